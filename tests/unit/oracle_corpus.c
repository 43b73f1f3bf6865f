/*
 * oracle_corpus.c: what the programs on collections work out from a record (tricks, ids, names),
 * as it was at 8e79b25 (libhearts/corpus.c), kept unchanged but for its names,
 * so that tests/unit/corpus.c can hold the new code to every byte and
 * count it gave.  Not built into the library.
 */
#define hearts_hand_tricks		oracle_hand_tricks
#define hearts_game_id			oracle_game_id
#define hearts_game_id_format		oracle_game_id_format
#define hearts_comment_players		oracle_comment_players
#define hearts_hand_game		oracle_hand_game
#include <stdio.h>
#include <string.h>

#include "internal.h"

/*
 * The reader played every card through the engine, so they are legal:
 * the tricks need no replay, only each one's highest card of the suit
 * led (a quarter of the instructions of replaying them card by card).
 */
void
hearts_hand_tricks(const struct hearts_rules *r, const struct hearts_hand *h,
    struct hearts_tricks *t)
{
	struct hearts_state st;
	const uint8_t	*c;
	hearts_cards	 in_trick;
	int		 k, j, best, lead, win, s, n = r->players;

	hearts_state_start(&st, r, h);
	memcpy(t->held, st.held, sizeof(t->held));
	memset(t->taken, 0, sizeof(t->taken));
	t->ntricks = 0;
	t->queen = t->jack = -1;
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
		for (j = 0; j < h->nplayed; j += 8) {
			memset(&word, 0, sizeof(word));
			memcpy(&word, h->played + j, (size_t)(h->nplayed - j) < 8 ?
			    (size_t)(h->nplayed - j) : 8);
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
	snprintf(buf, HEARTS_ID_SIZE, "%016llx",
	    (unsigned long long)hearts_game_id(g));
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
