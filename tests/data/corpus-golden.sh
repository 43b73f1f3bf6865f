#!/bin/sh
# corpus-golden.sh PROGRAM: for each command of PROGRAM (hearts-select,
# hearts-stats or hearts-export) on one fixed stream, the first 16 hex
# digits of the SHA-256 of its stdout and of its stderr, its status and
# the command; tests/720, 730 and 740 compare this with
# corpus-golden.txt, what the programs wrote before they were made
# faster.  Run in an empty directory, with the programs on PATH and TOP
# the top of the tree.  To remake the file after a change of output
# that is meant:
#   for p in hearts-select hearts-stats hearts-export; do
#     (d=$(mktemp -d) && cd "$d" && TOP=OLDTREE PATH=OLDTREE/bin:$PATH \
#      sh OLDTREE/tests/data/corpus-golden.sh $p); done > corpus-golden.txt
#
# The stream: bench/gen's seeded games of 2 to 5 players, random bots'
# matches under several rules (their comments name the bots; the lines of
# times, which change from run to run, taken out), an unfinished game, a
# seat's view and a damaged record (both refused), and comments with a
# tab, quotes and a backslash.
set -eu
program=$1

strip() {
	grep -v '^# game [0-9]* \(seat\|cpu\) '
}

"$TOP/bench/gen" 120 3 > gen.txt
hearts-match -s 11 -d 2 -r omnibus -f - ann=random bob=random random \
    cy=random 2> /dev/null | strip > omnibus.txt
hearts-match -s 12 -d 2 -n 2 -r two-player -f - ann=random random \
    2> /dev/null | strip > two.txt
hearts-match -s 13 -d 1 -n 5 -r five-player -f - random bob=random random \
    dee=random random 2> /dev/null | strip > five.txt
hearts-match -s 14 -d 1 -n 3 -r three-player -o tie=share \
    -o moon=subtract -f - ann=random random cy=random 2> /dev/null |
    strip > three.txt
hearts-deal -s 5 > dealt.txt
hearts-view -s N dealt.txt > view.txt
# A card of the third trick of a game changed for one its seat lacks.
"$TOP/bench/gen" 10 99 | awk '/^trick/ && ++n == 3 { sub(/ [2-9TJQKA][CDHS]$/, " 2C") } { print }' > bad.txt
{
	printf '# a comment\twith a tab, "quotes" and a \\ backslash\n'
	printf '# N=caf\303\251 E=a"b S=x\\y W=\001\n'
	sed -n '1,/^end/p' gen.txt
	cat omnibus.txt
	cat bad.txt
	cat two.txt
	cat view.txt
	sed '1,/^end/d' gen.txt
	cat five.txt dealt.txt three.txt
} > stream.txt

case $program in
hearts-select)
	set -- "" -c -1 -C -H "-H -1" "-H -c" "-v -m any" "-m any" "-m N -H" \
	    "-Q N -C" "-Q any -H -P any=10-" "-J any -H -1" "-n 2-3" \
	    "-n 5 -1" "-o moon=subtract" "-o jack-of-diamonds=on -H" \
	    "-r omnibus" "-r two-player -C" "-g 3-5" "-g 40- -C" \
	    "-s 8695568515591787890" "-w random" "-w caf" "-W N" "-W any -C" \
	    "-t any=100-" "-t N=0-50 -1" "-O" "-U" "-U -H" "-O -H -C" \
	    "-N 2-3 -H" "-N 5 -C" "-d N=QS -H -C" "-p E=QS" "-p any=QS -H" \
	    "-S N:S=5- -H" "-S E:H=0-1 -C" "-P N=26 -1" "-P any=-26 -H" \
	    "-v -H -P any=0-" "-q" "-q -C -v" "-i 0000000000000000" \
	    "-X 3 -f split" "-X players -f by"
	;;
hearts-stats)
	set -- "" -b -c "-c -T" "-D points" "-D total" "-D points -T" \
	    "-D total -T -b" "-D points -b" -T "-b -T" -S "-S -b" -q "-q -S"
	;;
hearts-export)
	set -- "" "-e game" "-e hand" "-e trick" "-e card" -J "-J -e game" \
	    "-J -e trick" "-J -e card" "-T -e card" -q "-q -J"
	;;
esac

for opts; do
	# shellcheck disable=SC2086 # the options' words
	if $program $opts stream.txt > out 2> err; then
		status=0
	else
		status=$?
	fi
	case $opts in
	-X*) cat split.* by.* > out 2> /dev/null || : ;;
	esac
	printf '%s %s %s %s%s\n' "$(sha256sum < out | cut -c1-16)" \
	    "$(sha256sum < err | cut -c1-16)" "$status" "$program" \
	    "${opts:+ $opts}"
	rm -f split.* by.*
done
# Sums of pieces merged, and hand rows back to records.
case $program in
hearts-stats)
	sed -n '1,/^end/p' gen.txt > one.txt
	hearts-stats -S one.txt > a.sums
	hearts-stats -S stream.txt > b.sums 2> /dev/null || :
	hearts-stats -m a.sums b.sums > out 2> err && status=0 || status=$?
	printf '%s %s %s %s\n' "$(sha256sum < out | cut -c1-16)" \
	    "$(sha256sum < err | cut -c1-16)" "$status" "hearts-stats -m"
	;;
hearts-export)
	hearts-export -q stream.txt > rows.tsv || :
	hearts-export -R rows.tsv > out 2> err && status=0 || status=$?
	printf '%s %s %s %s\n' "$(sha256sum < out | cut -c1-16)" \
	    "$(sha256sum < err | cut -c1-16)" "$status" "hearts-export -R"
	;;
esac
