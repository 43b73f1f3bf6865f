/*
 * webplay: a person's moves through hearts-serve's API, as fast as the
 * server answers, for bench/serve.sh.  Keeps one connection open (HTTP
 * keep-alive) and plays games to their end: the first cards it may
 * choose, the next hand when one is scored, a new game when one is over.
 *
 *	webplay PORT MOVES [GAMES [QUERY]]
 *
 * GAMES games are made first and played in turn, a move each (1000:
 * that many games open at once); QUERY is the new game's query string
 * (default level=beginner).  Prints the moves made and the seconds they
 * took.  A status other than 200 or 201 is an error: it exits 1.
 */
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>

#include <err.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static int	 sock;
static char	 answer[2 * 1024 * 1024];

/* Sends one request with no body; the answer's body into answer. */
static int
request(const char *method, const char *path)
{
	char	 head[1024], *end, *p;
	size_t	 have = 0, need;
	ssize_t	 n;
	int	 status;

	n = snprintf(head, sizeof(head), "%s %s HTTP/1.1\r\nHost: b\r\n"
	    "Content-Length: 0\r\n\r\n", method, path);
	if (write(sock, head, (size_t)n) != n)
		err(1, "write");
	for (;;) {
		if ((n = read(sock, answer + have, sizeof(answer) - 1 - have)) <= 0)
			errx(1, "the server closed the connection");
		have += (size_t)n;
		answer[have] = '\0';
		if ((end = strstr(answer, "\r\n\r\n")) == NULL)
			continue;
		if ((p = strcasestr(answer, "Content-Length:")) == NULL)
			errx(1, "no length");
		need = (size_t)(end + 4 - answer) + strtoul(p + 15, NULL, 10);
		if (have >= need)
			break;
	}
	status = atoi(answer + 9);
	memmove(answer, end + 4, have - (size_t)(end + 4 - answer));
	answer[have - (size_t)(end + 4 - answer)] = '\0';
	if (status != 200 && status != 201)
		errx(1, "%s %s: %d %s", method, path, status, answer);
	return status;
}

/* The string value of a field of the answer, into buf. */
static void
field(const char *name, char *buf, size_t size)
{
	char	 key[64], *p, *q;

	snprintf(key, sizeof(key), "\"%s\":", name);
	if ((p = strstr(answer, key)) == NULL)
		errx(1, "no %s in %.200s", name, answer);
	p += strlen(key);
	if (*p == '"')
		p++;
	for (q = p; *q != '"' && *q != ',' && *q != '}' && *q != ']'; q++)
		;
	snprintf(buf, size, "%.*s", (int)(q - p), p);
}

/* The next move of a game whose state is in answer. */
static void
move(const char *id, const char *query)
{
	char	 phase[16], path[256], cards[64], *l;
	int	 want, i;

	field("phase", phase, sizeof(phase));
	if (strcmp(phase, "over") == 0) {
		snprintf(path, sizeof(path), "/api/games?%s", query);
		request("POST", path);
		return;
	}
	if (strcmp(phase, "scored") == 0) {
		snprintf(path, sizeof(path), "/api/games/%s/next", id);
		request("POST", path);
		return;
	}
	l = strstr(answer, "\"legal\":[");
	if (l == NULL)
		errx(1, "no legal cards");
	l += 9;
	want = strcmp(phase, "pass") == 0 ? atoi(strstr(answer,
	    "\"passCount\":") + 12) : 1;
	cards[0] = '\0';
	for (i = 0; i < want; i++, l += 5) {
		strncat(cards, l + 1, 2);
		if (i + 1 < want)
			strcat(cards, ",");
	}
	snprintf(path, sizeof(path), "/api/games/%s/%s?%s=%s", id,
	    strcmp(phase, "pass") == 0 ? "pass" : "play",
	    strcmp(phase, "pass") == 0 ? "cards" : "card", cards);
	request("POST", path);
}

int
main(int argc, char *argv[])
{
	struct sockaddr_in in = { .sin_family = AF_INET };
	struct timespec	 a, b;
	const char	*query = argc > 4 ? argv[4] : "level=beginner";
	char		(*ids)[40], path[256];
	long		 moves, made = 0, ngames, g;
	int		 one = 1;

	if (argc < 3)
		errx(64, "usage: webplay port moves [games [query]]");
	in.sin_port = htons((uint16_t)atoi(argv[1]));
	in.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	moves = atol(argv[2]);
	ngames = argc > 3 ? atol(argv[3]) : 1;
	if ((sock = socket(AF_INET, SOCK_STREAM, 0)) == -1 ||
	    connect(sock, (struct sockaddr *)&in, sizeof(in)) == -1)
		err(1, "connect");
	(void)setsockopt(sock, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	if ((ids = calloc((size_t)ngames, sizeof(*ids))) == NULL)
		err(1, NULL);
	snprintf(path, sizeof(path), "/api/games?%s", query);
	for (g = 0; g < ngames; g++) {
		request("POST", path);
		field("id", ids[g], sizeof(ids[g]));
	}
	clock_gettime(CLOCK_MONOTONIC, &a);
	for (g = 0; made < moves; made++, g = (g + 1) % ngames) {
		snprintf(path, sizeof(path), "/api/games/%s", ids[g]);
		if (ngames > 1)
			request("GET", path);
		move(ids[g], query);
		/* A new game in place of one over. */
		if (strstr(answer, "\"id\":\"") != NULL)
			field("id", ids[g], sizeof(ids[g]));
	}
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("%ld moves in %.3f s\n", made, (double)(b.tv_sec - a.tv_sec) +
	    (double)(b.tv_nsec - a.tv_nsec) / 1e9);
	return 0;
}
