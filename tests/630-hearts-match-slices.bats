#!/usr/bin/env bats
# hearts-match -g, -k and -m: a match played in slices, each to a record
# file that says which slice of which match it holds, and put together
# again into the table and the file of one run; slices of another match,
# a slice twice, a missing one, a damaged or unfinished file refused with
# their file and line; a slice resumed as a match is.
#
# The matches are small (random and simple bots, target 30) so that a
# whole file of tests takes seconds.

load helper

setup() {
	D=$BATS_TEST_TMPDIR
	ARGS=(-s 11 -d 5 -o target=30 simple random simple random)
}

# match ARG...: the test's match, with more options.
match() {
	hearts-match "$@" "${ARGS[@]}"
}

# masked FILE: the record file with each seat's time taken out.
masked() {
	sed -E 's/ ms [0-9.]+ / ms - /' "$1"
}

# table TSV: the -T table without the clock and CPU time a decision.
table() {
	cut -f1-15,18- "$1"
}

# slices N: the match in N shards, D/sN.K, and the whole of it, D/whole.
slices() {
	local k
	match -T -f "$D/whole" >"$D/whole.tsv" 2>/dev/null
	for ((k = 1; k <= $1; k++)); do
		match -k "$k/$1" -f "$D/s$1.$k" >/dev/null 2>&1
	done
}

# line_of FILE REGEX: the number of the first line of FILE that matches.
line_of() {
	grep -n -m 1 -E "$2" "$1" | cut -d: -f1
}

@test "-k K/N: N slices that put together are the match of one run, records and table" {
	slices 3
	# each file says which games it holds, after the match's own line
	assert_equal "$(head -n 1 "$D/s3.2")" "$(head -n 1 "$D/whole")"
	assert_equal "$(sed -n 2p "$D/s3.1")" "# hearts-match: games 0-5 of 20"
	assert_equal "$(sed -n 2p "$D/s3.2")" "# hearts-match: games 6-12 of 20"
	assert_equal "$(sed -n 2p "$D/s3.3")" "# hearts-match: games 13-19 of 20"
	# every slice checks as it is
	hearts-check -q "$D/s3.1" "$D/s3.2" "$D/s3.3"
	# in any order
	run --separate-stderr hearts-match -m -T -f "$D/merged" "$D/s3.3" "$D/s3.1" "$D/s3.2"
	assert_success
	assert_equal "$stderr" ""
	printf '%s\n' "$output" >"$D/merged.tsv"
	assert_equal "$(table "$D/merged.tsv")" "$(table "$D/whole.tsv")"
	assert_equal "$(masked "$D/merged")" "$(masked "$D/whole")"
	# the whole file's table without -f, and the one for a person
	run --separate-stderr hearts-match -m "$D/s3.1" "$D/s3.2" "$D/s3.3"
	assert_success
	assert_line --index 0 --regexp '^bot +hands +points/hand'
	assert_line --index 3 --regexp '^random - simple: [-+][0-9.]+ ±[0-9.]+ points a hand \(95%, by deal, 5 deals\)$'
	assert_equal "${#lines[@]}" 4
}

# bats test_tags=slow
@test "-g FIRST-LAST: ranges put together, and a whole match's file is a slice of all its games" {
	slices 1
	match -g 0-7 -f "$D/a" >/dev/null 2>&1
	match -g 8-19 -f "$D/b" >/dev/null 2>&1
	assert_equal "$(sed -n 2p "$D/b")" "# hearts-match: games 8-19 of 20"
	run --separate-stderr hearts-match -m -T "$D/b" "$D/a"
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(table "$D/t")" "$(table "$D/whole.tsv")"
	# -g and -k together: the shards of the range
	match -g 8-19 -k 2/2 -f "$D/b2" >/dev/null 2>&1
	assert_equal "$(sed -n 2p "$D/b2")" "# hearts-match: games 14-19 of 20"
	# the whole range, or one shard, is the whole match: no second line
	match -g 0-19 -f "$D/all" >/dev/null 2>&1
	match -k 1/1 -f "$D/one" >/dev/null 2>&1
	assert_equal "$(masked "$D/all")" "$(masked "$D/whole")"
	assert_equal "$(masked "$D/one")" "$(masked "$D/whole")"
	run --separate-stderr hearts-match -m -T "$D/whole"
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(table "$D/t")" "$(table "$D/whole.tsv")"
}

