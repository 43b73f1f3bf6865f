# The hearts suite.  Plain make: `make`, `make check`, `make install`.

PREFIX ?=	/usr/local
BINDIR ?=	$(PREFIX)/bin
MANPREFIX ?=	$(PREFIX)/share/man
DATAROOT ?=	$(PREFIX)/share
# The examples (shell bots, whole games in shell), as Debian packages
# keep them; the pages name this directory as installed.
DOCDIR ?=	$(DATAROOT)/doc/hearts
LIBDIR ?=	$(PREFIX)/lib
INCLUDEDIR ?=	$(PREFIX)/include
PKGCONFIGDIR ?=	$(LIBDIR)/pkgconfig

CC ?=		cc
CFLAGS ?=	-O2 -g
BATS ?=		bats
BATSFLAGS ?=
# bats runs test files side by side through GNU parallel, one per core,
# the tests of each file one after another: bats 1.8's own jobs within a
# file are waited for by their pids, which a busy machine (pid_max 32768)
# reuses before the wait, and the run then fails with every test passed.
BATSJOBS ?=	$(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
BATSSERIAL =	$$([ $(BATSJOBS) -gt 1 ] && echo --no-parallelize-within-files)

# What every build needs, whatever CFLAGS the user gives.
BSD_CFLAGS =	$(shell pkg-config --cflags libbsd-overlay)
BSD_LIBS =	$(shell pkg-config --libs libbsd-overlay)
# SHA-256 for hearts-match -D (libmd comes with libbsd-dev).
MD_LIBS =	$(shell pkg-config --libs libmd)
# The programs carry libbsd and libmd in them, from their static archives
# (libbsd-dev, libmd-dev): two shared objects fewer to find, map and
# relocate at every start, a tenth of hearts-play's CPU time on a short
# record.  libc stays shared, as the sanitizers need it; the shared
# library links them shared.
PROG_LIBS =	-Wl,-Bstatic $(shell pkg-config --static --libs libbsd-overlay) \
		-Wl,-Bdynamic
ALL_CFLAGS =	-std=c11 -Wall -Wextra -Wpedantic -Wshadow -Wmissing-prototypes \
		-D_XOPEN_SOURCE=700 -Ilibhearts -Icmd/tool $(BSD_CFLAGS) $(CFLAGS)

PROGRAMS =	hearts-check hearts-deal hearts-pass hearts-play hearts-query hearts-score \
		hearts-show hearts-view hearts-bot hearts-match hearts-tourney hearts-select hearts-stats \
		hearts-solve hearts-export hearts-serve
# The game a person plays: its page is in section 6.
GAMES =		hearts
# The library's parts, each a folder that uses only those listed before it
# (libhearts/*/README; HACKING.md, Layout).
ENGINE_SRCS =	libhearts/engine/error.c libhearts/engine/version.c \
		libhearts/engine/card.c libhearts/engine/rules.c \
		libhearts/engine/deck.c libhearts/engine/pass.c \
		libhearts/engine/deal.c libhearts/engine/play.c \
		libhearts/engine/score.c libhearts/engine/game.c \
		libhearts/engine/turn.c
RECORD_SRCS =	libhearts/record/record_lines.c libhearts/record/record_parse.c \
		libhearts/record/record_hand.c libhearts/record/record_play.c \
		libhearts/record/record_plain_score.c \
		libhearts/record/record_plain.c libhearts/record/record_read.c \
		libhearts/record/record_write.c libhearts/record/record_memory.c
SHOW_SRCS =	libhearts/show/show.c
SOLVE_SRCS =	libhearts/solve/solve.c libhearts/solve/solve_search.c
BOTS_SRCS =	libhearts/bots/bot.c libhearts/bots/bot_simple.c \
		libhearts/bots/bot_strong.c libhearts/bots/bot_expert.c \
		libhearts/bots/match.c
CONDITION_SRCS = libhearts/condition/condition.c \
		libhearts/condition/condition_judge.c
CORPUS_SRCS =	libhearts/corpus/corpus.c libhearts/corpus/select.c \
		libhearts/corpus/stats.c libhearts/corpus/stats_table.c \
		libhearts/corpus/export.c libhearts/corpus/export_row.c \
		libhearts/corpus/export_play.c libhearts/corpus/import.c
LIB_SRCS =	$(ENGINE_SRCS) $(RECORD_SRCS) $(SHOW_SRCS) $(SOLVE_SRCS) \
		$(BOTS_SRCS) $(CONDITION_SRCS) $(CORPUS_SRCS)
LIB_OBJS =	$(LIB_SRCS:.c=.o)
LIB =		libhearts/libhearts.a
# The shared library, from objects of its own (position-independent,
# only hearts.h's names visible): SOMAJOR changes when a program built
# against an older library could no longer run with this one.
SOMAJOR =	2
SOVERSION =	$(SOMAJOR).0.0
SHLIB =		libhearts/libhearts.so.$(SOVERSION)
PIC_OBJS =	$(LIB_SRCS:libhearts/%.c=libhearts/pic/%.o)
VERSION =	$$(sed -n 's/^\#define HEARTS_VERSION[[:space:]]*"\(.*\)"/\1/p' libhearts/hearts.h)
TOOL_OBJS =	cmd/tool/tool.o cmd/tool/record.o cmd/tool/options.o \
		cmd/tool/capture.o cmd/tool/stream.o cmd/tool/extbot.o \
		cmd/tool/persist.o cmd/tool/progbot.o cmd/tool/pieces.o
GAME_OBJS =	cmd/game/bots.o cmd/game/input.o cmd/game/table.o
# hearts-serve, the game in a browser, on GNU libmicrohttpd; the page it
# serves is web/, installed under WEBDIR.
SERVE_OBJS =	cmd/serve/api.o cmd/serve/buf.o cmd/serve/clock.o \
		cmd/serve/files.o cmd/serve/games.o cmd/serve/http.o \
		cmd/serve/moves.o cmd/serve/page.o cmd/serve/presence.o \
		cmd/serve/review.o cmd/serve/route.o cmd/serve/state.o \
		cmd/serve/wait.o
MHD_CFLAGS =	$(shell pkg-config --cflags libmicrohttpd)
MHD_LIBS =	$(shell pkg-config --libs libmicrohttpd)
WEBDIR ?=	$(DATAROOT)/hearts/web
WEB_FILES =	$(wildcard web/*.html web/*.css web/*.js web/*.svg)
MATCH_OBJS =	cmd/match/args.o cmd/match/ask.o cmd/match/deals.o \
		cmd/match/files.o cmd/match/layout.o cmd/match/merge.o \
		cmd/match/referee.o cmd/match/resume.o cmd/match/run.o \
		cmd/match/tables.o cmd/match/tally.o cmd/match/workers.o
TOURNEY_OBJS =	cmd/tourney/rating.o cmd/tourney/report.o
UNIT_SRCS =	tests/unit/unit.c tests/unit/cards.c tests/unit/deal.c \
		tests/unit/play.c tests/unit/options.c tests/unit/games.c \
		tests/unit/record.c \
		tests/unit/bots.c tests/unit/game.c tests/unit/sets.c \
		tests/unit/engine.c tests/unit/condition.c tests/unit/writer.c \
		tests/unit/oracle_write.c tests/unit/solve.c tests/unit/api.c \
		tests/unit/values.c tests/unit/reader.c tests/unit/simple.c \
		tests/unit/corpus.c
BINS =		$(PROGRAMS:%=bin/%) $(GAMES:%=bin/%)
MAN1 =		$(PROGRAMS:%=man/%.1)
MAN3 =		$(wildcard man/*.3)
MAN5 =		man/hearts.5
MAN6 =		$(GAMES:%=man/%.6)
MAN7 =		man/hearts.7 man/hearts-rules.7
# The examples the pages cite, installed under DOCDIR/examples.
EXAMPLES =	examples/play-game.sh examples/bot-game.sh
EXAMPLE_BOTS =	examples/bots/lowest.sh examples/bots/careful.sh \
		examples/bots/lowest.c examples/bots/persistent.sh
# The pages cite the examples where the default install puts them; the
# installed pages say where this install put them.
DOC_IN_PAGES =	/usr/local/share/doc/hearts

FUZZ_CC ?=	clang
FUZZ_SECONDS ?=	60
FUZZ_TARGETS =	record replay views condition import sums slices
# The slices' reader is hearts-match's: its target includes merge.c (for
# the parser of the first line) and links the rest of cmd/match.
FUZZ_SLICES_SRCS = cmd/match/args.c cmd/match/ask.c cmd/match/deals.c \
		cmd/match/layout.c cmd/match/referee.c cmd/match/resume.c \
		cmd/match/tables.c cmd/match/tally.c cmd/match/workers.c \
		$(TOOL_OBJS:.o=.c)

.PHONY: all test-programs check check-quick unit lint demo play web install uninstall clean deps bench fuzz fuzz-tools

# Every core unless told otherwise (make -j1): the suite is some sixty
# files, a minute of compiling on one core.
# Only at the top: a make started by make (make play's demo, or a
# package's rules) shares its parent's jobs rather than forcing its own.
ifeq ($(MAKELEVEL),0)
ifeq ($(filter -j%,$(MAKEFLAGS)),)
MAKEFLAGS +=	-j$(shell getconf _NPROCESSORS_ONLN 2>/dev/null || echo 1)
endif
endif

# make builds what a user runs; the test programs (the unit tests, one
# program of many files, and the fuzz targets' replays) are built by
# make check, or alone by make test-programs.
all: $(BINS) $(SHLIB) bench/gen

test-programs: tests/unit/unit tests/pieces $(FUZZ_TARGETS:%=fuzz/%-regress) \
		bench/loop bench/match

# Where -j cuts a file: cmd/tool/pieces.c's choice, printed.
tests/pieces: tests/pieces.c $(TOOL_OBJS) $(LIB)
	$(CC) $(ALL_CFLAGS) -Icmd/tool $(LDFLAGS) -o $@ tests/pieces.c \
	    $(TOOL_OBJS) $(LIB) $(PROG_LIBS) -lm

deps:
	@tools/need build

$(LIB_OBJS) $(PIC_OBJS) $(TOOL_OBJS) $(PROGRAMS:%=cmd/%.o) $(GAMES:%=cmd/%.o) $(MATCH_OBJS) $(GAME_OBJS) $(SERVE_OBJS) $(TOURNEY_OBJS): libhearts/hearts.h libhearts/internal.h cmd/tool/tool.h cmd/tool/stream.h cmd/tool/capture.h | deps

# The program bots: hearts-match's, and -b's of hearts-pass, hearts-play, hearts.
$(TOOL_OBJS) $(PROGRAMS:%=cmd/%.o) $(GAMES:%=cmd/%.o) $(MATCH_OBJS) \
		$(GAME_OBJS): cmd/tool/extbot.h cmd/tool/persist.h \
		cmd/tool/progbot.h

# Each part's files depend on the private headers of its folder; the
# engine's (the rules of play inline) are every part's.
lib_objs =	$(1:.c=.o) $(1:libhearts/%.c=libhearts/pic/%.o)
$(LIB_OBJS) $(PIC_OBJS): $(wildcard libhearts/engine/*.h)
$(call lib_objs,$(RECORD_SRCS)): $(wildcard libhearts/record/*.h)
$(call lib_objs,$(SOLVE_SRCS)): $(wildcard libhearts/solve/*.h)
$(call lib_objs,$(CONDITION_SRCS)): $(wildcard libhearts/condition/*.h)
$(call lib_objs,$(CORPUS_SRCS)): $(wildcard libhearts/corpus/*.h)

.c.o:
	$(CC) $(ALL_CFLAGS) -c $< -o $@

$(LIB): $(LIB_OBJS)
	rm -f $@
	$(AR) rcs $@ $(LIB_OBJS)

libhearts/pic/%.o: libhearts/%.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -fPIC -fvisibility=hidden -c $< -o $@

$(SHLIB): $(PIC_OBJS) libhearts/libhearts.map
	$(CC) $(CFLAGS) $(LDFLAGS) -shared -Wl,-soname,libhearts.so.$(SOMAJOR) \
	    -Wl,--version-script=libhearts/libhearts.map -Wl,-z,defs \
	    -o $@ $(PIC_OBJS) $(BSD_LIBS) -lm

bin/%: cmd/%.o $(TOOL_OBJS) $(LIB)
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(TOOL_OBJS) $(LIB) $(PROG_LIBS) -lm

# hearts-match has files of its own: the bots run as programs, the table.
$(MATCH_OBJS) cmd/hearts-match.o: cmd/match/args.h cmd/match/ask.h \
		cmd/match/deals.h cmd/match/files.h cmd/match/merge.h \
		cmd/match/referee.h cmd/match/run.h cmd/match/workers.h \
		cmd/match/tally.h cmd/match/fixed.h
# hearts-tourney is a match over many tables: cmd/match/, and its results.
$(TOURNEY_OBJS) cmd/hearts-tourney.o: cmd/match/referee.h cmd/match/tally.h \
		cmd/match/files.h cmd/match/merge.h cmd/match/run.h \
		cmd/match/args.h cmd/tourney/rating.h cmd/tourney/report.h
bin/hearts-tourney: cmd/hearts-tourney.o $(TOURNEY_OBJS) $(MATCH_OBJS) \
		$(TOOL_OBJS) $(LIB)
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ cmd/hearts-tourney.o $(TOURNEY_OBJS) \
	    $(MATCH_OBJS) $(TOOL_OBJS) $(LIB) $(PROG_LIBS) -lm
bin/hearts-match: cmd/hearts-match.o $(MATCH_OBJS) $(TOOL_OBJS) $(LIB)
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ cmd/hearts-match.o $(MATCH_OBJS) \
	    $(TOOL_OBJS) $(LIB) $(PROG_LIBS) -lm

# hearts-serve has files of its own, and libmicrohttpd.
$(SERVE_OBJS) cmd/hearts-serve.o: cmd/serve/serve.h cmd/serve/http.h
$(SERVE_OBJS) cmd/hearts-serve.o: ALL_CFLAGS += $(MHD_CFLAGS) -pthread
cmd/hearts-serve.o: ALL_CFLAGS += -DHEARTS_WEBDIR='"$(WEBDIR)"'
bin/hearts-serve: cmd/hearts-serve.o $(SERVE_OBJS) $(TOOL_OBJS) $(LIB)
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) -pthread -o $@ cmd/hearts-serve.o \
	    $(SERVE_OBJS) $(TOOL_OBJS) $(LIB) $(PROG_LIBS) $(MHD_LIBS) -lm

# hearts, the game for a person, has files of its own too.
$(GAME_OBJS) cmd/hearts.o: cmd/game/game.h
bin/hearts: cmd/hearts.o $(GAME_OBJS) $(TOOL_OBJS) $(LIB)
	@mkdir -p bin
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ cmd/hearts.o $(GAME_OBJS) \
	    $(TOOL_OBJS) $(LIB) $(PROG_LIBS) -lm

tests/unit/unit: $(UNIT_SRCS) tests/unit/unit.h tests/unit/later_options.h \
		cmd/match/fixed.h $(LIB) | deps
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $(UNIT_SRCS) $(LIB) $(BSD_LIBS) -lm

# hearts-tourney's rating fitted to made-up games (bench/tourney.sh).
bench/rating: bench/rating.c $(TOURNEY_OBJS) $(MATCH_OBJS) $(TOOL_OBJS) $(LIB)
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ bench/rating.c $(TOURNEY_OBJS) \
	    $(MATCH_OBJS) $(TOOL_OBJS) $(LIB) $(PROG_LIBS) -lm

# The stream of whole games the benchmarks read (make bench).
bench/gen: bench/gen.c $(LIB) | deps
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ bench/gen.c $(LIB) $(BSD_LIBS)

# The benchmarks of one file on the library, built by the scripts that
# run them (make -s bench/bots), with the suite's flags.
BENCH_PROGS =	bench/bots bench/deal bench/decide bench/engine bench/legal \
		bench/loop bench/match bench/playout bench/session bench/solve \
		bench/views
$(BENCH_PROGS): bench/%: bench/%.c $(LIB) tests/unit/later_options.h \
		bench/clock.h bench/rules.h | deps
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< $(LIB) $(BSD_LIBS) -lm

# Each fuzz target built without libFuzzer, to replay what fuzzing found.
fuzz/%-regress: fuzz/%.c fuzz/standalone.c $(LIB) tests/unit/later_options.h \
		| deps
	$(CC) $(ALL_CFLAGS) $(LDFLAGS) -o $@ $< fuzz/standalone.c $(FUZZ_EXTRA) \
	    $(LIB) $(BSD_LIBS) -lm
fuzz/slices-regress: $(FUZZ_SLICES_SRCS:.c=.o) cmd/match/merge.c \
		cmd/match/merge.h cmd/match/referee.h
fuzz/slices-regress: FUZZ_EXTRA = -Icmd/match $(FUZZ_SLICES_SRCS:.c=.o) \
		$(PROG_LIBS)

# The library for the fuzz targets, instrumented once for them all.
FUZZ_CFLAGS =	-g -O1 -std=c11 -D_XOPEN_SOURCE=700 -Ilibhearts $(BSD_CFLAGS)
FUZZ_LIB =	fuzz/obj/libhearts.a
FUZZ_LIB_OBJS =	$(LIB_SRCS:%.c=fuzz/obj/%.o)
LIB_HDRS =	libhearts/hearts.h libhearts/internal.h $(wildcard libhearts/*/*.h)
fuzz-tools:
	@tools/need fuzz
fuzz/obj/%.o: %.c $(LIB_HDRS) | fuzz-tools deps
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link,address,undefined \
	    -c -o $@ $<
$(FUZZ_LIB): $(FUZZ_LIB_OBJS)
	rm -f $@
	$(AR) rcs $@ $(FUZZ_LIB_OBJS)

# libFuzzer with clang: each target for FUZZ_SECONDS, its corpus growing in
# fuzz/corpus/ from the seeds in tests/fuzz/.  Crashes land in fuzz/out/,
# with each target's log; a failing target's last lines are printed.
fuzz: $(FUZZ_LIB) | deps
	@mkdir -p fuzz/out
	for t in $(FUZZ_TARGETS); do \
		extra=; [ $$t = slices ] && \
		    extra="-Icmd/tool -Icmd/match $(FUZZ_SLICES_SRCS)"; \
		$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer,address,undefined \
		    -o fuzz/$$t-fuzz fuzz/$$t.c $$extra $(FUZZ_LIB) \
		    $(BSD_LIBS) $(MD_LIBS) -lm || exit 1; \
		mkdir -p fuzz/corpus/$$t; \
		if fuzz/$$t-fuzz -max_total_time=$(FUZZ_SECONDS) -max_len=65536 \
		    -artifact_prefix=fuzz/out/$$t- -print_final_stats=1 \
		    fuzz/corpus/$$t tests/fuzz/$$t >fuzz/out/$$t.log 2>&1; then \
			echo "fuzz $$t: `grep -c . fuzz/out/$$t.log` lines of log," \
			    "`grep '^Done' fuzz/out/$$t.log`"; \
		else \
			tail -n 60 fuzz/out/$$t.log; \
			echo "fuzz $$t: failed, its log in fuzz/out/$$t.log"; \
			exit 1; \
		fi; \
	done

# The README's test command: every unit and command test.
#
# check-quick, what to run after each change: every test but those tagged
# slow (whole games through the shell, shell bots in matches, installs,
# valgrind, browsers).
check check-quick: all test-programs
	@tools/need check
	$(BATS) --jobs $(BATSJOBS) $(BATSSERIAL) $(BATSTAGS) $(BATSFLAGS) tests
check-quick: BATSTAGS = --filter-tags '!slow'

lint:
	@tools/need lint
	mandoc -Tlint -Wwarning man/*.[1-9]
	shellcheck -S warning tools/need .ci/run $(wildcard examples/*.sh examples/bots/*.sh bench/*.sh)
	shellcheck -S warning -s bash completions/hearts.bash

# What the game needs (make play), and the demo (examples/bot-game.sh
# and the drawing of its record): built alone, not the whole suite.
GAME_BINS =	bin/hearts bin/hearts-deal bin/hearts-query bin/hearts-pass \
		bin/hearts-play bin/hearts-score bin/hearts-show

# The README's first command: a whole game between the built-in bots,
# shown trick by trick (every deal, pass, trick and score); the record
# is left in demo.txt.
demo: $(GAME_BINS)
	@PATH="$$PWD/bin:$$PATH" examples/bot-game.sh -s 2026 > demo.txt
	@bin/hearts-show -a demo.txt
	@echo
	@echo "The game record is in demo.txt; see hearts(5)."

# The README's first command: the game itself for a person at a
# terminal; anywhere else (a pipe, CI) the whole game between bots of
# make demo, since nobody is there to play.
# What the game needs, and that alone, is built first by a make of its
# own: quietly (no commands shown, a compiler's warnings and errors
# only), before the first screen, and in parallel with the jobs of
# MAKEFLAGS (every core unless told otherwise, above), which it shares.
play:
	@echo "make play: building the game..."
	@$(MAKE) -s --no-print-directory $(GAME_BINS)
	@if [ -t 0 ] && [ -t 1 ]; then bin/hearts; else \
		$(MAKE) -s --no-print-directory demo; fi

# The game in a browser (hearts-serve(1)): built, then served on this
# host until interrupted; it prints the URL to open.  WEBFLAGS for its
# options (WEBFLAGS='-p 8081' for another port).
WEBFLAGS ?=
web: all
	@echo "hearts-serve: open the URL below in a browser; Ctrl-C stops it."
	@bin/hearts-serve $(WEBFLAGS)

bench: all
	@sh bench/run.sh

# The pages go in with the examples' directory as installed; and since
# man-db looks in section 5 before 6, the game's page goes in section 1
# too, so that `man hearts' opens the game, not the record format.  Not
# as a link to hearts.6: `man 1 hearts' would then show a HEARTS(6)
# header, and apropos(1) list two pages with one line.  The copy is a
# section 1 page of its own, its NAME saying what it is.
HEARTS1_NAME =	play Hearts at a terminal, the game of hearts(6)
# Into the system itself, as root: the loader's cache learns of
# libhearts.so.2 (or that it is gone), and apropos(1) of the pages, as a
# package's triggers would do; a DESTDIR is a package's staging, left
# alone.
SYSTEM_CACHES =	if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" -eq 0 ]; then \
		if command -v ldconfig > /dev/null; then ldconfig; fi; \
		if command -v mandb > /dev/null; then \
			mandb -q 2> /dev/null || true; fi; \
	fi

# The directories install puts files in.  Those it has to make, and the
# parents it makes for them, it notes in DIRS_MADE, so that uninstall
# removes them (when empty) and no directory that was there before, such
# as /usr/local/bin.
INSTALL_DIRS =	$(BINDIR) $(MANPREFIX)/man1 $(MANPREFIX)/man3 $(LIBDIR) \
		$(INCLUDEDIR) $(PKGCONFIGDIR) $(MANPREFIX)/man5 \
		$(MANPREFIX)/man6 $(MANPREFIX)/man7 \
		$(DATAROOT)/bash-completion/completions \
		$(DATAROOT)/zsh/site-functions \
		$(DATAROOT)/fish/vendor_completions.d \
		$(DOCDIR)/examples/bots $(WEBDIR)
DIRS_MADE =	$(DOCDIR)/directories-made

install: all
	made=$$(for dir in $(INSTALL_DIRS); do \
		d=$$dir; \
		while [ "$$d" != / ] && [ "$$d" != . ] && \
		    [ ! -d "$(DESTDIR)$$d" ]; do \
			echo "$$d"; d=$$(dirname "$$d"); \
		done; \
	done) && \
	mkdir -p $(INSTALL_DIRS:%=$(DESTDIR)%) && \
	{ printf '%s\n' $$made; cat $(DESTDIR)$(DIRS_MADE) 2>/dev/null; } | \
	    sed '/^$$/d' | sort -u > $(DESTDIR)$(DIRS_MADE).new && \
	mv $(DESTDIR)$(DIRS_MADE).new $(DESTDIR)$(DIRS_MADE)
	cp $(BINS) $(DESTDIR)$(BINDIR)/
	cp $(WEB_FILES) $(DESTDIR)$(WEBDIR)/
	for m in $(MAN1) $(MAN5) $(MAN6) $(MAN7); do \
		sec=$${m##*.}; \
		sed 's|$(DOC_IN_PAGES)|$(DOCDIR)|g' $$m \
		    > $(DESTDIR)$(MANPREFIX)/man$$sec/$${m#man/} || exit 1; \
	done
	rm -f $(DESTDIR)$(MANPREFIX)/man1/hearts.1
	sed -e 's/^\.Dt HEARTS 6$$/.Dt HEARTS 1/' \
	    -e "s/^\.Nd .*/.Nd $(HEARTS1_NAME)/" \
	    $(DESTDIR)$(MANPREFIX)/man6/hearts.6 > \
	    $(DESTDIR)$(MANPREFIX)/man1/hearts.1
	cp $(EXAMPLES) $(DESTDIR)$(DOCDIR)/examples/
	cp $(EXAMPLE_BOTS) $(DESTDIR)$(DOCDIR)/examples/bots/
	cp $(MAN3) $(DESTDIR)$(MANPREFIX)/man3/
	cp $(LIB) $(SHLIB) $(DESTDIR)$(LIBDIR)/
	ln -sf libhearts.so.$(SOVERSION) $(DESTDIR)$(LIBDIR)/libhearts.so.$(SOMAJOR)
	ln -sf libhearts.so.$(SOMAJOR) $(DESTDIR)$(LIBDIR)/libhearts.so
	cp libhearts/hearts.h $(DESTDIR)$(INCLUDEDIR)/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@LIBDIR@|$(LIBDIR)|' \
	    -e 's|@INCLUDEDIR@|$(INCLUDEDIR)|' -e "s|@VERSION@|$(VERSION)|" \
	    libhearts/libhearts.pc.in > $(DESTDIR)$(PKGCONFIGDIR)/libhearts.pc
	for p in $(PROGRAMS) $(GAMES); do \
		cp completions/hearts.bash \
		    $(DESTDIR)$(DATAROOT)/bash-completion/completions/$$p; \
	done
	cp completions/_hearts $(DESTDIR)$(DATAROOT)/zsh/site-functions/
	cp completions/hearts.fish \
	    $(DESTDIR)$(DATAROOT)/fish/vendor_completions.d/hearts.fish
	for p in $(PROGRAMS); do \
		ln -sf hearts.fish \
		    $(DESTDIR)$(DATAROOT)/fish/vendor_completions.d/$$p.fish; \
	done
	@$(SYSTEM_CACHES)

uninstall:
	for p in $(PROGRAMS); do \
		rm -f $(DESTDIR)$(BINDIR)/$$p \
		    $(DESTDIR)$(MANPREFIX)/man1/$$p.1 \
		    $(DESTDIR)$(DATAROOT)/bash-completion/completions/$$p \
		    $(DESTDIR)$(DATAROOT)/fish/vendor_completions.d/$$p.fish; \
	done
	for p in $(GAMES); do \
		rm -f $(DESTDIR)$(BINDIR)/$$p \
		    $(DESTDIR)$(MANPREFIX)/man6/$$p.6 \
		    $(DESTDIR)$(DATAROOT)/bash-completion/completions/$$p; \
	done
	for p in $(MAN3:man/%=%); do \
		rm -f $(DESTDIR)$(MANPREFIX)/man3/$$p; \
	done
	rm -f $(DESTDIR)$(LIBDIR)/libhearts.a \
	    $(DESTDIR)$(LIBDIR)/libhearts.so.$(SOVERSION) \
	    $(DESTDIR)$(LIBDIR)/libhearts.so.$(SOMAJOR) \
	    $(DESTDIR)$(LIBDIR)/libhearts.so \
	    $(DESTDIR)$(INCLUDEDIR)/hearts.h \
	    $(DESTDIR)$(PKGCONFIGDIR)/libhearts.pc
	rm -f $(EXAMPLES:examples/%=$(DESTDIR)$(DOCDIR)/examples/%) \
	    $(EXAMPLE_BOTS:examples/%=$(DESTDIR)$(DOCDIR)/examples/%)
	rm -f $(WEB_FILES:web/%=$(DESTDIR)$(WEBDIR)/%)
	rmdir $(DESTDIR)$(WEBDIR) $(DESTDIR)$(DATAROOT)/hearts 2>/dev/null || true
	rmdir $(DESTDIR)$(DOCDIR)/examples/bots $(DESTDIR)$(DOCDIR)/examples \
	    $(DESTDIR)$(DOCDIR) 2>/dev/null || true
	rm -f $(DESTDIR)$(MANPREFIX)/man1/hearts.1 \
	    $(DESTDIR)$(MANPREFIX)/man5/hearts.5 \
	    $(MAN7:man/%=$(DESTDIR)$(MANPREFIX)/man7/%) \
	    $(DESTDIR)$(DATAROOT)/zsh/site-functions/_hearts \
	    $(DESTDIR)$(DATAROOT)/fish/vendor_completions.d/hearts.fish
	# the directories install made, deepest first, those left empty
	if [ -f $(DESTDIR)$(DIRS_MADE) ]; then \
		made=$$(sort -r $(DESTDIR)$(DIRS_MADE)); \
		rm -f $(DESTDIR)$(DIRS_MADE); \
		for d in $$made; do \
			rmdir "$(DESTDIR)$$d" 2>/dev/null || true; \
		done; \
	fi
	@$(SYSTEM_CACHES)

clean:
	rm -f $(LIB_OBJS) $(LIB) $(SHLIB) $(TOOL_OBJS) $(MATCH_OBJS) $(GAME_OBJS) \
	    $(SERVE_OBJS) \
	    $(PROGRAMS:%=cmd/%.o) $(GAMES:%=cmd/%.o) \
	    tests/unit/unit tests/pieces $(FUZZ_TARGETS:%=fuzz/%-regress) \
	    $(FUZZ_TARGETS:%=fuzz/%-fuzz) bench/gen
	# what make bench builds and leaves
	rm -f $(BENCH_PROGS) bench/lowest bench/rating bench/cg.* \
	    bench/persist.tsv bench/persist.cpu bench/webplay bench/tableplay
	rm -rf bin libhearts/pic fuzz/obj
