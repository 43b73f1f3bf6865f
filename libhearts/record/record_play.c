/*
 * record_play.c: the record reader's lines of play and of results: the
 * trick lines, each card played by the rules (the checks of a trick
 * inline in record_parse.h and record_hand.h, for record_plain.c's reader
 * too), then the moon, score and total lines, each held to the cards,
 * the winner line, the totals of a set-up before the first hand, and the
 * end line, where the record must be whole.
 */
#include <string.h>

#include "record_hand.h"

int
record_read_trick(struct parse *p)
{
	hearts_card	 c;
	int		 leader, i;

	if (trick_begin(p, p->ln.nwords) == -1)
		return -1;
	if (record_parse_seat(p, p->ln.word[1], &leader) == -1)
		return -1;
	if (trick_leader(p, leader, p->ln.nwords) == -1)
		return -1;
	for (i = 2; i < p->ln.nwords; i++)
		if (record_parse_card(p, p->ln.word[i], &c) == -1 ||
		    trick_card(p, c) == -1)
			return -1;
	return 0;
}

/* Before a result: every trick of the hand has been played. */
int
record_check_played(struct parse *p, const char *what)
{
	if (p->phase == P_DEAL || p->phase == P_PASS)
		if (record_begin_play(p) == -1)
			return -1;
	if (p->phase != P_PLAY)
		return record_fail(p, "a %s line belongs after the last trick",
		    what);
	if (p->st.phase != HEARTS_PHASE_DONE)
		return record_fail(p, "hand %ld is not finished (%d of %d "
		    "tricks played), so it has no %s", p->hand->number,
		    p->st.trick, hearts_hand_size(p->g->rules.players), what);
	return 0;
}

/* The hand's points as its cards give them, and who shot the moon. */
static void
score_cards(struct parse *p)
{
	struct hearts_hand *h = p->hand;

	/* A view hides the cards aside, but they are all that is unseen. */
	h->shooter = hearts_score_hand(&p->g->rules, &p->st, h->aside |
	    (h->hidden_aside ? p->st.unseen : 0), h->score);
}

int
record_read_moon(struct parse *p)
{
	return record_moon(p, -1);
}

/*
 * The moon line's seat, read in place (record_plain.c), or by its words
 * if seat is -1.
 */
int
record_moon(struct parse *p, int seat)
{
	if (record_check_played(p, "moon") == -1)
		return -1;
	if (p->moon_line != 0)
		return record_fail(p, "the moon is given twice");
	if (seat >= 0)
		p->moon_seat = seat;
	else if (p->ln.nwords != 2)
		return record_fail(p, "a moon line is 'moon SEAT'");
	else if (record_parse_seat(p, p->ln.word[1], &p->moon_seat) == -1)
		return -1;
	p->moon_line = p->ln.number;
	/* The tricks are all played: whether this seat shot is known now. */
	score_cards(p);
	if (p->hand->shooter == -1)
		return record_fail(p, "nobody shot the moon in hand %ld, but "
		    "this line says %c did", p->hand->number,
		    hearts_seat_name(p->moon_seat));
	if (p->hand->shooter != p->moon_seat)
		return record_fail(p, "%c shot the moon, not %c",
		    hearts_seat_name(p->hand->shooter),
		    hearts_seat_name(p->moon_seat));
	return 0;
}

/* Names the first seat whose stated value differs from the cards'. */
static int
compare_values(struct parse *p, const char *what, const int *stated,
    const int *want)
{
	int	 s;

	for (s = 0; s < p->g->rules.players; s++)
		if (stated[s] != want[s])
			return record_fail(p, "the %s says %c=%d, but the "
			    "cards give %c=%d", what, hearts_seat_name(s),
			    stated[s], hearts_seat_name(s), want[s]);
	return 0;
}

int
record_read_score(struct parse *p)
{
	int		 stated[HEARTS_MAX_PLAYERS];

	if (record_check_played(p, "score") == -1)
		return -1;
	if (record_read_seat_values(p, stated) == -1)
		return -1;
	return record_score_values(p, stated);
}

