/*
 * hearts: the game itself: one person against the built-in bots, line
 * by line at a terminal (or through a pipe).  The game is a record
 * saved after every move, so that it can be left and resumed, checked
 * and replayed by the other programs of the suite.
 */
#include <sys/ioctl.h>
#include <sys/stat.h>

#include <ctype.h>
#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "progbot.h"
#include "tool.h"

/* The longest line the person may type: a card, a pass, a command. */
#define INPUT_MAX	1024

/* What the game keeps between two lines of the person's. */
struct play {
	struct hearts_game game;
	struct hearts_show show;	/* as the person sees the table */
	const char	*path;		/* the record, saved after every move */
	const char	*bot;		/* the bots' name */
	/* Seats of -b SEATS=BOT: a built-in bot's name, or a program. */
	const char	*seat_bot[HEARTS_MAX_PLAYERS];
	struct progbot	*prog[HEARTS_MAX_PLAYERS];
	bool		 programs;	/* a program sits at a seat */
	int		 person;	/* the person's seat */
	long		 hand;		/* the hand whose tricks are drawn */
	int		 drawn;		/* its complete tricks drawn so far */
	bool		 can_undo;	/* the person's last card may go back */
	bool		 passed;	/* the person passed: tell the exchange */
	bool		 echo;		/* input is not a terminal: echo it */
	int		 columns;	/* lists of cards wrap before this */
};

/* What a line of the person's did. */
enum turn { TURN_AGAIN, TURN_DRAW, TURN_MOVED, TURN_QUIT };

static const struct tool_option options[] = {
	{ 'b', "bot", "bot", "the bots: random, simple or strong (the "
	    "default), or a program (./mybot, persistent:./mybot -p); "
	    "SEATS=BOT for those seats only (E=./mybot); may be repeated" },
	{ 'f', "file", "file", "the game's record (default "
	    "$XDG_DATA_HOME/hearts/game.txt)" },
	TOOL_OPTION_RULES,
	{ 's', "seed", "seed", "deal from this seed (0 to "
	    "9223372036854775807)" },
	TOOL_OPTION_SYMBOLS,
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, NULL, NULL,
	"Play Hearts against the built-in bots, one line at a time: "
	"type a card (qs,\n10h, Q\xe2\x99\xa0) or a command (hint, "
	"undo, show, help, quit).  The game is saved\nafter every "
	"move and resumed where it was left by the next hearts.\n",
	"-n, -o, -r and -s start a new game; a game in progress is "
	"resumed without them.\nYou sit South (North with two "
	"players).\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

/*
 * The default record: $XDG_DATA_HOME/hearts/game.txt, or under
 * ~/.local/share, its directories made if missing.
 */
static const char *
default_path(char *buf, size_t size)
{
	const char	*data = getenv("XDG_DATA_HOME"), *home;
	char		*p;
	int		 n;

	/* The base directory spec ignores a relative XDG_DATA_HOME. */
	if (data != NULL && data[0] == '/')
		n = snprintf(buf, size, "%s/hearts/game.txt", data);
	else if ((home = getenv("HOME")) != NULL && home[0] != '\0')
		n = snprintf(buf, size, "%s/.local/share/hearts/game.txt",
		    home);
	else
		errx(HEARTS_EXIT_USAGE, "neither XDG_DATA_HOME nor HOME is "
		    "set: name the game's file with -f");
	if (n < 0 || (size_t)n >= size)
		errx(HEARTS_EXIT_IOERR, "the path of the game's file is too "
		    "long: name it with -f");
	/* mkdir -p of its directory. */
	for (p = buf + 1; (p = strchr(p, '/')) != NULL; p++) {
		*p = '\0';
		if (mkdir(buf, 0700) == -1 && errno != EEXIST)
			err(HEARTS_EXIT_IOERR, "%s", buf);
		*p = '/';
	}
	return buf;
}

/* The terminal's width, for lists of cards; 80 elsewhere. */
static int
terminal_columns(void)
{
	struct winsize	 ws;

	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col >= 40)
		return ws.ws_col;
	return 80;
}

