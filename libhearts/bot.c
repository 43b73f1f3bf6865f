/*
 * bot.c: the built-in players behind one contract: a table (what one
 * seat knows) in, a choice out.  The random bot lives here; the simple
 * and strong ones have files of their own.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

const char *const hearts_bot_names[] = { "random", "simple", "strong", NULL };
/* Every bot, by its kind: hearts_bot_names may not grow (hearts.h). */
static const char *const bot_names[] = { "random", "simple", "strong",
	"expert", NULL };

const char *
hearts_bot_name(int kind)
{
	if (kind < 0 || kind >= (int)(sizeof(bot_names) /
	    sizeof(bot_names[0])))
		return NULL;
	return bot_names[kind];
}

void
hearts_why(char *why, const char *fmt, ...)
{
	va_list	 ap;

	if (why == NULL)
		return;
	va_start(ap, fmt);
	vsnprintf(why, HEARTS_BOT_REASON, fmt, ap);
	va_end(ap);
}

int
hearts_game_table(const struct hearts_game *g, int seat,
    struct hearts_table *t, struct hearts_error *e)
{
	const struct hearts_hand *h;
	struct hearts_state st;
	enum hearts_game_phase phase;

	if (seat < -1 || seat >= g->rules.players)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "there is no seat "
		    "%d among %d players", seat, g->rules.players);
	if (seat == -1)
		seat = g->view >= 0 ? g->view : hearts_game_to_move(g);
	phase = hearts_game_where(g, &st);
	if (phase != HEARTS_GAME_PASS && phase != HEARTS_GAME_PLAY)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "no seat is to move: %s", phase == HEARTS_GAME_OVER ?
		    "the game is over" : phase == HEARTS_GAME_SCORE ?
		    "the hand is played, to be scored" :
		    "the next hand is to be dealt");
	if (g->view >= 0 && seat != g->view)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "this is %c's "
		    "view, not %c's", hearts_seat_name(g->view),
		    hearts_seat_name(seat));
	h = &g->hands[g->nhands - 1];
	if (phase == HEARTS_GAME_PASS && hearts_hand_passed(h, seat))
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "%c has passed "
		    "already", hearts_seat_name(seat));
	if (phase == HEARTS_GAME_PLAY && seat != st.turn)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "it is %s's turn, "
		    "not %c's", st.turn < 0 ? "the first leader" :
		    (char[]){ hearts_seat_name(st.turn), 0 },
		    hearts_seat_name(seat));
	hearts_table_fill(g, &st, seat, t);
	return 0;
}

void
hearts_table_fill(const struct hearts_game *g, const struct hearts_state *st,
    int seat, struct hearts_table *t)
{
	const struct hearts_hand *h = &g->hands[g->nhands - 1];

	t->rules = &g->rules;
	t->seat = seat;
	t->hand = h->number;
	t->pass = h->pass;
	t->st = *st;
	/* A bot handed the whole record sees only what its seat may. */
	if (g->view < 0)
		hearts_state_seen(&t->st, h, seat);
	hearts_game_totals(g, g->nhands - 1, t->total);
}

int
hearts_bot_init(struct hearts_bot *b, const char *name, uint64_t seed)
{
	int	 i;

	for (i = 0; bot_names[i] != NULL; i++)
		if (strcmp(name, bot_names[i]) == 0)
			break;
	if (bot_names[i] == NULL)
		return -1;
	b->kind = (enum hearts_bot_kind)i;
	hearts_rng_for_hand(&b->rng, seed, 0);
	b->budget = HEARTS_BOT_BUDGET;
	return 0;
}

static hearts_cards
random_choice(struct hearts_bot *b, const struct hearts_table *t, char *why)
{
	hearts_cards	 hand, pass = 0;
	hearts_card	 c;
	int		 k;

	if (t->st.phase == HEARTS_PHASE_PASS) {
		hand = t->st.held[t->seat];
		for (k = hearts_pass_count(t->rules->players); k > 0; k--) {
			c = cards_nth(hand, (int)hearts_rng_below(&b->rng,
			    (uint64_t)cards_count(hand)));
			pass |= card_bit(c);
			hand &= ~card_bit(c);
		}
		hearts_why(why, "cards drawn at random");
		return pass;
	}
	hand = hearts_state_legal(&t->st);
	hearts_why(why, "a legal card drawn at random");
	return card_bit(cards_nth(hand, (int)hearts_rng_below(&b->rng,
	    (uint64_t)cards_count(hand))));
}

