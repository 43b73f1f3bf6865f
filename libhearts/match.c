/*
 * match.c: whole games between players, as fast as the engine allows.
 * The state of the hand is kept as the game goes instead of replayed
 * for each move, and the bots that read only their own hand and what
 * is on the table (random, simple) are handed it as it is; the strong
 * bot, which samples the cards it cannot see, gets its seat's view.
 */
#include <string.h>
#include <time.h>

#include "internal.h"

/*
 * A number below bound, from the bot's generator: a multiply and a shift
 * (Lemire's method without the rejection step; for bounds below 53 the
 * bias is under 2^-58).
 */
static int
draw(struct hearts_rng *rng, int bound)
{
#ifdef __SIZEOF_INT128__
	__extension__ typedef unsigned __int128 u128;

	uint64_t	 z;

	/* hearts_rng_next(), inline: SplitMix64's step and mix. */
	z = (rng->state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return (int)(((u128)(z ^ (z >> 31)) * (uint64_t)bound) >> 64);
#else
	return (int)(hearts_rng_next(rng) % (uint64_t)bound);
#endif
}

/*
 * A random member of a set that is not empty: cards_nth() of a draw
 * below the set's count, the count taken from the same running sums
 * that find the card.
 */
static inline hearts_card
random_card(struct hearts_rng *rng, hearts_cards set)
{
	const uint64_t	 ones = 0x0101010101010101ULL;
	const uint64_t	 highs = 0x8080808080808080ULL;
	uint64_t	 c2, c4, sums, k, below;
	unsigned int	 place, r;

	c2 = set - ((set >> 1) & 0x5555555555555555ULL);
	c4 = (c2 & 0x3333333333333333ULL) + ((c2 >> 2) & 0x3333333333333333ULL);
	sums = ((c4 + (c4 >> 4)) & 0x0f0f0f0f0f0f0f0fULL) * ones;
	k = (uint64_t)draw(rng, (int)(sums >> 56));
	below = (((k * ones) | highs) - sums) & highs;
	place = (unsigned int)(((below >> 7) * ones) >> 53) & ~7u;
	r = (unsigned int)k - (unsigned int)(((sums << 8) >> place) & 0xff);
	return (hearts_card)(place + ((byte_places[(set >> place) & 0xff] >>
	    (3 * r)) & 7));
}

/*
 * A hand's play when every seat is a random bot: the bots' generators
 * and the cards played kept here, where no store through the hand (its
 * cards are bytes, which may alias anything) makes the compiler load
 * them again for each card.
 */
static void
play_random(struct hearts_state *st, struct hearts_hand *h,
    struct hearts_bot *const *random, struct hearts_run *run)
{
	struct hearts_rng rng[HEARTS_MAX_PLAYERS];
	uint8_t		 played[HEARTS_MAX_PLAYED];
	hearts_card	 c;
	int		 s, np = 0, n = st->rules->players;

	for (s = 0; s < n; s++)
		rng[s] = random[s]->rng;
	while (st->phase == HEARTS_PHASE_PLAY && np < HEARTS_MAX_PLAYED) {
		c = random_card(&rng[st->turn], hearts_state_legal_fast(st));
		hearts_state_apply(st, c);
		played[np++] = (uint8_t)c;
	}
	for (s = 0; s < n; s++) {
		random[s]->rng = rng[s];
		/* Every seat plays as many cards as the others. */
		run->decisions[s] += np / n;
	}
	memcpy(h->played + h->nplayed, played, (size_t)np);
	h->nplayed += np;
}

/* The random bot's pass: k cards, one at a time from what is left. */
static hearts_cards
random_pass(struct hearts_bot *b, hearts_cards hand, int k)
{
	hearts_cards	 pass = 0;
	int		 left = cards_count(hand);

	for (; k > 0; k--, left--)
		pass |= card_bit(cards_nth(hand & ~pass, draw(&b->rng, left)));
	return pass;
}

/*
 * A built-in bot's choice, the cheap way where that sees no more.  The
 * random bot's are made in play_hand(), inline.
 */
static hearts_cards
bot_choice(struct hearts_bot *b, const struct hearts_game *g,
    const struct hearts_state *st, int seat)
{
	struct hearts_table t;

	if (st->phase == HEARTS_PHASE_PLAY && b->kind == HEARTS_BOT_SIMPLE &&
	    cards_count(hearts_state_legal(st)) > 1)
		return card_bit(hearts_simple_play(st, NULL));
	hearts_table_fill(g, st, seat, &t);
	return hearts_bot_choose(b, &t, NULL);
}

static double
now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The simple bot's move, for a player whose own failed. */
static hearts_cards
fallback(const struct hearts_game *g, const struct hearts_state *st,
    int seat)
{
	struct hearts_table t;

	if (st->phase == HEARTS_PHASE_PLAY)
		return card_bit(cards_count(
		    hearts_state_legal(st)) == 1 ? cards_lowest(
		    hearts_state_legal(st)) : hearts_simple_play(st, NULL));
	hearts_table_fill(g, st, seat, &t);
	return hearts_simple_pass(&t, NULL);
}

/* A choice the rules allow now. */
static bool
allowed(const struct hearts_game *g, const struct hearts_hand *h,
    const struct hearts_state *st, int seat, hearts_cards choice)
{
	if (st->phase == HEARTS_PHASE_PASS)
		return hearts_pass_check(&g->rules, h, seat, choice, NULL) == 0;
	return cards_count(choice) == 1 &&
	    (choice & hearts_state_legal(st)) != 0;
}

/*
 * One seat's move: its player's choice, checked; on a fault, counted,
 * and the fallback or a forfeit (false).
 */
static bool
decide(const struct hearts_game *g, const struct hearts_hand *h,
    const struct hearts_state *st, const struct hearts_player *p, int seat,
    struct hearts_run *run, hearts_cards *choice)
{
	enum hearts_fault fault = HEARTS_FAULT_NONE;
	double		 start;

	run->decisions[seat]++;
	if (p->bot != NULL && p->bot->kind == HEARTS_BOT_STRONG) {
		start = now();
		*choice = bot_choice(p->bot, g, st, seat);
		run->seconds[seat] += now() - start;
		return true;
	}
	if (p->bot != NULL) {
		*choice = bot_choice(p->bot, g, st, seat);
		return true;
	}
	*choice = 0;
	fault = p->ask(p->arg, g, seat, choice);
	if (fault == HEARTS_FAULT_NONE && !allowed(g, h, st, seat, *choice))
		fault = HEARTS_FAULT_ILLEGAL;
	if (fault == HEARTS_FAULT_NONE)
		return true;
	run->faults[seat][fault]++;
	if (run->on_fault == HEARTS_ON_FAULT_FORFEIT) {
		run->forfeit = seat;
		return false;
	}
	*choice = fallback(g, st, seat);
	return true;
}

/* Scores the hand played out in st, as hearts_game_score() would. */
static void
score(struct hearts_game *g, struct hearts_hand *h,
    const struct hearts_state *st)
{
	int	 s;

	h->shooter = hearts_score_hand(&g->rules, st, h->aside, h->score);
	hearts_game_totals(g, g->nhands - 1, h->total);
	for (s = 0; s < g->rules.players; s++)
		h->total[s] += h->score[s];
	h->scored = true;
	g->over = hearts_game_ends(&g->rules, h->total, &g->winners);
}

/* One hand, dealt and played to its score; false on a forfeit. */
static bool
play_hand(struct hearts_game *g, const struct hearts_player *players,
    struct hearts_run *run)
{
	struct hearts_hand *h = hearts_game_current(g);
	struct hearts_state st;
	struct hearts_bot *random[HEARTS_MAX_PLAYERS];
	hearts_cards	 choice, legal;
	hearts_card	 c;
	int		 s, n = g->rules.players, nrandom = 0;

	/* The random bot inline: a match of them is all this loop. */
	for (s = 0; s < n; s++)
		random[s] = players[s].bot != NULL &&
		    players[s].bot->kind == HEARTS_BOT_RANDOM ?
		    players[s].bot : NULL;
	for (s = 0; s < n; s++)
		nrandom += random[s] != NULL;
	hearts_state_start(&st, &g->rules, h);
	if (st.phase == HEARTS_PHASE_PASS) {
		/* Each seat chooses before any pass is known. */
		for (s = 0; s < n; s++) {
			if (hearts_hand_passed(h, s))
				continue;
			if (random[s] != NULL) {
				choice = random_pass(random[s], st.held[s],
				    hearts_pass_count(n));
				run->decisions[s]++;
			} else if (!decide(g, h, &st, &players[s], s, run,
			    &choice))
				return false;
			h->passed[s] = choice;
		}
		hearts_state_exchange(&st, h);
	}
	if (nrandom == n)
		play_random(&st, h, random, run);
	while (st.phase == HEARTS_PHASE_PLAY) {
		s = st.turn;
		if (random[s] != NULL) {
			legal = hearts_state_legal_fast(&st);
			c = cards_nth(legal, draw(&random[s]->rng,
			    cards_count(legal)));
			run->decisions[s]++;
		} else if (!decide(g, h, &st, &players[s], s, run, &choice))
			return false;
		else
			c = cards_lowest(choice);
		/* decide() checked it, or a built-in bot chose it. */
		hearts_state_apply(&st, c);
		h->played[h->nplayed++] = (uint8_t)c;
	}
	score(g, h, &st);
	return true;
}

int
hearts_game_run(struct hearts_game *g, const struct hearts_player *players,
    struct hearts_run *run, struct hearts_error *e)
{
	struct hearts_hand *h;
	struct hearts_state st;

	run->forfeit = -1;
	if (hearts_refuse_view(g, e) == -1)
		return -1;
	/* A hand under way is replayed once, then played on. */
	if ((h = hearts_game_current(g)) != NULL && !h->scored) {
		if (hearts_hand_replay(&g->rules, h, &st, e) == -1)
			return -1;
		/*
		 * A hand with no card played yet, a hold hand's too (a file
		 * of deals of hearts-match -D), is played from its start; a
		 * hand under way is not.
		 */
		if (st.phase == HEARTS_PHASE_DONE)
			score(g, h, &st);
		else if (h->nplayed > 0)
			return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "hand %ld "
			    "is under way: a game is run from a hand's start",
			    h->number);
		else if (!play_hand(g, players, run))
			return 0;
	}
	while (!g->over) {
		if (hearts_game_deal(g, e) == -1)
			return -1;
		if (!play_hand(g, players, run))
			return 0;
	}
	return 0;
}
