/*
 * tool.h: what the programs of the suite share about reading a record,
 * writing it and reporting errors.  Only programs include this; the
 * library knows nothing of files, stdout or exit statuses.
 */
#ifndef HEARTS_TOOL_H
#define HEARTS_TOOL_H

#include <sys/types.h>

#include <getopt.h>
#include <stdio.h>

#include "hearts.h"

/*
 * Reads the one record of a file ("-" or NULL for stdin).  Returns 1 for
 * a record, 0 if the input holds none; on any error it reports
 * "prog: FILE:LINE: message" and exits with the suite's status.
 */
int	 tool_read_game(const char *path, struct hearts_game *);
/* The same, each comment line of the record given to comment(arg, ...). */
int	 tool_read_game_comments(const char *path, struct hearts_game *,
	    void (*comment)(void *, const char *, size_t), void *arg);
/* Reads the one record of a file; no record at all is an error (65). */
void	 tool_read_record(const char *path, struct hearts_game *);
/*
 * Reads a stream of records, as hearts-select reads one: each(arg, game,
 * k) for every good record, k from 0, the game freed after; a bad one
 * reported as tool_read_game() reports it and skipped.  No record at all
 * is an error (65); a file that cannot be opened 66.  Returns 0, or 65
 * when a record was bad.
 */
int	 tool_read_each(const char *path, void (*each)(void *,
	    struct hearts_game *, long), void *arg);
/* Writes the record to stdout and closes it; exits 74 if that fails. */
void	 tool_write_game(const struct hearts_game *);
/*
 * Writes the record over a file, safely: to a temporary file in the same
 * directory, flushed to disk, then renamed over the original, so that a
 * crash or a full disk leaves the old record or the new, never a mix.
 * Exits 74 if any step fails, leaving the original as it was.
 */
void	 tool_replace_game(const char *path, const struct hearts_game *);
/* The same, with a comment line ("# ...") before the record, or NULL. */
void	 tool_replace_game_noted(const char *path, const struct hearts_game *,
	    const char *note);
/* "hand H, trick T: " for an error about a hand or a trick, or "". */
const char *tool_where(const struct hearts_error *, char *, size_t);
/* Reports a library error with no input line, and exits. */
void	 tool_fail(const struct hearts_error *) __attribute__((noreturn));
/* The record safely over the file of -f, or to stdout if there is none. */
void	 tool_output(const char *file, const struct hearts_game *);
/* Checks the file of -f: a file to update, not "-" (stdin). */
void	 tool_check_inplace(void (*usage)(int), const char *);
/* Whether path names a pipe, a terminal, a device or a socket. */
bool	 tool_is_stream(const char *);
/* -j's argument, 1 to most processes, or a usage error. */
int	 tool_jobs(void (*usage)(int), const char *arg, int most);
/* An argument as a message may show it (one of four buffers in turn). */
const char *tool_shown(const char *);
/* Reports an error about the command line: the message, then usage. */
void	 tool_usage_error(void (*usage)(int), const char *, ...)
	    __attribute__((format(printf, 2, 3), noreturn));
/*
 * One option of a program, said once: getopt_long(3) reads it, --help
 * lists it, and tests/810-options.bats walks that list.
 */
struct tool_option {
	int		 letter;	/* the short option, which tool_getopt()
					 * returns for either name */
	const char	*name;		/* the long option */
	const char	*arg;		/* the argument's name; NULL: none */
	const char	*help;		/* one sentence for --help, wrapped there */
};

/* A program's command line and help, for tool_usage() and tool_getopt(). */
struct tool_program {
	const struct tool_option *options;	/* ends with { 0 } */
	const char	*operands;	/* after the options, in the usage line */
	const char	*forms;		/* more usage lines, whole; or NULL */
	const char	*about;		/* what it does, as printed by --help */
	const char	*trailer;	/* after the options in --help; or NULL */
};

