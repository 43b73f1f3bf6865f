/*
 * api.c: the game's API under /api/games (hearts-serve(1), THE API): a
 * new table, and a seat's requests by its token, each checked against
 * its method and its parameters and held to the seat's rate: the state,
 * the moves, the hint, the review, the record and the wait.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <microhttpd.h>

#include "http.h"

/* The rules of a new game: a preset, the players, options in order. */
static int
new_rules(struct MHD_Connection *c, const struct params *p,
    struct hearts_rules *r, struct hearts_error *e)
{
	const char	*preset = http_arg(c, "rules");
	const char	*players = http_arg(c, "players");
	char		 opt[PARAM_MAX + 16], shown[HEARTS_SHOWN_SIZE];
	int		 i;

	if (hearts_rules_preset(r, preset != NULL ? preset : "standard",
	    e) == -1)
		return -1;
	if (players != NULL && (snprintf(opt, sizeof(opt), "players=%s",
	    players) >= (int)sizeof(opt) || hearts_rules_option(r, opt,
	    e) == -1))
		return serve_fail(e, HEARTS_ERR_DATA, "players=%s: the game is "
		    "for 2 to 5 players", hearts_shown(players, shown,
		    sizeof(shown)));
	for (i = 0; i < p->noptions; i++)
		if (hearts_rules_option(r, p->options[i], e) == -1)
			return -1;
	return hearts_rules_check(r, e);
}

enum MHD_Result
api_create(struct server *sv, struct MHD_Connection *c)
{
	static const char *const names[] = { "players", "rules", "level",
	    "seed", "option", "people", NULL };
	struct params	 p = { .names = names };
	struct hearts_rules rules;
	struct hearts_error e;
	const struct tool_level *level = tool_level_default();
	struct served	*s;
	struct buf	 b = { 0 };
	const char	*text, *errstr;
	char		 msg[200], shown[HEARTS_SHOWN_SIZE];
	long long	 seed = 0, people = 1;
	enum MHD_Result	 rc;

	if (!http_params_ok(c, &p, &rc))
		return rc;
	if ((text = http_arg(c, "people")) != NULL &&
	    (people = strtonum(text, 1, HEARTS_MAX_PLAYERS, &errstr),
	    errstr != NULL)) {
		(void)snprintf(msg, sizeof(msg), "people=%s: the people at the "
		    "table, from 1 to the players", hearts_shown(text, shown,
		    sizeof(shown)));
		return http_send_error(c, MHD_HTTP_BAD_REQUEST, msg);
	}
	if ((text = http_arg(c, "level")) != NULL &&
	    (level = tool_level(text)) == NULL) {
		(void)snprintf(msg, sizeof(msg), "level=%s: no such level (the "
		    "levels are beginner, casual, club, advanced and expert)",
		    hearts_shown(text, shown, sizeof(shown)));
		return http_send_error(c, MHD_HTTP_BAD_REQUEST, msg);
	}
	if ((text = http_arg(c, "seed")) != NULL &&
	    (seed = strtonum(text, 0, HEARTS_SEED_MAX, &errstr), errstr != NULL)) {
		(void)snprintf(msg, sizeof(msg), "seed=%s: a seed is a whole "
		    "number from 0 to %lld", hearts_shown(text, shown,
		    sizeof(shown)), (long long)HEARTS_SEED_MAX);
		return http_send_error(c, MHD_HTTP_BAD_REQUEST, msg);
	}
	if (new_rules(c, &p, &rules, &e) == -1)
		return http_send_error(c, MHD_HTTP_BAD_REQUEST, e.msg);
	if (people > rules.players) {
		(void)snprintf(msg, sizeof(msg), "people=%lld: a game of %d "
		    "players seats at most %d people", people, rules.players,
		    rules.players);
		return http_send_error(c, MHD_HTTP_BAD_REQUEST, msg);
	}
	if ((s = games_new(&sv->games, &rules, level, (int)people,
	    http_arg(c, "seed") != NULL, (uint64_t)seed, &e)) == NULL)
		return http_send_error(c, http_error_status(&e), e.msg);
	state_json(&b, &sv->games, &s->seats[s->host]);
	games_release(s);
	return http_send_json(c, MHD_HTTP_CREATED, &b);
}

