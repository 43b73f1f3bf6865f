#!/usr/bin/env bats
# libhearts as a C programmer gets it: installed into a temporary DESTDIR,
# found through pkg-config, its section 3 pages' examples and the C bot
# of examples/ built from there alone (no -I or -L of the source tree).
# bats file_tags=slow,heavy

load helper

setup_file() {
	local d=$BATS_FILE_TMPDIR/root
	make -s -C "$TOP" install DESTDIR="$d" PREFIX=/usr >/dev/null
	export ROOT=$d
	export PKG_CONFIG_PATH=$d/usr/lib/pkgconfig
	export PKG_CONFIG_SYSROOT_DIR=$d
	export LD_LIBRARY_PATH=$d/usr/lib
	# A library built under the sanitizers needs their runtime first in
	# the program too (make check under ASan, as CI runs it).
	SAN=
	if readelf -d "$d/usr/lib/libhearts.so" | grep -q 'NEEDED.*lib[a-z]*san'; then
		SAN="-fsanitize=address,undefined"
	fi
	export SAN
}

# build SOURCE OUTPUT: compiled as a user would, strictly.
build() {
	# shellcheck disable=SC2046 # pkg-config's words are flags
	cc -std=c11 -Wall -Wextra -Wpedantic -Werror $SAN -o "$2" "$1" \
	    $(pkg-config --cflags --libs libhearts)
}

# The exported names of the installed shared library.
exported() {
	nm -D --defined-only "$ROOT/usr/lib/libhearts.so" |
	    awk '$2 != "A" { sub(/@.*/, "", $3); print $3 }' | sort -u
}

# literal PAGE N: the N'th literal display of PAGE's EXAMPLES, its mdoc
# escapes undone.
literal() {
	sed -n '/^\.Sh EXAMPLES/,/^\.Sh /p' "$1" |
	    awk -v n="$2" '/^\.Bd -literal/ { k++; on = k == n; next }
		/^\.Ed/ { on = 0 } on' |
	    sed -e 's/\\e/\\/g' -e 's/\\&//g'
}

@test "pkg-config names the installed library, its version and libbsd" {
	run pkg-config --modversion libhearts
	assert_output "$(sed -n 's/^#define HEARTS_VERSION[[:space:]]*"\(.*\)"/\1/p' "$TOP/libhearts/hearts.h")"
	run pkg-config --cflags --libs libhearts
	assert_output "-I$ROOT/usr/include -L$ROOT/usr/lib -lhearts "
	run pkg-config --static --libs libhearts
	assert_output --partial "-lbsd"
}

@test "the shared library has its soname and version, from PIC objects" {
	[ "$(readlink "$ROOT/usr/lib/libhearts.so")" = libhearts.so.2 ]
	[ "$(readlink "$ROOT/usr/lib/libhearts.so.2")" = libhearts.so.2.0.0 ]
	run readelf -d "$ROOT/usr/lib/libhearts.so.2.0.0"
	assert_output --regexp 'SONAME.*\[libhearts\.so\.2\]'
	assert_output --regexp 'NEEDED.*\[libbsd\.so'
	# No text relocations: every object was built position-independent.
	refute_output --partial TEXTREL
}

@test "the shared library exports hearts.h's names and nothing of internal.h" {
	cd "$BATS_TEST_TMPDIR"
	exported > exported.txt
	[ -s exported.txt ]
	run grep -v '^hearts_' exported.txt
	assert_output ""
	# Every name hearts.h declares, functions and tables, is there.
	grep -oE '\bhearts_[a-z0-9_]+\(|\bhearts_[a-z]+_(names|levels)\b' \
	    "$ROOT/usr/include/hearts.h" | tr -d '(' | sort -u > declared.txt
	diff -u declared.txt exported.txt
	# The private helpers are hidden.
	cat "$TOP"/libhearts/internal.h "$TOP"/libhearts/*/*.h |
	    grep -E '^[a-z]' | grep -oE '\bhearts_[a-z0-9_]+\(' | tr -d '(' |
	    sort -u > private.txt
	[ -s private.txt ]
	run comm -12 private.txt exported.txt
	assert_output ""
}

@test "every exported function is documented in a section 3 page" {
	cd "$BATS_TEST_TMPDIR"
	exported > exported.txt
	cat "$TOP"/man/*.3 | awk '$1 == ".Fn" || $1 == ".Fo" || $1 == ".Nm" ||
	    $1 == ".Va" { sub(/,$/, "", $2); print $2 }' | sort -u > documented.txt
	run comm -23 exported.txt documented.txt
	assert_output ""
	# And each page is installed.
	for p in "$TOP"/man/*.3; do
		[ -f "$ROOT/usr/share/man/man3/${p##*/}" ] || fail "no ${p##*/}"
	done
}

