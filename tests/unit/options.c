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
	make_hand(&h, deal_e_no_club, 4);
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
	make_hand(&h, deal_e_no_club, 4);
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
	make_hand(&h, deal_e_no_club, 4);
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

/*
 * Black Maria's rules: the preset's text, each option read and written,
 * refused where it cannot be played, and what follows from them (the
 * deck, the penalty cards, the moon, the first leader, the deal).
 */
void
test_black_maria(void)
{
	/* The preset's options one by one, in another order and spelling. */
	static const char *const each[] = {
		"players=3", "moon=none", "pass=right",
		"first-lead=left-of-dealer", "first-trick-points=yes",
		"hearts-must-break=no", "penalty-spades=yes", "left-out=2c",
	};
	static const char *const bad[] = {
		"penalty-spades=maybe", "left-out=3C", "left-out=",
		"first-lead=dealer", "moon=never",
	};
	struct hearts_rules r, std;
	struct hearts_error e;
	hearts_cards	 a[HEARTS_MAX_PLAYERS], b[HEARTS_MAX_PLAYERS];
	hearts_cards	 aside, aside2, full = hearts_deck(4);
	hearts_card	 lead;
	size_t		 i;
	long		 hand;
	int		 s, holder;

	CHECK_INT(hearts_rules_preset(&r, "black-maria", &e), 0);
	CHECK_INT(hearts_rules_check(&r, &e), 0);
	CHECK_STR(rules_text(&r), "players=3 queen-breaks-hearts=no moon=none "
	    "jack-of-diamonds=off target=100 tie=play-on pass=right "
	    "first-lead=left-of-dealer first-trick-points=yes "
	    "hearts-must-break=no penalty-spades=on left-out=2C");
	/* Read back option by option, the same rules. */
	hearts_rules_default(&std);
	for (i = 0; i < sizeof(each) / sizeof(each[0]); i++)
		CHECK_INT(hearts_rules_option(&std, each[i], &e), 0);
	CHECK(memcmp(&std, &r, sizeof(r)) == 0);
	/* A refused value leaves the rules as they were, and says why. */
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		memset(&e, 0, sizeof(e));
		CHECK_INT(hearts_rules_option(&std, bad[i], &e), -1);
		CHECK_INT(e.kind, HEARTS_ERR_DATA);
		CHECK(strncmp(e.msg, bad[i], strcspn(bad[i], "=")) == 0);
		CHECK(memcmp(&std, &r, sizeof(r)) == 0);
	}
	/* left-out is written for three players only: four leave none. */
	CHECK_INT(hearts_rules_option(&std, "players=4", &e), 0);
	CHECK(strstr(rules_text(&std), "left-out") == NULL);
	CHECK(hearts_rules_deck(&std) == full);
	CHECK_INT(hearts_rules_option(&std, "players=5", &e), 0);
	CHECK(hearts_rules_deck(&std) == hearts_deck(5));
	/* Two players have no K♠. */
	CHECK_INT(hearts_rules_option(&std, "players=2", &e), 0);
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_rules_check(&std, &e), -1);
	CHECK(strstr(e.msg, "penalty-spades=on") != NULL &&
	    strstr(e.msg, "two players") != NULL);

	/* A spare byte set is an option this library does not know. */
	hearts_rules_default(&std);
	std.spare[0] = 7;
	CHECK_INT(hearts_rules_check(&std, &e), -1);

	/* The deck keeps the 2♦ and leaves out the 2♣; 43 points in it. */
	CHECK(hearts_rules_deck(&r) == (full & ~bit("2C")));
	CHECK_STR(fmt(hearts_rules_penalty(&r)), "2H 3H 4H 5H 6H 7H 8H 9H TH "
	    "JH QH KH AH QS KS AS");
	CHECK_INT(hearts_rules_moon(&r), 43);
	CHECK_INT(hearts_points(&r, hearts_rules_deck(&r)), 43);
	CHECK_INT(hearts_points(&r, set_of("KS AS")), 17);
	hearts_rules_default(&std);
	CHECK_INT(hearts_rules_moon(&std), 26);
	CHECK_INT(hearts_points(&std, set_of("KS AS")), 0);
	std.players = 2;
	CHECK_INT(hearts_rules_moon(&std), 14);

	/*
	 * The deal: the three-player deal of the seed, the 2♦ where it
	 * put the 2♣, so that a seed deals the same cards otherwise.
	 */
	for (hand = 1; hand <= 20; hand++) {
		hearts_deal_seeded(3, 2026, hand, a, &aside);
		hearts_deal_rules(&r, 2026, hand, b, &aside2);
		CHECK(aside == 0 && aside2 == 0);
		check_partition(&r, b, aside2);
		for (s = 0; s < 3; s++)
			CHECK(b[s] == ((a[s] & bit("2C")) ? (a[s] ^
			    set_of("2C 2D")) : a[s]));
	}

	/* The first leader: left of the dealer, who moves left a hand. */
	for (hand = 1; hand <= 7; hand++) {
		CHECK_INT(hearts_rules_first_leader(&r, hand, b, &lead),
		    (hand - 1) % 3);
		CHECK_INT(lead, HEARTS_NO_CARD);
	}
	hearts_rules_default(&std);
	hearts_deal_seeded(4, 2026, 1, a, &aside);
	for (holder = -1, s = 0; s < 4; s++)
		if (a[s] & bit("2C"))
			holder = s;
	CHECK_INT(hearts_rules_first_leader(&std, 3, a, &lead), holder);
	CHECK_INT(lead, card("2C"));
	std.first_lead = HEARTS_LEAD_ANY_CLUB;
	CHECK_INT(hearts_rules_first_leader(&std, 3, a, &lead), holder);
	CHECK_INT(lead, HEARTS_NO_CARD);
}

