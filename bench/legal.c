/*
 * legal.c: the strong and expert bots' choices under random combinations
 * of the rule options after the first release (hearts-rules(7)), each
 * held to the engine's legal cards (or, passing, to the count of cards
 * from the hand) until so many decisions are made; games of 2 to 5
 * players, each bot at every seat.  The unit test bots plays a few such
 * games; this many.
 *
 *	bench/legal [-b budget] [-n decisions]
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "hearts.h"
#include "../tests/unit/later_options.h"

/* A combination of the later options from a number, for n players. */
static void
options(struct hearts_rules *r, uint64_t k)
{
	uint64_t	 bits = k * 0x9e3779b97f4a7c15ULL;

	later_options(r, k);
	r->queen_breaks_hearts = (bits >> 55) & 1;
	r->jack_of_diamonds = r->players > 2 && ((bits >> 56) & 1);
}

int
main(int argc, char *argv[])
{
	static const char *const names[] = { "strong", "expert" };
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_table t;
	struct hearts_error e;
	struct hearts_bot b;
	hearts_cards	 choice, legal;
	long		 want = 100000, made[2] = { 0, 0 }, bad = 0;
	uint64_t	 k;
	int		 budget = 4, ch, which;

	while ((ch = getopt(argc, argv, "b:n:")) != -1)
		switch (ch) {
		case 'b':
			budget = atoi(optarg);
			break;
		case 'n':
			want = atol(optarg);
			break;
		default:
			fprintf(stderr, "usage: legal [-b budget] [-n "
			    "decisions]\n");
			return 1;
		}
	for (k = 1; made[0] + made[1] < want; k++) {
		which = (int)(k & 1);
		hearts_rules_default(&r);
		r.players = 2 + (int)(k / 2 % 4);
		r.target = 0;
		options(&r, k);
		if (hearts_game_start(&g, &r, k, &e) == -1 ||
		    hearts_bot_init(&b, names[which], k) == -1) {
			fprintf(stderr, "legal: %s\n", e.msg);
			return 1;
		}
		b.budget = budget;
		/* Two hands a game: a pass or a hold, then the next. */
		while (g.nhands <= 2 && made[0] + made[1] < want) {
			switch (hearts_game_where(&g, NULL)) {
			case HEARTS_GAME_DEAL:
				if (g.nhands == 2)
					goto next;
				hearts_game_deal(&g, &e);
				continue;
			case HEARTS_GAME_SCORE:
				hearts_game_score(&g, &e);
				continue;
			default:
				break;
			}
			hearts_game_table(&g, -1, &t, &e);
			choice = hearts_bot_choose(&b, &t, NULL);
			made[which]++;
			if (t.st.phase == HEARTS_PHASE_PASS) {
				if (hearts_game_pass(&g, t.seat, choice,
				    &e) == -1)
					bad++;
			} else {
				legal = hearts_state_legal(&t.st);
				if (hearts_cards_count(choice) != 1 ||
				    (choice & ~legal) != 0 ||
				    hearts_game_play(&g,
				    hearts_cards_lowest(choice), &e) == -1) {
					fprintf(stderr, "legal: %s, game %llu: "
					    "%s\n", names[which],
					    (unsigned long long)k, e.msg);
					bad++;
					break;
				}
			}
		}
next:
		hearts_game_free(&g);
	}
	printf("%ld decisions of strong, %ld of expert, under %llu games of "
	    "random options: %ld illegal\n", made[0], made[1],
	    (unsigned long long)k - 1, bad);
	return bad != 0;
}
