#!/usr/bin/env bats
# bench/gen: the stream of whole games the benchmarks read, built by make;
# bench/loop, the yardstick of the engine's speed, held to its games.

load helper

@test "bench/gen is built by make, and its stream checks" {
	[ -x "$TOP/bench/gen" ] || fail "make did not build bench/gen"
	run --separate-stderr "$TOP/bench/gen" 40 7
	assert_success
	assert_equal "$stderr" ""
	printf '%s\n' "$output" > "$BATS_TEST_TMPDIR/games.txt"
	run --separate-stderr hearts-check "$BATS_TEST_TMPDIR/games.txt"
	assert_success
	[[ $stderr == "hearts-check: "*" records: "*" good, 0 bad" ]] ||
	    fail "stderr: $stderr"
	grep -qx 'seed 7' "$BATS_TEST_TMPDIR/games.txt"
	# the same arguments, the same stream
	"$TOP/bench/gen" 40 7 | cmp - "$BATS_TEST_TMPDIR/games.txt"
}

@test "bench/gen --help: its usage on stdout, status 0" {
	local flag
	for flag in --help -h; do
		run --separate-stderr "$TOP/bench/gen" "$flag"
		assert_success
		assert_line --index 0 'usage: bench/gen [hands [first-seed]]'
		(( ${#lines[@]} > 2 ))
		assert_equal "$stderr" ""
	done
}

@test "bench/gen: bad arguments are a usage error, 64, nothing on stdout" {
	local args
	for args in x 0 -1 "10 x" "1 2 3" -q --nosuch "10 -2"; do
		# shellcheck disable=SC2086 # the words of the case
		run --separate-stderr "$TOP/bench/gen" $args
		assert_equal "$status" 64
		assert_equal "$output" ""
		assert_regex "$stderr" 'usage: bench/gen '
	done
	run --separate-stderr "$TOP/bench/gen" x
	assert_equal "${stderr_lines[0]}" "bench/gen: hands x: a whole number from 1 to 1000000000"
}

@test "bench/loop, the plain loop the engine's speed is set beside, plays bench/match's random games, hand for hand" {
	local n
	for n in 1 37 1500; do
		run --separate-stderr "$TOP/bench/loop" "$n"
		assert_success
		assert_output --regexp "^$n games, [0-9]+ hands, points [0-9]+ [0-9]+ [0-9]+ [0-9]+\$"
		assert_equal "$("$TOP/bench/match" "$n" random | sed -n 2p)" "$output"
	done
}
