/*
 * stats_table.c: the tables of hearts-stats, from the sums of stats.c:
 * each seat's or player's figures with their intervals, the tricks each
 * card took, and the distributions, drawn for a person or as TSV.
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "stats.h"

/* Room for a name escaped: a name is at most 63 bytes, each 10 at most. */
#define NAME_SHOWN	(64 * 10 + 4)

/*
 * A player's name as a person may read it: names come from comments,
 * which anyone may write, so a control byte (a terminal's escape) or an
 * invisible character is escaped as the suite's messages escape it.
 */
static const char *
name_shown(const char *name, char *buf)
{
	return hearts_escaped(name, strlen(name), 64, buf, NAME_SHOWN);
}

/* Seats in their order, then names in byte order. */
static int
by_seat_and_name(const void *a, const void *b)
{
	const struct hearts_tally *x = *(const struct hearts_tally *const *)a;
	const struct hearts_tally *y = *(const struct hearts_tally *const *)b;

	if (x->seat != y->seat && (x->seat < 0 || y->seat < 0))
		return x->seat < 0 ? 1 : -1;
	if (x->seat != y->seat)
		return x->seat - y->seat;
	return strcmp(x->name, y->name);
}

/* The tallies' indices in that order; NULL out of memory. */
static int *
players_in_order(const struct hearts_stats *st)
{
	const struct hearts_tally **t;
	int		*order;
	int		 i;

	t = calloc((size_t)st->ntally + 1, sizeof(*t));
	order = calloc((size_t)st->ntally + 1, sizeof(*order));
	if (t == NULL || order == NULL) {
		free(t);
		free(order);
		return NULL;
	}
	for (i = 0; i < st->ntally; i++)
		t[i] = &st->tally[i];
	qsort(t, (size_t)st->ntally, sizeof(*t), by_seat_and_name);
	for (i = 0; i < st->ntally; i++)
		order[i] = (int)(t[i] - st->tally);
	free(t);
	return order;
}

/*
 * Student's t at 97.5% for df degrees of freedom: from a table where the
 * normal approximation is far off (with 2 values, an interval 6.5 times
 * as wide as 1.96 standard errors), and from its Cornish-Fisher
 * expansion beyond, within 0.001 of the true value.
 */
static double
t975(double df)
{
	static const double table[] = { 12.706, 4.303, 3.182, 2.776, 2.571,
	    2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
	    2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069,
	    2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042 };
	const double z = 1.959964, z3 = z * z * z, z5 = z3 * z * z;

	if (df >= 1 && df <= 30 && df == (long)df)
		return table[(long)df - 1];
	return z + (z3 + z) / (4 * df) + (5 * z5 + 16 * z3 + 3 * z) /
	    (96 * df * df);
}

double
hearts_stats_interval(double n, double sum, double sum_sq)
{
	double	 var;

	if (!(n >= 2))
		return 0;
	var = (sum_sq - sum * sum / n) / (n - 1);
	return var > 0 ? t975(n - 1) * sqrt(var / n) : 0;
}

/* The mean of n values and the half width of its 95% interval. */
static void
mean(double n, double sum, double sum2, double *m, double *half)
{
	*m = n > 0 ? sum / n : 0;
	*half = hearts_stats_interval(n, sum, sum2);
}

static int
write_players(FILE *out, const struct hearts_stats *st, bool tsv)
{
	const struct hearts_tally *t;
	double		 m, h, gm, gh;
	char		 name[NAME_SHOWN];
	int		*order, i;

	if ((order = players_in_order(st)) == NULL)
		return -1;
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
		t = &st->tally[order[i]];
		mean((double)t->hands, (double)t->points, (double)t->points2,
		    &m, &h);
		mean((double)t->games, (double)t->game_points,
		    (double)t->game_points2, &gm, &gh);
		if (tsv)
			fprintf(out, "%s\t%ld\t%.4f\t%.4f\t%ld\t%.4f\t%.4f\t"
			    "%.2f\t%ld\t%ld\t%ld\n", name_shown(t->name, name),
			    t->hands, m,
			    h, t->games, gm, gh, t->wins60 / 60.0,
			    t->moons, t->queens, t->jacks);
		else
			fprintf(out, "%-12.12s %6ld  %6.2f ± %4.2f %6ld  %6.1f "
			    "± %4.1f %7.2f %6ld %6ld %6ld\n",
			    name_shown(t->name, name),
			    t->hands, m, h, t->games, gm, gh,
			    t->wins60 / 60.0, t->moons, t->queens, t->jacks);
	}
	free(order);
	return 0;
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

