/*
 * clock.c: the tables as time passes, the clock's round once a second:
 * the seats away too long played by the bots, waiting requests answered
 * at their deadline, idle tables closed.
 */
#include <err.h>
#include <stdlib.h>
#include <string.h>

#include "serve.h"

/* Whether a person came or went since the pages last saw the table. */
static bool
presence_moved(const struct games *gs, const struct served *s, time_t now)
{
	int	 seat;

	for (seat = 0; seat < s->game.rules.players; seat++)
		if (s->seats[seat].token[0] != '\0' &&
		    s->seats[seat].shown_here != seat_present(gs, s, seat, now))
			return true;
	return false;
}

/*
 * Whether the table waits on a seat whose person is away while another
 * is here: then the bots play for the one away.  A person alone at a
 * table is waited for however long they are away.
 */
static bool
stalled(const struct games *gs, const struct served *s, time_t now)
{
	const struct hearts_game *g = &s->game;
	struct hearts_state st;
	bool		 here = false, away = false;
	int		 seat;

	for (seat = 0; seat < g->rules.players; seat++)
		here = here || seat_present(gs, s, seat, now);
	if (!here)
		return false;
	switch (hearts_game_where(g, &st)) {
	case HEARTS_GAME_PASS:
		/* The bots pass once every person here has (move_bots()). */
		for (seat = 0; seat < g->rules.players; seat++) {
			if (hearts_hand_passed(&g->hands[g->nhands - 1], seat))
				continue;
			if (seat_present(gs, s, seat, now))
				return false;
			away = true;
		}
		return away;
	case HEARTS_GAME_PLAY:
		return !seat_present(gs, s, st.turn, now);
	default:
		return false;
	}
}

/* Whether nobody has been at the table for the idle time. */
static bool
idle(const struct games *gs, const struct served *s, time_t now)
{
	int	 seat;

	if (s->refs > 0 || s->waiters != NULL)
		return false;
	for (seat = 0; seat < s->game.rules.players; seat++)
		if (s->seats[seat].token[0] != '\0' &&
		    (s->seats[seat].waiting > 0 ||
		    now - s->seats[seat].seen < gs->idle))
			return false;
	return true;
}

void
games_tick(struct games *gs, time_t now)
{
	static struct served **round;
	static size_t	 size;
	struct served	*s, **grown;
	struct hearts_error e;
	size_t		 i, n;

	pthread_mutex_lock(&gs->lock);
	if (size < gs->count) {
		if ((grown = reallocarray(round, gs->count,
		    sizeof(*round))) == NULL) {
			pthread_mutex_unlock(&gs->lock);
			return;
		}
		round = grown;
		size = gs->count;
	}
	if ((n = gs->count) > 0)
		memcpy(round, gs->all, n * sizeof(*round));
	/* Only this round frees a table: the pointers stay good. */
	pthread_mutex_unlock(&gs->lock);

	for (i = 0; i < n; i++) {
		s = round[i];
		pthread_mutex_lock(&s->lock);
		games_wake_due(s, now);
		if (stalled(gs, s, now)) {
			if (move_bots(gs, s, now, &e) == -1 ||
			    games_save(gs, s, &e) == -1)
				warnx("%s/%s.txt: %s", gs->dir, s->id, e.msg);
			games_changed(s);
		} else if (presence_moved(gs, s, now))
			games_changed(s);
		pthread_mutex_unlock(&s->lock);
		if (gs->idle <= 0)
			continue;
		pthread_mutex_lock(&gs->lock);
		pthread_mutex_lock(&s->lock);
		if (idle(gs, s, now)) {
			games_take_out(gs, s);
			pthread_mutex_unlock(&s->lock);
			pthread_mutex_unlock(&gs->lock);
			games_close(gs, s);
			continue;
		}
		pthread_mutex_unlock(&s->lock);
		pthread_mutex_unlock(&gs->lock);
	}
}
