# fish completion for the hearts suite.

set -l hearts_levels beginner casual club advanced expert
set -l hearts_presets standard black-lady omnibus moon-down session two-player three-player five-player black-maria
set -l hearts_options players=2 players=3 players=4 players=5 \
    queen-breaks-hearts=yes queen-breaks-hearts=no moon=add moon=subtract moon=none \
    jack-of-diamonds=on jack-of-diamonds=off target=50 target=100 target=none \
    tie=play-on tie=share pass=cycle pass=left pass=right pass=across \
    pass=none first-lead=lowest-club first-lead=any-club \
    first-lead=left-of-dealer \
    first-trick-points=no first-trick-points=yes no-tricks-bonus=off \
    no-tricks-bonus=on hearts-must-break=yes hearts-must-break=no \
    lead-hearts-over-queen=no lead-hearts-over-queen=yes \
    penalty-spades=off penalty-spades=on left-out=2D left-out=2C

complete -c hearts-deal -s f -l file -r -F -d 'update the record file in place'
complete -c hearts-deal -s n -l players -x -a '2 3 4 5' -d 'number of players'
complete -c hearts-deal -s o -l option -x -a "$hearts_options" -d 'set a rule option'
complete -c hearts-deal -s r -l rules -x -a "$hearts_presets" -d 'rules preset'
complete -c hearts-deal -s s -l seed -x -d 'seed of the deal'
complete -c hearts-deal -s N -l count -x -d 'deal the first hands of so many games'
complete -c hearts-deal -s w -l where -x -d 'only deals that meet the condition'
complete -c hearts-deal -s L -l limit -x -d 'candidate deals to try at most'
complete -c hearts-deal -s B -l budget -x -d 'positions to solve at most for value conditions'
complete -c hearts-deal -s x -l extract -d 'each hand of the records read as a game of its own'
complete -c hearts-deal -s h -l help -d 'print help'
complete -c hearts-deal -s V -l version -d 'print the version'

# What the line up to the word being completed gives: the record it
# reads (the file after "<" or -f, or a file operand), and its seats and
# cards typed, in capitals; read as hearts.bash and _hearts read it, so
# that the three shells offer the same.  fish leaves "<" out of the
# tokens, so the file after it is a file operand here.
function __hearts_line --description 'the record, seats and cards of the command line'
    set -g __hearts_record
    set -g __hearts_seats
    set -g __hearts_cards
    set -l skip
    for w in (commandline -opc)[2..-1]
        if test -n "$skip"
            test "$skip" = file; and set __hearts_record $w
            set skip
            continue
        end
        switch $w
            case -f --file
                set skip file
            case '--file=*'
                set __hearts_record (string replace -- --file= '' $w)
            case -b --bot -S --bot-seed
                set skip value
            case '-*'
            case '*'
                set -l c (string upper -- $w | string replace -r '^10' T)
                if string match -qr '^[2-9TJQKA][CDHS]$' -- $c
                    set -a __hearts_cards $c
                else if string match -qr '^[NESWX]$' -- $c
                    set -a __hearts_seats $c
                else if test -f $w
                    set __hearts_record $w
                end
        end
    end
    test -n "$__hearts_record" -a -r "$__hearts_record"; or set __hearts_record
end

function __hearts_all_cards
    for s in C D H S
        for r in 2 3 4 5 6 7 8 9 T J Q K A
            echo $r$s
        end
    end
end

function __hearts_pass_offers --description 'seats yet to pass, then the seat\'s cards'
    __hearts_line
    set -l all N E S W X
    test -n "$__hearts_record"; and set all (hearts-query turn $__hearts_record 2>/dev/null)
    for w in $all
        contains -- $w $__hearts_seats; or echo $w
    end
    test (count $__hearts_seats) -gt 0; or return 0
    if test -n "$__hearts_record"
        set all (hearts-query -p $__hearts_seats[-1] legal $__hearts_record 2>/dev/null)
    else
        set all (__hearts_all_cards)
    end
    for w in $all
        contains -- $w $__hearts_cards; or echo $w
    end
