/*
 * record_parse.c: the ground of the record reader, which its other files
 * stand on: the reader's errors, placed in their hand and trick, the next
 * line by its words, the words every kind of line has (cards, seats, a
 * seat's values), and the header's lines (format, view, rules, seed),
 * read by their words or, rules and seed, where they lie in the block.
 */
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "record_parse.h"

/* An error in the record's data: the hand and the trick it is in. */
static int
place(struct parse *p)
{
	p->e->hand = p->hand != NULL ? p->hand->number : 0;
	p->e->trick = p->phase == P_PLAY && p->st.phase != HEARTS_PHASE_DONE ?
	    p->st.trick + 1 : 0;
	return -1;
}

int
record_fail(struct parse *p, const char *fmt, ...)
{
	va_list	 ap;

	p->e->kind = HEARTS_ERR_DATA;
	p->e->line = p->ln.number;
	va_start(ap, fmt);
	vsnprintf(p->e->msg, sizeof(p->e->msg), fmt, ap);
	va_end(ap);
	return place(p);
}

/*
 * The next line with words.  A line the lines layer refuses is placed in
 * the hand and trick like any other error in the data.
 */
int
record_next_line(struct parse *p)
{
	int	 rc;

	if ((rc = hearts_line_next(&p->ln, p->e)) == -1 &&
	    p->e->kind == HEARTS_ERR_DATA)
		return place(p);
	return rc;
}

int
record_parse_card(struct parse *p, const char *word, hearts_card *c)
{
	char	 buf[HEARTS_SHOWN_SIZE];

	if ((*c = card_parse_canonical(word)) != HEARTS_NO_CARD)
		return 0;
	if ((*c = hearts_card_parse(word)) == HEARTS_NO_CARD)
		return record_fail(p, "'%s' is not a card (cards are written "
		    "2C, TD, QS; or 10h, Q\xe2\x99\xa0)", hearts_shown(word,
		    buf, sizeof(buf)));
	return 0;
}

int
record_parse_seat(struct parse *p, const char *word, int *seat)
{
	static const char *const seats[] = { "", "", "N E", "N E S",
	    "N E S W", "N E S W X" };
	char	 buf[HEARTS_SHOWN_SIZE];
	int	 n = p->g->rules.players;

	if ((*seat = seat_parse(word, n)) == -1)
		return record_fail(p, "'%s' is not a seat (with %d players the "
		    "seats are %s)", hearts_shown(word, buf, sizeof(buf)), n,
		    seats[n]);
	return 0;
}

/*
 * Cards of words[from..nwords), all different; the set, and how many in
 * *count.
 */
int
record_parse_cards(struct parse *p, int from, hearts_cards *set)
{
	char		 name[HEARTS_CARD_NAME];
	hearts_card	 c;
	hearts_cards	 bit;
	int		 i;

	*set = 0;
	for (i = from; i < p->ln.nwords; i++) {
		if (record_parse_card(p, p->ln.word[i], &c) == -1)
			return -1;
		/* A shift, not a call: this runs for every card dealt. */
		bit = (hearts_cards)1 << c;
		if (*set & bit) {
			hearts_card_name(c, name);
			return record_fail(p, "%s is written twice", name);
		}
		*set |= bit;
	}
	return 0;
}

/*
 * Parses "N=3 E=-10 ...", each seat of a game of that many players at
 * most once; the seats named in *seen.
 */
