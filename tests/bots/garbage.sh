#!/bin/sh
# garbage.sh: reads its view and answers with a word that is no card.
cat > /dev/null
echo ZZ
