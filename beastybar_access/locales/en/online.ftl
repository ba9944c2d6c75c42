# Online play: the server, the list of tables, joining.
cli-serve = hosts tables for players at other computers (online play)
cli-serve-host = the address the server listens on (default 127.0.0.1: this computer only; 0.0.0.0: everywhere)
cli-serve-port = the port (default 8765; 0 picks a free one)
cli-serve-data = the folder of the tables' database (default: the program's data folder)
cli-serve-tls-cert = the certificate file for encrypted connections (wss://)
cli-serve-tls-key = the certificate's key file
cli-serve-hold = seconds a dropped player's seat is held (default 120)
cli-serve-idle = seconds after which a table without people is closed (default 600)
cli-serve-rematch = seconds the people at a finished game have to agree to a rematch (default 120)
cli-serve-seed = for tests: deal every table from this number, the same cards each run (default: unpredictable deals)
cli-serve-bot-pace = seconds a computer player waits before its move (default 1)
cli-serve-bot-workers = worker processes for the hard computer players' decisions (default: the computer's cores but one, at least 1)
cli-serve-bot-budget = seconds a hard computer player may think, waiting for a free worker included; then it plays as the normal level would (default 5)
cli-serve-no-limits = for benchmarks on this computer: no limits per address on wrong invite codes, new tables and open connections
cli-serve-public-turn-seconds = the time for each move at a listed table of a turn game opened without one, in seconds (default 120; 0: none); when it runs out, a computer makes the move
cli-serve-trusted-proxy = the address (or network) of a reverse proxy in front of the server: its connections count against the address in its X-Forwarded-For header (the option may be repeated)
cli-tables = lists the server's open public tables
cli-tables-json = the list as JSON
cli-tables-game = only the tables of this game (beastybar, cubirds, monkeys)
cli-tables-metavar-game = GAME
cli-online-url = the server's address, for example ws://192.168.1.10:8765
serve-ready = The server runs at { $url } (tables are saved in { $data }); in a browser the table is at { $page }; its log is { $log }. Ctrl+C stops it.
serve-tls-pair = An encrypted connection needs both a certificate and a key: --tls-cert and --tls-key.
serve-no-file = The file { $path } does not exist.
serve-bad-port = The port is a number from 0 to 65535 (0 picks a free one), not { $given }.
serve-bad-seconds = The option { $option } is a number of seconds, at least 0, not { $given }.
serve-bad-workers = The option --bot-workers is a whole number from 1 to 64, not { $given }.
serve-bad-idle = The option --idle is a number of seconds greater than 0, not { $given }.
serve-bad-host = The option --host is only this computer's address, without ws:// and without a port, for example 127.0.0.1 (this computer only) or 0.0.0.0 (everywhere), not { $host }; the port is given by --port.
serve-data-unwritable = The tables cannot be stored in the folder { $data }; choose another folder with --data, for example --data ~/beastybar-server.
serve-tls-bad = The certificate or the key cannot be loaded; check that --tls-cert is the certificate and --tls-key its key, both in PEM format.
serve-host-unknown = This computer does not know the address { $host }; give a numeric address, for example 127.0.0.1 or 0.0.0.0.
serve-port-taken = The port { $port } is already used by another program (perhaps another server running); choose another with --port, or --port 0 picks a free one.
serve-port-denied = Only the system's administrator may open the port { $port }; choose a port above 1023 with --port, for example --port 8765.
serve-host-not-here = This computer has no address { $host }; 127.0.0.1 is this computer only, 0.0.0.0 all its addresses.
serve-cannot = The server cannot start; the cause is in the log file { $log }.
serve-in-use = Another server already uses the data folder { $data }; stop it first, or give this one another folder with --data.
online-certificate-untrusted = The server { $url } has a certificate this computer does not trust ({ $reason }). If the server uses a certificate of its own, ask its host for the certificate authority's file and start the game with SSL_CERT_FILE set to that file.
online-server-error = The server refused the request ({ $code }).
tables-none = No public table is open.
tables-line = { $game }, { $taken } of { $people } { $people ->
    [one] seat for people
   *[other] seats for people
  } taken, { $players } { $players ->
    [one] player
   *[other] players
  }, code { $code }{ $status ->
    [playing] , playing
   *[other] {""}
  }

