/*
 * oracle_export.c: hearts-export's rows,
 * as it was at 8e79b25 (libhearts/export.c), kept unchanged but for its names,
 * so that tests/unit/corpus.c can hold the new code to every byte and
 * count it gave.  Not built into the library.
 */
#define hearts_export_levels		oracle_export_levels
#define hearts_export_columns		oracle_export_columns
#define hearts_export_header		oracle_export_header
#define hearts_export_game		oracle_export_game
#define hearts_hand_tricks		oracle_hand_tricks
#define hearts_game_id_format		oracle_game_id_format
#define hearts_comment_players		oracle_comment_players
#include <stdio.h>
#include <string.h>

#include "internal.h"
#include "engine/play.h"

const char *const hearts_export_levels[] = {
	"game", "hand", "trick", "card", NULL
};

#define SEATS(p)	p "_N", p "_E", p "_S", p "_W", p "_X"

static const char *const game_columns[] = {
	"id", "seed", "players", "rules", "hands", "over", "winners",
	SEATS("total"), SEATS("name"), NULL
};
static const char *const hand_columns[] = {
	"id", "hand", "players", "rules", "seed", "pass", "scored", "over",
	"winners", "moon", "queen", "jack", "aside", "played",
	SEATS("dealt"), SEATS("passed"), SEATS("before"), SEATS("points"),
	SEATS("total"), NULL
};
static const char *const trick_columns[] = {
	"id", "hand", "trick", "leader", "winner", "cards", "points", NULL
};
static const char *const card_columns[] = {
	"id", "hand", "trick", "order", "seat", "card", "legal", "winner",
	"points", NULL
};

static const char *const *const columns[] = {
	game_columns, hand_columns, trick_columns, card_columns
};

const char *const *
hearts_export_columns(enum hearts_export_level level)
{
	return columns[level];
}

/*
 * The rows being written: which column comes next, and how.  Rows are
 * made in a block of memory and written when it fills, and at the end
 * of each game: a call into stdio a row, let alone a field, costs more
 * than the rest of the export.  The cells every row of a hand begins
 * with (the id, the hand) are made once and copied (prefix).
 */
#define ROW_SIZE	16384
#define CELL_ROOM	4096	/* the most any cell adds */

struct row {
	FILE		*out;
	bool		 json;
	const char *const *names;
	int		 col;
	size_t		 len;
	int		 queen;		/* the Q♠'s points */
	bool		 jack;		/* the J♦ counts */
	int		 prefix_col;	/* the columns of the prefix */
	size_t		 nprefix;
	char		 prefix[256];
	char		 buf[ROW_SIZE];
};

static void
flush(struct row *r)
{
	if (r->len > 0)
		fwrite(r->buf, 1, r->len, r->out);
	r->len = 0;
}

static inline void
put_char(struct row *r, char c)
{
	r->buf[r->len++] = c;
}

static inline void
put_str(struct row *r, const char *s)
{
	size_t	 n = strlen(s);

	memcpy(r->buf + r->len, s, n);
	r->len += n;
}

static inline void
cell(struct row *r)
{
	if (r->len > ROW_SIZE - CELL_ROOM)
		flush(r);
	if (r->json) {
		put_str(r, r->col == 0 ? "{\"" : ",\"");
		put_str(r, r->names[r->col]);
		put_str(r, "\":");
	} else if (r->col > 0)
		put_char(r, '\t');
	r->col++;
}

static inline void
row_end(struct row *r)
{
	if (r->json)
		put_char(r, '}');
	put_char(r, '\n');
	r->col = 0;
}

/* A number without printf(3): most cells are numbers. */
static inline void
put_number(struct row *r, long long v)
{
	char	 buf[24], *p = buf + sizeof(buf);
	unsigned long long u = v < 0 ? -(unsigned long long)v :
	    (unsigned long long)v;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--p = '-';
	memcpy(r->buf + r->len, p, (size_t)(buf + sizeof(buf) - p));
	r->len += (size_t)(buf + sizeof(buf) - p);
}

static inline void
cell_number(struct row *r, long long v)
{
	cell(r);
	/* Most numbers are a trick, an order or points: a digit or two. */
	if (v >= 0 && v < 10)
		put_char(r, (char)('0' + v));
	else
		put_number(r, v);
}

static void
cell_null(struct row *r)
{
	cell(r);
	if (r->json)
		put_str(r, "null");
}

