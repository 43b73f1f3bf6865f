/*
 * turn.c: moving a game on by one step: a pass, a card, a score.  Each
 * step replays the current hand from its facts, so the model stays the
 * only truth.  Here too the table of the seat to move, what that seat
 * knows: what a bot is given, and what hearts_game_legal() asks.
 */
#include <string.h>

#include "internal.h"

static const char *const phase_names[] = {
	"deal", "pass", "play", "score", "over"
};

const char *
hearts_game_phase_name(enum hearts_game_phase phase)
{
	return phase_names[phase];
}

enum hearts_game_phase
hearts_game_where(const struct hearts_game *g, struct hearts_state *st)
{
	struct hearts_state local;
	const struct hearts_hand *h;

	if (st == NULL)
		st = &local;
	memset(st, 0, sizeof(*st));
	st->rules = &g->rules;
	st->last_winner = -1;
	if (g->nhands == 0)
		return g->over ? HEARTS_GAME_OVER : HEARTS_GAME_DEAL;
	h = &g->hands[g->nhands - 1];
	/* The model holds only legal plays: replaying cannot fail. */
	(void)hearts_hand_replay(&g->rules, h, st, NULL);
	if (g->over)
		return HEARTS_GAME_OVER;
	if (h->scored)
		return HEARTS_GAME_DEAL;
	switch (st->phase) {
	case HEARTS_PHASE_PASS:
		return HEARTS_GAME_PASS;
	case HEARTS_PHASE_PLAY:
		return HEARTS_GAME_PLAY;
	case HEARTS_PHASE_DONE:
		break;
	}
	return HEARTS_GAME_SCORE;
}

int
hearts_game_to_move(const struct hearts_game *g)
{
	struct hearts_state st;
	int		 s;

	switch (hearts_game_where(g, &st)) {
	case HEARTS_GAME_PLAY:
		return st.turn;
	case HEARTS_GAME_PASS:
		for (s = 0; s < g->rules.players; s++)
			if (!hearts_hand_passed(&g->hands[g->nhands - 1], s))
				return s;
		break;
	default:
		break;
	}
	return -1;
}

hearts_cards
hearts_game_legal(const struct hearts_game *g, int seat)
{
	struct hearts_table t;

	/* The table says whether the seat has something to do, and what. */
	if (hearts_game_table(g, seat, &t, NULL) == -1)
		return 0;
	if (t.st.phase == HEARTS_PHASE_PASS)
		return t.st.held[t.seat];
	return hearts_state_legal(&t.st);
}

hearts_cards
hearts_game_hand(const struct hearts_game *g, int seat)
{
	struct hearts_state st;

	if (seat < 0 || seat >= g->rules.players || g->nhands == 0)
		return 0;
	(void)hearts_game_where(g, &st);
	return st.held[seat];
}

/* The refusal for a step asked for in the wrong phase. */
static int
wrong_phase(const struct hearts_game *g, enum hearts_game_phase phase,
    struct hearts_error *e)
{
	const struct hearts_hand *h = g->nhands > 0 ?
	    &g->hands[g->nhands - 1] : NULL;

	switch (phase) {
	case HEARTS_GAME_DEAL:
		if (h == NULL)
			return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
			    "no hand has been dealt");
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "hand %ld is over and scored; deal the next hand",
		    h->number);
	case HEARTS_GAME_PASS:
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "the seats are still passing");
	case HEARTS_GAME_PLAY:
		if (h->nplayed == 0)
			return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
			    "every seat has passed and the cards have "
			    "changed hands");
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "play has begun: the time to pass is over");
	case HEARTS_GAME_SCORE:
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "every trick of hand %ld has been played", h->number);
	case HEARTS_GAME_OVER:
		break;
	}
	return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "the game is over");
}

int
hearts_game_pass(struct hearts_game *g, int seat, hearts_cards cards,
    struct hearts_error *e)
{
	enum hearts_game_phase phase = hearts_game_where(g, NULL);
	struct hearts_hand *h = hearts_game_current(g);

	if (hearts_refuse_view(g, e) == -1)
		return -1;
	if (phase == HEARTS_GAME_PLAY && h->pass == HEARTS_PASS_HOLD &&
	    h->nplayed == 0)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "hand %ld is a hold hand: nobody passes", h->number);
	if (phase != HEARTS_GAME_PASS)
		return wrong_phase(g, phase, e);
	if (seat < 0 || seat >= g->rules.players)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "no such seat");
	if (hearts_pass_check(&g->rules, h, seat, cards, e) == -1)
		return -1;
	h->passed[seat] = cards;
	return 0;
}

int
hearts_game_play(struct hearts_game *g, hearts_card c, struct hearts_error *e)
{
	struct hearts_state st;
	enum hearts_game_phase phase = hearts_game_where(g, &st);
	struct hearts_hand *h = hearts_game_current(g);

	if (hearts_refuse_view(g, e) == -1)
		return -1;
	if (phase != HEARTS_GAME_PLAY)
		return wrong_phase(g, phase, e);
	if (hearts_state_play(&st, c, e) == -1)
		return -1;
	h->played[h->nplayed++] = (uint8_t)c;
	return 0;
}

int
hearts_game_score(struct hearts_game *g, struct hearts_error *e)
{
	struct hearts_state st;
	enum hearts_game_phase phase = hearts_game_where(g, &st);
	struct hearts_hand *h = hearts_game_current(g);
	int		 s;

	if (hearts_refuse_view(g, e) == -1)
		return -1;
	if (phase == HEARTS_GAME_PASS || phase == HEARTS_GAME_PLAY)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "hand %ld is not finished: %d of %d tricks played",
		    h->number, st.trick, hearts_hand_size(g->rules.players));
	if (phase == HEARTS_GAME_DEAL && h != NULL)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "hand %ld is already scored", h->number);
	if (phase != HEARTS_GAME_SCORE)
		return wrong_phase(g, phase, e);
	h->shooter = hearts_score_hand(&g->rules, &st, h->aside, h->score);
	hearts_game_totals(g, g->nhands - 1, h->total);
	for (s = 0; s < g->rules.players; s++)
		h->total[s] += h->score[s];
	h->scored = true;
	g->over = hearts_game_ends(&g->rules, h->total, &g->winners);
	return 0;
}

int
hearts_game_undo(struct hearts_game *g, int seat, struct hearts_error *e)
{
	struct hearts_state st;
	struct hearts_hand *h = hearts_game_current(g);
	int		 i, last = -1;

	if (hearts_refuse_view(g, e) == -1)
		return -1;
	if (g->over)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "the game is over");
	if (h == NULL)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "no hand has been dealt");
	if (h->scored)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "hand %ld is over and scored: its cards stay played",
		    h->number);
	if (seat < 0 || seat >= g->rules.players)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "no such seat");
	/* Replay the hand to learn who played each card. */
	hearts_state_start(&st, &g->rules, h);
	for (i = 0; i < h->nplayed; i++) {
		if (st.turn == seat)
			last = i;
		if (hearts_state_play(&st, h->played[i], e) == -1)
			return -1;
	}
	if (last == -1)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%c has played no card in hand %ld",
		    hearts_seat_name(seat), h->number);
	h->nplayed = last;
	/* Lines of tricks no longer in the hand would point at nothing. */
	for (i = last / g->rules.players + 1; i < HEARTS_MAX_TRICKS; i++)
		h->trick_line[i] = 0;
	return last;
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
