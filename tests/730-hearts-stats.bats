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

@test "-b over the hands of hearts-select -H: each bot's hands, points and moons as the records say (issue 36)" {
	# Each hand's bots from its game's comment, its points from its score
	# line: the hands in which someone shot the moon.
	awk '/^# game [0-9]+: / { for (i = 1; i <= NF; i++) if ($i ~ /^[NESW]=/)
		bot[substr($i, 1, 1)] = substr($i, 3) }
	    $1 == "hand" { moon = "" }
	    $1 == "moon" { moon = $2 }
	    $1 == "score" && moon != "" { for (i = 2; i <= NF; i++) {
		split($i, kv, "="); b = bot[kv[1]]
		hands[b]++; points[b] += kv[2] }
		moons[bot[moon]]++ }
	    END { for (b in hands) printf "%s\t%d\t%.4f\t%d\n", b, hands[b],
		points[b] / hands[b], moons[b] }' match.txt | sort > want.tsv
	[ "$(wc -l < want.tsv)" -eq 2 ]
	run --separate-stderr sh -c 'hearts-select -H -m any match.txt | hearts-stats -b -T'
	assert_success
	assert_equal "$stderr" ""
	diff -u want.tsv <(printf '%s\n' "$output" | sed 1d | cut -f 1,2,3,9 | sort)
}

# bats test_tags=slow
@test "-b with no names to go by says so on stderr, and counts by seat" {
	# the hands with their comments taken out, as before issue 36
	hearts-select -H -m any match.txt | grep -v '^#' > bare.txt
	run --separate-stderr hearts-stats -b bare.txt
	assert_success
	assert_equal "$stderr" "hearts-stats: -b: 5 of 5 games name no player in their comments (N=name, as hearts-match -f writes): their seats are counted by letter"
	assert_line --regexp '^N +5 '
	# some named, some not: the count of those that are not
	{ hearts-select -g 0 match.txt; cat bare.txt; } > mixed.txt
	run --separate-stderr hearts-stats -b mixed.txt
	assert_equal "$stderr" "hearts-stats: -b: 5 of 6 games name no player in their comments (N=name, as hearts-match -f writes): their seats are counted by letter"
	# named throughout, or -q: nothing said
	run --separate-stderr hearts-stats -b match.txt
	assert_equal "$stderr" ""
	run --separate-stderr hearts-stats -b -q bare.txt
	assert_equal "$stderr" ""
}

# bats test_tags=slow
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

# The points of each hand by seat, from the score lines, as the wide
# table of -D points -T: the value, the pooled count, a column a seat.
points_by_seat() {
	printf 'points\tcount\tN\tE\tS\tW\n'
	grep '^score' "$1" | tr ' ' '\n' | grep '=' | awk -F= '
	    { c[$2 "," $1]++; all[$2]++ }
	    END {
		for (v in all)
			printf "%d\t%d\t%d\t%d\t%d\t%d\n", v, all[v],
			    c[v ",N"], c[v ",E"], c[v ",S"], c[v ",W"]
	    }' | sort -n
}

# Each bot's totals at the end of its games, from the comment that seats
# the bots and the last total line of each game, as -b -D total -T.
totals_by_bot() {
	printf 'total\tcount\trandom\tsimple\n'
	awk '
	    /^# game [0-9]+: / {
		for (i = 4; i <= NF; i++)
			if (split($i, a, "=") == 2) name[a[1]] = a[2]
	    }
	    /^total / { last = $0 }
	    /^winner/ {
		n = split(last, w, " ")
		for (i = 2; i <= n; i++) {
			split(w[i], a, "=")
			c[a[2] "," name[a[1]]]++
			all[a[2]]++
		}
	    }
	    END {
		for (v in all)
			printf "%d\t%d\t%d\t%d\n", v, all[v], c[v ",random"],
			    c[v ",simple"]
	    }' "$1" | sort -n
}

