/*
 * cards.c: unit tests of the library's words and tables: input shown
 * safely in messages (against the standard's table of well-formed UTF-8,
 * never a copy of the code), cards and sets of cards, rules and presets,
 * the decks of 2 to 5 players, the pass directions.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

/*
 * Whether text is well-formed UTF-8, by the table of well-formed byte
 * sequences of the Unicode standard (3.9, table 3-7): each lead byte's
 * range allows one range of second bytes, then continuation bytes.
 * Written as ranges on purpose: the library decodes and checks the code
 * point, and a test's oracle is never a copy of the code under test.
 */
bool
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
void
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

void
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


/*
 * Rules of the first release's options, the later ones at their
 * defaults (0), named: the later ones lie between them in the struct.
 */
#define OLD_RULES(p, q, m, j, t, ti)	{ .players = (p),		\
	.queen_breaks_hearts = (q), .moon = (m), .jack_of_diamonds = (j), \
	.target = (t), .tie = (ti) }

/*
 * The options after the first release: each written after the others
 * where it is not its default, and nowhere else, so that the rules of
 * the first release are written as it wrote them.
 */
static void
test_later_options(void)
{
	static const char *const base = "players=4 queen-breaks-hearts=no "
	    "moon=add jack-of-diamonds=off target=100 tie=play-on";
	static const struct {
		const char	*option;
		const char	*written;	/* after base; "": nothing */
	} options[] = {
		{ "pass=cycle", "" },
		{ "pass=left", " pass=left" },
		{ "pass=right", " pass=right" },
		{ "pass=across", " pass=across" },
		{ "pass=none", " pass=none" },
		{ "first-lead=lowest-club", "" },
		{ "first-lead=any-club", " first-lead=any-club" },
		{ "first-trick-points=no", "" },
		{ "first-trick-points=yes", " first-trick-points=yes" },
		{ "first-trick-points=on", " first-trick-points=yes" },
		{ "no-tricks-bonus=off", "" },
		{ "no-tricks-bonus=on", " no-tricks-bonus=on" },
		{ "no-tricks-bonus=yes", " no-tricks-bonus=on" },
		{ "hearts-must-break=yes", "" },
		{ "hearts-must-break=no", " hearts-must-break=no" },
		{ "lead-hearts-over-queen=no", "" },
		{ "lead-hearts-over-queen=yes", " lead-hearts-over-queen=yes" },
	};
	static const char *const bad[] = {
		"pass=", "pass=hold", "pass=Left", "first-lead=2C",
		"first-lead=any", "first-trick-points=1", "no-tricks-bonus=",
		"hearts-must-break=maybe", "lead-hearts-over-queen=true",
	};
	struct hearts_rules r;
	struct hearts_error e;
	char		 want[256];
	size_t		 i;
	int		 n;

	for (i = 0; i < sizeof(options) / sizeof(options[0]); i++) {
		hearts_rules_default(&r);
		CHECK_INT(hearts_rules_option(&r, options[i].option, &e), 0);
		snprintf(want, sizeof(want), "%s%s", base, options[i].written);
		CHECK_STR(rules_text(&r), want);
		CHECK_INT(hearts_rules_check(&r, &e), 0);
	}
	for (i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		hearts_rules_default(&r);
		memset(&e, 0, sizeof(e));
		CHECK_INT(hearts_rules_option(&r, bad[i], &e), -1);
		CHECK_INT(e.kind, HEARTS_ERR_DATA);
		CHECK_STR(rules_text(&r), base);
	}
	/* Every one at once, in the writer's order whatever the order read. */
	hearts_rules_default(&r);
	CHECK_INT(hearts_rules_option(&r, "lead-hearts-over-queen=yes", &e),
	    0);
	CHECK_INT(hearts_rules_option(&r, "hearts-must-break=no", &e), 0);
	CHECK_INT(hearts_rules_option(&r, "no-tricks-bonus=on", &e), 0);
	CHECK_INT(hearts_rules_option(&r, "first-trick-points=yes", &e), 0);
	CHECK_INT(hearts_rules_option(&r, "first-lead=any-club", &e), 0);
	CHECK_INT(hearts_rules_option(&r, "pass=none", &e), 0);
	snprintf(want, sizeof(want), "%s pass=none first-lead=any-club "
	    "first-trick-points=yes no-tricks-bonus=on hearts-must-break=no "
	    "lead-hearts-over-queen=yes", base);
	CHECK_STR(rules_text(&r), want);
	/* A fixed pass each player count plays. */
	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		hearts_rules_default(&r);
		r.players = n;
		CHECK_INT(hearts_rules_option(&r, "pass=right", &e), 0);
		CHECK_INT(hearts_rules_check(&r, &e), n == 2 ? -1 : 0);
		CHECK_INT(hearts_rules_option(&r, "pass=across", &e), 0);
		memset(&e, 0, sizeof(e));
		CHECK_INT(hearts_rules_check(&r, &e), n == 4 ? 0 : -1);
		if (n != 4)
			CHECK(strstr(e.msg, "pass=across") != NULL);
		CHECK_INT(hearts_rules_option(&r, "pass=none", &e), 0);
		CHECK_INT(hearts_rules_check(&r, &e), 0);
		CHECK_INT(hearts_rules_option(&r, "pass=left", &e), 0);
		CHECK_INT(hearts_rules_check(&r, &e), 0);
	}
	/* The unknown option's message lists every option. */
	CHECK_INT(hearts_rules_option(&r, "colour=red", &e), -1);
	CHECK(strstr(e.msg, "lead-hearts-over-queen") != NULL);
}

