/*
 * import.c: fuzz target for hearts-export -R, hand rows back into
 * records.  The input is TSV: a header line, then rows.  Each row the
 * library takes as a hand is written as a record and read back, as the
 * program does; what reads back must write again to the same bytes.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"

int	 LLVMFuzzerTestOneInput(const unsigned char *, size_t);

#define MAX_COLUMNS	64

/* Splits a line at its tabs, in place, as the program does; -1 past max. */
static int
split_tabs(char *line, char **cell, int max)
{
	int	 n = 0;

	for (;;) {
		if (n == max)
			return -1;
		cell[n++] = line;
		if ((line = strchr(line, '\t')) == NULL)
			return n;
		*line++ = '\0';
	}
}

static char *
write_game(const struct hearts_game *g, size_t *len)
{
	char	*text = NULL;
	FILE	*out;

	if ((out = open_memstream(&text, len)) == NULL)
		abort();
	if (hearts_record_write(out, g) == -1)
		abort();
	fclose(out);
	return text;
}

static void
row(char **header, int nheader, char **cell, int ncells)
{
	struct hearts_game g, back;
	struct hearts_hand h;
	struct hearts_reader rd;
	struct hearts_error e;
	char		*text, *again;
	size_t		 len, len2;
	FILE		*in;

	if (hearts_export_hand_game(header, cell, ncells < nheader ? ncells :
	    nheader, &g, &h, &e) == -1) {
		if (e.msg[0] == '\0')
			abort();
		return;
	}
	text = write_game(&g, &len);
	if ((in = fmemopen(text, len, "r")) == NULL)
		abort();
	hearts_reader_init(&rd, in);
	if (hearts_record_read(&rd, &back, &e) == 1) {
		again = write_game(&back, &len2);
		if (len2 != len || memcmp(text, again, len) != 0)
			abort();
		free(again);
		hearts_game_free(&back);
	}
	hearts_reader_free(&rd);
	fclose(in);
	free(text);
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	char		*text, *line, *next, *header[MAX_COLUMNS];
	char		*cell[MAX_COLUMNS];
	int		 nheader = 0, n;

	if ((text = malloc(size + 1)) == NULL)
		abort();
	memcpy(text, data, size);
	text[size] = '\0';
	for (line = text; line != NULL; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		line[strcspn(line, "\r")] = '\0';
		if (nheader == 0) {
			if ((nheader = split_tabs(line, header,
			    MAX_COLUMNS)) == -1)
				break;
			continue;
		}
		if ((n = split_tabs(line, cell, MAX_COLUMNS)) == -1)
			continue;
		row(header, nheader, cell, n);
	}
	free(text);
	return 0;
}
