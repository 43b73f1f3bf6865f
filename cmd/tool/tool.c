/*
 * tool.c: reading one record, writing it, and the one shape of an error
 * message for every program: "prog: FILE:LINE: message".
 */
#include <sys/file.h>
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <langinfo.h>
#include <libgen.h>
#include <limits.h>
#include <locale.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "progbot.h"
#include "tool.h"

void
tool_fail(const struct hearts_error *e)
{
	warnx("%s", e->msg);
	exit(hearts_error_exit(e));
}

/* The two options every program has, after its own. */
static const struct tool_option common_options[] = {
	{ 'h', "help", NULL, "print this help and exit" },
	{ 'V', "version", NULL, "print the version and exit" },
	TOOL_OPTION_END
};

#define HELP_WIDTH	79	/* the widest line of --help */
#define MAX_OPTIONS	64	/* a program's, with -h and -V */

/* "-s, --seed seed" into buf; its length. */
static int
option_label(const struct tool_option *o, char *buf, size_t size)
{
	return snprintf(buf, size, "-%c, --%s%s%s", o->letter, o->name,
	    o->arg != NULL ? " " : "", o->arg != NULL ? o->arg : "");
}

/*
 * Words of text from column col to HELP_WIDTH, each next line begun at
 * column indent: a line breaks between words, never in one.
 */
static void
put_wrapped(FILE *out, const char *text, int col, int indent)
{
	const char	*p = text, *end;
	int		 len;

	while (*p != '\0') {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		end = strchr(p, ' ');
		len = end != NULL ? (int)(end - p) : (int)strlen(p);
		if (col > indent && col + 1 + len > HELP_WIDTH) {
			fprintf(out, "\n%*s", indent, "");
			col = indent;
		} else if (col > indent) {
			fputc(' ', out);
			col++;
		}
		fprintf(out, "%.*s", len, p);
		col += len;
		p += len;
	}
	fputc('\n', out);
}

/* The usage lines: the options of the table in brackets, the operands. */
static void
put_synopsis(FILE *out, const struct tool_program *prog)
{
	const struct tool_option *o;
	char		 item[128];
	int		 col, indent, len;

	col = indent = fprintf(out, "usage: %s", getprogname()) + 1;
	for (o = prog->options; o->letter != 0; o++) {
		if (o->letter == -1)
			continue;
		item[0] = '[';
		len = option_label(o, item + 1, sizeof(item) - 2) + 2;
		(void)strlcat(item, "]", sizeof(item));
		if (col + len > HELP_WIDTH && col > indent) {
			fprintf(out, "\n%*s", indent - 1, "");
			col = indent;
		}
		fprintf(out, " %s", item);
		col += len + 1;
	}
	if (prog->operands != NULL && prog->operands[0] != '\0') {
		if (col + 1 + (int)strlen(prog->operands) > HELP_WIDTH &&
		    col > indent) {
			fprintf(out, "\n%*s", indent - 1, "");
			col = indent;
		}
		fprintf(out, " %s", prog->operands);
	}
	fputc('\n', out);
	if (prog->forms != NULL)
		fputs(prog->forms, out);
}

/* One line or more for each option of the table. */
static void
put_options(FILE *out, const struct tool_option *o, int width)
{
	char	 label[128];
	int	 len;

	for (; o->letter != 0; o++) {
		if (o->letter == -1) {
			fprintf(out, "%s\n", o->help);
			continue;
		}
		len = option_label(o, label, sizeof(label));
		fprintf(out, "  %s", label);
		if (len + 2 > width - 2) {
			fprintf(out, "\n%*s", width, "");
		} else
			fprintf(out, "%*s", width - len - 2, "");
		put_wrapped(out, o->help, width, width);
	}
}

