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
#include "engine/play.h"

/*
 * The random bots' loops count sets of cards for every card: where the
 * processor has a popcount instruction, a copy of each that uses it,
 * chosen as the program starts (a fifth of a random hand's instructions).
 * cards_count() is the shifts and adds the baseline x86-64 needs, which
 * the compiler makes the one instruction.
 */
#if defined(__x86_64__) && defined(__has_attribute)
#if __has_attribute(target_clones)
#define POPCNT_CLONES	__attribute__((target_clones("popcnt", "default")))
#endif
#endif
#ifndef POPCNT_CLONES
#define POPCNT_CLONES
#endif

/*
 * A condition as likely true as false (which card wins a trick: the
 * game's chance), which GCC then makes a conditional move (clang takes
 * it as a branch's odds only): a branch on it is mispredicted half the
 * time.
 */
#if defined(__has_builtin)
#if __has_builtin(__builtin_expect_with_probability)
#define CHANCE(x)	__builtin_expect_with_probability((x), 1, 0.5)
#endif
#endif
#ifndef CHANCE
#define CHANCE(x)	(x)
#endif

/*
 * A card's rank in a trick whose suit is led: the card itself if it
 * follows (within a suit the higher card is the higher bit), else -1,
 * below every card.  Arithmetic, not a test: a compiler splits a test
 * of whether the seat followed into a branch, which chance mispredicts.
 */
static inline int
trick_rank(hearts_card c, hearts_cards led)
{
	return c | -(int)((card_bit(c) & led) == 0);
}

/*
 * A number below bound, from the bot's generator: a multiply and a shift
 * (Lemire's method without the rejection step; for bounds below 53 the
 * bias is under 2^-58).
 */
static HEARTS_HOT int
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
 * How the random bots find the k-th card of a set.  By the processor's
 * parallel bit deposit (pdep) where it is one quick instruction: the
 * bit k spread over the set's cards lands on the k-th, with no branch.
 * A loop that ends at a random place costs a mispredicted branch nearly
 * every card, more than the rest of the card's work; but AMD's families
 * 15h and 17h (to Zen 2) do pdep in microcode, slower than the loop
 * (and so may Hygon's 18h, a Zen 1, which GCC's checks cannot name).
 * HEARTS_SELECT_AUTO asks the processor once; the unit test forces
 * each way, so that both are held to the same games.
 */
int	 hearts_random_select = HEARTS_SELECT_AUTO;

#if defined(__x86_64__) && defined(__GNUC__)
#define HAVE_DEPOSIT	1

/* For k below the set's count, as nth_card() (else no card at all). */
static inline hearts_card
deposit_nth(hearts_cards set, int k)
{
	uint64_t	 r;

	/* Inline, not the intrinsic: no target option on the callers. */
	__asm__("pdepq %2, %1, %0" : "=r" (r) : "r" ((uint64_t)1 << k),
	    "r" (set));
	return (hearts_card)__builtin_ctzll(r);
}
#else
#define deposit_nth(set, k)	nth_card(set, k)
#endif

/* Whether to find cards by the bit deposit: asked once a hand. */
static bool
deposit_quick(void)
{
#ifdef HAVE_DEPOSIT
	bool	 have = __builtin_cpu_supports("bmi2");

	if (hearts_random_select != HEARTS_SELECT_AUTO)
		return have && hearts_random_select == HEARTS_SELECT_DEPOSIT;
	return have && !__builtin_cpu_is("amdfam15h") &&
	    !__builtin_cpu_is("amdfam17h");
#else
	return false;
#endif
}

/*
 * The k-th card of a set (from 0), its lower cards cleared one at a time:
 * cards_nth() without its running sums, which took half of a random
 * card's instructions; the sets here are a hand or a few legal cards.
 */
static inline hearts_card
nth_card(hearts_cards set, int k)
{
	while (k-- > 0)
		set &= set - 1;
	return cards_lowest(set);
}

/* The k-th card of a set, by the deposit or by the loop. */
static HEARTS_HOT hearts_card
random_nth(hearts_cards set, int k, bool deposit)
{
	return deposit ? deposit_nth(set, k) : nth_card(set, k);
}

/* A random member of a set that is not empty. */
static HEARTS_HOT hearts_card
random_card(struct hearts_rng *rng, hearts_cards set, bool deposit)
{
	return random_nth(set, draw(rng, cards_count(set)), deposit);
}

