## Konzole: klávesy, nápověda, nastavení, příprava hry, ukládání. Sdílené všemi hrami
## (vlastní zprávy každé hry u konzole jsou v její složce: games/<hra>/locales/cs/ui-<hra>.ftl). Jména hráčů se užívají bez rodu sloves.

ui-prompt = {"> "}
# $game je jméno hry (ui-game-…).
ui-welcome = { $game }. Klávesy a co dělají vypíše F1 nebo otazník.

## Hry, které lze u konzole hrát: jméno každé hry (ui-game-<hra>) je v její složce

# Předložka „z“ nebo „ze“ před počtem $total, jak se číslovka čte: ze dvou, tří, čtyř, šesti, sedmi, dvanácti,
# třinácti, čtrnácti, šestnácti, sedmnácti, dvaceti až dvaceti devíti, sta; jinak z. Každý takový výběr v češtině
# má stejný seznam (hlídá ho tests/test_czech.py). Užívá se uvnitř zpráv s proměnnou $total.
ui-of-total = { $total ->
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
  }

## Pohyb ve výběru

ui-first-item = Začátek seznamu.
ui-last-item = Konec seznamu.
ui-no-such-item = Položka { $n } tu není: na výběr { $total ->
        [one] je jen { $total } položka
        [few] jsou { $total } položky
       *[other] je { $total } položek
    }.
ui-cant-go-back = Není kam se vrátit.
ui-no-preview = Náhled tu není k dispozici; nejdřív dokonči volbu.
ui-mark-count = Označeno { $marked }, potřeba přesně { $need }. Mezerník označí nebo odznačí, Enter potvrdí.
ui-option-numbered = { $option }, { $index } { ui-of-total } { $total }
ui-yes = ano
ui-no = ne

## Klávesy v nápovědě

# Písmeno jako klávesa (samotné „a“, „z“ nebo „s“ zní jako slovo).
ui-key-letter = klávesa { $key }
ui-key-space = mezerník
ui-key-comma = čárka
ui-key-period = tečka
ui-key-minus = minus
ui-key-slash = lomítko
ui-key-question = otazník
ui-key-less = menší než
ui-key-greater = větší než
ui-key-plus = plus
ui-key-enter = Enter
ui-key-backspace = Backspace
ui-key-ctrl = Ctrl+{ $key }
ui-key-left = šipka vlevo
ui-key-right = šipka vpravo
ui-key-up = šipka nahoru
ui-key-down = šipka dolů
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
ui-key-unbound = Tady nic nedělá: { $key }. Seznam kláves: F1 nebo otazník.

ui-help-title = Klávesy, na každém řádku jedna nebo více kláves a co dělají:
ui-help-line = { $keys }: { $what }
ui-help-move = pohyb po položkách: kartách v ruce a volbách
ui-help-home-end = první a poslední položka
ui-help-digits = položka s tímto číslem (na české klávesnici také plus, ě, š, č)
ui-help-choose = vybere položku, na které stojíš; v ruce zahraje kartu
ui-help-space = jako Enter; kde se karty označují, kartu označí nebo odznačí
ui-help-back = o krok zpět
ui-help-preview = náhled: co by tah udělal, než ho potvrdíš
ui-help-help = vypíše všechny klávesy
ui-help-where = kdo je na tahu a na co hra čeká
ui-help-rules = pravidla karty, na které stojíš
ui-help-braille-card = braillské znaky karty, na které stojíš, na vlastním řádku
ui-help-repeat = zopakuje poslední hlášení
ui-help-older = starší hlášení v historii
ui-help-newer = novější hlášení v historii
ui-help-newest = nejnovější hlášení v historii
ui-help-stop = zastaví řeč
ui-help-verbosity = přepne podrobnost hlášení: stručná, normální, podrobná
ui-help-braille-mode = přepne braille: vypnutý, karta na klávesu, karty jako znaky v každém řádku
ui-help-slower = pomalejší řeč
ui-help-faster = rychlejší řeč
# Nastavení v pořadí, v jakém je nabídka nastavení říká (hlídá tests/test_console_settings.py).
ui-help-settings = nastavení: podrobnost, braille, řeč, hlas, rychlost řeči, zvuky, prodleva, jazyk, s odečítačem obrazovky, hlasitost zvuků; změna platí hned
ui-help-quit = ukončí program; zeptá se a rozehranou hru uloží

