#!/bin/sh
# cut.sh MARKER die|hang N PROGRAM [ARG ...]: runs the persistent bot
# PROGRAM, its greeting and answers passed on, but the first time (while
# MARKER does not exist) only the first N lines: then it dies (die: the
# bot is killed and cut.sh exits, its input and output end) or stops
# answering (hang: what it answers goes nowhere, its stdout kept open).  Once MARKER exists, as
# when the referee starts it again, it is the bot.
#
# The bot writes into a FIFO of cut.sh's own, not a pipe to a reader
# that exits: an answer written after the Nth, before the reader had
# gone, would otherwise vanish into the pipe and the bot wait on, a hang
# where a death was meant.
set -eu
marker=$1 how=$2 n=$3
shift 3
[ -e "$marker" ] && exec "$@"
: > "$marker"
fifo=$marker.fifo
rm -f "$fifo"
mkfifo "$fifo"
# (stdin kept as 3 first: an asynchronous list's is /dev/null before its
# own redirections are made)
exec 3<&0
"$@" <&3 3<&- > "$fifo" &
bot=$!
i=0
while IFS= read -r line; do
	printf '%s\n' "$line"
	i=$((i + 1))
	[ "$i" -lt "$n" ] && continue
	case $how in
	die) kill -9 "$bot"; exit 3 ;;
	hang) cat > /dev/null; exit 0 ;;
	esac
done < "$fifo"
