/*
 * fixed.h: numbers for the record file's comment lines, written by hand
 * as printf(3) writes them ("%ld", and "%f" or "%lf": six decimals): the
 * comments of every game of hearts-match -f cost more through fprintf(3)
 * than the game's record.  Header-only, so that the unit tests hold them
 * to printf(3) (tests/unit/writer.c).
 */
#ifndef HEARTS_MATCH_FIXED_H
#define HEARTS_MATCH_FIXED_H

#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

/* The most "%f" writes: a double's 309 digits, six decimals, a sign. */
#define FIXED_ROOM	330

/* The digits of v at p; the byte after them. */
static inline char *
fixed_unsigned(char *p, uint64_t v)
{
	char	 d[20];
	int	 n = 0;

	do {
		d[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	while (n > 0)
		*p++ = d[--n];
	return p;
}

/* "%ld". */
static inline char *
fixed_long(char *p, long v)
{
	if (v < 0) {
		*p++ = '-';
		return fixed_unsigned(p, -(uint64_t)v);
	}
	return fixed_unsigned(p, (uint64_t)v);
}

/*
 * "%f": six decimals, correctly rounded.  Below a million, v * 10^6 in a
 * double is within 2^-13 of the exact product, so that its rounding to a
 * whole number is the exact one unless it lies that close to a half.
 * There the product's own rounding error, which fma() gives exactly,
 * says on which side of the half the exact product lies: such times are
 * common, a game's nanoseconds shared by four seats ending in .5 at the
 * seventh decimal.  An exact half, and anything else (negative, -0,
 * huge, not a number), goes to snprintf(3), which p has FIXED_ROOM bytes
 * of room for.
 */
static inline char *
fixed_six(char *p, double v)
{
	double		 y, whole, part, above = 0;
	uint64_t	 r, frac;
	int		 i;
	bool		 near;

	if (!(v >= 0 && v < 1e6) || signbit(v))
		return p + snprintf(p, FIXED_ROOM, "%f", v);
	y = v * 1e6;
	whole = floor(y);
	part = y - whole;
	/* part - 0.5 is exact here, and the sum has the exact one's sign. */
	near = fabs(part - 0.5) < 1e-3;
	if (near && (above = (part - 0.5) + fma(v, 1e6, -y)) == 0)
		return p + snprintf(p, FIXED_ROOM, "%f", v);
	r = (uint64_t)whole + (near ? above > 0 : part > 0.5);
	p = fixed_unsigned(p, r / 1000000);
	*p++ = '.';
	frac = r % 1000000;
	for (i = 5; i >= 0; i--) {
		p[i] = (char)('0' + frac % 10);
		frac /= 10;
	}
	return p + 6;
}

#endif
