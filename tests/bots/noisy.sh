#!/bin/sh
# noisy.sh [word ...]: the simple bot, saying on its standard error that
# it thinks, with its arguments; and thinking for $NOISY_SLEEP seconds
# first, if that is set.
echo "noisy.sh: thinking hard, pid $$, args: $*" >&2
[ -z "${NOISY_SLEEP-}" ] || sleep "$NOISY_SLEEP"
exec hearts-bot -b simple
