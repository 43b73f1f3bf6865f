/*
 * condition.c: the conditions of hearts-deal -w against the same facts
 * worked out card by card here, on deals of every player count; the
 * words each bad condition is refused at; and the uniformity of the
 * search's candidates, by a chi-square on where each card lands.
 */
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

/* A deal as the checks below see it: each place's cards, aside last. */
struct deal {
	int		 players;
	hearts_cards	 place[HEARTS_MAX_PLAYERS + 1];
};

/* The cards of a place of suit s (-1: any) from rank lo to hi, card by card. */
static int
held(const struct deal *d, int p, int s, int lo, int hi)
{
	int	 n = 0, suit, rank;

	for (suit = 0; suit < 4; suit++)
		for (rank = lo; rank <= hi; rank++)
			if ((s < 0 || s == suit) && (d->place[p] >> hearts_card_make(
			    (enum hearts_suit)suit, rank) & 1))
				n++;
	return n;
}

static bool
has(const struct deal *d, int p, const char *card)
{
	return (d->place[p] >> hearts_card_parse(card) & 1) != 0;
}

static int
shortest(const struct deal *d, int p)
{
	int	 s, m = 99;

	for (s = 0; s < 4; s++)
		if (held(d, p, s, 2, 14) < m)
			m = held(d, p, s, 2, 14);
	return m;
}

static int
voids(const struct deal *d, int p)
{
	int	 s, m = 0;

	for (s = 0; s < 4; s++)
		m += held(d, p, s, 2, 14) == 0;
	return m;
}

static int
longest(const struct deal *d, int p)
{
	int	 s, m = 0;

	for (s = 0; s < 4; s++)
		if (held(d, p, s, 2, 14) > m)
			m = held(d, p, s, 2, 14);
	return m;
}

static int
hcp(const struct deal *d, int p)
{
	return 4 * held(d, p, -1, 14, 14) + 3 * held(d, p, -1, 13, 13) +
	    2 * held(d, p, -1, 12, 12) + held(d, p, -1, 11, 11);
}

/* Points as the standard rules with the jack of diamonds count them. */
static int
points(const struct deal *d, int p)
{
	return held(d, p, HEARTS_HEARTS, 2, 14) +
	    (has(d, p, "QS") ? (d->players == 2 ? 7 : 13) : 0) -
	    (has(d, p, "JD") ? 10 : 0);
}

#define N	0
#define E	1
#define S	2
#define W	3

static bool c0(const struct deal *d) { return has(d, S, "QS"); }
static bool c1(const struct deal *d) { return has(d, S, "QS") &&
	held(d, S, HEARTS_SPADES, 2, 14) <= 3; }
static bool c2(const struct deal *d) { return !has(d, N, "AH") ||
	held(d, E, HEARTS_HEARTS, 2, 14) > 3; }
static bool c3(const struct deal *d) { return held(d, N, -1, 11, 14) >= 4 &&
	(voids(d, E) > 0 || shortest(d, E) == 1); }
static bool c4(const struct deal *d) { return hcp(d, E) + 2 >= 11 - 1; }
static bool c5(const struct deal *d) { return points(d, N) < 0 ||
	points(d, N) >= 14; }
static bool c6(const struct deal *d) { return longest(d, S) >= 6 &&
	held(d, S, HEARTS_CLUBS, 11, 14) != 2; }
static bool c7(const struct deal *d) { return (has(d, N, "2C") &&
	has(d, N, "3C")) || !(held(d, E, HEARTS_DIAMONDS, 2, 14) == 4 ||
	held(d, E, HEARTS_SPADES, 2, 14) == 4) ; }
static bool c8(const struct deal *d) { return (has(d, E, "AS") +
	has(d, E, "KS") + has(d, E, "QS")) >= 2 && held(d, E, -1, 2, 14) > 0; }
static bool c9(const struct deal *d) { return (held(d, N, HEARTS_HEARTS, 2, 14) +
	has(d, N, "QS") + has(d, N, "JD")) >= 5; }
static bool c10(const struct deal *d) { return has(d, N, "QS") ||
	(has(d, E, "QS") && has(d, N, "AS")); }

