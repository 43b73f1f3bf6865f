#!/usr/bin/env bats
# hearts-bot and the bot contract: a view on stdin, the choice on stdout.
# Shell bots play whole games through hearts-view; the built-in bots
# choose legal moves, from a view as from the record; hearts-pass and
# hearts-play let them move with -b and -S.

load helper

BOTS=$TOP/examples/bots

# Seed 3, hand 1: the passes lowest.sh makes (each seat's three highest
# cards by rank), then the first trick, which W takes with the 8C.
PASSES3="N TD TS JS E KD AH AS S AC AD KS W KC QD KH"
TRICK1="2C 4C 8C 5C"

setup() {
	G=$BATS_TEST_TMPDIR/game
	hearts-deal -s 3 >"$G"			# passing, N first
	hearts-pass $PASSES3 <"$G" >"$G.p"	# E leads the 2C
	hearts-play 2C <"$G.p" >"$G.f"		# S follows to the 2C
	hearts-play $TRICK1 <"$G.p" >"$G.l"	# W leads trick 2
}

# rank CARD: the card's rank as a number, 2 to 14.
rank() {
	case ${1:0:1} in
	T) echo 10 ;; J) echo 11 ;; Q) echo 12 ;; K) echo 13 ;; A) echo 14 ;;
	*) echo "${1:0:1}" ;;
	esac
}

# words: stdin's words on one line.
words() {
	xargs
}

# play_game BOT FILE: plays the game in FILE to its end, every decision
# made by BOT from the view of the seat to move; the scores and deals
# between hands by hearts-score and hearts-deal.
play_game() {
	local bot=$1 g=$2 view seat n=0
	while :; do
		case $(hearts-query phase "$g") in
		pass)
			view=$(hearts-view <"$g")
			seat=$(printf '%s\n' "$view" | hearts-query view)
			# shellcheck disable=SC2046 # one word per card
			hearts-pass "$seat" $(printf '%s\n' "$view" | "$bot") \
			    <"$g" >"$g.next" ;;
		play)
			# shellcheck disable=SC2046
			hearts-play $(hearts-view <"$g" | "$bot") \
			    <"$g" >"$g.next" ;;
		score) hearts-score <"$g" >"$g.next" ;;
		deal) hearts-deal <"$g" >"$g.next" ;;
		over) return 0 ;;
		*) fail "no phase in $g" ;;
		esac || fail "step $n of the game refused"
		mv "$g.next" "$g"
		n=$((n + 1))
		((n < 2000)) || fail "the game does not end"
	done
}

# bats test_tags=slow,heavy
@test "lowest.sh plays a whole game through hearts-view" {
	hearts-deal -s 3 -o target=30 >"$G"
	play_game "$BOTS/lowest.sh" "$G"
	run hearts-check "$G"
	assert_success
	assert_equal "$(hearts-query phase "$G")" over
	grep -Eq '^winner [NESW]( [NESW])*$' "$G"
	assert_equal "$(grep -c '^hand ' "$G")" "$(grep -c '^score ' "$G")"

	# Its rule, checked on hand 1: each seat passed its highest cards by
	# rank, and played the lowest legal card by rank, every time.
	assert_equal "$(grep '^pass ' "$G" | head -n 4 | cut -d' ' -f2- | words)" \
	    "$PASSES3"
	local seat hand passed c low high
	for seat in N E S W; do
		low=99 high=0
		hand=$(hearts-query -p "$seat" hand <(hearts-deal -s 3))
		passed=$(grep "^pass $seat " "$G" | head -n 1 | cut -d' ' -f3-)
		for c in $hand; do
			if [[ " $passed " == *" $c "* ]]; then
				(($(rank "$c") < low)) && low=$(rank "$c")
			else
				(($(rank "$c") > high)) && high=$(rank "$c")
			fi
		done
		((low >= high)) || fail "$seat kept a card above one it passed"
	done
	local cards l r min n=0 g=$BATS_TEST_TMPDIR/replay
	cards=$(awk '/^hand 2 /{exit} /^trick /{$1 = $2 = ""; print}' "$G" | words)
	assert_equal "$(wc -w <<<"$cards")" 52
	assert_equal "$(cut -d' ' -f1-4 <<<"$cards")" "$TRICK1"
	cp "$G.p" "$g"
	for c in $cards; do
		min=99
		for l in $(hearts-query legal "$g"); do
			r=$(rank "$l")
			((r < min)) && min=$r
		done
		assert_equal "card $n $c: $(rank "$c")" "card $n $c: $min"
		hearts-play "$c" <"$g" >"$g.next" && mv "$g.next" "$g"
		n=$((n + 1))
	done
	assert_equal "$(hearts-query phase "$g")" score
}