/* Text from the library (rules, seats) or from a comment, at most 128 bytes. */
static void
cell_text(struct row *r, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	const char	*end = s + strnlen(s, 128);

	cell(r);
	if (!r->json) {
		/* A tab or a newline would break the row: a space instead. */
		for (; s < end; s++)
			put_char(r, *s == '\t' || *s == '\n' ? ' ' : *s);
		return;
	}
	put_char(r, '"');
	for (; s < end; s++) {
		if (*s == '"' || *s == '\\')
			put_char(r, '\\');
		if ((unsigned char)*s < ' ') {
			put_str(r, "\\u00");
			put_char(r, hex[(unsigned char)*s >> 4]);
			put_char(r, hex[*s & 15]);
		} else
			put_char(r, *s);
	}
	put_char(r, '"');
}

static inline void
cell_seat(struct row *r, int seat)
{
	if (seat < 0) {
		cell_null(r);
		return;
	}
	cell(r);
	if (r->json)
		put_char(r, '"');
	put_char(r, "NESWX"[seat]);
	if (r->json)
		put_char(r, '"');
}

/* One card, as the record writes it. */
static inline void
put_card(struct row *r, int c)
{
	static const char rank[] = "23456789TJQKA???", suit[] = "CDHS";

	/* hearts_card_name(), without the call: every card is one. */
	put_char(r, rank[c & 15]);
	put_char(r, suit[c >> 4 & 3]);
}

static inline void
cell_card(struct row *r, int c)
{
	cell(r);
	if (r->json)
		put_char(r, '"');
	put_card(r, c);
	if (r->json)
		put_char(r, '"');
}

/* Cards in the order given: space-separated, or a JSON array. */
static void
cell_list(struct row *r, const uint8_t *cards, int n)
{
	int	 i;

	cell(r);
	if (r->json)
		put_char(r, '[');
	for (i = 0; i < n; i++) {
		if (i > 0)
			put_char(r, r->json ? ',' : ' ');
		if (r->json)
			put_char(r, '"');
		put_card(r, cards[i]);
		if (r->json)
			put_char(r, '"');
	}
	if (r->json)
		put_char(r, ']');
}

/* A set of cards, in canonical order. */
static void
cell_cards(struct row *r, hearts_cards set)
{
	cell(r);
	if (r->json) {
		put_char(r, '[');
		for (; set != 0; set &= set - 1) {
			put_char(r, '"');
			put_card(r, cards_lowest(set));
			put_str(r, set & (set - 1) ? "\"," : "\"");
		}
		put_char(r, ']');
		return;
	}
	/* Each card and a space, the last space taken back. */
	for (; set != 0; set &= set - 1) {
		put_card(r, cards_lowest(set));
		put_char(r, ' ');
	}
	if (r->buf[r->len - 1] == ' ')
		r->len--;
}

/*
 * The cells every row of a hand begins with, made once and kept in
 * r->prefix; prefix_put() starts a row with them.
 */
static void
prefix_make(struct row *r, const char *id, long hand)
{
	size_t	 start;

	/* Room for both cells, so that neither flushes under start. */
	if (r->len > ROW_SIZE - 3 * CELL_ROOM)
		flush(r);
	start = r->len;
	cell_text(r, id);
	cell_number(r, hand);
	r->nprefix = r->len - start;
	r->prefix_col = r->col;
	memcpy(r->prefix, r->buf + start, r->nprefix);
	r->len = start;
	r->col = 0;
}

static inline void
prefix_put(struct row *r)
{
	if (r->len > ROW_SIZE - CELL_ROOM)
		flush(r);
	memcpy(r->buf + r->len, r->prefix, r->nprefix);
	r->len += r->nprefix;
	r->col = r->prefix_col;
}

/* Two digits at most, the trick or the order in it: no division loop. */
static inline char *
small_number(char *p, int v)
{
	static const char digits[] =
	    "00010203040506070809101112131415161718192021222324252627282930";

	if (v >= 10)
		*p++ = digits[2 * v];
	*p++ = digits[2 * v + 1];
	return p;
}

/*
 * A card row as TSV, through a pointer of its own: writing through
 * r->buf and r->len, the compiler must reload r->len after every byte
 * (a char may alias it), and this row is the most written of all.  The
 * caller has made room for the trick (a row is under 128 bytes), whose
 * winner is not known yet: for a trick played out, the place of the
 * winner's letter is returned, for the caller to write once the trick
 * is over; the cell is empty (null) for a trick cut short.
 */
