/*
 * files.c: a match's record file opened to be written or resumed, and
 * the whole file of a match put together from its slices (files.h);
 * shared by hearts-match and hearts-tourney, whose files differ only in
 * their first line.
 */
#include <sys/stat.h>
#include <sys/types.h>

#include <err.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "files.h"
#include "tool.h"

bool
match_is_stdout(const char *file)
{
	struct stat	 sb, out;

	return strcmp(file, "-") == 0 || (stat(file, &sb) == 0 &&
	    fstat(STDOUT_FILENO, &out) == 0 && sb.st_dev == out.st_dev &&
	    sb.st_ino == out.st_ino);
}

FILE *
match_open_records(const char *file, const struct match *m,
    struct tally *t, long *done)
{
	static char	 header[MATCH_HEADER_MAX];
	char		 why[512], slice[128];
	off_t		 end;
	long		 where;
	FILE		*f;

	*done = 0;
	if (match_is_stdout(file))
		f = stdout;
	else if (tool_is_stream(file)) {
		/*
		 * A pipe or a device (/dev/stdout) takes the records as they
		 * come; reading it to resume could wait for ever.
		 */
		if ((f = fopen(file, "w")) == NULL)
			err(HEARTS_EXIT_IOERR, "%s", file);
	} else if ((f = fopen(file, "r+")) != NULL) {
		tool_blocks(f);
		*done = match_resume(m, f, t, &end, why, sizeof(why), &where);
		/* Not this match: nothing to resume, and nothing to mend. */
		if (*done == -2 && where > 0)
			errx(HEARTS_EXIT_CANTCREAT, "%s:%ld: %s", file, where,
			    why);
		else if (*done == -2)
			errx(HEARTS_EXIT_CANTCREAT, "%s: %s", file, why);
		if (*done == -1 && where > 0)
			errx(HEARTS_EXIT_DATA, "%s:%ld: cannot resume: %s", file,
			    where, why);
		else if (*done == -1)
			errx(HEARTS_EXIT_DATA, "%s: cannot resume: %s", file, why);
		/* An unfinished game at the end is played again. */
		if (ftruncate(fileno(f), end) == -1 ||
		    fseeko(f, end, SEEK_SET) == -1)
			err(HEARTS_EXIT_IOERR, "%s", file);
		/* A slice's file cut after its first line lacks the second. */
		match_header(m, header, sizeof(header));
		if (m->sliced && end == (off_t)strlen(header) + 1)
			goto slice_line;
		return f;
	} else if (errno != ENOENT || (f = fopen(file, "w")) == NULL)
		err(HEARTS_EXIT_IOERR, "%s", file);
	tool_blocks(f);
	match_header(m, header, sizeof(header));
	fprintf(f, "%s\n", header);
slice_line:
	if (m->sliced) {
		match_slice_header(m, slice, sizeof(slice));
		fprintf(f, "%s\n", slice);
	}
	return f;
}

bool
match_file_among(const char *file, int argc, char *argv[])
{
	struct stat	 st, in;
	int		 i;

	if (file == NULL || strcmp(file, "-") == 0 || stat(file, &st) == -1)
		return false;
	for (i = 0; i < argc; i++)
		if (stat(argv[i], &in) == 0 && in.st_dev == st.st_dev &&
		    in.st_ino == st.st_ino)
			return true;
	return false;
}

FILE *
match_merge_save(const struct merged *mg, const char *file)
{
	char		*tmp = NULL;
	FILE		*out = NULL, *table = stdout;
	mode_t		 mask;
	int		 fd;

	if (file != NULL && match_is_stdout(file)) {
		out = stdout;
		table = stderr;
	} else if (file != NULL && tool_is_stream(file)) {
		/* Nothing can be renamed over a pipe or a device. */
		if ((out = fopen(file, "w")) == NULL)
			err(HEARTS_EXIT_IOERR, "%s", file);
	} else if (file != NULL) {
		if ((tmp = malloc(strlen(file) + 8)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		snprintf(tmp, strlen(file) + 8, "%s.XXXXXX", file);
		if ((fd = mkstemp(tmp)) == -1 || (out = fdopen(fd, "w")) == NULL)
			err(HEARTS_EXIT_IOERR, "%s", tmp);
		/* As a file the match writes itself, not mkstemp's 0600. */
		mask = umask(0);
		umask(mask);
		(void)fchmod(fd, 0666 & ~mask);
	}
	if (out != NULL)
		merge_write(mg, out, file);
	/* A pipe or a device is closed; a file's copy renamed over it. */
	if (out != NULL && out != stdout && tmp == NULL && fclose(out) == EOF)
		err(HEARTS_EXIT_IOERR, "%s", file);
	if (tmp != NULL) {
		if (fsync(fileno(out)) == -1 || fclose(out) == EOF ||
		    rename(tmp, file) == -1) {
			unlink(tmp);
			err(HEARTS_EXIT_IOERR, "%s", file);
		}
		free(tmp);
	}
	return table;
}
