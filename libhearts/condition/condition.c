/*
 * condition.c: the language of a deal's condition ("S has QS and
 * spades(S) <= 3"), documented in hearts-deal(1), compiled once to a
 * short program over the hands as 64-bit card sets (condition.h), which
 * condition_judge.c runs over each candidate deal.  The search that
 * deals the candidates is in deal.c.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"
#include "condition.h"


/* Where the compiler is in the text, and what it is building. */
struct parser {
	const char	*text;
	const char	*pos;		/* the next byte to read */
	const char	*word;		/* the current word */
	size_t		 len;		/* its length; 0 at the end */
	const struct hearts_rules *rules;
	hearts_cards	 deck;
	struct hearts_cond *cond;
	int		 depth;		/* the stack, as the code so far leaves it */
	int		 nest;		/* parentheses open */
	int		 negated;	/* nots above the current atom, mod 2 */
	struct hearts_error *e;
};

/* The bytes that are words of their own, or start an operator. */
static bool
punct(char c)
{
	return c != '\0' && strchr("(),+-<>=!&|", c) != NULL;
}

/* Reads the next word: a run of letters and digits, or an operator. */
static void
next(struct parser *p)
{
	const char	*s = p->pos;

	while (*s == ' ' || *s == '\t' || *s == '\n')
		s++;
	p->word = s;
	if (*s == '\0')
		p->len = 0;
	else if (punct(*s)) {
		p->len = 1;
		/* <= >= == != && || are one word. */
		if ((strchr("<>=!", *s) != NULL && s[1] == '=') ||
		    (*s == '&' && s[1] == '&') || (*s == '|' && s[1] == '|'))
			p->len = 2;
	} else {
		while (*s != '\0' && *s != ' ' && *s != '\t' && *s != '\n' &&
		    !punct(*s))
			s++;
		p->len = (size_t)(s - p->word);
	}
	p->pos = p->word + p->len;
}

static bool
is(const struct parser *p, const char *w)
{
	size_t	 i;

	if (strlen(w) != p->len)
		return false;
	for (i = 0; i < p->len; i++)
		if (tolower((unsigned char)p->word[i]) != w[i])
			return false;
	return true;
}

/*
 * Fails at the current word: "QZ (column 7): not a card ...", or at the
 * end of the text.
 */
static int
fail_here(struct parser *p, const char *what)
{
	char	 word[64], shown[32];
	size_t	 n = p->len < sizeof(word) - 1 ? p->len : sizeof(word) - 1;

	if (p->len == 0)
		return hearts_fail(p->e, HEARTS_ERR_DATA, 0,
		    "the condition ends too soon: %s", what);
	memcpy(word, p->word, n);
	word[n] = '\0';
	return hearts_fail(p->e, HEARTS_ERR_DATA, 0, "%s (column %d): %s",
	    hearts_shown(word, shown, sizeof(shown)),
	    (int)(p->word - p->text) + 1, what);
}

static int
emit(struct parser *p, enum cond_code code, int place, int arg,
    hearts_cards mask)
{
	struct hearts_cond_op *op;

	/*
	 * Past the end of the text (the nots of !!!...X has QS are emitted
	 * last), only its length is wrong: it did not end too soon.
	 */
	if (p->cond->nops == HEARTS_COND_OPS && p->len == 0)
		return hearts_fail(p->e, HEARTS_ERR_DATA, 0, "the condition is "
		    "too long: more than %d steps", HEARTS_COND_OPS);
	if (p->cond->nops == HEARTS_COND_OPS)
		return fail_here(p, "the condition is too long");
	op = &p->cond->op[p->cond->nops++];
	op->code = (uint8_t)code;
	op->place = (uint8_t)place;
	op->arg = (int16_t)arg;
	op->mask = mask;
	/* What each code does to the stack's depth. */
	if (code <= OP_VOIDS)
		p->depth++;
	else if (code != OP_NOT && code != OP_VALUE)
		p->depth--;
	if (p->depth > p->cond->depth)
		p->cond->depth = p->depth;
	return 0;
}

/* A seat of the game, or "aside" with two players: its place. */
static int
place(struct parser *p)
{
	char	 seat[2], msg[64];

	if (is(p, "aside")) {
		if (p->rules->players != 2)
			return fail_here(p, "only two players put cards aside");
		next(p);
		return PLACE_ASIDE;
	}
	if (p->len == 1) {
		seat[0] = p->word[0];
		seat[1] = '\0';
		if (seat_parse(seat, HEARTS_MAX_PLAYERS) >= 0) {
			if (seat_parse(seat, p->rules->players) < 0) {
				snprintf(msg, sizeof(msg), "no such seat with "
				    "%d players (seats: %.*s)", p->rules->players,
				    2 * p->rules->players - 1, "N E S W X");
				return fail_here(p, msg);
			}
			next(p);
			return seat_parse(seat, p->rules->players);
		}
	}
	return fail_here(p, "expected a seat (N E S W X) or aside");
}

