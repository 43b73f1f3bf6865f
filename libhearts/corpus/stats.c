/*
 * stats.c: counting over games, for hearts-stats.  Everything kept is a
 * sum (counts, points and their squares, wins in sixtieths so that a win
 * shared by two to five seats is whole, and each value's count in every
 * distribution), so that the sums of pieces of a stream add up to the
 * sums of the whole; the means and their intervals are worked out only
 * when a table is written (stats_table.c).
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "corpus.h"
#include "stats.h"

#define SUMS_VERSION	2
#define SUMS_VALUE	1000000000LL	/* a value of sums, at most */

void
hearts_stats_init(struct hearts_stats *st, bool by_name)
{
	memset(st, 0, sizeof(*st));
	st->by_name = by_name;
}

void
hearts_stats_free(struct hearts_stats *st)
{
	struct stats_block *b = stats_block(st);
	int		 i, k;

	if (b != NULL) {
		for (i = 0; b->dist != NULL && i < st->ntally; i++)
			for (k = 0; k < DIST_KINDS; k++)
				free(b->dist[i][k].v);
		free(b->dist);
		free(b);
	}
	free(st->hand_points);
	free(st->totals);
	st->tally = NULL;
	st->ntally = 0;
	st->hand_points = st->totals = NULL;
	st->nhand_points = st->ntotals = 0;
}

/* The block in front of the tallies, with room for n of them. */
static struct stats_block *
block_room(struct hearts_stats *st, int n)
{
	struct stats_block *b = stats_block(st), *nb;
	struct stats_dist (*d)[DIST_KINDS];
	int		 cap;

	if (b != NULL && n <= b->cap)
		return b;
	cap = b == NULL ? 16 : b->cap * 2;
	if (cap < n)
		cap = n;
	nb = realloc(b, sizeof(*b) + sizeof(b->tally[0]) * (size_t)cap);
	if (nb == NULL)
		return NULL;
	if (b == NULL) {
		memset(nb, 0, sizeof(*nb));
		st->ntally = 0;
	}
	st->tally = nb->tally;
	if ((d = reallocarray(nb->dist, (size_t)cap, sizeof(*d))) == NULL)
		return NULL;	/* the block is st's still, with its old cap */
	memset(d + nb->cap, 0, sizeof(*d) * (size_t)(cap - nb->cap));
	nb->dist = d;
	nb->cap = cap;
	return nb;
}

/* The index of the tally of a seat or a name, added if new; -1 past the
 * limit. */
static int
tally_index(struct hearts_stats *st, const char *name, int seat)
{
	struct hearts_tally *t;
	int		 i;

	for (i = 0; i < st->ntally; i++)
		if (strcmp(st->tally[i].name, name) == 0)
			return i;
	if (st->ntally == HEARTS_STATS_NAMES ||
	    block_room(st, st->ntally + 1) == NULL)
		return -1;
	t = &st->tally[st->ntally];
	memset(t, 0, sizeof(*t));
	strlcpy(t->name, name, sizeof(t->name));
	t->seat = seat;
	return st->ntally++;
}

/*
 * Adds n to the count of a value, the counts kept sorted by value: 0, or
 * 1 if there is no room for another value (the caller counts it
 * dropped), -1 out of memory, or -2 past what a count holds.
 */
static int
count(struct hearts_count **v, int *nv, long value, long n, int max)
{
	struct hearts_count *c;
	long		 at;
	int		 lo = 0, hi = *nv, mid;

	/*
	 * A hand's points run without a gap from their least: the value's
	 * place is then its distance from the first, with no search.
	 */
	if (*nv > 0 && value >= (*v)[0].value) {
		at = value - (*v)[0].value;
		if (at < *nv && (*v)[at].value == value)
			return __builtin_add_overflow((*v)[at].count, n,
			    &(*v)[at].count) ? -2 : 0;
	}
	while (lo < hi) {
		mid = (lo + hi) / 2;
		if ((*v)[mid].value < value)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < *nv && (*v)[lo].value == value)
		return __builtin_add_overflow((*v)[lo].count, n,
		    &(*v)[lo].count) ? -2 : 0;
	if (*nv >= max)
		return 1;
	if ((*nv & 63) == 0) {
		c = reallocarray(*v, (size_t)*nv + 64, sizeof(*c));
		if (c == NULL)
			return -1;
		*v = c;
	}
	memmove(*v + lo + 1, *v + lo, sizeof(**v) * (size_t)(*nv - lo));
	(*v)[lo].value = value;
	(*v)[lo].count = n;
	(*nv)++;
	return 0;
}

