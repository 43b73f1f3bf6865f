/*
 * presence.c: who is at the tables, and who waits for them: whether a
 * person plays a seat now, and the requests waiting for a table to
 * change woken when it does (the moves), at their deadline (the clock's
 * round) or at the server's end.
 */
#include <microhttpd.h>

#include "serve.h"

/* A waiting request answered: libmicrohttpd calls route_request() again. */
static void
wake(struct waiter *w)
{
	MHD_resume_connection(w->conn);
}

void
games_changed(struct served *s)
{
	struct waiter	*w;
	time_t		 now = time(NULL);
	int		 seat;

	for (seat = 0; seat < s->game.rules.players; seat++)
		s->seats[seat].shown_here = seat_present(s->games, s, seat, now);
	s->version++;
	for (w = s->waiters; w != NULL; w = w->next)
		wake(w);
	s->waiters = NULL;
}

bool
seat_present(const struct games *gs, const struct served *s, int seat,
    time_t now)
{
	const struct seat *st = &s->seats[seat];

	if (st->token[0] == '\0' || !st->joined || st->handed)
		return false;
	return st->waiting > 0 || now - st->seen < gs->away;
}

void
games_wake_due(struct served *s, time_t now)
{
	struct waiter	*w, **wp;

	for (wp = &s->waiters; (w = *wp) != NULL; )
		if (w->deadline <= now) {
			*wp = w->next;
			wake(w);
		} else
			wp = &w->next;
}

void
games_wake_all(struct games *gs)
{
	struct waiter	*w;
	size_t		 i;

	pthread_mutex_lock(&gs->lock);
	for (i = 0; i < gs->count; i++) {
		pthread_mutex_lock(&gs->all[i]->lock);
		for (w = gs->all[i]->waiters; w != NULL; w = w->next)
			wake(w);
		gs->all[i]->waiters = NULL;
		pthread_mutex_unlock(&gs->all[i]->lock);
	}
	pthread_mutex_unlock(&gs->lock);
}
