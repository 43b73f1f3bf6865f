/*
 * input.c: what the person types into hearts(6): a line read with a
 * limit, then a command, a card or the cards to pass.
 */
#include <ctype.h>
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

static void
undo(struct play *p)
{
	struct hearts_error e;
	struct hearts_state st;
	int		 before = p->game.hands[p->game.nhands - 1].nplayed, kept;

	if (!p->can_undo) {
		puts("nothing to undo: only your last card can be taken back, "
		    "once");
		return;
	}
	if ((kept = hearts_game_undo(&p->game, p->person, &e)) == -1) {
		say(p, "%s", e.msg);
		return;
	}
	p->can_undo = false;
	play_save(p);
	(void)where(p, &st);
	if (p->drawn > st.trick)
		p->drawn = st.trick;
	/* A count said to a person agrees with it: 1 card, 2 cards. */
	if (before - kept - 1 == 0)
		puts("took back your card");
	else
		printf("took back your card and the %d card%s played after "
		    "it\n", before - kept - 1, before - kept - 1 == 1 ? "" :
		    "s");
}

/* The cards a line names, or HEARTS_NO_CARD if a word names none. */
static int
read_cards(const struct play *p, char **words, int nwords, hearts_cards *cards)
{
	hearts_card	 c;
	char		 name[HEARTS_CARD_NAME];
	int		 i;

	*cards = 0;
	for (i = 0; i < nwords; i++) {
		if ((c = hearts_card_parse(words[i])) == HEARTS_NO_CARD) {
			printf("'%s' is neither a card nor a command "
			    "(help lists them)\n", tool_shown(words[i]));
			return -1;
		}
		if (*cards & hearts_card_bit(c)) {
			hearts_card_name(c, name);
			say(p, "%s is named twice", name);
			return -1;
		}
		*cards |= hearts_card_bit(c);
	}
	return 0;
}

/*
 * A card the person does not hold, refused as every other card is: with
 * the cards they may play (the library's refusal names the seat alone,
 * as a record's reader would).  True if it was refused.
 */
static bool
not_held(const struct play *p, hearts_cards card)
{
	struct hearts_state st;
	char		 name[HEARTS_CARD_NAME], legal[64];

	(void)where(p, &st);
	if (st.held[p->person] & card)
		return false;
	hearts_card_name(hearts_cards_lowest(card), name);
	hearts_cards_format(hearts_state_legal(&st), legal, sizeof(legal));
	say(p, "%s: you do not hold it; legal: %s", name, legal);
	return true;
}

/* A line of the person's: a command, a card, or the cards to pass. */
enum turn
person(struct play *p, char *line)
{
	struct hearts_error e;
	enum hearts_game_phase phase = where(p, NULL);
	hearts_cards	 cards;
	char		*words[HEARTS_MAX_TRICKS + 1], *w, *cmd;
	int		 nwords = 0;

	for (w = strtok(line, " \t\r\n,"); w != NULL;
	    w = strtok(NULL, " \t\r\n,")) {
		if (nwords == HEARTS_MAX_TRICKS + 1) {
			puts("too many words: one card, or the cards to pass");
			return TURN_AGAIN;
		}
		words[nwords++] = w;
	}
	if (nwords == 0)
		return TURN_DRAW;
	for (cmd = words[0]; *cmd != '\0'; cmd++)
		*cmd = (char)tolower((unsigned char)*cmd);
	cmd = words[0];
	if (nwords == 1 && (strcmp(cmd, "quit") == 0 || strcmp(cmd, "q") == 0 ||
	    strcmp(cmd, "exit") == 0))
		return TURN_QUIT;
	if (nwords == 1 && (strcmp(cmd, "help") == 0 || strcmp(cmd, "?") == 0)) {
		help(p);
		return TURN_AGAIN;
	}
	if (nwords == 1 && strcmp(cmd, "hint") == 0) {
		hint(p);
		return TURN_AGAIN;
	}
	if (nwords == 1 && strcmp(cmd, "show") == 0) {
		show_taken(p);
		show_scores(p);
		return TURN_AGAIN;
	}
	if (nwords == 1 && (strcmp(cmd, "score") == 0 ||
	    strcmp(cmd, "scores") == 0 || strcmp(cmd, "table") == 0)) {
		show_scores(p);
		return TURN_AGAIN;
	}
	if (nwords == 1 && strcmp(cmd, "undo") == 0) {
		if (phase == HEARTS_GAME_PASS) {
			puts("nothing to undo: no card of yours is played in "
			    "this hand");
			return TURN_AGAIN;
		}
		undo(p);
		return p->can_undo ? TURN_AGAIN : TURN_DRAW;
	}
	/* What the hint says, "pass QS KS AS" or "play 5C", is a move too. */
	if (strcmp(cmd, "pass") == 0 || strcmp(cmd, "play") == 0) {
		if (strcmp(cmd, "pass") == 0 && phase != HEARTS_GAME_PASS) {
			puts("the cards are passed: play one card");
			return TURN_AGAIN;
		}
		if (strcmp(cmd, "play") == 0 && phase == HEARTS_GAME_PASS) {
			printf("pass %d card%s first: play begins once every "
			    "seat has passed\n",
			    hearts_pass_count(p->game.rules.players),
			    hearts_pass_count(p->game.rules.players) == 1 ?
			    "" : "s");
			return TURN_AGAIN;
		}
		if (nwords == 1) {
			printf("%s what? name the card%s after it\n", cmd,
			    phase == HEARTS_GAME_PASS &&
			    hearts_pass_count(p->game.rules.players) > 1 ?
			    "s" : "");
			return TURN_AGAIN;
		}
		nwords--;
		memmove(words, words + 1, (size_t)nwords * sizeof(words[0]));
	}
	if (read_cards(p, words, nwords, &cards) == -1)
		return TURN_AGAIN;
	if (phase == HEARTS_GAME_PASS) {
		if (hearts_game_pass(&p->game, p->person, cards, &e) == -1) {
			say(p, "%s", e.msg);
			return TURN_AGAIN;
		}
		p->passed = true;
	} else {
		if (nwords > 1) {
			puts("one card at a time");
			return TURN_AGAIN;
		}
		if (not_held(p, cards))
			return TURN_AGAIN;
		if (hearts_game_play(&p->game, hearts_cards_lowest(cards),
		    &e) == -1) {
			say(p, "%s", e.msg);
			return TURN_AGAIN;
		}
		p->can_undo = true;
	}
	play_save(p);
	return TURN_MOVED;
}

