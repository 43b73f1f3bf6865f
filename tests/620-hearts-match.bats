#!/usr/bin/env bats
# hearts-match: a referee for bots.  Programs that crash, hang, write
# garbage, play illegal cards, close their input or talk on stderr do not
# stop a match and are counted; -e forfeit; the table agrees with the
# record file; -j gives the same result; the record file checks, resumes
# and refuses another match's; the SPRT; duplicate seating; 2 to 5
# players; usage errors; an interrupt.
#
# Games are kept short: a target of 20 (10 for the slow ones), one or two
# deals, the strong bot with a small budget.  The time limit is 30s, far
# above what any decision takes on a loaded machine, so that only the
# tests of time-outs see one; they give 1.5s.

load helper

BOTS=$TOP/tests/bots
EXBOTS=$TOP/examples/bots

setup() {
	D=$BATS_TEST_TMPDIR
}

# match ARG...: hearts-match with a short game and time limit.
match() {
	hearts-match -o target=20 -t 30 "$@"
}

# ndecisions TSV BOT: BOT's decisions.
ndecisions() { col "$1" "$2" decisions; }

# faults TSV BOT: "illegal timeouts crashes garbage forfeits" of BOT.
faults() {
	echo "$(col "$1" "$2" illegal) $(col "$1" "$2" timeouts)" \
	    "$(col "$1" "$2" crashes) $(col "$1" "$2" garbage)" \
	    "$(col "$1" "$2" forfeits)"
}

# masked FILE: the record file with each seat's time (which no two runs
# share) taken out.
masked() {
	sed -E 's/ ms [0-9.]+ / ms - /' "$1"
}

# table TSV: the -T table without its last column, the time a decision.
table() {
	cut -f1-15 "$1"
}

# failed_loudly BOT: the last `run --separate-stderr` was a match in which
# BOT failed on most of its decisions: status 1, and the last line of
# stderr says so, naming it and how often it failed.
failed_loudly() {
	assert_equal "$status" 1
	[[ ${stderr_lines[-1]} =~ ^hearts-match:\ "$1"\ FAILED\ on\ ([0-9]+)\ of\ its\ ([0-9]+)\ decisions\ \(.*\):\ its\ row\ does\ not\ measure\ it ]] ||
	    fail "no loud failure of $1 at the end: '$stderr'"
	(( BASH_REMATCH[1] * 2 > BASH_REMATCH[2] )) || fail "not most: $stderr"
}

# games FILE: how many games the record file holds whole.
games() {
	grep -c '^# end of game [0-9]*$' "$1"
}

# retally FILE: the table's counts, worked out again from the record file
# alone, one line a bot, sorted: bot hands points/hand games points/game
# wins moons illegal timeouts crashes garbage forfeits decisions.
# Bots are named without spaces here.
retally() {
	awk '
	/^# game [0-9]+: deal / {
		for (s in bot) delete bot[s]
		over = 0
		for (i = 6; i <= NF; i++) {
			s = substr($i, 1, 1); bot[s] = substr($i, 3); seen[bot[s]] = 1
		}
		next
	}
	/^# game [0-9]+ seat [NESWX]: / {
		b = bot[substr($5, 1, 1)]
		dec[b] += $7; crash[b] += $11; tmo[b] += $12
		garb[b] += $13; ill[b] += $14
		next
	}
	/^# game [0-9]+ forfeit / { ff[bot[$5]]++; next }
	/^# end of game / {
		if (over) for (s in bot) { games[bot[s]]++; tot[bot[s]] += last[s] }
		next
	}
	/^score / {
		zero = ""; full = 0
		for (i = 2; i <= NF; i++) {
			s = substr($i, 1, 1); v = substr($i, 3) + 0
			hands[bot[s]]++; pts[bot[s]] += v
			if (v == 0) zero = zero s; else if (v == 26) full++
		}
		if (NF == 5 && length(zero) == 1 && full == 3) moons[bot[zero]]++
	}
	/^total / { for (i = 2; i <= NF; i++) last[substr($i, 1, 1)] = substr($i, 3) + 0 }
	/^winner / { over = 1; for (i = 2; i <= NF; i++) wins[bot[$i]] += 1 / (NF - 1) }
	END {
		for (b in seen)
			printf "%s\t%d\t%.4f\t%d\t%.4f\t%.2f\t%d\t%d\t%d\t%d\t%d\t%d\t%d\n",
			    b, hands[b], hands[b] ? pts[b] / hands[b] : 0, games[b],
			    games[b] ? tot[b] / games[b] : 0, wins[b], moons[b],
			    ill[b], tmo[b], crash[b], garb[b], ff[b], dec[b]
	}' "$1" | sort
}

# same_tally TSV FILE [nomoons]: the table in TSV says what the record file
# FILE does.  The moons are told from the scores only with four players.
same_tally() {
	if [[ ${3-} == nomoons ]]; then
		assert_equal "$(tail -n +2 "$1" | cut -f1,2,3,5,6,8,10-15 | sort)" \
		    "$(retally "$2" | cut -f1-6,8-)"
	else
		assert_equal "$(tail -n +2 "$1" | cut -f1,2,3,5,6,8-15 | sort)" \
		    "$(retally "$2")"
	fi
}

# ----------------------------------------------------------------------
# Programs that misbehave: the match goes on, and each fault is counted.

# bats test_tags=slow
@test "a program that exits 1 is a crash at every decision; the simple bot plays for it" {
	run --separate-stderr match -s 5 -d 1 -T -l "$D/log" -f "$D/games" \
	    "$BOTS/crash.sh" simple random strong:20
	failed_loudly "$BOTS/crash.sh"
	assert_equal "${#stderr_lines[@]}" 2
	assert_equal "${stderr_lines[0]}" "hearts-match: 1 deal, each in 4 seatings: 4 games"
	printf '%s\n' "$output" >"$D/t"
	local n
	n=$(ndecisions "$D/t" "$BOTS/crash.sh")
	((n >= 4 * 14)) || fail "only $n decisions"
	assert_equal "$(faults "$D/t" "$BOTS/crash.sh")" "0 0 $n 0 0"
	# it finished its four games all the same, and no one else failed
	assert_equal "$(col "$D/t" "$BOTS/crash.sh" games)" 4
	for b in simple random strong:20; do
		assert_equal "$(faults "$D/t" "$b")" "0 0 0 0 0"
		assert_equal "$(ndecisions "$D/t" "$b")" "$n"
	done
	# what it said on its way out is in the log, once a decision
	assert_equal "$(grep -c '^crash.sh: I give up$' <(unprefixed "$D/log"))" "$n"
	run hearts-check "$D/games"
	assert_output "hearts-check: 4 records: 4 good, 0 bad"
	same_tally "$D/t" "$D/games"
}

