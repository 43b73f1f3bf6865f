/*
 * games.c: whole games played by the tests' own choices (not the
 * library's bots) under every preset and 2 to 5 players, each written,
 * read back and written again to the same bytes; and every seat's view
 * of random games, which must show no card the seat cannot know.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"
#include "unit.h"

/* Written, read back and written again: the same bytes, and nothing more. */
void
check_round_trip(int at, const struct hearts_game *g)
{
	struct hearts_reader rd;
	struct hearts_game back;
	struct hearts_error e;
	FILE		*in;
	char		*text, *again;
	size_t		 len, len2 = 0;
	int		 failures = unit_failures;

	memset(&e, 0, sizeof(e));
	text = record_text(g, &len);
	if ((in = fmemopen(text, len, "r")) == NULL) {
		perror("fmemopen");
		exit(1);
	}
	hearts_reader_init(&rd, in);
	CHECK_INT(hearts_record_read(&rd, &back, &e), 1);
	again = record_text(&back, &len2);
	CHECK_INT(len2, len);
	CHECK(len2 == len && memcmp(text, again, len) == 0);
	CHECK_INT(back.nhands, g->nhands);
	CHECK(back.over == g->over);
	CHECK_INT(back.winners, g->winners);
	CHECK_INT(back.first_line, 1);
	hearts_game_free(&back);
	CHECK_INT(hearts_record_read(&rd, &back, &e), 0);
	hearts_game_free(&back);
	hearts_reader_free(&rd);
	fclose(in);
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: round trip: %s\n%s", __FILE__, at,
		    e.msg, text);
	free(again);
	free(text);
}

/* Every seat passes its lowest cards; a hold hand passes nothing. */
static void
choose_passes(struct hearts_game *g, struct hearts_hand *h)
{
	struct hearts_error e;
	hearts_cards	 pass;
	int		 s, k;

	for (s = 0; s < g->rules.players; s++) {
		pass = 0;
		for (k = 0; k < hearts_pass_count(g->rules.players); k++)
			pass |= hearts_card_bit(nth_card(h->dealt[s], k));
		if (h->pass == HEARTS_PASS_HOLD) {
			CHECK_INT(hearts_pass_check(&g->rules, h, s, pass, &e),
			    -1);
			continue;
		}
		CHECK_INT(hearts_pass_check(&g->rules, h, s, pass, &e), 0);
		h->passed[s] = pass;
	}
}

/*
 * Plays up to ncards random legal cards of the hand, checking on the way
 * that illegal cards are refused and each trick goes to the highest card
 * of the suit led.
 */
static void
play_cards(struct hearts_state *st, struct hearts_hand *h, uint64_t *rng,
    int ncards)
{
	struct hearts_state before;
	struct hearts_error e;
	hearts_cards	 legal, illegal;
	hearts_card	 c, trick[HEARTS_MAX_PLAYERS], high;
	int		 s, leader = st->leader, winner, n = st->rules->players;

	/* A trick begun before this call has its first cards on the table. */
	for (s = 0; s < n; s++)
		trick[s] = st->trick_card[s];
	while (ncards-- > 0 && st->phase == HEARTS_PHASE_PLAY) {
		legal = hearts_state_legal(st);
		CHECK(legal != 0);
		CHECK((legal & ~st->held[st->turn]) == 0);
		if ((illegal = st->held[st->turn] & ~legal) != 0) {
			c = nth_card(illegal, (int)(xorshift(rng) %
			    (uint64_t)hearts_cards_count(illegal)));
			memcpy(&before, st, sizeof(before));
			CHECK_INT(hearts_state_play(st, c, &e), -1);
			CHECK(same_state(&before, st));
		}
		if (st->ncards == 0)
			leader = st->turn;
		c = nth_card(legal, (int)(xorshift(rng) %
		    (uint64_t)hearts_cards_count(legal)));
		trick[st->turn] = c;
		CHECK_INT(hearts_state_play(st, c, &e), 0);
		h->played[h->nplayed++] = (uint8_t)c;
		if (st->ncards != 0)
			continue;
		high = trick[leader];
		winner = leader;
		for (s = 0; s < n; s++)
			if (hearts_card_suit(trick[s]) ==
			    hearts_card_suit(high) &&
			    hearts_card_rank(trick[s]) >
			    hearts_card_rank(high)) {
				high = trick[s];
				winner = s;
			}
		CHECK_INT(st->last_winner, winner);
		CHECK_INT(st->turn, winner);
		CHECK(st->taken[winner] & hearts_card_bit(high));
	}
}

