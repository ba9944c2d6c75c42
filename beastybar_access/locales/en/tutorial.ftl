## The tutorial (beastybar tutorial): lessons, their tasks and explanations

tut-lesson = Lesson { $n } of { $total }: { $title }.
tut-keys = Left and Right choose a card, Enter plays it, p tells what it would do. At any time: i the card's rules, d its braille, q the queue, h the hand, r repeats the task, Escape or Ctrl+Q ends the tutorial.
tut-keys-hint = Left and Right choose a card, Enter plays it; q reads the queue, h the hand, r the whole explanation with the table, F1 every key.
tut-keys-set-aside = Left and Right go through your cards, Space marks a card or takes the mark off, Enter sets the four marked cards aside. At any time: i the card's rules, h your cards, r repeats the task, Escape or Ctrl+Q ends the tutorial.
tut-keys-set-aside-hint = Left and Right go through your cards, Space marks one, Enter sets the four marked aside; F1 every key.
tut-keys-game = Left and Right choose a card, Enter plays it, p tells what it would do. At any time: q the queue, h the hand, b the bar, t That's It, s the scores, c the cards left, i the card's rules, d its braille, r repeats the introduction, Escape or Ctrl+Q ends the tutorial.
tut-keys-game-hint = The keys of a game; F1 says them all.
tut-braille-off = Braille is off, so the cells are not shown; the lesson says what the card carries in words. In a game the key m switches braille on.
tut-unknown-key = That key does nothing in the tutorial; F1 tells the keys.
# After a move the lesson did not ask for (what it did has been said): one sentence, the table back, the task again.
tut-wrong = That was not this lesson's task and the table is back as it was; the task: { $task }.
tut-next-prompt = Lesson done. Go on?
tut-next = Next lesson: { $title }
tut-stop = End the tutorial
tut-ended = The tutorial has ended. Go on with { COMMAND() } tutorial --lesson and the lesson's number.
tut-not-hinted = You played another card than the hint. That is allowed: it is your game.
tut-all-done = You have done all { $count } lessons. Now play: { COMMAND() }.
tut-list-line = { $n }. { $title }{ $done ->
    [yes] {" "}(done)
   *[no] {""}
}
tut-list-title = Lessons of { $game }:
tut-no-lessons = { $game } has no lessons yet; Beasty Bar has.
tut-bad-lesson = There is no lesson { $given }; the lessons are 1 to { $total }.
tut-no-terminal = The tutorial reads keys from a terminal, but standard input is not one; start it in a terminal window (--list lists the lessons without one).

