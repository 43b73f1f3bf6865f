# bash completion for the hearts suite.  Installed once per program name
# so that bash-completion finds it by the command's name.

_hearts_presets="standard black-lady omnibus moon-down session two-player three-player five-player black-maria"
_hearts_options="players queen-breaks-hearts moon jack-of-diamonds target tie pass first-lead first-trick-points no-tricks-bonus hearts-must-break lead-hearts-over-queen penalty-spades left-out"

# COMPREPLY from compgen's lines.
_hearts_reply()
{
	mapfile -t COMPREPLY < <(compgen "$@")
}

# The values an option takes.
_hearts_values()
{
	case $1 in
	players)		echo "2 3 4 5" ;;
	queen-breaks-hearts)	echo "yes no" ;;
	moon)			echo "add subtract none" ;;
	jack-of-diamonds)	echo "on off" ;;
	target)			echo "50 100 none" ;;
	tie)			echo "play-on share" ;;
	pass)			echo "cycle left right across none" ;;
	first-lead)		echo "lowest-club any-club left-of-dealer" ;;
	first-trick-points)	echo "no yes" ;;
	no-tricks-bonus)	echo "off on" ;;
	hearts-must-break)	echo "yes no" ;;
	lead-hearts-over-queen)	echo "no yes" ;;
	penalty-spades)		echo "off on" ;;
	left-out)		echo "2D 2C" ;;
	esac
}

# Completes "name=value" for -o.  When '=' breaks words, bash replaces
# only the value, so the name is not repeated in the reply.
_hearts_option()
{
	local word=$1 name
	if [[ $word != *=* ]]; then
		_hearts_reply -W "$_hearts_options" -S = -- "$word"
		compopt -o nospace 2>/dev/null
		return
	fi
	name=${word%%=*}
	if [[ $COMP_WORDBREAKS == *=* ]]; then
		_hearts_reply -W "$(_hearts_values "$name")" -- "${word#*=}"
	else
		_hearts_reply -P "$name=" -W "$(_hearts_values "$name")" -- "${word#*=}"
	fi
}

# A dash gets the program's options and the two every program has;
# anything else, a file.
_hearts_options_or_files()
{
	if [[ $cur == -* ]]; then
		_hearts_reply -W "$1 -h --help -V --version" -- "$cur"
	else
		_hearts_reply -f -- "$cur"
	fi
}

# The options of a new game's rules, and their values.
_hearts_rule_flags="-n --players -r --rules -o --option"
_hearts_rule_values()
{
	case $prev in
	-n|--players)	_hearts_reply -W "2 3 4 5" -- "$cur" ;;
	-r|--rules)	_hearts_reply -W "$_hearts_presets" -- "$cur" ;;
	-o|--option)	_hearts_option "$cur" ;;
	*)	return 1 ;;
	esac
	return 0
}

# The word being completed and the one before it, read from the line
# itself so that '=' in a word does not split it.
_hearts_words()
{
	local line=${COMP_LINE:0:COMP_POINT}
	local -a w
	read -ra w <<< "$line"
	if [[ $line == *[[:space:]] ]]; then
		cur='' prev=${w[-1]}
	else
		cur=${w[-1]} prev=${w[-2]:-}
	fi
}

_hearts_deal()
{
	local cur prev
	_hearts_words
	_hearts_rule_values && return
	case $prev in
	-s|--seed|-N|--count|-L|--limit|-B|--budget|-w|--where)	return ;;
	-f|--file)	_hearts_reply -f -- "$cur"; return ;;
	esac
	_hearts_options_or_files "-f --file $_hearts_rule_flags -s --seed -N --count -w --where -L --limit -B --budget -x --extract"
}

complete -F _hearts_deal hearts-deal

# Every card, for when no record is at hand.
_hearts_all_cards()
{
	local r s
	for s in C D H S; do
		for r in 2 3 4 5 6 7 8 9 T J Q K A; do
			printf '%s%s ' "$r" "$s"
		done
	done
}

# The word as a card's name in capitals (10h is TH), or failure.
_hearts_card_word()
{
	local name=${1^^}
	[[ $name == 10? ]] && name=T${name:2}
	[[ $name =~ ^[2-9TJQKA][CDHS]$ ]] && echo "$name"
}

