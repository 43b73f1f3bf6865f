#!/usr/bin/env bats
# hearts-view: a seat's view of a record, read back by the other programs.

load helper

setup() {
	G=$BATS_TEST_TMPDIR/game
	# Seed 2026, hand 1 of hearts(5)'s EXAMPLES: just dealt, every seat
	# passed (W holds the 2C), and played out.
	hearts-deal -s 2026 >"$G"
	hearts-pass $EXAMPLE_PASSES <"$G" >"$G.p"
	# shellcheck disable=SC2086 # one word per card
	hearts-play $EXAMPLE_CARDS <"$G.p" >"$G.done"
}

# q ARGS...: hearts-query's answer on one line; if it fails, a line that
# names the arguments, so that two failures never compare equal.
q() {
	local out
	out=$(hearts-query "$@") || { echo "hearts-query $* failed"; return 1; }
	echo $out
}

# shown KEYWORD FILE: the seats whose KEYWORD lines show cards, not ??.
shown() {
	grep "^$1 " "$2" | grep -v '??' | cut -d' ' -f2 | xargs
}

# hidden KEYWORD FILE: the seats whose KEYWORD lines are all ??.
hidden() {
	grep -E "^$1 [NESWX]( \?\?)+\$" "$2" | cut -d' ' -f2 | xargs
}

# first N: the first N cards of hand 1's tricks.
first() {
	echo $EXAMPLE_CARDS | cut -d' ' -f1-"$1"
}

@test "a hand just dealt: the seat's own deal, ?? for the others, no seed" {
	run --separate-stderr hearts-view -s E "$G"
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(printf '%s\n' 'hearts 1' 'view E' \
	    'rules players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on' \
	    'hand 1 pass=left' \
	    'deal N ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??' \
	    'deal E 3C 9C 4D 6D QD 2H 3H 5H 4S 8S 9S JS QS' \
	    'deal S ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??' \
	    'deal W ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??' 'end')"
	# the record had a seed; the view has none
	grep -q '^seed 2026$' "$G"
	refute_line --regexp '^seed'
}

# bats test_tags=slow
@test "every seat's view shows its own deal and no other card" {
	for s in N E S W; do
		hearts-view -s "$s" "$G" >"$G.$s"
		assert_equal "$(sed -n 2p "$G.$s")" "view $s"
		assert_equal "$(shown deal "$G.$s")" "$s"
		assert_equal "$(grep "^deal $s " "$G.$s")" "$(grep "^deal $s " "$G")"
		assert_equal "$(grep -c '??' "$G.$s")" 3
		# no card but its own: 13 cards in all on the deal lines
		assert_equal "$(grep '^deal' "$G.$s" | tr ' ' '\n' | grep -c '^[2-9TJQKA][CDHS]$')" 13
	done
}

@test "the default seat while passing: the first seat yet to pass" {
	run hearts-view "$G"
	assert_success
	assert_line --index 1 "view N"
	hearts-pass N QH 7S TS <"$G" >"$G.1"
	run hearts-view "$G.1"
	assert_line --index 1 "view E"
	hearts-pass E 9S JS QS <"$G" | hearts-pass N QH 7S TS >"$G.2"
	run hearts-view "$G.2"
	assert_line --index 1 "view S"
}

# bats test_tags=slow
@test "before the exchange no other seat's pass is shown, not even the one coming" {
	# N passes left to E; E has not passed yet
	hearts-pass N QH 7S TS <"$G" >"$G.1"
	hearts-view -s E "$G.1" >"$G.E"
	assert_equal "$(hidden pass "$G.E")" "N"
	assert_equal "$(shown pass "$G.E")" ""
	refute grep -q 'QH\|7S\|TS' "$G.E"
	# N sees its own pass
	hearts-view -s N "$G.1" >"$G.N"
	assert_equal "$(shown pass "$G.N")" "N"
	# three seats have passed: W, who has not, sees three hidden passes
	hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS <"$G" >"$G.3"
	hearts-view -s W "$G.3" >"$G.W"
	assert_equal "$(hidden pass "$G.W")" "N E S"
	assert_equal "$(shown pass "$G.W")" ""
	# S, who passed, sees its own and no other
	hearts-view -s S "$G.3" >"$G.S"
	assert_equal "$(shown pass "$G.S")" "S"
	assert_equal "$(hidden pass "$G.S")" "N E"
	# a view still passing, in which the seat has passed: its turn is over
	assert_equal "$(q turn "$G.S")" "W"
	assert_equal "$(q phase "$G.S")" pass
}

