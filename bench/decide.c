/*
 * decide.c: the CPU time of a command run once for each record of a
 * stream, each record on its standard input, as a referee runs a
 * program bot for a decision: one line a record, its user and system
 * time together in microseconds (getrusage(2)'s of the children waited
 * for, before and after; time(1) rounds to hundredths).  bench/decide.sh runs hearts-bot so on each view of
 * bench/views.
 *
 *	bench/decide file command [argument ...]
 */
#include <sys/types.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void
die(const char *msg)
{
	perror(msg);
	exit(1);
}

/* The command's CPU on the record in path; its output to /dev/null. */
static long
run(char *const *argv, const char *path)
{
	struct rusage	 before, after;
	pid_t		 pid;
	int		 status, in, out;

	if (getrusage(RUSAGE_CHILDREN, &before) == -1)
		die("getrusage");
	if ((pid = fork()) == -1)
		die("fork");
	if (pid == 0) {
		if ((in = open(path, O_RDONLY)) == -1 ||
		    (out = open("/dev/null", O_WRONLY)) == -1 ||
		    dup2(in, STDIN_FILENO) == -1 ||
		    dup2(out, STDOUT_FILENO) == -1)
			_exit(127);
		execvp(argv[0], argv);
		_exit(127);
	}
	if (waitpid(pid, &status, 0) == -1 ||
	    getrusage(RUSAGE_CHILDREN, &after) == -1)
		die("waitpid");
	if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
		fprintf(stderr, "decide: %s failed on a record\n", argv[0]);
		exit(1);
	}
	return (after.ru_utime.tv_sec - before.ru_utime.tv_sec +
	    after.ru_stime.tv_sec - before.ru_stime.tv_sec) * 1000000L +
	    after.ru_utime.tv_usec - before.ru_utime.tv_usec +
	    after.ru_stime.tv_usec - before.ru_stime.tv_usec;
}

int
main(int argc, char *argv[])
{
	char		 tmp[] = "/tmp/hearts-decide.XXXXXX";
	char		*line = NULL;
	size_t		 size = 0;
	ssize_t		 len;
	FILE		*in, *rec = NULL;
	int		 fd;

	if (argc < 3) {
		fprintf(stderr, "usage: decide file command [argument ...]\n");
		return 1;
	}
	if ((in = fopen(argv[1], "r")) == NULL)
		die(argv[1]);
	if ((fd = mkstemp(tmp)) == -1)
		die("mkstemp");
	close(fd);
	/* Each record from its "hearts" line to its "end" line. */
	while ((len = getline(&line, &size, in)) != -1) {
		if (rec == NULL && (rec = fopen(tmp, "w")) == NULL)
			die(tmp);
		fwrite(line, 1, (size_t)len, rec);
		if (strcmp(line, "end\n") != 0)
			continue;
		if (fclose(rec) == EOF)
			die(tmp);
		rec = NULL;
		printf("%ld\n", run(argv + 2, tmp));
	}
	if (rec != NULL)
		fclose(rec);
	unlink(tmp);
	free(line);
	return fflush(stdout) == EOF;
}
