/*
 * record_hand.c: the record reader's hand line and the lines of a hand
 * before its play: the deal and aside lines, held to the seed's deal if
 * there is one, the pass lines, a view's cards hidden from its seat
 * ("??") and what it may see of the passes, and the start of play once
 * every seat has passed.
 */
#include <stdlib.h>
#include <string.h>

#include "record_hand.h"

/* Every seat dealt, a whole deck, and the seed's deal if there is one. */
int
record_end_deal(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	hearts_cards	 want[HEARTS_MAX_PLAYERS], want_aside, diff;
	char		 list[64];
	int		 s, n = p->g->rules.players;
	long		 line = p->ln.number;

	for (s = 0; p->dealt_seats != (1u << n) - 1 && s < n; s++)
		if (p->deal_line[s] == 0)
			return record_fail(p, "hand %ld has no deal line for "
			    "%c", h->number, hearts_seat_name(s));
	if (n == 2 && p->aside_line == 0)
		return record_fail(p, "hand %ld has no aside line: two players "
		    "put two cards aside", h->number);
	if (!p->g->seeded)
		return 0;
	hearts_deal_rules(&p->g->rules, p->g->seed, h->number, want,
	    &want_aside);
	for (s = 0; s < n; s++) {
		if ((diff = want[s] & ~h->dealt[s]) == 0)
			continue;
		hearts_cards_format(diff, list, sizeof(list));
		p->ln.number = p->deal_line[s];
		record_fail(p, "this is not the deal of seed %llu: hand %ld "
		    "gives %c %s", (unsigned long long)p->g->seed, h->number,
		    hearts_seat_name(s), list);
		p->ln.number = line;
		p->e->line = p->deal_line[s];
		return -1;
	}
	return 0;
}

int
record_read_hand(struct parse *p)
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
		if (record_end_header(p) == -1)
			return -1;
	} else if (p->phase == P_WON || (p->phase == P_TOTALED && g->over))
		return record_fail(p, "the game is over after hand %ld: no "
		    "hand follows", prev->number);
	else if (p->phase != P_TOTALED)
		return record_fail(p, "hand %ld is not finished and scored, so "
		    "no hand can follow it", prev->number);
	if (p->ln.nwords != 3 || strncmp(p->ln.word[2], "pass=", 5) != 0)
		return record_fail(p, "a hand line is 'hand NUMBER "
		    "pass=DIRECTION'");
	if ((number = small_number(p->ln.word[1])) < 1)
		number = (long)strtonum(p->ln.word[1], 1, HEARTS_HAND_MAX,
		    &errstr);
	else
		errstr = NULL;
	if (errstr != NULL)
		return record_fail(p, "'%s' is not a hand number",
		    hearts_shown(p->ln.word[1], buf, sizeof(buf)));
	if ((pass = hearts_pass_parse(p->ln.word[2] + 5)) == -1 ||
	    !hearts_pass_valid(g->rules.players, (enum hearts_pass)pass))
		return record_fail(p, "'%s' is not a pass direction with %d "
		    "players", hearts_shown(p->ln.word[2] + 5, buf,
		    sizeof(buf)), g->rules.players);
	if (prev != NULL) {
		if (number != prev->number + 1)
			return record_fail(p, "hand %ld follows hand %ld",
			    number, prev->number);
		if (pass != (int)rules_pass_next(&g->rules, prev->pass))
			return record_fail(p, "hand %ld passes %s, after a "
			    "hand that passed %s", number,
			    hearts_pass_name(rules_pass_next(&g->rules,
			    prev->pass)), hearts_pass_name(prev->pass));
	} else if (g->setup) {
		/* A pass of its own every hand: from a set-up too. */
		if (g->rules.pass != HEARTS_PASS_CYCLE &&
		    pass != (int)rules_pass_first(&g->rules))
			return record_fail(p, "every hand passes %s",
			    hearts_pass_name(rules_pass_first(&g->rules)));
	} else {
		if (number != 1)
			return record_fail(p, "the first hand is hand 1 unless "
			    "the record starts from a set-up (a total line "
			    "before it)");
		if (pass != (int)rules_pass_first(&g->rules))
			return record_fail(p, "the first hand passes %s",
			    hearts_pass_name(rules_pass_first(&g->rules)));
	}
	return record_start_hand(p, number, (enum hearts_pass)pass);
}

/* The hand of a hand line that reads: room for it, its facts to come. */
int
record_start_hand(struct parse *p, long number, enum hearts_pass pass)
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

static int	 parse_hidden_cards(struct parse *, int, enum seen,
		    hearts_cards *, int *);

/*
 * A deal or aside line's cards, shown and hidden: of the deck, dealt
 * once, as many as a seat is dealt (or two aside).
 */
