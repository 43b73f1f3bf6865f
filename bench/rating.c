/*
 * rating.c: how long hearts-tourney's rating takes to fit: a round robin
 * of a pool of random bots at four seats, games made up (each seat's
 * points and hands drawn, no game played), taken one by one as the
 * referee takes them (rating_game()), then the ranking and the cross
 * table written (to /dev/null).
 *
 *	bench/rating [games [bots]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../cmd/match/referee.h"
#include "../cmd/tourney/rating.h"
#include "../cmd/tourney/report.h"
#include "clock.h"

int
main(int argc, char *argv[])
{
	static struct match m;
	static struct rating r;
	static struct tally d;
	struct hearts_rng rng;
	char	 why[256], names[MATCH_POOL][8];
	long	 games = argc > 1 ? atol(argv[1]) : 1000000, i;
	int	 bots = argc > 2 ? atoi(argv[2]) : 8, p;
	double	 t0, t1, t2;
	FILE	*null;

	if (bots < 4 || bots > MATCH_POOL || games < 1)
		return 2;
	hearts_rules_default(&m.rules);
	m.nspecs = bots;
	m.format = MATCH_ROUND_ROBIN;
	for (p = 0; p < bots; p++) {
		snprintf(names[p], sizeof(names[p]), "r%d", p);
		m.spec[p].name = m.spec[p].given = names[p];
		m.spec[p].builtin = HEARTS_BOT_RANDOM;
	}
	match_name_bots(&m);
	match_seatings(&m, true);
	if (match_tables(&m, why, sizeof(why)) == -1) {
		fprintf(stderr, "rating: %s\n", why);
		return 1;
	}
	hearts_rng_for_hand(&rng, 1, 0);
	t0 = cpu_now();
	rating_init(&r, &m);
	for (i = 0; i < games; i++) {
		d.index = i;
		d.games = 1;
		d.table = match_table_of(&m, i);
		d.nbots = m.rules.players;
		for (p = 0; p < d.nbots; p++) {
			d.pool[p] = m.table[d.table][p];
			d.bot[p].hands = 5;
			d.bot[p].points = (double)(hearts_rng_next(&rng) % 60);
		}
		rating_game(&r, &d);
	}
	t1 = cpu_now();
	if ((null = fopen("/dev/null", "w")) == NULL)
		return 1;
	report_print(null, &r, REPORT_TABLE);
	report_print(null, &r, REPORT_JSON);
	fclose(null);
	t2 = cpu_now();
	printf("rating: %ld games of %d bots (%d tables, %d seatings, %ld "
	    "deals): fitted in %.3f s of CPU, %.0f ns a game; ranking and "
	    "cross table written in %.4f s\n", games, bots, m.ntables,
	    m.nseatings, r.bot[0].rating.deals, t1 - t0,
	    (t1 - t0) * 1e9 / games, t2 - t1);
	return 0;
}
