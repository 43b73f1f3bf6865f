/*
 * export_row.h: what export.c (game and hand rows) and export_play.c
 * (trick and card rows) share: the block the rows are made in and the
 * pieces of a row (export_row.c), each written through a pointer of the
 * caller's and returning where it ends.  Through r->buf and r->len the
 * compiler must reload r->len after every byte (a char may alias it),
 * and the rows are most of what hearts-export does.  Private to
 * libhearts.
 */
#ifndef HEARTS_EXPORT_ROW_H
#define HEARTS_EXPORT_ROW_H

#include <stdio.h>
#include <string.h>

#include "internal.h"

#define ROW_SIZE	32768
#define ROW_ROOM	8192	/* the most any row (or trick of card rows) takes */

struct row {
	FILE		*out;
	bool		 json;
	size_t		 len;
	const struct hearts_rules *rules;	/* the game's */
	char		 id[32];	/* the id cell every row begins with */
	size_t		 nid;
	/* Hand rows: their players, rules and seed cells, made once a game. */
	char		 game[1024];
	size_t		 ngame;
	char		 pass[HEARTS_PASS_HOLD + 1][16];	/* each direction's cell */
	uint8_t		 npass[HEARTS_PASS_HOLD + 1];
	/* Trick and card rows: the id and hand cells, made once a hand. */
	char		 prefix[64];
	size_t		 nprefix;
	/* Card rows: the prefix and the trick, its winner, each card's end. */
	char		 trick[64];
	size_t		 ntrick;
	char		 winner[32];
	size_t		 nwinner;
	bool		 tails;
	int8_t		 points[64];
	char		 tail[64][16];
	uint8_t		 ntail[64];
	/*
	 * The players the comments name (hearts_comment_players(), 63 bytes
	 * a name, 6 a byte escaped in JSON), made once a game: hand and
	 * trick rows' name_N ... name_X cells, and for card rows each seat's
	 * name cell with the row's end.
	 */
	char		 names[HEARTS_MAX_PLAYERS * 400];
	size_t		 nnames;
	char		 name[HEARTS_MAX_PLAYERS][400];
	size_t		 nname[HEARTS_MAX_PLAYERS];
	char		 buf[ROW_SIZE];
};

extern const char export_card_tsv[64][4];
extern const char export_card_json[64][8];
extern const char export_digits[200];

void	 export_flush(struct row *);
char	*export_number(char *, long long);
/* The trick or card rows of hand i (export_play.c). */
void	 export_play_rows(struct row *, const struct hearts_game *, long,
	    enum hearts_export_level);

/* Room for a row: the block written out first if it has not. */
static inline void
export_room(struct row *r)
{
	if (r->len > ROW_SIZE - ROW_ROOM)
		export_flush(r);
}

static inline void
export_row_end(struct row *r, char *p)
{
	if (r->json)
		*p++ = '}';
	*p++ = '\n';
	r->len = (size_t)(p - r->buf);
}

/* Before a cell: in JSON its key (",\"hand\":", a literal), else a tab. */
#define EXPORT_KEY(p, json, key) do {					      \
	if (json) {							      \
		memcpy((p), (key), sizeof(key) - 1);			      \
		(p) += sizeof(key) - 1;					      \
	} else								      \
		*(p)++ = '\t';						      \
} while (0)

/* A number; most are a trick, an order or points, under 100. */
static inline char *
export_int(char *p, long long v)
{
	if (v >= 0 && v < 10) {
		*p = (char)('0' + v);
		return p + 1;
	}
	if (v >= 0 && v < 100) {
		memcpy(p, export_digits + 2 * v, 2);
		return p + 2;
	}
	return export_number(p, v);
}

/* A seat's letter, or null (an empty cell in TSV). */
static inline char *
export_seat(char *p, bool json, int seat)
{
	if (seat < 0) {
		if (json) {
			memcpy(p, "null", 4);
			p += 4;
		}
		return p;
	}
	if (json) {
		p[0] = '"';
		p[1] = "NESWX"[seat];
		p[2] = '"';
		return p + 3;
	}
	*p = "NESWX"[seat];
	return p + 1;
}

/* A set of cards in canonical order: space-separated, or a JSON array. */
static inline char *
export_set(char *p, bool json, hearts_cards set)
{
	char	*start;

	if (json) {
		*p++ = '[';
		for (start = p; set != 0; set &= set - 1) {
			memcpy(p, export_card_json[__builtin_ctzll(set)], 8);
			p += 5;
		}
		/* The last comma taken back. */
		if (p != start)
			p--;
		*p++ = ']';
		return p;
	}
	if (set == 0)
		return p;
	for (; set != 0; set &= set - 1) {
		memcpy(p, export_card_tsv[__builtin_ctzll(set)], 4);
		p += 3;
	}
	return p - 1;
}

/* Cards in the order given. */
static inline char *
export_list(char *p, bool json, const uint8_t *cards, int n)
{
	int	 i;

	if (json) {
		*p++ = '[';
#pragma GCC unroll 4
		for (i = 0; i < n; i++) {
			memcpy(p, export_card_json[cards[i] & 63], 8);
			p += 5;
		}
		if (n > 0)
			p--;
		*p++ = ']';
		return p;
	}
	/* Unrolled: a hand's 52 cards in order are the longest list. */
#pragma GCC unroll 4
	for (i = 0; i < n; i++) {
		memcpy(p, export_card_tsv[cards[i] & 63], 4);
		p += 3;
	}
	return n > 0 ? p - 1 : p;
}

#endif
