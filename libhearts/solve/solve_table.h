/*
 * solve_table.h: the solver's transposition table, private to
 * solve_search.c, whose search it serves at the start of every trick:
 * the key of a position (whose each card still in play is, the cards
 * already gone not seen), its bucket, and which entry of the bucket a
 * new position takes.  Functions inline in the search, a header rather
 * than a file of its own, because a call across files would cost the
 * search a call at every trick it starts.
 */
#ifndef HEARTS_SOLVE_TABLE_H
#define HEARTS_SOLVE_TABLE_H

#include <string.h>

#include "solve_pos.h"

/* How many of the cards of rest lie below card c. */
static inline unsigned int
rank_in(hearts_cards rest, hearts_card c)
{
	return (unsigned int)cards_count(rest & (card_bit(c) - 1));
}

/* How many of the cards of rest lie below card c in its suit. */
static inline unsigned int
rank_in_suit(const struct hearts_solver *sv, hearts_cards rest, hearts_card c)
{
	unsigned int	 below = (unsigned int)(rest >> (c & ~15)) &
	    ((1u << (c & 15)) - 1);

	return (unsigned int)sv->bits[below & 0xff] + sv->bits[below >> 8];
}

/*
 * The hands of the table's key made anew, a word a suit: for each card
 * of the suit still in play, lowest first, three bits that say whose it
 * is, the seat and one (so that two positions that differ only in the
 * cards already gone are one, and the word ends where its cards do).
 * Each hand's cards among those in play of the suit (their
 * bits where the cards in play have theirs, packed), a byte at a time,
 * then spread three places apart and weighted by the seat.
 */
static inline void
key_hands(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards rest, uint64_t *k)
{
	unsigned int	 suit, o, rs, lo, hi, h, x;
	uint64_t	 lane;

	for (suit = 0; suit < 4; suit++) {
		rs = (unsigned int)(rest >> (16 * suit)) & 0x1fff;
		lo = rs & 0xff;
		hi = rs >> 8;
		lane = 0;
		for (o = 0; o < (unsigned int)sv->n; o++) {
			h = (unsigned int)(p->held[o] >> (16 * suit)) & rs;
			x = sv->pext[lo][h & 0xff] |
			    (unsigned int)sv->pext[hi][h >> 8] << sv->bits[lo];
			lane += ((uint64_t)sv->spread[x & 0xff] |
			    (uint64_t)sv->spread[x >> 8] << 24) * (o + 1);
		}
		k[suit] = lane;
	}
}

/*
 * The key's words from those of the trick before (p->key, with
 * p->key_rest then in play): each card gone takes its three bits out of
 * its suit's word, the places above it moving down.  Highest first, so
 * that the places below are those of the key before.  A trick's few
 * cards, a word each, cost less than the key made anew.
 */
static inline void
key_follow(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards rest, uint64_t *k)
{
	hearts_cards	 gone = p->key_rest & ~rest;
	uint64_t	 lane, low;
	hearts_card	 c;

	memcpy(k, p->key, 4 * sizeof(*k));
	for (; gone != 0; gone &= ~card_bit(c)) {
		c = cards_highest(gone);
		lane = k[card_suit(c)];
		low = ((uint64_t)1 << (3 * rank_in_suit(sv, p->key_rest,
		    c))) - 1;
		k[card_suit(c)] = (lane & low) | ((lane >> 3) & ~low);
	}
}

/* An entry is 32 bytes, two to a line of the cache, four a bucket. */
#define TT_WAYS	4
typedef char	 tt_entry_size[sizeof(struct tt_entry) == 32 ? 1 : -1];

/*
 * The key of a position at the start of a trick: whose each card in play
 * is, a word a suit (key_hands(), into k, for the next trick's key).  In
 * the tag, where the Q♠ and the J♦ stand among the cards in play of
 * their suits, the points of the hand, the leader, who has taken the
 * points so far, whether hearts are broken, the seat and the kind of
 * value, by no-tricks-bonus the seats that took a trick, and by
 * penalty-spades whether the K♠ and the A♠ are in play (the highest
 * spades in play if they are, so that this places them): 33 bits, the
 * seat, the kind and the points of the hand made once a call
 * (tt_call()).  The four words of 39 bits and the tag go packed into
 * the three of w, the key of the table's entries (36 bits left for the
 * tag).
 */
static HEARTS_HOT void
tt_key(const struct hearts_solver *sv, const struct pos *p,
    hearts_cards rest, uint64_t *k, uint64_t *w)
{
	uint64_t	 qs = 15, jd = 15, tag;

	if (p->key != NULL)
		key_follow(sv, p, rest, k);
	else
		key_hands(sv, p, rest, k);
	if (rest & card_bit(CARD_QS))
		qs = rank_in_suit(sv, rest, CARD_QS);
	if (rest & sv->key_jd)
		jd = rank_in_suit(sv, rest, CARD_JD);
	/* The options' parts by masks, 0 where the option is off. */
	tag = (uint64_t)p->leader | (uint64_t)p->moon << 3 |
	    (uint64_t)p->broken << 6 | qs << 12 | jd << 16 |
	    (uint64_t)(p->took & sv->key_took) << 26 |
	    (rest & sv->key_spades) >> (CARD_KS - 31) | sv->key_call;
	w[0] = k[0] | k[3] << 39;
	w[1] = k[1] | (k[3] >> 25) << 39 | tag << 53;
	w[2] = k[2] | (tag >> 11) << 39;
}