static size_t
card_row_tsv(struct row *r, int trick, int order, int seat, int card,
    hearts_cards legal, bool over, int points)
{
	static const char rank[] = "23456789TJQKA???", suit[] = "CDHS";
	char		*p;
	size_t		 at = 0;
	int		 c;

	p = r->buf + r->len;
	memcpy(p, r->prefix, r->nprefix);
	p += r->nprefix;
	*p++ = '\t';
	p = small_number(p, trick);
	*p++ = '\t';
	p = small_number(p, order);
	*p++ = '\t';
	*p++ = "NESWX"[seat];
	*p++ = '\t';
	*p++ = rank[card & 15];
	*p++ = suit[card >> 4 & 3];
	*p++ = '\t';
	for (; legal != 0; legal &= legal - 1) {
		c = cards_lowest(legal);
		*p++ = rank[c & 15];
		*p++ = suit[c >> 4 & 3];
		*p++ = ' ';
	}
	p[-1] = '\t';
	if (over) {
		at = (size_t)(p - r->buf);
		*p++ = '?';
	}
	*p++ = '\t';
	if (points < 0) {
		*p++ = '-';
		points = -points;
	}
	p = small_number(p, points);
	*p++ = '\n';
	r->len = (size_t)(p - r->buf);
	return at;
}

/* The points a card scores to the seat that takes it. */
static inline int
card_points(const struct row *r, int c)
{
	if (card_suit(c) == HEARTS_HEARTS)
		return 1;
	if (c == CARD_QS)
		return r->queen;
	return c == CARD_JD && r->jack ? -10 : 0;
}

/* Seats' winners as their letters, "NE". */
static void
cell_winners(struct row *r, const struct hearts_game *g, bool over)
{
	char	 w[HEARTS_MAX_PLAYERS + 1];
	int	 s, n = 0;

	if (!over) {
		cell_null(r);
		return;
	}
	for (s = 0; s < g->rules.players; s++)
		if ((g->winners >> s) & 1)
			w[n++] = hearts_seat_name(s);
	w[n] = '\0';
	cell_text(r, w);
}

/* One value a seat, null for the seats the game does not have. */
static void
cells_seats(struct row *r, const int *v, int players, bool known)
{
	int	 s;

	for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
		if (s < players && known)
			cell_number(r, v[s]);
		else
			cell_null(r);
}

static void
cells_seat_cards(struct row *r, const hearts_cards *v, int players)
{
	int	 s;

	for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
		if (s < players)
			cell_cards(r, v[s]);
		else
			cell_null(r);
}

static void
game_row(struct row *r, const struct hearts_game *g, const char *id,
    const char *rules, const char *comments)
{
	char	 names[HEARTS_MAX_PLAYERS][64];
	int	 total[HEARTS_MAX_PLAYERS], s;

	cell_text(r, id);
	if (g->seeded)
		cell_number(r, (long long)g->seed);
	else
		cell_null(r);
	cell_number(r, g->rules.players);
	cell_text(r, rules);
	cell_number(r, g->nhands);
	cell_number(r, g->over);
	cell_winners(r, g, g->over);
	hearts_game_totals(g, g->nhands, total);
	cells_seats(r, total, g->rules.players, true);
	hearts_comment_players(comments != NULL ? comments : "",
	    g->rules.players, names);
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
		if (s < g->rules.players && names[s][0] != '\0')
			cell_text(r, names[s]);
		else
			cell_null(r);
	row_end(r);
}

static void
hand_row(struct row *r, const struct hearts_game *g, long i, const char *id,
    const char *rules)
{
	const struct hearts_hand *h = &g->hands[i];
	struct hearts_tricks tr;
	int		 before[HEARTS_MAX_PLAYERS], n = g->rules.players;
	bool		 over = g->over && i == g->nhands - 1;

	hearts_hand_tricks(&g->rules, h, &tr);
	hearts_game_totals(g, i, before);
	cell_text(r, id);
	cell_number(r, h->number);
	cell_number(r, n);
	cell_text(r, rules);
	if (g->seeded)
		cell_number(r, (long long)g->seed);
	else
		cell_null(r);
	cell_text(r, hearts_pass_name(h->pass));
	cell_number(r, h->scored);
	cell_number(r, over);
	cell_winners(r, g, over);
	cell_seat(r, h->scored ? h->shooter : -1);
	cell_seat(r, tr.queen);
	cell_seat(r, g->rules.jack_of_diamonds ? tr.jack : -1);
	if (n == 2)
		cell_cards(r, h->aside);
	else
		cell_null(r);
	cell_list(r, h->played, h->nplayed);
	cells_seat_cards(r, h->dealt, n);
	cells_seat_cards(r, h->passed, h->pass == HEARTS_PASS_HOLD ? 0 : n);
	cells_seats(r, before, n, true);
	cells_seats(r, h->score, n, h->scored);
	cells_seats(r, h->total, n, h->scored);
	row_end(r);
}

