/*
 * bots.c: the seats of hearts(6) the person does not hold: built-in
 * bots at the game's level or programs, each decision's draws from the
 * game's seed and where it stands, and the expert's hint for the person.
 */
#include <err.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"

/*
 * -b BOT, or -b SEATS=BOT: a built-in bot's name or a program, for every
 * bot or for those seats.
 */
void
bot_option(struct play *p, const char *arg, void (*usage)(int))
{
	struct progbot	*prog = NULL;
	const char	*eq = strchr(arg, '='), *bot = arg, *c, *why;
	char		 letter[2] = { 0, 0 };
	int		 i, seat;
	bool		 parsed;

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
	for (i = 0; hearts_bot_name(i) != NULL; i++)
		if (strcmp(bot, hearts_bot_name(i)) == 0)
			break;
	if (hearts_bot_name(i) == NULL) {
		if ((prog = malloc(sizeof(*prog))) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		parsed = progbot_parse(prog, bot) == 0;
		if (parsed && (why = progbot_unrunnable(prog)) != NULL)
			errx(HEARTS_EXIT_USAGE, "-b %s: %s: %s", tool_shown(arg),
			    tool_shown(prog->argv[0]), why);
		if (!parsed || !progbot_found(prog))
			tool_usage_error(usage, "-b %s: no such bot (the bots are "
			    "random, simple, strong and expert, or a program: a path, "
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
		p->seat_bot[seat] = prog == NULL ? hearts_bot_name(i) : NULL;
	}
	if (eq == NULL && prog == NULL)
		p->bot = hearts_bot_name(i);
	p->every = p->every || eq == NULL;
}

/* True if the bots differ from seat to seat, or a program plays. */
bool
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

/* The program bots of the game stop when the program exits, however. */
void
bots_end_with(struct play *p)
{
	playing = p;
	atexit(stop_programs);
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
bool
bots_move(struct play *p)
{
	struct hearts_game *g = &p->game;
	struct hearts_error e;
	struct hearts_bot bot;
	enum hearts_game_phase phase;
	const char	*name;
	bool		 moved = false, own;
	int		 seat;

	for (;;) {
		phase = hearts_game_where(g, NULL);
		if (phase == HEARTS_GAME_PASS) {
			/*
			 * The bots choose their passes once the person has
			 * chosen, so that the saved file never holds a choice
			 * made ahead of them.  A bot's pass depends only on
			 * its hand and its seed, the same before or after.
			 */
			if (!hearts_hand_passed(&g->hands[g->nhands - 1],
			    p->person))
				return moved;
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
		/* A bot of -b at its default budget; else the level's. */
		own = p->prog[seat] != NULL || p->seat_bot[seat] != NULL ||
		    p->bot != NULL;
		name = p->prog[seat] != NULL ? "simple" :
		    p->seat_bot[seat] != NULL ? p->seat_bot[seat] :
		    p->bot != NULL ? p->bot : p->level->bot;
		(void)hearts_bot_init(&bot, name, tool_decision_seed(g, seat));
		if (!own)
			bot.budget = p->level->budget;
		if (hearts_bot_move(&bot, g, seat, NULL, &e) == -1)
			tool_fail(&e);
	}
}

/* The expert's choice for the person, and its reason: the strongest bot. */
void
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
	(void)hearts_bot_init(&bot, "expert", tool_decision_seed(&p->game,
	    p->person));
	(void)hearts_bot_game_choose(&bot, &p->game, p->person, &choice, why,
	    NULL);
	/* What a player would say: "play 5C" or "pass QS KS AS", and why. */
	hearts_cards_format(choice, list, sizeof(list));
	say(p, "hint: %s %s: %s", t.st.phase == HEARTS_PHASE_PASS ? "pass" :
	    "play", list, why);
}
