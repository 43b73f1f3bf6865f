/*
 * hearts.h: the public interface of libhearts, the library behind every
 * program of the hearts suite.  The record format it reads and writes is
 * described in hearts(5).
 *
 * The library never prints, never exits and never reads argv: functions
 * that can fail return -1 and fill a struct hearts_error, and the caller
 * decides what to say.
 */
#ifndef HEARTS_H
#define HEARTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

/*
 * The library's version, at build time; hearts_version() gives the one
 * at run time.  HEARTS_VERSION_NUMBER grows with every release, for #if.
 */
#define HEARTS_VERSION_MAJOR	0
#define HEARTS_VERSION_MINOR	2
#define HEARTS_VERSION_PATCH	0
#define HEARTS_VERSION		"0.2.0"
#define HEARTS_VERSION_NUMBER	(HEARTS_VERSION_MAJOR * 10000 + \
				 HEARTS_VERSION_MINOR * 100 + HEARTS_VERSION_PATCH)
#define HEARTS_FORMAT_VERSION	1	/* the number on a record's first line */

/*
 * What this header declares is what the shared library exports: its
 * objects are built with -fvisibility=hidden, so that nothing else (the
 * private helpers of internal.h) is.
 */
#if defined(__GNUC__) && __GNUC__ >= 4
#pragma GCC visibility push(default)
#endif

/* The version of the library running: "0.2.0", and as a number. */
const char	*hearts_version(void);
int		 hearts_version_number(void);

/*
 * Exit statuses shared by every program of the suite (sysexits(3) values
 * where one fits).  Listed under EXIT STATUS in every manual page.
 */
enum hearts_exit {
	HEARTS_EXIT_OK = 0,
	HEARTS_EXIT_REFUSED = 1,	/* a valid record, but the rules forbid the request */
	HEARTS_EXIT_UNMET = 2,		/* no deal tried meets the condition */
	HEARTS_EXIT_USAGE = 64,		/* bad command line */
	HEARTS_EXIT_DATA = 65,		/* the record is malformed or breaks the rules */
	HEARTS_EXIT_NOINPUT = 66,	/* an input file cannot be opened */
	HEARTS_EXIT_SOFTWARE = 70,	/* internal error: a bug */
	HEARTS_EXIT_CANTCREAT = 73,	/* an output file holds something else */
	HEARTS_EXIT_IOERR = 74		/* reading or writing failed */
};

/*
 * What went wrong, for the caller to report.  kind maps onto an exit
 * status; line is 0 when the error is not about an input line.
 */
enum hearts_error_kind {
	HEARTS_ERR_DATA = 1,	/* malformed or illegal input */
	HEARTS_ERR_REFUSED,	/* a request the rules do not allow now */
	HEARTS_ERR_NOMEM,	/* out of memory or over a size limit */
	HEARTS_ERR_IO		/* the stream failed */
};

struct hearts_error {
	enum hearts_error_kind kind;
	long		 line;		/* input line, from 1; 0 if none */
	long		 hand;		/* the hand it is about; 0 if none */
	int		 trick;		/* the trick, from 1; 0 if none */
	char		 msg[256];	/* what is wrong, in a player's words */
};

/*
 * Untrusted text as a person may read it on one line, every byte that
 * could not be seen or could change how the line is shown escaped: a
 * control byte or a byte that is not UTF-8 as \xNN, an invisible or
 * bidirectional character (a no-break space, a zero-width space, a
 * right-to-left override, the byte order mark...) as \uNNNN or
 * \UNNNNNNNN, a backslash as \\.  At most the first most bytes of the
 * len of text, and what fits in size; "..." marks a cut.  Returns buf.
 */
const char	*hearts_escaped(const char *text, size_t len, size_t most,
		    char *buf, size_t size);
/* A word of untrusted input, escaped as above: its first 24 bytes. */
const char	*hearts_shown(const char *, char *, size_t);
/* A buffer that holds any word hearts_shown() shows. */
#define HEARTS_SHOWN_SIZE	104

/* The exit status that suits an error. */
int		 hearts_error_exit(const struct hearts_error *);

/*
 * Cards.  A card is a small integer, 16 * suit + rank - 2, so that a set
 * of cards is a 64-bit word holding 16 bits a suit (only 13 used).
 */
enum hearts_suit { HEARTS_CLUBS, HEARTS_DIAMONDS, HEARTS_HEARTS, HEARTS_SPADES };

typedef int		 hearts_card;	/* 0..63; see hearts_card_make() */
typedef uint64_t	 hearts_cards;	/* a set of cards, one bit each */

#define HEARTS_NO_CARD	 (-1)
#define HEARTS_CARD_NAME 3		/* room for "QS" and its NUL */

hearts_card	 hearts_card_make(enum hearts_suit, int rank);	/* rank 2..14 */
enum hearts_suit hearts_card_suit(hearts_card);
int		 hearts_card_rank(hearts_card);			/* 2..14 */
hearts_cards	 hearts_card_bit(hearts_card);
hearts_cards	 hearts_suit_cards(enum hearts_suit);
int		 hearts_cards_count(hearts_cards);
hearts_card	 hearts_cards_lowest(hearts_cards);	/* HEARTS_NO_CARD if empty */
hearts_card	 hearts_cards_highest(hearts_cards);

/* Canonical two-letter name, "2C" .. "AS". */
void		 hearts_card_name(hearts_card, char[HEARTS_CARD_NAME]);
/*
 * Reads a card leniently: "qs", "QS", "10h", "Th", "Q♠".  Returns the
 * card, or HEARTS_NO_CARD if the text names no card.
 */
hearts_card	 hearts_card_parse(const char *);
/*
 * Writes the cards of a set, canonical order (clubs, diamonds, hearts,
 * spades, low to high), separated by single spaces.  Returns the length.
 */
size_t		 hearts_cards_format(hearts_cards, char *, size_t);

/*
 * Seats are named by one letter, clockwise: N E S W X, the first n of
 * them for n players.
 */
#define HEARTS_MAX_PLAYERS	5
#define HEARTS_MAX_TRICKS	17	/* three players hold 17 cards each */
#define HEARTS_MAX_PLAYED	52

char		 hearts_seat_name(int seat);
int		 hearts_seat_parse(const char *, int players);	/* -1 if none */

/*
 * Rules: every option of hearts-rules(7).  A record always states the
 * options of the first release, and the later ones where they differ
 * from their default.
 */
