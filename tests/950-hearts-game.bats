#!/usr/bin/env bats
# hearts: the game for a person, driven through its standard input, and
# once in tmux to see what a person sees.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
	sock=
	export XDG_DATA_HOME=$BATS_TEST_TMPDIR/data
	unset NO_COLOR
}

# move FILE SEAT: the person's move for the game in FILE: its first legal
# card, or the last cards of its hand to pass.
move() {
	case $(hearts-query phase "$1") in
	pass)	hearts-query -p "$2" hand "$1" |
		    tail -n "$(hearts-query pass "$1" | cut -d' ' -f2)" | paste -sd' ' - ;;
	play)	hearts-query legal "$1" | head -n 1 ;;
	esac
}

# drive FILE SEAT OPTIONS...: plays a whole game one move a run, each run
# resuming the game saved by the one before; checks the record after each
# and keeps the moves in FILE.moves and the last run's output in FILE.out.
drive() {
	local file=$1 seat=$2 m runs=0
	shift 2
	: > "$file.moves"
	hearts -f "$file" "$@" < /dev/null > "$file.out"
	while [ "$(hearts-query phase "$file")" != over ]; do
		m=$(move "$file" "$seat")
		[ -n "$m" ] || fail "no move for $seat: $(hearts-query phase "$file")"
		printf '%s\n' "$m" >> "$file.moves"
		printf '%s\n' "$m" | hearts -f "$file" -b simple > "$file.out" ||
		    fail "hearts failed at move $runs"
		hearts-check -q "$file" || fail "a bad record after move $runs"
		runs=$((runs + 1))
		[ "$runs" -lt 400 ] || fail "the game does not end"
	done
}

teardown() {
	if [ -n "$sock" ] && [ -S "$sock" ]; then
		tmux -S "$sock" kill-server 2> /dev/null || true
	fi
}

@test "hearts --help, --version and usage errors" {
	run hearts --help
	assert_success
	assert_line --index 0 --partial "usage: hearts [-b, --bot bot] [-f, --file file]"
	assert_output --partial "hint, undo, show, help, quit"
	# the game's page is in section 6
	assert_output --partial "See hearts(6)"
	refute_output --partial "hearts(1)"
	run hearts -V
	assert_success
	assert_output --regexp '^hearts \(hearts\) '
	run --separate-stderr hearts -b clever
	refuses_usage "^hearts: -b clever: no such bot"
	run --separate-stderr hearts -n 6
	refuses_usage "^hearts: -n 6: the game is for 2 to 5 players"
	run --separate-stderr hearts -o moon=sideways
	refuses_usage "^hearts: -o: "
	run --separate-stderr hearts -r nope
	refuses_usage "^hearts: -r: "
	run --separate-stderr hearts -s -1
	refuses_usage "^hearts: -s -1: a seed"
	# the long names it advertises are taken, not refused as unknown
	run --separate-stderr hearts --bot clever
	refuses_usage "^hearts: -b clever: no such bot"
	run --separate-stderr hearts --seed -1
	refuses_usage "^hearts: -s -1: a seed"
	run --separate-stderr hearts game.txt
	refuses_usage "^hearts: no operands"
	run --separate-stderr hearts -f -
	refuses_usage "standard input"
	[ ! -e data ] || fail "a usage error made the data directory"
}

# bats test_tags=slow
@test "a whole game one move a run, resumed each time, checked at each step; in one run, the same game" {
	drive step.txt S -s 5 -b simple -o target=30
	run hearts-query winner step.txt
	assert_success
	# The last run: the last trick, the final table, the winner, the path.
	run cat step.txt.out
	assert_line --regexp '^  trick 13: '
	assert_line --regexp '^total  '
	assert_line --regexp '^winner: '
	assert_line --regexp '^The game is over\.  (You won!|Won by|You share)'
	assert_line "The record is in step.txt; replay it with: hearts-show -a step.txt"
	# The same moves, without a break, give the same record.
	run hearts -f once.txt -s 5 -b simple -o target=30 < step.txt.moves
	assert_success
	cmp step.txt once.txt
	assert_line "The record is in once.txt; replay it with: hearts-show -a once.txt"
	run hearts-show -a once.txt
	assert_success
}

