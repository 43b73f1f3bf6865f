# serve.bash: what the tests of hearts-serve through its API share
# (955, 956): a server of their own on a free port, requests by curl,
# and the fields of its JSON answers read by grep.

setup() {
	T=$BATS_TEST_TMPDIR
	cd "$T" || exit 1
	export HOME=$T XDG_DATA_HOME=$T/data
	command -v curl > /dev/null || skip "curl is not installed (tools/need check)"
	PAGE=$T/page
	mkdir -p "$PAGE"
	echo '<!doctype html><title>hearts</title>' > "$PAGE/index.html"
	: > "$PAGE/hearts.css"
	: > "$PAGE/hearts.js"
	PID=
}

# The server stops on SIGTERM as it should, and under the sanitizers it
# has nothing to say, a leak included, as it exits.
teardown() {
	[ -n "$PID" ] || return 0
	kill "$PID" 2> /dev/null || true
	wait "$PID" 2> /dev/null || true
	! grep -E 'Sanitizer|runtime error' "$T/serve.err" || false
}

# serve [OPTION...]: starts the server on a free port, its games in
# $T/games; URL is where it answers.
serve() {
	hearts-serve -p 0 -d "$T/games" -w "$PAGE" "$@" > "$T/url" 2> "$T/serve.err" &
	PID=$!
	local i
	for i in $(seq 100); do
		[ -s "$T/url" ] && break
		sleep 0.05
	done
	URL=$(head -n 1 "$T/url")
	[[ $URL == http://127.0.0.1:*/ ]] || fail "no URL: $(cat "$T/url" "$T/serve.err")"
}

# api METHOD PATH: CODE is the status, BODY the answer.
api() {
	CODE=$(curl -s -o "$T/body" -w '%{http_code}' -X "$1" "$URL$2")
	BODY=$(cat "$T/body")
}

# field NAME: a number or a string of the last answer.
field() {
	printf '%s' "$BODY" | grep -o "\"$1\":\"\{0,1\}[^,\"}]*" | head -n 1 |
	    sed "s/^\"$1\":\"\{0,1\}//"
}

# cards NAME: the cards of a list of the last answer, one a line.
cards() {
	printf '%s' "$BODY" | grep -o "\"$1\":\[[^]]*\]" | head -n 1 |
	    grep -o '[2-9TJQKA][CDHS]' || true
}

# unversioned JSON: a state without its version.
unversioned() {
	printf '%s' "$1" | sed 's/"version":[0-9]*//'
}

# new_game QUERY: a new game; ID is its identifier.
new_game() {
	api POST "api/games?$1"
	[ "$CODE" = 201 ] || fail "new game: $CODE $BODY"
	ID=$(field id)
}

# play_on: the person's move, the first cards they may choose.
play_on() {
	local phase n
	phase=$(field phase)
	case $phase in
	pass)
		n=$(field passCount)
		api POST "api/games/$ID/pass?cards=$(cards legal | head -n "$n" | paste -sd, -)" ;;
	play)	api POST "api/games/$ID/play?card=$(cards legal | head -n 1)" ;;
	scored)	api POST "api/games/$ID/next" ;;
	*)	fail "play_on in phase $phase" ;;
	esac
	[ "$CODE" = 200 ] || fail "$phase: $CODE $BODY"
}
