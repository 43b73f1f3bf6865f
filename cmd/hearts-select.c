/*
 * hearts-select: the games (or hands) of streams of records that pass
 * every test given, as read, canonical or one a line, or their count; or
 * a stream split into files.  The tests are the library's (select.c).
 */
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stream.h"
#include "tool.h"

enum output { OUT_AS_READ, OUT_CANONICAL, OUT_LINE, OUT_COUNT };

struct select_run {
	struct hearts_select sel;
	enum output	 output;
	long		 count;
	/* Splitting: into files named by the prefix. */
	const char	*prefix;
	long		 every;		/* records a file; 0: by players */
	bool		 split;
	FILE		*out;		/* the file being written, or stdout */
	long		 in_file;	/* records written to it */
	long		 files;
	FILE		*by_players[HEARTS_MAX_PLAYERS + 1];
	/* -H: the comments of the game that name its seats' players. */
	char		 naming[STREAM_COMMENTS + 1];
	size_t		 naming_len;
};

static const struct tool_option options[] = {
	{ '1', "one-line", NULL, "write each record on one line" },
	{ 'c', "canonical", NULL, "write each record in canonical form" },
	{ 'C', "count", NULL, "write only how many pass" },
	{ 'H', "hands", NULL, "select hands, each written as a record of its "
	    "own" },
	{ 'j', "jobs", "jobs", "read each file in pieces on this many "
	    "processes at once" },
	{ 'v', "invert", NULL, "select what does not pass" },
	{ 'q', "quiet", NULL, "no diagnostics about bad records" },
	{ 'X', "split", "n|players", "write files of n records each, or one "
	    "for each number of players, named by -f" },
	{ 'f', "file", "prefix", "the split files: prefix.0001 ..., or "
	    "prefix.4p" },
	TOOL_OPTION_HEADING("Tests of a game:"),
	{ 'n', "players", "range", "the number of players" },
	{ 'o', "option", "name=value", "a rule option, as in hearts-deal" },
	{ 'r', "rules", "preset", "every rule as in the preset" },
	{ 'g', "game", "range", "the place in the input, from 1" },
	{ 's', "seed", "seed", "the seed" },
	{ 'i', "id", "id", "the game's id (hearts(7))" },
	{ 'w', "comment", "text", "a comment holds the text" },
	{ 'W', "winner", "seat", "the game is over and the seat (or any) "
	    "won" },
	{ 't', "total", "seat=range", "the seat's (or any seat's) total at "
	    "the end" },
	{ 'O', "over", NULL, "the game is over (with -H: the hand is "
	    "scored)" },
	{ 'U', "unfinished", NULL, "the game is not over (with -H: the hand "
	    "is not scored)" },
	TOOL_OPTION_HEADING("Tests of a hand (a game passes if one of its "
	    "hands passes them all):"),
	{ 'N', "hand", "range", "the hand's number" },
	{ 'm', "moon", "seat", "the seat (or any) shot the moon" },
	{ 'Q', "queen", "seat", "the seat (or any) took the QS" },
	{ 'J', "jack", "seat", "the seat (or any) took the JD, where it scores" },
	{ 'd', "dealt", "seat=card", "the seat was dealt the card" },
	{ 'p', "passed", "seat=card", "the seat passed the card" },
	{ 'S', "suit", "seat:suit=range", "the seat was dealt so many of the "
	    "suit" },
	{ 'P', "points", "seat=range", "the seat (or any) scored so many in "
	    "the hand" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file ...]", NULL,
	"Read streams of game records, checking each as hearts-check "
	"does, and write\nthe games that pass every test given, as "
	"read.  A range is N, N-M or N-\n(N or more); a seat is N E S "
	"W X, or any where it says so.\n",
	"Example: hearts-select -m any -C match.txt\n"
};

/* Each test's option letter, in the order of hearts_test_names[]. */
static const char test_letters[] = "norgsiwWtOUNmQJdpSP";

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

/*
 * A split file that exists is never written over, nor a link followed
 * there: the name could be a file of another run's, or a link planted to
 * a file of the user's.
 */
