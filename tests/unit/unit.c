/*
 * unit.c: the unit tests of libhearts, one group of checks for each part
 * of the library, each group in the file of what it tests (cards.c,
 * deal.c, play.c, games.c, record.c, and the others named in unit.h).
 * "unit GROUP" runs one group, "unit" runs them all, "unit --list" names
 * them.  Only failures are reported, on stderr.  Here are the runner and
 * the fixtures the groups share.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

int	 unit_failures;

#define NRING		8

/* The canonical text of a set; a ring of buffers lets one check show two. */
const char *
fmt(hearts_cards set)
{
	static char	 ring[NRING][HEARTS_MAX_PLAYED * 3 + 1];
	static int	 next;
	char		*buf = ring[next++ % NRING];

	hearts_cards_format(set, buf, sizeof(ring[0]));
	return buf;
}

hearts_card
card(const char *name)
{
	hearts_card	 c = hearts_card_parse(name);

	CHECK(c != HEARTS_NO_CARD);
	return c;
}

hearts_cards
bit(const char *name)
{
	hearts_card	 c = card(name);

	return c == HEARTS_NO_CARD ? 0 : hearts_card_bit(c);
}

/* A set from text such as "2C QS 10h": fixtures read like the records. */
hearts_cards
set_of(const char *text)
{
	char		 word[16];
	hearts_cards	 set = 0;
	size_t		 n;

	for (;;) {
		text += strspn(text, " ");
		if ((n = strcspn(text, " ")) == 0)
			return set;
		CHECK(n < sizeof(word));
		if (n >= sizeof(word))
			return set;
		memcpy(word, text, n);
		word[n] = '\0';
		set |= bit(word);
		text += n;
	}
}

/* The n'th card of a set, from the lowest. */
hearts_card
nth_card(hearts_cards set, int n)
{
	while (n-- > 0)
		set &= set - 1;
	return hearts_cards_lowest(set);
}

/* The rules as text: a failed comparison then shows every option. */
const char *
rules_text(const struct hearts_rules *r)
{
	static char	 ring[NRING][256];
	static int	 next;
	char		*buf = ring[next++ % NRING];

	hearts_rules_format(r, buf, sizeof(ring[0]));
	return buf;
}

/* Field by field: memcmp() would also compare the padding. */
bool
same_state(const struct hearts_state *a, const struct hearts_state *b)
{
	return a->rules == b->rules && a->phase == b->phase &&
	    memcmp(a->held, b->held, sizeof(a->held)) == 0 &&
	    memcmp(a->taken, b->taken, sizeof(a->taken)) == 0 &&
	    a->in_trick == b->in_trick && a->trick == b->trick &&
	    a->leader == b->leader && a->turn == b->turn &&
	    a->ncards == b->ncards &&
	    memcmp(a->trick_card, b->trick_card, sizeof(a->trick_card)) == 0 &&
	    a->broken == b->broken && a->last_winner == b->last_winner;
}

/* The tests' own generator: the choices of play owe nothing to the library. */
uint64_t
xorshift(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* The text of a game as hearts_record_write() gives it, malloc'd. */
char *
record_text(const struct hearts_game *g, size_t *len)
{
	FILE		*f;
	char		*buf = NULL;
	size_t		 size = 0;

	if ((f = open_memstream(&buf, &size)) == NULL) {
		perror("open_memstream");
		exit(1);
	}
	CHECK_INT(hearts_record_write(f, g), 0);
	CHECK_INT(fclose(f), 0);
	*len = size;
	return buf;
}

int
read_text(const char *text, size_t len, struct hearts_game *g,
    struct hearts_error *e)
{
	struct hearts_reader rd;
	FILE		*in;
	int		 rc;

	memset(e, 0, sizeof(*e));
	if ((in = fmemopen((void *)text, len, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	rc = hearts_record_read(&rd, g, e);
	hearts_reader_free(&rd);
	fclose(in);
	return rc;
}

static const struct {
	const char	*name;
	void		(*run)(void);
} groups[] = {
	{ "cards", test_cards },
	{ "escaped", test_escaped },
	{ "sets", test_sets },
	{ "rules", test_rules },
	{ "decks", test_decks },
	{ "pass", test_pass },
	{ "rng", test_rng },
	{ "deal", test_deal },
	{ "play", test_play },
	{ "engine", test_engine },
	{ "solve", test_solve },
	{ "score", test_score },
	{ "options", test_options },
	{ "options-score", test_options_score },
	{ "black-maria", test_black_maria },
	{ "black-maria-play", test_black_maria_play },
	{ "games", test_games },
	{ "views", test_views },
	{ "record", test_record },
	{ "bots", test_bots },
	{ "game", test_game },
	{ "conditions", test_conditions },
	{ "uniform", test_uniform },
	{ "values", test_values },
	{ "writer", test_writer },
	{ "reader", test_reader },
	{ "one-line", test_one_line },
	{ "reader-next", test_reader_next },
	{ "canonical", test_canonical },
	{ "randomrun", test_random_run },
	{ "simplerun", test_simple_run },
	{ "expertrepeat", test_expert_repeat },
	{ "simple", test_simple },
	{ "api", test_api },
	{ "corpus", test_corpus },
	{ "interval", test_interval },
};

int
main(int argc, char *argv[])
{
	size_t	 i;
	int	 before, found = 0;

	if (argc > 2) {
		fprintf(stderr, "usage: unit [--list | group]\n");
		return 64;
	}
	for (i = 0; i < sizeof(groups) / sizeof(groups[0]); i++) {
		if (argc == 2 && strcmp(argv[1], "--list") == 0) {
			puts(groups[i].name);
			found++;
			continue;
		}
		if (argc == 2 && strcmp(argv[1], groups[i].name) != 0)
			continue;
		found++;
		before = unit_failures;
		groups[i].run();
		printf("%s %s\n", unit_failures == before ? "ok" : "not ok",
		    groups[i].name);
	}
	if (found == 0) {
		fprintf(stderr, "unit: no group '%s' (unit --list names "
		    "them)\n", argv[1]);
		return 64;
	}
	return unit_failures == 0 ? 0 : 1;
}