# beastybar join: the console at a table on a server
cli-join = plays at a table on a server (online play): opens a table, joins one by its code, or watches one
cli-join-description = Plays at a table on a server with people at other computers. Open a table with --create, join one with --code, watch one with --code and --spectate. Without an address the program asks all of it.
cli-join-metavar-name = NAME
cli-join-name = the name the others hear (at most 24 characters)
cli-join-create = opens a new table of this game
cli-join-players = the new table's players, people and computers together (default 2)
cli-join-metavar-bots = LEVEL,...
cli-join-bots = a computer player's level for each seat not for a person, for example normal,easy (the other seats wait for people)
cli-join-variant = the new table's variant
cli-join-private = the new table is not listed by "{ COMMAND() } tables": people join it by its code
cli-join-silent-spectators = the new table's spectators hear the chat but do not write in it
cli-join-round-seconds = 4 Monkeys: a round's length in seconds (10 to 3600)
cli-join-turn-seconds = Beasty Bar and Cubirds: the time for each person's move in seconds (10 to 3600); when it runs out, a computer makes the move (without this option: no limit)
cli-join-metavar-code = CODE
cli-join-code = the six-digit invite code of the table to join
cli-join-spectate = watch the table without playing (you hear only what everyone sees)
online-welcome = Online play. F1 or question mark lists the keys and what they do.
online-no-terminal = the game reads keys from a terminal, but standard input is not one; start it in a terminal window
online-need-url = the server's address is missing, for example: { COMMAND() } join ws://192.168.1.10:8765 --name Jana --code 482913
online-bad-url = { $url } is not a server address; one looks like ws://192.168.1.10:8765
online-bad-code = an invite code has six digits, such as 482 913 (given: { $code })
online-bad-name = the name must not be empty
online-create-or-code = either --create (a new table) or --code (a table by its code), not both
online-need-create-or-code = give --create GAME to open a table, or --code CODE to join one
online-create-options-alone = --players, --bots, --variant, --round-seconds, --turn-seconds, --private and --silent-spectators go with --create
online-spectate-needs-code = --spectate needs the code of the table to watch (--code)
online-bad-level = unknown computer level "{ $given }"; the levels: { $known }
online-too-many-bots = { $bots } computer players at a table of { $players } leave no seat for you
online-bad-round-seconds = a round's length must be 10 to 3600 seconds, not { $given }
online-bad-turn-seconds = the time for a move must be 10 to 3600 seconds, not { $given }
online-turn-seconds-realtime = { $game } is played in real time, without turns: --turn-seconds is for the turn games
online-connecting = Connecting to { $url }.
online-unreachable = The server { $url } cannot be reached. Check the address and that the server runs.
online-no-table = No open table has the code { $code }.
online-table-full = The table { $code } has no free seat.
online-version = The server runs another version of the program; both sides need the same one.
online-bad-token = Your seat is no longer at the table.
online-bad-game = The server cannot open that table (the game, the number of players, the variant or the computer levels).
online-too-many-joins = Too many attempts to sit down on this connection.
online-already-at-table = You already sit at a table.
online-too-fast = Too many messages at once; slow down.
online-slow-down = Too many attempts from this computer: wait a minute, then try again.
online-bad-message = The server sent something this program cannot use; it was left out.
online-no-answer = The server { $url } did not answer { $what ->
    [hello] the greeting
    [create] the request to open a table
    [join] the request to join the table
    [resume] the request to return to your seat
    [snapshot] with the state of the game at the table
   *[other] the request
  } in time; it may be overloaded or not this game's server.
online-broken = The server sent a message that breaks the protocol, so it was not used; the connection is closed.
online-cannot-save = The server cannot save now, so your move was not played; try it again in a moment.
online-storage-down = The server cannot save now (its disk or database): the last move waits and new moves are refused until it can again.
online-storage-back = The server can save again; the game goes on.
online-created = You opened a table of { $game } for { $players } { $players ->
    [one] player
   *[other] players
  }{ $private ->
    [yes] , private
   *[other] {""}
  }. The invite code is { $code }.
online-joined = You sit at a table of { $game } for { $players } { $players ->
    [one] player
   *[other] players
  }, code { $code }.
online-watching = You watch a table of { $game }, code { $code }. You hear what everyone sees, nobody's hand.
online-others-here = At the table already: { $names }.
online-waiting = { $count ->
    [0] Everyone is here.
    [one] Waiting for 1 more person.
   *[other] Waiting for { $count } more people.
  }
online-someone-joined = { $name } joins the table.
online-someone-left = { $name } leaves the table{ $started ->
    [yes] ; a computer plays that seat now
   *[other] {""}
  }.