static void __attribute__((noreturn))
exists(const char *path)
{
	errx(HEARTS_EXIT_IOERR, "%s: the file exists: -X writes new files "
	    "only (remove it, or give -f another prefix)", tool_shown(path));
}

static FILE *
create_new(const char *path)
{
	FILE	*f;
	int	 fd;

	if ((fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
	    O_CLOEXEC, 0666)) == -1) {
		if (errno == EEXIST)
			exists(path);
		err(HEARTS_EXIT_IOERR, "%s", path);
	}
	if ((f = fdopen(fd, "w")) == NULL)
		err(HEARTS_EXIT_IOERR, "%s", path);
	return f;
}

/*
 * Before anything is read: the first file of -X n, or any of -X players,
 * already there.  Later names are refused as they are made.
 */
static void
check_split_names(const struct select_run *s)
{
	struct stat	 sb;
	char		 path[PATH_MAX];
	int		 n;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		if (s->every == 0)
			snprintf(path, sizeof(path), "%s.%dp", s->prefix, n);
		else if (n == 2)
			snprintf(path, sizeof(path), "%s.%04d", s->prefix, 1);
		else
			break;
		if (lstat(path, &sb) == 0)
			exists(path);
	}
}

/* The file a record goes to when splitting. */
static FILE *
split_file(struct select_run *s, const struct hearts_game *g)
{
	char	 path[PATH_MAX];
	FILE	**f;

	if (s->every == 0) {
		f = &s->by_players[g->rules.players];
		if (*f != NULL)
			return *f;
		snprintf(path, sizeof(path), "%s.%dp", s->prefix,
		    g->rules.players);
	} else {
		f = &s->out;
		if (*f != NULL && s->in_file < s->every)
			return *f;
		if (*f != NULL && fclose(*f) == EOF)
			err(HEARTS_EXIT_IOERR, "%s", s->prefix);
		s->in_file = 0;
		snprintf(path, sizeof(path), "%s.%04ld", s->prefix,
		    ++s->files);
	}
	*f = create_new(path);
	return *f;
}

static void
put(struct select_run *s, const struct hearts_game *g,
    const struct stream_record *r, bool whole)
{
	FILE	*out = s->split ? split_file(s, g) : stdout;

	s->count++;
	s->in_file++;
	if (s->output == OUT_COUNT)
		return;
	/* A hand keeps who played each seat, for hearts-stats -b. */
	if (!whole)
		fwrite(s->naming, 1, s->naming_len, out);
	if (s->output == OUT_AS_READ && whole)
		fwrite(r->text, 1, r->len, out);
	else if (s->output == OUT_LINE)
		hearts_record_write_line(out, g);
	else
		hearts_record_write(out, g);
	if (ferror(out))
		err(HEARTS_EXIT_IOERR, "%s", s->split ? s->prefix : "stdout");
}

/*
 * The lines of a game's comments that name its seats' players ("# game
 * 9: deal 2, N=random E=simple ..."), which every hand of it selected
 * with -H carries before its record.
 */
static void
naming_lines(struct select_run *s, const char *comments)
{
	static char	 line[STREAM_COMMENTS + 1];
	char		 names[HEARTS_MAX_PLAYERS][64];
	const char	*c, *nl;
	size_t		 len;

	s->naming_len = 0;
	for (c = comments; *c != '\0'; c = nl + 1) {
		if ((nl = strchr(c, '\n')) == NULL)
			break;
		len = (size_t)(nl - c);
		memcpy(line, c, len);
		line[len] = '\0';
		if (hearts_comment_players(line, HEARTS_MAX_PLAYERS,
		    names) == 0)
			continue;
		memcpy(s->naming + s->naming_len, c, len + 1);
		s->naming_len += len + 1;
	}
}

static void
record(void *arg, struct hearts_game *g, const struct stream_record *r)
{
	struct select_run *s = arg;
	struct hearts_game one;
	long		 i;
	bool		 named;

	if (!s->sel.hands) {
		if (hearts_select_game(&s->sel, g, r->position, r->comments))
			put(s, g, r, true);
		return;
	}
	s->naming_len = 0;
	named = false;
	for (i = 0; i < g->nhands; i++) {
		if (!hearts_select_hand(&s->sel, g, i, r->position,
		    r->comments))
			continue;
		if (!named && s->output != OUT_COUNT)
			naming_lines(s, r->comments);
		named = true;
		hearts_hand_game(g, i, &one);
		put(s, &one, r, false);
	}
}

