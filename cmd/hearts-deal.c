/*
 * hearts-deal: start a game and deal its first hand, or deal the next
 * hand of a game read from a record.
 */
#include <sys/stat.h>

#include <err.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status,
	    "usage: hearts-deal [-f file] [-n players] [-r preset] "
	    "[-o name=value] [-s seed]\n"
	    "       hearts-deal [file]\n",
	    "\n"
	    "Start a new game and deal hand 1, or deal the next hand "
	    "of the game in file\n(or stdin).  Writes the record to "
	    "stdout.\n\n"
	    "  -f file         update file in place: deal its next "
	    "hand, or write the\n"
	    "                  new game there\n"
	    "  -n players      2, 3, 4 or 5 (same as -o players=N)\n"
	    "  -r preset       standard, black-lady, omnibus, "
	    "moon-down, session,\n"
	    "                  two-player, three-player, five-player\n"
	    "  -o name=value   set one rule option; may be repeated\n"
	    "  -s seed         deal from this seed (0 to 9223372036854775807); "
	    "random if not given\n",
	    "Options: players=2..5 queen-breaks-hearts=yes|no "
	    "moon=add|subtract\n"
	    "         jack-of-diamonds=on|off target=N|none "
	    "tie=play-on|share\n");
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
	bool		 newgame = false;
	int		 ch;

	while ((ch = tool_getopt(argc, argv, "f:hn:o:r:s:V", NULL, usage)) != -1) {
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
		}
		if (ch != 'f')
			newgame = true;
	}
	argc -= optind;
	argv += optind;
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
