/*
 * tables.c: the tables of a tournament's pool (hearts-tourney), as its
 * format asks: every table, the first bot's against every table of the
 * rest, or a balanced schedule, fewer tables at which every pair of bots
 * sits as often.  A table's bots are in the pool's order; its seatings
 * (layout.c) seat each at every seat.
 */
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "referee.h"
#include "tool.h"

/* The search for a balanced schedule gives up after so many steps. */
#define SEARCH_STEPS	2000000L

/* n choose k, or more than MATCH_TABLES when it is more. */
static long
choose(int n, int k)
{
	long	 c = 1;
	int	 i;

	for (i = 1; i <= k; i++) {
		c = c * (n - k + i) / i;
		if (c > MATCH_TABLES)
			return MATCH_TABLES + 1;
	}
	return c;
}

static void
add_table(struct match *m, const int *spec, int n)
{
	int	 s;

	for (s = 0; s < n; s++)
		m->table[m->ntables][s] = (unsigned char)spec[s];
	m->ntables++;
}

/*
 * Every k-subset of from..pool-1 in lexicographic order, each after the
 * fixed places of at[] before place, as a table.
 */
static void
subsets(struct match *m, int *at, int place, int from, int n)
{
	int	 v;

	if (place == n) {
		add_table(m, at, n);
		return;
	}
	for (v = from; v <= m->nspecs - (n - place); v++) {
		at[place] = v;
		subsets(m, at, place + 1, v + 1, n);
	}
}

/*
 * A difference family over the numbers mod q: blocks of numbers, each
 * holding 0, such that every difference from 1 to q - 1 is found lambda
 * times among the blocks' ordered pairs.  Moved by every shift (each
 * number added to every number of a block, mod q), the blocks are q
 * tables a block at which a pair of bots x, y sits once for every pair
 * of a block whose difference is y - x: lambda times, whichever the
 * pair.  With q the pool's size, that is all (cyclic); with q one less
 * (1-rotational), the last bot, which no shift moves, sits at the
 * tables of the first blocks beside their numbers, and so meets every
 * other bot as often as these blocks hold numbers, which is made lambda.
 * A search, backtracking, with a limit of steps.
 */
struct family {
	int	 q, nblocks, lambda;
	int	 size[64];			/* each block's numbers */
	int	 block[64][HEARTS_MAX_PLAYERS];
	int	 used[MATCH_POOL];		/* each difference's count */
	long	 steps;
};

static bool
place(struct family *f, int b, int k, int from)
{
	int	 v, j, d;
	bool	 fits;

	if (++f->steps > SEARCH_STEPS)
		return false;
	if (k == f->size[b]) {
		if (b + 1 == f->nblocks)
			return true;
		/* Blocks of a size in order of their second number: no
		 * search twice. */
		return place(f, b + 1, 1, f->size[b + 1] == f->size[b] &&
		    f->size[b] > 1 ? f->block[b][1] : 1);
	}
	for (v = from; v < f->q; v++) {
		/* Its differences with the block's numbers, undone if one
		 * would be found too often. */
		for (fits = true, j = 0; j < k && fits; j++) {
			d = v - f->block[b][j];
			f->used[d]++;
			f->used[f->q - d]++;
			fits = f->used[d] <= f->lambda &&
			    f->used[f->q - d] <= f->lambda;
		}
		f->block[b][k] = v;
		if (fits && place(f, b, k + 1, v + 1))
			return true;
		while (j-- > 0) {
			d = v - f->block[b][j];
			f->used[d]--;
			f->used[f->q - d]--;
		}
		if (f->steps > SEARCH_STEPS)
			return false;
	}
	return false;
}

/*
 * A family of nblocks blocks of n numbers mod q, the first fixed of them
 * of n - 1 numbers and the last bot (1-rotational), or none; false when
 * none is found.
 */
static bool
search(struct family *f, int q, int n, int fixed, int nblocks, int lambda)
{
	int	 b;

	memset(f, 0, sizeof(*f));
	f->q = q;
	f->nblocks = nblocks;
	f->lambda = lambda;
	for (b = 0; b < nblocks; b++)
		f->size[b] = b < fixed ? n - 1 : n;
	return place(f, 0, 1, 1);
}

/*
 * Whether every pair of bots sits at as many tables, from the tables
 * themselves: what the search promises, checked, since a schedule that
 * is not balanced would rate bots on unequal terms without a word.
 */
