## Krabčáci (Cubirds): ptáci, karty a všechny věty, které hra říká.
##
## Funkce, které registruje vypravěč (beastybar_access/games/cubirds/narration.py):
##   BIRD($species, $count, case: "acc", number: "pl", cap: "yes")
##       jméno ptáka ($species je id: "owl", "reed-warbler") ve zvoleném pádě. S počtem $count vybere
##       číslo a pád podle pravidel níže (cb-count-number, cb-count-case): 1 sova, 2 sovy, 5 sov.
##       Bez počtu rozhoduje number: "sg" (výchozí) nebo "pl". Pády: nom, gen, dat, acc, loc, ins.
##       cap: "yes" = velké první písmeno. V braillské podobě věty místo jména buňky ptáka.
##   BIRDGENDER($species)  rod ptáka: masculine-animate nebo feminine (pro shodu přídavných jmen).
## Argumenty: $you je "yes" pro hráče, který větu slyší, jinak "no"; $player je jméno hráče;
## $detail je podrobnost: brief, normal, verbose; řady ($row) se počítají od 1, zleva doprava;
## $side je left nebo right.
## Rod hráče neznáme: věty o hráčích jsou v přítomném nebo budoucím čase ("Jana vykládá …").

## Gramatika počtu: které číslo a který pád má podstatné jméno po číslovce.
## 1 → jednotné číslo v pádě věty; 2–4 → množné číslo v pádě věty;
## 0 a 5 a víc → v 1. a 4. pádě 2. pád množného čísla (5 sov), jinak množné číslo v pádě věty.

cb-count-number = { $count ->
    [one] sg
   *[other] pl
  }
cb-count-case = { $count ->
    [one] { $case }
    [few] { $case }
   *[other] { $case ->
        [nom] gen
        [acc] gen
       *[other] { $case }
      }
  }

## Ptáci: podstatné jméno v jednotném (sg) a množném (pl) čísle ve všech pádech a jeho rod (.gender).

cb-bird-flamingo = { $number ->
   *[sg] { $case ->
       *[nom] plameňák
        [gen] plameňáka
        [dat] plameňákovi
        [acc] plameňáka
        [loc] plameňákovi
        [ins] plameňákem
      }
    [pl] { $case ->
       *[nom] plameňáci
        [gen] plameňáků
        [dat] plameňákům
        [acc] plameňáky
        [loc] plameňácích
        [ins] plameňáky
      }
  }
    .gender = masculine-animate
cb-bird-owl = { $number ->
   *[sg] { $case ->
       *[nom] sova
        [gen] sovy
        [dat] sově
        [acc] sovu
        [loc] sově
        [ins] sovou
      }
    [pl] { $case ->
       *[nom] sovy
        [gen] sov
        [dat] sovám
        [acc] sovy
        [loc] sovách
        [ins] sovami
      }
  }
    .gender = feminine
cb-bird-toucan = { $number ->
   *[sg] { $case ->
       *[nom] tukan
        [gen] tukana
        [dat] tukanovi
        [acc] tukana
        [loc] tukanovi
        [ins] tukanem
      }
    [pl] { $case ->
       *[nom] tukani
        [gen] tukanů
        [dat] tukanům
        [acc] tukany
        [loc] tukanech
        [ins] tukany
      }
  }
    .gender = masculine-animate
cb-bird-duck = { $number ->
   *[sg] { $case ->
       *[nom] kachna
        [gen] kachny
        [dat] kachně
        [acc] kachnu
        [loc] kachně
        [ins] kachnou
      }
    [pl] { $case ->
       *[nom] kachny
        [gen] kachen
        [dat] kachnám
        [acc] kachny
        [loc] kachnách
        [ins] kachnami
      }
  }
    .gender = feminine
cb-bird-parrot = { $number ->
   *[sg] { $case ->
       *[nom] papoušek
        [gen] papouška
        [dat] papouškovi
        [acc] papouška
        [loc] papouškovi
        [ins] papouškem
      }
    [pl] { $case ->
       *[nom] papoušci
        [gen] papoušků
        [dat] papouškům
        [acc] papoušky
        [loc] papoušcích
        [ins] papoušky
      }
  }
    .gender = masculine-animate
