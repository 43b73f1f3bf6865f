#!/usr/bin/env bats
# hearts-tourney: a pool of bots at the tables of a format, every deal at
# every table in every seating; the rating and the cross table against a
# known truth (a bot and its copy rate equal, random < simple < strong);
# the schedules' balance; -j, a resumed file and slices merged give the
# results of one run; JSON and TSV; usage errors.
#
# Games are short (a target of 50), the deals few, the strong bot's
# budget 20: each test takes a second or two.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
}

POOL=(a=random b=random c=simple d=simple e=random f=simple)

# tourney ARG...: hearts-tourney with short games.
tourney() {
	hearts-tourney -o target=50 "$@"
}

# field TSV BOT COLUMN: the ranking's COLUMN of BOT.
field() {
	awk -F'\t' -v bot="$2" -v col="$3" '
		NR == 1 { for (i = 1; i <= NF; i++) at[$i] = i; next }
		$0 == "" { exit }
		$2 == bot { print $at[col] }' "$1"
}

# pair TSV BOT OTHER COLUMN: the cross table's COLUMN of the pair.
pair() {
	awk -F'\t' -v bot="$2" -v other="$3" -v col="$4" '
		$0 == "" { on = 1; next }
		on && !seen++ { for (i = 1; i <= NF; i++) at[$i] = i; next }
		on && $1 == bot && $2 == other { print $at[col] }' "$1"
}

# below A B: true if the number A is below B.
below() {
	awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }'
}

# masked FILE: the record file without the times, which no two runs share.
masked() {
	sed -E 's/ ms [0-9.]+ / ms - /; s/ cpu (.): ms [0-9.]+/ cpu \1: ms -/' "$1"
}

@test "a bot and its exact copy rate equal within the interval; the random bots apart from them" {
	run --separate-stderr tourney -s 1 -d 10 -T simple copy=simple random r2=random
	assert_success
	printf '%s\n' "$output" > r.tsv
	# The pair's difference by deal holds 0 in its interval, by the fit
	# and where they met.
	below "$(pair r.tsv simple copy low)" 0
	below 0 "$(pair r.tsv simple copy high)"
	below "$(pair r.tsv simple copy fitted_low)" 0
	below 0 "$(pair r.tsv simple copy fitted_high)"
	# Each one's interval holds the other's rating.
	below "$(field r.tsv simple low)" "$(field r.tsv copy rating)"
	below "$(field r.tsv copy rating)" "$(field r.tsv simple high)"
	# And the simple bots are far better than the random ones.
	below "$(field r.tsv copy high)" "$(field r.tsv random low)"
	[ "$(pair r.tsv simple random better)" = 1.0000 ]
}

@test "two deals: the interval is Student's t's, 12.706 standard errors of the two deals' fits, not 1.96" {
	tourney -s 3 -d 2 -n 2 -T simple random > both.tsv 2> /dev/null
	tourney -s 3 -d 2 -n 2 -k 1/2 -f a.txt -T simple random > one.tsv 2> /dev/null
	tourney -s 3 -d 2 -n 2 -k 2/2 -f b.txt -T simple random > two.tsv 2> /dev/null
	local x1 x2 mean low
	x1=$(field one.tsv simple rating)
	x2=$(field two.tsv simple rating)
	mean=$(field both.tsv simple rating)
	low=$(field both.tsv simple low)
	# the mean of the deals' fits, less t(1) times its standard error
	awk -v a="$x1" -v b="$x2" -v m="$mean" -v l="$low" 'BEGIN {
		se = (a > b ? a - b : b - a) / 2
		exit !((m - (a + b) / 2)^2 < 1e-6 && (l - (m - 12.706 * se))^2 < 1e-6 && se > 0) }'
}

