/*
 * route.c: each request of hearts-serve sent where it goes: the page's
 * own files (page.c) or the game's API under /api/games (api.c, wait.c).
 * Every request is checked before anything is done: its method and its
 * path; a request with a body is refused, since none is needed.
 */
#include <stdio.h>
#include <string.h>

#include <microhttpd.h>

#include "http.h"

enum MHD_Result
route_request(void *cls, struct MHD_Connection *c, const char *url,
    const char *method, const char *version, const char *upload,
    size_t *upload_size, void **state)
{
	struct server	*sv = cls;
	const struct page_file *f;
	const char	*length, *chunked;
	bool		 post = strcmp(method, MHD_HTTP_METHOD_POST) == 0;

	(void)version;
	(void)upload;
	if (*state != NULL && *state != &wait_none)
		return wait_resumed(sv, c, state);
	if (*state == NULL) {
		*state = &wait_none;
		/* No request has a body: one is refused before it is read. */
		length = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
		    MHD_HTTP_HEADER_CONTENT_LENGTH);
		chunked = MHD_lookup_connection_value(c, MHD_HEADER_KIND,
		    MHD_HTTP_HEADER_TRANSFER_ENCODING);
		if ((length != NULL && strcmp(length, "0") != 0) ||
		    chunked != NULL)
			return http_send_error(c, MHD_HTTP_CONTENT_TOO_LARGE,
			    "a request carries no body: its parameters go in "
			    "the query string");
		return MHD_YES;
	}
	if (*upload_size != 0) {
		*upload_size = 0;
		return MHD_YES;
	}
	if (!post && strcmp(method, MHD_HTTP_METHOD_GET) != 0 &&
	    strcmp(method, MHD_HTTP_METHOD_HEAD) != 0)
		return http_send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED,
		    "the methods are GET and POST");
	if (strcmp(url, "/api/games") == 0) {
		if (!post)
			return http_send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED,
			    "a new game is made by POST");
		return api_create(sv, c);
	}
	if (strncmp(url, "/api/games/", 11) == 0)
		return api_game(sv, c, url + 11, post, state);
	if ((f = page_find(url)) == NULL ||
	    (strcmp(url, "/") == 0 && url[1] != '\0'))
		return http_send(c, MHD_HTTP_NOT_FOUND, "text/plain; charset=utf-8",
		    "no such page\n", 13, false);
	if (post)
		return http_send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED,
		    "the page's files are read with GET");
	return http_send(c, MHD_HTTP_OK, f->type, f->data, f->len, false);
}