# bats test_tags=slow
@test "hearts -L: the level is saved with the game and resumed; the same game as its bot's" {
	local i m
	run hearts -f lv.txt -s 5 -L casual -o target=30 < /dev/null
	assert_success
	assert_line --index 0 "A new game: you are S, against 3 casual bots.  Type help for the commands."
	assert_equal "$(head -n 1 lv.txt)" "# hearts: level casual"
	hearts-check -q lv.txt
	# one move a run, resumed without -L: the casual level (simple) goes on
	: > lv.moves
	for i in 1 2 3 4 5 6; do
		m=$(move lv.txt S)
		printf '%s\n' "$m" >> lv.moves
		printf '%s\n' "$m" | hearts -f lv.txt > lv.out
		hearts-check -q lv.txt
	done
	assert_equal "$(head -n 1 lv.out)" "Resuming the game: you are S, against 3 casual bots.  Type help for the commands."
	assert_equal "$(head -n 1 lv.txt)" "# hearts: level casual"
	[ "$(hearts-query played lv.txt | wc -w)" -ge 12 ]
	# the same moves in one run against -b simple: the same cards played
	hearts -f one.txt -s 5 -b simple -o target=30 < lv.moves > /dev/null
	cmp <(sed 1d lv.txt) <(sed 1d one.txt)
	# -b for every seat is that session's; the game's level stays
	assert_equal "$(head -n 1 one.txt)" "# hearts: level advanced"
	# -L on a game in progress: its level from now on, saved at once
	run hearts -f lv.txt -L expert < /dev/null
	assert_line --index 0 "Resuming the game: you are S, against 3 expert bots.  Type help for the commands."
	assert_equal "$(head -n 1 lv.txt)" "# hearts: level expert"
	# -b SEATS=BOT: those seats, the others at the level
	run hearts -f lv.txt -L club -b E=random < /dev/null
	assert_line --index 0 "Resuming the game: you are S, against N club, E random, W club.  Type help for the commands."
	assert_equal "$(head -n 1 lv.txt)" "# hearts: level club"
	# the hint is the expert's at every level: the same at beginner as at expert
	cp lv.txt hint.txt
	run hearts -f hint.txt -L beginner <<< hint
	assert_line --regexp '^hint: '
	local h=$(grep '^hint: ' <<<"$output")
	run hearts -f hint.txt -L expert <<< hint
	assert_line "$h"
	# a record without the comment, or with a level unknown here: the default
	sed 1d lv.txt > plain.txt
	run hearts -f plain.txt < /dev/null
	assert_line --index 0 "Resuming the game: you are S, against 3 advanced bots.  Type help for the commands."
	sed '1s/.*/# hearts: level grandmaster/' lv.txt > odd.txt
	run hearts -f odd.txt < /dev/null
	assert_line --index 0 "Resuming the game: you are S, against 3 advanced bots.  Type help for the commands."
}

@test "hearts -L: an unknown level, or -L with -b for every seat" {
	run --separate-stderr hearts -L grandmaster
	refuses_usage '^hearts: -L grandmaster: no such level \(the levels are beginner, casual, club, advanced and expert\)$'
	run --separate-stderr hearts --level grandmaster
	refuses_usage '^hearts: -L grandmaster: no such level'
	run --separate-stderr hearts -L casual -b simple
	refuses_usage '^hearts: -L casual and -b: both choose every bot'
	run --separate-stderr hearts -b strong --level=club
	refuses_usage '^hearts: -L club and -b: both choose every bot'
	run --separate-stderr hearts -L casual -b E=simple -b random
	refuses_usage '^hearts: -L casual and -b: '
	[ ! -e data ] || fail "a usage error made the data directory"
}

