#!/usr/bin/env bats
# hearts-match against bots that misbehave outside their answer: one that
# leaves processes behind in sessions of their own, one that floods the
# log.  Every descendant of a bot ends with its decision; what a bot may
# write to the log in a decision is capped, and more is its fault.

load helper

BOTS=$TOP/tests/bots

setup() {
	D=$BATS_TEST_TMPDIR
	# this test's own sleepers, whatever runs beside it
	export DAEMON_SLEEP=1000.$BATS_TEST_NUMBER$$
}

# bats test_tags=slow
@test "a bot's setsid and orphaned processes end with each decision" {
	[[ $(uname) == Linux ]] || skip "the child subreaper is Linux's"
	run --separate-stderr hearts-match -o target=20 -t 2 -s 3 -d 1 -T \
	    "$BOTS/daemon.sh" simple random random
	assert_success
	printf '%s\n' "$output" > "$D/t"
	(( $(col "$D/t" "$BOTS/daemon.sh" decisions) > 20 ))
	assert_equal "$(col "$D/t" "$BOTS/daemon.sh" crashes)" 0
	run pgrep -f "sleep $DAEMON_SLEEP"
	assert_failure
}

# bats test_tags=slow
@test "with -j 2 as well: the workers end what their bots leave" {
	[[ $(uname) == Linux ]] || skip "the child subreaper is Linux's"
	run --separate-stderr hearts-match -o target=20 -t 2 -s 4 -d 1 -j 2 -T \
	    "$BOTS/daemon.sh" simple random random
	assert_success
	run pgrep -f "sleep $DAEMON_SLEEP"
	assert_failure
}

# bats test_tags=slow
@test "a bot that writes 200000 bytes to its stderr a decision: stopped at 65536, each a crash" {
	run --separate-stderr hearts-match -o target=20 -t 2 -s 5 -d 1 -T -l "$D/log" \
	    "$BOTS/flood.sh" simple random random
	# A bot that failed at most of its decisions is named, and the match exits 1.
	assert_equal "$status" 1
	[[ $stderr == *flood.sh* ]]
	printf '%s\n' "$output" > "$D/t"
	local n
	n=$(col "$D/t" "$BOTS/flood.sh" decisions)
	(( n > 0 ))
	assert_equal "$(col "$D/t" "$BOTS/flood.sh" crashes)" "$n"
	assert_equal "$(grep -c "^hearts-match: $BOTS/flood.sh: more than 65536 bytes on its standard error in one decision: stopped\$" <(unprefixed "$D/log"))" "$n"
	# What the log holds: 65536 bytes, the note and the crash, a decision.
	(( $(unprefixed "$D/log" | wc -c) <= n * (65536 + 400) ))
}

# bats test_tags=slow
@test "65536 bytes a decision are the bot's to write: no fault, all in the log" {
	run --separate-stderr hearts-match -o target=20 -t 2 -s 5 -d 1 -T -l "$D/log" \
	    "$BOTS/flood.sh 65536" simple random random
	assert_success
	printf '%s\n' "$output" > "$D/t"
	local n
	n=$(col "$D/t" "$BOTS/flood.sh 65536" decisions)
	assert_equal "$(col "$D/t" "$BOTS/flood.sh 65536" crashes)" 0
	# (each under the words that name its decision, its line ended)
	assert_equal "$(unprefixed "$D/log" | wc -c)" "$((n * 65537))"
}

@test "resuming a damaged record file names the line and says why, as hearts-check would" {
	hearts-match -o target=20 -s 4 -d 1 -f "$D/games" simple simple random random > /dev/null
	# A card of game 1's first deal line swapped for one already dealt.
	local ln card other
	ln=$(awk '/^# game 1:/ { g = 1 } g && /^deal N / { print NR; exit }' "$D/games")
	card=$(sed -n "${ln}p" "$D/games" | cut -d' ' -f3)
	other=$(sed -n "$((ln + 1))p" "$D/games" | cut -d' ' -f3)
	sed "${ln}s/ $card / $other /" "$D/games" > "$D/damaged"
	cp "$D/damaged" "$D/games"
	run --separate-stderr hearts-match -o target=20 -s 4 -d 1 -f "$D/games" simple simple random random
	refuses 65 "^hearts-match: $D/games:$((ln + 1)): cannot resume: game 1, hand 1: $other is dealt twice: N has it \\(line $ln\\)\$"
	cmp "$D/games" "$D/damaged"
	# hearts-check says the same of it, at the same line, counting games
	# from 0 as hearts-match does.
	run --separate-stderr hearts-check "$D/games"
	[[ ${stderr_lines[0]} == "hearts-check: $D/games:$((ln + 1)): game 1, hand 1: $other is dealt twice: N has it (line $ln)" ]]
}

@test "resuming a record file with a seat line damaged, or a line of 100000 bytes" {
	hearts-match -o target=20 -s 4 -d 1 -f "$D/games" simple simple random random > /dev/null
	local ln
	ln=$(grep -n '^# game 0 seat E:' "$D/games" | cut -d: -f1)
	sed -i "${ln}s/decisions/decided/" "$D/games"
	run --separate-stderr hearts-match -o target=20 -s 4 -d 1 -f "$D/games" simple simple random random
	refuses 65 "^hearts-match: $D/games:$ln: cannot resume: game 0: a seat's line is '# game N seat S: decisions N ms N faults N N N N'\$"
	hearts-match -o target=20 -s 4 -d 1 -f "$D/new" simple simple random random > /dev/null
	{ head -n 3 "$D/new"; printf '#%100000s\n' x; } > "$D/games"
	run --separate-stderr hearts-match -o target=20 -s 4 -d 1 -f "$D/games" simple simple random random
	refuses 65 "^hearts-match: $D/games:4: cannot resume: the line is longer than 65536 bytes\$"
}
