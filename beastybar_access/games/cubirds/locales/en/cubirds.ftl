## Cubirds: the birds, the cards and every sentence the game says.
##
## Functions registered by the narrator (beastybar_access/games/cubirds/narration.py):
##   BIRD($species, $count, case: "acc", number: "pl", cap: "yes")
##       the bird's name ($species is an id: "owl", "reed-warbler"). With a count $count the number
##       (singular or plural) follows the rules below; without one, number: "sg" (default) or "pl".
##       English ignores the case. cap: "yes" upper-cases the first letter. In the braille form of a
##       line the bird's cells stand in place of its name.
##   BIRDGENDER($species)  the grammatical gender (Czech needs it; English has none).
## Arguments: $you is "yes" for the player who hears the sentence, else "no"; $player is a name;
## $detail is brief, normal or verbose; rows ($row) count from 1; $side is left or right.

## Grammar of counts: which number and case a noun takes after a numeral.

cb-count-number = { $count ->
    [one] sg
   *[other] pl
  }
cb-count-case = { $case }

## Birds: the noun in the singular (sg) and plural (pl), and its gender (.gender).

cb-bird-flamingo = { $number ->
   *[sg] flamingo
    [pl] flamingos
  }
    .gender = none
cb-bird-owl = { $number ->
   *[sg] owl
    [pl] owls
  }
    .gender = none
cb-bird-toucan = { $number ->
   *[sg] toucan
    [pl] toucans
  }
    .gender = none
cb-bird-duck = { $number ->
   *[sg] duck
    [pl] ducks
  }
    .gender = none
cb-bird-parrot = { $number ->
   *[sg] parrot
    [pl] parrots
  }
    .gender = none
cb-bird-magpie = { $number ->
   *[sg] magpie
    [pl] magpies
  }
    .gender = none
cb-bird-reed-warbler = { $number ->
   *[sg] reed warbler
    [pl] reed warblers
  }
    .gender = none
cb-bird-robin = { $number ->
   *[sg] robin
    [pl] robins
  }
    .gender = none

## Building blocks.

# Birds of one species in a sentence: "an owl", "2 owls".
cb-birds-nom = { $count ->
    [one] { $species ->
        [owl] an
       *[other] a
      } { BIRD($species) }
   *[other] { $count } { BIRD($species, $count) }
  }
cb-birds-acc = { $count ->
    [one] { $species ->
        [owl] an
       *[other] a
      } { BIRD($species) }
   *[other] { $count } { BIRD($species, $count) }
  }
# One bird with its article.
cb-a-bird = { $species ->
    [owl] an
   *[other] a
  } { BIRD($species) }
cb-a-bird-acc = { $species ->
    [owl] an
   *[other] a
  } { BIRD($species) }
# The bird drawn from the pile to refill a row.
cb-drawn-acc = the drawn { BIRD($species) }
cb-drawn-nom-start = The drawn { BIRD($species) }

cb-player = { $you ->
    [yes] you
   *[no] { $player }
  }
cb-player-start = { $you ->
    [yes] You
   *[no] { $player }
  }
# A name for a player whose name the game does not know ($seat from 1).
cb-player-fallback = Player { $seat }

cb-cards-nom = { $count } { $count ->
    [one] card
   *[other] cards
  }
cb-cards-acc = { $count } { $count ->
    [one] card
   *[other] cards
  }
cb-new-cards-acc = { $count } new { $count ->
    [one] card
   *[other] cards
  }
cb-birds-total = { $birds } { $birds ->
    [one] bird
   *[other] birds
  }
cb-kinds-total = { $kinds } { $kinds ->
    [one] species
   *[other] species
  }
# How many cards a player would take: "nothing", "1 card", "2 cards".
cb-take-count = { $count ->
    [0] nothing
   *[other] { cb-cards-acc }
  }
cb-side = { $side ->
    [left] at the left end
   *[right] at the right end
  }
cb-side-start = { $side ->
    [left] Left end
   *[right] Right end
  }
cb-flock-size = { $big ->
    [yes] big
   *[no] small
  }
cb-of = of
# An option's place in a menu, after the option: ", 2 of 4".
cb-position = , { $index } of { $of }
cb-item-separator = {", "}
cb-entry-separator = {"; "}

