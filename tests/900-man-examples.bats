#!/usr/bin/env bats
# The EXAMPLES of the manual pages, run as they are written.

load helper

setup() {
	cd "$BATS_TEST_TMPDIR"
	# The annotated record of hearts(5)'s EXAMPLES, comments and all.
	sed -n '/^\.Sh EXAMPLES/,/^\.Ed/p' "$TOP/man/hearts.5" |
	    sed '1,/^\.Bd/d;/^\.Ed/d' > game.txt
}

@test "hearts(5): the annotated example is a valid record" {
	run --separate-stderr hearts-query phase game.txt
	assert_success
	assert_output play
	[ "$stderr" = "" ]
}

@test "hearts(5): the example is canonical once its comments are gone" {
	grep -v '^#' game.txt > canonical.txt
	# Playing and taking back nothing is not possible; rewrite it with
	# hearts-play and compare everything up to the new card.
	run hearts-play 7D < game.txt
	assert_success
	diff -u canonical.txt <(printf '%s\n' "$output" | sed 's/^\(trick N .*\) 7D$/\1/' |
	    sed '/^trick N 7D$/d')
}

@test "hearts(5): awk prints the totals" {
	run awk '$1 == "total"' game.txt
	assert_output "total N=4 E=4 S=2 W=16"
}

@test "hearts(5): grep counts the moons, awk cuts a stream into games" {
	{ cat game.txt; hearts-deal -s 1; hearts-deal -s 2; } > games.txt
	run grep -c '^moon' games.txt
	assert_output 0
	awk '/^hearts /{n++} {print > ("game" n ".txt")}' games.txt
	run hearts-query seats game3.txt
	assert_output $'N\nE\nS\nW'
	cmp game3.txt <(hearts-deal -s 2)
}

@test "hearts-deal(1): the examples" {
	hearts-deal -s 2026 > game.txt
	run hearts-query phase game.txt
	assert_output pass
	hearts-deal -r five-player -o queen-breaks-hearts=yes > game.txt
	grep -qx 'rules players=5 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=100 tie=play-on' game.txt
	run sh -c "hearts-deal -s 7 | awk '\$1 == \"deal\" && / 2C /{print \$2}'"
	assert_success
	[ "$(hearts-deal -s 7 | grep '^deal' | grep -w 2C | cut -d' ' -f2)" = "$output" ]
}

# bats test_tags=slow
@test "hearts-deal(1): deals to conditions, and the deals of a match" {
	hearts-deal -s 1 -N 20 -w 'S has QS and spades(S) <= 3' > deals.txt
	[ "$(grep -c '^deal S .*QS' deals.txt)" = 20 ]
	hearts-check -q deals.txt
	# The built-in bots on them; the strong one thinks less, to be quick.
	run --separate-stderr hearts-match -T -D deals.txt strong:10 simple simple random
	assert_success
	# Every deal in every seating: each bot's seats played 80 games.
	assert_line --regexp $'^strong:10\t[0-9]+\t[0-9.]+\t[0-9.]+\t80\t'
	assert_line --regexp $'^simple\t[0-9]+\t[0-9.]+\t[0-9.]+\t160\t'
	hearts-deal -n 5 -N 10 -w 'hearts(N) >= 6 and high(N, hearts) >= 3 or
	    hearts(E) >= 6 and high(E, hearts) >= 3' > moon.txt
	[ "$(grep -c '^hand 1 ' moon.txt)" = 10 ]
	hearts-check -q moon.txt
	hearts-deal -n 2 -s 1 -N 5 -w 'N has QS and value(N) <= 8' > sure.txt
	[ "$(grep -c '^deal N .*QS' sure.txt)" = 5 ]
	hearts-check -q sure.txt
	# Each deal as a hold hand, its first card played: N's value by
	# hearts-solve is 8 at most.
	awk '/^hearts /{n++} {print > ("sure" n ".txt")}' sure.txt
	for i in 1 2 3 4 5; do
		sed -e '/^seed/d' -e 's/^hand 1 pass=left/total N=0 E=0\nhand 1 pass=hold/' \
		    "sure$i.txt" > hold.txt
		hearts-play -f hold.txt "$(hearts-query legal hold.txt)"
		[ "$(hearts-solve -p hold.txt | awk '$1 == "seat" && $3 == "N" { print $4 }')" -le 8 ]
	done
	hearts-match -s 3 -d 4 -f match.txt simple simple simple simple > /dev/null
	hearts-deal -x -w 'N has QS and spades(N) <= 2' match.txt > again.txt
	want=$(awk '$1 == "deal" && $2 == "N" { n = 0; q = 0
		for (i = 3; i <= NF; i++) { if ($i ~ /S$/) n++; if ($i == "QS") q = 1 }
		if (q && n <= 2) c++ } END { print c + 0 }' match.txt)
	[ "$want" -gt 0 ]
	[ "$(grep -c '^hand ' again.txt)" = "$want" ]
	hearts-check -q again.txt
}

