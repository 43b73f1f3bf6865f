/*
 * referee.c: one game of a match by its number, so that any process can
 * play any game and get the same result: the deal, the seating and every
 * bot's draws follow from the match's seed and the game's number alone.
 */
#include <sys/types.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fixed.h"
#include "referee.h"
#include "tool.h"

/* The next permutation of a in lexicographic order; false after the last. */
static bool
next_order(unsigned char *a, int n)
{
	unsigned char	 t;
	int		 i, j;

	for (i = n - 2; i >= 0 && a[i] >= a[i + 1]; i--)
		continue;
	if (i < 0)
		return false;
	for (j = n - 1; a[j] <= a[i]; j--)
		continue;
	t = a[i], a[i] = a[j], a[j] = t;
	for (i++, j = n - 1; i < j; i++, j--)
		t = a[i], a[i] = a[j], a[j] = t;
	return true;
}

void
match_seatings(struct match *m, bool all)
{
	unsigned char	 order[HEARTS_MAX_PLAYERS];
	int		 n = m->rules.players, s, k, j;

	m->all_seatings = all;
	m->nseatings = 0;
	if (!all) {
		for (k = 0; k < n; k++)
			for (s = 0; s < n; s++)
				m->seating[k][s] = (unsigned char)((s + k) % n);
		m->nseatings = n;
		return;
	}
	/*
	 * Every order of the specs, in lexicographic order, kept when its
	 * bots sit in a way no order before had: the first of each has the
	 * specs of one bot in the order given, so a persistent program
	 * keeps its process.
	 */
	for (s = 0; s < n; s++)
		order[s] = (unsigned char)s;
	do {
		for (k = 0; k < m->nseatings; k++) {
			for (s = 0; s < n; s++)
				if (m->bot_of_spec[m->seating[k][s]] !=
				    m->bot_of_spec[order[s]])
					break;
			if (s == n)
				break;
		}
		if (k < m->nseatings)
			continue;
		for (j = 0; j < n; j++)
			m->seating[m->nseatings][j] = order[j];
		m->nseatings++;
	} while (next_order(order, n));
}

long
match_per_deal(const struct match *m)
{
	return (long)(m->ntables > 0 ? m->ntables : 1) * m->nseatings;
}

long
match_games(const struct match *m)
{
	return m->deals * match_per_deal(m);
}

/*
 * A deal's games: each table in turn, in each of its seatings; the
 * deals one after another.
 */
int
match_table_of(const struct match *m, long i)
{
	return m->ntables > 0 ? (int)(i / m->nseatings % m->ntables) : 0;
}

int
match_seat_spec(const struct match *m, long i, int s)
{
	int	 at = m->seating[i % m->nseatings][s];

	return m->ntables > 0 ? m->table[match_table_of(m, i)][at] : at;
}

void
match_game_bots(const struct match *m, long i, int *bot)
{
	int	 s;

	for (s = 0; s < m->rules.players; s++)
		bot[s] = m->ntables > 0 ? m->seating[i % m->nseatings][s] :
		    m->bot_of_spec[match_seat_spec(m, i, s)];
}

const char *
match_format_name(enum match_format f)
{
	switch (f) {
	case MATCH_ROUND_ROBIN:
		return "round-robin";
	case MATCH_GAUNTLET:
		return "gauntlet";
	case MATCH_BALANCED:
		return "balanced";
	default:
		return NULL;
	}
}

