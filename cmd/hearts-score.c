/*
 * hearts-score: score a finished hand into the record, or show the
 * scores as a table for a person.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "tool.h"

static const struct tool_option options[] = {
	{ 'f', "file", "file", "score the record in file, updating it in "
	    "place" },
	{ 't', "table", NULL, "print a score table for a person instead of "
	    "the record" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file]", NULL,
	"Read a game record from file or stdin, score its "
	"finished hand, and write\nthe record to stdout; when "
	"the game ends, name the winner.\n",
	NULL
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

int
main(int argc, char *argv[])
{
	static const struct hearts_show plain = { false, false, -1 };
	struct hearts_game game;
	struct hearts_error e;
	const char	*file = NULL;
	bool		 table = false, inplace = false;
	int		 ch;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'f':
			file = optarg;
			inplace = true;
			break;
		case 't':
			table = true;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	tool_check_inplace(usage, file);
	if (argc > 1 || (file != NULL && argc > 0))
		tool_usage_error(usage, "one record file at a time");
	if (file != NULL && table)
		tool_usage_error(usage, "-t prints a table and changes no "
		    "file: it does not go with -f");
	if (argc == 1)
		file = argv[0];

	tool_read_record(file, &game);
	if (table) {
		/* A person asking for the table wants it whatever the phase. */
		if (hearts_game_where(&game, NULL) == HEARTS_GAME_SCORE &&
		    hearts_game_score(&game, &e) == -1)
			tool_fail(&e);
		if (hearts_show_scores(stdout, &game, &plain) == -1)
			err(HEARTS_EXIT_IOERR, "stdout");
		tool_close_stdout();
	} else {
		if (hearts_game_score(&game, &e) == -1)
			tool_fail(&e);
		tool_output(inplace ? file : NULL, &game);
	}
	hearts_game_free(&game);
	return HEARTS_EXIT_OK;
}
