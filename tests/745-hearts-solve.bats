#!/usr/bin/env bats
# hearts-solve: each card's exact value with every hand known, the
# post-mortem of a hand, the budget, and what it refuses.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
	hearts-deal -s 2026 | hearts-pass -b NESW=simple -S 1 > hand.txt
	# Stopped after ten tricks, and after eight.
	awk '/^trick/ && ++t > 10 {next} {print}' hand.txt > pos10.txt
	awk '/^trick/ && ++t > 8 {next} {print}' hand.txt > pos8.txt
}

@test "each legal card with its value, best first" {
	run --separate-stderr hearts-solve pos10.txt
	assert_success
	assert_output $'6H 10\n7H 10\nTH 10'
	[ "$stderr" = "" ]
	run hearts-solve pos8.txt
	assert_success
	# The legal cards, every one of them, and values that only go up.
	[ "$(printf '%s\n' "$output" | cut -d' ' -f1 | sort)" = \
	    "$(hearts-query legal pos8.txt | sort)" ]
	printf '%s\n' "$output" | cut -d' ' -f2 | sort -n -c
}

@test "for a person, and each for itself" {
	run hearts-solve -H pos10.txt
	assert_success
	assert_line --index 0 "W to play; the seat against the table: the points W takes in the hand"
	assert_line --index 3 "  10♥   10"
	run hearts-solve --each --human pos8.txt
	assert_success
	assert_line --index 0 --partial "each for itself"
}

@test "the value of the best card is the seat's value in the post-mortem" {
	seat=$(hearts-query turn pos8.txt)
	best=$(hearts-solve pos8.txt | head -n 1 | cut -d' ' -f2)
	run hearts-solve -p -t 9 hand.txt
	assert_success
	assert_line --regexp "^seat 1 $seat $best "
}

@test "-p -e: a seat's line is that seat's own value, ties against it, as the page says (issue 36)" {
	# the seat to move at the start: its line is the best card's value
	# of -e there, which breaks ties against the seat to move
	seat=$(hearts-query turn pos8.txt)
	best=$(hearts-solve -e pos8.txt | head -n 1 | cut -d' ' -f2)
	run hearts-solve -p -e -t 9 hand.txt
	assert_success
	assert_line --regexp "^seat 1 $seat $best "
	# each seat's value within the hand's best and worst for it
	printf '%s\n' "$output" | awk '$1 == "seat" && ($4 < $7 || $4 > $8) {exit 1}'
	# the page says whose the ties are: the seat's own, not the seat to
	# move at the start, which is what the program does
	grep -q 'a seat.s line is for that seat itself' "$TOP/man/hearts-solve.1"
	grep -q 'breaks ties against that seat, whoever is to move' "$TOP/man/hearts-solve.1"
	! grep -q 'gives the seat to move at the start more points' "$TOP/man/hearts-solve.1"
}

@test "the post-mortem: a line for each card, one for each seat, the scores" {
	run --separate-stderr hearts-solve -p -t 10 hand.txt
	assert_success
	[ "$(printf '%s\n' "$output" | grep -c '^card 1 ')" = 16 ]
	[ "$(printf '%s\n' "$output" | grep -c '^seat 1 ')" = 4 ]
	# What each seat scored, as hearts-score scores the hand.
	hearts-score hand.txt | awk '$1 == "score"' > scores
	for s in N E S W; do
		got=$(printf '%s\n' "$output" | awk -v s=$s '$1 == "seat" && $3 == s {print $5}')
		grep -q " $s=$got\b" scores || fail "$s scored $got: $(cat scores)"
	done
	# Every card costs nothing or more, and the fewest points never
	# exceed the most.
	printf '%s\n' "$output" | awk '$1 == "card" && $6 < 0 {exit 1} $1 == "seat" && $7 > $8 {exit 1}'
}

@test "the post-mortem for a person: trick, seat, card, cost, the best card" {
	run hearts-solve -p -t 7 -H hand.txt
	assert_success
	assert_line "  trick 7, W: 3♠ cost 3; Q♣ was best"
	assert_line "  cost 7 in all; costliest: trick 9 5♣ 4, trick 7 3♠ 3"
	assert_line --partial "W: could be sure of 4, scored 10"
}

@test "a budget too small gives bounds and says so" {
	run --separate-stderr hearts-solve -n 5 pos10.txt
	assert_success
	assert_output $'6H 8..10\n7H 8..10\nTH 8..10'
	[[ $stderr == *"budget of 5 positions ran out"* ]]
	run --separate-stderr hearts-solve --budget 1000000 pos10.txt
	assert_output $'6H 10\n7H 10\nTH 10'
	[ "$stderr" = "" ]
	run --separate-stderr hearts-solve -n 20 -p -t 9 hand.txt
	assert_success
	assert_output --partial ".."
	[[ $stderr == *"values shown as lo..hi are bounds"* ]]
}

# bats test_tags=slow
@test "two, three and five players, and every rule option" {
	for args in "2" "3 -o moon=subtract" "5 -o jack-of-diamonds=on" \
	    "4 -o queen-breaks-hearts=yes"; do
		seats=$(printf NESWX | cut -c "1-${args%% *}")
		# shellcheck disable=SC2086 # the options, word by word
		hearts-deal -s 7 -n $args | hearts-pass -b "$seats=simple" -S 2 > g.txt
		# seven tricks left: of 13 (two and four players), 17 or 10
		local tricks=$(( ${args%% *} == 3 ? 17 : ${args%% *} == 5 ? 10 : 13 ))
		awk -v played=$((tricks - 7)) '/^trick/ && ++t > played {next} {print}' g.txt > p.txt
		run --separate-stderr hearts-solve p.txt
		assert_success
		[ "$(printf '%s\n' "$output" | cut -d' ' -f1 | sort)" = \
		    "$(hearts-query legal p.txt | sort)" ]
		run hearts-solve -e p.txt
		assert_success
	done
}

