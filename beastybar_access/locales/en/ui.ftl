## The console: keys, help, settings, game set-up, saving. Shared by every game
## (each game's own console messages are in its folder: games/<game>/locales/en/ui-<game>.ftl).

ui-prompt = {"> "}
# $game is the game's name (ui-game-…).
ui-welcome = { $game }. F1 or question mark lists the keys and what they do.

## The games that can be played at the console: each game's name (ui-game-<game>) is in its folder

# "of" before the number $total (used inside messages that have $total).
ui-of-total = of

## Moving in a choice

ui-first-item = Start of the list.
ui-last-item = End of the list.
ui-no-such-item = There is no item { $n }: { $total ->
        [one] there is only { $total } item
       *[other] there are { $total } items
    } to choose from.
ui-cant-go-back = There is nothing to go back to.
ui-no-preview = No preview here; finish the choice first.
ui-mark-count = { $marked } marked, exactly { $need } needed. Space marks or unmarks, Enter confirms.
ui-option-numbered = { $option }, { $index } { ui-of-total } { $total }
ui-yes = yes
ui-no = no

## Keys in the help

# A letter as a key (a lone "a" is heard as the word).
ui-key-letter = the { $key } key
ui-key-space = space
ui-key-comma = comma
ui-key-period = full stop
ui-key-minus = minus
ui-key-slash = slash
ui-key-question = question mark
ui-key-less = less than
ui-key-greater = greater than
ui-key-plus = plus
ui-key-enter = Enter
ui-key-backspace = Backspace
ui-key-ctrl = Ctrl+{ $key }
ui-key-left = left arrow
ui-key-right = right arrow
ui-key-up = up arrow
ui-key-down = down arrow
ui-key-home = Home
ui-key-end = End
ui-key-escape = Escape
ui-key-tab = Tab
ui-key-delete = Delete
ui-key-insert = Insert
ui-key-pageup = Page Up
ui-key-pagedown = Page Down
ui-key-shift = Shift+{ $key }
ui-key-ctrl-shift = Ctrl+Shift+{ $key }
ui-key-unbound = Nothing here for { $key }. For the list of keys press F1 or question mark.

ui-help-title = Keys, each line one or more keys and what they do:
ui-help-line = { $keys }: { $what }
ui-help-move = move through the items: cards in your hand and choices
ui-help-home-end = first and last item
ui-help-digits = the item with this number (on a Czech keyboard also plus, ě, š, č)
ui-help-choose = choose the item you are on; in your hand, play the card
ui-help-space = like Enter; where cards are marked, marks or unmarks the card
ui-help-back = one step back
ui-help-preview = preview: what the play would do, before you confirm it
ui-help-help = list all keys
ui-help-where = whose turn it is and what the game is waiting for
ui-help-rules = the rules of the card you are on
ui-help-braille-card = the braille cells of the card you are on, on a line of their own
ui-help-repeat = repeat the last message
ui-help-older = older message in the history
ui-help-newer = newer message in the history
ui-help-newest = newest message in the history
ui-help-stop = stop speech
ui-help-verbosity = switch how much is said: brief, normal, verbose
ui-help-braille-mode = switch braille: off, card on a key, cards as cells in every line
ui-help-slower = slower speech
ui-help-faster = faster speech
# The settings in the order the settings menu says them (tests/test_console_settings.py checks it).
ui-help-settings = settings: verbosity, braille, speech, voice, speech rate, sounds, pause before a computer's move, language, with a screen reader, sound volume; a change takes effect at once
ui-help-quit = quit the program; asks first and saves a game in progress

## Reviewing and history

ui-nothing-to-choose = There is nothing to choose now.
ui-no-game-yet = The game has not started yet.
ui-zone-empty = Nothing.
ui-where-setup = Setting up the game.
ui-no-focus = You are not on a card; pick one with the arrows.
ui-braille-is-off = Braille is off; the key m switches it on.
ui-nothing-said = Nothing has been said yet.
ui-history-empty = The history is empty.
ui-history-oldest = Start of the history.
ui-history-newest = End of the history, this is the newest message.
ui-not-your-turn = It is not your turn now, it is { $name }'s turn.
ui-game-over-no-move = The game is over, there are no more moves.
ui-no-hand = Only computer players sit at the table; you hold no hand.
ui-hand-hidden = The hand is not read now: the keyboard passes to { $name }, who goes on with Enter.
# A card's braille cells on a line of their own: speech reads the name, the braille display shows the cells.
ui-card-cells = { $card }: { $cells }
ui-refused = Not possible: { $reason }

## Settings

