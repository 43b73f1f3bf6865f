/*
 * moves.c: what the person does in a served game (a pass, a card, an
 * undo, the next hand, a hint), each checked by the library as the
 * terminal game checks it; the bots then move at once until the person
 * must act again, so that the game between two requests always waits
 * on the person (or a new hand, or nothing: the game is over).
 */
#include <string.h>
#include <time.h>

#include "serve.h"

int
move_bots(struct games *gs, struct served *s, time_t now,
    struct hearts_error *e)
{
	struct hearts_game *g = &s->game;
	struct hearts_state st;
	struct hearts_bot bot;
	int		 seat;

	for (;;) {
		switch (hearts_game_where(g, &st)) {
		case HEARTS_GAME_PASS:
			/*
			 * After the people's passes, as hearts(6) passes
			 * after the person's: the file never holds a choice
			 * made ahead of them.
			 */
			for (seat = 0; seat < g->rules.players; seat++)
				if (seat_present(gs, s, seat, now) &&
				    !hearts_hand_passed(&g->hands[g->nhands -
				    1], seat))
					return 0;
			for (seat = 0; seat < g->rules.players; seat++)
				if (!seat_present(gs, s, seat, now) &&
				    !hearts_hand_passed(&g->hands[g->nhands -
				    1], seat))
					break;
			if (seat == g->rules.players)
				return 0;
			break;
		case HEARTS_GAME_PLAY:
			if (seat_present(gs, s, seat = st.turn, now))
				return 0;
			break;
		case HEARTS_GAME_SCORE:
			if (hearts_game_score(g, e) == -1)
				return -1;
			continue;
		default:
			/* A new hand waits for a person to see this one. */
			return 0;
		}
		/* As hearts(6) plays them: the level's bot and budget. */
		(void)hearts_bot_init(&bot, s->level->bot,
		    tool_decision_seed(g, seat));
		bot.budget = s->level->budget;
		if (hearts_bot_move(&bot, g, seat, NULL, e) == -1)
			return -1;
	}
}

/*
 * The cards of a request, "QS,KS,AS" (or spaces, or one card), read as
 * the terminal game reads them: 10h and Q♠ too.
 */
static int
read_cards(const char *text, hearts_cards *cards, struct hearts_error *e)
{
	char		 copy[256], *w, *rest;
	char		 shown[HEARTS_SHOWN_SIZE], name[HEARTS_CARD_NAME];
	hearts_card	 c;

	*cards = 0;
	if (text == NULL || strlcpy(copy, text, sizeof(copy)) >= sizeof(copy))
		return serve_fail(e, HEARTS_ERR_DATA, text == NULL ?
		    "name the cards (cards=QS,KS,AS)" : "too many cards");
	for (w = strtok_r(copy, ", ", &rest); w != NULL;
	    w = strtok_r(NULL, ", ", &rest)) {
		if ((c = hearts_card_parse(w)) == HEARTS_NO_CARD)
			return serve_fail(e, HEARTS_ERR_DATA, "'%s' is not a "
			    "card (cards are written 2C, TD, QS)",
			    hearts_shown(w, shown, sizeof(shown)));
		if (*cards & hearts_card_bit(c)) {
			hearts_card_name(c, name);
			return serve_fail(e, HEARTS_ERR_DATA, "%s is named "
			    "twice", name);
		}
		*cards |= hearts_card_bit(c);
	}
	if (*cards == 0)
		return serve_fail(e, HEARTS_ERR_DATA, "name the cards "
		    "(cards=QS,KS,AS)");
	return 0;
}

/* A person moved: the bots answer, the record is saved, pages told. */
static int
after(struct games *gs, struct served *s, struct hearts_error *e)
{
	if (move_bots(gs, s, time(NULL), e) == -1 ||
	    games_save(gs, s, e) == -1)
		return -1;
	games_changed(s);
	return 0;
}

int
move_pass(struct games *gs, struct seat *seat, const char *text,
    struct hearts_error *e)
{
	struct served	*s = seat->table;
	hearts_cards	 cards;

	if (read_cards(text, &cards, e) == -1)
		return -1;
	if (hearts_game_where(&s->game, NULL) != HEARTS_GAME_PASS)
		return serve_fail(e, HEARTS_ERR_REFUSED, "this is not the "
		    "time to pass");
	if (hearts_game_pass(&s->game, seat->index, cards, e) == -1)
		return -1;
	return after(gs, s, e);
}

int
move_play(struct games *gs, struct seat *seat, const char *text,
    struct hearts_error *e)
{
	struct served	*s = seat->table;
	hearts_cards	 cards;
	int		 turn;

