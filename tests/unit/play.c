/*
 * play.c: unit tests of the rules of play and of scoring, hand by hand
 * from fixtures that read like records: every refusal names its rule and
 * the legal cards and changes nothing.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

/* A hold hand dealt as the texts say, seat by seat. */
void
make_hand(struct hearts_hand *h, const char *const *deal, int n)
{
	int	 s;

	memset(h, 0, sizeof(*h));
	h->number = 1;
	h->pass = HEARTS_PASS_HOLD;
	h->shooter = -1;
	for (s = 0; s < n; s++)
		h->dealt[s] = set_of(deal[s]);
}

void
play_ok(int at, struct hearts_state *st, const char *name)
{
	struct hearts_error e;
	int		 before = unit_failures;

	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_state_play(st, card(name), &e), 0);
	if (unit_failures != before)
		fprintf(stderr, "%s:%d: playing %s: %s\n", __FILE__, at, name,
		    e.msg);
}

/* A refusal names the rule and the legal cards, and changes nothing. */
void
play_refused(int at, struct hearts_state *st, const char *name,
    const char *why, const char *legal)
{
	struct hearts_state before;
	struct hearts_error e;
	int		 failures = unit_failures;

	memset(&e, 0, sizeof(e));
	memcpy(&before, st, sizeof(before));
	CHECK_INT(hearts_state_play(st, card(name), &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, why) != NULL);
	/* The message ends with the legal cards, whatever its wording. */
	if (legal != NULL)
		CHECK(strlen(e.msg) >= strlen(legal) &&
		    strcmp(e.msg + strlen(e.msg) - strlen(legal), legal) == 0);
	CHECK(same_state(&before, st));
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: refusing %s: \"%s\"\n", __FILE__, at,
		    name, e.msg);
}


/* E holds no club: hearts, the Q♠ and a single diamond. */
const char *const deal_e_no_club[4] = {
	"2C 5C 8C JC AC 3D 6D 9D QD 2S 5S 8S JS",
	"2D QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
	"3C 6C 9C QC 4D 7D TD KD 3S 6S 9S KS AH",
	"4C 7C TC KC 5D 8D JD AD 4S 7S TS AS KH",
};

