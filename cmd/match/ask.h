/*
 * ask.h: the seats' bots as referee.c hands them to hearts_game_run(),
 * asked in ask.c: a program, timed, on its clock and in the trace, and a
 * searching built-in bot, timed by this thread's CPU clock.
 */
#ifndef HEARTS_MATCH_ASK_H
#define HEARTS_MATCH_ASK_H

#include "referee.h"

/* A program's seat in one game: the match_ask() callback's arg. */
struct asker {
	struct progbot	*prog;
	struct hearts_rng rng;		/* the seeds of its decisions */
	long		 game;
	const char	*program;
	int		 log_fd;
	int		 trace_fd;	/* or 0 (struct match's) */
	double		 limit;		/* -t: its time a decision */
	double		*clock;		/* -c: what is left of its clock, */
	double		 increment;	/* or NULL */
	double		*seconds, *cpu;
	long		*restarts;
	double		*asking;	/* this process's CPU in match_ask() */
};

/*
 * A searching built-in bot (strong, expert), asked as a program is so
 * that its decision is timed here, by the clock and by this thread's
 * CPU clock: the library times it by the clock alone, which a loaded
 * machine inflates.  The match_search() callback's arg.
 */
struct searcher {
	struct hearts_bot *bot;
	double		*seconds, *cpu;
	double		*spent;		/* the CPU of every searching bot */
};

/* The hearts_player callbacks of a program's seat and a searching bot's. */
enum hearts_fault match_ask(void *, const struct hearts_game *, int seat,
	    hearts_cards *);
enum hearts_fault match_search(void *, const struct hearts_game *, int seat,
	    hearts_cards *);
/*
 * A persistent program's trace callback (struct persist's trace), its
 * arg the seat's struct asker: what passes outside its decisions.
 */
void	 match_trace_persistent(void *, const struct persist *, char dir,
	    const char *line, size_t len);
/* The CPU seconds of this process, its children apart. */
double	 match_process_cpu(void);

#endif
