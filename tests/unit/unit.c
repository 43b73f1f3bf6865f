/*
 * unit.c: the unit tests of libhearts, one group of checks for each part
 * of the library.  "unit GROUP" runs one group, "unit" runs them all,
 * "unit --list" names them.  Only failures are reported, on stderr.
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

enum { SEAT_N, SEAT_E, SEAT_S, SEAT_W, SEAT_X };

#define GOLDEN_GAMMA	0x9e3779b97f4a7c15ULL
#define NRING		8

/* The canonical text of a set; a ring of buffers lets one check show two. */
static const char *
fmt(hearts_cards set)
{
	static char	 ring[NRING][HEARTS_MAX_PLAYED * 3 + 1];
	static int	 next;
	char		*buf = ring[next++ % NRING];

	hearts_cards_format(set, buf, sizeof(ring[0]));
	return buf;
}

static hearts_card
card(const char *name)
{
	hearts_card	 c = hearts_card_parse(name);

	CHECK(c != HEARTS_NO_CARD);
	return c;
}

static hearts_cards
bit(const char *name)
{
	hearts_card	 c = card(name);

	return c == HEARTS_NO_CARD ? 0 : hearts_card_bit(c);
}

/* A set from text such as "2C QS 10h": fixtures read like the records. */
static hearts_cards
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
static hearts_card
nth_card(hearts_cards set, int n)
{
	while (n-- > 0)
		set &= set - 1;
	return hearts_cards_lowest(set);
}

/* SplitMix64's output function, written out again to check the library's. */
static uint64_t
mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
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

/*
 * Whether text is well-formed UTF-8, by the table of well-formed byte
 * sequences of the Unicode standard (3.9, table 3-7): each lead byte's
 * range allows one range of second bytes, then continuation bytes.
 * Written as ranges on purpose: the library decodes and checks the code
 * point, and a test's oracle is never a copy of the code under test.
 */
static bool
valid_utf8(const char *text)
{
	static const struct {
		unsigned char lo, hi;		/* the lead byte */
		unsigned char lo2, hi2;		/* the second byte */
		int	 more;			/* continuation bytes after */
	} forms[] = {
		{ 0xc2, 0xdf, 0x80, 0xbf, 0 },
		{ 0xe0, 0xe0, 0xa0, 0xbf, 1 },
		{ 0xe1, 0xec, 0x80, 0xbf, 1 },
		{ 0xed, 0xed, 0x80, 0x9f, 1 },
		{ 0xee, 0xef, 0x80, 0xbf, 1 },
		{ 0xf0, 0xf0, 0x90, 0xbf, 2 },
		{ 0xf1, 0xf3, 0x80, 0xbf, 2 },
		{ 0xf4, 0xf4, 0x80, 0x8f, 2 },
	};
	const unsigned char *s = (const unsigned char *)text;
	size_t		 f;
	int		 k;

	while (*s != '\0') {
		if (*s < 0x80) {
			s++;
			continue;
		}
		for (f = 0; f < sizeof(forms) / sizeof(forms[0]); f++)
			if (*s >= forms[f].lo && *s <= forms[f].hi)
				break;
		if (f == sizeof(forms) / sizeof(forms[0]) ||
		    s[1] < forms[f].lo2 || s[1] > forms[f].hi2)
			return false;
		s += 2;
		for (k = 0; k < forms[f].more; k++, s++)
			if (*s < 0x80 || *s > 0xbf)
				return false;
	}
	return true;
}

/*
 * hearts_escaped(): known byte strings and what a message shows of them,
 * and the oracle above on known good and bad strings.
 */
static void
test_escaped(void)
{
	static const char *const shown[][2] = {
		{ "abc", "abc" },
		{ "Q\xe2\x99\xa0", "Q\xe2\x99\xa0" },		/* U+2660 */
		{ "\xf0\x9f\x82\xa1", "\xf0\x9f\x82\xa1" },	/* U+1F0A1 */
		{ "\xed\x9f\xbf", "\xed\x9f\xbf" },		/* U+D7FF */
		{ "\xc3\xa9t\xc3\xa9", "\xc3\xa9t\xc3\xa9" },
		{ "a\\b", "a\\\\b" },
		{ "\x1b[31m", "\\x1b[31m" },
		{ "x\ty\rz\x7f", "x\\x09y\\x0dz\\x7f" },
		{ "\xc2\x85", "\\u0085" },			/* NEL */
		{ "trick\xc2\xa0S", "trick\\u00a0S" },		/* no-break space */
		{ "\xc2\xad", "\\u00ad" },			/* soft hyphen */
		{ "\xe2\x80\x8b", "\\u200b" }, { "\xe2\x80\x8c", "\\u200c" },
		{ "\xe2\x80\x8d", "\\u200d" }, { "\xe2\x80\x8e", "\\u200e" },
		{ "\xe2\x80\x8f", "\\u200f" }, { "\xe2\x80\xaa", "\\u202a" },
		{ "\xe2\x80\xab", "\\u202b" }, { "\xe2\x80\xac", "\\u202c" },
		{ "\xe2\x80\xad", "\\u202d" }, { "\xe2\x80\xae", "\\u202e" },
		{ "\xe2\x81\xa6", "\\u2066" }, { "\xe2\x81\xa7", "\\u2067" },
		{ "\xe2\x81\xa8", "\\u2068" }, { "\xe2\x81\xa9", "\\u2069" },
		{ "\xe2\x80\xa8", "\\u2028" }, { "\xe3\x80\x80", "\\u3000" },
		{ "\xef\xbb\xbf", "\\ufeff" },
		{ "\xf3\xa0\x80\x81", "\\U000e0001" },		/* a tag */
		{ "\xe0\x80\x80", "\\xe0\\x80\\x80" },		/* overlong */
		{ "\xc0\xaf", "\\xc0\\xaf" },
		{ "\xc1\xbf", "\\xc1\\xbf" },
		{ "\xf0\x80\x80\x80", "\\xf0\\x80\\x80\\x80" },
		{ "\xed\xa0\x80", "\\xed\\xa0\\x80" },		/* surrogates */
		{ "\xed\xbf\xbf", "\\xed\\xbf\\xbf" },
		{ "\xf4\x90\x80\x80", "\\xf4\\x90\\x80\\x80" },	/* past U+10FFFF */
		{ "\xf5\x80\x80\x80", "\\xf5\\x80\\x80\\x80" },
		{ "\xe2\x99", "\\xe2\\x99" },			/* cut short */
		{ "\x80x", "\\x80x" }, { "\xfe\xff", "\\xfe\\xff" },
		{ "h\xe9" "arts", "h\\xe9" "arts" },		/* Latin-1 */
		{ "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx", "xxxxxxxxxxxxxxxxxxxxxxxx..." },
	};
	static const char *const good[] = {
		"", "a", "\xc2\x80", "\xdf\xbf", "\xe0\xa0\x80", "\xed\x9f\xbf",
		"\xee\x80\x80", "\xef\xbf\xbf", "\xf0\x90\x80\x80",
		"\xf4\x8f\xbf\xbf", "\xe2\x99\xa0 \xe2\x99\xa5",
	};
	static const char *const bad[] = {
		"\x80", "\xbf", "\xc0\x80", "\xc1\xbf", "\xc2", "\xc2\x41",
		"\xe0\x80\x80", "\xe0\x9f\xbf", "\xed\xa0\x80", "\xed\xbf\xbf",
		"\xe2\x99", "\xf0\x80\x80\x80", "\xf0\x8f\xbf\xbf",
		"\xf4\x90\x80\x80", "\xf5\x80\x80\x80", "\xff", "\xfe",
	};
	char		 buf[HEARTS_SHOWN_SIZE], small[8];
	size_t		 i;

	for (i = 0; i < sizeof(good) / sizeof(good[0]); i++)
		CHECK(valid_utf8(good[i]));
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		CHECK(!valid_utf8(bad[i]));
	for (i = 0; i < sizeof(shown) / sizeof(shown[0]); i++) {
		CHECK_STR(hearts_shown(shown[i][0], buf, sizeof(buf)),
		    shown[i][1]);
		CHECK(valid_utf8(buf));
	}
	/* What is shown of a bad string is good, and a cut keeps escapes whole. */
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		CHECK(valid_utf8(hearts_shown(bad[i], buf, sizeof(buf))));
	CHECK_STR(hearts_shown("\x01\x02\x03", small, sizeof(small)), "\\x01...");
	CHECK_STR(hearts_shown("a\x01\x02", small, sizeof(small)), "a...");
	CHECK_STR(hearts_shown("ab\x01", small, sizeof(small)), "ab\\x01");
	CHECK_STR(hearts_escaped("a\0b", 3, 10, buf, sizeof(buf)), "a\\x00b");
	/* Any 24 bytes fit the buffer the header names. */
	memset(small, 0, sizeof(small));
	CHECK(strlen(hearts_shown("\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01"
	    "\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01\x01", buf,
	    sizeof(buf))) == 24 * 4 + 3);
}

static void
test_cards(void)
{
	static const char *const lenient[][2] = {
		{ "qs", "QS" }, { "QS", "QS" }, { "Qs", "QS" }, { "10h", "TH" },
		{ "10H", "TH" }, { "th", "TH" }, { "Th", "TH" }, { "TH", "TH" },
		{ "Q\xe2\x99\xa0", "QS" }, { "10\xe2\x99\xa5", "TH" },
		{ "A\xe2\x99\xa4", "AS" }, { "2\xe2\x99\xa3", "2C" },
		{ "3\xe2\x99\xa7", "3C" }, { "k\xe2\x99\xa6", "KD" },
		{ "J\xe2\x99\xa2", "JD" }, { "4\xe2\x99\xa1", "4H" },
	};
	static const char *const bad[] = {
		"", "1", "1H", "11H", "QX", "QSS", "Q", "10", "0H",
		"Q\xe2\x99", " QS", "QS ", "1OH", "10HH", "Q\xe2\x99\xa8",
		"\xe2\x99\xa0", "Q\xe2\x99\xa0S",
	};
	char		 name[HEARTS_CARD_NAME], big[200], buf[200], want[200];
	hearts_cards	 all = 0, deck = hearts_deck(4);
	hearts_card	 c;
	size_t		 i, len, size, k, full;
	bool		 overflow;
	int		 suit, rank, players, seat;

	want[0] = '\0';
	for (suit = 0; suit < 4; suit++)
		for (rank = 2; rank <= 14; rank++) {
			c = hearts_card_make((enum hearts_suit)suit, rank);
			CHECK_INT(hearts_card_suit(c), suit);
			CHECK_INT(hearts_card_rank(c), rank);
			CHECK(hearts_card_bit(c) ==
			    (hearts_cards)1 << (16 * suit + rank - 2));
			CHECK((all & hearts_card_bit(c)) == 0);
			all |= hearts_card_bit(c);
			hearts_card_name(c, name);
			CHECK_INT(strlen(name), 2);
			CHECK_INT(name[0], "23456789TJQKA"[rank - 2]);
			CHECK_INT(name[1], "CDHS"[suit]);
			CHECK_INT(hearts_card_parse(name), c);
			strlcat(want, name, sizeof(want));
			strlcat(want, " ", sizeof(want));
		}
	want[strlen(want) - 1] = '\0';
	CHECK(all == deck);
	for (suit = 0; suit < 4; suit++) {
		CHECK_INT(hearts_cards_count(hearts_suit_cards(
		    (enum hearts_suit)suit)), 13);
		CHECK(hearts_suit_cards((enum hearts_suit)suit) ==
		    (deck & ((hearts_cards)0xffff << (16 * suit))));
	}

	for (i = 0; i < sizeof(lenient) / sizeof(lenient[0]); i++)
		CHECK_INT(hearts_card_parse(lenient[i][0]),
		    hearts_card_parse(lenient[i][1]));
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		if (hearts_card_parse(bad[i]) != HEARTS_NO_CARD) {
			fprintf(stderr, "%s:%d: '%s' parses as a card\n",
			    __FILE__, __LINE__, bad[i]);
			unit_failures++;
		}

	/* Canonical order whatever order the bits were set in. */
	CHECK_STR(fmt(set_of("AS KH 3D 2C 10S")), "2C 3D KH TS AS");
	CHECK_STR(fmt(0), "");
	full = hearts_cards_format(deck, big, sizeof(big));
	CHECK_STR(big, want);
	CHECK_INT(full, 52 * 3 - 1);
	/* Any size: never past the end, NUL-terminated, cut between cards. */
	for (size = 0; size <= full + 2; size++) {
		memset(buf, '#', sizeof(buf));
		len = hearts_cards_format(deck, buf, size);
		overflow = false;
		for (i = size; i < sizeof(buf); i++)
			if (buf[i] != '#')
				overflow = true;
		CHECK(!overflow);
		if (size == 0) {
			CHECK_INT(len, 0);
			continue;
		}
		CHECK(memchr(buf, '\0', size) != NULL);
		if (memchr(buf, '\0', size) == NULL)
			continue;
		CHECK_INT(strlen(buf), len);
		CHECK(strncmp(buf, big, len) == 0);
		CHECK(len == 0 || big[len] == ' ' || big[len] == '\0');
		k = size / 3 > 52 ? 52 : size / 3;
		if (size != 3)
			CHECK_INT(len, k == 0 ? 0 : 3 * k - 1);
	}
	/* A buffer of three bytes holds the first card and its NUL. */
	CHECK_INT(hearts_cards_format(deck, buf, 3), 2);

	CHECK_INT(hearts_cards_count(0), 0);
	CHECK_INT(hearts_cards_lowest(0), HEARTS_NO_CARD);
	CHECK_INT(hearts_cards_highest(0), HEARTS_NO_CARD);
	CHECK_INT(hearts_cards_count(bit("7D")), 1);
	CHECK_INT(hearts_cards_lowest(bit("7D")), card("7D"));
	CHECK_INT(hearts_cards_highest(bit("7D")), card("7D"));
	CHECK_INT(hearts_cards_count(set_of("AS 2C 9H")), 3);
	CHECK_INT(hearts_cards_lowest(set_of("AS 2C 9H")), card("2C"));
	CHECK_INT(hearts_cards_highest(set_of("AS 2C 9H")), card("AS"));
	CHECK_INT(hearts_cards_count(deck), 52);
	CHECK_INT(hearts_cards_lowest(deck), card("2C"));
	CHECK_INT(hearts_cards_highest(deck), card("AS"));

	for (seat = 0; seat < HEARTS_MAX_PLAYERS; seat++)
		CHECK_INT(hearts_seat_name(seat), "NESWX"[seat]);
	for (players = 2; players <= HEARTS_MAX_PLAYERS; players++)
		for (seat = 0; seat < HEARTS_MAX_PLAYERS; seat++) {
			name[0] = "NESWX"[seat];
			name[1] = '\0';
			CHECK_INT(hearts_seat_parse(name, players),
			    seat < players ? seat : -1);
			name[0] = "neswx"[seat];
			CHECK_INT(hearts_seat_parse(name, players),
			    seat < players ? seat : -1);
		}
	CHECK_INT(hearts_seat_parse("NE", 4), -1);
	CHECK_INT(hearts_seat_parse("", 4), -1);
	CHECK_INT(hearts_seat_parse("Q", 4), -1);
	CHECK_INT(hearts_seat_parse(" N", 4), -1);
}

