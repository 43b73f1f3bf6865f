/*
 * referee.h: a match as hearts-match runs it: the seats' bots, the deals
 * and seatings, one game by its number, and the text kept for it in the
 * match's record file.
 */
#ifndef HEARTS_REFEREE_H
#define HEARTS_REFEREE_H

#include <stdbool.h>
#include <stdio.h>

#include "deals.h"
#include "extbot.h"
#include "persist.h"
#include "tally.h"

struct bot_spec {
	const char	*name;		/* as given on the command line */
	int		 builtin;	/* a hearts_bot_kind, or -1: a program */
	int		 budget;	/* the strong bot's, if given as strong:N */
	char		**argv;		/* a program's words */
	bool		 persistent;	/* started once, asked many times */
};

struct match {
	struct hearts_rules rules;
	uint64_t	 seed;
	long		 deals;
	const struct deals *dealfile;		/* -D: its deals, or NULL */
	int		 nspecs;		/* one a seat */
	struct bot_spec	 spec[HEARTS_MAX_PLAYERS];
	int		 nbots;			/* distinct bots, for the table */
	int		 bot_of_spec[HEARTS_MAX_PLAYERS];
	double		 timeout;
	enum hearts_on_fault on_fault;
	int		 log_fd;
};

/* Games in the match: every deal once in every seating. */
long	 match_games(const struct match *);
/* The line that opens the record file and names the match. */
void	 match_header(const struct match *, char *, size_t);
/*
 * Plays game number i and writes its block of the record file (comments
 * with the seating and what each seat did, the record, an end comment)
 * to out, unless it is NULL; fills what the tally needs.
 */
int	 match_play(const struct match *, long i, FILE *out,
	    struct tally *delta);
/*
 * Stops the persistent bots this process started: at the end of its
 * games, and (kill_bots, safe in a signal handler) when it is stopped.
 */
void	 match_finish(void);
void	 match_kill_bots(void);
/* Adds one game's tally to the match's. */
void	 tally_add(struct tally *, const struct tally *);
/*
 * Reads an interrupted match's record file: checks its header, tallies
 * its complete games, and returns how many there are and the offset
 * where the first incomplete one begins (-1 on error, with a message and
 * the file's line it is about, or 0 for the file as a whole).
 */
long	 match_resume(const struct match *, FILE *, struct tally *,
	    off_t *end, char *why, size_t, long *where);

#endif
