#!/usr/bin/env bats
# hearts-export: the rows of each kind against the records, ids that do
# not depend on the stream's form or cut, and hand rows back to records.

load helper

setup_file() {
	cd "$BATS_FILE_TMPDIR"
	hearts-match -s 7 -d 10 -f match.txt random simple random simple > /dev/null
	hearts-match -s 3 -d 2 -n 2 -r two-player -f two.txt random random > /dev/null
	hearts-match -s 4 -d 2 -r omnibus -f omnibus.txt simple simple random random > /dev/null
}

# Each test in a directory of its own, with the file's games: tests run
# two at a time, and two that wrote the same file would race.
setup() {
	cd "$BATS_TEST_TMPDIR"
	for f in match.txt two.txt omnibus.txt; do
		ln -s "$BATS_FILE_TMPDIR/$f" .
	done
}

# bats test_tags=slow
@test "a row for each game, hand, trick and card, under a header of the documented columns" {
	run hearts-export -e game match.txt
	assert_line --index 0 "$(printf 'id\tseed\tplayers\trules\thands\tover\twinners\ttotal_N\ttotal_E\ttotal_S\ttotal_W\ttotal_X\tname_N\tname_E\tname_S\tname_W\tname_X')"
	[ "${#lines[@]}" -eq 41 ]
	[ "$(hearts-export match.txt | wc -l)" -eq $(($(grep -c '^hand' match.txt) + 1)) ]
	[ "$(hearts-export -e trick match.txt | wc -l)" -eq $(($(grep -c '^trick' match.txt) + 1)) ]
	[ "$(hearts-export -e card match.txt | wc -l)" -eq $((4 * $(grep -c '^trick' match.txt) + 1)) ]
	for c in hand trick card; do
		hearts-export -e "$c" match.txt | head -n 1 | tr '\t' '\n' > cols.txt
		while read -r col; do
			# The page names a seat's columns by North's.
			case $col in *_[NESWX]) col=${col%_?}_N ;; esac
			grep -q "Cm.* $col\\( \\|\$\\)\\|Cm $col\$" "$TOP/man/hearts-export.1" || fail "$c: $col not in the page"
		done < cols.txt
	done
}

@test "game rows: seeds, winners, totals and the bots' names as the records say" {
	hearts-export -e game match.txt | sed 1d > games.tsv
	diff -u <(grep '^seed' match.txt | cut -d' ' -f2) <(cut -f 2 games.tsv)
	diff -u <(grep '^winner' match.txt | cut -d' ' -f2) <(cut -f 7 games.tsv)
	diff -u <(grep '^# game [0-9]*:' match.txt | sed 's/.*N=\([a-z]*\) E=\([a-z]*\).*/\1\t\2/') <(cut -f 13,14 games.tsv)
	run cut -f 12,17 games.tsv
	assert_line --index 0 $'\t'
}

# bats test_tags=slow
@test "hand rows: the points, the moon and the queen" {
	hearts-export match.txt | sed 1d > hands.tsv
	diff -u <(grep '^score' match.txt | sed 's/score N=\([-0-9]*\) E=\([-0-9]*\) .*/\1\t\2/') <(cut -f 30,31 hands.tsv)
	[ "$(awk -F'\t' '$10 != ""' hands.tsv | wc -l)" -eq "$(grep -c '^moon' match.txt)" ]
	[ "$(awk -F'\t' '$11 == "N"' hands.tsv | wc -l)" -eq "$(hearts-select -C -H -Q N match.txt)" ]
	# The J♦ is named only when the rules count it.
	[ "$(hearts-export omnibus.txt | awk -F'\t' 'NR > 1 && $12 != ""' | wc -l)" -eq "$(grep -c '^score' omnibus.txt)" ]
	[ "$(awk -F'\t' '$12 != ""' hands.tsv | wc -l)" -eq 0 ]
}