_hearts_seat_word()
{
	[[ ${1^^} == [NESWX] ]]
}

# What the line up to the word being completed gives: the record it
# reads (the file after "<" or -f, or a file operand), and its seats
# and cards typed, in capitals.  The three shells read a line the same
# way (hearts.fish and _hearts say so too), so that they offer the same.
_hearts_line()
{
	local line=${COMP_LINE:0:COMP_POINT} w c skip=
	local -a words
	read -ra words <<< "$line"
	[[ $line == *[[:space:]] ]] || unset 'words[-1]'
	record='' seats=() cards=()
	for w in "${words[@]:1}"; do
		if [[ -n $skip ]]; then
			[[ $skip == file ]] && record=$w
			skip=
			continue
		fi
		case $w in
		-f|--file)	skip='file' ;;
		--file=*)	record=${w#--file=} ;;
		-b|--bot|-S|--bot-seed|'>'|'>>')	skip='value' ;;
		-*|'<'|'>'*)	;;
		'<'*)	record=${w#<} ;;
		*)
			if c=$(_hearts_card_word "$w"); then
				cards+=("$c")
			elif _hearts_seat_word "$w"; then
				seats+=("${w^^}")
			elif [[ -f $w ]]; then
				record=$w
			fi ;;
		esac
	done
	[[ -r $record ]] || record=
}

# The words of list $1 that are not among the rest.
_hearts_but()
{
	local w t
	for w in $1; do
		for t in "${@:2}"; do
			[[ $w == "$t" ]] && continue 2
		done
		printf '%s ' "$w"
	done
}

