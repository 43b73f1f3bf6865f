/*
 * engine.c: how fast the engine answers the questions a bot asks
 * millions of times: the legal cards in a position, and playing a card.
 * Positions come from whole seeded hands played with the library.
 *
 *	bench/engine [hands]
 */
#include <stdio.h>
#include <stdlib.h>

#include "hearts.h"
#include "clock.h"

#define MAX_POSITIONS	(52 * 4000)

int
main(int argc, char *argv[])
{
	static struct hearts_state positions[MAX_POSITIONS];
	struct hearts_rules rules;
	struct hearts_hand hand = { 0 };
	struct hearts_state st;
	hearts_cards	 legal, sink = 0;
	double		 t0, t1;
	long		 hands = argc > 1 ? atol(argv[1]) : 4000, h, i, n = 0;
	long		 rounds = 50, r;

	if (hands < 1 || hands * 52 > MAX_POSITIONS)
		hands = 4000;
	hearts_rules_default(&rules);
	hand.pass = HEARTS_PASS_HOLD;
	/* Every position of many hands, each card the lowest legal one. */
	for (h = 1; h <= hands; h++) {
		hearts_deal_seeded(4, 42, h, hand.dealt, &hand.aside);
		hearts_state_start(&st, &rules, &hand);
		while (st.phase == HEARTS_PHASE_PLAY) {
			positions[n++] = st;
			legal = hearts_state_legal(&st);
			hearts_state_play(&st, hearts_cards_lowest(legal), NULL);
		}
	}

	t0 = now();
	for (r = 0; r < rounds; r++)
		for (i = 0; i < n; i++)
			sink ^= hearts_state_legal(&positions[i]);
	t1 = now();
	printf("legal cards:  %8.1f ns a position (%ld positions x %ld)\n",
	    (t1 - t0) * 1e9 / ((double)n * rounds), n, rounds);

	t0 = now();
	for (r = 0; r < rounds; r++)
		for (i = 0; i < n; i++) {
			st = positions[i];
			legal = hearts_state_legal(&st);
			hearts_state_play(&st, hearts_cards_highest(legal), NULL);
			sink ^= st.held[0];
		}
	t1 = now();
	printf("legal + play: %8.1f ns a position\n",
	    (t1 - t0) * 1e9 / ((double)n * rounds));

	t0 = now();
	for (h = 1; h <= hands; h++)
		hearts_deal_seeded(4, 7, h, hand.dealt, &hand.aside);
	t1 = now();
	printf("seeded deal:  %8.1f ns a hand\n", (t1 - t0) * 1e9 / hands);
	return sink == 42;	/* keeps the work from being optimised away */
}
