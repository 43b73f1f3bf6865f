/*
 * hearts-play: play cards in turn, each checked against the rules.  All
 * or nothing: if one card is refused, none is played.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "tool.h"

static const struct option longopts[] = {
	{ "bot", required_argument, NULL, 'b' },
	{ "bot-seed", required_argument, NULL, 'S' },
	{ NULL, 0, NULL, 0 }
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status,
	    "usage: hearts-play [-b seats=bot] [-f file] [-S seed] card ...\n"
	    "       hearts-play -b seats=bot [-f file] [-S seed] [card ...]\n",
	    "\n"
	    "Read a game record on stdin, play the cards in turn "
	    "order, each by the seat\nwhose turn it is, and write the "
	    "record to stdout.  If a card breaks a rule,\nnone is "
	    "played and the error names the rule and the legal "
	    "cards.\n\n"
	    "  -b, --bot seats=bot  let a built-in bot (random, "
	    "simple, strong) move for\n"
	    "                  the seats (E=strong, NSW=simple) "
	    "until another seat must\n"
	    "                  move or the hand is played\n"
	    "  -f file         read the record from file and "
	    "update it in place\n"
	    "  -S, --bot-seed n  the bots' random draws from seed n\n",
	    "Example: hearts-play 2C 9C KC 4C < game > next\n");
}

int
main(int argc, char *argv[])
{
	struct hearts_game game;
	struct hearts_error e;
	hearts_card	 c;
	const char	*file = NULL, *bots[HEARTS_MAX_PLAYERS] = { NULL };
	uint64_t	 seed = 0;
	bool		 seeded = false;
	int		 nbots = 0;
	int		 ch, i;

	while ((ch = tool_getopt(argc, argv, "b:f:hS:V", longopts, usage)) != -1) {
		switch (ch) {
		case 'b':
			tool_bot_option(usage, optarg, bots);
			nbots++;
			break;
		case 'f':
			file = optarg;
			break;
		case 'S':
			seed = tool_seed_option(usage, "-S", optarg);
			seeded = true;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	tool_check_inplace(usage, file);
	if (argc == 0 && nbots == 0)
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
	tool_bots_run(usage, &game, bots, seeded, seed);
	tool_output(file, &game);
	hearts_game_free(&game);
	return HEARTS_EXIT_OK;
}
