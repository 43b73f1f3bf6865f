#!/bin/sh
# match.sh: how fast hearts-match plays: whole games between built-in bots
# in one process (bench/match.c), in hands a second on one core; and a
# bot written in shell, one process a decision, in decisions a second.
set -eu
cd "$(dirname "$0")/.."

make -s bench/match
bench/match "${GAMES:-40000}"
for bot in lowest careful; do
	PATH="$PWD/bin:$PATH" bin/hearts-match -s 1 -d 1 -o target=50 -T \
	    "examples/bots/$bot.sh" random random random 2>/dev/null |
	    awk -F '\t' -v bot="$bot" 'NR == 2 {
		printf "%s.sh: %d decisions, %.1f ms each: %.0f a second\n",
		    bot, $15, $16 / 1000, 1e6 / $16 }'
done
