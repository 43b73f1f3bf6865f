/*
 * hearts-match: a referee that runs bots against each other, fairly:
 * every deal played once in every seating, any number of games on any
 * number of processes with the same result, the table with its
 * uncertainty at the end.
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

static const struct tool_option options[] = {
	{ 'A', "all-seatings", NULL, "play every deal in every distinct "
	    "seating of the bots, not only their rotations" },
	{ 'd', "deals", "deals", "how many deals (default 25)" },
	{ 'D', "deals-file", "file", "play the deals of file (as hearts-deal "
	    "-N or -x writes them) instead of seeded ones, every one in every "
	    "seating; not with -d, -n, -o or -r" },
	{ 'e', "on-fault", "fallback|forfeit", "a bot that fails plays the "
	    "simple bot's move (fallback, the default) or forfeits the "
	    "game" },
	{ 'f', "file", "file", "write every game's record to file (- for "
	    "stdout); a file of the same match, interrupted, is resumed" },
	{ 'g', "games", "first-last", "play games first to last alone (from "
	    "0): a slice of the match, for -m to put together" },
	{ 'j', "jobs", "jobs", "play on this many processes at once" },
	{ 'k', "shard", "k/n", "play the k-th of n slices of the match's "
	    "games (of those of -g)" },
	{ 'l', "log", "log", "append the bots' standard error to log" },
	{ 'm', "merge", NULL, "the table of the whole match from the record "
	    "files of its slices, each game once; -f writes its file" },
	TOOL_OPTION_RULES,
	{ 'p', "progress", NULL, "a line on how the match goes, on stderr, "
	    "even when it is not a terminal (one a second at most)" },
	{ 'P', "sprt", "elo0,elo1", "stop once a sequential test between the "
	    "first two bots decides (alpha = beta = 0.05)" },
	{ 's', "seed", "seed", "the match's seed (default: drawn, and "
	    "shown)" },
	{ 'T', "tsv", NULL, "the table as tab-separated values" },
	{ 't', "time", "seconds", "the time a program may take to decide "
	    "(default 10); -t NAME=SECONDS for the program bots of that name "
	    "only; may be repeated" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "bot ...",
	"       hearts-match -D file [-ApT] [-e fallback|forfeit] [-f file] "
	"[-g first-last]\n"
	"                    [-j jobs] [-k k/n] [-l log] [-s seed] [-t seconds]\n"
	"                    [-P elo0,elo1] bot ...\n"
	"       hearts-match -m [-T] [-f file] file ...\n",
	"Play games between bots, one for each "
	"seat: a built-in bot (random, simple,\n"
	"strong, expert, or strong:DEALS or "
	"expert:DEALS) or a program with its\n"
	"arguments (\"./mybot.sh -x\"), which is "
	"given its seat's view on stdin for each\n"
	"decision and answers on stdout; "
	"persistent:PROGRAM is started once and asked\n"
	"decision after decision.  NAME=BOT "
	"names a bot in the table.  Every deal is\n"
	"played once in every rotation of the "
	"seats (-A: every seating).  At the end, a\n"
	"table of each bot's results, and each "
	"bot's difference from the first, by deal.\n",
	"A program bot that fails on most of its decisions makes the "
	"match exit 1.\n"
	"Example: hearts-match -d 100 strong simple simple "
	"examples/bots/careful.sh\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

/*
 * What the match is about to do, on stderr before the first game: a
 * match of programs may run for minutes, and -d N is N deals, each in
 * every seating.
 */
