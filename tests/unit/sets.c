/*
 * sets.c: the inline set arithmetic of internal.h (cards_count,
 * cards_nth, cards_lowest, cards_highest), which the engine and the bots
 * use for every card, against a plain walk over the bits.  cards_nth()
 * has no loop, so every set size and every position is worth a check.
 */
#include <stdint.h>
#include <stdio.h>

#include "internal.h"
#include "unit.h"

/* The n'th set bit by walking the bits, or HEARTS_NO_CARD. */
static hearts_card
walk_nth(hearts_cards set, int n)
{
	int	 bit;

	for (bit = 0; bit < 64; bit++)
		if ((set >> bit) & 1) {
			if (n == 0)
				return bit;
			n--;
		}
	return HEARTS_NO_CARD;
}

static int
walk_count(hearts_cards set)
{
	int	 bit, n = 0;

	for (bit = 0; bit < 64; bit++)
		n += (int)((set >> bit) & 1);
	return n;
}

static void
check_set(hearts_cards set)
{
	int	 n, count = walk_count(set);

	CHECK_INT(cards_count(set), count);
	CHECK_INT(cards_lowest(set), walk_nth(set, 0));
	CHECK_INT(cards_highest(set), count == 0 ? HEARTS_NO_CARD :
	    walk_nth(set, count - 1));
	/* One past the end, and far past it, too. */
	for (n = 0; n <= count + 1; n++)
		CHECK_INT(cards_nth(set, n), walk_nth(set, n));
	CHECK_INT(cards_nth(set, 64), HEARTS_NO_CARD);
}

void
test_sets(void)
{
	struct hearts_rng rng;
	uint64_t	 x;
	int		 i, j, before = unit_failures;

	check_set(0);
	check_set(UINT64_MAX);
	for (i = 0; i < 64; i++) {
		check_set((uint64_t)1 << i);
		check_set(UINT64_MAX << i);
		check_set(UINT64_MAX >> i);
	}
	for (i = 2; i <= 5; i++)
		check_set(hearts_deck(i));
	/* Sparse, dense and card-shaped random sets. */
	hearts_rng_for_hand(&rng, 20261129, 1);
	for (i = 0; i < 20000 && unit_failures == before; i++) {
		x = hearts_rng_next(&rng);
		for (j = i % 4; j > 0; j--)
			x &= hearts_rng_next(&rng);
		if (i % 5 == 0)
			x |= hearts_rng_next(&rng);
		if (i % 3 == 0)
			x &= hearts_deck(4);
		check_set(x);
	}
}
