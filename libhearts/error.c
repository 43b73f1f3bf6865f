/*
 * error.c: filling struct hearts_error, and the exit status of each kind.
 */
#include <stdarg.h>
#include <stdbool.h>
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
	e->hand = 0;
	e->trick = 0;
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

/* Whether s is valid UTF-8, so that it can be shown as it is. */
static bool
valid_utf8(const unsigned char *s)
{
	int	 more;

	for (; *s != '\0'; s++) {
		if (*s < 0x80)
			continue;
		if (*s >= 0xc2 && *s <= 0xdf)
			more = 1;
		else if (*s >= 0xe0 && *s <= 0xef)
			more = 2;
		else if (*s >= 0xf0 && *s <= 0xf4)
			more = 3;
		else
			return false;
		while (more-- > 0)
			if ((*++s & 0xc0) != 0x80)
				return false;
	}
	return true;
}

/*
 * A word of the input as an error message may show it: at most 24
 * bytes, control bytes and invalid UTF-8 as '?', so that a message stays
 * one readable line whatever the input.
 */
const char *
hearts_shown(const char *word, char *buf, size_t size)
{
	const unsigned char *s = (const unsigned char *)word;
	bool		 utf8 = valid_utf8(s);
	size_t		 i;

	for (i = 0; s[i] != '\0' && i + 4 < size && i < 24; i++)
		buf[i] = s[i] < 0x20 || s[i] == 0x7f ||
		    (s[i] >= 0x80 && !utf8) ? '?' : (char)s[i];
	if (s[i] != '\0') {
		/* Cut at a character boundary, then mark the cut. */
		while (i > 0 && (s[i] & 0xc0) == 0x80)
			i--;
		buf[i++] = '.';
		buf[i++] = '.';
		buf[i++] = '.';
	}
	buf[i] = '\0';
	return buf;
}
