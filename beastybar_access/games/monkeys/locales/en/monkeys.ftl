## 4 Monkeys: cards, combo tiles and every sentence the game says.
##
## Functions the narrator registers (beastybar_access/games/monkeys/narration.py):
##   CARD($card, case: "acc")
##       a card ($card is a face id: "red-circle-triangle") as "red circle and triangle", with two equal
##       shapes "two red circles, one of them gold". The words come from mk-card, mk-shape and mk-colour (English
##       ignores the case). In the braille form: the card's cells.
##   TILE($combo, case: "acc", side: "green" | "brown")
##       a combo tile's name ($combo is an id: "circles-3"), messages mk-tile-…; braille: its cells.
##   TILEAGREE($combo)  how a verb agrees with the tile's name (sg, pl, num); used by Czech.
## Arguments: $you is "yes" for the player who hears the sentence, else "no"; $player is a name;
## $detail is the verbosity: brief, normal, verbose; stacks ($stack) and tiles ($tile) count from 1.

## Shapes and colours.

mk-shape = { $shape ->
   *[circle] { $number ->
       *[sg] circle
        [pl] circles
      }
    [triangle] { $number ->
       *[sg] triangle
        [pl] triangles
      }
    [square] { $number ->
       *[sg] square
        [pl] squares
      }
    [pentagon] { $number ->
       *[sg] pentagon
        [pl] pentagons
      }
  }
mk-colour = { $colour ->
   *[yellow] yellow
    [green] green
    [red] red
    [blue] blue
  }
mk-colour-card = { $colour ->
   *[yellow] yellow
    [green] green
    [red] red
    [blue] blue
  }
mk-from-deck = { $colour ->
   *[yellow] from the yellow deck
    [green] from the green deck
    [red] from the red deck
    [blue] from the blue deck
  }

# A card: $first and $second are the shapes, $colour_sg and $colour_pl the colour; $same is yes when both
# shapes are equal; $gold is the number of gold buttons.
mk-card = { $same ->
    [yes] two { $colour_pl } { $shapes_pl }{ $gold ->
        [0] {""}
        [1] , one of them gold
       *[other] , both gold
      }
   *[no] { $colour_sg } { $first } and { $second }{ $gold ->
        [0] {""}
       *[other] , with a gold button
      }
  }

## Combo tiles (English has no cases; .agree is used by Czech only).

mk-tile-gold-1 = Gold button
    .agree = sg
mk-tile-circles-3 = Three circles
    .agree = pl
mk-tile-gold-2 = Two gold buttons
    .agree = pl
mk-tile-shapes-4 = Four shapes
    .agree = pl
mk-tile-colour-3 = Three cards of one colour
    .agree = pl
mk-tile-colours-4 = Four colours
    .agree = pl
mk-tile-rainbow = Colour row
    .agree = sg
mk-tile-colour-4 = Four cards of one colour
    .agree = pl
mk-tile-shape-5 = Five of one shape
    .agree = num
mk-tile-gold-3 = Gold in three colours
    .agree = pl
# A tile the messages do not know (other tile data): the data's own name.
mk-tile-unknown = { $name }
mk-refill-tile = Refill hand
mk-banana-peel = banana peel

## Pieces of sentences.

mk-player = { $you ->
    [yes] you
   *[no] { $player }
  }
mk-player-start = { $you ->
    [yes] You
   *[no] { $player }
  }
mk-player-fallback = Player { $seat }

mk-cards-nom = { $count } { $count ->
    [one] card
   *[other] cards
  }
mk-cards-acc = { $count } { $count ->
    [one] card
   *[other] cards
  }
mk-new-cards-acc = { $count } new { $count ->
    [one] card
   *[other] cards
  }
mk-more-cards-acc = { $count } more { $count ->
    [one] card
   *[other] cards
  }
mk-tiles-nom = { $count } { $count ->
    [one] tile
   *[other] tiles
  }
mk-points = { $points } { $points ->
    [one] point
   *[other] points
  }
mk-points-ins = { $points } { $points ->
    [one] point
   *[other] points
  }
# "7 different combos of 10" (Czech puts the count first: "7 z 10 různých komb").
mk-kinds-of-all = { mk-kinds } of { $all }
mk-kinds = { $kinds } different { $kinds ->
    [one] combo
   *[other] combos
  }
