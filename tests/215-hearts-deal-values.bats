#!/usr/bin/env bats
# hearts-deal -w 'value(N) <= 2': conditions on a seat's perfect-
# information value, checked against hearts-solve on the deals kept;
# the budget of -B that ends a search the solver cannot finish; the
# limit that finds out a value no deal has.  Two players, whose whole
# hand the solver finishes in milliseconds.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# values FILE: each record of FILE, played as dealt (a set-up whose hand
# is a hold hand) and its forced first card played, valued by
# hearts-solve -p: lines "N 2 E 12", each seat and its value against the
# table, then "each" and the same for each for itself.
values() {
	local n i
	awk '/^hearts /{n++} {print > ("deal" n ".txt")}' "$1"
	n=$(grep -c '^hearts ' "$1")
	for ((i = 1; i <= n; i++)); do
		sed -e '/^seed/d' -e 's/^hand 1 pass=.*/total N=0 E=0\nhand 1 pass=hold/' \
		    "deal$i.txt" > hold.txt
		hearts-play -f hold.txt "$(hearts-query legal hold.txt)"
		hearts-solve -p hold.txt | awk '$1 == "seat" { printf "%s %s ", $3, $4 }'
		printf 'each '
		hearts-solve -e -p hold.txt | awk '$1 == "seat" { printf "%s %s ", $3, $4 }'
		echo
	done
}

# bats test_tags=slow
@test "the deals kept have the value the condition asks, by hearts-solve" {
	run --separate-stderr hearts-deal -n 2 -s 1 -N 4 -w 'value(N) <= 2'
	assert_success
	[ "$stderr" = "" ]
	printf '%s\n' "$output" > kept.txt
	[ "$(grep -c '^hearts 1$' kept.txt)" = 4 ]
	hearts-check -q kept.txt
	values kept.txt > values.txt
	[ "$(wc -l < values.txt)" = 4 ]
	awk '$1 != "N" || $2 > 2 { exit 1 }' values.txt ||
	    fail "a deal kept with N's value over 2: $(cat values.txt)"
	# The candidates passed over: the first one kept is not candidate 0
	# unless its value is 2 or less, and the count of candidates that
	# meet it is what the solver says of each.
	hearts-deal -n 2 -s 1 -N 12 > all.txt
	values all.txt > all-values.txt
	want=$(awk '$2 <= 2' all-values.txt | wc -l)
	run --separate-stderr hearts-deal -n 2 -s 1 -N "$want" -L 12 -w 'value(N) <= 2'
	assert_success
	run --separate-stderr hearts-deal -n 2 -s 1 -N "$((want + 1))" -L 12 -w 'value(N) <= 2'
	refuses 2 "^hearts-deal: found $want of $((want + 1)) deals .* among the first 12 candidates of seed 1"
}

@test "each for itself, a value on the right, and the cards judged with it" {
	run --separate-stderr hearts-deal -n 2 -s 3 -N 3 -o moon=subtract \
	    -w 'E has QS and 0 > value(E, each)'
	assert_success
	printf '%s\n' "$output" > kept.txt
	[ "$(grep -c '^deal E .*QS' kept.txt)" = 3 ]
	values kept.txt > values.txt
	awk '{ for (i = 1; i <= NF; i++) if ($i == "each") break
		if ($(i + 4) >= 0) exit 1 }' values.txt ||
	    fail "a deal kept with E's value each for itself 0 or more: $(cat values.txt)"
}

@test "-x -w value: the hands of records that have the value" {
	hearts-deal -n 2 -s 5 -N 10 > all.txt
	run --separate-stderr hearts-deal -x -w 'value(E) >= 8' all.txt
	assert_success
	printf '%s\n' "$output" > kept.txt
	n=$(grep -c '^hearts ' kept.txt)
	# The same deals as the search over the same candidates keeps.
	run --separate-stderr hearts-deal -n 2 -s 5 -N "$n" -L 10 -w 'value(E) >= 8'
	assert_success
	[ "$output" = "$(cat kept.txt)" ]
	values kept.txt | awk '$4 < 8 { exit 1 }'
}

@test "a value no deal has ends at the candidate limit" {
	run --separate-stderr hearts-deal -n 2 -s 1 -L 200 -w 'value(N) > 14'
	refuses 2 '^hearts-deal: found 0 of 1 deals that meet the condition among the first 200 candidates of seed 1; -L tries more$'
	run --separate-stderr hearts-deal -n 2 -s 1 -L 30 -w 'not value(E) >= 0'
	refuses 2 'found 0 of 1 deals .* among the first 30 candidates'
}

@test "a budget spent before the values are found ends the search: status 2" {
	run --separate-stderr hearts-deal -n 2 -s 1 -N 3 -B 50 -w 'value(N) <= 2'
	refuses 2 '^hearts-deal: candidate [0-9]+: the budget of 50 positions ran out before its values were found, [0-9]+ deals solved before it; -B searches more$'
	# Four players' whole hand is past the budget.
	run --separate-stderr hearts-deal -s 1 --budget 20000 -w 'value(S) <= 3'
	refuses 2 'the budget of 20000 positions ran out'
	# -x says which hand.
	hearts-deal -n 2 -s 1 -N 2 > all.txt
	run --separate-stderr hearts-deal -x -B 10 -w 'value(N) <= 2' all.txt
	assert_failure 2
	[[ "$stderr" =~ ^hearts-deal:\ all.txt:1:\ hand\ 1:\ the\ budget\ of\ 10\ positions ]] ||
	    fail "stderr: $stderr"
}

@test "bad values and budgets are refused" {
	run --separate-stderr hearts-deal -n 2 -w 'value(aside) <= 3'
	refuses_usage '^hearts-deal: -w: aside \(column 7\): a value is a seat.s: the cards aside are not played$'
	run --separate-stderr hearts-deal -n 2 -w 'value(N) + 1 <= 3'
	refuses_usage '^hearts-deal: -w: \+ \(column 10\): a value is compared as it stands'
	run --separate-stderr hearts-deal -w 'spades(S) + value(S) <= 3'
	refuses_usage '^hearts-deal: -w: value \(column 13\): a value is compared as it stands'
	run --separate-stderr hearts-deal -w 'value(S, all) <= 3'
	refuses_usage '^hearts-deal: -w: all \(column 10\): expected each or table$'
	run --separate-stderr hearts-deal -B 0 -w 'value(S) <= 3'
	refuses_usage '^hearts-deal: -B 0: the budget is a number of positions, from 1 to 4611686018427387903$'
	run --separate-stderr hearts-deal -B lots -w 'value(S) <= 3'
	refuses_usage '^hearts-deal: -B lots: the budget is a number of positions, from 1 to 4611686018427387903$'
	run --separate-stderr hearts-deal -B 9223372036854775807 -w 'value(S) <= 3'
	refuses_usage '^hearts-deal: -B 9223372036854775807: the budget is a number of positions, from 1 to 4611686018427387903$'
	# the largest budget is taken (two players: a deal solved at once)
	run --separate-stderr hearts-deal -n 2 -N 1 -L 1 -B 4611686018427387903 -w 'value(N) <= 26'
	assert_success
}
