#!/usr/bin/env bats
# make install and uninstall: PREFIX, DESTDIR and MANPREFIX are honoured.
# bats file_tags=slow,heavy

load helper

# bats test_tags=slow
@test "make install puts programs, pages and completions under DESTDIR and PREFIX" {
	local d=$BATS_TEST_TMPDIR/root
	run make -s -C "$TOP" install DESTDIR="$d" PREFIX=/opt/h MANPREFIX=/opt/man
	assert_success
	for p in "$TOP"/cmd/hearts-*.c; do
		p=$(basename "$p" .c)
		[ -x "$d/opt/h/bin/$p" ] || fail "no $p"
		[ -f "$d/opt/man/man1/$p.1" ] || fail "no $p.1"
		[ -f "$d/opt/h/share/bash-completion/completions/$p" ] || fail "no bash $p"
		[ -e "$d/opt/h/share/fish/vendor_completions.d/$p.fish" ] || fail "no fish $p"
	done
	# hearts, the game: its page in section 6, its completions.
	[ -x "$d/opt/h/bin/hearts" ] || fail "no hearts"
	[ -f "$d/opt/man/man6/hearts.6" ] || fail "no hearts.6"
	[ -f "$d/opt/h/share/bash-completion/completions/hearts" ] || fail "no bash hearts"
	[ -f "$d/opt/h/share/fish/vendor_completions.d/hearts.fish" ] || fail "no fish hearts"
	[ -f "$d/opt/man/man5/hearts.5" ]
	[ -f "$d/opt/man/man7/hearts.7" ]
	[ -f "$d/opt/man/man7/hearts-rules.7" ] || fail "no hearts-rules.7"
	[ -f "$d/opt/h/share/zsh/site-functions/_hearts" ]
	# hearts-serve's page, which it finds beside its bin/.
	for f in index.html hearts.css hearts.js; do
		[ -f "$d/opt/h/share/hearts/web/$f" ] || fail "no web/$f"
	done
	if command -v curl > /dev/null; then
		"$d/opt/h/bin/hearts-serve" -p 0 -d "$BATS_TEST_TMPDIR/games" > "$BATS_TEST_TMPDIR/url" &
		local pid=$! i
		for i in $(seq 100); do [ -s "$BATS_TEST_TMPDIR/url" ] && break; sleep 0.05; done
		curl -s "$(cat "$BATS_TEST_TMPDIR/url")" > "$BATS_TEST_TMPDIR/page"
		kill "$pid"
		cmp "$BATS_TEST_TMPDIR/page" "$TOP/web/index.html"
	fi
	run "$d/opt/h/bin/hearts-deal" -s 1
	assert_success
	assert_line --index 0 "hearts 1"
}

# bats test_tags=slow
@test "make uninstall removes all that install put there" {
	local d=$BATS_TEST_TMPDIR/root
	make -s -C "$TOP" install DESTDIR="$d" PREFIX=/usr
	make -s -C "$TOP" uninstall DESTDIR="$d" PREFIX=/usr
	run find "$d" -type f -o -type l
	assert_output ""
}

# bats test_tags=slow
@test "make uninstall removes the directories install made, and only those" {
	local p=$BATS_TEST_TMPDIR/fresh q=$BATS_TEST_TMPDIR/lived-in
	# a fresh PREFIX: nothing is left of it, not even itself
	make -s -C "$TOP" install PREFIX="$p"
	[ -x "$p/bin/hearts" ]
	make -s -C "$TOP" uninstall PREFIX="$p"
	[ ! -e "$p" ] || fail "left: $(find "$p")"
	# one with directories of its own, empty or not, installed twice
	mkdir -p "$q/bin" "$q/share/man/man1" "$q/lib"
	: > "$q/bin/other"
	make -s -C "$TOP" install PREFIX="$q"
	make -s -C "$TOP" install PREFIX="$q"
	make -s -C "$TOP" uninstall PREFIX="$q"
	run sh -c 'find "$1" -mindepth 1 | sort' _ "$q"
	assert_output "$(printf '%s\n' "$q/bin" "$q/bin/other" "$q/lib" "$q/share" \
	    "$q/share/man" "$q/share/man/man1" | sort)"
}

