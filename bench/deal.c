/*
 * deal.c: how fast hearts-deal -w tries candidate deals: each a seeded
 * deal and the condition's program run over it, in candidates a second
 * on one core, for conditions on cards and counts: by the process's CPU
 * time, which other work on a shared machine leaves alone, and by the
 * wall clock.  Then conditions on a seat's value (value(N) <= 2), each
 * candidate the cards let through solved: two players, whose whole hand
 * the solver finishes, over fewer candidates.
 *
 *	bench/deal [candidates [valued]]
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "hearts.h"
#include "clock.h"

static const char *const conditions[] = {
	NULL,
	"S has QS and spades(S) <= 3",
	"hearts(N) >= 6 and high(N, hearts) >= 3 or voids(E) > 0",
	"not (W has AS or W has KS) and count(W, 2C 3C 4C) >= 2 and "
	    "points(S) + points(N) <= 3 and shortest(E) <= 1",
};

/* Two players: the solver's whole hands. */
static const char *const valued[] = {
	"value(N) <= 2",
	"value(N, each) >= 10",
	"N has QS and value(N) <= 8",
	"hearts(E) >= 4 and value(E) <= 3",
};

static double
cpu(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * Candidates a second for the conditions on values, the solver's table
 * kept throughout as hearts-deal keeps it, and the positions a
 * candidate solved takes.
 */
static void
valued_run(long n)
{
	struct hearts_rules rules;
	struct hearts_cond c;
	struct hearts_error e;
	struct hearts_search s;
	struct hearts_solver *sv;
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside;
	uint64_t	 seed;
	long		 kept, solved, nodes, before;
	double		 t0, t1, c0, c1;
	size_t		 i;
	int		 rc;

	if (n < 1)
		n = 2000;
	hearts_rules_default(&rules);
	rules.players = 2;
	if ((sv = hearts_solver_new(HEARTS_SOLVE_MEMORY, &e)) == NULL) {
		fprintf(stderr, "bench/deal: %s\n", e.msg);
		exit(1);
	}
	for (i = 0; i < sizeof(valued) / sizeof(valued[0]); i++) {
		hearts_cond_init(&c);
		if (hearts_cond_add(&c, valued[i], &rules, &e) == -1) {
			fprintf(stderr, "bench/deal: %s\n", e.msg);
			exit(1);
		}
		hearts_search_init(&s, &c, &rules, 1, n);
		kept = solved = nodes = 0;
		t0 = now();
		c0 = cpu();
		while (hearts_search_next(&s, &seed, hands, &aside) == 1) {
			before = nodes;
			rc = hearts_cond_judge(&c, &rules, 1, hands, aside,
			    sv, 0, &nodes, &e);
			if (rc == -1) {
				fprintf(stderr, "bench/deal: %s\n", e.msg);
				exit(1);
			}
			solved += nodes > before;
			kept += rc == 1;
		}
		c1 = cpu();
		t1 = now();
		printf("%9.0f candidates/s (CPU), %9.0f (wall), %5.1f%% kept, "
		    "%5.1f%% solved, %6.0f positions a solve: 2 players, %s\n",
		    n / (c1 - c0), n / (t1 - t0), 100.0 * kept / n,
		    100.0 * solved / n, solved > 0 ? (double)nodes / solved : 0,
		    valued[i]);
	}
	hearts_solver_free(sv);
}

int
main(int argc, char *argv[])
{
	struct hearts_rules rules;
	struct hearts_cond c;
	struct hearts_error e;
	struct hearts_search s;
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside;
	uint64_t	 seed;
	long		 n = argc > 1 ? atol(argv[1]) : 5000000, kept;
	double		 t0, t1, c0, c1;
	size_t		 i;

	if (n < 1)
		n = 5000000;
	hearts_rules_default(&rules);
	for (i = 0; i < sizeof(conditions) / sizeof(conditions[0]); i++) {
		hearts_cond_init(&c);
		if (conditions[i] != NULL &&
		    hearts_cond_add(&c, conditions[i], &rules, &e) == -1) {
			fprintf(stderr, "bench/deal: %s\n", e.msg);
			return 1;
		}
		hearts_search_init(&s, &c, &rules, 1, n);
		kept = 0;
		t0 = now();
		c0 = cpu();
		while (hearts_search_next(&s, &seed, hands, &aside) == 1)
			kept++;
		c1 = cpu();
		t1 = now();
		printf("%9.0f candidates/s (CPU), %9.0f (wall), %5.1f%% kept, "
		    "%2d ops: %s\n", n / (c1 - c0), n / (t1 - t0),
		    100.0 * kept / n, c.nops,
		    conditions[i] != NULL ? conditions[i] : "(none)");
	}
	valued_run(argc > 2 ? atol(argv[2]) : 2000);
	return 0;
}
