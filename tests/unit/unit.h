/*
 * unit.h: a very small test harness for the library's unit tests.  Each
 * group is a function; the runner prints TAP-like lines and fails if any
 * check failed.
 */
#ifndef HEARTS_UNIT_H
#define HEARTS_UNIT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "hearts.h"

extern int unit_failures;

/* The groups, each in the file of what it tests. */
void	 test_escaped(void);
void	 test_cards(void);
void	 test_rules(void);
void	 test_decks(void);
void	 test_pass(void);
void	 test_rng(void);
void	 test_deal(void);
void	 test_play(void);
void	 test_score(void);
void	 test_options(void);
void	 test_options_score(void);
void	 test_black_maria(void);
void	 test_black_maria_play(void);
void	 test_games(void);
void	 test_views(void);
void	 test_record(void);
void	 test_api(void);
void	 test_bots(void);
void	 test_random_run(void);
void	 test_simple_run(void);
void	 test_expert_repeat(void);
void	 test_simple(void);
void	 test_game(void);
void	 test_sets(void);
void	 test_engine(void);
void	 test_conditions(void);
void	 test_uniform(void);
void	 test_writer(void);
void	 test_reader(void);
void	 test_one_line(void);
void	 test_reader_next(void);
void	 test_canonical(void);
void	 test_solve(void);
void	 test_values(void);
void	 test_corpus(void);
void	 test_interval(void);
/* A condition refused with a message that begins so (condition.c). */
void	 unit_cond_refused(const char *text, int players, const char *msg);

struct hearts_game;
/* A random game of so many players, stopped anywhere (writer.c). */
void	 unit_random_game(uint64_t *, int, struct hearts_game *);

/* The game read back from a seat's view of it (bots.c). */
void	 unit_view_of(const struct hearts_game *, int seat,
	    struct hearts_game *);

/* The tests' own generator, apart from the library's. */
uint64_t xorshift(uint64_t *);

/*
 * The fixtures of unit.c.  Seats by name; a set's canonical text (a ring
 * of buffers, so that one check may show two); a card by its name, its
 * bit, a set from text such as "2C QS 10h", the n'th card of a set from
 * the lowest; the rules as text; two states the same field by field; a
 * game's record as text (malloc'd); a record read from text.
 */
enum { SEAT_N, SEAT_E, SEAT_S, SEAT_W, SEAT_X };
const char *fmt(hearts_cards);
hearts_card card(const char *);
hearts_cards bit(const char *);
hearts_cards set_of(const char *);
hearts_card nth_card(hearts_cards, int);
const char *rules_text(const struct hearts_rules *);
bool	 same_state(const struct hearts_state *, const struct hearts_state *);
char	*record_text(const struct hearts_game *, size_t *);
int	 read_text(const char *, size_t, struct hearts_game *,
	    struct hearts_error *);

/*
 * What one group's file lends another's: whether text is well-formed
 * UTF-8 (cards.c); a deal checked to be a partition of the deck
 * (deal.c); a game written, read back and written again to the same
 * bytes, and one whole hand dealt, passed, played by the tests' own
 * choices and scored (games.c).
 */
bool	 valid_utf8(const char *);
/*
 * And play.c's: a hand dealt as texts say, nothing passed; a card played
 * or refused (why, and the legal cards the message ends with); a hand
 * scored from what each seat took.
 */
struct hearts_hand;
extern const char *const deal_e_no_club[4];
void	 make_hand(struct hearts_hand *, const char *const *deal, int n);
void	 play_ok(int at, struct hearts_state *, const char *);
void	 play_refused(int at, struct hearts_state *, const char *,
	    const char *why, const char *legal);
void	 check_score(int at, const struct hearts_rules *,
	    const char *const *taken, hearts_cards aside, int shooter,
	    const int *want);
#define PLAY(st, c)			play_ok(__LINE__, (st), (c))
#define REFUSE(st, c, why, legal)	play_refused(__LINE__, (st), (c), \
					    (why), (legal))
#define SCORE(r, taken, aside, shooter, ...) do {			\
	static const int want_[] = { __VA_ARGS__ };			\
	check_score(__LINE__, (r), (taken), (aside), (shooter), want_);	\
} while (0)
void	 check_partition(const struct hearts_rules *, const hearts_cards *,
	    hearts_cards);
void	 check_round_trip(int at, const struct hearts_game *);
bool	 play_hand(struct hearts_game *, uint64_t *);

#define CHECK(cond) do {						\
	if (!(cond)) {							\
		fprintf(stderr, "%s:%d: check failed: %s\n",		\
		    __FILE__, __LINE__, #cond);				\
		unit_failures++;					\
	}								\
} while (0)

#define CHECK_INT(got, want) do {					\
	long long g_ = (long long)(got), w_ = (long long)(want);	\
	if (g_ != w_) {							\
		fprintf(stderr, "%s:%d: %s is %lld, want %lld\n",	\
		    __FILE__, __LINE__, #got, g_, w_);			\
		unit_failures++;					\
	}								\
} while (0)

#define CHECK_STR(got, want) do {					\
	const char *g_ = (got), *w_ = (want);				\
	if (strcmp(g_, w_) != 0) {					\
		fprintf(stderr, "%s:%d: %s is \"%s\", want \"%s\"\n",	\
		    __FILE__, __LINE__, #got, g_, w_);			\
		unit_failures++;					\
	}								\
} while (0)

#endif
