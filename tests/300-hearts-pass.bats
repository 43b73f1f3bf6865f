#!/usr/bin/env bats
# hearts-pass: the cards each seat passes, and when they change hands.

load helper

setup() {
	G=$BATS_TEST_TMPDIR/game
	hearts-deal -s 2026 >"$G"
}

# The cards a seat holds now, one a line, sorted as text (for set
# arithmetic with comm and grep).
held() {
	hearts-query -p "$1" hand "$2" | sort
}

# after_pass FILE SEAT FROM: what SEAT must hold once every seat has passed,
# from the record's last deal and pass lines: its dealt cards, less the
# ones it passed, plus the ones FROM passed.
after_pass() {
	{
		cards_of deal "$1" "$2" | grep -vxF -f <(cards_of pass "$1" "$2")
		cards_of pass "$1" "$3"
	} | sort
}

# cards_of KEYWORD FILE SEAT: the cards of a seat's deal or pass line.
cards_of() {
	awk -v k="$1" -v s="$3" '$1 == k && $2 == s { n = 0; for (i = 3; i <= NF; i++) c[++n] = $i }
	    END { for (i = 1; i <= n; i++) print c[i] }' "$2"
}

# advance FILE: plays the current hand out through the tools (each seat
# passes its highest cards and plays its lowest legal card), scores it and
# deals the next hand into FILE.
advance() {
	local f=$1 n seat card
	local -a args
	if [[ $(hearts-query phase "$f") == pass ]]; then
		n=$(hearts-query pass "$f" | cut -d' ' -f2)
		args=()
		for seat in $(hearts-query seats "$f"); do
			# shellcheck disable=SC2207
			args+=("$seat" $(hearts-query -p "$seat" hand "$f" | tail -n "$n"))
		done
		hearts-pass "${args[@]}" <"$f" >"$f.new" && mv "$f.new" "$f"
	fi
	while [[ $(hearts-query phase "$f") == play ]]; do
		card=$(hearts-query legal "$f" | head -n 1)
		hearts-play "$card" <"$f" >"$f.new" && mv "$f.new" "$f"
	done
	hearts-score <"$f" | hearts-deal >"$f.new" && mv "$f.new" "$f"
}

@test "one seat at a time or all seats in one call: the same record" {
	hearts-pass N QH 7S TS <"$G" | hearts-pass E 9S JS QS |
	    hearts-pass S AH 5S AS | hearts-pass W 3S 6S KS >"$G.one"
	hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS <"$G" >"$G.all"
	# In another order on the command line, and in lower case, too.
	hearts-pass w 3s 6s ks s ah 5s as e 9s js qs n qh 7s 10s <"$G" >"$G.mixed"
	run diff -u "$G.one" "$G.all"
	assert_success
	run diff -u "$G.one" "$G.mixed"
	assert_success
	assert_equal "$(grep -c '^pass ' "$G.all")" 4
	run grep -x 'pass N 7S TS QH' "$G.all"
	assert_failure	# canonical order: by suit, then rank
	run grep -x 'pass N QH 7S TS' "$G.all"
	assert_success
}

@test "the cards change hands only when the last seat has passed" {
	local dealt="3C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS"

	assert_equal "$(hearts-query -p E hand "$G" | xargs)" "$dealt"
	hearts-pass N QH 7S TS <"$G" >"$G.1"
	assert_equal "$(hearts-query -p E hand "$G.1" | xargs)" "$dealt"
	assert_equal "$(hearts-query phase "$G.1")" pass
	hearts-pass E 9S JS QS S AH 5S AS <"$G.1" >"$G.3"
	assert_equal "$(hearts-query -p E hand "$G.3" | xargs)" "$dealt"
	assert_equal "$(hearts-query turn "$G.3")" W
	hearts-pass W 3S 6S KS <"$G.3" >"$G.4"
	assert_equal "$(hearts-query phase "$G.4")" play
	# Pass left: E keeps 10 of its cards and gets what N passed.
	assert_equal "$(hearts-query -p E hand "$G.4" | xargs)" \
	    "3C 9C 4D 6D QD 2H 3H 5H QH 4S 7S 8S TS"
	assert_equal "$(held N "$G.4")" "$(after_pass "$G.4" N W)"
	assert_equal "$(held S "$G.4")" "$(after_pass "$G.4" S E)"
	assert_equal "$(held W "$G.4")" "$(after_pass "$G.4" W S)"
}

