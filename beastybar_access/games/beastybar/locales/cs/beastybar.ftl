## Beasty Bar: zvířata, karty a všechny věty, které hra říká.
##
## Funkce, které registruje vypravěč (beastybar_access/games/beastybar/narration.py):
##   CARD($card, case: "acc", cap: "yes")  jméno karty ve zvoleném pádě, "zeleného papouška";
##                                         v braillské podobě věty místo jména buňky karty.
##                                         Pády: nom, gen, dat, acc, loc, ins; cap: "yes" = velké první písmeno.
##   CARDGENDER($card)                     rod zvířete na kartě: masculine-animate nebo feminine.
##   ANIMAL($species, case: "nom")         jméno druhu bez barvy ($species je id: "parrot").
## Argumenty: $you je "yes" pro hráče, který větu slyší, jinak "no"; $player je jméno hráče;
## $detail je podrobnost: brief, normal, verbose; místa ve frontě ($place, $from, $to) se počítají od 1.
## Rod hráče neznáme: věty o hráčích jsou v přítomném čase ("Jana hraje …").

## Zvířata: podstatné jméno ve všech potřebných pádech a jeho rod (.gender).

bb-animal-lion = { $case ->
   *[nom] lev
    [gen] lva
    [dat] lvovi
    [acc] lva
    [loc] lvovi
    [ins] lvem
  }
    .gender = masculine-animate
bb-animal-hippo = { $case ->
   *[nom] hrošice
    [gen] hrošice
    [dat] hrošici
    [acc] hrošici
    [loc] hrošici
    [ins] hrošicí
  }
    .gender = feminine
bb-animal-crocodile = { $case ->
   *[nom] krokodýl
    [gen] krokodýla
    [dat] krokodýlovi
    [acc] krokodýla
    [loc] krokodýlovi
    [ins] krokodýlem
  }
    .gender = masculine-animate
bb-animal-snake = { $case ->
   *[nom] had
    [gen] hada
    [dat] hadovi
    [acc] hada
    [loc] hadovi
    [ins] hadem
  }
    .gender = masculine-animate
bb-animal-giraffe = { $case ->
   *[nom] žirafa
    [gen] žirafy
    [dat] žirafě
    [acc] žirafu
    [loc] žirafě
    [ins] žirafou
  }
    .gender = feminine
bb-animal-zebra = { $case ->
   *[nom] zebra
    [gen] zebry
    [dat] zebře
    [acc] zebru
    [loc] zebře
    [ins] zebrou
  }
    .gender = feminine
bb-animal-seal = { $case ->
   *[nom] lachtan
    [gen] lachtana
    [dat] lachtanovi
    [acc] lachtana
    [loc] lachtanovi
    [ins] lachtanem
  }
    .gender = masculine-animate
bb-animal-chameleon = { $case ->
   *[nom] chameleon
    [gen] chameleona
    [dat] chameleonovi
    [acc] chameleona
    [loc] chameleonovi
    [ins] chameleonem
  }
    .gender = masculine-animate
bb-animal-monkey = { $case ->
   *[nom] opice
    [gen] opice
    [dat] opici
    [acc] opici
    [loc] opici
    [ins] opicí
  }
    .gender = feminine
bb-animal-kangaroo = { $case ->
   *[nom] klokan
    [gen] klokana
    [dat] klokanovi
    [acc] klokana
    [loc] klokanovi
    [ins] klokanem
  }
    .gender = masculine-animate
bb-animal-parrot = { $case ->
   *[nom] papoušek
    [gen] papouška
    [dat] papouškovi
    [acc] papouška
    [loc] papouškovi
    [ins] papouškem
  }
    .gender = masculine-animate
bb-animal-skunk = { $case ->
   *[nom] skunk
    [gen] skunka
    [dat] skunkovi
    [acc] skunka
    [loc] skunkovi
    [ins] skunkem
  }
    .gender = masculine-animate

## Barva karty jako přídavné jméno, shoduje se v rodě ($gender) a pádě ($case) se zvířetem.

