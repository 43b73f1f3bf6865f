/*
 * bot_simple.c: the rules of thumb a good club player follows, as mask
 * operations, fast enough to be the strong bot's play-out policy too.
 * hearts-bot(1) lists them in words.
 *
 * Every choice is a few operations on sets of cards: a card of the
 * lowest or highest rank of a set is found from the set's suits folded
 * onto one another, with no loop over its cards; what only one rule
 * needs (the moon's threat, the trick's winner and points, whether the
 * Q♠ is out, a card's name for the reason) is worked out only when that
 * rule is reached.  tests/unit/simple.c holds every choice and reason to those
 * of the bot as it was before (tests/unit/oracle_simple.c).
 *
 * By penalty-spades (Black Maria) the K♠ and A♠ are penalty cards
 * themselves, not only the cards the Q♠ falls on: all three are passed
 * whatever guards them, dumped (she first, then the K♠, then the A♠, by
 * their points), never led nor won with while a card that is no point
 * does as well, and low spades are led to drive out any of the three.
 * Without that option every choice is as it was.
 */
#include "internal.h"
#include "engine/play.h"

#define SPADES	suit_cards(HEARTS_SPADES)
#define BIT(c)	card_bit(c)
/*
 * The spades that are dangerous to hold while the queen is out; by
 * penalty-spades, the spades that score.
 */
#define DANGER	(BIT(CARD_QS) | BIT(CARD_AS) | BIT(CARD_KS))
/*
 * The points a seat must have taken, all of them, to be feared shooting
 * the moon by penalty-spades: more than the K♠ and A♠ (17), which one
 * unlucky trick gives.  Fearing it from 7, as without them, took 0.49
 * points a hand more at one seat against the others as the bot was
 * before it knew the option (0.72 with three players; 20,000 deals in
 * every seat): most fears are a trick taken for nothing.
 */
#define SHOOTING_SPADES	20
/* The 2 of each suit: shifted by r, the four cards of rank r + 2. */
#define RANKS	0x0001000100010001ULL

/* A reason, only when one is wanted: wording it costs more than choosing. */
#define REASON(why, ...) do {						\
	if ((why) != NULL)						\
		hearts_why((why), __VA_ARGS__);				\
} while (0)

/* The cards of c's suit below it, and above it. */
static inline hearts_cards
below(hearts_card c)
{
	return (BIT(c) - 1) & suit_cards(card_suit(c));
}

static inline hearts_cards
above(hearts_card c)
{
	return ~((BIT(c) << 1) - 1) & suit_cards(card_suit(c));
}

/* The ranks a set holds in any suit, as bits 0 (a 2) to 12 (an ace). */
static inline unsigned int
ranks_of(hearts_cards set)
{
	return (unsigned int)((set | set >> 16 | set >> 32 | set >> 48) &
	    SUIT_MASK);
}

/*
 * The card of the lowest rank of a set, of the lowest suit at that rank
 * (clubs, diamonds, hearts, spades); HEARTS_NO_CARD for none.
 */
static inline hearts_card
lowest_rank(hearts_cards set)
{
	int	 r;

	if (set == 0)
		return HEARTS_NO_CARD;
	r = __builtin_ctz(ranks_of(set));
	/* The lowest suit at rank r: bit 16 * suit of the set shifted. */
	return r + __builtin_ctzll((set >> r) & RANKS);
}

/* At least three cards in a set. */
static inline bool
three(hearts_cards set)
{
	set &= set - 1;
	set &= set - 1;
	return set != 0;
}

/*
 * Passing: the Q♠, A♠ and K♠ unless three lower spades protect them (by
 * penalty-spades however many do: keeping the queen behind four, five or
 * six of them, as British players may, took 0.18, 0.08 and 0.03 points a
 * hand more under black-maria, measured as SHOOTING_SPADES was), then a
 * short club or diamond suit to be void in it, then the highest cards,
 * hearts first at equal rank.
 */
