#!/usr/bin/env bats
# What hearts-match gives bot authors (issue: bots that stay running, a
# referee that serves bot authors): every distinct seating (-A), the
# difference between bots by deal, CPU time, the decision in the log
# and a time-out's position, short names, a time per bot; the example
# bots persistent, dying and hanging; program bots in hearts-pass,
# hearts-play and the game hearts.

load helper

BOTS=$TOP/tests/bots
EXBOTS=$TOP/examples/bots

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# seatings FILE: the seatings of the games of a record file, one a line.
seatings() {
	sed -n 's/^# game [0-9]*: deal [0-9]*, //p' "$1"
}

# lowest: the C example bot, built as the tests build against the tree.
build_lowest() {
	# shellcheck disable=SC2046 # pkg-config's words are flags
	cc -std=c11 -Wall -Wextra -Werror $(san_flags) -I"$TOP/libhearts" -o lowest \
	    "$EXBOTS/lowest.c" "$TOP/libhearts/libhearts.a" \
	    $(pkg-config --libs libbsd-overlay) -lm
}

# bats test_tags=slow
@test "-A: two bots against two sit side by side and across, each deal in all 6 seatings" {
	run --separate-stderr hearts-match -s 3 -d 2 -f rot.txt simple random simple random
	assert_success
	# The rotations: simple and random always across from each other.
	assert_equal "$(seatings rot.txt | sort -u | wc -l)" 2
	run --separate-stderr hearts-match -A -s 3 -d 2 -f all.txt simple random simple random
	assert_success
	assert_equal "${stderr_lines[0]}" "hearts-match: 2 deals, each in 6 seatings: 12 games"
	# Every way to seat two of each, once a deal, each deal's in order.
	assert_equal "$(seatings all.txt | sort -u | wc -l)" 6
	assert_equal "$(seatings all.txt | head -n 6 | sort | uniq -d)" ""
	seatings all.txt | grep -qx 'N=simple E=simple S=random W=random'
	hearts-check -q all.txt
	# The same deal in every seating: hand 1's N in each game of deal 0.
	assert_equal "$(awk '/^# game [0-5]:/ { g = 1 } /^# game 6:/ { g = 0 }
	    /^hand / { h = $2 } g && h == 1 && /^deal N / { print }' all.txt |
	    sort -u | wc -l)" 1
	# Without -A the file is another match's, and is not resumed.
	run --separate-stderr hearts-match -s 3 -d 2 -f all.txt simple random simple random
	refuses 73 'it holds another match, not this one: remove it, or choose another file for -f'
	# An interrupted -A match resumes as one.
	head -n "$(grep -n '^# end of game 4$' all.txt | cut -d: -f1)" all.txt > half.txt
	run --separate-stderr hearts-match -A -s 3 -d 2 -f half.txt simple random simple random
	assert_success
	cmp <(grep -v ' ms ' all.txt) <(grep -v ' ms ' half.txt)
}

@test "-A: the distinct seatings of three bots and of five" {
	run --separate-stderr hearts-match -A -s 1 -d 1 -o target=20 random simple random strong:5
	assert_success
	assert_equal "${stderr_lines[0]}" "hearts-match: seed 1, 1 deal, each in 12 seatings: 12 games"
	run --separate-stderr hearts-match -A -s 1 -d 1 -n 5 -o target=10 -T random simple a=random b=random c=random
	assert_success
	assert_equal "${stderr_lines[0]}" "hearts-match: seed 1, 1 deal, each in 120 seatings: 120 games"
}

