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

#define SEAT_COMMENT	"# game %ld seat %c: decisions %ld ms %lf faults %ld %ld %ld %ld"
/* A line of its own, which files written before it lack. */
#define CPU_COMMENT	"# game %ld cpu %c: ms %lf restarts %ld"

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
	int		 n = m->nspecs, s, k, j;

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
match_games(const struct match *m)
{
	return m->deals * m->nseatings;
}

void
match_header(const struct match *m, char *buf, size_t size)
{
	char	 rules[256], deals[512] = "";
	size_t	 len;
	int	 i;

	hearts_rules_format(&m->rules, rules, sizeof(rules));
	/* A file of deals is named, and known again by its hash. */
	if (m->dealfile != NULL)
		snprintf(deals, sizeof(deals), " from %s (sha256 %s)",
		    m->dealfile->name, m->dealfile->hash);
	len = (size_t)snprintf(buf, size, "# hearts-match: seed %llu, %ld "
	    "deals%s, rules %s, %s on a fault, %g s to decide,%s bots:",
	    (unsigned long long)m->seed, m->deals, deals, rules,
	    m->on_fault == HEARTS_ON_FAULT_FORFEIT ? "forfeit" : "fallback",
	    m->timeout, m->all_seatings ? " every seating," : "");
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
	snprintf(buf, size, "# hearts-match: games %ld-%ld of %ld", m->first,
	    m->end - 1, match_games(m));
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

struct asker {
	struct progbot	*prog;
	struct hearts_rng rng;		/* the seeds of its decisions */
	long		 game;
	int		 log_fd;
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

/* A choice the rules refuse, said in the log as the library will find it. */
static bool
refused(const struct hearts_game *g, int seat, hearts_cards choice)
{
	hearts_cards	 legal = hearts_game_legal(g, seat);

	if ((choice & ~legal) != 0)
		return true;
	if (hearts_game_where(g, NULL) == HEARTS_GAME_PASS)
		return hearts_cards_count(choice) !=
		    hearts_pass_count(g->rules.players);
	return hearts_cards_count(choice) != 1;
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
	double		 secs, cpu, mine = process_cpu();
	long		 restarts = a->prog->per.restarts;

	progbot_context(context, sizeof(context), a->game, g, seat);
	fault = progbot_ask(a->prog, g, seat, hearts_rng_next(&a->rng) >> 1,
	    context, choice, answer, &secs, &cpu);
	*a->seconds += secs;
	*a->cpu += cpu;
	*a->restarts += a->prog->per.restarts - restarts;
	if (fault == HEARTS_FAULT_NONE && refused(g, seat, *choice))
		fault = HEARTS_FAULT_ILLEGAL;
	switch (fault) {
	case HEARTS_FAULT_TIMEOUT:
		dprintf(a->log_fd, "hearts-match: %s: %s: timed out: no answer "
		    "within %g s\n", context, a->prog->name,
		    a->prog->one.timeout);
		break;
	case HEARTS_FAULT_CRASH:
		dprintf(a->log_fd, "hearts-match: %s: %s: crashed: it could "
		    "not start, failed or ended before it answered\n", context,
		    a->prog->name);
		break;
	case HEARTS_FAULT_GARBAGE:
	case HEARTS_FAULT_ILLEGAL:
		dprintf(a->log_fd, "hearts-match: %s: %s: %s: it answered "
		    "\"%s\"\n", context, a->prog->name,
		    fault == HEARTS_FAULT_GARBAGE ? "garbage, not cards" :
		    "illegal", answer);
		break;
	default:
		break;
	}
	*a->asking += process_cpu() - mine;
	/* The library finds an illegal choice itself, and counts it. */
	return fault == HEARTS_FAULT_ILLEGAL ? HEARTS_FAULT_NONE : fault;
}

static void
empty_tally(const struct match *m, struct tally *t, long i)
{
	memset(t, 0, sizeof(*t));
	t->index = i;
	t->nbots = m->nbots;
	for (i = 0; i < m->nspecs; i++)
		t->bot[m->bot_of_spec[i]].name = m->spec[i].name;
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
	struct game_result r;
	const struct bot_spec *spec;
	double		 start, cpu_start, cpu, outside = 0, asking = 0;
	double		 strong_cpu = 0;
	long		 builtin_decisions = 0, all_builtin = 0;
	long		 deal = i / m->nseatings;
	int		 s, n = m->rules.players;
	const unsigned char *seat_spec = m->seating[i % m->nseatings];
	bool		 unseeded = false;
	char		 line[64], *lp, *text;
	size_t		 len;

	memset(&r, 0, sizeof(r));
	memset(p, 0, sizeof(p));
	r.index = i;
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
		spec = &m->spec[seat_spec[s]];
		r.bot[s] = m->bot_of_spec[seat_spec[s]];
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
			p[s].bot = &bot[s];
			continue;
		}
		asker[s].prog = spec->prog;
		progbot_setup(spec->prog, m->log_fd, spec->timeout > 0 ?
		    spec->timeout : m->timeout);
		asker[s].game = i;
		asker[s].log_fd = m->log_fd;
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
	cpu_start = process_cpu();
	if (hearts_game_run(&g, p, &r.run, &e) == -1) {
		hearts_game_free(&g);
		return -1;
	}
	for (s = 0; s < n; s++)
		if (p[s].ask != NULL)
			r.cpu[s] += progbot_over(asker[s].prog, i);
	/*
	 * The searching bots (strong, expert) are timed by the library, the
	 * programs here; the quick bots share what is left of the game's
	 * time.
	 */
	for (s = 0; s < n; s++) {
		r.seconds[s] += r.run.seconds[s];
		outside += r.seconds[s];
		if (p[s].bot != NULL && !searching(p[s].bot))
			builtin_decisions += r.run.decisions[s];
		/* A searching bot's CPU is its time, which the library takes. */
		if (p[s].bot != NULL && searching(p[s].bot)) {
			r.cpu[s] = r.run.seconds[s];
			strong_cpu += r.run.seconds[s];
		} else if (p[s].bot != NULL)
			all_builtin += r.run.decisions[s];
	}
	/*
	 * The built-in bots' CPU is this process's, which plays them, but
	 * for what it spent asking programs: shared by their decisions.
	 */
	cpu = process_cpu() - cpu_start - asking - strong_cpu;
	for (s = 0; s < n; s++) {
		if (p[s].bot != NULL && !searching(p[s].bot) &&
		    builtin_decisions > 0)
			r.seconds[s] = (tool_now() - start - outside) *
			    r.run.decisions[s] / builtin_decisions;
		if (p[s].bot != NULL && !searching(p[s].bot) &&
		    all_builtin > 0)
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
	empty_tally(m, delta, i);
	tally_game(delta, &g, &r);
	hearts_game_free(&g);
	return out != NULL && out->failed ? -1 : 0;
}

/* The lines of text before the line at at. */
static long
lines_before(const char *text, const char *at)
{
	long	 n = 0;

	for (; text < at; text++)
		n += *text == '\n';
	return n;
}

/*
 * The tally of one game's block, read back from the record file, whose
 * first line is the file's line first.  On error, what is wrong and the
 * file's line it is on.
 */
static int
tally_block(const struct match *m, long i, char *text, size_t len,
    struct tally *t, long first, char *why, size_t size, long *where)
{
	struct hearts_reader rd;
	struct hearts_game g;
	struct hearts_error e;
	struct game_result r;
	struct tally	 delta;
	const char	*line;
	double		 ms;
	long		 gi, restarts;
	char		 seat;
	int		 s, n = m->rules.players, rc;
	const unsigned char *seat_spec = m->seating[i % m->nseatings];
	FILE		*in;

	memset(&r, 0, sizeof(r));
	r.run.forfeit = -1;
	for (s = 0; s < n; s++)
		r.bot[s] = m->bot_of_spec[seat_spec[s]];
	for (line = text; line != NULL && line < text + len;
	    line = strchr(line, '\n') != NULL ? strchr(line, '\n') + 1 : NULL) {
		if (sscanf(line, "# game %ld forfeit %c", &gi, &seat) == 2 &&
		    (s = hearts_seat_parse((char[]){ seat, 0 }, n)) >= 0)
			r.run.forfeit = s;
		if (sscanf(line, CPU_COMMENT, &gi, &seat, &ms, &restarts) == 4 &&
		    (s = hearts_seat_parse((char[]){ seat, 0 }, n)) >= 0) {
			r.cpu[s] = ms / 1000;
			r.restarts[s] = restarts;
			continue;
		}
		if (sscanf(line, "# game %ld seat %c:", &gi, &seat) != 2 ||
		    (s = hearts_seat_parse((char[]){ seat, 0 }, n)) < 0)
			continue;
		if (sscanf(line, SEAT_COMMENT, &gi, &seat,
		    &r.run.decisions[s], &ms,
		    &r.run.faults[s][HEARTS_FAULT_CRASH],
		    &r.run.faults[s][HEARTS_FAULT_TIMEOUT],
		    &r.run.faults[s][HEARTS_FAULT_GARBAGE],
		    &r.run.faults[s][HEARTS_FAULT_ILLEGAL]) != 8) {
			*where = first + lines_before(text, line);
			snprintf(why, size, "game %ld: a seat's line is '# game "
			    "N seat S: decisions N ms N faults N N N N'", i);
			return -1;
		}
		r.seconds[s] = ms / 1000;
	}
	if ((in = fmemopen(text, len, "r")) == NULL)
		return -1;
	hearts_reader_init(&rd, in);
	/* Lines counted as in the file, those the messages name too. */
	rd.line = first - 1;
	rc = hearts_record_read(&rd, &g, &e);
	hearts_reader_free(&rd);
	fclose(in);
	if (rc != 1) {
		/* As hearts-check says it, at the file's line. */
		if (rc == 0)
			e.line = 0, e.hand = 0, snprintf(e.msg, sizeof(e.msg),
			    "no game record before its end line");
		*where = e.line > 0 ? e.line : first;
		if (e.hand > 0 && e.trick > 0)
			snprintf(why, size, "game %ld, hand %ld, trick %d: %s", i,
			    e.hand, e.trick, e.msg);
		else if (e.hand > 0)
			snprintf(why, size, "game %ld, hand %ld: %s", i, e.hand,
			    e.msg);
		else
			snprintf(why, size, "game %ld: %s", i, e.msg);
		return -1;
	}
	empty_tally(m, &delta, i);
	tally_game(&delta, &g, &r);
	tally_add(t, &delta);
	hearts_game_free(&g);
	return 0;
}

long
match_resume(const struct match *m, FILE *in, struct tally *t, off_t *end,
    char *why, size_t size, long *where)
{
	struct games_read gr;
	char		 header[1024], *line = NULL, *hash;
	size_t		 linesize = 0;
	ssize_t		 n;
	long		 games, lineno = 2, first, last, all;

	*end = 0;
	*where = 0;
	match_header(m, header, sizeof(header));
	if ((n = getline(&line, &linesize, in)) <= 0 ||
	    strncmp(line, header, strlen(header)) != 0 ||
	    line[strlen(header)] != '\n') {
		if (n > 0 && m->dealfile != NULL && (hash = strstr(line,
		    " (sha256 ")) != NULL && strncmp(line, header,
		    (size_t)(hash - line)) == 0 && strncmp(hash + 9,
		    m->dealfile->hash, DEALS_HASH - 1) != 0) {
			snprintf(why, size, "%s is not the file of deals this "
			    "match began with (its sha256 was %.64s)",
			    m->dealfile->name, hash + 9);
			free(line);
			return -1;
		}
		snprintf(why, size, "it does not hold this match (its first "
		    "line is not \"%.60s...\")", header);
		free(line);
		return -1;
	}
	*end = ftello(in);
	/* A slice's second line names it; a whole match has none. */
	n = getline(&line, &linesize, in);
	if (m->sliced) {
		match_slice_header(m, header, sizeof(header));
		if (n <= 0) {
			free(line);
			return 0;	/* cut after the first line: none played */
		}
		if (strncmp(line, header, strlen(header)) != 0 ||
		    line[strlen(header)] != '\n') {
			*where = 2;
			snprintf(why, size, "it does not hold this slice of the "
			    "match (its second line is not \"%s\")", header);
			free(line);
			return -1;
		}
		*end = ftello(in);
		lineno = 3;
	} else if (n > 0 && sscanf(line, "# hearts-match: games %ld-%ld of "
	    "%ld", &first, &last, &all) == 3) {
		*where = 2;
		snprintf(why, size, "it holds games %ld-%ld of the match alone: "
		    "resume it with --games %ld-%ld", first, last, first, last);
		free(line);
		return -1;
	} else if (fseeko(in, *end, SEEK_SET) == -1) {
		free(line);
		return -1;
	}
	free(line);
	if ((games = match_read_games(m, in, lineno, t, &gr, why, size,
	    where)) == -1)
		return -1;
	if (gr.end > 0)
		*end = gr.end;
	return games;
}

long
match_read_games(const struct match *m, FILE *in, long lineno,
    struct tally *t, struct games_read *gr, char *why, size_t size,
    long *where)
{
	char		*line = NULL, *block = NULL;
	size_t		 linesize = 0, blocklen = 0;
	ssize_t		 n;
	long		 games = 0, gi, first = lineno;
	char		 nl;
	FILE		*mem = NULL;

	gr->end = 0;
	gr->next_line = lineno;
	lineno--;
	while ((n = getline(&line, &linesize, in)) > 0) {
		lineno++;
		/* A record's lines are short: a long one is damage. */
		if (n > 65537) {
			*where = lineno;
			snprintf(why, size, "the line is longer than 65536 bytes");
			goto fail;
		}
		if (mem == NULL && (mem = open_memstream(&block,
		    &blocklen)) == NULL)
			break;
		fwrite(line, 1, (size_t)n, mem);
		/* The whole end line, its newline too, or the game is cut. */
		if (sscanf(line, "# end of game %ld%c", &gi, &nl) != 2 ||
		    nl != '\n')
			continue;
		fclose(mem);
		mem = NULL;
		if (gi != m->first + games) {
			*where = lineno;
			snprintf(why, size, "the end line of game %ld where game "
			    "%ld ends", gi, m->first + games);
			goto fail;
		}
		if (gi >= m->end) {
			*where = lineno;
			snprintf(why, size, "game %ld is past the last game of "
			    "the slice, %ld", gi, m->end - 1);
			goto fail;
		}
		if (tally_block(m, gi, block, blocklen, t, first, why, size,
		    where) == -1)
			goto fail;
		free(block);
		block = NULL;
		games++;
		first = lineno + 1;
		gr->end = ftello(in);
		gr->next_line = first;
	}
	if (mem != NULL)
		fclose(mem);
	free(block);
	free(line);
	gr->lines = lineno;
	if (ferror(in)) {
		*where = 0;
		snprintf(why, size, "it cannot be read");
		return -1;
	}
	return games;
fail:
	if (mem != NULL)
		fclose(mem);
	free(block);
	free(line);
	return -1;
}