/* Options many programs share: the same letter, name and sense in each. */
#define TOOL_OPTION_RULES \
	{ 'n', "players", "players", "2, 3, 4 or 5 (the same as -o " \
	    "players=N)" }, \
	{ 'r', "rules", "preset", "the rules of a preset: standard, " \
	    "black-lady, omnibus, moon-down, session, two-player, " \
	    "three-player, five-player, black-maria" }, \
	{ 'o', "option", "name=value", "set one rule option; may be " \
	    "repeated" }
#define TOOL_OPTION_BOTS \
	{ 'b', "bot", "seats=bot", "let a built-in bot (random, simple, " \
	    "strong, expert) or a program (E=./mybot, " \
	    "W=persistent:./mybot -p) move for the seats (E=strong, " \
	    "NSW=simple) until another seat must move or the hand is " \
	    "played" }, \
	{ 'S', "bot-seed", "seed", "the bots' random draws from seed" }
/*
 * The levels of -L (hearts, hearts-bot): each a built-in bot and its
 * budget, from a beginner's opponent to the strongest; the table is in
 * options.c, and the pages give what each measured.
 */
struct tool_level {
	const char	*name;		/* the word of -L */
	const char	*bot;		/* the built-in bot, hearts_bot_name() */
	int		 budget;	/* its deals a decision */
};
#define TOOL_OPTION_LEVEL \
	{ 'L', "level", "level", "the level to play at: beginner (random), " \
	    "casual (simple), club (strong at 25 deals), advanced (strong, " \
	    "the default) or expert" }
/* The level of -L, or NULL for no such level. */
const struct tool_level *tool_level(const char *);
/* The level a program plays without -L. */
const struct tool_level *tool_level_default(void);
/* The level of -L: a usage error naming the word if there is none. */
const struct tool_level *tool_level_option(void (*usage)(int), const char *);
/*
 * A person's game (hearts, hearts-serve) saves its level in a comment
 * before the record, "# hearts: level club"; tool_level_comment() is a
 * reader's comment hook that reads it back into a const struct
 * tool_level * (any other comment, or an unknown level, passed over).
 */
#define TOOL_LEVEL_NOTE	"# hearts: level "
void	 tool_level_comment(void *, const char *, size_t);
/*
 * $XDG_DATA_HOME/hearts/name, or under ~/.local/share, its directories
 * made if missing; exits naming what it is and opt, the option that
 * names it instead, when neither is set.
 */
const char *tool_data_path(const char *name, const char *what,
	    const char *opt, char *, size_t);
/* The person's seat in a person's game: South, or North with two. */
int	 tool_person_seat(int players);
/*
 * A bot's draws for one decision in a person's game, from the game's
 * seed and where it stands, so that a resumed game goes on as it would
 * have.
 */
uint64_t tool_decision_seed(const struct hearts_game *, int seat);
#define TOOL_OPTION_END	{ 0, NULL, NULL, NULL }
/* A line of --help before the options that follow it; no option. */
#define TOOL_OPTION_HEADING(text)	{ -1, NULL, NULL, text }

/*
 * The suite's usage message, and exit: the usage lines alone on stderr
 * for a usage error, or for --help on stdout the usage lines, what the
 * program does, its options and the two every program has, the trailer,
 * and the pages to read.
 */
void	 tool_usage(int status, const struct tool_program *)
	    __attribute__((noreturn));
/*
 * getopt_long(3) over the program's options, with -h/--help,
 * -V/--version and unknown options answered here: it returns only the
 * program's own options (their letter, for the short or the long name),
 * and -1 at their end.
 */
int	 tool_getopt(int argc, char *argv[], const struct tool_program *,
	    void (*usage)(int));
/*
 * The -b SEATS=BOT and -S SEED options of hearts-pass and hearts-play:
 * what they were given.
 */
/* The seconds a program bot of -b has for a decision. */
#define TOOL_BOT_SECONDS	10