# bats test_tags=slow,heavy
@test "careful.sh plays a whole game through hearts-view" {
	hearts-deal -s 4 -o target=30 >"$G"
	play_game "$BOTS/careful.sh" "$G"
	run hearts-check "$G"
	assert_success
	assert_equal "$(hearts-query phase "$G")" over
	grep -Eq '^winner [NESW]( [NESW])*$' "$G"
	# Its rule: a seat that is dealt the QS, KS or AS passes them.
	run awk '
	    /^deal / { for (i = 3; i <= NF; i++)
		if ($i ~ /^[QKA]S$/) big[$2] = big[$2] " " $i }
	    /^pass / { for (c in seen) delete seen[c]
		for (i = 3; i <= NF; i++) seen[$i] = 1
		n = split(big[$2], b, " ")
		for (i = 1; i <= n; i++) if (!(b[i] in seen))
		    print $2 " kept " b[i]
		passes++ }
	    /^hand / { for (s in big) delete big[s] }
	    END { print passes " passes" }' "$G"
	assert_output --regexp '^[1-9][0-9]* passes$'
}

# bats test_tags=slow
@test "the shell bots refuse a view whose seat is not to move, and say whose turn it is" {
	for bot in lowest careful; do
		# passing: S has passed, N is still to pass
		hearts-pass S AC AD KS <"$G" >"$G.s"
		run --separate-stderr sh -c 'hearts-view -s S "$1" | "$2"' _ "$G.s" "$BOTS/$bot.sh"
		refuses 1 "^$bot.sh: it is not S's turn: N E W to move\$"
		run --separate-stderr sh -c 'hearts-view -s N "$1" | "$2"' _ "$G.s" "$BOTS/$bot.sh"
		assert_success
		assert_equal "$(echo "$output" | wc -w)" 3
		# playing: S follows to the 2C; W's view waits its turn
		run --separate-stderr sh -c 'hearts-view -s W "$1" | "$2"' _ "$G.f" "$BOTS/$bot.sh"
		refuses 1 "^$bot.sh: it is not W's turn: S to move\$"
		run --separate-stderr sh -c 'hearts-view -s S "$1" | "$2"' _ "$G.f" "$BOTS/$bot.sh"
		assert_success
		[[ $output == ?C ]] || fail "S must follow to the 2C, not $output"
	done
}

# bats test_tags=slow
@test "a bot that writes garbage or an illegal card: hearts-play refuses it" {
	local garbage=$BATS_TEST_TMPDIR/garbage illegal=$BATS_TEST_TMPDIR/illegal
	printf '#!/bin/sh\ncat >/dev/null\necho ZZ\n' >"$garbage"
	# the first card of its hand that is not legal
	cat >"$illegal" <<'EOF'
#!/bin/sh
view=$(cat)
printf '%s\n' "$view" | hearts-query hand |
    grep -vxF "$(printf '%s\n' "$view" | hearts-query legal)" | head -n 1
EOF
	chmod +x "$garbage" "$illegal"
	cp "$G.l" "$G.before"

	assert_equal "$(hearts-view <"$G.l" | "$garbage")" ZZ
	run --separate-stderr hearts-play "$(hearts-view <"$G.l" | "$garbage")" <"$G.l"
	refuses_usage "^hearts-play: 'ZZ' is not a card"
	run --separate-stderr hearts-play -f "$G.l" "$(hearts-view <"$G.l" | "$garbage")"
	refuses_usage "^hearts-play: 'ZZ' is not a card"
	cmp "$G.l" "$G.before"

	# W leads trick 2 and holds 2H and 4H: hearts are not broken
	assert_equal "$(hearts-view <"$G.l" | "$illegal")" 2H
	run --separate-stderr hearts-play "$(hearts-view <"$G.l" | "$illegal")" <"$G.l"
	refuses 1 .
	assert_equal "$stderr" \
	    "hearts-play: 2H: hearts are not broken; legal: TC JC AC 5D 7D 8D JD AD 8S KS"
	run --separate-stderr hearts-play -f "$G.l" "$(hearts-view <"$G.l" | "$illegal")"
	refuses 1 '^hearts-play: 2H: hearts are not broken; legal: TC JC'
	cmp "$G.l" "$G.before"

	# S must follow the 2C
	cp "$G.f" "$G.before"
	assert_equal "$(hearts-view <"$G.f" | "$illegal")" 2D
	run --separate-stderr hearts-play -f "$G.f" "$(hearts-view <"$G.f" | "$illegal")"
	refuses 1 .
	assert_equal "$stderr" \
	    "hearts-play: 2D: you must follow suit (clubs); legal: 4C 7C QC"
	cmp "$G.f" "$G.before"
}

