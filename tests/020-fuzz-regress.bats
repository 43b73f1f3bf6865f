#!/usr/bin/env bats
# Every input the fuzz targets keep (tests/fuzz/), replayed without
# libFuzzer: the seeds, and each crash a fuzzer ever found.

load helper

@test "record reader: every kept input reads, and canonical text round-trips" {
	run "$TOP/fuzz/record-regress" "$TOP"/tests/fuzz/record/*
	assert_success
	assert_output ""
}

@test "engine: every kept step sequence keeps the invariants" {
	run "$TOP/fuzz/replay-regress" "$TOP"/tests/fuzz/replay/*
	assert_success
	assert_output ""
}

@test "a record the reader refuses passes through the target quietly" {
	printf 'hearts 1\nrules players=9\nend\n' > "$BATS_TEST_TMPDIR/bad"
	run "$TOP/fuzz/record-regress" "$BATS_TEST_TMPDIR/bad"
	assert_success
	assert_output ""
}

@test "writer and views: every kept input writes, reads back and draws" {
	run "$TOP/fuzz/views-regress" "$TOP"/tests/fuzz/views/*
	assert_success
	assert_output ""
}

@test "condition language: every kept condition compiles or is refused, and judges any deal" {
	run "$TOP/fuzz/condition-regress" "$TOP"/tests/fuzz/condition/*
	assert_success
	assert_output ""
}

@test "hearts-export -R's import: every kept row is refused or writes a record that reads back" {
	run "$TOP/fuzz/import-regress" "$TOP"/tests/fuzz/import/*
	assert_success
	assert_output ""
}

@test "hearts-stats -m's sums: every kept input is refused or draws every table and writes sums that read back" {
	run "$TOP/fuzz/sums-regress" "$TOP"/tests/fuzz/sums/*
	assert_success
	assert_output ""
}

@test "hearts-match's slice files: every kept file is refused with a reason or tallied" {
	run "$TOP/fuzz/slices-regress" "$TOP"/tests/fuzz/slices/*
	assert_success
	assert_output ""
}