# bats test_tags=slow
@test "after the exchange: the pass the seat receives is shown, the others not" {
	# passing left: N to E, E to S, S to W, W to N
	local s from seen
	for s in N E S W; do
		case $s in
		N) from=W seen="N W" ;;
		E) from=N seen="N E" ;;
		S) from=E seen="E S" ;;
		W) from=S seen="S W" ;;
		esac
		hearts-view -s "$s" "$G.p" >"$G.$s"
		assert_equal "$(shown pass "$G.$s")" "$seen"
		assert_equal "$(grep "^pass $from " "$G.$s")" "$(grep "^pass $from " "$G.p")"
		assert_equal "$(grep "^pass $s " "$G.$s")" "$(grep "^pass $s " "$G.p")"
		assert_equal "$(hidden pass "$G.$s" | wc -w)" 2
		# the hand the view holds is the seat's hand after the exchange
		assert_equal "$(q hand "$G.$s")" "$(q -p "$s" hand "$G.p")"
	done
	assert_equal "$(grep '^pass' "$G.E")" "$(printf '%s\n' 'pass N QH 7S TS' \
	    'pass E 9S JS QS' 'pass S ?? ?? ??' 'pass W ?? ?? ??')"
}

# bats test_tags=slow
@test "play begun, no card played: the view states the leader on a trick line of its own" {
	refute grep -q '^trick' "$G.p"
	for s in N E S W; do
		hearts-view -s "$s" "$G.p" >"$G.$s"
		assert_equal "$(tail -n 2 "$G.$s" | head -n 1)" "trick W"
		assert_equal "$(grep -c '^trick' "$G.$s")" 1
		assert_equal "$(q turn "$G.$s")" W
		assert_equal "$(q phase "$G.$s")" play
	done
	# W's view: W leads the 2C, as in the whole record
	assert_equal "$(q legal "$G.W")" "2C"
	# no -s: the view of the seat to play
	run hearts-view "$G.p"
	assert_line --index 1 "view W"
}

@test "mid-trick: the cards on the table, no leader line" {
	hearts-play $(first 6) <"$G.p" >"$G.6"
	hearts-view -s E "$G.6" >"$G.E"
	assert_equal "$(grep '^trick' "$G.E")" "$(printf '%s\n' 'trick W 2C 6C 3C 4C' 'trick N 7C 9C')"
	run hearts-query trick "$G.E"
	assert_output "$(printf 'N 7C\nE 9C')"
	assert_equal "$(q played "$G.E")" "$(q played "$G.6")"
	assert_equal "$(q turn "$G.E")" S
	# S, to play, sees the same legal cards as the whole record gives it
	run hearts-view "$G.6"
	assert_line --index 1 "view S"
	assert_equal "$(hearts-view "$G.6" | q legal)" "JC KC"
	assert_equal "$(q legal "$G.6")" "JC KC"
}

# bats test_tags=slow,heavy
@test "the seat to play: its view gives the legal cards of the whole record, all through a hand" {
	local cards=($EXAMPLE_CARDS) i s
	cp "$G.p" "$G.now"
	for ((i = 0; i < 52; i++)); do
		s=$(q turn "$G.now")
		hearts-view -s "$s" "$G.now" >"$G.v"
		assert_equal "$(q view "$G.v")" "$s"
		assert_equal "$(q legal "$G.v")" "$(q legal "$G.now")"
		[ -n "$(q legal "$G.v")" ]
		assert_equal "$(q hand "$G.v")" "$(q hand "$G.now")"
		assert_equal "$(q points "$G.v")" "$(q points "$G.now")"
		hearts-play "${cards[i]}" <"$G.now" >"$G.next"
		mv "$G.next" "$G.now"
	done
	assert_equal "$(q phase "$G.now")" score
}

