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

struct capture {
	char	*text;
	size_t	 len;
	size_t	 size;
	size_t	 last;		/* where the last line read begins */
	bool	 joined;	/* each line ended by "; ", not as read */
};

/* The reader's hook (arg a struct capture): keeps a line and its end. */
void	 capture_line(void *arg, const char *line, size_t len, int end);

#endif