void
match_header(const struct match *m, char *buf, size_t size)
{
	char	 rules[HEARTS_RULES_TEXT], deals[512] = "", format[32] = "";
	char	 clock[64] = "";
	size_t	 len;
	int	 i;

	hearts_rules_format(&m->rules, rules, sizeof(rules));
	/* A file of deals is named, and known again by its hash. */
	if (m->dealfile != NULL)
		snprintf(deals, sizeof(deals), " from %s (sha256 %s)",
		    m->dealfile->name, m->dealfile->hash);
	/* A clock, when there is one, after the time to decide. */
	if (m->clock > 0)
		snprintf(clock, sizeof(clock), " clock %g+%g s,", m->clock,
		    m->increment);
	/* A tournament's format, a word before the bots. */
	if (m->format != MATCH_ONE_TABLE)
		snprintf(format, sizeof(format), " %s,",
		    match_format_name(m->format));
	len = (size_t)snprintf(buf, size, "# %s: seed %llu, %ld "
	    "deals%s, rules %s, %s on a fault, %g s to decide,%s%s%s bots:",
	    m->program != NULL ? m->program : "hearts-match",
	    (unsigned long long)m->seed, m->deals, deals, rules,
	    m->on_fault == HEARTS_ON_FAULT_FORFEIT ? "forfeit" : "fallback",
	    m->timeout, clock, m->all_seatings ? " every seating," : "",
	    format);
	/* Only what was given, so that older files still resume. */
	for (i = 0; i < m->nspecs && len < size; i++) {
		len += (size_t)snprintf(buf + len, size - len, "%s %s",
		    i == 0 ? "" : " |", m->spec[i].given);
		if (m->spec[i].timeout > 0 && len < size)
			len += (size_t)snprintf(buf + len, size - len,
			    " (%g s)", m->spec[i].timeout);
	}
}

/*
 * A slice is named by its games and the match's: old readers take the
 * line as a comment, and a slice's file is refused by a reader that
 * expects game 0 after the header.
 */
void
match_slice_header(const struct match *m, char *buf, size_t size)
{
	snprintf(buf, size, "# %s: games %ld-%ld of %ld", m->program != NULL ?
	    m->program : "hearts-match", m->first, m->end - 1, match_games(m));
}

size_t
match_short_name(const char *given)
{
	size_t	 n = strspn(given, "abcdefghijklmnopqrstuvwxyz"
		    "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-");

	return n > 0 && given[n] == '=' && given[n + 1] != '\0' ? n : 0;
}

void
match_name_bots(struct match *m)
{
	int	 i, j;

	m->nbots = 0;
	for (i = 0; i < m->nspecs; i++) {
		for (j = 0; j < i; j++)
			if (strcmp(m->spec[i].name, m->spec[j].name) == 0)
				break;
		m->bot_of_spec[i] = j < i ? m->bot_of_spec[j] : m->nbots++;
	}
}

/*
 * A number of its own for each deal, game and seat, from the seed; a
 * deal's is the seed of hearts-deal -N's candidate of that number.
 */
/* A bot the library times (hearts_run's seconds): strong, expert. */
static bool
searching(const struct hearts_bot *b)
{
	return b->kind == HEARTS_BOT_STRONG || b->kind == HEARTS_BOT_EXPERT;
}

static uint64_t
derive(uint64_t seed, long n)
{
	return hearts_seed_derive(seed, n);
}

/* The CPU seconds of this process, its children apart. */
static double
process_cpu(void)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts) == -1)
		return 0;
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The CPU seconds of this thread, which alone plays a searching bot. */
static double
thread_cpu(void)
{
	struct timespec	 ts;

	if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts) == -1)
		return 0;
	return ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * The CPU time of games between quick built-in bots played in the
 * referee's own process with no record to write (struct match's
 * meter), read every 10 ms or so instead of around every game: the
 * process's CPU clock is a system call (0.3 to 0.6 us), a tenth of a
 * random game.  The decisions since the last reading share what it
 * gives, as a game's seats share the game's; what it gives includes
 * each game's set-up and tally around it.  The referee settles the
 * rest after its last game (match_settle()), however the match ends;
 * a worker could not, stopped early, so its games, and a game with a
 * record, whose comment line has its own time, are read on their own.
 */
#define METER_SECONDS	0.01

static struct {
	bool		 on;
	double		 cpu, wall;		/* at the last reading */
	long		 decisions[TALLY_BOTS];	/* since then */
	long		 all;
} meter;

