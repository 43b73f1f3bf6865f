/*
 * extbot.h: a bot that is a program of its own, asked once a decision:
 * started with fork and exec (never through a shell), handed a view on
 * its standard input, its answer read from its standard output, within
 * a time limit, its standard error sent to a log, each of its lines
 * named by the decision it belongs to.
 */
#ifndef HEARTS_EXTBOT_H
#define HEARTS_EXTBOT_H

#include <sys/types.h>
#include <sys/resource.h>

#include <stdbool.h>
#include <stddef.h>

#include "hearts.h"

#define EXTBOT_ANSWER	256	/* an answer longer than this is garbage */
/* Bytes of its standard error a bot may write in one decision. */
#define EXTBOT_LOG_MAX	65536
/* Room for the words that name a decision in the log. */
#define EXTBOT_CONTEXT	128
/* The end of its standard error kept, to say how a bot died. */
#define EXTBOT_TAIL	240
/* Room for how a bot died: its status and the end of its stderr. */
#define EXTBOT_DIED	(EXTBOT_TAIL * 4 + 80)

struct extbot {
	char	*const *argv;		/* the program and its arguments */
	int	 log_fd;		/* its standard error */
	double	 timeout;		/* seconds a decision may take */
	/* What each line of its standard error is prefixed with. */
	char	 context[EXTBOT_CONTEXT];
	/* How it crashed, said by extbot_ask(): EXTBOT_DIED bytes, or NULL. */
	char	*died;
};

/*
 * Asks the bot once: the view in, its first line out (NUL-terminated,
 * without the newline), its standard error copied to the log, the
 * seconds it took by the clock and the CPU seconds it and what it
 * waited for used.  Returns NONE, CRASH (it could not start, exited
 * other than 0, was killed, or wrote more than EXTBOT_LOG_MAX bytes to
 * its standard error, and is stopped) or TIMEOUT (it was still running
 * at the limit, and is killed).  Whatever it started ends with it.
 */
enum hearts_fault extbot_ask(const struct extbot *, const char *view,
	    size_t len, char answer[EXTBOT_ANSWER], double *seconds,
	    double *cpu);

/*
 * What persist.c shares: a bot's standard error on its way to the log,
 * at most EXTBOT_LOG_MAX bytes a decision (bytes and over are reset for
 * each), each line prefixed with the context.
 */
struct extbot_log {
	int		 fd;		/* the read end, or -1 once closed */
	int		 log;		/* the log */
	size_t		 bytes;		/* copied in this decision */
	bool		 over;		/* it wrote more than it may */
	bool		 midline;	/* the log's last line is not ended */
	const char	*context;	/* the prefix of its lines, or NULL */
	const char	*name;		/* the program, for messages */
	char		 tail[EXTBOT_TAIL];	/* the end of what it wrote */
	size_t		 ntail;
};
/* Copies what the bot has written to its standard error now. */
void	 extbot_copy_log(struct extbot_log *);
/* Ends the log's line if the bot left it unended. */
void	 extbot_end_line(struct extbot_log *);
/*
 * How a bot died, in words, into died (EXTBOT_DIED bytes): its exit
 * status or signal from a wait(2) status (-1: it could not be started
 * or waited for; -2: it was alive, and stopped for what it did), then
 * the last lines of its standard error.
 */
void	 extbot_died(const struct extbot_log *, int status, char *died);
/*
 * Starts a program with its standard input, output and error on pipes
 * whose other ends (non-blocking) it returns; -1 if it cannot start.
 */
pid_t	 extbot_start(char *const *argv, int *to, int *from, int *err);
/*
 * Kills the bot's process group and what it left outside it: every
 * child outside this process's group but those kept, the persistent
 * bots running now (extbot_keep(pid, true) from their start to their
 * end).
 */
void	 extbot_end_group(pid_t);
void	 extbot_keep(pid_t, bool);
/* The CPU seconds of a rusage, user and system. */
double	 extbot_cpu(const struct rusage *);

/*
 * Puts the directory of the running program (from /proc/self/exe, else
 * argv[0] when it names a path) ahead of PATH, as git puts its exec path
 * first, so that a bot finds the suite's own programs beside the one
 * that started it.  Returns -1 and leaves PATH alone if the directory
 * cannot be told (a program found through PATH is found there anyway).
 */
int	 extbot_path_first(const char *argv0);


#endif