## Prohlížení a historie

ui-nothing-to-choose = Teď se nic nevybírá.
ui-no-game-yet = Hra ještě nezačala.
ui-zone-empty = Nic.
ui-where-setup = Připravuje se hra.
ui-no-focus = Nestojíš na žádné kartě; šipkami nějakou vyber.
ui-braille-is-off = Braille je vypnutý; klávesa m ho zapne.
ui-nothing-said = Zatím nezaznělo žádné hlášení.
ui-history-empty = Historie je prázdná.
ui-history-oldest = Začátek historie.
ui-history-newest = Konec historie, toto je nejnovější hlášení.
ui-not-your-turn = Teď nejsi na tahu, na tahu je { $name }.
ui-game-over-no-move = Hra skončila, už se netáhne.
ui-no-hand = U stolu hrají jen počítače, žádnou ruku nedržíš.
ui-hand-hidden = Karty v ruce teď nezazní: klávesnici přebírá { $name } a pokračuje Enterem.
# Braillské znaky karty na vlastním řádku: řeč přečte jméno, braillský řádek ukáže znaky.
ui-card-cells = { $card }: { $cells }
ui-refused = Nejde to: { $reason }

## Nastavení

ui-settings-title = Nastavení. Šipkami vyber položku, Enterem ji změň, Escape nastavení zavře.
ui-settings-closed = Nastavení zavřeno.
ui-settings-not-saved = Nastavení se nepodařilo uložit: { $reason }
ui-settings-problem = V souboru nastavení je chyba, platí výchozí hodnota: { $problem }
ui-settings-damaged-moved = Soubor nastavení nelze načíst ({ $reason }); je odložen jako { $path } a platí výchozí nastavení.
ui-settings-damaged-kept = Soubor nastavení nelze načíst ({ $reason }) a nejde ani odložit, zůstává na místě ({ $path }); platí výchozí nastavení.
ui-setting-row = { $name }: { $value }, { $index } { ui-of-total } { $total }
ui-setting-value = { $value }, { $index } { ui-of-total } { $total }
ui-setting-choose = { $name }: vyber hodnotu.
ui-setting-set = { $name }: { $value }.
ui-setting-verbosity = Podrobnost hlášení
ui-setting-braille = Braille
ui-setting-rate = Rychlost řeči
ui-setting-cue = Zvuky (tah, bar, čas a další)
ui-setting-cue_volume = Hlasitost zvuků
ui-setting-delay = Prodleva před tahem počítače
ui-setting-speech = Řeč
ui-setting-reading = S odečítačem obrazovky
ui-setting-voice = Hlas
ui-setting-lang = Jazyk
ui-verbosity-brief = stručná
ui-verbosity-normal = normální
ui-verbosity-verbose = podrobná
ui-verbosity-now = Podrobnost hlášení: { $value }.
ui-braille-off = vypnutý
ui-braille-card = karta na klávesu d
ui-braille-lines = karty jako znaky v řádcích
ui-braille-now = Braille: { $value }.
ui-braille-lines-warning = Pozor: na obrazovce jsou teď karty jen jako braillské znaky. Odečítač, který nahlas čte i obrazovku, je přečte jako body; jména karet říká hlas programu a klávesa d.
ui-rate-now = Rychlost řeči { $rate } ze 100.
ui-rate-screenreader = Rychlost řeči { $rate } ze 100; odečítač obrazovky ale mluví rychlostí, kterou máš nastavenou v něm.
ui-cue-sound = krátké zvuky
ui-cue-bell = zvonek terminálu
ui-cue-off = vypnutý
ui-seconds = { $n } s
ui-speech-auto = automaticky
ui-speech-screenreader = odečítač obrazovky
ui-speech-tts = hlas bez odečítače obrazovky
ui-speech-none = vypnutá
ui-reading-program = program mu předává každé hlášení
ui-reading-console = čte řádky konzole sám
ui-reading-auto = automaticky: { $default }
ui-speech-row = { $wanted }; používá se: { $name }
ui-speech-row-why = { $wanted }; používá se: { $name }, protože { $why }
ui-speech-row-console = { $name }, který čte konzoli sám
ui-speech-console = Řeč: { $name } čte řádky konzole sám, program mu nic nepředává (nastavení „S odečítačem obrazovky“).
ui-speech-console-only = Řeč: { $name } čte řádky konzole sám, hlášení od programů nepřijímá (Orca je přijímá od verze 49).
ui-speech-code-screenreader = odečítač obrazovky
ui-speech-code-system = hlas systému
ui-speech-code-espeak-ng = espeak-ng
ui-lang-auto = podle systému
ui-lang-cs = čeština
ui-lang-en = angličtina
ui-speech-using = Řeč: { $name }.
ui-speech-using-no-library = Řeč: { $name }. Odečítače obrazovky a hlasy systému potřebují knihovnu prismatoid, která tu není nainstalovaná (nemá balíček pro každý systém).
ui-speech-fallback = Požadovanou řeč ({ $wanted }) nejde použít: { $why }. Místo ní: { $name }.
ui-speech-none-available = Řeč: vypnutá, žádnou nejde použít: { $why }.
ui-speech-why-no-screenreader = neběží žádný odečítač obrazovky
ui-speech-why-not-installed = program { $program } není nainstalovaný
ui-speech-why-no-voice = { $program } nemá hlas pro tento jazyk
ui-speech-why-no-sound = { $program } nemůže přehrát zvuk
ui-speech-why-timeout = { $program } neodpovídá
ui-speech-why-other = { $program }: { $detail }
ui-speech-why-no-library = chybí knihovna prismatoid nebo ji nejde načíst
ui-speech-why-no-system-voice = systém nenabízí žádný hlas
ui-speech-why-stuck = { $program } přestal odpovídat
ui-speech-why-no-voice-installed = není nainstalovaný žádný hlas (Speech Dispatcher ani espeak-ng); nainstaluj espeak-ng, například příkazem sudo apt install espeak-ng
ui-speech-why-no-device = nenašlo se žádné zvukové zařízení; připoj sluchátka nebo reproduktory, nebo hraj s odečítačem obrazovky či s braillem
ui-voice-default = výchozí hlas jazyka
ui-voice-screenreader = Odečítač obrazovky mluví hlasem, který máš nastavený v něm; tady se hlas nevybírá.
ui-voice-no-speech = Řeč je vypnutá, hlas se nevybírá.
ui-voice-none-offered = Tato řeč nenabízí výběr hlasu.
ui-cue-no-player = Program na přehrání zvuku tu není, místo zvuku zazní zvonek terminálu.
ui-cue-sound-broken = Zvuk nejde přehrát, místo něj zazní zvonek terminálu.
ui-cue-no-device = Nenašlo se žádné zvukové zařízení, a tak místo zvuků zazní zvonek terminálu.
ui-speech-name-screenreader = odečítač obrazovky { $detail }
ui-speech-name-system = hlas systému { $detail }
ui-speech-name-espeak-ng = vlastní hlas programu (espeak-ng)
ui-speech-name-none = vypnutá