online-someone-lost = { $name } lost the connection; the seat is held for a return.
online-someone-gone = { $name } did not come back in time; the seat is free for someone else.
online-someone-computer = A computer now plays the seat of { $name }.
online-you-computer = A computer now plays your seat.
online-you-back-seat = You play your own seat again.
online-someone-back = { $name } is back.
online-everyone-here = Everyone is at the table.
online-closed = The server closed the table.
online-turn-timer = Each move has a time limit of { $seconds } seconds; when it runs out, a computer makes the move.
online-timer = { $name } has { $seconds } { $seconds ->
    [one] second
   *[other] seconds
  } left for the move.
online-timer-you = You have { $seconds } { $seconds ->
    [one] second
   *[other] seconds
  } left for your move.
online-timer-out = Time is up for { $name }; a computer made the move.
online-timer-out-you = Your time is up; a computer made your move.
online-too-late = Too late: the game has moved on.
online-spectator-cannot = You are watching; only the players move.
online-spectator-no-hand = You are watching: you hold no hand, and the players' hands are not read to you.
online-not-started = The game has not started yet.
online-lost = The connection to the server is lost; trying to connect again.
online-back = Connected again.
online-back-summary = Connected again. While you were away { $moves ->
    [0] nothing was played
    [one] 1 move was played, it is in the history
   *[other] { $moves } moves were played, they are in the history
  }{ $now ->
    [you] ; it is your turn
    [other] ; it is { $name }'s turn
    [over] ; the game is over
   *[none] {""}
  }.
online-gave-up = The connection to the server could not be restored; the game ends here for you.
online-taken-over = Another connection took your seat over; the game ends here on this one.
online-not-sent = Not connected: your move was not sent; it is asked again.
online-move-on-its-way = Your move is on its way to the server; a moment, please.
online-move-opening = It is your turn; the choice opens in a moment.
online-chat-prompt = Chat: type a line, Enter sends it, Escape cancels.
online-chat-cancelled = Nothing sent.
online-chat-not-sent = Not connected: the line was not sent.
online-chat-no-table = The chat works at a table.
online-chat-empty = No chat lines yet.
online-chat-oldest = That is the first chat line.
online-chat-newest = That is the newest chat line.
online-chat-line = { $name } says: { $text }
online-chat-own = You say: { $text }
online-chat-spectator = Spectator { $name } says: { $text }
online-someone-watching = { $name } watches the table.
online-someone-stopped-watching = { $name } no longer watches the table.
online-help-chat = writes a line to the table (chat)
online-help-chat-older = the previous chat line
online-help-chat-newer = the next chat line
online-quit-confirm = Really leave the table? Enter or the Y key: yes; the N key or Escape: no.
online-quit-confirm-playing = Really leave the table? A computer will play your seat. Enter or the Y key: yes; the N key or Escape: no.
online-seat-remote = a person online
online-seat-you = you
online-end-prompt = The game is over. The review keys and the chat work until you leave.
online-end-leave = Leave the table
online-end-rematch = Play again with the same people
online-end-prompt-rematch = The game is over. Play again with the same people? Answer within { $seconds } { $seconds ->
    [one] second
   *[other] seconds
  }; the review keys and the chat work meanwhile.
online-rematch-agreed = { $you ->
    [yes] You want
   *[other] { $name } wants
  } a rematch{ $count ->
    [0] .
   *[other] ; waiting for { $waiting }.
  }
online-rematch-waiting = A rematch with the same people is offered; waiting for { $waiting }.
online-rematch-started = Everyone wants a rematch: a new game at the same table.
online-rematch-over = No rematch: { $change ->
    [declined] { $you ->
        [yes] you said no
       *[other] { $name } does not want to play again
      }
    [expired] not everyone answered in time
   *[other] { $name } is no longer at the table
  }.
online-no-rematch = No rematch is offered now.
online-setup-intro = Online play: a few questions.
online-setup-url = The server's address? Enter alone takes { $default }.
online-setup-name = Your name at the table? Enter alone takes { $default }.
online-setup-how = What do you want to do?
online-setup-create = open a new table
online-setup-join = join a table by its invite code
online-setup-watch = watch a table by its invite code
online-setup-code = The invite code, six digits:
online-setup-bots = How many of the { $players } players are computer players? The other seats wait for people.
online-setup-bots-option = { $n ->
    [0] no computer
    [one] 1 computer
   *[other] { $n } computers
  }
online-setup-level = The level of computer player { $n }?
online-setup-timer = Time for each move? When it runs out, a computer makes the move.
online-setup-timer-none = no limit
online-setup-timer-seconds = { $n } seconds
online-setup-timer-minutes = { $n ->
    [one] 1 minute
   *[other] { $n } minutes
  }