@test "the difference between bots is worked out deal by deal, with its interval" {
	hearts-match -s 4 -d 6 -o target=40 -T -f g.txt random simple strong:5 simple > t.tsv
	# Each deal: a bot's points a hand over its seats, less random's; the
	# mean and t(5) = 2.571 standard errors of these over the deals (Student's t, 6 deals).
	awk '
	    /^# game [0-9]*: deal/ { deal = $5 + 0; delete bot
		for (i = 6; i <= NF; i++) { split($i, kv, "="); bot[kv[1]] = kv[2] } }
	    /^score / { for (i = 2; i <= NF; i++) { split($i, kv, "=")
		pts[deal, bot[kv[1]]] += kv[2]; hands[deal, bot[kv[1]]]++ } }
	    END { for (b = 0; b < 2; b++) { name = b ? "strong:5" : "simple"
		s = sq = 0; n = 6
		for (d = 0; d < n; d++) {
			x = pts[d, name] / hands[d, name] - pts[d, "random"] / hands[d, "random"]
			s += x; sq += x * x }
		m = s / n; sd = sqrt((sq - s * s / n) / (n - 1))
		printf "%s %.4f %.4f\n", name, m, 2.571 * sd / sqrt(n) } }' g.txt > want
	for b in simple strong:5; do
		echo "$b $(col t.tsv "$b" diff_per_hand) $(col t.tsv "$b" diff_ci95)"
	done > got
	diff -u want got
	assert_equal "$(col t.tsv random diff_per_hand) $(col t.tsv simple diff_deals)" "NA 6"
	# The table for a person says the same, and what the interval is.
	hearts-match -s 4 -d 6 -o target=40 random simple strong:5 simple > t.txt 2>/dev/null
	grep -qx "simple - random: $(printf '%+.2f' "$(col t.tsv simple diff_per_hand)") ±$(printf '%.2f' "$(col t.tsv simple diff_ci95)") points a hand (95%, by deal, 6 deals)" t.txt
	# The record file gives the same table when it is resumed whole.
	run --separate-stderr hearts-match -s 4 -d 6 -o target=40 -T -f g.txt random simple strong:5 simple
	assert_equal "$(cut -f1-15,18- <<<"$output")" "$(cut -f1-15,18- t.tsv)"
}

# bats test_tags=slow,heavy
@test "NAME=BOT: a short name in the table, the record file and the log; one name, one bot" {
	run --separate-stderr hearts-match -s 2 -d 1 -o target=10 -T -f g.txt -l log \
	    "mine=$EXBOTS/lowest.sh" base=simple random random
	assert_success
	printf '%s\n' "$output" > t.tsv
	assert_equal "$(tail -n +2 t.tsv | cut -f1 | xargs)" "mine base random"
	seatings g.txt | head -n 1 | grep -qx 'N=mine E=base S=random W=random'
	grep -q "bots: mine=$EXBOTS/lowest.sh | base=simple | random | random\$" g.txt
	run --separate-stderr hearts-match -d 1 "a=$EXBOTS/lowest.sh" "a=$EXBOTS/careful.sh" simple simple
	refuses_usage "two bots of one name"
}

# bats test_tags=slow,heavy
@test "-t NAME=SECONDS: a program's own time; a time-out says its decision, to play it again" {
	# (times a loaded machine under the sanitizers keeps apart)
	export SLEEPY_SLEEP=4
	run --separate-stderr hearts-match -s 6 -d 1 -o target=10 -t 20 -t slow=2 -T -f g.txt -l log \
	    "slow=$BOTS/sleepy.sh" "quick=$BOTS/sleepy.sh --x" simple simple
	printf '%s\n' "$output" > t.tsv
	# Only slow is held to half a second: one time-out a game, its first pass.
	assert_equal "$(col t.tsv slow timeouts)" 4
	assert_equal "$(col t.tsv quick timeouts)" 0
	grep -q '(2 s) | quick=' g.txt
	# The log names each: the game, hand 1, the pass, the seat it sat in.
	run grep -c '^hearts-match: game [0-3], hand 1, pass, [NESW]: slow: timed out: no answer within 2 s$' log
	assert_output 4
	local g s
	while read -r g s; do
		seatings g.txt | sed -n "$((g + 1))p" | grep -qw "$s=slow"
	done < <(sed -n 's/^hearts-match: game \([0-9]*\), hand 1, pass, \([NESW]\): slow: timed out.*/\1 \2/p' log)
	run --separate-stderr hearts-match -d 1 -t nobody=2 simple simple simple simple
	refuses_usage "no program bot of that name"
}

