/*
 * record_read.c: text to model.  Reads one record of a stream, checking
 * every fact against the rules as it goes, so that a record that reads
 * without error is a legal game.  Every error names its line.
 */
#include <sys/types.h>

#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

#define LINE_LIMIT	4096	/* longer lines are refused, memory stays bounded */
#define MAX_WORDS	64
#define BLOCK_SIZE	65536	/* read at a time: many lines, one system call */
#define WORD_PAD	8	/* zeroed room past the buffers, for word_is() */

/* Where the reader is inside a record. */
enum phase {
	P_HEADER,	/* before the first hand line */
	P_DEAL,		/* after a hand line: deal and aside lines */
	P_PASS,		/* pass lines */
	P_PLAY,		/* trick lines */
	P_SCORED,	/* after the score line, waiting for the total */
	P_TOTALED,	/* the hand is scored */
	P_WON		/* after the winner line */
};

struct parse {
	struct hearts_reader *rd;
	struct hearts_game *g;
	struct hearts_error *e;
	char		*word[MAX_WORDS];
	int		 nwords;
	long		 line;
	enum phase	 phase;
	bool		 have_rules;
	long		 view_line;		/* the view line, or 0 */
	long		 leader_line;		/* a view's first leader, or 0 */
	long		 setup_line;		/* the set-up total line, or 0 */
	unsigned int	 setup_seats;		/* the seats it names */
	struct hearts_hand *hand;		/* being read */
	long		 deal_line[HEARTS_MAX_PLAYERS];
	long		 aside_line;
	long		 pass_line[HEARTS_MAX_PLAYERS];
	struct hearts_state st;
	int		 moon_seat;		/* as stated, or -1 */
	long		 moon_line;
};

static int	 fail(struct parse *, const char *, ...) HEARTS_PRINTF(2, 3);

