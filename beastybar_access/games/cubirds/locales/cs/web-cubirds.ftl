## Stůl Krabčáků nakreslený v prohlížeči (games/cubirds/zones.py)

web-zone-cb-row = Řada { $row }
web-zone-cb-hand = V ruce { $count ->
        [one] jedna karta.
        [few] { $count } karty.
       *[other] { $count } karet.
    }
web-zone-cb-piles = V dobíracím balíčku { $pile }, v odhazovacím { $discard }.
