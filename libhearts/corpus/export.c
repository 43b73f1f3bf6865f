/*
 * export.c: games as rows for data tools (hearts-export): one row a game,
 * a hand, a trick or a card played, as tab-separated values or as JSON
 * Lines, the columns the same in both and listed in hearts-export(1).
 * Every row begins with the game's id (corpus.c), which does not depend
 * on where the stream was cut.
 *
 * The rows are made in a block of memory (export_row.c) written when it
 * fills and at the end of each game, through a pointer of the writer's
 * own; what does not change within a game (the id, the rules) is made
 * once, and a card is a copy from a table.  export_play.c has the rows
 * of tricks and cards.
 */
#include <stdio.h>
#include <string.h>

#include "corpus.h"
#include "export_row.h"

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
	SEATS("total"), SEATS("name"), NULL
};
static const char *const trick_columns[] = {
	"id", "hand", "trick", "leader", "winner", "cards", "points",
	SEATS("name"), NULL
};
static const char *const card_columns[] = {
	"id", "hand", "trick", "order", "seat", "card", "legal", "winner",
	"points", "name", NULL
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
 * Text from the library (rules, seats) or from a comment, at most most
 * bytes: a name or a comment its first 128, the rules whole.
 */
#define TEXT_MOST	128	/* the most of a name or a comment a cell holds */

static char *
put_text(char *p, bool json, const char *s, size_t most)
{
	static const char hex[] = "0123456789abcdef";
	const char	*end = s + strnlen(s, most);

	if (!json) {
		/* A tab or a newline would break the row: a space instead. */
		if (memchr(s, '\t', (size_t)(end - s)) == NULL &&
		    memchr(s, '\n', (size_t)(end - s)) == NULL) {
			memcpy(p, s, (size_t)(end - s));
			return p + (end - s);
		}
		for (; s < end; s++)
			*p++ = *s == '\t' || *s == '\n' ? ' ' : *s;
		return p;
	}
	*p++ = '"';
	for (; s < end; s++) {
		if (*s == '"' || *s == '\\')
			*p++ = '\\';
		if ((unsigned char)*s < ' ') {
			memcpy(p, "\\u00", 4);
			p[4] = hex[(unsigned char)*s >> 4];
			p[5] = hex[*s & 15];
			p += 6;
		} else
			*p++ = *s;
	}
	*p++ = '"';
	return p;
}

static inline char *
put_null(char *p, bool json)
{
	if (json) {
		memcpy(p, "null", 4);
		p += 4;
	}
	return p;
}

/* A seat's letter, or null; a seat's column name (N, E...) by its key. */
static inline char *
put_winners(char *p, bool json, const struct hearts_game *g, bool over)
{
	char	 w[HEARTS_MAX_PLAYERS + 1];
	int	 s, n = 0;

	if (!over)
		return put_null(p, json);
	for (s = 0; s < g->rules.players; s++)
		if ((g->winners >> s) & 1)
			w[n++] = hearts_seat_name(s);
	w[n] = '\0';
	return put_text(p, json, w, TEXT_MOST);
}

/* The keys of a seat's five columns, as JSON writes them before a value. */
#define KEYS(p)	{ ",\"" p "_N\":", ",\"" p "_E\":", ",\"" p "_S\":",	      \
	",\"" p "_W\":", ",\"" p "_X\":" }

static const char total_keys[5][sizeof(",\"total_N\":")] = KEYS("total");
static const char name_keys[5][sizeof(",\"name_N\":")] = KEYS("name");
static const char dealt_keys[5][sizeof(",\"dealt_N\":")] = KEYS("dealt");
static const char passed_keys[5][sizeof(",\"passed_N\":")] = KEYS("passed");
static const char before_keys[5][sizeof(",\"before_N\":")] = KEYS("before");
static const char points_keys[5][sizeof(",\"points_N\":")] = KEYS("points");

/* Before a seat's column: its key, or a tab. */
#define SEAT_KEY(p, json, keys, s) do {					      \
	if (json) {							      \
		memcpy((p), (keys)[s], sizeof((keys)[0]) - 1);		      \
		(p) += sizeof((keys)[0]) - 1;				      \
	} else								      \
		*(p)++ = '\t';						      \
} while (0)

