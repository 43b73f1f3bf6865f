#!/bin/sh
# order.sh: the built-in bots in order of strength under every rule set
# the suite plays (each preset and player count, each rule option after
# the first release, OpenSpiel's six at once, Black Maria with three,
# four and five players): each bot of BOTS (default "random simple
# strong expert") against the one before it, by duplicate deals
# (bench/bots.c), one at the table against the rest, so that every
# number of players is measured alike.  Each step must take
# fewer points a hand than the bot before, its 95% interval (by deal)
# clear of zero: the table at the end marks a step that is not, and the
# script exits 1 if one is not.  DEALS deals (default 200) in every
# seating; RULES, if set, the rule sets to play, one a line, as in the
# list below (each bench/bots's rule arguments).
set -eu
cd "$(dirname "$0")/.."
make -s bench/bots
out=${TMPDIR:-/tmp}/hearts-order.$$
trap 'rm -f "$out"' EXIT

bots=${BOTS:-random simple strong expert}
six="-o pass=none -o first-lead=any-club -o first-trick-points=yes"
six="$six -o no-tricks-bonus=on -o hearts-must-break=no"
six="$six -o lead-hearts-over-queen=yes"
rules=${RULES:-"-r standard
-r black-lady
-r omnibus
-r moon-down
-r two-player
-r three-player
-r five-player
-o pass=none
-o pass=right
-o first-lead=any-club
-o first-trick-points=yes
-o no-tricks-bonus=on
-o hearts-must-break=no
-o lead-hearts-over-queen=yes
$six
-o penalty-spades=on
-o moon=none
-o first-lead=left-of-dealer
-r black-maria
-r black-maria -p 4
-r black-maria -p 5"}

echo "$rules" | while read -r opts; do
	[ -n "$opts" ] || continue
	label=\`$opts\`
	[ "$opts" != "$six" ] || label="OpenSpiel's six at once"
	echo "== $label"
	prev=
	for bot in $bots; do
		if [ -n "$prev" ]; then
			# shellcheck disable=SC2086 # the options are words
			run=$(bench/bots -d "${DEALS:-200}" $opts "$bot" "$prev")
			echo "$run"
			echo "$run" | sed -n \
			    "s/^  difference /$bot - $prev|$label|/p" >> "$out"
		fi
		prev=$bot
	done
done
# One line a rule set: each step's difference, its interval.
echo
awk -F '|' -v bots="$bots" '
	BEGIN { n = split(bots, b, " ")
		head = "| rules |"; line = "|---|"
		for (i = 2; i <= n; i++) {
			head = head " " b[i] " - " b[i - 1] " |"
			line = line "---|"
		}
		print head; print line }
	{ step = $1; opts = $2
	  split($3, v, " "); lo = v[7]; hi = v[9]; sub(/,$/, "", hi)
	  if (!(opts in seen)) { seen[opts] = 1; order[++m] = opts }
	  cell[opts, step] = sprintf("%s (%s to %s)", v[1], lo, hi)
	  if (!(hi + 0 < 0)) { bad = 1; cell[opts, step] = "**" \
	      cell[opts, step] "**" } }
	END {
		for (j = 1; j <= m; j++) {
			row = "| " order[j] " |"
			for (i = 2; i <= n; i++)
				row = row " " cell[order[j], b[i] " - " b[i - 1]] " |"
			print row
		}
		if (bad)
			print "a step is not clear of zero (marked)"
		else
			print "every bot takes fewer points than the one before"
		exit bad
	}' "$out"
