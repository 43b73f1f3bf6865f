#!/usr/bin/env bats
# Hostile input for every program: cut, binary, overlong and tampered
# records, illegal plays written into a record, impossible numbers, and
# command lines that make no sense.  Each is refused with the right
# status, one message (naming the line for a record) and nothing on
# stdout.  hearts-deal's own table of bad records is in 200-hearts-deal.bats;
# nothing here repeats it.

load helper

RULES4='rules players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on'

setup_file() {
	# A whole game of ten hands, W the winner: the source of most cases.
	"$TOP/examples/play-game.sh" -s 1 > "$BATS_FILE_TMPDIR/game"
	hearts-deal -s 2026 > "$BATS_FILE_TMPDIR/dealt"
}

setup() {
	GAME=$BATS_FILE_TMPDIR/game
	DEALT=$BATS_FILE_TMPDIR/dealt
	IN=$BATS_TEST_TMPDIR/in
}

# ---------------------------------------------------------------------------
# Helpers

# game SED-ARGS...: the whole game edited by sed, into $IN.
game() {
	sed "$@" "$GAME" > "$IN"
}

# upto N [LINE...]: the game's first N lines, then these lines, into $IN.
upto() {
	local n=$1
	shift
	{ head -n "$n" "$GAME"; (( $# == 0 )) || printf '%s\n' "$@"; } > "$IN"
}

# record LINE...: a record of these lines, into $IN.
record() {
	printf '%s\n' "$@" > "$IN"
}

# The optional "hand H, trick T: " a record error may begin with.
WHERE='(hand [0-9]+(, trick [0-9]+)?: )?'

# at LINE PATTERN: the case is a bad record (65) refused at LINE of <stdin>.
at() {
	ST=65
	MSG="^${CMD[0]}: <stdin>:$1: $WHERE$2"
}

# in_file LINE PATTERN: the same, the record given as the file operand $IN.
in_file() {
	ST=65
	CMD+=("$IN")
	MSG="^${CMD[0]}: $IN:$1: $WHERE$2"
}

# refused PATTERN: the record is valid; the rules forbid the request (1).
refused() {
	ST=1
	MSG="^${CMD[0]}: $1"
}

# usage PATTERN: a usage error (64), the message then the usage lines.
usage() {
	ST=64
	MSG="^${CMD[0]}: $1"
}

# The game's lines the cases rely on.
@test "the game of examples/play-game.sh -s 1 is the one the cases expect" {
	assert_equal "$(wc -l < "$GAME")" 237
	assert_equal "$(sed -n 2p "$GAME")" "$RULES4"
	assert_equal "$(sed -n 3p "$GAME")" "seed 1"
	assert_equal "$(sed -n 9p "$GAME")" "pass N TS QS AS"
	assert_equal "$(sed -n 13,15p "$GAME")" "trick S 2C 5C 8C 3C
trick N JC 4C 7C 6C
trick N 8D 2D 4D 5D"
	assert_equal "$(sed -n 26,28p "$GAME")" "score N=10 E=14 S=1 W=1
total N=10 E=14 S=1 W=1
hand 2 pass=right"
	assert_equal "$(sed -n 51p "$GAME")" "total N=10 E=29 S=5 W=8"
	assert_equal "$(sed -n 76p "$GAME")" "hand 4 pass=hold"
	assert_equal "$(sed -n 80,81p "$GAME")" "deal W 4C JC 3D TD 5H 6H 7H 8H 9H TH 3S 6S 7S
trick N 2C 3C 6C 4C"
	assert_equal "$(sed -n 235,237p "$GAME")" "total N=70 E=108 S=54 W=28
winner W
end"
	run --separate-stderr hearts-query phase "$GAME"
	assert_output over
}

# ---------------------------------------------------------------------------
# The table.  hostile NAME sets CMD (the command; its stdin is $IN), builds
# $IN, and sets ST (the exit status) and MSG (a pattern for the one line
# of stderr, or for the first with a usage error).

hostile() {
	case $1 in
	# Cut short
	cut-in-the-format-line)
		CMD=(hearts-query phase); printf 'hear' > "$IN"
		at 1 "a record begins with the line 'hearts 1', not 'hear'$" ;;
	cut-in-the-rules-line)
		CMD=(hearts-deal); head -c 30 "$GAME" > "$IN"
		at 2 "option 'queen' has no value" ;;
	cut-after-the-header)
		CMD=(hearts-play 2C); upto 3
		at 3 'the record has no end line \(is it cut short\?\)$' ;;
	cut-after-a-deal-line)
		CMD=(hearts-pass N TS QS AS); upto 6
		at 6 'the record has no end line' ;;
	cut-in-a-card-of-a-trick)
		CMD=(hearts-score); { head -n 12 "$GAME"; printf 'trick S 2C 5C 8'; } > "$IN"
		at 13 "'8' is not a card" ;;
	cut-after-a-card-of-a-trick)
		CMD=(hearts-query phase); { head -n 12 "$GAME"; printf 'trick S 2C 5C'; } > "$IN"
		at 13 'the record has no end line' ;;
	cut-in-a-keyword)
		CMD=(hearts-play 2C); { head -n 25 "$GAME"; printf 'sco'; } > "$IN"
		at 26 "'sco' is not a line of a record" ;;
	cut-in-a-score-line)
		CMD=(hearts-score); upto 25 'score N=10 E=1'
		at 26 'no score for S$' ;;
	cut-before-the-end-line)
		CMD=(hearts-query phase); game '$d'
		at 236 'the record has no end line' ;;
	cut-before-the-winner-line)
		CMD=(hearts-deal); upto 235 end
		at 236 'the game is over and the record names no winner$' ;;
	# Not text
	elf-binary)
		CMD=(hearts-query phase)
		printf '\x7fELF\x02\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00>\x00\x01\n' > "$IN"
		at 1 'the line holds a NUL byte' ;;
	utf-16-record)
		CMD=(hearts-play 2C); game 's/./&\x00/g'
		at 1 'the line holds a NUL byte' ;;
	high-bytes)
		CMD=(hearts-score); printf '\x80\x81\x82\xfe\xff\n' > "$IN"
		at 1 "a record begins with the line 'hearts 1', not '\\\\x80\\\\x81\\\\x82\\\\xfe\\\\xff'$" ;;
	latin-1-in-the-format-line)
		CMD=(hearts-query phase); printf 'h\xe9arts 1\n' > "$IN"
		at 1 "a record begins with the line 'hearts 1', not 'h\\\\xe9arts'$" ;;
	invalid-utf-8-seat)
		CMD=(hearts-pass N TS QS AS); game '13s/trick S/trick \xff/'
		at 13 "'\\\\xff' is not a seat" ;;
	nul-in-a-trick)
		CMD=(hearts-play 2C); game '15s/8D/8\x00D/'
		at 15 'the line holds a NUL byte' ;;
	line-of-10-mb-without-newline)
		CMD=(hearts-pass N TS QS AS)
		head -c 10000000 /dev/zero | tr '\0' x > "$IN"
		at 1 'the line is longer than 4096 bytes$' ;;
	trick-line-of-10-mb)
		CMD=(hearts-score)
		{
			head -n 19 "$GAME"
			printf 'trick S'
			yes ' 2C' | head -n 3400000 | tr -d '\n'
			echo
			sed -n '21,$p' "$GAME"
		} > "$IN"
		at 20 'the line is longer than 4096 bytes$' ;;
	line-of-65-words)
		CMD=(hearts-query phase); game "5s/\$/$(printf ' x%.0s' {1..50})/"
		at 5 'the line has more than 64 words$' ;;
	carriage-returns-only)
		CMD=(hearts-query phase)
		printf '%s\r' "hearts 1" "$RULES4" "seed 2026" end > "$IN"
		at 1 "the format line is 'hearts 1'$" ;;
	vertical-tab-between-words)
		CMD=(hearts-play 2C); game '13s/trick S/trick\vS/'
		at 13 "'trick\\\\x0bS' is not a line of a record" ;;
	# The header
	format-version-of-20-digits)
		CMD=(hearts-pass N TS QS AS); game '1s/.*/hearts 99999999999999999999/'
		at 1 "'99999999999999999999' is not a format version$" ;;
	format-version-0)
		CMD=(hearts-score); game '1s/.*/hearts 0/'
		at 1 "'0' is not a format version$" ;;
	format-version-3)
		CMD=(hearts-play 2C); game '1s/.*/hearts 3/'
		at 1 'the record is in format version 3; this program reads version 1$' ;;
	two-records)
		CMD=(hearts-score); cat "$GAME" "$GAME" > "$IN"
		at 238 'a second record begins here; hearts-score reads one game$' ;;
	seed-2-to-the-64)
		CMD=(hearts-query phase); game '3s/.*/seed 18446744073709551616/'
		at 3 "'18446744073709551616' is not a seed" ;;
	seed-negative)
		CMD=(hearts-play 2C); game '3s/.*/seed -1/'
		at 3 "'-1' is not a seed" ;;
	target-1e9)
		CMD=(hearts-score); game '2s/target=100/target=1e9/'
		at 2 'target=1e9: give a score from 1 to 10000, or none$' ;;
	players-of-11-digits)
		CMD=(hearts-pass N TS QS AS); game '2s/players=4/players=99999999999/'
		at 2 'players=99999999999: the game is for 2 to 5 players$' ;;
	set-up-total-missing-a-seat)
		# Read at the hand line, once the seats are known: named at line 3.
		CMD=(hearts-query phase)
		record "hearts 1" "$RULES4" "total N=1 E=2 S=3" "hand 5 pass=left" end
		at 3 'no score for W$' ;;
	set-up-totals-twice)
		CMD=(hearts-play 2C)
		record "hearts 1" "$RULES4" "total N=1 E=2 S=3 W=4" "total N=1 E=2 S=3 W=4" end
		at 4 'the set-up totals are given twice$' ;;
	set-up-total-of-11-digits)
		CMD=(hearts-score)
		record "hearts 1" "$RULES4" "total N=99999999999 E=0 S=0 W=0" "hand 5 pass=left" end
		at 3 'N=99999999999: a score is a whole number from -?[0-9]+ to [0-9]+$' ;;
	# Hand lines
	hand-number-of-20-digits)
		CMD=(hearts-deal); game '28s/.*/hand 99999999999999999999 pass=right/'
		at 28 "'99999999999999999999' is not a hand number$" ;;
	hand-number-negative)
		CMD=(hearts-query phase); game '4s/.*/hand -1 pass=left/'
		at 4 "'-1' is not a hand number$" ;;
	hand-number-skipped)
		CMD=(hearts-play 2C); game '28s/.*/hand 3 pass=right/'
		at 28 'hand 3 follows hand 1$' ;;
	hand-2-passing-across)
		CMD=(hearts-score); game '28s/.*/hand 2 pass=across/'
		at 28 'hand 2 passes right, after a hand that passed left$' ;;
	hand-after-the-winner)
		CMD=(hearts-query phase); game '236a hand 11 pass=across'
		at 237 'the game is over after hand 10: no hand follows$' ;;
	hand-instead-of-the-winner)
		CMD=(hearts-deal); game '236s/.*/hand 11 pass=across/'
		at 236 'the game is over after hand 10: no hand follows$' ;;
	# Pass lines
	pass-line-in-a-hold-hand)
		CMD=(hearts-pass N 2C 9C TC); game '80a pass N 2C 9C TC'
		at 81 'hand 4 is a hold hand: nobody passes$' ;;
	pass-line-of-4-cards)
		CMD=(hearts-query phase); game '9s/$/ 8C/'
		at 9 'N (must pass|passes) 3 cards, not 4$' ;;
	pass-line-of-2-cards)
		CMD=(hearts-play 2C); game '9s/ AS$//'
		at 9 'N (must pass|passes) 3 cards, not 2$' ;;
	pass-line-twice)
		CMD=(hearts-score); game 9p
		at 10 'N passes twice \(first on line 9\)$' ;;
	pass-line-with-a-card-twice)
		CMD=(hearts-pass N TS QS AS); game '9s/QS/TS/'
		at 9 'TS is written twice$' ;;
	pass-line-without-cards)
		CMD=(hearts-deal); game '9s/.*/pass N/'
		at 9 "(N (must pass|passes) 3 cards, not 0|a pass line is 'pass SEAT CARDS')$" ;;
	trick-before-the-last-pass)
		CMD=(hearts-query phase); game -e '12{h;d}' -e '13G'
		at 12 'play cannot begin before every seat has passed: W has not$' ;;
	# Trick lines
	first-trick-led-by-the-wrong-seat)
		CMD=(hearts-play 2C); game '13s/trick S/trick N/'
		at 13 'N leads the first trick: S holds the 2C$' ;;
	trick-led-by-the-wrong-seat)
		CMD=(hearts-score); game '14s/trick N/trick E/'
		at 14 'E leads trick 2, but N won the last trick and leads$' ;;
	trick-card-the-seat-does-not-hold)
		CMD=(hearts-query phase); game '13s/5C/9C/'
		at 13 '9C: W does not hold it$' ;;
	card-played-in-two-tricks)
		CMD=(hearts-pass N TS QS AS); game '14s/JC/8C/'
		at 14 '8C: N does not hold it$' ;;
	card-twice-in-one-trick)
		CMD=(hearts-deal); game '13s/5C/2C/'
		at 13 '2C: W does not hold it$' ;;
	trick-not-following-suit)
		CMD=(hearts-play 2C); game '14s/4C/2D/'
		at 14 '2D: you must follow suit \(clubs\); legal: 4C$' ;;
	trick-led-with-an-unbroken-heart)
		CMD=(hearts-score); game '15s/8D/6H/'
		at 15 '6H: hearts are not broken; legal: 8D AD 2S 3S 4S 9S$' ;;
	trick-of-5-cards)
		CMD=(hearts-query phase); game '13s/$/ 4C/'
		at 13 "a trick line is 'trick LEADER CARDS', 1 to 4 cards$" ;;
	trick-line-without-cards)
		CMD=(hearts-pass N TS QS AS); game '13s/.*/trick S/'
		at 13 "a trick line is 'trick LEADER CARDS', 1 to 4 cards$" ;;
	trick-after-a-short-trick)
		CMD=(hearts-play 2C); game '13s/.*/trick S 2C 5C/'
		at 14 'a trick begins before the last one is complete$' ;;
	a-14th-trick)
		CMD=(hearts-deal); game '25a trick E 2C'
		at 26 'every trick of hand 1 has been played$' ;;
	trick-leader-not-a-seat)
		CMD=(hearts-score); game '13s/trick S/trick Q/'
		at 13 "'Q' is not a seat \(with 4 players the seats are N E S W\)$" ;;
	trick-after-the-score)
		CMD=(hearts-query phase); game '26a trick E 2C'
		at 27 'a trick line belongs after the passes and before the score$' ;;
	deal-line-after-a-trick)
		CMD=(hearts-play 2C); game '13a deal N 2C'
		at 14 'a deal line belongs right after its hand line$' ;;
	# Results
	score-before-the-hand-is-finished)
		CMD=(hearts-score); game '17a score N=0 E=0 S=0 W=0'
		at 18 'hand 1 is not finished \(5 of 13 tricks played\), so it has no score$' ;;
	negative-score)
		CMD=(hearts-query phase); game '26s/N=10/N=-10/'
		at 26 'the score says N=-10, but the cards give N=10$' ;;
	total-that-does-not-add-up)
		CMD=(hearts-deal); game '51s/W=8/W=9/'
		at 51 'the total says W=9, but the cards give W=8$' ;;
	score-of-11-digits)
		CMD=(hearts-pass N TS QS AS); game '26s/N=10/N=99999999999/'
		at 26 'N=99999999999: a score is a whole number from -?[0-9]+ to [0-9]+$' ;;
	score-missing-a-seat)
		CMD=(hearts-play 2C); game '26s/ W=1//'
		at 26 'no score for W$' ;;
	score-of-a-seat-twice)
		CMD=(hearts-score); game '26s/N=10/N=10 N=10/'
		at 26 'N is given twice$' ;;
	score-without-seats)
		CMD=(hearts-query phase); game '26s/.*/score 10 14 1 1/'
		at 26 "'10' is not a seat's score \(write N=12\)$" ;;
	total-without-a-score)
		CMD=(hearts-deal); game 26d
		at 26 'a total line belongs right after the score$' ;;
	score-without-a-total)
		CMD=(hearts-play 2C); upto 26 end
		at 27 'the score of hand 1 has no total line$' ;;
	moon-before-the-last-trick)
		CMD=(hearts-score); game '20a moon N'
		at 21 'hand 1 is not finished \(8 of 13 tricks played\), so it has no moon$' ;;
	moon-when-nobody-shot)
		# refused at the moon line itself, not at the score after it
		CMD=(hearts-query phase); game '25a moon N'
		at 26 'nobody shot the moon in hand 1, but this line says N did$' ;;
	winner-while-the-game-goes-on)
		CMD=(hearts-deal); game '27a winner N'
		at 28 'no winner yet: the game goes on$' ;;
	wrong-winner)
		CMD=(hearts-pass N TS QS AS); game '236s/.*/winner N/'
		at 236 'the winner is W, with the lowest total$' ;;
	# A record in a file: FILE:LINE
	bad-trick-in-a-file)
		CMD=(hearts-query phase); game '13s/trick S/trick N/'
		in_file 13 'N leads the first trick: S holds the 2C$' ;;
	bad-total-in-a-file)
		CMD=(hearts-score); game '27s/W=1/W=2/'
		in_file 27 'the total says W=2, but the cards give W=1$' ;;
	empty-file)
		CMD=(hearts-query phase "$IN"); : > "$IN"
		ST=65 MSG="^hearts-query: $IN: no game record to read$" ;;
	no-such-file)
		CMD=(hearts-query phase "$IN.nosuch")
		ST=66 MSG="^hearts-query: $IN\.nosuch: No such file or directory$" ;;
	a-directory)
		CMD=(hearts-query phase "$BATS_TEST_TMPDIR")
		ST=74 MSG="^hearts-query: $BATS_TEST_TMPDIR(:[0-9]+)?: " ;;
	# Empty input
	empty-stdin-for-hearts-score)
		CMD=(hearts-score); : > "$IN"
		ST=65 MSG='^hearts-score: <stdin>: no game record to read$' ;;
	only-comments-for-hearts-play)
		CMD=(hearts-play 2C); printf '# nothing\n\n\t\n' > "$IN"
		ST=65 MSG='^hearts-play: <stdin>: no game record to read$' ;;
	# Valid records, requests the rules refuse
	pass-of-4-cards)
		CMD=(hearts-pass N 8C TS QS AS); upto 8 end
		refused 'N (must pass|passes) 3 cards, not 4$' ;;
	pass-in-a-hold-hand)
		CMD=(hearts-pass N 2C 9C TC); upto 80 end
		refused 'hand 4 is a hold hand: nobody passes$' ;;
	pass-of-a-card-twice)
		CMD=(hearts-pass N TS TS AS); upto 8 end
		refused 'N passes TS twice$' ;;
	play-after-the-game-is-over)
		CMD=(hearts-play 2C); cp "$GAME" "$IN"
		refused 'the game is over$' ;;
	play-after-the-score)
		CMD=(hearts-play 2C); upto 27 end
		refused 'hand 1 is over and scored; deal the next hand$' ;;
	deal-before-the-score)
		CMD=(hearts-deal); upto 25 end
		refused 'hand 1 is played but not scored yet$' ;;
	# Command lines
	pass-of-a-bad-card)
		CMD=(hearts-pass N 1H 2H 3H); upto 8 end
		usage "'1H' is neither a seat nor a card \\(cards are written" ;;
	pass-missing-the-f-argument)
		CMD=(hearts-pass -f)
		usage "option requires an argument -- '?f'?$" ;;
	pass-of-a-seat-without-cards)
		CMD=(hearts-pass N); upto 8 end
		usage 'N passes no cards$' ;;
	play-1H)
		CMD=(hearts-play 1H); upto 12 end
		usage "'1H' is not a card \\(cards are written" ;;
	play-an-empty-word)
		CMD=(hearts-play ''); upto 12 end
		usage "'' is not a card \\(cards are written" ;;
	play-with-an-unknown-option)
		CMD=(hearts-play -z 2C)
		usage "(invalid|unknown|illegal) option -- '?z'?$" ;;
	play-missing-the-f-argument)
		CMD=(hearts-play -f)
		usage "option requires an argument -- '?f'?$" ;;
	score-table-and-in-place)
		CMD=(hearts-score -t -f "$GAME")
		usage '-t prints a table and changes no file: it does not go with -f$' ;;
	score-in-place-and-an-operand)
		CMD=(hearts-score -f "$GAME" "$GAME")
		usage 'one record file at a time$' ;;
	score-with-an-unknown-option)
		CMD=(hearts-score -x)
		usage "(invalid|unknown|illegal) option -- '?x'?$" ;;
	query-p-Z)
		CMD=(hearts-query -p Z hand); upto 12 end
		usage '-p Z: no such seat in a game of 4$' ;;
	query-p-X-in-a-four-player-game)
		CMD=(hearts-query -p X legal); upto 12 end
		usage '-p X: no such seat in a game of 4$' ;;
	query-with-too-many-operands)
		CMD=(hearts-query phase "$GAME" "$GAME")
		usage 'ask one question$' ;;
	query-an-empty-question)
		CMD=(hearts-query '')
		usage "'' is not a question$" ;;
	query-an-upper-case-question)
		CMD=(hearts-query PHASE)
		usage "'PHASE' is not a question$" ;;
	query-missing-the-p-argument)
		CMD=(hearts-query hand -p)
		usage "option requires an argument -- '?p'?$" ;;
	query-with-an-unknown-long-option)
		CMD=(hearts-query --frobnicate phase)
		usage "(unrecognized|unknown) option '?--frobnicate'?$" ;;
	deal-seed-2-to-the-64)
		CMD=(hearts-deal -s 18446744073709551616)
		usage '-s 18446744073709551616: the seed is a whole number from 0 to 9223372036854775807$' ;;
	deal-target-1e9)
		CMD=(hearts-deal -o target=1e9)
		usage '-o: target=1e9: give a score from 1 to 10000, or none$' ;;
	deal-players-of-11-digits)
		CMD=(hearts-deal -n 99999999999)
		usage '-n 99999999999: the game is for 2 to 5 players$' ;;
	deal-in-place-and-an-operand)
		CMD=(hearts-deal -f "$GAME" "$GAME")
		usage 'one record file at a time, with -f or as an operand$' ;;
	deal-missing-the-f-argument)
		CMD=(hearts-deal -f)
		usage "option requires an argument -- '?f'?$" ;;
	deal-an-empty-preset)
		CMD=(hearts-deal -r '')
		usage "-r: unknown preset ''" ;;
	deal-an-empty-option)
		CMD=(hearts-deal -o "=")
		usage "-o: unknown option ''" ;;
	*)
		fail "no hostile case named $1" ;;
	esac
}

