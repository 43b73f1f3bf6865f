/*
 * workers.h: the processes that play a match's games, each every jobs-th
 * game in turn, and send each game back (its number, its tally, its
 * record when there is a file to keep it) in blocks through a pipe; the
 * referee takes the games in their order, whatever the number of jobs.
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

/*
 * Starts jobs workers, worker j playing games from + j, from + j + jobs,
 * ... up to total, with each game's record if records.
 */
void	 workers_start(const struct match *, bool records, struct worker *,
	    int jobs, long from, long total);
/*
 * Takes len bytes of what a worker sent, reading a block when out; -1 at
 * its end, or when a signal came and *interrupted is set.
 */
int	 worker_take(struct worker *, void *to, size_t len,
	    const volatile sig_atomic_t *interrupted);
/*
 * Stops the workers; once they have played every game (finished) they
 * are left to end on their own, stopping their persistent bots with
 * care (their input closed, their CPU time reaped).
 */
void	 workers_stop(struct worker *, int jobs, bool finished);

#endif