/* The rules as text: a failed comparison then shows every option. */
static const char *
rules_text(const struct hearts_rules *r)
{
	static char	 ring[NRING][256];
	static int	 next;
	char		*buf = ring[next++ % NRING];

	hearts_rules_format(r, buf, sizeof(ring[0]));
	return buf;
}

static void
test_rules(void)
{
	static const struct {
		const char	*name;
		struct hearts_rules rules;
	} presets[] = {
		{ "standard", { 4, false, HEARTS_MOON_ADD, false, 100,
		    HEARTS_TIE_PLAY_ON } },
		{ "black-lady", { 4, true, HEARTS_MOON_ADD, false, 100,
		    HEARTS_TIE_PLAY_ON } },
		{ "omnibus", { 4, false, HEARTS_MOON_ADD, true, 100,
		    HEARTS_TIE_PLAY_ON } },
		{ "moon-down", { 4, false, HEARTS_MOON_SUBTRACT, false, 100,
		    HEARTS_TIE_PLAY_ON } },
		{ "session", { 4, false, HEARTS_MOON_ADD, false, 0,
		    HEARTS_TIE_PLAY_ON } },
		{ "two-player", { 2, true, HEARTS_MOON_ADD, false, 50,
		    HEARTS_TIE_PLAY_ON } },
		{ "three-player", { 3, true, HEARTS_MOON_ADD, false, 100,
		    HEARTS_TIE_PLAY_ON } },
		{ "five-player", { 5, true, HEARTS_MOON_ADD, false, 100,
		    HEARTS_TIE_PLAY_ON } },
	};
	/* Each option applied to the default rules. */
	static const struct {
		const char	*option;
		struct hearts_rules rules;
	} options[] = {
		{ "players=2", { 2, false, 0, false, 100, 0 } },
		{ "players=3", { 3, false, 0, false, 100, 0 } },
		{ "players=4", { 4, false, 0, false, 100, 0 } },
		{ "players=5", { 5, false, 0, false, 100, 0 } },
		{ "queen-breaks-hearts=yes", { 4, true, 0, false, 100, 0 } },
		{ "queen-breaks-hearts=on", { 4, true, 0, false, 100, 0 } },
		{ "queen-breaks-hearts=no", { 4, false, 0, false, 100, 0 } },
		{ "queen-breaks-hearts=off", { 4, false, 0, false, 100, 0 } },
		{ "moon=add", { 4, false, HEARTS_MOON_ADD, false, 100, 0 } },
		{ "moon=subtract", { 4, false, HEARTS_MOON_SUBTRACT, false,
		    100, 0 } },
		{ "jack-of-diamonds=on", { 4, false, 0, true, 100, 0 } },
		{ "jack-of-diamonds=yes", { 4, false, 0, true, 100, 0 } },
		{ "jack-of-diamonds=off", { 4, false, 0, false, 100, 0 } },
		{ "jack-of-diamonds=no", { 4, false, 0, false, 100, 0 } },
		{ "target=1", { 4, false, 0, false, 1, 0 } },
		{ "target=50", { 4, false, 0, false, 50, 0 } },
		{ "target=10000", { 4, false, 0, false, 10000, 0 } },
		{ "target=none", { 4, false, 0, false, 0, 0 } },
		{ "tie=play-on", { 4, false, 0, false, 100,
		    HEARTS_TIE_PLAY_ON } },
		{ "tie=share", { 4, false, 0, false, 100, HEARTS_TIE_SHARE } },
	};
	static const char *const bad[] = {
		"players=1", "players=6", "players=x", "players=", "players=4x",
		"target=0", "target=10001", "target=-5", "target=abc",
		"moon=down", "tie=maybe", "queen-breaks-hearts=true",
		"jack-of-diamonds=1", "colour=red", "players", "", "=4",
	};
	static const char *const option_names[] = { "players",
	    "queen-breaks-hearts", "moon", "jack-of-diamonds", "target",
	    "tie" };
	struct hearts_rules r, before;
	struct hearts_error e;
	size_t		 i;
	int		 n;

	hearts_rules_default(&r);
	CHECK_INT(r.players, 4);
	CHECK(!r.queen_breaks_hearts);
	CHECK_INT(r.moon, HEARTS_MOON_ADD);
	CHECK(!r.jack_of_diamonds);
	CHECK_INT(r.target, 100);
	CHECK_INT(r.tie, HEARTS_TIE_PLAY_ON);
	CHECK_STR(rules_text(&r), "players=4 queen-breaks-hearts=no moon=add "
	    "jack-of-diamonds=off target=100 tie=play-on");
	CHECK_INT(hearts_rules_format(&r, NULL, 0), strlen(rules_text(&r)));

	for (i = 0; i < sizeof(presets) / sizeof(presets[0]); i++) {
		memset(&r, 0xa5, sizeof(r));
		CHECK_INT(hearts_rules_preset(&r, presets[i].name, &e), 0);
		CHECK_STR(rules_text(&r), rules_text(&presets[i].rules));
		CHECK_INT(hearts_rules_check(&r, &e), 0);
		CHECK(hearts_preset_names[i] != NULL &&
		    strcmp(hearts_preset_names[i], presets[i].name) == 0);
	}
	CHECK(hearts_preset_names[i] == NULL);
	CHECK_INT(hearts_rules_preset(&r, "session", &e), 0);
	CHECK_STR(rules_text(&r), "players=4 queen-breaks-hearts=no moon=add "
	    "jack-of-diamonds=off target=none tie=play-on");
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_rules_preset(&r, "black-maria", &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_DATA);
	CHECK(strstr(e.msg, "black-maria") != NULL);

	for (i = 0; i < sizeof(option_names) / sizeof(option_names[0]); i++)
		CHECK(hearts_option_names[i] != NULL &&
		    strcmp(hearts_option_names[i], option_names[i]) == 0);
	CHECK(hearts_option_names[i] == NULL);
	for (i = 0; i < sizeof(options) / sizeof(options[0]); i++) {
		hearts_rules_default(&r);
		CHECK_INT(hearts_rules_option(&r, options[i].option, &e), 0);
		CHECK_STR(rules_text(&r), rules_text(&options[i].rules));
	}
	/* A refused option leaves the rules as they were. */
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		hearts_rules_preset(&r, "black-lady", &e);
		before = r;
		memset(&e, 0, sizeof(e));
		if (hearts_rules_option(&r, bad[i], &e) != -1) {
			fprintf(stderr, "%s:%d: option '%s' accepted\n",
			    __FILE__, __LINE__, bad[i]);
			unit_failures++;
		}
		CHECK_INT(e.kind, HEARTS_ERR_DATA);
		CHECK(e.msg[0] != '\0');
		CHECK_STR(rules_text(&r), rules_text(&before));
	}

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		hearts_rules_preset(&r, "omnibus", &e);
		r.players = n;
		memset(&e, 0, sizeof(e));
		CHECK_INT(hearts_rules_check(&r, &e), n == 2 ? -1 : 0);
		if (n == 2) {
			CHECK_INT(e.kind, HEARTS_ERR_DATA);
			CHECK(strstr(e.msg, "two players") != NULL);
		}
	}

	e.kind = HEARTS_ERR_DATA;
	CHECK_INT(hearts_error_exit(&e), HEARTS_EXIT_DATA);
	e.kind = HEARTS_ERR_REFUSED;
	CHECK_INT(hearts_error_exit(&e), HEARTS_EXIT_REFUSED);
	e.kind = HEARTS_ERR_IO;
	CHECK_INT(hearts_error_exit(&e), HEARTS_EXIT_IOERR);
	e.kind = HEARTS_ERR_NOMEM;
	CHECK_INT(hearts_error_exit(&e), HEARTS_EXIT_SOFTWARE);
}

static void
test_decks(void)
{
	static const int deck_size[] = { 0, 0, 28, 51, 52, 50 };
	static const int hand_size[] = { 0, 0, 13, 17, 13, 10 };
	hearts_cards	 full = hearts_deck(4), deck, hands[HEARTS_MAX_PLAYERS];
	hearts_cards	 aside;
	int		 n, suit, rank;

	CHECK(full == 0x1fff1fff1fff1fffULL);
	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		deck = hearts_deck(n);
		CHECK_INT(hearts_cards_count(deck), deck_size[n]);
		CHECK((deck & ~full) == 0);
		CHECK_INT(hearts_hand_size(n), hand_size[n]);
		CHECK_INT(n * hearts_hand_size(n) + (n == 2 ? 2 : 0),
		    deck_size[n]);
		CHECK_INT(hearts_pass_count(n), n == 2 ? 1 : 3);
		CHECK_INT(hearts_queen_points(n), n == 2 ? 7 : 13);
		CHECK_INT(hearts_moon_points(n), n == 2 ? 14 : 26);
		/* The moon is every heart and the Q♠ of the deck. */
		CHECK_INT(hearts_cards_count(deck & hearts_suit_cards(
		    HEARTS_HEARTS)) + hearts_queen_points(n),
		    hearts_moon_points(n));
	}
	deck = hearts_deck(2);
	for (suit = 0; suit < 4; suit++)
		for (rank = 2; rank <= 14; rank++)
			CHECK_INT((deck >> hearts_card_make(
			    (enum hearts_suit)suit, rank)) & 1, rank % 2 == 0);
	CHECK(hearts_deck(3) == (full & ~bit("2D")));
	CHECK(hearts_deck(5) == (full & ~set_of("2C 2D")));

	hearts_deal_seeded(4, 2026, 1, hands, &aside);
	CHECK_INT(hearts_first_lead(4, hands), card("2C"));
	hearts_deal_seeded(3, 2026, 1, hands, &aside);
	CHECK_INT(hearts_first_lead(3, hands), card("2C"));
	hearts_deal_seeded(5, 2026, 1, hands, &aside);
	CHECK_INT(hearts_first_lead(5, hands), card("3C"));
	/* Two players: the lowest club in play, the cards aside left out. */
	hands[0] = set_of("8C TC QD");
	hands[1] = set_of("6C AC 2D");
	CHECK_INT(hearts_first_lead(2, hands), card("6C"));
	hands[1] = set_of("AC 2D");
	CHECK_INT(hearts_first_lead(2, hands), card("8C"));
	hearts_deal_seeded(2, 0, 2, hands, &aside);
	CHECK_INT(hearts_first_lead(2, hands), card("2C"));
}