@test "-D points -T: a column a seat beside the pooled count, as the score lines say" {
	diff -u <(points_by_seat match.txt) <(hearts-stats -D points -T match.txt)
	diff -u <(points_by_seat omnibus.txt) <(hearts-stats -D points -T omnibus.txt)
}

@test "-D total -T -b: a column a bot, as each game's last totals say" {
	diff -u <(totals_by_bot match.txt) <(hearts-stats -b -D total -T match.txt)
	# each bot's column adds up to its games
	[ "$(hearts-stats -b -D total -T match.txt | awk -F'\t' 'NR > 1 {c += $3} END {print c}')" -eq 80 ]
}

# bats test_tags=slow
@test "-D points: a histogram a bot, on one scale, then the pooled one" {
	run hearts-stats -b -D points match.txt
	assert_success
	# a block a bot and one pooled, each with its figures, which are
	# the summary's, and a row for each of the 27 values (lines[]
	# leaves out the empty lines between blocks)
	assert_line --index 0 "random: 660 hands, 10.98 ± 0.58 points a hand, median 10"
	assert_line --index 28 "simple: 660 hands, 2.41 ± 0.37 points a hand, median 0"
	assert_line --index 56 "all players: 1320 hands, 6.70 ± 0.41 points a hand, median 4"
	[ "${#lines[@]}" -eq 84 ] || fail "${#lines[@]} lines"
	[ "$(printf '%s\n' "$output" | grep -c '^$')" -eq 2 ]
	hearts-stats -b match.txt | grep -q '^random  .* 10.98 ± 0.58 '
	# one scale: the largest share of all is the one bar of 50
	[ "$(printf '%s\n' "$output" | grep -cE '#{50}$')" -eq 1 ]
	assert_line --index 29 --regexp '^ +0 +365  55\.3% #{50}$'
	# the pooled rows are the sums of the bots' rows
	printf '%s\n' "$output" | awk '
	    /: / { block++; next }
	    NF >= 3 { c[block, $1] = $2; if (block == 3) v[$1] = 1 }
	    END { for (x in v) if (c[1, x] + c[2, x] != c[3, x]) exit 1 }'
	# by seat: four blocks and the pooled one
	run hearts-stats -D points match.txt
	[ "$(printf '%s\n' "$output" | grep -c ': [0-9]* hands')" -eq 5 ]
	assert_line --index 0 --regexp '^N: 330 hands, '
	assert_line --partial "all seats: 1320 hands"
}

@test "-D total: the totals in bins of a round width, at most 30 rows" {
	run hearts-stats -b -D total match.txt
	assert_success
	assert_line --index 0 --regexp '^random: 80 games, a final total of [0-9.]+ ± [0-9.]+, median [0-9]+$'
	# as many rows in each block, each a bin of 5 points
	rows=$(printf '%s\n' "$output" | grep -cE '^ *[0-9]+-[0-9]+ ')
	[ $((rows % 3)) -eq 0 ] && [ $((rows / 3)) -le 30 ]
	assert_line --index 1 --regexp '^ +0-4 +[0-9]+ '
	# a bot's rows add up to its games
	[ "$(printf '%s\n' "$output" | awk '/^simple:/ {on = 1; next} /: / {on = 0} on && NF >= 3 {c += $2} END {print c}')" -eq 80 ]
	# the pooled mean is the mean of the totals
	want=$(totals_by_bot match.txt | awk -F'\t' 'NR > 1 {s += $1 * $2; n += $2} END {printf "%.1f", s / n}')
	assert_line --partial "all players: 160 games, a final total of $want ± "
}

