/*
 * reader.c: the record reader's two ways of reading a line held to one
 * result.  The lines of cards and of scores in the record's own form are
 * read where they lie in the block (record_plain.c, hearts_line_peek());
 * every other line, and every stream with hearts_lines_peek off, by its
 * words.  Over random games of two to five players, whole records and seats' views, damaged
 * at random (a byte changed, added or taken out, lines swapped, doubled
 * or dropped, two cards swapped), some streams past the reader's block,
 * both ways must give the same records, the same errors (kind, message,
 * line, hand and trick) and the same lines to the hook.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "record/record_lines.h"
#include "unit.h"

/* A growing text. */
struct text {
	char	*s;
	size_t	 len, size;
};

static void
put(struct text *t, const char *s, size_t len)
{
	if (t->len + len + 1 > t->size) {
		t->size = (t->len + len + 1) * 2;
		if ((t->s = realloc(t->s, t->size)) == NULL) {
			perror("realloc");
			exit(1);
		}
	}
	memcpy(t->s + t->len, s, len);
	t->len += len;
	t->s[t->len] = '\0';
}

static void
putf(struct text *t, const char *fmt, long a, long b, long c, long d)
{
	char	 buf[64];
	int	 n = snprintf(buf, sizeof(buf), fmt, a, b, c, d);

	put(t, buf, (size_t)n);
}

static int
below(uint64_t *rng, int bound)
{
	return (int)(xorshift(rng) % (uint64_t)bound);
}

/* What the writer writes of a game, in memory the caller frees. */
static char *
writer_text(const struct hearts_game *g, size_t *len)
{
	char	*w = NULL;
	FILE	*out;

	if ((out = open_memstream(&w, len)) == NULL) {
		perror("open_memstream");
		exit(1);
	}
	(void)hearts_record_write(out, g);
	fclose(out);
	return w;
}

/* The hook's lines, as read, into the transcript. */
static void
hook(void *arg, const char *line, size_t len, int end)
{
	struct text *t = arg;

	put(t, "> ", 2);
	put(t, line, len);
	putf(t, " [%ld]\n", end, 0, 0, 0);
}

/*
 * What reading a stream gives, as hearts-check reads it: each record
 * written again, or its error, and where it was; after an error the rest
 * of the record skipped.
 */
