/*
 * wait.c: a seat's request that waits for its table to change (GET
 * .../wait, long polling): suspended, holding no thread, until the
 * table's version moves on or its deadline, then resumed with the
 * seat's state; or given back when its browser went away meanwhile.
 */
#include <limits.h>
#include <stdlib.h>
#include <time.h>

#include <microhttpd.h>

#include "http.h"

/* The most requests of one seat waiting at once, and for how long. */
#define WAITS_MAX	2
#define WAIT_SECONDS	15

int	 wait_none;

/* A seat's state, once a waiting request is resumed. */
enum MHD_Result
wait_resumed(struct server *sv, struct MHD_Connection *c, void **state)
{
	struct waiter	*w = *state;
	struct served	*s = w->table;
	struct buf	 b = { 0 };

	*state = &wait_none;

	pthread_mutex_lock(&s->lock);
	s->seats[w->seat].waiting--;
	s->seats[w->seat].seen = time(NULL);
	state_json(&b, &sv->games, &s->seats[w->seat]);
	games_release(s);
	free(w);
	return http_send_json(c, MHD_HTTP_OK, &b);
}

/*
 * GET .../wait?since=VERSION: the state at once if the table's version
 * is not VERSION any more, else when it changes, or after WAIT_SECONDS
 * unchanged: the page's way to see the others' moves (long polling).
 * The request is suspended meanwhile, holding no thread.
 */
enum MHD_Result
wait_for(struct server *sv, struct MHD_Connection *c, struct seat *seat,
    void **state)
{
	struct served	*s = seat->table;
	struct waiter	*w;
	struct buf	 b = { 0 };
	const char	*text = http_arg(c, "since"), *errstr;
	long long	 since;

	since = text == NULL ? -1 : strtonum(text, 0, LLONG_MAX, &errstr);
	if (text != NULL && errstr != NULL) {
		games_release(s);
		return http_send_error(c, MHD_HTTP_BAD_REQUEST, "since=: the "
		    "version of the state the page holds");
	}
	if (since < 0 || (unsigned long long)since != s->version) {
		state_json(&b, &sv->games, seat);
		games_release(s);
		return http_send_json(c, MHD_HTTP_OK, &b);
	}
	if (seat->waiting >= WAITS_MAX) {
		games_release(s);
		return http_send_error(c, MHD_HTTP_TOO_MANY_REQUESTS, "this "
		    "seat already waits for the table in other pages: close "
		    "one");
	}
	if ((w = calloc(1, sizeof(*w))) == NULL) {
		games_release(s);
		return http_send_error(c, MHD_HTTP_SERVICE_UNAVAILABLE,
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
	if (w == NULL || *state == &wait_none)
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
