/*
 * record_read.c: text to model.  Reads one record of a stream, checking
 * every fact against the rules as it goes, so that a record that reads
 * without error is a legal game.  Every error names its line.  The
 * lines come as words from record_lines.c.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
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
};

static int	 fail(struct parse *, const char *, ...) HEARTS_PRINTF(2, 3);

/* An error in the record's data: the hand and the trick it is in. */
static int
place(struct parse *p)
{
	p->e->hand = p->hand != NULL ? p->hand->number : 0;
	p->e->trick = p->phase == P_PLAY && p->st.phase != HEARTS_PHASE_DONE ?
	    p->st.trick + 1 : 0;
	return -1;
}

static int
fail(struct parse *p, const char *fmt, ...)
{
	va_list	 ap;

	p->e->kind = HEARTS_ERR_DATA;
	p->e->line = p->ln.number;
	va_start(ap, fmt);
	vsnprintf(p->e->msg, sizeof(p->e->msg), fmt, ap);
	va_end(ap);
	return place(p);
}

/*
 * The next line with words.  A line the lines layer refuses is placed in
 * the hand and trick like any other error in the data.
 */
static int
next_line(struct parse *p)
{
	int	 rc;

	if ((rc = hearts_line_next(&p->ln, p->e)) == -1 &&
	    p->e->kind == HEARTS_ERR_DATA)
		return place(p);
	return rc;
}

static int
parse_card(struct parse *p, const char *word, hearts_card *c)
{
	char	 buf[HEARTS_SHOWN_SIZE];

	if ((*c = card_parse_canonical(word)) != HEARTS_NO_CARD)
		return 0;
	if ((*c = hearts_card_parse(word)) == HEARTS_NO_CARD)
		return fail(p, "'%s' is not a card (cards are written 2C, TD, "
		    "QS; or 10h, Q\xe2\x99\xa0)", hearts_shown(word, buf, sizeof(buf)));
	return 0;
}

static inline int
parse_seat(struct parse *p, const char *word, int *seat)
{
	static const char *const seats[] = { "", "", "N E", "N E S",
	    "N E S W", "N E S W X" };
	char	 buf[HEARTS_SHOWN_SIZE];
	int	 n = p->g->rules.players;

	if ((*seat = seat_parse(word, n)) == -1)
		return fail(p, "'%s' is not a seat (with %d players the seats "
		    "are %s)", hearts_shown(word, buf, sizeof(buf)), n, seats[n]);
	return 0;
}

/*
 * Cards of words[from..nwords), all different; the set, and how many in
 * *count.
 */
static int
parse_cards(struct parse *p, int from, hearts_cards *set)
{
	char		 name[HEARTS_CARD_NAME];
	hearts_card	 c;
	hearts_cards	 bit;
	int		 i;

	*set = 0;
	for (i = from; i < p->ln.nwords; i++) {
		if (parse_card(p, p->ln.word[i], &c) == -1)
			return -1;
		/* A shift, not a call: this runs for every card dealt. */
		bit = (hearts_cards)1 << c;
		if (*set & bit) {
			hearts_card_name(c, name);
			return fail(p, "%s is written twice", name);
		}
		*set |= bit;
	}
	return 0;
}

/*
 * A small whole number of up to four digits, as scores mostly are; -1
 * for anything else, which strtonum(3) then reads or refuses.
 */
static int
small_number(const char *s)
{
	int	 n = 0, i;

	for (i = 0; i < 5 && s[i] >= '0' && s[i] <= '9'; i++)
		n = n * 10 + (s[i] - '0');
	return i > 0 && i <= 4 && s[i] == '\0' ? n : -1;
}

/*
 * Parses "N=3 E=-10 ...", each seat of a game of that many players at
 * most once; the seats named in *seen.
 */
static int
parse_seat_values(struct parse *p, char **words, int nwords, int *value,
    int max, int players, unsigned int *seen)
{
	const char	*errstr;
	char		*eq, buf[HEARTS_SHOWN_SIZE];
	int		 i, seat;

	*seen = 0;
	for (i = 0; i < nwords; i++) {
		/* Mostly "N=26": the sign right after a seat's letter. */
		eq = words[i][0] != '\0' && words[i][1] == '=' ? words[i] + 1 :
		    strchr(words[i], '=');
		if (eq == NULL)
			return fail(p, "'%s' is not a seat's score (write "
			    "N=12)", hearts_shown(words[i], buf, sizeof(buf)));
		*eq = '\0';
		if ((seat = seat_parse(words[i], players)) == -1)
			return parse_seat(p, words[i], &seat);
		if (*seen & (1u << seat))
			return fail(p, "%c is given twice",
			    hearts_seat_name(seat));
		*seen |= 1u << seat;
		if ((value[seat] = small_number(eq + 1)) != -1 &&
		    value[seat] <= max)
			continue;
		value[seat] = (int)strtonum(eq + 1, -max, max, &errstr);
		if (errstr != NULL)
			return fail(p, "%c=%s: a score is a whole number from "
			    "%d to %d", hearts_seat_name(seat), hearts_shown(
			    eq + 1, buf, sizeof(buf)), -max, max);
	}
	return 0;
}

/* Every seat of the game, and no other, has a value. */
static int
check_seats_named(struct parse *p, unsigned int seen)
{
	static const char *const seats[] = { "", "", "N E", "N E S",
	    "N E S W", "N E S W X" };
	int	 seat, n = p->g->rules.players;

	if (seen == (1u << n) - 1)
		return 0;
	for (seat = 0; seat < HEARTS_MAX_PLAYERS; seat++) {
		if (seat < n && (seen & (1u << seat)) == 0)
			return fail(p, "no score for %c",
			    hearts_seat_name(seat));
		if (seat >= n && (seen & (1u << seat)) != 0)
			return fail(p, "'%c' is not a seat (with %d players "
			    "the seats are %s)", hearts_seat_name(seat), n,
			    seats[n]);
	}
	return 0;
}

/* A score or total line: a value for each seat of the game. */
static int
read_seat_values(struct parse *p, int *value)
{
	unsigned int	 seen;

	if (parse_seat_values(p, p->ln.word + 1, p->ln.nwords - 1, value,
	    HEARTS_SCORE_MAX, p->g->rules.players, &seen) == -1)
		return -1;
	return check_seats_named(p, seen);
}

