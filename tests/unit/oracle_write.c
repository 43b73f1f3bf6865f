/*
 * oracle_write.c: the record format written the plain way, for
 * tests/unit/writer.c to hold the library's writer to every byte.  It is
 * kept because it is an independent and simpler statement of hearts(5),
 * not a copy of the writer's method: a word at a time through stdio
 * (fprintf(3), hearts_cards_format()), where the writer copies four-byte
 * names from tables into a block; and each trick's leader found by
 * replaying the hand through the engine (hearts_state_play()), where the
 * writer works it out from the cards.  (It was the library's writer
 * until that one was made fast; it is not built into the library.)
 */
#define hearts_record_write		oracle_record_write
#define hearts_record_write_view	oracle_record_write_view
#define hearts_record_write_line	oracle_record_write_line
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

/* The cards shown, then "??" for each card a view hides. */
static void
write_cards(FILE *out, hearts_cards set, int hidden)
{
	char	 buf[HEARTS_MAX_TRICKS * 3 + 1];

	if (set != 0) {
		hearts_cards_format(set, buf, sizeof(buf));
		fprintf(out, " %s", buf);
	}
	while (hidden-- > 0)
		fputs(" ??", out);
	fputc('\n', out);
}

static void
write_seat_values(FILE *out, const char *keyword, int players, const int *v)
{
	int	 s;

	fputs(keyword, out);
	for (s = 0; s < players; s++)
		fprintf(out, " %c=%d", hearts_seat_name(s), v[s]);
	fputc('\n', out);
}

/*
 * Tricks one line each, their leaders found by replaying the hand.  A
 * view names the first leader before a card is played: it may not be
 * able to tell otherwise.
 */
static void
write_tricks(FILE *out, const struct hearts_rules *r,
    const struct hearts_hand *h, bool view)
{
	struct hearts_state st;
	char		 name[HEARTS_CARD_NAME];
	int		 i;

	hearts_state_start(&st, r, h);
	if (view && h->nplayed == 0 && st.phase == HEARTS_PHASE_PLAY &&
	    st.turn >= 0)
		fprintf(out, "trick %c\n", hearts_seat_name(st.turn));
	for (i = 0; i < h->nplayed; i++) {
		if (st.ncards == 0)
			fprintf(out, "%strick %c", i > 0 ? "\n" : "",
			    hearts_seat_name(st.turn));
		hearts_card_name(h->played[i], name);
		fprintf(out, " %s", name);
		/* The model holds only legal plays, checked when they came in. */
		(void)hearts_state_play(&st, h->played[i], NULL);
	}
	if (h->nplayed > 0)
		fputc('\n', out);
}

static void
write_hand(FILE *out, const struct hearts_rules *r, const struct hearts_hand *h,
    bool view)
{
	int	 s, n = r->players;

	fprintf(out, "hand %ld pass=%s\n", h->number, hearts_pass_name(h->pass));
	for (s = 0; s < n; s++) {
		fprintf(out, "deal %c", hearts_seat_name(s));
		write_cards(out, h->dealt[s], h->hidden_dealt[s]);
	}
	if (n == 2) {
		fputs("aside", out);
		write_cards(out, h->aside, h->hidden_aside);
	}
	for (s = 0; s < n; s++)
		if (hearts_hand_passed(h, s)) {
			fprintf(out, "pass %c", hearts_seat_name(s));
			write_cards(out, h->passed[s], h->hidden_passed[s]);
		}
	write_tricks(out, r, h, view);
	if (!h->scored)
		return;
	if (h->shooter != -1)
		fprintf(out, "moon %c\n", hearts_seat_name(h->shooter));
	write_seat_values(out, "score", n, h->score);
	write_seat_values(out, "total", n, h->total);
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
		v->hidden_dealt[s] = (uint8_t)(hearts_cards_count(h->dealt[s]) +
		    h->hidden_dealt[s]);
		v->dealt[s] = 0;
		if (exchanged &&
		    hearts_pass_target(n, h->pass, s) == seat)
			continue;
		v->hidden_passed[s] = (uint8_t)(hearts_cards_count(h->passed[s]) +
		    h->hidden_passed[s]);
		v->passed[s] = 0;
	}
	v->hidden_aside = (uint8_t)(hearts_cards_count(h->aside) + h->hidden_aside);
	v->aside = 0;
}

static int
write_game(FILE *out, const struct hearts_game *g, int seat)
{
	struct hearts_hand v;
	char		 rules[256];
	long		 i;
	int		 s;

	hearts_rules_format(&g->rules, rules, sizeof(rules));
	fprintf(out, "hearts %d\n", HEARTS_FORMAT_VERSION);
	if (seat >= 0)
		fprintf(out, "view %c\n", hearts_seat_name(seat));
	fprintf(out, "rules %s\n", rules);
	if (g->seeded && seat < 0)
		fprintf(out, "seed %llu\n", (unsigned long long)g->seed);
	if (g->setup)
		write_seat_values(out, "total", g->rules.players,
		    g->start_total);
	for (i = 0; i < g->nhands; i++) {
		if (seat < 0) {
			write_hand(out, &g->rules, &g->hands[i], false);
			continue;
		}
		hide_hand(&g->rules, &g->hands[i], seat, &v);
		write_hand(out, &g->rules, &v, true);
	}
	if (g->over) {
		fputs("winner", out);
		for (s = 0; s < g->rules.players; s++)
			if (g->winners & (1u << s))
				fprintf(out, " %c", hearts_seat_name(s));
		fputc('\n', out);
	}
	fputs("end\n", out);
	return ferror(out) ? -1 : 0;
}

int
hearts_record_write(FILE *out, const struct hearts_game *g)
{
	return write_game(out, g, g->view);
}

int
hearts_record_write_view(FILE *out, const struct hearts_game *g, int seat)
{
	if (g->view >= 0 && g->view != seat) {
		errno = EINVAL;
		return -1;
	}
	return write_game(out, g, seat);
}

int
hearts_record_write_line(FILE *out, const struct hearts_game *g)
{
	char	*text = NULL, *p;
	size_t	 len;
	FILE	*mem;

	if ((mem = open_memstream(&text, &len)) == NULL)
		return -1;
	if (hearts_record_write(mem, g) == -1) {
		fclose(mem);
		free(text);
		return -1;
	}
	if (fclose(mem) == EOF) {
		free(text);
		return -1;
	}
	/* Every newline but the last becomes "; ". */
	for (p = text; p < text + len; p++)
		if (*p == '\n' && p + 1 < text + len)
			fputs("; ", out);
		else
			fputc(*p, out);
	free(text);
	return ferror(out) ? -1 : 0;
}
