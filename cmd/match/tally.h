/*
 * tally.h: the standings of a match: for each bot, its points a hand and
 * a game with their uncertainty, its wins, moons and faults, and the time
 * it takes; and the sequential test that can stop a match of two bots
 * once the result is clear.
 */
#ifndef HEARTS_TALLY_H
#define HEARTS_TALLY_H

#include <stdbool.h>
#include <stdio.h>

#include "hearts.h"

#define TALLY_BOTS	HEARTS_MAX_PLAYERS

struct tally_bot {
	const char	*name;
	long		 hands, moons, forfeits;
	long		 games;			/* a game once a seat */
	long		 played;		/* a game once */
	double		 points, points_sq;	/* a hand */
	double		 totals, totals_sq;	/* a game, its final total */
	double		 wins;			/* games: a shared win is a
						   fraction */
	long		 faults[HEARTS_NFAULTS];
	long		 decisions;
	double		 seconds;		/* by the clock */
	double		 cpu;			/* CPU seconds */
	long		 restarts;		/* a persistent program's */
	/* Its points a hand less bot 0's, deal by deal: their sums. */
	double		 diff, diff_sq;
	long		 diff_deals;
};

/* The sequential probability ratio test between bots 0 and 1. */
struct sprt {
	bool		 on;
	double		 elo0, elo1, alpha, beta;
	long		 wins, draws, losses;	/* bot 0's games against bot 1 */
};

enum sprt_verdict { SPRT_GO_ON, SPRT_H0, SPRT_H1 };

struct tally {
	int		 nbots;
	struct tally_bot bot[TALLY_BOTS];
	long		 games;
	struct sprt	 sprt;
	/*
	 * The deals, each played in seatings games one after another: the
	 * points and hands of each bot in the deal under way (deal), and in
	 * a game's tally its number (index).
	 */
	int		 seatings;
	long		 index, deal;
	double		 deal_points[TALLY_BOTS];
	long		 deal_hands[TALLY_BOTS], deal_games;
	/*
	 * A tournament's game: its table and the pool's bot of each of the
	 * tally's; its tally takes every game's through each(), in order,
	 * instead of adding them up here.
	 */
	int		 table;
	int		 pool[TALLY_BOTS];
	void		(*each)(void *, const struct tally *);
	void		*each_arg;
};

/* What one game gave each seat, beside its record. */
struct game_result {
	long		 index;
	int		 bot[HEARTS_MAX_PLAYERS];	/* the bot at each seat */
	struct hearts_run run;
	double		 seconds[HEARTS_MAX_PLAYERS];	/* its decisions' time */
	double		 cpu[HEARTS_MAX_PLAYERS];	/* and CPU time */
	long		 restarts[HEARTS_MAX_PLAYERS];
};

void	 tally_game(struct tally *, const struct hearts_game *,
	    const struct game_result *);
enum sprt_verdict sprt_verdict(const struct sprt *, double *llr);
/* Adds one game's tally to the match's, the games in order. */
void	 tally_add(struct tally *, const struct tally *);
/* The table for a person, or tab-separated values with a header. */
void	 tally_print(FILE *, const struct tally *, bool tsv);
/*
 * One line on how the match goes: redrawn in place on a terminal, a line
 * of its own (named hearts-match:) anywhere else.
 */
void	 tally_progress(FILE *, const struct tally *, long total,
	    double seconds, bool terminal);

#endif