static int
read_format_line(struct parse *p)
{
	const char	*errstr;
	char		 buf[HEARTS_SHOWN_SIZE];
	long long	 version;

	if (strcmp(p->ln.word[0], "hearts") != 0)
		return fail(p, "a record begins with the line 'hearts %d', "
		    "not '%s'", HEARTS_FORMAT_VERSION,
		    hearts_shown(p->ln.word[0], buf, sizeof(buf)));
	if (p->ln.nwords != 2)
		return fail(p, "the format line is 'hearts %d'",
		    HEARTS_FORMAT_VERSION);
	version = strtonum(p->ln.word[1], 1, LLONG_MAX, &errstr);
	if (errstr != NULL)
		return fail(p, "'%s' is not a format version",
		    hearts_shown(p->ln.word[1], buf, sizeof(buf)));
	if (version > HEARTS_FORMAT_VERSION)
		return fail(p, "the record is in format version %lld; this "
		    "program reads version %d", version, HEARTS_FORMAT_VERSION);
	p->g->first_line = p->ln.number;
	return 0;
}

static int
read_rules(struct parse *p)
{
	struct hearts_error oe;
	char		*eq;
	unsigned int	 seen = 0;
	int		 i, j;

	if (p->phase != P_HEADER)
		return fail(p, "the rules line belongs before the first hand");
	if (p->have_rules)
		return fail(p, "the rules are given twice");
	hearts_rules_default(&p->g->rules);
	for (i = 1; i < p->ln.nwords; i++) {
		if ((eq = strchr(p->ln.word[i], '=')) != NULL)
			*eq = '\0';
		for (j = 0; hearts_option_names[j] != NULL; j++)
			if (strcmp(p->ln.word[i], hearts_option_names[j]) == 0)
				break;
		if (eq != NULL)
			*eq = '=';
		if (hearts_option_names[j] != NULL) {
			if (seen & (1u << j))
				return fail(p, "the option %s is given twice",
				    hearts_option_names[j]);
			seen |= 1u << j;
		}
		if (hearts_rules_option(&p->g->rules, p->ln.word[i], &oe) == -1)
			return fail(p, "%s", oe.msg);
	}
	for (j = 0; hearts_option_names[j] != NULL; j++)
		if ((seen & (1u << j)) == 0)
			return fail(p, "the rules do not state %s (a record "
			    "states every option)", hearts_option_names[j]);
	if (hearts_rules_check(&p->g->rules, &oe) == -1)
		return fail(p, "%s", oe.msg);
	p->have_rules = true;
	return 0;
}

static int
read_seed(struct parse *p)
{
	const char	*errstr;
	char		 buf[HEARTS_SHOWN_SIZE];

	if (p->phase != P_HEADER)
		return fail(p, "the seed line belongs before the first hand");
	if (p->g->seeded)
		return fail(p, "the seed is given twice");
	if (p->g->view >= 0)
		return fail(p, "a view has no seed line: the seed would tell "
		    "every hand");
	if (p->ln.nwords != 2)
		return fail(p, "the seed line is 'seed NUMBER'");
	p->g->seed = (uint64_t)strtonum(p->ln.word[1], 0, HEARTS_SEED_MAX,
	    &errstr);
	if (errstr != NULL)
		return fail(p, "'%s' is not a seed (a whole number from 0 to "
		    "%lld)", hearts_shown(p->ln.word[1], buf, sizeof(buf)),
		    (long long)HEARTS_SEED_MAX);
	p->g->seeded = true;
	return 0;
}

/* The header is complete: check it and read the set-up totals. */
static int
end_header(struct parse *p)
{
	long	 line = p->ln.number;

	if (!p->have_rules)
		return fail(p, "the record has no rules line before its first "
		    "hand");
	if (p->setup_line != 0) {
		/* Now that the seats are known, the set-up must name each. */
		p->ln.number = p->setup_line;
		if (check_seats_named(p, p->setup_seats) == -1)
			return -1;
		p->g->setup = true;
		p->ln.number = line;
	}
	p->deck = hearts_deck(p->g->rules.players);
	p->hand_size = hearts_hand_size(p->g->rules.players);
	p->pass_count = hearts_pass_count(p->g->rules.players);
	if (p->g->view >= p->g->rules.players) {
		p->ln.number = p->view_line;
		fail(p, "'%c' is not a seat with %d players", hearts_seat_name(
		    p->g->view), p->g->rules.players);
		p->ln.number = line;
		return -1;
	}
	return 0;
}

/* Every seat dealt, a whole deck, and the seed's deal if there is one. */
static int
end_deal(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	hearts_cards	 want[HEARTS_MAX_PLAYERS], want_aside, diff;
	char		 list[64];
	int		 s, n = p->g->rules.players;
	long		 line = p->ln.number;

	for (s = 0; p->dealt_seats != (1u << n) - 1 && s < n; s++)
		if (p->deal_line[s] == 0)
			return fail(p, "hand %ld has no deal line for %c",
			    h->number, hearts_seat_name(s));
	if (n == 2 && p->aside_line == 0)
		return fail(p, "hand %ld has no aside line: two players put "
		    "two cards aside", h->number);
	if (!p->g->seeded)
		return 0;
	hearts_deal_seeded(n, p->g->seed, h->number, want, &want_aside);
	for (s = 0; s < n; s++) {
		if ((diff = want[s] & ~h->dealt[s]) == 0)
			continue;
		hearts_cards_format(diff, list, sizeof(list));
		p->ln.number = p->deal_line[s];
		fail(p, "this is not the deal of seed %llu: hand %ld gives "
		    "%c %s", (unsigned long long)p->g->seed, h->number,
		    hearts_seat_name(s), list);
		p->ln.number = line;
		p->e->line = p->deal_line[s];
		return -1;
	}
	return 0;
}

static int	 start_hand(struct parse *, long, enum hearts_pass);