@test "card rows: the card is among the legal cards, and a trick's points add up" {
	run sh -c "hearts-export -e card match.txt | awk -F'\t' 'NR > 1 && index(\$7, \$6) == 0'"
	assert_output ""
	run sh -c "hearts-export -e card match.txt | awk -F'\t' 'NR > 1 && \$4 == 1 && \$2 == 1 && \$3 == 1 && \$6 != \"2C\"'"
	assert_output ""
	a=$(hearts-export -e card match.txt | awk -F'\t' 'NR > 1 {p += $9} END {print p}')
	b=$(hearts-export -e trick match.txt | awk -F'\t' 'NR > 1 {p += $7} END {print p}')
	[ "$a" -eq "$b" ]
	[ "$a" -eq $((26 * $(grep -c '^score' match.txt))) ]
}

# bats test_tags=slow
@test "hand, trick and card rows name the player at each seat, as the game's comment does (issue 36)" {
	# Each seat's bot from its game's comment, read with awk: a line a
	# hand, a line a trick (the bots of N E S W), a line a card (its seat
	# and bot), in the order of the records.
	awk '/^# game [0-9]+: / { for (i = 1; i <= NF; i++) if ($i ~ /^[NESW]=/)
		bot[substr($i, 1, 1)] = substr($i, 3) }
	    $1 == "hand" { print bot["N"] "\t" bot["E"] "\t" bot["S"] "\t" bot["W"] "\t" }' match.txt > want-hand.txt
	diff -u want-hand.txt <(hearts-export match.txt | sed 1d | cut -f 40-44)
	awk '/^# game [0-9]+: / { for (i = 1; i <= NF; i++) if ($i ~ /^[NESW]=/)
		bot[substr($i, 1, 1)] = substr($i, 3) }
	    $1 == "trick" { print bot["N"] "\t" bot["E"] "\t" bot["S"] "\t" bot["W"] "\t" }' match.txt > want-trick.txt
	diff -u want-trick.txt <(hearts-export -e trick match.txt | sed 1d | cut -f 8-12)
	awk 'BEGIN { split("N E S W", seat, " "); for (i = 1; i <= 4; i++) at[seat[i]] = i - 1 }
	    /^# game [0-9]+: / { for (i = 1; i <= NF; i++) if ($i ~ /^[NESW]=/)
		bot[substr($i, 1, 1)] = substr($i, 3) }
	    $1 == "trick" { for (j = 0; j < NF - 2; j++) { s = seat[(at[$2] + j) % 4 + 1]
		print s "\t" bot[s] } }' match.txt > want-card.txt
	diff -u want-card.txt <(hearts-export -e card match.txt | sed 1d | cut -f 5,10)
	# the header names the columns, after the ones there were
	run sh -c 'hearts-export -e card match.txt | head -n 1'
	assert_output "$(printf 'id\thand\ttrick\torder\tseat\tcard\tlegal\twinner\tpoints\tname')"
	# no comment, no name: empty, null in JSON
	hearts-deal -s 5 | hearts-pass -b NESW=simple -S 1 > bare.txt
	run sh -c 'hearts-export -e card bare.txt | sed -n 2p | cut -f 10'
	assert_output ""
	run sh -c 'hearts-export -J -e trick bare.txt | head -n 1'
	assert_output --partial '"name_N":null,"name_E":null,"name_S":null,"name_W":null,"name_X":null}'
	# hands selected with -H keep their names
	diff -u <(hearts-export match.txt | cut -f 2,40-) <(hearts-select -H match.txt | hearts-export | cut -f 2,40-)
}

# bats test_tags=slow
@test "JSON Lines: the same rows, one object a line" {
	for e in game hand trick card; do
		[ "$(hearts-export -J -e "$e" match.txt | wc -l)" -eq $(($(hearts-export -e "$e" match.txt | wc -l) - 1)) ]
	done
	run sh -c "hearts-export -J -e card match.txt | head -n 1"
	assert_output '{"id":"da054b1827bf6b89","hand":1,"trick":1,"order":1,"seat":"N","card":"2C","legal":["2C"],"winner":"W","points":0,"name":"random"}'
	run sh -c "hearts-export -J -e game match.txt | head -n 1"
	assert_output --partial '"total_X":null,"name_N":"random"'
	if command -v python3 > /dev/null; then
		hearts-export -J -e hand two.txt | python3 -c 'import json, sys; [json.loads(l) for l in sys.stdin]'
	fi
}

