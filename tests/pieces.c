/*
 * pieces.c: prints where -j cuts a file (cmd/tool/pieces.c), one piece
 * a line: its first byte and the first line it begins with.  For
 * tests/750-jobs.bats, which checks that each cut falls where a record
 * begins, and that a test of -j is not one of a single piece.
 */
#include <sys/stat.h>

#include <err.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "pieces.h"

int
main(int argc, char *argv[])
{
	struct piece	 p[PIECES_MAX];
	struct stat	 st;
	char		 line[80];
	ssize_t		 got;
	int		 fd, i, n;

	if (argc != 3)
		errx(64, "usage: pieces file jobs");
	if ((fd = open(argv[1], O_RDONLY)) == -1 || fstat(fd, &st) == -1)
		err(66, "%s", argv[1]);
	n = pieces_cut(fd, argv[1], st.st_size, atoi(argv[2]), p);
	for (i = 0; i < n; i++) {
		if ((got = pread(fd, line, sizeof(line) - 1, p[i].from)) < 0)
			err(74, "%s", argv[1]);
		line[got] = '\0';
		line[strcspn(line, "\n")] = '\0';
		printf("%lld\t%s\n", (long long)p[i].from, line);
	}
	return 0;
}
