/*
 * progbot.h: a bot that is a program, started for each decision (one
 * shot, extbot.h) or once and asked again and again (persistent,
 * persist.h), asked for a decision of a game as hearts(7) says: what is
 * asked in its environment or on its question line, the seat's view on
 * its standard input, its answer read as cards.  hearts-match seats
 * them, and so do hearts-pass, hearts-play and hearts with -b.
 */
#ifndef HEARTS_PROGBOT_H
#define HEARTS_PROGBOT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "extbot.h"
#include "persist.h"

#define PROGBOT_PREFIX	"persistent:"

struct progbot {
	const char	*name;		/* as given, for messages */
	char		**argv;		/* its words */
	char		*words;		/* where they are */
	bool		 persistent;
	bool		 sigpipe_ignored;	/* by the caller, for good */
	struct extbot	 one;		/* one shot */
	struct persist	 per;		/* persistent */
	FILE		*mem;		/* its views are written here */
	char		*text;
	size_t		 size;
	char		 why[256];	/* why its answer was garbage or
					   illegal, in a player's words */
	char		 died[EXTBOT_DIED];	/* how it crashed, or "" */
};

/*
 * A program's words from an operand ("./bot -x", "persistent:./bot -p"),
 * split at spaces and tabs, never by a shell; -1 if there are none.
 */
int	 progbot_parse(struct progbot *, const char *arg);
/* Where its standard error goes and the seconds a decision may take. */
void	 progbot_setup(struct progbot *, int log_fd, double timeout);
/*
 * The words that name a decision in a log: "game 3, hand 2, trick 5,
 * E" (or "hand 2, pass, E" with game -1).
 */
void	 progbot_context(char *, size_t, long game,
	    const struct hearts_game *, int seat);
/*
 * Asks it for seat's decision in g, its draws from seed, its log lines
 * under context: its answer (the line it wrote) and the cards it names,
 * the clock and CPU seconds it took.  A fault, or NONE: the cards are
 * then the seat's choice, which the rules allow.  For GARBAGE and
 * ILLEGAL, why says why (progbot_judge()); for a CRASH, died says how
 * it died (extbot_died()).
 */
enum hearts_fault progbot_ask(struct progbot *, const struct hearts_game *g,
	    int seat, uint64_t seed, const char *context, hearts_cards *,
	    char answer[EXTBOT_ANSWER], double *seconds, double *cpu);
/*
 * An answer, the line a bot wrote, judged as hearts-match(1) says:
 * garbage if it names no card, or a word that is not a card; illegal if
 * its cards break a rule (a card twice, the wrong number, a card the seat
 * does not hold or may not play), the rule said in hearts-pass's and
 * hearts-play's words, with the legal cards; NONE, the cards in *choice,
 * otherwise.
 */
enum hearts_fault progbot_judge(const struct hearts_game *, int seat,
	    const char *answer, hearts_cards *choice, char *why, size_t);
/*
 * Tells a persistent bot that game number game is over; the CPU seconds
 * of what it started meanwhile (persist_tell()).
 */
double	 progbot_over(struct progbot *, long game);
/* Stops a persistent bot; nothing for a one-shot one. */
void	 progbot_stop(struct progbot *);
/* Stops it and frees it, made by malloc(3) and progbot_parse(). */
void	 progbot_free(struct progbot *);
/* What a fault is, in a player's words: "timed out", "crashed"... */
const char *progbot_fault_name(enum hearts_fault);
void	 progbot_timeout_why(const char *answer, double timeout, char *why,
	    size_t size);
/* Its program can be run: a path to it, or found in PATH. */
bool	 progbot_found(const struct progbot *);
/*
 * Why a program that is there cannot be started: a file that is not
 * executable, a directory; NULL when it is not there at all, or is fine.
 */
const char *progbot_unrunnable(const struct progbot *);
/* The seed of a decision, from a seed and where the game stands. */
uint64_t progbot_seed(const struct hearts_game *, int seat, uint64_t seed);
/*
 * Asks it for seat's move and makes the move in g (hearts-pass and
 * hearts-play, hearts): NONE, or its fault and, in why, what went wrong
 * in a player's words (the rule its card breaks), with g as it was.
 */
enum hearts_fault progbot_move(struct progbot *, struct hearts_game *,
	    int seat, uint64_t seed, char *why, size_t);

#endif
