#!/usr/bin/env bats
# -f FILE: the safe in-place write of hearts-deal, hearts-pass, hearts-play
# and hearts-score.  A write, fsync or rename that fails (made to fail by
# the LD_PRELOAD shim tests/faults.c) leaves the old file byte for byte
# and no temporary file; a kill at any moment leaves a whole record.

load helper

# LD_PRELOAD next to a dynamically linked AddressSanitizer runtime.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}verify_asan_link_order=0"

PASSES=$EXAMPLE_PASSES
CARDS=$(echo $EXAMPLE_CARDS)  # on one line, for the loop script below

setup_file() {
	local so=$BATS_FILE_TMPDIR/faults.so s=$BATS_FILE_TMPDIR/stage
	cc -shared -fPIC -o "$so" "$TOP/tests/faults.c" -ldl
	# Hand 1 of seed 2026 at each step: a record for each program.
	stage_example "$s"
}

setup() {
	FAULTS=$BATS_FILE_TMPDIR/faults.so
	STAGE=$BATS_FILE_TMPDIR/stage
	DIR=$BATS_TEST_TMPDIR/dir
	G=$DIR/game
	ORIG=$BATS_TEST_TMPDIR/orig
	mkdir "$DIR"
}

# start PHASE [MODE]: $G is the record of hand 1 at PHASE, with MODE;
# $ORIG is a copy of it.
start() {
	cp "$STAGE.$1" "$G"
	chmod "${2:-640}" "$G"
	cp -p "$G" "$ORIG"
}

# update_args PROGRAM: the command that updates $G in place, as ARGS.
update_args() {
	case $1 in
	hearts-deal) ARGS=(hearts-deal -f "$G") PHASE=deal ;;
	hearts-pass) ARGS=(hearts-pass -f "$G" N QH 7S TS) PHASE=pass ;;
	hearts-play) ARGS=(hearts-play -f "$G" 2C 6C) PHASE=play ;;
	hearts-score) ARGS=(hearts-score -f "$G") PHASE=score ;;
	esac
}

# no_temp_files: $DIR holds the game and nothing else.
no_temp_files() {
	local left
	left=$(cd "$DIR" && ls -A)
	[[ "$left" == game ]] || fail "left in the directory: $(tr '\n' ' ' <<< "$left")"
}

# faulty PROGRAM FAULT [AFTER]: with FAULT, PROGRAM -f exits 74 with one
# message, writes nothing on stdout, leaves $G as it was (content and
# mode) and no temporary file.
faulty() {
	local msg
	update_args "$1"
	start "$PHASE"
	case $2 in
	# The message names the user's file, never the temporary one.
	write) msg="$DIR/game: No space left on device" ;;
	fsync) msg="$DIR/game: Input/output error" ;;
	rename) msg="$DIR/game: Invalid cross-device link" ;;
	esac
	run --separate-stderr env LD_PRELOAD="$FAULTS" HEARTS_FAULT="$2" \
	    HEARTS_FAULT_AFTER="${3:-1}" "${ARGS[@]}"
	refuses 74 "^$1: $msg\$"
	cmp "$ORIG" "$G" || fail "$G changed"
	assert_equal "$(stat -c %a "$G")" 640
	no_temp_files
}

# updated PROGRAM [ENV...]: PROGRAM -f succeeds, silently, and $G becomes
# what the program writes on stdout from the same record, its mode kept.
updated() {
	local prog=$1
	shift
	update_args "$prog"
	start "$PHASE"
	run --separate-stderr env "$@" "${ARGS[@]}"
	assert_success
	assert_equal "$output" ""
	assert_equal "$stderr" ""
	# The same command on stdin and stdout: what the file must hold now.
	"${ARGS[0]}" "${ARGS[@]:3}" < "$ORIG" > "$BATS_TEST_TMPDIR/want"
	cmp "$BATS_TEST_TMPDIR/want" "$G" || fail "$G is not the new record"
	assert_equal "$(stat -c %a "$G")" 640
	no_temp_files
}

# ---------------------------------------------------------------------------
# The shim itself

@test "the shim: without a fault, or a fault past the last call, -f works" {
	updated hearts-play LD_PRELOAD="$FAULTS"
	updated hearts-play LD_PRELOAD="$FAULTS" HEARTS_FAULT=write HEARTS_FAULT_AFTER=1000
	updated hearts-score LD_PRELOAD="$FAULTS" HEARTS_FAULT=rename HEARTS_FAULT_AFTER=2
}