/* The column where the options' help begins. */
static int
help_column(const struct tool_option *o)
{
	char	 label[128];
	int	 len, width = 18;

	for (; o->letter != 0; o++) {
		if (o->letter == -1)
			continue;
		len = option_label(o, label, sizeof(label)) + 4;
		/* An option too long for the column gets a line of its own. */
		if (len > width && len <= 30)
			width = len;
	}
	return width;
}

/* The game is in section 6 of the manual, every other program in 1. */
static int
page_section(void)
{
	return strcmp(getprogname(), "hearts") == 0 ? 6 : 1;
}

void
tool_usage(int status, const struct tool_program *prog)
{
	FILE	*out = status == HEARTS_EXIT_OK ? stdout : stderr;
	int	 width;

	put_synopsis(out, prog);
	if (status == HEARTS_EXIT_OK) {
		width = help_column(prog->options);
		if (help_column(common_options) > width)
			width = help_column(common_options);
		fprintf(out, "\n%s\n", prog->about);
		put_options(out, prog->options, width);
		put_options(out, common_options, width);
		fprintf(out, "\n%sSee %s(%d) and hearts(5).\n",
		    prog->trailer != NULL ? prog->trailer : "", getprogname(),
		    page_section());
		tool_close_stdout();
	}
	exit(status);
}

int
tool_getopt(int argc, char *argv[], const struct tool_program *prog,
    void (*usage)(int))
{
	/* getopt_long(3)'s two tables, built once from the program's. */
	static struct option longopts[MAX_OPTIONS];
	static char	 optstring[2 * MAX_OPTIONS + 1];
	static const struct tool_program *built;
	const struct tool_option *o;
	size_t		 n = 0, k = 0;
	int		 ch, pass;

	if (built != prog) {
		for (pass = 0; pass < 2; pass++)
			for (o = pass == 0 ? prog->options : common_options;
			    o->letter != 0 && n + 1 < MAX_OPTIONS; o++) {
				if (o->letter == -1)
					continue;
				longopts[n++] = (struct option){ o->name,
				    o->arg != NULL ? required_argument :
				    no_argument, NULL, o->letter };
				optstring[k++] = (char)o->letter;
				if (o->arg != NULL)
					optstring[k++] = ':';
			}
		longopts[n] = (struct option){ NULL, 0, NULL, 0 };
		optstring[k] = '\0';
		built = prog;
	}
	ch = getopt_long(argc, argv, optstring, longopts, NULL);
	switch (ch) {
	case 'h':
		usage(HEARTS_EXIT_OK);
		break;
	case 'V':
		tool_version();
	case '?':
	case ':':
		usage(HEARTS_EXIT_USAGE);
		break;
	}
	return ch;
}

void
tool_version(void)
{
	printf("%s (hearts) %s, record format %d\n", getprogname(),
	    HEARTS_VERSION, HEARTS_FORMAT_VERSION);
	tool_close_stdout();
	exit(HEARTS_EXIT_OK);
}

void
tool_close_stdout(void)
{
	if (fflush(stdout) == EOF || ferror(stdout) || fclose(stdout) == EOF)
		err(HEARTS_EXIT_IOERR, "stdout");
}

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
	struct hearts_reader rd;
	struct hearts_game extra;
	struct hearts_error e;
	const char	*name;
	char		 where[64];
	FILE		*in;
	int		 rc;

	if (path == NULL || strcmp(path, "-") == 0) {
		in = stdin;
		name = "<stdin>";
	} else if (lock_record(path), (in = fopen(path, "r")) == NULL)
		err(HEARTS_EXIT_NOINPUT, "%s", path);
	else
		name = path;

	hearts_reader_init(&rd, in);
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

const char *
tool_shown(const char *arg)
{
	static char	 bufs[4][HEARTS_SHOWN_SIZE];
	static int	 next;

	next = (next + 1) % 4;
	return hearts_shown(arg, bufs[next], sizeof(bufs[next]));
}

