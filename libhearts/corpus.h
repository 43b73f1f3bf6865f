/*
 * corpus.h: what corpus.c gives the programs on collections (select.c,
 * stats.c, export.c) beyond hearts.h: the pieces of hearts_hand_tricks()
 * each of them needs alone, so that none works out more of a hand than
 * it writes.  Private to libhearts: hearts.h never includes it.
 */
#ifndef HEARTS_CORPUS_H
#define HEARTS_CORPUS_H

#include "internal.h"

/*
 * Each seat's cards after the pass (as hearts_state_start() leaves
 * them) and whether play has begun, for a hand whose every card is
 * known: false for a seat's view (hidden cards), for the caller to ask
 * hearts_hand_tricks(), which plays it out.
 */
bool	 corpus_held(const struct hearts_rules *, const struct hearts_hand *,
	    hearts_cards held[HEARTS_MAX_PLAYERS], bool *playing);

/* Who took the Q♠ and the J♦ (-1: no one yet), as hearts_hand_tricks(). */
void	 corpus_takers(const struct hearts_rules *, const struct hearts_hand *,
	    int *queen, int *jack);

/*
 * Counts the card that took each trick played out, by the card; the
 * number of them.
 */
int	 corpus_count_won(int players, const struct hearts_hand *,
	    long won_with[64]);

#endif
