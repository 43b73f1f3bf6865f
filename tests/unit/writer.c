/*
 * writer.c: the record writer against a plain one (oracle_write.c):
 * over random games of two to five players under random rules, stopped
 * at random points, every record, its one-line form and every seat's
 * view (and hearts_record_string()'s, made in memory), and those views
 * read back and written again, the same bytes.  And hearts-match's
 * numbers for its comment lines (cmd/match/fixed.h) against printf(3).
 */
#include <errno.h>
#include <limits.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "later_options.h"
#include "unit.h"
#include "../../cmd/match/fixed.h"

int	 oracle_record_write(FILE *, const struct hearts_game *);
int	 oracle_record_write_view(FILE *, const struct hearts_game *, int);
int	 oracle_record_write_line(FILE *, const struct hearts_game *);

/* Which writer, which form. */
enum form { WHOLE, LINE, VIEW };

/* A form's text from one writer or the other, malloc'd; NULL on -1. */
static char *
text_of(bool oracle, enum form form, const struct hearts_game *g, int seat,
    size_t *len)
{
	char	*text = NULL;
	FILE	*f;
	int	 rc;

	if ((f = open_memstream(&text, len)) == NULL) {
		perror("open_memstream");
		exit(1);
	}
	switch (form) {
	case WHOLE:
		rc = oracle ? oracle_record_write(f, g) :
		    hearts_record_write(f, g);
		break;
	case LINE:
		rc = oracle ? oracle_record_write_line(f, g) :
		    hearts_record_write_line(f, g);
		break;
	default:
		rc = oracle ? oracle_record_write_view(f, g, seat) :
		    hearts_record_write_view(f, g, seat);
		break;
	}
	fclose(f);
	if (rc == -1) {
		free(text);
		return NULL;
	}
	return text;
}

static long	 compared;

/* hearts_record_string()'s text is the writer's, or NULL when it refuses. */
static void
same_string(const char *want, size_t wlen, const struct hearts_game *g,
    int seat)
{
	char	*got;
	size_t	 glen = 0;

	got = hearts_record_string(g, seat, &glen);
	CHECK((want == NULL) == (got == NULL));
	if (want != NULL && got != NULL)
		CHECK(glen == wlen && memcmp(want, got, wlen) == 0 &&
		    got[glen] == '\0');
	free(got);
}

/* Both writers, one form: the same bytes, or both refuse.  The text. */
static char *
same(enum form form, const struct hearts_game *g, int seat, size_t *len)
{
	char	*want, *got;
	size_t	 wlen = 0, glen = 0;

	want = text_of(true, form, g, seat, &wlen);
	got = text_of(false, form, g, seat, &glen);
	compared++;
	CHECK((want == NULL) == (got == NULL));
	if (form != LINE)
		same_string(want, wlen, g, form == WHOLE ? -1 : seat);
	if (want != NULL && got != NULL && (wlen != glen ||
	    memcmp(want, got, wlen) != 0)) {
		fprintf(stderr, "%s:%d: form %d seat %d differs:\n--- was\n%s"
		    "--- now\n%s", __FILE__, __LINE__, (int)form, seat,
		    want, got);
		unit_failures++;
	}
	free(want);
	*len = glen;
	return got;
}

/*
 * Every form of the game and every seat's view; one view read back, as a
 * bot or hearts-view reads it, and written again in each form.
 */
static void
compare(const struct hearts_game *g, int back)
{
	struct hearts_reader rd;
	struct hearts_game v;
	struct hearts_error e;
	FILE		*in;
	char		*text;
	size_t		 len;
	int		 s, n = g->rules.players;

	free(same(WHOLE, g, -1, &len));
	free(same(LINE, g, -1, &len));
	for (s = 0; s < n; s++) {
		if ((text = same(VIEW, g, s, &len)) == NULL || s != back) {
			free(text);
			continue;
		}
		if ((in = fmemopen(text, len, "r")) == NULL) {
			perror("fmemopen");
			exit(1);
		}
		hearts_reader_init(&rd, in);
		if (hearts_record_read(&rd, &v, &e) == 1) {
			free(same(WHOLE, &v, -1, &len));
			free(same(LINE, &v, -1, &len));
			/* Another seat's view of a view: both refuse. */
			free(same(VIEW, &v, (s + 1) % n, &len));
			hearts_game_free(&v);
		} else {
			fprintf(stderr, "%s:%d: a view does not read back: "
			    "%s\n%s", __FILE__, __LINE__, e.msg, text);
			unit_failures++;
		}
		hearts_reader_free(&rd);
		fclose(in);
		free(text);
	}
}

static int
below(uint64_t *rng, int bound)
{
	return (int)(xorshift(rng) % (uint64_t)bound);
}

static hearts_cards
pick(uint64_t *rng, hearts_cards set, int k)
{
	hearts_cards	 chosen = 0, left;
	int		 i;

	while (k-- > 0) {
		left = set & ~chosen;
		for (i = below(rng, hearts_cards_count(left)); i > 0; i--)
			left &= left - 1;
		chosen |= left & -left;
	}
	return chosen;
}