/* One number a seat, null for the seats the game does not have. */
#define SEAT_NUMBERS(p, json, keys, v, n, known) do {			      \
	int	 s_;							      \
									      \
	for (s_ = 0; s_ < HEARTS_MAX_PLAYERS; s_++) {			      \
		SEAT_KEY(p, json, keys, s_);				      \
		if (s_ < (n) && (known))				      \
			(p) = export_int(p, (v)[s_]);			      \
		else							      \
			(p) = put_null(p, json);			      \
	}								      \
} while (0)

static void
game_row(struct row *r, const struct hearts_game *g, const char *rules,
    const char *comments)
{
	char	 names[HEARTS_MAX_PLAYERS][64], *p;
	int	 total[HEARTS_MAX_PLAYERS], s, n = g->rules.players;
	bool	 json = r->json;

	export_room(r);
	p = r->buf + r->len;
	memcpy(p, r->id, r->nid);
	p += r->nid;
	EXPORT_KEY(p, json, ",\"seed\":");
	p = g->seeded ? export_number(p, (long long)g->seed) :
	    put_null(p, json);
	EXPORT_KEY(p, json, ",\"players\":");
	p = export_int(p, n);
	EXPORT_KEY(p, json, ",\"rules\":");
	p = put_text(p, json, rules, RULES_TEXT_MAX);
	EXPORT_KEY(p, json, ",\"hands\":");
	p = export_int(p, g->nhands);
	EXPORT_KEY(p, json, ",\"over\":");
	p = export_int(p, g->over);
	EXPORT_KEY(p, json, ",\"winners\":");
	p = put_winners(p, json, g, g->over);
	hearts_game_totals(g, g->nhands, total);
	SEAT_NUMBERS(p, json, total_keys, total, n, true);
	hearts_comment_players(comments != NULL ? comments : "", n, names);
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		SEAT_KEY(p, json, name_keys, s);
		if (s < n && names[s][0] != '\0')
			p = put_text(p, json, names[s], TEXT_MOST);
		else
			p = put_null(p, json);
	}
	export_row_end(r, p);
}

/*
 * The players' names the comments give, as cells made once a game: each
 * seat's name_ column for hand and trick rows, the seat's name for card
 * rows, which ends their row.
 */
static void
names_make(struct row *r, const struct hearts_game *g, const char *comments)
{
	char	 names[HEARTS_MAX_PLAYERS][64], *p;
	int	 s, n = g->rules.players;
	bool	 json = r->json;

	hearts_comment_players(comments != NULL ? comments : "", n, names);
	p = r->names;
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		SEAT_KEY(p, json, name_keys, s);
		if (s < n && names[s][0] != '\0')
			p = put_text(p, json, names[s], TEXT_MOST);
		else
			p = put_null(p, json);
	}
	r->nnames = (size_t)(p - r->names);
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		p = r->name[s];
		EXPORT_KEY(p, json, ",\"name\":");
		if (s < n && names[s][0] != '\0')
			p = put_text(p, json, names[s], TEXT_MOST);
		else
			p = put_null(p, json);
		if (json)
			*p++ = '}';
		*p++ = '\n';
		r->nname[s] = (size_t)(p - r->name[s]);
	}
}

/*
 * The cells of a hand row that stay the same through the game (players,
 * rules, seed), made once.
 */
static void
game_cells(struct row *r, const struct hearts_game *g, const char *rules)
{
	const char	*name;
	char		*p = r->game;
	bool		 json = r->json;
	int		 d;

	EXPORT_KEY(p, json, ",\"players\":");
	p = export_int(p, g->rules.players);
	EXPORT_KEY(p, json, ",\"rules\":");
	p = put_text(p, json, rules, RULES_TEXT_MAX);
	EXPORT_KEY(p, json, ",\"seed\":");
	p = g->seeded ? export_number(p, (long long)g->seed) :
	    put_null(p, json);
	r->ngame = (size_t)(p - r->game);
	/* The pass cell of each direction, its name quoted in JSON. */
	for (d = HEARTS_PASS_LEFT; d <= HEARTS_PASS_HOLD; d++) {
		p = r->pass[d];
		EXPORT_KEY(p, json, ",\"pass\":");
		if (json)
			*p++ = '"';
		name = hearts_pass_name((enum hearts_pass)d);
		memcpy(p, name, strlen(name));
		p += strlen(name);
		if (json)
			*p++ = '"';
		r->npass[d] = (uint8_t)(p - r->pass[d]);
	}
}

