#!/usr/bin/env bats
# -j of hearts-check, hearts-select, hearts-stats and hearts-export: a
# file read in pieces by several processes writes, on stdout and on
# stderr, byte for byte what one process writes, and exits the same;
# over a stream of good and bad records of every kind, cut in as many
# places as a number of jobs makes.

load helper

# A stream with something of everything a reader meets, the same each
# run: games of a match with its comments (named players, lines after
# each game), the same games on one line each, and records cut short,
# with a line changed, with comments before or blank lines after, in
# CRLF, a view, a line not of a record.  Every 9th game is cut short,
# every 11th has a card made a word, and so on.
setup_file() {
	cd "$BATS_FILE_TMPDIR" || exit 1
	hearts-match -d 12 -s 5 -f games.txt random simple random simple \
	    > /dev/null 2>&1
	hearts-check -1 games.txt > one.txt 2> /dev/null
	hearts-deal -s 3 | hearts-view -s N > view.txt
	awk -v one=one.txt -v view=view.txt '
		function flush(   k, cut) {
			if (rec == "")
				return
			k++; n++
			if (n % 9 == 0) {
				cut = int(length(rec) / 2)
				rec = substr(rec, 1, cut)
				sub(/[^\n]*$/, "", rec)
			} else if (n % 11 == 0)
				sub(/\ntrick [NESW] [^ ]+/, "\ntrick N card", rec)
			else if (n % 13 == 0)
				rec = "# a comment before\n" rec
			else if (n % 7 == 0)
				rec = rec "\n# trailing\n"
			else if (n % 17 == 0)
				gsub(/\n/, "\r\n", rec)
			printf "%s", rec
			if (n % 5 == 0 && (getline l < one) > 0)
				print l
			if (n % 23 == 0)
				print "not a record line"
			if (n == 20)
				while ((getline l < view) > 0)
					print l
			rec = ""
		}
		/^hearts 1$/ || /^# game [0-9]+:/ { if (!inrec) flush() }
		{ inrec = 0 }
		/^hearts 1$/ { inrec = 1 }
		{ rec = rec $0 "\n" }
		END { flush() }
	' games.txt > mixed.txt
	# The same, then a line past the reader's limit: the stream ends there.
	{ head -n 900 mixed.txt; printf '%05000d\n' 0; tail -n 300 mixed.txt; } \
	    > ended.txt
}

setup() {
	cd "$BATS_FILE_TMPDIR" || exit 1
}

# same PROGRAM ARGS...: PROGRAM with ARGS, and with -j 2, 3, 4, 7 and 16
# before them, writes the same stdout and stderr and exits the same; each
# reads the file $STDIN as stdin, if set.
same() {
	local prog=$1 in=${STDIN:-/dev/null} j rc jrc
	shift
	"$prog" "$@" < "$in" > one.out 2> one.err && rc=0 || rc=$?
	for j in 2 3 4 7 16; do
		"$prog" -j "$j" "$@" < "$in" > j.out 2> j.err && jrc=0 || jrc=$?
		assert_equal "$jrc" "$rc"
		cmp one.out j.out || fail "$prog -j $j $*: stdout differs"
		cmp one.err j.err || fail "$prog -j $j $*: stderr differs"
	done
}

