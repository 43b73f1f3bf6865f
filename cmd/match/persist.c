/*
 * persist.c: a bot started once and asked many times.  The same care as
 * extbot.c's one process a decision: a bot that never greets, never
 * answers, dies, floods or writes more than one line is cut off within
 * the time limit, and is started again for the next decision, so that
 * the faults are counted as they are for a one-shot bot.
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "persist.h"
#include "tool.h"

/* The child: the pipes as its standard streams, then the program. */
static void __attribute__((noreturn))
child(const struct persist *p, int in, int out)
{
	/* Its own process group, so that stopping it stops all it started. */
	setpgid(0, 0);
	if (dup2(in, STDIN_FILENO) == -1 || dup2(out, STDOUT_FILENO) == -1 ||
	    dup2(p->log_fd, STDERR_FILENO) == -1)
		_exit(127);
	closefrom(STDERR_FILENO + 1);
	signal(SIGPIPE, SIG_DFL);
	execvp(p->argv[0], p->argv);
	dprintf(STDERR_FILENO, "hearts-match: %s: %s\n", p->argv[0],
	    strerror(errno));
	_exit(127);
}

static int
spawn(struct persist *p)
{
	int	 in[2], out[2];
	pid_t	 pid;

	if (pipe(in) == -1)
		return -1;
	if (pipe(out) == -1) {
		close(in[0]);
		close(in[1]);
		return -1;
	}
	if ((pid = fork()) == -1) {
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		return -1;
	}
	if (pid == 0)
		child(p, in[0], out[1]);
	setpgid(pid, pid);
	close(in[0]);
	close(out[1]);
	fcntl(in[1], F_SETFL, O_NONBLOCK);
	fcntl(out[0], F_SETFL, O_NONBLOCK);
	p->pid = pid;
	p->to = in[1];
	p->from = out[0];
	p->len = 0;
	if (p->starts++ > 0)
		dprintf(p->log_fd, "hearts-match: %s: started again (restart "
		    "%ld)\n", p->argv[0], p->starts - 1);
	return 0;
}

void
persist_stop(struct persist *p)
{
	struct timespec	 nap = { 0, 1000000 };
	double		 until = tool_now() + 1;
	int		 status;
	pid_t		 got;

	if (p->pid == 0)
		return;
	/* Its input ends: a bot that reads to the end leaves on its own. */
	close(p->to);
	close(p->from);
	while ((got = waitpid(p->pid, &status, WNOHANG)) == 0 &&
	    tool_now() < until)
		nanosleep(&nap, NULL);
	kill(-p->pid, SIGKILL);
	if (got == 0) {
		kill(p->pid, SIGKILL);
		while (waitpid(p->pid, &status, 0) == -1 && errno == EINTR)
			continue;
	}
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
 * Writes all of text, reading what the bot writes meanwhile so that
 * neither waits on the other.  NONE, CRASH or TIMEOUT.
 */
static enum hearts_fault
put(struct persist *p, const char *text, size_t len, double deadline)
{
	struct pollfd	 pfd[2];
	size_t		 sent = 0;
	ssize_t		 n;
	int		 ms;

	while (sent < len) {
		if ((ms = (int)((deadline - tool_now()) * 1000)) <= 0)
			return HEARTS_FAULT_TIMEOUT;
		pfd[0].fd = p->to;
		pfd[0].events = POLLOUT;
		pfd[1].fd = p->from;
		pfd[1].events = POLLIN;
		if (poll(pfd, 2, ms) == -1 && errno != EINTR)
			return HEARTS_FAULT_CRASH;
		if (pfd[1].revents != 0 && take(p) == -1)
			return HEARTS_FAULT_CRASH;
		if (pfd[0].revents == 0)
			continue;
		n = write(p->to, text + sent, len - sent);
		if (n == -1 && errno != EAGAIN && errno != EINTR)
			return HEARTS_FAULT_CRASH;	/* it closed its input */
		if (n > 0)
			sent += (size_t)n;
	}
	return HEARTS_FAULT_NONE;
}

/*
 * Its next line, without the newline: NONE, CRASH (it ended first),
 * TIMEOUT, or GARBAGE (a line longer than an answer may be).
 */
static enum hearts_fault
get_line(struct persist *p, char line[EXTBOT_ANSWER], double deadline)
{
	struct pollfd	 pfd;
	char		*nl;
	size_t		 n;
	int		 ms, ended = 0;

	for (;;) {
		if ((nl = memchr(p->buf, '\n', p->len)) != NULL) {
			n = (size_t)(nl - p->buf);
			memcpy(line, p->buf, n);
			line[n] = '\0';
			p->len -= n + 1;
			memmove(p->buf, nl + 1, p->len);
			return HEARTS_FAULT_NONE;
		}
		if (p->len == sizeof(p->buf))
			return HEARTS_FAULT_GARBAGE;
		if (ended)
			return HEARTS_FAULT_CRASH;
		if ((ms = (int)((deadline - tool_now()) * 1000)) <= 0)
			return HEARTS_FAULT_TIMEOUT;
		pfd.fd = p->from;
		pfd.events = POLLIN;
		if (poll(&pfd, 1, ms) == -1 && errno != EINTR)
			return HEARTS_FAULT_CRASH;
		if (pfd.revents != 0 && take(p) == -1)
			ended = 1;
	}
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
	if ((fault = get_line(p, line, tool_now() + p->timeout)) !=
	    HEARTS_FAULT_NONE)
		return fault;
	/* "hearts-bot 1 NAME": the protocol it speaks, what to call it. */
	if (strncmp(line, "hearts-bot ", 11) != 0 ||
	    strtol(line + 11, &name, 10) != PERSIST_PROTOCOL ||
	    (*name != '\0' && *name != ' ')) {
		dprintf(p->log_fd, "hearts-match: %s: the greeting is not "
		    "\"hearts-bot %d\"\n", p->argv[0], PERSIST_PROTOCOL);
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

enum hearts_fault
persist_ask(struct persist *p, const char *question, const char *view,
    size_t len, char answer[EXTBOT_ANSWER], double *seconds)
{
	enum hearts_fault fault = HEARTS_FAULT_NONE;
	double		 start, deadline;

	answer[0] = '\0';
	*seconds = 0;
	if (p->pid == 0 && (fault = greet(p)) != HEARTS_FAULT_NONE) {
		persist_stop(p);
		return fault;
	}
	start = tool_now();
	deadline = start + p->timeout;
	/* What it wrote after its last answer answers nothing. */
	if (take(p) == -1)
		fault = HEARTS_FAULT_CRASH;
	p->len = 0;
	if (fault == HEARTS_FAULT_NONE)
		fault = put(p, question, strlen(question), deadline);
	if (fault == HEARTS_FAULT_NONE)
		fault = put(p, view, len, deadline);
	if (fault == HEARTS_FAULT_NONE)
		fault = get_line(p, answer, deadline);
	*seconds = tool_now() - start;
	/* Out of step, or gone: the next decision starts it afresh. */
	if (fault != HEARTS_FAULT_NONE)
		persist_stop(p);
	return fault;
}

void
persist_tell(struct persist *p, const char *line)
{
	if (p->pid == 0)
		return;
	/* Not a decision: a bot that does not read it loses nothing. */
	if (put(p, line, strlen(line), tool_now() + p->timeout) !=
	    HEARTS_FAULT_NONE)
		persist_stop(p);
}