/* A moon: 26 (43) to every other player, off the shooter, or no moon. */
enum hearts_moon { HEARTS_MOON_ADD, HEARTS_MOON_SUBTRACT, HEARTS_MOON_NONE };
enum hearts_tie  { HEARTS_TIE_PLAY_ON, HEARTS_TIE_SHARE };
/* The pass of every hand: the cycle of the player count, one way, none. */
enum hearts_pass_rule { HEARTS_PASS_CYCLE, HEARTS_PASS_ALWAYS_LEFT,
			HEARTS_PASS_ALWAYS_RIGHT, HEARTS_PASS_ALWAYS_ACROSS,
			HEARTS_PASS_NONE };
/*
 * The first trick's lead: the lowest club in play, or any club; or any
 * card, by the player left of the dealer (Black Maria), the dealer of
 * hand n being the seat before seat (n - 1) mod players.
 */
enum hearts_first_lead { HEARTS_LEAD_LOWEST_CLUB, HEARTS_LEAD_ANY_CLUB,
			 HEARTS_LEAD_LEFT_OF_DEALER };
/* The card a three-player deck leaves out. */
enum hearts_left_out { HEARTS_OUT_2D, HEARTS_OUT_2C };

/*
 * Every option 0 for the rule of the first release.  Those past it lay
 * in that struct's padding; Black Maria's outgrew it (libhearts.so.2),
 * and the spare bytes after them, always 0, keep room for more options
 * without another soname.
 */
struct hearts_rules {
	int		 players;		/* 2..5 */
	bool		 queen_breaks_hearts;	/* the Q♠ breaks hearts too */
	unsigned char	 pass;			/* enum hearts_pass_rule */
	unsigned char	 first_lead;		/* enum hearts_first_lead */
	bool		 first_trick_points;	/* points allowed on trick 1 */
	enum hearts_moon moon;			/* who a moon is scored against */
	bool		 jack_of_diamonds;	/* J♦ scores -10 */
	bool		 no_tricks_bonus;	/* -5 for taking no trick */
	bool		 hearts_lead_free;	/* hearts led before broken */
	bool		 hearts_over_queen;	/* hearts and Q♠ only: lead a heart */
	int		 target;		/* game ends at this total; 0: never */
	enum hearts_tie	 tie;			/* a tie for lowest at the end */
	bool		 penalty_spades;	/* K♠ 10 and A♠ 7 points */
	unsigned char	 left_out;		/* enum hearts_left_out */
	unsigned char	 spare[6];		/* 0 */
};

#define HEARTS_TARGET_MAX	10000

/* The default rules ("standard"). */
void		 hearts_rules_default(struct hearts_rules *);
/* Sets every option from a preset name; -1 if there is no such preset. */
int		 hearts_rules_preset(struct hearts_rules *, const char *,
		    struct hearts_error *);
/* Sets one option from "name=value". */
int		 hearts_rules_option(struct hearts_rules *, const char *,
		    struct hearts_error *);
/* Checks that the options can be played together. */
int		 hearts_rules_check(const struct hearts_rules *,
		    struct hearts_error *);
/* The canonical "name=value ..." text of every option. */
size_t		 hearts_rules_format(const struct hearts_rules *, char *, size_t);
/* Room for the text of any rules and its NUL. */
#define HEARTS_RULES_TEXT	320
/*
 * The names of the presets, NULL-terminated, for --help and completions;
 * of the options of the first release, which every record states (a
 * program holds a copy of the array of that size; every option's name
 * is in hearts-rules(7)).
 */
extern const char *const hearts_preset_names[];
extern const char *const hearts_option_names[];

/*
 * Derived from the rules: the deck, the penalty cards (hearts, the Q♠,
 * with penalty-spades the K♠ and A♠), all their points in a hand (the
 * moon's), who leads the first trick of hand number n (from 1) and
 * with which card: the seat, and the card it must lead or
 * HEARTS_NO_CARD where it may lead any it is allowed.
 */
hearts_cards	 hearts_rules_deck(const struct hearts_rules *);
hearts_cards	 hearts_rules_penalty(const struct hearts_rules *);
int		 hearts_rules_moon(const struct hearts_rules *);
int		 hearts_rules_first_leader(const struct hearts_rules *, long hand,
		    const hearts_cards *hands, hearts_card *lead);
/* The same by the number of players alone, as the first release gave. */
hearts_cards	 hearts_deck(int players);
int		 hearts_hand_size(int players);
int		 hearts_pass_count(int players);
int		 hearts_queen_points(int players);
int		 hearts_moon_points(int players);	/* all points of a full hand */
hearts_card	 hearts_first_lead(int players, const hearts_cards *hands);

/* Pass directions, in the order of the four-player cycle. */
enum hearts_pass { HEARTS_PASS_LEFT, HEARTS_PASS_RIGHT, HEARTS_PASS_ACROSS,
		   HEARTS_PASS_HOLD };

const char	*hearts_pass_name(enum hearts_pass);
int		 hearts_pass_parse(const char *);	/* -1 if none */
/* The direction of hand number n (from 1) for a count of players. */
enum hearts_pass hearts_pass_for_hand(int players, long hand);
/* The direction that follows d in the cycle. */
enum hearts_pass hearts_pass_next(int players, enum hearts_pass d);
bool		 hearts_pass_valid(int players, enum hearts_pass d);
/* The seat that receives the cards a seat passes. */
int		 hearts_pass_target(int players, enum hearts_pass, int seat);

/*
 * The reproducible deal, documented in hearts-deal(1): SplitMix64 and a
 * Fisher-Yates shuffle.  Any change here breaks every recorded seed.
 */
struct hearts_rng {
	uint64_t	 state;
};

#define HEARTS_SEED_MAX	 INT64_MAX

void		 hearts_rng_for_hand(struct hearts_rng *, uint64_t seed, long hand);
uint64_t	 hearts_rng_next(struct hearts_rng *);
uint64_t	 hearts_rng_below(struct hearts_rng *, uint64_t bound);
/* Deals hand number n of a seeded game: each seat's cards and, with two
 * players, the two cards put aside. */
void		 hearts_deal_seeded(int players, uint64_t seed, long hand,
		    hearts_cards *hands, hearts_cards *aside);
/*
 * The same under the rules' deck: by left-out=2C three players are dealt
 * as by hearts_deal_seeded(), the 2♦ standing where it dealt the 2♣.
 */
void		 hearts_deal_rules(const struct hearts_rules *, uint64_t seed,
		    long hand, hearts_cards *hands, hearts_cards *aside);
/* A seed drawn from arc4random(3). */
uint64_t	 hearts_seed_random(void);