# bats test_tags=slow
@test "ids do not depend on the record's form or on where the stream is cut" {
	hearts-export -e game match.txt | cut -f 1 > ids.txt
	[ "$(sort -u ids.txt | wc -l)" -eq 41 ]
	diff -u ids.txt <(hearts-check -1 -q match.txt | hearts-export -e game | cut -f 1)
	diff -u ids.txt <(hearts-check -c -q match.txt | hearts-export -e game | cut -f 1)
	hearts-select -X 7 -f piece match.txt
	diff -u ids.txt <(for f in piece.*; do hearts-export -e game "$f" | cut -f 1; done | awk 'NR == 1 || $0 != "id"')
	# hearts-select -i finds the game again.
	id=$(sed -n 6p ids.txt)
	hearts-select -i "$id" match.txt > five.txt
	cmp five.txt <(hearts-select -g 4 match.txt)
}

# bats test_tags=slow
@test "-R: hand rows back into records, as hearts-select -H writes them" {
	for f in match.txt two.txt omnibus.txt; do
		hearts-export "$f" | hearts-export -R > back.txt
		# -H keeps the comments that name the players; -R writes none
		cmp back.txt <(hearts-select -H -c "$f" | grep -v '^#')
	done
	# A hand in progress comes back as it was.
	hearts-deal -s 2026 | hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS | hearts-play 2C 6C 3C 4C 7C > part.txt
	hearts-export part.txt | hearts-export -R | cmp - part.txt
}

# bats test_tags=slow
@test "-R refuses a row that is not a hand of a game, with its line and its game" {
	hearts-export match.txt | awk -F'\t' -v OFS='\t' 'NR == 3 {$30 = $30 + 1} {print}' > moved.tsv
	run --separate-stderr hearts-export -R moved.tsv
	assert_equal "$status" 65
	[[ $stderr =~ ^hearts-export:\ moved.tsv:3:\ game\ [0-9a-f]{16},\ hand\ 2:\ .*score ]] || fail "$stderr"
	[ "$(printf '%s\n' "$output" | grep -c '^hearts')" -eq $(($(grep -c '^hand' match.txt) - 1)) ]
	hearts-export match.txt | sed -n '1p;2s/\t2C /\t3C /p' > twice.tsv
	run --separate-stderr hearts-export -R twice.tsv
	refuses 65 "twice.tsv:2: game [0-9a-f]{16}: played: 3C comes twice"
	hearts-export match.txt | sed -n '2p' > nohead.tsv
	run --separate-stderr hearts-export -R nohead.tsv
	refuses 65 "nohead.tsv:1: no header line"
	hearts-export match.txt | sed -n '1p;2s/\t1\t0\t/\t1\t/p' > short.tsv
	run --separate-stderr hearts-export -R short.tsv
	refuses 65 "short.tsv:2: .*the header's columns"
}

# no_card CARD: hand rows on stdin with CARD taken out of every dealt_
# cell of the first row after the header.
no_card() {
	awk -F'\t' -v OFS='\t' -v card="$1" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i ~ /^dealt_/) d[i] = 1 }
	    NR == 2 { for (i in d) { n = split($i, w, " "); $i = ""
	        for (k = 1; k <= n; k++) if (w[k] != card) $i = $i ($i == "" ? "" : " ") w[k] } }
	    NR <= 2 { print }'
}

# bats test_tags=slow
@test "-R refuses a row whose deal lacks a card (the 2C, which names the first leader) before writing anything" {
	hearts-export match.txt | no_card 2C > no2c.tsv
	run --separate-stderr hearts-export -R no2c.tsv
	refuses 65 "^hearts-export: no2c.tsv:2: game [0-9a-f]{16}: 2C is in no dealt_ cell: every card of the deck is dealt\$"
	hearts-export match.txt | no_card QS > noqs.tsv
	run --separate-stderr hearts-export -R noqs.tsv
	refuses 65 "^hearts-export: noqs.tsv:2: game [0-9a-f]{16}: QS is in no dealt_ cell: every card of the deck is dealt\$"
	hearts-export two.txt | no_card 2C > two.tsv
	run --separate-stderr hearts-export -R two.tsv
	refuses 65 "^hearts-export: two.tsv:2: game [0-9a-f]{16}: 2C is in no dealt_ cell nor aside: every card of the deck is dealt\$"
}