/*
 * Counts a value of player i (or -1: none) in a distribution and pooled:
 * 0, -1 out of memory, -2 past what a count holds.
 */
static int
count_value(struct hearts_stats *st, int i, int kind, long value, long n)
{
	struct stats_block *b;
	struct stats_dist *d;
	int		 r, had;
	bool		 dropped;

	if (kind == DIST_POINTS)
		r = count(&st->hand_points, &st->nhand_points, value, n,
		    HEARTS_STATS_VALUES);
	else
		r = count(&st->totals, &st->ntotals, value, n,
		    HEARTS_STATS_VALUES);
	if (r < 0)
		return r;
	dropped = r == 1;
	if (i >= 0) {
		b = stats_block(st);
		d = &b->dist[i][kind];
		had = d->n;
		r = count(&d->v, &d->n, value, n, b->values <
		    STATS_PLAYER_VALUES ? HEARTS_STATS_VALUES : d->n);
		if (r < 0)
			return r;
		b->values += d->n - had;
		dropped |= r == 1;
	}
	/* Once, whether the pooled count or the player's had no room. */
	if (dropped && __builtin_add_overflow(st->dropped, n, &st->dropped))
		return -2;
	return 0;
}

static int
nomem(struct hearts_error *e)
{
	return hearts_fail(e, HEARTS_ERR_NOMEM, 0, "more than %d players, "
	    "or out of memory", HEARTS_STATS_NAMES);
}

/* Sums only: the records of a stream cannot count that far. */
static int
overflow(struct hearts_error *e)
{
	return hearts_fail(e, HEARTS_ERR_DATA, 0, "the sums add up past "
	    "what a count holds");
}

static int
counted(int r, struct hearts_error *e)
{
	return r == -2 ? overflow(e) : r == -1 ? nomem(e) : 0;
}

/*
 * Counts a hand's points of a player: the count of a value already there
 * found at its distance from the least, as count() would, without the
 * calls; anything else through count_value().
 */
static inline int
count_points(struct hearts_stats *st, struct stats_dist *d, int i, long p)
{
	struct hearts_count *pooled = st->hand_points;
	long		 at, pat;

	if (d->n > 0 && st->nhand_points > 0) {
		at = p - d->v[0].value;
		pat = p - pooled[0].value;
		if (at >= 0 && at < d->n && d->v[at].value == p && pat >= 0 &&
		    pat < st->nhand_points && pooled[pat].value == p &&
		    d->v[at].count < LONG_MAX && pooled[pat].count < LONG_MAX) {
			d->v[at].count++;
			pooled[pat].count++;
			return 0;
		}
	}
	return count_value(st, i, DIST_POINTS, p, 1);
}