/* Scores the finished hand as a scorer would, and checks the points. */
static void
score_hand(struct hearts_game *g, struct hearts_hand *h,
    const struct hearts_state *st)
{
	const struct hearts_rules *r = &g->rules;
	struct hearts_error e;
	hearts_cards	 all = 0;
	unsigned int	 winners;
	int		 prev[HEARTS_MAX_PLAYERS], s, raw = 0, sum = 0;
	int		 n = r->players;
	int		 jack = r->jack_of_diamonds ? 10 : 0, shooter;
	int		 score[HEARTS_MAX_PLAYERS], total[HEARTS_MAX_PLAYERS];
	bool		 over;

	CHECK_INT(st->phase, HEARTS_PHASE_DONE);
	CHECK_INT(h->nplayed, n * hearts_hand_size(n));
	for (s = 0; s < n; s++) {
		CHECK((all & st->taken[s]) == 0);
		all |= st->taken[s];
		raw += hearts_points(r, st->taken[s]);
	}
	CHECK((all | h->aside) == hearts_rules_deck(r));
	CHECK_INT(raw, hearts_rules_moon(r) -
	    (n == 2 ? hearts_points(r, h->aside) : 0));
	h->shooter = hearts_score_hand(r, st, h->aside, h->score);
	for (s = 0; s < n; s++)
		sum += h->score[s];
	if (h->shooter == -1)
		CHECK_INT(sum, raw - jack);
	else if (r->moon == HEARTS_MOON_ADD)
		CHECK_INT(sum, (n - 1) * hearts_rules_moon(r) - jack);
	else
		CHECK_INT(sum, -hearts_rules_moon(r) - jack);
	/* No moon by moon=none, whoever took every penalty card. */
	if (r->moon == HEARTS_MOON_NONE)
		CHECK_INT(h->shooter, -1);
	hearts_game_totals(g, g->nhands - 1, prev);
	for (s = 0; s < n; s++)
		h->total[s] = prev[s] + h->score[s];
	h->scored = true;
	g->over = hearts_game_ends(r, h->total, &g->winners);

	/* The library's own scorer, hearts_game_score(), must agree. */
	shooter = h->shooter;
	memcpy(score, h->score, sizeof(score));
	memcpy(total, h->total, sizeof(total));
	over = g->over;
	winners = g->winners;
	h->scored = false;
	g->over = false;
	g->winners = 0;
	CHECK_INT(hearts_game_where(g, NULL), HEARTS_GAME_SCORE);
	CHECK_INT(hearts_game_score(g, &e), 0);
	CHECK_INT(h->shooter, shooter);
	CHECK(memcmp(score, h->score, sizeof(score)) == 0);
	CHECK(memcmp(total, h->total, sizeof(total)) == 0);
	CHECK(h->scored);
	CHECK(g->over == over);
	CHECK_INT(g->winners, winners);
	CHECK_INT(hearts_game_where(g, NULL),
	    over ? HEARTS_GAME_OVER : HEARTS_GAME_DEAL);
}

/* Deals the next hand of a seeded game and checks the deal. */
static struct hearts_hand *
deal_next(struct hearts_game *g)
{
	struct hearts_hand *h;
	struct hearts_error e;
	hearts_cards	 want[HEARTS_MAX_PLAYERS], aside;
	int		 n = g->rules.players;

	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_game_deal(g, &e), 0);
	if ((h = hearts_game_current(g)) == NULL)
		return NULL;
	CHECK_INT(h->number, g->nhands);
	if (g->rules.pass == HEARTS_PASS_CYCLE)
		CHECK_INT(h->pass, hearts_pass_for_hand(n, h->number));
	check_partition(&g->rules, h->dealt, h->aside);
	hearts_deal_rules(&g->rules, g->seed, h->number, want, &aside);
	CHECK(memcmp(want, h->dealt, sizeof(want[0]) * n) == 0);
	return h;
}

/* Deals, passes, plays and scores one whole hand; false if it cannot. */
bool
play_hand(struct hearts_game *g, uint64_t *rng)
{
	struct hearts_hand *h;
	struct hearts_state st;

	if ((h = deal_next(g)) == NULL)
		return false;
	choose_passes(g, h);
	hearts_state_start(&st, &g->rules, h);
	CHECK_INT(st.phase, HEARTS_PHASE_PLAY);
	play_cards(&st, h, rng, HEARTS_MAX_PLAYED);
	score_hand(g, h, &st);
	return h->scored;
}