# hearts-pass: the seats yet to pass that are not named on the line;
# after a seat, its cards too, but those already named.
_hearts_pass_offers()
{
	local record seats cards all
	_hearts_line
	if [[ -n $record ]]; then
		all=$(hearts-query turn "$record" 2>/dev/null)
	else
		all="N E S W X"
	fi
	_hearts_but "$all" "${seats[@]}"
	((${#seats[@]})) || return
	if [[ -n $record ]]; then
		all=$(hearts-query -p "${seats[-1]}" legal "$record" 2>/dev/null)
	else
		all=$(_hearts_all_cards)
	fi
	_hearts_but "$all" "${cards[@]}"
}

# hearts-play: the cards legal once those named on the line are played.
_hearts_play_offers()
{
	local record seats cards
	_hearts_line
	if [[ -z $record ]]; then
		_hearts_but "$(_hearts_all_cards)" "${cards[@]}"
	elif ((${#cards[@]})); then
		hearts-play "${cards[@]}" < "$record" 2>/dev/null |
		    hearts-query legal 2>/dev/null
	else
		hearts-query legal "$record" 2>/dev/null
	fi
}

# The seats of the record on the line, or every seat there can be.
_hearts_seats()
{
	local record seats cards
	_hearts_line
	if [[ -n $record ]]; then
		hearts-query seats "$record" 2>/dev/null
	else
		echo "N E S W X"
	fi
}

# COMPREPLY from whole words (after the first) that begin with the word
# $1: bash replaces only the part of the word after its last '=' or ':'
# that breaks words, so that part alone is offered.  No space after a
# word still to be finished (N=, persistent:, a directory).
_hearts_reply_words()
{
	local word=$1 pre='' c i
	shift
	for ((i = ${#word} - 1; i >= 0; i--)); do
		if [[ ${word:i:1} == [=:] && $COMP_WORDBREAKS == *"${word:i:1}"* ]]; then
			pre=${word:0:i+1}
			break
		fi
	done
	COMPREPLY=()
	for c; do
		[[ $c == "$word"* ]] && COMPREPLY+=("${c#"$pre"}")
	done
	[[ ${#COMPREPLY[@]} -eq 1 && ${COMPREPLY[0]} == *[=:/] ]] &&
	    compopt -o nospace 2>/dev/null
	return 0
}

# The programs a path begins: executable files and directories, not the
# other files (a bot's C source is no bot), one a line.
_hearts_programs()
{
	local f
	while IFS= read -r f; do
		if [[ -d $f ]]; then
			printf '%s/\n' "$f"
		elif [[ -f $f && -x $f ]]; then
			printf '%s\n' "$f"
		fi
	done < <(compgen -f -- "$1")
}

# A bot, as the word $1 begins it: a built-in bot's name or persistent:,
# else a program, and a program after persistent:; the whole words, one
# a line, after the prefix $2 (SEATS=).
_hearts_bot_names()
{
	local word=$1 n found=
	if [[ $word == persistent:* ]]; then
		_hearts_programs "${word#persistent:}" | sed "s|^|$2persistent:|"
		return
	fi
	for n in random simple strong expert persistent:; do
		[[ $n == "$word"* ]] && { printf '%s%s\n' "$2" "$n"; found=1; }
	done
	[[ -n $found ]] || _hearts_programs "$word" | sed "s|^|$2|"
}

# "SEATS=BOT" for --bot: the seats as typed, then a bot.  With any, a
# bot alone for every seat too (hearts -b BOT).
_hearts_bot_seats()
{
	local word=$1
	local -a words
	if [[ $word =~ ^[NESWXneswx]+= ]]; then
		mapfile -t words < <(_hearts_bot_names "${word#*=}" "${word%%=*}=")
	else
		words=(N= E= S= W= X= NEW= NESW=)
		[[ $2 == any ]] && mapfile -t -O 7 words < <(_hearts_bot_names "$word")
	fi
	_hearts_reply_words "$word" "${words[@]}"
}

_hearts_pass()
{
	local cur prev
	_hearts_words
	[[ $prev == -f || $prev == --file ]] && { _hearts_reply -f -- "$cur"; return; }
	[[ $prev == -b || $prev == --bot ]] && { _hearts_bot_seats "$cur"; return; }
	[[ $prev == -S || $prev == --bot-seed ]] && return
	[[ $cur == -* ]] && { _hearts_reply -W "-b --bot -S --bot-seed -f --file -h --help -V --version" -- "$cur"; return; }
	_hearts_reply -W "$(_hearts_pass_offers)" -- "$cur"
}

_hearts_play()
{
	local cur prev
	_hearts_words
	[[ $prev == -f || $prev == --file ]] && { _hearts_reply -f -- "$cur"; return; }
	[[ $prev == -b || $prev == --bot ]] && { _hearts_bot_seats "$cur"; return; }
	[[ $prev == -S || $prev == --bot-seed ]] && return
	[[ $cur == -* ]] && { _hearts_reply -W "-b --bot -S --bot-seed -f --file -h --help -V --version" -- "$cur"; return; }
	_hearts_reply -W "$(_hearts_play_offers)" -- "$cur"
}

_hearts_score()
{
	local cur prev
	_hearts_words
	[[ $prev == -f || $prev == --file ]] && { _hearts_reply -f -- "$cur"; return; }
	_hearts_options_or_files "-f --file -t --table"
}

_hearts_query()
{
	local cur prev i nwords=0
	_hearts_words
	case $prev in
	-p|--seat)	_hearts_reply -W "$(_hearts_seats)" -- "$cur"; return ;;
	esac
	if [[ $cur == -* ]]; then
		_hearts_reply -W "-p --seat -h --help -V --version" -- "$cur"
		return
	fi
	# The first operand is the question, the second a file.
	for ((i = 1; i < COMP_CWORD; i++)); do
		case ${COMP_WORDS[i]} in
		-p|--seat) ((i++)) ;;
		-*) ;;
		*) ((nwords++)) ;;
		esac
	done
	if ((nwords == 0)); then
		_hearts_reply -W "phase turn hand legal trick played pass points scores seats winner view" -- "$cur"
	else
		_hearts_reply -f -- "$cur"
	fi
}

_hearts_check()
{
	local cur prev
	_hearts_words
	case $prev in
	-j|--jobs)	return ;;
	esac
	_hearts_options_or_files "-1 --one-line -b --bad -c --canonical -g --good -j --jobs -m --merge -q --quiet -S --sums"
}

_hearts_show()
{
	local cur prev
	_hearts_words
	case $prev in
	-s|--seat)	_hearts_reply -W "$(_hearts_seats)" -- "$cur"; return ;;
	esac
	_hearts_options_or_files "-a --all -c --colour -l --letters -p --plain -s --seat -u --symbols"
}

_hearts_view()
{
	local cur prev
	_hearts_words
	case $prev in
	-s|--seat)	_hearts_reply -W "$(_hearts_seats)" -- "$cur"; return ;;
	esac
	_hearts_options_or_files "-s --seat"
}

# The levels of -L (hearts, hearts-bot), weakest first.
_hearts_levels="beginner casual club advanced expert"

_hearts_bot()
{
	local cur prev
	_hearts_words
	case $prev in
	-b|--bot)	_hearts_reply -W "random simple strong expert" -- "$cur"; return ;;
	-L|--level)	_hearts_reply -W "$_hearts_levels" -- "$cur"; return ;;
	-n|--budget|-s|--seed)	return ;;
	esac
	if [[ $cur == -* ]]; then
		_hearts_reply -W "-b --bot -L --level -H --hint -n --budget -s --seed -h --help -V --version" -- "$cur"
		return
	fi
	_hearts_reply -f -- "$cur"
}

# hearts-solve: the solver's options, then a record file.
_hearts_solve()
{
	local cur prev
	_hearts_words
	case $prev in
	-m|--memory|-n|--budget|-t|--trick)	return ;;
	esac
	if [[ $cur == -* ]]; then
		_hearts_reply -W "-a -e -H -m -n -p -t -h -V --all --each --human --memory --budget --post-mortem --trick --help --version" -- "$cur"
		return
	fi
	_hearts_reply -f -- "$cur"
}

# hearts-serve: the address, the directories, the counts.
_hearts_serve()
{
	local cur prev
	_hearts_words
	case $prev in
	-a|--address)	_hearts_reply -W "127.0.0.1 ::1 0.0.0.0 ::" -- "$cur"; return ;;
	-d|--dir|-w|--page)	_hearts_reply -d -- "$cur"; return ;;
	-c|--connections|-g|--games|-j|--threads|-p|--port|-r|--rate|-t|--away|-T|--timeout|-x|--close)	return ;;
	esac
	_hearts_reply -W "-a --address -c --connections -d --dir -g --games -j --threads -p --port -r --rate -s --sync -t --away -T --timeout -w --page -x --close -h --help -V --version" -- "$cur"
}

