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
	options, "card ...",
	"       hearts-play -b seats=bot [-f file] [-S seed] [card ...]\n",
	"Read a game record on stdin, play the cards in turn "
	"order, each by the seat\nwhose turn it is, and write the "
	"record to stdout.  If a card breaks a rule,\nnone is "
	"played and the error names the rule and the legal "
	"cards.\n",
	"Example: hearts-play 2C 9C KC 4C < game > next\n"
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
	struct tool_bots bots = { { NULL }, 0, false, 0 };
	const char	*file = NULL;
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
	if (argc == 0 && bots.count == 0)
		tool_usage_error(usage, "name the cards to play");
	for (i = 0; i < argc; i++)
		if (hearts_card_parse(argv[i]) == HEARTS_NO_CARD)
			tool_usage_error(usage, "'%s' is not a card (cards "
			    "are written 2C, TD, QS; or 10h, Q\xe2\x99\xa0)",
			    tool_shown(argv[i]));

	tool_read_record(file, &game);
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
