/*
 * record_parse.h: the record reader's state, shared by its files and
 * private to libhearts (hearts.h never includes it).  Its files, each
 * using only those before it: record_parse.c the state's errors, the
 * words of a line and the header lines; record_hand.c the hand line and
 * the deal, aside and pass lines; record_play.c the trick lines, the
 * results of a hand and the end line; record_plain_score.c and
 * record_plain.c the lines in the record's own form, read where they lie
 * in the block (record_cards.h: their cards and seats, inline);
 * record_read.c the loop over a record's lines and the dispatch of a
 * line by its keyword.
 * The checks a line of cards needs many times a hand are inline here, for
 * both readers of the line: a call across files could not be inlined.
 */
#ifndef HEARTS_RECORD_PARSE_H
#define HEARTS_RECORD_PARSE_H

#include "engine/play.h"
#include "record_lines.h"

/* Where the reader is inside a record. */
enum phase {
	P_HEADER,	/* before the first hand line */
	P_DEAL,		/* after a hand line: deal and aside lines */
	P_PASS,		/* pass lines */
	P_PLAY,		/* trick lines */
	P_SCORED,	/* after the score line, waiting for the total */
	P_TOTALED,	/* the hand is scored */
	P_WON		/* after the winner line */
};

struct parse {
	struct line	 ln;			/* the line being read */
	struct hearts_game *g;
	struct hearts_error *e;
	enum phase	 phase;
	bool		 have_rules;
	long		 view_line;		/* the view line, or 0 */
	long		 leader_line;		/* a view's first leader, or 0 */
	long		 setup_line;		/* the set-up total line, or 0 */
	unsigned int	 setup_seats;		/* the seats it names */
	struct hearts_hand *hand;		/* being read */
	long		 deal_line[HEARTS_MAX_PLAYERS];
	long		 aside_line;
	long		 pass_line[HEARTS_MAX_PLAYERS];
	struct hearts_state st;
	int		 moon_seat;		/* as stated, or -1 */
	long		 moon_line;
	hearts_cards	 breakers;		/* the cards that break hearts */
	/*
	 * What the checks of a line ask most, kept as it changes: the
	 * seats dealt and passed so far (their lines' numbers are in
	 * deal_line[] and pass_line[]), every card dealt, and the rules'
	 * deck, hand size and pass once the header is read.  A check
	 * that fails looks again the long way, for its message.
	 */
	unsigned int	 dealt_seats;
	unsigned int	 passed_seats;
	hearts_cards	 dealt_all;
	hearts_cards	 deck;
	int		 hand_size;
	int		 pass_count;
	/*
	 * Asked by hearts_record_read_canonical() (track): whether a line
	 * so far was not as the writer writes it (loose).  A line read in
	 * place is in the writer's form but for the order of a set of
	 * cards, which its reader asks only when track is set; any line
	 * read by its words makes the record loose.
	 */
	bool		 track;
	bool		 loose;
};

/* Which cards of a line the reader's seat may see. */
enum seen {
	SEEN_ALWAYS,	/* a whole record, or the view's own seat */
	SEEN_NEVER,	/* another seat's deal, the cards aside */
	SEEN_EITHER	/* the pass a seat receives, once passes are made */
};

/*
 * The functions the reader's files call across (each file's own are
 * static).  Each returns 0, or -1 with the error set and placed in its
 * hand and trick, unless it says otherwise.
 */

/*
 * record_parse.c: the error, the next line by its words, the words every
 * kind of line has, and the header's lines.
 */
int	 record_fail(struct parse *, const char *, ...) HEARTS_PRINTF(2, 3);
int	 record_next_line(struct parse *);
int	 record_parse_card(struct parse *, const char *, hearts_card *);
int	 record_parse_seat(struct parse *, const char *, int *);
int	 record_parse_cards(struct parse *, int, hearts_cards *);
int	 record_parse_seat_values(struct parse *, char **, int, int *, int,
	    int, unsigned int *);
