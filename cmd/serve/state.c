/*
 * state.c: a served game as the person's page reads it, in JSON: what
 * the person may see and nothing more.  Of the current hand that is the
 * person's own cards (dealt, passed, received, held), every card played
 * (the tricks are public) and the scores; the other hands are never
 * written: what it holds of the game is in the person's view as
 * hearts-view(1) writes it (GET .../view).  A hand's cards are shown
 * whole only by its review, once the hand is scored.
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "serve.h"

static const char *
phase_word(const struct hearts_game *g, enum hearts_game_phase phase)
{
	switch (phase) {
	case HEARTS_GAME_PASS:
		return "pass";
	case HEARTS_GAME_PLAY:
	case HEARTS_GAME_SCORE:
		return "play";
	case HEARTS_GAME_OVER:
		return "over";
	case HEARTS_GAME_DEAL:
		break;
	}
	return g->nhands > 0 ? "scored" : "deal";
}

/* A seat as a number, or null. */
static void
seat_or_null(struct buf *b, int seat)
{
	if (seat < 0)
		buf_add(b, "null", 4);
	else
		buf_int(b, seat);
}

/* Values by seat, [0,13,0,13]. */
static void
values(struct buf *b, const int *v, int n)
{
	int	 s;

	for (s = 0; s < n; s++) {
		buf_add(b, s == 0 ? "[" : ",", 1);
		buf_int(b, v[s]);
	}
	buf_add(b, "]", 1);
}

/*
 * Why the person's other cards cannot be played now, in the library's
 * words ("you must follow suit (clubs)"): its refusal of one of them,
 * less the card's name before and the legal cards after.
 */
static void
why_not(struct buf *b, const struct hearts_state *st, hearts_cards others)
{
	struct hearts_state copy = *st;
	struct hearts_error e;
	char		*msg, *cut;

	if (others == 0 || hearts_state_play(&copy, hearts_cards_lowest(others),
	    &e) == 0) {
		buf_add(b, "null", 4);
		return;
	}
	msg = strchr(e.msg, ':') != NULL ? strchr(e.msg, ':') + 2 : e.msg;
	if ((cut = strstr(msg, "; legal:")) != NULL)
		*cut = '\0';
	buf_json(b, msg);
}

/*
 * The tricks of a hand as played, each from its leader; whether the
 * person has played a card of it, which undo may take back.
 */
static bool
tricks(struct buf *b, const struct hearts_game *g, const struct hearts_hand *h,
    int me)
{
	bool		 played = false;
	struct hearts_state st;
	char		 item[6] = { ',', '"', 0, 0, '"', 0 };
	int		 i, first;

	hearts_state_start(&st, &g->rules, h);
	buf_add(b, "[", 1);
	for (i = 0; i < h->nplayed; i++) {
		if ((first = st.ncards == 0)) {
			if (i > 0)
				buf_add(b, ",", 1);
			buf_add(b, "{\"leader\":", 10);
			buf_int(b, st.turn);
			buf_add(b, ",\"cards\":[", 10);
		}
		played = played || st.turn == me;
		hearts_card_name(h->played[i], item + 2);
		item[4] = '"';
		buf_add(b, item + first, 5 - (size_t)first);
		(void)hearts_state_play(&st, h->played[i], NULL);
		if (st.ncards == 0) {
			buf_add(b, "],\"winner\":", 11);
			buf_int(b, st.last_winner);
			buf_add(b, "}", 1);
		}
	}
	if (st.ncards != 0)
		buf_add(b, "],\"winner\":null}", 16);
	buf_add(b, "]", 1);
	return played;
}

/* The current hand as the person knows it; whether they have played. */
static bool
hand(struct buf *b, const struct served *s, int me,
    enum hearts_game_phase phase, const struct hearts_state *st)
{
	const struct hearts_game *g = &s->game;
	const struct hearts_hand *h = &g->hands[g->nhands - 1];
	hearts_cards	 legal = 0;
	int		 n = g->rules.players, from = -1, to = -1;
	int		 taken[HEARTS_MAX_PLAYERS], seat;
	bool		 passing = st->phase == HEARTS_PHASE_PASS, played;