# bats test_tags=slow
@test "a crash says how the bot died, its exit status or signal and the end of its standard error: in the log, to hearts-pass and at the table of hearts" {
	run --separate-stderr match -s 5 -d 1 -T -l "$D/log" "$BOTS/crash.sh" simple random simple
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(grep -c "^hearts-match: $BOTS/crash.sh: crashed: it exited with status 1; its standard error ended: crash.sh: I give up\$" <(unprefixed "$D/log"))" \
	    "$(col "$D/t" "$BOTS/crash.sh" crashes)"
	# a signal, and the last three lines, escaped
	printf '%s\n' '#!/bin/sh' 'cat > /dev/null' 'for i in 1 2 3 4; do echo "line $i" >&2; done' \
	    'printf "\033[1mbold\n" >&2' 'kill -SEGV $$' > "$D/segv.sh"
	chmod +x "$D/segv.sh"
	match -s 5 -d 1 -l "$D/log2" "$D/segv.sh" simple random simple > /dev/null 2>&1 || true
	grep -Eq "^hearts-match: $D/segv.sh: crashed: it was killed by signal 11 \([^)]+\); its standard error ended: line 3 \| line 4 \| \\\\x1b\[1mbold\$" <(unprefixed "$D/log2") ||
	    fail "$(grep crashed "$D/log2" | head -n 1)"
	# persistent: greets, then dies at its first question
	printf '%s\n' '#!/bin/sh' 'echo "hearts-bot 1"' 'read -r line' 'echo "out of ideas" >&2' 'exit 4' > "$D/pdies.sh"
	chmod +x "$D/pdies.sh"
	hearts-deal -s 5 > "$D/deal"
	run --separate-stderr hearts-pass -b "N=persistent:$D/pdies.sh" "$D/deal"
	assert_failure 1
	assert_equal "${stderr_lines[-1]}" "hearts-pass: N (persistent:$D/pdies.sh): crashed: it exited with status 4; its standard error ended: out of ideas"
	# the game: said to the person, at the table
	export XDG_DATA_HOME=$D/data
	# (the bots pass once the person has: South passes three cards)
	pass=$(hearts-deal -s 5 | hearts-query -p S hand | head -n 3 | paste -sd' ' -)
	run --separate-stderr hearts -s 5 -f "$D/g.txt" -b "NEW=$BOTS/crash.sh" <<< "$pass"
	assert_success
	[[ $stderr == *"N ($BOTS/crash.sh): crashed: it exited with status 1; its standard error ended: crash.sh: I give up; the simple bot moves for N"* ]] ||
	    fail "stderr: $stderr"
}

@test "a bot that is no built-in and no program is refused before the match: 64" {
	run --separate-stderr hearts-match -s 5 -d 1 strnog simple random simple
	refuses_usage "^hearts-match: strnog: no built-in bot \\(random, simple, strong, expert\\) and no program of that name on PATH$"
	run --separate-stderr hearts-match -s 5 -d 1 "persistent:$D/nosuch -p" simple random simple
	refuses_usage "^hearts-match: .*: no built-in bot .* and no program of that name$"
}

# bats test_tags=slow
@test "a bot file that is there but not executable is said to be so, in one line: 64" {
	printf '#!/bin/sh\n' > "$D/plain"
	chmod -x "$D/plain"
	run --separate-stderr hearts-match -s 5 -d 1 "$D/plain" simple random simple
	refuses 64 "^hearts-match: .*: not executable: make it so \\(chmod \\+x\\), or name its interpreter first \\(sh FILE\\)$"
	run --separate-stderr env PATH="$D:$PATH" hearts-match -s 5 -d 1 "persistent:plain -p" simple random simple
	refuses 64 "^hearts-match: plain: not executable: "
	run --separate-stderr hearts-match -s 5 -d 1 "$D" simple random simple
	refuses 64 "^hearts-match: .*: a directory, not a program$"
	# hearts-pass, hearts-play and hearts alike
	hearts-deal -s 1 > "$D/deal"
	run --separate-stderr hearts-pass -b "N=$D/plain" "$D/deal"
	refuses 64 "^hearts-pass: --bot N=.*: not executable: "
	run --separate-stderr hearts -f "$D/game" -b "$D/plain" < /dev/null
	refuses 64 "^hearts: -b .*: not executable: "
}

# bats test_tags=slow
@test "a program that cannot be started is a crash; why is in the log" {
	# there, and executable, but its interpreter is not
	printf '#!%s/nosuch-sh\n' "$D" > "$D/nosuch"
	chmod +x "$D/nosuch"
	run --separate-stderr match -s 5 -d 1 -T -l "$D/log" \
	    "$D/nosuch" simple random strong:20
	failed_loudly "$D/nosuch"
	printf '%s\n' "$output" >"$D/t"
	local n
	n=$(ndecisions "$D/t" "$D/nosuch")
	((n >= 4 * 14)) || fail "only $n decisions"
	assert_equal "$(faults "$D/t" "$D/nosuch")" "0 0 $n 0 0"
	assert_equal "$(grep -c "^hearts-match: $D/nosuch: No such file" <(unprefixed "$D/log"))" "$n"
	assert_equal "${stderr_lines[0]}" "hearts-match: seed 5, 1 deal, each in 4 seatings: 4 games"
	assert_regex "${stderr_lines[1]}" "^hearts-match: $D/nosuch FAILED on $n of its $n decisions \\($n crashed\\): its row does not measure it; its standard error is in the log\$"
	assert_equal "${#stderr_lines[@]}" 2
}

# bats test_tags=slow,heavy
@test "a program that sleeps past -t is a time-out, killed with its children, and costs only the limit" {
	local start end
	# a sleep of its own, which no other run of the tests shares
	export SLEEPY_SLEEP=31.7$$
	start=$(date +%s%N)
	# (a limit of 4s: a quick answer of this shell bot, four processes,
	# may take a second or two on a loaded machine)
	run --separate-stderr match -s 5 -d 1 -o target=10 -T -t 4 -f "$D/games" \
	    "$BOTS/sleepy.sh" simple random strong:20
	end=$(date +%s%N)
	assert_success
	printf '%s\n' "$output" >"$D/t"
	# it sleeps at the first pass of each of its four games, and only there
	assert_equal "$(faults "$D/t" "$BOTS/sleepy.sh")" "0 4 0 0 0"
	assert_equal "$(col "$D/t" "$BOTS/sleepy.sh" games)" 4
	# it waited the limit four times; and its decisions took four
	# time-outs of 4s and some dozens of quick answers, by the
	# referee's clock: far from the 4 x 31.7s its sleeps would take, even
	# on a loaded machine under the sanitizers
	(((end - start) / 1000000 >= 16000)) ||
	    fail "$(((end - start) / 1000000)) ms: it did not wait the limit"
	run awk -v d="$(ndecisions "$D/t" "$BOTS/sleepy.sh")" \
	    -v us="$(col "$D/t" "$BOTS/sleepy.sh" us_per_decision)" \
	    'BEGIN { exit !(d * us / 1e6 >= 16 && d * us / 1e6 < 100) }'
	assert_success
	# its sleep went with it
	run pgrep -f "sleep $SLEEPY_SLEEP"
	assert_failure
	run hearts-check "$D/games"
	assert_output "hearts-check: 4 records: 4 good, 0 bad"
	same_tally "$D/t" "$D/games"
}

# bats test_tags=slow,heavy
@test "a program that answers and writes on without exiting is a time-out, and the log says it answered" {
	run --separate-stderr match -s 5 -d 1 -o target=10 -T -t 1.5 -l "$D/log" "$BOTS/chatty.sh" simple random simple
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(faults "$D/t" "$BOTS/chatty.sh")" "0 4 0 0 0"
	assert_equal "$(grep -Ec "timed out: it answered \"([2-9TJQKA][CDHS] ){2}[2-9TJQKA][CDHS]\" but did not exit within 1.5 s \(a bot writes one line and ends\)$" <(unprefixed "$D/log"))" 4
	run grep -c "no answer within" "$D/log"
	assert_output 0
}

# bats test_tags=slow
@test "a program that answers ZZ is garbage at every decision" {
	run --separate-stderr match -s 5 -d 1 -T "$BOTS/garbage.sh" simple random strong:20
	failed_loudly "$BOTS/garbage.sh"
	assert_regex "${stderr_lines[1]}" ' decisions \([0-9]+ garbage\): .*; -l FILE keeps its standard error$'
	printf '%s\n' "$output" >"$D/t"
	local n
	n=$(ndecisions "$D/t" "$BOTS/garbage.sh")
	((n >= 4 * 14)) || fail "only $n decisions"
	assert_equal "$(faults "$D/t" "$BOTS/garbage.sh")" "0 0 0 $n 0"
	assert_equal "$(col "$D/t" "$BOTS/garbage.sh" games)" 4
}