@test "the end of a hand: every trick and the score shown, the deals still hidden" {
	hearts-view -s N "$G.done" >"$G.N"
	assert_equal "$(grep '^trick' "$G.N")" "$(grep '^trick' "$G.done")"
	assert_equal "$(grep -c '^trick' "$G.N")" 13
	assert_equal "$(hidden deal "$G.N")" "E S W"
	assert_equal "$(q phase "$G.N")" score
	assert_equal "$(q points "$G.N")" "N 4 E 4 S 2 W 16"
	hearts-score <"$G.done" >"$G.s"
	hearts-view -s W "$G.s" >"$G.W"
	assert_equal "$(grep '^score\|^total' "$G.W")" "$(grep '^score\|^total' "$G.s")"
	assert_equal "$(hidden deal "$G.W")" "N E S"
	assert_equal "$(q scores "$G.W")" "N 4 E 4 S 2 W 16"
	# the next hand: hand 1's deals stay hidden though all was played
	hearts-deal <"$G.s" >"$G.2"
	hearts-view -s S "$G.2" >"$G.S"
	assert_equal "$(grep -c '^deal S [2-9TJQKA]' "$G.S")" 2
	assert_equal "$(grep -c '^deal [NEW] ??' "$G.S")" 6
	assert_equal "$(q pass "$G.S")" "right 3"
}

# bats test_tags=slow,heavy
@test "a game over: the winner and the totals shown" {
	"$TOP/examples/play-game.sh" -s 7 -o target=30 >"$G.over"
	assert_equal "$(q phase "$G.over")" over
	hearts-view -s E "$G.over" >"$G.E"
	assert_equal "$(grep '^winner' "$G.E")" "$(grep '^winner' "$G.over")"
	assert_equal "$(q winner "$G.E")" "$(q winner "$G.over")"
	assert_equal "$(q scores "$G.E")" "$(q scores "$G.over")"
	assert_equal "$(q phase "$G.E")" over
	refute grep -q '^deal [NSW] [2-9TJQKA]' "$G.E"
}

@test "two players: the aside is ?? ??, and the view names the leader it cannot tell" {
	# seed 6: the 2C and QC are aside; N leads its 4C, and E, holding
	# the 6C and 8C, cannot know whether N or the aside has the 4C
	hearts-deal -s 6 -r two-player >"$G.2"
	grep -qx 'aside 2C QC' "$G.2"
	hearts-view -s E "$G.2" >"$G.E"
	run cat "$G.E"
	assert_line --index 6 'aside ?? ??'
	assert_line --index 4 'deal N ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ?? ??'
	hearts-pass N AS E TS <"$G.2" >"$G.2p"
	hearts-view -s E "$G.2p" >"$G.Ep"
	run cat "$G.Ep"
	assert_line 'pass N AS'
	assert_line 'pass E TS'
	assert_line 'aside ?? ??'
	assert_line 'trick N'
	assert_equal "$(q turn "$G.Ep")" N
	# without the leader line, the view cannot say who is to play
	grep -v '^trick N$' "$G.Ep" >"$G.Enone"
	assert_equal "$(q phase "$G.Enone")" play
	assert_equal "$(q turn "$G.Enone")" ""
	# hearts-view of a view is the view's seat's: the same bytes
	hearts-view "$G.Enone" | cmp - "$G.Enone"
	# N's view: N leads its lowest club
	assert_equal "$(hearts-view -s N "$G.2p" | q legal)" 4C
	hearts-view -s N "$G.2p" | hearts-check -q
}