# bats test_tags=slow,heavy
@test "CPU time a decision, beside the clock: a bot that waits uses little" {
	printf '%s\n' '#!/bin/sh' 'view=$(cat)' 'sleep 0.05' \
	    'printf "%s\n" "$view" | hearts-bot -b simple' > waits.sh
	printf '%s\n' '#!/bin/sh' 'view=$(cat)' \
	    "awk 'BEGIN { for (i = 0; i < 4000000; i++) s += i }'" \
	    'printf "%s\n" "$view" | hearts-bot -b simple' > works.sh
	chmod +x waits.sh works.sh
	hearts-match -s 1 -d 1 -o target=10 -T ./waits.sh ./works.sh simple simple > t.tsv
	local wc wu kc
	wc=$(col t.tsv ./waits.sh cpu_us_per_decision)
	wu=$(col t.tsv ./waits.sh us_per_decision)
	kc=$(col t.tsv ./works.sh cpu_us_per_decision)
	# Waiting 50 ms costs no CPU: the clock runs at least 40 ms ahead of
	# the CPU time.  Counting to 4000000 (some 60 ms here) does cost it.
	# Both bots start the same programs, whose CPU time is much larger
	# under a sanitizer or a loaded machine: hence differences, not ratios.
	awk -v wc="$wc" -v wu="$wu" -v kc="$kc" 'BEGIN { exit !(wu >= 50000 &&
	    wu - wc >= 40000 && kc - wc >= 20000) }' ||
	    fail "waits $wc of $wu us, works $kc us"
	# A persistent bot's, by its CPU clock.
	build_lowest
	hearts-match -s 1 -d 1 -T 'persistent:./lowest -p' simple simple simple > p.tsv
	awk -F'\t' 'NR == 2 { exit !($17 > 0) }' p.tsv
}

# bats test_tags=slow
@test "CPU time a decision of the built-in bots is CPU: no more than the process used, even on a shared core" {
	# One core shared with a busy loop: the clock runs about twice as
	# fast as hearts-match's CPU time, so a bot timed by the clock shows
	# more CPU than the whole process used.  The inequality holds under
	# a sanitizer and any load; the margin is the clock tick of times.
	local cpu busy
	cpu=$(taskset -pc $$ | sed 's/.*: //; s/[-,].*//')
	taskset -c "$cpu" sh -c 'while :; do :; done' &
	busy=$!
	bash -c 'taskset -c "$1" hearts-match -s 5 -d 1 -o target=30 -T \
	    strong strong:100 expert:4 simple > t.tsv; times' _ "$cpu" > times.txt
	kill "$busy"
	[[ $(sed -n 2p times.txt) =~ ^([0-9]+)m([0-9.]+)s\ ([0-9]+)m([0-9.]+)s$ ]] ||
	    fail "times: $(cat times.txt)"
	local used
	used=$(awk -v a="${BASH_REMATCH[1]}" -v b="${BASH_REMATCH[2]}" \
	    -v c="${BASH_REMATCH[3]}" -v d="${BASH_REMATCH[4]}" \
	    'BEGIN { print a * 60 + b + c * 60 + d }')
	awk -F'\t' -v used="$used" 'NR > 1 { n++; s += $15 * $17 / 1e6 }
	    END { printf "bots %.3f s of CPU, the process %.3f s\n", s, used
	    exit !(n == 4 && s > 0 && s <= used + 0.05) }' t.tsv
}

@test "the C bot, persistent: it dies halfway, is started again and the restart counted" {
	build_lowest
	run --separate-stderr hearts-match -s 5 -d 1 -T -l log \
	    "c=persistent:$BOTS/cut.sh $PWD/mark die 30 ./lowest -p" simple simple simple
	assert_success
	printf '%s\n' "$output" > t.tsv
	assert_equal "$(col t.tsv c crashes) $(col t.tsv c timeouts) $(col t.tsv c restarts)" "1 0 1"
	grep -q '^hearts-match: game [0-9]*, hand [0-9]*, \(pass\|trick [0-9]*\), [NESW]: c: crashed' log
	grep -q ': ./lowest: started again (restart 1)$\|: '"$BOTS"'/cut.sh: started again (restart 1)$' log
	# Its other decisions were its own: the same as it plays unhurt, but
	# for the game of the crash.
	(( $(col t.tsv c decisions) > 29 ))
}

