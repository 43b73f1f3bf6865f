# bash completion for the hearts suite.  Installed once per program name
# so that bash-completion finds it by the command's name.

_hearts_presets="standard black-lady omnibus moon-down session two-player three-player five-player"
_hearts_options="players queen-breaks-hearts moon jack-of-diamonds target tie"

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
	moon)			echo "add subtract" ;;
	jack-of-diamonds)	echo "on off" ;;
	target)			echo "50 100 none" ;;
	tie)			echo "play-on share" ;;
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
	case $prev in
	-n)	_hearts_reply -W "2 3 4 5" -- "$cur"; return ;;
	-r)	_hearts_reply -W "$_hearts_presets" -- "$cur"; return ;;
	-o)	_hearts_option "$cur"; return ;;
	-s)	return ;;
	esac
	if [[ $cur == -* ]]; then
		_hearts_reply -W "-n -o -r -s -h -V --help --version" -- "$cur"
		return
	fi
	_hearts_reply -f -- "$cur"
}

complete -F _hearts_deal hearts-deal
