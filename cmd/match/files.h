/*
 * files.h: a match's record file as the programs that play matches
 * (hearts-match, hearts-tourney) open it: a new one, or an interrupted
 * one resumed; and -m's whole file, from its slices.
 */
#ifndef HEARTS_MATCH_FILES_H
#define HEARTS_MATCH_FILES_H

#include <stdbool.h>
#include <stdio.h>

#include "merge.h"
#include "referee.h"

/* Whether -f names standard output: '-', or /dev/stdout or the like. */
bool	 match_is_stdout(const char *file);
/*
 * Opens the record file: a new one, or an interrupted match's to resume,
 * its games tallied into t and counted in *done.  Exits with the
 * suite's status, naming the file and line, if it holds another match
 * or cannot be resumed.
 */
FILE	*match_open_records(const char *file, const struct match *,
	    struct tally *t, long *done);
/* Whether -m's -f names one of the slices' files (the same file). */
bool	 match_file_among(const char *file, int argc, char *argv[]);
/*
 * -m: the slices' files (read by merge_read()) written as the whole
 * match's file: beside it and renamed over it when whole.  Returns the
 * stream the table goes to: stdout, or stderr when the records take it.
 */
FILE	*match_merge_save(const struct merged *, const char *file);

#endif
