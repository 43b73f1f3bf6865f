/*
 * rating.h: a tournament's results, fitted game by game as they come in
 * their order: each bot's rating (points a hand above the pool's mean,
 * the deal and its seats taken out), with its interval by deal, and
 * every pair's difference at the tables where both sat.
 */
#ifndef HEARTS_TOURNEY_RATING_H
#define HEARTS_TOURNEY_RATING_H

#include <stdbool.h>
#include <stdio.h>

#include "../match/referee.h"

/* A sum of one figure deal by deal: its mean and its interval. */
struct by_deal {
	double		 sum, sq;
	long		 deals;
};

struct rating_bot {
	const char	*name;
	long		 games, hands, moons, forfeits, decisions;
	long		 faults[HEARTS_NFAULTS];
	double		 points, wins, seconds, cpu;
	struct by_deal	 rating;
};

struct rating {
	int		 nbots, ntables, seats;
	long		 per_deal;		/* games a deal */
	long		 games;			/* taken */
	long		 deal_games;		/* of the deal under way */
	const unsigned char (*table)[HEARTS_MAX_PLAYERS];
	/* The deal under way: each table's places' points and hands. */
	double		*points, *hands;
	/* The fit's matrix, inverted once: ratings from a deal's sums. */
	double		*inverse;
	double		*sums, *fitted;		/* a bot each */
	/* A pair's (a * nbots + b): a's rating less b's, and a's points a
	 * hand less b's at their tables, deal by deal. */
	struct by_deal	*fit_pair, *met;
	double		*met_deal;		/* this deal's, and at how */
	int		*met_tables;		/* many tables */
	struct rating_bot bot[MATCH_POOL];
	/* -P: the first bot's games against the second where both sat. */
	struct sprt	 sprt;
};

/* Ready for the games of m's tournament, none taken yet. */
void	 rating_init(struct rating *, const struct match *);
/* Takes one game's tally (its tables' places and their pool's bots). */
void	 rating_game(void *rating, const struct tally *);
/* The likelihood that a pair's difference is below 0 (NAN for none). */
double	 by_deal_below(const struct by_deal *);
/* A by_deal's mean and half its 95% interval (NAN for none). */
double	 by_deal_mean(const struct by_deal *);
double	 by_deal_half(const struct by_deal *);

#endif
