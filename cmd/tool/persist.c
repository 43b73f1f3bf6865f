/*
 * persist.c: a bot started once and asked many times.  The same care as
 * extbot.c's one process a decision, with its pieces: a bot that never
 * greets, never answers, dies, floods its output or its standard error
 * is cut off within the time limit, with everything it started, and is
 * started again for the next decision, so that the faults are counted
 * as they are for a one-shot bot.
 */
/* wait4(2), which gives a child's CPU time, is BSD's and glibc's. */
#define _DEFAULT_SOURCE
#include <sys/types.h>
#include <sys/ioctl.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "persist.h"
#include "tool.h"

/* The CPU seconds of the running bot, by its POSIX CPU clock. */
static double
cpu_of(const struct persist *p)
{
	struct timespec	 ts;

	if (p->clocked && clock_gettime(p->clock, &ts) == 0)
		return ts.tv_sec + ts.tv_nsec / 1e9;
	return 0;
}

/*
 * The CPU seconds of the processes it started and waited for, as a
 * shell bot's commands are: on Linux from /proc, to the clock tick (too
 * dear to read at every decision: read when a game ends); elsewhere 0,
 * and they are counted when it ends (wait4).
 */
static double
children_cpu(pid_t pid)
{
	double		 s = 0;
#ifdef __linux__
	char		 path[64], line[1024], *p;
	long		 cutime, cstime, tick;
	FILE		*f;

	snprintf(path, sizeof(path), "/proc/%ld/stat", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return 0;
	p = fgets(line, sizeof(line), f);
	fclose(f);
	/* pid (comm) state ... cutime cstime: fields 16 and 17. */
	if (p != NULL && (p = strrchr(line, ')')) != NULL &&
	    sscanf(p + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %*u "
	    "%*u %ld %ld", &cutime, &cstime) == 2 &&
	    (tick = sysconf(_SC_CLK_TCK)) > 0)
		s = (double)(cutime + cstime) / tick;
#else
	(void)pid;
#endif
	return s;
}

static int
spawn(struct persist *p)
{
	int	 err;
	pid_t	 pid;

	if ((pid = extbot_start(p->argv, &p->to, &p->from, &err)) == -1)
		return -1;
	p->pid = pid;
	/* Its clock, once: asking for it costs a system call of its own. */
	p->clocked = clock_getcpuclockid(pid, &p->clock) == 0;
	extbot_keep(pid, true);
	p->len = 0;
	p->err.fd = err;
	p->err.log = p->log_fd;
	p->err.name = p->argv[0];
	p->err.context = p->logctx;
	p->children_cpu = 0;
	if (p->starts++ > 0) {
		p->restarts++;
		dprintf(p->log_fd, "%s: %s%s%s: started again (restart %ld)\n",
		    getprogname(), p->context, p->context[0] != '\0' ? ": " :
		    "", p->argv[0], p->starts - 1);
	}
	return 0;
}

void
persist_stop(struct persist *p)
{
	struct timespec	 nap = { 0, 1000000 };
	struct rusage	 ru;
	double		 until = tool_now() + 1;
	int		 status;
	pid_t		 got;

	if (p->pid == 0)
		return;
	/* Its input ends: a bot that reads to the end leaves on its own. */
	close(p->to);
	close(p->from);
	memset(&ru, 0, sizeof(ru));
	while ((got = wait4(p->pid, &status, WNOHANG, &ru)) == 0 &&
	    tool_now() < until) {
		extbot_copy_log(&p->err);
		nanosleep(&nap, NULL);
	}
	p->status = got > 0 ? status : -1;
	if (got == 0) {
		kill(p->pid, SIGKILL);
		while (wait4(p->pid, &status, 0, &ru) == -1 && errno == EINTR)
			continue;
		p->status = -2;		/* alive: stopped here */
	}
	extbot_keep(p->pid, false);
	extbot_end_group(p->pid);
	extbot_copy_log(&p->err);
	extbot_end_line(&p->err);
	if (p->err.fd != -1)
		close(p->err.fd);
	p->err.fd = -1;
	p->cpu_end = extbot_cpu(&ru);
	p->pid = 0;
	p->len = 0;
}

/* The bytes it has written now, into the buffer; -1 once it has ended. */
static int
take(struct persist *p)
{
	ssize_t	 n;

	for (;;) {
		if (p->len == sizeof(p->buf))
			return 0;
		n = read(p->from, p->buf + p->len, sizeof(p->buf) - p->len);
		if (n > 0) {
			p->len += (size_t)n;
			continue;
		}
		if (n == -1 && errno == EINTR)
			continue;
		if (n == -1 && errno == EAGAIN)
			return 0;
		return -1;
	}
}

/*
 * Waits for its output (and, with text, for room to write it) until the
 * deadline, copying its standard error meanwhile.  CRASH if it flooded
 * the log or poll failed, TIMEOUT, else NONE with the revents.
 */
static enum hearts_fault
poll_bot(struct persist *p, bool writing, double deadline, short *out,
    short *in)
{
	struct pollfd	 pfd[3];
	int		 ms;

	if ((ms = (int)((deadline - tool_now()) * 1000)) <= 0)
		return HEARTS_FAULT_TIMEOUT;
	pfd[0].fd = p->from;
	pfd[0].events = POLLIN;
	pfd[1].fd = p->err.fd;		/* -1, once closed, is not polled */
	pfd[1].events = POLLIN;
	pfd[2].fd = writing ? p->to : -1;
	pfd[2].events = POLLOUT;
	pfd[0].revents = pfd[1].revents = pfd[2].revents = 0;
	if (poll(pfd, 3, ms) == -1 && errno != EINTR)
		return HEARTS_FAULT_CRASH;
	if (pfd[1].revents != 0)
		extbot_copy_log(&p->err);
	if (p->err.over)
		return HEARTS_FAULT_CRASH;
	*in = pfd[0].revents;
	*out = pfd[2].revents;
	return HEARTS_FAULT_NONE;
}

/*
 * Writes all of text, reading what the bot writes meanwhile so that
 * neither waits on the other.  NONE, CRASH or TIMEOUT.
 */
static enum hearts_fault
put(struct persist *p, const char *text, size_t len, double deadline)
{
	enum hearts_fault fault;
	size_t		 sent = 0;
	ssize_t		 n;
	short		 out, in;

	/* Written at once while the pipe has room; waited for only when not. */
	while (sent < len) {
		n = write(p->to, text + sent, len - sent);
		if (n > 0) {
			sent += (size_t)n;
			continue;
		}
		if (n == -1 && errno != EAGAIN && errno != EINTR)
			return HEARTS_FAULT_CRASH;	/* it closed its input */
		if ((fault = poll_bot(p, true, deadline, &out, &in)) !=
		    HEARTS_FAULT_NONE)
			return fault;
		if (in != 0 && take(p) == -1)
			return HEARTS_FAULT_CRASH;
	}
	return HEARTS_FAULT_NONE;
}

/*
 * Whether bytes written to the bot are still in the pipe, unread: what
 * it writes meanwhile was written before it read the question.
 */
static bool
unread(const struct persist *p)
{
	int	 n;

	return ioctl(p->to, FIONREAD, &n) == 0 && n > 0;
}

/*
 * Its next line, without the newline: NONE, CRASH (it ended first),
 * TIMEOUT, or GARBAGE (a line longer than an answer may be).  With
 * asked, a line seen while the question is still unread in the pipe is
 * not its answer but output after the one before (a late repeat, a
 * second greeting): dropped, as hearts(7) says.
 */
static enum hearts_fault
get_line(struct persist *p, char line[EXTBOT_ANSWER], double deadline,
    bool asked)
{
	enum hearts_fault fault;
	char		*nl;
	size_t		 n;
	short		 out, in;
	bool		 ended = false;

	for (;;) {
		if ((nl = memchr(p->buf, '\n', p->len)) != NULL) {
			n = (size_t)(nl - p->buf);
			p->len -= n + 1;
			if (asked && unread(p)) {
				memmove(p->buf, nl + 1, p->len);
				continue;
			}
			memcpy(line, p->buf, n);
			line[n] = '\0';
			memmove(p->buf, nl + 1, p->len);
			return HEARTS_FAULT_NONE;
		}
		if (p->len == sizeof(p->buf))
			return HEARTS_FAULT_GARBAGE;
		if (ended)
			return HEARTS_FAULT_CRASH;
		if ((fault = poll_bot(p, false, deadline, &out, &in)) !=
		    HEARTS_FAULT_NONE)
			return fault;
		if (in != 0 && take(p) == -1)
			ended = true;
	}
}

/* Its start in the trace: the words it was started with. */
static void
traced_start(struct persist *p)
{
	char	 words[EXTBOT_CONTEXT];
	int	 i;

	strlcpy(words, p->starts > 1 ? "started again:" : "started:",
	    sizeof(words));
	for (i = 0; p->argv[i] != NULL; i++) {
		strlcat(words, " ", sizeof(words));
		strlcat(words, p->argv[i], sizeof(words));
	}
	p->trace(p->trace_arg, p, '=', words, strlen(words));
}

/* Starts the bot and reads its greeting, within a time limit of its own. */
static enum hearts_fault
greet(struct persist *p)
{
	char		 line[EXTBOT_ANSWER], *name;
	enum hearts_fault fault;
	size_t		 n;

	if (spawn(p) == -1)
		return HEARTS_FAULT_CRASH;
	if (p->trace != NULL)
		traced_start(p);
	if ((fault = get_line(p, line, tool_now() + p->timeout, false)) !=
	    HEARTS_FAULT_NONE)
		return fault;
	if (p->trace != NULL)
		p->trace(p->trace_arg, p, '<', line, strlen(line));
	/* "hearts-bot 1 NAME": the protocol it speaks, what to call it. */
	if (strncmp(line, "hearts-bot ", 11) != 0 ||
	    strtol(line + 11, &name, 10) != PERSIST_PROTOCOL ||
	    (*name != '\0' && *name != ' ')) {
		dprintf(p->log_fd, "%s: %s%s%s: the greeting is not "
		    "\"hearts-bot %d\"\n", getprogname(), p->context,
		    p->context[0] != '\0' ? ": " : "", p->argv[0],
		    PERSIST_PROTOCOL);
		return HEARTS_FAULT_GARBAGE;
	}
	name += strspn(name, " ");
	n = strcspn(name, " \t\r");
	if (n >= sizeof(p->name))
		n = sizeof(p->name) - 1;
	memcpy(p->name, name, n);
	p->name[n] = '\0';
	return HEARTS_FAULT_NONE;
}

/*
 * What it wrote to its standard error since the last decision goes to
 * the log under that decision; this one's lines under this one.
 */
static void
next_context(struct persist *p)
{
	if (p->pid != 0)
		extbot_copy_log(&p->err);
	extbot_end_line(&p->err);
	strlcpy(p->logctx, p->context, sizeof(p->logctx));
	p->err.bytes = 0;
	p->err.over = false;
	p->err.ntail = 0;
}

enum hearts_fault
persist_ask(struct persist *p, const char *question, const char *view,
    size_t len, char answer[EXTBOT_ANSWER], double *seconds, double *cpu)
{
	enum hearts_fault fault = HEARTS_FAULT_NONE;
	double		 start, deadline, cpu_start = 0;

	answer[0] = '\0';
	*seconds = *cpu = 0;
	next_context(p);
	if (p->pid == 0 && (fault = greet(p)) != HEARTS_FAULT_NONE) {
		persist_stop(p);
		if (fault == HEARTS_FAULT_CRASH && p->died != NULL)
			extbot_died(&p->err, p->status, p->died);
		return fault;
	}
	start = tool_now();
	deadline = start + p->timeout;
	cpu_start = cpu_of(p);
	/* What it wrote after its last answer answers nothing. */
	if (take(p) == -1)
		fault = HEARTS_FAULT_CRASH;
	p->len = 0;
	if (fault == HEARTS_FAULT_NONE && question != NULL)
		fault = put(p, question, strlen(question), deadline);
	if (fault == HEARTS_FAULT_NONE)
		fault = put(p, view, len, deadline);
	if (fault == HEARTS_FAULT_NONE)
		fault = get_line(p, answer, deadline, true);
	*seconds = tool_now() - start;
	/* Out of step, or gone: the next decision starts it afresh. */
	if (fault != HEARTS_FAULT_NONE) {
		answer[0] = '\0';	/* no line came: nothing was answered */
		persist_stop(p);
		if (fault == HEARTS_FAULT_CRASH && p->died != NULL)
			extbot_died(&p->err, p->status, p->died);
		*cpu = p->cpu_end - p->children_cpu - cpu_start;
	} else
		*cpu = cpu_of(p) - cpu_start;
	if (*cpu < 0)
		*cpu = 0;
	return fault;
}

double
persist_tell(struct persist *p, const char *line)
{
	double	 was, cpu;

	if (p->pid == 0)
		return 0;
	was = p->children_cpu;
	p->children_cpu = cpu = children_cpu(p->pid);
	if (p->trace != NULL)
		p->trace(p->trace_arg, p, '>', line, strcspn(line, "\n"));
	/* Not a decision: a bot that does not read it loses nothing. */
	if (put(p, line, strlen(line), tool_now() + p->timeout) !=
	    HEARTS_FAULT_NONE)
		persist_stop(p);
	else
		extbot_copy_log(&p->err);
	return cpu > was ? cpu - was : 0;
}
