#!/usr/bin/env bats
# hearts-score: points, the moon, the jack of diamonds and the end of the
# game, on hands of tests/data/spades-run.txt played card by card.

load helper

# Three ways to play tests/data/spades-run.txt (see its comment), as the
# cards in the order played.  In every one S takes trick 1 with the AC and
# leads its QS to N's AS.
#
# P17: N then takes 2H 9H, KH and AH on three spade leads, and leads the
# 2D to E, who takes every other trick with the nine other hearts and the
# JD: N holds Q♠ 2♥ 9♥ K♥ A♥ = 17 (hearts-rules(7)), E 9.
P17="2C 3D AC 3C  QS 9C AS 2S  KS 4D 2H 9H  JS 5D 4C KH  TS 6D 5C AH
     2D 7D 6C TC  8D 7C JC 9S  9D 8C QC 8S  TD 3H KC 7S  JD 4H 8H 6S
     QD 5H TH 5S  KD 6H JH 4S  AD 7H QH 3S"
# MOON: E discards the JD on trick 1 (S takes it); N leads every spade and
# takes all 13 hearts and the QS; E takes the last trick, with no points.
MOON="2C JD AC 3C  QS 9C AS 2S  KS 3D 2H 8H  JS 4D 3H 9H  TS 5D 4H TH
      9S 6D 5H JH  8S 7D 6H QH  7S 8D 7H KH  6S 9D 4C AH  5S TD 5C TC
      4S QD 6C JC  3S KD 7C QC  2D AD 8C KC"
# NEAR: as MOON, but S keeps its 7H for the last trick, which E takes: N
# misses a single heart.
NEAR="2C JD AC 3C  QS 9C AS 2S  KS 3D 2H 8H  JS 4D 3H 9H  TS 5D 4H TH
      9S 6D 5H JH  8S 7D 6H QH  7S 8D 8C KH  6S 9D 4C AH  5S TD 5C TC
      4S QD 6C JC  3S KD 7C QC  2D AD 7H KC"

setup() {
	G=$BATS_TEST_TMPDIR/game
}

# play OPTIONS PLAYS: the spades-run hand under changed rules (sed
# expressions on the rules line, e.g. moon=subtract), played out.
play() {
	local rules=$1
	shift
	sed "/^rules /{$rules}" "$DATA/spades-run.txt" | hearts-play $@
}

# result FILE: the moon, score, total and winner lines of a record.
result() {
	grep -E '^(moon|score|total|winner) ' "$1"
}

@test "taking the QS, 2H, 9H, KH and AH scores 17" {
	play "" $P17 >"$G.played"
	run grep -xE 'trick (S QS 9C AS 2S|N KS 4D 2H 9H|N JS 5D 4C KH|N TS 6D 5C AH)' "$G.played"
	assert_equal "${#lines[@]}" 4
	run --separate-stderr hearts-score "$G.played"
	assert_success
	assert_line 'score N=17 E=9 S=0 W=0'
	assert_line 'total N=17 E=9 S=0 W=0'
	refute_line --regexp "^moon "
	refute_line --regexp "^winner "
}

@test "one player takes every heart and the QS: 0 for them, 26 for the others" {
	play "" $MOON | hearts-score >"$G.s"
	run result "$G.s"
	assert_output "$(printf '%s\n' 'moon N' 'score N=0 E=26 S=26 W=26' \
	    'total N=0 E=26 S=26 W=26')"
	# the points taken, before the moon
	play "" $MOON >"$G.p"
	assert_equal "$(hearts-query points "$G.p" | xargs)" "N 26 E 0 S 0 W 0"
}

@test "moon=subtract: the shooter -26, the others 0" {
	play "s/moon=add/moon=subtract/" $MOON | hearts-score >"$G.s"
	run result "$G.s"
	assert_output "$(printf '%s\n' 'moon N' 'score N=-26 E=0 S=0 W=0' \
	    'total N=-26 E=0 S=0 W=0')"
}