bool
match_quick(const struct match *m)
{
	int	 i;

	for (i = 0; i < m->nspecs; i++)
		if (m->spec[i].builtin != HEARTS_BOT_RANDOM &&
		    m->spec[i].builtin != HEARTS_BOT_SIMPLE)
			return false;
	return true;
}

void
match_settle(struct tally *t)
{
	double	 cpu;
	int	 b;

	if (!meter.on)
		return;
	cpu = process_cpu();
	for (b = 0; b < TALLY_BOTS && meter.all > 0; b++)
		t->bot[b].cpu += (cpu > meter.cpu ? cpu - meter.cpu : 0) *
		    meter.decisions[b] / meter.all;
	memset(&meter, 0, sizeof(meter));
}

/* The game's decisions to the meter, and what it read, when due. */
static void
meter_game(const struct match *m, const struct game_result *r,
    struct tally *delta)
{
	int	 s;

	for (s = 0; s < m->rules.players; s++) {
		meter.decisions[r->bot[s]] += r->run.decisions[s];
		meter.all += r->run.decisions[s];
	}
	if (tool_now() - meter.wall >= METER_SECONDS)
		match_settle(delta);
}

struct asker {
	struct progbot	*prog;
	struct hearts_rng rng;		/* the seeds of its decisions */
	long		 game;
	const char	*program;
	int		 log_fd;
	int		 trace_fd;	/* or 0 (struct match's) */
	double		 limit;		/* -t: its time a decision */
	double		*clock;		/* -c: what is left of its clock, */
	double		 increment;	/* or NULL */
	double		*seconds, *cpu;
	long		*restarts;
	double		*asking;	/* this process's CPU in ask() */
};

void
match_finish(const struct match *m)
{
	int	 i;

	for (i = 0; i < m->nspecs; i++)
		if (m->spec[i].prog != NULL)
			progbot_stop(m->spec[i].prog);
}

void
match_kill_bots(const struct match *m)
{
	int	 i;

	for (i = 0; i < m->nspecs; i++)
		if (m->spec[i].prog != NULL && m->spec[i].prog->per.pid > 0)
			kill(-m->spec[i].prog->per.pid, SIGKILL);
}

/*
 * A searching built-in bot (strong, expert), asked as a program is so
 * that its decision is timed here, by the clock and by this thread's
 * CPU clock: the library times it by the clock alone, which a loaded
 * machine inflates.
 */
struct searcher {
	struct hearts_bot *bot;
	double		*seconds, *cpu;
	double		*spent;		/* the CPU of every searching bot */
};

static enum hearts_fault
search(void *arg, const struct hearts_game *g, int seat, hearts_cards *choice)
{
	struct searcher	*a = arg;
	struct hearts_error e;
	double		 start = tool_now(), cpu = thread_cpu(), used;
	int		 rc;

	rc = hearts_bot_game_choose(a->bot, g, seat, choice, NULL, &e);
	used = thread_cpu() - cpu;
	*a->seconds += tool_now() - start;
	*a->cpu += used > 0 ? used : 0;
	*a->spent += used > 0 ? used : 0;
	return rc == -1 ? HEARTS_FAULT_CRASH : HEARTS_FAULT_NONE;
}

/* The time of day to the microsecond, as the trace says it (UTC). */
static void
stamp(char *buf, size_t size)
{
	struct timespec	 ts;
	struct tm	 tm;
	size_t		 n;

	clock_gettime(CLOCK_REALTIME, &ts);
	gmtime_r(&ts.tv_sec, &tm);
	n = strftime(buf, size, "%Y-%m-%dT%H:%M:%S", &tm);
	snprintf(buf + n, size - n, ".%06ldZ", ts.tv_nsec / 1000);
}

/*
 * A decision in the trace (-x): every line the program was sent, after
 * the time it was sent, and the line it answered, after the time it was
 * read; each under the decision's words and the bot's name, so that a
 * protocol's fault can be seen.  A one-shot program's question, in its
 * environment, is written as a line of its own.  One write a decision,
 * so that the lines of -j's workers do not mix within it.
 */
