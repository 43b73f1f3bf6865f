#!/bin/sh
# options.sh: the bots under each rule option after the first release
# (OpenSpiel's parameters and Black Maria's, hearts-rules(7)), under
# OpenSpiel's all at once, and under the preset black-maria with three,
# four and five players, by duplicate deals (bench/bots.c): simple,
# strong and expert each against random bots at the other seats.  Each
# must take fewer points than random, the difference's 95% interval (by
# deal) clear of zero: the table at the end says so, and the script
# exits 1 if one is not.  DEALS deals (default 100) in every seating.
# First, strong's and expert's choices held to the legal cards on
# LEGAL decisions (100,000) under random combinations of every option
# (bench/legal.c).
set -eu
cd "$(dirname "$0")/.."
make -s bench/bots bench/legal
out=${TMPDIR:-/tmp}/hearts-options.$$
trap 'rm -f "$out"' EXIT

bench/legal -n "${LEGAL:-100000}"
all="-o pass=none -o first-lead=any-club -o first-trick-points=yes
    -o no-tricks-bonus=on -o hearts-must-break=no
    -o lead-hearts-over-queen=yes"
for opts in "" "-o pass=none" "-o pass=right" "-o first-lead=any-club" \
    "-o first-trick-points=yes" "-o no-tricks-bonus=on" \
    "-o hearts-must-break=no" "-o lead-hearts-over-queen=yes" "$all" \
    "-o penalty-spades=on" "-o moon=none" "-o first-lead=left-of-dealer" \
    "-r black-maria" "-r black-maria -p 4" "-r black-maria -p 5"; do
	label=\`$(printf '%s\n' "$opts" | tr -s ' \n' ' ' | sed 's/ *$//')\`
	[ -n "$opts" ] || label="the standard rules"
	[ "$opts" != "$all" ] || label="OpenSpiel's six at once"
	echo "== $label"
	for bot in simple strong expert; do
		# shellcheck disable=SC2086 # the options are words
		run=$(bench/bots -d "${DEALS:-100}" $opts "$bot" random)
		echo "$run"
		echo "$run" | sed -n "s/^  difference /$bot|$label|/p" >> "$out"
	done
done
# One line an option: each bot's difference from random, its interval.
echo
echo "| options | simple | strong | expert |"
echo "|---|---|---|---|"
awk -F '|' '
	{ bot = $1; opts = $2
	  split($3, v, " "); lo = v[7]; hi = v[9]; sub(/,$/, "", hi)
	  if (!(opts in seen)) { seen[opts] = 1; order[++n] = opts }
	  cell[opts, bot] = sprintf("%s (%s to %s)", v[1], lo, hi)
	  if (!(hi + 0 < 0)) { bad = 1; cell[opts, bot] = "**" \
	      cell[opts, bot] "**" } }
	END {
		for (i = 1; i <= n; i++)
			printf "| %s | %s | %s | %s |\n", order[i],
			    cell[order[i], "simple"], cell[order[i], "strong"],
			    cell[order[i], "expert"]
		if (bad)
			print "a bot is not clearly ahead of random"
		else
			print "every bot takes fewer points than random"
		exit bad
	}' "$out"
