/*
 * hearts-play: play cards in turn, each checked against the rules.  All
 * or nothing: if one card is refused, none is played.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "tool.h"

static const struct tool_option options[] = {
	TOOL_OPTION_BOTS,
	{ 'f', "file", "file", "read the record from file and update it in "
	    "place" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file] card ...",
	"       hearts-play -b seats=bot [-S seed] [-f file | file] [card ...]\n",
	"Read a game record from file (or stdin), play the cards in "
	"turn order, each\nby the seat whose turn it is, and write "
	"the record to stdout.  If a card breaks\na rule, none is "
	"played and the error names the rule and the legal cards.\n"
	"The first operand is the file if it is - or not a card: "
	"write ./QS for a file\nnamed QS.\n",
	"Example: hearts-play game 2C 9C KC 4C > next\n"
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
	struct hearts_error e;
	hearts_card	 c;
	struct tool_bots bots = { .count = 0 };
	const char	*file = NULL, *in;
	int		 ch, i;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		if (tool_bot_option(usage, ch, optarg, &bots))
			continue;
		switch (ch) {
		case 'f':
			file = optarg;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	tool_check_inplace(usage, file);
	if ((in = tool_record_operand(usage, &argc, &argv, false)) != NULL &&
	    file != NULL)
		tool_usage_error(usage, "one record file at a time, with -f or "
		    "as an operand");
	if (argc == 0 && bots.count == 0)
		tool_usage_error(usage, "name the cards to play");
	for (i = 0; i < argc; i++)
		if (hearts_card_parse(argv[i]) == HEARTS_NO_CARD)
			tool_usage_error(usage, "'%s' is not a card (cards "
			    "are written 2C, TD, QS; or 10h, Q\xe2\x99\xa0)",
			    tool_shown(argv[i]));

	tool_read_record(file != NULL ? file : in, &game);
	for (i = 0; i < argc; i++) {
		c = hearts_card_parse(argv[i]);
		if (hearts_game_play(&game, c, &e) == -1)
			tool_fail(&e);
	}
	tool_bots_run(usage, &game, &bots);
	tool_output(file, &game);
	hearts_game_free(&game);
	return HEARTS_EXIT_OK;
}
