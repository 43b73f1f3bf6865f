/*
 * referee.c: one game of a match by its number, so that any process can
 * play any game and get the same result: the deal, the seating and every
 * bot's draws follow from the match's seed and the game's number alone.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ask.h"
#include "fixed.h"
#include "referee.h"
#include "tool.h"

/* A bot the library times (hearts_run's seconds): strong, expert. */
static bool
searching(const struct hearts_bot *b)
{
	return b->kind == HEARTS_BOT_STRONG || b->kind == HEARTS_BOT_EXPERT;
}

/*
 * A number of its own for each deal, game and seat, from the seed; a
 * deal's is the seed of hearts-deal -N's candidate of that number.
 */
static uint64_t
derive(uint64_t seed, long n)
{
	return hearts_seed_derive(seed, n);
}

/*
 * The CPU time of games between quick built-in bots played in the
 * referee's own process (struct match's meter), read every 10 ms or so
 * instead of around every game: the process's CPU clock is a system
 * call (0.3 to 1.3 us), a tenth of a random game or more.  The
 * decisions in between share what it gives, as a game's seats share
 * the game's; what it gives includes each game's set-up and tally around
 * it.  With a record file, each game's block waits in meter.text for the
 * reading after it, which gives its CPU lines their share, and then goes
 * to the file (reading the clock around every game cost hearts-match -f
 * a third of its time).  The referee settles the rest after its last
 * game (match_settle()), however the match ends; a worker could not,
 * stopped early, so its games are read on their own.
 */
#define METER_SECONDS	0.01
#define METER_GAMES	256			/* games waiting, at most */
#define METER_BYTES	((size_t)4 << 20)	/* their blocks, at most */

/* A game whose block waits for a reading: to end in meter.text, but for
 * its CPU lines and its end. */
struct waiting {
	size_t		 end;
	long		 index;
	long		 decisions[HEARTS_MAX_PLAYERS];
	int		 forfeit;
};