end

function __hearts_play_offers --description 'the cards legal once those on the line are played'
    __hearts_line
    if test -z "$__hearts_record"
        for w in (__hearts_all_cards)
            contains -- $w $__hearts_cards; or echo $w
        end
    else if test (count $__hearts_cards) -gt 0
        hearts-play $__hearts_cards <$__hearts_record 2>/dev/null | hearts-query legal 2>/dev/null
    else
        hearts-query legal $__hearts_record 2>/dev/null
    end
end

function __hearts_seats --description 'the seats of the record on the line, or every seat'
    __hearts_line
    if test -n "$__hearts_record"
        hearts-query seats $__hearts_record 2>/dev/null
    else
        printf '%s\n' N E S W X
    end
end

# The programs a path begins: executable files and directories, not the
# other files (a bot's C source is no bot).
function __hearts_programs --description 'the programs a path begins'
    for f in (__fish_complete_path $argv[1] | string replace -r '\t.*' '')
        if test -d $f
            string replace -r '/*$' / -- $f
        else if test -f $f -a -x $f
            echo $f
        end
    end
end

# A bot, as the word being completed begins it: with seats, SEATS= first
# (and with any, a bot alone too); a built-in bot's name or persistent:,
# else a program; after persistent:, a program.  As hearts.bash and
# _hearts offer it.
function __hearts_bots --description 'the bots of --bot'
    set -l word (commandline -ct | string replace -r -- '^--bot=' '')
    set -l pre
    if string match -qr '^[NESWXneswx]+=' -- $word
        set pre (string match -r '^[NESWXneswx]+=' -- $word)
        set word (string replace -- $pre '' $word)
    else if test "$argv[1]" = seats -o "$argv[1]" = any
        printf '%s=\n' N E S W X NEW NESW
        test "$argv[1]" = any; or return
    end
    if string match -q 'persistent:*' -- $word
        __hearts_programs (string replace -- persistent: '' $word) |
            string replace -r '^' -- "$pre"persistent:
        return
    end
    set -l names (string match -- "$word*" random simple strong expert persistent:)
    if test (count $names) -gt 0
        printf "$pre%s\n" $names
    else
        __hearts_programs $word | string replace -r '^' -- "$pre"
    end
end

for p in hearts-check hearts-select hearts-stats hearts-show hearts-pass hearts-play hearts-query hearts-score hearts-view hearts-bot hearts-match hearts-tourney hearts-solve hearts-export hearts-serve
    complete -c $p -s h -l help -d 'print help'
    complete -c $p -s V -l version -d 'print the version'
end
complete -c hearts-pass -s f -l file -r -F -d 'update the record file in place'
complete -c hearts-play -s f -l file -r -F -d 'update the record file in place'
complete -c hearts-score -s f -l file -r -F -d 'score the record file in place'
complete -c hearts-pass -f -a '(__hearts_pass_offers)'
complete -c hearts-play -f -a '(__hearts_play_offers)'
complete -c hearts-score -s t -l table -d 'print a score table instead of the record'
complete -c hearts-query -s p -l seat -x -a '(__hearts_seats)' -d 'the seat asked about'
complete -c hearts-query -n 'not __fish_seen_subcommand_from phase turn hand legal trick played pass points scores seats winner view' \
    -f -a 'phase turn hand legal trick played pass points scores seats winner view'
