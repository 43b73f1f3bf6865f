/*
 * workers.h: the processes that play a match's games, each every jobs-th
 * game in turn, and send each game back (its number, its tally, its
 * record when there is a file to keep it) in blocks through a pipe; the
 * referee takes the games in their order, whatever the number of jobs.
 * One job of the quick built-in bots (random, simple) has no worker:
 * the referee plays the games itself, with no pipe to copy every record
 * through.
 */
#ifndef HEARTS_WORKERS_H
#define HEARTS_WORKERS_H

#include <sys/types.h>

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include "referee.h"

#define WORKERS_MAX	64

/* A worker, and what the referee has read from it but not yet taken. */
struct worker {
	pid_t	 pid;
	int	 fd;
	char	*buf;
	size_t	 pos, len;
};

/* A game's message from a worker: its number, its tally, its text's length. */
struct game_message {
	long		 index;
	struct tally	 delta;
	size_t		 len;
};

/* The games of a run, from their workers or played here. */
struct workers {
	const struct match *m;
	bool		 records;	/* each game's record wanted */
	bool		 here;		/* no worker: played in this process */
	int		 jobs;
	long		 from;
	double		 flushed;	/* here: when a flush was last due */
	struct worker	 w[WORKERS_MAX];
	struct match_text text;		/* the last game's record */
};

/*
 * Starts jobs workers, worker j playing games from + j, from + j + jobs,
 * ... up to total, with each game's record if records; none when jobs is
 * 1 and every bot is random or simple.
 */
void	 workers_start(struct workers *, const struct match *, bool records,
	    int jobs, long from, long total);
/*
 * Whether what the referee has written should go out before it takes
 * game next: taking it may wait for a worker or, with the games played
 * here, a hundredth of a second has passed since it was last said so.
 */
bool	 workers_flush_due(struct workers *, long next);
/*
 * Takes game next (they come in order) into *msg and, with its record,
 * the workers' text; -1 when a worker ended or, waiting for one, a
 * signal came and *interrupted is set, or the game could not be played.
 */
int	 workers_take(struct workers *, long next, struct game_message *msg,
	    const volatile sig_atomic_t *interrupted);
/*
 * Stops the workers; once they have played every game (finished) they
 * are left to end on their own, stopping their persistent bots with
 * care (their input closed, their CPU time reaped).
 */
void	 workers_stop(struct workers *, bool finished);

#endif