# bats test_tags=slow
@test "-S and -m: the sums of pieces give the table of the whole" {
	hearts-select -X 7 -f piece match.txt
	for f in piece.*; do hearts-stats -b -S "$f" > "$f.sums"; done
	for t in "" "-T" "-c" "-D points" "-D points -T" "-D total" "-D total -T"; do
		# shellcheck disable=SC2086 # the options are words
		diff -u <(hearts-stats -b $t match.txt) <(hearts-stats -m $t piece.*.sums)
	done
	# One file of concatenated sums is the same.
	cat piece.*.sums > all.sums
	diff -u <(hearts-stats match.txt) <(hearts-select -g 0-19 match.txt | hearts-stats -S; hearts-select -g 20- match.txt | hearts-stats -S) > /dev/null ||
	    diff -u <(hearts-stats match.txt) <({ hearts-select -g 0-19 match.txt | hearts-stats -S; hearts-select -g 20- match.txt | hearts-stats -S; } | hearts-stats -m)
	diff -u <(hearts-stats -b match.txt) <(hearts-stats -m all.sums)
}

# bats test_tags=slow
@test "-S: sums of version 2, which add up in any order" {
	hearts-stats -b -S match.txt > all.sums
	assert_equal "$(head -n 1 all.sums)" "# hearts-stats sums 2"
	# a line a bot and value: the pooled lines are theirs
	grep -q $'^points\trandom\t-1\t0\t42$' all.sums
	! grep -q $'^hand\t' all.sums
	# lines shuffled, as a reducer might see them, give the same tables
	sort all.sums > sorted.sums
	for t in "-T" "-D points -T" "-D total"; do
		# shellcheck disable=SC2086 # the options are words
		diff -u <(hearts-stats -b $t match.txt) <(hearts-stats -m $t sorted.sums)
	done
	# the sums of sums are the sums
	hearts-stats -m -S all.sums | diff -u all.sums -
}

# bats test_tags=slow
@test "-m: sums of version 1 (pooled distributions) are read, and said to be" {
	local v1=$TOP/tests/data/stats-sums-v1.txt
	assert_equal "$(head -n 1 "$v1")" "# hearts-stats sums 1"
	# the summary as they say, with nothing on stderr
	run --separate-stderr hearts-stats -m -T "$v1"
	assert_success
	assert_equal "$stderr" ""
	assert_equal "$(printf '%s\n' "$output" | cut -f 1,2,5,10)" "$(printf 'player\thands\tgames\tqueens\n'; awk -F'\t' '$1 == "player" {print $2 "\t" $4 "\t" $7 "\t" $12}' "$v1")"
	# a distribution: the pooled one alone, as version 1 drew it
	run --separate-stderr hearts-stats -m -D points -T "$v1"
	assert_success
	assert_equal "$output" "$(printf 'points\tcount\n'; awk -F'\t' '$1 == "hand" {print $2 "\t" $3}' "$v1")"
	[[ $stderr == "hearts-stats: $v1: sums of version 1 keep each distribution pooled over the seats: only the pooled one is known" ]] || fail "$stderr"
	run hearts-stats -q -m -D total "$v1"
	assert_line --index 0 --regexp '^all players: 16 games, '
	# with sums of version 2: the pooled counts of both, no column a bot
	hearts-stats -b -S match.txt > new.sums
	run hearts-stats -q -m -D points -T "$v1" new.sums
	assert_line --index 0 $'points\tcount'
	assert_line --index 1 $'0\t'$((39 + 407))
	# and written again as version 1, so that nothing counts twice
	hearts-stats -q -m -S "$v1" | diff -u "$v1" -
	hearts-stats -q -m -S "$v1" new.sums | hearts-stats -q -m -D points -T | diff -u <(hearts-stats -q -m -D points -T "$v1" new.sums) -
}

@test "-b: more players than the first room made for them" {
	# game k seats x at N and three new names: the tallies' array grows
	# while x's is in use
	awk '/^# game [0-9]+: / {k++; print "# game " k ": N=x E=e" k " S=s" k " W=w" k; next} {print}' match.txt > many.txt
	run hearts-stats -b -T many.txt
	assert_success
	[ "${#lines[@]}" -eq 122 ]
	[ "$(hearts-stats -b -T many.txt | awk -F'\t' '$1 == "x" {print $2}')" -eq "$(grep -c '^score' many.txt)" ]
	[ "$(hearts-stats -b -D points -T many.txt | head -n 1 | tr '\t' '\n' | wc -l)" -eq 123 ]
}