@test "all hearts but one and the QS: 25, and no moon" {
	play "" $NEAR | hearts-score >"$G.s"
	run result "$G.s"
	assert_output "$(printf '%s\n' 'score N=25 E=1 S=0 W=0' \
	    'total N=25 E=1 S=0 W=0')"
}

@test "jack-of-diamonds=on: -10 to whoever takes it" {
	play "s/jack-of-diamonds=off/jack-of-diamonds=on/" $P17 |
	    hearts-score >"$G.s"
	grep -qx 'trick E JD 4H 8H 6S' "$G.s"	# E took the JD
	run result "$G.s"
	assert_output "$(printf '%s\n' 'score N=17 E=-1 S=0 W=0' \
	    'total N=17 E=-1 S=0 W=0')"
}

@test "jack-of-diamonds=on: -10 also when another seat shoots the moon" {
	play "s/jack-of-diamonds=off/jack-of-diamonds=on/" $MOON |
	    hearts-score >"$G.add"
	run result "$G.add"
	assert_output "$(printf '%s\n' 'moon N' 'score N=0 E=26 S=16 W=26' \
	    'total N=0 E=26 S=16 W=26')"
	play "s/jack-of-diamonds=off/jack-of-diamonds=on/; s/moon=add/moon=subtract/" \
	    $MOON | hearts-score >"$G.sub"
	run result "$G.sub"
	assert_output "$(printf '%s\n' 'moon N' 'score N=-26 E=0 S=-10 W=0' \
	    'total N=-26 E=0 S=-10 W=0')"
}

@test "no-tricks-bonus=on: -5 to a seat that took no trick" {
	# W takes no trick of P17; S takes only the first, with no points.
	play 's/$/ no-tricks-bonus=on/' $P17 | hearts-score >"$G.s"
	run result "$G.s"
	assert_output "$(printf '%s\n' 'score N=17 E=9 S=0 W=-5' \
	    'total N=17 E=9 S=0 W=-5')"
	hearts-check -q "$G.s"
	grep -qx 'rules players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on no-tricks-bonus=on' "$G.s"
}

@test "no-tricks-bonus=on: no -5 in a hand where the moon is shot" {
	# W takes no trick of MOON either, but N shoots (OpenSpiel's reading).
	play 's/$/ no-tricks-bonus=on/' $MOON | hearts-score >"$G.s"
	run result "$G.s"
	assert_output "$(printf '%s\n' 'moon N' 'score N=0 E=26 S=26 W=26' \
	    'total N=0 E=26 S=26 W=26')"
	play 's/$/ no-tricks-bonus=on/; s/moon=add/moon=subtract/' $MOON |
	    hearts-score >"$G.d"
	run result "$G.d"
	assert_output "$(printf '%s\n' 'moon N' 'score N=-26 E=0 S=0 W=0' \
	    'total N=-26 E=0 S=0 W=0')"
}

# bats test_tags=slow
@test "two players: a moon scores 14 to the other player" {
	local f=$DATA/two-player-low-club.txt
	# E holds the higher card of every suit: it takes every trick.
	cp "$f" "$G"
	while [[ $(hearts-query phase "$G") == play ]]; do
		hearts-play "$(hearts-query legal "$G" | head -n 1)" <"$G" >"$G.n"
		mv "$G.n" "$G"
	done
	assert_equal "$(hearts-query points "$G" | xargs)" "N 0 E 14"
	run result <(hearts-score "$G")
	assert_output "$(printf '%s\n' 'moon E' 'score N=14 E=0' 'total N=14 E=0')"
	run result <(sed 's/moon=add/moon=subtract/' "$G" | hearts-score)
	assert_output "$(printf '%s\n' 'moon E' 'score N=0 E=-14' 'total N=0 E=-14')"
}

