/*
 * play.h: the rules of play inline, for the loops that ask them for every
 * card (the reader, the referee, the bots, hearts-export's card rows):
 * play.c's own rules, once, so that no caller keeps a copy of them.
 */
#ifndef HEARTS_PLAY_H
#define HEARTS_PLAY_H

#include "internal.h"

/*
 * The rules of play for a known hand, once for every caller: what it may
 * lead after the first trick (no heart before hearts are broken, unless
 * it holds nothing else, or, by lead-hearts-over-queen, nothing else but
 * the Q♠; any card where hearts need not break), and what it may play to
 * a trick led in the suit of led (that suit; else anything, but no
 * points on the first trick unless it holds nothing else, or the rules
 * allow them there).
 */
static inline hearts_cards
legal_lead(const struct hearts_rules *r, hearts_cards hand, bool broken)
{
	hearts_cards	 other = hand & ~HEART_CARDS;

	if (broken || r->hearts_lead_free)
		return hand;
	if (r->hearts_over_queen)
		return (other & ~card_bit(CARD_QS)) != 0 ? other : hand;
	return other != 0 ? other : hand;
}

static inline hearts_cards
legal_follow(const struct hearts_rules *r, hearts_cards hand,
    hearts_cards led, bool first_trick)
{
	hearts_cards	 follow = hand & led, other = hand;

	if (first_trick && !r->first_trick_points &&
	    (hand & ~penalty_cards(r)) != 0)
		other = hand & ~penalty_cards(r);
	/* A choice, not a branch: following or not is chance. */
	return follow != 0 ? follow : other;
}

/*
 * hearts_state_legal(), inline where that is quick: a hand that is not
 * hidden, past the first lead.  The referee and the reader ask it for
 * every card.
 */
static inline hearts_cards
hearts_state_legal_fast(const struct hearts_state *st)
{
	if (st->ncards != 0) {
		/* A trick under way: play goes on, and whose turn is known. */
		if (st->hidden[st->turn] != 0)
			return hearts_state_legal(st);
		return legal_follow(st->rules, st->held[st->turn],
		    suit_cards(card_suit(st->trick_card[st->leader])),
		    st->trick == 0);
	}
	if (st->phase != HEARTS_PHASE_PLAY || st->turn < 0 ||
	    st->hidden[st->turn] != 0 || st->trick == 0)
		return hearts_state_legal(st);
	return legal_lead(st->rules, st->held[st->turn], st->broken);
}

/*
 * What the seat to play may lead to the first trick, every card in play
 * known (st->unseen == 0): the lowest club in play, if it holds it, and
 * by first-lead=any-club its other clubs with it.  So
 * hearts_state_legal() finds it when no hand is hidden; a hidden hand
 * makes hearts_state_trick() refuse the trick whatever this says.
 */
static inline hearts_cards
first_lead_known(const struct hearts_state *st)
{
	hearts_cards	 clubs = 0, mine;
	int		 s;

	if (st->rules->first_lead == HEARTS_LEAD_LEFT_OF_DEALER)
		return legal_lead(st->rules, st->held[st->turn], st->broken);
	for (s = 0; s < st->rules->players; s++)
		clubs |= st->held[s];
	clubs &= suit_cards(HEARTS_CLUBS);
	mine = st->held[st->turn] & clubs;
	if ((mine & clubs & -clubs) == 0)
		return 0;
	return st->rules->first_lead == HEARTS_LEAD_ANY_CLUB ? mine :
	    clubs & -clubs;
}

/*
 * A whole trick of n cards from known hands, from the seat to play on a
 * trick not begun, played at once when every card is legal: the rules of
 * legal_lead() and legal_follow() (the first lead hearts_state_legal()'s),
 * and the state left as n calls of hearts_state_apply() leave it.
 * Returns 0, or -1 with the state untouched, for the caller to play the
 * cards one at a time and say which one the rules refuse.  The reader
 * checks a record's tricks so, a trick line at a time.
 */
static HEARTS_HOT int
hearts_state_trick(struct hearts_state *st, const hearts_card *card, int n)
{
	hearts_cards	 led, bit, set = 0;
	hearts_card	 high = card[0];
	int		 i, seat, winner, led_suit, players = st->rules->players;
	bool		 first = st->trick == 0, broken = st->broken;
	bool		 queen_breaks = st->rules->queen_breaks_hearts;

	if (n != players || st->ncards != 0 || st->unseen != 0 ||
	    st->phase != HEARTS_PHASE_PLAY || st->turn < 0)
		return -1;
	seat = winner = st->turn;
	led_suit = card_suit(card[0]);
	led = suit_cards(led_suit);
	if (st->hidden[seat] != 0 || ((first ? first_lead_known(st) :
	    legal_lead(st->rules, st->held[seat], broken)) &
	    card_bit(card[0])) == 0)
		return -1;
	for (i = 1; i < n; i++) {
		/* Each seat plays once a trick: its hand is as it was. */
		seat = seat + 1 == players ? 0 : seat + 1;
		if (st->hidden[seat] != 0 || (legal_follow(st->rules,
		    st->held[seat], led, first) & card_bit(card[i])) == 0)
			return -1;
	}
	seat = st->turn;
	for (i = 0; i < n; i++) {
		bit = card_bit(card[i]);
		st->held[seat] &= ~bit;
		if (i == 0) {
			/* Hearts led before they break: nothing else held. */
			if ((bit & HEART_CARDS) != 0)
				st->voids[seat] |= lead_voids(st->rules,
				    broken);
		} else if ((bit & led) == 0)
			st->voids[seat] |= 1u << led_suit;
		else if (card[i] > high) {
			/* Within a suit the higher card is the higher bit. */
			high = card[i];
			winner = seat;
		}
		broken = broken || (bit & HEART_CARDS) != 0 ||
		    (card[i] == CARD_QS && queen_breaks);
		set |= bit;
		seat = seat + 1 == players ? 0 : seat + 1;
	}
	st->broken = broken;
	st->taken[winner] |= set;
	st->trick++;
	st->last_winner = st->leader = st->turn = winner;
	/* Every hand is as long as the others after a trick. */
	if (st->held[winner] == 0 && st->hidden[winner] == 0)
		st->phase = HEARTS_PHASE_DONE;
	return 0;
}

#endif