static void
announce(const struct match *m, bool seed, long total, long done,
    const char *file)
{
	fputs("hearts-match: ", stderr);
	if (seed)
		fprintf(stderr, "seed %llu, ", (unsigned long long)m->seed);
	fprintf(stderr, "%ld deal%s, each in %d seating%s: %ld games",
	    m->deals, m->deals == 1 ? "" : "s", m->nseatings,
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
 * A bot that failed on most of its decisions was mostly played by the
 * fallback: its row measures the simple bot, not it.  Says so for each
 * such bot; true if there was one.
 */
static bool
failures(const struct tally *t, const char *logname)
{
	static const char *const kinds[HEARTS_NFAULTS] = {
		[HEARTS_FAULT_ILLEGAL] = "illegal",
		[HEARTS_FAULT_TIMEOUT] = "timed out",
		[HEARTS_FAULT_CRASH] = "crashed",
		[HEARTS_FAULT_GARBAGE] = "garbage",
	};
	const struct tally_bot *b;
	const char	*sep;
	long		 failed;
	int		 i, f;
	bool		 any = false;

	for (i = 0; i < t->nbots; i++) {
		b = &t->bot[i];
		for (failed = 0, f = 0; f < HEARTS_NFAULTS; f++)
			failed += b->faults[f];
		if (b->decisions == 0 || failed * 2 <= b->decisions)
			continue;
		any = true;
		fprintf(stderr, "hearts-match: %s FAILED on %ld of its %ld "
		    "decisions (", b->name, failed, b->decisions);
		for (sep = "", f = 0; f < HEARTS_NFAULTS; f++)
			if (b->faults[f] > 0 && kinds[f] != NULL) {
				fprintf(stderr, "%s%ld %s", sep, b->faults[f],
				    kinds[f]);
				sep = ", ";
			}
		fprintf(stderr, "): its row does not measure it; %s\n",
		    logname == NULL ? "its standard error is in the slices' "
		    "logs" : strcmp(logname, "/dev/null") == 0 ? "-l FILE keeps "
		    "its standard error" : "its standard error is in the log");
	}
	return any;
}

/*
 * -m: the slices' files put together, the table of the whole match and,
 * with -f, its file, written beside it and renamed over it when whole.
 */
static int
merge(struct merged *mg, int argc, char *argv[], int others,
    const char *file, bool tsv)
{
	FILE		*table;
	int		 i;

	if (others > 0)
		tool_usage_error(usage, "-m takes the match from its files: only "
		    "-f and -T go with it");
	if (argc == 0)
		tool_usage_error(usage, "-m: name the record files of the "
		    "match's slices");
	if (match_file_among(file, argc, argv))
		tool_usage_error(usage, "-f %s: one of the slices; the whole "
		    "match goes to a file of its own", tool_shown(file));
	merge_read(mg, argc, argv);
	table = match_merge_save(mg, file);
	tally_print(table, &mg->t, tsv);
	i = failures(&mg->t, NULL);
	tool_close_stdout();
	return i ? HEARTS_EXIT_REFUSED : HEARTS_EXIT_OK;
}

/* The progress line: the match's tally so far. */
static void
show(FILE *fp, const void *t, long total, double seconds, bool terminal)
{
	tally_progress(fp, t, total, seconds, terminal);
}

int
main(int argc, char *argv[])
{
	static struct match m;
	static struct tally t;
	static struct tool_rule_args ra;
	static struct deals dealfile;
	static struct merged merged;
	static struct args_times named;
	struct run	 run = { .m = &m, .t = &t, .sprt = &t.sprt, .jobs = 1,
	    .announce = announce, .show = show, .what = &t };
	const char	*deals_path = NULL;
	bool		 rules_given = false, deals_given = false;
	bool		 merging = false, ranged = false;
	long		 range_first = 0, range_last = 0, shard_k = 0, shard_n = 0;
	int		 others = 0;
	const char	*logname = "/dev/null", *errstr;
	bool		 tsv = false, failed;
	bool		 all_seatings = false;
	int		 ch, i;

	run_streams(argv[0]);
	m.deals = 25;
	m.timeout = 10;
	m.on_fault = HEARTS_ON_FAULT_FALLBACK;
	m.seed = hearts_seed_random();
	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		/* What -m takes from the files instead, counted to refuse. */
		if (strchr("fmT", ch) == NULL)
			others++;
		if (tool_rule_option(ch, optarg, &ra)) {
			rules_given = true;
			continue;
		}
		switch (ch) {
		case 'A':
			all_seatings = true;
			break;
		case 'D':
			deals_path = optarg;
			break;
		case 'd':
			deals_given = true;
			m.deals = strtonum(optarg, 1, 100000000, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-d %s: the deals are "
				    "1 to 100000000", tool_shown(optarg));
			break;
		case 'e':
			m.on_fault = args_on_fault(usage, optarg);
			break;
		case 'f':
			run.file = optarg;
			break;
		case 'g':
			args_games(usage, optarg, &range_first, &range_last);
			ranged = true;
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
			args_sprt(usage, optarg, &t.sprt);
			break;
		case 'p':
			run.progress = true;
			break;
		case 's':
			m.seed = tool_seed_option(usage, "-s", optarg);
			break;
		case 'T':
			tsv = true;
			break;
		case 't':
			args_time(usage, optarg, &m.timeout, &named);
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (merging)
		return merge(&merged, argc, argv, others, run.file, tsv);
	tool_rules(usage, &m.rules, &ra);
	if (deals_path != NULL) {
		if (rules_given || deals_given)
			tool_usage_error(usage, "-D plays every deal of the file "
			    "with its rules: no -d, -n, -o or -r");
		deals_load(&dealfile, deals_path);
		m.dealfile = &dealfile;
		m.rules = dealfile.rules;
		m.deals = dealfile.count;
	}
	if (m.rules.target == 0)
		tool_usage_error(usage, "a match plays games to their end: "
		    "give a target (not target=none)");
	if (argc != m.rules.players)
		tool_usage_error(usage, "name one bot for each of the %d "
		    "seats", m.rules.players);
	m.nspecs = argc;
	for (i = 0; i < argc; i++)
		args_bot(usage, argv[i], &m.spec[i]);
	match_name_bots(&m);
	args_check_names(usage, &m);
	args_times_apply(usage, &m, &named);
	match_seatings(&m, all_seatings);
	t.seatings = m.nseatings;
	if (t.sprt.on && m.nbots != 2)
		tool_usage_error(usage, "-P tests two bots against each other: "
		    "name two different bots");
	args_slice(usage, &m, ranged, range_first, range_last, shard_k,
	    shard_n, &t.sprt);
	t.nbots = m.nbots;
	for (i = 0; i < m.nspecs; i++)
		t.bot[m.bot_of_spec[i]].name = m.spec[i].name;
	run_open_logs(&m, logname, NULL);

	run_play(&run);
	tally_print(run.table, &t, tsv);
	if (t.sprt.on)
		run_sprt_line(run.table, &run, &t.sprt, t.bot[0].name,
		    t.bot[1].name);
	failed = failures(&t, logname);
	return run_end(&run, failed);
}
