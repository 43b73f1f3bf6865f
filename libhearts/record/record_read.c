/*
 * record_read.c: text to model.  Reads one record of a stream, checking
 * every fact against the rules as it goes, so that a record that reads
 * without error is a legal game.  Every error names its line.  The
 * lines come as words from record_lines.c, into the state of
 * record_parse.h.  This file is the top of the reader: hearts_record_read(),
 * the loop over a record's lines (each read in place by record_plain.c
 * while it can be, else by its words), and read_line(), which gives a
 * line read by words to its reader by its keyword:
 * record_parse.c's (the header), record_hand.c's (hand, deal, aside,
 * pass) or record_play.c's (trick, moon, score, total, winner, end).
 */
#include <stdlib.h>
#include <string.h>

#include "record_parse.h"

/* The line's keyword picks its reader: one comparison, by its first letter. */
static int
read_line(struct parse *p)
{
	const char	*w = p->ln.word[0];
	char		 buf[HEARTS_SHOWN_SIZE];

	switch (w[0]) {
	case 't':
		if (word_is(w, "trick"))
			return record_read_trick(p);
		if (word_is(w, "total"))
			return record_read_total(p);
		break;
	case 'd':
		if (word_is(w, "deal"))
			return record_read_deal(p, false);
		break;
	case 'p':
		if (word_is(w, "pass"))
			return record_read_pass(p);
		break;
	case 'h':
		if (word_is(w, "hand"))
			return record_read_hand(p);
		if (word_is(w, "hearts")) {
			hearts_line_unread(&p->ln);
			return record_fail(p, "a new record begins before this "
			    "one's end line");
		}
		break;
	case 's':
		if (word_is(w, "score"))
			return record_read_score(p);
		if (word_is(w, "seed"))
			return record_read_seed(p);
		break;
	case 'r':
		if (word_is(w, "rules"))
			return record_read_rules(p);
		break;
	case 'a':
		if (word_is(w, "aside"))
			return record_read_deal(p, true);
		break;
	case 'm':
		if (word_is(w, "moon"))
			return record_read_moon(p);
		break;
	case 'w':
		if (word_is(w, "winner"))
			return record_read_winner(p);
		break;
	case 'v':
		if (word_is(w, "view"))
			return record_read_view(p);
		break;
	}
	return record_fail(p, "'%s' is not a line of a record (lines begin "
	    "with hearts, rules, seed, total, hand, deal, aside, pass, trick, "
	    "moon, score, winner or end)", hearts_shown(w, buf, sizeof(buf)));
}

/*
 * The lines of a record after its format line, to its end line: each in
 * place while it can be (record_plain.c), else by its words.  Returns 1
 * at the end line, -1 on error.
 */
static int
read_lines(struct parse *p)
{
	int	 rc;

	for (;;) {
		if ((rc = record_plain_lines(p)) == -1)
			return rc;
		if (rc == PLAIN_END)
			return record_end_checks(p) == -1 ? -1 : 1;
		if ((rc = record_next_line(p)) == -1)
			return rc;
		/* A line by its words: one the writer would not write so. */
		p->loose = true;
		if (rc == 0) {
			rc = record_fail(p, "the record has no end line (is it "
			    "cut short?)");
			return rc;
		}
		if (word_is(p->ln.word[0], "end")) {
			rc = record_read_end(p) == -1 ? -1 : 1;
			return rc;
		}
		if (read_line(p) == -1) {
			rc = -1;
			return rc;
		}
	}
}

/*
 * The format line as the writer writes it, which a record must begin
 * with, where it lies in the block, to be found canonical as read.
 */
#define FORMAT_LINE	"hearts 1\n"
_Static_assert(HEARTS_FORMAT_VERSION == 1, "the format line's version");

/* A record, and whether its lines were read as the writer writes them. */
static int
read_record(struct hearts_reader *rd, struct hearts_game *g,
    struct hearts_error *e, bool *canonical)
{
	struct parse	*p;
	const char	*s;
	int		 rc;

	hearts_game_init(g, NULL);
	/* The parse state holds a line-sized buffer: keep it off the stack. */
	if ((p = calloc(1, sizeof(*p))) == NULL)
		return hearts_fail(e, HEARTS_ERR_NOMEM, 0, "out of memory");
	p->ln.rd = rd;
	p->g = g;
	p->e = e;
	p->phase = P_HEADER;
	p->moon_seat = -1;
	if ((p->track = canonical != NULL)) {
		/*
		 * The stream's first line is not to be had in place; one
		 * the block's end cuts is read on.
		 */
		if ((s = hearts_line_peek(&p->ln)) != NULL &&
		    hearts_line_cut(&p->ln, s))
			s = hearts_line_more(&p->ln);
		p->loose = s == NULL || strncmp(s, FORMAT_LINE,
		    sizeof(FORMAT_LINE) - 1) != 0;
	}
	if ((rc = record_next_line(p)) != 1 || (rc = record_read_format(p)) == -1)
		goto out;
	rc = read_lines(p);
out:
	if (canonical != NULL)
		*canonical = rc == 1 && !p->loose;
	free(p);
	/* A record refused is not half kept. */
	if (rc == -1)
		hearts_game_free(g);
	return rc;
}

int
hearts_record_read(struct hearts_reader *rd, struct hearts_game *g,
    struct hearts_error *e)
{
	return read_record(rd, g, e, NULL);
}

int
hearts_record_read_canonical(struct hearts_reader *rd, struct hearts_game *g,
    struct hearts_error *e, bool *canonical)
{
	return read_record(rd, g, e, canonical);
}