# bats test_tags=slow
@test "hearts-bot: every bot passes cards from its own hand" {
	local bot seat view choice c
	for bot in random simple strong expert; do
		for seat in N E S W; do
			view=$(hearts-view -s "$seat" <"$G")
			run --separate-stderr hearts-bot -b "$bot" -n 20 <<<"$view"
			assert_success
			assert_equal "${#lines[@]}" 1
			assert_equal "$stderr" ""
			choice=$output
			assert_equal "$(wc -w <<<"$choice")" 3
			assert_equal "$(tr ' ' '\n' <<<"$choice" | sort -u | wc -l)" 3
			for c in $choice; do
				hearts-query hand <<<"$view" | grep -qx "$c" ||
				    fail "$bot passes $c, not in $seat's hand"
			done
		done
	done
}

# bats test_tags=slow
@test "hearts-bot: every bot plays one legal card" {
	local bot pos view legal
	for bot in random simple strong expert; do
		for pos in p f l; do
			view=$(hearts-view <"$G.$pos")
			legal=$(hearts-query legal <<<"$view")
			run --separate-stderr hearts-bot -b "$bot" -n 20 <<<"$view"
			assert_success
			assert_equal "$stderr" ""
			assert_equal "${#lines[@]}" 1
			grep -qxF "$output" <<<"$legal" ||
			    fail "$bot plays '$output', not one of: $(words <<<"$legal")"
		done
	done
	# the first trick is led with the 2C, whatever the bot
	assert_equal "$(hearts-view <"$G.p" | hearts-bot -b random)" 2C
}

# bats test_tags=slow
@test "hearts-bot -H: the choice, a colon and a reason, on one line" {
	local bot pos view plain
	for bot in random simple strong expert; do
		for pos in "" .f; do
			view=$(hearts-view <"$G$pos")
			plain=$(hearts-bot -b "$bot" -n 20 -s 7 <<<"$view")
			run --separate-stderr hearts-bot -b "$bot" -n 20 -s 7 -H <<<"$view"
			assert_success
			assert_equal "${#lines[@]}" 1
			assert_output --regexp "^$plain: [^ ].*[^ ]\$"
		done
	done
	run hearts-bot --bot=simple --hint "$G.l"
	assert_output --regexp '^[2-9TJQKA][CDHS]: .+$'
}

@test "hearts-bot -b expert: a hand made to shoot the moon is passed for the moon; strong does not plan one" {
	# S: JC KC AC 3D 9D AD 7H JH QH KH AH KS AS
	hearts-deal -s 87884036513180610 >"$G.m"
	run --separate-stderr sh -c 'hearts-view -s S "$1" | hearts-bot -b expert -H -s 1' _ "$G.m"
	assert_success
	assert_output --regexp '^([2-9TJQKA][CDHS] ){2}[2-9TJQKA][CDHS]: .*, played for the moon$'
	run --separate-stderr sh -c 'hearts-view -s S "$1" | hearts-bot -b strong -H -s 1' _ "$G.m"
	assert_success
	refute_output --partial moon
}

