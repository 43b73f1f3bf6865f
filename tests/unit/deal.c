/*
 * deal.c: unit tests of the seeded generator (against SplitMix64's
 * published outputs) and of the deal it makes: every deal a partition of
 * the deck, the seeded deals pinned.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

#define GOLDEN_GAMMA	0x9e3779b97f4a7c15ULL

/* SplitMix64's output function, written out again to check the library's. */
static uint64_t
mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
test_rng(void)
{
	/* splitmix64.c (Vigna), state 1234567: the published first outputs. */
	static const uint64_t reference[] = { 6457827717110365317ULL,
	    3203168211198807973ULL, 9817491932198370423ULL,
	    4593380528125082431ULL, 16408922859458223821ULL };
	static const uint64_t seeds[] = { 0, 1, 2026, 1234567,
	    (uint64_t)HEARTS_SEED_MAX, UINT64_MAX };
	static const long hands[] = { 0, 1, 2, 7, 100000 };
	struct hearts_rng r = { 1234567 }, fast, slow;
	uint64_t	 x, state, bound, want;
	size_t		 i, j;
	int		 draw, above, missed, hits[60];

	/*
	 * hearts_rng_below() divides by multiplying: it must give exactly
	 * what the documented draw-and-modulo gives, for every bound.
	 */
	for (bound = 1; bound <= 70; bound++) {
		fast.state = slow.state = bound * 0x5851f42d4c957f2dULL;
		for (draw = 0; draw < 20000; draw++) {
			do
				want = hearts_rng_next(&slow);
			while (want < -bound % bound);
			CHECK_INT(hearts_rng_below(&fast, bound), want % bound);
			CHECK_INT(fast.state, slow.state);
		}
	}

	for (i = 0; i < 5; i++)
		CHECK(hearts_rng_next(&r) == reference[i]);
	/* Hand n starts at the n'th output of the stream of the seed. */
	for (i = 0; i < 5; i++) {
		hearts_rng_for_hand(&r, 1234567, (long)i + 1);
		CHECK(r.state == reference[i]);
	}
	for (i = 0; i < sizeof(seeds) / sizeof(seeds[0]); i++)
		for (j = 0; j < sizeof(hands) / sizeof(hands[0]); j++) {
			hearts_rng_for_hand(&r, seeds[i], hands[j]);
			CHECK(r.state == mix64(seeds[i] +
			    (uint64_t)hands[j] * GOLDEN_GAMMA));
			state = r.state;
			x = hearts_rng_next(&r);
			CHECK(r.state == state + GOLDEN_GAMMA);
			CHECK(x == mix64(state + GOLDEN_GAMMA));
		}

	hearts_rng_for_hand(&r, 42, 1);
	for (bound = 1; bound <= 60; bound++) {
		memset(hits, 0, sizeof(hits));
		above = 0;
		for (draw = 0; draw < 3000; draw++) {
			x = hearts_rng_below(&r, bound);
			if (x >= bound)
				above++;
			else
				hits[x]++;
		}
		CHECK_INT(above, 0);
		if (bound <= 16) {
			missed = 0;
			for (x = 0; x < bound; x++)
				if (hits[x] == 0)
					missed++;
			CHECK_INT(missed, 0);
		}
	}
}

/* A deal is a partition of the deck: hand_size each, two aside for two. */
void
check_partition(const struct hearts_rules *r, const hearts_cards *hands,
    hearts_cards aside)
{
	int	 n = r->players;
	hearts_cards	 all = 0;
	int		 s;

	for (s = 0; s < n; s++) {
		CHECK_INT(hearts_cards_count(hands[s]), hearts_hand_size(n));
		CHECK((all & hands[s]) == 0);
		all |= hands[s];
	}
	CHECK_INT(hearts_cards_count(aside), n == 2 ? 2 : 0);
	CHECK((all & aside) == 0);
	CHECK((all | aside) == hearts_rules_deck(r));
}