# ---------------------------------------------------------------------------
# Faults: status 74, the old file as it was, no temporary file

@test "hearts-deal -f: write fails (ENOSPC)" { faulty hearts-deal write; }
@test "hearts-deal -f: fsync fails (EIO)" { faulty hearts-deal fsync; }
@test "hearts-deal -f: rename fails (EXDEV)" { faulty hearts-deal rename; }
@test "hearts-pass -f: write fails (ENOSPC)" { faulty hearts-pass write; }
@test "hearts-pass -f: fsync fails (EIO)" { faulty hearts-pass fsync; }
@test "hearts-pass -f: rename fails (EXDEV)" { faulty hearts-pass rename; }
@test "hearts-play -f: write fails (ENOSPC)" { faulty hearts-play write; }
@test "hearts-play -f: fsync fails (EIO)" { faulty hearts-play fsync; }
@test "hearts-play -f: rename fails (EXDEV)" { faulty hearts-play rename; }
@test "hearts-score -f: write fails (ENOSPC)" { faulty hearts-score write; }
@test "hearts-score -f: fsync fails (EIO)" { faulty hearts-score fsync; }
@test "hearts-score -f: rename fails (EXDEV)" { faulty hearts-score rename; }

@test "a write that fails after part of the record is written: the old file" {
	# The shim's streams write 256 bytes at a time: the second write
	# fails with some of the new record already in the temporary file.
	# (The writer hands the stream its record in one block, which goes
	# in two writes or three: the second is the one that always comes.)
	faulty hearts-score write 2
	faulty hearts-deal write 2
}

@test "hearts-deal -f: a new game never overwrites a kept one" {
	start deal
	run --separate-stderr hearts-deal -s 7 -f "$G"
	refuses 1 '^hearts-deal: .* holds a game already; to start a new one there, remove it first$'
	cmp "$ORIG" "$G" || fail "$G changed"
	no_temp_files
}

@test "hearts-deal -f with a new game to a new file: each fault leaves no file" {
	local fault
	for fault in write fsync rename; do
		echo "# fault: $fault"
		run --separate-stderr env LD_PRELOAD="$FAULTS" HEARTS_FAULT=$fault \
		    hearts-deal -s 7 -f "$G"
		refuses 74 '^hearts-deal: .*: (No space left on device|Input/output error|Invalid cross-device link)$'
		assert_equal "$(cd "$DIR" && ls -A)" ""
	done
}

@test "fsync of the directory after the rename fails: ignored, the new record is in place" {
	# The first fsync is the temporary file's, the second the directory's.
	updated hearts-pass LD_PRELOAD="$FAULTS" HEARTS_FAULT=fsync HEARTS_FAULT_AFTER=2
}

# ---------------------------------------------------------------------------
# Without faults: the file updated, its permissions kept

@test "hearts-deal -f: the next hand, mode 640 kept" { updated hearts-deal; }
@test "hearts-pass -f: the pass, mode 640 kept" { updated hearts-pass; }
@test "hearts-play -f: the cards, mode 640 kept" { updated hearts-play; }
@test "hearts-score -f: the score, mode 640 kept" { updated hearts-score; }

@test "-f keeps modes 600, 644 and 664 whatever the umask" {
	local mode
	for mode in 600 644 664; do
		start play "$mode"
		run --separate-stderr sh -c 'umask 077; exec "$@"' sh hearts-play -f "$G" 2C
		assert_success
		assert_equal "$(stat -c %a "$G")" "$mode"
	done
}

@test "hearts-deal -f with a new game to a new file: mode from the umask" {
	run --separate-stderr sh -c 'umask 027; exec hearts-deal -s 7 -f "$1"' sh "$G"
	assert_success
	assert_equal "$output" ""
	assert_equal "$stderr" ""
	assert_equal "$(stat -c %a "$G")" 640
	assert_equal "$(cat "$G")" "$(hearts-deal -s 7)"
	no_temp_files
}

@test "a refused update leaves the file as it was and writes nothing" {
	start play
	run --separate-stderr hearts-play -f "$G" 3C
	refuses 1 '^hearts-play: 3C: '
	cmp "$ORIG" "$G"
	no_temp_files
	start deal
	run --separate-stderr hearts-score -f "$G"
	refuses 1 '^hearts-score: hand 1 is already scored$'
	cmp "$ORIG" "$G"
	no_temp_files
}

