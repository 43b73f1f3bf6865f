/*
 * extbot.c: one process a decision.  The referee must outlive any bot:
 * one that never reads, never writes, never exits, closes its input
 * early or floods its output is cut off at the time limit, and nothing
 * it does reaches the user's terminal.
 */
#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "extbot.h"
#include "tool.h"

/* The child: the pipes as its standard streams, then the program. */
static void __attribute__((noreturn))
child(const struct extbot *b, int in, int out)
{
	/* Its own process group, so that a time-out kills all it started. */
	setpgid(0, 0);
	if (dup2(in, STDIN_FILENO) == -1 || dup2(out, STDOUT_FILENO) == -1 ||
	    dup2(b->log_fd, STDERR_FILENO) == -1)
		_exit(127);
	closefrom(STDERR_FILENO + 1);
	signal(SIGPIPE, SIG_DFL);
	execvp(b->argv[0], b->argv);
	dprintf(STDERR_FILENO, "hearts-match: %s: %s\n", b->argv[0],
	    strerror(errno));
	_exit(127);
}

/* Its fault from how it ended. */
static enum hearts_fault
ended(pid_t pid, int status)
{
	/* Whatever it left running in its group goes with it. */
	kill(-pid, SIGKILL);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return HEARTS_FAULT_CRASH;
	return HEARTS_FAULT_NONE;
}

/* Waits for the child until the deadline; kills it there.  Its fault. */
static enum hearts_fault
reap(pid_t pid, double deadline)
{
	struct timespec	 nap = { 0, 1000000 };
	int		 status;
	pid_t		 got;

	while ((got = waitpid(pid, &status, WNOHANG)) == 0 &&
	    tool_now() < deadline)
		nanosleep(&nap, NULL);
	if (got == 0) {
		kill(-pid, SIGKILL);
		kill(pid, SIGKILL);
		while (waitpid(pid, &status, 0) == -1 && errno == EINTR)
			continue;
		return HEARTS_FAULT_TIMEOUT;
	}
	if (got == -1)
		return HEARTS_FAULT_CRASH;
	return ended(pid, status);
}

/* Starts the bot with its ends of two pipes; -1 if it cannot be. */
static pid_t
start(const struct extbot *b, int *to, int *from)
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
		child(b, in[0], out[1]);
	setpgid(pid, pid);
	close(in[0]);
	close(out[1]);
	fcntl(in[1], F_SETFL, O_NONBLOCK);
	fcntl(out[0], F_SETFL, O_NONBLOCK);
	*to = in[1];
	*from = out[0];
	return pid;
}

