/*
 * http.h: hearts-serve's HTTP side, which hearts-serve.c starts: the
 * requests routed (route.c), the answers sent and the parameters checked
 * (http.c), the page's files (page.c), the game's API (api.c) and its
 * requests that wait (wait.c).
 */
#ifndef HEARTS_SERVE_HTTP_H
#define HEARTS_SERVE_HTTP_H

#include <microhttpd.h>

#include "serve.h"

/* What every request may reach. */
struct server {
	struct games	 games;
};

/* The most bytes of a parameter's value, and parameters of a request. */
#define PARAM_MAX	256
#define PARAMS_MAX	16

/* route.c: every request checked and sent where it goes. */
/* libmicrohttpd's handler of every request; cls is the struct server. */
enum MHD_Result route_request(void *cls, struct MHD_Connection *,
	    const char *url, const char *method, const char *version,
	    const char *upload, size_t *upload_size, void **state);

/* http.c: every answer sent, the parameters checked. */
/* body (len bytes, copied if copy) with the status and the headers every
 * answer carries. */
enum MHD_Result http_send(struct MHD_Connection *, unsigned int status,
	    const char *type, const char *body, size_t len, bool copy);
/* {"error": msg} with the status. */
enum MHD_Result http_send_error(struct MHD_Connection *, unsigned int status,
	    const char *msg);
/* The JSON in b, a newline after it, with the status; b is freed. */
enum MHD_Result http_send_json(struct MHD_Connection *, unsigned int status,
	    struct buf *b);
/* The status of a library error: the rules refuse, bad words, no room. */
unsigned int http_error_status(const struct hearts_error *);
/* The parameters of a request, checked against what its path takes. */
struct params {
	const char *const *names;	/* the names it takes, NULL-terminated */
	const char	*bad;		/* a name it does not take */
	bool		 long_value;	/* a value past PARAM_MAX */
	int		 count;
	const char	*options[PARAMS_MAX];	/* option=, in order */
	int		 noptions;
};
/* Checks the parameters; an answer already sent (or MHD_NO) if bad. */
bool	 http_params_ok(struct MHD_Connection *, struct params *,
	    enum MHD_Result *rc);
/* The value of a parameter of the query string, or NULL. */
const char *http_arg(struct MHD_Connection *, const char *name);

/* page.c: the page's files, read once at the start. */
struct page_file {
	const char	*path;		/* as asked for */
	const char	*file;		/* in the page's directory */
	const char	*type;
	bool		 optional;
	char		*data;
	size_t		 len;
};
/* Reads the page's files from dir; -1 with msg if one is missing. */
int	 page_load(const char *dir, char *msg, size_t size);
/* The file of the page at url, or NULL: nothing else is served. */
const struct page_file *page_find(const char *url);

/* api.c: /api/games, a new table (POST), and .../TOKEN[/verb]. */
enum MHD_Result api_create(struct server *, struct MHD_Connection *);
/* rest: the url past /api/games/. */
enum MHD_Result api_game(struct server *, struct MHD_Connection *,
	    const char *rest, bool post, void **state);

/* wait.c: GET .../wait, a request that waits for its table to change. */
/*
 * What a request's *state holds once it is under way and waits on
 * nothing (NULL before its first call; its struct waiter while it
 * waits).
 */
extern int	 wait_none;
/* Suspends the request until the table's version moves on from since=. */
enum MHD_Result wait_for(struct server *, struct MHD_Connection *,
	    struct seat *, void **state);
/* A seat's state, once a waiting request is resumed. */
enum MHD_Result wait_resumed(struct server *, struct MHD_Connection *,
	    void **state);
/* libmicrohttpd's call at each request's end. */
void	 http_completed(void *cls, struct MHD_Connection *, void **state,
	    enum MHD_RequestTerminationCode);

#endif
