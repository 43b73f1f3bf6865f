/*
 * gen.c: writes a stream of whole seeded games for the benchmarks, played
 * with the library by bots that pass their three highest cards and play
 * a pseudo-random legal card.
 *
 *	bench/gen [hands [first-seed]]
 *
 * Built by make (all), used by make bench, bench/check.sh and
 * bench/callgrind.sh.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"

static void __attribute__((noreturn))
usage(int status)
{
	fputs("usage: bench/gen [hands [first-seed]]\n", status == 0 ? stdout :
	    stderr);
	if (status == 0)
		fputs("\nWrites whole seeded games, at least HANDS hands in "
		    "all (default 1000),\nthe first from FIRST-SEED "
		    "(default 1), the next seeds after it: 2 to 5\nplayers "
		    "in turn, played by bots that pass their highest cards "
		    "and play a\npseudo-random legal card.  The stream for "
		    "the benchmarks of make bench.\n", stdout);
	exit(status);
}

/* A whole number from min to max, or a usage error naming it. */
static long
number(const char *what, const char *arg, long min, long max)
{
	const char	*errstr;
	long		 n;

	n = (long)strtonum(arg, min, max, &errstr);
	if (errstr != NULL) {
		fprintf(stderr, "bench/gen: %s %s: a whole number from %ld to "
		    "%ld\n", what, arg, min, max);
		usage(64);
	}
	return n;
}

/* A small generator for the bots' choices, apart from the deal's. */
static uint64_t
next(uint64_t *x)
{
	*x ^= *x << 13;
	*x ^= *x >> 7;
	*x ^= *x << 17;
	return *x;
}

int
main(int argc, char *argv[])
{
	struct hearts_rules rules;
	struct hearts_game g;
	struct hearts_state st;
	struct hearts_error e;
	struct hearts_hand *h;
	hearts_cards	 legal, pass;
	uint64_t	 x = 88172645463325252ULL;
	long		 want, done = 0, seed;
	int		 s, k, n;

	if (argc > 1 && (strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "--help") == 0))
		usage(0);
	if (argc > 3 || (argc > 1 && argv[1][0] == '-'))
		usage(64);
	want = argc > 1 ? number("hands", argv[1], 1, 1000000000) : 1000;
	seed = argc > 2 ? number("first-seed", argv[2], 0, 1000000000000L) : 1;
	for (; done < want; seed++) {
		hearts_rules_default(&rules);
		rules.players = 2 + seed % 4;
		rules.target = rules.players == 2 ? 50 : 100;
		hearts_game_init(&g, &rules);
		g.seeded = true;
		g.seed = (uint64_t)seed;
		for (;;) {
			switch (hearts_game_where(&g, &st)) {
			case HEARTS_GAME_DEAL:
				hearts_game_deal(&g, &e);
				done++;
				continue;
			case HEARTS_GAME_PASS:
				h = hearts_game_current(&g);
				n = hearts_pass_count(rules.players);
				for (s = 0; s < rules.players; s++) {
					pass = 0;
					for (k = 0; k < n; k++)
						pass |= hearts_card_bit(
						    hearts_cards_highest(
						    h->dealt[s] & ~pass));
					hearts_game_pass(&g, s, pass, &e);
				}
				continue;
			case HEARTS_GAME_PLAY:
				legal = hearts_state_legal(&st);
				for (k = next(&x) % 13; k > 0 &&
				    hearts_cards_count(legal) > 1; k--)
					legal &= legal - 1;
				hearts_game_play(&g, hearts_cards_lowest(legal),
				    &e);
				continue;
			case HEARTS_GAME_SCORE:
				hearts_game_score(&g, &e);
				continue;
			case HEARTS_GAME_OVER:
				break;
			}
			break;
		}
		hearts_record_write(stdout, &g);
		hearts_game_free(&g);
	}
	return ferror(stdout) || fclose(stdout) ? 1 : 0;
}
