#!/usr/bin/env bats
# A match spread over two hosts the way hearts(7), Scale, says: GNU
# parallel over ssh, the bot sent to each host, the slices played there,
# their files brought back and put together; the same records and table
# as the match played here in one run.  The two hosts are 127.0.0.2 and
# 127.0.0.3, where an ssh server of the test's own listens on a free port
# with keys made for the test; it is stopped at the end, and nothing is
# left running.  tools/need ssh installs what it needs.

load helper

setup_file() {
	local s=$BATS_FILE_TMPDIR/ssh port user
	export SSHDIR=$s
	mkdir -p "$s"
	command -v ssh >/dev/null && command -v ssh-keygen >/dev/null &&
	    [[ -x /usr/sbin/sshd ]] && command -v parallel >/dev/null &&
	    command -v rsync >/dev/null || return 0
	user=$(id -un)
	ssh-keygen -q -t ed25519 -N '' -C hearts-test-host -f "$s/host" || return 0
	ssh-keygen -q -t ed25519 -N '' -C hearts-test-user -f "$s/user" || return 0
	cp "$s/user.pub" "$s/authorized_keys"
	# A port nobody listens on, of those above the usual ones.
	port=$(free_port) || return 0
	cat >"$s/sshd_config" <<-EOF
		ListenAddress 127.0.0.2:$port
		ListenAddress 127.0.0.3:$port
		HostKey $s/host
		PidFile $s/sshd.pid
		AuthorizedKeysFile $s/authorized_keys
		AllowUsers $user
		PermitRootLogin prohibit-password
		PasswordAuthentication no
		KbdInteractiveAuthentication no
		UsePAM no
		StrictModes no
		LogLevel ERROR
	EOF
	# The client knows the server by the key made for it, and no other.
	{
		echo "[127.0.0.2]:$port $(cat "$s/host.pub")"
		echo "[127.0.0.3]:$port $(cat "$s/host.pub")"
	} >"$s/known_hosts"
	cat >"$s/ssh_config" <<-EOF
		Host 127.0.0.2 127.0.0.3
		    Port $port
		    User $user
		    IdentityFile $s/user
		    IdentitiesOnly yes
		    UserKnownHostsFile $s/known_hosts
		    GlobalKnownHostsFile /dev/null
		    StrictHostKeyChecking yes
		    BatchMode yes
		    ConnectTimeout 10
		    LogLevel ERROR
	EOF
	# Root's sshd wants its privilege separation directory.  It is made
	# if missing and left there: another run of the suite on the same
	# machine may have an sshd of its own using it, which removing it
	# would break in the middle of that run's match.
	if [[ $(id -u) == 0 && ! -d /run/sshd ]]; then
		mkdir -p /run/sshd
	fi
	# in the foreground of its own (-D), with none of bats' descriptors
	/usr/sbin/sshd -f "$s/sshd_config" -D -e </dev/null >/dev/null \
	    2>"$s/sshd.log" 3>&- &
	echo $! >"$s/pid"
	# Ready once it answers on both addresses (or gone, if it could not).
	local i
	for ((i = 0; i < 100; i++)); do
		kill -0 "$(cat "$s/pid")" 2>/dev/null || break
		if ssh -F "$s/ssh_config" 127.0.0.2 true 2>/dev/null &&
		    ssh -F "$s/ssh_config" 127.0.0.3 true 2>/dev/null; then
			touch "$s/up"
			break
		fi
		sleep 0.1
	done
}

teardown_file() {
	local s=$SSHDIR pid
	[[ -f $s/pid ]] || return 0
	pid=$(cat "$s/pid")
	kill "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	# gone, or a zombie of a shell that is not its parent
	local i
	for ((i = 0; i < 200 && $(running "$pid"); i++)); do
		sleep 0.05
	done
	true
}

# running PID: 1 if the process runs (and is not a zombie), else 0.
running() {
	local state
	state=$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)
	[[ -n $state && $state != Z ]] && echo 1 || echo 0
}

# free_port: a TCP port from 20000 to 59999 that no socket of this
# machine is bound to, from /proc/net/tcp (the port in hexadecimal).
free_port() {
	local used="" port i sl addr
	while read -r sl addr _; do
		[[ $sl == sl ]] && continue
		used+="$((16#${addr##*:}))"$'\n'
	done < <(cat /proc/net/tcp /proc/net/tcp6 2>/dev/null)
	for ((i = 0; i < 100; i++)); do
		port=$((20000 + (RANDOM * 32768 + RANDOM) % 40000))
		grep -qx "$port" <<<"$used" || { echo "$port"; return 0; }
	done
	return 1
}

