/*
 * game.c: the game model: a record's hands, their totals, dealing the
 * next hand and choosing the cards to pass.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

void
hearts_game_init(struct hearts_game *g, const struct hearts_rules *r)
{
	memset(g, 0, sizeof(*g));
	if (r != NULL)
		g->rules = *r;
	else
		hearts_rules_default(&g->rules);
	g->view = -1;
}

int
hearts_game_start(struct hearts_game *g, const struct hearts_rules *r,
    uint64_t seed, struct hearts_error *e)
{
	hearts_game_init(g, r);
	if (hearts_rules_check(&g->rules, e) == -1)
		return -1;
	if (seed > HEARTS_SEED_MAX)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "the seed %llu is "
		    "over %lld, the highest a record holds",
		    (unsigned long long)seed, (long long)HEARTS_SEED_MAX);
	g->seeded = true;
	g->seed = seed;
	return 0;
}

void
hearts_game_free(struct hearts_game *g)
{
	free(g->hands);
	g->hands = NULL;
	g->nhands = g->maxhands = 0;
}

struct hearts_hand *
hearts_game_current(struct hearts_game *g)
{
	return g->nhands == 0 ? NULL : &g->hands[g->nhands - 1];
}

void
hearts_game_totals(const struct hearts_game *g, long i, int *total)
{
	const int	*from = i == 0 ? g->start_total : g->hands[i - 1].total;

	memcpy(total, from, sizeof(int) * HEARTS_MAX_PLAYERS);
}

/* Room for one more hand, its facts cleared; NULL past the limit. */
struct hearts_hand *
hearts_game_add_hand(struct hearts_game *g, struct hearts_error *e)
{
	struct hearts_hand *h;
	long		 n;

	if (g->nhands == HEARTS_MAX_HANDS) {
		hearts_fail(e, HEARTS_ERR_DATA, 0, "a record holds at most %d "
		    "hands", HEARTS_MAX_HANDS);
		return NULL;
	}
	if (g->nhands == g->maxhands) {
		n = g->maxhands == 0 ? 16 : g->maxhands * 2;
		if (n > HEARTS_MAX_HANDS)
			n = HEARTS_MAX_HANDS;
		h = reallocarray(g->hands, (size_t)n, sizeof(*h));
		if (h == NULL) {
			hearts_fail(e, HEARTS_ERR_NOMEM, 0, "out of memory");
			return NULL;
		}
		g->hands = h;
		g->maxhands = n;
	}
	h = &g->hands[g->nhands++];
	memset(h, 0, sizeof(*h));
	h->shooter = -1;
	h->first_leader = -1;
	return h;
}

/* A view is what one seat knows: moves are made on the whole record. */
int
hearts_refuse_view(const struct hearts_game *g, struct hearts_error *e)
{
	if (g->view < 0)
		return 0;
	return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "this is %c's view of "
	    "the game, not the whole record: moves are made on the record",
	    hearts_seat_name(g->view));
}

int
hearts_game_deal(struct hearts_game *g, struct hearts_error *e)
{
	struct hearts_hand *prev = hearts_game_current(g), *h;
	struct hearts_state st;
	long		 number;
	enum hearts_pass pass;

	if (hearts_refuse_view(g, e) == -1)
		return -1;
	if (g->over)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "the game is over: there is no next hand to deal");
	if (prev != NULL && !prev->scored) {
		if (hearts_hand_replay(&g->rules, prev, &st, e) == -1)
			return -1;
		if (st.phase != HEARTS_PHASE_DONE)
			return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
			    "hand %ld is not finished: %d of %d tricks played",
			    prev->number, st.trick,
			    hearts_hand_size(g->rules.players));
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "hand %ld is played but not scored yet", prev->number);
	}
	if (g->nhands == HEARTS_MAX_HANDS ||
	    (prev != NULL && prev->number == HEARTS_HAND_MAX))
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "the record holds as many hands as a record may (%d, "
		    "numbered up to %d): start a new record from a set-up",
		    HEARTS_MAX_HANDS, HEARTS_HAND_MAX);
	if (prev == NULL) {
		number = 1;
		pass = rules_pass_first(&g->rules);
	} else {
		number = prev->number + 1;
		pass = rules_pass_next(&g->rules, prev->pass);
	}
	if ((h = hearts_game_add_hand(g, e)) == NULL)
		return -1;
	h->number = number;
	h->pass = pass;
	if (g->seeded)
		hearts_deal_rules(&g->rules, g->seed, number, h->dealt,
		    &h->aside);
	else
		hearts_deal_random(&g->rules, h->dealt, &h->aside);
	return 0;
}

int
hearts_game_add_deal(struct hearts_game *g, long number, enum hearts_pass pass,
    const hearts_cards *dealt, hearts_cards aside, struct hearts_error *e)
{
	struct hearts_hand *h;

	if ((h = hearts_game_add_hand(g, e)) == NULL)
		return -1;
	h->number = number;
	h->pass = pass;
	memcpy(h->dealt, dealt, sizeof(h->dealt));
	h->aside = aside;
	return 0;
}

int
hearts_game_deal_record(const struct hearts_game *g, long i,
    struct hearts_game *out, struct hearts_error *e)
{
	const struct hearts_hand *from;

	hearts_game_init(out, &g->rules);
	if (g->view >= 0)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "a seat's view hides "
		    "the other seats' cards: deals come from whole records");
	if (i < 0 || i >= g->nhands)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "no hand %ld",
		    i + 1);
	from = &g->hands[i];
	out->seeded = g->seeded;
	out->seed = g->seed;
	/* Where the hand stands in its game: the totals before it. */
	out->setup = g->setup || i > 0;
	hearts_game_totals(g, i, out->start_total);
	return hearts_game_add_deal(out, from->number, from->pass,
	    from->dealt, from->aside, e);
}

int
hearts_pass_check(const struct hearts_rules *r, const struct hearts_hand *h,
    int seat, hearts_cards cards, struct hearts_error *e)
{
	char	 list[64];
	int	 want = hearts_pass_count(r->players);

	if (h->pass == HEARTS_PASS_HOLD)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "hand %ld is a hold hand: nobody passes", h->number);
	if (hearts_hand_passed(h, seat))
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%c has already passed", hearts_seat_name(seat));
	/* Bits that are no card at all (the library's callers may err). */
	if ((cards & ~hearts_deck(4)) != 0)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%c cannot pass what is not a card", hearts_seat_name(seat));
	if ((cards & ~h->dealt[seat]) != 0) {
		hearts_cards_format(cards & ~h->dealt[seat], list, sizeof(list));
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%c cannot pass %s: not in %c's hand", hearts_seat_name(seat),
		    list, hearts_seat_name(seat));
	}
	if (hearts_cards_count(cards) != want)
		return hearts_fail(e, HEARTS_ERR_REFUSED, 0,
		    "%c must pass %d card%s, not %d", hearts_seat_name(seat), want,
		    want == 1 ? "" : "s", hearts_cards_count(cards));
	return 0;
}