# hearts, the game: bots, a record file, the options of a new game.
_hearts_game()
{
	local cur prev
	_hearts_words
	_hearts_rule_values && return
	case $prev in
	-b|--bot)	_hearts_bot_seats "$cur" any; return ;;
	-L|--level)	_hearts_reply -W "$_hearts_levels" -- "$cur"; return ;;
	-f|--file)	_hearts_reply -f -- "$cur"; return ;;
	-s|--seed)	return ;;
	esac
	_hearts_reply -W "-b --bot -f --file -L --level -l --letters $_hearts_rule_flags -s --seed -u --symbols -h --help -V --version" -- "$cur"
}

complete -F _hearts_game hearts

# _hearts_match_operands: hearts-match's and hearts-tourney's operands:
# with -m, the slices' record files; else a built-in bot, or a program,
# persistent: or not.
_hearts_match_operands()
{
	if [[ " ${COMP_WORDS[*]} " == *" -m "* || " ${COMP_WORDS[*]} " == *" --merge "* ]]; then
		_hearts_reply -f -- "$cur"
		return
	fi
	local -a words
	mapfile -t words < <(_hearts_bot_names "$cur")
	_hearts_reply_words "$cur" "${words[@]}"
}

_hearts_match()
{
	local cur prev
	_hearts_words
	_hearts_rule_values && return
	case $prev in
	-e|--on-fault)	_hearts_reply -W "fallback forfeit" -- "$cur"; return ;;
	-f|--file|-l|--log|-D|--deals-file)	_hearts_reply -f -- "$cur"; return ;;
	-d|--deals|-j|--jobs|-P|--sprt|-s|--seed|-t|--time|-g|--games)	return ;;
	-k|--shard)	_hearts_reply -W "1/2 2/2 1/4 2/4 3/4 4/4 1/8" -- "$cur"; return ;;
	esac
	if [[ $cur == -* ]]; then
		_hearts_reply -W "-A --all-seatings -d --deals -D --deals-file -e --on-fault -f --file -g --games -j --jobs -k --shard -l --log -m --merge $_hearts_rule_flags -p --progress -P --sprt -s --seed -T --tsv -t --time -h --help -V --version" -- "$cur"
		return
	fi
	_hearts_match_operands
}