static void
test_pass(void)
{
	static const enum hearts_pass cycle4[] = { HEARTS_PASS_LEFT,
	    HEARTS_PASS_RIGHT, HEARTS_PASS_ACROSS, HEARTS_PASS_HOLD };
	static const enum hearts_pass cycle3[] = { HEARTS_PASS_LEFT,
	    HEARTS_PASS_RIGHT, HEARTS_PASS_HOLD };
	static const enum hearts_pass cycle2[] = { HEARTS_PASS_LEFT,
	    HEARTS_PASS_HOLD };
	static const char *const names[] = { "left", "right", "across",
	    "hold" };
	const enum hearts_pass *cycle;
	enum hearts_pass d;
	unsigned int	 received;
	long		 hand;
	int		 n, len, seat, to, want;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		cycle = n == 4 ? cycle4 : n == 2 ? cycle2 : cycle3;
		len = n == 4 ? 4 : n == 2 ? 2 : 3;
		for (hand = 1; hand <= 12; hand++) {
			d = hearts_pass_for_hand(n, hand);
			CHECK_INT(d, cycle[(hand - 1) % len]);
			CHECK_INT(hearts_pass_next(n, d),
			    hearts_pass_for_hand(n, hand + 1));
			CHECK(hearts_pass_valid(n, d));
		}
		CHECK(hearts_pass_valid(n, HEARTS_PASS_LEFT));
		CHECK(hearts_pass_valid(n, HEARTS_PASS_HOLD));
		CHECK(hearts_pass_valid(n, HEARTS_PASS_RIGHT) == (n != 2));
		CHECK(hearts_pass_valid(n, HEARTS_PASS_ACROSS) == (n == 4));
		for (d = HEARTS_PASS_LEFT; d <= HEARTS_PASS_HOLD; d++) {
			if (!hearts_pass_valid(n, d))
				continue;
			received = 0;
			for (seat = 0; seat < n; seat++) {
				to = hearts_pass_target(n, d, seat);
				switch (d) {
				case HEARTS_PASS_LEFT:
					want = (seat + 1) % n;
					break;
				case HEARTS_PASS_RIGHT:
					want = (seat + n - 1) % n;
					break;
				case HEARTS_PASS_ACROSS:
					want = (seat + 2) % n;
					break;
				default:
					want = seat;
					break;
				}
				CHECK_INT(to, want);
				received |= 1u << to;
			}
			/* Every seat receives from exactly one seat. */
			CHECK_INT(received, (1u << n) - 1);
		}
	}
	/* Left is the next seat clockwise: N passes to E, W to N. */
	CHECK_INT(hearts_pass_target(4, HEARTS_PASS_LEFT, SEAT_N), SEAT_E);
	CHECK_INT(hearts_pass_target(4, HEARTS_PASS_LEFT, SEAT_W), SEAT_N);
	CHECK_INT(hearts_pass_target(4, HEARTS_PASS_RIGHT, SEAT_N), SEAT_W);
	CHECK_INT(hearts_pass_target(4, HEARTS_PASS_ACROSS, SEAT_E), SEAT_W);
	CHECK_INT(hearts_pass_target(5, HEARTS_PASS_LEFT, SEAT_X), SEAT_N);
	CHECK_INT(hearts_pass_target(2, HEARTS_PASS_LEFT, SEAT_E), SEAT_N);

	for (d = HEARTS_PASS_LEFT; d <= HEARTS_PASS_HOLD; d++) {
		CHECK_STR(hearts_pass_name(d), names[d]);
		CHECK_INT(hearts_pass_parse(names[d]), d);
	}
	CHECK_INT(hearts_pass_parse("Left"), -1);
	CHECK_INT(hearts_pass_parse(""), -1);
	CHECK_INT(hearts_pass_parse("none"), -1);
}

static void
test_rng(void)
{
	/* splitmix64.c (Vigna), state 1234567: the published first outputs. */
	static const uint64_t reference[] = { 6457827717110365317ULL,
	    3203168211198807973ULL, 9817491932198370423ULL,
	    4593380528125082431ULL, 16408922859458223821ULL };
	static const uint64_t seeds[] = { 0, 1, 2026, 1234567,
	    (uint64_t)HEARTS_SEED_MAX, UINT64_MAX };
	static const long hands[] = { 0, 1, 2, 7, 100000 };
	struct hearts_rng r = { 1234567 }, fast, slow;
	uint64_t	 x, state, bound, want;
	size_t		 i, j;
	int		 draw, above, missed, hits[60];

	/*
	 * hearts_rng_below() divides by multiplying: it must give exactly
	 * what the documented draw-and-modulo gives, for every bound.
	 */
	for (bound = 1; bound <= 70; bound++) {
		fast.state = slow.state = bound * 0x5851f42d4c957f2dULL;
		for (draw = 0; draw < 20000; draw++) {
			do
				want = hearts_rng_next(&slow);
			while (want < -bound % bound);
			CHECK_INT(hearts_rng_below(&fast, bound), want % bound);
			CHECK_INT(fast.state, slow.state);
		}
	}

	for (i = 0; i < 5; i++)
		CHECK(hearts_rng_next(&r) == reference[i]);
	/* Hand n starts at the n'th output of the stream of the seed. */
	for (i = 0; i < 5; i++) {
		hearts_rng_for_hand(&r, 1234567, (long)i + 1);
		CHECK(r.state == reference[i]);
	}
	for (i = 0; i < sizeof(seeds) / sizeof(seeds[0]); i++)
		for (j = 0; j < sizeof(hands) / sizeof(hands[0]); j++) {
			hearts_rng_for_hand(&r, seeds[i], hands[j]);
			CHECK(r.state == mix64(seeds[i] +
			    (uint64_t)hands[j] * GOLDEN_GAMMA));
			state = r.state;
			x = hearts_rng_next(&r);
			CHECK(r.state == state + GOLDEN_GAMMA);
			CHECK(x == mix64(state + GOLDEN_GAMMA));
		}

	hearts_rng_for_hand(&r, 42, 1);
	for (bound = 1; bound <= 60; bound++) {
		memset(hits, 0, sizeof(hits));
		above = 0;
		for (draw = 0; draw < 3000; draw++) {
			x = hearts_rng_below(&r, bound);
			if (x >= bound)
				above++;
			else
				hits[x]++;
		}
		CHECK_INT(above, 0);
		if (bound <= 16) {
			missed = 0;
			for (x = 0; x < bound; x++)
				if (hits[x] == 0)
					missed++;
			CHECK_INT(missed, 0);
		}
	}
}

/* A deal is a partition of the deck: hand_size each, two aside for two. */
static void
check_partition(int n, const hearts_cards *hands, hearts_cards aside)
{
	hearts_cards	 all = 0;
	int		 s;

	for (s = 0; s < n; s++) {
		CHECK_INT(hearts_cards_count(hands[s]), hearts_hand_size(n));
		CHECK((all & hands[s]) == 0);
		all |= hands[s];
	}
	CHECK_INT(hearts_cards_count(aside), n == 2 ? 2 : 0);
	CHECK((all & aside) == 0);
	CHECK((all | aside) == hearts_deck(n));
}

static void
test_deal(void)
{
	/* Pinned: changing one of these breaks every recorded seed. */
	static const struct {
		int		 players;
		uint64_t	 seed;
		long		 hand;
		const char	*seat[HEARTS_MAX_PLAYERS];
		const char	*aside;
	} vectors[] = {
		{ 4, 2026, 1, {
		    "6C 7C 8C TC 3D 8D TD AD 9H JH QH 7S TS",
		    "3C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS",
		    "4C JC KC 2D 5D 7D JD 4H 8H KH AH 5S AS",
		    "2C 5C QC AC 9D KD 6H 7H TH 2S 3S 6S KS" }, "" },
		{ 2, 5, 1, {
		    "2C QC 4D 8D QD AD 6H 8H TH AH 4S 6S 8S",
		    "4C 6C 8C TC AC 6D TD 2H 4H QH TS QS AS" }, "2D 2S" },
		{ 4, 0, 1, {
		    "9C 4D 7D 8D 9D KD 4H 6H JH AH 8S JS KS",
		    "TC JC 2D TD QD 2H 7H 8H TH 7S 9S QS AS",
		    "3C 4C 5C AC 3D 5D 6D 9H QH KH 3S 4S 5S",
		    "2C 6C 7C 8C QC KC JD AD 3H 5H 2S 6S TS" }, "" },
		{ 4, 9223372036854775807ULL, 3, {
		    "5C 9C AC 7D KD AD 7H QH 2S 6S 7S JS KS",
		    "4C 6C 2D 3D 4D 5D 9D QD 3H 4H 9H 3S 8S",
		    "2C 3C 7C 8C JC 8D TD 8H TH JH 4S 5S AS",
		    "TC QC KC 6D JD 2H 5H 6H KH AH 9S TS QS" }, "" },
		{ 3, 2026, 1, {
		    "4C 6C JC QC KC AC 3D 5D 6D 8H 9H TH QH 6S 8S TS JS",
		    "2C 5C 9C 4D 8D TD JD QD KD 2H 5H JH AH 2S 3S 4S 5S",
		    "3C 7C 8C TC 7D 9D AD 3H 4H 6H 7H KH 7S 9S QS KS AS" },
		    "" },
		{ 3, 7, 2, {
		    "3C 4C KC 3D 7D 8D TD QD 6H 8H TH AH 6S 7S TS QS AS",
		    "5C 7C 9C TC JC QC 4D 6D 9D KD 4H 5H 3S 4S 8S JS KS",
		    "2C 6C 8C AC 5D JD AD 2H 3H 7H 9H JH QH KH 2S 5S 9S" },
		    "" },
		{ 5, 2026, 1, {
		    "7C 3D 4D 8D 2H 3H 9H TH AH 2S",
		    "5C 6C KC KD 4H QH 3S 8S 9S JS",
		    "9C JC TD 5H 6H 5S 6S TS QS KS",
		    "3C AC 5D 7D 9D QD 7H 8H JH 4S",
		    "4C 8C TC QC 6D JD AD KH 7S AS" }, "" },
		{ 5, 11, 4, {
		    "3C TC KC AD 5H JH KH 8S JS QS",
		    "4C QC 4D KD 2H 4H AH 2S 9S AS",
		    "JC AC 5D 6D JD 6H 7H 8H 9H 6S",
		    "5C 6C 9C 3D 7D 8D QH 4S 7S TS",
		    "7C 8C 9D TD QD 3H TH 3S 5S KS" }, "" },
		{ 2, 0, 2, {
		    "TC QC AC 6D TD QD AD 2H 6H TH 2S QS AS",
		    "2C 4C 6C 8C 2D 4D 8D 4H 8H QH 4S 6S TS" }, "AH 8S" },
	};
	static const uint64_t seeds[] = { 0, 1, 2, 3, 2026, 123456789,
	    (uint64_t)HEARTS_SEED_MAX };
	static int	 seen[52][4];
	hearts_cards	 a[HEARTS_MAX_PLAYERS], b[HEARTS_MAX_PLAYERS];
	hearts_cards	 aside, aside2, rest;
	size_t		 i;
	long		 hand;
	int		 n, s, c, outside, differ;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (i = 0; i < sizeof(seeds) / sizeof(seeds[0]); i++)
			for (hand = 1; hand <= 12; hand++) {
				hearts_deal_seeded(n, seeds[i], hand, a,
				    &aside);
				check_partition(n, a, aside);
				hearts_deal_seeded(n, seeds[i], hand, b,
				    &aside2);
				CHECK(memcmp(a, b, sizeof(a[0]) * n) == 0);
				CHECK(aside == aside2);
				hearts_deal_seeded(n, seeds[i], hand + 1, b,
				    &aside2);
				CHECK(memcmp(a, b, sizeof(a[0]) * n) != 0);
				hearts_deal_seeded(n, seeds[i] + 1, hand, b,
				    &aside2);
				CHECK(memcmp(a, b, sizeof(a[0]) * n) != 0);
			}

	for (i = 0; i < sizeof(vectors) / sizeof(vectors[0]); i++) {
		n = vectors[i].players;
		hearts_deal_seeded(n, vectors[i].seed, vectors[i].hand, a,
		    &aside);
		differ = unit_failures;
		for (s = 0; s < n; s++)
			CHECK_STR(fmt(a[s]), vectors[i].seat[s]);
		CHECK_STR(fmt(aside), vectors[i].aside);
		if (unit_failures != differ)
			fprintf(stderr, "%s:%d: in the vector of %d players, "
			    "seed %" PRIu64 ", hand %ld\n", __FILE__, __LINE__,
			    n, vectors[i].seed, vectors[i].hand);
	}

	/* 1000 expected per card and seat; 800 to 1200 is over 7 sigma. */
	for (i = 0; i < 4000; i++) {
		hearts_deal_seeded(4, i, 1, a, &aside);
		for (s = 0; s < 4; s++)
			for (rest = a[s]; rest != 0; rest &= rest - 1) {
				c = hearts_cards_lowest(rest);
				seen[hearts_card_suit(c) * 13 +
				    hearts_card_rank(c) - 2][s]++;
			}
	}
	outside = 0;
	for (c = 0; c < 52; c++)
		for (s = 0; s < 4; s++)
			if (seen[c][s] < 800 || seen[c][s] > 1200)
				outside++;
	CHECK_INT(outside, 0);

	for (i = 0; i < 16; i++)
		CHECK(hearts_seed_random() <= (uint64_t)HEARTS_SEED_MAX);
}