HOSTILE='
	cut-in-the-format-line cut-in-the-rules-line cut-after-the-header
	cut-after-a-deal-line cut-in-a-card-of-a-trick cut-after-a-card-of-a-trick
	cut-in-a-keyword cut-in-a-score-line cut-before-the-end-line
	cut-before-the-winner-line
	elf-binary utf-16-record high-bytes latin-1-in-the-format-line
	invalid-utf-8-seat nul-in-a-trick line-of-10-mb-without-newline
	trick-line-of-10-mb line-of-65-words carriage-returns-only
	vertical-tab-between-words
	format-version-of-20-digits format-version-0 format-version-3
	two-records seed-2-to-the-64 seed-negative target-1e9
	players-of-11-digits set-up-total-missing-a-seat set-up-totals-twice
	set-up-total-of-11-digits
	hand-number-of-20-digits hand-number-negative hand-number-skipped
	hand-2-passing-across hand-after-the-winner hand-instead-of-the-winner
	pass-line-in-a-hold-hand pass-line-of-4-cards pass-line-of-2-cards
	pass-line-twice pass-line-with-a-card-twice pass-line-without-cards
	trick-before-the-last-pass
	first-trick-led-by-the-wrong-seat trick-led-by-the-wrong-seat
	trick-card-the-seat-does-not-hold card-played-in-two-tricks
	card-twice-in-one-trick trick-not-following-suit
	trick-led-with-an-unbroken-heart trick-of-5-cards
	trick-line-without-cards trick-after-a-short-trick a-14th-trick
	trick-leader-not-a-seat trick-after-the-score deal-line-after-a-trick
	score-before-the-hand-is-finished negative-score
	total-that-does-not-add-up score-of-11-digits score-missing-a-seat
	score-of-a-seat-twice score-without-seats total-without-a-score
	score-without-a-total moon-before-the-last-trick moon-when-nobody-shot
	winner-while-the-game-goes-on wrong-winner
	bad-trick-in-a-file bad-total-in-a-file empty-file no-such-file
	a-directory
	empty-stdin-for-hearts-score only-comments-for-hearts-play
	pass-of-4-cards pass-in-a-hold-hand pass-of-a-card-twice
	play-after-the-game-is-over play-after-the-score deal-before-the-score
	pass-of-a-bad-card pass-missing-the-f-argument
	pass-of-a-seat-without-cards play-1H play-an-empty-word
	play-with-an-unknown-option play-missing-the-f-argument
	score-table-and-in-place score-in-place-and-an-operand
	score-with-an-unknown-option query-p-Z query-p-X-in-a-four-player-game
	query-with-too-many-operands query-an-empty-question
	query-an-upper-case-question query-missing-the-p-argument
	query-with-an-unknown-long-option deal-seed-2-to-the-64 deal-target-1e9
	deal-players-of-11-digits deal-in-place-and-an-operand
	deal-missing-the-f-argument deal-an-empty-preset deal-an-empty-option
