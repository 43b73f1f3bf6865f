/*
 * args.h: hearts-match's arguments that take more than a number: the
 * bots, the times, the sequential test's bounds, the games of a run.
 * Each refuses a bad one through the program's usage.
 */
#ifndef HEARTS_MATCH_ARGS_H
#define HEARTS_MATCH_ARGS_H

#include <stdbool.h>

#include "referee.h"

/* A bot on the command line: a built-in name, or a program's words. */
void	 args_bot(void (*usage)(int), const char *, struct bot_spec *);
/* The times of -t NAME=SECONDS, kept until the bots are named. */
struct args_times {
	char	*name[MATCH_POOL];
	double	 seconds[MATCH_POOL];
	int	 n;
};

/* -t SECONDS (into *all), or -t NAME=SECONDS for the bots of that name. */
void	 args_time(void (*usage)(int), const char *, double *all,
	    struct args_times *);
/* Gives -t NAME=SECONDS to the program bots of that name, once named. */
void	 args_times_apply(void (*usage)(int), struct match *,
	    struct args_times *);
/* -e fallback|forfeit: a hearts_on_fault. */
enum hearts_on_fault args_on_fault(void (*usage)(int), const char *);
/* -j JOBS: 1 to WORKERS_MAX. */
int	 args_jobs(void (*usage)(int), const char *);
/* -P ELO0,ELO1: the bounds of the sequential test. */
void	 args_sprt(void (*usage)(int), const char *, struct sprt *);
/* One name, one bot: the table could not tell two bots of one name apart. */
void	 args_check_names(void (*usage)(int), const struct match *);
/* -g FIRST-LAST: a range of the games, from 0. */
void	 args_games(void (*usage)(int), const char *, long *first,
	    long *last);
/* -k K/N: the K-th of N slices, from 1. */
void	 args_shard(void (*usage)(int), const char *, long *k, long *n);
/*
 * The games this run plays: those of -g, or all; of them, -k's slice,
 * which a sequential test (-P) refuses.
 */
void	 args_slice(void (*usage)(int), struct match *, bool ranged,
	    long first, long last, long k, long n, const struct sprt *);

#endif
