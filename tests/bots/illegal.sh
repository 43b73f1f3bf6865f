#!/bin/sh
# illegal.sh: answers with cards it may not choose: while passing, as
# many cards as it must pass, but none it holds; while playing, a card
# that is not legal.  Every answer is well formed and breaks a rule.
set -eu
view=$(cat)
ask() { printf '%s\n' "$view" | hearts-query "$@"; }
n=1
if [ "$(ask phase)" = pass ]; then
	n=$(ask pass | cut -d' ' -f2)
fi
ask legal | awk -v n="$n" '{ legal[$1] = 1 } END {
	split("C D H S", suit, " "); split("2 3 4 5 6 7 8 9 T J Q K A", rank, " ")
	for (s = 1; s <= 4; s++) for (r = 1; r <= 13; r++)
		if (!((rank[r] suit[s]) in legal) && got < n)
			out = out (got++ ? " " : "") rank[r] suit[s]
	print out }'
