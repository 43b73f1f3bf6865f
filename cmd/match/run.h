/*
 * run.h: what the programs that play matches (hearts-match,
 * hearts-tourney) do alike once their arguments are read: the streams
 * and signals a referee needs, the games taken in their order from the
 * workers into the record file and the tally, the progress line, and
 * how the run ended.  What each tallies and prints is its own, passed
 * in.
 */
#ifndef HEARTS_MATCH_RUN_H
#define HEARTS_MATCH_RUN_H

#include <stdbool.h>
#include <stdio.h>

#include "referee.h"

struct run {
	/* Given by the program. */
	struct match	*m;
	struct tally	*t;		/* every game's tally goes here */
	const struct sprt *sprt;	/* the test that may stop the run */
	const char	*file;		/* -f, or NULL */
	int		 jobs;
	bool		 progress;	/* -p: a line even off a terminal */
	/* What the run is about to do, on stderr before the first game. */
	void		(*announce)(const struct match *, bool seed,
			    long total, long done, const char *file);
	/* The progress line, of games out of total in seconds. */
	void		(*show)(FILE *, const void *what, long total,
			    double seconds, bool terminal);
	const void	*what;
	/* Found by run_play(). */
	FILE		*out;		/* the records, or NULL */
	FILE		*table;		/* the results: stdout, or stderr
					 * when the records take stdout */
	long		 next, total;	/* the game reached, the end */
	enum sprt_verdict verdict;
	double		 llr;
	bool		 interrupted;
};

/*
 * Before anything: stdout there (the results go to it), and the
 * standard streams the bots' children inherit, /dev/null for any
 * missing; program bots found beside argv0 first.
 */
void	 run_streams(const char *argv0);
/* Opens -l's log of the bots' stderr and -x's trace (NULL: none). */
void	 run_open_logs(struct match *, const char *logname,
	    const char *tracename);
/*
 * Plays the run's games: signals caught, the record file opened or
 * resumed, the games taken in order, each written and tallied, until
 * the last, the sequential test's verdict or a signal.  Exits with the
 * suite's status if a game could not be played.
 */
void	 run_play(struct run *);
/* The sequential test's line, of the first bot against the second. */
void	 run_sprt_line(FILE *, const struct run *, const struct sprt *,
	    const char *first, const char *second);
/*
 * Ends the run: says on stderr if a signal cut it short, closes the
 * records and stdout; the exit status (failed: a bot failed on most
 * of its decisions).
 */
int	 run_end(struct run *, bool failed);

#endif
