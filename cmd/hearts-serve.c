/*
 * hearts-serve: the game in a browser.  Serves a page on which a person
 * plays Hearts against the built-in bots, each game a hearts(5) record
 * in a directory, written after every move, so that the suite's other
 * programs read it and a server started again goes on with it.
 */
#include <sys/socket.h>
#include <sys/stat.h>

#include <netinet/in.h>
#include <arpa/inet.h>

#include <err.h>
#include <errno.h>
#include <limits.h>
#include <libgen.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "serve/http.h"

#ifndef HEARTS_WEBDIR
#define HEARTS_WEBDIR	"/usr/local/share/hearts/web"
#endif

static const struct tool_option options[] = {
	{ 'a', "address", "address", "listen on this address (default "
	    "127.0.0.1, this host alone; 0.0.0.0 or :: for every network)" },
	{ 'c', "connections", "count", "the most connections at once "
	    "(default 256)" },
	{ 'd', "dir", "dir", "the games' directory, a record a game (default "
	    "$XDG_DATA_HOME/hearts/web)" },
	{ 'g', "games", "count", "the most games held (default 10000)" },
	{ 'j', "threads", "count", "threads answering requests (default: "
	    "the processors)" },
	{ 'p', "port", "port", "listen on this port (default 8080; 0: any "
	    "free port)" },
	{ 'r', "rate", "count", "the requests a second one seat may make, "
	    "four seconds' worth at once (default 20)" },
	{ 's', "sync", NULL, "flush each record to disk before answering, "
	    "not within a second" },
	{ 't', "away", "seconds", "a person's seat gone from for this long "
	    "is played by a bot while others wait on it (default 60)" },
	{ 'T', "timeout", "seconds", "a connection idle this long is closed "
	    "(default 30)" },
	{ 'x', "close", "seconds", "a table nobody has been at for this long "
	    "is closed, its record kept in closed/ (default 604800, a week; "
	    "0: never)" },
	{ 'w', "page", "dir", "the page's files (default: web/ or "
	    "share/hearts/web beside the bin/ it runs from, else "
	    HEARTS_WEBDIR ")" },
	TOOL_OPTION_END
};

static const struct tool_program program = {
	options, NULL, NULL,
	"Serve Hearts in a browser: a person against the built-in bots, or "
	"several\npeople at one table, each with a link to their seat; each "
	"game a record in\nthe games' directory, written after every move.  "
	"Prints the URL to open,\nthen serves until interrupted.\n",
	NULL
};

static void __attribute__((noreturn))
usage(int status)
{
	tool_usage(status, &program);
}

static long
count_option(const char *opt, const char *arg, long min, long max)
{
	const char	*errstr;
	long long	 n = strtonum(arg, min, max, &errstr);

	if (errstr != NULL)
		tool_usage_error(usage, "%s %s: a number from %ld to %ld", opt,
		    tool_shown(arg), min, max);
	return (long)n;
}

/*
 * The page's files: web/ beside the bin/ of the program running (a
 * clone of the suite, bin/hearts-serve), else share/hearts/web beside
 * it (an install, moved or staged with DESTDIR as it may be), else where
 * make install was told to put them.
 */
static const char *
default_page(char *buf, size_t size)
{
	static const char *const beside[] = { "../web", "../share/hearts/web" };
	char	 exe[PATH_MAX], index[PATH_MAX + 16], *dir;
	ssize_t	 n;
	size_t	 i;

	if ((n = readlink("/proc/self/exe", exe, sizeof(exe) - 1)) <= 0)
		return HEARTS_WEBDIR;
	exe[n] = '\0';
	dir = dirname(exe);
	for (i = 0; i < sizeof(beside) / sizeof(beside[0]); i++) {
		(void)snprintf(buf, size, "%s/%s", dir, beside[i]);
		(void)snprintf(index, sizeof(index), "%s/index.html", buf);
		if (access(index, R_OK) == 0)
			return buf;
	}
	return HEARTS_WEBDIR;
}

/* The address to listen on, v4 or v6; a usage error if neither. */
static socklen_t
listen_address(const char *text, int port, struct sockaddr_storage *ss)
{
	struct sockaddr_in *in = (struct sockaddr_in *)ss;
	struct sockaddr_in6 *in6 = (struct sockaddr_in6 *)ss;

	memset(ss, 0, sizeof(*ss));
	if (inet_pton(AF_INET, text, &in->sin_addr) == 1) {
		in->sin_family = AF_INET;
		in->sin_port = htons((uint16_t)port);
		return sizeof(*in);
	}
	if (inet_pton(AF_INET6, text, &in6->sin6_addr) == 1) {
		in6->sin6_family = AF_INET6;
		in6->sin6_port = htons((uint16_t)port);
		return sizeof(*in6);
	}
	tool_usage_error(usage, "-a %s: not an IPv4 or IPv6 address (127.0.0.1, "
	    "::1, 0.0.0.0)", tool_shown(text));
}

/* Whether the address reaches beyond this host. */
static bool
beyond_loopback(const struct sockaddr_storage *ss)
{
	const struct sockaddr_in *in = (const struct sockaddr_in *)ss;
	const struct sockaddr_in6 *in6 = (const struct sockaddr_in6 *)ss;

	if (ss->ss_family == AF_INET)
		return (ntohl(in->sin_addr.s_addr) >> 24) != 127;
	return !IN6_IS_ADDR_LOOPBACK(&in6->sin6_addr);
}