static void
random_rules(uint64_t *rng, struct hearts_rules *r, int players)
{
	static const int targets[] = { 0, 1, 26, 50, 100, 10000 };

	hearts_rules_default(r);
	r->players = players;
	r->queen_breaks_hearts = below(rng, 2);
	r->moon = below(rng, 2) ? HEARTS_MOON_ADD : HEARTS_MOON_SUBTRACT;
	r->jack_of_diamonds = players > 2 && below(rng, 2);
	r->target = targets[below(rng, 6)];
	if (r->target == 10000)
		r->target = 1 + below(rng, 120);
	r->tie = below(rng, 2) ? HEARTS_TIE_PLAY_ON : HEARTS_TIE_SHARE;
	/* The later options, each in about half the games. */
	later_options(r, (uint64_t)below(rng, INT_MAX));
}

/*
 * One random game, stopped at a random step (the middle of a pass, of a
 * trick, a hand not scored) or at its end.  The reader's test plays them
 * too (reader.c).
 */
void
unit_random_game(uint64_t *rng, int players, struct hearts_game *gp)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_state st;
	struct hearts_error e;
	struct hearts_hand *h;
	int		 s, steps, stop, big;

	random_rules(rng, &r, players);
	hearts_game_init(&g, &r);
	g.seeded = below(rng, 4) != 0;
	g.seed = xorshift(rng) & HEARTS_SEED_MAX;
	if (below(rng, 4) == 0) {
		/* A set-up: totals before the first hand, of any size. */
		g.setup = true;
		big = below(rng, 3) == 0;
		for (s = 0; s < players; s++)
			g.start_total[s] = big ? below(rng, 2 *
			    HEARTS_SETUP_MAX) - HEARTS_SETUP_MAX :
			    below(rng, 200) - 100;
	}
	stop = below(rng, 3) == 0 ? 400 : below(rng, 400);
	for (steps = 0; steps < stop; steps++) {
		switch (hearts_game_where(&g, &st)) {
		case HEARTS_GAME_DEAL:
			CHECK_INT(hearts_game_deal(&g, &e), 0);
			/* A set-up may begin at any hand. */
			if (g.setup && g.nhands == 1 && below(rng, 2))
				g.hands[0].number = 1 + below(rng,
				    HEARTS_HAND_MAX - 1000);
			break;
		case HEARTS_GAME_PASS:
			h = hearts_game_current(&g);
			do
				s = below(rng, players);
			while (hearts_hand_passed(h, s));
			CHECK_INT(hearts_game_pass(&g, s, pick(rng,
			    h->dealt[s], hearts_pass_count(players)), &e), 0);
			break;
		case HEARTS_GAME_PLAY:
			CHECK_INT(hearts_game_play(&g, hearts_cards_lowest(
			    pick(rng, hearts_state_legal(&st), 1)), &e), 0);
			break;
		case HEARTS_GAME_SCORE:
			CHECK_INT(hearts_game_score(&g, &e), 0);
			break;
		case HEARTS_GAME_OVER:
			steps = stop;
			break;
		}
	}
	*gp = g;
}

/* One random game, compared once. */
static void
writer_game(uint64_t *rng, int players)
{
	struct hearts_game g;

	unit_random_game(rng, players, &g);
	compare(&g, below(rng, players));
	hearts_game_free(&g);
}

/* fixed.h's "%ld" and "%f" of v, against printf(3)'s. */
static void
same_numbers(long l, double v)
{
	char	 want[512], got[512], *end;

	snprintf(want, sizeof(want), "%ld", l);
	end = fixed_long(got, l);
	*end = '\0';
	CHECK_STR(got, want);
	snprintf(want, sizeof(want), "%f", v);
	end = fixed_six(got, v);
	*end = '\0';
	CHECK_STR(got, want);
}

static void
test_fixed(uint64_t *rng)
{
	static const double edges[] = { 0, -0.0, 1e-7, 4.9999999e-7, 5e-7,
	    5.000001e-7, 0.0078125, 0.0234375, 0.5, 0.9999995, 0.99999949,
	    999999.9999995, 1e6, 1e6 - 1e-7, 1e300, -1, -1e-9 };
	double		 v;
	int		 i, k;

	for (i = 0; i < (int)(sizeof(edges) / sizeof(edges[0])); i++)
		same_numbers(i, edges[i]);
	same_numbers(LONG_MIN, NAN);
	same_numbers(LONG_MAX, INFINITY);
	same_numbers(-1, -INFINITY);
	/* Halves of every power of two's sixth decimal, and their ties. */
	for (k = 1; k <= 30; k++)
		for (i = 0; i < 50; i++)
			same_numbers(i, ldexp((double)i, -k));
	/*
	 * A game's nanoseconds in milliseconds shared by its seats, as the
	 * referee writes them: the seventh decimal is often a half, and the
	 * product's rounding decides.
	 */
	for (i = 0; i < 200000; i++)
		same_numbers(i, (double)(xorshift(rng) % 10000000000ULL) /
		    1e6 / (double)(2 + i % 4));
	/* Times of every size, from nothing to minutes in milliseconds. */
	for (i = 0; i < 200000; i++) {
		v = (double)(xorshift(rng) >> 11) / 9007199254740992.0 *
		    pow(10, (double)(i % 14) - 7);
		same_numbers((long)xorshift(rng), v);
	}
}

void
test_writer(void)
{
	uint64_t	 rng = 0x853c49e6748fea9bULL;
	int		 n, i;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (i = 0; i < 500; i++)
			writer_game(&rng, n);
	/* Two thousand games, each in every form. */
	CHECK(compared > 10000);
	test_fixed(&rng);
	errno = 0;
}
