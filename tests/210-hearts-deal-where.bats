#!/usr/bin/env bats
# hearts-deal -N, -w, -L and -x: many first hands, deals that meet a
# condition, the limit that finds out a condition no deal meets, every
# bad condition refused at its word, and the deals of records as games
# of their own.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# holds SEAT CARD...: every record of $output deals SEAT every card.
holds() {
	local seat=$1 c
	shift
	for c in "$@"; do
		[ "$(printf '%s\n' "$output" | grep -c '^hand')" = \
		    "$(printf '%s\n' "$output" | grep "^deal $seat " | grep -cw "$c")" ] ||
		    fail "not every deal gives $seat the $c"
	done
}

@test "-N 20 -w: twenty valid games, each deal meeting the condition" {
	run --separate-stderr hearts-deal -s 1 -N 20 -w 'S has QS and spades(S) <= 3'
	assert_success
	[ "$stderr" = "" ]
	[ "$(printf '%s\n' "$output" | grep -c '^hearts 1$')" = 20 ]
	holds S QS
	# At most two other spades with the queen.
	printf '%s\n' "$output" | awk '$1 == "deal" && $2 == "S" {
		n = 0; for (i = 3; i <= NF; i++) if ($i ~ /S$/) n++
		if (n > 3) exit 1 }'
	# Each record is a legal game with its own seed, to be played on.
	printf '%s\n' "$output" > deals.txt
	run hearts-check -q deals.txt
	assert_success
	[ "$(grep '^seed' deals.txt | sort -u | wc -l)" = 20 ]
}

@test "the same seed and condition give the same deals; another seed others" {
	hearts-deal -s 5 -N 10 -w 'hearts(W) >= 5' > a.txt
	hearts-deal -s 5 -N 10 --where='hearts(W) >= 5' > b.txt
	cmp a.txt b.txt
	hearts-deal -s 6 -N 10 -w 'hearts(W) >= 5' > c.txt
	! cmp -s a.txt c.txt
}

@test "several -w: every one must hold" {
	run hearts-deal -s 3 -N 15 -w 'N has AS' -w 'N has KS' --where 'E has QS'
	assert_success
	holds N AS KS
	holds E QS
}

@test "-N without -w: candidate k is hand 1 of the seed hearts-match gives deal k" {
	hearts-deal -s 42 -N 3 > deals.txt
	hearts-match -s 42 -d 3 -f match.txt random random random random > /dev/null
	# hearts-match's game for deal k (in seating 0) is game 4k.
	for k in 0 1 2; do
		sed -n "/^# game $((4 * k)): /,/^# end of game $((4 * k))\$/p" match.txt |
		    grep -v '^#' | sed -n '/^hand 2 /q;p' |
		    grep '^rules\|^seed\|^hand\|^deal' > want
		awk -v k="$k" '/^hearts /{n++} n == k + 1' deals.txt |
		    grep '^rules\|^seed\|^hand\|^deal' > got
		diff -u want got
	done
}

@test "two, three and five players: their seats, their decks, the cards aside" {
	run hearts-deal -s 1 -n 2 -N 5 -w 'aside has QS'
	assert_success
	[ "$(printf '%s\n' "$output" | grep -c '^aside .*QS')" = 5 ]
	run hearts-deal -s 1 -r five-player -N 5 -w 'X has 3C'
	assert_success
	holds X 3C
	run hearts-deal -s 1 -n 3 -N 5 -w 'clubs(S) >= 8 or voids(S) >= 1'
	assert_success
	printf '%s\n' "$output" > three.txt
	run hearts-check -q three.txt
	assert_success
}

@test "a condition no deal meets ends at the limit: status 2, nothing written" {
	run --separate-stderr hearts-deal -s 1 -L 5000 -w 'S has QS and N has QS'
	refuses 2 '^hearts-deal: found 0 of 1 deals that meet the condition among the first 5000 candidates of seed 1; -L tries more$'
	# A rare one: some found, not enough, still nothing on stdout.
	run --separate-stderr hearts-deal -s 1 -L 1500 -N 5 -w 'spades(N) >= 8'
	refuses 2 '^hearts-deal: found 3 of 5 deals .* among the first 1500 candidates'
	run --separate-stderr hearts-deal -s 1 --limit 2000 -N 5 -w 'spades(N) >= 12'
	refuses 2 'found 0 of 5'
}

# bad CONDITION PATTERN [OPTION...]: -w CONDITION is a usage error whose
# message matches PATTERN.
bad() {
	local cond=$1 pattern=$2
	shift 2
	run --separate-stderr hearts-deal "$@" -w "$cond"
	refuses_usage "^hearts-deal: -w: $pattern"
}

