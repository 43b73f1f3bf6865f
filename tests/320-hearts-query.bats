#!/usr/bin/env bats
# hearts-query: one question about a record, one item a line.

load helper

# hearts(5)'s example game, seed 2026: the passes and hand 1's tricks.
PASSES=$EXAMPLE_PASSES
TRICKS=$EXAMPLE_CARDS

setup() {
	G=$BATS_TEST_TMPDIR/game
	hearts-deal -s 2026 >"$G"
}

# q ARGS...: the answer on one line, words separated by spaces.
q() {
	hearts-query "$@" | xargs
}

# first N: the first N cards of hand 1's tricks.
first() {
	echo $TRICKS | cut -d' ' -f1-"$1"
}

@test "a hand just dealt: every question" {
	assert_equal "$(q phase "$G")" pass
	run hearts-query turn "$G"
	assert_output "$(printf 'N\nE\nS\nW')"
	assert_equal "$(q -p E hand "$G")" "3C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS"
	# while passing, the legal cards are the cards a seat may pass
	assert_equal "$(q -p N legal "$G")" "6C 7C 8C TC 3D 8D TD AD 9H JH QH 7S TS"
	assert_equal "$(q pass "$G")" "left 3"
	run hearts-query points "$G"
	assert_output "$(printf 'N 0\nE 0\nS 0\nW 0')"
	run hearts-query scores "$G"
	assert_output "$(printf 'N 0\nE 0\nS 0\nW 0')"
	run hearts-query seats "$G"
	assert_output "$(printf 'N\nE\nS\nW')"
	for question in trick played winner; do
		run --separate-stderr hearts-query "$question" "$G"
		assert_success
		assert_output ""
		assert_equal "$stderr" ""
	done
}

@test "while passing: turn names the seats yet to pass; hand is the deal" {
	hearts-pass N QH 7S TS S AH 5S AS <"$G" >"$G.2"
	run hearts-query turn "$G.2"
	assert_output "$(printf 'E\nW')"
	assert_equal "$(q phase "$G.2")" pass
	# N has passed: nothing more to pass, and it still holds its deal
	assert_equal "$(q -p N legal "$G.2")" ""
	assert_equal "$(q -p N hand "$G.2")" "6C 7C 8C TC 3D 8D TD AD 9H JH QH 7S TS"
	assert_equal "$(q -p E legal "$G.2")" "3C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS"
}

@test "in play: turn, hand, legal, trick and played" {
	hearts-pass $PASSES <"$G" | hearts-play $(first 6) >"$G.6"
	assert_equal "$(q phase "$G.6")" play
	assert_equal "$(q turn "$G.6")" S
	# no -p: the seat to play
	assert_equal "$(q hand "$G.6")" "JC KC 2D 5D 7D JD 4H 8H KH 9S JS QS"
	assert_equal "$(q -p S hand "$G.6")" "JC KC 2D 5D 7D JD 4H 8H KH 9S JS QS"
	assert_equal "$(q -p W hand "$G.6")" \
	    "5C QC AC 9D KD 6H 7H TH AH 2S 5S AS"
	assert_equal "$(q legal "$G.6")" "JC KC"
	# not W's turn: W may play nothing now
	assert_equal "$(q -p W legal "$G.6")" ""
	run hearts-query trick "$G.6"
	assert_output "$(printf 'N 7C\nE 9C')"
	run hearts-query played "$G.6"
	assert_output "$(printf 'W 2C\nN 6C\nE 3C\nS 4C\nN 7C\nE 9C')"
	assert_equal "$(q pass "$G.6")" "left 3"
}

@test "points taken so far this hand" {
	hearts-pass $PASSES <"$G" | hearts-play $(first 28) >"$G.28"
	# trick 6 gave W the 2H, trick 7 gave N four hearts
	run hearts-query points "$G.28"
	assert_output "$(printf 'N 4\nE 0\nS 0\nW 1')"
	assert_equal "$(q trick "$G.28")" ""
	assert_equal "$(q turn "$G.28")" N
	hearts-play $(first 52 | cut -d' ' -f29-52) <"$G.28" >"$G.52"
	assert_equal "$(q phase "$G.52")" score
	assert_equal "$(q turn "$G.52")" ""
	run hearts-query points "$G.52"
	assert_output "$(printf 'N 4\nE 4\nS 2\nW 16')"
	# not scored yet: the totals are those before the hand
	assert_equal "$(q scores "$G.52")" "N 0 E 0 S 0 W 0"
}

