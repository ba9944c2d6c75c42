## Beasty Bar: the animals, the cards and every sentence the table says.
##
## Functions registered by the narrator (beastybar_access/games/beastybar/narration.py):
##   CARD($card, case: "acc", cap: "yes")  the card's name without an article, "green parrot"; in the
##                                         braille form of a sentence the card's cells instead.
##                                         English ignores the case; cap: "yes" capitalises the first letter.
##   CARDGENDER($card)                     the animal's grammatical gender (English: neuter).
##   ANIMAL($species, case: "nom")         the species without a colour ($species is an id: "parrot").
## Arguments: $you is "yes" for the player who hears the sentence, else "no"; $player is a player's name;
## $detail is the verbosity: brief, normal, verbose; queue places ($place, $from, $to) count from 1.
## Sentences about animals put the article in the sentence: "the { CARD($card) }".

## Animals: the noun and its grammatical gender (.gender, used by languages that need it).

bb-animal-lion = lion
    .gender = neuter
bb-animal-hippo = hippo
    .gender = neuter
bb-animal-crocodile = crocodile
    .gender = neuter
bb-animal-snake = snake
    .gender = neuter
bb-animal-giraffe = giraffe
    .gender = neuter
bb-animal-zebra = zebra
    .gender = neuter
bb-animal-seal = seal
    .gender = neuter
bb-animal-chameleon = chameleon
    .gender = neuter
bb-animal-monkey = monkey
    .gender = neuter
bb-animal-kangaroo = kangaroo
    .gender = neuter
bb-animal-parrot = parrot
    .gender = neuter
bb-animal-skunk = skunk
    .gender = neuter

## The card's colour as an adjective.

bb-colour-adjective = { $colour ->
    [green] green
    [yellow] yellow
    [blue] blue
   *[red] red
  }

# A card's name: colour and animal ($noun is the animal's name).
bb-card-name = { bb-colour-adjective } { $noun }

# The colour a seat plays.
bb-colour-name = { $colour ->
    [green] green
    [yellow] yellow
    [blue] blue
   *[red] red
  }

bb-variant-name = { $variant ->
    [advanced] advanced variant
   *[standard] standard game
  }

## Building blocks of sentences.

# A player in a list ("you and Jana") and at the start of a sentence ("You: …").
bb-player = { $you ->
    [yes] you
   *[no] { $player }
  }
bb-player-start = { $you ->
    [yes] You
   *[no] { $player }
  }
# The name used when the game does not know a player's name ($seat from 1).
bb-player-fallback = Player { $seat }

# The acting animal at the start of a sentence; a recurring action says so first.
bb-actor = { $recurring ->
    [yes] Recurring action: the { CARD($actor) }
   *[no] The { CARD($actor) }
  }
# A chameleon acting as another animal.
bb-as = { $copy ->
    [yes] , as a { ANIMAL($species) },
   *[no] {""}
  }
bb-from-to = from place { $from } to place { $to }
bb-from-place = from place { $from }
bb-of-total = of
bb-item-separator = {"; "}
# A card in a list within a sentence, in a list of a zone (bar, That's It), in a queue order.
bb-item-nom = the { CARD($card) }
bb-item-acc = the { CARD($card, case: "acc") }
bb-zone-card = { CARD($card) }
bb-order-item = { $place }. { CARD($card) }
bb-order-item-verbose = { $place }. { CARD($card) }, strength { $strength }
bb-recurring-mark = recurring

## Events.

bb-ev-played = { $you ->
    [yes] You play the { CARD($card, case: "acc") }
   *[no] { $player } plays the { CARD($card, case: "acc") }
  }{ $detail ->
    [verbose] { $place ->
        [1] {" "}into the empty queue.
       *[other] {" "}into place { $place } of the queue.
      }
   *[other] .
  }

bb-ev-copies = The { CARD($actor) } copies the { CARD($target, case: "acc") }{ $detail ->
    [brief] .
   *[other] {" "}in place { $place }.
  }

bb-ev-idle-empty-queue = The { CARD($card) } has nothing to do in the empty queue; it just waits.
bb-ev-idle-nothing-to-copy = The { CARD($card) } has no one to copy: only chameleons are waiting.
bb-ev-idle-monkey-alone = The { CARD($card) } is the only monkey in the queue; nothing happens.
bb-ev-idle-nothing-to-stink = The { CARD($card) } has no one to drive away: only skunks are waiting.