enum hearts_fault
extbot_ask(const struct extbot *b, const char *view, size_t len,
    char answer[EXTBOT_ANSWER], double *seconds)
{
	struct pollfd	 pfd[2];
	double		 start_time = tool_now(), deadline;
	size_t		 sent = 0, got = 0;
	ssize_t		 n, i;
	char		 buf[512];
	int		 to, from, ms, npfd, status;
	bool		 done = false, line = false, exited = false;
	pid_t		 pid;
	enum hearts_fault fault;

	answer[0] = '\0';
	*seconds = 0;
	deadline = start_time + b->timeout;
	if ((pid = start(b, &to, &from)) == -1)
		return HEARTS_FAULT_CRASH;
	/* Write the view and read the answer at once: either may block. */
	while (!done) {
		npfd = 0;
		pfd[npfd].fd = from;
		pfd[npfd++].events = POLLIN;
		if (to != -1) {
			pfd[npfd].fd = to;
			pfd[npfd++].events = POLLOUT;
		}
		if ((ms = (int)((deadline - tool_now()) * 1000)) <= 0)
			break;
		/* Once the line is in, only until the bot has exited. */
		if (line && ms > 10)
			ms = 10;
		if (poll(pfd, (nfds_t)npfd, ms) == -1 && errno != EINTR)
			break;
		if (npfd == 2 && pfd[1].revents != 0) {
			n = write(to, view + sent, len - sent);
			/* A bot may stop reading: what it read is its view. */
			if (n == -1 && errno != EAGAIN)
				sent = len;
			else if (n > 0)
				sent += (size_t)n;
			if (sent == len) {
				close(to);
				to = -1;
			}
		}
		if (pfd[0].revents != 0) {
			n = read(from, buf, sizeof(buf));
			if (n == 0 || (n == -1 && errno != EAGAIN &&
			    errno != EINTR))
				done = true;
			/* Only the first line counts; the rest is drained. */
			for (i = 0; i < n && got < EXTBOT_ANSWER; i++)
				answer[got++] = buf[i];
			line = memchr(answer, '\n', got) != NULL;
		}
		/* Something it started may hold the pipe after it exits. */
		if (line && waitpid(pid, &status, WNOHANG) == pid)
			done = exited = true;
	}
	if (to != -1)
		close(to);
	close(from);
	if (exited)
		fault = ended(pid, status);
	else if (done)
		fault = reap(pid, deadline);
	else
		fault = reap(pid, 0);
	*seconds = tool_now() - start_time;
	if (fault != HEARTS_FAULT_NONE)
		return fault;
	if (!line && got == EXTBOT_ANSWER)
		return HEARTS_FAULT_GARBAGE;	/* a first line too long */
	answer[got < EXTBOT_ANSWER ? got : EXTBOT_ANSWER - 1] = '\0';
	answer[strcspn(answer, "\n")] = '\0';
	return HEARTS_FAULT_NONE;
}

int
extbot_path_first(const char *argv0)
{
	static const char deleted[] = " (deleted)";
	char		 exe[PATH_MAX], *slash, *path;
	const char	*old = getenv("PATH");
	size_t		 len, oldlen;
	ssize_t		 n;

	if ((n = readlink("/proc/self/exe", exe, sizeof(exe) - 1)) > 0 &&
	    exe[0] == '/') {
		exe[n] = '\0';
		/* A program rebuilt while it runs is still where it was. */
		len = (size_t)n;
		if (len > sizeof(deleted) - 1 && strcmp(exe + len -
		    (sizeof(deleted) - 1), deleted) == 0)
			exe[len - (sizeof(deleted) - 1)] = '\0';
	} else if (argv0 == NULL || strchr(argv0, '/') == NULL ||
	    realpath(argv0, exe) == NULL)
		return -1;
	if ((slash = strrchr(exe, '/')) == NULL)
		return -1;
	slash[slash == exe] = '\0';	/* "/hearts-match" is in "/" */
	/* No PATH at all: execvp(3) would search the system's default. */
	if (old == NULL)
		old = "/usr/local/bin:/usr/bin:/bin";
	len = strlen(exe);
	oldlen = strlen(old);
	if ((path = malloc(len + 1 + oldlen + 1)) == NULL)
		return -1;
	memcpy(path, exe, len);
	/* An empty PATH stays without the empty entry that means ".". */
	path[len] = oldlen > 0 ? ':' : '\0';
	memcpy(path + len + 1, old, oldlen + 1);
	n = setenv("PATH", path, 1);
	free(path);
	return n == 0 ? 0 : -1;
}

enum hearts_fault
extbot_cards(const char *answer, hearts_cards *cards)
{
	char		 word[EXTBOT_ANSWER], *last, *next;
	hearts_card	 c;

	*cards = 0;
	strlcpy(word, answer, sizeof(word));
	for (next = strtok_r(word, " \t\r", &last); next != NULL;
	    next = strtok_r(NULL, " \t\r", &last)) {
		if ((c = hearts_card_parse(next)) == HEARTS_NO_CARD ||
		    (*cards & hearts_card_bit(c)) != 0)
			return HEARTS_FAULT_GARBAGE;
		*cards |= hearts_card_bit(c);
	}
	return *cards == 0 ? HEARTS_FAULT_GARBAGE : HEARTS_FAULT_NONE;
}
