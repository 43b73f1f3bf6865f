/*
 * condition_judge.c: a compiled condition (condition.c) run over deals.
 * The program is a few masks and popcounts over the hands as 64-bit card
 * sets.  A comparison of a seat's perfect-information value ("value(S)
 * <= 3") costs a solve, thousands of times a candidate's cards: the
 * masks judge first, each value counted as unknown (Kleene's three-valued
 * logic), and hearts_cond_judge() solves a value only when the cards
 * alone cannot settle the deal, one value at a time.  The search over a
 * seed's candidates (hearts_search_next()) runs the program too.
 */
#include <string.h>

#include "internal.h"
#include "condition.h"

static int
count(hearts_cards x)
{
#ifdef __POPCNT__
	return __builtin_popcountll(x);
#else
	return cards_count(x);
#endif
}

/* The cards of suit s a hand holds. */
static int
suit_length(hearts_cards h, int s)
{
	return count(h & suit_cards(s));
}

/* What the solver found of a deal: each kind of value of each seat. */
struct values {
	bool		 solved[VALUE_KINDS][HEARTS_MAX_PLAYERS];
	int		 lo[VALUE_KINDS][HEARTS_MAX_PLAYERS];
	int		 hi[VALUE_KINDS][HEARTS_MAX_PLAYERS];
};

/*
 * Whether a value known to lie in lo..hi compares with x (the value on
 * the left): 1 for every value there, 0 for none, -1 if it depends.
 */
static int
settled(int cmp, int lo, int hi, int x)
{
	bool	 all, none;

	switch (cmp) {
	case 0:
		all = hi < x;
		none = lo >= x;
		break;
	case 1:
		all = hi <= x;
		none = lo > x;
		break;
	case 2:
		all = lo == x && hi == x;
		none = x < lo || x > hi;
		break;
	case 3:
		all = x < lo || x > hi;
		none = lo == x && hi == x;
		break;
	case 4:
		all = lo >= x;
		none = hi < x;
		break;
	default:
		all = lo > x;
		none = hi <= x;
		break;
	}
	return all ? 1 : none ? 0 : -1;
}

/*
 * Runs the program over a deal.  A comparison of a value that v does
 * not settle (not solved, or bounds on both sides) counts as true when
 * hopeful and as false when not, the other way under an odd number of
 * nots: so a hopeful run tells whether the deal may meet the condition
 * whatever the values, and the other whether it must (Kleene's
 * three-valued logic, as and, or and not only ever combine the truth of
 * their parts).  *need: the first value not solved that the run reached.
 */
static inline bool
run(const struct hearts_cond *c, const hearts_cards *hands,
    hearts_cards aside, const struct values *v, bool hopeful, int *need)
{
	hearts_cards	 place[HEARTS_MAX_PLAYERS + 1], h;
	int		 stack[HEARTS_COND_OPS + 1], sp = 0, i, s, n, m, t, k;
	const struct hearts_cond_op *op;

	if (c->nops == 0)
		return true;
	memcpy(place, hands, sizeof(hearts_cards) * HEARTS_MAX_PLAYERS);
	place[PLACE_ASIDE] = aside;
	for (i = 0; i < c->nops; i++) {
		op = &c->op[i];
		switch (op->code) {
		case OP_CONST:
			stack[sp++] = op->arg;
			break;
		case OP_COUNT:
			stack[sp++] = op->arg * count(place[op->place] & op->mask);
			break;
		case OP_HAS:
			stack[sp++] = (place[op->place] & op->mask) == op->mask;
			break;
		case OP_SHORTEST:
		case OP_LONGEST:
		case OP_VOIDS:
			h = place[op->place];
			m = op->code == OP_SHORTEST ? 99 : 0;
			for (s = 0; s < 4; s++) {
				n = suit_length(h, s);
				if (op->code == OP_VOIDS)
					m += n == 0;
				else if (op->code == OP_SHORTEST ? n < m : n > m)
					m = n;
			}
			stack[sp++] = m;
			break;
		case OP_ADD:
			sp--;
			stack[sp - 1] += stack[sp];
			break;
		case OP_SUB:
			sp--;
			stack[sp - 1] -= stack[sp];
			break;
		case OP_LT:
			sp--;
			stack[sp - 1] = stack[sp - 1] < stack[sp];
			break;
		case OP_LE:
			sp--;
			stack[sp - 1] = stack[sp - 1] <= stack[sp];
			break;
		case OP_EQ:
			sp--;
			stack[sp - 1] = stack[sp - 1] == stack[sp];
			break;
		case OP_NE:
			sp--;
			stack[sp - 1] = stack[sp - 1] != stack[sp];
			break;
		case OP_GE:
			sp--;
			stack[sp - 1] = stack[sp - 1] >= stack[sp];
			break;
		case OP_GT:
			sp--;
			stack[sp - 1] = stack[sp - 1] > stack[sp];
			break;
		case OP_NOT:
			stack[sp - 1] = !stack[sp - 1];
			break;
		case OP_AND:
			if (stack[sp - 1] == 0)
				i = op->arg - 1;
			else
				sp--;
			break;
		case OP_OR:
			if (stack[sp - 1] != 0)
				i = op->arg - 1;
			else
				sp--;
			break;
		case OP_VALUE:
			k = VALUE_KIND(op->arg);
			t = -1;
			if (v != NULL && v->solved[k][op->place])
				t = settled(VALUE_CMP(op->arg), v->lo[k][op->place],
				    v->hi[k][op->place], stack[sp - 1]);
			else if (need != NULL && *need < 0)
				*need = k * HEARTS_MAX_PLAYERS + op->place;
			if (t < 0)
				t = hopeful != VALUE_NEGATED(op->arg);
			stack[sp - 1] = t;
			break;
		}
	}
	return stack[0] != 0;
}

