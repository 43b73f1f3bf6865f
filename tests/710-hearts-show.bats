#!/usr/bin/env bats
# hearts-show: a game drawn for a person.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
	# The example of hearts(5): hand 2 in play, N to lead trick 4.
	sed -n '/^\.Sh EXAMPLES/,/^\.Ed/p' "$TOP/man/hearts.5" |
	    sed '1,/^\.Bd/d;/^\.Ed/d' > game.txt
	hearts-play 7D < game.txt > trick.txt	# E to play, must follow
}

@test "plain ASCII in a C locale: hands by suit, the last trick, the scores" {
	LC_ALL=C run --separate-stderr hearts-show game.txt
	assert_success
	assert_line --index 0 "hand 2, pass right: trick 4 of 13, N to play"
	# the suits in the record's order: clubs, diamonds, hearts, spades
	assert_line --index 1 "  N> D 7 8 9 10 A  H 3 7  S 8 K A      took -"
	assert_line --index 5 "  trick 3: W JC N KC E 4D S 8C   N took it"
	assert_line "total      4      4      2     16"
	[[ "$output" != *$'\033'* ]] || fail "escape sequences in plain output"
	LC_ALL=C grep -q '[^ -~]' <<< "$output" && fail "non-ASCII in plain output"
	true
}

@test "-c: red hearts and diamonds, suit symbols, the unplayable cards dimmed" {
	run hearts-show -c trick.txt
	assert_success
	assert_output --partial $'\033[31m\xe2\x99\xa6 5 K\033[0m'
	# E must follow diamonds: its spades and hearts are dimmed, not its diamonds.
	assert_line --partial $'  E> \033[31m\xe2\x99\xa6 5 K\033[0m  \033[31m\xe2\x99\xa5 \033[2m5\033[0m'
	assert_line --partial $'\033[0m  \xe2\x99\xa0 \033[2m6\033[0m \033[2m9\033[0m \033[2mQ\033[0m'
	run hearts-show -c game.txt
	# Nobody but the seat to play has cards dimmed.
	[ "$(grep -c $'\033\\[2m' <<< "$output")" -eq 1 ]
}

@test "-u: suit symbols without colour" {
	run hearts-show -u trick.txt
	assert_line --index 5 $'  trick 4: N 7\xe2\x99\xa6'
	[[ "$output" != *$'\033'* ]]
}

@test "a terminal gets colour, unless NO_COLOR is set" {
	command -v script > /dev/null || skip "no script(1) to make a terminal"
	run script -qec "hearts-show $BATS_TEST_TMPDIR/game.txt" /dev/null
	assert_output --partial $'\033[31m'
	run env NO_COLOR=1 script -qec "hearts-show $BATS_TEST_TMPDIR/game.txt" /dev/null
	assert_success
	[[ "$output" != *$'\033['* ]] || fail "colour despite NO_COLOR"
	# NO_COLOR takes the colour away, not the symbols
	assert_output --partial "N> ♦ 7 8 9 10 A  ♥ 3 7  ♠ 8 K A"
}

# bats test_tags=slow
@test "symbols when the locale's character set is UTF-8, letters otherwise; -u and -l force either" {
	LC_ALL=C.UTF-8 run --separate-stderr hearts-show game.txt
	assert_line --index 1 "  N> ♦ 7 8 9 10 A  ♥ 3 7  ♠ 8 K A      took -"
	assert_line --index 5 "  trick 3: W J♣ N K♣ E 4♦ S 8♣   N took it"
	LC_ALL=C run --separate-stderr hearts-show game.txt
	assert_line --index 1 "  N> D 7 8 9 10 A  H 3 7  S 8 K A      took -"
	LC_ALL=C run --separate-stderr hearts-show -u game.txt
	assert_line --index 1 "  N> ♦ 7 8 9 10 A  ♥ 3 7  ♠ 8 K A      took -"
	LC_ALL=C.UTF-8 run --separate-stderr hearts-show --letters game.txt
	assert_line --index 1 "  N> D 7 8 9 10 A  H 3 7  S 8 K A      took -"
	LC_ALL=C.UTF-8 run --separate-stderr hearts-show -p game.txt
	assert_line --index 5 "  trick 3: W JC N KC E 4D S 8C   N took it"
	# a record is the same whatever the locale
	cmp <(LC_ALL=C hearts-play 7D game.txt) <(LC_ALL=C.UTF-8 hearts-play 7D game.txt)
	run --separate-stderr hearts-show -u -l game.txt
	refuses_usage 'one of them'
}

@test "-s: a seat sees its own hand and only counts of the others" {
	run hearts-show -s E game.txt
	assert_success
	assert_line --index 1 --regexp '^  N> 10 cards +took -$'
	assert_line --index 2 --partial "  E  ♦ 5 K  ♥ 5 6 9 10 Q  ♠ 6 9 Q"
	assert_line --index 3 --regexp '^  S  10 cards'
	assert_line --index 4 --regexp '^  W  10 cards'
}

@test "-s: a view holds no card its seat cannot know" {
	# Hand 1 passes left.  Before a card is played, E sees its own pass
	# and what N passed to it, nothing of the other passes.
	hearts-deal -s 2026 | hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS > passed.txt
	run hearts-show -l -s E passed.txt
	assert_success
	assert_line "  E passed to S: S 9 J Q"
	assert_line "  N passed to E: H Q  S 7 10"
	refute_line --partial "S passed"
	refute_line --partial "W passed"
	run hearts-show -l -s N passed.txt
	assert_line "  N passed to E: H Q  S 7 10"
	assert_line "  W passed to N: S 3 6 K"
	refute_line --partial "E passed"
	refute_line --partial "S passed"
	# While others are still choosing, nobody sees a pass but their own.
	hearts-deal -s 2026 | hearts-pass N QH 7S TS > half.txt
	run hearts-show -s E half.txt
	refute_line --partial "passed"
}

# bats test_tags=slow,heavy
@test "-a: the whole game trick by trick, each with who took it" {
	"$TOP/examples/play-game.sh" -s 4 -r two-player > whole.txt
	run hearts-show -a whole.txt
	assert_success
	hands=$(grep -c '^hand' whole.txt)
	tricks=$(grep -c '^trick' whole.txt)
	[ "$(grep -c '^hand [0-9]*, ' <<< "$output")" -eq "$hands" ]
	[ "$(grep -c '^  trick ' <<< "$output")" -eq "$tricks" ]
	[ "$(grep -c ' takes it' <<< "$output")" -eq "$tricks" ]
	assert_line --regexp '^winner: [NE]$'
}

@test "-a -s: the replay of a view hides the other deals" {
	run hearts-show -a -s N game.txt
	assert_success
	assert_line "  E  13 cards"
	refute_line --regexp '^  E  C '
}

# bats test_tags=slow
@test "usage errors" {
	run --separate-stderr hearts-show -c -p game.txt
	refuses_usage 'one of them'
	run --separate-stderr hearts-show -s Z game.txt
	refuses_usage '-s Z: no such seat'
	run --separate-stderr hearts-show game.txt game.txt
	refuses_usage 'one record file'
	run --separate-stderr hearts-show < /dev/null
	refuses 65 'no game record'
}