mk-of = of
mk-position = , { $index } { mk-of } { $of }
mk-item-separator = {", "}
mk-entry-separator = {"; "}
mk-sentence-separator = {". "}
mk-side = { $brown ->
    [yes] brown side
   *[no] green side
  }
mk-time = { $minutes ->
    [0] { $seconds } { $seconds ->
        [one] second
       *[other] seconds
      }
   *[other] { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
      }{ $seconds ->
        [0] {""}
       *[other] {" "}{ $seconds } { $seconds ->
            [one] second
           *[other] seconds
          }
      }
  }
mk-remains = left
mk-times = { $count ->
    [1] once
    [2] twice
   *[other] { $count } times
  }
mk-stack-now = { $empty ->
    [yes] Stack { $stack } is now empty.
   *[no] Stack { $stack } now shows { $top }.
  }

## Events of a round.

mk-ev-round-started = { $restart ->
    [yes] Round { $round } of { $rounds } starts again
   *[no] Round { $round } of { $rounds } starts
  }, time { $time }. { $detail ->
    [verbose] { $offer }
   *[other] The offer: key n.
  }
mk-ev-dealt = { $you ->
    [yes] { $known ->
        [yes] { $detail ->
            [brief] You hold { mk-cards-acc }.
           *[other] You hold { mk-cards-acc }: { $cards }.
          }
       *[no] You hold { mk-cards-acc }.
      }
   *[no] { $player } gets { mk-cards-acc }.
  }
mk-ev-timer = { mk-time } { mk-remains }.
# A take in brief: from where, and what the stack now shows on top.
mk-ev-taken-brief = { $you ->
    [yes] You take { $tile } from stack { $stack }
   *[no] { $player } takes { $tile } from stack { $stack }
  }, leaving { $empty ->
    [yes] it empty.
   *[no] { $top }.
  }
# Taking a tile without its name (a real-time line too long to listen to otherwise).
mk-ev-taken-from = { $you ->
    [yes] You take from stack { $stack }
   *[no] { $player } takes from stack { $stack }
  }, leaving { $empty ->
    [yes] it empty.
   *[no] { $top }.
  }
mk-ev-taken = { $you ->
    [yes] You take { $tile }{ $detail ->
        [brief] .
        [verbose] {" "}from stack { $stack }, laying { mk-cards-acc } under it{ $known ->
            [yes] : { $cards }.
           *[no] .
          }
       *[normal] {" "}from stack { $stack }, laying { mk-cards-acc } under it.
      }
   *[no] { $player } takes { $tile }{ $detail ->
        [brief] .
       *[other] {" "}from stack { $stack } with { mk-cards-acc }.
      }
  }
# One's own take with cards that do not meet the combo: a reminder of the bluff.
mk-taken-bluff = { $bluff ->
    [spare] A card under the tile is spare: that is a bluff, the check would fail.
   *[unmet] { $count ->
        [one] The card does not meet the combo
       *[other] The cards do not meet the combo
      }: that is a bluff.
  }
mk-ev-drawn = { $count ->
    [0] { $you ->
        [yes] You draw nothing: every deck is empty.
       *[no] { $player } draws nothing: every deck is empty.
      }
   *[other] { $you ->
        [yes] { $known ->
            [yes] { $detail ->
                [brief] You draw { mk-cards-acc }.
               *[other] You draw { mk-cards-acc }: { $cards }.
              }
           *[no] You draw { mk-cards-acc }.
          }
       *[no] { $player } draws { mk-cards-acc }.
      }
  }{ $foreign ->
    [0] {""}
   *[other] {" "}{ $foreign_decks }
  }{ $short ->
    [yes] {" "}No more cards are left in the decks.
   *[no] {""}
  }
mk-drawn-from = { $count ->
    [one] One
   *[other] { $count }
  } { mk-from-deck }.
mk-ev-deck-emptied = { $you ->
    [yes] Your deck is empty; from now on you draw from the other decks.
   *[no] { $player } has no card left in their deck.
  }
mk-ev-flipped = { $you ->
    [yes] You flip { $tile } to the brown side{ $detail ->
        [brief] .
       *[other] , now worth { mk-points }.
      }
   *[no] { $player } flips { $tile }{ $detail ->
        [brief] .
       *[other] {" "}to the brown side and draws { $drawn }.
      }
  }