/*
 * A hand's play when every seat is a random bot, from its first lead, a
 * trick at a time: the hands, the bots' generators, what each seat has
 * taken and the cards played kept here (a store through the state or the
 * hand, whose cards are bytes that may alias anything, made the compiler
 * load them again for each card), the trick's winner followed as its
 * cards come, the rules of play those of hearts_state_legal_fast(); the
 * state left as hearts_state_apply() would leave it.  Any other hand (a
 * view's, one under way) is left to play_hand()'s loop.
 */
static HEARTS_HOT void
random_hand(struct hearts_state *st, struct hearts_hand *h,
    struct hearts_bot *const *random, struct hearts_run *run,
    const bool deposit)
{
	struct hearts_rng rng[HEARTS_MAX_PLAYERS];
	hearts_cards	 held[HEARTS_MAX_PLAYERS] = { 0 };
	hearts_cards	 taken[HEARTS_MAX_PLAYERS];
	hearts_cards	 led, trick, bit, hand;
	unsigned int	 voids[HEARTS_MAX_PLAYERS];
	uint8_t		 played[HEARTS_MAX_PLAYED];
	hearts_card	 c, high;
	bool		 broken = st->broken;
	/* The cards that break hearts when played: a mask, not a branch. */
	hearts_cards	 breakers = HEART_CARDS |
	    (st->rules->queen_breaks_hearts ? card_bit(CARD_QS) : 0);
	int		 s, i, t, leader = st->turn, winner, led_suit, np = 0;
	int		 n = st->rules->players, beats;

	if (st->phase != HEARTS_PHASE_PLAY || st->trick != 0 ||
	    st->ncards != 0 || st->unseen != 0 || leader < 0 || leader >= n)
		return;
	for (s = 0; s < n; s++) {
		if (st->hidden[s] != 0)
			return;
		rng[s] = random[s]->rng;
		held[s] = st->held[s];
		taken[s] = st->taken[s];
		voids[s] = st->voids[s];
	}
	for (t = 0; held[leader] != 0; t++) {
		hand = held[leader];
		c = random_card(&rng[leader], t == 0 ? hearts_state_legal(st) :
		    legal_lead(st->rules, hand, broken), deposit);
		bit = card_bit(c);
		led_suit = card_suit(c);
		led = suit_cards(led_suit);
		/* Hearts led before they break: the seat holds nothing else. */
		if ((bit & HEART_CARDS) != 0)
			voids[leader] |= lead_voids(st->rules, broken);
		broken |= (bit & breakers) != 0;
		held[leader] = hand & ~bit;
		trick = bit;
		high = c;
		winner = leader;
		played[np++] = (uint8_t)c;
		for (i = 1, s = leader; i < n; i++) {
			s = s + 1 == n ? 0 : s + 1;
			hand = held[s];
			c = random_card(&rng[s], legal_follow(st->rules, hand,
			    led, t == 0), deposit);
			bit = card_bit(c);
			/* Without branches, which chance would mispredict. */
			voids[s] |= (unsigned int)((bit & led) == 0) << led_suit;
			beats = CHANCE(trick_rank(c, led) > high);
			high = beats ? c : high;
			winner = beats ? s : winner;
			broken |= (bit & breakers) != 0;
			held[s] = hand & ~bit;
			trick |= bit;
			played[np++] = (uint8_t)c;
		}
		taken[winner] |= trick;
		leader = winner;
	}
	for (s = 0; s < n; s++) {
		st->held[s] = held[s];
		st->taken[s] = taken[s];
		st->voids[s] = voids[s];
		random[s]->rng = rng[s];
		/* Every seat plays as many cards as the others. */
		run->decisions[s] += np / n;
	}
	st->broken = broken;
	st->trick = t;
	st->last_winner = st->leader = st->turn = leader;
	/* Every hand is as long as the others after a trick. */
	st->phase = HEARTS_PHASE_DONE;
	memcpy(h->played + h->nplayed, played, (size_t)np);
	h->nplayed += np;
}

/*
 * The hand with the way of finding a card a constant in each copy: a
 * test of it for every card cost 3% of the instructions and 10% of the
 * time.  The loop's copy is in turn one for each processor; the
 * deposit's needs no other, every processor with one has a popcount.
 */