@test "random, simple and strong rank in that order, their ratings apart" {
	run --separate-stderr tourney -s 5 -d 4 -n 3 -T random simple strong:20
	assert_success
	printf '%s\n' "$output" > r.tsv
	assert_equal "$(cut -f2 r.tsv | sed -n 2,4p | tr '\n' ' ')" "strong:20 simple random "
	below "$(field r.tsv simple high)" "$(field r.tsv random low)"
	below "$(field r.tsv strong:20 rating)" "$(field r.tsv simple rating)"
	# The ratings are points a hand above the pool's mean: they sum to 0.
	awk -F'\t' 'NR > 1 && NR <= 4 { s += $3 } END { exit !(s < 1e-3 && s > -1e-3) }' r.tsv
	# Every bot played every game, at every seat of every deal.
	assert_equal "${stderr_lines[0]}" "hearts-tourney: seed 5, 3 bots, round-robin: 1 table, 4 deals, each at every table in 6 seatings: 24 games"
	[ "$(field r.tsv random games)" = 24 ]
}

@test "formats: every table, the first bot's gauntlet, and a balanced schedule where every pair meets as often" {
	run --separate-stderr tourney -s 2 -d 1 -R -f rr.txt "${POOL[@]}"
	assert_success
	[[ ${stderr_lines[0]} == *"6 bots, round-robin: 15 tables, 1 deal, each at every table in 4 seatings: 60 games" ]]
	run --separate-stderr tourney -s 2 -d 1 -R -F gauntlet -f g.txt "${POOL[@]}"
	assert_success
	[[ ${stderr_lines[0]} == *"gauntlet: 10 tables"* ]]
	# a sits at every table; every other bot at 6 of the 10
	[ "$(grep -c '^# game [0-9]*: deal.*=a\b' g.txt)" = 40 ]
	[ "$(grep -c '^# game [0-9]*: deal.*=b\b' g.txt)" = 24 ]
	bots=(); for i in 0 1 2 3 4 5 6; do bots+=("b$i=random"); done
	run --separate-stderr tourney -s 2 -d 1 -R -F balanced -f b.txt "${bots[@]}"
	assert_success
	[[ ${stderr_lines[0]} == *"7 bots, balanced: 7 tables, "* ]]
	# Each pair of the 21 at 2 tables (8 games of 4 seatings).
	grep '^# game [0-9]*: deal' b.txt |
	    sed -E 's/^[^,]*, //; s/[NESW]=//g' |
	    awk '{ n = split($0, b, " ")
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
			c[b[i] < b[j] ? b[i] " " b[j] : b[j] " " b[i]]++ }
		END { for (p in c) print c[p] }' | sort | uniq -c > pairs
	assert_equal "$(cat pairs)" "     21 8"
	# 8 bots: 1-rotational, 14 tables, each pair at 3 (12 games)
	bots+=(b7=random)
	run --separate-stderr tourney -s 2 -d 1 -R -F balanced -f b8.txt "${bots[@]}"
	assert_success
	[[ ${stderr_lines[0]} == *"8 bots, balanced: 14 tables"* ]]
	grep '^# game [0-9]*: deal' b8.txt |
	    sed -E 's/^[^,]*, //; s/[NESW]=//g' |
	    awk '{ n = split($0, b, " ")
		for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
			c[b[i] < b[j] ? b[i] " " b[j] : b[j] " " b[i]]++ }
		END { for (p in c) print c[p] }' | sort | uniq -c > pairs
	assert_equal "$(cat pairs)" "     28 12"
	# A pool as large as the seats is one table whatever the format.
	run --separate-stderr tourney -s 2 -d 1 -F balanced a=random b=random c=simple d=simple
	assert_success
	[[ ${stderr_lines[0]} == *"balanced: 1 table,"* ]]
	# Five bots: no family of fewer than the 5 tables of the round
	# robin, which are played, and the first line says so
	run --separate-stderr tourney -s 2 -d 1 -R -g 0-0 -F balanced "${bots[@]:0:5}"
	assert_success
	[[ ${stderr_lines[0]} == *"5 bots, balanced: 5 tables (every table: no fewer balanced found), "* ]]
}