/*
 * Dealing to conditions (condition.c; the language is in hearts-deal(1)):
 * a condition on a deal, "S has QS and spades(S) <= 3", compiled once
 * to a short program over the hands as card sets, judged for each
 * candidate deal with masks and popcounts.
 */
#define HEARTS_COND_OPS	 256	/* a longer condition is refused */
#define HEARTS_COND_TEXT 4096	/* so is a longer text */

struct hearts_cond_op {
	uint8_t		 code;
	uint8_t		 place;		/* a seat, or HEARTS_MAX_PLAYERS: aside */
	int16_t		 arg;		/* a number, a weight or a jump */
	hearts_cards	 mask;
};

struct hearts_cond {
	int		 nops;		/* 0: every deal meets it */
	int		 depth;		/* the most values on the stack */
	struct hearts_cond_op op[HEARTS_COND_OPS];
};

/* A condition every deal meets. */
void		 hearts_cond_init(struct hearts_cond *);
/*
 * Adds the condition in text to c, for a game of these rules: a deal
 * then meets c when it meets both.  On an error the message names the
 * word that is wrong and its column, and c is as it was.
 */
int		 hearts_cond_add(struct hearts_cond *, const char *text,
		    const struct hearts_rules *, struct hearts_error *);
/*
 * Whether a deal (each seat's cards, the cards aside) meets c.  For a
 * condition on a value (value(S) <= 3), whether it may: the cards
 * alone, each value taken as whatever makes the condition hold.
 */
bool		 hearts_cond_eval(const struct hearts_cond *,
		    const hearts_cards *hands, hearts_cards aside);
/* Whether c compares a seat's value, which only a solve can tell. */
bool		 hearts_cond_solves(const struct hearts_cond *);

struct hearts_solver;

/* hearts_cond_judge(): the budget ran out before the values settled it. */
#define HEARTS_COND_UNDECIDED	2
/*
 * Whether a deal meets c, its values solved from the first lead of the
 * deal played as dealt, with no pass, under the rules c was compiled
 * for, as hand number hand (the first leader may depend on it): 1 or
 * 0, HEARTS_COND_UNDECIDED once budget positions (0: no limit) are
 * searched and the bounds found do not settle it, -1 on an error.  The
 * cards are judged first and a value is solved only when they do not
 * settle the deal; *nodes (if not NULL) adds the positions searched.
 */
int		 hearts_cond_judge(const struct hearts_cond *,
		    const struct hearts_rules *, long hand,
		    const hearts_cards *hands, hearts_cards aside,
		    struct hearts_solver *, long budget, long *nodes,
		    struct hearts_error *);

/*
 * The n'th seed (from 0) derived from a seed: the seed of hearts-match's
 * deal n, and of candidate n of a search.
 */
uint64_t	 hearts_seed_derive(uint64_t seed, long n);

/*
 * A search for deals that meet a condition: candidate n is hand 1 of the
 * game seeded with hearts_seed_derive(seed, n), tried in order from 0.
 */
struct hearts_search {
	const struct hearts_cond *cond;
	struct hearts_rules rules;	/* the deck's */
	uint64_t	 seed;
	long		 tried;		/* candidates dealt so far */
	long		 limit;		/* the most to deal in all */
};

void		 hearts_search_init(struct hearts_search *,
		    const struct hearts_cond *, const struct hearts_rules *,
		    uint64_t seed, long limit);
/*
 * Deals candidates until one meets the condition: 1 with its game's seed
 * and its deal, or 0 once limit candidates have been tried.
 */
int		 hearts_search_next(struct hearts_search *, uint64_t *game_seed,
		    hearts_cards *hands, hearts_cards *aside);

/*
 * A hand as the record tells it: the facts, each with its line.
 */
struct hearts_hand {
	long		 number;			/* from 1 */
	enum hearts_pass pass;
	hearts_cards	 dealt[HEARTS_MAX_PLAYERS];
	hearts_cards	 aside;				/* two players only */
	hearts_cards	 passed[HEARTS_MAX_PLAYERS];	/* 0: not chosen yet */
	uint8_t		 played[HEARTS_MAX_PLAYED];	/* cards in order of play */
	int		 nplayed;
	bool		 scored;			/* score and total lines given */
	int		 shooter;			/* seat that shot the moon, or -1 */
	int		 score[HEARTS_MAX_PLAYERS];	/* this hand's points */
	int		 total[HEARTS_MAX_PLAYERS];	/* running totals after it */
	long		 line;				/* the hand line */
	long		 trick_line[HEARTS_MAX_TRICKS];
	long		 score_line;
	/*
	 * In a seat's view (see hearts(5)): how many cards of each deal, each
	 * pass and the aside the seat cannot see, and the leader of the first
	 * trick when the view states it with a trick line of no cards (-1).
	 */
	uint8_t		 hidden_dealt[HEARTS_MAX_PLAYERS];
	uint8_t		 hidden_passed[HEARTS_MAX_PLAYERS];
	uint8_t		 hidden_aside;
	int8_t		 first_leader;
};

/* Whether a seat has chosen its pass (its cards seen or not). */
bool		 hearts_hand_passed(const struct hearts_hand *, int seat);

/*
 * A game record: the rules, the seed, and every hand.
 */
struct hearts_game {
	struct hearts_rules rules;
	bool		 seeded;
	uint64_t	 seed;
	bool		 setup;			/* starts from a set-up position */
	int		 start_total[HEARTS_MAX_PLAYERS]; /* totals before the first hand */
	struct hearts_hand *hands;
	long		 nhands;
	long		 maxhands;		/* allocated */
	bool		 over;
	unsigned int	 winners;		/* bit per seat, once over */
	long		 first_line;		/* the format line */
	long		 last_line;		/* the end line */
	int		 view;			/* a seat's view: the seat; else -1 */
};

#define HEARTS_MAX_HANDS 100000		/* a record with more is refused */
#define HEARTS_HAND_MAX	 1000000000	/* the highest hand number */
/* Scores and totals; a set-up's totals are smaller, so that adding every
 * hand's points to them stays within the scores. */
#define HEARTS_SCORE_MAX 2000000000
#define HEARTS_SETUP_MAX 999999999

void		 hearts_game_init(struct hearts_game *, const struct hearts_rules *);
/*
 * A new game under the rules (NULL: the default ones) whose hands are
 * dealt from the seed, 0 to HEARTS_SEED_MAX, as hearts-deal -s deals
 * them; no hand is dealt yet.  Refused if the rules cannot be played
 * together or the seed is out of range.
 */
