#!/usr/bin/env bats
# Black Maria through the tools: the preset's deal (17 cards, the 2C
# out), the pass to the right, the first lead from the left of each
# hand's dealer with any card, the K♠ 10 and A♠ 7 in every score and
# condition, a whole game to its end, and a record that breaks the rules
# refused with its line.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR" || exit 1
}

# pass_first FILE: each seat passes the first three cards it holds, and
# the record, play not begun, is printed.
pass_first() {
	local game seat
	game=$(cat "$1")
	for seat in N E S; do
		# shellcheck disable=SC2046
		game=$(hearts-pass - "$seat" $(hearts-query -p "$seat" hand <<< "$game" | head -n 3) <<< "$game") || return
	done
	printf '%s\n' "$game"
}

@test "the deal: three players, 17 cards each, the 2♦ in and the 2♣ out" {
	hearts-deal -r black-maria -s 1 > g
	grep -qx 'rules players=3 queen-breaks-hearts=no moon=none jack-of-diamonds=off target=100 tie=play-on pass=right first-lead=left-of-dealer first-trick-points=yes hearts-must-break=no penalty-spades=on left-out=2C' g
	assert_equal "$(grep -c '^deal ' g)" 3
	for seat in N E S; do
		assert_equal "$(hearts-query -p $seat hand g | wc -l)" 17
	done
	run grep -c ' 2C\b' g
	assert_output 0
	assert_equal "$(grep '^deal ' g | grep -c ' 2D\b')" 1
	assert_equal "$(hearts-query pass g)" "right 3"
}

@test "the pass goes right; then N, left of hand 1's dealer, leads any card, a heart too" {
	hearts-deal -r black-maria -s 1 > g
	pass_first g > p
	# N's cards went to S, its right
	passed=$(awk '$1 == "pass" && $2 == "N" { $1 = $2 = ""; print }' p | xargs)
	[ -n "$passed" ]
	for card in $passed; do
		hearts-query -p S hand p | grep -qw "$card" || fail "S did not get $card"
	done
	assert_equal "$(hearts-query phase p)" play
	assert_equal "$(hearts-query turn p)" N
	# every card N holds may lead, whatever the suit
	assert_equal "$(hearts-query legal p | sort)" "$(hearts-query -p N hand p | sort)"
	heart=$(hearts-query -p N hand p | tr ' ' '\n' | grep 'H$' | head -n 1)
	[ -n "$heart" ] || skip "N holds no heart"
	run --separate-stderr hearts-play p "$heart"
	assert_success
}

@test "a hand played out scores 43, the K♠ and A♠ among the points; hand 2 is led by E" {
	hearts-deal -r black-maria -s 3 > g
	for step in pass play score; do
		case $step in
		pass) hearts-pass -b NES=simple g > g2 ;;
		play) hearts-play -b NES=simple g > g2 ;;
		score) hearts-score g > g2 ;;
		esac
		mv g2 g
	done
	# the hand is scored: its points sum to 43 and there is no moon line
	run awk '$1 == "score" { for (i = 2; i <= NF; i++) { split($i, kv, "="); s += kv[2] } print s }' g
	assert_output 43
	run grep -c '^moon' g
	assert_output 0
	# hearts-show names whoever took the K♠ and the A♠
	run hearts-show -l g
	assert_success
	assert_output --regexp 'K♠|KS'
	assert_output --regexp 'A♠|AS'
	# hand 2: E leads (the deal moved left)
	hearts-deal g > g2
	pass_first g2 > g3
	assert_equal "$(hearts-query turn g3)" E
	trick=$(hearts-play -b NES=simple g3 | awk '/^hand 2/ { on = 1 } on && /^trick / { print; exit }')
	assert_equal "${trick:0:7}" "trick E"
}

@test "a whole game of Black Maria through the tools, every hand 43 points" {
	tools_game -r black-maria -s 5 > g
	hearts-check g
	assert_equal "$(hearts-query phase g)" over
	run awk '$1 == "score" { s = 0; for (i = 2; i <= NF; i++) { split($i, kv, "="); s += kv[2] } if (s != 43) bad++ } END { print bad + 0 }' g
	assert_output 0
	# four and five players: the deck whole, and without the 2♣ and 2♦
	tools_game -r black-maria -n 4 -o target=50 -s 5 > g4
	hearts-check g4
	grep -q '^rules players=4 .* penalty-spades=on$' g4
	tools_game -r black-maria -n 5 -o target=50 -s 5 > g5
	hearts-check g5
}

