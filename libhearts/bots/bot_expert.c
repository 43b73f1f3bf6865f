/*
 * bot_expert.c: the strong bot's sampling, each sampled deal's end of
 * the hand solved exactly.  Like the strong bot, it deals the cards it
 * cannot see in ways that agree with what its seat knows and scores each
 * legal card over the same deals; but once a deal has few enough tricks
 * left, the rest of the hand is not played out by the simple bot's rules
 * but solved each for itself (max^n: every seat plays for its own fewest
 * points, the moon counted as each scores it), so that the strong bot's
 * weighing of every seat's points (the moon, the target) applies to
 * exact play.  Before that, a card's deal is played out by the simple
 * bot until the end is short enough to solve, and solved from there.
 * Given the cards of the hand so far, it counts each deal by how likely
 * that play is with the deal's cards (importance weights: rejecting the
 * unlikely deals would starve in the late tricks).  While no other seat
 * has a point and the rules have a moon, each card (and each way to
 * pass) is played out twice, the second time with the seat going for
 * the moon (shoot_card()), and the better plan summed over all the
 * deals counts: the simple bot never shoots, so play-outs by its rules
 * alone never saw a moon coming.
 *
 * The solver needs a table, which struct hearts_bot has no room for
 * (its size is libhearts.so.1's): each thread that plays the expert gets
 * one solver of its own the first time, freed when the thread ends.  The
 * values are exact (no node budget), so they never hang on what the
 * table held before: the same deals give the same choice.
 *
 * Tried against strong, two against two (bench/bots -2), and not kept:
 * four tricks left solved as five (EXPERT_ROOT=5: no gain, 67 ms of CPU
 * at the 99th percentile); five times the deals, or weights of 0.5 for
 * an unlikely card (no gain that shows); a pass of its own, strong's
 * ways to pass with the last three tricks solved (within the noise, at
 * 32 ms a pass); the seat that took every point so far going for the
 * moon in the play-outs; play-outs solved from four tricks on half the
 * deals.  A gain screened on some deals can vanish on the rest: confirm
 * on deals not screened (another -s).  What is left: stopping another's
 * moon has no plan of its own, the other seats are modelled as simple
 * bots (strong is not), and the plan for the moon is one fixed way to
 * shoot.
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "engine/play.h"

/*
 * The solver's table: a few MiB serve the endgame, where a solve is a
 * few thousand positions.  (Each of these may be given at build time,
 * -DEXPERT_ROOT=5, to measure another.)
 */
#ifndef EXPERT_MEMORY
#define EXPERT_MEMORY	((size_t)4 << 20)
#endif
/*
 * Tricks left (the current one counted) from which a deal is solved
 * from the seat's own card, every card valued by one solve.
 */
#ifndef EXPERT_ROOT
#define EXPERT_ROOT	4
#endif
/* Tricks left at a trick's start where a played-out deal is solved. */
#ifndef EXPERT_TAIL
#define EXPERT_TAIL	3
#endif
/* The deals of a decision solved from the seat's card: the budget over this. */
#ifndef EXPERT_ROOT_DIV
#define EXPERT_ROOT_DIV	4
#endif

/* Whether each card is also played out with the seat going for the moon. */
#ifndef EXPERT_SHOOT
#define EXPERT_SHOOT	1
#endif

/*
 * How much less likely a deal is for each card another seat played that
 * the simple bot, holding that deal's cards, would not have played.
 */
#ifndef EXPERT_UNLIKELY
#define EXPERT_UNLIKELY	0.25
#endif

static pthread_once_t solver_once = PTHREAD_ONCE_INIT;
static pthread_key_t solver_key;
static bool	 solver_keyed;

static void
solver_gone(void *sv)
{
	hearts_solver_free(sv);
}

static void
solver_key_make(void)
{
	solver_keyed = pthread_key_create(&solver_key, solver_gone) == 0;
}

/* This thread's solver, made the first time; NULL without memory. */
static struct hearts_solver *
thread_solver(void)
{
	struct hearts_solver *sv;

	if (pthread_once(&solver_once, solver_key_make) != 0 || !solver_keyed)
		return NULL;
	if ((sv = pthread_getspecific(solver_key)) != NULL)
		return sv;
	if ((sv = hearts_solver_new(EXPERT_MEMORY, NULL)) == NULL)
		return NULL;
	if (pthread_setspecific(solver_key, sv) != 0) {
		hearts_solver_free(sv);
		return NULL;
	}
	return sv;
}

/* A deal of the unseen cards, by the voids if it can be done. */
static void
deal_unseen(const struct hearts_table *t, struct hearts_rng *rng,
    struct hearts_state *full)
{
	int	 tries;

	for (tries = 0; tries < 20; tries++)
		if (hearts_strong_sample(&t->st, rng, true, full))
			return;
	(void)hearts_strong_sample(&t->st, rng, false, full);
}

