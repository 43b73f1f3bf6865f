/*
 * solve_pos.h: the solver's insides, the position above all, shared by
 * solve.c (the calls of hearts.h, the root of each search) and
 * solve_search.c (the search itself and its table).  Private to
 * libhearts: hearts.h never includes it.
 *
 * A value here is the root seat's points still to come, its final
 * score for the hand less what it has taken so far: with the moon in
 * the game the final score is no sum of tricks, but this difference
 * depends only on the cards still held and on who has taken every point
 * card so far (if one seat has), so a position keeps it in the table
 * whatever the tricks before it.
 */
#ifndef HEARTS_SOLVE_POS_H
#define HEARTS_SOLVE_POS_H

#include "engine/play.h"

/* Who has taken the point cards so far: a seat, nobody, or two seats. */
#define MOON_NONE	5
#define MOON_DEAD	6

#define VALUE_INF	1000

/* The table's entries at first: 256 KiB, before it grows (solve_table.h). */
#define TT_FIRST	((size_t)1 << 13)

/* The position in the search: the state with only what the play needs. */
struct pos {
	hearts_cards	 held[HEARTS_MAX_PLAYERS];
	hearts_cards	 in_trick;
	hearts_cards	 rest;		/* the cards held and in the trick */
	int8_t		 left;		/* their points, the J♦ apart */
	int8_t		 leader;
	int8_t		 turn;
	int8_t		 ncards;	/* cards in the trick */
	int8_t		 led_suit;
	int8_t		 win_seat;	/* holding the trick so far */
	int8_t		 win_card;
	int8_t		 moon;		/* who has every point card taken */
	int8_t		 trick;		/* tricks completed */
	/* Bounds on the value of every line from the trick's start. */
	int8_t		 lo, hi;
	bool		 broken;
	uint8_t		 took;		/* the seats that took a trick */
	/*
	 * The table's key of the hands at the trick's start and the cards
	 * then in play, once the search made it (else NULL): the next
	 * trick's key follows from it as the trick's cards leave.
	 */
	const uint64_t	*key;
	hearts_cards	 key_rest;
};

/*
 * An entry of the table: a position at the start of a trick, by its key
 * (solve_search.c), and what is known of its value for one seat and one
 * kind of value.
 */
struct tt_entry {
	uint64_t	 key[3];	/* the words of the suits and the tag */
	uint16_t	 gen;		/* 0: empty; else the rules' generation */
	uint8_t		 cost;		/* what it cost to find: nodes' bits */
	union {
		struct {
			int8_t	 lo, hi;	/* bounds of the value */
			uint8_t	 best;	/* the card that decided it, ranked */
		};
		int8_t	 vec[HEARTS_MAX_PLAYERS];	/* max^n: every seat's */
	};
};

struct hearts_solver {
	struct tt_entry	*tt;		/* in tt_memory, aligned */
	void		*tt_memory;
	/*
	 * The entries in use less one (a power of two), and as many as the
	 * memory holds: the table grows into its memory as a search needs
	 * it (tt_grow()), so that a small search touches few pages.
	 */
	size_t		 mask;
	size_t		 mask_max;
	long		 fresh;		/* entries this call has added */
	uint16_t	 gen;
	bool		 have_rules;
	struct hearts_rules rules;	/* of the table's entries */
	/* The call under way. */
	long		 nodes;
	long		 budget;	/* nodes; LONG_MAX: none */
	bool		 aborted;
	int		 n;
	int		 root;		/* the seat whose points are counted */
	enum hearts_solve_kind kind;
	unsigned int	 low_seats;	/* the seats that keep the value down */
	int		 moon;		/* what a moon is worth */
	int		 moon_in_play;	/* the moon's points in play */
	bool		 jack;		/* the J♦ counts */
	hearts_cards	 breaks;	/* the cards that break hearts */
	/*
	 * What the rules make of the cards, found once for a call so that
	 * the search tests no option: the points of the Q♠, K♠ and A♠ a set
	 * holds, by their three bits (the K♠ and A♠ 0 without
	 * penalty-spades); the cards of a moon, the penalty cards (none
	 * without a moon); the cards no other is equivalent to, for their
	 * points (distinct()); the penalty spades, which the table's key
	 * must place, and the J♦ where it counts, the seats that took a
	 * trick where no-tricks-bonus counts them (solve_table.h); each
	 * card's points, the J♦'s too.
	 */
	int8_t		 spade_points[8];
	int8_t		 card_points[64];
	hearts_cards	 moon_cards;
	hearts_cards	 alone;
	hearts_cards	 key_spades;
	hearts_cards	 key_jd;
	uint8_t		 key_took;
	uint64_t	 key_call;	/* the table's tag for the call */
	/*
	 * The moon's cards in play: none without a moon (moon=none), so
	 * that every test of a moon to come finds none, and moon_in_play
	 * is 0.
	 */
	hearts_cards	 point_cards;
	/* Each seat's lead that cut last, by trick: tried first. */
	int8_t		 killer[HEARTS_MAX_PLAYERS][HEARTS_MAX_TRICKS];
	/*
	 * The bits of x where m has them, packed low, a byte at a time (a
	 * parallel bit extract; the machine's own is slow on some
	 * processors and missing on others): for the table's key.
	 */
	uint8_t		 pext[256][256];
	uint8_t		 bits[256];
	uint32_t	 spread[256];	/* bit i to bit 3i */
};