## Events.

cb-ev-laid = { $you ->
    [yes] You lay { cb-birds-acc } { cb-side } of row { $row }.
   *[no] { $player } lays { cb-birds-acc } { cb-side } of row { $row }.
  }
cb-ev-taken = { $you ->
    [yes] You take { cb-cards-acc }{ $detail ->
        [verbose] {" "}from row { $row }
       *[other] {""}
      } into your hand: { $birds }.
   *[no] { $player } takes { cb-cards-acc }{ $detail ->
        [verbose] {" "}from row { $row }
       *[other] {""}
      } into hand: { $birds }.
  }
# Brief (one's own turn only): the row was just chosen, and the preview said it is refilled from the pile.
cb-ev-refill-drawn = { $detail ->
    [brief] From the pile: { $known ->
        [yes] { cb-a-bird }.
       *[no] a card.
      }
   *[other] Row { $row } holds only one species: { $known ->
        [yes] { cb-a-bird }
       *[no] a card
      } is drawn from the pile.
  }
cb-ev-refill-placed = { $detail ->
    [brief] { BIRD($species, cap: "yes") } { cb-side } of row { $row }.
   *[other] { $you ->
        [yes] You put { cb-drawn-acc } { cb-side } of row { $row }.
       *[no] { $player } puts { cb-drawn-acc } { cb-side } of row { $row }.
      }
  }
cb-ev-pile-exhausted = Row { $row } cannot be refilled: the draw pile and the discard pile are empty. The game ends after this turn.
cb-ev-reshuffled = { $detail ->
    [brief] The discard pile is shuffled into a new draw pile.
   *[other] The draw pile ran out: the discard pile is shuffled into a new draw pile of { cb-cards-nom }.
  }
cb-ev-drew = { $count ->
    [0] { $you ->
        [yes] There is no card left to take.
       *[no] { $player } takes nothing: there is no card left.
      }
   *[other] { $you ->
        [yes] { $known ->
            [yes] { $detail ->
                [brief] You take { $birds }.
               *[other] You take { cb-cards-acc } from the pile: { $birds }.
              }
           *[no] You take { cb-cards-acc } from the pile.
          }
       *[no] { $player } takes { cb-cards-acc } from the pile.
      }
  }
cb-ev-draw-declined = { $you ->
    [yes] You take no cards from the pile.
   *[no] { $player } takes no cards from the pile.
  }
cb-ev-flocked = { $detail ->
    [brief] { $you ->
        [yes] You lay a { cb-flock-size } flock of { $flock }, { $kept_count } to your collection.
       *[no] { $cont ->
            [yes] { $kept_count ->
                [1] A flock
               *[other] A big flock
              }: { $flock_nom }.
           *[no] { $player } lays a { cb-flock-size } flock of { $flock }.
          }
      }
    [normal] { $you ->
        [yes] { cb-ev-flocked-full }
       *[no] { $cont ->
            [yes] { $kept_count ->
                [1] A flock
               *[other] A big flock
              }: { $flock_nom }, { $kept_count } to the collection.
           *[no] { cb-ev-flocked-full }
          }
      }
   *[other] { cb-ev-flocked-full }
  }
cb-ev-flocked-full = { $you ->
    [yes] You lay a { cb-flock-size } flock of { $flock }: { $kept } to your collection, { $discarded ->
        [0] nothing discarded.
       *[other] { cb-discarded } discarded.
      }
   *[no] { $player } lays a { cb-flock-size } flock of { $flock }: { $kept } to the collection, { $discarded ->
        [0] nothing discarded.
       *[other] { cb-discarded } discarded.
      }
  }{ $detail ->
    [verbose] {" "}{ cb-flock-sizes }
   *[other] {""}
  }
cb-discarded = { $discarded } { $discarded ->
    [one] card
   *[other] cards
  }
cb-flock-sizes = A small flock takes { $small } cards, a big one { $large }.
cb-ev-flock-declined = { $you ->
    [yes] You lay no flock.
   *[no] { $player } lays no flock.
  }
cb-ev-round-ended = { $you ->
    [yes] You have no cards left in hand: round { $round } ends.
   *[no] { $player } has no cards left in hand: round { $round } ends.
  }