void
tool_usage_error(void (*usage)(int), const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	vwarnx(fmt, ap);
	va_end(ap);
	usage(HEARTS_EXIT_USAGE);
	exit(HEARTS_EXIT_USAGE);	/* usage() exits; this says so to the compiler */
}

void
tool_output(const char *file, const struct hearts_game *g)
{
	if (file != NULL)
		tool_replace_game(file, g);
	else
		tool_write_game(g);
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
	if (hearts_record_write(out, g) == -1 || fflush(out) == EOF ||
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

bool
tool_bot_option(void (*usage)(int), int ch, const char *arg,
    struct tool_bots *b)
{
	struct progbot	*prog;
	const char	*eq, *p;
	char		 letter[2] = { 0, 0 };
	int		 i, seat;

	if (ch == 'S') {
		b->seed = tool_seed_option(usage, "-S", arg);
		b->seeded = true;
		return true;
	}
	if (ch != 'b')
		return false;
	b->count++;
	eq = strchr(arg, '=');

	if (eq == NULL || eq == arg)
		tool_usage_error(usage, "--bot %s: write SEATS=BOT, as in "
		    "E=strong or NSW=simple", tool_shown(arg));
	for (i = 0; hearts_bot_names[i] != NULL; i++)
		if (strcmp(eq + 1, hearts_bot_names[i]) == 0)
			break;
	/* Not a built-in bot: a program, if there is one to run. */
	prog = NULL;
	if (hearts_bot_names[i] == NULL) {
		if ((prog = malloc(sizeof(*prog))) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		if (progbot_parse(prog, eq + 1) == -1 || !progbot_found(prog))
			tool_usage_error(usage, "--bot %s: no such bot (the bots "
			    "are random, simple and strong, or a program: a "
			    "path, or a command in PATH)", tool_shown(arg));
		progbot_setup(prog, STDERR_FILENO, TOOL_BOT_SECONDS);
	}
	for (p = arg; p < eq; p++) {
		letter[0] = *p;
		if ((seat = hearts_seat_parse(letter, HEARTS_MAX_PLAYERS)) == -1)
			tool_usage_error(usage, "--bot %s: '%c' is not a seat",
			    tool_shown(arg), *p);
		b->names[seat] = prog != NULL ? NULL : hearts_bot_names[i];
		b->progs[seat] = prog;
	}
	return true;
}

uint64_t
tool_seed_option(void (*usage)(int), const char *opt, const char *arg)
{
	const char	*errstr;
	long long	 seed;

	seed = strtonum(arg, 0, HEARTS_SEED_MAX, &errstr);
	if (errstr != NULL)
		tool_usage_error(usage, "%s %s: a seed is a whole number from 0 "
		    "to %lld", opt, tool_shown(arg), (long long)HEARTS_SEED_MAX);
	return (uint64_t)seed;
}

/* Stops the program bots and frees them, each once (seats share one). */
static void
stop_progs(const struct tool_bots *b)
{
	int	 s, t;

	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		for (t = 0; t < s && b->progs[t] != b->progs[s]; t++)
			continue;
		if (b->progs[s] != NULL && t == s)
			progbot_free(b->progs[s]);
	}
}

void
tool_bots_run(void (*usage)(int), struct hearts_game *g,
    const struct tool_bots *b)
{
	const char *const *names = b->names;
	uint64_t	 seed = b->seed;
	static struct hearts_bot bot[HEARTS_MAX_PLAYERS];
	struct hearts_bot *seats[HEARTS_MAX_PLAYERS] = { NULL };
	struct hearts_error e;
	enum hearts_game_phase phase;
	char		 why[512];
	int		 s, seat;
	bool		 programs = false;

	if (!b->seeded)
		seed = hearts_seed_random();
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		if (names[s] == NULL && b->progs[s] == NULL)
			continue;
		if (s >= g->rules.players)
			tool_usage_error(usage, "--bot: no seat %c in a game of "
			    "%d", hearts_seat_name(s), g->rules.players);
		programs = programs || b->progs[s] != NULL;
		if (names[s] == NULL)
			continue;
		/* Each seat its own draws, all from the one seed. */
		(void)hearts_bot_init(&bot[s], names[s], seed + (uint64_t)s);
		seats[s] = &bot[s];
	}
	if (!programs) {
		if (hearts_bots_run(seats, g, &e) == -1)
			tool_fail(&e);
		return;
	}
	/* A program finds the suite's programs beside this one first. */
	(void)extbot_path_first(NULL);
	/* One move at a time, the built-in bots' and the programs'. */
	for (;;) {
		phase = hearts_game_where(g, NULL);
		seat = -1;
		if (phase == HEARTS_GAME_PASS) {
			for (s = 0; s < g->rules.players && seat == -1; s++)
				if ((seats[s] != NULL || b->progs[s] != NULL) &&
				    !hearts_hand_passed(hearts_game_current(g),
				    s))
					seat = s;
		} else if (phase == HEARTS_GAME_PLAY &&
		    (s = hearts_game_to_move(g)) >= 0 &&
		    (seats[s] != NULL || b->progs[s] != NULL))
			seat = s;
		if (seat == -1)
			break;
		if (seats[seat] != NULL) {
			if (hearts_bot_move(seats[seat], g, seat, NULL, &e) == -1) {
				stop_progs(b);
				tool_fail(&e);
			}
		} else if (progbot_move(b->progs[seat], g, seat, seed, why,
		    sizeof(why)) != HEARTS_FAULT_NONE) {
			stop_progs(b);
			errx(HEARTS_EXIT_REFUSED, "%s", why);
		}
	}
	stop_progs(b);
}

bool
tool_rule_option(int ch, char *arg, struct tool_rule_args *ra)
{
	char	**more;

	switch (ch) {
	case 'n':
		ra->players = arg;
		return true;
	case 'o':
		/* Read in order once all are given: the last one counts. */
		if ((more = reallocarray(ra->options, (size_t)ra->noptions + 1,
		    sizeof(*more))) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		ra->options = more;
		ra->options[ra->noptions++] = arg;
		return true;
	case 'r':
		ra->preset = arg;
		return true;
	default:
		return false;
	}
}

void
tool_rules(void (*usage)(int), struct hearts_rules *r,
    struct tool_rule_args *ra)
{
	struct hearts_error e;
	char		 opt[64];
	int		 i;

	if (hearts_rules_preset(r, ra->preset != NULL ? ra->preset :
	    "standard", &e) == -1)
		tool_usage_error(usage, "-r: %s", e.msg);
	if (ra->players != NULL &&
	    (snprintf(opt, sizeof(opt), "players=%s", ra->players) >=
	    (int)sizeof(opt) || hearts_rules_option(r, opt, &e) == -1))
		tool_usage_error(usage, "-n %s: the game is for 2 to 5 players",
		    tool_shown(ra->players));
	for (i = 0; i < ra->noptions; i++)
		if (hearts_rules_option(r, ra->options[i], &e) == -1)
			tool_usage_error(usage, "-o: %s", e.msg);
	if (hearts_rules_check(r, &e) == -1)
		tool_usage_error(usage, "%s", e.msg);
	free(ra->options);
	ra->options = NULL;
	ra->noptions = 0;
}

void
tool_show_style(struct hearts_show *show, int symbols, int colour)
{
	const char	*no_colour = getenv("NO_COLOR");

	/* The character set only: numbers and messages stay as they are. */
	(void)setlocale(LC_CTYPE, "");
	show->unicode = symbols >= 0 ? symbols == 1 :
	    strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	/* https://no-color.org: colour off, nothing else. */
	show->colour = colour >= 0 ? colour == 1 : isatty(STDOUT_FILENO) &&
	    (no_colour == NULL || *no_colour == '\0');
}

double
tool_now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}
