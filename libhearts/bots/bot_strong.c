/*
 * bot_strong.c: a Monte-Carlo player.  It deals the cards it cannot see
 * in ways that agree with all it knows (cards played, voids shown, the
 * cards it passed), plays each legal card in every one of those deals,
 * plays the hand out with the simple bot's rules for every seat, and
 * keeps the card with the best average result.  The same deals serve
 * every card, so that the cards are compared on equal luck.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

#define ASIDE	HEARTS_MAX_PLAYERS	/* the cards no seat holds (2 players) */

/*
 * Deals the unseen cards to the hands that hide them, each card to a seat
 * that may hold its suit, with odds by how many cards each still lacks.
 * false if the draw ran into a corner (a card nobody left may hold).
 */
bool
hearts_strong_sample(const struct hearts_state *seen, struct hearts_rng *rng,
    bool use_voids, struct hearts_state *full)
{
	hearts_card	 pool[52], c;
	hearts_cards	 unseen;
	int		 need[HEARTS_MAX_PLAYERS + 1], n = 0, i, j, s, total, r;
	int		 players = seen->rules->players;

	for (unseen = seen->unseen; unseen != 0; unseen &= unseen - 1)
		pool[n++] = cards_lowest(unseen);
	for (i = n - 1; i > 0; i--) {
		j = (int)hearts_rng_below(rng, (uint64_t)i + 1);
		c = pool[i];
		pool[i] = pool[j];
		pool[j] = c;
	}
	*full = *seen;
	need[ASIDE] = n;
	for (s = 0; s < players; s++) {
		need[s] = seen->hidden[s];
		need[ASIDE] -= need[s];
		full->hidden[s] = 0;
	}
	full->unseen = 0;
	for (i = 0; i < n; i++) {
		total = need[ASIDE];
		for (s = 0; s < players; s++)
			if (!use_voids || (seen->voids[s] &
			    (1u << card_suit(pool[i]))) == 0)
				total += need[s];
		if (total == 0)
			return false;
		r = (int)hearts_rng_below(rng, (uint64_t)total);
		for (s = 0; s < players; s++) {
			if (use_voids && (seen->voids[s] &
			    (1u << card_suit(pool[i]))) != 0)
				continue;
			if (r < need[s])
				break;
			r -= need[s];
		}
		if (s == players) {
			need[ASIDE]--;
			continue;
		}
		need[s]--;
		full->held[s] |= card_bit(pool[i]);
	}
	return true;
}

/*
 * How good the end of a hand is for the seat, lower better: its points
 * against the others' on average; when the game may end with this hand,
 * its total against the lowest other total, since only winning counts.
 * score[] is every seat's points for the hand.
 */
int
hearts_strong_outcome(const struct hearts_table *t, const int *score,
    bool endgame)
{
	int		 s, n = t->rules->players;
	int		 others = 0, best = 0, first = 1;

	if (!endgame) {
		for (s = 0; s < n; s++)
			if (s != t->seat)
				others += score[s];
		/* In (n-1)ths of a point, to stay in whole numbers. */
		return score[t->seat] * (n - 1) - others;
	}
	for (s = 0; s < n; s++) {
		if (s == t->seat)
			continue;
		if (first || t->total[s] + score[s] < best)
			best = t->total[s] + score[s];
		first = 0;
	}
	return (t->total[t->seat] + score[t->seat] - best) * (n - 1);
}

/* The outcome of a hand played out to its end. */
int
hearts_strong_played_out(const struct hearts_table *t,
    const struct hearts_state *st, bool endgame)
{
	hearts_cards	 taken = 0;
	int		 score[HEARTS_MAX_PLAYERS], s, n = t->rules->players;

	for (s = 0; s < n; s++)
		taken |= st->taken[s];
	(void)hearts_score_hand(t->rules, st, hearts_rules_deck(t->rules) &
	    ~taken, score);
	return hearts_strong_outcome(t, score, endgame);
}

/*
 * Whether this hand may end the game: someone is within a hand's points
 * of it (the moon's, all the penalty cards', whether or not the rules
 * have a moon: one seat may take them all).
 */