@test "a total reaching the target exactly ends the game, with a winner" {
	play "s/jack-of-diamonds=off/jack-of-diamonds=on/; s/target=100/target=17/" \
	    $P17 | hearts-score >"$G.s"
	run result "$G.s"
	assert_output "$(printf '%s\n' 'score N=17 E=-1 S=0 W=0' \
	    'total N=17 E=-1 S=0 W=0' 'winner E')"
	assert_equal "$(tail -n 2 "$G.s" | head -n 1)" "winner E"
	assert_equal "$(hearts-query phase "$G.s")" over
	# one point short of the target: the game goes on
	play "s/jack-of-diamonds=off/jack-of-diamonds=on/; s/target=100/target=18/" \
	    $P17 | hearts-score >"$G.18"
	run result "$G.18"
	refute_line --regexp "^winner "
	assert_equal "$(hearts-query phase "$G.18")" deal
	# three seats reach 26 exactly with the moon: N wins
	play "s/target=100/target=26/" $MOON | hearts-score >"$G.26"
	run result "$G.26"
	assert_line 'winner N'
}

@test "a set-up game reaching exactly 100 ends; 99 goes on" {
	# the totals before the hand, as a set-up line after the rules
	sed '/^rules /a total N=83 E=0 S=10 W=20' "$DATA/spades-run.txt" >"$G.setup"
	assert_equal "$(hearts-query scores "$G.setup" | xargs)" "N 83 E 0 S 10 W 20"
	hearts-play $P17 <"$G.setup" | hearts-score >"$G.s"
	run result "$G.s"
	assert_output "$(printf '%s\n' 'total N=83 E=0 S=10 W=20' \
	    'score N=17 E=9 S=0 W=0' 'total N=100 E=9 S=10 W=20' 'winner E')"
	run --separate-stderr hearts-score -t "$G.s"
	assert_success
	assert_output - <<'EOF'
hand       N      E      S      W
start     83      0     10     20
1         17      9      0      0
total    100      9     10     20
winner: E
EOF
	sed '/^rules /a total N=82 E=0 S=10 W=20' "$DATA/spades-run.txt" |
	    hearts-play $P17 | hearts-score >"$G.99"
	run result "$G.99"
	assert_output "$(printf '%s\n' 'total N=82 E=0 S=10 W=20' \
	    'score N=17 E=9 S=0 W=0' 'total N=99 E=9 S=10 W=20')"
	assert_equal "$(hearts-query phase "$G.99")" deal
}

@test "tie=play-on: two seats lowest at the target, no winner, the next hand is dealt" {
	# N reaches 17; S and W share the lowest total, 0.
	play "s/target=100/target=17/" $P17 | hearts-score >"$G.s"
	run result "$G.s"
	assert_output "$(printf '%s\n' 'score N=17 E=9 S=0 W=0' \
	    'total N=17 E=9 S=0 W=0')"
	assert_equal "$(hearts-query phase "$G.s")" deal
	assert_equal "$(hearts-query winner "$G.s")" ""
	run --separate-stderr hearts-deal "$G.s"
	assert_success
	assert_line 'hand 2 pass=right'
	assert_equal "$(grep -c '^deal ' <<<"$output")" 8
}

@test "tie=share: the seats lowest at the target share the win" {
	play "s/target=100/target=17/; s/tie=play-on/tie=share/" $P17 |
	    hearts-score >"$G.s"
	run result "$G.s"
	assert_line 'winner S W'
	assert_equal "$(hearts-query phase "$G.s")" over
	run --separate-stderr hearts-score -t "$G.s"
	assert_success
	assert_line 'winner: S W'
}

@test "refused: a hand that is not finished" {
	run --separate-stderr hearts-score "$DATA/spades-run.txt"
	refuses 1 '^hearts-score: hand 1 is not finished: 0 of 13 tricks played$'
	play "" $(echo $P17 | cut -d' ' -f1-37) >"$G.37"
	run --separate-stderr hearts-score "$G.37"
	refuses 1 '^hearts-score: hand 1 is not finished: 9 of 13 tricks played$'
	hearts-deal -s 2026 >"$G.deal"
	run --separate-stderr hearts-score "$G.deal"
	refuses 1 'hand 1 is not finished: 0 of 13'
}

