/*
 * run.c: a run of a match's games, as hearts-match and hearts-tourney
 * play them: in game order from the workers, whatever their number, so
 * that the file and the tally are the same with any -j.
 */
#include <sys/types.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "files.h"
#include "run.h"
#include "tool.h"
#include "workers.h"

static volatile sig_atomic_t interrupted;

static void
on_signal(int sig)
{
	(void)sig;
	interrupted = 1;
}

static const char *
run_program(const struct match *m)
{
	return m->program != NULL ? m->program : "hearts-match";
}

void
run_streams(const char *argv0)
{
	int	 i;

	/*
	 * The results (or -f -'s records) go to stdout: closed, it would
	 * be the /dev/null below, and the run lost with status 0.
	 */
	if (fcntl(STDOUT_FILENO, F_GETFD) == -1)
		err(HEARTS_EXIT_IOERR, "stdout");
	for (i = 0; i <= STDERR_FILENO; i++)
		if (fcntl(i, F_GETFD) == -1 && open("/dev/null", O_RDWR) != i)
			err(HEARTS_EXIT_SOFTWARE, "/dev/null");
	/* A program bot finds the suite's programs beside this one first. */
	(void)extbot_path_first(argv0);
}

void
run_open_logs(struct match *m, const char *logname, const char *tracename)
{
	if ((m->log_fd = open(logname, O_WRONLY | O_CREAT | O_APPEND |
	    O_CLOEXEC, 0666)) == -1)
		err(HEARTS_EXIT_IOERR, "%s", logname);
	if (tracename != NULL && (m->trace_fd = open(tracename, O_WRONLY |
	    O_CREAT | O_APPEND | O_CLOEXEC, 0666)) == -1)
		err(HEARTS_EXIT_IOERR, "%s", tracename);
}

/* A metered game's block that could not be written ends the run. */
static void
meter_error(const struct run *r)
{
	if ((errno = match_meter_error()) != 0)
		err(HEARTS_EXIT_IOERR, "%s", r->file);
}

void
run_play(struct run *r)
{
	static struct workers workers;
	struct match	*m = r->m;
	struct game_message msg;
	struct sigaction sa;
	double		 start, shown = 0;
	long		 done = 0;
	bool		 terminal;

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, NULL);
	sa.sa_handler = on_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);

	r->table = stdout;
	r->out = NULL;
	r->total = match_games(m);
	if (r->file != NULL) {
		r->out = match_open_records(r->file, m, r->t, &done);
		if (r->out == stdout)
			r->table = stderr;
	}
	r->announce(m, r->file == NULL || r->out == stdout, r->total, done,
	    r->file);
	/* From here on, the games of this run: the slice, or all. */
	r->total = m->end;
	done += m->first;
	terminal = isatty(STDERR_FILENO);
	/* A resumed run may have decided already. */
	r->verdict = sprt_verdict(r->sprt, &r->llr);
	start = tool_now();
	workers_start(&workers, m, r->out != NULL, r->jobs, done, r->total);
	/* Games played here: read by the meter, their blocks through it. */
	if ((m->meter = workers.here))
		match_meter_records(r->out);
	/* In game order, from the worker that plays each: the same result
	 * with any number of workers, and only one game waiting at a time. */
	for (r->next = done; r->next < r->total &&
	    r->verdict == SPRT_GO_ON && !interrupted; r->next++) {
		/* Before a wait for a worker, the file has what came so far. */
		if (r->out != NULL && workers_flush_due(&workers, r->next) &&
		    fflush(r->out) == EOF)
			err(HEARTS_EXIT_IOERR, "%s", r->file);
		if (workers_take(&workers, r->next, &msg, &interrupted) == -1)
			break;
		if (r->out != NULL && msg.len > 0 && fwrite(workers.text.text,
		    1, msg.len, r->out) != msg.len)
			err(HEARTS_EXIT_IOERR, "%s", r->file);
		meter_error(r);
		tally_add(r->t, &msg.delta);
		r->verdict = sprt_verdict(r->sprt, &r->llr);
		/* On a terminal a line redrawn; elsewhere, lines that add up:
		 * the first game, the last, and one a second between. */
		if ((r->progress || terminal) && (terminal ?
		    tool_now() - shown > 0.2 : r->next == done ||
		    r->next + 1 == r->total || tool_now() - shown >= 1)) {
			r->show(stderr, r->what, r->total - m->first,
			    tool_now() - start, terminal);
			shown = tool_now();
		}
	}
	/* The metered games' CPU time since its last reading, their blocks. */
	if (m->meter) {
		match_settle(r->t);
		meter_error(r);
		match_meter_records(NULL);
	}
	workers_stop(&workers, r->next == r->total);
	if (terminal)
		fputs("\r\033[K", stderr);
	r->interrupted = interrupted;
	if (r->next < r->total && r->verdict == SPRT_GO_ON && !interrupted)
		errx(HEARTS_EXIT_SOFTWARE, workers.here ? "game %ld could not "
		    "be played" : "a worker stopped at game %ld", r->next);
}

void
run_sprt_line(FILE *fp, const struct run *r, const struct sprt *s,
    const char *first, const char *second)
{
	fprintf(fp, "%s: %ld-%ld-%ld (wins-draws-losses of %s against %s), "
	    "LLR %.2f%s\n", r->verdict == SPRT_H1 ? "H1 accepted" :
	    r->verdict == SPRT_H0 ? "H0 accepted" : "no decision", s->wins,
	    s->draws, s->losses, first, second, r->llr,
	    r->verdict == SPRT_GO_ON ? "" : ", stopped");
}

int
run_end(struct run *r, bool failed)
{
	const struct match *m = r->m;

	if (r->interrupted)
		fprintf(stderr, "%s: interrupted after %ld of %ld games%s\n",
		    run_program(m), r->next - m->first, r->total - m->first,
		    r->file != NULL && r->out != stdout ?
		    "; the same command resumes it" : "");
	if (r->out != NULL && r->out != stdout && fclose(r->out) == EOF)
		err(HEARTS_EXIT_IOERR, "%s", r->file);
	tool_close_stdout();
	return r->interrupted ? 130 : failed ? HEARTS_EXIT_REFUSED :
	    HEARTS_EXIT_OK;
}
