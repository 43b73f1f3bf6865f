/*
 * progbot.c: a program bot asked for a decision, one shot or persistent,
 * told what is asked in the way hearts(7) documents for each.
 */
#include <sys/stat.h>

#include <err.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <unistd.h>

#include "progbot.h"
#include "tool.h"

int
progbot_parse(struct progbot *b, const char *arg)
{
	char	*copy, *word, *last;
	size_t	 n = 0;

	memset(b, 0, sizeof(*b));
	b->name = arg;
	if (strncmp(arg, PROGBOT_PREFIX, strlen(PROGBOT_PREFIX)) == 0) {
		b->persistent = true;
		arg += strlen(PROGBOT_PREFIX);
	}
	if ((copy = strdup(arg)) == NULL ||
	    (b->argv = calloc(strlen(arg) / 2 + 2, sizeof(char *))) == NULL)
		err(HEARTS_EXIT_SOFTWARE, NULL);
	for (word = strtok_r(copy, " \t", &last); word != NULL;
	    word = strtok_r(NULL, " \t", &last))
		b->argv[n++] = word;
	b->words = copy;
	if (n == 0) {
		free(copy);
		free(b->argv);
		b->argv = NULL;
		return -1;
	}
	b->one.argv = b->per.argv = b->argv;
	return 0;
}

void
progbot_setup(struct progbot *b, int log_fd, double timeout)
{
	b->one.log_fd = b->per.log_fd = log_fd;
	b->one.timeout = b->per.timeout = timeout;
	b->one.died = b->per.died = b->died;
}

void
progbot_context(char *buf, size_t size, long game,
    const struct hearts_game *g, int seat)
{
	struct hearts_state st;
	char		 where[64], gamebuf[32] = "";
	long		 hand = g->nhands > 0 ? g->hands[g->nhands - 1].number : 0;

	if (hearts_game_where(g, &st) == HEARTS_GAME_PASS)
		snprintf(where, sizeof(where), "pass");
	else
		snprintf(where, sizeof(where), "trick %d", st.trick + 1);
	if (game >= 0)
		snprintf(gamebuf, sizeof(gamebuf), "game %ld, ", game);
	snprintf(buf, size, "%shand %ld, %s, %c", gamebuf, hand, where,
	    hearts_seat_name(seat));
}

enum hearts_fault
progbot_ask(struct progbot *b, const struct hearts_game *g, int seat,
    uint64_t seed, const char *context, hearts_cards *choice,
    char answer[EXTBOT_ANSWER], double *seconds, double *cpu)
{
	enum hearts_fault fault;
	const char	*what;
	char		*view, seedbuf[32], secs[32];
	char		 letter[2] = { 0, 0 };
	double		 timeout = b->one.timeout;
	size_t		 len = 0;
	struct sigaction ign, old;
	FILE		*mem;

	*choice = 0;
	answer[0] = '\0';
	b->died[0] = '\0';
	*seconds = *cpu = 0;
	/* What is asked, where the bot reads it (hearts(7), Bots). */
	what = hearts_game_where(g, NULL) == HEARTS_GAME_PASS ? "pass" : "play";
	letter[0] = hearts_seat_name(seat);
	snprintf(seedbuf, sizeof(seedbuf), "%llu", (unsigned long long)seed);
	snprintf(secs, sizeof(secs), "%g", timeout);
	/*
	 * One memory stream a bot, written again from its start for each
	 * view: a new one zeroes a buffer, dearer than the view.
	 */
	if (b->mem == NULL &&
	    (b->mem = open_memstream(&b->text, &b->size)) == NULL)
		return HEARTS_FAULT_CRASH;
	mem = b->mem;
	rewind(mem);
	/* A persistent bot's question line first, in the same write. */
	if (b->persistent)
		fprintf(mem, "# ask %s %s seed %s time %s\n", what, letter,
		    seedbuf, secs);
	if (hearts_record_write_view(mem, g, seat) == -1 || fflush(mem) == EOF)
		return HEARTS_FAULT_CRASH;
	view = b->text;
	len = (size_t)ftello(mem);
	/* A bot that ends before it reads is its fault, not a signal of ours. */
	if (!b->sigpipe_ignored) {
		memset(&ign, 0, sizeof(ign));
		ign.sa_handler = SIG_IGN;
		sigaction(SIGPIPE, &ign, &old);
	}
	if (b->persistent) {
		strlcpy(b->per.context, context, sizeof(b->per.context));
		fault = persist_ask(&b->per, NULL, view, len, answer, seconds,
		    cpu);
	} else {
		setenv("HEARTS_ASK", what, 1);
		setenv("HEARTS_SEAT", letter, 1);
		setenv("HEARTS_SEED", seedbuf, 1);
		setenv("HEARTS_TIME", secs, 1);
		strlcpy(b->one.context, context, sizeof(b->one.context));
		fault = extbot_ask(&b->one, view, len, answer, seconds, cpu);
	}
	if (!b->sigpipe_ignored)
		sigaction(SIGPIPE, &old, NULL);
	if (fault != HEARTS_FAULT_NONE)
		return fault;
	return progbot_judge(g, seat, answer, choice, b->why, sizeof(b->why));
}

