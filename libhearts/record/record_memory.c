/*
 * record_memory.c: records in memory and on descriptors, for programs
 * (and bots) that do not read or write through a FILE: the same reader
 * and writer as every program's, so a record means the same.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

int
hearts_record_read_string(const char *text, size_t len,
    struct hearts_game *g, struct hearts_error *e)
{
	struct hearts_reader rd;
	struct hearts_game more;
	FILE		*in;
	int		 r;

	hearts_game_init(g, NULL);
	if (len == 0)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "no record: the text "
		    "is empty");
	/* fmemopen(3) does not change the text, whatever its mode says. */
	if ((in = fmemopen((void *)(uintptr_t)text, len, "r")) == NULL)
		return hearts_fail(e, HEARTS_ERR_NOMEM, 0, "out of memory");
	hearts_reader_init(&rd, in);
	r = hearts_record_read(&rd, g, e);
	if (r == 0)
		r = hearts_fail(e, HEARTS_ERR_DATA, rd.line, "no record: the "
		    "text holds no hearts line");
	else if (r == 1) {
		/* One record, and nothing after it but blank lines. */
		r = hearts_record_read(&rd, &more, e);
		if (r == 1) {
			r = hearts_fail(e, HEARTS_ERR_DATA, more.first_line,
			    "a second record: the text may hold only one");
			hearts_game_free(&more);
		}
		if (r == -1)
			hearts_game_free(g);
	}
	hearts_reader_free(&rd);
	fclose(in);
	return r == -1 ? -1 : 0;
}

char *
hearts_record_string(const struct hearts_game *g, int seat, size_t *len)
{
	/* Made in memory by the writer itself: no memory stream between. */
	return hearts_record_text(g, seat, len);
}

int
hearts_record_write_fd(int fd, const struct hearts_game *g, int seat)
{
	char		*text;
	size_t		 len, done = 0;
	ssize_t		 n;

	if ((text = hearts_record_string(g, seat, &len)) == NULL)
		return -1;
	while (done < len) {
		if ((n = write(fd, text + done, len - done)) == -1) {
			if (errno == EINTR)
				continue;
			free(text);
			return -1;
		}
		done += (size_t)n;
	}
	free(text);
	return 0;
}

int
hearts_game_view(const struct hearts_game *g, int seat,
    struct hearts_game *view, struct hearts_error *e)
{
	char		*text;
	size_t		 len;
	int		 r;

	hearts_game_init(view, &g->rules);
	if (seat < 0 || seat >= g->rules.players)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "there is no seat "
		    "%d among %d players", seat, g->rules.players);
	if (g->view >= 0 && g->view != seat)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "this is %c's "
		    "view: it cannot show %c's", hearts_seat_name(g->view),
		    hearts_seat_name(seat));
	/*
	 * Written and read back: the view a program bot reads, checked by
	 * the same reader, rather than a second way to hide the cards.
	 */
	if ((text = hearts_record_string(g, seat, &len)) == NULL)
		return hearts_fail(e, HEARTS_ERR_NOMEM, 0, "out of memory");
	r = hearts_record_read_string(text, len, view, e);
	free(text);
	return r;
}