bb-ev-moved-hippo = { bb-actor }{ bb-as } pushes forward { $detail ->
    [brief] to place { $to }.
    [verbose] { bb-from-to }, past { $passed }.
   *[other] { bb-from-to }.
  }
bb-ev-moved-giraffe = { bb-actor }{ bb-as } { $detail ->
    [brief] steps forward to place { $to }.
    [verbose] steps past { $passed }, { bb-from-to }.
   *[other] steps forward { bb-from-to }.
  }
bb-ev-moved-kangaroo = { bb-actor }{ bb-as } { $detail ->
    [brief] jumps to place { $to }.
    [verbose] jumps over { $passed }, { bb-from-to }.
   *[other] jumps { bb-from-to }.
  }
bb-ev-moved-lion = { bb-actor }{ bb-as } { $detail ->
    [brief] goes to the front of the queue.
    [verbose] goes { bb-from-place } to the front of the queue, past { $passed }.
   *[other] goes { bb-from-place } to the front of the queue.
  }

# Expulsions: $actor is the animal that sends away, $card the one that goes to That's It.
bb-expelled-place = { $detail ->
    [verbose] {" "}{ bb-from-place }
   *[other] {""}
  }
bb-ev-kicked = { bb-actor }{ bb-as } throws out the { CARD($card, case: "acc") }{ bb-expelled-place }.
bb-ev-eaten = { bb-actor }{ bb-as } eats the { CARD($card, case: "acc") }{ bb-expelled-place }.
bb-ev-chased = { bb-actor }{ bb-as } and the other monkeys chase out the { CARD($card, case: "acc") }{ bb-expelled-place }.
bb-ev-stunk = { bb-actor }{ bb-as } drives out the { CARD($card, case: "acc") }{ bb-expelled-place } with its stench.
bb-ev-scared = The { CARD($card) }{ $detail ->
    [verbose] {" "}in place { $from }
   *[other] {""}
  } runs away from the { CARD($actor, case: "ins") }.
bb-ev-second-lion = The { CARD($actor) } is already waiting, so the { CARD($card) }{ bb-as } leaves for That's It at once.

bb-ev-sorted = { bb-actor }{ bb-as } sorts the queue by strength{ $changed ->
    [no] , and the order stays the same.
   *[yes] { $detail ->
        [brief] .
       *[other] : { $order }.
      }
  }
bb-ev-reversed = { bb-actor }{ bb-as } swaps Heaven's Gate and the exit, and the queue turns round{ $detail ->
    [brief] .
   *[other] : { $order }.
  }
bb-ev-monkeys = Monkey riot: the { CARD($actor) }{ bb-as } goes to the front of the queue, the other monkeys behind it in reverse order{ $detail ->
    [brief] .
   *[other] . New order: { $order }.
  }

bb-ev-entered = The { CARD($card) } enters the bar.
bb-ev-bounced = Last in the queue, the { CARD($card) } is thrown out.

bb-ev-drawn = { $you ->
    [yes] { $known ->
        [yes] You draw the { CARD($card, case: "acc") }
       *[no] You draw a card
      }
   *[no] { $player } draws a card
  }{ $detail ->
    [brief] .
   *[other] { $left ->
        [0] , and the pile is now empty.
        [one] , { $left } card left in the pile.
       *[other] , { $left } cards left in the pile.
      }
  }
bb-ev-set-aside = { $you ->
    [yes] You set aside: { $cards }.
   *[no] { $player } sets { $count } { $count ->
        [one] card
       *[other] cards
      } aside.
  }
bb-ev-set-aside-hidden = You set { $count } { $count ->
    [one] card
   *[other] cards
  } aside.
bb-turn = { $you ->
    [yes] Your turn.
   *[no] { $player }'s turn.
  }

bb-ev-game-over = Game over.
bb-result = { bb-player-start }: { $advanced ->
    [yes] { $points } { $points ->
        [one] point
       *[other] points
      }, { $animals } { $animals ->
        [one] animal
       *[other] animals
      } in the bar, total strength { $strength }.
   *[no] { $animals } { $animals ->
        [one] animal
       *[other] animals
      } in the bar, total strength { $strength }.
  }
bb-winner = { $you ->
    [yes] You win!
   *[no] { $player } wins.
  }