void
test_play(void)
{
	/* W holds no club and no diamond, to throw a heart or the Q♠. */
	static const char *const deal_b[] = {
		"2C 3C 4C 5C 2D 3D 4D 5D 2H 3H 4H 2S 3S",
		"6C 7C 8C 9C 6D 7D 8D 9D 5H 6H 7H 4S 5S",
		"TC JC QC KC AC TD JD QD KD AD 8H 6S 7S",
		"9H TH JH QH KH AH 8S 9S TS JS QS KS AS",
	};
	/* W holds nothing but hearts and the Q♠. */
	static const char *const deal_c[] = {
		"2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D AH",
		"9C TC JC QC 7D 8D 9D TD 2S 3S 4S 5S 6S",
		"KC AC JD QD KD AD 7S 8S 9S TS JS KS AS",
		"QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
	};
	static const char *const discards[] = { "AH", "QS", "QS" };
	struct hearts_rules r;
	struct hearts_hand h;
	struct hearts_state st;
	struct hearts_error e;
	hearts_cards	 all;
	int		 s, i;

	hearts_rules_default(&r);
	make_hand(&h, deal_e_no_club, 4);
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.phase, HEARTS_PHASE_PLAY);
	CHECK_INT(st.leader, SEAT_N);
	CHECK_INT(st.turn, SEAT_N);
	CHECK_INT(st.trick, 0);
	CHECK_INT(st.last_winner, -1);
	CHECK(!st.broken);
	CHECK_STR(fmt(hearts_state_legal(&st)), "2C");
	REFUSE(&st, "5C", "the first trick is led with the 2C", "2C");
	REFUSE(&st, "2D", "N does not hold it", NULL);
	PLAY(&st, "2C");
	/* hearts-rules(7)'s worked example: the diamond, nothing else. */
	CHECK_STR(fmt(hearts_state_legal(&st)), "2D");
	REFUSE(&st, "QS", "no points on the first trick", "2D");
	REFUSE(&st, "2H", "no points on the first trick", "2D");
	PLAY(&st, "2D");
	CHECK_STR(fmt(hearts_state_legal(&st)), "3C 6C 9C QC");
	REFUSE(&st, "4D", "follow suit", "3C 6C 9C QC");
	PLAY(&st, "QC");
	CHECK_STR(fmt(hearts_state_legal(&st)), "4C 7C TC KC");
	PLAY(&st, "KC");
	CHECK_INT(st.trick, 1);
	CHECK_INT(st.last_winner, SEAT_W);
	CHECK_INT(st.leader, SEAT_W);
	CHECK_INT(st.turn, SEAT_W);
	CHECK_INT(st.ncards, 0);
	CHECK(st.in_trick == 0);
	CHECK_STR(fmt(st.taken[SEAT_W]), "2C QC KC 2D");
	CHECK(!st.broken);

	CHECK_STR(fmt(hearts_state_legal(&st)),
	    "4C 7C TC 5D 8D JD AD 4S 7S TS AS");
	REFUSE(&st, "KH", "hearts are not broken",
	    "4C 7C TC 5D 8D JD AD 4S 7S TS AS");
	PLAY(&st, "4S");
	CHECK_STR(fmt(hearts_state_legal(&st)), "2S 5S 8S JS");
	PLAY(&st, "JS");
	CHECK_STR(fmt(hearts_state_legal(&st)), "QS");
	PLAY(&st, "QS");
	PLAY(&st, "3S");
	CHECK_INT(st.last_winner, SEAT_E);
	CHECK_STR(fmt(st.taken[SEAT_E]), "3S 4S JS QS");
	CHECK(!st.broken);

	/* Nothing but hearts: one may be led before they are broken. */
	CHECK_STR(fmt(hearts_state_legal(&st)), fmt(st.held[SEAT_E]));
	CHECK_INT(hearts_cards_count(hearts_state_legal(&st)), 11);
	PLAY(&st, "2H");
	CHECK(st.broken);
	CHECK_STR(fmt(hearts_state_legal(&st)), "AH");
	PLAY(&st, "AH");
	CHECK_STR(fmt(hearts_state_legal(&st)), "KH");
	PLAY(&st, "KH");
	CHECK_STR(fmt(hearts_state_legal(&st)), fmt(st.held[SEAT_N]));
	PLAY(&st, "AC");
	CHECK_INT(st.last_winner, SEAT_S);

	/* E's Q♥ is higher than the 5♦ but off suit. */
	PLAY(&st, "4D");
	CHECK_STR(fmt(hearts_state_legal(&st)), "5D 8D JD AD");
	PLAY(&st, "5D");
	PLAY(&st, "3D");
	PLAY(&st, "QH");
	CHECK_INT(st.last_winner, SEAT_W);
	CHECK_INT(st.turn, SEAT_W);
	CHECK_STR(fmt(st.taken[SEAT_W]), "2C QC KC 2D 3D 4D 5D QH");

	/* The rest of the hand, any legal card: it ends after 13 tricks. */
	while (st.phase == HEARTS_PHASE_PLAY)
		if (hearts_state_play(&st, hearts_cards_lowest(
		    hearts_state_legal(&st)), &e) == -1)
			break;
	CHECK_INT(st.phase, HEARTS_PHASE_DONE);
	CHECK_INT(st.trick, 13);
	CHECK(hearts_state_legal(&st) == 0);
	all = 0;
	for (s = 0; s < 4; s++) {
		CHECK(st.held[s] == 0);
		CHECK((all & st.taken[s]) == 0);
		all |= st.taken[s];
	}
	CHECK(all == hearts_deck(4));
	REFUSE(&st, "2C", "every trick of the hand has been played", NULL);

	/*
	 * A heart thrown on trick 2 breaks hearts for S's next lead; the Q♠
	 * does only with queen-breaks-hearts.
	 */
	for (i = 0; i < 3; i++) {
		r.queen_breaks_hearts = i == 2;
		make_hand(&h, deal_b, 4);
		hearts_state_start(&st, &r, &h);
		PLAY(&st, "2C");
		PLAY(&st, "6C");
		PLAY(&st, "AC");
		CHECK_STR(fmt(hearts_state_legal(&st)), "8S 9S TS JS KS AS");
		REFUSE(&st, "QS", "no points on the first trick", NULL);
		REFUSE(&st, "9H", "no points on the first trick",
		    "8S 9S TS JS KS AS");
		PLAY(&st, "8S");
		CHECK_INT(st.turn, SEAT_S);
		REFUSE(&st, "8H", "hearts are not broken", NULL);
		PLAY(&st, "AD");
		CHECK_STR(fmt(hearts_state_legal(&st)), fmt(st.held[SEAT_W]));
		PLAY(&st, discards[i]);
		PLAY(&st, "2D");
		PLAY(&st, "6D");
		CHECK_INT(st.last_winner, SEAT_S);
		CHECK(st.broken == (i != 1));
		if (i == 1)
			REFUSE(&st, "8H", "hearts are not broken", NULL);
		else
			PLAY(&st, "8H");
	}
	hearts_rules_default(&r);

	/* Only hearts and the Q♠: any of them, on the first trick too. */
	make_hand(&h, deal_c, 4);
	hearts_state_start(&st, &r, &h);
	PLAY(&st, "2C");
	PLAY(&st, "9C");
	PLAY(&st, "AC");
	CHECK_STR(fmt(hearts_state_legal(&st)), fmt(set_of(deal_c[SEAT_W])));
	PLAY(&st, "QS");
	CHECK_INT(st.last_winner, SEAT_S);
	CHECK_STR(fmt(st.taken[SEAT_S]), "2C 9C AC QS");

	/* The Q♠ may be led after the first trick, hearts unbroken. */
	make_hand(&h, deal_e_no_club, 4);
	hearts_state_start(&st, &r, &h);
	st.trick = 1;
	st.leader = st.turn = SEAT_E;
	CHECK_STR(fmt(hearts_state_legal(&st)), "2D QS");
	st.held[SEAT_E] &= ~bit("2D");
	CHECK_STR(fmt(hearts_state_legal(&st)), "QS");
	PLAY(&st, "QS");
	CHECK(!st.broken);

	/* Passing left: every seat's three go to the next seat clockwise. */
	make_hand(&h, deal_e_no_club, 4);
	h.pass = HEARTS_PASS_LEFT;
	h.passed[SEAT_N] = set_of("2C AC QD");
	h.passed[SEAT_E] = set_of("QS QH JH");
	h.passed[SEAT_S] = set_of("AH KS KD");
	h.passed[SEAT_W] = set_of("AS KH AD");
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.phase, HEARTS_PHASE_PLAY);
	for (s = 0; s < 4; s++)
		CHECK_STR(fmt(st.held[hearts_pass_target(4, HEARTS_PASS_LEFT,
		    s)] & h.passed[s]), fmt(h.passed[s]));
	CHECK_STR(fmt(st.held[SEAT_N]),
	    "5C 8C JC 3D 6D 9D AD KH 2S 5S 8S JS AS");
	CHECK_STR(fmt(st.held[SEAT_E]),
	    "2C AC 2D QD 2H 3H 4H 5H 6H 7H 8H 9H TH");
	CHECK_STR(fmt(st.held[SEAT_S]),
	    "3C 6C 9C QC 4D 7D TD JH QH 3S 6S 9S QS");
	CHECK_STR(fmt(st.held[SEAT_W]),
	    "4C 7C TC KC 5D 8D JD KD AH 4S 7S TS KS");
	/* The 2♣ went to E, who leads with it. */
	CHECK_INT(st.leader, SEAT_E);
	CHECK_INT(st.turn, SEAT_E);
	CHECK_STR(fmt(hearts_state_legal(&st)), "2C");
	h.pass = HEARTS_PASS_RIGHT;
	hearts_state_start(&st, &r, &h);
	CHECK_STR(fmt(st.held[SEAT_N] & h.passed[SEAT_E]), "JH QH QS");
	h.pass = HEARTS_PASS_ACROSS;
	hearts_state_start(&st, &r, &h);
	CHECK_STR(fmt(st.held[SEAT_N] & h.passed[SEAT_S]), "KD AH KS");
	CHECK_STR(fmt(st.held[SEAT_S] & h.passed[SEAT_N]), "2C AC QD");

	/* Until every seat has passed, nothing moves and nothing is played. */
	h.pass = HEARTS_PASS_LEFT;
	h.passed[SEAT_W] = 0;
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.phase, HEARTS_PHASE_PASS);
	CHECK(hearts_state_legal(&st) == 0);
	for (s = 0; s < 4; s++)
		CHECK(st.held[s] == h.dealt[s]);
	REFUSE(&st, "2C", "once every seat has passed", NULL);

	/* hearts_pass_check, in a hand that passes left. */
	make_hand(&h, deal_e_no_club, 4);
	h.pass = HEARTS_PASS_LEFT;
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("2C AC QD"), &e),
	    0);
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("2C AC"), &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "must pass 3 cards, not 2") != NULL);
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, 0, &e), -1);
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("2C AC QD JD"), &e),
	    -1);
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("2C AC 2D"), &e),
	    -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "cannot pass 2D") != NULL);
	h.passed[SEAT_N] = set_of("2C AC QD");
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("5C 8C JC"), &e),
	    -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "already passed") != NULL);
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_E, set_of("QS QH JH"), &e),
	    0);
	h.pass = HEARTS_PASS_HOLD;
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_E, set_of("QS QH JH"), &e),
	    -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "hold hand") != NULL);
	r.players = 2;
	h.pass = HEARTS_PASS_LEFT;
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_E, bit("QS"), &e), 0);
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_E, set_of("QS QH JH"), &e),
	    -1);
	CHECK(strstr(e.msg, "must pass 1 card, not 3") != NULL);
}

