/*
 * game.c: unit tests of what the terminal game adds to the library:
 * taking back a seat's last card, and drawing cards and tricks.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

/* A seeded game of n players dealt, passed by the simple bot, ready to play. */
static void
start_game(struct hearts_game *g, int players, uint64_t seed)
{
	struct hearts_rules r;
	struct hearts_error e;
	struct hearts_bot b;
	int		 s;

	hearts_rules_default(&r);
	r.players = players;
	hearts_game_init(g, &r);
	g->seeded = true;
	g->seed = seed;
	CHECK_INT(hearts_game_deal(g, &e), 0);
	CHECK_INT(hearts_bot_init(&b, "simple", seed), 0);
	if (hearts_game_where(g, NULL) == HEARTS_GAME_PASS)
		for (s = 0; s < players; s++)
			CHECK_INT(hearts_bot_move(&b, g, s, NULL, &e), 0);
	CHECK_INT(hearts_game_where(g, NULL), HEARTS_GAME_PLAY);
}

/* Plays the lowest legal card of the seat to move. */
static void
play_lowest(struct hearts_game *g)
{
	struct hearts_state st;
	struct hearts_error e;

	CHECK_INT(hearts_game_where(g, &st), HEARTS_GAME_PLAY);
	CHECK_INT(hearts_game_play(g, hearts_cards_lowest(hearts_state_legal(&st)),
	    &e), 0);
}

/* A drawing into a string, through one of the show functions. */
static char *
drawn(const struct hearts_game *g, const struct hearts_show *o, int trick,
    hearts_cards cards)
{
	char	*text = NULL;
	size_t	 len;
	FILE	*f;

	if ((f = open_memstream(&text, &len)) == NULL)
		abort();
	if (trick > 0)
		CHECK_INT(hearts_show_trick(f, g, o, trick), 0);
	else
		CHECK_INT(hearts_show_cards(f, o, cards), 0);
	fclose(f);
	return text;
}

static void
test_undo(void)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_hand *h;
	struct hearts_error e;
	int		 n, seat, i, kept;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		start_game(&g, n, (uint64_t)n * 7);
		h = hearts_game_current(&g);
		/* Nobody has played: nothing to take back, for any seat. */
		for (seat = 0; seat < n; seat++)
			CHECK_INT(hearts_game_undo(&g, seat, &e), -1);
		CHECK(strstr(e.msg, "has played no card") != NULL);
		CHECK_INT(hearts_game_undo(&g, n, &e), -1);
		/* A trick and a half; the seat to move then is the one to undo. */
		for (i = 0; i < n + n / 2; i++)
			play_lowest(&g);
		seat = hearts_game_to_move(&g);
		play_lowest(&g);
		kept = h->nplayed - 1;
		/* Then the others, to the seat's next turn. */
		while (hearts_game_to_move(&g) != seat)
			play_lowest(&g);
		CHECK_INT(hearts_game_undo(&g, seat, &e), kept);
		CHECK_INT(h->nplayed, kept);
		CHECK_INT(hearts_game_to_move(&g), seat);
		/* Again: the seat's card of the trick before. */
		i = hearts_game_undo(&g, seat, &e);
		CHECK(i >= kept - 2 * n + 1 && i <= kept - 1);
		CHECK_INT(h->nplayed, i);
		CHECK_INT(hearts_game_to_move(&g), seat);
		/* Play the hand out and score it: its cards stay played. */
		while (hearts_game_where(&g, NULL) == HEARTS_GAME_PLAY)
			play_lowest(&g);
		CHECK_INT(hearts_game_score(&g, &e), 0);
		CHECK_INT(hearts_game_undo(&g, seat, &e), -1);
		CHECK(strstr(e.msg, "scored") != NULL);
		hearts_game_free(&g);
	}
	/* No hand dealt. */
	hearts_rules_default(&r);
	hearts_game_init(&g, &r);
	CHECK_INT(hearts_game_undo(&g, 0, &e), -1);
	CHECK_STR(e.msg, "no hand has been dealt");
	hearts_game_free(&g);
}

static void
test_show(void)
{
	struct hearts_show plain = { false, false, -1 }, fancy = { true, true, -1 };
	struct hearts_game g;
	char		*text;
	int		 i;

	text = drawn(NULL, &plain, 0, 0);
	CHECK_STR(text, "-");
	free(text);
	text = drawn(NULL, &plain, 0, hearts_card_bit(hearts_card_parse("QS")) |
	    hearts_card_bit(hearts_card_parse("2H")) |
	    hearts_card_bit(hearts_card_parse("TC")));
	/* In the record's suit order, C D H S, as everywhere a person reads. */
	CHECK_STR(text, "10C 2H QS");
	free(text);
	text = drawn(NULL, &fancy, 0, hearts_card_bit(hearts_card_parse("QS")) |
	    hearts_card_bit(hearts_card_parse("2H")));
	CHECK_STR(text, "\033[31m2\xe2\x99\xa5\033[0m Q\xe2\x99\xa0");
	free(text);

	/* Hand 1 of seed 2026 with the passes of hearts(5)'s example. */
	start_game(&g, 4, 2026);
	CHECK_INT(hearts_show_trick(stdout, &g, &plain, 1), -1);
	for (i = 0; i < 5; i++)
		play_lowest(&g);
	text = drawn(&g, &plain, 1, 0);
	CHECK(strncmp(text, "  trick 1: ", 11) == 0);
	CHECK(strstr(text, " took it\n") != NULL);
	free(text);
	CHECK_INT(hearts_show_trick(stdout, &g, &plain, 2), -1);
	CHECK_INT(hearts_show_trick(stdout, &g, &plain, 0), -1);
	hearts_game_free(&g);
}

void
test_game(void)
{
	test_undo();
	test_show();
}
