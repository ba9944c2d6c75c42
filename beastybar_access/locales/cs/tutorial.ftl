## Výuka (beastybar tutorial): lekce, jejich úkoly a vysvětlení

tut-lesson = Lekce { $n } z { $total }: { $title }.
tut-keys = Šipkami vlevo a vpravo vybereš kartu, Enter ji zahraje, p řekne, co by udělala. Kdykoli: i pravidla karty, q fronta, h ruka, r zopakuje úkol, Escape nebo Ctrl+Q výuku ukončí.
tut-unknown-key = Tahle klávesa ve výuce nic nedělá; F1 řekne klávesy.
tut-wrong = To byl jiný tah, než o jaký v této lekci jde. Stůl je zase jako na začátku lekce.
tut-again = Zkus to znovu.
tut-next-prompt = Lekce splněna. Pokračovat?
tut-next = Další lekce: { $title }
tut-stop = Konec výuky
tut-ended = Výuka skončila. Pokračovat můžeš příkazem beastybar tutorial --lesson a číslem lekce.
tut-all-done = Všech { $count } lekcí máš za sebou. Teď můžeš hrát: beastybar play.
tut-list-line = { $n }. { $title }{ $done ->
    [yes] {" "}(splněno)
   *[no] {""}
}
tut-list-title = Lekce hry { $game }:
tut-no-lessons = Hra { $game } zatím lekce nemá; lekce má Beasty Bar.
tut-bad-lesson = Lekce { $given } není, lekce jsou 1 až { $total }.
tut-no-terminal = Výuka čte klávesy z terminálu, ale standardní vstup terminálem není; spusťte ji v okně terminálu (seznam lekcí vypíše i bez něj volba --list).

tut-bb-gate-title = Brána do nebe a TO JE KONEC
tut-bb-gate-intro = Ve frontě čekají čtyři zvířata. Když přijde páté, otevře se brána: první dvě zvířata vejdou do baru a poslední vyletí na TO JE KONEC. Žirafa přeskočí slabší zvíře těsně před sebou, a to i znovu v každém dalším tahu. Zahraj žlutou žirafu.
tut-bb-gate-done = Tvoje žirafa přeskočila slabšího papouška, starší žirafa přeskočila opici. S pěti zvířaty se otevřela brána: dvě první vešla do baru a papoušek na konci vyletěl. Body dávají jen zvířata v baru.
tut-bb-hippo-title = Klokan a hrošice
tut-bb-hippo-intro = Klokan smí přeskočit jedno nebo dvě zvířata před sebou. Hrošice se při každém tahu protlačí dopředu před slabší zvířata. Zahraj zeleného klokana a přeskoč obě hrošice.
tut-bb-hippo-done = Klokan přeskočil obě hrošice, ale ty se hned protlačily zpátky před něj: jsou silnější a jejich vlastnost se opakuje každý tah.
tut-bb-crocodile-title = Krokodýl
tut-bb-crocodile-intro = Krokodýl v každém tahu sežere slabší zvíře těsně před sebou a postoupí, dokud ho nezastaví silnější zvíře nebo zebra. Zahraj žlutého klokana a přeskoč obě zvířata.
tut-bb-crocodile-done = Klokan doskočil před krokodýla a ten ho sežral: klokan letí na TO JE KONEC. Papoušek stojí za krokodýlem, a tak zůstal.
tut-bb-snake-title = Had
tut-bb-snake-intro = Had seřadí celou frontu podle síly, nejsilnější dopředu; stejně silná zvířata zůstanou ve svém pořadí. Zahraj zeleného hada.
tut-bb-snake-done = Had seřadil frontu: hrošice a druhý had šli dopředu a s pěti zvířaty vešli do baru, nejslabší papoušek skončil vzadu a vyletěl.
tut-bb-seal-title = Tuleň
tut-bb-seal-intro = Tuleň prohodí bránu a východ: celá fronta se otočí. Zahraj červeného tuleně.
tut-bb-seal-done = Fronta se otočila, hrošice se protlačila před tuleně a krokodýl se zastavil u zebry. Pět zvířat otevřelo bránu: hrošice a tuleň vešli do baru, lev na konci vyletěl.
tut-bb-chameleon-title = Chameleon
tut-bb-chameleon-intro = Chameleon jednou napodobí vlastnost jiného zvířete ve frontě. Zahraj zeleného chameleona a napodob hrošici.
tut-bb-chameleon-done = Chameleon jako hrošice protlačil se před krokodýla, ale vlastnost si nepodrží: krokodýl ho v opakované akci sežral.
tut-bb-monkey-title = Opice
tut-bb-monkey-intro = Jedna opice nedělá nic. Přijde-li druhá, opice vyženou hrošice a krokodýly a všechny opice jdou dopředu, nová první. Zahraj červenou opici.
tut-bb-monkey-done = Nová opice šla první, starší opice za ní v obráceném pořadí. S pěti zvířaty se otevřela brána: dvě opice vešly do baru a papoušek vyletěl.
tut-bb-skunk-title = Skunk
tut-bb-skunk-intro = Skunk vyžene všechna zvířata dvou nejsilnějších druhů ve frontě, kromě jiných skunků. Zahraj zeleného skunka.
tut-bb-skunk-done = Nejsilnější druhy byly krokodýl a hrošice: oba krokodýli i hrošice vyletěli na TO JE KONEC. Zebra zůstala.
tut-bb-zebra-title = Zebra
tut-bb-zebra-intro = Zebru nepřeskočí hrošice a nesežere krokodýl. Zahraj žlutého krokodýla.
tut-bb-zebra-done = Krokodýl sežral papouška před sebou, ale u zebry se zastavil: zebru ani zvířata před ní nesežere.
