/*
 * views.c: fuzz target for the writer and the views.  The first byte
 * chooses how a game is drawn (symbols, colour, the seat it is drawn
 * for); the rest is read as records.  Whatever reads must write on one
 * line and read back to the same canonical text; every seat's view must
 * read back and write again to the same bytes, as a record and as a view
 * of itself; and every drawing of the game and of each view must be
 * made without harm.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"

int	 LLVMFuzzerTestOneInput(const unsigned char *, size_t);

enum how { WHOLE, LINE, VIEW };

/* Writes a game to memory, one of three ways; the caller frees the text. */
static char *
written(const struct hearts_game *g, enum how how, int seat, size_t *len)
{
	char	*text = NULL;
	FILE	*out;
	int	 rc;

	if ((out = open_memstream(&text, len)) == NULL)
		abort();
	rc = how == WHOLE ? hearts_record_write(out, g) : how == LINE ?
	    hearts_record_write_line(out, g) :
	    hearts_record_write_view(out, g, seat);
	if (rc == -1)
		abort();
	fclose(out);
	return text;
}

/* Reads the one record of text, which must read. */
static void
read_back(const char *what, const char *text, size_t len,
    struct hearts_game *g)
{
	struct hearts_reader rd;
	struct hearts_error e;
	FILE		*in;

	if ((in = fmemopen((void *)text, len, "r")) == NULL)
		abort();
	hearts_reader_init(&rd, in);
	if (hearts_record_read(&rd, g, &e) != 1) {
		fprintf(stderr, "%s does not read: line %ld: %s\n%s", what,
		    e.line, e.msg, text);
		abort();
	}
	hearts_reader_free(&rd);
	fclose(in);
}

static void
same(const char *what, const char *a, size_t alen, const char *b,
    size_t blen)
{
	if (alen != blen || memcmp(a, b, alen) != 0) {
		fprintf(stderr, "%s differ:\n%s---\n%s", what, a, b);
		abort();
	}
}

/* Every drawing of the game, to nowhere: none may fail or harm. */
static void
draw(const struct hearts_game *g, const struct hearts_show *how)
{
	struct hearts_state st;
	char		*text = NULL;
	size_t		 len;
	FILE		*out;
	int		 t;

	if ((out = open_memstream(&text, &len)) == NULL)
		abort();
	if (hearts_show_position(out, g, how) == -1 ||
	    hearts_show_scores(out, g, how) == -1 ||
	    hearts_show_game(out, g, how) == -1)
		abort();
	for (t = 1; t <= HEARTS_MAX_TRICKS + 1; t++)
		(void)hearts_show_trick(out, g, how, t);
	if (g->nhands > 0) {
		(void)hearts_game_where(g, &st);
		if (hearts_show_cards(out, how, g->hands[g->nhands - 1].dealt[0]) == -1)
			abort();
	}
	fclose(out);
	free(text);
}

static void
check(const struct hearts_game *g, unsigned int flags)
{
	struct hearts_game line, view, again;
	struct hearts_show how;
	struct hearts_table table;
	struct hearts_error e;
	char		*text, *one, *canon, *vtext, *vtext2, *vself;
	size_t		 len, onelen, canonlen, vlen, vlen2, vselflen;
	int		 s;

	how.unicode = flags & 1;
	how.colour = (flags & 2) != 0;
	how.seat = (int)(flags >> 2) % (g->rules.players + 1) - 1;
	draw(g, &how);

	/* The record on one line reads as the record. */
	text = written(g, WHOLE, -1, &len);
	one = written(g, LINE, -1, &onelen);
	read_back("the one-line record", one, onelen, &line);
	canon = written(&line, WHOLE, -1, &canonlen);
	same("the record and its one-line form", text, len, canon, canonlen);
	free(canon);
	hearts_game_free(&line);
	free(one);
	free(text);

	/* Each seat's view reads back, and is its own view. */
	for (s = 0; s < g->rules.players; s++) {
		if (g->view >= 0 && s != g->view)
			continue;
		vtext = written(g, VIEW, s, &vlen);
		read_back("a view", vtext, vlen, &view);
		vtext2 = written(&view, WHOLE, -1, &vlen2);
		same("a view and the view read back", vtext, vlen, vtext2, vlen2);
		vself = written(&view, VIEW, s, &vselflen);
		same("a view and its own view", vtext, vlen, vself, vselflen);
		read_back("a view written again", vself, vselflen, &again);
		hearts_game_free(&again);
		how.seat = s;
		draw(&view, &how);
		/* What a bot would be given to decide from. */
		(void)hearts_game_table(&view, -1, &table, &e);
		(void)hearts_game_table(g, s, &table, &e);
		free(vself);
		free(vtext2);
		hearts_game_free(&view);
		free(vtext);
	}
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	FILE		*in;
	int		 records = 0;

	if (size < 2 || (in = fmemopen((void *)(data + 1), size - 1,
	    "r")) == NULL)
		return 0;
	hearts_reader_init(&rd, in);
	while (records++ < 16 && hearts_record_read(&rd, &g, &e) == 1) {
		check(&g, data[0]);
		hearts_game_free(&g);
	}
	hearts_reader_free(&rd);
	fclose(in);
	return 0;
}
