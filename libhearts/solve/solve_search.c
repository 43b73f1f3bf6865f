/*
 * solve_search.c: the solver's search.  Alpha-beta for the seat against
 * the table (and the fewest and most points), max^n for each for
 * itself, over a position with every hand known.
 *
 * What makes it quick is what the bridge double-dummy solvers do: a
 * transposition table of the positions at the start of a trick, by a
 * key that does not see the cards already gone (each hand by the ranks
 * of its cards among those still in play), kept from call to call; one
 * card of each run of equivalent cards (same suit, no card still in play
 * between them, the same points); moves tried in an order that cuts
 * early, the table's best card first; and bounds on what the rest of the
 * hand can still change, to stop before searching.  The table and its
 * key are in solve_table.h, the bounds in solve_bounds.h, the order of
 * the moves in solve_order.h.
 *
 * Where the nodes go (four players, 8 tricks left): nine trick starts in
 * ten end at once (the table, the quick bounds); the cost is the probes
 * near each card's value, the last one above all, which the root wins
 * (its value under t) only after every card of the other seats, and no
 * bound cuts that tree until the points left are under t.  What would
 * shorten it is a sound bound on the points the root surely avoids; no
 * cheap test gave one (the root can be made to take a trick with any
 * card an opponent may duck).  The moon is not the cost at 8 tricks; in
 * a whole hand it is: most trick starts there only show that the root
 * can stop another's moon (moon_stopped() cuts most of them).
 *
 * Tried, measured in nodes (the same on every run) and not kept: a
 * history table of cut-offs for the order (within 1%: the first move
 * already cuts 84% of the time); a full-window search at the root;
 * probes that halve the bounds (the climb has 16% fewer nodes); no table
 * at two tricks left (27% more); tighter bounds inside a trick and on
 * lead (sound, within 2%); partition search, an entry for every position
 * with the same suit lengths and owners of the cards that decide tricks
 * (6% fewer, and only with ways of 16 entries: in Hearts nearly every
 * card decides a trick); enhanced transposition cut-offs (6% fewer nodes,
 * 31% more instructions); the root's killer leads, the others' killers
 * for every card; steps of a quarter of the bounds; the first probe
 * always at the top; no entry for positions found in under 8 nodes; a
 * move hint inside a trick; the table in large pages (madvise(2): 0.15 s
 * of compaction at the first touches); the next trick's bucket
 * prefetched (the same nodes, 1.08 times the CPU); a bound for a root on
 * lead whose every card is under the others' (0.6% fewer at the trick's
 * start, and unsound in bounds(): a lead in a suit the others are void
 * in wins the trick).
 */
#include "solve_pos.h"
#include "solve_table.h"
#include "solve_bounds.h"
#include "solve_order.h"

void
quick_bounds(const struct hearts_solver *sv, const struct pos *p, int s,
    int *lo, int *hi)
{
	bounds(sv, p, s, lo, hi);
}

/* The table's tag for the call, once sv->moon_in_play is known. */
void
solve_key_call(struct hearts_solver *sv)
{
	sv->key_call = tt_call(sv);
}

/* The cards the seat to move may play: the rules of play.c and play.h. */
static inline hearts_cards
legal(const struct hearts_solver *sv, const struct pos *p)
{
	hearts_cards	 hand = p->held[p->turn];

	if (p->ncards == 0) {
		/* Left of the dealer, the first lead is any other lead. */
		if (p->trick != 0 ||
		    sv->rules.first_lead == HEARTS_LEAD_LEFT_OF_DEALER)
			return legal_lead(&sv->rules, hand, p->broken);
		/* The leader holds the lowest club in play. */
		if (sv->rules.first_lead == HEARTS_LEAD_ANY_CLUB)
			return hand & suit_cards(HEARTS_CLUBS);
		return card_bit(cards_lowest(hand & suit_cards(HEARTS_CLUBS)));
	}
	return legal_follow(&sv->rules, hand, suit_cards(p->led_suit),
	    p->trick == 0);
}

/*
 * One card of each run of equivalent cards: a card goes when the next
 * card below it still in play (held, or in the trick), in its suit, is
 * the mover's, a move too, and as many points, neither being the Q♠,
 * the J♦ where it counts, or the K♠ and A♠ of penalty-spades (sv->alone:
 * a heart is worth one like every other heart).  Whichever of a
 * run is played, the rest of the hand goes the same way, so one stands
 * for all: its lowest.  Every move at once, without a loop: each move's
 * bit one place up, carried over the places of cards no longer in play
 * (adding a run of ones carries to its end), lands on the next card in
 * play above the move, or on the guard above its suit.  The moves so
 * reached have a move just under them.
 */
