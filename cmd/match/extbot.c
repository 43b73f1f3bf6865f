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

/* Waits for the child until the deadline; kills it there.  Its fault. */
static enum hearts_fault
reap(pid_t pid, double deadline)
{
	struct timespec	 nap = { 0, 1000000 };
	int		 status;
	pid_t		 got;

	while ((got = waitpid(pid, &status, WNOHANG)) == 0 && tool_now() < deadline)
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
	/* Whatever it left running in its group goes with it. */
	kill(-pid, SIGKILL);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return HEARTS_FAULT_CRASH;
	return HEARTS_FAULT_NONE;
}

enum hearts_fault
extbot_ask(const struct extbot *b, const char *view, size_t len,
    char answer[EXTBOT_ANSWER], double *seconds)
{
	struct pollfd	 pfd[2];
	double		 start = tool_now(), deadline = start + b->timeout;
	size_t		 sent = 0, got = 0;
	ssize_t		 n;
	char		 buf[512];
	int		 in[2], out[2], ms, npfd;
	bool		 done = false, timed_out = false;
	pid_t		 pid;
	enum hearts_fault fault;

	answer[0] = '\0';
	*seconds = 0;
	if (pipe(in) == -1)
		return HEARTS_FAULT_CRASH;
	if (pipe(out) == -1) {
		close(in[0]);
		close(in[1]);
		return HEARTS_FAULT_CRASH;
	}
	if ((pid = fork()) == -1) {
		close(in[0]);
		close(in[1]);
		close(out[0]);
		close(out[1]);
		return HEARTS_FAULT_CRASH;
	}
	if (pid == 0)
		child(b, in[0], out[1]);
	setpgid(pid, pid);
	close(in[0]);
	close(out[1]);
	fcntl(in[1], F_SETFL, O_NONBLOCK);
	fcntl(out[0], F_SETFL, O_NONBLOCK);
	/* Write the view and read the answer at once: either may block. */
	while (!done) {
		npfd = 0;
		pfd[npfd].fd = out[0];
		pfd[npfd++].events = POLLIN;
		if (in[1] != -1) {
			pfd[npfd].fd = in[1];
			pfd[npfd++].events = POLLOUT;
		}
		if ((ms = (int)((deadline - tool_now()) * 1000)) <= 0) {
			timed_out = true;
			break;
		}
		if (poll(pfd, (nfds_t)npfd, ms) == -1) {
			if (errno == EINTR)
				continue;
			break;
		}
		if (npfd == 2 && pfd[1].revents != 0) {
			n = write(in[1], view + sent, len - sent);
			/* A bot may stop reading: what it read is its view. */
			if (n == -1 && errno != EAGAIN)
				sent = len;
			else if (n > 0)
				sent += (size_t)n;
			if (sent == len) {
				close(in[1]);
				in[1] = -1;
			}
		}
		if (pfd[0].revents != 0) {
			n = read(out[0], buf, sizeof(buf));
			if (n == 0 || (n == -1 && errno != EAGAIN &&
			    errno != EINTR))
				done = true;
			/* Only the first line counts; the rest is drained. */
			for (ssize_t i = 0; i < n && got < EXTBOT_ANSWER; i++)
				answer[got++] = buf[i];
		}
	}
	if (in[1] != -1)
		close(in[1]);
	close(out[0]);
	fault = reap(pid, timed_out ? tool_now() : deadline);
	*seconds = tool_now() - start;
	if (timed_out)
		return HEARTS_FAULT_TIMEOUT;
	if (got == EXTBOT_ANSWER)
		got--;
	answer[got] = '\0';
	answer[strcspn(answer, "\n")] = '\0';
	return fault;
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
