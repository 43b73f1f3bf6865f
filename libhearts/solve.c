/*
 * solve.c: the perfect-information solver.  Every hand known, the rest
 * of a hand played out exactly: each card's value for the seat to move,
 * the seat against the table (alpha-beta: the seat keeps its points low,
 * every other seat plays to raise them), each for itself (max^n), or the
 * fewest and the most points any play of the hand gives a seat.
 *
 * What makes it quick is what the bridge double-dummy solvers do: a
 * transposition table of the positions at the start of a trick, kept
 * from call to call; one card of each run of equivalent cards (same
 * suit, no card still in play between them, the same points); moves
 * tried in an order that cuts early; and bounds on what the rest of
 * the hand can still change, to stop before searching.
 *
 * A value below is the seat's points still to come, its final score for
 * the hand less what it has taken so far: with the moon in the game the
 * final score is no sum of tricks, but this difference depends only on
 * the cards still held and on who has taken every point card so far (if
 * one seat has), so a position keeps it in the table whatever the tricks
 * before it.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* Who has taken the point cards so far: a seat, nobody, or two seats. */
#define MOON_NONE	5
#define MOON_DEAD	6

#define VALUE_INF	1000

/* The position in the search: the state with only what the play needs. */
struct pos {
	hearts_cards	 held[HEARTS_MAX_PLAYERS];
	hearts_cards	 in_trick;
	int8_t		 leader;
	int8_t		 turn;
	int8_t		 ncards;	/* cards in the trick */
	int8_t		 led_suit;
	int8_t		 win_seat;	/* holding the trick so far */
	int8_t		 win_card;
	int8_t		 moon;		/* who has every point card taken */
	int8_t		 trick;		/* tricks completed */
	bool		 broken;
};

/*
 * An entry of the table: a position at the start of a trick, and what
 * is known of its value for one seat and one kind of value.
 */
struct tt_entry {
	hearts_cards	 held[HEARTS_MAX_PLAYERS];
	uint16_t	 gen;		/* 0: empty; else the rules' generation */
	uint32_t	 tag;		/* leader, moon, broken, seat, kind, ... */
	int8_t		 lo, hi;	/* bounds of the value (alpha-beta) */
	int8_t		 vec[HEARTS_MAX_PLAYERS];	/* max^n: every seat's */
	uint8_t		 best;		/* the card that decided it */
	uint8_t		 cards;		/* cards left: what it cost to find */
};

struct hearts_solver {
	struct tt_entry	*tt;
	size_t		 mask;		/* entries - 1; a power of two */
	uint16_t	 gen;
	bool		 have_rules;
	struct hearts_rules rules;	/* of the table's entries */
	/* The call under way. */
	long		 nodes;
	long		 budget;	/* nodes; 0: none */
	bool		 aborted;
	int		 n;
	int		 root;		/* the seat whose points are counted */
	enum hearts_solve_kind kind;
	int		 queen;		/* the Q♠'s points */
	int		 moon;		/* what a moon is worth */
	int		 moon_in_play;	/* the points of the hand */
	bool		 jack;		/* the J♦ counts */
	bool		 queen_breaks;
	hearts_cards	 point_cards;	/* the moon's cards in play */
};

/* The hearts and the Q♠ of a set, in points. */
static inline int
moon_points(const struct hearts_solver *sv, hearts_cards set)
{
	return cards_count(set & HEART_CARDS) +
	    ((set >> CARD_QS) & 1) * sv->queen;
}

/* Every point, the J♦ with them. */
static inline int
trick_points(const struct hearts_solver *sv, hearts_cards set)
{
	return moon_points(sv, set) -
	    (sv->jack ? (int)((set >> CARD_JD) & 1) * 10 : 0);
}

/* What seat s scores when seat shooter takes the moon (J♦ apart). */
static inline int
moon_score(const struct hearts_solver *sv, int shooter, int s)
{
	if (sv->rules.moon == HEARTS_MOON_ADD)
		return s == shooter ? 0 : sv->moon;
	return s == shooter ? -sv->moon : 0;
}

/*
 * The value for seat s once every card is played: what the moon changes.
 * Without a moon, nothing is left to come; with one, the seat scores the
 * moon's figure instead of the points it took.
 */
static inline int
end_value(const struct hearts_solver *sv, int moon, int s)
{
	if (moon >= MOON_NONE)
		return 0;
	return moon_score(sv, moon, s) - (moon == s ? sv->moon_in_play : 0);
}

