#!/bin/sh
# speed.sh: the commands a user runs, in instructions a hand (callgrind,
# two run sizes differenced so that start-up cancels; the machine's load
# does not move them) and by the clock (CPU seconds, best of three):
#   bench/match random and simple; hearts-match, four random bots, one
#   job, with and without -f, and four simple bots, one job; hearts-check
#   -q, -1 and -c on one stream;
#   hearts-play on a long open session beside cat of the same file.
# Needs bench/match (bench/match.sh builds it) and bench/gen (make).
set -eu
cd "$(dirname "$0")/.."
# shellcheck disable=SC2046 # pkg-config gives several words
cc -std=c11 -O2 -D_XOPEN_SOURCE=700 -Ilibhearts \
    $(pkg-config --cflags libbsd-overlay) -o bench/session bench/session.c \
    libhearts/libhearts.a $(pkg-config --libs libbsd-overlay)
tmp=${TMPDIR:-/tmp}/hearts-speed.$$
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp"

# The instructions of a command, its children too.
ir() {
	rm -f "$tmp"/cg.*
	valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.%p" "$@" \
	    > "$tmp/stdout" 2> "$tmp/log"
	cat "$tmp"/cg.* | sed -n 's/^totals: //p' |
	    awk '{ s += $1 } END { printf "%.0f\n", s }'
}

# The best of three runs' user + system seconds, on one core where
# taskset(1) is there to pin them.
pin=
if command -v taskset > /dev/null &&
    [ "$(getconf _NPROCESSORS_ONLN)" -ge 2 ]; then
	pin="taskset -c 1"
fi
cpu() {
	best=
	for _ in 1 2 3; do
		# shellcheck disable=SC2086 # the command and its core, words
		/usr/bin/time -o "$tmp/time" -f '%U %S' $pin "$@" > /dev/null 2>&1
		t=$(awk '{ printf "%.3f", $1 + $2 }' "$tmp/time")
		if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then
			best=$t
		fi
	done
	echo "$best"
}