'

# bats test_tags=slow
@test "hostile input: the status, one message with its line, nothing on stdout" {
	local name n=0 sum
	local -A seen=() programs=()
	for name in $HOSTILE; do
		echo "# case: $name"	# shown if the case fails
		[[ -z "${seen[$name]:-}" ]] || fail "case $name listed twice"
		CMD=() ST='' MSG=''
		: > "$IN"
		hostile "$name"
		# No two cases the same command on the same input.
		sum=$({ printf '%s\0' "${CMD[@]}"; cat "$IN"; } | md5sum)
		[[ -z "${seen[$sum]:-}" ]] || fail "$name is the same case as ${seen[$sum]}"
		seen[$name]=1 seen[$sum]=$name
		programs[${CMD[0]}]=1
		run --separate-stderr "${CMD[@]}" < "$IN"
		if (( ST == 64 )); then
			refuses_usage "$MSG"
		else
			refuses "$ST" "$MSG"
		fi
		valid_utf8 "$stderr"
		n=$(( n + 1 ))
	done
	echo "# $n cases"
	(( n >= 60 )) || fail "only $n cases"
	assert_equal "${#programs[@]}" 5
}

# valid_utf8 TEXT: TEXT is valid UTF-8, whatever bytes the input held.
valid_utf8() {
	LC_ALL=C.UTF-8 grep -qax '.*' <<< "$1" ||
	    fail "not valid UTF-8: $(od -c <<< "$1" | head -5)"
}

