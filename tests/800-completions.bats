#!/usr/bin/env bats
# Completions: they work, and they stay in step with the programs' options.

load helper

PROGRAMS="hearts-check hearts-deal hearts-pass hearts-play hearts-query hearts-score hearts-show hearts-view hearts-bot hearts-match hearts-tourney hearts-select hearts-stats hearts-solve hearts-export hearts-serve"

# complete_bash FUNCTION LINE: what bash completion offers at the end of LINE.
complete_bash() {
	bash -c '
		source "$1/completions/hearts.bash"
		COMP_LINE=$3 COMP_POINT=${#3}
		read -ra COMP_WORDS <<< "$3"
		[[ $3 == *" " ]] && COMP_WORDS+=("")
		COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
		"$2"
		printf "%s\n" "${COMPREPLY[@]}"
	' _ "$TOP" "$@"
}

# Every option of every program: tests/810-options.bats.

# bats test_tags=slow
@test "every program has a completion in each shell" {
	for p in $PROGRAMS; do
		grep -q "complete -F _[a-z_]* $p\$" "$TOP/completions/hearts.bash" || fail "bash: $p"
		head -n 1 "$TOP/completions/_hearts" | grep -qw "$p" || fail "zsh: $p"
		grep -q -- "$p" "$TOP/completions/hearts.fish" || fail "fish: $p"
	done
}

@test "every preset and option of the library is completed" {
	run hearts-deal --help
	for preset in standard black-lady omnibus moon-down session two-player three-player five-player black-maria; do
		assert_output --partial "$preset"
		grep -q -- "$preset" "$TOP/completions/hearts.bash" || fail "bash: $preset"
		grep -q -- "$preset" "$TOP/completions/_hearts" || fail "zsh: $preset"
		grep -q -- "$preset" "$TOP/completions/hearts.fish" || fail "fish: $preset"
	done
}

@test "every rule option the library reads is completed, with its values" {
	local names name
	names=$(hearts-deal -o nosuch=1 2>&1 | head -n 1 | sed 's/.*(options: //; s/)$//; s/,//g')
	[ -n "$names" ]
	for name in $names; do
		grep -qw -- "$name" "$TOP/completions/hearts.bash" || fail "bash: $name"
		grep -q -- "'$name=:" "$TOP/completions/_hearts" || fail "zsh: $name"
		grep -q -- " $name=" "$TOP/completions/hearts.fish" || fail "fish: $name"
	done
	run complete_bash _hearts_deal "hearts-deal -o first-l"
	assert_output "first-lead="
	run complete_bash _hearts_deal "hearts-deal -o first-lead=a"
	assert_output "any-club"
	run complete_bash _hearts_deal "hearts-deal -o pass=a"
	assert_output "across"
}

@test "bash: hearts-deal -r completes presets" {
	run complete_bash _hearts_deal "hearts-deal -r t"
	assert_success
	assert_output $'two-player\nthree-player'
}

@test "bash: hearts-deal -o completes a name, then its values" {
	run complete_bash _hearts_deal "hearts-deal -o moo"
	assert_output "moon="
	run complete_bash _hearts_deal "hearts-deal -o moon=s"
	assert_output "subtract"
}

@test "bash: hearts-play completes the legal cards of the record read in" {
	hearts-deal -s 2026 | hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS \
	    > "$BATS_TEST_TMPDIR/game"
	run complete_bash _hearts_play "hearts-play < $BATS_TEST_TMPDIR/game "
	assert_output "2C"
}

@test "bash: hearts-pass completes the named seat's cards" {
	hearts-deal -s 2026 > "$BATS_TEST_TMPDIR/game"
	run complete_bash _hearts_pass "hearts-pass N 6C 7C < $BATS_TEST_TMPDIR/game T"
	assert_output $'TC\nTD\nTS'
	run complete_bash _hearts_pass "hearts-pass E < $BATS_TEST_TMPDIR/game Q"
	assert_output $'QD\nQS'
}

@test "bash: hearts-query completes questions, then files" {
	run complete_bash _hearts_query "hearts-query -p N le"
	assert_output "legal"
	run complete_bash _hearts_query "hearts-query vi"
	assert_output "view"
	cd "$BATS_TEST_TMPDIR"
	touch view-of-e.txt
	run complete_bash _hearts_query "hearts-query view view-of"
	assert_output "view-of-e.txt"
}

@test "bash: hearts-view completes seats after -s, its options, then files" {
	run complete_bash _hearts_view "hearts-view -s "
	assert_output $'N\nE\nS\nW\nX'
	run complete_bash _hearts_view "hearts-view -"
	assert_output $'-s\n--seat\n-h\n--help\n-V\n--version'
	cd "$BATS_TEST_TMPDIR"
	touch game-to-view.txt
	run complete_bash _hearts_view "hearts-view -s E game-to"
	assert_output "game-to-view.txt"
}

@test "bash: --bot completes seats, then the bots; hearts-bot completes bots" {
	run complete_bash _hearts_play "hearts-play -b NE"
	assert_output $'NEW=\nNESW='
	# '=' breaks words in bash: only the value is replaced
	run complete_bash _hearts_pass "hearts-pass --bot NEW=st"
	assert_output "strong"
	run complete_bash _hearts_bot "hearts-bot -b "
	assert_output $'random\nsimple\nstrong\nexpert'
	run complete_bash _hearts_bot "hearts-bot -b e"
	assert_output "expert"
	run complete_bash _hearts_bot "hearts-bot --h"
	assert_output $'--hint\n--help'
}

@test "fish: hearts-bot completes its bots" {
	command -v fish >/dev/null || skip "fish is not installed"
	run fish -c "source '$TOP/completions/hearts.fish'; complete -C'hearts-bot -b s'"
	assert_line --partial simple
	assert_line --partial strong
	refute_line --partial random
}

@test "zsh: _hearts parses" {
	command -v zsh >/dev/null || skip "zsh is not installed"
	run zsh -n "$TOP/completions/_hearts"
	assert_success
}

@test "fish: hearts.fish parses and completes questions" {
	command -v fish >/dev/null || skip "fish is not installed"
	run fish -n "$TOP/completions/hearts.fish"
	assert_success
	run fish -c "source '$TOP/completions/hearts.fish'; complete -C'hearts-query pl'"
	assert_output --partial played
	run fish -c "source '$TOP/completions/hearts.fish'; complete -C'hearts-query vi'"
	assert_output --partial view
	run fish -c "source '$TOP/completions/hearts.fish'; complete -C'hearts-view -s '"
	assert_line --regexp '^W'
	assert_line --regexp '^X'
}

@test "zsh: hearts-view and the view question are completed" {
	head -n 1 "$TOP/completions/_hearts" | grep -qw hearts-view
	grep -q "^hearts-view)" "$TOP/completions/_hearts"
	grep -q "1:question:(.* view)" "$TOP/completions/_hearts"
}

@test "hearts, the game: its options' values in bash and fish" {
	grep -q "complete -F _hearts_game hearts\$" "$TOP/completions/hearts.bash"
	head -n 1 "$TOP/completions/_hearts" | grep -qw hearts
	run complete_bash _hearts_game "hearts -b s"
	assert_output $'simple\nstrong'
	run complete_bash _hearts_game "hearts -r t"
	assert_output $'two-player\nthree-player'
	run complete_bash _hearts_game "hearts -o tie=p"
	assert_output "play-on"
	if command -v fish > /dev/null; then
		run fish -c "source '$TOP/completions/hearts.fish'; complete -C'hearts -b st'"
		assert_output --partial strong
		run fish -c "source '$TOP/completions/hearts.fish'; complete -C'hearts -n '"
		assert_line --regexp '^5'
	fi
}

# bats test_tags=slow
@test "-L completes the levels of hearts and hearts-bot in bash, zsh and fish, as the programs name them" {
	local want p got
	for p in hearts hearts-bot; do
		# the names as the program lists them, from its table
		# (cmd/tool/options.c), one a line
		run --separate-stderr "$p" -L none
		want=$(sed -n '1s/.*(the levels are \(.*\))$/\1/p' <<<"$stderr" |
		    sed 's/,//g; s/ and / /' | tr ' ' '\n')
		assert_equal "$(wc -l <<<"$want")" 5
		assert_equal "$(bash_offers "$p -L " | sort)" "$(sort <<<"$want")"
		assert_equal "$(bash_offers "$p --level c")" $'casual\nclub'
		# (a skip inside $(...) ends only that subshell: asked here)
		if command -v zsh > /dev/null; then
			got=$(zsh_offers "$p -L ")
			assert_equal "$(sort <<<"$got")" "$(sort <<<"$want")"
		fi
		if command -v fish > /dev/null; then
			got=$(fish_offers "$p -L ")
			assert_equal "$(sort <<<"$got")" "$(sort <<<"$want")"
			got=$(fish_offers "$p --level=ex")
			[[ $got == *expert* ]] || fail "fish $p --level=ex: $got"
		fi
	done
}

# the_words: offers on stdin, each without what it shares with the word
# typed (bash leaves out what comes before '=' or ':', fish keeps it) or
# the '=' or '/' that ends it, sorted on one line.
the_words() {
	sed -E 's/[=/]$//; s/^.*[=:](.)/\1/' | sort | tr '\n' ' '
}

# bats test_tags=slow
@test "--bot: the bots after SEATS=, for hearts as for hearts-play; programs after persistent:, never a C source; in bash, zsh and fish" {
	cd "$BATS_TEST_TMPDIR"
	printf '#!/bin/sh\n' > mybot
	chmod +x mybot
	: > mybot.c
	local -A want=(
		["hearts -b E="]="expert persistent: random simple strong "
		["hearts --bot NW=st"]="strong "
		["hearts-play -b E="]="expert persistent: random simple strong "
		["hearts-pass -b NE"]="NESW NEW "
		["hearts -b persistent:"]="mybot "
		["hearts -b E=persistent:m"]="mybot "
		["hearts-play -b W=persistent:"]="mybot "
		["hearts-match persistent:"]="mybot "
		["hearts-match my"]="mybot "
		["hearts-match st"]="strong "
		["hearts-tourney persistent:"]="mybot "
		["hearts-tourney -F "]="balanced gauntlet round-robin "
	)
	local l got
	for l in "${!want[@]}"; do
		assert_equal "bash $l: $(bash_offers "$l" | the_words)" "bash $l: ${want[$l]}"
	done
	if command -v zsh > /dev/null; then
		got=$(zsh_offers "${!want[@]}")
		for l in "${!want[@]}"; do
			assert_equal "zsh $l: $(offered_for "$l" <<< "$got" | the_words)" "zsh $l: ${want[$l]}"
		done
	fi
	if command -v fish > /dev/null; then
		got=$(fish_offers "${!want[@]}")
		for l in "${!want[@]}"; do
			assert_equal "fish $l: $(offered_for "$l" <<< "$got" | the_words)" "fish $l: ${want[$l]}"
		done
	fi
}
