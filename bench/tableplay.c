/*
 * tableplay: people at hearts-serve's tables, simulated over HTTP for
 * bench/serve.sh.  Two measures:
 *
 *	tableplay PORT tables TABLES MOVES
 *		TABLES tables of four people are opened and started, then
 *		played in turn, a move at a table at a time: the seat to move
 *		reads its state and sends a random card it may play (a pass,
 *		a card, or the host's next hand).  One kept-alive connection.
 *		Prints the moves made and the seconds they took.
 *
 *	tableplay PORT latency MOVES
 *		One table of four people, each seat with a request waiting
 *		(GET .../wait), as each page keeps one; a move is sent on a
 *		connection of its own, and the time from sending it to each
 *		seat's waiting request answered is taken (the mover's own
 *		page too; a game has some 600 moves: ask fewer).  Prints the
 *		median and the 99th percentile, in microseconds.
 *
 * A status other than 200 or 201 is an error: it exits 1.
 */
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>

#include <err.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define ANSWER_MAX	(1024 * 1024)

/* A connection and the last answer's body read on it. */
struct conn {
	int	 fd;
	char	*body;
	size_t	 have;
};

static struct sockaddr_in server = { .sin_family = AF_INET };

static void
conn_open(struct conn *c)
{
	int	 one = 1;

	if ((c->fd = socket(AF_INET, SOCK_STREAM, 0)) == -1 ||
	    connect(c->fd, (struct sockaddr *)&server, sizeof(server)) == -1)
		err(1, "connect");
	(void)setsockopt(c->fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	if (c->body == NULL && (c->body = malloc(ANSWER_MAX)) == NULL)
		err(1, NULL);
}

static void
send_request(struct conn *c, const char *method, const char *path)
{
	char	 head[512];
	int	 n;

	n = snprintf(head, sizeof(head), "%s %s HTTP/1.1\r\nHost: b\r\n"
	    "Content-Length: 0\r\n\r\n", method, path);
	if (write(c->fd, head, (size_t)n) != n)
		err(1, "write");
	c->have = 0;
}

/* Reads what is there; 1 once the whole answer is in c->body. */
static int
read_some(struct conn *c)
{
	char	*end, *p;
	size_t	 need, head;
	ssize_t	 n;
	int	 status;

	if ((n = read(c->fd, c->body + c->have, ANSWER_MAX - 1 - c->have)) <= 0)
		errx(1, "the server closed the connection");
	c->have += (size_t)n;
	c->body[c->have] = '\0';
	if ((end = strstr(c->body, "\r\n\r\n")) == NULL)
		return 0;
	if ((p = strcasestr(c->body, "Content-Length:")) == NULL)
		errx(1, "no length");
	head = (size_t)(end + 4 - c->body);
	need = head + strtoul(p + 15, NULL, 10);
	if (c->have < need)
		return 0;
	status = atoi(c->body + 9);
	memmove(c->body, c->body + head, c->have - head);
	c->body[c->have - head] = '\0';
	if (status != 200 && status != 201)
		errx(1, "%d %s", status, c->body);
	return 1;
}

static void
request(struct conn *c, const char *method, const char *path)
{
	send_request(c, method, path);
	while (!read_some(c))
		;
}

/* A string or number field of a body, into buf; 0 if there is none. */
static int
field(const char *body, const char *name, char *buf, size_t size)
{
	char		 key[64];
	const char	*p, *q;

	snprintf(key, sizeof(key), "\"%s\":", name);
	if ((p = strstr(body, key)) == NULL)
		return 0;
	p += strlen(key);
	if (*p == '"')
		p++;
	for (q = p; *q != '"' && *q != ',' && *q != '}' && *q != ']'; q++)
		;
	snprintf(buf, size, "%.*s", (int)(q - p), p);
	return 1;
}

/* The seats' tokens of a host's state, in seat order ("" for a bot). */
static void
links(const char *body, char tokens[4][40])
{
	const char	*p = strstr(body, "\"table\":[");
	int		 i;

	if (p == NULL)
		errx(1, "no table in %.200s", body);
	for (i = 0; i < 4; i++) {
		p = strchr(p, '{');
		tokens[i][0] = '\0';
		if (strncmp(strchr(p, '"') + 1, "who", 3) == 0 &&
		    strstr(p, "\"link\":\"") != NULL &&
		    strstr(p, "\"link\":\"") < strchr(p, '}'))
			snprintf(tokens[i], 40, "%.32s", strstr(p, "\"link\":\"") + 8);
		p = strchr(p, '}');
	}
}

/*
 * The move of a seat whose state is body, as a path to POST; "" if it
 * has none.  Random cards among those it may choose.
 */
static void
choose(const char *token, const char *body, int host, char *path, size_t size)
{
	char		 phase[16], cards[64], passed[8];
	const char	*l;
	int		 n, want, i, k, taken[13] = { 0 };

	path[0] = '\0';
	field(body, "phase", phase, sizeof(phase));
	if (strcmp(phase, "scored") == 0 || strcmp(phase, "deal") == 0) {
		if (host)
			snprintf(path, size, "/api/games/%s/next", token);
		return;
	}
	if (strcmp(phase, "pass") != 0 && strcmp(phase, "play") != 0)
		return;
	if ((l = strstr(body, "\"legal\":[")) == NULL)
		return;
	l += 9;
	for (n = 0; l[5 * n] == '"'; n++)
		;
	if (n == 0)
		return;
	field(body, "passed", passed, sizeof(passed));
	want = strcmp(phase, "pass") == 0 ? atoi(strstr(body,
	    "\"passCount\":") + 12) : 1;
	cards[0] = '\0';
	for (i = 0; i < want; i++) {
		do
			k = (int)(arc4random_uniform((unsigned)n));
		while (taken[k]);
		taken[k] = 1;
		strncat(cards, l + 5 * k + 1, 2);
		if (i + 1 < want)
			strcat(cards, ",");
	}
	snprintf(path, size, "/api/games/%s/%s?%s=%s", token,
	    want > 1 || strcmp(phase, "pass") == 0 ? "pass" : "play",
	    strcmp(phase, "pass") == 0 ? "cards" : "card", cards);
}

static double
now_s(void)
{
	struct timespec	 t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static int
by_value(const void *a, const void *b)
{
	double	 x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static void
tables(long ntables, long moves)
{
	struct conn	 c = { 0 };
	char		(*tok)[4][40], path[256], phase[16];
	long		 t, made = 0, stuck = 0;
	int		 s;
	double		 a;

	conn_open(&c);
	if ((tok = calloc((size_t)ntables, sizeof(*tok))) == NULL)
		err(1, NULL);
	for (t = 0; t < ntables; t++) {
		request(&c, "POST", "/api/games?people=4&level=beginner");
		links(c.body, tok[t]);
		/* Every seat opens its link, then the host starts. */
		for (s = 0; s < 4; s++) {
			snprintf(path, sizeof(path), "/api/games/%s", tok[t][s]);
			request(&c, "GET", path);
		}
		snprintf(path, sizeof(path), "/api/games/%s/next", tok[t][2]);
		request(&c, "POST", path);
	}
	a = now_s();
	for (t = 0; made < moves; t = (t + 1) % ntables) {
		/* The seats in turn from the table's last: the first to move. */
		for (s = 0; s < 4; s++) {
			snprintf(path, sizeof(path), "/api/games/%s",
			    tok[t][s]);
			request(&c, "GET", path);
			field(c.body, "phase", phase, sizeof(phase));
			if (strcmp(phase, "over") == 0) {
				request(&c, "POST",
				    "/api/games?people=4&level=beginner");
				links(c.body, tok[t]);
				break;
			}
			choose(tok[t][s], c.body, s == 2, path, sizeof(path));
			if (path[0] != '\0') {
				request(&c, "POST", path);
				made++;
				break;
			}
		}
		if (s == 4 && ++stuck > 4 * ntables)
			errx(1, "no seat can move: %.300s", c.body);
	}
	printf("%ld moves at %ld tables of four in %.3f s\n", made, ntables,
	    now_s() - a);
}

static void
latency(long moves)
{
	struct conn	 waits[4] = { 0 }, mover = { 0 };
	struct pollfd	 pfd[4];
	char		 tok[4][40], path[256], version[32];
	double		*lat, t0;
	long		 made = 0, n = 0;
	int		 s, left, answered[4];

	if ((lat = calloc((size_t)moves * 4, sizeof(*lat))) == NULL)
		err(1, NULL);
	conn_open(&mover);
	request(&mover, "POST", "/api/games?people=4&level=beginner");
	links(mover.body, tok);
	for (s = 0; s < 4; s++) {
		conn_open(&waits[s]);
		snprintf(path, sizeof(path), "/api/games/%s", tok[s]);
		request(&waits[s], "GET", path);
	}
	snprintf(path, sizeof(path), "/api/games/%s/next", tok[2]);
	request(&mover, "POST", path);
	while (made < moves) {
		/* Each seat's page: its state, then a request waiting. */
		field(mover.body, "version", version, sizeof(version));
		for (s = 0; s < 4; s++) {
			snprintf(path, sizeof(path),
			    "/api/games/%s/wait?since=%s", tok[s], version);
			send_request(&waits[s], "GET", path);
		}
		/* Whose move: the first seat that has one. */
		path[0] = '\0';
		for (s = 0; s < 4 && path[0] == '\0'; s++) {
			char p[256];

			snprintf(p, sizeof(p), "/api/games/%s", tok[s]);
			request(&mover, "GET", p);
			choose(tok[s], mover.body, s == 2, path, sizeof(path));
		}
		if (path[0] == '\0') {
			request(&mover, "POST", "/api/games?people=4&level=beginner");
			errx(1, "the game ended after %ld moves; ask fewer", made);
		}
		t0 = now_s();
		send_request(&mover, "POST", path);
		for (s = 0; s < 4; s++) {
			pfd[s].fd = waits[s].fd;
			pfd[s].events = POLLIN;
			answered[s] = 0;
		}
		for (left = 4; left > 0; ) {
			if (poll(pfd, 4, 10000) <= 0)
				errx(1, "no answer to a waiting request");
			for (s = 0; s < 4; s++)
				if (!answered[s] && (pfd[s].revents & POLLIN) &&
				    read_some(&waits[s])) {
					answered[s] = 1;
					pfd[s].fd = -1;
					left--;
					lat[n++] = now_s() - t0;
				}
		}
		while (!read_some(&mover))
			;
		made++;
	}
	qsort(lat, (size_t)n, sizeof(*lat), by_value);
	printf("%ld moves, %ld pages told: median %.0f us, 99th percentile "
	    "%.0f us\n", made, n, lat[n / 2] * 1e6, lat[n * 99 / 100] * 1e6);
}

int
main(int argc, char *argv[])
{
	if (argc < 4)
		errx(64, "usage: tableplay port tables TABLES MOVES | "
		    "tableplay port latency MOVES");
	server.sin_port = htons((uint16_t)atoi(argv[1]));
	server.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (strcmp(argv[2], "tables") == 0 && argc == 5)
		tables(atol(argv[3]), atol(argv[4]));
	else if (strcmp(argv[2], "latency") == 0)
		latency(atol(argv[3]));
	else
		errx(64, "usage: tableplay port tables TABLES MOVES | "
		    "tableplay port latency MOVES");
	return 0;
}