static hearts_cards
remaining(const struct hearts_solver *sv, const struct pos *p)
{
	hearts_cards	 all = p->in_trick;
	int		 s;

	for (s = 0; s < sv->n; s++)
		all |= p->held[s];
	return all;
}

/*
 * Whether seat s, not on lead, can win no more tricks: in each suit it
 * holds that another seat holds too, its highest card is below all of
 * theirs.  Another seat's lead then beats whatever it follows with, so
 * it never takes a trick, and never leads.
 */
static bool
wins_nothing(const struct hearts_solver *sv, const struct pos *p, int s,
    hearts_cards rest)
{
	hearts_cards	 mine, theirs;
	int		 suit;

	(void)sv;
	for (suit = 0; suit < 4; suit++) {
		mine = p->held[s] & suit_cards(suit);
		theirs = rest & ~p->held[s] & suit_cards(suit);
		if (mine != 0 && theirs != 0 &&
		    cards_highest(mine) > cards_lowest(theirs))
			return false;
	}
	return true;
}

/*
 * Bounds of seat s's value at the start of a trick, before any search:
 * no more than the points still out, no less than the J♦ still out,
 * and what a moon would give if one is still possible.
 */
static void
quick_bounds(const struct hearts_solver *sv, const struct pos *p, int s,
    int *lo, int *hi)
{
	hearts_cards	 rest = remaining(sv, p);
	int		 left = moon_points(sv, rest), v, o;
	int		 jd = sv->jack && (rest & card_bit(CARD_JD)) ? -10 : 0;

	*lo = jd;
	*hi = left;
	if (p->ncards == 0 && p->leader != s && wins_nothing(sv, p, s, rest))
		*lo = *hi = 0;
	if (sv->point_cards == 0 || p->moon == MOON_DEAD)
		return;
	/* The seat itself shoots: it scores the moon, not what it took. */
	if (p->moon == MOON_NONE || p->moon == s) {
		v = moon_score(sv, s, s) - sv->moon_in_play + left;
		if (v + jd < *lo)
			*lo = v + jd;
		if (v > *hi)
			*hi = v;
	}
	/* Another seat shoots: the seat has taken no point card yet. */
	for (o = 0; o < sv->n; o++) {
		if (o == s || (p->moon != MOON_NONE && p->moon != o))
			continue;
		v = moon_score(sv, o, s);
		if (v + jd < *lo)
			*lo = v + jd;
		if (v > *hi)
			*hi = v;
		break;
	}
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
 * card above it still in play, in its suit, is the mover's and as many
 * points.  Whichever of a run is played, the rest of the hand goes the
 * same way, so one stands for all.
 */
static hearts_cards
distinct(const struct hearts_solver *sv, const struct pos *p, hearts_cards moves)
{
	hearts_cards	 rest = remaining(sv, p), keep = 0, above, special;
	hearts_card	 c, next;

	special = card_bit(CARD_QS) | (sv->jack ? card_bit(CARD_JD) : 0);
	for (; moves != 0; moves &= moves - 1) {
		c = cards_lowest(moves);
		above = rest & suit_cards(card_suit(c)) &
		    ~((card_bit(c) << 1) - 1);
		next = cards_lowest(above);
		if (next == HEARTS_NO_CARD || (moves & card_bit(next)) == 0 ||
		    ((card_bit(c) | card_bit(next)) & special) != 0)
			keep |= card_bit(c);
	}
	return keep;
}

/* Plays a card; returns the trick's winner once it is complete, else -1. */
static inline int
play(const struct hearts_solver *sv, struct pos *p, hearts_card c,
    int *points)
{
	hearts_cards	 bit = card_bit(c);
	int		 t = p->turn, w;

	p->held[t] &= ~bit;
	p->in_trick |= bit;
	if (p->ncards == 0) {
		p->led_suit = (int8_t)card_suit(c);
		p->win_seat = (int8_t)t;
		p->win_card = (int8_t)c;
	} else if (card_suit(c) == p->led_suit && c > p->win_card) {
		p->win_seat = (int8_t)t;
		p->win_card = (int8_t)c;
	}
	if ((bit & HEART_CARDS) || (c == CARD_QS && sv->queen_breaks))
		p->broken = true;
	p->turn = (int8_t)(t + 1 == sv->n ? 0 : t + 1);
	if (++p->ncards < sv->n)
		return -1;
	w = p->win_seat;
	*points = trick_points(sv, p->in_trick);
	if (p->in_trick & MOON_CARDS)
		p->moon = (int8_t)(p->moon == MOON_NONE || p->moon == w ? w :
		    MOON_DEAD);
	p->in_trick = 0;
	p->ncards = 0;
	p->trick++;
	p->leader = p->turn = (int8_t)w;
	return w;
}

/* The table's slot for a position, and the tag that goes with it. */
/*
 * The key of a position at the start of a trick: each hand's cards by
 * their rank among the cards still in play in their suit (two positions
 * that differ only in the cards already gone are one), in k; where the
 * Q♠ and the J♦ stand among them, the points of the hand, the leader,
 * who has taken the points so far, whether hearts are broken, the seat
 * and the kind of value, in the tag.
 */
static inline uint32_t
tt_key(const struct hearts_solver *sv, const struct pos *p, struct pos *k)
{
	hearts_cards	 rest = 0, bit;
	unsigned int	 qs = 15, jd = 15;
	int		 o, suit, rank;

	for (o = 0; o < sv->n; o++) {
		rest |= p->held[o];
		k->held[o] = 0;
	}
	for (suit = 0; suit < 4; suit++) {
		rank = 16 * suit;
		for (bit = rest & suit_cards(suit); bit != 0; bit &= bit - 1) {
			hearts_card c = cards_lowest(bit);

			for (o = 0; (p->held[o] & card_bit(c)) == 0; o++)
				continue;
			k->held[o] |= card_bit(rank);
			if (c == CARD_QS)
				qs = (unsigned int)(rank & 15);
			if (c == CARD_JD && sv->jack)
				jd = (unsigned int)(rank & 15);
			rank++;
		}
	}
	return (uint32_t)p->leader | (uint32_t)p->moon << 3 |
	    (uint32_t)p->broken << 6 | (uint32_t)sv->root << 7 |
	    (uint32_t)sv->kind << 10 | qs << 12 | jd << 16 |
	    (uint32_t)sv->moon_in_play << 20;
}

static inline size_t
tt_index(const struct hearts_solver *sv, const struct pos *p, uint32_t tag)
{
	uint64_t	 h = (tag + 1) * 0x9e3779b97f4a7c15ULL;
	int		 s;

	for (s = 0; s < sv->n; s++) {
		h ^= p->held[s] + 0x632be59bd9b4e019ULL * (uint64_t)(s + 1);
		h *= 0xbf58476d1ce4e5b9ULL;
		h ^= h >> 31;
	}
	return (size_t)h & sv->mask & ~(size_t)1;
}

static inline bool
tt_same(const struct hearts_solver *sv, const struct tt_entry *e,
    const struct pos *p, uint32_t tag)
{
	int	 s;

	if (e->gen != sv->gen || e->tag != tag)
		return false;
	for (s = 0; s < sv->n; s++)
		if (e->held[s] != p->held[s])
			return false;
	return true;
}

/* The entry of a position, or NULL. */
static struct tt_entry *
tt_find(struct hearts_solver *sv, const struct pos *p, uint32_t tag)
{
	struct tt_entry	*e = &sv->tt[tt_index(sv, p, tag)];

	if (tt_same(sv, &e[0], p, tag))
		return &e[0];
	if (tt_same(sv, &e[1], p, tag))
		return &e[1];
	return NULL;
}

/*
 * The entry to write a position into: its own, or in its pair the one
 * that cost less to find (the first keeps the larger positions, the
 * second takes whatever comes).
 */
static struct tt_entry *
tt_slot(struct hearts_solver *sv, const struct pos *p, uint32_t tag)
{
	struct tt_entry	*e = &sv->tt[tt_index(sv, p, tag)];
	int		 cards = cards_count(remaining(sv, p)), s;
	struct tt_entry	*w;

	if (tt_same(sv, &e[0], p, tag))
		return &e[0];
	if (tt_same(sv, &e[1], p, tag))
		return &e[1];
	w = e[0].gen != sv->gen || e[0].cards <= cards ? &e[0] : &e[1];
	if (w == &e[0] && e[0].gen == sv->gen)
		e[1] = e[0];
	memset(w, 0, sizeof(*w));
	for (s = 0; s < sv->n; s++)
		w->held[s] = p->held[s];
	w->gen = sv->gen;
	w->tag = tag;
	w->cards = (uint8_t)cards;
	w->lo = -127;
	w->hi = 127;
	w->best = 0xff;
	return w;
}

/* Whether the mover keeps the value down (else it pushes it up). */
static inline bool
minimizes(const struct hearts_solver *sv, int mover)
{
	switch (sv->kind) {
	case HEARTS_SOLVE_LEAST:
		return true;
	case HEARTS_SOLVE_MOST:
		return false;
	default:
		return mover == sv->root;
	}
}

/*
 * A rough order for the moves, to cut early: the seat counted ducks
 * (the highest card that does not take the trick, its points thrown
 * away when void), the others give it the trick and the points.  Writes
 * the moves best first; returns how many.
 */
static int
order_moves(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards moves, int first, hearts_card *out)
{
	int		 key[HEARTS_MAX_TRICKS], n = 0, i, k;
	hearts_card	 c;
	bool		 low = minimizes(sv, p->turn), beats, follows;
	bool		 root_wins;

	root_wins = p->ncards > 0 && p->win_seat == sv->root;
	for (; moves != 0; moves &= moves - 1) {
		c = cards_lowest(moves);
		follows = p->ncards > 0 && card_suit(c) == p->led_suit;
		beats = p->ncards == 0 || (follows && c > p->win_card);
		k = c & 15;
		if (p->ncards == 0)
			/* A lead: low cards first, for either side. */
			k = 20 - k;
		else if (!follows)
			/* A discard: the points away first, then high cards. */
			k = 40 + trick_points(sv, card_bit(c)) * 2 + k;
		else if (low)
			k = beats ? 20 - k : 40 + k;
		else
			k = root_wins ? (beats ? k : 40 + k) : (beats ? 20 - k : 40 - k);
		if (c == first)
			k = 1000;
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

static int search(struct hearts_solver *, const struct pos *, int, int);

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
	struct pos	 q;
	int		 i, n, v, best, w, points = 0, delta;
	bool		 low = minimizes(sv, p->turn);

	n = order_moves(sv, p, distinct(sv, p, legal(p)), first, order);
	best = low ? VALUE_INF : -VALUE_INF;
	*bestcard = -1;
	for (i = 0; i < n; i++) {
		q = *p;
		w = play(sv, &q, order[i], &points);
		delta = w == sv->root ? points : 0;
		v = delta + search(sv, &q, alpha - delta, beta - delta);
		if (sv->aborted)
			return 0;
		if (low ? v < best : v > best) {
			best = v;
			*bestcard = order[i];
		}
		if (low ? best <= alpha : best >= beta)
			break;
		if (low && best < beta)
			beta = best;
		if (!low && best > alpha)
			alpha = best;
	}
	return best;
}

/* Counts a node; false once the budget is spent. */
static inline bool
spend(struct hearts_solver *sv)
{
	if (sv->budget > 0 && ++sv->nodes > sv->budget) {
		sv->aborted = true;
		return false;
	}
	if (sv->budget <= 0)
		sv->nodes++;
	return true;
}

/*
 * The root seat's value of a position, fail-soft.  At the start of a
 * trick: the end of the hand, the quick bounds, then the table.
 */
static int
search(struct hearts_solver *sv, const struct pos *p, int alpha, int beta)
{
	struct tt_entry	*e;
	struct pos	 key;
	uint32_t	 tag;
	int		 lo, hi, v, first = -1, best;

	if (!spend(sv))
		return 0;
	if (p->ncards != 0) {
		quick_bounds(sv, p, sv->root, &lo, &hi);
		if (lo >= beta || lo == hi)
			return lo;
		if (hi <= alpha)
			return hi;
		return search_moves(sv, p, alpha, beta, -1, &best);
	}
	if (p->held[p->leader] == 0)
		return end_value(sv, p->moon, sv->root);
	if ((p->held[p->leader] & (p->held[p->leader] - 1)) == 0)
		return last_trick(sv, p, sv->root, NULL);
	quick_bounds(sv, p, sv->root, &lo, &hi);
	tag = tt_key(sv, p, &key);
	if ((e = tt_find(sv, &key, tag)) != NULL) {
		if (e->lo > lo)
			lo = e->lo;
		if (e->hi < hi)
			hi = e->hi;
		first = e->best == 0xff ? -1 : e->best;
	}
	if (lo >= beta || lo == hi)
		return lo;
	if (hi <= alpha)
		return hi;
	v = search_moves(sv, p, alpha, beta, first, &best);
	if (sv->aborted)
		return 0;
	e = tt_slot(sv, &key, tag);
	if (v <= alpha) {
		if (v < e->hi)
			e->hi = (int8_t)v;
	} else if (v >= beta) {
		if (v > e->lo)
			e->lo = (int8_t)v;
	} else
		e->lo = e->hi = (int8_t)v;
	e->best = (uint8_t)best;
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
static bool
prefers(const struct hearts_solver *sv, int mover, const int *a,
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
static void
maxn(struct hearts_solver *sv, const struct pos *p, int *out)
{
	struct tt_entry	*e = NULL;
	struct pos	 q, key;
	hearts_cards	 moves;
	uint32_t	 tag = 0;
	int		 s, w, points = 0, v[HEARTS_MAX_PLAYERS];
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
		tag = tt_key(sv, p, &key);
		if ((e = tt_find(sv, &key, tag)) != NULL) {
			for (s = 0; s < sv->n; s++)
				out[s] = e->vec[s];
			return;
		}
	}
	for (moves = distinct(sv, p, legal(p)); moves != 0;
	    moves &= moves - 1) {
		q = *p;
		w = play(sv, &q, cards_lowest(moves), &points);
		maxn(sv, &q, v);
		if (sv->aborted)
			return;
		if (w >= 0)
			v[w] += points;
		if (!any || prefers(sv, p->turn, v, out)) {
			for (s = 0; s < sv->n; s++)
				out[s] = v[s];
			any = true;
		}
	}
	if (p->ncards == 0) {
		e = tt_slot(sv, &key, tag);
		for (s = 0; s < sv->n; s++)
			e->vec[s] = (int8_t)out[s];
	}
}

struct hearts_solver *
hearts_solver_new(size_t bytes, struct hearts_error *e)
{
	struct hearts_solver *sv;
	size_t		 entries = 2;

	if (bytes < HEARTS_SOLVE_MEMORY_MIN) {
		hearts_fail(e, HEARTS_ERR_NOMEM, 0, "the solver needs at least "
		    "%zu bytes of memory", (size_t)HEARTS_SOLVE_MEMORY_MIN);
		return NULL;
	}
	while (entries <= bytes / sizeof(struct tt_entry) / 2)
		entries *= 2;
	if ((sv = calloc(1, sizeof(*sv))) == NULL ||
	    (sv->tt = calloc(entries, sizeof(struct tt_entry))) == NULL) {
		free(sv);
		hearts_fail(e, HEARTS_ERR_NOMEM, 0, "out of memory for the "
		    "solver's table");
		return NULL;
	}
	sv->mask = entries - 1;
	sv->gen = 1;
	return sv;
}

void
hearts_solver_free(struct hearts_solver *sv)
{
	if (sv == NULL)
		return;
	free(sv->tt);
	free(sv);
}

size_t
hearts_solver_memory(const struct hearts_solver *sv)
{
	return (sv->mask + 1) * sizeof(struct tt_entry) + sizeof(*sv);
}

/*
 * Sets the solver up for the rules and the seat: the table's entries
 * stay while the rules that scored them do.
 */
static void
setup(struct hearts_solver *sv, const struct hearts_rules *r, int root,
    enum hearts_solve_kind kind, long budget)
{
	if (!sv->have_rules || sv->rules.players != r->players ||
	    sv->rules.queen_breaks_hearts != r->queen_breaks_hearts ||
	    sv->rules.moon != r->moon ||
	    sv->rules.jack_of_diamonds != r->jack_of_diamonds) {
		if (sv->have_rules && ++sv->gen == 0) {
			memset(sv->tt, 0, (sv->mask + 1) * sizeof(*sv->tt));
			sv->gen = 1;
		}
		sv->rules = *r;
		sv->have_rules = true;
	}
	sv->n = r->players;
	sv->root = root;
	sv->kind = kind;
	sv->budget = budget;
	sv->nodes = 0;
	sv->aborted = false;
	sv->queen = hearts_queen_points(r->players);
	sv->moon = hearts_moon_points(r->players);
	sv->jack = r->jack_of_diamonds;
	sv->queen_breaks = r->queen_breaks_hearts;
}

/* The position of a whole state, and what each seat has taken so far. */
static int
position(struct hearts_solver *sv, const struct hearts_state *st,
    struct pos *p, int *past, struct hearts_error *e)
{
	hearts_cards	 all = st->in_trick, led;
	int		 s, takers = 0, taker = MOON_NONE;

	if (st->unseen != 0)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "the solver "
		    "needs every hand, and this is a seat's view");
	for (s = 0; s < st->rules->players; s++)
		if (st->hidden[s] != 0)
			return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "the "
			    "solver needs every hand, and %c's is hidden",
			    hearts_seat_name(s));
	if (st->phase != HEARTS_PHASE_PLAY || st->turn < 0)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "%s",
		    st->phase == HEARTS_PHASE_PASS ? "the cards are not "
		    "passed yet: nothing to solve" : "every trick of the "
		    "hand has been played: nothing to solve");
	memset(p, 0, sizeof(*p));
	for (s = 0; s < sv->n; s++) {
		p->held[s] = st->held[s];
		all |= st->held[s] | st->taken[s];
		past[s] = trick_points(sv, st->taken[s]);
		if (st->taken[s] & MOON_CARDS) {
			takers++;
			taker = s;
		}
	}
	sv->point_cards = all & MOON_CARDS;
	sv->moon_in_play = moon_points(sv, sv->point_cards);
	p->moon = (int8_t)(takers > 1 ? MOON_DEAD : taker);
	p->in_trick = st->in_trick;
	p->leader = (int8_t)st->leader;
	p->turn = (int8_t)st->turn;
	p->ncards = (int8_t)st->ncards;
	p->trick = (int8_t)st->trick;
	p->broken = st->broken;
	if (st->ncards > 0) {
		p->led_suit = (int8_t)card_suit(st->trick_card[st->leader]);
		led = st->in_trick & suit_cards(p->led_suit);
		p->win_card = (int8_t)cards_highest(led);
		for (s = 0; s < sv->n; s++)
			if (st->trick_card[s] == p->win_card)
				p->win_seat = (int8_t)s;
	}
	return 0;
}