static void
play_games(const char *preset, const char *option, int players, int ngames,
    uint64_t *rng)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_error e;
	char		 opt[32];
	uint64_t	 seed;

	CHECK_INT(hearts_rules_preset(&r, preset, &e), 0);
	snprintf(opt, sizeof(opt), "players=%d", players);
	CHECK_INT(hearts_rules_option(&r, opt, &e), 0);
	if (option != NULL)
		CHECK_INT(hearts_rules_option(&r, option, &e), 0);
	if (hearts_rules_check(&r, &e) == -1)
		return;
	for (seed = 0; seed < (uint64_t)ngames; seed++) {
		hearts_game_init(&g, &r);
		g.seeded = true;
		g.seed = seed;
		while (!g.over && g.nhands < 30)
			if (!play_hand(&g, rng))
				break;
		if (g.over) {
			memset(&e, 0, sizeof(e));
			CHECK_INT(hearts_game_deal(&g, &e), -1);
			CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
			CHECK(strstr(e.msg, "over") != NULL);
		}
		check_round_trip(__LINE__, &g);
		hearts_game_free(&g);
	}
}

/* Games stopped at every point of a hand are records too. */
static void
stop_games(int players, uint64_t *rng)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_hand *h;
	struct hearts_state st;
	struct hearts_error e;
	char		 opt[32];
	int		 s;

	hearts_rules_preset(&r, "session", &e);
	snprintf(opt, sizeof(opt), "players=%d", players);
	hearts_rules_option(&r, opt, &e);
	hearts_game_init(&g, &r);
	g.seeded = true;
	g.seed = 77;
	CHECK_INT(hearts_game_where(&g, NULL), HEARTS_GAME_DEAL);
	CHECK_INT(hearts_game_play(&g, card("2C"), &e), -1);
	check_round_trip(__LINE__, &g);
	if (!play_hand(&g, rng) || (h = deal_next(&g)) == NULL)
		goto out;
	check_round_trip(__LINE__, &g);
	CHECK_INT(hearts_game_deal(&g, &e), -1);
	CHECK(strstr(e.msg, "not finished") != NULL);
	CHECK_INT(hearts_game_where(&g, NULL), h->pass == HEARTS_PASS_HOLD ?
	    HEARTS_GAME_PLAY : HEARTS_GAME_PASS);
	CHECK_INT(hearts_game_score(&g, &e), -1);
	if (h->pass != HEARTS_PASS_HOLD) {
		choose_passes(&g, h);
		for (s = 1; s < players; s++)
			h->passed[s] = 0;
		check_round_trip(__LINE__, &g);
		h->passed[0] = 0;
	}
	choose_passes(&g, h);
	check_round_trip(__LINE__, &g);
	hearts_state_start(&st, &g.rules, h);
	/* One trick and a card of the next. */
	play_cards(&st, h, rng, players + 1);
	check_round_trip(__LINE__, &g);
	CHECK_INT(hearts_game_where(&g, NULL), HEARTS_GAME_PLAY);
	CHECK_INT(hearts_game_pass(&g, 0, h->passed[0], &e), -1);
	memset(&e, 0, sizeof(e));
	CHECK_INT(hearts_game_deal(&g, &e), -1);
	CHECK_INT(e.kind, HEARTS_ERR_REFUSED);
	CHECK(strstr(e.msg, "not finished") != NULL);
	play_cards(&st, h, rng, HEARTS_MAX_PLAYED);
	check_round_trip(__LINE__, &g);
	CHECK_INT(hearts_game_deal(&g, &e), -1);
	CHECK(strstr(e.msg, "not scored") != NULL);
	CHECK_INT(hearts_game_where(&g, NULL), HEARTS_GAME_SCORE);
	CHECK_INT(hearts_game_play(&g, card("2C"), &e), -1);
	CHECK_STR(hearts_game_phase_name(HEARTS_GAME_SCORE), "score");
out:
	hearts_game_free(&g);
}