/* Field by field: memcmp() would also compare the padding. */
static bool
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

/* A hold hand dealt as the texts say, seat by seat. */
static void
make_hand(struct hearts_hand *h, const char *const *deal, int n)
{
	int	 s;

	memset(h, 0, sizeof(*h));
	h->number = 1;
	h->pass = HEARTS_PASS_HOLD;
	h->shooter = -1;
	for (s = 0; s < n; s++)
		h->dealt[s] = set_of(deal[s]);
}

static void
play_ok(int at, struct hearts_state *st, const char *name)
{
	struct hearts_error e;
	int		 before = unit_failures;

	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_state_play(st, card(name), &e), 0);
	if (unit_failures != before)
		fprintf(stderr, "%s:%d: playing %s: %s\n", __FILE__, at, name,
		    e.msg);
}

/* A refusal names the rule and the legal cards, and changes nothing. */
static void
play_refused(int at, struct hearts_state *st, const char *name,
    const char *why, const char *legal)
{
	struct hearts_state before;
	struct hearts_error e;
	int		 failures = unit_failures;

	memset(&e, 0, sizeof(e));
	memcpy(&before, st, sizeof(before));
	CHECK_INT(hearts_state_play(st, card(name), &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, why) != NULL);
	/* The message ends with the legal cards, whatever its wording. */
	if (legal != NULL)
		CHECK(strlen(e.msg) >= strlen(legal) &&
		    strcmp(e.msg + strlen(e.msg) - strlen(legal), legal) == 0);
	CHECK(same_state(&before, st));
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: refusing %s: \"%s\"\n", __FILE__, at,
		    name, e.msg);
}

#define PLAY(st, c)			play_ok(__LINE__, (st), (c))
#define REFUSE(st, c, why, legal)	play_refused(__LINE__, (st), (c), \
					    (why), (legal))

static void
test_play(void)
{
	/* E holds no club: hearts, the Q♠ and a single diamond. */
	static const char *const deal_a[] = {
		"2C 5C 8C JC AC 3D 6D 9D QD 2S 5S 8S JS",
		"2D QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH",
		"3C 6C 9C QC 4D 7D TD KD 3S 6S 9S KS AH",
		"4C 7C TC KC 5D 8D JD AD 4S 7S TS AS KH",
	};
	/* W holds no club and no diamond, to throw a heart or the Q♠. */
	static const char *const deal_b[] = {
		"2C 3C 4C 5C 2D 3D 4D 5D 2H 3H 4H 2S 3S",
		"6C 7C 8C 9C 6D 7D 8D 9D 5H 6H 7H 4S 5S",
		"TC JC QC KC AC TD JD QD KD AD 8H 6S 7S",
		"9H TH JH QH KH AH 8S 9S TS JS QS KS AS",
	};
	/* W holds nothing but hearts and the Q♠. */
	static const char *const deal_c[] = {
		"2C 3C 4C 5C 6C 7C 8C 2D 3D 4D 5D 6D AH",
		"9C TC JC QC 7D 8D 9D TD 2S 3S 4S 5S 6S",
		"KC AC JD QD KD AD 7S 8S 9S TS JS KS AS",
		"QS 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH",
	};
	static const char *const discards[] = { "AH", "QS", "QS" };
	struct hearts_rules r;
	struct hearts_hand h;
	struct hearts_state st;
	struct hearts_error e;
	hearts_cards	 all;
	int		 s, i;

	hearts_rules_default(&r);
	make_hand(&h, deal_a, 4);
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.phase, HEARTS_PHASE_PLAY);
	CHECK_INT(st.leader, SEAT_N);
	CHECK_INT(st.turn, SEAT_N);
	CHECK_INT(st.trick, 0);
	CHECK_INT(st.last_winner, -1);
	CHECK(!st.broken);
	CHECK_STR(fmt(hearts_state_legal(&st)), "2C");
	REFUSE(&st, "5C", "the first trick is led with the 2C", "2C");
	REFUSE(&st, "2D", "N does not hold it", NULL);
	PLAY(&st, "2C");
	/* hearts-rules(7)'s worked example: the diamond, nothing else. */
	CHECK_STR(fmt(hearts_state_legal(&st)), "2D");
	REFUSE(&st, "QS", "no points on the first trick", "2D");
	REFUSE(&st, "2H", "no points on the first trick", "2D");
	PLAY(&st, "2D");
	CHECK_STR(fmt(hearts_state_legal(&st)), "3C 6C 9C QC");
	REFUSE(&st, "4D", "follow suit", "3C 6C 9C QC");
	PLAY(&st, "QC");
	CHECK_STR(fmt(hearts_state_legal(&st)), "4C 7C TC KC");
	PLAY(&st, "KC");
	CHECK_INT(st.trick, 1);
	CHECK_INT(st.last_winner, SEAT_W);
	CHECK_INT(st.leader, SEAT_W);
	CHECK_INT(st.turn, SEAT_W);
	CHECK_INT(st.ncards, 0);
	CHECK(st.in_trick == 0);
	CHECK_STR(fmt(st.taken[SEAT_W]), "2C QC KC 2D");
	CHECK(!st.broken);

	CHECK_STR(fmt(hearts_state_legal(&st)),
	    "4C 7C TC 5D 8D JD AD 4S 7S TS AS");
	REFUSE(&st, "KH", "hearts are not broken",
	    "4C 7C TC 5D 8D JD AD 4S 7S TS AS");
	PLAY(&st, "4S");
	CHECK_STR(fmt(hearts_state_legal(&st)), "2S 5S 8S JS");
	PLAY(&st, "JS");
	CHECK_STR(fmt(hearts_state_legal(&st)), "QS");
	PLAY(&st, "QS");
	PLAY(&st, "3S");
	CHECK_INT(st.last_winner, SEAT_E);
	CHECK_STR(fmt(st.taken[SEAT_E]), "3S 4S JS QS");
	CHECK(!st.broken);

	/* Nothing but hearts: one may be led before they are broken. */
	CHECK_STR(fmt(hearts_state_legal(&st)), fmt(st.held[SEAT_E]));
	CHECK_INT(hearts_cards_count(hearts_state_legal(&st)), 11);
	PLAY(&st, "2H");
	CHECK(st.broken);
	CHECK_STR(fmt(hearts_state_legal(&st)), "AH");
	PLAY(&st, "AH");
	CHECK_STR(fmt(hearts_state_legal(&st)), "KH");
	PLAY(&st, "KH");
	CHECK_STR(fmt(hearts_state_legal(&st)), fmt(st.held[SEAT_N]));
	PLAY(&st, "AC");
	CHECK_INT(st.last_winner, SEAT_S);

	/* E's Q♥ is higher than the 5♦ but off suit. */
	PLAY(&st, "4D");
	CHECK_STR(fmt(hearts_state_legal(&st)), "5D 8D JD AD");
	PLAY(&st, "5D");
	PLAY(&st, "3D");
	PLAY(&st, "QH");
	CHECK_INT(st.last_winner, SEAT_W);
	CHECK_INT(st.turn, SEAT_W);
	CHECK_STR(fmt(st.taken[SEAT_W]), "2C QC KC 2D 3D 4D 5D QH");

	/* The rest of the hand, any legal card: it ends after 13 tricks. */
	while (st.phase == HEARTS_PHASE_PLAY)
		if (hearts_state_play(&st, hearts_cards_lowest(
		    hearts_state_legal(&st)), &e) == -1)
			break;
	CHECK_INT(st.phase, HEARTS_PHASE_DONE);
	CHECK_INT(st.trick, 13);
	CHECK(hearts_state_legal(&st) == 0);
	all = 0;
	for (s = 0; s < 4; s++) {
		CHECK(st.held[s] == 0);
		CHECK((all & st.taken[s]) == 0);
		all |= st.taken[s];
	}
	CHECK(all == hearts_deck(4));
	REFUSE(&st, "2C", "every trick of the hand has been played", NULL);

	/*
	 * A heart thrown on trick 2 breaks hearts for S's next lead; the Q♠
	 * does only with queen-breaks-hearts.
	 */
	for (i = 0; i < 3; i++) {
		r.queen_breaks_hearts = i == 2;
		make_hand(&h, deal_b, 4);
		hearts_state_start(&st, &r, &h);
		PLAY(&st, "2C");
		PLAY(&st, "6C");
		PLAY(&st, "AC");
		CHECK_STR(fmt(hearts_state_legal(&st)), "8S 9S TS JS KS AS");
		REFUSE(&st, "QS", "no points on the first trick", NULL);
		REFUSE(&st, "9H", "no points on the first trick",
		    "8S 9S TS JS KS AS");
		PLAY(&st, "8S");
		CHECK_INT(st.turn, SEAT_S);
		REFUSE(&st, "8H", "hearts are not broken", NULL);
		PLAY(&st, "AD");
		CHECK_STR(fmt(hearts_state_legal(&st)), fmt(st.held[SEAT_W]));
		PLAY(&st, discards[i]);
		PLAY(&st, "2D");
		PLAY(&st, "6D");
		CHECK_INT(st.last_winner, SEAT_S);
		CHECK(st.broken == (i != 1));
		if (i == 1)
			REFUSE(&st, "8H", "hearts are not broken", NULL);
		else
			PLAY(&st, "8H");
	}
	hearts_rules_default(&r);

	/* Only hearts and the Q♠: any of them, on the first trick too. */
	make_hand(&h, deal_c, 4);
	hearts_state_start(&st, &r, &h);
	PLAY(&st, "2C");
	PLAY(&st, "9C");
	PLAY(&st, "AC");
	CHECK_STR(fmt(hearts_state_legal(&st)), fmt(set_of(deal_c[SEAT_W])));
	PLAY(&st, "QS");
	CHECK_INT(st.last_winner, SEAT_S);
	CHECK_STR(fmt(st.taken[SEAT_S]), "2C 9C AC QS");

	/* The Q♠ may be led after the first trick, hearts unbroken. */
	make_hand(&h, deal_a, 4);
	hearts_state_start(&st, &r, &h);
	st.trick = 1;
	st.leader = st.turn = SEAT_E;
	CHECK_STR(fmt(hearts_state_legal(&st)), "2D QS");
	st.held[SEAT_E] &= ~bit("2D");
	CHECK_STR(fmt(hearts_state_legal(&st)), "QS");
	PLAY(&st, "QS");
	CHECK(!st.broken);

	/* Passing left: every seat's three go to the next seat clockwise. */
	make_hand(&h, deal_a, 4);
	h.pass = HEARTS_PASS_LEFT;
	h.passed[SEAT_N] = set_of("2C AC QD");
	h.passed[SEAT_E] = set_of("QS QH JH");
	h.passed[SEAT_S] = set_of("AH KS KD");
	h.passed[SEAT_W] = set_of("AS KH AD");
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.phase, HEARTS_PHASE_PLAY);
	for (s = 0; s < 4; s++)
		CHECK_STR(fmt(st.held[hearts_pass_target(4, HEARTS_PASS_LEFT,
		    s)] & h.passed[s]), fmt(h.passed[s]));
	CHECK_STR(fmt(st.held[SEAT_N]),
	    "5C 8C JC 3D 6D 9D AD KH 2S 5S 8S JS AS");
	CHECK_STR(fmt(st.held[SEAT_E]),
	    "2C AC 2D QD 2H 3H 4H 5H 6H 7H 8H 9H TH");
	CHECK_STR(fmt(st.held[SEAT_S]),
	    "3C 6C 9C QC 4D 7D TD JH QH 3S 6S 9S QS");
	CHECK_STR(fmt(st.held[SEAT_W]),
	    "4C 7C TC KC 5D 8D JD KD AH 4S 7S TS KS");
	/* The 2♣ went to E, who leads with it. */
	CHECK_INT(st.leader, SEAT_E);
	CHECK_INT(st.turn, SEAT_E);
	CHECK_STR(fmt(hearts_state_legal(&st)), "2C");
	h.pass = HEARTS_PASS_RIGHT;
	hearts_state_start(&st, &r, &h);
	CHECK_STR(fmt(st.held[SEAT_N] & h.passed[SEAT_E]), "JH QH QS");
	h.pass = HEARTS_PASS_ACROSS;
	hearts_state_start(&st, &r, &h);
	CHECK_STR(fmt(st.held[SEAT_N] & h.passed[SEAT_S]), "KD AH KS");
	CHECK_STR(fmt(st.held[SEAT_S] & h.passed[SEAT_N]), "2C AC QD");

	/* Until every seat has passed, nothing moves and nothing is played. */
	h.pass = HEARTS_PASS_LEFT;
	h.passed[SEAT_W] = 0;
	hearts_state_start(&st, &r, &h);
	CHECK_INT(st.phase, HEARTS_PHASE_PASS);
	CHECK(hearts_state_legal(&st) == 0);
	for (s = 0; s < 4; s++)
		CHECK(st.held[s] == h.dealt[s]);
	REFUSE(&st, "2C", "once every seat has passed", NULL);

	/* hearts_pass_check, in a hand that passes left. */
	make_hand(&h, deal_a, 4);
	h.pass = HEARTS_PASS_LEFT;
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("2C AC QD"), &e),
	    0);
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("2C AC"), &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "must pass 3 cards, not 2") != NULL);
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, 0, &e), -1);
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("2C AC QD JD"), &e),
	    -1);
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("2C AC 2D"), &e),
	    -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "cannot pass 2D") != NULL);
	h.passed[SEAT_N] = set_of("2C AC QD");
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_N, set_of("5C 8C JC"), &e),
	    -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "already passed") != NULL);
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_E, set_of("QS QH JH"), &e),
	    0);
	h.pass = HEARTS_PASS_HOLD;
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_E, set_of("QS QH JH"), &e),
	    -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "hold hand") != NULL);
	r.players = 2;
	h.pass = HEARTS_PASS_LEFT;
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_E, bit("QS"), &e), 0);
	CHECK_INT(hearts_pass_check(&r, &h, SEAT_E, set_of("QS QH JH"), &e),
	    -1);
	CHECK(strstr(e.msg, "must pass 1 card, not 3") != NULL);
}

