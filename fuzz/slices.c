/*
 * slices.c: fuzz target for the record files of a match's slices, as
 * hearts-match -m and a resumed match read them back (and a
 * tournament's, hearts-tourney's): the first line (the match, or the
 * tournament and its tables) by merge.c's parse_header(), then the
 * games' blocks by
 * match_read_games(), each game's comments and record checked and
 * tallied.  Either may refuse the input, with a reason; neither may
 * fault, and memory stays within the line and game caps.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The functions of merge.c that exit are not called: only its parser. */
#include "../cmd/match/merge.c"

int	 LLVMFuzzerTestOneInput(const unsigned char *, size_t);

static void
free_specs(struct match *m)
{
	int	 i;

	for (i = 0; i < m->nspecs; i++) {
		if (m->spec[i].name != m->spec[i].given)
			free((char *)m->spec[i].name);
		free((char *)m->spec[i].given);
	}
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static struct match m;
	static struct tally t;
	struct games_read gr;
	char		*text, *rest, why[512];
	long		 where, games;
	size_t		 len;
	FILE		*in;
	int		 i;

	if ((text = malloc(size + 1)) == NULL)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	/* The first line, as read_heads() gives it to the parser. */
	len = strcspn(text, "\n");
	if (len == size || strlen(text) < len) {
		free(text);
		return 0;
	}
	rest = text + len + 1;
	text[len] = '\0';
	memset(&m, 0, sizeof(m));
	why[0] = '\0';
	if ((strncmp(text, HEADER_START, strlen(HEADER_START)) != 0 &&
	    strncmp(text, TOURNEY_START, strlen(TOURNEY_START)) != 0) ||
	    parse_header(text, &m, why, sizeof(why)) == -1) {
		if (why[0] == '\0' && (strncmp(text, HEADER_START,
		    strlen(HEADER_START)) == 0 || strncmp(text, TOURNEY_START,
		    strlen(TOURNEY_START)) == 0))
			abort();
		free_specs(&m);
		free(m.table);
		free(text);
		return 0;
	}
	m.first = 0;
	m.end = match_games(&m);
	memset(&t, 0, sizeof(t));
	t.nbots = m.nbots;
	t.seatings = (int)match_per_deal(&m);
	/* A tournament's games name their bots, a place at a table each. */
	for (i = 0; m.ntables == 0 && i < m.nspecs; i++)
		t.bot[m.bot_of_spec[i]].name = m.spec[i].name;
	if ((in = fmemopen(rest, size - len - 1 > 0 ? size - len - 1 : 1,
	    "r")) == NULL)
		abort();
	why[0] = '\0';
	games = match_read_games(&m, in, 2, &t, &gr, why, sizeof(why),
	    &where);
	if (games == -1 && why[0] == '\0')
		abort();
	fclose(in);
	free_specs(&m);
	free(m.table);
	free(text);
	return 0;
}