cb-bird-magpie = { $number ->
   *[sg] { $case ->
       *[nom] straka
        [gen] straky
        [dat] strace
        [acc] straku
        [loc] strace
        [ins] strakou
      }
    [pl] { $case ->
       *[nom] straky
        [gen] strak
        [dat] strakám
        [acc] straky
        [loc] strakách
        [ins] strakami
      }
  }
    .gender = feminine
cb-bird-reed-warbler = { $number ->
   *[sg] { $case ->
       *[nom] rákosník
        [gen] rákosníka
        [dat] rákosníkovi
        [acc] rákosníka
        [loc] rákosníkovi
        [ins] rákosníkem
      }
    [pl] { $case ->
       *[nom] rákosníci
        [gen] rákosníků
        [dat] rákosníkům
        [acc] rákosníky
        [loc] rákosnících
        [ins] rákosníky
      }
  }
    .gender = masculine-animate
cb-bird-robin = { $number ->
   *[sg] { $case ->
       *[nom] červenka
        [gen] červenky
        [dat] července
        [acc] červenku
        [loc] července
        [ins] červenkou
      }
    [pl] { $case ->
       *[nom] červenky
        [gen] červenek
        [dat] červenkám
        [acc] červenky
        [loc] červenkách
        [ins] červenkami
      }
  }
    .gender = feminine

## Stavební kousky vět.

# Počet ptáků jednoho druhu ve větě: "sova" (jeden pták bez čísla), "2 sovy", "5 sov"; ve 4. pádě "sovu".
cb-birds-nom = { $count ->
    [one] { BIRD($species) }
   *[other] { $count } { BIRD($species, $count) }
  }
cb-birds-acc = { $count ->
    [one] { BIRD($species, case: "acc") }
   *[other] { $count } { BIRD($species, $count, case: "acc") }
  }
# Jeden pták ve větě, kde by angličtina dala člen: "tukan" (1. pád), "tukana" (4. pád).
cb-a-bird = { BIRD($species) }
cb-a-bird-acc = { BIRD($species, case: "acc") }
# Pták dobraný z balíčku pro doplnění řady, ve 4. a 1. pádě.
cb-drawn-acc = { BIRDGENDER($species) ->
    [feminine] dobranou
   *[other] dobraného
  } { BIRD($species, case: "acc") }
cb-drawn-nom-start = { BIRDGENDER($species) ->
    [feminine] Dobraná
   *[other] Dobraný
  } { BIRD($species) }

cb-player = { $you ->
    [yes] ty
   *[no] { $player }
  }
cb-player-start = { $you ->
    [yes] Ty
   *[no] { $player }
  }
# Náhradní jméno, když hra jméno hráče nezná ($seat od 1).
cb-player-fallback = Hráč { $seat }

cb-cards-nom = { $count } { $count ->
    [one] karta
    [few] karty
   *[other] karet
  }
cb-cards-acc = { $count } { $count ->
    [one] kartu
    [few] karty
   *[other] karet
  }
cb-new-cards-acc = { $count } { $count ->
    [one] novou kartu
    [few] nové karty
   *[other] nových karet
  }
cb-birds-total = { $birds } { $birds ->
    [one] pták
    [few] ptáci
   *[other] ptáků
  }
cb-kinds-total = { $kinds } { $kinds ->
    [one] druh
    [few] druhy
   *[other] druhů
  }
# Kolik karet si hráč vezme: "nic", "1 kartu", "2 karty".
cb-take-count = { $count ->
    [0] nic
   *[other] { cb-cards-acc }
  }
cb-side = { $side ->
    [left] zleva
   *[right] zprava
  }
cb-side-start = { $side ->
    [left] Zleva
   *[right] Zprava
  }
cb-flock-size = { $big ->
    [yes] velké
   *[no] malé
  }