ui-settings-title = Settings. Pick an item with the arrows, change it with Enter, Escape closes the settings.
ui-settings-closed = Settings closed.
ui-settings-not-saved = The settings could not be saved: { $reason }
ui-settings-problem = The settings file has an error, the default applies: { $problem }
ui-settings-damaged-moved = The settings file cannot be read ({ $reason }); it was put aside as { $path } and the default settings apply.
ui-settings-damaged-kept = The settings file cannot be read ({ $reason }) and could not be put aside either, it stays where it is ({ $path }); the default settings apply.
ui-setting-row = { $name }: { $value }, { $index } { ui-of-total } { $total }
ui-setting-value = { $value }, { $index } { ui-of-total } { $total }
ui-setting-choose = { $name }: choose a value.
ui-setting-set = { $name }: { $value }.
ui-setting-verbosity = Verbosity
ui-setting-braille = Braille
ui-setting-rate = Speech rate
ui-setting-cue = Sounds (turn, bar, time and more)
ui-setting-cue_volume = Sound volume
ui-setting-delay = Pause before a computer player's move
ui-setting-speech = Speech
ui-setting-reading = With a screen reader
ui-setting-voice = Voice
ui-setting-lang = Language
ui-verbosity-brief = brief
ui-verbosity-normal = normal
ui-verbosity-verbose = verbose
ui-verbosity-now = Verbosity: { $value }.
ui-braille-off = off
ui-braille-card = card on the key d
ui-braille-lines = cards as cells in the lines
ui-braille-now = Braille: { $value }.
ui-braille-lines-warning = Note: the screen now shows cards only as braille cells. A screen reader that also reads the screen aloud reads them as dots; the program's voice and the d key say the cards' names.
ui-rate-now = Speech rate { $rate } of 100.
ui-rate-screenreader = Speech rate { $rate } of 100; your screen reader, though, speaks at the rate set in it.
ui-cue-sound = short sounds
ui-cue-bell = terminal bell
ui-cue-off = off
ui-seconds = { $n } s
ui-speech-auto = automatic
ui-speech-screenreader = screen reader
ui-speech-tts = a voice without a screen reader
ui-speech-none = off
ui-reading-program = the program hands it each message
ui-reading-console = it reads the console lines by itself
ui-reading-auto = automatic: { $default }
ui-speech-row = { $wanted }; in use: { $name }
ui-speech-row-why = { $wanted }; in use: { $name }, because { $why }
ui-speech-row-console = { $name }, reading the console by itself
ui-speech-console = Speech: { $name } reads the console lines by itself; the program hands it nothing (setting "With a screen reader").
ui-speech-console-only = Speech: { $name } reads the console lines by itself; it takes no messages from programs (Orca does from version 49).
ui-speech-code-screenreader = the screen reader
ui-speech-code-system = the system voice
ui-speech-code-espeak-ng = espeak-ng
ui-lang-auto = from the system
ui-lang-cs = Czech
ui-lang-en = English
ui-speech-using = Speech: { $name }.
ui-speech-using-no-library = Speech: { $name }. Screen readers and system voices need the prismatoid library, which is not installed here (it has no package for every system).
ui-speech-fallback = The speech you asked for ({ $wanted }) cannot be used: { $why }. Instead: { $name }.
ui-speech-none-available = Speech: off; none can be used: { $why }.
ui-speech-why-no-screenreader = no screen reader is running
ui-speech-why-not-installed = the program { $program } is not installed
ui-speech-why-no-voice = { $program } has no voice for this language
ui-speech-why-no-sound = { $program } cannot play sound
ui-speech-why-timeout = { $program } does not answer
ui-speech-why-other = { $program }: { $detail }
ui-speech-why-no-library = the prismatoid library is missing or cannot load
ui-speech-why-no-system-voice = the system offers no voice
ui-speech-why-stuck = { $program } stopped answering
ui-speech-why-no-voice-installed = no voice is installed (neither Speech Dispatcher nor espeak-ng); install espeak-ng, for example with sudo apt install espeak-ng
ui-speech-why-no-device = no sound device was found; plug in headphones or speakers, or play with a screen reader or braille
ui-voice-default = the language's default voice
ui-voice-screenreader = The screen reader speaks with the voice you set in it; no voice is chosen here.
ui-voice-no-speech = Speech is off: there is no voice to choose.
ui-voice-none-offered = This speech offers no choice of voice.
ui-cue-no-player = No program to play the sound was found: the terminal bell rings instead.
ui-cue-sound-broken = The sound cannot be played: the terminal bell rings instead.
ui-cue-no-device = No sound device was found, so the terminal's bell rings instead of the sounds.
ui-speech-name-screenreader = screen reader { $detail }
ui-speech-name-system = system voice { $detail }
ui-speech-name-espeak-ng = the program's own voice (espeak-ng)
ui-speech-name-none = off

## Quitting and saving

