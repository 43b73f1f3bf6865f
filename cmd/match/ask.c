/*
 * ask.c: the seats' bots asked for their decisions in a game of a match:
 * a program's question and answer (each under -t's time and -c's clock,
 * a fault said in the log, every line in -x's trace), a searching
 * built-in bot's decision timed by this thread's CPU clock; and the
 * persistent programs stopped at the end.
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ask.h"
#include "tool.h"

/* The CPU seconds of this process, its children apart. */
double
match_process_cpu(void)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == -1)
		return 0;
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The CPU seconds of this thread, which alone plays a searching bot. */
static double
thread_cpu(void)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == -1)
		return 0;
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* A searching bot's decision, timed here (struct searcher). */
enum hearts_fault
match_search(void *arg, const struct hearts_game *g, int seat,
    hearts_cards *choice)
{
	struct searcher	*a = arg;
	struct hearts_error e;
	double		 start = tool_now(), cpu = thread_cpu(), used;
	int		 rc;

	rc = hearts_bot_game_choose(a->bot, g, seat, choice, NULL, &e);
	used = thread_cpu() - cpu;
	*a->seconds += tool_now() - start;
	*a->cpu += used > 0 ? used : 0;
	*a->spent += used > 0 ? used : 0;
	return rc == -1 ? HEARTS_FAULT_CRASH : HEARTS_FAULT_NONE;
}

/* The time of day to the microsecond, as the trace says it (UTC). */
static void
stamp(char *buf, size_t size)
{
	struct timespec	 ts;
	struct tm	 tm;
	size_t		 n;

	clock_gettime(CLOCK_REALTIME, &ts);
	gmtime_r(&ts.tv_sec, &tm);
	n = strftime(buf, size, "%Y-%m-%dT%H:%M:%S", &tm);
	snprintf(buf + n, size - n, ".%06ldZ", ts.tv_nsec / 1000);
}

/*
 * A decision in the trace (-x): every line the program was sent, after
 * the time it was sent, and the line it answered, after the time it was
 * read; each under the decision's words and the bot's name, so that a
 * protocol's fault can be seen.  A one-shot program's question, in its
 * environment, is written as a line of its own.  One write a decision,
 * so that the lines of -j's workers do not mix within it.
 */
static void
trace(const struct asker *a, const struct hearts_game *g, int seat,
    const char *context, const char *sent, uint64_t seed,
    const char *answer, enum hearts_fault fault)
{
	const struct progbot *b = a->prog;
	const char	*line, *end, *text = b->text;
	char		*block = NULL, read[40], shown[HEARTS_SHOWN_SIZE];
	size_t		 size = 0, len;
	FILE		*f;

	if ((f = open_memstream(&block, &size)) == NULL)
		return;
	len = b->mem != NULL && ftello(b->mem) > 0 ? (size_t)ftello(b->mem) :
	    0;
	if (!b->persistent)
		fprintf(f, "%s %s: %s = HEARTS_ASK=%s HEARTS_SEAT=%c "
		    "HEARTS_SEED=%llu HEARTS_TIME=%g\n", sent, context, b->name,
		    hearts_game_where(g, NULL) == HEARTS_GAME_PASS ? "pass" :
		    "play", hearts_seat_name(seat), (unsigned long long)seed,
		    b->one.timeout);
	for (line = text; text != NULL && line < text + len; line = end + 1) {
		if ((end = memchr(line, '\n', (size_t)(text + len - line))) ==
		    NULL)
			end = text + len;
		fprintf(f, "%s %s: %s > %.*s\n", sent, context, b->name,
		    (int)(end - line), line);
	}
	stamp(read, sizeof(read));
	if (fault == HEARTS_FAULT_TIMEOUT || fault == HEARTS_FAULT_CRASH)
		fprintf(f, "%s %s: %s < %s(%s)\n", read, context, b->name,
		    answer[0] != '\0' ? hearts_escaped(answer, strlen(answer),
		    80, shown, sizeof(shown)) : "", progbot_fault_name(fault));
	else
		fprintf(f, "%s %s: %s < %s\n", read, context, b->name,
		    hearts_escaped(answer, strlen(answer), 80, shown,
		    sizeof(shown)));
	if (fclose(f) == 0 && block != NULL)
		(void)write(a->trace_fd, block, size);
	free(block);
}