# bats test_tags=slow
@test "hearts-bot -s: the same view gives the same choice" {
	local bot pos s a b
	for bot in random strong expert; do
		for pos in "" .f .l; do
			for s in 1 2; do
				a=$(hearts-view <"$G$pos" | hearts-bot -b "$bot" -n 20 -s "$s")
				b=$(hearts-view <"$G$pos" | hearts-bot -b "$bot" -n 20 --seed="$s")
				[[ -n $a ]] || fail "no choice"
				assert_equal "$a" "$b"
			done
		done
	done
	# random passes: over five seeds, not the same three cards every time
	run bash -c 'for s in 1 2 3 4 5; do hearts-bot -b random -s $s "$1"; done |
	    sort -u | wc -l' - "$G"
	assert [ "$output" -gt 1 ]
}

# bats test_tags=slow
@test "hearts-bot: the choice from the record is the choice from the seat's view" {
	local bot pos s
	# N has passed; E is the first seat yet to pass
	hearts-pass N TD TS JS <"$G" >"$G.n"
	for bot in random simple strong expert; do
		for pos in "" .n .p .f .l; do
			for s in 1 2 3; do
				assert_equal \
				    "$bot $pos $s: $(hearts-bot -b "$bot" -n 20 -s "$s" "$G$pos")" \
				    "$bot $pos $s: $(hearts-view <"$G$pos" | hearts-bot -b "$bot" -n 20 -s "$s")"
			done
		done
	done
	# N's pass is hidden from E: two records that differ only there give
	# E the same view, and E the same choice
	hearts-pass N 3D 3H 5S <"$G" >"$G.n2"
	cmp <(hearts-view -s E <"$G.n") <(hearts-view -s E <"$G.n2")
	for bot in random strong expert; do
		for s in 1 2 3; do
			assert_equal "$(hearts-bot -b "$bot" -n 20 -s "$s" "$G.n")" \
			    "$(hearts-bot -b "$bot" -n 20 -s "$s" "$G.n2")"
		done
	done
}

# The levels of -L, each a bot and its budget (cmd/tool/options.c).
LEVELS="beginner=-b random
casual=-b simple
club=-b strong -n 25
advanced=-b strong
expert=-b expert"

# bats test_tags=slow
@test "hearts-bot -L: every level passes from its own hand and plays a legal card" {
	local level view legal choice c pos
	for level in beginner casual club advanced expert; do
		view=$(hearts-view -s E <"$G")
		run --separate-stderr hearts-bot -L "$level" -s 3 <<<"$view"
		assert_success
		assert_equal "$stderr" ""
		assert_equal "${#lines[@]}" 1
		assert_equal "$(tr ' ' '\n' <<<"$output" | sort -u | wc -l)" 3
		for c in $output; do
			hearts-query hand <<<"$view" | grep -qx "$c" ||
			    fail "$level passes $c, not in E's hand"
		done
		for pos in f l; do
			view=$(hearts-view <"$G.$pos")
			legal=$(hearts-query legal <<<"$view")
			run --separate-stderr hearts-bot --level="$level" -s 3 <<<"$view"
			assert_success
			assert_equal "${#lines[@]}" 1
			grep -qxF "$output" <<<"$legal" ||
			    fail "$level plays '$output', not one of: $(words <<<"$legal")"
		done
	done
}