cb-ev-hand-discarded = { $count ->
    [0] { $you ->
        [yes] You have nothing left in hand.
       *[no] { $player } has nothing left in hand.
      }
   *[other] { $you ->
        [yes] { $known ->
            [yes] You discard { cb-cards-acc } from your hand: { $birds }.
           *[no] You discard { cb-cards-acc } from your hand.
          }
       *[no] { $player } discards { cb-cards-acc } from hand.
      }
  }
cb-ev-dealt = { $you ->
    [yes] { $known ->
        [yes] You are dealt { cb-new-cards-acc }: { $birds }.
       *[no] You are dealt { cb-new-cards-acc }.
      }
   *[no] { $player } is dealt { cb-new-cards-acc }.
  }
cb-ev-round-started = { $you ->
    [yes] Round { $round } begins: you deal and play first.
   *[no] Round { $round } begins: { $player } deals and plays first.
  }
cb-turn = { $you ->
    [yes] Your turn.
   *[no] It is { $player }'s turn.
  }

cb-ev-game-over = Game over. { $reason } { $results } { $verdict }
cb-over-seven-species = { $you ->
    [yes] You have
   *[no] { $player } has
  } { $kinds } different species in the collection.
cb-over-two-trios = { $you ->
    [yes] You have
   *[no] { $player } has
  } at least { $trio } birds of each of { $trios } species in the collection.
cb-over-pile-empty = The draw pile and the discard pile ran out: the most birds in the collection wins.
cb-over-cannot-deal = There are not enough cards to deal a new round: the most birds in the collection wins.
cb-result = { cb-player-start }: { cb-birds-total }, { cb-kinds-total }.
cb-winner = { $you ->
    [yes] You win!
   *[no] { $player } wins.
  }
cb-draw = { $you ->
    [yes] A draw: { $players } have the most birds.
   *[no] A draw: { $players } have the most birds.
  }

## One decision in one or two sentences.

# A lay and what the player took, in one sentence (brief without the verb: "Eve: a toucan …, …").
cb-ev-laid-then = { $detail ->
    [brief] { $you ->
        [yes] You
       *[no] { $player }
      }: { cb-birds-nom } { cb-side } of row { $row }{ $has_then ->
        [yes] , { $then }.
       *[no] .
      }
   *[other] { $you ->
        [yes] You lay { cb-birds-acc } { cb-side } of row { $row }
       *[no] { $player } lays { cb-birds-acc } { cb-side } of row { $row }
      }{ $has_then ->
        [yes] {" "}and { $then }.
       *[no] .
      }
  }
# Brief: one's own cards taken are not named again, the choice of the end named them a moment ago ("take 3 cards").
cb-then-taken = { $you ->
    [yes] take { $detail ->
        [brief] { cb-cards-acc }
       *[other] { $birds }
      }
   *[no] takes { $birds }
  }
cb-then-drew = { $count ->
    [0] finds the pile empty
   *[other] { $you ->
        [yes] { $known ->
            [yes] draw { cb-cards-acc }: { $birds }
           *[no] draw { cb-cards-acc }
          }
       *[no] { $detail ->
            [brief] { $count } from the pile
           *[other] draws { cb-cards-acc }
          }
      }
  }
cb-then-draw-declined = { $you ->
    [yes] do not draw
   *[no] does not draw
  }
# A row after a turn, with the cards that refilled it from the pile.
cb-row-now = { $refilled ->
    [yes] { $detail ->
        [brief] Refilled: { $refills_nom }.
       *[other] Row { $row } is refilled from the pile with { $refills }{ $has_items ->
            [yes] ; now from the left: { $items }.
           *[no] .
          }
      }
   *[no] Row { $row } now from the left: { $items }.
  }
cb-row-refilling = Row { $row } is refilled from the pile with { $refills }.
cb-player-cards = { $player } { cb-cards-acc }
cb-others-discard = Hands discarded: { $items }.
cb-others-dealt = { $players ->
    [one] { $player } gets { cb-new-cards-acc }{ $own ->
        [yes] {" "}too.
       *[no] .
      }
   *[other] { $same ->
        [yes] { $own ->
            [yes] The others get { cb-new-cards-acc } each too.
           *[no] Everyone gets { cb-new-cards-acc }.
          }
       *[no] New cards: { $items }.
      }
  }

