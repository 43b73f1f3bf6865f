/*
 * options.c: unit tests of the rule options past the first release, play
 * and score: OpenSpiel's (first lead, points on the first trick, leading
 * hearts, no-tricks bonus) and Black Maria's (the penalty spades, the
 * first lead from the left of the dealer, the 2C left out, no moon).
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

/*
 * The rules of play of the options after the first release (OpenSpiel's
 * parameters, hearts-rules(7)), each at its edges.
 */
void
test_options(void)
{
	/* E holds no club: hearts, the Q♠ and a single diamond. */
	static const char *const deal_a[] = {
		"2C 5C 8C JC AC 3D 6D 9D QD 2S 5S 8S JS",
		"2D QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
		"3C 6C 9C QC 4D 7D TD KD 3S 6S 9S KS AH",
		"4C 7C TC KC 5D 8D JD AD 4S 7S TS AS KH",
	};
	/* W takes the first trick and holds only hearts and the Q♠ then. */
	static const char *const deal_q[] = {
		"2C 3C 4C 5C 2D 3D 4D 5D 6D 7D 8D 9D TD",
		"6C 7C 8C 9C TC JD QD KD AD 2S 3S 4S 5S",
		"JC QC KC 6S 7S 8S 9S TS JS KS AS KH AH",
		"AC QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
	};
	static const char *const first_trick_q[] = { "2C", "6C", "JC", "AC" };
	/* W holds nothing but hearts and the Q♠. */
	static const char *const deal_c[] = {
		"2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D AH",
		"9C TC JC QC 7D 8D 9D TD 2S 3S 4S 5S 6S",
		"KC AC JD QD KD AD 7S 8S 9S TS JS KS AS",
		"QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
	};
	struct hearts_rules r;
	struct hearts_hand h;
	struct hearts_state st;
	struct hearts_error e;
	int		 i;

	/* first-trick-points=yes: E may throw the Q♠ or a heart. */
	hearts_rules_default(&r);
	CHECK_INT(hearts_rules_option(&r, "first-trick-points=yes", &e), 0);
	make_hand(&h, deal_a, 4);
	hearts_state_start(&st, &r, &h);
	CHECK_STR(fmt(hearts_state_legal(&st)), "2C");
	PLAY(&st, "2C");
	CHECK_STR(fmt(hearts_state_legal(&st)),
	    "2D 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH QS");
	PLAY(&st, "QS");
	CHECK(!st.broken);
	/* A hand of only points plays any of them, as by default. */
	make_hand(&h, deal_c, 4);
	hearts_state_start(&st, &r, &h);
	PLAY(&st, "2C");
	PLAY(&st, "9C");
	PLAY(&st, "KC");
	CHECK_STR(fmt(hearts_state_legal(&st)),
	    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QS");
	PLAY(&st, "KH");
	CHECK(st.broken);

	/* first-lead=any-club: any club of the 2C's holder, nothing else. */
	hearts_rules_default(&r);
	CHECK_INT(hearts_rules_option(&r, "first-lead=any-club", &e), 0);
	make_hand(&h, deal_a, 4);
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.turn, SEAT_N);
	CHECK_STR(fmt(hearts_state_legal(&st)), "2C 5C 8C JC AC");
	REFUSE(&st, "3D", "the first trick is led with a club",
	    "2C 5C 8C JC AC");
	PLAY(&st, "JC");
	/* The first trick's other rules stay: no points from E. */
	CHECK_STR(fmt(hearts_state_legal(&st)), "2D");
	PLAY(&st, "2D");
	PLAY(&st, "QC");
	PLAY(&st, "KC");
	CHECK_INT(st.last_winner, SEAT_W);
	/* Five players: the 3C is the lowest in play; any club still. */
	r.players = 5;
	CHECK_INT(hearts_rules_check(&r, &e), 0);

	/* The first trick of deal_q, W to lead with hearts unbroken. */
	hearts_rules_default(&r);
	make_hand(&h, deal_q, 4);
	hearts_state_start(&st, &r, &h);
	for (i = 0; i < 4; i++)
		PLAY(&st, first_trick_q[i]);
	CHECK_INT(st.turn, SEAT_W);
	CHECK_STR(fmt(hearts_state_legal(&st)), "QS");
	REFUSE(&st, "2H", "hearts are not broken", "QS");

	/* lead-hearts-over-queen=yes: the Q♠ or a heart. */
	CHECK_INT(hearts_rules_option(&r, "lead-hearts-over-queen=yes", &e),
	    0);
	hearts_state_start(&st, &r, &h);
	for (i = 0; i < 4; i++)
		PLAY(&st, first_trick_q[i]);
	CHECK_STR(fmt(hearts_state_legal(&st)),
	    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH QS");
	PLAY(&st, "2H");
	/* W may still hold the Q♠: shown void in clubs and diamonds only. */
	CHECK_INT(st.voids[SEAT_W],
	    (1 << HEARTS_CLUBS) | (1 << HEARTS_DIAMONDS));
	CHECK(st.broken);
	/* A spade left beside the queen: no heart yet. */
	st.held[SEAT_N] = set_of("2S 3H");
	st.broken = false;
	st.ncards = 0;
	st.turn = st.leader = SEAT_N;
	CHECK_STR(fmt(hearts_state_legal(&st)), "2S");

	/* hearts-must-break=no: a heart led at any time, nothing shown. */
	hearts_rules_default(&r);
	CHECK_INT(hearts_rules_option(&r, "hearts-must-break=no", &e), 0);
	CHECK(r.hearts_lead_free);
	hearts_state_start(&st, &r, &h);
	for (i = 0; i < 4; i++)
		PLAY(&st, first_trick_q[i]);
	st.held[SEAT_W] |= set_of("2D");
	CHECK_STR(fmt(hearts_state_legal(&st)),
	    "2D 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH QS");
	PLAY(&st, "3H");
	CHECK_INT(st.voids[SEAT_W], 0);
	/* The first trick is still led with the 2C, and no points on it. */
	make_hand(&h, deal_a, 4);
	hearts_state_start(&st, &r, &h);
	CHECK_STR(fmt(hearts_state_legal(&st)), "2C");
	PLAY(&st, "2C");
	CHECK_STR(fmt(hearts_state_legal(&st)), "2D");
}

/* The score of no-tricks-bonus: -5 for no trick, none under a moon. */
void
test_options_score(void)
{
	static const char *const jack[] = { "QS 2H JD", "3H", "", "JC" };
	static const char *const all_took[] = {
		"2C QS 2H",
		"3H 4H 5H 6H 7H 8H",
		"9H TH JH QH KH AH",
		"3C" };
	/* N shoots; S takes no trick in the same hand. */
	static const char *const moon[] = {
		"2C 3C 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"JD",
		"",
		"5C" };
	/* Five players: two seats without a trick. */
	static const char *const five[] = { "QS", "2H", "", "", "3C" };
	struct hearts_rules r;
	struct hearts_error e;

	hearts_rules_default(&r);
	CHECK_INT(hearts_rules_option(&r, "no-tricks-bonus=on", &e), 0);
	SCORE(&r, all_took, 0, -1, 14, 6, 6, 0);
	SCORE(&r, jack, 0, -1, 14, 1, -5, 0);
	SCORE(&r, moon, 0, SEAT_N, 0, 26, 26, 26);
	CHECK_INT(hearts_rules_option(&r, "moon=subtract", &e), 0);
	SCORE(&r, moon, 0, SEAT_N, -26, 0, 0, 0);
	/* With the J♦: both count. */
	CHECK_INT(hearts_rules_option(&r, "jack-of-diamonds=on", &e), 0);
	SCORE(&r, jack, 0, -1, 4, 1, -5, 0);
	SCORE(&r, moon, 0, SEAT_N, -26, -10, 0, 0);
	r.players = 5;
	r.jack_of_diamonds = false;
	SCORE(&r, five, 0, -1, 13, 1, -5, -5, 0);
	/* Off: nothing for no trick. */
	CHECK_INT(hearts_rules_option(&r, "no-tricks-bonus=off", &e), 0);
	SCORE(&r, five, 0, -1, 13, 1, 0, 0, 0);
}
