/*
 * hearts-pass: record the cards seats pass; the cards change hands once
 * every seat has chosen.
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
	options, "[file] seat card ... [seat card ...]",
	"       hearts-pass -b seats=bot [-S seed] [-f file | file]\n",
	"Read a game record from file (or stdin), record the cards "
	"each named seat\npasses, and write the record to stdout.  "
	"The cards change hands when every\nseat has passed.  "
	"Three cards a seat (one with two players).  The first\n"
	"operand is the file if it is - or neither a seat nor a "
	"card: write ./N for a\nfile named N.\n",
	"Example: hearts-pass game N QS KS AH > next\n"
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
	hearts_cards	 cards[HEARTS_MAX_PLAYERS] = { 0 };
	hearts_card	 c;
	unsigned int	 named = 0;
	char		 name[HEARTS_CARD_NAME];
	struct tool_bots bots = { .count = 0 };
	const char	*file = NULL, *in;
	int		 ch, i, seat = -1, s;
	bool		 seen;

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
	if ((in = tool_record_operand(usage, &argc, &argv, true)) != NULL &&
	    file != NULL)
		tool_usage_error(usage, "one record file at a time, with -f or "
		    "as an operand");
	if (argc == 0 && bots.count == 0)
		tool_usage_error(usage, "name a seat and the cards it passes");

	/*
	 * What the words are needs no record: a bad one is a usage error
	 * whatever the input holds, or if it holds nothing.  Seats are
	 * letters, cards two or more characters: never confused.
	 */
	for (i = 0, seen = false; i < argc; i++) {
		if (hearts_seat_parse(argv[i], HEARTS_MAX_PLAYERS) != -1)
			seen = true;
		else if (hearts_card_parse(argv[i]) == HEARTS_NO_CARD)
			tool_usage_error(usage, "'%s' is neither a seat nor a "
			    "card (cards are written 2C, TD, QS; or 10h, "
			    "Q\xe2\x99\xa0)", tool_shown(argv[i]));
		else if (!seen)
			tool_usage_error(usage, "name the seat before its "
			    "cards");
	}

	tool_read_record(file != NULL ? file : in, &game);
	for (i = 0; i < argc; i++) {
		if ((s = hearts_seat_parse(argv[i], game.rules.players)) != -1) {
			if (named & (1u << s))
				tool_usage_error(usage, "%c is named twice",
				    hearts_seat_name(s));
			named |= 1u << s;
			seat = s;
			continue;
		}
		if (hearts_seat_parse(argv[i], HEARTS_MAX_PLAYERS) != -1)
			tool_usage_error(usage, "%s: no such seat in a game of "
			    "%d", tool_shown(argv[i]), game.rules.players);
		/* A card, after a seat: the words were read above. */
		c = hearts_card_parse(argv[i]);
		if (cards[seat] & hearts_card_bit(c)) {
			hearts_card_name(c, name);
			errx(HEARTS_EXIT_REFUSED, "%c passes %s twice",
			    hearts_seat_name(seat), name);
		}
		cards[seat] |= hearts_card_bit(c);
	}
	for (s = 0; s < game.rules.players; s++) {
		if ((named & (1u << s)) == 0)
			continue;
		if (cards[s] == 0)
			tool_usage_error(usage, "%c passes no cards",
			    hearts_seat_name(s));
		if (hearts_game_pass(&game, s, cards[s], &e) == -1)
			tool_fail(&e);
	}
	tool_bots_run(usage, &game, &bots);
	tool_output(file, &game);
	hearts_game_free(&game);
	return HEARTS_EXIT_OK;
}
