## Cubirds' table drawn in the browser (games/cubirds/zones.py)

web-zone-cb-row = Row { $row }
web-zone-cb-hand = { $count ->
        [one] One card in hand.
       *[other] { $count } cards in hand.
    }
web-zone-cb-piles = The draw pile has { $pile }, the discard pile { $discard }.