/* A card of the game's deck; HEARTS_NO_CARD if the word is not one. */
static hearts_card
card(struct parser *p, bool must)
{
	char		 word[16], msg[64];
	hearts_card	 c;

	if (p->len == 0 || p->len >= sizeof(word) || punct(p->word[0])) {
		if (must)
			fail_here(p, "expected a card, as QS or 10H");
		return HEARTS_NO_CARD;
	}
	memcpy(word, p->word, p->len);
	word[p->len] = '\0';
	if ((c = hearts_card_parse(word)) == HEARTS_NO_CARD) {
		if (must)
			fail_here(p, "not a card: write a rank and a suit, as "
			    "QS or 10H");
		return HEARTS_NO_CARD;
	}
	if ((card_bit(c) & p->deck) == 0) {
		snprintf(msg, sizeof(msg), "not in the deck of %d players%s",
		    p->rules->players, two_c_out(p->rules) ? " (left-out=2C)" :
		    "");
		fail_here(p, msg);
		return -2;
	}
	next(p);
	return c;
}

/* One or more cards, as a set; 0 after an error. */
static hearts_cards
cards(struct parser *p)
{
	hearts_cards	 set = 0;
	hearts_card	 c;

	if ((c = card(p, true)) < 0)
		return 0;
	set = card_bit(c);
	while ((c = card(p, false)) != HEARTS_NO_CARD) {
		if (c < 0)
			return 0;
		set |= card_bit(c);
	}
	return set;
}

static int
expect(struct parser *p, const char *w, const char *what)
{
	if (!is(p, w))
		return fail_here(p, what);
	next(p);
	return 0;
}

static const char *const suit_names[] = {
	"clubs", "diamonds", "hearts", "spades", NULL
};

/* A suit's name, or -1. */
static int
suit_word(const struct parser *p)
{
	int	 s;

	for (s = 0; suit_names[s] != NULL; s++)
		if (is(p, suit_names[s]))
			return s;
	return -1;
}

/* The cards of each rank from jack up, and all of them. */
static hearts_cards
rank_cards(int rank)
{
	return (hearts_cards)0x0001000100010001ULL << (rank - 2);
}

#define HIGH_CARDS	(rank_cards(11) | rank_cards(12) | rank_cards(13) | \
	rank_cards(14))