/*
 * What passes between the referee and a persistent program outside its
 * decisions (its start, its greeting, the end of a game), in the trace
 * under the decision it came with.
 */
void
match_trace_persistent(void *arg, const struct persist *p, char dir,
    const char *line, size_t len)
{
	const struct asker *a = arg;
	char		 when[40], shown[HEARTS_SHOWN_SIZE];

	stamp(when, sizeof(when));
	if (dir == '<') {
		line = hearts_escaped(line, len, 80, shown, sizeof(shown));
		len = strlen(line);
	}
	dprintf(a->trace_fd, "%s %s: %s %c %.*s\n", when, p->context,
	    a->prog->name, dir, (int)len, line);
}

/*
 * The hearts_player callback for a program: its seat's view, its answer.
 * Its seed follows from the match's, the game and the seat, so that a
 * match with programs can be played again the same.  A fault is said in
 * the log with the decision, so that the position can be played again.
 */
enum hearts_fault
match_ask(void *arg, const struct hearts_game *g, int seat,
    hearts_cards *choice)
{
	struct asker	*a = arg;
	enum hearts_fault fault;
	char		 answer[EXTBOT_ANSWER], context[EXTBOT_CONTEXT];
	char		 what[EXTBOT_ANSWER + 80];
	char		 sent[40];
	double		 secs, cpu, mine = match_process_cpu();
	long		 restarts = a->prog->per.restarts;
	uint64_t	 seed = hearts_rng_next(&a->rng) >> 1;

	progbot_context(context, sizeof(context), a->game, g, seat);
	/*
	 * On a clock, a decision has what is left of it, if that is less
	 * than -t's: the bot is told so and stopped there.  A clock run
	 * out is a time-out with no question asked.
	 */
	if (a->clock != NULL) {
		if (*a->clock < 0.001) {
			dprintf(a->log_fd, "%s: %s: %s: timed out: its clock "
			    "ran out\n", a->program, context, a->prog->name);
			*a->asking += match_process_cpu() - mine;
			return HEARTS_FAULT_TIMEOUT;
		}
		a->prog->one.timeout = a->prog->per.timeout =
		    *a->clock < a->limit ? *a->clock : a->limit;
	}
	if (a->trace_fd > 0)
		stamp(sent, sizeof(sent));
	fault = progbot_ask(a->prog, g, seat, seed, context, choice, answer,
	    &secs, &cpu);
	if (a->clock != NULL) {
		*a->clock -= secs;
		if (fault == HEARTS_FAULT_TIMEOUT && *a->clock < 0)
			*a->clock = 0;
		else
			*a->clock += a->increment;
	}
	if (a->trace_fd > 0)
		trace(a, g, seat, context, sent, seed, answer, fault);
	*a->seconds += secs;
	*a->cpu += cpu;
	*a->restarts += a->prog->per.restarts - restarts;
	switch (fault) {
	case HEARTS_FAULT_TIMEOUT:
		progbot_timeout_why(answer, a->prog->one.timeout, what,
		    sizeof(what));
		dprintf(a->log_fd, "%s: %s: %s: timed out: %s\n",
		    a->program, context, a->prog->name, what);
		break;
	case HEARTS_FAULT_CRASH:
		dprintf(a->log_fd, "%s: %s: %s: crashed: %s\n",
		    a->program, context, a->prog->name, a->prog->died[0] != '\0' ?
		    a->prog->died : "it could not start, failed or ended "
		    "before it answered");
		break;
	case HEARTS_FAULT_GARBAGE:
	case HEARTS_FAULT_ILLEGAL:
		dprintf(a->log_fd, "%s: %s: %s: %s: it answered "
		    "\"%s\": %s\n", a->program, context, a->prog->name,
		    progbot_fault_name(fault), answer, a->prog->why);
		break;
	default:
		break;
	}
	*a->asking += match_process_cpu() - mine;
	return fault;
}

void
match_finish(const struct match *m)
{
	int	 i;

	for (i = 0; i < m->nspecs; i++)
		if (m->spec[i].prog != NULL)
			progbot_stop(m->spec[i].prog);
}

void
match_kill_bots(const struct match *m)
{
	int	 i;

	for (i = 0; i < m->nspecs; i++)
		if (m->spec[i].prog != NULL && m->spec[i].prog->per.pid > 0)
			kill(-m->spec[i].prog->per.pid, SIGKILL);
}