bb-colour-adjective = { $colour ->
    [green] { $gender ->
        [feminine] { $case ->
            [gen] zelené
            [dat] zelené
            [acc] zelenou
            [loc] zelené
            [ins] zelenou
           *[nom] zelená
          }
       *[masculine-animate] { $case ->
            [gen] zeleného
            [dat] zelenému
            [acc] zeleného
            [loc] zeleném
            [ins] zeleným
           *[nom] zelený
          }
      }
    [yellow] { $gender ->
        [feminine] { $case ->
            [gen] žluté
            [dat] žluté
            [acc] žlutou
            [loc] žluté
            [ins] žlutou
           *[nom] žlutá
          }
       *[masculine-animate] { $case ->
            [gen] žlutého
            [dat] žlutému
            [acc] žlutého
            [loc] žlutém
            [ins] žlutým
           *[nom] žlutý
          }
      }
    [blue] { $gender ->
        [feminine] { $case ->
            [gen] modré
            [dat] modré
            [acc] modrou
            [loc] modré
            [ins] modrou
           *[nom] modrá
          }
       *[masculine-animate] { $case ->
            [gen] modrého
            [dat] modrému
            [acc] modrého
            [loc] modrém
            [ins] modrým
           *[nom] modrý
          }
      }
   *[red] { $gender ->
        [feminine] { $case ->
            [gen] červené
            [dat] červené
            [acc] červenou
            [loc] červené
            [ins] červenou
           *[nom] červená
          }
       *[masculine-animate] { $case ->
            [gen] červeného
            [dat] červenému
            [acc] červeného
            [loc] červeném
            [ins] červeným
           *[nom] červený
          }
      }
  }

# Jméno karty: barva a zvíře ve stejném pádě ($noun je už vyskloňované zvíře).
bb-card-name = { bb-colour-adjective } { $noun }

# Barva, za kterou hraje hráč na daném místě.
bb-colour-name = { $colour ->
    [green] zelená
    [yellow] žlutá
    [blue] modrá
   *[red] červená
  }

bb-variant-name = { $variant ->
    [advanced] varianta pro pokročilé
   *[standard] základní hra
  }

## Stavební kousky vět.

# Hráč v seznamu ("ty a Jana") a na začátku věty ("Ty: …").
bb-player = { $you ->
    [yes] ty
   *[no] { $player }
  }
bb-player-start = { $you ->
    [yes] Ty
   *[no] { $player }
  }
# Náhradní jméno, když hra jméno hráče nezná ($seat od 1).
bb-player-fallback = Hráč { $seat }

# Zvíře, které jedná, na začátku věty; u opakované akce s uvedením.
bb-actor = { $recurring ->
    [yes] Opakovaná akce: { CARD($actor) }
   *[no] { CARD($actor, cap: "yes") }
  }
# Chameleon jednající jako jiné zvíře.
bb-as = { $copy ->
    [yes] {" "}jako { ANIMAL($species) }
   *[no] {""}
  }
bb-from-to = { $from ->
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
  } { $from }. na { $to }. místo
bb-from-place = { $from ->
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
  } { $from }. místa