static inline hearts_cards
distinct(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards moves)
{
	hearts_cards	 gaps, up, next, same;

	/*
	 * The cards already in the trick leave with it: only the card that
	 * holds it parts a run (a card under it and one over it do not take
	 * the trick alike).
	 */
	gaps = ~(p->rest & ~(p->in_trick & ~card_bit(p->win_card))) &
	    ~SUIT_GUARDS_ALL;

	same = moves & ~sv->alone;
	up = same << 1;
	next = (up & ~gaps) | (((up & gaps) + gaps) & ~gaps);
	return moves & ~(next & same);
}

/* Plays a card; returns the trick's winner once it is complete, else -1. */
static HEARTS_HOT int
play(const struct hearts_solver *sv, struct pos *p, hearts_card c,
    int *points)
{
	hearts_cards	 bit = card_bit(c);
	int		 t = p->turn, w;
	bool		 beats;

	p->held[t] &= ~bit;
	p->in_trick |= bit;
	if (p->ncards == 0) {
		p->led_suit = (int8_t)card_suit(c);
		p->win_seat = (int8_t)t;
		p->win_card = (int8_t)c;
	} else {
		/* Without branches: which card wins is the least foreseeable. */
		beats = (card_suit(c) == p->led_suit) & (c > p->win_card);
		p->win_seat = (int8_t)(beats ? t : p->win_seat);
		p->win_card = (int8_t)(beats ? c : p->win_card);
	}
	p->broken |= (bit & sv->breaks) != 0;
	p->turn = (int8_t)(t + 1 == sv->n ? 0 : t + 1);
	if (++p->ncards < sv->n)
		return -1;
	w = p->win_seat;
	*points = trick_points(sv, p->in_trick);
	p->rest &= ~p->in_trick;
	p->left = (int8_t)(p->left - penalty_points(sv, p->in_trick));
	if (p->in_trick & sv->moon_cards)
		p->moon = (int8_t)(p->moon == MOON_NONE || p->moon == w ? w :
		    MOON_DEAD);
	p->in_trick = 0;
	p->ncards = 0;
	p->trick++;
	p->took |= (uint8_t)(1u << w);
	p->leader = p->turn = (int8_t)w;
	return w;
}

/* The same for solve.c, out of line. */
hearts_cards
solve_legal(const struct hearts_solver *sv, const struct pos *p)
{
	return legal(sv, p);
}

hearts_cards
solve_distinct(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards moves)
{
	return distinct(sv, p, moves);
}

int
solve_play(const struct hearts_solver *sv, struct pos *p, hearts_card c,
    int *points)
{
	return play(sv, p, c, points);
}

/*
 * The last trick, every seat's one card forced: seat s's value, and
 * with out every seat's.
 */
static int
last_trick(const struct hearts_solver *sv, const struct pos *p, int s,
    int *out)
{
	hearts_cards	 all = 0, led;
	unsigned int	 took;
	int		 o, w = p->leader, moon = p->moon, points, v;

	for (o = 0; o < sv->n; o++)
		all |= p->held[o];
	led = all & suit_cards(card_suit(cards_lowest(p->held[p->leader])));
	for (o = 0; o < sv->n; o++)
		if (p->held[o] & card_bit(cards_highest(led)))
			w = o;
	points = trick_points(sv, all);
	if (all & sv->moon_cards)
		moon = moon == MOON_NONE || moon == w ? w : MOON_DEAD;
	took = p->took | 1u << w;
	v = end_value(sv, moon, took, s) + (w == s ? points : 0);
	if (out != NULL)
		for (o = 0; o < sv->n; o++)
			out[o] = end_value(sv, moon, took, o) +
			    (w == o ? points : 0);
	return v;
}

/* Counts a node; false once the budget is spent. */
static inline bool
spend(struct hearts_solver *sv)
{
	if (sv->nodes >= sv->budget) {
		sv->aborted = true;
		return false;
	}
	sv->nodes++;
	return true;
}

static int	 trick_start(struct hearts_solver *, struct pos *, int, int, int,
	    int);
static int	 search_moves(struct hearts_solver *, const struct pos *, int, int,
	    int, int *);

/*
 * The root seat's value of a position, fail-soft.  Inside a trick, the
 * bounds found at its start, then the moves; at its start, the end of
 * the hand, the quick bounds, then trick_start().  Inline in the loop of
 * the moves, whose children are most of them inside a trick or cut at
 * its start.
 */
