#!/bin/sh
# check.sh: how fast hearts-check replays a stream of a million hands on
# one core, and its peak memory against a stream ten times smaller.  The
# wall clock is the figure; the CPU time beside it moves less when the
# machine is shared.
set -eu
cd "$(dirname "$0")/.."
hands=${1:-1000000}
tmp=${TMPDIR:-/tmp}/hearts-bench.$$
trap 'rm -f "$tmp".*' EXIT

bench/gen "$hands" > "$tmp.big"
bench/gen $((hands / 10)) > "$tmp.small"
got=$(grep -c '^hand' "$tmp.big")
bytes=$(wc -c < "$tmp.big")
# Warm the page cache, then time the best of three.
cat "$tmp.big" > /dev/null
best=
cpu=
for _ in 1 2 3; do
	start=$(date +%s%N)
	if [ -x /usr/bin/time ]; then
		/usr/bin/time -o "$tmp.time" -f '%U %S' \
		    bin/hearts-check -q "$tmp.big"
	else
		bin/hearts-check -q "$tmp.big"
	fi
	end=$(date +%s%N)
	ns=$((end - start))
	if [ -z "$best" ] || [ "$ns" -lt "$best" ]; then best=$ns; fi
	if [ -f "$tmp.time" ]; then
		# user + system seconds, as whole milliseconds
		ms=$(awk '{ printf "%d", ($1 + $2) * 1000 }' "$tmp.time")
		if [ -z "$cpu" ] || [ "$ms" -lt "$cpu" ]; then cpu=$ms; fi
	fi
done
echo "hearts-check: $got hands, $bytes bytes in $((best / 1000000)) ms:" \
    "$((got * 1000 / (best / 1000000))) hands/s," \
    "$((bytes / 1000 / (best / 1000000))) MB/s"
if [ -n "$cpu" ]; then
	echo "CPU time: $cpu ms: $((got * 1000 / cpu)) hands/s," \
	    "$((bytes / 1000 / cpu)) MB/s"
fi
if [ -x /usr/bin/time ]; then
	big=$(/usr/bin/time -f %M bin/hearts-check -q "$tmp.big" 2>&1)
	small=$(/usr/bin/time -f %M bin/hearts-check -q "$tmp.small" 2>&1)
	echo "peak memory: ${big} KB for $got hands, ${small} KB for a tenth"
fi
