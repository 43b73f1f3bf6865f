/*
 * capture.h: the lines of the record being read, kept as they were read
 * (a reader hook), for the programs that write records as read:
 * hearts-check -g and -b, and hearts-select through stream.c; or joined
 * by "; ", for hearts-check -1 to copy a canonical record on one line.
 */
#ifndef HEARTS_CAPTURE_H
#define HEARTS_CAPTURE_H

#include <stdbool.h>
#include <stddef.h>

#include "hearts.h"

struct capture {
	char	*text;
	size_t	 len;
	size_t	 size;
	size_t	 last;		/* where the last line read begins */
	bool	 joined;	/* each line ended by "; ", not as read */
};

/* The reader's hook (arg a struct capture): keeps a line and its end. */
void	 capture_line(void *arg, const char *line, size_t len, int end);

/*
 * The lines after a record, up to the next record's first line or a
 * comment that names its seats' players: the record's own (its trailing
 * comments), where a reader would otherwise take them for the next
 * record's.  capture_gap_start() makes capture_gap_line() the reader's
 * hook as a record ends; it gives each line to the capture (if any) and
 * hands the hook back to it at the first line that does not trail.
 */
struct capture_gap {
	struct hearts_reader *rd;
	struct capture	*cap;		/* where lines are kept, or NULL */
	size_t		 trail;		/* cap's first bytes that trail */
	bool		 trails;	/* whether the last line seen trails */
};

bool	 capture_trails(const char *line, size_t len);
void	 capture_gap_start(struct capture_gap *, struct hearts_reader *,
	    struct capture *);
void	 capture_gap_line(void *arg, const char *line, size_t len, int end);
/* No gap: the hook is the capture's, nothing trails. */
void	 capture_gap_end(struct capture_gap *);

#endif