# "2 ze 4", "3 z 5": předložka podle čísla $total.
bb-of-total = { $total ->
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
bb-item-separator = {"; "}
# Karta v seznamu v 1. pádě, ve 4. pádě, a v seznamu zóny (bar, To je konec).
bb-item-nom = { CARD($card) }
bb-item-acc = { CARD($card, case: "acc") }
bb-zone-card = { CARD($card) }
bb-order-item = { $place }. { CARD($card) }
bb-order-item-verbose = { $place }. { CARD($card) }, síla { $strength }
bb-recurring-mark = opakovaná akce

## Události.

bb-ev-played = { $you ->
    [yes] Hraješ { CARD($card, case: "acc") }
   *[no] { $player } hraje { CARD($card, case: "acc") }
  }{ $detail ->
    [verbose] { $place ->
        [1] {" "}do prázdné fronty.
       *[other] {" "}na { $place }. místo ve frontě.
      }
   *[other] .
  }

bb-ev-copies = { CARD($actor, cap: "yes") } { CARDGENDER($actor) ->
    [feminine] napodobila
   *[other] napodobil
  } { CARD($target, case: "acc") }{ $detail ->
    [brief] .
   *[other] {" "}na { $place }. místě.
  }

bb-ev-idle-empty-queue = { CARD($card, cap: "yes") } nemá v prázdné frontě co dělat, jen čeká.
bb-ev-idle-nothing-to-copy = { CARD($card, cap: "yes") } nemá koho napodobit, ve frontě čekají jen chameleoni.
bb-ev-idle-monkey-alone = { CARD($card, cap: "yes") } je ve frontě jediná opice, nic se neděje.
bb-ev-idle-nothing-to-stink = { CARD($card, cap: "yes") } nemá koho odpudit, kromě skunků ve frontě nikdo nečeká.

bb-ev-moved-hippo = { bb-actor } { CARDGENDER($actor) ->
    [feminine] se protlačila
   *[other] se protlačil
  }{ bb-as } { $detail ->
    [brief] dopředu na { $to }. místo.
    [verbose] { bb-from-to }, před { $passed }.
   *[other] { bb-from-to }.
  }
bb-ev-moved-giraffe = { bb-actor } { CARDGENDER($actor) ->
    [feminine] předběhla
   *[other] předběhl
  }{ bb-as } { $detail ->
    [brief] na { $to }. místo.
    [verbose] { $passed }, { bb-from-to }.
   *[other] { bb-from-to }.
  }
bb-ev-moved-kangaroo = { bb-actor } { $detail ->
    [verbose] { CARDGENDER($actor) ->
        [feminine] přeskočila
       *[other] přeskočil
      }{ bb-as } { $passed }, { bb-from-to }.
    [brief] { CARDGENDER($actor) ->
        [feminine] skočila
       *[other] skočil
      }{ bb-as } na { $to }. místo.
   *[other] { CARDGENDER($actor) ->
        [feminine] skočila
       *[other] skočil
      }{ bb-as } { bb-from-to }.
  }
bb-ev-moved-lion = { bb-actor } { CARDGENDER($actor) ->
    [feminine] se postavila
   *[other] se postavil
  }{ bb-as } { $detail ->
    [brief] do čela fronty.
    [verbose] { bb-from-place } do čela fronty, před { $passed }.
   *[other] { bb-from-place } do čela fronty.
  }

# Vyhození: $actor je zvíře, které vyhání, $card to, které odchází na kartu To je konec.
bb-expelled-place = { $detail ->
    [verbose] {" "}{ bb-from-place }
   *[other] {""}
  }
bb-ev-kicked = { bb-actor } { CARDGENDER($actor) ->
    [feminine] vyhodila
   *[other] vyhodil
  }{ bb-as } { CARD($card, case: "acc") }{ bb-expelled-place }.
bb-ev-eaten = { bb-actor } { CARDGENDER($actor) ->
    [feminine] sežrala
   *[other] sežral
  }{ bb-as } { CARD($card, case: "acc") }{ bb-expelled-place }.
bb-ev-chased = { bb-actor } { CARDGENDER($actor) ->
    [feminine] vyhnala
   *[other] vyhnal
  }{ bb-as } s ostatními opicemi { CARD($card, case: "acc") }{ bb-expelled-place }.
bb-ev-stunk = { bb-actor } { CARDGENDER($actor) ->
    [feminine] odpudila
   *[other] odpudil
  }{ bb-as } { CARD($card, case: "acc") }{ bb-expelled-place }.
bb-ev-scared = { CARD($card, cap: "yes") } { CARDGENDER($card) ->
    [feminine] utekla
   *[other] utekl
  }{ bb-expelled-place } před { CARD($actor, case: "ins") }.
bb-ev-second-lion = Ve frontě už čeká { CARD($actor) }, a tak { CARD($card) }{ bb-as } hned { CARDGENDER($card) ->
    [feminine] odešla
   *[other] odešel
  } na kartu To je konec.

bb-ev-sorted = { bb-actor } { CARDGENDER($actor) ->
    [feminine] seřadila
   *[other] seřadil
  }{ bb-as } frontu podle síly{ $changed ->
    [no] , pořadí zůstalo stejné.
   *[yes] { $detail ->
        [brief] .
       *[other] : { $order }.
      }
  }
bb-ev-reversed = { bb-actor } { CARDGENDER($actor) ->
    [feminine] prohodila
   *[other] prohodil
  }{ bb-as } Nebeskou bránu s Vyhazovem, fronta se obrátila{ $detail ->
    [brief] .
   *[other] : { $order }.
  }
bb-ev-monkeys = Opičí vzpoura: { CARD($actor) } { CARDGENDER($actor) ->
    [feminine] se postavila
   *[other] se postavil
  }{ bb-as } do čela fronty, ostatní opice za { CARDGENDER($actor) ->
    [feminine] ni
   *[other] něj
  } v obráceném pořadí{ $detail ->
    [brief] .
   *[other] . Nové pořadí: { $order }.
  }

bb-ev-entered = { CARD($card, cap: "yes") } { CARDGENDER($card) ->
    [feminine] vešla
   *[other] vešel
  } do baru.
bb-ev-bounced = Jako poslední ve frontě { CARDGENDER($card) ->
    [feminine] byla vyhozena
   *[other] byl vyhozen
  } { CARD($card) }.

bb-ev-drawn = { $you ->
    [yes] { $known ->
        [yes] Dobíráš si { CARD($card, case: "acc") }
       *[no] Dobíráš si kartu
      }
   *[no] { $player } si dobírá kartu
  }{ $detail ->
    [brief] .
   *[other] { $left ->
        [0] , balíček je teď prázdný.
        [one] , v balíčku zbývá { $left } karta.
        [few] , v balíčku zbývají { $left } karty.
       *[other] , v balíčku zbývá { $left } karet.
      }
  }
bb-ev-set-aside = { $you ->
    [yes] Odkládáš mimo hru: { $cards }.
   *[no] { $player } odkládá mimo hru { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] karet
      }.
  }
