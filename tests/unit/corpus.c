/*
 * corpus.c: what hearts-select, hearts-stats and hearts-export work out
 * and write, against the code as it was before it was made faster
 * (oracle_corpus.c, oracle_select.c, oracle_stats.c, oracle_stats_table.c,
 * oracle_export.c): over random games of two to five players under random
 * rules, stopped anywhere, with random comments, the same tricks, ids and
 * names, the same choice of every selection, the same sums and tables,
 * and the same bytes of every row of every kind, TSV and JSON.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

void	 oracle_hand_tricks(const struct hearts_rules *,
	    const struct hearts_hand *, struct hearts_tricks *);
uint64_t oracle_game_id(const struct hearts_game *);
int	 oracle_comment_players(const char *, int, char [][64]);
int	 oracle_select_add(struct hearts_select *, const char *, const char *,
	    struct hearts_error *);
bool	 oracle_select_game(const struct hearts_select *,
	    const struct hearts_game *, long, const char *);
bool	 oracle_select_hand(const struct hearts_select *,
	    const struct hearts_game *, long, long, const char *);
void	 oracle_stats_init(struct hearts_stats *, bool);
void	 oracle_stats_free(struct hearts_stats *);
int	 oracle_stats_add(struct hearts_stats *, const struct hearts_game *,
	    const char *, struct hearts_error *);
int	 oracle_stats_write_sums(FILE *, const struct hearts_stats *);
int	 oracle_stats_write(FILE *, const struct hearts_stats *,
	    enum hearts_stats_table, bool);
int	 oracle_export_header(FILE *, enum hearts_export_level);
int	 oracle_export_game(FILE *, const struct hearts_game *,
	    enum hearts_export_level, bool, const char *);

static long	 compared;

static int
below(uint64_t *rng, int bound)
{
	return (int)(xorshift(rng) % (uint64_t)bound);
}

/* Two texts, the old code's and the new: the same bytes. */
static void
same_text(const char *what, const char *want, size_t wlen, const char *got,
    size_t glen)
{
	size_t	 i;

	compared++;
	if (wlen == glen && memcmp(want, got, wlen) == 0)
		return;
	for (i = 0; i < wlen && i < glen && want[i] == got[i]; i++)
		;
	fprintf(stderr, "%s:%d: %s differs at byte %zu:\n--- was\n%.*s\n"
	    "--- now\n%.*s\n", __FILE__, __LINE__, what, i,
	    (int)(wlen - i < 300 ? wlen - i : 300), want + i,
	    (int)(glen - i < 300 ? glen - i : 300), got + i);
	unit_failures++;
}

/* A memory stream, or the test ends. */
static FILE *
memory(char **text, size_t *len)
{
	FILE	*f;

	*text = NULL;
	if ((f = open_memstream(text, len)) == NULL) {
		perror("open_memstream");
		exit(1);
	}
	return f;
}

/*
 * Comment lines as hearts-match -f writes them (N=name, a program with
 * its arguments, commas), and words that need escaping in JSON or TSV.
 */
static void
random_comments(uint64_t *rng, char *c, size_t size)
{
	static const char *const words[] = {
		"game", "3:", "N=random", "E=simple", "S=./bot", "-x",
		"W=strong", "X=lowest.sh", ",", "N=", "E=a\"b", "S=back\\slash",
		"W=tab\there", "hearts-match:", "seed", "42", "Z=nobody",
		"N=caf\xc3\xa9", "E=\x01\x1f", "S=very-long-name-of-a-bot-"
		"that-goes-on-and-on-past-what-a-name-holds-in-sixty-four",
		"W=x", "X=y", "=", "N==", "é", ""
	};
	size_t	 len = 0;
	int	 lines = below(rng, 4), k, n;

	c[0] = '\0';
	while (lines-- > 0) {
		len += (size_t)snprintf(c + len, size - len, "#");
		for (n = below(rng, 8); n > 0; n--) {
			k = below(rng, (int)(sizeof(words) / sizeof(words[0])));
			len += (size_t)snprintf(c + len, size - len, " %s",
			    words[k]);
		}
		len += (size_t)snprintf(c + len, size - len, "\n");
		if (len >= size - 512)
			break;
	}
}

static void
compare_tricks(const struct hearts_game *g)
{
	struct hearts_tricks want, got;
	long	 i;

	for (i = 0; i < g->nhands; i++) {
		memset(&want, 0x5a, sizeof(want));
		memset(&got, 0x5a, sizeof(got));
		oracle_hand_tricks(&g->rules, &g->hands[i], &want);
		hearts_hand_tricks(&g->rules, &g->hands[i], &got);
		compared++;
		if (memcmp(&want, &got, sizeof(want)) != 0) {
			fprintf(stderr, "%s:%d: hand %ld's tricks differ\n",
			    __FILE__, __LINE__, i + 1);
			unit_failures++;
		}
	}
	CHECK(oracle_game_id(g) == hearts_game_id(g));
}

