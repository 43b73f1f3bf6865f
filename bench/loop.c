/*
 * loop.c: the yardstick of the engine's speed, a plain loop over bit
 * masks that plays the games bench/match plays between random bots (the
 * standard rules: passes left, right, across and none in turn, the 2♣
 * leads, no points on the first trick unless a hand holds only them,
 * hearts led once broken or when nothing else is held, the moon added
 * to the others, games to 100 played on through a tie for the lowest)
 * with none of the engine's generality: no record of the hand, no rule
 * options, no checks.  The same deals from the same seeds and the same
 * draws of the bots' generators, so the same games, card for card: it
 * prints the hands and the points of every seat, which must be
 * bench/match's (tests/065 holds the two to it).  Its instructions a
 * hand are what bench/speed.sh sets beside bench/match's.
 *
 *	bench/loop [games]
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

/*
 * The engine counts cards by the processor's popcount where it has one
 * (libhearts/bots/match.c); so does the yardstick, which without it
 * calls a function for every count.
 */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#pragma GCC target("popcnt")
#endif

typedef uint64_t cards;

#define GAMMA		0x9e3779b97f4a7c15ULL
#define HEARTS		((cards)0x1fff << 32)
#define QUEEN		((cards)1 << (48 + 10))
#define CLUBS		((cards)0x1fff)
#define TWO_CLUBS	((cards)1)

static uint64_t
mix(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static uint64_t
next(uint64_t *state)
{
	*state += GAMMA;
	return mix(*state);
}

/* The deal's numbers: below bound, uniform (rejection, a remainder). */
static int
below(uint64_t *state, uint64_t bound)
{
	uint64_t	 x, threshold = -bound % bound;

	do
		x = next(state);
	while (x < threshold);
	return (int)(x % bound);
}

/* The bots' numbers: the top of a product, as hearts(5)'s bots draw. */
static int
draw(uint64_t *state, int bound)
{
	__extension__ typedef unsigned __int128 u128;

	return (int)(((u128)next(state) * (uint64_t)bound) >> 64);
}

/* A random card of a set that is not empty: its k-th, lowest first. */
static int
pick(uint64_t *state, cards set)
{
	int	 k = draw(state, __builtin_popcountll(set));

	while (k-- > 0)
		set &= set - 1;
	return __builtin_ctzll(set);
}

/* Hand number's deal: Fisher-Yates from the top, dealt round from N. */
static void
deal(uint64_t seed, long number, cards *hand)
{
	uint64_t	 state = mix(seed + (uint64_t)number * GAMMA);
	uint8_t		 deck[52], t;
	int		 i, j;

	for (i = 0; i < 52; i++)
		deck[i] = (uint8_t)(i / 13 * 16 + i % 13);
	for (i = 51; i > 0; i--) {
		j = below(&state, (uint64_t)i + 1);
		t = deck[i];
		deck[i] = deck[j];
		deck[j] = t;
	}
	hand[0] = hand[1] = hand[2] = hand[3] = 0;
	for (i = 0; i < 52; i++)
		hand[i % 4] |= (cards)1 << deck[i];
}

/* One hand, its points added to total. */
static void
play(uint64_t *rng, cards *hand, long number, int *total)
{
	static const int to[4] = { 1, 3, 2, 0 };	/* left, right, across */
	cards		 pass[4], taken[4] = { 0 }, legal, led, trick, bit;
	int		 s, k, t, lead, seat, winner, high, c, i, points[4], all;
	int		 shift = to[(number - 1) % 4];
	int		 broken = 0;

	if (shift != 0) {
		for (s = 0; s < 4; s++) {
			pass[s] = 0;
			for (k = 0; k < 3; k++)
				pass[s] |= (cards)1 << pick(&rng[s],
				    hand[s] & ~pass[s]);
		}
		for (s = 0; s < 4; s++)
			hand[s] &= ~pass[s];
		for (s = 0; s < 4; s++)
			hand[(s + shift) % 4] |= pass[s];
	}
	for (lead = 0; (hand[lead] & TWO_CLUBS) == 0; lead++)
		continue;
	for (t = 0; t < 13; t++) {
		if (t == 0)
			legal = TWO_CLUBS;
		else if (broken || (hand[lead] & ~HEARTS) == 0)
			legal = hand[lead];
		else
			legal = hand[lead] & ~HEARTS;
		c = pick(&rng[lead], legal);
		bit = (cards)1 << c;
		hand[lead] &= ~bit;
		broken |= (bit & HEARTS) != 0;
		led = CLUBS << (c / 16 * 16);
		trick = bit;
		high = c;
		winner = lead;
		for (i = 1; i < 4; i++) {
			seat = (lead + i) % 4;
			legal = hand[seat] & led;
			if (legal == 0 && t == 0 &&
			    (hand[seat] & ~(HEARTS | QUEEN)) != 0)
				legal = hand[seat] & ~(HEARTS | QUEEN);
			else if (legal == 0)
				legal = hand[seat];
			c = pick(&rng[seat], legal);
			bit = (cards)1 << c;
			hand[seat] &= ~bit;
			broken |= (bit & HEARTS) != 0;
			trick |= bit;
			if ((bit & led) != 0 && c > high) {
				high = c;
				winner = seat;
			}
		}
		taken[winner] |= trick;
		lead = winner;
	}
	for (s = 0, all = -1; s < 4; s++) {
		points[s] = __builtin_popcountll(taken[s] & HEARTS) +
		    ((taken[s] & QUEEN) != 0 ? 13 : 0);
		if (points[s] == 26)
			all = s;
	}
	for (s = 0; s < 4; s++)
		total[s] += all < 0 ? points[s] : s == all ? 0 : 26;
}

/* Whether the game is over: someone at 100, one seat the lowest. */
static int
over(const int *total)
{
	int	 s, low = total[0], high = total[0], nlow = 0;

	for (s = 1; s < 4; s++) {
		low = total[s] < low ? total[s] : low;
		high = total[s] > high ? total[s] : high;
	}
	for (s = 0; s < 4; s++)
		nlow += total[s] == low;
	return high >= 100 && nlow == 1;
}

int
main(int argc, char *argv[])
{
	uint64_t	 rng[4];
	cards		 hand[4];
	long		 games = argc > 1 ? atol(argv[1]) : 20000, i, number;
	long		 hands = 0, points[4] = { 0 };
	int		 s, total[4];

	/* The random bots' generators, as hearts_bot_init() seeds 1 to 4. */
	for (s = 0; s < 4; s++)
		rng[s] = mix((uint64_t)s + 1);
	for (i = 0; i < games; i++) {
		total[0] = total[1] = total[2] = total[3] = 0;
		for (number = 1; !over(total); number++, hands++) {
			deal((uint64_t)i, number, hand);
			play(rng, hand, number, total);
		}
		for (s = 0; s < 4; s++)
			points[s] += total[s];
	}
	printf("%ld games, %ld hands, points %ld %ld %ld %ld\n", games, hands,
	    points[0], points[1], points[2], points[3]);
	return 0;
}
