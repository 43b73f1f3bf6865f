#!/bin/sh
# run.sh: the benchmarks, built with the suite's flags (make bench).
#   engine: legal cards, playing a card, dealing, in nanoseconds
#   record: reading and writing whole game records with the tools
#   solve: the solver's library (bench/solve.c) and hearts-solve
#   deal: candidate deals a second for hearts-deal -w, and their instructions
#   match: games between bots in hands a second; a shell bot's decisions
#   tourney: a round robin of 8 random bots against hearts-match; the rating
#   truth: random, simple, strong, expert ranked in order (takes minutes)
#   bots: the bots' strength by duplicate deals (takes minutes)
#   scale: a match in 8 slices against one run; parallel --pipepart -j2
#   jobs: -j of hearts-check, -select, -stats and -export on one big file
set -eu
cd "$(dirname "$0")/.."
make -s bench/engine bench/solve

# bench/gen, the stream of games, is built by make (all).
echo "== engine (bench/engine.c)"
bench/engine
echo "== hearts-check (bench/check.sh)"
bench/check.sh "${HANDS:-1000000}"
if command -v valgrind > /dev/null; then
	echo "== hearts-check instructions (bench/callgrind.sh)"
	bench/callgrind.sh
fi

echo "== the solver (bench/solve.c): each card of a position valued"
nice bench/solve
nice bench/solve -e -t 4
if command -v valgrind > /dev/null; then
	echo "== the solver's instructions, 4 players, 4 and 8 tricks left"
	for t in 4 8; do
		valgrind --tool=callgrind --callgrind-out-file=/dev/null \
		    bench/solve -p 4 -t $t -n 20 2>&1 | grep -E 'players|refs'
	done
fi

echo "== hearts-solve itself, on positions the simple bot plays (bench/solve.sh)"
nice bench/solve.sh

echo "== collections of games (bench/corpus.sh)"
bench/corpus.sh "${HANDS:-1000000}"

echo "== records (hearts-query over whole games)"
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
PATH="$PWD/bin:$PATH" examples/play-game.sh -s 1 -o target=1000 > "$tmp"
hands=$(grep -c '^hand' "$tmp")
bytes=$(wc -c < "$tmp")
start=$(date +%s%N)
i=0
while [ $i -lt 100 ]; do
	bin/hearts-query phase "$tmp" > /dev/null
	i=$((i + 1))
done
end=$(date +%s%N)
echo "a game of $hands hands, $bytes bytes: read and replayed in" \
    "$(( (end - start) / 100000 )) us (whole process, 100 runs)"

echo "== hearts-deal -w: candidate deals (bench/deal.sh)"
bench/deal.sh

echo "== scale: a match in slices, hearts-check by parallel --pipepart (bench/scale.sh)"
nice bench/scale.sh "${HANDS:-1000000}"
echo "== -j: one file read in pieces on every core (bench/jobs.sh)"
bench/jobs.sh "${HANDS:-1000000}"
echo "== hearts-match (bench/match.sh)"
bench/match.sh
echo "== hearts-tourney against hearts-match; the rating's fit (bench/tourney.sh)"
bench/tourney.sh
echo "== hearts-tourney on a pool of known order (bench/truth.sh, DEALS=${DEALS:-200})"
bench/truth.sh
echo "== the commands users run, instructions and CPU (bench/speed.sh)"
bench/speed.sh
echo "== persistent bots through hearts-match (bench/persist.sh)"
bench/persist.sh
echo "== the bots' strength (bench/bots.sh, DEALS=${DEALS:-500})"
bench/bots.sh
echo "== the bots' CPU a decision in hearts-bot (bench/decide.sh)"
bench/decide.sh
