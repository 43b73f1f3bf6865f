#!/bin/sh
# check.sh: how fast hearts-check replays a stream of a million hands on
# one core, and its peak memory against a stream ten times smaller.
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
for _ in 1 2 3; do
	start=$(date +%s%N)
	bin/hearts-check -q "$tmp.big"
	end=$(date +%s%N)
	ns=$((end - start))
	if [ -z "$best" ] || [ "$ns" -lt "$best" ]; then best=$ns; fi
done
echo "hearts-check: $got hands, $bytes bytes in $((best / 1000000)) ms:" \
    "$((got * 1000 / (best / 1000000))) hands/s," \
    "$((bytes / 1000 / (best / 1000000))) MB/s"
if [ -x /usr/bin/time ]; then
	big=$(/usr/bin/time -f %M bin/hearts-check -q "$tmp.big" 2>&1)
	small=$(/usr/bin/time -f %M bin/hearts-check -q "$tmp.small" 2>&1)
	echo "peak memory: ${big} KB for $got hands, ${small} KB for a tenth"
fi
