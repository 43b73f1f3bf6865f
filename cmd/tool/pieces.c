/*
 * pieces.c: a file of records read in pieces by several processes at
 * once.  See pieces.h.
 *
 * Where to cut: before a line that begins a record ("hearts", then a
 * blank, a ';' or its end) and follows a line that is neither blank nor
 * a comment.  One process reading the file begins a record there too,
 * whatever came before (a record cut short there ends there; a bad one
 * skipped stops there), with nothing before it that a program keeps
 * with either record: no trailing comment of the one before, no comment
 * of the one after.  Each piece's child reads on past its end to finish
 * its last record, so that a record cut short is reported as one
 * process reports it, and stops before the next record: that is the
 * next piece's first.
 */
#include <sys/stat.h>
#include <sys/wait.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pieces.h"
#include "tool.h"

/*
 * The first part of a line that begins a piece is short: the reader
 * cannot refuse it (a line past its limit, a NUL), which would end the
 * whole stream for one process, but only the piece for its child.
 */
#define HEAD_MOST	64
#define NOTE_MAX	2048	/* a note's line, at most */

/*
 * In a piece's child, stderr is a file for the parent to say, in order:
 * a message about a game as a note, NOTE_MARK and its line and game in
 * the piece, for the parent to number in the whole input; any other
 * message as it is.
 */
#define NOTE_MARK	'\001'
static bool	 in_piece;

bool
pieces_possible(const char *name)
{
	struct stat	 st;

	return strcmp(name, "-") != 0 && stat(name, &st) == 0 &&
	    S_ISREG(st.st_mode);
}

/*
 * The offset of the first line at or after at that a piece may begin
 * with, up to most; -1 if there is none.
 */
static off_t
cut_after(FILE *f, off_t at, off_t most)
{
	char	 head[8];
	off_t	 pos = at, start;
	size_t	 n;
	int	 c, first;
	bool	 before_ok = false, unsafe, part_end;

	if (fseeko(f, at, SEEK_SET) == -1)
		return -1;
	/* The line at is seen only in part: it is not judged. */
	while ((c = getc(f)) != EOF && c != '\n')
		pos++;
	if (c == EOF)
		return -1;
	for (pos++; pos <= most; pos++) {
		start = pos;
		n = 0;
		first = 0;
		unsafe = part_end = false;
		while ((c = getc(f)) != EOF && c != '\n') {
			pos++;
			if (n < sizeof(head))
				head[n++] = (char)c;
			if (first == 0 && c != ' ' && c != '\t' && c != '\r')
				first = c;
			/* The first part: to a ';' or the end of the line. */
			if (!part_end && (c == '\0' || pos - start > HEAD_MOST))
				unsafe = true;
			part_end |= c == ';';
		}
		if (c == EOF)
			return -1;
		if (before_ok && !unsafe && n >= 6 && memcmp(head, "hearts", 6) ==
		    0 && (n == 6 || strchr(" \t;\r", head[6]) != NULL))
			return start;
		before_ok = first != 0 && first != '#';
	}
	return -1;
}

int
pieces_cut(int fd, const char *name, off_t size, int jobs, struct piece *p)
{
	FILE	*f;
	off_t	 at;
	int	 n = 1, k, copy;

	p[0].from = 0;
	if (jobs > 1 && (copy = dup(fd)) != -1 &&
	    (f = fdopen(copy, "r")) != NULL) {
		for (k = 1; k < jobs; k++) {
			at = size / jobs * k;
			if (at <= p[n - 1].from)
				at = p[n - 1].from + 1;
			/* Past the next piece's share: no cut for this one. */
			if ((at = cut_after(f, at, size / jobs * (k + 1))) != -1)
				p[n++].from = at;
		}
		fclose(f);
	}
	for (k = 0; k < n; k++) {
		p[k].name = name;
		p[k].index = k;
		p[k].to = k + 1 < n ? p[k + 1].from : -1;
	}
	return n;
}

bool
pieces_stop(const struct piece *p, const struct hearts_reader *rd)
{
	return p != NULL && p->to != -1 &&
	    hearts_reader_next(rd, NULL) >= p->to - p->from;
}