tut-bb-gate-title = Heaven's Gate and That's It
tut-bb-gate-intro = Four animals wait in the queue. When a fifth comes, the first two enter the bar and the last one is thrown out to That's It. Play the yellow giraffe.
tut-bb-gate-task = play the yellow giraffe
tut-bb-gate-more = A giraffe jumps over a weaker animal right in front of it, and again on every later turn.
tut-bb-gate-done = Your giraffe jumped the weaker parrot, the older giraffe jumped the monkey. With five animals the gate opened: the first two entered the bar and the parrot at the end was thrown out. Whoever has the most of their animals in the bar wins; animals in That's It or still in the queue do not count.
tut-bb-hippo-title = The hippos
tut-bb-hippo-intro = A kangaroo may jump one or two animals in front of it; a hippo pushes past weaker animals on every turn. Play the green kangaroo and jump both hippos.
tut-bb-hippo-task = play the green kangaroo and jump both hippos
tut-bb-hippo-done = The kangaroo jumped both hippos, but they pushed back in front of it at once: they are stronger and their ability recurs every turn.
tut-bb-crocodile-title = The crocodile
tut-bb-crocodile-intro = On every turn a crocodile eats the weaker animal in front of it and moves up, until a stronger animal, a zebra or another crocodile stops it. Play the yellow kangaroo and jump both animals.
tut-bb-crocodile-task = play the yellow kangaroo and jump both animals
tut-bb-crocodile-done = The kangaroo landed in front of the crocodile and was eaten: it goes to That's It. The parrot stands behind the crocodile, so it stayed.
tut-bb-snake-title = The snake
tut-bb-snake-intro = A snake sorts the whole queue by strength, the strongest first; animals of equal strength keep their order. Play the green snake.
tut-bb-snake-task = play the green snake
tut-bb-snake-done = The snake sorted the queue: the hippo and the other snake went to the front and entered the bar with five animals waiting, the weakest, the parrot, ended last and was thrown out.
tut-bb-seal-title = The seal
tut-bb-seal-intro = A seal swaps Heaven's Gate and the exit: the whole queue turns round. Play the red seal.
tut-bb-seal-task = play the red seal
tut-bb-seal-done = The queue turned round, the hippo pushed past the seal and the crocodile stopped at the zebra. Five animals opened the gate: the hippo and the seal entered the bar, the lion at the end was thrown out.
tut-bb-chameleon-title = The chameleon
tut-bb-chameleon-intro = A chameleon copies the ability of another animal in the queue once. Play the green chameleon and copy the hippo.
tut-bb-chameleon-task = play the green chameleon and copy the hippo
tut-bb-chameleon-done = As a hippo the chameleon pushed past the crocodile, but it does not keep the ability: the crocodile's recurring bite ate it.
tut-bb-monkey-title = The monkeys
tut-bb-monkey-intro = One monkey does nothing. When a second comes, the monkeys throw out hippos and crocodiles and all monkeys go to the front, the new one first. Play the red monkey.
tut-bb-monkey-task = play the red monkey
tut-bb-monkey-done = The new monkey went first, the older monkeys behind it in reverse order. With five animals the gate opened: two monkeys entered the bar and the parrot was thrown out.
tut-bb-skunk-title = The skunk
tut-bb-skunk-intro = A skunk throws out every animal of the two strongest species in the queue, other skunks apart. Play the green skunk.
tut-bb-skunk-task = play the green skunk
tut-bb-skunk-done = The strongest species were the crocodile and the hippo: both crocodiles and the hippo were thrown out to That's It. The zebra stayed.
tut-bb-zebra-title = The zebra
tut-bb-zebra-intro = A hippo cannot push past a zebra and a crocodile cannot eat one. Play the yellow crocodile.
tut-bb-zebra-task = play the yellow crocodile
tut-bb-zebra-done = The crocodile ate the parrot in front of it but stopped at the zebra: it cannot eat the zebra nor the animals in front of it.

## What a card carries in braille (the cells themselves only on a braille display or screen, never spoken)
tut-bb-card-braille = The card { $card } in braille: the letter { $letter } for its colour in the top-left corner, the number sign and { $strength } at the top in the middle{ $recurring ->
    [yes] , the letter { $mark } in the top-right corner: its action recurs on every turn,
   *[no] {","}
} and the word { $word }.

## The first game's hints: the play a stronger computer player would choose, and one reason
tut-hint = Hint: play the { $play }. { $why }
tut-hint-jump = { $card } and jump { $n ->
    [one] one animal
   *[other] { $n } animals
}
tut-hint-parrot = { $card } and throw out the { $target }
tut-hint-copy = { $card } and copy the { $target }
tut-hint-copy-jump = { $card }, copy the { $target } and jump { $n ->
    [one] one animal
   *[other] { $n } animals
}
tut-hint-copy-parrot = { $card }, copy the { $target } and throw out the { $other }
tut-why-bar = Why: { $count ->
    [one] one of your animals then enters
   *[other] { $count } of your animals then enter
} the bar.
tut-why-out = Why: { $count ->
    [one] one of your opponent's animals goes
   *[other] { $count } of your opponent's animals go
} to That's It.
tut-why-front = Why: your card then stands { $place ->
    [1] first
   *[other] second
} in the queue, near the gate.
tut-why-short = Why: then { $count ->
    [0] no animal waits
    [one] only one animal waits
   *[other] only { $count } animals wait
}, so the next card cannot open the gate yet.
tut-why-best = Why: of your cards it leaves your opponent the weakest reply.