@test "a slice's table is that of its games, and -j plays it the same" {
	match -k 2/4 -T -f "$D/a" >"$D/a.tsv" 2>"$D/err"
	grep -qx 'hearts-match: 5 deals, each in 4 seatings: 20 games; this slice: games 5-9' "$D/err"
	match -k 2/4 -T -j 3 -f "$D/b" >"$D/b.tsv" 2>/dev/null
	assert_equal "$(masked "$D/a")" "$(masked "$D/b")"
	assert_equal "$(table "$D/a.tsv")" "$(table "$D/b.tsv")"
	# 5 games of 4 seats, 2 bots of 2 seats each: 10 games a bot
	assert_equal "$(cut -f 1,5 "$D/a.tsv" | tail -n +2)" $'simple\t10\nrandom\t10'
}

@test "resume: a slice cut in a game, or after its first line, ends as the slice played whole" {
	slices 2
	local size
	size=$(wc -c <"$D/s2.2")
	head -c "$((size / 2))" "$D/s2.2" >"$D/cut"
	# put together now, it is refused: the slice is not played to its end
	run --separate-stderr hearts-match -m "$D/s2.1" "$D/cut"
	local at
	at=$(($(grep -n '^# end of game' "$D/cut" | tail -n 1 | cut -d: -f1) + 1))
	refuses 65 "^hearts-match: $D/cut:$at: game [0-9]+ is cut short: the slice was not played to its end \(the same hearts-match command resumes it\)\$"
	# the same command resumes it
	match -k 2/2 -f "$D/cut" >/dev/null 2>&1
	assert_equal "$(masked "$D/cut")" "$(masked "$D/s2.2")"
	head -n 1 "$D/s2.2" >"$D/first"
	match -k 2/2 -f "$D/first" >/dev/null 2>&1
	assert_equal "$(masked "$D/first")" "$(masked "$D/s2.2")"
	run --separate-stderr hearts-match -m -T "$D/s2.1" "$D/cut"
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(table "$D/t")" "$(table "$D/whole.tsv")"
}

@test "resume: a slice's file with another slice, or the whole match, is refused and left as it was" {
	slices 2
	cp "$D/s2.2" "$D/before"
	run --separate-stderr match -k 1/2 -f "$D/s2.2"
	refuses 73 "^hearts-match: $D/s2.2:2: it holds another match or slice, not this slice: remove it, or choose another file for -f \(its second line is not \"# hearts-match: games 0-9 of 20\"\)\$"
	run --separate-stderr match -f "$D/s2.2"
	refuses 65 "^hearts-match: $D/s2.2:2: cannot resume: it holds games 10-19 of the match alone: resume it with --games 10-19\$"
	run --separate-stderr match -k 2/2 -f "$D/whole"
	refuses 73 "^hearts-match: $D/whole:2: it holds another match or slice, not this slice: remove it"
	cmp "$D/s2.2" "$D/before"
}

# bats test_tags=slow
@test "-m refuses slices of another match, a slice twice, overlapping or missing ones, with file and line, and writes nothing" {
	slices 4
	hearts-match -s 12 -d 5 -o target=30 -k 3/4 -f "$D/other" simple random simple random >/dev/null 2>&1
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s4.1" "$D/s4.2" "$D/other" "$D/s4.4"
	refuses 65 "^hearts-match: $D/other:1: a slice of another match than $D/s4.1's: its first line is not the same\$"
	cp "$D/s4.2" "$D/copy"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s4.1" "$D/s4.2" "$D/s4.3" "$D/copy" "$D/s4.4"
	refuses 65 "^hearts-match: $D/(copy|s4.2):2: games 5-9 twice: $D/(copy|s4.2) holds them too\$"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s4.1" "$D/s4.2" "$D/s4.4"
	refuses 65 "^hearts-match: $D/s4.4:2: games 10-14 are missing: no file holds them \(this one holds games 15-19\)\$"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s4.2" "$D/s4.3" "$D/s4.4"
	refuses 65 "^hearts-match: $D/s4.2:2: games 0-4 are missing: the first slice holds games 5-9\$"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s4.1" "$D/s4.2" "$D/s4.3"
	refuses 65 "^hearts-match: $D/s4.3:2: games 15-19 are missing: the last slice holds games 10-14 of 20\$"
	match -g 8-12 -f "$D/over" >/dev/null 2>&1
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s4.1" "$D/s4.2" "$D/over" "$D/s4.3" "$D/s4.4"
	refuses 65 "^hearts-match: $D/over:2: games 8-12 overlap games 5-9 of $D/s4.2\$"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s4.1" "$D/whole"
	refuses 65 "^hearts-match: $D/whole:1: games 0-19 overlap games 0-4 of $D/s4.1\$"
	[[ ! -e $D/out ]]
	ls "$D" | grep -q '^out\.' && fail "a temporary file is left: $(ls "$D")"
	true
}

