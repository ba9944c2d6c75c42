## Výuka (beastybar tutorial): lekce, jejich úkoly a vysvětlení

# Předložka před $total: ze dvou, ze šestnácti (tests/test_czech.py drží všechny takové výběry stejné).
tut-lesson = Lekce { $n } { $total ->
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
  } { $total }: { $title }.
tut-keys = Šipkami vlevo a vpravo vybereš kartu, Enter ji zahraje, klávesa P řekne, co by udělala. Kdykoli: klávesa I pravidla karty, klávesa D její braille, klávesa Q fronta, klávesa H ruka, klávesa R zopakuje úkol, Escape nebo Ctrl+Q výuku ukončí.
tut-keys-hint = Šipkami vyber kartu, Enterem ji zahraj; klávesa Q přečte frontu, klávesa H ruku, klávesa R celý výklad se stolem, F1 všechny klávesy.
tut-keys-set-aside = Šipkami vlevo a vpravo procházíš své karty, mezerník kartu označí nebo označení zruší, Enter odloží čtyři označené karty. Kdykoli: klávesa I pravidla karty, klávesa H tvoje karty, klávesa R zopakuje úkol, Escape nebo Ctrl+Q výuku ukončí.
tut-keys-set-aside-hint = Šipkami procházíš karty, mezerník kartu označí, Enter odloží čtyři označené; F1 všechny klávesy.
tut-keys-game = Šipkami vlevo a vpravo vybereš kartu, Enter ji zahraje, klávesa P řekne, co by udělala. Kdykoli: klávesa Q fronta, klávesa H ruka, klávesa B bar, klávesa T To je konec, klávesa S skóre, klávesa C zbývající karty, klávesa I pravidla karty, klávesa D její braille, klávesa R zopakuje úvod, Escape nebo Ctrl+Q výuku ukončí.
tut-keys-game-hint = Klávesy jako ve hře, F1 je řekne všechny.
tut-braille-off = Braille je vypnutý, a tak se body nezobrazí; co je na kartě, řekne lekce slovy. Ve hře braille zapne klávesa m.
tut-unknown-key = Tahle klávesa ve výuce nic nedělá; F1 řekne klávesy.
# Po tahu, který lekce nechtěla (co udělal, už zaznělo): jedna věta, stůl je zpět a úkol znovu.
tut-wrong = Tohle úkol lekce nebyl a stůl je zase jako na začátku; úkol: { $task }.
tut-next-prompt = Lekce splněna. Pokračovat?
tut-next = Další lekce: { $title }
tut-stop = Konec výuky
tut-ended = Výuka skončila. Pokračovat můžeš příkazem { COMMAND() } tutorial --lesson a číslem lekce.
tut-not-hinted = Tahle karta nebyla ta z nápovědy. To smíš: je to tvoje hra.
tut-all-done = Všech { $count } lekcí máš za sebou. Teď můžeš hrát: { COMMAND() }.
tut-list-line = { $n }. { $title }{ $done ->
    [yes] {" "}(splněno)
   *[no] {""}
}
tut-list-title = Lekce hry { $game }:
tut-no-lessons = Hra { $game } zatím lekce nemá; lekce má Beasty Bar.
tut-bad-lesson = Lekce { $given } není, lekce jsou 1 až { $total }.
tut-no-terminal = Výuka čte klávesy z terminálu, ale standardní vstup terminálem není; spusť ji v okně terminálu (seznam lekcí vypíše i bez něj volba --list).