# ---------------------------------------------------------------------------
# Files that cannot be read or written

@test "hearts-play -f on a file that does not exist: 66, no file made" {
	run --separate-stderr hearts-play -f "$G" 2C
	refuses 66 "^hearts-play: $G: No such file or directory\$"
	assert_equal "$(cd "$DIR" && ls -A)" ""
}

@test "-f on a file that does not exist: 66 for hearts-pass, hearts-score and hearts-deal" {
	run --separate-stderr hearts-pass -f "$G" N 2C 3C 4C
	refuses 66 "^hearts-pass: $G: No such file or directory\$"
	run --separate-stderr hearts-score -f "$G"
	refuses 66 "^hearts-score: $G: No such file or directory\$"
	run --separate-stderr hearts-deal -f "$G"
	refuses 66 "^hearts-deal: $G: No such file or directory\$"
	assert_equal "$(cd "$DIR" && ls -A)" ""
}

@test "-f under a path whose directory is a file: 66 to read, 74 to write" {
	echo not a directory > "$DIR/file"
	run --separate-stderr hearts-play -f "$DIR/file/game" 2C
	refuses 66 "^hearts-play: $DIR/file/game: Not a directory\$"
	run --separate-stderr hearts-deal -s 7 -f "$DIR/file/game"
	refuses 74 "^hearts-deal: $DIR/file/game: cannot make a new file beside it: Not a directory\$"
	assert_equal "$(cat "$DIR/file")" "not a directory"
}

@test "-f in a directory that does not exist: 74 for a new game" {
	run --separate-stderr hearts-deal -s 7 -f "$DIR/nosuch/game"
	refuses 74 "^hearts-deal: $DIR/nosuch/game: cannot make a new file beside it: No such file or directory\$"
	[[ ! -e "$DIR/nosuch" ]]
}

@test "-f on a directory: 74, the directory left alone" {
	mkdir "$DIR/sub"
	run --separate-stderr hearts-play -f "$DIR/sub" 2C
	refuses 74 "^hearts-play: $DIR/sub(:[0-9]+)?: "
	run --separate-stderr hearts-deal -s 7 -f "$DIR/sub"
	refuses 74 "^hearts-deal: $DIR/sub: "
	[[ -d "$DIR/sub" ]]
	assert_equal "$(cd "$DIR" && ls -A)" sub
}

@test "-f on a pipe or a device: 74 before anything is read, the pipe left alone" {
	mkfifo "$DIR/fifo"
	# Reading a pipe no one writes to would wait for ever: timeout says so.
	run --separate-stderr timeout 20 hearts-deal -s 7 -f "$DIR/fifo"
	refuses 74 "^hearts-deal: $DIR/fifo: a pipe, not a file: -f updates a file in place"
	run --separate-stderr timeout 20 hearts-play -f "$DIR/fifo" 2C
	refuses 74 "^hearts-play: $DIR/fifo: a pipe, not a file"
	[[ -p "$DIR/fifo" ]]
	# /dev/stdout in a pipeline is the program's own pipe.
	run --separate-stderr bash -c 'timeout 20 hearts-score -f /dev/stdout | cat; exit ${PIPESTATUS[0]}'
	refuses 74 "^hearts-score: /dev/stdout: a pipe, not a file"
	run --separate-stderr bash -c 'timeout 20 hearts-pass -f /dev/stdout N 2C 3C 4C | cat; exit ${PIPESTATUS[0]}'
	refuses 74 "^hearts-pass: /dev/stdout: a pipe, not a file"
	run --separate-stderr timeout 20 hearts-deal -s 7 -f /dev/null
	refuses 74 "^hearts-deal: /dev/null: a terminal or a device, not a file"
	[[ -c /dev/null ]]
}

