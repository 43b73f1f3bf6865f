/*
 * api.c: unit tests of what a bot author calls that the programs do not:
 * a game started from a seed, what a seat may choose from, views and
 * records in memory and on descriptors.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hearts.h"
#include "unit.h"

/* A record of every hand of a seeded game between simple bots. */
static void
played_game(struct hearts_game *g, uint64_t seed, int players)
{
	struct hearts_rules r;
	struct hearts_error e;
	struct hearts_bot b;
	struct hearts_bot *bots[HEARTS_MAX_PLAYERS] = { &b, &b, &b, &b, &b };
	int		 i;

	hearts_rules_default(&r);
	r.players = players;
	CHECK_INT(hearts_game_start(g, &r, seed, &e), 0);
	CHECK_INT(hearts_bot_init(&b, "simple", seed), 0);
	for (i = 0; i < 3 && !g->over; i++) {
		CHECK_INT(hearts_game_deal(g, &e), 0);
		CHECK_INT(hearts_bots_run(bots, g, &e), 0);
		CHECK_INT(hearts_game_score(g, &e), 0);
	}
	/* And a hand under way: dealt, passed, a few cards. */
	CHECK_INT(hearts_game_deal(g, &e), 0);
	for (i = 0; i < players; i++)
		if (hearts_game_where(g, NULL) == HEARTS_GAME_PASS)
			CHECK_INT(hearts_bot_move(&b, g, i, NULL, &e), 0);
	for (i = 0; i < 5; i++)
		CHECK_INT(hearts_bot_move(&b, g, -1, NULL, &e), 0);
}

/* The lines of a text that ends with a newline. */
static long
lines(const char *s)
{
	long	 n = 0;

	for (; *s != '\0'; s++)
		n += *s == '\n';
	return n;
}