# bats test_tags=slow
@test "bad input: bad records, bad sums, bad options" {
	{ hearts-deal -s 1; hearts-deal -s 2 | sed '/^deal N/s/ [^ ]*$//'; } > bad.txt
	run --separate-stderr hearts-stats -T bad.txt
	assert_equal "$status" 65
	[[ $stderr =~ ^hearts-stats:\ bad.txt:[0-9]+:\ game\ 1\ \(seed\ 2\),\ hand\ 1: ]] || fail "$stderr"
	# a seat's view is not counted: said, and left out
	{ hearts-deal -s 1; hearts-deal -s 2 | hearts-view -s N; } > view.txt
	run --separate-stderr hearts-stats -D points -T view.txt
	assert_equal "$status" 65
	[[ $stderr == "hearts-stats: view.txt:10: game 1: this is N's view of a game: give whole records" ]] || fail "$stderr"
	assert_output $'points\tcount\tN\tE\tS\tW'
	# only bad records: no table at all, not an empty one
	hearts-deal -s 2 | sed '/^deal N/s/ [^ ]*$//' > allbad.txt
	run --separate-stderr hearts-stats allbad.txt
	refuses 65 "^hearts-stats: allbad.txt:[0-9]+: game 0 \(seed 2\)"
	printf 'hello\n' > hello.txt
	run --separate-stderr hearts-stats -T hello.txt
	refuses 65 "^hearts-stats: hello.txt:1: "
	printf '# hearts-stats sums 2\nplayer\tN\tx\n' > bad.sums
	run --separate-stderr hearts-stats -m bad.sums
	refuses 65 "bad.sums:2: this is not a line of sums"
	run --separate-stderr hearts-stats -m nothing.sums
	refuses 66 "nothing.sums"
	printf '# hearts-stats sums 3\nstats\t1\t1\t1\t13\t0\n' > new.sums
	run --separate-stderr hearts-stats -m new.sums
	refuses 65 "new.sums:1: these are sums of version 3, from another hearts-stats; this one reads versions up to 2"
	printf '# hearts-stats sums 2\ncard\tAS\t9223372036854775807\ncard\tAS\t1\n' > big.sums
	run --separate-stderr hearts-stats -m -c big.sums
	refuses 65 "big.sums:3: the sums add up past what a count holds"
	for line in $'points\tN\t0\t5000000000\t1' $'points\tN\t0\t5\t0' $'final\tN\t9\t5\t1' $'hand\t1\t-2'; do
		printf '# hearts-stats sums 2\n%s\n' "$line" > bad.sums
		run --separate-stderr hearts-stats -m -D points bad.sums
		refuses 65 "bad.sums:2: this is not a line of sums"
	done
	run --separate-stderr hearts-stats -D moons match.txt
	refuses_usage "-D moons"
	run --separate-stderr hearts-stats -c -D points match.txt
	refuses_usage "-c and -D"
	run --separate-stderr hearts-stats -S -T match.txt
	refuses_usage "-S writes"
}

# bats test_tags=slow
@test "the same output as before, byte for byte, over a fixed stream of every kind (tests/data/corpus-golden.sh)" {
	mkdir golden && cd golden
	TOP=$TOP sh "$TOP/tests/data/corpus-golden.sh" hearts-stats > got.txt
	diff -u <(grep " hearts-stats\( \|$\)" "$TOP/tests/data/corpus-golden.txt") got.txt
}