void
pieces_warn_game(const char *name, long line, long game, const char *fmt,
    ...)
{
	va_list	 ap;
	char	 rest[NOTE_MAX];

	va_start(ap, fmt);
	vsnprintf(rest, sizeof(rest), fmt, ap);
	va_end(ap);
	/* A message is one line: a note is too. */
	rest[strcspn(rest, "\n")] = '\0';
	if (in_piece)
		fprintf(stderr, "%c%ld\t%ld\t%s\n", NOTE_MARK, line, game,
		    rest);
	else
		warnx("%s:%ld: game %ld%s", name, line, game, rest);
}

/* A descriptor for what a child writes, in a file no one else sees. */
static int
scratch(void)
{
	const char	*dir = getenv("TMPDIR");
	char		 path[PATH_MAX];
	int		 fd;

	if (dir == NULL || *dir == '\0')
		dir = "/tmp";
	if (snprintf(path, sizeof(path), "%s/hearts-piece.XXXXXX", dir) >=
	    (int)sizeof(path))
		errx(HEARTS_EXIT_SOFTWARE, "TMPDIR is too long");
	if ((fd = mkstemp(path)) == -1)
		err(HEARTS_EXIT_CANTCREAT, "%s", path);
	unlink(path);
	return fd;
}

/* In the child: its piece read, its sums sent, and nothing else done. */
static void __attribute__((noreturn))
child(const struct piece *p, int out, int note, int sums_fd,
    const struct pieces_job *job)
{
	struct hearts_reader rd;
	struct piece_sums sums = { 0 };
	int		 fd;

	if (out != -1 && dup2(out, STDOUT_FILENO) == -1)
		err(HEARTS_EXIT_SOFTWARE, "dup2");
	/* Unbuffered, as stderr is: the parent says them if this one dies. */
	if (dup2(note, STDERR_FILENO) == -1)
		err(HEARTS_EXIT_SOFTWARE, "dup2");
	in_piece = true;
	if ((fd = open(p->name, O_RDONLY)) == -1)
		err(HEARTS_EXIT_NOINPUT, "%s", p->name);
	if (lseek(fd, p->from, SEEK_SET) == -1)
		err(HEARTS_EXIT_IOERR, "%s", p->name);
	hearts_reader_init_fd(&rd, fd);
	sums.index = p->index;
	sums.ended = job->read(job->arg, p, &rd, &sums) && p->to != -1;
	/* The lines before the next piece's, its first line's number less 1. */
	(void)hearts_reader_next(&rd, &sums.lines);
	sums.lines--;
	hearts_reader_free(&rd);
	close(fd);
	/* Said by the parent where one process says it: at the end. */
	if (fflush(stdout) == EOF || ferror(stdout))
		sums.out_errno = errno != 0 ? errno : EIO;
	if (write(sums_fd, &sums, sizeof(sums)) != (ssize_t)sizeof(sums))
		err(HEARTS_EXIT_SOFTWARE, "a piece's sums");
	_exit(HEARTS_EXIT_OK);
}

/*
 * Copies what a child wrote to stdout, through stdio: an error is kept
 * in stdout's indicator for tool_close_stdout(), as one process keeps it.
 */
static void
copy_out(int from, const char *what)
{
	static char	 buf[65536];
	ssize_t		 got;

	if (lseek(from, 0, SEEK_SET) == -1)
		err(HEARTS_EXIT_SOFTWARE, "%s", what);
	while ((got = read(from, buf, sizeof(buf))) > 0)
		if (fwrite(buf, 1, (size_t)got, stdout) != (size_t)got)
			break;
	if (got == -1)
		err(HEARTS_EXIT_SOFTWARE, "%s", what);
}

/*
 * The child's messages, those about a game with the lines and games
 * before its piece.
 */
static void
say_notes(int fd, const char *name, long lines, long games)
{
	FILE	*f;
	char	*line = NULL, *rest;
	size_t	 size = 0;
	ssize_t	 len;
	long	 at, game;

	if (lseek(fd, 0, SEEK_SET) == -1 || (f = fdopen(fd, "r")) == NULL)
		err(HEARTS_EXIT_SOFTWARE, "a piece's messages");
	while ((len = getline(&line, &size, f)) != -1) {
		if (line[0] != NOTE_MARK) {
			fwrite(line, 1, (size_t)len, stderr);
			continue;
		}
		line[strcspn(line, "\n")] = '\0';
		at = strtol(line + 1, &rest, 10);
		game = strtol(rest + 1, &rest, 10);
		warnx("%s:%ld: game %ld%s", name, at + lines, game + games,
		    rest + 1);
	}
	free(line);
	fclose(f);
}

