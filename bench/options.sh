#!/bin/sh
# options.sh: the bots under each rule option after the first release
# (OpenSpiel's parameters, hearts-rules(7)) and under all of them at
# once, by duplicate deals (bench/bots.c): simple, strong and expert
# each against three random bots.  Each must take fewer points than
# random; DEALS deals (default 100) in every seating.  First, strong's
# and expert's choices held to the legal cards on 100,000 decisions
# under random combinations of every option (bench/legal.c).
set -eu
cd "$(dirname "$0")/.."
make -s bench/bots bench/legal

bench/legal -n 100000
all="-o pass=none -o first-lead=any-club -o first-trick-points=yes
    -o no-tricks-bonus=on -o hearts-must-break=no
    -o lead-hearts-over-queen=yes"
for opts in "-o pass=none" "-o pass=right" "-o first-lead=any-club" \
    "-o first-trick-points=yes" "-o no-tricks-bonus=on" \
    "-o hearts-must-break=no" "-o lead-hearts-over-queen=yes" "$all"; do
	echo "== $opts" | tr -s ' \n' ' '
	echo
	for bot in simple strong expert; do
		# shellcheck disable=SC2086 # the options are words
		bench/bots -d "${DEALS:-100}" $opts "$bot" random
	done
done
