/*
 * card.c: cards, sets of cards and seats, and their names.
 */
#include <string.h>

#include "internal.h"

static const char rank_letters[] = "23456789TJQKA";
static const char suit_letters[] = "CDHS";
static const char seat_letters[] = "NESWX";

/* Upper case for ASCII letters only, whatever the locale. */
static int
ascii_upper(char c)
{
	return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : (unsigned char)c;
}

/* The index of c in letters, or -1; never matches the NUL. */
static int
letter_index(const char *letters, char c)
{
	const char	*p;

	if (c == '\0' || (p = strchr(letters, ascii_upper(c))) == NULL)
		return -1;
	return (int)(p - letters);
}

hearts_card
hearts_card_make(enum hearts_suit suit, int rank)
{
	return 16 * (int)suit + rank - 2;
}

enum hearts_suit
hearts_card_suit(hearts_card c)
{
	return (enum hearts_suit)(c / 16);
}

int
hearts_card_rank(hearts_card c)
{
	return c % 16 + 2;
}

hearts_cards
hearts_card_bit(hearts_card c)
{
	return (hearts_cards)1 << c;
}

hearts_cards
hearts_suit_cards(enum hearts_suit s)
{
	return SUIT_MASK << (16 * (int)s);
}

int
hearts_cards_count(hearts_cards set)
{
#ifdef __POPCNT__
	return __builtin_popcountll(set);
#else
	/* Without the instruction, the builtin is a call into libgcc. */
	set -= (set >> 1) & 0x5555555555555555ULL;
	set = (set & 0x3333333333333333ULL) + ((set >> 2) & 0x3333333333333333ULL);
	set = (set + (set >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)((set * 0x0101010101010101ULL) >> 56);
#endif
}

hearts_card
hearts_cards_lowest(hearts_cards set)
{
	return set == 0 ? HEARTS_NO_CARD : __builtin_ctzll(set);
}

hearts_card
hearts_cards_highest(hearts_cards set)
{
	return set == 0 ? HEARTS_NO_CARD : 63 - __builtin_clzll(set);
}

void
hearts_card_name(hearts_card c, char name[HEARTS_CARD_NAME])
{
	name[0] = rank_letters[hearts_card_rank(c) - 2];
	name[1] = suit_letters[hearts_card_suit(c)];
	name[2] = '\0';
}

/* The suit a symbol or letter names, and how many bytes it takes; -1 if none. */
static int
parse_suit(const char *s, size_t *len)
{
	/* UTF-8 of the black and white suit symbols, U+2660 to U+2667. */
	static const struct {
		const char	*utf8;
		enum hearts_suit suit;
	} symbols[] = {
		{ "\xe2\x99\xa3", HEARTS_CLUBS },	/* ♣ */
		{ "\xe2\x99\xa7", HEARTS_CLUBS },	/* ♧ */
		{ "\xe2\x99\xa6", HEARTS_DIAMONDS },	/* ♦ */
		{ "\xe2\x99\xa2", HEARTS_DIAMONDS },	/* ♢ */
		{ "\xe2\x99\xa5", HEARTS_HEARTS },	/* ♥ */
		{ "\xe2\x99\xa1", HEARTS_HEARTS },	/* ♡ */
		{ "\xe2\x99\xa0", HEARTS_SPADES },	/* ♠ */
		{ "\xe2\x99\xa4", HEARTS_SPADES },	/* ♤ */
	};
	size_t		 i;
	int		 suit;

	if ((suit = letter_index(suit_letters, *s)) != -1) {
		*len = 1;
		return suit;
	}
	for (i = 0; i < sizeof(symbols) / sizeof(symbols[0]); i++)
		if (strncmp(s, symbols[i].utf8, 3) == 0) {
			*len = 3;
			return (int)symbols[i].suit;
		}
	return -1;
}

hearts_card
hearts_card_parse(const char *s)
{
	size_t		 len;
	hearts_card	 c;
	int		 rank, suit;

	if ((c = card_parse_canonical(s)) != HEARTS_NO_CARD)
		return c;

	if (s[0] == '1' && s[1] == '0') {
		rank = 10;
		s += 2;
	} else if ((rank = letter_index(rank_letters, s[0])) != -1) {
		rank += 2;
		s++;
	} else
		return HEARTS_NO_CARD;
	if ((suit = parse_suit(s, &len)) == -1 || s[len] != '\0')
		return HEARTS_NO_CARD;
	return hearts_card_make((enum hearts_suit)suit, rank);
}

size_t
hearts_cards_format(hearts_cards set, char *buf, size_t size)
{
	char	 name[HEARTS_CARD_NAME];
	size_t	 len = 0;

	if (size > 0)
		buf[0] = '\0';
	for (; set != 0; set &= set - 1) {
		hearts_card_name(hearts_cards_lowest(set), name);
		/* A space before all but the first card, and the NUL. */
		if (len + (len > 0) + 3 > size)
			break;
		if (len > 0)
			buf[len++] = ' ';
		buf[len++] = name[0];
		buf[len++] = name[1];
		buf[len] = '\0';
	}
	return len;
}

char
hearts_seat_name(int seat)
{
	return seat_letters[seat];
}

int
hearts_seat_parse(const char *s, int players)
{
	return seat_parse(s, players);
}
