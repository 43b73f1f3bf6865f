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

static void
comment_line(void *arg, const char *line, size_t len)
{
	struct comments	*c = arg;

	/* What does not fit is not kept: memory stays bounded. */
	if (c->len + len + 1 > STREAM_COMMENTS)
		return;
	memcpy(c->text + c->len, line, len);
	c->len += len;
	c->text[c->len++] = '\n';
	c->text[c->len] = '\0';
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
	warnx("%s:%ld: game %ld%s%s: %s", name, e->line, s->records, who,
	    where, e->msg);
}

static void
read_stream(struct stream *s, FILE *in, const char *name)
{
	struct hearts_reader rd;
	struct hearts_game game;
	struct hearts_error e;
	struct stream_record r;
	struct capture	 cap = { 0 };
	static struct held held;
	static struct comments com;
	size_t		 keep;
	int		 rc;

	hearts_reader_init(&rd, in);
	rd.comment = comment_line;
	rd.comment_arg = &com;
	com.len = 0;
	com.text[0] = '\0';
	if (s->as_read) {
		rd.hook = capture_line;
		rd.hook_arg = &cap;
	}
	for (;;) {
		rc = hearts_record_read(&rd, &game, &e);
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
			r.file = name;
			r.position = s->records;
			r.comments = com.text;
			r.text = cap.text;
			r.len = cap.len;
			s->record(s->arg, &game, &r);
			hearts_game_free(&game);
			cap.len = 0;
			com.len = 0;
			com.text[0] = '\0';
			continue;
		}
		s->bad++;
		if (!s->quiet)
			report(name, s, &game, &com, &e);
		hearts_game_free(&game);
		com.len = 0;
		com.text[0] = '\0';
		if (rc == -2) {
			cap.len = 0;
			continue;
		}
		/* As hearts-check: the line that ended it may begin the next. */
		keep = rd.pending ? cap.last : cap.len;
		if (cap.text != NULL)
			memmove(cap.text, cap.text + keep, cap.len - keep);
		cap.len -= keep;
		if (rd.pending)
			continue;
		held.full = false;
		rd.hook = hold_line;
		rd.hook_arg = &held;
		rd.comment = NULL;
		(void)hearts_reader_skip(&rd);
		rd.comment = comment_line;
		rd.hook = s->as_read ? capture_line : NULL;
		rd.hook_arg = &cap;
		if (held.full && rd.pending && rd.hook != NULL)
			capture_line(&cap, held.line, held.len, held.end);
	}
	hearts_reader_free(&rd);
	free(cap.text);
}

void
stream_files(struct stream *s, int argc, char *argv[])
{
	FILE	*in;
	int	 i;

	if (argc == 0)
		read_stream(s, stdin, "<stdin>");
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "-") == 0) {
			read_stream(s, stdin, "<stdin>");
			continue;
		}
		if ((in = fopen(argv[i], "r")) == NULL) {
			warn("%s", argv[i]);
			s->missing = true;
			continue;
		}
		read_stream(s, in, argv[i]);
		fclose(in);
	}
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
