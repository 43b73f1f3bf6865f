#!/bin/sh
# longline.sh: the simple bot's choice, then 300 spaces and ZZ, all on
# its first line: a word that is no card, far along.
hearts-bot -b simple | { read -r a; printf '%s%300sZZ\n' "$a" ""; }
