/*
 * views.c: the decisions a bot meets, for bench/decide.sh to time the
 * bots on: seeded hands played by simple bots, and before every
 * decision (each pass and each card) the view of the seat to move, one
 * record each, as a referee sends a program bot.
 *
 *	bench/views [-p players] [-r preset] [-o name=value ...] [-s seed]
 *	    hands
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "hearts.h"
#include "rules.h"

#define USAGE	"usage: views [-p players] [-r preset] [-o name=value] " \
	"[-s seed] hands"

static void
die(const char *msg)
{
	fprintf(stderr, "views: %s\n", msg);
	exit(1);
}

int
main(int argc, char *argv[])
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_error e;
	struct hearts_bot bot[HEARTS_MAX_PLAYERS];
	struct bench_rules rules = { .preset = NULL };
	uint64_t	 seed = 1;
	long		 hands, d;
	int		 ch, s, taken;

	while ((ch = getopt(argc, argv, "o:p:r:s:")) != -1) {
		if (ch == 's')
			seed = strtoull(optarg, NULL, 10);
		else if ((taken = bench_rules_arg(&rules, ch, optarg)) != 1)
			die(taken == -1 ? "-o: 16 options at most" : USAGE);
	}
	if (argc - optind != 1 || (hands = atol(argv[optind])) < 1)
		die(USAGE);
	if (bench_rules(&rules, &r, &e) == -1)
		die(e.msg);
	r.target = 0;		/* hands, not games: no game ends */
	for (s = 0; s < r.players; s++)
		if (hearts_bot_init(&bot[s], "simple", seed + (uint64_t)s) == -1)
			die("no simple bot");
	hearts_game_init(&g, &r);
	g.seeded = true;
	g.seed = seed;
	for (d = 0; d < hands; d++) {
		if (hearts_game_deal(&g, &e) == -1)
			die(e.msg);
		while (hearts_game_where(&g, NULL) != HEARTS_GAME_SCORE) {
			s = hearts_game_to_move(&g);
			if (hearts_record_write_view(stdout, &g, s) == -1)
				die("cannot write a view");
			if (hearts_bot_move(&bot[s], &g, -1, NULL, &e) == -1)
				die(e.msg);
		}
		if (hearts_game_score(&g, &e) == -1)
			die(e.msg);
	}
	hearts_game_free(&g);
	return fflush(stdout) == EOF ? 1 : 0;
}
