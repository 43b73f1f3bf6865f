#!/usr/bin/env bats
# make install and uninstall: PREFIX, DESTDIR and MANPREFIX are honoured.

load helper

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
	[ -f "$d/opt/h/share/zsh/site-functions/_hearts" ]
	run "$d/opt/h/bin/hearts-deal" -s 1
	assert_success
	assert_line --index 0 "hearts 1"
}

@test "make uninstall removes all that install put there" {
	local d=$BATS_TEST_TMPDIR/root
	make -s -C "$TOP" install DESTDIR="$d" PREFIX=/usr
	make -s -C "$TOP" uninstall DESTDIR="$d" PREFIX=/usr
	run find "$d" -type f -o -type l
	assert_output ""
}
