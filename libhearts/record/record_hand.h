/*
 * record_hand.h: the checks of where a pass line and a trick line may
 * stand, inline for every reader of those lines (record_hand.c,
 * record_play.c, record_plain.c): they end the deal and begin the play,
 * which record_hand.c does.
 */
#ifndef HEARTS_RECORD_HAND_H
#define HEARTS_RECORD_HAND_H

#include "record_parse.h"

/* Where a pass line may stand: after the deal, before the first trick. */
static inline int
pass_phase(struct parse *p)
{
	if (p->phase == P_DEAL) {
		if (record_end_deal(p) == -1)
			return -1;
		p->phase = P_PASS;
	}
	if (p->phase != P_PASS)
		return record_fail(p, "a pass line belongs after the deal and "
		    "before the first trick");
	return 0;
}

/*
 * Where a trick line of so many words may stand: after the passes (play
 * begins with the first), on a trick not yet begun, while the hand has
 * tricks to play.  Inline (HEARTS_HOT) in both readers of the line, as the
 * other checks of a line that comes many times a hand are: the calls cost
 * 4% of reading a record.
 */
static HEARTS_HOT int
trick_begin(struct parse *p, int nwords)
{
	struct hearts_hand *h = p->hand;

	if (p->phase == P_DEAL || p->phase == P_PASS) {
		if (record_begin_play(p) == -1)
			return -1;
	} else if (p->phase != P_PLAY)
		return record_fail(p, "a trick line belongs after the passes "
		    "and before the score");
	if (p->st.phase == HEARTS_PHASE_DONE)
		return record_fail(p, "every trick of hand %ld has been played",
		    h->number);
	if (p->st.ncards != 0)
		return record_fail(p, "a trick begins before the last one is "
		    "complete");
	if (nwords < 3 || nwords - 2 > p->g->rules.players) {
		/* A view names the first leader before any card is played. */
		if (nwords != 2 || p->g->view < 0 || h->nplayed != 0)
			return record_fail(p, "a trick line is 'trick LEADER "
			    "CARDS', 1 to %d cards", p->g->rules.players);
	}
	return 0;
}

#endif
