/*
 * deals.c: the file of deals of hearts-match -D, read whole, hashed so
 * that a resumed match can tell it is the same file, each record checked
 * to be one hand ready to play, and kept as the few facts a game starts
 * from.
 */
#include <sys/types.h>

#include <err.h>
#include <errno.h>
#include <sha2.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "deals.h"
#include "tool.h"

/* The whole of a file or of stdin, at most DEALS_BYTES of it. */
static char *
slurp(const char *path, FILE *in, size_t *len)
{
	char	*buf = NULL, *p;
	size_t	 size = 0, n;

	*len = 0;
	for (;;) {
		if (*len == size) {
			if (size >= (size_t)DEALS_BYTES)
				errx(HEARTS_EXIT_DATA, "%s: a file of deals is "
				    "at most %ld MB", path, DEALS_BYTES >> 20);
			size = size == 0 ? 65536 : size * 2;
			if ((p = realloc(buf, size + 1)) == NULL)
				err(HEARTS_EXIT_SOFTWARE, NULL);
			buf = p;
		}
		n = fread(buf + *len, 1, size - *len, in);
		*len += n;
		if (n == 0)
			break;
	}
	if (ferror(in))
		err(HEARTS_EXIT_IOERR, "%s", path);
	buf[*len] = '\0';
	return buf;
}

/* A record that is a deal: one hand, dealt, nothing passed or played. */
static const char *
not_a_deal(const struct hearts_game *g)
{
	const struct hearts_hand *h = &g->hands[0];
	int		 s;

	if (g->nhands != 1)
		return g->nhands == 0 ? "a deal has a hand dealt: this record "
		    "has none" : "a deal is one hand: this record has more "
		    "(hearts-deal -x makes one record of each)";
	for (s = 0; s < g->rules.players; s++)
		if (hearts_hand_passed(h, s))
			return "a deal is a hand not yet passed or played "
			    "(hearts-deal -x makes one of any hand)";
	if (h->nplayed > 0 || h->scored)
		return "a deal is a hand not yet passed or played "
		    "(hearts-deal -x makes one of any hand)";
	if (g->rules.target == 0)
		return "a match plays games to their end: this deal's rules "
		    "have no target";
	return NULL;
}

void
deals_load(struct deals *d, const char *path)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	struct deal	*to;
	SHA2_CTX	 ctx;
	const char	*why;
	char		 where[64], rules[HEARTS_RULES_TEXT];
	char		 first[HEARTS_RULES_TEXT];
	char		*text;
	size_t		 len, max = 0;
	long		 first_line = 0;
	int		 rc, s;
	FILE		*in = stdin, *mem;

	memset(d, 0, sizeof(*d));
	d->name = path;
	if (strcmp(path, "-") != 0 && (in = fopen(path, "r")) == NULL)
		err(HEARTS_EXIT_NOINPUT, "%s", path);
	text = slurp(path, in, &len);
	if (in != stdin)
		fclose(in);
	SHA256Init(&ctx);
	SHA256Update(&ctx, (const uint8_t *)text, len);
	SHA256End(&ctx, d->hash);
	if (len == 0)
		errx(HEARTS_EXIT_DATA, "%s: no deal in it: a file of deals holds "
		    "records such as hearts-deal -N writes", path);
	if ((mem = fmemopen(text, len, "r")) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	hearts_reader_init(&rd, mem);
	while ((rc = hearts_record_read(&rd, &g, &e)) == 1) {
		if ((why = not_a_deal(&g)) != NULL)
			errx(HEARTS_EXIT_DATA, "%s:%ld: %s", path,
			    g.first_line, why);
		hearts_rules_format(&g.rules, rules, sizeof(rules));
		if (d->count == 0) {
			d->rules = g.rules;
			memcpy(first, rules, sizeof(first));
			first_line = g.first_line;
		} else if (strcmp(rules, first) != 0)
			errx(HEARTS_EXIT_DATA, "%s:%ld: every deal of a match "
			    "has the same rules; these are not those of the "
			    "first deal (line %ld)", path, g.first_line,
			    first_line);
		if (d->count == DEALS_MAX)
			errx(HEARTS_EXIT_DATA, "%s:%ld: a file of deals holds "
			    "at most %d deals", path, g.first_line, DEALS_MAX);
		if ((size_t)d->count == max) {
			max = max == 0 ? 64 : max * 2;
			if ((to = reallocarray(d->deal, max,
			    sizeof(*to))) == NULL)
				err(HEARTS_EXIT_SOFTWARE, NULL);
			d->deal = to;
		}
		to = &d->deal[d->count++];
		memset(to, 0, sizeof(*to));
		to->seeded = g.seeded;
		to->seed = g.seed;
		to->setup = g.setup;
		for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
			to->total[s] = g.start_total[s];
		to->number = g.hands[0].number;
		to->pass = g.hands[0].pass;
		memcpy(to->dealt, g.hands[0].dealt, sizeof(to->dealt));
		to->aside = g.hands[0].aside;
		hearts_game_free(&g);
	}
	if (rc == -1) {
		if (e.line > 0)
			errx(hearts_error_exit(&e), "%s:%ld: %s%s", path, e.line,
			    tool_where(&e, where, sizeof(where)), e.msg);
		errx(hearts_error_exit(&e), "%s: %s", path, e.msg);
	}
	hearts_reader_free(&rd);
	fclose(mem);
	free(text);
	if (d->count == 0)
		errx(HEARTS_EXIT_DATA, "%s: no deal in it: a file of deals holds "
		    "records such as hearts-deal -N writes", path);
}

void
deals_game(const struct deals *d, long i, struct hearts_game *g)
{
	const struct deal *from = &d->deal[i];
	struct hearts_error e;

	hearts_game_init(g, &d->rules);
	g->seeded = from->seeded;
	g->seed = from->seed;
	g->setup = from->setup;
	memcpy(g->start_total, from->total, sizeof(g->start_total));
	if (hearts_game_add_deal(g, from->number, from->pass, from->dealt,
	    from->aside, &e) == -1)
		errx(HEARTS_EXIT_SOFTWARE, "%s", e.msg);
}