/* The person's seat: South, or North when there is no South. */
static int
person_seat(int players)
{
	return players >= 3 ? 2 : 0;
}

static void
save(struct play *p)
{
	tool_replace_game(p->path, &p->game);
}

/*
 * A bot's draws for one decision, from the game's seed and where the
 * game stands, so that a resumed game goes on as it would have.
 */
static uint64_t
decision_seed(const struct hearts_game *g, int seat)
{
	const struct hearts_hand *h = &g->hands[g->nhands - 1];
	struct hearts_rng rng;

	hearts_rng_for_hand(&rng, g->seed, h->number);
	rng.state ^= (uint64_t)h->nplayed << 8 | (uint64_t)seat;
	return hearts_rng_next(&rng);
}

/*
 * -b BOT, or -b SEATS=BOT: a built-in bot's name or a program, for every
 * bot or for those seats.
 */
static void
bot_option(struct play *p, const char *arg)
{
	struct progbot	*prog = NULL;
	const char	*eq = strchr(arg, '='), *bot = arg, *c;
	char		 letter[2] = { 0, 0 };
	int		 i, seat;

	/* SEATS= only when every letter before the = is a seat. */
	for (c = arg; eq != NULL && c < eq; c++) {
		letter[0] = *c;
		if (hearts_seat_parse(letter, HEARTS_MAX_PLAYERS) == -1)
			break;
	}
	if (eq != NULL && eq > arg && c == eq)
		bot = eq + 1;
	else
		eq = NULL;
	for (i = 0; hearts_bot_names[i] != NULL; i++)
		if (strcmp(bot, hearts_bot_names[i]) == 0)
			break;
	if (hearts_bot_names[i] == NULL) {
		if ((prog = malloc(sizeof(*prog))) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		if (progbot_parse(prog, bot) == -1 || !progbot_found(prog))
			tool_usage_error(usage, "-b %s: no such bot (the bots are "
			    "random, simple and strong, or a program: a path, "
			    "or a command in PATH)", tool_shown(arg));
		/* Its standard error would draw over the table: it is lost. */
		progbot_setup(prog, open("/dev/null", O_WRONLY | O_CLOEXEC),
		    TOOL_BOT_SECONDS);
		p->programs = true;
	}
	for (seat = 0; seat < HEARTS_MAX_PLAYERS; seat++) {
		letter[0] = hearts_seat_name(seat);
		if (eq != NULL && memchr(arg, letter[0], (size_t)(eq - arg)) ==
		    NULL)
			continue;
		p->prog[seat] = prog;
		p->seat_bot[seat] = prog == NULL ? hearts_bot_names[i] : NULL;
	}
	if (eq == NULL && prog == NULL)
		p->bot = hearts_bot_names[i];
}

/* True if the bots differ from seat to seat, or a program plays. */
static bool
seat_bots(const struct play *p)
{
	int	 s;

	for (s = 0; s < HEARTS_MAX_PLAYERS; s++)
		if (p->prog[s] != NULL || p->seat_bot[s] != NULL)
			return true;
	return false;
}

/* The game being played, whose persistent bots end with it. */
static struct play *playing;

static void
stop_programs(void)
{
	int	 s;

	for (s = 0; playing != NULL && s < HEARTS_MAX_PLAYERS; s++)
		if (playing->prog[s] != NULL)
			progbot_stop(playing->prog[s]);
}

/*
 * A program's move for its seat; one that fails is told to the person,
 * and the simple bot moves in its place, as in hearts-match.
 */
static bool
program_moves(struct play *p, int seat)
{
	char	 why[512];

	if (progbot_move(p->prog[seat], &p->game, seat, p->game.seed, why,
	    sizeof(why)) == HEARTS_FAULT_NONE)
		return true;
	fflush(stdout);
	warnx("%s; the simple bot moves for %c", why, hearts_seat_name(seat));
	return false;
}

/* The bots pass and play until the person must; true if any moved. */
static bool
bots_move(struct play *p)
{
	struct hearts_game *g = &p->game;
	struct hearts_error e;
	struct hearts_bot bot;
	enum hearts_game_phase phase;
	const char	*name;
	bool		 moved = false;
	int		 seat;

	for (;;) {
		phase = hearts_game_where(g, NULL);
		if (phase == HEARTS_GAME_PASS) {
			for (seat = 0; seat < g->rules.players; seat++)
				if (seat != p->person &&
				    !hearts_hand_passed(&g->hands[g->nhands - 1],
				    seat))
					break;
			if (seat == g->rules.players)
				return moved;
		} else if (phase == HEARTS_GAME_PLAY) {
			if ((seat = hearts_game_to_move(g)) == p->person)
				return moved;
		} else
			return moved;
		moved = true;
		if (p->prog[seat] != NULL && program_moves(p, seat))
			continue;
		name = p->prog[seat] != NULL ? "simple" :
		    p->seat_bot[seat] != NULL ? p->seat_bot[seat] : p->bot;
		(void)hearts_bot_init(&bot, name, decision_seed(g, seat));
		if (hearts_bot_move(&bot, g, seat, NULL, &e) == -1)
			tool_fail(&e);
	}
}

/* The state of the current hand, as the record has it. */
static enum hearts_game_phase
where(const struct play *p, struct hearts_state *st)
{
	return hearts_game_where(&p->game, st);
}

/* Draws the tricks of the current hand completed since the last drawing. */
static void
catch_up(struct play *p)
{
	const struct hearts_hand *h = &p->game.hands[p->game.nhands - 1];
	struct hearts_state st;

	(void)where(p, &st);
	if (h->number != p->hand) {
		p->hand = h->number;
		p->drawn = 0;
	}
	while (p->drawn < st.trick)
		(void)hearts_show_trick(stdout, &p->game, &p->show, ++p->drawn);
}

/* The table as the person sees it, and what the person may do. */
static void
draw(struct play *p)
{
	struct hearts_state st;

	catch_up(p);
	fputc('\n', stdout);
	/* The scores only when a hand ends or the person asks: redrawn
	 * before every card they would fill the screen. */
	(void)hearts_show_table(stdout, &p->game, &p->show);
	/* Without colour the cards that may not be played are not dimmed. */
	if (where(p, &st) == HEARTS_GAME_PLAY && !p->show.colour) {
		fputs("  you may play: ", stdout);
		(void)hearts_show_cards(stdout, &p->show, hearts_state_legal(&st));
		fputc('\n', stdout);
	}
}

/* Once every seat has passed: what the person gave and got. */
static void
tell_exchange(struct play *p)
{
	const struct hearts_hand *h = &p->game.hands[p->game.nhands - 1];
	int		 s, n = p->game.rules.players;

	p->passed = false;
	fputs("\nYou passed ", stdout);
	(void)hearts_show_cards(stdout, &p->show, h->passed[p->person]);
	printf(" to %c", hearts_seat_name(hearts_pass_target(n, h->pass,
	    p->person)));
	for (s = 0; s < n; s++)
		if (s != p->person &&
		    hearts_pass_target(n, h->pass, s) == p->person) {
			printf(" and got ");
			(void)hearts_show_cards(stdout, &p->show, h->passed[s]);
			printf(" from %c", hearts_seat_name(s));
		}
	fputs(".\n", stdout);
}

/*
 * A line for the person, the cards in it written as the table draws
 * them: the library's messages say "5C", the person reads "5\xe2\x99\xa3".
 */
static void __attribute__((format(printf, 2, 3)))
say(const struct play *p, const char *fmt, ...)
{
	va_list	 ap;
	char	 line[512];

	va_start(ap, fmt);
	(void)vsnprintf(line, sizeof(line), fmt, ap);
	va_end(ap);
	(void)hearts_show_text(stdout, &p->show, line);
	fputc('\n', stdout);
}

static void
help(const struct play *p)
{
	printf("\nYou are %c.  Type a card as qs, QS, 10h, th%s; "
	    "to pass, %d card%s on one line.\n"
	    "  hint   the strong bot's suggestion, and why\n"
	    "  undo   take back your last card, and the cards played "
	    "after it\n"
	    "  show   the tricks of this hand, the cards each seat took, "
	    "the cards still out,\n"
	    "         the scores\n"
	    "  score  the table of scores (also: table)\n"
	    "  help   this list\n"
	    "  quit   stop here (the game is saved; hearts resumes it)\n"
	    "An empty line draws the table again.\n",
	    hearts_seat_name(p->person),
	    p->show.unicode ? " or Q\xe2\x99\xa0" : "",
	    hearts_pass_count(p->game.rules.players),
	    hearts_pass_count(p->game.rules.players) == 1 ? "" : "s");
}

/* The strong bot's choice for the person, and its reason. */
static void
hint(struct play *p)
{
	struct hearts_table t;
	struct hearts_error e;
	struct hearts_bot bot;
	hearts_cards	 choice;
	char		 why[HEARTS_BOT_REASON], list[64];

	if (hearts_game_table(&p->game, p->person, &t, &e) == -1) {
		say(p, "%s", e.msg);
		return;
	}
	(void)hearts_bot_init(&bot, "strong", decision_seed(&p->game,
	    p->person));
	choice = hearts_bot_choose(&bot, &t, why);
	/* What a player would say: "play 5C" or "pass QS KS AS", and why. */
	hearts_cards_format(choice, list, sizeof(list));
	say(p, "hint: %s %s: %s", t.st.phase == HEARTS_PHASE_PASS ? "pass" :
	    "play", list, why);
}

/* Every trick of the hand so far, what each seat took, what is out. */
static void
show_taken(struct play *p)
{
	const struct hearts_hand *h = &p->game.hands[p->game.nhands - 1];
	struct hearts_state st;
	hearts_cards	 played;
	int		 s, t, n = p->game.rules.players;

	(void)where(p, &st);
	printf("\nhand %ld so far:\n", h->number);
	if (h->nplayed == 0) {
		puts("  no card played yet");
		return;
	}
	for (t = 1; t <= st.trick; t++)
		(void)hearts_show_trick(stdout, &p->game, &p->show, t);
	played = st.in_trick;
	for (s = 0; s < n; s++) {
		printf("  %c took ", hearts_seat_name(s));
		(void)hearts_show_cards_wrapped(stdout, &p->show, st.taken[s],
		    (int)strlen("  N took "), p->columns);
		fputc('\n', stdout);
		played |= st.taken[s];
	}
	fputs("  still out: ", stdout);
	(void)hearts_show_cards_wrapped(stdout, &p->show, hearts_deck(n) &
	    ~played & ~st.held[p->person], (int)strlen("  still out: "),
	    p->columns);
	fputc('\n', stdout);
}

/* The table of scores, on request and when a hand ends. */
static void
show_scores(struct play *p)
{
	fputc('\n', stdout);
	(void)hearts_show_scores(stdout, &p->game, &p->show);
}

static void
undo(struct play *p)
{
	struct hearts_error e;
	struct hearts_state st;
	int		 before = p->game.hands[p->game.nhands - 1].nplayed, kept;

	if (!p->can_undo) {
		puts("nothing to undo: only your last card can be taken back, "
		    "once");
		return;
	}
	if ((kept = hearts_game_undo(&p->game, p->person, &e)) == -1) {
		say(p, "%s", e.msg);
		return;
	}
	p->can_undo = false;
	save(p);
	(void)where(p, &st);
	if (p->drawn > st.trick)
		p->drawn = st.trick;
	/* A count said to a person agrees with it: 1 card, 2 cards. */
	if (before - kept - 1 == 0)
		puts("took back your card");
	else
		printf("took back your card and the %d card%s played after "
		    "it\n", before - kept - 1, before - kept - 1 == 1 ? "" :
		    "s");
}

/* The cards a line names, or HEARTS_NO_CARD if a word names none. */
static int
read_cards(const struct play *p, char **words, int nwords, hearts_cards *cards)
{
	hearts_card	 c;
	char		 name[HEARTS_CARD_NAME];
	int		 i;

	*cards = 0;
	for (i = 0; i < nwords; i++) {
		if ((c = hearts_card_parse(words[i])) == HEARTS_NO_CARD) {
			printf("'%s' is neither a card nor a command "
			    "(help lists them)\n", tool_shown(words[i]));
			return -1;
		}
		if (*cards & hearts_card_bit(c)) {
			hearts_card_name(c, name);
			say(p, "%s is named twice", name);
			return -1;
		}
		*cards |= hearts_card_bit(c);
	}
	return 0;
}

/* A line of the person's: a command, a card, or the cards to pass. */
static enum turn
person(struct play *p, char *line)
{
	struct hearts_error e;
	enum hearts_game_phase phase = where(p, NULL);
	hearts_cards	 cards;
	char		*words[HEARTS_MAX_TRICKS + 1], *w, *cmd;
	int		 nwords = 0;

	for (w = strtok(line, " \t\r\n,"); w != NULL;
	    w = strtok(NULL, " \t\r\n,")) {
		if (nwords == HEARTS_MAX_TRICKS + 1) {
			puts("too many words: one card, or the cards to pass");
			return TURN_AGAIN;
		}
		words[nwords++] = w;
	}
	if (nwords == 0)
		return TURN_DRAW;
	for (cmd = words[0]; *cmd != '\0'; cmd++)
		*cmd = (char)tolower((unsigned char)*cmd);
	cmd = words[0];
	if (nwords == 1 && (strcmp(cmd, "quit") == 0 || strcmp(cmd, "q") == 0 ||
	    strcmp(cmd, "exit") == 0))
		return TURN_QUIT;
	if (nwords == 1 && (strcmp(cmd, "help") == 0 || strcmp(cmd, "?") == 0)) {
		help(p);
		return TURN_AGAIN;
	}
	if (nwords == 1 && strcmp(cmd, "hint") == 0) {
		hint(p);
		return TURN_AGAIN;
	}
	if (nwords == 1 && strcmp(cmd, "show") == 0) {
		show_taken(p);
		show_scores(p);
		return TURN_AGAIN;
	}
	if (nwords == 1 && (strcmp(cmd, "score") == 0 ||
	    strcmp(cmd, "scores") == 0 || strcmp(cmd, "table") == 0)) {
		show_scores(p);
		return TURN_AGAIN;
	}
	if (nwords == 1 && strcmp(cmd, "undo") == 0) {
		if (phase == HEARTS_GAME_PASS) {
			puts("nothing to undo: no card of yours is played in "
			    "this hand");
			return TURN_AGAIN;
		}
		undo(p);
		return p->can_undo ? TURN_AGAIN : TURN_DRAW;
	}
	if (read_cards(p, words, nwords, &cards) == -1)
		return TURN_AGAIN;
	if (phase == HEARTS_GAME_PASS) {
		if (hearts_game_pass(&p->game, p->person, cards, &e) == -1) {
			say(p, "%s", e.msg);
			return TURN_AGAIN;
		}
		p->passed = true;
	} else {
		if (nwords > 1) {
			puts("one card at a time");
			return TURN_AGAIN;
		}
		if (hearts_game_play(&p->game, hearts_cards_lowest(cards),
		    &e) == -1) {
			say(p, "%s", e.msg);
			return TURN_AGAIN;
		}
		p->can_undo = true;
	}
	save(p);
	return TURN_MOVED;
}

/*
 * Reads one line of the person's into buf (size bytes, INPUT_MAX + 2),
 * without its newline.  Returns its length, or -1 at the end of the
 * input.  A NUL byte, or a line past INPUT_MAX bytes, is refused as soon
 * as it is read, so that the game never reads on into input that may
 * never end (/dev/zero); the game is saved after every move, so the
 * refusal loses nothing.
 */
static long
read_input(char *buf, size_t size)
{
	static long	 lineno;
	size_t		 len = 0;
	int		 c;

	lineno++;
	while ((c = getchar()) != EOF && c != '\n') {
		if (c == '\0')
			errx(HEARTS_EXIT_DATA, "<stdin>:%ld: the line holds a NUL "
			    "byte: this is not text", lineno);
		if (len == INPUT_MAX || len + 1 >= size)
			errx(HEARTS_EXIT_DATA, "<stdin>:%ld: the line is longer "
			    "than %d bytes", lineno, INPUT_MAX);
		buf[len++] = (char)c;
	}
	if (c == EOF && ferror(stdin))
		err(HEARTS_EXIT_IOERR, "stdin");
	buf[len] = '\0';
	return c == EOF && len == 0 ? -1 : (long)len;
}

/* Asks the person for a line; NULL at the end of the input. */
static char *
ask(struct play *p, char **line, size_t *size)
{
	const struct hearts_hand *h = &p->game.hands[p->game.nhands - 1];
	static char	 shown[INPUT_MAX * 4 + 1];
	int		 n = p->game.rules.players;
	long		 len;

	if (where(p, NULL) == HEARTS_GAME_PASS)
		printf("Pass %d card%s to %c: ", hearts_pass_count(n),
		    hearts_pass_count(n) == 1 ? "" : "s",
		    hearts_seat_name(hearts_pass_target(n, h->pass, p->person)));
	else
		fputs("Your card: ", stdout);
	if (fflush(stdout) == EOF)
		err(HEARTS_EXIT_IOERR, "stdout");
	/* One buffer, the longest line: no allocation can fail later. */
	if (*line == NULL) {
		if ((*line = malloc(INPUT_MAX + 2)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		*size = INPUT_MAX + 2;
	}
	if ((len = read_input(*line, *size)) == -1) {
		fputc('\n', stdout);
		return NULL;
	}
	/* Piped input is shown, its escape sequences never sent raw. */
	if (p->echo)
		printf("%s\n", hearts_escaped(*line, (size_t)len, (size_t)len,
		    shown, sizeof(shown)));
	return *line;
}

/* A hand is played: its last tricks and the scores. */
static void
score(struct play *p)
{
	struct hearts_error e;

	catch_up(p);
	if (hearts_game_score(&p->game, &e) == -1)
		tool_fail(&e);
	p->can_undo = false;
	save(p);
	printf("\nhand %ld is over\n", p->game.hands[p->game.nhands - 1].number);
	(void)hearts_show_scores(stdout, &p->game, &p->show);
}

static void
game_over(const struct play *p)
{
	const struct hearts_game *g = &p->game;
	int		 s;

	printf("\nThe game is over.  ");
	if (g->winners == 1u << p->person)
		puts("You won!");
	else {
		fputs(g->winners & (1u << p->person) ? "You share the win with" :
		    "Won by", stdout);
		for (s = 0; s < g->rules.players; s++)
			if (s != p->person && (g->winners & (1u << s)))
				printf(" %c", hearts_seat_name(s));
		puts(".");
	}
	printf("The record is in %s; replay it with: hearts-show -a %s\n",
	    p->path, p->path);
}

int
main(int argc, char *argv[])
{
	static struct play play;	/* static: reachable when an error exits */
	static struct tool_rule_args ra;
	struct play	*p = &play;
	struct hearts_rules rules;
	struct hearts_error e;
	struct stat	 sb;
	const char	*sep;
	char		 path[PATH_MAX] = "", *line = NULL;
	size_t		 size = 0;
	uint64_t	 seed = 0;
	bool		 newgame = false, seeded = false, resumed = false;
	int		 ch, i, symbols = -1;

	p->bot = "strong";
	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		if (tool_rule_option(ch, optarg, &ra)) {
			newgame = true;
			continue;
		}
		switch (ch) {
		case 'b':
			bot_option(p, optarg);
			break;
		case 'f':
			p->path = optarg;
			break;
		case 's':
			seed = tool_seed_option(usage, "-s", optarg);
			seeded = newgame = true;
			break;
		case 'l':
		case 'u':
			if (symbols != -1 && symbols != (ch == 'u'))
				tool_usage_error(usage, "-u and -l choose the "
				    "suits: give one of them");
			symbols = ch == 'u';
			break;
		}
	}
	argc -= optind;
	if (argc > 0)
		tool_usage_error(usage, "no operands: the game's file is "
		    "named with -f");
	tool_rules(usage, &rules, &ra);
	if (p->path == NULL)
		p->path = default_path(path, sizeof(path));
	/* The default file too: refused if read-only, locked once read. */
	tool_check_inplace(usage, p->path);

	/* The person reads it: symbols by the locale, colour on a terminal. */
	tool_show_style(&p->show, symbols, -1);
	p->echo = !isatty(STDIN_FILENO);
	p->columns = terminal_columns();

	/* A game in the file is resumed; an ended one makes way. */
	if (stat(p->path, &sb) == 0 && tool_read_game(p->path, &p->game) == 1) {
		if (p->game.view >= 0)
			errx(HEARTS_EXIT_DATA, "%s: this is %c's view of a game; "
			    "hearts plays a whole record", tool_shown(p->path),
			    hearts_seat_name(p->game.view));
		if (!p->game.over && newgame)
			warnx("%s holds a game in progress, resumed as it is: "
			    "-n, -o, -r and -s start a new game once it is "
			    "over or the file is removed", tool_shown(p->path));
		if (p->game.over) {
			printf("The game in %s is over; a new one begins.\n",
			    p->path);
			if (!newgame)
				rules = p->game.rules;
			hearts_game_free(&p->game);
		} else
			resumed = true;
	}
	if (!resumed) {
		hearts_game_init(&p->game, &rules);
		p->game.seeded = true;
		p->game.seed = seeded ? seed : hearts_seed_random();
		if (hearts_game_deal(&p->game, &e) == -1)
			tool_fail(&e);
		save(p);
	}
	p->person = person_seat(p->game.rules.players);
	p->show.seat = p->person;
	playing = p;
	atexit(stop_programs);
	if (p->programs)
		(void)extbot_path_first(argv[0]);
	if (!seat_bots(p))
		printf("%s: you are %c, against %d %s bot%s.  Type help for "
		    "the commands.\n", resumed ? "Resuming the game" :
		    "A new game", hearts_seat_name(p->person),
		    p->game.rules.players - 1, p->bot,
		    p->game.rules.players == 2 ? "" : "s");
	else {
		printf("%s: you are %c, against", resumed ?
		    "Resuming the game" : "A new game",
		    hearts_seat_name(p->person));
		for (sep = " ", i = 0; i < p->game.rules.players; i++)
			if (i != p->person) {
				printf("%s%c %s", sep, hearts_seat_name(i),
				    p->prog[i] != NULL ? p->prog[i]->name :
				    p->seat_bot[i] != NULL ? p->seat_bot[i] :
				    p->bot);
				sep = ", ";
			}
		printf(".  Type help for the commands.\n");
	}
	if (resumed && p->game.nhands > 0) {
		/* Tricks already drawn before; undo reaches the last card. */
		struct hearts_state st;

		(void)where(p, &st);
		p->hand = p->game.hands[p->game.nhands - 1].number;
		p->drawn = st.trick;
		p->can_undo = true;
	}

	for (;;) {
		if (bots_move(p))
			save(p);
		switch (where(p, NULL)) {
		case HEARTS_GAME_DEAL:
			if (hearts_game_deal(&p->game, &e) == -1)
				tool_fail(&e);
			save(p);
			continue;
		case HEARTS_GAME_SCORE:
			score(p);
			continue;
		case HEARTS_GAME_OVER:
			game_over(p);
			goto out;
		case HEARTS_GAME_PASS:
		case HEARTS_GAME_PLAY:
			break;
		}
		if (p->passed && where(p, NULL) == HEARTS_GAME_PLAY)
			tell_exchange(p);
		draw(p);
		for (;;) {
			if (ask(p, &line, &size) == NULL)
				goto quit;
			switch (person(p, line)) {
			case TURN_AGAIN:
				continue;
			case TURN_DRAW:
				draw(p);
				continue;
			case TURN_MOVED:
				break;
			case TURN_QUIT:
				goto quit;
			}
			break;
		}
	}
quit:
	printf("The game is saved in %s; run hearts%s%s again to go on.\n",
	    p->path, path[0] == '\0' ? " -f " : "",
	    path[0] == '\0' ? p->path : "");
out:
	free(line);
	hearts_game_free(&p->game);
	tool_close_stdout();
	return HEARTS_EXIT_OK;
}
