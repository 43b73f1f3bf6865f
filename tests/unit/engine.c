/*
 * engine.c: the engine's inline fast paths against the plain functions
 * they stand in for.  hearts_state_legal_fast() is what the reader and
 * the referee ask for every card; over random games of every size, in
 * the whole state and in each seat's view of it, it must say what
 * hearts_state_legal() says.
 */
#include <stdint.h>
#include <stdio.h>

#include "internal.h"
#include "engine/play.h"
#include "unit.h"

/* The fast legal cards of a state and of every seat's view of it. */
static void
check_state(struct hearts_game *g, const struct hearts_state *st)
{
	struct hearts_state view;
	int		 seat;

	CHECK(hearts_state_legal_fast(st) == hearts_state_legal(st));
	for (seat = 0; seat < g->rules.players; seat++) {
		view = *st;
		hearts_state_seen(&view, hearts_game_current(g), seat);
		CHECK(hearts_state_legal_fast(&view) ==
		    hearts_state_legal(&view));
	}
}

/* A card of the set, drawn by the tests' generator. */
static hearts_card
any(hearts_cards set, uint64_t *rng)
{
	return cards_nth(set, (int)(xorshift(rng) %
	    (uint64_t)cards_count(set)));
}

/* One game to its end, each card a random legal one. */
static void
play_game(const struct hearts_rules *r, uint64_t seed, uint64_t *rng)
{
	struct hearts_game g;
	struct hearts_state st;
	struct hearts_error e;
	struct hearts_hand *h;
	hearts_cards	 pass;
	int		 s, k, steps;

	hearts_game_init(&g, r);
	g.seeded = true;
	g.seed = seed;
	for (steps = 0; steps < 5000; steps++) {
		switch (hearts_game_where(&g, &st)) {
		case HEARTS_GAME_DEAL:
			CHECK_INT(hearts_game_deal(&g, &e), 0);
			break;
		case HEARTS_GAME_PASS:
			h = hearts_game_current(&g);
			for (s = 0; s < r->players; s++) {
				pass = 0;
				for (k = 0; k < hearts_pass_count(r->players);
				    k++)
					pass |= card_bit(any(h->dealt[s] & ~pass,
					    rng));
				CHECK_INT(hearts_game_pass(&g, s, pass, &e), 0);
			}
			break;
		case HEARTS_GAME_PLAY:
			check_state(&g, &st);
			CHECK_INT(hearts_game_play(&g,
			    any(hearts_state_legal(&st), rng), &e), 0);
			break;
		case HEARTS_GAME_SCORE:
			CHECK_INT(hearts_game_score(&g, &e), 0);
			break;
		case HEARTS_GAME_OVER:
			steps = 5000;
			break;
		}
	}
	hearts_game_free(&g);
}

void
test_engine(void)
{
	struct hearts_rules r;
	uint64_t	 rng = 0x853c49e6748fea9bULL;
	int		 n, game, before = unit_failures;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (game = 0; game < 40 && unit_failures == before; game++) {
			hearts_rules_default(&r);
			r.players = n;
			r.queen_breaks_hearts = game % 2 == 1;
			r.target = 60;
			play_game(&r, (uint64_t)game, &rng);
		}
}
