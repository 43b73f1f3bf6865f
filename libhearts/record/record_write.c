/*
 * record_write.c: model to canonical text.  One spelling for every fact,
 * lines in one order, so that reading a canonical record and writing it
 * again gives the same bytes.
 *
 * The text is made in a block of memory, by hand (a card is a copy of
 * its name from a table, a number its digits), and goes to the stream a
 * block at a time: stdio's formatting a word cost four times what
 * reading the same record costs.  A trick's leader is found from the
 * cards (the seat that played the highest card of the suit led before),
 * not by replaying them through the engine, which cost more than writing
 * them.  Tried and not kept: the tricks of four players unrolled while
 * the winner was followed card by card (the same instructions; with the
 * winner found after the cards, unrolled, a third fewer), match.c's
 * trick_rank() for the winner (more instructions, no gain by the
 * clock).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define BLOCK		32768	/* bytes handed to the stream at once */
/* More than the longest line: a deal of 64 cards and 255 more hidden. */
#define LINE_ROOM	1024

struct out {
	FILE		*f;		/* or NULL: the text goes to mem */
	char		*mem;		/* malloc'd, mem_len bytes and a NUL */
	size_t		 mem_len;
	size_t		 mem_size;
	char		*p;		/* where the next byte goes */
	char		 sep[2];	/* what ends a line but the last */
	size_t		 seplen;
	int		 failed;	/* a write to f failed */
	char		 buf[BLOCK];
};

/* Each card's name after a space, four bytes a card so that one copy
 * puts one in place. */
#define NAMES(s)	" 2" s, " 3" s, " 4" s, " 5" s, " 6" s, " 7" s, \
	" 8" s, " 9" s, " T" s, " J" s, " Q" s, " K" s, " A" s, "", "", ""
static const char card_names[64][4] = {
	NAMES("C"), NAMES("D"), NAMES("H"), NAMES("S")
};
#undef NAMES

/* hearts_seat_name(), without a call. */
static const char seat_letters[HEARTS_MAX_PLAYERS] = { 'N', 'E', 'S', 'W', 'X' };

static void
flush(struct out *o)
{
	size_t	 len = (size_t)(o->p - o->buf), size;
	char	*grown;

	o->p = o->buf;
	if (len == 0 || o->failed)
		return;
	if (o->f != NULL) {
		if (fwrite(o->buf, 1, len, o->f) != len)
			o->failed = 1;
		return;
	}
	if (o->mem_size - o->mem_len <= len) {
		for (size = o->mem_size > 0 ? o->mem_size : 4096;
		    size - o->mem_len <= len; size *= 2)
			continue;
		if ((grown = realloc(o->mem, size)) == NULL) {
			o->failed = 1;
			return;
		}
		o->mem = grown;
		o->mem_size = size;
	}
	memcpy(o->mem + o->mem_len, o->buf, len);
	o->mem_len += len;
	o->mem[o->mem_len] = '\0';
}

/* Room for a whole line, so that no word need check for it. */
static inline void
room(struct out *o)
{
	if (o->buf + BLOCK - o->p < LINE_ROOM)
		flush(o);
}

static inline void
put(struct out *o, const char *s, size_t len)
{
	memcpy(o->p, s, len);
	o->p += len;
}

#define PUT(o, lit)	put(o, lit, sizeof(lit) - 1)

static inline void
put_char(struct out *o, char c)
{
	*o->p++ = c;
}

static inline void
put_seat(struct out *o, int seat)
{
	*o->p++ = seat_letters[seat];
}

static inline void
end_line(struct out *o)
{
	memcpy(o->p, o->sep, 2);
	o->p += o->seplen;
}

