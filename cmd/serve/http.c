/*
 * http.c: hearts-serve's answers to HTTP, through GNU libmicrohttpd,
 * which reads the requests: each routed to the page's own files
 * (page.c) or the game's API under /api/games (api.c, wait.c), and each
 * answer sent with the headers every answer carries.  Every request is
 * checked before anything is done: its method, its path, each
 * parameter's name and size; a request with a body is refused, since
 * none is needed.
 */
#include <stdio.h>
#include <string.h>

#include <microhttpd.h>

#include "http.h"

/* What the page may do: its own files, its own API, nothing else. */
#define SECURITY_POLICY	"default-src 'self'; img-src 'self' data:; " \
	"style-src 'self'; script-src 'self'; connect-src 'self'; " \
	"frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

static enum MHD_Result
answer(struct MHD_Connection *c, unsigned int status, const char *type,
    const char *body, size_t len, bool copy)
{
	struct MHD_Response *r;
	enum MHD_Result	 rc;

	r = MHD_create_response_from_buffer(len, (void *)(uintptr_t)body,
	    copy ? MHD_RESPMEM_MUST_COPY : MHD_RESPMEM_PERSISTENT);
	if (r == NULL)
		return MHD_NO;
	(void)MHD_add_response_header(r, MHD_HTTP_HEADER_CONTENT_TYPE, type);
	(void)MHD_add_response_header(r, "X-Content-Type-Options", "nosniff");
	(void)MHD_add_response_header(r, "Content-Security-Policy",
	    SECURITY_POLICY);
	(void)MHD_add_response_header(r, "Referrer-Policy", "no-referrer");
	(void)MHD_add_response_header(r, MHD_HTTP_HEADER_CACHE_CONTROL,
	    "no-store");
	if (status == MHD_HTTP_METHOD_NOT_ALLOWED)
		(void)MHD_add_response_header(r, MHD_HTTP_HEADER_ALLOW,
		    strncmp(type, "application/json", 16) == 0 ? "GET, POST" :
		    "GET, HEAD");
	rc = MHD_queue_response(c, status, r);
	MHD_destroy_response(r);
	return rc;
}

enum MHD_Result
http_send_error(struct MHD_Connection *c, unsigned int status,
    const char *msg)
{
	struct buf	 b = { 0 };
	enum MHD_Result	 rc;

	buf_add(&b, "{\"error\":", 9);
	buf_json(&b, msg);
	buf_add(&b, "}\n", 2);
	if (b.failed) {
		buf_free(&b);
		return MHD_NO;
	}
	rc = answer(c, status, "application/json", b.s, b.len, true);
	buf_free(&b);
	return rc;
}

unsigned int
http_error_status(const struct hearts_error *e)
{
	switch (e->kind) {
	case HEARTS_ERR_REFUSED:
		return MHD_HTTP_CONFLICT;
	case HEARTS_ERR_DATA:
		return MHD_HTTP_BAD_REQUEST;
	case HEARTS_ERR_NOMEM:
		return MHD_HTTP_SERVICE_UNAVAILABLE;
	case HEARTS_ERR_IO:
		break;
	}
	return MHD_HTTP_INTERNAL_SERVER_ERROR;
}

enum MHD_Result
http_send_json(struct MHD_Connection *c, unsigned int status, struct buf *b)
{
	enum MHD_Result	 rc;

	buf_add(b, "\n", 1);
	if (b->failed) {
		buf_free(b);
		return http_send_error(c, MHD_HTTP_SERVICE_UNAVAILABLE,
		    "the answer is larger than the server sends");
	}
	rc = answer(c, status, "application/json", b->s, b->len, true);
	buf_free(b);
	return rc;
}

static enum MHD_Result
param(void *arg, enum MHD_ValueKind kind, const char *key, const char *value)
{
	struct params	*p = arg;
	int		 i;

	(void)kind;
	p->count++;
	for (i = 0; p->names[i] != NULL; i++)
		if (strcmp(key, p->names[i]) == 0)
			break;
	if (p->names[i] == NULL && p->bad == NULL)
		p->bad = key;
	if (value != NULL && strlen(value) > PARAM_MAX)
		p->long_value = true;
	if (strcmp(key, "option") == 0 && value != NULL &&
	    p->noptions < PARAMS_MAX)
		p->options[p->noptions++] = value;
	return MHD_YES;
}

bool
http_params_ok(struct MHD_Connection *c, struct params *p,
    enum MHD_Result *rc)
{
	char	 msg[160], shown[HEARTS_SHOWN_SIZE];

	(void)MHD_get_connection_values(c, MHD_GET_ARGUMENT_KIND, param, p);
	if (p->count > PARAMS_MAX) {
		*rc = http_send_error(c, MHD_HTTP_BAD_REQUEST,
		    "too many parameters");
		return false;
	}
	if (p->long_value) {
		(void)snprintf(msg, sizeof(msg), "a parameter's value is longer "
		    "than %d bytes", PARAM_MAX);
		*rc = http_send_error(c, MHD_HTTP_BAD_REQUEST, msg);
		return false;
	}
	if (p->bad != NULL) {
		(void)snprintf(msg, sizeof(msg), "'%s' is not a parameter of "
		    "this request", hearts_shown(p->bad, shown, sizeof(shown)));
		*rc = http_send_error(c, MHD_HTTP_BAD_REQUEST, msg);
		return false;
	}
	return true;
}

const char *
http_arg(struct MHD_Connection *c, const char *name)
{
	return MHD_lookup_connection_value(c, MHD_GET_ARGUMENT_KIND, name);
}

enum MHD_Result
http_answer(void *cls, struct MHD_Connection *c, const char *url,
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
		return answer(c, MHD_HTTP_NOT_FOUND, "text/plain; charset=utf-8",
		    "no such page\n", 13, false);
	if (post)
		return http_send_error(c, MHD_HTTP_METHOD_NOT_ALLOWED,
		    "the page's files are read with GET");
	return answer(c, MHD_HTTP_OK, f->type, f->data, f->len, false);
}