# One's own Refill hand: only what you discard, in the order it happens (the next sentence says the draw).
mk-ev-refill = { $you ->
    [yes] You use Refill hand{ $mode ->
        [new_hand] { $count ->
            [0] ; your hand is empty.
           *[other] {" "}and discard { mk-cards-acc }{ $known ->
                [yes] : { $cards }.
               *[no] .
              }
          }
       *[more] .
      }
   *[no] { $player } uses Refill hand{ $detail ->
        [brief] .
       *[other] : { $mode ->
            [new_hand] { $count ->
                [0] takes { $new }.
               *[other] discards { mk-cards-acc } and takes { $new }.
              }
           *[more] draws { $more }.
          }
      }
  }
mk-ev-revealed = { $you ->
    [yes] You set { $tile } from stack { $stack } aside.
   *[no] { $player } sets { $tile } from stack { $stack } aside.
  }
# Setting aside in short (brief and normal, in real time): where from and what is on top now.
mk-ev-revealed-short = { $you ->
    [yes] You set { $tile } from stack { $stack } aside
   *[no] { $player } sets { $tile } from stack { $stack } aside
  }, leaving { $empty ->
    [yes] it empty.
   *[no] { $top }.
  }
mk-ev-revealed-from = { $you ->
    [yes] You set aside the tile of stack { $stack }
   *[no] { $player } sets aside the tile of stack { $stack }
  }, leaving { $empty ->
    [yes] it empty.
   *[no] { $top }.
  }
mk-ev-banana = { $you ->
    [yes] You pass a banana peel to { $to }.
   *[no] { $to_you ->
        [yes] { $player } passes you a banana peel.
       *[no] { $player } passes a banana peel to { $to }.
      }
  }
mk-ev-stop = { $you ->
    [yes] You call Stop! { $correct ->
        [yes] You own all { $all } different combos.
       *[no] { $kinds ->
            [0] But you own no combo of the { $all } yet.
           *[other] But you own only { mk-kinds } of { $all }.
          }
      }
   *[no] { $player } calls Stop! { $correct ->
        [yes] They own all { $all } different combos.
       *[no] { $kinds ->
            [0] But they own no combo of the { $all } yet.
           *[other] But they own only { mk-kinds } of { $all }.
          }
      }
  }
mk-ev-penalty = { $you ->
    [yes] The false Stop costs you { mk-points }; your total is now { $total }.
   *[no] The false Stop costs { $player } { mk-points }; their total is now { $total }.
  }
mk-ev-round-ended = { $reason ->
    [time] Time is up. Round { $round } ends{ mk-hands-down }
    [stop] The Stop holds. Round { $round } ends{ mk-hands-down }
   *[false_stop] The Stop was false. Round { $round } is played again from the start.
  }
# The round's end: the hands are put down (verbose; otherwise the player knows it from the rules).
mk-hands-down = { $detail ->
    [verbose] ; the hands are put down.
   *[other] .
  }

## Scoring, step by step.

mk-ev-duplicates = { $detail ->
    [brief] {""}
   *[other] Step 1, duplicate combos.{" "}
  }{ $any ->
    [yes] { $items }
   *[no] Nobody owns a combo twice.
  }
mk-dup-seat = { $you ->
    [yes] You set aside { $items }.
   *[no] { $player } sets aside { $items }.
  }
mk-dup-item = { $count } { $count ->
    [one] tile
   *[other] tiles
  } of { $tile }
# $again: no (the round's first step 2), same (after a wrong combo, the same ones), new (others now).
mk-ev-smartest = { $detail ->
    [brief] {""}
   *[other] { $again ->
        [no] Step 2.
       *[other] Step 2 again.
      }{" "}
  }{ $count ->
    [one] { $again ->
        [same] { $you ->
            [yes] You are still the smartest monkey
           *[no] { $player } is still the smartest monkey
          }
        [new] { $you ->
            [yes] You are now the smartest monkey
           *[no] The smartest monkey is now { $player }
          }
       *[no] { $you ->
            [yes] You are the smartest monkey
           *[no] The smartest monkey is { $player }
          }
      }
   *[other] { $again ->
        [same] The smartest monkeys are still { $players }
        [new] The smartest monkeys are now { $players }
       *[no] The smartest monkeys are { $players }
      }
  }{ $family ->
    [yes] , { mk-tiles-nom-tiles }.
   *[no] { $count ->
        [one] {" "}with { mk-points-ins }.
       *[other] , each with { mk-points-ins }.
      }
  }{ $detail ->
    [verbose] {" "}{ $table }
   *[other] {""}
  }