@test "in a UTF-8 locale the game names every card as its table draws them; -l and a C locale give letters" {
	hearts -f g.txt -s 2026 -b simple < /dev/null > /dev/null
	run hearts -f g.txt <<-EOF
		qs qs ks
		hint
		quit
	EOF
	assert_success
	assert_line "Q♠ is named twice"
	assert_line --regexp '^hint: pass [0-9JQKA]+(♣|♦|♥|♠) [0-9JQKA]+(♣|♦|♥|♠) [0-9JQKA]+(♣|♦|♥|♠): .+'
	assert_line --regexp '^  S  ♣ .* ♦ .* ♥ .* ♠ '
	run hearts -l -f g.txt <<< "qs qs ks"
	assert_line "QS is named twice"
	assert_line --regexp '^  S  C .* D .* H .* S '
	LC_ALL=C run hearts -f g.txt <<< "qs qs ks"
	assert_line "QS is named twice"
	LC_ALL=C run hearts --symbols -f g.txt <<< "qs qs ks"
	assert_line "Q♠ is named twice"
	run hearts -u -l -f g.txt < /dev/null
	assert_failure 64
}

@test "every command, a refused card with its reason and the prompt again, quit and resume" {
	# suit letters, as in a C locale: the cards read as hearts-query writes them
	export LC_ALL=C
	hearts -f g.txt -s 2026 -b simple -o target=30 < /dev/null > /dev/null
	run hearts -f g.txt <<-EOF
		help
		show
		undo
		hint
		qs qs ks
		4c
		quit
	EOF
	assert_success
	assert_line --index 0 "Resuming the game: you are S, against 3 advanced bots.  Type help for the commands."
	assert_line --partial "  hint   the expert bot's suggestion, and why"
	assert_line "  no card played yet"
	assert_line "nothing to undo: no card of yours is played in this hand"
	assert_line --regexp '^hint: pass [0-9JQKA]+[CDHS] [0-9JQKA]+[CDHS] [0-9JQKA]+[CDHS]: .+'
	assert_line "QS is named twice"
	assert_line "S must pass 3 cards, not 1"
	assert_line "The game is saved in g.txt; run hearts -f g.txt again to go on."
	run hearts -f g.txt <<< "$(move g.txt S)"
	assert_line --regexp "^You passed .* to W and got .* from E\.$"
	# A card S holds but may not play now.
	bad=$(comm -23 <(hearts-query -p S hand g.txt | sort) <(hearts-query legal g.txt | sort) | head -n 1)
	[ -n "$bad" ] || skip "every card of S is legal"
	run hearts -f g.txt <<-EOF
		hint
		zz
		$bad
		show
		quit
		$(move g.txt S)
	EOF
	assert_success
	assert_line --regexp '^hint: play [0-9JQKA]+[CDHS]: .+'
	assert_line "'zz' is neither a card nor a command (help lists them)"
	# The card refused with the rule and the legal cards, the prompt again.
	assert_line --regexp "^$bad: .*; legal: "
	grep -A1 -x "Your card: $bad" <<< "$output" | tail -n 1 | grep -q "^$bad: "
	grep -A2 -x "Your card: $bad" <<< "$output" | tail -n 1 | grep -qx 'Your card: show'
	assert_line --regexp '^  still out: '
	assert_line --regexp '^  S took '
	assert_line "The game is saved in g.txt; run hearts -f g.txt again to go on."
	hearts-check -q g.txt
	# quit kept the game as it was: no card of S's played, and nothing
	# after quit was read.
	[ "$(hearts-query -p S hand g.txt | wc -l)" -eq 13 ]
}

@test "undo takes back the person's last card and the bots' after it, once" {
	hearts -f u.txt -s 11 -b simple -o target=30 < /dev/null > /dev/null
	printf '%s\n' "$(move u.txt S)" | hearts -f u.txt > /dev/null
	before=$(cat u.txt)
	card=$(move u.txt S)
	printf '%s\n' "$card" | hearts -f u.txt > /dev/null
	after=$(cat u.txt)
	[ "$before" != "$after" ]
	run hearts -f u.txt <<-EOF
		undo
		undo
	EOF
	assert_success
	assert_line --regexp '^took back your card( and the [0-9]+ cards? played after it)?$'
	assert_line "nothing to undo: only your last card can be taken back, once"
	[ "$(cat u.txt)" = "$before" ] || diff <(echo "$before") u.txt
	hearts-check -q u.txt
	# Played again, the same card gives the same game.
	printf '%s\n' "$card" | hearts -f u.txt > /dev/null
	[ "$(cat u.txt)" = "$after" ]
}

