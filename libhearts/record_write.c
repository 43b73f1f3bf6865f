/*
 * record_write.c: model to canonical text.  One spelling for every fact,
 * lines in one order, so that reading a canonical record and writing it
 * again gives the same bytes.
 *
 * The text is made in a block of memory, by hand (a card is a copy of
 * its name from a table, a number its digits), and goes to the stream a
 * block at a time: stdio's formatting a word cost four times what
 * reading the same record costs.
 */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

#define BLOCK		32768	/* bytes handed to the stream at once */
/* More than the longest line: a deal of 64 cards and 255 more hidden. */
#define LINE_ROOM	1024

struct out {
	FILE		*f;
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
	size_t	 len = (size_t)(o->p - o->buf);

	if (len > 0 && fwrite(o->buf, 1, len, o->f) != len)
		o->failed = 1;
	o->p = o->buf;
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

static void
put_seat_values(struct out *o, const char *keyword, size_t len, int players,
    const int *v)
{
	int	 s;

	room(o);
	put(o, keyword, len);
	for (s = 0; s < players; s++) {
		put_char(o, ' ');
		put_seat(o, s);
		put_char(o, '=');
		put_signed(o, v[s]);
	}
	end_line(o);
}

/*
 * Who leads the first trick of a hand of a whole record, as
 * hearts_state_start() finds it: the holder, once the passes are made,
 * of the lowest club in play.  Without the state: this is most of what
 * the writer needs of it.
 */
static int
first_leader(const struct hearts_rules *r, const struct hearts_hand *h)
{
	hearts_cards	 held = 0, clubs = suit_cards(HEARTS_CLUBS), low;
	int		 s, n = r->players;

	for (s = 0; s < n; s++)
		held |= h->dealt[s];
	low = held & clubs & -(held & clubs);
	/* A club no hand holds and lower than this one: the hand says. */
	if (low == 0 || (hearts_deck(n) & ~(held | h->aside) & clubs &
	    (low - 1)) != 0)
		return h->first_leader;
	for (s = 0; (h->dealt[s] & low) == 0; s++)
		continue;
	if (h->pass != HEARTS_PASS_HOLD && (h->passed[s] & low) != 0)
		s = hearts_pass_target(n, h->pass, s);
	return s;
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
	hearts_card	 c, high;
	int		 i, k, n = r->players, leader, best;

	if (!view && h->nplayed == 0)
		return;
	if (view) {
		hearts_state_start(&st, r, h);
		leader = st.turn;
		if (h->nplayed == 0 && st.phase == HEARTS_PHASE_PLAY &&
		    st.turn >= 0) {
			room(o);
			PUT(o, "trick ");
			put_seat(o, st.turn);
			end_line(o);
		}
	} else
		leader = first_leader(r, h);
	for (i = 0; i < h->nplayed; i += n) {
		room(o);
		PUT(o, "trick ");
		put_seat(o, leader);
		high = h->played[i] & 63;
		best = 0;
		for (k = 0; k < n && i + k < h->nplayed; k++) {
			c = h->played[i + k] & 63;
			memcpy(o->p, card_names[c], 4);
			o->p += 3;
			if (card_suit(c) == card_suit(high) && c > high) {
				high = c;
				best = k;
			}
		}
		end_line(o);
		leader = (leader + best) % n;
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
		if (hearts_hand_passed(h, s)) {
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
static int
write_game(FILE *f, const struct hearts_game *g, int seat, const char *sep)
{
	struct out	 o;
	struct hearts_hand v;
	char		 rules[256];
	size_t		 len;
	long		 i;
	int		 s;

	o.f = f;
	o.p = o.buf;
	o.seplen = strlen(sep);
	o.sep[1] = '\0';
	memcpy(o.sep, sep, o.seplen);
	o.failed = 0;
	len = hearts_rules_format(&g->rules, rules, sizeof(rules));
	if (len >= sizeof(rules))
		len = sizeof(rules) - 1;
	PUT(&o, "hearts ");
	put_signed(&o, HEARTS_FORMAT_VERSION);
	end_line(&o);
	if (seat >= 0) {
		PUT(&o, "view ");
		put_seat(&o, seat);
		end_line(&o);
	}
	PUT(&o, "rules ");
	put(&o, rules, len);
	end_line(&o);
	if (g->seeded && seat < 0) {
		PUT(&o, "seed ");
		put_unsigned(&o, (unsigned long long)g->seed);
		end_line(&o);
	}
	if (g->setup)
		put_seat_values(&o, "total", 5, g->rules.players,
		    g->start_total);
	for (i = 0; i < g->nhands; i++) {
		if (seat < 0) {
			put_hand(&o, &g->rules, &g->hands[i], false);
			continue;
		}
		hide_hand(&g->rules, &g->hands[i], seat, &v);
		put_hand(&o, &g->rules, &v, true);
	}
	room(&o);
	if (g->over) {
		PUT(&o, "winner");
		for (s = 0; s < g->rules.players; s++)
			if (g->winners & (1u << s)) {
				put_char(&o, ' ');
				put_seat(&o, s);
			}
		end_line(&o);
	}
	PUT(&o, "end\n");
	flush(&o);
	return o.failed || ferror(f) ? -1 : 0;
}

int
hearts_record_write(FILE *out, const struct hearts_game *g)
{
	return write_game(out, g, g->view, "\n");
}

int
hearts_record_write_view(FILE *out, const struct hearts_game *g, int seat)
{
	if (g->view >= 0 && g->view != seat) {
		errno = EINVAL;
		return -1;
	}
	return write_game(out, g, seat, "\n");
}

int
hearts_record_write_line(FILE *out, const struct hearts_game *g)
{
	/* Every line but the last ends with "; ". */
	return write_game(out, g, g->view, "; ");
}
