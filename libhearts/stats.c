/*
 * stats.c: counting over games, for hearts-stats.  Everything kept is a
 * sum (counts, points and their squares, wins in sixtieths so that a win
 * shared by two to five seats is whole), so that the sums of pieces of a
 * stream add up to the sums of the whole; the means and their intervals
 * are worked out only when a table is written.
 */
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void
hearts_stats_init(struct hearts_stats *st, bool by_name)
{
	memset(st, 0, sizeof(*st));
	st->by_name = by_name;
}

void
hearts_stats_free(struct hearts_stats *st)
{
	free(st->tally);
	free(st->hand_points);
	free(st->totals);
	st->tally = NULL;
	st->hand_points = st->totals = NULL;
}

/* The tally of a seat or a name, added if new; NULL past the limit. */
static struct hearts_tally *
tally(struct hearts_stats *st, const char *name, int seat)
{
	struct hearts_tally *t;
	int		 i;

	for (i = 0; i < st->ntally; i++)
		if (strcmp(st->tally[i].name, name) == 0)
			return &st->tally[i];
	if (st->ntally == HEARTS_STATS_NAMES)
		return NULL;
	if ((st->ntally & 15) == 0) {
		t = reallocarray(st->tally, (size_t)st->ntally + 16, sizeof(*t));
		if (t == NULL)
			return NULL;
		st->tally = t;
	}
	t = &st->tally[st->ntally++];
	memset(t, 0, sizeof(*t));
	strlcpy(t->name, name, sizeof(t->name));
	t->seat = seat;
	return t;
}

