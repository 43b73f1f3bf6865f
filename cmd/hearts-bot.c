/*
 * hearts-bot: a built-in player behind the bot contract: a seat's view
 * (or a whole record) on stdin, its choice on stdout.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "tool.h"

#define STRING(x)	#x
#define DEFAULT_BUDGET	STRING_OF(HEARTS_BOT_BUDGET)
#define STRING_OF(x)	STRING(x)

static const struct tool_option options[] = {
	{ 'b', "bot", "bot", "random, simple, strong (the default) or "
	    "expert" },
	TOOL_OPTION_LEVEL,
	{ 'H', "hint", NULL, "follow the choice with a reason a person can "
	    "read" },
	{ 'n', "budget", "deals", "deals the strong or expert bot samples for "
	    "each card (default " DEFAULT_BUDGET ")" },
	{ 's', "seed", "seed", "the bot's random draws from seed, so the same "
	    "choice comes again" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file]", NULL,
	"Read a seat's view of a game (or a whole record) from "
	"file or stdin and\nwrite the choice of the seat to move: "
	"the cards to pass while passing, the\ncard to play while "
	"playing.\n",
	"A level is a bot and its budget: -L casual is -b simple, -L club "
	"is\n-b strong -n 25; -L and -b (or -n) together are refused.\n"
	"Example: hearts-view < game | hearts-bot -L casual\n"
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
	struct hearts_bot bot;
	hearts_cards	 choice;
	const struct tool_level *level = NULL;
	const char	*name = "strong", *errstr;
	char		 list[64], why[HEARTS_BOT_REASON];
	uint64_t	 seed = 0;
	bool		 seeded = false, hint = false, named = false, sized = false;
	int		 ch, budget = HEARTS_BOT_BUDGET;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'b':
			name = optarg;
			named = true;
			break;
		case 'L':
			level = tool_level_option(usage, optarg);
			break;
		case 'H':
			hint = true;
			break;
		case 'n':
			budget = (int)strtonum(optarg, 1, HEARTS_BOT_BUDGET_MAX,
			    &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-n %s: the budget is a "
				    "number of deals from 1 to %d",
				    tool_shown(optarg), HEARTS_BOT_BUDGET_MAX);
			sized = true;
			break;
		case 's':
			seed = tool_seed_option(usage, "-s", optarg);
			seeded = true;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1)
		tool_usage_error(usage, "one record file at a time");
	/* A level is a bot and its budget: not one of them changed. */
	if (level != NULL && (named || sized))
		tool_usage_error(usage, "-L %s and %s: the level is a bot and "
		    "its budget; give one or the other", level->name,
		    named ? "-b" : "-n");
	if (level != NULL) {
		name = level->bot;
		budget = level->budget;
	}
	if (hearts_bot_init(&bot, name, seeded ? seed :
	    hearts_seed_random()) == -1)
		tool_usage_error(usage, "-b %s: no such bot (the bots are "
		    "random, simple, strong and expert)", tool_shown(name));
	bot.budget = budget;

	tool_read_record(argc == 1 ? argv[0] : NULL, &game);
	if (hearts_bot_game_choose(&bot, &game, -1, &choice, why, &e) == -1)
		tool_fail(&e);
	hearts_cards_format(choice, list, sizeof(list));
	if (hint)
		printf("%s: %s\n", list, why);
	else
		printf("%s\n", list);
	tool_close_stdout();
	hearts_game_free(&game);
	return HEARTS_EXIT_OK;
}
