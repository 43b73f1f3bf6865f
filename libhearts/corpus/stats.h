/*
 * stats.h: what stats.c (the counting and the sums) and stats_table.c
 * (the tables) share.  Private to libhearts: hearts.h never includes it.
 *
 * struct hearts_stats is in the installed header of libhearts.so.1, so
 * its layout, and the size of a struct hearts_tally, stay what programs
 * built against it know.  What came later (each player's distributions)
 * lies in a block in front of the array of tallies, which only the
 * library allocates, grows and frees: st->tally points at the tally[] of
 * that block, and stats_block() finds the block from it.  A soname bump
 * would have broken every program built against .so.1 for data only the
 * library's writers use; the cost is that a caller must not free or grow
 * tally itself (hearts_stats(3) says so).  When struct hearts_stats must
 * change its layout anyway, make it opaque (hearts_stats_new(), accessors)
 * in the same bump.
 */
#ifndef HEARTS_STATS_H
#define HEARTS_STATS_H

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