@test "a first lead from the wrong seat, and a 2♣ in the deck, are refused with their line" {
	hearts-deal -r black-maria -s 1 > g
	pass_first g > p
	hearts-play -b NES=simple p > q
	# the first trick said to be led by E
	sed '0,/^trick N /s/^trick N /trick E /' q > bad
	run --separate-stderr hearts-check bad
	assert_failure 65
	assert_output ""
	[[ ${stderr_lines[0]} =~ ^hearts-check:\ bad:[0-9]+:\ game\ 0,\ hand\ 1,\ trick\ 1:\ E\ leads\ the\ first\ trick:\ N,\ left\ of\ this\ hand\'s\ dealer,\ leads\ it$ ]] ||
	    fail "stderr: $stderr"
	# the 2♦ dealt written as the 2♣, which three players leave out
	sed '0,/^deal \(.*\) 2D /s//deal \1 2C /' g > club
	run --separate-stderr hearts-check club
	assert_failure 65
	assert_output ""
	[[ ${stderr_lines[0]} == "hearts-check: club:"*": game 0, hand 1: 2C is not in the three-player deck (left-out=2C)" ]] ||
	    fail "stderr: $stderr"
}

@test "conditions count the K♠ 10 and the A♠ 7" {
	# holding the three spades is 30 points under Black Maria, 13 else
	run --separate-stderr hearts-deal -r black-maria -s 2 -N 1 -L 20000 -w 'count(N, QS KS AS) == 3 and points(N) < 30'
	assert_failure 2
	assert_output ""
	run --separate-stderr hearts-deal -n 3 -s 2 -N 1 -L 20000 -w 'count(N, QS KS AS) == 3 and points(N) < 30'
	assert_success
	run --separate-stderr hearts-deal -r black-maria -s 2 -N 1 -L 20000 -w 'count(N, QS KS AS) == 3 and points(N) >= 30'
	assert_success
	# the 2♣ is out of Black Maria's deck, and the message says why
	run --separate-stderr hearts-deal -r black-maria -w 'S has 2C'
	assert_failure 64
	assert_output ""
	[[ ${stderr_lines[0]} == *"2C (column 7): not in the deck of 3 players (left-out=2C)" ]] || fail "stderr: $stderr"
}

@test "hearts-select and hearts-export: the preset and left-out found, the rules cell whole, every first lead legal" {
	hearts-match -r black-maria -d 2 -s 2 -f bm.txt simple simple simple > /dev/null
	hearts-match -n 3 -d 2 -s 2 -f plain.txt simple simple simple > /dev/null
	hearts-match -n 3 -o left-out=2C -d 2 -s 2 -f club.txt simple simple simple > /dev/null
	cat bm.txt plain.txt club.txt > all.txt
	assert_equal "$(hearts-select -C -r black-maria all.txt)" 6
	assert_equal "$(hearts-select -C -o left-out=2C all.txt)" 12
	assert_equal "$(hearts-select -C -o left-out=2D all.txt)" 6
	# the rows hold the rules whole: read back, every hand a good record
	# of Black Maria's rules
	hearts-export bm.txt | hearts-export -R > back.txt
	hearts-check -q back.txt
	assert_equal "$(grep -c '^rules .* penalty-spades=on left-out=2C$' back.txt)" "$(grep -c '^hand ' bm.txt)"
	# the first card of each hand, led from the left of the dealer, is
	# among the legal cards its row gives
	run awk -F'\t' 'NR == 1 { for (i = 1; i <= NF; i++) at[$i] = i; next }
		$at["trick"] == 1 && $at["order"] == 1 && index(" " $at["legal"] " ", " " $at["card"] " ") == 0 { print }' \
	    <(hearts-export -e card bm.txt)
	assert_success
	assert_output ""
}