bb-ev-set-aside-hidden = Odkládáš mimo hru { $count } { $count ->
    [one] kartu
    [few] karty
   *[other] karet
  }.
bb-turn = { $you ->
    [yes] Jsi na tahu.
   *[no] Na tahu je { $player }.
  }

bb-ev-game-over = Konec hry.
bb-result = { bb-player-start }: { $advanced ->
    [yes] { $points } { $points ->
        [one] bod
        [few] body
       *[other] bodů
      }, { $animals } { $animals ->
        [one] zvíře
        [few] zvířata
       *[other] zvířat
      } v baru, součet síly { $strength }.
   *[no] { $animals } { $animals ->
        [one] zvíře
        [few] zvířata
       *[other] zvířat
      } v baru, součet síly { $strength }.
  }
bb-winner = { $you ->
    [yes] Vyhráváš!
   *[no] Vyhrává { $player }.
  }
bb-winners-shared = { $you ->
    [yes] Vyhráváte společně: { $players }.
   *[no] O vítězství se dělí { $players }.
  }
bb-tiebreak = Při rovnosti rozhodl nižší součet síly.
bb-tiebreak-lead = Při rovnosti rozhoduje nižší součet síly.

## Celý tah: zahrané zvíře a jeho účinek v jedné větě, brána v jedné větě.

bb-turn-play = { $you ->
    [yes] Hraješ { CARD($card, case: "acc") }
   *[no] { $player } hraje { CARD($card, case: "acc") }
  }{ $detail ->
    [verbose] { $place ->
        [1] {" "}do prázdné fronty
       *[other] {" "}na { $place }. místo
      }
   *[other] {""}
  }{ $has_effect ->
    [yes] , { $effect }.
   *[no] .
  }
# Účinek zahraného zvířete jako druhá půlka věty „Petr hraje …, <účinek>.“ (přítomný čas, bez rodu).
bb-fx-copies = napodobí { CARD($target, case: "acc") }{ $detail ->
    [brief] {""}
   *[other] {" "}na { $place }. místě
  }
bb-fx-idle-empty-queue = fronta je prázdná, a tak jen čeká
bb-fx-idle-nothing-to-copy = nemá koho napodobit, ve frontě čekají jen chameleoni
bb-fx-idle-monkey-alone = jiná opice ve frontě není, nic se neděje
bb-fx-idle-nothing-to-stink = kromě skunků ve frontě nikdo nečeká, nic se neděje
# $subject: věta začíná podmětem („hrošice se protlačí“), jinak jde sloveso první („…, protlačí se“).
bb-fx-moved-hippo = { $subject ->
    [yes] se protlačí
   *[no] protlačí se
  } { $detail ->
    [brief] na { $to }. místo
    [verbose] { bb-fx-to-place }, před { $passed }
   *[other] { bb-from-to }
  }
bb-fx-moved-giraffe = předběhne { $detail ->
    [brief] na { $to }. místo
    [verbose] { $passed }{ bb-fx-to-place-after }
   *[other] { bb-from-to }
  }
bb-fx-moved-kangaroo = { $detail ->
    [brief] skočí na { $to }. místo
    [verbose] přeskočí { $passed }{ bb-fx-to-place-after }
   *[other] skočí { bb-from-to }
  }
bb-fx-moved-lion = { $subject ->
    [yes] se postaví
   *[no] postaví se
  } { $detail ->
    [brief] do čela fronty
    [verbose] { $played ->
        [yes] do čela fronty, před { $passed }
       *[no] { bb-from-place } do čela fronty, před { $passed }
      }
   *[other] { bb-from-place } do čela fronty
  }
# Podrobně: kam se posunulo právě zahrané zvíře; odkud, už řekl tah („na 3. místo“), a tak jen kam.
bb-fx-to-place = { $played ->
    [yes] na { $to }. místo
   *[no] { bb-from-to }
  }
bb-fx-to-place-after = { $played ->
    [yes] {" "}na { $to }. místo
   *[no] , { bb-from-to }
  }
