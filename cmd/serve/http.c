/*
 * http.c: hearts-serve's side of HTTP, through GNU libmicrohttpd, which
 * reads the requests: each answer sent with the headers every answer
 * carries, a request's parameters checked, name and size, before
 * anything is done with them.  route.c sends each request where it goes.
 */
#include <stdio.h>
#include <string.h>

#include <microhttpd.h>

#include "http.h"

/* What the page may do: its own files, its own API, nothing else. */
#define SECURITY_POLICY	"default-src 'self'; img-src 'self' data:; " \
	"style-src 'self'; script-src 'self'; connect-src 'self'; " \
	"frame-ancestors 'none'; base-uri 'none'; form-action 'self'"

enum MHD_Result
http_send(struct MHD_Connection *c, unsigned int status, const char *type,
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
	rc = http_send(c, status, "application/json", b.s, b.len, true);
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
	rc = http_send(c, status, "application/json", b->s, b->len, true);
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
