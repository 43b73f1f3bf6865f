/*
 * games.c: the games hearts-serve holds, each a hearts(5) record in the
 * directory it is given, named by its identifier: read back when the
 * server starts, written again after every move.
 */
#ifdef __linux__
#define _GNU_SOURCE	/* syncfs(2) */
#endif
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

/* Whether text is an identifier: SERVE_ID_LEN small hex digits. */
static bool
is_id(const char *text, size_t len)
{
	size_t	 i;

	if (len != SERVE_ID_LEN)
		return false;
	for (i = 0; i < len; i++)
		if (strchr("0123456789abcdef", text[i]) == NULL ||
		    text[i] == '\0')
			return false;
	return true;
}

/* The slot of an identifier: its first 64 bits are random already. */
static size_t
slot_of(const struct games *gs, const char *id)
{
	uint64_t h = strtoull((char[17]){ id[0], id[1], id[2], id[3], id[4],
	    id[5], id[6], id[7], id[8], id[9], id[10], id[11], id[12], id[13],
	    id[14], id[15], '\0' }, NULL, 16);
	size_t	 i = (size_t)h & (gs->nslots - 1);

	while (gs->slot[i] != NULL && strcmp(gs->slot[i]->id, id) != 0)
		i = (i + 1) & (gs->nslots - 1);
	return i;
}

/* The table must hold the game lock order: table, then game. */
static void
put(struct games *gs, struct served *s)
{
	gs->slot[slot_of(gs, s->id)] = s;
	gs->count++;
}

static struct served *
served_new(void)
{
	struct served	*s;

	if ((s = calloc(1, sizeof(*s))) == NULL)
		return NULL;
	pthread_mutex_init(&s->lock, NULL);
	return s;
}

static void
served_free(struct served *s)
{
	hearts_game_free(&s->game);
	free(s->review);
	pthread_mutex_destroy(&s->lock);
	free(s);
}

