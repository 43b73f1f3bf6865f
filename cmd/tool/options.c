/*
 * options.c: the options several programs share and read alike: the
 * bots of -b and -S (built-in or programs), the levels of -L, the seed,
 * the rules of -r and -o, and how a drawing for a person shows suits and
 * colour.
 */
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "progbot.h"
#include "tool.h"

bool
tool_bot_option(void (*usage)(int), int ch, const char *arg,
    struct tool_bots *b)
{
	struct progbot	*prog;
	const char	*eq, *p, *why;
	char		 letter[2] = { 0, 0 };
	int		 i, seat;
	bool		 parsed;

	if (ch == 'S') {
		b->seed = tool_seed_option(usage, "-S", arg);
		b->seeded = true;
		return true;
	}
	if (ch != 'b')
		return false;
	b->count++;
	eq = strchr(arg, '=');

	if (eq == NULL || eq == arg)
		tool_usage_error(usage, "--bot %s: write SEATS=BOT, as in "
		    "E=strong or NSW=simple", tool_shown(arg));
	for (i = 0; hearts_bot_name(i) != NULL; i++)
		if (strcmp(eq + 1, hearts_bot_name(i)) == 0)
			break;
	/* Not a built-in bot: a program, if there is one to run. */
	prog = NULL;
	if (hearts_bot_name(i) == NULL) {
		if ((prog = malloc(sizeof(*prog))) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		parsed = progbot_parse(prog, eq + 1) == 0;
		if (parsed && (why = progbot_unrunnable(prog)) != NULL)
			errx(HEARTS_EXIT_USAGE, "--bot %s: %s: %s",
			    tool_shown(arg), tool_shown(prog->argv[0]), why);
		if (!parsed || !progbot_found(prog))
			tool_usage_error(usage, "--bot %s: no such bot (the bots "
			    "are random, simple, strong and expert, or a program: a "
			    "path, or a command in PATH)", tool_shown(arg));
		progbot_setup(prog, STDERR_FILENO, TOOL_BOT_SECONDS);
	}
	for (p = arg; p < eq; p++) {
		letter[0] = *p;
		if ((seat = hearts_seat_parse(letter, HEARTS_MAX_PLAYERS)) == -1)
			tool_usage_error(usage, "--bot %s: '%c' is not a seat",
			    tool_shown(arg), *p);
		b->names[seat] = prog != NULL ? NULL : hearts_bot_name(i);
		b->progs[seat] = prog;
	}
	return true;
}

/*
 * The levels, weakest first: the bots as a person meets them.  Random
 * and simple take no budget; theirs is the default, as without -L.
 */
static const struct tool_level levels[] = {
	{ "beginner", "random", HEARTS_BOT_BUDGET },
	{ "casual", "simple", HEARTS_BOT_BUDGET },
	{ "club", "strong", 25 },
	{ "advanced", "strong", HEARTS_BOT_BUDGET },
	{ "expert", "expert", HEARTS_BOT_BUDGET },
};
#define NLEVELS		(sizeof(levels) / sizeof(levels[0]))
#define LEVEL_DEFAULT	3	/* advanced: strong, as without -L */

const struct tool_level *
tool_level(const char *name)
{
	size_t	 i;

	for (i = 0; i < NLEVELS; i++)
		if (strcmp(name, levels[i].name) == 0)
			return &levels[i];
	return NULL;
}

const struct tool_level *
tool_level_default(void)
{
	return &levels[LEVEL_DEFAULT];
}

const struct tool_level *
tool_level_option(void (*usage)(int), const char *arg)
{
	const struct tool_level *l;
	char		 names[128] = "";
	size_t		 i;

	if ((l = tool_level(arg)) != NULL)
		return l;
	/* The names from the table, as a person says a list. */
	for (i = 0; i < NLEVELS; i++) {
		if (i > 0)
			(void)strlcat(names, i + 1 < NLEVELS ? ", " : " and ",
			    sizeof(names));
		(void)strlcat(names, levels[i].name, sizeof(names));
	}
	tool_usage_error(usage, "-L %s: no such level (the levels are %s)",
	    tool_shown(arg), names);
}

void
tool_level_comment(void *arg, const char *line, size_t len)
{
	const struct tool_level **level = arg, *found;
	char	 name[32];
	size_t	 n = sizeof(TOOL_LEVEL_NOTE) - 1;

	if (len <= n || len - n >= sizeof(name) ||
	    memcmp(line, TOOL_LEVEL_NOTE, n) != 0)
		return;
	memcpy(name, line + n, len - n);
	name[len - n] = '\0';
	if ((found = tool_level(name)) != NULL)
		*level = found;
}

const char *
tool_data_path(const char *name, const char *what, const char *opt,
    char *buf, size_t size)
{
	const char	*data = getenv("XDG_DATA_HOME"), *home;
	char		*p;
	int		 n;

	/* The base directory spec ignores a relative XDG_DATA_HOME. */
	if (data != NULL && data[0] == '/')
		n = snprintf(buf, size, "%s/hearts/%s", data, name);
	else if ((home = getenv("HOME")) != NULL && home[0] != '\0')
		n = snprintf(buf, size, "%s/.local/share/hearts/%s", home, name);
	else
		errx(HEARTS_EXIT_USAGE, "neither XDG_DATA_HOME nor HOME is "
		    "set: name %s with %s", what, opt);
	if (n < 0 || (size_t)n >= size)
		errx(HEARTS_EXIT_IOERR, "the path of %s is too long: name it "
		    "with %s", what, opt);
	/* mkdir -p of its directory. */
	for (p = buf + 1; (p = strchr(p, '/')) != NULL; p++) {
		*p = '\0';
		if (mkdir(buf, 0700) == -1 && errno != EEXIST)
			err(HEARTS_EXIT_IOERR, "%s", buf);
		*p = '/';
	}
	return buf;
}

int
tool_person_seat(int players)
{
	return players >= 3 ? 2 : 0;
}

uint64_t
tool_decision_seed(const struct hearts_game *g, int seat)
{
	const struct hearts_hand *h = &g->hands[g->nhands - 1];
	struct hearts_rng rng;

	hearts_rng_for_hand(&rng, g->seed, h->number);
	rng.state ^= (uint64_t)h->nplayed << 8 | (uint64_t)seat;
	return hearts_rng_next(&rng);
}

uint64_t
tool_seed_option(void (*usage)(int), const char *opt, const char *arg)
{
	const char	*errstr;
	long long	 seed;

	seed = strtonum(arg, 0, HEARTS_SEED_MAX, &errstr);
	if (errstr != NULL)
		tool_usage_error(usage, "%s %s: a seed is a whole number from 0 "
		    "to %lld", opt, tool_shown(arg), (long long)HEARTS_SEED_MAX);
	return (uint64_t)seed;
}

/* Stops the program bots and frees them, each once (seats share one). */
static void
stop_progs(const struct tool_bots *b)
{
	int	 s, t;

	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		for (t = 0; t < s && b->progs[t] != b->progs[s]; t++)
			continue;
		if (b->progs[s] != NULL && t == s)
			progbot_free(b->progs[s]);
	}
}

