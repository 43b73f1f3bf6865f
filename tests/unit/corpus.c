/*
 * corpus.c: what hearts-select, hearts-stats and hearts-export work out
 * from a record, against a count card by card.  The library finds each
 * trick's winner from its cards, the Q♠'s taker from the one trick she
 * lies in, and the cards that took tricks as it goes (corpus.c, a path
 * of its own for speed); here every hand is played again through the
 * engine, one hearts_state_play() a card, and the tricks, their leaders,
 * winners and winning cards, the hands after the pass and the cards
 * taken must be what hearts_hand_tricks() says, and hearts-stats' counts
 * (hands, tricks, the cards that took them, points, moons, queens and
 * jacks by seat) the sums of those plays.  The count owes nothing to
 * the code it checks but the engine, which the other groups test.  What
 * the programs write is held to its bytes by tests/720, 730 and 740 on a
 * fixed stream (tests/data/corpus-golden.sh).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

/* What the count card by card finds, summed over the games, by seat. */
struct count {
	long		 hands, tricks, games, over;
	long		 won_with[64];
	long		 seat_hands[HEARTS_MAX_PLAYERS];
	long long	 points[HEARTS_MAX_PLAYERS];
	long		 moons[HEARTS_MAX_PLAYERS];
	long		 queens[HEARTS_MAX_PLAYERS];
	long		 jacks[HEARTS_MAX_PLAYERS];
};

static long	 checked;

/* The seat whose cards hold c, or -1. */
static int
holder(const hearts_cards *sets, int n, hearts_card c)
{
	int	 s;

	for (s = 0; s < n; s++)
		if (sets[s] & hearts_card_bit(c))
			return s;
	return -1;
}

/* The card that takes a trick: the highest of the suit led. */
static hearts_card
taker(const uint8_t *trick, int n)
{
	hearts_card	 high = trick[0];
	int		 i;

	for (i = 1; i < n; i++)
		if (hearts_card_suit(trick[i]) == hearts_card_suit(high) &&
		    hearts_card_rank(trick[i]) > hearts_card_rank(high))
			high = trick[i];
	return high;
}

/*
 * Hand i of a whole record played again card by card, against
 * hearts_hand_tricks(), and counted.
 */
static void
count_hand(const struct hearts_game *g, long i, struct count *c)
{
	const struct hearts_hand *h = &g->hands[i];
	struct hearts_hand start = *h;
	struct hearts_tricks t;
	struct hearts_state st;
	struct hearts_error e;
	int		 n = g->rules.players, k, s, leader = -1, done = 0;
	hearts_card	 high;

	hearts_hand_tricks(&g->rules, h, &t);
	start.nplayed = 0;
	CHECK_INT(hearts_hand_replay(&g->rules, &start, &st, &e), 0);
	if (h->nplayed > 0)
		for (s = 0; s < n; s++)
			CHECK(t.held[s] == st.held[s]);
	for (k = 0; k < h->nplayed; k++) {
		if (st.ncards == 0)
			leader = st.turn;
		CHECK_INT(hearts_state_play(&st, h->played[k], &e), 0);
		if (st.ncards != 0)
			continue;
		/* A trick is complete. */
		high = taker(h->played + k + 1 - n, n);
		CHECK_INT(t.leader[done], leader);
		CHECK_INT(t.winner[done], st.last_winner);
		CHECK_INT(t.won_with[done], high);
		c->won_with[high]++;
		done++;
	}
	CHECK_INT(t.ntricks, done);
	for (s = 0; s < n; s++)
		CHECK(t.taken[s] == st.taken[s]);
	CHECK_INT(t.queen, holder(st.taken, n, hearts_card_parse("QS")));
	c->tricks += done;
	checked++;
	if (!h->scored)
		return;
	c->hands++;
	for (s = 0; s < n; s++) {
		c->seat_hands[s]++;
		c->points[s] += h->score[s];
	}
	if (h->shooter >= 0)
		c->moons[h->shooter]++;
	if ((s = holder(st.taken, n, hearts_card_parse("QS"))) >= 0)
		c->queens[s]++;
	if (g->rules.jack_of_diamonds &&
	    (s = holder(st.taken, n, hearts_card_parse("JD"))) >= 0)
		c->jacks[s]++;
}