complete -c hearts-check -s 1 -l one-line -d 'print each good record on one line'
complete -c hearts-check -s b -l bad -d 'print the bad records'
complete -c hearts-check -s c -l canonical -d 'print each good record in canonical form'
complete -c hearts-check -s g -l good -d 'print the good records'
complete -c hearts-check -s j -l jobs -x -d 'read each file in pieces, processes at once'
complete -c hearts-check -s m -l merge -d 'add up the sums of -S'
complete -c hearts-check -s q -l quiet -d 'no diagnostics, no summary'
complete -c hearts-check -s S -l sums -d "the summary's counts, which add up"
complete -c hearts-show -s a -l all -d 'the whole game, trick by trick'
complete -c hearts-show -s c -l colour -d 'colour, even when not on a terminal'
complete -c hearts-show -s l -l letters -d 'suit letters, whatever the locale'
complete -c hearts-show -s p -l plain -d 'plain ASCII: no colour, suit letters'
complete -c hearts-show -s s -l seat -x -a '(__hearts_seats)' -d 'show only what this seat may see'
complete -c hearts-show -s u -l symbols -d 'suit symbols, whatever the locale'
complete -c hearts-view -s s -l seat -x -a '(__hearts_seats)' -d 'the seat whose view to write'
for p in hearts-pass hearts-play
    complete -c $p -s b -l bot -x -a '(__hearts_bots seats)' -d 'let a bot move for these seats'
    complete -c $p -s S -l bot-seed -x -d "seed of the bots' draws"
