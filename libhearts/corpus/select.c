/*
 * select.c: tests of what a game or a hand holds, for hearts-select.
 * Each test is read once from its name and argument; a game is then
 * tested against all of them, working out its tricks only if a test
 * needs them.
 */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "corpus.h"

const char *const hearts_test_names[] = {
	"players", "option", "rules", "game", "seed", "id", "comment",
	"winner", "total", "over", "unfinished",
	"hand", "moon", "queen", "jack", "dealt", "passed", "suit", "points",
	NULL
};

/* A whole number, perhaps negative, at *s; moves s past it. */
static int
number(const char **s, long *v)
{
	char	*end;

	if (!isdigit((unsigned char)**s) && !(**s == '-' &&
	    isdigit((unsigned char)(*s)[1])))
		return -1;
	errno = 0;
	*v = strtol(*s, &end, 10);
	if (errno != 0 || *v < -HEARTS_SCORE_MAX || *v > HEARTS_SCORE_MAX)
		return -1;
	*s = end;
	return 0;
}

/* "N", "N-M", "N-" (N or more), "-M" is the number -M. */
static int
range(const char *s, long *lo, long *hi)
{
	if (number(&s, lo) == -1)
		return -1;
	*hi = *lo;
	if (*s == '\0')
		return 0;
	if (*s++ != '-')
		return -1;
	if (*s == '\0') {
		*hi = LONG_MAX;
		return 0;
	}
	if (number(&s, hi) == -1 || *s != '\0' || *hi < *lo)
		return -1;
	return 0;
}

/* A seat's letter, or "any" (-1) where any seat will do. */
static int
seat_word(const char *s, size_t len, bool any, int *seat)
{
	if (any && len == 3 && strncmp(s, "any", 3) == 0) {
		*seat = -1;
		return 0;
	}
	if (len != 1 || (*seat = seat_of[(unsigned char)*s] - 1) < 0)
		return -1;
	return 0;
}

static int
bad(struct hearts_error *e, const char *name, const char *arg,
    const char *want)
{
	char	 shown[48];

	return hearts_fail(e, HEARTS_ERR_DATA, 0, "%s '%s': %s", name,
	    hearts_shown(arg, shown, sizeof(shown)), want);
}

/* The canonical word of one option, "moon=add", into t->text. */
static int
option_word(struct hearts_test *t, const char *arg, struct hearts_error *e)
{
	struct hearts_rules r;
	char		 all[RULES_TEXT_MAX], *w;
	size_t		 len = strcspn(arg, "=");

	hearts_rules_default(&r);
	/* The card left out is written for three players only. */
	if (strncmp(arg, "left-out=", 9) == 0)
		r.players = 3;
	if (hearts_rules_option(&r, arg, e) == -1)
		return -1;
	hearts_rules_format(&r, all, sizeof(all));
	for (w = strtok(all, " "); w != NULL; w = strtok(NULL, " "))
		if (strncmp(w, arg, len) == 0 && w[len] == '=')
			break;
	/*
	 * A later option at its default is not written: the games whose
	 * rules do not state it (value 1).
	 */
	t->value = 0;
	if (w == NULL && rules_option_index(arg) >= RULES_REQUIRED) {
		snprintf(t->text, sizeof(t->text), " %.*s=", (int)len, arg);
		t->value = 1;
		return 0;
	}
	if (w == NULL)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "option '%.*s' is "
		    "not an option of the rules", (int)len, arg);
	snprintf(t->text, sizeof(t->text), " %s ", w);
	return 0;
}

/* What a test takes after its seat: SEAT=CARD, SEAT=RANGE, SEAT:SUIT=RANGE. */
static int
seat_test(struct hearts_test *t, const char *name, const char *arg,
    struct hearts_error *e)
{
	const char	*eq = strchr(arg, '='), *colon = strchr(arg, ':');
	const char	*rest;
	hearts_card	 c;
	char		 card[16];
	size_t		 len;

