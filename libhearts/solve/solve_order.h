/*
 * solve_order.h: the order the solver tries the moves in, private to
 * solve_search.c, for its alpha-beta: best first, so that the first
 * move cuts as often as can be.  A header rather than a file of its
 * own, as solve_table.h: the search calls it at every node.
 */
#ifndef HEARTS_SOLVE_ORDER_H
#define HEARTS_SOLVE_ORDER_H

#include <limits.h>

#include "solve_pos.h"
#include "solve_bounds.h"

/* The cards of a set, highest first or lowest first, from out[n] on. */
static inline int
emit_high(hearts_cards set, hearts_card *out, int n)
{
	hearts_card	 c;

	for (; set != 0; set &= ~card_bit(c))
		out[n++] = c = cards_highest(set);
	return n;
}

static inline int
emit_low(hearts_cards set, hearts_card *out, int n)
{
	for (; set != 0; set &= set - 1)
		out[n++] = cards_lowest(set);
	return n;
}

/*
 * Whether a lead of c surely loses the trick: another seat holds its
 * suit, and only cards over c, so that it must follow over it.
 */
static inline bool
sure_loser(const struct hearts_solver *sv, const struct pos *p, hearts_card c)
{
	hearts_cards	 suit = suit_cards(card_suit(c)), theirs;
	int		 s;

	for (s = 0; s < sv->n; s++)
		if (s != p->turn && (theirs = p->held[s] & suit) != 0 &&
		    cards_lowest(theirs) > c)
			return true;
	return false;
}

/*
 * What the suit of a lead adds to its place in the order of the moves.
 * The others lead first the suits where every card of the root's beats
 * theirs (it must take the trick unless one of them overtakes it) and
 * last those it is void in (it throws away what it likes).  The root
 * leads last the suits the others are void in (it takes the trick),
 * first a heart under all the others' hearts (it gives a point away),
 * then, once no seat can shoot the moon, a card that surely loses the
 * trick (while a moon is open, it would give the trick to the seat that
 * may shoot, or throw away the root's own: 10% more nodes for a whole
 * hand), then a spade under the queen that another holds (to bring it
 * out).
 */
static inline int
lead_bias(const struct hearts_solver *sv, const struct pos *p, hearts_card c,
    bool low)
{
	hearts_cards	 suit = suit_cards(card_suit(c));
	hearts_cards	 mine = p->held[sv->root] & suit;
	hearts_cards	 theirs = p->rest & suit & ~mine;

	if (!low)
		return mine == 0 ? -40 : cards_lowest(mine) > c ? 40 : 0;
	if (theirs == 0)
		return -40;
	if (card_suit(c) == HEARTS_HEARTS && cards_lowest(theirs) > c)
		return 40;
	if ((p->moon == MOON_DEAD || sv->point_cards == 0) &&
	    sure_loser(sv, p, c))
		return 20;
	if (c < CARD_QS && (theirs & card_bit(CARD_QS)) != 0)
		return 10;
	return 0;
}

/*
 * A rough order for the moves, to cut early: the seat counted ducks
 * (the highest card that does not take the trick, its points thrown
 * away when void), the others give it the trick and the points.  Writes
 * the moves best first; returns how many.
 */
static int
order_moves(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards moves, int first, bool grab, hearts_card *out)
{
	int		 key[HEARTS_MAX_TRICKS], n = 0, i, k;
	hearts_card	 c;
	bool		 low = minimizes(sv, p->turn), beats, follows;
	bool		 root_wins;
	hearts_cards	 under;

	root_wins = p->ncards > 0 && p->win_seat == sv->root;
	if (first < 0 && p->ncards > 0 &&
	    (moves & suit_cards(p->led_suit)) != 0) {
		/*
		 * Following suit, the same order by masks, no sort: the cards
		 * under the trick's winner and those over it.
		 */
		under = moves & (card_bit(p->win_card) - 1);
		if (grab) {
			n = emit_high(moves & ~under, out, 0);
			return emit_high(under, out, n);
		}
		if (low || root_wins)
			n = emit_high(under, out, 0);
		else
			n = emit_low(under, out, 0);
		if (low || !root_wins)
			return emit_low(moves & ~under, out, n);
		return emit_high(moves & ~under, out, n);
	}
	for (; moves != 0; moves &= moves - 1) {
		c = cards_lowest(moves);
		follows = p->ncards > 0 && card_suit(c) == p->led_suit;
		beats = p->ncards == 0 || (follows && c > p->win_card);
		k = c & 15;
		if (p->ncards == 0)
			/*
			 * A lead: low cards first for the root, high first
			 * for the others, each by lead_bias() too; high
			 * cards and hearts first for a seat out to take a
			 * point, to stop another's moon.
			 */
			k = grab ? k + (card_bit(c) & HEART_CARDS ? 16 : 0) :
			    (low ? 20 - k : k) + lead_bias(sv, p, c, low);
		else if (!follows)
			/*
			 * A discard: the points away first, then high cards,
			 * the root's from its short suits first (a void to
			 * come lets it throw away more); for a seat out to
			 * stop a moon, points only where they go to another
			 * seat than the one with points.
			 */
			k = 40 + card_points(sv, c) * (grab && low &&
			    (p->moon == MOON_NONE || p->win_seat == p->moon) ?
			    -2 : 2) + k + (low ? 16 - 2 * cards_count(
			    p->held[p->turn] & suit_cards(card_suit(c))) : 0);
		else if (low)
			k = beats ? 20 - k : 40 + k;
		else
			k = root_wins ? (beats ? k : 40 + k) :
			    (beats ? 20 - k : 40 - k);
		if (c == first)
			k = INT_MAX;
		for (i = n; i > 0 && key[i - 1] < k; i--) {
			key[i] = key[i - 1];
			out[i] = out[i - 1];
		}
		key[i] = k;
		out[i] = c;
		n++;
	}
	return n;
}

#endif
