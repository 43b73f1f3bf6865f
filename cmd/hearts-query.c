/*
 * hearts-query: answer one question about a game record, one item a
 * line, so that a bot written in shell never parses the format itself.
 */
#include <err.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tool.h"

static const char *const questions[] = {
	"phase", "turn", "hand", "legal", "trick", "played", "pass",
	"points", "scores", "seats", "winner", "view", NULL
};

static const struct tool_option options[] = {
	{ 'p', "seat", "seat", "the seat asked about (hand, legal); default: "
	    "the seat to play, or in a view the view's seat" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, "question [file]", NULL,
	"Read a game record from file or stdin and answer one "
	"question, one item a line:\n\n"
	"  phase    deal, pass, play, score or over\n"
	"  turn     the seat to play; while passing, the seats "
	"yet to pass\n"
	"  hand     the cards a seat holds\n"
	"  legal    the cards a seat may play now (or pass, "
	"while passing)\n"
	"  trick    the cards on the table, as SEAT CARD\n"
	"  played   every card played this hand, as SEAT CARD\n"
	"  pass     this hand's pass direction and how many "
	"cards\n"
	"  points   the points each seat has taken this hand, "
	"as SEAT POINTS\n"
	"  scores   each seat's total, as SEAT TOTAL\n"
	"  seats    the seats of the game\n"
	"  winner   the winning seats, once the game is over\n"
	"  view     the seat a view is for (nothing for a whole "
	"record)\n",
	NULL
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

static void
print_cards(hearts_cards set)
{
	char	 name[HEARTS_CARD_NAME];

	for (; set != 0; set &= set - 1) {
		hearts_card_name(hearts_cards_lowest(set), name);
		printf("%s\n", name);
	}
}

static void
print_play(int seat, hearts_card c)
{
	char	 name[HEARTS_CARD_NAME];

	hearts_card_name(c, name);
	printf("%c %s\n", hearts_seat_name(seat), name);
}

/* Every card of the current hand with the seat that played it. */
static void
print_played(const struct hearts_game *g)
{
	const struct hearts_hand *h = &g->hands[g->nhands - 1];
	struct hearts_state st;
	int		 i;

	hearts_state_start(&st, &g->rules, h);
	for (i = 0; i < h->nplayed; i++) {
		print_play(st.turn, h->played[i]);
		(void)hearts_state_play(&st, h->played[i], NULL);
	}
}

/* The seat a question is about: -p, the view's seat, or the seat to play. */
static int
asked_seat(const struct hearts_game *g, const struct hearts_state *st,
    enum hearts_game_phase phase, const char *seat)
{
	int	 s;

	/* main() has checked -p already. */
	if (seat == NULL && g->view >= 0)
		return g->view;
	if (seat != NULL) {
		s = hearts_seat_parse(seat, g->rules.players);
		if (g->view >= 0 && s != g->view)
			errx(HEARTS_EXIT_REFUSED, "this is %c's view: it does "
			    "not show %c's cards", hearts_seat_name(g->view),
			    hearts_seat_name(s));
		return s;
	}
	if (phase == HEARTS_GAME_PLAY && st->turn >= 0)
		return st->turn;
	tool_usage_error(usage, "nobody is to play: name a seat with -p");
}

/* The question, and the seat of -p. */
struct query {
	const char	*q;
	const char	*seat;
};

/*
 * The answer about one record; the answers of a stream's records are
 * separated by an empty line.
 */
static void
answer(void *arg, struct hearts_game *gp, long k)
{
	const struct query *qy = arg;
	struct hearts_game game = *gp;
	const char	*q = qy->q, *seat = qy->seat;
	struct hearts_state st;
	struct hearts_hand *h;
	enum hearts_game_phase phase;
	int		 i, s, total[HEARTS_MAX_PLAYERS];

	if (k > 0)
		putchar('\n');
	if (seat != NULL && hearts_seat_parse(seat, game.rules.players) == -1)
		tool_usage_error(usage, "-p %s: no such seat in a game of %d",
		    tool_shown(seat), game.rules.players);
	phase = hearts_game_where(&game, &st);
	h = hearts_game_current(&game);

	if (strcmp(q, "phase") == 0)
		printf("%s\n", hearts_game_phase_name(phase));
	else if (strcmp(q, "turn") == 0) {
		if (phase == HEARTS_GAME_PLAY && st.turn >= 0)
			printf("%c\n", hearts_seat_name(st.turn));
		else if (phase == HEARTS_GAME_PASS)
			for (s = 0; s < game.rules.players; s++)
				if (!hearts_hand_passed(h, s))
					printf("%c\n", hearts_seat_name(s));
	} else if (strcmp(q, "hand") == 0) {
		s = asked_seat(&game, &st, phase, seat);
		if (h != NULL)
			print_cards(phase == HEARTS_GAME_PASS ? h->dealt[s] :
			    st.held[s]);
	} else if (strcmp(q, "legal") == 0) {
		s = asked_seat(&game, &st, phase, seat);
		if (phase == HEARTS_GAME_PLAY && s == st.turn)
			print_cards(hearts_state_legal(&st));
		else if (phase == HEARTS_GAME_PASS && !hearts_hand_passed(h, s))
			print_cards(h->dealt[s]);
	} else if (strcmp(q, "trick") == 0) {
		for (i = 0; i < st.ncards; i++) {
			s = (st.leader + i) % game.rules.players;
			print_play(s, st.trick_card[s]);
		}
	} else if (strcmp(q, "played") == 0) {
		if (h != NULL && phase != HEARTS_GAME_PASS)
			print_played(&game);
	} else if (strcmp(q, "pass") == 0) {
		if (h != NULL)
			printf("%s %d\n", hearts_pass_name(h->pass),
			    h->pass == HEARTS_PASS_HOLD ? 0 :
			    hearts_pass_count(game.rules.players));
	} else if (strcmp(q, "points") == 0) {
		for (s = 0; s < game.rules.players; s++)
			printf("%c %d\n", hearts_seat_name(s),
			    hearts_points_taken(&game.rules, st.taken[s]));
	} else if (strcmp(q, "scores") == 0) {
		hearts_game_totals(&game, h != NULL && h->scored ?
		    game.nhands : game.nhands > 0 ? game.nhands - 1 : 0, total);
		for (s = 0; s < game.rules.players; s++)
			printf("%c %d\n", hearts_seat_name(s), total[s]);
	} else if (strcmp(q, "seats") == 0) {
		for (s = 0; s < game.rules.players; s++)
			printf("%c\n", hearts_seat_name(s));
	} else if (strcmp(q, "view") == 0) {
		if (game.view >= 0)
			printf("%c\n", hearts_seat_name(game.view));
	} else if (strcmp(q, "winner") == 0) {
		for (s = 0; s < game.rules.players; s++)
			if (game.winners & (1u << s))
				printf("%c\n", hearts_seat_name(s));
	}
}

int
main(int argc, char *argv[])
{
	struct query	 qy = { NULL, NULL };
	int		 ch, i, status;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'p':
			qy.seat = optarg;
			break;
		}
	}
	argc -= optind;
	argv += optind;
	if (argc < 1 || argc > 2)
		tool_usage_error(usage, "ask one question");
	qy.q = argv[0];
	for (i = 0; questions[i] != NULL; i++)
		if (strcmp(qy.q, questions[i]) == 0)
			break;
	if (questions[i] == NULL)
		tool_usage_error(usage, "'%s' is not a question",
		    tool_shown(qy.q));

	/* A stream of records: an answer for each, as it is read. */
	status = tool_read_each(argc == 2 ? argv[1] : NULL, answer, &qy);
	tool_close_stdout();
	return status;
}