# bats test_tags=slow
@test "a program whose first line ends in a word that is no card is garbage, however long the line" {
	run --separate-stderr match -s 5 -d 1 -T "$BOTS/longline.sh" simple random strong:20
	failed_loudly "$BOTS/longline.sh"
	printf '%s\n' "$output" >"$D/t"
	local n
	n=$(ndecisions "$D/t" "$BOTS/longline.sh")
	((n >= 4 * 14)) || fail "only $n decisions"
	if [[ $(faults "$D/t" "$BOTS/longline.sh") != "0 0 0 $n 0" ]]; then
		fail "an answer line over 255 bytes is cut there, so the ZZ after the simple bot's card is never seen (extbot_ask() keeps 255 bytes and parses them)"
	fi
}

# bats test_tags=slow,heavy
@test "a program that plays cards it may not is illegal at every decision" {
	run --separate-stderr match -s 5 -d 1 -T -f "$D/games" \
	    "$BOTS/illegal.sh" simple random strong:20
	failed_loudly "$BOTS/illegal.sh"
	printf '%s\n' "$output" >"$D/t"
	local n
	n=$(ndecisions "$D/t" "$BOTS/illegal.sh")
	((n >= 4 * 14)) || fail "only $n decisions"
	assert_equal "$(faults "$D/t" "$BOTS/illegal.sh")" "$n 0 0 0 0"
	assert_equal "$(col "$D/t" "$BOTS/illegal.sh" games)" 4
	run hearts-check "$D/games"
	assert_output "hearts-check: 4 records: 4 good, 0 bad"
}

# bats test_tags=slow,heavy
@test "a bad answer is garbage or illegal as the page defines them, and the log says why: the rule and the legal cards" {
	# while passing, a card three times; while playing, two cards, or a
	# card it holds but may not play (the first of its hand not legal),
	# or, when it holds none, a word that is no card
	cat > "$D/bad.sh" <<'BOT'
#!/usr/bin/env bash
view=$(cat)
ask() { printf '%s\n' "$view" | hearts-query "$@"; }
if [ "$(ask phase)" = pass ]; then echo 2C 2C 2C; exit; fi
case $(( $(ask played | wc -l) % 2 )) in
0)	echo "$(ask legal | head -n 1) $(ask legal | tail -n 1)" ;;
1)	card=$(ask hand | grep -vxF -f <(ask legal) | head -n 1)
	echo "${card:-XX}" ;;
esac
BOT
	chmod +x "$D/bad.sh"
	run --separate-stderr match -s 5 -d 1 -T -l "$D/log" "$D/bad.sh" simple random simple
	printf '%s\n' "$output" >"$D/t"
	unprefixed "$D/log" | grep -v '^hearts-match: ' && fail "the bot said something"
	unprefixed "$D/log" > "$D/said"
	local bot="hearts-match: $D/bad.sh"
	# a card twice is no garbage: each word is a card; it breaks a rule
	assert_equal "$(grep -c "^$bot: illegal: it answered \"2C 2C 2C\": [NESW] passes 2C twice$" "$D/said")" \
	    "$(grep -c ', pass, [NESW]: ' "$D/log")"
	grep -q ', pass, [NESW]: ' "$D/log"
	grep -Eq "^$bot: illegal: it answered \"[2-9TJQKA][CDHS] [2-9TJQKA][CDHS]\": [NESW] plays one card, not 2; legal: ([2-9TJQKA][CDHS] ?)+$" "$D/said"
	# an illegal card: the rule, as hearts-play says it, and the legal cards
	grep -Eq "^$bot: illegal: it answered \"[2-9TJQKA][CDHS]\": [2-9TJQKA][CDHS]: (hearts are not broken|you must follow suit \([a-z]+\)|no points on the first trick|the first trick is led with the [^;]*); legal: ([2-9TJQKA][CDHS] ?)+$" "$D/said"
	# garbage: a word that is not a card, said so
	grep -q "^$bot: garbage: it answered \"XX\": 'XX' is not a card$" "$D/said"
	# every fault said is counted, as its kind
	assert_equal "$(grep -c ": illegal: " "$D/said")" "$(col "$D/t" "$D/bad.sh" illegal)"
	assert_equal "$(grep -c ": garbage: " "$D/said")" "$(col "$D/t" "$D/bad.sh" garbage)"
}

# bats test_tags=slow
@test "a program that closes its input unread is heard: its 2C counts where legal, illegal elsewhere" {
	local bot=$BOTS/closer.sh n good
	run --separate-stderr match -s 5 -d 2 -T -f "$D/games" "$bot" simple random strong:20
	failed_loudly "$bot"
	printf '%s\n' "$output" >"$D/t"
	n=$(ndecisions "$D/t" "$bot")
	# The 2C is legal exactly when its seat leads a hand's first trick.
	good=$(awk -v bot="$bot" '
	    /^# game [0-9]+: deal / { me = ""
		for (i = 6; i <= NF; i++) if (substr($i, 3) == bot) me = substr($i, 1, 1) }
	    /^trick / && $2 == me && $3 == "2C" { n++ }
	    END { print n + 0 }' "$D/games")
	((good > 0)) || fail "it never led the 2C: the test proves nothing"
	assert_equal "$(faults "$D/t" "$bot")" "$((n - good)) 0 0 0 0"
	same_tally "$D/t" "$D/games"
}

# bats test_tags=slow,heavy
@test "a program's stderr goes to the -l log, appended, never to hearts-match's stderr" {
	run --separate-stderr match -s 5 -d 1 -T "$BOTS/noisy.sh" simple random strong:20
	assert_success
	assert_equal "$stderr" "hearts-match: seed 5, 1 deal, each in 4 seatings: 4 games"
	printf '%s\n' "$output" >"$D/t"
	local n
	n=$(ndecisions "$D/t" "$BOTS/noisy.sh")
	assert_equal "$(faults "$D/t" "$BOTS/noisy.sh")" "0 0 0 0 0"

	echo "before" >"$D/log"
	run --separate-stderr match -s 5 -d 1 -T -l "$D/log" "$BOTS/noisy.sh" simple random strong:20
	assert_success
	assert_equal "$stderr" "hearts-match: seed 5, 1 deal, each in 4 seatings: 4 games"
	[[ $output != *thinking* ]] || fail "the bot's stderr is in the table"
	assert_equal "$(head -n 1 "$D/log")" before
	assert_equal "$(grep -c '^noisy.sh: thinking hard, pid [0-9]*, args: $' <(unprefixed "$D/log"))" "$n"
	run match -s 5 -d 1 -T -l "$D/log" "$BOTS/noisy.sh" simple random strong:20
	assert_equal "$(grep -c '^noisy.sh: thinking hard' <(unprefixed "$D/log"))" "$((2 * n))"
}

# bats test_tags=slow
@test "a program's stderr reaches the log when hearts-match's stdin is closed" {
	# (not through run, whose command always has a stdin)
	match -s 5 -d 1 -T -l "$D/log" "$BOTS/noisy.sh" simple random strong:20 <&- >"$D/t"
	if [[ $(grep -c '^noisy.sh: thinking hard' <(unprefixed "$D/log")) != $(ndecisions "$D/t" "$BOTS/noisy.sh") ]]; then
		fail "with fd 0 closed the log is opened as fd 0, the bot's stdin pipe is dup2()ed over it, and its stderr is lost (main() opens the log with fd 0 free; child() in extbot.c dup2()s)"
	fi
}

