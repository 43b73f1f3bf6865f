#!/bin/sh
# persistent.sh: lowest.sh as a persistent bot (hearts(7), Persistent
# bots): started once, it greets, then reads view after view on stdin and
# answers each with a line, until its input ends.
#
#   hearts-match -d 20 persistent:examples/bots/persistent.sh simple simple simple
set -eu

here=$(dirname "$0")
echo "hearts-bot 1 lowest.sh"
view=
while IFS= read -r line; do
	case $line in
	'#'*)
		# The question (# ask play S seed N time T) and the end of a
		# game (# over): lowest.sh needs neither.
		continue ;;
	esac
	view="$view$line
"
	[ "$line" = end ] || continue
	printf '%s' "$view" | "$here/lowest.sh"
	view=
done
