/*
 * rules.c: the options of hearts-rules(7), the presets that name a house
 * tradition's whole rule set, their canonical text and their checks
 * (what follows from them is deck.c's and pass.c's).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"

const char *const hearts_preset_names[] = {
	"standard", "black-lady", "omnibus", "moon-down", "session",
	"two-player", "three-player", "five-player", "black-maria", NULL
};

const char *const hearts_option_names[] = {
	"players", "queen-breaks-hearts", "moon", "jack-of-diamonds",
	"target", "tie", NULL
};

/*
 * Every option, those of the first release first (RULES_REQUIRED of
 * them, which a record states whatever their values), then the later
 * ones in the order the writer writes them, each only when it is not
 * its default: so a game of the first release's rules is written as
 * that release wrote it.
 */
const char *const rules_option_names[] = {
	"players", "queen-breaks-hearts", "moon", "jack-of-diamonds",
	"target", "tie", "pass", "first-lead", "first-trick-points",
	"no-tricks-bonus", "hearts-must-break", "lead-hearts-over-queen",
	"penalty-spades", "left-out", NULL
};

static const char *const pass_rule_names[] = {
	"cycle", "left", "right", "across", "none", NULL
};

static const char *const moon_names[] = { "add", "subtract", "none" };
static const char *const first_lead_names[] = {
	"lowest-club", "any-club", "left-of-dealer"
};

/* "a, b, c" from a NULL-terminated list, for messages. */
static const char *
join(const char *const *names, char *buf, size_t size)
{
	size_t	 i;

	buf[0] = '\0';
	for (i = 0; names[i] != NULL; i++) {
		if (i > 0)
			strlcat(buf, ", ", size);
		strlcat(buf, names[i], size);
	}
	return buf;
}

void
hearts_rules_default(struct hearts_rules *r)
{
	r->players = 4;
	r->queen_breaks_hearts = false;
	r->moon = HEARTS_MOON_ADD;
	r->jack_of_diamonds = false;
	r->target = 100;
	r->tie = HEARTS_TIE_PLAY_ON;
	r->pass = HEARTS_PASS_CYCLE;
	r->first_lead = HEARTS_LEAD_LOWEST_CLUB;
	r->first_trick_points = false;
	r->no_tricks_bonus = false;
	r->hearts_lead_free = false;
	r->hearts_over_queen = false;
	r->penalty_spades = false;
	r->left_out = HEARTS_OUT_2D;
	memset(r->spare, 0, sizeof(r->spare));
}

int
hearts_rules_preset(struct hearts_rules *r, const char *name,
    struct hearts_error *e)
{
	char	 shown[HEARTS_SHOWN_SIZE], list[128];

	hearts_rules_default(r);
	if (strcmp(name, "standard") == 0)
		return 0;
	if (strcmp(name, "black-lady") == 0)
		r->queen_breaks_hearts = true;
	else if (strcmp(name, "omnibus") == 0)
		r->jack_of_diamonds = true;
	else if (strcmp(name, "moon-down") == 0)
		r->moon = HEARTS_MOON_SUBTRACT;
	else if (strcmp(name, "session") == 0)
		r->target = 0;
	else if (strcmp(name, "two-player") == 0) {
		/* Document 002's variations keep its main rules. */
		r->players = 2;
		r->queen_breaks_hearts = true;
		r->target = 50;
	} else if (strcmp(name, "three-player") == 0) {
		r->players = 3;
		r->queen_breaks_hearts = true;
	} else if (strcmp(name, "five-player") == 0) {
		r->players = 5;
		r->queen_breaks_hearts = true;
	} else if (strcmp(name, "black-maria") == 0) {
		/*
		 * The British game as most play it (hearts-rules(7)): three
		 * players, the 2♣ out, three cards to the right, the first
		 * lead any card from the left of the dealer, hearts led at
		 * any time, the K♠ and A♠ penalty cards, no moon.
		 */
		r->players = 3;
		r->left_out = HEARTS_OUT_2C;
		r->pass = HEARTS_PASS_ALWAYS_RIGHT;
		r->first_lead = HEARTS_LEAD_LEFT_OF_DEALER;
		r->first_trick_points = true;
		r->hearts_lead_free = true;
		r->penalty_spades = true;
		r->moon = HEARTS_MOON_NONE;
	} else
		return hearts_fail(e, HEARTS_ERR_DATA, 0,
		    "unknown preset '%s' (presets: %s)", hearts_shown(name,
		    shown, sizeof(shown)), join(hearts_preset_names, list,
		    sizeof(list)));
	return 0;
}

