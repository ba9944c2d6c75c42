# The browser table's page (terminals/web): its headings, labels and buttons. Every sentence of a game is
# made by the server's narration; these are only the page's own words.
web-title = Beasty Bar and friends: a table in the browser
web-skip = Skip to the game
web-language = Language
web-connecting = Connecting to the server…
web-lobby = Play
web-name = Your name
web-quick = A quick game against the computer
web-create = Open a table
web-game = Game
web-players = Players
web-computers = Of them computers
web-level-of = Computer { $n }: level
web-level-easy = easy
web-level-normal = normal
web-level-hard = hard
web-timer = Time for a move
web-timer-none = no limit
web-timer-30 = 30 seconds
web-timer-60 = 1 minute
web-timer-120 = 2 minutes
web-timer-300 = 5 minutes
web-variant = Variant of the rules
web-round = Length of a round
web-round-rules = as the rules say (4 minutes, 5 in the family version)
web-round-180 = 3 minutes
web-round-600 = 10 minutes
web-private = Private (only by its code, not in the list)
web-create-button = Open the table
web-join = Join a table
web-code = The table's code (6 digits)
web-join-button = Sit down
web-watch-button = Watch
web-open-tables = Open tables
web-refresh = Refresh the list
web-table = The table
web-question = Your move
web-actions = Questions about the table
web-key-w = Whose turn (w)
web-key-r = Repeat (r)
web-key-help = Keys (?)
web-leave = Leave the table
web-chat = Chat
web-chat-line = Message to the table
web-send = Send
web-history = History
web-settings = Settings
web-sound = Sound cues
web-volume = Volume of the cues
web-verbosity = Narration
web-verbose = detailed
web-brief = brief
web-keys = Keys
web-keys-intro = The keys work while the focus is in the table (on your move, on a card, or on a button there). Everything can also be done with the buttons, by touch or with the screen reader's activation.
web-keys-enter = plays the focused card or chooses the focused option
web-keys-arrows = move through the options of the question; the screen reader says each with its position
web-keys-zones = read a zone of the table (each game has its letters: Beasty Bar q the queue, h the hand, b the bar, t That's It, s the score; F1 lists them); the buttons above the chat do the same
web-keys-realtime = 4 Monkeys, in real time: the arrows move between the offer, your hand and your tiles and along them, Space selects a card, Enter takes the tile on offer; n the offer, h the hand, t the time left, z Stop! (F1 lists every key)
web-keys-p = on an option of your move: what it would do (the same as the console's preview)
web-keys-w = whose turn it is and what the game waits for
web-keys-r = repeats the last announcement
web-keys-history = the older and the newer announcement in the history
web-keys-help = lists the keys
web-keys-readers = NVDA and JAWS switch to focus mode on the question by themselves; in browse mode press Enter on a card or a button. With VoiceOver and TalkBack swipe to the question and double-tap an option.
# the script's own words (the states of its connection)
web-js-connecting = Connecting to the server…
web-js-connected = Connected.
web-js-lost = The connection to the server was lost. Trying again…
web-js-back = Connected again.
web-js-gave-up = The server cannot be reached. Reload the page to try again.
web-js-need-name = Write your name first.
web-js-no-table = No open table. Open one, or wait and refresh the list.
web-js-join-table = Join
web-js-watch-table = Watch
web-default-name = Player
# a row of the list of open tables
web-table-row = { $game }, { $players ->
        [one] one player
       *[other] { $players } players
    }, { $taken } of { $people } seated{ $status ->
        [playing] , playing
       *[other] {""}
    }; code { $code }
# the bridge's refusals of a browser's message
web-refused-too-fast = Too many messages at once; the last ones were left out.
web-refused-bad-message = The page sent something the server does not understand; it was left out.
web-refused-server = Something went wrong at the server; the table goes on.
# the drawn table's zones (games/*/zones.py)
web-zone-empty = empty
web-zone-hand = Your hand
web-zone-players = Players
web-zone-piles = Piles
web-zone-collection = { $name }'s collection
web-zone-tiles = { $name }'s tiles
web-keys-heading = The keys of this game:
web-key-line = { $keys }: { $what }
web-no-such-key = The key { $key } does nothing here; F1 or the question mark lists the keys.
web-pick-count = Mark exactly { $count } first, then confirm.
web-confirm = Confirm the marked ones
web-preview = What would it do? (p)
web-no-seed = This server deals unpredictably: a seed in the address works only on a server started with --seed (for tests).
# the bridge's refusals of a table's options (the table is not opened)
web-refused-variant = The table was not opened: { $game } has no variant "{ $given }".
web-refused-round = The table was not opened: a round lasts 10 to 3600 seconds, not { $given }.
web-refused-turn = The table was not opened: the time for a move is 10 to 3600 seconds, not { $given }.
web-refused-round-turns = The table was not opened: { $game } is played in turns and has no round length.
web-refused-turn-realtime = The table was not opened: { $game } is played in real time, without a time for a move.
web-refused-level = The table was not opened: there is no computer level "{ $given }"; the levels are { $known }.