hearts_cards
hearts_simple_pass_hand(hearts_cards hand, const struct hearts_rules *rules,
    char *why)
{
	static const hearts_card danger[] = { CARD_QS, CARD_AS, CARD_KS };
	/* At equal rank: hearts, spades, diamonds, clubs. */
	static const int order[] = { HEARTS_HEARTS, HEARTS_SPADES,
	    HEARTS_DIAMONDS, HEARTS_CLUBS };
	hearts_cards	 pass = 0, suit, best = 0, left, at;
	hearts_card	 c;
	int		 k = hearts_pass_count(rules->players), n = 0, i, r;
	int		 nbest = 0, size;
	bool		 protected, voided = false;

	protected = !rules->penalty_spades && three(hand & below(CARD_QS));
	for (i = 0; i < 3 && !protected; i++)
		if ((hand & BIT(danger[i])) && n < k) {
			pass |= BIT(danger[i]);
			n++;
		}
	/* The shortest of clubs and diamonds that the rest can empty. */
	for (i = HEARTS_CLUBS; i <= HEARTS_DIAMONDS; i++) {
		/* Only spades are passed yet. */
		if ((suit = hand & suit_cards(i)) == 0)
			continue;
		size = cards_count(suit);
		if (size <= k - n && (best == 0 || size < nbest)) {
			best = suit;
			nbest = size;
		}
	}
	if (best != 0) {
		pass |= best;
		n += nbest;
		voided = true;
	}
	/* The highest of what is left; low spades guard a kept queen. */
	for (r = 12; r >= 0 && n < k; r--) {
		if ((at = hand & ~pass & (RANKS << r)) == 0)
			continue;
		for (i = 0; i < 4 && n < k; i++) {
			c = 16 * order[i] + r;
			if ((at & BIT(c)) == 0)
				continue;
			/* Below the queen: r < 10; the queen kept so far. */
			if (order[i] == HEARTS_SPADES && r < 10 &&
			    (hand & ~pass & BIT(CARD_QS)))
				continue;
			pass |= BIT(c);
			n++;
		}
	}
	/* A hand of low spades and the queen: pass the lowest left. */
	for (; n < k && (left = hand & ~pass) != 0; n++)
		pass |= left & -left;
	if (why == NULL)
		return pass;
	if ((pass & BIT(CARD_QS)) != 0)
		hearts_why(why, "pass the QS: too few spades below "
		    "it to guard it");
	else if (rules->penalty_spades && (pass & DANGER) != 0)
		hearts_why(why, "pass the big spades: they score");
	else if (voided)
		hearts_why(why, "pass a short suit to be void in it");
	else if (protected && (hand & BIT(CARD_QS)))
		hearts_why(why, "keep the QS, guarded by low "
		    "spades; pass the highest cards");
	else
		hearts_why(why, "pass the highest cards");
	return pass;
}

hearts_cards
hearts_simple_pass(const struct hearts_table *t, char *why)
{
	return hearts_simple_pass_hand(t->st.held[t->seat], t->rules, why);
}

/* The winning card of the trick so far. */
static inline hearts_card
winning(const struct hearts_state *st)
{
	hearts_cards	 led;

	led = suit_cards(card_suit(st->trick_card[st->leader]));
	return cards_highest(st->in_trick & led);
}

static inline int
winner_seat(const struct hearts_state *st, hearts_card win)
{
	int	 s, n = st->rules->players;

	for (s = 0; s < n; s++)
		if (st->trick_card[s] == win)
			return s;
	return -1;
}

/*
 * Whether seat w may be shooting the moon: the rules have one, it took
 * every point taken so far, and enough of them to be trying, and it is
 * not the seat to play.  Asked only of the trick's winner, whose cards
 * are looked at first.
 */
static inline bool
shooting(const struct hearts_state *st, int w)
{
	hearts_cards	 penalty = penalty_cards(st->rules);
	int		 s, n = st->rules->players;

	if (w < 0 || w == st->turn || (st->taken[w] & penalty) == 0 ||
	    st->rules->moon == HEARTS_MOON_NONE)
		return false;
	for (s = 0; s < n; s++)
		if (s != w && (st->taken[s] & penalty) != 0)
			return false;
	return hearts_points(st->rules, st->taken[w]) >=
	    (st->rules->penalty_spades ? SHOOTING_SPADES : 7);
}