/*
 * The value of a position for the root seat by zero-window probes, each
 * halving what is left between the bounds: a probe that runs out of
 * budget leaves the bounds as they are.
 */
static void
probe(struct hearts_solver *sv, const struct pos *p, int delta, int *lo,
    int *hi, int guess)
{
	int	 t, v, n = 0;

	while (*lo < *hi && !sv->aborted) {
		/*
		 * First about the guess (the value of the card before, which
		 * many cards share), then up or down from where the bound
		 * moved, and halving once that is slow.
		 */
		if (n++ > 2)
			t = *lo + (*hi - *lo + 1) / 2;
		else if (guess > *lo && guess <= *hi)
			t = guess;
		else
			t = guess <= *lo ? *lo + 1 : *hi;
		v = delta + search(sv, p, t - 1 - delta, t - delta);
		if (sv->aborted)
			break;
		if (v >= t)
			*lo = v;
		else
			*hi = v;
		guess = v;
	}
}

/* The card of a run that stands for c: the highest of its run. */
static hearts_card
standing(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards moves, hearts_cards keep, hearts_card c)
{
	hearts_cards	 rest = remaining(sv, p);

	while ((keep & card_bit(c)) == 0 && (moves & card_bit(c)) != 0)
		c = cards_lowest(rest & suit_cards(card_suit(c)) &
		    ~((card_bit(c) << 1) - 1));
	return c;
}