int
hearts_stats_add(struct hearts_stats *st, const struct hearts_game *g,
    const char *comments, struct hearts_error *e)
{
	struct hearts_tally *t;
	struct stats_block *b;
	const struct hearts_hand *h;
	char		 names[HEARTS_MAX_PLAYERS][64], seat[2] = "N";
	int		 s, n = g->rules.players, nwin, total[HEARTS_MAX_PLAYERS];
	int		 ti[HEARTS_MAX_PLAYERS], r, queen, jack;
	long		 i;
	long long	 p;

	if (st->by_name && comments != NULL)
		hearts_comment_players(comments, n, names);
	else
		for (s = 0; s < n; s++)
			names[s][0] = '\0';
	/* Indices, not pointers: a new tally may move the array. */
	for (s = 0; s < n; s++) {
		seat[0] = hearts_seat_name(s);
		/* A seat no comment names is counted by its letter. */
		if ((ti[s] = tally_index(st, names[s][0] != '\0' ? names[s] :
		    seat, names[s][0] != '\0' ? -1 : s)) == -1)
			return nomem(e);
	}
	t = st->tally;
	b = stats_block(st);
	st->games++;
	for (i = 0; i < g->nhands; i++) {
		h = &g->hands[i];
		st->tricks += corpus_count_won(n, h, st->won_with);
		if (!h->scored)
			continue;
		st->hands++;
		for (s = 0; s < n; s++) {
			p = h->score[s];
			t[ti[s]].hands++;
			t[ti[s]].points += p;
			t[ti[s]].points2 += p * p;
			if ((r = count_points(st, &b->dist[ti[s]][DIST_POINTS],
			    ti[s], (long)p)) < 0)
				return counted(r, e);
		}
		if (h->shooter >= 0)
			t[ti[h->shooter]].moons++;
		jack = -1;
		corpus_takers(&g->rules, h, &queen, g->rules.jack_of_diamonds ?
		    &jack : NULL);
		if (queen >= 0)
			t[ti[queen]].queens++;
		if (jack >= 0)
			t[ti[jack]].jacks++;
	}
	if (!g->over)
		return 0;
	st->over++;
	hearts_game_totals(g, g->nhands, total);
	for (s = nwin = 0; s < n; s++)
		nwin += (g->winners >> s) & 1;
	for (s = 0; s < n; s++) {
		p = (long long)total[s] - g->start_total[s];
		t[ti[s]].games++;
		t[ti[s]].game_points += p;
		t[ti[s]].game_points2 += p * p;
		if ((g->winners >> s) & 1)
			t[ti[s]].wins60 += 60 / (nwin > 0 ? nwin : 1);
		if ((r = count_value(st, ti[s], DIST_TOTAL, total[s], 1)) < 0)
			return counted(r, e);
	}
	return 0;
}

int
hearts_stats_dist(const struct hearts_stats *st, int player,
    enum hearts_stats_table which, const struct hearts_count **values)
{
	const struct stats_block *b = stats_block(st);
	struct stats_dist d;
	int		 kind;

	if (which == HEARTS_STATS_HAND_POINTS)
		kind = DIST_POINTS;
	else if (which == HEARTS_STATS_TOTALS)
		kind = DIST_TOTAL;
	else
		return -1;
	if (player == -1)
		d = stats_pooled(st, kind);
	else if (player < 0 || player >= st->ntally || b->pooled_only)
		return -1;
	else
		d = b->dist[player][kind];
	*values = d.v;
	return d.n;
}

bool
hearts_stats_pooled_only(const struct hearts_stats *st)
{
	const struct stats_block *b = stats_block(st);

	return b != NULL && b->pooled_only;
}

static void
write_counts(FILE *out, const char *what, const char *name, int seat,
    struct stats_dist d)
{
	int	 i;

	for (i = 0; i < d.n; i++) {
		if (name != NULL)
			fprintf(out, "%s\t%s\t%d\t%ld\t%ld\n", what, name, seat,
			    d.v[i].value, d.v[i].count);
		else
			fprintf(out, "%s\t%ld\t%ld\n", what, d.v[i].value,
			    d.v[i].count);
	}
}

/*
 * Version 2 has each player's distributions ("points" and "final" lines,
 * which make the pooled ones); version 1 had the pooled ones alone
 * ("hand" and "total"), and is written again when such sums were read,
 * so that nothing is lost or counted twice.
 */
int
hearts_stats_write_sums(FILE *out, const struct hearts_stats *st)
{
	const struct stats_block *b = stats_block(st);
	const struct hearts_tally *t;
	char		 card[HEARTS_CARD_NAME];
	bool		 old = hearts_stats_pooled_only(st);
	int		 i;

	fprintf(out, "# hearts-stats sums %d\n", old ? 1 : SUMS_VERSION);
	fprintf(out, "stats\t%ld\t%ld\t%ld\t%ld\t%ld\n", st->games, st->over,
	    st->hands, st->tricks, st->dropped);
	for (i = 0; i < st->ntally; i++) {
		t = &st->tally[i];
		fprintf(out, "player\t%s\t%d\t%ld\t%lld\t%lld\t%ld\t%lld\t%lld\t"
		    "%ld\t%ld\t%ld\t%ld\n", t->name, t->seat, t->hands,
		    t->points, t->points2, t->games, t->game_points,
		    t->game_points2, t->wins60, t->moons, t->queens, t->jacks);
	}
	for (i = 0; i < 64; i++) {
		if (st->won_with[i] == 0)
			continue;
		hearts_card_name(i, card);
		fprintf(out, "card\t%s\t%ld\n", card, st->won_with[i]);
	}
	if (old) {
		write_counts(out, "hand", NULL, 0, stats_pooled(st, DIST_POINTS));
		write_counts(out, "total", NULL, 0, stats_pooled(st, DIST_TOTAL));
	}
	for (i = 0; !old && i < st->ntally; i++) {
		t = &st->tally[i];
		write_counts(out, "points", t->name, t->seat,
		    b->dist[i][DIST_POINTS]);
		write_counts(out, "final", t->name, t->seat,
		    b->dist[i][DIST_TOTAL]);
	}
	return ferror(out) ? -1 : 0;
}

