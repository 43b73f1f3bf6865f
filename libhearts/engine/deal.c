/*
 * deal.c: the reproducible deal.  hearts-deal(1) documents the algorithm
 * and the tests pin it with vectors: the same seed and hand number give
 * the same cards on every platform and in every version.  Changing
 * anything here breaks every recorded seed.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define GOLDEN_GAMMA	0x9e3779b97f4a7c15ULL

/* SplitMix64's output function (Steele, Lea and Flood, 2014). */
static uint64_t
mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

/*
 * Each hand has its own generator, started at the hand'th output of a
 * SplitMix64 stream seeded with the game's seed, so that hand n can be
 * dealt without dealing hands 1 to n-1.
 */
void
hearts_rng_for_hand(struct hearts_rng *rng, uint64_t seed, long hand)
{
	rng->state = mix64(seed + (uint64_t)hand * GOLDEN_GAMMA);
}

uint64_t
hearts_rng_next(struct hearts_rng *rng)
{
	rng->state += GOLDEN_GAMMA;
	return mix64(rng->state);
}

/* The high 64 bits of a 128-bit product. */
static uint64_t
mulhi64(uint64_t a, uint64_t b)
{
#ifdef __SIZEOF_INT128__
	__extension__ typedef unsigned __int128 u128;

	return (uint64_t)(((u128)a * b) >> 64);
#else
	uint64_t	 al = (uint32_t)a, ah = a >> 32;
	uint64_t	 bl = (uint32_t)b, bh = b >> 32;
	uint64_t	 lh = al * bh, hl = ah * bl;
	uint64_t	 mid = ((al * bl) >> 32) + (uint32_t)lh + (uint32_t)hl;

	return ah * bh + (lh >> 32) + (hl >> 32) + (mid >> 32);
#endif
}

/*
 * For each bound the shuffle uses, 2^64 mod bound (draws below it are
 * thrown away) and ceil(2^64 / bound), so that x mod bound is a
 * multiplication instead of a division: the same numbers, 2.5 times
 * faster, which matters to hearts-check.
 */
#define B(n)	{ (uint64_t)(-(uint64_t)(n)) % (n), UINT64_MAX / (n) + 1 }
static const struct {
	uint64_t	 threshold;
	uint64_t	 reciprocal;
} bounds[] = {
	{ 0, 0 }, { 0, 0 }, B(2), B(3), B(4), B(5), B(6), B(7), B(8), B(9),
	B(10), B(11), B(12), B(13), B(14), B(15), B(16), B(17), B(18), B(19),
	B(20), B(21), B(22), B(23), B(24), B(25), B(26), B(27), B(28), B(29),
	B(30), B(31), B(32), B(33), B(34), B(35), B(36), B(37), B(38), B(39),
	B(40), B(41), B(42), B(43), B(44), B(45), B(46), B(47), B(48), B(49),
	B(50), B(51), B(52)
};
#undef B

/*
 * Uniform in [0, bound) for 2 <= bound <= 52, the shuffle's bounds:
 * draws below 2^64 mod bound are thrown away.  Inline, so that the
 * seeded deal runs its 51 draws without a call.
 */
static inline uint64_t
below_deck(struct hearts_rng *rng, uint64_t bound)
{
	uint64_t	 x, r;

	do {
		rng->state += GOLDEN_GAMMA;
		x = mix64(rng->state);
	} while (x < bounds[bound].threshold);
	/* The quotient is exact or one too large; the remainder says which. */
	r = x - mulhi64(x, bounds[bound].reciprocal) * bound;
	if (r >= bound)
		r += bound;
	return r;
}

uint64_t
hearts_rng_below(struct hearts_rng *rng, uint64_t bound)
{
	uint64_t	 threshold, x;

	if (bound >= 2 && bound < sizeof(bounds) / sizeof(bounds[0]))
		return below_deck(rng, bound);
	threshold = -bound % bound;
	do
		x = hearts_rng_next(rng);
	while (x < threshold);
	return x % bound;
}

/*
 * The deck of four players in card order: clubs, diamonds, hearts,
 * spades, 2 to ace.  Most games are dealt from it.
 */
