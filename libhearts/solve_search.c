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
 * key are in solve_table.h.
 */
#include <limits.h>
#include <string.h>

#include "solve.h"
#include "solve_table.h"

/* Bit 13 of each suit, above its cards; bit 0 of each suit. */
#define SUIT_GUARDS	0x2000200020002000ULL
#define SUIT_ONES	0x0001000100010001ULL
/* Bits 13 to 15 of each suit, where no card is. */
#define SUIT_GUARDS_ALL	0xe000e000e000e000ULL

/*
 * Whether seat s, not on lead, can win no more tricks: in each suit it
 * holds that another seat holds too, its highest card is below all of
 * theirs.  Another seat's lead then beats whatever it follows with, so
 * it never takes a trick, and never leads.  Every suit at once: with a
 * guard above each suit's cards, a suit's lowest card less one borrows
 * only within the suit, so that below marks the cards under the others'
 * lowest in each suit (every card of a suit they are void in).
 */
static inline bool
wins_nothing(const struct pos *p, int s, hearts_cards rest)
{
	hearts_cards	 theirs = (rest & ~p->held[s]) | SUIT_GUARDS;
	hearts_cards	 below = (theirs - SUIT_ONES) & ~theirs;

	return (p->held[s] & ~below) == 0;
}

/*
 * Bounds of seat s's value, on every line of play from the start of the
 * trick (so for every position in it): no more than the points still
 * out, no less than the J♦ still out, and what a moon would give if one
 * is still possible.
 */
static inline void
bounds(const struct hearts_solver *sv, const struct pos *p, int s,
    int *lo, int *hi)
{
	int		 left = p->left, v, l, h;
	int		 jd = sv->jack && (p->rest & card_bit(CARD_JD)) ? -10 : 0;
	bool		 add = sv->rules.moon == HEARTS_MOON_ADD;

	l = jd;
	h = left;
	if (p->ncards == 0 && p->leader != s && wins_nothing(p, s, p->rest))
		l = h = 0;
	if (sv->point_cards != 0 && p->moon != MOON_DEAD) {
		/*
		 * The seat itself shoots: it scores the moon, not its points
		 * (so without it, one point fewer than all those left).
		 */
		if (p->moon == MOON_NONE || p->moon == s) {
			if (left > 0 && h > left - 1)
				h = left - 1;
			v = (add ? 0 : -sv->moon) - sv->moon_in_play + left;
			if (v + jd < l)
				l = v + jd;
			if (v > h)
				h = v;
		}
		/* Another seat shoots: the seat has taken no point card yet. */
		if (p->moon != s) {
			v = add ? sv->moon : 0;
			if (v + jd < l)
				l = v + jd;
			if (v > h)
				h = v;
		}
	}
	*lo = l;
	*hi = h;
}

/* Whether the mover keeps the value down (else it pushes it up). */
static inline bool
minimizes(const struct hearts_solver *sv, int mover)
{
	return (sv->low_seats >> mover) & 1;
}

/*
 * Whether the root seat, keeping the value down, can stop every other
 * seat's moon from the start of a trick, by the hearts alone.  A seat
 * that shoots must win every trick with a heart in it; with one of its
 * own hearts it wins only a trick led in hearts, as the highest heart in
 * it; so each of its m hearts wins its own trick led in hearts.  The
 * root plays its highest heart in every trick led in hearts, and
 * discards a heart, its lowest, only when it holds nothing else, and
 * then it holds as many hearts as the shooter at least (as many cards,
 * and those of the shooter are not all hearts unless the root's are as
 * many).  So in the j'th of those tricks the root plays its j'th heart
 * from the top, for j up to its own count, and the shooter must beat
 * it: its j'th heart from the top must be higher.  If not for some j,
 * that seat cannot shoot.  A bound on the root's best play, not on every
 * line: so valid at the trick's start only, and only for a seat that
 * keeps the value down.
 */
static inline bool
moon_stopped(const struct hearts_solver *sv, const struct pos *p, int stopper,
    unsigned int shooters)
{
	hearts_cards	 mine = p->held[stopper] & HEART_CARDS, a, b;
	hearts_cards	 over_q = suit_cards(HEARTS_SPADES) &
			    ~((card_bit(CARD_QS) << 1) - 1);
	hearts_card	 x, r;
	int		 s;
	bool		 lead_q, lead_h;

	/*
	 * On lead (after the first trick), the stopper leads the Q♠ if no
	 * shooter holds a spade over it, or a heart if hearts may be led
	 * and the shooter has none: the shooter cannot take that trick.
	 */
	lead_q = p->leader == stopper && p->trick > 0 &&
	    (p->held[stopper] & card_bit(CARD_QS)) != 0;
	lead_h = p->leader == stopper && p->trick > 0 && mine != 0 &&
	    (p->broken || (p->held[stopper] & ~HEART_CARDS) == 0);
	if (mine == 0 && !lead_q)
		return false;
	for (s = 0; s < sv->n; s++) {
		if (s == stopper || ((shooters >> s) & 1) == 0)
			continue;
		if (lead_q && (p->held[s] & over_q) == 0)
			continue;
		a = p->held[s] & HEART_CARDS;
		if (a == 0) {
			if (lead_h)
				continue;
			return false;
		}
		for (b = mine; a != 0 && b != 0; a &= ~card_bit(x),
		    b &= ~card_bit(r))
			if ((x = cards_highest(a)) < (r = cards_highest(b)))
				break;
		if (a == 0 || b == 0)
			return false;
	}
	return true;
}