static bool
even(const struct match *m, int n)
{
	static int	 met[MATCH_POOL][MATCH_POOL];
	int		 t, i, j, a, b;

	memset(met, 0, sizeof(met));
	for (t = 0; t < m->ntables; t++)
		for (i = 0; i < n; i++)
			for (j = 0; j < n; j++)
				if (i != j)
					met[m->table[t][i]][m->table[t][j]]++;
	for (a = 0; a < m->nspecs; a++)
		for (b = 0; b < m->nspecs; b++)
			if (a != b && met[a][b] != met[0][1])
				return false;
	return met[0][1] > 0;
}

/*
 * The balanced schedule of fewest tables found, cyclic or 1-rotational,
 * if it has fewer tables than the round robin; false for none.
 */
static bool
balanced(struct match *m, int n)
{
	static struct family f;
	int	 p = m->nspecs, b, i, s, spec[HEARTS_MAX_PLAYERS];
	int	 cyclic, fixed, rotational;
	long	 best = choose(p, n);

	if (n < 3)
		return false;
	/* Cyclic: the fewest blocks whose differences can come out even. */
	for (cyclic = 1; (long)cyclic * n * (n - 1) % (p - 1) != 0; cyclic++)
		continue;
	/* 1-rotational: fixed blocks with the last bot, as many others as
	 * make every difference as frequent as its meetings. */
	for (fixed = 1; (long)fixed * (p - n) % n != 0; fixed++)
		continue;
	rotational = fixed + fixed * (p - n) / n;
	if (rotational <= 64 && (long)rotational * (p - 1) < best &&
	    (cyclic > 64 || (long)rotational * (p - 1) <= (long)cyclic * p) &&
	    search(&f, p - 1, n, fixed, rotational, fixed * (n - 1))) {
		for (b = 0; b < f.nblocks; b++)
			for (i = 0; i < p - 1; i++) {
				for (s = 0; s < f.size[b]; s++)
					spec[s] = (f.block[b][s] + i) % (p - 1);
				if (s < n)
					spec[s] = p - 1;
				add_table(m, spec, n);
			}
		return true;
	}
	if (cyclic > 64 || (long)cyclic * p >= best ||
	    !search(&f, p, n, 0, cyclic, cyclic * n * (n - 1) / (p - 1)))
		return false;
	for (b = 0; b < f.nblocks; b++)
		for (i = 0; i < p; i++) {
			for (s = 0; s < n; s++)
				spec[s] = (f.block[b][s] + i) % p;
			add_table(m, spec, n);
		}
	return true;
}

int
match_tables(struct match *m, char *why, size_t size)
{
	int	 n = m->rules.players, at[HEARTS_MAX_PLAYERS];
	long	 count;

	m->ntables = 0;
	if (m->format == MATCH_ONE_TABLE)
		return 0;
	if (m->nspecs < n) {
		snprintf(why, size, "a pool of %d bots for %d seats: name %d "
		    "bots at least", m->nspecs, n, n);
		return -1;
	}
	count = m->format == MATCH_GAUNTLET ? choose(m->nspecs - 1, n - 1) :
	    choose(m->nspecs, n);
	if (count > MATCH_TABLES && m->format != MATCH_BALANCED) {
		snprintf(why, size, "more than %d tables: a smaller pool, or "
		    "-F balanced", MATCH_TABLES);
		return -1;
	}
	/* Enough for every table of the pool, which the others are within. */
	free(m->table);
	if ((m->table = calloc((size_t)(count > MATCH_TABLES ? 64L *
	    m->nspecs : count), sizeof(*m->table))) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	if (m->format == MATCH_GAUNTLET) {
		at[0] = 0;
		subsets(m, at, 1, 1, n);
	} else if (m->format == MATCH_ROUND_ROBIN || m->nspecs == n ||
	    !balanced(m, n) || !even(m, n)) {
		if (count > MATCH_TABLES) {
			snprintf(why, size, "no balanced schedule of fewer "
			    "than %d tables found for %d bots", MATCH_TABLES,
			    m->nspecs);
			return -1;
		}
		/* Every table: as balanced as can be, when no fewer are. */
		m->ntables = 0;
		m->every_table = m->format == MATCH_BALANCED && m->nspecs > n;
		subsets(m, at, 0, 0, n);
	}
	return 0;
}
