/*
 * hearts-bot: a built-in player behind the bot contract: a seat's view
 * (or a whole record, or a stream of them) on stdin, its choice on stdout.
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
	"playing.  A stream of views or records gets a choice\n"
	"for each, a line each.\n",
	"A level is a bot and its budget: -L casual is -b simple, -L club "
	"is\n-b strong -n 25; -L and -b (or -n) together are refused.\n"
	"Example: hearts-view < game | hearts-bot -L casual\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

/* What every record of a stream is decided with. */
struct decide {
	struct hearts_bot bot;		/* as set up: copied for each record */
	bool		 hint;
	int		 status;	/* the worst refusal, else 0 */
};

/*
 * The choice for one record of the stream, on a line of its own.  Each
 * record gets a copy of the bot as it was set up, its draws from the
 * seed, so that a record's choice is the one it gets alone; a record
 * with nothing to decide is said on stderr (with its number after the
 * first) and gets no line.
 */
static void
decide_record(void *arg, struct hearts_game *game, long k)
{
	struct decide	*d = arg;
	struct hearts_bot bot = d->bot;
	struct hearts_error e;
	hearts_cards	 choice;
	char		 list[64], why[HEARTS_BOT_REASON];
	int		 status;

	if (hearts_bot_game_choose(&bot, game, -1, &choice, why, &e) == -1) {
		if (k > 0)
			warnx("game %ld: %s", k, e.msg);
		else
			warnx("%s", e.msg);
		status = hearts_error_exit(&e);
		if (status > d->status)
			d->status = status;
		return;
	}
	hearts_cards_format(choice, list, sizeof(list));
	if (d->hint)
		printf("%s: %s\n", list, why);
	else
		printf("%s\n", list);
}

int
main(int argc, char *argv[])
{
	struct decide	 d = { .hint = false, .status = 0 };
	const struct tool_level *level = NULL;
	const char	*name = "strong", *errstr;
	uint64_t	 seed = 0;
	bool		 seeded = false, named = false, sized = false;
	int		 ch, status, budget = HEARTS_BOT_BUDGET;

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
			d.hint = true;
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
	if (hearts_bot_init(&d.bot, name, seeded ? seed :
	    hearts_seed_random()) == -1)
		tool_usage_error(usage, "-b %s: no such bot (the bots are "
		    "random, simple, strong and expert)", tool_shown(name));
	d.bot.budget = budget;

	/* A stream of records: a choice for each, as it is read. */
	status = tool_read_each(argc == 1 ? argv[0] : NULL, decide_record, &d);
	tool_close_stdout();
	if (status == HEARTS_EXIT_OK)
		status = d.status;
	return status;
}
