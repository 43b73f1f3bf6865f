/*
 * serve.h: what the files of hearts-serve(1), the game in a browser,
 * share: the games it holds, each a record on disk, the moves a person
 * makes through HTTP, and the JSON the page reads.
 */
#ifndef HEARTS_SERVE_H
#define HEARTS_SERVE_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "tool.h"

struct MHD_Connection;

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

/*
 * A seat of a table.  A seat for a person has a token, its link: the
 * token gives that seat and nothing else.  A seat with no person, a
 * person's seat nobody has opened yet, one its person handed to a bot,
 * and one whose person has been away longer than the table's away time
 * are played by the table's bots.
 */
struct seat {
	char		 token[SERVE_ID_LEN + 1];	/* "" if for a bot */
	struct served	*table;
	int		 index;
	bool		 joined;	/* its link has been opened */
	bool		 handed;	/* handed to a bot by its person */
	time_t		 seen;		/* the last request of its link */
	int		 waiting;	/* its requests waiting for a change */
	bool		 shown_here;	/* present when the table last changed */
	double		 allowance;	/* requests it may make now (-r) */
	struct timespec	 refilled;	/* when the allowance was last topped */
};

/* A request waiting for a table to change (GET .../wait). */
struct waiter {
	struct MHD_Connection *conn;
	struct waiter	*next;		/* in its table's list */
	struct served	*table;
	int		 seat;
	time_t		 deadline;	/* answered unchanged then */
};

/* One table: its record and what the server keeps beside. */
struct served {
	char		 id[SERVE_ID_LEN + 1];	/* its file; the host's token */
	pthread_mutex_t	 lock;		/* held while a request uses it */
	struct hearts_game game;	/* the whole record, saved each move */
	const struct tool_level *level;	/* the bots', saved with the game */
	const struct games *games;	/* the server's, which holds it */
	int		 host;		/* the seat that opened the table */
	int		 people;	/* seats for people */
	struct seat	 seats[HEARTS_MAX_PLAYERS];
	atomic_int	 refs;		/* requests holding it: not closed */
	unsigned long	 version;	/* changed with every move */
	struct waiter	*waiters;
	bool		 can_undo;	/* the person's last card may go back */
	long		 review_hand;	/* the hand review holds, or 0 */
	int		 review_seat;	/* and whose */
	char		*review;	/* its JSON, worked out once */
};

/* Every table the server holds, by token, each a file in dir. */
struct games {
	pthread_mutex_t	 lock;		/* the table; a game has its own */
	struct seat	**slot;		/* open addressing by the token's bits */
	size_t		 nslots;	/* a power of two, over twice the seats */
	struct served	**all;		/* every table, for the clock's rounds */
	size_t		 count;
	size_t		 max;		/* the most games held */
	int		 dirfd;
	const char	*dir;
	bool		 sync_each;	/* fsync(2) each record before answering */
	/* A record written since the last sync: atomic, not under lock,
	 * since a save holds its table's lock, and the lock order is the
	 * list's before a table's (games_tick()). */
	atomic_bool	 dirty;
	time_t		 away;		/* a person's seat goes to a bot after */
	time_t		 idle;		/* a table nobody is at is closed after */
	double		 rate;		/* requests a second a seat may make */
};

/* games.c: the tables, found by their seats' tokens. */
int	 games_open(struct games *, const char *dir, size_t max,
	    bool sync_each, char *msg, size_t size);
/* The seat of a token, its table locked; NULL if there is none. */
struct seat *games_find(struct games *, const char *token);
void	 games_release(struct served *);
/*
 * A new table, saved and locked, for people persons (the host, and
 * links for the others), the bots in the other seats; dealt at once for
 * one person, else when the host starts it.  NULL with e filled if not.
 */
struct served *games_new(struct games *, const struct hearts_rules *,
	    const struct tool_level *, int people, bool seeded, uint64_t seed,
	    struct hearts_error *);
/* A table's tokens out of the slots and out of the list of all. */
void	 games_take_out(struct games *, struct served *);
void	 served_free(struct served *);
/* A table taken out: its file moved into closed/, kept; the table freed. */
void	 games_close(struct games *, struct served *);

/* files.c: each table's record on disk. */
/* Whether text is an identifier (a token, a file's name): hex digits. */
bool	 games_is_id(const char *text, size_t len);
/* Reads the record of a table's file into s; -1 with e filled if bad. */
int	 games_load(struct games *, struct served *, struct hearts_error *);
/* The record over its file, safely; -1 with e filled if writing fails. */
int	 games_save(struct games *, struct served *, struct hearts_error *);
/* The records written since the last call made durable. */
void	 games_sync(struct games *);
/* A table's file moved into closed/, kept. */
void	 games_keep_closed(struct games *, const struct served *);

/* presence.c: who is at the tables, who waits for them. */
/* Whether a person plays the seat now, or the bots. */
bool	 seat_present(const struct games *, const struct served *, int seat,
	    time_t now);
/* The table's waiting requests whose deadline has come answered. */
void	 games_wake_due(struct served *, time_t now);
/* Every waiting request answered: the server is stopping. */
void	 games_wake_all(struct games *);
/* A table changed: its version moves on, waiting requests answered. */
void	 games_changed(struct served *);

/* clock.c: the clock's round. */
/*
 * The clock's round, once a second: the seats away too long played by
 * the bots, waiting requests answered at their deadline, tables nobody
 * has been at for the idle time closed (their files kept in closed/).
 */
void	 games_tick(struct games *, time_t now);

/* moves.c: what the person does, the bots moving after it. */
int	 move_pass(struct games *, struct seat *, const char *cards,
	    struct hearts_error *);
int	 move_play(struct games *, struct seat *, const char *card,
	    struct hearts_error *);
int	 move_undo(struct games *, struct seat *, struct hearts_error *);
int	 move_next(struct games *, struct seat *, struct hearts_error *);
int	 move_hint(struct seat *, hearts_cards *, char *why,
	    struct hearts_error *);
/* The seat handed to the bots (true) or taken back. */
int	 move_hand_over(struct games *, struct seat *, bool to_bot,
	    struct hearts_error *);
/* The bots move and hands are scored until a person present must act. */
int	 move_bots(struct games *, struct served *, time_t now,
	    struct hearts_error *);

/* state.c: a seat's view as the page reads it. */
void	 state_json(struct buf *, const struct games *, const struct seat *);
/* review.c: a scored hand, each card of the seat's against the best. */
int	 review_json(struct buf *, struct seat *, long hand,
	    struct hearts_error *);

#endif