## Konec a ukládání

ui-quit-confirm = Opravdu skončit? Enter nebo klávesa A: ano, klávesa N nebo Escape: ne.
ui-quit-confirm-saved = Opravdu skončit? Hra se uloží a příště v ní budeš pokračovat volbou --resume. Enter nebo klávesa A: ano, klávesa N nebo Escape: ne.
ui-quit-unsaved-none = Hru se nepodařilo uložit a žádná uložená hra není: když teď skončíš, tato hra se ztratí. Přesto skončit? Enter nebo klávesa A: ano, klávesa N nebo Escape: ne.
ui-quit-unsaved-older = Poslední tahy se nepodařilo uložit: uložená je tato hra jen po { $turns } { $turns ->
        [one] tahu
       *[other] tazích
    } a volba --resume by pokračovala odtamtud. Přesto skončit? Enter nebo klávesa A: ano, klávesa N nebo Escape: ne.
ui-quit-unsaved-other = Hru se nepodařilo uložit: uložená je jen jiná, starší hra a volba --resume by pokračovala v ní. Přesto skončit? Enter nebo klávesa A: ano, klávesa N nebo Escape: ne.
ui-quit-cancelled = Hraje se dál.
ui-saved-resume = Hra je uložena; při příštím spuštění ti hra nabídne v ní pokračovat (nebo hru spusť s volbou --resume).
ui-bye = Na shledanou.
ui-save-failed = Hru se nepodařilo uložit: { $reason }
ui-saved-game-found = Máš rozehranou uloženou hru. Pokračovat v ní?
ui-saved-game-found-named = Máš rozehranou uloženou hru { $game }. Pokračovat v ní?
ui-saved-set-aside = Uloženou hru { $game } hrají jiní hráči, než říká příkazová řádka, a tak začíná nová hra; jakmile se uloží nová hra téže hry, uloženou nahradí.
ui-resume-yes = pokračovat v uložené hře
ui-resume-no = začít novou hru
ui-no-save = Žádná uložená hra není, začíná nová.
ui-save-damaged = Uloženou hru nelze načíst ({ $reason }); soubor je odložen jako { $path }.
ui-save-damaged-kept = Uloženou hru nelze načíst ({ $reason }) a soubor nejde ani odložit, zůstává na místě: { $path }.
ui-save-damaged-in-use = Uloženou hru tu nelze načíst ({ $reason }); má ji otevřenou jiná kopie programu, a tak soubor zůstává na místě: { $path }.
ui-offer-new-game = Začít novou hru?
ui-resumed = Pokračuje uložená hra.
ui-resumed-named = Pokračuje uložená hra { $game }.
ui-end-prompt = Co dál?
ui-end-new = nová hra se stejnými hráči
ui-end-quit = konec programu
ui-new-game = Nová hra.