@test "hearts-match(1): the hands of game 3, played again by every bot" {
	hearts-match -s 1 -d 5 -f games.txt simple simple simple simple > /dev/null
	sed -n '/^# game 3:/,/^# end of game 3$/p' games.txt |
	    hearts-deal -x > again.txt
	n=$(sed -n '/^# game 3:/,/^# end of game 3$/p' games.txt | grep -c '^hand ')
	[ "$(grep -c '^hand ' again.txt)" = "$n" ]
	run --separate-stderr hearts-match -T -D again.txt strong:10 simple simple simple
	assert_success
	# Every hand in every seating.
	assert_line --regexp $'^strong:10\t[0-9]+\t[0-9.]+\t[0-9.]+\t'"$((4 * n))"$'\t'
}

@test "hearts-match(1): a match in four slices, put together, is the match of one run" {
	for k in 1 2 3 4; do
		hearts-match -s 9 -d 8 -k $k/4 -f slice$k.txt \
		    simple simple random random > /dev/null
	done
	hearts-match -m -f whole.txt slice*.txt > merged.txt
	hearts-match -s 9 -d 8 -f one.txt simple simple random random > one.txt.table
	# the same, but for the time a decision
	diff -u <(untimed one.txt.table) <(untimed merged.txt)
	diff -u <(sed -E 's/ ms [0-9.]+ / ms - /' one.txt) <(sed -E 's/ ms [0-9.]+ / ms - /' whole.txt)
}

# bats test_tags=slow
@test "hearts-match(1): a bot author's match, the C bot persistent, named, its own time" {
	# Built as the page builds it, from the tree instead of the installed
	# library.
	cc -std=c11 $(san_flags) -I"$TOP/libhearts" -o lowest "$TOP/examples/bots/lowest.c" \
	    "$TOP/libhearts/libhearts.a" $(pkg-config --libs libbsd-overlay) -lm
	bot='mine=persistent:./lowest -p'
	run --separate-stderr hearts-match -A -s 1 -d 10 -t mine=2 -l mine.log "$bot" "$bot" simple simple
	assert_success
	assert_equal "${stderr_lines[0]}" "hearts-match: seed 1, 10 deals, each in 6 seatings: 60 games"
	assert_line --regexp '^mine +[0-9]+ '
	assert_line --regexp '^simple - mine: [-+][0-9.]+ ±[0-9.]+ points a hand \(95%, by deal, 10 deals\)$'
	# Nothing went wrong: the log is empty.
	[ ! -s mine.log ]
}

# bats test_tags=slow
@test "hearts-deal(1): deal the next hand once the last one is scored" {
	hearts-deal -s 2026 | hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS > game.txt
	while [ "$(hearts-query phase game.txt)" = play ]; do
		hearts-play "$(hearts-query legal game.txt | head -n 1)" < game.txt > next.txt
		mv next.txt game.txt
	done
	hearts-score game.txt > next.txt && mv next.txt game.txt
	hearts-deal -f game.txt
	run grep -c '^hand' game.txt
	assert_output 2
	grep -qx 'hand 2 pass=right' game.txt
}

@test "hearts-pass(1): one seat at a time and all at once agree" {
	hearts-deal -s 2026 > game.txt
	hearts-pass N QH 7S TS < game.txt | hearts-pass E 9S JS QS |
	    hearts-pass S AH 5S AS | hearts-pass W 3S 6S KS > passed.txt
	hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS \
	    < game.txt > passed2.txt
	cmp passed.txt passed2.txt
	set --
	for s in N E S W; do
		set -- "$@" $s $(hearts-query -p $s hand game.txt | tail -n 3)
	done
	hearts-pass "$@" < game.txt > passed3.txt
	cmp passed.txt passed3.txt
}

@test "hearts-play(1): the first trick, and its diagnostics" {
	hearts-pass N QH 7S TS E 9S JS QS S AH 5S AS W 3S 6S KS \
	    < <(hearts-deal -s 2026) > passed.txt
	run hearts-play passed.txt 2C 6C 3C 4C
	assert_success
	assert_line "trick W 2C 6C 3C 4C"
	hearts-play 7D < game.txt > next.txt
	run --separate-stderr hearts-play 9H < next.txt
	refuses 1 '^hearts-play: 9H: you must follow suit \(diamonds\); legal: 5D KD$'
	run --separate-stderr hearts-play 3H < game.txt
	refuses 1 '^hearts-play: 3H: hearts are not broken; legal: 7D 8D 9D TD AD 8S KS AS$'
}

