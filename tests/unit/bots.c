/*
 * bots.c: unit tests of the built-in bots.  Over random games of every
 * size, every bot only ever chooses a legal pass or card, and decides
 * the same from a seat's view as from the whole record: it cannot use
 * what its seat does not know.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "later_options.h"
#include "unit.h"

/* The game read back from a seat's view of it (simple.c's too). */
void
unit_view_of(const struct hearts_game *g, int seat, struct hearts_game *v)
{
	struct hearts_reader rd;
	struct hearts_error e;
	char		*text = NULL;
	size_t		 len;
	FILE		*f;

	if ((f = open_memstream(&text, &len)) == NULL)
		abort();
	CHECK_INT(hearts_record_write_view(f, g, seat), 0);
	fclose(f);
	if ((f = fmemopen(text, len, "r")) == NULL)
		abort();
	hearts_reader_init(&rd, f);
	CHECK_INT(hearts_record_read(&rd, v, &e), 1);
	hearts_reader_free(&rd);
	fclose(f);
	free(text);
}

/* A choice the rules allow the table's seat. */
static bool
allowed(const struct hearts_table *t, hearts_cards choice)
{
	if (t->st.phase == HEARTS_PHASE_PASS)
		return (choice & ~t->st.held[t->seat]) == 0 &&
		    hearts_cards_count(choice) ==
		    hearts_pass_count(t->rules->players);
	return hearts_cards_count(choice) == 1 &&
	    (choice & hearts_state_legal(&t->st)) == choice;
}

/*
 * The seats the expert works out for the hand's cards so far, from the
 * record's table and from the view's: those that played them, as the
 * engine replays the hand.
 */
static void
check_seats(const struct hearts_game *g, const struct hearts_table *t,
    const struct hearts_table *tv)
{
	const struct hearts_hand *h = &g->hands[g->nhands - 1];
	struct hearts_state st;
	int8_t		 seat[HEARTS_MAX_PLAYED], from_view[HEARTS_MAX_PLAYED];
	int		 k;

	CHECK(hearts_expert_seats(t, h->played, h->nplayed, seat));
	CHECK(hearts_expert_seats(tv, h->played, h->nplayed, from_view));
	hearts_state_start(&st, &g->rules, h);
	for (k = 0; k < h->nplayed; k++) {
		CHECK_INT(seat[k], st.turn);
		CHECK_INT(from_view[k], st.turn);
		CHECK_INT(hearts_state_play(&st, h->played[k], NULL), 0);
	}
	/* Cards that do not fit the state: none weighed. */
	if (h->nplayed > 0)
		CHECK(!hearts_expert_seats(t, h->played, h->nplayed - 1, seat));
}


/*
 * One game of bots of a kind at every seat; at each decision the bot
 * also decides from the seat's view, with the same draws.
 */
static void
bot_game(const char *name, int players, uint64_t seed, int budget)
{
	struct hearts_rules r;
	struct hearts_game g, v;
	struct hearts_table t, tv;
	struct hearts_error e;
	struct hearts_bot b, same, table;
	hearts_cards	 choice, from_view;
	int		 steps = 0, failures = unit_failures;

	hearts_rules_default(&r);
	r.players = players;
	r.target = 50;
	/* The searching bots score every rule: the moon and the J♦ too. */
	r.moon = seed % 4 == 3 ? HEARTS_MOON_SUBTRACT : HEARTS_MOON_ADD;
	r.jack_of_diamonds = players > 2 && seed % 4 == 0;
	if (seed > 4)
		later_options(&r, seed);
	hearts_game_init(&g, &r);
	g.seeded = true;
	g.seed = seed;
	CHECK_INT(hearts_bot_init(&b, name, seed), 0);
	b.budget = budget;
	while (!g.over && steps++ < 5000 && unit_failures == failures) {
		switch (hearts_game_where(&g, NULL)) {
		case HEARTS_GAME_DEAL:
			CHECK_INT(hearts_game_deal(&g, &e), 0);
			continue;
		case HEARTS_GAME_SCORE:
			CHECK_INT(hearts_game_score(&g, &e), 0);
			continue;
		default:
			break;
		}
		CHECK_INT(hearts_game_table(&g, -1, &t, &e), 0);
		same = b;
		table = b;
		/* With the hand's cards so far, and from the table alone. */
		CHECK_INT(hearts_bot_game_choose(&b, &g, -1, &choice, NULL,
		    &e), 0);
		CHECK(allowed(&t, choice));
		CHECK(allowed(&t, hearts_bot_choose(&table, &t, NULL)));
		unit_view_of(&g, t.seat, &v);
		CHECK_INT(hearts_game_table(&v, -1, &tv, &e), 0);
		CHECK_INT(hearts_bot_game_choose(&same, &v, -1, &from_view,
		    NULL, &e), 0);
		CHECK_INT(from_view, choice);
		same = table;
		CHECK_INT(hearts_bot_choose(&table, &t, NULL),
		    hearts_bot_choose(&same, &tv, NULL));
		hearts_game_free(&v);
		if (t.st.phase == HEARTS_PHASE_PLAY)
			check_seats(&g, &t, &tv);
		if (t.st.phase == HEARTS_PHASE_PASS)
			CHECK_INT(hearts_game_pass(&g, t.seat, choice, &e), 0);
		else
			CHECK_INT(hearts_game_play(&g,
			    hearts_cards_lowest(choice), &e), 0);
	}
	CHECK(g.over);
	if (unit_failures != failures)
		fprintf(stderr, "bots.c: %s, %d players, seed %llu, step %d: "
		    "%s\n", name, players, (unsigned long long)seed, steps,
		    e.msg);
	hearts_game_free(&g);
}