int		 hearts_game_start(struct hearts_game *, const struct hearts_rules *,
		    uint64_t seed, struct hearts_error *);
void		 hearts_game_free(struct hearts_game *);
/* The hand being played, or NULL before the first deal. */
struct hearts_hand *hearts_game_current(struct hearts_game *);
/* Totals before hand i (i may be nhands). */
void		 hearts_game_totals(const struct hearts_game *, long i, int *);
/*
 * Deals the next hand: from the seed if the game has one, otherwise at
 * random.  Refused when the current hand is not finished and scored, or
 * the game is over.
 */
int		 hearts_game_deal(struct hearts_game *, struct hearts_error *);

/*
 * The deal of hand i (from 0) as a game of its own, ready to be played
 * again: the rules and the seed, the totals before the hand as a set-up
 * (unless it is the first hand and the game no set-up), the hand as
 * dealt with nothing passed or played.  Refused for a seat's view.  out
 * is initialised; free it with hearts_game_free().
 */
int		 hearts_game_deal_record(const struct hearts_game *, long i,
		    struct hearts_game *out, struct hearts_error *);
/*
 * Adds a hand as dealt elsewhere, nothing passed or played: its number,
 * its direction, each seat's cards (HEARTS_MAX_PLAYERS of them) and the
 * cards aside.  Not checked: the cards come from a record already read.
 */
int		 hearts_game_add_deal(struct hearts_game *, long number,
		    enum hearts_pass, const hearts_cards *dealt,
		    hearts_cards aside, struct hearts_error *);

/*
 * Where a game stands: what its next step is.
 */
struct hearts_state;

enum hearts_game_phase {
	HEARTS_GAME_DEAL,	/* no hand, or the last one is scored: deal */
	HEARTS_GAME_PASS,	/* seats are choosing cards to pass */
	HEARTS_GAME_PLAY,	/* cards are being played */
	HEARTS_GAME_SCORE,	/* every trick played: score the hand */
	HEARTS_GAME_OVER	/* the game has a winner */
};

const char	*hearts_game_phase_name(enum hearts_game_phase);
/* The phase, and the state of the current hand if st is not NULL. */
enum hearts_game_phase hearts_game_where(const struct hearts_game *,
		    struct hearts_state *);
/*
 * The seat that must act now: the seat to play, or while passing the
 * first seat yet to pass; -1 when no seat is to act (or a view does not
 * say who leads).
 */
int		 hearts_game_to_move(const struct hearts_game *);
/*
 * What a seat (-1: the view's seat, or else the seat to move) may choose
 * from now: while it is to pass, the cards of its hand (it passes
 * hearts_pass_count() of them); while it is to play, the cards it may
 * play.  0 when the seat has nothing to do.
 */
hearts_cards	 hearts_game_legal(const struct hearts_game *, int seat);
/*
 * The cards a seat holds now, in the current hand.  In a view, of
 * another seat's hand only the cards the view's seat knows are there.
 */
hearts_cards	 hearts_game_hand(const struct hearts_game *, int seat);
/*
 * The game as one seat may know it, as hearts-view(1) writes it: view
 * is initialised and must be freed.
 */
int		 hearts_game_view(const struct hearts_game *, int seat,
		    struct hearts_game *view, struct hearts_error *);
/* One seat's pass; refused unless the game is passing. */
int		 hearts_game_pass(struct hearts_game *, int seat, hearts_cards,
		    struct hearts_error *);
/* Plays a card for the seat whose turn it is; refused if illegal. */
int		 hearts_game_play(struct hearts_game *, hearts_card,
		    struct hearts_error *);
/* Scores the hand once every trick is played; ends the game if due. */
int		 hearts_game_score(struct hearts_game *, struct hearts_error *);
/*
 * Takes back the seat's last card of the current hand and every card
 * played after it, so that the seat is to play again as it was when it
 * chose that card.  Returns how many cards of the hand stay played;
 * refused when the seat has played no card in the hand, or the hand is
 * scored.
 */
int		 hearts_game_undo(struct hearts_game *, int seat,
		    struct hearts_error *);

/*
 * Checks one seat's choice of cards to pass: the right number, all in
 * the seat's hand, a hand that passes, a seat that has not yet chosen.
 */
int		 hearts_pass_check(const struct hearts_rules *,
		    const struct hearts_hand *, int seat, hearts_cards,
		    struct hearts_error *);

/*
 * The state of a hand in play, replayed from its facts.
 */
enum hearts_phase { HEARTS_PHASE_PASS, HEARTS_PHASE_PLAY, HEARTS_PHASE_DONE };

struct hearts_state {
	const struct hearts_rules *rules;
	enum hearts_phase phase;
	hearts_cards	 held[HEARTS_MAX_PLAYERS];	/* cards in hand now */
	hearts_cards	 taken[HEARTS_MAX_PLAYERS];	/* cards won in tricks */
	hearts_cards	 in_trick;			/* cards of the current trick */
	int		 trick;				/* tricks completed */
	int		 leader;			/* seat that led this trick */
	int		 turn;				/* seat to play */
	int		 ncards;			/* cards in the current trick */
	hearts_card	 trick_card[HEARTS_MAX_PLAYERS];	/* by seat */
	bool		 broken;			/* hearts may be led */
	int		 last_winner;			/* of the last trick, or -1 */
	/*
	 * What a seat's view leaves out: held[] then has only the cards the
	 * seat knows to be there.  All 0 for a whole record.
	 */
	hearts_cards	 unseen;			/* cards the seat cannot place */
	int		 hidden[HEARTS_MAX_PLAYERS];	/* unseen cards each seat holds */
	/* Suits (bit per suit) each seat has shown it no longer holds. */
	unsigned int	 voids[HEARTS_MAX_PLAYERS];
};

/* The state at the start of play, after the passes (if all are chosen). */
void		 hearts_state_start(struct hearts_state *,
		    const struct hearts_rules *, const struct hearts_hand *);
/*
 * The cards the seat to play may play now.  In a view, for a seat whose
 * hand is hidden, the cards it could hold and play; 0 when the view
 * does not say who leads (turn is then -1).
 */
hearts_cards	 hearts_state_legal(const struct hearts_state *);
/* The cards a seat may hold, all it holds when its hand is known. */
hearts_cards	 hearts_state_possible(const struct hearts_state *, int seat);
/*
 * The state as one seat knows it: the other hands hidden except the
 * cards it passed to a seat that has not played them yet.
 */
void		 hearts_state_seen(struct hearts_state *,
		    const struct hearts_hand *, int seat);