# bats test_tags=slow
@test "the C bot, persistent: it stops answering, times out, is started again" {
	build_lowest
	run --separate-stderr hearts-match -s 5 -d 1 -t 2 -T -l log \
	    "c=persistent:$BOTS/cut.sh $PWD/mark hang 30 ./lowest -p" simple simple simple
	assert_success
	printf '%s\n' "$output" > t.tsv
	assert_equal "$(col t.tsv c timeouts) $(col t.tsv c crashes) $(col t.tsv c restarts)" "1 0 1"
	grep -q '^hearts-match: game [0-9]*, hand [0-9]*, \(pass\|trick [0-9]*\), [NESW]: c: timed out: no answer within 2 s$' log
	run pgrep -f "$PWD/mark"
	assert_failure
}

# bats test_tags=slow,heavy
@test "the shell bot, persistent: it dies halfway and stops answering, each counted once" {
	run --separate-stderr hearts-match -s 5 -d 1 -o target=10 -T -l log \
	    "sh=persistent:$BOTS/cut.sh $PWD/mark1 die 20 $EXBOTS/persistent.sh" simple simple simple
	assert_success
	printf '%s\n' "$output" > t.tsv
	assert_equal "$(col t.tsv sh crashes) $(col t.tsv sh restarts)" "1 1"
	# (a limit far above the shell bot's slowest answer on a loaded
	# machine under the sanitizers, so that only the hang times out)
	run --separate-stderr hearts-match -s 5 -d 1 -o target=10 -t 10 -T -l log \
	    "sh=persistent:$BOTS/cut.sh $PWD/mark2 hang 20 $EXBOTS/persistent.sh" simple simple simple
	assert_success
	printf '%s\n' "$output" > t.tsv
	assert_equal "$(col t.tsv sh timeouts) $(col t.tsv sh restarts)" "1 1"
}

# bats test_tags=slow
@test "hearts-pass -b and hearts-play -b seat a program, one-shot or persistent" {
	build_lowest
	hearts-deal -s 5 | hearts-pass -b NEW="$EXBOTS/lowest.sh" > one.txt
	hearts-deal -s 5 | hearts-pass -b "NEW=persistent:$EXBOTS/persistent.sh" > per.txt
	cmp one.txt per.txt
	# Each seat's pass is what lowest.sh makes of its view.
	for s in N E W; do
		assert_equal "$(grep "^pass $s " one.txt | cut -d' ' -f3-)" \
		    "$(hearts-view -s "$s" < one.txt | sed '/^pass /d' | "$EXBOTS/lowest.sh")"
	done
	hearts-pass one.txt S 2S 3S 6S > passed.txt
	hearts-play -b NEW="$EXBOTS/lowest.sh" passed.txt > a.txt
	hearts-play -b 'NEW=persistent:./lowest -p' passed.txt > b.txt
	hearts-play -b NEW=./lowest passed.txt > c.txt
	cmp a.txt b.txt
	cmp a.txt c.txt
	# They moved until S must: a card of S's ends the tricks so far.
	assert_equal "$(hearts-query turn a.txt)" S
	(( $(grep -c '^trick ' a.txt) >= 1 ))
}