static void
compare_names(const char *comments, int players)
{
	char	 want[HEARTS_MAX_PLAYERS][64], got[HEARTS_MAX_PLAYERS][64];
	int	 s;

	memset(want, 0, sizeof(want));
	memset(got, 0, sizeof(got));
	CHECK_INT(hearts_comment_players(comments, players, got),
	    oracle_comment_players(comments, players, want));
	for (s = 0; s < players; s++)
		CHECK_STR(got[s], want[s]);
}

/* Every kind of row, TSV and JSON, and the headers. */
static void
compare_export(const struct hearts_game *g, const char *comments)
{
	char	*want, *got, what[64];
	size_t	 wlen, glen;
	FILE	*f;
	int	 level, json;

	for (level = HEARTS_EXPORT_GAME; level <= HEARTS_EXPORT_CARD; level++)
		for (json = 0; json < 2; json++) {
			f = memory(&want, &wlen);
			CHECK_INT(oracle_export_game(f, g, level, json,
			    comments), 0);
			fclose(f);
			f = memory(&got, &glen);
			CHECK_INT(hearts_export_game(f, g, level, json,
			    comments), 0);
			fclose(f);
			snprintf(what, sizeof(what), "%s rows%s",
			    hearts_export_levels[level], json ? " (JSON)" : "");
			same_text(what, want, wlen, got, glen);
			free(want);
			free(got);
		}
}

/* A test's argument, at random, most of them good. */
static const char *
random_arg(uint64_t *rng, const char *name, char *buf, size_t size)
{
	static const char *const seats[] = { "N", "E", "S", "W", "X", "any" };
	static const char *const options[] = {
		"players=4", "queen-breaks-hearts=yes", "queen-breaks-hearts=no",
		"moon=add", "moon=subtract", "jack-of-diamonds=on", "target=100",
		"target=50", "tie=play-on", "tie=share", "players=2"
	};
	static const char *const presets[] = {
		"standard", "black-lady", "omnibus", "moon-down", "session"
	};
	static const char *const cards[] = {
		"QS", "JD", "2C", "AH", "TS", "3D", "KC"
	};
	static const char *const comments[] = {
		"random", "N=random", "E=simple", "seed", "\"", "caf"
	};
	const char	*seat = seats[below(rng, 6)];
	int		 lo = below(rng, 30) - 10, wide = below(rng, 4);

#define PICK(a)	(a)[below(rng, (int)(sizeof(a) / sizeof((a)[0])))]
	if (strcmp(name, "players") == 0 || strcmp(name, "game") == 0 ||
	    strcmp(name, "hand") == 0) {
		/* 0 and 6 too: ranges that are refused, by both. */
		lo = below(rng, 8);
		if (wide == 0)
			snprintf(buf, size, "%d", lo);
		else if (wide == 1)
			snprintf(buf, size, "%d-", lo);
		else
			snprintf(buf, size, "%d-%d", lo, lo + below(rng, 4));
	} else if (strcmp(name, "option") == 0)
		snprintf(buf, size, "%s", PICK(options));
	else if (strcmp(name, "rules") == 0)
		snprintf(buf, size, "%s", PICK(presets));
	else if (strcmp(name, "seed") == 0)
		snprintf(buf, size, "%d", below(rng, 4));
	else if (strcmp(name, "id") == 0)
		snprintf(buf, size, "%016llx", (unsigned long long)
		    xorshift(rng));
	else if (strcmp(name, "comment") == 0)
		snprintf(buf, size, "%s", PICK(comments));
	else if (strcmp(name, "winner") == 0 || strcmp(name, "moon") == 0 ||
	    strcmp(name, "queen") == 0 || strcmp(name, "jack") == 0)
		snprintf(buf, size, "%s", seat);
	else if (strcmp(name, "total") == 0 || strcmp(name, "points") == 0) {
		if (wide == 0)
			snprintf(buf, size, "%s=%d", seat, lo);
		else if (wide == 1)
			snprintf(buf, size, "%s=%d-", seat, lo);
		else
			snprintf(buf, size, "%s=%d-%d", seat, lo, lo +
			    below(rng, 30));
	} else if (strcmp(name, "dealt") == 0 || strcmp(name, "passed") == 0)
		snprintf(buf, size, "%s=%s", seats[below(rng, 5)],
		    PICK(cards));
	else if (strcmp(name, "suit") == 0)
		snprintf(buf, size, "%s:%c=%d-", seats[below(rng, 5)],
		    "CDHS"[below(rng, 4)], below(rng, 6));
	else
		return NULL;
#undef PICK
	return buf;
}

/* A random selection, read by both; false if the test was refused. */
static bool
random_selection(uint64_t *rng, struct hearts_select *want,
    struct hearts_select *got)
{
	struct hearts_error e;
	const char	*name, *arg;
	char		 buf[64];
	int		 k, names, rw, rg;