/*
 * Plays a card for the seat whose turn it is.  On a refusal, the message
 * names the rule and the legal cards.
 */
int		 hearts_state_play(struct hearts_state *, hearts_card,
		    struct hearts_error *);
/* Replays every card of a hand; the state it ends in. */
int		 hearts_hand_replay(const struct hearts_rules *,
		    const struct hearts_hand *, struct hearts_state *,
		    struct hearts_error *);

/*
 * Scoring.
 */
/* Points from the hearts and the Q♠ a seat took, before any moon. */
int		 hearts_points(const struct hearts_rules *, hearts_cards taken);
/* The same with the J♦ (-10) when the rules count it. */
int		 hearts_points_taken(const struct hearts_rules *, hearts_cards);
/*
 * Scores a finished hand: fills score[] and returns the shooter, or -1.
 */
int		 hearts_score_hand(const struct hearts_rules *,
		    const struct hearts_state *, hearts_cards aside, int *score);
/* Whether the game ends with these totals, and who won (bit per seat). */
bool		 hearts_game_ends(const struct hearts_rules *, const int *total,
		    unsigned int *winners);

/*
 * The record.  A reader keeps its place in a stream of records, so that
 * several records can be read one after another with the right lines.
 * It reads the stream's descriptor itself, a block at a time, taking what
 * is there (a pipe or a terminal is read as its lines come): nothing else
 * may read the stream while it is in use, and what it has read ahead is
 * gone when it is freed.
 */
struct hearts_reader {
	FILE		*in;
	int		 fd;		/* in's descriptor, read in blocks; -1: fread */
	long		 line;		/* newlines read so far */
	long		 start;		/* the line the current line began on */
	char		*buf;		/* a block of the stream, then a NUL */
	size_t		 bufsize;
	size_t		 pos;		/* the first byte of buf not yet used */
	size_t		 len;		/* the bytes in buf */
	char		*cur;		/* the current line, in buf or in slow */
	char		*slow;		/* a line read a byte at a time */
	bool		 split;		/* the current line's words are found */
	bool		 eof;		/* the stream has ended */
	int		 error;		/* errno of a read that failed, or 0 */
	bool		 pending;	/* cur holds a line not yet used */
	/*
	 * Called with every line read, as read, if set (hearts-check -b):
	 * its bytes and what ended it, '\n', ';', or 0 at the end.
	 */
	void		(*hook)(void *, const char *, size_t, int);
	void		*hook_arg;
	/*
	 * Called with every comment line, if set, its bytes without its
	 * end: hearts-select and hearts-stats read names and words there.
	 */
	void		(*comment)(void *, const char *, size_t);
	void		*comment_arg;
	long long	 base;		/* the stream's bytes before buf's */
	long long	 slow_at;	/* where the line in slow began */
};

void		 hearts_reader_init(struct hearts_reader *, FILE *);
/* A reader of a descriptor, read with read(2); the caller closes it. */
void		 hearts_reader_init_fd(struct hearts_reader *, int fd);
void		 hearts_reader_free(struct hearts_reader *);
/*
 * Where the next record would begin: the first line the reader has not
 * used (one it read ahead, the first line of a record that ended the one
 * before, is not used).  Returns the bytes of the stream before it, from
 * where the reader began, and sets *line (if not NULL) to its number.
 */
long long	 hearts_reader_next(const struct hearts_reader *, long *line);
/*
 * Reads the next record of the stream into a game, which it initialises.
 * Returns 1 for a record, 0 at the end of the stream, -1 on error (the
 * game is then left empty of hands, but its seed stays as read, for a
 * message to name the game by).
 */
int		 hearts_record_read(struct hearts_reader *, struct hearts_game *,
		    struct hearts_error *);
/*
 * hearts_record_read(), and whether the record's lines, as the reader's
 * hook was given them, are the lines hearts_record_write() writes of
 * the game (*canonical): such a record may be copied as read instead of
 * written again.  False when unsure: the first record of a stream, a
 * record with comments, anything the writer would not write so.
 */
int		 hearts_record_read_canonical(struct hearts_reader *,
		    struct hearts_game *, struct hearts_error *, bool *);
/*
 * After a record refused, skips to the end of it: past its end line, or
 * up to the format line of the next record.  0 at the end of the stream.
 */
int		 hearts_reader_skip(struct hearts_reader *);
/* Writes the game in canonical form.  -1 with errno set if writing fails. */
int		 hearts_record_write(FILE *, const struct hearts_game *);
/*
 * A seat's view of the game (see hearts(5)): what that seat may know.
 * -1 with errno set if writing fails.
 */
int		 hearts_record_write_view(FILE *, const struct hearts_game *,
		    int seat);
/* The same record on one line, its lines joined by "; ". */
int		 hearts_record_write_line(FILE *, const struct hearts_game *);
/*
 * A record in memory: the first len bytes of text hold exactly one
 * record (anything after its end line is refused), read into a game,
 * which it initialises.
 */
int		 hearts_record_read_string(const char *text, size_t len,
		    struct hearts_game *, struct hearts_error *);
/*
 * The canonical record (seat -1) or a seat's view, in a string the
 * caller frees, its length in *len if len is not NULL.  NULL with errno
 * set if memory runs out.
 */
char		*hearts_record_string(const struct hearts_game *, int seat,
		    size_t *len);
/* The same written to a descriptor.  -1 with errno set if writing fails. */
int		 hearts_record_write_fd(int fd, const struct hearts_game *,
		    int seat);

/*
 * Collections of games (corpus.c): what the programs that select, count
 * and export games work out from a record.
 */
/* A hand played out: each trick's leader, winner and winning card. */
struct hearts_tricks {
	int		 ntricks;			/* complete tricks */
	int8_t		 leader[HEARTS_MAX_TRICKS];
	int8_t		 winner[HEARTS_MAX_TRICKS];
	uint8_t		 won_with[HEARTS_MAX_TRICKS];	/* the card that took it */
	hearts_cards	 held[HEARTS_MAX_PLAYERS];	/* after the pass */
	hearts_cards	 taken[HEARTS_MAX_PLAYERS];
	int		 queen;		/* the seat that took the Q♠, or -1 */
	int		 jack;		/* the seat that took the J♦, or -1 */
};

/* Works out the tricks of a hand of a whole record, as far as played. */
void		 hearts_hand_tricks(const struct hearts_rules *,
		    const struct hearts_hand *, struct hearts_tricks *);
