/*
 * record.c: fuzz target for the record reader.  Any bytes may come in;
 * whatever reads as a record must write back canonically, and the
 * canonical text must read again to the same bytes.  Read a second time
 * asking whether each record is canonical as read, a record found so
 * must be, byte for byte, what the writer writes of it.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hearts.h"

int	 LLVMFuzzerTestOneInput(const unsigned char *, size_t);

/* Writes a game to memory; the caller frees the text. */
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

/* The lines of the record being read, as read. */
struct kept {
	char	*text;
	size_t	 len, size;
};

static void
keep_line(void *arg, const char *line, size_t len, int end)
{
	struct kept *k = arg;

	if (k->len + len + 1 > k->size) {
		k->size = (k->len + len + 1) * 2;
		if ((k->text = realloc(k->text, k->size)) == NULL)
			abort();
	}
	memcpy(k->text + k->len, line, len);
	k->len += len;
	if (end != 0)
		k->text[k->len++] = (char)end;
}

static void
check_canonical(const unsigned char *data, size_t size)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	struct kept	 k = { NULL, 0, 0 };
	char		*text;
	size_t		 len;
	FILE		*in;
	bool		 canonical;
	int		 records = 0;

	if ((in = fmemopen((void *)data, size, "r")) == NULL)
		return;
	hearts_reader_init(&rd, in);
	rd.hook = keep_line;
	rd.hook_arg = &k;
	while (records++ < 64 &&
	    hearts_record_read_canonical(&rd, &g, &e, &canonical) == 1) {
		if (canonical) {
			text = write_game(&g, &len);
			if (len != k.len || memcmp(text, k.text, len) != 0) {
				fprintf(stderr, "a record found canonical is "
				    "not as written:\n%.*s---\n%s", (int)k.len,
				    k.text, text);
				abort();
			}
			free(text);
		}
		hearts_game_free(&g);
		k.len = 0;
	}
	free(k.text);
	hearts_reader_free(&rd);
	fclose(in);
}

int
LLVMFuzzerTestOneInput(const unsigned char *data, size_t size)
{
	struct hearts_reader rd, rd2;
	struct hearts_game g, g2;
	struct hearts_error e;
	char		*text, *text2;
	size_t		 len, len2;
	FILE		*in, *in2;
	int		 records = 0;

	if (size == 0 || (in = fmemopen((void *)data, size, "r")) == NULL)
		return 0;
	hearts_reader_init(&rd, in);
	/* A stream holds any number of records; stop at the first error. */
	while (records++ < 64 && hearts_record_read(&rd, &g, &e) == 1) {
		text = write_game(&g, &len);
		if ((in2 = fmemopen(text, len, "r")) == NULL)
			abort();
		hearts_reader_init(&rd2, in2);
		if (hearts_record_read(&rd2, &g2, &e) != 1) {
			fprintf(stderr, "canonical text does not read: %s:%ld: "
			    "%s\n%s", "canonical", e.line, e.msg, text);
			abort();
		}
		text2 = write_game(&g2, &len2);
		if (len != len2 || memcmp(text, text2, len) != 0) {
			fprintf(stderr, "canonical text changes on a second "
			    "pass:\n%s---\n%s", text, text2);
			abort();
		}
		free(text2);
		hearts_game_free(&g2);
		hearts_reader_free(&rd2);
		fclose(in2);
		free(text);
		hearts_game_free(&g);
	}
	hearts_reader_free(&rd);
	fclose(in);
	check_canonical(data, size);
	return 0;
}