/*
 * Whether any of the cards is still out: not among the cards seen (the
 * seat's own; for a lead the trick's too, as the bot always had it), nor
 * taken in a trick.  The Q♠ alone, or by penalty-spades any of the Q♠,
 * K♠ and A♠: every deck has them, so no deck is needed.  Asked only
 * when a rule turns on it, since it looks at every seat's tricks.
 */
static inline bool
cards_out(const struct hearts_state *st, hearts_cards seen, hearts_cards cards)
{
	int	 s, n = st->rules->players;

	if ((cards &= ~seen) == 0)
		return false;
	for (s = 0; s < n; s++)
		if ((cards &= ~st->taken[s]) == 0)
			return false;
	return true;
}

/* The highest card of a set, the Q♠ last. */
static inline hearts_card
highest_not_queen(hearts_cards set)
{
	if ((set & ~BIT(CARD_QS)) != 0)
		return cards_highest(set & ~BIT(CARD_QS));
	return cards_highest(set);
}

/*
 * The spades below the queen the seat may lead to drive out the big ones
 * while it holds none of them: the queen, while she is out; by
 * penalty-spades any of the three.  None if there is nothing to drive.
 */
static inline hearts_cards
drivers(const struct hearts_state *st, hearts_cards legal)
{
	hearts_cards	 mine = st->held[st->turn], low = legal & below(CARD_QS);

	if (low == 0 || (mine & DANGER) != 0)
		return 0;
	if (!cards_out(st, mine | st->in_trick, st->rules->penalty_spades ?
	    DANGER : BIT(CARD_QS)))
		return 0;
	return low;
}

static hearts_card
lead(const struct hearts_state *st, hearts_cards legal, char *why)
{
	hearts_cards	 mine = st->held[st->turn], safe = 0, low;
	unsigned int	 voids = 0;
	int		 s, i, n = st->rules->players;

	if ((low = drivers(st, legal)) != 0) {
		REASON(why, "lead a spade below the queen, to drive %s out",
		    st->rules->penalty_spades ? "the big spades" : "her");
		return cards_highest(low);
	}
	/* A suit nobody has shown void in, led low. */
	for (s = 0; s < n; s++)
		if (s != st->turn)
			voids |= st->voids[s];
	for (i = HEARTS_CLUBS; i <= HEARTS_SPADES; i++)
		if (i != HEARTS_HEARTS && (voids & (1u << i)) == 0)
			safe |= suit_cards(i);
	safe &= legal & ~BIT(CARD_QS);
	/* The big spades, while the queen is out or if they score. */
	if ((safe & (BIT(CARD_AS) | BIT(CARD_KS))) != 0 &&
	    (st->rules->penalty_spades ||
	    cards_out(st, mine | st->in_trick, BIT(CARD_QS))))
		safe &= ~(BIT(CARD_AS) | BIT(CARD_KS));
	if (safe != 0) {
		REASON(why, "lead low in a suit nobody is void in");
		return lowest_rank(safe);
	}
	/* Otherwise the lowest card, hearts before the dangerous spades. */
	if ((legal & ~DANGER) != 0)
		legal &= ~DANGER;
	REASON(why, "lead my lowest card");
	return lowest_rank(legal);
}

/*
 * The highest card of a set to win a trick with: by penalty-spades one
 * that is no point, if there is one (the trick is taken either way, and
 * a big spade played to it is taken too); else not the Q♠.
 */
static inline hearts_card
highest_to_win(const struct hearts_state *st, hearts_cards set)
{
	hearts_cards	 clean = set & ~SPADE_PENALTIES;

	if (st->rules->penalty_spades && clean != 0)
		return highest_not_queen(clean);
	return highest_not_queen(set);
}

