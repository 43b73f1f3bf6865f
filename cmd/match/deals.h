/*
 * deals.h: a file of deals for hearts-match -D: records of one hand
 * each, dealt and not yet passed or played, as hearts-deal -N and -x
 * write them; read once, checked, and kept small, so that any worker
 * can start the game of any deal.
 */
#ifndef HEARTS_DEALS_H
#define HEARTS_DEALS_H

#include <stdbool.h>

#include "hearts.h"

#define DEALS_MAX	1000000		/* deals in a file, at most */
#define DEALS_BYTES	(512L << 20)	/* and its size */
#define DEALS_HASH	65		/* a SHA-256 in hex, and a NUL */

/* What a deal's game starts from. */
struct deal {
	bool		 seeded;
	uint64_t	 seed;
	bool		 setup;
	int		 total[HEARTS_MAX_PLAYERS];	/* before the hand */
	long		 number;
	enum hearts_pass pass;
	hearts_cards	 dealt[HEARTS_MAX_PLAYERS];
	hearts_cards	 aside;
};

struct deals {
	const char	*name;		/* as given */
	char		 hash[DEALS_HASH];	/* SHA-256 of its bytes */
	struct hearts_rules rules;	/* every deal's */
	long		 count;
	struct deal	*deal;
};

/*
 * Reads and checks the file ("-": stdin); on an error it reports
 * "hearts-match: FILE:LINE: message" and exits with the suite's status.
 */
void	 deals_load(struct deals *, const char *path);
/*
 * The game of deal d, ready for hearts_game_run(): its first hand dealt.
 * Its later hands come from its seed; a deal with no seed is given
 * next_seed to deal them from (see referee.c).
 */
void	 deals_game(const struct deals *, long d, struct hearts_game *);

#endif
