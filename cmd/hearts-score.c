/*
 * hearts-score: score a finished hand into the record, or show the
 * scores as a table for a person.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "tool.h"

static void __attribute__((noreturn))
usage(int status)
{
	FILE	*out = status == 0 ? stdout : stderr;

	fprintf(out, "usage: hearts-score [-t] [file]\n"
	    "       hearts-score -f file\n");
	if (status == 0) {
		fprintf(out, "\n"
		    "Read a game record from file or stdin, score its "
		    "finished hand, and write\nthe record to stdout; when "
		    "the game ends, name the winner.\n\n"
		    "  -f file         score the record in file, updating it "
		    "in place\n"
		    "  -t              print a score table for a person "
		    "instead of the record\n"
		    "  -h, --help      print this help and exit\n"
		    "  -V, --version   print the version and exit\n\n"
		    "See hearts-score(1) and hearts(5).\n");
		tool_close_stdout();
	}
	exit(status);
}

int
main(int argc, char *argv[])
{
	static const struct option longopts[] = {
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	static const struct hearts_show plain = { false, false, -1 };
	struct hearts_game game;
	struct hearts_error e;
	const char	*file = NULL;
	bool		 table = false, inplace = false;
	int		 ch;

	while ((ch = getopt_long(argc, argv, "f:htV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'f':
			file = optarg;
			inplace = true;
			break;
		case 'h':
			usage(HEARTS_EXIT_OK);
		case 't':
			table = true;
			break;
		case 'V':
			tool_version();
		default:
			usage(HEARTS_EXIT_USAGE);
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