void
hearts_reader_init(struct hearts_reader *rd, FILE *in)
{
	memset(rd, 0, sizeof(*rd));
	rd->in = in;
	/* A stream in memory has no descriptor: it is read with fread(3). */
	rd->fd = fileno(in);
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

static int
fail(struct parse *p, const char *fmt, ...)
{
	va_list	 ap;

	p->e->kind = HEARTS_ERR_DATA;
	p->e->line = p->line;
	p->e->hand = p->hand != NULL ? p->hand->number : 0;
	p->e->trick = p->phase == P_PLAY && p->st.phase != HEARTS_PHASE_DONE ?
	    p->st.trick + 1 : 0;
	va_start(ap, fmt);
	vsnprintf(p->e->msg, sizeof(p->e->msg), fmt, ap);
	va_end(ap);
	return -1;
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
 * Reads one line a byte at a time into rd->slow, without its end: the
 * lines the block scan leaves (the first, one over the limit or with a
 * NUL, one cut by the end of the stream).  A line ends at a newline or,
 * outside a comment, at a semicolon, so that a record may also be written
 * on one line.  Returns 1, 0 at the end of the stream, or -1 with the
 * error set.  A line over the limit is read to its end but not kept, so
 * memory stays bounded.
 */
static int
read_line_slow(struct parse *p)
{
	struct hearts_reader *rd = p->rd;
	char		*buf = rd->slow;
	size_t		 len = 0, limit = LINE_LIMIT + 1;
	bool		 nul = false, toolong = false;
	int		 c, end;

	rd->cur = buf;
	for (;;) {
		c = next_byte(rd);
		/* The common case first: this runs for every byte read. */
		if (c > ';' || (c >= ' ' && c != ';')) {
			if (len < limit)
				buf[len++] = (char)c;
			else
				toolong = true;
			continue;
		}
		if (c == EOF || c == '\n')
			break;
		/* A semicolon ends the line, unless the line is a comment. */
		if (c == ';' && !is_comment(rd, len))
			break;
		if (c == '\0')
			nul = true;
		if (len < limit)
			buf[len++] = (char)c;
		else
			toolong = true;
	}
	if (c == EOF && rd->error != 0)
		return hearts_fail(p->e, HEARTS_ERR_IO, rd->start,
		    "cannot read: %s", strerror(rd->error));
	if (c == EOF && len == 0 && !toolong)
		return 0;
	if (c == '\n')
		rd->line++;
	end = c == EOF ? 0 : c;
	buf[len] = '\0';
	p->line = rd->start;
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
	}
	if (nul)
		return fail(p, "the line holds a NUL byte: "
		    "this is not a text record");
	/* Only a line too long asks whether it is a comment. */
	if ((toolong || len > LINE_LIMIT) && !is_comment(rd, len))
		return fail(p, "the line is longer than %d bytes", LINE_LIMIT);
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
scan_comment(struct parse *p, const unsigned char *from)
{
	struct hearts_reader *rd = p->rd;
	char		*ls = rd->buf + rd->pos, *nl;

	if ((nl = memchr(from, '\n', (size_t)(rd->buf + rd->len -
	    (const char *)from))) == NULL)
		return SCAN_MORE;
	if (nl - ls > LINE_LIMIT || memchr(ls, '\0', (size_t)(nl - ls)) != NULL)
		return SCAN_SLOW;
	rd->pos = (size_t)(nl + 1 - rd->buf);
	rd->line++;
	p->line = rd->start;
	if (rd->hook != NULL)
		rd->hook(rd->hook_arg, ls, (size_t)(nl - ls), '\n');
	*nl = '\0';
	rd->cur = ls;
	p->nwords = 0;
	rd->split = true;
	return SCAN_LINE;
}

/*
 * Puts back the blanks scan_line() made NULs: the block holds the line as
 * it came again, for read_line_slow() or for a scan once more is read.
 */
static void
unscan(struct parse *p, int n, uint64_t tabs)
{
	int	 i;

	for (i = 0; i < n; i++)
		p->word[i][strlen(p->word[i])] = (tabs >> i) & 1 ? '\t' : ' ';
}

/*
 * Reads the line at rd->pos in the block and splits it into words in the
 * same pass, as read_line_slow() and split_words() would: this is the
 * loop every byte hearts-check reads goes through.  Anything unusual is
 * left to read_line_slow(), with the line as it came.
 */
static enum scan
scan_line(struct parse *p)
{
	struct hearts_reader *rd = p->rd;
	unsigned char	*ls = (unsigned char *)rd->buf + rd->pos, *s = ls, *e;
	uint64_t	 tabs = 0;	/* the words a tab ended */
	int		 n = 0;		/* words found */
	int		 ended = 0;	/* words a blank ended, made a NUL */

	while (byte_kind[*s] == B_BLANK)
		s++;
	if (*s == '#')
		return scan_comment(p, s);
	while (byte_kind[*s] == B_WORD || inner_cr(s)) {
		if (n == MAX_WORDS)
			goto slow;
		p->word[n++] = (char *)s;
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
	p->line = rd->start;
	if (rd->hook != NULL) {
		unscan(p, ended, tabs);
		rd->hook(rd->hook_arg, (const char *)ls, (size_t)(e - ls), *e);
		while (ended-- > 0)
			p->word[ended][strcspn(p->word[ended], " \t")] = '\0';
	}
	*s = '\0';
	rd->cur = (char *)ls;
	p->nwords = n;
	rd->split = true;
	return SCAN_LINE;
slow:
	unscan(p, ended, tabs);
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
read_line(struct parse *p)
{
	struct hearts_reader *rd = p->rd;
	enum scan	 scan;

	rd->split = false;
	if (rd->pending) {
		rd->pending = false;
		p->line = rd->start;
		return 1;
	}
	if (rd->buf == NULL) {
		rd->buf = calloc(1, BLOCK_SIZE + 1 + WORD_PAD);
		/* Room for a carriage return after the longest line. */
		rd->slow = calloc(1, LINE_LIMIT + 2 + WORD_PAD);
		if (rd->buf == NULL || rd->slow == NULL) {
			hearts_reader_free(rd);
			return hearts_fail(p->e, HEARTS_ERR_NOMEM, 0,
			    "out of memory");
		}
		rd->bufsize = BLOCK_SIZE + 1;
		rd->buf[0] = '\0';
	}
	rd->start = rd->line + 1;
	/* The first line may begin with a byte order mark. */
	if (rd->start == 1)
		return read_line_slow(p);
	while ((scan = scan_line(p)) == SCAN_MORE) {
		/* A line without an end within the limit is not kept whole. */
		if (rd->len - rd->pos > LINE_LIMIT)
			break;
		memmove(rd->buf, rd->buf + rd->pos, rd->len - rd->pos);
		rd->len -= rd->pos;
		rd->pos = 0;
		if (fill(rd) <= 0)
			break;
	}
	return scan == SCAN_LINE ? 1 : read_line_slow(p);
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
split(struct parse *p)
{
	/* The block scan found them already. */
	if (p->rd->split)
		return 0;
	if ((p->nwords = split_words(p->rd->cur, p->word, MAX_WORDS)) == -1) {
		p->nwords = 0;
		return fail(p, "the line has more than %d words", MAX_WORDS);
	}
	return 0;
}

/* Joins the words again, so that the line can be read once more. */
static void
unsplit(struct parse *p)
{
	int	 i;

	for (i = 0; i + 1 < p->nwords; i++)
		p->word[i][strlen(p->word[i])] = ' ';
}

/* Reads lines until one with words; 0 at the end of the stream. */
static int
next_line(struct parse *p)
{
	int	 rc;

	do {
		if ((rc = read_line(p)) != 1)
			return rc;
		if (split(p) == -1)
			return -1;
	} while (p->nwords == 0);
	return 1;
}

/*
 * Whether a word is this keyword, a string literal: its bytes and its end
 * compared at once, without a loop.  The words are in the reader's
 * buffers, which have WORD_PAD bytes to spare past any word.
 */
#define word_is(word, keyword)	\
	(memcmp((word), (keyword), sizeof(keyword)) == 0)

static int
parse_card(struct parse *p, const char *word, hearts_card *c)
{
	char	 buf[32];

	if ((*c = card_parse_canonical(word)) != HEARTS_NO_CARD)
		return 0;
	if ((*c = hearts_card_parse(word)) == HEARTS_NO_CARD)
		return fail(p, "'%s' is not a card (cards are written 2C, TD, "
		    "QS; or 10h, Q\xe2\x99\xa0)", hearts_shown(word, buf, sizeof(buf)));
	return 0;
}

static inline int
parse_seat(struct parse *p, const char *word, int *seat)
{
	static const char *const seats[] = { "", "", "N E", "N E S",
	    "N E S W", "N E S W X" };
	char	 buf[32];
	int	 n = p->g->rules.players;

	if ((*seat = seat_parse(word, n)) == -1)
		return fail(p, "'%s' is not a seat (with %d players the seats "
		    "are %s)", hearts_shown(word, buf, sizeof(buf)), n, seats[n]);
	return 0;
}

/*
 * Cards of words[from..nwords), all different; the set, and how many in
 * *count.
 */
static int
parse_cards(struct parse *p, int from, hearts_cards *set)
{
	char		 name[HEARTS_CARD_NAME];
	hearts_card	 c;
	hearts_cards	 bit;
	int		 i;

	*set = 0;
	for (i = from; i < p->nwords; i++) {
		if (parse_card(p, p->word[i], &c) == -1)
			return -1;
		/* A shift, not a call: this runs for every card dealt. */
		bit = (hearts_cards)1 << c;
		if (*set & bit) {
			hearts_card_name(c, name);
			return fail(p, "%s is written twice", name);
		}
		*set |= bit;
	}
	return 0;
}

/*
 * A small whole number of up to four digits, as scores mostly are; -1
 * for anything else, which strtonum(3) then reads or refuses.
 */
static int
small_number(const char *s)
{
	int	 n = 0, i;

	for (i = 0; i < 5 && s[i] >= '0' && s[i] <= '9'; i++)
		n = n * 10 + (s[i] - '0');
	return i > 0 && i <= 4 && s[i] == '\0' ? n : -1;
}

/*
 * Parses "N=3 E=-10 ...", each seat of a game of that many players at
 * most once; the seats named in *seen.
 */
static int
parse_seat_values(struct parse *p, char **words, int nwords, int *value,
    int max, int players, unsigned int *seen)
{
	const char	*errstr;
	char		*eq, buf[32];
	int		 i, seat;

	*seen = 0;
	for (i = 0; i < nwords; i++) {
		/* Mostly "N=26": the sign right after a seat's letter. */
		eq = words[i][0] != '\0' && words[i][1] == '=' ? words[i] + 1 :
		    strchr(words[i], '=');
		if (eq == NULL)
			return fail(p, "'%s' is not a seat's score (write "
			    "N=12)", hearts_shown(words[i], buf, sizeof(buf)));
		*eq = '\0';
		if ((seat = seat_parse(words[i], players)) == -1)
			return parse_seat(p, words[i], &seat);
		if (*seen & (1u << seat))
			return fail(p, "%c is given twice",
			    hearts_seat_name(seat));
		*seen |= 1u << seat;
		if ((value[seat] = small_number(eq + 1)) != -1 &&
		    value[seat] <= max)
			continue;
		value[seat] = (int)strtonum(eq + 1, -max, max, &errstr);
		if (errstr != NULL)
			return fail(p, "%c=%s: a score is a whole number from "
			    "%d to %d", hearts_seat_name(seat), hearts_shown(
			    eq + 1, buf, sizeof(buf)), -max, max);
	}
	return 0;
}

/* Every seat of the game, and no other, has a value. */
static int
check_seats_named(struct parse *p, unsigned int seen)
{
	static const char *const seats[] = { "", "", "N E", "N E S",
	    "N E S W", "N E S W X" };
	int	 seat, n = p->g->rules.players;

	for (seat = 0; seat < HEARTS_MAX_PLAYERS; seat++) {
		if (seat < n && (seen & (1u << seat)) == 0)
			return fail(p, "no score for %c",
			    hearts_seat_name(seat));
		if (seat >= n && (seen & (1u << seat)) != 0)
			return fail(p, "'%c' is not a seat (with %d players "
			    "the seats are %s)", hearts_seat_name(seat), n,
			    seats[n]);
	}
	return 0;
}

/* A score or total line: a value for each seat of the game. */
static int
read_seat_values(struct parse *p, int *value)
{
	unsigned int	 seen;

	if (parse_seat_values(p, p->word + 1, p->nwords - 1, value,
	    HEARTS_SCORE_MAX, p->g->rules.players, &seen) == -1)
		return -1;
	return check_seats_named(p, seen);
}

static int
read_format_line(struct parse *p)
{
	const char	*errstr;
	char		 buf[32];
	long long	 version;

	if (strcmp(p->word[0], "hearts") != 0)
		return fail(p, "a record begins with the line 'hearts %d', "
		    "not '%s'", HEARTS_FORMAT_VERSION,
		    hearts_shown(p->word[0], buf, sizeof(buf)));
	if (p->nwords != 2)
		return fail(p, "the format line is 'hearts %d'",
		    HEARTS_FORMAT_VERSION);
	version = strtonum(p->word[1], 1, LLONG_MAX, &errstr);
	if (errstr != NULL)
		return fail(p, "'%s' is not a format version",
		    hearts_shown(p->word[1], buf, sizeof(buf)));
	if (version > HEARTS_FORMAT_VERSION)
		return fail(p, "the record is in format version %lld; this "
		    "program reads version %d", version, HEARTS_FORMAT_VERSION);
	p->g->first_line = p->line;
	return 0;
}

static int
read_rules(struct parse *p)
{
	struct hearts_error oe;
	char		*eq;
	unsigned int	 seen = 0;
	int		 i, j;

	if (p->phase != P_HEADER)
		return fail(p, "the rules line belongs before the first hand");
	if (p->have_rules)
		return fail(p, "the rules are given twice");
	hearts_rules_default(&p->g->rules);
	for (i = 1; i < p->nwords; i++) {
		if ((eq = strchr(p->word[i], '=')) != NULL)
			*eq = '\0';
		for (j = 0; hearts_option_names[j] != NULL; j++)
			if (strcmp(p->word[i], hearts_option_names[j]) == 0)
				break;
		if (eq != NULL)
			*eq = '=';
		if (hearts_option_names[j] != NULL) {
			if (seen & (1u << j))
				return fail(p, "the option %s is given twice",
				    hearts_option_names[j]);
			seen |= 1u << j;
		}
		if (hearts_rules_option(&p->g->rules, p->word[i], &oe) == -1)
			return fail(p, "%s", oe.msg);
	}
	for (j = 0; hearts_option_names[j] != NULL; j++)
		if ((seen & (1u << j)) == 0)
			return fail(p, "the rules do not state %s (a record "
			    "states every option)", hearts_option_names[j]);
	if (hearts_rules_check(&p->g->rules, &oe) == -1)
		return fail(p, "%s", oe.msg);
	p->have_rules = true;
	return 0;
}

static int
read_seed(struct parse *p)
{
	const char	*errstr;
	char		 buf[32];

	if (p->phase != P_HEADER)
		return fail(p, "the seed line belongs before the first hand");
	if (p->g->seeded)
		return fail(p, "the seed is given twice");
	if (p->g->view >= 0)
		return fail(p, "a view has no seed line: the seed would tell "
		    "every hand");
	if (p->nwords != 2)
		return fail(p, "the seed line is 'seed NUMBER'");
	p->g->seed = (uint64_t)strtonum(p->word[1], 0, HEARTS_SEED_MAX, &errstr);
	if (errstr != NULL)
		return fail(p, "'%s' is not a seed (a whole number from 0 to "
		    "%lld)", hearts_shown(p->word[1], buf, sizeof(buf)),
		    (long long)HEARTS_SEED_MAX);
	p->g->seeded = true;
	return 0;
}

/* The header is complete: check it and read the set-up totals. */
static int
end_header(struct parse *p)
{
	long	 line = p->line;

	if (!p->have_rules)
		return fail(p, "the record has no rules line before its first "
		    "hand");
	if (p->setup_line != 0) {
		/* Now that the seats are known, the set-up must name each. */
		p->line = p->setup_line;
		if (check_seats_named(p, p->setup_seats) == -1)
			return -1;
		p->g->setup = true;
		p->line = line;
	}
	if (p->g->view >= p->g->rules.players) {
		p->line = p->view_line;
		fail(p, "'%c' is not a seat with %d players", hearts_seat_name(
		    p->g->view), p->g->rules.players);
		p->line = line;
		return -1;
	}
	return 0;
}

/* Every seat dealt, a whole deck, and the seed's deal if there is one. */
static int
end_deal(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	hearts_cards	 want[HEARTS_MAX_PLAYERS], want_aside, diff;
	char		 list[64];
	int		 s, n = p->g->rules.players;
	long		 line = p->line;

	for (s = 0; s < n; s++)
		if (p->deal_line[s] == 0)
			return fail(p, "hand %ld has no deal line for %c",
			    h->number, hearts_seat_name(s));
	if (n == 2 && p->aside_line == 0)
		return fail(p, "hand %ld has no aside line: two players put "
		    "two cards aside", h->number);
	if (!p->g->seeded)
		return 0;
	hearts_deal_seeded(n, p->g->seed, h->number, want, &want_aside);
	for (s = 0; s < n; s++) {
		if ((diff = want[s] & ~h->dealt[s]) == 0)
			continue;
		hearts_cards_format(diff, list, sizeof(list));
		p->line = p->deal_line[s];
		fail(p, "this is not the deal of seed %llu: hand %ld gives "
		    "%c %s", (unsigned long long)p->g->seed, h->number,
		    hearts_seat_name(s), list);
		p->line = line;
		p->e->line = p->deal_line[s];
		return -1;
	}
	return 0;
}

static int
read_hand(struct parse *p)
{
	struct hearts_game *g = p->g;
	struct hearts_hand *prev = hearts_game_current(g), *h;
	const char	*errstr;
	char		 buf[32];
	long		 number;
	int		 pass;

	/* What is wrong with this line is not about the hand before. */
	p->hand = NULL;
	if (p->phase == P_HEADER) {
		if (end_header(p) == -1)
			return -1;
	} else if (p->phase == P_WON || (p->phase == P_TOTALED && g->over))
		return fail(p, "the game is over after hand %ld: no hand "
		    "follows", prev->number);
	else if (p->phase != P_TOTALED)
		return fail(p, "hand %ld is not finished and scored, so no "
		    "hand can follow it", prev->number);
	if (p->nwords != 3 || strncmp(p->word[2], "pass=", 5) != 0)
		return fail(p, "a hand line is 'hand NUMBER pass=DIRECTION'");
	if ((number = small_number(p->word[1])) < 1)
		number = (long)strtonum(p->word[1], 1, HEARTS_HAND_MAX,
		    &errstr);
	else
		errstr = NULL;
	if (errstr != NULL)
		return fail(p, "'%s' is not a hand number",
		    hearts_shown(p->word[1], buf, sizeof(buf)));
	if ((pass = hearts_pass_parse(p->word[2] + 5)) == -1 ||
	    !hearts_pass_valid(g->rules.players, (enum hearts_pass)pass))
		return fail(p, "'%s' is not a pass direction with %d players",
		    hearts_shown(p->word[2] + 5, buf, sizeof(buf)), g->rules.players);
	if (prev != NULL) {
		if (number != prev->number + 1)
			return fail(p, "hand %ld follows hand %ld", number,
			    prev->number);
		if (pass != (int)hearts_pass_next(g->rules.players, prev->pass))
			return fail(p, "hand %ld passes %s, after a hand that "
			    "passed %s", number, hearts_pass_name(
			    hearts_pass_next(g->rules.players, prev->pass)),
			    hearts_pass_name(prev->pass));
	} else if (!g->setup) {
		if (number != 1)
			return fail(p, "the first hand is hand 1 unless the "
			    "record starts from a set-up (a total line before "
			    "it)");
		if (pass != (int)hearts_pass_for_hand(g->rules.players, 1))
			return fail(p, "the first hand passes %s",
			    hearts_pass_name(hearts_pass_for_hand(
			    g->rules.players, 1)));
	}
	if ((h = hearts_game_add_hand(g, p->e)) == NULL) {
		p->e->line = p->line;
		return -1;
	}
	h->number = number;
	h->pass = (enum hearts_pass)pass;
	h->line = p->line;
	p->hand = h;
	p->phase = P_DEAL;
	memset(p->deal_line, 0, sizeof(p->deal_line));
	memset(p->pass_line, 0, sizeof(p->pass_line));
	p->aside_line = 0;
	p->moon_seat = -1;
	p->moon_line = 0;
	p->leader_line = 0;
	return 0;
}

/* Which cards of a line the reader's seat may see. */
enum seen {
	SEEN_ALWAYS,	/* a whole record, or the view's own seat */
	SEEN_NEVER,	/* another seat's deal, the cards aside */
	SEEN_EITHER	/* the pass a seat receives, once passes are made */
};

static int	 parse_hidden_cards(struct parse *, int, enum seen,
		    hearts_cards *, int *);

/* A deal or aside line: the cards of one seat, or of the two aside. */
static int
read_deal(struct parse *p, bool aside)
{
	struct hearts_hand *h = p->hand;
	static const char *const decks[] = { "", "", "two-player",
	    "three-player", "four-player", "five-player" };
	hearts_cards	 cards, clash, deck;
	char		 name[HEARTS_CARD_NAME];
	int		 s, seat = -1, n = p->g->rules.players, want, hidden;

	if (p->phase != P_DEAL)
		return fail(p, "a %s line belongs right after its hand line",
		    aside ? "aside" : "deal");
	if (aside) {
		if (n != 2)
			return fail(p, "only two players put cards aside");
		if (p->aside_line != 0)
			return fail(p, "the cards aside are given twice");
		want = 2;
	} else {
		if (p->nwords < 2)
			return fail(p, "a deal line is 'deal SEAT CARDS'");
		if (parse_seat(p, p->word[1], &seat) == -1)
			return -1;
		if (p->deal_line[seat] != 0)
			return fail(p, "%c is dealt twice (first on line %ld)",
			    hearts_seat_name(seat), p->deal_line[seat]);
		want = hearts_hand_size(n);
	}
	if (parse_hidden_cards(p, aside ? 1 : 2, p->g->view < 0 ||
	    seat == p->g->view ? SEEN_ALWAYS : SEEN_NEVER, &cards,
	    &hidden) == -1)
		return -1;
	deck = hearts_deck(n);
	if ((cards & ~deck) != 0) {
		hearts_card_name(hearts_cards_lowest(cards & ~deck), name);
		return fail(p, "%s is not in the %s deck", name, decks[n]);
	}
	for (s = 0; s < n; s++)
		if ((clash = cards & h->dealt[s]) != 0) {
			hearts_card_name(hearts_cards_lowest(clash), name);
			return fail(p, "%s is dealt twice: %c has it (line "
			    "%ld)", name, hearts_seat_name(s), p->deal_line[s]);
		}
	if ((clash = cards & h->aside) != 0) {
		hearts_card_name(hearts_cards_lowest(clash), name);
		return fail(p, "%s is dealt twice: it is aside (line %ld)",
		    name, p->aside_line);
	}
	if (cards_count(cards) + hidden != want)
		return fail(p, "%d cards %s, not %d", want,
		    aside ? "go aside" : "are dealt to each seat",
		    cards_count(cards) + hidden);
	if (aside) {
		h->aside = cards;
		h->hidden_aside = (uint8_t)hidden;
		p->aside_line = p->line;
	} else {
		h->dealt[seat] = cards;
		h->hidden_dealt[seat] = (uint8_t)hidden;
		p->deal_line[seat] = p->line;
	}
	return 0;
}

/*
 * A pass in a view, by a seat whose hand is hidden: the cards shown are
 * those the view's seat receives, which must not be its own.
 */
static int
check_hidden_pass(struct parse *p, int seat, hearts_cards cards, int hidden)
{
	hearts_cards	 mine = p->hand->dealt[p->g->view];
	char		 name[HEARTS_CARD_NAME];
	int		 want = hearts_pass_count(p->g->rules.players);

	if ((cards & mine) != 0) {
		hearts_card_name(hearts_cards_lowest(cards & mine), name);
		return fail(p, "%c cannot pass %s: %c was dealt it",
		    hearts_seat_name(seat), name, hearts_seat_name(p->g->view));
	}
	if (hearts_cards_count(cards) + hidden != want)
		return fail(p, "%c must pass %d card%s, not %d",
		    hearts_seat_name(seat), want, want == 1 ? "" : "s",
		    hearts_cards_count(cards) + hidden);
	return 0;
}

static int
read_pass(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	struct hearts_error pe;
	hearts_cards	 cards;
	int		 seat, hidden;
	enum seen	 seen = SEEN_ALWAYS;

	if (p->phase == P_DEAL) {
		if (end_deal(p) == -1)
			return -1;
		p->phase = P_PASS;
	}
	if (p->phase != P_PASS)
		return fail(p, "a pass line belongs after the deal and before "
		    "the first trick");
	if (p->nwords < 2)
		return fail(p, "a pass line is 'pass SEAT CARDS'");
	if (parse_seat(p, p->word[1], &seat) == -1)
		return -1;
	if (p->g->view >= 0 && seat != p->g->view)
		seen = h->pass != HEARTS_PASS_HOLD && hearts_pass_target(
		    p->g->rules.players, h->pass, seat) == p->g->view ?
		    SEEN_EITHER : SEEN_NEVER;
	if (parse_hidden_cards(p, 2, seen, &cards, &hidden) == -1)
		return -1;
	if (hearts_hand_passed(h, seat))
		return fail(p, "%c passes twice (first on line %ld)",
		    hearts_seat_name(seat), p->pass_line[seat]);
	if (seen != SEEN_ALWAYS && h->pass != HEARTS_PASS_HOLD) {
		if (check_hidden_pass(p, seat, cards, hidden) == -1)
			return -1;
	} else if (hearts_pass_check(&p->g->rules, h, seat, cards, &pe) == -1)
		return fail(p, "%s", pe.msg);
	h->passed[seat] = cards;
	h->hidden_passed[seat] = (uint8_t)hidden;
	p->pass_line[seat] = p->line;
	return 0;
}

/*
 * In a view, a seat sees the cards passed to it once every seat has
 * passed, and no other seat's pass.  Checked at the pass phase's end.
 */
static int
check_view_passes(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	bool		 all = true;
	int		 s, n = p->g->rules.players, v = p->g->view;
	long		 line = p->line;

	if (v < 0 || h->pass == HEARTS_PASS_HOLD)
		return 0;
	for (s = 0; s < n; s++)
		all = all && hearts_hand_passed(h, s);
	for (s = 0; s < n; s++) {
		if (s == v || !hearts_hand_passed(h, s))
			continue;
		p->line = p->pass_line[s];
		if (all && hearts_pass_target(n, h->pass, s) == v &&
		    h->hidden_passed[s] != 0)
			fail(p, "every seat has passed, so %c sees the cards "
			    "%c passed to it: write them", hearts_seat_name(v),
			    hearts_seat_name(s));
		else if (!all && h->passed[s] != 0)
			fail(p, "%c cannot see what %c passes before every seat "
			    "has passed: write ?? for each", hearts_seat_name(v),
			    hearts_seat_name(s));
		else
			continue;
		p->line = line;
		return -1;
	}
	p->line = line;
	return 0;
}

/* Moves on to play: the deal is complete and every seat has passed. */
static int
begin_play(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	int		 s;

	if (p->phase == P_DEAL && end_deal(p) == -1)
		return -1;
	if (h->pass != HEARTS_PASS_HOLD)
		for (s = 0; s < p->g->rules.players; s++)
			if (!hearts_hand_passed(h, s))
				return fail(p, "play cannot begin before "
				    "every seat has passed: %c has not",
				    hearts_seat_name(s));
	if (check_view_passes(p) == -1)
		return -1;
	hearts_state_start(&p->st, &p->g->rules, h);
	p->phase = P_PLAY;
	return 0;
}

static int
read_trick(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	struct hearts_error pe;
	hearts_card	 c;
	char		 name[HEARTS_CARD_NAME];
	int		 leader, i;

	if (p->phase == P_DEAL || p->phase == P_PASS) {
		if (begin_play(p) == -1)
			return -1;
	} else if (p->phase != P_PLAY)
		return fail(p, "a trick line belongs after the passes and "
		    "before the score");
	if (p->st.phase == HEARTS_PHASE_DONE)
		return fail(p, "every trick of hand %ld has been played",
		    h->number);
	if (p->st.ncards != 0)
		return fail(p, "a trick begins before the last one is "
		    "complete");
	if (p->nwords < 3 || p->nwords - 2 > p->g->rules.players) {
		/* A view names the first leader before any card is played. */
		if (p->nwords != 2 || p->g->view < 0 || h->nplayed != 0)
			return fail(p, "a trick line is 'trick LEADER CARDS', "
			    "1 to %d cards", p->g->rules.players);
	}
	if (parse_seat(p, p->word[1], &leader) == -1)
		return -1;
	if (p->leader_line != 0 && h->nplayed == 0 &&
	    (p->nwords == 2 || leader != p->st.turn))
		return fail(p, "line %ld says who leads the first trick: %c",
		    p->leader_line, hearts_seat_name(p->st.turn));
	if (p->st.turn < 0) {
		/* The view could not tell; now it says, if it can be so. */
		p->st.leader = p->st.turn = leader;
		if (hearts_state_legal(&p->st) == 0)
			return fail(p, "%c cannot lead the first trick: it "
			    "cannot hold the lowest club in play",
			    hearts_seat_name(leader));
		h->first_leader = (int8_t)leader;
	}
	if (p->nwords == 2)
		p->leader_line = p->line;
	if (leader != p->st.turn) {
		if (p->st.trick == 0) {
			hearts_card_name(hearts_first_lead(p->g->rules.players,
			    p->st.held), name);
			return fail(p, "%c leads the first trick: %c holds "
			    "the %s", hearts_seat_name(leader),
			    hearts_seat_name(p->st.turn), name);
		}
		return fail(p, "%c leads trick %d, but %c won the last trick "
		    "and leads", hearts_seat_name(leader), p->st.trick + 1,
		    hearts_seat_name(p->st.turn));
	}
	h->trick_line[p->st.trick] = p->line;
	for (i = 2; i < p->nwords; i++) {
		if (parse_card(p, p->word[i], &c) == -1)
			return -1;
		/* Inline for a legal card; hearts_state_play() says why not. */
		if ((hearts_state_legal_fast(&p->st) & card_bit(c)) != 0)
			hearts_state_apply(&p->st, c);
		else if (hearts_state_play(&p->st, c, &pe) == -1)
			return fail(p, "%s", pe.msg);
		h->played[h->nplayed++] = (uint8_t)c;
	}
	return 0;
}

/* Before a result: every trick of the hand has been played. */
static int
check_played(struct parse *p, const char *what)
{
	if (p->phase == P_DEAL || p->phase == P_PASS)
		if (begin_play(p) == -1)
			return -1;
	if (p->phase != P_PLAY)
		return fail(p, "a %s line belongs after the last trick", what);
	if (p->st.phase != HEARTS_PHASE_DONE)
		return fail(p, "hand %ld is not finished (%d of %d tricks "
		    "played), so it has no %s", p->hand->number, p->st.trick,
		    hearts_hand_size(p->g->rules.players), what);
	return 0;
}

static int
read_moon(struct parse *p)
{
	if (check_played(p, "moon") == -1)
		return -1;
	if (p->moon_line != 0)
		return fail(p, "the moon is given twice");
	if (p->nwords != 2)
		return fail(p, "a moon line is 'moon SEAT'");
	if (parse_seat(p, p->word[1], &p->moon_seat) == -1)
		return -1;
	p->moon_line = p->line;
	return 0;
}

/* Names the first seat whose stated value differs from the cards'. */
static int
compare_values(struct parse *p, const char *what, const int *stated,
    const int *want)
{
	int	 s;

	for (s = 0; s < p->g->rules.players; s++)
		if (stated[s] != want[s])
			return fail(p, "the %s says %c=%d, but the cards give "
			    "%c=%d", what, hearts_seat_name(s), stated[s],
			    hearts_seat_name(s), want[s]);
	return 0;
}

static int
read_score(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	int		 stated[HEARTS_MAX_PLAYERS];

	if (check_played(p, "score") == -1)
		return -1;
	if (read_seat_values(p, stated) == -1)
		return -1;
	/* A view hides the cards aside, but they are all that is unseen. */
	h->shooter = hearts_score_hand(&p->g->rules, &p->st, h->aside |
	    (h->hidden_aside ? p->st.unseen : 0), h->score);
	if (h->shooter != p->moon_seat) {
		if (h->shooter == -1)
			return fail(p, "nobody shot the moon, but line %ld "
			    "says %c did", p->moon_line,
			    hearts_seat_name(p->moon_seat));
		return fail(p, "%c shot the moon, and a 'moon %c' line "
		    "belongs before the score", hearts_seat_name(h->shooter),
		    hearts_seat_name(h->shooter));
	}
	if (compare_values(p, "score", stated, h->score) == -1)
		return -1;
	h->score_line = p->line;
	p->phase = P_SCORED;
	return 0;
}

static int
read_total(struct parse *p)
{
	struct hearts_game *g = p->g;
	struct hearts_hand *h = p->hand;
	int		 stated[HEARTS_MAX_PLAYERS], s;

	if (p->phase == P_HEADER) {
		/* A set-up: the totals before the first hand of the record. */
		if (p->setup_line != 0)
			return fail(p, "the set-up totals are given twice");
		p->setup_line = p->line;
		/* Any seat of five for now: the rules may come after. */
		return parse_seat_values(p, p->word + 1, p->nwords - 1,
		    g->start_total, HEARTS_SETUP_MAX, HEARTS_MAX_PLAYERS,
		    &p->setup_seats);
	}
	if (p->phase != P_SCORED)
		return fail(p, "a total line belongs right after the score");
	if (read_seat_values(p, stated) == -1)
		return -1;
	hearts_game_totals(g, g->nhands - 1, h->total);
	for (s = 0; s < g->rules.players; s++)
		h->total[s] += h->score[s];
	if (compare_values(p, "total", stated, h->total) == -1)
		return -1;
	h->scored = true;
	g->over = hearts_game_ends(&g->rules, h->total, &g->winners);
	p->phase = P_TOTALED;
	return 0;
}

static int
read_winner(struct parse *p)
{
	unsigned int	 stated = 0;
	int		 i, seat;

	if (p->phase == P_WON)
		return fail(p, "the winner is given twice");
	if (p->phase != P_TOTALED || !p->g->over)
		return fail(p, "no winner yet: the game goes on");
	if (p->nwords < 2)
		return fail(p, "a winner line is 'winner SEAT...'");
	for (i = 1; i < p->nwords; i++) {
		if (parse_seat(p, p->word[i], &seat) == -1)
			return -1;
		if (stated & (1u << seat))
			return fail(p, "%c is named twice",
			    hearts_seat_name(seat));
		stated |= 1u << seat;
	}
	if (stated != p->g->winners) {
		for (seat = 0; (p->g->winners & (1u << seat)) == 0; seat++)
			continue;
		return fail(p, "the winner is %c%s, with the lowest total",
		    hearts_seat_name(seat),
		    (p->g->winners & ~(1u << seat)) != 0 ? " and others" : "");
	}
	p->phase = P_WON;
	return 0;
}

static int
read_end(struct parse *p)
{
	if (p->nwords != 1)
		return fail(p, "the end line is 'end' alone");
	switch (p->phase) {
	case P_HEADER:
		if (end_header(p) == -1)
			return -1;
		break;
	case P_DEAL:
		if (end_deal(p) == -1)
			return -1;
		break;
	case P_PASS:
		if (check_view_passes(p) == -1)
			return -1;
		break;
	case P_SCORED:
		return fail(p, "the score of hand %ld has no total line",
		    p->hand->number);
	case P_TOTALED:
		if (p->g->over)
			return fail(p, "the game is over and the record names "
			    "no winner");
		break;
	default:
		break;
	}
	p->g->last_line = p->line;
	return 0;
}

/*
 * "view SEAT", right after the format line.  The seat is checked against
 * the players once the rules are read.
 */
static int
read_view(struct parse *p)
{
	if (p->phase != P_HEADER || p->have_rules || p->g->seeded ||
	    p->setup_line != 0 || p->g->view >= 0)
		return fail(p, "the view line belongs right after the format "
		    "line");
	if (p->nwords != 2)
		return fail(p, "a view line is 'view SEAT'");
	if ((p->g->view = hearts_seat_parse(p->word[1],
	    HEARTS_MAX_PLAYERS)) == -1)
		return fail(p, "'%s' is not a seat (seats are N E S W X)",
		    hearts_shown(p->word[1], (char[32]){ 0 }, 32));
	p->view_line = p->line;
	return 0;
}

/*
 * Cards of words[from..nwords) in a view, which writes "??" for each
 * card its seat cannot see: the cards shown, and how many are hidden.
 */
static int
parse_hidden_cards(struct parse *p, int from, enum seen seen,
    hearts_cards *set, int *hidden)
{
	hearts_cards	 cards = 0, bit;
	hearts_card	 c;
	int		 i;

	*hidden = 0;
	/* Mostly every word is a card, canonical and new: one pass. */
	for (i = from; seen != SEEN_NEVER && i < p->nwords; i++) {
		if ((c = card_parse_canonical(p->word[i])) == HEARTS_NO_CARD ||
		    (cards & (bit = card_bit(c))) != 0)
			break;
		cards |= bit;
	}
	if (seen != SEEN_NEVER && i == p->nwords) {
		*set = cards;
		return 0;
	}
	for (i = from; i < p->nwords; i++)
		if (word_is(p->word[i], "??"))
			(*hidden)++;
	if (*hidden == 0 && seen != SEEN_NEVER)
		return parse_cards(p, from, set);
	if (seen == SEEN_ALWAYS)
		return fail(p, "'?\?' stands for a card a seat's view cannot "
		    "see; %s", p->g->view < 0 ? "this is a whole record" :
		    "the seat sees these");
	if (*hidden != p->nwords - from)
		return fail(p, "%c's view cannot see these cards: write ?? "
		    "for each", hearts_seat_name(p->g->view));
	*set = 0;
	return 0;
}

/* The line's keyword picks its reader: one comparison, by its first letter. */
static int
read_body_line(struct parse *p)
{
	const char	*w = p->word[0];
	char		 buf[32];

	switch (w[0]) {
	case 't':
		if (word_is(w, "trick"))
			return read_trick(p);
		if (word_is(w, "total"))
			return read_total(p);
		break;
	case 'd':
		if (word_is(w, "deal"))
			return read_deal(p, false);
		break;
	case 'p':
		if (word_is(w, "pass"))
			return read_pass(p);
		break;
	case 'h':
		if (word_is(w, "hand"))
			return read_hand(p);
		if (word_is(w, "hearts")) {
			unsplit(p);
			p->rd->pending = true;
			return fail(p, "a new record begins before this one's "
			    "end line");
		}
		break;
	case 's':
		if (word_is(w, "score"))
			return read_score(p);
		if (word_is(w, "seed"))
			return read_seed(p);
		break;
	case 'r':
		if (word_is(w, "rules"))
			return read_rules(p);
		break;
	case 'a':
		if (word_is(w, "aside"))
			return read_deal(p, true);
		break;
	case 'm':
		if (word_is(w, "moon"))
			return read_moon(p);
		break;
	case 'w':
		if (word_is(w, "winner"))
			return read_winner(p);
		break;
	case 'v':
		if (word_is(w, "view"))
			return read_view(p);
		break;
	}
	return fail(p, "'%s' is not a line of a record (lines begin with "
	    "hearts, rules, seed, total, hand, deal, aside, pass, trick, "
	    "moon, score, winner or end)", hearts_shown(w, buf, sizeof(buf)));
}

int
hearts_reader_skip(struct hearts_reader *rd)
{
	struct hearts_error e;
	struct parse	*p;
	int		 rc;

	if ((p = calloc(1, sizeof(*p))) == NULL)
		return -1;
	p->rd = rd;
	p->e = &e;
	for (;;) {
		if ((rc = read_line(p)) == 0 || (rc == -1 && e.kind == HEARTS_ERR_IO))
			break;
		if (rc == -1 || split(p) == -1 || p->nwords == 0)
			continue;
		if (strcmp(p->word[0], "end") == 0)
			break;
		if (strcmp(p->word[0], "hearts") == 0) {
			unsplit(p);
			rd->pending = true;
			break;
		}
	}
	free(p);
	return rc;
}

int
hearts_record_read(struct hearts_reader *rd, struct hearts_game *g,
    struct hearts_error *e)
{
	struct parse	*p;
	int		 rc;

	hearts_game_init(g, NULL);
	/* The parse state holds a line-sized buffer: keep it off the stack. */
	if ((p = calloc(1, sizeof(*p))) == NULL)
		return hearts_fail(e, HEARTS_ERR_NOMEM, 0, "out of memory");
	p->rd = rd;
	p->g = g;
	p->e = e;
	p->phase = P_HEADER;
	p->moon_seat = -1;
	if ((rc = next_line(p)) != 1 || (rc = read_format_line(p)) == -1)
		goto out;
	for (;;) {
		if ((rc = next_line(p)) == -1)
			goto out;
		if (rc == 0) {
			rc = fail(p, "the record has no end line (is it cut "
			    "short?)");
			goto out;
		}
		if (word_is(p->word[0], "end")) {
			rc = read_end(p) == -1 ? -1 : 1;
			goto out;
		}
		if (read_body_line(p) == -1) {
			rc = -1;
			goto out;
		}
	}
out:
	free(p);
	/* A record refused is not half kept. */
	if (rc == -1)
		hearts_game_free(g);
	return rc;
}
