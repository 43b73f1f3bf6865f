/*
 * referee.h: a match as hearts-match runs it: the seats' bots, the deals
 * and seatings (layout.c), one game by its number (referee.c, its bots
 * asked in ask.c), and the text kept for it in the match's record file.
 */
#ifndef HEARTS_REFEREE_H
#define HEARTS_REFEREE_H

#include <stdbool.h>
#include <stdio.h>

#include "deals.h"
#include "progbot.h"
#include "tally.h"

/*
 * The comment lines after each game's record in the file, as written
 * (referee.c) and read back (resume.c).
 */
#define SEAT_COMMENT	"# game %ld seat %c: decisions %ld ms %lf faults %ld %ld %ld %ld"
/* A line of its own, which files written before it lack. */
#define CPU_COMMENT	"# game %ld cpu %c: ms %lf restarts %ld"

/* Seatings at most: every order of five different bots. */
#define MATCH_SEATINGS	120
/* Bots at most in a tournament's pool (hearts-tourney), and its tables. */
#define MATCH_POOL	64
#define MATCH_TABLES	100000
/* The first line of a record file, at most. */
#define MATCH_HEADER_MAX	16384
/*
 * A match's file as it is read back (resumed, or a slice of -m): a line
 * at most as long as a record's comment, a game's lines at most 16 MiB
 * together, so that a damaged file is refused in bounded memory.
 */
#define MATCH_LINE_MAX	65536
#define MATCH_GAME_MAX	(16L << 20)

struct bot_spec {
	const char	*given;		/* the operand */
	const char	*name;		/* its NAME=, or the operand */
	int		 builtin;	/* a hearts_bot_kind, or -1: a program */
	int		 budget;	/* the strong bot's, if given as strong:N */
	struct progbot	*prog;		/* a program, or NULL */
	double		 timeout;	/* its own -t NAME=SECONDS, or 0 */
};

/* The tables a tournament's pool plays at: hearts-tourney(1). */
enum match_format {
	MATCH_ONE_TABLE,	/* hearts-match: the bots as given */
	MATCH_ROUND_ROBIN,	/* every table of the pool */
	MATCH_GAUNTLET,		/* the first bot at every table of the rest */
	MATCH_BALANCED		/* every pair at as many tables */
};

struct match {
	struct hearts_rules rules;
	uint64_t	 seed;
	long		 deals;
	const struct deals *dealfile;		/* -D: its deals, or NULL */
	int		 nspecs;		/* one a seat, or the pool */
	struct bot_spec	 spec[MATCH_POOL];
	int		 nbots;			/* distinct bots, for the table */
	int		 bot_of_spec[MATCH_POOL];
	/*
	 * A tournament (hearts-tourney) is a match over tables of its
	 * pool's bots: its format (NULL for a match, whose one table is
	 * the specs in order), and each table's specs, one a seat.  The
	 * program names its file's lines.
	 */
	const char	*program;
	enum match_format format;
	int		 ntables;
	bool		 every_table;	/* balanced, but none fewer found */
	unsigned char	(*table)[HEARTS_MAX_PLAYERS];
	double		 timeout;
	/*
	 * -c: a program's clock, its seconds for a whole game and those
	 * added after each decision, or 0: none, -t's time alone.
	 */
	double		 clock, increment;
	enum hearts_on_fault on_fault;
	int		 log_fd;
	/* -x: the trace, or 0 for none (opened after the standard
	 * streams, which the programs make sure of, it is never 0). */
	int		 trace_fd;
	/*
	 * The games this run plays, first to end - 1: the whole match, or
	 * a slice of it (--games, --shard), whose record file says so in
	 * its second line.
	 */
	long		 first, end;
	bool		 sliced;
	/*
	 * The games played in the referee's process, between quick bots:
	 * their CPU clock read every 10 ms, and settled by match_settle()
	 * after the last (referee.c); with a record file, each game's
	 * block goes to it after the reading that gives its CPU lines.
	 */
	bool		 meter;
	/* The seatings every deal is played in: the bot_spec at each seat. */
	bool		 all_seatings;		/* -A, not the rotations */
	int		 nseatings;
	unsigned char	 seating[MATCH_SEATINGS][HEARTS_MAX_PLAYERS];
};

/* layout.c: the seatings, the tables and bots of each game, the header. */

/*
 * The seatings: the n rotations of the bots as given, or with all, each
 * distinct order of them once (bots of the same name are one bot).
 */
