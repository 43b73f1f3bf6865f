/*
 * merge.h: the record files of a match's slices, played apart (on other
 * hosts, by GNU parallel), put together again into the whole match: its
 * table, and its record file as one run writes it.
 */
#ifndef HEARTS_MERGE_H
#define HEARTS_MERGE_H

#include <sys/types.h>

#include <stdio.h>

#include "referee.h"

/* One slice's file: its games and where they are in it. */
struct piece {
	const char	*path;
	long		 first, last;	/* its games, from 0 */
	long		 line;		/* the line that says so (1: a whole match) */
	off_t		 start, end;	/* the bytes of its games */
	long		 start_line;	/* the file's line at start */
};

struct merged {
	/* Set before merge_read(): the program whose files it takes. */
	const char	*program;	/* hearts-tourney, or NULL: a match */
	struct match	 m;		/* as the first line names it */
	struct tally	 t;
	char		*header;	/* that line, its newline too */
	struct piece	*piece;		/* in the order of their games */
	int		 npieces;
};

/*
 * Reads the files, checks that they are slices of one match that hold
 * each of its games once, whole, and tallies the games in their order,
 * as one run does.  Exits with the suite's status, naming the file and
 * line, if they are not.
 */
void	 merge_read(struct merged *, int nfiles, char **paths);
/* The whole match's record file: its first line, then every game. */
void	 merge_write(const struct merged *, FILE *, const char *name);

#endif
