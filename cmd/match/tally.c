/*
 * tally.c: means with 95% confidence intervals (the normal approximation
 * over hands and over games), and the generalised SPRT that chess engine
 * testers run, on the games bot 0 and bot 1 win against each other.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "tally.h"

void
tally_game(struct tally *t, const struct hearts_game *g,
    const struct game_result *r)
{
	struct tally_bot *b;
	const struct hearts_hand *h;
	long		 i;
	int		 s, n = g->rules.players, nwin = 0, side[2] = { 0, 0 };

	t->games++;
	for (s = 0; s < n; s++) {
		b = &t->bot[r->bot[s]];
		for (i = 0; i < g->nhands; i++) {
			h = &g->hands[i];
			if (!h->scored)
				continue;
			b->hands++;
			b->points += h->score[s];
			b->points_sq += (double)h->score[s] * h->score[s];
			if (h->shooter == s)
				b->moons++;
		}
		for (i = 0; i < HEARTS_NFAULTS; i++)
			b->faults[i] += r->run.faults[s][i];
		b->decisions += r->run.decisions[s];
		b->seconds += r->seconds[s];
		b->cpu += r->cpu[s];
		b->restarts += r->restarts[s];
		if (r->run.forfeit == s)
			b->forfeits++;
		if (g->winners & (1u << s))
			nwin++;
	}
	if (!g->over)
		return;
	for (s = 0; s < n; s++) {
		b = &t->bot[r->bot[s]];
		h = &g->hands[g->nhands - 1];
		b->games++;
		for (i = 0; i < s && r->bot[i] != r->bot[s]; i++)
			continue;
		if (i == s)
			b->played++;
		b->totals += h->total[s];
		b->totals_sq += (double)h->total[s] * h->total[s];
		if (g->winners & (1u << s)) {
			b->wins += 1.0 / nwin;
			if (r->bot[s] < 2)
				side[r->bot[s]] = 1;
		}
	}
	if (side[0] && !side[1])
		t->sprt.wins++;
	else if (side[1] && !side[0])
		t->sprt.losses++;
	else
		t->sprt.draws++;
}

/* The bots' points a hand in the deal just completed, less bot 0's. */
static void
close_deal(struct tally *t)
{
	struct tally_bot *b;
	double		 first, d;
	int		 i;

	if (t->deal_hands[0] == 0)
		return;
	first = t->deal_points[0] / t->deal_hands[0];
	for (i = 1; i < t->nbots; i++) {
		b = &t->bot[i];
		if (t->deal_hands[i] == 0)
			continue;
		d = t->deal_points[i] / t->deal_hands[i] - first;
		b->diff += d;
		b->diff_sq += d * d;
		b->diff_deals++;
	}
}

void
tally_add(struct tally *t, const struct tally *d)
{
	const struct tally_bot *b;
	struct tally_bot *to;
	long		 deal;
	int		 i, f;

	if (t->each != NULL) {
		t->games += d->games;
		t->each(t->each_arg, d);
		return;
	}
	t->games += d->games;
	t->sprt.wins += d->sprt.wins;
	t->sprt.draws += d->sprt.draws;
	t->sprt.losses += d->sprt.losses;
	/*
	 * A deal counts for the differences once all its seatings are in:
	 * the games come in order, so a deal's are one after another.
	 */
	deal = t->seatings > 0 ? d->index / t->seatings : 0;
	if (t->deal_games == 0 || deal != t->deal) {
		t->deal = deal;
		t->deal_games = 0;
		memset(t->deal_points, 0, sizeof(t->deal_points));
		memset(t->deal_hands, 0, sizeof(t->deal_hands));
	}
	for (i = 0; i < d->nbots; i++) {
		b = &d->bot[i];
		to = &t->bot[i];
		to->hands += b->hands;
		to->games += b->games;
		to->played += b->played;
		to->moons += b->moons;
		to->forfeits += b->forfeits;
		to->points += b->points;
		to->points_sq += b->points_sq;
		to->totals += b->totals;
		to->totals_sq += b->totals_sq;
		to->wins += b->wins;
		for (f = 0; f < HEARTS_NFAULTS; f++)
			to->faults[f] += b->faults[f];
		to->decisions += b->decisions;
		to->seconds += b->seconds;
		to->cpu += b->cpu;
		to->restarts += b->restarts;
		t->deal_points[i] += b->points;
		t->deal_hands[i] += b->hands;
	}
	if (t->seatings > 0 && ++t->deal_games == t->seatings) {
		close_deal(t);
		t->deal_games = 0;
	}
}

