## Příkazová řádka: nápověda a hlášky pomocných příkazů.

cli-description = Přístupné karetní hry pro nevidomé a slabozraké hráče, z klávesnice, s řečí a braillem: Beasty Bar, Krabčáci a 4 Monkeys (v reálném čase). Bez příkazu spustí hru.
cli-commands = příkazy
cli-help = zobrazí tuto nápovědu a skončí
cli-lang = jazyk programu: cs (čeština) nebo en (angličtina); výchozí podle nastavení systému, jinak čeština
cli-error = chyba: { $message }.
cli-error-help = Volby vypíše { $command } --help.
cli-not-whole-number = „{ $given }“ není celé číslo
cli-not-number = „{ $given }“ není číslo
cli-game = která hra (výchozí: { $default })
cli-resolve = vyhodnotí jednu situaci z pravidel (JSON ze souboru nebo ze standardního vstupu) a vypíše výsledek jako JSON
cli-resolve-file = soubor se situací; bez něj nebo s "-" se čte standardní vstup
resolve-no-scenarios = hra { $game } nemá situace k vyhodnocení
resolve-no-file = soubor { $path } neexistuje
resolve-cannot-read = soubor { $path } nejde přečíst
resolve-refused = situaci nejde vyhodnotit ({ $detail })
cli-simulate = odehraje mnoho her náhodnými platnými tahy a vypíše rychlost a výsledky
cli-players = počet hráčů
cli-games = počet her
cli-seed = semínko náhodných čísel; stejné semínko dá stejné hry
cli-variant = varianta pravidel: standard (základní, výchozí); u Beasty Baru také advanced (pro pokročilé), u 4 Monkeys banana (s banánovými slupkami), family (rodinná verze) nebo family-banana
cli-json = vypíše jeden objekt JSON místo textu
cli-bad-players = tuto hru { $high ->
        [few] hrají { $low } až { $high } hráči
       *[other] hraje { $low } až { $high } hráčů
    }, ne { $given }
cli-bad-variant = neznámá varianta „{ $given }“; známé: { $known }
cli-bad-games = počet her musí být aspoň 1, ne { $given }
cli-cards = vypíše všechny karty hry
cli-cards-braille = u každé karty ukáže i braillské znaky, jak je nese braillské vydání

sim-games = Her: { $games }
sim-plays = Tahů: { $plays }
sim-seconds = Sekund: { $seconds }
sim-speed = Her za sekundu: { $speed }
sim-wins = Výher hráče na místě { $seat }: { $wins }
sim-avg-bar = Průměrně zvířat v baru za hru: { $avg }
sim-avg-collection = Průměrně nasbíraných ptáků na hráče a hru: { $avg }
sim-avg-points = Průměrně bodů na hráče a hru: { $avg }


## 4 Monkeys: tempo hry (volby příkazu play)
play-opt-round-minutes = 4 Monkeys: délka kola v minutách (4 podle pravidel, 5 rodinná verze, 8 nebo 12 klidné tempo, 1 na zkoušku; smí být i desetinné číslo, například 0,5)
play-opt-bot-speed = 4 Monkeys: jak rychle hrají počítačoví soupeři: slow (pomalu), normal (středně rychle) nebo fast (rychle)
play-metavar-minutes = MINUTY
play-bad-round-minutes = délka kola je počet minut od 0,1 do 60, ne { $given }

## Vlastní chybové hlášky argparse (pole s % doplní argparse, musí zůstat beze změny)
cli-ap-argument = volba %(argument_name)s: %(message)s
cli-ap-unrecognized = neznámé volby nebo hodnoty: %s
cli-ap-required = chybí povinné údaje: %s
cli-ap-expected-one = čeká se jedna hodnota
cli-ap-expected-at-most-one = čeká se nejvýš jedna hodnota
cli-ap-expected-at-least-one = čeká se aspoň jedna hodnota
cli-ap-ambiguous = nejednoznačná volba: %(option)s může znamenat %(matches)s
cli-ap-invalid-value = „%(value)s“ tu nejde použít
cli-ap-invalid-choice = „%(value)s“ tu není na výběr; vyber z %(choices)s
cli-ap-not-allowed = nejde použít spolu s volbou %s
cli-ap-ignored = hodnota %r se u této volby nezadává
cli-ap-one-required = je potřeba jedna z voleb %s

## Verze, soubor záznamu, neočekávané chyby a chybějící terminál
cli-version = vypíše verzi programu a skončí
cli-debug = zapisuje do souboru záznamu i podrobnosti, pro hlášení chyby (záznam: { $path })
cli-crash = { $saved ->
    [yes] Neočekávaná chyba: program skončil, hra je uložená a podrobnosti jsou v souboru záznamu { $path }.
   *[no] Neočekávaná chyba: program skončil a podrobnosti jsou v souboru záznamu { $path }.
}
cli-crash-no-log = { $saved ->
    [yes] Neočekávaná chyba: program skončil a hra je uložená, ale soubor záznamu se nepodařilo zapsat.
   *[no] Neočekávaná chyba: program skončil a soubor záznamu se nepodařilo zapsat.
}
play-no-terminal = hra čte klávesy z terminálu, ale standardní vstup terminálem není; spusť ji v okně terminálu, nebo posaď ke stolu jen počítačové hráče (například --seats normal,normal)
cli-input-refused = vstup nelze použít: { $reason }
cli-check = po každém tahu ověří vše, co musí platit (počet karet, meze stolu, povolené tahy, co kdo smí vidět), a vypíše, kolik tahů takto ověřil
sim-checked = Pravidla ověřena po { $actions } { $actions ->
        [one] tahu
       *[other] tazích
    } v { $games } { $games ->
        [one] hře
       *[other] hrách
    }; { $problems ->
        [0] žádná chyba.
        [one] { $problems } chyba.
        [few] { $problems } chyby.
       *[other] { $problems } chyb.
    }
sim-problem = chyba: { $problem }
cli-tutorial = výuka hry po lekcích: připravený stůl, úkol, tah klávesami hry a vysvětlení
cli-tutorial-game = která hra: { $games } (výchozí { $default })
cli-metavar-game = HRA
cli-metavar-address = ADRESA
cli-metavar-folder = SLOŽKA
cli-metavar-file = SOUBOR
cli-metavar-levels = ÚROVNĚ
cli-tutorial-list = vypíše lekce, jednu na řádek
cli-tutorial-lesson = začne lekcí s tímto číslem
