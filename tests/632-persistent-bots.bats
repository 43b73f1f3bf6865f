#!/usr/bin/env bats
# hearts-match with persistent bots (hearts(7), Persistent bots): started
# once, asked decision after decision; the same cards as the one-shot
# bot; a bot that dies halfway, stops answering, writes garbage or an
# illegal card is counted as a one-shot bot is, and started again when
# it must be; what the referee tells a bot, in both kinds.

load helper

BOTS=$TOP/tests/bots
EXBOTS=$TOP/examples/bots

setup() {
	cd "$BATS_TEST_TMPDIR"
}

# row TSV NAME: "illegal timeouts crashes garbage forfeits" of the bot
# whose name starts with NAME in the -T table.
row() {
	awk -F'\t' -v bot="$2" 'NR == 1 { for (i = 1; i <= NF; i++) c[$i] = i; next }
	    index($1, bot) == 1 { print $c["illegal"], $c["timeouts"],
	    $c["crashes"], $c["garbage"], $c["forfeits"] }' "$1"
}

# same A B: two -T tables agree but for the bots' names and their time.
same() {
	diff -u <(cut -f2-15 "$1") <(cut -f2-15 "$2")
}

# bats test_tags=slow,heavy
@test "the persistent shell bot plays the cards lowest.sh plays" {
	hearts-match -T -d 1 -s 5 -o target=10 "persistent:$EXBOTS/persistent.sh" simple simple simple > p.tsv
	hearts-match -T -d 1 -s 5 -o target=10 "$EXBOTS/lowest.sh" simple simple simple > o.tsv
	same o.tsv p.tsv
	run row p.tsv persistent:
	assert_output "0 0 0 0 0"
}

# bats test_tags=slow
@test "the persistent C bot plays the cards the one-shot C bot plays" {
	cc -std=c11 -Wall -Wextra -Werror $(san_flags) -I"$TOP/libhearts" -o lowest \
	    "$EXBOTS/lowest.c" "$TOP/libhearts/libhearts.a" \
	    $(pkg-config --libs libbsd-overlay) -lm
	hearts-match -T -d 3 -s 8 -o target=50 'persistent:./lowest -p' simple random simple > p.tsv
	hearts-match -T -d 3 -s 8 -o target=50 ./lowest simple random simple > o.tsv
	same o.tsv p.tsv
	run row p.tsv persistent:
	assert_output "0 0 0 0 0"
}

# bats test_tags=slow,heavy
@test "a persistent bot that dies halfway is counted a crash and started again" {
	hearts-match -T -d 1 -s 5 -o target=10 -t 30 -l log "persistent:$BOTS/persist-once.sh $PWD/mark die" \
	    simple simple simple > p.tsv
	run row p.tsv persistent:
	assert_output "0 0 1 0 0"
	run grep -c 'started again (restart 1)' log
	assert_output 1
	# Every other decision was its own: the games end, nothing forfeit.
	[ "$(grep -c . p.tsv)" -eq 3 ]
}

# bats test_tags=slow,heavy
@test "a persistent bot that stops answering times out and is started again" {
	hearts-match -T -d 1 -s 5 -o target=10 -t 3 -l log "persistent:$BOTS/persist-once.sh $PWD/mark silent" \
	    simple simple simple > p.tsv
	run row p.tsv persistent:
	assert_output "0 1 0 0 0"
	run grep -c 'started again (restart 1)' log
	assert_output 1
}

# bats test_tags=slow,heavy
@test "garbage and an illegal card are counted; the bot goes on, not started again" {
	hearts-match -T -d 1 -s 5 -o target=10 -t 30 -l log "persistent:$BOTS/persist-once.sh $PWD/mark1 garbage" \
	    simple simple simple > g.tsv
	run row g.tsv persistent:
	assert_output "0 0 0 1 0"
	hearts-match -T -d 1 -s 5 -o target=10 -t 30 -l log "persistent:$BOTS/persist-once.sh $PWD/mark2 illegal" \
	    simple simple simple > i.tsv
	run row i.tsv persistent:
	assert_output "1 0 0 0 0"
	run grep -c 'started again' log
	assert_output 0
}

