/*
 * score.c: points for the cards taken, the moon, and the end of a game.
 */
#include "internal.h"

/* What the J♦ is worth to the seat that took these cards. */
static inline int
jack(const struct hearts_rules *r, hearts_cards taken)
{
	return (int)((taken >> CARD_JD) & 1) * (r->jack_of_diamonds ? -10 : 0);
}

int
hearts_points(const struct hearts_rules *r, hearts_cards taken)
{
	return taken_points(r, taken);
}

int
hearts_points_taken(const struct hearts_rules *r, hearts_cards taken)
{
	return taken_points(r, taken) + jack(r, taken);
}

/*
 * The moon is taking every heart and the Q♠ in play (with two players,
 * the cards put aside are not in play), and by penalty-spades the K♠
 * and A♠: every penalty card.  By moon=none there is no moon.  The J♦
 * counts apart from it.
 * By no-tricks-bonus a seat that took no trick (and so no card) scores
 * -5, but not in a hand where the moon is shot: OpenSpiel's reading,
 * kept so that its games score here as there (hearts-rules(7)).
 */
int
hearts_score_hand(const struct hearts_rules *r, const struct hearts_state *st,
    hearts_cards aside, int *score)
{
	hearts_cards	 in_play;
	int		 s, shooter = -1, moon;

	in_play = r->moon == HEARTS_MOON_NONE ? 0 :
	    hearts_rules_penalty(r) & ~aside;
	for (s = 0; s < r->players; s++)
		shooter = in_play != 0 && (st->taken[s] & in_play) == in_play ?
		    s : shooter;
	if (shooter == -1) {
		for (s = 0; s < r->players; s++)
			score[s] = taken_points(r, st->taken[s]) +
			    jack(r, st->taken[s]) -
			    (r->no_tricks_bonus && st->taken[s] == 0 ?
			    NO_TRICKS_BONUS : 0);
		return -1;
	}
	moon = hearts_rules_moon(r);
	for (s = 0; s < r->players; s++) {
		if (r->moon == HEARTS_MOON_ADD)
			score[s] = s == shooter ? 0 : moon;
		else
			score[s] = s == shooter ? -moon : 0;
		/* The jack counts apart from the moon, shooter or not. */
		score[s] += jack(r, st->taken[s]);
	}
	return shooter;
}

bool
hearts_game_ends(const struct hearts_rules *r, const int *total,
    unsigned int *winners)
{
	int	 s, low, high, nlow = 0;

	*winners = 0;
	if (r->target == 0)
		return false;
	low = high = total[0];
	for (s = 1; s < r->players; s++) {
		if (total[s] < low)
			low = total[s];
		if (total[s] > high)
			high = total[s];
	}
	if (high < r->target)
		return false;
	for (s = 0; s < r->players; s++)
		if (total[s] == low) {
			*winners |= 1u << s;
			nlow++;
		}
	if (nlow > 1 && r->tie == HEARTS_TIE_PLAY_ON) {
		*winners = 0;
		return false;
	}
	return true;
}
