/*
 * extbot.h: a bot that is a program of its own, asked once a decision:
 * started with fork and exec (never through a shell), handed a view on
 * its standard input, its answer read from its standard output, within
 * a time limit, its standard error sent to a log.
 */
#ifndef HEARTS_EXTBOT_H
#define HEARTS_EXTBOT_H

#include <stddef.h>

#include "hearts.h"

#define EXTBOT_ANSWER	256	/* an answer longer than this is garbage */
/* Bytes of its standard error a bot may write in one decision. */
#define EXTBOT_LOG_MAX	65536

struct extbot {
	char	*const *argv;		/* the program and its arguments */
	int	 log_fd;		/* its standard error */
	double	 timeout;		/* seconds a decision may take */
};

/*
 * Asks the bot once: the view in, its first line out (NUL-terminated,
 * without the newline), its standard error copied to the log, the
 * seconds it took.  Returns NONE, CRASH (it could not start, exited
 * other than 0, was killed, or wrote more than EXTBOT_LOG_MAX bytes to
 * its standard error, and is stopped) or TIMEOUT (it was still running
 * at the limit, and is killed).  Whatever it started ends with it.
 */
enum hearts_fault extbot_ask(const struct extbot *, const char *view,
	    size_t len, char answer[EXTBOT_ANSWER], double *seconds);

/*
 * Puts the directory of the running program (from /proc/self/exe, else
 * argv[0] when it names a path) ahead of PATH, as git puts its exec path
 * first, so that a bot finds the suite's own programs beside the one
 * that started it.  Returns -1 and leaves PATH alone if the directory
 * cannot be told (a program found through PATH is found there anyway).
 */
int	 extbot_path_first(const char *argv0);

/* Reads an answer as cards; GARBAGE unless it is one or more cards. */
enum hearts_fault extbot_cards(const char *answer, hearts_cards *);

#endif
