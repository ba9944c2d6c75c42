## Cubirds at the console

ui-game-cubirds = Cubirds
play-cubirds-help = play Cubirds
play-cubirds-description = Cubirds at the console: single keys, messages by speech, on screen and in braille. The options are those of the play command.

ui-help-cb-rows = the four rows of birds on the table, each from left to right with counts
ui-help-cb-hand = your cards in hand by species, with counts and flock sizes
ui-help-cb-collections = every player's collection
ui-help-cb-cards = how many cards are in the draw pile, the discard pile and each player's hand
ui-help-cb-wins = what wins and how close each player is to it
ui-cb-variant-standard = standard rules