/* An illegal card to play, the rule it breaks, and the legal cards. */
static void
illegal_card(const struct hearts_game *g, int seat, hearts_card c,
    char *why, size_t size)
{
	struct hearts_table t;
	struct hearts_state st;
	struct hearts_error e;
	char		 legal[64];

	hearts_cards_format(hearts_game_legal(g, seat), legal, sizeof(legal));
	if (hearts_game_table(g, seat, &t, &e) == 0) {
		st = t.st;
		if (hearts_state_play(&st, c, &e) == -1) {
			snprintf(why, size, strstr(e.msg, "; legal: ") != NULL ?
			    "%s" : "%s; legal: %s", e.msg, legal);
			return;
		}
	}
	snprintf(why, size, "%s; legal: %s", e.msg, legal);
}

enum hearts_fault
progbot_judge(const struct hearts_game *g, int seat, const char *answer,
    hearts_cards *choice, char *why, size_t size)
{
	struct hearts_error e;
	char		 word[EXTBOT_ANSWER], name[HEARTS_CARD_NAME], legal[64];
	char		*last, *next;
	hearts_card	 c;
	hearts_cards	 cards = 0;
	bool		 pass = hearts_game_where(g, NULL) == HEARTS_GAME_PASS;

	*choice = 0;
	why[0] = '\0';
	strlcpy(word, answer, sizeof(word));
	for (next = strtok_r(word, " \t\r", &last); next != NULL;
	    next = strtok_r(NULL, " \t\r", &last)) {
		if ((c = hearts_card_parse(next)) == HEARTS_NO_CARD) {
			snprintf(why, size, "'%s' is not a card",
			    tool_shown(next));
			return HEARTS_FAULT_GARBAGE;
		}
		if ((cards & hearts_card_bit(c)) != 0) {
			hearts_card_name(c, name);
			snprintf(why, size, "%c %s %s twice",
			    hearts_seat_name(seat), pass ? "passes" : "plays",
			    name);
			return HEARTS_FAULT_ILLEGAL;
		}
		cards |= hearts_card_bit(c);
	}
	if (cards == 0) {
		snprintf(why, size, "no card");
		return HEARTS_FAULT_GARBAGE;
	}
	if (pass) {
		if (hearts_pass_check(&g->rules, &g->hands[g->nhands - 1],
		    seat, cards, &e) == -1) {
			snprintf(why, size, "%s", e.msg);
			return HEARTS_FAULT_ILLEGAL;
		}
	} else if (hearts_cards_count(cards) != 1) {
		hearts_cards_format(hearts_game_legal(g, seat), legal,
		    sizeof(legal));
		snprintf(why, size, "%c plays one card, not %d; legal: %s",
		    hearts_seat_name(seat), hearts_cards_count(cards), legal);
		return HEARTS_FAULT_ILLEGAL;
	} else if ((cards & hearts_game_legal(g, seat)) == 0) {
		illegal_card(g, seat, hearts_cards_lowest(cards), why, size);
		return HEARTS_FAULT_ILLEGAL;
	}
	*choice = cards;
	return HEARTS_FAULT_NONE;
}

double
progbot_over(struct progbot *b, long game)
{
	char	 line[64];

	if (!b->persistent)
		return 0;
	snprintf(line, sizeof(line), "# over game %ld\n", game);
	return persist_tell(&b->per, line);
}

void
progbot_stop(struct progbot *b)
{
	if (b->persistent)
		persist_stop(&b->per);
}

void
progbot_free(struct progbot *b)
{
	progbot_stop(b);
	if (b->mem != NULL)
		fclose(b->mem);
	free(b->text);
	free(b->words);
	free(b->argv);
	free(b);
}

const char *
progbot_fault_name(enum hearts_fault f)
{
	switch (f) {
	case HEARTS_FAULT_CRASH:
		return "crashed";
	case HEARTS_FAULT_TIMEOUT:
		return "timed out";
	case HEARTS_FAULT_GARBAGE:
		return "garbage";
	case HEARTS_FAULT_ILLEGAL:
		return "illegal";
	default:
		return "no fault";
	}
}

/*
 * What a time-out was: no line at all, or a line and then no exit (a
 * bot answers one line and ends; one that writes on, or waits, is timed
 * out all the same).  answer is the first line, empty for none.
 */
void
progbot_timeout_why(const char *answer, double timeout, char *why,
    size_t size)
{
	if (answer[0] == '\0')
		snprintf(why, size, "no answer within %g s", timeout);
	else
		snprintf(why, size, "it answered \"%.60s\" but did not exit "
		    "within %g s (a bot writes one line and ends)", answer,
		    timeout);
}

