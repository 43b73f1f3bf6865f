#!/usr/bin/env bats
# The game hearts on hostile input: a line that never ends, NUL bytes,
# escape sequences in piped input, a read-only save file, two games on
# one file.  The timeouts guard against a hang, far above a run's time.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
	export XDG_DATA_HOME=$BATS_TEST_TMPDIR/data
	hearts -f g.txt -s 1 < /dev/null > /dev/null
	cp g.txt start.txt
}

@test "NUL bytes without end (/dev/zero): 65 at once, the game as it was saved" {
	run --separate-stderr timeout 60 hearts -f g.txt < /dev/zero
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts: <stdin>:1: the line holds a NUL byte: this is not text"
	cmp g.txt start.txt
	hearts-check -q g.txt
}

@test "a line that never ends: refused once past 1024 bytes, in bounded memory" {
	run --separate-stderr timeout 60 bash -c 'yes x | tr -d "\n" | hearts -f g.txt'
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts: <stdin>:1: the line is longer than 1024 bytes"
	cmp g.txt start.txt
	# 1024 bytes are a line (not a card: asked again), then the end quits.
	run --separate-stderr timeout 60 bash -c 'printf "%1024s\n" x | hearts -f g.txt'
	assert_success
	[[ $output == *"The game is saved in g.txt"* ]]
}

@test "the line number of a refused line counts the lines before it" {
	run --separate-stderr timeout 60 bash -c '{ printf "show\nhelp\n"; printf "%1025s\n" x; } | hearts -f g.txt'
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts: <stdin>:3: the line is longer than 1024 bytes"
}

@test "piped input is echoed with its escape sequences shown, never sent raw" {
	run --separate-stderr bash -c 'printf "\033[2J\033]0;owned\007qs\342\200\256x\n" | hearts -f g.txt'
	assert_success
	[[ $output != *$'\e'* ]] || fail "an escape byte reached stdout"
	[[ $output != *$'\a'* ]] || fail "a bell byte reached stdout"
	[[ $output != *$'\u202e'* ]] || fail "a right-to-left override reached stdout"
	[[ $output == *'\x1b[2J\x1b]0;owned\x07qs\u202ex'* ]] || fail "the line is not shown: $output"
}

@test "a read-only save file: 74 before the game begins" {
	chmod 444 g.txt
	run --separate-stderr hearts -f g.txt < /dev/null
	refuses 74 "^hearts: g.txt: the file is read-only \(mode 0444\): not changed\$"
	cmp g.txt start.txt
}

@test "a game holds the lock on its file while it plays, and lets it go at its end" {
	command -v flock > /dev/null || skip "no flock(1) (util-linux)"
	local fifo=$BATS_TEST_TMPDIR/in
	mkfifo "$fifo"
	hearts -f g.txt < "$fifo" > game.out 3>&- &
	exec 5> "$fifo"
	# The game has read the file and holds the lock while it waits for a line.
	timeout 60 bash -c 'until ! flock -n g.txt true; do sleep 0.05; done'
	run flock -n g.txt true
	assert_failure
	exec 5>&-
	wait
	run flock -n g.txt true
	assert_success
}
