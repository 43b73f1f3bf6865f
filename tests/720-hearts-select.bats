#!/usr/bin/env bats
# hearts-select: each test, on games made for it, against what the
# records say when read another way (grep, awk).

load helper

setup_file() {
	cd "$BATS_FILE_TMPDIR"
	# Seeded, so the same games every run: moons in three seats.
	hearts-match -s 7 -d 10 -f match.txt random simple random simple > /dev/null
	hearts-match -s 3 -d 2 -n 3 -r three-player -f three.txt random random random > /dev/null
	hearts-match -s 4 -d 2 -r omnibus -f omnibus.txt simple simple random random > /dev/null
	hearts-deal -s 5 > dealt.txt
}

# Each test in a directory of its own, with the file's games: tests run
# two at a time, and two that wrote the same file would race.
setup() {
	cd "$BATS_TEST_TMPDIR"
	for f in match.txt three.txt omnibus.txt dealt.txt; do
		ln -s "$BATS_FILE_TMPDIR/$f" .
	done
}

# hands FILE...: the hands of the records, each a canonical record.
hands() {
	hearts-select -H "$@"
}

@test "with no test every good game passes, as read" {
	run hearts-select match.txt
	assert_success
	diff -u <(hearts-check -g -q match.txt) <(printf '%s\n' "$output")
	run hearts-select -C match.txt
	assert_output 40
}

# bats test_tags=slow
@test "-c and -1 write canonical records and one-line records" {
	diff -u <(hearts-check -c -q match.txt) <(hearts-select -c match.txt)
	diff -u <(hearts-check -1 -q match.txt) <(hearts-select -1 match.txt)
	run hearts-select -1 match.txt
	assert_equal "${#lines[@]}" 40
}

@test "-n selects by the number of players" {
	cat match.txt three.txt > mixed.txt
	run hearts-select -C -n 3 mixed.txt
	assert_output 6
	run hearts-select -C -n 4-5 mixed.txt
	assert_output 40
	run sh -c 'hearts-select -c -n 3 mixed.txt | grep "^rules" | sort -u'
	assert_output "rules players=3 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=100 tie=play-on"
}

# bats test_tags=slow
@test "-o and -r select by the rules" {
	cat match.txt omnibus.txt > mixed.txt
	run hearts-select -C -o jack-of-diamonds=on mixed.txt
	assert_output 8
	run hearts-select -C -r omnibus mixed.txt
	assert_output 8
	run hearts-select -C -r standard mixed.txt
	assert_output 40
	run hearts-select -C -o target=100 mixed.txt
	assert_output 48
}

@test "-o selects by the later options, written only where not the default" {
	{ hearts-deal -s 1 -o first-lead=any-club; hearts-deal -s 2 -o pass=none
	  cat dealt.txt; } > later.txt
	run hearts-select -C -o first-lead=any-club later.txt
	assert_output 1
	run hearts-select -C -o first-lead=lowest-club later.txt
	assert_output 2
	run hearts-select -C -o pass=cycle -o hearts-must-break=yes later.txt
	assert_output 2
	run hearts-select -C -o pass=none later.txt
	assert_output 1
}

@test "-g takes games by their place in the input, across files" {
	hearts-select -g 1 match.txt > two.txt
	awk '/^hearts /{n++} n == 2' match.txt | grep -v '^#' > want.txt
	diff -u want.txt <(grep -v '^#' two.txt)
	run hearts-select -C -g 38- match.txt three.txt
	assert_output 8
}

# bats test_tags=slow
@test "-g N is the game hearts-match numbers N, with its own comments and no other's" {
	# issue 36: -g 10 gave game 9's record under game 8's trailing
	# comments, and left out game 9's own
	hearts-select -g 9 match.txt > nine.txt
	diff -u <(sed -n '/^# game 9: /,/^# end of game 9$/p' match.txt) nine.txt
	# the first game is game 0, with the lines before it
	hearts-select -g 0 match.txt > zero.txt
	diff -u <(sed -n '1,/^# end of game 0$/p' match.txt) zero.txt
	# the last keeps the comments that end the file
	hearts-select -g 39 match.txt > last.txt
	[ "$(tail -n 1 last.txt)" = "# end of game 39" ]
	# every game, one at a time, gives the file back
	for i in $(seq 0 39); do hearts-select -g $i match.txt; done | cmp - match.txt
	# -w sees a game's trailing comments, not the next game's
	run hearts-select -C -w 'game 3 seat N' match.txt
	assert_output 1
	run sh -c "hearts-select -w 'end of game 3' match.txt | grep -c '^# game 3: '"
	assert_output 1
	# hearts-check -g keeps them alike
	hearts-check -g -q match.txt | cmp - match.txt
}