bb-fx-kicked = vyhodí { $cards }
bb-fx-eaten = sežere { $cards }
bb-fx-chased = s ostatními opicemi vyžene { $cards }
bb-fx-stunk = odpudí { $cards }
bb-fx-scared = vyplaší { $cards }
bb-fx-second-lion = narazí na { CARD($actor, case: "acc") }, který už ve frontě čeká, a tak { CARD($card) } hned odchází na kartu To je konec
# Had: fronta, která už seřazená je, se neřadí (nic se nehne).
bb-fx-sorted = { $changed ->
    [no] fronta už je seřazená podle síly, nic se nehne
   *[yes] seřadí frontu{ $detail ->
        [brief] {""}
       *[other] {" "}podle síly: { $order }
      }
  }
bb-fx-reversed = obrátí frontu{ $detail ->
    [brief] {""}
   *[other] , Nebeská brána a Vyhazov si vymění místa: { $order }
  }
bb-fx-monkeys = opice se postaví do čela fronty{ $detail ->
    [brief] {""}
   *[other] , nové pořadí: { $order }
  }
# Karta ve 4. pádě s místem, kde stála (podrobně).
bb-item-acc-place = { CARD($card, case: "acc") } { $place ->
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
  } { $place }. místa
# Opakovaná akce hrošice, krokodýla a žirafy v celém tahu (přítomný čas jako u zahraného zvířete).
bb-rec = { bb-actor } { $effect }.
# Brána: co vešlo do baru a kdo byl jako poslední vyhozen, v jedné větě.
bb-gate = { $count ->
    [0] { $bounced ->
        [yes] { $out } letí jako poslední ve frontě ven.
       *[no] {""}
      }
   *[other] Do baru { $count ->
        [one] jde
       *[other] jdou
      } { $cards }{ $bounced ->
        [yes] , { $out } letí ven.
       *[no] .
      }
  }
bb-ev-drawn-last = { $player } si bere poslední kartu z balíčku.
# Konec hry: zvířata, která zůstala ve frontě (do baru už nepřijdou a nepočítají se).
bb-left-in-queue = Ve frontě { $count ->
    [one] zůstává { $cards }, do baru už nepřijde
    [few] zůstávají { $cards }, do baru už nepřijdou
   *[other] zůstává { $cards }, do baru už nepřijdou
  }.

## Stůl.

bb-queue-empty = Fronta je prázdná.
bb-queue = { $detail ->
    [brief] Fronta od brány: { $items }.
    [verbose] Ve frontě { $count ->
        [one] čeká { $count } zvíře
        [few] čekají { $count } zvířata
       *[other] čeká { $count } zvířat
      } z 5, od Nebeské brány k Vyhazovu: { $items }.
   *[other] Fronta od Nebeské brány k Vyhazovu: { $items }.
  }
bb-queue-entry = { $place }. { CARD($card) }{ $detail ->
    [brief] {""}
    [verbose] , síla { $strength }{ $recurring ->
        [yes] , { bb-recurring-mark }
       *[no] {""}
      }
   *[other] , síla { $strength }
  }
bb-queue-item = { $place }. místo: { CARD($card) }{ $position }{ $detail ->
    [brief] {""}
    [verbose] , síla { $strength }{ $recurring ->
        [yes] , { bb-recurring-mark }
       *[no] {""}
      }, { $ability }
   *[other] , síla { $strength }
  }

bb-hand-empty = Nemáš v ruce žádnou kartu.
bb-hand = { $detail ->
    [brief] V ruce: { $items }.
   *[other] V ruce máš { $count } { $count ->
        [one] kartu
        [few] karty
       *[other] karet
      }: { $items }.
  }
bb-hand-set-aside = { $count ->
    [few] Tvé { $count } karty
   *[other] Tvých { $count } karet
  }, ze kterých { $aside } odložíš mimo hru: { $items }.
bb-hand-entry = { CARD($card) }{ $detail ->
    [brief] {""}
    [verbose] , síla { $strength }{ $recurring ->
        [yes] , { bb-recurring-mark }
       *[no] {""}
      }, { $ability }
   *[other] , síla { $strength }
  }
bb-card-in-hand = { CARD($card) }, { $index } { bb-of-total } { $total }{ $detail ->
    [brief] {""}
   *[other] , síla { $strength }{ $recurring ->
        [yes] , { bb-recurring-mark }
       *[no] {""}
      }, { $ability }
  }

