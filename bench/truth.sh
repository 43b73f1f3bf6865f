#!/bin/sh
# truth.sh [RULE OPTION ...]: hearts-tourney on a pool whose order is
# known: the built-in bots random, simple, strong and expert at the
# tables of the rules (one table with four players; with -r two-player,
# -n 3 or -o ..., every table of the pool), every deal in the rotations
# of its bots (-R), DEALS deals (200); five players need a fifth bot,
# which EXTRA=r2=random adds (EXTRA's words are bots).  The pool's
# ratings must put them in the order of their strength, expert first,
# and each bot's difference from the next in the cross table must have
# its 95% interval clear of zero; exits 1 if not.  A run, not a test: strong
# and expert are a third of a point a hand apart, and telling them
# apart takes a hundred deals or more (about 3 minutes of CPU a hundred
# deals here, most of it expert's).
set -eu
cd "$(dirname "$0")/.."
make -s bin/hearts-tourney
deals=${DEALS:-200}
seed=${SEED:-2026}
jobs=$(getconf _NPROCESSORS_ONLN 2> /dev/null || echo 1)
tsv=${TMPDIR:-/tmp}/hearts-truth.$$
trap 'rm -f "$tsv"' EXIT

start=$(date +%s)
# shellcheck disable=SC2086 # EXTRA is words
bin/hearts-tourney -T -R -j "$jobs" -s "$seed" -d "$deals" "$@" \
    random simple strong expert ${EXTRA:-} > "$tsv"
echo "hearts-tourney -R -s $seed -d $deals $* random simple strong expert" \
    "${EXTRA:-}: $(($(date +%s) - start)) s on $jobs processes"
# The ranking, then the cross table (after the empty line): each bot's
# rank and each stronger bot's difference from the next weaker.
awk -F '\t' '
	NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	$0 == "" { cross = 1; next }
	!cross { rating[$c["bot"]] = $c["rating"]
		printf "%d %-7s %s (%s to %s)\n", $c["rank"], $c["bot"],
		    $c["rating"], $c["low"], $c["high"]; next }
	cross && !head++ { for (i = 1; i <= NF; i++) x[$i] = i; next }
	cross { d[$x["bot"] " " $x["other"]] = $x["difference"]
		lo[$x["bot"] " " $x["other"]] = $x["low"]
		hi[$x["bot"] " " $x["other"]] = $x["high"] }
	END {
		n = split("expert strong simple random", order, " ")
		bad = 0
		for (i = 1; i < n; i++)
			if (!(rating[order[i]] < rating[order[i + 1]])) {
				printf "%s does not rate ahead of %s in the " \
				    "pool\n", order[i], order[i + 1]
				bad = 1
			}
		for (i = 1; i < n; i++) {
			p = order[i] " " order[i + 1]
			printf "%s less %s: %+.2f points a hand (%.2f to %.2f)\n",
			    order[i], order[i + 1], d[p], lo[p], hi[p]
			if (!(hi[p] < 0)) {
				printf "%s is not clearly ahead of %s\n",
				    order[i], order[i + 1]
				bad = 1
			}
		}
		print bad ? "the known order FAILED" : "the known order holds"
		exit bad
	}' "$tsv"