# bats test_tags=slow
@test "games are counted from 0 across the suite: -g, and the messages about bad records" {
	{ hearts-deal -s 1; hearts-deal -s 2 | sed 's/^seed 2$/seed 3/'; } > two.txt
	run --separate-stderr hearts-select -g 0 two.txt
	assert_equal "$status" 65
	assert_output "$(hearts-deal -s 1)"
	[[ $stderr == "hearts-select: two.txt:"*": game 1 (seed 3)"* ]] || fail "$stderr"
	run --separate-stderr hearts-check two.txt
	[[ ${stderr_lines[0]} == "hearts-check: two.txt:"*": game 1, "* ]] || fail "$stderr"
	run --separate-stderr hearts-select -g -1 two.txt
	refuses_usage "games are counted from 0"
}

# bats test_tags=slow
@test "-H: each hand keeps its game's comments that name the seats' players, and nothing else of them" {
	hands -m any match.txt > moons.txt
	# one comment a hand, its game's header, before it
	run grep -c '^#' moons.txt
	assert_output "$(grep -c '^hearts ' moons.txt)"
	run sh -c "grep -v '^# game [0-9]*: deal [0-9]*, N=[a-z]* E=[a-z]* S=[a-z]* W=[a-z]*\$' moons.txt | grep -c '^#'"
	assert_output 0
	# the comment before each hand is that of the game it was in
	awk '/^# game [0-9]+: / { c = $0 } /^moon/ { print c }' match.txt > want.txt
	diff -u want.txt <(grep '^#' moons.txt)
	# -1 and -c keep them too; -C counts hands alone
	[ "$(hands -1 -m any match.txt | grep -c '^#')" -eq 5 ]
	[ "$(hands -c -m any match.txt | grep -c '^#')" -eq 5 ]
	run hands -C -m any match.txt
	assert_output 5
	# a game with no such comment: its hands have none
	run sh -c 'hearts-deal -s 5 | hearts-pass -b NESW=simple | hearts-select -H | grep -c "^#"'
	assert_output 0
}

# bats test_tags=slow
@test "-s selects by the seed" {
	{ hearts-deal -s 5; hearts-deal -s 6; hearts-deal -s 5; } > seeds.txt
	run hearts-select -C -s 5 seeds.txt
	assert_output 2
	run hearts-select -s 6 seeds.txt
	assert_output "$(hearts-deal -s 6)"
}

@test "-w selects by a comment's words: the bots hearts-match names" {
	run hearts-select -C -w E=simple match.txt
	assert_output 20
	run sh -c 'hearts-select -w N=random match.txt | grep "^# game [0-9]*:" | grep -vc "N=random"'
	assert_output 0
}

@test "-W and -t select by the winner and the totals at the end" {
	hearts-select -c -W N match.txt > won.txt
	run grep -c '^winner' won.txt
	assert_output "$(grep -c '^winner.*N' won.txt)"
	[ "$(grep -c '^winner.*N' match.txt)" -eq "$(hearts-select -C -W N match.txt)" ]
	# The last total of each game North won is its lowest.
	hearts-select -c -t N=100- match.txt | awk '$1 == "total" {t = $2} $1 == "end" {print t}' > totals.txt
	run awk -F= '$2 < 100' totals.txt
	assert_output ""
	[ -s totals.txt ]
}

@test "-O and -U: games over or not; with -H, hands scored or not" {
	cat match.txt dealt.txt > mixed.txt
	run hearts-select -C -O mixed.txt
	assert_output 40
	run hearts-select -c -U mixed.txt
	assert_output "$(cat dealt.txt)"
	run hearts-select -C -H -U mixed.txt
	assert_output 1
}

@test "-N selects hands by number, each written as a record of its own" {
	run hearts-select -C -H -N 1 match.txt
	assert_output 40
	hands -N 3 match.txt > third.txt
	run hearts-check third.txt
	assert_success
	run sh -c 'grep "^hand" third.txt | sort -u'
	assert_output "hand 3 pass=across"
}

# bats test_tags=slow
@test "-m selects by a moon, and by whom" {
	run hearts-select -C -H -m any match.txt
	assert_output "$(grep -c '^moon' match.txt)"
	run hearts-select -C -H -m S match.txt
	assert_output "$(grep -c '^moon S' match.txt)"
	run hearts-select -C -m any match.txt
	assert_output "$(hearts-select -1 match.txt | grep -c '; moon ')"
}

