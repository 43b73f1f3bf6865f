/*
 * record_lines.h: a record stream's lines as words, for the record reader
 * (record_read.c).  Private to libhearts: hearts.h never includes it.
 */
#ifndef HEARTS_RECORD_LINES_H
#define HEARTS_RECORD_LINES_H

#include "hearts.h"

#define MAX_WORDS	64
#define WORD_PAD	8	/* zeroed room past the buffers, for word_is() */

/*
 * The line just read: its words, in the reader's buffers, and the line it
 * began on, which an error names.  The record reader may point number at
 * an earlier line while it reports an error about that line.
 */
struct line {
	struct hearts_reader *rd;
	char		*word[MAX_WORDS];
	int		 nwords;
	long		 number;
};

/*
 * Reads lines until one with words.  Returns 1, 0 at the end of the
 * stream, or -1 with the error set: HEARTS_ERR_DATA for a line that is
 * not text, is over the limit or has too many words (the line's number,
 * but not its hand or trick, which only the record reader knows);
 * HEARTS_ERR_IO or HEARTS_ERR_NOMEM otherwise.
 */
int	 hearts_line_next(struct line *, struct hearts_error *);
/* Puts the line back whole, for the next read to return again. */
void	 hearts_line_unread(struct line *);

/*
 * Whether a word is this keyword, a string literal: its bytes and its end
 * compared at once, without a loop.  The words are in the reader's
 * buffers, which have WORD_PAD bytes to spare past any word.
 */
#define word_is(word, keyword)	\
	(memcmp((word), (keyword), sizeof(keyword)) == 0)

#endif