# bats test_tags=slow
@test "a program's words are split by hearts-match, at spaces and tabs, and no shell sees them" {
	run --separate-stderr match -s 5 -d 1 -T -l "$D/log" \
	    "$BOTS/noisy.sh	0  \$HOME;echo *" simple random strong:20
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(unprefixed "$D/log" | sed 's/pid [0-9]*/pid -/' | sort -u)" \
	    "noisy.sh: thinking hard, pid -, args: 0 \$HOME;echo *"
	# the table names it as given; its faults are the five columns
	# before decisions and time
	assert_equal "$(sed -n 2p "$D/t" | awk -F'\t' '{ print $10, $11, $12, $13, $14 }')" "0 0 0 0 0"
	# (a tab in a name becomes a space in -T, to keep the columns)
	[[ $(sed -n 2p "$D/t") == "$BOTS/noisy.sh 0  \$HOME;echo *	"* ]] ||
	    fail "row: $(sed -n 2p "$D/t")"
}

# bats test_tags=slow
@test "-e forfeit: a failing program forfeits its games, unfinished, and the file still checks" {
	run --separate-stderr match -s 5 -d 1 -T -e forfeit -f "$D/games" \
	    "$BOTS/crash.sh" simple random strong:20
	failed_loudly "$BOTS/crash.sh"
	printf '%s\n' "$output" >"$D/t"
	# it fails at its first decision of each of its four games
	assert_equal "$(faults "$D/t" "$BOTS/crash.sh")" "0 0 4 0 4"
	assert_equal "$(ndecisions "$D/t" "$BOTS/crash.sh")" 4
	local b
	for b in "$BOTS/crash.sh" simple random strong:20; do
		assert_equal "$(col "$D/t" "$b" games)" 0
		assert_equal "$(col "$D/t" "$b" wins)" 0.00
	done
	for b in simple random strong:20; do
		assert_equal "$(faults "$D/t" "$b")" "0 0 0 0 0"
	done
	# each game says who forfeited it: the seat the program had
	assert_equal "$(grep '^# game [0-9]* forfeit ' "$D/games" | cut -d' ' -f3,5 | xargs)" \
	    "0 N 1 W 2 S 3 E"
	assert_equal "$(grep -c '^winner' "$D/games")" 0
	run hearts-check "$D/games"
	assert_output "hearts-check: 4 records: 4 good, 0 bad"
	same_tally "$D/t" "$D/games"
}

# bats test_tags=slow
@test "-e forfeit with a program that times out: forfeits and time-outs agree" {
	export SLEEPY_SLEEP=31.7$$
	run --separate-stderr match -s 5 -d 1 -T -t 1.5 -e forfeit -f "$D/games" \
	    "$BOTS/sleepy.sh" simple random strong:20
	failed_loudly "$BOTS/sleepy.sh"
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(faults "$D/t" "$BOTS/sleepy.sh")" "0 4 0 0 4"
	run hearts-check "$D/games"
	assert_output "hearts-check: 4 records: 4 good, 0 bad"
	run pgrep -f "sleep $SLEEPY_SLEEP"
	assert_failure
}

# ----------------------------------------------------------------------
# The table and the record file.

@test "the table says what the record file does: hands, points, games, wins, moons, decisions" {
	# (seed 13: a moon among them)
	run --separate-stderr match -s 13 -d 3 -T -f "$D/games" strong:20 simple random simple
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(head -n 1 "$D/t" | tr '\t' ' ')" \
	    "bot hands points_per_hand ci95 games points_per_game ci95 wins moons illegal timeouts crashes garbage forfeits decisions us_per_decision cpu_us_per_decision restarts diff_per_hand diff_ci95 diff_deals played win_rate"
	# one row a different bot, in the order given
	assert_equal "$(tail -n +2 "$D/t" | cut -f1 | xargs)" "strong:20 simple random"
	same_tally "$D/t" "$D/games"
	assert_equal "$(tail -n +2 "$D/t" | awk -F'\t' '{ m += $9 } END { print m }')" 1
	# every game is won: the wins add up to the games
	assert_equal "$(tail -n +2 "$D/t" | awk -F'\t' '{ w += $8 } END { printf "%.2f", w }')" 12.00
	# simple sat twice at each game: twice the hands of the others
	assert_equal "$(col "$D/t" simple hands)" "$((2 * $(col "$D/t" random hands)))"
}

# bats test_tags=slow
@test "played and win_rate: a bot at two seats that wins every game played each once and won them all" {
	run --separate-stderr hearts-match -s 2 -d 2 -o target=100 -T strong:20 random strong:20 random
	assert_success
	printf '%s\n' "$output" >"$D/t"
	# games counts a game at each seat, played once: both at each bot's
	# two seats of the 8 games; strong:20 won every one
	assert_equal "$(col "$D/t" strong:20 games) $(col "$D/t" strong:20 played)" "16 8"
	assert_equal "$(col "$D/t" strong:20 wins) $(col "$D/t" strong:20 win_rate)" "8.00 1.0000"
	assert_equal "$(col "$D/t" random played) $(col "$D/t" random win_rate)" "8 0.0000"
	# and the table for a person: played 8, wins 8.0, win% 100.0
	run --separate-stderr hearts-match -s 2 -d 2 -o target=100 strong:20 random strong:20 random
	assert_line --index 1 --regexp '^strong:20 +128 +[0-9.]+ ± *[0-9.]+ +16 +[0-9.]+ ± *[0-9.]+ +8 +8\.0 +100\.0 '
	# one bot at every seat plays each game once and wins it
	hearts-match -s 3 -d 1 -T simple simple simple simple >"$D/t" 2>/dev/null
	assert_equal "$(col "$D/t" simple games) $(col "$D/t" simple played) $(col "$D/t" simple win_rate)" "16 4 1.0000"
}

# bats test_tags=slow
@test "expert and expert:DEALS: built-in bots, each with its budget, timed like strong" {
	run --separate-stderr match -s 3 -d 1 -T -f "$D/games" expert:8 strong:20 expert simple
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(tail -n +2 "$D/t" | cut -f1 | xargs)" "expert:8 strong:20 expert simple"
	same_tally "$D/t" "$D/games"
	hearts-check -q "$D/games"
	# the bot sits in the record under the name it was given
	grep -q '=expert:8' "$D/games"
	# timed by the library, as the strong bot is: a CPU time of its own
	assert [ "$(col "$D/t" expert:8 cpu_us_per_decision)" != 0 ]
	# the same seed, the same games
	match -s 3 -d 1 -f "$D/again" expert:8 strong:20 expert simple 2>/dev/null
	assert_equal "$(masked "$D/games")" "$(masked "$D/again")"
	run --separate-stderr hearts-match expert:0 simple simple simple
	refuses_usage "^hearts-match: expert:0: the expert bot's budget is 1 to 1000000 deals"
	# a built-in bot is not a program
	run --separate-stderr hearts-match persistent:expert simple simple simple
	refuses_usage '^hearts-match: persistent:expert: a built-in bot is not a program'
	run --separate-stderr hearts-match persistent:expert:5 simple simple simple
	refuses_usage '^hearts-match: persistent:expert:5: a built-in bot is not a program'
}

@test "the table for a person: a header and a row a bot" {
	run --separate-stderr match -s 11 -d 1 strong:20 simple random simple
	assert_success
	# and after a blank line each bot's difference from the first, by deal
	assert_equal "${#lines[@]}" 6
	assert_line --index 0 --regexp '^bot +hands +points/hand +games +points/game +played +wins +win% +moons +illegal +timeouts +crashes +garbage +forfeits +decisions +us/move +cpu/move +restarts$'
	assert_line --index 2 --regexp '^simple +16 +[0-9.]+ ± *[0-9.]+ +8 +[0-9.]+ ± *[0-9.]+ +4 +[0-9.]+ +[0-9.]+ '
	# the decisions, beside the faults, as in -T
	match -s 11 -d 1 -T strong:20 simple random simple > "$D/t" 2>/dev/null
	assert_equal "$(echo "${lines[2]}" | awk '{ print $(NF - 3) }')" \
	    "$(ndecisions "$D/t" simple)"
	assert_line --index 4 --regexp '^simple - strong:20: [-+][0-9.]+ ±[0-9.]+ points a hand \(95%, by deal, 1 deal\)$'
	assert_line --index 5 --regexp '^random - strong:20: '
}