mk-tiles-nom-tiles = { $tiles } { $tiles ->
    [one] tile
   *[other] tiles
  }
mk-smartest-table = Points: { $items }.
mk-smartest-item = { mk-player } { $points }, { mk-tiles-nom }{ $brown ->
    [0] {""}
   *[other] , { $brown } flipped
  }
mk-ev-checked = { $detail ->
    [brief] { mk-player-start }: { $tile }, { $correct ->
        [yes] correct.
       *[no] { $met ->
            [yes] a card to spare, set aside.
           *[no] not met, set aside.
          }
      }
    [short] { $step ->
        [yes] Step 3, check.{" "}
       *[no] {""}
      }{ mk-player-start }: { $tile }, { $correct ->
        [yes] correct.
       *[no] { $met ->
            [yes] a card to spare, set aside.
           *[no] not met, set aside.
          }
      }
   *[other] { $step ->
        [yes] Step 3, check.{" "}
       *[no] {""}
      }{ $you ->
        [yes] Your combo { $tile }, worth { mk-points }
       *[no] { $player }'s combo { $tile }, worth { mk-points }
      }, { mk-cards-nom }: { $cards }. { $correct ->
        [yes] Correct.
       *[no] { $met ->
            [yes] { $spare_count ->
                [one] A card to spare: { $spare }.
               *[other] Any one of these cards is spare: { $spare }.
              } The combo is set aside.
           *[no] The combo is not met; it is set aside.
          }
      }
  }
# Verbose, the check line by line (issue 25): the combo with its points and verdict, then its cards, then
# the spare ones.
mk-ev-checked-head = { $step ->
    [yes] Step 3, check.{" "}
   *[no] {""}
  }{ mk-player-start }: { $tile }, worth { mk-points }, { $correct ->
    [yes] correct.
   *[no] { $met ->
        [yes] a card to spare, set aside.
       *[no] not met, set aside.
      }
  }
mk-check-step = Step 3, check.
# A combo's cards, as many lines as need be: the first with their count, the last with "And last" (a
# listener hears where one combo's cards end).
mk-check-cards = { $count ->
    [one] Card
   *[other] { $count } cards
  }: { $items }.
mk-check-cards-more = { $last ->
    [yes] And last
   *[no] Next
  }: { $items }.
mk-check-spare = { $count ->
    [one] A card to spare: { $items }.
   *[other] Any one of these cards is spare: { $items }.
  }
mk-check-spare-more = Or: { $items }.
# One player's correct combos checked one after another, in one sentence ($tiles their names; brief: $count
# from 2).
mk-ev-checked-run = { $detail ->
    [brief] { mk-player-start }: { $count } { $count ->
        [one] combo
       *[other] combos
      } correct.
   *[other] { $step ->
        [yes] Step 3, check.{" "}
       *[no] {""}
      }{ $count ->
        [one] { $you ->
            [yes] Your combo
           *[no] { $player }'s combo
          } { $tiles } is correct.
       *[other] { $you ->
            [yes] You have
           *[no] { $player } has
          } { $count } correct combos{ $named ->
            [yes] : { $tiles }.
           *[no] .
          }
      }
  }
mk-ev-scored = { $detail ->
    [brief] After round { $round }: { $items }.
   *[other] Scores for round { $round }: { $items }.
  }
mk-score-item = { mk-player } { $detail ->
    [brief] { $total }
    [verbose] { $score }, total { $total } ({ $breakdown })
    [round] { $score }
   *[other] { $score }, total { $total }
  }
mk-breakdown = combos { $points }{ $set_aside ->
    [0] {""}
   *[other] , { $set_aside } set aside, minus { $aside_points }
  }{ $peels ->
    [0] {""}
   *[other] , banana peels minus { $peel_points }
  }
