#!/usr/bin/env bats
# hearts-check: every error it reports, with its exact FILE:LINE: game N,
# hand H, trick T: prefix; streams of good and bad records; resynchronising
# after a bad one; -g -b -c -1 -q; GNU parallel; bounded memory.
#
# Seeded records are made at test time with the tools (the deal algorithm
# may change): cards and line numbers are read from them, never written
# here.  The records written out below have no seed line.

load helper

# The distinct games of the stream: hearts-deal options for tools_game
# (helper.bash).  Small targets keep each game to a few hands; a
# target above the most a seat can take in one hand (26; 14 with two
# players) makes sure of at least two hands.
SPECS=(
	"-s 1 -o target=30"
	"-s 2 -r two-player -o target=20"
	"-s 3 -r five-player -o target=30"
	"-s 4 -r three-player -o target=30"
	"-s 5 -r omnibus -o target=30"
	"-s 6 -r moon-down -o target=30"
	"-s 7 -r black-lady -o target=30"
	"-s 8 -r two-player -o target=15"
	"-s 9 -r five-player -o target=27 -o tie=share"
	"-s 10 -o target=27 -o tie=share"
	"-s 11 -r three-player -o target=27 -o moon=subtract"
	"-s 12 -o target=27"
	"-s 13 -r two-player -o target=15 -o tie=share"
	"-s 14 -r five-player -o target=27"
	"-s 15 -r omnibus -o target=27"
	"-s 16 -r black-lady -o target=27"
	"-s 17 -r three-player -o target=27"
	"-s 18 -o target=27 -o queen-breaks-hearts=yes"
	"-s 19 -r two-player -o target=15"
	"-s 20 -r moon-down -o target=27"
)