bb-bar-empty = V baru zatím není žádné zvíře.
bb-bar = Bar. { $items }
bb-bar-player = { bb-player-start }: { $count ->
    [0] zatím nic.
    [one] { $count } zvíře, { $cards }.
    [few] { $count } zvířata, { $cards }.
   *[other] { $count } zvířat, { $cards }.
  }

bb-thats-it-empty = Na kartě To je konec zatím nic není.
bb-thats-it = Na kartě To je konec { $count ->
    [one] je { $count } zvíře
    [few] jsou { $count } zvířata
   *[other] je { $count } zvířat
  }: { $cards }.

bb-scores = Skóre. { $items } { $leader }
bb-scores-nobody = Zatím nikdo nemá v baru žádné zvíře.
bb-leader = { $you ->
    [yes] Vedeš.
   *[no] Vede { $player }.
  }
bb-leaders-shared = { $you ->
    [yes] Vedete společně: { $players }.
   *[no] Vedou společně: { $players }.
  }

bb-cards-left-item = { bb-player-start }: { $hand } { $hand ->
    [one] karta
    [few] karty
   *[other] karet
  } v ruce, { $pile } v balíčku.
bb-cards-left-choosing = { $you ->
    [yes] Ty: ještě vybíráš karty k odložení.
   *[no] { $player }: ještě vybírá karty k odložení.
  }

bb-whose-set-aside = { $you ->
    [yes] Vybíráš 4 karty, které odložíš mimo hru.
   *[no] Karty k odložení vybírá { $player }.
  }
bb-whose-over = Hra skončila.
# Skóre po konci hry: kdo vyhrál (ne kdo vede).
bb-scores-final = Konečné skóre. { $items } { $verdict }

## Volby při zahrání karty.

bb-ask-parrot = Které zvíře má papoušek vyhodit?
bb-ask-kangaroo = Kolik zvířat má klokan přeskočit?
bb-ask-chameleon = Které zvíře má chameleon napodobit?
bb-jump-item = přeskočit { $count } { $count ->
    [one] zvíře
    [few] zvířata
   *[other] zvířat
  }{ $position }
# Pořadí volby v podřízeném seznamu (cíl papouška, skok klokana, vzor chameleona): ", 1 ze 2".
bb-position = , { $index } { bb-of-total } { $total }

# Volba, která se udělala sama, protože byla jen jedna možnost.
bb-auto-parrot = { CARD($card, cap: "yes") } vyhodí { CARD($target, case: "acc") }, jediné zvíře ve frontě.
bb-auto-kangaroo = { CARD($card, cap: "yes") } přeskočí jedno zvíře, víc jich ve frontě nečeká.
bb-auto-chameleon = { CARD($card, cap: "yes") } napodobí { CARD($model, case: "acc") }, nikoho jiného napodobit nemůže{ $then ->
    [parrot] , a jako papoušek vyhodí { CARD($target, case: "acc") }.
    [kangaroo] , a jako klokan přeskočí jedno zvíře.
   *[none] .
  }
bb-auto-nothing = { CARD($card, cap: "yes") } { $species ->
    [parrot] nemá koho vyhodit, fronta je prázdná.
    [kangaroo] nemá co přeskočit, fronta je prázdná.
    [chameleon] nemá koho napodobit.
   *[other] nepotřebuje žádnou volbu.
  }

## Náhled tahu: co by zahrání karty udělalo.

bb-preview = Náhled: když zahraješ { CARD($card, case: "acc") }{ $has_effect ->
    [yes] , { $effect }.
   *[no] .
  }
# Náhled prvního kroku chameleona, po kterém přijde další volba.
bb-preview-more = Náhled: { CARD($card) } napodobí { CARD($model, case: "acc") } a pak ještě vybereš, { $next ->
    [parrot] které zvíře vyhodí
   *[kangaroo] kolik zvířat přeskočí
  } ({ $count } { $count ->
    [one] možnost
    [few] možnosti
   *[other] možností
  }).
bb-preview-place = { CARD($card, cap: "yes") } by pak { CARDGENDER($card) ->
    [feminine] stála
   *[other] stál
  } ve frontě na { $place }. místě.
bb-preview-nothing-else = Nic dalšího by se nestalo.

## Varianta pro pokročilé: odložení 4 karet.

bb-ask-set-aside = Vyber { $total } { $total ->
    [one] kartu, kterou
    [few] karty, které
   *[other] karet, které
  } odložíš mimo hru. Vybráno { $chosen } { bb-of-total } { $total }.
bb-set-aside-item = { CARD($card) }, { $index } { bb-of-total } { $total }{ $selected ->
    [yes] , vybráno
   *[no] {""}
  }
