/*
 * internal.h: helpers shared inside libhearts only.
 */
#ifndef HEARTS_INTERNAL_H
#define HEARTS_INTERNAL_H

#include "hearts.h"

#if defined(__GNUC__)
#define HEARTS_PRINTF(a, b) __attribute__((format(printf, a, b)))
/* For the engine's step, which a compiler may find too long to inline. */
#define HEARTS_HOT	inline __attribute__((always_inline))
#else
#define HEARTS_PRINTF(a, b)
#define HEARTS_HOT	inline
#endif

/* Fills an error and returns -1, so that callers can "return fail(...)". */
int	 hearts_fail(struct hearts_error *, enum hearts_error_kind, long line,
	    const char *, ...) HEARTS_PRINTF(4, 5);

/* Room for one more hand in the game, cleared; NULL past the limit. */
struct hearts_hand *hearts_game_add_hand(struct hearts_game *,
	    struct hearts_error *);

/*
 * hearts_record_string()'s text, made by the writer in memory (record_write.c):
 * NULL with errno set (EINVAL for another seat's view, ENOMEM).
 */
char	*hearts_record_text(const struct hearts_game *, int seat, size_t *len);
/*
 * The text of the rules, as hearts_rules_format() writes it, kept from
 * the last call on the thread; valid until the next.
 */
const char	*hearts_rules_text(const struct hearts_rules *);
/* Room for any rules' canonical text. */
#define RULES_TEXT_MAX	HEARTS_RULES_TEXT
/*
 * Every option's name (rules.c), those every record states first: the
 * reader and hearts-export -R hold each word to once, and these to all.
 */
extern const char *const rules_option_names[];
#define RULES_REQUIRED	6
/* The index in rules_option_names[] of the option "name=value" sets; -1. */
int	 rules_option_index(const char *word);
/* The pass of the first hand, and of the hand after one passing d. */
enum hearts_pass rules_pass_first(const struct hearts_rules *);
enum hearts_pass rules_pass_next(const struct hearts_rules *,
	    enum hearts_pass d);

/* Refuses a move on a seat's view (-1), or returns 0. */
int	 hearts_refuse_view(const struct hearts_game *, struct hearts_error *);

/* A uniform deal from arc4random_uniform(3), for games with no seed. */
void	 hearts_deal_random(const struct hearts_rules *, hearts_cards *hands,
	    hearts_cards *aside);


/*
 * Ends the passing of a state that hearts_state_start() left passing,
 * once every seat's pass is in h: the cards change hands and the first
 * trick's leader is known.
 */
void	 hearts_state_exchange(struct hearts_state *,
	    const struct hearts_hand *);

/* The table of a seat to move in the game's last hand, state st. */
void	 hearts_table_fill(const struct hearts_game *,
	    const struct hearts_state *, int seat, struct hearts_table *);

/* The bots' policies (bot_simple.c, bot_strong.c). */
hearts_cards hearts_simple_pass(const struct hearts_table *, char *why);
/* The simple card for the seat to play, whose hand the state holds. */
hearts_card hearts_simple_play(const struct hearts_state *, char *why);
/* The same, its legal cards known (the referee has them). */
hearts_card hearts_simple_card(const struct hearts_state *, hearts_cards legal,
	    char *why);
/* The simple pass from a hand and the rules, all a pass depends on. */
hearts_cards hearts_simple_pass_hand(hearts_cards hand,
	    const struct hearts_rules *, char *why);
hearts_card hearts_strong_play(struct hearts_bot *,
	    const struct hearts_table *, char *why);
hearts_cards hearts_strong_pass(struct hearts_bot *,
	    const struct hearts_table *, char *why);
/*
 * A plan for the seat's own cards in a play-out: its card, or
 * HEARTS_NO_CARD where the simple bot's rules are to play it.
 */