void
test_deal(void)
{
	/* Pinned: changing one of these breaks every recorded seed. */
	static const struct {
		int		 players;
		uint64_t	 seed;
		long		 hand;
		const char	*seat[HEARTS_MAX_PLAYERS];
		const char	*aside;
	} vectors[] = {
		{ 4, 2026, 1, {
		    "6C 7C 8C TC 3D 8D TD AD 9H JH QH 7S TS",
		    "3C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS",
		    "4C JC KC 2D 5D 7D JD 4H 8H KH AH 5S AS",
		    "2C 5C QC AC 9D KD 6H 7H TH 2S 3S 6S KS" }, "" },
		{ 2, 5, 1, {
		    "2C QC 4D 8D QD AD 6H 8H TH AH 4S 6S 8S",
		    "4C 6C 8C TC AC 6D TD 2H 4H QH TS QS AS" }, "2D 2S" },
		{ 4, 0, 1, {
		    "9C 4D 7D 8D 9D KD 4H 6H JH AH 8S JS KS",
		    "TC JC 2D TD QD 2H 7H 8H TH 7S 9S QS AS",
		    "3C 4C 5C AC 3D 5D 6D 9H QH KH 3S 4S 5S",
		    "2C 6C 7C 8C QC KC JD AD 3H 5H 2S 6S TS" }, "" },
		{ 4, 9223372036854775807ULL, 3, {
		    "5C 9C AC 7D KD AD 7H QH 2S 6S 7S JS KS",
		    "4C 6C 2D 3D 4D 5D 9D QD 3H 4H 9H 3S 8S",
		    "2C 3C 7C 8C JC 8D TD 8H TH JH 4S 5S AS",
		    "TC QC KC 6D JD 2H 5H 6H KH AH 9S TS QS" }, "" },
		{ 3, 2026, 1, {
		    "4C 6C JC QC KC AC 3D 5D 6D 8H 9H TH QH 6S 8S TS JS",
		    "2C 5C 9C 4D 8D TD JD QD KD 2H 5H JH AH 2S 3S 4S 5S",
		    "3C 7C 8C TC 7D 9D AD 3H 4H 6H 7H KH 7S 9S QS KS AS" },
		    "" },
		{ 3, 7, 2, {
		    "3C 4C KC 3D 7D 8D TD QD 6H 8H TH AH 6S 7S TS QS AS",
		    "5C 7C 9C TC JC QC 4D 6D 9D KD 4H 5H 3S 4S 8S JS KS",
		    "2C 6C 8C AC 5D JD AD 2H 3H 7H 9H JH QH KH 2S 5S 9S" },
		    "" },
		{ 5, 2026, 1, {
		    "7C 3D 4D 8D 2H 3H 9H TH AH 2S",
		    "5C 6C KC KD 4H QH 3S 8S 9S JS",
		    "9C JC TD 5H 6H 5S 6S TS QS KS",
		    "3C AC 5D 7D 9D QD 7H 8H JH 4S",
		    "4C 8C TC QC 6D JD AD KH 7S AS" }, "" },
		{ 5, 11, 4, {
		    "3C TC KC AD 5H JH KH 8S JS QS",
		    "4C QC 4D KD 2H 4H AH 2S 9S AS",
		    "JC AC 5D 6D JD 6H 7H 8H 9H 6S",
		    "5C 6C 9C 3D 7D 8D QH 4S 7S TS",
		    "7C 8C 9D TD QD 3H TH 3S 5S KS" }, "" },
		{ 2, 0, 2, {
		    "TC QC AC 6D TD QD AD 2H 6H TH 2S QS AS",
		    "2C 4C 6C 8C 2D 4D 8D 4H 8H QH 4S 6S TS" }, "AH 8S" },
	};
	static const uint64_t seeds[] = { 0, 1, 2, 3, 2026, 123456789,
	    (uint64_t)HEARTS_SEED_MAX };
	static int	 seen[52][4];
	struct hearts_rules r;
	hearts_cards	 a[HEARTS_MAX_PLAYERS], b[HEARTS_MAX_PLAYERS];
	hearts_cards	 aside, aside2, rest;
	size_t		 i;
	long		 hand;
	int		 n, s, c, outside, differ;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (i = 0; i < sizeof(seeds) / sizeof(seeds[0]); i++)
			for (hand = 1; hand <= 12; hand++) {
				hearts_rules_default(&r);
				r.players = n;
				hearts_deal_seeded(n, seeds[i], hand, a,
				    &aside);
				check_partition(&r, a, aside);
				hearts_deal_seeded(n, seeds[i], hand, b,
				    &aside2);
				CHECK(memcmp(a, b, sizeof(a[0]) * n) == 0);
				CHECK(aside == aside2);
				hearts_deal_seeded(n, seeds[i], hand + 1, b,
				    &aside2);
				CHECK(memcmp(a, b, sizeof(a[0]) * n) != 0);
				hearts_deal_seeded(n, seeds[i] + 1, hand, b,
				    &aside2);
				CHECK(memcmp(a, b, sizeof(a[0]) * n) != 0);
			}

	for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++) {
		n = vectors[i].players;
		hearts_deal_seeded(n, vectors[i].seed, vectors[i].hand, a,
		    &aside);
		differ = unit_failures;
		for (s = 0; s < n; s++)
			CHECK_STR(fmt(a[s]), vectors[i].seat[s]);
		CHECK_STR(fmt(aside), vectors[i].aside);
		if (unit_failures != differ)
			fprintf(stderr, "%s:%d: in the vector of %d players, "
			    "seed %" PRIu64 ", hand %ld\n", __FILE__, __LINE__,
			    n, vectors[i].seed, vectors[i].hand);
	}

	/* 1000 expected per card and seat; 800 to 1200 is over 7 sigma. */
	for (i = 0; i < 4000; i++) {
		hearts_deal_seeded(4, i, 1, a, &aside);
		for (s = 0; s < 4; s++)
			for (rest = a[s]; rest != 0; rest &= rest - 1) {
				c = hearts_cards_lowest(rest);
				seen[hearts_card_suit(c) * 13 +
				    hearts_card_rank(c) - 2][s]++;
			}
	}
	outside = 0;
	for (c = 0; c < 52; c++)
		for (s = 0; s < 4; s++)
			if (seen[c][s] < 800 || seen[c][s] > 1200)
				outside++;
	CHECK_INT(outside, 0);

	for (i = 0; i < 16; i++)
		CHECK(hearts_seed_random() <= (uint64_t)HEARTS_SEED_MAX);
}
