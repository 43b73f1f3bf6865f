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

/* Room for one more hand in the game, cleared; NULL past the limit. */
struct hearts_hand *hearts_game_add_hand(struct hearts_game *,
	    struct hearts_error *);

/* Refuses a move on a seat's view (-1), or returns 0. */
int	 hearts_refuse_view(const struct hearts_game *, struct hearts_error *);

/* A uniform deal from arc4random_uniform(3), for games with no seed. */
void	 hearts_deal_random(int players, hearts_cards *hands,
	    hearts_cards *aside);

/* The bots' policies (bot_simple.c, bot_strong.c). */
hearts_cards hearts_simple_pass(const struct hearts_table *, char *why);
/* The simple card for the seat to play, whose hand the state holds. */
hearts_card hearts_simple_play(const struct hearts_state *, char *why);
hearts_card hearts_strong_play(struct hearts_bot *,
	    const struct hearts_table *, char *why);
hearts_cards hearts_strong_pass(struct hearts_bot *,
	    const struct hearts_table *, char *why);
/* A reason for a person, if one is wanted. */
void	 hearts_why(char *why, const char *, ...) HEARTS_PRINTF(2, 3);

#define CARD_QS		(16 * HEARTS_SPADES + 12 - 2)
#define CARD_JD		(16 * HEARTS_DIAMONDS + 11 - 2)
#define CARD_KS		(16 * HEARTS_SPADES + 13 - 2)
#define CARD_AS		(16 * HEARTS_SPADES + 14 - 2)
#define SUIT_MASK	((hearts_cards)0x1fff)
#define HEART_CARDS	(SUIT_MASK << (16 * HEARTS_HEARTS))
/* The cards of the moon: every heart and the queen of spades. */
#define MOON_CARDS	(HEART_CARDS | ((hearts_cards)1 << CARD_QS))

#endif
