#!/bin/sh
# deal.sh: how fast hearts-deal tries candidate deals for a condition
# (bench/deal.c), in candidates a second on one core; then the
# instructions a candidate takes under callgrind, which the machine's
# load does not change, for hearts-deal itself on a condition no deal
# meets, so that every candidate is dealt and judged.
set -eu
cd "$(dirname "$0")/.."
make -s bench/deal

bench/deal "${CANDIDATES:-5000000}" "${VALUED:-2000}"
command -v valgrind > /dev/null || exit 0
n=${CALLGRIND_CANDIDATES:-200000}
tmp=${TMPDIR:-/tmp}/hearts-deal-callgrind.$$
trap 'rm -f "$tmp".*' EXIT
for cond in 'spades(S) > 13' 'S has QS and spades(S) <= 3 and S has AS and S has KS and N has QS'; do
	valgrind --tool=callgrind --callgrind-out-file="$tmp.out" \
	    bin/hearts-deal -s 1 -L "$n" -w "$cond" 2> "$tmp.log" || :
	ir=$(sed -n 's/.*Collected : *//p' "$tmp.log")
	echo "hearts-deal -w '$cond' under callgrind: $n candidates," \
	    "$ir instructions: $((ir / n)) a candidate"
done
# A value condition: every candidate solved, the whole hand of two players.
n=${CALLGRIND_VALUED:-50}
cond='value(N) <= 2'
valgrind --tool=callgrind --callgrind-out-file="$tmp.out" \
    bin/hearts-deal -n 2 -s 1 -N 1000 -L "$n" -w "$cond" 2> "$tmp.log" || :
ir=$(sed -n 's/.*Collected : *//p' "$tmp.log")
echo "hearts-deal -n 2 -w '$cond' under callgrind: $n candidates, each" \
    "solved, $ir instructions: $((ir / n)) a candidate"