void
test_bots(void)
{
	struct hearts_bot b;
	int		 n;
	uint64_t	 seed;

	CHECK_INT(hearts_bot_init(&b, "nobody", 1), -1);
	CHECK_INT(hearts_bot_init(&b, "strong", 1), 0);
	CHECK_INT(b.kind, HEARTS_BOT_STRONG);
	CHECK_INT(hearts_bot_init(&b, "expert", 1), 0);
	CHECK_INT(b.kind, HEARTS_BOT_EXPERT);
	CHECK_STR(hearts_bot_name(HEARTS_BOT_EXPERT), "expert");
	CHECK(hearts_bot_name(HEARTS_BOT_EXPERT + 1) == NULL);
	CHECK(hearts_bot_name(-1) == NULL);
	/* The first release's array as it was: programs hold its size. */
	CHECK_STR(hearts_bot_names[HEARTS_BOT_STRONG], "strong");
	CHECK(hearts_bot_names[HEARTS_BOT_EXPERT] == NULL);
	/* Seeds past 4 play the later options too (later_options()). */
	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (seed = 1; seed <= 10; seed++) {
			bot_game("random", n, seed, 1);
			bot_game("simple", n, seed, 1);
			bot_game("strong", n, seed, 4);
			bot_game("expert", n, seed, 4);
		}
}

/*
 * The expert's choices come again from the same seed, whatever its
 * solver held before: at every decision of a game of simple bots (4
 * players, then 5), a bot of one seed chooses, a bot of another seed
 * chooses (filling the solver's table with other deals), and a second
 * bot of the first seed must choose as the first did.
 */
void
test_expert_repeat(void)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_table t;
	struct hearts_error e;
	struct hearts_bot simple, a, other, again;
	hearts_cards	 choice;
	int		 n, steps;

	for (n = 4; n <= 5; n++) {
		hearts_rules_default(&r);
		r.players = n;
		hearts_game_init(&g, &r);
		g.seeded = true;
		g.seed = 2026 + (uint64_t)n;
		CHECK_INT(hearts_bot_init(&simple, "simple", 1), 0);
		CHECK_INT(hearts_game_deal(&g, &e), 0);
		for (steps = 0; hearts_game_where(&g, NULL) != HEARTS_GAME_SCORE
		    && steps < 200; steps++) {
			CHECK_INT(hearts_game_table(&g, -1, &t, &e), 0);
			CHECK_INT(hearts_bot_init(&a, "expert", 99), 0);
			CHECK_INT(hearts_bot_init(&other, "expert", 5), 0);
			CHECK_INT(hearts_bot_init(&again, "expert", 99), 0);
			a.budget = other.budget = again.budget = 8;
			choice = hearts_bot_choose(&a, &t, NULL);
			(void)hearts_bot_choose(&other, &t, NULL);
			CHECK_INT(hearts_bot_choose(&again, &t, NULL), choice);
			CHECK_INT(hearts_bot_move(&simple, &g, -1, NULL, &e), 0);
		}
		CHECK(hearts_game_where(&g, NULL) == HEARTS_GAME_SCORE);
		hearts_game_free(&g);
	}
}

#define FNV_BASIS	1469598103934665603ULL

/* hash carried on over the record of g (FNV-1a): games pinned by it. */
static uint64_t
hash_record(uint64_t hash, const struct hearts_game *g)
{
	char		*text = NULL;
	size_t		 len, k;
	FILE		*f;

	if ((f = open_memstream(&text, &len)) == NULL)
		abort();
	CHECK_INT(hearts_record_write(f, g), 0);
	fclose(f);
	for (k = 0; k < len; k++) {
		hash ^= (unsigned char)text[k];
		hash *= 1099511628211ULL;
	}
	free(text);
	return hash;
}

