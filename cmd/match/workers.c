/*
 * workers.c: the processes that play a match's games and send them back
 * to the referee (workers.h).  Blocks of many games a write: a write a
 * game would cost random bots more than the game.
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <err.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"
#include "workers.h"

#define PIPE_BLOCK	65536	/* what a worker sends and the referee reads at once */

/* Takes len bytes of what a worker sent, reading a block when out. */
static int
take(struct worker *w, void *to, size_t len,
    const volatile sig_atomic_t *interrupted)
{
	char	*p = to;
	size_t	 k;
	ssize_t	 n;

	while (len > 0) {
		if (w->pos == w->len) {
			/* An interrupt stops the wait for the next game. */
			if ((n = read(w->fd, w->buf, PIPE_BLOCK)) == -1 &&
			    errno == EINTR && !*interrupted)
				continue;
			if (n <= 0)
				return -1;
			w->pos = 0;
			w->len = (size_t)n;
		}
		k = w->len - w->pos < len ? w->len - w->pos : len;
		memcpy(p, w->buf + w->pos, k);
		w->pos += k;
		p += k;
		len -= k;
	}
	return 0;
}

/*
 * A worker plays games first, first + step, ... and sends each back, in
 * blocks: a write a game would cost random bots more than the game.  A
 * game's record is made only when there is a file to keep it.  What is
 * sent goes at once when games are slow, so the referee keeps up.
 */
static void __attribute__((noreturn))
work(const struct match *m, bool records, long first, long step, long total,
    int fd)
{
	struct game_message msg;
	struct match_text text = { .text = NULL };
	double		 flushed = 0;
	FILE		*to;
	long		 i;

	if ((to = fdopen(fd, "w")) == NULL)
		_exit(HEARTS_EXIT_SOFTWARE);
	tool_blocks(to);
	for (i = first; i < total; i += step) {
		/* One buffer for every game's text, each made in it anew. */
		text.len = 0;
		if (match_play(m, i, records ? &text : NULL, &msg.delta) == -1)
			_exit(HEARTS_EXIT_SOFTWARE);
		msg.index = i;
		msg.len = text.len;
		if (fwrite(&msg, sizeof(msg), 1, to) != 1 || (msg.len > 0 &&
		    fwrite(text.text, 1, msg.len, to) != msg.len))
			_exit(0);	/* the referee stopped early */
		if (tool_now() - flushed > 0.01) {
			if (fflush(to) == EOF)
				_exit(0);
			flushed = tool_now();
		}
	}
	fflush(to);
	match_finish(m);
	_exit(0);
}

/* The match a worker plays, for its signal handler. */
static const struct match *playing;

/* A worker told to stop takes its persistent bots with it. */
static void
on_stop(int sig)
{
	(void)sig;
	if (playing != NULL)
		match_kill_bots(playing);
	_exit(0);
}

void
workers_start(struct workers *ws, const struct match *m, bool records,
    int jobs, long from, long total)
{
	struct worker	*w = ws->w;
	int		 fds[2], j, k;

	ws->m = m;
	ws->records = records;
	ws->jobs = jobs;
	ws->from = from;
	ws->flushed = 0;
	/*
	 * Quick bots start nothing and stop for nothing: with one job the
	 * games are played here, where a signal waits for the end of the
	 * game under way.
	 */
	if ((ws->here = jobs == 1 && match_quick(m)))
		return;
	for (j = 0; j < jobs; j++) {
		if (pipe(fds) == -1)
			err(HEARTS_EXIT_SOFTWARE, "pipe");
		fflush(NULL);
		if ((w[j].pid = fork()) == -1)
			err(HEARTS_EXIT_SOFTWARE, "fork");
		if (w[j].pid == 0) {
			/* A worker stops when told: the referee keeps score. */
			playing = m;
			signal(SIGINT, on_stop);
			signal(SIGTERM, on_stop);
			close(fds[0]);
			for (k = 0; k < j; k++)
				close(w[k].fd);
			work(m, records, from + j, jobs, total, fds[1]);
		}
		close(fds[1]);
		w[j].fd = fds[0];
		w[j].pos = w[j].len = 0;
		if ((w[j].buf = malloc(PIPE_BLOCK)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
	}
}

bool
workers_flush_due(struct workers *ws, long next)
{
	const struct worker *w;
	double		 now;

	if (!ws->here) {
		w = &ws->w[(next - ws->from) % ws->jobs];
		return w->pos == w->len;
	}
	/* Nothing waits here: what came goes out now and then. */
	if ((now = tool_now()) - ws->flushed <= 0.01)
		return false;
	ws->flushed = now;
	return true;
}

int
workers_take(struct workers *ws, long next, struct game_message *msg,
    const volatile sig_atomic_t *interrupted)
{
	struct match_text *text = &ws->text;
	struct worker	*w;

	text->len = 0;
	if (ws->here) {
		if (match_play(ws->m, next, ws->records ? text : NULL,
		    &msg->delta) == -1)
			return -1;
		msg->index = next;
		msg->len = text->len;
		return 0;
	}
	w = &ws->w[(next - ws->from) % ws->jobs];
	if (take(w, msg, sizeof(*msg), interrupted) == -1 ||
	    msg->index != next)
		return -1;
	if (!match_text_room(text, msg->len))
		err(HEARTS_EXIT_SOFTWARE, NULL);
	if (take(w, text->text, msg->len, interrupted) == -1)
		return -1;
	text->len = msg->len;
	return 0;
}

void
workers_stop(struct workers *ws, bool finished)
{
	struct worker	*w = ws->w;
	int		 j;

	free(ws->text.text);
	ws->text.text = NULL;
	ws->text.size = ws->text.len = 0;
	if (ws->here) {
		match_finish(ws->m);
		return;
	}
	for (j = 0; j < ws->jobs; j++) {
		close(w[j].fd);
		free(w[j].buf);
		if (!finished)
			kill(w[j].pid, SIGTERM);
	}
	for (j = 0; j < ws->jobs; j++)
		while (waitpid(w[j].pid, NULL, 0) == -1 && errno == EINTR)
			continue;
}