int
record_deal_cards(struct parse *p, bool aside, int seat, hearts_cards cards,
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
		/* Black Maria's three leave out the 2♣: say so. */
		return record_fail(p, "%s is not in the %s deck%s", name,
		    decks[n], two_c_out(&p->g->rules) ? " (left-out=2C)" : "");
	}
	for (s = 0; (cards & p->dealt_all) != 0 && s < n; s++)
		if ((clash = cards & h->dealt[s]) != 0) {
			hearts_card_name(hearts_cards_lowest(clash), name);
			return record_fail(p, "%s is dealt twice: %c has it "
			    "(line %ld)", name, hearts_seat_name(s),
			    p->deal_line[s]);
		}
	if ((cards & p->dealt_all) != 0 && (clash = cards & h->aside) != 0) {
		hearts_card_name(hearts_cards_lowest(clash), name);
		return record_fail(p, "%s is dealt twice: it is aside (line "
		    "%ld)", name, p->aside_line);
	}
	if (cards_count(cards) + hidden != want)
		return record_fail(p, "%d cards %s, not %d", want,
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
int
record_read_deal(struct parse *p, bool aside)
{
	hearts_cards	 cards;
	int		 seat = -1, hidden;

	if (deal_phase(p, aside) == -1)
		return -1;
	if (!aside) {
		if (p->ln.nwords < 2)
			return record_fail(p, "a deal line is 'deal SEAT "
			    "CARDS'");
		if (record_parse_seat(p, p->ln.word[1], &seat) == -1 ||
		    deal_seat(p, seat) == -1)
			return -1;
	}
	if (parse_hidden_cards(p, aside ? 1 : 2, p->g->view < 0 ||
	    seat == p->g->view ? SEEN_ALWAYS : SEEN_NEVER, &cards,
	    &hidden) == -1)
		return -1;
	return record_deal_cards(p, aside, seat, cards, hidden);
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
		return record_fail(p, "%c cannot pass %s: %c was dealt it",
		    hearts_seat_name(seat), name, hearts_seat_name(p->g->view));
	}
	if (hearts_cards_count(cards) + hidden != want)
		return record_fail(p, "%c must pass %d card%s, not %d",
		    hearts_seat_name(seat), want, want == 1 ? "" : "s",
		    hearts_cards_count(cards) + hidden);
	return 0;
}

/* Which cards of a seat's pass the reader's seat sees. */
enum seen
record_pass_seen(const struct parse *p, int seat)
{
	const struct hearts_hand *h = p->hand;

	if (p->g->view < 0 || seat == p->g->view)
		return SEEN_ALWAYS;
	return h->pass != HEARTS_PASS_HOLD && hearts_pass_target(
	    p->g->rules.players, h->pass, seat) == p->g->view ? SEEN_EITHER :
	    SEEN_NEVER;
}

/* A seat's pass, its cards shown and hidden: once, in seat order. */
int
record_pass_cards(struct parse *p, int seat, enum seen seen, hearts_cards cards,
    int hidden)
{
	struct hearts_hand *h = p->hand;
	struct hearts_error pe;
	int		 s;

	/* A seat has passed once its line is read: passed_seats says so. */
	if ((p->passed_seats >> seat) != 0) {
		if (hearts_hand_passed(h, seat))
			return record_fail(p, "%c passes twice (first on line "
			    "%ld)", hearts_seat_name(seat), p->pass_line[seat]);
		for (s = seat + 1; s < p->g->rules.players; s++)
			if (p->pass_line[s] != 0)
				return record_fail(p, "pass lines come in seat "
				    "order: %c's belongs before %c's (line "
				    "%ld)", hearts_seat_name(seat),
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
		return record_fail(p, "%s", pe.msg);
	h->passed[seat] = cards;
	h->hidden_passed[seat] = (uint8_t)hidden;
	p->pass_line[seat] = p->ln.number;
	p->passed_seats |= 1u << seat;
	return 0;
}

int
record_read_pass(struct parse *p)
{
	hearts_cards	 cards;
	int		 seat, hidden;
	enum seen	 seen;

	if (pass_phase(p) == -1)
		return -1;
	if (p->ln.nwords < 2)
		return record_fail(p, "a pass line is 'pass SEAT CARDS'");
	if (record_parse_seat(p, p->ln.word[1], &seat) == -1)
		return -1;
	seen = record_pass_seen(p, seat);
	if (parse_hidden_cards(p, 2, seen, &cards, &hidden) == -1)
		return -1;
	return record_pass_cards(p, seat, seen, cards, hidden);
}

/*
 * In a view, a seat sees the cards passed to it once every seat has
 * passed, and no other seat's pass.  Checked at the pass phase's end.
 */
int
record_check_view_passes(struct parse *p)
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
			record_fail(p, "every seat has passed, so %c sees the "
			    "cards %c passed to it: write them",
			    hearts_seat_name(v), hearts_seat_name(s));
		else if (!all && h->passed[s] != 0)
			record_fail(p, "%c cannot see what %c passes before "
			    "every seat has passed: write ?? for each",
			    hearts_seat_name(v), hearts_seat_name(s));
		else
			continue;
		p->ln.number = line;
		return -1;
	}
	p->ln.number = line;
	return 0;
}

/* Moves on to play: the deal is complete and every seat has passed. */
int
record_begin_play(struct parse *p)
{
	struct hearts_hand *h = p->hand;
	int		 s;

	if (p->phase == P_DEAL && record_end_deal(p) == -1)
		return -1;
	if (h->pass != HEARTS_PASS_HOLD &&
	    p->passed_seats != (1u << p->g->rules.players) - 1)
		for (s = 0; s < p->g->rules.players; s++)
			if (!hearts_hand_passed(h, s))
				return record_fail(p, "play cannot begin "
				    "before every seat has passed: %c has not",
				    hearts_seat_name(s));
	if (p->g->view >= 0 && record_check_view_passes(p) == -1)
		return -1;
	hearts_state_start(&p->st, &p->g->rules, h);
	p->breakers = HEART_CARDS | (p->g->rules.queen_breaks_hearts ?
	    card_bit(CARD_QS) : 0);
	p->phase = P_PLAY;
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
		return record_parse_cards(p, from, set);
	if (seen == SEEN_ALWAYS)
		return record_fail(p, "'?\?' stands for a card a seat's view "
		    "cannot see; %s", p->g->view < 0 ? "this is a whole "
		    "record" : "the seat sees these");
	if (*hidden != p->ln.nwords - from)
		return record_fail(p, "%c's view cannot see these cards: write "
		    "?? for each", hearts_seat_name(p->g->view));
	*set = 0;
	return 0;
}