static HEARTS_HOT int
inside(struct hearts_solver *sv, struct pos *p, int alpha, int beta)
{
	int		 best, lo, hi, jd;
	hearts_cards	 lead;

	if (!spend(sv))
		return 0;
	if (p->ncards == 0) {
		lead = p->held[p->leader];
		if (lead == 0)
			return end_value(sv, p->moon, p->took, sv->root);
		if ((lead & (lead - 1)) == 0)
			return last_trick(sv, p, sv->root, NULL);
		bounds(sv, p, sv->root, &lo, &hi);
		p->lo = (int8_t)lo;
		p->hi = (int8_t)hi;
		if (lo >= beta || lo == hi)
			return lo;
		if (hi <= alpha)
			return hi;
		/*
		 * Only another's moon lifts the bound over alpha: the root
		 * stops it (the trick's own bounds stay those of every line).
		 */
		if (most_points(sv, p) <= alpha && minimizes(sv, sv->root) &&
		    moon_stopped(sv, p, sv->root, (p->moon == MOON_NONE ?
		    0x1fu : 1u << p->moon) & ~(1u << sv->root)))
			return most_points(sv, p);
		/*
		 * And only the root's own moon keeps the bound under beta:
		 * another stops it.
		 */
		if (p->moon == sv->root && (jd = sv->jack && (p->rest &
		    card_bit(CARD_JD)) ? -10 : 0) >= beta &&
		    root_moon_stopped(sv, p))
			return jd;
		return trick_start(sv, p, alpha, beta, lo, hi);
	}
	if (p->lo >= beta || p->lo == p->hi)
		return p->lo;
	if (p->hi <= alpha)
		return p->hi;
	return search_moves(sv, p, alpha, beta, -1, &best);
}

/*
 * The moves in order for a seat that keeps the value down (low) or
 * pushes it up, fail-soft: inline with low a constant, so that each
 * side's loop has no branch on the side, and the best kept without one.
 */
static HEARTS_HOT int
try_moves(struct hearts_solver *sv, const struct pos *p, int alpha,
    int beta, const hearts_card *order, int n, int *bestcard, const bool low)
{
	struct pos	 q;
	int		 i, v, best, w, points = 0, delta, card = -1;
	bool		 better;

	best = low ? VALUE_INF : -VALUE_INF;
	for (i = 0; i < n; i++) {
		q = *p;
		w = play(sv, &q, order[i], &points);
		delta = w == sv->root ? points : 0;
		v = delta + inside(sv, &q, alpha - delta, beta - delta);
		if (sv->aborted)
			return 0;
		better = low ? v < best : v > best;
		best = better ? v : best;
		card = better ? order[i] : card;
		if (low ? best <= alpha : best >= beta) {
			if (!low && p->ncards == 0)
				sv->killer[p->turn][p->trick] = (int8_t)order[i];
			break;
		}
		if (low)
			beta = best < beta ? best : beta;
		else
			alpha = best > alpha ? best : alpha;
	}
	*bestcard = card;
	return best;
}

/*
 * Alpha-beta over the moves of the seat to move: the root seat's value
 * of the position, fail-soft (outside (alpha, beta) a bound on it).
 * The card that decided it goes to *bestcard.
 */
static int
search_moves(struct hearts_solver *sv, const struct pos *p, int alpha,
    int beta, int first, int *bestcard)
{
	hearts_card	 order[HEARTS_MAX_TRICKS];
	hearts_cards	 moves;
	int		 n;

	moves = legal(sv, p);
	/*
	 * The others' lead: the one that cut last in this trick of the hand
	 * (the killer heuristic), when no entry of the table gives one.
	 */
	if (first < 0 && p->ncards == 0 && !minimizes(sv, p->turn) &&
	    (moves & card_bit(sv->killer[p->turn][p->trick])) != 0)
		first = sv->killer[p->turn][p->trick];
	/* A forced card (often, following suit) needs no order. */
	if ((moves & (moves - 1)) == 0) {
		order[0] = cards_lowest(moves);
		n = 1;
	} else
		n = order_moves(sv, p, distinct(sv, p, moves), first,
		    minimizes(sv, p->turn) && most_points(sv, p) <= alpha &&
		    p->moon != MOON_DEAD && p->moon != sv->root &&
		    sv->point_cards != 0 && sv->rules.moon == HEARTS_MOON_ADD,
		    order);
	if (minimizes(sv, p->turn))
		return try_moves(sv, p, alpha, beta, order, n, bestcard, true);
	return try_moves(sv, p, alpha, beta, order, n, bestcard, false);
}

int
solve_search(struct hearts_solver *sv, struct pos *p, int alpha, int beta)
{
	return inside(sv, p, alpha, beta);
}