static int
read_hand(struct parse *p)
{
	struct hearts_game *g = p->g;
	struct hearts_hand *prev = hearts_game_current(g);
	const char	*errstr;
	char		 buf[HEARTS_SHOWN_SIZE];
	long		 number;
	int		 pass;

	/* What is wrong with this line is not about the hand before. */
	p->hand = NULL;
	if (p->phase == P_HEADER) {
		if (end_header(p) == -1)
			return -1;
	} else if (p->phase == P_WON || (p->phase == P_TOTALED && g->over))
		return fail(p, "the game is over after hand %ld: no hand "
		    "follows", prev->number);
	else if (p->phase != P_TOTALED)
		return fail(p, "hand %ld is not finished and scored, so no "
		    "hand can follow it", prev->number);
	if (p->ln.nwords != 3 || strncmp(p->ln.word[2], "pass=", 5) != 0)
		return fail(p, "a hand line is 'hand NUMBER pass=DIRECTION'");
	if ((number = small_number(p->ln.word[1])) < 1)
		number = (long)strtonum(p->ln.word[1], 1, HEARTS_HAND_MAX,
		    &errstr);
	else
		errstr = NULL;
	if (errstr != NULL)
		return fail(p, "'%s' is not a hand number",
		    hearts_shown(p->ln.word[1], buf, sizeof(buf)));
	if ((pass = hearts_pass_parse(p->ln.word[2] + 5)) == -1 ||
	    !hearts_pass_valid(g->rules.players, (enum hearts_pass)pass))
		return fail(p, "'%s' is not a pass direction with %d players",
		    hearts_shown(p->ln.word[2] + 5, buf, sizeof(buf)),
		    g->rules.players);
	if (prev != NULL) {
		if (number != prev->number + 1)
			return fail(p, "hand %ld follows hand %ld", number,
			    prev->number);
		if (pass != (int)hearts_pass_next(g->rules.players, prev->pass))
			return fail(p, "hand %ld passes %s, after a hand that "
			    "passed %s", number, hearts_pass_name(
			    hearts_pass_next(g->rules.players, prev->pass)),
			    hearts_pass_name(prev->pass));
	} else if (!g->setup) {
		if (number != 1)
			return fail(p, "the first hand is hand 1 unless the "
			    "record starts from a set-up (a total line before "
			    "it)");
		if (pass != (int)hearts_pass_for_hand(g->rules.players, 1))
			return fail(p, "the first hand passes %s",
			    hearts_pass_name(hearts_pass_for_hand(
			    g->rules.players, 1)));
	}
	return start_hand(p, number, (enum hearts_pass)pass);
}

/* The hand of a hand line that reads: room for it, its facts to come. */
static int
start_hand(struct parse *p, long number, enum hearts_pass pass)
{
	struct hearts_hand *h;

	if ((h = hearts_game_add_hand(p->g, p->e)) == NULL) {
		p->e->line = p->ln.number;
		return -1;
	}
	h->number = number;
	h->pass = pass;
	h->line = p->ln.number;
	p->hand = h;
	p->phase = P_DEAL;
	memset(p->deal_line, 0, sizeof(p->deal_line));
	memset(p->pass_line, 0, sizeof(p->pass_line));
	p->dealt_seats = p->passed_seats = 0;
	p->dealt_all = 0;
	p->aside_line = 0;
	p->moon_seat = -1;
	p->moon_line = 0;
	p->leader_line = 0;
	return 0;
}

/* Which cards of a line the reader's seat may see. */
enum seen {
	SEEN_ALWAYS,	/* a whole record, or the view's own seat */
	SEEN_NEVER,	/* another seat's deal, the cards aside */
	SEEN_EITHER	/* the pass a seat receives, once passes are made */
};

static int	 parse_hidden_cards(struct parse *, int, enum seen,
		    hearts_cards *, int *);

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
		return fail(p, "a %s line belongs right after its hand line",
		    aside ? "aside" : "deal");
	if (!aside)
		return 0;
	if (n != 2)
		return fail(p, "only two players put cards aside");
	if (p->aside_line != 0)
		return fail(p, "the cards aside are given twice");
	/* hearts(5): the lines in their order, never put in order. */
	for (s = 0; s < n; s++)
		if (p->deal_line[s] == 0)
			return fail(p, "the aside line belongs after the deal "
			    "lines, and %c's is not there yet",
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
		return fail(p, "%c is dealt twice (first on line %ld)",
		    hearts_seat_name(seat), p->deal_line[seat]);
	if (p->aside_line != 0)
		return fail(p, "a deal line belongs before the aside line "
		    "(line %ld)", p->aside_line);
	for (s = seat + 1; s < p->g->rules.players; s++)
		if (p->deal_line[s] != 0)
			return fail(p, "deal lines come in seat order: %c's "
			    "belongs before %c's (line %ld)",
			    hearts_seat_name(seat), hearts_seat_name(s),
			    p->deal_line[s]);
	return 0;
}

/*
 * A deal or aside line's cards, shown and hidden: of the deck, dealt
 * once, as many as a seat is dealt (or two aside).
 */
static int
deal_cards(struct parse *p, bool aside, int seat, hearts_cards cards,
    int hidden)
{
	struct hearts_hand *h = p->hand;
	static const char *const decks[] = { "", "", "two-player",
	    "three-player", "four-player", "five-player" };
	hearts_cards	 clash;
	char		 name[HEARTS_CARD_NAME];
	int		 s, n = p->g->rules.players;
	int		 want = aside ? 2 : p->hand_size;

	if ((cards & ~p->deck) != 0) {
		hearts_card_name(hearts_cards_lowest(cards & ~p->deck), name);
		return fail(p, "%s is not in the %s deck", name, decks[n]);
	}
	for (s = 0; (cards & p->dealt_all) != 0 && s < n; s++)
		if ((clash = cards & h->dealt[s]) != 0) {
			hearts_card_name(hearts_cards_lowest(clash), name);
			return fail(p, "%s is dealt twice: %c has it (line "
			    "%ld)", name, hearts_seat_name(s), p->deal_line[s]);
		}
	if ((cards & p->dealt_all) != 0 && (clash = cards & h->aside) != 0) {
		hearts_card_name(hearts_cards_lowest(clash), name);
		return fail(p, "%s is dealt twice: it is aside (line %ld)",
		    name, p->aside_line);
	}
	if (cards_count(cards) + hidden != want)
		return fail(p, "%d cards %s, not %d", want,
		    aside ? "go aside" : "are dealt to each seat",
		    cards_count(cards) + hidden);
	p->dealt_all |= cards;
	if (aside) {
		h->aside = cards;
		h->hidden_aside = (uint8_t)hidden;
		p->aside_line = p->ln.number;
	} else {
		h->dealt[seat] = cards;
		h->hidden_dealt[seat] = (uint8_t)hidden;
		p->deal_line[seat] = p->ln.number;
		p->dealt_seats |= 1u << seat;
	}
	return 0;
}

