/*
 * corpus.c: what the programs that work on collections of games
 * (hearts-select, hearts-stats, hearts-export) work out from a record
 * the reader has checked: the tricks a hand's cards make, a game's id,
 * the players' names its comments give, a hand as a record of its own.
 */
#include <stdio.h>
#include <string.h>

#include "corpus.h"

/* The seat whose hand held a card, or -1. */
static inline int
holder(const hearts_cards *held, int n, unsigned c)
{
	int	 s;

	for (s = 0; s < n; s++)
		if ((held[s] >> c & 1) != 0)
			return s;
	return -1;
}

bool
corpus_held(const struct hearts_rules *r, const struct hearts_hand *h,
    hearts_cards held[HEARTS_MAX_PLAYERS], bool *playing)
{
	int	 s, to, off, n = r->players;
	bool	 all = true;

	if (!corpus_whole(h))
		return false;
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		held[s] = s < n ? h->dealt[s] : 0;
		all = all && (s >= n || h->passed[s] != 0);
	}
	*playing = h->pass == HEARTS_PASS_HOLD || all;
	if (h->pass == HEARTS_PASS_HOLD || !all)
		return true;
	/* Every pass is a turn of the table: the target of seat 0, moved. */
	off = hearts_pass_target(n, h->pass, 0);
	for (s = 0; s < n; s++)
		held[s] &= ~h->passed[s];
	for (s = 0; s < n; s++) {
		to = s + off >= n ? s + off - n : s + off;
		held[to] |= h->passed[s];
	}
	return true;
}

int
corpus_holder(const struct hearts_rules *r, const struct hearts_hand *h,
    hearts_card card)
{
	hearts_cards	 bit = card_bit(card);
	int		 s, to, n = r->players;

	for (s = 0; s < n; s++) {
		if ((h->dealt[s] & bit) == 0)
			continue;
		if ((h->passed[s] & bit) == 0)
			return s;
		/* Every pass is a turn of the table: seat 0's target, moved. */
		to = s + hearts_pass_target(n, h->pass, 0);
		return to >= n ? to - n : to;
	}
	return -1;
}

/*
 * The seat that took a card of a whole hand: the one that held the card
 * that took its trick.  -1 if the card was not played in a trick played
 * out.
 */
static int
taker(const struct hearts_rules *r, const struct hearts_hand *h,
    hearts_card card)
{
	const uint8_t	*at, *c;
	long		 k;
	int		 n = r->players;

	if ((at = memchr(h->played, card, (size_t)h->nplayed)) == NULL)
		return -1;
	k = (at - h->played) / n;
	if ((k + 1) * n > h->nplayed)
		return -1;
	c = h->played + k * n;
	return corpus_holder(r, h, (hearts_card)trick_best(c, n));
}

void
corpus_takers(const struct hearts_rules *r, const struct hearts_hand *h,
    int *queen, int *jack)
{
	struct hearts_tricks t;

	if (!corpus_whole(h)) {
		hearts_hand_tricks(r, h, &t);
		*queen = t.queen;
		if (jack != NULL)
			*jack = t.jack;
		return;
	}
	*queen = taker(r, h, CARD_QS);
	if (jack != NULL)
		*jack = taker(r, h, CARD_JD);
}

static inline __attribute__((always_inline)) void
count_won_n(const uint8_t *c, int tricks, int n, long *won_with)
{
	int	 k;

	for (k = 0; k < tricks; k++, c += n)
		won_with[trick_best(c, n)]++;
}

int
corpus_count_won(int n, const struct hearts_hand *h, long won_with[64])
{
	int	 tricks = h->nplayed / n;

	switch (n) {
	case 2:
		count_won_n(h->played, tricks, 2, won_with);
		break;
	case 3:
		count_won_n(h->played, tricks, 3, won_with);
		break;
	case 4:
		count_won_n(h->played, tricks, 4, won_with);
		break;
	default:
		count_won_n(h->played, tricks, 5, won_with);
		break;
	}
	return tricks;
}

/* The tricks of a hand as the engine plays them: a view's, or any. */
static void
tricks_replayed(const struct hearts_rules *r, const struct hearts_hand *h,
    struct hearts_tricks *t)
{
	struct hearts_state st;
	const uint8_t	*c;
	hearts_cards	 in_trick;
	int		 k, j, best, lead, win, s, n = r->players;

