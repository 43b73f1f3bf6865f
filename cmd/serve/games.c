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

#include <microhttpd.h>

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
static void
take_out(struct games *gs, struct served *s)
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

static void
served_free(struct served *s)
{
	hearts_game_free(&s->game);
	free(s->review);
	pthread_mutex_destroy(&s->lock);
	free(s);
}

/*
 * The notes of a table's file, before its record: the bots' level as
 * hearts(6) writes it, then a line a person's seat, "# hearts-serve:
 * seat W TOKEN" (and " handed" if its person handed it to the bots),
 * and which seat opened the table, "# hearts-serve: host S".
 */
#define SEAT_NOTE	"# hearts-serve: seat "
#define HOST_NOTE	"# hearts-serve: host "

struct notes {
	const struct tool_level *level;
	struct served	*table;
	int		 people;
	int		 host;
};

/* The seat of a note's letter, -1 if none. */
static int
seat_of_letter(char c)
{
	return hearts_seat_parse((char[2]){ c, '\0' }, HEARTS_MAX_PLAYERS);
}

static void
read_note(void *arg, const char *line, size_t len)
{
	struct notes	*n = arg;
	struct seat	*st;
	size_t		 k = sizeof(SEAT_NOTE) - 1;
	int		 seat;

	tool_level_comment(&n->level, line, len);
	if (len == k + 1 && memcmp(line, HOST_NOTE, k) == 0) {
		n->host = seat_of_letter(line[k]);
		return;
	}
	if (len < k + 2 + SERVE_ID_LEN || memcmp(line, SEAT_NOTE, k) != 0 ||
	    (seat = seat_of_letter(line[k])) < 0 || line[k + 1] != ' ' ||
	    !is_id(line + k + 2, SERVE_ID_LEN))
		return;
	st = &n->table->seats[seat];
	if (st->token[0] == '\0')
		n->people++;
	memcpy(st->token, line + k + 2, SERVE_ID_LEN);
	st->token[SERVE_ID_LEN] = '\0';
	st->joined = true;
	st->handed = len == k + 2 + SERVE_ID_LEN + 7 &&
	    memcmp(line + k + 2 + SERVE_ID_LEN, " handed", 7) == 0;
}

/* Reads the record of a table's file into s; -1 with e filled if bad. */
static int
load(struct games *gs, struct served *s, struct hearts_error *e)
{
	struct hearts_reader rd;
	struct notes	 n = { .table = s, .host = -1 };
	char		 name[SERVE_ID_LEN + 8];
	time_t		 now = time(NULL);
	int		 fd, rc, i;

	(void)snprintf(name, sizeof(name), "%s.txt", s->id);
	if ((fd = openat(gs->dirfd, name, O_RDONLY | O_NOFOLLOW |
	    O_CLOEXEC)) == -1) {
		memset(e, 0, sizeof(*e));
		e->kind = HEARTS_ERR_IO;
		(void)snprintf(e->msg, sizeof(e->msg), "%s", strerror(errno));
		return -1;
	}
	for (i = 0; i < HEARTS_MAX_PLAYERS; i++)
		s->seats[i].token[0] = '\0';
	hearts_reader_init_fd(&rd, fd);
	rd.comment = read_note;
	rd.comment_arg = &n;
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
	s->level = n.level != NULL ? n.level : tool_level_default();
	for (i = s->game.rules.players; i < HEARTS_MAX_PLAYERS; i++)
		if (s->seats[i].token[0] != '\0')
			return serve_fail(e, HEARTS_ERR_DATA, "a seat's note "
			    "names a seat the game does not have");
	if (n.people == 0) {
		/* A game of one person, as hearts-serve first wrote them. */
		s->host = tool_person_seat(s->game.rules.players);
		memcpy(s->seats[s->host].token, s->id, SERVE_ID_LEN + 1);
		s->seats[s->host].joined = true;
		n.people = 1;
	} else {
		s->host = n.host >= 0 && n.host < s->game.rules.players &&
		    s->seats[n.host].token[0] != '\0' ? n.host :
		    tool_person_seat(s->game.rules.players);
		if (strcmp(s->seats[s->host].token, s->id) != 0)
			return serve_fail(e, HEARTS_ERR_DATA, "the host's seat "
			    "is not the file's name");
	}
	s->people = n.people;
	/* Everyone is away until they come back. */
	for (i = 0; i < s->game.rules.players; i++)
		s->seats[i].seen = now - gs->away;
	/* As the terminal game: a resumed hand's last card may go back. */
	s->can_undo = true;
	s->version = 1;
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

struct seat *
games_find(struct games *gs, const char *token)
{
	struct seat	*st;

	if (!is_id(token, strlen(token)))
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
	char	 note[64 + HEARTS_MAX_PLAYERS * 80], tmp[SERVE_ID_LEN + 16];
	char	 name[SERVE_ID_LEN + 8];
	char	*text = NULL;
	size_t	 len;
	int	 fd = -1, n, i;

	n = snprintf(note, sizeof(note), TOOL_LEVEL_NOTE "%s\n",
	    s->level->name);
	/* A game of one person is written as it always was. */
	for (i = 0; s->people > 1 && i < s->game.rules.players; i++)
		if (s->seats[i].token[0] != '\0')
			n += snprintf(note + n, sizeof(note) - (size_t)n,
			    SEAT_NOTE "%c %s%s\n", hearts_seat_name(i),
			    s->seats[i].token, s->seats[i].handed ? " handed" :
			    "");
	if (s->people > 1)
		n += snprintf(note + n, sizeof(note) - (size_t)n, HOST_NOTE
		    "%c\n", hearts_seat_name(s->host));
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
	else
		atomic_store(&gs->dirty, true);
	return 0;
}

void
games_sync(struct games *gs)
{
	if (!atomic_exchange(&gs->dirty, false))
		return;
#ifdef __linux__
	(void)syncfs(gs->dirfd);
#else
	sync();
#endif
}

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

/* A waiting request answered: libmicrohttpd calls http_answer() again. */
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

/* The table's file moved into closed/, kept; the table forgotten. */
static void
close_table(struct games *gs, struct served *s)
{
	char	 name[SERVE_ID_LEN + 8], kept[SERVE_ID_LEN + 16];

	(void)snprintf(name, sizeof(name), "%s.txt", s->id);
	(void)snprintf(kept, sizeof(kept), "closed/%s.txt", s->id);
	if ((mkdirat(gs->dirfd, "closed", 0700) == -1 && errno != EEXIST) ||
	    renameat(gs->dirfd, name, gs->dirfd, kept) == -1)
		warnx("%s/%s: cannot keep a closed table's record in closed/: "
		    "%s", gs->dir, name, strerror(errno));
	served_free(s);
}

void
games_tick(struct games *gs, time_t now)
{
	static struct served **round;
	static size_t	 size;
	struct served	*s, **grown;
	struct waiter	*w, **wp;
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
		for (wp = &s->waiters; (w = *wp) != NULL; )
			if (w->deadline <= now) {
				*wp = w->next;
				wake(w);
			} else
				wp = &w->next;
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
			take_out(gs, s);
			pthread_mutex_unlock(&s->lock);
			pthread_mutex_unlock(&gs->lock);
			close_table(gs, s);
			continue;
		}
		pthread_mutex_unlock(&s->lock);
		pthread_mutex_unlock(&gs->lock);
	}
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