@test "the stream has good and bad records of every kind, and -j cuts it where records begin" {
	run hearts-check mixed.txt
	assert_failure 65
	assert_output --partial 'a new record begins before'
	assert_output --partial "a record begins with the line 'hearts 1', not 'not'"
	assert_output --partial 'N leads the first trick'
	run hearts-select -C mixed.txt
	assert_output --partial "this is N's view"
	run hearts-check -q mixed.txt ended.txt
	assert_failure 65
	# Each cut before a record's first line, the first piece at 0.
	run "$TOP/tests/pieces" mixed.txt 16
	assert_success
	[ "${#lines[@]}" -ge 8 ] || fail "only ${#lines[@]} pieces of 16"
	assert_line --index 0 --regexp '^0	'
	for line in "${lines[@]:1}"; do
		[[ $line =~ ^[0-9]+$'\t'hearts\ 1 ]] || fail "a cut at: $line"
	done
	# Never after a comment or a blank line, which a record keeps.
	for line in "${lines[@]:1}"; do
		at=${line%%$'\t'*}
		before=$(head -c "$at" mixed.txt | tail -n 1)
		[[ -n ${before//[[:space:]]/} && $before != \#* ]] ||
		    fail "a cut after '$before'"
	done
}

@test "hearts-check -j: the same messages, records and sums" {
	same hearts-check mixed.txt
	same hearts-check -q mixed.txt
	same hearts-check -g mixed.txt
	same hearts-check -b mixed.txt
	same hearts-check -c mixed.txt
	same hearts-check -1 mixed.txt
	same hearts-check -S mixed.txt
}

@test "hearts-check -j: several files, one missing, stdin, and a stream that ends at a line too long" {
	same hearts-check mixed.txt missing.txt one.txt
	STDIN=mixed.txt same hearts-check -g one.txt - mixed.txt
	same hearts-check ended.txt mixed.txt
	same hearts-check -b ended.txt
	run hearts-check ended.txt
	assert_output --partial 'the line is longer than 4096 bytes'
}

@test "hearts-select -j: the same records, hands and counts" {
	same hearts-select mixed.txt
	same hearts-select -c -Q N mixed.txt one.txt
	same hearts-select -1 -v -Q N mixed.txt
	same hearts-select -H -N 2 mixed.txt
	same hearts-select -C -m any mixed.txt ended.txt
	same hearts-select -g 3-20 mixed.txt
}

@test "hearts-stats -j: the same tables, by seat and by bot" {
	same hearts-stats mixed.txt
	same hearts-stats -b mixed.txt one.txt
	same hearts-stats -c -T mixed.txt
	same hearts-stats -D total mixed.txt
	same hearts-stats -b -S ended.txt
}

@test "hearts-export -j: the same rows, and one header" {
	same hearts-export mixed.txt
	same hearts-export -e card mixed.txt one.txt
	same hearts-export -J -e trick mixed.txt
	same hearts-export -e game ended.txt
	run hearts-export -j 4 mixed.txt
	assert_equal "$(grep -c '^id	' <<< "$output")" 1
}

@test "-j: an empty file, a last line without its end, a byte order mark" {
	: > empty.txt
	head -c -1 games.txt > unended.txt
	{ printf '\357\273\277'; cat games.txt; } > bom.txt
	for prog in hearts-check hearts-select hearts-stats hearts-export; do
		same "$prog" empty.txt
		same "$prog" unended.txt
		same "$prog" bom.txt
	done
}

@test "-j: a stdout that fails, or that goes away, ends the program as one process ends" {
	local args
	for args in "hearts-check -g" "hearts-check -c" hearts-select \
	    "hearts-export -e card"; do
		$args mixed.txt > /dev/full 2> one.err && rc=0 || rc=$?
		assert_equal "$rc" 74
		$args -j 4 mixed.txt > /dev/full 2> j.err && rc4=0 || rc4=$?
		assert_equal "$rc4" 74
		cmp one.err j.err
	done
	run bash -c 'hearts-check -j 4 -g mixed.txt 2> /dev/null | head -c 10 > /dev/null; echo "${PIPESTATUS[0]}"'
	assert_output 141
}

@test "-j: its range, and where it cannot apply" {
	for prog in hearts-check hearts-select hearts-stats hearts-export; do
		run "$prog" -j 0 mixed.txt
		assert_failure 64
		assert_line --index 0 "$prog: -j 0: 1 to 64 jobs"
		run "$prog" -j 65 mixed.txt
		assert_failure 64
	done
	run hearts-check -j 2 -m mixed.txt
	assert_failure 64
	run hearts-stats -j 2 -m mixed.txt
	assert_failure 64
	run hearts-export -j 2 -R mixed.txt
	assert_failure 64
	run hearts-select -j 2 -X 5 -f part mixed.txt
	assert_failure 64
	assert_line --index 0 'hearts-select: -X fills its files in the order read: not with -j'
	assert_equal "$(ls part.* 2> /dev/null | wc -l)" 0
}
