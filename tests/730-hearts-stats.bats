#!/usr/bin/env bats
# hearts-stats: the summary against hearts-match's own table and against
# the records read another way; sums of pieces against the whole.

load helper

setup_file() {
	cd "$BATS_FILE_TMPDIR"
	hearts-match -s 7 -d 10 -f match.txt random simple random simple > /dev/null
	hearts-match -s 4 -d 2 -r omnibus -f omnibus.txt simple simple random random > /dev/null
}

# Each test in a directory of its own, with the file's games: tests run
# two at a time, and two that wrote the same file would race.
setup() {
	cd "$BATS_TEST_TMPDIR"
	for f in match.txt omnibus.txt; do
		ln -s "$BATS_FILE_TMPDIR/$f" .
	done
}

@test "by bot, the table is hearts-match's" {
	hearts-match -s 7 -d 10 -T random simple random simple 2> /dev/null | cut -f 1-9 > want.tsv
	hearts-stats -b -T match.txt | cut -f 1-9 | sed 's/^player/bot/' > got.tsv
	diff -u want.tsv got.tsv
}

@test "by seat: hands, points, moons and queens as the records say" {
	run hearts-stats -T match.txt
	assert_success
	assert_line --index 0 $'player\thands\tpoints_per_hand\tci95\tgames\tpoints_per_game\tci95\twins\tmoons\tqueens\tjacks'
	[ "${#lines[@]}" -eq 5 ]
	want=$(grep '^score' match.txt | awk '{split($2, a, "="); s += a[2]} END {printf "%.4f", s / NR}')
	[ "$(printf '%s\n' "${lines[1]}" | cut -f 3)" = "$want" ]
	[ "$(printf '%s\n' "${lines[3]}" | cut -f 9)" -eq "$(grep -c '^moon S' match.txt)" ]
	queens=$(hearts-stats -T match.txt | awk -F'\t' 'NR > 1 {q += $10} END {print q}')
	[ "$queens" -eq "$(grep -c '^score' match.txt)" ]
	[ "$(hearts-stats -T match.txt | awk -F'\t' '$1 == "E" {print $10}')" -eq "$(hearts-select -C -H -Q E match.txt)" ]
}

@test "jacks are counted when the rules count them" {
	jacks=$(hearts-stats -T omnibus.txt | awk -F'\t' 'NR > 1 {j += $11} END {print j}')
	[ "$jacks" -eq "$(grep -c '^score' omnibus.txt)" ]
	[ "$(hearts-stats -T match.txt | awk -F'\t' 'NR > 1 {j += $11} END {print j}')" -eq 0 ]
}

@test "-c: the tricks each card took add up to the tricks" {
	run hearts-stats -c -T match.txt
	assert_line --index 0 $'card\ttricks\tshare'
	[ "$(hearts-stats -c -T match.txt | awk -F'\t' 'NR > 1 {t += $2} END {print t}')" -eq $((13 * $(grep -c '^score' match.txt))) ]
	# The ace of spades wins every trick of spades it is played to.
	[ "$(hearts-stats -c -T match.txt | awk -F'\t' '$1 == "AS" {print $2}')" -eq "$(grep -cE '^trick . (.S.* )?AS' match.txt)" ]
}

@test "-D: the distributions, as TSV and as a histogram" {
	run hearts-stats -D points -T match.txt
	assert_line --index 0 $'points\tcount'
	[ "$(hearts-stats -D points -T match.txt | awk -F'\t' 'NR > 1 {c += $2} END {print c}')" -eq $((4 * $(grep -c '^score' match.txt))) ]
	want=$(grep -o 'N=0 ' <(grep '^score' match.txt) | wc -l)
	[ "$(grep '^score' match.txt | tr ' ' '\n' | grep -c '=0$')" -eq "$(hearts-stats -D points -T match.txt | awk -F'\t' '$1 == 0 {print $2}')" ]
	[ "$want" -gt 0 ]
	run hearts-stats -D total -T match.txt
	[ "$(printf '%s\n' "$output" | awk -F'\t' 'NR > 1 {c += $2} END {print c}')" -eq 160 ]
	run hearts-stats -D points match.txt
	assert_line --index 0 --regexp '^ +0 +[0-9]+ #{50}$'
}

@test "-S and -m: the sums of pieces give the table of the whole" {
	hearts-select -X 7 -f piece match.txt
	for f in piece.*; do hearts-stats -b -S "$f" > "$f.sums"; done
	for t in "" "-T" "-c" "-D points" "-D total -T"; do
		# shellcheck disable=SC2086 # the options are words
		diff -u <(hearts-stats -b $t match.txt) <(hearts-stats -m $t piece.*.sums)
	done
	# One file of concatenated sums is the same.
	cat piece.*.sums > all.sums
	diff -u <(hearts-stats match.txt) <(hearts-select -g 1-20 match.txt | hearts-stats -S; hearts-select -g 21- match.txt | hearts-stats -S) > /dev/null ||
	    diff -u <(hearts-stats match.txt) <({ hearts-select -g 1-20 match.txt | hearts-stats -S; hearts-select -g 21- match.txt | hearts-stats -S; } | hearts-stats -m)
	diff -u <(hearts-stats -b match.txt) <(hearts-stats -m all.sums)
}

@test "bad input: bad records, bad sums, bad options" {
	{ hearts-deal -s 1; hearts-deal -s 2 | sed '/^deal N/s/ [^ ]*$//'; } > bad.txt
	run --separate-stderr hearts-stats -T bad.txt
	assert_equal "$status" 65
	[[ $stderr =~ ^hearts-stats:\ bad.txt:[0-9]+:\ game\ 2\ \(seed\ 2\),\ hand\ 1: ]] || fail "$stderr"
	printf 'player\tN\tx\n' > bad.sums
	run --separate-stderr hearts-stats -m bad.sums
	refuses 65 "bad.sums:1: this is not a line of sums"
	run --separate-stderr hearts-stats -m nothing.sums
	refuses 66 "nothing.sums"
	run --separate-stderr hearts-stats -D moons match.txt
	refuses_usage "-D moons"
	run --separate-stderr hearts-stats -c -D points match.txt
	refuses_usage "-c and -D"
	run --separate-stderr hearts-stats -S -T match.txt
	refuses_usage "-S writes"
}