int
record_parse_seat_values(struct parse *p, char **words, int nwords, int *value,
    int max, int players, unsigned int *seen)
{
	const char	*errstr;
	char		*eq, buf[HEARTS_SHOWN_SIZE];
	int		 i, seat;

	*seen = 0;
	for (i = 0; i < nwords; i++) {
		/* Mostly "N=26": the sign right after a seat's letter. */
		eq = words[i][0] != '\0' && words[i][1] == '=' ? words[i] + 1 :
		    strchr(words[i], '=');
		if (eq == NULL)
			return record_fail(p, "'%s' is not a seat's score "
			    "(write N=12)", hearts_shown(words[i], buf,
			    sizeof(buf)));
		*eq = '\0';
		if ((seat = seat_parse(words[i], players)) == -1)
			return record_parse_seat(p, words[i], &seat);
		if (*seen & (1u << seat))
			return record_fail(p, "%c is given twice",
			    hearts_seat_name(seat));
		*seen |= 1u << seat;
		if ((value[seat] = small_number(eq + 1)) != -1 &&
		    value[seat] <= max)
			continue;
		value[seat] = (int)strtonum(eq + 1, -max, max, &errstr);
		if (errstr != NULL)
			return record_fail(p, "%c=%s: a score is a whole "
			    "number from %d to %d", hearts_seat_name(seat),
			    hearts_shown(eq + 1, buf, sizeof(buf)), -max, max);
	}
	return 0;
}

/* Every seat of the game, and no other, has a value. */
int
record_check_seats_named(struct parse *p, unsigned int seen)
{
	static const char *const seats[] = { "", "", "N E", "N E S",
	    "N E S W", "N E S W X" };
	int	 seat, n = p->g->rules.players;

	if (seen == (1u << n) - 1)
		return 0;
	for (seat = 0; seat < HEARTS_MAX_PLAYERS; seat++) {
		if (seat < n && (seen & (1u << seat)) == 0)
			return record_fail(p, "no score for %c",
			    hearts_seat_name(seat));
		if (seat >= n && (seen & (1u << seat)) != 0)
			return record_fail(p, "'%c' is not a seat (with %d "
			    "players the seats are %s)", hearts_seat_name(seat),
			    n, seats[n]);
	}
	return 0;
}

/* A score or total line: a value for each seat of the game. */
int
record_read_seat_values(struct parse *p, int *value)
{
	unsigned int	 seen;

	if (record_parse_seat_values(p, p->ln.word + 1, p->ln.nwords - 1, value,
	    HEARTS_SCORE_MAX, p->g->rules.players, &seen) == -1)
		return -1;
	return record_check_seats_named(p, seen);
}

int
record_read_format(struct parse *p)
{
	const char	*errstr;
	char		 buf[HEARTS_SHOWN_SIZE];
	long long	 version;

	if (strcmp(p->ln.word[0], "hearts") != 0)
		return record_fail(p, "a record begins with the line 'hearts "
		    "%d', not '%s'", HEARTS_FORMAT_VERSION,
		    hearts_shown(p->ln.word[0], buf, sizeof(buf)));
	if (p->ln.nwords != 2)
		return record_fail(p, "the format line is 'hearts %d'",
		    HEARTS_FORMAT_VERSION);
	version = strtonum(p->ln.word[1], 1, LLONG_MAX, &errstr);
	if (errstr != NULL)
		return record_fail(p, "'%s' is not a format version",
		    hearts_shown(p->ln.word[1], buf, sizeof(buf)));
	if (version > HEARTS_FORMAT_VERSION)
		return record_fail(p, "the record is in format version %lld; "
		    "this program reads version %d", version,
		    HEARTS_FORMAT_VERSION);
	p->g->first_line = p->ln.number;
	return 0;
}

/*
 * The rules of the last rules line read in place in this thread, for
 * each number of players (a collection may mix them, game by game).  A
 * line read by its words is not as the writer writes it, or not in the
 * block: it would not match the next one in place.
 */
static _Thread_local struct {
	struct hearts_rules r;
	bool		 valid;
} last_rules[HEARTS_MAX_PLAYERS + 1];

