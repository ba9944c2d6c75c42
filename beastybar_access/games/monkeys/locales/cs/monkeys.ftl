## 4 Monkeys (4 opice): karty, kartičky s komby a všechny věty, které hra říká.
##
## Funkce, které registruje vypravěč (beastybar_access/games/monkeys/narration.py):
##   CARD($card, case: "acc")
##       karta ($card je id lícu: "red-circle-triangle") jako "červený kruh a trojúhelník",
##       s dvěma stejnými tvary "dva červené kruhy, z toho jeden zlatý". Slova skládá zpráva mk-card z tvarů
##       (mk-shape) a barev (mk-colour) v daném pádě (nom, acc, gen). V braillské podobě buňky karty.
##   TILE($combo, case: "acc", side: "green" | "brown")
##       jméno kartičky s kombem ($combo je id: "circles-3") v pádě nom, acc, gen (zprávy mk-tile-…).
##       V braillské podobě buňky kartičky (s body zvolené strany, bez side obě strany).
##   TILEAGREE($combo)  shoda se jménem kartičky: sg (Zlatý knoflík je), pl (Tři kruhy jsou),
##       num (Pět stejných tvarů je).
## Argumenty: $you je "yes" pro hráče, který větu slyší, jinak "no"; $player je jméno hráče;
## $detail je podrobnost: brief, normal, verbose; sloupečky ($stack) a kartičky ($tile) se počítají od 1.
## Rod hráče neznáme: věty o hráčích jsou v přítomném čase ("Petr bere Tři kruhy").
## Slovník pravidel: karta (s dvěma knoflíky), kartička (s kombem), sloupeček, nabídka, balíček,
## nejchytřejší opice, Doplnění ruky, banánová slupka.

## Tvary a barvy (podstatná jména tvarů jsou rodu mužského neživotného: 4. pád = 1. pád).

mk-shape = { $shape ->
   *[circle] { $number ->
       *[sg] { $case ->
           *[nom] kruh
            [acc] kruh
            [gen] kruhu
          }
        [pl] { $case ->
           *[nom] kruhy
            [acc] kruhy
            [gen] kruhů
          }
      }
    [triangle] { $number ->
       *[sg] { $case ->
           *[nom] trojúhelník
            [acc] trojúhelník
            [gen] trojúhelníku
          }
        [pl] { $case ->
           *[nom] trojúhelníky
            [acc] trojúhelníky
            [gen] trojúhelníků
          }
      }
    [square] { $number ->
       *[sg] { $case ->
           *[nom] čtverec
            [acc] čtverec
            [gen] čtverce
          }
        [pl] { $case ->
           *[nom] čtverce
            [acc] čtverce
            [gen] čtverců
          }
      }
    [pentagon] { $number ->
       *[sg] { $case ->
           *[nom] pětiúhelník
            [acc] pětiúhelník
            [gen] pětiúhelníku
          }
        [pl] { $case ->
           *[nom] pětiúhelníky
            [acc] pětiúhelníky
            [gen] pětiúhelníků
          }
      }
  }
# Barva knoflíku (přídavné jméno ve shodě s tvarem: rod mužský neživotný).
mk-colour = { $colour ->
   *[yellow] { $number ->
       *[sg] { $case ->
           *[nom] žlutý
            [acc] žlutý
            [gen] žlutého
          }
        [pl] { $case ->
           *[nom] žluté
            [acc] žluté
            [gen] žlutých
          }
      }
    [green] { $number ->
       *[sg] { $case ->
           *[nom] zelený
            [acc] zelený
            [gen] zeleného
          }
        [pl] { $case ->
           *[nom] zelené
            [acc] zelené
            [gen] zelených
          }
      }
    [red] { $number ->
       *[sg] { $case ->
           *[nom] červený
            [acc] červený
            [gen] červeného
          }
        [pl] { $case ->
           *[nom] červené
            [acc] červené
            [gen] červených
          }
      }
    [blue] { $number ->
       *[sg] { $case ->
           *[nom] modrý
            [acc] modrý
            [gen] modrého
          }
        [pl] { $case ->
           *[nom] modré
            [acc] modré
            [gen] modrých
          }
      }
  }
# Barva karty samotná (ženský rod: karta): "žlutá".
mk-colour-card = { $colour ->
   *[yellow] žlutá
    [green] zelená
    [red] červená
    [blue] modrá
  }
# Z kterého balíčku (balíček má barvu rubu): "ze žlutého balíčku", "z modrého balíčku".
mk-from-deck = { $colour ->
   *[yellow] ze žlutého balíčku
    [green] ze zeleného balíčku
    [red] z červeného balíčku
    [blue] z modrého balíčku
  }

# Karta: $first a $second jsou tvary (mk-shape), $colour_sg a $colour_pl barva (mk-colour) v pádě věty;
# $same je yes, když jsou oba tvary stejné; $gold je počet zlatých knoflíků.
mk-card = { $same ->
    [yes] { $case ->
        [gen] dvou { $colour_pl } { $shapes_pl }
       *[other] dva { $colour_pl } { $shapes_pl }
      }{ $gold ->
        [0] {""}
        [1] { $case ->
            [gen] , z toho jednoho zlatého
           *[other] , z toho jeden zlatý
          }
       *[other] , oba zlaté
      }
   *[no] { $colour_sg } { $first } a { $second }{ $gold ->
        [0] {""}
       *[other] , se zlatým knoflíkem
      }
  }