mk-breakdown-family = green { $green }, brown { $brown }{ $set_aside ->
    [0] {""}
   *[other] , { $set_aside } set aside, minus { $aside_points }
  }{ $bonus ->
    [0] {""}
   *[other] , smartest monkey plus { $bonus }
  }{ $peels ->
    [0] {""}
   *[other] , banana peels minus { $peel_points }
  }
# $totals: no when the standings after the last round were just said (brief).
mk-ev-game-over = The game is over. { $verdict }{ $totals ->
    [no] {""}
   *[yes] {" "}Totals: { $items }.
  }
mk-winner = { $you ->
    [yes] You win with { mk-points-ins }!
   *[no] { $player } wins with { mk-points-ins }.
  }
mk-shared-win = { $you ->
    [yes] You share the win: { $players }, each with { mk-points-ins }.
   *[no] { $players } share the win, each with { mk-points-ins }.
  }
mk-total-item = { mk-player } { mk-points }

## The table: offer, hand, tiles, time, scores, decks.

# Every stack empty (before a round): one sentence, not "empty" six times.
mk-offer-empty = The offer is empty; the tiles are laid out when the round starts.
mk-offer = Offer: { $items }.{ $aside ->
    [0] {""}
   *[other] {" "}Set aside: { $aside_items }.
  }
mk-offer-item = { $stack }: { $empty ->
    [yes] empty
   *[no] { $tile }{ $detail ->
        [brief] {""}
       *[other] , { mk-points }{ $owned ->
            [yes] , you have one
           *[no] {""}
          }{ $detail ->
            [verbose] , { mk-tiles-nom } in the stack
           *[other] {""}
          }
      }
  }
# A stack of the offer while browsing by arrows: "Stack 3 of 6" (its place among the stacks, as "N of M" in every list).
mk-stack-name = Stack { $stack } { mk-of } { $of }
mk-offer-tile = { $empty ->
    [yes] { mk-stack-name } is empty.
   *[no] { $detail ->
        [brief] { $tile }, { mk-points }.
       *[other] { mk-stack-name }: { $tile }, { $need }, { mk-points }, { mk-tiles-nom } in the stack.{ $owned ->
            [0] {""}
            [1] {" "}You own this one already.
           *[other] {" "}You own this one { $owned_times } already.
          }{ $detail ->
            [verbose] {" "}Brown side { $brown_points }.
           *[other] {""}
          }
      }
  }
mk-hand = { $count ->
    [0] Your hand is empty.
   *[other] You hold { mk-cards-acc }: { $items }.
  }
mk-hand-card = { $card }{ $selected ->
    [yes] , selected
   *[no] { $detail ->
        [brief] {""}
       *[other] , not selected
      }
  }{ $detail ->
    [brief] {""}
   *[other] { $position }
  }
mk-toggled = { $card }: { $selected ->
    [yes] selected
   *[no] unselected
  }. { mk-selected-count }.
mk-selected-count = { $count ->
    [0] Nothing is selected
    [one] 1 card selected
   *[other] { $count } cards selected
  }
mk-selection = { $count ->
    [0] No card is selected.
   *[other] { mk-selected-count }: { $cards }.
  }
mk-own-tiles = { $count ->
    [0] You own no combo tile yet.
   *[other] Your tiles, { $count }: { $items }. Total { mk-points }, { mk-kinds } of { $all }.
  } Refill hand { $refill ->
    [yes] is used.
   *[no] is ready.
  }{ $peels ->
    [0] {""}
   *[other] {" "}Banana peels: { $peels }, that is minus { $peel_points }.
  }
mk-own-tile = { $tile }, { mk-side }, { mk-points }{ $dup ->
    [yes] , owned more than once
   *[no] {""}
  }{ $status ->
    [checked] , checked, correct
    [wrong] , checked, wrong, set aside
    [duplicate] , set aside as a duplicate
   *[kept] {""}
  }{ $detail ->
    [verbose] , under it { mk-cards-nom }: { $cards }
   *[other] {""}
  }
mk-own-tile-item = { $tile }, { mk-side }, { mk-points }{ $dup ->
    [yes] , owned more than once
   *[no] {""}
  }{ $status ->
    [checked] , checked, correct
    [wrong] , checked, wrong, set aside
    [duplicate] , set aside as a duplicate
   *[kept] {""}
  }{ $detail ->
    [verbose] , under it { mk-cards-nom }: { $cards }
   *[other] {""}
  }{ $detail ->
    [brief] {""}
   *[other] { $position }
  }