int	 record_check_seats_named(struct parse *, unsigned int);
int	 record_read_seat_values(struct parse *, int *);
int	 record_read_format(struct parse *);
int	 record_read_view(struct parse *);
int	 record_read_rules(struct parse *);
int	 record_read_seed(struct parse *);
int	 record_end_header(struct parse *);
/* The header's lines in the record's own form, for record_plain.c. */
int	 record_plain_rules(struct parse *, const char *, size_t);
int	 record_plain_seed(struct parse *, const char *);

/* record_hand.c: the hand line, the deal and the passes. */
int	 record_read_hand(struct parse *);
int	 record_start_hand(struct parse *, long, enum hearts_pass);
int	 record_end_deal(struct parse *);
int	 record_deal_cards(struct parse *, bool, int, hearts_cards, int);
int	 record_read_deal(struct parse *, bool);
enum seen record_pass_seen(const struct parse *, int);
int	 record_pass_cards(struct parse *, int, enum seen, hearts_cards, int);
int	 record_read_pass(struct parse *);
int	 record_check_view_passes(struct parse *);
int	 record_begin_play(struct parse *);

/* record_play.c: the tricks, the score and what follows it. */
int	 record_read_trick(struct parse *);
int	 record_check_played(struct parse *, const char *);
int	 record_read_moon(struct parse *);
int	 record_moon(struct parse *, int);
int	 record_read_score(struct parse *);
int	 record_score_values(struct parse *, const int *);
int	 record_read_total(struct parse *);
int	 record_total_values(struct parse *, const int *);
int	 record_read_winner(struct parse *);
int	 record_winner(struct parse *, unsigned int);
int	 record_read_end(struct parse *);
int	 record_end_checks(struct parse *);

/*
 * record_plain_score.c: the lines from a score to the next hand's line
 * and the end line, each read where it lies in the block from s, past
 * its keyword (the end line's from its keyword): 1 when it was read, 0
 * for a line to read by its words, -1 on error (PLAIN_END for the end
 * line, taken).
 */
int	 record_plain_score(struct parse *, const char *);
int	 record_plain_total(struct parse *, const char *);
int	 record_plain_hand(struct parse *, const char *);
int	 record_plain_moon(struct parse *, const char *);
int	 record_plain_winner(struct parse *, const char *);
int	 record_plain_first_hand(struct parse *, const char *);
int	 record_plain_end(struct parse *, const char *);

/*
 * record_plain.c: the lines of a record read where they lie in the block,
 * one after another while they can be (record_read.c's loop reads the
 * others by their words).  Returns 1 when a line was read and the next
 * is not to be read so, 0 for a line to read by words, -1 on error,
 * PLAIN_END at the end line.
 */
#define PLAIN_END	2	/* the end line, read in place and taken */
int	 record_plain_lines(struct parse *);

/*
 * A small whole number of up to four digits, as scores mostly are; -1
 * for anything else, which strtonum(3) then reads or refuses.
 */
static inline int
small_number(const char *s)
{
	int	 n = 0, i;

	for (i = 0; i < 5 && s[i] >= '0' && s[i] <= '9'; i++)
		n = n * 10 + (s[i] - '0');
	return i > 0 && i <= 4 && s[i] == '\0' ? n : -1;
}

/*
 * Where a deal or aside line may stand: right after its hand line, the
 * aside line after every deal line and with two players only.  Inline
 * like trick_begin().
 */
static HEARTS_HOT int
deal_phase(struct parse *p, bool aside)
{
	int	 s, n = p->g->rules.players;

	if (p->phase != P_DEAL)
		return record_fail(p, "a %s line belongs right after its hand "
		    "line", aside ? "aside" : "deal");
	if (!aside)
		return 0;
	if (n != 2)
		return record_fail(p, "only two players put cards aside");
	if (p->aside_line != 0)
		return record_fail(p, "the cards aside are given twice");
	/* hearts(5): the lines in their order, never put in order. */
	for (s = 0; s < n; s++)
		if (p->deal_line[s] == 0)
			return record_fail(p, "the aside line belongs after "
			    "the deal lines, and %c's is not there yet",
			    hearts_seat_name(s));
	return 0;
}

