/*
 * rating.c: a tournament's rating, fitted deal by deal (rating.h).
 *
 * The model: a bot's points a hand at a deal, at a table, over the
 * table's seatings of that deal, is the table's mean there plus the
 * bot's rating less the table's bots' mean rating, plus noise.  Every
 * seating of a deal at a table seats each of its bots at each seat of
 * the same cards, so the deal's luck and each seat's are the same for
 * every bot of the table and fall out of the difference from its mean;
 * what is left is skill and the noise of play.  Fitted by least squares
 * with the ratings summing to 0 (points a hand above the pool's mean),
 * the ratings are one fixed linear map of each deal's differences, so
 * the fit of the whole is the mean of every deal's fit; and as deals are
 * drawn apart from each other while everything within a deal shares its
 * cards, the deals' fits are the independent samples whose spread gives
 * the interval.  Nothing is kept of a deal once it is fitted: memory is
 * the tables of one deal and the pairs of the pool, however many deals.
 */
#include <err.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rating.h"
#include "tool.h"

static void *
zeroed(size_t n, size_t size)
{
	void	*p;

	if ((p = calloc(n > 0 ? n : 1, size)) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	return p;
}

static void
add(struct by_deal *b, double x)
{
	b->sum += x;
	b->sq += x * x;
	b->deals++;
}

double
by_deal_mean(const struct by_deal *b)
{
	return b->deals > 0 ? b->sum / b->deals : NAN;
}

/* The standard error of the mean over deals; NAN under 2 deals. */
static double
by_deal_se(const struct by_deal *b)
{
	double	 var;

	if (b->deals < 2)
		return NAN;
	var = (b->sq - b->sum * b->sum / b->deals) / (b->deals - 1);
	return sqrt(var > 0 ? var / b->deals : 0);
}

double
by_deal_half(const struct by_deal *b)
{
	return b->deals < 2 ? NAN : hearts_stats_interval((double)b->deals,
	    b->sum, b->sq);
}

/*
 * The likelihood that the true difference is below 0, the first of the
 * pair better (fewer points): Student's t over deals, taken to the
 * normal by the approximation t (1 - 1/4df) / sqrt(1 + t^2/2df), close
 * enough for a likelihood shown to a tenth of a percent.
 */
double
by_deal_below(const struct by_deal *b)
{
	double	 mean = by_deal_mean(b), se = by_deal_se(b), t, df, z;

	if (isnan(mean) || isnan(se))
		return NAN;
	if (se == 0)
		return mean < 0 ? 1 : mean > 0 ? 0 : 0.5;
	t = mean / se;
	df = (double)(b->deals - 1);
	z = t * (1 - 1 / (4 * df)) / sqrt(1 + t * t / (2 * df));
	return 0.5 * erfc(z / sqrt(2));
}

/*
 * The normal equations' matrix: for each table, its bots' identity less
 * a 1/n in every cell of their rows and columns (each place's difference
 * from the table's mean), and a 1 in every cell, which holds the ratings'
 * sum at 0; inverted by Gauss-Jordan with partial pivoting.  The pool's
 * tables link every bot to every other, so it is not singular.
 */
static void
invert(struct rating *r)
{
	int	 n = r->nbots, i, j, k, t, p, q, piv;
	double	*a = zeroed((size_t)(n * n), sizeof(*a)), *inv = r->inverse, x;

	for (i = 0; i < n * n; i++)
		a[i] = 1;
	for (t = 0; t < r->ntables; t++)
		for (p = 0; p < r->seats; p++) {
			a[r->table[t][p] * n + r->table[t][p]] += 1;
			for (q = 0; q < r->seats; q++)
				a[r->table[t][p] * n + r->table[t][q]] -=
				    1.0 / r->seats;
		}
	for (i = 0; i < n; i++)
		inv[i * n + i] = 1;
	for (k = 0; k < n; k++) {
		for (piv = k, i = k + 1; i < n; i++)
			if (fabs(a[i * n + k]) > fabs(a[piv * n + k]))
				piv = i;
		for (j = 0; j < n; j++) {
			x = a[k * n + j], a[k * n + j] = a[piv * n + j],
			    a[piv * n + j] = x;
			x = inv[k * n + j], inv[k * n + j] = inv[piv * n + j],
			    inv[piv * n + j] = x;
		}
		for (x = a[k * n + k], j = 0; j < n; j++) {
			a[k * n + j] /= x;
			inv[k * n + j] /= x;
		}
		for (i = 0; i < n; i++) {
			if (i == k || a[i * n + k] == 0)
				continue;
			for (x = a[i * n + k], j = 0; j < n; j++) {
				a[i * n + j] -= x * a[k * n + j];
				inv[i * n + j] -= x * inv[k * n + j];
			}
		}
	}
	free(a);
}

void
rating_init(struct rating *r, const struct match *m)
{
	size_t	 places, pairs;
	int	 i;

	memset(r, 0, sizeof(*r));
	r->nbots = m->nspecs;
	r->ntables = m->ntables;
	r->seats = m->rules.players;
	r->per_deal = match_per_deal(m);
	r->table = (const unsigned char (*)[HEARTS_MAX_PLAYERS])m->table;
	places = (size_t)r->ntables * (size_t)r->seats;
	pairs = (size_t)(r->nbots * r->nbots);
	r->points = zeroed(places, sizeof(*r->points));
	r->hands = zeroed(places, sizeof(*r->hands));
	r->inverse = zeroed(pairs, sizeof(*r->inverse));
	r->sums = zeroed((size_t)r->nbots, sizeof(*r->sums));
	r->fitted = zeroed((size_t)r->nbots, sizeof(*r->fitted));
	r->fit_pair = zeroed(pairs, sizeof(*r->fit_pair));
	r->met = zeroed(pairs, sizeof(*r->met));
	r->met_deal = zeroed(pairs, sizeof(*r->met_deal));
	r->met_tables = zeroed(pairs, sizeof(*r->met_tables));
	for (i = 0; i < r->nbots; i++)
		r->bot[i].name = m->spec[i].name;
	invert(r);
}

/* A deal whose every game is in: its fit, and its pairs'. */
static void
close_deal(struct rating *r)
{
	double	 pph[HEARTS_MAX_PLAYERS], mean, d;
	int	 n = r->nbots, t, p, q, a, b;

	memset(r->sums, 0, (size_t)n * sizeof(*r->sums));
	for (t = 0; t < r->ntables; t++) {
		/* A table with a bot that played no hand (a forfeit at once)
		 * says nothing of this deal. */
		for (mean = 0, p = 0; p < r->seats; p++) {
			if (r->hands[t * r->seats + p] == 0)
				break;
			pph[p] = r->points[t * r->seats + p] /
			    r->hands[t * r->seats + p];
			mean += pph[p] / r->seats;
		}
		if (p < r->seats)
			continue;
		for (p = 0; p < r->seats; p++) {
			a = r->table[t][p];
			r->sums[a] += pph[p] - mean;
			for (q = p + 1; q < r->seats; q++) {
				b = r->table[t][q];
				r->met_deal[a * n + b] += pph[p] - pph[q];
				r->met_deal[b * n + a] -= pph[p] - pph[q];
				r->met_tables[a * n + b]++;
				r->met_tables[b * n + a]++;
			}
		}
	}
	for (a = 0; a < n; a++) {
		for (d = 0, b = 0; b < n; b++)
			d += r->inverse[a * n + b] * r->sums[b];
		r->fitted[a] = d;
		add(&r->bot[a].rating, d);
	}
	for (a = 0; a < n; a++)
		for (b = 0; b < n; b++) {
			if (a == b)
				continue;
			add(&r->fit_pair[a * n + b], r->fitted[a] - r->fitted[b]);
			if (r->met_tables[a * n + b] > 0)
				add(&r->met[a * n + b], r->met_deal[a * n + b] /
				    r->met_tables[a * n + b]);
			r->met_deal[a * n + b] = 0;
			r->met_tables[a * n + b] = 0;
		}
}

void
rating_game(void *arg, const struct tally *d)
{
	struct rating	*r = arg;
	struct rating_bot *b;
	const struct tally_bot *g;
	size_t		 at;
	int		 p, f, first = -1, second = -1;

	/* A deal's games come one after another, from its first. */
	if (d->index % r->per_deal == 0) {
		r->deal_games = 0;
		memset(r->points, 0, (size_t)r->ntables * r->seats *
		    sizeof(*r->points));
		memset(r->hands, 0, (size_t)r->ntables * r->seats *
		    sizeof(*r->hands));
	}
	r->games++;
	for (p = 0; p < d->nbots && p < r->seats; p++) {
		g = &d->bot[p];
		b = &r->bot[d->pool[p]];
		at = (size_t)d->table * r->seats + p;
		r->points[at] += g->points;
		r->hands[at] += g->hands;
		b->games += g->games;
		b->hands += g->hands;
		b->points += g->points;
		b->wins += g->wins;
		b->moons += g->moons;
		b->forfeits += g->forfeits;
		b->decisions += g->decisions;
		b->seconds += g->seconds;
		b->cpu += g->cpu;
		for (f = 0; f < HEARTS_NFAULTS; f++)
			b->faults[f] += g->faults[f];
		if (d->pool[p] == 0)
			first = p;
		else if (d->pool[p] == 1)
			second = p;
	}
	/*
	 * The sequential test's game: the first bot's win when it ends
	 * with fewer points than the second, whoever won the table.
	 */
	if (first >= 0 && second >= 0 && d->bot[first].games > 0) {
		if (d->bot[first].totals < d->bot[second].totals)
			r->sprt.wins++;
		else if (d->bot[first].totals > d->bot[second].totals)
			r->sprt.losses++;
		else
			r->sprt.draws++;
	}
	if (++r->deal_games == r->per_deal)
		close_deal(r);
}
