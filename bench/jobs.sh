#!/bin/sh
# jobs.sh: -j of hearts-check, hearts-select, hearts-stats and
# hearts-export on one file of a million hands (bench/gen): the hands a
# second by the clock with one job and with JOBS (2), each pair run in
# turn three times and the best of each kept, and their ratio; the
# outputs compared byte for byte; and the instructions of every process
# of each (callgrind, --trace-children) on a tenth of the file, what
# the cutting and the copying cost beside the reading.
#   sh bench/jobs.sh [hands]
set -eu
cd "$(dirname "$0")/.."
hands=${1:-1000000}
jobs=${JOBS:-2}
tmp=${TMPDIR:-/tmp}/hearts-jobs.$$
trap 'rm -f "$tmp".*' EXIT

bench/gen "$hands" > "$tmp.big"
got=$(grep -c '^hand' "$tmp.big")
echo "$got hands, $(wc -c < "$tmp.big") bytes; $(nproc) cores; -j $jobs"

# wall PROGRAM ARGS...: the wall clock of a run, in milliseconds.
wall() {
	start=$(date +%s%N)
	"$@" "$tmp.big" > "$tmp.out" 2> /dev/null || true
	end=$(date +%s%N)
	echo $(((end - start) / 1000000))
}

# figure NAME PROGRAM ARGS...
figure() {
	name=$1
	prog=$2
	shift 2
	cat "$tmp.big" > /dev/null
	one=''
	many=''
	for _ in 1 2 3; do
		t=$(wall "$prog" "$@")
		if [ -z "$one" ] || [ "$t" -lt "$one" ]; then one=$t; fi
		t=$(wall "$prog" -j "$jobs" "$@")
		if [ -z "$many" ] || [ "$t" -lt "$many" ]; then many=$t; fi
	done
	"$prog" "$@" "$tmp.big" > "$tmp.one" 2> "$tmp.one.err" || true
	"$prog" -j "$jobs" "$@" "$tmp.big" > "$tmp.many" \
	    2> "$tmp.many.err" || true
	same=same
	cmp -s "$tmp.one" "$tmp.many" && cmp -s "$tmp.one.err" \
	    "$tmp.many.err" || same=DIFFERENT
	echo "$name: $one ms, -j $jobs $many ms:" \
	    "$((got * 1000 / one)) and $((got * 1000 / many)) hands/s," \
	    "$(awk -v a="$one" -v b="$many" 'BEGIN { printf "%.2f", a / b }')x;" \
	    "output $same"
}

# What two cores give here: two runs of one job at once against one
# alone, the best of three each; two runs taking as long as one would be
# 2.00x.  A shared or virtual machine's cores may give much less (they
# may share one core's units), and -j cannot give more.
alone=''
both=''
for _ in 1 2 3; do
	t=$(wall bin/hearts-check -q)
	if [ -z "$alone" ] || [ "$t" -lt "$alone" ]; then alone=$t; fi
	start=$(date +%s%N)
	bin/hearts-check -q "$tmp.big" 2> /dev/null &
	bin/hearts-check -q "$tmp.big" 2> /dev/null || true
	wait
	end=$(date +%s%N)
	t=$(((end - start) / 1000000))
	if [ -z "$both" ] || [ "$t" -lt "$both" ]; then both=$t; fi
done
echo "two cores: one hearts-check -q $alone ms, two at once $both ms:" \
    "$(awk -v a="$alone" -v b="$both" 'BEGIN { printf "%.2f", 2 * a / b }')x at most"

# Each program's arguments, without -j, as figure() puts it first.
figure "hearts-check -q" bin/hearts-check -q
figure "hearts-select -C -Q N" bin/hearts-select -C -Q N
figure "hearts-stats" bin/hearts-stats
figure "hearts-export -e hand" bin/hearts-export -e hand

if command -v valgrind > /dev/null; then
	head -n "$(($(wc -l < "$tmp.big") / 10))" "$tmp.big" > "$tmp.small"
	for prog in hearts-check hearts-stats; do
		for j in 1 "$jobs"; do
			valgrind --tool=callgrind --trace-children=yes \
			    --callgrind-out-file="$tmp.cg.%p" \
			    "bin/$prog" -q -j "$j" "$tmp.small" \
			    > /dev/null 2> "$tmp.log" || true
			ir=$(sed -n 's/.*Collected : *//p' "$tmp.log" |
			    awk '{ s += $1 } END { print s }')
			echo "$prog -q -j $j: $ir instructions, every process"
			rm -f "$tmp".cg.*
		done
	done
fi
