/*
 * pieces.h: one file of records read by several processes at once (-j of
 * hearts-check, hearts-select, hearts-stats and hearts-export).  The file
 * is cut where a record begins; a child reads each piece; the parent puts
 * what they wrote back in the file's order, and says their messages with
 * the lines and game numbers of the whole input, so that stdout and
 * stderr are byte for byte what one process writes.
 */
#ifndef HEARTS_PIECES_H
#define HEARTS_PIECES_H

#include <sys/types.h>

#include <stdbool.h>
#include <stdio.h>

#include "hearts.h"

#define PIECES_MAX	64	/* jobs, at most, as hearts-match -j */
#define PIECES_COUNTS	8	/* a program's counts a piece sends back */

/*
 * A piece: the records whose first line begins in bytes [from, to) of the
 * file.  Its last record may run past to, and is read to its end: a
 * record cut short is reported as one process reports it.
 */
struct piece {
	const char	*name;		/* the file, as named */
	off_t		 from, to;	/* to is -1 for the last piece */
	int		 index;		/* from 0 */
};

/* What a piece's child sends back when it is done. */
struct piece_sums {
	int		 index;		/* the piece's */
	long		 lines;		/* the lines of the piece */
	long		 records;	/* the records whose messages it said */
	long		 good, bad;	/* of them */
	bool		 ended;		/* the stream ended in it (refused) */
	int		 out_errno;	/* writing its stdout failed so */
	long		 n[PIECES_COUNTS];	/* the program's own counts */
};

/*
 * A piece's work, in its child: read the piece with the reader given (at
 * the piece's first byte), checking pieces_stop() before each record,
 * write to stdout as one process would, and fill the sums (the records,
 * good and bad, and the program's counts; the rest are filled after).
 * Returns whether the stream ended before the piece did.
 */
typedef bool	 piece_fn(void *arg, const struct piece *,
		    struct hearts_reader *, struct piece_sums *);
/*
 * In the parent, each piece's sums, in the file's order, before what it
 * wrote is copied to stdout; or, for a job that keeps it, with out, the
 * descriptor of what it wrote, at its start.
 */
typedef void	 gather_fn(void *arg, const struct piece_sums *, int out);

struct pieces_job {
	piece_fn	*read;
	void		*arg;
	gather_fn	*gather;
	void		*garg;
	bool		 keep;		/* stdout of each piece to gather */
};

/*
 * Whether the file named can be read in pieces: a regular file, not
 * stdin (whose offset the children would share).
 */
bool	 pieces_possible(const char *name);
/*
 * Cuts the file of size bytes open on fd into at most jobs pieces, in p;
 * returns their count, 1 if it is not cut.
 */
int	 pieces_cut(int fd, const char *name, off_t size, int jobs,
	    struct piece *p);
/*
 * Reads the file in at most jobs pieces at once, the job's read() for
 * each in a child, its gather() for each in order; games counts the
 * records read before the file, for the numbers of games in messages.
 * False if the file cannot be opened (reported as one process reports
 * it, unless quiet).  A child that fails makes the program exit with its
 * status.
 */
bool	 pieces_read(const char *name, int jobs, bool quiet, long games,
	    const struct pieces_job *);
/*
 * Whether the reader's next record begins past the piece, where the
 * next piece's child reads it: the reading of the piece is over.
 */
bool	 pieces_stop(const struct piece *, const struct hearts_reader *);
/*
 * Says a message about game (from 0, in the input read so far) at line
 * of name: "prog: name:line: game G" and the rest.  In a piece's child,
 * the parent says it, once the lines and games before the piece are
 * known.
 */
void	 pieces_warn_game(const char *name, long line, long game,
	    const char *fmt, ...) __attribute__((format(printf, 4, 5)));

#endif
