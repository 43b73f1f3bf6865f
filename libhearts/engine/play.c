/*
 * play.c: the rules of play.  A hand in play is a struct hearts_state,
 * replayed from the record's facts; legality is a few mask operations.
 */
#include <stdio.h>
#include <string.h>

#include "play.h"


bool
hearts_hand_passed(const struct hearts_hand *h, int seat)
{
	return h->passed[seat] != 0 || h->hidden_passed[seat] != 0;
}

static bool
all_passed(int players, const struct hearts_hand *h)
{
	int	 s;

	for (s = 0; s < players; s++)
		if (!hearts_hand_passed(h, s))
			return false;
	return true;
}

/*
 * The passes change hands.  In a view a seat may pass cards the view
 * does not show (hidden) and cards it shows that were hidden in its deal.
 */
static void
exchange(struct hearts_state *st, const struct hearts_rules *r,
    const struct hearts_hand *h)
{
	hearts_cards	 from_unseen;
	int		 s, to;

	/* Every seat chose before seeing what comes in. */
	for (s = 0; s < r->players; s++) {
		from_unseen = h->passed[s] & ~st->held[s];
		st->held[s] &= ~h->passed[s];
		/* Only in a view: a whole record's passes are all seen. */
		if ((from_unseen | h->hidden_passed[s]) != 0) {
			st->unseen &= ~from_unseen;
			st->hidden[s] -= cards_count(from_unseen) +
			    h->hidden_passed[s];
		}
	}
	for (s = 0; s < r->players; s++) {
		to = hearts_pass_target(r->players, h->pass, s);
		st->held[to] |= h->passed[s];
		st->hidden[to] += h->hidden_passed[s];
	}
}

/*
 * Who leads the first trick: the seat with the lowest club in play, or
 * by first-lead=left-of-dealer the seat after the hand's dealer.  A view
 * may not show the lowest club (-1), unless it states the leader.
 */
static int
first_leader(const struct hearts_state *st, const struct hearts_hand *h)
{
	hearts_cards	 clubs = suit_cards(HEARTS_CLUBS), known = 0;
	hearts_card	 low;
	int		 s;

	if (st->rules->first_lead == HEARTS_LEAD_LEFT_OF_DEALER)
		return left_of_dealer(st->rules, h->number);
	for (s = 0; s < st->rules->players; s++)
		known |= st->held[s];
	low = cards_lowest(known & clubs);
	if (low != HEARTS_NO_CARD &&
	    (st->unseen & clubs & (card_bit(low) - 1)) == 0)
		for (s = 0; s < st->rules->players; s++)
			if (st->held[s] & card_bit(low))
				return s;
	return h->first_leader;
}

void
hearts_state_start(struct hearts_state *st, const struct hearts_rules *r,
    const struct hearts_hand *h)
{
	hearts_cards	 known = h->aside;
	int		 s;

	memset(st, 0, sizeof(*st));
	st->rules = r;
	for (s = 0; s < r->players; s++) {
		st->held[s] = h->dealt[s];
		st->hidden[s] = h->hidden_dealt[s];
		known |= h->dealt[s];
	}
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
		st->trick_card[s] = HEARTS_NO_CARD;
	st->unseen = hearts_rules_deck(r) & ~known;
	st->last_winner = -1;
	if (h->pass != HEARTS_PASS_HOLD && !all_passed(r->players, h))
		st->phase = HEARTS_PHASE_PASS;
	else
		hearts_state_exchange(st, h);
}

void
hearts_state_exchange(struct hearts_state *st, const struct hearts_hand *h)
{
	if (h->pass != HEARTS_PASS_HOLD)
		exchange(st, st->rules, h);
	st->phase = HEARTS_PHASE_PLAY;
	st->leader = st->turn = first_leader(st, h);
}

void
hearts_state_seen(struct hearts_state *st, const struct hearts_hand *h,
    int seat)
{
	hearts_cards	 known;
	int		 s, to = -1;

	if (st->phase != HEARTS_PHASE_PASS && h->pass != HEARTS_PASS_HOLD)
		to = hearts_pass_target(st->rules->players, h->pass, seat);
	st->unseen |= hearts_rules_deck(st->rules);
	for (s = 0; s < st->rules->players; s++)
		st->unseen &= ~st->taken[s];
	st->unseen &= ~st->in_trick & ~st->held[seat];
	for (s = 0; s < st->rules->players; s++) {
		if (s == seat)
			continue;
		known = s == to ? st->held[s] & h->passed[seat] : 0;
		st->hidden[s] += cards_count(st->held[s] & ~known);
		st->held[s] = known;
	}
	for (s = 0; s < st->rules->players; s++)
		st->unseen &= ~st->held[s];
}

hearts_cards
hearts_state_possible(const struct hearts_state *st, int seat)
{
	/* The suits of each set of voids, looked up: a view asks every card. */
#define VOID_SUITS(v)	((((v) & 1) ? 0x1fffULL : 0) |		\
	(((v) & 2) ? 0x1fffULL << 16 : 0) | (((v) & 4) ? 0x1fffULL << 32 : 0) | \
	(((v) & 8) ? 0x1fffULL << 48 : 0))
	static const hearts_cards void_suits[16] = {
		VOID_SUITS(0), VOID_SUITS(1), VOID_SUITS(2), VOID_SUITS(3),
		VOID_SUITS(4), VOID_SUITS(5), VOID_SUITS(6), VOID_SUITS(7),
		VOID_SUITS(8), VOID_SUITS(9), VOID_SUITS(10), VOID_SUITS(11),
		VOID_SUITS(12), VOID_SUITS(13), VOID_SUITS(14), VOID_SUITS(15)
	};
