/*
 * export_row.c: the block hearts-export's rows are made in, written out
 * when it fills, and the pieces every kind of row copies: each card's
 * cell as a table, two digits at a time, a number.
 */
#include <stdio.h>
#include <string.h>

#include "export_row.h"

#define CARDS_OF(s)	{ '2', s, ' ' }, { '3', s, ' ' }, { '4', s, ' ' },    \
	{ '5', s, ' ' }, { '6', s, ' ' }, { '7', s, ' ' }, { '8', s, ' ' },   \
	{ '9', s, ' ' }, { 'T', s, ' ' }, { 'J', s, ' ' }, { 'Q', s, ' ' },   \
	{ 'K', s, ' ' }, { 'A', s, ' ' }, { '?', s, ' ' }, { '?', s, ' ' },   \
	{ '?', s, ' ' }
#define JSON_OF(s)	{ '"', '2', s, '"', ',' }, { '"', '3', s, '"', ',' },  \
	{ '"', '4', s, '"', ',' }, { '"', '5', s, '"', ',' },                  \
	{ '"', '6', s, '"', ',' }, { '"', '7', s, '"', ',' },                  \
	{ '"', '8', s, '"', ',' }, { '"', '9', s, '"', ',' },                  \
	{ '"', 'T', s, '"', ',' }, { '"', 'J', s, '"', ',' },                  \
	{ '"', 'Q', s, '"', ',' }, { '"', 'K', s, '"', ',' },                  \
	{ '"', 'A', s, '"', ',' }, { '"', '?', s, '"', ',' },                  \
	{ '"', '?', s, '"', ',' }, { '"', '?', s, '"', ',' }

/* Each card as the record writes it, and a space; in JSON, quoted and a comma. */
const char export_card_tsv[64][4] = {
	CARDS_OF('C'), CARDS_OF('D'), CARDS_OF('H'), CARDS_OF('S')
};
const char export_card_json[64][8] = {
	JSON_OF('C'), JSON_OF('D'), JSON_OF('H'), JSON_OF('S')
};

const char export_digits[200] =
    "00010203040506070809101112131415161718192021222324252627282930313233"
    "34353637383940414243444546474849505152535455565758596061626364656667"
    "6869707172737475767778798081828384858687888990919293949596979899";

void
export_flush(struct row *r)
{
	if (r->len > 0)
		fwrite(r->buf, 1, r->len, r->out);
	r->len = 0;
}

char *
export_number(char *p, long long v)
{
	char	 buf[24], *q = buf + sizeof(buf);
	unsigned long long u = v < 0 ? -(unsigned long long)v :
	    (unsigned long long)v;

	do
		*--q = (char)('0' + u % 10);
	while ((u /= 10) != 0);
	if (v < 0)
		*--q = '-';
	memcpy(p, q, (size_t)(buf + sizeof(buf) - q));
	return p + (buf + sizeof(buf) - q);
}
