/*
 * clock.h: the benchmarks' one clock.  Seconds on the monotonic clock,
 * which no change of the time of day moves.
 */
#ifndef BENCH_CLOCK_H
#define BENCH_CLOCK_H

#include <time.h>

static inline double
now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Seconds of CPU time this process has used: what the load does not inflate. */
static inline double
cpu_now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

#endif