static const uint8_t whole_deck[52] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
	16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28,
	32, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44,
	48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60
};

/*
 * The other decks likewise, hearts_deck() of each in card order, written
 * out: working them out from the mask cost a tenth of a deal.
 */
/* Two players: 2 4 6 8 10 Q A of each suit. */
static const uint8_t deck_of_two[28] = {
	0, 2, 4, 6, 8, 10, 12, 16, 18, 20, 22, 24, 26, 28, 32, 34, 36,
	38, 40, 42, 44, 48, 50, 52, 54, 56, 58, 60
};

/* Three: all but the 2 of diamonds. */
static const uint8_t deck_of_three[51] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17, 18, 19, 20, 21, 22,
	23, 24, 25, 26, 27, 28, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
	42, 43, 44, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60
};

/* Five: all but the 2s of diamonds and clubs. */
static const uint8_t deck_of_five[50] = {
	1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 17, 18, 19, 20, 21, 22,
	23, 24, 25, 26, 27, 28, 32, 33, 34, 35, 36, 37, 38, 39, 40, 41,
	42, 43, 44, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57, 58, 59, 60
};

/* The deck of a game in card order; its size. */
static int
deck_in_order(int players, uint8_t *deck)
{
	const uint8_t	*from = whole_deck;
	size_t		 n = sizeof(whole_deck);

	switch (players) {
	case 2:
		from = deck_of_two;
		n = sizeof(deck_of_two);
		break;
	case 3:
		from = deck_of_three;
		n = sizeof(deck_of_three);
		break;
	case 5:
		from = deck_of_five;
		n = sizeof(deck_of_five);
		break;
	}
	memcpy(deck, from, n);
	return (int)n;
}

/*
 * Where the card at index i of the shuffled deck goes, by the number of
 * players: dealt one card at a time from index 0 clockwise from N, so
 * to seat i mod players; with two players the cards past the last hand
 * (index 26 on) go aside, to slot 2.  Constant tables, so that dealing
 * a card is a load and an or; the hand sizes are hearts_hand_size()'s.
 */
#define SLOT(p, i)	((i) < (p) * ((p) == 3 ? 17 : (p) == 5 ? 10 : 13) ? \
	(i) % (p) : (p))
#define SLOT4(p, i)	SLOT(p, i), SLOT(p, (i) + 1), SLOT(p, (i) + 2), \
	SLOT(p, (i) + 3)
#define SLOTS(p)	{ SLOT4(p, 0), SLOT4(p, 4), SLOT4(p, 8), SLOT4(p, 12), \
	SLOT4(p, 16), SLOT4(p, 20), SLOT4(p, 24), SLOT4(p, 28), SLOT4(p, 32), \
	SLOT4(p, 36), SLOT4(p, 40), SLOT4(p, 44), SLOT4(p, 48) }
static const uint8_t slots[HEARTS_MAX_PLAYERS + 1][52] = {
	{ 0 }, { 0 }, SLOTS(2), SLOTS(3), SLOTS(4), SLOTS(5)
};
#undef SLOTS
#undef SLOT4
#undef SLOT

/* The hands, and the cards aside, from the slots the deal filled. */
static void
deal_finish(int players, const hearts_cards *slot, hearts_cards *hands,
    hearts_cards *aside)
{
	int	 s;

	for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
		hands[s] = s < players ? slot[s] : 0;
	*aside = slot[players];
}

/*
 * The deck in card order is shuffled by Fisher-Yates from the top index
 * down, each swap with a number below i + 1 from below_deck(), then
 * dealt from index 0 clockwise from N.  Index i holds its last card once
 * the swap at i is done, so each card is dealt as the shuffle settles it.
 */