bb-winners-shared = { $you ->
    [yes] You share the win with { $others }.
   *[no] { $players } share the win.
  }
bb-tiebreak = The tie was broken by the lower total strength.
bb-tiebreak-lead = A tie goes to the lower total strength.

## A whole turn: the play and its effect in one sentence, the gate in one sentence.

bb-turn-play = { $you ->
    [yes] You play the { CARD($card, case: "acc") }
   *[no] { $player } plays the { CARD($card, case: "acc") }
  }{ $detail ->
    [verbose] { $place ->
        [1] {" "}into the empty queue
       *[other] {" "}in place { $place }
      }
   *[other] {""}
  }{ $has_effect ->
    [yes] , which { $effect }.
   *[no] .
  }
# The played animal's effect, the second half of "Peter plays the …, which <effect>." (present tense).
bb-fx-copies = copies the { CARD($target, case: "acc") }{ $detail ->
    [brief] {""}
   *[other] {" "}in place { $place }
  }
bb-fx-idle-empty-queue = waits: the queue is empty
bb-fx-idle-nothing-to-copy = has nobody to copy: only chameleons wait in the queue
bb-fx-idle-monkey-alone = is the only monkey in the queue: nothing happens
bb-fx-idle-nothing-to-stink = has nobody to drive out: only skunks wait in the queue
bb-fx-moved-hippo = pushes forward { $detail ->
    [brief] to place { $to }
    [verbose] { bb-fx-to-place }, past { $passed }
   *[other] { bb-from-to }
  }
bb-fx-moved-giraffe = { $detail ->
    [brief] steps forward to place { $to }
    [verbose] steps past { $passed }{ bb-fx-to-place-after }
   *[other] steps forward { bb-from-to }
  }
bb-fx-moved-kangaroo = { $detail ->
    [brief] jumps to place { $to }
    [verbose] jumps over { $passed }{ bb-fx-to-place-after }
   *[other] jumps { bb-from-to }
  }
bb-fx-moved-lion = { $detail ->
    [brief] goes to the front of the queue
    [verbose] goes { $played ->
        [yes] {""}
       *[no] { bb-from-place }{" "}
      }to the front of the queue, past { $passed }
   *[other] goes { bb-from-place } to the front of the queue
  }
# Verbose: where the animal just played moved to; the play said where it came from ("in place 3").
bb-fx-to-place = { $played ->
    [yes] to place { $to }
   *[no] { bb-from-to }
  }
bb-fx-to-place-after = { $played ->
    [yes] {" "}to place { $to }
   *[no] , { bb-from-to }
  }
bb-fx-kicked = throws out { $cards }
bb-fx-eaten = eats { $cards }
bb-fx-chased = with the other monkeys chases out { $cards }
bb-fx-stunk = drives out { $cards }
bb-fx-scared = scares away { $cards }
bb-fx-second-lion = meets the { CARD($actor) } already waiting, so the { CARD($card) } leaves for That's It at once
# The snake: a queue already in order is not sorted (nothing moves).
bb-fx-sorted = { $changed ->
    [no] the queue is already in order of strength, nothing moves
   *[yes] sorts the queue{ $detail ->
        [brief] {""}
       *[other] {" "}by strength: { $order }
      }
  }
bb-fx-reversed = reverses the queue{ $detail ->
    [brief] {""}
   *[other] , Heaven's Gate and the exit change places: { $order }
  }
bb-fx-monkeys = leads the monkeys to the front of the queue{ $detail ->
    [brief] {""}
   *[other] ; new order: { $order }
  }
# A card in the accusative with the place it stood at (verbose).
bb-item-acc-place = the { CARD($card, case: "acc") } from place { $place }
# A hippo's, crocodile's or giraffe's recurring action within a whole turn (present tense, like the play's).
bb-rec = { bb-actor } { $effect }.
# The gate: what entered the bar and which animal was thrown out last, in one sentence.
bb-gate = { $count ->
    [0] { $bounced ->
        [yes] Last in the queue, { $out } is thrown out.
       *[no] {""}
      }
   *[other] Into the bar { $count ->
        [one] goes
       *[other] go
      } { $cards }{ $bounced ->
        [yes] ; { $out } is thrown out.
       *[no] .
      }
  }
bb-ev-drawn-last = { $player } draws the last card of the pile.
# The end of the game: the animals still in the queue (they do not enter the bar and do not count).
bb-left-in-queue = { $count ->
    [one] Still in the queue, { $cards } does not get into the bar.
   *[other] Still in the queue, { $cards } do not get into the bar.
  }

