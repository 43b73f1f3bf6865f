/*
 * games.c: the tables hearts-serve holds, each found by the token of one
 * of its seats in an open-addressed table of slots: every table of the
 * directory taken in when the server starts, a new one with its links,
 * one found and locked for a request, and released.
 */
#include <sys/stat.h>

#include <dirent.h>
#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "serve.h"

/* Where a token's probe starts: its first 64 bits are random already. */
static size_t
home_of(const struct games *gs, const char *token)
{
	char	 head[17];

	memcpy(head, token, 16);
	head[16] = '\0';
	return (size_t)strtoull(head, NULL, 16) & (gs->nslots - 1);
}

/* The slot of a token, or the empty one it would take. */
static size_t
slot_of(const struct games *gs, const char *token)
{
	size_t	 i = home_of(gs, token);

	while (gs->slot[i] != NULL && strcmp(gs->slot[i]->token, token) != 0)
		i = (i + 1) & (gs->nslots - 1);
	return i;
}

/* A new token, in no slot yet. */
static void
new_token(const struct games *gs, char *token)
{
	unsigned char	 bits[SERVE_ID_LEN / 2];
	size_t		 i;

	do {
		arc4random_buf(bits, sizeof(bits));
		for (i = 0; i < sizeof(bits); i++)
			(void)snprintf(token + 2 * i, 3, "%02x", bits[i]);
	} while (gs->slot[slot_of(gs, token)] != NULL);
}

/* Takes the table's tokens into the slots; the table lock is held. */
static void
put(struct games *gs, struct served *s)
{
	int	 i;

	s->games = gs;
	for (i = 0; i < s->game.rules.players; i++)
		if (s->seats[i].token[0] != '\0')
			gs->slot[slot_of(gs, s->seats[i].token)] = &s->seats[i];
	gs->all[gs->count++] = s;
}

/*
 * Takes a table out: its tokens out of the slots, each gap filled from
 * the probe after it (no tombstones), and out of the list of all.
 */
void
games_take_out(struct games *gs, struct served *s)
{
	size_t	 i, j, home, mask = gs->nslots - 1;
	int	 seat;

	for (seat = 0; seat < s->game.rules.players; seat++) {
		if (s->seats[seat].token[0] == '\0')
			continue;
		i = slot_of(gs, s->seats[seat].token);
		gs->slot[i] = NULL;
		for (j = (i + 1) & mask; gs->slot[j] != NULL; j = (j + 1) & mask) {
			home = home_of(gs, gs->slot[j]->token);
			/* Moves back if its home is not within (i, j]. */
			if (((j - home) & mask) >= ((j - i) & mask)) {
				gs->slot[i] = gs->slot[j];
				gs->slot[j] = NULL;
				i = j;
			}
		}
	}
	for (i = 0; i < gs->count; i++)
		if (gs->all[i] == s) {
			gs->all[i] = gs->all[--gs->count];
			break;
		}
}

static struct served *
served_new(void)
{
	struct served	*s;
	int		 i;

	if ((s = calloc(1, sizeof(*s))) == NULL)
		return NULL;
	pthread_mutex_init(&s->lock, NULL);
	for (i = 0; i < HEARTS_MAX_PLAYERS; i++) {
		s->seats[i].table = s;
		s->seats[i].index = i;
	}
	return s;
}

void
served_free(struct served *s)
{
	hearts_game_free(&s->game);
	free(s->review);
	pthread_mutex_destroy(&s->lock);
	free(s);
}

void
games_close(struct games *gs, struct served *s)
{
	games_keep_closed(gs, s);
	served_free(s);
}

