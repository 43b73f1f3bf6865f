/*
 * record_lines.h: a record stream's lines as words, for the record reader
 * (record_read.c).  Private to libhearts: hearts.h never includes it.
 */
#ifndef HEARTS_RECORD_LINES_H
#define HEARTS_RECORD_LINES_H

#include <string.h>

#include "internal.h"

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
 * The next line's bytes where they lie in the block, not yet read, for a
 * reader that can take a line of the record's own form whole without its
 * words (record_plain.c's lines): NULL when the next line is not to be
 * had so (one put back, the first line, or all lines of a record written
 * on one).  The bytes run to the NUL after the block at the most, with
 * WORD_PAD bytes to spare past it.  A reader that finds the line's newline
 * takes the line with hearts_line_take(); anything else it leaves to
 * hearts_line_next(), which reads the same bytes as ever.
 * hearts_lines_peek is true but in the unit test that reads each stream
 * both ways and holds the two to the same result (tests/unit/reader.c).
 */
extern bool	 hearts_lines_peek;
/* The lines read by their words so far, for the unit tests. */
extern long	 hearts_lines_by_words;

/*
 * Whether c ends a line read in place: a newline, or the ';' that ends
 * each line but the last of a record in the one-line form (hearts(5)).
 */
static inline bool
hearts_line_end(int c)
{
	return c == '\n' || c == ';';
}

static inline const char *
hearts_line_peek(const struct line *ln)
{
	const struct hearts_reader *rd = ln->rd;

	/* Not before the stream's first line, which may begin with a byte
	 * order mark, is read: after it, even within its line (the first
	 * record of the one-line form). */
	if (!hearts_lines_peek || rd->pending || rd->cur == NULL ||
	    rd->buf == NULL)
		return NULL;
	return rd->buf + rd->pos;
}

/*
 * For a reader in place whose next line, as hearts_line_peek() gave it,
 * runs past the block's end (hearts_line_cut()): the
 * bytes not yet read moved to the block's start and more read after
 * them, as hearts_line_next() would.  Returns the line's bytes where they
 * lie now, or NULL when no more could be read (the stream's end or an
 * error, which hearts_line_next() then meets and tells; a line past the
 * limit).  What an earlier line's words pointed at is gone.
 */
const char	*hearts_line_more(struct line *);

/*
 * Whether the line at s, from hearts_line_peek(), runs to the block's end
 * with no end of its own: no newline, no ';', no NUL (a line with one is
 * refused at once, and one ended is read without reading on, so that a
 * pipe is never waited on for what the line does not need).
 */
static inline bool
hearts_line_cut(const struct line *ln, const char *s)
{
	const struct hearts_reader *rd = ln->rd;

	return s + strcspn(s, "\n;") == rd->buf + rd->len;
}

/*
 * Takes the line hearts_line_peek() gave, up to its end, nl (a newline,
 * or a ';' within a line of the one-line form, which keeps the line's
 * number), as read: its number in ln, no words, the hook told of it.
 * Inline: nearly every line of a record is taken so.
 */
static HEARTS_HOT void
hearts_line_take(struct line *ln, const char *nl)
{
	struct hearts_reader *rd = ln->rd;
	char		*ls = rd->buf + rd->pos;

	rd->split = false;
	rd->start = rd->line + 1;
	rd->line += *nl == '\n';
	rd->pos = (size_t)(nl + 1 - rd->buf);
	rd->cur = ls;
	ln->number = rd->start;
	ln->nwords = 0;
	if (rd->hook != NULL)
		rd->hook(rd->hook_arg, ls, (size_t)(nl - ls), *nl);
}

/*
 * Whether a word is this keyword, a string literal: its bytes and its end
 * compared at once, without a loop.  The words are in the reader's
 * buffers, which have WORD_PAD bytes to spare past any word.
 */
#define word_is(word, keyword)	\
	(memcmp((word), (keyword), sizeof(keyword)) == 0)

#endif
