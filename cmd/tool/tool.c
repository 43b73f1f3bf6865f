/*
 * tool.c: the one shape of an error message for every program ("prog:
 * FILE:LINE: message"), and the options every program reads the same
 * way: getopt_long(3) from one table, --help and --version from it.
 */
#include <err.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "tool.h"

#define TOOL_BLOCK	65536	/* tool_blocks()'s */


void
tool_fail(const struct hearts_error *e)
{
	warnx("%s", e->msg);
	exit(hearts_error_exit(e));
}

/* The two options every program has, after its own. */
static const struct tool_option common_options[] = {
	{ 'h', "help", NULL, "print this help and exit" },
	{ 'V', "version", NULL, "print the version and exit" },
	TOOL_OPTION_END
};

#define HELP_WIDTH	79	/* the widest line of --help */
#define MAX_OPTIONS	64	/* a program's, with -h and -V */

/* "-s, --seed seed" into buf; its length. */
static int
option_label(const struct tool_option *o, char *buf, size_t size)
{
	return snprintf(buf, size, "-%c, --%s%s%s", o->letter, o->name,
	    o->arg != NULL ? " " : "", o->arg != NULL ? o->arg : "");
}

/*
 * Words of text from column col to HELP_WIDTH, each next line begun at
 * column indent: a line breaks between words, never in one.
 */
static void
put_wrapped(FILE *out, const char *text, int col, int indent)
{
	const char	*p = text, *end;
	int		 len;

	while (*p != '\0') {
		while (*p == ' ')
			p++;
		if (*p == '\0')
			break;
		end = strchr(p, ' ');
		len = end != NULL ? (int)(end - p) : (int)strlen(p);
		if (col > indent && col + 1 + len > HELP_WIDTH) {
			fprintf(out, "\n%*s", indent, "");
			col = indent;
		} else if (col > indent) {
			fputc(' ', out);
			col++;
		}
		fprintf(out, "%.*s", len, p);
		col += len;
		p += len;
	}
	fputc('\n', out);
}

/* The usage lines: the options of the table in brackets, the operands. */
static void
put_synopsis(FILE *out, const struct tool_program *prog)
{
	const struct tool_option *o;
	char		 item[128];
	int		 col, indent, len;

	col = indent = fprintf(out, "usage: %s", getprogname()) + 1;
	for (o = prog->options; o->letter != 0; o++) {
		if (o->letter == -1)
			continue;
		item[0] = '[';
		len = option_label(o, item + 1, sizeof(item) - 2) + 2;
		(void)strlcat(item, "]", sizeof(item));
		if (col + len > HELP_WIDTH && col > indent) {
			fprintf(out, "\n%*s", indent - 1, "");
			col = indent;
		}
		fprintf(out, " %s", item);
		col += len + 1;
	}
	if (prog->operands != NULL && prog->operands[0] != '\0') {
		if (col + 1 + (int)strlen(prog->operands) > HELP_WIDTH &&
		    col > indent) {
			fprintf(out, "\n%*s", indent - 1, "");
			col = indent;
		}
		fprintf(out, " %s", prog->operands);
	}
	fputc('\n', out);
	if (prog->forms != NULL)
		fputs(prog->forms, out);
}

/* One line or more for each option of the table. */
static void
put_options(FILE *out, const struct tool_option *o, int width)
{
	char	 label[128];
	int	 len;

	for (; o->letter != 0; o++) {
		if (o->letter == -1) {
			fprintf(out, "%s\n", o->help);
			continue;
		}
		len = option_label(o, label, sizeof(label));
		fprintf(out, "  %s", label);
		if (len + 2 > width - 2) {
			fprintf(out, "\n%*s", width, "");
		} else
			fprintf(out, "%*s", width - len - 2, "");
		put_wrapped(out, o->help, width, width);
	}
}

/* The column where the options' help begins. */
static int
help_column(const struct tool_option *o)
{
	char	 label[128];
	int	 len, width = 18;

	for (; o->letter != 0; o++) {
		if (o->letter == -1)
			continue;
		len = option_label(o, label, sizeof(label)) + 4;
		/* An option too long for the column gets a line of its own. */
		if (len > width && len <= 30)
			width = len;
	}
	return width;
}

/* The game is in section 6 of the manual, every other program in 1. */
static int
page_section(void)
{
	return strcmp(getprogname(), "hearts") == 0 ? 6 : 1;
}

void
tool_usage(int status, const struct tool_program *prog)
{
	FILE	*out = status == HEARTS_EXIT_OK ? stdout : stderr;
	int	 width;

	put_synopsis(out, prog);
	if (status == HEARTS_EXIT_OK) {
		width = help_column(prog->options);
		if (help_column(common_options) > width)
			width = help_column(common_options);
		fprintf(out, "\n%s\n", prog->about);
		put_options(out, prog->options, width);
		put_options(out, common_options, width);
		fprintf(out, "\n%sSee %s(%d) and hearts(5).\n",
		    prog->trailer != NULL ? prog->trailer : "", getprogname(),
		    page_section());
		tool_close_stdout();
	}
	exit(status);
}

