#!/usr/bin/env bats
# hearts-match -D: a match on a file of deals: the same games as the
# seeded match when the deals are made with its seed, the same games
# every time, the file named and hashed in the record file so that a
# resumed match checks it, and every file that is not one refused.

load helper

BOTS="random simple random simple"

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# games FILE: a record file without its times, which change run to run.
games() {
	sed 's/ ms [0-9.]* / /' "$1"
}

@test "a match on deals made with its seed is the seeded match" {
	hearts-deal -s 42 -N 3 > deals.txt
	hearts-match -T -s 42 -D deals.txt -f a.txt $BOTS > a.table
	hearts-match -T -s 42 -d 3 -f b.txt $BOTS > b.table
	diff -u <(games b.txt | tail -n +2) <(games a.txt | tail -n +2)
	# The tables but for the times.
	diff -u <(cut -f 1-15 b.table) <(cut -f 1-15 a.table)
	# Every deal in every seating: 3 deals, 4 seatings.
	[ "$(grep -c '^# end of game' a.txt)" = 12 ]
	head -n 1 a.txt | grep -q "^# hearts-match: seed 42, 3 deals from deals.txt (sha256 $(sha256sum deals.txt | cut -d' ' -f1)), rules "
}

@test "the same file of deals with no seeds gives the same games twice, on any jobs" {
	hearts-deal -s 5 -N 2 -w 'S has QS' | grep -v '^seed' > deals.txt
	hearts-match -s 1 -D deals.txt -f a.txt $BOTS > /dev/null
	hearts-match -s 1 -D deals.txt -j 2 -f b.txt $BOTS > /dev/null
	diff -u <(games a.txt) <(games b.txt)
	# The records are legal, with no seed, and every first hand is the file's.
	run hearts-check -q a.txt
	assert_success
	! grep -q '^seed' a.txt
	for g in 0 4; do
		sed -n "/^# game $g:/,/^# end of game $g\$/p" a.txt |
		    grep -m 4 '^deal' > got
		awk -v k=$((g / 4)) '/^hearts /{n++} n == k + 1' deals.txt |
		    grep '^deal' > want
		diff -u want got
	done
	# Another seed deals the later hands otherwise, never the first.
	hearts-match -s 2 -D deals.txt -f c.txt $BOTS > /dev/null
	! diff -q <(games a.txt) <(games c.txt) > /dev/null
	diff -u <(grep -A 4 '^hand 1 ' a.txt) <(grep -A 4 '^hand 1 ' c.txt)
}

@test "the deals of a match, made with -x, play its hands again from where they stood" {
	hearts-match -s 9 -d 1 -o target=40 -f match.txt $BOTS > /dev/null
	hearts-deal -x match.txt > deals.txt
	n=$(grep -c '^hearts 1$' deals.txt)
	run --separate-stderr hearts-match -s 9 -D deals.txt -f again.txt simple simple simple simple
	assert_success
	[ "$(grep -c '^# end of game' again.txt)" = $((4 * n)) ]
	run hearts-check -q again.txt
	assert_success
	# A later hand starts from its totals and its number.
	awk '/^hearts /{n++} n == 2' deals.txt | grep '^total\|^hand' > want
	sed -n '/^# game 4:/,/^# end of game 4$/p' again.txt | grep -m 2 '^total\|^hand' > got
	diff -u want got
}

@test "a resumed match checks it has the same file of deals" {
	hearts-deal -s 42 -N 2 > deals.txt
	hearts-match -s 42 -D deals.txt -f whole.txt $BOTS > /dev/null
	head -n 300 whole.txt > part.txt
	hearts-match -s 42 -D deals.txt -f part.txt $BOTS > /dev/null
	diff -u <(games whole.txt) <(games part.txt)
	hearts-deal -s 43 -N 2 > deals.txt
	cp part.txt before.txt
	run --separate-stderr hearts-match -s 42 -D deals.txt -f part.txt $BOTS
	refuses 65 "^hearts-match: part.txt: cannot resume: deals.txt is not the file of deals this match began with \(its sha256 was [0-9a-f]{64}\)$"
	cmp before.txt part.txt
	# A seeded match's file is not resumed as one on deals.
	run --separate-stderr hearts-match -s 42 -d 2 -f part.txt $BOTS
	refuses 73 'it holds another match, not this one: remove it, or choose another file for -f'
}

# bats test_tags=slow
@test "files that are not files of deals are refused, and -D with rules options" {
	hearts-deal -s 2026 | hearts-pass $EXAMPLE_PASSES > passed.txt
	run --separate-stderr hearts-match -D passed.txt $BOTS
	refuses 65 '^hearts-match: passed.txt:1: a deal is a hand not yet passed or played'
	hearts-deal -s 2026 | hearts-pass $EXAMPLE_PASSES | hearts-play 2C > played.txt
	run --separate-stderr hearts-match -D played.txt $BOTS
	refuses 65 '^hearts-match: played.txt:1: a deal is a hand not yet passed or played'
	hearts-deal -r session -N 1 > session.txt
	run --separate-stderr hearts-match -D session.txt $BOTS
	refuses 65 "^hearts-match: session.txt:1: a match plays games to their end: this deal's rules have no target$"
	{ hearts-deal -N 1; hearts-deal -n 3 -N 1; } > mixed.txt
	run --separate-stderr hearts-match -D mixed.txt $BOTS
	refuses 65 '^hearts-match: mixed.txt:[0-9]+: every deal of a match has the same rules; these are not those of the first deal \(line 1\)$'
	stage_example ex
	cat ex.pass ex.deal > two.txt
	hearts-deal < ex.deal > twohands.txt
	run --separate-stderr hearts-match -D twohands.txt $BOTS
	refuses 65 '^hearts-match: twohands.txt:1: a deal is one hand'
	: > empty.txt
	run --separate-stderr hearts-match -D empty.txt $BOTS
	refuses 65 '^hearts-match: empty.txt: no deal in it'
	printf 'hearts 1\nrules players=4\n' > bad.txt
	run --separate-stderr hearts-match -D bad.txt $BOTS
	assert_equal "$status" 65
	[[ "$stderr" == "hearts-match: bad.txt:"* ]]
	run --separate-stderr hearts-match -D missing.txt $BOTS
	refuses 66 '^hearts-match: missing.txt: No such file or directory$'
	hearts-deal -N 1 > deals.txt
	run --separate-stderr hearts-match -D deals.txt -d 3 $BOTS
	refuses_usage '^hearts-match: -D plays every deal of the file with its rules: no -d, -n, -o or -r$'
	run --separate-stderr hearts-match --deals-file=deals.txt -o target=50 $BOTS
	refuses_usage '^hearts-match: -D plays every deal of the file with its rules'
	# The file's rules choose the seats.
	hearts-deal -n 3 -N 1 > three.txt
	run --separate-stderr hearts-match -D three.txt $BOTS
	refuses_usage 'name one bot for each of the 3 seats'
}

@test "a file of deals on stdin" {
	hearts-deal -s 7 -N 1 | hearts-match -s 7 -D - -f a.txt $BOTS > /dev/null
	hearts-match -s 7 -d 1 -f b.txt $BOTS > /dev/null
	diff -u <(games b.txt | tail -n +2) <(games a.txt | tail -n +2)
}