void	 match_seatings(struct match *, bool all);

/* Games in the match: every deal once in every seating of every table. */
long	 match_games(const struct match *);
/* Games a deal: its tables' seatings. */
long	 match_per_deal(const struct match *);
/* The spec at seat s of game i, and the table it is played at. */
int	 match_seat_spec(const struct match *, long i, int s);
int	 match_table_of(const struct match *, long i);
/*
 * The tally's bot of each seat of game i: for a match, its distinct bot;
 * for a tournament, its place at the table (the tally's pool[] names
 * the pool's bot).
 */
void	 match_game_bots(const struct match *, long i, int *bot);
/* The format's name in the file's first line and on the command line. */
const char *match_format_name(enum match_format);
/*
 * The tables of m's format over its pool (tables.c); -1, with why, when
 * the pool cannot fill them or they are too many.
 */
int	 match_tables(struct match *, char *why, size_t);
/* The line that opens the record file and names the match. */
void	 match_header(const struct match *, char *, size_t);
/* The second line of a slice's record file: which games it holds. */
void	 match_slice_header(const struct match *, char *, size_t);
/*
 * The length of a bot's short name for the table, NAME=BOT: letters,
 * digits and ._- before the first =, which no path or option of a
 * program can be mistaken for as nothing before it is a space or a
 * slash; 0 when it has none.
 */
size_t	 match_short_name(const char *given);
/* The distinct bots of the seats, in the order first given. */
void	 match_name_bots(struct match *);
/* A tally with no game yet, for game i of m, its bots named. */
void	 match_empty_tally(const struct match *, struct tally *, long i);

/* referee.c: one game played, its text for the record file. */

/* Text made in memory, for the record file; failed when memory ran out. */
struct match_text {
	char		*text;
	size_t		 len;
	size_t		 size;
	bool		 failed;
};
/* Room for len more bytes; false, and failed set, when there is none. */
bool	 match_text_room(struct match_text *, size_t len);
void	 match_text_add(struct match_text *, const char *, size_t);
/*
 * Plays game number i and adds its block of the record file (comments
 * with the seating and what each seat did, the record, an end comment)
 * to out, unless it is NULL; fills what the tally needs.
 */
int	 match_play(const struct match *, long i, struct match_text *out,
	    struct tally *delta);
/*
 * Whether every bot of the match is a quick built-in one (random,
 * simple), whose games take microseconds: nothing to start or kill, an
 * interrupt need not wait long for the game under way, and the CPU
 * clock, a system call, is read every 10 ms, not around every game.
 */
bool	 match_quick(const struct match *);
/*
 * Adds to t the CPU time of the metered games played since the CPU
 * clock was last read (match_play() reads it every 10 ms): after the
 * last game, however the match ends.
 */
void	 match_settle(struct tally *t);
/*
 * The record file of the metered games, or NULL: each game's block is
 * written to it once the CPU clock has been read after the game, with
 * the game's share of the reading in its CPU lines.  The first write
 * that failed, its errno (match_meter_error()), or 0.
 */
void	 match_meter_records(FILE *records);
int	 match_meter_error(void);
/*
 * Stops the persistent bots this process started (ask.c): at the end of
 * its games, and (kill_bots, safe in a signal handler) when it is
 * stopped.
 */
void	 match_finish(const struct match *);
void	 match_kill_bots(const struct match *);

/* resume.c: a match's record file read back. */

/*
 * Reads an interrupted match's (or slice's) record file: checks its
 * header, tallies its complete games, and returns how many there are and
 * the offset where the first incomplete one begins (-1 on error, with a
 * message and the file's line it is about, or 0 for the file as a whole;
 * -2, as -1, for a file of another match or slice, not this one damaged).
 */
long	 match_resume(const struct match *, FILE *, struct tally *,
	    off_t *end, char *why, size_t, long *where);
/*
 * What match_read_games() found besides the games: the offset after the
 * last whole game and the file's line after it, and the lines read.
 */
struct games_read {
	off_t		 end;
	long		 next_line;
	long		 lines;
};
/*
 * Reads the games' blocks from in, whose next line is the file's line
 * lineno, game m->first first, none past m->end - 1, and tallies them;
 * returns how many (-1 on error, as match_resume()).
 */
long	 match_read_games(const struct match *, FILE *, long lineno,
	    struct tally *, struct games_read *, char *why, size_t,
	    long *where);

#endif
