/*
 * solve_bounds.h: the solver's bounds on what the rest of a hand can
 * still change, private to solve_search.c, which checks them at the
 * start of every trick: the quick bounds of every line of play, and the
 * tests of a moon that one seat can stop whatever the others play.
 * Functions inline in the search, a header rather than a file of its
 * own, as solve_table.h.
 */
#ifndef HEARTS_SOLVE_BOUNDS_H
#define HEARTS_SOLVE_BOUNDS_H

#include "solve_pos.h"

/* Bit 13 of each suit, above its cards; bit 0 of each suit. */
#define SUIT_GUARDS	0x2000200020002000ULL
#define SUIT_ONES	0x0001000100010001ULL
/* Bits 13 to 15 of each suit, where no card is. */
#define SUIT_GUARDS_ALL	0xe000e000e000e000ULL

/*
 * Whether seat s, not on lead, can win no more tricks: in each suit it
 * holds that another seat holds too, its highest card is below all of
 * theirs.  Another seat's lead then beats whatever it follows with, so
 * it never takes a trick, and never leads.  Every suit at once: with a
 * guard above each suit's cards, a suit's lowest card less one borrows
 * only within the suit, so that below marks the cards under the others'
 * lowest in each suit (every card of a suit they are void in).
 */
static inline bool
wins_nothing(const struct pos *p, int s, hearts_cards rest)
{
	hearts_cards	 theirs = (rest & ~p->held[s]) | SUIT_GUARDS;
	hearts_cards	 below = (theirs - SUIT_ONES) & ~theirs;

	return (p->held[s] & ~below) == 0;
}

/*
 * Bounds of seat s's value, on every line of play from the start of the
 * trick (so for every position in it): no more than the points still
 * out, no less than the J♦ still out, and what a moon would give if one
 * is still possible (never without a moon: no point card is the moon's).
 */
static inline void
bounds(const struct hearts_solver *sv, const struct pos *p, int s,
    int *lo, int *hi)
{
	int		 left = p->left, v, l, h;
	int		 jd = sv->jack && (p->rest & card_bit(CARD_JD)) ? -10 : 0;
	bool		 add = sv->rules.moon == HEARTS_MOON_ADD;

	bool		 none = sv->rules.no_tricks_bonus &&
			    ((p->took >> s) & 1) == 0;

	l = jd;
	h = left;
	/* A seat with no trick yet may end with none: -5 without a moon. */
	if (none && l > -NO_TRICKS_BONUS)
		l = -NO_TRICKS_BONUS;
	if (p->ncards == 0 && p->leader != s && wins_nothing(p, s, p->rest))
		l = h = none ? -NO_TRICKS_BONUS : 0;
	if (sv->point_cards != 0 && p->moon != MOON_DEAD) {
		/*
		 * The seat itself shoots: it scores the moon, not its points
		 * (so without it, one point fewer than all those left: a
		 * penalty card is worth one at least).
		 */
		if (p->moon == MOON_NONE || p->moon == s) {
			if (left > 0 && h > left - 1)
				h = left - 1;
			v = (add ? 0 : -sv->moon) - sv->moon_in_play + left;
			if (v + jd < l)
				l = v + jd;
			if (v > h)
				h = v;
		}
		/* Another seat shoots: the seat has taken no point card yet. */
		if (p->moon != s) {
			v = add ? sv->moon : 0;
			if (v + jd < l)
				l = v + jd;
			if (v > h)
				h = v;
		}
	}
	*lo = l;
	*hi = h;
}

/* Whether the mover keeps the value down (else it pushes it up). */
static inline bool
minimizes(const struct hearts_solver *sv, int mover)
{
	return (sv->low_seats >> mover) & 1;
}

/*
 * Whether seat stopper can keep every seat of shooters from the moon
 * from the start of a trick, whatever they play, by the hearts alone.
 * A seat that shoots must win every trick with a heart in it; with one
 * of its own hearts it wins only a trick led in hearts, as the highest
 * heart in it; so each of its m hearts wins its own trick led in
 * hearts.  The stopper plays its highest heart in every trick led in
 * hearts, and discards a heart, its lowest, only when it holds nothing
 * else, and then it holds as many hearts as the shooter at least (as
 * many cards, and those of the shooter are not all hearts unless the
 * stopper's are as many).  So in the j'th of those tricks the stopper
 * plays its j'th heart from the top, for j up to its own count, and the
 * shooter must beat it: its j'th heart from the top must be higher.  If
 * not for some j, that seat cannot shoot.  A bound on the stopper's best
 * play, not on every line: so valid at the trick's start only, and only
 * for a stopper that plays against that moon.
 */
static inline bool
moon_stopped(const struct hearts_solver *sv, const struct pos *p, int stopper,
    unsigned int shooters)
{
	hearts_cards	 mine = p->held[stopper] & HEART_CARDS, a, b;
	hearts_cards	 over_q = suit_cards(HEARTS_SPADES) &
			    ~((card_bit(CARD_QS) << 1) - 1);
	hearts_card	 x, r;
	int		 s;
	bool		 lead_q, lead_h;

	/*
	 * On lead (after the first trick), the stopper leads the Q♠ if no
	 * shooter holds a spade over it, or a heart (its highest) if
	 * hearts may be led and the shooter has none: the shooter cannot
	 * take that trick.  One lead for every shooter the hearts do not
	 * stop.  (Both leads are open only with hearts broken, and so a
	 * point taken and one seat at most left to shoot; the test holds
	 * without that.)
	 */
	lead_q = p->leader == stopper && p->trick > 0 &&
	    (p->held[stopper] & card_bit(CARD_QS)) != 0;
	lead_h = p->leader == stopper && p->trick > 0 && mine != 0 &&
	    (legal_lead(&sv->rules, p->held[stopper], p->broken) &
	    HEART_CARDS) != 0;
	if (mine == 0 && !lead_q)
		return false;
	for (s = 0; s < sv->n; s++) {
		if (s == stopper || ((shooters >> s) & 1) == 0)
			continue;
		a = p->held[s] & HEART_CARDS;
		for (b = mine; a != 0 && b != 0; a &= ~card_bit(x),
		    b &= ~card_bit(r))
			if ((x = cards_highest(a)) < (r = cards_highest(b)))
				break;
		if (a != 0 && b != 0)
			continue;	/* stopped by the hearts */
		lead_q = lead_q && (p->held[s] & over_q) == 0;
		lead_h = lead_h && (p->held[s] & HEART_CARDS) == 0;
		if (!lead_q && !lead_h)
			return false;
	}
	return true;
}

/* Whether a seat that pushes the value up stops the root's own moon. */
static inline bool
root_moon_stopped(const struct hearts_solver *sv, const struct pos *p)
{
	int	 s;

	for (s = 0; s < sv->n; s++)
		if (s != sv->root && !minimizes(sv, s) &&
		    moon_stopped(sv, p, s, 1u << sv->root))
			return true;
	return false;
}

/*
 * The most points the root can still take without a moon: all those left,
 * one fewer where taking them all would be its own.
 */
static inline int
most_points(const struct hearts_solver *sv, const struct pos *p)
{
	return p->left - (p->left > 0 && sv->point_cards != 0 &&
	    (p->moon == MOON_NONE || p->moon == sv->root));
}

#endif
