#!/bin/sh
# corpus.sh: the programs on collections of games over a stream of a
# million hands from bench/gen, on one core (taskset -c 1, or CORE=,
# where there is taskset): hands a second by the clock (best of three) and by CPU time
# (user and system, best of three), instructions a hand under callgrind
# (on a stream of 20,000 hands; the machine's load does not move them)
# and their ratio to hearts-check -q's, and peak memory for 10,000 hands and for a million.  Each line ends
# with whether its CPU figure reaches the target of issue 19, 500,000
# hands a second (TARGET= to ask another).  BIN= names another
# directory of the programs (the ones before a change, for the figures
# before and after).
set -eu
cd "$(dirname "$0")/.."
bin=${BIN:-bin}
hands=${1:-1000000}
target=${TARGET:-500000}
tmp=${TMPDIR:-/tmp}/hearts-corpus.$$
trap 'rm -f "$tmp".*' EXIT
pin=
if command -v taskset > /dev/null && taskset -c "${CORE:-1}" true 2> /dev/null; then
	pin="taskset -c ${CORE:-1}"
fi

bench/gen "$hands" > "$tmp.big"
bench/gen 10000 > "$tmp.small"
bench/gen 20000 > "$tmp.cg"
got=$(grep -c '^hand' "$tmp.big")
cgot=$(grep -c '^hand' "$tmp.cg")
cat "$tmp.big" > /dev/null
echo "$got hands ($(wc -c < "$tmp.big") bytes) from bench/gen," \
    "${pin:-not pinned}; target $target hands/s"

# measure NAME COMMAND...: the command reads the stream named last: $big,
# $cg under callgrind, $small for the peak memory of 10,000 hands.
big=$tmp.big
cg=$tmp.cg
small=$tmp.small
measure() {
	name=$1
	shift
	best=
	cpu=
	for _ in 1 2 3; do
		start=$(date +%s%N)
		if [ -x /usr/bin/time ]; then
			# shellcheck disable=SC2086 # $pin is a command's words
			$pin /usr/bin/time -o "$tmp.time" -f '%U %S' "$@" \
			    "$big" > /dev/null
		else
			# shellcheck disable=SC2086
			$pin "$@" "$big" > /dev/null
		fi
		end=$(date +%s%N)
		ns=$((end - start))
		if [ -z "$best" ] || [ "$ns" -lt "$best" ]; then best=$ns; fi
		if [ -f "$tmp.time" ]; then
			ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$tmp.time")
			if [ -z "$cpu" ] || [ "$ms" -lt "$cpu" ]; then cpu=$ms; fi
		fi
	done
	line="$name: $got hands in $((best / 1000000)) ms:"
	line="$line $((got * 1000 / (best / 1000000))) hands/s"
	verdict=
	if [ -n "$cpu" ]; then
		rate=$((got * 1000 / cpu))
		line="$line; CPU $cpu ms: $rate hands/s"
		if [ "$rate" -ge "$target" ]; then
			verdict="holds"
		else
			verdict="short of $target"
		fi
	fi
	if command -v valgrind > /dev/null; then
		valgrind --tool=callgrind --callgrind-out-file="$tmp.out" \
		    "$@" "$cg" > /dev/null 2> "$tmp.log"
		ir=$(sed -n 's/.*Collected : *//p' "$tmp.log")
		line="$line; $((ir / cgot)) instructions a hand"
		if [ -n "${CHECK_IR:-}" ]; then
			line="$line, $(awk -v a="$ir" -v b="$CHECK_IR" \
			    'BEGIN { printf "%.2f", a / b }')x hearts-check -q"
		fi
	fi
	echo "$line${verdict:+ ($verdict)}"
	if [ -x /usr/bin/time ]; then
		kbig=$(/usr/bin/time -f %M "$@" "$big" 2>&1 > /dev/null)
		ksmall=$(/usr/bin/time -f %M "$@" "$small" 2>&1 > /dev/null)
		echo "  peak memory: $ksmall KB for 10000 hands, $kbig KB for $got"
	fi
}

measure "hearts-check -q" "$bin"/hearts-check -q
CHECK_IR=${ir:-}
measure "hearts-select -C -m any (games)" "$bin"/hearts-select -C -m any
measure "hearts-select -C -H -Q N -P any=10- (hands)" \
    "$bin"/hearts-select -C -H -Q N -P any=10-
measure "hearts-select -n 2-5 (every game written as read)" \
    "$bin"/hearts-select -n 2-5
measure "hearts-stats -b (a summary)" "$bin"/hearts-stats -b
measure "hearts-stats -D points -T (each seat's distribution)" \
    "$bin"/hearts-stats -D points -T
measure "hearts-stats -S (sums)" "$bin"/hearts-stats -S
measure "hearts-export -e game (game rows, TSV)" "$bin"/hearts-export -e game
measure "hearts-export (hand rows, TSV)" "$bin"/hearts-export
measure "hearts-export -J (hand rows, JSON Lines)" "$bin"/hearts-export -J
measure "hearts-export -e trick (trick rows, TSV)" "$bin"/hearts-export -e trick
measure "hearts-export -e card (card rows, TSV)" "$bin"/hearts-export -e card
measure "hearts-export -J -e card (card rows, JSON Lines)" \
    "$bin"/hearts-export -J -e card

# What the card rows cost against their bytes: cat copying their text,
# a hand's rows a "hand" (the stream's bytes for comparison).
for f in big cg small; do
	"$bin"/hearts-export -e card "$tmp.$f" > "$tmp.$f.rows"
done
echo "card rows: $(wc -c < "$tmp.big.rows") bytes for $got hands," \
    "$(($(wc -c < "$tmp.cg.rows") / cgot)) a hand; the stream" \
    "$(($(wc -c < "$tmp.cg") / cgot)) a hand"
big=$tmp.big.rows
cg=$tmp.cg.rows
small=$tmp.small.rows
measure "cat of the card rows (their bytes alone)" cat
