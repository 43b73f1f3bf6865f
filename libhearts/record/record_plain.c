/*
 * record_plain.c: the record reader's loop over a record's lines and its
 * fast path: the rules, seed, hand, deal, aside, pass, trick, moon,
 * score, total, winner and end lines in the record's own form, read
 * where they lie in the block, any other line left to record_read.c's
 * readers of words.  The loop is here so that the fast path is inlined
 * in it.  The checks these lines share with the readers of words are
 * record_hand.c's, record_play.c's, record_read.c's and, inline,
 * record_parse.h's.  A line read in place is one in the writer's form
 * (seats' letters, numbers), but for the order of a set of cards, which
 * a reader asks only for a record asked about (struct parse's loose).
 */
#include <string.h>

#include "record_hand.h"

/*
 * The lines of cards in the record's own form, read where they lie in the
 * stream's block, without words: a keyword, a seat, canonical cards each
 * after one space, a newline.  Nearly every line of a record is one, and
 * finding their words cost more than reading their cards.  Any other
 * line, and any of these that is not so written (another case, a card
 * twice, a carriage return, more cards than a line holds), is read by
 * words as ever, so every message stays the same: these readers take a
 * line only once it is sure to read as its words would, then call the
 * same checks as the readers of words, in the same order.
 */

/*
 * The canonical card names by their two bytes, the rank's the low byte:
 * the card plus one, 0 for any other pair.  One look-up a card instead of
 * one a byte; only the eight cache lines of the names are ever touched.
 */
#define PAIR(r, s)	((unsigned int)(unsigned char)(r) | \
	(unsigned int)(unsigned char)(s) << 8)
#define PAIR_SUIT(s, suit)	\
	[PAIR('2', s)] = 16 * (suit) + 1, [PAIR('3', s)] = 16 * (suit) + 2, \
	[PAIR('4', s)] = 16 * (suit) + 3, [PAIR('5', s)] = 16 * (suit) + 4, \
	[PAIR('6', s)] = 16 * (suit) + 5, [PAIR('7', s)] = 16 * (suit) + 6, \
	[PAIR('8', s)] = 16 * (suit) + 7, [PAIR('9', s)] = 16 * (suit) + 8, \
	[PAIR('T', s)] = 16 * (suit) + 9, [PAIR('J', s)] = 16 * (suit) + 10, \
	[PAIR('Q', s)] = 16 * (suit) + 11, [PAIR('K', s)] = 16 * (suit) + 12, \
	[PAIR('A', s)] = 16 * (suit) + 13
static const uint8_t card_of_pair[1 << 16] = {
	PAIR_SUIT('C', HEARTS_CLUBS), PAIR_SUIT('D', HEARTS_DIAMONDS),
	PAIR_SUIT('H', HEARTS_HEARTS), PAIR_SUIT('S', HEARTS_SPADES)
};
#undef PAIR_SUIT

/*
 * The canonical card at s, or -1.  s[1] is read even after a NUL at s[0]:
 * the block has WORD_PAD bytes to spare past its NUL.
 */
static inline int
pair_card(const char *s)
{
	return card_of_pair[PAIR(s[0], s[1])] - 1;
}
#undef PAIR

/*
 * Canonical cards from s, each after one space (the first after none),
 * up to a newline, at most max and each once: their set, their order if
 * order is not NULL, and if sorted is not NULL whether they are in card
 * order, as the writer writes a set (a NULL inline drops the test).
 * Returns the newline, or NULL for a line not so.
 */
static inline const char *
plain_cards(const char *s, int max, hearts_cards *set, hearts_card *order,
    int *count, bool *sorted)
{
	hearts_cards	 cards = 0, twice = 0, bit;
	int		 c, n = 0;
	size_t		 i = 0;
	bool		 down = false;

	for (;; i += 3) {
		if ((c = pair_card(s + i)) < 0)
			return NULL;
		bit = card_bit(c);
		/* A card twice refuses the line: that can wait to the end. */
		twice |= cards & bit;
		/* A card under one before: not in card order. */
		if (sorted != NULL)
			down |= cards > bit;
		cards |= bit;
		if (order != NULL)
			order[n] = c;
		if (++n == max || s[i + 2] != ' ')
			break;
	}
	*set = cards;
	*count = n;
	if (sorted != NULL)
		*sorted = !down;
	return hearts_line_end(s[i + 2]) && twice == 0 ? s + i + 2 : NULL;
}

