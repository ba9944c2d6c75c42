# Hra po síti: server, seznam stolů, připojení.
cli-serve = hostí stoly pro hráče na jiných počítačích (hra po síti)
cli-serve-host = adresa, na které server naslouchá (výchozí 127.0.0.1: jen tento počítač; 0.0.0.0: všude)
cli-serve-port = port (výchozí 8765; 0 vybere volný)
cli-serve-data = složka s databází stolů (výchozí: datová složka programu)
cli-serve-tls-cert = soubor s certifikátem pro šifrované spojení (wss://)
cli-serve-tls-key = soubor s klíčem k certifikátu
cli-serve-hold = kolik sekund držet místo hráče, kterému spadlo spojení (výchozí 120)
cli-serve-idle = po kolika sekundách bez lidí se stůl zavře (výchozí 600)
cli-serve-rematch = kolik sekund se po skončené hře čeká na souhlas všech s další hrou (výchozí 120)
cli-serve-seed = pro testy: u všech stolů rozdává podle tohoto čísla, pokaždé stejné karty (výchozí: nepředvídatelně)
cli-serve-bot-pace = kolik sekund počítačový hráč počká před tahem (výchozí 1)
cli-serve-bot-workers = kolik procesů počítá tahy těžkých počítačových hráčů (výchozí: počet jader počítače bez jednoho, aspoň 1)
cli-serve-bot-budget = kolik sekund smí těžký počítačový hráč přemýšlet, včetně čekání na volný proces; potom táhne jako střední úroveň (výchozí 5)
cli-serve-no-limits = pro měření výkonu na tomto počítači: žádné limity na adresu pro chybné kódy stolů, nové stoly a otevřená připojení
cli-serve-public-turn-seconds = čas na každý tah u veřejného stolu tahové hry otevřeného bez něj, v sekundách (výchozí 120; 0: bez limitu); když vyprší, táhne za hráče počítač
cli-serve-trusted-proxy = adresa (nebo síť) reverzní proxy před serverem: její připojení se počítají adrese z hlavičky X-Forwarded-For (volbu lze opakovat)
cli-tables = vypíše otevřené veřejné stoly serveru
cli-tables-json = výpis jako JSON
cli-tables-game = jen stoly této hry (beastybar, cubirds, monkeys)
cli-tables-metavar-game = HRA
cli-online-url = adresa serveru, například ws://192.168.1.10:8765
serve-ready = Server běží na { $url } (stoly se ukládají do { $data }); v prohlížeči je stůl na adrese { $page }; jeho záznam (log) je { $log }. Ctrl+C ho zastaví.
serve-tls-pair = Pro šifrované spojení je potřeba certifikát i klíč: --tls-cert a --tls-key.
serve-no-file = Soubor { $path } neexistuje.
serve-bad-port = Port je číslo od 0 do 65535 (0 vybere volný), ne { $given }.
serve-bad-seconds = Volba { $option } je počet sekund, nejméně 0, ne { $given }.
serve-bad-workers = Volba --bot-workers je celé číslo od 1 do 64, ne { $given }.
serve-bad-idle = Volba --idle je počet sekund větší než 0, ne { $given }.
serve-bad-host = Volba --host je jen adresa tohoto počítače bez ws:// a bez portu, například 127.0.0.1 (jen tento počítač) nebo 0.0.0.0 (všude), ne { $host }; port dává volba --port.
serve-data-unwritable = Do složky { $data } nelze ukládat stoly; zvol jinou složku volbou --data, například --data ~/beastybar-server.
serve-tls-bad = Certifikát nebo klíč nejde načíst; zkontroluj, že --tls-cert je certifikát a --tls-key jeho klíč, oba ve formátu PEM.
serve-host-unknown = Adresu { $host } tento počítač nezná; zadej číselnou adresu, například 127.0.0.1 nebo 0.0.0.0.
serve-port-taken = Port { $port } už používá jiný program (možná jiný spuštěný server); zvol jiný volbou --port, nebo --port 0 vybere volný.
serve-port-denied = Port { $port } smí otevřít jen správce systému; zvol port nad 1023 volbou --port, například --port 8765.
serve-host-not-here = Tento počítač nemá adresu { $host }; 127.0.0.1 je jen tento počítač, 0.0.0.0 všechny jeho adresy.
serve-cannot = Server nemůže začít; příčina je v souboru záznamu { $log }.
serve-in-use = Datovou složku { $data } už používá jiný server; nejdřív ho zastav, nebo tomuto dej jinou složku volbou --data.
online-certificate-untrusted = Server { $url } má certifikát, kterému tento počítač nedůvěřuje ({ $reason }). Pokud server používá vlastní certifikát, vyžádej si od jeho správce soubor certifikační autority a spusť hru s proměnnou SSL_CERT_FILE nastavenou na tento soubor.
online-server-error = Server odmítl požadavek ({ $code }).
tables-none = Žádný veřejný stůl není otevřený.
tables-line = { $game }, { $taken ->
    [few] obsazena
   *[other] obsazeno
  } { $taken } { $people ->
    [2] ze
    [3] ze
    [4] ze
    [6] ze
    [7] ze
    [12] ze
    [13] ze
    [14] ze
    [16] ze
    [17] ze
    [20] ze
    [21] ze
    [22] ze
    [23] ze
    [24] ze
    [25] ze
    [26] ze
    [27] ze
    [28] ze
    [29] ze
    [100] ze
   *[other] z
  } { $people } { $people ->
    [one] místa pro lidi
   *[other] míst pro lidi
  }, { $players } { $players ->
    [one] hráč
    [few] hráči
   *[other] hráčů
  }, kód { $code }{ $status ->
    [playing] , hraje se
   *[other] {""}
  }

# beastybar join: konzole u stolu na serveru
cli-join = hra u stolu na serveru (hra po síti): otevře stůl, přisedne k němu podle kódu, nebo se na něj dívá
cli-join-description = Hra u stolu na serveru s lidmi na jiných počítačích. Stůl otevřeš volbou --create, přisedneš volbou --code, díváš se volbami --code a --spectate. Bez adresy se program zeptá na všechno.
cli-join-metavar-name = JMÉNO
cli-join-name = jméno, které ostatní uslyší (nejvýš 24 znaků)
cli-join-create = otevře nový stůl této hry
cli-join-players = hráči u nového stolu, lidé i počítače dohromady (výchozí 2)
cli-join-metavar-bots = ÚROVEŇ,...
cli-join-bots = úroveň počítačového hráče pro každé místo, které není pro člověka, například normal,easy (ostatní místa čekají na lidi)
cli-join-variant = varianta nového stolu
cli-join-private = nový stůl nevypíše „{ COMMAND() } tables“: lidé k němu přisednou podle kódu
cli-join-silent-spectators = diváci nového stolu chat slyší, ale nepíšou do něj
cli-join-round-seconds = 4 Monkeys: délka kola v sekundách (10 až 3600)
cli-join-turn-seconds = Beasty Bar a Krabčáci: čas na každý tah člověka v sekundách (10 až 3600); když vyprší, táhne za něj počítač (bez této volby bez omezení)
cli-join-metavar-code = KÓD
cli-join-code = šestimístný kód pozvánky stolu, ke kterému přisedneš
cli-join-spectate = dívat se na stůl bez hraní (slyšíš jen to, co vidí všichni)
online-welcome = Hra po síti. Klávesy a co dělají vypíše F1 nebo otazník.
online-no-terminal = hra čte klávesy z terminálu, ale standardní vstup terminál není; spusť ji v okně terminálu
online-need-url = chybí adresa serveru, například: { COMMAND() } join ws://192.168.1.10:8765 --name Jana --code 482913
online-bad-url = { $url } není adresa serveru; vypadá třeba takto: ws://192.168.1.10:8765
online-bad-code = kód pozvánky má šest číslic, například 482 913 (zadáno: { $code })
online-bad-name = jméno nesmí být prázdné
online-create-or-code = buď --create (nový stůl), nebo --code (stůl podle kódu), ne obojí
online-need-create-or-code = zadej --create HRA pro nový stůl, nebo --code KÓD, když přisedáš k otevřenému
online-create-options-alone = --players, --bots, --variant, --round-seconds, --turn-seconds, --private a --silent-spectators patří k volbě --create
online-spectate-needs-code = --spectate potřebuje kód stolu, na který se chceš dívat (--code)
online-bad-level = neznámá úroveň počítače „{ $given }“; úrovně: { $known }
online-too-many-bots = počítačových hráčů ({ $bots }) je u stolu pro { $players } tolik, že pro tebe nezbude místo
online-bad-round-seconds = délka kola musí být 10 až 3600 sekund, ne { $given }
online-bad-turn-seconds = čas na tah musí být 10 až 3600 sekund, ne { $given }
online-turn-seconds-realtime = { $game } se hraje v reálném čase, bez tahů: --turn-seconds patří k tahovým hrám
online-connecting = Připojování k { $url }.
online-unreachable = Server { $url } není dostupný. Zkontroluj adresu a jestli server běží.
online-no-table = Žádný otevřený stůl nemá kód { $code }.
online-table-full = U stolu { $code } už není volné místo.
online-version = Server má jinou verzi programu; obě strany potřebují stejnou.
online-bad-token = Tvoje místo už u stolu není.
online-bad-game = Server takový stůl otevřít nemůže (hra, počet hráčů, varianta nebo úrovně počítače).
online-too-many-joins = Příliš mnoho pokusů přisednout si na jednom připojení.
online-already-at-table = Už sedíš u stolu.
online-too-fast = Příliš mnoho zpráv najednou; zpomal.
online-slow-down = Z tohoto počítače bylo příliš mnoho pokusů: počkej minutu a zkus to znovu.
online-bad-message = Server poslal něco, s čím si tento program neví rady; vynechal to.
online-no-answer = Server { $url } včas neodpověděl { $what ->
    [hello] na pozdrav
    [create] na žádost o otevření stolu
    [join] na žádost o přisednutí ke stolu
    [resume] na žádost o návrat na tvé místo
    [snapshot] a neposlal stav hry u stolu
   *[other] na žádost
  }; možná je přetížený, nebo to není server této hry.
online-broken = Server poslal zprávu, která porušuje protokol, proto nebyla použita; spojení je ukončeno.
online-cannot-save = Server teď nemůže ukládat, proto se tvůj tah nezahrál; zkus ho za chvíli znovu.
online-storage-down = Server teď nemůže ukládat (jeho disk nebo databáze): poslední tah čeká a nové tahy server odmítá, dokud zase nebude moci.
online-storage-back = Server už zase může ukládat; hra pokračuje.
online-created = Stůl je otevřený: { $game } pro { $players } { $players ->
    [one] hráče
    [few] hráče
   *[other] hráčů
  }{ $private ->
    [yes] , soukromý
   *[other] {""}
  }. Kód pozvánky je { $code }.
online-joined = Sedíš u stolu: { $game } pro { $players } { $players ->
    [one] hráče
    [few] hráče
   *[other] hráčů
  }, kód { $code }.
online-watching = Díváš se na stůl: { $game }, kód { $code }. Slyšíš, co vidí všichni, ničí karty v ruce.
online-others-here = U stolu už sedí: { $names }.
online-waiting = { $count ->
    [0] Všichni jsou tu.
    [one] Čeká se ještě na 1 člověka.
    [few] Čeká se ještě na { $count } lidi.
   *[other] Čeká se ještě na { $count } lidí.
  }
online-someone-joined = Ke stolu přichází { $name }.
online-someone-left = Od stolu odchází { $name }{ $started ->
    [yes] ; to místo teď hraje počítač
   *[other] {""}
  }.
online-someone-lost = Spadlo spojení: { $name }. Místo se drží pro návrat.
online-someone-gone = Čas na návrat vypršel: { $name }. Místo je volné pro někoho dalšího.
online-someone-computer = Místo, kde sedí { $name }, teď hraje počítač.
online-you-computer = Tvoje místo teď hraje počítač.
online-you-back-seat = Zase hraješ na svém místě.
online-someone-back = { $name } je zpátky.
online-everyone-here = Všichni jsou u stolu.
online-closed = Server stůl zavřel.
online-turn-timer = Čas na každý tah: { $seconds ->
    [one] 1 sekunda
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
  }. Když vyprší, táhne počítač.
online-timer = Na tah { $seconds ->
    [one] zbývá 1 sekunda
    [few] zbývají { $seconds } sekundy
   *[other] zbývá { $seconds } sekund
  }, hraje { $name }.
online-timer-you = Na tah ti { $seconds ->
    [one] zbývá 1 sekunda
    [few] zbývají { $seconds } sekundy
   *[other] zbývá { $seconds } sekund
  }.
online-timer-out = Čas na tah vypršel ({ $name }), tah udělal počítač.
online-timer-out-you = Tvůj čas vypršel, tah za tebe udělal počítač.
online-too-late = Pozdě: hra už pokročila.
online-spectator-cannot = Díváš se; táhnou jen hráči.
online-spectator-no-hand = Díváš se: žádné karty v ruce nemáš a karty hráčů v ruce se ti nečtou.
online-not-started = Hra ještě nezačala.
online-lost = Spojení se serverem se přerušilo; hra se zkusí připojit znovu.
online-back = Spojení je zase navázané.
online-back-summary = Spojení je zase navázané. Mezitím { $moves ->
    [0] se nic nehrálo
    [one] proběhl 1 tah, je v historii
    [few] proběhly { $moves } tahy, jsou v historii
   *[other] proběhlo { $moves } tahů, jsou v historii
  }{ $now ->
    [you] ; jsi na tahu
    [other] ; na tahu je { $name }
    [over] ; hra skončila
   *[none] {""}
  }.
online-gave-up = Spojení se serverem se nepodařilo obnovit; hra tu pro tebe končí.
online-taken-over = Tvoje místo převzalo jiné připojení; tady hra končí.
online-not-sent = Bez spojení: tah se neodeslal, otázka přijde znovu.
online-move-on-its-way = Tvůj tah je na cestě k serveru, chvilku strpení.
online-move-opening = Jsi na tahu, volba se hned otevře.
online-chat-prompt = Chat: napiš řádek, Enter ho pošle, Escape zruší.
online-chat-cancelled = Nic neodesláno.
online-chat-not-sent = Bez spojení: řádek se neodeslal.
online-chat-no-table = Chat funguje u stolu.
online-chat-empty = V chatu zatím nic není.
online-chat-oldest = To je první zpráva chatu.
online-chat-newest = To je nejnovější zpráva chatu.
online-chat-line = { $name } píše: { $text }
online-chat-own = Píšeš: { $text }
online-chat-spectator = Z diváků píše { $name }: { $text }
online-someone-watching = Na stůl se dívá { $name }.
online-someone-stopped-watching = Na stůl se už nedívá { $name }.
online-help-chat = napíše řádek ke stolu (chat)
online-help-chat-older = předchozí zpráva chatu
online-help-chat-newer = další zpráva chatu
online-quit-confirm = Opravdu odejít od stolu? Enter nebo klávesa A: ano, klávesa N nebo Escape: ne.
online-quit-confirm-playing = Opravdu odejít od stolu? Tvoje místo bude hrát počítač. Enter nebo klávesa A: ano, klávesa N nebo Escape: ne.
online-seat-remote = člověk po síti
online-seat-you = ty
online-end-prompt = Hra skončila. Klávesy pro prohlížení a chat fungují, dokud neodejdeš.
online-end-leave = Odejít od stolu
online-end-rematch = Hrát znovu se stejnými lidmi
online-end-prompt-rematch = Hra skončila. Hrát znovu se stejnými lidmi? Odpověz do { $seconds } { $seconds ->
    [one] sekundy
   *[other] sekund
  }; klávesy pro prohlížení a chat zatím fungují.
online-rematch-agreed = { $you ->
    [yes] Chceš
   *[other] { $name } chce
  } hrát znovu{ $count ->
    [0] .
   *[other] ; čeká se na odpověď: { $waiting }.
  }
online-rematch-waiting = Nabízí se nová hra se stejnými lidmi; čeká se na odpověď: { $waiting }.
online-rematch-started = Všichni chtějí hrát znovu: nová hra u téhož stolu.
online-rematch-over = Nová hra nebude: { $change ->
    [declined] { $you ->
        [yes] nechceš hrát znovu
       *[other] { $name } nechce hrát znovu
      }
    [expired] ne všichni odpověděli včas
   *[other] { $name } už u stolu není
  }.
online-no-rematch = Nová hra se teď nenabízí.
online-setup-intro = Hra po síti: pár otázek.
online-setup-url = Adresa serveru? Samotný Enter vezme { $default }.
online-setup-name = Tvoje jméno u stolu? Samotný Enter vezme { $default }.
online-setup-how = Co chceš udělat?
online-setup-create = otevřít nový stůl
online-setup-join = přisednout ke stolu podle kódu pozvánky
online-setup-watch = dívat se na stůl podle kódu pozvánky
online-setup-code = Kód pozvánky, šest číslic:
online-setup-bots = Kolik { $players ->
    [2] ze 2
    [3] ze 3
    [4] ze 4
   *[other] z { $players }
  } hráčů bude hrát počítač? Ostatní místa čekají na lidi.
online-setup-bots-option = { $n ->
    [0] žádný počítač
    [one] 1 počítač
    [few] { $n } počítače
   *[other] { $n } počítačů
  }
online-setup-level = Úroveň { $n }. počítačového hráče?
online-setup-timer = Kolik času na každý tah? Když vyprší, táhne počítač.
online-setup-timer-none = bez omezení
online-setup-timer-seconds = { $n ->
    [one] 1 sekunda
    [few] { $n } sekundy
   *[other] { $n } sekund
  }
online-setup-timer-minutes = { $n ->
    [one] 1 minuta
    [few] { $n } minuty
   *[other] { $n } minut
  }
online-setup-private = Vypsaný pro všechny, nebo soukromý?
online-setup-listed = vypsaný: ukáže ho „{ COMMAND() } tables“
online-setup-private-yes = soukromý: lidé přisednou jen podle kódu
online-setup-play = Hrát po síti
online-not-sent-action = Bez spojení: tohle se neodeslalo.
online-where-lobby = Stůl: { $game }, kód { $code }: { $count ->
    [0] hra hned začne.
    [one] čeká se ještě na 1 člověka.
    [few] čeká se ještě na { $count } lidi.
   *[other] čeká se ještě na { $count } lidí.
  }
online-returned = Jsi zpátky na svém místě u stolu { $code }. { $now ->
    [waiting] Hra ještě nezačala.
   *[other] Zatím { $moves ->
        [0] se nic nehrálo
        [one] proběhl 1 tah
        [few] proběhly { $moves } tahy
       *[other] proběhlo { $moves } tahů
      }{ $now ->
        [you] ; jsi na tahu
        [another] ; na tahu je { $name }
        [over] ; hra skončila
       *[none] {""}
      }.
  }
online-setup-return = { $count ->
    [one] Na tomto serveru máš ještě místo u stolu. Vrátíš se k němu?
   *[other] Na tomto serveru máš ještě místa u { $count } stolů. Ke kterému se vrátíš?
  }
online-setup-return-seat = zpátky ke hře { $game }, stůl { $code }, jako { $name }
online-setup-return-other = něco jiného: nový stůl, nebo jiný podle kódu
serve-bad-public-turn = Volba --public-turn-seconds je 0 (bez limitu) nebo 10 až 3600 sekund, ne { $given }.
serve-bad-proxy = Volba --trusted-proxy je adresa IP nebo síť, například 127.0.0.1 nebo 10.0.0.0/8, ne { $given }.
online-too-many-connections = Tento počítač už má k serveru otevřeno příliš mnoho připojení; zavři jiné okno hry a zkus to znovu.
online-chat-budget = V chatu u stolu bylo za poslední minutu hodně řádků; počkej { $seconds } { $seconds ->
    [one] sekundu
    [few] sekundy
   *[other] sekund
  } a napiš znovu.
online-not-creator = Odebrat někoho od stolu může jen ten, kdo stůl otevřel.
online-no-person = Nikdo s tím jménem ani na tom místě teď u stolu není.
online-removed-you = Ten, kdo stůl otevřel, tě od stolu odebral; hra tu pro tebe končí.
online-someone-removed = Od stolu je odebrán člověk jménem { $name }{ $seat ->
    [yes] ; to místo teď hraje počítač
   *[other] {""}
  }.
online-help-people = lidé u stolu: tady někoho ztlumíš nebo zase pustíš; kdo stůl otevřel, může někoho odebrat
online-people-prompt = Koho? Enter vybere, Escape zavře.
online-people-none = Nikdo další u stolu není.
online-people-person = { $name }{ $spectator ->
    [yes] , dívá se
   *[other] {""}
  }{ $muted ->
    [yes] , ztlumený chat
   *[other] {""}
  }
online-people-what = { $name }: co dál?
online-people-mute = ztlumit: řádky v chatu od tohoto člověka se ti nebudou číst
online-people-unmute = zrušit ztlumení: řádky v chatu se ti budou zase číst
online-people-remove = odebrat od stolu
online-muted = Ztlumeno: { $name }. Co napíše do chatu, už neuslyšíš (jen tady, dokud program nezavřeš).
online-unmuted = Ztlumení zrušeno: { $name }.
online-spectators-silent = U tohoto stolu diváci do chatu nepíšou; chat jen slyšíš.
online-banned = Hostitel serveru tento počítač zablokoval; hra tu končí.
serve-admin-intro = Napiš tables (otevřené stoly a kdo u nich je), close KÓD, ban ADRESA nebo unban ADRESA a stiskni Enter.
serve-admin-help = Příkazy: tables (otevřené stoly a kdo u nich je), close KÓD (zavře stůl), ban ADRESA (odmítá a zavře její připojení, dokud server běží), unban ADRESA.
serve-admin-no-tables = Žádný stůl není otevřený.
serve-admin-table = Stůl { $code }, { $game }, { $status ->
    [waiting] čeká na lidi
    [playing] hraje se
    [rematch] nabízí novou hru
   *[other] { $status }
  }{ $private ->
    [yes] , soukromý
   *[other] {""}
  }: { $names }; { $spectators ->
    [0] nikdo se nedívá
    [one] 1 divák
    [few] { $spectators } diváci
   *[other] { $spectators } diváků
  }.
serve-admin-person = { $name } (místo { $seat }, { $state ->
    [here] tady
    [held] pryč, místo se drží
    [computer] místo hraje počítač
   *[other] { $state }
  }, adresa { $address })
serve-admin-closed = Stůl { $code } je zavřený; všichni u něj se to dozvěděli.
serve-admin-no-table = Žádný otevřený stůl nemá kód { $code }.
serve-admin-banned = Adresa { $address } je zablokovaná, dokud server běží; její připojení jsou zavřená.
serve-admin-unbanned = Adresa { $address } se smí zase připojit.
serve-admin-bad-address = { $given } není adresa IP, například 203.0.113.5 nebo 2001:db8::1.
serve-admin-not-banned = { $given } zablokovaná není.
online-setup-browse = vybrat si z vypsaných stolů
online-setup-browse-which = Ke kterému stolu? Stoly s volným místem, podle hry:
online-setup-browse-none = Žádný vypsaný stůl teď nemá volné místo; otevři nový, nebo přisedni podle kódu.