@test "hearts-score(1): the table of the example game" {
	run hearts-score -t game.txt
	assert_success
	assert_output "$(printf '%s\n' 'hand       N      E      S      W' \
	    '1          4      4      2     16' 'total      4      4      2     16')"
}

@test "hearts-query(1): the examples" {
	run hearts-query turn game.txt
	assert_output N
	run sh -c "hearts-query legal game.txt | paste -s -d ' ' -"
	assert_output "7D 8D 9D TD AD 8S KS AS"
	run sh -c "hearts-query scores game.txt | sort -k2n | head -n 1"
	assert_output "S 2"
	run sh -c 'hearts-play $(hearts-query legal < game.txt | head -n 1) < game.txt | hearts-query played | tail -n 1'
	assert_output "N 7D"
	hearts-view -s E game.txt > east.txt
	run hearts-query view east.txt
	assert_output E
	run sh -c "hearts-query hand east.txt | paste -s -d ' ' -"
	assert_output "5D KD 5H 6H 9H TH QH 6S 9S QS"
	run --separate-stderr hearts-query -p N hand east.txt
	refuses 1 "^hearts-query: this is E's view: it does not show N's cards\$"
	grep -qx "hearts-query: this is E's view: it does not show N's cards" "$TOP/man/hearts-query.1"
	hearts-match -s 7 -d 10 -f match.txt random simple random simple > /dev/null
	run sh -c "hearts-query winner match.txt | grep . | sort | uniq -c"
	assert_output "$(sed -n '/^\$ hearts-query winner match.txt/,/^\.Ed/p' "$TOP/man/hearts-query.1" | sed '1d;$d')"
}

@test "hearts(5): the example view is East's, as hearts-view writes it" {
	sed -n "/^East's view of the first hand/,/^\.Ed/p" "$TOP/man/hearts.5" |
	    sed '1,/^\.Bd/d;/^\.Ed/d' > page.txt
	[ "$(wc -l < page.txt)" -eq 14 ]
	hearts-deal -s 2026 | hearts-pass $EXAMPLE_PASSES | hearts-view -s E > east.txt
	diff -u page.txt east.txt
	# the hand the page says East holds
	run sh -c "hearts-query hand east.txt | paste -s -d ' ' -"
	assert_output "3C 9C 4D 6D QD 2H 3H 5H QH 4S 7S 8S TS"
	grep -q "^\.Ql 3C 9C 4D 6D QD 2H 3H 5H QH 4S 7S 8S TS\$" "$TOP/man/hearts.5"
	run hearts-query turn east.txt
	assert_output W
}

@test "hearts-view(1): the examples" {
	run hearts-view -s E <(hearts-deal -s 2026)
	assert_success
	assert_output "$(sed -n '/^\$ hearts-deal -s 2026 | hearts-view -s E$/,/^\.Ed/p' "$TOP/man/hearts-view.1" | sed '1d;$d')"
	[ "${#lines[@]}" -eq 9 ]
	run sh -c "hearts-view game.txt | hearts-query view"
	assert_output N
	run sh -c "hearts-view game.txt | hearts-query legal | paste -s -d ' ' -"
	assert_output "7D 8D 9D TD AD 8S KS AS"
	card=$(hearts-view game.txt | hearts-query legal | head -n 1)
	hearts-play "$card" < game.txt > next.txt
	run sh -c "hearts-query played next.txt | tail -n 1"
	assert_output "N 7D"
	[ "$(hearts-query played next.txt | wc -l)" -eq 13 ]
	run --separate-stderr sh -c "hearts-view game.txt | hearts-play 7D"
	refuses 1 "^hearts-play: this is N's view of the game, not the whole record: moves are made on the record\$"
	grep -qxF "$stderr" "$TOP/man/hearts-view.1"
}

@test "hearts(7): the examples" {
	run sh -c "hearts-deal -s 1 | grep '^deal .* QS'"
	assert_success
	[ "${#lines[@]}" -eq 1 ]
	run sh -c "hearts-deal -r two-player | head -n 2 | tail -n 1"
	assert_output "rules players=2 queen-breaks-hearts=yes moon=add jack-of-diamonds=off target=50 tie=play-on"
}

