#!/bin/sh
# serve.sh: hearts-serve, the game in a browser, driven as a person's
# browser drives it, by bench/webplay over one kept-alive connection
# (the first cards it may choose, the next hand, a new game), the bots
# at the random level (beginner) so that the figures are the server's:
#   moves a second through HTTP, the server on one processor (-j 1,
#     taskset) and webplay on the other: by the clock, and by the
#     server's own CPU time (user and system, from /proc), which the
#     machine's load does not inflate;
#   the same with -s (each record flushed to disk before the answer);
#   the instructions a move costs the server (callgrind, two runs of
#     different lengths differenced, so that starting is not counted);
#   the memory of an idle game (the server's resident size after 1000
#     games are made, less before, a game) and 1000 games open at once,
#     played a move each in turn;
#   tables of four people (bench/tableplay): 1000 at once, moves a
#     server CPU second and memory a table; the time from a move to the
#     other pages' waiting requests answered (median, 99th percentile);
#   the page's weight, and that it asks nothing of another host.
# MOVES=20000 by default.
set -eu
cd "$(dirname "$0")/.."
cc -std=c11 -O2 -D_GNU_SOURCE -o bench/webplay bench/webplay.c
cc -std=c11 -O2 -D_GNU_SOURCE -o bench/tableplay bench/tableplay.c -lbsd
moves=${MOVES:-20000}
dir=$(mktemp -d)
trap 'kill $pid 2>/dev/null; rm -rf "$dir"' EXIT INT TERM


# start [OPTION...]: the server on a free port, its games in a fresh dir.
start() {
	rm -rf "$dir/games" "$dir/url"
	if command -v taskset > /dev/null; then
		taskset -c 0 bin/hearts-serve -j 1 -p 0 -r 1000 -d "$dir/games" "$@" > "$dir/url" &
	else
		bin/hearts-serve -j 1 -p 0 -r 1000 -d "$dir/games" "$@" > "$dir/url" &
	fi
	pid=$!
	while [ ! -s "$dir/url" ]; do sleep 0.05; done
	port=$(sed 's/.*:\([0-9]*\)\/$/\1/' "$dir/url")
}
stop() { kill "$pid"; wait "$pid" 2>/dev/null || true; }
# cpu: the server's CPU seconds so far.
cpu() { awk '{ printf "%.2f", ($14 + $15) / 100 }' "/proc/$pid/stat"; }
client() { if command -v taskset > /dev/null; then taskset -c 1 bench/webplay "$@"; else bench/webplay "$@"; fi; }

for sync in "" -s; do
	# shellcheck disable=SC2086 # no option, or -s
	start $sync
	before=$(cpu)
	out=$(client "$port" "$moves")
	after=$(cpu)
	stop
	echo "$out" | awk -v c0="$before" -v c1="$after" -v s="${sync:-within a second}" '
	    { c = c1 - c0; if (c <= 0) c = 0.01
	      printf "moves through HTTP, flushed %s: %d in %.2f s by the clock, %.0f a second; server CPU %.2f s, %.0f moves a CPU second\n",
		s, $1, $4, $1 / $4, c, $1 / c }'
done

# instructions CLIENT ARG...: the server's instructions (callgrind)
# while CLIENT PORT ARG... plays against it.
instructions() {
	client=$1
	shift
	rm -rf "$dir/games" "$dir/url" "$dir/cg"
	valgrind -q --tool=callgrind --callgrind-out-file="$dir/cg" \
	    bin/hearts-serve -j 1 -p 0 -r 1000 -d "$dir/games" > "$dir/url" 2>/dev/null &
	pid=$!
	while [ ! -s "$dir/url" ]; do sleep 0.2; done
	port=$(sed 's/.*:\([0-9]*\)\/$/\1/' "$dir/url")
	"$client" "$port" "$@" > /dev/null
	stop
	awk '/^summary:/ { print $2 }' "$dir/cg"
}

if command -v valgrind > /dev/null; then
	a=$(instructions bench/webplay 500)
	b=$(instructions bench/webplay 2500)
	awk -v a="$a" -v b="$b" 'BEGIN { printf "instructions a move (callgrind, 2500 moves less 500): %.0f\n", (b - a) / 2000 }'
fi

start
rss0=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
out=$(client "$port" 3000 1000)
rss1=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
stop
echo "$out" | awk -v a="$rss0" -v b="$rss1" '
    { printf "1000 games open at once, a state and a move each in turn: %d moves in %.2f s, %.0f a second\n", $1, $4, $1 / $4
      printf "memory a game: %.1f KiB (resident %d KiB before the games, %d KiB after)\n", (b - a) / 1000, a, b }'

# Tables of four people, each seat a simulated person sending random
# cards it may play over one connection (the rate of -r raised: one
# client makes every seat's requests); the server's CPU a move, its
# memory a table; then the time from a move to the other three pages'
# waiting requests being answered, on the loopback.
tclient() { if command -v taskset > /dev/null; then taskset -c 1 bench/tableplay "$@"; else bench/tableplay "$@"; fi; }
start
rss0=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
before=$(cpu)
out=$(tclient "$port" tables 1000 "$moves")
after=$(cpu)
rss1=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
echo "$out" | awk -v c0="$before" -v c1="$after" -v a="$rss0" -v b="$rss1" '
    { c = c1 - c0; if (c <= 0) c = 0.01
      printf "1000 tables of four people at once, random cards: %d moves in %.2f s by the clock, %.0f a second; server CPU %.2f s (tables opened included), %.0f moves a CPU second\n", $1, $9, $1 / $9, c, $1 / c
      printf "memory a table: %.1f KiB (resident %d KiB before, %d KiB after)\n", (b - a) / 1000, a, b }'
tclient "$port" latency 300 | sed 's/^/a move to the pages waiting: /'
stop
if command -v valgrind > /dev/null; then
	a=$(instructions bench/tableplay tables 100 1000)
	b=$(instructions bench/tableplay tables 100 3000)
	awk -v a="$a" -v b="$b" 'BEGIN { printf "instructions a move at tables of four, its states read first (callgrind, 3000 moves less 1000): %.0f\n", (b - a) / 2000 }'
fi

bytes=$(cat web/*.html web/*.css web/*.js web/*.svg 2>/dev/null | wc -c)
echo "the page: $bytes bytes in all (web/)"
if grep -nE '(https?:)?//[a-z0-9.-]+\.[a-z]{2,}' web/index.html web/hearts.css web/hearts.js | grep -v 'www.w3.org/2000/svg'; then
	echo "the page names another host (above)"
else
	echo "the page names no other host"
fi