tut-bb-gate-title = Nebeská brána a To je konec
tut-bb-gate-intro = Ve frontě čekají čtyři zvířata. Když přijde páté, první dvě vejdou do baru a poslední vyletí na kartu To je konec. Zahraj žlutou žirafu.
tut-bb-gate-task = zahraj žlutou žirafu
tut-bb-gate-more = Žirafa přeskočí slabší zvíře těsně před sebou, a to i znovu v každém dalším tahu.
tut-bb-gate-done = Tvoje žirafa přeskočila slabšího papouška, starší žirafa přeskočila opici. S pěti zvířaty se otevřela brána: dvě první vešla do baru a papoušek na konci vyletěl. Vyhrává, kdo má v baru nejvíc svých zvířat; zvířata na kartě To je konec a ve frontě se nepočítají.
tut-bb-hippo-title = Hrošice
tut-bb-hippo-intro = Klokan smí přeskočit jedno nebo dvě zvířata před sebou. Hrošice se při každém tahu protlačí dopředu před slabší zvířata. Zahraj zeleného klokana a přeskoč obě hrošice.
tut-bb-hippo-task = zahraj zeleného klokana a přeskoč obě hrošice
tut-bb-hippo-done = Klokan přeskočil obě hrošice, ale ty se hned protlačily zpátky před něj: jsou silnější a jejich vlastnost se opakuje každý tah.
tut-bb-crocodile-title = Krokodýl
tut-bb-crocodile-intro = Krokodýl v každém tahu sežere slabší zvíře těsně před sebou a postoupí, dokud ho nezastaví silnější zvíře, zebra nebo jiný krokodýl. Zahraj žlutého klokana a přeskoč obě zvířata.
tut-bb-crocodile-task = zahraj žlutého klokana a přeskoč obě zvířata
tut-bb-crocodile-done = Klokan doskočil před krokodýla a ten ho sežral: klokan letí na kartu To je konec. Papoušek stojí za krokodýlem, a tak zůstal.
tut-bb-snake-title = Had
tut-bb-snake-intro = Had seřadí celou frontu podle síly, nejsilnější dopředu; stejně silná zvířata zůstanou ve svém pořadí. Zahraj zeleného hada.
tut-bb-snake-task = zahraj zeleného hada
tut-bb-snake-done = Had seřadil frontu: hrošice a druhý had šli dopředu a s pěti zvířaty vešli do baru, nejslabší papoušek skončil vzadu a vyletěl.
tut-bb-seal-title = Lachtan
tut-bb-seal-intro = Lachtan (na přehledové kartě tuleň) prohodí Nebeskou bránu a Vyhazov: celá fronta se otočí. Zahraj červeného lachtana.
tut-bb-seal-task = zahraj červeného lachtana
tut-bb-seal-done = Fronta se otočila, hrošice se protlačila před lachtana a krokodýl se zastavil u zebry. Pět zvířat otevřelo bránu: hrošice a lachtan vešli do baru, lev na konci vyletěl.
tut-bb-chameleon-title = Chameleon
tut-bb-chameleon-intro = Chameleon jednou napodobí vlastnost jiného zvířete ve frontě. Zahraj zeleného chameleona a napodob hrošici.
tut-bb-chameleon-task = zahraj zeleného chameleona a napodob hrošici
tut-bb-chameleon-done = Chameleon se jako hrošice protlačil před krokodýla, ale vlastnost si nepodrží: krokodýl ho v opakované akci sežral.
tut-bb-monkey-title = Opice
tut-bb-monkey-intro = Jedna opice nedělá nic. Přijde-li druhá, opice vyženou hrošice a krokodýly a všechny opice jdou dopředu, nová první. Zahraj červenou opici.
tut-bb-monkey-task = zahraj červenou opici
tut-bb-monkey-done = Nová opice šla první, starší opice za ní v obráceném pořadí. S pěti zvířaty se otevřela brána: dvě opice vešly do baru a papoušek vyletěl.
tut-bb-skunk-title = Skunk
tut-bb-skunk-intro = Skunk vyžene všechna zvířata dvou nejsilnějších druhů ve frontě, kromě jiných skunků. Zahraj zeleného skunka.
tut-bb-skunk-task = zahraj zeleného skunka
tut-bb-skunk-done = Nejsilnější druhy byly krokodýl a hrošice: oba krokodýli i hrošice vyletěli na kartu To je konec. Zebra zůstala.
tut-bb-zebra-title = Zebra
tut-bb-zebra-intro = Zebru nepřeskočí hrošice a nesežere krokodýl. Zahraj žlutého krokodýla.
tut-bb-zebra-task = zahraj žlutého krokodýla
tut-bb-zebra-done = Krokodýl sežral papouška před sebou, ale u zebry se zastavil: zebru ani zvířata před ní nesežere.

