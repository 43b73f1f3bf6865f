/*
 * persist.h: a bot that is a program started once and asked decision
 * after decision over its standard input and output (hearts(7),
 * Persistent bots): its greeting, a question and a view in, a line out,
 * within the time limit; started again after it fails.
 */
#ifndef HEARTS_PERSIST_H
#define HEARTS_PERSIST_H

#include <sys/types.h>

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "extbot.h"

#define PERSIST_PROTOCOL	1	/* the version of its greeting */
#define PERSIST_NAME		16	/* a short name, and its NUL */

struct persist {
	char	*const *argv;		/* the program and its arguments */
	int	 log_fd;		/* its standard error */
	double	 timeout;		/* seconds a decision may take */
	/* The decision asked next, for the log (extbot.h), or "". */
	char	 context[EXTBOT_CONTEXT];
	/* While it runs: */
	pid_t	 pid;			/* 0: not running */
	int	 to, from;		/* its standard input and output */
	struct extbot_log err;		/* its standard error */
	char	 logctx[EXTBOT_CONTEXT];	/* what its log lines are under */
	char	 buf[EXTBOT_ANSWER];	/* what it wrote, not yet a line */
	size_t	 len;
	clockid_t clock;		/* its CPU clock */
	bool	 clocked;		/* if it has one */
	long	 starts;		/* times started */
	long	 restarts;		/* all starts but the first */
	double	 cpu_end;		/* CPU seconds, once it has ended */
	double	 children_cpu;		/* its children's, told so far */
	char	 name[PERSIST_NAME];	/* what its greeting calls it */
	int	 status;		/* as it ended (extbot_died()) */
	/* How it crashed, said by persist_ask(): EXTBOT_DIED bytes, or NULL. */
	char	*died;
	/*
	 * A trace of what passes outside the decisions (its start, its
	 * greeting, the lines it is told), or NULL: dir is '=' for an
	 * event, '<' for a line it wrote, '>' for one it was sent.
	 */
	void	(*trace)(void *arg, const struct persist *, char dir,
		    const char *line, size_t len);
	void	*trace_arg;
};

/*
 * Asks the bot, starting it first if it is not running: the question
 * line (NULL: it begins the view's text) and the view in, its answer line out (NUL-terminated), the
 * seconds it took by the clock and its CPU seconds.  NONE, CRASH (it
 * could not start, greeted wrongly or not at all, ended, or flooded its
 * standard error) or TIMEOUT (no line within the limit); after either
 * it is stopped, to be started again for the next decision.
 */
enum hearts_fault persist_ask(struct persist *, const char *question,
	    const char *view, size_t len, char answer[EXTBOT_ANSWER],
	    double *seconds, double *cpu);
/*
 * Tells a running bot a line that wants no answer ("# over ..."), at
 * the end of a game; returns the CPU seconds of the processes it
 * started and waited for since the last time (Linux; else 0).
 */
double	 persist_tell(struct persist *, const char *line);
/* Closes its input and stops it, and everything it started. */
void	 persist_stop(struct persist *);

#endif