static const struct {
	const char	*text;
	bool		 (*want)(const struct deal *);
} checks[] = {
	{ "S has QS", c0 },
	{ "S has q\xe2\x99\xa0 and spades(S) <= 3", c1 },
	{ "not N has ah or hearts(e)>3", c2 },
	{ "high(N) >= 4 && (voids(E) > 0 || shortest(E) = 1)", c3 },
	{ "hcp(E) + 2 >= 11 - 1", c4 },
	{ "points(N) < 0 or points(N) >= 14", c5 },
	{ "longest(S) >= 6 and high(S, clubs) != 2", c6 },
	{ "N has 2C 3C or !(diamonds(E) == 4 or spades(E) == 4)", c7 },
	{ "count(E, AS KS QS) >= 2 and cards(E) > 0", c8 },
	{ "pointcards(N) >= 5", c9 },
	/* and binds tighter than or */
	{ "N has QS or E has QS and N has AS", c10 },
};

/* A random deal of the deck for so many players, with the tests' generator. */
static void
random_deal(uint64_t *rng, int players, struct deal *d)
{
	hearts_cards	 deck = hearts_deck(players), rest;
	hearts_card	 cards[52];
	int		 n = 0, i, j, size = hearts_hand_size(players);
	hearts_card	 t;

	memset(d, 0, sizeof(*d));
	d->players = players;
	for (rest = deck; rest != 0; rest &= rest - 1)
		cards[n++] = hearts_cards_lowest(rest);
	for (i = n - 1; i > 0; i--) {
		j = (int)(xorshift(rng) % (uint64_t)(i + 1));
		t = cards[i];
		cards[i] = cards[j];
		cards[j] = t;
	}
	for (i = 0; i < n; i++)
		d->place[i < size * players ? i % players :
		    HEARTS_MAX_PLAYERS] |= hearts_card_bit(cards[i]);
}

static void
check_meaning(void)
{
	struct hearts_rules r;
	struct hearts_cond c;
	struct hearts_error e;
	struct deal	 d;
	uint64_t	 rng = 0x2026;
	size_t		 i;
	int		 k, met;

	hearts_rules_default(&r);
	r.jack_of_diamonds = true;
	for (i = 0; i < sizeof(checks) / sizeof(checks[0]); i++) {
		hearts_cond_init(&c);
		if (hearts_cond_add(&c, checks[i].text, &r, &e) == -1) {
			fprintf(stderr, "%s: %s\n", checks[i].text, e.msg);
			unit_failures++;
			continue;
		}
		met = 0;
		for (k = 0; k < 3000; k++) {
			random_deal(&rng, 4, &d);
			if (hearts_cond_eval(&c, d.place, 0) != checks[i].want(&d)) {
				fprintf(stderr, "%s: wrong on deal %d\n",
				    checks[i].text, k);
				unit_failures++;
				break;
			}
			met += checks[i].want(&d);
		}
		/* Each case is met by some deals and not by others. */
		if (met == 0 || met == 3000) {
			fprintf(stderr, "%s: met by %d of 3000\n",
			    checks[i].text, met);
			unit_failures++;
		}
	}
}

/* Several conditions added: every one must hold. */
static void
check_added(void)
{
	struct hearts_rules r;
	struct hearts_cond c;
	struct hearts_error e;
	struct deal	 d;
	uint64_t	 rng = 7;
	int		 k;

	hearts_rules_default(&r);
	hearts_cond_init(&c);
	random_deal(&rng, 4, &d);
	CHECK(hearts_cond_eval(&c, d.place, 0));
	CHECK_INT(hearts_cond_add(&c, "S has QS", &r, &e), 0);
	CHECK_INT(hearts_cond_add(&c, "spades(S) <= 3 or N has AH", &r, &e), 0);
	/* A bad one leaves the others as they were. */
	CHECK_INT(hearts_cond_add(&c, "spades(S) <=", &r, &e), -1);
	for (k = 0; k < 3000; k++) {
		random_deal(&rng, 4, &d);
		CHECK_INT(hearts_cond_eval(&c, d.place, 0), has(&d, S, "QS") &&
		    (held(&d, S, HEARTS_SPADES, 2, 14) <= 3 ||
		    has(&d, N, "AH")));
	}
}

/* Two, three and five players: their seats, decks and the cards aside. */
static void
check_players(void)
{
	struct hearts_rules r;
	struct hearts_cond c;
	struct hearts_error e;
	struct deal	 d;
	uint64_t	 rng = 11;
	int		 k;

	hearts_rules_default(&r);
	r.players = 2;
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, "aside has QS or hearts(aside) = 2 or "
	    "points(E) >= 7", &r, &e), 0);
	for (k = 0; k < 3000; k++) {
		random_deal(&rng, 2, &d);
		CHECK_INT(hearts_cond_eval(&c, d.place,
		    d.place[HEARTS_MAX_PLAYERS]), has(&d, HEARTS_MAX_PLAYERS,
		    "QS") || held(&d, HEARTS_MAX_PLAYERS, HEARTS_HEARTS, 2,
		    14) == 2 || points(&d, E) >= 7);
	}
	r.players = 5;
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, "X has 3C or clubs(X) > 2", &r, &e), 0);
	for (k = 0; k < 3000; k++) {
		random_deal(&rng, 5, &d);
		CHECK_INT(hearts_cond_eval(&c, d.place, 0), has(&d, 4, "3C") ||
		    held(&d, 4, HEARTS_CLUBS, 2, 14) > 2);
	}
}

