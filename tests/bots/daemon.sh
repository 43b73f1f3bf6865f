#!/bin/sh
# daemon.sh: the simple bot, leaving behind at each decision a process in
# a session of its own and an orphan, both outside its process group, for
# the referee to end.  $DAEMON_SLEEP, if set, is how long they sleep, so
# that a test finds its own among the processes of tests run beside it.
setsid sleep "${DAEMON_SLEEP:-1000.25}" < /dev/null > /dev/null 2>&1 &
( setsid sleep "${DAEMON_SLEEP:-1000.25}" < /dev/null > /dev/null 2>&1 & )
exec hearts-bot -b simple