@test "-j 2, a resumed file and slices merged give the results and the file of one run" {
	tourney -s 3 -d 2 -T -f one.txt "${POOL[@]}" > one.tsv 2> /dev/null
	tourney -s 3 -d 2 -T -j 2 -f two.txt "${POOL[@]}" > two.tsv 2> /dev/null
	cmp one.tsv two.tsv
	diff -u <(masked one.txt) <(masked two.txt)
	# cut short in a game, then resumed: the same
	n=$(grep -n '^# end of game 400$' one.txt | cut -d: -f1)
	head -n $((n + 9)) one.txt > cut.txt
	run --separate-stderr tourney -s 3 -d 2 -T -f cut.txt "${POOL[@]}"
	assert_success
	[[ ${stderr_lines[0]} == *", 401 of them played already in cut.txt" ]]
	assert_equal "$output" "$(cat one.tsv)"
	diff -u <(masked one.txt) <(masked cut.txt)
	# in three slices, put together
	for k in 1 2 3; do
		tourney -s 3 -d 2 -k $k/3 -f s$k.txt "${POOL[@]}" > /dev/null 2>&1
	done
	run --separate-stderr hearts-tourney -m -T -f whole.txt s3.txt s1.txt s2.txt
	assert_success
	assert_equal "$output" "$(cat one.tsv)"
	diff -u <(masked one.txt) <(masked whole.txt)
	# each program's -m refuses the other's files
	run --separate-stderr hearts-match -m one.txt
	refuses 65 "^hearts-match: one.txt:1: a tournament's file, not a match's: hearts-tourney -m reads it$"
	hearts-match -s 1 -d 1 -f match.txt simple simple random random > /dev/null 2>&1
	run --separate-stderr hearts-tourney -m match.txt
	refuses 65 "^hearts-tourney: match.txt:1: a match's file, not a tournament's: hearts-match -m reads it$"
	run --separate-stderr hearts-tourney -m s1.txt s2.txt
	refuses 65 "^hearts-tourney: s2.txt:2: games [0-9]+-[0-9]+ are missing"
	# another tournament's file is left alone
	run --separate-stderr tourney -s 4 -d 2 -f one.txt "${POOL[@]}"
	refuses 73 "^hearts-tourney: one.txt: it holds another match, not this one"
}

# bats test_tags=slow
@test "six bots, built-in and programs, one persistent: the ranking, the cross table, JSON" {
	cc -std=c11 $(san_flags) -I"$TOP/libhearts" -o lowest "$TOP/examples/bots/lowest.c" \
	    "$TOP/libhearts/libhearts.a" $(pkg-config --libs libbsd-overlay) -lm
	# The persistent program first: the gauntlet seats it at every table.
	pool=('mine=persistent:./lowest -p' random simple strong:5 'copy=persistent:./lowest -p' r2=random)
	run --separate-stderr tourney -s 6 -d 2 -n 3 -R -F gauntlet -t 30 -l log "${pool[@]}"
	assert_success
	assert_line --index 0 --regexp '^rank +bot +rating +95% interval +better +games'
	assert_line --regexp '^ +[1-6]  mine +[-0-9.]+ +[-0-9.]+ to [-0-9.]+ '
	assert_line --regexp '^head to head: '
	assert_line --regexp '^random +[-+][0-9.]+ ± ?[0-9.]+ +[0-9]+%'
	[ ! -s log ]
	# A program started for each decision (slow: two short games).
	run --separate-stderr hearts-tourney -s 6 -d 1 -n 2 -o target=20 -t 30 -l log lowest=./lowest simple
	assert_success
	assert_line --regexp '^ +[12]  lowest +[-0-9.]+ '
	[ ! -s log ]
	run --separate-stderr hearts-tourney -s 6 -d 2 -J -n 3 random simple s2=simple
	assert_success
	assert_equal "$(jq -r '.bots | map(.bot) | sort | join(" ")' <<< "$output")" "random s2 simple"
	assert_equal "$(jq '.pairs | length' <<< "$output")" 6
	assert_equal "$(jq '.games' <<< "$output")" 12
	jq -e '.pairs[] | select(.bot == "random" and .other == "simple") | .difference > 0' <<< "$output"
}

