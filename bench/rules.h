/*
 * rules.h: the rules a benchmark plays, from its arguments: -r PRESET,
 * then -p PLAYERS over it, then each -o NAME=VALUE (hearts-rules(7)) as
 * hearts-deal -o takes it.  bench/bots and bench/views take them alike,
 * so that a script gives either the same words.
 */
#ifndef BENCH_RULES_H
#define BENCH_RULES_H

#include "hearts.h"

#define BENCH_OPTIONS	16

struct bench_rules {
	const char	*preset;		/* or NULL: the standard rules */
	int		 players;		/* or 0: the preset's */
	const char	*option[BENCH_OPTIONS];
	int		 noptions;
};

/*
 * getopt(3)'s option ch and its argument, if it is -o, -p or -r: 1 when
 * taken, 0 when it is another, -1 past BENCH_OPTIONS options.
 */
static inline int
bench_rules_arg(struct bench_rules *b, int ch, const char *arg)
{
	switch (ch) {
	case 'o':
		if (b->noptions == BENCH_OPTIONS)
			return -1;
		b->option[b->noptions++] = arg;
		return 1;
	case 'p':
		b->players = atoi(arg);
		return 1;
	case 'r':
		b->preset = arg;
		return 1;
	}
	return 0;
}

/* The rules the arguments name; -1 with e filled if they name none. */
static inline int
bench_rules(const struct bench_rules *b, struct hearts_rules *r,
    struct hearts_error *e)
{
	int	 i;

	hearts_rules_default(r);
	if (b->preset != NULL && hearts_rules_preset(r, b->preset, e) == -1)
		return -1;
	if (b->players != 0)
		r->players = b->players;
	for (i = 0; i < b->noptions; i++)
		if (hearts_rules_option(r, b->option[i], e) == -1)
			return -1;
	return hearts_rules_check(r, e);
}

#endif