/*
 * The log-likelihood ratio of elo1 against elo0 from the wins, draws and
 * losses (the trinomial GSPRT), and what it says at the bounds that
 * alpha and beta give.
 */
enum sprt_verdict
sprt_verdict(const struct sprt *p, double *llr)
{
	/* Half a game of each kind, so that no count of 0 stalls it. */
	double	 w = p->wins + 0.5, d = p->draws + 0.5, l = p->losses + 0.5;
	double	 n = w + d + l, score, var, s0, s1;

	*llr = 0;
	if (!p->on || p->wins + p->draws + p->losses == 0)
		return SPRT_GO_ON;
	score = (w + d / 2) / n;
	var = (w + d / 4) / n - score * score;
	if (var <= 0)
		return SPRT_GO_ON;
	s0 = 1 / (1 + pow(10, -p->elo0 / 400));
	s1 = 1 / (1 + pow(10, -p->elo1 / 400));
	*llr = n * (s1 - s0) * (2 * score - s0 - s1) / (2 * var);
	if (*llr >= log((1 - p->beta) / p->alpha))
		return SPRT_H1;
	if (*llr <= log(p->beta / (1 - p->alpha)))
		return SPRT_H0;
	return SPRT_GO_ON;
}

/* A mean and the half-width of its 95% interval, by Student's t. */
static void
mean_ci(double sum, double sq, long n, double *mean, double *half)
{
	*mean = n > 0 ? sum / n : 0;
	*half = hearts_stats_interval((double)n, sum, sq);
}

/* A bot's name in a TSV field: no tab or newline to shift the columns. */
static void
put_field(FILE *out, const char *name)
{
	for (; *name != '\0'; name++)
		fputc(*name == '\t' || *name == '\n' || *name == '\r' ? ' ' :
		    *name, out);
}

/*
 * A bot's name in a column of w bytes: a longer one keeps its end, where
 * two bots' paths or arguments differ, after "...", and starts on a
 * character, not inside one (UTF-8).  The TSV form keeps every name whole.
 */
static const char *
column_name(const char *name, int w, char *buf, size_t size)
{
	size_t	 len = strlen(name), keep = (size_t)w - 3;

	if (len <= (size_t)w)
		return name;
	name += len - keep;
	while (((unsigned char)*name & 0xc0) == 0x80)
		name++;
	(void)snprintf(buf, size, "...%s", name);
	return buf;
}

