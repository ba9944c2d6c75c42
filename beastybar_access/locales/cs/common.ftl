## Shared phrases used by every game.

list-empty = nic
list-separator = {", "}
list-join = { $head } a { $last }