/*
 * Reads one line of the person's into buf (size bytes, INPUT_MAX + 2),
 * without its newline.  Returns its length, or -1 at the end of the
 * input.  A NUL byte, or a line past INPUT_MAX bytes, is refused as soon
 * as it is read, so that the game never reads on into input that may
 * never end (/dev/zero); the game is saved after every move, so the
 * refusal loses nothing.
 */
static long
read_input(char *buf, size_t size)
{
	static long	 lineno;
	size_t		 len = 0;
	int		 c;

	lineno++;
	while ((c = getchar()) != EOF && c != '\n') {
		if (c == '\0')
			errx(HEARTS_EXIT_DATA, "<stdin>:%ld: the line holds a NUL "
			    "byte: this is not text", lineno);
		if (len == INPUT_MAX || len + 1 >= size)
			errx(HEARTS_EXIT_DATA, "<stdin>:%ld: the line is longer "
			    "than %d bytes", lineno, INPUT_MAX);
		buf[len++] = (char)c;
	}
	if (c == EOF && ferror(stdin))
		err(HEARTS_EXIT_IOERR, "stdin");
	buf[len] = '\0';
	return c == EOF && len == 0 ? -1 : (long)len;
}

/* Asks the person for a line; NULL at the end of the input. */
char *
ask(struct play *p, char **line, size_t *size)
{
	const struct hearts_hand *h = &p->game.hands[p->game.nhands - 1];
	static char	 shown[INPUT_MAX * 4 + 1];
	int		 n = p->game.rules.players;
	long		 len;

	if (where(p, NULL) == HEARTS_GAME_PASS)
		printf("Pass %d card%s to %c: ", hearts_pass_count(n),
		    hearts_pass_count(n) == 1 ? "" : "s",
		    hearts_seat_name(hearts_pass_target(n, h->pass, p->person)));
	else
		fputs("Your card: ", stdout);
	if (fflush(stdout) == EOF)
		err(HEARTS_EXIT_IOERR, "stdout");
	/* One buffer, the longest line: no allocation can fail later. */
	if (*line == NULL) {
		if ((*line = malloc(INPUT_MAX + 2)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		*size = INPUT_MAX + 2;
	}
	if ((len = read_input(*line, *size)) == -1) {
		fputc('\n', stdout);
		return NULL;
	}
	/* Piped input is shown, its escape sequences never sent raw. */
	if (p->echo)
		printf("%s\n", hearts_escaped(*line, (size_t)len, (size_t)len,
		    shown, sizeof(shown)));
	return *line;
}