typedef hearts_card (*hearts_plan)(const struct hearts_state *, int seat);
hearts_cards hearts_strong_pass_plan(struct hearts_bot *,
	    const struct hearts_table *, hearts_plan, char *why);
/* The expert's plan for the moon: every point for itself while it can. */
hearts_card hearts_expert_shoot(const struct hearts_state *, int seat);
hearts_cards hearts_expert_pass(struct hearts_bot *,
	    const struct hearts_table *, char *why);
/*
 * The strong bot's pieces the expert shares: a deal of the unseen cards
 * that agrees with the seat's state (false if the draw ran into a
 * corner), how good every seat's points for the hand are for the
 * table's seat (lower better), and whether the hand may end the game.
 */
bool	 hearts_strong_sample(const struct hearts_state *seen,
	    struct hearts_rng *, bool use_voids, struct hearts_state *full);
int	 hearts_strong_outcome(const struct hearts_table *, const int *score,
	    bool endgame);
bool	 hearts_strong_near_end(const struct hearts_table *);
/* The outcome to the seat of a hand played out to its end (st). */
int	 hearts_strong_played_out(const struct hearts_table *,
	    const struct hearts_state *st, bool endgame);
/*
 * The expert's card; played[] the hand's cards so far in order (NULL if
 * not known), by which it weighs its deals.
 */
hearts_card hearts_expert_play(struct hearts_bot *,
	    const struct hearts_table *, const uint8_t *played, int nplayed,
	    char *why);
/*
 * The seat that played each of the hand's cards so far, worked back
 * from the table's state; false if they do not fit it.
 */
bool	 hearts_expert_seats(const struct hearts_table *,
	    const uint8_t *played, int nplayed, int8_t *seat);
/* A bot's choice for a table, the hand's cards so far as above. */
hearts_cards hearts_bot_choose_played(struct hearts_bot *,
	    const struct hearts_table *, const uint8_t *played, int nplayed,
	    char *why);
/*
 * How match.c's random bots find the k-th card of a set: as the
 * processor does it fastest (auto), by a loop, or by its bit deposit
 * (where the processor has one).  The same cards every way; the unit
 * test plays each.
 */
enum { HEARTS_SELECT_AUTO, HEARTS_SELECT_LOOP, HEARTS_SELECT_DEPOSIT };
extern int	 hearts_random_select;
/* A reason for a person, if one is wanted. */
void	 hearts_why(char *why, const char *, ...) HEARTS_PRINTF(2, 3);

/*
 * The card arithmetic, inlined for the engine and the bots, which do it
 * millions of times a second; the same as hearts_card_bit() and the rest.
 */
static inline hearts_cards
card_bit(hearts_card c)
{
	return (hearts_cards)1 << c;
}

static inline int
card_suit(hearts_card c)
{
	return c >> 4;
}

static inline hearts_cards
suit_cards(int suit)
{
	return (hearts_cards)0x1fff << (16 * suit);
}

/* Without a popcount instruction to rely on, a few shifts and adds. */
static inline int
cards_count(hearts_cards x)
{
	x = x - ((x >> 1) & 0x5555555555555555ULL);
	x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)((x * 0x0101010101010101ULL) >> 56);
}

static inline hearts_card
cards_lowest(hearts_cards set)
{
	return set == 0 ? HEARTS_NO_CARD : __builtin_ctzll(set);
}

static inline hearts_card
cards_highest(hearts_cards set)
{
	return set == 0 ? HEARTS_NO_CARD : 63 - __builtin_clzll(set);
}

/*
 * The card of a trick that takes it, without a branch on the cards: each
 * card's number with the suit led made suit 3 (and suit 3 that suit) is
 * 48 and up for the suit led, in order of rank, and under 48 for any
 * other, so the highest of them is the winner.  trick_key() keeps the
 * card's place in the trick in the low three bits, for the seat; n is a
 * constant where they are inlined, so the loops unroll.  The programs
 * on collections (corpus/) and the writer of records ask it.
 */
