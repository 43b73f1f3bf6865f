/*
 * record_lines.c: a record stream's lines, as words, for the record reader
 * (record_read.c), which asks only for the next line that has words.
 * Reads the stream in blocks, finds where each line ends and splits it
 * into words; what the words mean is record_read.c's.  Named for what it
 * gives, not "scan": the block scan is only the fast one of the two ways
 * a line is read here.
 *
 * The reader runs near the machine's width (some five instructions a
 * cycle), so its instructions are its time.  Tried and slower by the
 * clock: splitting a line eight bytes at a time (SWAR) or sixteen (SSE2)
 * with masks and bit loops, and a word's length without branches (the
 * byte loop takes a card in about fifteen instructions, which the masks
 * did not beat on lines of twenty bytes); a fast path for keywords took
 * 3% of the instructions and nothing off the clock.  Most lines are now
 * read in place by record_plain.c and never split here.
 */
#include <sys/types.h>

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"
#include "record_lines.h"

#define LINE_LIMIT	4096	/* longer lines are refused, memory stays bounded */
#define COMMENT_LIMIT	65536	/* a comment's, of which LINE_LIMIT bytes are kept */
#define BLOCK_SIZE	65536	/* read at a time: many lines, one system call */

bool	 hearts_lines_peek = true;
long	 hearts_lines_by_words;

void
hearts_reader_init(struct hearts_reader *rd, FILE *in)
{
	memset(rd, 0, sizeof(*rd));
	rd->in = in;
	/* A stream in memory has no descriptor: it is read with fread(3). */
	rd->fd = fileno(in);
}

void
hearts_reader_init_fd(struct hearts_reader *rd, int fd)
{
	memset(rd, 0, sizeof(*rd));
	rd->fd = fd;
}

long long
hearts_reader_next(const struct hearts_reader *rd, long *line)
{
	if (line != NULL)
		*line = rd->pending ? rd->start : rd->line + 1;
	/* A line read ahead was read a byte at a time, or is in the block. */
	if (!rd->pending)
		return rd->base + (long long)rd->pos;
	if (rd->cur == rd->slow)
		return rd->slow_at;
	return rd->base + (rd->cur - rd->buf);
}

void
hearts_reader_free(struct hearts_reader *rd)
{
	free(rd->buf);
	free(rd->slow);
	rd->buf = rd->slow = rd->cur = NULL;
	/* What was read ahead is gone with the block. */
	rd->pos = rd->len = 0;
	rd->pending = false;
}

/*
 * Reads more of the stream after the bytes in the block: whatever the
 * descriptor has, so that a pipe or a terminal is read as its lines come
 * and never waited on for more.  Returns the count, 0 at the end of the
 * stream (which stays ended, as a stdio stream's does), or -1 with
 * rd->error set.
 */
static ssize_t
fill(struct hearts_reader *rd)
{
	size_t	 room = rd->bufsize - 1 - rd->len;
	ssize_t	 n = 0;

	if (rd->eof)
		;
	else if (rd->fd != -1) {
		while ((n = read(rd->fd, rd->buf + rd->len, room)) == -1 &&
		    errno == EINTR)
			continue;
	} else if ((n = (ssize_t)fread(rd->buf + rd->len, 1, room,
	    rd->in)) == 0 && ferror(rd->in))
		n = -1;
	if (n == -1)
		rd->error = errno;
	else if (n == 0)
		rd->eof = true;
	else
		rd->len += (size_t)n;
	/* The sentinel that stops every scan, wherever the block ends now. */
	rd->buf[rd->len] = '\0';
	return n;
}

/* The next byte of the stream, or EOF at its end or on an error. */
static int
next_byte(struct hearts_reader *rd)
{
	if (rd->pos == rd->len) {
		rd->base += (long long)rd->len;
		rd->pos = rd->len = 0;
		if (fill(rd) <= 0)
			return EOF;
	}
	return (unsigned char)rd->buf[rd->pos++];
}