bool
hearts_strong_near_end(const struct hearts_table *t)
{
	int	 s, most = hearts_rules_moon(t->rules);

	if (t->rules->target == 0)
		return false;
	for (s = 0; s < t->rules->players; s++)
		if (t->total[s] + most >= t->rules->target)
			return true;
	return false;
}

hearts_card
hearts_strong_play(struct hearts_bot *b, const struct hearts_table *t,
    char *why)
{
	struct hearts_state full, st;
	hearts_card	 card[HEARTS_MAX_TRICKS], best = 0, next = -1;
	hearts_cards	 legal = hearts_state_legal(&t->st);
	long		 sum[HEARTS_MAX_TRICKS];
	int		 ncards = 0, i, d, tries;
	bool		 endgame = hearts_strong_near_end(t);
	char		 nname[HEARTS_CARD_NAME];
	const char	*measure;
	double		 margin;

	for (; legal != 0; legal &= legal - 1) {
		sum[ncards] = 0;
		card[ncards++] = cards_lowest(legal);
	}
	for (d = 0; d < b->budget; d++) {
		for (tries = 0; tries < 20; tries++)
			if (hearts_strong_sample(&t->st, &b->rng, true, &full))
				break;
		if (tries == 20)
			(void)hearts_strong_sample(&t->st, &b->rng, false, &full);
		for (i = 0; i < ncards; i++) {
			st = full;
			hearts_state_apply(&st, card[i]);
			while (st.phase == HEARTS_PHASE_PLAY)
				hearts_state_apply(&st,
				    hearts_simple_play(&st, NULL));
			sum[i] += hearts_strong_played_out(t, &st, endgame);
		}
	}
	for (i = 1; i < ncards; i++)
		if (sum[i] < sum[best])
			best = i;
	for (i = 0; i < ncards; i++)
		if (i != best && (next == -1 || sum[i] < sum[next]))
			next = i;
	if (why != NULL) {
		/* What a player would say: the margin, and what it measures. */
		hearts_card_name(card[next], nname);
		margin = (double)(sum[next] - sum[best]) /
		    (b->budget * (t->rules->players - 1));
		measure = endgame ? "my total against the lowest other's" :
		    "my points less the others' mean";
		if (margin < 0.05)
			hearts_why(why, "as good as %s over %d deal%s of the "
			    "cards I cannot see (%s)", nname, b->budget,
			    b->budget == 1 ? "" : "s", measure);
		else
			hearts_why(why, "better than %s by %.1f points a hand, "
			    "over %d deal%s of the cards I cannot see (%s)",
			    nname, margin, b->budget, b->budget == 1 ? "" : "s",
			    measure);
	}
	return card[best];
}

/*
 * The cards worth passing: the simple bot's choice, high cards, the Q♠,
 * K♠ and A♠ (dangerous beside her, or penalty cards themselves).
 */
static hearts_cards
pass_pool(const struct hearts_table *t)
{
	hearts_cards	 hand = t->st.held[t->seat], pool, suit;
	int		 i;

	pool = hearts_simple_pass(t, NULL);
	pool |= hand & (card_bit(CARD_QS) | card_bit(CARD_KS) |
	    card_bit(CARD_AS));
	for (i = HEARTS_CLUBS; i <= HEARTS_SPADES; i++) {
		suit = hand & suit_cards(i) & ~pool;
		if (suit != 0)
			pool |= card_bit(cards_highest(suit));
	}
	/* At most nine cards: 84 choices of three. */
	while (cards_count(pool) > 9)
		pool &= ~card_bit(cards_lowest(pool &
		    ~hearts_simple_pass(t, NULL)));
	return pool;
}

/* Every choice of k cards from a pool, into out; how many. */
static int
choices(hearts_cards pool, int k, hearts_cards chosen, hearts_cards *out,
    int n)
{
	hearts_cards	 rest;
	hearts_card	 c;

	if (k == 0) {
		out[n] = chosen;
		return n + 1;
	}
	for (rest = pool; rest != 0; rest &= rest - 1) {
		c = cards_lowest(rest);
		n = choices(rest & ~card_bit(c), k - 1,
		    chosen | card_bit(c), out, n);
	}
	return n;
}