int
tool_getopt(int argc, char *argv[], const struct tool_program *prog,
    void (*usage)(int))
{
	/* getopt_long(3)'s two tables, built once from the program's. */
	static struct option longopts[MAX_OPTIONS];
	static char	 optstring[2 * MAX_OPTIONS + 1];
	static const struct tool_program *built;
	const struct tool_option *o;
	size_t		 n = 0, k = 0;
	int		 ch, pass;

	if (built != prog) {
		for (pass = 0; pass < 2; pass++)
			for (o = pass == 0 ? prog->options : common_options;
			    o->letter != 0 && n + 1 < MAX_OPTIONS; o++) {
				if (o->letter == -1)
					continue;
				longopts[n++] = (struct option){ o->name,
				    o->arg != NULL ? required_argument :
				    no_argument, NULL, o->letter };
				optstring[k++] = (char)o->letter;
				if (o->arg != NULL)
					optstring[k++] = ':';
			}
		longopts[n] = (struct option){ NULL, 0, NULL, 0 };
		optstring[k] = '\0';
		built = prog;
	}
	ch = getopt_long(argc, argv, optstring, longopts, NULL);
	switch (ch) {
	case 'h':
		usage(HEARTS_EXIT_OK);
		break;
	case 'V':
		tool_version();
	case '?':
	case ':':
		usage(HEARTS_EXIT_USAGE);
		break;
	}
	return ch;
}

void
tool_version(void)
{
	printf("%s (hearts) %s, record format %d\n", getprogname(),
	    HEARTS_VERSION, HEARTS_FORMAT_VERSION);
	tool_close_stdout();
	exit(HEARTS_EXIT_OK);
}

int	 tool_stdout_errno;

void
tool_close_stdout(void)
{
	if (fflush(stdout) == EOF || ferror(stdout) || fclose(stdout) == EOF)
		err(HEARTS_EXIT_IOERR, "stdout");
	if (tool_stdout_errno != 0) {
		errno = tool_stdout_errno;
		err(HEARTS_EXIT_IOERR, "stdout");
	}
}

const char *
tool_shown(const char *arg)
{
	static char	 bufs[4][HEARTS_SHOWN_SIZE];
	static int	 next;

	next = (next + 1) % 4;
	return hearts_shown(arg, bufs[next], sizeof(bufs[next]));
}

int
tool_jobs(void (*usage)(int), const char *arg, int most)
{
	const char	*errstr;
	int		 jobs;

	jobs = (int)strtonum(arg, 1, most, &errstr);
	if (errstr != NULL)
		tool_usage_error(usage, "-j %s: 1 to %d jobs", tool_shown(arg),
		    most);
	return jobs;
}

void
tool_usage_error(void (*usage)(int), const char *fmt, ...)
{
	va_list	 ap;

	va_start(ap, fmt);
	vwarnx(fmt, ap);
	va_end(ap);
	usage(HEARTS_EXIT_USAGE);
	exit(HEARTS_EXIT_USAGE);	/* usage() exits; this says so to the compiler */
}


/*
 * tool_blocks()'s buffers, kept: a stream uses its own until closed, and
 * the leak checker would count one left by a closed stream.  Volatile,
 * so that the compiler keeps the stores to an array nothing reads (at
 * -O2 it dropped them, and valgrind counted the buffer lost).
 */
static char	*volatile blocks[4];
static int	 nblocks;

void
tool_blocks(FILE *f)
{
	char	*b;

	/* Without one, the stream keeps its page: slower, not wrong. */
	if (nblocks == 4 || (b = malloc(TOOL_BLOCK)) == NULL)
		return;
	if (setvbuf(f, b, _IOFBF, TOOL_BLOCK) != 0) {
		free(b);
		return;
	}
	blocks[nblocks++] = b;
}

ssize_t
tool_getline(char **line, size_t *size, size_t max, FILE *in,
    const char **why)
{
	static char	 too_long[64];
	char		*p;
	size_t		 len = 0;
	int		 c;

	if (*size < max + 3) {
		if ((p = realloc(*line, max + 3)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		*line = p;
		*size = max + 3;
	}
	p = *line;
	flockfile(in);
	while ((c = getc_unlocked(in)) != EOF) {
		if (c == '\0') {
			funlockfile(in);
			p[0] = '\0';
			*why = "the line holds a NUL byte: this is not text";
			return -1;
		}
		p[len++] = (char)c;
		if (c == '\n')
			break;
		/* Past max, only a carriage return before the newline. */
		if (len > max + 1 || (len == max + 1 && c != '\r')) {
			funlockfile(in);
			p[0] = '\0';
			snprintf(too_long, sizeof(too_long), "the line is "
			    "longer than %zu bytes", max);
			*why = too_long;
			return -1;
		}
	}
	funlockfile(in);
	p[len] = '\0';
	return (ssize_t)len;
}

double
tool_now(void)
{
	struct timespec	 ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

