/*
 * bots.c: how strong a bot is, by duplicate deals.  Each deal is played
 * once for every seat the tested bot can take, the other seats held by
 * the opponent bot, so that the luck of the cards cancels.  Reports the
 * points per hand of each side with 95% confidence intervals (over
 * deals), and the time the tested bot takes to decide a card.
 *
 *	bench/bots [-2v] [-d deals] [-p players] [-s seed] [-b budget]
 *	    [-r preset] [-o name=value ...] bot opponent
 *
 * -r: the rules of a preset, the standard ones without; -p: the number
 * of players (4, or the preset's); -o: a rule option over them
 * (hearts-rules(7)), as hearts-deal -o takes it; bench/options.sh plays
 * each of OpenSpiel's and Black Maria's.
 * -2: the tested bot at two seats across the table, two against two.
 * -v: the tested seats' points in each hand too, and the others' ("hand
 * SEATING DEAL POINTS OTHERS"), to pair with a run of another bot on the
 * same deals and draws.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hearts.h"
#include "clock.h"
#include "rules.h"

static int
cmp_double(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Whether seat s holds the tested bot in seating rot (-2: two, across). */
static bool
is_tested(int s, int rot, int players, bool two)
{
	return s == rot || (two && s == (rot + players / 2) % players);
}

static void
die(const char *msg)
{
	fprintf(stderr, "bots: %s\n", msg);
	exit(1);
}