	if (h->pass != HEARTS_PASS_HOLD) {
		to = hearts_pass_target(n, h->pass, me);
		for (seat = 0; seat < n; seat++)
			if (hearts_pass_target(n, h->pass, seat) == me)
				from = seat;
	}
	buf_printf(b, "{\"number\":%ld,\"pass\":", h->number);
	buf_json(b, hearts_pass_name(h->pass));
	buf_add(b, ",\"passTo\":", 10);
	seat_or_null(b, to);
	buf_add(b, ",\"passFrom\":", 12);
	seat_or_null(b, from);
	buf_printf(b, ",\"passCount\":%d,\"dealt\":", hearts_pass_count(n));
	buf_cards(b, h->dealt[me]);
	buf_add(b, ",\"passed\":", 10);
	if (hearts_hand_passed(h, me) && h->pass != HEARTS_PASS_HOLD)
		buf_cards(b, h->passed[me]);
	else
		buf_add(b, "null", 4);
	/* The cards received are the person's once the exchange is made. */
	buf_add(b, ",\"received\":", 12);
	if (from >= 0 && !passing)
		buf_cards(b, h->passed[from]);
	else
		buf_add(b, "null", 4);
	buf_add(b, ",\"held\":", 8);
	buf_cards(b, st->held[me]);
	buf_add(b, ",\"tricks\":", 10);
	played = tricks(b, g, h, me);
	buf_add(b, ",\"turn\":", 8);
	seat_or_null(b, phase == HEARTS_GAME_PLAY ? st->turn : -1);
	if (phase == HEARTS_GAME_PASS && !hearts_hand_passed(h, me))
		legal = st->held[me];
	else if (phase == HEARTS_GAME_PLAY && st->turn == me)
		legal = hearts_state_legal(st);
	buf_add(b, ",\"legal\":", 9);
	buf_cards(b, legal);
	buf_add(b, ",\"why\":", 7);
	if (phase == HEARTS_GAME_PLAY && st->turn == me)
		why_not(b, st, st->held[me] & ~legal);
	else
		buf_add(b, "null", 4);
	for (seat = 0; seat < n; seat++)
		taken[seat] = hearts_points_taken(&g->rules, st->taken[seat]);
	buf_add(b, ",\"taken\":", 9);
	values(b, taken, n);
	buf_printf(b, ",\"broken\":%s}", st->broken ? "true" : "false");
	return played;
}

/*
 * Who plays each seat, as the seat asking may know it: "you"; a person
 * "here" or "away" (the bots play for them meanwhile), or who handed
 * the seat to the bots ("handed"); a seat whose link nobody has opened
 * yet ("open"); the bots' ("bot").  The host, who opened the table, is
 * given every seat's link to send; every other seat only its own.
 */
static void
seats_json(struct buf *b, const struct games *gs, const struct served *s,
    int me)
{
	const struct seat *st;
	const char	*who;
	time_t		 now = time(NULL);
	int		 seat;

	buf_add(b, ",\"table\":[", 10);
	for (seat = 0; seat < s->game.rules.players; seat++) {
		st = &s->seats[seat];
		if (seat == me)
			who = "you";
		else if (st->token[0] == '\0')
			who = "bot";
		else if (!st->joined)
			who = "open";
		else if (st->handed)
			who = "handed";
		else
			who = seat_present(gs, s, seat, now) ? "here" : "away";
		buf_printf(b, "%s{\"who\":\"%s\"", seat == 0 ? "" : ",", who);
		if (me == s->host && st->token[0] != '\0') {
			buf_add(b, ",\"link\":", 8);
			buf_json(b, st->token);
		}
		buf_add(b, "}", 1);
	}
	buf_printf(b, "],\"people\":%d,\"host\":%d,\"version\":%lu,"
	    "\"handed\":%s", s->people, s->host, s->version,
	    s->seats[me].handed ? "true" : "false");
}

void
state_json(struct buf *b, const struct games *gs, const struct seat *me)
{
	const struct served *s = me->table;
	const struct hearts_game *g = &s->game;
	struct hearts_state st;
	enum hearts_game_phase phase = hearts_game_where(g, &st);
	char		 rules[HEARTS_RULES_TEXT];
	char		 seats[HEARTS_MAX_PLAYERS + 1];
	const char	*sep;
	int		 n = g->rules.players, total[HEARTS_MAX_PLAYERS], seat;
	long		 i;
	bool		 played = false;

	for (seat = 0; seat < n; seat++)
		seats[seat] = hearts_seat_name(seat);
	seats[n] = '\0';
	(void)hearts_rules_format(&g->rules, rules, sizeof(rules));
	buf_printf(b, "{\"id\":\"%s\",\"players\":%d,\"seats\":\"%s\","
	    "\"you\":%d,\"level\":", me->token, n, seats, me->index);
	buf_json(b, s->level->name);
	buf_add(b, ",\"rules\":", 9);
	buf_json(b, rules);
	buf_printf(b, ",\"target\":%d,\"phase\":\"%s\",\"hand\":",
	    g->rules.target, phase_word(g, phase));
	if (g->nhands > 0)
		played = hand(b, s, me->index, phase, &st);
	else
		buf_add(b, "null", 4);
	buf_add(b, ",\"hands\":[", 10);
	for (sep = "", i = 0; i < g->nhands; i++) {
		if (!g->hands[i].scored)
			continue;
		buf_printf(b, "%s{\"number\":%ld,\"score\":", sep,
		    g->hands[i].number);
		values(b, g->hands[i].score, n);
		buf_add(b, ",\"total\":", 9);
		values(b, g->hands[i].total, n);
		buf_add(b, ",\"moon\":", 8);
		seat_or_null(b, g->hands[i].shooter);
		buf_add(b, "}", 1);
		sep = ",";
	}
	hearts_game_totals(g, g->nhands, total);
	buf_add(b, "],\"totals\":", 11);
	values(b, total, n);
	buf_add(b, ",\"winners\":[", 12);
	for (sep = "", seat = 0; g->over && seat < n; seat++)
		if (g->winners & (1u << seat)) {
			buf_printf(b, "%s%d", sep, seat);
			sep = ",";
		}
	buf_printf(b, "],\"canUndo\":%s", s->can_undo && s->people == 1 &&
	    phase == HEARTS_GAME_PLAY && played ?
	    "true" : "false");
	seats_json(b, gs, s, me->index);
	buf_add(b, "}", 1);
}