@test "hearts-match -f on a pipe or /dev/stdout writes the records to it, without resuming" {
	# /dev/stdout is standard output, as '-' is: the table on stderr.
	run --separate-stderr sh -c 'timeout 60 hearts-match -s 1 -d 2 -f /dev/stdout random random random random | hearts-check -1'
	assert_success
	assert_equal "${#lines[@]}" 8
	hearts-match -s 1 -d 2 -g 0-3 -f "$DIR/a" random random random random > /dev/null 2>&1
	hearts-match -s 1 -d 2 -g 4-7 -f "$DIR/b" random random random random > /dev/null 2>&1
	hearts-match -s 1 -d 2 -f "$DIR/whole" random random random random > /dev/null 2>&1
	mkfifo "$DIR/fifo"
	cat "$DIR/fifo" > "$DIR/merged" &
	run --separate-stderr timeout 60 hearts-match -m -f "$DIR/fifo" "$DIR/a" "$DIR/b"
	assert_success
	wait
	[[ -p "$DIR/fifo" ]]
	# The same games; the times each bot took are the clock's.
	assert_equal "$(sed -E 's/ ms [0-9.]+/ ms -/' "$DIR/merged")" \
	    "$(sed -E 's/ ms [0-9.]+/ ms -/' "$DIR/whole")"
}

@test "-f in a read-only directory: 74, the file as it was" {
	start play
	chmod 555 "$DIR"
	if touch "$DIR/probe" 2> /dev/null; then
		rm -f "$DIR/probe"
		chmod 755 "$DIR"
		skip "running as root: a read-only directory is writable"
	fi
	run --separate-stderr hearts-play -f "$G" 2C
	chmod 755 "$DIR"
	refuses 74 "^hearts-play: $DIR/game: cannot make a new file beside it: Permission denied\$"
	cmp "$ORIG" "$G"
	no_temp_files
}

@test "-f - writes no file named '-'" {
	start play
	cd "$DIR"
	run --separate-stderr hearts-play -f - 2C < "$G"
	[[ ! -e "$DIR/-" ]] || fail "hearts-play -f - made a file named '-'"
	# Either a usage error, or stdin to stdout.
	if (( status == 64 )); then
		refuses_usage '-f'
	else
		assert_success
		assert_equal "$output" "$(hearts-play 2C < "$G")"
	fi
}

# ---------------------------------------------------------------------------
# A kill at any moment: the old record or the new, never a mix

# bats test_tags=slow
@test "SIGKILL at 20 random moments of -f updates: always a whole record" {
	local loop=$BATS_TEST_TMPDIR/loop.sh log=$BATS_TEST_TMPDIR/loop.log
	local f i pid phases="" strays=0
	# One hand of seed 2026 over and over, every step an in-place update,
	# while the test's directory is there: a test stopped before its last
	# kill (a failure, an interrupted make check) leaves no loop behind.
	cat > "$loop" <<EOF
while [ -d "\$(dirname "\$1")" ]; do
	# A new game never overwrites a kept one: replace it by a rename.
	hearts-deal -s 2026 > "\$(dirname "\$1")/.game.new"
	mv -f "\$(dirname "\$1")/.game.new" "\$1"
	hearts-pass -f "\$1" $PASSES
	for c in $CARDS; do hearts-play -f "\$1" "\$c"; done
	hearts-score -f "\$1"
	hearts-deal -f "\$1"
done
EOF
	start pass
	: > "$log"
	# The same delays every run; the last kills wait for the loop to be
	# in play first, so that they fall there however loaded the machine.
	RANDOM=2026
	for i in $(seq 20); do
		# (the loop's new game, not the last one, is what is waited for)
		(( i <= 16 )) || rm -f "$G"
		# Its own process group, so that a kill takes the running tool.
		setsid bash "$loop" "$G" > /dev/null 2>> "$log" 3>&- &
		pid=$!
		if (( i > 16 )); then
			for _ in $(seq 600); do
				[[ $(hearts-query phase "$G" 2> /dev/null) == play ]] && break
				sleep 0.05
			done
		fi
		sleep "$(printf '0.%03d' $(( RANDOM % 250 + 20 )))"
		kill -KILL -- "-$pid" 2> /dev/null || kill -KILL "$pid"
		wait "$pid" 2> /dev/null || true
		run --separate-stderr hearts-query phase "$G"
		assert_success
		assert_equal "$stderr" ""
		phases+=" $output"
		# A temporary file the kill left behind is expected: tidy up.
		for f in "$DIR"/.game.*; do
			[[ -e "$f" ]] || continue
			rm -f "$f"
			strays=$(( strays + 1 ))
		done
	done
	echo "# phases:$phases; $strays temporary files left by kills"
	[[ ! -s "$log" ]] || fail "the loop's tools complained: $(head -3 "$log")"
	[[ "$phases" == *play* ]] || fail "the loop never reached play:$phases"
	no_temp_files
}