# bats test_tags=slow
@test "a hold hand: the leader line right after the deals" {
	# two players: hand 2 holds, and play begins at once
	cp "$DATA/two-player-low-club.txt" "$G.h"
	while [[ $(hearts-query phase "$G.h") == play ]]; do
		hearts-play "$(hearts-query legal "$G.h" | head -n 1)" <"$G.h" >"$G.n"
		mv "$G.n" "$G.h"
	done
	hearts-score <"$G.h" | hearts-deal >"$G.hold"
	assert_equal "$(q pass "$G.hold")" "hold 0"
	local leader s
	leader=$(q turn "$G.hold")
	[[ $leader == [NE] ]]
	for s in N E; do
		hearts-view -s "$s" "$G.hold" >"$G.$s"
		assert_equal "$(sed -n '/^hand 2 /,$p' "$G.$s" | grep -v '^deal\|^aside')" \
		    "$(printf '%s\n' 'hand 2 pass=hold' "trick $leader" end)"
		hearts-view -s "$s" "$G.$s" | cmp - "$G.$s"
	done
	assert_equal "$(hearts-view "$G.hold" | q legal)" "$(q legal "$G.hold")"
}

# bats test_tags=slow
@test "three and five players: every hidden deal keeps its count" {
	hearts-deal -s 1 -r three-player >"$G.3"
	hearts-view -s S "$G.3" >"$G.3S"
	assert_equal "$(hidden deal "$G.3S")" "N E"
	assert_equal "$(grep -c '^deal [NE]\( ??\)\{17\}$' "$G.3S")" 2
	assert_equal "$(grep '^deal S ' "$G.3S")" "$(grep '^deal S ' "$G.3")"
	# three players pass left: S receives E's pass once all have passed
	set --
	for s in N E S; do
		set -- "$@" "$s" $(hearts-query -p "$s" hand "$G.3" | tail -n 3)
	done
	hearts-pass "$@" <"$G.3" >"$G.3p"
	hearts-view -s S "$G.3p" >"$G.3pS"
	assert_equal "$(shown pass "$G.3pS")" "E S"
	assert_equal "$(hidden pass "$G.3pS")" "N"
	assert_equal "$(q hand "$G.3pS")" "$(q -p S hand "$G.3p")"
	hearts-deal -s 1 -r five-player >"$G.5"
	hearts-view -s X "$G.5" >"$G.5X"
	assert_equal "$(sed -n 2p "$G.5X")" "view X"
	assert_equal "$(hidden deal "$G.5X")" "N E S W"
	assert_equal "$(grep -c '^deal [NESW]\( ??\)\{10\}$' "$G.5X")" 4
	assert_equal "$(q hand "$G.5X")" "$(q -p X hand "$G.5")"
	hearts-check -q "$G.3pS" "$G.5X"
}

@test "a view reads back: hearts-check finds it good, in either form" {
	local f
	for f in "$G" "$G.p" "$G.done"; do
		hearts-view -s S "$f" >"$f.S"
		run --separate-stderr hearts-check "$f.S"
		assert_success
		assert_equal "$stderr" "hearts-check: 1 record: 1 good, 0 bad"
		# canonical, and the one-line form reads back to the same view
		hearts-check -c "$f.S" | cmp - "$f.S"
		hearts-check -1 "$f.S" | hearts-view -s S | cmp - "$f.S"
	done
}

# bats test_tags=slow
@test "a view of a view, for the same seat, is the same bytes" {
	local f s
	hearts-play $(first 6) <"$G.p" >"$G.6"
	for f in "$G" "$G.p" "$G.6" "$G.done"; do
		for s in N E S W; do
			hearts-view -s "$s" "$f" >"$f.$s"
			hearts-view -s "$s" "$f.$s" | cmp - "$f.$s"
		done
	done
	# with no -s when the view's seat is the seat to move
	hearts-view -s W "$G.p" | hearts-view | cmp - "$G.p.W"
}

@test "hearts-query: the view question, and the view's seat by default" {
	hearts-view -s E "$G.p" >"$G.E"
	assert_equal "$(hearts-query view "$G.E")" E
	run --separate-stderr hearts-query view "$G.p"
	assert_success
	assert_output ""
	# hand and legal are about the view's seat, not the seat to play (W)
	assert_equal "$(q hand "$G.E")" "$(q -p E hand "$G.p")"
	assert_equal "$(q -p E hand "$G.E")" "$(q -p E hand "$G.p")"
	assert_equal "$(q legal "$G.E")" ""
	run --separate-stderr hearts-query -p W legal "$G.E"
	refuses 1 "^hearts-query: this is E's view: it does not show W's cards\$"
	run --separate-stderr hearts-query -p N hand "$G.E"
	refuses 1 "^hearts-query: this is E's view: it does not show N's cards\$"
}

