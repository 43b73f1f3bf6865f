#!/usr/bin/env bats
# hearts-serve's page in a real browser: Debian's Chromium, headless,
# driven by playwright-core (tests/web/*.mjs, one script a test) against
# a hearts-serve on a free port of the loopback.  Where Chromium, Node.js
# or playwright-core is missing (tools/need web installs them) or Chromium
# cannot start, the browser tests skip saying why.  The screenshots go to
# tests/web/shots/ (not committed) for a person to look at.

load helper

WEB=$TOP/tests/web

setup_file() {
	local chromium=${CHROMIUM:-/usr/bin/chromium} why=
	if [ ! -x "$TOP/bin/hearts-serve" ]; then
		why="no bin/hearts-serve (libmicrohttpd-dev: tools/need build)"
	elif [ ! -x "$chromium" ]; then
		why="no Chromium at $chromium (tools/need web)"
	elif ! command -v node > /dev/null; then
		why="no Node.js (tools/need web)"
	elif [ ! -f "$WEB/node_modules/playwright-core/package.json" ]; then
		why="no playwright-core in tests/web/node_modules (tools/need web)"
	elif ! timeout 60 "$chromium" --headless --no-sandbox --disable-gpu \
	    --no-first-run --disable-background-networking --disable-sync \
	    --user-data-dir="$BATS_FILE_TMPDIR/probe" --dump-dom about:blank \
	    > /dev/null 2> "$BATS_FILE_TMPDIR/probe.err"; then
		why="Chromium cannot start here: $(tail -n 1 "$BATS_FILE_TMPDIR/probe.err")"
	fi
	printf '%s' "$why" > "$BATS_FILE_TMPDIR/skip"
}

setup() {
	server=
	url=
	why=$(cat "$BATS_FILE_TMPDIR/skip")
	export HEARTS_TMP=$BATS_TEST_TMPDIR HEARTS_BIN=$TOP/bin
	export HEARTS_SHOTS=${HEARTS_SHOTS:-$WEB/shots}
}

teardown() {
	stop_server
}

# browser: skip the test, saying why, where the browser cannot run.
browser() {
	[ -z "$why" ] || skip "$why"
}

# start_server [OPTION...]: hearts-serve on a free port over the test's
# games directory, flushing each move before it answers; its URL in $url.
start_server() {
	local _
	: > "$BATS_TEST_TMPDIR/serve.out"
	hearts-serve -p 0 -s -d "$BATS_TEST_TMPDIR/games" -w "$TOP/web" "$@" \
	    > "$BATS_TEST_TMPDIR/serve.out" 2>> "$BATS_TEST_TMPDIR/serve.err" 3>&- &
	server=$!
	for _ in $(seq 100); do
		url=$(head -n 1 "$BATS_TEST_TMPDIR/serve.out")
		[ -n "$url" ] && break
		sleep 0.1
	done
	[[ $url == http://127.0.0.1:*/ ]] ||
	    fail "hearts-serve printed no URL: '$url' $(cat "$BATS_TEST_TMPDIR/serve.err")"
}

# stop_server [SIGNAL]: stops it (SIGTERM unless told); it said nothing
# of a sanitizer's finding.
stop_server() {
	[ -n "$server" ] || return 0
	kill "-${1:-TERM}" "$server" 2> /dev/null || true
	wait "$server" 2> /dev/null || true
	server=
	if grep -q 'Sanitizer' "$BATS_TEST_TMPDIR/serve.err" 2> /dev/null; then
		cat "$BATS_TEST_TMPDIR/serve.err" >&2
		return 1
	fi
}

# page SCRIPT ARGS...: runs tests/web/SCRIPT against the server.
page() {
	run node "$WEB/$1" "$url" "${@:2}"
	assert_success
}

@test "the page: its own files only, at most 150 KB, nothing from another host" {
	local total
	total=$(cat "$TOP"/web/* | wc -c)
	[ "$total" -le 150000 ] || fail "the page weighs $total bytes"
	for f in index.html hearts.css hearts.js; do
		[ -f "$TOP/web/$f" ] || fail "no web/$f"
	done
	# no address of another host (the icon's SVG namespace is a name,
	# not a request), no @import, no url() but data:
	run grep -h -o -E 'https?://[A-Za-z0-9.-]+' "$TOP"/web/*
	run grep -v -x 'http://www.w3.org' <<< "$output"
	assert_output ""
	run grep -n -E '@import|url\((["'"'"']?)[^d"'"'"']' "$TOP"/web/*
	assert_failure
}

# bats test_tags=slow
@test "a whole game by clicking: dimmed cards as hearts-query legal, the scores, the winners, a record hearts-check passes" {
	browser
	start_server
	page game.mjs
}

# bats test_tags=slow
@test "pass, hint and undo by clicking, the cards received, the others' cards at a pace" {
	browser
	start_server
	page moves.mjs
}

# bats test_tags=slow
@test "closed and opened again, and after hearts-serve is killed and started again, the game goes on" {
	browser
	start_server
	page resume.mjs before
	# killed: what was answered is on disk (-s)
	stop_server KILL
	start_server
	page resume.mjs after
}

# bats test_tags=slow
@test "the keyboard alone deals, passes and plays a hand; cards are named buttons" {
	browser
	start_server
	page keyboard.mjs
}

# bats test_tags=slow
@test "another game's id and bad requests are refused from the page" {
	browser
	start_server
	page refuse.mjs
}

# bats test_tags=slow
@test "four people at one table in four browsers: links, the others' cards without reloading, one away and back, each sent their own cards only" {
	browser
	start_server -t 2
	page table.mjs
}

# bats test_tags=slow
@test "the table for 2 to 5 players, on a phone, in dark mode, with reduced motion (screenshots)" {
	browser
	start_server
	page looks.mjs
	[ -s "$HEARTS_SHOTS/phone-5-players.png" ] || fail "no screenshot in $HEARTS_SHOTS"
}