# bats test_tags=slow,heavy
@test "a seeded game's hand 2 passes right: each seat's cards go to the seat before it" {
	advance "$G"
	assert_equal "$(hearts-query pass "$G")" "right 3"
	hearts-pass N $(hearts-query -p N hand "$G" | head -n 3) \
	    E $(hearts-query -p E hand "$G" | head -n 3) \
	    S $(hearts-query -p S hand "$G" | head -n 3) \
	    W $(hearts-query -p W hand "$G" | head -n 3) <"$G" >"$G.p"
	assert_equal "$(held W "$G.p")" "$(after_pass "$G.p" W N)"
	assert_equal "$(held N "$G.p")" "$(after_pass "$G.p" N E)"
	assert_equal "$(held E "$G.p")" "$(after_pass "$G.p" E S)"
	assert_equal "$(held S "$G.p")" "$(after_pass "$G.p" S W)"
	# and not left
	[[ "$(held E "$G.p")" != "$(after_pass "$G.p" E N)" ]]
}

# bats test_tags=slow,heavy
@test "a seeded game's hand 3 passes across: N and S swap, E and W swap" {
	advance "$G"
	advance "$G"
	assert_equal "$(hearts-query pass "$G")" "across 3"
	hearts-pass N $(hearts-query -p N hand "$G" | head -n 3) \
	    E $(hearts-query -p E hand "$G" | head -n 3) \
	    S $(hearts-query -p S hand "$G" | head -n 3) \
	    W $(hearts-query -p W hand "$G" | head -n 3) <"$G" >"$G.p"
	assert_equal "$(held S "$G.p")" "$(after_pass "$G.p" S N)"
	assert_equal "$(held N "$G.p")" "$(after_pass "$G.p" N S)"
	assert_equal "$(held E "$G.p")" "$(after_pass "$G.p" E W)"
	assert_equal "$(held W "$G.p")" "$(after_pass "$G.p" W E)"
}

# The passes of hearts(5)'s example, for seed 2026's deal.
PASSES=$EXAMPLE_PASSES

@test "a set-up record's hand 2 passes right: to the seat before" {
	hearts-pass $PASSES <"$DATA/setup-right.txt" >"$G.p"
	assert_equal "$(hearts-query phase "$G.p")" play
	# each seat: its deal, less its pass, plus the pass of the seat after it
	assert_equal "$(hearts-query -p N hand "$G.p" | xargs)" \
	    "6C 7C 8C TC 3D 8D TD AD 9H JH 9S JS QS"
	assert_equal "$(hearts-query -p E hand "$G.p" | xargs)" \
	    "3C 9C 4D 6D QD 2H 3H 5H AH 4S 5S 8S AS"
	assert_equal "$(hearts-query -p S hand "$G.p" | xargs)" \
	    "4C JC KC 2D 5D 7D JD 4H 8H KH 3S 6S KS"
	assert_equal "$(hearts-query -p W hand "$G.p" | xargs)" \
	    "2C 5C QC AC 9D KD 6H 7H TH QH 2S 7S TS"
}

@test "a set-up record's hand 3 passes across: N and S, E and W swap" {
	hearts-pass $PASSES <"$DATA/setup-across.txt" >"$G.p"
	assert_equal "$(hearts-query phase "$G.p")" play
	assert_equal "$(hearts-query -p N hand "$G.p" | xargs)" \
	    "6C 7C 8C TC 3D 8D TD AD 9H JH AH 5S AS"
	assert_equal "$(hearts-query -p E hand "$G.p" | xargs)" \
	    "3C 9C 4D 6D QD 2H 3H 5H 3S 4S 6S 8S KS"
	assert_equal "$(hearts-query -p S hand "$G.p" | xargs)" \
	    "4C JC KC 2D 5D 7D JD 4H 8H QH KH 7S TS"
	assert_equal "$(hearts-query -p W hand "$G.p" | xargs)" \
	    "2C 5C QC AC 9D KD 6H 7H TH 2S 9S JS QS"
}

@test "a set-up record's hand 4 holds: every pass refused, 'hold hand'" {
	run --separate-stderr hearts-query phase "$DATA/setup-hold.txt"
	assert_success
	assert_output play
	run --separate-stderr hearts-pass N 6C 7C 8C <"$DATA/setup-hold.txt"
	refuses 1 '^hearts-pass: hand 4 is a hold hand: nobody passes$'
	run --separate-stderr hearts-pass $PASSES <"$DATA/setup-hold.txt"
	refuses 1 'hold hand'
}

