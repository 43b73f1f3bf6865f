/*
 * play.c: the rules of play.  A hand in play is a struct hearts_state,
 * replayed from the record's facts; legality is a few mask operations.
 */
#include <stdio.h>

#include "internal.h"


static bool
all_passed(int players, const struct hearts_hand *h)
{
	int	 s;

	for (s = 0; s < players; s++)
		if (h->passed[s] == 0)
			return false;
	return true;
}

void
hearts_state_start(struct hearts_state *st, const struct hearts_rules *r,
    const struct hearts_hand *h)
{
	hearts_card	 first;
	int		 s, to;

	st->rules = r;
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		st->held[s] = s < r->players ? h->dealt[s] : 0;
		st->taken[s] = 0;
		st->trick_card[s] = HEARTS_NO_CARD;
	}
	st->in_trick = 0;
	st->trick = 0;
	st->ncards = 0;
	st->broken = false;
	st->last_winner = -1;
	st->leader = st->turn = 0;
	if (h->pass != HEARTS_PASS_HOLD) {
		if (!all_passed(r->players, h)) {
			st->phase = HEARTS_PHASE_PASS;
			return;
		}
		/* Every seat chose before seeing what comes in. */
		for (s = 0; s < r->players; s++)
			st->held[s] &= ~h->passed[s];
		for (s = 0; s < r->players; s++) {
			to = hearts_pass_target(r->players, h->pass, s);
			st->held[to] |= h->passed[s];
		}
	}
	st->phase = HEARTS_PHASE_PLAY;
	first = hearts_first_lead(r->players, st->held);
	for (s = 0; s < r->players; s++)
		if (st->held[s] & hearts_card_bit(first))
			st->leader = st->turn = s;
}

hearts_cards
hearts_state_legal(const struct hearts_state *st)
{
	hearts_cards	 hand, follow, safe;

	if (st->phase != HEARTS_PHASE_PLAY)
		return 0;
	hand = st->held[st->turn];
	if (st->ncards == 0) {
		if (st->trick == 0)
			return hand & hearts_card_bit(hearts_first_lead(
			    st->rules->players, st->held));
		if (!st->broken && (hand & ~HEART_CARDS) != 0)
			return hand & ~HEART_CARDS;
		return hand;
	}
	follow = hand & hearts_suit_cards(hearts_card_suit(
	    st->trick_card[st->leader]));
	if (follow != 0)
		return follow;
	/* No points on the first trick, unless the hand holds nothing else. */
	if (st->trick == 0 && (safe = hand & ~MOON_CARDS) != 0)
		return safe;
	return hand;
}

static const char *const suit_names[] = { "clubs", "diamonds", "hearts", "spades" };

/* Why a card the seat holds is not among the legal ones. */
static const char *
why_illegal(const struct hearts_state *st, char *buf, size_t size)
{
	char		 name[HEARTS_CARD_NAME];

	if (st->ncards == 0 && st->trick == 0) {
		hearts_card_name(hearts_first_lead(st->rules->players,
		    st->held), name);
		snprintf(buf, size, "the first trick is led with the %s",
		    name);
		return buf;
	}
	if (st->ncards == 0)
		return "hearts are not broken";
	if (st->held[st->turn] & hearts_suit_cards(hearts_card_suit(
	    st->trick_card[st->leader]))) {
		snprintf(buf, size, "you must follow suit (%s)",
		    suit_names[hearts_card_suit(st->trick_card[st->leader])]);
		return buf;
	}
	return "no points on the first trick";
}

/* Why a card cannot be played now, in words, with the legal cards. */
static int
refuse(const struct hearts_state *st, hearts_card c, struct hearts_error *e)
{
	char		 name[HEARTS_CARD_NAME], legal[64], why[64];

	hearts_card_name(c, name);
	if (st->phase == HEARTS_PHASE_PASS)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%s: play begins once every seat has passed", name);
	if (st->phase == HEARTS_PHASE_DONE)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%s: every trick of the hand has been played", name);
	if ((st->held[st->turn] & hearts_card_bit(c)) == 0)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%s: %c does not hold it", name,
		    hearts_seat_name(st->turn));
	hearts_cards_format(hearts_state_legal(st), legal, sizeof(legal));
	return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "%s: %s; legal: %s", name,
	    why_illegal(st, why, sizeof(why)), legal);
}

int
hearts_state_play(struct hearts_state *st, hearts_card c,
    struct hearts_error *e)
{
	hearts_cards	 bit, led;
	int		 s, winner;

	if (c < 0 || c > 63 || hearts_card_rank(c) > 14)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "not a card");
	bit = hearts_card_bit(c);
	/* The names and reasons are only worked out for a refusal. */
	if (st->phase != HEARTS_PHASE_PLAY ||
	    (hearts_state_legal(st) & bit) == 0)
		return refuse(st, c, e);

	st->held[st->turn] &= ~bit;
	st->in_trick |= bit;
	st->trick_card[st->turn] = c;
	st->ncards++;
	if (hearts_card_suit(c) == HEARTS_HEARTS ||
	    (c == CARD_QS && st->rules->queen_breaks_hearts))
		st->broken = true;
	st->turn = (st->turn + 1) % st->rules->players;
	if (st->ncards < st->rules->players)
		return 0;

	/* The highest card of the suit led takes the trick. */
	led = hearts_suit_cards(hearts_card_suit(st->trick_card[st->leader]));
	winner = st->leader;
	for (s = 0; s < st->rules->players; s++)
		if (st->trick_card[s] == hearts_cards_highest(st->in_trick & led))
			winner = s;
	st->taken[winner] |= st->in_trick;
	st->in_trick = 0;
	st->ncards = 0;
	st->trick++;
	st->last_winner = st->leader = st->turn = winner;
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
		st->trick_card[s] = HEARTS_NO_CARD;
	if (st->trick == hearts_hand_size(st->rules->players))
		st->phase = HEARTS_PHASE_DONE;
	return 0;
}

int
hearts_hand_replay(const struct hearts_rules *r, const struct hearts_hand *h,
    struct hearts_state *st, struct hearts_error *e)
{
	int	 i;

	hearts_state_start(st, r, h);
	for (i = 0; i < h->nplayed; i++)
		if (hearts_state_play(st, h->played[i], e) == -1)
			return -1;
	return 0;
}
