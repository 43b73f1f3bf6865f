/*
 * gen.c: writes a stream of whole seeded games for the benchmarks, played
 * with the library by bots that pass their three highest cards and play
 * a pseudo-random legal card.
 *
 *	bench/gen hands [first-seed]
 */
#include <stdio.h>
#include <stdlib.h>

#include "hearts.h"

/* A small generator for the bots' choices, apart from the deal's. */
static uint64_t
next(uint64_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x;
}

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
	long		 want, done = 0, seed;
	int		 s, k, n;

	want = argc > 1 ? atol(argv[1]) : 1000;
	seed = argc > 2 ? atol(argv[2]) : 1;
	for (; done < want; seed++) {
		hearts_rules_default(&rules);
		rules.players = 2 + seed % 4;
		rules.target = rules.players == 2 ? 50 : 100;
		hearts_game_init(&g, &rules);
		g.seeded = true;
		g.seed = (uint64_t)seed;
		for (;;) {
			switch (hearts_game_where(&g, &st)) {
			case HEARTS_GAME_DEAL:
				hearts_game_deal(&g, &e);
				done++;
				continue;
			case HEARTS_GAME_PASS:
				h = hearts_game_current(&g);
				n = hearts_pass_count(rules.players);
				for (s = 0; s < rules.players; s++) {
					pass = 0;
					for (k = 0; k < n; k++)
						pass |= hearts_card_bit(
						    hearts_cards_highest(
						    h->dealt[s] & ~pass));
					hearts_game_pass(&g, s, pass, &e);
				}
				continue;
			case HEARTS_GAME_PLAY:
				legal = hearts_state_legal(&st);
				for (k = next(&x) % 13; k > 0 &&
				    hearts_cards_count(legal) > 1; k--)
					legal &= legal - 1;
				hearts_game_play(&g, hearts_cards_lowest(legal),
				    &e);
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
	}
	return ferror(stdout) || fclose(stdout) ? 1 : 0;
}
