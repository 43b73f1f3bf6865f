/*
 * pass.c: the pass of each hand: its directions, the cycle of each
 * player count (or one way every hand, by the pass option), and where
 * each seat's cards go.
 */
#include <string.h>

#include "internal.h"

static const char *const pass_names[] = { "left", "right", "across", "hold" };

const char *
hearts_pass_name(enum hearts_pass d)
{
	return pass_names[d];
}

int
hearts_pass_parse(const char *s)
{
	int	 i;

	/* Each name by its own first letter: every hand line has one. */
	for (i = 0; i < 4; i++)
		if (s[0] == pass_names[i][0] && strcmp(s, pass_names[i]) == 0)
			return i;
	return -1;
}

/* Four players pass left, right, across, hold; two pass left (to the
 * other player) and hold; three and five pass left, right, hold. */
bool
hearts_pass_valid(int players, enum hearts_pass d)
{
	switch (d) {
	case HEARTS_PASS_LEFT:
	case HEARTS_PASS_HOLD:
		return true;
	case HEARTS_PASS_RIGHT:
		return players != 2;
	case HEARTS_PASS_ACROSS:
		return players == 4;
	}
	return false;
}

enum hearts_pass
hearts_pass_next(int players, enum hearts_pass d)
{
	do
		d = (enum hearts_pass)((d + 1) % 4);
	while (!hearts_pass_valid(players, d));
	return d;
}

enum hearts_pass
hearts_pass_for_hand(int players, long hand)
{
	static const int cycle_length[] = { 0, 0, 2, 3, 4, 3 };
	enum hearts_pass d = HEARTS_PASS_LEFT;
	long		 i;

	for (i = (hand - 1) % cycle_length[players]; i > 0; i--)
		d = hearts_pass_next(players, d);
	return d;
}

enum hearts_pass
rules_pass_first(const struct hearts_rules *r)
{
	switch (r->pass) {
	case HEARTS_PASS_CYCLE:
		return hearts_pass_for_hand(r->players, 1);
	case HEARTS_PASS_NONE:
		return HEARTS_PASS_HOLD;
	default:
		/* left, right, across: the enum's order after the cycle. */
		return (enum hearts_pass)(r->pass - HEARTS_PASS_ALWAYS_LEFT);
	}
}

enum hearts_pass
rules_pass_next(const struct hearts_rules *r, enum hearts_pass d)
{
	return r->pass == HEARTS_PASS_CYCLE ? hearts_pass_next(r->players, d) :
	    rules_pass_first(r);
}

int
hearts_pass_target(int players, enum hearts_pass d, int seat)
{
	switch (d) {
	case HEARTS_PASS_LEFT:
		return (seat + 1) % players;
	case HEARTS_PASS_RIGHT:
		return (seat + players - 1) % players;
	case HEARTS_PASS_ACROSS:
		return (seat + 2) % players;
	case HEARTS_PASS_HOLD:
		break;
	}
	return seat;
}