/* A deal or aside line: the cards of one seat, or of the two aside. */
static int
read_deal(struct parse *p, bool aside)
{
	hearts_cards	 cards;
	int		 seat = -1, hidden;

	if (deal_phase(p, aside) == -1)
		return -1;
	if (!aside) {
		if (p->ln.nwords < 2)
			return fail(p, "a deal line is 'deal SEAT CARDS'");
		if (parse_seat(p, p->ln.word[1], &seat) == -1 ||
		    deal_seat(p, seat) == -1)
			return -1;
	}
	if (parse_hidden_cards(p, aside ? 1 : 2, p->g->view < 0 ||
	    seat == p->g->view ? SEEN_ALWAYS : SEEN_NEVER, &cards,
	    &hidden) == -1)
		return -1;
	return deal_cards(p, aside, seat, cards, hidden);
}

/*
 * A pass in a view, by a seat whose hand is hidden: the cards shown are
 * those the view's seat receives, which must not be its own.
 */
static int
check_hidden_pass(struct parse *p, int seat, hearts_cards cards, int hidden)
{
	hearts_cards	 mine = p->hand->dealt[p->g->view];
	char		 name[HEARTS_CARD_NAME];
	int		 want = hearts_pass_count(p->g->rules.players);

	if ((cards & mine) != 0) {
		hearts_card_name(hearts_cards_lowest(cards & mine), name);
		return fail(p, "%c cannot pass %s: %c was dealt it",
		    hearts_seat_name(seat), name, hearts_seat_name(p->g->view));
	}
	if (hearts_cards_count(cards) + hidden != want)
		return fail(p, "%c must pass %d card%s, not %d",
		    hearts_seat_name(seat), want, want == 1 ? "" : "s",
		    hearts_cards_count(cards) + hidden);
	return 0;
}

/* Where a pass line may stand: after the deal, before the first trick. */
static int
pass_phase(struct parse *p)
{
	if (p->phase == P_DEAL) {
		if (end_deal(p) == -1)
			return -1;
		p->phase = P_PASS;
	}
	if (p->phase != P_PASS)
		return fail(p, "a pass line belongs after the deal and before "
		    "the first trick");
	return 0;
}

/* Which cards of a seat's pass the reader's seat sees. */
static enum seen
pass_seen(const struct parse *p, int seat)
{
	const struct hearts_hand *h = p->hand;

	if (p->g->view < 0 || seat == p->g->view)
		return SEEN_ALWAYS;
	return h->pass != HEARTS_PASS_HOLD && hearts_pass_target(
	    p->g->rules.players, h->pass, seat) == p->g->view ? SEEN_EITHER :
	    SEEN_NEVER;
}

/* A seat's pass, its cards shown and hidden: once, in seat order. */
static int
pass_cards(struct parse *p, int seat, enum seen seen, hearts_cards cards,
    int hidden)
{
	struct hearts_hand *h = p->hand;
	struct hearts_error pe;
	int		 s;

	/* A seat has passed once its line is read: passed_seats says so. */
	if ((p->passed_seats >> seat) != 0) {
		if (hearts_hand_passed(h, seat))
			return fail(p, "%c passes twice (first on line %ld)",
			    hearts_seat_name(seat), p->pass_line[seat]);
		for (s = seat + 1; s < p->g->rules.players; s++)
			if (p->pass_line[s] != 0)
				return fail(p, "pass lines come in seat order: "
				    "%c's belongs before %c's (line %ld)",
				    hearts_seat_name(seat),
				    hearts_seat_name(s), p->pass_line[s]);
	}
	if (seen != SEEN_ALWAYS && h->pass != HEARTS_PASS_HOLD) {
		if (check_hidden_pass(p, seat, cards, hidden) == -1)
			return -1;
	} else if ((h->pass == HEARTS_PASS_HOLD ||
	    (cards & ~h->dealt[seat]) != 0 ||
	    cards_count(cards) != p->pass_count) &&
	    hearts_pass_check(&p->g->rules, h, seat, cards, &pe) == -1)
		/* What hearts_pass_check() refuses, asked only to say why. */
		return fail(p, "%s", pe.msg);
	h->passed[seat] = cards;
	h->hidden_passed[seat] = (uint8_t)hidden;
	p->pass_line[seat] = p->ln.number;
	p->passed_seats |= 1u << seat;
	return 0;
}

static int
read_pass(struct parse *p)
{
	hearts_cards	 cards;
	int		 seat, hidden;
	enum seen	 seen;

	if (pass_phase(p) == -1)
		return -1;
	if (p->ln.nwords < 2)
		return fail(p, "a pass line is 'pass SEAT CARDS'");
	if (parse_seat(p, p->ln.word[1], &seat) == -1)
		return -1;
	seen = pass_seen(p, seat);
	if (parse_hidden_cards(p, 2, seen, &cards, &hidden) == -1)
		return -1;
	return pass_cards(p, seat, seen, cards, hidden);
}

/*
 * In a view, a seat sees the cards passed to it once every seat has
 * passed, and no other seat's pass.  Checked at the pass phase's end.
 */
static int
check_view_passes(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	bool		 all = true;
	int		 s, n = p->g->rules.players, v = p->g->view;
	long		 line = p->ln.number;

	if (v < 0 || h->pass == HEARTS_PASS_HOLD)
		return 0;
	for (s = 0; s < n; s++)
		all = all && hearts_hand_passed(h, s);
	for (s = 0; s < n; s++) {
		if (s == v || !hearts_hand_passed(h, s))
			continue;
		p->ln.number = p->pass_line[s];
		if (all && hearts_pass_target(n, h->pass, s) == v &&
		    h->hidden_passed[s] != 0)
			fail(p, "every seat has passed, so %c sees the cards "
			    "%c passed to it: write them", hearts_seat_name(v),
			    hearts_seat_name(s));
		else if (!all && h->passed[s] != 0)
			fail(p, "%c cannot see what %c passes before every seat "
			    "has passed: write ?? for each", hearts_seat_name(v),
			    hearts_seat_name(s));
		else
			continue;
		p->ln.number = line;
		return -1;
	}
	p->ln.number = line;
	return 0;
}

