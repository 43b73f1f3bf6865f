/*
 * sums.c: fuzz target for the sums of hearts-stats -S, as -m reads
 * them.  Each line of the input is added (by seat, or by name if the
 * first byte is odd); whatever was taken must draw every table, and the
 * sums written of it must read back, line by line, to the same sums.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"

int	 LLVMFuzzerTestOneInput(const unsigned char *, size_t);

static char *
write_sums(const struct hearts_stats *st, size_t *len)
{
	char	*text = NULL;
	FILE	*out;

	if ((out = open_memstream(&text, len)) == NULL)
		abort();
	if (hearts_stats_write_sums(out, st) == -1)
		abort();
	fclose(out);
	return text;
}

/* Adds each line of text; false at the first refused. */
static bool
add_lines(struct hearts_stats *st, char *text)
{
	struct hearts_error e;
	char		*line, *next;
	bool		 good = true;

	for (line = text; line != NULL && *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		if (strlen(line) > 4096)
			continue;
		if (hearts_stats_add_sums(st, line, &e) == -1) {
			if (e.msg[0] == '\0')
				abort();
			good = false;
		}
	}
	return good;
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	static const enum hearts_stats_table tables[] = {
		HEARTS_STATS_PLAYERS, HEARTS_STATS_CARDS,
		HEARTS_STATS_HAND_POINTS, HEARTS_STATS_TOTALS
	};
	struct hearts_stats st, back;
	char		*text, *sums, *again;
	size_t		 len, len2;
	FILE		*null;
	bool		 by_name;
	int		 i;

	if (size == 0 || size > 1 << 16)
		return 0;
	by_name = data[0] & 1;
	if ((text = malloc(size)) == NULL)
		abort();
	memcpy(text, data + 1, size - 1);
	text[size - 1] = '\0';
	hearts_stats_init(&st, by_name);
	if (!add_lines(&st, text)) {
		hearts_stats_free(&st);
		free(text);
		return 0;
	}
	if ((null = fopen("/dev/null", "w")) == NULL)
		abort();
	for (i = 0; i < 4; i++) {
		(void)hearts_stats_write(null, &st, tables[i], false);
		(void)hearts_stats_write(null, &st, tables[i], true);
	}
	fclose(null);
	/* What is written reads back to the same sums. */
	sums = write_sums(&st, &len);
	hearts_stats_init(&back, by_name);
	if ((again = strdup(sums)) == NULL)
		abort();
	if (!add_lines(&back, again))
		abort();
	free(again);
	again = write_sums(&back, &len2);
	if (len != len2 || memcmp(sums, again, len) != 0)
		abort();
	free(again);
	free(sums);
	hearts_stats_free(&back);
	hearts_stats_free(&st);
	free(text);
	return 0;
}