/* Yes or no, as "yes"/"no" or "on"/"off"; -1 if neither. */
static int
parse_flag(const char *v)
{
	if (strcmp(v, "yes") == 0 || strcmp(v, "on") == 0)
		return 1;
	if (strcmp(v, "no") == 0 || strcmp(v, "off") == 0)
		return 0;
	return -1;
}

/*
 * A flag's value into *flag, or a message naming it and the words its
 * page gives it ("yes or no", "on or off"); either pair is read.
 */
static int
flag_option(bool *flag, const char *name, const char *v, const char *words,
    struct hearts_error *e)
{
	char	 shown[HEARTS_SHOWN_SIZE];
	int	 f;

	if ((f = parse_flag(v)) == -1)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "%s=%s: say %s",
		    name, hearts_shown(v, shown, sizeof(shown)), words);
	*flag = f;
	return 0;
}

/* The options after the first release (hearts-rules(7), OpenSpiel's). */
static int
later_option(struct hearts_rules *r, const char *name, const char *v,
    struct hearts_error *e)
{
	char	 shown[HEARTS_SHOWN_SIZE], list[256];
	bool	 must_break = true;
	int	 i;

	if (strcmp(name, "pass") == 0) {
		for (i = 0; pass_rule_names[i] != NULL; i++)
			if (strcmp(v, pass_rule_names[i]) == 0)
				break;
		if (pass_rule_names[i] == NULL)
			return hearts_fail(e, HEARTS_ERR_DATA, 0,
			    "pass=%s: say cycle, left, right, across or none",
			    hearts_shown(v, shown, sizeof(shown)));
		r->pass = (unsigned char)i;
	} else if (strcmp(name, "first-lead") == 0) {
		if (strcmp(v, "lowest-club") == 0)
			r->first_lead = HEARTS_LEAD_LOWEST_CLUB;
		else if (strcmp(v, "any-club") == 0)
			r->first_lead = HEARTS_LEAD_ANY_CLUB;
		else if (strcmp(v, "left-of-dealer") == 0)
			r->first_lead = HEARTS_LEAD_LEFT_OF_DEALER;
		else
			return hearts_fail(e, HEARTS_ERR_DATA, 0,
			    "first-lead=%s: say lowest-club, any-club or "
			    "left-of-dealer", hearts_shown(v, shown,
			    sizeof(shown)));
	} else if (strcmp(name, "first-trick-points") == 0)
		return flag_option(&r->first_trick_points, name, v,
		    "yes or no", e);
	else if (strcmp(name, "no-tricks-bonus") == 0)
		return flag_option(&r->no_tricks_bonus, name, v, "on or off",
		    e);
	else if (strcmp(name, "hearts-must-break") == 0) {
		if (flag_option(&must_break, name, v, "yes or no", e) == -1)
			return -1;
		r->hearts_lead_free = !must_break;
	} else if (strcmp(name, "lead-hearts-over-queen") == 0)
		return flag_option(&r->hearts_over_queen, name, v,
		    "yes or no", e);
	else if (strcmp(name, "penalty-spades") == 0)
		return flag_option(&r->penalty_spades, name, v, "on or off",
		    e);
	else if (strcmp(name, "left-out") == 0) {
		if (strcasecmp(v, "2D") == 0)
			r->left_out = HEARTS_OUT_2D;
		else if (strcasecmp(v, "2C") == 0)
			r->left_out = HEARTS_OUT_2C;
		else
			return hearts_fail(e, HEARTS_ERR_DATA, 0,
			    "left-out=%s: say 2D or 2C, the card three players "
			    "leave out", hearts_shown(v, shown, sizeof(shown)));
	} else
		return hearts_fail(e, HEARTS_ERR_DATA, 0,
		    "unknown option '%s' (options: %s)", hearts_shown(name,
		    shown, sizeof(shown)), join(rules_option_names, list,
		    sizeof(list)));
	return 0;
}

