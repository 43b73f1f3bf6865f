#!/usr/bin/env bats
# hearts-deal: new games, presets and options, reading a record to deal
# its next hand, and every way a command line or a record is refused.

load helper

GOLDEN=$DATA/deal-s2026.out
RULES4='rules players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on'
PRESETS='standard black-lady omnibus moon-down session two-player three-player five-player'

setup() {
	IN=$BATS_TEST_TMPDIR/in
}

# ---------------------------------------------------------------------------
# Helpers

# edit SED-ARGS...: the golden record edited by sed, into $IN.
edit() {
	sed "$@" "$GOLDEN" > "$IN"
}

# record LINE...: a record of these lines, into $IN.
record() {
	printf '%s\n' "$@" > "$IN"
}

# The hand and trick an error is about, when it is about one.
WHERE='(hand [0-9]+(, trick [0-9]+)?: )?'

# bad LINE PATTERN: $IN on stdin is refused as bad data, with one message
# for LINE of <stdin> whose text matches PATTERN.
bad() {
	run --separate-stderr hearts-deal < "$IN"
	refuses 65 "^hearts-deal: <stdin>:$1: $WHERE$2"
}

# accepted: $IN on stdin was read as a whole record: hearts-deal refuses
# only because hand 1 is still to be played.
accepted() {
	run --separate-stderr hearts-deal < "$IN"
	refuses 1 'hand 1 is not finished: 0 of 13 tricks played$'
}

# shape: the deal of the record in $output, summed up: each deal (and
# aside) line's seat and card count, then the cards in all, how many are
# not written as a canonical card, and how many are dealt twice.
shape() {
	awk '
	$1 == "deal" || $1 == "aside" {
		first = $1 == "deal" ? 3 : 2
		s = s (s == "" ? "" : " ") ($1 == "deal" ? $2 : "aside") "=" NF - first + 1
		for (i = first; i <= NF; i++) {
			n++
			if ($i !~ /^[2-9TJQKA][CDHS]$/) bad++
			if (seen[$i]++) twice++
		}
	}
	END { printf "%s; %d cards, %d malformed, %d twice\n", s, n, bad, twice }
	' <<< "$output"
}

# no_card REGEX: no card dealt in $output matches REGEX.
no_card() {
	local hits
	hits=$(awk '$1 == "deal" { for (i = 3; i <= NF; i++) print $i }
	    $1 == "aside" { for (i = 2; i <= NF; i++) print $i }' <<< "$output" |
	    grep -Ex -- "$1" || true)
	[[ -z "$hits" ]] || fail "cards matching /$1/ were dealt: $hits"
}

# rules_for ARGS...: the rules line hearts-deal writes for ARGS.
rules_for() {
	run --separate-stderr hearts-deal -s 1 "$@"
	assert_success
	assert_equal "$stderr" ""
	assert_equal "${lines[1]}" "$RULES_WANT"
}

# preset_gives PRESET RULES: -r PRESET writes the rules line RULES.
preset_gives() {
	RULES_WANT="rules $2"
	rules_for -r "$1"
}

# valid_utf8 TEXT: TEXT is valid UTF-8.
valid_utf8() {
	LC_ALL=C.UTF-8 grep -qax '.*' <<< "$1" ||
	    fail "not valid UTF-8: $(od -c <<< "$1" | head -5)"
}

# ---------------------------------------------------------------------------
# A new game

@test "the golden record of -s 2026 is a whole deck, 13 cards each" {
	output=$(cat "$GOLDEN")
	assert_equal "$(shape)" "N=13 E=13 S=13 W=13; 52 cards, 0 malformed, 0 twice"
}

@test "new game -s 2026: the golden record, nothing on stderr" {
	run --separate-stderr hearts-deal -s 2026
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(cat "$GOLDEN")"
}

@test "new game: format, default rules, seed, hand 1 passing left, four deals, end" {
	run --separate-stderr hearts-deal -r standard
	assert_success
	assert_equal "${#lines[@]}" 9
	assert_equal "${lines[0]}" "hearts 1"
	assert_equal "${lines[1]}" "$RULES4"
	assert_regex "${lines[2]}" '^seed (0|[1-9][0-9]*)$'
	assert_equal "${lines[3]}" "hand 1 pass=left"
	for i in 4 5 6 7; do
		assert_regex "${lines[i]}" '^deal [NESW]( [2-9TJQKA][CDHS]){13}$'
	done
	assert_equal "${lines[8]}" "end"
	assert_equal "$(shape)" "N=13 E=13 S=13 W=13; 52 cards, 0 malformed, 0 twice"
}

@test "the same seed twice gives the same record" {
	run hearts-deal -s 99
	assert_success
	first=$output
	run hearts-deal -s 99
	assert_output "$first"
}

@test "different seeds give different deals" {
	run hearts-deal -s 1
	first=$output
	run hearts-deal -s 2
	assert_success
	[[ "$output" != "$first" ]] || fail "-s 1 and -s 2 deal the same"
	assert_not_equal "$(grep '^deal' <<< "$output")" "$(grep '^deal' <<< "$first")"
}

