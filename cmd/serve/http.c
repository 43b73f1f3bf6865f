/*
 * http.c: hearts-serve's answers to HTTP, through GNU libmicrohttpd,
 * which reads the requests: the page's own files, and the game's API
 * under /api/games (hearts-serve(1), THE API).  Every request is checked
 * before anything is done: its method, its path, each parameter's name
 * and size; a request with a body is refused, since none is needed.
 */
#include <errno.h>
#include <limits.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <microhttpd.h>

#include "http.h"

/* The page's files, read once at the start: nothing else is served. */
static struct page_file {
	const char	*path;		/* as asked for */
	const char	*file;		/* in the page's directory */
	const char	*type;
	bool		 optional;
	char		*data;
	size_t		 len;
} page[] = {
	{ "/", "index.html", "text/html; charset=utf-8", false, NULL, 0 },
	{ "/hearts.css", "hearts.css", "text/css; charset=utf-8", false,
	    NULL, 0 },
	{ "/hearts.js", "hearts.js", "text/javascript; charset=utf-8", false,
	    NULL, 0 },
	{ "/favicon.svg", "favicon.svg", "image/svg+xml", true, NULL, 0 },
};
#define NPAGE	(sizeof(page) / sizeof(page[0]))
/* The most bytes of one file of the page. */
#define PAGE_FILE_MAX	(1024 * 1024)
/* The most bytes of a parameter's value, and parameters of a request. */
#define PARAM_MAX	256
#define PARAMS_MAX	16
/* The most requests of one seat waiting at once, and for how long. */
#define WAITS_MAX	2
#define WAIT_SECONDS	15

/* What the page may do: its own files, its own API, nothing else. */
#define SECURITY_POLICY	"default-src 'self'; img-src 'self' data:; " \
	"style-src 'self'; script-src 'self'; connect-src 'self'; " \
	"frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

int
page_load(const char *dir, char *msg, size_t size)
{
	char	 path[4096];
	size_t	 i;
	ssize_t	 n;
	int	 fd;

	for (i = 0; i < NPAGE; i++) {
		(void)snprintf(path, sizeof(path), "%s/%s", dir, page[i].file);
		if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1) {
			if (page[i].optional && errno == ENOENT)
				continue;
			(void)snprintf(msg, size, "%s: %s", path,
			    strerror(errno));
			return -1;
		}
		if ((page[i].data = malloc(PAGE_FILE_MAX)) == NULL) {
			(void)snprintf(msg, size, "%s", strerror(errno));
			close(fd);
			return -1;
		}
		page[i].len = 0;
		while ((n = read(fd, page[i].data + page[i].len,
		    PAGE_FILE_MAX - page[i].len)) > 0)
			page[i].len += (size_t)n;
		close(fd);
		if (n == -1 || page[i].len == PAGE_FILE_MAX) {
			(void)snprintf(msg, size, "%s: %s", path, n == -1 ?
			    strerror(errno) : "larger than a page's file may be");
			return -1;
		}
	}
	return 0;
}

static enum MHD_Result
answer(struct MHD_Connection *c, unsigned int status, const char *type,
    const char *body, size_t len, bool copy)
{
	struct MHD_Response *r;
	enum MHD_Result	 rc;

	r = MHD_create_response_from_buffer(len, (void *)(uintptr_t)body,
	    copy ? MHD_RESPMEM_MUST_COPY : MHD_RESPMEM_PERSISTENT);
	if (r == NULL)
		return MHD_NO;
	(void)MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, type);
	(void)MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
	(void)MHD_add_response_header(r, "Content-Security-Policy",
	    SECURITY_POLICY);
	(void)MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
	(void)MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL,
	    "no-store");
	if (status == MHD_HTTP_METHOD_NOT_ALLOWED)
		(void)MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW,
		    strncmp(type, "application/json", 16) == 0 ? "GET, POST" :
		    "GET, HEAD");
	rc = MHD_queue_response(c, status, r);
	MHD_destroy_response(r);
	return rc;
}

/* {"error": msg} with the status. */
static enum MHD_Result
send_error(struct MHD_Connection *c, unsigned int status, const char *msg)
{
	struct buf	 b = { 0 };
	enum MHD_Result	 rc;

	buf_add(&b, "{\"error\":", 9);
	buf_json(&b, msg);
	buf_add(&b, "}\n", 2);
	if (b.failed) {
		buf_free(&b);
		return MHD_NO;
	}
	rc = answer(c, status, "application/json", b.s, b.len, true);
	buf_free(&b);
	return rc;
}

