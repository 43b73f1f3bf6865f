#!/bin/sh
# shellcheck disable=SC2046 # set -- $(...) splits two numbers on purpose
# scale.sh: what spreading the work costs (hearts(7), Scale).
#   slices: a match in 8 slices (hearts-match -k K/8), one after another
#     on this host, against the same match in one run: the CPU time of
#     all (user + system, with the workers), the clock, and callgrind's
#     instructions on a smaller match; then hearts-match -m putting the 8
#     files together.  The target: the slices within 5% of one run.
#   pipepart: a large stream of bench/gen checked by one hearts-check, and
#     by parallel --pipepart -j2 (hearts-check -S, then -m): the clock
#     and the CPU time, best of three.  Near 2x on two idle cores.
# Usage: bench/scale.sh [hands] (default 1000000); DEALS=N for the match.
set -eu
cd "$(dirname "$0")/.."
hands=${1:-1000000}
deals=${DEALS:-5000}
tmp=${TMPDIR:-/tmp}/hearts-scale.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
bots="simple simple random random"

# timed FILE COMMAND...: runs it, adding "clock_ms cpu_ms" to FILE.
timed() {
	out=$1
	shift
	start=$(date +%s%N)
	/usr/bin/time -o "$tmp/t" -f '%U %S' "$@"
	end=$(date +%s%N)
	awk -v ns=$((end - start)) '{ printf "%d %d\n", ns / 1e6,
	    ($1 + $2) * 1000 }' "$tmp/t" >> "$out"
}

# best FILE: the least clock and the least CPU time of its lines.
best() {
	awk 'NR == 1 || $1 < c { c = $1 } NR == 1 || $2 < u { u = $2 }
	    END { print c, u }' "$1"
}

# sum FILE N: the sums of each N lines' clock and CPU, the least of them.
sums() {
	awk -v n="$2" '{ c += $1; u += $2 } NR % n == 0 { print c, u; c = u = 0 }' \
	    "$1" > "$1.sum"
	best "$1.sum"
}

if [ ! -x /usr/bin/time ]; then
	echo "scale.sh: /usr/bin/time is missing (tools/need ci installs time)"
	exit 0
fi

echo "-- a match of $deals deals ($((deals * 4)) games, $bots) in one run and in 8 slices"
for _ in 1 2 3; do
	rm -f "$tmp/one.txt" "$tmp"/s*.txt
	timed "$tmp/one" bin/hearts-match -s 1 -d "$deals" -f "$tmp/one.txt" \
	    $bots > /dev/null 2>&1
	for k in 1 2 3 4 5 6 7 8; do
		timed "$tmp/slices" bin/hearts-match -s 1 -d "$deals" -k $k/8 \
		    -f "$tmp/s$k.txt" $bots > /dev/null 2>&1
	done
	timed "$tmp/merge" bin/hearts-match -m -f "$tmp/merged.txt" \
	    "$tmp"/s?.txt > /dev/null
done
set -- $(best "$tmp/one")
one_clock=$1 one_cpu=$2
set -- $(sums "$tmp/slices" 8)
sl_clock=$1 sl_cpu=$2
set -- $(best "$tmp/merge")
echo "one run:   ${one_clock} ms clock, ${one_cpu} ms CPU"
echo "8 slices:  ${sl_clock} ms clock, ${sl_cpu} ms CPU:" \
    "$(awk -v a="$sl_cpu" -v b="$one_cpu" 'BEGIN { printf "%+.1f%%", (a / b - 1) * 100 }') CPU"
echo "-m of the 8 files: $1 ms clock, $2 ms CPU" \
    "($(wc -c < "$tmp/merged.txt") bytes)"
if command -v valgrind > /dev/null; then
	small=$((deals / 10))
	ir() {
		valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" \
		    2>&1 >/dev/null | sed -n 's/.*Collected : *//p' |
		    awk '{ s += $1 } END { print s }'
	}
	rm -f "$tmp"/c*.txt
	one=$(ir bin/hearts-match -s 1 -d "$small" -f "$tmp/c0.txt" $bots)
	all=0
	for k in 1 2 3 4 5 6 7 8; do
		n=$(ir bin/hearts-match -s 1 -d "$small" -k $k/8 \
		    -f "$tmp/c$k.txt" $bots)
		all=$((all + n))
	done
	echo "instructions (callgrind, $small deals, referee and worker):" \
	    "one run $one, 8 slices $all:" \
	    "$(awk -v a="$all" -v b="$one" 'BEGIN { printf "%+.2f%%", (a / b - 1) * 100 }')"
fi

echo "-- hearts-check of $hands hands: one process, and parallel --pipepart -j2"
bench/gen "$hands" > "$tmp/big"
cat "$tmp/big" > /dev/null
echo "$(grep -c '^hand' "$tmp/big") hands, $(wc -c < "$tmp/big") bytes"
for _ in 1 2 3; do
	timed "$tmp/check1" bin/hearts-check -q "$tmp/big"
	timed "$tmp/check2" parallel --pipepart -a "$tmp/big" --block -1 -j2 \
	    --recend '\nend\n' bin/hearts-check -S > "$tmp/sums"
	bin/hearts-check -m "$tmp/sums" 2> "$tmp/summary"
done
set -- $(best "$tmp/check1")
c1=$1 u1=$2
set -- $(best "$tmp/check2")
echo "one hearts-check: $c1 ms clock, $u1 ms CPU"
echo "--pipepart -j2:   $1 ms clock, $2 ms CPU (parallel's own included):" \
    "$(awk -v a="$c1" -v b="$1" 'BEGIN { printf "%.2fx", a / b }') by the clock"
sed 's/^/the pieces: /' "$tmp/summary"
