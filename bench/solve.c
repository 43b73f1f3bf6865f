/*
 * solve.c: how fast the solver values every legal card of a position,
 * on seeded deals of 2 to 5 players played at random, stopped with 4 and
 * 8 tricks left and at the first lead, the table kept from one position
 * to the next as a bot would keep it (bench/solve.sh times hearts-solve
 * itself).  For each: the median, 90th percentile and worst
 * time, and the positions searched (nodes).
 *
 *	bench/solve [-ev] [-b budget] [-m MiB] [-n positions] [-p players]
 *	    [-t tricks]
 *
 * -e each for itself instead of the seat against the table; -t 0 the
 * whole hand; -b the budget of each position (default 20,000,000), the
 * positions it cut short counted apart; -v each position's value, nodes
 * and time; -m the table's memory in MiB (HEARTS_SOLVE_MEMORY unless
 * told).  Times are given by the clock and in CPU seconds (the machine
 * is shared); nodes as median, 90th percentile, worst and all.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hearts.h"
#include "clock.h"

#define MAX_RUNS	10000

static int
by_value(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static int
by_long(const void *a, const void *b)
{
	long	 x = *(const long *)a, y = *(const long *)b;

	return x < y ? -1 : x > y;
}

/* A seeded deal with no pass, played at random to so many tricks left. */
static void
position(int players, int left, long seed, struct hearts_rules *r,
    struct hearts_hand *h, struct hearts_state *st)
{
	struct hearts_rng rng;
	hearts_cards	 legal;
	int		 k;

	hearts_rules_default(r);
	r->players = players;
	memset(h, 0, sizeof(*h));
	h->pass = HEARTS_PASS_HOLD;
	h->first_leader = -1;
	hearts_deal_seeded(players, (uint64_t)seed, 1, h->dealt, &h->aside);
	hearts_state_start(st, r, h);
	hearts_rng_for_hand(&rng, (uint64_t)seed, 2);
	if (left == 0)
		left = hearts_hand_size(players);
	while (st->phase == HEARTS_PHASE_PLAY &&
	    (st->ncards != 0 || hearts_hand_size(players) - st->trick > left)) {
		legal = hearts_state_legal(st);
		for (k = (int)hearts_rng_below(&rng,
		    (uint64_t)hearts_cards_count(legal)); k > 0; k--)
			legal &= legal - 1;
		hearts_state_play(st, hearts_cards_lowest(legal), NULL);
	}
}

static bool	 verbose;

static void
run(struct hearts_solver *sv, int players, int left, int count,
    enum hearts_solve_kind kind, long budget)
{
	static double	 secs[MAX_RUNS];
	static long	 nodes[MAX_RUNS];
	struct hearts_rules r;
	struct hearts_hand h;
	struct hearts_state st;
	struct hearts_solution sol;
	struct hearts_error e;
	static double	 cpu[MAX_RUNS];
	double		 t0, c0;
	int		 i, cut = 0;
	long		 total = 0;

	for (i = 0; i < count; i++) {
		position(players, left, 1000 + i, &r, &h, &st);
		t0 = now();
		c0 = cpu_now();
		if (hearts_solve(sv, &st, kind, budget, &sol, &e) == -1) {
			fprintf(stderr, "bench/solve: %s\n", e.msg);
			exit(1);
		}
		secs[i] = now() - t0;
		nodes[i] = sol.nodes;
		total += sol.nodes;
		cpu[i] = cpu_now() - c0;
		if (verbose)
			printf("  deal %d: %d cards, value %d..%d, %ld nodes, "
			    "%.3f ms\n", 1000 + i, sol.ncards, sol.lo, sol.hi,
			    sol.nodes, secs[i] * 1e3);
		cut += !sol.exact;
	}
	qsort(secs, (size_t)count, sizeof(secs[0]), by_value);
	qsort(nodes, (size_t)count, sizeof(nodes[0]), by_long);
	qsort(cpu, (size_t)count, sizeof(cpu[0]), by_value);
	printf("%d players, %2d tricks left, %s: median %9.3f ms, 90%% %9.3f ms, "
	    "worst %9.3f ms; nodes median %ld, 90%% %ld, worst %ld, all %ld",
	    players,
	    left == 0 ? hearts_hand_size(players) : left,
	    kind == HEARTS_SOLVE_EACH ? "each " : "table", secs[count / 2] * 1e3,
	    secs[count * 9 / 10] * 1e3, secs[count - 1] * 1e3,
	    nodes[count / 2], nodes[count * 9 / 10], nodes[count - 1], total);
	printf("; CPU median %.3f ms, 90%% %.3f ms, worst %.3f ms",
	    cpu[count / 2] * 1e3, cpu[count * 9 / 10] * 1e3,
	    cpu[count - 1] * 1e3);
	if (cut > 0)
		printf("; %d of %d cut by the budget", cut, count);
	printf("\n");
	fflush(stdout);
}

int
main(int argc, char *argv[])
{
	static const int lefts[] = { 4, 8, 0 };
	struct hearts_solver *sv;
	struct hearts_error e;
	enum hearts_solve_kind kind = HEARTS_SOLVE_TABLE;
	long		 budget = 20000000;
	size_t		 memory = HEARTS_SOLVE_MEMORY;
	int		 ch, count = 0, players = 0, left = -1, p, i, n;

	while ((ch = getopt(argc, argv, "b:em:n:p:t:v")) != -1)
		switch (ch) {
		case 'b':
			budget = atol(optarg);
			break;
		case 'e':
			kind = HEARTS_SOLVE_EACH;
			break;
		case 'm':
			memory = (size_t)atol(optarg) << 20;
			break;
		case 'n':
			count = atoi(optarg);
			break;
		case 'p':
			players = atoi(optarg);
			break;
		case 't':
			left = atoi(optarg);
			break;
		case 'v':
			verbose = true;
			break;
		default:
			fprintf(stderr, "usage: bench/solve [-ev] [-b budget] "
			    "[-m MiB] [-n positions] [-p players] [-t tricks]\n");
			return 64;
		}
	if (count < 0 || count > MAX_RUNS || players == 1 || players > 5) {
		fprintf(stderr, "bench/solve: bad count or players\n");
		return 64;
	}
	if ((sv = hearts_solver_new(memory, &e)) == NULL) {
		fprintf(stderr, "bench/solve: %s\n", e.msg);
		return 1;
	}
	for (p = 2; p <= 5; p++) {
		if (players != 0 && p != players)
			continue;
		for (i = 0; i < 3; i++) {
			if (left >= 0 && lefts[i] != left)
				continue;
			/*
			 * Fewer long positions, but enough for a median that
			 * holds: one deal differs from the next by a hundred
			 * times, and 5 or 20 of them once put the median of
			 * the whole hand of four at 1.1 s (31: 0.4 s), that of
			 * 8 tricks left at 8 ms (100: 16 ms).
			 */
			n = count > 0 ? count : lefts[i] == 0 ? 31 : 100;
			if (n < 1)
				n = 1;
			run(sv, p, lefts[i], n, kind, budget);
		}
	}
	hearts_solver_free(sv);
	return 0;
}
