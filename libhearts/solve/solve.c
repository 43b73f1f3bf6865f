/*
 * solve.c: the perfect-information solver.  Every hand known, the rest
 * of a hand played out exactly: each card's value for the seat to move,
 * the seat against the table (alpha-beta: the seat keeps its points low,
 * every other seat plays to raise them), each for itself (max^n), or the
 * fewest and the most points any play of the hand gives a seat.  This
 * file holds the calls of hearts.h and the root of each search: the
 * search itself is in solve_search.c, its table in solve_table.h, what
 * they share in solve_pos.h.
 */
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "solve_pos.h"

struct hearts_solver *
hearts_solver_new(size_t bytes, struct hearts_error *e)
{
	struct hearts_solver *sv;
	size_t		 entries = 4;	/* a bucket at least */

	if (bytes < HEARTS_SOLVE_MEMORY_MIN) {
		hearts_fail(e, HEARTS_ERR_NOMEM, 0, "the solver needs at least "
		    "%zu bytes of memory", (size_t)HEARTS_SOLVE_MEMORY_MIN);
		return NULL;
	}
	while (entries <= bytes / sizeof(struct tt_entry) / 2)
		entries *= 2;
	/*
	 * A bucket of four entries to two lines of the cache, 128 bytes,
	 * so aligned; calloc(), not aligned_alloc() and memset(), so that
	 * the system gives the pages zeroed as they are first touched: the
	 * table starts at TT_FIRST entries and grows into the rest as a
	 * search fills it (tt_slot()), so that a small search pays for few
	 * pages.
	 */
	if ((sv = calloc(1, sizeof(*sv))) == NULL ||
	    (sv->tt_memory = calloc(entries * sizeof(struct tt_entry) + 128,
	    1)) == NULL) {
		free(sv);
		hearts_fail(e, HEARTS_ERR_NOMEM, 0, "out of memory for the "
		    "solver's table");
		return NULL;
	}
	sv->tt = (struct tt_entry *)(((uintptr_t)sv->tt_memory + 127) &
	    ~(uintptr_t)127);
	sv->mask_max = entries - 1;
	sv->mask = (entries < TT_FIRST ? entries : TT_FIRST) - 1;
	sv->gen = 1;
	solve_tables(sv);
	return sv;
}

void
hearts_solver_free(struct hearts_solver *sv)
{
	if (sv == NULL)
		return;
	free(sv->tt_memory);
	free(sv);
}

size_t
hearts_solver_memory(const struct hearts_solver *sv)
{
	return (sv->mask_max + 1) * sizeof(struct tt_entry) + 128 + sizeof(*sv);
}

/*
 * What the rules make of the cards, once a call: the search reads these
 * where it would otherwise test the options at every trick.
 */
