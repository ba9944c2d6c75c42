## The tutorial (beastybar tutorial): lessons, their tasks and explanations

tut-lesson = Lesson { $n } of { $total }: { $title }.
tut-keys = Left and Right choose a card, Enter plays it, p tells what it would do. At any time: i the card's rules, q the queue, h the hand, r repeats the task, Escape or Ctrl+Q ends the tutorial.
tut-unknown-key = That key does nothing in the tutorial; F1 tells the keys.
tut-wrong = That was another move than this lesson is about. The table is set up as at the start of the lesson again.
tut-again = Try again.
tut-next-prompt = Lesson done. Go on?
tut-next = Next lesson: { $title }
tut-stop = End the tutorial
tut-ended = The tutorial has ended. Go on with beastybar tutorial --lesson and the lesson's number.
tut-all-done = You have done all { $count } lessons. Now play: beastybar play.
tut-list-line = { $n }. { $title }{ $done ->
    [yes] {" "}(done)
   *[no] {""}
}
tut-list-title = Lessons of { $game }:
tut-no-lessons = { $game } has no lessons yet; Beasty Bar has.
tut-bad-lesson = There is no lesson { $given }; the lessons are 1 to { $total }.
tut-no-terminal = The tutorial reads keys from a terminal, but standard input is not one; start it in a terminal window (--list lists the lessons without one).

tut-bb-gate-title = Heaven's Gate and THAT'S IT
tut-bb-gate-intro = Four animals wait in the queue. When a fifth comes, the gate opens: the first two animals enter the bar and the last one is thrown out to THAT'S IT. A giraffe jumps over a weaker animal right in front of it, and again on every later turn. Play the yellow giraffe.
tut-bb-gate-done = Your giraffe jumped the weaker parrot, the older giraffe jumped the monkey. With five animals the gate opened: the first two entered the bar and the parrot at the end was thrown out. Only animals in the bar score.
tut-bb-hippo-title = The kangaroo and the hippos
tut-bb-hippo-intro = A kangaroo may jump one or two animals in front of it. A hippo pushes forward past weaker animals on every turn. Play the green kangaroo and jump both hippos.
tut-bb-hippo-done = The kangaroo jumped both hippos, but they pushed back in front of it at once: they are stronger and their ability recurs every turn.
tut-bb-crocodile-title = The crocodile
tut-bb-crocodile-intro = On every turn a crocodile eats the weaker animal right in front of it and moves up, until a stronger animal or a zebra stops it. Play the yellow kangaroo and jump both animals.
tut-bb-crocodile-done = The kangaroo landed in front of the crocodile and was eaten: it goes to THAT'S IT. The parrot stands behind the crocodile, so it stayed.
tut-bb-snake-title = The snake
tut-bb-snake-intro = A snake sorts the whole queue by strength, the strongest first; animals of equal strength keep their order. Play the green snake.
tut-bb-snake-done = The snake sorted the queue: the hippo and the other snake went to the front and entered the bar with five animals waiting, the weakest, the parrot, ended last and was thrown out.
tut-bb-seal-title = The seal
tut-bb-seal-intro = A seal swaps the gate and the exit: the whole queue turns round. Play the red seal.
tut-bb-seal-done = The queue turned round, the hippo pushed past the seal and the crocodile stopped at the zebra. Five animals opened the gate: the hippo and the seal entered the bar, the lion at the end was thrown out.
tut-bb-chameleon-title = The chameleon
tut-bb-chameleon-intro = A chameleon copies the ability of another animal in the queue once. Play the green chameleon and copy the hippo.
tut-bb-chameleon-done = As a hippo the chameleon pushed past the crocodile, but it does not keep the ability: the crocodile's recurring bite ate it.
tut-bb-monkey-title = The monkeys
tut-bb-monkey-intro = One monkey does nothing. When a second comes, the monkeys throw out hippos and crocodiles and all monkeys go to the front, the new one first. Play the red monkey.
tut-bb-monkey-done = The new monkey went first, the older monkeys behind it in reverse order. With five animals the gate opened: two monkeys entered the bar and the parrot was thrown out.
tut-bb-skunk-title = The skunk
tut-bb-skunk-intro = A skunk throws out every animal of the two strongest species in the queue, other skunks apart. Play the green skunk.
tut-bb-skunk-done = The strongest species were the crocodile and the hippo: both crocodiles and the hippo were thrown out to THAT'S IT. The zebra stayed.
tut-bb-zebra-title = The zebra
tut-bb-zebra-intro = A hippo cannot push past a zebra and a crocodile cannot eat one. Play the yellow crocodile.
tut-bb-zebra-done = The crocodile ate the parrot in front of it but stopped at the zebra: it cannot eat the zebra nor the animals in front of it.