## Kartičky s komby: jméno v 1., 4. a 2. pádě; .agree je shoda slovesa (sg, pl, num).

mk-tile-gold-1 = { $case ->
   *[nom] Zlatý knoflík
    [acc] Zlatý knoflík
    [gen] Zlatého knoflíku
  }
    .agree = sg
mk-tile-circles-3 = { $case ->
   *[nom] Tři kruhy
    [acc] Tři kruhy
    [gen] Tří kruhů
  }
    .agree = pl
mk-tile-gold-2 = { $case ->
   *[nom] Dva zlaté knoflíky
    [acc] Dva zlaté knoflíky
    [gen] Dvou zlatých knoflíků
  }
    .agree = pl
mk-tile-shapes-4 = { $case ->
   *[nom] Čtyři tvary
    [acc] Čtyři tvary
    [gen] Čtyř tvarů
  }
    .agree = pl
mk-tile-colour-3 = { $case ->
   *[nom] Tři karty jedné barvy
    [acc] Tři karty jedné barvy
    [gen] Tří karet jedné barvy
  }
    .agree = pl
mk-tile-colours-4 = { $case ->
   *[nom] Čtyři barvy
    [acc] Čtyři barvy
    [gen] Čtyř barev
  }
    .agree = pl
mk-tile-rainbow = { $case ->
   *[nom] Barevná řada
    [acc] Barevnou řadu
    [gen] Barevné řady
  }
    .agree = sg
mk-tile-colour-4 = { $case ->
   *[nom] Čtyři karty jedné barvy
    [acc] Čtyři karty jedné barvy
    [gen] Čtyř karet jedné barvy
  }
    .agree = pl
mk-tile-shape-5 = { $case ->
   *[nom] Pět stejných tvarů
    [acc] Pět stejných tvarů
    [gen] Pěti stejných tvarů
  }
    .agree = num
mk-tile-gold-3 = { $case ->
   *[nom] Zlato ve třech barvách
    [acc] Zlato ve třech barvách
    [gen] Zlata ve třech barvách
  }
    .agree = sg
# Kartička, jejíž jméno zpráva nezná (jiná data kartiček): jméno z dat, v 1. pádě.
mk-tile-unknown = { $name }
mk-refill-tile = Doplnění ruky
mk-banana-peel = banánová slupka

## Stavební kousky vět.

mk-player = { $you ->
    [yes] ty
   *[no] { $player }
  }
mk-player-start = { $you ->
    [yes] Ty
   *[no] { $player }
  }
# Náhradní jméno, když hra jméno hráče nezná ($seat od 1).
mk-player-fallback = Hráč { $seat }

mk-cards-nom = { $count } { $count ->
    [one] karta
    [few] karty
   *[other] karet
  }
mk-cards-acc = { $count } { $count ->
    [one] kartu
    [few] karty
   *[other] karet
  }
mk-new-cards-acc = { $count } { $count ->
    [one] novou kartu
    [few] nové karty
   *[other] nových karet
  }
mk-more-cards-acc = { $count } { $count ->
    [one] kartu
    [few] karty
   *[other] karet
  } navíc
mk-tiles-nom = { $count } { $count ->
    [one] kartička
    [few] kartičky
   *[other] kartiček
  }
mk-points = { $points } { $points ->
    [one] bod
    [few] body
   *[other] bodů
  }
# Body v 7. pádě: "s 1 bodem", "s 13 body".
mk-points-ins = { $points } { $points ->
    [one] bodem
   *[other] body
  }
mk-kinds = { $kinds } { $kinds ->
    [one] různé kombo
    [few] různá komba
   *[other] různých komb
  }
# "1 z 10 různých komb": kolik různých komb z kolika.
mk-kinds-of-all = { $kinds } { $all ->
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
  } { $all } různých komb
