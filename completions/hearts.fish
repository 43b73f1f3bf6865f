# fish completion for the hearts suite.

set -l hearts_presets standard black-lady omnibus moon-down session two-player three-player five-player
set -l hearts_options players=2 players=3 players=4 players=5 \
    queen-breaks-hearts=yes queen-breaks-hearts=no moon=add moon=subtract \
    jack-of-diamonds=on jack-of-diamonds=off target=50 target=100 target=none \
    tie=play-on tie=share

complete -c hearts-deal -s f -r -F -d 'update the record file in place'
complete -c hearts-deal -s n -x -a '2 3 4 5' -d 'number of players'
complete -c hearts-deal -s o -x -a "$hearts_options" -d 'set a rule option'
complete -c hearts-deal -s r -x -a "$hearts_presets" -d 'rules preset'
complete -c hearts-deal -s s -x -d 'seed of the deal'
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

for p in hearts-check hearts-show hearts-pass hearts-play hearts-query hearts-score hearts-view hearts-bot hearts-match
    complete -c $p -s h -l help -d 'print help'
    complete -c $p -s V -l version -d 'print the version'
end
complete -c hearts-pass -s f -r -F -d 'update the record file in place'
complete -c hearts-play -s f -r -F -d 'update the record file in place'
complete -c hearts-score -s f -r -F -d 'score the record file in place'
complete -c hearts-pass -f -a 'N E S W X' -d seat
complete -c hearts-pass -f -a '(__hearts_cards)'
complete -c hearts-play -f -a '(__hearts_cards)'
complete -c hearts-score -s t -d 'print a score table instead of the record'
complete -c hearts-query -s p -x -a 'N E S W X' -d 'the seat asked about'
complete -c hearts-query -n 'not __fish_seen_subcommand_from phase turn hand legal trick played pass points scores seats winner view' \
    -f -a 'phase turn hand legal trick played pass points scores seats winner view'
complete -c hearts-check -s 1 -d 'print each good record on one line'
complete -c hearts-check -s b -d 'print the bad records'
complete -c hearts-check -s c -d 'print each good record in canonical form'
complete -c hearts-check -s g -d 'print the good records'
complete -c hearts-check -s q -d 'no diagnostics, no summary'
complete -c hearts-show -s a -d 'the whole game, trick by trick'
complete -c hearts-show -s c -d 'colour and suit symbols'
complete -c hearts-show -s p -d 'plain ASCII'
complete -c hearts-show -s s -x -a 'N E S W X' -d 'show only what this seat may see'
complete -c hearts-show -s u -d 'suit symbols without colour'
complete -c hearts-view -s s -x -a 'N E S W X' -d 'the seat whose view to write'
for p in hearts-pass hearts-play
    complete -c $p -s b -l bot -x -a 'N=random N=simple N=strong E=random E=simple E=strong S=random S=simple S=strong W=random W=simple W=strong NEW=strong NESW=simple' -d 'let a bot move for these seats'
    complete -c $p -s S -l bot-seed -x -d "seed of the bots' draws"
end
complete -c hearts-bot -s b -l bot -x -a 'random simple strong' -d 'the bot'
complete -c hearts -f
complete -c hearts -s b -l bot -x -a 'random simple strong' -d 'the bots played against'
complete -c hearts -s f -r -F -d "the game's record file"
complete -c hearts -s n -x -a '2 3 4 5' -d 'number of players of a new game'
complete -c hearts -s o -x -a "$hearts_options" -d 'set a rule option of a new game'
complete -c hearts -s r -x -a "$hearts_presets" -d 'rules preset of a new game'
complete -c hearts -s s -l seed -x -d "seed of a new game's deal"
complete -c hearts -s h -l help -d 'print help'
complete -c hearts -s V -l version -d 'print the version'
complete -c hearts-bot -s H -l hint -d 'add a reason a person can read'
complete -c hearts-bot -s n -l budget -x -d 'deals the strong bot samples'
complete -c hearts-bot -s s -l seed -x -d "seed of the bot's draws"
complete -c hearts-match -s T -d 'the table as tab-separated values'
complete -c hearts-match -s d -x -d 'how many deals'
complete -c hearts-match -s e -x -a 'fallback forfeit' -d 'what a failing program costs'
complete -c hearts-match -s f -r -F -d 'the record file, resumed if interrupted'
complete -c hearts-match -s j -x -d 'processes at once'
complete -c hearts-match -s l -r -F -d "the programs' standard error"
complete -c hearts-match -s n -x -a '2 3 4 5' -d 'number of players'
complete -c hearts-match -s o -x -a "$hearts_options" -d 'set a rule option'
complete -c hearts-match -s P -x -d 'stop on a sequential test: elo0,elo1'
complete -c hearts-match -s r -x -a "$hearts_presets" -d 'rules preset'
complete -c hearts-match -s s -x -d "the match's seed"
complete -c hearts-match -s t -x -d 'seconds a program may take'
complete -c hearts-match -a 'random simple strong' -d 'built-in bot'