## After a turn.

cb-summary-hand = { $count ->
    [0] { $you ->
        [yes] You now have no cards in hand.
       *[no] { $player } now has no cards in hand.
      }
   *[other] { $you ->
        [yes] You now have { cb-cards-acc } in hand.
       *[no] { $player } now has { cb-cards-acc } in hand.
      }
  }

## The table.

# A row as a choice ($of > 0: "Row 2 of 4", its place among the rows, as "N of M" in every choice), else "Row 2".
cb-row-name = Row { $row }{ $of ->
    [0] {""}
   *[other] {" "}{ cb-of } { $of }
  }
cb-row = { $detail ->
    [brief] { cb-row-name }: { $items }.
    [verbose] { cb-row-name }, { cb-cards-nom }, { cb-kinds-total }, from the left: { $items }.
   *[other] { cb-row-name } from the left: { $items }.
  }
cb-row-empty = { cb-row-name } is empty.
# With the choice of a row (verbose): how many cards each end would take.
cb-row-takes = From the left you take { $left }, from the right { $right }.

cb-hand-empty = You have no cards in hand.
cb-hand = { $detail ->
    [brief] Hand: { $items }.
    [verbose] You have { cb-cards-acc } of { cb-kinds-total } in hand: { $items }.
   *[other] You have { cb-cards-acc } in hand: { $items }.
  }
# A species in hand: "duck, 3 of 4 for a small flock", "duck, 5 of 6 for a big flock, enough for a
# small one", "duck, 6, enough for a big flock".
cb-hand-entry = { BIRD($species) }{ $position }, { $progress ->
    [small] you have { $count }, a small flock takes { $of }{ $detail ->
        [verbose] , a big one { $large }
       *[other] {""}
      }
    [big] you have { $count }, enough for a small flock, a big one takes { $of }
   *[full] you have { $count }, enough for a big flock
  }

cb-collections = Collections. { $items }
cb-collection = { cb-player-start }: { $birds ->
    [0] nothing yet.
   *[other] { $items }, { cb-birds-total } in all, { cb-kinds-total }.
  }

cb-piles = Draw pile: { $pile ->
    [0] empty
   *[other] { $pile } { $pile ->
        [one] card
       *[other] cards
      }
  }. Discard pile: { $discard ->
    [0] empty
   *[other] { $discard } { $discard ->
        [one] card
       *[other] cards
      }
  }.
cb-hand-sizes = Cards in hand: { $items }.
cb-hand-size = { cb-player } { $count }

cb-whose = { $detail ->
    [verbose] Round { $round }.{" "}
   *[other] {""}
  }{ $you ->
    [yes] Your turn{ $phase ->
        [refill] : you put { cb-drawn-acc } into row { $row }.
        [draw] : you decide whether to take 2 cards from the pile.
        [flock] : you decide about a flock.
       *[lay] { $detail ->
            [brief] .
           *[other] : you lay birds into a row.
          }
      }
   *[no] It is { $player }'s turn{ $phase ->
        [refill] : putting { cb-drawn-acc } into row { $row }.
        [draw] : deciding whether to take 2 cards from the pile.
        [flock] : deciding about a flock.
       *[lay] : laying birds into a row.
      }
  }
cb-whose-over = The game is over. { $verdict }

cb-what-wins = The first to collect { $kinds } different species, or at least { $trio } birds of each of { $trios } species, wins.
# How close a player is: "You: 4 of 7 species; trios 1 of 2: 4 owls; pairs: 2 toucans."
# $kinds and $trios are ready pieces "4 of 7" (cb-count-of); $trio_list and $pair_list lists of birds.
cb-wins-player = { cb-player-start }: { $kinds } species; trios { $trios }{ $has_trios ->
    [yes] : { $trio_list }
   *[no] {""}
  }{ $has_pairs ->
    [yes] ; pairs: { $pair_list }.
   *[no] .
  }
cb-count-of = { $count } of { $of }
cb-wins-leader = If the cards run out, the most birds in the collection wins: { $count ->
    [one] { $you ->
        [yes] you lead
       *[no] { $player } leads
      }
   *[other] { $players } lead together
  } with { cb-birds-total }.

