/*
 * stream.c: streams of records for hearts-select, hearts-stats and
 * hearts-export, read as hearts-check reads them.  Memory stays flat: a
 * record's lines are kept only while it is read, and only when asked.
 */
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capture.h"
#include "stream.h"
#include "tool.h"

/* The comments of the record being read. */
struct comments {
	char	 text[STREAM_COMMENTS + 1];
	size_t	 len;
};

/* While skipping a bad record: only its last line, which may begin the next. */
struct held {
	char	 line[8192];
	size_t	 len;
	int	 end;
	bool	 full;
};

static void
hold_line(void *arg, const char *line, size_t len, int end)
{
	struct held	*h = arg;

	if (len > sizeof(h->line))
		len = sizeof(h->line);
	memcpy(h->line, line, len);
	h->len = len;
	h->end = end;
	h->full = true;
}


/*
 * The game a message is about, by what does not change where the stream
 * is cut: its seed, else its first comment; and its place in the input.
 */
static void
report(const char *name, const struct stream *s, const struct hearts_game *g,
    const struct comments *c, const struct hearts_error *e)
{
	char	 who[128] = "", where[64];
	size_t	 n;

	if (g->seeded)
		snprintf(who, sizeof(who), " (seed %llu)",
		    (unsigned long long)g->seed);
	else if (c->len > 0) {
		n = strcspn(c->text, "\n");
		snprintf(who, sizeof(who), " (%.*s)", n > 60 ? 60 : (int)n,
		    c->text);
	}
	/* As hearts-check words it: "game N, hand H, trick T: ". */
	where[0] = '\0';
	if (e->hand > 0)
		snprintf(where, sizeof(where), ", hand %ld", e->hand);
	if (e->hand > 0 && e->trick > 0)
		snprintf(where + strlen(where), sizeof(where) - strlen(where),
		    ", trick %d", e->trick);
	/* Games are numbered from 0, as hearts-match numbers them. */
	pieces_warn_game(name, e->line, s->records - 1, "%s%s: %s", who, where,
	    e->msg);
}

/* A good record held back until the lines after it are read. */
struct held_record {
	struct hearts_game game;
	struct stream_record r;
	bool		 full;
};

/*
 * The lines after a record that are its own (capture_gap): its trailing
 * comments, kept with it, and taken out of what the reader keeps for the
 * next record.
 */
struct trailer {
	struct capture_gap gap;
	size_t		 comments;	/* the comments' first bytes that trail */
};

static struct trailer *comment_trailer;

static void
comment_line(void *arg, const char *line, size_t len)
{
	struct comments	*c = arg;
	struct trailer	*t = comment_trailer;
	bool		 trails = t != NULL && t->gap.trails;

	if (t != NULL)
		t->gap.trails = false;
	/* What does not fit is not kept: memory stays bounded. */
	if (c->len + len + 1 > STREAM_COMMENTS)
		return;
	memcpy(c->text + c->len, line, len);
	c->len += len;
	c->text[c->len++] = '\n';
	c->text[c->len] = '\0';
	if (trails)
		t->comments = c->len;
}