/*
 * What a position cost to find, for the table to keep the costliest: the
 * bits of the nodes its search took (so a rough log of its size).
 */
static inline int
cost_of(const struct hearts_solver *sv, long since)
{
	return 64 - __builtin_clzl((unsigned long)(sv->nodes - since) | 1);
}

/*
 * At the start of a trick, past the quick bounds lo and hi: the table,
 * then the moves.
 */
static int
trick_start(struct hearts_solver *sv, struct pos *p, int alpha, int beta,
    int lo, int hi)
{
	struct tt_entry	*e;
	hearts_cards	 rest;
	uint64_t	 k[4], w[3];
	size_t		 i;
	int		 v, first = -1, best;
	long		 spent;

	rest = remaining(sv, p);
	tt_key(sv, p, rest, k, w);
	i = tt_index(sv, w);
	if ((e = tt_find(sv, i, w)) != NULL) {
		if (e->lo > lo)
			lo = e->lo;
		if (e->hi < hi)
			hi = e->hi;
		if (e->best != 0xff)
			first = cards_nth(rest, e->best);
		if (lo >= beta || lo == hi)
			return lo;
		if (hi <= alpha)
			return hi;
	}
	p->key = k;
	p->key_rest = rest;
	spent = sv->nodes;
	v = search_moves(sv, p, alpha, beta, first, &best);
	if (sv->aborted)
		return 0;
	e = tt_slot(sv, w, cost_of(sv, spent));
	if (v <= alpha) {
		if (v < e->hi)
			e->hi = (int8_t)v;
	} else if (v >= beta) {
		if (v > e->lo)
			e->lo = (int8_t)v;
	} else
		e->lo = e->hi = (int8_t)v;
	if (best >= 0)
		e->best = (uint8_t)rank_in(rest, best);
	return v;
}

/*
 * Each for itself: whether the mover prefers the outcome a to b (values
 * of every seat).  Its own points first, fewer better; on a tie, more
 * points to the root seat (the others assume the worst for the seat
 * that asks); then the lower points seat by seat from N.  A total
 * order, so that the outcome chosen does not hang on the order of the
 * moves.
 */
bool
solve_prefers(const struct hearts_solver *sv, int mover, const int *a,
    const int *b)
{
	int	 s;

	if (a[mover] != b[mover])
		return a[mover] < b[mover];
	if (a[sv->root] != b[sv->root])
		return a[sv->root] > b[sv->root];
	for (s = 0; s < sv->n; s++)
		if (a[s] != b[s])
			return a[s] < b[s];
	return false;
}

/* Max^n: every seat's value of the position, each seat for itself. */
void
solve_maxn(struct hearts_solver *sv, const struct pos *p, int *out)
{
	struct tt_entry	*e = NULL;
	struct pos	 q, start;
	hearts_cards	 moves, rest = 0;
	uint64_t	 k[4], key[3];
	size_t		 i = 0;
	int		 s, w, points = 0, v[HEARTS_MAX_PLAYERS];
	long		 spent = sv->nodes;
	bool		 any = false;

	if (!spend(sv))
		return;
	if (p->ncards == 0) {
		if (p->held[p->leader] == 0) {
			for (s = 0; s < sv->n; s++)
				out[s] = end_value(sv, p->moon, p->took, s);
			return;
		}
		if ((p->held[p->leader] & (p->held[p->leader] - 1)) == 0) {
			(void)last_trick(sv, p, 0, out);
			return;
		}
		rest = remaining(sv, p);
		tt_key(sv, p, rest, k, key);
		i = tt_index(sv, key);
		if ((e = tt_find(sv, i, key)) != NULL) {
			for (s = 0; s < sv->n; s++)
				out[s] = e->vec[s];
			return;
		}
	}
	if (p->ncards == 0) {
		/* The key of the trick's start for the next one (a copy). */
		start = *p;
		start.key = k;
		start.key_rest = rest;
		p = &start;
	}
	for (moves = distinct(sv, p, legal(sv, p)); moves != 0;
	    moves &= moves - 1) {
		q = *p;
		w = play(sv, &q, cards_lowest(moves), &points);
		solve_maxn(sv, &q, v);
		if (sv->aborted)
			return;
		if (w >= 0)
			v[w] += points;
		if (!any || solve_prefers(sv, p->turn, v, out)) {
			for (s = 0; s < sv->n; s++)
				out[s] = v[s];
			any = true;
		}
	}
	if (p->ncards == 0) {
		e = tt_slot(sv, key, cost_of(sv, spent));
		for (s = 0; s < sv->n; s++)
			e->vec[s] = (int8_t)out[s];
	}
}
