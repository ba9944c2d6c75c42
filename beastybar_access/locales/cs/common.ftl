## Shared phrases used by every game.

list-empty = nic
list-separator = {", "}
list-join = { $head } a { $last }
# Výčet možností („a, b nebo c“).
list-join-or = { $head } nebo { $last }
# Hra ve výčtu her v nápovědě: její jméno na příkazové řádce a její název.
game-choice = { $id } ({ $title })
game-choice-default = { $id } ({ $title }, výchozí)

## Soubory a vstupy zvenčí (důvod, proč je nelze použít; vkládá se do jiných vět)

json-too-big = má víc než { $limit } KiB
json-not-utf8 = není to text v kódování UTF-8 (bajt { $position })
json-too-deep = má vnoření hlubší než { $limit } úrovní
json-number = obsahuje číslo mimo povolený rozsah: { $number }
json-text = obsahuje neplatný znak Unicode
json-syntax = není to platný JSON (řádek { $line }, sloupec { $column })
file-unreadable = soubor nelze přečíst: { $reason }
file-wrong-content = obsah neodpovídá očekávanému formátu