/*
 * The game's id: a hash of what the record says (rules, seed, set-up,
 * each hand's deal, passes and cards), not of how it is written or where
 * it stands in a stream; see hearts(7).
 */
uint64_t	 hearts_game_id(const struct hearts_game *);
#define HEARTS_ID_SIZE	17	/* 16 hex digits and a NUL */
void		 hearts_game_id_format(const struct hearts_game *,
		    char[HEARTS_ID_SIZE]);
/*
 * The players' names a record's comments give, as hearts-match -f writes
 * them: "N=random E=simple ...".  Fills names[seat] (NUL-terminated, at
 * most size bytes each, "" when not named); returns how many are named.
 */
int		 hearts_comment_players(const char *comments, int players,
		    char names[][64]);
/*
 * Hand i of a game as a record of its own: a set-up with the totals
 * before it (none for the first hand of a game that is not a set-up),
 * the seed, the hand, and the winner if the game ended there.
 * The hand is shared, not copied: free nothing of it.
 */
void		 hearts_hand_game(const struct hearts_game *, long i,
		    struct hearts_game *);

/*
 * Selecting games and hands by what is in them (select.c), for
 * hearts-select: tests added one by one from their names and arguments,
 * all of which must hold.
 */
enum hearts_test_kind {
	/* About the game. */
	HEARTS_TEST_PLAYERS, HEARTS_TEST_OPTION, HEARTS_TEST_RULES,
	HEARTS_TEST_GAME, HEARTS_TEST_SEED, HEARTS_TEST_ID,
	HEARTS_TEST_COMMENT, HEARTS_TEST_WINNER, HEARTS_TEST_TOTAL,
	HEARTS_TEST_OVER, HEARTS_TEST_UNFINISHED,
	/* About a hand. */
	HEARTS_TEST_HAND, HEARTS_TEST_MOON, HEARTS_TEST_QUEEN,
	HEARTS_TEST_JACK, HEARTS_TEST_DEALT, HEARTS_TEST_PASSED,
	HEARTS_TEST_SUIT, HEARTS_TEST_POINTS
};

struct hearts_test {
	enum hearts_test_kind kind;
	int		 seat;		/* -1: any seat */
	long		 lo, hi;	/* a range, both included */
	hearts_cards	 cards;		/* dealt, passed: all of them; suit */
	uint64_t	 value;		/* seed, id */
	/* comment; option and rules: canonical (the rules' text with a
	 * space each side) */
	char		 text[HEARTS_RULES_TEXT + 2];
};

#define HEARTS_MAX_TESTS	64

struct hearts_select {
	struct hearts_test tests[HEARTS_MAX_TESTS];
	int		 ntests;
	bool		 hands;		/* each hand is selected, not games */
	bool		 invert;	/* what does not pass, instead */
	bool		 tricks;	/* a test needs the tricks worked out */
	bool		 by_hand;	/* a test is about a hand */
};

/* The names of the tests, NULL-terminated, in enum hearts_test_kind's order. */
extern const char *const hearts_test_names[];

/*
 * Adds the test of that name with its argument (NULL for over and
 * unfinished); see hearts-select(1) for what each takes.
 */
int		 hearts_select_add(struct hearts_select *, const char *name,
		    const char *arg, struct hearts_error *);
/*
 * Whether a game passes (any of its hands passes every hand test), or
 * hand i of it; position is the game's place in the input, from 1, and
 * comments the text of its comments, lines joined by newlines.
 */
bool		 hearts_select_game(const struct hearts_select *,
		    const struct hearts_game *, long position,
		    const char *comments);
bool		 hearts_select_hand(const struct hearts_select *,
		    const struct hearts_game *, long i, long position,
		    const char *comments);

/*
 * Counting over games (stats.c), for hearts-stats: sums that add up, so
 * that the sums of pieces of a stream merge into the sums of the whole.
 */
struct hearts_tally {
	char		 name[64];	/* a seat's letter, or a player's name */
	int		 seat;		/* for ordering by seat; -1 for a name */
	long		 hands;		/* scored hands played */
	long long	 points, points2;	/* their points, and squares */
	long		 games;		/* games over */
	long long	 game_points, game_points2;
	long		 wins60;	/* wins, a shared win a share: 1/60ths */
	long		 moons, queens, jacks;
};

struct hearts_count {
	long		 value;
	long		 count;
};

#define HEARTS_STATS_NAMES	1024	/* players named, at most */
#define HEARTS_STATS_VALUES	65536	/* distinct values of a distribution */

/*
 * Its layout is libhearts.so.1's: what came later lies where the library
 * allocates tally, so allocate and free its arrays only through
 * hearts_stats_init(), hearts_stats_add*() and hearts_stats_free().
 */
struct hearts_stats {
	bool		 by_name;	/* by the players comments name */
	long		 games, over, hands, tricks;
	long		 won_with[64];	/* tricks each card took */
	struct hearts_tally *tally;
	int		 ntally;
	struct hearts_count *hand_points, *totals;	/* sorted by value */
	int		 nhand_points, ntotals;
	long		 dropped;	/* values past HEARTS_STATS_VALUES */
};

enum hearts_stats_table { HEARTS_STATS_PLAYERS, HEARTS_STATS_CARDS,
			  HEARTS_STATS_HAND_POINTS, HEARTS_STATS_TOTALS };

void		 hearts_stats_init(struct hearts_stats *, bool by_name);
void		 hearts_stats_free(struct hearts_stats *);
/* Counts a whole game, with the text of its comments (names). */
int		 hearts_stats_add(struct hearts_stats *,
		    const struct hearts_game *, const char *comments,
		    struct hearts_error *);
/* The sums, one line of tab-separated words each, for merging. */
int		 hearts_stats_write_sums(FILE *, const struct hearts_stats *);
/* Adds one line of sums; refused if it is not one. */
int		 hearts_stats_add_sums(struct hearts_stats *, char *line,
		    struct hearts_error *);
/*
 * A table for a person, or as TSV with a header line; a distribution is
 * each player's and the pooled one.
 */
int		 hearts_stats_write(FILE *, const struct hearts_stats *,
		    enum hearts_stats_table, bool tsv);
/*
 * A distribution (HEARTS_STATS_HAND_POINTS or HEARTS_STATS_TOTALS) of
 * st->tally[player], or with player -1 the pooled one (hand_points,
 * totals): its number of values, sorted, in *values; -1 if there is none
 * to give, as a player's after sums of version 1 (see below).
 */
int		 hearts_stats_dist(const struct hearts_stats *, int player,
		    enum hearts_stats_table, const struct hearts_count **values);