@test "two players: a count said to the person agrees with it (Pass 1 card)" {
	run hearts -f two.txt -s 2 -r two-player < /dev/null
	assert_success
	assert_line --regexp '^Pass 1 card to E: $'
	refute_output --regexp '(^|[^0-9])1 cards'
	run hearts -f two.txt <<< help
	assert_line --partial "to pass, 1 card on one line."
	refute_output --regexp '(^|[^0-9])1 cards'
}

# deck: every card of the four-player deck, one a line, in order.
deck() {
	local s r
	for s in C D H S; do
		for r in 2 3 4 5 6 7 8 9 T J Q K A; do
			echo "$r$s"
		done
	done
}

# bats test_tags=slow
@test "the score table: drawn when a hand ends and on request, not before every card" {
	# hand 2 of seed 5, to pass: the bots played hand 1
	hearts-deal -s 5 | hearts-pass -b NESW=simple -S 1 | hearts-score |
	    hearts-deal > g.txt
	# S passes, then names every card in turn, again and again: each is
	# played once it is legal, until hand 2 is over
	{
		move g.txt S
		for _ in $(seq 15); do deck; done
		echo score
		echo quit
	} > moves
	run hearts -f g.txt -b simple < moves
	assert_success
	assert_line "hand 2 is over"
	local out=$output
	# the table twice: at the end of hand 2 and for score; never between
	run grep -cE '^hand +N +E +S +W$' <<< "$out"
	assert_output 2
	# the second right after the score command
	grep -A2 -E ': score$' <<< "$out" | grep -qE '^hand +N +E +S +W$' ||
	    fail "no table after score"
	# show draws it too, with the tricks
	run hearts -f g.txt <<< show
	run grep -cE '^hand +N +E +S +W$' <<< "$output"
	assert_output 1
}

