/*
 * hearts-stats: a summary of streams of records (each seat's or each
 * bot's points, wins, moons, queens), the tricks each card took, or a
 * distribution, each seat's or bot's and pooled; or the sums behind them,
 * which add up across pieces of a stream (-S), and the summary of such
 * sums (-m).  The counting is the library's (stats.c, stats_table.c).
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "stream.h"
#include "tool.h"

static const struct tool_option options[] = {
	{ 'b', "by-bot", NULL, "by the players the comments name "
	    "(hearts-match -f), not by seat" },
	{ 'c', "cards", NULL, "the tricks each card took instead" },
	{ 'D', "dist", "points|total", "the distribution of the points of a "
	    "hand, or of the totals at the end of a game, each seat's or "
	    "bot's, as histograms" },
	{ 'j', "jobs", "jobs", "read each file in pieces on this many "
	    "processes at once" },
	{ 'm', "merge", NULL, "read the sums of -S, not records, and add "
	    "them up" },
	{ 'q', "quiet", NULL, "no diagnostics about bad records" },
	{ 'S', "sums", NULL, "write the sums, which add up across pieces of "
	    "a stream" },
	{ 'T', "tsv", NULL, "tab-separated values with a header line" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file ...]", NULL,
	"Read streams of game records, checking each as hearts-check "
	"does, and write\na summary: games, hands, and for each seat "
	"its points a hand and a game with\ntheir 95% intervals, wins, "
	"moons and the queens and jacks it took.\n",
	"Example: hearts-stats -b match.txt\n"
};

#define SUMS_LINE_MAX	4096	/* a line of sums, at most, as a record's */
#define SUMS_HEADER	"# hearts-stats sums "

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

struct stats_run {
	struct hearts_stats st;
	bool		 failed;
	long		 unnamed;	/* -b: games whose comments name no one */
};

static void
record(void *arg, struct hearts_game *g, const struct stream_record *r)
{
	struct stats_run *run = arg;
	struct hearts_error e;
	char		 names[HEARTS_MAX_PLAYERS][64];

	if (run->st.by_name && hearts_comment_players(r->comments != NULL ?
	    r->comments : "", g->rules.players, names) == 0)
		run->unnamed++;
	if (hearts_stats_add(&run->st, g, r->comments, &e) == -1)
		errx(HEARTS_EXIT_SOFTWARE, "%s: %s", r->file, e.msg);
}

/* -j: a piece's counts from nothing, sent as the sums of -S. */
static void
piece_begin(void *arg, const struct piece *p)
{
	struct stats_run *run = arg;
	bool		 by_name = run->st.by_name;

	(void)p;
	hearts_stats_free(&run->st);
	hearts_stats_init(&run->st, by_name);
	run->unnamed = 0;
}

static void
piece_end(void *arg, struct piece_sums *sums)
{
	struct stats_run *run = arg;

	hearts_stats_write_sums(stdout, &run->st);
	sums->n[0] = run->unnamed;
}

/* In the parent: a piece's sums added up, as -m adds them. */
static void
piece_gather(void *arg, const struct piece_sums *sums, int out)
{
	struct stats_run *run = arg;
	struct hearts_error e;
	FILE		*in;
	char		*line = NULL;
	size_t		 size = 0;

	if ((out = dup(out)) == -1 || (in = fdopen(out, "r")) == NULL)
		err(HEARTS_EXIT_SOFTWARE, "a piece's sums");
	while (getline(&line, &size, in) != -1)
		if (hearts_stats_add_sums(&run->st, line, &e) == -1)
			errx(HEARTS_EXIT_SOFTWARE, "a piece's sums: %s",
			    e.msg);
	if (ferror(in))
		err(HEARTS_EXIT_SOFTWARE, "a piece's sums");
	fclose(in);
	free(line);
	run->unnamed += sums->n[0];
}

/* Adds v to *sum; false past what a count holds. */
static bool
add(long long *sum, long long v)
{
	return !__builtin_add_overflow(*sum, v, sum);
}

/* The sum of the counts of a distribution (-1 for the pooled one). */
static long long
dist_count(const struct hearts_stats *st, int player,
    enum hearts_stats_table which, bool *ok)
{
	const struct hearts_count *v;
	long long	 sum = 0;
	int		 i, n;

	n = hearts_stats_dist(st, player, which, &v);
	for (i = 0; i < n; i++)
		*ok &= add(&sum, v[i].count);
	return sum;
}

/*
 * Whether the sums of one file hold together as those of records do:
 * every scored hand counted for its 2 to 5 seats, every game over for
 * its seats and worth 60 sixtieths of wins at most, no more moons,
 * queens or jacks than hands, the cards' tricks the tricks, by seat no
 * seat in more hands than the one before it (a game of n players has
 * the first n seats), and each distribution as many as its counts.  If
 * not, why.
 */
