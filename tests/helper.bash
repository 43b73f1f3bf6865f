# helper.bash: loaded by every test file.  Puts the built programs first
# on PATH, loads bats-support and bats-assert, and gives a few helpers.

bats_require_minimum_version 1.5.0

# hearts_library NAME: bats_load_library NAME, without its cost.  Every
# test loads this file afresh, and the libraries' load.bash starts a
# subshell for each of their files (a tenth of a second a test, a
# minute of make check): their files are sourced here directly, from
# where bats_load_library would find them.
hearts_library() {
	local d f
	for d in ${BATS_LIB_PATH//:/ } /usr/lib/bats; do
		if [[ -f $d/$1/load.bash && -d $d/$1/src ]]; then
			for f in "$d/$1"/src/*.bash; do
				# shellcheck disable=SC1090 # the library's files
				source "$f"
			done
			return
		fi
	done
	bats_load_library "$1"
}
hearts_library bats-support
hearts_library bats-assert

TOP=$(cd "$BATS_TEST_DIRNAME/.." && pwd)
PATH="$TOP/bin:$TOP/tests/unit:$PATH"
DATA="$BATS_TEST_DIRNAME/data"
export LC_ALL=C.UTF-8

# refuses STATUS PATTERN: the last `run --separate-stderr` failed with
# this status, printed nothing on stdout, and one line on stderr that
# matches the extended regular expression PATTERN.
refuses() {
	assert_equal "$status" "$1"
	assert_equal "$output" ""
	assert_equal "${#stderr_lines[@]}" 1
	[[ "$stderr" =~ $2 ]] || fail "stderr '$stderr' does not match /$2/"
}

# refuses_usage PATTERN: the last `run --separate-stderr` was a usage
# error: status 64, nothing on stdout, a message matching PATTERN and
# then the usage lines.
refuses_usage() {
	assert_equal "$status" 64
	assert_equal "$output" ""
	[[ "${stderr_lines[0]}" =~ $1 ]] ||
	    fail "stderr '${stderr_lines[0]}' does not match /$1/"
	[[ "${stderr_lines[1]}" == usage:* ]] ||
	    fail "no usage line after the message: '$stderr'"
}

# Hand 1 of seed 2026 as hearts(5)'s EXAMPLES plays it: every seat's pass,
# then every card in the order played, four to a trick.
EXAMPLE_PASSES="N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS"
EXAMPLE_CARDS="2C 6C 3C 4C  7C 9C JC 5C  KC QC 8C 4D  2D 9D 3D 6D  AC TC QD 5D
KD 8D 2H 7D  6H 9H 3H 4H  TD 5H JD 7H  8H TH JH QH  4S 9S 2S 3S
KH AH AD 7S  5S 6S 8S JS  QS AS KS TS"

# stage_example PREFIX: that hand at each step, one record for each
# program: PREFIX.pass, PREFIX.play, PREFIX.score and PREFIX.deal.
stage_example() {
	# shellcheck disable=SC2086 # one word per card
	hearts-deal -s 2026 > "$1.pass"
	hearts-pass $EXAMPLE_PASSES < "$1.pass" > "$1.play"
	hearts-play $EXAMPLE_CARDS < "$1.play" > "$1.score"
	hearts-score < "$1.score" > "$1.deal"
	[[ $(hearts-query phase "$1.deal") == deal ]]
}

# tools_game [hearts-deal options]: a whole game through the tools
# (hearts-deal, -pass, -play, -score), the simple bot at every seat,
# printed at its end: what examples/play-game.sh makes with its shell
# bots, in a few processes a hand rather than a few a card.
tools_game() {
	local game seats
	game=$(hearts-deal "$@") || return
	seats=$(hearts-query seats <<< "$game" | tr -d '\n')
	for (( ; ; )); do
		case $(hearts-query phase <<< "$game") in
		pass) game=$(hearts-pass -b "$seats=simple" <<< "$game") ;;
		play) game=$(hearts-play -b "$seats=simple" <<< "$game") ;;
		score) game=$(hearts-score <<< "$game") ;;
		deal) game=$(hearts-deal <<< "$game") ;;
		over) break ;;
		*) return 1 ;;
		esac || return
	done
	printf '%s\n' "$game"
}

# sanitized: the programs are built with a sanitizer, under which
# valgrind does not run and peak memory tells nothing.
sanitized() {
	ldd "$TOP/bin/hearts-deal" 2> /dev/null | grep -q 'asan\|ubsan\|tsan\|msan' ||
	    grep -qa '__asan_init\|__ubsan_handle\|__tsan_init\|__msan_init' "$TOP/bin/hearts-deal"
}

# bash_offers LINE: what the bash completion of the program LINE begins
# with offers at its end, one word a line, through the function that
# `complete -p` names for the program.
bash_offers() {
	bash -c '
		source "$1/completions/hearts.bash"
		read -ra COMP_WORDS <<< "$2"
		func=$(complete -p "${COMP_WORDS[0]}" 2>/dev/null |
		    sed -n "s/.*-F \([^ ]*\) .*/\1/p")
		[[ -n $func ]] || { echo "bash: no completion for ${COMP_WORDS[0]}" >&2; exit 1; }
		COMP_LINE=$2 COMP_POINT=${#2}
		[[ $2 == *" " ]] && COMP_WORDS+=("")
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		"$func" "${COMP_WORDS[0]}" "${COMP_WORDS[-1]}" "${COMP_WORDS[-2]:-}"
		printf "%s\n" "${COMPREPLY[@]}"
	' _ "$TOP" "$1"
}

# zsh_offers LINE...: the same from zsh's completion (tests/complete.zsh
# drives an interactive zsh); with more than one LINE, each one's words
# follow a line "== LINE".
zsh_offers() {
	command -v zsh > /dev/null || skip "zsh is not installed"
	# On a loaded machine the pseudo-terminal now and then loses a tab
	# and zsh waits for ever (one run in six under ASan and a full
	# make check): a stalled run is tried again, its output dropped.
	local out _
	for _ in 1 2 3 4; do
		if out=$(timeout 20 zsh -f "$TOP/tests/complete.zsh" "$TOP/completions" "$@"); then
			# as before: no line at all when zsh offered nothing
			[ -z "$out" ] || printf '%s\n' "$out"
			return 0
		fi
	done
	return 1
}

# fish_offers LINE...: the same from fish's completion (complete -C),
# the words without their descriptions.
fish_offers() {
	command -v fish > /dev/null || skip "fish is not installed"
	fish -c 'source $argv[1]/completions/hearts.fish
		set -l many (count $argv[2..])
		for line in $argv[2..]
			test $many -gt 1; and echo "== $line"
			complete -C "$line" | string replace -r "\t.*" ""
		end' "$TOP" "$@"
}

# offered_for LINE: from the output of zsh_offers or fish_offers for many
# lines, on stdin, the words offered for LINE.
offered_for() {
	awk -v want="== $1" '/^== / { on = ($0 == want); next } on'
}

# san_flags: what a C program built against the tree's libhearts.a needs
# when the library was built under the sanitizers (make check under ASan).
san_flags() {
	if nm "$TOP/libhearts/libhearts.a" 2>/dev/null | grep -q __asan_; then
		echo "-fsanitize=address,undefined"
	fi
}

# unprefixed LOG: the lines of a hearts-match -l log without the words
# that name the decision each belongs to ("game 3, hand 2, trick 5, E: ").
unprefixed() {
	sed -E 's/^(hearts-match: )?game [0-9]+, hand [0-9]+, (pass|trick [0-9]+), [NESWX]: /\1/' "$1"
}

# untimed TABLE: a hearts-match table for a person without its clock and
# CPU columns (us/move, cpu/move), which no two runs share.
untimed() {
	awk 'NF == 0 { below = 1 } !below && NF > 3 { $(NF - 2) = "-"; $(NF - 1) = "-" } { print }' "$1"
}

# col TSV BOT COLUMN: the column named COLUMN of BOT's row in a
# hearts-match -T table; fails if there is no such row or column.
col() {
	awk -F'\t' -v bot="$2" -v name="$3" '
	    NR == 1 { for (i = NF; i >= 1; i--) if ($i == name) c = i; next }
	    $1 == bot { print $c; found = 1 }
	    END { exit !found || !c }' "$1"
}

# leaks_checked_elsewhere: for a file whose tests start the same small
# programs thousands of times (whole games through the shell): under the
# sanitizers, LeakSanitizer's check at each exit is most of their time,
# and those programs' leaks are checked by the other files all the same.
# Memory errors and undefined behaviour are still caught here.
leaks_checked_elsewhere() {
	export ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
}
