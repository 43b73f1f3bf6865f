/*
 * hearts-match: a referee that runs bots against each other, fairly:
 * every deal played once in every seating, any number of games on any
 * number of processes with the same result, the table with its
 * uncertainty at the end.
 */
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "match/args.h"
#include "match/files.h"
#include "match/merge.h"
#include "match/referee.h"
#include "match/workers.h"
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

static volatile sig_atomic_t interrupted;

static void
on_signal(int sig)
{
	(void)sig;
	interrupted = 1;
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
	struct stat	 st, in;
	FILE		*table;
	int		 i;

	if (others > 0)
		tool_usage_error(usage, "-m takes the match from its files: only "
		    "-f and -T go with it");
	if (argc == 0)
		tool_usage_error(usage, "-m: name the record files of the "
		    "match's slices");
	if (file != NULL && strcmp(file, "-") != 0 && stat(file, &st) == 0)
		for (i = 0; i < argc; i++)
			if (stat(argv[i], &in) == 0 && in.st_dev == st.st_dev &&
			    in.st_ino == st.st_ino)
				tool_usage_error(usage, "-f %s: one of the slices; "
				    "the whole match goes to a file of its own",
				    tool_shown(file));
	merge_read(mg, argc, argv);
	table = match_merge_save(mg, file);
	tally_print(table, &mg->t, tsv);
	i = failures(&mg->t, NULL);
	tool_close_stdout();
	return i ? HEARTS_EXIT_REFUSED : HEARTS_EXIT_OK;
}