/* A hand's row; json a constant where it is inlined. */
static inline __attribute__((always_inline)) void
hand_row(struct row *r, const struct hearts_game *g, long i, bool json)
{
	const struct hearts_hand *h = &g->hands[i];
	const int	*before;
	char		*p;
	int		 s, n = g->rules.players, queen, jack;
	bool		 over = g->over && i == g->nhands - 1;

	jack = -1;
	corpus_takers(&g->rules, h, &queen, g->rules.jack_of_diamonds ? &jack :
	    NULL);
	before = i == 0 ? g->start_total : g->hands[i - 1].total;
	export_room(r);
	p = r->buf + r->len;
	/* Copies of fixed sizes where they fit: a few moves, no call. */
	memcpy(p, r->id, sizeof(r->id));
	p += r->nid;
	EXPORT_KEY(p, json, ",\"hand\":");
	p = export_int(p, h->number);
	if (r->ngame <= 128)
		memcpy(p, r->game, 128);
	else if (r->ngame <= 256)
		memcpy(p, r->game, 256);
	else
		memcpy(p, r->game, r->ngame);
	p += r->ngame;
	memcpy(p, r->pass[h->pass], sizeof(r->pass[0]));
	p += r->npass[h->pass];
	EXPORT_KEY(p, json, ",\"scored\":");
	*p++ = (char)('0' + h->scored);
	EXPORT_KEY(p, json, ",\"over\":");
	*p++ = (char)('0' + over);
	EXPORT_KEY(p, json, ",\"winners\":");
	p = put_winners(p, json, g, over);
	EXPORT_KEY(p, json, ",\"moon\":");
	p = export_seat(p, json, h->scored ? h->shooter : -1);
	EXPORT_KEY(p, json, ",\"queen\":");
	p = export_seat(p, json, queen);
	EXPORT_KEY(p, json, ",\"jack\":");
	p = export_seat(p, json, jack);
	EXPORT_KEY(p, json, ",\"aside\":");
	p = n == 2 ? export_set(p, json, h->aside) : put_null(p, json);
	EXPORT_KEY(p, json, ",\"played\":");
	p = export_list(p, json, h->played, h->nplayed);
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		SEAT_KEY(p, json, dealt_keys, s);
		p = s < n ? export_set(p, json, h->dealt[s]) :
		    put_null(p, json);
	}
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		SEAT_KEY(p, json, passed_keys, s);
		p = s < n && h->pass != HEARTS_PASS_HOLD ?
		    export_set(p, json, h->passed[s]) : put_null(p, json);
	}
	SEAT_NUMBERS(p, json, before_keys, before, n, true);
	SEAT_NUMBERS(p, json, points_keys, h->score, n, h->scored);
	SEAT_NUMBERS(p, json, total_keys, h->total, n, h->scored);
	memcpy(p, r->names, r->nnames);
	p += r->nnames;
	export_row_end(r, p);
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
	char		 id[HEARTS_ID_SIZE], *p;
	const char	*rules = hearts_rules_text(&g->rules);
	long		 i;

	r.out = out;
	r.json = json;
	r.len = 0;
	r.tails = false;
	memset(r.id, 0, sizeof(r.id));
	r.rules = &g->rules;
	hearts_game_id_format(g, id);
	/* The id, as every row begins. */
	p = r.id;
	if (json) {
		memcpy(p, "{\"id\":", 6);
		p += 6;
	}
	p = put_text(p, json, id, TEXT_MOST);
	r.nid = (size_t)(p - r.id);
	if (level != HEARTS_EXPORT_GAME)
		names_make(&r, g, comments);
	if (level == HEARTS_EXPORT_GAME)
		game_row(&r, g, rules, comments);
	else if (level == HEARTS_EXPORT_HAND) {
		game_cells(&r, g, rules);
		for (i = 0; i < g->nhands; i++)
			if (json)
				hand_row(&r, g, i, true);
			else
				hand_row(&r, g, i, false);
	} else
		for (i = 0; i < g->nhands; i++)
			export_play_rows(&r, g, i, level);
	export_flush(&r);
	return ferror(out) ? -1 : 0;
}