/* Adds n bytes to a capture. */
static void
append(struct capture *c, const char *text, size_t n)
{
	size_t	 size = c->size == 0 ? 4096 : c->size;
	char	*p;

	while (size < c->len + n + 2)
		size *= 2;
	if (size != c->size) {
		if ((p = realloc(c->text, size)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		c->text = p;
		c->size = size;
	}
	memcpy(c->text + c->len, text, n);
	c->len += n;
}

/* Takes the first n bytes out of a capture, or of comments. */
static void
cut_capture(struct capture *c, size_t n)
{
	if (n == 0)
		return;
	memmove(c->text, c->text + n, c->len - n);
	c->len -= n;
	c->last = c->last > n ? c->last - n : 0;
}

static void
cut_comments(struct comments *c, size_t n)
{
	memmove(c->text, c->text + n, c->len - n + 1);
	c->len -= n;
}

/*
 * The record held back gets the lines that trail it, read with what
 * came after, and is handed on; they are taken out of what is kept for
 * the record read next.
 */
static void
release(struct stream *s, struct held_record *h, struct trailer *t,
    struct capture *cap, struct comments *com, struct capture *hcap,
    struct comments *hcom)
{
	size_t	 n = t->gap.trail, m = t->comments;

	if (h->full) {
		if (n > 0)
			append(hcap, cap->text, n);
		if (m > 0 && hcom->len + m <= STREAM_COMMENTS) {
			memcpy(hcom->text + hcom->len, com->text, m);
			hcom->len += m;
			hcom->text[hcom->len] = '\0';
		}
		h->r.comments = hcom->text;
		h->r.text = hcap->text;
		h->r.len = hcap->len;
		s->record(s->arg, &h->game, &h->r);
		hearts_game_free(&h->game);
		h->full = false;
	}
	cut_capture(cap, n);
	cut_comments(com, m);
	t->gap.trail = 0;
	t->comments = 0;
}

/*
 * Reads a stream, or a piece of a file up to its end; returns whether
 * the stream ended.
 */
static bool
read_stream(struct stream *s, struct hearts_reader *rd, const char *name,
    const struct piece *piece)
{
		struct hearts_game game;
	struct hearts_error e;
	struct capture	 caps[2] = { { 0 }, { 0 } }, *cap = &caps[0];
	struct capture	*hcap = &caps[1], *swap;
	static struct held held;
	static struct comments coms[2];
	struct comments	*com = &coms[0], *hcom = &coms[1], *cswap;
	struct held_record h = { .full = false };
	struct trailer	 t = { { 0 }, 0 };
	size_t		 keep;
	int		 rc;
	bool		 stop;

	comment_trailer = &t;
	rd->comment = comment_line;
	rd->comment_arg = com;
	com->len = hcom->len = 0;
	com->text[0] = hcom->text[0] = '\0';
	if (s->as_read) {
		rd->hook = capture_line;
		rd->hook_arg = cap;
	}
	t.gap.rd = rd;
	t.gap.cap = s->as_read ? cap : NULL;
	for (;;) {
		/* The next record is the next piece's: nothing trails. */
		stop = pieces_stop(piece, rd);
		rc = stop ? 0 : hearts_record_read(rd, &game, &e);
		release(s, &h, &t, cap, com, hcap, hcom);
		capture_gap_end(&t.gap);
		if (rc == 0)
			break;
		if (rc == -1 && e.kind == HEARTS_ERR_IO)
			err(HEARTS_EXIT_IOERR, "%s", name);
		s->records++;
		if (rc == 1 && game.view >= 0) {
			e.kind = HEARTS_ERR_DATA;
			e.line = game.first_line;
			e.hand = 0;
			snprintf(e.msg, sizeof(e.msg), "this is %c's view of "
			    "a game: give whole records",
			    hearts_seat_name(game.view));
			rc = -2;
		}
		if (rc == 1) {
			s->good++;
			/* Held back for the lines that trail it. */
			h.game = game;
			h.full = true;
			h.r.file = name;
			h.r.position = s->records;
			swap = cap, cap = hcap, hcap = swap;
			cswap = com, com = hcom, hcom = cswap;
			cap->len = 0;
			com->len = 0;
			com->text[0] = '\0';
			rd->comment_arg = com;
			if (s->as_read)
				rd->hook_arg = cap;
			t.gap.cap = s->as_read ? cap : NULL;
			capture_gap_start(&t.gap, rd, t.gap.cap);
			continue;
		}
		s->bad++;
		if (!s->quiet)
			report(name, s, &game, com, &e);
		hearts_game_free(&game);
		com->len = 0;
		com->text[0] = '\0';
		if (rc == -2) {
			cap->len = 0;
			/* What trails a view is the view's, left out with it. */
			capture_gap_start(&t.gap, rd, t.gap.cap);
			continue;
		}
		/* As hearts-check: the line that ended it may begin the next. */
		keep = rd->pending ? cap->last : cap->len;
		if (cap->text != NULL)
			memmove(cap->text, cap->text + keep, cap->len - keep);
		cap->len -= keep;
		if (rd->pending)
			continue;
		held.full = false;
		rd->hook = hold_line;
		rd->hook_arg = &held;
		rd->comment = NULL;
		(void)hearts_reader_skip(rd);
		rd->comment = comment_line;
		rd->hook = s->as_read ? capture_line : NULL;
		rd->hook_arg = cap;
		if (held.full && rd->pending && rd->hook != NULL)
			capture_line(cap, held.line, held.len, held.end);
		/* What trails a bad record is left out with it. */
		if (!rd->pending)
			capture_gap_start(&t.gap, rd, t.gap.cap);
	}
	comment_trailer = NULL;
	rd->hook = NULL;
	rd->comment = NULL;
	free(caps[0].text);
	free(caps[1].text);
	return !stop;
}

/* A piece of a file, in its child: its records, counted from 0. */
static bool
read_piece(void *arg, const struct piece *p, struct hearts_reader *rd,
    struct piece_sums *sums)
{
	struct stream	*s = arg;
	bool		 ended;

	s->records = s->good = s->bad = 0;
	if (s->begin != NULL)
		s->begin(s->arg, p);
	ended = read_stream(s, rd, p->name, p);
	sums->records = s->records;
	sums->good = s->good;
	sums->bad = s->bad;
	if (s->end != NULL)
		s->end(s->arg, sums);
	return ended;
}

static void
gather_piece(void *arg, const struct piece_sums *sums, int out)
{
	struct stream	*s = arg;

	s->records += sums->records;
	s->good += sums->good;
	s->bad += sums->bad;
	if (s->gather != NULL)
		s->gather(s->arg, sums, out);
}

/* Reads a file, or stdin for "-"; false if it cannot be opened. */
static bool
read_file(struct stream *s, const char *name)
{
	struct pieces_job job = { read_piece, s, gather_piece, s, s->keep };
	struct hearts_reader rd;
	FILE		*in = stdin;

	if (s->jobs > 1 && pieces_possible(name))
		return pieces_read(name, s->jobs, false, s->records, &job);
	if (strcmp(name, "-") != 0 && (in = fopen(name, "r")) == NULL) {
		warn("%s", name);
		return false;
	}
	hearts_reader_init(&rd, in);
	read_stream(s, &rd, in == stdin ? "<stdin>" : name, NULL);
	hearts_reader_free(&rd);
	if (in != stdin)
		fclose(in);
	return true;
}

void
stream_files(struct stream *s, int argc, char *argv[])
{
	int	 i;

	if (argc == 0)
		read_file(s, "-");
	for (i = 0; i < argc; i++)
		s->missing |= !read_file(s, argv[i]);
}

int
stream_status(const struct stream *s)
{
	if (s->missing)
		return HEARTS_EXIT_NOINPUT;
	return s->bad > 0 ? HEARTS_EXIT_DATA : HEARTS_EXIT_OK;
}

bool
stream_output_due(const struct stream *s)
{
	return s->good > 0 || stream_status(s) == HEARTS_EXIT_OK;
}