/*
 * Whether sums of version 1 were added, whose distributions are pooled
 * over the seats: then only the pooled ones are known, and written.
 */
bool		 hearts_stats_pooled_only(const struct hearts_stats *);
/*
 * The half-width of the 95% interval of the mean of n values, from
 * their sum and the sum of their squares, by Student's t with n - 1
 * degrees of freedom (12.71 standard errors with 2 values, about 1.96
 * with hundreds); 0 under 2 values.  The suite's intervals are all
 * this one's.
 */
double		 hearts_stats_interval(double n, double sum, double sum_sq);

/*
 * Games as rows for data tools (export.c), for hearts-export: one row a
 * game, a hand, a trick or a card played, as TSV or JSON Lines; the
 * columns are listed in hearts-export(1).
 */
enum hearts_export_level { HEARTS_EXPORT_GAME, HEARTS_EXPORT_HAND,
			   HEARTS_EXPORT_TRICK, HEARTS_EXPORT_CARD };

/* "game", "hand", "trick", "card", NULL-terminated. */
extern const char *const hearts_export_levels[];
/* The names of a level's columns, NULL-terminated. */
const char *const *hearts_export_columns(enum hearts_export_level);
/* The TSV header line of a level. */
int		 hearts_export_header(FILE *, enum hearts_export_level);
/* The rows of a game; comments name the players of game rows. */
int		 hearts_export_game(FILE *, const struct hearts_game *,
		    enum hearts_export_level, bool json, const char *comments);
/*
 * A hand row of TSV back into a record of one hand, into g and its hand
 * h: cells[i] is the column named names[i].  Only the words are read
 * here; write the record and read it back to check that it is a game.
 */
int		 hearts_export_hand_game(char *const *names, char *const *cells,
		    int ncells, struct hearts_game *g, struct hearts_hand *h,
		    struct hearts_error *e);

/*
 * Bots.  A bot sees a table: what one seat knows when it must act, built
 * from a whole record or from that seat's view, so that a bot given a
 * whole record cannot cheat.
 */
struct hearts_table {
	const struct hearts_rules *rules;
	int		 seat;			/* the seat to act */
	long		 hand;			/* the hand's number */
	enum hearts_pass pass;
	struct hearts_state st;			/* as the seat knows it */
	int		 total[HEARTS_MAX_PLAYERS];	/* before this hand */
};

/*
 * The table of a seat that must act now: seat, or if -1 the view's seat
 * or else the seat to move.  Refused if that seat has nothing to do.
 */
int		 hearts_game_table(const struct hearts_game *, int seat,
		    struct hearts_table *, struct hearts_error *);

enum hearts_bot_kind {
	HEARTS_BOT_RANDOM, HEARTS_BOT_SIMPLE, HEARTS_BOT_STRONG,
	HEARTS_BOT_EXPERT
};

#define HEARTS_BOT_REASON	128	/* room for a reason a person reads */
#define HEARTS_BOT_BUDGET	400	/* the strong bot's deals a decision */
#define HEARTS_BOT_BUDGET_MAX	1000000

struct hearts_bot {
	enum hearts_bot_kind kind;
	struct hearts_rng rng;		/* its own draws: seedable */
	int		 budget;	/* strong, expert: deals a decision */
};

/*
 * "random", "simple", "strong", NULL-terminated: the bots of the
 * library's first release, kept as they were, since a program linked
 * against it holds a copy of the array of that size.
 */
extern const char *const hearts_bot_names[];
/* The name of every bot by its kind, NULL past the last. */
const char	*hearts_bot_name(int kind);

/* Sets up a bot by name; -1 if there is no such bot. */
int		 hearts_bot_init(struct hearts_bot *, const char *name,
		    uint64_t seed);
/*
 * The bot's choice for the table: the cards to pass while passing, the
 * card to play (as a set of one) while playing.  why, if not NULL, gets
 * a reason a person can read, HEARTS_BOT_REASON bytes at most.
 */
hearts_cards	 hearts_bot_choose(struct hearts_bot *,
		    const struct hearts_table *, char *why);
/*
 * The bot's choice for a seat that must act in a game or in a seat's
 * view of one (seat as for hearts_game_table()), into *choice: the
 * choice for its table, with the cards of the hand played so far, by
 * which the expert weighs the deals it samples (hearts_bot_choose()
 * has only the table, and the expert then weighs none).  -1 with e
 * filled when the seat has nothing to do.
 */
int		 hearts_bot_game_choose(struct hearts_bot *,
		    const struct hearts_game *, int seat, hearts_cards *choice,
		    char *why, struct hearts_error *);
/*
 * The bot moves for a seat that must act in a whole record (-1: the seat
 * to move): its pass or its card, into the record, chosen as
 * hearts_bot_game_choose() chooses.
 */
int		 hearts_bot_move(struct hearts_bot *, struct hearts_game *,
		    int seat, char *why, struct hearts_error *);
/*
 * Lets bots move for their seats (bots[seat], NULL for none) while the
 * seat to move has one and the hand is not played out.
 */
int		 hearts_bots_run(struct hearts_bot *const *bots,
		    struct hearts_game *, struct hearts_error *);

/*
 * Playing whole games between players (hearts-match): built-in bots move
 * in this process, others are asked through a callback, and what goes
 * wrong with a player is counted, not fatal.
 */
enum hearts_fault {
	HEARTS_FAULT_NONE,
	HEARTS_FAULT_CRASH,	/* the player failed: exited badly, died */
	HEARTS_FAULT_TIMEOUT,	/* it took longer than it may */
	HEARTS_FAULT_GARBAGE,	/* its answer is not cards, or not as many */
	HEARTS_FAULT_ILLEGAL,	/* its choice breaks a rule */
	HEARTS_NFAULTS
};

/* What to do when a player fails: play a fallback move, or forfeit. */
enum hearts_on_fault { HEARTS_ON_FAULT_FALLBACK, HEARTS_ON_FAULT_FORFEIT };

struct hearts_player {
	struct hearts_bot *bot;		/* a built-in bot, or NULL */
	/*
	 * Otherwise asked for each decision of its seat in the game as it
	 * stands: fills the choice and returns a fault (or NONE).
	 */
	enum hearts_fault (*ask)(void *arg, const struct hearts_game *,
			    int seat, hearts_cards *choice);
	void		*arg;
};

struct hearts_run {
	enum hearts_on_fault on_fault;
	long		 faults[HEARTS_MAX_PLAYERS][HEARTS_NFAULTS];
	long		 decisions[HEARTS_MAX_PLAYERS];
	/* The time the strong and expert bots took; the quick ones are not. */
	double		 seconds[HEARTS_MAX_PLAYERS];
	int		 forfeit;		/* the seat that forfeited, or -1 */
};