online-setup-private = Listed for everyone, or private?
online-setup-listed = listed: "{ COMMAND() } tables" shows it
online-setup-private-yes = private: people join only by the code
online-setup-play = Play online
online-not-sent-action = Not connected: that was not sent.
online-where-lobby = The table of { $game }, code { $code }: { $count ->
    [0] the game is about to begin.
    [one] waiting for 1 more person.
   *[other] waiting for { $count } more people.
  }
online-returned = You are back at your seat at the table { $code }. { $now ->
    [waiting] The game has not begun yet.
   *[other] So far { $moves ->
        [0] nothing has been played
        [one] 1 move has been played
       *[other] { $moves } moves have been played
      }{ $now ->
        [you] ; it is your turn
        [another] ; it is { $name }'s turn
        [over] ; the game is over
       *[none] {""}
      }.
  }
online-setup-return = { $count ->
    [one] You still have a seat at a table on this server. Go back to it?
   *[other] You still have seats at { $count } tables on this server. Go back to one of them?
  }
online-setup-return-seat = back to { $game }, table { $code }, as { $name }
online-setup-return-other = something else: a new table, or another one by its code
serve-bad-public-turn = The option --public-turn-seconds is 0 (no limit) or 10 to 3600 seconds, not { $given }.
serve-bad-proxy = The option --trusted-proxy is an IP address or a network such as 127.0.0.1 or 10.0.0.0/8, not { $given }.
online-too-many-connections = This computer has too many connections to the server open already; close another game window, then try again.
online-chat-budget = The table's chat had many lines in the last minute; wait { $seconds } { $seconds ->
    [one] second
   *[other] seconds
  }, then write again.
online-not-creator = Only the person who opened the table can remove someone from it.
online-no-person = Nobody by that name or at that seat is at the table now.
online-removed-you = The person who opened the table removed you from it; the game ends here for you.
online-someone-removed = { $name } was removed from the table{ $seat ->
    [yes] ; a computer plays that seat now
   *[other] {""}
  }.
online-help-people = the people at the table: mute or unmute one of them here; whoever opened the table can remove one
online-people-prompt = Who? Enter chooses; Escape closes.
online-people-none = Nobody else is at the table.
online-people-person = { $name }{ $spectator ->
    [yes] , watching
   *[other] {""}
  }{ $muted ->
    [yes] , muted
   *[other] {""}
  }
online-people-what = { $name }: what now?
online-people-mute = mute: their chat lines are not read to you
online-people-unmute = unmute: their chat lines are read to you again
online-people-remove = remove from the table
online-muted = { $name } is muted: you no longer hear their chat lines (only here, until you close the program).
online-unmuted = { $name } is no longer muted.
online-spectators-silent = At this table spectators do not write in the chat; you only hear it.
online-banned = The server's host has blocked this computer; the game ends here.
serve-admin-intro = Type tables (the open tables and who is there), close CODE, ban ADDRESS or unban ADDRESS, then Enter.
serve-admin-help = The commands: tables (the open tables and who is there), close CODE (closes a table), ban ADDRESS (refuses and closes its connections while the server runs), unban ADDRESS.
serve-admin-no-tables = No table is open.
serve-admin-table = Table { $code }, { $game }, { $status ->
    [waiting] waiting for people
    [playing] playing
    [rematch] offering a rematch
   *[other] { $status }
  }{ $private ->
    [yes] , private
   *[other] {""}
  }: { $names }; { $spectators ->
    [0] nobody watches
    [one] 1 spectator
   *[other] { $spectators } spectators
  }.
serve-admin-person = { $name } (seat { $seat }, { $state ->
    [here] here
    [held] away, seat held
    [computer] a computer plays the seat
   *[other] { $state }
  }, address { $address })
serve-admin-closed = The table { $code } is closed; everyone there was told.
serve-admin-no-table = No open table has the code { $code }.
serve-admin-banned = The address { $address } is banned until the server stops; its connections are closed.
serve-admin-unbanned = The address { $address } may connect again.
serve-admin-bad-address = { $given } is not an IP address, for example 203.0.113.5 or 2001:db8::1.
serve-admin-not-banned = { $given } is not banned.
online-setup-browse = choose one of the listed tables
online-setup-browse-which = Which table? The tables with a free seat, by game:
online-setup-browse-none = No listed table has a free seat now; open one, or join one by its code.