/* -j: a piece's count from nothing, added up in the parent. */
static void
piece_begin(void *arg, const struct piece *p)
{
	struct select_run *s = arg;

	(void)p;
	s->count = 0;
}

static void
piece_end(void *arg, struct piece_sums *sums)
{
	const struct select_run *s = arg;

	sums->n[0] = s->count;
}

static void
piece_gather(void *arg, const struct piece_sums *sums, int out)
{
	struct select_run *s = arg;

	(void)out;
	s->count += sums->n[0];
}

int
main(int argc, char *argv[])
{
	static struct select_run s;
	struct stream	 st = { 0 };
	struct hearts_error e;
	const char	*errstr, *letter, *split = NULL;
	bool		 over = false, unfinished = false, places = false;
	int		 ch, outputs = 0, i;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		over |= ch == 'O';
		unfinished |= ch == 'U';
		places |= ch == 'g';
		if ((letter = strchr(test_letters, ch)) != NULL) {
			if (hearts_select_add(&s.sel,
			    hearts_test_names[letter - test_letters],
			    optarg, &e) == -1)
				tool_usage_error(usage, "-%c: %s", ch, e.msg);
			continue;
		}
		if (strchr("1cC", ch) != NULL)
			outputs++;
		switch (ch) {
		case '1':
			s.output = OUT_LINE;
			break;
		case 'c':
			s.output = OUT_CANONICAL;
			break;
		case 'C':
			s.output = OUT_COUNT;
			break;
		case 'H':
			s.sel.hands = true;
			break;
		case 'v':
			s.sel.invert = true;
			break;
		case 'q':
			st.quiet = true;
			break;
		case 'j':
			st.jobs = tool_jobs(usage, optarg, PIECES_MAX);
			break;
		case 'X':
			split = optarg;
			break;
		case 'f':
			s.prefix = optarg;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	/* Records by the thousand: written in blocks, not pages. */
	tool_blocks(stdout);
	if (outputs > 1)
		tool_usage_error(usage, "-1, -c and -C choose what to write: "
		    "give one of them");
	if (over && unfinished)
		tool_usage_error(usage, "-O and -U cannot both hold");
	if (split != NULL) {
		if (s.prefix == NULL)
			tool_usage_error(usage, "-X needs -f: the files' "
			    "names");
		if (s.output == OUT_COUNT)
			tool_usage_error(usage, "-X writes files: -C counts "
			    "nothing");
		s.split = true;
		if (strcmp(split, "players") != 0) {
			s.every = strtonum(split, 1, LONG_MAX, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-X %s: give a number "
				    "of records or 'players'",
				    tool_shown(split));
		}
		check_split_names(&s);
	} else if (s.prefix != NULL)
		tool_usage_error(usage, "-f names the files of -X: give -X");
	if (split != NULL && st.jobs > 1)
		tool_usage_error(usage, "-X fills its files in the order read: "
		    "not with -j");
	/* A game's place (-g) is counted from the start: one process. */
	if (places)
		st.jobs = 1;
	/* Hands are written as records of their own, never as read. */
	st.as_read = s.output == OUT_AS_READ && !s.sel.hands;
	st.record = record;
	st.arg = &s;
	st.begin = piece_begin;
	st.end = piece_end;
	st.gather = piece_gather;
	stream_files(&st, argc, argv);
	if (s.output == OUT_COUNT && stream_output_due(&st))
		printf("%ld\n", s.count);
	if (s.out != NULL && fclose(s.out) == EOF)
		err(HEARTS_EXIT_IOERR, "%s", s.prefix);
	for (i = 0; i <= HEARTS_MAX_PLAYERS; i++)
		if (s.by_players[i] != NULL && fclose(s.by_players[i]) == EOF)
			err(HEARTS_EXIT_IOERR, "%s", s.prefix);
	tool_close_stdout();
	return stream_status(&st);
}
