/*
 * extbot.c: one process a decision.  The referee must outlive any bot:
 * one that never reads, never writes, never exits, closes its input
 * early or floods its output is cut off at the time limit, one that
 * floods the log is stopped, every process it started ends with its
 * decision, and nothing it does reaches the user's terminal.
 */
/* wait4(2), which gives a child's CPU time, is BSD's and glibc's. */
#define _DEFAULT_SOURCE
#include <sys/types.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif
#include <sys/wait.h>

#include <dirent.h>
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
child(char *const *argv, int in, int out, int log)
{
	/* Its own process group, so that a time-out kills all it started. */
	setpgid(0, 0);
	if (dup2(in, STDIN_FILENO) == -1 || dup2(out, STDOUT_FILENO) == -1 ||
	    dup2(log, STDERR_FILENO) == -1)
		_exit(127);
	closefrom(STDERR_FILENO + 1);
	signal(SIGPIPE, SIG_DFL);
	execvp(argv[0], argv);
	dprintf(STDERR_FILENO, "%s: %s: %s\n", getprogname(), argv[0],
	    strerror(errno));
	_exit(127);
}

/* The persistent bots running now, which no other bot's end ends. */
static pid_t	 kept[2 * HEARTS_MAX_PLAYERS];

void
extbot_keep(pid_t pid, bool keep)
{
	size_t	 i;

	for (i = 0; i < sizeof(kept) / sizeof(kept[0]); i++)
		if (kept[i] == (keep ? 0 : pid)) {
			kept[i] = keep ? pid : 0;
			return;
		}
}

#ifdef __linux__
/*
 * Kills the child pid if it is outside this process's group, what a bot
 * left behind (a bot has a group of its own; a process that left it with
 * setsid(2) is reparented here, to the child subreaper), never a worker
 * of -j, which stays in the referee's group; reaps it if it has ended.
 * Returns 1 if it was one, else 0.
 */
