## The tutorial of Cubirds (beastybar tutorial cubirds): its keys, the players' names, the lessons

tut-cb-keys = Left and Right choose a species, then a row and an end; Enter confirms, p tells what laying there would take, Escape goes back a question (at the first one it ends the tutorial). At any time: t the rows, h your hand, s the collections, c the cards in the piles and hands, g what wins, i the bird's rules, r repeats the task, Ctrl+Q ends the tutorial.
tut-cb-ended = The tutorial has ended. Go on with { COMMAND() } tutorial cubirds --lesson and the lesson's number.
tut-cb-you = You
tut-cb-other = Jana

tut-cb-take-title = Laying and taking
tut-cb-take-intro = On your turn you lay all the cards of one species from your hand at the left or the right end of one row. If the row already holds a bird of that species, the birds between it and your cards are surrounded and you take them into your hand. Lay your toucan at the right end of the third row.
tut-cb-take-done = Your toucan and the toucan already in the row surrounded the duck, so the duck went to your hand. The row still holds two species, an owl and two toucans, so nothing more happens.
tut-cb-refill-title = A row left with one species
tut-cb-refill-intro = The rulebook's example: Nikol lays two parrots at the left end of the first row, and the parrot at its right end surrounds the flamingo and the owl with them. When a row is left with birds of one species only, cards are drawn from the pile into it one at a time until it holds two species; you choose the end for each. Lay both parrots at the left end of the first row.
tut-cb-refill-done = The flamingo and the owl are in your hand now. Only parrots were left in the row, so cards were drawn: first another parrot, which changed nothing, then a toucan, and with two species the row is complete again. Because your cards surrounded birds, you may not take two cards from the pile.
tut-cb-draw-title = Surrounding nothing: two cards from the pile
tut-cb-draw-intro = When the cards you lay surround nothing, you may take the top two cards of the draw pile into your hand. Lay your owl at the left end of the second row, then say yes to the two cards.
tut-cb-draw-done = The second row holds no other owl, so your owl surrounded nothing and the two top cards of the pile, a toucan and a robin, went to your hand. More cards in hand mean more chances of a flock.
tut-cb-small-flock-title = A small flock
tut-cb-small-flock-intro = After laying you may lay one flock: all the cards of one species from your hand, when there are enough of them. From a small flock one bird goes to your collection and the others to the discard pile. Magpies make a small flock from five cards and a big one from seven; you hold six. The rulebook's example: lay your duck at the right end of the fourth row, take the two cards from the pile or not as you like, then lay the magpies as a flock.
tut-cb-small-flock-done = Six magpies made a small flock: one magpie is in your collection now, the other five on the discard pile. A flock always takes every card of its species from your hand.
tut-cb-big-flock-title = A big flock
tut-cb-big-flock-intro = From a big flock two birds go to your collection instead of one. Owls make a small flock from three cards and a big one from four; you hold four. Lay your robin at the left end of the fourth row, then lay the owls as a flock.
tut-cb-big-flock-done = Four owls made a big flock: two owls are in your collection now, two on the discard pile. Waiting for a big flock brings two birds instead of one, but when another player empties their hand first, the cards in yours are discarded.
tut-cb-round-end-title = The end of a round
tut-cb-round-end-intro = The moment a player has no card left in hand, the round ends: the others discard their hands and everyone gets eight new cards; the rows stay as they are. Lay both magpies where they surround nothing, for example at the right end of the second row.
tut-cb-round-end-done = Your magpies surrounded nothing, so your hand was empty and the round ended. Jana discarded her cards, everyone got eight new ones, and you start the next round, because the last one ended with your turn.
tut-cb-seven-title = Winning with seven species
tut-cb-seven-intro = The game ends at once when someone's collection holds seven different species of birds, or at least three birds of each of two species. Your collection holds six species and magpies are missing; five magpies make a small flock. Lay your toucan at the right end of the first row, then lay the magpies as a flock.
tut-cb-seven-done = The magpie was the seventh species in your collection: the game ended at once and you won.
tut-cb-threes-title = Winning with three and three
tut-cb-threes-intro = The other way to win: at least three birds of each of two species. The rulebook's example: Nela has three flamingos and two toucans in her collection and three toucans in hand, enough for a small flock. Lay your duck at the right end of the first row, then lay the toucans as a flock.
tut-cb-threes-done = The small flock put a third toucan in your collection: three toucans and three flamingos, and you won.