static inline unsigned
trick_turn(const uint8_t *c)
{
	return (c[0] & 0x30u) ^ 0x30u;
}

static inline __attribute__((always_inline)) unsigned
trick_key(const uint8_t *c, int n)
{
	unsigned	 turn = trick_turn(c), best = 0, key;
	int		 j;

#pragma GCC unroll 5
	for (j = 0; j < n; j++) {
		key = (c[j] ^ turn) << 3 | (unsigned)j;
		best = key > best ? key : best;
	}
	return best;
}

/*
 * For each byte, the places of its set bits, lowest first, three bits a
 * place: the last step of cards_nth().  A constant expression, so that
 * the table needs no code to fill it.
 */
#define SEL_BIT(b, i)	(((b) >> (i)) & 1u)
/* The set bits of x, for x below 128. */
#define SEL_COUNT(x)	(SEL_BIT(x, 0) + SEL_BIT(x, 1) + SEL_BIT(x, 2) + \
	SEL_BIT(x, 3) + SEL_BIT(x, 4) + SEL_BIT(x, 5) + SEL_BIT(x, 6))
#define SEL_BELOW(b, i)	SEL_COUNT((b) & ((1u << (i)) - 1))
#define SEL_PLACE(b, i)	(SEL_BIT(b, i) * ((i) << (3 * SEL_BELOW(b, i))))
#define SEL(b)		(SEL_PLACE(b, 1) | SEL_PLACE(b, 2) | SEL_PLACE(b, 3) | \
	SEL_PLACE(b, 4) | SEL_PLACE(b, 5) | SEL_PLACE(b, 6) | SEL_PLACE(b, 7))
#define SEL4(b)		SEL(b), SEL((b) + 1), SEL((b) + 2), SEL((b) + 3)
#define SEL16(b)	SEL4(b), SEL4((b) + 4), SEL4((b) + 8), SEL4((b) + 12)
#define SEL64(b)	SEL16(b), SEL16((b) + 16), SEL16((b) + 32), \
	SEL16((b) + 48)
static const uint32_t byte_places[256] = {
	SEL64(0u), SEL64(64u), SEL64(128u), SEL64(192u)
};
#undef SEL64
#undef SEL16
#undef SEL4
#undef SEL
#undef SEL_PLACE
#undef SEL_BELOW
#undef SEL_COUNT
#undef SEL_BIT

/*
 * The n'th card of a set, from the lowest; HEARTS_NO_CARD past the last.
 * Without a branch that depends on n: the random bots draw n, and a
 * loop that ends at a random place costs a misprediction a card.  The
 * running counts of cards by byte find the byte (Vigna's broadword
 * select); the table finds the card in it.
 */
static inline hearts_card
cards_nth(hearts_cards set, int n)
{
	const uint64_t	 ones = 0x0101010101010101ULL;
	const uint64_t	 highs = 0x8080808080808080ULL;
	uint64_t	 c2, c4, sums, k = (uint64_t)n, below;
	unsigned int	 place, r;

	c2 = set - ((set >> 1) & 0x5555555555555555ULL);
	c4 = (c2 & 0x3333333333333333ULL) + ((c2 >> 2) & 0x3333333333333333ULL);
	/* Byte i of sums: the cards in bytes 0 to i. */
	sums = ((c4 + (c4 >> 4)) & 0x0f0f0f0f0f0f0f0fULL) * ones;
	if (k >= sums >> 56)
		return HEARTS_NO_CARD;
	/* A high bit for each byte whose running count is at most n. */
	below = (((k * ones) | highs) - sums) & highs;
	place = (unsigned int)(((below >> 7) * ones) >> 53) & ~7u;
	r = (unsigned int)k - (unsigned int)(((sums << 8) >> place) & 0xff);
	return (hearts_card)(place + ((byte_places[(set >> place) & 0xff] >>
	    (3 * r)) & 7));
}

