/*
 * match.c: how many hands a second whole games between built-in bots
 * play in one process, as hearts-match plays them: deal, passes, every
 * card chosen by a bot, scoring.
 *
 *	bench/match [games [bot]]
 */
#include <stdio.h>
#include <stdlib.h>

#include "hearts.h"
#include "clock.h"

static void
run(const char *name, long games)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_error e;
	struct hearts_bot bot[4];
	struct hearts_player p[4] = { { NULL, NULL, NULL } };
	struct hearts_run report = { 0 };
	long		 i, hands = 0, points[4] = { 0 };
	double		 t0, t;
	int		 s;

	hearts_rules_default(&r);
	for (s = 0; s < 4; s++) {
		(void)hearts_bot_init(&bot[s], name, (uint64_t)s + 1);
		p[s].bot = &bot[s];
	}
	t0 = now();
	for (i = 0; i < games; i++) {
		hearts_game_init(&g, &r);
		g.seeded = true;
		g.seed = (uint64_t)i;
		if (hearts_game_run(&g, p, &report, &e) == -1) {
			fprintf(stderr, "match: %s\n", e.msg);
			exit(1);
		}
		hands += g.nhands;
		for (s = 0; s < 4; s++)
			points[s] += hearts_game_current(&g)->total[s];
		hearts_game_free(&g);
	}
	t = now() - t0;
	printf("%-6s bots: %ld games, %ld hands in %.2f s: %.0f hands a "
	    "second\n", name, games, hands, t, hands / t);
	/* What bench/loop prints of the same games. */
	printf("%ld games, %ld hands, points %ld %ld %ld %ld\n", games, hands,
	    points[0], points[1], points[2], points[3]);
}

int
main(int argc, char *argv[])
{
	long	 games = argc > 1 ? atol(argv[1]) : 20000;

	if (argc > 2) {
		run(argv[2], games);
		return 0;
	}
	run("random", games);
	run("simple", games / 4);
	return 0;
}
