#!/bin/sh
# flood.sh [bytes]: the simple bot, writing bytes (200000) of x to its
# standard error at each decision first.
head -c "${1:-200000}" /dev/zero | tr '\0' x >&2
exec hearts-bot -b simple
