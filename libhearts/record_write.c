/*
 * record_write.c: model to canonical text.  One spelling for every fact,
 * lines in one order, so that reading a canonical record and writing it
 * again gives the same bytes.
 */
#include <stdio.h>
#include <stdlib.h>

#include "internal.h"

static void
write_cards(FILE *out, hearts_cards set)
{
	char	 buf[HEARTS_MAX_TRICKS * 3 + 1];

	hearts_cards_format(set, buf, sizeof(buf));
	fprintf(out, " %s\n", buf);
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

/* Tricks one line each, their leaders found by replaying the hand. */
static void
write_tricks(FILE *out, const struct hearts_rules *r,
    const struct hearts_hand *h)
{
	struct hearts_state st;
	char		 name[HEARTS_CARD_NAME];
	int		 i;

	hearts_state_start(&st, r, h);
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
write_hand(FILE *out, const struct hearts_rules *r, const struct hearts_hand *h)
{
	int	 s, n = r->players;

	fprintf(out, "hand %ld pass=%s\n", h->number, hearts_pass_name(h->pass));
	for (s = 0; s < n; s++) {
		fprintf(out, "deal %c", hearts_seat_name(s));
		write_cards(out, h->dealt[s]);
	}
	if (n == 2) {
		fputs("aside", out);
		write_cards(out, h->aside);
	}
	for (s = 0; s < n; s++)
		if (h->passed[s] != 0) {
			fprintf(out, "pass %c", hearts_seat_name(s));
			write_cards(out, h->passed[s]);
		}
	write_tricks(out, r, h);
	if (!h->scored)
		return;
	if (h->shooter != -1)
		fprintf(out, "moon %c\n", hearts_seat_name(h->shooter));
	write_seat_values(out, "score", n, h->score);
	write_seat_values(out, "total", n, h->total);
}

int
hearts_record_write(FILE *out, const struct hearts_game *g)
{
	char	 rules[256];
	long	 i;
	int	 s;

	hearts_rules_format(&g->rules, rules, sizeof(rules));
	fprintf(out, "hearts %d\nrules %s\n", HEARTS_FORMAT_VERSION, rules);
	if (g->seeded)
		fprintf(out, "seed %llu\n", (unsigned long long)g->seed);
	if (g->setup)
		write_seat_values(out, "total", g->rules.players,
		    g->start_total);
	for (i = 0; i < g->nhands; i++)
		write_hand(out, &g->rules, &g->hands[i]);
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
