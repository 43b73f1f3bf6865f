/*
 * record_plain_score.c: the lines in the record's own form from a hand's
 * score to the next hand's line, read where they lie in the block: the
 * score, total, moon and winner lines, the hand line (the first one too,
 * which ends the header) and the end line.  They come once a hand, not
 * once a card: record_plain.c calls them, its lines of cards inline.
 * The checks are record_parse.c's, record_hand.c's and record_play.c's,
 * as for the same lines read by their words.
 */
#include <string.h>

#include "record_cards.h"

/*
 * A score or total line's values from s, "N=26 E=0", as the writer writes
 * them: each after one space (the first after none) up to a newline, the
 * seats in seat order, each a whole number of one to four digits without
 * a leading zero, as small_number() reads them, or the same after a
 * minus, as strtonum(3) does.  The seats named in *seen.  Returns the
 * newline, or NULL for a line not so.
 */
static inline const char *
plain_values(const struct parse *p, const char *s, int *value,
    unsigned int *seen)
{
	unsigned int	 got = 0, d;
	int		 seat, n, i, minus;

	for (;;) {
		/* A minus as the writer writes it: before a digit not 0. */
		minus = s[2] == '-' && s[3] >= '1' && s[3] <= '9';
		/* No seat named already, nor any after this one. */
		if ((seat = plain_seat_letter(p, s[0])) < 0 || s[1] != '=' ||
		    (got >> seat) != 0 ||
		    (d = (unsigned int)(unsigned char)s[2 + minus] - '0') > 9 ||
		    (d == 0 && s[3] >= '0' && s[3] <= '9'))
			return NULL;
		got |= 1u << seat;
		for (n = (int)d, i = 3 + minus; i < 6 + minus &&
		    (d = (unsigned int)(unsigned char)s[i] - '0') <= 9; i++)
			n = n * 10 + (int)d;
		value[seat] = minus ? -n : n;
		if (s[i] != ' ')
			break;
		s += i + 1;
	}
	*seen = got;
	return hearts_line_end(s[i]) ? s + i : NULL;
}

/* "score VALUES" from s, past the keyword; 0 for a line not so. */
int
record_plain_score(struct parse *p, const char *s)
{
	int		 stated[HEARTS_MAX_PLAYERS];
	unsigned int	 seen;
	const char	*nl;

	if ((nl = plain_values(p, s, stated, &seen)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (record_check_played(p, "score") == -1 ||
	    record_check_seats_named(p, seen) == -1 ||
	    record_score_values(p, stated) == -1)
		return -1;
	return 1;
}

/* "total VALUES" from s, past the keyword, after a score; else 0. */
int
record_plain_total(struct parse *p, const char *s)
{
	int		 stated[HEARTS_MAX_PLAYERS];
	unsigned int	 seen;
	const char	*nl;

	if ((nl = plain_values(p, s, stated, &seen)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (record_check_seats_named(p, seen) == -1 ||
	    record_total_values(p, stated) == -1)
		return -1;
	return 1;
}

/*
 * "NUMBER pass=DIRECTION" from s, the rest of a hand line as the writer
 * writes that hand's (the number of at most four digits, the first not 0,
 * as small_number() reads it): the line's newline, or NULL.
 */
static inline const char *
plain_hand_words(const char *s, long number, enum hearts_pass pass)
{
	const char	*name = hearts_pass_name(pass);
	size_t		 len = strlen(name);
	unsigned int	 d;
	long		 n = 0;
	int		 i;

	for (i = 0; i < 4 && (d = (unsigned int)(unsigned char)s[i] - '0') <= 9;
	    i++)
		n = n * 10 + (long)d;
	if (i == 0 || s[0] == '0' || n != number ||
	    memcmp(s + i, " pass=", 6) != 0 ||
	    memcmp(s + i + 6, name, len) != 0 ||
	    !hearts_line_end(s[i + 6 + len]))
		return NULL;
	return s + i + 6 + len;
}

/*
 * "hand NUMBER pass=DIRECTION" from s, past the keyword, the hand after a
 * hand scored in a game that goes on, with the number and the pass that
 * follow it (record_read_hand() would read both so): else 0.
 */
int
record_plain_hand(struct parse *p, const char *s)
{
	const struct hearts_hand *prev = &p->g->hands[p->g->nhands - 1];
	enum hearts_pass pass = rules_pass_next(&p->g->rules, prev->pass);
	const char	*nl;

	if ((nl = plain_hand_words(s, prev->number + 1, pass)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	/* What is wrong with this line is not about the hand before. */
	p->hand = NULL;
	return record_start_hand(p, prev->number + 1, pass) == -1 ? -1 : 1;
}

/* "moon SEAT" from s, past the keyword; 0 for a line not so. */
int
record_plain_moon(struct parse *p, const char *s)
{
	int	 seat = plain_seat_letter(p, s[0]);

	if (seat < 0 || !hearts_line_end(s[1]))
		return 0;
	hearts_line_take(&p->ln, s + 1);
	return record_moon(p, seat) == -1 ? -1 : 1;
}

/*
 * "winner SEAT..." from s, past the keyword, the seats in seat order as
 * the writer writes them; 0 for a line not so.
 */
int
record_plain_winner(struct parse *p, const char *s)
{
	unsigned int	 stated = 0;
	int		 seat;

	for (;; s += 2) {
		if ((seat = plain_seat_letter(p, s[0])) < 0 ||
		    (stated >> seat) != 0)
			return 0;
		stated |= 1u << seat;
		if (s[1] != ' ')
			break;
	}
	if (!hearts_line_end(s[1]))
		return 0;
	hearts_line_take(&p->ln, s + 1);
	return record_winner(p, stated) == -1 ? -1 : 1;
}

/*
 * "hand 1 pass=DIRECTION" from s, past the keyword, the first hand of a
 * record that does not start from a set-up, with the first hand's pass
 * (record_read_hand() would read it so, and end the header as here).
 */
int
record_plain_first_hand(struct parse *p, const char *s)
{
	enum hearts_pass pass;
	const char	*nl;

	if (!p->have_rules || p->setup_line != 0)
		return 0;
	pass = rules_pass_first(&p->g->rules);
	if ((nl = plain_hand_words(s, 1, pass)) == NULL)
		return 0;
	hearts_line_take(&p->ln, nl);
	if (record_end_header(p) == -1 ||
	    record_start_hand(p, 1, pass) == -1)
		return -1;
	return 1;
}

/* The end line at s, taken: PLAIN_END; else 0. */
int
record_plain_end(struct parse *p, const char *s)
{
	if (memcmp(s, "end\n", 4) != 0)
		return 0;
	hearts_line_take(&p->ln, s + 3);
	return PLAIN_END;
}