	if (eq == NULL)
		return bad(e, name, arg, t->kind == HEARTS_TEST_SUIT ?
		    "write SEAT:SUIT=COUNT (N:S=5-)" : t->kind ==
		    HEARTS_TEST_POINTS || t->kind == HEARTS_TEST_TOTAL ?
		    "write SEAT=RANGE (N=13-26)" : "write SEAT=CARD (N=QS)");
	len = (size_t)((t->kind == HEARTS_TEST_SUIT && colon != NULL &&
	    colon < eq ? colon : eq) - arg);
	if (seat_word(arg, len, t->kind == HEARTS_TEST_POINTS ||
	    t->kind == HEARTS_TEST_TOTAL, &t->seat) == -1)
		return bad(e, name, arg, "the seat is one of N E S W X");
	rest = eq + 1;
	switch (t->kind) {
	case HEARTS_TEST_DEALT:
	case HEARTS_TEST_PASSED:
		if (strlen(rest) >= sizeof(card) ||
		    (c = hearts_card_parse(rest)) == HEARTS_NO_CARD)
			return bad(e, name, arg, "that is not a card");
		t->cards = card_bit(c);
		return 0;
	case HEARTS_TEST_SUIT:
		if (colon == NULL || colon + 2 != eq ||
		    strchr("CDHS", colon[1]) == NULL || colon[1] == '\0')
			return bad(e, name, arg, "write SEAT:SUIT=COUNT "
			    "(N:S=5-), the suit one of C D H S");
		t->cards = suit_cards((int)(strchr("CDHS", colon[1]) - "CDHS"));
		break;
	default:
		break;
	}
	if (range(rest, &t->lo, &t->hi) == -1)
		return bad(e, name, arg, "the range is N, N-M or N- (N or "
		    "more)");
	return 0;
}

int
hearts_select_add(struct hearts_select *sel, const char *name,
    const char *arg, struct hearts_error *e)
{
	struct hearts_test *t;
	struct hearts_rules r;
	const char	*errstr;
	char		*end;
	int		 k;

	for (k = 0; hearts_test_names[k] != NULL; k++)
		if (strcmp(hearts_test_names[k], name) == 0)
			break;
	if (hearts_test_names[k] == NULL)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "no test is named "
		    "'%s'", name);
	if (sel->ntests == HEARTS_MAX_TESTS)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "at most %d tests",
		    HEARTS_MAX_TESTS);
	t = &sel->tests[sel->ntests];
	memset(t, 0, sizeof(*t));
	t->kind = (enum hearts_test_kind)k;
	t->seat = -1;
	if (arg == NULL)
		arg = "";
	switch (t->kind) {
	case HEARTS_TEST_PLAYERS:
	case HEARTS_TEST_GAME:
	case HEARTS_TEST_HAND:
		if (range(arg, &t->lo, &t->hi) == -1)
			return bad(e, name, arg, "the range is N, N-M or N- "
			    "(N or more)");
		/* A range no game can meet is a mistake, not a test. */
		if (t->kind == HEARTS_TEST_PLAYERS && (t->hi < 2 ||
		    t->lo > HEARTS_MAX_PLAYERS))
			return bad(e, name, arg, "a game has 2 to 5 players");
		if (t->kind == HEARTS_TEST_GAME && t->lo < 0)
			return bad(e, name, arg, "games are counted from 0, "
			    "as hearts-match numbers them");
		if (t->kind == HEARTS_TEST_HAND && t->lo < 1)
			return bad(e, name, arg, "hands are counted from 1");
		/*
		 * Games are numbered from 0 across the suite, the place a
		 * caller gives (position) from 1: game N is position N + 1.
		 */
		if (t->kind == HEARTS_TEST_GAME) {
			if (t->lo < LONG_MAX)
				t->lo++;
			if (t->hi < LONG_MAX)
				t->hi++;
		}
		break;
	case HEARTS_TEST_OPTION:
		if (option_word(t, arg, e) == -1)
			return -1;
		break;
	case HEARTS_TEST_RULES:
		if (hearts_rules_preset(&r, arg, e) == -1)
			return -1;
		t->text[0] = ' ';
		hearts_rules_format(&r, t->text + 1, sizeof(t->text) - 2);
		strlcat(t->text, " ", sizeof(t->text));
		break;
	case HEARTS_TEST_SEED:
		t->value = (uint64_t)strtonum(arg, 0, HEARTS_SEED_MAX, &errstr);
		if (errstr != NULL)
			return bad(e, name, arg, "a seed is a whole number "
			    "from 0 to 9223372036854775807");
		break;
	case HEARTS_TEST_ID:
		errno = 0;
		t->value = strtoull(arg, &end, 16);
		if (*arg == '\0' || *end != '\0' || errno != 0 ||
		    strlen(arg) != HEARTS_ID_SIZE - 1)
			return bad(e, name, arg, "an id is 16 hexadecimal "
			    "digits");
		break;
	case HEARTS_TEST_COMMENT:
		if (*arg == '\0' || strlen(arg) >= sizeof(t->text))
			return bad(e, name, arg, "the text is 1 to 127 bytes");
		strlcpy(t->text, arg, sizeof(t->text));
		break;
	case HEARTS_TEST_WINNER:
	case HEARTS_TEST_MOON:
	case HEARTS_TEST_QUEEN:
	case HEARTS_TEST_JACK:
		if (seat_word(arg, strlen(arg), true, &t->seat) == -1)
			return bad(e, name, arg, "the seat is one of N E S W X, "
			    "or any");
		break;
	case HEARTS_TEST_OVER:
	case HEARTS_TEST_UNFINISHED:
		break;
	case HEARTS_TEST_TOTAL:
	case HEARTS_TEST_DEALT:
	case HEARTS_TEST_PASSED:
	case HEARTS_TEST_SUIT:
	case HEARTS_TEST_POINTS:
		if (seat_test(t, name, arg, e) == -1)
			return -1;
		break;
	}
	if (t->kind == HEARTS_TEST_QUEEN || t->kind == HEARTS_TEST_JACK)
		sel->tricks = true;
	if (t->kind >= HEARTS_TEST_HAND)
		sel->by_hand = true;
	sel->ntests++;
	return 0;
}