/*
 * A child that sent no sums: its messages said, then the program ends as
 * it did, by its exit status or its signal (SIGPIPE: a reader of stdout
 * that went away).
 */
static void __attribute__((noreturn))
failed(pid_t pid, int note, const char *name, long lines, long games)
{
	int	 status;

	while (waitpid(pid, &status, 0) == -1 && errno == EINTR)
		continue;
	say_notes(note, name, lines, games);
	if (WIFEXITED(status) && WEXITSTATUS(status) != 0)
		exit(WEXITSTATUS(status));
	if (WIFSIGNALED(status)) {
		fflush(stdout);
		signal(WTERMSIG(status), SIG_DFL);
		raise(WTERMSIG(status));
	}
	errx(HEARTS_EXIT_SOFTWARE, "a job reading a piece of the file died");
}

bool
pieces_read(const char *name, int jobs, bool quiet, long games,
    const struct pieces_job *job)
{
	struct piece	 p[PIECES_MAX];
	struct piece_sums sums;
	struct stat	 st;
	pid_t		 pid[PIECES_MAX];
	int		 out[PIECES_MAX], note[PIECES_MAX], sums_fd[PIECES_MAX];
	int		 fds[2], fd, k, n, status;
	ssize_t		 got;
	long		 lines = 0;
	bool		 ended = false;

	/* A file that cannot be read is reported as one process does. */
	if ((fd = open(name, O_RDONLY)) == -1 || fstat(fd, &st) == -1) {
		if (!quiet)
			warn("%s", name);
		if (fd != -1)
			close(fd);
		return false;
	}
	n = pieces_cut(fd, name, st.st_size, jobs, p);
	close(fd);
	/*
	 * What the parent has written goes first, or a child would write
	 * it again; an error stays in stdout's indicator, for the end.
	 */
	fflush(stdout);
	for (k = 0; k < n; k++) {
		/* The first piece writes to stdout itself: nothing is before it. */
		out[k] = k == 0 && !job->keep ? -1 : scratch();
		note[k] = scratch();
		if (pipe(fds) == -1)
			err(HEARTS_EXIT_SOFTWARE, "pipe");
		if ((pid[k] = fork()) == -1)
			err(HEARTS_EXIT_SOFTWARE, "fork");
		if (pid[k] == 0) {
			close(fds[0]);
			child(&p[k], out[k], note[k], fds[1], job);
		}
		close(fds[1]);
		sums_fd[k] = fds[0];
	}
	for (k = 0; k < n; k++) {
		while ((got = read(sums_fd[k], &sums, sizeof(sums))) == -1 &&
		    errno == EINTR)
			continue;
		/* A piece after the stream's end is not one process's to fail. */
		if (got != (ssize_t)sizeof(sums) && !ended)
			failed(pid[k], note[k], name, lines, games);
		while (waitpid(pid[k], &status, 0) == -1 && errno == EINTR)
			continue;
		close(sums_fd[k]);
		/* After a stream's end, one process reads nothing more. */
		if (!ended) {
			say_notes(note[k], name, lines, games);
			if (job->keep && lseek(out[k], 0, SEEK_SET) == -1)
				err(HEARTS_EXIT_SOFTWARE, "a piece's output");
			job->gather(job->garg, &sums, job->keep ? out[k] : -1);
			fflush(stdout);
			if (out[k] != -1 && !job->keep && !ferror(stdout))
				copy_out(out[k], "a piece's output");
			if (sums.out_errno != 0 && tool_stdout_errno == 0)
				tool_stdout_errno = sums.out_errno;
			lines += sums.lines;
			games += sums.records;
			ended = sums.ended;
		} else
			close(note[k]);
		if (out[k] != -1)
			close(out[k]);
	}
	return true;
}