# bats test_tags=slow,heavy
@test "the table for a person: names past 40 bytes keep their ends, which tell two bots apart; -T keeps them whole" {
	d=$BATS_TEST_TMPDIR/a-directory-with-a-long-name/and-one-more-level
	mkdir -p "$d"
	# two programs that differ by name only (one process a decision each)
	printf '#!/bin/sh\nexec "%s" -b simple\n' "$TOP/bin/hearts-bot" >"$d/first-bot.sh"
	printf '#!/bin/sh\nexec "%s" -b simple\n' "$TOP/bin/hearts-bot" >"$d/second-bot.sh"
	chmod +x "$d/first-bot.sh" "$d/second-bot.sh"
	run --separate-stderr match -s 3 -d 1 -o target=10 "$d/first-bot.sh" "$d/second-bot.sh" simple simple
	assert_success
	assert_line --index 1 --regexp '^\.\.\.[^ ]*/and-one-more-level/first-bot\.sh +[0-9]+ '
	assert_line --index 2 --regexp '^\.\.\.[^ ]*/and-one-more-level/second-bot\.sh +[0-9]+ '
	assert_equal "$(echo "${lines[1]}" | cut -d' ' -f1 | wc -c)" 41
	assert_line --index 4 --regexp '^\.\.\.[^ ]*/second-bot\.sh - \.\.\.[^ ]*/first-bot\.sh: '
	run --separate-stderr match -s 3 -d 1 -o target=10 -T "$d/first-bot.sh" "$d/second-bot.sh" simple simple
	assert_success
	assert_equal "$(echo "${lines[1]}" | cut -f1)" "$d/first-bot.sh"
}

@test "the record file: every game a good record, with its seating, deals times players games" {
	run --separate-stderr match -s 7 -d 2 -f "$D/games" strong:20 simple random simple
	assert_success
	assert_equal "$stderr" "hearts-match: 2 deals, each in 4 seatings: 8 games"
	run hearts-check "$D/games"
	assert_success
	assert_output "hearts-check: 8 records: 8 good, 0 bad"
	assert_equal "$(games "$D/games")" 8
	assert_equal "$(grep -c '^hearts 1$' "$D/games")" 8
	assert_equal "$(grep -c '^winner ' "$D/games")" 8
	local rules
	rules=$(grep -m 1 '^rules ' "$D/games" | cut -d' ' -f2-)
	[[ $(head -n 1 "$D/games") == "# hearts-match: seed 7, 2 deals, rules $rules, fallback on a fault, 30 s to decide, bots: strong:20 | simple | random | simple" ]] ||
	    fail "header: $(head -n 1 "$D/games")"
	# each game opens with its number, its deal and its seating, the bots
	# one seat round from the game before
	grep -E '^# game [0-9]+: ' "$D/games" >"$D/seating"
	assert_equal "$(cat "$D/seating")" "$(cat <<'EOF'
# game 0: deal 0, N=strong:20 E=simple S=random W=simple
# game 1: deal 0, N=simple E=random S=simple W=strong:20
# game 2: deal 0, N=random E=simple S=strong:20 W=simple
# game 3: deal 0, N=simple E=strong:20 S=simple W=random
# game 4: deal 1, N=strong:20 E=simple S=random W=simple
# game 5: deal 1, N=simple E=random S=simple W=strong:20
# game 6: deal 1, N=random E=simple S=strong:20 W=simple
# game 7: deal 1, N=simple E=strong:20 S=simple W=random
EOF
)"
	# and closes with what each seat did
	local i
	for i in 0 1 2 3 4 5 6 7; do
		assert_equal "$(grep -cE "^# game $i seat [NESW]: decisions [0-9]+ ms [0-9.]+ faults 0 0 0 0$" "$D/games")" 4
	done
}

@test "the record file: the same seed gives the same games, another seed others" {
	match -s 7 -d 2 -f "$D/a" strong:20 simple random simple >/dev/null
	match -s 7 -d 2 -f "$D/b" strong:20 simple random simple >/dev/null
	match -s 8 -d 2 -f "$D/c" strong:20 simple random simple >/dev/null
	assert_equal "$(masked "$D/a")" "$(masked "$D/b")"
	[[ $(grep -v '^#' "$D/a") != $(grep -v '^#' "$D/c") ]] ||
	    fail "seeds 7 and 8 give the same games"
	[[ $(grep '^deal ' "$D/a") != $(grep '^deal ' "$D/c") ]] ||
	    fail "seeds 7 and 8 give the same deals"
	# without -s, a seed is drawn and shown, and it plays the match again
	run --separate-stderr match -d 1 -T strong:20 simple random simple
	assert_success
	[[ $stderr =~ ^hearts-match:\ seed\ ([0-9]+),\ 1\ deal,\ each\ in\ 4\ seatings:\ 4\ games$ ]] ||
	    fail "no seed: '$stderr'"
	table <(printf '%s\n' "$output") >"$D/t1"
	match -d 1 -T -s "${BASH_REMATCH[1]}" strong:20 simple random simple 2>/dev/null | table /dev/stdin >"$D/t2"
	assert_equal "$(cat "$D/t2")" "$(cat "$D/t1")"
}

@test "-f -: the records on stdout, the table on stderr" {
	run --separate-stderr match -s 7 -d 1 -f - strong:20 simple random simple
	assert_success
	printf '%s\n' "$output" >"$D/out"
	run hearts-check "$D/out"
	assert_output "hearts-check: 4 records: 4 good, 0 bad"
	[[ ${stderr_lines[0]} == "hearts-match: seed 7, 1 deal, each in 4 seatings: 4 games" ]] ||
	    fail "no seed first: $stderr"
	[[ ${stderr_lines[1]} == bot* ]] || fail "no table: $stderr"
	assert_equal "${#stderr_lines[@]}" 7
	match -s 7 -d 1 -f "$D/file" strong:20 simple random simple >/dev/null
	assert_equal "$(masked "$D/out")" "$(masked "$D/file")"
}

# ----------------------------------------------------------------------
# Duplicate seating.

@test "duplicate: with -d 1 the four games share their deals, and each bot sits at each seat once" {
	match -s 3 -d 1 -f "$D/games" strong:20 strong:21 simple random >/dev/null
	assert_equal "$(games "$D/games")" 4
	# each game's first hand: the same deal, seat by seat
	awk '/^# game [0-9]+: / { g = $3 + 0; h = 0 } /^hand / { h++ }
	    /^deal / && h == 1 { print $0 > (dir "/deal." g) }' dir="$D" "$D/games"
	local g
	for g in 1 2 3; do
		assert_equal "$(cat "$D/deal.$g")" "$(cat "$D/deal.0")"
	done
	assert_equal "$(wc -l <"$D/deal.0")" 4
	# so also the same seed line, and the same later deals where both
	# games got that far
	assert_equal "$(grep '^seed ' "$D/games" | sort -u | wc -l)" 1
	# each seat sees each of the four bots once
	local seat
	for seat in N E S W; do
		assert_equal "$(awk -v seat="$seat" '/^# game [0-9]+: /{
		    for (i = 6; i <= NF; i++) if (substr($i, 1, 2) == seat "=")
			print substr($i, 3) }' "$D/games" | sort | xargs)" \
		    "random simple strong:20 strong:21"
	done
	# so each bot played every hand of the deal
	match -s 3 -d 1 -T strong:20 strong:21 simple random >"$D/t"
	local h
	h=$(col "$D/t" random hands)
	for g in strong:20 strong:21 simple; do
		assert_equal "$(col "$D/t" "$g" hands)" "$h"
	done
}

@test "duplicate: -d 2 deals two different deals, each to four games" {
	match -s 3 -d 2 -f "$D/games" strong:20 simple random simple >/dev/null
	assert_equal "$(grep '^seed ' "$D/games" | uniq -c | awk '{ print $1 }' | xargs)" "4 4"
	assert_equal "$(grep '^seed ' "$D/games" | sort -u | wc -l)" 2
}