setup_file() {
	local games=$BATS_FILE_TMPDIR/games i
	mkdir -p "$games"
	# Every game played by the tools.
	for ((i = 0; i < ${#SPECS[@]}; i++)); do
		# shellcheck disable=SC2086 # the spec's words
		tools_game ${SPECS[i]} > "$games/$(printf %02d $((i + 1))).txt" || return
	done
	export GAMES=$games
	export DISTINCT=$BATS_FILE_TMPDIR/distinct.txt
	export STREAM=$BATS_FILE_TMPDIR/stream.txt
	cat "$games"/*.txt >"$DISTINCT"
	# 1000 games: the 20 distinct ones 50 times over.
	for ((i = 0; i < 50; i++)); do cat "$DISTINCT"; done >"$STREAM"
	# The bases of the crafted bad records.
	export G4=$games/01.txt G2=$games/02.txt G5=$games/03.txt G3=$games/04.txt
	# A set-up record: G4 from its hand 2, the totals of hand 1 before it.
	export SETUP=$BATS_FILE_TMPDIR/setup.txt
	awk '/^hand / { h++ } h == 0 || h >= 2 || (h == 1 && /^total /)' \
	    "$G4" >"$SETUP"
}

setup() {
	FAILS=()
	T=$BATS_TEST_TMPDIR
}

# A hand written out, no seed: a set-up at hand 4 (the hold hand, so no
# passes), in which N takes every heart and the QS.  Play is legal: E leads
# the 2C, N wins with the AC, draws the spades and runs the hearts.
moon_record() {
	cat <<-'EOF'
	hearts 1
	rules players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on
	total N=0 E=0 S=0 W=0
	hand 4 pass=hold
	deal N AC 6H 7H 8H 9H TH JH QH KH AH QS KS AS
	deal E 2C 3C 4C 5C 2D 3D 4D 5D 6D 2H 2S 3S 4S
	deal S 6C 7C 8C 9C 7D 8D 9D TD JD 3H 5S 6S 7S
	deal W TC JC QC KC QD KD AD 4H 5H 8S 9S TS JS
	trick E 2C 6C TC AC
	trick N AS 2S 5S 8S
	trick N KS 3S 6S 9S
	trick N QS 4S 7S TS
	trick N AH 2H 3H 4H
	trick N KH 3C 7C 5H
	trick N QH 4C 8C JC
	trick N JH 5C 9C QC
	trick N TH 2D 7D KC
	trick N 9H 3D 8D QD
	trick N 8H 4D 9D KD
	trick N 7H 5D TD AD
	trick N 6H 6D JD JS
	moon N
	score N=0 E=26 S=26 W=26
	total N=0 E=26 S=26 W=26
	end
	EOF
}

# The moon hand from a set-up that ends the game in a tie of N and E at
# 80, shared by the rules.
tie_record() {
	moon_record | sed -e 's/tie=play-on/tie=share/' \
	    -e 's/^total N=0 E=0 S=0 W=0$/total N=80 E=54 S=60 W=75/' \
	    -e 's/^total N=0 E=26 .*/total N=80 E=80 S=86 W=101/' \
	    -e 's/^end$/winner N E\nend/'
}

# Another hand written out, dealt round the table card by card, for the
# rules of play; its arguments are the lines after the deal (then "end").
# After the first trick N 2C, E 3C, S 4C, W 5C, W leads.
rr_record() {
	cat <<-'EOF'
	hearts 1
	rules players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off target=100 tie=play-on
	total N=0 E=0 S=0 W=0
	hand 4 pass=hold
	deal N 2C 6C TC AC 5D 9D KD 4H 8H QH 3S 7S JS
	deal E 3C 7C JC 2D 6D TD AD 5H 9H KH 4S 8S QS
	deal S 4C 8C QC 3D 7D JD 2H 6H TH AH 5S 9S KS
	deal W 5C 9C KC 4D 8D QD 3H 7H JH 2S 6S TS AS
	EOF
	printf '%s\n' "$@" end
}

# lineno FILE REGEX [K]: the number of the Kth (1st) line matching REGEX.
lineno() {
	grep -anE -- "$2" "$1" | sed -n "${3:-1}p" | cut -d: -f1
}

# word FILE REGEX N [K]: the Nth word of the Kth (1st) line matching REGEX.
word() {
	grep -aE -- "$2" "$1" | sed -n "${4:-1}p" | awk -v n="$3" '{ print $n }'
}

# next_seat SEAT [PLAYERS]: the seat to its left, with four players or
# PLAYERS.
next_seat() {
	local seats=NESWX n=${2:-4} before
	before=${seats%%"$1"*}
	echo "${seats:$(((${#before} + 1) % n)):1}"
}

# bad NAME WANT REGEX [K] < RECORD: one row of a table.  The record, saved
# as NAME.txt, is bad: hearts-check exits 65, prints nothing on stdout and
# exactly these two lines on stderr
#	hearts-check: FILE:LINE: game 0, WANT (or game 0: WANT when it is about no hand)
#	hearts-check: 1 record: 0 good, 1 bad
# where LINE is that of the Kth (1st) line of the record matching REGEX.
# A row that does not hold is noted and the table goes on; table_done
# fails with every such row.
bad() {
	local name=$1 want=$2 re=$3 k=${4:-1} f line expected
	f=$T/$name.txt
	cat >"$f"
	line=$(lineno "$f" "$re" "$k")
	if [[ -z $line ]]; then
		FAILS+=("$name: no line $k matches /$re/")
		return 0
	fi
	case $want in
	hand\ [0-9]*:\ *|hand\ [0-9]*,\ trick\ *)
		expected="hearts-check: $f:$line: game 0, $want" ;;
	*) expected="hearts-check: $f:$line: game 0: $want" ;;
	esac
	expected+=$'\n'"hearts-check: 1 record: 0 good, 1 bad"
	run --separate-stderr hearts-check "$f"
	if [[ $status != 65 || -n $output || $stderr != "$expected" ]]; then
		FAILS+=("$name: exit $status, stdout '$output'"$'\n'"  want: ${expected//$'\n'/$'\n'        }"$'\n'"  got:  ${stderr//$'\n'/$'\n'        }")
	fi
}

# good NAME < RECORD: the record is good.
good() {
	local f=$T/$1.txt
	cat >"$f"
	run --separate-stderr hearts-check "$f"
	if [[ $status != 0 || $stderr != "hearts-check: 1 record: 1 good, 0 bad" ]]; then
		FAILS+=("$1: exit $status: $stderr")
	fi
}

table_done() {
	((${#FAILS[@]} == 0)) || fail "$(printf '%s\n' "${FAILS[@]}")"
}

@test "the games made for these tests are good, and have the shape the tests need" {
	run --separate-stderr hearts-check "$DISTINCT"
	assert_success
	assert_output ""
	assert_equal "$stderr" "hearts-check: 20 records: 20 good, 0 bad"
	# G4: four players, a seed, at least two hands, a winner
	grep -q '^rules players=4 .* tie=play-on' "$G4"
	grep -q '^seed ' "$G4"
	(($(grep -c '^hand ' "$G4") >= 2))
	grep -q '^winner [NESW]$' "$G4"
	grep -q '^rules players=2 .* jack-of-diamonds=off' "$G2"
	(($(grep -c '^hand ' "$G2") >= 2))
	grep -q '^rules players=5 ' "$G5"
	grep -q '^rules players=3 ' "$G3"
	assert_equal "$(grep -c '^hearts 1$' "$STREAM")" 1000
}

# bats test_tags=slow
@test "good records: crafted, set-up, header in any order, limits, lenient" {
	moon_record | good moon
	tie_record | good tie
	rr_record "trick N 2C 3C 4C 5C" | good in-progress
	good setup <"$SETUP"
	# header lines in any order
	awk 'NR == 2 { r = $0; next } NR == 3 { print; print r; next } 1' "$G4" |
	    good seed-before-rules
	hearts-deal -s 9223372036854775807 | good largest-seed
	# a line of exactly 4096 bytes; a longer comment is skipped
	awk '/^deal N/ && !done { $0 = sprintf("%-4096s", $0); done = 1 } 1' "$G4" |
	    good line-4096
	awk 'NR == 3 { printf "# %s\n", sprintf("%6000s", "x") } 1' "$G4" |
	    good long-comment
	# blank lines, comments and a BOM
	{ printf '\357\273\277'; sed 's/^hand .*/&\n\n  # a comment\n/' "$G4"; } |
	    good blank-and-comments
	table_done
	# nothing at all is no record, and no error
	run --separate-stderr hearts-check </dev/null
	assert_success
	assert_equal "$stderr" "hearts-check: 0 records: 0 good, 0 bad"
}

# bats test_tags=slow
@test "errors: the format line and its version, and lines that are no record" {
	bad heart "a record begins with the line 'hearts 1', not 'heart'" '^heart 1$' \
	    < <(sed '1s/.*/heart 1/' "$G4")
	bad extra-word "the format line is 'hearts 1'" '^hearts 1 x$' \
	    < <(sed '1s/.*/hearts 1 x/' "$G4")
	bad version-2 "the record is in format version 2; this program reads version 1" '^hearts 2$' \
	    < <(sed '1s/.*/hearts 2/' "$G4")
	bad version-one "'one' is not a format version" '^hearts one$' \
	    < <(sed '1s/.*/hearts one/' "$G4")
	bad version-0 "'0' is not a format version" '^hearts 0$' \
	    < <(sed '1s/.*/hearts 0/' "$G4")
	# a long word is cut to 24 bytes, control bytes shown as '?'
	bad html "a record begins with the line 'hearts 1', not '<html><head><title>Heart...'" '^<html>' \
	    < <(sed '1s/.*/<html><head><title>Hearts<\/title>/' "$G4")
	bad binary "a record begins with the line 'hearts 1', not 'PK\\x03\\x04'" '^PK' \
	    < <(sed '1s/.*/PK\x03\x04 zip/' "$G4")
	bad view-seed "a view has no seed line: the seed would tell every hand" '^seed' \
	    < <(sed '1a view N' "$G4")
	bad garbage "'foo' is not a line of a record (lines begin with hearts, rules, seed, total, hand, deal, aside, pass, trick, moon, score, winner or end)" '^foo' \
	    < <(sed '2a foo bar' "$G4")
	table_done
}

# bats test_tags=slow
@test "errors: the rules line" {
	bad rules-missing-option "the rules do not state tie (a record states every option)" '^rules' \
	    < <(sed '/^rules/s/ tie=[a-z-]*//' "$G4")
	bad rules-twice-option "the option moon is given twice" '^rules' \
	    < <(sed '/^rules/s/$/ moon=add/' "$G4")
	bad rules-unknown "unknown option 'colour' (options: players, queen-breaks-hearts, moon, jack-of-diamonds, target, tie, pass, first-lead, first-trick-points, no-tricks-bonus, hearts-must-break, lead-hearts-over-queen, penalty-spades, left-out)" '^rules' \
	    < <(sed '/^rules/s/$/ colour=red/' "$G4")
	bad rules-no-value "option 'players' has no value (write name=value)" '^rules' \
	    < <(sed '/^rules/s/players=4/players/' "$G4")
	# every option's values: name=value|message
	while IFS='|' read -r opt msg; do
		bad "rules-$opt" "$opt: $msg" '^rules' \
		    < <(sed "/^rules/s/${opt%%=*}=[^ ]*/$opt/" "$G4")
	done <<-'EOF'
	players=7|the game is for 2 to 5 players
	players=1|the game is for 2 to 5 players
	queen-breaks-hearts=maybe|say yes or no
	moon=up|say add (26 to every other player), subtract (26 off the shooter) or none
	jack-of-diamonds=maybe|say on or off
	target=0|give a score from 1 to 10000, or none
	target=10001|give a score from 1 to 10000, or none
	tie=never|say play-on or share
	EOF
	# the later options, stated only where not the default: added
	while IFS='|' read -r opt msg; do
		bad "rules-$opt" "$opt: $msg" '^rules' \
		    < <(sed "/^rules/s/\$/ $opt/" "$G4")
	done <<-'EOF'
	pass=hold|say cycle, left, right, across or none
	first-lead=2C|say lowest-club, any-club or left-of-dealer
	first-trick-points=1|say yes or no
	no-tricks-bonus=maybe|say on or off
	hearts-must-break=maybe|say yes or no
	lead-hearts-over-queen=true|say yes or no
	penalty-spades=maybe|say on or off
	left-out=3C|say 2D or 2C, the card three players leave out
	EOF
	bad rules-twice-later "the option pass is given twice" '^rules' \
	    < <(sed '/^rules/s/$/ pass=none pass=none/' "$G4")
	bad rules-two-right "pass=right cannot be played with 2 players" '^rules' \
	    < <(sed '/^rules/s/$/ pass=right/' "$G2")
	# an impossible combination: the two-player deck has no jacks
	bad rules-two-jack "jack-of-diamonds=on cannot be played with two players: their deck has no jacks" '^rules' \
	    < <(sed '/^rules/s/jack-of-diamonds=off/jack-of-diamonds=on/' "$G2")
	bad rules-twice "the rules are given twice" '^rules' 2 \
	    < <(sed '/^rules/p' "$G4")
	bad rules-none "the record has no rules line before its first hand" '^hand' \
	    < <(sed '/^rules/d' "$G4")
	bad rules-late "hand 1: the rules line belongs before the first hand" '^rules' 2 \
	    < <(sed "/^hand 1 /r /dev/stdin" "$G4" < <(grep '^rules' "$G4"))
	table_done
}

# bats test_tags=slow
@test "errors: the seed line" {
	local max=9223372036854775807
	bad seed-word "'x' is not a seed (a whole number from 0 to $max)" '^seed' \
	    < <(sed 's/^seed .*/seed x/' "$G4")
	bad seed-big "'9223372036854775808' is not a seed (a whole number from 0 to $max)" '^seed' \
	    < <(sed 's/^seed .*/seed 9223372036854775808/' "$G4")
	bad seed-negative "'-1' is not a seed (a whole number from 0 to $max)" '^seed' \
	    < <(sed 's/^seed .*/seed -1/' "$G4")
	bad seed-two-words "the seed line is 'seed NUMBER'" '^seed' \
	    < <(sed 's/^seed .*/& 2/' "$G4")
	bad seed-twice "the seed is given twice" '^seed' 2 \
	    < <(sed '/^seed/p' "$G4")
	bad seed-late "hand 1: the seed line belongs before the first hand" '^seed' 2 \
	    < <(sed "/^hand 1 /a $(grep '^seed' "$G4")" "$G4")
	table_done
}

# bats test_tags=slow
@test "errors: the deal" {
	local n1 e1 ln le lp seed last
	n1=$(word "$G4" '^deal N' 3)	# N's first card
	e1=$(word "$G4" '^deal E' 3)
	last=$(word "$G4" '^deal N' 15)	# N's thirteenth
	ln=$(lineno "$G4" '^deal N')
	le=$(lineno "$G4" '^deal E')
	lp=$(lineno "$G4" '^pass N')
	seed=$(word "$G4" '^seed' 2)
	[[ -n $n1 && -n $e1 && -n $last ]]

	bad deal-written-twice "hand 1: $n1 is written twice" '^deal N' \
	    < <(sed "${ln}s/\$/ $n1/" "$G4")
	bad deal-two-seats "hand 1: $n1 is dealt twice: N has it (line $ln)" '^deal E' \
	    < <(sed "${le}s/\$/ $n1/" "$G4")
	bad deal-not-a-card "hand 1: '1C' is not a card (cards are written 2C, TD, QS; or 10h, Q♠)" '^deal N' \
	    < <(sed "${ln}s/\$/ 1C/" "$G4")
	bad deal-count "hand 1: 13 cards are dealt to each seat, not 12" '^deal N' \
	    < <(sed "${ln}s/ $last\$//" "$G4")
	bad deal-missing-seat "hand 1: hand 1 has no deal line for W" '^pass' \
	    < <(sed '0,/^deal W/{/^deal W/d}' "$G4")
	bad deal-seat-twice "hand 1: E is dealt twice (first on line $le)" '^deal E' 2 \
	    < <(sed "${le}p" "$G4")
	bad deal-bad-seat "hand 1: 'X' is not a seat (with 4 players the seats are N E S W)" '^deal X' \
	    < <(sed '0,/^deal W/s/^deal W/deal X/' "$G4")
	# N's first card and E's swapped: a whole deal, but not the seed's
	bad deal-not-seed "hand 1: this is not the deal of seed $seed: hand 1 gives N $n1" '^deal N' \
	    < <(sed -e "${ln}s/ $n1 / $e1 /" -e "${le}s/ $e1 / $n1 /" "$G4")
	bad deal-after-pass "hand 1: a deal line belongs right after its hand line" '^deal E' 2 \
	    < <(sed "$(lineno "$G4" '^pass')r /dev/stdin" "$G4" < <(sed -n "${le}p" "$G4"))
	# the lines in hearts(5)'s order: deal and pass lines by seat
	bad deal-out-of-order "hand 1: deal lines come in seat order: N's belongs before E's (line $ln)" '^deal N' \
	    < <(awk -v n="$ln" 'NR == n { hold = $0; next } { print } NR == n + 1 { print hold }' "$G4")
	bad pass-out-of-order "hand 1: pass lines come in seat order: E's belongs before S's (line $((lp + 1)))" '^pass E' \
	    < <(awk -v n="$lp" 'NR == n + 1 { hold = $0; next } { print } NR == n + 2 { print hold }' "$G4")
	bad deal-aside-four "hand 1: only two players put cards aside" '^aside' \
	    < <(sed '0,/^deal W/s/^deal W.*/&\naside 2C 3C/' "$G4")
	# other decks
	bad deal-five-2C "hand 1: 2C is not in the five-player deck" '^deal N' \
	    < <(sed '0,/^deal N/s/^deal N.*/& 2C/' "$G5")
	bad deal-five-count "hand 1: 10 cards are dealt to each seat, not 9" '^deal N' \
	    < <(sed '0,/^deal N/s/^\(deal N.*\) [^ ]*$/\1/' "$G5")
	bad deal-three-2D "hand 1: 2D is not in the three-player deck" '^deal N' \
	    < <(sed '0,/^deal N/s/^deal N.*/& 2D/' "$G3")
	bad deal-two-3C "hand 1: 3C is not in the two-player deck" '^deal N' \
	    < <(sed '0,/^deal N/s/^deal N.*/& 3C/' "$G2")
	bad deal-two-no-aside "hand 1: hand 1 has no aside line: two players put two cards aside" '^pass' \
	    < <(sed '0,/^aside/{/^aside/d}' "$G2")
	bad deal-two-aside-twice "hand 1: the cards aside are given twice" '^aside' 2 \
	    < <(sed '0,/^aside/{/^aside/p}' "$G2")
	bad deal-two-aside-count "hand 1: 2 cards go aside, not 1" '^aside' \
	    < <(sed '0,/^aside/s/^aside \([^ ]*\) .*/aside \1/' "$G2")
	local t1 tn
	t1=$(word "$G2" '^deal N' 3)
	tn=$(lineno "$G2" '^deal N')
	bad deal-two-aside-dealt "hand 1: $t1 is dealt twice: N has it (line $tn)" '^aside' \
	    < <(sed "0,/^aside/s/^aside [^ ]*/aside $t1/" "$G2")
	bad deal-two-aside-first "hand 1: the aside line belongs after the deal lines, and N's is not there yet" '^aside' \
	    < <(awk '/^aside/ && !done { a = $0; done = 1; next } 1' "$G2" | awk -v a="$(grep -m1 '^aside' "$G2")" '{ print } /^hand 1 / { print a }')
	bad deal-two-aside-between "hand 1: the aside line belongs after the deal lines, and E's is not there yet" '^aside' \
	    < <(awk '/^aside/ && !done { done = 1; next } 1' "$G2" | awk -v a="$(grep -m1 '^aside' "$G2")" '{ print } /^deal N/ && !d { print a; d = 1 }')
	table_done
}

# bats test_tags=slow
@test "errors: the set-up totals" {
	local sn tn
	sn=$(word "$SETUP" '^total' 2 | cut -d= -f2)	# the set-up's N
	tn=$(word "$SETUP" '^total' 2 2 | cut -d= -f2)	# hand 2's total for N
	[[ -n $sn && -n $tn ]]
	bad setup-tampered "hand 2: the total says N=$tn, but the cards give N=$((tn + 1))" '^total' 2 \
	    < <(sed "0,/^total/s/^total N=$sn /total N=$((sn + 1)) /" "$SETUP")
	bad setup-twice "the set-up totals are given twice" '^total' 2 \
	    < <(sed '0,/^total/{/^total/p}' "$SETUP")
	bad setup-no-seat "no score for W" '^total' \
	    < <(sed '0,/^total/s/ W=[-0-9]*//' "$SETUP")
	bad setup-word "N=x: a score is a whole number from -999999999 to 999999999" '^total' \
	    < <(sed '0,/^total/s/ N=[-0-9]*/ N=x/' "$SETUP")
	bad setup-too-big "N=99999999999: a score is a whole number from -999999999 to 999999999" '^total' \
	    < <(sed '0,/^total/s/ N=[-0-9]*/ N=99999999999/' "$SETUP")
	# without its set-up, the record's first hand is no longer hand 1
	bad setup-none "the first hand is hand 1 unless the record starts from a set-up (a total line before it)" '^hand' \
	    < <(sed '0,/^total/{/^total/d}' "$SETUP")
	table_done
}

# bats test_tags=slow
@test "errors: hand numbers and pass directions" {
	bad hand-gap "hand 3 follows hand 1" '^hand 3' \
	    < <(sed 's/^hand 2 /hand 3 /' "$G4")
	bad hand-cycle "hand 2 passes right, after a hand that passed left" '^hand 2' \
	    < <(sed 's/^hand 2 pass=.*/hand 2 pass=left/' "$G4")
	bad hand-first-number "the first hand is hand 1 unless the record starts from a set-up (a total line before it)" '^hand' \
	    < <(sed 's/^hand 1 /hand 2 /' "$G4")
	bad hand-first-pass "the first hand passes left" '^hand' \
	    < <(sed 's/^hand 1 pass=left/hand 1 pass=right/' "$G4")
	bad hand-three-across "'across' is not a pass direction with 3 players" '^hand' \
	    < <(sed 's/^hand 1 pass=left/hand 1 pass=across/' "$G3")
	bad hand-two-right "'right' is not a pass direction with 2 players" '^hand 2' \
	    < <(sed 's/^hand 2 pass=.*/hand 2 pass=right/' "$G2")
	bad hand-sideways "'sideways' is not a pass direction with 4 players" '^hand' \
	    < <(sed 's/^hand 1 pass=left/hand 1 pass=sideways/' "$G4")
	bad hand-word "'one' is not a hand number" '^hand' \
	    < <(sed 's/^hand 1 /hand one /' "$G4")
	bad hand-no-pass "a hand line is 'hand NUMBER pass=DIRECTION'" '^hand' \
	    < <(sed 's/^hand 1 .*/hand 1/' "$G4")
	# hand 1's score and total gone: hand 2 follows an unfinished hand
	bad hand-unscored "hand 1 is not finished and scored, so no hand can follow it" '^hand 2' \
	    < <(sed '0,/^total/{/^score/d;/^total/d}' "$G4")
	table_done
}

# bats test_tags=slow
@test "errors: the passes" {
	local ln e1 n3
	ln=$(lineno "$G4" '^pass N')
	e1=$(word "$G4" '^deal E' 3)
	n3=$(word "$G4" '^pass N' 5)
	[[ -n $ln && -n $e1 && -n $n3 ]]
	bad pass-hold "hand 4: hand 4 is a hold hand: nobody passes" '^pass' \
	    < <(moon_record | sed 's/^deal W.*/&\npass N AC AS KS/')
	bad pass-count "hand 1: N must pass 3 cards, not 2" '^pass N' \
	    < <(sed "${ln}s/ $n3\$//" "$G4")
	bad pass-not-held "hand 1: N cannot pass $e1: not in N's hand" '^pass N' \
	    < <(sed "${ln}s/^pass N [^ ]*/pass N $e1/" "$G4")
	bad pass-twice "hand 1: N passes twice (first on line $ln)" '^pass N' 2 \
	    < <(sed "${ln}p" "$G4")
	bad pass-missing "hand 1: play cannot begin before every seat has passed: W has not" '^trick' \
	    < <(sed '0,/^pass W/{/^pass W/d}' "$G4")
	bad pass-late "hand 1, trick 2: a pass line belongs after the deal and before the first trick" '^pass N' 2 \
	    < <(sed "$(lineno "$G4" '^trick')r /dev/stdin" "$G4" < <(sed -n "${ln}p" "$G4"))
	bad pass-two-count "hand 1: N must pass 1 card, not 0" '^pass N' \
	    < <(sed '0,/^pass N/s/^pass N.*/pass N/' "$G2")
	table_done
}

# bats test_tags=slow
@test "errors: the tricks" {
	local l1 c1 s2 lt l2 x ln13
	# G4, a seeded game: who leads and what is held, read from it
	l1=$(word "$G4" '^trick' 2)		# the first trick's leader
	c1=$(word "$G4" '^trick' 3)		# its lead, the 2C
	s2=$(next_seat "$l1")			# the second to play
	lt=$(lineno "$G4" '^trick')
	l2=$(word "$G4" '^trick' 2 2)		# who won the first trick
	x=$(next_seat "$l2")
	ln13=$(lineno "$G4" '^trick' 13)	# hand 1's last trick
	assert_equal "$c1" 2C
	bad trick-first-leader "hand 1, trick 1: $s2 leads the first trick: $l1 holds the 2C" '^trick' \
	    < <(sed "${lt}s/^trick $l1 /trick $s2 /" "$G4")
	bad trick-later-leader "hand 1, trick 2: $x leads trick 2, but $l2 won the last trick and leads" '^trick' 2 \
	    < <(sed "$((lt + 1))s/^trick $l2 /trick $x /" "$G4")
	bad trick-not-held "hand 1, trick 1: 2C: $s2 does not hold it" '^trick' \
	    < <(sed "${lt}s/^trick $l1 2C [^ ]*/trick $l1 2C 2C/" "$G4")
	bad trick-one-too-many "hand 1: every trick of hand 1 has been played" '^trick' 14 \
	    < <(sed "${ln13}p" "$G4")
	bad trick-score-early "hand 1, trick 13: hand 1 is not finished (12 of 13 tricks played), so it has no score" '^score' \
	    < <(sed "${ln13}d" "$G4")
	# the lowest club in play leads: the 3C with five players
	l1=$(word "$G5" '^trick' 2)
	s2=$(next_seat "$l1" 5)
	bad trick-five-leader "hand 1, trick 1: $s2 leads the first trick: $l1 holds the 3C" '^trick' \
	    < <(sed "0,/^trick/s/^trick $l1 /trick $s2 /" "$G5")
	# with two players, the lowest club held
	bad trick-two-leader "hand 1, trick 1: E leads the first trick: N holds the 4C" '^trick' \
	    < <(sed '$d' "$DATA/two-player-low-club.txt"; echo 'trick E TC'; echo end)
	# the hands written out: the rules of play
	bad trick-first-lead "hand 4, trick 1: 6C: the first trick is led with the 2C; legal: 2C" '^trick' \
	    < <(rr_record "trick N 6C")
	bad trick-follow "hand 4, trick 1: 2D: you must follow suit (clubs); legal: 3C 7C JC" '^trick' \
	    < <(rr_record "trick N 2C 2D")
	bad trick-held "hand 4, trick 1: 9D: W does not hold it" '^trick' \
	    < <(rr_record "trick N 2C 3C 4C 9D")
	bad trick-hearts-broken "hand 4, trick 2: 3H: hearts are not broken; legal: 9C KC 4D 8D QD 2S 6S TS AS" '^trick W' \
	    < <(rr_record "trick N 2C 3C 4C 5C" "trick W 3H")
	bad trick-leader-rr "hand 4, trick 2: N leads trick 2, but W won the last trick and leads" '^trick' 2 \
	    < <(rr_record "trick N 2C 3C 4C 5C" "trick N 6C")
	bad trick-two-short "hand 4, trick 2: a trick begins before the last one is complete" '^trick W KC' \
	    < <(rr_record "trick N 2C 3C 4C 5C" "trick W 9C" "trick W KC")
	bad trick-five-cards "hand 4, trick 1: a trick line is 'trick LEADER CARDS', 1 to 4 cards" '^trick' \
	    < <(rr_record "trick N 2C 3C 4C 5C 6C")
	# E is void in clubs and holds the AD besides its points
	bad trick-points-heart "hand 1, trick 1: 5H: no points on the first trick; legal: AD" '^trick' \
	    < <(sed '$d' "$DATA/first-trick-void.txt"; echo 'trick N 2C 5H'; echo end)
	bad trick-points-queen "hand 1, trick 1: QS: no points on the first trick; legal: AD" '^trick' \
	    < <(sed '$d' "$DATA/first-trick-void.txt"; echo 'trick N 2C QS'; echo end)
	table_done
}

# bats test_tags=slow
@test "errors: the moon" {
	local ls h
	bad moon-missing "hand 4: N shot the moon, and a 'moon N' line belongs before the score" '^score' \
	    < <(moon_record | sed '/^moon/d')
	# the wrong line is refused itself, and says what is wrong with it
	bad moon-wrong-seat "hand 4: N shot the moon, not E" '^moon' \
	    < <(moon_record | sed 's/^moon N/moon E/')
	bad moon-twice "hand 4: the moon is given twice" '^moon' 2 \
	    < <(moon_record | sed '/^moon/p')
	bad moon-early "hand 4, trick 6: hand 4 is not finished (5 of 13 tricks played), so it has no moon" '^moon' \
	    < <(moon_record | sed '/^moon/d; /^trick N AH/a moon N')
	# claimed in G4's first hand with no moon line: nobody shot it
	ls=$(awk '/^score/ && prev !~ /^moon/ { print NR; exit } { prev = $0 }' "$G4")
	h=$(head -n "$ls" "$G4" | grep '^hand' | tail -n 1 | cut -d' ' -f2)
	bad moon-claimed "hand $h: nobody shot the moon in hand $h, but this line says N did" \
	    '^moon' \
	    < <(sed "${ls}i moon N" "$G4")
	table_done
}

# bats test_tags=slow
@test "errors: the score" {
	local sn tn
	sn=$(word "$G4" '^score' 2 | cut -d= -f2)
	tn=$(word "$G4" '^total' 2 | cut -d= -f2)
	[[ -n $sn && -n $tn ]]
	# tampered: N one more in the score and in the total
	bad score-tampered "hand 1: the score says N=$((sn + 1)), but the cards give N=$sn" '^score' \
	    < <(sed -e "0,/^score/s/^score N=$sn /score N=$((sn + 1)) /" \
	    -e "0,/^total/s/^total N=$tn /total N=$((tn + 1)) /" "$G4")
	bad score-no-seat "hand 1: no score for W" '^score' \
	    < <(sed '0,/^score/s/ W=[-0-9]*//' "$G4")
	bad score-extra-seat "hand 1: 'X' is not a seat (with 4 players the seats are N E S W)" '^score' \
	    < <(sed '0,/^score/s/^score .*/& X=0/' "$G4")
	bad score-seat-twice "hand 1: N is given twice" '^score' \
	    < <(sed "0,/^score/s/^score .*/& N=$sn/" "$G4")
	bad score-word "hand 1: N=ten: a score is a whole number from -2000000000 to 2000000000" '^score' \
	    < <(sed '0,/^score/s/ N=[-0-9]*/ N=ten/' "$G4")
	bad score-no-equals "hand 1: 'N12' is not a seat's score (write N=12)" '^score' \
	    < <(sed '0,/^score/s/ N=[-0-9]*/ N12/' "$G4")
	table_done
}

@test "errors: the totals" {
	local tn lt
	tn=$(word "$G4" '^total' 2 2 | cut -d= -f2)	# hand 2's total for N
	lt=$(lineno "$G4" '^total' 2)
	[[ -n $tn ]]
	bad total-wrong "hand 2: the total says N=$((tn + 1)), but the cards give N=$tn" '^total' 2 \
	    < <(sed "${lt}s/^total N=$tn /total N=$((tn + 1)) /" "$G4")
	bad total-twice "hand 1: a total line belongs right after the score" '^total' 2 \
	    < <(sed '0,/^total/{/^total/p}' "$G4")
	bad total-missing "hand $(grep -c '^hand' "$G4"): the score of hand $(grep -c '^hand' "$G4") has no total line" '^end' \
	    < <(sed '/^winner/d' "$G4" | head -n -2; echo end)
	table_done
}

# bats test_tags=slow
@test "errors: the winner, and the end of the game" {
	local k w x
	k=$(grep -c '^hand' "$G4")		# the last hand
	w=$(word "$G4" '^winner' 2)
	x=$(next_seat "$w")
	bad winner-missing "hand $k: the game is over and the record names no winner" '^end' \
	    < <(sed '/^winner/d' "$G4")
	bad winner-wrong "hand $k: the winner is $w, with the lowest total" '^winner' \
	    < <(sed "s/^winner .*/winner $x/" "$G4")
	bad winner-two "hand $k: the winner is $w, with the lowest total" '^winner' \
	    < <(sed "s/^winner .*/winner $w $x/" "$G4")
	bad winner-empty "hand $k: a winner line is 'winner SEAT...'" '^winner' \
	    < <(sed 's/^winner .*/winner/' "$G4")
	bad winner-named-twice "hand $k: $w is named twice" '^winner' \
	    < <(sed "s/^winner .*/winner $w $w/" "$G4")
	bad winner-twice "hand $k: the winner is given twice" '^winner' 2 \
	    < <(sed '/^winner/p' "$G4")
	bad winner-early "hand 1: no winner yet: the game goes on" '^winner' \
	    < <(sed '0,/^total/s/^total.*/&\nwinner N/' "$G4")
	bad winner-shared "hand 4: the winner is N and others, with the lowest total" '^winner' \
	    < <(tie_record | sed 's/^winner .*/winner N/')
	bad winner-not-shared "hand 4: no winner yet: the game goes on" '^winner' \
	    < <(tie_record | sed 's/tie=share/tie=play-on/')
	bad hand-after-winner "the game is over after hand $k: no hand follows" '^hand' "$((k + 1))" \
	    < <(sed "s/^winner .*/&\nhand $((k + 1)) pass=left/" "$G4")
	bad hand-after-over "the game is over after hand $k: no hand follows" '^hand' "$((k + 1))" \
	    < <(sed "s/^winner .*/hand $((k + 1)) pass=left\n&/" "$G4")
	bad end-words "hand $k: the end line is 'end' alone" '^end' \
	    < <(sed 's/^end$/end now/' "$G4")
	bad no-end "hand $k: the record has no end line (is it cut short?)" '^winner' \
	    < <(sed '$d' "$G4")
	table_done
}

# bats test_tags=slow
@test "errors: NUL bytes, long lines, too many words" {
	local ln
	ln=$(lineno "$G4" '^deal N')
	bad nul "hand 1: the line holds a NUL byte: this is not a text record" '^deal N' \
	    < <(sed "${ln}s/^deal N /deal N \x00/" "$G4")
	bad long-line "hand 1: the line is longer than 4096 bytes" '^deal N' \
	    < <(awk -v n="$ln" 'NR == n { $0 = sprintf("%-4097s", $0) } 1' "$G4")
	bad very-long-line "hand 1: the line is longer than 4096 bytes" '^deal N' \
	    < <(awk -v n="$ln" 'NR == n { while (length($0) < 100000) $0 = $0 "          " } 1' "$G4")
	# 64 words are read; the 65th is too many
	bad words-64 "hand 4, trick 1: a trick line is 'trick LEADER CARDS', 1 to 4 cards" '^trick' \
	    < <(rr_record "trick N$(printf ' 2C%.0s' {1..62})")
	bad words-65 "hand 4: the line has more than 64 words" '^trick' \
	    < <(rr_record "trick N$(printf ' 2C%.0s' {1..63})")
	table_done
}

# make_mixed: $M, a stream of five good records with four bad ones between
# them; $M.good and $M.bad, the records hearts-check -g and -b should print;
# $M.err, the diagnostics it should print.
make_mixed() {
	M=$T/mixed.txt
	local b=$T/bad
	mkdir -p "$b"
	sed '/^winner/d' "$GAMES/05.txt" >"$b/1"	# bad at its end line
	sed '/^trick/q' "$GAMES/02.txt" >"$b/2"		# cut short after a trick
	sed '0,/^trick/s/^trick \([NESWX]\) 3C [^ ]*/trick \1 3C 3C/' \
	    "$GAMES/03.txt" >"$b/3"			# a card not held
	echo 'junk line' >"$b/4"			# no record at all
	: >"$M"
	: >"$M.err"
	local k=0 n f off s
	for f in "$GAMES/06.txt" 1 "$GAMES/07.txt" 2 "$GAMES/08.txt" 3 \
	    "$GAMES/09.txt" 4 "$GAMES/10.txt"; do
		off=$(wc -l <"$M")
		case $f in
		1)	n=$(wc -l <"$b/1")
			s=$(grep -c '^hand' "$b/1")
			echo "hearts-check: $M:$((off + n)): game $k, hand $s: the game is over and the record names no winner" ;;
		2)	n=$(wc -l <"$b/2")
			echo "hearts-check: $M:$((off + n + 1)): game $k, hand 1, trick 2: a new record begins before this one's end line" ;;
		3)	n=$(lineno "$b/3" '^trick')
			s=$(next_seat "$(word "$b/3" '^trick' 2)" 5)
			echo "hearts-check: $M:$((off + n)): game $k, hand 1, trick 1: 3C: $s does not hold it" ;;
		4)	echo "hearts-check: $M:$((off + 1)): game $k: a record begins with the line 'hearts 1', not 'junk'" ;;
		*)	cat "$f" >>"$M.good" ;;
		esac >>"$M.err"
		[[ $f == /* ]] || { cat "$b/$f" >>"$M.bad"; f=$b/$f; }
		cat "$f" >>"$M"
		k=$((k + 1))
	done
	echo "hearts-check: 9 records: 5 good, 4 bad" >>"$M.err"
}

# bats test_tags=slow
@test "a mixed stream: each bad record reported, the others good, the summary exact" {
	make_mixed
	run --separate-stderr hearts-check "$M"
	assert_equal "$status" 65
	assert_output ""
	assert_equal "$stderr" "$(cat "$M.err")"
	# -q: only the exit status tells
	run --separate-stderr hearts-check -q "$M"
	assert_equal "$status" 65
	assert_output ""
	assert_equal "$stderr" ""
	# from stdin, and counted on through several files
	run --separate-stderr hearts-check "$GAMES/11.txt" - <"$M"
	assert_equal "$status" 65
	assert_equal "${stderr_lines[0]}" \
	    "$(sed -n 1p "$M.err" | sed "s|$M:\([0-9]*\): game 1,|<stdin>:\1: game 2,|")"
	assert_equal "${stderr_lines[4]}" "hearts-check: 10 records: 6 good, 4 bad"
}

# bats test_tags=slow
@test "all good: exit 0; a file that cannot be opened: 66, the others checked" {
	run --separate-stderr hearts-check "$DISTINCT" "$GAMES/01.txt"
	assert_success
	assert_output ""
	assert_equal "$stderr" "hearts-check: 21 records: 21 good, 0 bad"
	run --separate-stderr hearts-check -q "$STREAM"
	assert_success
	assert_equal "$stderr" ""
	run --separate-stderr hearts-check "$GAMES/06.txt" "$T/none.txt" "$GAMES/07.txt"
	assert_equal "$status" 66
	assert_output ""
	assert_equal "$stderr" "hearts-check: $T/none.txt: No such file or directory
hearts-check: 2 records: 2 good, 0 bad"
	run --separate-stderr hearts-check -q "$GAMES/06.txt" "$T/none.txt" "$GAMES/07.txt"
	assert_equal "$status" 66
	assert_equal "$stderr" ""
	# a bad record as well: the missing file still says 66
	make_mixed
	run --separate-stderr hearts-check "$T/none.txt" "$M"
	assert_equal "$status" 66
	assert_equal "${#stderr_lines[@]}" 6
	assert_equal "${stderr_lines[5]}" "hearts-check: 9 records: 5 good, 4 bad"
}

@test "resynchronisation: a record cut short, then a good one" {
	local lt cut f=$T/cut.txt
	lt=$(lineno "$G4" '^trick')
	# cut at the end of a line: the next format line ends it
	{ head -n "$lt" "$G4"; cat "$GAMES/06.txt"; } >"$f"
	run --separate-stderr hearts-check "$f"
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts-check: $f:$((lt + 1)): game 0, hand 1, trick 2: a new record begins before this one's end line
hearts-check: 2 records: 1 good, 1 bad"
	run --separate-stderr hearts-check -g -q "$f"
	assert_equal "$status" 65
	assert_equal "$output" "$(cat "$GAMES/06.txt")"
	run --separate-stderr hearts-check -b -q "$f"
	assert_equal "$output" "$(head -n "$lt" "$G4")"
	# cut in the middle of a line: "trick S 2C 5" is refused, then skipped
	cut=$(sed -n "${lt}p" "$G4" | cut -c1-12)
	{ head -n "$((lt - 1))" "$G4"; echo "$cut"; cat "$GAMES/06.txt"; } >"$f"
	run --separate-stderr hearts-check "$f"
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts-check: $f:$lt: game 0, hand 1, trick 1: '${cut:11:1}' is not a card (cards are written 2C, TD, QS; or 10h, Q♠)
hearts-check: 2 records: 1 good, 1 bad"
	run --separate-stderr hearts-check -g -q "$f"
	assert_equal "$output" "$(cat "$GAMES/06.txt")"
	# cut short at the end of the stream
	head -n "$lt" "$G4" >"$f"
	run --separate-stderr hearts-check "$f"
	assert_equal "$stderr" "hearts-check: $f:$lt: game 0, hand 1, trick 2: the record has no end line (is it cut short?)
hearts-check: 1 record: 0 good, 1 bad"
}

@test "resynchronisation: a format line before the previous record's end" {
	local f=$T/early.txt
	{ head -n 2 "$G4"; cat "$GAMES/06.txt" "$GAMES/07.txt"; } >"$f"
	run --separate-stderr hearts-check "$f"
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts-check: $f:3: game 0: a new record begins before this one's end line
hearts-check: 3 records: 2 good, 1 bad"
	# a bad record that ends at its end line, then good ones
	{ sed '/^winner/d' "$G4"; cat "$GAMES/06.txt" "$GAMES/07.txt"; } >"$f"
	run --separate-stderr hearts-check "$f"
	assert_equal "$status" 65
	assert_equal "${stderr_lines[1]}" "hearts-check: 3 records: 2 good, 1 bad"
	# garbage between records is one bad record; blank and comment lines none
	{ cat "$GAMES/06.txt"; printf '\n# a comment\n\nfoo\nbar\n'; cat "$GAMES/07.txt"; } >"$f"
	run --separate-stderr hearts-check "$f"
	assert_equal "$stderr" "hearts-check: $f:$(lineno "$f" '^foo'): game 1: a record begins with the line 'hearts 1', not 'foo'
hearts-check: 3 records: 2 good, 1 bad"
}

# bats test_tags=slow
@test "-g and -b split a mixed stream into the good and the bad records, as read" {
	make_mixed
	run --separate-stderr hearts-check -g "$M"
	assert_equal "$status" 65
	printf '%s\n' "$output" >"$T/g.out"
	cmp "$T/g.out" "$M.good"
	assert_equal "$stderr" "$(cat "$M.err")"
	run --separate-stderr hearts-check -b "$M"
	assert_equal "$status" 65
	printf '%s\n' "$output" >"$T/b.out"
	cmp "$T/b.out" "$M.bad"
	# between them, every line of the input, once
	diff <(sort "$T/g.out" "$T/b.out") <(sort "$M")
	run --separate-stderr hearts-check -q "$T/g.out"
	assert_success
	assert_equal "$stderr" ""
	run --separate-stderr hearts-check -q "$T/b.out"
	assert_equal "$status" 65
	assert_equal "$stderr" ""
	run --separate-stderr hearts-check "$T/b.out"
	assert_equal "${stderr_lines[-1]}" "hearts-check: 4 records: 0 good, 4 bad"
	# a stream of good records comes out of -g byte for byte
	hearts-check -g -q "$DISTINCT" | cmp - "$DISTINCT"
	run --separate-stderr hearts-check -b -q "$DISTINCT"
	assert_success
	assert_output ""
}

@test "-g prints a one-line record as it was read" {
	hearts-check -1 "$DISTINCT" >"$T/one.txt"
	hearts-check -g -q "$T/one.txt" | cmp - "$T/one.txt"
}

@test "-g prints a CRLF record as it was read" {
	sed 's/$/\r/' "$G4" >"$T/crlf.txt"
	hearts-check -g -q "$T/crlf.txt" | cmp - "$T/crlf.txt"
}

@test "-c turns a lenient hand-written record into the canonical one" {
	local f=$T/lenient.txt
	# lower case, 10 for T, suit symbols black and white, cards reversed,
	# options and seats in any order, tabs and spaces, CRLF, blank lines,
	# comments (with a ';' in them) and a byte order mark
	awk '
	BEGIN {
		split("c d h s", k, " "); split("♣ ♦ ♥ ♠", b, " "); split("♧ ♢ ♡ ♤", w, " ")
		for (i = 1; i <= 4; i++) { black[k[i]] = b[i]; white[k[i]] = w[i] }
		printf "\357\273\277hearts 1\r\n# written by hand; a comment\r\n"
	}
	function card(c,    r, s) {
		c = tolower(c); r = substr(c, 1, 1); s = substr(c, 2)
		if (r == "t") r = "10"
		if (++n % 3 == 1) s = black[s]; else if (n % 3 == 2) s = white[s]
		return r s
	}
	NR == 1 { next }
	{
		out = $1
		if ($1 == "deal" || $1 == "pass" || $1 == "aside") {
			start = 2
			if ($1 != "aside") { out = out "\t" tolower($2); start = 3 }
			for (i = NF; i >= start; i--) out = out "  " card($i)
		} else if ($1 == "trick") {
			out = out " \t" tolower($2)
			for (i = 3; i <= NF; i++) out = out " " card($i)
		} else if ($1 == "rules" || $1 == "score" || $1 == "total") {
			for (i = NF; i >= 2; i--) out = out "\t" tolower($i)
		} else
			for (i = 2; i <= NF; i++) out = out "   " tolower($i)
		printf "  %s \r\n", out
		if ($1 == "hand") printf "\r\n\t# hand %s; it passes %s\r\n\r\n", $2, $3
	}' "$G4" >"$f"
	grep -q '10♣\|10♧' "$f"
	grep -q $'\r$' "$f"
	run --separate-stderr hearts-check -c "$f"
	assert_success
	assert_equal "$stderr" "hearts-check: 1 record: 1 good, 0 bad"
	printf '%s\n' "$output" | cmp - "$G4"
	# the same for a two-player record, with its aside line
	sed 's/^\(deal\|pass\|aside\|trick\) /\1   /; s/$/\r/' "$G2" | tr 'A-Z' 'a-z' >"$f"
	hearts-check -c -q "$f" | cmp - "$G2"
	# canonical records come out as they are
	hearts-check -c -q "$STREAM" | cmp - "$STREAM"
}

@test "a comment with a ';' on the first line after a byte order mark" {
	{ printf '\357\273\277# a comment; with a semicolon\n'; cat "$G4"; } >"$T/bom.txt"
	run --separate-stderr hearts-check "$T/bom.txt"
	assert_success
	assert_equal "$stderr" "hearts-check: 1 record: 1 good, 0 bad"
}

@test "a line of 4096 bytes ended by CRLF" {
	awk '/^deal N/ && !done { $0 = sprintf("%-4096s", $0); done = 1 } { printf "%s\r\n", $0 }' \
	    "$G4" >"$T/crlf4096.txt"
	run --separate-stderr hearts-check "$T/crlf4096.txt"
	assert_success
}

@test "a total hearts-score writes is one hearts-check reads" {
	local v
	# the largest of these set-up totals that hearts-score takes
	for v in 1999999990 999999990; do
		moon_record | sed -e 's/target=100/target=none/' \
		    -e "s/^total N=0 E=0 S=0 W=0\$/total N=0 E=$v S=0 W=0/" \
		    -e '/^moon/,/^total N=0 E=26/d' |
		    hearts-score >"$T/big-total.txt" 2>/dev/null && break
	done
	run --separate-stderr hearts-check "$T/big-total.txt"
	assert_success
}

@test "-c and -1 after a stream's first record: those written otherwise than canonically come out canonical" {
	# Past the first record, one read as the writer writes it is copied;
	# each of these is one written otherwise in a single way (cards out
	# of order, a comment, a leading zero, seats out of order, two blanks,
	# the seed before the rules, a small letter, a carriage return), which
	# must be written again.
	local f=$T/mixed.txt one=$T/mixed-one.txt
	{
		cat "$G4"
		# a deal's cards out of card order
		awk '/^deal N / && !done { t = $3; $3 = $4; $4 = t; done = 1 } 1' "$G4"
		sed '3a # a comment' "$G4"
		sed '0,/^score N=\([1-9]\)/s//score N=0\1/' "$G4"
		# seats out of seat order
		awk '/^total / && !done { t = $2; $2 = $3; $3 = t; done = 1 } 1' "$G4"
		sed '0,/^trick /s/^trick /trick  /' "$G4"
		# the seed before the rules; a seat's letter in small case
		sed '2{h;d};3G' "$G4"
		sed 's/^deal E/deal e/' "$G4"
		sed '0,/^pass /s/$/\r/' "$G2"
		cat "$G2"
	} >"$f"
	# each is a change, and each still reads
	assert_equal "$(awk '/^hearts 1/ { n++ } END { print n }' "$f")" 10
	grep -q '^seed' "$G4"
	hearts-check -c "$f" >"$T/mixed-c.txt" 2>"$T/mixed-c.err"
	assert_equal "$(cat "$T/mixed-c.err")" "hearts-check: 10 records: 10 good, 0 bad"
	cmp "$T/mixed-c.txt" <(cat "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G2" "$G2")
	hearts-check -1 -q "$f" >"$one"
	cmp "$one" <(for g in "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G2" "$G2"; do
	    hearts-check -1 -q "$g"; done)
	# the one-line form, past its first record, is read by words: written
	hearts-check -c -q "$one" | cmp - <(cat "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G4" "$G2" "$G2")
}

@test "-1: one line a game; -c of it is -c of the original; sort | uniq gives the distinct games" {
	local one=$T/one.txt
	hearts-check -1 -q "$STREAM" >"$one"
	assert_equal "$(wc -l <"$one")" 1000
	assert_equal "$(grep -c '^hearts 1; rules ' "$one")" 1000
	assert_equal "$(grep -c '; end$' "$one")" 1000
	# read back, byte for byte
	cmp <(hearts-check -c -q "$one") <(hearts-check -c -q "$STREAM")
	# the one-line form of the one-line form is itself
	hearts-check -1 -q "$one" | cmp - "$one"
	run --separate-stderr hearts-check "$one"
	assert_success
	assert_equal "$stderr" "hearts-check: 1000 records: 1000 good, 0 bad"
	# line tools carry it
	assert_equal "$(sort "$one" | uniq | wc -l)" 20
	diff <(sort "$one" | uniq) <(hearts-check -1 -q "$DISTINCT" | sort)
	# an error in the one-line form names the line of the file
	{ head -n 2 "$one"; sed 's/^winner .*/winner Z/' "$G4" | paste -sd ';' | sed 's/;/; /g'; head -n 3 "$one"; } >"$T/one-bad.txt"
	run --separate-stderr hearts-check "$T/one-bad.txt"
	assert_equal "$status" 65
	assert_equal "${stderr_lines[0]}" "hearts-check: $T/one-bad.txt:3: game 2, hand $(grep -c '^hand' "$G4"): 'Z' is not a seat (with 4 players the seats are N E S W)"
	assert_equal "${stderr_lines[1]}" "hearts-check: 6 records: 5 good, 1 bad"
}

# records FROM TO: records FROM to TO of the stream.
records() {
	awk -v from="$1" -v to="$2" '/^hearts 1$/ { n++ } n >= from && n <= to' "$STREAM"
}

# with_bad: the stream with four bad records put in it: a winner missing,
# a record cut short before a good one, garbage and a card not held.
with_bad() {
	records 1 300
	sed '/^winner/d' "$G4"
	records 301 600
	sed '/^trick/q' "$G2"
	records 601 900
	echo garbage
	records 901 1000
	sed '0,/^trick/s/^trick \([NESW]\) 2C [^ ]*/trick \1 2C 2C/' "$G4"
	cat "$GAMES/07.txt"
}

# summed: the sum of the good and bad counts of the summaries on stdin.
summed() {
	sed -n 's/^hearts-check: [0-9]* records\{0,1\}: \([0-9]*\) good, \([0-9]*\) bad$/\1 \2/p' |
	    awk '{ g += $1; b += $2; n++ } END { print g " good, " b " bad" }'
}

# bats test_tags=slow
@test "GNU parallel: the same bad records as one process, by records and by lines" {
	command -v parallel >/dev/null || skip "GNU parallel is not installed (Debian package parallel)"
	local s=$T/pstream.txt one=$T/pone.txt
	with_bad >"$s"
	run --separate-stderr hearts-check "$s"
	assert_equal "$status" 65
	assert_equal "${stderr_lines[-1]}" "hearts-check: 1005 records: 1001 good, 4 bad"
	# cut at the record boundaries, in blocks small enough for many jobs
	parallel --will-cite --pipe --block 200k --recstart 'hearts 1' --recend 'end\n' \
	    -k hearts-check <"$s" 2>"$T/p.err" || true
	(($(grep -c ' records: ' "$T/p.err") > 2))
	assert_equal "$(summed <"$T/p.err")" "1001 good, 4 bad"
	run parallel --will-cite --pipe --block 200k --recstart 'hearts 1' --recend 'end\n' \
	    -k hearts-check -q <"$s"
	assert_output ""
	diff <(parallel --will-cite --pipe --block 200k --recstart 'hearts 1' \
	    --recend 'end\n' -k hearts-check -q -b <"$s" | sort) \
	    <(hearts-check -q -b "$s" | sort)
	# the one-line form, cut at any line
	{
		hearts-check -1 -q "$STREAM" | head -n 300
		sed '/^winner/d' "$G4" | paste -sd ';' | sed 's/;/; /g'
		hearts-check -1 -q "$STREAM" | sed -n '301,600p'
		sed '/^trick/q' "$G2" | paste -sd ';' | sed 's/;/; /g'
		hearts-check -1 -q "$STREAM" | sed -n '601,$p'
		echo garbage
	} >"$one"
	run --separate-stderr hearts-check "$one"
	assert_equal "${stderr_lines[-1]}" "hearts-check: 1003 records: 1000 good, 3 bad"
	parallel --will-cite --pipe --block 200k -k hearts-check <"$one" 2>"$T/p1.err" || true
	(($(grep -c ' records: ' "$T/p1.err") > 2))
	assert_equal "$(summed <"$T/p1.err")" "1000 good, 3 bad"
	diff <(parallel --will-cite --pipe --block 200k -k hearts-check -q -b <"$one" | sort) \
	    <(hearts-check -q -b "$one" | sort)
}

# bats test_tags=slow
@test "-S and -m: the sums of pieces, by --pipe or --pipepart, give the whole stream's summary and status" {
	command -v parallel >/dev/null || skip "GNU parallel is not installed (Debian package parallel)"
	local s=$T/sstream.txt
	with_bad >"$s"
	# one piece: the sums, and the summary of them, as hearts-check's own
	run --separate-stderr hearts-check -S "$s"
	assert_equal "$status" 65
	assert_equal "$output" $'# hearts-check sums 1\ncheck\t1005\t1001\t4'
	assert_equal "${#stderr_lines[@]}" 4
	[[ $stderr != *records:* ]] || fail "the summary is written with -S: $stderr"
	parallel --will-cite --pipe --block 200k --recstart 'hearts 1' --recend 'end\n' \
	    hearts-check -q -S <"$s" >"$T/sums" || true
	(($(grep -c '^check' "$T/sums") > 2))
	run --separate-stderr hearts-check -m "$T/sums"
	assert_equal "$status" 65
	assert_output ""
	assert_equal "$stderr" "hearts-check: 1005 records: 1001 good, 4 bad"
	# a file on disk, each job reading its own part of it
	parallel --will-cite --pipepart -a "$s" --block 100k --recend '\nend\n' \
	    hearts-check -q -S >"$T/sums2" || true
	(($(grep -c '^check' "$T/sums2") > 2))
	run --separate-stderr hearts-check -m <"$T/sums2"
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts-check: 1005 records: 1001 good, 4 bad"
	# good pieces alone: 0
	hearts-check -g -q "$s" | hearts-check -S >"$T/good"
	run --separate-stderr hearts-check -m "$T/good" - <"$T/good"
	assert_success
	assert_equal "$stderr" "hearts-check: 2002 records: 2002 good, 0 bad"
	run --separate-stderr hearts-check -q -m "$T/good"
	assert_success
	assert_equal "$stderr" ""
}

@test "-m refuses a line that is not sums, with its file and line, and writes no summary; -S -m and -S -g are usage errors" {
	printf '# hearts-check sums 1\ncheck\t3\t2\t1\n' >"$T/a"
	printf '# hearts-check sums 1\ncheck\t3\t2\t2\n' >"$T/b"
	run --separate-stderr hearts-check -m "$T/a" "$T/b"
	refuses 65 "^hearts-check: $T/b:2: this is not a line of sums from hearts-check -S \(check, then the records, the good and the bad\)\$"
	printf 'check\t3\t2\n' >"$T/b"
	run --separate-stderr hearts-check -m "$T/b"
	refuses 65 "^hearts-check: $T/b:1: this is not a line of sums"
	hearts-deal -s 1 >"$T/b"
	run --separate-stderr hearts-check -m "$T/a" "$T/b"
	assert_equal "$status" 65
	assert_equal "${stderr_lines[0]}" "hearts-check: $T/b:1: this is not a line of sums from hearts-check -S (check, then the records, the good and the bad)"
	[[ $stderr != *records:* ]] || fail "a summary of bad sums: $stderr"
	run --separate-stderr hearts-check -m "$T/a" "$T/nothing"
	refuses 66 "^hearts-check: $T/nothing: No such file or directory\$"
	run --separate-stderr hearts-check -S "$T/a" "$T/nothing"
	assert_equal "$status" 66
	assert_output ""
	run --separate-stderr hearts-check -m -S "$T/a"
	refuses_usage "^hearts-check: -m reads sums, not records"
	run --separate-stderr hearts-check -S -g "$T/a"
	refuses_usage "^hearts-check: -1, -b, -c, -g and -S choose what to print"
	run --separate-stderr hearts-check --merge "$T/a"
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts-check: 3 records: 2 good, 1 bad"
	run --separate-stderr hearts-check --sums "$T/a"
	assert_equal "$status" 65
	assert_output $'# hearts-check sums 1\ncheck\t1\t0\t1'
}

# peak_kb FILE [OPTION...]: the peak resident memory of hearts-check -q on
# FILE, in kilobytes.
peak_kb() {
	local f=$1
	shift
	/usr/bin/time -f %M -o "$T/time.out" hearts-check -q "$@" "$f" >/dev/null || true
	tail -n 1 "$T/time.out"
}

# AddressSanitizer keeps freed memory in quarantine: peak memory tells
# nothing there.
skip_if_sanitized() {
	! sanitized || skip "built with a sanitizer, whose quarantine keeps memory"
}

# bats test_tags=slow
@test "memory does not grow with the stream" {
	[[ -x /usr/bin/time ]] && /usr/bin/time -f %M true >/dev/null 2>&1 ||
	    skip "no GNU time at /usr/bin/time"
	skip_if_sanitized
	local small=$T/small.txt big=$T/big.txt i ks kb kg
	for ((i = 0; i < 3; i++)); do cat "$STREAM"; done >"$small"
	for ((i = 0; i < 10; i++)); do cat "$small"; done >"$big"
	(($(wc -c <"$big") > 45000000))
	ks=$(peak_kb "$small")
	kb=$(peak_kb "$big")
	kg=$(peak_kb "$big" -c)
	echo "peak RSS: small $ks KB, big $kb KB, big with -c $kg KB"
	((kb < 20480))
	((kg < 20480))
	((kb - ks < 2048 && ks - kb < 2048))
}

@test "memory does not grow with a long bad record under -g" {
	[[ -x /usr/bin/time ]] || skip "no GNU time at /usr/bin/time"
	skip_if_sanitized
	yes junk | head -c 50000000 >"$T/junk.txt"
	(($(peak_kb "$T/junk.txt" -g) < 20480))
}

@test "--help, --version, an unknown option, a read error, a write error" {
	run --separate-stderr hearts-check --help
	assert_success
	assert_equal "$stderr" ""
	assert_line --index 0 --partial "usage: hearts-check [-1, --one-line] [-b, --bad]"
	assert_output --regexp "  -1, --one-line +print each good record on one line"
	assert_output --partial "See hearts-check(1) and hearts(5)."
	run --separate-stderr hearts-check -h
	assert_success
	assert_line --index 0 --partial "usage: hearts-check [-1, --one-line]"
	run --separate-stderr hearts-check --version
	assert_success
	assert_equal "$stderr" ""
	assert_output --regexp '^hearts-check \(hearts\) [0-9.]+, record format 1$'
	run --separate-stderr hearts-check -V
	assert_success
	run --separate-stderr hearts-check -x "$G4"
	refuses_usage "^hearts-check: invalid option -- 'x'$"
	run --separate-stderr hearts-check --bogus "$G4"
	refuses_usage "^hearts-check: unrecognized option '--bogus'$"
	# a directory cannot be read: 74
	run --separate-stderr hearts-check "$T"
	assert_equal "$status" 74
	assert_equal "${stderr_lines[0]}" "hearts-check: $T: Is a directory"
	if [[ -w /dev/full ]]; then
		run --separate-stderr sh -c 'hearts-check -g "$1" >/dev/full' sh "$G4"
		assert_equal "$status" 74
		assert_equal "$stderr" "hearts-check: stdout: No space left on device"
	fi
}

@test "-m: sums that add up past what a count holds are refused, as hearts-stats -m refuses them" {
	local line=$'check\t9223372036854775807\t9223372036854775807\t0'
	run --separate-stderr hearts-check -m < <(printf '%s\n%s\n' "$line" "$line")
	refuses 65 '^hearts-check: <stdin>:2: the sums add up past what a count holds$'
	run --separate-stderr hearts-check -m < <(printf '%s\n' "$line")
	assert_success
	assert_equal "$stderr" "hearts-check: 9223372036854775807 records: 9223372036854775807 good, 0 bad"
	# the good and the bad must add up to the records, without wrapping
	run --separate-stderr hearts-check -m < <(printf 'check\t-2\t9223372036854775807\t9223372036854775807\n')
	refuses 65 '^hearts-check: <stdin>:1: this is not a line of sums'
}