int
record_read_rules(struct parse *p)
{
	struct hearts_error oe;
	unsigned int	 seen = 0;
	int		 i, j;

	if (p->phase != P_HEADER)
		return record_fail(p, "the rules line belongs before the first "
		    "hand");
	if (p->have_rules)
		return record_fail(p, "the rules are given twice");
	hearts_rules_default(&p->g->rules);
	for (i = 1; i < p->ln.nwords; i++) {
		if ((j = rules_option_index(p->ln.word[i])) != -1) {
			if (seen & (1u << j))
				return record_fail(p, "the option %s is given "
				    "twice", rules_option_names[j]);
			seen |= 1u << j;
		}
		if (hearts_rules_option(&p->g->rules, p->ln.word[i], &oe) == -1)
			return record_fail(p, "%s", oe.msg);
	}
	/* The later options are stated where they are not the default. */
	for (j = 0; j < RULES_REQUIRED; j++)
		if ((seen & (1u << j)) == 0)
			return record_fail(p, "the rules do not state %s (a "
			    "record states every option)",
			    rules_option_names[j]);
	if (hearts_rules_check(&p->g->rules, &oe) == -1)
		return record_fail(p, "%s", oe.msg);
	p->have_rules = true;
	return 0;
}

/*
 * The length of the rules' text as the writer writes it if s holds it and
 * a newline after; else 0.
 */
static size_t
rules_written(const char *s, size_t avail, const struct hearts_rules *r)
{
	const char	*text = hearts_rules_text(r);
	size_t		 len = strlen(text);

	return avail > len && memcmp(s, text, len) == 0 &&
	    hearts_line_end(s[len]) ?
	    len : 0;
}

/*
 * The rules of a rules line's text from s, up to its newline, if the
 * writer writes them so: each word an option as hearts_rules_option()
 * reads it (so record_read_rules() would read the line the same), and the rules
 * whole and playable.  Returns the text's length, or 0 for a line to
 * read by its words.
 */
static size_t
canonical_rules(const char *s, size_t avail, struct hearts_rules *r)
{
	char		 line[RULES_TEXT_MAX], *word, *next;
	const char	*nl;
	struct hearts_error oe;
	size_t		 len;

	for (nl = s; nl < s + avail && !hearts_line_end(*nl); nl++)
		continue;
	if (nl == s + avail || (len = (size_t)(nl - s)) >= sizeof(line))
		return 0;
	memcpy(line, s, len);
	line[len] = '\0';
	hearts_rules_default(r);
	for (word = line; word != NULL; word = next) {
		if ((next = strchr(word, ' ')) != NULL)
			*next++ = '\0';
		if (hearts_rules_option(r, word, &oe) == -1)
			return 0;
	}
	if (hearts_rules_check(r, &oe) == -1)
		return 0;
	/* Every option once, in the writer's order and spelling. */
	return rules_written(s, avail, r);
}

/*
 * The rules line in its canonical form, from s, past the keyword: avail
 * bytes are there to read.  Nearly every record of a collection has the
 * rules of the one before, and reading them by their words cost a tenth
 * of a ten-hand record: a line the last rules of as many players write
 * is the line that reads as them (the writer's tests hold every rules'
 * text to that), so no option need be read again.  Returns 1 when it was
 * read, 0 for a line to read by words.
 */
int
record_plain_rules(struct parse *p, const char *s, size_t avail)
{
	struct hearts_rules r;
	size_t		 len = 0;
	int		 n;

	/* The canonical text begins with the players, one digit. */
	if (p->phase != P_HEADER || p->have_rules || avail < 10 ||
	    memcmp(s, "players=", 8) != 0 || (n = s[8] - '0') < 0 ||
	    n > HEARTS_MAX_PLAYERS)
		return 0;
	if (!last_rules[n].valid ||
	    (len = rules_written(s, avail, &last_rules[n].r)) == 0) {
		if ((len = canonical_rules(s, avail, &r)) == 0)
			return 0;
		last_rules[n].r = r;
		last_rules[n].valid = true;
	}
	p->g->rules = last_rules[n].r;
	p->have_rules = true;
	hearts_line_take(&p->ln, s + len);
	return 1;
}

