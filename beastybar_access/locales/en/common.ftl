## Shared phrases used by every game.

list-empty = nothing
list-separator = {", "}
list-join = { $head } and { $last }
