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

#include "stream.h"
#include "tool.h"

static const struct tool_option options[] = {
	{ 'b', "by-bot", NULL, "by the players the comments name "
	    "(hearts-match -f), not by seat" },
	{ 'c', "cards", NULL, "the tricks each card took instead" },
	{ 'D', "dist", "points|total", "the distribution of the points of a "
	    "hand, or of the totals at the end of a game, each seat's or "
	    "bot's, as histograms" },
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

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

struct stats_run {
	struct hearts_stats st;
	bool		 failed;
};

static void
record(void *arg, struct hearts_game *g, const struct stream_record *r)
{
	struct stats_run *run = arg;
	struct hearts_error e;

	if (hearts_stats_add(&run->st, g, r->comments, &e) == -1)
		errx(HEARTS_EXIT_SOFTWARE, "%s: %s", r->file, e.msg);
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
	struct hearts_error e;
	const char	*why;
	char		*line = NULL;
	size_t		 size = 0;
	ssize_t		 len;
	long		 n = 0;
	bool		 good = true;

	while ((len = tool_getline(&line, &size, SUMS_LINE_MAX, in,
	    &why)) != 0) {
		n++;
		/* What follows a line past the limit may never end. */
		if (len == -1) {
			warnx("%s:%ld: %s", name, n, why);
			good = false;
			break;
		}
		if (hearts_stats_add_sums(st, line, &e) == -1) {
			if (e.kind == HEARTS_ERR_NOMEM)
				errx(HEARTS_EXIT_SOFTWARE, "%s: %s", name,
				    e.msg);
			warnx("%s:%ld: %s", name, n, e.msg);
			good = false;
		}
	}
	if (ferror(in))
		err(HEARTS_EXIT_IOERR, "%s", name);
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
	if (!merging) {
		s.record = record;
		s.arg = &run;
		stream_files(&s, argc, argv);
	}
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