static void
card_values(struct hearts_solver *sv, const struct hearts_rules *r)
{
	int	 i;

	/* The Q♠, K♠ and A♠ are bits 0, 1 and 2 of i, as of a set. */
	for (i = 0; i < 8; i++)
		sv->spade_points[i] = (int8_t)((i & 1) *
		    hearts_queen_points(r->players) + spades_points(r,
		    (hearts_cards)i << CARD_QS));
	/* No moon: nobody shoots, whoever takes what. */
	sv->moon_cards = r->moon == HEARTS_MOON_NONE ? 0 : penalty_cards(r);
	/* A card with points of its own stands for no other. */
	sv->alone = card_bit(CARD_QS) |
	    (r->jack_of_diamonds ? card_bit(CARD_JD) : 0) |
	    (r->penalty_spades ? SPADE_PENALTIES : 0);
	sv->key_spades = r->penalty_spades ? SPADE_PENALTIES : 0;
	sv->key_jd = r->jack_of_diamonds ? card_bit(CARD_JD) : 0;
	sv->key_took = r->no_tricks_bonus ? 0xff : 0;
	for (i = 0; i < 64; i++)
		sv->card_points[i] = (int8_t)trick_points(sv,
		    card_bit((hearts_card)i));
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
	    sv->rules.jack_of_diamonds != r->jack_of_diamonds ||
	    sv->rules.first_lead != r->first_lead ||
	    sv->rules.first_trick_points != r->first_trick_points ||
	    sv->rules.no_tricks_bonus != r->no_tricks_bonus ||
	    sv->rules.hearts_lead_free != r->hearts_lead_free ||
	    sv->rules.hearts_over_queen != r->hearts_over_queen ||
	    sv->rules.penalty_spades != r->penalty_spades ||
	    sv->rules.left_out != r->left_out) {
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
	sv->low_seats = kind == HEARTS_SOLVE_LEAST ? 0x1f :
	    kind == HEARTS_SOLVE_MOST ? 0 : 1u << root;
	sv->budget = budget > 0 ? budget : LONG_MAX;
	sv->nodes = 0;
	sv->aborted = false;
	sv->fresh = 0;
	memset(sv->killer, 0, sizeof(sv->killer));
	sv->moon = hearts_rules_moon(r);
	sv->jack = r->jack_of_diamonds;
	sv->breaks = HEART_CARDS |
	    (r->queen_breaks_hearts ? card_bit(CARD_QS) : 0);
	card_values(sv, r);
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
		/* A seat took a trick, and so a card, or none. */
		p->took |= (uint8_t)((st->taken[s] != 0) << s);
		if (st->taken[s] & sv->moon_cards) {
			takers++;
			taker = s;
		}
	}
	sv->point_cards = all & sv->moon_cards;
	sv->moon_in_play = penalty_points(sv, sv->point_cards);
	p->moon = (int8_t)(takers > 1 ? MOON_DEAD : taker);
	solve_key_call(sv);
	p->in_trick = st->in_trick;
	p->rest = st->in_trick;
	for (s = 0; s < sv->n; s++)
		p->rest |= st->held[s];
	p->left = (int8_t)penalty_points(sv, p->rest);
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
 * The value of a position for the root seat by zero-window probes (MTD(f)
 * with the bounds in the table): a probe that runs out of budget leaves
 * the bounds as they are.
 */
static void
probe(struct hearts_solver *sv, const struct pos *p, int delta, int *lo,
    int *hi, int guess)
{
	struct pos	 start = *p, q;
	int		 t, v, qlo, qhi;
	bool		 first = true;

	/* Inside a trick, the bounds that a trick's start would have set. */
	if (start.ncards != 0) {
		quick_bounds(sv, &start, sv->root, &qlo, &qhi);
		start.lo = (int8_t)qlo;
		start.hi = (int8_t)qhi;
	}
	while (*lo < *hi && !sv->aborted) {
		/*
		 * First about the guess (the best value of the cards before,
		 * which many cards share), then up from the lower bound.  A
		 * probe the seat wins (its value under t) costs every card of
		 * the other seats, near the value or far from it; one it
		 * loses costs every card of the seat alone, and less the
		 * further t lies below the value: so as few of the first as
		 * can be, one in the end, by climbing (a bisection pays for
		 * several).
		 */
		if (first && guess > *lo && guess <= *hi)
			t = guess;
		else
			t = *lo + 1;
		first = false;
		q = start;
		v = delta + solve_search(sv, &q, t - 1 - delta, t - delta);
		if (sv->aborted)
			break;
		if (v >= t)
			*lo = v;
		else
			*hi = v;
		guess = v;
	}
}

/* Whether another seat's moon may still come, and lift the root's value. */
static bool
moon_open(const struct hearts_solver *sv, const struct pos *p)
{
	return sv->rules.moon == HEARTS_MOON_ADD && sv->point_cards != 0 &&
	    p->moon != MOON_DEAD && p->moon != sv->root;
}

/*
 * The card of a run that stands for c: the lowest of its run, below c
 * with only moves between (solve_distinct()).
 */