/* name(place) or name(place, suit): what each counts. */
static int
function(struct parser *p)
{
	hearts_cards	 mask = 0;
	int		 at, suit, pl, jack;
	enum { F_SUIT, F_CARDS, F_HIGH, F_HCP, F_POINTS, F_POINTCARDS,
	    F_SHORTEST, F_LONGEST, F_VOIDS, F_COUNT } f;

	if ((suit = suit_word(p)) >= 0)
		f = F_SUIT;
	else if (is(p, "cards"))
		f = F_CARDS;
	else if (is(p, "high"))
		f = F_HIGH;
	else if (is(p, "hcp"))
		f = F_HCP;
	else if (is(p, "points"))
		f = F_POINTS;
	else if (is(p, "pointcards"))
		f = F_POINTCARDS;
	else if (is(p, "shortest"))
		f = F_SHORTEST;
	else if (is(p, "longest"))
		f = F_LONGEST;
	else if (is(p, "voids"))
		f = F_VOIDS;
	else if (is(p, "count"))
		f = F_COUNT;
	else if (is(p, "value"))
		return fail_here(p, "a value is compared as it stands, with a "
		    "number or a count: value(S) <= 3");
	else
		return fail_here(p, "expected a number or a count, as "
		    "spades(S), high(N), points(E) or count(W, AS KS)");
	next(p);
	if (expect(p, "(", "expected ( and a seat") == -1 ||
	    (pl = place(p)) == -1)
		return -1;
	if (f == F_COUNT) {
		if (expect(p, ",", "expected a comma, then cards") == -1 ||
		    (mask = cards(p)) == 0)
			return -1;
	} else if (f == F_HIGH && is(p, ",")) {
		next(p);
		if ((at = suit_word(p)) < 0)
			return fail_here(p, "expected a suit: clubs, diamonds, "
			    "hearts or spades");
		next(p);
		mask = suit_cards(at);
	}
	if (expect(p, ")", f == F_HIGH ? "expected ) or a comma and a suit" :
	    "expected )") == -1)
		return -1;
	switch (f) {
	case F_SUIT:
		return emit(p, OP_COUNT, pl, 1, suit_cards(suit) & p->deck);
	case F_CARDS:
		return emit(p, OP_COUNT, pl, 1, p->deck);
	case F_HIGH:
		return emit(p, OP_COUNT, pl, 1, HIGH_CARDS & p->deck &
		    (mask != 0 ? mask : ~(hearts_cards)0));
	case F_HCP:
		/* Bridge's count: ace 4, king 3, queen 2, jack 1. */
		for (at = 0; at < 4; at++)
			if (emit(p, OP_COUNT, pl, 4 - at,
			    rank_cards(14 - at) & p->deck) == -1 ||
			    (at > 0 && emit(p, OP_ADD, 0, 0, 0) == -1))
				return -1;
		return 0;
	case F_POINTS:
	case F_POINTCARDS:
		jack = p->rules->jack_of_diamonds &&
		    (card_bit(CARD_JD) & p->deck) != 0;
		if (emit(p, OP_COUNT, pl, 1, HEART_CARDS & p->deck) == -1 ||
		    emit(p, OP_COUNT, pl, f == F_POINTS ?
		    hearts_queen_points(p->rules->players) : 1,
		    card_bit(CARD_QS)) == -1 || emit(p, OP_ADD, 0, 0, 0) == -1)
			return -1;
		/* Black Maria's K♠ and A♠, each a point card. */
		if (p->rules->penalty_spades && (emit(p, OP_COUNT, pl,
		    f == F_POINTS ? KING_POINTS : 1, card_bit(CARD_KS)) == -1 ||
		    emit(p, OP_ADD, 0, 0, 0) == -1 || emit(p, OP_COUNT, pl,
		    f == F_POINTS ? ACE_POINTS : 1, card_bit(CARD_AS)) == -1 ||
		    emit(p, OP_ADD, 0, 0, 0) == -1))
			return -1;
		if (jack && (emit(p, OP_COUNT, pl, f == F_POINTS ? -10 : 1,
		    card_bit(CARD_JD)) == -1 || emit(p, OP_ADD, 0, 0, 0) == -1))
			return -1;
		return 0;
	case F_SHORTEST:
		return emit(p, OP_SHORTEST, pl, 0, 0);
	case F_LONGEST:
		return emit(p, OP_LONGEST, pl, 0, 0);
	case F_VOIDS:
		return emit(p, OP_VOIDS, pl, 0, 0);
	case F_COUNT:
		return emit(p, OP_COUNT, pl, 1, mask);
	}
	return 0;
}

/* A number or a count. */
static int
term(struct parser *p)
{
	size_t	 i;
	long	 n = 0;

	if (p->len == 0 || !isdigit((unsigned char)p->word[0]))
		return function(p);
	for (i = 0; i < p->len; i++) {
		if (!isdigit((unsigned char)p->word[i]))
			return fail_here(p, "not a number");
		if ((n = n * 10 + (p->word[i] - '0')) > 1000)
			return fail_here(p, "a number in a condition is at "
			    "most 1000");
	}
	next(p);
	return emit(p, OP_CONST, 0, (int)n, 0);
}

/* Terms added and taken away. */
static int
sum(struct parser *p)
{
	bool	 plus;

	if (term(p) == -1)
		return -1;
	while (is(p, "+") || is(p, "-")) {
		plus = is(p, "+");
		next(p);
		if (term(p) == -1 || emit(p, plus ? OP_ADD : OP_SUB, 0, 0, 0) == -1)
			return -1;
	}
	return 0;
}

static int disjunction(struct parser *);

/* value(seat) or value(seat, each), its seat and kind. */
static int
value_term(struct parser *p, int *seat, int *kind)
{
	next(p);
	if (expect(p, "(", "expected ( and a seat") == -1)
		return -1;
	if (is(p, "aside"))
		return fail_here(p, "a value is a seat's: the cards aside are "
		    "not played");
	if ((*seat = place(p)) == -1)
		return -1;
	*kind = VALUE_TABLE;
	if (is(p, ",")) {
		next(p);
		if (is(p, "each"))
			*kind = VALUE_EACH;
		else if (!is(p, "table"))
			return fail_here(p, "expected each or table");
		next(p);
	}
	if (expect(p, ")", "expected ) or a comma and each") == -1)
		return -1;
	if (is(p, "+") || is(p, "-"))
		return fail_here(p, "a value is compared as it stands, with a "
		    "number or a count: value(S) <= 3");
	return 0;
}

/* The comparison at the current word, 0 to 5 (< <= = != >= >), or -1. */
static int
comparison(struct parser *p)
{
	static const char *const ops[] = { "<", "<=", "==", "!=", ">=", ">" };
	int	 i;

	for (i = 0; i < 6; i++)
		if (is(p, ops[i]) || (i == 2 && is(p, "=")))
			break;
	if (i == 6)
		return fail_here(p, "expected a comparison: < <= = != >= >");
	next(p);
	return i;
}

