#!/bin/sh
# closer.sh: closes its standard input without reading a byte and
# answers 2C all the same: legal only when it leads a hand's first trick.
exec 0<&-
echo 2C
