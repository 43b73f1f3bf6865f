#!/usr/bin/env bats
# hearts-serve through its HTTP API, with curl: games played to the end
# and kept as records, the person's view and nothing more, every bad
# request refused with nothing changed, a server killed and started
# again.  The page itself is tested in a browser by 960.

load helper
load serve

# bats test_tags=slow
@test "hearts-serve: whole games of 2 to 5 players by the API, each a record the suite reads" {
	serve
	for n in 2 3 4 5; do
		new_game "players=$n&level=beginner&seed=$n&option=target=20"
		moves=0
		while [ "$(field phase)" != over ]; do
			play_on
			moves=$((moves + 1))
			[ $moves -lt 2000 ] || fail "no end"
		done
		hearts-check -q "games/$ID.txt"
		[ "$(hearts-query phase "games/$ID.txt")" = over ]
		# The winners the page is told are the record's.
		[ "$(cards winners)" = "" ]
		[ "$(printf '%s' "$BODY" | grep -o '"winners":\[[0-9,]*\]' | tr -dc '0-9,')" != "" ]
		head -n 1 "games/$ID.txt" | grep -qx '# hearts: level beginner'
		hearts-show -a "games/$ID.txt" > /dev/null
	done
}

@test "hearts-serve: a game is the one hearts(6) plays from the same seed, level and moves" {
	serve
	new_game "seed=7&level=casual"
	api POST "api/games/$ID/pass?cards=AC,2D,4D"
	[ "$CODE" = 200 ]
	printf 'AC 2D 4D\nquit\n' | hearts -s 7 -L casual -f terminal.txt > /dev/null
	diff -u terminal.txt "games/$ID.txt"
}

@test "hearts-serve: the bots choose their passes once the person has, as hearts(6) does" {
	serve
	new_game "seed=7&level=casual"
	[ "$(field phase)" = pass ]
	run grep -c '^pass ' "games/$ID.txt"
	assert_output 0
	printf 'quit\n' | hearts -s 7 -L casual -f terminal.txt > /dev/null
	diff -u terminal.txt "games/$ID.txt"
	api POST "api/games/$ID/pass?cards=AC,2D,4D"
	[ "$CODE" = 200 ]
	run grep -c '^pass ' "games/$ID.txt"
	assert_output 4
}

# bats test_tags=slow
@test "hearts-serve: the legal cards are hearts-query's, and the state holds no card of another hand" {
	serve
	new_game "seed=11&level=casual"
	for step in $(seq 14); do
		if [ "$(field phase)" = play ]; then
			hearts-query -p S legal "games/$ID.txt" > want
			cards legal > got
			diff -u want got
			# Every card the state names is South's, passed by South or
			# played.
			cards passed > passed
			for s in N E W; do
				for c in $(hearts-query -p $s hand "games/$ID.txt" | grep -vxF -f passed); do
					if printf '%s' "$BODY" | grep -q "\"$c\""; then
						fail "$c of $s's hand is in the state"
					fi
				done
			done
			# Its view is hearts-view's.
			curl -s -o view "${URL}api/games/$ID/view"
			cmp view <(sed 1d "games/$ID.txt" | hearts-view -s S)
		fi
		play_on
	done
}

