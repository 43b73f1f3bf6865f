/*
 * args.c: hearts-match's arguments that take more than a number
 * (args.h), each checked as it is read and refused in the words of the
 * option it came with.
 */
#include <err.h>
#include <stdlib.h>
#include <string.h>

#include "args.h"
#include "tool.h"
#include "workers.h"

/* The kind of a bot given with its budget (strong:DEALS), or -1. */
static int
budgeted(const char *bot)
{
	size_t	 n;

	if (strncmp(bot, "strong:", 7) == 0)
		return HEARTS_BOT_STRONG;
	n = strlen(hearts_bot_name(HEARTS_BOT_EXPERT));
	if (strncmp(bot, hearts_bot_name(HEARTS_BOT_EXPERT), n) == 0 &&
	    bot[n] == ':')
		return HEARTS_BOT_EXPERT;
	return -1;
}

/* The built-in bots' names, for a message: "random, simple, ...". */
static const char *
builtin_names(void)
{
	static char	 names[256];
	int		 i;

	for (names[0] = '\0', i = 0; hearts_bot_name(i) != NULL; i++) {
		if (i > 0)
			strlcat(names, ", ", sizeof(names));
		strlcat(names, hearts_bot_name(i), sizeof(names));
	}
	return names;
}

/* A bot on the command line: a built-in name, or a program's words. */
void
args_bot(void (*usage)(int), const char *arg, struct bot_spec *b)
{
	const char	*errstr, *bot = arg, *why;
	char		*name;
	size_t		 n;
	int		 i;

	b->given = b->name = arg;
	b->builtin = -1;
	b->prog = NULL;
	if ((n = match_short_name(arg)) > 0) {
		if ((name = strndup(arg, n)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		b->name = name;
		bot = arg + n + 1;
	}
	b->budget = 0;
	for (i = 0; hearts_bot_name(i) != NULL; i++)
		if (strcmp(bot, hearts_bot_name(i)) == 0)
			b->builtin = i;
	if ((i = budgeted(bot)) >= 0) {
		b->builtin = i;
		b->budget = (int)strtonum(strchr(bot, ':') + 1, 1,
		    HEARTS_BOT_BUDGET_MAX, &errstr);
		if (errstr != NULL)
			tool_usage_error(usage, "%s: the %s bot's budget "
			    "is 1 to %d deals", tool_shown(arg),
			    hearts_bot_name(i), HEARTS_BOT_BUDGET_MAX);
	}
	if (b->builtin >= 0)
		return;
	if ((b->prog = malloc(sizeof(*b->prog))) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	/* The words of a program, split there: no shell ever sees them. */
	if (progbot_parse(b->prog, bot) == -1)
		tool_usage_error(usage, "an empty bot");
	b->prog->name = b->name;
	b->prog->sigpipe_ignored = true;	/* main() ignores it */
	if (b->prog->persistent)
		for (i = 0; hearts_bot_name(i) != NULL; i++)
			if (strcmp(b->prog->argv[0], hearts_bot_name(i)) == 0 ||
			    budgeted(b->prog->argv[0]) >= 0)
				tool_usage_error(usage, "%s: a built-in bot is "
				    "not a program", tool_shown(arg));
	/* A mistyped bot would fail every move of a whole match. */
	if ((why = progbot_unrunnable(b->prog)) != NULL)
		errx(HEARTS_EXIT_USAGE, "%s: %s", tool_shown(b->prog->argv[0]),
		    why);
	if (!progbot_found(b->prog))
		tool_usage_error(usage, "%s: no built-in bot (%s) and no "
		    "program of that name%s", tool_shown(b->prog->argv[0]),
		    builtin_names(), strchr(b->prog->argv[0], '/') != NULL ?
		    "" : " on PATH");
}

/* -t SECONDS, or -t NAME=SECONDS for the bots of that name. */
void
args_time(void (*usage)(int), const char *arg, double *all,
    struct args_times *named)
{
	const char	*eq = strrchr(arg, '='), *num = eq != NULL ? eq + 1 : arg;
	char		*end;
	double		 t;

	t = strtod(num, &end);
	if (*end != '\0' || end == num || !(t > 0 && t <= 86400))
		tool_usage_error(usage, "-t %s: seconds, more than 0 and at "
		    "most a day, or NAME=SECONDS", tool_shown(arg));
	if (eq == NULL) {
		*all = t;
		return;
	}
	if (named->n == MATCH_POOL)
		tool_usage_error(usage, "-t %s: a time for %d bots at most",
		    tool_shown(arg), MATCH_POOL);
	if ((named->name[named->n] = strndup(arg, (size_t)(eq - arg))) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	named->seconds[named->n++] = t;
}

/* -t NAME=SECONDS given to the program bots of that name, once named. */
void
args_times_apply(void (*usage)(int), struct match *m,
    struct args_times *named)
{
	int	 i, j, k;

	for (j = 0; j < named->n; j++) {
		for (k = 0, i = 0; i < m->nspecs; i++)
			if (strcmp(m->spec[i].name, named->name[j]) == 0 &&
			    m->spec[i].prog != NULL) {
				m->spec[i].timeout = named->seconds[j];
				k++;
			}
		if (k == 0)
			tool_usage_error(usage, "-t %s=%g: no program bot of "
			    "that name", tool_shown(named->name[j]),
			    named->seconds[j]);
		free(named->name[j]);
	}
	named->n = 0;
}

/* -e fallback|forfeit: what a bot that fails does. */
enum hearts_on_fault
args_on_fault(void (*usage)(int), const char *arg)
{
	if (strcmp(arg, "fallback") == 0)
		return HEARTS_ON_FAULT_FALLBACK;
	if (strcmp(arg, "forfeit") == 0)
		return HEARTS_ON_FAULT_FORFEIT;
	tool_usage_error(usage, "-e %s: fallback or forfeit", tool_shown(arg));
}

/* -j JOBS: the processes that play. */
int
args_jobs(void (*usage)(int), const char *arg)
{
	return tool_jobs(usage, arg, WORKERS_MAX);
}

/* -P ELO0,ELO1: the bounds of the sequential test. */
void
args_sprt(void (*usage)(int), const char *arg, struct sprt *p)
{
	char	*end;

	p->elo0 = strtod(arg, &end);
	if (*end != ',' || end == arg)
		tool_usage_error(usage, "-P %s: write ELO0,ELO1, as in -P 0,20",
		    tool_shown(arg));
	p->elo1 = strtod(end + 1, &end);
	if (*end != '\0' || !(p->elo1 > p->elo0) || p->elo0 < -1000 ||
	    p->elo1 > 1000)
		tool_usage_error(usage, "-P %s: write ELO0,ELO1 with ELO0 below "
		    "ELO1, as in -P 0,20", tool_shown(arg));
	p->on = true;
	p->alpha = p->beta = 0.05;
}

/* One name, one bot: the table could not tell two bots of one name apart. */
void
args_check_names(void (*usage)(int), const struct match *m)
{
	int	 i, j;

	for (i = 0; i < m->nspecs; i++)
		for (j = 0; j < i; j++)
			if (strcmp(m->spec[i].name, m->spec[j].name) == 0 &&
			    strcmp(m->spec[i].given, m->spec[j].given) != 0)
				tool_usage_error(usage, "%s and %s: two bots "
				    "of one name", tool_shown(m->spec[j].given),
				    tool_shown(m->spec[i].given));
}

/* -g FIRST-LAST: a range of the games, from 0, checked against them later. */
void
args_games(void (*usage)(int), const char *arg, long *first, long *last)
{
	const char	*errstr;
	char		 text[64], *dash;

	if (strlcpy(text, arg, sizeof(text)) >= sizeof(text) ||
	    (dash = strchr(text, '-')) == NULL)
		tool_usage_error(usage, "-g %s: write FIRST-LAST, the games "
		    "from 0, as in -g 0-99", tool_shown(arg));
	*dash = '\0';
	*first = strtonum(text, 0, 500000000, &errstr);
	if (errstr == NULL)
		*last = strtonum(dash + 1, *first, 500000000, &errstr);
	if (errstr != NULL)
		tool_usage_error(usage, "-g %s: write FIRST-LAST, the games "
		    "from 0, FIRST at most LAST, as in -g 0-99",
		    tool_shown(arg));
}

/* -k K/N: the K-th of N slices, from 1. */
void
args_shard(void (*usage)(int), const char *arg, long *k, long *n)
{
	const char	*errstr;
	char		 text[64], *slash;

	if (strlcpy(text, arg, sizeof(text)) >= sizeof(text) ||
	    (slash = strchr(text, '/')) == NULL)
		tool_usage_error(usage, "-k %s: write K/N, the K-th of N "
		    "slices, as in -k 1/8", tool_shown(arg));
	*slash = '\0';
	*n = strtonum(slash + 1, 1, 500000000, &errstr);
	if (errstr == NULL)
		*k = strtonum(text, 1, *n, &errstr);
	if (errstr != NULL)
		tool_usage_error(usage, "-k %s: write K/N with K from 1 to N, "
		    "as in -k 1/8", tool_shown(arg));
}

/*
 * The games this run plays: those of -g, or all, and of them the K-th of
 * N slices of -k, as near the same size as can be (contiguous, so that a
 * slice's file is a piece of the whole one).
 */
void
args_slice(void (*usage)(int), struct match *m, bool ranged, long first,
    long last, long k, long n, const struct sprt *sprt)
{
	long	 total = match_games(m), games;

	m->first = 0;
	m->end = total;
	if (ranged) {
		if (last >= total)
			tool_usage_error(usage, "-g %ld-%ld: the match has games "
			    "0-%ld", first, last, total - 1);
		m->first = first;
		m->end = last + 1;
	}
	if (n > 0) {
		games = m->end - m->first;
		if (n > games)
			tool_usage_error(usage, "-k %ld/%ld: more slices than the "
			    "%ld games", k, n, games);
		m->end = m->first + games * k / n;
		m->first += games * (k - 1) / n;
	}
	m->sliced = m->first > 0 || m->end < total;
	if (sprt->on && m->sliced)
		tool_usage_error(usage, "-P decides in the order of the games, "
		    "from the first: not on a slice (-g, -k)");
}