/* Moves on to play: the deal is complete and every seat has passed. */
static int
begin_play(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	int		 s;

	if (p->phase == P_DEAL && end_deal(p) == -1)
		return -1;
	if (h->pass != HEARTS_PASS_HOLD &&
	    p->passed_seats != (1u << p->g->rules.players) - 1)
		for (s = 0; s < p->g->rules.players; s++)
			if (!hearts_hand_passed(h, s))
				return fail(p, "play cannot begin before "
				    "every seat has passed: %c has not",
				    hearts_seat_name(s));
	if (p->g->view >= 0 && check_view_passes(p) == -1)
		return -1;
	hearts_state_start(&p->st, &p->g->rules, h);
	p->breakers = HEART_CARDS | (p->g->rules.queen_breaks_hearts ?
	    card_bit(CARD_QS) : 0);
	p->phase = P_PLAY;
	return 0;
}

/*
 * Where a trick line of so many words may stand: after the passes (play
 * begins with the first), on a trick not yet begun, while the hand has
 * tricks to play.  Inline (HEARTS_HOT) in both readers of the line, as the
 * other checks of a line that comes many times a hand are: the calls cost
 * 4% of reading a record.
 */
static HEARTS_HOT int
trick_begin(struct parse *p, int nwords)
{
	struct hearts_hand *h = p->hand;

	if (p->phase == P_DEAL || p->phase == P_PASS) {
		if (begin_play(p) == -1)
			return -1;
	} else if (p->phase != P_PLAY)
		return fail(p, "a trick line belongs after the passes and "
		    "before the score");
	if (p->st.phase == HEARTS_PHASE_DONE)
		return fail(p, "every trick of hand %ld has been played",
		    h->number);
	if (p->st.ncards != 0)
		return fail(p, "a trick begins before the last one is "
		    "complete");
	if (nwords < 3 || nwords - 2 > p->g->rules.players) {
		/* A view names the first leader before any card is played. */
		if (nwords != 2 || p->g->view < 0 || h->nplayed != 0)
			return fail(p, "a trick line is 'trick LEADER CARDS', "
			    "1 to %d cards", p->g->rules.players);
	}
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
		return fail(p, "line %ld says who leads the first trick: %c",
		    p->leader_line, hearts_seat_name(p->st.turn));
	if (p->st.turn < 0) {
		/* The view could not tell; now it says, if it can be so. */
		p->st.leader = p->st.turn = leader;
		if (hearts_state_legal(&p->st) == 0)
			return fail(p, "%c cannot lead the first trick: it "
			    "cannot hold the lowest club in play",
			    hearts_seat_name(leader));
		h->first_leader = (int8_t)leader;
	}
	if (nwords == 2)
		p->leader_line = p->ln.number;
	if (leader != p->st.turn) {
		if (p->st.trick == 0) {
			hearts_card_name(hearts_first_lead(p->g->rules.players,
			    p->st.held), name);
			return fail(p, "%c leads the first trick: %c holds "
			    "the %s", hearts_seat_name(leader),
			    hearts_seat_name(p->st.turn), name);
		}
		return fail(p, "%c leads trick %d, but %c won the last trick "
		    "and leads", hearts_seat_name(leader), p->st.trick + 1,
		    hearts_seat_name(p->st.turn));
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
		return fail(p, "%s", pe.msg);
	h->played[h->nplayed++] = (uint8_t)c;
	return 0;
}

static int
read_trick(struct parse *p)
{
	hearts_card	 c;
	int		 leader, i;

	if (trick_begin(p, p->ln.nwords) == -1)
		return -1;
	if (parse_seat(p, p->ln.word[1], &leader) == -1)
		return -1;
	if (trick_leader(p, leader, p->ln.nwords) == -1)
		return -1;
	for (i = 2; i < p->ln.nwords; i++)
		if (parse_card(p, p->ln.word[i], &c) == -1 ||
		    trick_card(p, c) == -1)
			return -1;
	return 0;
}

/* Before a result: every trick of the hand has been played. */
static int
check_played(struct parse *p, const char *what)
{
	if (p->phase == P_DEAL || p->phase == P_PASS)
		if (begin_play(p) == -1)
			return -1;
	if (p->phase != P_PLAY)
		return fail(p, "a %s line belongs after the last trick", what);
	if (p->st.phase != HEARTS_PHASE_DONE)
		return fail(p, "hand %ld is not finished (%d of %d tricks "
		    "played), so it has no %s", p->hand->number, p->st.trick,
		    hearts_hand_size(p->g->rules.players), what);
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

static int
read_moon(struct parse *p)
{
	if (check_played(p, "moon") == -1)
		return -1;
	if (p->moon_line != 0)
		return fail(p, "the moon is given twice");
	if (p->ln.nwords != 2)
		return fail(p, "a moon line is 'moon SEAT'");
	if (parse_seat(p, p->ln.word[1], &p->moon_seat) == -1)
		return -1;
	p->moon_line = p->ln.number;
	/* The tricks are all played: whether this seat shot is known now. */
	score_cards(p);
	if (p->hand->shooter == -1)
		return fail(p, "nobody shot the moon in hand %ld, but this line "
		    "says %c did", p->hand->number, hearts_seat_name(p->moon_seat));
	if (p->hand->shooter != p->moon_seat)
		return fail(p, "%c shot the moon, not %c",
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
			return fail(p, "the %s says %c=%d, but the cards give "
			    "%c=%d", what, hearts_seat_name(s), stated[s],
			    hearts_seat_name(s), want[s]);
	return 0;
}

static int	 score_values(struct parse *, const int *);

static int
read_score(struct parse *p)
{
	int		 stated[HEARTS_MAX_PLAYERS];

	if (check_played(p, "score") == -1)
		return -1;
	if (read_seat_values(p, stated) == -1)
		return -1;
	return score_values(p, stated);
}

/* The score line's values, read: the hand's points as its cards say. */
static int
score_values(struct parse *p, const int *stated)
{
	struct hearts_hand *h = p->hand;

	score_cards(p);
	/* A moon line that is there was checked when it was read. */
	if (h->shooter != p->moon_seat)
		return fail(p, "%c shot the moon, and a 'moon %c' line "
		    "belongs before the score", hearts_seat_name(h->shooter),
		    hearts_seat_name(h->shooter));
	if (compare_values(p, "score", stated, h->score) == -1)
		return -1;
	h->score_line = p->ln.number;
	p->phase = P_SCORED;
	return 0;
}

static int	 total_values(struct parse *, const int *);

static int
read_total(struct parse *p)
{
	struct hearts_game *g = p->g;
	int		 stated[HEARTS_MAX_PLAYERS];

	if (p->phase == P_HEADER) {
		/* A set-up: the totals before the first hand of the record. */
		if (p->setup_line != 0)
			return fail(p, "the set-up totals are given twice");
		p->setup_line = p->ln.number;
		/* Any seat of five for now: the rules may come after. */
		return parse_seat_values(p, p->ln.word + 1, p->ln.nwords - 1,
		    g->start_total, HEARTS_SETUP_MAX, HEARTS_MAX_PLAYERS,
		    &p->setup_seats);
	}
	if (p->phase != P_SCORED)
		return fail(p, "a total line belongs right after the score");
	if (read_seat_values(p, stated) == -1)
		return -1;
	return total_values(p, stated);
}

/* The total line's values, read: the totals the hand's score makes. */
static int
total_values(struct parse *p, const int *stated)
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

static int
read_winner(struct parse *p)
{
	unsigned int	 stated = 0;
	int		 i, seat;

	if (p->phase == P_WON)
		return fail(p, "the winner is given twice");
	if (p->phase != P_TOTALED || !p->g->over)
		return fail(p, "no winner yet: the game goes on");
	if (p->ln.nwords < 2)
		return fail(p, "a winner line is 'winner SEAT...'");
	for (i = 1; i < p->ln.nwords; i++) {
		if (parse_seat(p, p->ln.word[i], &seat) == -1)
			return -1;
		if (stated & (1u << seat))
			return fail(p, "%c is named twice",
			    hearts_seat_name(seat));
		stated |= 1u << seat;
	}
	if (stated != p->g->winners) {
		for (seat = 0; (p->g->winners & (1u << seat)) == 0; seat++)
			continue;
		return fail(p, "the winner is %c%s, with the lowest total",
		    hearts_seat_name(seat),
		    (p->g->winners & ~(1u << seat)) != 0 ? " and others" : "");
	}
	p->phase = P_WON;
	return 0;
}

static int
read_end(struct parse *p)
{
	if (p->ln.nwords != 1)
		return fail(p, "the end line is 'end' alone");
	switch (p->phase) {
	case P_HEADER:
		if (end_header(p) == -1)
			return -1;
		break;
	case P_DEAL:
		if (end_deal(p) == -1)
			return -1;
		break;
	case P_PASS:
		if (check_view_passes(p) == -1)
			return -1;
		break;
	case P_SCORED:
		return fail(p, "the score of hand %ld has no total line",
		    p->hand->number);
	case P_TOTALED:
		if (p->g->over)
			return fail(p, "the game is over and the record names "
			    "no winner");
		break;
	default:
		break;
	}
	p->g->last_line = p->ln.number;
	return 0;
}

/*
 * "view SEAT", right after the format line.  The seat is checked against
 * the players once the rules are read.
 */
static int
read_view(struct parse *p)
{
	if (p->phase != P_HEADER || p->have_rules || p->g->seeded ||
	    p->setup_line != 0 || p->g->view >= 0)
		return fail(p, "the view line belongs right after the format "
		    "line");
	if (p->ln.nwords != 2)
		return fail(p, "a view line is 'view SEAT'");
	if ((p->g->view = hearts_seat_parse(p->ln.word[1],
	    HEARTS_MAX_PLAYERS)) == -1)
		return fail(p, "'%s' is not a seat (seats are N E S W X)",
		    hearts_shown(p->ln.word[1], (char[HEARTS_SHOWN_SIZE]){ 0 }, HEARTS_SHOWN_SIZE));
	p->view_line = p->ln.number;
	return 0;
}

/*
 * Cards of words[from..nwords) in a view, which writes "??" for each
 * card its seat cannot see: the cards shown, and how many are hidden.
 */
static int
parse_hidden_cards(struct parse *p, int from, enum seen seen,
    hearts_cards *set, int *hidden)
{
	hearts_cards	 cards = 0, bit;
	hearts_card	 c;
	int		 i;

	*hidden = 0;
	/* Mostly every word is a card, canonical and new: one pass. */
	for (i = from; seen != SEEN_NEVER && i < p->ln.nwords; i++) {
		if ((c = card_parse_canonical(p->ln.word[i])) ==
		    HEARTS_NO_CARD || (cards & (bit = card_bit(c))) != 0)
			break;
		cards |= bit;
	}
	if (seen != SEEN_NEVER && i == p->ln.nwords) {
		*set = cards;
		return 0;
	}
	for (i = from; i < p->ln.nwords; i++)
		if (word_is(p->ln.word[i], "??"))
			(*hidden)++;
	if (*hidden == 0 && seen != SEEN_NEVER)
		return parse_cards(p, from, set);
	if (seen == SEEN_ALWAYS)
		return fail(p, "'?\?' stands for a card a seat's view cannot "
		    "see; %s", p->g->view < 0 ? "this is a whole record" :
		    "the seat sees these");
	if (*hidden != p->ln.nwords - from)
		return fail(p, "%c's view cannot see these cards: write ?? "
		    "for each", hearts_seat_name(p->g->view));
	*set = 0;
	return 0;
}

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
 * up to a newline, at most max and each once: their set, and their order
 * if order is not NULL.  Returns the newline, or NULL for a line not so.
 */
static inline const char *
plain_cards(const char *s, int max, hearts_cards *set, hearts_card *order,
    int *count)
{
	hearts_cards	 cards = 0, twice = 0, bit;
	int		 c, n = 0;

	for (;;) {
		if ((c = pair_card(s)) < 0)
			return NULL;
		bit = card_bit(c);
		/* A card twice refuses the line: that can wait to the end. */
		twice |= cards & bit;
		cards |= bit;
		if (order != NULL)
			order[n] = c;
		if (++n == max || s[2] != ' ')
			break;
		s += 3;
	}
	*set = cards;
	*count = n;
	return s[2] == '\n' && twice == 0 ? s + 2 : NULL;
}

/* A seat's letter and a space at s, a seat of the game; or -1. */
static inline int
plain_seat(const struct parse *p, const char *s)
{
	int	 seat = seat_of[(unsigned char)s[0]] - 1;

	return seat >= 0 && seat < p->g->rules.players && s[1] == ' ' ?
	    seat : -1;
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
	return s[2] == '\n' ? s + 2 : NULL;
}

/*
 * A line's cards from s as plain_cards() reads them, a seat's that the
 * reader's seat sees, or as plain_hidden() does, one's that it does not
 * (parse_hidden_cards() reads either so, and refuses the other way).
 */
static inline const char *
plain_seen_cards(const char *s, enum seen seen, hearts_cards *cards,
    int *hidden)
{
	int	 n;

	*cards = 0;
	*hidden = 0;
	if (seen == SEEN_ALWAYS || (seen == SEEN_EITHER && s[0] != '?'))
		return plain_cards(s, 52, cards, NULL, &n);
	return plain_hidden(s, 52, hidden);
}

/* "deal SEAT CARDS" from s, past the keyword; 0 for a line not so. */
static int
plain_deal(struct parse *p, const char *s)
{
	hearts_cards	 cards;
	const char	*nl;
	int		 seat, hidden;

	if ((seat = plain_seat(p, s)) == -1 ||
	    (nl = plain_seen_cards(s + 2, p->g->view < 0 || seat ==
	    p->g->view ? SEEN_ALWAYS : SEEN_NEVER, &cards, &hidden)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (deal_phase(p, false) == -1 || deal_seat(p, seat) == -1 ||
	    deal_cards(p, false, seat, cards, hidden) == -1)
		return -1;
	return 1;
}

/* "pass SEAT CARDS" from s, past the keyword; 0 for a line not so. */
static int
plain_pass(struct parse *p, const char *s)
{
	hearts_cards	 cards;
	const char	*nl;
	enum seen	 seen;
	int		 seat, hidden;

	if ((seat = plain_seat(p, s)) == -1 ||
	    (nl = plain_seen_cards(s + 2, seen = pass_seen(p, seat), &cards,
	    &hidden)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (pass_phase(p) == -1 ||
	    pass_cards(p, seat, seen, cards, hidden) == -1)
		return -1;
	return 1;
}

/*
 * The trick line nearly every trick is: a whole record's, past the first
 * trick, the seat to lead and a card of each seat in the record's form,
 * each card legal.  Read and played in one pass over its bytes, the
 * hands, the winner and the voids in locals, then the state left as
 * hearts_state_trick() leaves it: no check of trick_begin() or
 * trick_leader() can fail on such a line.  Returns 1 when it was read,
 * 0 with nothing changed for plain_trick() to read the line.
 */
static HEARTS_HOT int
fast_trick(struct parse *p, const char *s)
{
	struct hearts_state *st = &p->st;
	struct hearts_hand *h = p->hand;
	hearts_cards	 led, hand, follow, bit, set;
	unsigned int	 voided = 0;	/* the seats that did not follow */
	uint8_t		*card = h->played + h->nplayed;
	int		 c, high, i, seat, winner, leader, led_suit, higher;
	int		 n = p->g->rules.players;

	leader = st->turn;
	if (p->phase != P_PLAY || st->phase != HEARTS_PHASE_PLAY ||
	    st->trick == 0 || st->ncards != 0 || p->g->view >= 0 ||
	    st->unseen != 0 || leader < 0 ||
	    seat_of[(unsigned char)s[0]] - 1 != leader || s[1] != ' ' ||
	    (c = pair_card(s + 2)) < 0)
		return 0;
	s += 2;
	bit = card_bit(c);
	hand = st->held[leader];
	if ((legal_lead(hand, st->broken) & bit) == 0)
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
	high = c;
	seat = winner = leader;
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
		/*
		 * Without branches: whether a seat follows, and whether its
		 * card is the highest so far, are the game's chance.  Within
		 * a suit the higher card is the higher bit.
		 */
		voided |= (unsigned int)(follow == 0) << seat;
		higher = (follow != 0) & (c > high);
		high = higher ? c : high;
		winner = higher ? seat : winner;
		set |= bit;
	}
	if (s[2] != '\n')
		goto undo;
	hearts_line_take(&p->ln, s + 2);
	h->trick_line[st->trick] = p->ln.number;
	h->nplayed += n;
	/* Hearts led before they break: the leader holds nothing else. */
	if (!st->broken && led_suit == HEARTS_HEARTS)
		st->voids[leader] |= ~(1u << HEARTS_HEARTS) & 0xf;
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
	    &n)) == NULL)
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
 * A score or total line's values from s, "N=26 E=0", each after one space
 * (the first after none) up to a newline: a seat of the game once each, a
 * whole number of one to four digits as small_number() reads them.  The
 * seats named in *seen.  Returns the newline, or NULL for a line not so.
 */
static inline const char *
plain_values(const struct parse *p, const char *s, int *value,
    unsigned int *seen)
{
	unsigned int	 got = 0, d;
	int		 seat, n, i, players = p->g->rules.players;

	for (;;) {
		if ((seat = seat_of[(unsigned char)s[0]] - 1) < 0 ||
		    seat >= players || s[1] != '=' || ((got >> seat) & 1) != 0 ||
		    (d = (unsigned int)(unsigned char)s[2] - '0') > 9)
			return NULL;
		got |= 1u << seat;
		for (n = (int)d, i = 3; i < 6 &&
		    (d = (unsigned int)(unsigned char)s[i] - '0') <= 9; i++)
			n = n * 10 + (int)d;
		value[seat] = n;
		if (s[i] != ' ')
			break;
		s += i + 1;
	}
	*seen = got;
	return s[i] == '\n' ? s + i : NULL;
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
	if (check_played(p, "score") == -1 ||
	    check_seats_named(p, seen) == -1 || score_values(p, stated) == -1)
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
	if (check_seats_named(p, seen) == -1 || total_values(p, stated) == -1)
		return -1;
	return 1;
}

/*
 * "hand NUMBER pass=DIRECTION" from s, past the keyword, the hand after a
 * hand scored in a game that goes on, with the number and the pass that
 * follow it (read_hand() would read both so): else 0.
 */
static int
plain_hand(struct parse *p, const char *s)
{
	const struct hearts_hand *prev = &p->g->hands[p->g->nhands - 1];
	enum hearts_pass pass = hearts_pass_next(p->g->rules.players,
	    prev->pass);
	const char	*name = hearts_pass_name(pass);
	size_t		 len = strlen(name);
	unsigned int	 d;
	long		 number = 0;
	int		 i;

	/* At most four digits, as small_number() reads them. */
	for (i = 0; i < 4 && (d = (unsigned int)(unsigned char)s[i] - '0') <= 9;
	    i++)
		number = number * 10 + (long)d;
	if (i == 0 || number != prev->number + 1 ||
	    memcmp(s + i, " pass=", 6) != 0 || memcmp(s + i + 6, name, len) != 0 ||
	    s[i + 6 + len] != '\n')
		return 0;
	hearts_line_take(&p->ln, s + i + 6 + len);
	/* What is wrong with this line is not about the hand before. */
	p->hand = NULL;
	return start_hand(p, number, pass) == -1 ? -1 : 1;
}

/*
 * The line at s if it is a line of cards or of scores in the record's own
 * form, inside a hand: 1 when it was read, -1 on error, 0 for a line to
 * read by words.
 */
static inline int
read_plain_line(struct parse *p, const char *s)
{
	/* Most lines are tricks: they are asked for first. */
	if (memcmp(s, "trick ", 6) == 0)
		return p->phase < P_DEAL || p->phase > P_PLAY ? 0 :
		    fast_trick(p, s + 6) == 1 ? 1 : plain_trick(p, s + 6);
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
			return plain_deal(p, s + 5);
		break;
	case 'p':
		if (memcmp(s, "pass ", 5) == 0 &&
		    (p->phase == P_DEAL || p->phase == P_PASS))
			return plain_pass(p, s + 5);
		break;
	case 'h':
		if (memcmp(s, "hand ", 5) == 0 && p->phase == P_TOTALED &&
		    !p->g->over)
			return plain_hand(p, s + 5);
		break;
	}
	return 0;
}

/*
 * The lines read in place, one after another while they can be: the
 * block stays to be peeked at once a line is taken, the next line right
 * after it.  Returns what the last read_plain_line() did.
 */
static int
read_plain_lines(struct parse *p)
{
	const struct hearts_reader *rd = p->ln.rd;
	const char	*s = hearts_line_peek(&p->ln);
	int		 rc = 0;

	while (s != NULL && p->hand != NULL &&
	    (rc = read_plain_line(p, s)) == 1)
		s = rd->buf + rd->pos;
	return rc;
}

/* The line's keyword picks its reader: one comparison, by its first letter. */
static int
read_body_line(struct parse *p)
{
	const char	*w = p->ln.word[0];
	char		 buf[HEARTS_SHOWN_SIZE];

	switch (w[0]) {
	case 't':
		if (word_is(w, "trick"))
			return read_trick(p);
		if (word_is(w, "total"))
			return read_total(p);
		break;
	case 'd':
		if (word_is(w, "deal"))
			return read_deal(p, false);
		break;
	case 'p':
		if (word_is(w, "pass"))
			return read_pass(p);
		break;
	case 'h':
		if (word_is(w, "hand"))
			return read_hand(p);
		if (word_is(w, "hearts")) {
			hearts_line_unread(&p->ln);
			return fail(p, "a new record begins before this one's "
			    "end line");
		}
		break;
	case 's':
		if (word_is(w, "score"))
			return read_score(p);
		if (word_is(w, "seed"))
			return read_seed(p);
		break;
	case 'r':
		if (word_is(w, "rules"))
			return read_rules(p);
		break;
	case 'a':
		if (word_is(w, "aside"))
			return read_deal(p, true);
		break;
	case 'm':
		if (word_is(w, "moon"))
			return read_moon(p);
		break;
	case 'w':
		if (word_is(w, "winner"))
			return read_winner(p);
		break;
	case 'v':
		if (word_is(w, "view"))
			return read_view(p);
		break;
	}
	return fail(p, "'%s' is not a line of a record (lines begin with "
	    "hearts, rules, seed, total, hand, deal, aside, pass, trick, "
	    "moon, score, winner or end)", hearts_shown(w, buf, sizeof(buf)));
}

int
hearts_record_read(struct hearts_reader *rd, struct hearts_game *g,
    struct hearts_error *e)
{
	struct parse	*p;
	int		 rc;

	hearts_game_init(g, NULL);
	/* The parse state holds a line-sized buffer: keep it off the stack. */
	if ((p = calloc(1, sizeof(*p))) == NULL)
		return hearts_fail(e, HEARTS_ERR_NOMEM, 0, "out of memory");
	p->ln.rd = rd;
	p->g = g;
	p->e = e;
	p->phase = P_HEADER;
	p->moon_seat = -1;
	if ((rc = next_line(p)) != 1 || (rc = read_format_line(p)) == -1)
		goto out;
	for (;;) {
		if ((rc = read_plain_lines(p)) == -1)
			goto out;
		if ((rc = next_line(p)) == -1)
			goto out;
		if (rc == 0) {
			rc = fail(p, "the record has no end line (is it cut "
			    "short?)");
			goto out;
		}
		if (word_is(p->ln.word[0], "end")) {
			rc = read_end(p) == -1 ? -1 : 1;
			goto out;
		}
		if (read_body_line(p) == -1) {
			rc = -1;
			goto out;
		}
	}
out:
	free(p);
	/* A record refused is not half kept. */
	if (rc == -1)
		hearts_game_free(g);
	return rc;
}
