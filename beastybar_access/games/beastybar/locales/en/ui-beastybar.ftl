## Beasty Bar at the console

ui-game-beastybar = Beasty Bar

ui-help-bb-queue = the queue from Heaven's Gate: order and strength of the animals
ui-help-bb-hand = your cards in hand
ui-help-bb-bar = the bar: each player's animals
ui-help-bb-thats-it = the That's It card: the animals thrown out
ui-help-bb-scores = the scores so far
ui-help-bb-cards-left = how many cards each player has left in hand and in the pile