## Příprava hry

ui-setup-intro = Příprava hry. Šipkami vyber, Enterem potvrď.
ui-setup-game = Kterou hru chceš hrát?
ui-setup-learn = Naučit se hrát: lekce her
ui-learn-game = Kterou hru se chceš naučit?
ui-setup-players = Kolik hráčů? { $low } až { $high }.
ui-setup-players-option = { $n ->
        [one] { $n } hráč
        [few] { $n } hráči
       *[other] { $n } hráčů
    }
ui-setup-seat = Kdo hraje na místě { $n } ({ $colour })?
# Totéž pro hry, kde místa u stolu nemají barvu (Krabčáci).
ui-setup-seat-plain = Kdo hraje na místě { $n }?
ui-setup-name = Jméno hráče na místě { $n } ({ $colour }). Napiš ho a stiskni Enter; samotný Enter ponechá { $default }.
ui-setup-name-plain = Jméno hráče na místě { $n }. Napiš ho a stiskni Enter; samotný Enter ponechá { $default }.
ui-setup-variant = Jaká varianta pravidel?
ui-setup-first = Kdo začíná?
ui-setup-first-random = náhodně
ui-setup-first-seat = { $name } ({ $colour })
ui-setup-first-seat-plain = { $name }
ui-seat-human = člověk
ui-level-random = počítač, náhodné tahy
ui-level-easy = počítač, snadná úroveň
ui-level-normal = počítač, střední úroveň
ui-level-hard = počítač, těžká úroveň
ui-seat-intro = { $name } ({ $colour }, { $who })
ui-seat-intro-plain = { $name } ({ $who })
# Stručně: místa jen jménem (a barvou, má-li ji hra), počítače jednou za každou úroveň: „3 počítače, střední úroveň“.
ui-seat-intro-brief = { $name } ({ $colour }{ $you ->
    [yes] , ty
   *[no] {""}
  })
