/*
 * later_options.h: the options past the first release, a combination
 * drawn from 64 bits, for every check and bench that plays random rule
 * sets (the bots' legality, the solver's exactness, the writer's round
 * trip, bench/legal): one drawing, so that a new option reaches them all.
 * r->players is set first; a pass the count has not becomes none, and
 * two players get no option their deck cannot play.
 */
#ifndef LATER_OPTIONS_H
#define LATER_OPTIONS_H

#include "hearts.h"

static inline void
later_options(struct hearts_rules *r, uint64_t seed)
{
	uint64_t	 bits = seed * 0x9e3779b97f4a7c15ULL;

	r->pass = (unsigned char)((bits >> 40) % 5);
	if (r->pass != HEARTS_PASS_CYCLE && r->pass != HEARTS_PASS_NONE &&
	    !hearts_pass_valid(r->players, (enum hearts_pass)(r->pass - 1)))
		r->pass = HEARTS_PASS_NONE;
	r->first_lead = (unsigned char)((bits >> 20) % 3);
	r->first_trick_points = (bits >> 51) & 1;
	r->no_tricks_bonus = (bits >> 52) & 1;
	r->hearts_lead_free = (bits >> 53) & 1;
	r->hearts_over_queen = (bits >> 54) & 1;
	r->penalty_spades = r->players > 2 && ((bits >> 57) & 1);
	r->left_out = (bits >> 58) & 1 ? HEARTS_OUT_2C : HEARTS_OUT_2D;
	if (((bits >> 59) & 3) == 0)
		r->moon = HEARTS_MOON_NONE;
}

#endif
