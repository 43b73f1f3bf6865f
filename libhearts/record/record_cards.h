/*
 * record_cards.h: a line's cards and seats in the record's own form,
 * read where they lie in the stream's block, without words: inline for
 * the readers of such lines (record_plain.c, record_plain_score.c).
 * Nearly every line of a record is a keyword, a seat, canonical cards
 * each after one space, a newline, and finding their words cost more
 * than reading their cards.  Any other line, and any of these that is
 * not so written (another case, a card twice, a carriage return, more
 * cards than a line holds), is read by words as ever, so every message
 * stays the same: these readers take a line only once it is sure to
 * read as its words would, then call the same checks as the readers of
 * words, in the same order.
 */
#ifndef HEARTS_RECORD_CARDS_H
#define HEARTS_RECORD_CARDS_H

#include "record_parse.h"

/*
 * The canonical card names by their two bytes, the rank's the low byte:
 * the card plus one, 0 for any other pair.  One look-up a card instead of
 * one a byte; only the eight cache lines of the names are ever touched.
 */
#define PAIR(r, s)	((unsigned int)(unsigned char)(r) | \
	(unsigned int)(unsigned char)(s) << 8)
#define PAIR_SUIT(s, suit)	\
	[PAIR('2', s)] = 16 * (suit) + 1, [PAIR('3', s)] = 16 * (suit) + 2, \
	[PAIR('4', s)] = 16 * (suit) + 3, [PAIR('5', s)] = 16 * (suit) + 4, \
	[PAIR('6', s)] = 16 * (suit) + 5, [PAIR('7', s)] = 16 * (suit) + 6, \
	[PAIR('8', s)] = 16 * (suit) + 7, [PAIR('9', s)] = 16 * (suit) + 8, \
	[PAIR('T', s)] = 16 * (suit) + 9, [PAIR('J', s)] = 16 * (suit) + 10, \
	[PAIR('Q', s)] = 16 * (suit) + 11, [PAIR('K', s)] = 16 * (suit) + 12, \
	[PAIR('A', s)] = 16 * (suit) + 13
static const uint8_t card_of_pair[1 << 16] = {
	PAIR_SUIT('C', HEARTS_CLUBS), PAIR_SUIT('D', HEARTS_DIAMONDS),
	PAIR_SUIT('H', HEARTS_HEARTS), PAIR_SUIT('S', HEARTS_SPADES)
};
#undef PAIR_SUIT

/*
 * The canonical card at s, or -1.  s[1] is read even after a NUL at s[0]:
 * the block has WORD_PAD bytes to spare past its NUL.
 */
static inline int
pair_card(const char *s)
{
	return card_of_pair[PAIR(s[0], s[1])] - 1;
}
#undef PAIR

/*
 * Canonical cards from s, each after one space (the first after none),
 * up to a newline, at most max and each once: their set, their order if
 * order is not NULL, and if sorted is not NULL whether they are in card
 * order, as the writer writes a set (a NULL inline drops the test).
 * Returns the newline, or NULL for a line not so.
 */
static inline const char *
plain_cards(const char *s, int max, hearts_cards *set, hearts_card *order,
    int *count, bool *sorted)
{
	hearts_cards	 cards = 0, twice = 0, bit;
	int		 c, n = 0;
	size_t		 i = 0;
	bool		 down = false;

	for (;; i += 3) {
		if ((c = pair_card(s + i)) < 0)
			return NULL;
		bit = card_bit(c);
		/* A card twice refuses the line: that can wait to the end. */
		twice |= cards & bit;
		/* A card under one before: not in card order. */
		if (sorted != NULL)
			down |= cards > bit;
		cards |= bit;
		if (order != NULL)
			order[n] = c;
		if (++n == max || s[i + 2] != ' ')
			break;
	}
	*set = cards;
	*count = n;
	if (sorted != NULL)
		*sorted = !down;
	return hearts_line_end(s[i + 2]) && twice == 0 ? s + i + 2 : NULL;
}

/*
 * The seat of a letter as the writer writes it, a capital, of the game;
 * or -1.  The reader takes small letters too, by words: a line read in
 * place is so in the writer's form.
 */
static inline int
plain_seat_letter(const struct parse *p, int c)
{
	int	 seat = seat_of[(unsigned char)c] - 1;

	return seat >= 0 && seat < p->g->rules.players &&
	    ((unsigned char)c & 0x20) == 0 ? seat : -1;
}

/* A seat's letter and a space at s, a seat of the game; or -1. */
static inline int
plain_seat(const struct parse *p, const char *s)
{
	return s[1] == ' ' ? plain_seat_letter(p, s[0]) : -1;
}

/*
 * A view's cards hidden from its seat, "?? ??", from s, as plain_cards()
 * reads cards: how many.  Returns the newline, or NULL for a line not so.
 */
static inline const char *
plain_hidden(const char *s, int max, int *count)
{
	int	 n = 0;

	for (;;) {
		if (s[0] != '?' || s[1] != '?' || n == max)
			return NULL;
		n++;
		if (s[2] != ' ')
			break;
		s += 3;
	}
	*count = n;
	return hearts_line_end(s[2]) ? s + 2 : NULL;
}

/*
 * A line's cards from s as plain_cards() reads them, a seat's that the
 * reader's seat sees, or as plain_hidden() does, one's that it does not
 * (parse_hidden_cards() reads either so, and refuses the other way).
 */
static inline const char *
plain_seen_cards(const char *s, enum seen seen, hearts_cards *cards,
    int *hidden, bool *sorted)
{
	int	 n;

	*cards = 0;
	*hidden = 0;
	if (sorted != NULL)
		*sorted = true;
	if (seen == SEEN_ALWAYS || (seen == SEEN_EITHER && s[0] != '?'))
		return plain_cards(s, 52, cards, NULL, &n, sorted);
	return plain_hidden(s, 52, hidden);
}

#endif
