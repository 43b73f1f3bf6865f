/*
 * capture.c: a record's lines kept as read, called for every line of
 * every record a program writes as read, so that a line that fits costs
 * a copy and no more.
 */
#include <err.h>
#include <stdlib.h>
#include <string.h>

#include "capture.h"
#include "hearts.h"

static inline void
capture_copy(struct capture *c, const char *line, size_t len, int end)
{
	char	*to = c->text + c->len;

	c->last = c->len;
	/* There is room for the end even when there is none (0). */
	if (c->joined) {
		memcpy(to + len, "; ", 2);
		c->len += len + 2;
	} else {
		to[len] = (char)end;
		c->len += len + (end != 0);
	}
	/* Last, a tail call: nothing kept across it, no frame. */
	memcpy(to, line, len);
}

/* A line that needs more room: out of line, as most lines fit. */
static void __attribute__((noinline))
capture_grow(struct capture *c, const char *line, size_t len, int end)
{
	size_t	 size = c->size == 0 ? 4096 : c->size;
	char	*text;

	while (size < c->len + len + 2)
		size *= 2;
	if ((text = realloc(c->text, size)) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	c->text = text;
	c->size = size;
	capture_copy(c, line, len, end);
}

void
capture_line(void *arg, const char *line, size_t len, int end)
{
	struct capture	*c = arg;

	if (c->size - c->len < len + 2)
		capture_grow(c, line, len, end);
	else
		capture_copy(c, line, len, end);
}

/*
 * Whether a line read after a record's end is still that record's: a
 * blank line, or a comment that names no seat's player.  A comment that
 * names them ("# game 9: deal 2, N=random E=simple ...", as hearts-match
 * -f writes before each game) begins the next record, as its first line
 * does; hearts-match's lines after a game ("# game 8 seat N: ...", "#
 * end of game 8") stay with the game they are about.
 */
bool
capture_trails(const char *line, size_t len)
{
	static char	 text[4096 + 1];
	char		 names[HEARTS_MAX_PLAYERS][64];
	size_t		 i = 0;

	while (i < len && (line[i] == ' ' || line[i] == '\t' ||
	    line[i] == '\r'))
		i++;
	if (i == len)
		return true;
	if (line[i] != '#')
		return false;
	len -= i;
	if (len > sizeof(text) - 1)
		len = sizeof(text) - 1;
	memcpy(text, line + i, len);
	text[len] = '\0';
	return hearts_comment_players(text, HEARTS_MAX_PLAYERS, names) == 0;
}

void
capture_gap_start(struct capture_gap *g, struct hearts_reader *rd,
    struct capture *cap)
{
	g->rd = rd;
	g->cap = cap;
	g->trail = cap != NULL ? cap->len : 0;
	g->trails = false;
	rd->hook = capture_gap_line;
	rd->hook_arg = g;
}

void
capture_gap_line(void *arg, const char *line, size_t len, int end)
{
	struct capture_gap *g = arg;

	g->trails = capture_trails(line, len);
	/* The gap is over: the reader's hook is the capture's again. */
	if (!g->trails) {
		g->rd->hook = g->cap != NULL ? capture_line : NULL;
		g->rd->hook_arg = g->cap;
	}
	if (g->cap == NULL)
		return;
	capture_line(g->cap, line, len, end);
	if (g->trails)
		g->trail = g->cap->len;
}

void
capture_gap_end(struct capture_gap *g)
{
	if (g->rd != NULL && g->rd->hook == capture_gap_line) {
		g->rd->hook = g->cap != NULL ? capture_line : NULL;
		g->rd->hook_arg = g->cap;
	}
	g->trail = 0;
	g->trails = false;
}
