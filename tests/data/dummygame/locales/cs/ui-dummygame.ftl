ui-game-dummygame = Sirky
play-dummygame-help = hraje Sirky
play-dummygame-description = Sirky u konzole (hra pro testy).
dg-variant = celá hromádka
dg-seat = místo { $seat }
dg-took = { $name } bere { $count ->
    [one] jednu sirku
    [few] { $count } sirky
   *[other] { $count } sirek
}; { $left ->
    [0] nezbyla žádná
    [one] zbyla jedna
    [few] zbyly { $left }
   *[other] zbylo { $left }
}.
dg-won = { $name } bere poslední sirku a vyhrává.
dg-your-turn = Jsi na tahu: { $left ->
    [one] zbývá jedna sirka
    [few] zbývají { $left } sirky
   *[other] zbývá { $left } sirek
}.
dg-whose-turn = Na tahu je { $name }.
dg-pile = { $left ->
    [0] Hromádka je prázdná.
    [one] Zbývá jedna sirka.
    [few] Zbývají { $left } sirky.
   *[other] Zbývá { $left } sirek.
}
dg-help-pile = hromádka
dg-how-many = Kolik sirek si vezmeš?
dg-take = { $count ->
    [one] jednu sirku
    [few] { $count } sirky
   *[other] { $count } sirek
}
dg-refuse = Vzít smíš jednu, dvě nebo tři sirky, a ne víc, než jich zbývá.
