#!/bin/sh
# callgrind.sh: the instructions hearts-check runs for each hand of a
# stream (valgrind --tool=callgrind), a figure that the machine's load
# does not change, for comparing versions of the reader; and for the
# same games in the one-line form (hearts-check -1), which is read in
# place as the ordinary one is.
set -eu
cd "$(dirname "$0")/.."
hands=${1:-20000}
tmp=${TMPDIR:-/tmp}/hearts-callgrind.$$
trap 'rm -f "$tmp".*' EXIT

bench/gen "$hands" > "$tmp.in"
valgrind --tool=callgrind --callgrind-out-file="$tmp.out" \
    bin/hearts-check -q "$tmp.in" 2> "$tmp.log"
ir=$(sed -n 's/.*Collected : *//p' "$tmp.log")
got=$(grep -c '^hand' "$tmp.in")
echo "hearts-check under callgrind: $got hands, $ir instructions:" \
    "$((ir / got)) a hand"
bin/hearts-check -1 "$tmp.in" > "$tmp.one" 2> /dev/null
valgrind --tool=callgrind --callgrind-out-file="$tmp.out" \
    bin/hearts-check -q "$tmp.one" 2> "$tmp.log"
one=$(sed -n 's/.*Collected : *//p' "$tmp.log")
echo "the same in the one-line form: $one instructions: $((one / got))" \
    "a hand, $(awk -v a="$one" -v b="$ir" 'BEGIN { printf "%.2f", a / b }')x"
