/*
 * page.c: the page's own files (web/), read once when hearts-serve
 * starts and served from memory: no other path is ever a file.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "http.h"

/* The page's files, read once at the start: nothing else is served. */
static struct page_file page[] = {
	{ "/", "index.html", "text/html; charset=utf-8", false, NULL, 0 },
	{ "/hearts.css", "hearts.css", "text/css; charset=utf-8", false,
	    NULL, 0 },
	{ "/hearts.js", "hearts.js", "text/javascript; charset=utf-8", false,
	    NULL, 0 },
	{ "/favicon.svg", "favicon.svg", "image/svg+xml", true, NULL, 0 },
};
#define NPAGE	(sizeof(page) / sizeof(page[0]))
/* The most bytes of one file of the page. */
#define PAGE_FILE_MAX	(1024 * 1024)

int
page_load(const char *dir, char *msg, size_t size)
{
	char	 path[4096];
	size_t	 i;
	ssize_t	 n;
	int	 fd;

	for (i = 0; i < NPAGE; i++) {
		(void)snprintf(path, sizeof(path), "%s/%s", dir, page[i].file);
		if ((fd = open(path, O_RDONLY | O_CLOEXEC)) == -1) {
			if (page[i].optional && errno == ENOENT)
				continue;
			(void)snprintf(msg, size, "%s: %s", path,
			    strerror(errno));
			return -1;
		}
		if ((page[i].data = malloc(PAGE_FILE_MAX)) == NULL) {
			(void)snprintf(msg, size, "%s", strerror(errno));
			close(fd);
			return -1;
		}
		page[i].len = 0;
		while ((n = read(fd, page[i].data + page[i].len,
		    PAGE_FILE_MAX - page[i].len)) > 0)
			page[i].len += (size_t)n;
		close(fd);
		if (n == -1 || page[i].len == PAGE_FILE_MAX) {
			(void)snprintf(msg, size, "%s: %s", path, n == -1 ?
			    strerror(errno) : "larger than a page's file may be");
			return -1;
		}
	}
	return 0;
}

const struct page_file *
page_find(const char *url)
{
	size_t	 i;

	for (i = 0; i < NPAGE; i++)
		if (page[i].data != NULL && strcmp(url, page[i].path) == 0)
			return &page[i];
	return NULL;
}