#undef VOID_SUITS

	if (st->hidden[seat] == 0)
		return st->held[seat];
	return st->held[seat] | (st->unseen & ~void_suits[st->voids[seat] & 0xf]);
}

/*
 * The clubs the leader may lead to the first trick: its lowest, which
 * is the lowest in play.  In a view, a club of a hidden hand, lower than
 * every club the view places, with no more unseen clubs below it than
 * there are unseen cards aside (with two players).
 */
static hearts_cards
first_lead_legal(const struct hearts_state *st, hearts_cards hand)
{
	hearts_cards	 clubs = suit_cards(HEARTS_CLUBS), known = 0;
	hearts_cards	 ok = 0;
	hearts_card	 low;
	int		 s, aside;

	aside = cards_count(st->unseen);
	for (s = 0; s < st->rules->players; s++) {
		known |= st->held[s];
		aside -= st->hidden[s];
	}
	hand &= clubs;
	/*
	 * By first-lead=any-club, any club of the leader's; the seat is
	 * the leader (st->turn), so it holds the lowest club in play.
	 */
	if (st->rules->first_lead == HEARTS_LEAD_ANY_CLUB)
		return hand;
	if ((low = cards_lowest(known & clubs)) != HEARTS_NO_CARD)
		hand &= (card_bit(low) << 1) - 1;
	for (; hand != 0; hand &= hand - 1)
		if (cards_count(st->unseen & clubs &
		    (card_bit(cards_lowest(hand)) - 1)) <= aside)
			ok |= card_bit(cards_lowest(hand));
	return ok;
}

hearts_cards
hearts_state_legal(const struct hearts_state *st)
{
	hearts_cards	 hand, known, led, safe, stop;

	if (st->phase != HEARTS_PHASE_PLAY || st->turn < 0)
		return 0;
	hand = st->hidden[st->turn] == 0 ? st->held[st->turn] :
	    hearts_state_possible(st, st->turn);
	known = st->held[st->turn];
	if (st->ncards == 0) {
		if (st->trick == 0 &&
		    st->rules->first_lead != HEARTS_LEAD_LEFT_OF_DEALER)
			return first_lead_legal(st, hand);
		/*
		 * No heart while the hand holds a card that stops one (of a
		 * hidden hand, a card known to be there); legal_lead().
		 */
		stop = known & ~HEART_CARDS;
		if (st->rules->hearts_over_queen)
			stop &= ~card_bit(CARD_QS);
		if (!st->broken && !st->rules->hearts_lead_free && stop != 0)
			return hand & ~HEART_CARDS;
		return hand;
	}
	led = suit_cards(card_suit(st->trick_card[st->leader]));
	if ((known & led) != 0)
		return hand & led;
	/* A hidden hand need not follow: it may be void. */
	if (st->hidden[st->turn] != 0)
		return hand;
	/* No points on the first trick, unless the hand holds nothing else. */
	if (st->trick == 0 && !st->rules->first_trick_points &&
	    (safe = hand & ~penalty_cards(st->rules)) != 0)
		return safe;
	return hand;
}

static const char *const suit_names[] = { "clubs", "diamonds", "hearts", "spades" };

/* Why a card the seat holds is not among the legal ones. */
static const char *
why_illegal(const struct hearts_state *st, char *buf, size_t size)
{
	char		 name[HEARTS_CARD_NAME];
	bool		 club_lead = st->ncards == 0 && st->trick == 0 &&
			    st->rules->first_lead != HEARTS_LEAD_LEFT_OF_DEALER;

	if (club_lead && st->rules->first_lead == HEARTS_LEAD_ANY_CLUB)
		return "the first trick is led with a club";
	if (club_lead && st->hidden[st->turn] != 0)
		return "the first trick is led with the lowest club in play";
	if (club_lead) {
		hearts_card_name(hearts_first_lead(st->rules->players,
		    st->held), name);
		snprintf(buf, size, "the first trick is led with the %s",
		    name);
		return buf;
	}
	if (st->ncards == 0)
		return "hearts are not broken";
	if (st->held[st->turn] & suit_cards(card_suit(
	    st->trick_card[st->leader]))) {
		snprintf(buf, size, "you must follow suit (%s)",
		    suit_names[card_suit(st->trick_card[st->leader])]);
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
	if (st->turn < 0)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%s: the view does not say who leads the first trick", name);
	if ((hearts_state_possible(st, st->turn) & card_bit(c)) == 0) {
		if (st->hidden[st->turn] != 0)
			return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
			    "%s: %c cannot hold it", name,
			    hearts_seat_name(st->turn));
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%s: %c does not hold it", name,
		    hearts_seat_name(st->turn));
	}
	hearts_cards_format(hearts_state_legal(st), legal, sizeof(legal));
	return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "%s: %s; legal: %s", name,
	    why_illegal(st, why, sizeof(why)), legal);
}

int
hearts_state_play(struct hearts_state *st, hearts_card c,
    struct hearts_error *e)
{
	if (c < 0 || c > 63 || (c & 15) > 12)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "not a card");
	/* The names and reasons are only worked out for a refusal. */
	if (st->phase != HEARTS_PHASE_PLAY ||
	    (hearts_state_legal_fast(st) & card_bit(c)) == 0)
		return refuse(st, c, e);
	hearts_state_apply(st, c);
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