/* The 400 games of test_random_run(), their hash and decisions. */
static void
random_run(uint64_t *hash, long *decisions)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_bot b[HEARTS_MAX_PLAYERS];
	struct hearts_player p[HEARTS_MAX_PLAYERS];
	struct hearts_run run;
	struct hearts_error e;
	int		 n, i, s;

	*hash = FNV_BASIS;
	*decisions = 0;
	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (i = 0; i < 100; i++) {
			hearts_rules_default(&r);
			r.players = n;
			r.queen_breaks_hearts = i % 2;
			r.target = 50;
			hearts_game_init(&g, &r);
			g.seeded = true;
			g.seed = (uint64_t)(1000 * n + i);
			memset(p, 0, sizeof(p));
			memset(&run, 0, sizeof(run));
			for (s = 0; s < n; s++) {
				CHECK_INT(hearts_bot_init(&b[s], "random",
				    (uint64_t)(77 * i + s)), 0);
				p[s].bot = &b[s];
			}
			CHECK_INT(hearts_game_run(&g, p, &run, &e), 0);
			*hash = hash_record(*hash, &g);
			for (s = 0; s < n; s++)
				*decisions += run.decisions[s];
			hearts_game_free(&g);
		}
}

/*
 * Games between random bots in process (hearts_game_run(), whose loop for
 * them is match.c's play_random()): 400 games of 2 to 5 players, their
 * records hashed (FNV-1a) and their decisions counted, pinned to what the
 * loop of card at a time through hearts_state_apply() played before it.
 * A faster loop must play the same cards, whichever way it finds the
 * drawn card: as the processor does it fastest, by a loop, and by the
 * processor's bit deposit (on a processor without one, the loop again).
 */
void
test_random_run(void)
{
	static const char *const ways[] = { "auto", "loop", "deposit" };
	uint64_t	 hash;
	long		 decisions;
	int		 mode;

	for (mode = HEARTS_SELECT_AUTO; mode <= HEARTS_SELECT_DEPOSIT; mode++) {
		hearts_random_select = mode;
		random_run(&hash, &decisions);
		if (hash != 0xd0a0f7f5f6a3db5bULL || decisions != 104997) {
			fprintf(stderr, "randomrun: the cards found by %s: "
			    "hash %016llx, %ld decisions\n", ways[mode],
			    (unsigned long long)hash, decisions);
			unit_failures++;
		}
	}
	hearts_random_select = HEARTS_SELECT_AUTO;
}

/*
 * Games between simple bots in process, and between simple bots and
 * random ones (and a few with a strong bot, whose play-outs are the
 * simple bot's), under varied rules: 400 games of 2 to 5 players, their
 * records hashed (FNV-1a) and their decisions counted, pinned to what
 * the simple bot played before it was made cheaper (8e79b25).  A faster
 * bot or loop must play the same passes and cards.
 */
void
test_simple_run(void)
{
	static const int targets[] = { 26, 50, 100 };
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_bot b[HEARTS_MAX_PLAYERS];
	struct hearts_player p[HEARTS_MAX_PLAYERS];
	struct hearts_run run;
	struct hearts_error e;
	uint64_t	 hash = FNV_BASIS;
	long		 decisions = 0, hands = 0;
	int		 n, i, s;
	const char	*kind;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (i = 0; i < 100; i++) {
			hearts_rules_default(&r);
			r.players = n;
			r.queen_breaks_hearts = i % 2;
			r.moon = i / 2 % 2 ? HEARTS_MOON_SUBTRACT :
			    HEARTS_MOON_ADD;
			r.jack_of_diamonds = n > 2 && i / 4 % 2;
			r.tie = i / 8 % 2 ? HEARTS_TIE_SHARE :
			    HEARTS_TIE_PLAY_ON;
			r.target = targets[i % 3];
			hearts_game_init(&g, &r);
			g.seeded = true;
			g.seed = (uint64_t)(5000 * n + i);
			memset(p, 0, sizeof(p));
			memset(&run, 0, sizeof(run));
			for (s = 0; s < n; s++) {
				/* Half the games all simple; then mixed. */
				kind = "simple";
				if (i % 4 == 2 && (i / 4 + s) % 2 == 0)
					kind = "random";
				if (i % 4 == 3 && s == i % n)
					kind = "random";
				if (i % 25 == 24 && s == 0)
					kind = "strong";
				CHECK_INT(hearts_bot_init(&b[s], kind,
				    (uint64_t)(31 * i + s)), 0);
				b[s].budget = 3;
				p[s].bot = &b[s];
			}
			CHECK_INT(hearts_game_run(&g, p, &run, &e), 0);
			CHECK(g.over);
			hash = hash_record(hash, &g);
			for (s = 0; s < n; s++)
				decisions += run.decisions[s];
			hands += g.nhands;
			hearts_game_free(&g);
		}
	CHECK(hash == 0xc71a4928c96d745cULL);
	CHECK_INT(decisions, 141237);
	CHECK_INT(hands, 3214);
}