/* Best first: the lower value, then the lower bound, then the card. */
static bool
ranks_before(const struct hearts_solver *sv, const struct hearts_solve_card *a,
    const struct hearts_solve_card *b, bool exact)
{
	if (sv->kind == HEARTS_SOLVE_EACH && exact) {
		if (prefers(sv, sv->root, a->score, b->score))
			return true;
		if (prefers(sv, sv->root, b->score, a->score))
			return false;
		return a->card < b->card;
	}
	if (a->lo + a->hi != b->lo + b->hi)
		return a->lo + a->hi < b->lo + b->hi;
	if (a->lo != b->lo)
		return a->lo < b->lo;
	return a->card < b->card;
}

int
hearts_solve(struct hearts_solver *sv, const struct hearts_state *st,
    enum hearts_solve_kind kind, long budget, struct hearts_solution *sol,
    struct hearts_error *e)
{
	struct hearts_solve_card *sc, tmp;
	struct pos	 p, q;
	hearts_cards	 moves, keep;
	hearts_card	 rep;
	int		 past[HEARTS_MAX_PLAYERS], v[HEARTS_MAX_PLAYERS];
	int		 i, j, s, w, points = 0, lo, hi, guess;

	memset(sol, 0, sizeof(*sol));
	setup(sv, st->rules, st->turn, kind, budget);
	if (position(sv, st, &p, past, e) == -1)
		return -1;
	sol->seat = st->turn;
	sol->kind = kind;
	moves = legal(&p);
	keep = distinct(sv, &p, moves);
	quick_bounds(sv, &p, sv->root, &lo, &hi);
	guess = lo;
	for (; moves != 0; moves &= moves - 1) {
		sc = &sol->cards[sol->ncards++];
		sc->card = cards_lowest(moves);
		sc->lo = lo;
		sc->hi = hi;
	}
	/*
	 * Highest first, so that the card standing for a run (its highest)
	 * is solved before the others of the run, which take its value.
	 */
	for (i = sol->ncards - 1; i >= 0; i--) {
		sc = &sol->cards[i];
		rep = standing(sv, &p, legal(&p), keep, sc->card);
		if (rep != sc->card) {
			for (j = i + 1; j < sol->ncards; j++)
				if (sol->cards[j].card == rep)
					break;
			tmp = sol->cards[j];
			tmp.card = sc->card;
			*sc = tmp;
			continue;
		}
		if (sv->aborted)
			continue;
		q = p;
		w = play(sv, &q, sc->card, &points);
		if (kind != HEARTS_SOLVE_EACH) {
			probe(sv, &q, w == sv->root ? points : 0, &sc->lo,
			    &sc->hi, guess);
			if (sc->lo == sc->hi)
				guess = sc->lo;
			continue;
		}
		maxn(sv, &q, v);
		if (sv->aborted)
			continue;
		if (w >= 0)
			v[w] += points;
		for (s = 0; s < sv->n; s++)
			sc->score[s] = v[s];
		sc->lo = sc->hi = v[sv->root];
	}
	sol->exact = !sv->aborted;
	for (i = 0; i < sol->ncards; i++) {
		sc = &sol->cards[i];
		sc->lo += past[sv->root];
		sc->hi += past[sv->root];
		for (s = 0; s < sv->n; s++)
			sc->score[s] += past[s];
	}
	/* Best first: a few cards, so an insertion sort. */
	for (i = 1; i < sol->ncards; i++) {
		tmp = sol->cards[i];
		for (j = i; j > 0 && ranks_before(sv, &tmp, &sol->cards[j - 1],
		    sol->exact); j--)
			sol->cards[j] = sol->cards[j - 1];
		sol->cards[j] = tmp;
	}
	sol->lo = sol->cards[0].lo;
	sol->hi = sol->cards[0].hi;
	memcpy(sol->score, sol->cards[0].score, sizeof(sol->score));
	sol->nodes = sv->nodes;
	return 0;
}

int
hearts_solve_seat(struct hearts_solver *sv, const struct hearts_state *st,
    int seat, enum hearts_solve_kind kind, long budget,
    struct hearts_solution *sol, struct hearts_error *e)
{
	struct pos	 p;
	int		 past[HEARTS_MAX_PLAYERS], v[HEARTS_MAX_PLAYERS], s;

	memset(sol, 0, sizeof(*sol));
	if (seat < 0 || seat >= st->rules->players)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "no such seat");
	setup(sv, st->rules, seat, kind, budget);
	if (position(sv, st, &p, past, e) == -1)
		return -1;
	sol->seat = seat;
	sol->kind = kind;
	quick_bounds(sv, &p, seat, &sol->lo, &sol->hi);
	if (kind != HEARTS_SOLVE_EACH)
		probe(sv, &p, 0, &sol->lo, &sol->hi, sol->lo);
	else {
		maxn(sv, &p, v);
		if (!sv->aborted) {
			for (s = 0; s < sv->n; s++)
				sol->score[s] = v[s] + past[s];
			sol->lo = sol->hi = v[seat];
		}
	}
	sol->lo += past[seat];
	sol->hi += past[seat];
	sol->exact = !sv->aborted;
	sol->nodes = sv->nodes;
	return 0;
}
