## 4 Monkeys at the console (a real-time game: everyone plays at once)

ui-game-monkeys = 4 Monkeys
play-monkeys-help = plays 4 Monkeys (in real time, everyone at once)
play-monkeys-description = 4 Monkeys at the console: everyone plays at once against the clock, single keys, announcements by speech, on screen and in braille. The options are those of the play command, and also the round length and the computer opponents' speed.
ui-help-mk-rows = switch rows: the tiles on offer at the top, the cards in your hand in the middle, your tiles at the bottom
ui-help-mk-move = move within the row
ui-help-mk-digits = the row's item with this number (on a Czech keyboard also plus, ě, š, č)
ui-help-mk-space = in the hand: select the card, or deselect it; elsewhere like Enter
ui-help-mk-enter = on a tile on offer: take it with the selected cards (if they do not make the combo, that is a bluff, and a second Enter confirms it); on a card in hand: select or deselect it; on your tile: flip it and draw 3 cards; on the refill tile: asks how to use it; between rounds: starts the next round
ui-help-mk-escape = deselect every card
ui-help-mk-check = says whether the selected cards make the tile you are on in the offer
ui-help-mk-offer = reads the tiles on offer and moves there
ui-help-mk-hand = reads the cards in your hand and moves there
ui-help-mk-tiles = reads your tiles and moves there
ui-help-mk-counts = how many tiles each player has, the cards in hand and in the decks, who has used the refill tile, and the banana peels
ui-help-mk-time = the time left in the round
ui-help-mk-scores = the points of each round and in all
ui-help-mk-flip = flips your tile you are on and draws 3 cards
ui-help-mk-refill = uses the refill tile: a new hand, or 3 more cards
ui-help-mk-reveal = adds a tile to the offer: sets aside the tile you are on in the offer, showing the one below (only when you own every kind on offer)
ui-help-mk-stop = calls Stop!; without all 10 different combos it asks first and waits for the z key again
ui-help-mk-banana = passes a banana peel right after taking a tile (banana-peel variant only)
ui-help-mk-where = the round, the time left, how many cards you have selected and where you are
ui-help-mk-rules = what the tile you are on needs, or what the card is
ui-help-mk-braille = the braille cells of the card or tile you are on, on a line of their own
ui-mk-setting-delay = Pause between the steps of the scoring
ui-mk-variant-standard = standard rules
ui-mk-variant-banana = with banana peels
ui-mk-variant-family = family version
ui-mk-variant-family-banana = family version with banana peels
ui-mk-setup-round = How long should a round last?
ui-mk-round-1 = 1 minute, for practice
ui-mk-round-4 = 4 minutes, as in the rules
ui-mk-round-5 = 5 minutes, family version
ui-mk-round-8 = 8 minutes, relaxed
ui-mk-round-12 = 12 minutes, very relaxed
ui-mk-setup-speed = How fast should the computer opponents play?
ui-mk-speed-slow = slowly
ui-mk-speed-normal = at a medium pace
ui-mk-speed-fast = fast
ui-mk-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
ui-mk-seconds = { $n ->
        [one] { $n } second
       *[other] { $n } seconds
    }
ui-mk-ready = Round { $round } of { $total }, lasting { $duration }. Press Enter when you want to start.
ui-mk-resume = Round { $round } of { $total } goes on, { $duration } left. Enter starts the clock.
ui-mk-ready-go = start
ui-mk-not-running = No round is running; Enter starts the next one.
ui-mk-game-over = The game is over.
ui-mk-paused = The round's clock is stopped.
ui-mk-resumed = The round's clock runs again.
ui-mk-row-offer = Offer.
ui-mk-row-hand = Hand:
ui-mk-row-tiles = Your tiles.
ui-mk-focus-now = Stack { $stack }, where you are, now offers { $tile }.
ui-mk-focus-empty = Stack { $stack }, where you are, is empty now.
# others' moves that piled up unsaid, merged (real time, issue 25)
ui-mk-sum-took = { $everyone ->
    [all] Everyone takes
    [others] Everyone else takes
   *[no] { $players } { $people ->
        [one] takes
       *[other] take
      }
  } { $count } { $count ->
    [one] tile
   *[other] tiles
  }.
ui-mk-sum-flipped = { $everyone ->
    [all] Everyone turns
    [others] Everyone else turns
   *[no] { $players } { $people ->
        [one] turns
       *[other] turn
      }
  } { $count } { $count ->
    [one] tile
   *[other] tiles
  }.
ui-mk-sum-aside = { $everyone ->
    [all] Everyone sets
    [others] Everyone else sets
   *[no] { $players } { $people ->
        [one] sets
       *[other] set
      }
  } { $count } { $count ->
    [one] tile
   *[other] tiles
  } aside.
ui-mk-sum-aside-brief = { $count ->
    [one] 1 tile set aside.
   *[other] { $count } tiles set aside.
  }
ui-mk-sum-refill = { $everyone ->
    [all] Everyone uses
    [others] Everyone else uses
   *[no] { $players } { $people ->
        [one] uses
       *[other] use
      }
  } the hand refill.
ui-mk-sum-took-brief = { $count ->
    [one] 1 tile taken.
   *[other] { $count } tiles taken.
  }
ui-mk-sum-flipped-brief = { $count ->
    [one] 1 tile turned.
   *[other] { $count } tiles turned.
  }
ui-mk-sum-refill-brief = Hand refill used { $count ->
    [1] once.
    [2] twice.
   *[other] { $count } times.
  }
ui-mk-sum-changed = { $count ->
    [one] 1 stack changed
   *[other] { $count } stacks changed
  }.
ui-mk-row-first = The offer is the top row.
ui-mk-row-last = Your tiles are the bottom row.
ui-mk-empty-hand = You hold no cards.
ui-mk-nothing-selected = No card is selected: select cards in your hand with Space.
ui-mk-tile-changed = The tile on stack { $stack } changed just now (someone else took it or set it aside); nothing was done.
ui-mk-bluff-confirm = Enter: take the tile anyway, any other key: do not.
ui-mk-selected = Cards selected: { $count }.
ui-mk-selection-cleared = No cards selected now.
ui-mk-reveal-where = The tile set aside is the one you are on in the offer: go there with Up arrow or the n key.
ui-mk-flip-where = Only your own tile is flipped: go to it with Down arrow or the k key.
ui-mk-stop-again = The z key: call Stop! anyway, any other key: do not.
ui-mk-refill-choose = Refill hand: how will you use it?
ui-mk-refill-new = discard the whole hand and draw 5 new cards
ui-mk-refill-more = draw 3 more cards
ui-mk-refill-cancelled = The refill tile stays unused.
ui-mk-banana-choose = Who gets your banana peel?
ui-mk-banana-cancelled = You keep the peel.
ui-mk-where-round = Round { $round } of { $total }.
ui-mk-where-ready = Between rounds: Enter starts the next one.
ui-mk-start-hint = Everyone plays at once. Up arrow leads to the tiles on offer, Down arrow to your tiles, your hand is in the middle; Space selects a card, Enter on a tile on offer takes it. F1 lists every key.
