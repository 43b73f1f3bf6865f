/*
 * hearts-check: replay streams of game records and say which are legal
 * games.  A bad record is reported with its line, and checking goes on
 * with the next; memory does not grow with the stream.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "capture.h"
#include "pieces.h"
#include "tool.h"

/* What to print on stdout besides the diagnostics. */
enum output { OUT_NONE, OUT_GOOD, OUT_BAD, OUT_CANONICAL, OUT_LINE };

struct totals {
	long	 records;
	long	 good;
	long	 bad;
};

static const struct tool_option options[] = {
	{ '1', "one-line", NULL, "print each good record on one line" },
	{ 'b', "bad", NULL, "print the bad records, as read" },
	{ 'c', "canonical", NULL, "print each good record in canonical form" },
	{ 'g', "good", NULL, "print the good records, as read" },
	{ 'j', "jobs", "jobs", "read each file in pieces on this many "
	    "processes at once" },
	{ 'm', "merge", NULL, "read the sums of -S, not records, add them "
	    "up and print their summary" },
	{ 'q', "quiet", NULL, "print no diagnostics and no summary" },
	{ 'S', "sums", NULL, "write the summary's counts on stdout, which add "
	    "up across pieces of a stream" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "[file ...]", NULL,
	"Replay every game record in the files (or stdin) from "
	"its first line and\nreport each one that is not a legal "
	"game, with its line.\n",
	NULL
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

/*
 * While skipping the rest of a bad record: only the last line is kept
 * (it may begin the next record), the ones before it printed for -b or
 * dropped, so that memory stays bounded however long the bad record.
 */
struct held {
	bool	 print;
	char	 line[8192];
	size_t	 len;
	int	 end;
	bool	 full;
};

static void
put_held(const struct held *h)
{
	fwrite(h->line, 1, h->len, stdout);
	if (h->end != 0)
		putchar(h->end);
}

static void
hold_line(void *arg, const char *line, size_t len, int end)
{
	struct held	*h = arg;

	if (h->full && h->print)
		put_held(h);
	if (len > sizeof(h->line))
		len = sizeof(h->line);
	memcpy(h->line, line, len);
	h->len = len;
	h->end = end;
	h->full = true;
}

#define SUMS_HEADER	"# hearts-check sums 1"
#define SUMS_LINE_MAX	4096	/* a line of sums, at most, as a record's */

/*
 * Adds the sums of -S from a stream: a piece's counts a line, which add
 * up to the whole stream's.  False at a line that is not one, reported
 * with its line.
 */
static bool
merge_sums(FILE *in, const char *name, bool quiet, struct totals *t)
{
	const char *why;
	char	*line = NULL, end;
	size_t	 size = 0;
	ssize_t	 len;
	long	 n = 0, records, good, bad;
	bool	 ok = true;

	while ((len = tool_getline(&line, &size, SUMS_LINE_MAX, in,
	    &why)) != 0) {
		n++;
		/* What follows a line past the limit may never end. */
		if (len == -1) {
			if (!quiet)
				warnx("%s:%ld: %s", name, n, why);
			ok = false;
			break;
		}
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (sscanf(line, "check\t%ld\t%ld\t%ld%c", &records, &good,
		    &bad, &end) != 4 || end != '\n' || records < 0 ||
		    good < 0 || bad < 0 || good > records ||
		    bad != records - good) {
			if (!quiet)
				warnx("%s:%ld: this is not a line of sums from "
				    "hearts-check -S (check, then the records, "
				    "the good and the bad)", name, n);
			ok = false;
			continue;
		}
		if (__builtin_add_overflow(t->records, records, &t->records) ||
		    __builtin_add_overflow(t->good, good, &t->good) ||
		    __builtin_add_overflow(t->bad, bad, &t->bad)) {
			if (!quiet)
				warnx("%s:%ld: the sums add up past what a "
				    "count holds", name, n);
			ok = false;
			break;
		}
	}
	if (ferror(in))
		err(HEARTS_EXIT_IOERR, "%s", name);
	free(line);
	return ok;
}

/*
 * Checks one stream, adding up its records in t; in a piece of a file,
 * up to the piece's end.  Returns whether the stream ended.
 */
static bool
check_stream(struct hearts_reader *rd, const char *name, enum output output,
    bool quiet, struct totals *t, const struct piece *piece)
{
	struct hearts_game game;
	struct hearts_error e;
	struct capture	 cap = { .joined = output == OUT_LINE };
	struct capture_gap gap = { 0 };
	static struct held held;
	/* -g and -b: the lines that trail a record are its own. */
	bool		 gaps = output == OUT_GOOD || output == OUT_BAD;
	int		 before = 0;	/* the record before: 1 good, -1 bad */
	char		 where[96];
	size_t		 keep;
	bool		 canonical, stopped = false;
	int		 rc;

	/* -c and -1 copy a record read as the writer writes it. */
	if (output != OUT_NONE) {
		rd->hook = capture_line;
		rd->hook_arg = &cap;
	}
	for (;;) {
		/* The next record is the next piece's: the gap before it is empty. */
		if ((stopped = pieces_stop(piece, rd)))
			break;
		rc = hearts_record_read_canonical(rd, &game, &e,
		    output == OUT_CANONICAL || output == OUT_LINE ?
		    &canonical : NULL);
		if (gaps) {
			if (gap.trail > 0 && before == (output == OUT_GOOD ?
			    1 : -1))
				fwrite(cap.text, 1, gap.trail, stdout);
			if (gap.trail > 0) {
				memmove(cap.text, cap.text + gap.trail,
				    cap.len - gap.trail);
				cap.len -= gap.trail;
				cap.last = cap.last > gap.trail ?
				    cap.last - gap.trail : 0;
			}
			capture_gap_end(&gap);
			before = 0;
		}
		if (rc == 0)
			break;
		if (rc == -1 && e.kind == HEARTS_ERR_IO)
			err(HEARTS_EXIT_IOERR, "%s", name);
		t->records++;
		if (rc == 1) {
			t->good++;
			if (output == OUT_GOOD)
				fwrite(cap.text, 1, cap.len, stdout);
			else if (output == OUT_CANONICAL && canonical)
				fwrite(cap.text, 1, cap.len, stdout);
			else if (output == OUT_LINE && canonical) {
				/* Joined by "; " as read; a newline last. */
				fwrite(cap.text, 1, cap.len - 2, stdout);
				putchar('\n');
			} else if (output == OUT_CANONICAL)
				hearts_record_write(stdout, &game);
			else if (output == OUT_LINE)
				hearts_record_write_line(stdout, &game);
			hearts_game_free(&game);
			cap.len = 0;
			if (gaps) {
				capture_gap_start(&gap, rd, &cap);
				before = 1;
			}
			continue;
		}
		t->bad++;
		if (!quiet) {
			/* Games from 0, as hearts-match numbers them. */
			where[0] = '\0';
			if (e.hand > 0)
				snprintf(where, sizeof(where), ", hand %ld",
				    e.hand);
			if (e.hand > 0 && e.trick > 0)
				snprintf(where + strlen(where), sizeof(where) -
				    strlen(where), ", trick %d", e.trick);
			pieces_warn_game(name, e.line, t->records - 1,
			    "%s: %s", where, e.msg);
		}
		/*
		 * A format line that ended this record begins the next; what
		 * is before it is the bad record.  The rest of a bad record is
		 * skipped without keeping it, so memory stays bounded.
		 */
		keep = rd->pending ? cap.last : cap.len;
		if (output == OUT_BAD && keep > 0)
			fwrite(cap.text, 1, keep, stdout);
		if (cap.text != NULL)
			memmove(cap.text, cap.text + keep, cap.len - keep);
		cap.len -= keep;
		if (rd->pending)
			continue;
		held.print = output == OUT_BAD;
		held.full = false;
		rd->hook = hold_line;
		rd->hook_arg = &held;
		(void)hearts_reader_skip(rd);
		rd->hook = output != OUT_NONE ? capture_line : NULL;
		rd->hook_arg = &cap;
		if (gaps && !rd->pending) {
			capture_gap_start(&gap, rd, &cap);
			before = -1;
		}
		if (!held.full)
			continue;
		if (rd->pending && rd->hook != NULL)
			capture_line(&cap, held.line, held.len, held.end);
		else if (held.print)
			put_held(&held);
	}
	capture_gap_end(&gap);
	rd->hook = NULL;
	free(cap.text);
	return !stopped;
}

/* What a piece of a file is checked for. */
struct check_run {
	enum output	 output;
	bool		 quiet;
};

static bool
check_piece(void *arg, const struct piece *p, struct hearts_reader *rd,
    struct piece_sums *sums)
{
	const struct check_run *run = arg;
	struct totals	 t = { 0 };
	bool		 ended;

	ended = check_stream(rd, p->name, run->output, run->quiet, &t, p);
	sums->records = t.records;
	sums->good = t.good;
	sums->bad = t.bad;
	return ended;
}

static void
check_gather(void *arg, const struct piece_sums *sums, int out)
{
	struct totals	*t = arg;

	(void)out;
	t->records += sums->records;
	t->good += sums->good;
	t->bad += sums->bad;
}

/* Checks a file, or stdin for "-"; false if it cannot be opened. */
static bool
check_file(const char *name, int jobs, enum output output, bool quiet,
    struct totals *t)
{
	struct hearts_reader rd;
	struct check_run run = { output, quiet };
	struct pieces_job job = { check_piece, &run, check_gather, t, false };
	FILE		*in = stdin;

	if (jobs > 1 && pieces_possible(name))
		return pieces_read(name, jobs, quiet, t->records, &job);
	if (strcmp(name, "-") != 0 && (in = fopen(name, "r")) == NULL) {
		if (!quiet)
			warn("%s", name);
		return false;
	}
	hearts_reader_init(&rd, in);
	check_stream(&rd, in == stdin ? "<stdin>" : name, output, quiet, t,
	    NULL);
	hearts_reader_free(&rd);
	if (in != stdin)
		fclose(in);
	return true;
}

int
main(int argc, char *argv[])
{
	struct totals	 t = { 0 };
	enum output	 output = OUT_NONE;
	bool		 quiet = false, missing = false, sums = false;
	bool		 merging = false, bad = false;
	FILE		*in;
	int		 ch, i, jobs = 1, outputs = 0;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		if (strchr("1bcgS", ch) != NULL)
			outputs++;
		switch (ch) {
		case '1':
			output = OUT_LINE;
			break;
		case 'b':
			output = OUT_BAD;
			break;
		case 'c':
			output = OUT_CANONICAL;
			break;
		case 'g':
			output = OUT_GOOD;
			break;
		case 'j':
			jobs = tool_jobs(usage, optarg, PIECES_MAX);
			break;
		case 'm':
			merging = true;
			break;
		case 'q':
			quiet = true;
			break;
		case 'S':
			sums = true;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	/* Records by the thousand: written in blocks, not pages. */
	tool_blocks(stdout);
	if (outputs > 1)
		tool_usage_error(usage, "-1, -b, -c, -g and -S choose what to "
		    "print: give one of them");
	if (merging && outputs > 0)
		tool_usage_error(usage, "-m reads sums, not records: it prints "
		    "their summary alone");
	if (merging && jobs > 1)
		tool_usage_error(usage, "-j reads records in pieces: -m reads "
		    "sums");
	if (merging) {
		if (argc == 0)
			bad = !merge_sums(stdin, "<stdin>", quiet, &t);
		for (i = 0; i < argc; i++) {
			if (strcmp(argv[i], "-") == 0) {
				bad |= !merge_sums(stdin, "<stdin>", quiet, &t);
				continue;
			}
			if ((in = fopen(argv[i], "r")) == NULL) {
				if (!quiet)
					warn("%s", argv[i]);
				missing = true;
				continue;
			}
			bad |= !merge_sums(in, argv[i], quiet, &t);
			fclose(in);
		}
		/* A summary of part of the sums would be wrong. */
		if (missing)
			return HEARTS_EXIT_NOINPUT;
		if (bad)
			return HEARTS_EXIT_DATA;
		goto summary;
	}

	if (argc == 0)
		check_file("-", 1, output, quiet, &t);
	for (i = 0; i < argc; i++)
		missing |= !check_file(argv[i], jobs, output, quiet, &t);
	/* Sums of part of the input would add up to a wrong whole. */
	if (sums && !missing)
		printf(SUMS_HEADER "\ncheck\t%ld\t%ld\t%ld\n", t.records, t.good,
		    t.bad);
summary:
	tool_close_stdout();
	if (!quiet && !sums)
		fprintf(stderr, "hearts-check: %ld record%s: %ld good, %ld bad\n",
		    t.records, t.records == 1 ? "" : "s", t.good, t.bad);
	if (missing)
		return HEARTS_EXIT_NOINPUT;
	return t.bad > 0 ? HEARTS_EXIT_DATA : HEARTS_EXIT_OK;
}