ui-seat-intro-brief-plain = { $name }{ $you ->
    [yes] {" "}(ty)
   *[no] {""}
  }
ui-level-brief-random = náhodné tahy
ui-level-brief-easy = snadná úroveň
ui-level-brief-normal = střední úroveň
ui-level-brief-hard = těžká úroveň
# $named „yes“: u stolu sedí víc lidí nebo počítače různých úrovní, proto se počítače jmenují.
ui-computers-brief = { $named ->
    [yes] { $names }: { $count ->
        [one] počítač
       *[other] počítače
      }, { $level }
   *[no] { $count } { $count ->
        [one] počítač
        [few] počítače
       *[other] počítačů
      }, { $level }
  }
ui-computers-brief-separator = {"; "}
ui-table-brief = { $seats }{ $groups ->
    [0] {""}
   *[other] ; { $computers }
  }
ui-game-start = Hra začíná. U stolu: { $seats }.
ui-game-start-seats = U stolu: { $seats }.
ui-game-resumed = Hra pokračuje. U stolu: { $seats }.
ui-default-person-name = Hráč { $n }
ui-default-bot-name = Počítač { $n }
# Jména počítačových hráčů v tomto pořadí; jméno, které už má někdo u stolu, se přeskočí.
ui-bot-names = Jana, Petr, Eva, Karel, Hana, Tomáš, Lucie, Martin, Klára, David, Alena, Jakub
ui-hot-seat = Na tahu je { $name }. Předejte klávesnici a stiskněte Enter, teprve pak zazní karty v ruce.
ui-hot-seat-go = pokračovat

## Příkaz play: nápověda k volbám a chyby v nich

play-help = hraje hru (to je i výchozí, bez příkazu)
play-description = Hra u konzole: jednotlivé klávesy, hlášení řečí, na obrazovce a v braillu. Volby přednastaví přípravu hry a přebijí uložené nastavení.
play-opt-lang = jazyk programu: cs (čeština) nebo en (angličtina)
play-opt-speech = řeč: auto (běžící odečítač obrazovky, jinak hlas, jinak nic), screenreader, tts (hlas: systému, jinak vlastní hlas programu espeak-ng) nebo none (bez řeči)
play-opt-reading = když běží odečítač obrazovky: program (program mu předává každé hlášení; odečítači vypni čtení nového textu v konzoli), console (odečítač čte konzoli sám) nebo auto (v Linuxu console, jinde program)
play-opt-braille = braille: off (vypnutý), card (klávesa d ukáže znaky karty) nebo lines (karty v každém řádku jako braillské znaky)
play-opt-verbosity = podrobnost hlášení: brief (stručná), normal (normální) nebo verbose (podrobná)
play-opt-rate = rychlost řeči od 0 do 100 (50 je normální)
play-opt-voice = hlas řeči (jméno nebo identifikátor hlasu)
play-opt-players = počet hráčů
play-opt-seats = kdo sedí na jednotlivých místech, oddělené čárkami: human (člověk), easy, normal, hard (počítač dané úrovně) nebo bot (počítač, střední úroveň); například human,normal
play-opt-names = jména hráčů, oddělená čárkami, v pořadí míst
play-opt-variant = varianta pravidel: u Beasty Baru standard (základní) nebo advanced (pro pokročilé); u 4 Monkeys standard, banana (s banánovými slupkami), family (rodinná verze) nebo family-banana
play-opt-first = kdo začíná: random (náhodně) nebo číslo místa od 1
play-opt-quick = hned začne hru: jeden člověk proti jednomu počítači, základní pravidla
play-opt-game = hra: { $games }; bez volby se hra vybírá při přípravě
play-opt-seed = semínko náhodných čísel; stejné semínko rozdá stejné karty
play-opt-resume = pokračuje v uložené hře
play-opt-cue = zvuky: sound (krátké zvuky, když jsi na tahu, zvíře vejde do baru nebo je vyhozeno, líznutá karta, čas ve 4 Monkeys; kde nejdou přehrát, zazní na tahu zvonek terminálu), bell (zvonek terminálu, jen když jsi na tahu) nebo off (nic)
play-opt-no-cue = bez zvuku, když jsi na tahu (jako --cue off)
play-help-usage = použití:
play-help-options = volby
play-help-positionals = argumenty
play-metavar-command = PŘÍKAZ
play-metavar-voice = HLAS
play-metavar-seats = MÍSTA
play-metavar-names = JMÉNA
play-metavar-variant = VARIANTA
play-metavar-seconds = SEKUNDY
play-opt-delay = kolik sekund počítač počká před každým tahem (výchozí 1; bez lidí u stolu 0)
play-bad-seats = neznámé obsazení místa „{ $given }“; známé: { $known }
play-bad-players = tuto hru { $high ->
        [few] hrají { $low } až { $high } hráči
       *[other] hraje { $low } až { $high } hráčů
    }, ne { $given }
