#!/usr/bin/env bats
# Whole games through the tools: examples/play-game.sh to game over for
# every preset, each record checked with awk for what the rules promise.
# standard and moon-down play to the presets' target of 100; the others
# to 50 (-o target=50), a whole game in fewer hands.

load helper

setup_file() {
	leaks_checked_elsewhere
}

# check_game FILE: prints what is wrong with a finished (or, with
# "open", an unfinished) game record, and nothing if all is well:
#  - every hand's score line sums to the points in play: 26 with three to
#    five players (less 10 with the J♦ on, which is always in play), a moon
#    26 to each other seat (add) or -26 (subtract); with two players 14
#    less the point cards aside (hearts 1, the QS 7), a moon 14 or -14;
#  - every total line is the last total plus the score;
#  - no total line before the last reaches the target with a single lowest
#    seat (the game would have ended there);
#  - the last total reaches the target and the winner line names exactly
#    the seats with the lowest total (unless "open": no winner at all).
check_game() {
	awk -v open="${2:-}" '
	function fail(msg) { print FILENAME ":" FNR ": " msg; bad = 1 }
	function values(    i, kv) {
		delete v
		for (i = 2; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] + 0 }
	}
	$1 == "rules" {
		for (i = 2; i <= NF; i++) { split($i, kv, "="); rule[kv[1]] = kv[2] }
		players = rule["players"] + 0
		target = rule["target"] == "none" ? 0 : rule["target"] + 0
	}
	$1 == "hand" { aside = 0; moon = 0; hands++ }
	$1 == "aside" {
		for (i = 2; i <= NF; i++) {
			if ($i ~ /H$/) aside += 1
			if ($i == "QS") aside += 7
		}
	}
	$1 == "moon" { moon = 1; moons++ }
	$1 == "score" {
		values()
		sum = 0
		for (s in v) sum += v[s]
		if (players == 2)
			want = moon ? (rule["moon"] == "add" ? 14 : -14) : 14 - aside
		else
			want = moon ? (rule["moon"] == "add" ? 26 * (players - 1) : -26) : 26
		if (rule["jack-of-diamonds"] == "on") want -= 10
		if (sum != want) fail("score sums to " sum ", not " want)
		for (s in v) score[s] = v[s]
		scores++
	}
	$1 == "total" {
		if (pending) fail("the game went on after a total that ended it")
		values()
		low = ""; high = ""
		for (s in v) {
			if (v[s] != total[s] + score[s]) fail(s " total " v[s] ", not " total[s] + score[s])
			total[s] = v[s]
			if (low == "" || v[s] < low) low = v[s]
			if (high == "" || v[s] > high) high = v[s]
		}
		nlow = 0; lowseats = ""
		for (seat = 1; seat <= players; seat++) {
			s = substr("NESWX", seat, 1)
			if (v[s] == low) { nlow++; lowseats = lowseats " " s }
		}
		ended = target > 0 && high >= target && (nlow == 1 || rule["tie"] == "share")
		pending = ended
		delete score
	}
	$1 == "winner" {
		winner = ""
		for (i = 2; i <= NF; i++) winner = winner " " $i
		winners++
	}
	END {
		if (scores == 0) fail("no hand scored")
		if (open != "") {
			if (winners) fail("a winner in an open game")
			if (pending) fail("the last total ends the game")
		} else {
			if (!pending) fail("the last total does not end the game (highest " high ", target " target ")")
			if (high < target) fail("no total reaches " target)
			if (winner != lowseats) fail("winner" winner ", but the lowest:" lowseats)
		}
		exit bad
	}' "$1"
}

# game PRESET SEED [OPTION...]: plays a whole game with
# examples/play-game.sh (OPTIONs are hearts-deal's, as -o target=50).
# The same game twice in a file is played once and its record kept.
game() {
	local kept
	kept=$BATS_FILE_TMPDIR/game$(printf '_%s' "$@" | tr -c 'A-Za-z0-9_=-' _)
	G=$BATS_TEST_TMPDIR/game
	[[ -s $kept ]] || "$TOP/examples/play-game.sh" -s "$2" -r "$1" "${@:3}" >"$kept"
	cp "$kept" "$G"
	assert_equal "$(hearts-query phase "$G")" over
	assert_equal "$(tail -n 1 "$G")" end
	# the record reads back as it is: every fact checks
	run --separate-stderr hearts-query winner "$G"
	assert_success
	[[ -n $output ]]
}

