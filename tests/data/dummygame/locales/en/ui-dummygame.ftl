ui-game-dummygame = Sticks
play-dummygame-help = play Sticks
play-dummygame-description = Sticks at the console (a test game).
dg-variant = the whole pile
dg-seat = seat { $seat }
dg-took = { $name } takes { $count ->
    [one] one stick
   *[other] { $count } sticks
}; { $left ->
    [0] none are left
    [one] one is left
   *[other] { $left } are left
}.
dg-won = { $name } took the last stick and wins.
dg-your-turn = Your turn: { $left ->
    [one] one stick is left
   *[other] { $left } sticks are left
}.
dg-whose-turn = { $name }'s turn.
dg-pile = { $left ->
    [0] The pile is empty.
    [one] One stick is left.
   *[other] { $left } sticks are left.
}
dg-help-pile = the pile
dg-how-many = How many sticks do you take?
dg-take = { $count ->
    [one] one stick
   *[other] { $count } sticks
}
dg-refuse = You may take one, two or three sticks, and no more than are left.
