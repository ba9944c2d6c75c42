## Shared phrases used by every game.

list-empty = nothing
list-separator = {", "}
list-join = { $head } and { $last }
# A list of alternatives ("a, b or c").
list-join-or = { $head } or { $last }
# A game in a help text's list of games: its id on the command line and its name.
game-choice = { $id } ({ $title })
game-choice-default = { $id } ({ $title }, the default)

## Files and input from outside (why they cannot be used; put into other sentences)

json-too-big = it is larger than { $limit } KiB
json-not-utf8 = it is not UTF-8 text (byte { $position })
json-too-deep = it is nested more than { $limit } levels deep
json-number = it holds a number out of range: { $number }
json-text = it holds text that is not valid Unicode
json-syntax = it is not valid JSON (line { $line }, column { $column })
file-unreadable = the file cannot be read: { $reason }
file-wrong-content = its content is not in the expected form