void
test_games(void)
{
	static const struct {
		const char	*preset;
		const char	*option;
	} sets[] = {
		{ "standard", NULL },
		{ "black-lady", NULL },
		{ "omnibus", NULL },
		{ "moon-down", "tie=share" },
		{ "session", NULL },
		{ "moon-down", "queen-breaks-hearts=yes" },
		{ "black-lady", "target=30" },
		{ "black-maria", NULL },
		{ "black-maria", "moon=add" },
		{ "standard", "penalty-spades=on" },
		{ "standard", "first-lead=left-of-dealer" },
	};
	uint64_t	 rng = 0x2545f4914f6cdd1dULL;
	size_t		 i;
	int		 n;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++) {
		for (i = 0; i < sizeof(sets) / sizeof(sets[0]); i++)
			play_games(sets[i].preset, sets[i].option, n, 500,
			    &rng);
		stop_games(n, &rng);
	}
}

/*
 * A drawing for seat v holds nothing v cannot know: the other hands only
 * as counts, and of the passes only v's own and, once the cards have
 * changed hands, the one that came to v.
 */
static void
check_view_text(int line, const char *text, char v, bool exchanged)
{
	const char	*p, *nl;
	char		 seat, from, to;
	int		 count;

	for (p = text; *p != '\0'; p = nl + 1) {
		if ((nl = strchr(p, '\n')) == NULL)
			break;
		if (sscanf(p, "  %c passed to %c:", &from, &to) == 2) {
			if (from != v && !(exchanged && to == v)) {
				fprintf(stderr, "%s:%d: %c sees %.*s\n", __FILE__,
				    line, v, (int)(nl - p), p);
				unit_failures++;
			}
			continue;
		}
		if (p[0] != ' ' || p[1] != ' ' || strchr("NESWX", p[2]) == NULL ||
		    (p[3] != ' ' && p[3] != '>') || p[4] != ' ')
			continue;
		seat = p[2];
		if (seat != v && (sscanf(p + 5, " %d cards", &count) != 1)) {
			fprintf(stderr, "%s:%d: %c sees %.*s\n", __FILE__, line,
			    v, (int)(nl - p), p);
			unit_failures++;
		}
	}
}

static char *
draw(const struct hearts_game *g, int seat, bool all)
{
	struct hearts_show o = { false, false, seat };
	char	*text = NULL;
	size_t	 len;
	FILE	*out;

	if ((out = open_memstream(&text, &len)) == NULL)
		abort();
	CHECK_INT(all ? hearts_show_game(out, g, &o) :
	    hearts_show_position(out, g, &o), 0);
	fclose(out);
	return text;
}

/* The cards a seat may know of: its own, what comes to it, every play. */
static hearts_cards
knowable(const struct hearts_game *g, int seat)
{
	const struct hearts_hand *h;
	hearts_cards	 known = 0;
	long		 i;
	int		 s, k, n = g->rules.players;
	bool		 exchanged;

	for (i = 0; i < g->nhands; i++) {
		h = &g->hands[i];
		known |= h->dealt[seat] | h->passed[seat];
		for (k = 0; k < h->nplayed; k++)
			known |= hearts_card_bit(h->played[k]);
		exchanged = h->pass != HEARTS_PASS_HOLD;
		for (s = 0; s < n; s++)
			exchanged = exchanged && h->passed[s] != 0;
		for (s = 0; exchanged && s < n; s++)
			if (hearts_pass_target(n, h->pass, s) == seat)
				known |= h->passed[s];
	}
	return known;
}

/*
 * A seat's view as a record: it reads back, holds no card the seat cannot
 * know (in the last hand), is what hearts_state_seen() makes of the whole
 * state, and writes again to the same bytes.
 */
