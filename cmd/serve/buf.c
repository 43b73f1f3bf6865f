/*
 * buf.c: the text of an answer built up in memory, and JSON's quoting,
 * within SERVE_JSON_MAX: a buffer that would grow past it fails, and the
 * answer is then an error, never a part.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "serve.h"

void
buf_add(struct buf *b, const char *s, size_t n)
{
	size_t	 size;
	char	*p;

	if (b->failed)
		return;
	if (n > SERVE_JSON_MAX - b->len) {
		b->failed = true;
		return;
	}
	if (b->len + n + 1 > b->size) {
		for (size = b->size ? b->size : 1024; size < b->len + n + 1;)
			size *= 2;
		if ((p = realloc(b->s, size)) == NULL) {
			b->failed = true;
			return;
		}
		b->s = p;
		b->size = size;
	}
	memcpy(b->s + b->len, s, n);
	b->len += n;
	b->s[b->len] = '\0';
}

void
buf_printf(struct buf *b, const char *fmt, ...)
{
	va_list	 ap;
	char	 small[256], *big;
	int	 n;

	va_start(ap, fmt);
	n = vsnprintf(small, sizeof(small), fmt, ap);
	va_end(ap);
	if (n < 0) {
		b->failed = true;
		return;
	}
	if ((size_t)n < sizeof(small)) {
		buf_add(b, small, (size_t)n);
		return;
	}
	if ((big = malloc((size_t)n + 1)) == NULL) {
		b->failed = true;
		return;
	}
	va_start(ap, fmt);
	(void)vsnprintf(big, (size_t)n + 1, fmt, ap);
	va_end(ap);
	buf_add(b, big, (size_t)n);
	free(big);
}

void
buf_json(struct buf *b, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	const char	*run;
	char		 esc[6] = { '\\', 'u', '0', '0', 0, 0 };

	buf_add(b, "\"", 1);
	for (run = s; *s != '\0'; s++) {
		/* Bytes past ASCII go as they are: the library writes UTF-8. */
		if ((unsigned char)*s >= 0x20 && *s != '"' && *s != '\\' &&
		    *s != 0x7f)
			continue;
		buf_add(b, run, (size_t)(s - run));
		run = s + 1;
		if (*s == '\n')
			buf_add(b, "\\n", 2);
		else if (*s == '"' || *s == '\\') {
			esc[1] = *s;
			buf_add(b, esc, 2);
			esc[1] = 'u';
		} else {
			esc[4] = hex[(unsigned char)*s >> 4];
			esc[5] = hex[*s & 15];
			buf_add(b, esc, 6);
		}
	}
	buf_add(b, run, (size_t)(s - run));
	buf_add(b, "\"", 1);
}

void
buf_int(struct buf *b, long n)
{
	char	 digits[24], *p = digits + sizeof(digits);
	unsigned long u = n < 0 ? 0UL - (unsigned long)n : (unsigned long)n;

	do
		*--p = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (n < 0)
		*--p = '-';
	buf_add(b, p, (size_t)(digits + sizeof(digits) - p));
}

void
buf_cards(struct buf *b, hearts_cards cards)
{
	char	 item[6] = { ',', '"', 0, 0, '"', 0 };
	size_t	 first = 1;

	buf_add(b, "[", 1);
	for (; cards != 0; cards &= cards - 1, first = 0) {
		hearts_card_name(hearts_cards_lowest(cards), item + 2);
		item[4] = '"';
		buf_add(b, item + first, 5 - first);
	}
	buf_add(b, "]", 1);
}

void
buf_free(struct buf *b)
{
	free(b->s);
	memset(b, 0, sizeof(*b));
}

int
serve_fail(struct hearts_error *e, enum hearts_error_kind kind,
    const char *fmt, ...)
{
	va_list	 ap;

	memset(e, 0, sizeof(*e));
	e->kind = kind;
	va_start(ap, fmt);
	(void)vsnprintf(e->msg, sizeof(e->msg), fmt, ap);
	va_end(ap);
	return -1;
}