# "3 ze 4", "3 z 5": předložka podle čísla $of.
cb-of = { $of ->
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
# Pořadí volby v nabídce, připojené za položku: ", 2 ze 4".
cb-position = , { $index } { cb-of } { $of }
cb-item-separator = {", "}
cb-entry-separator = {"; "}

## Události.

cb-ev-laid = { $you ->
    [yes] Vykládáš { cb-birds-acc } do řady { $row } { cb-side }.
   *[no] { $player } vykládá { cb-birds-acc } do řady { $row } { cb-side }.
  }
cb-ev-taken = { $you ->
    [yes] Bereš si { $detail ->
        [verbose] z řady { $row } do ruky
       *[other] do ruky
      } { cb-cards-acc }: { $birds }.
   *[no] { $player } si bere { $detail ->
        [verbose] z řady { $row } do ruky
       *[other] do ruky
      } { cb-cards-acc }: { $birds }.
  }
# Stručně (jen ve vlastním tahu): řadu hráč právě vybral a náhled řekl, že se doplní z balíčku.
cb-ev-refill-drawn = { $detail ->
    [brief] Z balíčku: { $known ->
        [yes] { cb-a-bird }.
       *[no] karta.
      }
   *[other] V řadě { $row } je jen jeden druh ptáků, z balíčku se dobírá { $known ->
        [yes] { cb-a-bird }.
       *[no] karta.
      }
  }
cb-ev-refill-placed = { $detail ->
    [brief] { BIRD($species, cap: "yes") } do řady { $row } { cb-side }.
   *[other] { $you ->
        [yes] Přikládáš { cb-drawn-acc } do řady { $row } { cb-side }.
       *[no] { $player } přikládá { cb-drawn-acc } do řady { $row } { cb-side }.
      }
  }
cb-ev-pile-exhausted = Řadu { $row } není čím doplnit, dobírací i odhazovací balíček jsou prázdné. Hra skončí po tomto tahu.
cb-ev-reshuffled = { $detail ->
    [brief] Odhazovací balíček se zamíchá jako nový dobírací.
   *[other] Dobírací balíček došel, odhazovací balíček se zamíchá jako nový dobírací, má { cb-cards-acc }.
  }
cb-ev-drew = { $count ->
    [0] { $you ->
        [yes] V balíčku už žádná karta není.
       *[no] { $player } si z balíčku nic nebere, žádná karta v něm není.
      }
   *[other] { $you ->
        [yes] { $known ->
            [yes] { $detail ->
                [brief] Bereš si { $birds }.
               *[other] Bereš si z balíčku { cb-cards-acc }: { $birds }.
              }
           *[no] Bereš si z balíčku { cb-cards-acc }.
          }
       *[no] { $player } si bere z balíčku { cb-cards-acc }.
      }
  }
cb-ev-draw-declined = { $you ->
    [yes] Karty z balíčku si nebereš.
   *[no] { $player } si karty z balíčku nebere.
  }
cb-ev-flocked = { $detail ->
    [brief] { $you ->
        [yes] Vykládáš { cb-flock-size } hejno, { $flock }, { $kept_count } do sbírky.
       *[no] { $cont ->
            [yes] { $kept_count ->
                [1] Hejno
               *[other] Velké hejno
              }: { $flock_nom }.
           *[no] { $player } vykládá { cb-flock-size } hejno, { $flock }.
          }
      }
    [normal] { $you ->
        [yes] { cb-ev-flocked-full }
       *[no] { $cont ->
            [yes] { $kept_count ->
                [1] Hejno
               *[other] Velké hejno
              }: { $flock_nom }, { $kept_count } do sbírky.
           *[no] { cb-ev-flocked-full }
          }
      }
   *[other] { cb-ev-flocked-full }
  }
cb-ev-flocked-full = { $you ->
    [yes] Vykládáš { cb-flock-size } hejno, { $flock }: do sbírky si dáváš { $kept }, { $discarded ->
        [0] nic neodhazuješ.
       *[other] { cb-discarded } odhazuješ.
      }
   *[no] { $player } vykládá { cb-flock-size } hejno, { $flock }: do sbírky si dává { $kept }, { $discarded ->
        [0] nic neodhazuje.
       *[other] { cb-discarded } odhazuje.
      }
  }{ $detail ->
    [verbose] {" "}{ cb-flock-sizes }
   *[other] {""}
  }
cb-discarded = { $discarded } { $discarded ->
    [one] kartu
    [few] karty
   *[other] karet
  }
cb-flock-sizes = Malé hejno je od { $small } karet, velké od { $large }.
cb-ev-flock-declined = { $you ->
    [yes] Hejno nevykládáš.
   *[no] { $player } hejno nevykládá.
  }
cb-ev-round-ended = { $you ->
    [yes] Už nemáš v ruce žádnou kartu, { $round }. kolo končí.
   *[no] { $player } už nemá v ruce žádnou kartu, { $round }. kolo končí.
  }
cb-ev-hand-discarded = { $count ->
    [0] { $you ->
        [yes] V ruce ti nic nezbylo.
       *[no] { $player } nemá v ruce nic.
      }
   *[other] { $you ->
        [yes] { $known ->
            [yes] Odhazuješ z ruky { cb-cards-acc }: { $birds }.
           *[no] Odhazuješ z ruky { cb-cards-acc }.
          }
       *[no] { $player } odhazuje z ruky { cb-cards-acc }.
      }
  }
cb-ev-dealt = { $you ->
    [yes] { $known ->
        [yes] Dostáváš { cb-new-cards-acc }: { $birds }.
       *[no] Dostáváš { cb-new-cards-acc }.
      }
   *[no] { $player } dostává { cb-new-cards-acc }.
  }
cb-ev-round-started = { $you ->
    [yes] Začíná { $round }. kolo, karty rozdáváš a první hraješ ty.
   *[no] Začíná { $round }. kolo, karty rozdává a první hraje { $player }.
  }
cb-turn = { $you ->
    [yes] Jsi na tahu.
   *[no] Na tahu je { $player }.
  }

cb-ev-game-over = Konec hry. { $reason } { $results } { $verdict }
cb-over-seven-species = { $you ->
    [yes] Máš
   *[no] { $player } má
  } ve sbírce { $kinds } různých druhů ptáků.
cb-over-two-trios = { $you ->
    [yes] Máš
   *[no] { $player } má
  } ve sbírce { $trios } { $trios ->
    [one] druh
    [few] druhy
   *[other] druhů
  } ptáků, od každého aspoň { $trio }.
cb-over-pile-empty = Došly karty v dobíracím i odhazovacím balíčku, vyhrává, kdo má ve sbírce nejvíc ptáků.
cb-over-cannot-deal = Karty už nestačí na rozdání nového kola, vyhrává, kdo má ve sbírce nejvíc ptáků.
cb-result = { cb-player-start }: { cb-birds-total }, { cb-kinds-total }.
cb-winner = { $you ->
    [yes] Vyhráváš!
   *[no] Vyhrává { $player }.
  }
cb-draw = { $you ->
    [yes] Remíza, nejvíc ptáků máte { $players }.
   *[no] Remíza, nejvíc ptáků mají { $players }.
  }

## Jedno rozhodnutí v jedné či dvou větách.

# Vyložení a co si hráč vzal, jednou větou (stručně bez slovesa: „Eva: tukan do řady 4 zleva, …“).
cb-ev-laid-then = { $detail ->
    [brief] { $you ->
        [yes] Ty
       *[no] { $player }
      }: { cb-birds-nom } do řady { $row } { cb-side }{ $has_then ->
        [yes] , { $then }.
       *[no] .
      }
   *[other] { $you ->
        [yes] Vykládáš { cb-birds-acc } do řady { $row } { cb-side }
       *[no] { $player } vykládá { cb-birds-acc } do řady { $row } { cb-side }
      }{ $has_then ->
        [yes] {" "}a { $then }.
       *[no] .
      }
  }
# Stručně si vlastní brané karty neopakuje: volba konce je před chvílí vyjmenovala („bereš 3 karty“).
cb-then-taken = { $you ->
    [yes] bereš{ $detail ->
        [brief] {" "}{ cb-cards-acc }
       *[other] {" "}si { $birds }
      }
   *[no] bere{ $detail ->
        [brief] {""}
       *[other] {" "}si
      } { $birds }
  }
cb-then-drew = { $count ->
    [0] v balíčku už žádná karta není
   *[other] { $you ->
        [yes] { $known ->
            [yes] bereš si z balíčku { cb-cards-acc }: { $birds }
           *[no] bereš si z balíčku { cb-cards-acc }
          }
       *[no] { $detail ->
            [brief] { $count } z balíčku
           *[other] bere si z balíčku { cb-cards-acc }
          }
      }
  }
cb-then-draw-declined = { $you ->
    [yes] karty z balíčku si nebereš
   *[no] karty z balíčku si nebere
  }
# Řada po tahu, s kartami, které ji doplnily z balíčku.
cb-row-now = { $refilled ->
    [yes] { $detail ->
        [brief] Doplněno: { $refills_nom }.
       *[other] Řada { $row } se doplnila o { $refills }{ $has_items ->
            [yes] , zleva: { $items }.
           *[no] .
          }
      }
   *[no] Řada { $row } teď zleva: { $items }.
  }
cb-row-refilling = Řada { $row } se doplňuje z balíčku o { $refills }.
cb-player-cards = { $player } { cb-cards-acc }
cb-others-discard = { $players ->
    [one] { $player } odhazuje z ruky { cb-cards-acc }.
   *[other] Z ruky odhazují: { $items }.
  }
# Nové karty ostatních: jeden hráč "Jana dostává 8 nových karet." (po vlastních kartách "… také …"),
# víc hráčů se stejným počtem "Ostatní dostávají také …" / "Každý dostává …", s různým "Nové karty dostávají: …".
cb-others-dealt = { $players ->
    [one] { $player } dostává { $own ->
        [yes] také { cb-new-cards-acc }.
       *[no] { cb-new-cards-acc }.
      }
   *[other] { $same ->
        [yes] { $own ->
            [yes] Ostatní dostávají také { cb-new-cards-acc }.
           *[no] Každý dostává { cb-new-cards-acc }.
          }
       *[no] Nové karty dostávají: { $items }.
      }
  }

## Shrnutí po tahu.

cb-summary-hand = { $count ->
    [0] { $you ->
        [yes] Teď nemáš v ruce žádnou kartu.
       *[no] { $player } teď nemá v ruce žádnou kartu.
      }
   *[other] { $you ->
        [yes] Teď máš v ruce { cb-cards-acc }.
       *[no] { $player } má teď v ruce { cb-cards-acc }.
      }
  }

## Stůl.

# Řada jako volba ($of > 0: „Řada 2 ze 4“, pořadí mezi řadami, jako „N z M“ u každé volby), jinak „Řada 2“.
cb-row-name = Řada { $row }{ $of ->
    [0] {""}
   *[other] {" "}{ cb-of } { $of }
  }
cb-row = { $detail ->
    [brief] { cb-row-name }: { $items }.
    [verbose] { cb-row-name }, { cb-cards-nom }, { cb-kinds-total }, zleva: { $items }.
   *[other] { cb-row-name } zleva: { $items }.
  }
cb-row-empty = { cb-row-name } je prázdná.
# U volby řady (podrobně): kolik karet by si hráč vzal z každého konce.
cb-row-takes = { $left_count ->
    [0] Zleva nevezmeš nic
   *[other] Zleva vezmeš { $left }
  }, zprava { $right }.

cb-hand-empty = Nemáš v ruce žádnou kartu.
cb-hand = { $detail ->
    [brief] V ruce: { $items }.
    [verbose] V ruce máš { cb-cards-acc }, { cb-kinds-total }: { $items }.
   *[other] V ruce máš { cb-cards-acc }: { $items }.
  }
# Druh v ruce: "kachna, 3 ze 4 pro malé hejno" (do malého hejna), "kachna, 5 ze 6 pro velké hejno,
# na malé stačí", "kachna, 6, stačí na velké hejno".
cb-hand-entry = { BIRD($species) }{ $position }, { $progress ->
    [small] máš { $count }, malé hejno od { $of }{ $detail ->
        [verbose] , velké od { $large }
       *[other] {""}
      }
    [big] máš { $count }, na malé hejno stačí, velké od { $of }
   *[full] máš { $count }, stačí na velké hejno
  }

cb-collections = Sbírky. { $items }
cb-collection = { cb-player-start }: { $birds ->
    [0] zatím nic.
   *[other] { $items }, celkem { cb-birds-total }, { cb-kinds-total }.
  }

cb-piles = Dobírací balíček: { $pile ->
    [0] prázdný
   *[other] { $pile } { $pile ->
        [one] karta
        [few] karty
       *[other] karet
      }
  }. Odhazovací balíček: { $discard ->
    [0] prázdný
   *[other] { $discard } { $discard ->
        [one] karta
        [few] karty
       *[other] karet
      }
  }.
cb-hand-sizes = Karty v ruce: { $items }.
cb-hand-size = { cb-player } { $count }

cb-whose = { $detail ->
    [verbose] { $round }. kolo.{" "}
   *[other] {""}
  }{ $you ->
    [yes] Jsi na tahu{ $phase ->
        [refill] , přikládáš { cb-drawn-acc } do řady { $row }.
        [draw] , rozhoduješ, zda si vezmeš 2 karty z balíčku.
        [flock] , rozhoduješ o hejnu.
       *[lay] { $detail ->
            [brief] .
           *[other] , vykládáš ptáky do řady.
          }
      }
   *[no] Na tahu je { $player }{ $phase ->
        [refill] , přikládá { cb-drawn-acc } do řady { $row }.
        [draw] , rozhoduje, zda si vezme 2 karty z balíčku.
        [flock] , rozhoduje o hejnu.
       *[lay] , vykládá ptáky do řady.
      }
  }
cb-whose-over = Hra skončila. { $verdict }

cb-what-wins = Vyhrává, kdo má ve sbírce jako první { $kinds } různých druhů ptáků, nebo { $trios } { $trios ->
    [one] druh
    [few] druhy
   *[other] druhů
  } ptáků, od každého aspoň { $trio }.
# Jak blízko je hráč výhře: "Ty: 4 ze 7 druhů; trojice 1 ze 2: 4 sovy; dvojice: 2 tukani."
# $kinds a $trios jsou hotové kousky "4 ze 7" (cb-count-of); $trio_list a $pair_list seznamy ptáků.
cb-wins-player = { cb-player-start }: { $kinds } druhů; trojice { $trios }{ $has_trios ->
    [yes] : { $trio_list }
   *[no] {""}
  }{ $has_pairs ->
    [yes] ; dvojice: { $pair_list }.
   *[no] .
  }
cb-count-of = { $count } { cb-of } { $of }
cb-wins-leader = Kdyby došly karty, rozhodne nejvíc ptáků ve sbírce: { $count ->
    [one] { $you ->
        [yes] teď vedeš
       *[no] teď vede { $player }
      }
   *[other] { $you ->
        [yes] teď vedete společně { $players }
       *[no] teď vedou společně { $players }
      }
  }, { cb-birds-total }.

cb-species-rules = { BIRD($species, cap: "yes") }: ve hře { $total ->
    [few] jsou
   *[other] je
  } { cb-cards-nom }. Malé hejno tvoří aspoň { $small_birds } a do sbírky si z něj dáš { $small_kept }. Velké hejno tvoří aspoň { $big_birds } a do sbírky si z něj dáš { $big_kept }. Ostatní karty hejna jdou na odhazovací balíček.

## Rozhodnutí v tahu.

cb-ask-species = Které ptáky vyložíš?
cb-species-item = { cb-birds-nom }{ $position }{ $detail ->
    [verbose] , malé hejno od { $small }, velké od { $large }
   *[other] {""}
  }
# Stručně (i vlastní tah při běžné úrovni): ptáky hráč právě vybral, řady zazní jako možnosti.
cb-ask-row = { $detail ->
    [brief] Kam vyložíš { cb-birds-acc }?
   *[other] Do které řady vyložíš { cb-birds-acc }?
  }
# Jen podrobně: stručně (i ve vlastním tahu při běžné úrovni) se konzole neptá, konce řady zazní samy.
cb-ask-side = Ke kterému konci řady { $row } přiložíš { cb-birds-acc }?
cb-side-item = { cb-side }{ $position }
cb-side-option = { cb-side-start }{ $position }.
# Stručně: dobranou kartu řekl řádek těsně před otázkou („Řada 1 se doplňuje z balíčku: straka.“).
cb-ask-refill = { $detail ->
    [brief] Ke kterému konci?
   *[other] Ke kterému konci řady { $row } přiložíš { cb-drawn-acc }?
  }
cb-refill-item = { cb-side-start }{ $position }. Řada pak: { $items }.{ $again ->
    [yes] {" "}Pořád v ní bude jen jeden druh, dobere se další karta.
   *[no] {""}
  }
cb-ask-draw = { $detail ->
    [brief] { $available ->
        [one] Vzít si poslední kartu?
       *[other] Vzít si { $available } karty?
      }
   *[other] { $available ->
        [one] Zbývá už jen 1 karta. Vezmeš si ji?
       *[other] Vezmeš si { $available } horní karty z balíčku?
      }
  }
cb-draw-item = { $take ->
    [yes] ano{ $detail ->
        [brief] {""}
       *[other] , vzít si { cb-cards-acc }
      }
   *[no] ne{ $detail ->
        [brief] {""}
       *[other] , nebrat si nic
      }
  }{ $position }
cb-ask-flock = { $detail ->
    [brief] Které hejno vyložíš?
   *[other] Můžeš vyložit jedno hejno. Které vyložíš?
  }
cb-flock-item = { cb-birds-nom }{ $position }{ $detail ->
    [brief] , { cb-flock-size } hejno
   *[other] , { cb-flock-size } hejno: do sbírky { $kept }, odhodíš { $discarded }
  }{ $wins ->
    [yes] . Tímto hejnem vyhraješ!
   *[no] {""}
  }{ $last ->
    [yes] . Vyložíš poslední karty z ruky a kolo skončí.
   *[no] {""}
  }
cb-no-flock-item = žádné hejno{ $position }

# Volba, která se udělala sama, protože byla jen jedna možnost.
cb-auto-species = Jediný druh v ruce: { cb-birds-nom }.
# Stručně: dobranou kartu jmenoval řádek těsně před tímto („Z balíčku: kachna.“).
cb-auto-refill-same = { $detail ->
    [brief] Na konci nezáleží.
   *[other] { cb-drawn-nom-start } je stejného druhu jako celá řada, na konci nezáleží.
  }
cb-auto-no-flock = Hejno teď vyložit nemůžeš.
cb-auto-only = Jiná možnost tu není.

## Náhled vyložení: co by tah udělal (nikdy neprozradí karty z balíčku).

cb-preview-action = Náhled: { cb-birds-acc } do řady { $row } { cb-side }.
# Stručně: jen co vezmeš, a že se řada doplní; otázka na 2 karty z balíčku přijde sama.
cb-preview-take = { $detail ->
    [brief] Vezmeš { $birds }.
   *[other] Vezmeš { cb-cards-acc }: { $birds }.
  }
cb-preview-nothing = Nic neobklopíš{ $count ->
    [0] .
   *[other] { $detail ->
        [brief] .
       *[other] , můžeš si pak vzít { cb-cards-acc } z balíčku.
      }
  }
cb-preview-refill = { $detail ->
    [brief] Řada se pak doplní z balíčku.
   *[other] V řadě { $row } pak { $count ->
        [few] zůstanou
       *[other] zůstane
      } jen { cb-birds-nom }, doplní se z balíčku.
  }
cb-preview-exhausted = V řadě { $row } pak zůstane jen jeden druh, ale dobírací i odhazovací balíček jsou prázdné: hra po tomto tahu skončí.
# $count: kolik karet hráč vykládá (jeho poslední).
cb-preview-round-end = Vyložíš { cb-last-cards } z ruky a kolo skončí.
cb-last-cards = { $count ->
    [one] poslední kartu
   *[other] poslední karty
  }
cb-preview-game-end = Vyložíš { cb-last-cards } z ruky, kolo skončí a karty už nestačí na nové rozdání: hra skončí.
cb-preview-flock = Na hejno pak budeš mít { $birds }.
cb-preview-row = Řada pak bude zleva: { $items }.

## Odmítnuté tahy: vždy řeknou proč.

cb-refusal-game-over = Hra už skončila.
cb-refusal-not-an-action = Takový tah hra nezná.
cb-refusal-wrong-decision = { $expected ->
    [lay] Teď vykládáš ptáky z ruky do řady.
    [refill] Teď vybíráš, ke kterému konci řady přiložíš dobranou kartu.
    [draw] Teď se rozhoduješ, zda si vezmeš 2 karty z balíčku.
    [flock] Teď se rozhoduješ o hejnu.
   *[other] Teď se rozhoduje o něčem jiném.
  }
cb-refusal-bad-row = { $known ->
    [yes] Řada { $row } na stole není, řady jsou 1 až { $rows }.
   *[no] Taková řada na stole není, řady jsou 1 až { $rows }.
  }
cb-refusal-bad-side = Karty se přikládají jen zleva, nebo zprava.
cb-refusal-not-in-hand = Nemáš v ruce { BIRDGENDER($species) ->
    [feminine] žádnou
   *[other] žádného
  } { BIRD($species, case: "acc") }.
cb-refusal-bad-take = Odpověz ano, nebo ne.
cb-refusal-flock-too-small = Malé hejno { BIRD($species, case: "gen", number: "pl") } potřebuje aspoň { $need } { $need ->
    [one] kartu
    [few] karty
   *[other] karet
  }, v ruce { $have ->
    [one] máš jen 1
   *[other] máš jen { $have }
  }.
cb-refusal-bad-species = Takový druh ptáka ve hře není.
cb-refusal-not-your-turn = Teď nejsi na tahu.
cb-refusal-generic = Tento tah teď není dovolený.

## cubirds resolve: co je špatně v souboru se scénářem (shared/cubirds/SCENARIOS.md), řečeno uvnitř
## závorky resolve-refused; $key, $where, $value, $keys, $known, $cards, $species: slova a hodnoty ze
## souboru (jeho klíče a druhy jsou anglicky); řady se počítají od 0 jako v souboru
cb-scenario-not-object = scénář musí být objekt JSON, { "{" }…{ "}" }
cb-scenario-malformed-json = scénář není platný JSON (řádek { $line }, sloupec { $column })
cb-scenario-unknown-keys = { $count ->
    [one] scénář má neznámý klíč { $keys }
   *[other] scénář má neznámé klíče { $keys }
  }; zná klíče { $known }
cb-scenario-not-species = v „{ $where }“ je { $value }, a to není žádný druh ptáka (zná { $known })
cb-scenario-missing-list = ve scénáři chybí klíč „{ $key }“, seznam druhů ptáků
cb-scenario-not-list = klíč „{ $key }“ musí být seznam druhů ptáků, ne { $value }
cb-scenario-missing-rows = ve scénáři chybí klíč „rows“, { $rows } seznamy druhů ptáků
cb-scenario-not-rows = klíč „rows“ musí být seznam { $rows } seznamů druhů ptáků, ne { $value }
cb-scenario-row-species = v řadě { $row } { $count ->
    [0] není žádná karta
    [one] jsou karty jediného druhu ({ $cards })
    [few] jsou { $count } druhy ({ $cards })
   *[other] je { $count } druhů ({ $cards })
  }; v řadě jsou vždy aspoň dva druhy
cb-scenario-missing-play = ve scénáři chybí klíč „play“, vyložená karta: druh, řada 0 až { $last } a strana
cb-scenario-play-not-object = „play“ musí být objekt s druhem, řadou a stranou, ne { $value }
cb-scenario-play-unknown-keys = { $count ->
    [one] „play“ má neznámý klíč { $keys }
   *[other] „play“ má neznámé klíče { $keys }
  }; zná klíče species, row a side
cb-scenario-play-missing-species = v „play“ chybí druh ptáka
cb-scenario-play-row = řada v „play“ musí být číslo 0 až { $last }, ne { $value }
cb-scenario-side = strana v „{ $where }“ musí být „left“ (vlevo), nebo „right“ (vpravo), ne { $value }
cb-scenario-too-many = ve scénáři { $count ->
    [one] je { $count } karta
    [few] jsou { $count } karty
   *[other] je { $count } karet
  } druhu { $species }, ale hra jich má jen { $most }
cb-scenario-refill-not-list = „refill“ musí být seznam „left“ a „right“, ne { $value }
cb-scenario-draw-two = „draw_two“ musí být true, nebo false, ne { $value }
cb-scenario-bad-play = kartu z „play“ nejde vyložit: { $reason }
cb-scenario-refill-extra = „refill“ { $count ->
    [one] udává { $count } konec
    [few] udává { $count } konce
   *[other] udává { $count } konců
  }, ale do řady { $drawn ->
    [one] se dobrala { $drawn } karta
    [few] se dobraly { $drawn } karty
   *[other] se dobralo { $drawn } karet
  }
cb-scenario-bad-flock = hejno z „flock“ nejde vyložit: { $reason }