static const char *
adds_up(const struct hearts_stats *st)
{
	const struct hearts_tally *t;
	long long	 hands = 0, games = 0, wins = 0, moons = 0, queens = 0;
	long long	 jacks = 0, tricks = 0, by_seat[HEARTS_MAX_PLAYERS] = { 0 };
	bool		 ok = true, whole;
	int		 i, s;

	for (i = 0; i < st->ntally; i++) {
		t = &st->tally[i];
		ok &= add(&hands, t->hands) && add(&games, t->games) &&
		    add(&wins, t->wins60) && add(&moons, t->moons) &&
		    add(&queens, t->queens) && add(&jacks, t->jacks);
		if (t->seat >= 0 && !st->by_name)
			ok &= add(&by_seat[t->seat], t->hands);
	}
	for (i = 0; i < 64; i++)
		ok &= add(&tricks, st->won_with[i]);
	if (!ok)
		return "they add up past what a count holds";
	if (hands < 2LL * st->hands || hands > 5LL * st->hands)
		return "the players' hands are not those of the hands scored, "
		    "each counted for its 2 to 5 seats";
	if (games < 2LL * st->over || games > 5LL * st->over)
		return "the players' games are not those of the games over, "
		    "each counted for its 2 to 5 seats";
	if (wins > 60LL * st->over)
		return "more wins than games over";
	if (moons > st->hands || queens > st->hands || jacks > st->hands)
		return "more moons, queens or jacks than hands scored";
	if (tricks != st->tricks)
		return "the cards' tricks are not the tricks";
	for (s = 1; s < HEARTS_MAX_PLAYERS; s++)
		if (by_seat[s] > by_seat[s - 1])
			return "a seat played more hands than the seat before "
			    "it: no game has it without that one";
	/* Values past the limit were dropped: the counts are not whole. */
	whole = st->dropped == 0;
	if (whole && hearts_stats_pooled_only(st) && (dist_count(st, -1,
	    HEARTS_STATS_HAND_POINTS, &ok) != hands || dist_count(st, -1,
	    HEARTS_STATS_TOTALS, &ok) != games))
		return "the distributions do not count every hand and game";
	for (i = 0; whole && !hearts_stats_pooled_only(st) &&
	    i < st->ntally; i++)
		if (dist_count(st, i, HEARTS_STATS_HAND_POINTS, &ok) !=
		    st->tally[i].hands || dist_count(st, i,
		    HEARTS_STATS_TOTALS, &ok) != st->tally[i].games)
			return "a player's distributions do not count each of "
			    "its hands and games";
	return ok ? NULL : "they add up past what a count holds";
}

/*
 * Whether a file's sums are counted as those before them: by player
 * (hearts-stats -b -S: some name a player) or by seat (every one a seat's
 * letter).  Added up, the two would count the same games twice over, in
 * a table of bots and seats at once.
 */
static bool
same_kind(const struct hearts_stats *piece, const char *name, long line)
{
	static const char *first;
	static bool	 first_named;
	bool		 named = false;
	int		 i;

	if (piece->ntally == 0)
		return true;
	for (i = 0; i < piece->ntally; i++)
		named |= piece->tally[i].seat == -1;
	if (first == NULL) {
		first = name;
		first_named = named;
		return true;
	}
	if (named == first_named)
		return true;
	warnx("%s:%ld: sums by %s, where %s holds sums by %s: count every "
	    "piece the same way, with -b or without", name, line,
	    named ? "player (hearts-stats -b -S)" : "seat", first,
	    first_named ? "player" : "seat");
	return false;
}

/*
 * Adds the sums of a file of -S; returns false if it is bad.  Sums of
 * version 1 are read, but their distributions were pooled over the
 * seats: said once, for the first file that has them.
 */
