/*
 * show.c: a game drawn for a person: hands sorted by suit, the trick on
 * the table, the point cards taken, the scores.  Unicode suits and colour
 * when asked for, plain ASCII otherwise; a seat's view hides the other
 * hands.  hearts-show(1) and the terminal game draw with this.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define RED	"\033[31m"
#define DIM	"\033[2m"
#define BOLD	"\033[1m"
#define RESET	"\033[0m"

/*
 * Suits in the order a hand is shown: the record's (clubs, diamonds,
 * hearts, spades), so that a person reads cards in one order everywhere,
 * the table, the hints and the refusals' lists of legal cards.
 */
static const enum hearts_suit shown_suits[] = {
	HEARTS_CLUBS, HEARTS_DIAMONDS, HEARTS_HEARTS, HEARTS_SPADES
};

static const char *const suit_symbols[] = {
	"\xe2\x99\xa3", "\xe2\x99\xa6", "\xe2\x99\xa5", "\xe2\x99\xa0"
};
static const char suit_letters[] = "CDHS";

static bool
red(enum hearts_suit s)
{
	return s == HEARTS_DIAMONDS || s == HEARTS_HEARTS;
}

static void
put_suit(FILE *out, const struct hearts_show *o, enum hearts_suit s)
{
	if (o->unicode)
		fputs(suit_symbols[s], out);
	else
		fputc(suit_letters[s], out);
}

/* A rank as a person writes it: 10, not T. */
static const char *
rank_text(int rank)
{
	static const char *const ranks[] = { "2", "3", "4", "5", "6", "7",
	    "8", "9", "10", "J", "Q", "K", "A" };

	return ranks[rank - 2];
}

/* One card, rank then suit: "10♥", or "10H". */
static void
put_card(FILE *out, const struct hearts_show *o, hearts_card c)
{
	enum hearts_suit s = hearts_card_suit(c);

	if (o->colour && red(s))
		fputs(RED, out);
	fputs(rank_text(hearts_card_rank(c)), out);
	put_suit(out, o, s);
	if (o->colour && red(s))
		fputs(RESET, out);
}

/*
 * A hand by suit: "♣ 5 K  ♦ 7 9 10  ..."; the cards outside playable are
 * dimmed when colour is on (playable 0: none dimmed).
 */
static void
put_hand(FILE *out, const struct hearts_show *o, hearts_cards hand,
    hearts_cards playable)
{
	hearts_cards	 cards;
	size_t		 i;
	bool		 first = true, dim;

	for (i = 0; i < 4; i++) {
		cards = hand & hearts_suit_cards(shown_suits[i]);
		if (cards == 0)
			continue;
		fputs(first ? "" : "  ", out);
		first = false;
		if (o->colour && red(shown_suits[i]))
			fputs(RED, out);
		put_suit(out, o, shown_suits[i]);
		for (; cards != 0; cards &= cards - 1) {
			dim = o->colour && playable != 0 &&
			    (playable & (cards & -cards)) == 0;
			fprintf(out, " %s%s%s", dim ? DIM : "",
			    rank_text(hearts_card_rank(hearts_cards_lowest(cards))),
			    dim ? RESET : "");
			if (dim && red(shown_suits[i]))
				fputs(RED, out);
		}
		if (o->colour && red(shown_suits[i]))
			fputs(RESET, out);
	}
	if (first)
		fputs("-", out);
}

/* The cards that score under the rules: the penalty cards, the J♦. */
static hearts_cards
scoring_cards(const struct hearts_rules *r)
{
	return penalty_cards(r) |
	    (r->jack_of_diamonds ? hearts_card_bit(CARD_JD) : 0);
}

