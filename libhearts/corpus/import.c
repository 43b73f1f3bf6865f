/*
 * import.c: a hand row of hearts-export back into a record of one hand
 * (hearts-export -R).  Only the words of the cells are read here; the
 * program writes the record and reads it back, so that the reader checks
 * every fact as it checks any record.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* The cell of a column, or NULL if the row has none or it is empty. */
static const char *
column(char *const *names, char *const *cells, int n, const char *name)
{
	int	 i;

	for (i = 0; i < n; i++)
		if (strcmp(names[i], name) == 0)
			return cells[i][0] != '\0' ? cells[i] : NULL;
	return NULL;
}

static int
need(const char *v, const char *name, struct hearts_error *e)
{
	if (v == NULL)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "the row has no %s",
		    name);
	return 0;
}

static int
whole(const char *v, const char *name, long long lo, long long hi,
    long long *n, struct hearts_error *e)
{
	const char	*errstr;
	char		 shown[32];

	if (need(v, name, e) == -1)
		return -1;
	*n = strtonum(v, lo, hi, &errstr);
	if (errstr != NULL)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "%s '%s' is not a "
		    "number from %lld to %lld", name, hearts_shown(v, shown,
		    sizeof(shown)), lo, hi);
	return 0;
}

/* Cards separated by spaces: into a set, and in order if asked. */
static int
cards(const char *v, const char *name, hearts_cards *set, uint8_t *order,
    int *n, struct hearts_error *e)
{
	char		 word[16], shown[32];
	hearts_card	 c;
	size_t		 len;
	int		 count = 0;

	*set = 0;
	while (v != NULL && *v != '\0') {
		while (*v == ' ')
			v++;
		if ((len = strcspn(v, " ")) == 0)
			break;
		if (len >= sizeof(word))
			len = sizeof(word) - 1;
		memcpy(word, v, len);
		word[len] = '\0';
		v += strcspn(v, " ");
		if ((c = hearts_card_parse(word)) == HEARTS_NO_CARD)
			return hearts_fail(e, HEARTS_ERR_DATA, 0, "%s: '%s' is "
			    "not a card", name, hearts_shown(word, shown,
			    sizeof(shown)));
		if (count == HEARTS_MAX_PLAYED || (*set & card_bit(c)) != 0)
			return hearts_fail(e, HEARTS_ERR_DATA, 0, "%s: %s "
			    "comes twice", name, word);
		*set |= card_bit(c);
		if (order != NULL)
			order[count] = (uint8_t)c;
		count++;
	}
	if (n != NULL)
		*n = count;
	return 0;
}

int
hearts_export_hand_game(char *const *names, char *const *cells, int ncells,
    struct hearts_game *g, struct hearts_hand *h, struct hearts_error *e)
{
	const char	*v;
	hearts_cards	 set;
	char		 col[16], rules[RULES_TEXT_MAX], *w, *last;
	long long	 n;
	unsigned int	 seen = 0;
	int		 i, s, p, pass;