int
main(int argc, char *argv[])
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_error e;
	struct hearts_bot bot[HEARTS_MAX_PLAYERS];
	struct hearts_hand *h;
	const char	*name[2];
	double		*x, *y, *times, *cpus, *every, t0, c0, dt, dc;
	double		 pass_time = 0;
	double		 sx = 0, sy = 0, vx = 0, vy = 0, cxy = 0;
	double		 mx, my, ratio, vr, vd = 0;
	long		 deals = 500, d, ntimes = 0, maxtimes, moons[2] = { 0, 0 };
	long		 npasses = 0, nevery = 0;
	int		 players, budget = HEARTS_BOT_BUDGET, ch, rot, s, tested;
	int		 passing, taken;
	bool		 verbose = false, two = false;
	int		 ntested;
	uint64_t	 seed = 1;
	struct bench_rules rules = { .preset = NULL };

	while ((ch = getopt(argc, argv, "2b:d:o:p:r:s:v")) != -1) {
		switch (ch) {
		case 'v':
			verbose = true;
			break;
		case '2':
			two = true;
			break;
		case 'b':
			budget = atoi(optarg);
			break;
		case 'd':
			deals = atol(optarg);
			break;
		case 's':
			seed = strtoull(optarg, NULL, 10);
			break;
		default:
			if ((taken = bench_rules_arg(&rules, ch, optarg)) == 1)
				break;
			die(taken == -1 ? "-o: 16 options at most" : "usage: "
			    "bots [-2v] [-d deals] [-p players] [-s seed] [-b "
			    "budget] [-r preset] [-o name=value] bot opponent");
		}
	}
	if (argc - optind != 2 || deals < 2 || (rules.players != 0 &&
	    (rules.players < 2 || rules.players > 5)))
		die("usage: bots [-2v] [-d deals] [-p players] [-s seed] "
		    "[-b budget] [-r preset] [-o name=value] bot opponent");
	name[0] = argv[optind];
	name[1] = argv[optind + 1];
	if (bench_rules(&rules, &r, &e) == -1)
		die(e.msg);
	players = r.players;
	if (two && players % 2 != 0)
		die("-2 needs an even number of players");
	ntested = two ? players / 2 : 1;
	r.target = 0;		/* hands, not games: no game ends */
	/* Each seating's tested seats: every card and a pass a hand. */
	maxtimes = deals * players * ntested * (HEARTS_MAX_TRICKS + 1);
	if ((x = calloc((size_t)deals, sizeof(*x))) == NULL ||
	    (y = calloc((size_t)deals, sizeof(*y))) == NULL ||
	    (times = calloc((size_t)maxtimes, sizeof(*times))) == NULL ||
	    (cpus = calloc((size_t)maxtimes, sizeof(*cpus))) == NULL ||
	    (every = calloc((size_t)maxtimes, sizeof(*every))) == NULL)
		die("out of memory");

	/* One game a seating: hand d of each is the same deal. */
	for (rot = 0; rot < players; rot++) {
		for (s = 0; s < players; s++)
			if (hearts_bot_init(&bot[s], name[!is_tested(s, rot,
			    players, two)],
			    seed * 31 + (uint64_t)(rot * players + s)) == -1)
				die("no such bot");
			else
				bot[s].budget = budget;
		hearts_game_init(&g, &r);
		g.seeded = true;
		g.seed = seed;
		for (d = 0; d < deals; d++) {
			if (hearts_game_deal(&g, &e) == -1)
				die(e.msg);
			while (hearts_game_where(&g, NULL) != HEARTS_GAME_SCORE) {
				tested = is_tested(hearts_game_to_move(&g), rot,
				    players, two);
				passing = hearts_game_where(&g, NULL) ==
				    HEARTS_GAME_PASS;
				t0 = now();
				c0 = cpu_now();
				if (hearts_bot_move(&bot[hearts_game_to_move(&g)],
				    &g, -1, NULL, &e) == -1)
					die(e.msg);
				dt = now() - t0;
				dc = cpu_now() - c0;
				/* Every decision's CPU, passes too. */
				if (tested && nevery < maxtimes)
					every[nevery++] = dc;
				if (tested && passing) {
					pass_time += dt;
					npasses++;
				} else if (tested && ntimes < maxtimes) {
					cpus[ntimes] = dc;
					times[ntimes++] = dt;
				}
			}
			if (hearts_game_score(&g, &e) == -1)
				die(e.msg);
			h = hearts_game_current(&g);
			for (s = 0; s < players; s++)
				if (is_tested(s, rot, players, two))
					x[d] += h->score[s] /
					    (double)(players * ntested);
				else
					y[d] += h->score[s] / (double)(players *
					    (players - ntested));
			if (h->shooter != -1)
				moons[!is_tested(h->shooter, rot, players,
				    two)]++;
			/* Each hand of the tested seat, to pair with another run. */
			if (verbose) {
				int	 mine = 0, theirs = 0;

				for (s = 0; s < players; s++)
					if (is_tested(s, rot, players, two))
						mine += h->score[s];
					else
						theirs += h->score[s];
				printf("hand %d %ld %d %d\n", rot, d, mine,
				    theirs);
			}
		}
		hearts_game_free(&g);
	}
	for (d = 0; d < deals; d++) {
		sx += x[d];
		sy += y[d];
	}
	mx = sx / deals;
	my = sy / deals;
	for (d = 0; d < deals; d++) {
		vx += (x[d] - mx) * (x[d] - mx);
		vy += (y[d] - my) * (y[d] - my);
		cxy += (x[d] - mx) * (y[d] - my);
		vd += (x[d] - y[d] - mx + my) * (x[d] - y[d] - mx + my);
	}
	vx /= deals - 1;
	vy /= deals - 1;
	cxy /= deals - 1;
	vd /= deals - 1;
	ratio = mx / my;
	/* The delta method, the deals paired. */
	vr = (vx - 2 * ratio * cxy + ratio * ratio * vy) / (my * my) / deals;
	qsort(times, (size_t)ntimes, sizeof(*times), cmp_double);
	qsort(cpus, (size_t)ntimes, sizeof(*cpus), cmp_double);
	qsort(every, (size_t)nevery, sizeof(*every), cmp_double);
	printf("%d %s against %d %s, %d players, %ld deals x %d seatings = "
	    "%ld hands\n", ntested, name[0], players - ntested, name[1],
	    players, deals, players, deals * players);
	printf("  %-8s %6.2f points a hand (95%% CI %.2f to %.2f), %ld moons\n",
	    name[0], mx, mx - 1.96 * sqrt(vx / deals),
	    mx + 1.96 * sqrt(vx / deals), moons[0]);
	printf("  %-8s %6.2f points a hand (95%% CI %.2f to %.2f), %ld moons\n",
	    name[1], my, my - 1.96 * sqrt(vy / deals),
	    my + 1.96 * sqrt(vy / deals), moons[1]);
	printf("  difference %+.2f points a hand (95%% CI %+.2f to %+.2f, by "
	    "deal)\n", mx - my, mx - my - 1.96 * sqrt(vd / deals),
	    mx - my + 1.96 * sqrt(vd / deals));
	printf("  ratio %.3f (95%% CI %.3f to %.3f): %s scores %.1f%% %s\n",
	    ratio, ratio - 1.96 * sqrt(vr), ratio + 1.96 * sqrt(vr), name[0],
	    fabs(1 - ratio) * 100, ratio < 1 ? "fewer" : "more");
	if (ntimes > 0)
		printf("  %s decides a card in %.1f us median, %.1f us at the "
		    "99th percentile (%ld cards)\n", name[0],
		    times[ntimes / 2] * 1e6, times[ntimes * 99 / 100] * 1e6,
		    ntimes);
	if (ntimes > 0)
		printf("  of CPU time: %.1f us median, %.1f us at the 99th "
		    "percentile, %.1f us the worst\n", cpus[ntimes / 2] * 1e6,
		    cpus[ntimes * 99 / 100] * 1e6, cpus[ntimes - 1] * 1e6);
	if (nevery > 0)
		printf("  a decision, passes too, of CPU time: %.1f us median, "
		    "%.1f us at the 90th percentile, %.1f us at the 99th "
		    "(%ld decisions)\n", every[nevery / 2] * 1e6,
		    every[nevery * 9 / 10] * 1e6, every[nevery * 99 / 100] * 1e6,
		    nevery);
	if (npasses > 0)
		printf("  %s chooses a pass in %.1f us on average (%ld passes)\n",
		    name[0], pass_time / npasses * 1e6, npasses);
	free(x);
	free(y);
	free(times);
	free(cpus);
	free(every);
	return 0;
}