/* The status of a library error: the rules refuse, bad words, no room. */
static unsigned int
error_status(const struct hearts_error *e)
{
	switch (e->kind) {
	case HEARTS_ERR_REFUSED:
		return MHD_HTTP_CONFLICT;
	case HEARTS_ERR_DATA:
		return MHD_HTTP_BAD_REQUEST;
	case HEARTS_ERR_NOMEM:
		return MHD_HTTP_SERVICE_UNAVAILABLE;
	case HEARTS_ERR_IO:
		break;
	}
	return MHD_HTTP_INTERNAL_SERVER_ERROR;
}

static enum MHD_Result
send_json(struct MHD_Connection *c, unsigned int status, struct buf *b)
{
	enum MHD_Result	 rc;

	buf_add(b, "\n", 1);
	if (b->failed) {
		buf_free(b);
		return send_error(c, MHD_HTTP_SERVICE_UNAVAILABLE, "the answer "
		    "is larger than the server sends");
	}
	rc = answer(c, status, "application/json", b->s, b->len, true);
	buf_free(b);
	return rc;
}

/* The parameters of a request, checked against what its path takes. */
struct params {
	const char *const *names;	/* the names it takes, NULL-terminated */
	const char	*bad;		/* a name it does not take */
	bool		 long_value;	/* a value past PARAM_MAX */
	int		 count;
	const char	*options[PARAMS_MAX];	/* option=, in order */
	int		 noptions;
};

static enum MHD_Result
param(void *arg, enum MHD_ValueKind kind, const char *key, const char *value)
{
	struct params	*p = arg;
	int		 i;

	(void)kind;
	p->count++;
	for (i = 0; p->names[i] != NULL; i++)
		if (strcmp(key, p->names[i]) == 0)
			break;
	if (p->names[i] == NULL && p->bad == NULL)
		p->bad = key;
	if (value != NULL && strlen(value) > PARAM_MAX)
		p->long_value = true;
	if (strcmp(key, "option") == 0 && value != NULL &&
	    p->noptions < PARAMS_MAX)
		p->options[p->noptions++] = value;
	return MHD_YES;
}

/* Checks the parameters; an answer already sent (or MHD_NO) if bad. */
static bool
params_ok(struct MHD_Connection *c, struct params *p, enum MHD_Result *rc)
{
	char	 msg[160], shown[HEARTS_SHOWN_SIZE];

	(void)MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, param, p);
	if (p->count > PARAMS_MAX) {
		*rc = send_error(c, MHD_HTTP_BAD_REQUEST, "too many parameters");
		return false;
	}
	if (p->long_value) {
		(void)snprintf(msg, sizeof(msg), "a parameter's value is longer "
		    "than %d bytes", PARAM_MAX);
		*rc = send_error(c, MHD_HTTP_BAD_REQUEST, msg);
		return false;
	}
	if (p->bad != NULL) {
		(void)snprintf(msg, sizeof(msg), "'%s' is not a parameter of "
		    "this request", hearts_shown(p->bad, shown, sizeof(shown)));
		*rc = send_error(c, MHD_HTTP_BAD_REQUEST, msg);
		return false;
	}
	return true;
}

static const char *
arg(struct MHD_Connection *c, const char *name)
{
	return MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, name);
}

/* The rules of a new game: a preset, the players, options in order. */
static int
new_rules(struct MHD_Connection *c, const struct params *p,
    struct hearts_rules *r, struct hearts_error *e)
{
	const char	*preset = arg(c, "rules"), *players = arg(c, "players");
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

static enum MHD_Result
create(struct server *sv, struct MHD_Connection *c)
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

