#!/usr/bin/env bats
# The three shells offer the same seats and cards, read from the record
# on the line where there is one: hearts.bash, _hearts and hearts.fish
# each read a command line the same way.

load helper

setup_file() {
	cd "$BATS_FILE_TMPDIR"
	hearts-deal -s 2026 > four.txt
	hearts-deal -n 3 -s 5 > three.txt
	hearts-deal -s 2026 | hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS > passed.txt
	# N and E have passed, S and W are yet to.
	hearts-deal -s 2026 | hearts-pass N QH 7S TS E 9S JS QS > half.txt
}

setup() {
	cd "$BATS_FILE_TMPDIR"
}

# The lines every test asks each shell about.
LINES=(
	"hearts-pass < four.txt "
	"hearts-pass < four.txt N 6C "
	"hearts-pass < four.txt n 6c 10c "
	"hearts-pass < half.txt "
	"hearts-pass three.txt "
	"hearts-pass -f three.txt E "
	"hearts-pass N "
	"hearts-play < passed.txt "
	"hearts-play < passed.txt 2C "
	"hearts-play passed.txt 2C 6C "
	"hearts-play 2C 3c "
	"hearts-show -s "
	"hearts-show three.txt -s "
	"hearts-query -p "
	"hearts-view passed.txt -s "
)

# sorted LINE: the words bash offers for LINE, sorted, on one line.
bash_sorted() {
	bash_offers "$1" | sort | tr '\n' ' '
}

# each_sorted: from zsh_offers or fish_offers on stdin, each line's words
# sorted on one line, "== LINE" before them.
each_sorted() {
	awk '/^== / { if (n) print line ": " words; line = substr($0, 4); words = ""; n = 1; next }
	    { words = words $0 " " }
	    END { if (n) print line ": " words }' |
	while IFS= read -r l; do
		printf '%s: %s\n' "${l%%: *}" "$(tr ' ' '\n' <<< "${l#*: }" | sed '/^$/d' | sort | tr '\n' ' ')"
	done
}

# bats test_tags=slow
@test "bash offers what the record says: the seats yet to pass, a seat's cards but those typed, the legal cards after those typed" {
	assert_equal "$(bash_sorted "hearts-pass < four.txt ")" "E N S W "
	# the seats not yet named, and N's cards but 6C
	run bash_offers "hearts-pass < four.txt N 6C "
	assert_line E
	refute_line N
	refute_line 6C
	[ "$(grep -c '^[2-9TJQKA][CDHS]$' <<< "$output")" -eq 12 ] || fail "not N's 12 other cards: $output"
	# what is typed in any case and as 10 is taken out too
	run bash_offers "hearts-pass < four.txt n 6c 10c "
	refute_line 6C
	refute_line TC
	refute_line N
	assert_equal "$(bash_sorted "hearts-pass < half.txt ")" "S W "
	# three players: no W or X
	assert_equal "$(bash_sorted "hearts-pass three.txt ")" "E N S "
	assert_equal "$(bash_sorted "hearts-play < passed.txt ")" "2C "
	# after 2C, E must follow clubs: what hearts-query says of that
	want=$(hearts-play 2C < passed.txt | hearts-query legal | sort | tr '\n' ' ')
	assert_equal "$(bash_sorted "hearts-play < passed.txt 2C ")" "$want"
	# no record: every card but those typed, once each
	run bash_offers "hearts-play 2C 3c "
	[ "${#lines[@]}" -eq 50 ] || fail "not 50 cards: ${#lines[@]}"
	refute_line 2C
	refute_line 3C
	assert_equal "$(bash_sorted "hearts-show three.txt -s ")" "E N S "
	assert_equal "$(bash_sorted "hearts-show -s ")" "E N S W X "
}

# agrees_with_bash SHELL: SHELL_offers gives the words bash gives, for
# every line of LINES.
agrees_with_bash() {
	local shell=$1 got l
	# zsh_offers' own skip would end only the subshell of run.
	command -v "$shell" > /dev/null || skip "$shell is not installed"
	run "${shell}_offers" "${LINES[@]}"
	assert_success
	got=$(each_sorted <<< "$output")
	for l in "${LINES[@]}"; do
		assert_equal "$(grep -F -x -- "$l: $(bash_sorted "$l")" <<< "$got" | wc -l)" 1 ||
		    fail "$shell differs for '$l': $(grep -F -- "$l" <<< "$got"), bash: $(bash_sorted "$l")"
	done
}

# bats test_tags=slow
@test "zsh offers what bash offers, line by line" {
	agrees_with_bash zsh
}

# bats test_tags=slow
@test "fish offers what bash offers, line by line" {
	agrees_with_bash fish
}