/* A deal line's seat: dealt once, in seat order, before the aside line. */
static HEARTS_HOT int
deal_seat(struct parse *p, int seat)
{
	int	 s;

	/* Mostly the next seat: none of this one and the later ones yet. */
	if ((p->dealt_seats >> seat) == 0 && p->aside_line == 0)
		return 0;
	if (p->deal_line[seat] != 0)
		return record_fail(p, "%c is dealt twice (first on line %ld)",
		    hearts_seat_name(seat), p->deal_line[seat]);
	if (p->aside_line != 0)
		return record_fail(p, "a deal line belongs before the aside "
		    "line (line %ld)", p->aside_line);
	for (s = seat + 1; s < p->g->rules.players; s++)
		if (p->deal_line[s] != 0)
			return record_fail(p, "deal lines come in seat order: "
			    "%c's belongs before %c's (line %ld)",
			    hearts_seat_name(seat), hearts_seat_name(s),
			    p->deal_line[s]);
	return 0;
}

/* The seat that leads the trick: the one whose turn it is. */
static HEARTS_HOT int
trick_leader(struct parse *p, int leader, int nwords)
{
	struct hearts_hand *h = p->hand;
	char		 name[HEARTS_CARD_NAME];

	if (p->leader_line != 0 && h->nplayed == 0 &&
	    (nwords == 2 || leader != p->st.turn))
		return record_fail(p, "line %ld says who leads the first "
		    "trick: %c", p->leader_line, hearts_seat_name(p->st.turn));
	if (p->st.turn < 0) {
		/* The view could not tell; now it says, if it can be so. */
		p->st.leader = p->st.turn = leader;
		if (hearts_state_legal(&p->st) == 0)
			return record_fail(p, "%c cannot lead the first trick: "
			    "it cannot hold the lowest club in play",
			    hearts_seat_name(leader));
		h->first_leader = (int8_t)leader;
	}
	if (nwords == 2)
		p->leader_line = p->ln.number;
	if (leader != p->st.turn) {
		if (p->st.trick == 0 && p->g->rules.first_lead ==
		    HEARTS_LEAD_LEFT_OF_DEALER)
			return record_fail(p, "%c leads the first trick: %c, "
			    "left of this hand's dealer, leads it",
			    hearts_seat_name(leader),
			    hearts_seat_name(p->st.turn));
		if (p->st.trick == 0) {
			hearts_card_name(hearts_first_lead(p->g->rules.players,
			    p->st.held), name);
			return record_fail(p, "%c leads the first trick: %c "
			    "holds the %s", hearts_seat_name(leader),
			    hearts_seat_name(p->st.turn), name);
		}
		return record_fail(p, "%c leads trick %d, but %c won the last "
		    "trick and leads", hearts_seat_name(leader),
		    p->st.trick + 1, hearts_seat_name(p->st.turn));
	}
	h->trick_line[p->st.trick] = p->ln.number;
	return 0;
}

/* One card of a trick, played if the rules allow it; inline, every card. */
static HEARTS_HOT int
trick_card(struct parse *p, hearts_card c)
{
	struct hearts_hand *h = p->hand;
	struct hearts_error pe;

	/* Inline for a legal card; hearts_state_play() says why not. */
	if ((hearts_state_legal_fast(&p->st) & card_bit(c)) != 0)
		hearts_state_apply(&p->st, c);
	else if (hearts_state_play(&p->st, c, &pe) == -1)
		return record_fail(p, "%s", pe.msg);
	h->played[h->nplayed++] = (uint8_t)c;
	return 0;
}

#endif