/* The point cards in a set, and their points: "Q♠ 2♥ 9♥ (15)". */
static void
put_points(FILE *out, const struct hearts_show *o,
    const struct hearts_rules *r, hearts_cards taken)
{
	/*
	 * The queen first, the card everyone looks for, then Black Maria's
	 * other spades and the J♦; the hearts after them.
	 */
	static const hearts_card first[] = { CARD_QS, CARD_KS, CARD_AS,
	    CARD_JD };
	hearts_cards	 points = taken & scoring_cards(r);
	size_t		 i;

	if (points == 0) {
		fputs("-", out);
		return;
	}
	for (i = 0; i < sizeof(first) / sizeof(first[0]); i++)
		if (points & hearts_card_bit(first[i])) {
			put_card(out, o, first[i]);
			fputc(' ', out);
		}
	for (points &= hearts_suit_cards(HEARTS_HEARTS); points != 0;
	    points &= points - 1) {
		put_card(out, o, hearts_cards_lowest(points));
		fputc(' ', out);
	}
	fprintf(out, "(%d)", hearts_points_taken(r, taken));
}

/* One row of the score table: a label and a number for each seat, the
 * moon's shooter marked with a star. */
static void
put_row(FILE *out, const char *label, int players, const int *v, int shooter)
{
	int	 s;

	fprintf(out, "%-6s", label);
	for (s = 0; s < players; s++)
		fprintf(out, " %5d%s", v[s], s == shooter ? "*" :
		    s + 1 < players ? " " : "");
	fputc('\n', out);
}

int
hearts_show_scores(FILE *out, const struct hearts_game *g,
    const struct hearts_show *o)
{
	char	 label[24];
	long	 i;
	int	 s, n = g->rules.players, moons = 0;

	fprintf(out, "%s%-6s", o->colour ? BOLD : "", "hand");
	for (s = 0; s < n; s++)
		fprintf(out, " %5c%s", hearts_seat_name(s), s + 1 < n ? " " : "");
	fprintf(out, "%s\n", o->colour ? RESET : "");
	if (g->setup)
		put_row(out, "start", n, g->start_total, -1);
	for (i = 0; i < g->nhands && g->hands[i].scored; i++) {
		snprintf(label, sizeof(label), "%ld", g->hands[i].number);
		put_row(out, label, n, g->hands[i].score, g->hands[i].shooter);
		moons += g->hands[i].shooter != -1;
	}
	if (i > 0)
		put_row(out, "total", n, g->hands[i - 1].total, -1);
	if (moons > 0)
		fputs("* shot the moon\n", out);
	if (g->over) {
		fputs("winner:", out);
		for (s = 0; s < n; s++)
			if (g->winners & (1u << s))
				fprintf(out, " %c", hearts_seat_name(s));
		fputc('\n', out);
	} else if (i == 0 && !g->setup)
		fputs("no hand scored yet\n", out);
	return ferror(out) ? -1 : 0;
}

/* The score table after a drawing, once there is something in it. */
static void
put_scores(FILE *out, const struct hearts_show *o, const struct hearts_game *g)
{
	if (g->setup || (g->nhands > 0 && g->hands[0].scored)) {
		fputc('\n', out);
		(void)hearts_show_scores(out, g, o);
	}
}

/* A hand the shown seat may not see: "13 cards", "1 card". */
static void
put_count(FILE *out, int n)
{
	fprintf(out, "%d card%s", n, n == 1 ? "" : "s");
}

/* Whether the shown seat may see another seat's hand. */
static bool
may_see(const struct hearts_show *o, int seat)
{
	return o->seat == -1 || o->seat == seat;
}

/* How many columns a string takes on a terminal: escapes take none, a
 * UTF-8 character one. */
static size_t
width(const char *s)
{
	size_t	 w = 0;

	while (*s != '\0') {
		if (*s == '\033') {
			while (*s != '\0' && *s != 'm')
				s++;
			if (*s != '\0')
				s++;
			continue;
		}
		if (((unsigned char)*s & 0xc0) != 0x80)
			w++;
		s++;
	}
	return w;
}