mk-refill-item = Refill hand, { $used ->
    [yes] used
   *[no] ready
  }{ $detail ->
    [brief] {""}
   *[other] { $position }
  }
mk-tile-counts = Tiles: { $items }.
mk-tile-count = { mk-player }: { $count ->
    [0] none yet
   *[other] { mk-tiles-nom }, { mk-points }{ $detail ->
        [verbose] : { $tiles }
       *[other] {""}
      }
  }
mk-time-left = { $running ->
    [yes] { mk-time } { mk-remains }.
   *[no] No round is running.
  }
mk-scores = { $rounds ->
    [0] No round has been scored yet.
   *[other] { $items }
  } Totals: { $totals }.{ $penalties ->
    [0] {""}
   *[other] {" "}For false Stops: { $penalty_items }.
  }
mk-scores-round = Round { $round }: { $items }.
mk-score-entry = { mk-player } { $points }
mk-decks = Decks: { $decks }. In hand: { $hands }.
mk-deck-entry = { mk-player } { mk-cards-nom }
# What lies before the players besides their combo tiles: the refill tile (turned over = used), banana peels.
mk-specials = Refill tiles: { $refills }.{ $banana ->
    [yes] {" "}Banana peels: { $peels }.
   *[no] {""}
  }
mk-refill-entry = { mk-player } { $used ->
    [yes] used
   *[no] not used
  }
mk-peel-entry = { mk-player } { $count }

## What taking a tile with the selected cards would do.

mk-take-check = { $state ->
    [none] No card is selected.
    [empty] Stack { $stack } is empty.
    [correct] { mk-selected-meet } { $tile }.
    [spare] { mk-selected-meet } { $tile }, but { $spare_count ->
        [one] a card is spare: { $spare }.
       *[other] any one of these cards is spare: { $spare }.
      } The check would fail: that would be a bluff, confirm again.
   *[unmet] { $count ->
        [one] The selected card does not meet
       *[other] The { $count } selected cards do not meet
      } { $tile } — that would be a bluff, confirm again.
  }
mk-selected-meet = { $count ->
    [one] The selected card meets
   *[other] The { $count } selected cards meet
  }
mk-stop-check = { $correct ->
    [yes] You own all { $all } different combos; Stop ends the round.
   *[no] { $kinds ->
        [0] You own no combo of the { $all } yet.
       *[other] You own only { mk-kinds } of { $all }.
      } A false Stop costs { $penalty } points and the round is played again; confirm again.
  }
mk-reveal-check = { $allowed ->
    [yes] You own every kind on offer: you may set a tile aside to reveal the next.
   *[no] You may reveal another tile once you own every kind on offer. Missing: { $missing }.
  }

## Rules of a card and a tile.

mk-rules-card = Card: { mk-colour-card }, buttons { $first } and { $second }{ $gold ->
    [0] .
    [1] , one of them gold.
   *[other] , both gold.
  }
mk-rules-tile = { $tile }: needs { $need }. Green side { mk-points }, brown side { $brown_points }. No card may be spare under the tile: without any one of them the combo must no longer be met.
mk-rules-refill = Refill hand: once a round, either discard your whole hand and take { $new }, or draw { $more }. Then it is flipped. It is worth no points.
mk-rules-banana = Banana peel: minus { mk-points } at the end of the round. Right after taking a tile you may pass it to another player.
mk-rules-unknown = The rules say nothing about that.

## Why the game refused an action.

mk-refusal-not-an-action = The game knows no such action.
mk-refusal-bad-seat = No such player sits at the table.
mk-refusal-bad-time = The game cannot read the action's time.
mk-refusal-time-backwards = That action came too late; the game has moved on.
mk-refusal-game-over = The game is over.
mk-refusal-not-started = The round has not started yet.
mk-refusal-round-running = The round is already running.
mk-refusal-time-up = The round's time is up.
mk-refusal-bad-stack = { $known ->
    [yes] There is no stack { $stack }; the stacks are 1 to { $stacks }.
   *[no] There is no such stack.
  }