# bats test_tags=slow
@test "man hearts opens the game, hearts(6), and apropos hearts lists every page" {
	command -v man > /dev/null || skip "no man(1)"
	local d=$BATS_TEST_TMPDIR/root m
	make -s -C "$TOP" install DESTDIR="$d" PREFIX=/opt/h MANPREFIX=/opt/man
	m=$d/opt/man
	# man-db looks in section 1 before 5 and 6: hearts.1 is the game
	[ -f "$m/man1/hearts.1" ] || fail "no hearts.1"
	run man -M "$m" -w hearts
	assert_success
	[[ $output == "$m/man6/hearts.6" || $output == "$m/man1/hearts.1" ]] ||
	    fail "man hearts opens $output"
	run env MANPAGER=cat MANWIDTH=80 man -M "$m" hearts
	assert_success
	assert_line --index 0 --regexp '^HEARTS\((1|6)\) '
	# each page its own section in its header, and lint-clean
	run env MANPAGER=cat MANWIDTH=80 man -M "$m" 1 hearts
	assert_line --index 0 --regexp '^HEARTS\(1\) '
	run env MANPAGER=cat MANWIDTH=80 man -M "$m" 6 hearts
	assert_line --index 0 --regexp '^HEARTS\(6\) '
	if command -v mandoc > /dev/null; then
		run mandoc -Tlint -Wwarning "$m/man1/hearts.1"
		assert_success
		assert_output ""
	fi
	run env MANPAGER=cat MANWIDTH=80 man -M "$m" 5 hearts
	assert_line --index 0 --regexp '^HEARTS\(5\) '
	command -v mandb > /dev/null && command -v apropos > /dev/null ||
	    skip "no mandb(8) and apropos(1)"
	# the index in a copy, so that the install itself stays as it was
	cp -R "$m" "$BATS_TEST_TMPDIR/index"
	mandb -q "$BATS_TEST_TMPDIR/index"
	run apropos -M "$BATS_TEST_TMPDIR/index" hearts
	assert_success
	local page name sec
	for page in "$TOP"/man/*.[1-9]; do
		name=$(basename "$page")
		sec=${name##*.}
		name=${name%.*}
		assert_line --regexp "^$name \\($sec\\) +- "
	done
	assert_line --regexp '^hearts \(1\) +- play Hearts'
	# two pages, two lines: each its own NAME
	[ "$(grep -E '^hearts \((1|6)\) ' <<< "$output" | sed 's/^hearts ([16]) *//' |
	    sort -u | wc -l)" -eq 2 ] || fail "hearts(1) and hearts(6) say the same: $output"
}