play-bad-seat-count = míst je { $seats }, ale hráčů { $players }
play-bad-first = kdo začíná: random nebo číslo místa od 1 do { $players }, ne „{ $given }“
play-bad-rate = rychlost řeči je číslo od 0 do 100, ne { $given }
play-bad-delay = prodleva je počet sekund od 0 do 10, ne { $given }
play-bad-variant = neznámá varianta „{ $given }“; známé: { $known }
play-error = chyba: { $message }

## Hry v reálném čase u konzole (4 Monkeys)
ui-realtime-one-person = Všichni hrají zároveň, proto u klávesnice hraje jen jeden člověk; na ostatní místa usedá počítač.
ui-rt-bot-failed = Počítačový hráč { $name } přestal hrát kvůli chybě v programu. Hra pokračuje dál.

## Zvuky (sound cues): jména v seznamu zvuků (klávesa l nebo F2)
ui-percent = { $n } %
ui-help-sounds = seznam zvuků: každý zazní se svým jménem, šipky jdou na další, Enter ho přehraje znovu
ui-sounds-title = Seznam zvuků. Šipky projdou zvuky, každý zazní se svým jménem; Enter ho přehraje znovu, Escape seznam zavře.
ui-sound-row = { $name }, { $index } { ui-of-total } { $total }
ui-sounds-off = Zvuky jsou vypnuté; zapnou se v nastavení (klávesa O), Zvuky, krátké zvuky.
ui-sounds-cannot-play = Zvuky jsou zapnuté, ale tady je nejde přehrát (chybí zvukové zařízení nebo program na přehrání zvuku); místo nich zní zvonek terminálu.
ui-sounds-closed = Seznam zvuků zavřen.
cue-name-turn = jsi na tahu
cue-name-enter = zvíře vešlo do baru
cue-name-out = zvíře je vyhozeno na kartu To je konec
cue-name-draw = líznutí karty
cue-name-minute = zbývá minuta
cue-name-half-minute = zbývá 30 sekund
cue-name-ten-seconds = zbývá 10 sekund
cue-name-tile-taken = někdo jiný vzal kartičku
cue-name-chat = zpráva v chatu
cue-name-join = někdo se připojil ke stolu
cue-name-leave = někdo od stolu odešel
play-opt-cue-volume = hlasitost zvuků v procentech: 10, 20 až 100
play-bad-cue-volume = hlasitost zvuků je 10, 20 až 100 (po desítkách), ne { $given }
ui-save-in-use = Tato uložená hra je otevřená v jiné kopii programu; tato kopie ji nepřepíše.
ui-save-in-use-prompt = Otevřít uloženou hru jen pro čtení, nebo začít jinou hru?
ui-save-in-use-read-only = otevřít jen pro čtení
ui-save-in-use-reason = uložená hra je otevřená v jiné kopii programu, tato kopie ji neukládá