tut-bb-turn-title = A turn in five steps
tut-bb-turn-intro = A turn has five steps: you play a card to the end of the queue, its action and the recurring actions happen, five animals open the gate, and you draw. Play the green monkey.
tut-bb-turn-task = play the green monkey
tut-bb-turn-more = In detail: 1: play one card from your hand to the end of the queue. 2: that card's action. 3: the recurring actions of the animals waiting, from Heaven's Gate to the exit. 4: if five animals wait, the gate opens: the first two enter the bar and the last one is thrown out to That's It. 5: draw a card from your own pile.
tut-bb-turn-done = 1: the monkey joined the end of the queue. 2: a monkey alone does nothing. 3: no hippo, crocodile or giraffe waits, so no action recurred. 4: only three animals wait, so the gate stayed shut. 5: a new card from your pile came into your hand.
tut-bb-lion-title = The lion
tut-bb-lion-intro = The lion, strength 12, scares every monkey out to That's It and goes to the front when no other lion waits; the other case is the lesson { tut-bb-lion-again-title }. Play the green lion.
tut-bb-lion-task = play the green lion
tut-bb-lion-done = No other lion waited: both monkeys ran to That's It and the lion went to the front, before the zebra. A hippo cannot push past a lion and a crocodile cannot eat it.
tut-bb-lion-again-title = A second lion
tut-bb-lion-again-intro = Now the other case: the red lion already waits at the front of the queue, a monkey behind it. A lion never joins another lion: the new lion goes straight to That's It and scares nobody away. Play the green lion and listen.
tut-bb-lion-again-task = play the green lion and listen
tut-bb-lion-again-done = The red lion was already waiting, so your green lion went straight to That's It; the monkey stayed in the queue and the red lion at its front. Play a lion only while no other lion waits.
tut-bb-kangaroo-title = The kangaroo
tut-bb-kangaroo-intro = A kangaroo jumps over one or two animals in front of it, of any strength; you choose how many. Play the yellow kangaroo and jump two animals.
tut-bb-kangaroo-task = play the yellow kangaroo and jump two animals
tut-bb-kangaroo-more = A crocodile waits right in front of it: a kangaroo that lands just before the crocodile is eaten on the recurring step.
tut-bb-kangaroo-done = The kangaroo jumped the crocodile and the zebra and now stands first. The zebra behind it is its shield: a crocodile cannot eat a zebra, so it cannot reach the kangaroo.
tut-bb-parrot-title = The parrot
tut-bb-parrot-intro = A parrot throws one animal of your choice out of the queue to That's It. Here a zebra shields the kangaroo in front of it from the crocodile behind. Play the green parrot and throw out the red zebra.
tut-bb-parrot-task = play the green parrot and throw out the red zebra
tut-bb-parrot-done = The zebra went to That's It, and on the recurring step the crocodile ate the kangaroo the zebra had shielded: one parrot cost your opponents two animals.
tut-bb-advanced-title = The advanced variant
tut-bb-advanced-intro = In the advanced variant each animal in the bar scores points and the most points win. Before the game each player sets aside 4 of 12 cards. Set aside the four worth 2: the lion, hippo, snake and seal.
tut-bb-advanced-task = set aside the lion, the hippo, the snake and the seal
tut-bb-advanced-more = Points: the lion, hippo, snake and seal 2; the crocodile, giraffe, chameleon and monkey 3; the zebra, kangaroo, parrot and skunk 4. The other 8 cards are shuffled, 4 to the hand and 4 to the pile.
tut-bb-advanced-done = The four 2-point animals are out of this game; you play with the other eight. In a game you choose the four yourself: strong animals get in more easily, weak ones score more.
tut-bb-game-title = A first game, with hints
tut-bb-game-intro = A whole game against the easy computer; a hint advises before each of your turns.
tut-bb-game-task = play the game to its end
tut-bb-game-more = The hint says why too; follow it or play another card. As in a game, the keys q, h, b, t, s and c read the queue, your hand, the bar, That's It, the scores and the cards left.
tut-bb-game-done = The game is over, and with it the lessons: you have met every rule of Beasty Bar. Play on with { COMMAND() }.
