# Stránka stolu v prohlížeči (terminals/web): její nadpisy, popisky a tlačítka. Každou větu hry tvoří
# vyprávění na serveru; tady jsou jen slova stránky samotné.
web-title = Beasty Bar a přátelé: stůl v prohlížeči
web-skip = Přeskočit ke hře
web-language = Jazyk
web-connecting = Připojování k serveru…
web-lobby = Hrát
web-name = Tvoje jméno
web-quick = Rychlá hra proti počítači
web-create = Otevřít stůl
web-game = Hra
web-players = Hráčů
web-computers = Z toho počítačů
web-level-of = Počítač { $n }: úroveň
web-level-easy = snadná
web-level-normal = střední
web-level-hard = těžká
web-timer = Čas na tah
web-timer-none = bez omezení
web-timer-30 = 30 sekund
web-timer-60 = 1 minuta
web-timer-120 = 2 minuty
web-timer-300 = 5 minut
web-variant = Varianta pravidel
web-round = Délka kola
web-round-rules = podle pravidel (4 minuty, v rodinné verzi 5)
web-round-180 = 3 minuty
web-round-600 = 10 minut
web-private = Soukromý (jen podle kódu, ne v seznamu)
web-create-button = Otevřít stůl
web-join = Přisednout ke stolu
web-code = Kód stolu (6 číslic)
web-join-button = Přisednout
web-watch-button = Dívat se
web-open-tables = Otevřené stoly
web-refresh = Obnovit seznam
web-table = Stůl
web-question = Tvůj tah
web-actions = Otázky na stůl
web-key-w = Kdo je na tahu (w)
web-key-r = Zopakovat (r)
web-key-help = Klávesy (?)
web-leave = Odejít od stolu
web-chat = Chat
web-chat-line = Zpráva ke stolu
web-send = Poslat
web-history = Historie
web-settings = Nastavení
web-sound = Zvukové signály
web-volume = Hlasitost signálů
web-verbosity = Vyprávění
web-verbose = podrobné
web-brief = stručné
web-keys = Klávesy
web-keys-intro = Klávesy fungují, když je fokus ve stole (na tvém tahu, na kartě nebo na tlačítku tam). Všechno jde udělat i tlačítky, dotykem nebo aktivací čtečky obrazovky.
web-keys-enter = zahraje kartu, na které je fokus, nebo zvolí nabídku, na které je fokus
web-keys-arrows = pohyb po nabídkách otázky; čtečka řekne každou s jejím pořadím
web-keys-zones = přečte část stolu (každá hra má svoje písmena: v Beasty Baru klávesa Q fronta, klávesa H ruka, klávesa B bar, klávesa T To je konec, klávesa S skóre; vypíše je F1); totéž dělají tlačítka nad chatem
web-keys-realtime = 4 Monkeys v reálném čase: šipky přecházejí mezi nabídkou, rukou a tvými kartičkami a po nich, mezerník vybere kartu, Enter vezme kartičku z nabídky; klávesa N nabídka, klávesa H ruka, klávesa T zbývající čas, klávesa Z Stop! (všechny klávesy vypíše F1)
web-keys-p = na možnosti tahu: co by udělala (jako náhled v konzoli)
web-keys-w = kdo je na tahu a na co hra čeká
web-keys-r = zopakuje poslední oznámení
web-keys-history = starší a novější oznámení v historii
web-keys-help = vypíše klávesy
web-keys-readers = NVDA a JAWS se na otázce samy přepnou do režimu fokusu; v režimu procházení stiskni Enter na kartě nebo na tlačítku. S VoiceOverem a TalkBackem přejeď prstem na otázku a dvakrát klepni na nabídku.
# vlastní slova skriptu (stavy jeho spojení)
web-js-connecting = Připojování k serveru…
web-js-connected = Připojeno.
web-js-lost = Spojení se serverem se přerušilo. Stránka se připojuje znovu…
web-js-back = Znovu připojeno.
web-js-gave-up = Server není k zastižení. Načti stránku znovu a zkus to ještě jednou.
web-js-need-name = Nejdřív napiš svoje jméno.
web-js-no-table = Žádný otevřený stůl. Otevři nějaký, nebo chvíli počkej a obnov seznam.
web-js-join-table = Přisednout
web-js-watch-table = Dívat se
web-default-name = Hráč
# řádek seznamu otevřených stolů
web-table-row = { $game }, { $players ->
        [one] jeden hráč
        [few] { $players } hráči
       *[other] { $players } hráčů
    }, sedí { $taken } { $people ->
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
    } { $people }{ $status ->
        [playing] , hraje se
       *[other] {""}
    }; kód { $code }
# odmítnutí zprávy z prohlížeče
web-refused-too-fast = Příliš mnoho zpráv najednou; ty poslední se vynechaly.
web-refused-bad-message = Stránka poslala něco, čemu server nerozumí; vynechalo se to.
web-refused-server = Na serveru se něco pokazilo; stůl pokračuje dál.
# části kresleného stolu (games/*/zones.py)
web-zone-empty = prázdné
web-zone-hand = Tvoje ruka
web-zone-players = Hráči
web-zone-piles = Balíčky
web-zone-collection = Sbírka: { $name }
web-zone-tiles = Kartičky: { $name }
web-keys-heading = Klávesy této hry:
web-key-line = { $keys }: { $what }
web-no-such-key = Klávesa { $key } tady nic nedělá; klávesy vypíše F1 nebo otazník.
web-pick-count = Nejdřív označ přesně { $count }, pak potvrď.
web-confirm = Potvrdit označené
web-preview = Co by to udělalo? (p)
web-no-seed = Tento server rozdává nepředvídatelně: semínko v adrese (seed) platí jen na serveru spuštěném s --seed (pro testy).
# the bridge's refusals of a table's options (the table is not opened)
web-refused-variant = Stůl se neotevřel: hra { $game } nemá variantu „{ $given }“.
web-refused-round = Stůl se neotevřel: kolo trvá 10 až 3600 sekund, ne { $given }.
web-refused-turn = Stůl se neotevřel: čas na tah je 10 až 3600 sekund, ne { $given }.
web-refused-round-turns = Stůl se neotevřel: hra { $game } se hraje na tahy a délku kola nemá.
web-refused-turn-realtime = Stůl se neotevřel: hra { $game } se hraje v reálném čase, čas na tah nemá.
web-refused-level = Stůl se neotevřel: úroveň počítače „{ $given }“ neexistuje; úrovně jsou { $known }.
