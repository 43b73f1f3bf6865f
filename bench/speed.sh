#!/bin/sh
# speed.sh: the commands a user runs, in instructions a hand (callgrind,
# two run sizes differenced so that start-up cancels; the machine's load
# does not move them) and by the clock (CPU seconds: of hearts-match,
# best of three; of hearts-match -f to the same match without it,
# bench/loop to bench/match, hearts-check -1 and -c to -q and
# hearts-play to cat, the median of seven pairs run in turn, which the
# machine's drift moves less):
#   bench/match random and simple, and bench/loop, the plain loop of the
#   same random games; hearts-match, four random bots, one job, with
#   and without -f, and four simple bots, one job; hearts-check -q, -1
#   and -c on one stream;
#   hearts-play on a long open session beside cat of the same file.
set -eu
cd "$(dirname "$0")/.."
make -s bench/match bench/loop bench/gen bench/session
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
# One run's user + system seconds; a command that fails ends the script.
once() {
	# shellcheck disable=SC2086 # the command and its core, words
	if ! /usr/bin/time -o "$tmp/time" -f '%U %S' $pin "$@" > /dev/null \
	    2>&1; then
		echo "speed.sh: $*: failed" >&2
		exit 1
	fi
	awk '{ printf "%.3f", $1 + $2 }' "$tmp/time"
}

cpu() {
	best=
	for _ in 1 2 3; do
		t=$(once "$@")
		if [ -z "$best" ] || [ "$(echo "$t < $best" | bc)" = 1 ]; then
			best=$t
		fi
	done
	echo "$best"
}

# A command n times in a row, for once(): a command of a tenth of a
# second is measured to 1%, where time(1)'s hundredths give 10%.
cat > "$tmp/times" << 'EOF'
n=$1
shift
i=0
while [ $i -lt "$n" ]; do
	"$@" > /dev/null 2>&1 || exit 1
	i=$((i + 1))
done
EOF

# The commands compared in pairs, each a function of words without
# spaces, so that no path is split.
check_runs() {	# hearts-check with option $1, five runs
	once sh "$tmp/times" 5 bin/hearts-check "$1" "$tmp/big"
}
play_runs() {	# hearts-play 2C on the open session, 200 runs; cat's
	once sh "$tmp/times" 200 bin/hearts-play "$tmp/open" 2C
}
cat_runs() {
	once sh "$tmp/times" 200 cat "$tmp/open"
}
match_plain() {	# hearts-match, four random bots, 10,000 deals; with -f
	once bin/hearts-match -s 1 -d 10000 random random random random
}
match_file() {	# (its file removed first, untimed: it would be resumed)
	rm -f "$tmp/rec"
	once bin/hearts-match -s 1 -d 10000 -f "$tmp/rec" random random \
	    random random
}
loop_runs() {	# the yardstick and the engine, the same 40,000 games
	once bench/loop 40000
}
engine_runs() {
	once bench/match 40000 random
}

# The middle of an odd number of figures.
median() {
	tr ' ' '\n' | sed '/^$/d' | sort -n | awk '{ v[NR] = $1 }
	    END { print v[int((NR + 1) / 2)] }'
}

# Commands a and b (a function above and its words) in turn, seven
# pairs: the medians of a's CPU seconds, of b's, and of a / b pair by
# pair.  The machine's speed drifts (other machines share its
# processors), and the two runs of a pair see the same.
pairs() {
	as='' bs='' ratios=''
	for _ in 1 2 3 4 5 6 7; do
		# shellcheck disable=SC2086 # a function and its words
		ta=$($1)
		# shellcheck disable=SC2086
		tb=$($2)
		as="$as $ta"
		bs="$bs $tb"
		ratios="$ratios $(echo "scale=3; $ta / $tb" | bc)"
	done
	echo "$(echo "$as" | median) $(echo "$bs" | median)" \
	    "$(echo "$ratios" | median)"
}

per() {	# name, instructions of two runs, their hands
	echo "$1: $(( ($3 - $2) / ($5 - $4) )) instructions a hand"
}

have_valgrind=$(command -v valgrind || true)
have_time=$( [ -x /usr/bin/time ] && command -v bc || true)

if [ -n "$have_valgrind" ]; then
	for bot in random simple; do
		a=$(ir bench/match 1000 "$bot")
		ha=$(awk 'NR == 1 { print $5 }' "$tmp/stdout")
		b=$(ir bench/match 2000 "$bot")
		hb=$(awk 'NR == 1 { print $5 }' "$tmp/stdout")
		per "bench/match $bot" "$a" "$b" "$ha" "$hb"
		[ "$bot" = random ] && engine=$(( (b - a) / (hb - ha) ))
	done
	# The yardstick: a plain loop of the same games (bench/loop.c).
	a=$(ir bench/loop 1000)
	b=$(ir bench/loop 2000)
	loop=$(( (b - a) / (hb - ha) ))
	echo "bench/loop, the same games: $loop instructions a hand;" \
	    "bench/match random $(echo "scale=2; $engine / $loop" | bc)x"
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
	# shellcheck disable=SC2046 # three figures, three words
	set -- $(pairs match_file match_plain)
	echo "hearts-match 4 random, -j 1, 10,000 deals: -f $1 s of CPU," \
	    "without $2 s (medians of 7): $3x (median of 7 pairs)"
	# shellcheck disable=SC2046
	set -- $(pairs loop_runs engine_runs)
	echo "bench/loop 40,000 games: $1 s of CPU, bench/match random $2 s" \
	    "(medians of 7): the loop $3x the engine (median of 7 pairs)"
	bench/gen 200000 > "$tmp/big"
	hands=$(grep -c '^hand' "$tmp/big")
	# Five runs a figure: one is a fifth of a second.
	for o in -1 -c; do
		# shellcheck disable=SC2046 # three figures, three words
		set -- $(pairs "check_runs $o" "check_runs -q")
		[ "$o" = -1 ] && q=$2
		echo "hearts-check $o: $hands hands, $(echo "scale=4; $1 / 5" |
		    bc) s of CPU (median of 7): $3x -q (median of 7 pairs)"
	done
	echo "hearts-check -q: $hands hands, $(echo "scale=4; $q / 5" | bc) s" \
	    "of CPU (median of 7): $(echo "$hands * 5 / $q" | bc) hands a second"
	bench/session 1000 > "$tmp/open"
	# 200 runs: a run is a few milliseconds.
	# shellcheck disable=SC2046
	set -- $(pairs play_runs cat_runs)
	echo "hearts-play 2C on an open session of 1,000 hands, 200 runs:" \
	    "$1 s of CPU (median of 7), $3x cat (median of 7 pairs)"
fi