void
tally_print(FILE *out, const struct tally *t, bool tsv)
{
	const struct tally_bot *b;
	double		 hm, hh, gm, gh, us, cpu, dm, dh, rate;
	int		 i, w = 3;
	char		 name[48], base[48];

	for (i = 0; i < t->nbots; i++)
		if ((int)strlen(t->bot[i].name) > w)
			w = (int)strlen(t->bot[i].name);
	if (w > 40)
		w = 40;

	if (tsv)
		fputs("bot\thands\tpoints_per_hand\tci95\tgames\t"
		    "points_per_game\tci95\twins\tmoons\tillegal\ttimeouts\t"
		    "crashes\tgarbage\tforfeits\tdecisions\tus_per_decision\t"
		    "cpu_us_per_decision\trestarts\tdiff_per_hand\tdiff_ci95\t"
		    "diff_deals\tplayed\twin_rate\n", out);
	else
		fprintf(out, "%-*s %7s %15s %6s %15s %6s %7s %5s %5s %7s %8s "
		    "%7s %7s %8s %9s %8s %8s %8s\n", w, "bot", "hands",
		    "points/hand", "games", "points/game", "played", "wins",
		    "win%", "moons", "illegal", "timeouts", "crashes",
		    "garbage", "forfeits", "decisions", "us/move", "cpu/move",
		    "restarts");
	for (i = 0; i < t->nbots; i++) {
		b = &t->bot[i];
		mean_ci(b->points, b->points_sq, b->hands, &hm, &hh);
		mean_ci(b->totals, b->totals_sq, b->games, &gm, &gh);
		us = b->decisions > 0 ? b->seconds * 1e6 / b->decisions : 0;
		cpu = b->decisions > 0 ? b->cpu * 1e6 / b->decisions : 0;
		mean_ci(b->diff, b->diff_sq, b->diff_deals, &dm, &dh);
		rate = b->played > 0 ? b->wins / b->played : 0;
		if (tsv) {
			put_field(out, b->name);
			fprintf(out, "\t%ld\t%.4f\t%.4f\t%ld\t%.4f\t%.4f\t"
			    "%.2f\t%ld\t%ld\t%ld\t%ld\t%ld\t%ld\t%ld\t%.1f",
			    b->hands, hm, hh, b->games, gm, gh,
			    b->wins, b->moons,
			    b->faults[HEARTS_FAULT_ILLEGAL],
			    b->faults[HEARTS_FAULT_TIMEOUT],
			    b->faults[HEARTS_FAULT_CRASH],
			    b->faults[HEARTS_FAULT_GARBAGE], b->forfeits,
			    b->decisions, us);
			fprintf(out, "\t%.1f\t%ld", cpu, b->restarts);
			if (i == 0 || b->diff_deals == 0)
				fprintf(out, "\tNA\tNA\t0");
			else
				fprintf(out, "\t%.4f\t%.4f\t%ld", dm, dh,
				    b->diff_deals);
			fprintf(out, "\t%ld\t%.4f\n", b->played, rate);
		} else
			fprintf(out, "%-*.*s %7ld %7.2f \xc2\xb1%5.2f %6ld "
			    "%7.1f \xc2\xb1%5.1f %6ld %7.1f %5.1f %5ld %7ld "
			    "%8ld %7ld %7ld %8ld %9ld %8.1f %8.1f %8ld\n", w, w,
			    column_name(b->name, w, name, sizeof(name)),
			    b->hands, hm, hh, b->games, gm, gh, b->played,
			    b->wins, rate * 100, b->moons,
			    b->faults[HEARTS_FAULT_ILLEGAL],
			    b->faults[HEARTS_FAULT_TIMEOUT],
			    b->faults[HEARTS_FAULT_CRASH],
			    b->faults[HEARTS_FAULT_GARBAGE], b->forfeits,
			    b->decisions, us, cpu, b->restarts);
	}
	if (tsv)
		return;
	/* The difference each bot makes, by deal: the honest unit. */
	for (i = 1; i < t->nbots; i++) {
		b = &t->bot[i];
		if (b->diff_deals == 0)
			continue;
		mean_ci(b->diff, b->diff_sq, b->diff_deals, &dm, &dh);
		fprintf(out, "%s%.*s - %.*s: %+.2f \xc2\xb1%.2f points a hand "
		    "(95%%, by deal, %ld deal%s)\n", i == 1 ? "\n" : "", w,
		    column_name(b->name, w, name, sizeof(name)), w,
		    column_name(t->bot[0].name, w, base, sizeof(base)), dm, dh,
		    b->diff_deals,
		    b->diff_deals == 1 ? "" : "s");
	}
}

void
tally_progress(FILE *out, const struct tally *t, long total, double seconds,
    bool terminal)
{
	int	 i;

	fprintf(out, "%s%ld/%ld games, %.1f games/s", terminal ? "\r" :
	    "hearts-match: ", t->games, total, seconds > 0 ?
	    t->games / seconds : 0.0);
	for (i = 0; i < t->nbots; i++)
		fprintf(out, ", %s %.2f", t->bot[i].name, t->bot[i].hands > 0 ?
		    t->bot[i].points / t->bot[i].hands : 0.0);
	fputs(terminal ? "\033[K" : "\n", out);
	fflush(out);
}