_hearts_tourney()
{
	local cur prev
	_hearts_words
	_hearts_rule_values && return
	case $prev in
	-e|--on-fault)	_hearts_reply -W "fallback forfeit" -- "$cur"; return ;;
	-F|--format)	_hearts_reply -W "round-robin gauntlet balanced" -- "$cur"; return ;;
	-f|--file|-l|--log|-x|--trace)	_hearts_reply -f -- "$cur"; return ;;
	-c|--clock|-d|--deals|-j|--jobs|-P|--sprt|-s|--seed|-t|--time|-g|--games)	return ;;
	-k|--shard)	_hearts_reply -W "1/2 2/2 1/4 2/4 3/4 4/4 1/8" -- "$cur"; return ;;
	esac
	if [[ $cur == -* ]]; then
		_hearts_reply -W "-c --clock -d --deals -e --on-fault -F --format -f --file -g --games -J --json -j --jobs -k --shard -l --log -m --merge $_hearts_rule_flags -p --progress -P --sprt -R --rotations -s --seed -T --tsv -t --time -x --trace -h --help -V --version" -- "$cur"
		return
	fi
	_hearts_match_operands
}

_hearts_select()
{
	local cur prev
	_hearts_words
	case $prev in
	-n|--players)	_hearts_reply -W "2 3 4 5" -- "$cur"; return ;;
	-r|--rules)	_hearts_reply -W "$_hearts_presets" -- "$cur"; return ;;
	-o|--option)	_hearts_option "$cur"; return ;;
	-X|--split)	_hearts_reply -W "players 1000" -- "$cur"; return ;;
	-W|--winner|-m|--moon|-Q|--queen|-J|--jack)
		_hearts_reply -W "N E S W X any" -- "$cur"; return ;;
	-d|--dealt|-p|--passed|-t|--total|-P|--points)
		_hearts_reply -W "N= E= S= W= X=" -- "$cur"
		compopt -o nospace 2>/dev/null; return ;;
	-S|--suit)	_hearts_reply -W "N:S= E:S= S:S= W:S= N:H= E:H= S:H= W:H=" -- "$cur"
		compopt -o nospace 2>/dev/null; return ;;
	-f|--file|-g|--game|-s|--seed|-i|--id|-w|--comment|-N|--hand|-j|--jobs)	return ;;
	esac
	_hearts_options_or_files "-1 -c -C -H -j -q -v -X -f -n -o -r -g -s -i -w -W -t -O -U -N -m -Q -J -d -p -S -P --one-line --canonical --count --hands --jobs --quiet --invert --split --file --players --option --rules --game --seed --id --comment --winner --total --over --unfinished --hand --moon --queen --jack --dealt --passed --suit --points"
}

_hearts_stats()
{
	local cur prev
	_hearts_words
	case $prev in
	-D|--dist)	_hearts_reply -W "points total" -- "$cur"; return ;;
	-j|--jobs)	return ;;
	esac
	_hearts_options_or_files "-b -c -D -j -m -q -S -T --by-bot --cards --dist --jobs --merge --quiet --sums --tsv"
}

_hearts_export()
{
	local cur prev
	_hearts_words
	case $prev in
	-e|--each)	_hearts_reply -W "game hand trick card" -- "$cur"; return ;;
	-j|--jobs)	return ;;
	esac
	_hearts_options_or_files "-e -j -J -q -R -T --each --jobs --json --quiet --records --tsv"
}

complete -F _hearts_check hearts-check
complete -F _hearts_show hearts-show
complete -F _hearts_pass hearts-pass
complete -F _hearts_play hearts-play
complete -F _hearts_score hearts-score
complete -F _hearts_query hearts-query
complete -F _hearts_view hearts-view
complete -F _hearts_bot hearts-bot
complete -F _hearts_solve hearts-solve
complete -F _hearts_serve hearts-serve
complete -F _hearts_match hearts-match
complete -F _hearts_tourney hearts-tourney
complete -F _hearts_select hearts-select
complete -F _hearts_stats hearts-stats
complete -F _hearts_export hearts-export
