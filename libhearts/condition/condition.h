/*
 * condition.h: what the compiler of a deal's condition (condition.c) and
 * the code that runs it over deals (condition_judge.c) share: the codes
 * of the program a condition is compiled to, and what their arguments
 * mean.  Private to the library.
 */
#ifndef HEARTS_CONDITION_H
#define HEARTS_CONDITION_H

enum cond_code {
	OP_CONST,	/* push arg */
	OP_COUNT,	/* push arg * the cards of mask in place */
	OP_HAS,		/* push 1 if place holds every card of mask */
	OP_SHORTEST,	/* push the length of place's shortest suit */
	OP_LONGEST,	/* its longest suit */
	OP_VOIDS,	/* the suits it lacks */
	OP_ADD,		/* pop b, a; push a + b */
	OP_SUB,		/* pop b, a; push a - b */
	OP_LT, OP_LE, OP_EQ, OP_NE, OP_GE, OP_GT,	/* pop b, a; a ? b */
	OP_NOT,		/* the top: 1 if 0, else 0 */
	OP_AND,		/* if the top is 0, jump to arg; else pop it */
	OP_OR,		/* if the top is not 0, jump to arg; else pop it */
	OP_VALUE	/* the top: whether place's value compares with it */
};

/*
 * OP_VALUE's arg: the comparison (0 to 5, in the order of OP_LT to
 * OP_GT, the value on its left), the kind of value (VALUE_TABLE or
 * VALUE_EACH) and whether an odd number of nots stands above it.
 */
#define VALUE_CMP(arg)		((arg) & 7)
#define VALUE_KIND(arg)		(((arg) >> 3) & 1)
#define VALUE_NEGATED(arg)	(((arg) >> 4) & 1)
#define VALUE_ARG(cmp, kind, neg) ((cmp) | (kind) << 3 | (neg) << 4)
enum { VALUE_TABLE, VALUE_EACH, VALUE_KINDS };

/* The places a condition speaks of: the seats, then the cards aside. */
#define PLACE_ASIDE	HEARTS_MAX_PLAYERS

#endif