@test "-P: the first bot against the second where both sat; a stopped tournament's file plays no more" {
	args=(-s 1 -d 50 -P 0,200 -f sprt.txt strong:20 random simple s2=simple r2=random)
	run --separate-stderr tourney "${args[@]}"
	assert_success
	assert_line --regexp '^H1 accepted: [0-9]+-[0-9]+-[0-9]+ \(wins-draws-losses of strong:20 against random\), LLR [0-9.]+, stopped$'
	games=$(grep -c '^# end of game' sprt.txt)
	(( games < 6000 ))
	run --separate-stderr tourney "${args[@]}"
	assert_success
	[[ ${stderr_lines[0]} == *", $games of them played already in sprt.txt" ]]
	assert_line --regexp '^H1 accepted: '
	[ "$(grep -c '^# end of game' sprt.txt)" = "$games" ]
	# with -T, the verdict on stderr
	run --separate-stderr tourney -s 1 -d 1 -n 3 -T -P 0,200 simple s2=simple random
	assert_success
	[[ ${stderr_lines[1]} =~ ^(H1 accepted|H0 accepted|no decision):\ [0-9]+-[0-9]+-[0-9]+\ \(wins-draws-losses\ of\ simple\ against\ s2\) ]]
	[[ $output == rank* ]]
	run --separate-stderr tourney -k 1/2 -P 0,200 a=random b=random c=simple d=simple
	refuses_usage '^hearts-tourney: -P decides in the order of the games, from the first: not on a slice'
}

@test "-x: every line sent to each program and read from it, with the time and the decision" {
	cc -std=c11 $(san_flags) -I"$TOP/libhearts" -o lowest "$TOP/examples/bots/lowest.c" \
	    "$TOP/libhearts/libhearts.a" $(pkg-config --libs libbsd-overlay) -lm
	run --separate-stderr tourney -s 1 -d 1 -n 2 -o target=20 -t 30 -j 2 -x trace.txt -f games.txt \
	    'mine=persistent:./lowest -p' one=./lowest
	assert_success
	stamp='[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\.[0-9]{6}Z'
	# every line: a time, a decision, a bot, a direction
	run grep -Evc "^$stamp game [01], hand [0-9]+, (pass|trick [0-9]+), [NE]: (mine|one) [<>=] " trace.txt
	assert_output 0
	# the persistent one's question line, the one-shot one's environment
	grep -Eq "^$stamp game 0, hand 1, pass, N: mine > # ask pass N seed [0-9]+ time 30$" trace.txt
	grep -Eq "^$stamp game 0, hand 1, pass, E: one = HEARTS_ASK=pass HEARTS_SEAT=E HEARTS_SEED=[0-9]+ HEARTS_TIME=30$" trace.txt
	# the persistent one's start, its greeting, the end of each game
	grep -Eq "^$stamp game 0, hand 1, pass, N: mine = started: \./lowest -p$" trace.txt
	grep -Eq "^$stamp game 0, hand 1, pass, N: mine < hearts-bot 1 lowest$" trace.txt
	grep -Eq "^$stamp game 0, hand [0-9]+, trick 13, [NE]: mine > # over game 0$" trace.txt
	grep -Eq "^$stamp game 1, hand [0-9]+, trick 13, [NE]: mine > # over game 1$" trace.txt
	# as many answers as decisions, each the card the record has
	[ "$(grep ' < ' trace.txt | grep -vc ' < hearts-bot 1 ')" = "$(awk '/^# game [0-9]+ seat/ { n += $7 } END { print n }' games.txt)" ]
	pass=$(sed -n 's/^pass N //p' games.txt | head -n 1)
	grep -Eq "game 0, hand 1, pass, N: mine < $pass$" trace.txt
}