static void
trace(const struct asker *a, const struct hearts_game *g, int seat,
    const char *context, const char *sent, uint64_t seed,
    const char *answer, enum hearts_fault fault)
{
	const struct progbot *b = a->prog;
	const char	*line, *end, *text = b->text;
	char		*block = NULL, read[40], shown[HEARTS_SHOWN_SIZE];
	size_t		 size = 0, len;
	FILE		*f;

	if ((f = open_memstream(&block, &size)) == NULL)
		return;
	len = b->mem != NULL && ftello(b->mem) > 0 ? (size_t)ftello(b->mem) :
	    0;
	if (!b->persistent)
		fprintf(f, "%s %s: %s = HEARTS_ASK=%s HEARTS_SEAT=%c "
		    "HEARTS_SEED=%llu HEARTS_TIME=%g\n", sent, context, b->name,
		    hearts_game_where(g, NULL) == HEARTS_GAME_PASS ? "pass" :
		    "play", hearts_seat_name(seat), (unsigned long long)seed,
		    b->one.timeout);
	for (line = text; text != NULL && line < text + len; line = end + 1) {
		if ((end = memchr(line, '\n', (size_t)(text + len - line))) ==
		    NULL)
			end = text + len;
		fprintf(f, "%s %s: %s > %.*s\n", sent, context, b->name,
		    (int)(end - line), line);
	}
	stamp(read, sizeof(read));
	if (fault == HEARTS_FAULT_TIMEOUT || fault == HEARTS_FAULT_CRASH)
		fprintf(f, "%s %s: %s < %s(%s)\n", read, context, b->name,
		    answer[0] != '\0' ? hearts_escaped(answer, strlen(answer),
		    80, shown, sizeof(shown)) : "", progbot_fault_name(fault));
	else
		fprintf(f, "%s %s: %s < %s\n", read, context, b->name,
		    hearts_escaped(answer, strlen(answer), 80, shown,
		    sizeof(shown)));
	if (fclose(f) == 0 && block != NULL)
		(void)write(a->trace_fd, block, size);
	free(block);
}

/*
 * What passes between the referee and a persistent program outside its
 * decisions (its start, its greeting, the end of a game), in the trace
 * under the decision it came with.
 */
static void
trace_persistent(void *arg, const struct persist *p, char dir,
    const char *line, size_t len)
{
	const struct asker *a = arg;
	char		 when[40], shown[HEARTS_SHOWN_SIZE];

	stamp(when, sizeof(when));
	if (dir == '<') {
		line = hearts_escaped(line, len, 80, shown, sizeof(shown));
		len = strlen(line);
	}
	dprintf(a->trace_fd, "%s %s: %s %c %.*s\n", when, p->context,
	    a->prog->name, dir, (int)len, line);
}

/*
 * The hearts_player callback for a program: its seat's view, its answer.
 * Its seed follows from the match's, the game and the seat, so that a
 * match with programs can be played again the same.  A fault is said in
 * the log with the decision, so that the position can be played again.
 */