static bool
in(long v, const struct hearts_test *t)
{
	return v >= t->lo && v <= t->hi;
}

/* Whether a seat, or with -1 any of the game's seats, passes. */
static bool
seat_values(const struct hearts_test *t, const int *v, int players)
{
	int	 s;

	if (t->seat >= 0)
		return t->seat < players && in(v[t->seat], t);
	for (s = 0; s < players; s++)
		if (in(v[s], t))
			return true;
	return false;
}

static bool
game_test(const struct hearts_test *t, const struct hearts_game *g,
    long position, const char *comments, bool hands)
{
	char	 rules[RULES_TEXT_MAX + 2];
	int	 total[HEARTS_MAX_PLAYERS];

	switch (t->kind) {
	case HEARTS_TEST_PLAYERS:
		return in(g->rules.players, t);
	case HEARTS_TEST_OPTION:
	case HEARTS_TEST_RULES:
		rules[0] = ' ';
		strlcpy(rules + 1, hearts_rules_text(&g->rules),
		    sizeof(rules) - 2);
		strlcat(rules, " ", sizeof(rules));
		if (t->kind == HEARTS_TEST_OPTION)
			return (strstr(rules, t->text) != NULL) != t->value;
		return strcmp(rules, t->text) == 0;
	case HEARTS_TEST_GAME:
		return in(position, t);
	case HEARTS_TEST_SEED:
		return g->seeded && g->seed == t->value;
	case HEARTS_TEST_ID:
		return hearts_game_id(g) == t->value;
	case HEARTS_TEST_COMMENT:
		return comments != NULL && strstr(comments, t->text) != NULL;
	case HEARTS_TEST_WINNER:
		return g->over && (t->seat < 0 || (g->winners >> t->seat & 1));
	case HEARTS_TEST_TOTAL:
		hearts_game_totals(g, g->nhands, total);
		return seat_values(t, total, g->rules.players);
	case HEARTS_TEST_OVER:
		return g->over;
	case HEARTS_TEST_UNFINISHED:
		return !g->over;
	default:
		(void)hands;
		return true;
	}
}