	hearts_game_init(g, NULL);
	memset(h, 0, sizeof(*h));
	h->shooter = -1;
	h->first_leader = -1;
	if (need(v = column(names, cells, ncells, "rules"), "rules", e) == -1)
		return -1;
	/* As the reader reads a rules line: whole, every option once. */
	if (strlcpy(rules, v, sizeof(rules)) >= sizeof(rules))
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "rules: the cell is "
		    "longer than %zu bytes, which no rules are",
		    sizeof(rules) - 1);
	for (w = strtok_r(rules, " ", &last); w != NULL;
	    w = strtok_r(NULL, " ", &last)) {
		if ((i = rules_option_index(w)) != -1) {
			if (seen & (1u << i))
				return hearts_fail(e, HEARTS_ERR_DATA, 0,
				    "rules: the option %s is given twice",
				    rules_option_names[i]);
			seen |= 1u << i;
		}
		if (hearts_rules_option(&g->rules, w, e) == -1)
			return -1;
	}
	for (i = 0; i < RULES_REQUIRED; i++)
		if ((seen & (1u << i)) == 0)
			return hearts_fail(e, HEARTS_ERR_DATA, 0, "rules: the "
			    "cell does not state %s (a row states every "
			    "option, as a record does)",
			    rules_option_names[i]);
	if (hearts_rules_check(&g->rules, e) == -1)
		return -1;
	p = g->rules.players;
	if ((v = column(names, cells, ncells, "seed")) != NULL) {
		if (whole(v, "seed", 0, HEARTS_SEED_MAX, &n, e) == -1)
			return -1;
		g->seeded = true;
		g->seed = (uint64_t)n;
	}
	if (whole(column(names, cells, ncells, "hand"), "hand", 1,
	    HEARTS_HAND_MAX, &n, e) == -1)
		return -1;
	h->number = (long)n;
	if (need(v = column(names, cells, ncells, "pass"), "pass", e) == -1)
		return -1;
	if ((pass = hearts_pass_parse(v)) == -1)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "pass: not a pass "
		    "direction");
	h->pass = (enum hearts_pass)pass;
	if (whole(column(names, cells, ncells, "scored"), "scored", 0, 1, &n,
	    e) == -1)
		return -1;
	h->scored = n == 1;
	if (cards(column(names, cells, ncells, "played"), "played", &set,
	    h->played, &h->nplayed, e) == -1)
		return -1;
	if (cards(column(names, cells, ncells, "aside"), "aside", &h->aside,
	    NULL, NULL, e) == -1)
		return -1;
	g->setup = true;
	for (s = 0; s < p; s++) {
		snprintf(col, sizeof(col), "dealt_%c", hearts_seat_name(s));
		if (cards(column(names, cells, ncells, col), col, &h->dealt[s],
		    NULL, NULL, e) == -1)
			return -1;
		snprintf(col, sizeof(col), "passed_%c", hearts_seat_name(s));
		if (cards(column(names, cells, ncells, col), col, &h->passed[s],
		    NULL, NULL, e) == -1)
			return -1;
		snprintf(col, sizeof(col), "before_%c", hearts_seat_name(s));
		if (whole(column(names, cells, ncells, col), col,
		    -HEARTS_SETUP_MAX, HEARTS_SETUP_MAX, &n, e) == -1)
			return -1;
		g->start_total[s] = (int)n;
		if (!h->scored)
			continue;
		snprintf(col, sizeof(col), "points_%c", hearts_seat_name(s));
		if (whole(column(names, cells, ncells, col), col,
		    -HEARTS_SETUP_MAX, HEARTS_SETUP_MAX, &n, e) == -1)
			return -1;
		h->score[s] = (int)n;
		h->total[s] = g->start_total[s] + h->score[s];
	}
	/*
	 * Every card of the deck dealt or aside, as in any record but a
	 * view's (which hearts-export leaves out): the writer finds the
	 * first leader from the lowest club dealt, and could not without.
	 */
	set = h->aside;
	for (s = 0; s < p; s++)
		set |= h->dealt[s];
	if ((set = hearts_rules_deck(&g->rules) & ~set) != 0) {
		hearts_card_name(cards_lowest(set), col);
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "%s is in no dealt_ "
		    "cell%s: every card of the deck is dealt", col,
		    p == 2 ? " nor aside" : "");
	}
	if (h->scored && (v = column(names, cells, ncells, "moon")) != NULL &&
	    (h->shooter = hearts_seat_parse(v, p)) == -1)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "moon: not a seat");
	if (h->scored && (v = column(names, cells, ncells, "over")) != NULL &&
	    strcmp(v, "1") == 0) {
		g->over = true;
		v = column(names, cells, ncells, "winners");
		for (; v != NULL && *v != '\0'; v++)
			if ((s = seat_of[(unsigned char)*v] - 1) >= 0 && s < p)
				g->winners |= 1u << s;
	}
	/* Hand 1 from nothing is a game's start, not a set-up. */
	g->setup = h->number != 1;
	for (s = 0; s < p; s++)
		g->setup |= g->start_total[s] != 0;
	g->hands = h;
	g->nhands = g->maxhands = 1;
	return 0;
}