# bats test_tags=slow
@test "hearts-serve: a card the rules refuse is 409 with the reason, and nothing changes" {
	serve
	new_game "seed=7&level=casual"
	api POST "api/games/$ID/pass?cards=AC,2D,4D"
	cp "games/$ID.txt" before
	# South holds no club after passing AC: the first trick is led by 2C's holder.
	held=$(cards held)
	legal=$(cards legal)
	bad=$(comm -23 <(echo "$held" | sort) <(echo "$legal" | sort) | head -n 1)
	[ -n "$bad" ] || skip "every card is legal here"
	api POST "api/games/$ID/play?card=$bad"
	[ "$CODE" = 409 ]
	[[ $BODY == '{"error":"'$bad': '* ]]
	cmp before "games/$ID.txt"
	api GET "api/games/$ID"
	[ "$(field why)" != null ]
	[ -n "$(field why)" ]
	# Not the time to pass, not a card, twice the same, and next too soon.
	api POST "api/games/$ID/pass?cards=QS,KS,AS"
	[ "$CODE" = 409 ]
	api POST "api/games/$ID/play?card=1X"
	[ "$CODE" = 400 ]
	[[ $BODY == *"'1X' is not a card"* ]]
	api POST "api/games/$ID/play?card=$(cards legal | head -n 1),$(cards legal | head -n 1)"
	[ "$CODE" = 400 ]
	api POST "api/games/$ID/next"
	[ "$CODE" = 409 ]
	cmp before "games/$ID.txt"
}

# bats test_tags=slow
@test "hearts-serve: bad requests are refused with a message and change nothing" {
	serve
	new_game "seed=3"
	cp "games/$ID.txt" before
	api POST "api/games?players=6"
	[ "$CODE" = 400 ] && [[ $BODY == *"2 to 5 players"* ]]
	api POST "api/games?level=grandmaster"
	[ "$CODE" = 400 ] && [[ $BODY == *"no such level"* ]]
	api POST "api/games?seed=-1"
	[ "$CODE" = 400 ]
	api POST "api/games?option=moon=sideways"
	[ "$CODE" = 400 ]
	api POST "api/games?colour=red"
	[ "$CODE" = 400 ] && [[ $BODY == *"'colour' is not a parameter"* ]]
	api POST "api/games?rules=$(printf 'x%.0s' $(seq 300))"
	[ "$CODE" = 400 ] && [[ $BODY == *"longer than 256 bytes"* ]]
	api POST "api/games?a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9&j=10&k=11&l=12&m=13&n=14&o=15&p=16&q=17"
	[ "$CODE" = 400 ]
	api GET "api/games"
	[ "$CODE" = 405 ]
	api GET "api/games/$ID/play?card=2C"
	[ "$CODE" = 405 ]
	api POST "api/games/$ID/hint"
	[ "$CODE" = 405 ]
	api DELETE "api/games/$ID"
	[ "$CODE" = 405 ]
	api GET "api/games/$ID/delete"
	[ "$CODE" = 404 ]
	# Another game's identifier, or none, leads nowhere.
	api GET "api/games/0123456789abcdef0123456789abcdef"
	[ "$CODE" = 404 ]
	api GET "api/games/${ID^^}"
	[ "$CODE" = 404 ]
	api GET "api/games/../../games/$ID.txt"
	[ "$CODE" = 404 ]
	api GET "games/$ID.txt"
	[ "$CODE" = 404 ]
	CODE=$(curl -s -o body --path-as-is -w '%{http_code}' "$URL../../../etc/passwd")
	[ "$CODE" = 404 ]
	# A body is refused before it is read.
	CODE=$(curl -s -o body -w '%{http_code}' -X POST --data-binary 'x=1' "${URL}api/games")
	[ "$CODE" = 413 ]
	# Headers past 16 KiB.
	CODE=$(curl -s -o /dev/null -w '%{http_code}' -H "X-Big: $(head -c 20000 /dev/zero | tr '\0' a)" "$URL")
	[ "$CODE" -ge 400 ] || [ "$CODE" = 000 ]
	cmp before "games/$ID.txt"
	[ "$(ls games | wc -l)" = 1 ]
	# The page itself, with what it may do.
	run curl -s -D - -o /dev/null "$URL"
	assert_output --partial "Content-Security-Policy: default-src 'self'"
	assert_output --partial "Content-Type: text/html"
}

