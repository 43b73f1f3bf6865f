/*
 * review.c: a scored hand looked at again, as hearts-solve -p looks at
 * it: each card the person played solved at its moment with every hand
 * known, the person against the table, and what it cost against the
 * best card then.  The hand is over, so every hand is shown.  The solve
 * is bounded (REVIEW_BUDGET positions a card, then the costs are ranges)
 * and done without the game's lock, then kept: a hand is reviewed once.
 */
#include <stdlib.h>
#include <string.h>

#include "serve.h"

/* Positions searched at most for one card: about a second a hand. */
#define REVIEW_BUDGET	2000000L
/* The solver's table: enough for a hand of five. */
#define REVIEW_MEMORY	(32u << 20)

/* Each seat's cards of one kind, [[N's],[E's],...]. */
static void
by_seat(struct buf *b, const hearts_cards *cards, int n)
{
	int	 s;

	buf_add(b, "[", 1);
	for (s = 0; s < n; s++) {
		if (s > 0)
			buf_add(b, ",", 1);
		buf_cards(b, cards[s]);
	}
	buf_add(b, "]", 1);
}

/* The review of hand h into b; -1 with e filled if the solver fails. */
static int
review(struct buf *b, const struct hearts_rules *rules,
    const struct hearts_hand *h, int me, struct hearts_error *e)
{
	struct hearts_solver *sv;
	struct hearts_solution sol;
	struct hearts_state st;
	char		 card[HEARTS_CARD_NAME], best[HEARTS_CARD_NAME];
	const char	*sep = "";
	bool		 exact = true;
	int		 i, j, lo, hi, n = rules->players;

	if ((sv = hearts_solver_new(REVIEW_MEMORY, e)) == NULL)
		return -1;
	buf_printf(b, "{\"hand\":%ld,\"you\":%d,\"dealt\":", h->number, me);
	by_seat(b, h->dealt, n);
	buf_add(b, ",\"passed\":", 10);
	if (h->pass == HEARTS_PASS_HOLD)
		buf_add(b, "null", 4);
	else
		by_seat(b, h->passed, n);
	buf_add(b, ",\"aside\":", 9);
	buf_cards(b, h->aside);
	buf_add(b, ",\"cards\":[", 10);
	hearts_state_start(&st, rules, h);
	for (i = 0; i < h->nplayed; i++) {
		if (st.turn == me) {
			if (hearts_solve(sv, &st, HEARTS_SOLVE_TABLE,
			    REVIEW_BUDGET, &sol, e) == -1) {
				hearts_solver_free(sv);
				return -1;
			}
			for (j = 0; j < sol.ncards - 1; j++)
				if (sol.cards[j].card == h->played[i])
					break;
			/* Against the best: the least it can have cost, the most. */
			lo = sol.cards[j].lo - sol.cards[0].hi;
			hi = sol.cards[j].hi - sol.cards[0].lo;
			exact = exact && sol.exact;
			hearts_card_name(h->played[i], card);
			hearts_card_name(sol.cards[0].card, best);
			buf_printf(b, "%s{\"trick\":%d,\"card\":\"%s\","
			    "\"best\":\"%s\",\"lo\":%d,\"hi\":%d}", sep,
			    st.trick + 1, card, best, lo < 0 ? 0 : lo,
			    hi < 0 ? 0 : hi);
			sep = ",";
		}
		(void)hearts_state_play(&st, h->played[i], NULL);
	}
	buf_printf(b, "],\"exact\":%s}", exact ? "true" : "false");
	hearts_solver_free(sv);
	return 0;
}

int
review_json(struct buf *b, struct seat *seat, long number,
    struct hearts_error *e)
{
	struct served	*s = seat->table;
	struct hearts_rules rules = s->game.rules;
	struct hearts_hand h;
	struct buf	 made = { 0 };
	long		 i;

	for (i = s->game.nhands - 1; i >= 0; i--)
		if (s->game.hands[i].scored && (number == 0 ||
		    s->game.hands[i].number == number))
			break;
	if (i < 0)
		return serve_fail(e, HEARTS_ERR_REFUSED, number == 0 ?
		    "no hand is over yet: a hand is reviewed once it is "
		    "scored" : "hand %ld is not over: a hand is reviewed "
		    "once it is scored", number);
	if (s->review != NULL && s->review_hand == s->game.hands[i].number &&
	    s->review_seat == seat->index) {
		buf_add(b, s->review, strlen(s->review));
		return 0;
	}
	/* The solve leaves the game to other requests meanwhile. */
	h = s->game.hands[i];
	pthread_mutex_unlock(&s->lock);
	i = review(&made, &rules, &h, seat->index, e);
	pthread_mutex_lock(&s->lock);
	if (i == -1 || made.failed) {
		buf_free(&made);
		return i == -1 ? -1 : serve_fail(e, HEARTS_ERR_NOMEM,
		    "out of memory");
	}
	buf_add(b, made.s, made.len);
	free(s->review);
	s->review = made.s;
	s->review_hand = h.number;
	s->review_seat = seat->index;
	return 0;
}
