# fish completion for the hearts suite.

set -l hearts_presets standard black-lady omnibus moon-down session two-player three-player five-player
set -l hearts_options players=2 players=3 players=4 players=5 \
    queen-breaks-hearts=yes queen-breaks-hearts=no moon=add moon=subtract \
    jack-of-diamonds=on jack-of-diamonds=off target=50 target=100 target=none \
    tie=play-on tie=share

complete -c hearts-deal -s n -x -a '2 3 4 5' -d 'number of players'
complete -c hearts-deal -s o -x -a "$hearts_options" -d 'set a rule option'
complete -c hearts-deal -s r -x -a "$hearts_presets" -d 'rules preset'
complete -c hearts-deal -s s -x -d 'seed of the deal'
complete -c hearts-deal -s h -l help -d 'print help'
complete -c hearts-deal -s V -l version -d 'print the version'
