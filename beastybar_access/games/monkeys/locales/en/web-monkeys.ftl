## 4 Monkeys' table drawn in the browser (games/monkeys/zones.py)

web-zone-mk-offer = Tiles on offer
web-zone-mk-seat = { $hand } in hand, { $deck } in the deck, { $total ->
        [one] one point
       *[other] { $total } points
    }.