/* Adds n to the count of a value, the counts kept sorted by value. */
static int
count(struct hearts_stats *st, struct hearts_count **v, int *nv, long value,
    long n)
{
	struct hearts_count *c;
	int		 lo = 0, hi = *nv, mid;

	while (lo < hi) {
		mid = (lo + hi) / 2;
		if ((*v)[mid].value < value)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo < *nv && (*v)[lo].value == value) {
		(*v)[lo].count += n;
		return 0;
	}
	if (*nv == HEARTS_STATS_VALUES) {
		st->dropped += n;
		return 0;
	}
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

int
hearts_stats_add(struct hearts_stats *st, const struct hearts_game *g,
    const char *comments, struct hearts_error *e)
{
	struct hearts_tally *t[HEARTS_MAX_PLAYERS];
	struct hearts_tricks tr;
	const struct hearts_hand *h;
	char		 names[HEARTS_MAX_PLAYERS][64], seat[2] = "N";
	int		 s, n = g->rules.players, nwin, total[HEARTS_MAX_PLAYERS];
	long		 i, k;
	long long	 p;

	if (st->by_name && comments != NULL)
		hearts_comment_players(comments, n, names);
	else
		for (s = 0; s < n; s++)
			names[s][0] = '\0';
	for (s = 0; s < n; s++) {
		seat[0] = hearts_seat_name(s);
		/* A seat no comment names is counted by its letter. */
		if ((t[s] = tally(st, names[s][0] != '\0' ? names[s] : seat,
		    names[s][0] != '\0' ? -1 : s)) == NULL)
			return hearts_fail(e, HEARTS_ERR_NOMEM, 0, "more than "
			    "%d players, or out of memory", HEARTS_STATS_NAMES);
	}
	st->games++;
	for (i = 0; i < g->nhands; i++) {
		h = &g->hands[i];
		hearts_hand_tricks(&g->rules, h, &tr);
		st->tricks += tr.ntricks;
		for (k = 0; k < tr.ntricks; k++)
			st->won_with[tr.won_with[k]]++;
		if (!h->scored)
			continue;
		st->hands++;
		for (s = 0; s < n; s++) {
			p = h->score[s];
			t[s]->hands++;
			t[s]->points += p;
			t[s]->points2 += p * p;
			if (count(st, &st->hand_points, &st->nhand_points, (long)p,
			    1) == -1)
				return hearts_fail(e, HEARTS_ERR_NOMEM, 0,
				    "out of memory");
		}
		if (h->shooter >= 0)
			t[h->shooter]->moons++;
		if (tr.queen >= 0)
			t[tr.queen]->queens++;
		if (tr.jack >= 0 && g->rules.jack_of_diamonds)
			t[tr.jack]->jacks++;
	}
	if (!g->over)
		return 0;
	st->over++;
	hearts_game_totals(g, g->nhands, total);
	for (s = nwin = 0; s < n; s++)
		nwin += (g->winners >> s) & 1;
	for (s = 0; s < n; s++) {
		p = (long long)total[s] - g->start_total[s];
		t[s]->games++;
		t[s]->game_points += p;
		t[s]->game_points2 += p * p;
		if ((g->winners >> s) & 1)
			t[s]->wins60 += 60 / (nwin > 0 ? nwin : 1);
		if (count(st, &st->totals, &st->ntotals, total[s], 1) == -1)
			return hearts_fail(e, HEARTS_ERR_NOMEM, 0,
			    "out of memory");
	}
	return 0;
}

int
hearts_stats_write_sums(FILE *out, const struct hearts_stats *st)
{
	const struct hearts_tally *t;
	char		 card[HEARTS_CARD_NAME];
	int		 i;

	fprintf(out, "# hearts-stats sums 1\n");
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
	for (i = 0; i < st->nhand_points; i++)
		fprintf(out, "hand\t%ld\t%ld\n", st->hand_points[i].value,
		    st->hand_points[i].count);
	for (i = 0; i < st->ntotals; i++)
		fprintf(out, "total\t%ld\t%ld\n", st->totals[i].value,
		    st->totals[i].count);
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

int
hearts_stats_add_sums(struct hearts_stats *st, char *line,
    struct hearts_error *e)
{
	struct hearts_tally *t;
	char		*w[16], shown[48];
	long long	 v[16];
	hearts_card	 c;
	int		 i, n, first;

	line[strcspn(line, "\r\n")] = '\0';
	if (line[0] == '#' || line[0] == '\0')
		return 0;
	if ((n = sum_words(line, w, 16)) == -1)
		goto bad;
	first = strcmp(w[0], "stats") == 0 ? 1 : 2;
	for (i = first; i < n; i++)
		if (sum_number(w[i], &v[i]) == -1)
			goto bad;
	if (strcmp(w[0], "stats") == 0 && n == 6) {
		st->games += v[1];
		st->over += v[2];
		st->hands += v[3];
		st->tricks += v[4];
		st->dropped += v[5];
	} else if (strcmp(w[0], "player") == 0 && n == 13) {
		if (v[2] < -1 || v[2] >= HEARTS_MAX_PLAYERS || *w[1] == '\0' ||
		    strlen(w[1]) >= sizeof(t->name))
			goto bad;
		if ((t = tally(st, w[1], (int)v[2])) == NULL)
			return hearts_fail(e, HEARTS_ERR_NOMEM, 0, "more than "
			    "%d players, or out of memory", HEARTS_STATS_NAMES);
		t->hands += v[3];
		t->points += v[4];
		t->points2 += v[5];
		t->games += v[6];
		t->game_points += v[7];
		t->game_points2 += v[8];
		t->wins60 += v[9];
		t->moons += v[10];
		t->queens += v[11];
		t->jacks += v[12];
	} else if (strcmp(w[0], "card") == 0 && n == 3) {
		if ((c = hearts_card_parse(w[1])) == HEARTS_NO_CARD)
			goto bad;
		st->won_with[c] += v[2];
	} else if ((strcmp(w[0], "hand") == 0 || strcmp(w[0], "total") == 0) &&
	    n == 3) {
		if (sum_number(w[1], &v[1]) == -1)
			goto bad;
		if (count(st, w[0][0] == 'h' ? &st->hand_points : &st->totals,
		    w[0][0] == 'h' ? &st->nhand_points : &st->ntotals,
		    (long)v[1], (long)v[2]) == -1)
			return hearts_fail(e, HEARTS_ERR_NOMEM, 0,
			    "out of memory");
	} else
		goto bad;
	return 0;
bad:
	return hearts_fail(e, HEARTS_ERR_DATA, 0, "this is not a line of "
	    "sums from hearts-stats -S: '%s'", hearts_shown(w[0], shown,
	    sizeof(shown)));
}

/* Seats in their order, then names in byte order. */
static int
by_seat_and_name(const void *a, const void *b)
{
	const struct hearts_tally *x = a, *y = b;

	if (x->seat != y->seat && (x->seat < 0 || y->seat < 0))
		return x->seat < 0 ? 1 : -1;
	if (x->seat != y->seat)
		return x->seat - y->seat;
	return strcmp(x->name, y->name);
}

/* The mean of n values and the half width of its 95% interval. */
static void
mean(long n, long long sum, long long sum2, double *m, double *half)
{
	double	 var;

	*m = n > 0 ? (double)sum / (double)n : 0;
	*half = 0;
	if (n < 2)
		return;
	var = ((double)sum2 - (double)sum * (double)sum / (double)n) /
	    (double)(n - 1);
	*half = var > 0 ? 1.96 * sqrt(var / (double)n) : 0;
}

static void
write_players(FILE *out, const struct hearts_stats *st, bool tsv)
{
	struct hearts_tally *t;
	double		 m, h, gm, gh;
	int		 i;

	if ((t = calloc((size_t)st->ntally + 1, sizeof(*t))) == NULL)
		return;
	memcpy(t, st->tally, sizeof(*t) * (size_t)st->ntally);
	qsort(t, (size_t)st->ntally, sizeof(*t), by_seat_and_name);
	if (tsv)
		fprintf(out, "player\thands\tpoints_per_hand\tci95\tgames\t"
		    "points_per_game\tci95\twins\tmoons\tqueens\tjacks\n");
	else
		fprintf(out, "%ld games, %ld over, %ld hands scored, %ld "
		    "tricks\n%-12s %6s  %13s %6s  %13s %7s %6s %6s %6s\n",
		    st->games, st->over, st->hands, st->tricks, "player",
		    "hands", "points/hand", "games", "points/game", "wins",
		    "moons", "QS", "JD");
	for (i = 0; i < st->ntally; i++) {
		mean(t[i].hands, t[i].points, t[i].points2, &m, &h);
		mean(t[i].games, t[i].game_points, t[i].game_points2, &gm, &gh);
		if (tsv)
			fprintf(out, "%s\t%ld\t%.4f\t%.4f\t%ld\t%.4f\t%.4f\t"
			    "%.2f\t%ld\t%ld\t%ld\n", t[i].name, t[i].hands, m,
			    h, t[i].games, gm, gh, t[i].wins60 / 60.0,
			    t[i].moons, t[i].queens, t[i].jacks);
		else
			fprintf(out, "%-12.12s %6ld  %6.2f ± %4.2f %6ld  %6.1f "
			    "± %4.1f %7.2f %6ld %6ld %6ld\n", t[i].name,
			    t[i].hands, m, h, t[i].games, gm, gh,
			    t[i].wins60 / 60.0, t[i].moons, t[i].queens,
			    t[i].jacks);
	}
	free(t);
}

static void
write_cards(FILE *out, const struct hearts_stats *st, bool tsv)
{
	char	 card[HEARTS_CARD_NAME];
	int	 i;

	fprintf(out, tsv ? "card\ttricks\tshare\n" : "card  tricks   share\n");
	for (i = 0; i < 64; i++) {
		if (st->won_with[i] == 0)
			continue;
		hearts_card_name(i, card);
		fprintf(out, tsv ? "%s\t%ld\t%.4f\n" : "%-4s %7ld %6.2f%%\n",
		    card, st->won_with[i], (tsv ? 1.0 : 100.0) *
		    (double)st->won_with[i] / (double)st->tricks);
	}
}

static void
write_counts(FILE *out, const struct hearts_count *v, int n, const char *what,
    bool tsv)
{
	long	 most = 1;
	int	 i, bar;

	if (tsv) {
		fprintf(out, "%s\tcount\n", what);
		for (i = 0; i < n; i++)
			fprintf(out, "%ld\t%ld\n", v[i].value, v[i].count);
		return;
	}
	for (i = 0; i < n; i++)
		if (v[i].count > most)
			most = v[i].count;
	for (i = 0; i < n; i++) {
		bar = (int)((v[i].count * 50 + most - 1) / most);
		fprintf(out, "%6ld %8ld ", v[i].value, v[i].count);
		while (bar-- > 0)
			fputc('#', out);
		fputc('\n', out);
	}
}

int
hearts_stats_write(FILE *out, const struct hearts_stats *st,
    enum hearts_stats_table which, bool tsv)
{
	switch (which) {
	case HEARTS_STATS_PLAYERS:
		write_players(out, st, tsv);
		break;
	case HEARTS_STATS_CARDS:
		write_cards(out, st, tsv);
		break;
	case HEARTS_STATS_HAND_POINTS:
		write_counts(out, st->hand_points, st->nhand_points, "points",
		    tsv);
		break;
	case HEARTS_STATS_TOTALS:
		write_counts(out, st->totals, st->ntotals, "total", tsv);
		break;
	}
	return ferror(out) ? -1 : 0;
}