int
record_read_seed(struct parse *p)
{
	const char	*errstr;
	char		 buf[HEARTS_SHOWN_SIZE];

	if (p->phase != P_HEADER)
		return record_fail(p, "the seed line belongs before the first "
		    "hand");
	if (p->g->seeded)
		return record_fail(p, "the seed is given twice");
	if (p->g->view >= 0)
		return record_fail(p, "a view has no seed line: the seed would "
		    "tell every hand");
	if (p->ln.nwords != 2)
		return record_fail(p, "the seed line is 'seed NUMBER'");
	p->g->seed = (uint64_t)strtonum(p->ln.word[1], 0, HEARTS_SEED_MAX,
	    &errstr);
	if (errstr != NULL)
		return record_fail(p, "'%s' is not a seed (a whole number from "
		    "0 to %lld)", hearts_shown(p->ln.word[1], buf, sizeof(buf)),
		    (long long)HEARTS_SEED_MAX);
	p->g->seeded = true;
	return 0;
}

/*
 * "seed NUMBER" from s, past the keyword, the number as the writer
 * writes it (no sign, no leading zero, 0 to HEARTS_SEED_MAX), after the
 * rules, where record_read_seed() would take it: else 0.
 */
int
record_plain_seed(struct parse *p, const char *s)
{
	uint64_t	 seed = 0;
	unsigned int	 d;
	int		 i;

	/* The writer writes the rules first: a seed before is by words. */
	if (p->phase != P_HEADER || !p->have_rules || p->g->seeded ||
	    p->g->view >= 0 || (s[0] == '0' && !hearts_line_end(s[1])))
		return 0;
	/* Nineteen digits at most: no overflow before the bound's test. */
	for (i = 0; i < 19 && (d = (unsigned int)(unsigned char)s[i] - '0') <=
	    9; i++)
		seed = seed * 10 + d;
	if (i == 0 || !hearts_line_end(s[i]) ||
	    seed > (uint64_t)HEARTS_SEED_MAX)
		return 0;
	hearts_line_take(&p->ln, s + i);
	p->g->seed = seed;
	p->g->seeded = true;
	return 1;
}

/* The header is complete: check it and read the set-up totals. */
int
record_end_header(struct parse *p)
{
	long	 line = p->ln.number;

	if (!p->have_rules)
		return record_fail(p, "the record has no rules line before its "
		    "first hand");
	if (p->setup_line != 0) {
		/* Now that the seats are known, the set-up must name each. */
		p->ln.number = p->setup_line;
		if (record_check_seats_named(p, p->setup_seats) == -1)
			return -1;
		p->g->setup = true;
		p->ln.number = line;
	}
	p->deck = hearts_rules_deck(&p->g->rules);
	p->hand_size = hearts_hand_size(p->g->rules.players);
	p->pass_count = hearts_pass_count(p->g->rules.players);
	if (p->g->view >= p->g->rules.players) {
		p->ln.number = p->view_line;
		record_fail(p, "'%c' is not a seat with %d players",
		    hearts_seat_name(p->g->view), p->g->rules.players);
		p->ln.number = line;
		return -1;
	}
	return 0;
}

/*
 * "view SEAT", right after the format line.  The seat is checked against
 * the players once the rules are read.
 */
int
record_read_view(struct parse *p)
{
	if (p->phase != P_HEADER || p->have_rules || p->g->seeded ||
	    p->setup_line != 0 || p->g->view >= 0)
		return record_fail(p, "the view line belongs right after the "
		    "format line");
	if (p->ln.nwords != 2)
		return record_fail(p, "a view line is 'view SEAT'");
	if ((p->g->view = hearts_seat_parse(p->ln.word[1],
	    HEARTS_MAX_PLAYERS)) == -1)
		return record_fail(p, "'%s' is not a seat (seats are N E S W "
		    "X)", hearts_shown(p->ln.word[1],
		    (char[HEARTS_SHOWN_SIZE]){ 0 }, HEARTS_SHOWN_SIZE));
	p->view_line = p->ln.number;
	return 0;
}