/*
 * The seat of each card of the hand so far, worked back from the table's
 * state: a trick's leader is the seat that won the trick before.  false
 * if the cards do not fit the state.
 */
bool
hearts_expert_seats(const struct hearts_table *t, const uint8_t *played,
    int nplayed, int8_t *seat)
{
	int	 n = t->rules->players, k, j, win, lead = t->st.leader;

	if (played == NULL || nplayed != t->st.trick * n + t->st.ncards ||
	    lead < 0)
		return false;
	for (j = 0; j < t->st.ncards; j++)
		seat[t->st.trick * n + j] = (int8_t)((lead + j) % n);
	for (k = t->st.trick - 1; k >= 0; k--) {
		for (win = 0, j = 1; j < n; j++)
			if (card_suit(played[k * n + j]) ==
			    card_suit(played[k * n]) &&
			    played[k * n + j] > played[k * n + win])
				win = j;
		/* The winner, at place win of the trick, leads the next. */
		lead = ((lead - win) % n + n) % n;
		for (j = 0; j < n; j++)
			seat[k * n + j] = (int8_t)((lead + j) % n);
	}
	return true;
}

/*
 * How likely the play so far is in a deal, by the simple bot's choices:
 * the hands as they were when play began (each seat's cards in the deal
 * and those it played), the hand played again from its first lead, and
 * each card of another seat that had a choice and took a card the simple
 * bot would not have taken makes the deal EXPERT_UNLIKELY times less
 * likely.  What the seat itself played tells it nothing.
 */
static double
likelihood(const struct hearts_table *t, const struct hearts_state *full,
    const uint8_t *played, const int8_t *seat, int nplayed)
{
	struct hearts_state st = *full;
	hearts_cards	 legal;
	double		 w = 1;
	int		 k, s;

	for (s = 0; s < t->rules->players; s++) {
		st.taken[s] = 0;
		st.voids[s] = 0;
	}
	for (k = 0; k < nplayed; k++)
		st.held[seat[k]] |= card_bit(played[k]);
	st.in_trick = 0;
	st.trick = st.ncards = 0;
	st.leader = st.turn = seat[0];
	st.broken = false;
	st.last_winner = -1;
	st.phase = HEARTS_PHASE_PLAY;
	for (k = 0; k < nplayed; k++) {
		if (st.turn != seat[k] ||
		    (st.held[st.turn] & card_bit(played[k])) == 0)
			return w;
		legal = hearts_state_legal_fast(&st);
		if (seat[k] != t->seat && (legal & (legal - 1)) != 0 &&
		    hearts_simple_card(&st, legal, NULL) != played[k])
			w *= EXPERT_UNLIKELY;
		hearts_state_apply(&st, played[k]);
	}
	return w;
}

/*
 * The seat's card when it plays for the moon: the highest card, to take
 * the trick, led or followed; void, the lowest card that is no point
 * (no penalty card: by penalty-spades the K♠ and A♠ are the moon's too).
 */
static hearts_card
shoot_card(const struct hearts_state *st)
{
	hearts_cards	 legal = hearts_state_legal_fast(st), safe;

	if (st->ncards == 0 || (legal & suit_cards(card_suit(
	    st->trick_card[st->leader]))) != 0)
		return cards_highest(legal);
	safe = legal & ~penalty_cards(st->rules);
	return cards_lowest(safe != 0 ? safe : legal);
}

/*
 * Whether the seat can still take every penalty card: the rules have a
 * moon, and nobody else has one.
 */
static bool
moon_open(const struct hearts_state *st, int seat)
{
	hearts_cards	 penalty = penalty_cards(st->rules);
	int		 s;

	if (st->rules->moon == HEARTS_MOON_NONE)
		return false;
	for (s = 0; s < st->rules->players; s++)
		if (s != seat && (st->taken[s] & penalty) != 0)
			return false;
	return true;
}

hearts_card
hearts_expert_shoot(const struct hearts_state *st, int seat)
{
	return moon_open(st, seat) ? shoot_card(st) : HEARTS_NO_CARD;
}

/*
 * The strong bot's pass, each way also played out for the moon where
 * the rules have one.
 */
hearts_cards
hearts_expert_pass(struct hearts_bot *b, const struct hearts_table *t,
    char *why)
{
	return hearts_strong_pass_plan(b, t, EXPERT_SHOOT &&
	    t->rules->moon != HEARTS_MOON_NONE ? hearts_expert_shoot : NULL,
	    why);
}

/*
 * One card's deal from after the card: played out by the simple bot's
 * rules (the seat's own cards by plan where it gives one) until a trick
 * starts with tail tricks left, then solved.
 */
static int
card_outcome(struct hearts_solver *sv, const struct hearts_table *t,
    struct hearts_state *st, bool endgame, hearts_plan plan)
{
	struct hearts_solution sol;
	hearts_card	 c;