int
main(int argc, char *argv[])
{
	static struct server sv;
	struct sockaddr_storage ss;
	struct MHD_Daemon *d;
	struct MHD_OptionItem pool[] = { { MHD_OPTION_END, 0, NULL },
	    { MHD_OPTION_END, 0, NULL } };
	const union MHD_DaemonInfo *info;
	struct timespec	 second = { 1, 0 };
	sigset_t	 stop;
	const char	*address = "127.0.0.1", *dir = NULL, *page_dir = NULL;
	char		 dirbuf[PATH_MAX], pagebuf[PATH_MAX], msg[PATH_MAX + 128];
	long		 connections = 256, games = 10000, port = 8080;
	long		 away = 60, timeout = 30, close_after = 604800, rate = 20;
	long		 threads = sysconf(_SC_NPROCESSORS_ONLN);
	bool		 sync_each = false;
	int		 ch, sig;

	while ((ch = tool_getopt(argc, argv, &program, usage)) != -1) {
		switch (ch) {
		case 'a':
			address = optarg;
			break;
		case 'c':
			connections = count_option("-c", optarg, 1, 10000);
			break;
		case 'd':
			dir = optarg;
			break;
		case 'g':
			games = count_option("-g", optarg, 1, 1000000);
			break;
		case 'j':
			threads = count_option("-j", optarg, 1, 64);
			break;
		case 'p':
			port = count_option("-p", optarg, 0, 65535);
			break;
		case 'r':
			rate = count_option("-r", optarg, 1, 1000);
			break;
		case 's':
			sync_each = true;
			break;
		case 't':
			away = count_option("-t", optarg, 1, 86400);
			break;
		case 'T':
			timeout = count_option("-T", optarg, 1, 3600);
			break;
		case 'x':
			close_after = count_option("-x", optarg, 0, 31536000);
			break;
		case 'w':
			page_dir = optarg;
			break;
		}
	}
	if (argc > optind)
		tool_usage_error(usage, "no operands: the games' directory is "
		    "named with -d");
	if (threads < 1)
		threads = 1;
	(void)listen_address(address, (int)port, &ss);
	if (dir == NULL)
		dir = tool_data_path("web", "the games' directory",
		    "-d", dirbuf, sizeof(dirbuf));
	if (page_dir == NULL)
		page_dir = default_page(pagebuf, sizeof(pagebuf));
	if (page_load(page_dir, msg, sizeof(msg)) == -1)
		errx(HEARTS_EXIT_NOINPUT, "the page: %s (-w names its "
		    "directory)", msg);
	sv.games.away = away;
	sv.games.idle = close_after;
	sv.games.rate = (double)rate;
	if (games_open(&sv.games, dir, (size_t)games, sync_each, msg,
	    sizeof(msg)) == -1)
		errx(HEARTS_EXIT_IOERR, "%s", msg);

	/* Signals come to the loop below alone, not to the server's threads. */
	sigemptyset(&stop);
	sigaddset(&stop, SIGINT);
	sigaddset(&stop, SIGTERM);
	sigaddset(&stop, SIGHUP);
	pthread_sigmask(SIG_BLOCK, &stop, NULL);
	signal(SIGPIPE, SIG_IGN);

	/* One thread is no pool: libmicrohttpd warns of a pool of 1 or 0. */
	if (threads > 1)
		pool[0] = (struct MHD_OptionItem){ MHD_OPTION_THREAD_POOL_SIZE,
		    (intptr_t)threads, NULL };
	d = MHD_start_daemon(MHD_USE_AUTO_INTERNAL_THREAD | MHD_USE_ERROR_LOG |
	    MHD_ALLOW_SUSPEND_RESUME |
	    (ss.ss_family == AF_INET6 ? MHD_USE_IPv6 : 0), (uint16_t)port,
	    NULL, NULL, route_request, &sv,
	    MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&ss,
	    MHD_OPTION_ARRAY, pool,
	    MHD_OPTION_CONNECTION_LIMIT, (unsigned int)connections,
	    MHD_OPTION_CONNECTION_TIMEOUT, (unsigned int)timeout,
	    MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(16 * 1024),
	    MHD_OPTION_NOTIFY_COMPLETED, http_completed, (void *)NULL,
	    MHD_OPTION_END);
	if (d == NULL)
		errx(HEARTS_EXIT_IOERR, "cannot listen on %s port %ld: %s",
		    address, port, errno != 0 ? strerror(errno) :
		    "the address or port is taken or not this host's");
	if ((info = MHD_get_daemon_info(d, MHD_DAEMON_INFO_BIND_PORT)) != NULL)
		port = info->port;
	if (beyond_loopback(&ss))
		warnx("listening on %s: anyone who can reach this host on "
		    "port %ld can start games, and play any game whose link "
		    "they hold", address, port);
	/* The URL to open, alone on stdout: a script takes it from there. */
	if (ss.ss_family == AF_INET6)
		printf("http://[%s]:%ld/\n", address, port);
	else
		printf("http://%s:%ld/\n", address, port);
	if (fflush(stdout) == EOF)
		err(HEARTS_EXIT_IOERR, "stdout");

	for (;;) {
		sig = sigtimedwait(&stop, NULL, &second);
		if (sig > 0)
			break;
		/*
		 * Each second: what was written reaches the disk; the bots
		 * play for the people away while others wait on them;
		 * waiting requests are answered at their time.
		 */
		games_sync(&sv.games);
		games_tick(&sv.games, time(NULL));
	}
	games_wake_all(&sv.games);
	MHD_stop_daemon(d);
	games_sync(&sv.games);
	return HEARTS_EXIT_OK;
}
