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
	{ 'c', "colour", NULL, "colour and suit symbols, even when not on a "
	    "terminal" },
	{ 'p', "plain", NULL, "plain ASCII, even on a terminal" },
	{ 's', "seat", "seat", "show only what that seat may see" },
	{ 'u', "symbols", NULL, "suit symbols, even when not on a terminal" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file]", NULL,
	"Draw the game in file (or stdin) for a person: the hands "
	"by suit, the trick\non the table, the points taken, the "
	"scores.  Suit symbols and colour on a\nterminal, plain "
	"ASCII otherwise or when NO_COLOR is set.\n",
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
	const char	*seat = NULL, *no_colour;
	bool		 all = false, fancy;
	int		 ch, forced = 0, rc;

	/* On a terminal a person reads it: symbols and colour, unless
	 * NO_COLOR (https://no-color.org) asks for none. */
	no_colour = getenv("NO_COLOR");
	fancy = isatty(STDOUT_FILENO) && (no_colour == NULL || *no_colour == '\0');
	show.unicode = show.colour = fancy;
	show.seat = -1;
	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'a':
			all = true;
			break;
		case 'c':
			show.unicode = show.colour = true;
			forced++;
			break;
		case 'p':
			show.unicode = show.colour = false;
			forced++;
			break;
		case 's':
			seat = optarg;
			break;
		case 'u':
			show.unicode = true;
			show.colour = false;
			forced++;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1)
		tool_usage_error(usage, "one record file at a time");
	if (forced > 1)
		tool_usage_error(usage, "-c, -p and -u choose one style: "
		    "give one of them");

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