# ----------------------------------------------------------------------
# -j: the same result on any number of processes.

@test "-j 2, 3 and 8 give the table and the records of -j 1, built-in bots" {
	match -s 9 -d 3 -T -j 1 -f "$D/games.1" strong:20 simple random simple >"$D/t.1"
	local j
	for j in 2 3 8; do
		match -s 9 -d 3 -T -j "$j" -f "$D/games.$j" strong:20 simple random simple >"$D/t.$j"
		assert_equal "$(table "$D/t.$j")" "$(table "$D/t.1")"
		assert_equal "$(masked "$D/games.$j")" "$(masked "$D/games.1")"
	done
	assert_equal "$(games "$D/games.1")" 12
}

@test "-j 1 of random and simple bots, played by the referee itself, its games' blocks held for the CPU clock's readings, gives the records of -j 2's workers" {
	# 1,200 games: more than the 256 a reading waits for at most
	match -s 5 -d 300 -T -j 1 -f "$D/games.1" simple random simple random >"$D/t.1"
	match -s 5 -d 300 -T -j 2 -f "$D/games.2" simple random simple random >"$D/t.2"
	assert_equal "$(table "$D/t.2")" "$(table "$D/t.1")"
	assert_equal "$(masked "$D/games.2")" "$(masked "$D/games.1")"
	assert_equal "$(games "$D/games.1")" 1200
	# every game's CPU lines, one a seat, before its end
	assert_equal "$(grep -c '^# game [0-9]* cpu [NESW]: ms [0-9.]* restarts 0$' "$D/games.1")" 4800
	# and without a file, the same table
	match -s 5 -d 300 -T -j 1 simple random simple random >"$D/t.0"
	assert_equal "$(table "$D/t.0")" "$(table "$D/t.1")"
}

@test "-f on a full disk: status 74 and the file named, with one job of random bots as with workers" {
	local j
	for j in 1 2; do
		run --separate-stderr hearts-match -j "$j" -s 1 -d 100 -f /dev/full random random random random
		assert_equal "$status" 74
		assert_equal "${stderr_lines[-1]}" "hearts-match: /dev/full: No space left on device"
		assert_output ""
	done
}

# bats test_tags=slow,heavy
@test "-j 2 gives the table and the records of -j 1 with a shell bot" {
	match -s 9 -d 1 -o target=10 -T -j 1 -f "$D/games.1" "$EXBOTS/lowest.sh" simple random simple >"$D/t.1"
	match -s 9 -d 1 -o target=10 -T -j 2 -f "$D/games.2" "$EXBOTS/lowest.sh" simple random simple >"$D/t.2"
	assert_equal "$(table "$D/t.2")" "$(table "$D/t.1")"
	assert_equal "$(masked "$D/games.2")" "$(masked "$D/games.1")"
	assert_equal "$(faults "$D/t.1" "$EXBOTS/lowest.sh")" "0 0 0 0 0"
	run hearts-check "$D/games.2"
	assert_output "hearts-check: 4 records: 4 good, 0 bad"
}

# ----------------------------------------------------------------------
# Resuming from the record file.

@test "resume: a file cut in the middle of a game ends as the whole match's" {
	local args=(-s 4 -d 3 -T strong:20 simple random simple) size
	match "${args[@]}" -f "$D/full" >"$D/t.full"
	size=$(wc -c <"$D/full")
	head -c "$((size / 2))" "$D/full" >"$D/half"
	local had
	had=$(games "$D/half")
	((had > 0 && had < 12)) || fail "$had games in half the file"
	tail -n 1 "$D/half" | grep -qv '^# end of game' || fail "cut at a game's end"
	match "${args[@]}" -f "$D/half" >"$D/t.half"
	assert_equal "$(masked "$D/half")" "$(masked "$D/full")"
	assert_equal "$(table "$D/t.half")" "$(table "$D/t.full")"
	# the games it had were not played again: their times are as they were
	assert_equal "$(sed -n "1,/^# end of game $((had - 1))\$/p" "$D/half")" \
	    "$(sed -n "1,/^# end of game $((had - 1))\$/p" "$D/full")"
}

@test "resume: a file of the header alone, or cut at a game's end, plays the rest" {
	local args=(-s 4 -d 2 -T strong:20 simple random simple)
	match "${args[@]}" -f "$D/full" >"$D/t.full"
	head -n 1 "$D/full" >"$D/head"
	match "${args[@]}" -f "$D/head" >"$D/t.head"
	assert_equal "$(masked "$D/head")" "$(masked "$D/full")"
	assert_equal "$(table "$D/t.head")" "$(table "$D/t.full")"
	sed '/^# end of game 4$/q' "$D/full" >"$D/five"
	match "${args[@]}" -f "$D/five" >"$D/t.five"
	assert_equal "$(masked "$D/five")" "$(masked "$D/full")"
	assert_equal "$(table "$D/t.five")" "$(table "$D/t.full")"
}

@test "resume: a finished match's file is not played again, nor changed" {
	local args=(-s 4 -d 2 -T strong:20 simple random simple)
	match "${args[@]}" -f "$D/full" >"$D/t.full"
	cp "$D/full" "$D/before"
	run --separate-stderr match "${args[@]}" -f "$D/full"
	assert_success
	cmp "$D/full" "$D/before"
	# the table from the file alone
	printf '%s\n' "$output" >"$D/t.again"
	assert_equal "$(table "$D/t.again")" "$(table "$D/t.full")"
}

@test "resume: a file cut inside a game's end line resumes" {
	local args=(-s 4 -d 3 -T strong:20 simple random simple) off
	match "${args[@]}" -f "$D/full" >"$D/t.full"
	off=$(grep -b '^# end of game 10$' "$D/full" | cut -d: -f1)
	# "# end of game 1", the last digit and the newline of game 10 lost
	head -c "$((off + 15))" "$D/full" >"$D/cut"
	run --separate-stderr match "${args[@]}" -f "$D/cut"
	if ((status == 65)); then
		fail "'# end of game 1' (game 10's end line, cut) is read as game 1's end and the file refused: $stderr (match_resume(): sscanf of '# end of game %ld')"
	fi
	assert_success
	assert_equal "$(masked "$D/cut")" "$(masked "$D/full")"
}

@test "resume: a file cut before a game's last newline resumes with whole lines" {
	local args=(-s 4 -d 3 -T strong:20 simple random simple) off
	match "${args[@]}" -f "$D/full" >"$D/t.full"
	off=$(grep -b '^# end of game 10$' "$D/full" | cut -d: -f1)
	head -c "$((off + 16))" "$D/full" >"$D/cut"
	run --separate-stderr match "${args[@]}" -f "$D/cut"
	assert_success
	if [[ $(masked "$D/cut") != "$(masked "$D/full")" ]]; then
		fail "an end line without its newline counts as whole, and game 11's first line is glued to it: '$(grep -m 1 '^# end of game 10.' "$D/cut")' (match_resume() takes the line without checking its newline)"
	fi
}

