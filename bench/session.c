/*
 * session.c: a long open session for bench/speed.sh: one seeded game of
 * four players with no target, HANDS hands played out by bots that pass
 * their highest cards and play a pseudo-random legal card, the next hand
 * dealt and passed, the 2C to lead: what hearts-play reads and writes.
 *
 *	bench/session hands
 */
#include <stdio.h>
#include <stdlib.h>

#include "hearts.h"

int
main(int argc, char *argv[])
{
	struct hearts_rules rules;
	struct hearts_game g;
	struct hearts_state st;
	struct hearts_error e;
	struct hearts_hand *h;
	hearts_cards	 legal, pass;
	uint64_t	 x = 88172645463325252ULL;
	long		 want = argc > 1 ? atol(argv[1]) : 1000;
	int		 s, k;

	hearts_rules_default(&rules);
	rules.target = 0;
	hearts_game_init(&g, &rules);
	g.seeded = true;
	g.seed = 1;
	for (;;) {
		switch (hearts_game_where(&g, &st)) {
		case HEARTS_GAME_DEAL:
			if (hearts_game_deal(&g, &e) == -1)
				return 1;
			continue;
		case HEARTS_GAME_PASS:
			h = hearts_game_current(&g);
			for (s = 0; s < 4; s++) {
				pass = 0;
				for (k = 0; k < 3; k++)
					pass |= hearts_card_bit(
					    hearts_cards_highest(
					    h->dealt[s] & ~pass));
				hearts_game_pass(&g, s, pass, &e);
			}
			continue;
		case HEARTS_GAME_PLAY:
			if (g.nhands > want)
				break;
			legal = hearts_state_legal(&st);
			x ^= x << 13;
			x ^= x >> 7;
			x ^= x << 17;
			for (k = (int)(x % 13); k > 0 &&
			    hearts_cards_count(legal) > 1; k--)
				legal &= legal - 1;
			hearts_game_play(&g, hearts_cards_lowest(legal), &e);
			continue;
		case HEARTS_GAME_SCORE:
			hearts_game_score(&g, &e);
			continue;
		case HEARTS_GAME_OVER:
			break;
		}
		break;
	}
	hearts_record_write(stdout, &g);
	hearts_game_free(&g);
	return ferror(stdout) || fclose(stdout) ? 1 : 0;
}