@test "a view is refused: the solver needs every hand" {
	hearts-view -s W pos10.txt > view.txt
	run --separate-stderr hearts-solve view.txt
	refuses 1 "^hearts-solve: view.txt: this is W's view: the solver needs every hand$"
	run --separate-stderr hearts-solve -p view.txt
	refuses 1 "needs every hand"
}

@test "nothing to solve: passing, played out, nothing played" {
	hearts-deal -s 2026 > dealt.txt
	run --separate-stderr hearts-solve dealt.txt
	refuses 1 "^hearts-solve: dealt.txt: no card is to be played"
	run --separate-stderr hearts-solve hand.txt
	refuses 1 "try -p"
	run --separate-stderr hearts-solve -p dealt.txt
	refuses 1 "no card has been played"
}

@test "bad command lines and bad records" {
	run --separate-stderr hearts-solve -n lots pos10.txt
	refuses_usage "^hearts-solve: -n lots: the budget is a number of positions"
	run --separate-stderr hearts-solve -m 0 pos10.txt
	refuses_usage "^hearts-solve: -m 0: the memory is a number of MiB"
	run --separate-stderr hearts-solve -p -t 0 hand.txt
	refuses_usage "^hearts-solve: -t 0: a trick is a number"
	run --separate-stderr hearts-solve -a pos10.txt
	refuses_usage "^hearts-solve: -a goes with -p"
	run --separate-stderr hearts-solve -t 3 pos10.txt
	refuses_usage "^hearts-solve: -t goes with -p"
	run --separate-stderr hearts-solve pos10.txt pos8.txt
	refuses_usage "one record file"
	sed 's/^trick W 2C/trick W 3C/' pos10.txt > bad.txt
	run --separate-stderr hearts-solve bad.txt
	refuses 65 "^hearts-solve: bad.txt:[0-9]+: "
	run --separate-stderr hearts-solve missing.txt
	refuses 66 "missing.txt"
}

# bats test_tags=slow
@test "-p is bounded by default: 1000000 positions a solve, -n for more; values past it are bounds, said once" {
	run --separate-stderr hearts-solve -p hand.txt
	assert_success
	assert_equal "$stderr" "hearts-solve: the budget of 1000000 positions ran out: values shown as lo..hi are bounds"
	[ "$(printf '%s\n' "$output" | grep -c '^card 1 ')" = 52 ]
	[ "$(printf '%s\n' "$output" | grep -c '^seat 1 ')" = 4 ]
	# -n still decides, -p or not
	run --separate-stderr hearts-solve -n 50 -p -t 8 hand.txt
	assert_equal "$stderr" "hearts-solve: the budget of 50 positions ran out: values shown as lo..hi are bounds"
}

@test "-p shows its progress on a terminal, and only there" {
	run --separate-stderr hearts-solve -p -t 10 hand.txt
	assert_success
	assert_equal "$stderr" ""
	run script -qec "hearts-solve -p -t 10 hand.txt 2>&1 >/dev/null" /dev/null
	assert_success
	[[ $output == *$'\rhearts-solve: hand 1: solve 1 of 28'* ]] || fail "no progress: $output"
	[[ $output == *$'\rhearts-solve: hand 1: solve 28 of 28'* ]] || fail "no last solve: $output"
}

# bats test_tags=slow
@test "a stream of records: each solved in turn, apart by an empty line; one that cannot be, said and left empty (issue 36)" {
	# two positions and a finished hand, in one process
	cat pos10.txt pos8.txt > two.txt
	run --separate-stderr hearts-solve two.txt
	assert_success
	assert_output "$(hearts-solve pos10.txt; echo; hearts-solve pos8.txt)"
	# the post-mortem of every hand of a stream: -H's hands of a match
	hearts-match -s 7 -d 1 -f match.txt random simple random simple > /dev/null
	hearts-select -H -N 1-2 -g 0-1 match.txt > hands.txt
	run --separate-stderr hearts-solve -p -t 12 hands.txt
	assert_success
	[ "$(printf '%s\n' "$output" | grep -c '^seat 1 ')" -eq 8 ]
	[ "$(printf '%s\n' "$output" | grep -c '^seat 2 ')" -eq 8 ]
	[ "$(printf '%s\n' "$output" | grep -c '^$')" -eq 3 ]
	first=$(hearts-select -H -N 1 -g 0 match.txt | hearts-solve -p -t 12)
	assert_equal "$(printf '%s\n' "$output" | sed '/^$/,$d')" "$first"
	# a record with nothing to play among them: said, its answer empty,
	# the others solved, status 1
	cat pos10.txt hand.txt pos10.txt > mixed.txt
	run --separate-stderr hearts-solve mixed.txt
	assert_equal "$status" 1
	assert_output "$(hearts-solve pos10.txt; echo; echo; hearts-solve pos10.txt)"
	assert_equal "$stderr" "hearts-solve: mixed.txt: no card is to be played: the game is not in play (try -p for a played hand)"
	# a bad record: reported with its line, skipped, status 65
	{ cat pos10.txt; sed 's/^seed 2026$/seed 2027/' pos8.txt; } > bad.txt
	run --separate-stderr hearts-solve bad.txt
	assert_equal "$status" 65
	assert_output "$(hearts-solve pos10.txt)"
	[[ $stderr == "hearts-solve: bad.txt:"*"this is not the deal of seed 2027"* ]] || fail "$stderr"
}
