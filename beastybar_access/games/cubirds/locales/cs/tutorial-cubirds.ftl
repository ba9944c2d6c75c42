## Výuka hry Krabčáci (beastybar tutorial cubirds): její klávesy, jména hráčů, lekce

tut-cb-keys = Šipkami vlevo a vpravo vybereš druh ptáka, potom řadu a konec; Enter volbu potvrdí, p řekne, co by vyložení tam vzalo, Escape se vrátí o otázku zpět (u první výuku ukončí). Kdykoli: t řady, h ruka, s sbírky, c karty v balíčcích a v rukou, g co vyhrává, i pravidla ptáka, r zopakuje úkol, Ctrl+Q výuku ukončí.
tut-cb-ended = Výuka skončila. Pokračovat můžeš příkazem { COMMAND() } tutorial cubirds --lesson a číslem lekce.
tut-cb-you = Ty
tut-cb-other = Jana

tut-cb-take-title = Vykládání a braní
tut-cb-take-intro = Ve svém tahu vyložíš všechny karty jednoho druhu z ruky k levému nebo pravému konci jedné řady. Je-li už v řadě pták stejného druhu, ptáci mezi ním a tvými kartami jsou obklopení a bereš si je do ruky. Vylož tukana k pravému konci třetí řady.
tut-cb-take-done = Tvůj tukan a tukan, který už v řadě byl, obklopili kachnu, takže kachna přešla do tvé ruky. V řadě zůstaly dva druhy, sova a dva tukani, a tak se už nic dalšího neděje.
tut-cb-refill-title = Řada s jediným druhem
tut-cb-refill-intro = Příklad z pravidel: Nikol vyloží dva papoušky k levému konci první řady a papoušek na jejím pravém konci s nimi obklopí plameňáka a sovu. Zůstanou-li v řadě ptáci jediného druhu, dobírají se do ní karty z balíčku jedna po druhé, dokud v ní nejsou dva druhy; ke kterému konci každou přiložíš, volíš ty. Vylož oba papoušky k levému konci první řady.
tut-cb-refill-done = Plameňák a sova jsou teď v tvé ruce. V řadě zůstali jen papoušci, a tak se dobíraly karty: nejdřív další papoušek, který nic nezměnil, potom tukan, a se dvěma druhy je řada zase úplná. Protože tvoje karty obklopily ptáky, dvě karty z balíčku si brát nesmíš.
tut-cb-draw-title = Nic neobklopeno: dvě karty z balíčku
tut-cb-draw-intro = Když tvoje vyložené karty nic neobklopí, smíš si vzít do ruky dvě vrchní karty dobíracího balíčku. Vylož sovu k levému konci druhé řady a na dvě karty odpověz ano.
tut-cb-draw-done = Ve druhé řadě žádná jiná sova není, tvoje sova tedy nic neobklopila a do tvé ruky přišly dvě vrchní karty balíčku, tukan a červenka. Víc karet v ruce znamená víc šancí na hejno.
tut-cb-small-flock-title = Malé hejno
tut-cb-small-flock-intro = Po vyložení smíš vyložit jedno hejno: všechny karty jednoho druhu z ruky, je-li jich dost. Z malého hejna jde jeden pták do tvé sbírky a ostatní na odhazovací balíček. Strakám stačí na malé hejno pět karet a na velké sedm; ty jich máš šest. Příklad z pravidel: vylož kachnu k pravému konci čtvrté řady, dvě karty z balíčku si vezmi, nebo nevezmi, jak chceš, a potom vylož straky jako hejno.
tut-cb-small-flock-done = Šest strak tvořilo malé hejno: jedna straka je teď ve tvé sbírce, zbylých pět na odhazovacím balíčku. Hejno vždy vezme z ruky všechny karty svého druhu.
tut-cb-big-flock-title = Velké hejno
tut-cb-big-flock-intro = Z velkého hejna jdou do sbírky dva ptáci místo jednoho. Sovám stačí na malé hejno tři karty a na velké čtyři; ty máš čtyři. Vylož červenku k levému konci čtvrté řady a potom vylož sovy jako hejno.
tut-cb-big-flock-done = Čtyři sovy tvořily velké hejno: dvě sovy jsou teď ve tvé sbírce, dvě na odhazovacím balíčku. Čekání na velké hejno vynese dva ptáky místo jednoho, ale když jiný hráč mezitím vyprázdní ruku, karty z tvé ruky jdou na odhazovací balíček.
tut-cb-round-end-title = Konec kola
tut-cb-round-end-intro = Jakmile hráči nezůstane v ruce žádná karta, kolo končí: ostatní odhodí karty z ruky a každý dostane osm nových; řady zůstávají, jak jsou. Vylož obě straky tam, kde nic neobklopí, třeba k pravému konci druhé řady.
tut-cb-round-end-done = Tvoje straky nic neobklopily, ruka zůstala prázdná a kolo skončilo. Jana odhodila své karty, každý dostal osm nových a další kolo začínáš ty, protože to minulé skončilo tvým tahem.
tut-cb-seven-title = Výhra sedmi druhy
tut-cb-seven-intro = Hra končí hned, jakmile má někdo ve sbírce sedm různých druhů ptáků, nebo aspoň po třech ptácích ze dvou druhů. Ve tvé sbírce je šest druhů a chybějí straky; pět strak tvoří malé hejno. Vylož tukana k pravému konci první řady a potom vylož straky jako hejno.
tut-cb-seven-done = Straka byla sedmým druhem ve tvé sbírce: hra hned skončila a vyhráváš.
tut-cb-threes-title = Výhra dvěma trojicemi
tut-cb-threes-intro = Druhá cesta k výhře: aspoň po třech ptácích ze dvou druhů. Příklad z pravidel: Nela má ve sbírce tři plameňáky a dva tukany a v ruce tři tukany, což stačí na malé hejno. Vylož kachnu k pravému konci první řady a potom vylož tukany jako hejno.
tut-cb-threes-done = Malé hejno přidalo do tvé sbírky třetího tukana: tři tukani a tři plameňáci, a vyhráváš.
