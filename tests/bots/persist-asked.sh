#!/bin/sh
# persist-asked.sh: a persistent bot that logs each question line and
# end of game, then plays as lowest.sh; with an argument, it greets with
# that instead.
set -eu
here=$(cd "$(dirname "$0")/../../examples/bots" && pwd)
echo "${1:-hearts-bot 1 asked}"
view=
while IFS= read -r line; do
	case $line in
	'#'*) echo "$line" >&2; continue ;;
	esac
	view="$view$line
"
	[ "$line" = end ] || continue
	printf '%s' "$view" | "$here/lowest.sh"
	view=
done