/* The cards of one complete trick, with who played them and who took it. */
static void
put_last_trick(FILE *out, const struct hearts_show *o,
    const struct hearts_game *g, const struct hearts_hand *h, int trick)
{
	struct hearts_state st;
	int		 i, n = g->rules.players, first = (trick - 1) * n;

	hearts_state_start(&st, &g->rules, h);
	for (i = 0; i < first; i++)
		(void)hearts_state_play(&st, h->played[i], NULL);
	fprintf(out, "  trick %d:", trick);
	for (; i < first + n; i++) {
		fprintf(out, " %c ", hearts_seat_name(st.turn));
		put_card(out, o, h->played[i]);
		(void)hearts_state_play(&st, h->played[i], NULL);
	}
	fprintf(out, "   %c took it\n", hearts_seat_name(st.last_winner));
}

/* The hands, the trick and the points taken, at one moment of a hand;
 * -1 if there is no memory to lay them out. */
static int
put_table(FILE *out, const struct hearts_show *o, const struct hearts_game *g,
    const struct hearts_hand *h, const struct hearts_state *st)
{
	hearts_cards	 playable;
	char		*line[HEARTS_MAX_PLAYERS] = { NULL };
	size_t		 len, w, widest = 0;
	FILE		*mem;
	int		 s, n = g->rules.players, i, seat;

	/* Each seat's hand first, to line up what was taken after it. */
	for (s = 0; s < n; s++) {
		if ((mem = open_memstream(&line[s], &len)) == NULL) {
			while (s-- > 0)
				free(line[s]);
			return -1;
		}
		fprintf(mem, "  %c%s ", hearts_seat_name(s),
		    st->phase == HEARTS_PHASE_PLAY && st->turn == s ? ">" : " ");
		if (!may_see(o, s))
			put_count(mem, hearts_cards_count(st->held[s]) +
			    st->hidden[s]);
		else {
			playable = st->phase == HEARTS_PHASE_PLAY &&
			    st->turn == s ? hearts_state_legal(st) : 0;
			put_hand(mem, o, st->held[s], playable);
		}
		fclose(mem);
		if ((w = width(line[s])) > widest)
			widest = w;
	}
	for (s = 0; s < n; s++) {
		fputs(line[s], out);
		if (st->phase != HEARTS_PHASE_PASS) {
			fprintf(out, "%*s   took ",
			    (int)(widest - width(line[s])), "");
			put_points(out, o, &g->rules, st->taken[s]);
		}
		fputc('\n', out);
		free(line[s]);
	}
	if (st->ncards > 0) {
		fprintf(out, "  trick %d:", st->trick + 1);
		for (i = 0; i < st->ncards; i++) {
			seat = (st->leader + i) % n;
			fprintf(out, " %c ", hearts_seat_name(seat));
			put_card(out, o, st->trick_card[seat]);
		}
		fputc('\n', out);
	} else if (st->trick > 0)
		put_last_trick(out, o, g, h, st->trick);
	return 0;
}

/* The line that says where a hand stands. */
static void
put_heading(FILE *out, const struct hearts_show *o, const struct hearts_game *g,
    const struct hearts_hand *h, const struct hearts_state *st)
{
	fprintf(out, "%shand %ld%s, %s", o->colour ? BOLD : "", h->number,
	    o->colour ? RESET : "", h->pass == HEARTS_PASS_HOLD ? "no pass" :
	    "pass ");
	if (h->pass != HEARTS_PASS_HOLD)
		fputs(hearts_pass_name(h->pass), out);
	switch (st->phase) {
	case HEARTS_PHASE_PASS:
		fputs(": choosing cards to pass\n", out);
		break;
	case HEARTS_PHASE_PLAY:
		fprintf(out, ": trick %d of %d, %c to play%s\n", st->trick + 1,
		    hearts_hand_size(g->rules.players),
		    hearts_seat_name(st->turn), st->broken ? ", hearts broken" :
		    "");
		break;
	case HEARTS_PHASE_DONE:
		fputs(h->scored ? ": scored\n" : ": played, not yet scored\n",
		    out);
		break;
	}
}