void
tool_bots_run(void (*usage)(int), struct hearts_game *g,
    const struct tool_bots *b)
{
	const char *const *names = b->names;
	uint64_t	 seed = b->seed;
	static struct hearts_bot bot[HEARTS_MAX_PLAYERS];
	struct hearts_bot *seats[HEARTS_MAX_PLAYERS] = { NULL };
	struct hearts_error e;
	enum hearts_game_phase phase;
	char		 why[512];
	int		 s, seat;
	bool		 programs = false;

	if (!b->seeded)
		seed = hearts_seed_random();
	for (s = 0; s < HEARTS_MAX_PLAYERS; s++) {
		if (names[s] == NULL && b->progs[s] == NULL)
			continue;
		if (s >= g->rules.players)
			tool_usage_error(usage, "--bot: no seat %c in a game of "
			    "%d", hearts_seat_name(s), g->rules.players);
		programs = programs || b->progs[s] != NULL;
		if (names[s] == NULL)
			continue;
		/* Each seat its own draws, all from the one seed. */
		(void)hearts_bot_init(&bot[s], names[s], seed + (uint64_t)s);
		seats[s] = &bot[s];
	}
	if (!programs) {
		if (hearts_bots_run(seats, g, &e) == -1)
			tool_fail(&e);
		return;
	}
	/* A program finds the suite's programs beside this one first. */
	(void)extbot_path_first(NULL);
	/* One move at a time, the built-in bots' and the programs'. */
	for (;;) {
		phase = hearts_game_where(g, NULL);
		seat = -1;
		if (phase == HEARTS_GAME_PASS) {
			for (s = 0; s < g->rules.players && seat == -1; s++)
				if ((seats[s] != NULL || b->progs[s] != NULL) &&
				    !hearts_hand_passed(hearts_game_current(g),
				    s))
					seat = s;
		} else if (phase == HEARTS_GAME_PLAY &&
		    (s = hearts_game_to_move(g)) >= 0 &&
		    (seats[s] != NULL || b->progs[s] != NULL))
			seat = s;
		if (seat == -1)
			break;
		if (seats[seat] != NULL) {
			if (hearts_bot_move(seats[seat], g, seat, NULL, &e) == -1) {
				stop_progs(b);
				tool_fail(&e);
			}
		} else if (progbot_move(b->progs[seat], g, seat, seed, why,
		    sizeof(why)) != HEARTS_FAULT_NONE) {
			stop_progs(b);
			errx(HEARTS_EXIT_REFUSED, "%s", why);
		}
	}
	stop_progs(b);
}