@test "show: the cards each seat took and those still out wrap between cards" {
	hearts -f w.txt -s 2026 -b simple < /dev/null > /dev/null
	printf '%s\n' "$(move w.txt S)" | hearts -f w.txt > /dev/null
	printf '%s\n' "$(move w.txt S)" | hearts -f w.txt > /dev/null
	run hearts -f w.txt <<< show
	assert_success
	# from "still out:" to the next line that is not its continuation
	sed -En '/^  still out: /,/^([^ ]|$)/p' <<< "$output" | sed '$d' > out.txt
	(( $(wc -l < out.txt) > 1 )) || fail "the list does not wrap: $(cat out.txt)"
	local line card='(10|[2-9JQKA])(C|D|H|S|♣|♦|♥|♠)'
	while IFS= read -r line; do
		(( ${#line} <= 80 )) || fail "a line of ${#line} columns: $line"
		[[ $line =~ ^(\ \ still\ out:\ |\ {13})$card(\ $card)*$ ]] ||
		    fail "a card cut or misplaced: '$line'"
	done < out.txt
	# the cards are those of the list on one line
	# the cards S passed that W has not played are not out: S knows them
	assert_equal "$(sed 's/^  still out: //' out.txt | wc -w)" \
	    "$(( 52 - $(hearts-query played w.txt | wc -l) - $(hearts-query -p S hand w.txt | wc -l) -
	    $(sed -n 's/^  W has from you: //p' <<< "$output" | wc -w) ))"
}

@test "the end of the input quits and saves; the game goes on where it was" {
	hearts -f e.txt -s 9 -b random < /dev/null > /dev/null
	printf '%s' "$(move e.txt S)" | hearts -f e.txt > out.txt
	tail -n 1 out.txt | grep -qx "The game is saved in e.txt; run hearts -f e.txt again to go on."
	hearts-check -q e.txt
	[ "$(hearts-query phase e.txt)" = play ]
}

@test "the default record is under XDG_DATA_HOME, else ~/.local/share, made when missing" {
	run hearts -s 1 < /dev/null
	assert_success
	assert_line "The game is saved in $XDG_DATA_HOME/hearts/game.txt; run hearts again to go on."
	hearts-check -q "$XDG_DATA_HOME/hearts/game.txt"
	unset XDG_DATA_HOME
	HOME=$BATS_TEST_TMPDIR/home run hearts -s 1 < /dev/null
	assert_success
	hearts-check -q home/.local/share/hearts/game.txt
	cmp home/.local/share/hearts/game.txt data/hearts/game.txt
	# A relative XDG_DATA_HOME is ignored, as the spec says.
	XDG_DATA_HOME=rel HOME=$BATS_TEST_TMPDIR/home run hearts < /dev/null
	assert_line --index 0 --partial "Resuming the game"
	[ ! -e rel ]
	run --separate-stderr env -u HOME hearts < /dev/null
	refuses 64 "^hearts: neither XDG_DATA_HOME nor HOME is set"
}

@test "new-game options on a game in progress: resumed, with a warning" {
	hearts -f p.txt -s 4 -n 3 < /dev/null > /dev/null
	run --separate-stderr hearts -f p.txt -n 5 < /dev/null
	assert_success
	[[ $stderr == "hearts: p.txt holds a game in progress, resumed as it is"* ]]
	run hearts-query seats p.txt
	assert_output $'N\nE\nS'
}

# bats test_tags=slow
@test "a game over in the file: a new one begins with its rules, saying so" {
	drive over.txt S -s 8 -b simple -o target=20 -n 3
	run hearts -f over.txt < /dev/null
	assert_success
	assert_line --index 0 "The game in over.txt is over; a new one begins."
	assert_line --index 1 --partial "A new game: you are S, against 2 advanced bots."
	[ "$(hearts-query phase over.txt)" = pass ]
	grep -qx 'rules players=3 .* target=20 .*' over.txt
}

# bats test_tags=slow
@test "two, three and five players: the person's seat, whole games" {
	drive two.txt N -s 2 -b simple -r two-player -o target=20
	grep -q "^A new game: you are N, against 1 simple bot\.\|Resuming the game: you are N" two.txt.out
	drive three.txt S -s 3 -b random -n 3 -o target=20
	drive five.txt S -s 5 -b simple -n 5 -o target=20
	run hearts-query seats five.txt
	assert_output $'N\nE\nS\nW\nX'
}

@test "the default level, advanced (strong bots): a few moves" {
	hearts -f st.txt -s 21 -o target=30 < /dev/null > /dev/null
	for i in 1 2 3; do
		printf '%s\n' "$(move st.txt S)" | hearts -f st.txt > out.txt
		hearts-check -q st.txt
	done
	grep -q "against 3 advanced bots" out.txt
	[ "$(hearts-query played st.txt | wc -w)" -ge 8 ]
}

@test "no colour when not on a terminal, letters in a C locale; the legal cards listed" {
	run hearts -f c.txt -s 2026 -b simple < /dev/null
	refute_output --partial $'\033['
	LC_ALL=C run hearts -f c.txt < /dev/null
	refute_output --partial "♠"
	printf '%s\n' "$(move c.txt S)" > m
	LC_ALL=C run hearts -f c.txt < m
	assert_line --regexp '^  you may play: '
	assert_line --regexp '^  S> C '
}

@test "a bad record, a view, an unwritable directory: one line on stderr" {
	echo "hearts 1" > bad.txt
	run --separate-stderr hearts -f bad.txt < /dev/null
	assert_equal "$status" 65
	assert_equal "${#stderr_lines[@]}" 1
	[[ $stderr == "hearts: bad.txt:"* ]]
	hearts-deal -s 1 | hearts-view -s E > view.txt
	run --separate-stderr hearts -f view.txt < /dev/null
	refuses 65 "^hearts: view.txt: this is E's view of a game"
	run --separate-stderr hearts -f nowhere/g.txt < /dev/null
	assert_equal "$status" 74
	[[ $stderr == "hearts: nowhere/"* ]]
}

@test "in tmux: what a person sees, in colour" {
	command -v tmux > /dev/null || skip "tmux is not installed"
	local screen i
	sock=$BATS_TEST_TMPDIR/tmux.sock
	tmux -S "$sock" -u -f /dev/null new-session -d -x 100 -y 40 \
	    "env LC_ALL=C.UTF-8 XDG_DATA_HOME=$XDG_DATA_HOME TERM=xterm-256color '$TOP/bin/hearts' -s 2026 -b simple -f '$BATS_TEST_TMPDIR/t.txt'; sleep 30"
	# wait for the prompt
	for i in $(seq 300); do
		screen=$(tmux -S "$sock" capture-pane -p -e)
		[[ $screen == *"Pass 3 cards to W:"* ]] && break
		sleep 0.1
	done
	tmux -S "$sock" send-keys "$(move t.txt S)" Enter
	for i in $(seq 300); do
		screen=$(tmux -S "$sock" capture-pane -p -e)
		[[ $screen == *"Your card:"* ]] && break
		sleep 0.1
	done
	printf '%s\n' "$screen" > screen.txt
	[[ $screen == *"Your card:"* ]] || fail "no prompt: $screen"
	# Suit symbols, hearts and diamonds in red, the unplayable cards dim,
	# the heading in bold, the seat to play marked.
	grep -q '♣' screen.txt
	grep -q $'\033\\[31m♦\|\033\\[31m[0-9JQKA]*♦' screen.txt || fail "no red diamonds"
	grep -q $'\033\\[2m' screen.txt || fail "nothing dimmed"
	grep -q $'\033\\[1mhand 1' screen.txt || fail "no bold heading"
	grep -q '^  S> ♣' <(sed 's/\x1b\[[0-9;]*m//g' screen.txt) || fail "no S> row"
	grep -q '^  N  13 cards\|^  N  12 cards' <(sed 's/\x1b\[[0-9;]*m//g' screen.txt)
	hearts-check -q t.txt
}

@test "the bots choose their passes once the person has: the file holds none before; the same game" {
	hearts -f b.txt -s 7 < /dev/null > /dev/null
	[ "$(hearts-query phase b.txt)" = pass ]
	run grep -c '^pass ' b.txt
	assert_output 0
	run hearts-query turn b.txt
	assert_output --partial S
	assert_equal "$(hearts-query turn b.txt | wc -l)" 4
	# once S passes, every bot does, as it would have before
	printf '%s\n' "$(move b.txt S)" | hearts -f b.txt > /dev/null
	run grep -c '^pass ' b.txt
	assert_output 4
	# the cards they chose before the person had, when they chose first
	run grep '^pass [NEW] ' b.txt
	assert_line --index 0 "pass N KC AD JH"
	assert_line --index 1 "pass E 5D 6D 7D"
	assert_line --index 2 "pass W QD KD QS"
	# the same moves in one run: the same record
	printf '%s\nquit\n' "$(sed -n 's/^pass S //p' b.txt)" |
	    hearts -f once.txt -s 7 > /dev/null
	cmp b.txt once.txt
	# the page says so
	grep -q 'holds every hand' "$BATS_TEST_DIRNAME/../man/hearts.6"
}

@test "show: the cards the person passed are where they put them, not still out" {
	export LC_ALL=C
	hearts -f k.txt -s 2026 -b simple < /dev/null > /dev/null
	printf '%s\n' "$(move k.txt S)" | hearts -f k.txt > /dev/null
	printf '%s\n' "$(move k.txt S)" | hearts -f k.txt > /dev/null
	# hand 1 passes left: S's cards went to W, who may have played one
	sed -n 's/^pass S //p' k.txt | tr ' ' '\n' | sort > passed
	[ "$(wc -l < passed)" -eq 3 ]
	hearts-query played k.txt | cut -d' ' -f2 | sort > played
	comm -23 passed played > at-w
	[ -s at-w ]
	run hearts -f k.txt <<< show
	assert_success
	assert_line --regexp '^  W has from you: '
	diff -u at-w <(sed -n 's/^  W has from you: //p' <<< "$output" | tr ' ' '\n' | sort)
	refute_line --regexp '^  [NE] has from you: '
	# still out: every card but those played, S's own and those at W
	sed -En '/^  still out: /,/^([^ ]|$)/p' <<< "$output" | sed '$d' |
	    sed 's/^  still out: //' | tr -s ' ' '\n' | sed '/^$/d' | sort > out
	[ -z "$(comm -12 out passed)" ] || fail "still out lists a card S passed: $(comm -12 out passed)"
	assert_equal "$(wc -l < out)" \
	    "$(( 52 - $(wc -l < played) - $(hearts-query -p S hand k.txt | wc -l) - $(wc -l < at-w) ))"
}

@test "the hint's words are commands: pass CARDS and play CARD, as it says them" {
	export LC_ALL=C
	hearts -f h.txt -s 2026 -b simple < /dev/null > /dev/null
	h=$(hearts -f h.txt <<< hint | sed -n 's/^hint: \(pass [^:]*\):.*/\1/p')
	[[ $h == "pass "?*" "?*" "?* ]] || fail "no pass hinted: '$h'"
	run hearts -f h.txt <<< "$h"
	assert_success
	refute_output --partial "neither a card nor a command"
	assert_line --regexp '^You passed .* to W and got .* from E\.$'
	assert_equal "$(sed -n 's/^pass S //p' h.txt | tr ' ' '\n' | sort)" \
	    "$(tr ' ' '\n' <<< "${h#pass }" | sort)"
	# play, with the suit symbols the hint writes in a UTF-8 locale
	export LC_ALL=C.UTF-8
	h=$(hearts -f h.txt <<< hint | sed -n 's/^hint: \(play [^:]*\):.*/\1/p')
	[[ $h == "play "?*[♣♦♥♠] ]] || fail "no card hinted: '$h'"
	before=$(hearts-query played h.txt | grep -c '^S ' || true)
	run hearts -f h.txt <<< "$h"
	assert_success
	refute_output --partial "neither a card nor a command"
	[ "$(hearts-query played h.txt | grep -c '^S ' || true)" -gt "$before" ] ||
	    [ "$(hearts-query phase h.txt)" != play ] || fail "the card was not played"
	# each at its time, and with its cards
	export LC_ALL=C
	cp h.txt h2.txt
	run hearts -f h2.txt <<-EOF
		pass 2C 3C 4C
		play
		quit
	EOF
	assert_success
	assert_line "the cards are passed: play one card"
	assert_line "play what? name the card after it"
	cmp h.txt h2.txt
	hearts -f p.txt -s 2026 -b simple < /dev/null > /dev/null
	run hearts -f p.txt <<-EOF
		play 2C
		pass
		quit
	EOF
	assert_success
	assert_line "pass 3 cards first: play begins once every seat has passed"
	assert_line "pass what? name the cards after it"
	run hearts -f p.txt <<< help
	assert_line --partial "pass CARDS"
}

@test "a card the person does not hold is refused with the legal cards, as every refusal is" {
	export LC_ALL=C
	hearts -f n.txt -s 2026 -b simple < /dev/null > /dev/null
	printf '%s\n' "$(move n.txt S)" | hearts -f n.txt > /dev/null
	[ "$(hearts-query phase n.txt)" = play ]
	card=$(comm -23 <(deck | sort) <({ hearts-query -p S hand n.txt;
	    hearts-query played n.txt | cut -d' ' -f2; } | sort) | head -n 1)
	[ -n "$card" ]
	legal=$(hearts-query legal n.txt | paste -sd' ' -)
	before=$(cat n.txt)
	run hearts -f n.txt <<< "$card"
	assert_success
	assert_line "$card: you do not hold it; legal: $legal"
	grep -A2 -x "Your card: $card" <<< "$output" | tail -n 1 | grep -qx 'Your card: '
	assert_equal "$(cat n.txt)" "$before"
}
