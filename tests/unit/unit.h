/*
 * unit.h: a very small test harness for the library's unit tests.  Each
 * group is a function; the runner prints TAP-like lines and fails if any
 * check failed.
 */
#ifndef HEARTS_UNIT_H
#define HEARTS_UNIT_H

#include <stdint.h>
#include <stdio.h>

extern int unit_failures;

/* Groups that live in files of their own. */
void	 test_api(void);
void	 test_bots(void);
void	 test_random_run(void);
void	 test_simple_run(void);
void	 test_expert_repeat(void);
void	 test_simple(void);
void	 test_game(void);
void	 test_sets(void);
void	 test_engine(void);
void	 test_conditions(void);
void	 test_uniform(void);
void	 test_writer(void);
void	 test_reader(void);
void	 test_canonical(void);
void	 test_solve(void);
void	 test_values(void);
void	 test_corpus(void);
/* A condition refused with a message that begins so (condition.c). */
void	 unit_cond_refused(const char *text, int players, const char *msg);

struct hearts_game;
/* A random game of so many players, stopped anywhere (writer.c). */
void	 unit_random_game(uint64_t *, int, struct hearts_game *);

/* The game read back from a seat's view of it (bots.c). */
void	 unit_view_of(const struct hearts_game *, int seat,
	    struct hearts_game *);

/* The tests' own generator, apart from the library's. */
uint64_t xorshift(uint64_t *);

#define CHECK(cond) do {						\
	if (!(cond)) {							\
		fprintf(stderr, "%s:%d: check failed: %s\n",		\
		    __FILE__, __LINE__, #cond);				\
		unit_failures++;					\
	}								\
} while (0)

#define CHECK_INT(got, want) do {					\
	long long g_ = (long long)(got), w_ = (long long)(want);	\
	if (g_ != w_) {							\
		fprintf(stderr, "%s:%d: %s is %lld, want %lld\n",	\
		    __FILE__, __LINE__, #got, g_, w_);			\
		unit_failures++;					\
	}								\
} while (0)

#define CHECK_STR(got, want) do {					\
	const char *g_ = (got), *w_ = (want);				\
	if (strcmp(g_, w_) != 0) {					\
		fprintf(stderr, "%s:%d: %s is \"%s\", want \"%s\"\n",	\
		    __FILE__, __LINE__, #got, g_, w_);			\
		unit_failures++;					\
	}								\
} while (0)

#endif
