/*
 * simple.c: the simple bot, decision by decision: over games of two to
 * five players under random rules, played mostly by the simple bot and
 * partly at random, and over games played at random and stopped
 * anywhere, every seat that has a choice to make is asked from the whole
 * record's state, from its table and from its view's table, and must
 * make a legal choice with a reason, the same by every way in
 * (hearts_simple_play(), hearts_simple_card(), hearts_bot_choose()).  Any
 * hand of any size passes, too: the strong bot asks the simple pass of
 * sampled hands.  What the bot chooses is pinned by the games of
 * simplerun (bots.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "unit.h"

static long	 compared, views;

static int
below(uint64_t *rng, int bound)
{
	return (int)(xorshift(rng) % (uint64_t)bound);
}

/* A random member of a set that is not empty. */
static hearts_card
pick(uint64_t *rng, hearts_cards set)
{
	int	 i;

	for (i = below(rng, hearts_cards_count(set)); i > 0; i--)
		set &= set - 1;
	return hearts_cards_lowest(set);
}

static void
random_rules(uint64_t *rng, struct hearts_rules *r, int players)
{
	static const int targets[] = { 1, 26, 50, 100 };

	hearts_rules_default(r);
	r->players = players;
	r->queen_breaks_hearts = below(rng, 2);
	r->moon = below(rng, 2) ? HEARTS_MOON_ADD : HEARTS_MOON_SUBTRACT;
	r->jack_of_diamonds = players > 2 && below(rng, 2);
	r->target = targets[below(rng, 4)];
	r->tie = below(rng, 2) ? HEARTS_TIE_PLAY_ON : HEARTS_TIE_SHARE;
}

/*
 * The simple card for one state to play: legal, with a reason, the same
 * without a reason wanted and from the legal cards given (the referee's
 * way in).
 */
static void
same_play(const struct hearts_state *st, const char *where)
{
	char		 why[HEARTS_BOT_REASON];
	hearts_cards	 legal = hearts_state_legal(st);
	hearts_card	 c;

	why[0] = '\0';
	c = hearts_simple_play(st, why);
	compared++;
	if ((legal & card_bit(c)) == 0 || why[0] == '\0') {
		fprintf(stderr, "%s:%d: %s: seat %d, trick %d, card %d: "
		    "played %d (%s), not one of %#llx\n", __FILE__, __LINE__,
		    where, st->turn, st->trick, st->ncards, c, why,
		    (unsigned long long)legal);
		unit_failures++;
	}
	CHECK_INT(hearts_simple_play(st, NULL), c);
	CHECK_INT(hearts_simple_card(st, legal, NULL), c);
}

/*
 * The simple pass for a table: as many cards as the rules pass, from the
 * seat's hand, with a reason; the same without one, and from the hand
 * alone (all a pass depends on, which the strong bot asks of sampled
 * hands).
 */
static void
same_pass(const struct hearts_table *t, const char *where)
{
	char		 why[HEARTS_BOT_REASON];
	hearts_cards	 held = t->st.held[t->seat], pass;

	why[0] = '\0';
	pass = hearts_simple_pass(t, why);
	compared++;
	if (cards_count(pass) != hearts_pass_count(t->rules->players) ||
	    (pass & ~held) != 0 || why[0] == '\0') {
		fprintf(stderr, "%s:%d: %s: seat %d, hand %#llx: passed "
		    "%#llx (%s)\n", __FILE__, __LINE__, where, t->seat,
		    (unsigned long long)held, (unsigned long long)pass, why);
		unit_failures++;
	}
	CHECK(hearts_simple_pass(t, NULL) == pass);
	CHECK(hearts_simple_pass_hand(held, t->rules, NULL) == pass);
}

/* What hearts_bot_choose() must choose for a simple bot at this table. */
static hearts_cards
simple_choice(const struct hearts_table *t, char *why)
{
	hearts_cards	 legal;

	if (t->st.phase == HEARTS_PHASE_PASS)
		return hearts_simple_pass(t, why);
	legal = hearts_state_legal(&t->st);
	if (cards_count(legal) == 1) {
		hearts_why(why, "the only legal card");
		return legal;
	}
	return card_bit(hearts_simple_play(&t->st, why));
}

/* One table, each way it is asked. */
static void
same_table(const struct hearts_table *t, const char *where)
{
	struct hearts_bot b;
	char		 want[HEARTS_BOT_REASON], got[HEARTS_BOT_REASON];
	hearts_cards	 w;

	if (t->st.phase == HEARTS_PHASE_PASS)
		same_pass(t, where);
	else
		same_play(&t->st, where);
	CHECK_INT(hearts_bot_init(&b, "simple", 1), 0);
	want[0] = got[0] = '\0';
	w = simple_choice(t, want);
	CHECK(hearts_bot_choose(&b, t, got) == w);
	CHECK_STR(got, want);
}

/*
 * A seat with a choice to make, asked from the whole record and, when
 * view is set, from its view.
 */