static void POPCNT_CLONES
random_hand_loop(struct hearts_state *st, struct hearts_hand *h,
    struct hearts_bot *const *random, struct hearts_run *run)
{
	random_hand(st, h, random, run, false);
}

#ifdef HAVE_DEPOSIT
static void __attribute__((target("popcnt")))
random_hand_deposit(struct hearts_state *st, struct hearts_hand *h,
    struct hearts_bot *const *random, struct hearts_run *run)
{
	random_hand(st, h, random, run, true);
}
#endif

static void
play_random(struct hearts_state *st, struct hearts_hand *h,
    struct hearts_bot *const *random, struct hearts_run *run, bool deposit)
{
#ifdef HAVE_DEPOSIT
	if (deposit) {
		random_hand_deposit(st, h, random, run);
		return;
	}
#endif
	random_hand_loop(st, h, random, run);
}

/*
 * The random bot's pass: k cards, one at a time from what is left.  A
 * count of the hand once, no copy for the processor's popcount.
 */
static hearts_cards
random_pass(struct hearts_bot *b, hearts_cards hand, int k, bool deposit)
{
	hearts_cards	 pass = 0;
	int		 left = cards_count(hand);

	for (; k > 0; k--, left--)
		pass |= card_bit(random_nth(hand & ~pass, draw(&b->rng, left),
		    deposit));
	return pass;
}

/*
 * A built-in bot's choice through its table: the strong bot's, which
 * samples the cards its seat cannot see.  The random and simple bots'
 * are made in play_hand(), inline.
 */
static hearts_cards
bot_choice(struct hearts_bot *b, const struct hearts_game *g,
    const struct hearts_state *st, int seat)
{
	const struct hearts_hand *h = &g->hands[g->nhands - 1];
	struct hearts_table t;

	hearts_table_fill(g, st, seat, &t);
	return hearts_bot_choose_played(b, &t, h->played, h->nplayed, NULL);
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
	if (p->bot != NULL && (p->bot->kind == HEARTS_BOT_STRONG ||
	    p->bot->kind == HEARTS_BOT_EXPERT)) {
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
	bool		 simple[HEARTS_MAX_PLAYERS], deposit = false;
	hearts_cards	 choice, legal;
	hearts_card	 c;
	int		 s, n = g->rules.players, nrandom = 0;

	/*
	 * The random and simple bots inline: a match of them is all this
	 * loop.  The simple bot reads only its hand and the table, which the
	 * whole state shows as its seat's view would: no table to fill.
	 */
	for (s = 0; s < n; s++) {
		random[s] = players[s].bot != NULL &&
		    players[s].bot->kind == HEARTS_BOT_RANDOM ?
		    players[s].bot : NULL;
		simple[s] = players[s].bot != NULL &&
		    players[s].bot->kind == HEARTS_BOT_SIMPLE;
		nrandom += random[s] != NULL;
	}
	if (nrandom > 0)
		deposit = deposit_quick();
	hearts_state_start(&st, &g->rules, h);
	if (st.phase == HEARTS_PHASE_PASS) {
		/* Each seat chooses before any pass is known. */
		for (s = 0; s < n; s++) {
			if (hearts_hand_passed(h, s))
				continue;
			if (random[s] != NULL) {
				choice = random_pass(random[s], st.held[s],
				    hearts_pass_count(n), deposit);
				run->decisions[s]++;
			} else if (simple[s]) {
				choice = hearts_simple_pass_hand(st.held[s],
				    &g->rules, NULL);
				run->decisions[s]++;
			} else if (!decide(g, h, &st, &players[s], s, run,
			    &choice))
				return false;
			h->passed[s] = choice;
		}
		hearts_state_exchange(&st, h);
	}
	if (nrandom == n)
		play_random(&st, h, random, run, deposit);
	while (st.phase == HEARTS_PHASE_PLAY) {
		s = st.turn;
		if (random[s] != NULL) {
			legal = hearts_state_legal_fast(&st);
			c = cards_nth(legal, draw(&random[s]->rng,
			    cards_count(legal)));
			run->decisions[s]++;
		} else if (simple[s]) {
			/* The only legal card is played without a thought. */
			legal = hearts_state_legal_fast(&st);
			c = (legal & (legal - 1)) == 0 ? cards_lowest(legal) :
			    hearts_simple_card(&st, legal, NULL);
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
