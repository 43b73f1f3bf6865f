#!/bin/sh
# sleepy.sh: the simple bot, but for the first pass of a game (hand 1),
# where it sleeps far past any time limit a test gives, in a child
# process the referee must kill with it.  $SLEEPY_SLEEP, if set, is how
# long: a test looks for its own sleep by it, not another run's.
set -eu
view=$(cat)
if [ "$(printf '%s\n' "$view" | grep -c '^hand ')" = 1 ] &&
    [ "$(printf '%s\n' "$view" | hearts-query phase)" = pass ]; then
	sleep "${SLEEPY_SLEEP:-31.7}"
fi
printf '%s\n' "$view" | hearts-bot -b simple