/* The rows of each trick or each card of a hand, replaying it. */
static void
play_rows(struct row *r, const struct hearts_game *g, long i, const char *id,
    enum hearts_export_level level)
{
	const struct hearts_hand *h = &g->hands[i];
	struct hearts_tricks tr;
	struct hearts_state st;
	hearts_cards	 legal;
	size_t		 winner_at[HEARTS_MAX_PLAYERS];
	int		 k, j, t, n = g->rules.players, first;
	bool		 tsv_cards = level == HEARTS_EXPORT_CARD && !r->json;

	/* TSV card rows learn each trick's winner as they play it. */
	if (!tsv_cards)
		hearts_hand_tricks(&g->rules, h, &tr);
	hearts_state_start(&st, &g->rules, h);
	prefix_make(r, id, h->number);
	for (k = 0, t = 0, first = 0; k < h->nplayed; k++) {
		if (k == first + n) {
			t++;
			first += n;
		}
		if (tsv_cards) {
			/* Room for the whole trick: its rows stay in buf. */
			if (k == first && r->len > ROW_SIZE - CELL_ROOM)
				flush(r);
			winner_at[k - first] = card_row_tsv(r, t + 1,
			    k - first + 1, st.turn, h->played[k],
			    hearts_state_legal_fast(&st),
			    first + n <= h->nplayed,
			    card_points(r, h->played[k]));
			hearts_state_apply(&st, h->played[k]);
			if (k == first + n - 1)
				for (j = 0; j < n; j++)
					r->buf[winner_at[j]] =
					    "NESWX"[st.last_winner];
			continue;
		}
		if (level == HEARTS_EXPORT_TRICK && k == first) {
			prefix_put(r);
			cell_number(r, t + 1);
			cell_seat(r, tr.leader[t]);
			cell_seat(r, t < tr.ntricks ? tr.winner[t] : -1);
			cell_list(r, h->played + first,
			    h->nplayed - first < n ? h->nplayed - first : n);
			if (t < tr.ntricks) {
				hearts_cards set = 0;

				for (j = first; j < first + n; j++)
					set |= card_bit(h->played[j]);
				cell_number(r, hearts_points_taken(&g->rules,
				    set));
			} else
				cell_null(r);
			row_end(r);
		}
		if (level == HEARTS_EXPORT_CARD) {
			legal = hearts_state_legal_fast(&st);
			prefix_put(r);
			cell_number(r, t + 1);
			cell_number(r, k - first + 1);
			cell_seat(r, st.turn);
			cell_card(r, h->played[k]);
			cell_cards(r, legal);
			cell_seat(r, t < tr.ntricks ? tr.winner[t] : -1);
			cell_number(r, card_points(r, h->played[k]));
			row_end(r);
		}
		hearts_state_apply(&st, h->played[k]);
	}
}

int
hearts_export_header(FILE *out, enum hearts_export_level level)
{
	const char *const *c = columns[level];
	int	 i;

	for (i = 0; c[i] != NULL; i++)
		fprintf(out, "%s%s", i > 0 ? "\t" : "", c[i]);
	putc('\n', out);
	return ferror(out) ? -1 : 0;
}

int
hearts_export_game(FILE *out, const struct hearts_game *g,
    enum hearts_export_level level, bool json, const char *comments)
{
	struct row	 r;
	char		 id[HEARTS_ID_SIZE], rules[256];
	long		 i;

	r.out = out;
	r.json = json;
	r.names = columns[level];
	r.col = 0;
	r.len = 0;
	r.queen = hearts_queen_points(g->rules.players);
	r.jack = g->rules.jack_of_diamonds &&
	    (hearts_deck(g->rules.players) & card_bit(CARD_JD)) != 0;
	hearts_game_id_format(g, id);
	hearts_rules_format(&g->rules, rules, sizeof(rules));
	if (level == HEARTS_EXPORT_GAME)
		game_row(&r, g, id, rules, comments);
	for (i = 0; i < g->nhands && level != HEARTS_EXPORT_GAME; i++)
		if (level == HEARTS_EXPORT_HAND)
			hand_row(&r, g, i, id, rules);
		else
			play_rows(&r, g, i, id, level);
	flush(&r);
	return ferror(out) ? -1 : 0;
}
