#!/usr/bin/env bats
# The library's unit tests (tests/unit), one bats test per group.

load helper

@test "unit groups are listed" {
	run unit --list
	assert_success
	assert_line cards
}

@test "unit: cards and seats" { run unit cards; assert_success; }
@test "unit: rule options and presets" { run unit rules; assert_success; }
@test "unit: decks for two to five players" { run unit decks; assert_success; }
@test "unit: pass directions" { run unit pass; assert_success; }
@test "unit: SplitMix64 reference outputs" { run unit rng; assert_success; }
@test "unit: seeded deal test vectors" { run unit deal; assert_success; }
@test "unit: rules of play" { run unit play; assert_success; }
@test "unit: scoring, moon, end of game" { run unit score; assert_success; }
@test "unit: the solver agrees with a plain minimax" { run unit solve; assert_success; }
@test "unit: random whole games round-trip" { run unit games; assert_success; }
@test "unit: a seat's view never shows what it cannot know" { run unit views; assert_success; }
@test "unit: record reading errors" { run unit record; assert_success; }
@test "unit: conditions of hearts-deal -w, their errors and the search" { run unit conditions; assert_success; }
@test "unit: candidate deals are uniform (chi-square, fixed seed)" { run unit uniform; assert_success; }
@test "unit: the writer writes what the one before it wrote" { run unit writer; assert_success; }
@test "unit: the reader reads lines of cards in place as by their words" { run unit reader; assert_success; }
@test "unit: random bots in process play the games they played before" { run unit randomrun; assert_success; }
@test "unit: what a bot author calls: seeded starts, choices, records in memory" { run unit api; assert_success; }