/* hearts-stats by seat, against the count. */
static void
compare_stats(const struct hearts_stats *st, const struct count *c)
{
	const struct hearts_tally *t;
	int		 i, s, card;

	CHECK_INT(st->games, c->games);
	CHECK_INT(st->over, c->over);
	CHECK_INT(st->hands, c->hands);
	CHECK_INT(st->tricks, c->tricks);
	for (card = 0; card < 64; card++)
		CHECK_INT(st->won_with[card], c->won_with[card]);
	CHECK_INT(st->ntally, HEARTS_MAX_PLAYERS);
	for (i = 0; i < st->ntally; i++) {
		t = &st->tally[i];
		if ((s = t->seat) < 0 || s >= HEARTS_MAX_PLAYERS) {
			CHECK(0);
			continue;
		}
		CHECK_INT(t->hands, c->seat_hands[s]);
		CHECK_INT(t->points, c->points[s]);
		CHECK_INT(t->moons, c->moons[s]);
		CHECK_INT(t->queens, c->queens[s]);
		CHECK_INT(t->jacks, c->jacks[s]);
	}
}

void
test_corpus(void)
{
	struct hearts_stats st;
	struct hearts_game g;
	struct hearts_error e;
	struct count	*c;
	uint64_t	 rng = 0x2545f4914f6cdd1dULL;
	long		 i;
	int		 n, k;

	if ((c = calloc(1, sizeof(*c))) == NULL) {
		perror("calloc");
		exit(1);
	}
	hearts_stats_init(&st, false);
	for (n = HEARTS_MAX_PLAYERS; n >= 2; n--)
		for (k = 0; k < 300; k++) {
			unit_random_game(&rng, n, &g);
			CHECK_INT(hearts_stats_add(&st, &g, NULL, &e), 0);
			c->games++;
			c->over += g.over;
			for (i = 0; i < g.nhands; i++)
				count_hand(&g, i, c);
			hearts_game_free(&g);
		}
	compare_stats(&st, c);
	hearts_stats_free(&st);
	free(c);
	/*
	 * 1,200 games of 2 to 5 players, about 4,800 hands: some games are
	 * dealt from no seed, so the count moves from run to run.
	 */
	CHECK(checked > 3500);
}

/*
 * The suite's 95% interval: Student's t for few values, the normal's
 * 1.96 standard errors for many.
 */
void
test_interval(void)
{
	double	 sum = 0, sq = 0, se;
	long	 i;

	/* 0 and 2: a mean of 1, a standard error of 1. */
	CHECK(fabs(hearts_stats_interval(2, 2, 4) - 12.706) < 1e-9);
	/* 1, 2, ..., 6: a standard deviation of 1.8708, t(5) = 2.571. */
	for (i = 1; i <= 6; i++) {
		sum += (double)i;
		sq += (double)(i * i);
	}
	CHECK(fabs(hearts_stats_interval(6, sum, sq) - 2.571 * sqrt(3.5 /
	    6)) < 1e-9);
	/* Under two values, or all alike: no width. */
	CHECK(hearts_stats_interval(1, 5, 25) == 0);
	CHECK(hearts_stats_interval(0, 0, 0) == 0);
	CHECK(hearts_stats_interval(3, 6, 12) == 0);
	/* 0 and 1 alternating, 10,000 values: within 0.1% of 1.96 errors. */
	se = sqrt(0.25 * 10000 / 9999 / 10000);
	CHECK(fabs(hearts_stats_interval(10000, 5000, 5000) / se - 1.960) <
	    0.002);
	/* Past the table (31 values) it goes on smoothly: t(30) = 2.042,
	 * t(40) = 2.021. */
	CHECK(fabs(hearts_stats_interval(41, 20, 20) / sqrt((20 - 400.0 /
	    41) / 40 / 41) - 2.021) < 0.001);
}