# "3 ze 4", "3 z 5": předložka podle čísla $of.
mk-of = { $of ->
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
mk-position = , { $index } { mk-of } { $of }
mk-item-separator = {", "}
mk-entry-separator = {"; "}
mk-sentence-separator = {". "}
mk-side = { $brown ->
    [yes] hnědá strana
   *[no] zelená strana
  }
# Čas: $minutes a $seconds.
mk-time = { $minutes ->
    [0] { $seconds } { $seconds ->
        [one] sekunda
        [few] sekundy
       *[other] sekund
      }
   *[other] { $minutes } { $minutes ->
        [one] minuta
        [few] minuty
       *[other] minut
      }{ $seconds ->
        [0] {""}
       *[other] {" "}{ $seconds } { $seconds ->
            [one] sekunda
            [few] sekundy
           *[other] sekund
          }
      }
  }
# Sloveso ve shodě s časem: "Zbývá 1 minuta", "Zbývají 3 minuty", "Zbývá 5 minut", "Zbývá 30 sekund".
mk-remains = { $minutes ->
    [0] { $seconds ->
        [one] Zbývá
        [few] Zbývají
       *[other] Zbývá
      }
   *[other] { $minutes ->
        [one] Zbývá
        [few] Zbývají
       *[other] Zbývá
      }
  }
# "dvakrát", "třikrát", "4krát".
mk-times = { $count ->
    [1] jednou
    [2] dvakrát
    [3] třikrát
   *[other] { $count }krát
  }
mk-stack-now = { $empty ->
    [yes] Sloupeček { $stack } je teď prázdný.
   *[no] Ve sloupečku { $stack } { $agree ->
        [pl] jsou
       *[other] je
      } teď { $top }.
  }

## Události kola.

mk-ev-round-started = { $restart ->
    [yes] Kolo { $round } { mk-of } { $of } začíná znovu
   *[no] Kolo { $round } { mk-of } { $of } začíná
  }, čas { $time }. { $detail ->
    [verbose] { $offer }
   *[other] Nabídka: klávesa n.
  }
mk-ev-dealt = { $you ->
    [yes] { $known ->
        [yes] { $detail ->
            [brief] V ruce máš { mk-cards-acc }.
           *[other] V ruce máš { mk-cards-acc }: { $cards }.
          }
       *[no] V ruce máš { mk-cards-acc }.
      }
   *[no] { $player } dostává { mk-cards-acc }.
  }
mk-ev-timer = { mk-remains } { mk-time }.
# Zisk kartičky stručně: odkud a co je teď ve sloupečku navrchu.
mk-ev-taken-brief = { $you ->
    [yes] Bereš { $tile } ze sloupečku { $stack }
   *[no] { $player } bere { $tile } ze sloupečku { $stack }
  }, { $empty ->
    [yes] sloupeček je prázdný.
   *[no] navrchu { $agree ->
        [pl] jsou
       *[other] je
      } { $top }.
  }
# Zisk kartičky bez jména kartičky (řádek v reálném čase by jinak byl na poslech příliš dlouhý).
mk-ev-taken-from = { $you ->
    [yes] Bereš ze sloupečku { $stack }
   *[no] { $player } bere ze sloupečku { $stack }
  }, { $empty ->
    [yes] sloupeček je prázdný.
   *[no] navrchu { $agree ->
        [pl] jsou
       *[other] je
      } { $top }.
  }
mk-ev-taken = { $you ->
    [yes] Bereš { $tile }{ $detail ->
        [brief] .
        [verbose] {" "}ze sloupečku { $stack }, pod kartičku pokládáš { mk-cards-acc }{ $known ->
            [yes] : { $cards }.
           *[no] .
          }
       *[normal] {" "}ze sloupečku { $stack }, pod kartičku pokládáš { mk-cards-acc }.
      }
   *[no] { $player } bere { $tile }{ $detail ->
        [brief] .
       *[other] {" "}ze sloupečku { $stack }, pod kartičku pokládá { mk-cards-acc }.
      }
  }
# Vlastní zisk kartičky s kartami, které kombo nesplňují: připomínka blafu.
mk-taken-bluff = { $bluff ->
    [spare] Pod kartičkou je karta navíc: je to blaf, při kontrole by kombo neprošlo.
   *[unmet] { $count ->
        [one] Karta kombo nesplňuje
       *[other] Karty kombo nesplňují
      }: je to blaf.
  }
mk-ev-drawn = { $count ->
    [0] { $you ->
        [yes] Nedobíráš nic, všechny balíčky jsou prázdné.
       *[no] { $player } nedobírá nic, všechny balíčky jsou prázdné.
      }
   *[other] { $you ->
        [yes] { $known ->
            [yes] { $detail ->
                [brief] Dobíráš { mk-cards-acc }.
               *[other] Dobíráš { mk-cards-acc }: { $cards }.
              }
           *[no] Dobíráš { mk-cards-acc }.
          }
       *[no] { $player } dobírá { mk-cards-acc }.
      }
  }{ $foreign ->
    [0] {""}
   *[other] {" "}{ $foreign_decks }
  }{ $short ->
    [yes] {" "}Víc karet v balíčcích nezbývá.
   *[no] {""}
  }
# Karty dobrané z cizích balíčků: "1 ze žlutého balíčku".
mk-drawn-from = { $count ->
    [one] Jedna
    [few] { $count }
   *[other] { $count }
  } { mk-from-deck }.
mk-ev-deck-emptied = { $you ->
    [yes] Tvůj balíček došel, dál dobíráš z dalších balíčků.
   *[no] { $player } už nemá v balíčku žádnou kartu.
  }
mk-ev-flipped = { $you ->
    [yes] Otáčíš { $tile } na hnědou stranu{ $detail ->
        [brief] .
       *[other] , teď za { mk-points }.
      }
   *[no] { $player } otáčí { $tile }{ $detail ->
        [brief] .
       *[other] {" "}na hnědou stranu a dobírá { $drawn }.
      }
  }
# Vlastní Doplnění ruky: jen co odhazuješ, v pořadí, jak se to děje (co dobíráš, řekne hned další věta).
mk-ev-refill = { $you ->
    [yes] Používáš Doplnění ruky{ $mode ->
        [new_hand] { $count ->
            [0] , ruku máš prázdnou.
           *[other] {" "}a odhazuješ { mk-cards-acc }{ $known ->
                [yes] : { $cards }.
               *[no] .
              }
          }
       *[more] .
      }
   *[no] { $player } používá Doplnění ruky{ $detail ->
        [brief] .
       *[other] : { $mode ->
            [new_hand] { $count ->
                [0] bere si { $new }.
               *[other] odhazuje { mk-cards-acc } a bere si { $new }.
              }
           *[more] dobírá { $more }.
          }
      }
  }
mk-ev-revealed = { $you ->
    [yes] Odkládáš { $tile } ze sloupečku { $stack } stranou.
   *[no] { $player } odkládá { $tile } ze sloupečku { $stack } stranou.
  }
# Odložení stranou krátce (stručně a normálně, v reálném čase): odkud a co je teď navrchu.
mk-ev-revealed-short = { $you ->
    [yes] Odkládáš { $tile } ze sloupečku { $stack }
   *[no] { $player } odkládá { $tile } ze sloupečku { $stack }
  }, { $empty ->
    [yes] sloupeček je prázdný.
   *[no] navrchu { $agree ->
        [pl] jsou
       *[other] je
      } { $top }.
  }
mk-ev-revealed-from = { $you ->
    [yes] Odkládáš stranou kartičku ze sloupečku { $stack }
   *[no] { $player } odkládá stranou kartičku ze sloupečku { $stack }
  }, { $empty ->
    [yes] sloupeček je prázdný.
   *[no] navrchu { $agree ->
        [pl] jsou
       *[other] je
      } { $top }.
  }
mk-ev-banana = { $you ->
    [yes] Posíláš banánovou slupku, dostává ji { $to }.
   *[no] { $to_you ->
        [yes] { $player } ti posílá banánovou slupku.
       *[no] { $player } posílá banánovou slupku, dostává ji { $to }.
      }
  }
mk-ev-stop = { $you ->
    [yes] Voláš Stop! { $correct ->
        [yes] Máš všech { $all } různých komb.
       *[no] { $kinds ->
            [0] Ale zatím nemáš žádné kombo { $all ->
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
              } { $all }.
           *[other] Ale máš jen { mk-kinds-of-all }.
          }
      }
   *[no] { $player } volá Stop! { $correct ->
        [yes] Má všech { $all } různých komb.
       *[no] { $kinds ->
            [0] Ale zatím nemá žádné kombo { $all ->
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
              } { $all }.
           *[other] Ale má jen { mk-kinds-of-all }.
          }
      }
  }
mk-ev-penalty = { $you ->
    [yes] Za chybné „Stop!“ ztrácíš { mk-points }, celkem máš { $total }.
   *[no] { $player } ztrácí za chybné „Stop!“ { mk-points }, celkem má { $total }.
  }
mk-ev-round-ended = { $reason ->
    [time] Čas vypršel. Kolo { $round } končí{ mk-hands-down }
    [stop] Stop platí. Kolo { $round } končí{ mk-hands-down }
   *[false_stop] Stop neplatí. Kolo { $round } se hraje znovu od začátku.
  }
# Konec kola: karty z ruky se odkládají (podrobně; jinak to hráč ví z pravidel).
mk-hands-down = { $detail ->
    [verbose] , karty z ruky se odkládají.
   *[other] .
  }

## Bodování, krok za krokem.

mk-ev-duplicates = { $detail ->
    [brief] {""}
   *[other] Krok 1, stejná komba.{" "}
  }{ $any ->
    [yes] { $items }
   *[no] Nikdo nemá žádné kombo víckrát.
  }
mk-dup-seat = { $you ->
    [yes] Odkládáš { $items }.
   *[no] { $player } odkládá { $items }.
  }
# Stejné kartičky jednoho hráče: "2 kartičky Tři kruhy" (jméno kartičky v 1. pádě jako název).
mk-dup-item = { $count } { $count ->
    [one] kartičku
    [few] kartičky
   *[other] kartiček
  } { $tile }
# $again: no (první krok 2 kola), same (po špatném kombu zůstávají tytéž), new (teď jiní).
mk-ev-smartest = { $detail ->
    [brief] {""}
   *[other] { $again ->
        [no] Krok 2.
       *[other] Krok 2 znovu.
      }{" "}
  }{ $count ->
    [one] { $again ->
        [same] { $you ->
            [yes] Nejchytřejší opicí zůstáváš ty
           *[no] Nejchytřejší opicí zůstává { $player }
          }
        [new] { $you ->
            [yes] Nejchytřejší opicí jsi teď ty
           *[no] Nejchytřejší opicí je teď { $player }
          }
       *[no] { $you ->
            [yes] Nejchytřejší opicí jsi ty
           *[no] Nejchytřejší opicí je { $player }
          }
      }
   *[other] { $again ->
        [same] { $you ->
            [yes] Nejchytřejšími opicemi zůstáváte { $players }
           *[no] Nejchytřejšími opicemi zůstávají { $players }
          }
        [new] { $you ->
            [yes] Nejchytřejšími opicemi jste teď { $players }
           *[no] Nejchytřejšími opicemi jsou teď { $players }
          }
       *[no] { $you ->
            [yes] Nejchytřejšími opicemi jste { $players }
           *[no] Nejchytřejšími opicemi jsou { $players }
          }
      }
  }{ $family ->
    [yes] , { mk-tiles-nom-tiles }.
   *[no] { $count ->
        [one] {" "}s { mk-points-ins }.
       *[other] , každý s { mk-points-ins }.
      }
  }{ $detail ->
    [verbose] {" "}{ $table }
   *[other] {""}
  }
mk-tiles-nom-tiles = { $tiles } { $tiles ->
    [one] kartička
    [few] kartičky
   *[other] kartiček
  }
mk-smartest-table = Body: { $items }.
mk-smartest-item = { mk-player } { $points }, { mk-tiles-nom }{ $brown ->
    [0] {""}
   *[other] , otočené { $brown }
  }
mk-ev-checked = { $detail ->
    [brief] { mk-player-start }: { $tile }, { $correct ->
        [yes] v pořádku.
       *[no] { $met ->
            [yes] karta navíc, jde stranou.
           *[no] nesplněno, jde stranou.
          }
      }
    [short] { $step ->
        [yes] Krok 3, kontrola.{" "}
       *[no] {""}
      }{ mk-player-start }: { $tile }, { $correct ->
        [yes] v pořádku.
       *[no] { $met ->
            [yes] karta navíc, jde stranou.
           *[no] nesplněno, jde stranou.
          }
      }
   *[other] { $step ->
        [yes] Krok 3, kontrola.{" "}
       *[no] {""}
      }{ $you ->
        [yes] Tvoje kombo { $tile } za { mk-points }
       *[no] Kombo { $tile } za { mk-points }, které má { $player }
      }, { mk-cards-nom }: { $cards }. { $correct ->
        [yes] V pořádku.
       *[no] { $met ->
            [yes] { $spare_count ->
                [one] Karta navíc: { $spare }.
               *[other] Kterákoli z těchto karet je navíc: { $spare }.
              } Kombo jde stranou.
           *[no] Kombo není splněné, jde stranou.
          }
      }
  }
# Verbose, kontrola po řádcích (issue 25): kombo s body a výsledkem, pak jeho karty, pak karty navíc.
mk-ev-checked-head = { $step ->
    [yes] Krok 3, kontrola.{" "}
   *[no] {""}
  }{ mk-player-start }: { $tile } za { mk-points }, { $correct ->
    [yes] v pořádku.
   *[no] { $met ->
        [yes] karta navíc, jde stranou.
       *[no] nesplněno, jde stranou.
      }
  }
mk-check-step = Krok 3, kontrola.
# Karty komba, kolik řádků je potřeba: první s jejich počtem, poslední s „A poslední“ (posluchač slyší,
# kde karty jednoho komba končí).
mk-check-cards = { $count ->
    [one] Karta
    [few] { $count } karty
   *[other] { $count } karet
  }: { $items }.
mk-check-cards-more = { $last ->
    [yes] A poslední
   *[no] Další
  }: { $items }.
mk-check-spare = { $count ->
    [one] Karta navíc: { $items }.
   *[other] Kterákoli z těchto karet je navíc: { $items }.
  }
mk-check-spare-more = Nebo: { $items }.
# Správná komba jednoho hráče zkontrolovaná po sobě, jednou větou ($tiles jejich jména; stručně $count od 2).
mk-ev-checked-run = { $detail ->
    [brief] { mk-player-start }: { $count } { $count ->
        [one] kombo
        [few] komba
       *[other] komb
      } v pořádku.
   *[other] { $step ->
        [yes] Krok 3, kontrola.{" "}
       *[no] {""}
      }{ $you ->
        [yes] Máš
       *[no] { $player } má
      } v pořádku { $count ->
        [one] kombo { $tiles }.
        [few] { $count } komba{ $named ->
            [yes] : { $tiles }.
           *[no] .
          }
       *[other] { $count } komb{ $named ->
            [yes] : { $tiles }.
           *[no] .
          }
      }
  }
mk-ev-scored = { $detail ->
    [brief] Po { $round }. kole: { $items }.
   *[other] Body za { $round }. kolo: { $items }.
  }
mk-score-item = { mk-player } { $detail ->
    [brief] { $total }
    [verbose] { $score }, celkem { $total } ({ $breakdown })
    [round] { $score }
   *[other] { $score }, celkem { $total }
  }
mk-breakdown = komba { $points }{ $set_aside ->
    [0] {""}
   *[other] , odloženo { $set_aside }, minus { $aside_points }
  }{ $peels ->
    [0] {""}
   *[other] , banánové slupky minus { $peel_points }
  }
mk-breakdown-family = zelené { $green }, hnědé { $brown }{ $set_aside ->
    [0] {""}
   *[other] , odloženo { $set_aside }, minus { $aside_points }
  }{ $bonus ->
    [0] {""}
   *[other] , nejchytřejší opice plus { $bonus }
  }{ $peels ->
    [0] {""}
   *[other] , banánové slupky minus { $peel_points }
  }
# $totals: no, když stav po posledním kole právě zazněl (stručně).
mk-ev-game-over = Konec hry. { $verdict }{ $totals ->
    [no] {""}
   *[yes] {" "}Celkem: { $items }.
  }
mk-winner = { $you ->
    [yes] Vyhráváš s { mk-points-ins }!
   *[no] Vyhrává { $player } s { mk-points-ins }.
  }
mk-shared-win = { $you ->
    [yes] Vítězství sdílíte: { $players }, každý s { mk-points-ins }.
   *[no] Vítězství sdílejí { $players }, každý s { mk-points-ins }.
  }
mk-total-item = { mk-player } { mk-points }

## Stůl: nabídka, ruka, kartičky, čas, body, balíčky.

# Všechny sloupečky prázdné (před kolem): jedna věta, ne šestkrát „prázdný“.
mk-offer-empty = Nabídka je prázdná, kartičky se rozloží, až kolo začne.
mk-offer = Nabídka: { $items }.{ $aside ->
    [0] {""}
   *[other] {" "}Stranou leží: { $aside_items }.
  }
mk-offer-item = { $stack }: { $empty ->
    [yes] prázdný
   *[no] { $tile }{ $detail ->
        [brief] {""}
       *[other] , { mk-points }{ $owned ->
            [yes] , máš
           *[no] {""}
          }{ $detail ->
            [verbose] , { mk-tiles-nom } ve sloupečku
           *[other] {""}
          }
      }
  }
# Sloupeček nabídky při procházení šipkami: „Sloupeček 3 ze 6“ (pořadí mezi sloupečky, jako „N z M“ u každé volby).
mk-stack-name = Sloupeček { $stack } { mk-of } { $of }
mk-offer-tile = { $empty ->
    [yes] { mk-stack-name } je prázdný.
   *[no] { $detail ->
        [brief] { $tile }, { mk-points }.
       *[other] { mk-stack-name }: { $tile }, { $need }, { mk-points }, ve sloupečku { mk-tiles-nom }.{ $owned ->
            [0] {""}
            [1] {" "}Tuhle už máš.
           *[other] {" "}Tuhle už máš { $owned_times }.
          }{ $detail ->
            [verbose] {" "}Hnědá strana { $brown_points }.
           *[other] {""}
          }
      }
  }
mk-hand = { $count ->
    [0] Ruka je prázdná.
   *[other] V ruce máš { mk-cards-acc }: { $items }.
  }
mk-hand-card = { $card }{ $selected ->
    [yes] , vybráno
   *[no] { $detail ->
        [brief] {""}
       *[other] , nevybráno
      }
  }{ $detail ->
    [brief] {""}
   *[other] { $position }
  }
mk-toggled = { $card }: { $selected ->
    [yes] vybráno
   *[no] výběr zrušen
  }. { mk-selected-count }.
mk-selected-count = { $count ->
    [0] Nic není vybráno
    [one] Vybrána 1 karta
    [few] Vybrány { $count } karty
   *[other] Vybráno { $count } karet
  }
mk-selection = { $count ->
    [0] Nemáš vybranou žádnou kartu.
   *[other] { mk-selected-count }: { $cards }.
  }
mk-own-tiles = { $count ->
    [0] Zatím nemáš žádnou kartičku s kombem.
   *[other] Tvoje kartičky, { $count }: { $items }. Celkem { mk-points }, { mk-kinds-of-all }.
  } Doplnění ruky { $refill ->
    [yes] už je použité.
   *[no] je připravené.
  }{ $peels ->
    [0] {""}
   *[other] {" "}Banánové slupky: { $peels }, to je minus { $peel_points }.
  }
mk-own-tile = { $tile }, { mk-side }, { mk-points }{ $dup ->
    [yes] , máš víckrát
   *[no] {""}
  }{ $status ->
    [checked] , zkontrolováno, v pořádku
    [wrong] , zkontrolováno, špatně, odloženo
    [duplicate] , odloženo jako stejné kombo
   *[kept] {""}
  }{ $detail ->
    [verbose] , pod ní { mk-cards-nom }: { $cards }
   *[other] {""}
  }
# Jedna vlastní kartička při procházení: "Tři kruhy, zelená strana, 2 body, 1 ze 3".
mk-own-tile-item = { $tile }, { mk-side }, { mk-points }{ $dup ->
    [yes] , máš víckrát
   *[no] {""}
  }{ $status ->
    [checked] , zkontrolováno, v pořádku
    [wrong] , zkontrolováno, špatně, odloženo
    [duplicate] , odloženo jako stejné kombo
   *[kept] {""}
  }{ $detail ->
    [verbose] , pod ní { mk-cards-nom }: { $cards }
   *[other] {""}
  }{ $detail ->
    [brief] {""}
   *[other] { $position }
  }
mk-refill-item = Doplnění ruky, { $used ->
    [yes] použité
   *[no] připravené
  }{ $detail ->
    [brief] {""}
   *[other] { $position }
  }
mk-tile-counts = Kartičky: { $items }.
mk-tile-count = { mk-player } { $count ->
    [0] zatím nic
   *[other] { mk-tiles-nom }, { mk-points }{ $detail ->
        [verbose] : { $tiles }
       *[other] {""}
      }
  }
mk-time-left = { $running ->
    [yes] { mk-remains } { mk-time }.
   *[no] Kolo teď neběží.
  }
mk-scores = { $rounds ->
    [0] Zatím se nebodovalo.
   *[other] { $items }
  } Celkem: { $totals }.{ $penalties ->
    [0] {""}
   *[other] {" "}Za chybné „Stop!“: { $penalty_items }.
  }
mk-scores-round = Kolo { $round }: { $items }.
mk-score-entry = { mk-player } { $points }
mk-decks = Balíčky: { $decks }. V ruce: { $hands }.
mk-deck-entry = { mk-player } { mk-cards-nom }
# Co leží před hráči kromě kartiček s komby: Doplnění ruky (otočené = použité) a banánové slupky.
mk-specials = Doplnění ruky: { $refills }.{ $banana ->
    [yes] {" "}Banánové slupky: { $peels }.
   *[no] {""}
  }
mk-refill-entry = { mk-player } { $used ->
    [yes] použité
   *[no] nepoužité
  }
mk-peel-entry = { mk-player } { $count }

## Co by udělal zisk kartičky s vybranými kartami.

mk-take-check = { $state ->
    [none] Nemáš vybranou žádnou kartu.
    [empty] Sloupeček { $stack } je prázdný.
    [correct] { mk-selected-meet } { $tile }.
    [spare] { mk-selected-meet } { $tile }, ale { $spare_count ->
        [one] jedna karta je navíc: { $spare }.
       *[other] kterákoli z těchto karet je navíc: { $spare }.
      } Při kontrole by kombo neprošlo, to by byl blaf. Potvrď ještě jednou.
   *[unmet] { $count ->
        [one] Vybraná karta nesplňuje
        [few] { $count } vybrané karty nesplňují
       *[other] { $count } vybraných karet nesplňuje
      } { $tile } — to by byl blaf. Potvrď ještě jednou.
  }
mk-selected-meet = { $count ->
    [one] Vybraná karta splňuje
    [few] { $count } vybrané karty splňují
   *[other] { $count } vybraných karet splňuje
  }
mk-stop-check = { $correct ->
    [yes] Máš všech { $all } různých komb, Stop ukončí kolo.
   *[no] { $kinds ->
        [0] Zatím nemáš žádné kombo { $all ->
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
          } { $all }.
       *[other] Máš jen { mk-kinds-of-all }.
      } Chybné „Stop!“ stojí { $penalty } bodů a kolo se hraje znovu. Potvrď ještě jednou.
  }
mk-reveal-check = { $allowed ->
    [yes] Máš všechny druhy z nabídky, smíš odložit kartičku a odkrýt další.
   *[no] Odkrýt další kartičku smíš, až budeš mít všechny druhy z nabídky. Chybí ti: { $missing }.
  }

## Pravidla karty a kartičky.

mk-rules-card = Karta: { mk-colour-card }, knoflíky { $first } a { $second }{ $gold ->
    [0] .
    [1] , jeden z nich zlatý.
   *[other] , oba zlaté.
  }
mk-rules-tile = { $tile }: potřebuje { $need }. Zelená strana { mk-points }, hnědá { $brown_points }. Pod kartičkou nesmí být karta navíc: bez kterékoli z nich by kombo už splněné nebylo.
mk-rules-refill = Doplnění ruky: jednou za kolo buď odhodíš celou ruku a vezmeš si { $new }, nebo si dobereš { $more }. Pak se otočí. Nemá žádné body.
mk-rules-banana = Banánová slupka: na konci kola minus { mk-points }. Hned po zisku kartičky ji smíš poslat jinému hráči.
mk-rules-unknown = O tom pravidla nic neříkají.

## Proč hra akci odmítla.

mk-refusal-not-an-action = Takovou akci hra nezná.
mk-refusal-bad-seat = Takový hráč u stolu nesedí.
mk-refusal-bad-time = Času akce hra nerozumí.
mk-refusal-time-backwards = Tahle akce přišla pozdě, hra už je dál.
mk-refusal-game-over = Hra už skončila.
mk-refusal-not-started = Kolo ještě nezačalo.
mk-refusal-round-running = Kolo už běží.
mk-refusal-time-up = Čas kola vypršel.
mk-refusal-bad-stack = { $known ->
    [yes] Sloupeček { $stack } na stole není, sloupečky jsou 1 až { $stacks }.
   *[no] Takový sloupeček na stole není.
  }
mk-refusal-stack-empty = { $known ->
    [yes] Sloupeček { $stack } je prázdný.
   *[no] Ten sloupeček je prázdný.
  }
mk-refusal-no-cards = Kartičku bereš aspoň s jednou kartou z ruky. Nejdřív vyber karty.
mk-refusal-card-twice = Jednu kartu nejde položit dvakrát.
mk-refusal-not-in-hand = { $known ->
    [yes] Tyhle karty v ruce nemáš: { $cards }.
   *[no] Tu kartu v ruce nemáš.
  }
mk-refusal-bad-tile = { $known ->
    [yes] Kartičku číslo { $tile } nemáš.
   *[no] Takovou kartičku nemáš.
  }
mk-refusal-already-flipped = { $known ->
    [yes] Kartička { $tile } už je otočená na hnědou stranu.
   *[no] Ta kartička už je otočená na hnědou stranu.
  }
mk-refusal-bad-mode = Doplnění ruky se používá dvěma způsoby: nová ruka, nebo 3 karty navíc.
mk-refusal-refill-used = Doplnění ruky je v tomhle kole už použité, jde jen jednou za kolo.
mk-refusal-offer-not-owned = { $known ->
    [yes] Další kartičku smíš odkrýt, až budeš mít všechny druhy z nabídky. Chybí ti: { $missing }.
   *[no] Další kartičku smíš odkrýt, až budeš mít všechny druhy z nabídky.
  }
mk-refusal-no-bananas = Banánové slupky jsou jen ve variantě s banánovými slupkami.
mk-refusal-banana-not-now = Banánovou slupku smíš poslat jen hned po zisku kartičky, a jen když nějakou máš.
mk-refusal-generic = Tahle akce teď není dovolená.

## monkeys resolve: co je špatně v souboru se scénářem (shared/monkeys/SCENARIOS.md), řečeno uvnitř
## závorky resolve-refused; $player je jméno hráče ze souboru nebo jeho číslo od 1, $tile číslo kartičky
## od 1; $key, $value, $keys, $known, $name, $combo, $card: slova a hodnoty ze souboru
mk-scenario-where = { $at ->
    [seat] hráč { $player }
    [name] hráč { $player }
    [tile] kartička { $tile } hráče { $player }
   *[scenario] scénář
  }
mk-scenario-not-object = scénář musí být objekt JSON, { "{" }…{ "}" }
mk-scenario-malformed-json = scénář není platný JSON (řádek { $line }, sloupec { $column })
mk-scenario-unknown-keys = { $count ->
    [one] { mk-scenario-where } má neznámý klíč { $keys }
   *[other] { mk-scenario-where } má neznámé klíče { $keys }
  }; zná klíče { $known }
mk-scenario-variant = „variant“ je „standard“, nebo „family“, ne { $value }
mk-scenario-missing-players = ve scénáři chybí klíč „{ $key }“, hráči v pořadí u stolu
mk-scenario-not-players = „{ $key }“ musí být seznam aspoň jednoho hráče, ne { $value }
mk-scenario-player-not-object = hráč { $player } musí být objekt se jménem, slupkami a kartičkami, ne { $value }
mk-scenario-player-name = hráč { $player } potřebuje jméno (neprázdný text), ne { $value }
mk-scenario-same-name = dva hráči se jmenují { $name } (hráči { $first } a { $second })
mk-scenario-peels = banánové slupky hráče { $player } musí být celé číslo, 0 nebo víc, ne { $value }
mk-scenario-points = body hráče { $player } musí být celé číslo, ne { $value }
mk-scenario-tiles-not-list = kartičky hráče { $player } musí být seznam, ne { $value }
mk-scenario-tile-not-object = kartička { $tile } hráče { $player } musí být objekt s kombem, stranou a kartami, ne { $value }
mk-scenario-tile-missing = kartičce { $tile } hráče { $player } chybí klíč „{ $key }“
mk-scenario-tile-combo = kartička { $tile } hráče { $player } má { $value }, a to není žádné kombo (třeba circles-3)
mk-scenario-tile-side = strana kartičky { $tile } hráče { $player } ({ $combo }) je „green“ (zelená), nebo „brown“ (hnědá), ne { $value }
mk-scenario-tile-cards-not-list = karty u kartičky { $tile } hráče { $player } ({ $combo }) musí být seznam karet, ne { $value }
mk-scenario-tile-no-cards = u kartičky { $tile } hráče { $player } ({ $combo }) nejsou žádné karty, a kartička se vždy bere s nějakými
mk-scenario-tile-card = mezi kartami u kartičky { $tile } hráče { $player } ({ $combo }) je { $value }, a to není žádná karta (třeba red-circle-triangle)
mk-scenario-too-many-tiles = kartička { $combo } je ve scénáři { $count }krát, ale sad kartiček je ve hře jen { $sets } (podle počtu hráčů, { $players }) a v každé je jen jedna
mk-scenario-too-many-cards = karta { $card } leží ve scénáři { $count }krát, ale balíčků je ve hře jen { $players } (jeden na hráče) a v každém je jen jedna