/*
 * Whether the first len bytes of the line read so far make it a comment:
 * blanks, then '#' (after a byte order mark on the first line).
 */
static bool
is_comment(const struct hearts_reader *rd, size_t len)
{
	size_t	 i = 0;

	if (rd->start == 1 && len >= 3 && memcmp(rd->cur, "\xef\xbb\xbf", 3) == 0)
		i = 3;
	while (i < len && (rd->cur[i] == ' ' || rd->cur[i] == '\t'))
		i++;
	return i < len && rd->cur[i] == '#';
}

/*
 * Ends the stream for the reader after a line that is not text or has no
 * end within its limit: what follows it cannot be told apart from the
 * rest of that line, and reading on could take for ever (/dev/zero, a
 * line that never ends).  Returns -1 with the error set.
 */
static int	 refuse_stream(struct line *, struct hearts_error *,
		    const char *, size_t, const char *, ...)
		    HEARTS_PRINTF(5, 6);

static int
refuse_stream(struct line *ln, struct hearts_error *e, const char *buf,
    size_t len, const char *fmt, ...)
{
	va_list	 ap;
	char	 msg[sizeof(e->msg)];

	struct hearts_reader *rd = ln->rd;

	rd->eof = true;
	rd->pos = rd->len = 0;
	rd->buf[0] = '\0';
	ln->number = rd->start;
	/* The hook sees what was kept of the line, as one line. */
	if (rd->hook != NULL)
		rd->hook(rd->hook_arg, buf, len, '\n');
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	return hearts_fail(e, HEARTS_ERR_DATA, ln->number, "%s", msg);
}

/*
 * Reads one line a byte at a time into rd->slow, without its end: the
 * lines the block scan leaves (the first, one over the limit or with a
 * NUL, one cut by the end of the stream).  A line ends at a newline or,
 * outside a comment, at a semicolon, so that a record may also be written
 * on one line.  Returns 1, 0 at the end of the stream, or -1 with the
 * error set.  A NUL byte is refused as soon as it is read, a line as soon
 * as it passes its limit (a comment's is longer, and only its first
 * LINE_LIMIT bytes are kept), so that neither is read on.
 */
static int
read_line_slow(struct line *ln, struct hearts_error *e)
{
	struct hearts_reader *rd = ln->rd;
	char		*buf = rd->slow;
	/* Room for the carriage return before the end, and a byte order mark. */
	size_t		 most = LINE_LIMIT + 1 + (rd->start == 1 ? 3 : 0);
	size_t		 len = 0, total = 0, keep = most;
	int		 c, end, last = 0;
	bool		 bom = false;

	rd->cur = buf;
	rd->slow_at = rd->base + (long long)rd->pos;
	for (;;) {
		c = next_byte(rd);
		if (c == EOF || c == '\n')
			break;
		/* A semicolon ends the line, unless the line is a comment. */
		if (c == ';' && !is_comment(rd, len))
			break;
		if (c == '\0')
			return refuse_stream(ln, e, buf, len, "the line holds a "
			    "NUL byte: this is not a text record");
		if (len < keep)
			buf[len++] = (char)c;
		last = c;
		if (++total <= most)
			continue;
		if (most < COMMENT_LIMIT && is_comment(rd, len))
			most = COMMENT_LIMIT + 1;
		else
			return refuse_stream(ln, e, buf, len, most <
			    COMMENT_LIMIT ? "the line is longer than %d bytes" :
			    "the comment is longer than %d bytes", most <
			    COMMENT_LIMIT ? LINE_LIMIT : COMMENT_LIMIT);
	}
	if (c == EOF && rd->error != 0)
		return hearts_fail(e, HEARTS_ERR_IO, rd->start,
		    "cannot read: %s", strerror(rd->error));
	if (c == EOF && total == 0)
		return 0;
	if (c == '\n')
		rd->line++;
	end = c == EOF ? 0 : c;
	buf[len] = '\0';
	ln->number = rd->start;
	/* The hook sees the bytes as they came, ends and all. */
	if (rd->hook != NULL)
		rd->hook(rd->hook_arg, buf, len, end);
	if (len > 0 && buf[len - 1] == '\r')
		buf[--len] = '\0';
	/* A byte order mark is not part of the first line. */
	if (rd->start == 1 && len >= 3 &&
	    memcmp(buf, "\xef\xbb\xbf", 3) == 0) {
		memmove(buf, buf + 3, len - 2);
		len -= 3;
		bom = true;
	}
	/*
	 * LINE_LIMIT + 1 bytes may be a line of the limit and the carriage
	 * return before its end, or the byte order mark's 3 more.
	 */
	if (len > LINE_LIMIT && !is_comment(rd, len))
		return hearts_fail(e, HEARTS_ERR_DATA, ln->number,
		    "the line is longer than %d bytes", LINE_LIMIT);
	/* A comment is not kept whole: its length is the bytes counted. */
	if (total - (last == '\r') - (bom ? 3 : 0) > COMMENT_LIMIT)
		return hearts_fail(e, HEARTS_ERR_DATA, ln->number,
		    "the comment is longer than %d bytes", COMMENT_LIMIT);
	/* Only a comment kept whole is handed on. */
	if (rd->comment != NULL && total <= keep && is_comment(rd, len))
		rd->comment(rd->comment_arg, buf, len);
	return 1;
}