/* An executable file: a directory is searchable, not a program. */
static bool
runnable(const char *file)
{
	struct stat	 sb;

	return stat(file, &sb) == 0 && S_ISREG(sb.st_mode) &&
	    access(file, X_OK) == 0;
}

bool
progbot_found(const struct progbot *b)
{
	const char	*path = getenv("PATH"), *dir, *end;
	char		 file[PATH_MAX];
	int		 n;

	if (strchr(b->argv[0], '/') != NULL)
		return runnable(b->argv[0]);
	if (path == NULL)
		path = "/usr/local/bin:/usr/bin:/bin";
	for (dir = path; ; dir = end + 1) {
		if ((end = strchr(dir, ':')) == NULL)
			end = dir + strlen(dir);
		n = snprintf(file, sizeof(file), "%.*s%s%s", (int)(end - dir),
		    dir, end > dir ? "/" : "", b->argv[0]);
		if (n > 0 && (size_t)n < sizeof(file) && runnable(file))
			return true;
		if (*end == '\0')
			return false;
	}
}

/* Why file, which is there, cannot be run; NULL if it is not there. */
static const char *
unrunnable(const char *file)
{
	struct stat	 sb;

	if (stat(file, &sb) == -1)
		return NULL;
	if (S_ISDIR(sb.st_mode))
		return "a directory, not a program";
	if (access(file, X_OK) == -1)
		return "not executable: make it so (chmod +x), or name its "
		    "interpreter first (sh FILE)";
	return NULL;
}

const char *
progbot_unrunnable(const struct progbot *b)
{
	const char	*path = getenv("PATH"), *dir, *end, *why;
	char		 file[PATH_MAX];
	int		 n;

	if (strchr(b->argv[0], '/') != NULL)
		return unrunnable(b->argv[0]);
	if (progbot_found(b))
		return NULL;
	if (path == NULL)
		path = "/usr/local/bin:/usr/bin:/bin";
	for (dir = path; ; dir = end + 1) {
		if ((end = strchr(dir, ':')) == NULL)
			end = dir + strlen(dir);
		n = snprintf(file, sizeof(file), "%.*s%s%s", (int)(end - dir),
		    dir, end > dir ? "/" : "", b->argv[0]);
		if (n > 0 && (size_t)n < sizeof(file) &&
		    (why = unrunnable(file)) != NULL)
			return why;
		if (*end == '\0')
			return NULL;
	}
}

uint64_t
progbot_seed(const struct hearts_game *g, int seat, uint64_t seed)
{
	struct hearts_rng rng;
	long		 hand = g->nhands > 0 ? g->hands[g->nhands - 1].number : 0;
	int		 played = g->nhands > 0 ? g->hands[g->nhands - 1].nplayed :
			    0;

	/* Each decision its own, the same when the game is played again. */
	hearts_rng_for_hand(&rng, seed, hand);
	rng.state ^= (uint64_t)played << 8 | (uint64_t)seat;
	return hearts_rng_next(&rng) >> 1;
}

enum hearts_fault
progbot_move(struct progbot *b, struct hearts_game *g, int seat,
    uint64_t seed, char *why, size_t size)
{
	struct hearts_error e;
	enum hearts_fault fault;
	char		 answer[EXTBOT_ANSWER], context[EXTBOT_CONTEXT];
	char		 what[EXTBOT_ANSWER + 80];
	double		 secs, cpu;
	hearts_cards	 choice;
	int		 rc;

	progbot_context(context, sizeof(context), -1, g, seat);
	fault = progbot_ask(b, g, seat, progbot_seed(g, seat, seed), context,
	    &choice, answer, &secs, &cpu);
	switch (fault) {
	case HEARTS_FAULT_NONE:
		break;
	case HEARTS_FAULT_TIMEOUT:
		progbot_timeout_why(answer, b->one.timeout, what, sizeof(what));
		snprintf(why, size, "%c (%s): %s", hearts_seat_name(seat),
		    b->name, what);
		return fault;
	case HEARTS_FAULT_CRASH:
		snprintf(why, size, "%c (%s): crashed: %s",
		    hearts_seat_name(seat), b->name, b->died[0] != '\0' ?
		    b->died : "the program failed, or ended before it "
		    "answered");
		return fault;
	default:
		snprintf(why, size, "%c (%s): %s: \"%.60s\": %s",
		    hearts_seat_name(seat), b->name, progbot_fault_name(fault),
		    answer, b->why);
		return fault;
	}
	if (hearts_game_where(g, NULL) == HEARTS_GAME_PASS)
		rc = hearts_game_pass(g, seat, choice, &e);
	else
		rc = hearts_game_play(g, hearts_cards_lowest(choice), &e);
	if (rc == -1) {
		snprintf(why, size, "%c (%s): %s", hearts_seat_name(seat),
		    b->name, e.msg);
		return HEARTS_FAULT_ILLEGAL;
	}
	return HEARTS_FAULT_NONE;
}