#define CARD_QS		(16 * HEARTS_SPADES + 12 - 2)
#define CARD_JD		(16 * HEARTS_DIAMONDS + 11 - 2)
#define CARD_KS		(16 * HEARTS_SPADES + 13 - 2)
#define CARD_AS		(16 * HEARTS_SPADES + 14 - 2)
#define SUIT_MASK	((hearts_cards)0x1fff)
#define HEART_CARDS	(SUIT_MASK << (16 * HEARTS_HEARTS))
/* The cards of the moon: every heart and the queen of spades. */
#define MOON_CARDS	(HEART_CARDS | ((hearts_cards)1 << CARD_QS))
/* Black Maria's penalty spades, the K♠ and A♠. */
#define SPADE_PENALTIES	(((hearts_cards)1 << CARD_KS) | \
			 ((hearts_cards)1 << CARD_AS))

/* The penalty cards of the rules: MOON_CARDS, and the penalty spades. */
static inline hearts_cards
penalty_cards(const struct hearts_rules *r)
{
	return MOON_CARDS | (r->penalty_spades ? SPADE_PENALTIES : 0);
}

/* What no-tricks-bonus takes off the score of a seat that took no trick. */
#define NO_TRICKS_BONUS	5

/* hearts_queen_points(), inline for the scoring of every hand. */
static inline int
queen_points(int players)
{
	return players == 2 ? 7 : 13;
}

/* Black Maria's penalty spades (penalty-spades=on): the K♠ and the A♠. */
#define KING_POINTS	10
#define ACE_POINTS	7

/* The points of the penalty spades among the cards taken, if they score. */
static inline int
spades_points(const struct hearts_rules *r, hearts_cards taken)
{
	return r->penalty_spades ? (int)((taken >> CARD_KS) & 1) *
	    KING_POINTS + (int)((taken >> CARD_AS) & 1) * ACE_POINTS : 0;
}

/*
 * hearts_points(): the penalty cards' points among the cards taken.
 * Inline for the scoring of every hand hearts-check and the referee do,
 * and without a branch on the cards: who took what is the game's chance.
 */
static inline int
taken_points(const struct hearts_rules *r, hearts_cards taken)
{
	return cards_count(taken & HEART_CARDS) +
	    (int)((taken >> CARD_QS) & 1) * queen_points(r->players) +
	    spades_points(r, taken);
}

/* Whether three players leave out the 2♣ and keep the 2♦ (left-out=2C). */
static inline bool
two_c_out(const struct hearts_rules *r)
{
	return r->players == 3 && r->left_out == HEARTS_OUT_2C;
}

/*
 * The seat left of hand n's dealer, who leads its first trick by
 * first-lead=left-of-dealer: the first dealer sits right of N.
 */
static inline int
left_of_dealer(const struct hearts_rules *r, long hand)
{
	return hand < 1 ? 0 : (int)((hand - 1) % r->players);
}

/*
 * The suits a seat shows it lacks by leading a heart: before hearts
 * break, every other suit, but for spades where a hand of hearts and the
 * Q♠ may lead a heart (lead-hearts-over-queen); none where hearts may be
 * led at any time.
 */
static inline unsigned int
lead_voids(const struct hearts_rules *r, bool broken)
{
	if (broken || r->hearts_lead_free)
		return 0;
	return (~(1u << HEARTS_HEARTS) & 0xf) &
	    ~((unsigned int)r->hearts_over_queen << HEARTS_SPADES);
}

/*
 * Plays a card known to be legal: hearts_state_play() without the check.
 * Inline: the engine, the play-outs and the referee run it for every card.
 */