/*
 * The record as a file to keep: the whole one, or within a hand the
 * person's view, which view asks for always.
 */
static enum MHD_Result
record(struct MHD_Connection *c, const struct seat *seat, bool view)
{
	const struct served *s = seat->table;
	struct MHD_Response *r;
	enum hearts_game_phase phase = hearts_game_where(&s->game, NULL);
	enum MHD_Result	 rc;
	char		*text, disposition[96];
	size_t		 len;

	/* Within a hand the other hands are not the person's to see. */
	text = hearts_record_string(&s->game, view ||
	    phase == HEARTS_GAME_PASS || phase == HEARTS_GAME_PLAY ?
	    seat->index : -1, &len);
	if (text == NULL)
		return http_send_error(c, MHD_HTTP_SERVICE_UNAVAILABLE,
		    "out of memory");
	r = MHD_create_response_from_buffer(len, text, MHD_RESPMEM_MUST_FREE);
	if (r == NULL) {
		free(text);
		return MHD_NO;
	}
	(void)snprintf(disposition, sizeof(disposition), "%s; "
	    "filename=\"hearts-%.8s.txt\"", view ? "inline" : "attachment",
	    seat->token);
	(void)MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE,
	    "text/plain; charset=utf-8");
	(void)MHD_add_response_header(r, "Content-Disposition", disposition);
	(void)MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
	(void)MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL,
	    "no-store");
	rc = MHD_queue_response(c, MHD_HTTP_OK, r);
	MHD_destroy_response(r);
	return rc;
}

/* The requests of a seat: /api/games/TOKEN[/verb]. */
static const char *const no_params[] = { NULL };
static const char *const cards_params[] = { "cards", NULL };
static const char *const card_params[] = { "card", NULL };
static const char *const hand_params[] = { "hand", NULL };
static const char *const since_params[] = { "since", NULL };
static const struct verb {
	const char	*name;
	bool		 post;		/* changes the game: POST, else GET */
	const char *const *params;
} verbs[] = {
	{ "", false, no_params },
	{ "pass", true, cards_params },
	{ "play", true, card_params },
	{ "undo", true, no_params },
	{ "next", true, no_params },
	{ "away", true, no_params },
	{ "back", true, no_params },
	{ "hint", false, no_params },
	{ "review", false, hand_params },
	{ "record", false, no_params },
	{ "view", false, no_params },
	{ "wait", false, since_params },
};
#define NVERBS	(sizeof(verbs) / sizeof(verbs[0]))

/*
 * Whether the seat may make a request now: each seat's allowance grows
 * by the rate (-r) a second, to at most four seconds' worth, and each
 * request takes one.
 */
static bool
allowed(const struct games *gs, struct seat *seat)
{
	struct timespec	 now;
	double		 dt;

	(void)clock_gettime(CLOCK_MONOTONIC, &now);
	if (seat->refilled.tv_sec == 0)
		seat->allowance = 4 * gs->rate;
	else {
		dt = (double)(now.tv_sec - seat->refilled.tv_sec) +
		    (double)(now.tv_nsec - seat->refilled.tv_nsec) / 1e9;
		seat->allowance += dt * gs->rate;
		if (seat->allowance > 4 * gs->rate)
			seat->allowance = 4 * gs->rate;
	}
	seat->refilled = now;
	if (seat->allowance < 1)
		return false;
	seat->allowance -= 1;
	return true;
}

