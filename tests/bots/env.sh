#!/bin/sh
# env.sh: a one-shot bot that logs what the referee tells it in its
# environment, then plays as lowest.sh.
echo "ask=$HEARTS_ASK seat=$HEARTS_SEAT seed=$HEARTS_SEED time=$HEARTS_TIME" >&2
exec "$(dirname "$0")/../../examples/bots/lowest.sh"
