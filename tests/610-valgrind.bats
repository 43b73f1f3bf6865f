#!/usr/bin/env bats
# The programs under valgrind: no invalid read or write, no use of an
# uninitialised value, no memory definitely lost, on the paths that
# succeed and on those that refuse.  Skipped without valgrind, and for a
# build with a sanitizer (which valgrind cannot run).
# bats file_tags=slow

load helper

setup_file() {
	export NO_VALGRIND=''
	if ! command -v valgrind > /dev/null; then
		NO_VALGRIND="valgrind is not installed"
		return 0
	elif sanitized; then
		NO_VALGRIND="the programs are built with a sanitizer"
		return 0
	fi
	stage_example "$BATS_FILE_TMPDIR/stage"
}

setup() {
	[[ -z "$NO_VALGRIND" ]] || skip "$NO_VALGRIND"
	STAGE=$BATS_FILE_TMPDIR/stage
}

# grind STATUS COMMAND...: COMMAND under valgrind exits STATUS (its own)
# and valgrind finds no error (it would exit 99).
grind() {
	local want=$1
	shift
	run --separate-stderr valgrind -q --leak-check=full --error-exitcode=99 \
	    --errors-for-leak-kinds=definite "$@"
	(( status != 99 )) || fail "valgrind: $stderr"
	assert_equal "$status" "$want"
}

# bats test_tags=slow
@test "valgrind: hearts-deal, a new game" {
	grind 0 hearts-deal -s 2026
	assert_output "$(cat "$STAGE.pass")"
}

# bats test_tags=slow
@test "valgrind: hearts-deal, the next hand of a record" {
	grind 0 hearts-deal "$STAGE.deal"
	assert_line "hand 2 pass=right"
}

# bats test_tags=slow
@test "valgrind: hearts-pass, every seat" {
	# shellcheck disable=SC2086
	grind 0 hearts-pass $EXAMPLE_PASSES < "$STAGE.pass"
	assert_output "$(cat "$STAGE.play")"
}

# bats test_tags=slow
@test "valgrind: hearts-play, a whole hand in one call" {
	# shellcheck disable=SC2086
	grind 0 hearts-play $EXAMPLE_CARDS < "$STAGE.play"
	assert_output "$(cat "$STAGE.score")"
}

# bats test_tags=slow
@test "valgrind: hearts-play, a card refused (1)" {
	grind 1 hearts-play 3C < "$STAGE.play"
	assert_output ""
}

# bats test_tags=slow
@test "valgrind: hearts-score and hearts-score -t" {
	grind 0 hearts-score < "$STAGE.score"
	assert_output "$(cat "$STAGE.deal")"
	grind 0 hearts-score -t < "$STAGE.score"
	assert_line --partial "total"
}

# bats test_tags=slow
@test "valgrind: hearts-query legal, hand, played and scores" {
	grind 0 hearts-query legal "$STAGE.play"
	assert_output 2C
	grind 0 hearts-query -p N hand "$STAGE.play"
	grind 0 hearts-query played "$STAGE.score"
	grind 0 hearts-query scores "$STAGE.deal"
}

# bats test_tags=slow
@test "valgrind: a malformed record (65) and a usage error (64)" {
	sed '13s/^/trick W 2C\n/' "$STAGE.score" | sed '$d' > "$BATS_TEST_TMPDIR/bad"
	grind 65 hearts-query phase "$BATS_TEST_TMPDIR/bad"
	printf 'hearts 1\nrules \xff\x00\n' > "$BATS_TEST_TMPDIR/bad"
	grind 65 hearts-score "$BATS_TEST_TMPDIR/bad"
	grind 64 hearts-pass N 1H < "$STAGE.pass"
}

# bats test_tags=slow
@test "valgrind: -f in place, hearts-play and hearts-deal" {
	local g=$BATS_TEST_TMPDIR/game
	cp "$STAGE.play" "$g"
	grind 0 hearts-play -f "$g" 2C 6C
	assert_equal "$(hearts-query trick "$g")" "W 2C
N 6C"
	cp "$STAGE.deal" "$g"
	grind 0 hearts-deal -f "$g"
	assert_equal "$(hearts-query phase "$g")" pass
}