bool
tool_rule_option(int ch, char *arg, struct tool_rule_args *ra)
{
	char	**more;

	switch (ch) {
	case 'n':
		ra->players = arg;
		return true;
	case 'o':
		/* Read in order once all are given: the last one counts. */
		if ((more = reallocarray(ra->options, (size_t)ra->noptions + 1,
		    sizeof(*more))) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		ra->options = more;
		ra->options[ra->noptions++] = arg;
		return true;
	case 'r':
		ra->preset = arg;
		return true;
	default:
		return false;
	}
}

void
tool_rules(void (*usage)(int), struct hearts_rules *r,
    struct tool_rule_args *ra)
{
	struct hearts_error e;
	char		 opt[64];
	int		 i;

	if (hearts_rules_preset(r, ra->preset != NULL ? ra->preset :
	    "standard", &e) == -1)
		tool_usage_error(usage, "-r: %s", e.msg);
	if (ra->players != NULL &&
	    (snprintf(opt, sizeof(opt), "players=%s", ra->players) >=
	    (int)sizeof(opt) || hearts_rules_option(r, opt, &e) == -1))
		tool_usage_error(usage, "-n %s: the game is for 2 to 5 players",
		    tool_shown(ra->players));
	for (i = 0; i < ra->noptions; i++)
		if (hearts_rules_option(r, ra->options[i], &e) == -1)
			tool_usage_error(usage, "-o: %s", e.msg);
	if (hearts_rules_check(r, &e) == -1)
		tool_usage_error(usage, "%s", e.msg);
	free(ra->options);
	ra->options = NULL;
	ra->noptions = 0;
}

void
tool_show_style(struct hearts_show *show, int symbols, int colour)
{
	const char	*no_colour = getenv("NO_COLOR");

	/* The character set only: numbers and messages stay as they are. */
	(void)setlocale(LC_CTYPE, "");
	show->unicode = symbols >= 0 ? symbols == 1 :
	    strcmp(nl_langinfo(CODESET), "UTF-8") == 0;
	/* https://no-color.org: colour off, nothing else. */
	show->colour = colour >= 0 ? colour == 1 : isatty(STDOUT_FILENO) &&
	    (no_colour == NULL || *no_colour == '\0');
}