static enum hearts_fault
ask(void *arg, const struct hearts_game *g, int seat, hearts_cards *choice)
{
	struct asker	*a = arg;
	enum hearts_fault fault;
	char		 answer[EXTBOT_ANSWER], context[EXTBOT_CONTEXT];
	char		 what[EXTBOT_ANSWER + 80];
	char		 sent[40];
	double		 secs, cpu, mine = process_cpu();
	long		 restarts = a->prog->per.restarts;
	uint64_t	 seed = hearts_rng_next(&a->rng) >> 1;

	progbot_context(context, sizeof(context), a->game, g, seat);
	/*
	 * On a clock, a decision has what is left of it, if that is less
	 * than -t's: the bot is told so and stopped there.  A clock run
	 * out is a time-out with no question asked.
	 */
	if (a->clock != NULL) {
		if (*a->clock < 0.001) {
			dprintf(a->log_fd, "%s: %s: %s: timed out: its clock "
			    "ran out\n", a->program, context, a->prog->name);
			*a->asking += process_cpu() - mine;
			return HEARTS_FAULT_TIMEOUT;
		}
		a->prog->one.timeout = a->prog->per.timeout =
		    *a->clock < a->limit ? *a->clock : a->limit;
	}
	if (a->trace_fd > 0)
		stamp(sent, sizeof(sent));
	fault = progbot_ask(a->prog, g, seat, seed, context, choice, answer,
	    &secs, &cpu);
	if (a->clock != NULL) {
		*a->clock -= secs;
		if (fault == HEARTS_FAULT_TIMEOUT && *a->clock < 0)
			*a->clock = 0;
		else
			*a->clock += a->increment;
	}
	if (a->trace_fd > 0)
		trace(a, g, seat, context, sent, seed, answer, fault);
	*a->seconds += secs;
	*a->cpu += cpu;
	*a->restarts += a->prog->per.restarts - restarts;
	switch (fault) {
	case HEARTS_FAULT_TIMEOUT:
		progbot_timeout_why(answer, a->prog->one.timeout, what,
		    sizeof(what));
		dprintf(a->log_fd, "%s: %s: %s: timed out: %s\n",
		    a->program, context, a->prog->name, what);
		break;
	case HEARTS_FAULT_CRASH:
		dprintf(a->log_fd, "%s: %s: %s: crashed: %s\n",
		    a->program, context, a->prog->name, a->prog->died[0] != '\0' ?
		    a->prog->died : "it could not start, failed or ended "
		    "before it answered");
		break;
	case HEARTS_FAULT_GARBAGE:
	case HEARTS_FAULT_ILLEGAL:
		dprintf(a->log_fd, "%s: %s: %s: %s: it answered "
		    "\"%s\": %s\n", a->program, context, a->prog->name,
		    progbot_fault_name(fault), answer, a->prog->why);
		break;
	default:
		break;
	}
	*a->asking += process_cpu() - mine;
	return fault;
}

void
match_empty_tally(const struct match *m, struct tally *t, long i)
{
	int	 b, p;

	memset(t, 0, sizeof(*t));
	t->index = i;
	if (m->ntables > 0) {
		t->table = match_table_of(m, i);
		t->nbots = m->rules.players;
		for (p = 0; p < t->nbots; p++) {
			t->pool[p] = m->table[t->table][p];
			t->bot[p].name = m->spec[t->pool[p]].name;
		}
		return;
	}
	t->nbots = m->nbots;
	for (b = 0; b < m->nspecs; b++) {
		t->bot[m->bot_of_spec[b]].name = m->spec[b].name;
		t->pool[m->bot_of_spec[b]] = m->bot_of_spec[b];
	}
}

bool
match_text_room(struct match_text *t, size_t len)
{
	size_t	 size;
	char	*grown;

	if (t->failed)
		return false;
	if (t->size - t->len < len) {
		for (size = t->size > 0 ? t->size : 8192; size - t->len < len;
		    size *= 2)
			continue;
		if ((grown = realloc(t->text, size)) == NULL) {
			t->failed = true;
			return false;
		}
		t->text = grown;
		t->size = size;
	}
	return true;
}

void
match_text_add(struct match_text *t, const char *s, size_t len)
{
	if (!match_text_room(t, len))
		return;
	memcpy(t->text + t->len, s, len);
	t->len += len;
}

/* Appends a string literal at p and moves p past it. */
#define PUT(p, lit)	((void)memcpy((p), (lit), sizeof(lit) - 1), \
	(p) += sizeof(lit) - 1)

/*
 * The comment lines after a game's record, as SEAT_COMMENT and
 * CPU_COMMENT say them (fixed.h writes the numbers as printf(3) does).
 */
