## The tutorial of 4 Monkeys (beastybar tutorial monkeys): its keys, the players' names, the lessons

tut-mk-keys = Up and Down switch rows: the tiles on offer at the top, your hand in the middle, your tiles at the bottom; Left and Right move within a row. Space selects a card in your hand; Enter on a tile on offer takes it with the selected cards, on your own tile flips it, on the refill tile uses it; p checks the selected cards against the tile you are on. n reads the offer, h your hand, k your tiles, t the time left, z calls Stop!, a on a tile on offer sets it aside (only while you own every kind on offer), i tells what the tile or card you are on is, d its braille cells, r repeats the task, F1 these keys, Ctrl+Q ends the tutorial.
tut-mk-ended = The tutorial has ended. Go on with { COMMAND() } tutorial monkeys --lesson and the lesson's number.
tut-mk-you = You
tut-mk-other = Jana

tut-mk-offer-title = The offer and your hand
tut-mk-offer-intro = In 4 Monkeys everyone plays at once, but in this lesson the clock stands still. The top tile of each of the four stacks is on offer; each tile says which buttons or cards it needs and how many points it is worth. Your five cards are in your hand: each card has a colour and two buttons, and when both buttons have the same shape, one of them is gold. Find the card with a gold button and select it with Space, then go up to the offer, to the Gold button tile, and take it with Enter.
tut-mk-offer-done = The Gold button tile is yours: your card lies under it, and your hand was filled back up to five cards. Whenever you take a tile, you draw back up to five from your deck.
tut-mk-combo-title = A correct combo
tut-mk-combo-intro = A combo is correct when the cards under the tile meet its need and would no longer meet it with any one of them taken away: no card is spare. Four shapes needs a circle, a triangle, a square and a pentagon among the buttons. Select cards that have all four shapes between them and no spare card, and take the Four shapes tile. Before you take it, p tells whether the selected cards make it.
tut-mk-combo-done = Your cards show all four shapes and none of them is spare: a correct combo. At the end of a round only correct combos are sure to keep their points.
tut-mk-flip-title = Flipping a tile
tut-mk-flip-intro = Each tile you own can be flipped once to its brown side, which is worth a point less, and you draw three cards at once. You own the Three circles tile. Go down to your tiles with k and flip it with Enter.
tut-mk-flip-done = The tile shows its brown side now, one point less, and you hold three more cards. A flip pays when the cards help you to a better tile.
tut-mk-refill-title = The refill tile
tut-mk-refill-intro = Beside your tiles lies the Refill hand tile, worth no points. Once a round you may use it in one of two ways: discard your whole hand and draw five new cards, or draw three more. Your hand makes none of the tiles on offer. Go to your tiles, to Refill hand at the end, press Enter and choose a new hand.
tut-mk-refill-done = Your whole hand went and you hold five new cards; Refill hand is flipped and cannot be used again this round.
tut-mk-bluff-title = Bluff and the check
tut-mk-bluff-intro = Bluffing is allowed: you may take a tile with cards that do not make its combo. At the end of a round only the tiles of the smartest monkey, the player with the most points, are checked, from the lowest value up; a wrong combo is set aside and costs two points, and then another player may become the smartest monkey. Four colours needs cards of all four colours; your cards have only three. Select your cards, go to the Four colours tile, press p to hear the check, then Enter: the program tells you it is a bluff, and a second Enter takes the tile anyway.
tut-mk-bluff-done = Four colours is yours although your cards do not make it: a bluff. If you do not end up the smartest monkey, nobody checks it and its four points stay yours.
tut-mk-reveal-title = Setting a tile aside
tut-mk-reveal-intro = You own Three circles, Gold button, Three cards of one colour and Four shapes: every kind of tile on offer. Another tile of a kind you own would cost you: at the end of the round every tile owned twice is set aside, all its copies, and each costs two points. So while you own every kind on offer, you may set a top tile aside: it leaves the round and the tile below it comes on offer, for Jana too. Go up to the offer, to Four shapes, the third tile, and press a.
tut-mk-reveal-done = Four shapes left the round and the tile that lay below it is on offer now, for everyone. While you own every kind on offer, you may set tiles aside like this one after another; as soon as a kind you do not own is on offer, you may not.
tut-mk-stop-title = Stop!
tut-mk-stop-intro = When you own all ten different combos, call Stop! with z: the round ends at once for everyone and is scored. A Stop! without all ten costs you ten points and the round is played again, so with fewer the program warns you first and waits for a second z. You own all ten combos now. Press z.
tut-mk-stop-done = Your Stop! was correct: the round ended and was scored. Tiles owned twice are set aside first, then the smartest monkey's tiles are checked; all of yours were correct.
tut-mk-practice-title = A practice round
tut-mk-practice-intro = Now a whole round against Jana, a slow computer player. The round lasts twelve minutes, so there is no hurry: t tells the time left. Take three tiles, bluffing or not, and flip your tiles and use Refill hand as you like.
tut-mk-practice-done = You took three tiles while Jana played too. In a game a round lasts four minutes and there are three rounds; the set-up lets you choose a longer round and slower computer players.