static HEARTS_HOT void
hearts_state_apply(struct hearts_state *st, hearts_card c)
{
	hearts_cards	 bit = card_bit(c), led, from_hidden;
	hearts_card	 high;
	int		 s, winner, n = st->rules->players, turn = st->turn;
	int		 suit = card_suit(c), led_suit;
	bool		 heart = (bit & HEART_CARDS) != 0;

	/* In a view, a card of a hidden hand may come to light. */
	if (st->unseen != 0) {
		from_hidden = bit & ~st->held[turn];
		st->unseen &= ~from_hidden;
		st->hidden[turn] -= from_hidden != 0;
	}
	st->held[turn] &= ~bit;
	/*
	 * The suits the seat has shown it lacks: the suit led when it does
	 * not follow; all but hearts when it leads hearts before they
	 * break.  Without branches: which way they go is the game's chance.
	 */
	led_suit = st->ncards == 0 ? suit :
	    card_suit(st->trick_card[st->leader]);
	st->voids[turn] |= (unsigned int)(suit != led_suit) << led_suit;
	st->voids[turn] |= (unsigned int)(-(int)(st->ncards == 0 && heart)) &
	    lead_voids(st->rules, st->broken);
	st->broken = st->broken | heart |
	    (c == CARD_QS && st->rules->queen_breaks_hearts);
	st->in_trick |= bit;
	st->trick_card[turn] = c;
	st->turn = turn + 1 == n ? 0 : turn + 1;
	if (++st->ncards < n)
		return;

	/* The highest card of the suit led takes the trick. */
	led = suit_cards(card_suit(st->trick_card[st->leader]));
	high = cards_highest(st->in_trick & led);
	winner = st->leader;
	for (s = 0; s < n; s++)
		if (st->trick_card[s] == high)
			winner = s;
	st->taken[winner] |= st->in_trick;
	st->in_trick = 0;
	st->ncards = 0;
	st->trick++;
	st->last_winner = st->leader = st->turn = winner;
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
		st->trick_card[s] = HEARTS_NO_CARD;
	/* Every hand is as long as the others after a trick. */
	if (st->held[winner] == 0 && st->hidden[winner] == 0)
		st->phase = HEARTS_PHASE_DONE;
}

/*
 * The canonical card names (2C, TD, QS) and seat letters, looked up:
 * nearly every card and seat a reader meets is one.  Inline for the
 * reader; hearts_card_parse() and hearts_seat_parse() read the rest.
 * Each table holds its part plus one, 0 for a byte that is none.
 */
static const unsigned char canonical_rank[256] = {
	['2'] = 1, ['3'] = 2, ['4'] = 3, ['5'] = 4, ['6'] = 5, ['7'] = 6,
	['8'] = 7, ['9'] = 8, ['T'] = 9, ['J'] = 10, ['Q'] = 11, ['K'] = 12,
	['A'] = 13
};
static const unsigned char canonical_suit[256] = {
	['C'] = 1, ['D'] = 17, ['H'] = 33, ['S'] = 49
};
static const unsigned char seat_of[256] = {
	['N'] = 1, ['E'] = 2, ['S'] = 3, ['W'] = 4, ['X'] = 5,
	['n'] = 1, ['e'] = 2, ['s'] = 3, ['w'] = 4, ['x'] = 5
};

/* The card a canonical name names, or HEARTS_NO_CARD. */
static inline hearts_card
card_parse_canonical(const char *s)
{
	int	 rank, suit;

	/* Each test fails on a NUL, so no byte past the word is read. */
	if ((rank = canonical_rank[(unsigned char)s[0]]) != 0 &&
	    (suit = canonical_suit[(unsigned char)s[1]]) != 0 && s[2] == '\0')
		return suit + rank - 2;
	return HEARTS_NO_CARD;
}

/* A seat's letter, in either case, among so many players; or -1. */
static inline int
seat_parse(const char *s, int players)
{
	int	 seat = seat_of[(unsigned char)s[0]] - 1;

	if (seat == -1 || s[1] != '\0')
		return -1;
	return seat < players ? seat : -1;
}

#endif