# bats test_tags=slow
@test "-m refuses a damaged slice with its file and line: a card, an end line, a seat's line, a header, junk after it" {
	slices 2
	local n
	# a card the rules refuse, in game 11's first trick
	n=$(($(line_of "$D/s2.2" '^# game 11:') + 13))
	sed "${n}s/^trick \([NESW]\) [^ ]* /trick \1 QS /" "$D/s2.2" >"$D/bad"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s2.1" "$D/bad"
	refuses 65 "^hearts-match: $D/bad:$n: game 11, hand 1, trick 1: "
	# an end line out of place
	sed 's/^# end of game 12$/# end of game 13/' "$D/s2.2" >"$D/bad"
	n=$(line_of "$D/bad" '^# end of game 13$')
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s2.1" "$D/bad"
	refuses 65 "^hearts-match: $D/bad:$n: the end line of game 13 where game 12 ends\$"
	# a seat's line
	n=$(line_of "$D/s2.2" '^# game 14 seat E:')
	sed "${n}s/decisions/choices/" "$D/s2.2" >"$D/bad"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s2.1" "$D/bad"
	refuses 65 "^hearts-match: $D/bad:$n: game 14: a seat's line is "
	# the second line
	sed '2s/of 20/of 21/' "$D/s2.2" >"$D/bad"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s2.1" "$D/bad"
	refuses 65 "^hearts-match: $D/bad:2: games 10-19 of 21, but the match has 20 games\$"
	sed '2s/games 10-19/games 10-x/' "$D/s2.2" >"$D/bad"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s2.1" "$D/bad"
	refuses 65 "^hearts-match: $D/bad:2: a slice's second line is "
	# the first line: not a match's, or its bots cut
	hearts-deal -s 1 >"$D/deal"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/deal"
	refuses 65 "^hearts-match: $D/deal:1: not a match's record file: its first line is not the one hearts-match -f writes\$"
	sed '1s/ | random$//' "$D/s2.1" >"$D/bad"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/bad" "$D/s2.2"
	refuses 65 "^hearts-match: $D/bad:1: its first line names fewer bots for 4 seats\$"
	# junk after the last game, and a game past the slice
	{ cat "$D/s2.2"; echo "# a note"; } >"$D/bad"
	n=$(wc -l <"$D/bad")
	run --separate-stderr hearts-match -m -f "$D/out" "$D/s2.1" "$D/bad"
	refuses 65 "^hearts-match: $D/bad:$n: lines after the slice's last game, 19\$"
	{ head -n 2 "$D/s2.1"; sed -n '/^# game 0:/,$p' "$D/s2.2"; } >"$D/bad"
	run --separate-stderr hearts-match -m -f "$D/out" "$D/bad" "$D/s2.2"
	assert_equal "$status" 65
	[[ ! -e $D/out ]]
}

# bats test_tags=slow
@test "-m: a file that cannot be opened is 66; usage errors are 64 and nothing is written" {
	slices 2
	run --separate-stderr hearts-match -m "$D/s2.1" "$D/nothing"
	refuses 66 "^hearts-match: $D/nothing: No such file or directory\$"
	run --separate-stderr hearts-match -m
	refuses_usage "^hearts-match: -m: name the record files of the match's slices\$"
	run --separate-stderr hearts-match -m -s 3 "$D/s2.1" "$D/s2.2"
	refuses_usage "^hearts-match: -m takes the match from its files: only -f and -T go with it\$"
	run --separate-stderr hearts-match -m -f "$D/s2.1" "$D/s2.1" "$D/s2.2"
	refuses_usage "^hearts-match: -f .*: one of the slices; the whole match goes to a file of its own\$"
	local bad
	for bad in 5 5- -5 5-3 a-b 0-20; do
		run --separate-stderr match -g "$bad"
		refuses_usage "^hearts-match: -g $bad: "
	done
	for bad in 0/4 5/4 1 1/0 x/y 1/21; do
		run --separate-stderr match -k "$bad"
		refuses_usage "^hearts-match: -k $bad: "
	done
	run --separate-stderr hearts-match -s 1 -d 5 -k 1/2 -P 0,50 simple random simple random
	refuses_usage "^hearts-match: -P decides in the order of the games"
	[[ ! -e $D/s2.1.tmp ]]
}