## Co nese karta v braillu (body samotné jen na braillském řádku nebo obrazovce, nikdy do řeči)
tut-bb-card-braille = Karta { $card } v braillu: vlevo nahoře písmeno { $letter } pro barvu, nahoře uprostřed znak čísla a { $strength }{ $recurring ->
    [yes] , vpravo nahoře písmeno { $mark }: její akce se opakuje každý tah,
   *[no] {","}
} a slovo { $word }.

## Nápovědy první hry: co by zahrál silnější počítač a jeden důvod
tut-hint = Nápověda: zahraj { $play }. { $why }
tut-hint-jump = { $card } a skoč přes { $n ->
    [one] jedno zvíře
    [few] { $n } zvířata
   *[other] { $n } zvířat
}
tut-hint-parrot = { $card } a vyžeň { $target }
tut-hint-copy = { $card } a napodob { $target }
tut-hint-copy-jump = { $card }, napodob { $target } a skoč přes { $n ->
    [one] jedno zvíře
    [few] { $n } zvířata
   *[other] { $n } zvířat
}
tut-hint-copy-parrot = { $card }, napodob { $target } a vyžeň { $other }
tut-why-bar = Proč: { $count ->
    [one] jedno tvoje zvíře pak vejde
    [few] { $count } tvoje zvířata pak vejdou
   *[other] { $count } tvých zvířat pak vejde
} do baru.
tut-why-out = Proč: { $count ->
    [one] jedno zvíře soupeře pak vyletí
    [few] { $count } zvířata soupeře pak vyletí
   *[other] { $count } zvířat soupeře pak vyletí
} na kartu To je konec.
tut-why-front = Proč: tvoje karta pak bude ve frontě { $place ->
    [1] první
   *[other] druhá
}, blízko brány.
tut-why-short = Proč: ve frontě pak { $count ->
    [0] nebude čekat žádné zvíře
    [one] bude čekat jen jedno zvíře
    [few] budou čekat jen { $count } zvířata
   *[other] bude čekat jen { $count } zvířat
}, takže další karta bránu ještě neotevře.
tut-why-best = Proč: ze všech tvých karet nechá tahle soupeři nejslabší odpověď.