/* The tab-separated words of a line of sums, as numbers after the name. */
static int
sum_words(char *line, char **word, int max)
{
	int	 n = 0;

	while (n < max) {
		word[n++] = line;
		if ((line = strchr(line, '\t')) == NULL)
			break;
		*line++ = '\0';
	}
	return line == NULL ? n : -1;
}

static int
sum_number(const char *s, long long *v)
{
	char	*end;

	errno = 0;
	*v = strtoll(s, &end, 10);
	return *s == '\0' || *end != '\0' || errno != 0 ? -1 : 0;
}

/* Adds v to a sum; false if the sum would overflow. */
static bool
add_long(long *to, long long v)
{
	return v >= LONG_MIN && v <= LONG_MAX &&
	    !__builtin_add_overflow(*to, (long)v, to);
}

static bool
add_ll(long long *to, long long v)
{
	return !__builtin_add_overflow(*to, v, to);
}

/* The comment line that starts sums: refused if of a version not read here. */
static int
sums_header(const char *line, struct hearts_error *e)
{
	const char	*prefix = "# hearts-stats sums ";
	long long	 v;

	if (strncmp(line, prefix, strlen(prefix)) != 0)
		return 0;
	if (sum_number(line + strlen(prefix), &v) == 0 && v >= 1 &&
	    v <= SUMS_VERSION)
		return 0;
	return hearts_fail(e, HEARTS_ERR_DATA, 0, "these are sums of version "
	    "%.16s, from another hearts-stats; this one reads versions up to "
	    "%d", line + strlen(prefix), SUMS_VERSION);
}

/*
 * A player's line that no records could give: a count below 0, more
 * moons, queens or jacks than hands, more wins than games, a sum of
 * squares below 0.
 */
static int
impossible_player(const char *name, const long long *v,
    struct hearts_error *e)
{
	char		 shown[HEARTS_SHOWN_SIZE];
	const char	*why = NULL;

	if (v[3] < 0 || v[6] < 0 || v[9] < 0 || v[10] < 0 || v[11] < 0 ||
	    v[12] < 0)
		why = "a count below 0";
	else if (v[5] < 0 || v[8] < 0)
		why = "a sum of squares below 0";
	else if (v[10] > v[3] || v[11] > v[3] || v[12] > v[3])
		why = "more moons, queens or jacks than hands";
	else if (v[9] / 60 > v[6] || (v[9] / 60 == v[6] && v[9] % 60 > 0))
		why = "more wins than games";
	if (why == NULL)
		return 0;
	return hearts_fail(e, HEARTS_ERR_DATA, 0, "the sums of '%s' are "
	    "impossible: %s", hearts_shown(name, shown, sizeof(shown)), why);
}

static int
add_player(struct hearts_stats *st, char **w, const long long *v,
    struct hearts_error *e)
{
	struct hearts_tally *t;
	int		 i, r;

	if (v[2] < -1 || v[2] >= HEARTS_MAX_PLAYERS || *w[1] == '\0' ||
	    strlen(w[1]) >= sizeof(t->name))
		return 1;
	if ((r = impossible_player(w[1], v, e)) != 0)
		return r;
	if ((i = tally_index(st, w[1], (int)v[2])) == -1)
		return nomem(e);
	t = &st->tally[i];
	if (!add_long(&t->hands, v[3]) || !add_ll(&t->points, v[4]) ||
	    !add_ll(&t->points2, v[5]) || !add_long(&t->games, v[6]) ||
	    !add_ll(&t->game_points, v[7]) || !add_ll(&t->game_points2, v[8]) ||
	    !add_long(&t->wins60, v[9]) || !add_long(&t->moons, v[10]) ||
	    !add_long(&t->queens, v[11]) || !add_long(&t->jacks, v[12]))
		return overflow(e);
	return 0;
}

