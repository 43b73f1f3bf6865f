/*
 * deal.c: the reproducible deal.  hearts-deal(1) documents the algorithm
 * and the tests pin it with vectors: the same seed and hand number give
 * the same cards on every platform and in every version.  Changing
 * anything here breaks every recorded seed.
 */
#include <stdlib.h>

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

/* Uniform in [0, bound): draws below 2^64 mod bound are thrown away. */
uint64_t
hearts_rng_below(struct hearts_rng *rng, uint64_t bound)
{
	uint64_t	 threshold = -bound % bound, x;

	do
		x = hearts_rng_next(rng);
	while (x < threshold);
	return x % bound;
}

/*
 * The deck in card order (clubs, diamonds, hearts, spades, 2 to ace) is
 * shuffled by Fisher-Yates from the top index down, then dealt one card
 * at a time from index 0 clockwise from N; with two players the last two
 * cards go aside.
 */
void
hearts_deal_seeded(int players, uint64_t seed, long hand, hearts_cards *hands,
    hearts_cards *aside)
{
	struct hearts_rng rng;
	hearts_card	 deck[52], swap;
	hearts_cards	 rest;
	int		 n = 0, i, j, dealt;

	for (rest = hearts_deck(players); rest != 0; rest &= rest - 1)
		deck[n++] = hearts_cards_lowest(rest);
	hearts_rng_for_hand(&rng, seed, hand);
	for (i = n - 1; i > 0; i--) {
		j = (int)hearts_rng_below(&rng, (uint64_t)i + 1);
		swap = deck[i];
		deck[i] = deck[j];
		deck[j] = swap;
	}
	for (i = 0; i < players; i++)
		hands[i] = 0;
	*aside = 0;
	dealt = players * hearts_hand_size(players);
	for (i = 0; i < n; i++) {
		if (i < dealt)
			hands[i % players] |= hearts_card_bit(deck[i]);
		else
			*aside |= hearts_card_bit(deck[i]);
	}
}

/* 63 bits, so that a seed always fits a signed 64-bit integer. */
uint64_t
hearts_seed_random(void)
{
	uint64_t	 seed;

	arc4random_buf(&seed, sizeof(seed));
	return seed & (uint64_t)HEARTS_SEED_MAX;
}
