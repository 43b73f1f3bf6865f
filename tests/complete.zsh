#!/usr/bin/zsh -f
# complete.zsh DIR LINE...: the words zsh's completion offers at the end
# of each LINE, one a line, with the functions in DIR first on fpath;
# with more than one LINE, each one's words follow a line "== LINE".  An
# interactive zsh on a pseudo-terminal is given each LINE and a tab;
# compadd is wrapped there to print what it would offer.
zmodload zsh/zpty || exit 2
local dir=$1 line out
shift
# -f: no startup file of the user's.
zpty z zsh -f -i
zpty -w z "PS1='' PROMPT='' RPROMPT=''; unsetopt zle_bracketed_paste 2>/dev/null; fpath=(${(q)dir} \$fpath); autoload -Uz compinit; compinit -u -D"
zpty -w z 'compadd() {
	local -a _w
	if [[ ${(j: :)@} == *" -"[OAD]" "* || $1 == -[OAD] ]]; then
		builtin compadd "$@"; return
	fi
	builtin compadd -O _w "$@"
	print -rl -- "<<""C>>"${^_w}
	builtin compadd "$@"
}'
zpty -w z 'zle -C _hc_complete complete-word _main_complete; _hc() { zle _hc_complete; print -r -- "<<""END>>" }; zle -N _hc; bindkey "^I" _hc'
# No list of the matches: a long one would ask before showing itself.
zpty -w z 'zstyle ":completion:*" insert-tab false; unsetopt auto_list list_ambiguous auto_menu; LISTMAX=100000'
for line; do
	(( ARGC > 1 )) && print -r -- "== $line"
	# ^U empties the line the last completion left.
	zpty -w -n z $'\025'"$line"$'\t'
	# Everything up to the end mark at once: a line read alone may come
	# in pieces on a loaded machine.
	zpty -r z out '*<<END>>*' || exit 3
	for out in "${(@f)out}"; do
		[[ $out == *'<<C>>'* ]] || continue
		out=${out#*'<<C>>'}
		print -r -- "${out//$'\r'/}"
	done
done
zpty -d z
