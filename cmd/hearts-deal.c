/*
 * hearts-deal: start a game and deal its first hand, or deal the next
 * hand of a game read from a record; or deal many first hands that meet
 * a condition (-w, -N), or write the deals of records as games of their
 * own (-x).
 */
#include <sys/stat.h>

#include <err.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"

#define COUNT_MAX	1000000
#define LIMIT_DEFAULT	10000000L
#define BUDGET_DEFAULT	10000000L

/*
 * The solver of value conditions, made at the first that needs one, and
 * what is left of the positions it may search in all (-B): bounded, so
 * that a value no budget settles ends the search instead of hanging it.
 */
static struct hearts_solver *solver;
/*
 * -N's seeds found so far, here rather than on search()'s stack so that
 * a search ended by errx() leaves them reachable: not a leak to LSan.
 */
static uint64_t	*seeds;
static long	 budget = BUDGET_DEFAULT, budget_all = BUDGET_DEFAULT, solved;
static bool	 budget_given;

static const struct tool_option options[] = {
	{ 'f', "file", "file", "update file in place: deal its next hand, or "
	    "write the new game there" },
	TOOL_OPTION_RULES,
	{ 's', "seed", "seed", "deal from this seed (0 to "
	    "9223372036854775807); random if not given" },
	{ 'N', "count", "n", "deal n first hands (1 to 1000000), one game "
	    "each" },
	{ 'w', "where", "condition", "only deals that meet it (\"S has QS and "
	    "spades(S) <= 3\"); may be repeated: all must hold" },
	{ 'L', "limit", "n", "try at most n candidate deals in all (default "
	    "10000000)" },
	{ 'B', "budget", "nodes", "with value(seat) conditions, solve at most "
	    "this many positions in all (default 10000000)" },
	{ 'x', "extract", NULL, "write each hand of the records read as a "
	    "game of its own" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, NULL,
	"       hearts-deal [file]\n"
	"       hearts-deal -N count [-w condition] [-L limit] [-B nodes] "
	"[-n players]\n"
	"                   [-r preset] [-o name=value] [-s seed]\n"
	"       hearts-deal -x [-w condition] [-N count] [-B nodes] "
	"[file ...]\n",
	"Start a new game and deal hand 1, or deal the next hand "
	"of the game in file\n(or stdin).  Writes the record to "
	"stdout.\n",
	"Options: players=2..5 queen-breaks-hearts=yes|no "
	"moon=add|subtract|none\n"
	"         jack-of-diamonds=on|off target=N|none "
	"tie=play-on|share\n"
	"         and the later options of hearts-rules(7)\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

/*
 * Each -w condition, compiled for the rules; a usage error at the word
 * that is wrong.
 */
static void
compile(struct hearts_cond *c, char **where, int nwhere,
    const struct hearts_rules *rules)
{
	struct hearts_error e;
	int		 i;

	hearts_cond_init(c);
	for (i = 0; i < nwhere; i++)
		if (hearts_cond_add(c, where[i], rules, &e) == -1)
			tool_usage_error(usage, "-w: %s", e.msg);
}

/*
 * Whether a deal that its cards may let meet c does, solving its
 * values: a budget spent before they settle it ends the program, since
 * passing over the deals the solver finds hard would keep the rest
 * unevenly.  what: the deal, for the message.
 */
static bool
judge(const struct hearts_cond *c, const struct hearts_rules *rules,
    long hand, const hearts_cards *hands, hearts_cards aside,
    const char *what)
{
	struct hearts_error e;
	long		 nodes = 0;
	int		 rc;

	if (!hearts_cond_solves(c))
		return true;
	if (solver == NULL && (solver = hearts_solver_new(HEARTS_SOLVE_MEMORY,
	    &e)) == NULL)
		tool_fail(&e);
	/* 0 is no limit to the library; a budget spent is spent. */
	rc = budget > 0 ? hearts_cond_judge(c, rules, hand, hands, aside,
	    solver, budget, &nodes, &e) : HEARTS_COND_UNDECIDED;
	budget -= nodes;
	solved++;
	if (rc == -1)
		tool_fail(&e);
	if (rc == HEARTS_COND_UNDECIDED)
		errx(HEARTS_EXIT_UNMET, "%s: the budget of %ld positions ran out "
		    "before its values were found, %ld deals solved before it; "
		    "-B searches more", what, budget_all, solved - 1);
	return rc == 1;
}

/*
 * -N: the first hands of count games that meet the condition, found
 * among the candidates of the seed; written once all are found, so
 * that a search cut short by the limit writes nothing.
 */
static void
search(const struct hearts_rules *rules, const struct hearts_cond *c,
    uint64_t seed, long count, long limit)
{
	struct hearts_search s;
	struct hearts_game game;
	struct hearts_error e;
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside;
	long		 found, i;
	char		 what[64];

	if ((seeds = calloc((size_t)count, sizeof(*seeds))) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);

	hearts_search_init(&s, c, rules, seed, limit);
	for (found = 0; found < count; ) {
		if (hearts_search_next(&s, &seeds[found], hands, &aside) == 0)
			errx(HEARTS_EXIT_UNMET, "found %ld of %ld deals that meet the "
			    "condition among the first %ld candidates of seed "
			    "%llu; -L tries more", found, count, s.tried,
			    (unsigned long long)seed);
		snprintf(what, sizeof(what), "candidate %ld", s.tried - 1);
		if (judge(c, rules, 1, hands, aside, what))
			found++;
	}
	for (i = 0; i < count; i++) {
		hearts_game_init(&game, rules);
		game.seeded = true;
		game.seed = seeds[i];
		if (hearts_game_deal(&game, &e) == -1)
			tool_fail(&e);
		if (hearts_record_write(stdout, &game) == -1)
			err(HEARTS_EXIT_IOERR, "stdout");
		hearts_game_free(&game);
	}
	free(seeds);
	seeds = NULL;
	hearts_solver_free(solver);
	tool_close_stdout();
}

/*
 * -x: every hand of every record of a file (NULL: stdin) as a game of
 * its own, if it meets the condition; *left counts down what -N allows.
 */
static void
extract(const char *path, char **where, int nwhere, long *left)
{
	struct hearts_reader rd;
	struct hearts_game g, deal;
	struct hearts_rules compiled;
	struct hearts_cond c;
	struct hearts_error e;
	const struct hearts_hand *h;
	const char	*name = path == NULL ? "<stdin>" : path;
	char		 at[64], what[512];
	bool		 have = false;
	long		 i;
	int		 rc = 0;
	FILE		*in = stdin;

	if (path != NULL && strcmp(path, "-") != 0 &&
	    (in = fopen(path, "r")) == NULL)
		err(HEARTS_EXIT_NOINPUT, "%s", path);
	hearts_reader_init(&rd, in);
	while (*left > 0 && (rc = hearts_record_read(&rd, &g, &e)) == 1) {
		/* Conditions speak of seats and cards: compiled for the rules. */
		if (!have || memcmp(&compiled, &g.rules, sizeof(compiled)) != 0) {
			compile(&c, where, nwhere, &g.rules);
			compiled = g.rules;
			have = true;
		}
		for (i = 0; i < g.nhands && *left > 0; i++) {
			h = &g.hands[i];
			if (hearts_game_deal_record(&g, i, &deal, &e) == -1) {
				warnx("%s:%ld: %s", name, g.first_line, e.msg);
				exit(hearts_error_exit(&e));
			}
			snprintf(what, sizeof(what), "%s:%ld: hand %ld", name,
			    g.first_line, h->number);
			if (hearts_cond_eval(&c, h->dealt, h->aside) &&
			    judge(&c, &g.rules, h->number, h->dealt, h->aside,
			    what)) {
				if (hearts_record_write(stdout, &deal) == -1)
					err(HEARTS_EXIT_IOERR, "stdout");
				(*left)--;
			}
			hearts_game_free(&deal);
		}
		hearts_game_free(&g);
	}
	if (rc == -1) {
		if (e.line > 0)
			warnx("%s:%ld: %s%s", name, e.line,
			    tool_where(&e, at, sizeof(at)), e.msg);
		else
			warnx("%s: %s", name, e.msg);
		exit(hearts_error_exit(&e));
	}
	hearts_reader_free(&rd);
	if (in != stdin)
		fclose(in);
}

int
main(int argc, char *argv[])
{
	struct stat	 sb;
	struct hearts_rules rules;
	struct hearts_game game;
	struct hearts_error e;
	static struct tool_rule_args ra;
	const char	*seed = NULL, *file = NULL, *in = NULL;
	const char	*errstr;
	static char	*where[64];
	struct hearts_cond cond;
	bool		 newgame = false, extracting = false;
	long		 count = 0, limit = LIMIT_DEFAULT;
	int		 ch, nwhere = 0, i;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		if (tool_rule_option(ch, optarg, &ra)) {
			newgame = true;
			continue;
		}
		switch (ch) {
		case 'f':
			file = optarg;
			break;
		case 's':
			seed = optarg;
			break;
		case 'B':
			budget = (long)strtonum(optarg, 1, INT64_MAX / 2, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-B %s: the budget is a "
				    "number of positions, from 1 to %lld",
				    tool_shown(optarg), (long long)(INT64_MAX / 2));
			budget_all = budget;
			budget_given = true;
			break;
		case 'L':
			limit = (long)strtonum(optarg, 1, INT64_MAX / 2, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-L %s: the limit is a "
				    "number of candidates, from 1",
				    tool_shown(optarg));
			break;
		case 'N':
			count = (long)strtonum(optarg, 1, COUNT_MAX, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-N %s: the count is 1 "
				    "to %d deals", tool_shown(optarg),
				    COUNT_MAX);
			break;
		case 'w':
			if (nwhere == (int)(sizeof(where) / sizeof(where[0])))
				tool_usage_error(usage, "-w: at most %d "
				    "conditions; join them with and",
				    (int)(sizeof(where) / sizeof(where[0])));
			where[nwhere++] = optarg;
			break;
		case 'x':
			extracting = true;
			break;
		}
		if (ch != 'f' && ch != 'x' && ch != 'w' && ch != 'N' &&
		    ch != 'L' && ch != 'B')
			newgame = true;
	}
	argc -= optind;
	argv += optind;

	if (extracting) {
		if (newgame || file != NULL || limit != LIMIT_DEFAULT)
			tool_usage_error(usage, "-x reads the deals of "
			    "records: no -f, -L, -n, -o, -r or -s");
		count = count == 0 ? LONG_MAX : count;
		if (argc == 0)
			extract(NULL, where, nwhere, &count);
		for (i = 0; i < argc; i++)
			extract(argv[i], where, nwhere, &count);
		hearts_solver_free(solver);
		tool_close_stdout();
		return HEARTS_EXIT_OK;
	}
	if (count > 0 || nwhere > 0 || limit != LIMIT_DEFAULT ||
	    budget_given) {
		if (file != NULL || argc > 0)
			tool_usage_error(usage, "-N, -w, -L and -B deal new "
			    "games to stdout: no -f and no file to read");
		tool_rules(usage, &rules, &ra);
		compile(&cond, where, nwhere, &rules);
		search(&rules, &cond, seed != NULL ? tool_seed_option(usage,
		    "-s", seed) : hearts_seed_random(), count > 0 ? count : 1,
		    limit);
		return HEARTS_EXIT_OK;
	}
	tool_check_inplace(usage, file);
	if (argc > 1 || (newgame && argc > 0) || (file != NULL && argc > 0)) {
		warnx(newgame ? "options -n, -o, -r and -s start a new game "
		    "and read no record" : "one record file at a time, "
		    "with -f or as an operand");
		usage(HEARTS_EXIT_USAGE);
	}

	if (argc == 1)
		in = argv[0];
	else if (file != NULL)
		in = file;
	/* No options and a terminal or nothing at all on stdin: a new game. */
	if (!newgame && (in != NULL || (!isatty(STDIN_FILENO) &&
	    fcntl(STDIN_FILENO, F_GETFD) != -1)) &&
	    tool_read_game(in, &game) == 1) {
		if (hearts_game_deal(&game, &e) == -1)
			tool_fail(&e);
		tool_output(file, &game);
		hearts_game_free(&game);
		return HEARTS_EXIT_OK;
	}

	tool_rules(usage, &rules, &ra);
	/* A new game never overwrites one kept in a file. */
	if (file != NULL && stat(file, &sb) == 0 && S_ISREG(sb.st_mode) &&
	    sb.st_size > 0)
		errx(HEARTS_EXIT_REFUSED, "%s holds a game already; to start a "
		    "new one there, remove it first", tool_shown(file));
	hearts_game_init(&game, &rules);
	game.seeded = true;
	if (seed != NULL) {
		game.seed = (uint64_t)strtonum(seed, 0, HEARTS_SEED_MAX, &errstr);
		if (errstr != NULL) {
			tool_usage_error(usage, "-s %s: the seed is a whole "
			    "number from 0 to %lld", tool_shown(seed),
			    (long long)HEARTS_SEED_MAX);
		}
	} else
		game.seed = hearts_seed_random();
	if (hearts_game_deal(&game, &e) == -1)
		tool_fail(&e);
	tool_output(file, &game);
	hearts_game_free(&game);
	return HEARTS_EXIT_OK;
}