/* Each bad condition and the start of its message: the word, its column. */
static const struct {
	int		 players;
	const char	*text;
	const char	*msg;
} bad[] = {
	{ 4, "S has QZ", "QZ (column 7): not a card" },
	{ 4, "S hsa QS", "hsa (column 3): expected has" },
	{ 4, "X has QS", "X (column 1): no such seat with 4 players (seats: N E S W)" },
	{ 3, "S has 2D", "2D (column 7): not in the deck of 3 players" },
	{ 4, "aside has QS", "aside (column 1): only two players" },
	{ 4, "spades(S) <= ", "the condition ends too soon: expected a number" },
	{ 4, "spades(S) 3", "3 (column 11): expected a comparison" },
	{ 4, "spadez(S) > 3", "spadez (column 1): expected a number or a count" },
	{ 4, "spades(Q) > 3", "Q (column 8): expected a seat" },
	{ 4, "(S has QS", "the condition ends too soon: expected ), and, or or" },
	{ 4, "S has QS)", ") (column 9): a ) with no ( before it" },
	{ 4, "S has QS S has KS", "S (column 10): expected and, or" },
	{ 4, "spades(S) > 1001", "1001 (column 13): a number in a condition is at most 1000" },
	{ 4, "high(S, trumps) > 1", "trumps (column 9): expected a suit" },
	{ 4, "count(S) > 1", ") (column 8): expected a comma" },
	{ 4, "", "the condition ends too soon: expected a condition" },
	{ 4, "S has", "the condition ends too soon: expected a card" },
	{ 4, "3x > 2", "3x (column 1): not a number" },
};

/*
 * The condition text, for a game of that many players, is refused with
 * a message that begins with msg, and leaves nothing compiled.
 */
void
unit_cond_refused(const char *text, int players, const char *msg)
{
	struct hearts_rules r;
	struct hearts_cond c;
	struct hearts_error e;

	hearts_rules_default(&r);
	r.players = players;
	hearts_cond_init(&c);
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_cond_add(&c, text, &r, &e), -1);
	CHECK_INT(c.nops, 0);
	if (strncmp(e.msg, msg, strlen(msg)) != 0) {
		fprintf(stderr, "'%s': message '%s', want '%s...'\n", text,
		    e.msg, msg);
		unit_failures++;
	}
}

static void
check_refused(void)
{
	struct hearts_rules r;
	struct hearts_cond c;
	struct hearts_error e;
	char		 text[HEARTS_COND_TEXT + 2];
	size_t		 i;

	hearts_rules_default(&r);
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		unit_cond_refused(bad[i].text, bad[i].players, bad[i].msg);
	/* Past the limits: a program too long, a text too long. */
	r.players = 4;
	memset(text, 0, sizeof(text));
	for (i = 0; strlen(text) + 20 < HEARTS_COND_TEXT; i++)
		strcat(text, i == 0 ? "S has QS" : " and S has QS");
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, text, &r, &e), -1);
	CHECK(strstr(e.msg, "the condition is too long") != NULL);
	memset(text, ' ', HEARTS_COND_TEXT + 1);
	text[HEARTS_COND_TEXT + 1] = '\0';
	CHECK_INT(hearts_cond_add(&c, text, &r, &e), -1);
	CHECK(strstr(e.msg, "at most 4096 bytes") != NULL);
}