/* A finished hand whose tricks went as the texts say. */
static void
taken_state(struct hearts_state *st, const struct hearts_rules *r,
    const char *const *taken)
{
	int	 s;

	memset(st, 0, sizeof(*st));
	st->rules = r;
	st->phase = HEARTS_PHASE_DONE;
	st->last_winner = -1;
	for (s = 0; s < r->players; s++)
		st->taken[s] = set_of(taken[s]);
}

static void
check_score(int at, const struct hearts_rules *r, const char *const *taken,
    hearts_cards aside, int shooter, const int *want)
{
	struct hearts_state st;
	int		 score[HEARTS_MAX_PLAYERS], s, failures = unit_failures;

	taken_state(&st, r, taken);
	CHECK_INT(hearts_score_hand(r, &st, aside, score), shooter);
	for (s = 0; s < r->players; s++)
		CHECK_INT(score[s], want[s]);
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: in this hand (%s)\n", __FILE__, at,
		    rules_text(r));
}

#define SCORE(r, taken, aside, shooter, ...) do {			\
	static const int want_[] = { __VA_ARGS__ };			\
	check_score(__LINE__, (r), (taken), (aside), (shooter), want_);	\
} while (0)

static void
test_score(void)
{
	/* The cards each seat took, N first. */
	static const char *const normal[] = {
		"2C QS 2H",
		"3H 4H 5H 6H 7H 8H",
		"9H TH JH QH KH AH",
		"3C" };
	static const char *const moon[] = {
		"2C 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"3C JD",
		"4C",
		"5C" };
	static const char *const moon_jack[] = {
		"JD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"3C",
		"4C",
		"5C" };
	static const char *const near[] = {
		"3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"2H",
		"2C",
		"" };
	static const char *const jack[] = { "QS 2H JD", "3H", "", "JC" };
	static const char *const two_moon[] = {
		"2C 2H 4H 6H 8H TH QH AH QS",
		"4C" };
	static const char *const two_aside[] = {
		"2C 4H 6H 8H TH QH AH QS",
		"4C" };
	static const char *const two_queen[] = { "2H 4H 6H 8H TH QH AH", "4C" };
	static const char *const five_moon[] = {
		"2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH QS",
		"3C",
		"4C",
		"5C",
		"6C" };
	struct hearts_rules r;
	struct hearts_error e;
	unsigned int	 winners;

	hearts_rules_default(&r);
	CHECK_INT(hearts_points(&r, set_of("QS 2H 9H KH AH")), 17);
	CHECK_INT(hearts_points(&r, 0), 0);
	CHECK_INT(hearts_points(&r, set_of("2C JD AS KS")), 0);
	CHECK_INT(hearts_points(&r, hearts_deck(4)), 26);
	SCORE(&r, normal, 0, -1, 14, 6, 6, 0);
	SCORE(&r, moon, 0, SEAT_N, 0, 26, 26, 26);
	SCORE(&r, near, 0, -1, 25, 1, 0, 0);
	hearts_rules_option(&r, "moon=subtract", &e);
	SCORE(&r, moon, 0, SEAT_N, -26, 0, 0, 0);
	SCORE(&r, normal, 0, -1, 14, 6, 6, 0);

	/* The J♦ counts apart from the moon, shooter or not. */
	hearts_rules_preset(&r, "omnibus", &e);
	CHECK_INT(hearts_points(&r, set_of("JD QS")), 13);
	SCORE(&r, jack, 0, -1, 4, 1, 0, 0);
	SCORE(&r, moon, 0, SEAT_N, 0, 16, 26, 26);
	SCORE(&r, moon_jack, 0, SEAT_N, -10, 26, 26, 26);
	hearts_rules_option(&r, "moon=subtract", &e);
	SCORE(&r, moon_jack, 0, SEAT_N, -36, 0, 0, 0);
	SCORE(&r, moon, 0, SEAT_N, -26, -10, 0, 0);

	hearts_rules_preset(&r, "five-player", &e);
	SCORE(&r, five_moon, 0, SEAT_N, 0, 26, 26, 26, 26);
	hearts_rules_preset(&r, "three-player", &e);
	SCORE(&r, five_moon, 0, SEAT_N, 0, 26, 26);

	/* Two players: 14 points, and the moon is what is left in play. */
	hearts_rules_preset(&r, "two-player", &e);
	CHECK_INT(hearts_points(&r, bit("QS")), 7);
	CHECK_INT(hearts_points(&r, hearts_deck(2)), 14);
	SCORE(&r, two_moon, 0, SEAT_N, 0, 14);
	SCORE(&r, two_aside, set_of("2H 2D"), SEAT_N, 0, 14);
	SCORE(&r, two_aside, set_of("2D 2S"), -1, 13, 0);
	SCORE(&r, two_queen, set_of("QS 2D"), SEAT_N, 0, 14);
	SCORE(&r, two_queen, set_of("2D 2S"), -1, 7, 0);
	hearts_rules_option(&r, "moon=subtract", &e);
	SCORE(&r, two_aside, set_of("2H 2D"), SEAT_N, -14, 0);

	hearts_rules_preset(&r, "session", &e);
	{
		static const int high[] = { 5000, 0, 0, 0 };

		CHECK(!hearts_game_ends(&r, high, &winners));
		CHECK_INT(winners, 0);
	}
	hearts_rules_default(&r);
	{
		static const int below[] = { 99, 50, 20, 10 };
		static const int exact[] = { 100, 50, 20, 10 };
		static const int tie[] = { 120, 30, 30, 40 };
		static const int negative[] = { -26, 104, 0, 0 };

		CHECK(!hearts_game_ends(&r, below, &winners));
		CHECK_INT(winners, 0);
		CHECK(hearts_game_ends(&r, exact, &winners));
		CHECK_INT(winners, 1u << SEAT_W);
		CHECK(!hearts_game_ends(&r, tie, &winners));
		CHECK_INT(winners, 0);
		CHECK(hearts_game_ends(&r, negative, &winners));
		CHECK_INT(winners, 1u << SEAT_N);
		r.tie = HEARTS_TIE_SHARE;
		CHECK(hearts_game_ends(&r, tie, &winners));
		CHECK_INT(winners, 1u << SEAT_E | 1u << SEAT_S);
		CHECK(!hearts_game_ends(&r, below, &winners));
	}
	hearts_rules_preset(&r, "two-player", &e);
	{
		static const int won[] = { 50, 49 };
		static const int tied[] = { 50, 50 };

		CHECK(hearts_game_ends(&r, won, &winners));
		CHECK_INT(winners, 1u << SEAT_E);
		CHECK(!hearts_game_ends(&r, tied, &winners));
	}
	hearts_rules_preset(&r, "five-player", &e);
	{
		static const int five[] = { 100, 50, 40, 30, 20 };

		CHECK(hearts_game_ends(&r, five, &winners));
		CHECK_INT(winners, 1u << SEAT_X);
	}
}

/* The text of a game as hearts_record_write() gives it, malloc'd. */
static char *
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

