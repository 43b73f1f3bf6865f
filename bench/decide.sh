#!/bin/sh
# decide.sh: each built-in bot's CPU a decision as a user runs it:
# hearts-bot, one process for each view of bench/views (HANDS seeded
# hands, default 8, played by simple bots: every pass and every card),
# less the median of the same process with the random bot (its start,
# the view read): the median, 90th and 99th percentile, passes
# included, and the same of the process whole.  BOTS the bots (default
# "simple strong expert"); RULES bench/views's rule arguments (-r
# PRESET, -p PLAYERS, -o NAME=VALUE, as bench/bots and bench/order.sh).
set -eu
cd "$(dirname "$0")/.."
make -s bench/views bench/decide bin/hearts-bot
tmp=${TMPDIR:-/tmp}/hearts-decide.$$
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp"

# shellcheck disable=SC2086 # the rule arguments, words
bench/views ${RULES:-} -s 1 "${HANDS:-8}" > "$tmp/views"
bench/decide "$tmp/views" bin/hearts-bot -b random -s 1 > "$tmp/random"
base=$(sort -n "$tmp/random" | awk '{ v[NR] = $1 }
    END { print v[int((NR + 1) / 2)] }')
echo "hearts-bot -b random, a process a view: $base us of CPU (median)"
for bot in ${BOTS:-simple strong expert}; do
	bench/decide "$tmp/views" bin/hearts-bot -b "$bot" -s 1 |
	    sort -n | awk -v bot="$bot" -v base="$base" '
		{ v[NR] = $1 }
		function at(p) { return v[int(NR * p) < 1 ? 1 : int(NR * p)] }
		END {
			printf "%s: %d decisions, CPU a decision less the " \
			    "start: %.1f ms median, %.1f ms at the 90th " \
			    "percentile, %.1f ms at the 99th; whole: %.1f, " \
			    "%.1f, %.1f ms\n", bot, NR, (at(0.5) - base) / 1000,
			    (at(0.9) - base) / 1000, (at(0.99) - base) / 1000,
			    at(0.5) / 1000, at(0.9) / 1000, at(0.99) / 1000
		}'
done