cb-species-rules = { BIRD($species, cap: "yes") }: { cb-cards-nom } in the game. A small flock is at least { $small_birds }: { $small_keep } of them { $small_keep ->
    [one] goes
   *[other] go
  } to the collection. A big flock is at least { $big_birds }: { $big_keep } of them { $big_keep ->
    [one] goes
   *[other] go
  } to the collection. The other cards of the flock go to the discard pile.

## Decisions of a turn.

cb-ask-species = Which birds do you lay?
cb-species-item = { cb-birds-nom }{ $position }{ $detail ->
    [verbose] , small flock { $small }, big flock { $large }
   *[other] {""}
  }
# Brief (and one's own turn at normal): the birds were just chosen, the rows follow as the options.
cb-ask-row = { $detail ->
    [brief] Where do you lay { cb-birds-acc }?
   *[other] Into which row do you lay { cb-birds-acc }?
  }
# Verbose only: at brief (and one's own turn at normal) the console asks nothing, the ends say themselves.
cb-ask-side = At which end of row { $row } do you lay { cb-birds-acc }?
cb-side-item = { $side ->
    [left] left end
   *[right] right end
  }{ $position }
cb-side-option = { cb-side-start }{ $position }.
# Brief: the line just before the question named the drawn card ("Row 1 is refilled from the pile: a magpie.").
cb-ask-refill = { $detail ->
    [brief] Which end?
   *[other] At which end of row { $row } do you put { cb-drawn-acc }?
  }
cb-refill-item = { cb-side-start }{ $position }. The row then: { $items }.{ $again ->
    [yes] {" "}It still holds one species only: another card is drawn.
   *[no] {""}
  }
cb-ask-draw = { $detail ->
    [brief] { $available ->
        [one] Take the last card?
       *[other] Take { $available } cards?
      }
   *[other] { $available ->
        [one] Only 1 card is left. Do you take it?
       *[other] Do you take the top { $available } cards of the pile?
      }
  }
cb-draw-item = { $take ->
    [yes] yes{ $detail ->
        [brief] {""}
       *[other] , take { cb-cards-acc }
      }
   *[no] no{ $detail ->
        [brief] {""}
       *[other] , take nothing
      }
  }{ $position }
cb-ask-flock = { $detail ->
    [brief] Which flock do you lay?
   *[other] You may lay one flock. Which one?
  }
cb-flock-item = { cb-birds-nom }{ $position }{ $detail ->
    [brief] , { cb-flock-size } flock
   *[other] , { cb-flock-size } flock: { $kept } to the collection, { $discarded } discarded
  }{ $wins ->
    [yes] . This flock wins the game!
   *[no] {""}
  }{ $last ->
    [yes] . These are the last cards of your hand: the round ends.
   *[no] {""}
  }
cb-no-flock-item = no flock{ $position }

# A choice made by itself because there was only one answer.
cb-auto-species = The only species in your hand: { cb-birds-nom }.
# Brief: the line just before named the card drawn ("From the pile: a duck.").
cb-auto-refill-same = { $detail ->
    [brief] Either end is the same.
   *[other] { cb-drawn-nom-start } is of the whole row's species: either end gives the same row.
  }
cb-auto-no-flock = You cannot lay a flock now.
cb-auto-only = There is no other choice here.

## Preview of a lay: what it would do (it never tells cards of the pile).

cb-preview-action = Preview: { cb-birds-acc } { cb-side } of row { $row }.
# Brief: only what you take, and that the row is refilled; the question of the 2 cards from the pile comes by itself.
cb-preview-take = { $detail ->
    [brief] You take { $birds }.
   *[other] You take { cb-cards-acc }: { $birds }.
  }
cb-preview-nothing = You surround nothing{ $count ->
    [0] .
   *[other] { $detail ->
        [brief] .
       *[other] : you may then take { cb-cards-acc } from the pile.
      }
  }
cb-preview-refill = { $detail ->
    [brief] The row is then refilled from the pile.
   *[other] Row { $row } then holds only { cb-birds-nom }: it is refilled from the pile.
  }