/*
 * The penalty cards of a set, in points: its hearts, and its Q♠, K♠ and
 * A♠ by their bits (next to each other, the Q♠ lowest), each as many
 * points as the rules give it.  Every penalty card is worth a point at
 * least, which the bounds count on.
 */
typedef char	 spades_in_a_row[CARD_KS == CARD_QS + 1 &&
		    CARD_AS == CARD_QS + 2 ? 1 : -1];

static inline int
penalty_points(const struct hearts_solver *sv, hearts_cards set)
{
	return cards_count(set & HEART_CARDS) +
	    sv->spade_points[(set >> CARD_QS) & 7];
}

/* Every point, the J♦ with them. */
static inline int
trick_points(const struct hearts_solver *sv, hearts_cards set)
{
	return penalty_points(sv, set) -
	    (sv->jack ? (int)((set >> CARD_JD) & 1) * 10 : 0);
}

/* What seat s scores when seat shooter takes the moon (J♦ apart). */
static inline int
moon_score(const struct hearts_solver *sv, int shooter, int s)
{
	if (sv->rules.moon == HEARTS_MOON_ADD)
		return s == shooter ? 0 : sv->moon;
	return s == shooter ? -sv->moon : 0;
}

/*
 * The value for seat s once every card is played (took: the seats that
 * took a trick): what the moon changes.  Without a moon, nothing is left
 * to come but no-tricks-bonus's -5 for a seat that took no trick; with
 * one, the seat scores the moon's figure instead of the points it took.
 */
static inline int
end_value(const struct hearts_solver *sv, int moon, unsigned int took, int s)
{
	if (moon >= MOON_NONE)
		return sv->rules.no_tricks_bonus && ((took >> s) & 1) == 0 ?
		    -NO_TRICKS_BONUS : 0;
	return moon_score(sv, moon, s) - (moon == s ? sv->moon_in_play : 0);
}

/* The cards still in play (kept up by solve_play()). */
static inline hearts_cards
remaining(const struct hearts_solver *sv, const struct pos *p)
{
	(void)sv;
	return p->rest;
}

/* The points of one card. */
static inline int
card_points(const struct hearts_solver *sv, hearts_card c)
{
	return sv->card_points[c];
}

void	 solve_tables(struct hearts_solver *);
void	 solve_key_call(struct hearts_solver *);
void	 quick_bounds(const struct hearts_solver *, const struct pos *, int,
	    int *, int *);
hearts_cards solve_legal(const struct hearts_solver *, const struct pos *);
hearts_cards solve_distinct(const struct hearts_solver *, const struct pos *,
	    hearts_cards);
int	 solve_play(const struct hearts_solver *, struct pos *, hearts_card,
	    int *);
int	 solve_search(struct hearts_solver *, struct pos *, int, int);
void	 solve_maxn(struct hearts_solver *, const struct pos *, int *);
bool	 solve_prefers(const struct hearts_solver *, int, const int *,
	    const int *);

#endif