@test "usage: a seat not of the game, two files, no seat to move" {
	run --separate-stderr hearts-view -s Z "$G"
	refuses_usage '^hearts-view: -s Z: no such seat in a game of 4$'
	run --separate-stderr hearts-view -s X "$G"
	refuses_usage '^hearts-view: -s X: no such seat in a game of 4$'
	hearts-deal -s 1 -r two-player >"$G.2"
	run --separate-stderr hearts-view -s S "$G.2"
	refuses_usage '^hearts-view: -s S: no such seat in a game of 2$'
	run --separate-stderr hearts-view -s N "$G" "$G"
	refuses_usage '^hearts-view: one record file at a time$'
	# the hand played out, then scored, then the game over: nobody moves
	run --separate-stderr hearts-view "$G.done"
	refuses_usage '^hearts-view: no seat is to move: name one with -s$'
	hearts-score <"$G.done" >"$G.s"
	run --separate-stderr hearts-view "$G.s"
	refuses_usage 'no seat is to move'
	run --separate-stderr hearts-view -q "$G"
	refuses_usage "^hearts-view: invalid option -- 'q'\$"
	run --separate-stderr hearts-view -s
	refuses_usage "^hearts-view: option requires an argument -- 's'\$"
}

@test "a lower-case seat is read as the seat" {
	run hearts-view -s e "$G"
	assert_success
	assert_line --index 1 "view E"
}

@test "files: stdin, -, a file that cannot be opened, no record" {
	hearts-view -s W "$G" >"$G.W"
	hearts-view -s W <"$G" | cmp - "$G.W"
	hearts-view -s W - <"$G" | cmp - "$G.W"
	run --separate-stderr hearts-view -s N "$BATS_TEST_TMPDIR/no-such-file"
	refuses 66 "^hearts-view: $BATS_TEST_TMPDIR/no-such-file: No such file or directory\$"
	run --separate-stderr hearts-view -s N </dev/null
	refuses 65 '^hearts-view: <stdin>: no game record to read$'
}

@test "a view asked for another seat: refused" {
	hearts-view -s E "$G.p" >"$G.E"
	run --separate-stderr hearts-view -s N "$G.E"
	refuses 1 "^hearts-view: this is E's view: it cannot show what N sees\$"
}

@test "moves on a view: refused, the record unchanged" {
	hearts-view -s N "$G" >"$G.N"
	run --separate-stderr hearts-pass N QH 7S TS <"$G.N"
	refuses 1 "^hearts-pass: this is N's view of the game, not the whole record: moves are made on the record\$"
	hearts-view -s W "$G.p" >"$G.W"
	run --separate-stderr hearts-play 2C <"$G.W"
	refuses 1 "^hearts-play: this is W's view of the game, not the whole record: moves are made on the record\$"
	cp "$G.W" "$G.W.orig"
	run --separate-stderr hearts-play -f "$G.W" 2C
	assert_equal "$status" 1
	cmp "$G.W" "$G.W.orig"
	hearts-view -s E "$G.done" >"$G.E"
	run --separate-stderr hearts-score "$G.E"
	refuses 1 "^hearts-score: this is E's view of the game, not the whole record"
	hearts-score <"$G.done" | hearts-view -s S >"$G.S"
	run --separate-stderr hearts-deal "$G.S"
	refuses 1 "^hearts-deal: this is S's view of the game, not the whole record"
}

