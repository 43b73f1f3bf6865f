#!/usr/bin/env bats
# The library's unit tests (tests/unit), one bats test per group.

load helper

@test "unit groups are listed" {
	run unit --list
	assert_success
	assert_line cards
}

@test "every unit group has its test here" {
	# (a group left out of this file would never run in make check)
	run unit --list
	assert_success
	for g in "${lines[@]}"; do
		grep -q "{ run unit $g; assert_success; }" "$BATS_TEST_FILENAME" ||
		    fail "unit group $g has no test in $BATS_TEST_FILENAME"
	done
}

@test "unit: cards and seats" { run unit cards; assert_success; }
@test "unit: escaped text for messages" { run unit escaped; assert_success; }
@test "unit: sets of cards" { run unit sets; assert_success; }
@test "unit: the engine's state, legal cards and tricks" { run unit engine; assert_success; }
@test "unit: the built-in bots" { run unit bots; assert_success; }
@test "unit: games, hands and what is shown of them" { run unit game; assert_success; }
@test "unit: the solver's values in hearts-deal conditions" { run unit values; assert_success; }
@test "unit: rule options and presets" { run unit rules; assert_success; }
@test "unit: the rules of play of the later options (OpenSpiel's), each at its edges" { run unit options; assert_success; }
@test "unit: the score of no-tricks-bonus: -5 for no trick, none under a moon" { run unit options-score; assert_success; }
@test "unit: Black Maria's rules: the preset, each option, the deck, the 43 points, the first leader, the deal" { run unit black-maria; assert_success; }
@test "unit: Black Maria's play and score: any first lead left of the dealer, the penalty spades, no moon or a moon of 43" { run unit black-maria-play; assert_success; }
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
@test "unit: the one-line form read in place as the ordinary one, as many lines by their words" { run unit one-line; assert_success; }
@test "unit: where the next record would begin (hearts_reader_next), over damaged streams in both forms" { run unit reader-next; assert_success; }
@test "unit: a record read as the writer writes it is found canonical, and only such a record" { run unit canonical; assert_success; }
@test "unit: random bots in process play the games they played before" { run unit randomrun; assert_success; }
@test "unit: simple bots in process play the games they played before" { run unit simplerun; assert_success; }
@test "unit: the expert's seeded choices come again, whatever its solver held" { run unit expertrepeat; assert_success; }
@test "unit: the simple bot's choices are legal, with a reason, the same every way in" { run unit simple; assert_success; }
@test "unit: what a bot author calls: seeded starts, choices, records in memory" { run unit api; assert_success; }
@test "unit: a hand's tricks and hearts-stats' counts against a count card by card" { run unit corpus; assert_success; }
@test "unit: the 95% interval, by Student's t" { run unit interval; assert_success; }