# bats test_tags=slow
@test "-Q selects by who took the queen of spades" {
	# Without a moon, the taker of the QS scores 13 or more.
	hands -Q N match.txt | awk '$1 == "moon" {m = 1} $1 == "score" {split($2, a, "="); if (a[2] < 13 && !m) print; m = 0}' > low.txt
	run cat low.txt
	assert_output ""
	run sh -c 'hearts-select -H -1 -Q N -Q E match.txt'
	assert_output ""
	n=0
	for s in N E S W; do n=$((n + $(hearts-select -C -H -Q $s match.txt))); done
	[ "$n" -eq "$(hearts-select -C -H -O match.txt)" ]
}

# bats test_tags=slow
@test "-J selects by who took the jack of diamonds" {
	n=0
	for s in N E S W; do n=$((n + $(hearts-select -C -H -J $s omnibus.txt))); done
	[ "$n" -eq "$(hearts-select -C -H -O omnibus.txt)" ]
	[ "$(hearts-select -C -H -J N omnibus.txt)" -gt 0 ]
	[ "$(hearts-select -C -H -J N omnibus.txt)" -lt "$n" ]
}

# bats test_tags=slow
@test "-d, -p and -S select by the cards dealt and passed" {
	hands -d N=QS match.txt > qs.txt
	[ "$(grep -c '^deal N .*QS' qs.txt)" -eq "$(grep -c '^hand' qs.txt)" ]
	[ "$(grep -c '^deal N .*QS' match.txt)" -eq "$(hearts-select -C -H -d N=qs match.txt)" ]
	hands -p E=AH match.txt > ah.txt
	[ "$(grep -c '^pass E .*AH' ah.txt)" -eq "$(grep -c '^hand' ah.txt)" ]
	[ "$(grep -c '^pass E .*AH' match.txt)" -eq "$(hearts-select -C -H -p E=AH match.txt)" ]
	want=$(grep '^deal W' match.txt | awk '{n = 0; for (i = 3; i <= NF; i++) if ($i ~ /S$/) n++; if (n >= 5) c++} END {print c}')
	run hearts-select -C -H -S W:S=5- match.txt
	assert_output "$want"
}

@test "-P selects by a hand's points" {
	hands -P any=26 match.txt > moon.txt
	[ "$(grep -c '^moon' moon.txt)" -eq "$(grep -c '^hand' moon.txt)" ]
	run hearts-select -C -H -P N=0 match.txt
	assert_output "$(grep -c '^score N=0 ' match.txt)"
}

@test "tests combine, and -v inverts them" {
	all=$(hearts-select -C -H match.txt)
	some=$(hearts-select -C -H -d N=QS -Q N match.txt)
	rest=$(hearts-select -C -H -v -d N=QS -Q N match.txt)
	[ $((some + rest)) -eq "$all" ]
	[ "$some" -lt "$(hearts-select -C -H -d N=QS match.txt)" ]
}

# bats test_tags=slow
@test "-X splits into files of n games, or by players, and nothing is lost" {
	cat match.txt three.txt > mixed.txt
	hearts-select -X 16 -f part mixed.txt
	[ -f part.0003 ] && [ ! -f part.0004 ]
	run hearts-select -C part.0003
	assert_output 14
	diff -u <(hearts-select mixed.txt) <(cat part.0001 part.0002 part.0003)
	hearts-select -X players -f by mixed.txt
	run hearts-select -C by.3p
	assert_output 6
	run hearts-select -C by.4p
	assert_output 40
}

# bats test_tags=slow
@test "-X never writes over a file that exists, nor through a link there: refused, the target untouched" {
	echo mine > target
	ln -s target part.0001
	run --separate-stderr hearts-select -X 1 -f part match.txt
	refuses 74 '^hearts-select: part.0001: the file exists: -X writes new files only \(remove it, or give -f another prefix\)$'
	assert_equal "$(cat target)" mine
	[ ! -e part.0002 ]
	# a dangling link is not followed either
	ln -s nowhere dangling.0001
	run --separate-stderr hearts-select -X 1 -f dangling match.txt
	refuses 74 '^hearts-select: dangling.0001: the file exists'
	[ ! -e nowhere ]
	# a plain file of a run before, first or later in the series
	echo old > plain.0001
	run --separate-stderr hearts-select -X 1 -f plain match.txt
	refuses 74 '^hearts-select: plain.0001: the file exists'
	assert_equal "$(cat plain.0001)" old
	ln -s target later.0003
	run --separate-stderr hearts-select -X 4 -f later match.txt
	assert_equal "$status" 74
	assert_equal "$output" ""
	assert_equal "$stderr" "hearts-select: later.0003: the file exists: -X writes new files only (remove it, or give -f another prefix)"
	assert_equal "$(cat target)" mine
	ln -s target by.4p
	run --separate-stderr hearts-select -X players -f by match.txt
	refuses 74 '^hearts-select: by.4p: the file exists'
	assert_equal "$(cat target)" mine
}