int
main(int argc, char *argv[])
{
	static struct match m;
	static struct workers workers;
	static struct tally t;
	static struct tool_rule_args ra;
	static struct deals dealfile;
	static struct merged merged;
	struct game_message msg;
	struct sigaction sa;
	enum sprt_verdict verdict = SPRT_GO_ON;
	const char	*file = NULL, *deals_path = NULL;
	bool		 rules_given = false, deals_given = false;
	bool		 merging = false, ranged = false;
	long		 range_first = 0, range_last = 0, shard_k = 0, shard_n = 0;
	int		 others = 0;
	const char	*logname = "/dev/null", *errstr;
	bool		 tsv = false, progress = false, terminal, failed;
	double		 start, shown = 0, llr = 0;
	long		 total, done, next;
	char		*time_names[HEARTS_MAX_PLAYERS];
	double		 times[HEARTS_MAX_PLAYERS];
	bool		 all_seatings = false;
	int		 ch, jobs = 1, i, j, k, ntimes = 0;
	FILE		*out = NULL, *table = stdout;

	/*
	 * The table (or -f -'s records) goes to stdout: closed, it would be
	 * the /dev/null below, and the match lost with status 0.
	 */
	if (fcntl(STDOUT_FILENO, F_GETFD) == -1)
		err(HEARTS_EXIT_IOERR, "stdout");
	/* Standard streams for the bots' children, even if we lack one. */
	for (i = 0; i <= STDERR_FILENO; i++)
		if (fcntl(i, F_GETFD) == -1 && open("/dev/null", O_RDWR) != i)
			err(HEARTS_EXIT_SOFTWARE, "/dev/null");
	/* A program bot finds the suite's programs beside this one first. */
	(void)extbot_path_first(argv[0]);
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
			if (strcmp(optarg, "fallback") == 0)
				m.on_fault = HEARTS_ON_FAULT_FALLBACK;
			else if (strcmp(optarg, "forfeit") == 0)
				m.on_fault = HEARTS_ON_FAULT_FORFEIT;
			else
				tool_usage_error(usage, "-e %s: fallback or "
				    "forfeit", tool_shown(optarg));
			break;
		case 'f':
			file = optarg;
			break;
		case 'g':
			args_games(usage, optarg, &range_first, &range_last);
			ranged = true;
			break;
		case 'k':
			args_shard(usage, optarg, &shard_k, &shard_n);
			break;
		case 'm':
			merging = true;
			break;
		case 'j':
			jobs = (int)strtonum(optarg, 1, WORKERS_MAX, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-j %s: 1 to %d jobs",
				    tool_shown(optarg), WORKERS_MAX);
			break;
		case 'l':
			logname = optarg;
			break;
		case 'p':
			progress = true;
			break;
		case 'P':
			args_sprt(usage, optarg, &t.sprt);
			break;
		case 's':
			m.seed = tool_seed_option(usage, "-s", optarg);
			break;
		case 'T':
			tsv = true;
			break;
		case 't':
			args_time(usage, optarg, &m.timeout, time_names, times,
			    &ntimes);
			break;
		case 'A':
			all_seatings = true;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (merging)
		return merge(&merged, argc, argv, others, file, tsv);
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
	for (j = 0; j < ntimes; j++) {
		for (k = 0, i = 0; i < m.nspecs; i++)
			if (strcmp(m.spec[i].name, time_names[j]) == 0 &&
			    m.spec[i].prog != NULL) {
				m.spec[i].timeout = times[j];
				k++;
			}
		if (k == 0)
			tool_usage_error(usage, "-t %s=%g: no program bot of "
			    "that name", tool_shown(time_names[j]), times[j]);
		free(time_names[j]);
	}
	match_seatings(&m, all_seatings);
	t.seatings = m.nseatings;
	if (t.sprt.on && m.nbots != 2)
		tool_usage_error(usage, "-P tests two bots against each other: "
		    "name two different bots");
	args_slice(usage, &m, ranged, range_first, range_last, shard_k,
	    shard_n);
	if (t.sprt.on && m.sliced)
		tool_usage_error(usage, "-P decides in the order of the games, "
		    "from the first: not on a slice (-g, -k)");
	t.nbots = m.nbots;
	for (i = 0; i < m.nspecs; i++)
		t.bot[m.bot_of_spec[i]].name = m.spec[i].name;
	if ((m.log_fd = open(logname, O_WRONLY | O_CREAT | O_APPEND |
	    O_CLOEXEC, 0666)) == -1)
		err(HEARTS_EXIT_IOERR, "%s", logname);

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, NULL);
	sa.sa_handler = on_signal;
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);

	total = match_games(&m);
	done = 0;
	/* From here on, the games of this run: the slice, or all. */
	if (file != NULL) {
		out = match_open_records(file, &m, &t, &done);
		if (out == stdout)
			table = stderr;
	}
	announce(&m, file == NULL || out == stdout, total, done, file);
	total = m.end;
	done += m.first;
	terminal = isatty(STDERR_FILENO);
	progress = progress || terminal;
	/* A resumed match may have decided already. */
	verdict = sprt_verdict(&t.sprt, &llr);
	start = tool_now();
	workers_start(&workers, &m, out != NULL, jobs, done, total);
	/* Games played here, with no record file: read by the meter. */
	m.meter = workers.here && out == NULL;
	/* In game order, from the worker that plays each: the same result
	 * with any number of workers, and only one game waiting at a time. */
	for (next = done; next < total && verdict == SPRT_GO_ON &&
	    !interrupted; next++) {
		/* Before a wait for a worker, the file has what came so far. */
		if (out != NULL && workers_flush_due(&workers, next) &&
		    fflush(out) == EOF)
			err(HEARTS_EXIT_IOERR, "%s", file);
		if (workers_take(&workers, next, &msg, &interrupted) == -1)
			break;
		if (out != NULL && fwrite(workers.text.text, 1, msg.len, out) !=
		    msg.len)
			err(HEARTS_EXIT_IOERR, "%s", file);
		tally_add(&t, &msg.delta);
		verdict = sprt_verdict(&t.sprt, &llr);
		/* On a terminal a line redrawn; elsewhere, lines that add up:
		 * the first game, the last, and one a second between. */
		if (progress && (terminal ? tool_now() - shown > 0.2 :
		    next == done || next + 1 == total ||
		    tool_now() - shown >= 1)) {
			tally_progress(stderr, &t, total - m.first, tool_now() - start,
			    terminal);
			shown = tool_now();
		}
	}
	/* The metered games' CPU time since its last reading. */
	if (m.meter)
		match_settle(&t);
	workers_stop(&workers, next == total);
	if (progress && terminal)
		fputs("\r\033[K", stderr);
	if (next < total && verdict == SPRT_GO_ON && !interrupted)
		errx(HEARTS_EXIT_SOFTWARE, workers.here ? "game %ld could not "
		    "be played" : "a worker stopped at game %ld", next);
	tally_print(table, &t, tsv);
	if (t.sprt.on)
		fprintf(table, "%s: %ld-%ld-%ld (wins-draws-losses of %s against "
		    "%s), LLR %.2f%s\n", verdict == SPRT_H1 ? "H1 accepted" :
		    verdict == SPRT_H0 ? "H0 accepted" : "no decision",
		    t.sprt.wins, t.sprt.draws, t.sprt.losses, t.bot[0].name,
		    t.bot[1].name, llr, verdict == SPRT_GO_ON ? "" : ", stopped");
	if (interrupted)
		fprintf(stderr, "hearts-match: interrupted after %ld of %ld "
		    "games%s\n", next - m.first, total - m.first,
		    file != NULL && out != stdout ?
		    "; the same command resumes it" : "");
	failed = failures(&t, logname);
	if (out != NULL && out != stdout && fclose(out) == EOF)
		err(HEARTS_EXIT_IOERR, "%s", file);
	tool_close_stdout();
	return interrupted ? 130 : failed ? HEARTS_EXIT_REFUSED : HEARTS_EXIT_OK;
}
