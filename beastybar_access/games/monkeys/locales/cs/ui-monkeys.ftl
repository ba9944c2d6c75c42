## 4 Monkeys u konzole (hra v reálném čase: všichni hrají zároveň)

ui-game-monkeys = 4 Monkeys
play-monkeys-help = hraje 4 Monkeys (v reálném čase, všichni zároveň)
play-monkeys-description = 4 Monkeys u konzole: všichni hrají zároveň proti času, jednotlivé klávesy, hlášení řečí, na obrazovce a v braillu. Volby jsou stejné jako u příkazu play, navíc délka kola a rychlost počítačových soupeřů.
ui-help-mk-rows = přepínají řady: nahoře nabídka kartiček, uprostřed karty v ruce, dole tvoje kartičky
ui-help-mk-move = pohyb v řadě
ui-help-mk-digits = položka řady s tímto číslem (na české klávesnici také plus, ě, š, č)
ui-help-mk-space = v ruce vybere kartu, nebo výběr zruší; jinde jako Enter
ui-help-mk-enter = na kartičce v nabídce ji vezme s vybranými kartami (nesplňují-li kombo, je to blaf a potvrdíš ho dalším Enterem); na kartě v ruce ji vybere nebo výběr zruší; na tvé kartičce ji otočí a dobereš 3 karty; na Doplnění ruky se zeptá, jak ho použít; mezi koly spustí další kolo
ui-help-mk-escape = zruší výběr všech karet
ui-help-mk-check = řekne, jestli vybrané karty splňují kartičku, na které stojíš v nabídce
ui-help-mk-offer = přečte nabídku kartiček a přejde na ni
ui-help-mk-hand = přečte karty v ruce a přejde na ně
ui-help-mk-tiles = přečte tvoje kartičky a přejde na ně
ui-help-mk-counts = kolik kartiček má každý hráč, karty v ruce a v balíčcích, kdo už použil Doplnění ruky a banánové slupky
ui-help-mk-time = kolik času kola zbývá
ui-help-mk-scores = body za kola a celkem
ui-help-mk-flip = otočí tvou kartičku, na které stojíš, a dobereš 3 karty
ui-help-mk-refill = použije kartičku Doplnění ruky: nová ruka, nebo 3 karty navíc
ui-help-mk-reveal = přidá kartičku do nabídky: odloží kartičku, na které stojíš v nabídce, a odkryje tu pod ní (jen když máš všechny druhy, které jsou v nabídce)
ui-help-mk-stop = zavolá Stop!; bez všech 10 různých komb se nejdřív zeptá a čeká na druhé stisknutí klávesy Z
ui-help-mk-banana = předá banánovou slupku hned po vzetí kartičky (jen ve variantě se slupkami)
ui-help-mk-where = kolo, kolik času zbývá, kolik karet máš vybraných a kde stojíš
ui-help-mk-rules = co potřebuje kartička, na které stojíš, nebo co je karta
ui-help-mk-braille = braillské znaky karty nebo kartičky, na které stojíš, na vlastním řádku
ui-mk-setting-delay = Prodleva mezi kroky bodování
ui-mk-variant-standard = základní pravidla
ui-mk-variant-banana = s banánovými slupkami
ui-mk-variant-family = rodinná verze
ui-mk-variant-family-banana = rodinná verze s banánovými slupkami
ui-mk-setup-round = Jak dlouho má trvat jedno kolo?
ui-mk-round-1 = 1 minuta, na zkoušku
ui-mk-round-4 = 4 minuty, podle pravidel
ui-mk-round-5 = 5 minut, rodinná verze
ui-mk-round-8 = 8 minut, klidné tempo
ui-mk-round-12 = 12 minut, velmi klidné tempo
ui-mk-setup-speed = Jak rychle mají hrát počítačoví soupeři?
ui-mk-speed-slow = pomalu
ui-mk-speed-normal = středně rychle
ui-mk-speed-fast = rychle
# Délka kola ve 4. pádě („kolo potrvá 1 minutu“).
ui-mk-minutes = { $n ->
        [one] { $n } minutu
        [few] { $n } minuty
       *[other] { $n } minut
    }
ui-mk-seconds = { $n ->
        [one] { $n } sekundu
        [few] { $n } sekundy
       *[other] { $n } sekund
    }