int
rules_option_index(const char *word)
{
	size_t	 len;
	int	 i;

	for (i = 0; rules_option_names[i] != NULL; i++) {
		len = strlen(rules_option_names[i]);
		if (strncmp(word, rules_option_names[i], len) == 0 &&
		    (word[len] == '=' || word[len] == '\0'))
			return i;
	}
	return -1;
}

int
hearts_rules_option(struct hearts_rules *r, const char *opt,
    struct hearts_error *e)
{
	const char	*eq, *errstr;
	char		 name[32], shown[HEARTS_SHOWN_SIZE];
	size_t		 len;
	long long	 n;

	if ((eq = strchr(opt, '=')) == NULL)
		return hearts_fail(e, HEARTS_ERR_DATA, 0,
		    "option '%s' has no value (write name=value)",
		    hearts_shown(opt, shown, sizeof(shown)));
	len = (size_t)(eq - opt);
	if (len >= sizeof(name))
		len = sizeof(name) - 1;
	memcpy(name, opt, len);
	name[len] = '\0';
	/*
	 * A message shows the value through hearts_shown(), whatever bytes it
	 * holds, made for the message alone: every record's rules come here.
	 */
	if (strcmp(name, "players") == 0) {
		n = strtonum(eq + 1, 2, HEARTS_MAX_PLAYERS, &errstr);
		if (errstr != NULL)
			return hearts_fail(e, HEARTS_ERR_DATA, 0,
			    "players=%s: the game is for 2 to 5 players",
			    hearts_shown(eq + 1, shown, sizeof(shown)));
		r->players = (int)n;
	} else if (strcmp(name, "queen-breaks-hearts") == 0)
		return flag_option(&r->queen_breaks_hearts, name, eq + 1,
		    "yes or no", e);
	else if (strcmp(name, "moon") == 0) {
		if (strcmp(eq + 1, "add") == 0)
			r->moon = HEARTS_MOON_ADD;
		else if (strcmp(eq + 1, "subtract") == 0)
			r->moon = HEARTS_MOON_SUBTRACT;
		else if (strcmp(eq + 1, "none") == 0)
			r->moon = HEARTS_MOON_NONE;
		else
			return hearts_fail(e, HEARTS_ERR_DATA, 0,
			    "moon=%s: say add (26 to every other player), "
			    "subtract (26 off the shooter) or none",
			    hearts_shown(eq + 1, shown, sizeof(shown)));
	} else if (strcmp(name, "jack-of-diamonds") == 0)
		return flag_option(&r->jack_of_diamonds, name, eq + 1,
		    "on or off", e);
	else if (strcmp(name, "target") == 0) {
		if (strcmp(eq + 1, "none") == 0)
			r->target = 0;
		else {
			n = strtonum(eq + 1, 1, HEARTS_TARGET_MAX, &errstr);
			if (errstr != NULL)
				return hearts_fail(e, HEARTS_ERR_DATA, 0,
				    "target=%s: give a score from 1 to %d, "
				    "or none", hearts_shown(eq + 1, shown,
				    sizeof(shown)), HEARTS_TARGET_MAX);
			r->target = (int)n;
		}
	} else if (strcmp(name, "tie") == 0) {
		if (strcmp(eq + 1, "play-on") == 0)
			r->tie = HEARTS_TIE_PLAY_ON;
		else if (strcmp(eq + 1, "share") == 0)
			r->tie = HEARTS_TIE_SHARE;
		else
			return hearts_fail(e, HEARTS_ERR_DATA, 0,
			    "tie=%s: say play-on or share",
			    hearts_shown(eq + 1, shown, sizeof(shown)));
	} else
		return later_option(r, name, eq + 1, e);
	return 0;
}