@test "without -s a seed from 0 to 2^63-1 is drawn and -s replays it" {
	run --separate-stderr hearts-deal -r standard
	assert_success
	assert_regex "${lines[2]}" '^seed (0|[1-9][0-9]{0,18})$'
	seed=${lines[2]#seed }
	# 19 digits compare as strings
	# shellcheck disable=SC2071
	if (( ${#seed} == 19 )) && [[ "$seed" > 9223372036854775807 ]]; then
		fail "seed $seed is over 9223372036854775807"
	fi
	first=$output
	run --separate-stderr hearts-deal -s "$seed"
	assert_success
	assert_output "$first"
}

@test "two games without -s draw different seeds" {
	run hearts-deal -r standard
	first=${lines[2]}
	run hearts-deal -r standard
	assert_not_equal "${lines[2]}" "$first"
}

@test "-s 0 and -s 9223372036854775807 are seeds" {
	run --separate-stderr hearts-deal -s 0
	assert_success
	assert_line --index 2 "seed 0"
	run --separate-stderr hearts-deal -s 9223372036854775807
	assert_success
	assert_line --index 2 "seed 9223372036854775807"
}

# ---------------------------------------------------------------------------
# Presets and options

@test "-r standard" {
	preset_gives standard "players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on"
}
@test "-r black-lady" {
	preset_gives black-lady "players=4 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=100 tie=play-on"
}
@test "-r omnibus" {
	preset_gives omnibus "players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=on target=100 tie=play-on"
}
@test "-r moon-down" {
	preset_gives moon-down "players=4 queen-breaks-hearts=no moon=subtract jack-of-diamonds=off target=100 tie=play-on"
}
@test "-r session" {
	preset_gives session "players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=none tie=play-on"
}
@test "-r two-player" {
	preset_gives two-player "players=2 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=50 tie=play-on"
	assert_equal "$(shape)" "N=13 E=13 aside=2; 28 cards, 0 malformed, 0 twice"
}
@test "-r three-player" {
	preset_gives three-player "players=3 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=100 tie=play-on"
	assert_equal "$(shape)" "N=17 E=17 S=17; 51 cards, 0 malformed, 0 twice"
}
@test "-r five-player" {
	preset_gives five-player "players=5 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=100 tie=play-on"
	assert_equal "$(shape)" "N=10 E=10 S=10 W=10 X=10; 50 cards, 0 malformed, 0 twice"
}

@test "-n 2: 13 cards each and 2 aside from the 28-card deck" {
	RULES_WANT="rules players=2 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on"
	rules_for -n 2
	assert_equal "$(shape)" "N=13 E=13 aside=2; 28 cards, 0 malformed, 0 twice"
	assert_equal "${lines[3]}" "hand 1 pass=left"
	assert_regex "${lines[6]}" '^aside [2-9TJQKA][CDHS] [2-9TJQKA][CDHS]$'
	no_card '[3579JK][CDHS]'
}

@test "-n 3: 17 cards each, no 2D" {
	RULES_WANT="rules players=3 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on"
	rules_for -n 3
	assert_equal "$(shape)" "N=17 E=17 S=17; 51 cards, 0 malformed, 0 twice"
	no_card '2D'
}

@test "-n 5: 10 cards each, no 2C or 2D" {
	RULES_WANT="rules players=5 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on"
	rules_for -n 5
	assert_equal "$(shape)" "N=10 E=10 S=10 W=10 X=10; 50 cards, 0 malformed, 0 twice"
	no_card '2[CD]'
}

@test "-n 4 is the standard game" {
	run hearts-deal -n 4 -s 2026
	assert_success
	assert_output "$(cat "$GOLDEN")"
}

@test "-o overrides the preset: -r omnibus -o jack-of-diamonds=off" {
	RULES_WANT=$RULES4
	rules_for -r omnibus -o jack-of-diamonds=off
}

@test "-o overrides the preset whatever the order: -o target=75 -r two-player" {
	RULES_WANT="rules players=2 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=75 tie=play-on"
	rules_for -o target=75 -r two-player
}

@test "-o options apply in the order given: the last one wins" {
	RULES_WANT="rules players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=75 tie=play-on"
	rules_for -o target=50 -o target=75
	RULES_WANT=$RULES4
	rules_for -o queen-breaks-hearts=yes -o queen-breaks-hearts=no
}

@test "-o applies after -n, as hearts-deal(1) says" {
	RULES_WANT="rules players=3 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on"
	rules_for -o players=3 -n 5
}

@test "-o takes yes/no and on/off for both flags, and writes them canonically" {
	RULES_WANT="rules players=4 queen-breaks-hearts=yes moon=add jack-of-diamonds=on target=100 tie=play-on"
	rules_for -o queen-breaks-hearts=on -o jack-of-diamonds=yes
	RULES_WANT=$RULES4
	rules_for -o queen-breaks-hearts=off -o jack-of-diamonds=no
}

@test "-o sets every option" {
	RULES_WANT="rules players=5 queen-breaks-hearts=yes moon=subtract jack-of-diamonds=on target=10000 tie=share"
	rules_for -o tie=share -o target=10000 -o moon=subtract -o players=5 \
	    -o queen-breaks-hearts=yes -o jack-of-diamonds=on
	RULES_WANT="rules players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=1 tie=play-on"
	rules_for -o target=1
}

# ---------------------------------------------------------------------------
# Usage errors: status 64, nothing on stdout, a message and the usage
#
# One row a case: the arguments (split on spaces; @golden is the golden
# record's path) and a pattern for the message.

# bats test_tags=slow
@test "usage errors: status 64, nothing on stdout, a message, the usage" {
	local args pattern argv n=0
	while IFS='|' read -r args pattern; do
		echo "# case: hearts-deal $args"	# shown if the case fails
		read -ra argv <<< "$args"
		run --separate-stderr hearts-deal "${argv[@]/#@golden/$GOLDEN}" < /dev/null
		refuses_usage "$pattern"
		n=$(( n + 1 ))
	done <<'EOF'
-n 1|^hearts-deal: -n 1: the game is for 2 to 5 players$
-n 6|^hearts-deal: -n 6: the game is for 2 to 5 players$
-n x|^hearts-deal: -n x: the game is for 2 to 5 players$
-n 4 -n 0|^hearts-deal: -n 0: the game is for 2 to 5 players$
-r nosuch|^hearts-deal: -r: unknown preset 'nosuch' \(presets: standard, 
-o nosuch=1|^hearts-deal: -o: unknown option 'nosuch' \(options: players, 
-o moon=sideways|^hearts-deal: -o: moon=sideways: say add .* subtract .* or none
-o target=0|^hearts-deal: -o: target=0: give a score from 1 to 10000, or none$
-o target=10001|^hearts-deal: -o: target=10001: give a score from 1 to 10000, or none$
-o target=-5|^hearts-deal: -o: target=-5: give a score
-o players|^hearts-deal: -o: option 'players' has no value
-o players=6|^hearts-deal: -o: players=6: the game is for 2 to 5 players$
-o queen-breaks-hearts=maybe|^hearts-deal: -o: .*say yes or no$
-o jack-of-diamonds=1|^hearts-deal: -o: .*say on or off$
-o tie=toss|^hearts-deal: -o: tie=toss: say play-on or share$
-s -1|^hearts-deal: -s -1: the seed is a whole number from 0 to 9223372036854775807$
-s 9223372036854775808|^hearts-deal: -s 9223372036854775808: the seed is a whole number
-s abc|^hearts-deal: -s abc: the seed is a whole number
-s 12abc|^hearts-deal: -s 12abc: the seed is a whole number
-s|^hearts-deal: option requires an argument -- '?s'?$
-n 2 -o jack-of-diamonds=on|^hearts-deal: jack-of-diamonds=on cannot be played with two players: their deck has no jacks$
-r two-player -o jack-of-diamonds=on|jacks
-r omnibus -n 2|jacks
-q|^hearts-deal: (invalid|unknown|illegal) option -- '?q'?$
--nosuch|^hearts-deal: (unrecognized|unknown) option '?--nosuch'?$
-s 1 @golden|^hearts-deal: options -n, -o, -r and -s start a new game and read no record$
-o moon=add -|^hearts-deal: options -n, -o, -r and -s start a new game and read no record$
@golden @golden|^hearts-deal: one record file at a time, with -f or as an operand$
EOF
	(( n == 28 )) || fail "$n cases run, not 28"
}

@test "usage: -n with a number padded past 23 characters and junk" {
	run --separate-stderr hearts-deal -n 00000000000000000000003x -s 1
	refuses_usage '^hearts-deal: -n 00000000000000000000003x: the game is for 2 to 5 players$'
}

@test "-h and --help: usage on stdout, every preset, status 0" {
	for flag in -h --help; do
		run --separate-stderr hearts-deal "$flag"
		assert_success
		assert_equal "$stderr" ""
		assert_regex "${lines[0]}" '^usage: hearts-deal '
		for preset in $PRESETS; do
			grep -qw -- "$preset" <<< "$output" ||
			    fail "$flag does not name the preset $preset"
		done
	done
}

@test "--version and -V: one line naming hearts, status 0" {
	for flag in --version -V; do
		run --separate-stderr hearts-deal "$flag"
		assert_success
		assert_equal "$stderr" ""
		assert_equal "${#lines[@]}" 1
		assert_output --partial "hearts"
	done
}

# ---------------------------------------------------------------------------
# Reading a record to deal its next hand

@test "next hand from stdin: hand 1 is not finished, status 1" {
	run --separate-stderr hearts-deal < "$GOLDEN"
	refuses 1 '^hearts-deal: .*hand 1 is not finished: 0 of 13 tricks played$'
}

@test "next hand from a file operand: hand 1 is not finished, status 1" {
	run --separate-stderr hearts-deal "$GOLDEN"
	refuses 1 '^hearts-deal: .*hand 1 is not finished: 0 of 13 tricks played$'
}

@test "next hand from - : hand 1 is not finished, status 1" {
	run --separate-stderr hearts-deal - < "$GOLDEN"
	refuses 1 '^hearts-deal: .*hand 1 is not finished: 0 of 13 tricks played$'
}

@test "a record with no hand yet: hearts-deal deals hand 1 from its seed" {
	sed -n 1,3p "$GOLDEN" > "$IN"
	echo end >> "$IN"
	run --separate-stderr hearts-deal "$IN"
	assert_success
	assert_equal "$stderr" ""
	assert_output "$(cat "$GOLDEN")"
}

@test "a record with no hand and no seed: hand 1 dealt at random, no seed line" {
	record "hearts 1" "$RULES4" end
	run --separate-stderr hearts-deal < "$IN"
	assert_success
	assert_equal "${#lines[@]}" 8
	assert_equal "${lines[1]}" "$RULES4"
	assert_equal "${lines[2]}" "hand 1 pass=left"
	assert_equal "$(shape)" "N=13 E=13 S=13 W=13; 52 cards, 0 malformed, 0 twice"
}

@test "a file that does not exist: status 66, the message names it" {
	run --separate-stderr hearts-deal "$BATS_TEST_TMPDIR/nosuch.txt"
	refuses 66 "^hearts-deal: $BATS_TEST_TMPDIR/nosuch\.txt: "
}

@test "a directory as the file: status 74, the message names it" {
	run --separate-stderr hearts-deal "$BATS_TEST_TMPDIR"
	refuses 74 "^hearts-deal: $BATS_TEST_TMPDIR(:[0-9]+)?: "
}

@test "empty stdin starts a new game" {
	run --separate-stderr hearts-deal < /dev/null
	assert_success
	assert_equal "$stderr" ""
	assert_equal "${lines[0]}" "hearts 1"
	assert_equal "${lines[1]}" "$RULES4"
	assert_regex "${lines[2]}" '^seed [0-9]+$'
	assert_equal "$(shape)" "N=13 E=13 S=13 W=13; 52 cards, 0 malformed, 0 twice"
}

@test "stdin of comments and blank lines starts a new game" {
	printf '# nothing here\n\n   \n\t# an indented comment\r\n\n' > "$IN"
	run --separate-stderr hearts-deal < "$IN"
	assert_success
	assert_equal "$stderr" ""
	assert_equal "${lines[0]}" "hearts 1"
	assert_equal "${lines[1]}" "$RULES4"
	assert_equal "${#lines[@]}" 9
}

@test "- on an empty stdin starts a new game" {
	run --separate-stderr hearts-deal - < /dev/null
	assert_success
	assert_equal "${lines[0]}" "hearts 1"
}

@test "a closed stdin and no options: a new game" {
	run --separate-stderr bash -c 'hearts-deal <&-'
	assert_success
	assert_equal "$stderr" ""
	assert_line --index 0 "hearts 1"
	assert_line --index 3 "hand 1 pass=left"
}

@test "a terminal on stdin and no options: a new game, stdin not read" {
	command -v script > /dev/null || skip "no script(1) to make a terminal"
	run script -qec hearts-deal /dev/null < /dev/null
	assert_success
	output=${output//$'\r'/}
	assert_equal "$(sed -n 1p <<< "$output")" "hearts 1"
	assert_equal "$(sed -n 2p <<< "$output")" "$RULES4"
	assert_equal "$(shape)" "N=13 E=13 S=13 W=13; 52 cards, 0 malformed, 0 twice"
}

# ---------------------------------------------------------------------------
# Bad records on stdin: status 65, nothing on stdout, one message naming
# the line and what is wrong
#
# bad_record NAME writes the case NAME into $IN, most of them edits of the
# golden record (lines: 1 hearts, 2 rules, 3 seed, 4 hand, 5-8 deal N E S
# W, 9 end), and sets LINE, the line refused, and MSG, a pattern for the
# message.

bad_record() {
	case $1 in
	unknown-keyword)
		edit 's/^seed .*/bogus 1/'
		LINE=3 MSG="'bogus' is not a line of a record" ;;
	format-line-missing)
		edit 1d
		LINE=1 MSG="a record begins with the line 'hearts 1', not 'rules'$" ;;
	version-2)
		edit 's/^hearts 1/hearts 2/'
		LINE=1 MSG='the record is in format version 2; this program reads version 1$' ;;
	version-x)
		edit 's/^hearts 1/hearts x/'
		LINE=1 MSG="'x' is not a format version$" ;;
	version-extra-word)
		edit 's/^hearts 1/hearts 1 extra/'
		LINE=1 MSG="the format line is 'hearts 1'$" ;;
	no-end-line)
		edit '$d'
		LINE=8 MSG='the record has no end line' ;;
	cut-in-a-deal-line)
		head -c "$(( $(head -5 "$GOLDEN" | wc -c) + 12 ))" "$GOLDEN" > "$IN"
		assert_equal "$(tail -1 "$IN")" "deal E 3C 9C"
		LINE=6 MSG='13 cards are dealt to each seat, not 2$' ;;
	cut-in-a-card)
		head -c "$(( $(head -5 "$GOLDEN" | wc -c) + 8 ))" "$GOLDEN" > "$IN"
		assert_equal "$(tail -1 "$IN")" "deal E 3"
		LINE=6 MSG="'3' is not a card" ;;
	format-line-only)
		record "hearts 1"
		LINE=1 MSG='the record has no end line' ;;
	rules-missing-an-option)
		edit 's/ tie=play-on//'
		LINE=2 MSG='the rules do not state tie' ;;
	rules-option-twice)
		edit 's/tie=play-on/tie=play-on moon=add/'
		LINE=2 MSG='the option moon is given twice$' ;;
	rules-unknown-option)
		edit 's/tie=play-on/tie=play-on colour=red/'
		LINE=2 MSG="unknown option 'colour'" ;;
	rules-bad-value)
		edit 's/moon=add/moon=sideways/'
		LINE=2 MSG='moon=sideways: say add' ;;
	rules-target-0)
		edit 's/target=100/target=0/'
		LINE=2 MSG='target=0: give a score from 1 to 10000' ;;
	rules-option-without-value)
		edit 's/moon=add/moon/'
		LINE=2 MSG="option 'moon' has no value" ;;
	jack-of-diamonds-with-two-players)
		record "hearts 1" "rules players=2 queen-breaks-hearts=no moon=add jack-of-diamonds=on target=50 tie=play-on" end
		LINE=2 MSG='jack-of-diamonds=on cannot be played with two players' ;;
	rules-twice)
		edit 2p
		LINE=3 MSG='the rules are given twice$' ;;
	rules-after-the-hand-line)
		edit -e '2{h;d}' -e '4G'
		assert_equal "$(sed -n 4p "$IN")" "$RULES4"
		LINE=3 MSG='the record has no rules line before its first hand$' ;;
	second-rules-after-the-hand-line)
		edit -e '4p' -e "4s/.*/$RULES4/"
		LINE=5 MSG='the rules line belongs before the first hand$' ;;
	seed-twice)
		edit 3p
		LINE=4 MSG='the seed is given twice$' ;;
	seed-not-a-number)
		edit 's/^seed .*/seed x/'
		LINE=3 MSG="'x' is not a seed" ;;
	seed-out-of-range)
		edit 's/^seed .*/seed 9223372036854775808/'
		LINE=3 MSG="'9223372036854775808' is not a seed" ;;
	seed-after-the-hand-line)
		edit -e '3{h;d}' -e '4G'
		LINE=4 MSG='the seed line belongs before the first hand$' ;;
	card-written-twice)
		edit 's/^deal N 6C 7C/deal N 6C 6C/'
		LINE=5 MSG='6C is written twice$' ;;
	card-dealt-to-two-seats)
		edit 's/^deal N 6C/deal N 3C/'
		LINE=6 MSG='3C is dealt twice: N has it \(line 5\)$' ;;
	card-not-in-the-two-player-deck)
		record "hearts 1" \
		    "rules players=2 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=50 tie=play-on" \
		    "hand 1 pass=left" "deal N 3C 4C 6C 8C TC QC 2D 8D TD 4H 6H 6S QS" end
		LINE=4 MSG='3C is not in the two-player deck$' ;;
	card-not-in-the-three-player-deck)
		record "hearts 1" \
		    "rules players=3 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on" \
		    "hand 1 pass=left" "deal N 2D 3D" end
		LINE=4 MSG='2D is not in the three-player deck$' ;;
	card-not-in-the-five-player-deck)
		record "hearts 1" \
		    "rules players=5 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on" \
		    "hand 1 pass=left" "deal N 3C 2C" end
		LINE=4 MSG='2C is not in the five-player deck$' ;;
	deal-of-12-cards)
		edit 's/^deal N 6C /deal N /'
		LINE=5 MSG='13 cards are dealt to each seat, not 12$' ;;
	deal-of-14-cards)
		edit 's/^deal N 6C /&2C /; s/^deal W 2C /deal W /'
		LINE=5 MSG='13 cards are dealt to each seat, not 14$' ;;
	deal-line-for-a-seat-twice)
		edit 's/^deal E /deal N /'
		LINE=6 MSG='N is dealt twice \(first on line 5\)$' ;;
	deal-line-missing)
		edit '/^deal W/d'
		LINE=8 MSG='hand 1 has no deal line for W$' ;;
	deal-line-without-cards)
		edit 's/^deal W .*/deal/'
		LINE=8 MSG="a deal line is 'deal SEAT CARDS'$" ;;
	aside-with-four-players)
		edit 's/^end/aside 2C 3C\nend/'
		LINE=9 MSG='only two players put cards aside$' ;;
	no-aside-with-two-players)
		hearts-deal -n 2 -s 1 | sed '/^aside/d' > "$IN"
		LINE=7 MSG='hand 1 has no aside line' ;;
	deal-not-of-the-seed)
		edit -e 's/^deal N 6C/deal N 3C/' -e 's/^deal E 3C/deal E 6C/'
		LINE=5 MSG='this is not the deal of seed 2026: hand 1 gives N 6C$' ;;
	deal-of-another-seed)
		edit 's/^seed 2026/seed 2027/'
		LINE=5 MSG='this is not the deal of seed 2027: hand 1 gives N ' ;;
	hand-2-first)
		edit 's/^hand 1 /hand 2 /'
		LINE=4 MSG='the first hand is hand 1 unless the record starts from a set-up' ;;
	hand-1-pass-right)
		edit 's/pass=left/pass=right/'
		LINE=4 MSG='the first hand passes left$' ;;
	hand-1-pass-sideways)
		edit 's/pass=left/pass=sideways/'
		LINE=4 MSG="'sideways' is not a pass direction with 4 players$" ;;
	hand-line-without-pass)
		edit 's/^hand 1 .*/hand 1/'
		LINE=4 MSG="a hand line is 'hand NUMBER pass=DIRECTION'$" ;;
	second-hand-before-the-first-is-played)
		edit 's/^end/hand 2 pass=right\nend/'
		LINE=9 MSG='hand 1 is not finished and scored, so no hand can follow it$' ;;
	seat-x-with-4-players)
		edit 's/^deal W/deal X/'
		LINE=8 MSG="'X' is not a seat \(with 4 players the seats are N E S W\)$" ;;
	card-1H)
		edit 's/^deal N 6C/deal N 1H/'
		LINE=5 MSG="'1H' is not a card \(cards are written 2C, TD, QS" ;;
	card-QX)
		edit 's/^deal N 6C/deal N QX/'
		LINE=5 MSG="'QX' is not a card" ;;
	trick-before-the-passes)
		edit 's/^end/trick W 2C\nend/'
		LINE=9 MSG='play cannot begin before every seat has passed: N has not$' ;;
	pass-of-cards-not-held)
		edit 's/^end/pass N 2C 3C 4C\nend/'
		LINE=9 MSG="N cannot pass 2C 3C 4C: not in N's hand$" ;;
	winner-in-a-game-that-goes-on)
		edit 's/^end/winner N\nend/'
		LINE=9 MSG='no winner yet: the game goes on$' ;;
	end-with-a-word)
		edit 's/^end/end now/'
		LINE=9 MSG="the end line is 'end' alone$" ;;
	nul-byte)
		edit 's/^deal N 6C/deal N 6\x00C/'
		assert_equal "$(tr -cd '\000' < "$IN" | wc -c)" 1
		LINE=5 MSG='the line holds a NUL byte' ;;
	line-of-10-mb)
		{
			sed -n 1,3p "$GOLDEN"
			head -c 10000000 /dev/zero | tr '\0' x
			echo
			sed -n '4,$p' "$GOLDEN"
		} > "$IN"
		LINE=4 MSG='the line is longer than 4096 bytes$' ;;
	line-of-4097-bytes)
		local line
		line=$(sed -n 5p "$GOLDEN")
		{
			sed -n 1,4p "$GOLDEN"
			printf '%s%*s\n' "$line" $(( 4097 - ${#line} )) ''
			sed -n '6,$p' "$GOLDEN"
		} > "$IN"
		assert_equal "$(sed -n 5p "$IN" | tr -d '\n' | wc -c)" 4097
		LINE=5 MSG='the line is longer than 4096 bytes$' ;;
	png-header)
		printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06' > "$IN"
		LINE=1 MSG="a record begins with the line 'hearts 1', not '\\\\x89PNG'$" ;;
	invalid-utf8-in-a-card)
		edit 's/^deal N 6C/deal N 6\xff\xfeC/'
		LINE=5 MSG="'6\\\\xff\\\\xfeC' is not a card" ;;
	control-bytes-in-a-card)
		edit 's/^deal N 6C/deal N 6\x1b[1mC/'
		LINE=5 MSG="'6\\\\x1b\\[1mC' is not a card" ;;
	second-record)
		cat "$GOLDEN" "$GOLDEN" > "$IN"
		LINE=10 MSG='a second record begins here; hearts-deal reads one game$' ;;
	text-after-the-end-line)
		{ cat "$GOLDEN"; echo junk; } > "$IN"
		LINE=10 MSG="a record begins with the line 'hearts 1', not 'junk'$" ;;
	new-record-before-the-end-line)
		edit '4i hearts 1'
		LINE=4 MSG="a new record begins before this one's end line$" ;;
	view-line)
		edit '1a view N'
		LINE=4 MSG="a view has no seed line: the seed would tell every hand" ;;
	deal-lines-out-of-seat-order)
		# hearts(5) gives the order; a record is never put in order
		awk 'NR >= 5 && NR <= 8 { d[NR] = $0; next }
		    NR == 9 { for (i = 8; i >= 5; i--) print d[i] } 1' "$GOLDEN" > "$IN"
		LINE=6 MSG="deal lines come in seat order: S's belongs before W's \\(line 5\\)$" ;;
	*)
		fail "no bad record named $1" ;;
	esac
}

