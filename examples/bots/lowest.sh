#!/bin/sh
# lowest.sh: the plainest bot.  It reads a seat's view on stdin and
# writes its choice: while passing, its highest cards by rank; while
# playing, its lowest legal card by rank.
#
#   hearts-view < game | examples/bots/lowest.sh
set -eu

view=$(cat)
ask() { printf '%s\n' "$view" | hearts-query "$@"; }

# Each card on a line with its rank as a number first: 2..14.
ranked() {
	sed 's/^\(.\)\(.\)$/\1 \1\2/; s/^T /10 /; s/^J /11 /; s/^Q /12 /;
	    s/^K /13 /; s/^A /14 /' | sort -n -k1,1
}

# A view is one seat's: that seat must be among those to move (a whole
# record's seat is the one to move).  Otherwise say so: an empty answer
# would read as a bot that gave up.
me=$(ask view)
turn=$(ask turn | paste -sd' ' -)
case " $turn " in
*" ${me:-$turn} "*) ;;
*)	echo "lowest.sh: it is not $me's turn: $turn to move" >&2
	exit 1 ;;
esac

case $(ask phase) in
pass)
	n=$(ask pass | cut -d' ' -f2)
	ask hand | ranked | tail -n "$n" | cut -d' ' -f2 | paste -sd' ' - ;;
play)
	ask legal | ranked | head -n 1 | cut -d' ' -f2 ;;
*)
	echo "lowest.sh: there is nothing for me to do" >&2
	exit 1 ;;
esac