static struct {
	bool		 on;
	double		 cpu, wall;		/* at the last reading */
	long		 decisions[TALLY_BOTS];	/* since then */
	long		 all;
	FILE		*records;		/* or NULL: no file */
	int		 error;			/* its first write's errno */
	struct match_text text;
	struct waiting	 game[METER_GAMES];
	int		 ngames;
	int		 players;		/* at each waiting game's table */
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
match_meter_records(FILE *records)
{
	meter.records = records;
	/* At the run's end (settled: no game waits), the buffer goes. */
	if (records == NULL) {
		free(meter.text.text);
		memset(&meter.text, 0, sizeof(meter.text));
	}
}

int
match_meter_error(void)
{
	return meter.error;
}

static void	put_game_end(struct match_text *, long i, const double *cpu,
		    const long *restarts, int forfeit, int n);

/* The waiting games' blocks to the file, each with its share of cpu. */
static void
meter_write(double cpu)
{
	struct match_text end = { .text = NULL };
	struct waiting	*w;
	double		 share[HEARTS_MAX_PLAYERS];
	long		 none[HEARTS_MAX_PLAYERS] = { 0 };
	size_t		 from = 0;
	int		 k, s;

	/* Blocks that ran out of memory are not whole: none is written. */
	if (meter.text.failed && meter.error == 0)
		meter.error = ENOMEM;
	for (k = 0; k < meter.ngames; k++) {
		w = &meter.game[k];
		for (s = 0; s < meter.players; s++)
			share[s] = meter.all > 0 ?
			    cpu * w->decisions[s] / meter.all : 0;
		end.len = 0;
		put_game_end(&end, w->index, share, none, w->forfeit,
		    meter.players);
		if (meter.error == 0 && (fwrite(meter.text.text + from, 1,
		    w->end - from, meter.records) != w->end - from ||
		    end.failed || fwrite(end.text, 1, end.len, meter.records) !=
		    end.len))
			meter.error = end.failed ? ENOMEM : errno;
		from = w->end;
	}
	free(end.text);
	meter.ngames = 0;
	meter.text.len = 0;
}

void
match_settle(struct tally *t)
{
	double	 cpu, used;
	int	 b;

	if (!meter.on)
		return;
	cpu = match_process_cpu();
	used = cpu > meter.cpu ? cpu - meter.cpu : 0;
	for (b = 0; b < TALLY_BOTS && meter.all > 0; b++)
		t->bot[b].cpu += used * meter.decisions[b] / meter.all;
	meter_write(used);
	/* The reading is the next one's start. */
	memset(meter.decisions, 0, sizeof(meter.decisions));
	meter.all = 0;
	meter.cpu = cpu;
	meter.wall = tool_now();
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
	if (meter.ngames == METER_GAMES || meter.text.len >= METER_BYTES ||
	    tool_now() - meter.wall >= METER_SECONDS)
		match_settle(delta);
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
 * CPU_COMMENT say them (fixed.h writes the numbers as printf(3) does):
 * what each seat did, then (put_game_end()) its CPU time and the end.
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
}

static void
put_game_end(struct match_text *out, long i, const double *cpu,
    const long *restarts, int forfeit, int n)
{
	char	 line[128 + FIXED_ROOM + 6 * 21], *p;
	int	 s;

	for (s = 0; s < n; s++) {
		p = line;
		PUT(p, "# game ");
		p = fixed_long(p, i);
		PUT(p, " cpu ");
		*p++ = hearts_seat_name(s);
		PUT(p, ": ms ");
		p = fixed_six(p, cpu[s] * 1000);
		PUT(p, " restarts ");
		p = fixed_long(p, restarts[s]);
		*p++ = '\n';
		match_text_add(out, line, (size_t)(p - line));
	}
	p = line;
	if (forfeit >= 0) {
		PUT(p, "# game ");
		p = fixed_long(p, i);
		PUT(p, " forfeit ");
		*p++ = hearts_seat_name(forfeit);
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
	struct waiting	*w;
	char		 line[64], *lp, *text;
	size_t		 len;

	memset(&r, 0, sizeof(r));
	memset(p, 0, sizeof(p));
	r.index = i;
	/* A metered game's block waits for the meter's reading after it. */
	if (out != NULL && m->meter && meter.records != NULL)
		out = &meter.text;
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
			p[s].ask = match_search;
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
		spec->prog->per.trace = m->trace_fd > 0 ?
		    match_trace_persistent : NULL;
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
		p[s].ask = match_ask;
		p[s].arg = &asker[s];
	}
	if (out != NULL)
		match_text_add(out, "\n", 1);
	r.run.on_fault = m->on_fault;
	start = tool_now();
	if (!(quick = m->meter))
		cpu_start = match_process_cpu();
	else if (!meter.on) {
		meter.on = true;
		meter.cpu = match_process_cpu();
		meter.wall = start;
	}
	if (hearts_game_run(&g, p, &r.run, &e) == -1) {
		hearts_game_free(&g);
		return -1;
	}
	for (s = 0; s < n; s++)
		if (p[s].ask == match_ask)
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
	cpu = quick ? 0 : match_process_cpu() - cpu_start - asking - strong_cpu;
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
		if (out == &meter.text) {
			w = &meter.game[meter.ngames++];
			w->end = out->len;
			w->index = i;
			w->forfeit = r.run.forfeit;
			meter.players = n;
			memcpy(w->decisions, r.run.decisions,
			    sizeof(w->decisions));
		} else
			put_game_end(out, i, r.cpu, r.restarts, r.run.forfeit,
			    n);
	}
	match_empty_tally(m, delta, i);
	tally_game(delta, &g, &r);
	if (quick)
		meter_game(m, &r, delta);
	hearts_game_free(&g);
	return out != NULL && out->failed ? -1 : 0;
}
