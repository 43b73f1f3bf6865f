/*
 * deal.c: how fast hearts-deal -w tries candidate deals: each a seeded
 * deal and the condition's program run over it, in candidates a second
 * on one core, for conditions on cards and counts: by the process's CPU
 * time, which other work on a shared machine leaves alone, and by the
 * wall clock.
 *
 *	bench/deal [candidates]
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

static double
cpu(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
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
		hearts_search_init(&s, &c, 4, 1, n);
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
	return 0;
}
