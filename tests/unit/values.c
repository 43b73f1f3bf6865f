/*
 * values.c: conditions on a seat's perfect-information value (value(N),
 * value(N, each)) judged by hearts_cond_judge() against the values
 * hearts_solve_seat() gives the same deal played as dealt; the cards
 * judged before any solve; a budget that runs out; the words refused.
 */
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

#define N	0
#define E	1
#define S	2

/* A deal with its values, worked out here with the solver itself. */
struct valued {
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside;
	int		 table[HEARTS_MAX_PLAYERS];	/* against the table */
	int		 each[HEARTS_MAX_PLAYERS];	/* each for itself */
};

static bool
has(const struct valued *d, int seat, const char *card)
{
	return (d->hands[seat] & hearts_card_bit(hearts_card_parse(card))) != 0;
}

static int
hearts(const struct valued *d, int seat)
{
	return hearts_cards_count(d->hands[seat] &
	    hearts_suit_cards(HEARTS_HEARTS));
}

/* Two players: the queen of spades scores 7. */
static int
points(const struct valued *d, int seat)
{
	return hearts(d, seat) + (has(d, seat, "QS") ? 7 : 0);
}

static bool v0(const struct valued *d) { return d->table[N] <= 2; }
static bool v1(const struct valued *d) { return d->table[E] < 4; }
static bool v2(const struct valued *d) { return d->each[N] >= 7 ||
	has(d, E, "QS"); }
static bool v3(const struct valued *d) { return !(d->table[E] != 5 &&
	hearts(d, E) > 2); }
static bool v4(const struct valued *d) { return has(d, N, "QS") &&
	!(d->table[N] < 7); }
static bool v5(const struct valued *d) { return d->table[N] <= points(d, N); }
static bool v6(const struct valued *d) { return d->table[E] > 3 ||
	d->table[N] == 0; }
static bool v7(const struct valued *d) { return d->each[E] <= 3 &&
	d->each[N] >= 10; }
static bool v8(const struct valued *d) { return (void)d, false; }
/* Under moon=subtract, where each for itself differs from the table. */
static bool v9(const struct valued *d) { return d->each[N] < 0 &&
	d->table[N] >= 7; }
static bool v10(const struct valued *d) { return d->each[E] == 0 ||
	d->table[E] < 3; }

static const struct {
	enum hearts_moon moon;
	const char	*text;
	bool		 (*want)(const struct valued *);
	bool		 sometimes;	/* met by some deals, not by others */
} checks[] = {
	{ HEARTS_MOON_ADD, "value(N) <= 2", v0, true },
	{ HEARTS_MOON_ADD, "4 > value(E)", v1, true },
	{ HEARTS_MOON_ADD, "value(N, each) >= 7 or E has QS", v2, true },
	{ HEARTS_MOON_ADD, "not (value(E, table) != 5 and hearts(E) > 2)", v3,
	    true },
	{ HEARTS_MOON_ADD, "N has QS and not value(N) < 7", v4, true },
	{ HEARTS_MOON_ADD, "value(N) <= points(N)", v5, true },
	{ HEARTS_MOON_ADD, "not not value(E) > 3 or value(N) = 0", v6, true },
	{ HEARTS_MOON_ADD, "value(E, each) <= 3 and value(N, each) >= 10", v7,
	    true },
	/* A seat takes 14 points at most: no deal meets it. */
	{ HEARTS_MOON_ADD, "value(N) > 14", v8, false },
	{ HEARTS_MOON_SUBTRACT, "value(N, each) < 0 and value(N) >= 7", v9,
	    true },
	{ HEARTS_MOON_SUBTRACT, "value(E, each) = 0 or 3 > value(E)", v10,
	    true },
};

#define DEALS	24

static void
solve_deal(struct hearts_solver *sv, const struct hearts_rules *r,
    uint64_t seed, struct valued *d)
{
	struct hearts_hand h;
	struct hearts_state st;
	struct hearts_solution sol;
	struct hearts_error e;
	int		 s;

	memset(d, 0, sizeof(*d));
	hearts_deal_seeded(2, seed, 1, d->hands, &d->aside);
	memset(&h, 0, sizeof(h));
	h.number = 1;
	h.pass = HEARTS_PASS_HOLD;
	h.first_leader = -1;
	memcpy(h.dealt, d->hands, sizeof(h.dealt));
	h.aside = d->aside;
	hearts_state_start(&st, r, &h);
	for (s = 0; s < 2; s++) {
		CHECK_INT(hearts_solve_seat(sv, &st, s, HEARTS_SOLVE_TABLE, 0,
		    &sol, &e), 0);
		CHECK(sol.exact);
		d->table[s] = sol.lo;
		CHECK_INT(hearts_solve_seat(sv, &st, s, HEARTS_SOLVE_EACH, 0,
		    &sol, &e), 0);
		CHECK(sol.exact);
		d->each[s] = sol.lo;
	}
}