hearts_cards
hearts_bot_choose(struct hearts_bot *b, const struct hearts_table *t,
    char *why)
{
	return hearts_bot_choose_played(b, t, NULL, 0, why);
}

hearts_cards
hearts_bot_choose_played(struct hearts_bot *b, const struct hearts_table *t,
    const uint8_t *played, int nplayed, char *why)
{
	if (b->kind == HEARTS_BOT_RANDOM)
		return random_choice(b, t, why);
	if (t->st.phase == HEARTS_PHASE_PASS && b->kind == HEARTS_BOT_STRONG)
		return hearts_strong_pass(b, t, why);
	if (t->st.phase == HEARTS_PHASE_PASS && b->kind == HEARTS_BOT_EXPERT)
		return hearts_expert_pass(b, t, why);
	if (t->st.phase == HEARTS_PHASE_PASS)
		return hearts_simple_pass(t, why);
	if (cards_count(hearts_state_legal(&t->st)) == 1) {
		hearts_why(why, "the only legal card");
		return hearts_state_legal(&t->st);
	}
	if (b->kind == HEARTS_BOT_SIMPLE)
		return card_bit(hearts_simple_play(&t->st, why));
	if (b->kind == HEARTS_BOT_EXPERT)
		return card_bit(hearts_expert_play(b, t, played, nplayed,
		    why));
	return card_bit(hearts_strong_play(b, t, why));
}

int
hearts_bot_game_choose(struct hearts_bot *b, const struct hearts_game *g,
    int seat, hearts_cards *choice, char *why, struct hearts_error *e)
{
	const struct hearts_hand *h;
	struct hearts_table t;

	if (hearts_game_table(g, seat, &t, e) == -1)
		return -1;
	/* Every card played is on the table: a view has them all too. */
	h = &g->hands[g->nhands - 1];
	*choice = hearts_bot_choose_played(b, &t, h->played, h->nplayed, why);
	return 0;
}

int
hearts_bot_move(struct hearts_bot *b, struct hearts_game *g, int seat,
    char *why, struct hearts_error *e)
{
	struct hearts_table t;
	hearts_cards	 choice;

	if (hearts_game_table(g, seat, &t, e) == -1)
		return -1;
	choice = hearts_bot_choose_played(b, &t, g->hands[g->nhands - 1].played,
	    g->hands[g->nhands - 1].nplayed, why);
	if (t.st.phase == HEARTS_PHASE_PASS)
		return hearts_game_pass(g, t.seat, choice, e);
	return hearts_game_play(g, cards_lowest(choice), e);
}

int
hearts_bots_run(struct hearts_bot *const *bots, struct hearts_game *g,
    struct hearts_error *e)
{
	struct hearts_hand *h;
	int		 seat;
	bool		 moved;

	for (;;) {
		switch (hearts_game_where(g, NULL)) {
		case HEARTS_GAME_PASS:
			/* Passing is at once: every bot passes, whoever waits. */
			h = hearts_game_current(g);
			moved = false;
			for (seat = 0; seat < g->rules.players; seat++) {
				if (bots[seat] == NULL ||
				    hearts_hand_passed(h, seat))
					continue;
				if (hearts_bot_move(bots[seat], g, seat, NULL,
				    e) == -1)
					return -1;
				moved = true;
			}
			if (!moved)
				return 0;
			break;
		case HEARTS_GAME_PLAY:
			seat = hearts_game_to_move(g);
			if (seat == -1 || bots[seat] == NULL)
				return 0;
			if (hearts_bot_move(bots[seat], g, seat, NULL, e) == -1)
				return -1;
			break;
		default:
			return 0;
		}
	}
}