static bool
merge(struct hearts_stats *st, FILE *in, const char *name, bool say)
{
	bool		 pooled = hearts_stats_pooled_only(st);
	struct hearts_stats piece;
	struct hearts_error e;
	const char	*why;
	char		*line = NULL, copy[SUMS_LINE_MAX + 3];
	size_t		 size = 0;
	ssize_t		 len;
	long		 n = 0, at = 0;
	bool		 good = true, headed = false;

	/* The file's sums alone too, to see that they hold together. */
	hearts_stats_init(&piece, st->by_name);

	while ((len = tool_getline(&line, &size, SUMS_LINE_MAX, in,
	    &why)) != 0) {
		n++;
		/* What follows a line past the limit may never end. */
		if (len == -1) {
			warnx("%s:%ld: %s", name, n, why);
			good = false;
			break;
		}
		/* The first line with words says what the file holds. */
		if (!headed && line[strspn(line, " \t\r\n")] == '\0')
			continue;
		if (!headed && strncmp(line, SUMS_HEADER,
		    strlen(SUMS_HEADER)) != 0) {
			warnx("%s:%ld: sums begin with the line \"" SUMS_HEADER
			    "2\" that hearts-stats -S writes: this is not a "
			    "file of sums", name, n);
			good = false;
			break;
		}
		headed = true;
		if (strncmp(line, "stats\t", 6) == 0)
			at = n;
		memcpy(copy, line, (size_t)len + 1);
		if (hearts_stats_add_sums(st, line, &e) == -1) {
			if (e.kind == HEARTS_ERR_NOMEM)
				errx(HEARTS_EXIT_SOFTWARE, "%s: %s", name,
				    e.msg);
			warnx("%s:%ld: %s", name, n, e.msg);
			good = false;
		} else if (hearts_stats_add_sums(&piece, copy, &e) == -1)
			errx(HEARTS_EXIT_SOFTWARE, "%s: %s", name, e.msg);
	}
	if (ferror(in))
		err(HEARTS_EXIT_IOERR, "%s", name);
	if (good && headed && (why = adds_up(&piece)) != NULL) {
		warnx("%s:%ld: the sums do not add up: %s", name, at > 0 ? at :
		    n, why);
		good = false;
	}
	if (good && !same_kind(&piece, name, at > 0 ? at : n))
		good = false;
	hearts_stats_free(&piece);
	free(line);
	if (!pooled && hearts_stats_pooled_only(st) && say)
		warnx("%s: sums of version 1 keep each distribution pooled "
		    "over the seats: only the pooled one is known", name);
	return good;
}

int
main(int argc, char *argv[])
{
	static struct stats_run run;
	struct stream	 s = { 0 };
	enum hearts_stats_table table = HEARTS_STATS_PLAYERS;
	bool		 by_bot = false, merging = false, sums = false;
	bool		 tsv = false, bad = false, missing = false, say;
	FILE		*in;
	int		 ch, i, tables = 0;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'b':
			by_bot = true;
			break;
		case 'c':
			table = HEARTS_STATS_CARDS;
			tables++;
			break;
		case 'D':
			if (strcmp(optarg, "points") == 0)
				table = HEARTS_STATS_HAND_POINTS;
			else if (strcmp(optarg, "total") == 0)
				table = HEARTS_STATS_TOTALS;
			else
				tool_usage_error(usage, "-D %s: the "
				    "distributions are points and total",
				    tool_shown(optarg));
			tables++;
			break;
		case 'j':
			s.jobs = tool_jobs(usage, optarg, PIECES_MAX);
			break;
		case 'm':
			merging = true;
			break;
		case 'q':
			s.quiet = true;
			break;
		case 'S':
			sums = true;
			break;
		case 'T':
			tsv = true;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (tables > 1)
		tool_usage_error(usage, "-c and -D choose the table: give one "
		    "of them");
	if (sums && (tables > 0 || tsv))
		tool_usage_error(usage, "-S writes every sum: no table to "
		    "choose");
	hearts_stats_init(&run.st, by_bot);
	/* What version 1 lacks matters to a distribution, or to sums. */
	say = !s.quiet && (sums || table == HEARTS_STATS_HAND_POINTS ||
	    table == HEARTS_STATS_TOTALS);
	if (merging && argc == 0)
		bad = !merge(&run.st, stdin, "<stdin>", say);
	for (i = 0; merging && i < argc; i++) {
		if (strcmp(argv[i], "-") == 0) {
			bad |= !merge(&run.st, stdin, "<stdin>", say);
			continue;
		}
		if ((in = fopen(argv[i], "r")) == NULL) {
			warn("%s", argv[i]);
			missing = true;
			continue;
		}
		bad |= !merge(&run.st, in, argv[i], say);
		fclose(in);
	}
	if (merging && s.jobs > 1)
		tool_usage_error(usage, "-j reads records in pieces: -m reads "
		    "sums");
	if (!merging) {
		s.record = record;
		s.arg = &run;
		s.begin = piece_begin;
		s.end = piece_end;
		s.gather = piece_gather;
		s.keep = true;
		stream_files(&s, argc, argv);
	}
	/*
	 * -b over records that name no one (hands of hearts-select -H before
	 * it kept their names, a stream of hearts-deal's) is a table of
	 * seats: said, so that it is not read as one of bots.
	 */
	if (run.unnamed > 0 && !s.quiet)
		warnx("-b: %ld of %ld games name no player in their comments "
		    "(N=name, as hearts-match -f writes): their seats are "
		    "counted by letter", run.unnamed, s.good);
	/* A table without a file, or with a bad line of sums, is wrong. */
	if (missing || s.missing || bad || !stream_output_due(&s))
		;
	else if (sums)
		hearts_stats_write_sums(stdout, &run.st);
	else
		hearts_stats_write(stdout, &run.st, table, tsv);
	hearts_stats_free(&run.st);
	tool_close_stdout();
	if (missing)
		return HEARTS_EXIT_NOINPUT;
	if (bad)
		return HEARTS_EXIT_DATA;
	return stream_status(&s);
}