/* Each condition against the solver's values on the same deals. */
static void
check_meaning(struct hearts_solver *sv)
{
	static struct valued deals[2][DEALS];
	struct hearts_rules r[2];
	struct hearts_cond c;
	struct hearts_error e;
	const struct valued *d;
	size_t		 i;
	long		 nodes;
	int		 k, m, met, got;

	for (m = 0; m < 2; m++) {
		hearts_rules_default(&r[m]);
		r[m].players = 2;
		r[m].moon = m == 0 ? HEARTS_MOON_ADD : HEARTS_MOON_SUBTRACT;
		for (k = 0; k < DEALS; k++)
			solve_deal(sv, &r[m], hearts_seed_derive(2026, k),
			    &deals[m][k]);
	}
	for (i = 0; i < sizeof(checks) / sizeof(checks[0]); i++) {
		m = checks[i].moon == HEARTS_MOON_SUBTRACT;
		hearts_cond_init(&c);
		if (hearts_cond_add(&c, checks[i].text, &r[m], &e) == -1) {
			fprintf(stderr, "%s: %s\n", checks[i].text, e.msg);
			unit_failures++;
			continue;
		}
		CHECK(hearts_cond_solves(&c));
		met = 0;
		for (k = 0; k < DEALS; k++) {
			d = &deals[m][k];
			nodes = 0;
			got = hearts_cond_judge(&c, &r[m], 1, d->hands, d->aside,
			    sv, 0, &nodes, &e);
			if (got != checks[i].want(d)) {
				fprintf(stderr, "%s: judged %d on deal %d, "
				    "values N %d/%d E %d/%d\n", checks[i].text,
				    got, k, d->table[N], d->each[N],
				    d->table[E], d->each[E]);
				unit_failures++;
			}
			/* The cards alone: whether the deal may meet it. */
			if (got == 1)
				CHECK(hearts_cond_eval(&c, d->hands, d->aside));
			met += got == 1;
		}
		if (checks[i].sometimes && (met == 0 || met == DEALS)) {
			fprintf(stderr, "%s: met by %d of %d\n", checks[i].text,
			    met, DEALS);
			unit_failures++;
		}
	}
}

/*
 * The cards first: a deal they settle is never solved, so that no
 * solver is needed for it; a budget spent leaves the deal undecided.
 */
static void
check_order(void)
{
	struct hearts_rules r;
	struct hearts_cond c;
	struct hearts_error e;
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside;
	struct hearts_solver *sv;
	long		 k, nodes;
	int		 lacking = 0, rc;
	hearts_cards	 qs = hearts_card_bit(hearts_card_parse("QS"));

	hearts_rules_default(&r);
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, "S has QS and value(S) <= 3", &r, &e), 0);
	CHECK(hearts_cond_solves(&c));
	for (k = 0; k < 40; k++) {
		hearts_deal_seeded(4, hearts_seed_derive(5, k), 1, hands,
		    &aside);
		if (hands[S] & qs) {
			CHECK(hearts_cond_eval(&c, hands, aside));
			continue;
		}
		lacking++;
		CHECK(!hearts_cond_eval(&c, hands, aside));
		nodes = 0;
		CHECK_INT(hearts_cond_judge(&c, &r, 1, hands, aside, NULL, 1000,
		    &nodes, &e), 0);
		CHECK_INT(nodes, 0);
	}
	CHECK(lacking > 20);
	/* or: a deal the cards meet is not solved either. */
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, "cards(S) = 13 or value(S) <= 3", &r,
	    &e), 0);
	nodes = 0;
	CHECK_INT(hearts_cond_judge(&c, &r, 1, hands, aside, NULL, 1000, &nodes,
	    &e), 1);
	CHECK_INT(nodes, 0);
	/* A value to solve and no solver: refused. */
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, "value(S) <= 3", &r, &e), 0);
	CHECK(hearts_cond_eval(&c, hands, aside));
	CHECK_INT(hearts_cond_judge(&c, &r, 1, hands, aside, NULL, 1000, NULL,
	    &e), -1);
	/* Four players' whole hand is far past 1,000 positions. */
	if ((sv = hearts_solver_new(HEARTS_SOLVE_MEMORY_MIN << 8, &e)) == NULL) {
		CHECK(sv != NULL);
		return;
	}
	nodes = 0;
	rc = hearts_cond_judge(&c, &r, 1, hands, aside, sv, 1000, &nodes, &e);
	CHECK_INT(rc, HEARTS_COND_UNDECIDED);
	CHECK(nodes > 0 && nodes <= 1001);
	hearts_solver_free(sv);
	/* No value: no solve, whatever the solver. */
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, "S has QS", &r, &e), 0);
	CHECK(!hearts_cond_solves(&c));
	CHECK_INT(hearts_cond_judge(&c, &r, 1, hands, aside, NULL, 1, NULL, &e),
	    (hands[S] & qs) != 0);
}

static const struct {
	const char	*text;
	const char	*msg;
} bad[] = {
	{ "value(aside) <= 3", "aside (column 7): a value is a seat's" },
	{ "value(N) + 1 <= 3", "+ (column 10): a value is compared as it stands" },
	{ "3 + value(N) <= 3", "value (column 5): a value is compared as it stands" },
	{ "value(N) <= value(E)", "value (column 13): a value is compared as it stands" },
	{ "value(N, all) < 2", "all (column 10): expected each or table" },
	{ "value(N each) < 2", "each (column 9): expected ) or a comma" },
	{ "value(S) < 2", "S (column 7): no such seat with 2 players" },
	{ "value(N) 2", "2 (column 10): expected a comparison" },
	{ "value N < 2", "N (column 7): expected ( and a seat" },
};

static void
check_refused(void)
{
	size_t		 i;

	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		unit_cond_refused(bad[i].text, 2, bad[i].msg);
}

void
test_values(void)
{
	struct hearts_solver *sv;
	struct hearts_error e;

	if ((sv = hearts_solver_new(HEARTS_SOLVE_MEMORY / 4, &e)) == NULL) {
		CHECK(sv != NULL);
		return;
	}
	check_meaning(sv);
	hearts_solver_free(sv);
	check_order();
	check_refused();
}