# bats test_tags=slow
@test "hearts-bot -L: a level chooses as its bot at its budget, with the same seed" {
	local pair level opts pos s
	while IFS= read -r pair; do
		level=${pair%%=*} opts=${pair#*=}
		for pos in "" .f .l; do
			for s in 1 2 3; do
				# shellcheck disable=SC2086 # the options, word by word
				assert_equal "$level $pos $s: $(hearts-bot -L "$level" -s "$s" "$G$pos")" \
				    "$level $pos $s: $(hearts-bot $opts -s "$s" "$G$pos")"
			done
		done
	done <<<"$LEVELS"
	# without -L or -b: the default level, advanced
	assert_equal "$(hearts-bot -s 1 "$G.f")" "$(hearts-bot -L advanced -s 1 "$G.f")"
	# the budget is the level's: club and advanced differ on these
	# (seed 3, hand 1: E's pass, S's card to the 2C, W's lead)
	[ "$(hearts-bot -L club -s 1 "$G")" != "$(hearts-bot -L advanced -s 1 "$G")" ]
	[ "$(hearts-bot -L club -s 1 "$G.f")" != "$(hearts-bot -L advanced -s 1 "$G.f")" ]
	[ "$(hearts-bot -L club -s 1 "$G.l")" != "$(hearts-bot -L advanced -s 1 "$G.l")" ]
}

@test "hearts-bot -L: an unknown level, or -L with -b or -n" {
	run --separate-stderr hearts-bot -L grandmaster "$G"
	refuses_usage '^hearts-bot: -L grandmaster: no such level \(the levels are beginner, casual, club, advanced and expert\)$'
	assert_equal "${#stderr_lines[@]}" 3
	run --separate-stderr hearts-bot --level= "$G"
	refuses_usage '^hearts-bot: -L : no such level'
	run --separate-stderr hearts-bot -L Casual "$G"
	refuses_usage '^hearts-bot: -L Casual: no such level'
	run --separate-stderr hearts-bot -L casual -b simple "$G"
	refuses_usage '^hearts-bot: -L casual and -b: '
	run --separate-stderr hearts-bot -b expert --level club "$G"
	refuses_usage '^hearts-bot: -L club and -b: '
	run --separate-stderr hearts-bot -L expert -n 50 "$G"
	refuses_usage '^hearts-bot: -L expert and -n: '
}

@test "hearts-bot: usage errors" {
	run --separate-stderr hearts-bot -b nobody "$G"
	refuses_usage '^hearts-bot: -b nobody: no such bot'
	run --separate-stderr hearts-bot -n 0 "$G"
	refuses_usage '^hearts-bot: -n 0: the budget is a number of deals'
	run --separate-stderr hearts-bot -n x "$G"
	refuses_usage '^hearts-bot: -n x: '
	run --separate-stderr hearts-bot -n 1000001 "$G"
	refuses_usage '^hearts-bot: -n 1000001: '
	run --separate-stderr hearts-bot -s -1 "$G"
	refuses_usage '^hearts-bot: '
	run --separate-stderr hearts-bot "$G" "$G.p"
	refuses_usage '^hearts-bot: one record file at a time'
	run --separate-stderr hearts-bot -q "$G"
	refuses_usage '^hearts-bot: '
	run --separate-stderr hearts-bot --no-such-option "$G"
	refuses_usage '^hearts-bot: '
}

@test "hearts-bot: refusals, a malformed record, a missing file" {
	# the hand is played: the record stands at its score
	hearts-play -b NESW=simple -S 1 <"$G.p" >"$G.s"
	assert_equal "$(hearts-query phase "$G.s")" score
	run --separate-stderr hearts-bot "$G.s"
	refuses 1 '^hearts-bot: no seat is to move: the hand is played, to be scored$'
	run --separate-stderr hearts-bot -b simple < <(hearts-view -s S <"$G.s")
	refuses 1 '^hearts-bot: '
	# scored, and the next hand not dealt
	hearts-score <"$G.s" >"$G.d"
	run --separate-stderr hearts-bot -b random "$G.d"
	refuses 1 '^hearts-bot: no seat is to move'
	# N has passed, E, S and W still pass
	hearts-pass N TD TS JS <"$G" >"$G.n"
	run --separate-stderr hearts-bot -b simple < <(hearts-view -s N <"$G.n")
	refuses 1 '^hearts-bot: N has passed already'
	# S is to play, not E
	run --separate-stderr hearts-bot -b simple < <(hearts-view -s E <"$G.f")
	refuses 1 "^hearts-bot: it is S's turn, not E's"
	# malformed
	run --separate-stderr hearts-bot <<<"garbage"
	refuses 65 "^hearts-bot: <stdin>:1: "
	sed 's/^trick E 2C 4C 8C 5C$/trick E 2C 4C 8C 9D/' "$G.l" >"$G.bad"
	run --separate-stderr hearts-bot -b simple "$G.bad"
	refuses 65 '^hearts-bot: .*:[0-9]+: '
	run --separate-stderr hearts-bot "$BATS_TEST_TMPDIR/nonexistent"
	refuses 66 '^hearts-bot: .*nonexistent'
}

# bats test_tags=slow
@test "hearts-bot: a stream of records and views, a choice for each as it would be alone; one with nothing to decide said and skipped (issue 36)" {
	hearts-play -b NESW=simple -S 1 <"$G.p" >"$G.s"	# played out
	hearts-view -s S <"$G.f" >"$G.v"			# S's view
	cat "$G" "$G.f" "$G.v" "$G.l" >"$G.stream"
	local b want
	for b in simple strong expert; do
		want=$(for f in "$G" "$G.f" "$G.v" "$G.l"; do hearts-bot -b "$b" -n 20 -s 4 "$f"; done)
		run --separate-stderr hearts-bot -b "$b" -n 20 -s 4 "$G.stream"
		assert_success
		assert_equal "${#lines[@]}" 4
		assert_output "$want"
	done
	# -H too, from stdin
	run --separate-stderr hearts-bot -H -b simple <"$G.stream"
	assert_success
	assert_equal "$(grep -c ': ' <<<"$output")" 4
	# a hand played out between them: said with its number, no line
	cat "$G" "$G.s" "$G.l" >"$G.stream"
	run --separate-stderr hearts-bot -b simple "$G.stream"
	assert_equal "$status" 1
	assert_output "$(hearts-bot -b simple "$G"; hearts-bot -b simple "$G.l")"
	assert_equal "$stderr" "hearts-bot: game 1: no seat is to move: the hand is played, to be scored"
	# a malformed record in the middle: its line, skipped, status 65
	sed 's/^trick E 2C 4C 8C 5C$/trick E 2C 4C 8C 9D/' "$G.l" >"$G.bad"
	cat "$G" "$G.bad" "$G.f" >"$G.stream"
	run --separate-stderr hearts-bot -b simple "$G.stream"
	assert_equal "$status" 65
	assert_output "$(hearts-bot -b simple "$G"; hearts-bot -b simple "$G.f")"
	[[ $stderr == "hearts-bot: "*"stream:"[0-9]*": "* ]] || fail "$stderr"
}

# bats test_tags=slow
@test "hearts-play -b NEW=simple: the bots play until it is South's turn again" {
	local s before after
	for s in 1 2 3 4 5; do
		before=$(hearts-query played "$G.f" | wc -l)
		# shellcheck disable=SC2046
		hearts-play -b NEW=simple -S "$s" $(hearts-query legal "$G.f" | head -n 1) \
		    <"$G.f" >"$G.$s"
		hearts-check -q "$G.$s"
		after=$(hearts-query played "$G.$s" | wc -l)
		((after > before + 1)) || fail "no bot played"
		# after S's card, only the bots' cards
		run bash -c 'hearts-query played "$1" | tail -n +"$2" | cut -d" " -f1 | sort -u' \
		    - "$G.$s" "$((before + 2))"
		refute_line S
		if [[ $(hearts-query phase "$G.$s") == play ]]; then
			assert_equal "$(hearts-query turn "$G.$s")" S
		else
			assert_equal "$(hearts-query phase "$G.$s")" score
		fi
		# S's turn again: -b without S has nothing to do
		hearts-play -b NEW=simple -S "$s" <"$G.$s" >"$G.again"
		cmp "$G.$s" "$G.again"
	done
	# with the cards left out: E leads the 2C, S is next
	hearts-play -b E=simple <"$G.p" >"$G.e"
	run hearts-query played "$G.e"
	assert_output "E 2C"
	assert_equal "$(hearts-query turn "$G.e")" S
}

# bats test_tags=slow
@test "hearts-play -b NESW: the bots play the hand out, the same again with -S" {
	local bot
	for bot in random simple strong expert; do
		hearts-play -b NESW="$bot" -S 11 <"$G.p" >"$G.1"
		hearts-play --bot=NESW="$bot" --bot-seed=11 <"$G.p" >"$G.2"
		cmp "$G.1" "$G.2"
		assert_equal "$(grep -c '^trick ' "$G.1")" 13
		assert_equal "$(hearts-query phase "$G.1")" score
		run hearts-check "$G.1"
		assert_success
		# the hand as dealt and passed is kept
		assert_equal "$(head -n 12 "$G.1")" "$(head -n 12 "$G.p")"
	done
	# mixed bots, repeated -b, and the cards already played kept
	hearts-play -b NS=strong -b EW=random -S 5 $TRICK1 <"$G.p" >"$G.m"
	assert_equal "$(grep -c '^trick ' "$G.m")" 13
	grep -qx "trick E $TRICK1" "$G.m"
	hearts-check -q "$G.m"
	# random bots with another seed play another hand (most likely)
	hearts-play -b NESW=random -S 12 <"$G.p" >"$G.3"
	hearts-play -b NESW=random -S 11 <"$G.p" >"$G.1"
	run cmp -s "$G.1" "$G.3"
	assert_failure
	# the record in a file, updated in place
	cp "$G.p" "$G.file"
	hearts-play -b NESW=simple -S 1 -f "$G.file"
	hearts-play -b NESW=simple -S 1 <"$G.p" | cmp - "$G.file"
}

@test "hearts-play -b: usage errors" {
	run --separate-stderr hearts-play -b Q=simple <"$G.f"
	refuses_usage "^hearts-play: --bot Q=simple: 'Q' is not a seat"
	run --separate-stderr hearts-play -b E=nobody <"$G.f"
	refuses_usage '^hearts-play: --bot E=nobody: no such bot'
	run --separate-stderr hearts-play -b X=simple <"$G.f"
	refuses_usage '^hearts-play: --bot: no seat X in a game of 4'
	run --separate-stderr hearts-play -b NESWX=simple <"$G.f"
	refuses_usage '^hearts-play: --bot: no seat X in a game of 4'
	run --separate-stderr hearts-play -b simple <"$G.f"
	refuses_usage '^hearts-play: '
	run --separate-stderr hearts-play -b E= <"$G.f"
	refuses_usage '^hearts-play: '
	run --separate-stderr hearts-play -b NE=simple -S x <"$G.f"
	refuses_usage '^hearts-play: '
	# no cards and no -b
	run --separate-stderr hearts-play <"$G.f"
	refuses_usage '^hearts-play: name the cards to play'
	# a view is not a record: moves are made on the record
	run --separate-stderr hearts-play -b NESW=simple < <(hearts-view <"$G.f")
	refuses 1 "^hearts-play: this is S's view of the game, not the whole record"
}

@test "hearts-pass -b NEW=strong: S passes, the bots pass and play up to S" {
	local s
	for s in 1 2; do
		hearts-pass -b NEW=strong -S "$s" S 4C 7C QC <"$G" >"$G.$s"
		hearts-check -q "$G.$s"
		assert_equal "$(hearts-query phase "$G.$s")" play
		assert_equal "$(grep -c '^pass ' "$G.$s")" 4
		grep -qx 'pass S 4C 7C QC' "$G.$s"
		# E holds the 2C and leads it; then it is S's turn
		run hearts-query played "$G.$s"
		assert_output "E 2C"
		assert_equal "$(hearts-query turn "$G.$s")" S
	done
	# same seed, same record
	hearts-pass -b NEW=strong -S 1 S 4C 7C QC <"$G" | cmp - "$G.1"
	# E passes the 2C to S, who leads: nothing is played
	hearts-pass -b NEW=simple -S 1 E 2C 3C 6C S 4C 7C QC <"$G" >"$G.s"
	assert_equal "$(hearts-query phase "$G.s")" play
	run hearts-query played "$G.s"
	assert_output ""
	assert_equal "$(hearts-query turn "$G.s")" S
}

# The seats pass at once, each before seeing what comes to it: a seat
# without a bot that has yet to pass keeps no bot from passing.
@test "hearts-pass -b NEW: the bots pass for N, E and W while S has yet to pass" {
	hearts-pass -b NEW=simple -S 1 <"$G" >"$G.w"
	hearts-check -q "$G.w"
	assert_equal "$(hearts-query phase "$G.w")" pass
	assert_equal "$(grep -c '^pass ' "$G.w")" 3
	run hearts-query turn "$G.w"
	assert_output S
	# S passes with no -b: the hand is in play
	hearts-pass S 4C 7C QC <"$G.w" >"$G.x"
	assert_equal "$(hearts-query phase "$G.x")" play
}

@test "hearts-pass -b NESW=simple: the bots pass for everyone and play the hand" {
	hearts-pass -b NESW=simple -S 1 <"$G" >"$G.1"
	hearts-pass -b NESW=simple -S 1 <"$G" | cmp - "$G.1"
	hearts-check -q "$G.1"
	assert_equal "$(grep -c '^pass ' "$G.1")" 4
	assert_equal "$(grep -c '^trick ' "$G.1")" 13
	assert_equal "$(hearts-query phase "$G.1")" score
	# the simple bot's first rule: pass the QS, KS and AS unless three
	# lower spades guard them (E holds the 2S and AS)
	grep -q '^pass E .*AS' "$G.1"
	# a hold hand: nobody passes, the bots play it out
	hearts-play -b NESW=simple -S 1 <"$G.1" | hearts-score | hearts-deal |
	    hearts-pass -b NESW=simple -S 1 | hearts-score | hearts-deal |
	    hearts-pass -b NESW=simple -S 1 | hearts-score | hearts-deal >"$G.4"
	assert_equal "$(hearts-query pass "$G.4")" "hold 0"
	hearts-pass -b NESW=simple -S 1 <"$G.4" >"$G.5"
	hearts-check -q "$G.5"
	assert_equal "$(hearts-query phase "$G.5")" score
	assert_equal "$(awk '/^hand 4 /{on=1} on && /^trick /' "$G.5" | wc -l)" 13
}

# players PRESET SEATS TRICKS: a hand of that game played to its end by
# bots at every seat, through hearts-pass and through hearts-play.
players() {
	local preset=$1 seats=$2 tricks=$3 bot
	for bot in random simple; do
		hearts-deal -s 5 $preset >"$G.$bot"
		assert_equal "$(hearts-query seats "$G.$bot" | words)" \
		    "$(grep -o . <<<"$seats" | words)"
		hearts-pass -b "$seats=$bot" -S 2 <"$G.$bot" >"$G.$bot.1"
		run hearts-check "$G.$bot.1"
		assert_success
		assert_equal "$(hearts-query phase "$G.$bot.1")" score
		assert_equal "$(grep -c '^pass ' "$G.$bot.1")" "${#seats}"
		assert_equal "$(grep -c '^trick ' "$G.$bot.1")" "$tricks"
		hearts-pass -b "$seats=$bot" -S 2 <"$G.$bot" | cmp - "$G.$bot.1"
		# hearts-play passes as well
		hearts-play -b "$seats=$bot" -S 2 <"$G.$bot" | cmp - "$G.$bot.1"
		# and the next hand too
		hearts-score <"$G.$bot.1" | hearts-deal |
		    hearts-play -b "$seats=$bot" -S 3 >"$G.$bot.2"
		hearts-check -q "$G.$bot.2"
		assert_equal "$(grep -c '^trick ' "$G.$bot.2")" "$((2 * tricks))"
	done
	# hearts-bot, one move at a time: from the record as from the view
	local g=$G.one view a b n
	cp "$G.simple" "$g"
	for n in 1 2 3 4 5 6 7 8 9 10 11 12; do
		view=$(hearts-view <"$g")
		a=$(hearts-bot -b strong -n 20 -s "$n" "$g")
		b=$(hearts-bot -b strong -n 20 -s "$n" <<<"$view")
		assert_equal "move $n: $a" "move $n: $b"
		if [[ $(hearts-query phase "$g") == pass ]]; then
			# shellcheck disable=SC2086
			hearts-pass "$(hearts-query view <<<"$view")" $a <"$g" >"$g.next"
		else
			hearts-query legal <<<"$view" | grep -qxF "$a"
			hearts-play "$a" <"$g" >"$g.next"
		fi
		mv "$g.next" "$g"
	done
	assert_equal "$(hearts-query phase "$g")" play
	hearts-check -q "$g"
	# the strong bots (their default budget: one hand only)
	hearts-pass -b "$seats=strong" -S 2 <"$G.simple" >"$G.strong"
	hearts-check -q "$G.strong"
	assert_equal "$(hearts-query phase "$G.strong")" score
	assert_equal "$(grep -c '^trick ' "$G.strong")" "$tricks"
	# a seat the game has not
	run --separate-stderr hearts-play -b "${seats}W=simple" <"$G.simple"
	[[ $seats == *W* ]] || refuses_usage "no seat W in a game of ${#seats}"
}

# bats test_tags=slow
@test "two players: bots at both seats play a hand to its end" {
	players "-r two-player" NE 13
}

# bats test_tags=slow
@test "three players: bots at every seat play a hand to its end" {
	players "-o players=3" NES 17
}

# bats test_tags=slow
@test "five players: bots at every seat play a hand to its end" {
	players "-r five-player" NESWX 10
}