static void
put_seats(struct match_text *out, long i, const struct game_result *r, int n)
{
	char	 line[128 + FIXED_ROOM + 6 * 21], *p;
	int	 s, k;

	for (s = 0; s < n; s++) {
		p = line;
		PUT(p, "# game ");
		p = fixed_long(p, i);
		PUT(p, " seat ");
		*p++ = hearts_seat_name(s);
		PUT(p, ": decisions ");
		p = fixed_long(p, r->run.decisions[s]);
		PUT(p, " ms ");
		p = fixed_six(p, r->seconds[s] * 1000);
		PUT(p, " faults");
		for (k = HEARTS_FAULT_CRASH; k <= HEARTS_FAULT_ILLEGAL; k++) {
			*p++ = ' ';
			p = fixed_long(p, r->run.faults[s][k]);
		}
		*p++ = '\n';
		match_text_add(out, line, (size_t)(p - line));
	}
	for (s = 0; s < n; s++) {
		p = line;
		PUT(p, "# game ");
		p = fixed_long(p, i);
		PUT(p, " cpu ");
		*p++ = hearts_seat_name(s);
		PUT(p, ": ms ");
		p = fixed_six(p, r->cpu[s] * 1000);
		PUT(p, " restarts ");
		p = fixed_long(p, r->restarts[s]);
		*p++ = '\n';
		match_text_add(out, line, (size_t)(p - line));
	}
	p = line;
	if (r->run.forfeit >= 0) {
		PUT(p, "# game ");
		p = fixed_long(p, i);
		PUT(p, " forfeit ");
		*p++ = hearts_seat_name(r->run.forfeit);
		*p++ = '\n';
	}
	PUT(p, "# end of game ");
	p = fixed_long(p, i);
	*p++ = '\n';
	match_text_add(out, line, (size_t)(p - line));
}
#undef PUT

int
match_play(const struct match *m, long i, struct match_text *out,
    struct tally *delta)
{
	struct hearts_game g;
	struct hearts_error e;
	struct hearts_bot bot[HEARTS_MAX_PLAYERS];
	struct hearts_player p[HEARTS_MAX_PLAYERS];
	struct asker	 asker[HEARTS_MAX_PLAYERS];
	struct searcher	 searcher[HEARTS_MAX_PLAYERS];
	double		 clock[HEARTS_MAX_PLAYERS];
	struct game_result r;
	const struct bot_spec *spec;
	double		 start, cpu_start = 0, cpu, outside = 0, asking = 0;
	double		 strong_cpu = 0;
	long		 builtin_decisions = 0, all_builtin = 0;
	long		 deal = i / match_per_deal(m);
	int		 s, n = m->rules.players;
	bool		 unseeded = false, quick;
	char		 line[64], *lp, *text;
	size_t		 len;

