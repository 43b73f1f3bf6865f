/*
 * hearts-export: streams of records as rows for data tools, one a game,
 * a hand, a trick or a card played, as TSV or JSON Lines (export.c); and
 * with -R, hand rows back into records, each checked as any record is.
 */
#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "stream.h"
#include "tool.h"

#define MAX_COLUMNS	64
#define ROW_LINE_MAX	4096	/* a row of -R, at most */

static const struct tool_option options[] = {
	{ 'e', "each", "game|hand|trick|card", "what a row is" },
	{ 'j', "jobs", "jobs", "read each file in pieces on this many "
	    "processes at once" },
	{ 'J', "json", NULL, "JSON Lines: one object a row" },
	{ 'T', "tsv", NULL, "tab-separated values (the default)" },
	{ 'q', "quiet", NULL, "no diagnostics about bad records" },
	{ 'R', "records", NULL, "read hand rows (TSV) and write records" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file ...]",
	"       hearts-export -R [file ...]\n",
	"Read streams of game records, checking each as hearts-check "
	"does, and write\none row for each game, hand (the default), "
	"trick or card played, as\ntab-separated values with a header "
	"line or as JSON Lines.  Every row begins\nwith the game's id.  "
	"With -R, read hand rows of TSV and write each as a record.\n",
	"Example: hearts-export -e card games.txt | cut -f 5 | sort | "
	"uniq -c\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

struct export_run {
	enum hearts_export_level level;
	bool		 json;
	bool		 headed;	/* the TSV header is written */
};

/*
 * The TSV header goes out with the first row, or at the end when no
 * record was read and nothing went wrong (the columns of no rows).
 */
static void
put_header(struct export_run *run)
{
	if (!run->json && !run->headed)
		hearts_export_header(stdout, run->level);
	run->headed = true;
}

static void
record(void *arg, struct hearts_game *g, const struct stream_record *r)
{
	struct export_run *run = arg;

	put_header(run);
	if (hearts_export_game(stdout, g, run->level, run->json,
	    r->comments) == -1)
		err(HEARTS_EXIT_IOERR, "stdout");
}

/* -j: the header is the first piece's to write, or the parent's. */
static void
piece_begin(void *arg, const struct piece *p)
{
	struct export_run *run = arg;

	if (p->index > 0)
		run->headed = true;
}

static void
piece_gather(void *arg, const struct piece_sums *sums, int out)
{
	struct export_run *run = arg;

	(void)out;
	/* A piece's good records have their rows, the first the header. */
	if (sums->good > 0 && sums->index > 0)
		put_header(run);
	else if (sums->good > 0)
		run->headed = true;
}

/* Splits a line of TSV at its tabs, in place; -1 past max cells. */
static int
split_tabs(char *line, char **cell, int max)
{
	int	 n = 0;

	line[strcspn(line, "\r\n")] = '\0';
	for (;;) {
		if (n == max)
			return -1;
		cell[n++] = line;
		if ((line = strchr(line, '\t')) == NULL)
			return n;
		*line++ = '\0';
	}
}

/*
 * Hand rows back into records: each written to memory, then read back,
 * so that a row that is not a hand of a game is refused with the
 * reader's reason.  Returns false if any row is bad.
 */
static bool
import(FILE *in, const char *name, char ***header, int *nheader)
{
	struct hearts_game g, back;
	struct hearts_hand h;
	struct hearts_reader rd;
	struct hearts_error e;
	const char	*why;
	char		*line = NULL, *cell[MAX_COLUMNS], *text;
	size_t		 size = 0, len;
	ssize_t		 got;
	long		 n = 0;
	int		 ncells, i;
	bool		 good = true;
	FILE		*mem;

	while ((got = tool_getline(&line, &size, ROW_LINE_MAX, in,
	    &why)) != 0) {
		n++;
		/* What follows a line past the limit may never end. */
		if (got == -1) {
			warnx("%s:%ld: %s", name, n, why);
			good = false;
			break;
		}
		if ((ncells = split_tabs(line, cell, MAX_COLUMNS)) == -1) {
			warnx("%s:%ld: more than %d columns", name, n,
			    MAX_COLUMNS);
			good = false;
			continue;
		}
		/* A header line names the columns of the rows after it. */
		if (strcmp(cell[0], "id") == 0) {
			for (i = 0; i < *nheader; i++)
				free((*header)[i]);
			free(*header);
			if ((*header = calloc((size_t)ncells,
			    sizeof(char *))) == NULL)
				err(HEARTS_EXIT_SOFTWARE, NULL);
			for (i = 0; i < ncells; i++)
				if (((*header)[i] = strdup(cell[i])) == NULL)
					err(HEARTS_EXIT_SOFTWARE, NULL);
			*nheader = ncells;
			continue;
		}
		if (*nheader == 0) {
			warnx("%s:%ld: no header line before the row", name, n);
			good = false;
			continue;
		}
		if (ncells != *nheader || hearts_export_hand_game(*header, cell,
		    ncells, &g, &h, &e) == -1) {
			warnx("%s:%ld: game %s: %s", name, n,
			    tool_shown(cell[0]), ncells != *nheader ?
			    "the row does not have the header's columns" :
			    e.msg);
			good = false;
			continue;
		}
		text = NULL;
		if ((mem = open_memstream(&text, &len)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		hearts_record_write(mem, &g);
		fclose(mem);
		if ((mem = fmemopen(text, len, "r")) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		hearts_reader_init(&rd, mem);
		if (hearts_record_read(&rd, &back, &e) != 1) {
			/* The row's game by its id and hand, as it was cut. */
			warnx("%s:%ld: game %s, hand %ld: %s", name, n,
			    tool_shown(cell[0]), h.number, e.msg);
			good = false;
		} else {
			hearts_record_write(stdout, &back);
			hearts_game_free(&back);
		}
		hearts_reader_free(&rd);
		fclose(mem);
		free(text);
	}
	if (ferror(in))
		err(HEARTS_EXIT_IOERR, "%s", name);
	free(line);
	return good;
}

int
main(int argc, char *argv[])
{
	static struct export_run run = { HEARTS_EXPORT_HAND, false, false };
	struct stream	 s = { 0 };
	char		**header = NULL;
	bool		 records = false, bad = false, missing = false;
	FILE		*in;
	int		 ch, i, k, nheader = 0;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'e':
			for (k = 0; hearts_export_levels[k] != NULL; k++)
				if (strcmp(hearts_export_levels[k], optarg) == 0)
					break;
			if (hearts_export_levels[k] == NULL)
				tool_usage_error(usage, "-e %s: a row is a "
				    "game, hand, trick or card",
				    tool_shown(optarg));
			run.level = (enum hearts_export_level)k;
			break;
		case 'J':
			run.json = true;
			break;
		case 'T':
			run.json = false;
			break;
		case 'q':
			s.quiet = true;
			break;
		case 'R':
			records = true;
			break;
		case 'j':
			s.jobs = tool_jobs(usage, optarg, PIECES_MAX);
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (records && s.jobs > 1)
		tool_usage_error(usage, "-j reads records in pieces: -R reads "
		    "rows");
	if (records) {
		if (argc == 0)
			bad = !import(stdin, "<stdin>", &header, &nheader);
		for (i = 0; i < argc; i++) {
			if (strcmp(argv[i], "-") == 0) {
				bad |= !import(stdin, "<stdin>", &header,
				    &nheader);
				continue;
			}
			if ((in = fopen(argv[i], "r")) == NULL) {
				warn("%s", argv[i]);
				missing = true;
				continue;
			}
			bad |= !import(in, argv[i], &header, &nheader);
			fclose(in);
		}
		for (i = 0; i < nheader; i++)
			free(header[i]);
		free(header);
		tool_close_stdout();
		if (missing)
			return HEARTS_EXIT_NOINPUT;
		return bad ? HEARTS_EXIT_DATA : HEARTS_EXIT_OK;
	}
	/*
	 * The rows come a game at a time, some kilobytes each: a buffer of
	 * many games' rows makes stdio copy them once, not write each.
	 */
	tool_blocks(stdout);
	s.record = record;
	s.arg = &run;
	s.begin = piece_begin;
	s.gather = piece_gather;
	stream_files(&s, argc, argv);
	if (stream_output_due(&s))
		put_header(&run);
	tool_close_stdout();
	return stream_status(&s);
}
