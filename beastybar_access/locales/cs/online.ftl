# Hra po síti: server, seznam stolů, připojení.
cli-serve = hostí stoly pro hráče na jiných počítačích (hra po síti)
cli-serve-host = adresa, na které server naslouchá (výchozí 127.0.0.1: jen tento počítač; 0.0.0.0: všude)
cli-serve-port = port (výchozí 8765; 0 vybere volný)
cli-serve-data = složka s databází stolů (výchozí: datová složka programu)
cli-serve-tls-cert = soubor s certifikátem pro šifrované spojení (wss://)
cli-serve-tls-key = soubor s klíčem k certifikátu
cli-serve-hold = kolik sekund držet místo hráče, kterému spadlo spojení (výchozí 120)
cli-serve-idle = po kolika sekundách bez lidí se stůl zavře (výchozí 600)
cli-serve-bot-pace = kolik sekund počítačový hráč počká před tahem (výchozí 1)
cli-tables = vypíše otevřené veřejné stoly serveru
cli-tables-json = výpis jako JSON
cli-online-url = adresa serveru, například ws://192.168.1.10:8765
serve-ready = Server běží na { $url } (stoly se ukládají do { $data }). Ctrl+C ho zastaví.
serve-tls-pair = Pro šifrované spojení je potřeba certifikát i klíč: --tls-cert a --tls-key.
serve-no-file = Soubor { $path } neexistuje.
serve-bad-number = Port musí být 0 až 65535 a časy nezáporné.
serve-cannot = Server nemůže začít: { $reason }
online-cannot-connect = K serveru { $url } se nelze připojit: { $reason }
online-certificate-untrusted = Server { $url } má certifikát, kterému tento počítač nedůvěřuje ({ $reason }). Pokud server používá vlastní certifikát, vyžádejte si od jeho správce soubor certifikační autority a spusťte hru s proměnnou SSL_CERT_FILE nastavenou na tento soubor.
online-server-error = Server odmítl požadavek ({ $code }).
tables-none = Žádný veřejný stůl není otevřený.
tables-line = { $game }, { $taken } z { $people } { $people ->
    [one] místa pro lidi
   *[other] míst pro lidi
  } obsazeno, { $players } { $players ->
    [one] hráč
    [few] hráči
   *[other] hráčů
  }, kód { $code }{ $status ->
    [playing] , hraje se
   *[other] {""}
  }
online-game-beastybar = Beasty Bar
online-game-cubirds = Krabčáci
online-game-monkeys = 4 Monkeys