mk-refusal-stack-empty = { $known ->
    [yes] Stack { $stack } is empty.
   *[no] That stack is empty.
  }
mk-refusal-no-cards = A tile is taken with at least one card from your hand. Select cards first.
mk-refusal-card-twice = A card cannot be laid twice.
mk-refusal-not-in-hand = { $known ->
    [yes] These cards are not in your hand: { $cards }.
   *[no] That card is not in your hand.
  }
mk-refusal-bad-tile = { $known ->
    [yes] You have no tile number { $tile }.
   *[no] You have no such tile.
  }
mk-refusal-already-flipped = { $known ->
    [yes] Tile { $tile } is already on its brown side.
   *[no] That tile is already on its brown side.
  }
mk-refusal-bad-mode = Refill hand has two uses: a new hand, or 3 more cards.
mk-refusal-refill-used = Refill hand was already used this round; it works once a round.
mk-refusal-offer-not-owned = { $known ->
    [yes] You may reveal another tile once you own every kind on offer. Missing: { $missing }.
   *[no] You may reveal another tile once you own every kind on offer.
  }
mk-refusal-no-bananas = Banana peels are only in the banana-peel variants.
mk-refusal-banana-not-now = A banana peel is passed only right after taking a tile, and only when you hold one.
mk-refusal-generic = That action is not allowed now.

## monkeys resolve: what is wrong with a scenario file (shared/monkeys/SCENARIOS.md), said inside the
## parentheses of resolve-refused; $player is a player's name from the file or their number from 1, $tile a
## tile's number from 1; $key, $value, $keys, $known, $name, $combo, $card: words and values from the file
mk-scenario-where = { $at ->
    [seat] player { $player }
    [name] { $player }
    [tile] tile { $tile } of { $player }
   *[scenario] the scenario
  }
mk-scenario-not-object = the scenario must be a JSON object, { "{" }…{ "}" }
mk-scenario-malformed-json = the scenario is not valid JSON (line { $line }, column { $column })
mk-scenario-unknown-keys = { $count ->
    [one] { mk-scenario-where } has an unknown key, { $keys }
   *[other] { mk-scenario-where } has unknown keys: { $keys }
  }; it knows { $known }
mk-scenario-variant = “variant” is “standard” or “family”, not { $value }
mk-scenario-missing-players = the scenario lacks the key “{ $key }”, the players in seat order
mk-scenario-not-players = “{ $key }” must be a list of at least one player, not { $value }
mk-scenario-player-not-object = player { $player } must be an object with name, banana_peels and tiles, not { $value }
mk-scenario-player-name = player { $player } needs a name (text that is not empty), not { $value }
mk-scenario-same-name = two players are called { $name } (players { $first } and { $second })
mk-scenario-peels = the banana peels of { $player } must be a whole number, 0 or more, not { $value }
mk-scenario-points = the points of { $player } must be a whole number, not { $value }
mk-scenario-tiles-not-list = the tiles of { $player } must be a list, not { $value }
mk-scenario-tile-not-object = tile { $tile } of { $player } must be an object with combo, side and cards, not { $value }
mk-scenario-tile-missing = tile { $tile } of { $player } lacks the key “{ $key }”
mk-scenario-tile-combo = tile { $tile } of { $player } has { $value }, which is no combo id (such as circles-3)
mk-scenario-tile-side = the side of tile { $tile } of { $player } ({ $combo }) is “green” or “brown”, not { $value }
mk-scenario-tile-cards-not-list = the cards of tile { $tile } of { $player } ({ $combo }) must be a list of card ids, not { $value }
mk-scenario-tile-no-cards = tile { $tile } of { $player } ({ $combo }) has no cards: a tile is always taken with some
mk-scenario-tile-card = the cards of tile { $tile } of { $player } ({ $combo }) hold { $value }, which is no card id (such as red-circle-triangle)
mk-scenario-too-many-tiles = { $count } tiles { $combo } are owned, but { $players } { $players ->
    [one] player plays
   *[other] players play
  } with { $sets } tile { $sets ->
    [one] set
   *[other] sets
  }, each with one
mk-scenario-too-many-cards = the card { $card } is laid { $count } times, but { $players } { $players ->
    [one] player has
   *[other] players have
  } only { $players } { $players ->
    [one] deck
   *[other] decks
  }, each with one