/* What a byte is to the block scan. */
enum { B_WORD, B_BLANK, B_END };

static const unsigned char byte_kind[256] = {
	['\0'] = B_END, ['\n'] = B_END, ['\r'] = B_END, [';'] = B_END,
	[' '] = B_BLANK, ['\t'] = B_BLANK
};

/* What the block scan makes of the line at rd->pos. */
enum scan {
	SCAN_LINE,	/* read, its words found */
	SCAN_MORE,	/* its end is not in the block yet */
	SCAN_SLOW	/* one for read_line_slow() */
};

/* A carriage return inside a line, not the one before its end. */
static bool
inner_cr(const unsigned char *s)
{
	return s[0] == '\r' && s[1] != '\n' && s[1] != ';' && s[1] != '\0';
}

/*
 * A comment in the block: it ends at a newline only.  Returns what
 * scan_line() does.
 */
static enum scan
scan_comment(struct line *ln, const unsigned char *from)
{
	struct hearts_reader *rd = ln->rd;
	char		*ls = rd->buf + rd->pos, *nl;

	if ((nl = memchr(from, '\n', (size_t)(rd->buf + rd->len -
	    (const char *)from))) == NULL)
		return SCAN_MORE;
	if (nl - ls > LINE_LIMIT || memchr(ls, '\0', (size_t)(nl - ls)) != NULL)
		return SCAN_SLOW;
	rd->pos = (size_t)(nl + 1 - rd->buf);
	rd->line++;
	ln->number = rd->start;
	if (rd->hook != NULL)
		rd->hook(rd->hook_arg, ls, (size_t)(nl - ls), '\n');
	if (rd->comment != NULL)
		rd->comment(rd->comment_arg, ls, (size_t)(nl - ls) -
		    (nl > ls && nl[-1] == '\r'));
	*nl = '\0';
	rd->cur = ls;
	ln->nwords = 0;
	rd->split = true;
	return SCAN_LINE;
}

/*
 * Puts back the blanks scan_line() made NULs: the block holds the line as
 * it came again, for read_line_slow() or for a scan once more is read.
 */
static void
unscan(struct line *ln, int n, uint64_t tabs)
{
	int	 i;

	for (i = 0; i < n; i++)
		ln->word[i][strlen(ln->word[i])] = (tabs >> i) & 1 ? '\t' : ' ';
}

