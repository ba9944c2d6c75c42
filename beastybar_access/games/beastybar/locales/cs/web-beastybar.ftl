## Stůl Beasty Baru nakreslený v prohlížeči (games/beastybar/zones.py)

web-zone-bb-queue = Fronta od Nebeské brány
web-zone-bb-bar = V baru
web-zone-bb-thats-it = To je konec (vyhozená zvířata)
web-zone-bb-player = { $name } ({ $colour }): v ruce { $hand ->
        [one] jedna karta
        [few] { $hand } karty
       *[other] { $hand } karet
    }, v balíčku { $pile }.
