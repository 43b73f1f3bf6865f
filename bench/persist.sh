#!/bin/sh
# persist.sh: decisions a second through hearts-match for the C example
# bot (examples/bots/lowest.c) started once (persistent:, lowest -p)
# against the same bot started for every decision, the baseline; and the
# instructions a decision costs, referee and bot together (callgrind,
# which the machine's load does not move).
set -eu
cd "$(dirname "$0")/.."

# shellcheck disable=SC2046 # pkg-config gives several words
cc -std=c11 -O2 -D_XOPEN_SOURCE=700 -Ilibhearts \
    $(pkg-config --cflags libbsd-overlay) -o bench/lowest \
    examples/bots/lowest.c libhearts/libhearts.a \
    $(pkg-config --libs libbsd-overlay) -lm
PATH="$PWD/bin:$PATH"
export PATH

# run DEALS BOT: decisions a second of BOT's seat, by the clock.
run() {
	start=$(date +%s.%N)
	hearts-match -s 1 -d "$1" -T "$2" random random random > bench/persist.tsv 2>/dev/null
	end=$(date +%s.%N)
	awk -F '\t' -v s="$start" -v e="$end" -v bot="$2" 'NR == 2 {
	    printf "%s: %d decisions in %.2f s: %.0f a second (%.1f us each by the referee)\n",
		bot, $15, e - s, $15 / (e - s), $16 }' bench/persist.tsv
}
run "${DEALS:-500}" "persistent:bench/lowest -p"
run "${ONESHOT_DEALS:-5}" bench/lowest

if command -v valgrind > /dev/null; then
	rm -f bench/cg.*
	valgrind -q --tool=callgrind --trace-children=yes \
	    --callgrind-out-file="$PWD/bench/cg.%p" \
	    bin/hearts-match -s 1 -d 20 -T "persistent:bench/lowest -p" \
	    random random random > bench/persist.tsv 2>/dev/null
	decisions=$(awk -F '\t' 'NR == 2 { print $15 }' bench/persist.tsv)
	cat bench/cg.* | awk -v d="$decisions" '/^summary:/ { ir += $2 }
	    END { printf "persistent: %d decisions, %.0f instructions each (referee, worker and bot)\n", d, ir / d }'
	rm -f bench/cg.*
fi
rm -f bench/persist.tsv
