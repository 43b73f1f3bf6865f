/*
 * hearts-tourney: a tournament of a pool of bots, for bot authors: the
 * pool's tables as the format asks, every deal played at every table in
 * every seating (duplicate), and a ranking by a rating fitted to every
 * game, with its interval by deal, and a cross table of the pairs.  A
 * tournament is a match over many tables (cmd/match/): its file, its
 * workers, its slices and their merge are hearts-match's.
 */

#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "match/args.h"
#include "match/files.h"
#include "match/merge.h"
#include "match/referee.h"
#include "match/run.h"
#include "tool.h"
#include "tourney/rating.h"
#include "tourney/report.h"

static const struct tool_option options[] = {
	{ 'c', "clock", "seconds+increment", "a program's clock: its seconds "
	    "for a whole game, and those added after each decision; a "
	    "decision has what is left of it, if less than -t's, and one "
	    "that runs out of it is a time-out" },
	{ 'd', "deals", "deals", "how many deals (default 25), each played "
	    "at every table" },
	{ 'e', "on-fault", "fallback|forfeit", "a bot that fails plays the "
	    "simple bot's move (fallback, the default) or forfeits the "
	    "game" },
	{ 'F', "format", "format", "the tables: round-robin (every table of "
	    "the pool, the default), gauntlet (the first bot at every table "
	    "of the rest) or balanced (fewer tables, every pair at as many)" },
	{ 'f', "file", "file", "write every game's record to file (- for "
	    "stdout); a file of the same tournament, interrupted, is "
	    "resumed" },
	{ 'g', "games", "first-last", "play games first to last alone (from "
	    "0): a slice of the tournament, for -m to put together" },
	{ 'J', "json", NULL, "the results as JSON" },
	{ 'j', "jobs", "jobs", "play on this many processes at once" },
	{ 'k', "shard", "k/n", "play the k-th of n slices of the "
	    "tournament's games (of those of -g)" },
	{ 'l', "log", "log", "append the bots' standard error to log" },
	{ 'm', "merge", NULL, "the results of the whole tournament from the "
	    "record files of its slices, each game once; -f writes its file" },
	TOOL_OPTION_RULES,
	{ 'P', "sprt", "elo0,elo1", "stop once a sequential test of the "
	    "first bot against the second, where both sat, decides (alpha = "
	    "beta = 0.05)" },
	{ 'p', "progress", NULL, "a line on how the tournament goes, on "
	    "stderr, even when it is not a terminal (one a second at most)" },
	{ 'R', "rotations", NULL, "play each deal at a table in the "
	    "rotations of its bots alone, not in every order: fewer games, "
	    "but each bot has the same neighbours at every seat" },
	{ 's', "seed", "seed", "the tournament's seed (default: drawn, and "
	    "shown)" },
	{ 'T', "tsv", NULL, "the results as tab-separated values" },
	{ 't', "time", "seconds", "the time a program may take to decide "
	    "(default 10); -t NAME=SECONDS for the program bots of that name "
	    "only; may be repeated" },
	{ 'x', "trace", "file", "append every line sent to each program bot "
	    "and every line read from it, with the time and the decision, "
	    "to file" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "bot ...",
	"       hearts-tourney -m [-J | -T] [-f file] file ...\n",
	"Play a tournament between a pool of "
	"bots, named as hearts-match names them\n"
	"(built-in, programs, persistent:PROGRAM, "
	"NAME=BOT), at the tables of the\n"
	"format, every deal at every table in "
	"every order of its bots.  At the end,\n"
	"the bots ranked by their points a hand "
	"above the pool's mean, deal and seat\n"
	"taken out, with 95% intervals by deal, "
	"and a cross table of every pair.\n",
	"A program bot that fails on most of its decisions makes the "
	"tournament exit 1.\n"
	"Example: hearts-tourney -d 100 -j 2 random simple strong:20 "
	"expert:5 B=simple\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

/* What the tournament is about to do, on stderr before the first game. */
static void
announce(const struct match *m, bool seed, long total, long done,
    const char *file)
{
	fputs("hearts-tourney: ", stderr);
	if (seed)
		fprintf(stderr, "seed %llu, ", (unsigned long long)m->seed);
	fprintf(stderr, "%d bots, %s: %d table%s%s, %ld deal%s, each at "
	    "every table in %d seating%s: %ld games", m->nspecs,
	    match_format_name(m->format), m->ntables, m->ntables == 1 ? "" :
	    "s", m->every_table ? " (every table: no fewer balanced found)" :
	    "", m->deals, m->deals == 1 ? "" : "s", m->nseatings,
	    m->nseatings == 1 ? "" : "s", total);
	if (m->sliced)
		fprintf(stderr, "; this slice: games %ld-%ld", m->first,
		    m->end - 1);
	if (done > 0)
		fprintf(stderr, ", %ld of them played already in %s", done,
		    file);
	fputc('\n', stderr);
}

/*
 * -m's rating is made from the match the first file names, known only
 * once merge_read() has read it: made at the first game.
 */
struct merging {
	struct merged	 mg;
	struct rating	 r;
	bool		 ready;
};

static void
merged_game(void *arg, const struct tally *d)
{
	struct merging	*mr = arg;

	if (!mr->ready) {
		rating_init(&mr->r, &mr->mg.m);
		mr->ready = true;
	}
	rating_game(&mr->r, d);
}

static int
merge(int argc, char *argv[], int others, const char *file,
    enum report_output how)
{
	static struct merging mr;
	FILE		*table;
	int		 i;

	if (others > 0)
		tool_usage_error(usage, "-m takes the tournament from its "
		    "files: only -f, -J and -T go with it");
	if (argc == 0)
		tool_usage_error(usage, "-m: name the record files of the "
		    "tournament's slices");
	if (match_file_among(file, argc, argv))
		tool_usage_error(usage, "-f %s: one of the slices; the whole "
		    "tournament goes to a file of its own", tool_shown(file));
	mr.mg.program = "hearts-tourney";
	mr.mg.t.each = merged_game;
	mr.mg.t.each_arg = &mr;
	merge_read(&mr.mg, argc, argv);
	if (!mr.ready)
		rating_init(&mr.r, &mr.mg.m);
	table = match_merge_save(&mr.mg, file);
	report_print(table, &mr.r, how);
	i = report_failures(&mr.r, NULL);
	tool_close_stdout();
	return i ? HEARTS_EXIT_REFUSED : HEARTS_EXIT_OK;
}

/* -c SECONDS+INCREMENT, or SECONDS alone. */
static void
clock_option(const char *arg, double *total, double *increment)
{
	char	*end;

	*total = strtod(arg, &end);
	*increment = 0;
	if (*end == '+' && end[1] != '\0')
		*increment = strtod(end + 1, &end);
	if (*end != '\0' || end == arg || !(*total > 0 && *total <= 86400) ||
	    !(*increment >= 0 && *increment <= 3600))
		tool_usage_error(usage, "-c %s: write SECONDS+INCREMENT, as in "
		    "-c 60+0.5: more than 0 s and at most a day, the increment "
		    "at most an hour", tool_shown(arg));
}

/* The format's name on the command line. */
static enum match_format
format_option(const char *arg)
{
	int	 f;

	for (f = MATCH_ROUND_ROBIN; f <= MATCH_BALANCED; f++)
		if (strcmp(arg, match_format_name(f)) == 0)
			return f;
	tool_usage_error(usage, "-F %s: round-robin, gauntlet or balanced",
	    tool_shown(arg));
}

/* The progress line: the ratings so far. */
static void
show(FILE *fp, const void *r, long total, double seconds, bool terminal)
{
	report_progress(fp, r, total, seconds, terminal);
}

int
main(int argc, char *argv[])
{
	static struct match m;
	static struct tally t;
	static struct rating r;
	static struct tool_rule_args ra;
	static struct args_times named;
	struct run	 run = { .m = &m, .t = &t, .sprt = &r.sprt, .jobs = 1,
	    .announce = announce, .show = show, .what = &r };
	struct sprt	 sprt = { 0 };
	enum report_output how = REPORT_TABLE;
	const char	*logname = "/dev/null", *errstr;
	const char	*tracename = NULL;
	char		 why[256];
	bool		 merging = false, ranged = false;
	bool		 all_seatings = true, failed;
	long		 range_first = 0, range_last = 0, shard_k = 0, shard_n = 0;
	int		 ch, i, j, others = 0;

	run_streams(argv[0]);
	m.program = "hearts-tourney";
	m.format = MATCH_ROUND_ROBIN;
	m.deals = 25;
	m.timeout = 10;
	m.on_fault = HEARTS_ON_FAULT_FALLBACK;
	m.seed = hearts_seed_random();
	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		if (strchr("fmJT", ch) == NULL)
			others++;
		if (tool_rule_option(ch, optarg, &ra))
			continue;
		switch (ch) {
		case 'c':
			clock_option(optarg, &m.clock, &m.increment);
			break;
		case 'd':
			m.deals = strtonum(optarg, 1, 100000000, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-d %s: the deals are "
				    "1 to 100000000", tool_shown(optarg));
			break;
		case 'e':
			m.on_fault = args_on_fault(usage, optarg);
			break;
		case 'F':
			m.format = format_option(optarg);
			break;
		case 'f':
			run.file = optarg;
			break;
		case 'g':
			args_games(usage, optarg, &range_first, &range_last);
			ranged = true;
			break;
		case 'J':
			how = REPORT_JSON;
			break;
		case 'j':
			run.jobs = args_jobs(usage, optarg);
			break;
		case 'k':
			args_shard(usage, optarg, &shard_k, &shard_n);
			break;
		case 'l':
			logname = optarg;
			break;
		case 'm':
			merging = true;
			break;
		case 'P':
			args_sprt(usage, optarg, &sprt);
			break;
		case 'p':
			run.progress = true;
			break;
		case 'R':
			all_seatings = false;
			break;
		case 's':
			m.seed = tool_seed_option(usage, "-s", optarg);
			break;
		case 'T':
			how = REPORT_TSV;
			break;
		case 't':
			args_time(usage, optarg, &m.timeout, &named);
			break;
		case 'x':
			tracename = optarg;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (merging)
		return merge(argc, argv, others, run.file, how);
	tool_rules(usage, &m.rules, &ra);
	if (m.rules.target == 0)
		tool_usage_error(usage, "a tournament plays games to their "
		    "end: give a target (not target=none)");
	if (argc < m.rules.players || argc > MATCH_POOL)
		tool_usage_error(usage, "name a pool of %d to %d bots for the "
		    "%d seats", m.rules.players, MATCH_POOL, m.rules.players);
	m.nspecs = argc;
	for (i = 0; i < argc; i++)
		args_bot(usage, argv[i], &m.spec[i]);
	/* A table tells its bots by their names: one name, one bot. */
	for (i = 0; i < argc; i++)
		for (j = 0; j < i; j++)
			if (strcmp(m.spec[i].name, m.spec[j].name) == 0)
				tool_usage_error(usage, "%s and %s: two bots of "
				    "one name (NAME=BOT names a copy)",
				    tool_shown(m.spec[j].given),
				    tool_shown(m.spec[i].given));
	match_name_bots(&m);
	args_times_apply(usage, &m, &named);
	match_seatings(&m, all_seatings);
	if (match_tables(&m, why, sizeof(why)) == -1)
		tool_usage_error(usage, "%s", why);
	rating_init(&r, &m);
	r.sprt = sprt;
	t.seatings = (int)match_per_deal(&m);
	t.each = rating_game;
	t.each_arg = &r;
	args_slice(usage, &m, ranged, range_first, range_last, shard_k,
	    shard_n, &sprt);
	run_open_logs(&m, logname, tracename);

	run_play(&run);
	report_print(run.table, &r, how);
	if (r.sprt.on)
		run_sprt_line(how == REPORT_TABLE ? run.table : stderr, &run,
		    &r.sprt, r.bot[0].name, r.bot[1].name);
	failed = report_failures(&r, logname);
	return run_end(&run, failed);
}