	while (st->phase == HEARTS_PHASE_PLAY) {
		if (sv != NULL && st->ncards == 0 &&
		    cards_count(st->held[st->turn]) <= EXPERT_TAIL &&
		    hearts_solve_seat(sv, st, t->seat, HEARTS_SOLVE_EACH, 0,
		    &sol, NULL) == 0)
			return hearts_strong_outcome(t, sol.score, endgame);
		c = HEARTS_NO_CARD;
		if (plan != NULL && st->turn == t->seat)
			c = plan(st, t->seat);
		if (c == HEARTS_NO_CARD)
			c = hearts_simple_play(st, NULL);
		hearts_state_apply(st, c);
	}
	return hearts_strong_played_out(t, st, endgame);
}

/* Every card's outcome in one deal, solved from the seat's own turn. */
static bool
root_solved(struct hearts_solver *sv, const struct hearts_table *t,
    const struct hearts_state *full, const hearts_card *card, int ncards,
    bool endgame, double w, double *sum)
{
	struct hearts_solution sol;
	int		 i, k;

	if (hearts_solve(sv, full, HEARTS_SOLVE_EACH, 0, &sol, NULL) == -1 ||
	    !sol.exact || sol.ncards != ncards)
		return false;
	for (k = 0; k < sol.ncards; k++) {
		for (i = 0; i < ncards && card[i] != sol.cards[k].card; i++)
			;
		if (i == ncards)
			return false;
		sum[i] += w * hearts_strong_outcome(t, sol.cards[k].score,
		    endgame);
	}
	return true;
}

hearts_card
hearts_expert_play(struct hearts_bot *b, const struct hearts_table *t,
    const uint8_t *played, int nplayed, char *why)
{
	struct hearts_solver *sv = thread_solver();
	struct hearts_state full, st;
	hearts_card	 card[HEARTS_MAX_TRICKS];
	hearts_cards	 legal = hearts_state_legal(&t->st);
	double		 sum[HEARTS_MAX_TRICKS], w, weight = 0, margin;
	double		 moon[HEARTS_MAX_TRICKS];
	bool		 shoot, planned[HEARTS_MAX_TRICKS];
	int8_t		 seat[HEARTS_MAX_PLAYED];
	int		 ncards = 0, i, d, deals, best = 0, next = -1, left;
	bool		 endgame = hearts_strong_near_end(t), root, weighed;
	const char	*plan;
	char		 nname[HEARTS_CARD_NAME];

	for (; legal != 0; legal &= legal - 1) {
		sum[ncards] = moon[ncards] = 0;
		planned[ncards] = false;
		card[ncards++] = cards_lowest(legal);
	}
	weighed = hearts_expert_seats(t, played, nplayed, seat) &&
	    nplayed > 0;
	left = cards_count(t->st.held[t->seat]);
	root = sv != NULL && left <= EXPERT_ROOT;
	/* Solved from the seat's card, a deal already knows of the moon. */
	shoot = EXPERT_SHOOT && !root && moon_open(&t->st, t->seat);
	deals = b->budget;
	if (root && (deals /= EXPERT_ROOT_DIV) < 1)
		deals = 1;
	for (d = 0; d < deals; d++) {
		deal_unseen(t, &b->rng, &full);
		w = weighed ? likelihood(t, &full, played, seat, nplayed) : 1;
		weight += w;
		if (root && root_solved(sv, t, &full, card, ncards, endgame, w,
		    sum))
			continue;
		for (i = 0; i < ncards; i++) {
			st = full;
			hearts_state_apply(&st, card[i]);
			sum[i] += w * card_outcome(sv, t, &st, endgame, NULL);
			if (!shoot)
				continue;
			st = full;
			hearts_state_apply(&st, card[i]);
			moon[i] += w * card_outcome(sv, t, &st, endgame,
			    hearts_expert_shoot);
		}
	}
	/* The seat chooses its plan over all the deals, not deal by deal. */
	for (i = 0; shoot && i < ncards; i++)
		if (moon[i] < sum[i]) {
			sum[i] = moon[i];
			planned[i] = true;
		}
	for (i = 1; i < ncards; i++)
		if (sum[i] < sum[best])
			best = i;
	for (i = 0; i < ncards; i++)
		if (i != best && (next == -1 || sum[i] < sum[next]))
			next = i;
	if (why != NULL) {
		/* As the strong bot says it, and how the deals were ended. */
		hearts_card_name(card[next], nname);
		plan = planned[best] ? ", played for the moon" : "";
		margin = (sum[next] - sum[best]) / (weight *
		    (t->rules->players - 1));
		if (margin < 0.05)
			hearts_why(why, "as good as %s over %d deal%s of the "
			    "cards I cannot see, %s%s", nname, deals,
			    deals == 1 ? "" : "s", root ? "each solved" :
			    "the last tricks solved", plan);
		else
			hearts_why(why, "better than %s by %.1f points a hand "
			    "over %d deal%s of the cards I cannot see, %s%s",
			    nname, margin, deals, deals == 1 ? "" : "s", root ?
			    "each solved" : "the last tricks solved", plan);
	}
	return card[best];
}