/*
 * A whole hand from a sampled deal: the others pass as the simple bot
 * would, this seat passes mine, and play begins.
 */
static void
start_sampled(const struct hearts_table *t, const struct hearts_state *deal,
    hearts_cards mine, struct hearts_state *st)
{
	struct hearts_hand hand;
	struct hearts_table other;
	hearts_cards	 dealt = 0;
	int		 s;

	memset(&hand, 0, sizeof(hand));
	hand.pass = t->pass;
	other = *t;
	other.st = *deal;
	for (s = 0; s < t->rules->players; s++) {
		hand.dealt[s] = deal->held[s];
		dealt |= deal->held[s];
		other.seat = s;
		hand.passed[s] = s == t->seat ? mine :
		    hearts_simple_pass(&other, NULL);
	}
	hand.aside = hearts_rules_deck(t->rules) & ~dealt;
	hearts_state_start(st, t->rules, &hand);
}

/* A hand played out by the simple bot, the seat by plan where it has one. */
static void
play_out(struct hearts_state *st, int seat, hearts_plan plan)
{
	hearts_card	 c;

	while (st->phase == HEARTS_PHASE_PLAY) {
		c = HEARTS_NO_CARD;
		if (plan != NULL && st->turn == seat)
			c = plan(st, seat);
		if (c == HEARTS_NO_CARD)
			c = hearts_simple_play(st, NULL);
		hearts_state_apply(st, c);
	}
}

hearts_cards
hearts_strong_pass(struct hearts_bot *b, const struct hearts_table *t,
    char *why)
{
	return hearts_strong_pass_plan(b, t, NULL, why);
}

/*
 * The strong bot's pass; with a plan, each way to pass is also played
 * out with the seat's cards chosen by the plan (where it gives one), and
 * the better of the two sums over all the deals counts for it: the seat
 * picks its plan for the hand, not deal by deal.
 */
hearts_cards
hearts_strong_pass_plan(struct hearts_bot *b, const struct hearts_table *t,
    hearts_plan plan, char *why)
{
	hearts_cards	 choice[128];
	struct hearts_state deal, st;
	long		 sum[128], planned[128];
	bool		 by_plan[128];
	int		 n, i, d, best = 0, deals;
	bool		 endgame = hearts_strong_near_end(t);
	char		 list[16];

	n = choices(pass_pool(t), hearts_pass_count(t->rules->players), 0,
	    choice, 0);
	/* A pass is made once a hand: it may take a few cards' time. */
	deals = b->budget / 2 > 0 ? b->budget / 2 : 1;
	memset(sum, 0, sizeof(sum));
	memset(planned, 0, sizeof(planned));
	memset(by_plan, 0, sizeof(by_plan));
	for (d = 0; d < deals; d++) {
		(void)hearts_strong_sample(&t->st, &b->rng, false, &deal);
		for (i = 0; i < n; i++) {
			start_sampled(t, &deal, choice[i], &st);
			play_out(&st, t->seat, NULL);
			sum[i] += hearts_strong_played_out(t, &st, endgame);
			if (plan == NULL)
				continue;
			start_sampled(t, &deal, choice[i], &st);
			play_out(&st, t->seat, plan);
			planned[i] += hearts_strong_played_out(t, &st, endgame);
		}
	}
	for (i = 0; plan != NULL && i < n; i++)
		if (planned[i] < sum[i]) {
			sum[i] = planned[i];
			by_plan[i] = true;
		}
	for (i = 1; i < n; i++)
		if (sum[i] < sum[best])
			best = i;
	hearts_cards_format(choice[best], list, sizeof(list));
	hearts_why(why, "of the %d ways to pass my most dangerous cards, the "
	    "best over %d deal%s of the other hands%s", n, deals,
	    deals == 1 ? "" : "s", by_plan[best] ? ", played for the moon" : "");
	return choice[best];
}
