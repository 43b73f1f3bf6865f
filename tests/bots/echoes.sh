#!/bin/sh
# echoes.sh: lowest.sh as a persistent bot that greets twice and writes
# each answer again 50 ms after it, and only 500 ms later reads on:
# output after an answer, before the next question is read, which the
# referee drops (hearts(7)).  The pauses keep the question unread while
# the extra line arrives, however slow the machine: a bot that read the
# question at once would have its extra line taken for the answer, as
# the protocol cannot tell them apart.
set -eu
here=$(cd "$(dirname "$0")/../../examples/bots" && pwd)
echo "hearts-bot 1 echoes"
echo "hearts-bot 1 echoes"
sleep 0.5
view=
while IFS= read -r line; do
	case $line in '#'*) continue ;; esac
	view="$view$line
"
	[ "$line" = end ] || continue
	answer=$(printf '%s' "$view" | "$here/lowest.sh")
	echo "$answer"
	sleep 0.05
	echo "$answer"
	sleep 0.5
	view=
done