static void
test_start(void)
{
	struct hearts_game g, d;
	struct hearts_rules r;
	struct hearts_error e;
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside;
	int		 s;

	/* The same hand as hearts_deal_seeded(), as hearts-deal -s gives. */
	CHECK_INT(hearts_game_start(&g, NULL, 2026, &e), 0);
	CHECK(g.seeded && g.seed == 2026 && g.rules.players == 4);
	CHECK_INT(hearts_game_deal(&g, &e), 0);
	hearts_deal_seeded(4, 2026, 1, hands, &aside);
	for (s = 0; s < 4; s++)
		CHECK(g.hands[0].dealt[s] == hands[s]);
	hearts_game_free(&g);

	CHECK_INT(hearts_game_start(&g, NULL, (uint64_t)HEARTS_SEED_MAX + 1,
	    &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	hearts_rules_default(&r);
	r.players = 2;
	r.jack_of_diamonds = true;
	CHECK_INT(hearts_game_start(&d, &r, 1, &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_DATA);
	CHECK_INT(hearts_game_start(&d, NULL, 1, NULL), 0);
	hearts_game_free(&d);
}

static void
test_legal(void)
{
	struct hearts_game g, v;
	struct hearts_state st;
	struct hearts_error e;
	int		 s;

	CHECK_INT(hearts_game_start(&g, NULL, 2026, &e), 0);
	/* Nothing to do before the deal. */
	CHECK(hearts_game_legal(&g, -1) == 0);
	CHECK(hearts_game_hand(&g, 0) == 0);
	CHECK_INT(hearts_game_deal(&g, &e), 0);
	/* Passing: every seat chooses from its hand, until it has passed. */
	for (s = 0; s < 4; s++) {
		CHECK(hearts_game_legal(&g, s) == g.hands[0].dealt[s]);
		CHECK(hearts_game_hand(&g, s) == g.hands[0].dealt[s]);
	}
	CHECK(hearts_game_legal(&g, -1) == g.hands[0].dealt[0]);
	CHECK(hearts_game_legal(&g, 7) == 0);
	CHECK_INT(hearts_game_pass(&g, 0, hearts_card_bit(
	    hearts_card_parse("6C")) | hearts_card_bit(hearts_card_parse("7C")) |
	    hearts_card_bit(hearts_card_parse("8C")), &e), 0);
	CHECK(hearts_game_legal(&g, 0) == 0);
	CHECK(hearts_game_legal(&g, -1) == g.hands[0].dealt[1]);
	/* A view says what its seat may choose from, and no other. */
	CHECK_INT(hearts_game_view(&g, 2, &v, &e), 0);
	CHECK_INT(v.view, 2);
	CHECK(hearts_game_legal(&v, -1) == g.hands[0].dealt[2]);
	CHECK(hearts_game_legal(&v, 1) == 0);
	CHECK(hearts_game_hand(&v, 1) == 0);
	CHECK(hearts_game_hand(&v, 2) == g.hands[0].dealt[2]);
	hearts_game_free(&v);
	for (s = 1; s < 4; s++)
		CHECK_INT(hearts_game_pass(&g, s, hearts_card_bit(
		    hearts_cards_highest(hearts_game_legal(&g, s))) |
		    hearts_card_bit(hearts_cards_lowest(hearts_game_legal(&g,
		    s))) | hearts_card_bit(hearts_cards_highest(
		    hearts_game_legal(&g, s) & hearts_suit_cards(
		    HEARTS_DIAMONDS))), &e), 0);
	/* Playing: the engine's legal cards for the seat to play only. */
	CHECK_INT(hearts_game_where(&g, &st), HEARTS_GAME_PLAY);
	CHECK(hearts_game_legal(&g, st.turn) == hearts_state_legal(&st));
	CHECK(hearts_cards_count(hearts_game_legal(&g, -1)) == 1);
	CHECK(hearts_game_legal(&g, (st.turn + 1) % 4) == 0);
	CHECK(hearts_game_hand(&g, st.turn) == st.held[st.turn]);
	hearts_game_free(&g);
}

static void
test_memory(void)
{
	struct hearts_game g, back, v;
	struct hearts_error e;
	struct hearts_reader rd;
	char		*text, *again, *view;
	size_t		 len, vlen;
	int		 fds[2], players;
	FILE		*f;

	for (players = 2; players <= 5; players++) {
		played_game(&g, 40 + (uint64_t)players, players);
		/* Whole record: to memory and back, the same bytes. */
		text = hearts_record_string(&g, -1, &len);
		CHECK(text != NULL && strlen(text) == len);
		CHECK_INT(hearts_record_read_string(text, len, &back, &e), 0);
		again = hearts_record_string(&back, -1, NULL);
		CHECK(again != NULL && strcmp(text, again) == 0);
		free(again);
		hearts_game_free(&back);
		/* A view in memory is hearts_record_write_view()'s. */
		view = hearts_record_string(&g, 1, &vlen);
		CHECK(view != NULL && strncmp(view, "hearts 1\nview E\n", 16) == 0);
		CHECK_INT(hearts_game_view(&g, 1, &v, &e), 0);
		again = hearts_record_string(&v, -1, NULL);
		CHECK(again != NULL && strcmp(view, again) == 0);
		free(again);
		/* A view of another seat's view is refused. */
		CHECK_INT(hearts_game_view(&v, 0, &back, &e), -1);
		CHECK(hearts_record_string(&v, 0, NULL) == NULL);
		hearts_game_free(&v);
		/* On a descriptor, twice, read back through one reader. */
		CHECK_INT(pipe(fds), 0);
		CHECK_INT(hearts_record_write_fd(fds[1], &g, -1), 0);
		CHECK_INT(hearts_record_write_fd(fds[1], &g, 1), 0);
		close(fds[1]);
		hearts_reader_init_fd(&rd, fds[0]);
		CHECK_INT(hearts_record_read(&rd, &back, &e), 1);
		CHECK_INT(back.nhands, g.nhands);
		hearts_game_free(&back);
		CHECK_INT(hearts_record_read(&rd, &back, &e), 1);
		CHECK_INT(back.view, 1);
		hearts_game_free(&back);
		CHECK_INT(hearts_record_read(&rd, &back, &e), 0);
		hearts_reader_free(&rd);
		close(fds[0]);
		CHECK_INT(hearts_record_write_fd(-1, &g, -1), -1);

		/* Exactly one record in memory: not none, not two. */
		CHECK_INT(hearts_record_read_string(text, 0, &back, &e), -1);
		CHECK_INT(e.kind, HEARTS_ERR_DATA);
		CHECK_INT(hearts_record_read_string("\n\n", 2, &back, &e), -1);
		CHECK_INT(e.line, 2);
		again = malloc(2 * len + 2);
		memcpy(again, text, len);
		memcpy(again + len, "\n", 1);
		memcpy(again + len + 1, text, len);
		CHECK_INT(hearts_record_read_string(again, 2 * len + 1, &back,
		    &e), -1);
		CHECK(strstr(e.msg, "second record") != NULL);
		CHECK_INT(e.line, lines(text) + 2);
		CHECK(back.hands == NULL && back.nhands == 0);
		/* Cut short, and with a blank line after it. */
		CHECK_INT(hearts_record_read_string(again, len - 4, &back, &e),
		    -1);
		CHECK_INT(hearts_record_read_string(again, len + 1, &back, &e),
		    0);
		hearts_game_free(&back);
		free(again);
		free(text);
		free(view);
		hearts_game_free(&g);
	}
	/* A FILE with no descriptor reads as one with. */
	played_game(&g, 9, 4);
	text = hearts_record_string(&g, -1, &len);
	CHECK((f = fmemopen(text, len, "r")) != NULL);
	hearts_reader_init(&rd, f);
	CHECK_INT(hearts_record_read(&rd, &back, &e), 1);
	CHECK_INT(back.nhands, g.nhands);
	hearts_game_free(&back);
	hearts_reader_free(&rd);
	fclose(f);
	free(text);
	hearts_game_free(&g);
}

/*
 * hearts_hand_tricks() finds each trick's winner from its cards alone:
 * the same tricks, leaders, winners, cards taken and takers as the
 * engine playing the hand card by card, over random games of every size
 * stopped anywhere.
 */
static void
test_tricks(void)
{
	struct hearts_game g;
	struct hearts_tricks t;
	struct hearts_state st;
	struct hearts_error e;
	const struct hearts_hand *h;
	uint64_t	 rng = 19;
	int		 n, k, i, s, leader[HEARTS_MAX_TRICKS + 1];
	long		 j;

	for (n = 2; n <= 5; n++)
		for (k = 0; k < 300; k++) {
			unit_random_game(&rng, n, &g);
			for (j = 0; j < g.nhands; j++) {
				h = &g.hands[j];
				hearts_hand_tricks(&g.rules, h, &t);
				hearts_state_start(&st, &g.rules, h);
				for (s = 0; s < n; s++)
					CHECK(t.held[s] == st.held[s]);
				for (i = 0; i < h->nplayed; i++) {
					if (st.ncards == 0)
						leader[st.trick] = st.turn;
					CHECK_INT(hearts_state_play(&st,
					    h->played[i], &e), 0);
					if (st.ncards == 0)
						CHECK_INT(t.winner[st.trick - 1],
						    st.leader);
				}
				CHECK_INT(t.ntricks, st.trick);
				for (i = 0; i < st.trick + (st.ncards > 0); i++)
					CHECK_INT(t.leader[i], leader[i]);
				for (s = 0; s < n; s++) {
					CHECK(t.taken[s] == st.taken[s]);
					if (st.taken[s] & hearts_card_bit(
					    hearts_card_parse("QS")))
						CHECK_INT(t.queen, s);
				}
			}
			hearts_game_free(&g);
		}
}

void
test_api(void)
{
	CHECK_STR(hearts_version(), HEARTS_VERSION);
	CHECK_INT(hearts_version_number(), HEARTS_VERSION_NUMBER);
	CHECK_INT(HEARTS_VERSION_NUMBER, HEARTS_VERSION_MAJOR * 10000 +
	    HEARTS_VERSION_MINOR * 100 + HEARTS_VERSION_PATCH);
	test_start();
	test_legal();
	test_memory();
	test_tricks();
}