static void
check_record_view(int at, const struct hearts_game *g, int seat)
{
	struct hearts_game v;
	struct hearts_state whole, seen;
	struct hearts_error e;
	const char	*p;
	char		*text = NULL, *again = NULL, word[8];
	size_t		 len, len2;
	FILE		*out;
	hearts_card	 c;
	hearts_cards	 may;
	int		 failures = unit_failures, skip;

	if ((out = open_memstream(&text, &len)) == NULL)
		abort();
	CHECK_INT(hearts_record_write_view(out, g, seat), 0);
	fclose(out);
	/* Only the last hand: earlier hands' cards are all played. */
	if ((p = strstr(text, "\nhand ")) != NULL)
		while (strstr(p + 1, "\nhand ") != NULL)
			p = strstr(p + 1, "\nhand ");
	may = knowable(g, seat);
	for (; p != NULL && sscanf(p, " %7s%n", word, &skip) == 1; p += skip)
		if ((c = hearts_card_parse(word)) != HEARTS_NO_CARD &&
		    strlen(word) == 2 && (may & hearts_card_bit(c)) == 0) {
			fprintf(stderr, "%s:%d: %c's view shows %s\n",
			    __FILE__, at, hearts_seat_name(seat), word);
			unit_failures++;
		}
	CHECK_INT(read_text(text, len, &v, &e), 1);
	CHECK_INT(v.view, seat);
	if (g->nhands > 0 && v.nhands == g->nhands) {
		(void)hearts_game_where(g, &whole);
		hearts_state_seen(&whole, &g->hands[g->nhands - 1], seat);
		(void)hearts_game_where(&v, &seen);
		seen.rules = whole.rules;
		CHECK(same_state(&whole, &seen));
		CHECK_INT(whole.unseen, seen.unseen);
		CHECK(memcmp(whole.hidden, seen.hidden, sizeof(seen.hidden)) == 0);
		CHECK(memcmp(whole.voids, seen.voids, sizeof(seen.voids)) == 0);
		if (whole.turn == seat)
			CHECK_INT(hearts_state_legal(&seen),
			    hearts_state_legal(&whole));
	}
	if ((out = open_memstream(&again, &len2)) == NULL)
		abort();
	CHECK_INT(hearts_record_write(out, &v), 0);
	fclose(out);
	CHECK(len == len2 && memcmp(text, again, len) == 0);
	if (unit_failures != failures)
		fprintf(stderr, "%s:%d: %s\n%s", __FILE__, at, e.msg, text);
	hearts_game_free(&v);
	free(again);
	free(text);
}

/* Random games; at random moments, each seat's drawing is a view. */
void
test_views(void)
{
	struct hearts_rules r;
	struct hearts_game g;
	struct hearts_state st;
	struct hearts_error e;
	struct hearts_hand *h;
	hearts_cards	 cards, legal;
	uint64_t	 rng = 0x9e3779b97f4a7c15ULL;
	char		*text;
	int		 n, game, s, k, steps;

	for (n = 2; n <= HEARTS_MAX_PLAYERS; n++)
		for (game = 0; game < 60; game++) {
			hearts_rules_default(&r);
			r.players = n;
			r.target = 40;
			hearts_game_init(&g, &r);
			g.seeded = true;
			g.seed = (uint64_t)game;
			for (steps = 0; steps < 2000; steps++) {
				switch (hearts_game_where(&g, &st)) {
				case HEARTS_GAME_DEAL:
					CHECK_INT(hearts_game_deal(&g, &e), 0);
					break;
				case HEARTS_GAME_PASS:
					/* One seat a step, so views see half-passed hands. */
					h = hearts_game_current(&g);
					for (s = 0; h->passed[s] != 0; s++)
						continue;
					cards = h->dealt[s];
					while (hearts_cards_count(cards) >
					    hearts_pass_count(n))
						cards &= cards - 1;
					CHECK_INT(hearts_game_pass(&g, s, cards,
					    &e), 0);
					break;
				case HEARTS_GAME_PLAY:
					legal = hearts_state_legal(&st);
					for (k = (int)(xorshift(&rng) % 13); k > 0 &&
					    hearts_cards_count(legal) > 1; k--)
						legal &= legal - 1;
					CHECK_INT(hearts_game_play(&g,
					    hearts_cards_lowest(legal), &e), 0);
					break;
				case HEARTS_GAME_SCORE:
					CHECK_INT(hearts_game_score(&g, &e), 0);
					break;
				case HEARTS_GAME_OVER:
					steps = 2000;
					continue;
				}
				if (xorshift(&rng) % 7 != 0)
					continue;
				s = (int)(xorshift(&rng) % (uint64_t)n);
				text = draw(&g, s, false);
				check_view_text(__LINE__, text, hearts_seat_name(s),
				    hearts_game_where(&g, NULL) != HEARTS_GAME_PASS);
				free(text);
				check_record_view(__LINE__, &g, s);
			}
			for (s = 0; s < n; s++) {
				text = draw(&g, s, true);
				check_view_text(__LINE__, text,
				    hearts_seat_name(s), true);
				free(text);
				check_record_view(__LINE__, &g, s);
			}
			hearts_game_free(&g);
		}
}
