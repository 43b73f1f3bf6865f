/*
 * layout.c: a match's layout: the seatings every deal is played in, the
 * table and seats of game i and its bots (and its tally's names), and
 * the lines that name the match at the head of its record file.
 */
#include <stdio.h>
#include <string.h>

#include "referee.h"

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