static void
ask(const struct hearts_game *g, int seat, bool view)
{
	struct hearts_game v;
	struct hearts_table t;
	struct hearts_state st;
	struct hearts_error e;
	hearts_cards	 whole;

	if (hearts_game_where(g, &st) == HEARTS_GAME_PLAY)
		same_play(&st, "whole state");
	CHECK_INT(hearts_game_table(g, seat, &t, &e), 0);
	same_table(&t, "table");
	whole = simple_choice(&t, NULL);
	if (!view)
		return;
	unit_view_of(g, seat, &v);
	CHECK_INT(hearts_game_table(&v, -1, &t, &e), 0);
	same_table(&t, "view");
	/* The view shows the bot all it reads of the whole record. */
	CHECK(simple_choice(&t, NULL) == whole);
	hearts_game_free(&v);
	views++;
}

/*
 * A game played by the new simple bot, one move in five at random; every
 * choice asked first, one in eight from the view too.
 */
static void
played_game(uint64_t *rng, int players)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_state st;
	struct hearts_table t;
	struct hearts_error e;
	struct hearts_hand *h;
	struct hearts_bot b;
	hearts_cards	 choice;
	int		 s, steps, failures = unit_failures;

	random_rules(rng, &r, players);
	hearts_game_init(&g, &r);
	g.seeded = true;
	g.seed = xorshift(rng) & HEARTS_SEED_MAX;
	CHECK_INT(hearts_bot_init(&b, "simple", 1), 0);
	for (steps = 0; !g.over && steps < 5000 &&
	    unit_failures == failures; steps++) {
		switch (hearts_game_where(&g, &st)) {
		case HEARTS_GAME_DEAL:
			CHECK_INT(hearts_game_deal(&g, &e), 0);
			continue;
		case HEARTS_GAME_SCORE:
			CHECK_INT(hearts_game_score(&g, &e), 0);
			continue;
		case HEARTS_GAME_PASS:
			h = hearts_game_current(&g);
			for (s = 0; s < players; s++)
				if (!hearts_hand_passed(h, s))
					ask(&g, s, below(rng, 8) == 0);
			do
				s = below(rng, players);
			while (hearts_hand_passed(h, s));
			break;
		case HEARTS_GAME_PLAY:
			s = st.turn;
			ask(&g, s, below(rng, 8) == 0);
			break;
		default:
			g.over = true;
			continue;
		}
		CHECK_INT(hearts_game_table(&g, s, &t, &e), 0);
		choice = hearts_bot_choose(&b, &t, NULL);
		if (below(rng, 5) == 0 && t.st.phase == HEARTS_PHASE_PLAY)
			choice = card_bit(pick(rng, hearts_state_legal(&st)));
		if (t.st.phase == HEARTS_PHASE_PASS)
			CHECK_INT(hearts_game_pass(&g, s, choice, &e), 0);
		else
			CHECK_INT(hearts_game_play(&g, hearts_cards_lowest(
			    choice), &e), 0);
	}
	if (unit_failures != failures)
		fprintf(stderr, "simple.c: %d players, seed %llu, step %d\n",
		    players, (unsigned long long)g.seed, steps);
	hearts_game_free(&g);
}

/* A game played at random and stopped anywhere (writer.c's). */
static void
stopped_game(uint64_t *rng, int players)
{
	struct hearts_game g;
	struct hearts_state st;
	struct hearts_hand *h;
	int		 s;

	unit_random_game(rng, players, &g);
	switch (hearts_game_where(&g, &st)) {
	case HEARTS_GAME_PASS:
		h = hearts_game_current(&g);
		for (s = 0; s < players; s++)
			if (!hearts_hand_passed(h, s))
				ask(&g, s, true);
		break;
	case HEARTS_GAME_PLAY:
		ask(&g, st.turn, true);
		break;
	default:
		break;
	}
	hearts_game_free(&g);
}

/* Passes from random hands of every size a deal of any count gives. */
static void
random_passes(uint64_t *rng, int players)
{
	struct hearts_rules r;
	struct hearts_table t;
	hearts_cards	 deck, hand;
	int		 i, size, k = hearts_pass_count(players);

	hearts_rules_default(&r);
	r.players = players;
	deck = hearts_deck(players);
	memset(&t, 0, sizeof(t));
	t.rules = &r;
	t.st.rules = &r;
	t.st.phase = HEARTS_PHASE_PASS;
	for (i = 0; i < 2000; i++) {
		t.seat = below(rng, players);
		size = k + below(rng, 20 - k);
		for (hand = 0; cards_count(hand) < size; )
			hand |= card_bit(pick(rng, deck & ~hand));
		t.st.held[t.seat] = hand;
		same_pass(&t, "random hand");
	}
}

void
test_simple(void)
{
	uint64_t	 rng = 0x2545f4914f6cdd1dULL, stop_rng = 0x9e3779b97f4a7c15ULL;
	long		 fixed = 0, fixed_views = 0, before, views_before;
	int		 n, i;

	/*
	 * The stopped games are unit_random_game()'s, some dealt from no
	 * seed, so that how long they run, and how many numbers they draw,
	 * is chance: they draw from a generator of their own, and only the
	 * rest, the same on every run, is counted against a floor.
	 */
	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		before = compared;
		views_before = views;
		for (i = 0; i < 40; i++)
			played_game(&rng, n);
		fixed += compared - before;
		fixed_views += views - views_before;
		for (i = 0; i < 200; i++)
			stopped_game(&stop_rng, n);
		before = compared;
		random_passes(&rng, n);
		fixed += compared - before;
	}
	CHECK(fixed > 100000);
	CHECK(fixed_views > 5000);
}