# bats test_tags=slow,heavy
@test "the checker itself catches a wrong sum and a wrong winner" {
	game two-player 7
	run check_game "$G"
	assert_success
	sed 's/^winner .*/winner X/' "$G" >"$G.w"
	run check_game "$G.w"
	assert_failure
	sed '0,/^score N=/s/^score N=\([0-9]*\)/score N=1\1/' "$G" >"$G.s"
	run check_game "$G.s"
	assert_failure
	assert_output --partial "score sums to"
}

# bats test_tags=slow,heavy
@test "standard: a whole game" {
	game standard 1
	run check_game "$G"
	assert_success
	assert_output ""
	# target 100: the last total line has a total of at least 100
	awk '$1 == "total"' "$G" | tail -n 1 | grep -Eq '=(1[0-9][0-9]|[2-9][0-9][0-9])( |$)'
}

# bats test_tags=slow,heavy
@test "black-lady: a whole game to 50" {
	game black-lady 1 -o target=50
	grep -qx 'rules players=4 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=50 tie=play-on' "$G"
	run check_game "$G"
	assert_success
}

# bats test_tags=slow,heavy
@test "omnibus: a whole game to 50, the J♦ -10 in every hand" {
	game omnibus 1 -o target=50
	grep -q ' jack-of-diamonds=on ' "$G"
	run check_game "$G"
	assert_success
}

# bats test_tags=slow,heavy
@test "moon-down: a whole game" {
	game moon-down 14
	grep -q ' moon=subtract ' "$G"
	grep -q '^moon ' "$G"	# this seed has a moon: -26 for the shooter
	run check_game "$G"
	assert_success
}

# bats test_tags=slow,heavy
@test "two-player: a whole game to 50" {
	game two-player 7
	grep -q '^rules players=2 .* target=50 ' "$G"
	run check_game "$G"
	assert_success
	assert_equal "$(grep -c '^aside ' "$G")" "$(grep -c '^hand ' "$G")"
}

# bats test_tags=slow,heavy
@test "three-player: a whole game to 50" {
	game three-player 8 -o target=50
	run check_game "$G"
	assert_success
	# 17 tricks a hand
	assert_equal "$(grep -c '^trick ' "$G")" "$((17 * $(grep -c '^hand ' "$G")))"
}

# bats test_tags=slow,heavy
@test "five-player: a whole game to 50" {
	game five-player 1 -o target=50
	grep -q '^moon ' "$G"	# this seed has a moon: 4 * 26 to the others
	run check_game "$G"
	assert_success
	assert_equal "$(grep -c '^trick ' "$G")" "$((10 * $(grep -c '^hand ' "$G")))"
}

# bats test_tags=slow,heavy
@test "session: an open game never ends; five hands and no winner" {
	local f=$BATS_TEST_TMPDIR/session n seat scored=0 legal
	hearts-deal -s 10 -r session >"$f"
	grep -q ' target=none ' "$f"
	# play-game.sh's loop, stopped after five scored hands (each step
	# updates the record in place with -f)
	while ((scored < 5)); do
		case $(hearts-query phase "$f") in
		pass)
			n=$(hearts-query pass "$f" | cut -d' ' -f2)
			set --
			for seat in $(hearts-query turn "$f"); do
				set -- "$@" "$seat" $(hearts-query -p "$seat" hand "$f" | tail -n "$n")
			done
			hearts-pass -f "$f" "$@" ;;
		play)
			legal=$(hearts-query legal "$f")
			hearts-play -f "$f" "${legal%%$'\n'*}" ;;
		score)
			hearts-score -f "$f"
			scored=$((scored + 1)) ;;
		deal)
			hearts-deal -f "$f" ;;
		*)
			fail "phase $(hearts-query phase "$f") in an open session" ;;
		esac
	done
	assert_equal "$(grep -c '^score ' "$f")" 5
	assert_equal "$(hearts-query phase "$f")" deal
	assert_equal "$(hearts-query winner "$f")" ""
	run grep -c '^winner' "$f"
	assert_output 0
	run check_game "$f" open
	assert_success
	# and the next hand is dealt
	run hearts-deal "$f"
	assert_success
	assert_line 'hand 6 pass=right'
}