## The table.

bb-queue-empty = The queue is empty.
bb-queue = { $detail ->
    [brief] Queue from the gate: { $items }.
    [verbose] The queue holds { $count } { $count ->
        [one] animal
       *[other] animals
      } out of 5, from Heaven's Gate to the exit: { $items }.
   *[other] Queue from Heaven's Gate to the exit: { $items }.
  }
bb-queue-entry = { $place }. { CARD($card) }{ $detail ->
    [brief] {""}
    [verbose] , strength { $strength }{ $recurring ->
        [yes] , { bb-recurring-mark }
       *[no] {""}
      }
   *[other] , strength { $strength }
  }
bb-queue-item = Place { $place }: { CARD($card) }{ $position }{ $detail ->
    [brief] {""}
    [verbose] , strength { $strength }{ $recurring ->
        [yes] , { bb-recurring-mark }
       *[no] {""}
      }, { $ability }
   *[other] , strength { $strength }
  }

bb-hand-empty = You have no cards in your hand.
bb-hand = { $detail ->
    [brief] Hand: { $items }.
   *[other] You hold { $count } { $count ->
        [one] card
       *[other] cards
      }: { $items }.
  }
bb-hand-set-aside = Your { $count } cards, of which you set { $aside } aside: { $items }.
bb-hand-entry = { CARD($card) }{ $detail ->
    [brief] {""}
    [verbose] , strength { $strength }{ $recurring ->
        [yes] , { bb-recurring-mark }
       *[no] {""}
      }, { $ability }
   *[other] , strength { $strength }
  }
bb-card-in-hand = { CARD($card) }, { $index } { bb-of-total } { $total }{ $detail ->
    [brief] {""}
   *[other] , strength { $strength }{ $recurring ->
        [yes] , { bb-recurring-mark }
       *[no] {""}
      }, { $ability }
  }

bb-bar-empty = No animal is in the bar yet.
bb-bar = Bar. { $items }
bb-bar-player = { bb-player-start }: { $count ->
    [0] nothing yet.
    [one] { $count } animal, { $cards }.
   *[other] { $count } animals, { $cards }.
  }

bb-thats-it-empty = That's It is still empty.
bb-thats-it = That's It holds { $count } { $count ->
    [one] animal
   *[other] animals
  }: { $cards }.

bb-scores = Scores. { $items } { $leader }
bb-scores-nobody = No one has an animal in the bar yet.
bb-leader = { $you ->
    [yes] You lead.
   *[no] { $player } leads.
  }
bb-leaders-shared = { $you ->
    [yes] You share the lead with { $others }.
   *[no] { $players } share the lead.
  }

bb-cards-left-item = { bb-player-start }: { $hand } { $hand ->
    [one] card
   *[other] cards
  } in hand, { $pile } in the pile.
bb-cards-left-choosing = { $you ->
    [yes] You: still choosing the cards to set aside.
   *[no] { $player }: still choosing the cards to set aside.
  }

bb-whose-set-aside = { $you ->
    [yes] You choose 4 cards to set aside out of the game.
   *[no] { $player } is choosing the cards to set aside.
  }
bb-whose-over = The game is over.
# The scores after the end: who won (not who leads).
bb-scores-final = Final scores. { $items } { $verdict }

## Choices when a card is played.

bb-ask-parrot = Which animal should the parrot throw out?
bb-ask-kangaroo = How many animals should the kangaroo jump over?
bb-ask-chameleon = Which animal should the chameleon copy?
bb-jump-item = jump over { $count } { $count ->
    [one] animal
   *[other] animals
  }{ $position }
# The position of an option in a sub-choice (parrot's target, kangaroo's jump, chameleon's model): ", 1 of 2".
bb-position = , { $index } { bb-of-total } { $total }

# A choice made by itself because only one answer existed.
bb-auto-parrot = The { CARD($card) } will throw out the { CARD($target, case: "acc") }, the only animal in the queue.
bb-auto-kangaroo = The { CARD($card) } will jump over one animal; no other is waiting.
bb-auto-chameleon = The { CARD($card) } will copy the { CARD($model, case: "acc") }, the only animal it can copy{ $then ->
    [parrot] , and as a parrot it will throw out the { CARD($target, case: "acc") }.
    [kangaroo] , and as a kangaroo it will jump over one animal.
   *[none] .
  }