/* The search: candidates in order, each the deal of its derived seed. */
static void
check_search(void)
{
	struct hearts_rules r;
	struct hearts_cond c;
	struct hearts_error e;
	struct hearts_search s;
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside, want[HEARTS_MAX_PLAYERS];
	uint64_t	 gs;
	long		 k;
	int		 found = 0;

	hearts_rules_default(&r);
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, "W has QS", &r, &e), 0);
	hearts_search_init(&s, &c, &r, 99, 1000);
	k = 0;
	while (hearts_search_next(&s, &gs, hands, &aside) == 1) {
		found++;
		/* Every candidate skipped fails the condition. */
		for (; hearts_seed_derive(99, k) != gs; k++) {
			hearts_deal_seeded(4, hearts_seed_derive(99, k), 1,
			    want, &aside);
			CHECK(!(want[3] & hearts_card_bit(hearts_card_parse("QS"))));
		}
		hearts_deal_seeded(4, gs, 1, want, &aside);
		CHECK(memcmp(want, hands, sizeof(want)) == 0);
		CHECK(hands[3] & hearts_card_bit(hearts_card_parse("QS")));
		k++;
	}
	CHECK_INT(s.tried, 1000);
	/* A quarter of the deals, give or take. */
	CHECK(found > 200 && found < 300);
	/* The derived seeds are hearts-match's: 63 bits, the n'th output. */
	CHECK(hearts_seed_derive(1, 0) <= (uint64_t)HEARTS_SEED_MAX);
	CHECK(hearts_seed_derive(1, 0) != hearts_seed_derive(1, 1));
	/* No deal has two queens of spades: the limit ends the search. */
	hearts_cond_init(&c);
	CHECK_INT(hearts_cond_add(&c, "S has QS and N has QS", &r, &e), 0);
	hearts_search_init(&s, &c, &r, 1, 500);
	CHECK_INT(hearts_search_next(&s, &gs, hands, &aside), 0);
	CHECK_INT(s.tried, 500);
}

void
test_conditions(void)
{
	check_meaning();
	check_added();
	check_players();
	check_refused();
	check_search();
}

/*
 * Where each card lands, over many candidates from a fixed seed: for
 * each card and place, the count against its share (a seat holds hand
 * size / deck size of them, the aside the rest).  The chi-square over
 * every card and place has (places - 1) * cards degrees of freedom; its
 * value for this seed is checked against the 99.9% point of that
 * distribution (Wilson and Hilferty's approximation), so a generator
 * that favoured a seat for some cards would fail, and this seed passes
 * every run.
 */
static double
chi_square(int players, const char *where, uint64_t seed, long deals, int *df)
{
	static long	 count[64][HEARTS_MAX_PLAYERS + 1];
	struct hearts_cond c;
	struct hearts_search s;
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside, deck;
	uint64_t	 gs;
	double		 x2 = 0, want;
	int		 card, p, places = players + (players == 2);
	int		 ncards, size = hearts_hand_size(players);
	struct hearts_rules r;
	struct hearts_error e;
	long		 kept = 0;

	memset(count, 0, sizeof(count));
	hearts_rules_default(&r);
	r.players = players;
	hearts_cond_init(&c);
	if (where != NULL)
		CHECK_INT(hearts_cond_add(&c, where, &r, &e), 0);
	hearts_search_init(&s, &c, &r, seed, deals);
	while (hearts_search_next(&s, &gs, hands, &aside) == 1 && ++kept)
		for (card = 0; card < 64; card++) {
			for (p = 0; p < players; p++)
				count[card][p] += (long)(hands[p] >> card & 1);
			count[card][HEARTS_MAX_PLAYERS] += (long)(aside >> card & 1);
		}
	deck = hearts_deck(players);
	ncards = hearts_cards_count(deck);
	for (card = 0; card < 64; card++) {
		if (!(deck >> card & 1))
			continue;
		for (p = 0; p < places; p++) {
			want = (double)kept * (p < players ? size :
			    ncards - size * players) / ncards;
			x2 += pow(count[card][p < players ? p :
			    HEARTS_MAX_PLAYERS] - want, 2) / want;
		}
	}
	*df = (places - 1) * ncards;
	return x2;
}

static double
chi_square_999(int df)
{
	/* Wilson-Hilferty: z = 3.0902 for the 99.9% point. */
	double	 k = 2.0 / (9.0 * df);

	return df * pow(1 - k + 3.0902 * sqrt(k), 3);
}

void
test_uniform(void)
{
	double	 x2;
	int	 players, df;

	/* A generator that puts one card in one hand fails it by far. */
	x2 = chi_square(4, "S has QS", 2026, 40000, &df);
	CHECK(x2 > 10 * chi_square_999(df));
	for (players = 2; players <= 5; players++) {
		x2 = chi_square(players, NULL, 2026, 40000, &df);
		if (!(x2 < chi_square_999(df))) {
			fprintf(stderr, "%d players: chi-square %.1f over %d "
			    "degrees of freedom, above %.1f\n", players, x2,
			    df, chi_square_999(df));
			unit_failures++;
		}
	}
}