# The same, of n runs in a row, a run's share: for a command of a tenth
# of a second, which time(1)'s hundredths would measure to 10%.
cpu_n() {
	n=$1
	shift
	# shellcheck disable=SC2016 # the loop's words are the inner shell's
	t=$(cpu sh -c 'n=$1; shift; i=0; while [ $i -lt "$n" ]; do
	    "$@" > /dev/null 2>&1; i=$((i + 1)); done' sh "$n" "$@")
	echo "scale=4; $t / $n" | bc
}

per() {	# name, instructions of two runs, their hands
	echo "$1: $(( ($3 - $2) / ($5 - $4) )) instructions a hand"
}

have_valgrind=$(command -v valgrind || true)
have_time=$( [ -x /usr/bin/time ] && command -v bc || true)

if [ -n "$have_valgrind" ]; then
	for bot in random simple; do
		a=$(ir bench/match 1000 "$bot")
		ha=$(awk '{ print $5 }' "$tmp/stdout")
		b=$(ir bench/match 2000 "$bot")
		hb=$(awk '{ print $5 }' "$tmp/stdout")
		per "bench/match $bot" "$a" "$b" "$ha" "$hb"
	done
	bin/hearts-match -s 1 -d 250 -f "$tmp/h250" random random random \
	    random 2>/dev/null > /dev/null
	bin/hearts-match -s 1 -d 500 -f "$tmp/h500" random random random \
	    random 2>/dev/null > /dev/null
	h250=$(grep -c '^hand' "$tmp/h250")
	h500=$(grep -c '^hand' "$tmp/h500")
	for f in "" -f; do
		rm -f "$tmp/r250" "$tmp/r500"
		a=$(ir bin/hearts-match -s 1 -d 250 ${f:+-f "$tmp/r250"} \
		    random random random random)
		b=$(ir bin/hearts-match -s 1 -d 500 ${f:+-f "$tmp/r500"} \
		    random random random random)
		per "hearts-match 4 random, -j 1${f:+, -f}" "$a" "$b" \
		    "$h250" "$h500"
	done
	bin/hearts-match -s 1 -d 250 -f "$tmp/s250" simple simple simple \
	    simple >/dev/null 2>&1
	bin/hearts-match -s 1 -d 500 -f "$tmp/s500" simple simple simple \
	    simple >/dev/null 2>&1
	per "hearts-match 4 simple, -j 1" \
	    "$(ir bin/hearts-match -s 1 -d 250 simple simple simple simple)" \
	    "$(ir bin/hearts-match -s 1 -d 500 simple simple simple simple)" \
	    "$(grep -c '^hand' "$tmp/s250")" "$(grep -c '^hand' "$tmp/s500")"
	bench/gen 10000 > "$tmp/s1"
	bench/gen 20000 > "$tmp/s2"
	for o in -q -1 -c; do
		per "hearts-check $o" "$(ir bin/hearts-check "$o" "$tmp/s1")" \
		    "$(ir bin/hearts-check "$o" "$tmp/s2")" \
		    "$(grep -c '^hand' "$tmp/s1")" "$(grep -c '^hand' "$tmp/s2")"
	done
	bench/session 500 > "$tmp/o1"
	bench/session 1000 > "$tmp/o2"
	# The first lead of a hand of four is the 2C.
	a=$(ir bin/hearts-play 2C -f "$tmp/o1")
	b=$(ir bin/hearts-play 2C -f "$tmp/o2")
	per "hearts-play 2C, an open session" "$a" "$b" 501 1001
fi

if [ -n "$have_time" ]; then
	t=$(cpu bin/hearts-match -s 1 -d 10000 random random random random)
	bin/hearts-match -s 1 -d 10000 -T random random random random \
	    2>/dev/null > "$tmp/table"
	hands=$(awk -F '\t' 'NR == 2 { print $2 / 4 }' "$tmp/table")
	echo "hearts-match 4 random, -j 1: $hands hands in $t s of CPU:" \
	    "$(echo "$hands / $t" | bc) hands a second"
	t=$(cpu bin/hearts-match -s 1 -d 10000 simple simple simple simple)
	bin/hearts-match -s 1 -d 10000 -T simple simple simple simple \
	    2>/dev/null > "$tmp/table"
	shands=$(awk -F '\t' 'NR == 2 { print $2 / 4 }' "$tmp/table")
	echo "hearts-match 4 simple, -j 1: $shands hands in $t s of CPU:" \
	    "$(echo "$shands / $t" | bc) hands a second"
	rm -f "$tmp/rec"
	t=$(cpu sh -c 'rm -f "$1"; exec "$2" -s 1 -d 10000 -f "$1" random random random random' \
	    sh "$tmp/rec" bin/hearts-match)
	echo "hearts-match 4 random, -j 1, -f: $hands hands in $t s of CPU:" \
	    "$(echo "$hands / $t" | bc) hands a second"
	bench/gen 200000 > "$tmp/big"
	hands=$(grep -c '^hand' "$tmp/big")
	for o in -q -1 -c; do
		t=$(cpu_n 5 bin/hearts-check "$o" "$tmp/big")
		[ "$o" = -q ] && q=$t
		echo "hearts-check $o: $hands hands in $t s of CPU:" \
		    "$(echo "$hands / $t" | bc) hands a second," \
		    "$(echo "scale=2; $t / $q" | bc)x -q"
	done
	bench/session 1000 > "$tmp/open"
	# 200 runs: a run is a few milliseconds, and time(1) counts in tens.
	play=$(cpu sh -c 'i=0; while [ $i -lt 200 ]; do "$1" 2C < "$2"; i=$((i + 1)); done' \
	    sh bin/hearts-play "$tmp/open")
	cat=$(cpu sh -c 'i=0; while [ $i -lt 200 ]; do cat "$1"; i=$((i + 1)); done' \
	    sh "$tmp/open")
	echo "hearts-play 2C on an open session of 1,000 hands, 200 runs:" \
	    "$play s of CPU, cat $cat s: $(echo "scale=2; $play / $cat" | bc)x"
fi