@test "hearts-show(1): the drawing of the example game, as the page shows it" {
	LC_ALL=C run hearts-show game.txt
	assert_success
	assert_output "$(sed -n '/^\$ LC_ALL=C hearts-show game.txt$/,/^\.Ed/p' "$TOP/man/hearts-show.1" | sed '1d;$d')"
	run hearts-show -s E game.txt
	assert_line --index 1 --regexp '^  N> 10 cards'
	run sh -c "hearts-show -a -c game.txt | grep -c 'takes it'"
	assert_output 16
}

# bats test_tags=slow
@test "hearts-check(1): the examples" {
	for s in 1 2 3 1; do "$TOP/examples/play-game.sh" -s $s -o target=30; done > games.txt
	run --separate-stderr hearts-check games.txt
	assert_success
	assert_equal "$stderr" "hearts-check: 4 records: 4 good, 0 bad"
	run --separate-stderr hearts-check -j 2 games.txt
	assert_success
	assert_equal "$stderr" "hearts-check: 4 records: 4 good, 0 bad"
	hearts-check -1 games.txt | sort -u | hearts-check -c > unique.txt
	[ "$(grep -c '^hearts 1$' unique.txt)" -eq 3 ]
	hearts-check -g -q < games.txt > good.txt
	cmp games.txt good.txt
}

# bats test_tags=slow
@test "hearts-check(1) and hearts(7), Scale: the sums of pieces by parallel --pipe and --pipepart, put together" {
	command -v parallel >/dev/null || skip "GNU parallel is not installed (tools/need ci)"
	for s in 1 2 3 4 5 6; do "$TOP/examples/play-game.sh" -s $s -o target=30; done > games.txt
	# one record damaged: a card no seat holds
	sed -i '0,/^trick N /s/^trick N \([^ ]*\) /trick N ZZ /' games.txt
	run --separate-stderr hearts-check -q games.txt
	assert_equal "$status" 65
	parallel --pipe --recstart 'hearts 1' --recend 'end\n' --block 2k \
	    hearts-check -S < games.txt > sums.txt || true
	run --separate-stderr hearts-check -m sums.txt
	assert_equal "$status" 65
	assert_equal "$stderr" "hearts-check: 6 records: 5 good, 1 bad"
	cp games.txt corpus.txt
	parallel --pipepart -a corpus.txt --block -1 --recend '\nend\n' \
	    hearts-check -S > sums.txt || true
	run --separate-stderr hearts-check -m sums.txt
	assert_equal "$stderr" "hearts-check: 6 records: 5 good, 1 bad"
	# the one-line form, as Hadoop and Spark would carry it, cut at lines
	hearts-check -1 -q corpus.txt > corpus.lines || true
	parallel --pipepart -a corpus.lines --block -1 hearts-stats -S > ssums.txt
	diff -u <(hearts-stats corpus.lines) <(hearts-stats -m ssums.txt)
}

# A game of seed 1 with every seat passed: South holds the 2C and leads.
south_to_lead() {
	hearts-deal -s 1 >dealt.txt
	# shellcheck disable=SC2046 # one word per card
	hearts-pass -b NEW=simple S $(hearts-query -p S hand dealt.txt |
	    tail -n 3) <dealt.txt >game.txt
	[ "$(hearts-query turn game.txt)" = S ]
}

@test "hearts(7): the bot in shell on the page, and the bot examples" {
	south_to_lead
	sed -n '/^#!\/bin\/sh$/,/^esac$/p' "$TOP/man/hearts.7" |
	    sed 's/\\e/\\/g' >bot.sh
	[ "$(wc -l <bot.sh)" -eq 7 ]
	chmod +x bot.sh
	# passing: three cards of the seat's hand; playing: a legal card
	run sh -c "hearts-view -s E dealt.txt | ./bot.sh"
	assert_output "$(hearts-query -p E hand dealt.txt | tail -n 3 | paste -sd' ' -)"
	run sh -c "hearts-view < game.txt | ./bot.sh"
	assert_output 2C
	card=$(hearts-view -s S <game.txt | "$TOP/examples/bots/lowest.sh")
	hearts-play "$card" <game.txt >next.txt
	assert_equal "$(hearts-query played next.txt)" "S 2C"
	run sh -c "hearts-view < game.txt | hearts-bot -H"
	assert_output --regexp '^2C: '
}