int
games_open(struct games *gs, const char *dir, size_t max, bool sync_each,
    char *msg, size_t size)
{
	struct hearts_error e;
	struct served	*s;
	struct dirent	*d;
	DIR		*dp;
	size_t		 len;
	int		 fd;

	pthread_mutex_init(&gs->lock, NULL);
	gs->dir = dir;
	gs->max = max;
	gs->sync_each = sync_each;
	atomic_init(&gs->dirty, false);
	for (gs->nslots = 16; gs->nslots < 2 * max * HEARTS_MAX_PLAYERS;
	    gs->nslots *= 2)
		;
	if ((gs->slot = calloc(gs->nslots, sizeof(*gs->slot))) == NULL ||
	    (gs->all = calloc(max, sizeof(*gs->all))) == NULL) {
		(void)snprintf(msg, size, "%s", strerror(errno));
		return -1;
	}
	if (mkdir(dir, 0700) == -1 && errno != EEXIST) {
		(void)snprintf(msg, size, "%s: %s", dir, strerror(errno));
		return -1;
	}
	if ((gs->dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) == -1 ||
	    (fd = dup(gs->dirfd)) == -1 || (dp = fdopendir(fd)) == NULL) {
		(void)snprintf(msg, size, "%s: %s", dir, strerror(errno));
		return -1;
	}
	/* Every game of the directory, as it was left. */
	while ((d = readdir(dp)) != NULL) {
		len = strlen(d->d_name);
		if (len != SERVE_ID_LEN + 4 || strcmp(d->d_name + SERVE_ID_LEN,
		    ".txt") != 0 || !games_is_id(d->d_name, SERVE_ID_LEN))
			continue;
		if (gs->count == max) {
			warnx("%s: more than %zu games; the rest are not "
			    "served (-g)", dir, max);
			break;
		}
		if ((s = served_new()) == NULL) {
			(void)snprintf(msg, size, "%s", strerror(errno));
			closedir(dp);
			return -1;
		}
		memcpy(s->id, d->d_name, SERVE_ID_LEN);
		if (games_load(gs, s, &e) == -1) {
			if (e.line > 0)
				warnx("%s/%s:%ld: %s; the game is not served",
				    dir, d->d_name, e.line, e.msg);
			else
				warnx("%s/%s: %s; the game is not served", dir,
				    d->d_name, e.msg);
			served_free(s);
			continue;
		}
		put(gs, s);
	}
	closedir(dp);
	return 0;
}

struct seat *
games_find(struct games *gs, const char *token)
{
	struct seat	*st;

	if (!games_is_id(token, strlen(token)))
		return NULL;
	pthread_mutex_lock(&gs->lock);
	if ((st = gs->slot[slot_of(gs, token)]) != NULL)
		st->table->refs++;
	pthread_mutex_unlock(&gs->lock);
	if (st != NULL)
		pthread_mutex_lock(&st->table->lock);
	return st;
}

void
games_release(struct served *s)
{
	/* The reference counts under the table's lock as under the list's. */
	s->refs--;
	pthread_mutex_unlock(&s->lock);
}

struct served *
games_new(struct games *gs, const struct hearts_rules *rules,
    const struct tool_level *level, int people, bool seeded, uint64_t seed,
    struct hearts_error *e)
{
	struct served	*s;
	time_t		 now = time(NULL);
	int		 i, seat, n = rules->players;

	if ((s = served_new()) == NULL) {
		(void)serve_fail(e, HEARTS_ERR_NOMEM, "out of memory");
		return NULL;
	}
	s->level = level;
	s->host = tool_person_seat(n);
	s->people = people;
	hearts_game_init(&s->game, rules);
	s->game.seeded = true;
	s->game.seed = seeded ? seed : hearts_seed_random();
	s->version = 1;
	pthread_mutex_lock(&gs->lock);
	if (gs->count == gs->max) {
		pthread_mutex_unlock(&gs->lock);
		served_free(s);
		(void)serve_fail(e, HEARTS_ERR_NOMEM, "the server holds "
		    "as many games as it may (%zu); try again later", gs->max);
		return NULL;
	}
	/* The host, then the seats for people clockwise from the host. */
	for (i = 0; i < people; i++) {
		seat = (s->host + i) % n;
		new_token(gs, s->seats[seat].token);
		s->seats[seat].seen = now - gs->away;
	}
	memcpy(s->id, s->seats[s->host].token, SERVE_ID_LEN + 1);
	s->seats[s->host].joined = true;
	s->seats[s->host].seen = now;
	put(gs, s);
	s->refs++;
	pthread_mutex_lock(&s->lock);
	pthread_mutex_unlock(&gs->lock);
	/* One person plays at once; a table waits for its host to start. */
	if ((people == 1 && (hearts_game_deal(&s->game, e) == -1 ||
	    move_bots(gs, s, now, e) == -1)) || games_save(gs, s, e) == -1) {
		/* Held, but with no file: a restart forgets it. */
		games_release(s);
		return NULL;
	}
	return s;
}
