## Stůl 4 Monkeys nakreslený v prohlížeči (games/monkeys/zones.py)

web-zone-mk-offer = Nabídka kartiček
web-zone-mk-seat = V ruce { $hand }, v balíčku { $deck }, { $total ->
        [one] jeden bod
        [few] { $total } body
       *[other] { $total } bodů
    }.