/*
 * Reads the line at rd->pos in the block and splits it into words in the
 * same pass, as read_line_slow() and split_words() would: this is the
 * loop every byte hearts-check reads goes through.  Anything unusual is
 * left to read_line_slow(), with the line as it came.
 */
static enum scan
scan_line(struct line *ln)
{
	struct hearts_reader *rd = ln->rd;
	unsigned char	*ls = (unsigned char *)rd->buf + rd->pos, *s = ls, *e;
	uint64_t	 tabs = 0;	/* the words a tab ended */
	int		 n = 0;		/* words found */
	int		 ended = 0;	/* words a blank ended, made a NUL */

	while (byte_kind[*s] == B_BLANK)
		s++;
	if (*s == '#')
		return scan_comment(ln, s);
	while (byte_kind[*s] == B_WORD || inner_cr(s)) {
		if (n == MAX_WORDS)
			goto slow;
		ln->word[n++] = (char *)s;
		/*
		 * Most words are cards and seats: "2C " or "N " before
		 * another word, or "2C" at the end of the line.
		 */
		if (byte_kind[s[1]] == B_WORD) {
			if (s[2] == ' ' && byte_kind[s[3]] == B_WORD) {
				s[2] = '\0';
				s += 3;
				ended++;
				continue;
			}
			if (s[2] == '\n') {
				s += 2;
				break;
			}
		} else if (s[1] == ' ' && byte_kind[s[2]] == B_WORD) {
			s[1] = '\0';
			s += 2;
			ended++;
			continue;
		}
		do
			while (byte_kind[*++s] == B_WORD)
				continue;
		while (inner_cr(s));
		if (byte_kind[*s] != B_BLANK)
			break;
		if (*s == '\t')
			tabs |= (uint64_t)1 << ended;
		*s++ = '\0';
		ended++;
		while (byte_kind[*s] == B_BLANK)
			s++;
	}
	/* s is at the line's end, or at the carriage return before it. */
	e = s + (*s == '\r');
	if (*e == '\0' || e - ls > LINE_LIMIT)
		goto slow;
	rd->pos = (size_t)((char *)e + 1 - rd->buf);
	if (*e == '\n')
		rd->line++;
	ln->number = rd->start;
	if (rd->hook != NULL) {
		unscan(ln, ended, tabs);
		rd->hook(rd->hook_arg, (const char *)ls, (size_t)(e - ls), *e);
		while (ended-- > 0)
			ln->word[ended][strcspn(ln->word[ended], " \t")] = '\0';
	}
	*s = '\0';
	rd->cur = (char *)ls;
	ln->nwords = n;
	rd->split = true;
	return SCAN_LINE;
slow:
	unscan(ln, ended, tabs);
	/* The end of the block is not the end of the line: read on. */
	e = s + (*s == '\r');
	return *e == '\0' && (char *)e == rd->buf + rd->len ? SCAN_MORE :
	    SCAN_SLOW;
}

/*
 * Reads one line, and finds its words if it can.  Returns 1, 0 at the
 * end of the stream, or -1 with the error set.
 */
static int
read_line(struct line *ln, struct hearts_error *e)
{
	struct hearts_reader *rd = ln->rd;
	enum scan	 scan;

	rd->split = false;
	if (rd->pending) {
		rd->pending = false;
		ln->number = rd->start;
		return 1;
	}
	if (rd->buf == NULL) {
		rd->buf = calloc(1, BLOCK_SIZE + 1 + WORD_PAD);
		/* Room for a carriage return after the longest line. */
		rd->slow = calloc(1, LINE_LIMIT + 2 + WORD_PAD);
		if (rd->buf == NULL || rd->slow == NULL) {
			hearts_reader_free(rd);
			return hearts_fail(e, HEARTS_ERR_NOMEM, 0,
			    "out of memory");
		}
		rd->bufsize = BLOCK_SIZE + 1;
		rd->buf[0] = '\0';
	}
	rd->start = rd->line + 1;
	/* The first line may begin with a byte order mark. */
	if (rd->start == 1)
		return read_line_slow(ln, e);
	while ((scan = scan_line(ln)) == SCAN_MORE) {
		/* A line without an end within the limit is not kept whole. */
		if (rd->len - rd->pos > LINE_LIMIT)
			break;
		rd->base += (long long)rd->pos;
		memmove(rd->buf, rd->buf + rd->pos, rd->len - rd->pos);
		rd->len -= rd->pos;
		rd->pos = 0;
		if (fill(rd) <= 0)
			break;
	}
	return scan == SCAN_LINE ? 1 : read_line_slow(ln, e);
}