@test "-t NAME=SECONDS: a time for each program of a pool larger than a table" {
	cc -std=c11 $(san_flags) -I"$TOP/libhearts" -o lowest "$TOP/examples/bots/lowest.c" \
	    "$TOP/libhearts/libhearts.a" $(pkg-config --libs libbsd-overlay) -lm
	pool=() times=()
	for i in 1 2 3 4 5 6; do
		pool+=("p$i=persistent:./lowest -p")
		times+=(-t "p$i=$((20 + i))")
	done
	run --separate-stderr tourney -s 1 -d 1 -n 2 -o target=20 -F gauntlet -x trace.txt "${times[@]}" "${pool[@]}"
	assert_success
	# each bot told its own time in every question
	for i in 1 2 3 4 5 6; do
		grep -Eq ": p$i > # ask (pass|play) [NE] seed [0-9]+ time $((20 + i))\$" trace.txt
		run grep -Ec ": p$i > # ask .* time [0-9]+\$" trace.txt
		assert_equal "$output" "$(grep -Ec ": p$i > # ask .* time $((20 + i))\$" trace.txt)"
	done
	run --separate-stderr tourney "${times[@]}" -t p7=1 "${pool[@]}"
	refuses_usage '^hearts-tourney: -t p7=1: no program bot of that name$'
}

# bats test_tags=slow
@test "-c: a program's clock, told to it, kept by the referee; running out of it is a time-out" {
	cc -std=c11 $(san_flags) -I"$TOP/libhearts" -o lowest "$TOP/examples/bots/lowest.c" \
	    "$TOP/libhearts/libhearts.a" $(pkg-config --libs libbsd-overlay) -lm
	# a bot that takes 0.2 s a decision, and says what it was told
	cat > slow <<-'EOF'
	#!/bin/sh
	echo "$HEARTS_TIME" >> told
	sleep 0.2
	exec ./lowest
	EOF
	chmod +x slow
	run --separate-stderr tourney -s 1 -d 1 -n 2 -o target=20 -c 1+0.05 -l log -f games.txt slow=./slow simple
	[ "$status" = 1 ]	# it failed on most of its decisions
	[[ ${stderr_lines[-1]} == "hearts-tourney: slow FAILED on "* ]]
	head -n 1 games.txt | grep -q ', 10 s to decide, clock 1+0.05 s, every seating, round-robin, bots: '
	# told the whole clock at each game's start, then less and less
	[ "$(head -n 1 told)" = 1 ]
	[ "$(grep -cx 1 told)" = 2 ]
	awk '$1 != 1 && $1 >= prev { exit 1 } { prev = $1 }' told
	# a decision timed out on what was left of its clock (slowed by a
	# sanitizer, the bot may answer and still be running)
	grep -qE ': slow: timed out: (no answer|it answered .* but did not exit) within 0\.[0-9]* s' log
	grep -q ': slow: timed out: its clock ran out$' log
	# the simple bot played for it, and the games were played out
	[ "$(grep -c '^# end of game' games.txt)" = 2 ]
	# forfeit: the first time-out ends the game
	run --separate-stderr tourney -s 1 -d 1 -n 2 -o target=20 -c 1+0.05 -e forfeit -f forfeit.txt slow=./slow simple
	[ "$(grep -c '^# game [01] forfeit [NE]$' forfeit.txt)" = 2 ]
	run --separate-stderr hearts-tourney -c 0+1 a=random b=random c=simple d=simple
	refuses_usage '^hearts-tourney: -c 0\+1: write SECONDS\+INCREMENT'
}

@test "usage errors: 64, one line naming what is wrong, nothing on stdout" {
	run --separate-stderr hearts-tourney random simple strong
	refuses_usage '^hearts-tourney: name a pool of 4 to 64 bots for the 4 seats$'
	run --separate-stderr hearts-tourney random simple strong random
	refuses_usage '^hearts-tourney: random and random: two bots of one name \(NAME=BOT names a copy\)$'
	run --separate-stderr hearts-tourney -F swiss a=random b=random c=simple d=simple
	refuses_usage '^hearts-tourney: -F swiss: round-robin, gauntlet or balanced$'
	run --separate-stderr hearts-tourney -o target=none a=random b=random c=simple d=simple
	refuses_usage '^hearts-tourney: a tournament plays games to their end'
	run --separate-stderr hearts-tourney -m -d 3 x.txt
	refuses_usage '^hearts-tourney: -m takes the tournament from its files'
	run --separate-stderr hearts-tourney a=random b=random c=simple ./no-such-bot
	assert_equal "$status" 64
	assert_equal "$output" ""
	run --separate-stderr hearts-tourney -m no-such-file.txt
	refuses 66 '^hearts-tourney: no-such-file.txt: No such file'
}