/* The passes of a hand, as far as the shown seat may know them. */
static void
put_passes(FILE *out, const struct hearts_show *o, const struct hearts_game *g,
    const struct hearts_hand *h, bool exchanged)
{
	int	 s, n = g->rules.players, to;

	for (s = 0; s < n; s++) {
		/* A view shows a pass's cards only where its seat sees them. */
		if (h->passed[s] == 0)
			continue;
		to = hearts_pass_target(n, h->pass, s);
		/* A seat sees its own pass, and what reaches it. */
		if (!may_see(o, s) && !(exchanged && o->seat == to))
			continue;
		fprintf(out, "  %c passed to %c: ", hearts_seat_name(s),
		    hearts_seat_name(to));
		put_hand(out, o, h->passed[s], 0);
		fputc('\n', out);
	}
}

int
hearts_show_position(FILE *out, const struct hearts_game *g,
    const struct hearts_show *shown)
{
	if (hearts_show_table(out, g, shown) == -1)
		return -1;
	if (g->nhands > 0)
		put_scores(out, shown, g);
	return ferror(out) ? -1 : 0;
}

int
hearts_show_table(FILE *out, const struct hearts_game *g,
    const struct hearts_show *shown)
{
	const struct hearts_hand *h;
	struct hearts_state st;
	struct hearts_show view = *shown, *o = &view;

	/* A seat's view can only be shown as that seat sees it. */
	if (g->view >= 0)
		view.seat = g->view;

	if (g->nhands == 0) {
		fputs("no hand dealt yet\n", out);
		return ferror(out) ? -1 : 0;
	}
	h = &g->hands[g->nhands - 1];
	(void)hearts_hand_replay(&g->rules, h, &st, NULL);
	put_heading(out, o, g, h, &st);
	if (h->nplayed == 0)
		put_passes(out, o, g, h, st.phase != HEARTS_PHASE_PASS);
	if (put_table(out, o, g, h, &st) == -1)
		return -1;
	return ferror(out) ? -1 : 0;
}

/* One hand told trick by trick. */
static void
put_hand_replay(FILE *out, const struct hearts_show *o,
    const struct hearts_game *g, const struct hearts_hand *h)
{
	struct hearts_state st, before;
	int		 i, k, seat, n = g->rules.players;

	hearts_state_start(&st, &g->rules, h);
	fprintf(out, "%shand %ld%s, %s%s\n", o->colour ? BOLD : "", h->number,
	    o->colour ? RESET : "", h->pass == HEARTS_PASS_HOLD ? "no pass" :
	    "pass ", h->pass == HEARTS_PASS_HOLD ? "" :
	    hearts_pass_name(h->pass));
	/* The deal, before the passes. */
	for (seat = 0; seat < n; seat++) {
		fprintf(out, "  %c  ", hearts_seat_name(seat));
		if (may_see(o, seat))
			put_hand(out, o, h->dealt[seat], 0);
		else
			put_count(out, hearts_cards_count(h->dealt[seat]) +
			    h->hidden_dealt[seat]);
		fputc('\n', out);
	}
	put_passes(out, o, g, h, st.phase != HEARTS_PHASE_PASS);
	for (i = 0; i < h->nplayed; ) {
		before = st;
		fprintf(out, "  trick %2d:", st.trick + 1);
		for (k = 0; k < n && i < h->nplayed; k++, i++) {
			fprintf(out, " %c ", hearts_seat_name(st.turn));
			put_card(out, o, h->played[i]);
			(void)hearts_state_play(&st, h->played[i], NULL);
		}
		if (st.trick > before.trick) {
			fprintf(out, "   %c takes it", hearts_seat_name(
			    st.last_winner));
			if ((st.taken[st.last_winner] &
			    ~before.taken[st.last_winner] &
			    scoring_cards(&g->rules)) != 0) {
				fputs(": ", out);
				put_points(out, o, &g->rules,
				    st.taken[st.last_winner] &
				    ~before.taken[st.last_winner]);
			}
		}
		fputc('\n', out);
	}
	if (h->scored) {
		fputs("  score:", out);
		for (seat = 0; seat < n; seat++)
			fprintf(out, " %c %d", hearts_seat_name(seat),
			    h->score[seat]);
		if (h->shooter != -1)
			fprintf(out, " (%c shot the moon)",
			    hearts_seat_name(h->shooter));
		fputc('\n', out);
	}
}