/* Whether hand i passes every hand test. */
static bool
hand_tests(const struct hearts_select *sel, const struct hearts_game *g,
    long i)
{
	const struct hearts_hand *h = &g->hands[i];
	const struct hearts_test *t;
	int		 k, s, n = g->rules.players, queen = -1, jack = -1;
	bool		 taken = false;

	for (k = 0; k < sel->ntests; k++) {
		t = &sel->tests[k];
		s = t->seat;
		switch (t->kind) {
		case HEARTS_TEST_HAND:
			if (!in(h->number, t))
				return false;
			break;
		case HEARTS_TEST_OVER:
		case HEARTS_TEST_UNFINISHED:
			/* Selecting hands, over is a hand scored. */
			if (sel->hands && h->scored != (t->kind ==
			    HEARTS_TEST_OVER))
				return false;
			break;
		case HEARTS_TEST_MOON:
			if (h->shooter < 0 || (s >= 0 && h->shooter != s))
				return false;
			break;
		case HEARTS_TEST_QUEEN:
		case HEARTS_TEST_JACK:
			/*
			 * The takers only for a hand that got this far; the
			 * jack only where it scores, as hearts-stats counts it.
			 */
			if (!taken)
				corpus_takers(&g->rules, h, &queen,
				    g->rules.jack_of_diamonds ? &jack : NULL);
			taken = true;
			if (t->kind == HEARTS_TEST_QUEEN && (queen < 0 ||
			    (s >= 0 && queen != s)))
				return false;
			if (t->kind == HEARTS_TEST_JACK && (jack < 0 ||
			    (s >= 0 && jack != s)))
				return false;
			break;
		case HEARTS_TEST_DEALT:
			if (s >= n || (h->dealt[s] & t->cards) == 0)
				return false;
			break;
		case HEARTS_TEST_PASSED:
			if (s >= n || (h->passed[s] & t->cards) == 0)
				return false;
			break;
		case HEARTS_TEST_SUIT:
			if (s >= n || !in(cards_count(h->dealt[s] & t->cards),
			    t))
				return false;
			break;
		case HEARTS_TEST_POINTS:
			if (!h->scored || !seat_values(t, h->score, n))
				return false;
			break;
		default:
			break;
		}
	}
	return true;
}

/* Every test about the game, whether hands or games are selected. */
static bool
game_tests(const struct hearts_select *sel, const struct hearts_game *g,
    long position, const char *comments)
{
	const struct hearts_test *t;
	int		 k;

	for (k = 0; k < sel->ntests; k++) {
		t = &sel->tests[k];
		/* Over and unfinished are about the hand when selecting hands. */
		if ((t->kind == HEARTS_TEST_OVER ||
		    t->kind == HEARTS_TEST_UNFINISHED) && sel->hands)
			continue;
		if (t->kind < HEARTS_TEST_HAND &&
		    !game_test(t, g, position, comments, sel->hands))
			return false;
	}
	return true;
}

bool
hearts_select_game(const struct hearts_select *sel,
    const struct hearts_game *g, long position, const char *comments)
{
	bool	 pass;
	long	 i;

	pass = game_tests(sel, g, position, comments);
	if (pass && sel->by_hand) {
		for (i = 0; i < g->nhands; i++)
			if (hand_tests(sel, g, i))
				break;
		pass = i < g->nhands;
	}
	return pass != sel->invert;
}

bool
hearts_select_hand(const struct hearts_select *sel,
    const struct hearts_game *g, long i, long position, const char *comments)
{
	bool	 pass;

	pass = game_tests(sel, g, position, comments) && hand_tests(sel, g, i);
	return pass != sel->invert;
}