static hearts_card
follow(const struct hearts_state *st, hearts_cards legal, char *why)
{
	hearts_card	 win = winning(st);
	hearts_cards	 under = legal & below(win), over = legal & above(win);
	int		 threat;
	char		 wname[HEARTS_CARD_NAME];

	if (over != 0 && shooting(st, threat = winner_seat(st, win))) {
		REASON(why, "take the trick from %c, who may be shooting "
		    "the moon", hearts_seat_name(threat));
		return cards_lowest(over);
	}
	/*
	 * Last to play on a trick without points (no penalty card, or the
	 * J♦ outweighs them): shed a high card.  By penalty-spades not a big
	 * spade, which would score: holding nothing else, duck as below.
	 */
	if (st->ncards == st->rules->players - 1 && ((st->in_trick &
	    (penalty_cards(st->rules) | BIT(CARD_JD))) == 0 ||
	    hearts_points_taken(st->rules, st->in_trick) <= 0) &&
	    (!st->rules->penalty_spades || (legal & ~DANGER) != 0)) {
		REASON(why, "last to play on a trick without points: "
		    "shed a high card");
		return highest_to_win(st, legal);
	}
	if (under != 0) {
		if (why != NULL) {
			hearts_card_name(win, wname);
			hearts_why(why, "duck under the %s", wname);
		}
		return cards_highest(under);
	}
	REASON(why, "every card I hold of the suit wins: play the highest");
	return highest_to_win(st, legal);
}

static hearts_card
discard(const struct hearts_state *st, hearts_cards legal, char *why)
{
	hearts_cards	 mine = st->held[st->turn], safe, at;
	hearts_card	 c;
	int		 threat, r, size, shortest = 65;

	if ((safe = legal & ~penalty_cards(st->rules)) != 0 &&
	    shooting(st, threat = winner_seat(st, winning(st)))) {
		REASON(why, "no points for %c, who may be shooting the moon",
		    hearts_seat_name(threat));
		return cards_highest(safe);
	}
	if (legal & BIT(CARD_QS)) {
		REASON(why, "void in the suit led: dump the QS");
		return CARD_QS;
	}
	/* Penalty cards themselves, the K♠ first: the more points. */
	if (st->rules->penalty_spades && (legal & SPADE_PENALTIES)) {
		REASON(why, "void in the suit led: dump a big spade, a "
		    "penalty card");
		return (legal & BIT(CARD_KS)) ? CARD_KS : CARD_AS;
	}
	/* The queen out: not mine, not taken (on the table she is out). */
	if ((legal & (BIT(CARD_AS) | BIT(CARD_KS))) &&
	    cards_out(st, mine, BIT(CARD_QS))) {
		REASON(why, "void in the suit led: dump a high spade while "
		    "the queen is out");
		return cards_highest(legal & SPADES);
	}
	if (legal & HEART_CARDS) {
		REASON(why, "void in the suit led: dump my highest heart");
		return cards_highest(legal & HEART_CARDS);
	}
	/* The highest card, from the shortest suit at equal rank. */
	REASON(why, "void in the suit led: shed my highest card");
	if (legal == 0)
		return HEARTS_NO_CARD;
	r = 31 - __builtin_clz(ranks_of(legal));
	at = (legal >> r) & RANKS;
	if ((at & (at - 1)) == 0)
		return r + __builtin_ctzll(at);
	/* Suits in order, the first of the shortest. */
	for (c = HEARTS_NO_CARD; at != 0; at &= at - 1) {
		size = cards_count(mine & (SUIT_MASK << __builtin_ctzll(at)));
		if (size < shortest) {
			shortest = size;
			c = r + __builtin_ctzll(at);
		}
	}
	return c;
}

hearts_card
hearts_simple_card(const struct hearts_state *st, hearts_cards legal,
    char *why)
{
	hearts_cards	 led;

	if (st->ncards == 0)
		return lead(st, legal, why);
	led = suit_cards(card_suit(st->trick_card[st->leader]));
	if (legal & led)
		return follow(st, legal, why);
	return discard(st, legal, why);
}

hearts_card
hearts_simple_play(const struct hearts_state *st, char *why)
{
	return hearts_simple_card(st, hearts_state_legal_fast(st), why);
}
