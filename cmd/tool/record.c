/*
 * record.c: one record read from a file or stdin, and written back to
 * stdout or safely over the file it came from (-f): locked while it is
 * read, replaced by a rename, never left half written.
 */
#include <sys/file.h>
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <libgen.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"

static const char *inplace;	/* the file of -f */
static int	 lock_fd = -1;	/* its lock, once it is read */

static void	 lock_record(const char *);

const char *
tool_where(const struct hearts_error *e, char *buf, size_t size)
{
	if (e->hand > 0 && e->trick > 0)
		snprintf(buf, size, "hand %ld, trick %d: ", e->hand, e->trick);
	else if (e->hand > 0)
		snprintf(buf, size, "hand %ld: ", e->hand);
	else if (size > 0)
		buf[0] = '\0';
	return buf;
}

int
tool_read_game(const char *path, struct hearts_game *g)
{
	return tool_read_game_comments(path, g, NULL, NULL);
}

/* The record's file, locked, or stdin for none or "-"; exits if neither. */
static FILE *
open_record(const char *path, const char **name)
{
	FILE	*in;

	if (path == NULL || strcmp(path, "-") == 0) {
		*name = "<stdin>";
		return stdin;
	}
	lock_record(path);
	if ((in = fopen(path, "r")) == NULL)
		err(HEARTS_EXIT_NOINPUT, "%s", path);
	*name = path;
	return in;
}

int
tool_read_game_comments(const char *path, struct hearts_game *g,
    void (*comment)(void *, const char *, size_t), void *arg)
{
	struct hearts_reader rd;
	struct hearts_game extra;
	struct hearts_error e;
	const char	*name;
	char		 where[64];
	FILE		*in;
	int		 rc;

	in = open_record(path, &name);

	hearts_reader_init(&rd, in);
	rd.comment = comment;
	rd.comment_arg = arg;
	rc = hearts_record_read(&rd, g, &e);
	if (rc == 1) {
		/* One game a call: a second record would be silently lost. */
		rc = hearts_record_read(&rd, &extra, &e);
		hearts_game_free(&extra);
		if (rc == 1) {
			memset(&e, 0, sizeof(e));
			e.kind = HEARTS_ERR_DATA;
			e.line = extra.first_line;
			snprintf(e.msg, sizeof(e.msg), "a second record "
			    "begins here; %s reads one game", getprogname());
			rc = -1;
		} else if (rc == 0)
			rc = 1;
	}
	hearts_reader_free(&rd);
	if (rc == -1) {
		if (e.line > 0)
			warnx("%s:%ld: %s%s", name, e.line,
			    tool_where(&e, where, sizeof(where)), e.msg);
		else
			warnx("%s: %s", name, e.msg);
		exit(hearts_error_exit(&e));
	}
	if (in != stdin)
		fclose(in);
	return rc;
}

void
tool_read_record(const char *path, struct hearts_game *g)
{
	if (tool_read_game(path, g) == 0) {
		warnx("%s: no game record to read",
		    path == NULL || strcmp(path, "-") == 0 ? "<stdin>" : path);
		exit(HEARTS_EXIT_DATA);
	}
}

int
tool_read_each(const char *path, void (*each)(void *, struct hearts_game *,
    long), void *arg)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	const char	*name;
	char		 where[64];
	FILE		*in;
	long		 good = 0, bad = 0;
	int		 rc;

	in = open_record(path, &name);
	hearts_reader_init(&rd, in);
	while ((rc = hearts_record_read(&rd, &g, &e)) != 0) {
		if (rc == 1) {
			each(arg, &g, good++);
			hearts_game_free(&g);
			continue;
		}
		hearts_game_free(&g);
		if (e.kind == HEARTS_ERR_IO)
			err(HEARTS_EXIT_IOERR, "%s", name);
		bad++;
		if (e.line > 0)
			warnx("%s:%ld: %s%s", name, e.line,
			    tool_where(&e, where, sizeof(where)), e.msg);
		else
			warnx("%s: %s", name, e.msg);
		/* As hearts-check: the line that ended it may begin the next. */
		if (!rd.pending && hearts_reader_skip(&rd) == 0)
			break;
	}
	hearts_reader_free(&rd);
	if (in != stdin)
		fclose(in);
	if (good == 0 && bad == 0) {
		warnx("%s: no game record to read", name);
		exit(HEARTS_EXIT_DATA);
	}
	return bad > 0 ? HEARTS_EXIT_DATA : HEARTS_EXIT_OK;
}

void
tool_output(const char *file, const struct hearts_game *g)
{
	if (file != NULL)
		tool_replace_game(file, g);
	else
		tool_write_game(g);
}

/* What a file that is neither a file nor a directory is, in words. */
static const char *
stream_kind(mode_t mode)
{
	if (S_ISFIFO(mode))
		return "a pipe";
	if (S_ISCHR(mode))
		return "a terminal or a device";
	if (S_ISBLK(mode))
		return "a disk device";
	return S_ISSOCK(mode) ? "a socket" : "a special file";
}

