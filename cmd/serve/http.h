/*
 * http.h: hearts-serve's HTTP side, which hearts-serve.c starts.
 */
#ifndef HEARTS_SERVE_HTTP_H
#define HEARTS_SERVE_HTTP_H

#include <microhttpd.h>

#include "serve.h"

/* What every request may reach. */
struct server {
	struct games	 games;
};

/* Reads the page's files from dir; -1 with msg if one is missing. */
int	 page_load(const char *dir, char *msg, size_t size);
/* libmicrohttpd's handler of every request; cls is the struct server. */
enum MHD_Result http_answer(void *cls, struct MHD_Connection *,
	    const char *url, const char *method, const char *version,
	    const char *upload, size_t *upload_size, void **state);

/* libmicrohttpd's call at each request's end. */
void	 http_completed(void *cls, struct MHD_Connection *, void **state,
	    enum MHD_RequestTerminationCode);

#endif
