#!/usr/bin/env bats
# Every option of every program, as its --help lists it: taken by the
# program under both names, in the SYNOPSIS and the list of options of
# its page, and completed by bash, zsh and fish.  The programs are the
# files in bin/, so a new program is walked as soon as it is built; each
# test lists everything missing at once.

load helper

setup() {
	T=$BATS_TEST_TMPDIR
	cd "$T" || exit 1
	# nothing a program might write lands outside the test's directory
	export HOME=$T XDG_DATA_HOME=$T/data
	missing=()
}

# none_missing: fails with every line of $missing, if there are any.
none_missing() {
	((${#missing[@]} == 0)) || fail "$(printf '%s\n' "${missing[@]}")"
}

# programs: every program built, by name.
programs() {
	local bin
	for bin in "$TOP"/bin/*; do
		[[ -f $bin && -x $bin ]] && echo "${bin##*/}"
	done
}

# help_options PROGRAM: "LETTER NAME ARG" for each option its --help
# lists as "  -s, --seed seed   what it does" (ARG empty for a flag).
help_options() {
	"$1" --help | sed -nE 's/^  -([[:alnum:]]), --([[:alnum:]-]+)( ([^ ]+))?.*/\1 \2 \4/p'
}

# page PROGRAM: its page, in section 1, or 6 for the game.
page() {
	local f
	for f in "$TOP/man/$1".[16]; do
		[[ -f $f ]] && { echo "$f"; return; }
	done
	return 1
}

# bats test_tags=slow
@test "every program's --help lists its options, each with a short and a long name" {
	for p in $(programs); do
		help_options "$p" > "$T/opts"
		grep -q '^h help $' "$T/opts" || missing+=("$p --help: no -h, --help")
		grep -q '^V version $' "$T/opts" || missing+=("$p --help: no -V, --version")
		# an option listed with one name only
		while read -r line; do
			missing+=("$p --help: '$line' has no long name")
		done < <("$p" --help | grep -E '^  -[[:alnum:]]( |$)')
	done
	none_missing
}

# bats test_tags=slow
@test "every option in --help is taken by its program, by either name" {
	for p in $(programs); do
		while read -r letter name arg; do
			for opt in "-$letter" "--$name"; do
				# --help after it: the option is read, then nothing is done
				if [[ -n $arg ]]; then
					run --separate-stderr "$p" "$opt" x --help < /dev/null
				else
					run --separate-stderr "$p" "$opt" --help < /dev/null
				fi
				[[ $stderr != *"unrecognized option"* &&
				    $stderr != *"invalid option"* &&
				    $stderr != *"requires an argument"* &&
				    $stderr != *"allow an argument"* ]] ||
				    missing+=("$p $opt: $stderr")
				# 64: the option's argument, x, was refused
				((status == 0 || status == 64)) ||
				    missing+=("$p $opt: status $status")
			done
		done < <(help_options "$p")
	done
	none_missing
}

# bats test_tags=slow
@test "every option in --help is in the SYNOPSIS and the options of its page" {
	for p in $(programs); do
		if ! man=$(page "$p"); then
			missing+=("$p: no page in man/")
			continue
		fi
		sed -n '/^\.Sh SYNOPSIS/,/^\.Sh /p' "$man" > "$T/synopsis"
		while read -r letter name arg; do
			if [[ $letter != [hV] ]] &&
			    ! grep -qE "Fl $letter , Fl \\\\-$name( |$)" "$T/synopsis"; then
				missing+=("$p: no 'Fl $letter , Fl \\-$name' in the SYNOPSIS of $man")
			fi
			grep -qE "^\.It Fl $letter , Fl \\\\-$name( |$)" "$man" ||
			    missing+=("$p: no '.It Fl $letter , Fl \\-$name' in $man")
		done < <(help_options "$p")
	done
	none_missing
}

# bats test_tags=slow
@test "bash completes every option in --help, short and long" {
	for p in $(programs); do
		if ! bash_offers "$p -" > "$T/offered"; then
			missing+=("bash: $p is not completed")
			continue
		fi
		while read -r letter name arg; do
			grep -qxF -- "-$letter" "$T/offered" || missing+=("bash: $p -$letter")
			grep -qxF -- "--$name" "$T/offered" || missing+=("bash: $p --$name")
		done < <(help_options "$p")
	done
	none_missing
}

# offers_every_option SHELL: what SHELL_offers gives after "PROGRAM -"
# for every program, checked against each one's --help.
offers_every_option() {
	local shell=$1 p
	lines=()
	for p in $(programs); do
		lines+=("$p -")
	done
	"${shell}_offers" "${lines[@]}" > "$T/offered"
	for p in $(programs); do
		offered_for "$p -" < "$T/offered" > "$T/mine"
		while read -r letter name arg; do
			grep -qxF -- "-$letter" "$T/mine" || missing+=("$shell: $p -$letter")
			grep -qxF -- "--$name" "$T/mine" || missing+=("$shell: $p --$name")
		done < <(help_options "$p")
	done
	none_missing
}

# bats test_tags=slow
@test "zsh completes every option in --help, short and long" {
	offers_every_option zsh
}

# bats test_tags=slow
@test "fish completes every option in --help, short and long" {
	offers_every_option fish
}