/* The count of a value in a distribution, from where the last one was. */
static long
count_of(struct stats_dist d, int *at, long value)
{
	while (*at < d.n && d.v[*at].value < value)
		(*at)++;
	return *at < d.n && d.v[*at].value == value ? d.v[*at].count : 0;
}

/*
 * TSV: a row a value, the pooled count, then a column a player, so that
 * a plotting program draws each column as a series (sums of version 1
 * alone: the pooled column alone, as then).
 */
static int
write_dist_tsv(FILE *out, const struct hearts_stats *st, int kind,
    const int *order, int np)
{
	struct stats_block *b = stats_block(st);
	struct stats_dist all = stats_pooled(st, kind);
	char		 name[NAME_SHOWN];
	int		*at, i, j;

	if ((at = calloc((size_t)np + 1, sizeof(*at))) == NULL)
		return -1;
	fprintf(out, "%s\tcount", kind == DIST_POINTS ? "points" : "total");
	for (j = 0; j < np; j++)
		fprintf(out, "\t%s", name_shown(st->tally[order[j]].name,
		    name));
	fputc('\n', out);
	for (i = 0; i < all.n; i++) {
		fprintf(out, "%ld\t%ld", all.v[i].value, all.v[i].count);
		for (j = 0; j < np; j++)
			fprintf(out, "\t%ld", count_of(b->dist[order[j]][kind],
			    &at[j], all.v[i].value));
		fputc('\n', out);
	}
	free(at);
	return 0;
}

/*
 * A bin's width for a person: at most 30 rows, of 1, 2 or 5 times 10^k
 * (the values of sums are within a billion either way).
 */
static long
bin_width(long lo, long hi)
{
	static const long step[] = { 1, 2, 5 };
	long		 scale, w;
	int		 i;

	for (scale = 1;; scale *= 10)
		for (i = 0; i < 3; i++) {
			w = step[i] * scale;
			if ((hi - lo + 1 + w - 1) / w <= 30)
				return w;
		}
}

static long
bin_of(long v, long w)
{
	/* Rounded down, below zero too, so that bins line up across zero. */
	return v >= 0 ? v / w : -((-(v + 1)) / w) - 1;
}

static void
bin_label(char *label, size_t size, long b, long w)
{
	if (w == 1)
		snprintf(label, size, "%ld", b);
	else
		snprintf(label, size, "%ld-%ld", b * w, b * w + w - 1);
}

/* The rows of a distribution: the same bins for every player. */
struct bins {
	long		 lo, hi, w;	/* values, bins' width */
	int		 label;		/* the widest label */
	double		 most;		/* the largest share of a bin */
};

/* One player's block: a line of figures, then a row a bin. */
static void
write_block(FILE *out, const char *name, int kind, struct stats_dist d,
    const struct bins *bins)
{
	double		 n = 0, sum = 0, sum2 = 0, m, h, share;
	long		 median = 0, seen = 0, c, b, k;
	char		 label[48], shown[NAME_SHOWN];
	int		 at = 0, bar;

	for (k = 0; k < d.n; k++) {
		n += (double)d.v[k].count;
		sum += (double)d.v[k].value * (double)d.v[k].count;
		sum2 += (double)d.v[k].value * (double)d.v[k].value *
		    (double)d.v[k].count;
	}
	/* The lower median: the first value with half the count at or below it. */
	for (k = 0; k < d.n && (double)seen * 2 < n; k++) {
		seen += d.v[k].count;
		median = d.v[k].value;
	}
	mean(n, sum, sum2, &m, &h);
	name = name_shown(name, shown);
	if (kind == DIST_POINTS)
		fprintf(out, "%s: %.0f hands, %.2f ± %.2f points a hand, "
		    "median %ld\n", name, n, m, h, median);
	else
		fprintf(out, "%s: %.0f games, a final total of %.1f ± %.1f, "
		    "median %ld\n", name, n, m, h, median);
	if (n == 0)
		return;
	for (b = bin_of(bins->lo, bins->w); b <= bin_of(bins->hi, bins->w);
	    b++) {
		for (c = 0; at < d.n && bin_of(d.v[at].value, bins->w) == b;
		    at++)
			c += d.v[at].count;
		bin_label(label, sizeof(label), b, bins->w);
		share = (double)c / n;
		fprintf(out, "%*s %8ld %5.1f%%", bins->label, label, c,
		    100 * share);
		bar = c > 0 ? (int)ceil(share / bins->most * 50 - 1e-9) : 0;
		if (bar > 0)
			fputc(' ', out);
		while (bar-- > 0)
			fputc('#', out);
		fputc('\n', out);
	}
}