/* Written, read back and written again: the same bytes, and nothing more. */
static void
check_round_trip(int at, const struct hearts_game *g)
{
	struct hearts_reader rd;
	struct hearts_game back;
	struct hearts_error e;
	FILE		*in;
	char		*text, *again;
	size_t		 len, len2 = 0;
	int		 failures = unit_failures;

	memset(&e, 0, sizeof(e));
	text = record_text(g, &len);
	if ((in = fmemopen(text, len, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	CHECK_INT(hearts_record_read(&rd, &back, &e), 1);
	again = record_text(&back, &len2);
	CHECK_INT(len2, len);
	CHECK(len2 == len && memcmp(text, again, len) == 0);
	CHECK_INT(back.nhands, g->nhands);
	CHECK(back.over == g->over);
	CHECK_INT(back.winners, g->winners);
	CHECK_INT(back.first_line, 1);
	hearts_game_free(&back);
	CHECK_INT(hearts_record_read(&rd, &back, &e), 0);
	hearts_game_free(&back);
	hearts_reader_free(&rd);
	fclose(in);
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: round trip: %s\n%s", __FILE__, at,
		    e.msg, text);
	free(again);
	free(text);
}

/* Every seat passes its lowest cards; a hold hand passes nothing. */
static void
choose_passes(struct hearts_game *g, struct hearts_hand *h)
{
	struct hearts_error e;
	hearts_cards	 pass;
	int		 s, k;

	for (s = 0; s < g->rules.players; s++) {
		pass = 0;
		for (k = 0; k < hearts_pass_count(g->rules.players); k++)
			pass |= hearts_card_bit(nth_card(h->dealt[s], k));
		if (h->pass == HEARTS_PASS_HOLD) {
			CHECK_INT(hearts_pass_check(&g->rules, h, s, pass, &e),
			    -1);
			continue;
		}
		CHECK_INT(hearts_pass_check(&g->rules, h, s, pass, &e), 0);
		h->passed[s] = pass;
	}
}

/*
 * Plays up to ncards random legal cards of the hand, checking on the way
 * that illegal cards are refused and each trick goes to the highest card
 * of the suit led.
 */
static void
play_cards(struct hearts_state *st, struct hearts_hand *h, uint64_t *rng,
    int ncards)
{
	struct hearts_state before;
	struct hearts_error e;
	hearts_cards	 legal, illegal;
	hearts_card	 c, trick[HEARTS_MAX_PLAYERS], high;
	int		 s, leader = st->leader, winner, n = st->rules->players;

	/* A trick begun before this call has its first cards on the table. */
	for (s = 0; s < n; s++)
		trick[s] = st->trick_card[s];
	while (ncards-- > 0 && st->phase == HEARTS_PHASE_PLAY) {
		legal = hearts_state_legal(st);
		CHECK(legal != 0);
		CHECK((legal & ~st->held[st->turn]) == 0);
		if ((illegal = st->held[st->turn] & ~legal) != 0) {
			c = nth_card(illegal, (int)(xorshift(rng) %
			    (uint64_t)hearts_cards_count(illegal)));
			memcpy(&before, st, sizeof(before));
			CHECK_INT(hearts_state_play(st, c, &e), -1);
			CHECK(same_state(&before, st));
		}
		if (st->ncards == 0)
			leader = st->turn;
		c = nth_card(legal, (int)(xorshift(rng) %
		    (uint64_t)hearts_cards_count(legal)));
		trick[st->turn] = c;
		CHECK_INT(hearts_state_play(st, c, &e), 0);
		h->played[h->nplayed++] = (uint8_t)c;
		if (st->ncards != 0)
			continue;
		high = trick[leader];
		winner = leader;
		for (s = 0; s < n; s++)
			if (hearts_card_suit(trick[s]) ==
			    hearts_card_suit(high) &&
			    hearts_card_rank(trick[s]) >
			    hearts_card_rank(high)) {
				high = trick[s];
				winner = s;
			}
		CHECK_INT(st->last_winner, winner);
		CHECK_INT(st->turn, winner);
		CHECK(st->taken[winner] & hearts_card_bit(high));
	}
}

/* Scores the finished hand as a scorer would, and checks the points. */
static void
score_hand(struct hearts_game *g, struct hearts_hand *h,
    const struct hearts_state *st)
{
	const struct hearts_rules *r = &g->rules;
	struct hearts_error e;
	hearts_cards	 all = 0;
	unsigned int	 winners;
	int		 prev[HEARTS_MAX_PLAYERS], s, raw = 0, sum = 0;
	int		 n = r->players;
	int		 jack = r->jack_of_diamonds ? 10 : 0, shooter;
	int		 score[HEARTS_MAX_PLAYERS], total[HEARTS_MAX_PLAYERS];
	bool		 over;

	CHECK_INT(st->phase, HEARTS_PHASE_DONE);
	CHECK_INT(h->nplayed, n * hearts_hand_size(n));
	for (s = 0; s < n; s++) {
		CHECK((all & st->taken[s]) == 0);
		all |= st->taken[s];
		raw += hearts_points(r, st->taken[s]);
	}
	CHECK((all | h->aside) == hearts_deck(n));
	CHECK_INT(raw, hearts_moon_points(n) -
	    (n == 2 ? hearts_points(r, h->aside) : 0));
	h->shooter = hearts_score_hand(r, st, h->aside, h->score);
	for (s = 0; s < n; s++)
		sum += h->score[s];
	if (h->shooter == -1)
		CHECK_INT(sum, raw - jack);
	else if (r->moon == HEARTS_MOON_ADD)
		CHECK_INT(sum, (n - 1) * hearts_moon_points(n) - jack);
	else
		CHECK_INT(sum, -hearts_moon_points(n) - jack);
	hearts_game_totals(g, g->nhands - 1, prev);
	for (s = 0; s < n; s++)
		h->total[s] = prev[s] + h->score[s];
	h->scored = true;
	g->over = hearts_game_ends(r, h->total, &g->winners);

	/* The library's own scorer, hearts_game_score(), must agree. */
	shooter = h->shooter;
	memcpy(score, h->score, sizeof(score));
	memcpy(total, h->total, sizeof(total));
	over = g->over;
	winners = g->winners;
	h->scored = false;
	g->over = false;
	g->winners = 0;
	CHECK_INT(hearts_game_where(g, NULL), HEARTS_GAME_SCORE);
	CHECK_INT(hearts_game_score(g, &e), 0);
	CHECK_INT(h->shooter, shooter);
	CHECK(memcmp(score, h->score, sizeof(score)) == 0);
	CHECK(memcmp(total, h->total, sizeof(total)) == 0);
	CHECK(h->scored);
	CHECK(g->over == over);
	CHECK_INT(g->winners, winners);
	CHECK_INT(hearts_game_where(g, NULL),
	    over ? HEARTS_GAME_OVER : HEARTS_GAME_DEAL);
}

/* Deals the next hand of a seeded game and checks the deal. */
static struct hearts_hand *
deal_next(struct hearts_game *g)
{
	struct hearts_hand *h;
	struct hearts_error e;
	hearts_cards	 want[HEARTS_MAX_PLAYERS], aside;
	int		 n = g->rules.players;

	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_game_deal(g, &e), 0);
	if ((h = hearts_game_current(g)) == NULL)
		return NULL;
	CHECK_INT(h->number, g->nhands);
	CHECK_INT(h->pass, hearts_pass_for_hand(n, h->number));
	check_partition(n, h->dealt, h->aside);
	hearts_deal_seeded(n, g->seed, h->number, want, &aside);
	CHECK(memcmp(want, h->dealt, sizeof(want[0]) * n) == 0);
	return h;
}

/* Deals, passes, plays and scores one whole hand; false if it cannot. */
static bool
play_hand(struct hearts_game *g, uint64_t *rng)
{
	struct hearts_hand *h;
	struct hearts_state st;

	if ((h = deal_next(g)) == NULL)
		return false;
	choose_passes(g, h);
	hearts_state_start(&st, &g->rules, h);
	CHECK_INT(st.phase, HEARTS_PHASE_PLAY);
	play_cards(&st, h, rng, HEARTS_MAX_PLAYED);
	score_hand(g, h, &st);
	return h->scored;
}

static void
play_games(const char *preset, const char *option, int players, int ngames,
    uint64_t *rng)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_error e;
	char		 opt[32];
	uint64_t	 seed;

	CHECK_INT(hearts_rules_preset(&r, preset, &e), 0);
	snprintf(opt, sizeof(opt), "players=%d", players);
	CHECK_INT(hearts_rules_option(&r, opt, &e), 0);
	if (option != NULL)
		CHECK_INT(hearts_rules_option(&r, option, &e), 0);
	if (hearts_rules_check(&r, &e) == -1)
		return;
	for (seed = 0; seed < (uint64_t)ngames; seed++) {
		hearts_game_init(&g, &r);
		g.seeded = true;
		g.seed = seed;
		while (!g.over && g.nhands < 30)
			if (!play_hand(&g, rng))
				break;
		if (g.over) {
			memset(&e, 0, sizeof(e));
			CHECK_INT(hearts_game_deal(&g, &e), -1);
			CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
			CHECK(strstr(e.msg, "over") != NULL);
		}
		check_round_trip(__LINE__, &g);
		hearts_game_free(&g);
	}
}

/* Games stopped at every point of a hand are records too. */
static void
stop_games(int players, uint64_t *rng)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_hand *h;
	struct hearts_state st;
	struct hearts_error e;
	char		 opt[32];
	int		 s;

	hearts_rules_preset(&r, "session", &e);
	snprintf(opt, sizeof(opt), "players=%d", players);
	hearts_rules_option(&r, opt, &e);
	hearts_game_init(&g, &r);
	g.seeded = true;
	g.seed = 77;
	CHECK_INT(hearts_game_where(&g, NULL), HEARTS_GAME_DEAL);
	CHECK_INT(hearts_game_play(&g, card("2C"), &e), -1);
	check_round_trip(__LINE__, &g);
	if (!play_hand(&g, rng) || (h = deal_next(&g)) == NULL)
		goto out;
	check_round_trip(__LINE__, &g);
	CHECK_INT(hearts_game_deal(&g, &e), -1);
	CHECK(strstr(e.msg, "not finished") != NULL);
	CHECK_INT(hearts_game_where(&g, NULL), h->pass == HEARTS_PASS_HOLD ?
	    HEARTS_GAME_PLAY : HEARTS_GAME_PASS);
	CHECK_INT(hearts_game_score(&g, &e), -1);
	if (h->pass != HEARTS_PASS_HOLD) {
		choose_passes(&g, h);
		for (s = 1; s < players; s++)
			h->passed[s] = 0;
		check_round_trip(__LINE__, &g);
		h->passed[0] = 0;
	}
	choose_passes(&g, h);
	check_round_trip(__LINE__, &g);
	hearts_state_start(&st, &g.rules, h);
	/* One trick and a card of the next. */
	play_cards(&st, h, rng, players + 1);
	check_round_trip(__LINE__, &g);
	CHECK_INT(hearts_game_where(&g, NULL), HEARTS_GAME_PLAY);
	CHECK_INT(hearts_game_pass(&g, 0, h->passed[0], &e), -1);
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_game_deal(&g, &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "not finished") != NULL);
	play_cards(&st, h, rng, HEARTS_MAX_PLAYED);
	check_round_trip(__LINE__, &g);
	CHECK_INT(hearts_game_deal(&g, &e), -1);
	CHECK(strstr(e.msg, "not scored") != NULL);
	CHECK_INT(hearts_game_where(&g, NULL), HEARTS_GAME_SCORE);
	CHECK_INT(hearts_game_play(&g, card("2C"), &e), -1);
	CHECK_STR(hearts_game_phase_name(HEARTS_GAME_SCORE), "score");
out:
	hearts_game_free(&g);
}

static void
test_games(void)
{
	static const struct {
		const char	*preset;
		const char	*option;
	} sets[] = {
		{ "standard", NULL },
		{ "black-lady", NULL },
		{ "omnibus", NULL },
		{ "moon-down", "tie=share" },
		{ "session", NULL },
		{ "moon-down", "queen-breaks-hearts=yes" },
		{ "black-lady", "target=30" },
	};
	uint64_t	 rng = 0x2545f4914f6cdd1dULL;
	size_t		 i;
	int		 n;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		for (i = 0; i < sizeof(sets) / sizeof(sets[0]); i++)
			play_games(sets[i].preset, sets[i].option, n, 500,
			    &rng);
		stop_games(n, &rng);
	}
}

/*
 * A drawing for seat v holds nothing v cannot know: the other hands only
 * as counts, and of the passes only v's own and, once the cards have
 * changed hands, the one that came to v.
 */
static void
check_view_text(int line, const char *text, char v, bool exchanged)
{
	const char	*p, *nl;
	char		 seat, from, to;
	int		 count;

	for (p = text; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			break;
		if (sscanf(p, "  %c passed to %c:", &from, &to) == 2) {
			if (from != v && !(exchanged && to == v)) {
				fprintf(stderr, "%s:%d: %c sees %.*s\n", __FILE__,
				    line, v, (int)(nl - p), p);
				unit_failures++;
			}
			continue;
		}
		if (p[0] != ' ' || p[1] != ' ' || strchr("NESWX", p[2]) == NULL ||
		    (p[3] != ' ' && p[3] != '>') || p[4] != ' ')
			continue;
		seat = p[2];
		if (seat != v && (sscanf(p + 5, " %d cards", &count) != 1)) {
			fprintf(stderr, "%s:%d: %c sees %.*s\n", __FILE__, line,
			    v, (int)(nl - p), p);
			unit_failures++;
		}
	}
}