int
hearts_show_game(FILE *out, const struct hearts_game *g,
    const struct hearts_show *shown)
{
	struct hearts_show view = *shown, *o = &view;
	char	 rules[HEARTS_RULES_TEXT];
	long	 i;

	if (g->view >= 0)
		view.seat = g->view;
	hearts_rules_format(&g->rules, rules, sizeof(rules));
	fprintf(out, "rules: %s\n", rules);
	for (i = 0; i < g->nhands; i++) {
		fputc('\n', out);
		put_hand_replay(out, o, g, &g->hands[i]);
	}
	put_scores(out, o, g);
	return ferror(out) ? -1 : 0;
}

int
hearts_show_cards(FILE *out, const struct hearts_show *o, hearts_cards cards)
{
	hearts_cards	 suit;
	size_t		 i;
	bool		 first = true;

	for (i = 0; i < 4; i++)
		for (suit = cards & hearts_suit_cards(shown_suits[i]);
		    suit != 0; suit &= suit - 1) {
			fputs(first ? "" : " ", out);
			first = false;
			put_card(out, o, hearts_cards_lowest(suit));
		}
	if (first)
		fputs("-", out);
	return ferror(out) ? -1 : 0;
}

/* A card as the library writes it in a message: "QS", "TD", a word alone. */
static hearts_card
card_word(const char *text, const char *p)
{
	static const char ranks[] = "23456789TJQKA", suits[] = "CDHS";
	const char	*r, *su;

	if (p[0] == '\0' || (r = strchr(ranks, p[0])) == NULL ||
	    p[1] == '\0' || (su = strchr(suits, p[1])) == NULL)
		return HEARTS_NO_CARD;
	/* A word of its own: no letter or digit either side. */
	if ((p > text && (isalnum((unsigned char)p[-1]) || p[-1] == '\'')) ||
	    isalnum((unsigned char)p[2]))
		return HEARTS_NO_CARD;
	return (hearts_card)((su - suits) * 16 + (r - ranks));
}

int
hearts_show_text(FILE *out, const struct hearts_show *o, const char *text)
{
	const char	*p;
	hearts_card	 c;

	for (p = text; *p != '\0'; p++) {
		if ((c = card_word(text, p)) != HEARTS_NO_CARD) {
			put_card(out, o, c);
			p++;
		} else
			fputc(*p, out);
	}
	return ferror(out) ? -1 : 0;
}

int
hearts_show_cards_wrapped(FILE *out, const struct hearts_show *o,
    hearts_cards cards, int column, int width)
{
	hearts_cards	 suit;
	size_t		 i;
	int		 at = column, w;
	bool		 first = true;

	for (i = 0; i < 4; i++)
		for (suit = cards & hearts_suit_cards(shown_suits[i]);
		    suit != 0; suit &= suit - 1) {
			/* A card takes its rank's columns and its suit's one. */
			w = (int)strlen(rank_text(hearts_card_rank(
			    hearts_cards_lowest(suit)))) + 1;
			if (!first && at + 1 + w > width) {
				fprintf(out, "\n%*s", column, "");
				at = column;
			} else if (!first) {
				fputc(' ', out);
				at++;
			}
			first = false;
			put_card(out, o, hearts_cards_lowest(suit));
			at += w;
		}
	if (first)
		fputs("-", out);
	return ferror(out) ? -1 : 0;
}

int
hearts_show_trick(FILE *out, const struct hearts_game *g,
    const struct hearts_show *o, int trick)
{
	const struct hearts_hand *h;

	if (g->nhands == 0 || trick < 1 ||
	    trick * g->rules.players > g->hands[g->nhands - 1].nplayed)
		return -1;
	h = &g->hands[g->nhands - 1];
	put_last_trick(out, o, g, h, trick);
	return ferror(out) ? -1 : 0;
}