# bats test_tags=slow
@test "hearts-bot(1), hearts-play(1), hearts-pass(1): the bot examples" {
	south_to_lead
	hearts-play -b NEW=strong 2C <game.txt >next.txt
	[ "$(hearts-query turn next.txt)" = S ]
	[ "$(hearts-query played next.txt | head -n 1)" = "S 2C" ]
	[ "$(hearts-query played next.txt | wc -l)" -ge 4 ]
	# the next card (West's), chosen by the simple bot, once South has led
	hearts-play 2C <game.txt >e.txt
	card=$(hearts-view -s W <e.txt | hearts-bot -b simple)
	hearts-query legal e.txt | grep -qx "$card"
	hearts-play "$card" <e.txt | hearts-query played | tail -n 1 |
	    grep -qx "W $card"
	a=$(hearts-view <next.txt | hearts-bot -s 42 -n 1000)
	b=$(hearts-view <next.txt | hearts-bot -s 42 -n 1000)
	assert_equal "$a" "$b"
	hearts-query legal next.txt | grep -qx "$a"
	# the club level's card is the strong bot's at 25 deals
	a=$(hearts-view < next.txt | hearts-bot -L club -s 7)
	b=$(hearts-view < next.txt | hearts-bot -b strong -n 25 -s 7)
	assert_equal "$a" "$b"
	hearts-query legal next.txt | grep -qx "$a"
	hearts-play -b NESW=simple -S 1 <game.txt >played.txt
	hearts-check -q played.txt
	[ "$(hearts-query phase played.txt)" = score ]
	hearts-pass -b NEW=strong S $(hearts-query -p S hand dealt.txt |
	    tail -n 3) <dealt.txt | hearts-query turn | grep -qx S
	# hearts-pass(1)'s line as it is, on the game its EXAMPLES deal
	hearts-deal -s 2026 > pass-game.txt
	hearts-pass -b NEW=strong S AH 5S AS < pass-game.txt > pass-next.txt
	assert_equal "$(hearts-query turn pass-next.txt)" S
	assert_equal "$(grep -c "^pass " pass-next.txt)" 4
}

@test "hearts(6): the examples" {
	export HOME=$BATS_TEST_TMPDIR/home XDG_DATA_HOME=
	run hearts < /dev/null
	assert_success
	run hearts -n 3 -o target=50 -b simple -f three.txt < /dev/null
	assert_success
	grep -q '^rules players=3 .*target=50' three.txt
	run hearts -r omnibus -s 2026 -f omnibus.txt < /dev/null
	assert_success
	grep -q '^seed 2026$' omnibus.txt
	# The page's first game is drawn at random: South's row holds some
	# suit and its cards, whatever the deal (a hand may lack clubs).
	run hearts-show -s S ~/.local/share/hearts/game.txt
	assert_success
	assert_line --regexp '^  S  [^ ]+ (10|[2-9JQKA])( |$)'
	run hearts-check ~/.local/share/hearts/game.txt
	assert_success
	run sh -c "hearts-show -a ~/.local/share/hearts/game.txt | less -R"
	assert_success
	rm game.txt	# the page's game.txt is a new one
	run sh -c "echo hint | hearts -s 7 -f game.txt | grep '^hint:'"
	assert_success
	assert_output --regexp '^hint: pass [^ ]+ [^ ]+ [^ ]+: '
	run hearts -f game.txt < /dev/null
	assert_success
	assert_line --index 0 --partial "Resuming the game"
	# The refusal the page shows, in a game where S leads the first
	# trick and holds the 3H once the cards are passed (seed 1).
	hearts -f page.txt -s 1 -b simple < /dev/null > /dev/null
	printf '%s\n' "$(hearts-query -p S hand page.txt | tail -n 3 | paste -sd' ' -)" |
	    hearts -f page.txt > /dev/null
	[ "$(hearts-query turn page.txt)" = S ]
	hearts-query -p S hand page.txt | grep -qx 3H
	LC_ALL=C run hearts -f page.txt <<< 3h
	assert_line "3H: the first trick is led with the 2C; legal: 2C"
	grep -qx '3H: the first trick is led with the 2C; legal: 2C' "$TOP/man/hearts.6"
	# A first game at the beginner level, and the same level resumed.
	run hearts -L beginner -f first.txt < /dev/null
	assert_success
	assert_line --index 0 --partial "against 3 beginner bots."
	run hearts -f first.txt < /dev/null
	assert_line --index 0 --partial "Resuming the game: you are S, against 3 beginner bots."
	# The strongest bots, a program of one's own at East.
	cp "$TOP/examples/bots/lowest.sh" mybot
	run hearts -L expert -b E=./mybot -f mine.txt < /dev/null
	assert_success
	assert_line --index 0 "A new game: you are S, against N expert, E ./mybot, W expert.  Type help for the commands."
	hearts-check -q mine.txt
}

