#!/bin/sh
# cut.sh MARKER die|hang N PROGRAM [ARG ...]: runs the persistent bot
# PROGRAM, its greeting and answers passed on, but the first time (while
# MARKER does not exist) only the first N lines: then it dies (die: the
# bot's next answer finds no reader and kills it, its input and output
# end) or stops answering (hang: what it answers goes nowhere).  Once
# MARKER exists, as when the referee starts it again, it is the bot.
set -eu
marker=$1 how=$2 n=$3
shift 3
[ -e "$marker" ] && exec "$@"
: > "$marker"
"$@" | {
	i=0
	while IFS= read -r line; do
		printf '%s\n' "$line"
		i=$((i + 1))
		[ "$i" -lt "$n" ] && continue
		case $how in
		die) exit 3 ;;
		hang) exec cat > /dev/null ;;
		esac
	done
}
