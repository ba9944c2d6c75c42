## Command line: help texts and messages of the tool-box subcommands.

cli-description = Accessible card games for blind and low-vision players, by keyboard, with speech and braille: Beasty Bar, Cubirds and 4 Monkeys (in real time). Without a command it starts the game.
cli-commands = commands
cli-help = show this help and exit
cli-lang = language of the program: cs (Czech) or en (English); default: from the system locale, else Czech
cli-error = error: { $message }.
cli-error-help = { $command } --help lists the options.
cli-not-whole-number = "{ $given }" is not a whole number
cli-not-number = "{ $given }" is not a number
cli-game = which game (default: { $default })
cli-resolve = resolve one rules scenario (JSON from a file or standard input) and print the result as JSON
cli-resolve-file = the scenario file; standard input when left out or "-"
resolve-no-scenarios = the game { $game } has no scenarios to resolve
resolve-no-file = the file { $path } does not exist
resolve-cannot-read = the file { $path } cannot be read
resolve-refused = the scenario cannot be resolved ({ $detail })
cli-simulate = play many games with random legal moves and report speed and results
cli-players = number of players
cli-games = number of games
cli-seed = seed of the random numbers; the same seed gives the same games
cli-variant = rules variant: standard (the default); Beasty Bar also advanced, 4 Monkeys banana, family or family-banana
cli-json = print one JSON object instead of text
cli-bad-players = this game is for { $low } to { $high } players, not { $given }
cli-bad-variant = unknown variant "{ $given }"; known: { $known }
cli-bad-games = the number of games must be at least 1, not { $given }
cli-cards = list all cards of the game
cli-cards-braille = also show each card in braille cells, as the braille edition marks it

sim-games = Games: { $games }
sim-plays = Plays: { $plays }
sim-seconds = Seconds: { $seconds }
sim-speed = Games per second: { $speed }
sim-wins = Wins of seat { $seat }: { $wins }
sim-avg-bar = Average animals in the bar per game: { $avg }
sim-avg-collection = Average birds collected per player and game: { $avg }
sim-avg-points = Average points per player and game: { $avg }


## 4 Monkeys: the pace of the game (options of the play command)
play-opt-round-minutes = 4 Monkeys: the round length in minutes (4 as in the rules, 5 family version, 8 or 12 relaxed, 1 for practice; a decimal number too, such as 0.5)
play-opt-bot-speed = 4 Monkeys: how fast the computer opponents play: slow, normal or fast
play-metavar-minutes = MINUTES
play-bad-round-minutes = the round length is a number of minutes from 0.1 to 60, not { $given }

## argparse's own error messages (the %-fields are filled in by argparse and must stay as they are)
cli-ap-argument = argument %(argument_name)s: %(message)s
cli-ap-unrecognized = unrecognized arguments: %s
cli-ap-required = the following arguments are required: %s
cli-ap-expected-one = expected one argument
cli-ap-expected-at-most-one = expected at most one argument
cli-ap-expected-at-least-one = expected at least one argument
cli-ap-ambiguous = ambiguous option: %(option)s could match %(matches)s
cli-ap-invalid-value = "%(value)s" cannot be used here
cli-ap-invalid-choice = "%(value)s" is not one of the choices; choose from %(choices)s
cli-ap-not-allowed = not allowed with argument %s
cli-ap-ignored = ignored explicit argument %r
cli-ap-one-required = one of the arguments %s is required

## The version, the log file, unexpected errors and a missing terminal
cli-version = show the program's version and exit
cli-debug = write details to the log file too, for a bug report (the log: { $path })
cli-crash = { $saved ->
    [yes] Unexpected error: the program stopped, the game is saved, and the details are in the log file { $path }.
   *[no] Unexpected error: the program stopped, and the details are in the log file { $path }.
}
cli-crash-no-log = { $saved ->
    [yes] Unexpected error: the program stopped and the game is saved, but the log file could not be written.
   *[no] Unexpected error: the program stopped, and the log file could not be written.
}
play-no-terminal = the game reads keys from a terminal, but standard input is not one; start it in a terminal window, or seat only computer players (for example --seats normal,normal)
cli-input-refused = the input cannot be used: { $reason }
cli-check = check every invariant (card census, table bounds, legal actions, what each player may see) after every action and say how many were checked
sim-checked = Invariants checked after { $actions } { $actions ->
        [one] action
       *[other] actions
    } in { $games } { $games ->
        [one] game
       *[other] games
    }; { $problems ->
        [0] no problems.
        [one] { $problems } problem.
       *[other] { $problems } problems.
    }
sim-problem = problem: { $problem }
cli-tutorial = learn the game lesson by lesson: a table set up, a task, the move with the game's keys and what it did
cli-tutorial-game = which game: { $games } (default { $default })
cli-metavar-game = GAME
cli-metavar-address = ADDRESS
cli-metavar-folder = FOLDER
cli-metavar-file = FILE
cli-metavar-levels = LEVELS
cli-tutorial-list = list the lessons, one a line
cli-tutorial-lesson = start with the lesson of this number