int
hearts_rules_check(const struct hearts_rules *r, struct hearts_error *e)
{
	size_t	 i;

	if (r->players == 2 && r->jack_of_diamonds)
		return hearts_fail(e, HEARTS_ERR_DATA, 0,
		    "jack-of-diamonds=on cannot be played with two players: "
		    "their deck has no jacks");
	if (r->players == 2 && r->penalty_spades)
		return hearts_fail(e, HEARTS_ERR_DATA, 0,
		    "penalty-spades=on cannot be played with two players: "
		    "their deck has no king");
	for (i = 0; i < sizeof(r->spare); i++)
		if (r->spare[i] != 0)
			return hearts_fail(e, HEARTS_ERR_DATA, 0, "the rules "
			    "hold an option this library does not know");
	if (r->pass > HEARTS_PASS_NONE ||
	    r->first_lead > HEARTS_LEAD_LEFT_OF_DEALER ||
	    r->moon > HEARTS_MOON_NONE || r->left_out > HEARTS_OUT_2C)
		return hearts_fail(e, HEARTS_ERR_DATA, 0,
		    "the rules hold a pass, first lead, moon or card left out "
		    "of no option");
	if (!hearts_pass_valid(r->players, rules_pass_first(r)))
		return hearts_fail(e, HEARTS_ERR_DATA, 0,
		    "pass=%s cannot be played with %d players",
		    pass_rule_names[r->pass], r->players);
	return 0;
}

size_t
hearts_rules_format(const struct hearts_rules *r, char *buf, size_t size)
{
	char	 target[16];
	int	 n;

	if (r->target == 0)
		snprintf(target, sizeof(target), "none");
	else
		snprintf(target, sizeof(target), "%d", r->target);
	n = snprintf(buf, size, "players=%d queen-breaks-hearts=%s moon=%s "
	    "jack-of-diamonds=%s target=%s tie=%s%s%s%s%s%s%s%s%s%s%s",
	    r->players, r->queen_breaks_hearts ? "yes" : "no",
	    r->moon <= HEARTS_MOON_NONE ? moon_names[r->moon] : "",
	    r->jack_of_diamonds ? "on" : "off", target,
	    r->tie == HEARTS_TIE_PLAY_ON ? "play-on" : "share",
	    /* The later options only where they differ from the default. */
	    r->pass != HEARTS_PASS_CYCLE ? " pass=" : "",
	    r->pass != HEARTS_PASS_CYCLE && r->pass <= HEARTS_PASS_NONE ?
	    pass_rule_names[r->pass] : "",
	    r->first_lead != HEARTS_LEAD_LOWEST_CLUB ? " first-lead=" : "",
	    r->first_lead != HEARTS_LEAD_LOWEST_CLUB &&
	    r->first_lead <= HEARTS_LEAD_LEFT_OF_DEALER ?
	    first_lead_names[r->first_lead] : "",
	    r->first_trick_points ? " first-trick-points=yes" : "",
	    r->no_tricks_bonus ? " no-tricks-bonus=on" : "",
	    r->hearts_lead_free ? " hearts-must-break=no" : "",
	    r->hearts_over_queen ? " lead-hearts-over-queen=yes" : "",
	    r->penalty_spades ? " penalty-spades=on" : "",
	    /* Only three players leave out one card. */
	    two_c_out(r) ? " left-out=2C" : "");
	return n < 0 ? 0 : (size_t)n;
}

/*
 * hearts_rules_format()'s text, kept from the last call on this thread
 * for each number of players: the games of a collection mostly share
 * their rules, and snprintf(3) cost a tenth of a hand row
 * of hearts-export and of a hand written on one line.  The fields
 * compared are every field of the rules (the assertion catches a new
 * one where it is checked).
 */
const char *
hearts_rules_text(const struct hearts_rules *r)
{
	static _Thread_local struct {
		struct hearts_rules r;
		bool		 valid;
		char		 text[RULES_TEXT_MAX];
	} cache[HEARTS_MAX_PLAYERS + 1];
	int	 n = r->players >= 0 && r->players <= HEARTS_MAX_PLAYERS ?
		    r->players : 0;

	/* Every field compared, a new one too: the struct has no padding,
	 * and a difference in it would only cost a new text. */
	if (!cache[n].valid || memcmp(&cache[n].r, r, sizeof(*r)) != 0) {
		hearts_rules_format(r, cache[n].text, sizeof(cache[n].text));
		cache[n].r = *r;
		cache[n].valid = true;
	}
	return cache[n].text;
}