ui-quit-confirm = Really quit? Enter or the Y key: yes; the N key or Escape: no.
ui-quit-confirm-saved = Really quit? The game is saved and you can continue it next time with --resume. Enter or the Y key: yes; the N key or Escape: no.
ui-quit-unsaved-none = The game could not be saved and there is no saved game: if you quit now, this game is lost. Quit anyway? Enter or the Y key: yes; the N key or Escape: no.
ui-quit-unsaved-older = The last moves could not be saved: this game is saved only as it was after { $turns } { $turns ->
        [one] move
       *[other] moves
    }, and --resume would continue from there. Quit anyway? Enter or the Y key: yes; the N key or Escape: no.
ui-quit-unsaved-other = The game could not be saved: only another, older game is saved, and --resume would continue that one. Quit anyway? Enter or the Y key: yes; the N key or Escape: no.
ui-quit-cancelled = The game goes on.
ui-saved-resume = The game is saved; the next time you start the game it offers to continue it (or start the game with the option --resume).
ui-bye = Goodbye.
ui-save-failed = The game could not be saved: { $reason }
ui-saved-game-found = You have a saved game in progress. Continue it?
ui-saved-game-found-named = You have a saved game of { $game } in progress. Continue it?
ui-saved-set-aside = The saved game of { $game } has other players than the command line asks for, so a new game starts; once a new game of the same kind is saved, it replaces the saved one.
ui-resume-yes = continue the saved game
ui-resume-no = start a new game
ui-no-save = There is no saved game, a new one starts.
ui-save-damaged = The saved game cannot be read ({ $reason }); the file was put aside as { $path }.
ui-save-damaged-kept = The saved game cannot be read ({ $reason }) and the file could not be put aside either, it stays where it is: { $path }.
ui-save-damaged-in-use = The saved game cannot be read here ({ $reason }); another copy of the program has it open, so the file stays where it is: { $path }.
ui-offer-new-game = Start a new game?
ui-resumed = The saved game continues.
ui-resumed-named = The saved game of { $game } continues.
ui-end-prompt = What next?
ui-end-new = a new game with the same players
ui-end-quit = quit the program
ui-new-game = New game.

## Game set-up

ui-setup-intro = Game set-up. Choose with the arrows, confirm with Enter.
ui-setup-players = How many players? { $low } to { $high }.
ui-setup-players-option = { $n ->
        [one] { $n } player
       *[other] { $n } players
    }
ui-setup-game = Which game do you want to play?
ui-setup-learn = Learn to play: the games' lessons
ui-learn-game = Which game do you want to learn?
ui-setup-seat = Who plays at place { $n } ({ $colour })?
# The same for games whose places have no colour (Cubirds).
ui-setup-seat-plain = Who plays at place { $n }?
ui-setup-name = Name of the player at place { $n } ({ $colour }). Type it and press Enter; Enter alone keeps { $default }.
ui-setup-name-plain = Name of the player at place { $n }. Type it and press Enter; Enter alone keeps { $default }.
ui-setup-variant = Which variant of the rules?
ui-setup-first = Who starts?
ui-setup-first-random = at random
ui-setup-first-seat = { $name } ({ $colour })
ui-setup-first-seat-plain = { $name }
ui-seat-human = person
ui-level-random = computer, random moves
ui-level-easy = computer, easy level
ui-level-normal = computer, normal level
ui-level-hard = computer, hard level
ui-seat-intro = { $name } ({ $colour }, { $who })
ui-seat-intro-plain = { $name } ({ $who })
# Brief: the places by name only (with the game's label where it has one), the computers once per level: "3 computers, normal level".
ui-seat-intro-brief = { $name } ({ $colour }{ $you ->
    [yes] , you
   *[no] {""}
  })
ui-seat-intro-brief-plain = { $name }{ $you ->
    [yes] {" "}(you)
   *[no] {""}
  }
ui-level-brief-random = random moves
ui-level-brief-easy = easy level
ui-level-brief-normal = normal level
ui-level-brief-hard = hard level
# $named "yes": more than one person sits at the table, or computers of different levels, so the computers are named.
ui-computers-brief = { $named ->
    [yes] { $names }: { $count ->
        [one] computer
       *[other] computers
      }, { $level }
   *[no] { $count } { $count ->
        [one] computer
       *[other] computers
      }, { $level }
  }
ui-computers-brief-separator = {"; "}
ui-table-brief = { $seats }{ $groups ->
    [0] {""}
   *[other] ; { $computers }
  }
ui-game-start = The game begins. At the table: { $seats }.
ui-game-start-seats = At the table: { $seats }.
ui-game-resumed = The game goes on. At the table: { $seats }.
ui-default-person-name = Player { $n }
ui-default-bot-name = Computer { $n }
# The computer players' names in this order; a name someone at the table already has is skipped.
ui-bot-names = Jana, Peter, Eva, Charles, Hannah, Thomas, Lucy, Martin, Clare, David, Alice, Jacob
ui-hot-seat = It is { $name }'s turn. Pass the keyboard and press Enter; only then is the hand read.
ui-hot-seat-go = continue

