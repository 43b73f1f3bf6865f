/*
 * internal.h: helpers shared inside libhearts only.
 */
#ifndef HEARTS_INTERNAL_H
#define HEARTS_INTERNAL_H

#include "hearts.h"

#if defined(__GNUC__)
#define HEARTS_PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define HEARTS_PRINTF(a, b)
#endif

/* Fills an error and returns -1, so that callers can "return fail(...)". */
int	 hearts_fail(struct hearts_error *, enum hearts_error_kind, long line,
	    const char *, ...) HEARTS_PRINTF(4, 5);

/*
 * A word of the input as a message may show it: short, one line, control
 * bytes and invalid UTF-8 as '?'.  Returns buf.
 */
const char *hearts_shown(const char *, char *, size_t);

/* Room for one more hand in the game, cleared; NULL past the limit. */
struct hearts_hand *hearts_game_add_hand(struct hearts_game *,
	    struct hearts_error *);

#define CARD_QS		(16 * HEARTS_SPADES + 12 - 2)
#define CARD_JD		(16 * HEARTS_DIAMONDS + 11 - 2)
#define SUIT_MASK	((hearts_cards)0x1fff)

#endif
