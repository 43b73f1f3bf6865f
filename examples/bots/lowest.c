/*
 * lowest.c: lowest.sh in C, against the installed library: it reads a
 * seat's view on stdin and writes its choice, while passing its highest
 * cards by rank, while playing its lowest legal card by rank.  With -p
 * it is a persistent bot (hearts(7)): it greets, then answers view after
 * view until its input ends.  Build it with
 *
 *	cc -o lowest lowest.c $(pkg-config --cflags --libs libhearts)
 *
 * and seat it in a match, once a decision or started once:
 *
 *	hearts-match -d 20 ./lowest simple simple simple
 *	hearts-match -d 20 'persistent:./lowest -p' simple simple simple
 */
#include <hearts.h>
#include <stdio.h>
#include <string.h>

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

/* The choice for a view, as text; 0 when the seat has nothing to do. */
static hearts_cards
choose(const struct hearts_game *game)
{
	hearts_cards	 legal, choice = 0;
	int		 n;

	if ((legal = hearts_game_legal(game, -1)) == 0)
		return 0;
	if (hearts_game_where(game, NULL) != HEARTS_GAME_PASS)
		return hearts_card_bit(by_rank(legal, 0));
	for (n = hearts_pass_count(game->rules.players); n > 0; n--)
		choice |= hearts_card_bit(by_rank(legal & ~choice, 1));
	return choice;
}

/* Persistent: one line for every view, until the input ends. */
static int
persistent(void)
{
	struct hearts_reader rd;
	struct hearts_game game;
	struct hearts_error e;
	hearts_cards	 choice;
	char		 text[64];
	int		 r;

	printf("hearts-bot 1 lowest\n");
	fflush(stdout);
	hearts_reader_init(&rd, stdin);
	while ((r = hearts_record_read(&rd, &game, &e)) != 0) {
		/* A line even for a view it cannot read, to stay in step. */
		if (r == -1) {
			fprintf(stderr, "lowest: stdin:%ld: %s\n", e.line, e.msg);
			printf("?\n");
			if (hearts_reader_skip(&rd) == 0)
				break;
		} else {
			if ((choice = choose(&game)) == 0)
				fprintf(stderr, "lowest: nothing to do\n");
			hearts_cards_format(choice, text, sizeof(text));
			printf("%s\n", choice == 0 ? "?" : text);
			hearts_game_free(&game);
		}
		if (fflush(stdout) == EOF)
			break;
	}
	hearts_reader_free(&rd);
	return ferror(stdout) != 0;
}

int
main(int argc, char *argv[])
{
	struct hearts_reader rd;
	struct hearts_game game;
	struct hearts_error e;
	hearts_cards	 choice;
	char		 text[64];
	int		 r;

	if (argc == 2 && strcmp(argv[1], "-p") == 0)
		return persistent();
	hearts_reader_init(&rd, stdin);
	r = hearts_record_read(&rd, &game, &e);
	hearts_reader_free(&rd);
	if (r != 1) {
		fprintf(stderr, "lowest: stdin:%ld: %s\n", r == 0 ? 0 : e.line,
		    r == 0 ? "no view" : e.msg);
		return 1;
	}
	if ((choice = choose(&game)) == 0) {
		fprintf(stderr, "lowest: there is nothing for me to do\n");
		return 1;
	}
	hearts_cards_format(choice, text, sizeof(text));
	printf("%s\n", text);
	hearts_game_free(&game);
	return ferror(stdout) || fflush(stdout) == EOF;
}