/*
 * value(S) op count, or count op value(S): the count is computed, and
 * OP_VALUE compares the value with it, on the left.
 */
static int
value_comparison(struct parser *p)
{
	int	 seat, kind, op;

	if (value_term(p, &seat, &kind) == -1 || (op = comparison(p)) == -1 ||
	    sum(p) == -1)
		return -1;
	return emit(p, OP_VALUE, seat, VALUE_ARG(op, kind, p->negated), 0);
}

/* A comparison, "SEAT has CARD...", or a condition in parentheses. */
static int
atom(struct parser *p)
{
	hearts_cards	 set;
	int		 op, pl, kind;
	bool		 seat;

	if (is(p, "(")) {
		next(p);
		p->nest++;
		if (disjunction(p) == -1)
			return -1;
		p->nest--;
		return expect(p, ")", "expected ), and, or or");
	}
	if (is(p, "not") || is(p, "!")) {
		next(p);
		p->negated ^= 1;
		if (atom(p) == -1)
			return -1;
		p->negated ^= 1;
		return emit(p, OP_NOT, 0, 0, 0);
	}
	/* A seat's name, or aside, begins "has". */
	seat = is(p, "aside") || (p->len == 1 &&
	    seat_parse((char[]){ p->word[0], '\0' }, HEARTS_MAX_PLAYERS) >= 0);
	if (seat) {
		if ((pl = place(p)) == -1)
			return -1;
		if (expect(p, "has", "expected has and a card") == -1 ||
		    (set = cards(p)) == 0)
			return -1;
		return emit(p, OP_HAS, pl, 0, set);
	}
	if (is(p, "value"))
		return value_comparison(p);
	if (sum(p) == -1 || (op = comparison(p)) == -1)
		return -1;
	if (is(p, "value")) {
		/* 3 >= value(S) is value(S) <= 3. */
		if (value_term(p, &pl, &kind) == -1)
			return -1;
		if (op != 2 && op != 3)
			op = 5 - op;
		return emit(p, OP_VALUE, pl, VALUE_ARG(op, kind, p->negated), 0);
	}
	if (sum(p) == -1)
		return -1;
	return emit(p, (enum cond_code)(OP_LT + op), 0, 0, 0);
}

/*
 * a and b: a, then if it is false the jump past b leaving it as the
 * answer; else b decides.  The same for or, the other way round.
 */
static int
chain(struct parser *p, int (*part)(struct parser *), const char *word,
    const char *alias, enum cond_code code)
{
	int	 jump;

	if (part(p) == -1)
		return -1;
	while (is(p, word) || is(p, alias)) {
		next(p);
		jump = p->cond->nops;
		/* Either way one value is left: a's by the jump, or b's. */
		if (emit(p, code, 0, 0, 0) == -1 || part(p) == -1)
			return -1;
		p->cond->op[jump].arg = (int16_t)p->cond->nops;
	}
	return 0;
}

static int
conjunction(struct parser *p)
{
	return chain(p, atom, "and", "&&", OP_AND);
}

static int
disjunction(struct parser *p)
{
	return chain(p, conjunction, "or", "||", OP_OR);
}

void
hearts_cond_init(struct hearts_cond *c)
{
	memset(c, 0, sizeof(*c));
}

int
hearts_cond_add(struct hearts_cond *c, const char *text,
    const struct hearts_rules *rules, struct hearts_error *e)
{
	struct hearts_cond saved = *c;
	struct parser	 p;
	int		 jump = -1;

	memset(&p, 0, sizeof(p));
	p.text = p.pos = text;
	p.rules = rules;
	p.deck = hearts_rules_deck(rules);
	p.cond = c;
	p.e = e;
	p.depth = c->nops > 0;
	if (strlen(text) > HEARTS_COND_TEXT)
		return hearts_fail(e, HEARTS_ERR_DATA, 0, "a condition is at "
		    "most %d bytes long", HEARTS_COND_TEXT);
	next(&p);
	if (p.len == 0) {
		fail_here(&p, "expected a condition, as S has QS");
		goto bad;
	}
	/* A condition added to others: all of them must hold. */
	if (c->nops > 0) {
		jump = c->nops;
		if (emit(&p, OP_AND, 0, 0, 0) == -1)
			goto bad;
	}
	if (disjunction(&p) == -1)
		goto bad;
	if (p.len != 0) {
		fail_here(&p, is(&p, ")") ? "a ) with no ( before it" :
		    "expected and, or, or the end of the condition");
		goto bad;
	}
	if (jump >= 0)
		c->op[jump].arg = (int16_t)c->nops;
	return 0;
bad:
	*c = saved;
	return -1;
}