@test "hearts-select(1): the examples" {
	hearts-match -s 7 -d 10 -f match.txt random simple random simple > /dev/null
	run hearts-select -m any -C match.txt
	assert_output 4
	run sh -c "hearts-select -H -m any -c match.txt | grep '^moon' | sort | uniq -c"
	assert_output "      1 moon E
      1 moon N
      3 moon S"
	run hearts-select -w E=simple -W E -C match.txt
	assert_success
	[ "$output" -gt 0 ]
	hearts-select -g 9 match.txt > game9.txt
	# game 9 is its own lines and comments, as the match file has them
	diff -u <(sed -n '/^# game 9: /,/^# end of game 9$/p' match.txt) game9.txt
	hearts-select -H -d N=QS -S N:S=0-4 match.txt > hands.txt
	hearts-check -q hands.txt
	hearts-select -X 1000 -f part match.txt
	cmp part.0001 <(hearts-select match.txt)
	hearts-select -U match.txt > unfinished.txt
	[ ! -s unfinished.txt ]
}

@test "hearts-stats(1): the examples" {
	hearts-match -s 7 -d 10 -f match.txt random simple random simple > /dev/null
	run sh -c "hearts-stats -b -T match.txt | cut -f 1,2,3,10"
	assert_output "$(printf 'player\thands\tpoints_per_hand\tqueens\nrandom\t660\t10.9803\t292\nsimple\t660\t2.4136\t38')"
	run sh -c "hearts-select -m any match.txt | hearts-stats -b"
	assert_success
	assert_line --index 0 "4 games, 4 over, 35 hands scored, 455 tricks"
	run --separate-stderr sh -c "hearts-select -H -m any match.txt | hearts-stats -b"
	assert_success
	assert_equal "$stderr" ""
	assert_line --index 0 "5 games, 2 over, 5 hands scored, 65 tricks"
	assert_line --regexp '^random +10 '
	grep -qxF '$ hearts-select -H -m any match.txt | hearts-stats -b' "$TOP/man/hearts-stats.1"
	run sh -c "hearts-stats -b -D points match.txt | head -n 3"
	assert_output "$(sed -n '/^\$ hearts-stats -b -D points match.txt/,/^\$ hearts-stats -b -D points -T/p' "$TOP/man/hearts-stats.1" | sed '1d;$d')"
	run sh -c "hearts-stats -b -D points -T match.txt | head -n 3"
	assert_output "$(printf 'points\tcount\trandom\tsimple\n0\t407\t42\t365\n1\t114\t33\t81')"
	grep -qF "$(printf '0\t407\t42\t365')" "$TOP/man/hearts-stats.1"
	hearts-stats -S < match.txt > sums.txt
	diff -u <(hearts-stats match.txt) <(hearts-stats -m sums.txt)
}

# bats test_tags=slow
@test "hearts-rules(7): the examples, and every option and preset on the page" {
	local page=$TOP/man/hearts-rules.7 cmd
	for cmd in "hearts-deal -r black-lady -s 1 | sed -n 2p" \
	    "hearts-deal -r omnibus -o moon=subtract -s 1 | sed -n 2p" \
	    "hearts-deal -r black-lady -o first-lead=any-club -o no-tricks-bonus=on -s 1 | sed -n 2p"; do
		grep -qxF "\$ $cmd" "$page" || fail "not on the page: $cmd"
		run sh -c "$cmd"
		assert_success
		# the line the page shows after the command
		assert_output "$(grep -A1 -xF "\$ $cmd" "$page" | tail -n 1)"
	done
	run hearts-deal -h
	assert_success
	# every option and preset the programs know is told on the page
	local names name
	names=$(hearts-deal -o nosuch=1 2>&1 | head -n 1 | sed 's/.*(options: //; s/)$//; s/,//g')
	[ -n "$names" ]
	for name in $names; do
		grep -q "^\.It Cm $name Ns = Ns " "$page" || fail "option $name is not on the page"
	done
	names=$(hearts-deal -r nosuch 2>&1 | head -n 1 | sed 's/.*(presets: //; s/)$//; s/,//g')
	for name in $names; do
		grep -q "^\.It Cm .*\<$name\>" "$page" || fail "preset $name is not on the page"
	done
	# each preset's options as the page gives them
	grep -q 'queen-breaks-hearts=yes' <(hearts-deal -r black-lady -s 1)
	grep -q 'jack-of-diamonds=on' <(hearts-deal -r omnibus -s 1)
	grep -q 'moon=subtract' <(hearts-deal -r moon-down -s 1)
	grep -q 'target=none' <(hearts-deal -r session -s 1)
	grep -q 'players=2 .*target=50' <(hearts-deal -r two-player -s 1)
	# nothing in the project cites a file outside it for the rules
	run grep -rl 'RULES\.md' "$TOP/cmd" "$TOP/libhearts" "$TOP/tests" "$TOP/man" \
	    "$TOP/README.md" "$TOP/HACKING.md"
	assert_output ""
}