bool
tool_is_stream(const char *path)
{
	struct stat	 sb;

	return stat(path, &sb) == 0 && !S_ISREG(sb.st_mode) &&
	    !S_ISDIR(sb.st_mode);
}

void
tool_check_inplace(void (*usage)(int), const char *file)
{
	struct stat	 sb, lsb;

	if (file == NULL)
		return;
	if (strcmp(file, "-") == 0)
		tool_usage_error(usage, "-f names a file to update in place; "
		    "'-' is standard input");
	inplace = file;
	/* Refused before anything is read or played, as cp(1) would. */
	if (lstat(file, &lsb) == -1)
		return;
	if (stat(file, &sb) == -1) {
		if (errno == ENOENT && S_ISLNK(lsb.st_mode))
			errx(HEARTS_EXIT_IOERR, "%s: a symbolic link to a file "
			    "that does not exist: -f writes only to a file "
			    "that is there or to a name that is free",
			    file);
		return;
	}
	/*
	 * A pipe, a terminal or a device: reading it could wait for ever
	 * (/dev/stdout in a pipeline is the program's own pipe), and the
	 * rename would put a plain file in its place.  A directory is left
	 * to the read, which names it.
	 */
	if (!S_ISREG(sb.st_mode) && !S_ISDIR(sb.st_mode))
		errx(HEARTS_EXIT_IOERR, "%s: %s, not a file: -f updates a file "
		    "in place, by renaming a new one over it; write to "
		    "standard output instead", file, stream_kind(sb.st_mode));
	if (!S_ISREG(sb.st_mode))
		return;
	if ((sb.st_mode & 0222) == 0)
		errx(HEARTS_EXIT_IOERR, "%s: the file is read-only (mode %04o): "
		    "not changed", file, (unsigned)(sb.st_mode & 07777));
	if (faccessat(AT_FDCWD, file, W_OK, AT_EACCESS) == -1)
		errx(HEARTS_EXIT_IOERR, "%s: %s: not changed", file,
		    strerror(errno));
}

/*
 * The lock of the record of -f: taken before the record is read and held
 * until the program exits, across every rename, so that two programs
 * updating one record never both work on the same old copy.  It is an
 * flock(2) on the record file itself; since each write renames a new file
 * over the name, a lock won on a file that has since been replaced is let
 * go and taken again on the file the name holds now.
 */
static void
lock_record(const char *path)
{
	struct stat	 fsb, sb;
	int		 fd;

	if (inplace == NULL || strcmp(path, inplace) != 0 || lock_fd != -1)
		return;
	for (;;) {
		/* Not there, or not to be read: reading it will say why. */
		if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY |
		    O_CLOEXEC)) == -1)
			return;
		if (fstat(fd, &fsb) == -1 || !S_ISREG(fsb.st_mode)) {
			close(fd);
			return;
		}
		while (flock(fd, LOCK_EX) == -1)
			if (errno != EINTR) {
				/* A file system without locks: as before. */
				if (errno == ENOLCK || errno == EOPNOTSUPP ||
				    errno == EINVAL) {
					close(fd);
					return;
				}
				err(HEARTS_EXIT_IOERR, "%s: cannot lock it",
				    path);
			}
		if (stat(path, &sb) == 0 && sb.st_dev == fsb.st_dev &&
		    sb.st_ino == fsb.st_ino)
			break;
		close(fd);
	}
	lock_fd = fd;
}

/*
 * The temporary file of a write in progress, for the signal handler to
 * remove: set and cleared with the signals blocked.
 */
static char		 tmp_name[PATH_MAX];
static volatile sig_atomic_t tmp_made;
static const int	 tmp_signals[] = { SIGHUP, SIGINT, SIGPIPE, SIGTERM };
#define NSIGNALS	 (sizeof(tmp_signals) / sizeof(tmp_signals[0]))