/* Black Maria's play and score, by the fixtures of play.c. */
void
test_black_maria_play(void)
{
	/* Three players, 17 cards each, the 2♣ out. */
	static const char *const deal3[] = {
		"3C 4C 7C JC KC AC 2D 4D 6D 7D 9D JD AD 4H 5H 7H KS",
		"QC 3D 5D 8D TD QD 9H TH QH KH 3S 4S 8S 9S TS JS AS",
		"5C 6C 8C 9C TC KD 2H 3H 6H 8H JH AH 2S 5S 6S 7S QS",
	};
	/* Four players, E void in clubs with the K♠ and A♠. */
	static const char *const deal4[] = {
		"2C 5C 8C JC AC 3D 6D 9D QD 2S 5S 8S JS",
		"2D KS AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH",
		"3C 6C 9C QC 4D 7D TD KD 3S 6S 9S QS AH",
		"4C 7C TC KC 5D 8D JD AD 4S 7S TS QH KH",
	};
	static const char *const split[] = {
		"QS KS 2H", "AS 3H 4H", "5H 6H 7H 8H 9H TH JH QH KH AH" };
	static const char *const all3[] = {
		"QS KS AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH", "3C", "" };
	static const char *const near3[] = {
		"QS AS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH", "KS", "" };
	struct hearts_rules r;
	struct hearts_state st;
	struct hearts_hand h;
	struct hearts_error e;

	CHECK_INT(hearts_rules_preset(&r, "black-maria", &e), 0);
	make_hand(&h, deal3, 3);
	/* Hand 1: N leads, any card, a heart too (hearts need not break). */
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.turn, SEAT_N);
	CHECK(hearts_state_legal(&st) == h.dealt[SEAT_N]);
	PLAY(&st, "4H");
	/* Points on the first trick: E may follow with the K♥. */
	PLAY(&st, "KH");
	PLAY(&st, "AH");
	CHECK_INT(st.last_winner, SEAT_S);
	/* Hand 2: E leads; hand 3: S; hand 4: N again. */
	h.number = 2;
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.turn, SEAT_E);
	h.number = 3;
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.turn, SEAT_S);
	h.number = 4;
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.turn, SEAT_N);

	/* left-of-dealer alone: any card but a heart before they break. */
	hearts_rules_default(&r);
	r.players = 3;
	CHECK_INT(hearts_rules_option(&r, "first-lead=left-of-dealer", &e), 0);
	h.number = 2;
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.turn, SEAT_E);
	REFUSE(&st, "9H", "hearts are not broken",
	    "QC 3D 5D 8D TD QD 3S 4S 8S 9S TS JS AS");
	PLAY(&st, "3D");

	/*
	 * penalty-spades=on with no points on the first trick: E, void in
	 * clubs, keeps its K♠ and A♠ as it keeps its hearts.
	 */
	hearts_rules_default(&r);
	CHECK_INT(hearts_rules_option(&r, "penalty-spades=on", &e), 0);
	make_hand(&h, deal4, 4);
	hearts_state_start(&st, &r, &h);
	PLAY(&st, "2C");
	REFUSE(&st, "KS", "no points on the first trick", "2D");
	REFUSE(&st, "AS", "no points on the first trick", "2D");
	PLAY(&st, "2D");
	/* Without the option the spades are not points: either may go. */
	hearts_rules_default(&r);
	hearts_state_start(&st, &r, &h);
	PLAY(&st, "2C");
	CHECK_STR(fmt(hearts_state_legal(&st)), "2D KS AS");

	/* The score: 43 points a hand, and no moon by moon=none. */
	CHECK_INT(hearts_rules_preset(&r, "black-maria", &e), 0);
	SCORE(&r, split, 0, -1, 24, 9, 10);
	SCORE(&r, all3, 0, -1, 43, 0, 0);
	/* With a moon: 43 to the others, or off the shooter. */
	CHECK_INT(hearts_rules_option(&r, "moon=add", &e), 0);
	SCORE(&r, split, 0, -1, 24, 9, 10);
	SCORE(&r, all3, 0, SEAT_N, 0, 43, 43);
	CHECK_INT(hearts_rules_option(&r, "moon=subtract", &e), 0);
	SCORE(&r, all3, 0, SEAT_N, -43, 0, 0);
	/* The K♠ alone missing: no moon, every card its points. */
	SCORE(&r, near3, 0, -1, 33, 10, 0);
	/* moon=none on the standard game: 26 to the taker. */
	hearts_rules_default(&r);
	CHECK_INT(hearts_rules_option(&r, "moon=none", &e), 0);
	{
		static const char *const moon4[] = {
		    "2C 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		    "3C", "4C", "5C" };
		SCORE(&r, moon4, 0, -1, 26, 0, 0, 0);
	}
}