@test "hearts-solve(1): the examples" {
	hearts-deal -s 2026 | hearts-pass -b NESW=simple -S 1 > hand.txt
	awk '/^trick/ && ++t > 10 {next} {print}' hand.txt > pos.txt
	run hearts-solve pos.txt
	assert_output $'6H 10\n7H 10\nTH 10'
	run sh -c "hearts-solve -p -t 12 hand.txt | grep '^seat'"
	assert_output $'seat 1 N 1 1 0 1 1\nseat 1 E 2 2 0 2 2\nseat 1 S 13 13 0 13 13\nseat 1 W 10 10 0 10 10'
	run sh -c "hearts-solve -p -t 12 -H hand.txt | head -n 4"
	assert_output "Hand 1, the seat against the table:
N: could be sure of 1, scored 1; the hand's best for N 1, its worst 1
  trick 12, N: 8♦ cost 0
  trick 13, N: 7♣ cost 0"
	run --separate-stderr hearts-solve -n 5 pos.txt
	assert_output $'6H 8..10\n7H 8..10\nTH 8..10'
	assert_equal "$stderr" "hearts-solve: the budget of 5 positions ran out: values shown as lo..hi are bounds"
	run --separate-stderr sh -c "hearts-view -s W pos.txt | hearts-solve"
	assert_equal "$stderr" "hearts-solve: <stdin>: this is W's view: the solver needs every hand"
}

@test "hearts-export(1): the examples" {
	hearts-match -s 7 -d 10 -f match.txt random simple random simple > /dev/null
	run sh -c "hearts-export -e card match.txt | awk -F'\t' '\$6 == \$7 {print \$6}' | sort | uniq -c | sort -rn | head -n 3"
	assert_output "    330 2C
    121 2S
    119 3C"
	run sh -c "hearts-export match.txt | cut -f 11 | sed 1d | sort | uniq -c"
	assert_output "     74 E
     86 N
     75 S
     95 W"
	hearts-export -J -e trick match.txt > tricks.jsonl
	[ "$(wc -l < tricks.jsonl)" -eq "$(grep -c '^trick' match.txt)" ]
	hearts-export match.txt | awk -F'\t' 'NR == 1 || $10 != ""' | hearts-export -R > moons.txt
	[ "$(grep -c '^moon' moons.txt)" -eq "$(grep -c '^moon' match.txt)" ]
}

