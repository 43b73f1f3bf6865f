#!/bin/sh
# persist-once.sh MARKER FAULT: a persistent bot that fails once: its
# first run answers two decisions and then, at the third, dies (FAULT
# die), stops answering (silent), answers garbage (garbage) or an
# illegal card (illegal); once MARKER exists it plays as lowest.sh.
set -eu
marker=$1 fault=$2
here=$(cd "$(dirname "$0")/../../examples/bots" && pwd)
first=no
[ -e "$marker" ] || { first=yes; : > "$marker"; }
echo "hearts-bot 1 once"
n=0 view=
while IFS= read -r line; do
	case $line in '#'*) continue ;; esac
	view="$view$line
"
	[ "$line" = end ] || continue
	n=$((n + 1))
	if [ "$first" = yes ] && [ "$n" -eq 3 ]; then
		case $fault in
		die) exit 3 ;;
		silent) while read -r line; do :; done; exit 0 ;;
		garbage) echo "the queen of spades, I think"; view=; continue ;;
		illegal) echo "2C"; view=; continue ;;
		esac
	fi
	printf '%s' "$view" | "$here/lowest.sh"
	view=
done
