## Krabčáci u konzole

ui-game-cubirds = Krabčáci
play-cubirds-help = hraje Krabčáky (Cubirds)
play-cubirds-description = Krabčáci u konzole: jednotlivé klávesy, hlášení řečí, na obrazovce a v braillu. Volby jsou stejné jako u příkazu play.

ui-help-cb-rows = čtyři řady ptáků na stole, každá zleva doprava s počty
ui-help-cb-hand = tvoje karty v ruce po druzích, s počty a velikostí hejn
ui-help-cb-collections = sbírka každého hráče
ui-help-cb-cards = kolik karet je v dobíracím a odhazovacím balíčku a v ruce každého hráče
ui-help-cb-wins = co vyhrává a jak blízko k výhře je každý hráč
ui-cb-variant-standard = základní pravidla