# bats test_tags=slow,heavy
@test "a fault forfeits the game with -e forfeit, as for a one-shot bot" {
	hearts-match -T -d 1 -s 5 -o target=10 -t 30 -e forfeit "persistent:$BOTS/persist-once.sh $PWD/mark die" \
	    simple simple simple > p.tsv
	run row p.tsv persistent:
	assert_output "0 0 1 0 1"
}

# bats test_tags=slow
@test "a persistent bot that greets wrongly is refused every time it starts" {
	# A bot that fails every decision makes the match exit 1.
	run -1 hearts-match -T -d 1 -s 5 -o target=10 -l log "persistent:$BOTS/persist-asked.sh hello" \
	    simple simple simple
	hearts-match -T -d 1 -s 5 -o target=10 -l log "persistent:$BOTS/persist-asked.sh hello" \
	    simple simple simple > p.tsv || [ $? -eq 1 ]
	run row p.tsv persistent:
	[ "$(echo "$output" | cut -d' ' -f4)" -gt 0 ]
	grep -q 'the greeting is not "hearts-bot 1"' log
}

# bats test_tags=slow,heavy
@test "a persistent bot is told each question, its seed and time, and each game's end" {
	hearts-match -d 1 -s 5 -o target=10 -t 30 -l log "persistent:$BOTS/persist-asked.sh" simple simple simple > /dev/null
	unprefixed log > asked
	grep -q '^# ask pass [NESW] seed [0-9][0-9]* time 30$' asked
	grep -q '^# ask play [NESW] seed [0-9][0-9]* time 30$' asked
	# Each game's end, read before the next game's first question (the
	# last one's the bot may not reach before its input ends).
	[ "$(grep -c '^# over game [012]$' asked)" -eq 3 ]
	# The same match asks the same seeds.
	hearts-match -d 1 -s 5 -o target=10 -t 30 -l log2 "persistent:$BOTS/persist-asked.sh" simple simple simple > /dev/null
	diff <(unprefixed log | grep '^# ask') <(unprefixed log2 | grep '^# ask')
}

# bats test_tags=slow,heavy
@test "a one-shot bot finds the question, the seat, its seed and time in its environment" {
	hearts-match -d 1 -s 5 -t 30 -o target=10 -l log "$BOTS/env.sh" simple simple simple > /dev/null
	unprefixed log > told
	grep -q '^ask=pass seat=[NESW] seed=[0-9][0-9]* time=30$' told
	grep -q '^ask=play seat=[NESW] seed=[0-9][0-9]* time=30$' told
	run grep -vc '^ask=p[a-z]* seat=[NESW] seed=[0-9][0-9]* time=30$' told
	assert_output 0
	# and each line of the log names the decision it belongs to, the
	# seat the one the bot is told
	run grep -vc '^game [0-9]*, hand [0-9]*, \(pass\|trick [0-9]*\), \([NESW]\): ask=p[a-z]* seat=\2 ' log
	assert_output 0
}

@test "persistent: is for programs" {
	run --separate-stderr hearts-match -d 1 persistent:simple simple simple simple
	refuses_usage 'persistent:simple: a built-in bot is not a program'
}

# bats test_tags=slow
@test "output after an answer (a second greeting, each answer written again) is dropped before the next question" {
	hearts-deal -s 2026 | hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS > passed.txt
	run --separate-stderr hearts-play -b "N=persistent:$BOTS/echoes.sh" -b ESW=simple -S 1 passed.txt
	assert_success
	assert_equal "$stderr" ""
	# every card N played is the one lowest.sh plays
	assert_equal "$output" "$(hearts-play -b "N=$EXBOTS/lowest.sh" -b ESW=simple -S 1 passed.txt)"
}