# with_rules TEXT: hand rows on stdin with the rules cell of the first
# row after the header made TEXT.
with_rules() {
	awk -F'\t' -v OFS='\t' -v rules="$1" 'NR == 2 { $4 = rules } NR <= 2 { print }'
}

@test "-R refuses a rules cell cut, partial or with an option twice, as the reader refuses such a rules line" {
	local std='players=4 queen-breaks-hearts=no moon=add jack-of-diamonds=off'
	hearts-deal -s 5 -o target=50 | hearts-export > rows.tsv
	# the rules as written are read back
	run --separate-stderr hearts-export -R rows.tsv
	assert_success
	assert_output "$(hearts-deal -s 5 -o target=50)"
	# past 319 bytes: refused, not cut to the default target
	with_rules "$std tie=play-on$(printf '%320s' '') target=50" < rows.tsv > long.tsv
	run --separate-stderr hearts-export -R long.tsv
	refuses 65 '^hearts-export: long.tsv:2: game [0-9a-f]{16}: rules: the cell is longer than 319 bytes, which no rules are$'
	with_rules 'players=4' < rows.tsv > partial.tsv
	run --separate-stderr hearts-export -R partial.tsv
	refuses 65 '^hearts-export: partial.tsv:2: game [0-9a-f]{16}: rules: the cell does not state queen-breaks-hearts \(a row states every option, as a record does\)$'
	with_rules "$std target=100 tie=play-on target=50" < rows.tsv > twice.tsv
	run --separate-stderr hearts-export -R twice.tsv
	refuses 65 '^hearts-export: twice.tsv:2: game [0-9a-f]{16}: rules: the option target is given twice$'
}

# bats test_tags=slow
@test "bad input: bad records, missing files, bad options" {
	{ hearts-deal -s 1; hearts-deal -s 2 | sed '/^deal N/s/ [^ ]*$//'; } > bad.txt
	run --separate-stderr hearts-export bad.txt
	assert_equal "$status" 65
	[ "${#lines[@]}" -eq 2 ]
	[[ $stderr =~ ^hearts-export:\ bad.txt:[0-9]+:\ game\ 1\ \(seed\ 2\),\ hand\ 1: ]] || fail "$stderr"
	run --separate-stderr hearts-export -R nothing.tsv
	refuses 66 "nothing.tsv"
	# an input that is all missing or bad: not even the header on stdout
	run --separate-stderr hearts-export nothing.txt
	refuses 66 "^hearts-export: nothing.txt: No such file or directory$"
	hearts-deal -s 2 | sed '/^deal N/s/ [^ ]*$//' > allbad.txt
	run --separate-stderr hearts-export -e card allbad.txt
	refuses 65 "^hearts-export: allbad.txt:[0-9]+: game 0 \(seed 2\)"
	# no records and nothing wrong: the header, the columns of no rows
	run --separate-stderr hearts-export /dev/null
	assert_success
	assert_output --regexp '^id	hand	players	'
	# a good record beside a missing file: its rows, and 66
	run --separate-stderr hearts-export match.txt nothing.txt
	assert_equal "$status" 66
	[ "${#lines[@]}" -gt 1 ]
	run --separate-stderr hearts-export -e deal match.txt
	refuses_usage "-e deal"
}

# bats test_tags=slow
# bats test_tags=slow
# bats test_tags=slow
@test "the same output as before, byte for byte, over a fixed stream of every kind (tests/data/corpus-golden.sh)" {
	mkdir golden && cd golden
	TOP=$TOP sh "$TOP/tests/data/corpus-golden.sh" hearts-export > got.txt
	diff -u <(grep " hearts-export\( \|$\)" "$TOP/tests/data/corpus-golden.txt") got.txt
}