@test "after the score and the next deal: scores, points, pass, phase" {
	hearts-pass $PASSES <"$G" | hearts-play $TRICKS | hearts-score >"$G.s"
	assert_equal "$(q phase "$G.s")" deal
	assert_equal "$(q scores "$G.s")" "N 4 E 4 S 2 W 16"
	assert_equal "$(q points "$G.s")" "N 4 E 4 S 2 W 16"
	assert_equal "$(q turn "$G.s")" ""
	assert_equal "$(q winner "$G.s")" ""
	hearts-deal <"$G.s" >"$G.2"
	assert_equal "$(q phase "$G.2")" pass
	assert_equal "$(q pass "$G.2")" "right 3"
	assert_equal "$(q scores "$G.2")" "N 4 E 4 S 2 W 16"
	assert_equal "$(q points "$G.2")" "N 0 E 0 S 0 W 0"
	assert_equal "$(q played "$G.2")" ""
}

# The moon hand of tests/data/spades-run.txt: N takes every heart and the
# QS; with target=26 E, S and W reach it exactly, and N wins.
MOON="2C JD AC 3C QS 9C AS 2S KS 3D 2H 8H JS 4D 3H 9H TS 5D 4H TH 9S 6D 5H JH
8S 7D 6H QH 7S 8D 7H KH 6S 9D 4C AH 5S TD 5C TC 4S QD 6C JC 3S KD 7C QC 2D AD 8C KC"

@test "a game over: phase, winner, scores" {
	sed 's/target=100/target=26/' "$DATA/spades-run.txt" |
	    hearts-play $MOON | hearts-score >"$G.over"
	assert_equal "$(q phase "$G.over")" over
	run hearts-query winner "$G.over"
	assert_output N
	run hearts-query scores "$G.over"
	assert_output "$(printf 'N 0\nE 26\nS 26\nW 26')"
	assert_equal "$(q turn "$G.over")" ""
	assert_equal "$(hearts-query played "$G.over" | wc -l)" 52
}

@test "a game over: points are the last hand's, as before the game ended" {
	sed 's/target=100/target=26/' "$DATA/spades-run.txt" |
	    hearts-play $MOON >"$G.played"
	assert_equal "$(q points "$G.played")" "N 26 E 0 S 0 W 0"
	hearts-score <"$G.played" >"$G.over"
	assert_equal "$(q points "$G.over")" "N 26 E 0 S 0 W 0"
}

@test "a shared win: winner names both seats" {
	local P17="2C 3D AC 3C QS 9C AS 2S KS 4D 2H 9H JS 5D 4C KH TS 6D 5C AH
	    2D 7D 6C TC 8D 7C JC 9S 9D 8C QC 8S TD 3H KC 7S JD 4H 8H 6S QD 5H TH
	    5S KD 6H JH 4S AD 7H QH 3S"
	sed 's/target=100/target=17/; s/tie=play-on/tie=share/' \
	    "$DATA/spades-run.txt" | hearts-play $P17 | hearts-score >"$G.over"
	run hearts-query winner "$G.over"
	assert_output "$(printf 'S\nW')"
}

@test "seats and pass for two, three and five players" {
	hearts-deal -s 1 -r two-player >"$G.2"
	hearts-deal -s 1 -r three-player >"$G.3"
	hearts-deal -s 1 -r five-player >"$G.5"
	assert_equal "$(q seats "$G.2")" "N E"
	assert_equal "$(q seats "$G.3")" "N E S"
	assert_equal "$(q seats "$G.5")" "N E S W X"
	assert_equal "$(q pass "$G.2")" "left 1"
	assert_equal "$(q pass "$G.3")" "left 3"
	assert_equal "$(q turn "$G.5")" "N E S W X"
	assert_equal "$(hearts-query -p X hand "$G.5" | wc -l)" 10
	assert_equal "$(hearts-query -p S hand "$G.3" | wc -l)" 17
	assert_equal "$(q scores "$G.2")" "N 0 E 0"
}

# bats test_tags=slow
@test "a hold hand: pass says hold 0, and play begins at once" {
	# two players: hand 2 holds
	local f=$DATA/two-player-low-club.txt
	# play hand 1 out, each seat its lowest legal card
	cp "$f" "$G.h"
	while [[ $(hearts-query phase "$G.h") == play ]]; do
		hearts-play "$(hearts-query legal "$G.h" | head -n 1)" <"$G.h" >"$G.n"
		mv "$G.n" "$G.h"
	done
	hearts-score <"$G.h" | hearts-deal >"$G.hold"
	assert_equal "$(q pass "$G.hold")" "hold 0"
	assert_equal "$(q phase "$G.hold")" play
	assert_equal "$(hearts-query hand "$G.hold" | wc -l)" 13
}

