#!/usr/bin/env bats
# Input that never ends: every reader refuses a NUL byte as soon as it
# reads it and a line as soon as it passes its limit, without reading on.
# The timeouts are guards against a hang, far above what a run takes;
# nothing here is timed.

load helper

READERS='hearts-check hearts-query hearts-show hearts-view hearts-bot hearts-pass hearts-play hearts-score hearts-deal'

# reader PROGRAM: the program with the arguments it reads a record on stdin with.
reader() {
	case $1 in
	hearts-query) CMD=(hearts-query phase) ;;
	hearts-pass) CMD=(hearts-pass N 2C 3C 4C) ;;
	hearts-play) CMD=(hearts-play 2C) ;;
	hearts-deal) CMD=(hearts-deal -) ;;
	*) CMD=("$1") ;;
	esac
}

# bats test_tags=slow
@test "NUL bytes without end (/dev/zero): refused at once, by every reader" {
	local p
	for p in $READERS; do
		reader "$p"
		run --separate-stderr timeout 60 "${CMD[@]}" < /dev/zero
		echo "# $p: $status $stderr"
		assert_equal "$status" 65
		assert_equal "$output" ""
		[[ ${stderr_lines[0]} == "$p: <stdin>:1: "*"the line holds a NUL byte: this is not a text record" ]]
	done
}

# bats test_tags=slow
@test "a line that never ends is refused once past 4096 bytes, by every reader" {
	local p
	for p in $READERS; do
		reader "$p"
		run --separate-stderr timeout 60 bash -c \
		    '{ printf "hearts 1\n"; yes x | tr -d "\n"; } | "$@"' - "${CMD[@]}"
		echo "# $p: $status $stderr"
		assert_equal "$status" 65
		assert_equal "$output" ""
		[[ ${stderr_lines[0]} == "$p: <stdin>:2: "*"the line is longer than 4096 bytes" ]]
	done
}

@test "a first line that never ends, and one of spaces and tabs" {
	run --separate-stderr timeout 60 bash -c 'yes x | tr -d "\n" | hearts-query phase'
	refuses 65 '^hearts-query: <stdin>:1: the line is longer than 4096 bytes$'
	run --separate-stderr timeout 60 bash -c \
	    '{ printf "hearts 1\n"; yes " 	" | tr -d "\n"; } | hearts-check'
	assert_equal "$status" 65
	assert_equal "${stderr_lines[0]}" "hearts-check: <stdin>:2: game 0: the line is longer than 4096 bytes"
}

@test "a comment that never ends is refused past 65536 bytes; one of 65536 is read" {
	run --separate-stderr timeout 60 bash -c \
	    '{ printf "hearts 1\n# "; yes x | tr -d "\n"; } | hearts-check'
	assert_equal "$status" 65
	assert_equal "${stderr_lines[0]}" "hearts-check: <stdin>:2: game 0: the comment is longer than 65536 bytes"
	{
		echo 'hearts 1'
		printf '#%65535s\n' x
		hearts-deal -s 1 | sed 1d
	} > "$BATS_TEST_TMPDIR/long-comment"
	run --separate-stderr hearts-query phase "$BATS_TEST_TMPDIR/long-comment"
	assert_success
	assert_output pass
	{
		echo 'hearts 1'
		printf '#%65536s\n' x
		hearts-deal -s 1 | sed 1d
	} > "$BATS_TEST_TMPDIR/long-comment"
	run --separate-stderr hearts-query phase "$BATS_TEST_TMPDIR/long-comment"
	refuses 65 'long-comment:2: the comment is longer than 65536 bytes$'
}

@test "hearts-check stops at a NUL byte: what follows is not read as records" {
	{ hearts-deal -s 1; printf 'hearts 1\n\0'; head -c 100000 /dev/zero; hearts-deal -s 2; } > "$BATS_TEST_TMPDIR/s"
	run --separate-stderr hearts-check "$BATS_TEST_TMPDIR/s"
	assert_equal "$status" 65
	assert_equal "${#stderr_lines[@]}" 2
	assert_equal "${stderr_lines[1]}" "hearts-check: 2 records: 1 good, 1 bad"
}

