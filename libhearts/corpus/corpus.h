/*
 * corpus.h: what corpus.c gives the programs on collections (select.c,
 * stats.c, export.c) beyond hearts.h: the pieces of hearts_hand_tricks()
 * each of them needs alone, so that none works out more of a hand than
 * it writes.  Private to libhearts: hearts.h never includes it.
 */
#ifndef HEARTS_CORPUS_H
#define HEARTS_CORPUS_H

#include "internal.h"

/* The card that takes a trick, from its trick_key() (internal.h). */
static inline unsigned
trick_card(unsigned key, const uint8_t *c)
{
	return (key >> 3) ^ trick_turn(c);
}

/* The card alone, for callers that need no seat. */
static inline __attribute__((always_inline)) unsigned
trick_best(const uint8_t *c, int n)
{
	unsigned	 turn = trick_turn(c), best = 0, key;
	int		 j;

#pragma GCC unroll 5
	for (j = 0; j < n; j++) {
		key = c[j] ^ turn;
		best = key > best ? key : best;
	}
	return best ^ turn;
}

/* Whether a hand shows every card: not a seat's view. */
static inline bool
corpus_whole(const struct hearts_hand *h)
{
	const uint8_t	*d = h->hidden_dealt, *p = h->hidden_passed;

	return (d[0] | d[1] | d[2] | d[3] | d[4] | p[0] | p[1] | p[2] | p[3] |
	    p[4] | h->hidden_aside) == 0;
}

/*
 * Each seat's cards after the pass (as hearts_state_start() leaves
 * them) and whether play has begun, for a hand whose every card is
 * known: false for a seat's view (hidden cards), for the caller to ask
 * hearts_hand_tricks(), which plays it out.
 */
bool	 corpus_held(const struct hearts_rules *, const struct hearts_hand *,
	    hearts_cards held[HEARTS_MAX_PLAYERS], bool *playing);

/*
 * The seat that held a card after the pass, of a hand whose every card
 * is known (corpus_held() says so); -1 if no seat did.
 */
int	 corpus_holder(const struct hearts_rules *, const struct hearts_hand *,
	    hearts_card);

/*
 * Who took the Q♠ and the J♦ (-1: no one yet), as hearts_hand_tricks();
 * jack may be NULL, when it does not count.
 */
void	 corpus_takers(const struct hearts_rules *, const struct hearts_hand *,
	    int *queen, int *jack);

/*
 * Counts the card that took each trick played out, by the card; the
 * number of them.
 */
int	 corpus_count_won(int players, const struct hearts_hand *,
	    long won_with[64]);

#endif