bool
hearts_cond_eval(const struct hearts_cond *c, const hearts_cards *hands,
    hearts_cards aside)
{
	return run(c, hands, aside, NULL, true, NULL);
}

bool
hearts_cond_solves(const struct hearts_cond *c)
{
	int	 i;

	for (i = 0; i < c->nops; i++)
		if (c->op[i].code == OP_VALUE)
			return true;
	return false;
}

/*
 * The cards judge first; then the values the runs reach, one at a time,
 * each solve from the first lead of the deal played as dealt (a hold
 * hand: a pass is chosen blind, so it has no perfect-information
 * value), until the condition is settled.  Each for itself values every
 * seat at once.
 */
int
hearts_cond_judge(const struct hearts_cond *c, const struct hearts_rules *rules,
    long hand, const hearts_cards *hands, hearts_cards aside,
    struct hearts_solver *sv, long budget, long *nodes, struct hearts_error *e)
{
	static const enum hearts_solve_kind kinds[VALUE_KINDS] = {
		HEARTS_SOLVE_TABLE, HEARTS_SOLVE_EACH
	};
	struct values	 v;
	struct hearts_hand h;
	struct hearts_state st;
	struct hearts_solution sol;
	long		 used = 0;
	int		 need, k, seat, s;
	bool		 started = false;

	memset(&v, 0, sizeof(v));
	for (;;) {
		need = -1;
		if (!run(c, hands, aside, &v, true, &need))
			return 0;
		if (run(c, hands, aside, &v, false, &need))
			return 1;
		if (need < 0 || (budget > 0 && used >= budget))
			return HEARTS_COND_UNDECIDED;
		if (sv == NULL)
			return hearts_fail(e, HEARTS_ERR_REFUSED, 0, "a condition "
			    "on a value needs a solver");
		if (!started) {
			memset(&h, 0, sizeof(h));
			h.number = hand;
			h.pass = HEARTS_PASS_HOLD;
			h.first_leader = -1;
			memcpy(h.dealt, hands, sizeof(h.dealt));
			h.aside = aside;
			hearts_state_start(&st, rules, &h);
			started = true;
		}
		k = need / HEARTS_MAX_PLAYERS;
		seat = need % HEARTS_MAX_PLAYERS;
		if (hearts_solve_seat(sv, &st, seat, kinds[k],
		    budget > 0 ? budget - used : 0, &sol, e) == -1)
			return -1;
		used += sol.nodes;
		if (nodes != NULL)
			*nodes += sol.nodes;
		v.solved[k][seat] = true;
		v.lo[k][seat] = sol.lo;
		v.hi[k][seat] = sol.hi;
		if (k == VALUE_EACH && sol.exact)
			for (s = 0; s < rules->players; s++) {
				v.solved[k][s] = true;
				v.lo[k][s] = v.hi[k][s] = sol.score[s];
			}
	}
}

/*
 * The search of hearts-deal -w: candidate n is hand 1 of the game of
 * hearts_seed_derive(seed, n), judged by the condition.
 */
void
hearts_search_init(struct hearts_search *s, const struct hearts_cond *c,
    const struct hearts_rules *rules, uint64_t seed, long limit)
{
	memset(s, 0, sizeof(*s));
	s->cond = c;
	s->rules = *rules;
	s->seed = seed;
	s->limit = limit;
}

int
hearts_search_next(struct hearts_search *s, uint64_t *game_seed,
    hearts_cards *hands, hearts_cards *aside)
{
	uint64_t	 gs;

	while (s->tried < s->limit) {
		gs = hearts_seed_derive(s->seed, s->tried++);
		hearts_deal_rules(&s->rules, gs, 1, hands, aside);
		if (hearts_cond_eval(s->cond, hands, *aside)) {
			*game_seed = gs;
			return 1;
		}
	}
	return 0;
}