/* The digits written in place, from the last. */
static void
put_unsigned(struct out *o, unsigned long long v)
{
	unsigned long long rest;
	char		*d;

	for (rest = v / 10, d = o->p + 1; rest != 0; rest /= 10)
		d++;
	o->p = d;
	do {
		*--d = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
}

static void
put_signed(struct out *o, long v)
{
	if (v < 0) {
		put_char(o, '-');
		put_unsigned(o, -(unsigned long long)v);
	} else
		put_unsigned(o, (unsigned long long)v);
}

/* The cards of a set in card order, each after a space. */
static inline void
put_cards(struct out *o, hearts_cards set)
{
	char	*p = o->p;

	for (; set != 0; set &= set - 1) {
		memcpy(p, card_names[__builtin_ctzll(set)], 4);
		p += 3;
	}
	o->p = p;
}

/* The cards shown, then "??" for each card a view hides; the line's end. */
static void
put_card_line(struct out *o, hearts_cards set, int hidden)
{
	put_cards(o, set);
	while (hidden-- > 0)
		PUT(o, " ??");
	end_line(o);
}

/* " N=" and the rest, four bytes each so that one copy puts one. */
static const char seat_values[HEARTS_MAX_PLAYERS][4] = {
	" N=", " E=", " S=", " W=", " X="
};

/* 0 to 99, their digits; two bytes are copied, the second then unused
 * below 10. */
#define TENS(t)	t "0", t "1", t "2", t "3", t "4", t "5", t "6", t "7", \
	t "8", t "9"
static const char two_digits[100][3] = {
	"0", "1", "2", "3", "4", "5", "6", "7", "8", "9",
	TENS("1"), TENS("2"), TENS("3"), TENS("4"), TENS("5"), TENS("6"),
	TENS("7"), TENS("8"), TENS("9")
};
#undef TENS

/*
 * Scores and totals, nearly all from 0 to 99: their digits copied, two
 * bytes and the count of them, without a branch on the count.
 */
static void
put_seat_values(struct out *o, const char *keyword, size_t len, int players,
    const int *v)
{
	char	*p;
	int	 s;

	room(o);
	put(o, keyword, len);
	for (s = 0; s < players; s++) {
		p = o->p;
		memcpy(p, seat_values[s], 4);
		p += 3;
		if ((unsigned int)v[s] < 100) {
			memcpy(p, two_digits[v[s]], 2);
			o->p = p + 1 + (v[s] >= 10);
		} else {
			o->p = p;
			put_signed(o, v[s]);
		}
	}
	end_line(o);
}

/*
 * Who leads the first trick of a hand of a whole record, as
 * hearts_state_start() finds it: the holder, once the passes are made,
 * of the lowest club in play, or the seat left of the dealer.  Without
 * the state: this is most of what the writer needs of it.
 */
static int
first_leader(const struct hearts_rules *r, const struct hearts_hand *h)
{
	hearts_cards	 held = 0, clubs = suit_cards(HEARTS_CLUBS), low;
	int		 s, n = r->players;

	if (r->first_lead == HEARTS_LEAD_LEFT_OF_DEALER)
		return left_of_dealer(r, h->number);
	for (s = 0; s < n; s++)
		held |= h->dealt[s];
	low = held & clubs & -(held & clubs);
	/*
	 * A club no hand holds and lower than this one: the hand says.  A
	 * hand that does not (every club aside, which no deal does) is led
	 * by N in put_tricks(), for the reader to refuse.
	 */
	if (low == 0 || (hearts_rules_deck(r) & ~(held | h->aside) & clubs &
	    (low - 1)) != 0)
		return h->first_leader;
	for (s = 0; (h->dealt[s] & low) == 0; s++)
		continue;
	if (h->pass != HEARTS_PASS_HOLD && (h->passed[s] & low) != 0)
		s = hearts_pass_target(n, h->pass, s);
	return s;
}

/*
 * The whole tricks of a hand, a line each, from the first leader
 * (*leader, left at the seat to lead next); the cards they hold.  Each
 * trick's cards named, then the place of its winner found from them all
 * (trick_key()).  Inline, so that four players' is a copy of its own
 * with the loops unrolled.
 */
static inline int
whole_tricks(struct out *o, const struct hearts_hand *h, const int n,
    int *leader)
{
	hearts_card	 c;
	char		*p;
	int		 i, k, who = *leader, nplayed = h->nplayed;

	for (i = 0; i + n <= nplayed; i += n) {
		room(o);
		/* Through a local: a store through o->p could change o->p. */
		p = o->p;
		memcpy(p, "trick ", 6);
		p[6] = seat_letters[who];
		p += 7;
#if defined(__GNUC__)
#pragma GCC unroll 5
#endif
		for (k = 0; k < n; k++) {
			c = h->played[i + k] & 63;
			memcpy(p, card_names[c], 4);
			p += 3;
		}
		o->p = p;
		end_line(o);
		who += (int)(trick_key(h->played + i, n) & 7);
		who -= who >= n ? n : 0;
	}
	*leader = who;
	return i;
}

/*
 * Tricks one line each.  Each is led by the seat that took the one
 * before, the one that played the highest card of the suit led: the
 * cards alone say who, from the first leader.  A view names the first
 * leader before a card is played: it may not be able to tell otherwise.
 */
static void
put_tricks(struct out *o, const struct hearts_rules *r,
    const struct hearts_hand *h, bool view)
{
	struct hearts_state st;
	int		 i, n = r->players, leader, nplayed = h->nplayed;

	if (!view && nplayed == 0)
		return;
	if (view) {
		hearts_state_start(&st, r, h);
		leader = st.turn;
		if (nplayed == 0 && st.phase == HEARTS_PHASE_PLAY &&
		    st.turn >= 0) {
			room(o);
			PUT(o, "trick ");
			put_seat(o, st.turn);
			end_line(o);
		}
	} else
		leader = first_leader(r, h);
	/* A hand no deal makes: the writer writes any game, the reader
	 * refuses it. */
	if (leader < 0 || leader >= n)
		leader = 0;
	i = n == 4 ? whole_tricks(o, h, 4, &leader) :
	    whole_tricks(o, h, n, &leader);
	/* A trick under way: its cards so far. */
	if (i < nplayed) {
		room(o);
		PUT(o, "trick ");
		put_seat(o, leader);
		for (; i < nplayed; i++)
			put(o, card_names[h->played[i] & 63], 3);
		end_line(o);
	}
}

static void
put_hand(struct out *o, const struct hearts_rules *r,
    const struct hearts_hand *h, bool view)
{
	const char	*pass = hearts_pass_name(h->pass);
	int		 s, n = r->players;

	room(o);
	PUT(o, "hand ");
	put_signed(o, h->number);
	PUT(o, " pass=");
	put(o, pass, strlen(pass));
	end_line(o);
	for (s = 0; s < n; s++) {
		room(o);
		PUT(o, "deal ");
		put_seat(o, s);
		put_card_line(o, h->dealt[s], h->hidden_dealt[s]);
	}
	if (n == 2) {
		room(o);
		PUT(o, "aside");
		put_card_line(o, h->aside, h->hidden_aside);
	}
	for (s = 0; s < n; s++)
		/* hearts_hand_passed(), without a call. */
		if (h->passed[s] != 0 || h->hidden_passed[s] != 0) {
			room(o);
			PUT(o, "pass ");
			put_seat(o, s);
			put_card_line(o, h->passed[s], h->hidden_passed[s]);
		}
	put_tricks(o, r, h, view);
	if (!h->scored)
		return;
	if (h->shooter != -1) {
		room(o);
		PUT(o, "moon ");
		put_seat(o, h->shooter);
		end_line(o);
	}
	put_seat_values(o, "score", 5, n, h->score);
	put_seat_values(o, "total", 5, n, h->total);
}

/*
 * A hand as one seat sees it: its own deal and pass, the pass it
 * received once every seat has passed, every card played.
 */
static void
hide_hand(const struct hearts_rules *r, const struct hearts_hand *h,
    int seat, struct hearts_hand *v)
{
	struct hearts_state st;
	bool		 exchanged = h->pass != HEARTS_PASS_HOLD;
	int		 s, n = r->players;

	*v = *h;
	/* The view may not tell who leads first: it says, from the whole. */
	hearts_state_start(&st, r, h);
	if (st.phase == HEARTS_PHASE_PLAY)
		v->first_leader = (int8_t)st.turn;
	for (s = 0; s < n; s++)
		exchanged = exchanged && hearts_hand_passed(h, s);
	for (s = 0; s < n; s++) {
		if (s == seat)
			continue;
		v->hidden_dealt[s] = (uint8_t)(cards_count(h->dealt[s]) +
		    h->hidden_dealt[s]);
		v->dealt[s] = 0;
		if (exchanged &&
		    hearts_pass_target(n, h->pass, s) == seat)
			continue;
		v->hidden_passed[s] = (uint8_t)(cards_count(h->passed[s]) +
		    h->hidden_passed[s]);
		v->passed[s] = 0;
	}
	v->hidden_aside = (uint8_t)(cards_count(h->aside) + h->hidden_aside);
	v->aside = 0;
}

/* The record, or the seat's view of it (seat >= 0), each line ended by
 * sep but the last, which a newline ends. */
static void
write_game(struct out *o, const struct hearts_game *g, int seat,
    const char *sep)
{
	struct hearts_hand v;
	const char	*rules = hearts_rules_text(&g->rules);
	long		 i;
	int		 s;

	o->p = o->buf;
	o->seplen = strlen(sep);
	o->sep[1] = '\0';
	memcpy(o->sep, sep, o->seplen);
	o->failed = 0;
	PUT(o, "hearts ");
	put_signed(o, HEARTS_FORMAT_VERSION);
	end_line(o);
	if (seat >= 0) {
		PUT(o, "view ");
		put_seat(o, seat);
		end_line(o);
	}
	PUT(o, "rules ");
	put(o, rules, strlen(rules));
	end_line(o);
	if (g->seeded && seat < 0) {
		PUT(o, "seed ");
		put_unsigned(o, (unsigned long long)g->seed);
		end_line(o);
	}
	if (g->setup)
		put_seat_values(o, "total", 5, g->rules.players,
		    g->start_total);
	for (i = 0; i < g->nhands; i++) {
		if (seat < 0) {
			put_hand(o, &g->rules, &g->hands[i], false);
			continue;
		}
		hide_hand(&g->rules, &g->hands[i], seat, &v);
		put_hand(o, &g->rules, &v, true);
	}
	room(o);
	if (g->over) {
		PUT(o, "winner");
		for (s = 0; s < g->rules.players; s++)
			if (g->winners & (1u << s)) {
				put_char(o, ' ');
				put_seat(o, s);
			}
		end_line(o);
	}
	PUT(o, "end\n");
	flush(o);
}

/* The record, or the seat's view, written to f. */
static int
write_stream(FILE *f, const struct hearts_game *g, int seat, const char *sep)
{
	struct out	 o;

	o.f = f;
	o.mem = NULL;
	o.mem_len = o.mem_size = 0;
	write_game(&o, g, seat, sep);
	return o.failed || ferror(f) ? -1 : 0;
}

int
hearts_record_write(FILE *out, const struct hearts_game *g)
{
	return write_stream(out, g, g->view, "\n");
}

int
hearts_record_write_view(FILE *out, const struct hearts_game *g, int seat)
{
	if (g->view >= 0 && g->view != seat) {
		errno = EINVAL;
		return -1;
	}
	return write_stream(out, g, seat, "\n");
}

int
hearts_record_write_line(FILE *out, const struct hearts_game *g)
{
	/* Every line but the last ends with "; ". */
	return write_stream(out, g, g->view, "; ");
}

/*
 * The text hearts_record_write() or hearts_record_write_view() writes,
 * made in memory without a stream: for hearts_record_string().
 */
char *
hearts_record_text(const struct hearts_game *g, int seat, size_t *len)
{
	struct out	 o;

	if (seat >= 0 && g->view >= 0 && g->view != seat) {
		errno = EINVAL;
		return NULL;
	}
	o.f = NULL;
	o.mem = NULL;
	o.mem_len = o.mem_size = 0;
	write_game(&o, g, seat < 0 ? g->view : seat, "\n");
	if (o.failed) {
		free(o.mem);
		errno = ENOMEM;
		return NULL;
	}
	if (len != NULL)
		*len = o.mem_len;
	return o.mem;
}
