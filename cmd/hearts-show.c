/*
 * hearts-show: draw a game record for a person, where it stands now or
 * the whole game trick by trick.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "tool.h"

static const struct tool_option options[] = {
	{ 'a', "all", NULL, "the whole game, hand by hand and trick by "
	    "trick" },
	{ 'c', "colour", NULL, "colour, even when not on a terminal" },
	{ 'p', "plain", NULL, "plain ASCII: no colour, suit letters" },
	{ 's', "seat", "seat", "show only what that seat may see" },
	TOOL_OPTION_SYMBOLS,
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file]", NULL,
	"Draw the game in file (or stdin) for a person: the hands "
	"by suit, the trick\non the table, the points taken, the "
	"scores.  Suit symbols when the locale's\ncharacter set is "
	"UTF-8, letters otherwise; colour on a terminal unless\n"
	"NO_COLOR is set.\n",
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
	struct hearts_game game;
	struct hearts_show show;
	const char	*seat = NULL;
	bool		 all = false, plain = false, coloured = false;
	int		 ch, suits = 0, symbols = -1, colour = -1, rc;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'a':
			all = true;
			break;
		case 'c':
			colour = 1;
			coloured = true;
			break;
		case 'l':
			symbols = 0;
			suits++;
			break;
		case 'p':
			symbols = colour = 0;
			plain = true;
			break;
		case 's':
			seat = optarg;
			break;
		case 'u':
			symbols = 1;
			suits++;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1)
		tool_usage_error(usage, "one record file at a time");
	if (suits > 1 || (plain && (suits > 0 || coloured)))
		tool_usage_error(usage, "-u and -l choose the suits, -p plain "
		    "ASCII: give one of them");
	tool_show_style(&show, symbols, colour);
	show.seat = -1;

	tool_read_record(argc == 1 ? argv[0] : NULL, &game);
	if (seat != NULL &&
	    (show.seat = hearts_seat_parse(seat, game.rules.players)) == -1)
		tool_usage_error(usage, "-s %s: no such seat in a game of %d",
		    tool_shown(seat), game.rules.players);
	if (seat != NULL && game.view >= 0 && show.seat != game.view)
		errx(HEARTS_EXIT_REFUSED, "this is %c's view: it does not show "
		    "what %c sees", hearts_seat_name(game.view),
		    hearts_seat_name(show.seat));
	rc = all ? hearts_show_game(stdout, &game, &show) :
	    hearts_show_position(stdout, &game, &show);
	if (rc == -1)
		err(HEARTS_EXIT_IOERR, "stdout");
	tool_close_stdout();
	hearts_game_free(&game);
	return HEARTS_EXIT_OK;
}
