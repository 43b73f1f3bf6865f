/*
 * condition.c: fuzz target for the condition language of hearts-deal -w.
 * The first byte picks the players, the rest is the text.  Whatever
 * compiles must judge any deal without fault, the cards alone and, for
 * a condition on values, solved within a small budget; whatever does not
 * must leave the condition as it was.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"

int	 LLVMFuzzerTestOneInput(const unsigned char *, size_t);

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static struct hearts_solver *solver;
	struct hearts_cond c, before;
	struct hearts_rules r;
	struct hearts_error e;
	hearts_cards	 hands[HEARTS_MAX_PLAYERS], aside;
	char		*text, opt[16];
	long		 hand;
	int		 players;

	if (size == 0 || size > HEARTS_COND_TEXT + 16)
		return 0;
	players = 2 + data[0] % 4;
	if ((text = malloc(size)) == NULL)
		abort();
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	hearts_rules_default(&r);
	snprintf(opt, sizeof(opt), "players=%d", players);
	if (hearts_rules_option(&r, opt, &e) == -1)
		abort();
	hearts_cond_init(&c);
	before = c;
	if (hearts_cond_add(&c, text, &r, &e) == -1) {
		/* Refused: c as it was, and a message. */
		if (memcmp(&c, &before, sizeof(c)) != 0 || e.msg[0] == '\0')
			abort();
		free(text);
		return 0;
	}
	if (c.nops > HEARTS_COND_OPS || c.depth < 0)
		abort();
	if (solver == NULL && (solver = hearts_solver_new(1 << 20, &e)) == NULL)
		abort();
	for (hand = 1; hand <= 4; hand++) {
		hearts_deal_seeded(players, (uint64_t)size * 7919, hand, hands,
		    &aside);
		(void)hearts_cond_eval(&c, hands, aside);
		if (hand == 1 && hearts_cond_judge(&c, &r, 1, hands, aside, solver,
		    2000, NULL, &e) == -1)
			abort();
	}
	free(text);
	return 0;
}
