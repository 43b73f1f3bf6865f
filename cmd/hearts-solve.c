/*
 * hearts-solve: the perfect-information solver for a whole record: each
 * legal card of the seat to move with its exact value, best first; or
 * with -p, the post-mortem of a played hand, every card against the best
 * card at its moment.
 */
#include <err.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tool.h"

#define STRING(x)	#x
#define STRING_OF(x)	STRING(x)
#define DEFAULT_BUDGET	100000000L
/*
 * -p solves once for each card played and three times for each seat, 64
 * solves for a hand of four: at 100000000 positions each, a minute and
 * more.  Its own default keeps a hand to a few seconds; -n gives more.
 */
#define MORTEM_BUDGET	1000000L
#define DEFAULT_MEMORY	64
#define MEMORY_MAX	65536

static const struct tool_option options[] = {
	{ 'a', "all", NULL, "with -p, every hand of the record, not only the "
	    "last" },
	{ 'e', "each", NULL, "each seat for itself (max^n), not the seat "
	    "against the table" },
	{ 'H', "human", NULL, "for a person: words and suit symbols" },
	{ 'm', "memory", "MiB", "the table's memory (default "
	    STRING_OF(DEFAULT_MEMORY) ")" },
	{ 'n', "budget", "nodes", "positions to search at most for each "
	    "solve, 0 for no limit (default 100000000, with -p 1000000); "
	    "past it, values are bounds" },
	{ 'p', "post-mortem", NULL, "every card played in the hand, with what "
	    "it cost against the best card at its moment" },
	{ 't', "trick", "trick", "with -p, from this trick on (default 1)" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file]", NULL,
	"Read a whole game record (every hand known) from file or "
	"stdin, stopped\nanywhere in the play of a hand, and write "
	"each legal card of the seat to\nmove with its exact value, "
	"best first: the seat's points for the hand with\nthe rest "
	"played out perfectly.\n",
	"Example: hearts-solve -H < game\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

struct options {
	enum hearts_solve_kind kind;
	long		 budget;
	bool		 human;
	bool		 all;
	bool		 spent;		/* some solve ran out of budget */
	int		 from;		/* -p from this trick, from 1 */
	bool		 progress;	/* -p: a line of progress (a terminal) */
	long		 hand;		/* and its hand, */
	int		 solved, solves;	/* its solves done and in all */
};

/*
 * -p on a terminal: before each solve, where the post-mortem stands, on
 * one line of standard error written over each time (and cleared once a
 * hand is done, solved < 0).
 */
static void
progress(struct options *o)
{
	if (!o->progress)
		return;
	if (o->solved < 0)
		fprintf(stderr, "\r%60s\r", "");
	else
		fprintf(stderr, "\rhearts-solve: hand %ld: solve %d of %d",
		    o->hand, o->solved + 1, o->solves);
	fflush(stderr);
}

/* A card's name: "QS", or for a person "Q♠". */
static const char *
card_text(hearts_card c, bool human, char *buf, size_t size)
{
	static const char *const symbols[] = { "♣", "♦", "♥", "♠" };
	char		 name[HEARTS_CARD_NAME];

	hearts_card_name(c, name);
	if (!human)
		snprintf(buf, size, "%s", name);
	else if (name[0] == 'T')
		snprintf(buf, size, "10%s", symbols[hearts_card_suit(c)]);
	else
		snprintf(buf, size, "%c%s", name[0],
		    symbols[hearts_card_suit(c)]);
	return buf;
}

/* A value, or its bounds "lo..hi". */
static const char *
value_text(int lo, int hi, char *buf, size_t size)
{
	if (lo == hi)
		snprintf(buf, size, "%d", lo);
	else
		snprintf(buf, size, "%d..%d", lo, hi);
	return buf;
}

static const char *
kind_words(enum hearts_solve_kind kind)
{
	return kind == HEARTS_SOLVE_EACH ? "each for itself" :
	    "the seat against the table";
}

static void
solve_or_fail(struct hearts_solver *sv, const struct hearts_state *st,
    int seat, enum hearts_solve_kind kind, struct options *o,
    struct hearts_solution *sol)
{
	struct hearts_error e;
	int		 r;

	progress(o);
	o->solved++;
	if (seat < 0)
		r = hearts_solve(sv, st, kind, o->budget, sol, &e);
	else
		r = hearts_solve_seat(sv, st, seat, kind, o->budget, sol, &e);
	if (r == -1)
		tool_fail(&e);
	if (!sol->exact)
		o->spent = true;
}

/* Each legal card of the seat to move, best first. */
static void
solve_position(struct hearts_solver *sv, const struct hearts_state *st,
    struct options *o)
{
	struct hearts_solution sol;
	char		 card[16], value[32];
	int		 i;

	solve_or_fail(sv, st, -1, o->kind, o, &sol);
	if (o->human)
		printf("%c to play; %s: the points %c takes in the hand\n",
		    hearts_seat_name(sol.seat), kind_words(o->kind),
		    hearts_seat_name(sol.seat));
	for (i = 0; i < sol.ncards; i++) {
		card_text(sol.cards[i].card, o->human, card, sizeof(card));
		value_text(sol.cards[i].lo, sol.cards[i].hi, value,
		    sizeof(value));
		if (!o->human)
			printf("%s %s\n", card, value);
		else	/* A column for the values: a suit symbol is 3 bytes. */
			printf("  %s%*s%s\n", card, 6 - ((int)strlen(card) - 2),
			    "", value);
	}
}

/* What a card cost: its value against the best card's, as bounds. */
struct cost {
	int		 trick;		/* from 1 */
	int		 seat;
	hearts_card	 card;
	hearts_card	 best;
	int		 lo, hi;
};

/* The costliest of a seat's cards, first. */
static int
costlier(const void *a, const void *b)
{
	const struct cost *x = a, *y = b;

	if (x->hi != y->hi)
		return y->hi - x->hi;
	return x->trick - y->trick;
}

/*
 * The post-mortem of one hand: each card played solved at its moment,
 * then each seat's summary.
 */
static void
post_mortem(struct hearts_solver *sv, const struct hearts_game *g,
    const struct hearts_hand *h, struct options *o)
{
	struct hearts_state st, start;
	struct hearts_solution sol, best, worst;
	struct hearts_error e;
	struct cost	 costs[HEARTS_MAX_PLAYED], *c, mine[HEARTS_MAX_TRICKS];
	char		 a[16], b[16], v[32], w[32];
	int		 i, j, n = g->rules.players, ncost = 0, k, s;
	int		 value[HEARTS_MAX_PLAYERS][2], total[2], m, score[HEARTS_MAX_PLAYERS];

	hearts_state_start(&st, &g->rules, h);
	if (st.phase != HEARTS_PHASE_PLAY)
		return;
	/* The cards before the trick asked for are only replayed. */
	for (i = 0; i < h->nplayed && st.trick + 1 < o->from; i++)
		if (hearts_state_play(&st, h->played[i], &e) == -1)
			tool_fail(&e);
	if (i == h->nplayed)
		return;
	o->hand = h->number;
	o->solved = 0;
	o->solves = h->nplayed - i + 3 * n;
	start = st;
	for (; i < h->nplayed; i++) {
		solve_or_fail(sv, &st, -1, o->kind, o, &sol);
		c = &costs[ncost++];
		c->trick = st.trick + 1;
		c->seat = st.turn;
		c->card = h->played[i];
		c->best = sol.cards[0].card;
		for (j = 0; j < sol.ncards; j++)
			if (sol.cards[j].card == c->card)
				break;
		/* Against the best: the least it can have cost, the most. */
		c->lo = sol.cards[j].lo - sol.cards[0].hi;
		c->hi = sol.cards[j].hi - sol.cards[0].lo;
		if (c->lo < 0)
			c->lo = 0;
		if (c->hi < 0)
			c->hi = 0;
		if (hearts_state_play(&st, h->played[i], &e) == -1)
			tool_fail(&e);
	}
	if (o->human)
		printf("Hand %ld, %s:\n", h->number, kind_words(o->kind));
	for (s = 0; s < n; s++) {
		solve_or_fail(sv, &start, s, o->kind, o, &sol);
		value[s][0] = sol.lo;
		value[s][1] = sol.hi;
	}
	if (st.phase == HEARTS_PHASE_DONE)
		hearts_score_hand(&g->rules, &st, h->aside, score);
	for (s = 0; s < n; s++) {
		solve_or_fail(sv, &start, s, HEARTS_SOLVE_LEAST, o, &best);
		solve_or_fail(sv, &start, s, HEARTS_SOLVE_MOST, o, &worst);
		if (s == n - 1) {
			o->solved = -1;
			progress(o);
		}
		m = 0;
		total[0] = total[1] = 0;
		for (k = 0; k < ncost; k++) {
			if (costs[k].seat != s)
				continue;
			mine[m++] = costs[k];
			total[0] += costs[k].lo;
			total[1] += costs[k].hi;
		}
		if (!o->human) {
			for (k = 0; k < m; k++)
				printf("card %ld %d %c %s %s %s\n", h->number,
				    mine[k].trick, hearts_seat_name(s),
				    card_text(mine[k].card, false, a,
				    sizeof(a)), value_text(mine[k].lo,
				    mine[k].hi, v, sizeof(v)),
				    card_text(mine[k].best, false, b,
				    sizeof(b)));
			printf("seat %ld %c %s ", h->number,
			    hearts_seat_name(s), value_text(value[s][0],
			    value[s][1], v, sizeof(v)));
			if (st.phase == HEARTS_PHASE_DONE)
				printf("%d", score[s]);
			else
				printf("-");
			printf(" %s %s ", value_text(total[0], total[1], w,
			    sizeof(w)), value_text(best.lo, best.hi, v,
			    sizeof(v)));
			printf("%s\n", value_text(worst.lo, worst.hi, v,
			    sizeof(v)));
			continue;
		}
		printf("%c: could be sure of %s", hearts_seat_name(s),
		    value_text(value[s][0], value[s][1], v, sizeof(v)));
		if (st.phase == HEARTS_PHASE_DONE)
			printf(", scored %d", score[s]);
		printf("; the hand's best for %c %s, its worst %s\n",
		    hearts_seat_name(s), value_text(best.lo, best.hi, v,
		    sizeof(v)), value_text(worst.lo, worst.hi, w, sizeof(w)));
		for (k = 0; k < m; k++) {
			printf("  trick %d, %c: %s cost %s", mine[k].trick,
			    hearts_seat_name(s), card_text(mine[k].card, true,
			    a, sizeof(a)), value_text(mine[k].lo, mine[k].hi,
			    v, sizeof(v)));
			if (mine[k].hi > 0)
				printf("; %s was best", card_text(mine[k].best,
				    true, b, sizeof(b)));
			printf("\n");
		}
		printf("  cost %s in all", value_text(total[0], total[1], v,
		    sizeof(v)));
		qsort(mine, (size_t)m, sizeof(mine[0]), costlier);
		for (k = 0; k < m && k < 3 && mine[k].hi > 0; k++)
			printf("%s trick %d %s %s", k == 0 ? "; costliest:" :
			    ",", mine[k].trick, card_text(mine[k].card, true,
			    a, sizeof(a)), value_text(mine[k].lo, mine[k].hi,
			    v, sizeof(v)));
		printf("\n");
	}
}

/* What each record of a stream is solved with. */
struct run {
	struct hearts_solver *sv;
	struct options	*o;
	bool		 mortem;
	const char	*path;
	bool		 refused;	/* a record could not be solved */
};

/*
 * One record's answer; a stream's are apart by an empty line.  A record
 * that cannot be solved is said on stderr, its answer empty.
 */
static void
solve_record(void *arg, struct hearts_game *game, long k)
{
	struct run	*run = arg;
	struct options	*o = run->o;
	struct hearts_state st;
	long		 i, last = -1;

	if (k > 0)
		putchar('\n');
	if (game->view >= 0) {
		warnx("%s: this is %c's view: the solver needs every hand",
		    tool_shown(run->path), hearts_seat_name(game->view));
		run->refused = true;
		return;
	}
	if (!run->mortem) {
		if (hearts_game_where(game, &st) != HEARTS_GAME_PLAY) {
			warnx("%s: no card is to be played: the game is not in "
			    "play (try -p for a played hand)",
			    tool_shown(run->path));
			run->refused = true;
			return;
		}
		solve_position(run->sv, &st, o);
		return;
	}
	for (i = 0; i < game->nhands; i++)
		if (game->hands[i].nplayed > 0)
			last = i;
	if (last == -1) {
		warnx("%s: no card has been played: nothing to look back on",
		    tool_shown(run->path));
		run->refused = true;
		return;
	}
	for (i = o->all ? 0 : last; i <= last; i++)
		post_mortem(run->sv, game, &game->hands[i], o);
}

int
main(int argc, char *argv[])
{
	struct run	 run = { 0 };
	struct hearts_error e;
	struct options	 o = { HEARTS_SOLVE_TABLE, DEFAULT_BUDGET, false,
			    false, false, 1, false, 0, 0, 0 };
	const char	*errstr, *path;
	long long	 n;
	size_t		 memory = (size_t)DEFAULT_MEMORY << 20;
	bool		 mortem = false, trick = false, budgeted = false;
	int		 ch, status;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'a':
			o.all = true;
			break;
		case 'e':
			o.kind = HEARTS_SOLVE_EACH;
			break;
		case 'H':
			o.human = true;
			break;
		case 'm':
			n = strtonum(optarg, 1, MEMORY_MAX, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-m %s: the memory is a "
				    "number of MiB from 1 to %d",
				    tool_shown(optarg), MEMORY_MAX);
			memory = (size_t)n << 20;
			break;
		case 'n':
			budgeted = true;
			o.budget = (long)strtonum(optarg, 0, LONG_MAX, &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-n %s: the budget is a "
				    "number of positions, 0 for no limit",
				    tool_shown(optarg));
			break;
		case 'p':
			mortem = true;
			break;
		case 't':
			o.from = (int)strtonum(optarg, 1, HEARTS_MAX_TRICKS,
			    &errstr);
			if (errstr != NULL)
				tool_usage_error(usage, "-t %s: a trick is a "
				    "number from 1 to %d", tool_shown(optarg),
				    HEARTS_MAX_TRICKS);
			trick = true;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc > 1)
		tool_usage_error(usage, "one record file at a time");
	if ((o.all || trick) && !mortem)
		tool_usage_error(usage, "%s goes with -p", o.all ? "-a" : "-t");
	path = argc == 1 ? argv[0] : "<stdin>";
	if (mortem && !budgeted)
		o.budget = MORTEM_BUDGET;
	o.progress = mortem && isatty(STDERR_FILENO);

	if ((run.sv = hearts_solver_new(memory, &e)) == NULL)
		tool_fail(&e);
	run.o = &o;
	run.mortem = mortem;
	run.path = path;
	/* A stream of records: each solved in turn, as it is read. */
	status = tool_read_each(argc == 1 ? argv[0] : NULL, solve_record, &run);
	if (o.spent)
		warnx("the budget of %ld positions ran out: values shown as "
		    "lo..hi are bounds", o.budget);
	hearts_solver_free(run.sv);
	tool_close_stdout();
	if (status == HEARTS_EXIT_OK && run.refused)
		status = HEARTS_EXIT_REFUSED;
	return status;
}