# bats test_tags=slow
@test "bad conditions are refused at the word that is wrong" {
	bad 'S has QZ' 'QZ \(column 7\): not a card: write a rank and a suit, as QS or 10H$'
	bad 'S hsa QS' 'hsa \(column 3\): expected has and a card$'
	bad 'X has QS' 'X \(column 1\): no such seat with 4 players \(seats: N E S W\)$'
	bad 'W has QS' 'W \(column 1\): no such seat with 3 players \(seats: N E S\)$' -n 3
	bad 'S has 2D' '2D \(column 7\): not in the deck of 3 players$' -n 3
	bad 'aside has QS' 'aside \(column 1\): only two players put cards aside$'
	bad 'spades(S) <=' 'the condition ends too soon: expected a number or a count'
	bad 'spades(S) 3' '3 \(column 11\): expected a comparison: < <= = != >= >$'
	bad 'spadez(S) > 3' 'spadez \(column 1\): expected a number or a count'
	bad '(S has QS' 'the condition ends too soon: expected \), and, or or$'
	bad 'S has QS)' '\) \(column 9\): a \) with no \( before it$'
	bad 'S has QS S has KS' 'S \(column 10\): expected and, or, or the end of the condition$'
	bad 'high(S, trumps) > 1' 'trumps \(column 9\): expected a suit'
	bad '' 'the condition ends too soon: expected a condition, as S has QS$'
	# Control bytes are not printed as they are, but escaped.
	bad $'S has \001Q' '\\x01Q \(column 7\): not a card'
	# Too many nots: one reason, its length, not that it ends too soon.
	bad "$(printf '!%.0s' {1..4000})S has QS" 'the condition is too long: more than 256 steps$'
	bad "$(printf 'S has QS and %.0s' {1..200})S has QS" 'and \(column 1674\): the condition is too long$'
	run --separate-stderr hearts-deal -w "$(printf '!%.0s' {1..200})S has QS"
	assert_success
}

@test "bad counts and limits, and options that do not go together" {
	run --separate-stderr hearts-deal -N 0
	refuses_usage '^hearts-deal: -N 0: the count is 1 to 1000000 deals$'
	run --separate-stderr hearts-deal -N 1000001
	refuses_usage '^hearts-deal: -N 1000001: the count is 1 to 1000000 deals$'
	run --separate-stderr hearts-deal -N 2 -L many
	refuses_usage '^hearts-deal: -L many: the limit is a number of candidates, from 1$'
	run --separate-stderr hearts-deal -N 2 -f game.txt
	refuses_usage '^hearts-deal: -N, -w, -L and -B deal new games to stdout: no -f and no file to read$'
	[ ! -e game.txt ]
	run --separate-stderr hearts-deal -x -s 1
	refuses_usage '^hearts-deal: -x reads the deals of records: no -f, -L, -n, -o, -r or -s$'
}

@test "-x: each hand of a match as a game of its own, with its seed and totals" {
	hearts-match -s 9 -d 1 -o target=40 -f match.txt simple simple random random > /dev/null
	run --separate-stderr hearts-deal -x match.txt
	assert_success
	printf '%s\n' "$output" > deals.txt
	# One game for each hand of the match, each a legal record.
	[ "$(grep -c '^hearts 1$' deals.txt)" = "$(grep -c '^hand ' match.txt)" ]
	run hearts-check -q deals.txt
	assert_success
	# Nothing passed or played; a later hand's totals as a set-up.
	! grep -q '^pass\|^trick\|^score' deals.txt
	first=$(grep -m 1 '^seed' match.txt)
	grep -q "^$first\$" deals.txt
	awk '/^hearts /{n++} n == 2' deals.txt > second.txt
	grep -q '^hand 2 pass=right$' second.txt
	totals=$(sed -n '/^# game 0:/,/^# end of game 0$/p' match.txt | grep '^total' | head -n 1)
	grep -qx "$totals" second.txt
	# The deal record plays on as the game did: its next hand is the seed's.
	[ "$(hearts-query phase second.txt)" = pass ]
}

@test "-x -w and -N: only the hands that meet the condition, at most N" {
	hearts-match -s 9 -d 2 -o target=60 -f match.txt simple simple simple simple > /dev/null
	run hearts-deal -x -w 'N has QS' match.txt
	assert_success
	holds N QS
	want=$(grep '^deal N ' match.txt | grep -cw QS)
	[ "$(printf '%s\n' "$output" | grep -c '^hand')" = "$want" ]
	run hearts-deal -x -N 2 -w 'N has QS' < match.txt
	[ "$(printf '%s\n' "$output" | grep -c '^hand')" = 2 ]
	# Several files, in turn, and a deal record's deal is itself.
	hearts-deal -s 4 > one.txt
	run hearts-deal -x one.txt one.txt
	[ "$(printf '%s\n' "$output" | grep -c '^hand')" = 2 ]
	diff -u one.txt <(printf '%s\n' "$output" | sed -n '/^end$/q;p'; echo end)
}

@test "-x refuses a view, a bad record and a missing file" {
	hearts-deal -s 4 | hearts-view -s N > view.txt
	run --separate-stderr hearts-deal -x view.txt
	refuses 65 "^hearts-deal: view.txt:1: a seat's view hides the other seats' cards"
	printf 'hearts 1\nrules players=4\n' > bad.txt
	run --separate-stderr hearts-deal -x bad.txt
	assert_equal "$status" 65
	assert_equal "$output" ""
	run --separate-stderr hearts-deal -x missing.txt
	refuses 66 '^hearts-deal: missing.txt: No such file'
}
