#!/usr/bin/env bats
# The library's parts (libhearts/README): each uses only the parts before
# it, and no file calls back into one that calls it, as the objects of
# make's build show them (nm: the names each defines and each calls).

load helper

setup() {
	cd "$TOP/libhearts"
	export LC_ALL=C
	for o in */*.o; do
		nm -g --defined-only "$o" | awk -v f="${o%.o}" \
		    'NF == 3 { print $3, f }'
	done | sort -k1,1 > "$BATS_TEST_TMPDIR/defines"
	# "FILE CALLED": a file and a file whose name it calls
	for o in */*.o; do
		nm -u "$o" | awk '{ print $2 }' | sort -k1,1 |
		    join - "$BATS_TEST_TMPDIR/defines" |
		    awk -v f="${o%.o}" '$2 != f { print f, $2 }'
	done | sort -u > "$BATS_TEST_TMPDIR/calls"
}

# bats test_tags=slow
@test "the library's objects are there to read" {
	[ -s "$BATS_TEST_TMPDIR/calls" ]
	grep -q '^record/record_read engine/' "$BATS_TEST_TMPDIR/calls"
}

# bats test_tags=slow
@test "each part of the library uses only the parts before it" {
	run awk 'BEGIN { n = split("engine record show solve bots condition corpus", p)
		for (i = 1; i <= n; i++) rank[p[i]] = i }
	    { split($1, a, "/"); split($2, b, "/")
		if (!(a[1] in rank) || rank[a[1]] < rank[b[1]])
			print $1 " calls " $2 }' "$BATS_TEST_TMPDIR/calls"
	assert_success
	assert_output ""
}

# bats test_tags=slow
@test "no circle of calls between the library's files" {
	run tsort "$BATS_TEST_TMPDIR/calls"
	assert_success
	refute_output --partial loop
}
