#!/bin/sh
# bots.sh: how strong and how fast the built-in bots are, by duplicate
# deals (bench/bots.c): simple against three random bots, strong and
# expert against three simple ones, two expert bots against two strong
# ones; and how fast the strong bot's play-outs run.  DEALS deals
# (default 500) in every seating.
set -eu
cd "$(dirname "$0")/.."
make -s bench/bots bench/playout

bench/playout
bench/bots -d "${DEALS:-500}" random random
bench/bots -d "${DEALS:-500}" simple random
bench/bots -d "${DEALS:-500}" strong simple
bench/bots -d "${DEALS:-500}" expert simple
bench/bots -2 -d "${DEALS:-500}" expert strong
