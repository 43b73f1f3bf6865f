#!/bin/sh
# play-game.sh: plays a whole game of Hearts between simple shell bots,
# using only the suite's programs, and prints the final record.  Each bot
# passes the last cards of its hand in card order (high spades, mostly)
# and plays the first legal card in card order.
#
#   examples/play-game.sh [hearts-deal options]    e.g. -s 42 -r omnibus
set -eu

game=$(hearts-deal "$@")
case $game in
*target=none*)
	echo "play-game.sh: a session (target=none) never ends; give a target" >&2
	exit 64 ;;
esac
while :; do
	case $(printf '%s\n' "$game" | hearts-query phase) in
	pass)
		n=$(printf '%s\n' "$game" | hearts-query pass | cut -d' ' -f2)
		set --
		for seat in $(printf '%s\n' "$game" | hearts-query turn); do
			# shellcheck disable=SC2046 # one word per card
			set -- "$@" "$seat" $(printf '%s\n' "$game" |
			    hearts-query -p "$seat" hand | tail -n "$n")
		done
		game=$(printf '%s\n' "$game" | hearts-pass "$@") ;;
	play)
		card=$(printf '%s\n' "$game" | hearts-query legal | head -n 1)
		game=$(printf '%s\n' "$game" | hearts-play "$card") ;;
	score)
		game=$(printf '%s\n' "$game" | hearts-score) ;;
	deal)
		game=$(printf '%s\n' "$game" | hearts-deal) ;;
	over)
		break ;;
	esac
done
printf '%s\n' "$game"