struct progbot;
struct tool_bots {
	const char	*names[HEARTS_MAX_PLAYERS];	/* by seat, NULL: none */
	struct progbot	*progs[HEARTS_MAX_PLAYERS];	/* a program's, or NULL */
	int		 count;				/* -b options given */
	bool		 seeded;
	uint64_t	 seed;
};

/*
 * The record operand of hearts-pass and hearts-play, taken from the
 * front of the operands: the first one, if it is "-" or neither a card
 * nor (with seats) a seat; NULL if there is none.  A word that is
 * neither and names no file, nor a path, is a usage error that says so.
 */
const char *tool_record_operand(void (*usage)(int), int *argc, char ***argv,
	    bool seats);
/* Takes -b or -S into bots; false for any other option. */
bool	 tool_bot_option(void (*usage)(int), int ch, const char *arg,
	    struct tool_bots *);
/* Reads a seed given to the option opt; usage error if bad. */
uint64_t tool_seed_option(void (*usage)(int), const char *opt, const char *);
/*
 * The named bots move for their seats until a seat without one must move
 * or the hand is played; their draws come from the seed, or from
 * arc4random(3) if none is given.  A program bot that fails, or makes a
 * move the rules refuse, is an error (exit 1) with the record as it was.
 */
void	 tool_bots_run(void (*usage)(int), struct hearts_game *,
	    const struct tool_bots *);
/*
 * The rule options of every program that starts a game: -r preset, -n
 * players and each -o name=value.  Keep it static in main(), so that
 * what it holds stays reachable when a usage error exits.
 */
struct tool_rule_args {
	const char	*preset;	/* NULL: standard */
	const char	*players;	/* NULL: the preset's */
	char		**options;
	int		 noptions;
};

/* Takes -n, -o or -r into the args (true); false for another option. */
bool	 tool_rule_option(int ch, char *arg, struct tool_rule_args *);
/*
 * The rules of a new game from the args, as every program reads them;
 * usage error if bad.  The args are emptied.
 */
void	 tool_rules(void (*usage)(int), struct hearts_rules *,
	    struct tool_rule_args *);
/*
 * How a program draws for a person (hearts-show, hearts): suit symbols
 * when the locale's character set is UTF-8, letters otherwise; colour
 * when stdout is a terminal and NO_COLOR is unset or empty.  symbols and
 * colour force either way with 1 or 0, or follow those with -1.
 * Records never depend on the locale: only these drawings do.
 */
void	 tool_show_style(struct hearts_show *, int symbols, int colour);
#define TOOL_OPTION_SYMBOLS \
	{ 'u', "symbols", NULL, "suit symbols, whatever the locale" }, \
	{ 'l', "letters", NULL, "suit letters, whatever the locale" }
/*
 * The next line of in into *line (grown as getline(3) grows it, once, to
 * max + 3 bytes): its length with its newline, or 0 at the end of the
 * input or if reading fails (ferror(3) tells).  A line of more than max
 * bytes before its newline (a carriage return there not counted), or one
 * holding a NUL byte, is refused as soon as it is read, and nothing after
 * it is read: -1, *why saying which.  Exits 70 if memory fails.
 */
ssize_t	 tool_getline(char **line, size_t *size, size_t max, FILE *in,
	    const char **why);
/* Seconds on the monotonic clock, for timing. */
double	 tool_now(void);
/*
 * Writes to f in blocks of 64 KiB, for a stream of much text: before any
 * other use of f.  setvbuf(3) given no buffer keeps stdio's own, a page.
 */
void	 tool_blocks(FILE *f);
/* Prints the version line for --version and exits 0. */
void	 tool_version(void) __attribute__((noreturn));
/* Checks that stdout was written and closes it; exits 74 if not. */
void	 tool_close_stdout(void);
/*
 * An error writing stdout that another process met, the first piece's
 * of -j (pieces.c), which writes it itself: tool_close_stdout() reports
 * it as its own.
 */
extern int	 tool_stdout_errno;

#endif