## The play command: help for its options and errors in them

play-help = play the game (also the default, without a command)
play-description = The game at the console: single keys, messages by speech, on screen and in braille. Options preset the game set-up and override the saved settings.
play-opt-lang = language of the program: cs (Czech) or en (English)
play-opt-speech = speech: auto (a running screen reader, else a voice, else none), screenreader, tts (a voice: the system's, else the program's own espeak-ng) or none (no speech)
play-opt-reading = with a screen reader running: program (the program hands it each message; set the screen reader not to read new console text), console (the screen reader reads the console by itself) or auto (console on Linux, program elsewhere)
play-opt-braille = braille: off, card (the key d shows the card's cells) or lines (cards as braille cells in every line)
play-opt-verbosity = how much is said: brief, normal or verbose
play-opt-rate = speech rate from 0 to 100 (50 is normal)
play-opt-voice = speech voice (a voice name or id)
play-opt-players = number of players
play-opt-seats = who sits at each place, separated by commas: human, easy, normal, hard (a computer player of that level) or bot (a computer player, normal level); for example human,normal
play-opt-names = the players' names, separated by commas, in the order of the places
play-opt-variant = variant of the rules: for Beasty Bar standard or advanced; for 4 Monkeys standard, banana (with banana peels), family (the family version) or family-banana
play-opt-first = who starts: random or a place number from 1
play-opt-quick = start a game at once: one person against one computer player, standard rules
play-opt-game = the game: { $games }; without it the game is chosen in the set-up
play-opt-seed = random seed; the same seed deals the same cards
play-opt-resume = continue the saved game
play-opt-cue = sounds: sound (short sounds when it is your turn, an animal enters the bar or is thrown out, a card is drawn, 4 Monkeys' time; where they cannot be played, the terminal bell rings for your turn), bell (the terminal bell, for your turn only) or off (nothing)
play-opt-no-cue = no sound when it is your turn (as --cue off)
play-help-usage = usage:
play-help-options = options
play-help-positionals = positional arguments
play-metavar-command = COMMAND
play-metavar-voice = VOICE
play-metavar-seats = SEATS
play-metavar-names = NAMES
play-metavar-variant = VARIANT
play-metavar-seconds = SECONDS
play-opt-delay = seconds a computer player waits before each move (default 1; 0 with no person at the table)
play-bad-seats = unknown seat "{ $given }"; known: { $known }
play-bad-players = this game is played by { $low } to { $high } players, not { $given }
play-bad-seat-count = there are { $seats } seats but { $players } players
play-bad-first = who starts: random or a place number from 1 to { $players }, not "{ $given }"
play-bad-rate = the speech rate is a number from 0 to 100, not { $given }
play-bad-delay = the pause is a number of seconds from 0 to 10, not { $given }
play-bad-variant = unknown variant "{ $given }"; known: { $known }
play-error = error: { $message }

## Real-time games at the console (4 Monkeys)
ui-realtime-one-person = Everyone plays at once, so only one person plays at the keyboard; the computer takes the other places.
ui-rt-bot-failed = The computer player { $name } stopped playing because of a program error. The game goes on.

## Sound cues: their names in the list of sounds (key l or F2)
ui-percent = { $n } %
ui-help-sounds = list of sounds: each one sounds with its name, the arrows go to the next, Enter plays it again
ui-sounds-title = List of sounds. The arrows go through the sounds, each plays with its name; Enter plays it again, Escape closes the list.
ui-sound-row = { $name }, { $index } { ui-of-total } { $total }
ui-sounds-off = Sounds are off; turn them on in the settings (the o key), Sounds, short sounds.
ui-sounds-cannot-play = Sounds are on but cannot be played here (no sound device or no program to play sound); the terminal's bell rings instead.
ui-sounds-closed = List of sounds closed.
cue-name-turn = your turn
cue-name-enter = an animal entered the bar
cue-name-out = an animal is thrown out to That's It
cue-name-draw = you drew a card
cue-name-minute = a minute left
cue-name-half-minute = 30 seconds left
cue-name-ten-seconds = 10 seconds left
cue-name-tile-taken = someone else took a tile
cue-name-chat = a chat message
cue-name-join = someone joined the table
cue-name-leave = someone left the table
play-opt-cue-volume = the sounds' volume in per cent: 10, 20 up to 100
play-bad-cue-volume = the sounds' volume is 10, 20 up to 100 (in tens), not { $given }
ui-save-in-use = This saved game is open in another copy of the program; this copy will not save over it.
ui-save-in-use-prompt = Open the saved game read-only here, or start another game?
ui-save-in-use-read-only = open it read-only
ui-save-in-use-reason = the saved game is open in another copy of the program, this copy does not save it