end
complete -c hearts-bot -s b -l bot -x -a 'random simple strong expert' -d 'the bot'
complete -c hearts-bot -s L -l level -x -a "$hearts_levels" -d 'the level to play at'
complete -c hearts -f
complete -c hearts -s b -l bot -x -a '(__hearts_bots any)' -d 'the bots played against'
complete -c hearts -s L -l level -x -a "$hearts_levels" -d 'the level to play at'
complete -c hearts -s f -l file -r -F -d "the game's record file"
complete -c hearts -s n -l players -x -a '2 3 4 5' -d 'number of players of a new game'
complete -c hearts -s o -l option -x -a "$hearts_options" -d 'set a rule option of a new game'
complete -c hearts -s r -l rules -x -a "$hearts_presets" -d 'rules preset of a new game'
complete -c hearts -s s -l seed -x -d "seed of a new game's deal"
complete -c hearts -s l -l letters -d 'suit letters, whatever the locale'
complete -c hearts -s u -l symbols -d 'suit symbols, whatever the locale'
complete -c hearts -s h -l help -d 'print help'
complete -c hearts -s V -l version -d 'print the version'
complete -c hearts-bot -s H -l hint -d 'add a reason a person can read'
complete -c hearts-bot -s n -l budget -x -d 'deals the strong or expert bot samples'
complete -c hearts-bot -s s -l seed -x -d "seed of the bot's draws"
complete -c hearts-match -s A -l all-seatings -d 'every distinct seating of the bots'
complete -c hearts-match -s T -l tsv -d 'the table as tab-separated values'
complete -c hearts-match -s d -l deals -x -d 'how many deals'
complete -c hearts-match -s D -l deals-file -r -F -d 'play the deals of a file'
complete -c hearts-match -s e -l on-fault -x -a 'fallback forfeit' -d 'what a failing program costs'
complete -c hearts-match -s f -l file -r -F -d 'the record file, resumed if interrupted'
complete -c hearts-match -s g -l games -x -d 'play games first-last alone, a slice'
complete -c hearts-match -s j -l jobs -x -d 'processes at once'
complete -c hearts-match -s k -l shard -x -a '1/2 2/2 1/4 2/4 3/4 4/4' -d 'play the k-th of n slices'
complete -c hearts-match -s m -l merge -d "the whole match from its slices' files"
complete -c hearts-match -s l -l log -r -F -d "the programs' standard error"
complete -c hearts-match -s n -l players -x -a '2 3 4 5' -d 'number of players'
complete -c hearts-match -s o -l option -x -a "$hearts_options" -d 'set a rule option'
complete -c hearts-match -s p -l progress -d 'progress lines on standard error'
complete -c hearts-match -s P -l sprt -x -d 'stop on a sequential test: elo0,elo1'
complete -c hearts-match -s r -l rules -x -a "$hearts_presets" -d 'rules preset'
complete -c hearts-match -s s -l seed -x -d "the match's seed"
complete -c hearts-match -s t -l time -x -d 'seconds a program may take, or NAME=SECONDS'
complete -c hearts-match -n 'not __fish_seen_argument -s m -l merge' -f -a '(__hearts_bots)' -d 'a bot'
complete -c hearts-tourney -s c -l clock -x -d "a program's clock: seconds+increment"
complete -c hearts-tourney -s d -l deals -x -d 'how many deals'
complete -c hearts-tourney -s e -l on-fault -x -a 'fallback forfeit' -d 'what a failing program costs'
complete -c hearts-tourney -s F -l format -x -a 'round-robin gauntlet balanced' -d 'the tables of the pool'
complete -c hearts-tourney -s f -l file -r -F -d 'the record file, resumed if interrupted'
complete -c hearts-tourney -s g -l games -x -d 'play games first-last alone, a slice'
complete -c hearts-tourney -s J -l json -d 'the results as JSON'
complete -c hearts-tourney -s j -l jobs -x -d 'processes at once'
complete -c hearts-tourney -s k -l shard -x -a '1/2 2/2 1/4 2/4 3/4 4/4' -d 'play the k-th of n slices'
complete -c hearts-tourney -s m -l merge -d "the whole tournament from its slices' files"
complete -c hearts-tourney -s l -l log -r -F -d "the programs' standard error"
complete -c hearts-tourney -s n -l players -x -a '2 3 4 5' -d 'number of players'
complete -c hearts-tourney -s o -l option -x -a "$hearts_options" -d 'set a rule option'
complete -c hearts-tourney -s p -l progress -d 'progress lines on standard error'
complete -c hearts-tourney -s P -l sprt -x -d 'stop on a sequential test: elo0,elo1'
complete -c hearts-tourney -s R -l rotations -d "a table's rotations alone, not every order"
complete -c hearts-tourney -s r -l rules -x -a "$hearts_presets" -d 'rules preset'
complete -c hearts-tourney -s s -l seed -x -d "the tournament's seed"
complete -c hearts-tourney -s T -l tsv -d 'the results as tab-separated values'
complete -c hearts-tourney -s t -l time -x -d 'seconds a program may take, or NAME=SECONDS'
complete -c hearts-tourney -s x -l trace -r -F -d 'every line to and from the program bots'
complete -c hearts-tourney -n 'not __fish_seen_argument -s m -l merge' -f -a '(__hearts_bots)' -d 'a bot'
complete -c hearts-select -s 1 -l one-line -d 'write each record on one line'
complete -c hearts-select -s c -l canonical -d 'write each record in canonical form'
complete -c hearts-select -s C -l count -d 'write how many pass'
complete -c hearts-select -s H -l hands -d 'select hands, each a record of its own'
complete -c hearts-select -s j -l jobs -x -d 'read each file in pieces, processes at once'
complete -c hearts-select -s q -l quiet -d 'no diagnostics'
complete -c hearts-select -s v -l invert -d 'select what does not pass'
complete -c hearts-select -s X -l split -x -a 'players 1000' -d 'files of n records, or by players'
complete -c hearts-select -s f -l file -r -F -d 'the split files\' prefix'
complete -c hearts-select -s n -l players -x -a '2 3 4 5' -d 'the number of players'
complete -c hearts-select -s o -l option -x -a "$hearts_options" -d 'a rule option'
complete -c hearts-select -s r -l rules -x -a "$hearts_presets" -d 'every rule as the preset'
complete -c hearts-select -s g -l game -x -d 'the place in the input'
complete -c hearts-select -s s -l seed -x -d 'the seed'
complete -c hearts-select -s i -l id -x -d 'the game\'s id'
complete -c hearts-select -s w -l comment -x -d 'a comment holds the text'
complete -c hearts-select -s W -l winner -x -a 'N E S W X any' -d 'the winner'
complete -c hearts-select -s t -l total -x -d 'a seat\'s total at the end'
complete -c hearts-select -s O -l over -d 'the game is over'
complete -c hearts-select -s U -l unfinished -d 'the game is not over'
complete -c hearts-select -s N -l hand -x -d 'the hand\'s number'
complete -c hearts-select -s m -l moon -x -a 'N E S W X any' -d 'the seat shot the moon'
complete -c hearts-select -s Q -l queen -x -a 'N E S W X any' -d 'the seat took the QS'
complete -c hearts-select -s J -l jack -x -a 'N E S W X any' -d 'the seat took the JD'
complete -c hearts-select -s d -l dealt -x -d 'the seat was dealt the card (N=QS)'
complete -c hearts-select -s p -l passed -x -d 'the seat passed the card (N=QS)'
complete -c hearts-select -s S -l suit -x -d 'so many of a suit dealt (N:S=5-)'
complete -c hearts-select -s P -l points -x -d 'points in the hand (N=13-26)'
complete -c hearts-stats -s b -l by-bot -d 'by the players the comments name'
complete -c hearts-stats -s c -l cards -d 'the tricks each card took'
complete -c hearts-stats -s D -l dist -x -a 'points total' -d 'a distribution by seat or bot'
complete -c hearts-stats -s j -l jobs -x -d 'read each file in pieces, processes at once'
complete -c hearts-stats -s m -l merge -d 'add up the sums of -S'
complete -c hearts-stats -s q -l quiet -d 'no diagnostics'
complete -c hearts-stats -s S -l sums -d 'write the sums, which add up'
complete -c hearts-stats -s T -l tsv -d 'tab-separated values'
complete -c hearts-solve -s a -l all -d 'with -p, every hand played'
complete -c hearts-solve -s e -l each -d 'each seat for itself (max^n)'
complete -c hearts-solve -s H -l human -d 'for a person: words and suit symbols'
complete -c hearts-solve -s m -l memory -x -d "the table's memory in MiB"
complete -c hearts-solve -s n -l budget -x -d 'positions to search at most'
complete -c hearts-solve -s p -l post-mortem -d 'every card played with its cost'
complete -c hearts-solve -s t -l trick -x -d 'with -p, from this trick on'
complete -c hearts-export -s e -l each -x -a 'game hand trick card' -d 'what a row is'
complete -c hearts-export -s j -l jobs -x -d 'read each file in pieces, processes at once'
complete -c hearts-export -s J -l json -d 'JSON Lines'
complete -c hearts-export -s T -l tsv -d 'tab-separated values'
complete -c hearts-export -s q -l quiet -d 'no diagnostics'
complete -c hearts-export -s R -l records -d 'hand rows back into records'
complete -c hearts-serve -f
complete -c hearts-serve -s a -l address -x -a '127.0.0.1 ::1 0.0.0.0 ::' -d 'listen on this address'
complete -c hearts-serve -s c -l connections -x -d 'the most connections at once'
complete -c hearts-serve -s d -l dir -x -a '(__fish_complete_directories)' -d "the games' directory"
complete -c hearts-serve -s g -l games -x -d 'the most games held'
complete -c hearts-serve -s j -l threads -x -d 'threads answering requests'
complete -c hearts-serve -s p -l port -x -d 'listen on this port'
complete -c hearts-serve -s r -l rate -x -d 'the requests a second one seat may make'
complete -c hearts-serve -s s -l sync -d 'flush each record to disk before answering'
complete -c hearts-serve -s t -l away -x -d 'a seat gone from this long is played by a bot'
complete -c hearts-serve -s T -l timeout -x -d 'a connection idle this long is closed'
complete -c hearts-serve -s x -l close -x -d 'a table nobody is at this long is closed'
complete -c hearts-serve -s w -l page -x -a '(__fish_complete_directories)' -d "the page's files"
