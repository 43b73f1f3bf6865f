#!/bin/sh
# solve.sh: hearts-solve, the command a user runs, on positions a game
# reaches: seeded deals of 2 to 5 players, passed and played by the
# simple bot, stopped with 4 and 8 tricks left (and the four-player hand
# at its first lead), each position a process of its own, its table
# starting small as a user's does.  For each: the median, 90th
# percentile and worst CPU time (user and system) of the process, and
# with valgrind the instructions of the median position.
#
#	bench/solve.sh [positions]	(default 31)
#
# bench/solve.c measures the library beside it, on positions played at
# random (harder: the points lie anywhere) with one table kept
# throughout, as a bot keeps it.
set -eu
cd "$(dirname "$0")/.."
n=${1:-31}
bin=$PWD/bin
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

seats() {
	case $1 in
	2) echo NE ;;
	3) echo NES ;;
	4) echo NESW ;;
	*) echo NESWX ;;
	esac
}

# cpu FILE: the CPU seconds hearts-solve takes on FILE (bash's time, to
# the millisecond, where time(1) gives hundredths).
cpu() {
	bash -c 'TIMEFORMAT="%3U %3S"
	    { time "$1" "$2" > /dev/null 2> "$3"; } 2>&1' \
	    sh "$bin/hearts-solve" "$1" "$tmp/err" |
	    awk '{ printf "%.3f\n", $1 + $2 }'
}

# row PLAYERS LEFT: positions with LEFT tricks left (13: the first lead).
row() {
	players=$1
	left=$2
	: > "$tmp/cpu"
	cut=0
	seed=1
	while [ "$seed" -le "$n" ]; do
		"$bin/hearts-deal" -n "$players" -s "$seed" |
		    "$bin/hearts-pass" -b "$(seats "$players")=simple" -S 1 \
		    > "$tmp/hand"
		tricks=$(grep -c '^trick' "$tmp/hand")
		awk -v keep=$((tricks - left)) \
		    '/^trick/ && ++t > keep { next } { print }' "$tmp/hand" \
		    > "$tmp/p$seed"
		echo "$(cpu "$tmp/p$seed") $seed" >> "$tmp/cpu"
		# The budget's message: that position's values are bounds.
		[ -s "$tmp/err" ] && cut=$((cut + 1))
		seed=$((seed + 1))
	done
	sort -n "$tmp/cpu" > "$tmp/sorted"
	med=$(awk -v n="$n" 'NR == int((n + 1) / 2) { print $2 }' \
	    "$tmp/sorted")
	awk -v n="$n" -v p="$players" -v l="$left" -v cut="$cut" '
	    { t[NR] = $1 }
	    END {
		printf "%d players, %2d tricks left, %d positions: CPU " \
		    "median %.3f s, 90%% %.3f s, worst %.3f s\n", p, l, n,
		    t[int((n + 1) / 2)], t[int((9 * n + 9) / 10)], t[n]
		if (cut > 0)
			printf "  %d of them past the budget of 100,000,000 " \
			    "positions\n", cut
	    }' "$tmp/sorted"
	if command -v valgrind > /dev/null; then
		valgrind --tool=callgrind --callgrind-out-file=/dev/null \
		    "$bin/hearts-solve" "$tmp/p$med" 2>&1 > /dev/null |
		    awk '/refs/ { gsub(",", "", $4);
			printf "  the median position: %.0f instructions\n", $4 }'
	fi
}

for players in 2 3 4 5; do
	row "$players" 4
	row "$players" 8
done
row 4 13