BAD_RECORDS='
	unknown-keyword format-line-missing version-2 version-x
	version-extra-word no-end-line cut-in-a-deal-line cut-in-a-card
	format-line-only rules-missing-an-option rules-option-twice
	rules-unknown-option rules-bad-value rules-target-0
	rules-option-without-value jack-of-diamonds-with-two-players
	rules-twice rules-after-the-hand-line second-rules-after-the-hand-line
	seed-twice seed-not-a-number seed-out-of-range seed-after-the-hand-line
	card-written-twice card-dealt-to-two-seats
	card-not-in-the-two-player-deck card-not-in-the-three-player-deck
	card-not-in-the-five-player-deck deal-of-12-cards deal-of-14-cards
	deal-line-for-a-seat-twice deal-line-missing deal-line-without-cards
	aside-with-four-players no-aside-with-two-players deal-not-of-the-seed
	deal-of-another-seed hand-2-first hand-1-pass-right
	hand-1-pass-sideways hand-line-without-pass
	second-hand-before-the-first-is-played seat-x-with-4-players card-1H
	card-QX trick-before-the-passes pass-of-cards-not-held
	winner-in-a-game-that-goes-on end-with-a-word nul-byte line-of-10-mb
	line-of-4097-bytes png-header invalid-utf8-in-a-card
	control-bytes-in-a-card second-record text-after-the-end-line
	new-record-before-the-end-line view-line deal-lines-out-of-seat-order
