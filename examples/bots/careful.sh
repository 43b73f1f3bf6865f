#!/bin/sh
# careful.sh: a bot with a few rules of thumb.  It passes the big spades
# and high hearts; ducks under the winning card when it can; when void
# in the suit led, dumps the Q of spades, then hearts, then its highest
# card; otherwise plays its lowest card.
#   hearts-view < game | examples/bots/careful.sh
set -eu

view=$(cat)
ask() { printf '%s\n' "$view" | hearts-query "$@"; }
# "QS" becomes "12 S QS": ranks as numbers, for sort and awk.
ranked() {
	sed 's/^\(.\)\(.\)$/\1 \2 \1\2/; s/^T /10 /; s/^J /11 /; s/^Q /12 /
	    s/^K /13 /; s/^A /14 /'
}

# A view is one seat's: that seat must be among those to move (a whole
# record's seat is the one to move).  Otherwise say so: an empty answer
# would read as a bot that gave up.
me=$(ask view)
turn=$(ask turn | paste -sd' ' -)
case " $turn " in
*" ${me:-$turn} "*) ;;
*)	echo "careful.sh: it is not $me's turn: $turn to move" >&2
	exit 1 ;;
esac

case $(ask phase) in
pass)
	ask hand | ranked | awk '{ d = $1 } $2 == "S" && $1 >= 12 { d += 100 }
	    $2 == "H" { d += 50 } { print d, $3 }' | sort -rn |
	    head -n "$(ask pass | cut -d' ' -f2)" | cut -d' ' -f2 | paste -sd' ' - ;;
play)
	trick=$(ask trick | cut -d' ' -f2 | ranked | paste -sd' ' -)
	ask legal | ranked | awk -v trick="$trick" 'BEGIN {
		n = split(trick, t, " "); led = t[2]
		for (i = 1; i < n; i += 3) if (t[i+1] == led && t[i] > top) top = t[i] }
	    $2 == led && $1 < top && $1 > duck { duck = $1; d = $3 }
	    $2 != led && led != "" { void = 1 }
	    $3 == "QS" { q = 1 }
	    $2 == "H" && $1 > heart { heart = $1; h = $3 }
	    $1 > high { high = $1; hi = $3 }
	    low == "" || $1 < low { low = $1; lo = $3 }
	    END { if (d != "") print d; else if (void && q) print "QS"
		else if (void && h != "") print h; else if (void) print hi
		else print lo }' ;;
*)
	echo "careful.sh: there is nothing for me to do" >&2
	exit 1 ;;
esac