void
test_rules(void)
{
	static const struct {
		const char	*name;
		struct hearts_rules rules;
	} presets[] = {
		{ "standard", OLD_RULES(4, false, HEARTS_MOON_ADD,
		    false, 100, HEARTS_TIE_PLAY_ON) },
		{ "black-lady", OLD_RULES(4, true, HEARTS_MOON_ADD,
		    false, 100, HEARTS_TIE_PLAY_ON) },
		{ "omnibus", OLD_RULES(4, false, HEARTS_MOON_ADD,
		    true, 100, HEARTS_TIE_PLAY_ON) },
		{ "moon-down", OLD_RULES(4, false, HEARTS_MOON_SUBTRACT,
		    false, 100, HEARTS_TIE_PLAY_ON) },
		{ "session", OLD_RULES(4, false, HEARTS_MOON_ADD,
		    false, 0, HEARTS_TIE_PLAY_ON) },
		{ "two-player", OLD_RULES(2, true, HEARTS_MOON_ADD,
		    false, 50, HEARTS_TIE_PLAY_ON) },
		{ "three-player", OLD_RULES(3, true, HEARTS_MOON_ADD,
		    false, 100, HEARTS_TIE_PLAY_ON) },
		{ "five-player", OLD_RULES(5, true, HEARTS_MOON_ADD,
		    false, 100, HEARTS_TIE_PLAY_ON) },
	};
	/* Each option applied to the default rules. */
	static const struct {
		const char	*option;
		struct hearts_rules rules;
	} options[] = {
		{ "players=2", OLD_RULES(2, false, 0, false, 100, 0) },
		{ "players=3", OLD_RULES(3, false, 0, false, 100, 0) },
		{ "players=4", OLD_RULES(4, false, 0, false, 100, 0) },
		{ "players=5", OLD_RULES(5, false, 0, false, 100, 0) },
		{ "queen-breaks-hearts=yes", OLD_RULES(4, true, 0,
		    false, 100, 0) },
		{ "queen-breaks-hearts=on", OLD_RULES(4, true, 0,
		    false, 100, 0) },
		{ "queen-breaks-hearts=no", OLD_RULES(4, false, 0,
		    false, 100, 0) },
		{ "queen-breaks-hearts=off", OLD_RULES(4, false, 0,
		    false, 100, 0) },
		{ "moon=add", OLD_RULES(4, false, HEARTS_MOON_ADD,
		    false, 100, 0) },
		{ "moon=subtract", OLD_RULES(4, false, HEARTS_MOON_SUBTRACT,
		    false, 100, 0) },
		{ "jack-of-diamonds=on", OLD_RULES(4, false, 0, true, 100, 0) },
		{ "jack-of-diamonds=yes", OLD_RULES(4, false, 0,
		    true, 100, 0) },
		{ "jack-of-diamonds=off", OLD_RULES(4, false, 0,
		    false, 100, 0) },
		{ "jack-of-diamonds=no", OLD_RULES(4, false, 0,
		    false, 100, 0) },
		{ "target=1", OLD_RULES(4, false, 0, false, 1, 0) },
		{ "target=50", OLD_RULES(4, false, 0, false, 50, 0) },
		{ "target=10000", OLD_RULES(4, false, 0, false, 10000, 0) },
		{ "target=none", OLD_RULES(4, false, 0, false, 0, 0) },
		{ "tie=play-on", OLD_RULES(4, false, 0,
		    false, 100, HEARTS_TIE_PLAY_ON) },
		{ "tie=share", OLD_RULES(4, false, 0,
		    false, 100, HEARTS_TIE_SHARE) },
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
	/* Black Maria, past the first release's fields. */
	CHECK_STR(hearts_preset_names[i], "black-maria");
	CHECK(hearts_preset_names[i + 1] == NULL);
	CHECK_INT(hearts_rules_preset(&r, "session", &e), 0);
	CHECK_STR(rules_text(&r), "players=4 queen-breaks-hearts=no moon=add "
	    "jack-of-diamonds=off target=none tie=play-on");
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_rules_preset(&r, "hearts-lite", &e), -1);
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

	test_later_options();

	e.kind = HEARTS_ERR_DATA;
	CHECK_INT(hearts_error_exit(&e), HEARTS_EXIT_DATA);
	e.kind = HEARTS_ERR_REFUSED;
	CHECK_INT(hearts_error_exit(&e), HEARTS_EXIT_REFUSED);
	e.kind = HEARTS_ERR_IO;
	CHECK_INT(hearts_error_exit(&e), HEARTS_EXIT_IOERR);
	e.kind = HEARTS_ERR_NOMEM;
	CHECK_INT(hearts_error_exit(&e), HEARTS_EXIT_SOFTWARE);
}

void
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

void
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
