#!/bin/sh
# tourney.sh: how fast hearts-tourney plays, against hearts-match: a
# round robin of 8 random bots over DEALS deals (1,000), each table in
# its rotations (-R) and in every order, in hands a second on one core,
# beside hearts-match with four random bots; the instructions a hand of
# each under callgrind, which the load does not move; and the rating
# fitted to a million made-up games (bench/rating.c).
set -eu
cd "$(dirname "$0")/.."
make -s bench/rating bin/hearts-match bin/hearts-tourney
deals=${DEALS:-1000}
pool="r1=random r2=random r3=random r4=random r5=random r6=random r7=random r8=random"

# hands TSV: the hands played, from the table's column of hands (each
# hand counted once for each seat).
hands() {
	awk -F '\t' 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == "hands") c = i; next }
		$0 == "" { exit } { h += $c } END { print h / 4 }' "$1"
}

# rate NAME COMMAND...: the command's hands a second, by the clock.
rate() {
	name=$1
	shift
	start=$(date +%s%N)
	"$@" > "$tmp.tsv" 2> /dev/null
	end=$(date +%s%N)
	h=$(hands "$tmp.tsv")
	awk -v n="$name" -v h="$h" -v ns=$((end - start)) 'BEGIN {
		printf "%s: %d hands in %.2f s, %.0f hands a second\n", n, h,
		    ns / 1e9, h / (ns / 1e9) }'
}

# instructions COMMAND...: callgrind's instructions a hand.
instructions() {
	valgrind -q --tool=callgrind --callgrind-out-file="$tmp.cg" \
	    "$@" > "$tmp.tsv" 2> /dev/null
	h=$(hands "$tmp.tsv")
	ir=$(awk '/^summary:/ { print $2 }' "$tmp.cg")
	echo "$ir instructions, $h hands: $((ir / ${h%.*})) a hand"
}

tmp=${TMPDIR:-/tmp}/hearts-tourney.$$
trap 'rm -f "$tmp".*' EXIT
# shellcheck disable=SC2086 # the pool is words
{
	rate "hearts-match, 4 random, $((deals * 70)) deals" \
	    bin/hearts-match -T -s 1 -d $((deals * 70)) random random random random
	rate "hearts-tourney -R, 8 random, $deals deals" \
	    bin/hearts-tourney -T -R -s 1 -d "$deals" $pool
	rate "hearts-tourney, 8 random, every order, $((deals / 6)) deals" \
	    bin/hearts-tourney -T -s 1 -d $((deals / 6)) $pool
	if command -v valgrind > /dev/null; then
		printf 'hearts-match under callgrind, 4 random: '
		instructions bin/hearts-match -T -s 1 -d 1400 random random random random
		printf 'hearts-tourney -R under callgrind, 8 random: '
		instructions bin/hearts-tourney -T -R -s 1 -d 20 $pool
	fi
}
bench/rating