/*
 * Splits s into words, in place; a blank or comment line has none.
 * Returns the count, or -1 past max.
 */
static int
split_words(char *s, char **word, int max)
{
	int	 n = 0;

	for (;;) {
		while (*s == ' ' || *s == '\t')
			s++;
		if (*s == '\0' || (*s == '#' && n == 0))
			return n;
		if (n == max)
			return -1;
		word[n++] = s;
		while (*s != ' ' && *s != '\t' && *s != '\0')
			s++;
		if (*s != '\0')
			*s++ = '\0';
	}
}

static int
split(struct line *ln, struct hearts_error *e)
{
	/* The block scan found them already. */
	if (ln->rd->split)
		return 0;
	ln->nwords = split_words(ln->rd->cur, ln->word, MAX_WORDS);
	if (ln->nwords == -1) {
		ln->nwords = 0;
		return hearts_fail(e, HEARTS_ERR_DATA, ln->number,
		    "the line has more than %d words", MAX_WORDS);
	}
	return 0;
}

/* Joins the words again, so that the line can be read once more. */
static void
unsplit(struct line *ln)
{
	int	 i;

	for (i = 0; i + 1 < ln->nwords; i++)
		ln->word[i][strlen(ln->word[i])] = ' ';
}

/*
 * read_line() and split() are called here alone, so that the compiler
 * puts them inline: one call a line, for hearts-check's speed.
 */
int
hearts_line_next(struct line *ln, struct hearts_error *e)
{
	int	 rc;

	do {
		if ((rc = read_line(ln, e)) != 1)
			return rc;
		hearts_lines_by_words++;
		if (split(ln, e) == -1)
			return -1;
	} while (ln->nwords == 0);
	return 1;
}

const char *
hearts_line_more(struct line *ln)
{
	struct hearts_reader *rd = ln->rd;

	/* The line hearts_line_peek() gave: the block is there. */
	if (rd->eof || rd->len - rd->pos > LINE_LIMIT)
		return NULL;
	rd->base += (long long)rd->pos;
	memmove(rd->buf, rd->buf + rd->pos, rd->len - rd->pos);
	rd->len -= rd->pos;
	rd->pos = 0;
	/* The end or an error is met again, and told, by the words' read. */
	return fill(rd) > 0 ? rd->buf : NULL;
}

void
hearts_line_unread(struct line *ln)
{
	unsplit(ln);
	ln->rd->pending = true;
}

int
hearts_reader_skip(struct hearts_reader *rd)
{
	struct hearts_error e;
	struct line	*ln;
	int		 rc;

	if ((ln = calloc(1, sizeof(*ln))) == NULL)
		return -1;
	ln->rd = rd;
	for (;;) {
		if ((rc = hearts_line_next(ln, &e)) == 0 ||
		    (rc == -1 && e.kind == HEARTS_ERR_IO))
			break;
		if (rc == -1)
			continue;
		if (strcmp(ln->word[0], "end") == 0)
			break;
		if (strcmp(ln->word[0], "hearts") == 0) {
			hearts_line_unread(ln);
			break;
		}
	}
	free(ln);
	return rc;
}