enum MHD_Result
api_game(struct server *sv, struct MHD_Connection *c, const char *rest,
    bool post, void **state)
{
	struct hearts_error e;
	struct seat	*seat;
	struct served	*s;
	struct buf	 b = { 0 };
	const struct verb *v;
	const char	*slash = strchr(rest, '/'), *name = slash ? slash + 1 : "";
	const char	*errstr, *text;
	char		 token[SERVE_ID_LEN + 1], why[HEARTS_BOT_REASON];
	hearts_cards	 choice;
	long long	 number = 0;
	enum MHD_Result	 rc;
	time_t		 now;
	bool		 was;
	int		 done;

	if ((slash != NULL ? (size_t)(slash - rest) : strlen(rest)) !=
	    SERVE_ID_LEN)
		return http_send_error(c, MHD_HTTP_NOT_FOUND, "no such game");
	memcpy(token, rest, SERVE_ID_LEN);
	token[SERVE_ID_LEN] = '\0';
	for (v = verbs; v < verbs + NVERBS; v++)
		if (strcmp(name, v->name) == 0 && (slash == NULL) ==
		    (*v->name == '\0'))
			break;
	if (v == verbs + NVERBS)
		return http_send_error(c, MHD_HTTP_NOT_FOUND, "no such request "
		    "of a game (pass, play, undo, next, away, back, hint, "
		    "review, record, view, wait)");
	if (post != v->post)
		return http_send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, post ?
		    "this request reads the game: use GET" :
		    "this request changes the game: use POST");
	{
		struct params p = { .names = v->params };

		if (!http_params_ok(c, &p, &rc))
			return rc;
	}
	if (strcmp(v->name, "review") == 0 &&
	    (text = http_arg(c, "hand")) != NULL &&
	    (number = strtonum(text, 1, HEARTS_HAND_MAX, &errstr),
	    errstr != NULL))
		return http_send_error(c, MHD_HTTP_BAD_REQUEST, "hand=: a "
		    "hand's number, from 1");
	if ((seat = games_find(&sv->games, token)) == NULL)
		return http_send_error(c, MHD_HTTP_NOT_FOUND, "no such game (a "
		    "table nobody was at for long is closed)");
	s = seat->table;
	if (!allowed(&sv->games, seat)) {
		games_release(s);
		(void)snprintf(why, sizeof(why), "too many requests: a seat "
		    "makes at most %g a second", sv->games.rate);
		return http_send_error(c, MHD_HTTP_TOO_MANY_REQUESTS, why);
	}
	/* A person back at the seat: the others' pages show it. */
	now = time(NULL);
	was = seat_present(&sv->games, s, seat->index, now);
	seat->joined = true;
	seat->seen = now;
	if (!was && !seat->handed)
		games_changed(s);
	if (strcmp(v->name, "wait") == 0)
		return wait_for(sv, c, seat, state);
	if (strcmp(v->name, "record") == 0 || strcmp(v->name, "view") == 0) {
		rc = record(c, seat, strcmp(v->name, "view") == 0);
		games_release(s);
		return rc;
	}
	if (strcmp(v->name, "hint") == 0) {
		done = move_hint(seat, &choice, why, &e);
		if (done == 0) {
			buf_add(&b, "{\"cards\":", 9);
			buf_cards(&b, choice);
			buf_add(&b, ",\"why\":", 7);
			buf_json(&b, why);
			buf_add(&b, "}", 1);
		}
	} else if (strcmp(v->name, "review") == 0)
		done = review_json(&b, seat, (long)number, &e);
	else {
		if (strcmp(v->name, "pass") == 0)
			done = move_pass(&sv->games, seat,
			    http_arg(c, "cards"), &e);
		else if (strcmp(v->name, "play") == 0)
			done = move_play(&sv->games, seat,
			    http_arg(c, "card"), &e);
		else if (strcmp(v->name, "undo") == 0)
			done = move_undo(&sv->games, seat, &e);
		else if (strcmp(v->name, "next") == 0)
			done = move_next(&sv->games, seat, &e);
		else if (strcmp(v->name, "away") == 0 ||
		    strcmp(v->name, "back") == 0)
			done = move_hand_over(&sv->games, seat,
			    strcmp(v->name, "away") == 0, &e);
		else
			done = 0;
		if (done == 0)
			state_json(&b, &sv->games, seat);
	}
	games_release(s);
	if (done == -1) {
		buf_free(&b);
		return http_send_error(c, http_error_status(&e), e.msg);
	}
	return http_send_json(c, MHD_HTTP_OK, &b);
}