@test "a view with a seed: refused" {
	hearts-view -s N "$G" | sed '3a seed 2026' >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "^hearts-view: $G.bad:4: a view has no seed line: the seed would tell every hand\$"
	# the seed line before the view line puts the view line out of place
	sed '1a view N' "$G" >"$G.bad2"
	run --separate-stderr hearts-query phase "$G.bad2"
	refuses 65 "^hearts-query: $G.bad2:4: a view has no seed line"
	sed '2a view N' "$G" | sed '/^seed/d' >"$G.bad3"
	run --separate-stderr hearts-query phase "$G.bad3"
	refuses 65 "^hearts-query: $G.bad3:3: the view line belongs right after the format line\$"
}

@test "a view that shows another seat's deal: refused" {
	hearts-view -s N "$G" >"$G.N"
	sed "s/^deal E .*/$(grep '^deal E' "$G")/" "$G.N" >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "^hearts-view: $G.bad:6: hand 1: N's view cannot see these cards: write \\?\\? for each\$"
	# one card shown among the ?? is as bad
	sed 's/^deal E ??/deal E 3C/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "N's view cannot see these cards"
	# and a pass the seat does not receive
	hearts-view -s N "$G.p" | sed 's/^pass S .*/pass S AH 5S AS/' >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "^hearts-view: $G.bad:11: hand 1: N's view cannot see these cards: write \\?\\? for each\$"
	# the aside, with two players
	hearts-deal -s 6 -r two-player | hearts-view -s N | sed 's/^aside .*/aside 2C QC/' >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "^hearts-view: $G.bad:7: hand 1: N's view cannot see these cards"
}

@test "?? in a whole record, or in the view seat's own lines: refused" {
	sed 's/^deal N 6C/deal N ??/' "$G" >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "^hearts-view: $G.bad:5: hand 1: '\\?\\?' stands for a card a seat's view cannot see; this is a whole record\$"
	hearts-view -s N "$G" | sed 's/^deal N 6C/deal N ??/' >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "^hearts-view: $G.bad:5: hand 1: '\\?\\?' stands for a card a seat's view cannot see; the seat sees these\$"
	hearts-view -s N "$G.p" | sed 's/^pass N .*/pass N ?? ?? ??/' >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "the seat sees these\$"
}

@test "a view's counts, seat and leader line are checked" {
	hearts-view -s N "$G" >"$G.N"
	# a ?? short
	sed 's/^deal E ?? /deal E /' "$G.N" >"$G.bad"
	run --separate-stderr hearts-view -s N "$G.bad"
	refuses 65 "^hearts-view: $G.bad:6: hand 1: 13 cards are dealt to each seat, not 12\$"
	# a seat the game does not have
	sed 's/^view N$/view X/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-view -s X "$G.bad"
	refuses 65 "^hearts-view: $G.bad:2: 'X' is not a seat with 4 players\$"
	# a leader line in a whole record
	sed '$i trick W' "$G.p" >"$G.bad"
	run --separate-stderr hearts-query turn "$G.bad"
	refuses 65 "^hearts-query: $G.bad:13: hand 1, trick 1: a trick line is 'trick LEADER CARDS', 1 to 4 cards\$"
	# W holds the 2C, and W's view knows it: nobody else leads
	hearts-view -s W "$G.p" | sed 's/^trick W$/trick N/' >"$G.bad"
	run --separate-stderr hearts-query turn "$G.bad"
	refuses 65 "^hearts-query: $G.bad:13: hand 1, trick 1: N leads the first trick: W holds the 2C\$"
}

