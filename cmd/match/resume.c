/*
 * resume.c: a match's record file read back, game by game, into the
 * tally: to resume an interrupted match (hearts-match -f), and for -m to
 * put the slices' files together.  Every game's block is read as a record
 * and checked, and a file that does not hold this match is refused with
 * what is wrong and its line.
 */
#include <sys/types.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "referee.h"
#include "tool.h"

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
 * Whether a game's first comment, past "# game I: deal D,", seats the
 * match's bots as its seating does (" N=simple E=./bot -p ..." to the
 * line's end); if not, why in why.  A slice whose comments name other
 * bots would tally its games to the bots of the first line while its
 * records say otherwise (hearts-stats -b reads them).
 */
static bool
seats_named(const struct match *m, long i, const char *names, char *why,
    size_t size)
{
	const char	*name, *p = names, *end, *q;
	char		 shown[HEARTS_SHOWN_SIZE], next[4] = " X=";
	size_t		 len;
	int		 s;

	for (s = 0; s < m->rules.players; s++) {
		name = m->spec[match_seat_spec(m, i, s)].name;
		len = strlen(name);
		if (p[0] == ' ' && p[1] == hearts_seat_name(s) && p[2] == '=' &&
		    strncmp(p + 3, name, len) == 0 && (p[3 + len] == ' ' ||
		    p[3 + len] == '\n')) {
			p += 3 + len;
			continue;
		}
		/* What it names there: to the next seat's word, or the end. */
		end = p + strcspn(p, "\n");
		next[1] = s + 1 < m->rules.players ?
		    hearts_seat_name(s + 1) : '\n';
		if ((q = strstr(p, next)) != NULL && q < end)
			end = q;
		snprintf(why, size, "game %ld: its comment seats %s at %c, but "
		    "the match's first line seats %s there", i,
		    p[0] == ' ' && p[1] == hearts_seat_name(s) && p[2] == '=' ?
		    hearts_escaped(p + 3, (size_t)(end - p - 3), 24, shown,
		    sizeof(shown)) : "no bot", hearts_seat_name(s),
		    tool_shown(name));
		return false;
	}
	if (*p != '\n') {
		snprintf(why, size, "game %ld: its comment names more seats "
		    "than the match has", i);
		return false;
	}
	return true;
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
	long		 gi, restarts, deal;
	char		 seat;
	bool		 named = false;
	int		 s, n = m->rules.players, rc, at;
	FILE		*in;

	memset(&r, 0, sizeof(r));
	r.run.forfeit = -1;
	match_game_bots(m, i, r.bot);
	for (line = text; line != NULL && line < text + len;
	    line = strchr(line, '\n') != NULL ? strchr(line, '\n') + 1 : NULL) {
		at = -1;
		if (sscanf(line, "# game %ld: deal %ld,%n", &gi, &deal,
		    &at) == 2 && at > 0) {
			if (!seats_named(m, i, line + at, why, size)) {
				*where = first + lines_before(text, line);
				return -1;
			}
			named = true;
			continue;
		}
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
	if (!named) {
		*where = first;
		snprintf(why, size, "game %ld: no comment names its seats' "
		    "bots (\"# game %ld: deal D, N=...\")", i, i);
		return -1;
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
	match_empty_tally(m, &delta, i);
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
	const char	*long_why;
	char		 header[MATCH_HEADER_MAX], *line = NULL, *hash;
	size_t		 linesize = 0;
	ssize_t		 n;
	long		 games, lineno = 2, first, last, all;

	*end = 0;
	*where = 0;
	match_header(m, header, sizeof(header));
	if ((n = tool_getline(&line, &linesize, MATCH_LINE_MAX, in,
	    &long_why)) <= 0 || strncmp(line, header, strlen(header)) != 0 ||
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
		snprintf(why, size, "it holds another match, not this one: "
		    "remove it, or choose another file for -f (its first line "
		    "is not \"%.60s...\")", header);
		free(line);
		return -2;
	}
	*end = ftello(in);
	/* A slice's second line names it; a whole match has none. */
	if ((n = tool_getline(&line, &linesize, MATCH_LINE_MAX, in,
	    &long_why)) == -1) {
		*where = 2;
		snprintf(why, size, "%s", long_why);
		free(line);
		return -1;
	}
	if (m->sliced) {
		match_slice_header(m, header, sizeof(header));
		if (n <= 0) {
			free(line);
			return 0;	/* cut after the first line: none played */
		}
		if (strncmp(line, header, strlen(header)) != 0 ||
		    line[strlen(header)] != '\n') {
			*where = 2;
			snprintf(why, size, "it holds another match or slice, "
			    "not this slice: remove it, or choose another file "
			    "for -f (its second line is not \"%s\")", header);
			free(line);
			return -2;
		}
		*end = ftello(in);
		lineno = 3;
	} else if (n > 0 && sscanf(line, "# %*s games %ld-%ld of "
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
	const char	*long_why;
	char		*line = NULL, *block = NULL;
	size_t		 linesize = 0, blocklen = 0;
	ssize_t		 n;
	long		 games = 0, gi, first = lineno, held = 0;
	char		 nl;
	FILE		*mem = NULL;

	gr->end = 0;
	gr->next_line = lineno;
	lineno--;
	while ((n = tool_getline(&line, &linesize, MATCH_LINE_MAX, in,
	    &long_why)) != 0) {
		lineno++;
		/*
		 * A record's lines are short: a long one is damage, and what
		 * follows it may never end.
		 */
		if (n == -1) {
			*where = lineno;
			snprintf(why, size, "%s", long_why);
			goto fail;
		}
		if ((held += n) > MATCH_GAME_MAX) {
			*where = lineno;
			snprintf(why, size, "game %ld is longer than %ld bytes",
			    m->first + games, MATCH_GAME_MAX);
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
		held = 0;
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
