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