@test "a hidden hand plays only a card it could hold" {
	hearts-view -s N "$G.p" >"$G.N"
	sed 's/^trick W$/trick W 2C 6C 3C 4C/' "$G.N" >"$G.ok"
	run hearts-query played "$G.ok"
	assert_success
	assert_line --index 2 "E 3C"
	# N holds the 8C: E cannot play it
	sed 's/^trick W$/trick W 2C 6C 8C 4C/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-query played "$G.bad"
	refuses 65 "^hearts-query: $G.bad:13: hand 1, trick 1: 8C: E cannot hold it\$"
	# the pass N received from W holds none of N's own cards
	sed 's/^pass W 3S 6S KS$/pass W 3S 6S TS/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-query phase "$G.bad"
	refuses 65 "^hearts-query: $G.bad:12: hand 1: W cannot pass TS: N was dealt it\$"
	# E shows it has no club on the first trick; N's view then refuses
	# a club from E, which any hidden hand but E's could hold
	hearts-play 2C AD KC 3C <"$DATA/first-trick-void.txt" |
	    hearts-view -s N >"$G.void"
	sed '$i trick S 5C JC 4C 9H' "$G.void" >"$G.ok"
	run hearts-query played "$G.ok"
	assert_success
	assert_line --index 7 "E 9H"
	sed '$i trick S 5C JC 4C 7C' "$G.void" >"$G.bad"
	run --separate-stderr hearts-query played "$G.bad"
	refuses 65 "^hearts-query: $G.bad:14: hand 1, trick 2: 7C: E cannot hold it\$"
	sed '$i trick S 5C 7C 4C' "$G.void" >"$G.ok"
	run hearts-query turn "$G.ok"
	assert_output E
}

@test "a write error on stdout: 74" {
	[[ -w /dev/full ]] || skip "no /dev/full"
	run --separate-stderr bash -c 'hearts-view -s N "$1" >/dev/full' _ "$G"
	assert_equal "$status" 74
	[[ "$stderr" =~ ^hearts-view:\ stdout: ]]
}

# What a view cannot know, the reader does not let it claim: each case
# edits a good view of $G.p (every seat passed, W holds the 2C, N's view
# cannot place it) into one that shows or hides what it should not.
# bats test_tags=slow
@test "a view's passes and first leader are checked against what its seat can know" {
	hearts-view -s N "$G.p" >"$G.N"
	hearts-check -q "$G.N"
	grep -qx 'trick W' "$G.N"
	# the pass N receives, hidden once every seat has passed
	sed 's/^pass W .*/pass W ?? ?? ??/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-query legal "$G.bad"
	refuses 65 "^hearts-query: $G.bad:[0-9]+: hand 1: every seat has passed, so N sees the cards W passed to it: write them\$"
	# a pass shown before every seat has passed
	hearts-pass E 9S JS QS <"$G" | hearts-view -s S >"$G.S"
	sed '/^pass E/s/.*/pass E 9S JS QS/' "$G.S" >"$G.bad"
	run --separate-stderr hearts-query phase "$G.bad"
	refuses 65 "^hearts-query: $G.bad:[0-9]+: hand 1: S cannot see what E passes before every seat has passed: write \?\? for each\$"
	# a leader whose known hand lacks the lowest club
	sed 's/^trick W$/trick N/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-query turn "$G.bad"
	refuses 65 "N cannot lead the first trick: it cannot hold the lowest club in play\$"
	# a hidden leader leading a club above the lowest in play
	sed 's/^trick W$/trick W 3C/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-query turn "$G.bad"
	refuses 65 "3C: the first trick is led with the lowest club in play; legal: 2C\$"
	# the leader given twice, or two leaders
	sed 's/^trick W$/trick W\ntrick W/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-query turn "$G.bad"
	refuses 65 ":1[0-9]: hand 1, trick 1: line 1[0-9] says who leads the first trick: W\$"
	sed 's/^trick W$/trick W\ntrick E 5C/' "$G.N" >"$G.bad"
	run --separate-stderr hearts-query turn "$G.bad"
	refuses 65 "says who leads the first trick: W\$"
	# and the good view still reads, the 2C led by W
	sed 's/^trick W$/trick W 2C/' "$G.N" | hearts-check -q
}

@test "hearts-show draws a view as its seat sees it, hidden hands counted" {
	# shellcheck disable=SC2046 # one word per card
	hearts-play $(first 6) <"$G.p" | hearts-view -s N >"$G.N"
	run --separate-stderr hearts-show -p "$G.N"
	assert_success
	assert_line --regexp '^  E  11 cards +took -'
	assert_line --regexp '^  S> 12 cards +took -'
	run --separate-stderr hearts-show -p -s E "$G.N"
	refuses 1 "^hearts-show: this is N's view: it does not show what E sees\$"
	run --separate-stderr hearts-show -p -s N "$G.N"
	assert_success
}
