# helper.bash: loaded by every test file.  Puts the built programs first
# on PATH, loads bats-support and bats-assert, and gives a few helpers.

bats_require_minimum_version 1.5.0
bats_load_library bats-support
bats_load_library bats-assert

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