@test "reading the record from a file operand, from stdin and from -" {
	assert_equal "$(hearts-query -p W hand "$G" | xargs)" \
	    "2C 5C QC AC 9D KD 6H 7H TH 2S 3S 6S KS"
	assert_equal "$(hearts-query -p W hand <"$G" | xargs)" \
	    "2C 5C QC AC 9D KD 6H 7H TH 2S 3S 6S KS"
	assert_equal "$(hearts-query -p W hand - <"$G" | xargs)" \
	    "2C 5C QC AC 9D KD 6H 7H TH 2S 3S 6S KS"
	# the file, not stdin, is read
	run --separate-stderr hearts-query phase "$G" </dev/null
	assert_success
	assert_output pass
}

@test "usage: an unknown question" {
	run --separate-stderr hearts-query score "$G"
	refuses_usage "^hearts-query: 'score' is not a question\$"
	run --separate-stderr hearts-query "$G"
	refuses_usage "is not a question"
}

@test "usage: no question, or two" {
	run --separate-stderr hearts-query <"$G"
	refuses_usage '^hearts-query: ask one question$'
	run --separate-stderr hearts-query phase "$G" "$G"
	refuses_usage 'ask one question'
}

@test "usage: -p names no seat of the game" {
	run --separate-stderr hearts-query -p X hand "$G"
	refuses_usage '^hearts-query: -p X: no such seat in a game of 4$'
	run --separate-stderr hearts-query -p Z legal "$G"
	refuses_usage '^hearts-query: -p Z: no such seat in a game of 4$'
	hearts-deal -s 1 -r two-player >"$G.2"
	run --separate-stderr hearts-query -p S hand "$G.2"
	refuses_usage 'no such seat in a game of 2'
}

@test "usage: hand or legal with nobody to play and no -p" {
	run --separate-stderr hearts-query hand "$G"
	refuses_usage '^hearts-query: nobody is to play: name a seat with -p$'
	run --separate-stderr hearts-query legal "$G"
	refuses_usage 'nobody is to play'
	hearts-pass $PASSES <"$G" | hearts-play $TRICKS >"$G.done"
	run --separate-stderr hearts-query hand "$G.done"
	refuses_usage 'nobody is to play'
}

@test "a file that cannot be opened: 66" {
	run --separate-stderr hearts-query phase "$BATS_TEST_TMPDIR/no-such-file"
	refuses 66 "^hearts-query: $BATS_TEST_TMPDIR/no-such-file: No such file or directory\$"
}

@test "a bad record: 65, with the file and line; empty input: 65" {
	sed 's/^deal E 3C/deal E 2C/' "$G" >"$G.bad"
	run --separate-stderr hearts-query phase "$G.bad"
	refuses 65 "^hearts-query: $G.bad:8: (.*: )?2C is dealt twice: E has it \\(line 6\\)\$"
	run --separate-stderr hearts-query phase </dev/null
	refuses 65 '^hearts-query: <stdin>: no game record to read$'
}

@test "a write error on stdout: 74" {
	[[ -w /dev/full ]] || skip "no /dev/full"
	run --separate-stderr bash -c 'hearts-query seats "$1" >/dev/full' _ "$G"
	assert_equal "$status" 74
	[[ "$stderr" =~ ^hearts-query:\ stdout: ]]
}

# bats test_tags=slow
@test "a stream of records: an answer for each, apart by an empty line; a bad one reported and skipped (issue 36)" {
	cd "$BATS_TEST_TMPDIR"
	hearts-match -s 7 -d 3 -f match.txt random simple random simple > /dev/null
	# one process, an answer block a game, in the order of the file
	run --separate-stderr hearts-query winner match.txt
	assert_success
	assert_equal "$stderr" ""
	want=$(for k in $(seq 0 11); do [ "$k" -gt 0 ] && echo; hearts-select -g "$k" match.txt | hearts-query winner; done)
	assert_output "$want"
	# blocks of several lines: each game's seats, 12 games
	run hearts-query seats match.txt
	assert_equal "${#lines[@]}" 48
	run sh -c 'hearts-query seats match.txt | grep -c "^$"'
	assert_output 11
	# a hand between two games: answered as it stands
	{ hearts-select -g 0 match.txt; hearts-deal -s 5; hearts-select -g 1 match.txt; } > three.txt
	run hearts-query phase three.txt
	assert_output $'over\n\npass\n\nover'
	# a bad record in the middle: said with its line, skipped, status 65
	{ hearts-deal -s 1; hearts-deal -s 2 | sed 's/^seed 2$/seed 3/'; hearts-deal -s 4; } > bad.txt
	run --separate-stderr hearts-query phase bad.txt
	assert_equal "$status" 65
	assert_output $'pass\n\npass'
	[[ $stderr == "hearts-query: bad.txt:"*"this is not the deal of seed 3"* ]] || fail "$stderr"
	assert_equal "${#stderr_lines[@]}" 1
}
