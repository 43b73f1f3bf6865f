/*
 * error.c: filling struct hearts_error, and the exit status of each kind.
 */
#include <stdarg.h>
#include <stdio.h>

#include "internal.h"

int
hearts_fail(struct hearts_error *e, enum hearts_error_kind kind, long line,
    const char *fmt, ...)
{
	va_list	 ap;

	if (e == NULL)
		return -1;
	e->kind = kind;
	e->line = line;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return -1;
}

int
hearts_error_exit(const struct hearts_error *e)
{
	switch (e->kind) {
	case HEARTS_ERR_DATA:
		return HEARTS_EXIT_DATA;
	case HEARTS_ERR_REFUSED:
		return HEARTS_EXIT_REFUSED;
	case HEARTS_ERR_IO:
		return HEARTS_EXIT_IOERR;
	case HEARTS_ERR_NOMEM:
		return HEARTS_EXIT_SOFTWARE;
	}
	return HEARTS_EXIT_SOFTWARE;
}
