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

# bad LINE PATTERN: $IN on stdin is refused as bad data, with one message
# for LINE of <stdin> whose text matches PATTERN.
bad() {
	run --separate-stderr hearts-deal < "$IN"
	refuses 65 "^hearts-deal: <stdin>:$1: $2"
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
	preset_gives two-player "players=2 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=50 tie=play-on"
	assert_equal "$(shape)" "N=13 E=13 aside=2; 28 cards, 0 malformed, 0 twice"
}
@test "-r three-player" {
	preset_gives three-player "players=3 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on"
	assert_equal "$(shape)" "N=17 E=17 S=17; 51 cards, 0 malformed, 0 twice"
}
@test "-r five-player" {
	preset_gives five-player "players=5 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on"
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
	RULES_WANT="rules players=2 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=75 tie=play-on"
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

@test "usage: -n 1" {
	run --separate-stderr hearts-deal -n 1
	refuses_usage '^hearts-deal: -n 1: the game is for 2 to 5 players$'
}
@test "usage: -n 6" {
	run --separate-stderr hearts-deal -n 6
	refuses_usage '^hearts-deal: -n 6: the game is for 2 to 5 players$'
}
@test "usage: -n x" {
	run --separate-stderr hearts-deal -n x
	refuses_usage '^hearts-deal: -n x: the game is for 2 to 5 players$'
}
@test "usage: -n with a number padded past 23 characters and junk" {
	skip "BUG: -n 00000000000000000000003x is taken as 3 players (snprintf of players=%s into opt[32] truncates the junk)"
	run --separate-stderr hearts-deal -n 00000000000000000000003x -s 1
	refuses_usage '^hearts-deal: -n 00000000000000000000003x: the game is for 2 to 5 players$'
}
@test "usage: -r nosuch" {
	run --separate-stderr hearts-deal -r nosuch
	refuses_usage "^hearts-deal: -r nosuch: unknown preset 'nosuch'"
}
@test "usage: -o nosuch=1" {
	run --separate-stderr hearts-deal -o nosuch=1
	refuses_usage "^hearts-deal: -o nosuch=1: unknown option 'nosuch'"
}
@test "usage: -o moon=sideways" {
	run --separate-stderr hearts-deal -o moon=sideways
	refuses_usage '^hearts-deal: -o moon=sideways: moon=sideways: say add .* or subtract'
}
@test "usage: -o target=0" {
	run --separate-stderr hearts-deal -o target=0
	refuses_usage '^hearts-deal: -o target=0: target=0: give a score from 1 to 10000, or none$'
}
@test "usage: -o target=10001" {
	run --separate-stderr hearts-deal -o target=10001
	refuses_usage '^hearts-deal: -o target=10001: target=10001: give a score from 1 to 10000'
}
@test "usage: -o players (no =)" {
	run --separate-stderr hearts-deal -o players
	refuses_usage "^hearts-deal: -o players: option 'players' has no value"
}
@test "usage: -o queen-breaks-hearts=maybe" {
	run --separate-stderr hearts-deal -o queen-breaks-hearts=maybe
	refuses_usage '^hearts-deal: -o queen-breaks-hearts=maybe: .*say yes or no$'
}
@test "usage: -s -1" {
	run --separate-stderr hearts-deal -s -1
	refuses_usage '^hearts-deal: -s -1: the seed is a whole number from 0 to 9223372036854775807$'
}
@test "usage: -s 9223372036854775808" {
	run --separate-stderr hearts-deal -s 9223372036854775808
	refuses_usage '^hearts-deal: -s 9223372036854775808: the seed is a whole number'
}
@test "usage: -s abc" {
	run --separate-stderr hearts-deal -s abc
	refuses_usage '^hearts-deal: -s abc: the seed is a whole number'
}
@test "usage: -s with no argument" {
	run --separate-stderr hearts-deal -s
	refuses_usage "^hearts-deal: option requires an argument -- '?s'?"
}
@test "usage: -n 2 -o jack-of-diamonds=on cannot be played" {
	run --separate-stderr hearts-deal -n 2 -o jack-of-diamonds=on
	refuses_usage '^hearts-deal: jack-of-diamonds=on cannot be played with two players: their deck has no jacks$'
}
@test "usage: -r two-player -o jack-of-diamonds=on cannot be played" {
	run --separate-stderr hearts-deal -r two-player -o jack-of-diamonds=on
	refuses_usage 'jacks'
}
@test "usage: unknown flag -q" {
	run --separate-stderr hearts-deal -q
	refuses_usage "^hearts-deal: (invalid|unknown|illegal) option -- '?q'?$"
}
@test "usage: a file operand with -s" {
	run --separate-stderr hearts-deal -s 1 "$GOLDEN"
	refuses_usage '^hearts-deal: options -n, -o, -r and -s start a new game and read no record$'
}
@test "usage: two file operands" {
	run --separate-stderr hearts-deal "$GOLDEN" "$GOLDEN"
	refuses_usage '^hearts-deal: one record file at a time$'
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

@test "the not-finished message names the input, as hearts-deal(1) shows" {
	skip "BUG: hearts-deal(1) DIAGNOSTICS shows 'hearts-deal: <stdin>: hand 1 is not finished: ...' but the program prints 'hearts-deal: hand 1 is not finished: ...' (tool_fail has no input name)"
	run --separate-stderr hearts-deal < "$GOLDEN"
	refuses 1 '^hearts-deal: <stdin>: hand 1 is not finished: 0 of 13 tricks played$'
	run --separate-stderr hearts-deal "$GOLDEN"
	refuses 1 "^hearts-deal: $GOLDEN: hand 1 is not finished"
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
# Bad records on stdin: status 65, the line and what is wrong
#
# Each case edits the golden record (lines: 1 hearts, 2 rules, 3 seed,
# 4 hand, 5-8 deal N E S W, 9 end) and names the line refused.

@test "bad: unknown keyword" {
	edit 's/^seed .*/bogus 1/'
	bad 3 "'bogus' is not a line of a record"
}
@test "bad: format line missing" {
	edit 1d
	bad 1 "a record begins with the line 'hearts 1', not 'rules'$"
}
@test "bad: hearts 2" {
	edit 's/^hearts 1/hearts 2/'
	bad 1 'the record is in format version 2; this program reads version 1$'
}
@test "bad: hearts x" {
	edit 's/^hearts 1/hearts x/'
	bad 1 "'x' is not a format version$"
}
@test "bad: format line with an extra word" {
	edit 's/^hearts 1/hearts 1 extra/'
	bad 1 "the format line is 'hearts 1'$"
}
@test "bad: no end line (last line dropped)" {
	edit '$d'
	bad 8 'the record has no end line'
}
@test "bad: cut in the middle of a deal line" {
	head -c "$(( $(head -5 "$GOLDEN" | wc -c) + 12 ))" "$GOLDEN" > "$IN"
	assert_equal "$(tail -1 "$IN")" "deal E 3C 9C"
	bad 6 '13 cards are dealt to each seat, not 2$'
}
@test "bad: cut in the middle of a card" {
	head -c "$(( $(head -5 "$GOLDEN" | wc -c) + 8 ))" "$GOLDEN" > "$IN"
	bad 6 "'3' is not a card"
}
@test "bad: only the format line" {
	echo "hearts 1" > "$IN"
	bad 1 'the record has no end line'
}
@test "bad: rules line missing an option" {
	edit 's/ tie=play-on//'
	bad 2 'the rules do not state tie'
}
@test "bad: rules line with an option twice" {
	edit 's/tie=play-on/tie=play-on moon=add/'
	bad 2 'the option moon is given twice$'
}
@test "bad: unknown option in rules" {
	edit 's/tie=play-on/tie=play-on colour=red/'
	bad 2 "unknown option 'colour'"
}
@test "bad: bad option value in rules" {
	edit 's/moon=add/moon=sideways/'
	bad 2 'moon=sideways: say add'
}
@test "bad: rules option with no value" {
	edit 's/moon=add/moon/'
	bad 2 "option 'moon' has no value"
}
@test "bad: jack-of-diamonds=on with players=2" {
	record "hearts 1" "rules players=2 queen-breaks-hearts=no moon=add jack-of-diamonds=on target=50 tie=play-on" end
	bad 2 'jack-of-diamonds=on cannot be played with two players'
}
@test "bad: rules twice" {
	edit '2p'
	bad 3 'the rules are given twice$'
}
@test "bad: rules moved after the hand line" {
	edit -e '2{h;d}' -e '4G'
	assert_equal "$(sed -n 4p "$IN")" "$RULES4"
	bad 3 'the record has no rules line before its first hand$'
}
@test "bad: a second rules line after the hand line" {
	edit '4p;4{s/.*/'"$RULES4"'/}'
	bad 5 'the rules line belongs before the first hand$'
}
@test "bad: seed twice" {
	edit '3p'
	bad 4 'the seed is given twice$'
}
@test "bad: seed not a number" {
	edit 's/^seed .*/seed x/'
	bad 3 "'x' is not a seed"
}
@test "bad: seed out of range" {
	edit 's/^seed .*/seed 9223372036854775808/'
	bad 3 "'9223372036854775808' is not a seed"
}
@test "bad: a card written twice in a deal" {
	edit 's/^deal N 6C 7C/deal N 6C 6C/'
	bad 5 '6C is written twice$'
}
@test "bad: a card dealt to two seats" {
	edit 's/^deal N 6C/deal N 3C/'
	bad 6 '3C is dealt twice: N has it \(line 5\)$'
}
@test "bad: a card not in the two-player deck" {
	record "hearts 1" \
	    "rules players=2 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=50 tie=play-on" \
	    "hand 1 pass=left" "deal N 3C 4C 6C 8C TC QC 2D 8D TD 4H 6H 6S QS" end
	bad 4 '3C is not in the two-player deck$'
}
@test "bad: 2D in the three-player deck" {
	record "hearts 1" \
	    "rules players=3 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on" \
	    "hand 1 pass=left" "deal N 2D 3D" end
	bad 4 '2D is not in the three-player deck$'
}
@test "bad: a deal of 12 cards" {
	edit 's/^deal N 6C /deal N /'
	bad 5 '13 cards are dealt to each seat, not 12$'
}
@test "bad: a deal line for a seat twice" {
	edit 's/^deal E /deal N /'
	bad 6 'N is dealt twice \(first on line 5\)$'
}
@test "bad: a missing deal line" {
	edit '/^deal W/d'
	bad 8 'hand 1 has no deal line for W$'
}
@test "bad: an aside line with four players" {
	edit 's/^end/aside 2C 3C\nend/'
	bad 9 'only two players put cards aside$'
}
@test "bad: a deal not of the seed (one card swapped between N and E)" {
	edit -e 's/^deal N 6C/deal N 3C/' -e 's/^deal E 3C/deal E 6C/'
	bad 5 'this is not the deal of seed 2026: hand 1 gives N 6C$'
}
@test "bad: hand 2 as the first hand" {
	edit 's/^hand 1 /hand 2 /'
	bad 4 'the first hand is hand 1 unless the record starts from a set-up'
}
@test "bad: hand 1 pass=right" {
	edit 's/pass=left/pass=right/'
	bad 4 'the first hand passes left$'
}
@test "bad: hand 1 pass=sideways" {
	edit 's/pass=left/pass=sideways/'
	bad 4 "'sideways' is not a pass direction with 4 players$"
}
@test "bad: a second hand line before hand 1 is played" {
	edit 's/^end/hand 2 pass=right\nend/'
	bad 9 'hand 1 is not finished and scored, so no hand can follow it$'
}
@test "bad: seat X with 4 players" {
	edit 's/^deal W/deal X/'
	bad 8 "'X' is not a seat \(with 4 players the seats are N E S W\)$"
}
@test "bad: card 1H" {
	edit 's/^deal N 6C/deal N 1H/'
	bad 5 "'1H' is not a card"
}
@test "bad: card QX" {
	edit 's/^deal N 6C/deal N QX/'
	bad 5 "'QX' is not a card"
}
@test "bad: a trick before the passes" {
	edit 's/^end/trick W 2C\nend/'
	bad 9 'play cannot begin before every seat has passed: N has not$'
}
@test "bad: a pass of cards the seat does not hold" {
	edit 's/^end/pass N 2C 3C 4C\nend/'
	bad 9 "N cannot pass 2C 3C 4C: not in N's hand$"
}
@test "bad: a winner line in a game that goes on" {
	edit 's/^end/winner N\nend/'
	bad 9 'no winner yet: the game goes on$'
}
@test "bad: an end line with a word after it" {
	edit 's/^end/end now/'
	bad 9 "the end line is 'end' alone$"
}
@test "bad: a line with a NUL byte" {
	edit 's/^deal N 6C/deal N 6\x00C/'
	assert_equal "$(tr -cd '\000' < "$IN" | wc -c)" 1
	bad 5 'the line holds a NUL byte'
}
@test "bad: a 10 MB line" {
	{
		sed -n 1,3p "$GOLDEN"
		head -c 10000000 /dev/zero | tr '\0' x
		echo
		sed -n '4,$p' "$GOLDEN"
	} > "$IN"
	bad 4 'the line is longer than 4096 bytes$'
}
@test "bad: a line of 4097 bytes; 4096 is read" {
	line=$(sed -n 5p "$GOLDEN")
	for len in 4096 4097; do
		{
			sed -n 1,4p "$GOLDEN"
			printf '%s%*s\n' "$line" $(( len - ${#line} )) ''
			sed -n '6,$p' "$GOLDEN"
		} > "$IN"
		assert_equal "$(sed -n 5p "$IN" | tr -d '\n' | wc -c)" "$len"
		if (( len == 4096 )); then accepted; else bad 5 'the line is longer than 4096 bytes$'; fi
	done
}
@test "bad: binary garbage (a PNG header)" {
	printf '\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x06' > "$IN"
	bad 1 "a record begins with the line 'hearts 1', not '\?PNG'$"
}
@test "bad: invalid UTF-8 in a card: one line, bad bytes as ?" {
	edit 's/^deal N 6C/deal N 6\xff\xfeC/'
	bad 5 "'6\?\?C' is not a card"
	valid_utf8 "$stderr"
}
@test "bad: a long UTF-8 word is cut at a character boundary" {
	skip "BUG: shown() in record_read.c tests buf[i] (not yet written) instead of s[i] when cutting at 24 bytes, so a long word of valid UTF-8 is cut inside a character and the message is invalid UTF-8"
	edit 's/^deal N 6C/deal N x♠♠♠♠♠♠♠♠♠/'
	bad 5 "'x♠+\.\.\.' is not a card"
	valid_utf8 "$stderr"
}
@test "bad: invalid UTF-8 and control bytes in a rules value are shown as ?" {
	skip "BUG: option errors on a rules line (rules.c messages via read_rules) print the value raw, not through shown(): invalid UTF-8 and ESC reach the terminal"
	edit $'s/moon=add/moon=\\xff\x1b[31m/'
	bad 2 "moon=\?\?\[31m: say add"
	valid_utf8 "$stderr"
}
@test "bad: a second record after the first" {
	cat "$GOLDEN" "$GOLDEN" > "$IN"
	bad 10 'a second record begins here; hearts-deal reads one game$'
}
@test "bad: text after the end line" {
	{ cat "$GOLDEN"; echo junk; } > "$IN"
	bad 10 "a record begins with the line 'hearts 1', not 'junk'$"
}
@test "bad: a new record before the end line" {
	edit '4i hearts 1'
	bad 4 "a new record begins before this one's end line$"
}
@test "bad: a view line" {
	edit '1a view N'
	bad 2 "this is a seat's view, not a whole record"
}

# ---------------------------------------------------------------------------
# Lenient input: read as the golden record, so refused only because
# hand 1 is not finished (status 1)

@test "lenient: the golden record itself" {
	cp "$GOLDEN" "$IN"
	accepted
}
@test "lenient: cards and seats in lower case" {
	edit '/^deal/y/CDHSTJQKANESW/cdhstjqkanesw/'
	assert_equal "$(sed -n 5p "$IN")" "deal n 6c 7c 8c tc 3d 8d td ad 9h jh qh 7s ts"
	accepted
}
@test "lenient: 10 for T" {
	edit '/^deal/s/T\([CDHS]\)/10\1/g'
	grep -q ' 10D ' "$IN"
	accepted
}
@test "lenient: the suit symbols" {
	edit -e '/^deal/s/\([2-9TJQKA]\)C/\1♣/g' -e '/^deal/s/\([2-9TJQKA]\)D/\1♦/g' \
	    -e '/^deal/s/\([2-9TJQKA]\)H/\1♥/g' -e '/^deal/s/\([2-9TJQKA]\)S/\1♠/g'
	assert_equal "$(sed -n 5p "$IN")" "deal N 6♣ 7♣ 8♣ T♣ 3♦ 8♦ T♦ A♦ 9♥ J♥ Q♥ 7♠ T♠"
	accepted
}
@test "lenient: the white suit symbols" {
	edit -e '/^deal/s/\([2-9TJQKA]\)C/\1♧/g' -e '/^deal/s/\([2-9TJQKA]\)D/\1♢/g' \
	    -e '/^deal/s/\([2-9TJQKA]\)H/\1♡/g' -e '/^deal/s/\([2-9TJQKA]\)S/\1♤/g'
	assert_equal "$(sed -n 5p "$IN")" "deal N 6♧ 7♧ 8♧ T♧ 3♢ 8♢ T♢ A♢ 9♡ J♡ Q♡ 7♤ T♤"
	accepted
}
@test "lenient: the suit symbols under LC_ALL=C" {
	edit -e '/^deal/s/\([2-9TJQKA]\)S/\1♠/g'
	run --separate-stderr env LC_ALL=C hearts-deal < "$IN"
	refuses 1 'hand 1 is not finished: 0 of 13 tricks played$'
}
@test "lenient: cards out of order" {
	awk '$1 == "deal" { l = $1 " " $2; for (i = NF; i > 2; i--) l = l " " $i; print l; next } 1' \
	    "$GOLDEN" > "$IN"
	assert_equal "$(sed -n 5p "$IN")" "deal N TS 7S QH JH 9H AD TD 8D 3D TC 8C 7C 6C"
	accepted
}
@test "lenient: deal lines in another seat order" {
	awk 'NR >= 5 && NR <= 8 { d[NR] = $0; next }
	    NR == 9 { for (i = 8; i >= 5; i--) print d[i] } 1' "$GOLDEN" > "$IN"
	assert_equal "$(sed -n 5p "$IN")" "$(sed -n 8p "$GOLDEN")"
	accepted
}
@test "lenient: CRLF line ends" {
	edit 's/$/\r/'
	accepted
}
@test "lenient: tabs and several spaces between words" {
	edit -e 's/ /\t  /g' -e 's/^/ \t/'
	accepted
}
@test "lenient: comments and blank lines" {
	edit -e 's/^/\n# comment\n   # indented comment\n\t\n/' -e 's/$/\n#/'
	accepted
}
@test "lenient: a 10 MB comment line is skipped" {
	{
		sed -n 1,3p "$GOLDEN"
		printf '# '
		head -c 10000000 /dev/zero | tr '\0' x
		echo
		sed -n '4,$p' "$GOLDEN"
	} > "$IN"
	accepted
}
@test "lenient: a byte order mark" {
	{ printf '\xef\xbb\xbf'; cat "$GOLDEN"; } > "$IN"
	accepted
}
@test "lenient: no newline after end" {
	printf '%s' "$(cat "$GOLDEN")" > "$IN"
	accepted
}
@test "lenient: rules options in another order" {
	edit 's/^rules .*/rules tie=play-on target=100 jack-of-diamonds=off moon=add queen-breaks-hearts=no players=4/'
	accepted
}
@test "lenient: seed and rules lines swapped" {
	awk 'NR == 2 { r = $0; next } NR == 3 { print; print r; next } 1' "$GOLDEN" > "$IN"
	assert_equal "$(sed -n 2p "$IN")" "seed 2026"
	accepted
}
@test "lenient: the same record through a file operand" {
	edit -e 's/$/\r/' -e '/^deal/y/CDHSTJQKA/cdhstjqka/'
	run --separate-stderr hearts-deal "$IN"
	refuses 1 'hand 1 is not finished: 0 of 13 tricks played$'
}

@test "a set-up record: totals and hand 7 passing across, no seed" {
	skip "BUG: end_header() re-splits the saved set-up total line into rd->buf, overwriting the hand line being read, so every hand line after a set-up total is refused: '<stdin>:4: a hand line is 'hand NUMBER pass=DIRECTION''"
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