# bats test_tags=slow
@test "every section 3 page's EXAMPLES compile against the installed library and run" {
	cd "$BATS_TEST_TMPDIR"
	local page name n=0
	for page in "$TOP"/man/*.3; do
		name=$(basename "$page" .3)
		literal "$page" 1 > "$name.c"
		[ -s "$name.c" ] || fail "$name(3) has no example"
		build "$name.c" "$name" || fail "$name(3): the example does not build"
		run --separate-stderr "./$name"
		[ "$status" -eq 0 ] || fail "$name(3): the example exits $status: $stderr"
		[ "$stderr" = "" ] || fail "$name(3): the example says: $stderr"
		# The output the page shows after the program, when it shows one.
		literal "$page" 2 > "$name.out"
		if [ -s "$name.out" ]; then
			diff -u "$name.out" <(printf '%s\n' "$output") ||
			    fail "$name(3): the example prints something else"
		fi
		n=$((n + 1))
	done
	[ "$n" -ge 9 ]
}

@test "the version the library reports is the header's" {
	cd "$BATS_TEST_TMPDIR"
	cat > v.c <<-'EOF'
	#include <hearts.h>
	#include <stdio.h>
	#include <string.h>
	int
	main(void)
	{
		printf("%s %d\n", hearts_version(), hearts_version_number());
		return strcmp(hearts_version(), HEARTS_VERSION) != 0 ||
		    hearts_version_number() != HEARTS_VERSION_NUMBER;
	}
	EOF
	build v.c v
	run ./v
	assert_success
	assert_output --regexp '^[0-9]+\.[0-9]+\.[0-9]+ [0-9]+$'
}

# bats test_tags=slow
@test "examples/bots/lowest.c builds from the installed library and plays a match, one-shot and persistent" {
	cd "$BATS_TEST_TMPDIR"
	# Built in a directory of its own, as a bot author would.
	cp "$TOP/examples/bots/lowest.c" .
	build lowest.c lowest
	# It plays a match as lowest.sh does: the same cards, so the same
	# table but for the bot's name and its time.
	run --separate-stderr hearts-match -d 1 -s 5 -o target=40 ./lowest simple simple simple
	assert_success
	# the header, a row a bot, and simple's difference from it by deal
	[ "${#lines[@]}" -eq 4 ]
	# (the rows but for the name and the clock and CPU times)
	printf '%s\n' "$output" | awk 'NR > 1 && NR <= 3 { $1 = $(NF - 2) = $(NF - 1) = ""; print }' > c.txt
	run --separate-stderr hearts-match -d 1 -s 5 -o target=40 "$TOP/examples/bots/lowest.sh" simple simple simple
	assert_success
	printf '%s\n' "$output" | awk 'NR > 1 && NR <= 3 { $1 = $(NF - 2) = $(NF - 1) = ""; print }' > sh.txt
	diff -u sh.txt c.txt
	# Started once and asked decision after decision (-p), the same.
	run --separate-stderr hearts-match -d 1 -s 5 -o target=40 'lowest=persistent:./lowest -p' simple simple simple
	assert_success
	printf '%s\n' "$output" | awk 'NR > 1 && NR <= 3 { $1 = $(NF - 2) = $(NF - 1) = ""; print }' > p.txt
	diff -u sh.txt p.txt
	# Not one fault: no illegal card, no garbage, no crash (the row's
	# words: illegal, timeouts, crashes, garbage and forfeits are the
	# 14th to 18th, each interval being three).
	run awk 'NR == 1 && ($10 != "illegal" || $14 != "forfeits") { print "header: " $0; exit }
	    NR > 1 && $1 ~ /lowest/ { print $14 + $15 + $16 + $17 + $18 }' <<<"$(hearts-match -d 1 -s 9 ./lowest simple simple simple 2>/dev/null)"
	assert_output 0
}

@test "the C bot refuses what is not a view, on stderr only" {
	cd "$BATS_TEST_TMPDIR"
	cp "$TOP/examples/bots/lowest.c" .
	build lowest.c lowest
	run --separate-stderr ./lowest < /dev/null
	refuses 1 '^lowest: stdin:0: no view$'
	run --separate-stderr ./lowest <<<"hearts 1"
	refuses 1 '^lowest: stdin:[0-9]+: '
	hearts-deal -s 2026 | hearts-view > v.txt
	run --separate-stderr ./lowest < v.txt
	assert_success
	assert_output "AD JH QH"
}

# bats test_tags=slow
@test "README: a bot in C under a PREFIX of one's own, the commands as written" {
	local block
	# the indented lines after "Under a `PREFIX` of your own", as written,
	# run from a directory of their own with the clone's paths made whole
	block=$(awk '/^Under a `PREFIX` of your own/ { on = 1; next }
	    on && /^    / { print substr($0, 5); seen = 1; next }
	    on && seen { exit }' "$TOP/README.md")
	[ "$(grep -c . <<< "$block")" -eq 5 ] || fail "not the five commands: $block"
	grep -q '^export PKG_CONFIG_PATH=' <<< "$block"
	block=${block//make install/make -s -C \"\$TOP\" install}
	block=${block//bin\//\"\$TOP\"\/bin\/}
	block=${block//examples\//\"\$TOP\"\/examples\/}
	# one deal, not twenty: each decision of a one-shot bot is a
	# process, slow under the sanitizers
	block=${block//-d 20/-d 1}
	cd "$BATS_TEST_TMPDIR"
	# the sanitizers' runtime first when the library was built with them
	mkdir cc-bin
	printf '#!/bin/sh\nexec /usr/bin/cc %s "$@"\n' "$SAN" > cc-bin/cc
	chmod +x cc-bin/cc
	unset PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR LD_LIBRARY_PATH
	run --separate-stderr env HOME="$BATS_TEST_TMPDIR/home" \
	    PATH="$BATS_TEST_TMPDIR/cc-bin:$PATH" TOP="$TOP" bash -ec "$block"
	assert_success
	# a match of 20 deals was played, the C bot at a seat
	assert_line --regexp '^[^ ]*lowest'
	[ -x lowest ]
	# the bot was linked against the library of that PREFIX
	LD_LIBRARY_PATH=$BATS_TEST_TMPDIR/home/.local/lib run ldd ./lowest
	assert_output --partial "$BATS_TEST_TMPDIR/home/.local/lib/libhearts.so"
}
