#!/bin/sh
# bot-game.sh: a whole game between the built-in bots, the strong one at
# North and simple ones at the other seats; prints the final record.
# The bots draw from the game's seed, so a seed gives one game every time.
#
#   examples/bot-game.sh [hearts-deal options]    e.g. -s 42 -r omnibus
set -eu

game=$(hearts-deal "$@")
seats=$(printf '%s\n' "$game" | hearts-query seats | tr -d '\n')
seed=$(printf '%s\n' "$game" | sed -n 's/^seed //p')
bots="-b ${seats%"${seats#?}"}=strong -b ${seats#?}=simple${seed:+ -S $seed}"
case $game in
*target=none*)
	echo "bot-game.sh: a session (target=none) never ends; give a target" >&2
	exit 64 ;;
esac
while :; do
	# shellcheck disable=SC2086 # $bots is several words
	case $(printf '%s\n' "$game" | hearts-query phase) in
	pass)	game=$(printf '%s\n' "$game" | hearts-pass $bots) ;;
	play)	game=$(printf '%s\n' "$game" | hearts-play $bots) ;;
	score)	game=$(printf '%s\n' "$game" | hearts-score) ;;
	deal)	game=$(printf '%s\n' "$game" | hearts-deal) ;;
	over)	break ;;
	esac
done
printf '%s\n' "$game"