static char *
draw(const struct hearts_game *g, int seat, bool all)
{
	struct hearts_show o = { false, false, seat };
	char	*text = NULL;
	size_t	 len;
	FILE	*out;

	if ((out = open_memstream(&text, &len)) == NULL)
		abort();
	CHECK_INT(all ? hearts_show_game(out, g, &o) :
	    hearts_show_position(out, g, &o), 0);
	fclose(out);
	return text;
}

static int	 read_text(const char *, size_t, struct hearts_game *,
		    struct hearts_error *);

/* The cards a seat may know of: its own, what comes to it, every play. */
static hearts_cards
knowable(const struct hearts_game *g, int seat)
{
	const struct hearts_hand *h;
	hearts_cards	 known = 0;
	long		 i;
	int		 s, k, n = g->rules.players;
	bool		 exchanged;

	for (i = 0; i < g->nhands; i++) {
		h = &g->hands[i];
		known |= h->dealt[seat] | h->passed[seat];
		for (k = 0; k < h->nplayed; k++)
			known |= hearts_card_bit(h->played[k]);
		exchanged = h->pass != HEARTS_PASS_HOLD;
		for (s = 0; s < n; s++)
			exchanged = exchanged && h->passed[s] != 0;
		for (s = 0; exchanged && s < n; s++)
			if (hearts_pass_target(n, h->pass, s) == seat)
				known |= h->passed[s];
	}
	return known;
}

/*
 * A seat's view as a record: it reads back, holds no card the seat cannot
 * know (in the last hand), is what hearts_state_seen() makes of the whole
 * state, and writes again to the same bytes.
 */
static void
check_record_view(int at, const struct hearts_game *g, int seat)
{
	struct hearts_game v;
	struct hearts_state whole, seen;
	struct hearts_error e;
	const char	*p;
	char		*text = NULL, *again = NULL, word[8];
	size_t		 len, len2;
	FILE		*out;
	hearts_card	 c;
	hearts_cards	 may;
	int		 failures = unit_failures, skip;

	if ((out = open_memstream(&text, &len)) == NULL)
		abort();
	CHECK_INT(hearts_record_write_view(out, g, seat), 0);
	fclose(out);
	/* Only the last hand: earlier hands' cards are all played. */
	if ((p = strstr(text, "\nhand ")) != NULL)
		while (strstr(p + 1, "\nhand ") != NULL)
			p = strstr(p + 1, "\nhand ");
	may = knowable(g, seat);
	for (; p != NULL && sscanf(p, " %7s%n", word, &skip) == 1; p += skip)
		if ((c = hearts_card_parse(word)) != HEARTS_NO_CARD &&
		    strlen(word) == 2 && (may & hearts_card_bit(c)) == 0) {
			fprintf(stderr, "%s:%d: %c's view shows %s\n",
			    __FILE__, at, hearts_seat_name(seat), word);
			unit_failures++;
		}
	CHECK_INT(read_text(text, len, &v, &e), 1);
	CHECK_INT(v.view, seat);
	if (g->nhands > 0 && v.nhands == g->nhands) {
		(void)hearts_game_where(g, &whole);
		hearts_state_seen(&whole, &g->hands[g->nhands - 1], seat);
		(void)hearts_game_where(&v, &seen);
		seen.rules = whole.rules;
		CHECK(same_state(&whole, &seen));
		CHECK_INT(whole.unseen, seen.unseen);
		CHECK(memcmp(whole.hidden, seen.hidden, sizeof(seen.hidden)) == 0);
		CHECK(memcmp(whole.voids, seen.voids, sizeof(seen.voids)) == 0);
		if (whole.turn == seat)
			CHECK_INT(hearts_state_legal(&seen),
			    hearts_state_legal(&whole));
	}
	if ((out = open_memstream(&again, &len2)) == NULL)
		abort();
	CHECK_INT(hearts_record_write(out, &v), 0);
	fclose(out);
	CHECK(len == len2 && memcmp(text, again, len) == 0);
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: %s\n%s", __FILE__, at, e.msg, text);
	hearts_game_free(&v);
	free(again);
	free(text);
}

/* Random games; at random moments, each seat's drawing is a view. */
static void
test_views(void)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_state st;
	struct hearts_error e;
	struct hearts_hand *h;
	hearts_cards	 cards, legal;
	uint64_t	 rng = 0x9e3779b97f4a7c15ULL;
	char		*text;
	int		 n, game, s, k, steps;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (game = 0; game < 60; game++) {
			hearts_rules_default(&r);
			r.players = n;
			r.target = 40;
			hearts_game_init(&g, &r);
			g.seeded = true;
			g.seed = (uint64_t)game;
			for (steps = 0; steps < 2000; steps++) {
				switch (hearts_game_where(&g, &st)) {
				case HEARTS_GAME_DEAL:
					CHECK_INT(hearts_game_deal(&g, &e), 0);
					break;
				case HEARTS_GAME_PASS:
					/* One seat a step, so views see half-passed hands. */
					h = hearts_game_current(&g);
					for (s = 0; h->passed[s] != 0; s++)
						continue;
					cards = h->dealt[s];
					while (hearts_cards_count(cards) >
					    hearts_pass_count(n))
						cards &= cards - 1;
					CHECK_INT(hearts_game_pass(&g, s, cards,
					    &e), 0);
					break;
				case HEARTS_GAME_PLAY:
					legal = hearts_state_legal(&st);
					for (k = (int)(xorshift(&rng) % 13); k > 0 &&
					    hearts_cards_count(legal) > 1; k--)
						legal &= legal - 1;
					CHECK_INT(hearts_game_play(&g,
					    hearts_cards_lowest(legal), &e), 0);
					break;
				case HEARTS_GAME_SCORE:
					CHECK_INT(hearts_game_score(&g, &e), 0);
					break;
				case HEARTS_GAME_OVER:
					steps = 2000;
					continue;
				}
				if (xorshift(&rng) % 7 != 0)
					continue;
				s = (int)(xorshift(&rng) % (uint64_t)n);
				text = draw(&g, s, false);
				check_view_text(__LINE__, text, hearts_seat_name(s),
				    hearts_game_where(&g, NULL) != HEARTS_GAME_PASS);
				free(text);
				check_record_view(__LINE__, &g, s);
			}
			for (s = 0; s < n; s++) {
				text = draw(&g, s, true);
				check_view_text(__LINE__, text,
				    hearts_seat_name(s), true);
				free(text);
				check_record_view(__LINE__, &g, s);
			}
			hearts_game_free(&g);
		}
}

static int
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

static void
expect_error(int at, const char *text, size_t len, long line,
    const char *want)
{
	struct hearts_game g;
	struct hearts_error e;
	int		 failures = unit_failures;

	CHECK_INT(read_text(text, len, &g, &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_DATA);
	CHECK_INT(e.line, line);
	CHECK(strstr(e.msg, want) != NULL);
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: reading gave line %ld: \"%s\"\n",
		    __FILE__, at, e.line, e.msg);
	hearts_game_free(&g);
}

static void
expect_text(int at, const char *text, size_t len, const char *want)
{
	struct hearts_game g;
	struct hearts_error e;
	char		*out;
	size_t		 outlen = 0;
	int		 failures = unit_failures;

	CHECK_INT(read_text(text, len, &g, &e), 1);
	out = record_text(&g, &outlen);
	CHECK_STR(out, want);
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: reading: %s\n", __FILE__, at, e.msg);
	free(out);
	hearts_game_free(&g);
}

#define ERROR(text, line, want) \
	expect_error(__LINE__, (text), sizeof(text) - 1, (line), (want))
#define READS_AS(text, want) \
	expect_text(__LINE__, (text), sizeof(text) - 1, (want))

#define RULES4	"rules players=4 queen-breaks-hearts=no moon=add " \
		"jack-of-diamonds=off target=100 tie=play-on\n"
#define RULES2	"rules players=2 queen-breaks-hearts=no moon=add " \
		"jack-of-diamonds=off target=50 tie=play-on\n"
/* The deal of seed 2026, hand 1, and its passes of the lowest three. */
#define DEAL_N	"deal N 6C 7C 8C TC 3D 8D TD AD 9H JH QH 7S TS\n"
#define DEAL_E	"deal E 3C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS\n"
#define DEAL_S	"deal S 4C JC KC 2D 5D 7D JD 4H 8H KH AH 5S AS\n"
#define DEAL_W	"deal W 2C 5C QC AC 9D KD 6H 7H TH 2S 3S 6S KS\n"
#define DEAL4	DEAL_N DEAL_E DEAL_S DEAL_W
#define PASS4	"pass N 6C 7C 8C\npass E 3C 9C 4D\npass S 4C JC KC\n" \
		"pass W 2C 5C QC\n"
#define DEAL2	"deal N 2C QC 4D 8D QD AD 6H 8H TH AH 4S 6S 8S\n" \
		"deal E 4C 6C 8C TC AC 6D TD 2H 4H QH TS QS AS\n" \
		"aside 2D 2S\n"
#define CANONICAL "hearts 1\n" RULES4 "seed 2026\nhand 1 pass=left\n" \
		DEAL4 PASS4 "trick N 2C 8C 9C AC\ntrick W KS TS QS AS\n" \
		"trick S 5S\nend\n"
#define SETUP	"hearts 1\n" RULES4 "total N=40 E=22 S=13 W=61\n"
/* Seed 2026's deal, but N and E have swapped the 6C and the 3C. */
#define SWAPPED	"deal N 3C 7C 8C TC 3D 8D TD AD 9H JH QH 7S TS\n" \
		"deal E 6C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS\n" \
		DEAL_S DEAL_W
#define SPADE	"\xe2\x99\xa0"

/* A record with a line of 10000 bytes after its rules, made by hand. */
static void
long_line(char *buf, size_t size, const char *start, const char *after)
{
	size_t	 len;

	snprintf(buf, size, "hearts 1\n" RULES4 "%s", start);
	len = strlen(buf);
	memset(buf + len, 'x', 10000 - strlen(start));
	buf[len + 10000 - strlen(start)] = '\0';
	strlcat(buf, "\n", size);
	strlcat(buf, after, size);
}

/*
 * A game played on after the hand that ended it.  hearts_game_deal()
 * refuses to deal that hand, so a record of it is not a legal game.
 */
static void
check_past_end(void)
{
	struct hearts_rules r;
	struct hearts_game g, back;
	struct hearts_error e;
	uint64_t	 rng = 88172645463325252ULL;
	char		*text, *at, want[32];
	size_t		 len;
	long		 ended, line = 1;
	int		 rc;

	hearts_rules_default(&r);
	hearts_rules_option(&r, "target=30", &e);
	hearts_game_init(&g, &r);
	g.seeded = true;
	g.seed = 3;
	while (!g.over && g.nhands < 30)
		if (!play_hand(&g, &rng))
			goto out;
	CHECK(g.over);
	ended = g.nhands;
	do {
		g.over = false;
		g.winners = 0;
		if (!play_hand(&g, &rng))
			goto out;
	} while (!g.over && g.nhands < 30);
	CHECK(g.over);
	text = record_text(&g, &len);
	snprintf(want, sizeof(want), "\nhand %ld ", ended + 1);
	CHECK((at = strstr(text, want)) != NULL);
	for (; at != NULL && at >= text; at--)
		line += *at == '\n';
	rc = read_text(text, len, &back, &e);
	/* A hand after the total that ended the game is refused there. */
	CHECK_INT(rc, -1);
	CHECK_INT(e.line, line);
	hearts_game_free(&back);
	free(text);
out:
	hearts_game_free(&g);
}