/* A value's count, of a player (version 2) or pooled (version 1). */
static int
add_count(struct hearts_stats *st, char **w, int n, long long *v,
    struct hearts_error *e)
{
	struct stats_block *b;
	int		 i = -1, kind = w[0][0] == 'p' || w[0][0] == 'h' ?
			    DIST_POINTS : DIST_TOTAL;

	/* No hand's points nor total is near a billion. */
	if (sum_number(w[n - 2], &v[n - 2]) == -1 || v[n - 2] < -SUMS_VALUE ||
	    v[n - 2] > SUMS_VALUE || v[n - 1] < 1 || v[n - 1] > LONG_MAX)
		return 1;
	if (n == 5) {
		if (v[2] < -1 || v[2] >= HEARTS_MAX_PLAYERS || *w[1] == '\0' ||
		    strlen(w[1]) >= sizeof(st->tally->name))
			return 1;
		if ((i = tally_index(st, w[1], (int)v[2])) == -1)
			return nomem(e);
	} else {
		if ((b = block_room(st, 1)) == NULL)
			return nomem(e);
		b->pooled_only = true;
	}
	return counted(count_value(st, i, kind, (long)v[n - 2],
	    (long)v[n - 1]), e);
}

int
hearts_stats_add_sums(struct hearts_stats *st, char *line,
    struct hearts_error *e)
{
	char		*w[16], shown[48];
	long long	 v[16];
	hearts_card	 c;
	int		 i, n, first, r;

	line[strcspn(line, "\r\n")] = '\0';
	if (line[0] == '#')
		return sums_header(line, e);
	if (line[0] == '\0')
		return 0;
	if ((n = sum_words(line, w, 16)) == -1)
		goto bad;
	first = strcmp(w[0], "stats") == 0 ? 1 : n == 5 ? 3 : 2;
	for (i = first; i < n; i++)
		if (sum_number(w[i], &v[i]) == -1)
			goto bad;
	if (n == 5 && sum_number(w[2], &v[2]) == -1)
		goto bad;
	if (strcmp(w[0], "stats") == 0 && n == 6) {
		if (v[1] < 0 || v[2] < 0 || v[3] < 0 || v[4] < 0 || v[5] < 0)
			return hearts_fail(e, HEARTS_ERR_DATA, 0, "the sums are "
			    "impossible: a count below 0");
		if (v[2] > v[1])
			return hearts_fail(e, HEARTS_ERR_DATA, 0, "the sums are "
			    "impossible: more games over than games");
		if (!add_long(&st->games, v[1]) || !add_long(&st->over, v[2]) ||
		    !add_long(&st->hands, v[3]) || !add_long(&st->tricks, v[4]) ||
		    !add_long(&st->dropped, v[5]))
			return overflow(e);
		return 0;
	}
	if (strcmp(w[0], "player") == 0 && n == 13)
		r = add_player(st, w, v, e);
	else if (strcmp(w[0], "card") == 0 && n == 3) {
		if ((c = hearts_card_parse(w[1])) == HEARTS_NO_CARD)
			goto bad;
		if (v[2] < 0)
			return hearts_fail(e, HEARTS_ERR_DATA, 0, "the sums are "
			    "impossible: %s took fewer than 0 tricks", w[1]);
		if (!add_long(&st->won_with[c], v[2]))
			return overflow(e);
		r = 0;
	} else if (((strcmp(w[0], "hand") == 0 || strcmp(w[0], "total") == 0) &&
	    n == 3) || ((strcmp(w[0], "points") == 0 ||
	    strcmp(w[0], "final") == 0) && n == 5))
		r = add_count(st, w, n, v, e);
	else
		goto bad;
	if (r != 1)
		return r;
bad:
	return hearts_fail(e, HEARTS_ERR_DATA, 0, "this is not a line of "
	    "sums from hearts-stats -S: '%s'", hearts_shown(w[0], shown,
	    sizeof(shown)));
}