bb-set-aside-marked = { $selected ->
    [yes] Vybráno
   *[no] Výběr zrušen
  }: { CARD($card) }, celkem { $chosen } { bb-of-total } { $total }.
bb-set-aside-summary = Odložíš mimo hru: { $cards }.

## Odmítnuté tahy: vždy řeknou proč.

bb-refusal-game-over = Hra už skončila.
bb-refusal-not-set-aside = Karty se odkládají jen na začátku varianty pro pokročilé.
bb-refusal-set-aside-count = Odlož přesně 4 různé karty, vybráno je { $count }.
bb-refusal-not-your-card = { CARD($card, cap: "yes") } není tvoje karta.
bb-refusal-not-an-action = Takový tah hra nezná.
bb-refusal-set-aside-first = Nejdřív vyber 4 karty, které odložíš mimo hru.
bb-refusal-not-in-hand = { CARD($card, case: "acc", cap: "yes") } nemáš v ruce.
bb-refusal-no-choice-possible = { ANIMAL($animal, cap: "yes") } tady nemá z čeho vybírat.
bb-refusal-choice-missing = { $animal ->
    [parrot] Vyber, které zvíře má papoušek vyhodit.
    [kangaroo] Vyber, kolik zvířat má klokan přeskočit.
   *[chameleon] Vyber, které zvíře má chameleon napodobit.
  }
bb-refusal-choice-not-number = Volba musí být celé číslo.
bb-refusal-target-out-of-range = Místo { $place } ve frontě není, fronta má { $size } { $size ->
    [one] místo
    [few] místa
   *[other] míst
  }.
bb-refusal-jump-out-of-range = Klokan tady může přeskočit nejvýš { $most } { $most ->
    [one] zvíře
    [few] zvířata
   *[other] zvířat
  }, ne { $jump }.
bb-refusal-cannot-copy-chameleon = Chameleon nemůže napodobit jiného chameleona.
bb-refusal-choice-extra = Pro { ANIMAL($animal, case: "acc") } je zadáno víc voleb, než potřebuje.
bb-refusal-not-your-turn = Teď nejsi na tahu.
bb-refusal-generic = Tento tah teď není dovolený.

## Schopnost zvířete jednou frází (u karty v ruce a ve frontě).

bb-ability-lion = vyžene opice a jde do čela, pokud ve frontě nečeká jiný lev
bb-ability-hippo = protlačí se dopředu přes slabší zvířata, ne přes zebru
bb-ability-crocodile = sežere slabší zvířata před sebou, ne zebru
bb-ability-snake = seřadí frontu podle síly
bb-ability-giraffe = předběhne jedno slabší zvíře
bb-ability-zebra = zastaví hrošice a krokodýly
bb-ability-seal = obrátí frontu, prohodí Nebeskou bránu a Vyhazov
bb-ability-chameleon = napodobí jedno zvíře ve frontě
bb-ability-monkey = s další opicí vyžene hrošice a krokodýly a opice jdou do čela
bb-ability-kangaroo = přeskočí jedno nebo dvě zvířata
bb-ability-parrot = vyhodí jedno zvíře z fronty
bb-ability-skunk = odpudí dva nejsilnější druhy, nikdy skunky

## Plná pravidla zvířete.

bb-rules = { CARD($card, cap: "yes") }, síla { $strength }.{ $recurring ->
    [yes] {" "}Opakující se zvíře.
   *[no] {""}
  } { $rules } Ve variantě pro pokročilé dostaneš za toto zvíře v baru { $points } { $points ->
    [one] bod
    [few] body
   *[other] bodů
  }.