# bats test_tags=slow
@test "make install puts the examples under DOCDIR, and the pages cite them there" {
	local d=$BATS_TEST_TMPDIR/root doc=/opt/h/share/doc/hearts/examples f
	make -s -C "$TOP" install DESTDIR="$d" PREFIX=/opt/h MANPREFIX=/opt/man
	for f in play-game.sh bot-game.sh bots/lowest.sh bots/careful.sh \
	    bots/persistent.sh; do
		[ -x "$d$doc/$f" ] || fail "no $doc/$f"
		cmp "$TOP/examples/$f" "$d$doc/$f"
	done
	cmp "$TOP/examples/bots/lowest.c" "$d$doc/bots/lowest.c"
	# every file of the examples a page names is there
	for f in $(grep -oh "$doc/[A-Za-z0-9_./-]*[A-Za-z0-9_]" "$d"/opt/man/man*/*); do
		[ -e "$d$f" ] || fail "a page names $f, which make install did not install"
	done
	# the pages name the examples where this install put them
	grep -q "$doc/bots" "$d/opt/man/man7/hearts.7"
	grep -q "$doc/bots/careful.sh" "$d/opt/man/man1/hearts-match.1"
	run grep -rl /usr/local/share/doc "$d/opt/man"
	assert_output ""
	# and no page cites the source tree for them any more
	run grep -l 'of the source' "$TOP"/man/*.[1-9]
	assert_output ""
	# a DOCDIR of one's own
	make -s -C "$TOP" install DESTDIR="$d/2" PREFIX=/usr DOCDIR=/usr/share/doc/hearts-suite
	[ -x "$d/2/usr/share/doc/hearts-suite/examples/bots/lowest.sh" ]
	grep -q /usr/share/doc/hearts-suite/examples "$d/2/usr/share/man/man7/hearts.7"
	# the examples still work where they are installed
	run env PATH="$d/opt/h/bin:$PATH" "$d$doc/play-game.sh" -s 3 -o target=30
	assert_success
	printf '%s\n' "$output" | "$d/opt/h/bin/hearts-check" -q
	make -s -C "$TOP" uninstall DESTDIR="$d/2" PREFIX=/usr DOCDIR=/usr/share/doc/hearts-suite
	[ ! -e "$d/2/usr/share/doc/hearts-suite" ]
}

# bats test_tags=slow
@test "make install puts the library, its header, pkg-config file and section 3 pages under LIBDIR and INCLUDEDIR" {
	local d=$BATS_TEST_TMPDIR/root
	run make -s -C "$TOP" install DESTDIR="$d" PREFIX=/opt/h \
	    LIBDIR=/opt/lib64 INCLUDEDIR=/opt/inc MANPREFIX=/opt/man
	assert_success
	[ -f "$d/opt/lib64/libhearts.a" ]
	[ -f "$d/opt/lib64/libhearts.so.2.0.0" ]
	[ -L "$d/opt/lib64/libhearts.so.2" ]
	[ -L "$d/opt/lib64/libhearts.so" ]
	[ -f "$d/opt/inc/hearts.h" ]
	[ -f "$d/opt/man/man3/libhearts.3" ]
	run cat "$d/opt/lib64/pkgconfig/libhearts.pc"
	assert_line "prefix=/opt/h"
	assert_line "libdir=/opt/lib64"
	assert_line "includedir=/opt/inc"
	assert_line "Requires.private: libbsd"
	# The private header stays behind.
	run find "$d" -name internal.h
	assert_output ""
	for p in "$TOP"/man/*.3; do
		[ -f "$d/opt/man/man3/${p##*/}" ] || fail "no ${p##*/}"
	done
}

# bats test_tags=slow
@test "make uninstall removes the library with the rest under LIBDIR and INCLUDEDIR" {
	local d=$BATS_TEST_TMPDIR/root
	make -s -C "$TOP" install DESTDIR="$d" PREFIX=/usr LIBDIR=/usr/lib64 INCLUDEDIR=/usr/inc
	make -s -C "$TOP" uninstall DESTDIR="$d" PREFIX=/usr LIBDIR=/usr/lib64 INCLUDEDIR=/usr/inc
	run find "$d" -type f -o -type l
	assert_output ""
}

# bats test_tags=slow
@test "make play builds what the game needs alone, quietly, before the first screen" {
	local d=$BATS_TEST_TMPDIR/src
	mkdir "$d"
	tar --exclude=.git -C "$TOP" -cf - . | tar -C "$d" -xf -
	# a make of its own, as a person types it, not one under make check
	env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make -s -C "$d" clean
	cd "$d"
	run env -u MAKEFLAGS -u MFLAGS -u MAKELEVEL make play < /dev/null
	assert_success
	# one line, then (not at a terminal) make demo's game
	assert_line --index 0 "make play: building the game..."
	refute_output --regexp '(^|/)(cc|gcc|clang) '
	refute_output --partial "Entering directory"
	assert_line "The game record is in demo.txt; see hearts(5)."
	hearts-check -q demo.txt
	# the game's programs, not the whole suite
	assert_equal "$(ls bin | tr '\n' ' ')" \
	    "hearts hearts-deal hearts-pass hearts-play hearts-query hearts-score hearts-show "
	[ ! -e libhearts/libhearts.so.2.0.0 ] || fail "the shared library was built"
}