/* The tag's bits that hold for a whole call: the seat, the kind, the hand. */
static inline uint64_t
tt_call(const struct hearts_solver *sv)
{
	return (uint64_t)sv->root << 7 | (uint64_t)sv->kind << 10 |
	    (uint64_t)sv->moon_in_play << 20;
}

static inline size_t
tt_index(const struct hearts_solver *sv, const uint64_t *w)
{
	uint64_t	 h;

	h = (w[0] * 0x9e3779b97f4a7c15ULL) ^ (w[1] * 0xbf58476d1ce4e5b9ULL) ^
	    (w[2] * 0x94d049bb133111ebULL);
	h ^= h >> 31;
	h *= 0xd6e8feb86659fd93ULL;
	h ^= h >> 32;
	return (size_t)h & sv->mask & ~(size_t)(TT_WAYS - 1);
}

static inline bool
tt_same(const struct hearts_solver *sv, const struct tt_entry *e,
    const uint64_t *w)
{
	return e->gen == sv->gen && e->key[0] == w[0] && e->key[1] == w[1] &&
	    e->key[2] == w[2];
}

/* The entry of a position, or NULL. */
static inline struct tt_entry *
tt_find(struct hearts_solver *sv, size_t i, const uint64_t *w)
{
	struct tt_entry	*e = &sv->tt[i];
	int		 j;

	for (j = 0; j < TT_WAYS; j++)
		if (tt_same(sv, &e[j], w))
			return &e[j];
	return NULL;
}

/*
 * The table twice as large, within its memory: each entry stays in its
 * bucket or moves to the new bucket as far above it as the table was
 * large (the new bit of its index), in the same place of the bucket, so
 * that the buckets keep their order.  Entries of rules gone are dropped.
 * The new half is untouched memory, zero.
 */
static void
tt_grow(struct hearts_solver *sv)
{
	size_t		 half = sv->mask + 1, b, i;
	struct tt_entry	*e;
	int		 j;

	sv->mask = 2 * half - 1;
	for (b = 0; b < half; b += TT_WAYS)
		for (j = 0; j < TT_WAYS; j++) {
			e = &sv->tt[b + j];
			if (e->gen == 0)
				continue;
			if (e->gen == sv->gen) {
				if ((i = tt_index(sv, e->key)) == b)
					continue;
				sv->tt[i + j] = *e;
			}
			memset(e, 0, sizeof(*e));
		}
}

/*
 * The entry to write a position into: its own, or a new one in its
 * bucket of four (two lines of the cache).  The first two keep the
 * positions that cost most to find (cost: the bits of the nodes their
 * search took, the most of its searches), the costlier first; the last
 * two the latest of the rest, so that what the search is in the middle
 * of stays too.  An entry pushed out of the first two goes to the last
 * two.  By cost rather than by the cards left: a search that fills the
 * table (a whole hand of four, a quarter of a billion nodes) keeps the
 * entries that save the most (8% fewer nodes there).
 */
static struct tt_entry *
tt_slot(struct hearts_solver *sv, const uint64_t *key, int cost)
{
	struct tt_entry	*e, *w, out;
	int		 j;
	bool		 push = true;

	/*
	 * A call that has added as many positions as half the table's
	 * entries grows it, while its memory lasts.  The bucket is found
	 * here, after the search of the position: a table grown in that
	 * search has moved it.
	 */
	if (sv->fresh > (long)(sv->mask / 2) && sv->mask < sv->mask_max)
		tt_grow(sv);
	e = &sv->tt[tt_index(sv, key)];

	for (j = 0; j < TT_WAYS; j++)
		if (tt_same(sv, &e[j], key)) {
			if (e[j].cost < cost)
				e[j].cost = (uint8_t)cost;
			return &e[j];
		}
	sv->fresh++;
	if (e[0].gen != sv->gen || e[0].cost <= cost) {
		out = e[1];
		e[1] = e[0];
		w = &e[0];
	} else if (e[1].gen != sv->gen || e[1].cost <= cost) {
		out = e[1];
		w = &e[1];
	} else {
		push = false;
		w = &e[2];
		e[3] = e[2];
	}
	if (push && out.gen == sv->gen) {
		e[3] = e[2];
		e[2] = out;
	}
	memset(w, 0, sizeof(*w));
	memcpy(w->key, key, sizeof(w->key));
	w->gen = sv->gen;
	w->cost = (uint8_t)cost;
	w->lo = -127;
	w->hi = 127;
	w->best = 0xff;
	return w;
}

#endif
