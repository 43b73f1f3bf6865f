# fish completion for the hearts suite.

set -l hearts_presets standard black-lady omnibus moon-down session two-player three-player five-player
set -l hearts_options players=2 players=3 players=4 players=5 \
    queen-breaks-hearts=yes queen-breaks-hearts=no moon=add moon=subtract \
    jack-of-diamonds=on jack-of-diamonds=off target=50 target=100 target=none \
    tie=play-on tie=share

complete -c hearts-deal -s f -l file -r -F -d 'update the record file in place'
complete -c hearts-deal -s n -l players -x -a '2 3 4 5' -d 'number of players'
complete -c hearts-deal -s o -l option -x -a "$hearts_options" -d 'set a rule option'
complete -c hearts-deal -s r -l rules -x -a "$hearts_presets" -d 'rules preset'
complete -c hearts-deal -s s -l seed -x -d 'seed of the deal'
complete -c hearts-deal -s N -l count -x -d 'deal the first hands of so many games'
complete -c hearts-deal -s w -l where -x -d 'only deals that meet the condition'
complete -c hearts-deal -s L -l limit -x -d 'candidate deals to try at most'
complete -c hearts-deal -s x -l extract -d 'each hand of the records read as a game of its own'
complete -c hearts-deal -s h -l help -d 'print help'
complete -c hearts-deal -s V -l version -d 'print the version'

function __hearts_cards --description 'cards legal in the record redirected in, or every card'
    set -l record (string match -r -- '(?:<|-f)\s*(\S+)\s' (commandline -cp))[2]
    if test -n "$record" -a -r "$record"
        hearts-query legal $record 2>/dev/null
        return
    end
    for s in C D H S
        for r in 2 3 4 5 6 7 8 9 T J Q K A
            echo $r$s
        end
    end
end

for p in hearts-check hearts-select hearts-stats hearts-show hearts-pass hearts-play hearts-query hearts-score hearts-view hearts-bot hearts-match hearts-solve hearts-export
    complete -c $p -s h -l help -d 'print help'
    complete -c $p -s V -l version -d 'print the version'
end
complete -c hearts-pass -s f -l file -r -F -d 'update the record file in place'
complete -c hearts-play -s f -l file -r -F -d 'update the record file in place'
complete -c hearts-score -s f -l file -r -F -d 'score the record file in place'
complete -c hearts-pass -f -a 'N E S W X' -d seat
complete -c hearts-pass -f -a '(__hearts_cards)'
complete -c hearts-play -f -a '(__hearts_cards)'
complete -c hearts-score -s t -l table -d 'print a score table instead of the record'
complete -c hearts-query -s p -l seat -x -a 'N E S W X' -d 'the seat asked about'
complete -c hearts-query -n 'not __fish_seen_subcommand_from phase turn hand legal trick played pass points scores seats winner view' \
    -f -a 'phase turn hand legal trick played pass points scores seats winner view'
complete -c hearts-check -s 1 -l one-line -d 'print each good record on one line'
complete -c hearts-check -s b -l bad -d 'print the bad records'
complete -c hearts-check -s c -l canonical -d 'print each good record in canonical form'
complete -c hearts-check -s g -l good -d 'print the good records'
complete -c hearts-check -s q -l quiet -d 'no diagnostics, no summary'
complete -c hearts-show -s a -l all -d 'the whole game, trick by trick'
complete -c hearts-show -s c -l colour -d 'colour and suit symbols'
complete -c hearts-show -s p -l plain -d 'plain ASCII'
complete -c hearts-show -s s -l seat -x -a 'N E S W X' -d 'show only what this seat may see'
complete -c hearts-show -s u -l symbols -d 'suit symbols without colour'
complete -c hearts-view -s s -l seat -x -a 'N E S W X' -d 'the seat whose view to write'
for p in hearts-pass hearts-play
    complete -c $p -s b -l bot -x -a 'N=random N=simple N=strong E=random E=simple E=strong S=random S=simple S=strong W=random W=simple W=strong NEW=strong NESW=simple' -d 'let a bot move for these seats'
    complete -c $p -s S -l bot-seed -x -d "seed of the bots' draws"
end
complete -c hearts-bot -s b -l bot -x -a 'random simple strong' -d 'the bot'
complete -c hearts -f
complete -c hearts -s b -l bot -x -a 'random simple strong' -d 'the bots played against'
complete -c hearts -s f -l file -r -F -d "the game's record file"
complete -c hearts -s n -l players -x -a '2 3 4 5' -d 'number of players of a new game'
complete -c hearts -s o -l option -x -a "$hearts_options" -d 'set a rule option of a new game'
complete -c hearts -s r -l rules -x -a "$hearts_presets" -d 'rules preset of a new game'
complete -c hearts -s s -l seed -x -d "seed of a new game's deal"
complete -c hearts -s h -l help -d 'print help'
complete -c hearts -s V -l version -d 'print the version'
complete -c hearts-bot -s H -l hint -d 'add a reason a person can read'
complete -c hearts-bot -s n -l budget -x -d 'deals the strong bot samples'
complete -c hearts-bot -s s -l seed -x -d "seed of the bot's draws"
complete -c hearts-match -s T -l tsv -d 'the table as tab-separated values'
complete -c hearts-match -s d -l deals -x -d 'how many deals'
complete -c hearts-match -s D -l deals-file -r -F -d 'play the deals of a file'
complete -c hearts-match -s e -l on-fault -x -a 'fallback forfeit' -d 'what a failing program costs'
complete -c hearts-match -s f -l file -r -F -d 'the record file, resumed if interrupted'
complete -c hearts-match -s j -l jobs -x -d 'processes at once'
complete -c hearts-match -s l -l log -r -F -d "the programs' standard error"
complete -c hearts-match -s n -l players -x -a '2 3 4 5' -d 'number of players'
complete -c hearts-match -s o -l option -x -a "$hearts_options" -d 'set a rule option'
complete -c hearts-match -s p -l progress -d 'progress lines on standard error'
complete -c hearts-match -s P -l sprt -x -d 'stop on a sequential test: elo0,elo1'
complete -c hearts-match -s r -l rules -x -a "$hearts_presets" -d 'rules preset'
complete -c hearts-match -s s -l seed -x -d "the match's seed"
complete -c hearts-match -s t -l time -x -d 'seconds a program may take'
complete -c hearts-match -a 'random simple strong' -d 'built-in bot'
complete -c hearts-select -s 1 -l one-line -d 'write each record on one line'
complete -c hearts-select -s c -l canonical -d 'write each record in canonical form'
complete -c hearts-select -s C -l count -d 'write how many pass'
complete -c hearts-select -s H -l hands -d 'select hands, each a record of its own'
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
complete -c hearts-stats -s D -l dist -x -a 'points total' -d 'a distribution'
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
complete -c hearts-export -s J -l json -d 'JSON Lines'
complete -c hearts-export -s T -l tsv -d 'tab-separated values'
complete -c hearts-export -s q -l quiet -d 'no diagnostics'
complete -c hearts-export -s R -l records -d 'hand rows back into records'