/* The score line's values, read: the hand's points as its cards say. */
int
record_score_values(struct parse *p, const int *stated)
{
	struct hearts_hand *h = p->hand;

	score_cards(p);
	/* A moon line that is there was checked when it was read. */
	if (h->shooter != p->moon_seat)
		return record_fail(p, "%c shot the moon, and a 'moon %c' line "
		    "belongs before the score", hearts_seat_name(h->shooter),
		    hearts_seat_name(h->shooter));
	if (compare_values(p, "score", stated, h->score) == -1)
		return -1;
	h->score_line = p->ln.number;
	p->phase = P_SCORED;
	return 0;
}

int
record_read_total(struct parse *p)
{
	struct hearts_game *g = p->g;
	int		 stated[HEARTS_MAX_PLAYERS];

	if (p->phase == P_HEADER) {
		/* A set-up: the totals before the first hand of the record. */
		if (p->setup_line != 0)
			return record_fail(p, "the set-up totals are given "
			    "twice");
		p->setup_line = p->ln.number;
		/* Any seat of five for now: the rules may come after. */
		return record_parse_seat_values(p, p->ln.word + 1,
		    p->ln.nwords - 1, g->start_total, HEARTS_SETUP_MAX,
		    HEARTS_MAX_PLAYERS, &p->setup_seats);
	}
	if (p->phase != P_SCORED)
		return record_fail(p, "a total line belongs right after the "
		    "score");
	if (record_read_seat_values(p, stated) == -1)
		return -1;
	return record_total_values(p, stated);
}

/* The total line's values, read: the totals the hand's score makes. */
int
record_total_values(struct parse *p, const int *stated)
{
	struct hearts_game *g = p->g;
	struct hearts_hand *h = p->hand;
	int		 s;

	/* hearts_game_totals() of the hand before, without a call. */
	memcpy(h->total, g->nhands == 1 ? g->start_total :
	    g->hands[g->nhands - 2].total, sizeof(h->total));
	for (s = 0; s < g->rules.players; s++)
		h->total[s] += h->score[s];
	if (compare_values(p, "total", stated, h->total) == -1)
		return -1;
	h->scored = true;
	g->over = hearts_game_ends(&g->rules, h->total, &g->winners);
	p->phase = P_TOTALED;
	return 0;
}

int
record_read_winner(struct parse *p)
{
	return record_winner(p, 0);
}

/*
 * The winner line's seats, read in place (record_plain.c), or by its
 * words if stated is 0.
 */
int
record_winner(struct parse *p, unsigned int stated)
{
	bool		 by_words = stated == 0;
	int		 i, seat;

	if (p->phase == P_WON)
		return record_fail(p, "the winner is given twice");
	if (p->phase != P_TOTALED || !p->g->over)
		return record_fail(p, "no winner yet: the game goes on");
	if (by_words && p->ln.nwords < 2)
		return record_fail(p, "a winner line is 'winner SEAT...'");
	for (i = 1; by_words && i < p->ln.nwords; i++) {
		if (record_parse_seat(p, p->ln.word[i], &seat) == -1)
			return -1;
		if (stated & (1u << seat))
			return record_fail(p, "%c is named twice",
			    hearts_seat_name(seat));
		stated |= 1u << seat;
	}
	if (stated != p->g->winners) {
		for (seat = 0; (p->g->winners & (1u << seat)) == 0; seat++)
			continue;
		return record_fail(p, "the winner is %c%s, with the lowest "
		    "total", hearts_seat_name(seat),
		    (p->g->winners & ~(1u << seat)) != 0 ? " and others" : "");
	}
	p->phase = P_WON;
	return 0;
}

int
record_read_end(struct parse *p)
{
	if (p->ln.nwords != 1)
		return record_fail(p, "the end line is 'end' alone");
	return record_end_checks(p);
}

/* The end line, read: the record must be whole where it ends. */
int
record_end_checks(struct parse *p)
{
	switch (p->phase) {
	case P_HEADER:
		if (record_end_header(p) == -1)
			return -1;
		break;
	case P_DEAL:
		if (record_end_deal(p) == -1)
			return -1;
		break;
	case P_PASS:
		if (record_check_view_passes(p) == -1)
			return -1;
		break;
	case P_SCORED:
		return record_fail(p, "the score of hand %ld has no total line",
		    p->hand->number);
	case P_TOTALED:
		if (p->g->over)
			return record_fail(p, "the game is over and the record "
			    "names no winner");
		break;
	default:
		break;
	}
	p->g->last_line = p->ln.number;
	return 0;
}