static char *
transcript(const char *text, size_t len, bool peek, bool hooked)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	struct text	 t = { NULL, 0, 0 };
	FILE		*in;
	char		*w;
	size_t		 wlen;
	long		 h;
	int		 rc, records, i;

	hearts_lines_peek = peek;
	if ((in = fmemopen((void *)(uintptr_t)text, len, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	if (hooked) {
		rd.hook = hook;
		rd.hook_arg = &t;
	}
	put(&t, "", 0);
	for (records = 0; records < 1000; records++) {
		memset(&e, 0, sizeof(e));
		if ((rc = hearts_record_read(&rd, &g, &e)) == 0)
			break;
		if (rc == 1) {
			w = writer_text(&g, &wlen);
			putf(&t, "record lines %ld-%ld, %ld hands, view %ld\n",
			    g.first_line, g.last_line, (long)g.nhands,
			    (long)g.view);
			put(&t, w, wlen);
			free(w);
			/* The line of every fact the game keeps. */
			for (h = 0; h < g.nhands; h++) {
				putf(&t, "hand %ld line %ld score %ld:",
				    g.hands[h].number, g.hands[h].line,
				    g.hands[h].score_line, 0);
				for (i = 0; i < HEARTS_MAX_TRICKS; i++)
					putf(&t, " %ld", g.hands[h].trick_line[i],
					    0, 0, 0);
				put(&t, "\n", 1);
			}
			hearts_game_free(&g);
			continue;
		}
		putf(&t, "error %ld line %ld hand %ld trick %ld: ",
		    (long)e.kind, e.line, e.hand, (long)e.trick);
		put(&t, e.msg, strlen(e.msg));
		put(&t, "\n", 1);
		if (e.kind == HEARTS_ERR_IO || hearts_reader_skip(&rd) != 1)
			break;
	}
	hearts_reader_free(&rd);
	fclose(in);
	hearts_lines_peek = true;
	return t.s;
}

/* The bytes a damage puts in: what the reader's lines are made of. */
static const char damage_bytes[] =
    " \t\r\n;#?=-0123456789TJQKACDHSNEWXcdhsnewxq\0";

/* Where the n-th line begins, or the text's end. */
static size_t
line_at(const struct text *t, int n)
{
	size_t	 i = 0;

	while (n-- > 0 && i < t->len) {
		while (i < t->len && t->s[i] != '\n')
			i++;
		if (i < t->len)
			i++;
	}
	return i;
}

static int
count_lines(const struct text *t)
{
	int	 n = 0;
	size_t	 i;

	for (i = 0; i < t->len; i++)
		n += t->s[i] == '\n';
	return n;
}

/* A card's name at i: two bytes of a card between spaces or the end. */
static bool
card_at(const struct text *t, size_t i)
{
	return i + 2 < t->len && i > 0 && t->s[i - 1] == ' ' &&
	    strchr("23456789TJQKA", t->s[i]) != NULL && t->s[i] != '\0' &&
	    strchr("CDHS", t->s[i + 1]) != NULL && t->s[i + 1] != '\0' &&
	    (t->s[i + 2] == ' ' || t->s[i + 2] == '\n');
}

/* Bytes put in the text at i. */
static void
insert(struct text *t, size_t i, const char *bytes, size_t n)
{
	put(t, bytes, n);
	memmove(t->s + i + n, t->s + i, t->len - n - i);
	memcpy(t->s + i, bytes, n);
}

/* The two cards' names at i and j swapped. */
static void
swap_cards(struct text *t, size_t i, size_t j)
{
	char	 name[2];

	memcpy(name, t->s + i, 2);
	memcpy(t->s + i, t->s + j, 2);
	memcpy(t->s + j, name, 2);
}

/* One damage somewhere in the text. */
static void
damage(uint64_t *rng, struct text *t)
{
	struct text	 u = { NULL, 0, 0 };
	size_t		 i, j, a, b, c;
	int		 n, tries;
	char		 x;

	if (t->len == 0)
		return;
	i = (size_t)below(rng, (int)t->len);
	x = damage_bytes[below(rng, (int)sizeof(damage_bytes))];
	switch (below(rng, 7)) {
	case 0:		/* a byte changed */
		t->s[i] = x;
		break;
	case 1:		/* a byte taken out */
		memmove(t->s + i, t->s + i + 1, t->len - i - 1);
		t->len--;
		break;
	case 2:		/* a byte put in */
		insert(t, i, &x, 1);
		break;
	case 3:		/* two lines swapped, a line dropped or doubled */
	case 4:
		n = count_lines(t);
		a = line_at(t, below(rng, n + 1));
		b = line_at(t, below(rng, n + 1));
		if (a > b) {
			c = a;
			a = b;
			b = c;
		}
		c = line_at(t, below(rng, n + 1));
		/* Lines a..b moved (or copied) to c. */
		put(&u, t->s, c < a ? c : a);
		if (c < a) {
			put(&u, t->s + a, b - a);
			put(&u, t->s + c, a - c);
			put(&u, t->s + b, t->len - b);
		} else if (c > b && below(rng, 2)) {
			put(&u, t->s + b, c - b);
			put(&u, t->s + a, b - a);
			put(&u, t->s + c, t->len - c);
		} else if (below(rng, 2)) {
			put(&u, t->s + b, t->len - b);
		} else {
			put(&u, t->s + a, b - a);
			put(&u, t->s + a, t->len - a);
		}
		free(t->s);
		*t = u;
		break;
	default:	/* two cards swapped: a play, a deal or a pass refused */
		for (tries = 0; tries < 200 && !card_at(t, i); tries++)
			i = (size_t)below(rng, (int)t->len);
		j = (size_t)below(rng, (int)t->len);
		for (tries = 0; tries < 200 && !card_at(t, j); tries++)
			j = (size_t)below(rng, (int)t->len);
		if (card_at(t, i) && card_at(t, j))
			swap_cards(t, i, j);
		break;
	}
}

/*
 * A record in the one-line form, as hearts-check -1 writes it: its lines
 * joined by "; ", a newline last.
 */
static void
put_one_line(struct text *t, const char *w, size_t len)
{
	size_t	 i;

	for (i = 0; i < len; i++)
		if (w[i] == '\n' && i + 1 < len)
			put(t, "; ", 2);
		else
			put(t, w + i, 1);
}

/*
 * A random game's record, or one seat's view of it, on the text; with
 * one_line, a quarter of them in the one-line form.
 */
static void
random_record(uint64_t *rng, struct text *t, bool one_line)
{
	struct hearts_game g;
	FILE		*out;
	char		*w = NULL;
	size_t		 wlen;
	int		 players = 2 + below(rng, HEARTS_MAX_PLAYERS - 1), rc;

	unit_random_game(rng, players, &g);
	if ((out = open_memstream(&w, &wlen)) == NULL) {
		perror("open_memstream");
		exit(1);
	}
	rc = below(rng, 3) == 0 ? hearts_record_write_view(out, &g,
	    below(rng, players)) : hearts_record_write(out, &g);
	fclose(out);
	if (rc == 0 && one_line && below(rng, 4) == 0)
		put_one_line(t, w, wlen);
	else if (rc == 0)
		put(t, w, wlen);
	free(w);
	hearts_game_free(&g);
}

static long	 streams, refused;

/* One stream read both ways, with and without the hook. */
static void
compare_stream(const struct text *t, bool hooked)
{
	char	*words, *peeked;

	words = transcript(t->s, t->len, false, hooked);
	peeked = transcript(t->s, t->len, true, hooked);
	streams++;
	refused += strstr(words, "error ") != NULL;
	if (strcmp(words, peeked) != 0) {
		fprintf(stderr, "%s:%d: the stream reads differently:\n"
		    "--- stream\n%s--- by words\n%s--- peeked\n%s", __FILE__,
		    __LINE__, t->s, words, peeked);
		unit_failures++;
	}
	free(words);
	free(peeked);
}

void
test_reader(void)
{
	struct text	 t;
	uint64_t	 rng = 0x2545f4914f6cdd1dULL;
	int		 i, k, d;

	for (i = 0; i < 3000; i++) {
		t = (struct text){ NULL, 0, 0 };
		/* Now and then a stream longer than the reader's block. */
		for (k = i % 100 == 0 ? 200 : 1 + below(&rng, 3); k > 0; k--)
			random_record(&rng, &t, true);
		for (d = i % 5 == 0 ? 0 : 1 + below(&rng, 3); d > 0; d--)
			damage(&rng, &t);
		compare_stream(&t, i % 2 == 0);
		free(t.s);
	}
	/* Most streams damaged, and the damage found. */
	CHECK(streams == 3000);
	CHECK(refused > 1500);
}

/*
 * Records changed so that they read as the same game but are not written
 * so (a comment, two cards of a deal or pass swapped, a blank doubled, a
 * carriage return, a leading zero, a card's or a seat's letter in small
 * case): if one reads, it must not be found canonical.
 */
/* The lines whose keyword a seat's letter follows, and score lines'. */
static const char *const seat_lines[] = {
	"trick ", "deal ", "pass ", "moon ", "score ", "total "
};

/* Where the line that holds the byte at i begins. */
static size_t
line_start(const struct text *t, size_t i)
{
	while (i > 0 && t->s[i - 1] != '\n')
		i--;
	return i;
}

/* One such change somewhere in the text past its first line. */
static void
loosen(uint64_t *rng, struct text *t)
{
	size_t	 i, k, from = line_at(t, 1);
	int	 tries;

	if (t->len <= from + 4)
		return;
	for (tries = 0; tries < 1000; tries++) {
		i = from + (size_t)below(rng, (int)(t->len - from - 4));
		switch (below(rng, 10)) {
		case 9:	/* a record's format line begun with a blank */
			i = line_start(t, i);
			if (i == 0 || strncmp(t->s + i, "hearts 1\n", 9) != 0)
				break;
			insert(t, i, " ", 1);
			return;
		case 7:	/* two lines joined as in the one-line form */
			if (t->s[i] != '\n' || i + 1 >= t->len)
				break;
			t->s[i] = ';';
			insert(t, i + 1, " ", 1);
			return;
		case 8:	/* a line begun with a blank */
			if (t->s[i] != '\n' || i + 1 >= t->len)
				break;
			insert(t, i + 1, " ", 1);
			return;
		case 0:
			if (t->s[i] != '\n')
				break;
			insert(t, i + 1, "# x\n", 4);
			return;
		case 1:	/* a deal's or a pass's order is not its cards' */
			i = line_start(t, i);
			if ((strncmp(t->s + i, "deal ", 5) != 0 &&
			    strncmp(t->s + i, "pass ", 5) != 0) ||
			    !card_at(t, i + 7) || !card_at(t, i + 10))
				break;
			swap_cards(t, i + 7, i + 10);
			return;
		case 2:
			if (t->s[i] != ' ')
				break;
			insert(t, i, " ", 1);
			return;
		case 3:
			if (t->s[i] != '\n')
				break;
			insert(t, i, "\r", 1);
			return;
		case 4:	/* a score's or a total's value, "=5" as "=05" */
			if (t->s[i] != '=' || t->s[i + 1] < '1' ||
			    t->s[i + 1] > '9')
				break;
			insert(t, i + 1, "0", 1);
			return;
		case 5:	/* a card's letter in small case */
			if (!card_at(t, i))
				break;
			t->s[i + 1] = (char)(t->s[i + 1] - 'A' + 'a');
			return;
		default:	/* a seat's letter in small case */
			i = line_start(t, i);
			for (k = 0; k < 6; k++)
				if (strncmp(t->s + i, seat_lines[k],
				    strlen(seat_lines[k])) == 0)
					break;
			if (k == 6)
				break;
			i += strlen(seat_lines[k]);
			if (t->s[i] == '\0' || strchr("NESWX", t->s[i]) == NULL)
				break;
			t->s[i] = (char)(t->s[i] - 'A' + 'a');
			return;
		}
	}
}

/* The lines a record was read from, as hearts-check -c keeps them. */
static void
keep_line(void *arg, const char *line, size_t len, int end)
{
	struct text *t = arg;
	char	 c = (char)end;

	put(t, line, len);
	if (end != 0)
		put(t, &c, 1);
}

static long	 copied, written;

/*
 * Whether a record the writer wrote is one the reader must find canonical:
 * a whole record (no view line), not from a set-up (no total line before
 * its first hand).
 */
static bool
copiable(const char *s)
{
	const char	*hand = strstr(s, "\nhand ");
	const char	*total = strstr(s, "\ntotal ");

	return strstr(s, "\nview ") == NULL &&
	    (total == NULL || (hand != NULL && total > hand));
}

/*
 * Reads the stream, holding each record found canonical to the text the
 * writer writes of it; with exact, each record past the first that is
 * copiable() must be found so.  Returns how many were.
 */
static int
check_canonical(const struct text *t, bool exact)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	struct text	 as_read = { NULL, 0, 0 };
	FILE		*in;
	char		*w;
	size_t		 wlen;
	bool		 canonical, after_bad = false;
	int		 rc, n = 0, missed = 0;

	if ((in = fmemopen(t->s, t->len, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	rd.hook = keep_line;
	rd.hook_arg = &as_read;
	put(&as_read, "", 0);
	while ((rc = hearts_record_read_canonical(&rd, &g, &e,
	    &canonical)) != 0) {
		if (rc == 1 && canonical) {
			w = writer_text(&g, &wlen);
			n++;
			if (wlen != as_read.len ||
			    memcmp(w, as_read.s, wlen) != 0) {
				fprintf(stderr, "%s:%d: a record found "
				    "canonical is not as written:\n--- read\n"
				    "%s--- written\n%s", __FILE__, __LINE__,
				    as_read.s, w);
				unit_failures++;
			}
			free(w);
		} else if (exact && rc == 1 && n + missed > 0 && !after_bad &&
		    copiable(as_read.s)) {
			fprintf(stderr, "%s:%d: a record as written is not found "
			    "canonical:\n%s", __FILE__, __LINE__, as_read.s);
			unit_failures++;
		}
		if (rc == 1 && !canonical)
			missed++;
		/* A bad record's skip may take the next one's first line. */
		after_bad = rc == -1;
		if (rc == 1)
			hearts_game_free(&g);
		if (rc == -1 && (e.kind == HEARTS_ERR_IO ||
		    hearts_reader_skip(&rd) != 1))
			break;
		/* What the skip read is of no record checked. */
		as_read.len = 0;
	}
	hearts_reader_free(&rd);
	fclose(in);
	free(as_read.s);
	return n;
}

void
test_canonical(void)
{
	struct text	 t;
	uint64_t	 rng = 0x9e3779b97f4a7c15ULL;
	int		 i, k, records, found;

	for (i = 0; i < 3000; i++) {
		t = (struct text){ NULL, 0, 0 };
		records = i % 100 == 0 ? 200 : 2 + below(&rng, 3);
		for (k = records; k > 0; k--)
			random_record(&rng, &t, false);
		switch (i % 3) {
		case 0:
			/* As written: all but the stream's first record. */
			found = check_canonical(&t, true);
			copied += found;
			written += records - found;
			break;
		case 1:
			loosen(&rng, &t);
			(void)check_canonical(&t, false);
			break;
		default:
			damage(&rng, &t);
			(void)check_canonical(&t, false);
			break;
		}
		free(t.s);
	}
	/* A stream's first record, views and set-ups are written. */
	CHECK(copied > 1000 && written > 1000);
}

/* The lines of a stream read by their words, all of it read. */
static long
by_words(const struct text *t)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	FILE	*in;
	long	 before = hearts_lines_by_words;
	int	 rc;

	if ((in = fmemopen(t->s, t->len, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	while ((rc = hearts_record_read(&rd, &g, &e)) == 1)
		hearts_game_free(&g);
	if (rc != 0)
		fprintf(stderr, "%s:%d: line %ld: %s\n", __FILE__, __LINE__,
		    e.line, e.msg);
	CHECK_INT(rc, 0);
	hearts_reader_free(&rd);
	fclose(in);
	return hearts_lines_by_words - before;
}

/*
 * The one-line form (hearts-check -1) takes the path of the ordinary
 * one: of the same records, as many lines read by their words, the
 * format line of each and no other; the rest read where they lie.
 */
void
test_one_line(void)
{
	struct text	 plain = { NULL, 0, 0 }, joined = { NULL, 0, 0 };
	struct hearts_game g;
	uint64_t	 rng = 0x9e3779b97f4a7c15ULL;
	FILE		*out;
	char		*w;
	size_t		 wlen;
	int		 i, records = 300;

	for (i = 0; i < records; i++) {
		/* A set-up may start past its seed's first hand: refused. */
		do
			unit_random_game(&rng, 2 + i % (HEARTS_MAX_PLAYERS - 1),
			    &g);
		while (g.setup && (hearts_game_free(&g), true));
		w = NULL;
		if ((out = open_memstream(&w, &wlen)) == NULL) {
			perror("open_memstream");
			exit(1);
		}
		CHECK_INT(hearts_record_write(out, &g), 0);
		fclose(out);
		put(&plain, w, wlen);
		put_one_line(&joined, w, wlen);
		free(w);
		hearts_game_free(&g);
	}
	CHECK_INT(by_words(&plain), records);
	CHECK_INT(by_words(&joined), records);
	free(plain.s);
	free(joined.s);
}

/*
 * hearts_reader_next(), where -j cuts a file: after every record read,
 * good or bad, and after skipping a bad one's rest, the bytes before the
 * next record's place hold as many newlines as its line number less 1;
 * the places only go on; after a record ended by the next one's first
 * line, that line ("hearts") is at the place; at the end, the place is
 * the stream's end.  Over damaged streams, in either form, and past the
 * reader's block.
 */
static void
next_places(const struct text *t)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	FILE		*in;
	long long	 at, before = 0;
	long		 line, lines;
	size_t		 i;
	int		 rc;

	if ((in = fmemopen(t->s, t->len, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	for (;;) {
		if ((rc = hearts_record_read(&rd, &g, &e)) == 0)
			break;
		if (rc == 1)
			hearts_game_free(&g);
		else if (strstr(e.msg, "a new record begins") == NULL &&
		    (e.kind == HEARTS_ERR_IO || hearts_reader_skip(&rd) != 1))
			break;
		at = hearts_reader_next(&rd, &line);
		CHECK(at >= before && at <= (long long)t->len);
		for (i = 0, lines = 0; i < (size_t)at; i++)
			lines += t->s[i] == '\n';
		CHECK_INT(lines, line - 1);
		if (rc == -1 && strstr(e.msg, "a new record begins") != NULL)
			CHECK(strncmp(t->s + at, "hearts", 6) == 0);
		before = at;
	}
	/* A stream refused (a NUL, a line too long) ends where it was. */
	if (!rd.eof || rd.error == 0)
		CHECK(hearts_reader_next(&rd, NULL) <= (long long)t->len);
	hearts_reader_free(&rd);
	fclose(in);
}

void
test_reader_next(void)
{
	struct text	 t, one;
	uint64_t	 rng = 0x51afd7ed558ccd25ULL;
	struct hearts_reader rd;
	FILE		*in;
	int		 i, k, d;

	for (i = 0; i < 400; i++) {
		t = (struct text){ NULL, 0, 0 };
		for (k = i % 50 == 0 ? 150 : 1 + below(&rng, 4); k > 0; k--)
			random_record(&rng, &t, true);
		one = (struct text){ NULL, 0, 0 };
		put_one_line(&one, t.s, t.len);
		for (d = i % 4 == 0 ? 0 : 1 + below(&rng, 3); d > 0; d--)
			damage(&rng, &t);
		next_places(&t);
		next_places(&one);
		free(t.s);
		free(one.s);
	}
	/* Nothing read yet: the place is the start, line 1. */
	if ((in = fmemopen("hearts 1\n", 9, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	{
		long	 line;

		CHECK(hearts_reader_next(&rd, &line) == 0);
		CHECK_INT(line, 1);
	}
	hearts_reader_free(&rd);
	fclose(in);
}