/* Whether a seat that pushes the value up stops the root's own moon. */
static inline bool
root_moon_stopped(const struct hearts_solver *sv, const struct pos *p)
{
	int	 s;

	for (s = 0; s < sv->n; s++)
		if (s != sv->root && !minimizes(sv, s) &&
		    moon_stopped(sv, p, s, 1u << sv->root))
			return true;
	return false;
}

/*
 * The most points the root can still take without a moon: all those left,
 * one fewer where taking them all would be its own.
 */
static inline int
most_points(const struct hearts_solver *sv, const struct pos *p)
{
	return p->left - (p->left > 0 && sv->point_cards != 0 &&
	    (p->moon == MOON_NONE || p->moon == sv->root));
}

void
quick_bounds(const struct hearts_solver *sv, const struct pos *p, int s,
    int *lo, int *hi)
{
	bounds(sv, p, s, lo, hi);
}

/* The cards the seat to move may play: the rules of play.c. */
static inline hearts_cards
legal(const struct pos *p)
{
	hearts_cards	 hand = p->held[p->turn], follow, safe;

	if (p->ncards == 0) {
		if (p->trick == 0)
			return card_bit(cards_lowest(hand &
			    suit_cards(HEARTS_CLUBS)));
		if (!p->broken && (hand & ~HEART_CARDS) != 0)
			return hand & ~HEART_CARDS;
		return hand;
	}
	follow = hand & suit_cards(p->led_suit);
	if (follow != 0)
		return follow;
	if (p->trick == 0 && (safe = hand & ~MOON_CARDS) != 0)
		return safe;
	return hand;
}

/*
 * One card of each run of equivalent cards: a card goes when the next
 * card below it still in play (held, or in the trick), in its suit, is
 * the mover's, a move too, and as many points, neither being the Q♠ or
 * the J♦ (a heart is worth one like every other heart).  Whichever of a
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
	hearts_cards	 gaps = ~p->rest & ~SUIT_GUARDS_ALL, up, next, same;

	same = moves & ~(card_bit(CARD_QS) | (sv->jack ? card_bit(CARD_JD) :
	    0));
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
	p->left = (int8_t)(p->left - moon_points(sv, p->in_trick));
	if (p->in_trick & MOON_CARDS)
		p->moon = (int8_t)(p->moon == MOON_NONE || p->moon == w ? w :
		    MOON_DEAD);
	p->in_trick = 0;
	p->ncards = 0;
	p->trick++;
	p->leader = p->turn = (int8_t)w;
	return w;
}

/* The same for solve.c, out of line. */
hearts_cards
solve_legal(const struct pos *p)
{
	return legal(p);
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
 * What the suit of a lead adds to its place in the order of the moves.
 * The others lead first the suits where every card of the root's beats
 * theirs (it must take the trick unless one of them overtakes it) and
 * last those it is void in (it throws away what it likes).  The root
 * leads last the suits the others are void in (it takes the trick),
 * first a heart under all the others' hearts (it gives a point away),
 * then a spade under the queen that another holds (to bring it out).
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

/*
 * The last trick, every seat's one card forced: seat s's value, and
 * with out every seat's.
 */
static int
last_trick(const struct hearts_solver *sv, const struct pos *p, int s,
    int *out)
{
	hearts_cards	 all = 0, led;
	int		 o, w = p->leader, moon = p->moon, points, v;

	for (o = 0; o < sv->n; o++)
		all |= p->held[o];
	led = all & suit_cards(card_suit(cards_lowest(p->held[p->leader])));
	for (o = 0; o < sv->n; o++)
		if (p->held[o] & card_bit(cards_highest(led)))
			w = o;
	points = trick_points(sv, all);
	if (all & MOON_CARDS)
		moon = moon == MOON_NONE || moon == w ? w : MOON_DEAD;
	v = end_value(sv, moon, s) + (w == s ? points : 0);
	if (out != NULL)
		for (o = 0; o < sv->n; o++)
			out[o] = end_value(sv, moon, o) + (w == o ? points : 0);
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
			return end_value(sv, p->moon, sv->root);
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

	moves = legal(p);
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
	e = tt_slot(sv, i, w, cost_of(sv, spent));
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
				out[s] = end_value(sv, p->moon, s);
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
	for (moves = distinct(sv, p, legal(p)); moves != 0;
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
		e = tt_slot(sv, i, key, cost_of(sv, spent));
		for (s = 0; s < sv->n; s++)
			e->vec[s] = (int8_t)out[s];
	}
}