@test "README: the collection examples make their match file and read it, and print what the text says" {
	local block
	# the indented lines after "A match file to read", as the README has them
	block=$(awk '/A match file to read/ { on = 1; next }
	    on && /^    / { print substr($0, 5); seen = 1; next }
	    on && seen { exit }' "$TOP/README.md")
	[ "$(grep -c . <<< "$block")" -eq 3 ] || fail "not the three commands: $block"
	# run from the top of a clone, as the README's other examples are
	run --separate-stderr sh -ec "${block//bin\//$TOP/bin/}"
	assert_success
	# hearts-match says what it plays; the readers say nothing (no -b
	# without names)
	assert_equal "$stderr" "hearts-match: 10 deals, each in 4 seatings: 40 games"
	# "each bot's results in the hands someone shot the moon in": a row
	# a bot, over the hands with a moon line, two seats a bot each
	local moons
	moons=$(grep -c '^moon' match.txt)
	assert_line "$moons games, $(hearts-select -H -m any match.txt | grep -c '^winner') over, $moons hands scored, $((13 * moons)) tricks"
	assert_line --regexp "^random +$((2 * moons)) "
	assert_line --regexp "^simple +$((2 * moons)) "
	# then the seats with their Q♠
	assert_equal "$(grep -cE '^ +[0-9]+ [NESW]$' <<< "$output")" 4
}

@test "README: the commands of its examples are written one way, from the clone (bin/)" {
	local bare
	# every indented line that starts with a program of the suite
	bare=$(grep -nE '^    (hearts|hearts-[a-z]+) ' "$TOP/README.md" || true)
	[ -z "$bare" ] || fail "bare names where the README's examples use bin/: $bare"
	bare=$(grep -nE '^    .*\| *hearts-[a-z]+ ' "$TOP/README.md" || true)
	[ -z "$bare" ] || fail "bare names after a pipe: $bare"
	grep -qE '^    bin/hearts-select -H ' "$TOP/README.md"
}

@test "hearts-serve(1): the example of a game from a script" {
	command -v curl > /dev/null || skip "curl is not installed (tools/need check)"
	hearts-serve -p 0 -d games > url &
	pid=$!
	for i in $(seq 100); do [ -s url ] && break; sleep 0.05; done
	url=$(cat url)
	curl -s -X POST "${url}api/games?seed=7&level=casual" > game.json
	id=$(sed 's/.*"id":"\([0-9a-f]*\)".*/\1/' game.json)
	run sh -c "curl -s -X POST '${url}api/games/$id/pass?cards=AC,2D,4D' | grep -o '\"phase\":\"[a-z]*\"'"
	kill "$pid"
	assert_output '"phase":"play"'
	run sh -c "hearts-check -q games/$id.txt && echo good"
	assert_output good
	# The man page's lines are these.
	grep -q 'pass?cards=AC,2D,4D' "$TOP/man/hearts-serve.1"
	grep -q 'api/games?seed=7&level=casual' "$TOP/man/hearts-serve.1"
}

@test "hearts-serve(1): the example of a table of two people" {
	command -v curl > /dev/null || skip "curl is not installed (tools/need check)"
	hearts-serve -p 0 -d games -t 30 -x 86400 > url &
	pid=$!
	for i in $(seq 100); do [ -s url ] && break; sleep 0.05; done
	url=$(cat url)
	curl -s -X POST "${url}api/games?people=2&seed=7" > table.json
	run sh -c "grep -o '\"link\":\"[0-9a-f]*\"' table.json | wc -l"
	assert_output 2
	host=$(sed 's/.*"id":"\([0-9a-f]*\)".*/\1/' table.json)
	friend=$(grep -o '"link":"[0-9a-f]*"' table.json | grep -v "$host" | cut -d'"' -f4)
	run sh -c "curl -s '${url}api/games/$friend' | grep -o '\"you\":[0-9]'"
	kill "$pid"
	assert_output '"you":3'
	# The man page's lines are these.
	grep -q 'api/games?people=2&seed=7' "$TOP/man/hearts-serve.1"
	grep -q -- '-t 30 -x 86400' "$TOP/man/hearts-serve.1"
}

# bats test_tags=slow
@test "README: make demo's game, seeded, is the same game every run" {
	local args
	# the options make demo gives examples/bot-game.sh
	args=$(sed -n 's|.*examples/bot-game\.sh \(.*\) > demo\.txt$|\1|p' "$TOP/Makefile")
	[[ $args == *"-s "* ]] || fail "make demo gives no seed: '$args'"
	# shellcheck disable=SC2086 # the options are several words
	"$TOP/examples/bot-game.sh" $args > one.txt
	# shellcheck disable=SC2086
	"$TOP/examples/bot-game.sh" $args > two.txt
	hearts-check -q one.txt
	[ "$(hearts-query phase one.txt)" = over ]
	cmp one.txt two.txt
}

@test "hearts-tourney(1): the examples" {
	# a bot and its copy, equal within their intervals
	run --separate-stderr hearts-tourney -s 1 -d 10 simple copy=simple random r2=random
	assert_success
	assert_line --regexp '^ +[12]  simple '
	assert_line --regexp '^ +[12]  copy '
	run --separate-stderr hearts-tourney -T -s 1 -d 10 simple copy=simple random r2=random
	awk -F'\t' '$1 == "simple" && $2 == "copy" { exit !($4 < 0 && $5 > 0) }' <<< "$output"
	# six bots, one a C program started once
	cc -std=c11 $(san_flags) -I"$TOP/libhearts" -o lowest "$TOP/examples/bots/lowest.c" \
	    "$TOP/libhearts/libhearts.a" $(pkg-config --libs libbsd-overlay) -lm
	run --separate-stderr hearts-tourney -s 2 -d 2 -R -j 2 -f pool.txt random simple strong:5 \
	    s2=simple r2=random 'mine=persistent:./lowest -p'
	assert_success
	assert_equal "${#lines[@]}" 16	# the empty line apart
	hearts-check -q pool.txt
	# three slices put together, as JSON
	for k in 1 2 3; do
		hearts-tourney -s 3 -d 2 -k $k/3 -f slice$k.txt \
		    random simple s2=simple r2=random r3=random 2> /dev/null > /dev/null
	done
	run --separate-stderr hearts-tourney -m -J slice1.txt slice2.txt slice3.txt
	assert_success
	assert_equal "$(jq '.bots | length' <<< "$output")" 5
	# a new bot's gauntlet
	cp lowest mybot
	run --separate-stderr hearts-tourney -F gauntlet -R -d 5 'new=persistent:./mybot -p' random simple strong:20 s2=simple
	assert_success
	[[ ${stderr_lines[0]} == *"5 bots, gauntlet: 4 tables, 5 deals, each at every table in 4 seatings: 80 games" ]]
}
