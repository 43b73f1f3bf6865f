/*
 * replay.c: fuzz target for the engine.  The bytes choose the rules, the
 * seed and every step (a pass, a card, any card, legal or not, a score,
 * a deal); the engine must refuse what is illegal without harm and keep
 * its invariants: every card dealt once, the points of a hand adding up
 * to the points in play, and the record reading back as it was written.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "../tests/unit/later_options.h"

int	 LLVMFuzzerTestOneInput(const unsigned char *, size_t);

struct bytes {
	const unsigned char *p;
	size_t		 n;
};

static unsigned int
take(struct bytes *b)
{
	if (b->n == 0)
		return 0;
	b->n--;
	return *b->p++;
}

/* The points a scored hand handed out, before the moon and the jack. */
static void
check_hand(const struct hearts_game *g, const struct hearts_hand *h)
{
	hearts_cards	 all = h->aside;
	int		 s, sum = 0, in_play, moon;

	for (s = 0; s < g->rules.players; s++) {
		if (all & h->dealt[s])
			abort();
		all |= h->dealt[s];
		sum += h->score[s];
	}
	if (all != hearts_rules_deck(&g->rules))
		abort();
	if (!h->scored)
		return;
	moon = hearts_rules_moon(&g->rules);
	in_play = hearts_points(&g->rules, hearts_rules_deck(&g->rules) &
	    ~h->aside & ~hearts_suit_cards(HEARTS_DIAMONDS) &
	    ~hearts_suit_cards(HEARTS_CLUBS));
	if (g->rules.jack_of_diamonds)
		sum += 10;
	if (h->shooter == -1 && sum != in_play)
		abort();
	if (h->shooter != -1 && sum != (g->rules.moon == HEARTS_MOON_ADD ?
	    moon * (g->rules.players - 1) : -moon))
		abort();
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct bytes	 b = { data, size };
	struct hearts_rules rules;
	struct hearts_game g, back;
	struct hearts_state st;
	struct hearts_reader rd;
	struct hearts_error e;
	struct hearts_hand *h;
	hearts_cards	 cards, pool;
	char		*text = NULL, *again = NULL;
	size_t		 len, len2, i;
	uint64_t	 hash;
	FILE		*out, *in;
	int		 steps, seat, k;

	hearts_rules_default(&rules);
	rules.players = 2 + take(&b) % 4;
	rules.queen_breaks_hearts = take(&b) & 1;
	rules.moon = take(&b) & 1 ? HEARTS_MOON_SUBTRACT : HEARTS_MOON_ADD;
	rules.jack_of_diamonds = rules.players != 2 && (take(&b) & 1);
	rules.target = take(&b) % 120;
	rules.tie = take(&b) & 1 ? HEARTS_TIE_SHARE : HEARTS_TIE_PLAY_ON;
	/*
	 * The later options too, from a hash of the whole input, which
	 * takes no byte from the game's (an input of the corpus makes the
	 * same moves, under the rules its hash draws); but the no-tricks
	 * bonus, which check_hand()'s sum leaves out.
	 */
	for (i = 0, hash = 0xcbf29ce484222325ULL; i < size; i++)
		hash = (hash ^ data[i]) * 0x100000001b3ULL;
	later_options(&rules, hash);
	rules.no_tricks_bonus = false;
	hearts_game_init(&g, &rules);
	g.seeded = true;
	g.seed = take(&b);
	g.seed |= take(&b) << 8;

	for (steps = 0; steps < 4000 && b.n > 0; steps++) {
		switch (hearts_game_where(&g, &st)) {
		case HEARTS_GAME_DEAL:
			if (hearts_game_deal(&g, &e) == -1)
				abort();
			break;
		case HEARTS_GAME_PASS:
			/* Any cards of the seat's hand, often the wrong count. */
			h = hearts_game_current(&g);
			seat = take(&b) % rules.players;
			cards = 0;
			pool = h->dealt[seat];
			for (k = take(&b) % 5; k > 0 && pool != 0; k--) {
				cards |= hearts_card_bit(hearts_cards_lowest(pool));
				pool &= pool - 1;
				if (take(&b) & 1)
					pool &= pool - 1;
			}
			(void)hearts_game_pass(&g, seat, cards, &e);
			break;
		case HEARTS_GAME_PLAY:
			/* Mostly a legal card; sometimes any card at all. */
			if (take(&b) % 4 == 0)
				(void)hearts_game_play(&g, (int)(take(&b) % 64),
				    &e);
			else {
				pool = hearts_state_legal(&st);
				for (k = take(&b) % 17; k > 0 &&
				    hearts_cards_count(pool) > 1; k--)
					pool &= pool - 1;
				if (hearts_game_play(&g, hearts_cards_lowest(pool),
				    &e) == -1)
					abort();
			}
			break;
		case HEARTS_GAME_SCORE:
			if (hearts_game_score(&g, &e) == -1)
				abort();
			check_hand(&g, hearts_game_current(&g));
			break;
		case HEARTS_GAME_OVER:
			steps = 4000;
			break;
		}
	}

	if ((out = open_memstream(&text, &len)) == NULL ||
	    hearts_record_write(out, &g) == -1)
		abort();
	fclose(out);
	if ((in = fmemopen(text, len, "r")) == NULL)
		abort();
	hearts_reader_init(&rd, in);
	if (hearts_record_read(&rd, &back, &e) != 1) {
		fprintf(stderr, "%ld: %s\n%s", e.line, e.msg, text);
		abort();
	}
	/* What reads back writes back the same, byte for byte. */
	if ((out = open_memstream(&again, &len2)) == NULL ||
	    hearts_record_write(out, &back) == -1)
		abort();
	fclose(out);
	if (len != len2 || memcmp(text, again, len) != 0)
		abort();
	free(again);
	hearts_game_free(&back);
	hearts_reader_free(&rd);
	fclose(in);
	free(text);
	hearts_game_free(&g);
	return 0;
}
