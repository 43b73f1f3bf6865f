/*
 * oracle_simple.c: the simple bot as it was before it was made cheaper
 * (libhearts/bot_simple.c at 8e79b25), kept unchanged but for its names,
 * so that tests/unit/simple.c can hold the new one to every pass, card
 * and reason it chose.  Not built into the library.
 */
#define hearts_simple_pass	oracle_simple_pass
#define hearts_simple_play	oracle_simple_play
#include "internal.h"

#define SPADES	suit_cards(HEARTS_SPADES)
#define BIT(c)	card_bit(c)

/* The cards of c's suit below it, and above it. */
static hearts_cards
below(hearts_card c)
{
	return (BIT(c) - 1) & suit_cards(card_suit(c));
}

static hearts_cards
above(hearts_card c)
{
	return ~((BIT(c) << 1) - 1) & suit_cards(card_suit(c));
}

/*
 * Passing: the Q♠, A♠ and K♠ unless three lower spades protect them, then
 * a short club or diamond suit to be void in it, then the highest cards,
 * hearts first at equal rank.
 */
hearts_cards
hearts_simple_pass(const struct hearts_table *t, char *why)
{
	static const hearts_card danger[] = { CARD_QS, CARD_AS, CARD_KS };
	hearts_cards	 hand = t->st.held[t->seat], pass = 0, suit, best = 0;
	hearts_card	 c;
	int		 k = hearts_pass_count(t->rules->players), i, rank;
	bool		 protected, voided = false;

	protected = cards_count(hand & below(CARD_QS)) >= 3;
	for (i = 0; i < 3 && !protected; i++)
		if ((hand & BIT(danger[i])) && cards_count(pass) < k)
			pass |= BIT(danger[i]);
	/* The shortest of clubs and diamonds that the rest can empty. */
	for (i = HEARTS_CLUBS; i <= HEARTS_DIAMONDS; i++) {
		suit = hand & suit_cards(i) & ~pass;
		if (suit != 0 && cards_count(suit) <= k -
		    cards_count(pass) && (best == 0 ||
		    cards_count(suit) < cards_count(best)))
			best = suit;
	}
	if (best != 0) {
		pass |= best;
		voided = true;
	}
	/* The highest of what is left; low spades guard a kept queen. */
	for (rank = 14; rank >= 2 && cards_count(pass) < k; rank--)
		for (i = HEARTS_SPADES; i >= HEARTS_CLUBS; i--) {
			c = hearts_card_make((enum hearts_suit)(i ==
			    HEARTS_SPADES ? HEARTS_HEARTS : i == HEARTS_HEARTS ?
			    HEARTS_SPADES : i), rank);
			if ((hand & ~pass & BIT(c)) == 0 ||
			    cards_count(pass) == k)
				continue;
			if (card_suit(c) == HEARTS_SPADES &&
			    rank < 12 && (hand & ~pass & BIT(CARD_QS)))
				continue;
			pass |= BIT(c);
		}
	/* A hand of low spades and the queen: pass the lowest left. */
	while (cards_count(pass) < k)
		pass |= BIT(cards_lowest(hand & ~pass));
	if ((pass & BIT(CARD_QS)) != 0)
		hearts_why(why, "pass the QS: too few spades below "
		    "it to guard it");
	else if (voided)
		hearts_why(why, "pass a short suit to be void in it");
	else if (protected && (hand & BIT(CARD_QS)))
		hearts_why(why, "keep the QS, guarded by low "
		    "spades; pass the highest cards");
	else
		hearts_why(why, "pass the highest cards");
	return pass;
}

/* The winning card of the trick so far. */
static hearts_card
winning(const struct hearts_state *st)
{
	hearts_cards	 led;

	led = suit_cards(card_suit(st->trick_card[st->leader]));
	return cards_highest(st->in_trick & led);
}

static int
winner_seat(const struct hearts_state *st, hearts_card win)
{
	int	 s;

	for (s = 0; s < st->rules->players; s++)
		if (st->trick_card[s] == win)
			return s;
	return -1;
}

/*
 * A seat that may be shooting the moon: it took every point taken so
 * far, and enough of them to be trying.  -1 if none.
 */
static int
moon_threat(const struct hearts_state *st)
{
	int	 s, who = -1;

	for (s = 0; s < st->rules->players; s++) {
		if ((st->taken[s] & MOON_CARDS) == 0)
			continue;
		if (who != -1)
			return -1;
		who = s;
	}
	if (who == -1 || who == st->turn ||
	    hearts_points(st->rules, st->taken[who]) < 7)
		return -1;
	return who;
}

/* The highest card of a set, the Q♠ last. */
static hearts_card
highest_not_queen(hearts_cards set)
{
	if ((set & ~BIT(CARD_QS)) != 0)
		return cards_highest(set & ~BIT(CARD_QS));
	return cards_highest(set);
}