# ---------------------------------------------------------------------------
# Bugs found by hostile input

@test "a winner line twice: the message says the winner is given twice" {
	CMD=(hearts-query phase)
	game 236p
	run --separate-stderr "${CMD[@]}" < "$IN"
	refuses 65 "^hearts-query: <stdin>:237: ${WHERE}.*(twice|already)"
}

@test "a total past nine digits is never written: the record stays readable" {
	{
		echo "hearts 1"
		sed -n 2p "$GAME" | sed 's/target=100/target=none/'
		echo "total N=999999999 E=0 S=0 W=0"
		sed -n 4,25p "$GAME"
		echo end
	} > "$IN"
	run --separate-stderr hearts-query phase "$IN"
	assert_output score
	run --separate-stderr hearts-score "$IN"
	if (( status == 0 )); then
		hearts-query phase <<< "$output" > /dev/null ||
		    fail "hearts-score wrote a record no program reads"
	else
		assert_equal "$output" ""
		assert_equal "${#stderr_lines[@]}" 1
	fi
}

@test "a hand number past 1000000000 is never dealt: the record stays readable" {
	{
		echo "hearts 1"
		sed -n 2p "$GAME" | sed 's/target=100/target=none/'
		echo "total N=0 E=0 S=0 W=0"
		echo "hand 1000000000 pass=left"
		sed -n 5,27p "$GAME"
		echo end
	} > "$IN"
	run --separate-stderr hearts-query phase "$IN"
	assert_output deal
	run --separate-stderr hearts-deal "$IN"
	if (( status == 0 )); then
		hearts-query phase <<< "$output" > /dev/null ||
		    fail "hearts-deal wrote a record no program reads"
	else
		assert_equal "$output" ""
		assert_equal "${#stderr_lines[@]}" 1
	fi
}