setup() {
	[[ -f $SSHDIR/up ]] || skip "no ssh server could run here (tools/need ssh installs openssh-server, parallel, rsync): $(head -c 300 "$SSHDIR/sshd.log" 2>/dev/null)"
	T=$BATS_TEST_TMPDIR
	# parallel keeps its files under HOME: the test's, not the user's
	export HOME=$T/home
	mkdir -p "$HOME" "$T/here"
	cd "$T/here" || exit 1
	# A bot that is a program sent to the hosts: the simple bot as a
	# process of its own, quick enough for a test (a shell bot would take
	# a minute); hearts-match finds hearts-bot beside itself.
	printf '#!/bin/sh\nexec hearts-bot -b simple\n' >mybot
	chmod +x mybot
	ARGS=(-s 5 -d 2 -o target=30 ./mybot simple random simple)
}

# masked FILE: the record file with each seat's time taken out.
masked() {
	sed -E 's/ ms [0-9.]+ / ms - /' "$1"
}

# bats test_tags=slow
@test "a match in 4 slices on two hosts by parallel --sshlogin is the match of one run: records and table" {
	# the slices on the two hosts, as hearts(7) has it (the suite is
	# this one, by its path; its programs are found beside hearts-match)
	run --separate-stderr parallel --ssh "ssh -F $SSHDIR/ssh_config" \
	    --sshlogin 1/127.0.0.2,1/127.0.0.3 --workdir "$T/remote" \
	    --basefile mybot --return 'slice{}.txt' --cleanup \
	    --joblog "$T/jobs.log" \
	    "$TOP/bin/hearts-match" "${ARGS[@]}" -k '{}/4' -f 'slice{}.txt' \
	    '>' /dev/null ::: 1 2 3 4
	assert_success
	ls slice1.txt slice2.txt slice3.txt slice4.txt
	# both hosts played
	awk -F'\t' 'NR > 1 { print $2 }' "$T/jobs.log" | sort -u >"$T/hosts"
	assert_equal "$(cat "$T/hosts")" $'127.0.0.2\n127.0.0.3'
	# and left nothing behind: the bot, the slices and the work dir gone
	if [[ -e $T/remote ]] && [[ -n $(find "$T/remote" -type f) ]]; then
		fail "left on the hosts: $(find "$T/remote" -type f)"
	fi
	run --separate-stderr hearts-match -m -T -f whole.txt slice*.txt
	assert_success
	printf '%s\n' "$output" >merged.tsv
	# the same match on this host alone
	hearts-match "${ARGS[@]}" -T -f one.txt >one.tsv 2>/dev/null
	assert_equal "$(masked whole.txt)" "$(masked one.txt)"
	assert_equal "$(cut -f 1-15 merged.tsv)" "$(cut -f 1-15 one.tsv)"
	# the shell bot did play, and never failed
	grep -q '^\./mybot' merged.tsv
	assert_equal "$(awk -F'\t' '$1 == "./mybot" { print $10 + $11 + $12 + $13 }' merged.tsv)" 0
}

# bats test_tags=slow
@test "a slice that stopped on a host is resumed by its command there, and the match put together is the same" {
	hearts-match "${ARGS[@]}" -k 2/2 -f full2.txt >/dev/null 2>&1
	hearts-match "${ARGS[@]}" -k 1/2 -f slice1.txt >/dev/null 2>&1
	# slice 2 cut short, as a host going down leaves it
	head -c "$(($(wc -c <full2.txt) / 2))" full2.txt >slice2.txt
	run --separate-stderr parallel --ssh "ssh -F $SSHDIR/ssh_config" \
	    --sshlogin 1/127.0.0.3 --workdir "$T/remote" \
	    --basefile mybot --transferfile 'slice{}.txt' \
	    --return 'slice{}.txt' --cleanup \
	    "$TOP/bin/hearts-match" "${ARGS[@]}" -k '{}/2' -f 'slice{}.txt' \
	    '>' /dev/null ::: 2
	assert_success
	assert_equal "$(masked slice2.txt)" "$(masked full2.txt)"
	hearts-match "${ARGS[@]}" -f one.txt >/dev/null 2>&1
	hearts-match -m -f whole.txt slice1.txt slice2.txt >/dev/null
	assert_equal "$(masked whole.txt)" "$(masked one.txt)"
}
