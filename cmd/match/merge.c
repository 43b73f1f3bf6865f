/*
 * merge.c: a match from the record files of its slices.  Every game of a
 * match follows from its seed and its number, so slices played anywhere
 * hold the games one run plays; tallied here in the order of the games,
 * as one run tallies them, they give that run's table to the last digit
 * (the times aside), and their blocks one after another its file.
 */
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "merge.h"
#include "tool.h"

#define HEADER_START	"# hearts-match: seed "
#define TOURNEY_START	"# hearts-tourney: seed "
#define DECIDE		" s to decide,"
#define EVERY_SEATING	" every seating,"
#define BOTS_START	" bots: "

/*
 * The match a first line names, as far as the table needs it: the
 * rules, the deals and the bots of the seats (a tournament's: its format
 * and its pool).  Only hearts-match and hearts-tourney write the line, so
 * anything else in it is a damaged file.
 */
static int
parse_header(const char *line, struct match *m, char *why, size_t size)
{
	struct hearts_error e;
	unsigned long long seed;
	const char	*rules, *bots, *next;
	char		*text, *word, *last;
	size_t		 len, name;
	double		 secs;
	bool		 all;
	int		 n, at, f;

	bots = NULL;
	all = false;
	m->format = MATCH_ONE_TABLE;
	m->program = strncmp(line, TOURNEY_START, strlen(TOURNEY_START)) == 0 ?
	    "hearts-tourney" : NULL;
	/* %n is not stored unless " deals" matched: the numbers alone may. */
	n = -1;
	if (sscanf(line + (m->program != NULL ? strlen(TOURNEY_START) :
	    strlen(HEADER_START)), "%llu, %ld deals%n", &seed, &m->deals,
	    &n) == 2 && n > 0 && m->deals >= 1 &&
	    (rules = strstr(line + n, ", rules ")) != NULL &&
	    (bots = strstr(rules, DECIDE)) != NULL) {
		/* A clock, then -A, say so before the bots. */
		bots += strlen(DECIDE);
		at = -1;
		if (sscanf(bots, " clock %lf+%lf s,%n", &m->clock,
		    &m->increment, &at) == 2 && at > 0)
			bots += at;
		if ((all = strncmp(bots, EVERY_SEATING,
		    strlen(EVERY_SEATING)) == 0))
			bots += strlen(EVERY_SEATING);
		/* A tournament's format, " round-robin,". */
		for (f = MATCH_ROUND_ROBIN; m->program != NULL &&
		    f <= MATCH_BALANCED; f++) {
			len = strlen(match_format_name(f));
			if (bots[0] == ' ' && strncmp(bots + 1,
			    match_format_name(f), len) == 0 &&
			    bots[len + 1] == ',') {
				m->format = f;
				bots += len + 2;
			}
		}
		if (m->program != NULL && m->format == MATCH_ONE_TABLE)
			bots = NULL;
		else if (strncmp(bots, BOTS_START, strlen(BOTS_START)) != 0)
			bots = NULL;
	}
	if (bots == NULL) {
		snprintf(why, size, "its first line is not the one %s -f writes "
		    "(\"# %s: seed S, N deals, rules ..., %sbots: ...\")",
		    m->program != NULL ? m->program : "hearts-match",
		    m->program != NULL ? m->program : "hearts-match",
		    m->program != NULL ? "FORMAT, " : "");
		return -1;
	}
	m->seed = seed;
	/* The rules, word by word, up to the comma after them. */
	rules += strlen(", rules ");
	len = strcspn(rules, ",");
	if ((text = strndup(rules, len)) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	hearts_rules_default(&m->rules);
	for (word = strtok_r(text, " ", &last); word != NULL;
	    word = strtok_r(NULL, " ", &last))
		if (hearts_rules_option(&m->rules, word, &e) == -1) {
			snprintf(why, size, "the rules of its first line: %s",
			    e.msg);
			free(text);
			return -1;
		}
	free(text);
	/* The bots, one a seat, between " | ". */
	m->nspecs = 0;
	for (bots += strlen(BOTS_START); ; bots = next + 3) {
		next = strstr(bots, " | ");
		len = next != NULL ? (size_t)(next - bots) : strcspn(bots, "\n");
		if (m->nspecs == (m->program != NULL ? MATCH_POOL :
		    HEARTS_MAX_PLAYERS))
			break;
		memset(&m->spec[m->nspecs], 0, sizeof(m->spec[0]));
		if ((text = strndup(bots, len)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		/* Its own time, " (2 s)", is not in its name. */
		at = -1;
		if ((word = strrchr(text, '(')) != NULL && word > text &&
		    word[-1] == ' ' && sscanf(word, "(%lf s)%n", &secs,
		    &at) == 1 && at >= 0 && word[at] == '\0')
			word[-1] = '\0';
		m->spec[m->nspecs].given = text;
		m->spec[m->nspecs].name = text;
		if ((name = match_short_name(text)) > 0 &&
		    (m->spec[m->nspecs].name = strndup(text, name)) == NULL)
			err(HEARTS_EXIT_SOFTWARE, NULL);
		m->nspecs++;
		if (next == NULL)
			break;
	}
	if (m->program != NULL) {
		match_name_bots(m);
		match_seatings(m, all);
		return match_tables(m, why, size);
	}
	if (m->nspecs != m->rules.players) {
		snprintf(why, size, "its first line names %s bots for %d seats",
		    m->nspecs > m->rules.players ? "more" : "fewer",
		    m->rules.players);
		return -1;
	}
	match_name_bots(m);
	match_seatings(m, all);
	return 0;
}

/* Opens a slice's file, or exits as a file that cannot be read does. */
static FILE *
open_piece(const char *path)
{
	FILE	*f;

	if ((f = fopen(path, "r")) == NULL)
		err(HEARTS_EXIT_NOINPUT, "%s", path);
	return f;
}

/*
 * The first two lines of a slice's file: the match (the same in every
 * file) and the games it holds; a file without the second is the whole
 * match.
 */
static void
read_heads(struct merged *mg, struct piece *p)
{
	const char *long_why;
	char	*line = NULL, why[512], nl, games[64];
	size_t	 size = 0;
	ssize_t	 n;
	long	 total, all;
	FILE	*f;
	int	 end = 0;

	f = open_piece(p->path);
	if ((n = tool_getline(&line, &size, MATCH_LINE_MAX, f,
	    &long_why)) <= 0 || (strncmp(line, HEADER_START,
	    strlen(HEADER_START)) != 0 && strncmp(line, TOURNEY_START,
	    strlen(TOURNEY_START)) != 0)) {
		if (ferror(f))
			err(HEARTS_EXIT_IOERR, "%s", p->path);
		errx(HEARTS_EXIT_DATA, "%s:1: not a %s's record file: its "
		    "first line is not the one %s -f writes", p->path,
		    mg->program != NULL ? "tournament" : "match",
		    mg->program != NULL ? mg->program : "hearts-match");
	}
	if (mg->header == NULL) {
		if (parse_header(line, &mg->m, why, sizeof(why)) == -1)
			errx(HEARTS_EXIT_DATA, "%s:1: %s", p->path, why);
		/* A match's table cannot hold a tournament's pool. */
		if ((mg->m.program == NULL) != (mg->program == NULL))
			errx(HEARTS_EXIT_DATA, "%s:1: a %s's file, not a %s's: "
			    "%s -m reads it", p->path, mg->m.program != NULL ?
			    "tournament" : "match", mg->program != NULL ?
			    "tournament" : "match", mg->m.program != NULL ?
			    "hearts-tourney" : "hearts-match");
		mg->header = line;
		line = NULL;
		size = 0;
	} else if (strcmp(line, mg->header) != 0)
		errx(HEARTS_EXIT_DATA, "%s:1: a slice of another match than "
		    "%s's: its first line is not the same", p->path,
		    mg->piece[0].path);
	total = match_games(&mg->m);
	p->start = ftello(f);
	p->start_line = 2;
	p->line = 1;
	p->first = 0;
	p->last = total - 1;
	/* A line past the limit is the games' reader's to refuse. */
	n = tool_getline(&line, &size, MATCH_LINE_MAX, f, &long_why);
	snprintf(games, sizeof(games), "# %s: games ", mg->m.program != NULL ?
	    mg->m.program : "hearts-match");
	if (n > 0 && strncmp(line, games, strlen(games)) == 0) {
		p->line = 2;
		if (sscanf(line + strlen(games), "%ld-%ld of %ld%c%n",
		    &p->first, &p->last, &all, &nl, &end) != 4 || nl != '\n' ||
		    end + (int)strlen(games) != n || p->first < 0 ||
		    p->last < p->first)
			errx(HEARTS_EXIT_DATA, "%s:2: a slice's second line is "
			    "\"%sFIRST-LAST of GAMES\"", p->path, games);
		if (all != total || p->last >= total)
			errx(HEARTS_EXIT_DATA, "%s:2: games %ld-%ld of %ld, but "
			    "the match has %ld games", p->path, p->first,
			    p->last, all, total);
		p->start = ftello(f);
		p->start_line = 3;
	}
	if (ferror(f))
		err(HEARTS_EXIT_IOERR, "%s", p->path);
	free(line);
	fclose(f);
}

static int
by_first(const void *a, const void *b)
{
	const struct piece *x = a, *y = b;

	if (x->first != y->first)
		return x->first < y->first ? -1 : 1;
	return x->last < y->last ? -1 : x->last > y->last;
}

/* Each game once: no slice twice, none overlapping, none missing. */
static void
check_cover(const struct merged *mg)
{
	const struct piece *p, *q;
	long	 total = match_games(&mg->m);
	int	 i;

	p = &mg->piece[0];
	if (p->first > 0)
		errx(HEARTS_EXIT_DATA, "%s:%ld: games 0-%ld are missing: the "
		    "first slice holds games %ld-%ld", p->path, p->line,
		    p->first - 1, p->first, p->last);
	for (i = 1; i < mg->npieces; i++) {
		q = &mg->piece[i - 1];
		p = &mg->piece[i];
		if (p->first == q->first && p->last == q->last)
			errx(HEARTS_EXIT_DATA, "%s:%ld: games %ld-%ld twice: "
			    "%s holds them too", p->path, p->line, p->first,
			    p->last, q->path);
		if (p->first <= q->last)
			errx(HEARTS_EXIT_DATA, "%s:%ld: games %ld-%ld overlap "
			    "games %ld-%ld of %s", p->path, p->line, p->first,
			    p->last, q->first, q->last, q->path);
		if (p->first > q->last + 1)
			errx(HEARTS_EXIT_DATA, "%s:%ld: games %ld-%ld are "
			    "missing: no file holds them (this one holds games "
			    "%ld-%ld)", p->path, p->line, q->last + 1,
			    p->first - 1, p->first, p->last);
	}
	p = &mg->piece[mg->npieces - 1];
	if (p->last < total - 1)
		errx(HEARTS_EXIT_DATA, "%s:%ld: games %ld-%ld are missing: the "
		    "last slice holds games %ld-%ld of %ld", p->path, p->line,
		    p->last + 1, total - 1, p->first, p->last, total);
}

/* Tallies a slice's games, all of them and nothing else. */
static void
read_games(struct merged *mg, struct piece *p)
{
	struct games_read gr;
	char	 why[512];
	long	 where, games;
	FILE	*f;

	f = open_piece(p->path);
	mg->m.first = p->first;
	mg->m.end = p->last + 1;
	if (fseeko(f, p->start, SEEK_SET) == -1)
		err(HEARTS_EXIT_IOERR, "%s", p->path);
	games = match_read_games(&mg->m, f, p->start_line, &mg->t, &gr, why,
	    sizeof(why), &where);
	if (games == -1 && where == 0)
		err(HEARTS_EXIT_IOERR, "%s", p->path);
	if (games == -1)
		errx(HEARTS_EXIT_DATA, "%s:%ld: %s", p->path, where, why);
	if (gr.lines >= gr.next_line && p->first + games <= p->last)
		errx(HEARTS_EXIT_DATA, "%s:%ld: game %ld is cut short: the "
		    "slice was not played to its end (the same hearts-match "
		    "command resumes it)", p->path, gr.next_line,
		    p->first + games);
	if (gr.lines >= gr.next_line)
		errx(HEARTS_EXIT_DATA, "%s:%ld: lines after the slice's last "
		    "game, %ld", p->path, gr.next_line, p->last);
	if (p->first + games <= p->last)
		errx(HEARTS_EXIT_DATA, "%s:%ld: the slice ends before game %ld: "
		    "it was not played to its end (the same hearts-match "
		    "command resumes it)", p->path, gr.lines, p->first + games);
	p->end = gr.end;
	fclose(f);
}

void
merge_read(struct merged *mg, int nfiles, char **paths)
{
	void	(*each)(void *, const struct tally *) = mg->t.each;
	void	*arg = mg->t.each_arg;
	const char *program = mg->program;
	int	 i;

	/* Whoever takes each game (a tournament's rating) is kept. */
	memset(mg, 0, sizeof(*mg));
	mg->program = program;
	mg->t.each = each;
	mg->t.each_arg = arg;
	if ((mg->piece = calloc((size_t)nfiles, sizeof(*mg->piece))) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	mg->npieces = nfiles;
	for (i = 0; i < nfiles; i++) {
		mg->piece[i].path = paths[i];
		read_heads(mg, &mg->piece[i]);
	}
	qsort(mg->piece, (size_t)nfiles, sizeof(*mg->piece), by_first);
	check_cover(mg);
	mg->t.nbots = mg->m.nbots;
	mg->t.seatings = (int)match_per_deal(&mg->m);
	/* A tournament's games name their own bots (match_empty_tally()). */
	for (i = 0; mg->m.ntables == 0 && i < mg->m.nspecs; i++)
		mg->t.bot[mg->m.bot_of_spec[i]].name = mg->m.spec[i].name;
	for (i = 0; i < nfiles; i++)
		read_games(mg, &mg->piece[i]);
}

void
merge_write(const struct merged *mg, FILE *out, const char *name)
{
	const struct piece *p;
	char		 buf[65536];
	off_t		 left;
	size_t		 n;
	FILE		*f;
	int		 i;

	fputs(mg->header, out);
	for (i = 0; i < mg->npieces; i++) {
		p = &mg->piece[i];
		f = open_piece(p->path);
		if (fseeko(f, p->start, SEEK_SET) == -1)
			err(HEARTS_EXIT_IOERR, "%s", p->path);
		for (left = p->end - p->start; left > 0; left -= (off_t)n) {
			n = fread(buf, 1, left < (off_t)sizeof(buf) ?
			    (size_t)left : sizeof(buf), f);
			if (n == 0)
				errx(HEARTS_EXIT_IOERR, "%s: it changed while "
				    "it was read", p->path);
			if (fwrite(buf, 1, n, out) != n)
				err(HEARTS_EXIT_IOERR, "%s", name);
		}
		fclose(f);
	}
	if (fflush(out) == EOF)
		err(HEARTS_EXIT_IOERR, "%s", name);
}
