/*
 * oracle_stats.h: what oracle_stats.c and oracle_stats_table.c share,
 * as it was at 8e79b25 (libhearts/stats.h), kept unchanged but for its names,
 * so that tests/unit/corpus.c can hold the new code to every byte and
 * count it gave.  Not built into the library.
 */
#ifndef ORACLE_STATS_H
#define ORACLE_STATS_H

#include <stddef.h>

#include "internal.h"

/* The distributions: the points of a hand, the total at a game's end. */
enum { DIST_POINTS, DIST_TOTAL, DIST_KINDS };

struct stats_dist {
	struct hearts_count *v;		/* sorted by value */
	int		 n;
};

/*
 * Values kept in all the players' distributions together, so that the
 * sums of a thousand players with many values each stay bounded too;
 * past it, as past HEARTS_STATS_VALUES in one, a value is dropped.
 */
#define STATS_PLAYER_VALUES	(1 << 18)

struct stats_block {
	struct stats_dist (*dist)[DIST_KINDS];	/* a tally's, by its index */
	int		 cap;		/* tallies there is room for */
	long		 values;	/* in all of dist */
	/*
	 * Sums of version 1 were added: their distributions are pooled
	 * over the seats, so the players' ones are not whole.
	 */
	bool		 pooled_only;
	struct hearts_tally tally[];
};

static inline struct stats_block *
stats_block(const struct hearts_stats *st)
{
	if (st->tally == NULL)
		return NULL;
	return (struct stats_block *)(void *)((char *)st->tally -
	    offsetof(struct stats_block, tally));
}

/* The pooled distribution of a kind: hearts_stats' own arrays. */
static inline struct stats_dist
stats_pooled(const struct hearts_stats *st, int kind)
{
	struct stats_dist d;

	d.v = kind == DIST_POINTS ? st->hand_points : st->totals;
	d.n = kind == DIST_POINTS ? st->nhand_points : st->ntotals;
	return d;
}

#endif