	for (names = 0; hearts_test_names[names] != NULL; names++)
		;
	memset(want, 0, sizeof(*want));
	memset(got, 0, sizeof(*got));
	want->hands = got->hands = below(rng, 2);
	want->invert = got->invert = below(rng, 5) == 0;
	for (k = 1 + below(rng, 3); k > 0; k--) {
		name = hearts_test_names[below(rng, names)];
		arg = random_arg(rng, name, buf, sizeof(buf));
		rw = oracle_select_add(want, name, arg, &e);
		rg = hearts_select_add(got, name, arg, &e);
		CHECK_INT(rg, rw);
		if (rw == -1)
			return false;
	}
	CHECK(memcmp(want, got, sizeof(*want)) == 0);
	return true;
}

static void
compare_select(uint64_t *rng, const struct hearts_game *g,
    const char *comments)
{
	struct hearts_select want, got;
	long	 i, position;
	int	 k;

	for (k = 0; k < 6; k++) {
		if (!random_selection(rng, &want, &got))
			continue;
		position = 1 + below(rng, 8);
		CHECK_INT(hearts_select_game(&got, g, position, comments),
		    oracle_select_game(&want, g, position, comments));
		for (i = 0; i < g->nhands; i++)
			CHECK_INT(hearts_select_hand(&got, g, i, position,
			    comments), oracle_select_hand(&want, g, i, position,
			    comments));
		compared++;
	}
}

/* The sums and every table of both counts. */
static void
compare_stats(const struct hearts_stats *want, const struct hearts_stats *got)
{
	static const enum hearts_stats_table tables[] = {
		HEARTS_STATS_PLAYERS, HEARTS_STATS_CARDS,
		HEARTS_STATS_HAND_POINTS, HEARTS_STATS_TOTALS
	};
	char	*wt, *gt, what[64];
	size_t	 wlen, glen, t;
	FILE	*f;
	int	 tsv;

	f = memory(&wt, &wlen);
	CHECK_INT(oracle_stats_write_sums(f, want), 0);
	fclose(f);
	f = memory(&gt, &glen);
	CHECK_INT(hearts_stats_write_sums(f, got), 0);
	fclose(f);
	same_text("sums", wt, wlen, gt, glen);
	free(wt);
	free(gt);
	for (t = 0; t < sizeof(tables) / sizeof(tables[0]); t++)
		for (tsv = 0; tsv < 2; tsv++) {
			f = memory(&wt, &wlen);
			CHECK_INT(oracle_stats_write(f, want, tables[t], tsv),
			    0);
			fclose(f);
			f = memory(&gt, &glen);
			CHECK_INT(hearts_stats_write(f, got, tables[t], tsv),
			    0);
			fclose(f);
			snprintf(what, sizeof(what), "table %zu%s", t,
			    tsv ? " (TSV)" : "");
			same_text(what, wt, wlen, gt, glen);
			free(wt);
			free(gt);
		}
	/* The pooled distributions, which a C caller reads as fields. */
	CHECK_INT(got->nhand_points, want->nhand_points);
	CHECK_INT(got->ntotals, want->ntotals);
	CHECK(got->nhand_points != want->nhand_points ||
	    memcmp(got->hand_points, want->hand_points,
	    sizeof(*got->hand_points) * (size_t)got->nhand_points) == 0);
	CHECK(got->ntotals != want->ntotals || memcmp(got->totals,
	    want->totals, sizeof(*got->totals) * (size_t)got->ntotals) == 0);
}

void
test_corpus(void)
{
	struct hearts_stats want[2], got[2];
	struct hearts_game g;
	struct hearts_error e;
	uint64_t	 rng = 0x2545f4914f6cdd1dULL;
	char		 comments[2048], *wh, *gh;
	size_t		 wlen, glen;
	FILE		*f;
	int		 n, i, b, level;

	for (level = HEARTS_EXPORT_GAME; level <= HEARTS_EXPORT_CARD; level++) {
		f = memory(&wh, &wlen);
		oracle_export_header(f, level);
		fclose(f);
		f = memory(&gh, &glen);
		hearts_export_header(f, level);
		fclose(f);
		same_text("header", wh, wlen, gh, glen);
		free(wh);
		free(gh);
	}
	for (b = 0; b < 2; b++) {
		oracle_stats_init(&want[b], b);
		hearts_stats_init(&got[b], b);
	}
	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (i = 0; i < 300; i++) {
			unit_random_game(&rng, n, &g);
			random_comments(&rng, comments, sizeof(comments));
			compare_tricks(&g);
			compare_names(comments, n);
			compare_export(&g, below(&rng, 8) == 0 ? NULL :
			    comments);
			compare_select(&rng, &g, below(&rng, 8) == 0 ? NULL :
			    comments);
			for (b = 0; b < 2; b++)
				CHECK_INT(hearts_stats_add(&got[b], &g,
				    comments, &e), oracle_stats_add(&want[b],
				    &g, comments, &e));
			if (i % 100 == 99)
				for (b = 0; b < 2; b++)
					compare_stats(&want[b], &got[b]);
			hearts_game_free(&g);
		}
	for (b = 0; b < 2; b++) {
		compare_stats(&want[b], &got[b]);
		oracle_stats_free(&want[b]);
		hearts_stats_free(&got[b]);
	}
	/* 1,200 games, each in every form. */
	CHECK(compared > 20000);
	errno = 0;
}