@test "refused: a hand already scored, and a game over" {
	play "" $P17 | hearts-score >"$G.s"
	run --separate-stderr hearts-score "$G.s"
	refuses 1 '^hearts-score: hand 1 is already scored$'
	play "s/target=100/target=26/" $MOON | hearts-score >"$G.over"
	run --separate-stderr hearts-score "$G.over"
	refuses 1 '^hearts-score: the game is over$'
}

@test "hearts-deal after game over refuses" {
	play "s/target=100/target=26/" $MOON | hearts-score >"$G.over"
	run --separate-stderr hearts-deal "$G.over"
	refuses 1 '^hearts-deal: the game is over: there is no next hand to deal$'
	run --separate-stderr hearts-deal <"$G.over"
	refuses 1 'game is over'
}

# every_tool_refuses FILE PATTERN: each program of the suite refuses the
# record with status 65 and PATTERN.
every_tool_refuses() {
	local cmd
	for cmd in "hearts-deal" "hearts-pass N 2C 3C 4C" "hearts-play 2C" \
	    "hearts-query phase" "hearts-score" "hearts-score -t"; do
		echo "command: $cmd"	# shown if it fails
		# shellcheck disable=SC2086
		run --separate-stderr $cmd <"$1"
		# (the message may name the hand first: "hand 1: ...")
		refuses 65 "^${cmd%% *}: <stdin>:$2"
	done
}

# bats test_tags=slow
@test "a tampered score line is refused by every tool (65)" {
	play "" $P17 | hearts-score >"$G.s"
	assert_equal "$(sed -n 25p "$G.s")" 'score N=17 E=9 S=0 W=0'
	sed 's/^score N=17 /score N=18 /' "$G.s" >"$G.bad"
	every_tool_refuses "$G.bad" \
	    '25: (.*: )?the score says N=18, but the cards give N=17$'
	# the score and the total both changed: the score is still wrong
	sed 's/^score N=17 E=9 /score N=17 E=8 /; s/^total N=17 E=9 /total N=17 E=8 /' \
	    "$G.s" >"$G.bad2"
	every_tool_refuses "$G.bad2" \
	    '25: (.*: )?the score says E=8, but the cards give E=9$'
}

@test "a tampered total line is refused by every tool (65)" {
	play "" $P17 | hearts-score >"$G.s"
	sed 's/^total N=17 E=9 S=0 W=0$/total N=17 E=9 S=0 W=1/' "$G.s" >"$G.bad"
	every_tool_refuses "$G.bad" \
	    '26: (.*: )?the total says W=1, but the cards give W=0$'
}

@test "a moon line where nobody shot the moon is refused (65)" {
	play "" $P17 | hearts-score | sed 's/^score /moon N\nscore /' >"$G.bad"
	run --separate-stderr hearts-query phase "$G.bad"
	refuses 65 '^hearts-query: .*:25: (.*: )?nobody shot the moon in hand 1, but this line says N did$'
}

@test "-t: a table, the moon marked with '*', the winner named" {
	play "s/target=100/target=26/" $MOON | hearts-score >"$G.over"
	run --separate-stderr hearts-score -t "$G.over"
	assert_success
	assert_equal "$stderr" ""
	assert_output - <<'EOF'
hand       N      E      S      W
1          0*    26     26     26
total      0     26     26     26
* shot the moon
winner: N
EOF
}

@test "-t: a hand played out but not scored yet is scored for the table" {
	play "" $P17 >"$G.played"
	run --separate-stderr hearts-score -t "$G.played"
	assert_success
	assert_output - <<'EOF'
hand       N      E      S      W
1         17      9      0      0
total     17      9      0      0
EOF
}

@test "-t: a hand still in play is no error" {
	run --separate-stderr hearts-score -t "$DATA/spades-run.txt"
	assert_success
	assert_output - <<'EOF'
hand       N      E      S      W
no hand scored yet
EOF
}

@test "usage: two files" {
	run --separate-stderr hearts-score "$DATA/spades-run.txt" "$DATA/spades-run.txt"
	refuses_usage '^hearts-score: one record file at a time$'
}