bb-rules-recurring = Opakovaná akce: po akci zahrané karty jedná každá hrošice, krokodýl a žirafa ve frontě jednou, postupně od Nebeské brány k Vyhazovu.
bb-rules-lion = Když ve frontě nečeká jiný lev, všechny opice utečou na kartu To je konec a lev se postaví do čela fronty k Nebeské bráně. Když už jiný lev ve frontě čeká, nově zahraný lev hned odchází na kartu To je konec a nic dalšího se nestane.
bb-rules-hippo = Protlačí se dopředu přes všechna slabší zvířata. Zastaví se za zebrou, za jinou hrošicí nebo za lvem. { bb-rules-recurring } Hrošice to dělá v každém tahu, i v tom, kdy byla zahrána.
bb-rules-crocodile = Sežere slabší zvířata přímo před sebou, jedno po druhém, a postoupí na jejich místo. Zastaví se u zebry, u jiného krokodýla nebo u silnějšího zvířete. Zvířata za sebou nežere nikdy. { bb-rules-recurring } Krokodýl to dělá v každém tahu, i v tom, kdy byl zahrán.
bb-rules-snake = Seřadí celou frontu podle síly: nejsilnější zvíře bude u Nebeské brány, nejslabší u Vyhazovu. Zvířata se stejnou silou si ponechají své pořadí.
bb-rules-giraffe = Je-li zvíře přímo před ní slabší, předběhne ho o jedno místo. { bb-rules-recurring } Žirafa to dělá v každém dalším tahu, ale v tahu, kdy byla zahrána, podruhé ne, takže za tah postoupí nejvýš o jedno místo.
bb-rules-zebra = Sama nic nedělá. Hrošice ji nepředběhne a krokodýl ji nesežere, takže chrání zvířata před sebou. Značku opakování má proto, že takhle brání v každém tahu.
bb-rules-seal = Prohodí Nebeskou bránu a Vyhazov: fronta se obrátí, první zvíře bude poslední a poslední první.
bb-rules-chameleon = Napodobí akci jednoho zvířete, které čeká ve frontě, podle tvé volby, a pro tuto akci má i jeho sílu. Potom je opět chameleonem se silou 5 bez opakované akce. Jiného chameleona napodobit nemůže a když nemá koho napodobit, jen čeká. Napodobí-li lva, odchází na kartu To je konec, protože jeden lev už ve frontě čeká. Napodobí-li opici, počítá se jako další opice: vyžene hrošice a krokodýly, postaví se do čela a ostatní opice za něj v obráceném pořadí. Jako had řadí frontu se silou 9. Jako skunk vyžene všechna zvířata dvou nejsilnějších druhů ve frontě, skunky nepočítá, a sám zůstane. Napodobí-li papouška nebo klokana, vybíráš i to, co by vybíral on.
bb-rules-monkey = Sama nic nedělá. Čeká-li ve frontě aspoň jedna další opice, všechny hrošice a krokodýly odcházejí na kartu To je konec. Zahraná opice se postaví do čela fronty, ostatní opice za ni v obráceném pořadí, než stály, a za nimi zbytek fronty v dosavadním pořadí.
bb-rules-kangaroo = Přeskočí jedno nebo dvě zvířata před sebou, podle tvé volby, bez ohledu na jejich sílu. Čeká-li ve frontě jen jedno zvíře, přeskočí jen to.
bb-rules-parrot = Vyhodí jedno zvíře z fronty na kartu To je konec, podle tvé volby. Vybírá se mezi zvířaty, která čekala, než papoušek přišel.
bb-rules-skunk = Najde dva nejsilnější druhy zvířat ve frontě, skunky nepočítá, a všechna zvířata těchto dvou druhů pošle na kartu To je konec. Čekající chameleon se počítá jako chameleon se silou 5. Je-li ve frontě kromě skunků jen jeden druh, odejde jen ten.

## beastybar resolve: co je špatně v souboru se scénářem (shared/beastybar/SCENARIOS.md), řečeno uvnitř
## závorky resolve-refused; $key, $value, $keys, $known, $card, $first, $second, $choices: slova a hodnoty ze souboru (jeho klíče jsou anglické)
bb-scenario-not-object = scénář musí být objekt JSON, { "{" }…{ "}" }
bb-scenario-malformed-json = scénář není platný JSON (řádek { $line }, sloupec { $column })
bb-scenario-unknown-keys = { $count ->
    [one] scénář má neznámý klíč { $keys }
   *[other] scénář má neznámé klíče { $keys }
  }; zná klíče { $known }
bb-scenario-missing-list = ve scénáři chybí klíč „{ $key }“, seznam karet
bb-scenario-not-list = klíč „{ $key }“ musí být seznam karet, ne { $value }
bb-scenario-not-card = v klíči „{ $key }“ je { $value }, a to není žádná karta (třeba red-lion)
bb-scenario-missing-play = ve scénáři chybí klíč „play“, zahraná karta
bb-scenario-choices-not-numbers = klíč „choices“ musí být seznam celých čísel, ne { $value }
bb-scenario-queue-too-long = ve frontě { $count ->
    [one] je { $count } zvíře
    [few] jsou { $count } zvířata
   *[other] je { $count } zvířat
  }; před zahráním může čekat nejvýše { $most }
bb-scenario-card-twice = karta { $card } tam je dvakrát, v „{ $first }“ i v „{ $second }“
bb-scenario-bad-choices = volby { $choices } nesedí: { $reason }
