/*
 * record_plain.c: the record reader's fast path: a record's lines in its
 * own form read one after another where they lie in the block, any
 * other line left to record_read.c's readers of words.  The lines of
 * cards, nearly every line of a record (deal, aside, pass, trick), are
 * read here, inline in the loop; the lines that come once a hand or a
 * record are record_plain_score.c's and, for the rules and seed,
 * record_parse.c's.  The checks these lines share with the readers of
 * words are record_hand.c's, record_play.c's, record_read.c's and,
 * inline, record_parse.h's.  A line read in place is one in the writer's
 * form (seats' letters, numbers), but for the order of a set of cards,
 * which a reader asks only for a record asked about (struct parse's
 * loose).
 */
#include <string.h>

#include "record_hand.h"
#include "record_cards.h"

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
			return record_plain_first_hand(p, s + 5);
		break;
	case 'e':
		return record_plain_end(p, s);
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
			return record_plain_total(p, s + 6);
		break;
	case 's':
		if (memcmp(s, "score ", 6) == 0 && p->phase >= P_DEAL &&
		    p->phase <= P_PLAY)
			return record_plain_score(p, s + 6);
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
			return record_plain_hand(p, s + 5);
		break;
	case 'm':
		if (memcmp(s, "moon ", 5) == 0)
			return record_plain_moon(p, s + 5);
		break;
	case 'w':
		if (memcmp(s, "winner ", 7) == 0)
			return record_plain_winner(p, s + 7);
		break;
	case 'e':
		return record_plain_end(p, s);
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