tut-bb-turn-title = Tah v pěti krocích
tut-bb-turn-intro = Tah má pět kroků: zahraješ kartu na konec fronty, provede se její akce a opakované akce, s pěti zvířaty se otevře brána a dobereš si kartu. Zahraj zelenou opici.
tut-bb-turn-task = zahraj zelenou opici
tut-bb-turn-more = Podrobně: 1: zahraješ jednu kartu z ruky na konec fronty. 2: akce té karty. 3: opakující se akce zvířat ve frontě, od Nebeské brány k Vyhazovu. 4: čeká-li ve frontě pět zvířat, otevře se brána: první dvě vejdou do baru a poslední vyletí na kartu To je konec. 5: dobereš si kartu ze svého balíčku.
tut-bb-turn-done = 1: opice se postavila na konec fronty. 2: osamělá opice nic nedělá. 3: ve frontě nečeká hrošice, krokodýl ani žirafa, a tak se žádná akce neopakovala. 4: čekají jen tři zvířata, brána zůstala zavřená. 5: z balíčku ti do ruky přibyla nová karta.
tut-bb-lion-title = Lev
tut-bb-lion-intro = Lev, síla 12, vyžene všechny opice na kartu To je konec a postaví se do čela fronty, když ve frontě nečeká jiný lev; opak zkusíš v lekci { tut-bb-lion-again-title }. Zahraj zeleného lva.
tut-bb-lion-task = zahraj zeleného lva
tut-bb-lion-done = Jiný lev nečekal: obě opice utekly na kartu To je konec a lev se postavil do čela, před zebru. Hrošice lva nepředběhne a krokodýl ho nesežere.
tut-bb-lion-again-title = Druhý lev
tut-bb-lion-again-intro = Teď ten druhý případ: v čele fronty už čeká červený lev a za ním opice. Lev se k jinému lvu nikdy nepřidá: nový lev hned letí na kartu To je konec a nikoho nevyžene. Zahraj zeleného lva a poslouchej.
tut-bb-lion-again-task = zahraj zeleného lva a poslouchej
tut-bb-lion-again-done = Červený lev už čekal, a tak tvůj zelený lev letěl rovnou na kartu To je konec; opice zůstala ve frontě a červený lev v jejím čele. Lva hraj, jen když ve frontě žádný jiný lev nečeká.
tut-bb-kangaroo-title = Klokan
tut-bb-kangaroo-intro = Klokan přeskočí jedno nebo dvě zvířata před sebou, ať jsou jakkoli silná; kolik, vybereš ty. Zahraj žlutého klokana a skoč přes dvě zvířata.
tut-bb-kangaroo-task = zahraj žlutého klokana a skoč přes dvě zvířata
tut-bb-kangaroo-more = Těsně před ním čeká krokodýl: klokana, který doskočí hned před něj, krokodýl v opakované akci sežere.
tut-bb-kangaroo-done = Klokan přeskočil krokodýla i zebru a stojí první. Zebra za ním mu kryje záda: krokodýl zebru nesežere, a tak se ke klokanovi nedostane.
tut-bb-parrot-title = Papoušek
tut-bb-parrot-intro = Papoušek vyžene z fronty na kartu To je konec jedno zvíře, které vybereš. Tady zebra chrání klokana před sebou před krokodýlem vzadu. Zahraj zeleného papouška a vyžeň červenou zebru.
tut-bb-parrot-task = zahraj zeleného papouška a vyžeň červenou zebru
tut-bb-parrot-done = Zebra vyletěla na kartu To je konec a krokodýl v opakované akci sežral klokana, kterého chránila: jeden papoušek stál soupeře dvě zvířata.
tut-bb-advanced-title = Varianta pro pokročilé
tut-bb-advanced-intro = Ve variantě pro pokročilé dává každé zvíře v baru body a vyhrává nejvíc bodů. Před hrou každý odloží 4 ze 12 karet. Odlož čtyři zvířata za 2 body: lva, hrošici, hada a lachtana.
tut-bb-advanced-task = odlož lva, hrošici, hada a lachtana
tut-bb-advanced-more = Body: lev, hrošice, had a lachtan 2; krokodýl, žirafa, chameleon a opice 3; zebra, klokan, papoušek a skunk 4. Zbylých 8 karet se zamíchá, 4 jdou do ruky a 4 do balíčku.
tut-bb-advanced-done = Čtyři zvířata za 2 body jsou z této hry venku; hraješ se zbylými osmi. Ve hře si čtyři karty vybereš sám nebo sama: silná zvířata se do baru dostanou snáz, slabá dávají víc bodů.
tut-bb-game-title = První hra s nápovědou
tut-bb-game-intro = Celá hra proti snadnému počítači; před každým tvým tahem poradí nápověda.
tut-bb-game-task = dohraj hru
tut-bb-game-more = Nápověda řekne i proč; řiď se jí, nebo zahraj jinou kartu. Jako ve hře: klávesa Q fronta, klávesa H tvoje ruka, klávesa B bar, klávesa T To je konec, klávesa S skóre, klávesa C zbývající karty.
tut-bb-game-done = Hra skončila a s ní i lekce: všechna pravidla Beasty Baru už znáš. Hraj dál: { COMMAND() }.
