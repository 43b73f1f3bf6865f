/*
 * report.c: a tournament's results for people and for tools (report.h).
 * Points are a hand: fewer is better, so a bot's rating below 0 is
 * better than the pool's mean, and a pair's difference below 0 says the
 * first is better.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "report.h"
#include "tool.h"

/* The bots by their rating, the best (lowest) first, the unrated last. */
static const struct rating *sorting;

static int
by_rating(const void *x, const void *y)
{
	double	 a = by_deal_mean(&sorting->bot[*(const int *)x].rating);
	double	 b = by_deal_mean(&sorting->bot[*(const int *)y].rating);

	if (isnan(a) || isnan(b))
		return isnan(a) - isnan(b);
	if (a != b)
		return a < b ? -1 : 1;
	return *(const int *)x - *(const int *)y;
}

static long
faults(const struct rating_bot *b)
{
	long	 n = 0;
	int	 f;

	for (f = 0; f < HEARTS_NFAULTS; f++)
		n += b->faults[f];
	return n;
}

/* A number, or what says there is none: "-" for people, NaN for tools. */
static void
number(FILE *out, const char *fmt, double x, const char *none)
{
	if (isnan(x))
		fputs(none, out);
	else
		fprintf(out, fmt, x);
}

/* A JSON string: the name's bytes, quotes and controls escaped. */
static void
json_string(FILE *out, const char *s)
{
	putc('"', out);
	for (; *s != '\0'; s++)
		if (*s == '"' || *s == '\\')
			fprintf(out, "\\%c", *s);
		else if ((unsigned char)*s < 0x20)
			fprintf(out, "\\u%04x", (unsigned char)*s);
		else
			putc(*s, out);
	putc('"', out);
}

static void
print_table(FILE *out, const struct rating *r, const int *rank)
{
	const struct rating_bot *b;
	const struct by_deal *cell;
	double	 mean, half;
	int	 n = r->nbots, i, j, a, width = 4;

	for (i = 0; i < n; i++)
		if ((int)strlen(r->bot[i].name) > width)
			width = (int)strlen(r->bot[i].name);
	fprintf(out, "rank  %-*s  rating  95%% interval    better  games  "
	    "pts/hand    wins  faults\n", width, "bot");
	for (i = 0; i < n; i++) {
		b = &r->bot[rank[i]];
		mean = by_deal_mean(&b->rating);
		half = by_deal_half(&b->rating);
		fprintf(out, "%4d  %-*s  ", i + 1, width, b->name);
		number(out, "%6.2f", mean, "     -");
		if (isnan(half))
			fprintf(out, "  %-14s", "-");
		else
			fprintf(out, "  %6.2f to %-6.2f", mean - half, mean + half);
		/* Better than the next one down, by the fit. */
		if (i + 1 < n)
			number(out, "  %5.1f%%", 100 * by_deal_below(
			    &r->fit_pair[rank[i] * n + rank[i + 1]]), "       -");
		else
			fputs("       -", out);
		fprintf(out, "  %5ld  ", b->games);
		number(out, "%8.3f", b->hands > 0 ? b->points / b->hands : NAN,
		    "       -");
		fprintf(out, "  %6.1f  %6ld\n", b->wins, faults(b));
	}
	fprintf(out, "\nhead to head: the row's points a hand less the "
	    "column's, by deal, at the tables\nwhere both sat; its 95%% "
	    "interval; the likelihood that the row is better\n");
	fprintf(out, "%-*s", width, "");
	for (j = 0; j < n; j++)
		fprintf(out, "  %20.20s", r->bot[rank[j]].name);
	putc('\n', out);
	for (i = 0; i < n; i++) {
		a = rank[i];
		fprintf(out, "%-*s", width, r->bot[a].name);
		for (j = 0; j < n; j++) {
			cell = &r->met[a * n + rank[j]];
			if (i == j || cell->deals == 0) {
				fprintf(out, "  %20s", i == j ? "" : "-");
				continue;
			}
			mean = by_deal_mean(cell);
			half = by_deal_half(cell);
			if (isnan(half))
				fprintf(out, "  %+6.2f %13s", mean, "");
			else
				fprintf(out, "  %+6.2f \302\261%5.2f %4.0f%%", mean,
				    half, 100 * by_deal_below(cell));
		}
		putc('\n', out);
	}
}

static void
print_tsv(FILE *out, const struct rating *r, const int *rank)
{
	const struct rating_bot *b;
	const struct by_deal *cell;
	double	 mean, half;
	int	 n = r->nbots, i, j;

	fputs("rank\tbot\trating\tlow\thigh\tdeals\tgames\thands\tpoints\t"
	    "wins\tmoons\tforfeits\tdecisions\tfaults\n", out);
	for (i = 0; i < n; i++) {
		b = &r->bot[rank[i]];
		mean = by_deal_mean(&b->rating);
		half = by_deal_half(&b->rating);
		fprintf(out, "%d\t%s\t", i + 1, b->name);
		number(out, "%.4f", mean, "NaN");
		putc('\t', out);
		number(out, "%.4f", mean - half, "NaN");
		putc('\t', out);
		number(out, "%.4f", mean + half, "NaN");
		fprintf(out, "\t%ld\t%ld\t%ld\t%.0f\t%.2f\t%ld\t%ld\t%ld\t%ld\n",
		    b->rating.deals, b->games, b->hands, b->points, b->wins,
		    b->moons, b->forfeits, b->decisions, faults(b));
	}
	fputs("\nbot\tother\tdifference\tlow\thigh\tdeals\tbetter\t"
	    "fitted\tfitted_low\tfitted_high\tfitted_better\n", out);
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			if (i == j)
				continue;
			fprintf(out, "%s\t%s", r->bot[rank[i]].name,
			    r->bot[rank[j]].name);
			cell = &r->met[rank[i] * n + rank[j]];
			mean = by_deal_mean(cell);
			half = by_deal_half(cell);
			number(out, "\t%.4f", mean, "\tNaN");
			number(out, "\t%.4f", mean - half, "\tNaN");
			number(out, "\t%.4f", mean + half, "\tNaN");
			fprintf(out, "\t%ld", cell->deals);
			number(out, "\t%.4f", by_deal_below(cell), "\tNaN");
			cell = &r->fit_pair[rank[i] * n + rank[j]];
			mean = by_deal_mean(cell);
			half = by_deal_half(cell);
			number(out, "\t%.4f", mean, "\tNaN");
			number(out, "\t%.4f", mean - half, "\tNaN");
			number(out, "\t%.4f", mean + half, "\tNaN");
			number(out, "\t%.4f\n", by_deal_below(cell), "\tNaN\n");
		}
}