/*
 * Plays a dealt or new game to its end: deals, passes, plays and scores
 * every hand, each seat's moves from its player.  A failed move is
 * counted in run->faults and replaced by the simple bot's choice, or
 * ends the game unfinished with run->forfeit set.  -1 only if the game
 * cannot go on for another reason (a full record).
 */
int		 hearts_game_run(struct hearts_game *,
		    const struct hearts_player *, struct hearts_run *,
		    struct hearts_error *);

/*
 * The perfect-information solver (solve.c): a whole state, every hand
 * known, anywhere in the play of a hand, and the rest of the hand played
 * out exactly.  A value is a seat's points for the hand as
 * hearts_score_hand() scores them (the points taken before the position
 * too, the moon, the J♦):
 *
 * TABLE  the seat against the table: the fewest points the seat can be
 *        sure of whatever the others do, every other seat playing to
 *        give it points (a two-sided game).  A moon is worth to the seat
 *        what it scores: 0 for its own moon under moon=add (-26 under
 *        subtract), 26 for another's under add (0 under subtract), so the
 *        table shoots the moon against it when that gives it most (43
 *        for 26 by penalty-spades, 14 with two players; none at all
 *        under moon=none).
 * EACH   each for itself (max^n): every seat plays for the fewest points
 *        of its own, the moon counted for each as it scores it.  A seat
 *        with two equally good cards takes the one that gives the seat
 *        asked more points (the others assume the worst for it), then
 *        the one with fewer points seat by seat from N: an order with no
 *        ties, so the value never hangs on the search.
 * LEAST  the fewest points any play of the hand gives the seat (every
 *        seat helping it); MOST the most: the hand's best and worst.
 */
enum hearts_solve_kind {
	HEARTS_SOLVE_TABLE,
	HEARTS_SOLVE_EACH,
	HEARTS_SOLVE_LEAST,
	HEARTS_SOLVE_MOST
};

/* The table's size unless told: 64 MiB. */
#define HEARTS_SOLVE_MEMORY	((size_t)64 << 20)
#define HEARTS_SOLVE_MEMORY_MIN	((size_t)4096)

/*
 * A solver: its table of positions, which it keeps from one call to the
 * next (positions of other deals, seats and kinds of value apart), so
 * that a bot may solve many deals with one.  A call allocates nothing.
 */
struct hearts_solver;

/* A solver whose table takes at most bytes (and then its own struct). */
struct hearts_solver *hearts_solver_new(size_t bytes, struct hearts_error *);
void		 hearts_solver_free(struct hearts_solver *);
/* The bytes the solver holds. */
size_t		 hearts_solver_memory(const struct hearts_solver *);

struct hearts_solve_card {
	hearts_card	 card;
	/* The seat's points for the hand; exact when lo == hi. */
	int		 lo, hi;
	/* EACH, exact: every seat's points on the line the card starts. */
	int		 score[HEARTS_MAX_PLAYERS];
};

struct hearts_solution {
	int		 seat;			/* whose points */
	enum hearts_solve_kind kind;
	int		 ncards;		/* legal cards; 0 for a seat's value */
	struct hearts_solve_card cards[HEARTS_MAX_TRICKS];	/* best first */
	int		 lo, hi;		/* the position's value */
	int		 score[HEARTS_MAX_PLAYERS];	/* EACH, exact: all seats' */
	bool		 exact;			/* the budget was enough */
	long		 nodes;			/* positions searched */
};

/*
 * Each legal card of the seat to move with its value, best first (the
 * lower value, or with bounds the lower middle of them; for EACH, the
 * seat's own order).  budget: positions to search at most, 0 for no
 * limit; once it is spent, every value not found is given as bounds and
 * exact is false.  Refused for a state with a hand hidden (a view), or
 * not in play.
 */
int		 hearts_solve(struct hearts_solver *, const struct hearts_state *,
		    enum hearts_solve_kind, long budget,
		    struct hearts_solution *, struct hearts_error *);
/* The value of the position for any seat, its turn or not. */
int		 hearts_solve_seat(struct hearts_solver *,
		    const struct hearts_state *, int seat,
		    enum hearts_solve_kind, long budget,
		    struct hearts_solution *, struct hearts_error *);

/*
 * Drawing a game for a person (hearts-show, the terminal game).
 */
struct hearts_show {
	bool		 unicode;	/* suit symbols, not letters */
	bool		 colour;	/* red suits, dimmed cards, bold headings */
	int		 seat;		/* show only what this seat may see; -1 all */
};

/* Where the game stands now: the hands, the trick, the scores. */
int		 hearts_show_position(FILE *, const struct hearts_game *,
		    const struct hearts_show *);
/*
 * The same without the score table: the heading, the passes, the hands
 * and the trick, for a game that draws the scores only when they change.
 */
int		 hearts_show_table(FILE *, const struct hearts_game *,
		    const struct hearts_show *);
/* The table of every scored hand, the totals, the moons, the winner. */
int		 hearts_show_scores(FILE *, const struct hearts_game *,
		    const struct hearts_show *);
/* The whole game, hand by hand and trick by trick. */
int		 hearts_show_game(FILE *, const struct hearts_game *,
		    const struct hearts_show *);
/* Cards one by one, by suit as a hand is shown: "5♣ K♣ Q♠ 2♥"; "-" if none. */
int		 hearts_show_cards(FILE *, const struct hearts_show *, hearts_cards);
/*
 * The same, the line broken between two cards (never inside one) before
 * it passes width columns; the list starts at column (0 the first) and
 * each new line is indented to it.
 */
int		 hearts_show_cards_wrapped(FILE *, const struct hearts_show *,
		    hearts_cards, int column, int width);
/*
 * Text for a person: a message of the library's with each card in it
 * ("5C", "QS") drawn as the table draws cards ("5\xe2\x99\xa3", or
 * "10D" for "TD").
 */
int		 hearts_show_text(FILE *, const struct hearts_show *,
		    const char *);
/*
 * One complete trick of the current hand (from 1), on a line: who played
 * what and who took it.  -1 if the hand has no such trick yet.
 */
int		 hearts_show_trick(FILE *, const struct hearts_game *,
		    const struct hearts_show *, int trick);

#if defined(__GNUC__) && __GNUC__ >= 4
#pragma GCC visibility pop
#endif

#endif /* HEARTS_H */