static void
test_record(void)
{
	static const char lenient[] =
	    "\xef\xbb\xbf# typed by hand\r\n"
	    "\r\n"
	    "hearts\t1\r\n"
	    "rules tie=play-on target=100 jack-of-diamonds=off  moon=add "
	    "queen-breaks-hearts=no players=4\r\n"
	    "  seed 2026\r\n"
	    "hand 1 pass=left\r\n"
	    "deal n 10c 6C 7\xe2\x99\xa3 8C 3D 8D TD AD 9H JH QH 7S TS\r\n"
	    "deal e 3c 9c 4d 6d qd 2h 3h 5h 4s 8s 9s js qs\r\n"
	    "\t# between the deals\r\n"
	    "deal S 4C JC KC 2D 5D 7D JD 4H 8H KH AH 5\xe2\x99\xa4 AS\r\n"
	    "deal W KS 2C 5C QC AC 9D KD 6H 7H 10\xe2\x99\xa5 2S 3S 6S\r\n"
	    "pass N 6C 7C 8C\r\n"
	    "pass e 3C 9C 4D\r\n"
	    "pass S 4C JC KC\r\n"
	    "pass w 2c 5c qc\r\n"
	    "trick n 2C\t8C 9c A\xe2\x99\xa7\r\n"
	    "trick W KS 10S Q\xe2\x99\xa0 AS\r\n"
	    "\r\n"
	    "trick S 5s\r\n"
	    "end\r\n";
	static const char two[] = "# two games\n"
	    "hearts 1\n" RULES4 "end\n"
	    "\n"
	    "hearts 1\n" RULES2 "seed 5\nhand 1 pass=left\n" DEAL2 "end\n"
	    "# nothing more\n";
	static const char nul[] = "hearts 1\n" RULES4 "hand 1 pass=left\n"
	    "deal N 6C 7C\0 8C TC 3D 8D TD AD 9H JH QH 7S TS\nend\n";
	static const char swapped[] = "hearts 1\n" RULES4 "seed 2026\n"
	    "hand 1 pass=left\n" SWAPPED "end\n";
	static const char unseeded[] = "hearts 1\n" RULES4 "hand 1 pass=left\n"
	    SWAPPED "end\n";
	static const char spade[] = "hearts 1\n" RULES4 "x" SPADE "y 1\nend\n";
	static const char spades[] = "hearts 1\n" RULES4 "x" SPADE SPADE SPADE
	    SPADE SPADE SPADE SPADE SPADE SPADE SPADE " 1\nend\n";
	static const char setup[] = SETUP "hand 7 pass=across\n" DEAL4 "end\n";
	static const char second[] = "hearts 1\n" RULES4 "end\nhearts 1\n"
	    RULES4 "shuffle\nend\n";
	static char	 big[10400];
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	FILE		*in;

	CHECK_INT(read_text(CANONICAL, sizeof(CANONICAL) - 1, &g, &e), 1);
	CHECK_INT(g.first_line, 1);
	CHECK_INT(g.last_line, 16);
	CHECK(g.seeded);
	CHECK(g.seed == 2026);
	CHECK_INT(g.nhands, 1);
	CHECK_INT(g.hands[0].nplayed, 9);
	CHECK_INT(g.hands[0].trick_line[1], 14);
	hearts_game_free(&g);
	READS_AS(CANONICAL, CANONICAL);

	ERROR(RULES4 "end\n", 1, "begins with the line 'hearts 1'");
	ERROR("hearts 2\n" RULES4 "end\n", 1, "version 2");
	ERROR("hearts\n" RULES4 "end\n", 1, "'hearts 1'");
	ERROR("hearts 1\n" RULES4 "seed 2026\nhand 1 pass=left\n" DEAL4, 8,
	    "no end line");
	ERROR("hearts 1\n" RULES4 "shuffle 3\nend\n", 3,
	    "'shuffle' is not a line of a record");
	ERROR("hearts 1\nrules players=4 queen-breaks-hearts=no moon=add "
	    "jack-of-diamonds=off target=100\nend\n", 2, "do not state tie");
	ERROR("hearts 1\n" RULES4 RULES4 "end\n", 3,
	    "the rules are given twice");
	ERROR("hearts 1\nrules players=4 queen-breaks-hearts=no moon=add "
	    "jack-of-diamonds=off target=100 tie=play-on moon=subtract\n"
	    "end\n", 2, "moon is given twice");
	ERROR("hearts 1\nrules players=2 queen-breaks-hearts=no moon=add "
	    "jack-of-diamonds=on target=50 tie=play-on\nend\n", 2,
	    "two players");
	ERROR("hearts 1\n" RULES4 "end now\n", 3, "'end' alone");
	ERROR("hearts 1\n" RULES4 "hearts 1\n", 3, "new record begins");
	ERROR("hearts 1\n" RULES4 "hand 1 pass=left\n" DEAL_N
	    "deal E 6C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS\nend\n", 5,
	    "6C is dealt twice");
	ERROR("hearts 1\n" RULES4 "hand 1 pass=left\n"
	    "deal N 6C 6C 8C TC 3D 8D TD AD 9H JH QH 7S TS\nend\n", 4,
	    "6C is written twice");
	ERROR("hearts 1\n" RULES2 "hand 1 pass=left\n"
	    "deal N 2C QC 4D 8D QD AD 6H 8H TH AH 4S 6S 3S\nend\n", 4,
	    "3S is not in the two-player deck");
	ERROR("hearts 1\n" RULES4 "hand 1 pass=left\n"
	    "deal N 6C 7C 8C TC 3D 8D TD AD 9H JH QH 7S\nend\n", 4,
	    "13 cards are dealt to each seat, not 12");
	ERROR("hearts 1\n" RULES2 "hand 1 pass=left\n"
	    "deal N 2C QC 4D 8D QD AD 6H 8H TH AH 4S 6S 8S\n"
	    "deal E 4C 6C 8C TC AC 6D TD 2H 4H QH TS QS AS\nend\n", 6,
	    "no aside line");
	ERROR("hearts 1\n" RULES4 "hand 1 pass=left\n" DEAL_N DEAL_E DEAL_S
	    "end\n", 7, "no deal line for W");
	/* N and E swap the 6♣ and the 3♣: not what seed 2026 deals. */
	expect_error(__LINE__, swapped, sizeof(swapped) - 1, 5,
	    "not the deal of seed 2026: hand 1 gives N 6C");
	CHECK_INT(read_text(unseeded, sizeof(unseeded) - 1, &g, &e), 1);
	hearts_game_free(&g);
	ERROR("hearts 1\n" RULES4 "seed 2026\nhand 1 pass=left\n" DEAL4
	    PASS4 "trick W 2C\nend\n", 13, "N holds the 2C");
	ERROR("hearts 1\n" RULES4 "seed 2026\nhand 1 pass=left\n" DEAL4
	    PASS4 "trick N 5C\nend\n", 13,
	    "5C: the first trick is led with the 2C");
	/* The error says which hand and trick it is about. */
	CHECK_INT(read_text("hearts 1\n" RULES4 "seed 2026\nhand 1 pass=left\n"
	    DEAL4 PASS4 "trick N 5C\nend\n", sizeof("hearts 1\n" RULES4
	    "seed 2026\nhand 1 pass=left\n" DEAL4 PASS4 "trick N 5C\nend\n") - 1,
	    &g, &e), -1);
	CHECK_INT(e.hand, 1);
	CHECK_INT(e.trick, 1);
	ERROR("hearts 1\n" RULES4 "seed 2026\nhand 1 pass=left\n" DEAL4
	    "pass N 6C 7C 8C\npass E 3C 9C 4D\ntrick N 2C\nend\n", 11,
	    "S has not");
	ERROR("hearts 1\n" RULES4 "seed 2026\nhand 1 pass=left\n" DEAL4
	    "pass N 6C 7C\nend\n", 9, "must pass 3 cards, not 2");
	expect_error(__LINE__, nul, sizeof(nul) - 1, 4, "NUL byte");

	long_line(big, sizeof(big), "deal N ", "end\n");
	expect_error(__LINE__, big, strlen(big), 3, "longer than");
	long_line(big, sizeof(big), "# ", "end\n");
	CHECK_INT(read_text(big, strlen(big), &g, &e), 1);
	CHECK_INT(g.last_line, 4);
	hearts_game_free(&g);
	/* The long comment is one line, and the next one counts from it. */
	long_line(big, sizeof(big), "\t  #", "shuffle\nend\n");
	expect_error(__LINE__, big, strlen(big), 4, "'shuffle'");

	/* Words of the input shown in messages stay readable UTF-8. */
	CHECK_INT(read_text(spade, sizeof(spade) - 1, &g, &e), -1);
	hearts_game_free(&g);
	CHECK(strstr(e.msg, "'x" SPADE "y' is not") != NULL);
	CHECK(valid_utf8(e.msg));
	ERROR("hearts 1\n" RULES4 "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx 1\nend\n", 3,
	    "'xxxxxxxxxxxxxxxxxxxxxxx");
	CHECK_INT(read_text(spades, sizeof(spades) - 1, &g, &e), -1);
	hearts_game_free(&g);
	CHECK(strstr(e.msg, "'x\xe2\x99\xa0") != NULL);
	/* A long word is cut at a character boundary. */
	CHECK(valid_utf8(e.msg));

	READS_AS(lenient, CANONICAL);
	/* The last line may lack its newline. */
	expect_text(__LINE__, CANONICAL, sizeof(CANONICAL) - 2, CANONICAL);
	CHECK_INT(read_text(lenient, sizeof(lenient) - 1, &g, &e), 1);
	CHECK_INT(g.first_line, 3);
	CHECK_INT(g.last_line, 20);
	hearts_game_free(&g);

	/* A set-up: totals before a hand that is not the first. */
	READS_AS(SETUP "end\n", SETUP "end\n");
	CHECK_INT(read_text(SETUP "end\n", sizeof(SETUP "end\n") - 1, &g, &e),
	    1);
	CHECK(g.setup);
	CHECK_INT(g.start_total[SEAT_W], 61);
	hearts_game_free(&g);
	ERROR(SETUP "total N=1 E=2 S=3 W=4\nend\n", 4, "given twice");
	ERROR("hearts 1\n" RULES4 "total N=40 E=22 S=13\nend\n", 3,
	    "no score for W");
	/* A set-up with a hand reads, and round-trips. */
	CHECK_INT(read_text(setup, sizeof(setup) - 1, &g, &e), 1);
	hearts_game_free(&g);
	if (read_text(setup, sizeof(setup) - 1, &g, &e) == 1) {
		CHECK(g.setup);
		CHECK_INT(g.hands[0].number, 7);
		CHECK_INT(g.hands[0].pass, HEARTS_PASS_ACROSS);
		check_round_trip(__LINE__, &g);
		READS_AS(setup, setup);
	}
	hearts_game_free(&g);

	/* Two records in a stream, each with its own lines. */
	if ((in = fmemopen((void *)two, sizeof(two) - 1, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	CHECK_INT(hearts_record_read(&rd, &g, &e), 1);
	CHECK_INT(g.first_line, 2);
	CHECK_INT(g.last_line, 4);
	CHECK_INT(g.rules.players, 4);
	hearts_game_free(&g);
	CHECK_INT(hearts_record_read(&rd, &g, &e), 1);
	CHECK_INT(g.first_line, 6);
	CHECK_INT(g.last_line, 13);
	CHECK_INT(g.rules.players, 2);
	CHECK_STR(fmt(g.hands[0].aside), "2D 2S");
	hearts_game_free(&g);
	CHECK_INT(hearts_record_read(&rd, &g, &e), 0);
	hearts_game_free(&g);
	hearts_reader_free(&rd);
	fclose(in);
	/* An error in the second record names the line of the stream. */
	if ((in = fmemopen((void *)second, sizeof(second) - 1, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	CHECK_INT(hearts_record_read(&rd, &g, &e), 1);
	hearts_game_free(&g);
	CHECK_INT(hearts_record_read(&rd, &g, &e), -1);
	CHECK_INT(e.line, 6);
	CHECK(strstr(e.msg, "'shuffle'") != NULL);
	hearts_game_free(&g);
	hearts_reader_free(&rd);
	fclose(in);
	CHECK_INT(read_text("\n# nothing\n", sizeof("\n# nothing\n") - 1, &g,
	    &e), 0);
	hearts_game_free(&g);
	check_past_end();
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
	{ "canonical", test_canonical },
	{ "randomrun", test_random_run },
	{ "simplerun", test_simple_run },
	{ "expertrepeat", test_expert_repeat },
	{ "simple", test_simple },
	{ "api", test_api },
	{ "corpus", test_corpus },
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
