/*
 * error.c: filling struct hearts_error, and the exit status of each kind.
 */
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

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

/*
 * The length of the UTF-8 character at s (at most n bytes), with its code
 * point in *cp; 0 if the bytes there are not one: a stray or missing
 * continuation byte, an overlong form, a surrogate, past U+10FFFF.
 */
static int
utf8_char(const unsigned char *s, size_t n, uint32_t *cp)
{
	int	 len, i;

	if (s[0] < 0x80) {
		*cp = s[0];
		return 1;
	}
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4;
	else
		return 0;
	if ((size_t)len > n)
		return 0;
	*cp = s[0] & (0x7f >> len);
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		*cp = *cp << 6 | (s[i] & 0x3f);
	}
	/* The shortest form only (C2 above rules out overlong 2-byte ones). */
	if ((len == 3 && *cp < 0x800) || (len == 4 && *cp < 0x10000) ||
	    *cp > 0x10ffff || (*cp >= 0xd800 && *cp <= 0xdfff))
		return 0;
	return len;
}

/*
 * Characters a person cannot see, or that change how the text around
 * them is shown: C1 controls, spaces other than the space, joiners and
 * marks of direction, bidirectional embeddings, overrides and isolates,
 * variation selectors, the byte order mark, tags.
 */
static bool
unseen(uint32_t cp)
{
	static const uint32_t ranges[][2] = {
		{ 0x0080, 0x00a0 }, { 0x00ad, 0x00ad }, { 0x034f, 0x034f },
		{ 0x061c, 0x061c }, { 0x115f, 0x1160 }, { 0x17b4, 0x17b5 },
		{ 0x180b, 0x180f }, { 0x2000, 0x200f }, { 0x2028, 0x202f },
		{ 0x205f, 0x206f }, { 0x2800, 0x2800 }, { 0x3000, 0x3000 },
		{ 0x3164, 0x3164 }, { 0xfe00, 0xfe0f }, { 0xfeff, 0xfeff },
		{ 0xffa0, 0xffa0 }, { 0xfff0, 0xfffb }, { 0x1d173, 0x1d17a },
		{ 0xe0000, 0xe0fff }
	};
	size_t	 i;

	for (i = 0; i < sizeof(ranges) / sizeof(ranges[0]); i++)
		if (cp >= ranges[i][0] && cp <= ranges[i][1])
			return true;
	return false;
}

const char *
hearts_escaped(const char *text, size_t len, size_t most, char *buf,
    size_t size)
{
	const unsigned char *s = (const unsigned char *)text;
	char		 esc[16];
	uint32_t	 cp;
	size_t		 i = 0, o = 0, elen;
	int		 n;

	if (size == 0)
		return buf;
	while (i < len && i < most) {
		if ((n = utf8_char(s + i, len - i, &cp)) == 0 || cp < 0x20 ||
		    cp == 0x7f) {
			/* A control or a byte that is no character: its value. */
			snprintf(esc, sizeof(esc), "\\x%02x", s[i]);
			n = 1;
		} else if (cp == '\\')
			snprintf(esc, sizeof(esc), "\\\\");
		else if (unseen(cp))
			snprintf(esc, sizeof(esc), cp > 0xffff ? "\\U%08x" :
			    "\\u%04x", (unsigned)cp);
		else {
			memcpy(esc, s + i, (size_t)n);
			esc[n] = '\0';
		}
		elen = strlen(esc);
		/* Room for this, and for "..." if more follows. */
		if (o + elen + (i + (size_t)n < len ? 3 : 0) >= size)
			break;
		memcpy(buf + o, esc, elen);
		o += elen;
		i += (size_t)n;
	}
	/* Each character kept left room for the mark if more followed. */
	if (i < len && o + 3 < size) {
		memcpy(buf + o, "...", 3);
		o += 3;
	}
	buf[o] = '\0';
	return buf;
}

/*
 * A word of the input as an error message may show it: its first 24
 * bytes, escaped, so that a message stays one readable line whatever
 * the input.
 */
const char *
hearts_shown(const char *word, char *buf, size_t size)
{
	return hearts_escaped(word, strlen(word), 24, buf, size);
}

/* A bot's reason for a person, worded only when one is asked for. */
void
hearts_why(char *why, const char *fmt, ...)
{
	va_list	 ap;

	if (why == NULL)
		return;
	va_start(ap, fmt);
	vsnprintf(why, HEARTS_BOT_REASON, fmt, ap);
	va_end(ap);
}
