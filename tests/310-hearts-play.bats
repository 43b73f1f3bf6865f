#!/usr/bin/env bats
# hearts-play: cards played in turn, each checked against the rules of play.

load helper

setup() {
	G=$BATS_TEST_TMPDIR/game
	hearts-deal -s 2026 >"$G"
	# Seed 2026 after the passes of hearts(5)'s example: W leads the 2C.
	hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS <"$G" >"$G.p"
}

# The first hand of hearts(5)'s EXAMPLES, seed 2026, trick by trick.
MAN_TRICKS=(
	"W 2C 6C 3C 4C"
	"N 7C 9C JC 5C"
	"S KC QC 8C 4D"
	"S 2D 9D 3D 6D"
	"W AC TC QD 5D"
	"W KD 8D 2H 7D"
	"W 6H 9H 3H 4H"
	"N TD 5H JD 7H"
	"S 8H TH JH QH"
	"E 4S 9S 2S 3S"
	"S KH AH AD 7S"
	"W 5S 6S 8S JS"
	"S QS AS KS TS"
)

# The position a refusal table row starts from.
position() {
	case $1 in
	seed2026) cat "$G.p" ;;
	void) cat "$DATA/first-trick-void.txt" ;;
	two) cat "$DATA/two-player-low-club.txt" ;;
	*) return 1 ;;
	esac
}

