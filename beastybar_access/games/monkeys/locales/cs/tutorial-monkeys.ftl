## Výuka hry 4 Monkeys (beastybar tutorial monkeys): její klávesy, jména hráčů, lekce

tut-mk-keys = Šipkami nahoru a dolů přepínáš řady: nahoře nabídka kartiček, uprostřed ruka, dole tvoje kartičky; šipkami vlevo a vpravo se pohybuješ v řadě. Mezerník vybere kartu v ruce; Enter na kartičce v nabídce ji vezme s vybranými kartami, na tvé kartičce ji otočí, na Doplnění ruky ho použije; p řekne, jestli vybrané karty splňují kartičku, na které stojíš. n přečte nabídku, h ruku, k tvoje kartičky, t zbývající čas, z zavolá Stop!, a na kartičce v nabídce ji odloží stranou (jen když máš všechny druhy z nabídky), i řekne, co je kartička nebo karta, na které stojíš, d její braillské znaky, r zopakuje úkol, F1 tyto klávesy, Ctrl+Q výuku ukončí.
tut-mk-ended = Výuka skončila. Pokračovat můžeš příkazem { COMMAND() } tutorial monkeys --lesson a číslem lekce.
tut-mk-you = Ty
tut-mk-other = Jana

tut-mk-offer-title = Nabídka a tvoje ruka
tut-mk-offer-intro = Ve 4 Monkeys hrají všichni zároveň, ale v této lekci čas stojí. V nabídce je horní kartička každého ze čtyř sloupečků; každá řekne, jaké knoflíky nebo karty potřebuje a kolik je za ni bodů. V ruce máš pět karet: každá karta má barvu a dva knoflíky, a mají-li oba knoflíky stejný tvar, jeden z nich je zlatý. Najdi kartu se zlatým knoflíkem a vyber ji mezerníkem, pak přejdi nahoru do nabídky na kartičku Zlatý knoflík a vezmi ji Enterem.
tut-mk-offer-done = Kartička Zlatý knoflík je tvoje: leží pod ní tvoje karta a ruka se ti doplnila zpět na pět karet. Kdykoli si vezmeš kartičku, doplníš si ruku ze svého balíčku na pět karet.
tut-mk-combo-title = Správné kombo
tut-mk-combo-intro = Kombo je správné, když karty pod kartičkou splňují, co potřebuje, a bez kterékoli z nich by to už nesplňovaly: žádná karta není navíc. Čtyři tvary potřebují mezi knoflíky kruh, trojúhelník, čtverec a pětiúhelník. Vyber karty, které mají dohromady všechny čtyři tvary a žádnou navíc, a vezmi kartičku Čtyři tvary. Klávesa p ti ještě před vzetím řekne, jestli vybrané karty kombo splňují.
tut-mk-combo-done = Na tvých kartách jsou všechny čtyři tvary a žádná karta není navíc: správné kombo. Na konci kola si body jistě udrží jen správná komba.
tut-mk-flip-title = Otočení kartičky
tut-mk-flip-intro = Každou svou kartičku můžeš jednou otočit na hnědou stranu, která má o bod méně, a hned si dobereš tři karty. Máš kartičku Tři kruhy. Přejdi dolů ke svým kartičkám (klávesa k) a otoč ji Enterem.
tut-mk-flip-done = Kartička teď ukazuje hnědou stranu, o bod méně, a v ruce máš o tři karty víc. Otočení se vyplatí, když ti karty pomohou k lepší kartičce.
tut-mk-refill-title = Doplnění ruky
tut-mk-refill-intro = Vedle tvých kartiček leží kartička Doplnění ruky, která nemá žádné body. Jednou za kolo ji můžeš použít jedním ze dvou způsobů: odhodit celou ruku a vzít si pět nových karet, nebo si dobrat tři karty navíc. Tvoje ruka nesplňuje žádnou kartičku v nabídce. Přejdi ke svým kartičkám, na Doplnění ruky na konci, stiskni Enter a vyber novou ruku.
tut-mk-refill-done = Celá tvoje ruka šla pryč a máš pět nových karet; Doplnění ruky je otočené a v tomto kole už nejde použít.
tut-mk-bluff-title = Blaf a kontrola
tut-mk-bluff-intro = Blafovat se smí: kartičku si můžeš vzít i s kartami, které její kombo nesplňují. Na konci kola se kontrolují jen kartičky nejchytřejší opice, tedy hráče s nejvíce body, od nejnižší hodnoty; špatné kombo se odloží stranou a stojí dva body a nejchytřejší opicí se pak může stát někdo jiný. Čtyři barvy potřebují karty všech čtyř barev; tvoje karty mají jen tři. Vyber své karty, přejdi na kartičku Čtyři barvy, klávesou p si poslechni kontrolu a stiskni Enter: program řekne, že jde o blaf, a druhý Enter kartičku i tak vezme.
tut-mk-bluff-done = Kartička Čtyři barvy je tvoje, i když ji tvoje karty nesplňují: to je blaf. Když se nestaneš nejchytřejší opicí, nikdo ji nezkontroluje a čtyři body za ni ti zůstanou.
tut-mk-reveal-title = Odložení kartičky stranou
tut-mk-reveal-intro = Máš Tři kruhy, Zlatý knoflík, Tři karty jedné barvy a Čtyři tvary: všechny druhy kartiček, které jsou v nabídce. Další kartička stejného druhu by tě stála body: na konci kola se všechny kartičky, které máš dvakrát, odloží stranou, a každá stojí dva body. Dokud máš všechny druhy z nabídky, smíš proto jednu horní kartičku odložit stranou: odejde z kola a do nabídky přijde kartička, která ležela pod ní, i pro Janu. Přejdi nahoru do nabídky na Čtyři tvary, třetí kartičku, a stiskni a.
tut-mk-reveal-done = Čtyři tvary odešly z kola a v nabídce je teď kartička, která ležela pod nimi, pro všechny. Dokud máš všechny druhy z nabídky, smíš takhle odkládat jednu kartičku za druhou; jakmile je v nabídce druh, který nemáš, odkládat už nesmíš.
tut-mk-stop-title = Stop!
tut-mk-stop-intro = Když máš všech deset různých komb, zavolej Stop! klávesou z: kolo hned skončí pro všechny a boduje se. Stop! bez všech deseti tě stojí deset bodů a kolo se hraje znovu, proto tě program s menším počtem nejdřív upozorní a čeká na druhé z. Teď máš všech deset komb. Stiskni z.
tut-mk-stop-done = Zavolání Stop! bylo správné: kolo skončilo a spočítaly se body. Nejdřív se odloží kartičky, které má někdo dvakrát, potom se kontrolují kartičky nejchytřejší opice; všechny tvoje byly správně.
tut-mk-practice-title = Cvičné kolo
tut-mk-practice-intro = Teď celé kolo proti Janě, pomalému počítačovému hráči. Kolo trvá dvanáct minut, takže nemusíš spěchat: t řekne, kolik času zbývá. Vezmi si tři kartičky, s blafem i bez, a kartičky otáčej a Doplnění ruky používej, jak chceš.
tut-mk-practice-done = Máš tři kartičky a Jana mezitím hrála také. Ve hře trvá kolo čtyři minuty a hrají se tři kola; při přípravě hry si můžeš vybrat delší kolo a pomalejší počítačové hráče.
