#!/bin/sh
# chatty.sh: the simple bot, but at the first pass of a game (hand 1) it
# writes its answer and then the same line without end, never exiting:
# an answer, and a time-out all the same.
set -eu
view=$(cat)
answer=$(printf '%s\n' "$view" | hearts-bot -b simple)
if [ "$(printf '%s\n' "$view" | grep -c '^hand ')" = 1 ] &&
    [ "$(printf '%s\n' "$view" | hearts-query phase)" = pass ]; then
	exec yes "$answer"
fi
printf '%s\n' "$answer"