	memset(&r, 0, sizeof(r));
	memset(p, 0, sizeof(p));
	r.index = i;
	match_game_bots(m, i, r.bot);
	if (m->dealfile == NULL) {
		hearts_game_init(&g, &m->rules);
		g.seeded = true;
		g.seed = derive(m->seed, deal);
	} else {
		deals_game(m->dealfile, deal, &g);
		/*
		 * A deal with no seed has its next hands dealt as those of the
		 * seeded match's deal of its number are, and written out, as
		 * a record with no seed has them: the same games every time.
		 */
		unseeded = !g.seeded;
		if (unseeded) {
			g.seeded = true;
			g.seed = derive(m->seed, deal);
		}
	}
	if (out != NULL) {
		/* "# game %ld: deal %ld,", as printf(3) writes it. */
		memcpy(line, "# game ", 7);
		lp = fixed_long(line + 7, i);
		memcpy(lp, ": deal ", 7);
		lp = fixed_long(lp + 7, deal);
		*lp++ = ',';
		match_text_add(out, line, (size_t)(lp - line));
	}
	for (s = 0; s < n; s++) {
		spec = &m->spec[match_seat_spec(m, i, s)];
		if (out != NULL) {
			line[0] = ' ';
			line[1] = hearts_seat_name(s);
			line[2] = '=';
			match_text_add(out, line, 3);
			match_text_add(out, spec->name, strlen(spec->name));
		}
		if (spec->builtin >= 0) {
			(void)hearts_bot_init(&bot[s],
			    hearts_bot_name(spec->builtin),
			    derive(m->seed ^ 0x5eed, i * HEARTS_MAX_PLAYERS + s));
			if (spec->budget > 0)
				bot[s].budget = spec->budget;
			if (!searching(&bot[s])) {
				p[s].bot = &bot[s];
				continue;
			}
			searcher[s].bot = &bot[s];
			searcher[s].seconds = &r.seconds[s];
			searcher[s].cpu = &r.cpu[s];
			searcher[s].spent = &strong_cpu;
			p[s].ask = search;
			p[s].arg = &searcher[s];
			continue;
		}
		asker[s].prog = spec->prog;
		progbot_setup(spec->prog, m->log_fd, spec->timeout > 0 ?
		    spec->timeout : m->timeout);
		asker[s].game = i;
		asker[s].program = m->program != NULL ? m->program :
		    "hearts-match";
		asker[s].log_fd = m->log_fd;
		asker[s].trace_fd = m->trace_fd;
		spec->prog->per.trace = m->trace_fd > 0 ? trace_persistent :
		    NULL;
		spec->prog->per.trace_arg = &asker[s];
		asker[s].limit = spec->timeout > 0 ? spec->timeout : m->timeout;
		clock[s] = m->clock;
		asker[s].clock = m->clock > 0 ? &clock[s] : NULL;
		asker[s].increment = m->increment;
		hearts_rng_for_hand(&asker[s].rng, m->seed ^ 0xa5c,
		    i * HEARTS_MAX_PLAYERS + s);
		asker[s].seconds = &r.seconds[s];
		asker[s].cpu = &r.cpu[s];
		asker[s].restarts = &r.restarts[s];
		asker[s].asking = &asking;
		p[s].ask = ask;
		p[s].arg = &asker[s];
	}
	if (out != NULL)
		match_text_add(out, "\n", 1);
	r.run.on_fault = m->on_fault;
	start = tool_now();
	if (!(quick = m->meter))
		cpu_start = process_cpu();
	else if (!meter.on) {
		meter.on = true;
		meter.cpu = process_cpu();
		meter.wall = start;
	}
	if (hearts_game_run(&g, p, &r.run, &e) == -1) {
		hearts_game_free(&g);
		return -1;
	}
	for (s = 0; s < n; s++)
		if (p[s].ask == ask)
			r.cpu[s] += progbot_over(asker[s].prog, i);
	/*
	 * The searching bots (strong, expert) and the programs are timed
	 * here, each decision; the quick bots share what is left of the
	 * game's time.
	 */
	for (s = 0; s < n; s++) {
		outside += r.seconds[s];
		if (p[s].bot != NULL) {
			builtin_decisions += r.run.decisions[s];
			all_builtin += r.run.decisions[s];
		}
	}
	/*
	 * The quick bots' CPU is this process's, which plays them, but for
	 * what it spent asking programs and searching: shared by their
	 * decisions.
	 */
	cpu = quick ? 0 : process_cpu() - cpu_start - asking - strong_cpu;
	for (s = 0; s < n; s++) {
		if (p[s].bot != NULL && builtin_decisions > 0)
			r.seconds[s] = (tool_now() - start - outside) *
			    r.run.decisions[s] / builtin_decisions;
		if (p[s].bot != NULL && all_builtin > 0)
			r.cpu[s] = (cpu > 0 ? cpu : 0) * r.run.decisions[s] /
			    all_builtin;
	}
	if (unseeded)
		g.seeded = false;
	/* Without a record file, nobody reads the record: none is made. */
	if (out != NULL) {
		if ((text = hearts_record_string(&g, -1, &len)) == NULL)
			out->failed = true;
		else
			match_text_add(out, text, len);
		free(text);
		put_seats(out, i, &r, n);
	}
	match_empty_tally(m, delta, i);
	tally_game(delta, &g, &r);
	if (quick)
		meter_game(m, &r, delta);
	hearts_game_free(&g);
	return out != NULL && out->failed ? -1 : 0;
}