static int
end_stray(pid_t pid)
{
	char		 path[64], line[512], *p;
	FILE		*f;
	long		 ppid, pgrp;
	size_t		 i;

	for (i = 0; i < sizeof(kept) / sizeof(kept[0]); i++)
		if (kept[i] == pid)
			return 0;
	snprintf(path, sizeof(path), "/proc/%ld/stat", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return 0;
	p = fgets(line, sizeof(line), f);
	fclose(f);
	/* pid (comm) state ppid pgrp ...: comm may hold anything. */
	if (p == NULL || (p = strrchr(line, ')')) == NULL ||
	    sscanf(p + 1, " %*c %ld %ld", &ppid, &pgrp) != 2 ||
	    ppid != (long)getpid() || pgrp == (long)getpgrp())
		return 0;
	kill(pid, SIGKILL);
	(void)waitpid(pid, NULL, WNOHANG);
	return 1;
}

/*
 * Ends the strays among this process's children: those the kernel lists
 * (/proc/self/task/PID/children), or where it does not, every process's
 * parent read from /proc.  Returns how many there were.
 */
static int
end_strays(void)
{
	char		 path[64];
	struct dirent	*d;
	DIR		*dir;
	FILE		*f;
	long		 pid;
	int		 n = 0;

	snprintf(path, sizeof(path), "/proc/self/task/%ld/children",
	    (long)getpid());
	if ((f = fopen(path, "r")) != NULL) {
		while (fscanf(f, "%ld", &pid) == 1)
			n += end_stray((pid_t)pid);
		fclose(f);
		return n;
	}
	if ((dir = opendir("/proc")) == NULL)
		return 0;
	while ((d = readdir(dir)) != NULL)
		if (d->d_name[0] >= '1' && d->d_name[0] <= '9')
			n += end_stray((pid_t)atol(d->d_name));
	closedir(dir);
	return n;
}
#endif

/*
 * Ends everything the bot started: its process group, and on Linux, where
 * the referee is a child subreaper, every descendant that left the group
 * (setsid(2), a daemon): they are reparented to the referee as their
 * parents die, so they are killed and reaped until none is left.
 */
void
extbot_end_group(pid_t pid)
{
	kill(-pid, SIGKILL);
#ifdef __linux__
	struct timespec	 nap = { 0, 1000000 };
	int		 i;

	/* A second at most, so that nothing can make the referee hang. */
	for (i = 0; i < 1000; i++) {
		if (end_strays() == 0 && kill(-pid, 0) == -1 && errno == ESRCH)
			break;
		kill(-pid, SIGKILL);
		nanosleep(&nap, NULL);
	}
#endif
}

/* Its fault from how it ended. */
static enum hearts_fault
ended(pid_t pid, int status)
{
	/* Whatever it left running goes with it. */
	extbot_end_group(pid);
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
		return HEARTS_FAULT_CRASH;
	return HEARTS_FAULT_NONE;
}

/* Writes all of len bytes to the log, or as much as it takes. */
static void
put_log(int log, const char *buf, size_t len)
{
	ssize_t		 w;
	size_t		 off;

	for (off = 0; off < len; off += (size_t)w)
		if ((w = write(log, buf + off, len - off)) <= 0)
			break;
}

/* Bytes of the bot's standard error into the log, each line prefixed. */
static void
put_lines(struct extbot_log *lp, const char *buf, size_t len)
{
	const char	*nl;
	size_t		 n;

	while (len > 0) {
		if (!lp->midline && lp->context != NULL) {
			put_log(lp->log, lp->context, strlen(lp->context));
			put_log(lp->log, ": ", 2);
		}
		nl = memchr(buf, '\n', len);
		n = nl != NULL ? (size_t)(nl - buf) + 1 : len;
		put_log(lp->log, buf, n);
		lp->midline = nl == NULL;
		buf += n;
		len -= n;
	}
}

/* The last EXTBOT_TAIL bytes it wrote in this decision. */
static void
keep_tail(struct extbot_log *lp, const char *buf, size_t len)
{
	size_t	 drop;

	if (len >= sizeof(lp->tail)) {
		memcpy(lp->tail, buf + len - sizeof(lp->tail), sizeof(lp->tail));
		lp->ntail = sizeof(lp->tail);
		return;
	}
	if (lp->ntail + len > sizeof(lp->tail)) {
		drop = lp->ntail + len - sizeof(lp->tail);
		memmove(lp->tail, lp->tail + drop, lp->ntail - drop);
		lp->ntail -= drop;
	}
	memcpy(lp->tail + lp->ntail, buf, len);
	lp->ntail += len;
}

void
extbot_died(const struct extbot_log *lp, int status, char *died)
{
	char		 text[EXTBOT_TAIL + 1], shown[EXTBOT_TAIL * 4 + 8];
	char		*p, *line, *last;
	const char	*lines[3];
	size_t		 len, n = 0, i;
	int		 w;

	if (lp->over)
		w = snprintf(died, EXTBOT_DIED, "it wrote more than %d bytes "
		    "to its standard error in one decision", EXTBOT_LOG_MAX);
	else if (status == -1)
		w = snprintf(died, EXTBOT_DIED, "it could not be started");
	else if (status == -2)
		w = snprintf(died, EXTBOT_DIED, "it closed its output or "
		    "broke its greeting, and was stopped");
	else if (WIFEXITED(status) && WEXITSTATUS(status) == 127)
		w = snprintf(died, EXTBOT_DIED, "it exited with status 127 "
		    "(could it be started?)");
	else if (WIFEXITED(status) && WEXITSTATUS(status) != 0)
		w = snprintf(died, EXTBOT_DIED, "it exited with status %d",
		    WEXITSTATUS(status));
	else if (WIFEXITED(status))
		w = snprintf(died, EXTBOT_DIED, "it exited before it "
		    "answered");
	else if (WIFSIGNALED(status))
		w = snprintf(died, EXTBOT_DIED, "it was killed by signal %d "
		    "(%s)", WTERMSIG(status), strsignal(WTERMSIG(status)));
	else
		w = snprintf(died, EXTBOT_DIED, "it ended before it answered");
	if (w < 0 || lp->over)
		return;
	/* Its last three lines, that the person need not open the log. */
	memcpy(text, lp->tail, lp->ntail);
	text[lp->ntail] = '\0';
	for (line = strtok_r(text, "\n", &last); line != NULL;
	    line = strtok_r(NULL, "\n", &last)) {
		if (n == 3) {
			memmove(lines, lines + 1, sizeof(lines[0]) * 2);
			n = 2;
		}
		lines[n++] = line;
	}
	p = died + w;
	len = EXTBOT_DIED - (size_t)w;
	for (i = 0; i < n && len > 1; i++) {
		w = snprintf(p, len, "%s%s", i == 0 ? "; its standard error "
		    "ended: " : " | ", hearts_escaped(lines[i],
		    strlen(lines[i]), EXTBOT_TAIL, shown, sizeof(shown)));
		if (w < 0 || (size_t)w >= len)
			break;
		p += w;
		len -= (size_t)w;
	}
}

void
extbot_end_line(struct extbot_log *lp)
{
	if (lp->midline)
		put_log(lp->log, "\n", 1);
	lp->midline = false;
}

/*
 * The bot's standard error on its way to the log, at most EXTBOT_LOG_MAX
 * bytes a decision: a bot that writes more is stopped, and the decision
 * is its crash.
 */
void
extbot_copy_log(struct extbot_log *lp)
{
	char		 buf[4096];
	ssize_t		 n;
	size_t		 keep;

	while (lp->fd != -1) {
		if ((n = read(lp->fd, buf, sizeof(buf))) == -1 &&
		    (errno == EAGAIN || errno == EINTR))
			return;
		if (n <= 0) {
			close(lp->fd);
			lp->fd = -1;
			return;
		}
		if (lp->over)
			continue;
		keep = (size_t)n;
		if (lp->bytes + keep > EXTBOT_LOG_MAX)
			keep = EXTBOT_LOG_MAX - lp->bytes;
		put_lines(lp, buf, keep);
		keep_tail(lp, buf, keep);
		lp->bytes += keep;
		if (keep < (size_t)n) {
			lp->over = true;
			extbot_end_line(lp);
			dprintf(lp->log, "%s: %s%s%s: more than %d bytes "
			    "on its standard error in one decision: stopped\n",
			    getprogname(), lp->context != NULL ? lp->context :
			    "", lp->context != NULL ? ": " : "", lp->name,
			    EXTBOT_LOG_MAX);
		}
	}
}

double
extbot_cpu(const struct rusage *ru)
{
	return ru->ru_utime.tv_sec + ru->ru_utime.tv_usec / 1e6 +
	    ru->ru_stime.tv_sec + ru->ru_stime.tv_usec / 1e6;
}

/*
 * Waits for the child until the deadline, its standard error copied to
 * the log meanwhile; kills it there.  Its fault.
 */
static enum hearts_fault
reap(pid_t pid, double deadline, struct extbot_log *lp, struct rusage *ru,
    int *statusp)
{
	struct pollfd	 pfd;
	int		 status, ms;
	pid_t		 got;

	*statusp = -1;
	while ((got = wait4(pid, &status, WNOHANG, ru)) == 0 &&
	    tool_now() < deadline && !lp->over) {
		ms = (int)((deadline - tool_now()) * 1000);
		pfd.fd = lp->fd;
		pfd.events = POLLIN;
		/* Polled a millisecond at a time: its exit is not a descriptor. */
		if (poll(&pfd, 1, ms < 1 ? 0 : 1) > 0)
			extbot_copy_log(lp);
	}
	if (got == 0) {
		kill(pid, SIGKILL);
		extbot_end_group(pid);
		while (wait4(pid, &status, 0, ru) == -1 && errno == EINTR)
			continue;
		return lp->over ? HEARTS_FAULT_CRASH : HEARTS_FAULT_TIMEOUT;
	}
	if (got == -1)
		return HEARTS_FAULT_CRASH;
	extbot_copy_log(lp);
	*statusp = status;
	return lp->over ? (ended(pid, status), HEARTS_FAULT_CRASH) :
	    ended(pid, status);
}

/* The referee adopts what its bots leave behind (Linux), once a process. */
static void
become_subreaper(void)
{
#ifdef __linux__
	static pid_t	 done;

	if (done != getpid() && prctl(PR_SET_CHILD_SUBREAPER, 1) == 0)
		done = getpid();
#endif
}

pid_t
extbot_start(char *const *argv, int *to, int *from, int *log)
{
	int	 p[3][2], i, j;
	pid_t	 pid = -1;

	for (i = 0; i < 3; i++)
		if (pipe(p[i]) == -1)
			break;
	become_subreaper();
	if (i < 3 || (pid = fork()) == -1) {
		for (j = 0; j < i; j++) {
			close(p[j][0]);
			close(p[j][1]);
		}
		return -1;
	}
	if (pid == 0)
		child(argv, p[0][0], p[1][1], p[2][1]);
	setpgid(pid, pid);
	close(p[0][0]);
	close(p[1][1]);
	close(p[2][1]);
	fcntl(p[0][1], F_SETFL, O_NONBLOCK);
	fcntl(p[1][0], F_SETFL, O_NONBLOCK);
	fcntl(p[2][0], F_SETFL, O_NONBLOCK);
	*to = p[0][1];
	*from = p[1][0];
	*log = p[2][0];
	return pid;
}

enum hearts_fault
extbot_ask(const struct extbot *b, const char *view, size_t len,
    char answer[EXTBOT_ANSWER], double *seconds, double *cpu)
{
	struct pollfd	 pfd[3];
	struct extbot_log lp = { -1, b->log_fd, 0, false, false, NULL,
			    b->argv[0], "", 0 };
	struct rusage	 ru;
	double		 start_time = tool_now(), deadline;
	size_t		 sent = 0, got = 0;
	ssize_t		 n, i;
	char		 buf[512];
	int		 to, from, ms, npfd, status;
	bool		 done = false, line = false, exited = false;
	pid_t		 pid;
	enum hearts_fault fault;

	answer[0] = '\0';
	*seconds = *cpu = 0;
	memset(&ru, 0, sizeof(ru));
	lp.context = b->context[0] != '\0' ? b->context : NULL;
	deadline = start_time + b->timeout;
	if ((pid = extbot_start(b->argv, &to, &from, &lp.fd)) == -1) {
		if (b->died != NULL)
			extbot_died(&lp, -1, b->died);
		return HEARTS_FAULT_CRASH;
	}
	/* Write the view and read the answer at once: either may block. */
	while (!done && !lp.over) {
		npfd = 0;
		pfd[npfd].fd = from;
		pfd[npfd++].events = POLLIN;
		/* Its standard error, the log's (-1 is not polled). */
		pfd[npfd].fd = lp.fd;
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
		if (pfd[1].revents != 0)
			extbot_copy_log(&lp);
		if (npfd == 3 && pfd[2].revents != 0) {
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
		if (line && wait4(pid, &status, WNOHANG, &ru) == pid)
			done = exited = true;
	}
	if (to != -1)
		close(to);
	/*
	 * Its output is closed only once it is reaped: a bot still writing
	 * at the deadline would die of SIGPIPE first, a crash where it ran
	 * out of time.
	 */
	if (exited) {
		extbot_copy_log(&lp);
		fault = ended(pid, status);
		if (lp.over)
			fault = HEARTS_FAULT_CRASH;
	} else if (done)
		fault = reap(pid, deadline, &lp, &ru, &status);
	else
		fault = reap(pid, 0, &lp, &ru, &status);
	close(from);
	if (lp.fd != -1)
		close(lp.fd);
	extbot_end_line(&lp);
	*seconds = tool_now() - start_time;
	*cpu = extbot_cpu(&ru);
	if (fault == HEARTS_FAULT_CRASH && b->died != NULL)
		extbot_died(&lp, status, b->died);
	/*
	 * A bot that answered and did not exit in time keeps its answer,
	 * so that the message can say it answered; any other fault none.
	 */
	if (fault != HEARTS_FAULT_NONE) {
		answer[fault == HEARTS_FAULT_TIMEOUT && line ?
		    strcspn(answer, "\n") : 0] = '\0';
		return fault;
	}
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