/* The largest share of one bin in any of the distributions. */
static double
most_in_a_bin(struct stats_dist d, long w)
{
	double		 n = 0, most = 0;
	long		 c = 0;
	int		 k;

	for (k = 0; k < d.n; k++)
		n += (double)d.v[k].count;
	for (k = 0; n > 0 && k < d.n; k++) {
		c += d.v[k].count;
		if (k + 1 == d.n ||
		    bin_of(d.v[k + 1].value, w) != bin_of(d.v[k].value, w)) {
			if ((double)c / n > most)
				most = (double)c / n;
			c = 0;
		}
	}
	return most;
}

/*
 * For a person: a histogram a player, the same bins and one scale of
 * shares for all, so that the shapes compare whatever each one's count;
 * then the pooled one when there is more than one player.
 */
static void
write_dist_text(FILE *out, const struct hearts_stats *st, int kind,
    const int *order, int np)
{
	struct stats_block *blk = stats_block(st);
	struct stats_dist all = stats_pooled(st, kind);
	struct bins	 bins;
	char		 label[48];
	double		 most;
	long		 b;
	int		 j;

	if (all.n == 0) {
		fprintf(out, kind == DIST_POINTS ? "no hands scored\n" :
		    "no games over\n");
		return;
	}
	bins.lo = all.v[0].value;
	bins.hi = all.v[all.n - 1].value;
	bins.w = bin_width(bins.lo, bins.hi);
	bins.label = 6;
	for (b = bin_of(bins.lo, bins.w); b <= bin_of(bins.hi, bins.w); b++) {
		bin_label(label, sizeof(label), b, bins.w);
		if ((int)strlen(label) > bins.label)
			bins.label = (int)strlen(label);
	}
	bins.most = most_in_a_bin(all, bins.w);
	for (j = 0; j < np; j++)
		if ((most = most_in_a_bin(blk->dist[order[j]][kind], bins.w)) >
		    bins.most)
			bins.most = most;
	for (j = 0; j < np; j++) {
		write_block(out, st->tally[order[j]].name, kind,
		    blk->dist[order[j]][kind], &bins);
		fputc('\n', out);
	}
	/* Named by what the tallies are, which sums of -b give too. */
	for (j = 0; j < st->ntally && st->tally[j].seat >= 0; j++)
		;
	if (np != 1)
		write_block(out, j < st->ntally ? "all players" : "all seats",
		    kind, all, &bins);
	if (st->dropped > 0)
		fprintf(out, "(%ld values left out: more distinct values than "
		    "are kept)\n", st->dropped);
}

static int
write_dist(FILE *out, const struct hearts_stats *st, int kind, bool tsv)
{
	int	*order;
	int	 np = hearts_stats_pooled_only(st) ? 0 : st->ntally;

	if ((order = players_in_order(st)) == NULL)
		return -1;
	if (tsv) {
		if (write_dist_tsv(out, st, kind, order, np) == -1) {
			free(order);
			return -1;
		}
	} else
		write_dist_text(out, st, kind, order, np);
	free(order);
	return 0;
}

int
hearts_stats_write(FILE *out, const struct hearts_stats *st,
    enum hearts_stats_table which, bool tsv)
{
	int	 r = 0;

	switch (which) {
	case HEARTS_STATS_PLAYERS:
		r = write_players(out, st, tsv);
		break;
	case HEARTS_STATS_CARDS:
		write_cards(out, st, tsv);
		break;
	case HEARTS_STATS_HAND_POINTS:
		r = write_dist(out, st, DIST_POINTS, tsv);
		break;
	case HEARTS_STATS_TOTALS:
		r = write_dist(out, st, DIST_TOTAL, tsv);
		break;
	}
	return r == -1 || ferror(out) ? -1 : 0;
}