# bats test_tags=slow
@test "hearts-serve: undo takes back the last card once; hint names a card it may play" {
	serve
	new_game "seed=7&level=casual"
	api POST "api/games/$ID/pass?cards=AC,2D,4D"
	[ "$(field canUndo)" = false ]
	api POST "api/games/$ID/undo"
	[ "$CODE" = 409 ] && [[ $BODY == *"nothing to undo"* ]]
	api GET "api/games/$ID/hint"
	[ "$CODE" = 200 ]
	hint=$(cards cards)
	[ -n "$(field why)" ]
	api GET "api/games/$ID"
	cards legal | grep -qx "$hint"
	before=$(hearts-query played "games/$ID.txt" | wc -l)
	play_on
	[ "$(field canUndo)" = true ]
	api POST "api/games/$ID/undo"
	[ "$CODE" = 200 ]
	[ "$(field canUndo)" = false ]
	[ "$(hearts-query played "games/$ID.txt" | wc -l)" = "$before" ]
	api POST "api/games/$ID/undo"
	[ "$CODE" = 409 ]
}

# bats test_tags=slow
@test "hearts-serve: the review of a hand comes once it is scored, each of the person's cards with its cost" {
	serve
	new_game "seed=5&level=beginner"
	api GET "api/games/$ID/review"
	[ "$CODE" = 409 ] && [[ $BODY == *"once it is scored"* ]]
	api GET "api/games/$ID"
	while [ "$(field phase)" != scored ]; do
		play_on
	done
	api GET "api/games/$ID/review?hand=1"
	[ "$CODE" = 200 ]
	[ "$(printf '%s' "$BODY" | grep -o '"trick":' | wc -l)" = 13 ]
	# Every seat's hand as dealt, each 13 cards.
	[ "$(printf '%s' "$BODY" | grep -o '"dealt":\[\[[^]]*\]' | grep -o '[2-9TJQKA][CDHS]' | wc -l)" = 13 ]
	# The costs are those hearts-solve -p finds for South (within the budget, exact here).
	hearts-solve -p -n 2000000 "games/$ID.txt" 2> /dev/null |
	    awk '$1 == "card" && $4 == "S" { print $3, $5, $6, $7 }' > want
	printf '%s' "$BODY" | grep -o '{"trick":[0-9]*,"card":"..","best":"..","lo":[0-9]*,"hi":[0-9]*}' |
	    sed 's/{"trick":\([0-9]*\),"card":"\(..\)","best":"\(..\)","lo":\([0-9]*\),"hi":\([0-9]*\)}/\1 \2 \4 \5 \3/' |
	    awk '{ print $1, $2, ($3 == $4 ? $3 : $3 ".." $4), $5 }' > got
	[ -s want ]
	diff -u want got
	api GET "api/games/$ID/review?hand=2"
	[ "$CODE" = 409 ]
	api GET "api/games/$ID/review?hand=x"
	[ "$CODE" = 400 ]
}

# bats test_tags=slow
@test "hearts-serve: the record downloads as the person's view within a hand, whole between hands" {
	serve
	new_game "seed=5&level=beginner"
	curl -s -D headers -o record.txt "${URL}api/games/$ID/record"
	grep -qi '^Content-Disposition: attachment' headers
	[ "$(hearts-query view record.txt)" = S ]
	hearts-check -q record.txt
	while [ "$(field phase)" != scored ]; do
		play_on
	done
	curl -s -o record.txt "${URL}api/games/$ID/record"
	[ "$(hearts-query view record.txt)" = "" ]
	hearts-solve -p -t 13 record.txt > /dev/null
	cmp record.txt <(sed 1d "games/$ID.txt")
}

# bats test_tags=slow
@test "hearts-serve: killed with SIGKILL and started again, every game goes on where it was" {
	serve
	new_game "seed=21&level=casual"
	first=$ID
	play_on
	play_on
	api GET "api/games/$first"
	before=$BODY
	new_game "seed=22&level=beginner&players=3"
	second=$ID
	api GET "api/games/$second"
	before2=$BODY
	kill -9 "$PID"
	wait "$PID" 2> /dev/null || true
	PID=
	serve
	# The same state but for its version, which counts changes since
	# the server started.
	api GET "api/games/$first"
	[ "$(unversioned "$BODY")" = "$(unversioned "$before")" ]
	api GET "api/games/$second"
	[ "$(unversioned "$BODY")" = "$(unversioned "$before2")" ]
	ID=$first
	api GET "api/games/$ID"
	play_on
	hearts-check -q "games/$first.txt"
	# No temporary file is left behind.
	[ "$(ls -A games | grep -c '^\.')" = 0 ]
}