cb-preview-exhausted = Row { $row } then holds one species only, but the draw pile and the discard pile are empty: the game ends after this turn.
# $count: how many cards are laid (the player's last).
cb-preview-round-end = You lay { cb-last-cards } of your hand and the round ends.
cb-last-cards = { $count ->
    [one] the last card
   *[other] the last cards
  }
cb-preview-game-end = You lay { cb-last-cards } of your hand, the round ends and there are not enough cards for a new deal: the game ends.
cb-preview-flock = You will then have enough for a flock: { $birds }.
cb-preview-row = The row then, from the left: { $items }.

## Refused moves: always say why.

cb-refusal-game-over = The game is over.
cb-refusal-not-an-action = The game knows no such move.
cb-refusal-wrong-decision = { $expected ->
    [lay] Now you lay birds from your hand into a row.
    [refill] Now you choose the end of the row for the drawn card.
    [draw] Now you decide whether to take 2 cards from the pile.
    [flock] Now you decide about a flock.
   *[other] Now something else is to be decided.
  }
cb-refusal-bad-row = { $known ->
    [yes] There is no row { $row }: the rows are 1 to { $rows }.
   *[no] There is no such row: the rows are 1 to { $rows }.
  }
cb-refusal-bad-side = Cards go at the left or the right end only.
cb-refusal-not-in-hand = You have no { BIRD($species) } in hand.
cb-refusal-bad-take = Answer yes or no.
cb-refusal-flock-too-small = A small flock of { BIRD($species, number: "pl") } needs at least { $need } { $need ->
    [one] card
   *[other] cards
  }, you have only { $have }.
cb-refusal-bad-species = There is no such bird in the game.
cb-refusal-not-your-turn = It is not your turn.
cb-refusal-generic = This move is not allowed now.

## cubirds resolve: what is wrong with a scenario file (shared/cubirds/SCENARIOS.md), said inside the
## parentheses of resolve-refused; $key, $where, $value, $keys, $known, $cards, $species: words and values
## from the file (its keys and species ids are English); rows count from 0 as in the file
cb-scenario-not-object = the scenario must be a JSON object, { "{" }…{ "}" }
cb-scenario-malformed-json = the scenario is not valid JSON (line { $line }, column { $column })
cb-scenario-unknown-keys = { $count ->
    [one] the scenario has an unknown key, { $keys }
   *[other] the scenario has unknown keys: { $keys }
  }; it knows { $known }
cb-scenario-not-species = “{ $where }” holds { $value }, which is no species id (one of { $known })
cb-scenario-missing-list = the scenario lacks the key “{ $key }”, a list of species ids
cb-scenario-not-list = the key “{ $key }” must be a list of species ids, not { $value }
cb-scenario-missing-rows = the scenario lacks the key “rows”, { $rows } lists of species ids
cb-scenario-not-rows = the key “rows” must be a list of { $rows } lists of species ids, not { $value }
cb-scenario-row-species = row { $row } holds { $count ->
    [0] no card
    [one] cards of one species ({ $cards })
   *[other] { $count } species ({ $cards })
  }; a row always holds at least two species
cb-scenario-missing-play = the scenario lacks the key “play”, the card laid: species, row 0 to { $last } and side
cb-scenario-play-not-object = “play” must be an object with species, row and side, not { $value }
cb-scenario-play-unknown-keys = { $count ->
    [one] “play” has an unknown key, { $keys }
   *[other] “play” has unknown keys: { $keys }
  }; it knows species, row and side
cb-scenario-play-missing-species = “play” lacks the species
cb-scenario-play-row = the row in “play” must be a number from 0 to { $last }, not { $value }
cb-scenario-side = the side in “{ $where }” must be “left” or “right”, not { $value }
cb-scenario-too-many = the scenario has { $count } { $species } cards, but the game has only { $most }
cb-scenario-refill-not-list = “refill” must be a list of “left” and “right”, not { $value }
cb-scenario-draw-two = “draw_two” must be true or false, not { $value }
cb-scenario-bad-play = the card in “play” cannot be laid: { $reason }
cb-scenario-refill-extra = “refill” gives { $count } { $count ->
    [one] end
   *[other] ends
  }, but { $drawn } { $drawn ->
    [one] card was
   *[other] cards were
  } drawn to refill the row
cb-scenario-bad-flock = the flock in “flock” cannot be formed: { $reason }