'

# bats test_tags=slow
@test "bad records on stdin: status 65, <stdin>:LINE and what is wrong" {
	local name n=0
	for name in $BAD_RECORDS; do
		echo "# case: $name"	# shown if the case fails
		bad_record "$name"
		bad "$LINE" "$MSG"
		valid_utf8 "$stderr"
		n=$(( n + 1 ))
	done
	(( n >= 25 )) || fail "only $n cases"
}

@test "a bad record through a file operand names the file" {
	bad_record deal-not-of-the-seed
	run --separate-stderr hearts-deal "$IN"
	refuses 65 "^hearts-deal: $IN:5: ${WHERE}this is not the deal of seed 2026"
}

@test "a record of 4096-byte lines is read" {
	line=$(sed -n 5p "$GOLDEN")
	{
		sed -n 1,4p "$GOLDEN"
		printf '%s%*s\n' "$line" $(( 4096 - ${#line} )) ''
		sed -n '6,$p' "$GOLDEN"
	} > "$IN"
	assert_equal "$(sed -n 5p "$IN" | tr -d '\n' | wc -c)" 4096
	accepted
}

@test "bad: a long UTF-8 word is cut at a character boundary" {
	edit 's/^deal N 6C/deal N x♠♠♠♠♠♠♠♠♠/'
	bad 5 "'x♠+\.\.\.' is not a card"
	valid_utf8 "$stderr"
}

@test "bad: invalid UTF-8 and control bytes in a rules value are shown escaped" {
	edit $'s/moon=add/moon=\\xff\x1b[31m/'
	bad 2 "moon=\\\\xff\\\\x1b\\[31m: say add"
	valid_utf8 "$stderr"
}

# ---------------------------------------------------------------------------
# Lenient input: read as the golden record, so refused only because hand 1
# is not finished (status 1).  lenient_record NAME writes the case into $IN.

lenient_record() {
	local suits
	case $1 in
	golden)
		cp "$GOLDEN" "$IN" ;;
	lower-case)
		edit '/^deal/y/CDHSTJQKANESW/cdhstjqkanesw/'
		assert_equal "$(sed -n 5p "$IN")" "deal n 6c 7c 8c tc 3d 8d td ad 9h jh qh 7s ts" ;;
	10-for-T)
		edit '/^deal/s/T\([CDHS]\)/10\1/g'
		assert_equal "$(sed -n 5p "$IN")" "deal N 6C 7C 8C 10C 3D 8D 10D AD 9H JH QH 7S 10S" ;;
	suit-symbols|white-suit-symbols)
		suits=(♣ ♦ ♥ ♠)
		[[ $1 == white-* ]] && suits=(♧ ♢ ♡ ♤)
		edit -e "/^deal/s/\([2-9TJQKA]\)C/\1${suits[0]}/g" \
		    -e "/^deal/s/\([2-9TJQKA]\)D/\1${suits[1]}/g" \
		    -e "/^deal/s/\([2-9TJQKA]\)H/\1${suits[2]}/g" \
		    -e "/^deal/s/\([2-9TJQKA]\)S/\1${suits[3]}/g"
		assert_equal "$(sed -n 5p "$IN")" \
		    "deal N 6${suits[0]} 7${suits[0]} 8${suits[0]} T${suits[0]} 3${suits[1]} 8${suits[1]} T${suits[1]} A${suits[1]} 9${suits[2]} J${suits[2]} Q${suits[2]} 7${suits[3]} T${suits[3]}" ;;
	cards-out-of-order)
		awk '$1 == "deal" { l = $1 " " $2; for (i = NF; i > 2; i--) l = l " " $i; print l; next } 1' \
		    "$GOLDEN" > "$IN"
		assert_equal "$(sed -n 5p "$IN")" "deal N TS 7S QH JH 9H AD TD 8D 3D TC 8C 7C 6C" ;;
	crlf)
		edit 's/$/\r/' ;;
	tabs-and-spaces)
		edit -e 's/ /\t  /g' -e 's/^/ \t/' ;;
	comments-and-blank-lines)
		edit -e 's/^/\n# comment\n   # indented comment\n\t\n/' -e 's/$/\n#/' ;;
	comment-of-64-kb)
		# The longest comment: 65536 bytes (hearts(5), Limits).
		{
			sed -n 1,3p "$GOLDEN"
			printf '# '
			head -c 65534 /dev/zero | tr '\0' x
			echo
			sed -n '4,$p' "$GOLDEN"
		} > "$IN" ;;
	byte-order-mark)
		{ printf '\xef\xbb\xbf'; cat "$GOLDEN"; } > "$IN" ;;
	no-newline-after-end)
		printf '%s' "$(cat "$GOLDEN")" > "$IN" ;;
	rules-in-another-order)
		edit 's/^rules .*/rules tie=play-on target=100 jack-of-diamonds=off moon=add queen-breaks-hearts=no players=4/' ;;
	rules-with-on-and-yes)
		# on/off and yes/no are read for both flags, as -o reads them
		edit 's/queen-breaks-hearts=no/queen-breaks-hearts=off/; s/jack-of-diamonds=off/jack-of-diamonds=no/' ;;
	seed-and-rules-swapped)
		awk 'NR == 2 { r = $0; next } NR == 3 { print; print r; next } 1' "$GOLDEN" > "$IN"
		assert_equal "$(sed -n 2p "$IN")" "seed 2026" ;;
	*)
		fail "no lenient record named $1" ;;
	esac
}

