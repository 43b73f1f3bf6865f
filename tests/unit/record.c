/*
 * record.c: unit tests of the reader's messages and lines: each kind of
 * record refused with the line and words it should name, each kind read
 * as it should be, and nothing read past a record's end line.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

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

void
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