static HEARTS_HOT void
shuffle_seeded(struct hearts_rng *rng, const uint8_t *from, int n,
    const uint8_t *to, hearts_cards *slot)
{
	uint8_t		 deck[52], swap[52];
	int		 i, j;

	memcpy(deck, from, (size_t)n);
	/*
	 * Unrolled for each deck size, so that every bound, its threshold
	 * and its reciprocal, and the hand each index goes to, are
	 * constants: the same numbers, a third fewer instructions.  Every
	 * draw first, then the swaps: a swap's place is known at once, where
	 * with each draw's multiplications before it the processor loaded
	 * cards ahead of stores not yet placed, and started over when one
	 * was to the same card.
	 */
#if defined(__GNUC__)
#pragma GCC unroll 52
#endif
	for (i = n - 1; i > 0; i--)
		swap[i] = (uint8_t)below_deck(rng, (uint64_t)i + 1);
#if defined(__GNUC__)
#pragma GCC unroll 52
#endif
	for (i = n - 1; i > 0; i--) {
		j = swap[i];
		slot[to[i]] |= card_bit(deck[j]);
		deck[j] = deck[i];
	}
	slot[to[0]] |= card_bit(deck[0]);
}

void
hearts_deal_seeded(int players, uint64_t seed, long hand, hearts_cards *hands,
    hearts_cards *aside)
{
	struct hearts_rng rng;
	hearts_cards	 slot[HEARTS_MAX_PLAYERS + 1] = { 0 };

	hearts_rng_for_hand(&rng, seed, hand);
	switch (players) {
	case 2:
		shuffle_seeded(&rng, deck_of_two, sizeof(deck_of_two), slots[2],
		    slot);
		break;
	case 3:
		shuffle_seeded(&rng, deck_of_three, sizeof(deck_of_three),
		    slots[3], slot);
		break;
	case 5:
		shuffle_seeded(&rng, deck_of_five, sizeof(deck_of_five),
		    slots[5], slot);
		break;
	default:
		shuffle_seeded(&rng, whole_deck, sizeof(whole_deck), slots[4],
		    slot);
		break;
	}
	deal_finish(players, slot, hands, aside);
}

/* Where three players leave out the 2♣, the 2♦ stands in for it. */
static void
left_out(const struct hearts_rules *r, hearts_cards *hands)
{
	const hearts_cards two_c = card_bit(16 * HEARTS_CLUBS);
	const hearts_cards two_d = card_bit(16 * HEARTS_DIAMONDS);
	int		 s;

	if (!two_c_out(r))
		return;
	for (s = 0; s < 3; s++)
		if (hands[s] & two_c)
			hands[s] ^= two_c | two_d;
}

void
hearts_deal_rules(const struct hearts_rules *r, uint64_t seed, long hand,
    hearts_cards *hands, hearts_cards *aside)
{
	hearts_deal_seeded(r->players, seed, hand, hands, aside);
	left_out(r, hands);
}

/* The same shuffle with numbers from arc4random(3). */
void
hearts_deal_random(const struct hearts_rules *r, hearts_cards *hands,
    hearts_cards *aside)
{
	hearts_cards	 slot[HEARTS_MAX_PLAYERS + 1] = { 0 };
	int		 players = r->players;
	const uint8_t	*to = slots[players];
	uint8_t		 deck[52];
	int		 n, i, j;

	n = deck_in_order(players, deck);
	for (i = n - 1; i > 0; i--) {
		j = (int)arc4random_uniform((uint32_t)i + 1);
		slot[to[i]] |= card_bit(deck[j]);
		deck[j] = deck[i];
	}
	slot[to[0]] |= card_bit(deck[0]);
	deal_finish(players, slot, hands, aside);
	left_out(r, hands);
}

/*
 * hearts-match's deal seeds and hearts-deal -N's candidates, documented
 * in hearts-deal(1): the first draw of the generator of hand n + 1,
 * 63 bits of it.
 */
uint64_t
hearts_seed_derive(uint64_t seed, long n)
{
	struct hearts_rng rng;

	hearts_rng_for_hand(&rng, seed, n + 1);
	return hearts_rng_next(&rng) >> 1;
}

/* 63 bits, so that a seed always fits a signed 64-bit integer. */
uint64_t
hearts_seed_random(void)
{
	uint64_t	 seed;

	arc4random_buf(&seed, sizeof(seed));
	return seed & (uint64_t)HEARTS_SEED_MAX;
}