LENIENT_RECORDS='
	golden lower-case 10-for-T suit-symbols white-suit-symbols
	cards-out-of-order crlf tabs-and-spaces
	comments-and-blank-lines comment-of-64-kb byte-order-mark
	no-newline-after-end rules-in-another-order rules-with-on-and-yes
	seed-and-rules-swapped
'

# bats test_tags=slow
@test "lenient input is read: refused only because hand 1 is not finished" {
	local name
	for name in $LENIENT_RECORDS; do
		echo "# case: $name"	# shown if the case fails
		lenient_record "$name"
		accepted
	done
}

@test "lenient input through a file operand, and under LC_ALL=C" {
	local name
	for name in lower-case suit-symbols crlf comments-and-blank-lines; do
		echo "# case: $name"
		lenient_record "$name"
		run --separate-stderr hearts-deal "$IN"
		refuses 1 'hand 1 is not finished: 0 of 13 tricks played$'
		run --separate-stderr env LC_ALL=C hearts-deal < "$IN"
		refuses 1 'hand 1 is not finished: 0 of 13 tricks played$'
	done
}

@test "a set-up record: totals and hand 7 passing across, no seed" {
	{
		echo "hearts 1"
		echo "$RULES4"
		echo "total N=40 E=22 S=13 W=61"
		echo "hand 7 pass=across"
		grep '^deal' "$GOLDEN"
		echo end
	} > "$IN"
	run --separate-stderr hearts-deal < "$IN"
	refuses 1 'hand 7 is not finished: 0 of 13 tricks played$'
}

# ---------------------------------------------------------------------------
# Locale and output errors

@test "the output does not depend on the locale" {
	run --separate-stderr env LC_ALL=C hearts-deal -s 7
	assert_success
	c=$output
	run --separate-stderr env LC_ALL=C.UTF-8 hearts-deal -s 7
	assert_success
	assert_equal "$output" "$c"
	assert_equal "${lines[2]}" "seed 7"
}

@test "stdout on /dev/full: status 74, the message names stdout" {
	run --separate-stderr sh -c 'hearts-deal -s 1 > /dev/full'
	refuses 74 '^hearts-deal: stdout: '
}

@test "stdout on /dev/full when dealing from a record: status 74" {
	sed -n 1,3p "$GOLDEN" > "$IN"
	echo end >> "$IN"
	run --separate-stderr sh -c 'hearts-deal "$1" > /dev/full' sh "$IN"
	refuses 74 '^hearts-deal: stdout: '
}

@test "--help and --version on /dev/full: status 74" {
	for flag in --help --version; do
		run --separate-stderr sh -c 'hearts-deal "$1" > /dev/full' sh "$flag"
		refuses 74 '^hearts-deal: stdout: '
	done
}