@test "two players pass one card, to the other player" {
	hearts-deal -s 5 -r two-player >"$G"
	assert_equal "$(hearts-query pass "$G")" "left 1"
	local n e
	n=$(hearts-query -p N hand "$G" | tail -n 1)
	e=$(hearts-query -p E hand "$G" | head -n 1)
	hearts-pass N "$n" E "$e" <"$G" >"$G.p"
	assert_equal "$(hearts-query phase "$G.p")" play
	assert_equal "$(held N "$G.p")" "$(after_pass "$G.p" N E)"
	assert_equal "$(held E "$G.p")" "$(after_pass "$G.p" E N)"
	hearts-query -p E hand "$G.p" | grep -qx "$n"
	! hearts-query -p N hand "$G.p" | grep -qx "$n"
}

@test "two players: a pass of three cards is refused" {
	hearts-deal -s 5 -r two-player >"$G"
	run --separate-stderr hearts-pass N $(hearts-query -p N hand "$G" | head -n 3) <"$G"
	refuses 1 '^hearts-pass: N must pass 1 card, not 3$'
}

@test "three players pass three cards to the left" {
	hearts-deal -s 5 -r three-player >"$G"
	assert_equal "$(hearts-query pass "$G")" "left 3"
	hearts-pass N $(hearts-query -p N hand "$G" | tail -n 3) \
	    E $(hearts-query -p E hand "$G" | tail -n 3) \
	    S $(hearts-query -p S hand "$G" | tail -n 3) <"$G" >"$G.p"
	assert_equal "$(hearts-query phase "$G.p")" play
	assert_equal "$(hearts-query -p N hand "$G.p" | wc -l)" 17
	assert_equal "$(held E "$G.p")" "$(after_pass "$G.p" E N)"
	assert_equal "$(held S "$G.p")" "$(after_pass "$G.p" S E)"
	assert_equal "$(held N "$G.p")" "$(after_pass "$G.p" N S)"
}

# bats test_tags=slow
@test "five players pass three cards to the left" {
	hearts-deal -s 5 -r five-player >"$G"
	assert_equal "$(hearts-query pass "$G")" "left 3"
	run --separate-stderr hearts-pass N $(hearts-query -p N hand "$G" | tail -n 1) <"$G"
	refuses 1 'N must pass 3 cards, not 1'
	hearts-pass N $(hearts-query -p N hand "$G" | tail -n 3) \
	    E $(hearts-query -p E hand "$G" | tail -n 3) \
	    S $(hearts-query -p S hand "$G" | tail -n 3) \
	    W $(hearts-query -p W hand "$G" | tail -n 3) <"$G" >"$G.4"
	assert_equal "$(hearts-query turn "$G.4")" X
	hearts-pass X $(hearts-query -p X hand "$G" | tail -n 3) <"$G.4" >"$G.p"
	assert_equal "$(hearts-query phase "$G.p")" play
	assert_equal "$(held N "$G.p")" "$(after_pass "$G.p" N X)"
	assert_equal "$(held X "$G.p")" "$(after_pass "$G.p" X W)"
	assert_equal "$(held E "$G.p")" "$(after_pass "$G.p" E N)"
}

# bats test_tags=slow
@test "two players' hand 2 holds: a pass is refused (status 1, 'hold hand')" {
	hearts-deal -s 5 -r two-player >"$G"
	advance "$G"
	assert_equal "$(hearts-query pass "$G")" "hold 0"
	assert_equal "$(hearts-query phase "$G")" play
	run --separate-stderr hearts-pass N "$(hearts-query -p N hand "$G" | head -n 1)" <"$G"
	refuses 1 '^hearts-pass: hand 2 is a hold hand: nobody passes$'
}

@test "refused: a card the seat does not hold" {
	run --separate-stderr hearts-pass N QH 7S 2C <"$G"
	refuses 1 '^hearts-pass: N cannot pass 2C: not in N.s hand$'
}

@test "refused: the same card twice" {
	run --separate-stderr hearts-pass N QH 7S qh <"$G"
	refuses 1 '^hearts-pass: N passes QH twice$'
}

@test "refused: two cards instead of three" {
	run --separate-stderr hearts-pass N QH 7S <"$G"
	refuses 1 '^hearts-pass: N must pass 3 cards, not 2$'
}

@test "refused: four cards instead of three" {
	run --separate-stderr hearts-pass N QH 7S TS 9H <"$G"
	refuses 1 '^hearts-pass: N must pass 3 cards, not 4$'
}

@test "refused: a seat that has already passed" {
	hearts-pass N QH 7S TS <"$G" >"$G.1"
	run --separate-stderr hearts-pass N 6C 7C 8C <"$G.1"
	refuses 1 '^hearts-pass: N has already passed$'
	run --separate-stderr hearts-pass E 9S JS QS N 6C 7C 8C <"$G.1"
	refuses 1 'N has already passed'
}