ui-mk-ready = Kolo { $round } { ui-of-total } { $total }, potrvá { $duration }. Až budeš chtít začít, stiskni Enter.
ui-mk-resume = Pokračuje kolo { $round } { ui-of-total } { $total }, zbývá { $duration }. Čas se spustí Enterem.
ui-mk-ready-go = začít
ui-mk-not-running = Kolo teď neběží; další se spustí Enterem.
ui-mk-game-over = Hra skončila.
ui-mk-paused = Čas kola stojí.
ui-mk-resumed = Čas kola zase běží.
# Řádek a položka v něm: nabídka a kartičky začínají jménem s velkým písmenem, ruka kartou (malé písmeno).
ui-mk-row-offer = Nabídka.
ui-mk-row-hand = Ruka:
ui-mk-row-tiles = Tvoje kartičky.
ui-mk-focus-now = Sloupeček { $stack }, na kterém stojíš, teď nabízí { $tile }.
ui-mk-focus-empty = Sloupeček { $stack }, na kterém stojíš, je teď prázdný.
# others' moves that piled up unsaid, merged (real time, issue 25)
ui-mk-sum-took = { $everyone ->
    [all] Všichni berou
    [others] Všichni soupeři berou
   *[no] { $players } { $people ->
        [one] bere
       *[other] berou
      }
  } { $count } { $count ->
    [one] kartičku
    [few] kartičky
   *[other] kartiček
  }.
ui-mk-sum-flipped = { $everyone ->
    [all] Všichni otáčejí
    [others] Všichni soupeři otáčejí
   *[no] { $players } { $people ->
        [one] otáčí
       *[other] otáčejí
      }
  } { $count } { $count ->
    [one] kartičku
    [few] kartičky
   *[other] kartiček
  }.
ui-mk-sum-aside = { $everyone ->
    [all] Všichni odkládají
    [others] Všichni soupeři odkládají
   *[no] { $players } { $people ->
        [one] odkládá
       *[other] odkládají
      }
  } stranou { $count } { $count ->
    [one] kartičku
    [few] kartičky
   *[other] kartiček
  }.
ui-mk-sum-aside-brief = { $count ->
    [one] Stranou je 1 kartička.
    [few] Stranou jsou { $count } kartičky.
   *[other] Stranou je { $count } kartiček.
  }
ui-mk-sum-refill = { $everyone ->
    [all] Všichni používají
    [others] Všichni soupeři používají
   *[no] { $players } { $people ->
        [one] používá
       *[other] používají
      }
  } Doplnění ruky.
ui-mk-sum-took-brief = { $count ->
    [one] Vzata 1 kartička.
    [few] Vzaty { $count } kartičky.
   *[other] Vzato { $count } kartiček.
  }
ui-mk-sum-flipped-brief = { $count ->
    [one] Otočena 1 kartička.
    [few] Otočeny { $count } kartičky.
   *[other] Otočeno { $count } kartiček.
  }
ui-mk-sum-refill-brief = Doplnění ruky použito { $count ->
    [1] jednou.
    [2] dvakrát.
    [3] třikrát.
   *[other] { $count }krát.
  }
ui-mk-sum-changed = { $count ->
    [one] Změnil se 1 sloupeček
    [few] Změnily se { $count } sloupečky
   *[other] Změnilo se { $count } sloupečků
  }.
ui-mk-row-first = Nahoře je nabídka, výš už nic není.
ui-mk-row-last = Dole jsou tvoje kartičky, níž už nic není.
ui-mk-empty-hand = V ruce nemáš žádnou kartu.
ui-mk-nothing-selected = Nemáš vybranou žádnou kartu: v ruce ji vyber mezerníkem.
ui-mk-tile-changed = Kartička ve sloupečku { $stack } se mezitím změnila (někdo jiný ji vzal nebo odložil), nic se nestalo.
ui-mk-bluff-confirm = Enter: vzít kartičku i tak, jiná klávesa: nebrat.
ui-mk-selected = Vybraných karet: { $count }.
ui-mk-selection-cleared = Výběr karet je zrušený.
ui-mk-reveal-where = Stranou se odkládá kartička z nabídky, na které stojíš: přejdi do nabídky šipkou nahoru nebo klávesou n.
ui-mk-flip-where = Otáčí se tvoje kartička: přejdi na ni šipkou dolů nebo klávesou k.
ui-mk-stop-again = Klávesa z: zavolat Stop! i tak, jiná klávesa: nevolat.
ui-mk-refill-choose = Doplnění ruky: jak ho použiješ?
ui-mk-refill-new = zahodit celou ruku a líznout 5 nových karet
ui-mk-refill-more = líznout 3 karty navíc
ui-mk-refill-cancelled = Doplnění ruky zůstává nepoužité.
ui-mk-banana-choose = Komu dáš banánovou slupku?
ui-mk-banana-cancelled = Slupku si necháváš.
ui-mk-where-round = Kolo { $round } { ui-of-total } { $total }.
ui-mk-where-ready = Mezi koly: další kolo se spustí Enterem.
ui-mk-start-hint = Všichni hrají zároveň. Šipka nahoru vede do nabídky kartiček, dolů k tvým kartičkám, uprostřed je ruka; mezerník vybere kartu, Enter na kartičce v nabídce ji vezme. F1 vypíše všechny klávesy.