static hearts_card
lead(const struct hearts_state *st, hearts_cards legal, char *why)
{
	hearts_cards	 mine = st->held[st->turn], out, safe = 0, suit;
	hearts_card	 c, best = HEARTS_NO_CARD;
	int		 s, i;
	bool		 queen_out;

	/* Cards still out in other hands. */
	out = hearts_deck(st->rules->players) & ~mine & ~st->in_trick;
	for (s = 0; s < st->rules->players; s++)
		out &= ~st->taken[s];
	queen_out = (out & BIT(CARD_QS)) != 0;
	/* Spades below the queen drive her out while she is still out. */
	if (queen_out && (legal & SPADES & below(CARD_QS)) != 0 &&
	    (mine & (BIT(CARD_AS) | BIT(CARD_KS))) == 0) {
		c = cards_highest(legal & SPADES & below(CARD_QS));
		hearts_why(why, "lead a spade below the queen, to drive her "
		    "out");
		return c;
	}
	/* A suit nobody has shown void in, led low. */
	for (i = HEARTS_CLUBS; i <= HEARTS_SPADES; i++) {
		if (i == HEARTS_HEARTS)
			continue;
		for (s = 0; s < st->rules->players; s++)
			if (s != st->turn && (st->voids[s] & (1u << i)))
				break;
		if (s == st->rules->players)
			safe |= suit_cards(i);
	}
	safe &= legal & ~BIT(CARD_QS);
	if (queen_out)
		safe &= ~(BIT(CARD_AS) | BIT(CARD_KS));
	for (suit = safe; suit != 0; suit &= suit - 1) {
		c = cards_lowest(suit);
		if (best == HEARTS_NO_CARD ||
		    hearts_card_rank(c) < hearts_card_rank(best))
			best = c;
	}
	if (best != HEARTS_NO_CARD) {
		hearts_why(why, "lead low in a suit nobody is void in");
		return best;
	}
	/* Otherwise the lowest card, hearts before the dangerous spades. */
	if ((legal & ~(BIT(CARD_QS) | BIT(CARD_AS) | BIT(CARD_KS))) != 0)
		legal &= ~(BIT(CARD_QS) | BIT(CARD_AS) | BIT(CARD_KS));
	for (suit = legal; suit != 0; suit &= suit - 1) {
		c = cards_lowest(suit);
		if (best == HEARTS_NO_CARD ||
		    hearts_card_rank(c) < hearts_card_rank(best))
			best = c;
	}
	hearts_why(why, "lead my lowest card");
	return best;
}

static hearts_card
follow(const struct hearts_state *st, hearts_cards legal, char *why)
{
	hearts_card	 win = winning(st), c;
	hearts_cards	 under = legal & below(win), over = legal & above(win);
	int		 points, threat = moon_threat(st);
	char		 wname[HEARTS_CARD_NAME];
	bool		 last = st->ncards == st->rules->players - 1;

	points = hearts_points_taken(st->rules, st->in_trick);
	hearts_card_name(win, wname);
	if (threat != -1 && over != 0 && winner_seat(st, win) == threat) {
		c = cards_lowest(over);
		hearts_why(why, "take the trick from %c, who may be shooting "
		    "the moon", hearts_seat_name(threat));
		return c;
	}
	if (last && points <= 0) {
		c = highest_not_queen(legal);
		hearts_why(why, "last to play on a trick without points: "
		    "shed a high card");
		return c;
	}
	if (under != 0) {
		c = cards_highest(under);
		hearts_why(why, "duck under the %s", wname);
		return c;
	}
	c = highest_not_queen(legal);
	hearts_why(why, "every card I hold of the suit wins: play the "
	    "highest");
	return c;
}

static int
suit_count(hearts_cards hand, hearts_card c)
{
	return cards_count(hand & suit_cards(
	    card_suit(c)));
}

static hearts_card
discard(const struct hearts_state *st, hearts_cards legal, char *why)
{
	hearts_cards	 mine = st->held[st->turn], out, safe;
	hearts_card	 c, best = HEARTS_NO_CARD;
	int		 threat = moon_threat(st), i;

	if (threat != -1 && winner_seat(st, winning(st)) == threat &&
	    (safe = legal & ~MOON_CARDS) != 0) {
		c = cards_highest(safe);
		hearts_why(why, "no points for %c, who may be shooting the "
		    "moon", hearts_seat_name(threat));
		return c;
	}
	if (legal & BIT(CARD_QS)) {
		hearts_why(why, "void in the suit led: dump the QS");
		return CARD_QS;
	}
	out = hearts_deck(st->rules->players) & ~mine;
	for (i = 0; i < st->rules->players; i++)
		out &= ~st->taken[i];
	if ((out & BIT(CARD_QS)) && (legal & (BIT(CARD_AS) | BIT(CARD_KS)))) {
		c = cards_highest(legal & SPADES);
		hearts_why(why, "void in the suit led: dump a high spade while "
		    "the queen is out");
		return c;
	}
	if (legal & HEART_CARDS) {
		c = cards_highest(legal & HEART_CARDS);
		hearts_why(why, "void in the suit led: dump my highest heart");
		return c;
	}
	/* The highest card, from the shortest suit at equal rank. */
	for (; legal != 0; legal &= legal - 1) {
		c = cards_lowest(legal);
		if (best == HEARTS_NO_CARD ||
		    hearts_card_rank(c) > hearts_card_rank(best) ||
		    (hearts_card_rank(c) == hearts_card_rank(best) &&
		    suit_count(mine, c) < suit_count(mine, best)))
			best = c;
	}
	hearts_why(why, "void in the suit led: shed my highest card");
	return best;
}

hearts_card
hearts_simple_play(const struct hearts_state *st, char *why)
{
	hearts_cards	 legal = hearts_state_legal(st), led;

	if (st->ncards == 0)
		return lead(st, legal, why);
	led = suit_cards(card_suit(st->trick_card[st->leader]));
	if (legal & led)
		return follow(st, legal, why);
	return discard(st, legal, why);
}