/*
 * The seat of a letter as the writer writes it, a capital, of the game;
 * or -1.  The reader takes small letters too, by words: a line read in
 * place is so in the writer's form.
 */
static inline int
plain_seat_letter(const struct parse *p, int c)
{
	int	 seat = seat_of[(unsigned char)c] - 1;

	return seat >= 0 && seat < p->g->rules.players &&
	    ((unsigned char)c & 0x20) == 0 ? seat : -1;
}

/* A seat's letter and a space at s, a seat of the game; or -1. */
static inline int
plain_seat(const struct parse *p, const char *s)
{
	return s[1] == ' ' ? plain_seat_letter(p, s[0]) : -1;
}

/*
 * A view's cards hidden from its seat, "?? ??", from s, as plain_cards()
 * reads cards: how many.  Returns the newline, or NULL for a line not so.
 */
static inline const char *
plain_hidden(const char *s, int max, int *count)
{
	int	 n = 0;

	for (;;) {
		if (s[0] != '?' || s[1] != '?' || n == max)
			return NULL;
		n++;
		if (s[2] != ' ')
			break;
		s += 3;
	}
	*count = n;
	return hearts_line_end(s[2]) ? s + 2 : NULL;
}

/*
 * A line's cards from s as plain_cards() reads them, a seat's that the
 * reader's seat sees, or as plain_hidden() does, one's that it does not
 * (parse_hidden_cards() reads either so, and refuses the other way).
 */
static inline const char *
plain_seen_cards(const char *s, enum seen seen, hearts_cards *cards,
    int *hidden, bool *sorted)
{
	int	 n;

	*cards = 0;
	*hidden = 0;
	if (sorted != NULL)
		*sorted = true;
	if (seen == SEEN_ALWAYS || (seen == SEEN_EITHER && s[0] != '?'))
		return plain_cards(s, 52, cards, NULL, &n, sorted);
	return plain_hidden(s, 52, hidden);
}

/*
 * "deal SEAT CARDS" from s, past the keyword; 0 for a line not so.  With
 * track, whether the set is written in card order: a test that costs a
 * card what reading it costs, so only for a record asked about.
 */
