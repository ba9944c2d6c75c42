## Beasty Bar's table drawn in the browser (games/beastybar/zones.py)

web-zone-bb-queue = The queue from Heaven's Gate
web-zone-bb-bar = In the bar
web-zone-bb-thats-it = That's It (thrown out)
web-zone-bb-player = { $name } ({ $colour }): { $hand ->
        [one] one card
       *[other] { $hand } cards
    } in hand, { $pile } in the pile.