static void
remove_tmp(int sig)
{
	if (tmp_made)
		(void)unlink(tmp_name);
	/* Then die of the signal, as without the handler. */
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Blocks (or unblocks) the signals that remove the temporary file. */
static void
block_signals(int how, sigset_t *old)
{
	sigset_t	 set;
	size_t		 i;

	sigemptyset(&set);
	for (i = 0; i < NSIGNALS; i++)
		sigaddset(&set, tmp_signals[i]);
	sigprocmask(how, how == SIG_BLOCK ? &set : old, how == SIG_BLOCK ?
	    old : NULL);
}

const char *
tool_record_operand(void (*usage)(int), int *argc, char ***argv, bool seats)
{
	const char	*arg;

	if (*argc == 0)
		return NULL;
	arg = (*argv)[0];
	if (strcmp(arg, "-") != 0 && (hearts_card_parse(arg) != HEARTS_NO_CARD ||
	    (seats && hearts_seat_parse(arg, HEARTS_MAX_PLAYERS) != -1)))
		return NULL;
	/* A mistyped card is not a missing file: say it may be either. */
	if (strchr(arg, '/') == NULL && strcmp(arg, "-") != 0 &&
	    access(arg, F_OK) == -1 && errno == ENOENT)
		tool_usage_error(usage, "'%s' is %s (cards are written 2C, TD, "
		    "QS; or 10h, Q\xe2\x99\xa0) and no file has that name",
		    tool_shown(arg), seats ? "neither a seat nor a card" :
		    "not a card");
	(*argc)--;
	(*argv)++;
	return arg;
}

void
tool_write_game(const struct hearts_game *g)
{
	if (hearts_record_write(stdout, g) == -1)
		err(HEARTS_EXIT_IOERR, "stdout");
	tool_close_stdout();
}

void
tool_replace_game(const char *path, const struct hearts_game *g)
{
	tool_replace_game_noted(path, g, NULL);
}

void
tool_replace_game_noted(const char *path, const struct hearts_game *g,
    const char *note)
{
	struct sigaction sa, old[NSIGNALS];
	struct stat	 sb;
	sigset_t	 mask;
	char		 dir[PATH_MAX], base[PATH_MAX], *d;
	char		 real[PATH_MAX];
	const char	*name = path;	/* the user's, in messages */
	mode_t		 mode, um;
	bool		 exists;
	FILE		*out = NULL;
	size_t		 i;
	int		 fd, dirfd, lock;

	/* Through a symbolic link, the file it names is the record. */
	if (realpath(path, real) != NULL)
		path = real;

	if (strlcpy(dir, path, sizeof(dir)) >= sizeof(dir) ||
	    strlcpy(base, path, sizeof(base)) >= sizeof(base))
		errx(HEARTS_EXIT_IOERR, "%s: the name is too long", name);
	d = dirname(dir);
	/* The new file keeps the old one's owner, group and permissions. */
	if ((exists = stat(path, &sb) == 0))
		mode = sb.st_mode & 07777;
	else {
		um = umask(0);
		umask(um);
		mode = 0666 & ~um;
	}

	/* A signal from here to the rename removes the temporary file. */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = remove_tmp;
	sigemptyset(&sa.sa_mask);
	for (i = 0; i < NSIGNALS; i++) {
		sigaction(tmp_signals[i], NULL, &old[i]);
		/* A signal the caller ignores (nohup) stays ignored. */
		if (old[i].sa_handler != SIG_IGN)
			sigaction(tmp_signals[i], &sa, NULL);
	}
	block_signals(SIG_BLOCK, &mask);
	if (snprintf(tmp_name, sizeof(tmp_name), "%s/.%s.XXXXXX", d,
	    basename(base)) >= (int)sizeof(tmp_name))
		errx(HEARTS_EXIT_IOERR, "%s: the name is too long", name);
	fd = mkstemp(tmp_name);
	tmp_made = fd != -1;
	block_signals(SIG_SETMASK, &mask);
	if (fd == -1)
		err(HEARTS_EXIT_IOERR, "%s: cannot make a new file beside it",
		    name);
	/*
	 * Root updating another's file gives the new one its owner; anyone
	 * else keeps what chown(2) lets them keep (a group of theirs).
	 */
	if (exists && (sb.st_uid != geteuid() || sb.st_gid != getegid()) &&
	    fchown(fd, sb.st_uid, sb.st_gid) == -1)
		(void)fchown(fd, (uid_t)-1, sb.st_gid);
	/* The lock passes to the new file with the rename. */
	if ((lock = dup(fd)) == -1 || fcntl(lock, F_SETFD, FD_CLOEXEC) == -1 ||
	    (flock(lock, LOCK_EX) == -1 && errno != ENOLCK &&
	    errno != EOPNOTSUPP && errno != EINVAL)) {
		warn("%s", name);
		goto fail;
	}
	if (fchmod(fd, mode) == -1 || (out = fdopen(fd, "w")) == NULL) {
		warn("%s", name);
		goto fail;
	}
	if ((note != NULL && fprintf(out, "%s\n", note) < 0) ||
	    hearts_record_write(out, g) == -1 || fflush(out) == EOF ||
	    fsync(fileno(out)) == -1) {
		warn("%s", name);
		goto fail;
	}
	if (fclose(out) == EOF) {
		out = NULL;
		warn("%s", name);
		goto fail;
	}
	out = NULL;
	block_signals(SIG_BLOCK, &mask);
	if (rename(tmp_name, path) == -1) {
		block_signals(SIG_SETMASK, &mask);
		warn("%s", name);
		goto fail;
	}
	tmp_made = 0;
	block_signals(SIG_SETMASK, &mask);
	for (i = 0; i < NSIGNALS; i++)
		sigaction(tmp_signals[i], &old[i], NULL);
	if (lock_fd != -1)
		close(lock_fd);
	lock_fd = lock;
	/* Make the rename itself durable. */
	if ((dirfd = open(d, O_RDONLY)) != -1) {
		(void)fsync(dirfd);
		close(dirfd);
	}
	return;
fail:
	if (out != NULL)
		fclose(out);
	unlink(tmp_name);
	exit(HEARTS_EXIT_IOERR);
}

