/*
 * playout.c: how fast the strong bot's play-outs run: whole hands dealt
 * from a seed and played to their end with the simple bot's rules at
 * every seat, as the strong bot plays out each of its samples.
 *
 *	bench/playout [hands]
 */
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"
#include "clock.h"

int
main(int argc, char *argv[])
{
	struct hearts_rules r;
	struct hearts_hand h = { 0 };
	struct hearts_state st;
	long		 hands = argc > 1 ? atol(argv[1]) : 200000, i, cards = 0;
	double		 t0, t;
	int		 points = 0;

	hearts_rules_default(&r);
	h.pass = HEARTS_PASS_HOLD;
	t0 = now();
	for (i = 0; i < hands; i++) {
		hearts_deal_seeded(4, 1, i + 1, h.dealt, &h.aside);
		hearts_state_start(&st, &r, &h);
		while (st.phase == HEARTS_PHASE_PLAY) {
			(void)hearts_state_play(&st, hearts_simple_play(&st,
			    NULL), NULL);
			cards++;
		}
		points += hearts_points(&r, st.taken[0]);
	}
	t = now() - t0;
	printf("play-outs: %ld hands, %ld cards in %.2f s: %.2f million cards "
	    "a second (N took %d points)\n", hands, cards, t, cards / t / 1e6,
	    points);
	return 0;
}
