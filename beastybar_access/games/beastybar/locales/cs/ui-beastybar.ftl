## Beasty Bar u konzole

ui-game-beastybar = Beasty Bar

ui-help-bb-queue = fronta od Nebeské brány: pořadí a síla zvířat
ui-help-bb-hand = tvoje karty v ruce
ui-help-bb-bar = bar: zvířata každého hráče
ui-help-bb-thats-it = karta To je konec: vyhozená zvířata
ui-help-bb-scores = průběžné skóre
ui-help-bb-cards-left = kolik karet zbývá každému hráči v ruce a v balíčku