	hearts_state_start(&st, r, h);
	memcpy(t->held, st.held, sizeof(t->held));
	if (st.phase != HEARTS_PHASE_PLAY)
		return;
	lead = st.turn;
	for (k = 0; (k + 1) * n <= h->nplayed; k++) {
		c = &h->played[k * n];
		best = 0;
		in_trick = card_bit(c[0]);
		for (j = 1; j < n; j++) {
			/* Within a suit a higher card is a higher number. */
			if (card_suit(c[j]) == card_suit(c[0]) && c[j] > c[best])
				best = j;
			in_trick |= card_bit(c[j]);
		}
		win = (lead + best) % n;
		t->leader[k] = (int8_t)lead;
		t->winner[k] = (int8_t)win;
		t->won_with[k] = c[best];
		t->taken[win] |= in_trick;
		lead = win;
	}
	t->ntricks = k;
	if (k * n < h->nplayed)
		t->leader[k] = (int8_t)lead;
	for (s = 0; s < n; s++) {
		if ((t->taken[s] & card_bit(CARD_QS)) != 0)
			t->queen = s;
		if ((t->taken[s] & card_bit(CARD_JD)) != 0)
			t->jack = s;
	}
}

/*
 * The leaders, winners and cards taken of a whole hand's tricks, n a
 * constant where it is inlined; the tricks played out.
 */
static inline __attribute__((always_inline)) int
tricks_n(const struct hearts_hand *h, int n, int lead, struct hearts_tricks *t)
{
	const uint8_t	*c;
	hearts_cards	 in_trick;
	unsigned	 key;
	int		 k, j, win;

	for (k = 0, c = h->played; (k + 1) * n <= h->nplayed; k++, c += n) {
		key = trick_key(c, n);
		win = lead + (int)(key & 7);
		win = win >= n ? win - n : win;
		t->leader[k] = (int8_t)lead;
		t->winner[k] = (int8_t)win;
		t->won_with[k] = (uint8_t)trick_card(key, c);
		in_trick = 0;
#pragma GCC unroll 5
		for (j = 0; j < n; j++)
			in_trick |= card_bit(c[j]);
		t->taken[win] |= in_trick;
		lead = win;
	}
	if (k * n < h->nplayed)
		t->leader[k] = (int8_t)lead;
	return k;
}

/*
 * The reader played every card through the engine, so they are legal:
 * the tricks need no replay, only each one's highest card of the suit
 * led; and the hands after the pass are the deal and the passes.
 */
void
hearts_hand_tricks(const struct hearts_rules *r, const struct hearts_hand *h,
    struct hearts_tricks *t)
{
	int		 k, lead, n = r->players;
	bool		 playing;

	memset(t->taken, 0, sizeof(t->taken));
	t->ntricks = 0;
	t->queen = t->jack = -1;
	if (!corpus_held(r, h, t->held, &playing) || (playing &&
	    h->nplayed > 0 && holder(t->held, n, h->played[0]) < 0)) {
		tricks_replayed(r, h, t);
		return;
	}
	if (!playing || h->nplayed == 0)
		return;
	lead = holder(t->held, n, h->played[0]);
	switch (n) {
	case 2:
		k = tricks_n(h, 2, lead, t);
		break;
	case 3:
		k = tricks_n(h, 3, lead, t);
		break;
	case 4:
		k = tricks_n(h, 4, lead, t);
		break;
	default:
		k = tricks_n(h, 5, lead, t);
		break;
	}
	t->ntricks = k;
	for (k = 0; k < n; k++) {
		if ((t->taken[k] & card_bit(CARD_QS)) != 0)
			t->queen = k;
		if ((t->taken[k] & card_bit(CARD_JD)) != 0)
			t->jack = k;
	}
}

/* One round of a 64-bit mix (the finaliser of SplitMix64). */
static uint64_t
mix(uint64_t h, uint64_t v)
{
	h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
	h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
	h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
	return h ^ (h >> 31);
}