	if (read_cards(text, &cards, e) == -1)
		return -1;
	if (hearts_cards_count(cards) != 1)
		return serve_fail(e, HEARTS_ERR_DATA, "one card at a time");
	switch (hearts_game_where(&s->game, NULL)) {
	case HEARTS_GAME_PASS:
		return serve_fail(e, HEARTS_ERR_REFUSED, "pass your cards "
		    "first: play begins once every seat has passed");
	case HEARTS_GAME_PLAY:
		break;
	default:
		return serve_fail(e, HEARTS_ERR_REFUSED, "the hand is over: "
		    "no card is played now");
	}
	if ((turn = hearts_game_to_move(&s->game)) != seat->index)
		return serve_fail(e, HEARTS_ERR_REFUSED, "it is not your "
		    "turn: %c is to play", hearts_seat_name(turn));
	if (hearts_game_play(&s->game, hearts_cards_lowest(cards), e) == -1)
		return -1;
	s->can_undo = true;
	return after(gs, s, e);
}

int
move_undo(struct games *gs, struct seat *seat, struct hearts_error *e)
{
	struct served	*s = seat->table;

	if (s->people > 1)
		return serve_fail(e, HEARTS_ERR_REFUSED, "nothing to undo: at "
		    "a table of several people a card played stays played");
	if (!s->can_undo)
		return serve_fail(e, HEARTS_ERR_REFUSED, "nothing to undo: "
		    "only your last card can be taken back, once");
	if (hearts_game_where(&s->game, NULL) != HEARTS_GAME_PLAY)
		return serve_fail(e, HEARTS_ERR_REFUSED, "nothing to undo: "
		    "no card of yours is played in this hand");
	if (hearts_game_undo(&s->game, seat->index, e) == -1)
		return -1;
	s->can_undo = false;
	if (games_save(gs, s, e) == -1)
		return -1;
	games_changed(s);
	return 0;
}

int
move_next(struct games *gs, struct seat *seat, struct hearts_error *e)
{
	struct served	*s = seat->table;

	switch (hearts_game_where(&s->game, NULL)) {
	case HEARTS_GAME_DEAL:
		break;
	case HEARTS_GAME_OVER:
		return serve_fail(e, HEARTS_ERR_REFUSED, "the game is over: "
		    "start a new one");
	default:
		return serve_fail(e, HEARTS_ERR_REFUSED, "the hand is not "
		    "over yet");
	}
	if (s->game.nhands == 0 && seat->index != s->host)
		return serve_fail(e, HEARTS_ERR_REFUSED, "the table has not "
		    "started: %c, who opened it, deals the first hand",
		    hearts_seat_name(s->host));
	if (s->game.nhands >= SERVE_HANDS_MAX)
		return serve_fail(e, HEARTS_ERR_NOMEM, "the game has %d hands, "
		    "the most a served game holds: start a new one",
		    SERVE_HANDS_MAX);
	if (hearts_game_deal(&s->game, e) == -1)
		return -1;
	s->can_undo = false;
	return after(gs, s, e);
}

int
move_hand_over(struct games *gs, struct seat *seat, bool to_bot,
    struct hearts_error *e)
{
	struct served	*s = seat->table;

	if (seat->handed == to_bot)
		return serve_fail(e, HEARTS_ERR_REFUSED, to_bot ? "the bots "
		    "already play this seat" : "you already play this seat");
	seat->handed = to_bot;
	return after(gs, s, e);
}

int
move_hint(struct seat *seat, hearts_cards *choice, char *why,
    struct hearts_error *e)
{
	struct served	*s = seat->table;
	struct hearts_table t;
	struct hearts_bot bot;

	switch (hearts_game_where(&s->game, NULL)) {
	case HEARTS_GAME_PASS:
	case HEARTS_GAME_PLAY:
		break;
	case HEARTS_GAME_OVER:
		return serve_fail(e, HEARTS_ERR_REFUSED, "no hint: the game "
		    "is over");
	default:
		return serve_fail(e, HEARTS_ERR_REFUSED, "no hint: the hand "
		    "is over");
	}
	if (hearts_game_table(&s->game, seat->index, &t, e) == -1)
		return -1;
	/* The terminal game's hint: the strongest bot, as it would choose. */
	(void)hearts_bot_init(&bot, "expert", tool_decision_seed(&s->game,
	    seat->index));
	return hearts_bot_game_choose(&bot, &s->game, seat->index, choice,
	    why, e);
}