# bats test_tags=slow
@test "a program of -b that fails: the record as it was, exit 1, what went wrong" {
	hearts-deal -s 5 | hearts-pass -b NEW="$EXBOTS/lowest.sh" > p.txt
	run --separate-stderr hearts-pass -b S="$BOTS/garbage.sh" p.txt
	refuses 1 "^hearts-pass: S \\($BOTS/garbage.sh\\): garbage: \"ZZ\": 'ZZ' is not a card\$"
	run --separate-stderr hearts-pass -b S="$BOTS/illegal.sh" p.txt
	refuses 1 "^hearts-pass: S \\($BOTS/illegal.sh\\): illegal: \"2C 3C 4C\": S cannot pass 2C 3C 4C: not in S's hand\$"
	printf '%s\n' '#!/bin/sh' 'echo "hearts-bot 1 dies"' 'exit 3' > dies.sh
	chmod +x dies.sh
	run --separate-stderr hearts-pass -b "S=persistent:./dies.sh" p.txt
	refuses 1 '^hearts-pass: S \(persistent:./dies.sh\): crashed: it exited with status 3$'
	hearts-pass p.txt S 2S 3S 6S > q.txt
	run --separate-stderr hearts-play -b NESW=./dies.sh q.txt
	refuses 1 '^hearts-play: [NESW] \(./dies.sh\): crashed: it exited with status 3$'

	run --separate-stderr hearts-pass -b S=nosuch p.txt
	refuses_usage '^hearts-pass: --bot S=nosuch: no such bot'
}

# bats test_tags=slow
@test "hearts: a person plays against their own bot, persistent or not" {
	export XDG_DATA_HOME=$BATS_TEST_TMPDIR/data
	# The game waits for the person, the bots passing only once the
	# person has (no input: saved as dealt).
	run hearts -s 5 -f g.txt -b "NEW=persistent:$EXBOTS/persistent.sh $BATS_TEST_TMPDIR" < /dev/null
	assert_success
	assert_line --partial "you are S, against N persistent:$EXBOTS/persistent.sh "
	hearts-deal -s 5 > want.txt
	# the record after the game's level (hearts(6), -L)
	assert_equal "$(head -n 1 g.txt)" "# hearts: level advanced"
	cmp want.txt <(sed 1d g.txt)
	# The person passes; the bots pass and play as hearts-pass -b and
	# hearts-play -b have them.
	echo "2S 3S 6S" | hearts -f g.txt -b "NEW=persistent:$EXBOTS/persistent.sh $BATS_TEST_TMPDIR" > /dev/null
	hearts-pass -b NEW="$EXBOTS/lowest.sh" want.txt > bots.txt
	hearts-pass bots.txt S 2S 3S 6S | hearts-play -b NEW="$EXBOTS/lowest.sh" > want2.txt
	cmp want2.txt <(sed 1d g.txt)
	# One seat's program, the others the built-in bot.
	run hearts -s 5 -f h.txt -b simple -b "E=$EXBOTS/lowest.sh" < /dev/null
	assert_line --partial "against N simple, E $EXBOTS/lowest.sh, W simple."
	# No persistent bot outlives the game.
	run pgrep -f "persistent.sh $BATS_TEST_TMPDIR"
	assert_failure
}

# bats test_tags=slow
@test "a bot's environment is hearts-match's own: PYTHONUNBUFFERED is not set for it, and hearts-match(1) says a persistent bot must flush" {
	printf '%s\n' '#!/bin/sh' 'echo "PYTHONUNBUFFERED ${PYTHONUNBUFFERED-unset}" >&2' \
	    'view=$(cat)' 'printf "%s\n" "$view" | hearts-bot -b simple' > env.sh
	chmod +x env.sh
	env -u PYTHONUNBUFFERED hearts-match -s 1 -d 1 -o target=5 -l env.log \
	    ./env.sh simple simple simple > /dev/null 2>&1
	assert_equal "$(unprefixed env.log | sort -u)" "PYTHONUNBUFFERED unset"
	PYTHONUNBUFFERED=yes hearts-match -s 1 -d 1 -o target=5 -l env2.log \
	    ./env.sh simple simple simple > /dev/null 2>&1
	assert_equal "$(unprefixed env2.log | sort -u)" "PYTHONUNBUFFERED yes"
	# the page says so, and what a persistent bot must do
	grep -q '^\.Ev PYTHONUNBUFFERED$' "$TOP/man/hearts-match.1"
	grep -q 'persistent program must flush each answer' "$TOP/man/hearts-match.1"
}