@test "refused: a pass once play has begun" {
	hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS <"$G" >"$G.p"
	run --separate-stderr hearts-pass N 6C 7C 8C <"$G.p"
	refuses 1 '^hearts-pass: every seat has passed and the cards have changed hands$'
	hearts-play 2C <"$G.p" >"$G.1"
	run --separate-stderr hearts-pass N 6C 7C 8C <"$G.1"
	refuses 1 'play has begun'
}

@test "usage: no arguments" {
	run --separate-stderr hearts-pass <"$G"
	refuses_usage '^hearts-pass: name a seat and the cards it passes$'
}

@test "usage: a card before any seat" {
	run --separate-stderr hearts-pass QH N 7S TS <"$G"
	refuses_usage 'name the seat before its cards'
}

@test "usage: a word that is neither a seat nor a card" {
	run --separate-stderr hearts-pass N QH 7S ZZ <"$G"
	refuses_usage "^hearts-pass: 'ZZ' is neither a seat nor a card \\(cards are written 2C, TD, QS; or 10h, Q♠\\)$"
	run --separate-stderr hearts-pass N QH 7S 1S <"$G"
	refuses_usage "'1S' is neither a seat nor a card"
	# the command line is judged before the record is read: 64, not 65
	run --separate-stderr hearts-pass N QH 7S TS bogusword < /dev/null
	refuses_usage "'bogusword' is neither a seat nor a card"
	run --separate-stderr hearts-pass QH N 7S TS < /dev/null
	refuses_usage 'name the seat before its cards'
}

@test "usage: a seat named twice" {
	run --separate-stderr hearts-pass N QH 7S TS n 9H <"$G"
	refuses_usage '^hearts-pass: N is named twice$'
}

@test "usage: a seat with no cards" {
	run --separate-stderr hearts-pass N E 9S JS QS <"$G"
	refuses_usage '^hearts-pass: N passes no cards$'
	run --separate-stderr hearts-pass E 9S JS QS N <"$G"
	refuses_usage 'N passes no cards'
}

@test "usage: seat X in a four-player game" {
	run --separate-stderr hearts-pass X QH 7S TS <"$G"
	refuses_usage "^hearts-pass: X: no such seat in a game of 4$"
}

@test "empty input is a bad record (65)" {
	run --separate-stderr hearts-pass N QH 7S TS </dev/null
	refuses 65 '^hearts-pass: <stdin>: no game record to read$'
}

@test "all or nothing: a bad second seat writes no pass at all" {
	run --separate-stderr hearts-pass N QH 7S TS E 9S JS 2C <"$G"
	refuses 1 '^hearts-pass: E cannot pass 2C: not in E.s hand$'
	run --separate-stderr hearts-pass N QH 7S TS E 9S JS <"$G"
	refuses 1 'E must pass 3 cards, not 2'
	# and the record itself still has nobody passed
	assert_equal "$(hearts-query turn "$G" | xargs)" "N E S W"
}

@test "a file operand, or -, is read and the record written to stdout" {
	hearts-pass N QH 7S TS < "$G" > "$BATS_TEST_TMPDIR/want"
	run --separate-stderr hearts-pass "$G" N QH 7S TS
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/want")"
	run --separate-stderr hearts-pass - N QH 7S TS < "$G"
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/want")"
	cmp "$G" <(hearts-deal -s 2026)
	# the bots pass, then play the hand out
	run --separate-stderr hearts-pass -b NESW=simple -S 1 "$G"
	assert_success
	assert_equal "$(hearts-query phase <<< "$output")" score
}

@test "the first operand is a seat or a card when it reads as one, even if a file has its name" {
	cd "$BATS_TEST_TMPDIR"
	cp "$G" N
	run --separate-stderr hearts-pass N QH 7S TS < "$G"
	assert_success
	assert_output "$(hearts-pass N QH 7S TS < "$G")"
	run --separate-stderr hearts-pass ./N N QH 7S TS
	assert_success
	assert_output "$(hearts-pass N QH 7S TS < "$G")"
}

@test "usage: a record operand and -f, or a word that is no seat, card or file" {
	run --separate-stderr hearts-pass -f "$G" "$G" N QH 7S TS
	refuses_usage "one record file at a time"
	run --separate-stderr hearts-pass ZZ N QH 7S TS < "$G"
	refuses_usage "^hearts-pass: 'ZZ' is neither a seat nor a card \\(cards are written 2C, TD, QS; or 10h, Q♠\\) and no file has that name$"
}