static HEARTS_HOT int
plain_deal(struct parse *p, const char *s, bool track)
{
	hearts_cards	 cards;
	const char	*nl;
	int		 seat, hidden;
	bool		 sorted = true;

	if ((seat = plain_seat(p, s)) == -1 ||
	    (nl = plain_seen_cards(s + 2, p->g->view < 0 || seat ==
	    p->g->view ? SEEN_ALWAYS : SEEN_NEVER, &cards, &hidden,
	    track ? &sorted : NULL)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	p->loose |= track && !sorted;
	if (deal_phase(p, false) == -1 || deal_seat(p, seat) == -1 ||
	    record_deal_cards(p, false, seat, cards, hidden) == -1)
		return -1;
	return 1;
}

/* "aside CARDS" from s, past the keyword; 0 for a line not so. */
static HEARTS_HOT int
plain_aside(struct parse *p, const char *s, bool track)
{
	hearts_cards	 cards;
	const char	*nl;
	int		 hidden;
	bool		 sorted = true;

	if ((nl = plain_seen_cards(s, p->g->view < 0 ? SEEN_ALWAYS :
	    SEEN_NEVER, &cards, &hidden, track ? &sorted : NULL)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	p->loose |= track && !sorted;
	if (deal_phase(p, true) == -1 ||
	    record_deal_cards(p, true, -1, cards, hidden) == -1)
		return -1;
	return 1;
}

/* "pass SEAT CARDS" from s, past the keyword; 0 for a line not so. */
static HEARTS_HOT int
plain_pass(struct parse *p, const char *s, bool track)
{
	hearts_cards	 cards;
	const char	*nl;
	enum seen	 seen;
	int		 seat, hidden;
	bool		 sorted = true;

	if ((seat = plain_seat(p, s)) == -1 ||
	    (nl = plain_seen_cards(s + 2, seen = record_pass_seen(p, seat),
	    &cards, &hidden, track ? &sorted : NULL)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	p->loose |= track && !sorted;
	if (pass_phase(p) == -1 ||
	    record_pass_cards(p, seat, seen, cards, hidden) == -1)
		return -1;
	return 1;
}

/*
 * Whether the tricks to come may be read by fast_trick(): a whole
 * record's, in play past the first trick, no trick begun.
 */
static inline bool
fast_open(const struct parse *p)
{
	const struct hearts_state *st = &p->st;

	return p->phase == P_PLAY && st->phase == HEARTS_PHASE_PLAY &&
	    st->trick != 0 && st->ncards == 0 && p->g->view < 0 &&
	    st->unseen == 0 && st->turn >= 0;
}

/*
 * The trick line nearly every trick is: a whole record's, past the first
 * trick, the seat to lead and a card of each seat in the record's form,
 * each card legal.  Read and played in one pass over its bytes, the
 * hands and the voids in locals, the winner from the cards after it,
 * then the state left as hearts_state_trick() leaves it: no check of
 * trick_begin() or trick_leader() can record_fail on such a line.
 * Returns 1 when it was read, 0 with nothing changed for plain_trick()
 * to read the line.
 */
static HEARTS_HOT int
fast_trick(struct parse *p, const char *s)
{
	struct hearts_state *st = &p->st;
	struct hearts_hand *h = p->hand;
	hearts_cards	 led, hand, follow, bit, set;
	unsigned int	 voided = 0;	/* the seats that did not follow */
	uint8_t		*card = h->played + h->nplayed;
	int		 c, high, i, seat, winner, leader, led_suit, best;
	int		 n = p->g->rules.players;

	/* What fast_open() asked holds after each trick but the last. */
	leader = st->turn;
	if (plain_seat(p, s) != leader ||
	    (c = pair_card(s + 2)) < 0)
		return 0;
	s += 2;
	bit = card_bit(c);
	hand = st->held[leader];
	if ((legal_lead(&p->g->rules, hand, st->broken) & bit) == 0)
		return 0;
	/*
	 * The cards go where they are kept and leave their hands as they
	 * are read: a seat plays once a trick, so its hand is still as it
	 * was for its own card.  A line that fails is undone below.
	 */
	st->held[leader] = hand & ~bit;
	card[0] = (uint8_t)c;
	led_suit = card_suit(c);
	led = suit_cards(led_suit);
	seat = leader;
	set = bit;
	for (i = 1; i < n; i++) {
		if (s[2] != ' ' || (c = pair_card(s + 3)) < 0)
			goto undo;
		s += 3;
		seat = seat + 1 == n ? 0 : seat + 1;
		bit = card_bit(c);
		hand = st->held[seat];
		follow = hand & led;
		/* legal_follow(), past the first trick. */
		if ((bit & (follow != 0 ? follow : hand)) == 0)
			goto undo;
		st->held[seat] = hand & ~bit;
		card[i] = (uint8_t)c;
		/* Without a branch: whether a seat follows is chance. */
		voided |= (unsigned int)(follow == 0) << seat;
		set |= bit;
	}
	if (!hearts_line_end(s[2]))
		goto undo;
	/*
	 * The winner played the highest card of the suit led (within a
	 * suit the higher card is the higher bit), found after the loop:
	 * in it the compiler kept the highest so far in memory, and a
	 * conditional store is a branch, which chance mispredicts.
	 */
	high = cards_highest(set & led);
	for (best = 0, i = 1; i < n; i++)
		best = card[i] == high ? i : best;
	winner = leader + best;
	winner -= winner >= n ? n : 0;
	hearts_line_take(&p->ln, s + 2);
	h->trick_line[st->trick] = p->ln.number;
	h->nplayed += n;
	/* Hearts led before they break: the leader holds nothing else. */
	if (led_suit == HEARTS_HEARTS)
		st->voids[leader] |= lead_voids(&p->g->rules, st->broken);
	for (; voided != 0; voided &= voided - 1)
		st->voids[__builtin_ctz(voided)] |= 1u << led_suit;
	st->broken = st->broken || (set & p->breakers) != 0;
	st->taken[winner] |= set;
	st->trick++;
	st->last_winner = st->leader = st->turn = winner;
	/* Every hand is as long as the others after a trick. */
	if (st->held[winner] == 0)
		st->phase = HEARTS_PHASE_DONE;
	return 1;
undo:
	/* The cards read so far back in their hands, the record as it was. */
	for (seat = leader, c = 0; c < i; c++) {
		st->held[seat] |= card_bit(card[c]);
		card[c] = 0;
		seat = seat + 1 == n ? 0 : seat + 1;
	}
	return 0;
}

/* "trick LEADER CARDS" from s, past the keyword; 0 for a line not so. */
static int
plain_trick(struct parse *p, const char *s)
{
	hearts_card	 card[HEARTS_MAX_PLAYERS];
	hearts_cards	 cards;
	const char	*nl;
	int		 leader, n, i;

	if ((leader = plain_seat(p, s)) == -1 ||
	    (nl = plain_cards(s + 2, p->g->rules.players, &cards, card,
	    &n, NULL)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (trick_begin(p, n + 2) == -1 || trick_leader(p, leader, n + 2) == -1)
		return -1;
	/* A whole trick of hands the record shows, at once, if it may be. */
	if (hearts_state_trick(&p->st, card, n) == 0) {
		for (i = 0; i < n; i++)
			p->hand->played[p->hand->nplayed++] = (uint8_t)card[i];
		return 1;
	}
	for (i = 0; i < n; i++)
		if (trick_card(p, card[i]) == -1)
			return -1;
	return 1;
}

/*
 * The next line's bytes in the block: past the blanks it begins with
 * (the space after each ';' of the one-line form), as its words would
 * skip them.  The line taken still begins at them (hearts_line_take()),
 * so that the hook is told the same bytes as by a read of words.
 */
static inline const char *
line_here(const struct hearts_reader *rd)
{
	const char	*s = rd->buf + rd->pos;

	/* One test for a line that begins with its keyword, as most do. */
	if ((unsigned char)*s <= ' ')
		while (*s == ' ' || *s == '\t')
			s++;
	return s;
}

/*
 * The line after the one just taken, where it lies: after a line ended
 * by the one-line form's ';', past the blanks that follow (a record so
 * written is not as the writer writes it: struct parse's loose).  A
 * line begun with blanks after a newline is left to its words.
 */
static inline const char *
plain_next(struct parse *p)
{
	const struct hearts_reader *rd = p->ln.rd;
	const char	*s = rd->buf + rd->pos;

	if (s[-1] == ';') {
		p->loose = true;
		s = line_here(rd);
	}
	return s;
}

/*
 * The trick lines from s, one after another while fast_trick() reads
 * them and the hand goes on, without the loop of lines around: once open
 * the tricks stay so (fast_open()).  The first that it does not read is
 * left to read_plain_line() once more, and plain_trick(), unless it is
 * the first.
 */
static HEARTS_HOT int
fast_tricks(struct parse *p, const char *s)
{
	if (fast_trick(p, s + 6) == 0)
		return plain_trick(p, s + 6);
	for (;;) {
		s = plain_next(p);
		if (p->st.phase != HEARTS_PHASE_PLAY ||
		    memcmp(s, "trick ", 6) != 0 || fast_trick(p, s + 6) == 0)
			return 1;
	}
}

/*
 * A score or total line's values from s, "N=26 E=0", as the writer writes
 * them: each after one space (the first after none) up to a newline, the
 * seats in seat order, each a whole number of one to four digits without
 * a leading zero, as small_number() reads them, or the same after a
 * minus, as strtonum(3) does.  The seats named in *seen.  Returns the
 * newline, or NULL for a line not so.
 */
static inline const char *
plain_values(const struct parse *p, const char *s, int *value,
    unsigned int *seen)
{
	unsigned int	 got = 0, d;
	int		 seat, n, i, minus;

	for (;;) {
		/* A minus as the writer writes it: before a digit not 0. */
		minus = s[2] == '-' && s[3] >= '1' && s[3] <= '9';
		/* No seat named already, nor any after this one. */
		if ((seat = plain_seat_letter(p, s[0])) < 0 || s[1] != '=' ||
		    (got >> seat) != 0 ||
		    (d = (unsigned int)(unsigned char)s[2 + minus] - '0') > 9 ||
		    (d == 0 && s[3] >= '0' && s[3] <= '9'))
			return NULL;
		got |= 1u << seat;
		for (n = (int)d, i = 3 + minus; i < 6 + minus &&
		    (d = (unsigned int)(unsigned char)s[i] - '0') <= 9; i++)
			n = n * 10 + (int)d;
		value[seat] = minus ? -n : n;
		if (s[i] != ' ')
			break;
		s += i + 1;
	}
	*seen = got;
	return hearts_line_end(s[i]) ? s + i : NULL;
}

/* "score VALUES" from s, past the keyword; 0 for a line not so. */
static int
plain_score(struct parse *p, const char *s)
{
	int		 stated[HEARTS_MAX_PLAYERS];
	unsigned int	 seen;
	const char	*nl;

	if ((nl = plain_values(p, s, stated, &seen)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (record_check_played(p, "score") == -1 ||
	    record_check_seats_named(p, seen) == -1 ||
	    record_score_values(p, stated) == -1)
		return -1;
	return 1;
}

/* "total VALUES" from s, past the keyword, after a score; else 0. */
static int
plain_total(struct parse *p, const char *s)
{
	int		 stated[HEARTS_MAX_PLAYERS];
	unsigned int	 seen;
	const char	*nl;

	if ((nl = plain_values(p, s, stated, &seen)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (record_check_seats_named(p, seen) == -1 ||
	    record_total_values(p, stated) == -1)
		return -1;
	return 1;
}

/*
 * "NUMBER pass=DIRECTION" from s, the rest of a hand line as the writer
 * writes that hand's (the number of at most four digits, the first not 0,
 * as small_number() reads it): the line's newline, or NULL.
 */
static inline const char *
plain_hand_words(const char *s, long number, enum hearts_pass pass)
{
	const char	*name = hearts_pass_name(pass);
	size_t		 len = strlen(name);
	unsigned int	 d;
	long		 n = 0;
	int		 i;

	for (i = 0; i < 4 && (d = (unsigned int)(unsigned char)s[i] - '0') <= 9;
	    i++)
		n = n * 10 + (long)d;
	if (i == 0 || s[0] == '0' || n != number ||
	    memcmp(s + i, " pass=", 6) != 0 ||
	    memcmp(s + i + 6, name, len) != 0 ||
	    !hearts_line_end(s[i + 6 + len]))
		return NULL;
	return s + i + 6 + len;
}

/*
 * "hand NUMBER pass=DIRECTION" from s, past the keyword, the hand after a
 * hand scored in a game that goes on, with the number and the pass that
 * follow it (record_read_hand() would read both so): else 0.
 */
static int
plain_hand(struct parse *p, const char *s)
{
	const struct hearts_hand *prev = &p->g->hands[p->g->nhands - 1];
	enum hearts_pass pass = rules_pass_next(&p->g->rules, prev->pass);
	const char	*nl;

	if ((nl = plain_hand_words(s, prev->number + 1, pass)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	/* What is wrong with this line is not about the hand before. */
	p->hand = NULL;
	return record_start_hand(p, prev->number + 1, pass) == -1 ? -1 : 1;
}

/* "moon SEAT" from s, past the keyword; 0 for a line not so. */
static int
plain_moon(struct parse *p, const char *s)
{
	int	 seat = plain_seat_letter(p, s[0]);

	if (seat < 0 || !hearts_line_end(s[1]))
		return 0;
	hearts_line_take(&p->ln, s + 1);
	return record_moon(p, seat) == -1 ? -1 : 1;
}

/*
 * "winner SEAT..." from s, past the keyword, the seats in seat order as
 * the writer writes them; 0 for a line not so.
 */
static int
plain_winner(struct parse *p, const char *s)
{
	unsigned int	 stated = 0;
	int		 seat;

	for (;; s += 2) {
		if ((seat = plain_seat_letter(p, s[0])) < 0 ||
		    (stated >> seat) != 0)
			return 0;
		stated |= 1u << seat;
		if (s[1] != ' ')
			break;
	}
	if (!hearts_line_end(s[1]))
		return 0;
	hearts_line_take(&p->ln, s + 1);
	return record_winner(p, stated) == -1 ? -1 : 1;
}

/*
 * "hand 1 pass=DIRECTION" from s, past the keyword, the first hand of a
 * record that does not start from a set-up, with the first hand's pass
 * (record_read_hand() would read it so, and end the header as here).
 */
static int
plain_first_hand(struct parse *p, const char *s)
{
	enum hearts_pass pass;
	const char	*nl;

	if (!p->have_rules || p->setup_line != 0)
		return 0;
	pass = rules_pass_first(&p->g->rules);
	if ((nl = plain_hand_words(s, 1, pass)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (record_end_header(p) == -1 ||
	    record_start_hand(p, 1, pass) == -1)
		return -1;
	return 1;
}

/* The end line at s, taken: PLAIN_END; else 0. */
static int
plain_end(struct parse *p, const char *s)
{
	if (memcmp(s, "end\n", 4) != 0)
		return 0;
	hearts_line_take(&p->ln, s + 3);
	return PLAIN_END;
}

/*
 * The header's lines in the record's own form, but for the view line and
 * a set-up's total line: as read_plain_line().
 */
static int
read_plain_header(struct parse *p, const char *s)
{
	const struct hearts_reader *rd = p->ln.rd;

	switch (s[0]) {
	case 'r':
		if (memcmp(s, "rules ", 6) == 0)
			return record_plain_rules(p, s + 6,
			    rd->len - (size_t)(s + 6 - rd->buf));
		break;
	case 's':
		if (memcmp(s, "seed ", 5) == 0)
			return record_plain_seed(p, s + 5);
		break;
	case 'h':
		if (memcmp(s, "hand ", 5) == 0)
			return plain_first_hand(p, s + 5);
		break;
	case 'e':
		return plain_end(p, s);
	}
	return 0;
}

/*
 * The line at s if it is a line of cards or of scores in the record's own
 * form, inside a hand, or a line of the header so: 1 when it was read, -1
 * on error, 0 for a line to read by words, PLAIN_END for the end line,
 * taken.  With track (p->track, a constant in each copy inline) the
 * readers of sets of cards ask whether they are in card order.
 */
static HEARTS_HOT int
read_plain_line(struct parse *p, const char *s, bool track)
{
	/* Most lines are tricks: they are asked for first. */
	if (memcmp(s, "trick ", 6) == 0)
		return p->phase < P_DEAL || p->phase > P_PLAY ? 0 :
		    fast_open(p) ? fast_tricks(p, s) : plain_trick(p, s + 6);
	if (p->phase == P_HEADER)
		return read_plain_header(p, s);
	switch (s[0]) {
	case 't':
		if (memcmp(s, "total ", 6) == 0 && p->phase == P_SCORED)
			return plain_total(p, s + 6);
		break;
	case 's':
		if (memcmp(s, "score ", 6) == 0 && p->phase >= P_DEAL &&
		    p->phase <= P_PLAY)
			return plain_score(p, s + 6);
		break;
	case 'd':
		if (memcmp(s, "deal ", 5) == 0 && p->phase == P_DEAL)
			return plain_deal(p, s + 5, track);
		break;
	case 'a':
		if (memcmp(s, "aside ", 6) == 0 && p->phase == P_DEAL)
			return plain_aside(p, s + 6, track);
		break;
	case 'p':
		if (memcmp(s, "pass ", 5) == 0 &&
		    (p->phase == P_DEAL || p->phase == P_PASS))
			return plain_pass(p, s + 5, track);
		break;
	case 'h':
		if (memcmp(s, "hand ", 5) == 0 && p->phase == P_TOTALED &&
		    !p->g->over)
			return plain_hand(p, s + 5);
		break;
	case 'm':
		if (memcmp(s, "moon ", 5) == 0)
			return plain_moon(p, s + 5);
		break;
	case 'w':
		if (memcmp(s, "winner ", 7) == 0)
			return plain_winner(p, s + 7);
		break;
	case 'e':
		return plain_end(p, s);
	}
	return 0;
}

/*
 * The lines read in place, one after another while they can be: the
 * block stays to be peeked at once a line is taken, the next line right
 * after it.  Returns what the last read_plain_line() did.
 */
int
record_plain_lines(struct parse *p)
{
	const struct hearts_reader *rd = p->ln.rd;
	const char	*s = hearts_line_peek(&p->ln);
	int		 rc = 0;

	/* Blanks before a line (after a ';' read by its words, as a rule)
	 * are not the writer's. */
	if (s != NULL && (s = line_here(rd)) != rd->buf + rd->pos)
		p->loose = true;
	for (;;) {
		/* A copy of the readers for a record asked about, one not. */
		while (s != NULL && (rc = p->track ? read_plain_line(p, s,
		    true) : read_plain_line(p, s, false)) == 1)
			s = plain_next(p);
		/*
		 * A line the block's end cuts: read on, and the line again,
		 * so that a block's end is not a line read by its words.
		 */
		if (rc != 0 || s == NULL || !hearts_line_cut(&p->ln, s) ||
		    hearts_line_more(&p->ln) == NULL)
			return rc;
		s = line_here(rd);
	}
}