/* A finished hand whose tricks went as the texts say. */
static void
taken_state(struct hearts_state *st, const struct hearts_rules *r,
    const char *const *taken)
{
	int	 s;

	memset(st, 0, sizeof(*st));
	st->rules = r;
	st->phase = HEARTS_PHASE_DONE;
	st->last_winner = -1;
	for (s = 0; s < r->players; s++)
		st->taken[s] = set_of(taken[s]);
}

void
check_score(int at, const struct hearts_rules *r, const char *const *taken,
    hearts_cards aside, int shooter, const int *want)
{
	struct hearts_state st;
	int		 score[HEARTS_MAX_PLAYERS], s, failures = unit_failures;

	taken_state(&st, r, taken);
	CHECK_INT(hearts_score_hand(r, &st, aside, score), shooter);
	for (s = 0; s < r->players; s++)
		CHECK_INT(score[s], want[s]);
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: in this hand (%s)\n", __FILE__, at,
		    rules_text(r));
}


void
test_score(void)
{
	/* The cards each seat took, N first. */
	static const char *const normal[] = {
		"2C QS 2H",
		"3H 4H 5H 6H 7H 8H",
		"9H TH JH QH KH AH",
		"3C" };
	static const char *const moon[] = {
		"2C 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"3C JD",
		"4C",
		"5C" };
	static const char *const moon_jack[] = {
		"JD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"3C",
		"4C",
		"5C" };
	static const char *const near[] = {
		"3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"2H",
		"2C",
		"" };
	static const char *const jack[] = { "QS 2H JD", "3H", "", "JC" };
	static const char *const two_moon[] = {
		"2C 2H 4H 6H 8H TH QH AH QS",
		"4C" };
	static const char *const two_aside[] = {
		"2C 4H 6H 8H TH QH AH QS",
		"4C" };
	static const char *const two_queen[] = { "2H 4H 6H 8H TH QH AH", "4C" };
	static const char *const five_moon[] = {
		"2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"3C",
		"4C",
		"5C",
		"6C" };
	struct hearts_rules r;
	struct hearts_error e;
	unsigned int	 winners;

	hearts_rules_default(&r);
	CHECK_INT(hearts_points(&r, set_of("QS 2H 9H KH AH")), 17);
	CHECK_INT(hearts_points(&r, 0), 0);
	CHECK_INT(hearts_points(&r, set_of("2C JD AS KS")), 0);
	CHECK_INT(hearts_points(&r, hearts_deck(4)), 26);
	SCORE(&r, normal, 0, -1, 14, 6, 6, 0);
	SCORE(&r, moon, 0, SEAT_N, 0, 26, 26, 26);
	SCORE(&r, near, 0, -1, 25, 1, 0, 0);
	hearts_rules_option(&r, "moon=subtract", &e);
	SCORE(&r, moon, 0, SEAT_N, -26, 0, 0, 0);
	SCORE(&r, normal, 0, -1, 14, 6, 6, 0);

	/* The J♦ counts apart from the moon, shooter or not. */
	hearts_rules_preset(&r, "omnibus", &e);
	CHECK_INT(hearts_points(&r, set_of("JD QS")), 13);
	SCORE(&r, jack, 0, -1, 4, 1, 0, 0);
	SCORE(&r, moon, 0, SEAT_N, 0, 16, 26, 26);
	SCORE(&r, moon_jack, 0, SEAT_N, -10, 26, 26, 26);
	hearts_rules_option(&r, "moon=subtract", &e);
	SCORE(&r, moon_jack, 0, SEAT_N, -36, 0, 0, 0);
	SCORE(&r, moon, 0, SEAT_N, -26, -10, 0, 0);

	hearts_rules_preset(&r, "five-player", &e);
	SCORE(&r, five_moon, 0, SEAT_N, 0, 26, 26, 26, 26);
	hearts_rules_preset(&r, "three-player", &e);
	SCORE(&r, five_moon, 0, SEAT_N, 0, 26, 26);

	/* Two players: 14 points, and the moon is what is left in play. */
	hearts_rules_preset(&r, "two-player", &e);
	CHECK_INT(hearts_points(&r, bit("QS")), 7);
	CHECK_INT(hearts_points(&r, hearts_deck(2)), 14);
	SCORE(&r, two_moon, 0, SEAT_N, 0, 14);
	SCORE(&r, two_aside, set_of("2H 2D"), SEAT_N, 0, 14);
	SCORE(&r, two_aside, set_of("2D 2S"), -1, 13, 0);
	SCORE(&r, two_queen, set_of("QS 2D"), SEAT_N, 0, 14);
	SCORE(&r, two_queen, set_of("2D 2S"), -1, 7, 0);
	hearts_rules_option(&r, "moon=subtract", &e);
	SCORE(&r, two_aside, set_of("2H 2D"), SEAT_N, -14, 0);

	hearts_rules_preset(&r, "session", &e);
	{
		static const int high[] = { 5000, 0, 0, 0 };

		CHECK(!hearts_game_ends(&r, high, &winners));
		CHECK_INT(winners, 0);
	}
	hearts_rules_default(&r);
	{
		static const int below[] = { 99, 50, 20, 10 };
		static const int exact[] = { 100, 50, 20, 10 };
		static const int tie[] = { 120, 30, 30, 40 };
		static const int negative[] = { -26, 104, 0, 0 };

		CHECK(!hearts_game_ends(&r, below, &winners));
		CHECK_INT(winners, 0);
		CHECK(hearts_game_ends(&r, exact, &winners));
		CHECK_INT(winners, 1u << SEAT_W);
		CHECK(!hearts_game_ends(&r, tie, &winners));
		CHECK_INT(winners, 0);
		CHECK(hearts_game_ends(&r, negative, &winners));
		CHECK_INT(winners, 1u << SEAT_N);
		r.tie = HEARTS_TIE_SHARE;
		CHECK(hearts_game_ends(&r, tie, &winners));
		CHECK_INT(winners, 1u << SEAT_E | 1u << SEAT_S);
		CHECK(!hearts_game_ends(&r, below, &winners));
	}
	hearts_rules_preset(&r, "two-player", &e);
	{
		static const int won[] = { 50, 49 };
		static const int tied[] = { 50, 50 };

		CHECK(hearts_game_ends(&r, won, &winners));
		CHECK_INT(winners, 1u << SEAT_E);
		CHECK(!hearts_game_ends(&r, tied, &winners));
	}
	hearts_rules_preset(&r, "five-player", &e);
	{
		static const int five[] = { 100, 50, 40, 30, 20 };

		CHECK(hearts_game_ends(&r, five, &winners));
		CHECK_INT(winners, 1u << SEAT_X);
	}
}