bb-auto-nothing = The { CARD($card) } { $species ->
    [parrot] has no one to throw out: the queue is empty.
    [kangaroo] has nothing to jump over: the queue is empty.
    [chameleon] has no one to copy.
   *[other] needs no choice.
  }

## Preview: what playing a card would do.

bb-preview = Preview: the { CARD($card) }{ $has_effect ->
    [yes] , which { $effect }.
   *[no] .
  }
# The preview of a chameleon's first step, with another choice to follow.
bb-preview-more = Preview: the { CARD($card) } copies the { CARD($model, case: "acc") }, then you choose { $next ->
    [parrot] which animal it throws out
   *[kangaroo] how many animals it jumps over
  } ({ $count } { $count ->
    [one] option
   *[other] options
  }).
bb-preview-place = The { CARD($card) } would then wait in place { $place } of the queue.
bb-preview-nothing-else = Nothing else would happen.

## Advanced variant: setting 4 cards aside.

bb-ask-set-aside = Choose { $total } { $total ->
    [one] card
   *[other] cards
  } to set aside out of the game. Chosen { $chosen } of { $total }.
bb-set-aside-item = { CARD($card) }, { $index } { bb-of-total } { $total }{ $selected ->
    [yes] , chosen
   *[no] {""}
  }
bb-set-aside-marked = { $selected ->
    [yes] Chosen
   *[no] No longer chosen
  }: { CARD($card) }, { $chosen } of { $total } in all.
bb-set-aside-summary = You will set aside: { $cards }.

## Refused actions: they always say why.

bb-refusal-game-over = The game is already over.
bb-refusal-not-set-aside = Cards are set aside only at the start of the advanced variant.
bb-refusal-set-aside-count = Set aside exactly 4 different cards; { $count } { $count ->
    [one] is
   *[other] are
  } chosen.
bb-refusal-not-your-card = The { CARD($card) } is not one of your cards.
bb-refusal-not-an-action = The game knows no such move.
bb-refusal-set-aside-first = First choose the 4 cards to set aside out of the game.
bb-refusal-not-in-hand = The { CARD($card) } is not in your hand.
bb-refusal-no-choice-possible = The { ANIMAL($animal) } has nothing to choose here.
bb-refusal-choice-missing = { $animal ->
    [parrot] Choose which animal the parrot throws out.
    [kangaroo] Choose how many animals the kangaroo jumps over.
   *[chameleon] Choose which animal the chameleon copies.
  }
bb-refusal-choice-not-number = A choice must be a whole number.
bb-refusal-target-out-of-range = There is no place { $place } in the queue; the queue has { $size } { $size ->
    [one] place
   *[other] places
  }.
bb-refusal-jump-out-of-range = Here the kangaroo can jump over at most { $most } { $most ->
    [one] animal
   *[other] animals
  }, not { $jump }.
bb-refusal-cannot-copy-chameleon = A chameleon cannot copy another chameleon.
bb-refusal-choice-extra = The { ANIMAL($animal) } was given more choices than it needs.
bb-refusal-not-your-turn = It is not your turn.
bb-refusal-generic = That move is not allowed now.

## An animal's ability in one phrase (for a card in the hand or the queue).

bb-ability-lion = scares the monkeys away and goes to the front, unless another lion is waiting
bb-ability-hippo = pushes forward past weaker animals, never past a zebra
bb-ability-crocodile = eats the weaker animals in front of it, never a zebra
bb-ability-snake = sorts the queue by strength
bb-ability-giraffe = steps past one weaker animal
bb-ability-zebra = stops hippos and crocodiles
bb-ability-seal = turns the queue round, swapping Heaven's Gate and the exit
bb-ability-chameleon = copies one animal in the queue
bb-ability-monkey = with another monkey, chases out hippos and crocodiles and the monkeys go to the front
bb-ability-kangaroo = jumps over one or two animals
bb-ability-parrot = throws one animal out of the queue
bb-ability-skunk = drives out the two strongest species, never skunks

## The full rules of an animal.

bb-rules = { CARD($card, cap: "yes") }, strength { $strength }.{ $recurring ->
    [yes] {" "}A recurring animal.
   *[no] {""}
  } { $rules } In the advanced variant this animal scores { $points } { $points ->
    [one] point
   *[other] points
  } in the bar.
