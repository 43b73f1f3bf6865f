/*
 * stream.h: reading streams of records of any size for the programs that
 * work on collections (hearts-select, hearts-stats, hearts-export): every
 * record checked as hearts-check checks it, a bad one reported with its
 * line and the game it is in, and the rest read on.
 */
#ifndef HEARTS_STREAM_H
#define HEARTS_STREAM_H

#include "hearts.h"
#include "pieces.h"

#define STREAM_COMMENTS	16384	/* a record's comments kept, at most */

/* One good record, as the callback sees it. */
struct stream_record {
	const char	*file;		/* as named, "<stdin>" for stdin */
	long		 position;	/* in all the input, from 1 */
	const char	*comments;	/* its comment lines, joined by '\n' */
	const char	*text;		/* as read, if asked for; else NULL */
	size_t		 len;
};

struct stream {
	bool		 quiet;		/* no diagnostics */
	bool		 as_read;	/* keep each record's lines as read */
	/* Called with each good record; its return is ignored. */
	void		(*record)(void *, struct hearts_game *,
			    const struct stream_record *);
	void		*arg;
	long		 records;
	long		 good;
	long		 bad;
	bool		 missing;	/* a file could not be opened */
	/*
	 * -j: each file read in pieces by jobs processes at once (pieces.h).
	 * In a piece's child, begin() is called before its records and end()
	 * after them, to put the program's counts in the sums' n[];
	 * gather() in the parent, with each piece's sums in order, and
	 * what it wrote if keep (else it is copied to stdout after).
	 */
	int		 jobs;
	void		(*begin)(void *, const struct piece *);
	void		(*end)(void *, struct piece_sums *);
	gather_fn	*gather;
	bool		 keep;
};

/*
 * Reads the files (stdin if there are none, or for "-"), calling back for
 * each good record.  A whole-record program refuses a seat's view.
 */
void	 stream_files(struct stream *, int argc, char *argv[]);
/* The exit status the reading earned: 66, 65 or 0. */
int	 stream_status(const struct stream *);
/*
 * Whether a summary of what was read (a count, a table, a header) is to
 * be written: not when no good record was read and something was wrong,
 * so that an input all bad or missing leaves stdout empty.
 */
bool	 stream_output_due(const struct stream *);

#endif