# Refusals of a legal position's illegal card: status 1, nothing on
# stdout, and one line "hearts-play: CARD: REASON; legal: CARDS".
# bats test_tags=slow
@test "refusals name the rule and the legal cards" {
	local pos cards msg n=0
	while IFS='|' read -r pos cards msg; do
		[[ -z $pos || $pos == \#* ]] && continue
		echo "row: $pos|$cards"	# shown if the row fails
		position "$pos" >"$BATS_TEST_TMPDIR/in"
		# shellcheck disable=SC2086
		run --separate-stderr hearts-play $cards <"$BATS_TEST_TMPDIR/in"
		refuses 1 'legal: '
		assert_equal "$stderr" "hearts-play: $msg"
		n=$((n + 1))
	done <<'EOF'
# position|cards played|the refusal
# The first trick is led with the 2C (four players).
seed2026|5C|5C: the first trick is led with the 2C; legal: 2C
seed2026|9D|9D: the first trick is led with the 2C; legal: 2C
# ... the lowest club held, with two players (the 2C is aside).
two|6C|6C: the first trick is led with the 4C; legal: 4C
two|8S|8S: the first trick is led with the 4C; legal: 4C
# Follow suit, on the first trick and later.
seed2026|2C 3D|3D: you must follow suit (clubs); legal: 6C 7C 8C TC
seed2026|2C 6C 3C 4C 7C 2H|2H: you must follow suit (clubs); legal: 9C
void|2C AD 6D|6D: you must follow suit (clubs); legal: 5C 7C 9C KC
# No hearts and no QS on the first trick (a worked example of hearts-rules(7)).
void|2C QS|QS: no points on the first trick; legal: AD
void|2C 5H|5H: no points on the first trick; legal: AD
void|2C QH|QH: no points on the first trick; legal: AD
# Hearts are not led until broken.
seed2026|2C 6C 3C 4C 9H|9H: hearts are not broken; legal: 7C 8C TC 3D 8D TD AD 3S 6S KS
seed2026|2C 6C 3C 4C 7C 9C JC 5C 4H|4H: hearts are not broken; legal: KC 2D 5D 7D JD 9S JS QS
void|2C AD KC 3C KH|KH: hearts are not broken; legal: 5C 7C 9C 6D 7D 8D 9D 6S 7S 8S 9S
# The QS discarded does not break hearts (queen-breaks-hearts=no).
void|2C AD KC 3C 5C AC 4C QS AH|AH: hearts are not broken; legal: JC QC TD JD QD KD TS JS KS AS
EOF
	assert_equal "$n" 14
}

@test "five players: the first trick is led with the 3C" {
	local seat leader other
	hearts-deal -s 5 -r five-player >"$G"
	for seat in N E S W X; do
		set -- "$@" "$seat" $(hearts-query -p "$seat" hand "$G" | tail -n 3)
	done
	hearts-pass "$@" <"$G" >"$G.5"
	leader=$(hearts-query turn "$G.5")
	hearts-query -p "$leader" hand "$G.5" | grep -qx 3C
	assert_equal "$(hearts-query legal "$G.5")" 3C
	other=$(hearts-query hand "$G.5" | grep -vx 3C | tail -n 1)
	run --separate-stderr hearts-play "$other" <"$G.5"
	refuses 1 "^hearts-play: $other: the first trick is led with the 3C; legal: 3C\$"
	run --separate-stderr hearts-play 2C <"$G.5"
	refuses 1 '^hearts-play: 2C: . does not hold it$'
	run hearts-play 3C <"$G.5"
	assert_success
}

@test "two players: the lowest club held leads, not the 2C aside" {
	run --separate-stderr hearts-query legal "$DATA/two-player-low-club.txt"
	assert_success
	assert_output 4C
	run --separate-stderr hearts-play 2C <"$DATA/two-player-low-club.txt"
	refuses 1 '^hearts-play: 2C: N does not hold it$'
	run --separate-stderr hearts-play 4C TC <"$DATA/two-player-low-club.txt"
	assert_success
	assert_line 'trick N 4C TC'
}

@test "worked example: void in clubs with hearts, QS and one diamond plays the diamond" {
	hearts-play 2C <"$DATA/first-trick-void.txt" >"$G.1"
	assert_equal "$(hearts-query turn "$G.1")" E
	run --separate-stderr hearts-query legal "$G.1"
	assert_success
	assert_output AD
	run --separate-stderr hearts-play AD <"$G.1"
	assert_success
	assert_line 'trick N 2C AD'
}

@test "a first-trick hand of only hearts and the QS may play any of them" {
	local f=$DATA/first-trick-hearts-only.txt
	hearts-play 2C <"$f" >"$G.1"
	run hearts-query legal "$G.1"
	assert_success
	assert_equal "$(echo "$output" | xargs)" \
	    "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH QS"
	run --separate-stderr hearts-play QS <"$G.1"
	assert_success
	assert_line 'trick N 2C QS'
	run --separate-stderr hearts-play 7H <"$G.1"
	assert_success
	assert_line 'trick N 2C 7H'
	# S and W, who can follow, still must.
	run --separate-stderr hearts-play 2C 7H AH <"$f"
	refuses 1 '^hearts-play: AH: you must follow suit \(clubs\); legal: 8C 9C TC JC$'
}

@test "hearts may be led when the leader holds only hearts" {
	local f=$DATA/first-trick-void.txt
	# S leads a spade, E takes it with the QS and holds only hearts.
	hearts-play 2C AD KC 3C 6S TS 2S QS <"$f" >"$G.2"
	assert_equal "$(hearts-query turn "$G.2")" E
	run hearts-query legal "$G.2"
	assert_equal "$(echo "$output" | xargs)" "2H 3H 4H 5H 6H 7H 8H 9H TH JH QH"
	run --separate-stderr hearts-play 5H <"$G.2"
	assert_success
	assert_line 'trick E 5H'
}

@test "queen-breaks-hearts=yes: a heart may be led once the QS was discarded" {
	local f=$DATA/first-trick-void.txt
	sed 's/queen-breaks-hearts=no/queen-breaks-hearts=yes/' "$f" >"$G.yes"
	# E discards the QS on trick 2; W wins it with the AC and leads.
	run --separate-stderr hearts-play 2C AD KC 3C 5C AC 4C QS AH <"$G.yes"
	assert_success
	assert_line 'trick S 5C AC 4C QS'
	assert_line 'trick W AH'
	# and with =no the same lead is refused
	run --separate-stderr hearts-play 2C AD KC 3C 5C AC 4C QS AH <"$f"
	refuses 1 '^hearts-play: AH: hearts are not broken; legal: '
}

@test "the QS may be led before hearts are broken, after the first trick" {
	hearts-play 2C 6C 3C 4C 7C 9C JC 5C <"$G.p" >"$G.2"
	assert_equal "$(hearts-query turn "$G.2")" S
	hearts-query legal "$G.2" | grep -qx QS
	run --separate-stderr hearts-play QS <"$G.2"
	assert_success
	assert_line 'trick S QS'
}

@test "first-lead=any-club: the first trick is led with any club of the 2C's holder" {
	sed '/^rules /s/$/ first-lead=any-club/' "$G.p" >"$G.any"
	run hearts-query legal "$G.any"
	assert_equal "$(echo "$output" | xargs)" "2C 5C QC AC"
	run --separate-stderr hearts-play AC <"$G.any"
	assert_success
	assert_line 'trick W AC'
	run --separate-stderr hearts-play 9D <"$G.any"
	refuses 1 '^hearts-play: 9D: the first trick is led with a club; legal: 2C 5C QC AC$'
	# by default the 2C alone
	run --separate-stderr hearts-play AC <"$G.p"
	refuses 1 '^hearts-play: AC: the first trick is led with the 2C; legal: 2C$'
}

@test "first-trick-points=yes: a seat void in clubs may throw the QS or a heart" {
	local f=$DATA/first-trick-void.txt
	sed '/^rules /s/$/ first-trick-points=yes/' "$f" >"$G.pts"
	hearts-play 2C <"$G.pts" >"$G.1"
	run hearts-query legal "$G.1"
	assert_equal "$(echo "$output" | xargs)" \
	    "AD 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH QS"
	run --separate-stderr hearts-play 2C QS <"$G.pts"
	assert_success
	assert_line 'trick N 2C QS'
	hearts-play 2C QS KC 3C <"$G.pts" | hearts-check -q
}

@test "hearts-must-break=no: a heart may be led before hearts are broken" {
	sed '/^rules /s/$/ hearts-must-break=no/' "$G.p" >"$G.free"
	hearts-play 2C 6C 3C 4C 7C 9C JC 5C <"$G.free" >"$G.2"
	assert_equal "$(hearts-query turn "$G.2")" S
	hearts-query legal "$G.2" | grep -qx 8H
	run --separate-stderr hearts-play 8H <"$G.2"
	assert_success
	assert_line 'trick S 8H'
	hearts-play 2C 6C 3C 4C 7C 9C JC 5C <"$G.p" >"$G.3"
	run --separate-stderr hearts-play 8H <"$G.3"
	refuses 1 '^hearts-play: 8H: hearts are not broken; legal: '
}

@test "pass=none, pass=right: every hand holds, or passes right" {
	local h
	hearts-deal -s 3 -o pass=none >"$G.n"
	grep -qx 'hand 1 pass=hold' "$G.n"
	grep -q '^rules .* pass=none$' "$G.n"
	hearts-query turn "$G.n" >/dev/null
	hearts-deal -s 3 -o pass=right >"$G.r"
	grep -qx 'hand 1 pass=right' "$G.r"
	# a hand that passes other than the rules say is refused
	sed 's/^hand 1 pass=right/hand 1 pass=left/' "$G.r" >"$G.l"
	run --separate-stderr hearts-query turn "$G.l"
	refuses 65 ':4: the first hand passes right$'
	# the option at its default is not written
	hearts-deal -s 3 -o pass=cycle -o first-lead=lowest-club \
	    -o hearts-must-break=yes >"$G.c"
	cmp "$G.c" <(hearts-deal -s 3)
	for h in 2 3; do
		run --separate-stderr hearts-deal -s 3 -n "$h" -o pass=across
		refuses_usage "^hearts-deal: pass=across cannot be played with $h players$"
	done
}

@test "the highest card of the suit led takes the trick, and leads next" {
	# E's AD is the highest card of trick 1 but not a club: S's KC wins.
	hearts-play 2C AD KC 3C <"$DATA/first-trick-void.txt" >"$G.1"
	assert_equal "$(hearts-query turn "$G.1")" S
	# hearts(5)'s example, trick by trick: the winner of each trick leads
	# the next.
	local i cards f=$G.p
	for ((i = 0; i < ${#MAN_TRICKS[@]} - 1; i++)); do
		cards=${MAN_TRICKS[i]#? }
		# shellcheck disable=SC2086
		hearts-play $cards <"$f" >"$G.t$i"
		f=$G.t$i
		assert_equal "trick $((i + 2)) led by $(hearts-query turn "$f")" \
		    "trick $((i + 2)) led by ${MAN_TRICKS[i + 1]%% *}"
	done
	hearts-play ${MAN_TRICKS[12]#? } <"$f" >"$G.all"
	assert_equal "$(hearts-query phase "$G.all")" score
	assert_equal "$(hearts-query points "$G.all" | xargs)" "N 4 E 4 S 2 W 16"
}

@test "refused: a card the seat does not hold" {
	run --separate-stderr hearts-play 2C AS <"$G.p"
	refuses 1 '^hearts-play: AS: N does not hold it$'
	run --separate-stderr hearts-play 2D <"$G.p"
	refuses 1 '^hearts-play: 2D: W does not hold it$'
}

@test "refused: playing while seats are still passing" {
	run --separate-stderr hearts-play 2C <"$G"
	refuses 1 '^hearts-play: the seats are still passing$'
	hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS <"$G" >"$G.3"
	run --separate-stderr hearts-play 2C <"$G.3"
	refuses 1 'still passing'
}

@test "refused: playing after the last trick" {
	local t all=()
	for t in "${MAN_TRICKS[@]}"; do
		# shellcheck disable=SC2206
		all+=(${t#? })
	done
	hearts-play "${all[@]}" <"$G.p" >"$G.all"
	assert_equal "$(grep -c '^trick ' "$G.all")" 13
	run --separate-stderr hearts-play 2C <"$G.all"
	refuses 1 '^hearts-play: every trick of hand 1 has been played$'
	hearts-score <"$G.all" >"$G.scored"
	run --separate-stderr hearts-play 2C <"$G.scored"
	refuses 1 '^hearts-play: hand 1 is over and scored; deal the next hand$'
}

@test "all or nothing: four legal cards then an illegal fifth play none" {
	run --separate-stderr hearts-play 2C 6C 3C 4C <"$G.p"
	assert_success
	run --separate-stderr hearts-play 2C 6C 3C 4C 9H <"$G.p"
	refuses 1 '^hearts-play: 9H: hearts are not broken; legal: '
	run --separate-stderr hearts-play 2C 6C 3C 4C AS <"$G.p"
	refuses 1 '^hearts-play: AS: N does not hold it$'
}

@test "usage: no cards" {
	run --separate-stderr hearts-play <"$G.p"
	refuses_usage '^hearts-play: name the cards to play$'
}

@test "usage: a word that is not a card" {
	local w
	for w in XX 1C QSS N 11H ''; do
		run --separate-stderr hearts-play 2C "$w" <"$G.p"
		refuses_usage "^hearts-play: '$w' is not a card \\(cards are written 2C, TD, QS; or 10h, Q♠\\)\$"
	done
	# before the record is read: no input needed
	run --separate-stderr hearts-play ZZ </dev/null
	refuses_usage "'ZZ' is not a card"
}

# play_random_hand PRESET SEED: deals a hand, passes (if the hand passes)
# and plays it to its end through the tools, every card a random legal one
# from bash's seeded RANDOM.
play_random_hand() {
	local f=$BATS_TEST_TMPDIR/random n seat card
	local -a args legal
	RANDOM=$2
	hearts-deal -s "$2" -r "$1" >"$f"
	if [[ $(hearts-query phase "$f") == pass ]]; then
		n=$(hearts-query pass "$f" | cut -d' ' -f2)
		args=()
		for seat in $(hearts-query seats "$f"); do
			# shellcheck disable=SC2207
			args+=("$seat" $(hearts-query -p "$seat" hand "$f" | shuf -n "$n" --random-source=<(yes)))
		done
		hearts-pass "${args[@]}" <"$f" >"$f.new" && mv "$f.new" "$f"
	fi
	while [[ $(hearts-query phase "$f") == play ]]; do
		mapfile -t legal < <(hearts-query legal "$f")
		card=${legal[RANDOM % ${#legal[@]}]}
		hearts-play "$card" <"$f" >"$f.new" || return 1
		mv "$f.new" "$f"
	done
	RECORD=$f
}

# check_hand PLAYERS TRICKS: the hand played by play_random_hand.
check_hand() {
	assert_equal "$(hearts-query phase "$RECORD")" score
	assert_equal "$(grep -c '^trick ' "$RECORD")" "$2"
	# every trick complete, every card once
	assert_equal "$(awk '$1 == "trick" && NF != 2 + '"$1"'' "$RECORD")" ""
	assert_equal "$(awk '$1 == "trick" { for (i = 3; i <= NF; i++) print $i }' "$RECORD" | sort -u | wc -l)" \
	    "$(($1 * $2))"
	run hearts-score "$RECORD"
	assert_success
}

# bats test_tags=slow
@test "a random legal hand, two players: 13 tricks" {
	play_random_hand two-player 11
	check_hand 2 13
}

# bats test_tags=slow
@test "a random legal hand, three players: 17 tricks" {
	play_random_hand three-player 12
	check_hand 3 17
}

# bats test_tags=slow
@test "a random legal hand, four players: 13 tricks" {
	play_random_hand standard 13
	check_hand 4 13
}

# bats test_tags=slow
@test "a random legal hand, five players: 10 tricks" {
	play_random_hand five-player 14
	check_hand 5 10
}

@test "a file operand, or -, is read and the record written to stdout" {
	hearts-play 2C < "$G.p" > "$BATS_TEST_TMPDIR/want"
	run --separate-stderr hearts-play "$G.p" 2C
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/want")"
	run --separate-stderr hearts-play - 2C < "$G.p"
	assert_success
	assert_output "$(cat "$BATS_TEST_TMPDIR/want")"
	# the file is read, not changed
	cmp "$G.p" <(hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS < "$G")
	# with the bots alone
	run --separate-stderr hearts-play --bot NESW=simple --bot-seed 1 "$G.p"
	assert_success
	assert_equal "$(hearts-query phase <<< "$output")" score
}

@test "the first operand is a card when it reads as one, even if a file has its name" {
	cd "$BATS_TEST_TMPDIR"
	cp "$G.p" 2C
	run --separate-stderr hearts-play 2C < "$G.p"
	assert_success
	assert_output "$(hearts-play 2C < "$G.p")"
	# ./2C names the file
	run --separate-stderr hearts-play ./2C 2C
	assert_success
	assert_output "$(hearts-play 2C < "$G.p")"
	# only the first operand may be a file
	run --separate-stderr hearts-play 2C ./2C < "$G.p"
	refuses_usage "'./2C' is not a card"
}

@test "usage: a record operand and -f, or a missing file" {
	run --separate-stderr hearts-play -f "$G.p" "$G.p" 2C
	refuses_usage "one record file at a time"
	cd "$BATS_TEST_TMPDIR"
	run --separate-stderr hearts-play nope 2C
	refuses_usage "^hearts-play: 'nope' is not a card \\(cards are written 2C, TD, QS; or 10h, Q♠\\) and no file has that name"
	mkdir dir
	run --separate-stderr hearts-play dir 2C
	refuses 74 '^hearts-play: dir:1: cannot read'
	run --separate-stderr hearts-play ./nope 2C
	refuses 66 '^hearts-play: \./nope: No such file or directory$'
}