bb-rules-recurring = Recurring action: after the played card's action, every hippo, crocodile and giraffe in the queue acts once, in turn from Heaven's Gate towards the exit.
bb-rules-lion = If no other lion is waiting, every monkey runs away to That's It and the lion goes to the front of the queue, next to Heaven's Gate. If another lion is already waiting, the lion just played leaves for That's It at once and nothing else happens.
bb-rules-hippo = Pushes forward past every weaker animal. It stops behind a zebra, another hippo or a lion. { bb-rules-recurring } The hippo does this every turn, also in the turn it is played.
bb-rules-crocodile = Eats the weaker animals directly in front of it, one after another, and moves into their place. It stops at a zebra, another crocodile or a stronger animal. It never eats the animals behind it. { bb-rules-recurring } The crocodile does this every turn, also in the turn it is played.
bb-rules-snake = Sorts the whole queue by strength: the strongest animal goes next to Heaven's Gate, the weakest next to the exit. Animals of equal strength keep their order.
bb-rules-giraffe = If the animal directly in front of it is weaker, it steps past that animal, one place. { bb-rules-recurring } The giraffe does this in every later turn but not a second time in the turn it is played, so it moves at most one place a turn.
bb-rules-zebra = Does nothing itself. Hippos cannot pass it and crocodiles cannot eat it, so it shields the animals in front of it. It carries the recurring mark because it blocks like this every turn.
bb-rules-seal = Swaps Heaven's Gate and the exit: the queue turns round, the first animal becomes the last and the last the first.
bb-rules-chameleon = Copies the action of one animal waiting in the queue, of your choice, and takes that animal's strength for that action. Afterwards it is a chameleon of strength 5 again, with no recurring action. It cannot copy another chameleon, and with nothing to copy it just waits. Copying a lion, it leaves for That's It, because a lion is already waiting. Copying a monkey, it counts as one more monkey: it chases out hippos and crocodiles, takes the front, and the other monkeys line up behind it in reverse order. As a snake it sorts with strength 9. As a skunk it drives out every animal of the two strongest species waiting, never skunks, and stays itself. Copying a parrot or a kangaroo, you also make that animal's choice.
bb-rules-monkey = Alone it does nothing. If at least one other monkey is waiting, every hippo and crocodile leaves for That's It. The monkey just played goes to the front of the queue, the other monkeys right behind it in the reverse of their order, then the rest of the queue in its order.
bb-rules-kangaroo = Jumps over one or two animals in front of it, of your choice, whatever their strength. With only one animal waiting it jumps over just that one.
bb-rules-parrot = Throws one animal out of the queue to That's It, of your choice, among the animals that were waiting before the parrot came.
bb-rules-skunk = Finds the two strongest species in the queue, not counting skunks, and sends every animal of those two species to That's It. A waiting chameleon counts as a chameleon of strength 5. If only one such species is waiting, only that one goes.

## beastybar resolve: what is wrong with a scenario file (shared/beastybar/SCENARIOS.md), said inside the
## parentheses of resolve-refused; $key, $value, $keys, $known, $card, $first, $second, $choices: words and values from the file (its keys are English)
bb-scenario-not-object = the scenario must be a JSON object, { "{" }…{ "}" }
bb-scenario-malformed-json = the scenario is not valid JSON (line { $line }, column { $column })
bb-scenario-unknown-keys = { $count ->
    [one] the scenario has an unknown key, { $keys }
   *[other] the scenario has unknown keys: { $keys }
  }; it knows { $known }
bb-scenario-missing-list = the scenario lacks the key “{ $key }”, a list of card ids
bb-scenario-not-list = the key “{ $key }” must be a list of card ids, not { $value }
bb-scenario-not-card = the key “{ $key }” holds { $value }, which is no card id (such as red-lion)
bb-scenario-missing-play = the scenario lacks the key “play”, the id of the card played
bb-scenario-choices-not-numbers = the key “choices” must be a list of whole numbers, not { $value }
bb-scenario-queue-too-long = the queue holds { $count } { $count ->
    [one] animal
   *[other] animals
  }; at most { $most } can wait before a play
bb-scenario-card-twice = the card { $card } is there twice, in “{ $first }” and in “{ $second }”
bb-scenario-bad-choices = the choices { $choices } do not fit: { $reason }
