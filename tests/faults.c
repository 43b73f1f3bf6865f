/*
 * faults.c: an LD_PRELOAD shim that makes one system call fail, to test
 * the -f safe in-place write (tests/600-safe-writes.bats).
 *
 *   HEARTS_FAULT=write     write(2) to a file fails with ENOSPC
 *   HEARTS_FAULT=fsync     fsync(2) fails with EIO
 *   HEARTS_FAULT=rename    rename(2) fails with EXDEV
 *   HEARTS_FAULT_AFTER=N   let N-1 calls through, fail the Nth and every
 *                          later one (default 1: every call fails)
 *   HEARTS_FAULT_SIGNAL=S  instead of failing the call, the process sends
 *                          itself signal S there, then makes the call
 *
 * glibc's stdio writes through an internal __write that no preload can
 * interpose, so with HEARTS_FAULT=write a stream opened by fdopen(3) for
 * writing is made a fopencookie(3) stream whose writes go through the
 * write() below, 256 bytes at a time, and fileno(3) still answers its
 * descriptor.  Writes to stdin, stdout and stderr (descriptors 0 to 2)
 * are never failed.
 *
 *   cc -shared -fPIC -o faults.so tests/faults.c -ldl
 */
#define _GNU_SOURCE
#include <sys/types.h>

#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define MAX_STREAMS	16

static long	 calls;
static struct {
	FILE	*fp;
	int	 fd;
	char	 buf[256];
} streams[MAX_STREAMS];

/* Whether this call of the faulty kind is one to fail. */
static int
faulty(const char *kind)
{
	const char	*f = getenv("HEARTS_FAULT"), *after;

	if (f == NULL || strcmp(f, kind) != 0)
		return 0;
	after = getenv("HEARTS_FAULT_AFTER");
	if (++calls < (after != NULL ? atol(after) : 1))
		return 0;
	/* A signal at this moment of the write, not a failure. */
	if ((f = getenv("HEARTS_FAULT_SIGNAL")) != NULL) {
		raise(atoi(f));
		return 0;
	}
	return 1;
}

static void *
real(const char *name)
{
	void	*f;

	if ((f = dlsym(RTLD_NEXT, name)) == NULL)
		abort();
	return f;
}

ssize_t
write(int fd, const void *buf, size_t n)
{
	static ssize_t (*next)(int, const void *, size_t);

	if (fd > 2 && faulty("write")) {
		errno = ENOSPC;
		return -1;
	}
	if (next == NULL)
		*(void **)&next = real("write");
	return next(fd, buf, n);
}

int
fsync(int fd)
{
	static int	(*next)(int);

	if (faulty("fsync")) {
		errno = EIO;
		return -1;
	}
	if (next == NULL)
		*(void **)&next = real("fsync");
	return next(fd);
}

int
rename(const char *from, const char *to)
{
	static int	(*next)(const char *, const char *);

	if (faulty("rename")) {
		errno = EXDEV;
		return -1;
	}
	if (next == NULL)
		*(void **)&next = real("rename");
	return next(from, to);
}

/* The cookie stream's write: all of buf, or 0 with errno set. */
static ssize_t
cookie_write(void *cookie, const char *buf, size_t n)
{
	size_t	 done = 0;
	ssize_t	 w;

	while (done < n) {
		if ((w = write((int)(intptr_t)cookie, buf + done,
		    n - done)) == -1)
			return 0;
		done += (size_t)w;
	}
	return (ssize_t)n;
}

static int
cookie_close(void *cookie)
{
	int	 i;

	for (i = 0; i < MAX_STREAMS; i++)
		if (streams[i].fp != NULL && streams[i].fd == (int)(intptr_t)cookie)
			streams[i].fp = NULL;
	return close((int)(intptr_t)cookie);
}

FILE *
fdopen(int fd, const char *mode)
{
	static FILE	*(*next)(int, const char *);
	cookie_io_functions_t io = { NULL, cookie_write, NULL, cookie_close };
	const char	*f = getenv("HEARTS_FAULT");
	FILE		*fp;
	int		 i;

	if (next == NULL)
		*(void **)&next = real("fdopen");
	if (f == NULL || strcmp(f, "write") != 0 || strchr(mode, 'r') != NULL)
		return next(fd, mode);
	for (i = 0; i < MAX_STREAMS && streams[i].fp != NULL; i++)
		continue;
	if (i == MAX_STREAMS || (fp = fopencookie((void *)(intptr_t)fd, mode,
	    io)) == NULL)
		return next(fd, mode);
	/* Small writes, so that HEARTS_FAULT_AFTER can fail one mid-record. */
	setvbuf(fp, streams[i].buf, _IOFBF, sizeof(streams[i].buf));
	streams[i].fp = fp;
	streams[i].fd = fd;
	return fp;
}

int
fileno(FILE *fp)
{
	static int	(*next)(FILE *);
	int		 i;

	for (i = 0; i < MAX_STREAMS; i++)
		if (streams[i].fp != NULL && streams[i].fp == fp)
			return streams[i].fd;
	if (next == NULL)
		*(void **)&next = real("fileno");
	return next(fp);
}