uint64_t
hearts_game_id(const struct hearts_game *g)
{
	const struct hearts_rules *r = &g->rules;
	const struct hearts_hand *h;
	uint64_t	 id, word;
	long		 i;
	int		 s, j;

	/* The facts in a fixed order, each a word: see hearts(7). */
	id = mix(0, (uint64_t)r->players | (uint64_t)r->queen_breaks_hearts << 8 |
	    (uint64_t)r->moon << 16 | (uint64_t)r->jack_of_diamonds << 24 |
	    (uint64_t)r->tie << 32);
	id = mix(id, (uint64_t)r->target);
	/* The later options, where one is set: the first release's ids kept. */
	if (r->pass != 0 || r->first_lead != 0 || r->first_trick_points ||
	    r->no_tricks_bonus || r->hearts_lead_free || r->hearts_over_queen)
		id = mix(id, (uint64_t)r->pass | (uint64_t)r->first_lead << 8 |
		    (uint64_t)r->first_trick_points << 16 |
		    (uint64_t)r->no_tricks_bonus << 24 |
		    (uint64_t)r->hearts_lead_free << 32 |
		    (uint64_t)r->hearts_over_queen << 40);
	/* Black Maria's, likewise (left-out counts with three players). */
	if (r->penalty_spades || two_c_out(r))
		id = mix(id, (uint64_t)r->penalty_spades |
		    (uint64_t)two_c_out(r) << 8);
	id = mix(id, g->seeded ? g->seed : ~(uint64_t)0);
	for (s = 0; s < r->players; s++)
		id = mix(id, g->setup ? (uint64_t)(int64_t)g->start_total[s] :
		    ~(uint64_t)0);
	for (i = 0; i < g->nhands; i++) {
		h = &g->hands[i];
		id = mix(id, (uint64_t)h->number << 8 | (uint64_t)h->pass);
		for (s = 0; s < r->players; s++)
			id = mix(mix(id, h->dealt[s]), h->passed[s]);
		id = mix(id, h->aside);
		/* Eight cards a word, the last word's missing cards 0. */
		for (j = 0; j + 8 <= h->nplayed; j += 8) {
			memcpy(&word, h->played + j, 8);
			id = mix(id, word);
		}
		if (j < h->nplayed) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
			/* The bytes past the cards masked off, without a call. */
			if (j + 8 <= HEARTS_MAX_PLAYED) {
				memcpy(&word, h->played + j, 8);
				word &= ~(uint64_t)0 >> (64 - 8 * (h->nplayed - j));
			} else {
				word = 0;
				memcpy(&word, h->played + j, HEARTS_MAX_PLAYED - j);
				word &= ~(uint64_t)0 >> (64 - 8 * (h->nplayed - j));
			}
#else
			word = 0;
			memcpy(&word, h->played + j, (size_t)(h->nplayed - j));
#endif
			id = mix(id, word);
		}
		/* A hand scored says so: its points are the cards'. */
		id = mix(id, (uint64_t)h->nplayed << 1 | h->scored);
	}
	return id;
}

void
hearts_game_id_format(const struct hearts_game *g, char buf[HEARTS_ID_SIZE])
{
	static const char hex[] = "0123456789abcdef";
	uint64_t	 id = hearts_game_id(g);
	int		 i;

	/* "%016llx" without snprintf(3), which cost more than the id. */
	for (i = HEARTS_ID_SIZE - 2; i >= 0; i--, id >>= 4)
		buf[i] = hex[id & 15];
	buf[HEARTS_ID_SIZE - 1] = '\0';
}

/* Appends a word to a name, as far as it has room. */
static void
name_add(char *name, const char *w, size_t n)
{
	size_t	 len = strlen(name);

	if (len > 0 && len + 1 < 64)
		name[len++] = ' ';
	if (n >= 64 - len)
		n = 63 - len;
	memcpy(name + len, w, n);
	name[len + n] = '\0';
}

int
hearts_comment_players(const char *c, int players, char names[][64])
{
	const char	*w, *end;
	int		 s, seat = -1, named = 0;

	for (s = 0; s < players; s++)
		names[s][0] = '\0';
	for (w = c; *w != '\0'; w = end) {
		if (*w == '\n' || *w == ',')
			seat = -1;
		if (*w == ' ' || *w == '\t' || *w == '\n' || *w == ',' ||
		    *w == '#') {
			end = w + 1;
			continue;
		}
		end = w + strcspn(w, " \t\n,");
		/*
		 * "N=name" names a seat's player; the words after it, to the
		 * next such word, a comma or the line's end, are its name too
		 * (a program with its arguments).
		 */
		if (end - w > 2 && w[1] == '=' && w[0] >= 'A' && w[0] <= 'Z' &&
		    (s = seat_of[(unsigned char)w[0]] - 1) >= 0 &&
		    s < players) {
			seat = s;
			named += names[s][0] == '\0';
			names[s][0] = '\0';
			name_add(names[s], w + 2, (size_t)(end - w - 2));
		} else if (seat >= 0)
			name_add(names[seat], w, (size_t)(end - w));
	}
	return named;
}

void
hearts_hand_game(const struct hearts_game *g, long i, struct hearts_game *one)
{
	*one = *g;
	hearts_game_totals(g, i, one->start_total);
	/* Hand 1 from nothing is a game's start, not a set-up. */
	one->setup = g->setup || i > 0;
	one->hands = &g->hands[i];
	one->nhands = one->maxhands = 1;
	/* Over only if the game ended with this hand. */
	one->over = g->over && i == g->nhands - 1;
	one->winners = one->over ? g->winners : 0;
}