# ---------------------------------------------------------------------------
# The documented limits, hearts(5)

# pad_line N TEXT: TEXT padded with spaces to N bytes.
pad_line() {
	printf '%s%*s\n' "$2" $(( $1 - ${#2} )) ''
}

@test "a comment of 4096 bytes (or more) is read; a deal line of 4097 is refused" {
	local deal
	deal=$(sed -n 5p "$DEALT")
	{ sed -n 1,4p "$DEALT"; pad_line 4096 "# $(printf 'x%.0s' {1..4000})"; sed -n '5,$p' "$DEALT"; } > "$IN"
	assert_equal "$(sed -n 5p "$IN" | tr -d '\n' | wc -c)" 4096
	run --separate-stderr hearts-query phase < "$IN"
	assert_success
	assert_output pass
	{ sed -n 1,4p "$DEALT"; pad_line 4097 "# $(printf 'x%.0s' {1..4000})"; sed -n '5,$p' "$DEALT"; } > "$IN"
	run --separate-stderr hearts-query phase < "$IN"
	assert_success
	{ sed -n 1,4p "$DEALT"; pad_line 4097 "$deal"; sed -n '6,$p' "$DEALT"; } > "$IN"
	assert_equal "$(sed -n 5p "$IN" | tr -d '\n' | wc -c)" 4097
	run --separate-stderr hearts-query phase < "$IN"
	refuses 65 '^hearts-query: <stdin>:5: (hand 1: )?the line is longer than 4096 bytes$'
	{ sed -n 1,4p "$DEALT"; pad_line 4096 "$deal"; sed -n '6,$p' "$DEALT"; } > "$IN"
	run --separate-stderr hearts-query phase < "$IN"
	assert_success
	assert_output pass
}

# many N: a seedless record of N hands, target=none, every hand played
# with the tricks of the game's hand 1.  The deals of the right, across
# and hold hands are chosen so that after the pass each seat holds what
# it held in hand 1 after passing left.  Totals add up hand by hand.
many() {
	sed -n 1,27p "$GAME" | awk -v n="$1" '
	function has(set, c) { return index(" " set " ", " " c " ") > 0 }
	function minus(a, b,   k, w, i, r) {
		k = split(a, w, " "); r = ""
		for (i = 1; i <= k; i++) if (!has(b, w[i])) r = r " " w[i]
		return r
	}
	BEGIN {
		split("N E S W", name, " ")
		for (i = 1; i <= 4; i++) seat[name[i]] = i - 1
	}
	$1 == "rules" { rules = $0 }
	$1 == "deal" { s = seat[$2]; $1 = $2 = ""; D[s] = $0 }
	$1 == "pass" { s = seat[$2]; $1 = $2 = ""; P[s] = $0 }
	$1 == "trick" { tricks = tricks $0 "\n" }
	$1 == "score" {
		score = $0
		for (i = 2; i <= NF; i++) { split($i, kv, "="); pts[seat[kv[1]]] = kv[2] }
	}
	END {
		# R[s]: what s received passing left; H[s]: what s then held.
		for (s = 0; s < 4; s++) R[(s + 1) % 4] = P[s]
		for (s = 0; s < 4; s++) H[s] = minus(D[s], P[s]) R[s]
		dir[1] = "left"; to[1] = 1; dir[2] = "right"; to[2] = 3
		dir[3] = "across"; to[3] = 2; dir[0] = "hold"
		for (d = 0; d < 4; d++) {
			body[d] = ""
			for (s = 0; s < 4; s++)
				body[d] = body[d] "deal " name[s + 1] (d == 0 ? H[s] : \
				    minus(H[s], R[s]) R[(s + to[d]) % 4]) "\n"
			if (d != 0)
				for (s = 0; s < 4; s++)
					body[d] = body[d] "pass " name[s + 1] R[(s + to[d]) % 4] "\n"
			body[d] = body[d] tricks score
		}
		sub(/target=[0-9]+/, "target=none", rules)
		print "hearts 1"
		print rules
		for (k = 1; k <= n; k++)
			printf "hand %d pass=%s\n%s\ntotal N=%d E=%d S=%d W=%d\n", k,
			    dir[k % 4], body[k % 4], k * pts[0], k * pts[1],
			    k * pts[2], k * pts[3]
		print "end"
	}'
}

@test "many: eight hands, each direction twice, read as a whole record" {
	many 8 > "$IN"
	run --separate-stderr hearts-query scores "$IN"
	assert_success
	assert_output "N 80
E 112
S 8
W 8"
	assert_equal "$(grep -c '^pass' "$IN")" 24
}

# bats test_tags=slow
@test "a record of 100000 hands is read; of 100001 hands refused at the last hand line" {
	# Piped, not stored: 60 MB of record.  Hold hands have no pass lines.
	local hold=$(( 100000 / 4 ))
	local line=$(( 2 + (100000 - hold) * 24 + hold * 20 + 1 ))
	run --separate-stderr hearts-query scores < <(many 100000)
	assert_success
	assert_output "N 1000000
E 1400000
S 100000
W 100000"
	run --separate-stderr hearts-query phase < <(many 100001)
	refuses 65 "^hearts-query: <stdin>:$line: $WHERE.*at most 100000 hands$"
	assert_equal "$(many 100001 | sed -n "${line}p")" "hand 100001 pass=left"
}

# bats test_tags=slow
@test "dealing past 100000 hands is refused as a request (1), not as a bad record" {
	run --separate-stderr hearts-deal < <(many 100000)
	refuses 1 '^hearts-deal: the record holds as many hands as a record may \(100000, '
}