# bats test_tags=slow
@test "a NUL byte or a bad line ended by ';' past the first line, the pipe left open: refused at once, by every reader" {
	local p
	for p in $READERS; do
		reader "$p"
		# The writer stays, holding the pipe open; the reader must not
		# wait on it for the rest of a line it has the end of.
		run --separate-stderr timeout 20 bash -c \
		    '"$@" < <(printf "hearts 1\n\0"; exec sleep 30 2>/dev/null 3>&-)' \
		    - "${CMD[@]}"
		echo "# $p: $status $stderr"
		assert_equal "$status" 65
		assert_equal "$output" ""
		[[ ${stderr_lines[0]} == "$p: <stdin>:2: "*"the line holds a NUL byte: this is not a text record" ]]
		# Readers of streams read on, for the next record, as long as
		# the pipe is open: hearts-check, and since issue 36
		# hearts-query and hearts-bot.
		case $p in hearts-check|hearts-query|hearts-bot) continue ;; esac
		run --separate-stderr timeout 20 bash -c \
		    '"$@" < <(printf "\nhearts 1; bogus;"; exec sleep 30 2>/dev/null 3>&-)' \
		    - "${CMD[@]}"
		echo "# $p: $status $stderr"
		assert_equal "$status" 65
		assert_equal "$output" ""
		[[ ${stderr_lines[0]} == "$p: <stdin>:2: "*"'bogus' is not a line of a record"* ]]
	done
}

# bounded CMD...: the command with its address space capped at 64 MiB
# (under a sanitizer, whose shadow memory needs more, only the guard).
bounded() {
	if sanitized; then
		timeout 60 "$@"
	else
		(ulimit -v 65536; exec timeout 60 "$@")
	fi
}

# bats test_tags=slow
@test "the sums of -m and the rows of hearts-export -R: a line that never ends is refused past 4096 bytes, in 64 MiB" {
	local c
	for c in 'hearts-check -m' 'hearts-stats -m' 'hearts-export -R'; do
		# shellcheck disable=SC2086 # the program and its option
		run --separate-stderr bounded bash -c \
		    'tr "\0" x </dev/zero | "$@"' - $c
		echo "# $c: $status $stderr"
		refuses 65 "^${c%% *}: <stdin>:1: the line is longer than 4096 bytes\$"
		# shellcheck disable=SC2086
		run --separate-stderr bounded $c < /dev/zero
		refuses 65 "^${c%% *}: <stdin>:1: the line holds a NUL byte: this is not text\$"
	done
	# a line of 4096 bytes is read (and refused for what it says)
	run --separate-stderr hearts-check -m < <(printf 'check%4091s\n' 1)
	refuses 65 '^hearts-check: <stdin>:1: this is not a line of sums'
	run --separate-stderr hearts-check -m < <(printf 'check%4092s\n' 1)
	refuses 65 '^hearts-check: <stdin>:1: the line is longer than 4096 bytes$'
}

@test "hearts-export -R: rows before a line that never ends are written, then it is refused at its line" {
	hearts-deal -s 3 | hearts-export > "$BATS_TEST_TMPDIR/rows"
	run --separate-stderr bounded bash -c \
	    '{ cat "$1"; tr "\0" x </dev/zero; } | hearts-export -R' - "$BATS_TEST_TMPDIR/rows"
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts-export: <stdin>:3: the line is longer than 4096 bytes"
	assert_equal "$output" "$(hearts-deal -s 3)"
}

# bats test_tags=slow
@test "hearts-match -m: a slice of NUL bytes without end, a line past 65536 bytes, a game past 16 MiB: refused at the line, in 64 MiB" {
	local A=(-s 11 -d 5 -o target=30 simple random simple random)
	D=$BATS_TEST_TMPDIR
	hearts-match -k 1/2 -f "$D/s1" "${A[@]}" >/dev/null 2>&1
	hearts-match -k 2/2 -f "$D/s2" "${A[@]}" >/dev/null 2>&1
	run --separate-stderr bounded hearts-match -m "$D/s1" /dev/zero
	refuses 65 "^hearts-match: /dev/zero:1: not a match's record file"
	{ head -n 2 "$D/s2"; printf '#%65536s\n' x; } > "$D/long"
	run --separate-stderr bounded hearts-match -m "$D/s1" "$D/long"
	refuses 65 "^hearts-match: $D/long:3: the line is longer than 65536 bytes\$"
	# comment lines of 4000 bytes, and no end of game
	{ head -n 2 "$D/s2"; yes "#$(printf '%3999s' x)" | head -n 4200; } > "$D/many"
	run --separate-stderr bounded hearts-match -m "$D/s1" "$D/many"
	refuses 65 "^hearts-match: $D/many:4196: game 10 is longer than 16777216 bytes\$"
}
