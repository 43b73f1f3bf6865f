/*
 * report.h: a tournament's results written out: the ranking and the
 * cross table for people, as tab-separated values, or as JSON; and a
 * line on how it goes.
 */
#ifndef HEARTS_TOURNEY_REPORT_H
#define HEARTS_TOURNEY_REPORT_H

#include <stdbool.h>
#include <stdio.h>

#include "rating.h"

enum report_output { REPORT_TABLE, REPORT_TSV, REPORT_JSON };

void	 report_print(FILE *, const struct rating *, enum report_output);
/* As hearts-match's line (tally_progress()), a bot's points a hand. */
void	 report_progress(FILE *, const struct rating *, long total,
	    double seconds, bool terminal);
/*
 * Says on stderr of each bot that failed on most of its decisions that
 * its row measures the fallback, not it; true if one did.
 */
bool	 report_failures(const struct rating *, const char *logname);

#endif
