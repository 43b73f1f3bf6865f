/*
 * hearts: the game itself: one person against the built-in bots, line
 * by line at a terminal (or through a pipe).  The game is a record
 * saved after every move, so that it can be left and resumed, checked
 * and replayed by the other programs of the suite.
 */
#include <sys/ioctl.h>
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game/game.h"

static const struct tool_option options[] = {
	{ 'b', "bot", "bot", "the bots: random, simple, strong or expert, "
	    "or a program (./mybot, persistent:./mybot -p); SEATS=BOT for "
	    "those seats only (E=./mybot), the others at the level; may be "
	    "repeated" },
	{ 'f', "file", "file", "the game's record (default "
	    "$XDG_DATA_HOME/hearts/game.txt)" },
	TOOL_OPTION_LEVEL,
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
	"resumed without them.\nThe level is saved with the game; "
	"-b for every seat plays instead of it\nthis once, and is "
	"refused with -L.  You sit South (North with two players).\n"
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
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

int
main(int argc, char *argv[])
{
	static struct play play;	/* static: reachable when an error exits */
	static struct tool_rule_args ra;
	struct play	*p = &play;
	const struct tool_level *level = NULL, *saved = NULL;
	struct hearts_rules rules;
	struct hearts_error e;
	struct stat	 sb;
	const char	*sep;
	char		 path[PATH_MAX] = "", *line = NULL;
	size_t		 size = 0;
	uint64_t	 seed = 0;
	bool		 newgame = false, seeded = false, resumed = false;
	int		 ch, i, symbols = -1;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		if (tool_rule_option(ch, optarg, &ra)) {
			newgame = true;
			continue;
		}
		switch (ch) {
		case 'b':
			bot_option(p, optarg, usage);
			break;
		case 'f':
			p->path = optarg;
			break;
		case 'L':
			level = tool_level_option(usage, optarg);
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
	if (level != NULL && p->every)
		tool_usage_error(usage, "-L %s and -b: both choose every bot; "
		    "give -b SEATS=BOT for some seats, or one of them",
		    level->name);
	tool_rules(usage, &rules, &ra);
	if (p->path == NULL)
		p->path = tool_data_path("game.txt",
		    "the game's file", "-f", path, sizeof(path));
	/* The default file too: refused if read-only, locked once read. */
	tool_check_inplace(usage, p->path);

	/* The person reads it: symbols by the locale, colour on a terminal. */
	tool_show_style(&p->show, symbols, -1);
	p->echo = !isatty(STDIN_FILENO);
	p->columns = terminal_columns();

	/* A game in the file is resumed; an ended one makes way. */
	if (stat(p->path, &sb) == 0 && tool_read_game_comments(p->path,
	    &p->game, tool_level_comment, &saved) == 1) {
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
	/* -L, else the level the game was saved with, else the default. */
	p->level = level != NULL ? level : saved != NULL ? saved :
	    tool_level_default();
	if (!resumed) {
		hearts_game_init(&p->game, &rules);
		p->game.seeded = true;
		p->game.seed = seeded ? seed : hearts_seed_random();
		if (hearts_game_deal(&p->game, &e) == -1)
			tool_fail(&e);
		play_save(p);
	} else if (p->level != saved)
		play_save(p);	/* the level of -L kept at once */
	p->person = tool_person_seat(p->game.rules.players);
	p->show.seat = p->person;
	bots_end_with(p);
	if (p->programs)
		(void)extbot_path_first(argv[0]);
	if (!seat_bots(p))
		printf("%s: you are %c, against %d %s bot%s.  Type help for "
		    "the commands.\n", resumed ? "Resuming the game" :
		    "A new game", hearts_seat_name(p->person),
		    p->game.rules.players - 1, p->bot != NULL ? p->bot :
		    p->level->name,
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
				    p->bot != NULL ? p->bot : p->level->name);
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
			play_save(p);
		switch (where(p, NULL)) {
		case HEARTS_GAME_DEAL:
			if (hearts_game_deal(&p->game, &e) == -1)
				tool_fail(&e);
			play_save(p);
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
