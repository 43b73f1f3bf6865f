#!/bin/sh
# persist.sh: decisions a second through hearts-match for the C example
# bot (examples/bots/lowest.c) started once (persistent:, lowest -p)
# against the same bot started for every decision, the baseline: by the
# clock, and by the CPU seconds of hearts-match and its bots together
# (which the machine's load does not inflate, as it does the clock); and
# the instructions a decision costs, referee and bot together
# (callgrind).  The three other seats are random bots, which cost next
# to nothing, so the figures are the C bot's decisions and their
# referee's.
set -eu
cd "$(dirname "$0")/.."

# shellcheck disable=SC2046 # pkg-config gives several words
cc -std=c11 -O2 -D_XOPEN_SOURCE=700 -Ilibhearts \
    $(pkg-config --cflags libbsd-overlay) -o bench/lowest \
    examples/bots/lowest.c libhearts/libhearts.a \
    $(pkg-config --libs libbsd-overlay) -lm
PATH="$PWD/bin:$PATH"
export PATH

# run DEALS BOT: BOT's decisions a second, by the clock and by the CPU
# time of the whole match (user and system, hearts-match and children).
run() {
	start=$(date +%s.%N)
	/usr/bin/time -f '%U %S' -o bench/persist.cpu \
	    hearts-match -s 1 -d "$1" -T "c=$2" random random random \
	    > bench/persist.tsv 2>/dev/null
	end=$(date +%s.%N)
	awk -F '\t' -v s="$start" -v e="$end" -v bot="$2" '
	    NR == FNR { cpu = $1 + $2; next }
	    FNR == 2 {
		printf "%s: %d decisions in %.2f s by the clock: %.0f a second; %.2f CPU s: %.0f a second of CPU (the bot %.1f us CPU, %.1f us clock each)\n",
		    bot, $15, e - s, $15 / (e - s), cpu, $15 / cpu, $17, $16 }' \
	    bench/persist.cpu bench/persist.tsv
}
run "${DEALS:-500}" "persistent:bench/lowest -p"
run "${ONESHOT_DEALS:-5}" bench/lowest

# callgrind: instructions a decision, every process of the match counted.
if command -v valgrind > /dev/null; then
	# (one-shot: a short match, valgrind starting for every decision)
	for bot in "persistent:bench/lowest -p" bench/lowest; do
		rm -f bench/cg.*
		case $bot in
		persistent:*) games="-d 2" ;;
		*) games="-d 1 -o target=10" ;;
		esac
		# shellcheck disable=SC2086 # $games is two options
		valgrind -q --tool=callgrind --trace-children=yes \
		    --callgrind-out-file="$PWD/bench/cg.%p" \
		    bin/hearts-match -s 1 $games -T "c=$bot" \
		    random random random > bench/persist.tsv 2>/dev/null
		decisions=$(awk -F '\t' 'NR == 2 { print $15 }' bench/persist.tsv)
		cat bench/cg.* | awk -v d="$decisions" -v bot="$bot" '
		    /^summary:/ { ir += $2 }
		    END { printf "%s: %d decisions, %.0f instructions each (referee, worker, bot and what it starts)\n", bot, d, ir / d }'
		rm -f bench/cg.*
	done
fi
rm -f bench/persist.tsv bench/persist.cpu