@test "--games, --shard and --merge are the long names" {
	slices 2
	match --games 10-19 -f "$D/g" >/dev/null 2>&1
	match --shard 2/2 -f "$D/k" >/dev/null 2>&1
	assert_equal "$(masked "$D/g")" "$(masked "$D/k")"
	assert_equal "$(masked "$D/g")" "$(masked "$D/s2.2")"
	run --separate-stderr hearts-match --merge --tsv "$D/s2.1" "$D/g"
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(table "$D/t")" "$(table "$D/whole.tsv")"
}

@test "-m -f -: the whole file on stdout, the table on stderr; -f over a file replaces it whole, with the usual mode" {
	slices 2
	run --separate-stderr hearts-match -m -T -f - "$D/s2.1" "$D/s2.2"
	assert_success
	printf '%s\n' "$output" >"$D/out"
	assert_equal "$(masked "$D/out")" "$(masked "$D/whole")"
	printf '%s\n' "$stderr" >"$D/t"
	assert_equal "$(table "$D/t")" "$(table "$D/whole.tsv")"
	echo old >"$D/file"
	chmod 644 "$D/file"
	(umask 022 && hearts-match -m -f "$D/file" "$D/s2.1" "$D/s2.2" >/dev/null)
	assert_equal "$(masked "$D/file")" "$(masked "$D/whole")"
	assert_equal "$(stat -c %a "$D/file")" 644
}

# bats test_tags=slow
@test "-m: slices of a match with -A, named bots and a bot's own time are that match of one run" {
	local bot="me=persistent:$D/lowest -p" k
	cc -std=c11 $(san_flags) -I"$TOP/libhearts" -o "$D/lowest" \
	    "$TOP/examples/bots/lowest.c" "$TOP/libhearts/libhearts.a" \
	    $(pkg-config --libs libbsd-overlay) -lm
	set -- -A -s 4 -d 1 -o target=30 -t me=5 "$bot" "$bot" simple random
	hearts-match -T -f "$D/whole" "$@" >"$D/whole.tsv" 2>/dev/null
	for k in 1 2 3; do
		hearts-match -k "$k/3" -f "$D/s$k" "$@" >/dev/null 2>&1
	done
	run --separate-stderr hearts-match -m -T -f "$D/merged" "$D/s1" "$D/s2" "$D/s3"
	assert_success
	printf '%s\n' "$output" >"$D/merged.tsv"
	# 1 deal in the 12 distinct seatings of me, me, simple, random
	assert_equal "$(grep -c '^end$' "$D/merged")" 12
	assert_line --index 1 --regexp $'^me\t'
	assert_equal "$(table "$D/merged.tsv")" "$(table "$D/whole.tsv")"
	assert_equal "$(masked "$D/merged")" "$(masked "$D/whole")"
}

@test "-m refuses a slice whose comments seat other bots than the match's first line: its table would disagree with its records" {
	slices 2
	at=$(line_of "$D/s2.2" '^# game [0-9]+: deal')
	sed "${at}s/N=simple/N=random/" "$D/s2.2" > "$D/other"
	run --separate-stderr hearts-match -m "$D/s2.1" "$D/other"
	refuses 65 "^hearts-match: $D/other:$at: game [0-9]+: its comment seats random at N, but the match's first line seats simple there\$"
	sed "${at}s/ W=[a-z]*\$//" "$D/s2.2" > "$D/short"
	run --separate-stderr hearts-match -m "$D/s2.1" "$D/short"
	refuses 65 "^hearts-match: $D/short:$at: game [0-9]+: its comment seats no bot at W, but the match's first line seats [a-z]+ there\$"
	sed "${at}d" "$D/s2.2" > "$D/none"
	run --separate-stderr hearts-match -m "$D/s2.1" "$D/none"
	refuses 65 "^hearts-match: $D/none:$at: game [0-9]+: no comment names its seats' bots"
	# the files as played still merge
	run --separate-stderr hearts-match -m "$D/s2.1" "$D/s2.2"
	assert_success
}

@test "-m: a first line whose seed and deals are followed by no ' deals' is refused, not read past its end (fuzz/slices found it)" {
	slices 2
	{ head -n 1 "$D/s2.1" | sed 's/ deals,/ dealz,/'; sed 1d "$D/s2.1"; } > "$D/dz"
	run --separate-stderr hearts-match -m "$D/dz" "$D/s2.2"
	refuses 65 "^hearts-match: $D/dz:1: its first line is not the one hearts-match -f writes"
}