/* A by_deal as JSON fields: mean, interval, deals, likelihood. */
static void
json_deals(FILE *out, const char *key, const struct by_deal *b, bool below)
{
	double	 mean = by_deal_mean(b), half = by_deal_half(b);

	fprintf(out, "\"%s\":", key);
	number(out, "%.4f", mean, "null");
	fprintf(out, ",\"%s_low\":", key);
	number(out, "%.4f", mean - half, "null");
	fprintf(out, ",\"%s_high\":", key);
	number(out, "%.4f", mean + half, "null");
	fprintf(out, ",\"%s_deals\":%ld", key, b->deals);
	if (below) {
		fprintf(out, ",\"%s_better\":", key);
		number(out, "%.4f", by_deal_below(b), "null");
	}
}

static void
print_json(FILE *out, const struct rating *r, const int *rank)
{
	const struct rating_bot *b;
	int	 n = r->nbots, i, j, k = 0;

	fprintf(out, "{\"games\":%ld,\"bots\":[", r->games);
	for (i = 0; i < n; i++) {
		b = &r->bot[rank[i]];
		fprintf(out, "%s{\"rank\":%d,\"bot\":", i > 0 ? "," : "", i + 1);
		json_string(out, b->name);
		putc(',', out);
		json_deals(out, "rating", &b->rating, false);
		fprintf(out, ",\"games\":%ld,\"hands\":%ld,\"points\":%.0f,"
		    "\"wins\":%.2f,\"moons\":%ld,\"forfeits\":%ld,"
		    "\"decisions\":%ld,\"faults\":%ld}", b->games, b->hands,
		    b->points, b->wins, b->moons, b->forfeits, b->decisions,
		    faults(b));
	}
	fputs("],\"pairs\":[", out);
	for (i = 0; i < n; i++)
		for (j = 0; j < n; j++) {
			if (i == j)
				continue;
			fprintf(out, "%s{\"bot\":", k++ > 0 ? "," : "");
			json_string(out, r->bot[rank[i]].name);
			fputs(",\"other\":", out);
			json_string(out, r->bot[rank[j]].name);
			putc(',', out);
			json_deals(out, "difference",
			    &r->met[rank[i] * n + rank[j]], true);
			putc(',', out);
			json_deals(out, "fitted",
			    &r->fit_pair[rank[i] * n + rank[j]], true);
			putc('}', out);
		}
	fputs("]}\n", out);
}

void
report_print(FILE *out, const struct rating *r, enum report_output how)
{
	int	 rank[MATCH_POOL], i;

	for (i = 0; i < r->nbots; i++)
		rank[i] = i;
	sorting = r;
	qsort(rank, (size_t)r->nbots, sizeof(rank[0]), by_rating);
	if (how == REPORT_TSV)
		print_tsv(out, r, rank);
	else if (how == REPORT_JSON)
		print_json(out, r, rank);
	else
		print_table(out, r, rank);
}

void
report_progress(FILE *out, const struct rating *r, long total,
    double seconds, bool terminal)
{
	const struct rating_bot *b;
	int	 i;

	fprintf(out, "%s%ld/%ld games, %.1f games/s", terminal ? "\r" :
	    "hearts-tourney: ", r->games, total, seconds > 0 ?
	    r->games / seconds : 0.0);
	for (i = 0; i < r->nbots; i++) {
		b = &r->bot[i];
		fprintf(out, ", %s %.2f", b->name, b->hands > 0 ?
		    b->points / b->hands : 0.0);
	}
	fputs(terminal ? "\033[K" : "\n", out);
	fflush(out);
}

bool
report_failures(const struct rating *r, const char *logname)
{
	const struct rating_bot *b;
	long	 failed;
	int	 i;
	bool	 any = false;

	for (i = 0; i < r->nbots; i++) {
		b = &r->bot[i];
		if (b->decisions == 0 || (failed = faults(b)) * 2 <= b->decisions)
			continue;
		any = true;
		fprintf(stderr, "hearts-tourney: %s FAILED on %ld of its %ld "
		    "decisions: its row does not measure it; %s\n", b->name,
		    failed, b->decisions, logname == NULL ? "its standard "
		    "error is in the slices' logs" : strcmp(logname,
		    "/dev/null") == 0 ? "-l FILE keeps its standard error" :
		    "its standard error is in the log");
	}
	return any;
}