	if (!params_ok(c, &p, &rc))
		return rc;
	if ((text = arg(c, "people")) != NULL &&
	    (people = strtonum(text, 1, HEARTS_MAX_PLAYERS, &errstr),
	    errstr != NULL)) {
		(void)snprintf(msg, sizeof(msg), "people=%s: the people at the "
		    "table, from 1 to the players", hearts_shown(text, shown,
		    sizeof(shown)));
		return send_error(c, MHD_HTTP_BAD_REQUEST, msg);
	}
	if ((text = arg(c, "level")) != NULL &&
	    (level = tool_level(text)) == NULL) {
		(void)snprintf(msg, sizeof(msg), "level=%s: no such level (the "
		    "levels are beginner, casual, club, advanced and expert)",
		    hearts_shown(text, shown, sizeof(shown)));
		return send_error(c, MHD_HTTP_BAD_REQUEST, msg);
	}
	if ((text = arg(c, "seed")) != NULL &&
	    (seed = strtonum(text, 0, HEARTS_SEED_MAX, &errstr), errstr != NULL)) {
		(void)snprintf(msg, sizeof(msg), "seed=%s: a seed is a whole "
		    "number from 0 to %lld", hearts_shown(text, shown,
		    sizeof(shown)), (long long)HEARTS_SEED_MAX);
		return send_error(c, MHD_HTTP_BAD_REQUEST, msg);
	}
	if (new_rules(c, &p, &rules, &e) == -1)
		return send_error(c, MHD_HTTP_BAD_REQUEST, e.msg);
	if (people > rules.players) {
		(void)snprintf(msg, sizeof(msg), "people=%lld: a game of %d "
		    "players seats at most %d people", people, rules.players,
		    rules.players);
		return send_error(c, MHD_HTTP_BAD_REQUEST, msg);
	}
	if ((s = games_new(&sv->games, &rules, level, (int)people,
	    arg(c, "seed") != NULL, (uint64_t)seed, &e)) == NULL)
		return send_error(c, error_status(&e), e.msg);
	state_json(&b, &sv->games, &s->seats[s->host]);
	games_release(s);
	return send_json(c, MHD_HTTP_CREATED, &b);
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
		return send_error(c, MHD_HTTP_SERVICE_UNAVAILABLE,
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

/* What *state holds for a request that waits on nothing. */
static int	 plain;

/* A seat's state, once a waiting request is resumed. */
static enum MHD_Result
resumed(struct server *sv, struct MHD_Connection *c, void **state)
{
	struct waiter	*w = *state;
	struct served	*s = w->table;
	struct buf	 b = { 0 };

	*state = &plain;

	pthread_mutex_lock(&s->lock);
	s->seats[w->seat].waiting--;
	s->seats[w->seat].seen = time(NULL);
	state_json(&b, &sv->games, &s->seats[w->seat]);
	games_release(s);
	free(w);
	return send_json(c, MHD_HTTP_OK, &b);
}

/*
 * GET .../wait?since=VERSION: the state at once if the table's version
 * is not VERSION any more, else when it changes, or after WAIT_SECONDS
 * unchanged: the page's way to see the others' moves (long polling).
 * The request is suspended meanwhile, holding no thread.
 */
static enum MHD_Result
wait_for(struct server *sv, struct MHD_Connection *c, struct seat *seat,
    void **state)
{
	struct served	*s = seat->table;
	struct waiter	*w;
	struct buf	 b = { 0 };
	const char	*text = arg(c, "since"), *errstr;
	long long	 since;

	since = text == NULL ? -1 : strtonum(text, 0, LLONG_MAX, &errstr);
	if (text != NULL && errstr != NULL) {
		games_release(s);
		return send_error(c, MHD_HTTP_BAD_REQUEST, "since=: the "
		    "version of the state the page holds");
	}
	if (since < 0 || (unsigned long long)since != s->version) {
		state_json(&b, &sv->games, seat);
		games_release(s);
		return send_json(c, MHD_HTTP_OK, &b);
	}
	if (seat->waiting >= WAITS_MAX) {
		games_release(s);
		return send_error(c, MHD_HTTP_TOO_MANY_REQUESTS, "this seat "
		    "already waits for the table in other pages: close one");
	}
	if ((w = calloc(1, sizeof(*w))) == NULL) {
		games_release(s);
		return send_error(c, MHD_HTTP_SERVICE_UNAVAILABLE,
		    "out of memory");
	}
	w->conn = c;
	w->table = s;
	w->seat = seat->index;
	w->deadline = time(NULL) + WAIT_SECONDS;
	w->next = s->waiters;
	s->waiters = w;
	seat->waiting++;
	*state = w;
	MHD_suspend_connection(c);
	/* The table stays referenced until the request is answered. */
	pthread_mutex_unlock(&s->lock);
	return MHD_YES;
}

static enum MHD_Result
game(struct server *sv, struct MHD_Connection *c, const char *rest,
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
		return send_error(c, MHD_HTTP_NOT_FOUND, "no such game");
	memcpy(token, rest, SERVE_ID_LEN);
	token[SERVE_ID_LEN] = '\0';
	for (v = verbs; v < verbs + NVERBS; v++)
		if (strcmp(name, v->name) == 0 && (slash == NULL) ==
		    (*v->name == '\0'))
			break;
	if (v == verbs + NVERBS)
		return send_error(c, MHD_HTTP_NOT_FOUND, "no such request of a "
		    "game (pass, play, undo, next, away, back, hint, review, "
		    "record, view, wait)");
	if (post != v->post)
		return send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, post ?
		    "this request reads the game: use GET" :
		    "this request changes the game: use POST");
	{
		struct params p = { .names = v->params };

		if (!params_ok(c, &p, &rc))
			return rc;
	}
	if (strcmp(v->name, "review") == 0 && (text = arg(c, "hand")) != NULL &&
	    (number = strtonum(text, 1, HEARTS_HAND_MAX, &errstr),
	    errstr != NULL))
		return send_error(c, MHD_HTTP_BAD_REQUEST, "hand=: a hand's "
		    "number, from 1");
	if ((seat = games_find(&sv->games, token)) == NULL)
		return send_error(c, MHD_HTTP_NOT_FOUND, "no such game (a "
		    "table nobody was at for long is closed)");
	s = seat->table;
	if (!allowed(&sv->games, seat)) {
		games_release(s);
		(void)snprintf(why, sizeof(why), "too many requests: a seat "
		    "makes at most %g a second", sv->games.rate);
		return send_error(c, MHD_HTTP_TOO_MANY_REQUESTS, why);
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
			done = move_pass(&sv->games, seat, arg(c, "cards"), &e);
		else if (strcmp(v->name, "play") == 0)
			done = move_play(&sv->games, seat, arg(c, "card"), &e);
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
		return send_error(c, error_status(&e), e.msg);
	}
	return send_json(c, MHD_HTTP_OK, &b);
}

enum MHD_Result
http_answer(void *cls, struct MHD_Connection *c, const char *url,
    const char *method, const char *version, const char *upload,
    size_t *upload_size, void **state)
{
	struct server	*sv = cls;
	const char	*length, *chunked;
	bool		 post = strcmp(method, MHD_HTTP_METHOD_POST) == 0;
	size_t		 i;

	(void)version;
	(void)upload;
	if (*state != NULL && *state != &plain)
		return resumed(sv, c, state);
	if (*state == NULL) {
		*state = &plain;
		/* No request has a body: one is refused before it is read. */
		length = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
		    MHD_HTTP_HEADER_CONTENT_LENGTH);
		chunked = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
		    MHD_HTTP_HEADER_TRANSFER_ENCODING);
		if ((length != NULL && strcmp(length, "0") != 0) ||
		    chunked != NULL)
			return send_error(c, MHD_HTTP_CONTENT_TOO_LARGE,
			    "a request carries no body: its parameters go in "
			    "the query string");
		return MHD_YES;
	}
	if (*upload_size != 0) {
		*upload_size = 0;
		return MHD_YES;
	}
	if (!post && strcmp(method, MHD_HTTP_METHOD_GET) != 0 &&
	    strcmp(method, MHD_HTTP_METHOD_HEAD) != 0)
		return send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, "the methods "
		    "are GET and POST");
	if (strcmp(url, "/api/games") == 0) {
		if (!post)
			return send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, "a new "
			    "game is made by POST");
		return create(sv, c);
	}
	if (strncmp(url, "/api/games/", 11) == 0)
		return game(sv, c, url + 11, post, state);
	for (i = 0; i < NPAGE; i++)
		if (page[i].data != NULL && strcmp(url, page[i].path) == 0)
			break;
	if (i == NPAGE || (strcmp(url, "/") == 0 && url[1] != '\0'))
		return answer(c, MHD_HTTP_NOT_FOUND, "text/plain; charset=utf-8",
		    "no such page\n", 13, false);
	if (post)
		return send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED, "the page's "
		    "files are read with GET");
	return answer(c, MHD_HTTP_OK, page[i].type, page[i].data, page[i].len,
	    false);
}

/*
 * A request ended: one that waited and was never answered (its browser
 * went away meanwhile, and libmicrohttpd closed it when it was resumed)
 * gives its seat and table back here.
 */
void
http_completed(void *cls, struct MHD_Connection *c, void **state,
    enum MHD_RequestTerminationCode why)
{
	struct waiter	*w = *state, **wp;
	struct served	*s;

	(void)cls;
	(void)c;
	(void)why;
	if (w == NULL || *state == &plain)
		return;
	*state = NULL;
	s = w->table;
	pthread_mutex_lock(&s->lock);
	for (wp = &s->waiters; *wp != NULL; wp = &(*wp)->next)
		if (*wp == w) {
			*wp = w->next;
			break;
		}
	s->seats[w->seat].waiting--;
	games_release(s);
	free(w);
}