/* Reads the record of a game's file into s; -1 with e filled if bad. */
static int
load(struct games *gs, struct served *s, struct hearts_error *e)
{
	struct hearts_reader rd;
	const struct tool_level *level = NULL;
	char	 name[SERVE_ID_LEN + 8];
	int	 fd, rc;

	(void)snprintf(name, sizeof(name), "%s.txt", s->id);
	if ((fd = openat(gs->dirfd, name, O_RDONLY | O_NOFOLLOW |
	    O_CLOEXEC)) == -1) {
		memset(e, 0, sizeof(*e));
		e->kind = HEARTS_ERR_IO;
		(void)snprintf(e->msg, sizeof(e->msg), "%s", strerror(errno));
		return -1;
	}
	hearts_reader_init_fd(&rd, fd);
	rd.comment = tool_level_comment;
	rd.comment_arg = &level;
	rc = hearts_record_read(&rd, &s->game, e);
	hearts_reader_free(&rd);
	close(fd);
	if (rc == 0) {
		memset(e, 0, sizeof(*e));
		e->kind = HEARTS_ERR_DATA;
		(void)snprintf(e->msg, sizeof(e->msg), "the file holds no "
		    "record");
		return -1;
	}
	if (rc == -1)
		return -1;
	if (s->game.view >= 0) {
		hearts_game_free(&s->game);
		return serve_fail(e, HEARTS_ERR_DATA, "this is a seat's "
		    "view, not a whole game");
	}
	s->level = level != NULL ? level : tool_level_default();
	s->person = tool_person_seat(s->game.rules.players);
	/* As the terminal game: a resumed hand's last card may go back. */
	s->can_undo = true;
	return 0;
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

	memset(gs, 0, sizeof(*gs));
	pthread_mutex_init(&gs->lock, NULL);
	gs->dir = dir;
	gs->max = max;
	gs->sync_each = sync_each;
	for (gs->nslots = 16; gs->nslots < 2 * max; gs->nslots *= 2)
		;
	if ((gs->slot = calloc(gs->nslots, sizeof(*gs->slot))) == NULL) {
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
		    ".txt") != 0 || !is_id(d->d_name, SERVE_ID_LEN))
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
		if (load(gs, s, &e) == -1) {
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

struct served *
games_find(struct games *gs, const char *id)
{
	struct served	*s;

	if (!is_id(id, strlen(id)))
		return NULL;
	pthread_mutex_lock(&gs->lock);
	s = gs->slot[slot_of(gs, id)];
	pthread_mutex_unlock(&gs->lock);
	if (s != NULL)
		pthread_mutex_lock(&s->lock);
	return s;
}

void
games_release(struct served *s)
{
	pthread_mutex_unlock(&s->lock);
}

struct served *
games_new(struct games *gs, const struct hearts_rules *rules,
    const struct tool_level *level, bool seeded, uint64_t seed,
    struct hearts_error *e)
{
	struct served	*s;
	unsigned char	 bits[SERVE_ID_LEN / 2];
	size_t		 i;

	if ((s = served_new()) == NULL) {
		(void)serve_fail(e, HEARTS_ERR_NOMEM, "out of memory");
		return NULL;
	}
	arc4random_buf(bits, sizeof(bits));
	for (i = 0; i < sizeof(bits); i++)
		(void)snprintf(s->id + 2 * i, 3, "%02x", bits[i]);
	s->level = level;
	s->person = tool_person_seat(rules->players);
	hearts_game_init(&s->game, rules);
	s->game.seeded = true;
	s->game.seed = seeded ? seed : hearts_seed_random();
	if (hearts_game_deal(&s->game, e) == -1 || move_bots(s, e) == -1) {
		served_free(s);
		return NULL;
	}
	pthread_mutex_lock(&gs->lock);
	if (gs->count == gs->max) {
		pthread_mutex_unlock(&gs->lock);
		served_free(s);
		(void)serve_fail(e, HEARTS_ERR_NOMEM, "the server holds "
		    "as many games as it may (%zu); try again later", gs->max);
		return NULL;
	}
	put(gs, s);
	pthread_mutex_lock(&s->lock);
	pthread_mutex_unlock(&gs->lock);
	if (games_save(gs, s, e) == -1) {
		/* Held, but with no file: a restart forgets it. */
		games_release(s);
		return NULL;
	}
	return s;
}

/* All of buf to fd; -1 with errno set if writing fails. */
static int
write_all(int fd, const char *buf, size_t len)
{
	ssize_t	 n;

	while (len > 0) {
		if ((n = write(fd, buf, len)) == -1) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		buf += n;
		len -= (size_t)n;
	}
	return 0;
}

/*
 * As hearts -f writes its record: a new file beside the old one, then
 * renamed over it, so that the file is always the old record or the new
 * one, whenever the server is killed.  The rename reaches the disk at
 * once with -s, or within a second (games_sync()).
 */
int
games_save(struct games *gs, struct served *s, struct hearts_error *e)
{
	char	 note[64], tmp[SERVE_ID_LEN + 16], name[SERVE_ID_LEN + 8];
	char	*text = NULL;
	size_t	 len;
	int	 fd = -1, n;

	n = snprintf(note, sizeof(note), TOOL_LEVEL_NOTE "%s\n",
	    s->level->name);
	(void)snprintf(name, sizeof(name), "%s.txt", s->id);
	(void)snprintf(tmp, sizeof(tmp), ".%s.%08x", s->id, arc4random());
	if ((text = hearts_record_string(&s->game, -1, &len)) == NULL ||
	    (fd = openat(gs->dirfd, tmp, O_WRONLY | O_CREAT | O_EXCL |
	    O_NOFOLLOW | O_CLOEXEC, 0600)) == -1 ||
	    write_all(fd, note, (size_t)n) == -1 ||
	    write_all(fd, text, len) == -1 ||
	    (gs->sync_each && fsync(fd) == -1) || close(fd) == -1 ||
	    (fd = -1, renameat(gs->dirfd, tmp, gs->dirfd, name) == -1)) {
		(void)serve_fail(e, HEARTS_ERR_IO, "the game could not be "
		    "saved: %s", strerror(errno));
		if (fd != -1)
			close(fd);
		(void)unlinkat(gs->dirfd, tmp, 0);
		free(text);
		/* What is held goes back to what the file holds. */
		hearts_game_free(&s->game);
		if (load(gs, s, &(struct hearts_error){ 0 }) == -1)
			hearts_game_init(&s->game, &s->game.rules);
		return -1;
	}
	free(text);
	if (gs->sync_each)
		(void)fsync(gs->dirfd);
	else {
		pthread_mutex_lock(&gs->lock);
		gs->dirty = true;
		pthread_mutex_unlock(&gs->lock);
	}
	return 0;
}

void
games_sync(struct games *gs)
{
	bool	 dirty;

	pthread_mutex_lock(&gs->lock);
	dirty = gs->dirty;
	gs->dirty = false;
	pthread_mutex_unlock(&gs->lock);
	if (!dirty)
		return;
#ifdef __linux__
	(void)syncfs(gs->dirfd);
#else
	sync();
#endif
}