# bats test_tags=slow
@test "resume: a file of another match is refused with 73, what to do said, and left as it was" {
	match -s 4 -d 2 -f "$D/games" strong:20 simple random simple >/dev/null
	cp "$D/games" "$D/before"
	local other
	for other in "-s 5 -d 2 strong:20 simple random simple" \
	    "-s 4 -d 3 strong:20 simple random simple" \
	    "-s 4 -d 2 simple strong:20 random simple" \
	    "-s 4 -d 2 -o moon=subtract strong:20 simple random simple"; do
		# shellcheck disable=SC2086 # one word an argument
		run --separate-stderr match $other -f "$D/games"
		refuses 73 "^hearts-match: $D/games: it holds another match, not this one: remove it, or choose another file for -f \\(its first line is not \"# hearts-match: seed [0-9]+, [0-9]+ deals, .*\\.\\.\\.\"\\)\$"
		cmp "$D/games" "$D/before"
	done
	# a file that is no match's at all, a record
	hearts-deal -s 1 > "$D/record"
	cp "$D/record" "$D/record.before"
	run --separate-stderr match -s 4 -d 2 -f "$D/record" strong:20 simple random simple
	refuses 73 "^hearts-match: $D/record: it holds another match, not this one: remove it, or choose another file for -f "
	cmp "$D/record" "$D/record.before"
	# a damaged game in this match's: 65, the line and why
	sed 's/^# end of game 2$/# end of game 3/' "$D/before" >"$D/games"
	cp "$D/games" "$D/damaged"
	run --separate-stderr match -s 4 -d 2 -f "$D/games" strong:20 simple random simple
	refuses 65 "^hearts-match: $D/games:$(grep -n '^# end of game 3$' "$D/games" | head -n 1 | cut -d: -f1): cannot resume: the end line of game 3 where game 2 ends\$"
	cmp "$D/games" "$D/damaged"
}

# ----------------------------------------------------------------------
# The sequential test.

@test "-P: a clear result stops the match early, H1 accepted" {
	run --separate-stderr match -s 1 -d 50 -P 0,200 -f "$D/games" strong:20 random strong:20 random
	assert_success
	[[ ${lines[-1]} =~ ^"H1 accepted: "([0-9]+)-([0-9]+)-([0-9]+)" (wins-draws-losses of strong:20 against random), LLR "[0-9.]+", stopped"$ ]] ||
	    fail "verdict: ${lines[-1]}"
	local played=$((BASH_REMATCH[1] + BASH_REMATCH[2] + BASH_REMATCH[3]))
	((BASH_REMATCH[1] > BASH_REMATCH[3])) || fail "H1 with more losses than wins"
	assert_equal "$(games "$D/games")" "$played"
	((played < 200)) || fail "all $played games played"
	run hearts-check "$D/games"
	assert_output "hearts-check: $played records: $played good, 0 bad"
	# and -j 2 stops at the same game
	match -s 1 -d 50 -j 2 -P 0,200 -f "$D/games.2" strong:20 random strong:20 random >/dev/null
	assert_equal "$(masked "$D/games.2")" "$(masked "$D/games")"
}

@test "-P: no decision when the deals run out first" {
	run --separate-stderr match -s 1 -d 1 -P 0,200 strong:20 random strong:20 random
	assert_success
	assert_line --index -1 --regexp '^no decision: [0-9]+-[0-9]+-[0-9]+ \(wins-draws-losses of strong:20 against random\), LLR -?[0-9.]+$'
}

@test "-P: a bot that wins every game is accepted as stronger" {
	run --separate-stderr hearts-match -s 2 -d 7 -o target=100 -P 0,200 strong:20 random strong:20 random
	assert_success
	if [[ ${lines[-1]} == "no decision: 28-0-0 "* ]]; then
		fail "28 wins, no draw, no loss and still no decision: sprt_verdict() goes on while there is no loss (tally.c)"
	fi
	assert_line --index -1 --partial "H1 accepted"
}

@test "-P: the same command again on a stopped match's file plays no more" {
	local args=(-s 1 -d 50 -P 0,200 strong:20 random strong:20 random)
	match "${args[@]}" -f "$D/games" >"$D/first"
	cp "$D/games" "$D/before"
	match "${args[@]}" -f "$D/games" >"$D/second"
	if ! cmp -s "$D/games" "$D/before"; then
		fail "the verdict is not worked out from the resumed games, so each run plays on: $(games "$D/before") games, then $(games "$D/games") (main() works out the verdict only after a new game)"
	fi
	assert_equal "$(tail -n 1 "$D/second")" "$(tail -n 1 "$D/first")"
}

@test "-P needs exactly two different bots" {
	run --separate-stderr match -P 0,200 simple simple simple simple
	refuses_usage '^hearts-match: -P tests two bots against each other'
	run --separate-stderr match -P 0,200 simple random strong:20 simple
	refuses_usage '^hearts-match: -P tests two bots against each other'
	run --separate-stderr match -n 2 -P 0,200 simple random
	assert_success
}

# ----------------------------------------------------------------------
# Players and rules.

# bats test_tags=slow
@test "two, three and five players" {
	local args n g
	for args in "-n 2 strong:20 random" "-r two-player strong:20 random" \
	    "-n 3 strong:20 random simple" "-r five-player strong:20 random simple random simple" \
	    "-n 5 strong:20 random simple random simple"; do
		rm -f "$D/games"
		# shellcheck disable=SC2086
		run --separate-stderr match -s 3 -d 2 -T -f "$D/games" $args
		assert_success
		printf '%s\n' "$output" >"$D/t"
		n=$(grep -m 1 '^rules ' "$D/games" | grep -o 'players=[0-9]' | cut -d= -f2)
		g=$((2 * n))
		assert_equal "$(games "$D/games")" "$g"
		run hearts-check "$D/games"
		assert_output "hearts-check: $g records: $g good, 0 bad"
		# each game's seating: the first n of N E S W X
		assert_equal "$(awk '/^# game [0-9]+: /{ s = ""
		    for (i = 6; i <= NF; i++) s = s substr($i, 1, 1); print s }' \
		    "$D/games" | sort -u)" "$(echo NESWX | cut -c "1-$n")"
		same_tally "$D/t" "$D/games" nomoons
	done
}

# ----------------------------------------------------------------------
# Usage.

# bats test_tags=slow
@test "usage errors: 64, nothing on stdout, and no file written" {
	local args
	while IFS= read -r args; do
		# shellcheck disable=SC2086
		echo "with: $args"
		run --separate-stderr hearts-match -f "$D/games" $args
		refuses_usage '^hearts-match: '
		[[ ! -e $D/games ]] || fail "$args: a file written"
	done <<'EOF'
simple simple simple
simple simple simple simple simple
-n 3 simple simple simple simple
-n 2 simple
-j 0 simple simple simple simple
-j 65 simple simple simple simple
-j x simple simple simple simple
-t 0 simple simple simple simple
-t x simple simple simple simple
-t -1 simple simple simple simple
-t 1x simple simple simple simple
-t 86401 simple simple simple simple
-e maybe simple simple simple simple
-d 0 simple simple simple simple
-d -3 simple simple simple simple
-P 5 simple random simple random
-P 20,0 simple random simple random
-P 0,0 simple random simple random
-P 0,x simple random simple random
-o target=none simple simple simple simple
-o nosuch=1 simple simple simple simple
-r nosuch simple simple simple simple
-n 6 simple simple simple simple simple simple
-s x simple simple simple simple
-x simple simple simple simple
strong:0 simple simple simple
strong:x simple simple simple
strong: simple simple simple
expert:0 simple simple simple
expert:1000001 simple simple simple
expert: simple simple simple
EOF
	run --separate-stderr hearts-match -o target=none simple simple simple simple
	refuses_usage '^hearts-match: a match plays games to their end'
	run --separate-stderr hearts-match -t 0 simple simple simple simple
	refuses_usage '^hearts-match: -t 0: '
	run --separate-stderr hearts-match strong:0 simple simple simple
	refuses_usage '^hearts-match: strong:0: '
	run --separate-stderr hearts-match -j 0 simple simple simple simple
	refuses_usage '^hearts-match: -j 0: '
	run --separate-stderr hearts-match -n 3 simple simple simple simple
	refuses_usage '^hearts-match: name one bot for each of the 3 seats'
	run --separate-stderr hearts-match " " simple simple simple
	refuses_usage '^hearts-match: an empty bot'
}

