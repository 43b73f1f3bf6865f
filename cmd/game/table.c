/*
 * table.c: what hearts(6) shows the person: the table before each card,
 * the tricks as they end, the exchange, the scores, help, the end.
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "game.h"

/* The state of the current hand, as the record has it. */
enum hearts_game_phase
where(const struct play *p, struct hearts_state *st)
{
	return hearts_game_where(&p->game, st);
}

/* Draws the tricks of the current hand completed since the last drawing. */
void
catch_up(struct play *p)
{
	const struct hearts_hand *h = &p->game.hands[p->game.nhands - 1];
	struct hearts_state st;

	(void)where(p, &st);
	if (h->number != p->hand) {
		p->hand = h->number;
		p->drawn = 0;
	}
	while (p->drawn < st.trick)
		(void)hearts_show_trick(stdout, &p->game, &p->show, ++p->drawn);
}

/* The table as the person sees it, and what the person may do. */
void
draw(struct play *p)
{
	struct hearts_state st;

	catch_up(p);
	fputc('\n', stdout);
	/* The scores only when a hand ends or the person asks: redrawn
	 * before every card they would fill the screen. */
	(void)hearts_show_table(stdout, &p->game, &p->show);
	/* Without colour the cards that may not be played are not dimmed. */
	if (where(p, &st) == HEARTS_GAME_PLAY && !p->show.colour) {
		fputs("  you may play: ", stdout);
		(void)hearts_show_cards(stdout, &p->show, hearts_state_legal(&st));
		fputc('\n', stdout);
	}
}

/* Once every seat has passed: what the person gave and got. */
void
tell_exchange(struct play *p)
{
	const struct hearts_hand *h = &p->game.hands[p->game.nhands - 1];
	int		 s, n = p->game.rules.players;

	p->passed = false;
	fputs("\nYou passed ", stdout);
	(void)hearts_show_cards(stdout, &p->show, h->passed[p->person]);
	printf(" to %c", hearts_seat_name(hearts_pass_target(n, h->pass,
	    p->person)));
	for (s = 0; s < n; s++)
		if (s != p->person &&
		    hearts_pass_target(n, h->pass, s) == p->person) {
			printf(" and got ");
			(void)hearts_show_cards(stdout, &p->show, h->passed[s]);
			printf(" from %c", hearts_seat_name(s));
		}
	fputs(".\n", stdout);
}

/*
 * A line for the person, the cards in it written as the table draws
 * them: the library's messages say "5C", the person reads "5\xe2\x99\xa3".
 */
void
say(const struct play *p, const char *fmt, ...)
{
	va_list	 ap;
	char	 line[512];

	va_start(ap, fmt);
	(void)vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	(void)hearts_show_text(stdout, &p->show, line);
	fputc('\n', stdout);
}

void
help(const struct play *p)
{
	printf("\nYou are %c.  Type a card as qs, QS, 10h, th%s; "
	    "to pass, %d card%s on one line.\n"
	    "  pass CARDS, play CARD   the same, in the hint's words\n"
	    "  hint   the expert bot's suggestion, and why\n"
	    "  undo   take back your last card, and the cards played "
	    "after it\n"
	    "  show   the tricks of this hand, the cards each seat took, "
	    "the cards still out,\n"
	    "         the scores\n"
	    "  score  the table of scores (also: table)\n"
	    "  help   this list\n"
	    "  quit   stop here (the game is saved; hearts resumes it)\n"
	    "An empty line draws the table again.\n",
	    hearts_seat_name(p->person),
	    p->show.unicode ? " or Q\xe2\x99\xa0" : "",
	    hearts_pass_count(p->game.rules.players),
	    hearts_pass_count(p->game.rules.players) == 1 ? "" : "s");
}

/* Every trick of the hand so far, what each seat took, what is out. */
void
show_taken(struct play *p)
{
	const struct hearts_hand *h = &p->game.hands[p->game.nhands - 1];
	struct hearts_state st;
	int		 s, t, n = p->game.rules.players;

	(void)where(p, &st);
	printf("\nhand %ld so far:\n", h->number);
	if (h->nplayed == 0) {
		puts("  no card played yet");
		return;
	}
	for (t = 1; t <= st.trick; t++)
		(void)hearts_show_trick(stdout, &p->game, &p->show, t);
	for (s = 0; s < n; s++) {
		printf("  %c took ", hearts_seat_name(s));
		(void)hearts_show_cards_wrapped(stdout, &p->show, st.taken[s],
		    (int)strlen("  N took "), p->columns);
		fputc('\n', stdout);
	}
	/*
	 * What the person knows, no less and no more: the cards they passed
	 * are where they put them until played; the rest no one has seen.
	 */
	hearts_state_seen(&st, h, p->person);
	for (s = 0; s < n; s++)
		if (s != p->person && st.held[s] != 0) {
			printf("  %c has from you: ", hearts_seat_name(s));
			(void)hearts_show_cards_wrapped(stdout, &p->show,
			    st.held[s], (int)strlen("  N has from you: "),
			    p->columns);
			fputc('\n', stdout);
		}
	fputs("  still out: ", stdout);
	(void)hearts_show_cards_wrapped(stdout, &p->show, st.unseen,
	    (int)strlen("  still out: "), p->columns);
	fputc('\n', stdout);
}

/* The table of scores, on request and when a hand ends. */
void
show_scores(struct play *p)
{
	fputc('\n', stdout);
	(void)hearts_show_scores(stdout, &p->game, &p->show);
}

/* A hand is played: its last tricks and the scores. */
void
score(struct play *p)
{
	struct hearts_error e;

	catch_up(p);
	if (hearts_game_score(&p->game, &e) == -1)
		tool_fail(&e);
	p->can_undo = false;
	play_save(p);
	printf("\nhand %ld is over\n", p->game.hands[p->game.nhands - 1].number);
	(void)hearts_show_scores(stdout, &p->game, &p->show);
}

void
game_over(const struct play *p)
{
	const struct hearts_game *g = &p->game;
	int		 s;

	printf("\nThe game is over.  ");
	if (g->winners == 1u << p->person)
		puts("You won!");
	else {
		fputs(g->winners & (1u << p->person) ? "You share the win with" :
		    "Won by", stdout);
		for (s = 0; s < g->rules.players; s++)
			if (s != p->person && (g->winners & (1u << s)))
				printf(" %c", hearts_seat_name(s));
		puts(".");
	}
	printf("The record is in %s; replay it with: hearts-show -a %s\n",
	    p->path, p->path);
}