static hearts_card
standing(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards keep, hearts_card c)
{
	hearts_cards	 rest = remaining(sv, p);

	while ((keep & card_bit(c)) == 0)
		c = cards_highest(rest & suit_cards(card_suit(c)) &
		    (card_bit(c) - 1));
	return c;
}

/* Best first: the lower value, then the lower bound, then the card. */
static bool
ranks_before(const struct hearts_solver *sv, const struct hearts_solve_card *a,
    const struct hearts_solve_card *b, bool exact)
{
	if (sv->kind == HEARTS_SOLVE_EACH && exact) {
		if (solve_prefers(sv, sv->root, a->score, b->score))
			return true;
		if (solve_prefers(sv, sv->root, b->score, a->score))
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
	bool		 found = false;

	memset(sol, 0, sizeof(*sol));
	setup(sv, st->rules, st->turn, kind, budget);
	if (position(sv, st, &p, past, e) == -1)
		return -1;
	sol->seat = st->turn;
	sol->kind = kind;
	moves = solve_legal(sv, &p);
	keep = solve_distinct(sv, &p, moves);
	quick_bounds(sv, &p, sv->root, &lo, &hi);
	/*
	 * Where another's moon may still come, its value first: when it
	 * comes, one probe finds it, where the climb would cost every probe
	 * below it (one by one, each costly with many tricks left); when it
	 * does not, one probe more.
	 */
	guess = moon_open(sv, &p) ? hi : lo;
	for (; moves != 0; moves &= moves - 1) {
		sc = &sol->cards[sol->ncards++];
		sc->card = cards_lowest(moves);
		sc->lo = lo;
		sc->hi = hi;
	}
	/*
	 * Lowest first, so that the card standing for a run (its lowest)
	 * is solved before the others of the run, which take its value.
	 */
	for (i = 0; i < sol->ncards; i++) {
		sc = &sol->cards[i];
		rep = standing(sv, &p, keep, sc->card);
		if (rep != sc->card) {
			for (j = 0; j < i; j++)
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
		w = solve_play(sv, &q, sc->card, &points);
		if (kind != HEARTS_SOLVE_EACH) {
			probe(sv, &q, w == sv->root ? points : 0, &sc->lo,
			    &sc->hi, guess);
			/*
			 * The best value so far: a card over it pays one
			 * cheap probe there, one under it a probe the seat
			 * wins, as dear as the last.  With the value of the
			 * card before, every card under the one before paid
			 * it.
			 */
			if (sc->lo == sc->hi && (!found || sc->lo < guess)) {
				guess = sc->lo;
				found = true;
			}
			continue;
		}
		solve_maxn(sv, &q, v);
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
		probe(sv, &p, 0, &sol->lo, &sol->hi, moon_open(sv, &p) ?
		    sol->hi : sol->lo);
	else {
		solve_maxn(sv, &p, v);
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

/*
 * The tables of the key: the parallel bit extract a byte at a time, each
 * byte's count of bits, and each byte's bits spread three places apart.
 * Each mask's row from that of the mask without its highest bit, which
 * the new bit of x goes above (a few instructions an entry, where bit by
 * bit cost a millisecond a solver).
 */
void
solve_tables(struct hearts_solver *sv)
{
	unsigned int	 m, x, b, top, rest;

	memset(sv->pext[0], 0, sizeof(sv->pext[0]));
	sv->bits[0] = 0;
	sv->spread[0] = 0;
	for (m = 1; m < 256; m++) {
		for (top = 7; (m >> top) == 0; top--)
			continue;
		rest = m & ~(1u << top);
		b = sv->bits[rest];
		sv->bits[m] = (uint8_t)(b + 1);
		sv->spread[m] = sv->spread[rest] | 1u << (3 * top);
		for (x = 0; x < 256; x++)
			sv->pext[m][x] = (uint8_t)(sv->pext[rest][x] |
			    ((x >> top) & 1u) << b);
	}
}
