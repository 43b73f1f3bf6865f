/*
 * student.h: the 95% intervals of a match's and a tournament's means,
 * by Student's t: a match of a few deals has few degrees of freedom,
 * and the normal approximation's 1.96 would make its interval too
 * narrow (with 2 deals, 6.5 times).
 */
#ifndef HEARTS_MATCH_STUDENT_H
#define HEARTS_MATCH_STUDENT_H

/* Student's t at 97.5% for df degrees of freedom (1 or more). */
double	 student_t975(long df);

#endif
