# Online play: the server, the list of tables, joining.
cli-serve = hosts tables for players at other computers (online play)
cli-serve-host = the address the server listens on (default 127.0.0.1: this computer only; 0.0.0.0: everywhere)
cli-serve-port = the port (default 8765; 0 picks a free one)
cli-serve-data = the folder of the tables' database (default: the program's data folder)
cli-serve-tls-cert = the certificate file for encrypted connections (wss://)
cli-serve-tls-key = the certificate's key file
cli-serve-hold = seconds a dropped player's seat is held (default 120)
cli-serve-idle = seconds after which a table without people is closed (default 600)
cli-serve-bot-pace = seconds a computer player waits before its move (default 1)
cli-tables = lists the server's open public tables
cli-tables-json = the list as JSON
cli-online-url = the server's address, for example ws://192.168.1.10:8765
serve-ready = The server runs at { $url } (tables are saved in { $data }). Ctrl+C stops it.
serve-tls-pair = An encrypted connection needs both a certificate and a key: --tls-cert and --tls-key.
serve-no-file = The file { $path } does not exist.
serve-bad-number = The port must be 0 to 65535 and the times not negative.
serve-cannot = The server cannot start: { $reason }
online-cannot-connect = Cannot connect to the server { $url }: { $reason }
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
online-game-beastybar = Beasty Bar
online-game-cubirds = Cubirds
online-game-monkeys = 4 Monkeys