@test "a bad record is reported with its seed and skipped" {
	{ hearts-deal -s 1; hearts-deal -s 2 | sed '/^deal N/s/ [^ ]*$//'; hearts-deal -s 3; } > bad.txt
	run --separate-stderr hearts-select -C bad.txt
	assert_equal "$status" 65
	assert_output 2
	[[ $stderr =~ ^hearts-select:\ bad.txt:[0-9]+:\ game\ 1\ \(seed\ 2\),\ hand\ 1: ]] || fail "$stderr"
	run --separate-stderr hearts-select -C -q bad.txt
	assert_equal "$status" 65
	assert_equal "$stderr" ""
}

# bats test_tags=slow
@test "bad input: views, missing files, bad options" {
	hearts-view -s N dealt.txt > view.txt
	run --separate-stderr hearts-select view.txt
	refuses 65 "view.txt:1: game 0: this is N's view"
	run --separate-stderr hearts-select nothing.txt
	refuses 66 "nothing.txt"
	# a count of no good record and a fault is no count at all
	run --separate-stderr hearts-select -C nothing.txt
	refuses 66 "^hearts-select: nothing.txt: No such file or directory$"
	run --separate-stderr hearts-select -C view.txt
	refuses 65 "view.txt:1: game 0: this is N's view"
	run --separate-stderr hearts-select -C /dev/null
	assert_success
	assert_output 0
	run --separate-stderr hearts-select -m Z match.txt
	refuses_usage "-m: moon 'Z'"
	run --separate-stderr hearts-select -P N=x match.txt
	refuses_usage "range"
	run --separate-stderr hearts-select -O -U match.txt
	refuses_usage "-O and -U"
	run --separate-stderr hearts-select -X 3 match.txt
	refuses_usage "-X needs -f"
	run --separate-stderr hearts-select -o moon=sideways match.txt
	refuses_usage "moon"
	run --separate-stderr hearts-select -S N:Z=3 match.txt
	refuses_usage "suit"
	run --separate-stderr hearts-select -i 12 match.txt
	refuses_usage "16 hexadecimal"
	# a range no game can meet is refused, not a silent empty output
	run --separate-stderr hearts-select -g -1 match.txt
	refuses_usage "-g: game '-1': games are counted from 0, as hearts-match numbers them"
	run --separate-stderr hearts-select -N 0-2 match.txt
	refuses_usage "-N: hand '0-2': hands are counted from 1"
	run --separate-stderr hearts-select -n 6- match.txt
	refuses_usage "-n: players '6-': a game has 2 to 5 players"
	run --separate-stderr hearts-select -n 1 match.txt
	refuses_usage "a game has 2 to 5 players"
	run --separate-stderr hearts-select -C -n 1-2 match.txt
	assert_success
	assert_output 0
}

# bats test_tags=slow
@test "the same output as before, byte for byte, over a fixed stream of every kind (tests/data/corpus-golden.sh)" {
	mkdir golden && cd golden
	TOP=$TOP sh "$TOP/tests/data/corpus-golden.sh" hearts-select > got.txt
	diff -u <(grep " hearts-select\( \|$\)" "$TOP/tests/data/corpus-golden.txt") got.txt
}

# bats test_tags=slow
@test "-J any selects the hands whose jack hearts-stats counts: none under jack-of-diamonds=off" {
	# match.txt is played under jack-of-diamonds=off, which hearts-stats
	# counts 0 jacks for; omnibus.txt under =on
	run hearts-select -C -H -J any match.txt
	assert_output 0
	run hearts-select -C -J any match.txt
	assert_output 0
	assert_equal "$(hearts-stats -T match.txt | awk -F'\t' 'NR > 1 { j += $11 } END { print j }')" 0
	cat match.txt omnibus.txt > mixed.txt
	assert_equal "$(hearts-select -C -H -J any mixed.txt)" \
	    "$(hearts-stats -T mixed.txt | awk -F'\t' 'NR > 1 { j += $11 } END { print j }')"
	[ "$(hearts-select -C -H -J any mixed.txt)" -gt 0 ]
}
