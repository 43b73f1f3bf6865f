#!/bin/sh
# crash.sh: reads its view and fails, every time: exit status 1.
cat > /dev/null
echo "crash.sh: I give up" >&2
exit 1