@test "hearts-serve: a file it cannot read is named and not served; the rest are" {
	mkdir games
	printf 'hearts 1\nnonsense\n' > games/0123456789abcdef0123456789abcdef.txt
	serve
	grep -q "0123456789abcdef0123456789abcdef.txt:2: .*the game is not served" serve.err
	new_game "seed=1"
	api GET "api/games/0123456789abcdef0123456789abcdef"
	[ "$CODE" = 404 ]
}

@test "hearts-serve: -g caps the games held, with 503" {
	serve -g 2
	new_game seed=1
	new_game seed=2
	api POST "api/games?seed=3"
	[ "$CODE" = 503 ] && [[ $BODY == *"as many games as it may (2)"* ]]
	[ "$(ls games | wc -l)" = 2 ]
}

@test "hearts-serve: its command line" {
	run --separate-stderr hearts-serve -p 70000
	refuses_usage '^hearts-serve: -p 70000: a number from 0 to 65535$'
	run --separate-stderr hearts-serve -a localhost
	refuses_usage '^hearts-serve: -a localhost: not an IPv4 or IPv6 address'
	run --separate-stderr hearts-serve games
	refuses_usage 'no operands'
	run --separate-stderr hearts-serve -p 0 -d games -w "$T/nowhere"
	refuses 66 '^hearts-serve: the page: .*/nowhere/index.html: No such file or directory'
	# Beyond the loopback, it says what that means.
	hearts-serve -a 0.0.0.0 -p 0 -d games -w "$PAGE" > url 2> err &
	PID=$!
	for i in $(seq 100); do [ -s url ] && break; sleep 0.05; done
	grep -q '^http://0.0.0.0:[0-9]*/$' url
	grep -q 'anyone who can reach this host' err
	kill "$PID"
	wait "$PID" || true
	# On one thread, as on the loopback, it has nothing to say.
	hearts-serve -j 1 -p 0 -d games -w "$PAGE" > url 2> err &
	PID=$!
	for i in $(seq 100); do [ -s url ] && break; sleep 0.05; done
	grep -q '^http://127.0.0.1:[0-9]*/$' url
	[ ! -s err ] || fail "said: $(cat err)"
}

# A move's save holds its table's lock, and the clock's round takes the
# list's lock before each table's: a save that took the list's lock
# again could wait on a round that waits on it, and the server would
# hang.  helgrind sees both orders once they happen, hang or not.
# bats test_tags=slow
@test "hearts-serve: its locks taken in one order (helgrind)" {
	command -v valgrind > /dev/null || skip "valgrind is not installed"
	! sanitized || skip "the programs are built with a sanitizer"
	valgrind --tool=helgrind --log-file="$T/hg" "$TOP/bin/hearts-serve" \
	    -p 0 -d "$T/games" -w "$PAGE" > "$T/url" 2> "$T/serve.err" &
	PID=$!
	for i in $(seq 200); do [ -s "$T/url" ] && break; sleep 0.1; done
	URL=$(head -n 1 "$T/url")
	new_game "level=beginner&seed=1"
	play_on
	sleep 2.5	# a round of the clock or two, over the game held
	play_on
	[ "$CODE" = 200 ] || fail "a move: $CODE $BODY"
	kill "$PID"
	wait "$PID" || true
	PID=
	grep -q 'ERROR SUMMARY' "$T/hg" || fail "helgrind did not finish: $(tail "$T/hg")"
	! grep -A12 'lock order' "$T/hg" || fail "a lock order violated (above)"
}
