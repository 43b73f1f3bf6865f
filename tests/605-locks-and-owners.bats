#!/usr/bin/env bats
# -f FILE beyond a single writer: the lock that makes concurrent updates
# of one record wait for each other, files that must not be replaced
# (read-only, a dangling symbolic link), the owner and group kept, and
# the temporary file removed when a signal stops the write.

load helper

export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"

setup_file() {
	cc -shared -fPIC -o "$BATS_FILE_TMPDIR/faults.so" "$TOP/tests/faults.c" -ldl
	stage_example "$BATS_FILE_TMPDIR/stage"
}

setup() {
	FAULTS=$BATS_FILE_TMPDIR/faults.so
	STAGE=$BATS_FILE_TMPDIR/stage
	DIR=$BATS_TEST_TMPDIR/dir
	G=$DIR/game
	mkdir "$DIR"
}

# only_game: $DIR holds the game and nothing else (no temporary file).
only_game() {
	assert_equal "$(cd "$DIR" && ls -A | tr '\n' ' ')" "game "
}

# bats test_tags=slow
@test "four hearts-pass -f at once on one record, 30 times (120 writers): no pass is lost" {
	local round lost=0
	for round in $(seq 30); do
		cp "$STAGE.pass" "$G"
		hearts-pass -f "$G" N QH 7S TS & hearts-pass -f "$G" E 9S JS QS &
		hearts-pass -f "$G" S AH 5S AS & hearts-pass -f "$G" W 3S 6S KS &
		wait
		# Once all four have passed, the cards change hands: play.
		[[ $(hearts-query phase "$G") == play ]] || lost=$((lost + 1))
	done
	assert_equal "$lost" 0
	cmp "$G" "$STAGE.play"
	only_game
}

@test "-f on a read-only file (0444): 74, not changed, as cp would" {
	local args
	for args in "hearts-deal" "hearts-pass N QH 7S TS" "hearts-play 2C" "hearts-score"; do
		set -- $args
		case $1 in
		hearts-deal) cp "$STAGE.deal" "$G" ;;
		hearts-pass) cp "$STAGE.pass" "$G" ;;
		hearts-play) cp "$STAGE.play" "$G" ;;
		hearts-score) cp "$STAGE.score" "$G" ;;
		esac
		cp "$G" "$BATS_TEST_TMPDIR/orig"
		chmod 444 "$G"
		run --separate-stderr "$1" -f "$G" "${@:2}"
		refuses 74 "^$1: $G: the file is read-only \(mode 0444\): not changed\$"
		cmp "$BATS_TEST_TMPDIR/orig" "$G"
		assert_equal "$(stat -c %a "$G")" 444
		rm -f "$G"
	done
}

@test "root updating another user's file keeps its owner, group and mode" {
	(( EUID == 0 )) || skip "only root can give a file to another user"
	local who
	who=$(id -un nobody 2>/dev/null) || skip "no user nobody"
	cp "$STAGE.pass" "$G"
	chown nobody:"$(id -gn nobody)" "$G"
	chmod 604 "$G"
	run --separate-stderr hearts-pass -f "$G" N QH 7S TS
	assert_success
	assert_equal "$(stat -c '%U:%G %a' "$G")" "$who:$(id -gn nobody) 604"
	run --separate-stderr hearts-query phase "$G"
	assert_output pass
	only_game
}

@test "-f on a dangling symbolic link: 74, refused, the link left as it is" {
	ln -s "$DIR/nosuch" "$DIR/link"
	run --separate-stderr hearts-deal -s 7 -f "$DIR/link"
	refuses 74 "^hearts-deal: $DIR/link: a symbolic link to a file that does not exist: -f writes only to a file that is there or to a name that is free\$"
	[[ -L "$DIR/link" && ! -e "$DIR/nosuch" ]]
	run --separate-stderr hearts-pass -f "$DIR/link" N QH 7S TS
	refuses 74 "^hearts-pass: $DIR/link: a symbolic link to a file"
	[[ -L "$DIR/link" && ! -e "$DIR/nosuch" ]]
	assert_equal "$(ls -A "$DIR")" link
}

@test "-f through a symbolic link to a record writes the record, the link kept" {
	cp "$STAGE.pass" "$G"
	ln -s game "$DIR/link"
	run --separate-stderr hearts-pass -f "$DIR/link" N QH 7S TS
	assert_success
	[[ -L "$DIR/link" ]]
	assert_equal "$(hearts-query phase "$G")" pass
	grep -q '^pass N QH 7S TS$' "$G"
}

# stopped SIGNAL: hearts-pass -f stopped by SIGNAL while its temporary
# file is written (at its fsync): it dies of the signal, the record is as
# it was, and no temporary file is left.
stopped() {
	cp "$STAGE.pass" "$G"
	run env LD_PRELOAD="$FAULTS" HEARTS_FAULT=fsync HEARTS_FAULT_SIGNAL="$(kill -l "$1")" \
	    hearts-pass -f "$G" N QH 7S TS
	assert_equal "$status" $(( 128 + $(kill -l "$1") ))
	cmp "$STAGE.pass" "$G"
	only_game
}

@test "SIGINT during the write: no temporary file left" { stopped INT; }
@test "SIGTERM during the write: no temporary file left" { stopped TERM; }
@test "SIGHUP during the write: no temporary file left" { stopped HUP; }
@test "SIGPIPE during the write: no temporary file left" { stopped PIPE; }

@test "a signal the caller ignores (nohup) does not stop the write" {
	cp "$STAGE.pass" "$G"
	run --separate-stderr bash -c 'trap "" HUP; exec env LD_PRELOAD="$1" HEARTS_FAULT=fsync \
	    HEARTS_FAULT_SIGNAL=1 hearts-pass -f "$2" N QH 7S TS' - "$FAULTS" "$G"
	assert_success
	grep -q '^pass N QH 7S TS$' "$G"
	only_game
}

@test "a write that fails names the user's file, not the temporary one" {
	cp "$STAGE.pass" "$G"
	# A file size limit of 0 bytes: the write fails (EFBIG), not the
	# signal; stderr a pipe, which the limit does not stop.
	run --separate-stderr bash -c 'set -o pipefail; trap "" XFSZ
	    (ulimit -f 0; exec hearts-pass -f "$1" N QH 7S TS) 2>&1 | cat >&2' - "$G"
	refuses 74 "^hearts-pass: $G: File too large\$"
	cmp "$STAGE.pass" "$G"
	only_game
}
