/*
 * files.c: a table's file, a hearts(5) record in the server's directory
 * named by the table's identifier, its seats' links in notes before it:
 * read back, written again after every move (safely, over the old one),
 * made durable, and kept in closed/ when the table is closed.
 */
#ifdef __linux__
#define _GNU_SOURCE	/* syncfs(2) */
#endif
#include <sys/stat.h>

#include <err.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "serve.h"

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

/* Whether text is an identifier: SERVE_ID_LEN small hex digits. */
bool
games_is_id(const char *text, size_t len)
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
	    !games_is_id(line + k + 2, SERVE_ID_LEN))
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
int
games_load(struct games *gs, struct served *s, struct hearts_error *e)
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
		if (games_load(gs, s, &(struct hearts_error){ 0 }) == -1)
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

/* The table's file moved into closed/, kept. */
void
games_keep_closed(struct games *gs, const struct served *s)
{
	char	 name[SERVE_ID_LEN + 8], kept[SERVE_ID_LEN + 16];

	(void)snprintf(name, sizeof(name), "%s.txt", s->id);
	(void)snprintf(kept, sizeof(kept), "closed/%s.txt", s->id);
	if ((mkdirat(gs->dirfd, "closed", 0700) == -1 && errno != EEXIST) ||
	    renameat(gs->dirfd, name, gs->dirfd, kept) == -1)
		warnx("%s/%s: cannot keep a closed table's record in closed/: "
		    "%s", gs->dir, name, strerror(errno));
}