# bats test_tags=slow
@test "-b: a name from a comment is shown escaped, a terminal's escapes and all, in every table" {
	sed "s/N=simple/N=$(printf '\033')]0;pwned$(printf '\a')$(printf '\033')[2J/" match.txt > esc.txt
	[ "$(grep -c $'\033' esc.txt)" -gt 0 ]
	run --separate-stderr hearts-stats -b esc.txt
	assert_success
	assert_line --index 2 --regexp '^\\x1b\]0;pwned +[0-9]'
	run --separate-stderr hearts-stats -b -T esc.txt
	assert_line --index 1 --regexp $'^\\\\x1b\\]0;pwned\\\\x07\\\\x1b\\[2J\t'
	for o in '-D points' '-D total' '-D points -T'; do
		# shellcheck disable=SC2086 # the options
		run --separate-stderr hearts-stats -b $o esc.txt
		assert_success
		[[ $output != *$'\033'* && $output != *$'\a'* ]] || fail "-b $o: raw escapes"
		[[ $output == *'\x1b]0;pwned\x07\x1b[2J'* ]] || fail "-b $o: no escaped name"
	done
}

# bats test_tags=slow
@test "-m refuses sums no records could give, each at its line: no header, counts below 0, more over than played, seats and bots mixed, sums that do not hold together" {
	hearts-stats -S match.txt > seat.sums
	hearts-stats -b -S match.txt > bot.sums
	hearts-match -s 3 -d 1 -n 5 -r five-player -o target=30 -f five.txt simple simple random random simple > /dev/null 2>&1
	hearts-stats -S five.txt > five.sums
	# pieces as written merge, a 4- and a 5-player piece too
	run --separate-stderr hearts-stats -m seat.sums five.sums
	assert_success
	# no header
	sed 1d seat.sums > nohead.sums
	run --separate-stderr hearts-stats -m nohead.sums
	refuses 65 '^hearts-stats: nohead.sums:1: sums begin with the line "# hearts-stats sums 2" that hearts-stats -S writes: this is not a file of sums$'
	# more games over than games, a count below 0
	sed -E '2s/^stats\t([0-9]+)\t[0-9]+/stats\t\1\t999/' seat.sums > over.sums
	run --separate-stderr hearts-stats -m over.sums
	refuses 65 '^hearts-stats: over.sums:2: the sums are impossible: more games over than games$'
	sed -E '3s/^(player\tN\t0\t)[0-9]+/\1-5/' seat.sums > neg.sums
	run --separate-stderr hearts-stats -m neg.sums
	refuses 65 "^hearts-stats: neg.sums:3: the sums of 'N' are impossible: a count below 0\$"
	sed -E '3s/^(player\tN\t0\t[0-9]+\t[0-9-]+\t)[0-9]+/\1-7/' seat.sums > sq.sums
	run --separate-stderr hearts-stats -m sq.sums
	refuses 65 "^hearts-stats: sq.sums:3: the sums of 'N' are impossible: a sum of squares below 0\$"
	# by seat and by bot, in either order
	run --separate-stderr hearts-stats -m seat.sums bot.sums
	refuses 65 '^hearts-stats: bot.sums:2: sums by player \(hearts-stats -b -S\), where seat.sums holds sums by seat: count every piece the same way, with -b or without$'
	run --separate-stderr hearts-stats -m bot.sums seat.sums
	refuses 65 '^hearts-stats: seat.sums:2: sums by seat, where bot.sums holds sums by player: count every piece the same way, with -b or without$'
	# a 5-player piece's seats under a 4-player piece's totals
	{ head -n 2 seat.sums; sed -n '/^player/p' five.sums; } > mixed.sums
	run --separate-stderr hearts-stats -m mixed.sums
	refuses 65 '^hearts-stats: mixed.sums:2: the sums do not add up: '
	# a seat in more hands than the one before it
	awk -F'\t' -v OFS='\t' '$1 == "player" && $2 == "W" {$4 = $4 + 1} $1 == "player" && $2 == "N" {$4 = $4 - 1} {print}' seat.sums > order.sums
	run --separate-stderr hearts-stats -m order.sums
	refuses 65 '^hearts-stats: order.sums:2: the sums do not add up: '
}
