/*
 * serve.h: what the files of hearts-serve(1), the game in a browser,
 * share: the games it holds, each a record on disk, the moves a person
 * makes through HTTP, and the JSON the page reads.
 */
#ifndef HEARTS_SERVE_H
#define HEARTS_SERVE_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "tool.h"

/* A game's identifier: 128 bits from arc4random(3), as hex. */
#define SERVE_ID_LEN	32
/* The most hands a served game holds; a game past it is over for us. */
#define SERVE_HANDS_MAX	1000
/* The most bytes of JSON one answer holds (a game at SERVE_HANDS_MAX). */
#define SERVE_JSON_MAX	(1024 * 1024)

/* Text built up for an answer, within SERVE_JSON_MAX. */
struct buf {
	char		*s;
	size_t		 len, size;
	bool		 failed;	/* out of memory or past the limit */
};

void	 buf_add(struct buf *, const char *, size_t);
void	 buf_printf(struct buf *, const char *, ...)
	    __attribute__((format(printf, 2, 3)));
/* A string as JSON writes it, quoted and escaped. */
void	 buf_json(struct buf *, const char *);
/* A number, as printf's %ld writes it. */
void	 buf_int(struct buf *, long);
/* A set of cards as a JSON array of names, ["2C","QS"]. */
void	 buf_cards(struct buf *, hearts_cards);
void	 buf_free(struct buf *);
/* Fills e with a message in a player's words; returns -1. */
int	 serve_fail(struct hearts_error *, enum hearts_error_kind,
	    const char *, ...) __attribute__((format(printf, 3, 4)));

/* One game a person plays: its record and what the server keeps beside. */
struct served {
	char		 id[SERVE_ID_LEN + 1];
	pthread_mutex_t	 lock;		/* held while a request uses it */
	struct hearts_game game;	/* the whole record, saved each move */
	const struct tool_level *level;	/* the bots', saved with the game */
	int		 person;	/* the person's seat */
	bool		 can_undo;	/* the person's last card may go back */
	long		 review_hand;	/* the hand review holds, or 0 */
	char		*review;	/* its JSON, worked out once */
};

/* Every game the server holds, by identifier, each a file in dir. */
struct games {
	pthread_mutex_t	 lock;		/* the table; a game has its own */
	struct served	**slot;		/* open addressing by the id's bits */
	size_t		 nslots;	/* a power of two, over twice max */
	size_t		 count;
	size_t		 max;		/* the most games held */
	int		 dirfd;
	const char	*dir;
	bool		 sync_each;	/* fsync(2) each record before answering */
	bool		 dirty;		/* a record written since the last sync */
};

/* games.c: the table and the records on disk. */
int	 games_open(struct games *, const char *dir, size_t max,
	    bool sync_each, char *msg, size_t size);
/* The game of an identifier, locked; NULL if there is none. */
struct served *games_find(struct games *, const char *id);
void	 games_release(struct served *);
/* A new game, dealt, saved and locked; NULL with e filled if not. */
struct served *games_new(struct games *, const struct hearts_rules *,
	    const struct tool_level *, bool seeded, uint64_t seed,
	    struct hearts_error *);
/* The record over its file, safely; -1 with e filled if writing fails. */
int	 games_save(struct games *, struct served *, struct hearts_error *);
/* The records written since the last call made durable. */
void	 games_sync(struct games *);

/* moves.c: what the person does, the bots moving after it. */
int	 move_pass(struct games *, struct served *, const char *cards,
	    struct hearts_error *);
int	 move_play(struct games *, struct served *, const char *card,
	    struct hearts_error *);
int	 move_undo(struct games *, struct served *, struct hearts_error *);
int	 move_next(struct games *, struct served *, struct hearts_error *);
int	 move_hint(struct served *, hearts_cards *, char *why,
	    struct hearts_error *);
/* The bots move and hands are scored until the person must act. */
int	 move_bots(struct served *, struct hearts_error *);

/* state.c: the person's view as the page reads it. */
void	 state_json(struct buf *, const struct served *);
/* review.c: a scored hand, each card of the person's against the best. */
int	 review_json(struct buf *, struct served *, long hand,
	    struct hearts_error *);

#endif
