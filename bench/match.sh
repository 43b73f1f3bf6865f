#!/bin/sh
# match.sh: how fast hearts-match plays: whole games between built-in bots
# in one process (bench/match.c), in hands a second on one core; and a
# bot written in shell, one process a decision, in decisions a second.
set -eu
cd "$(dirname "$0")/.."

# shellcheck disable=SC2046 # pkg-config gives several words
cc -std=c11 -O2 -D_XOPEN_SOURCE=700 -Ilibhearts \
    $(pkg-config --cflags libbsd-overlay) -o bench/match bench/match.c \
    libhearts/libhearts.a $(pkg-config --libs libbsd-overlay)
bench/match "${GAMES:-40000}"
for bot in lowest careful; do
	PATH="$PWD/bin:$PATH" bin/hearts-match -s 1 -d 1 -o target=50 -T \
	    "examples/bots/$bot.sh" random random random 2>/dev/null |
	    awk -F '\t' -v bot="$bot" 'NR == 2 {
		printf "%s.sh: %d decisions, %.1f ms each: %.0f a second\n",
		    bot, $15, $16 / 1000, 1e6 / $16 }'
done
