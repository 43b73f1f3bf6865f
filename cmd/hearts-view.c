/*
 * hearts-view: write one seat's view of a game, the record as that seat
 * may know it, for a bot to read.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "tool.h"

static const struct tool_option options[] = {
	{ 's', "seat", "seat", "the seat whose view to write; default: the "
	    "seat to move" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file]", NULL,
	"Read a game record from file or stdin and write one "
	"seat's view of it to\nstdout: the same record with the "
	"cards that seat cannot see written ??.\n",
	"Example: hearts-view -s E < game | ./mybot\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

int
main(int argc, char *argv[])
{
	struct hearts_game game;
	const char	*name = NULL;
	int		 ch, seat;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 's':
			name = optarg;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1)
		tool_usage_error(usage, "one record file at a time");

	tool_read_record(argc == 1 ? argv[0] : NULL, &game);
	if (name == NULL && game.view >= 0)
		seat = game.view;
	else if (name == NULL) {
		if ((seat = hearts_game_to_move(&game)) == -1)
			tool_usage_error(usage, "no seat is to move: name one "
			    "with -s");
	} else if ((seat = hearts_seat_parse(name, game.rules.players)) == -1)
		tool_usage_error(usage, "-s %s: no such seat in a game of %d",
		    tool_shown(name), game.rules.players);
	if (game.view >= 0 && seat != game.view)
		errx(HEARTS_EXIT_REFUSED, "this is %c's view: it cannot show "
		    "what %c sees", hearts_seat_name(game.view),
		    hearts_seat_name(seat));
	if (hearts_record_write_view(stdout, &game, seat) == -1)
		err(HEARTS_EXIT_IOERR, "stdout");
	tool_close_stdout();
	hearts_game_free(&game);
	return HEARTS_EXIT_OK;
}