@test "-h and -V" {
	run --separate-stderr hearts-match -h
	assert_success
	assert_line --index 0 --partial 'usage: hearts-match'
	run --separate-stderr hearts-match -V
	assert_success
	assert_output --regexp '^hearts-match '
}

# ----------------------------------------------------------------------
# Interrupted.

@test "SIGINT to one job of random bots, played by the referee itself: 130, and the file holds the games of the table, whole" {
	local args=(-s 3 -d 200000 -T random random random random)
	hearts-match "${args[@]}" -f "$D/games" >"$D/out" 2>"$D/err" &
	local pid=$!
	until [[ $(games "$D/games" 2>/dev/null) -ge 1 ]]; do sleep 0.05; done
	kill -INT "$pid"
	local rc=0
	wait "$pid" || rc=$?
	assert_equal "$rc" 130
	local played
	played=$(tail -n +2 "$D/out" | awk -F'\t' '{ g += $5 } END { print g / 4 }')
	assert_equal "$(sed -n 2p "$D/err")" \
	    "hearts-match: interrupted after $played of 800000 games; the same command resumes it"
	assert_equal "$(games "$D/games")" "$played"
	run hearts-check -q "$D/games"
	assert_success
}

# bats test_tags=slow,heavy
@test "SIGINT: 130, the table of the games played, and -f resumes it" {
	local args=(-s 1 -d 1 -o target=10 -t 5 -T -l "$D/log" "$BOTS/noisy.sh" simple random simple)
	# noisy.sh takes 0.1s a decision, 14 decisions a game here
	NOISY_SLEEP=0.1 hearts-match "${args[@]}" -f "$D/games" >"$D/out" 2>"$D/err" &
	local pid=$!
	# the first game takes about 1.4s; stop in the second
	until [[ $(games "$D/games" 2>/dev/null) == 1 ]]; do sleep 0.1; done
	sleep 0.3
	local before after
	before=$(date +%s%N)
	kill -INT "$pid"
	local rc=0
	wait "$pid" || rc=$?
	after=$(date +%s%N)
	assert_equal "$rc" 130
	# stopped at once, not at the end of the game under way (0.1s a move)
	(( (after - before) / 1000000 < 1000 )) ||
	    fail "it took $(( (after - before) / 1000000 )) ms to stop"
	assert_equal "$(cat "$D/err")" "$(printf '%s\n' \
	    "hearts-match: 1 deal, each in 4 seatings: 4 games" \
	    "hearts-match: interrupted after 1 of 4 games; the same command resumes it")"
	assert_equal "$(games "$D/games")" 1
	assert_equal "$(tail -n +2 "$D/out" | awk -F'\t' '{ g += $5 } END { print g }')" 4
	same_tally "$D/out" "$D/games"
	local recorded
	recorded=$(ndecisions "$D/out" "$BOTS/noisy.sh")
	assert_equal "$recorded" 14
	# The same command finishes it, and says how much was played before.
	hearts-match "${args[@]}" -f "$D/games" >"$D/out2" 2>"$D/err2"
	assert_equal "$(cat "$D/err2")" \
	    "hearts-match: 1 deal, each in 4 seatings: 4 games, 1 of them played already in $D/games"
	hearts-match "${args[@]}" -f "$D/whole" >"$D/out3"
	assert_equal "$(masked "$D/games")" "$(masked "$D/whole")"
	assert_equal "$(table "$D/out2")" "$(table "$D/out3")"
}

# ----------------------------------------------------------------------
# Programs of the suite, and what a match says as it goes.

# bats test_tags=slow,heavy
@test "a program bot finds the suite's programs first, with bin/ not on PATH" {
	# a bot that says its PATH, then plays as examples/bots/careful.sh
	printf '%s\n' '#!/bin/sh' 'echo "PATH=$PATH" >&2' \
	    "exec $EXBOTS/careful.sh" >"$D/where.sh"
	chmod +x "$D/where.sh"
	# PATH without bin/, and hearts-match started by its path, from
	# elsewhere, as the README does from a clone
	cd "$D"
	run --separate-stderr env PATH=/usr/bin:/bin "$TOP/bin/hearts-match" \
	    -o target=10 -s 3 -d 1 -T -l "$D/log" "$D/where.sh" simple simple simple
	assert_success
	printf '%s\n' "$output" >"$D/t"
	assert_equal "$(faults "$D/t" "$D/where.sh")" "0 0 0 0 0"
	(( $(ndecisions "$D/t" "$D/where.sh") > 0 ))
	assert_equal "$(unprefixed "$D/log" | sort -u)" "PATH=$TOP/bin:/usr/bin:/bin"
	# through a symbolic link, the program's own directory all the same
	ln -s "$TOP/bin/hearts-match" "$D/hm"
	: >"$D/log"
	# (one game of the match, -g 0-0: only the log is looked at)
	env PATH=/usr/bin:/bin "$D/hm" -o target=10 -s 3 -d 1 -g 0-0 -l "$D/log" \
	    "$D/where.sh" simple simple simple >/dev/null 2>&1
	assert_equal "$(unprefixed "$D/log" | sort -u)" "PATH=$TOP/bin:/usr/bin:/bin"
	# with no PATH at all, the system's after it
	: >"$D/log"
	env -u PATH "$TOP/bin/hearts-match" -o target=10 -s 3 -d 1 -g 0-0 -l "$D/log" \
	    "$D/where.sh" simple simple simple >/dev/null 2>&1
	assert_equal "$(unprefixed "$D/log" | sort -u)" "PATH=$TOP/bin:/usr/local/bin:/usr/bin:/bin"
}

@test "the start says how many games -d means: deals times seatings" {
	run --separate-stderr match -s 2 -d 3 -n 3 simple simple random
	assert_success
	assert_equal "${stderr_lines[0]}" "hearts-match: seed 2, 3 deals, each in 3 seatings: 9 games"
	run --separate-stderr match -s 2 -d 1 -n 5 -f "$D/five" simple simple random simple simple
	assert_equal "$stderr" "hearts-match: 1 deal, each in 5 seatings: 5 games"
}

@test "-p, --progress: progress lines on stderr, not a terminal, the first and the last game" {
	local opt
	for opt in -p --progress; do
		match -s 4 -d 2 "$opt" -T strong:20 simple random simple >"$D/t" 2>"$D/err"
		run cat "$D/err"
		assert_line --index 0 "hearts-match: seed 4, 2 deals, each in 4 seatings: 8 games"
		assert_line --index 1 --regexp '^hearts-match: 1/8 games, [0-9.]+ games/s, strong:20 [0-9.]+, simple [0-9.]+, random [0-9.]+$'
		assert_line --index "$(( ${#lines[@]} - 1 ))" --regexp '^hearts-match: 8/8 games, '
		refute_output --partial $'\r'
		refute_output --partial $'\033'
		# the table is the one without -p
		match -s 4 -d 2 -T strong:20 simple random simple 2>"$D/err2" |
		    table /dev/stdin >"$D/t2"
		assert_equal "$(table "$D/t")" "$(cat "$D/t2")"
		assert_equal "$(cat "$D/err2")" "hearts-match: seed 4, 2 deals, each in 4 seatings: 8 games"
	done
}

@test "stdout closed: status 74 naming stdout, before any game, for the table, -f - and -m" {
	# (not through run, whose command always has a stdout)
	match -s 5 -d 1 -f "$D/m" random random random random >/dev/null 2>/dev/null
	for args in "-s 5 -d 1 random random random random" \
	    "-s 5 -d 1 -f - random random random random" "-m $D/m"; do
		# shellcheck disable=SC2086 # the words of args
		if match $args >&- 2>"$D/err"; then
			fail "hearts-match $args with stdout closed exited 0: its output went to the /dev/null opened for the bots' children"
		else
			assert_equal "$?" 74
		fi
		assert_equal "$(cat "$D/err")" "hearts-match: stdout: Bad file descriptor"
	done
}
