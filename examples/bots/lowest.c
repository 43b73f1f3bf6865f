/*
 * lowest.c: lowest.sh in C, against the installed library: it reads a
 * seat's view on stdin and writes its choice, while passing its highest
 * cards by rank, while playing its lowest legal card by rank.  Build it
 * with
 *
 *	cc -o lowest lowest.c $(pkg-config --cflags --libs libhearts)
 *
 * and seat it in a match: hearts-match -d 20 ./lowest simple simple simple
 */
#include <hearts.h>
#include <stdio.h>

/* The card of the lowest rank in a set (or the highest), by suit on a tie. */
static hearts_card
by_rank(hearts_cards set, int highest)
{
	hearts_card	 best = HEARTS_NO_CARD, c;

	for (; set != 0; set &= ~hearts_card_bit(c)) {
		c = hearts_cards_lowest(set);
		if (best == HEARTS_NO_CARD ||
		    (highest ? hearts_card_rank(c) >= hearts_card_rank(best) :
		    hearts_card_rank(c) < hearts_card_rank(best)))
			best = c;
	}
	return best;
}

int
main(void)
{
	struct hearts_reader rd;
	struct hearts_game game;
	struct hearts_error e;
	hearts_cards	 legal, choice = 0;
	hearts_card	 c;
	char		 text[64];
	int		 n, r;

	hearts_reader_init(&rd, stdin);
	r = hearts_record_read(&rd, &game, &e);
	hearts_reader_free(&rd);
	if (r != 1) {
		fprintf(stderr, "lowest: stdin:%ld: %s\n", r == 0 ? 0 : e.line,
		    r == 0 ? "no view" : e.msg);
		return 1;
	}
	if ((legal = hearts_game_legal(&game, -1)) == 0) {
		fprintf(stderr, "lowest: there is nothing for me to do\n");
		return 1;
	}
	if (hearts_game_where(&game, NULL) == HEARTS_GAME_PASS) {
		for (n = hearts_pass_count(game.rules.players); n > 0; n--) {
			c = by_rank(legal & ~choice, 1);
			choice |= hearts_card_bit(c);
		}
	} else
		choice = hearts_card_bit(by_rank(legal, 0));
	hearts_cards_format(choice, text, sizeof(text));
	printf("%s\n", text);
	hearts_game_free(&game);
	return ferror(stdout) || fflush(stdout) == EOF;
}
