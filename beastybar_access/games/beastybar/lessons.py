"""Beasty Bar's tutorial lessons as data: ``data/lessons.json`` (read through importlib.resources).

Three kinds of lesson, each with its texts in the messages ``<messages>-title``, ``-intro`` and ``-done`` of
``locales/<lang>/tutorial.ftl``:

- a **play** (``scenario``): a queue, the card to play and its choices, the expected result, and the cards
  in the player's hand. The rulebook's worked examples are copied unchanged from
  ``shared/beastybar/rulebook_scenarios.json``; the others are made for the lesson in the same form.
  :func:`lesson_state` sets the table up as a real game state, so the move is made with the game's own keys
  and its result told by the game's own narration. ``cards`` names the cards whose braille the lesson reads
  (the played card unless the lesson says otherwise).
- a **set-aside** (``set_aside``): the advanced variant's first step, the four cards to put out of the game.
- a **game** (``game``): a whole game against a computer player, with a hint before each of the player's
  turns (:func:`hint`: the normal computer player's choice and, in one sentence, why).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from importlib.resources import files

from beastybar_access.games.beastybar import engine, rules
from beastybar_access.games.beastybar.braille_cards import card_words
from beastybar_access.games.beastybar.cards import (
    COLOUR_OF,
    NUM_CARDS,
    RECURRING,
    STRENGTH,
    animal_of,
    card_id,
    parse_card,
)
from beastybar_access.games.core import own
from beastybar_access.games.entry import LessonDefaults
from beastybar_access.narration import Localizer


class LessonError(ValueError):
    """The lesson data is wrong (a test reads every lesson)."""


@dataclass(frozen=True)
class Lesson(LessonDefaults):
    """A play into a set-up queue (a rulebook example, or a table made for the lesson)."""

    game: str
    number: int
    """1-based, as ``--lesson N`` and the list say it."""
    id: str
    messages: str
    """The prefix of the lesson's message ids."""
    queue: tuple[int, ...]
    hand: tuple[int, ...]
    play: int
    choices: tuple[int, ...]
    expect: dict[str, list[str]]
    cards: tuple[int, ...] = ()
    """The cards whose braille the lesson reads out (see :func:`card_braille`)."""
    keys = "tut-keys"
    """The message that tells the lesson's keys."""

    @property
    def seat(self) -> int:
        """The player's seat: the colour of the card to play."""
        return COLOUR_OF[self.play]

    @property
    def expected(self) -> engine.Play:
        return engine.Play(self.play, self.choices)

    def accepts(self, action: object) -> bool:
        return bool(action == self.expected)

    def state(self, seed: int | None = None) -> engine.State:
        return lesson_state(self)  # one table: no deal to seed

    def table_zones(self) -> tuple[str, ...]:
        """The console zones read with the task (their names, see the adapter's ``zones``)."""
        return ("queue", "hand")

    def notes(self, loc: Localizer) -> list[str]:
        """What the lesson says after its intro: the braille on the cards it is about."""
        return [card_braille(loc, card) for card in self.cards]


@dataclass(frozen=True)
class SetAsideLesson(LessonDefaults):
    """The advanced variant: a new two-player game whose first step is the player's four cards set aside."""

    game: str
    number: int
    id: str
    messages: str
    seat: int
    set_aside: tuple[int, ...]
    seed: int
    cards: tuple[int, ...] = ()
    keys = "tut-keys-set-aside"

    @property
    def expected(self) -> engine.SetAside:
        return engine.SetAside(tuple(sorted(self.set_aside)))

    def accepts(self, action: object) -> bool:
        return bool(action == self.expected)

    def state(self, seed: int | None = None) -> engine.State:
        return engine.new_game(2, seed=self.seed, variant=engine.Variant.ADVANCED, first=self.seat)

    def table_zones(self) -> tuple[str, ...]:
        return ("hand",)


@dataclass(frozen=True)
class GameLesson(LessonDefaults):
    """A whole game against a computer player of ``opponent``'s level, with a hint before each turn."""

    game: str
    number: int
    id: str
    messages: str
    seat: int
    opponent: str
    players: int = 2
    cards: tuple[int, ...] = ()
    keys = "tut-keys-game"

    def state(self, seed: int | None = None) -> engine.State:
        return engine.new_game(self.players, seed=seed, first=self.seat)

    def table_zones(self) -> tuple[str, ...]:
        return ()  # the queue is empty; the hand is read at the player's turn, as in a game

    def hint(self, view: object, loc: Localizer) -> tuple[engine.Action, str]:
        """The hint before the player's turn (``loc``: the tutorial's :class:`Localizer`)."""
        view = own(engine.PlayerView, view)
        from beastybar_access.games.beastybar.narration import BeastyBarNarrator

        narrator = BeastyBarNarrator(loc.lang)
        return hint(view, loc, lambda card, case: narrator.card_name(card, case).text)


AnyLesson = Lesson | SetAsideLesson | GameLesson


def _cards(value: object, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise LessonError(f"{where}: a list of card ids expected")
    try:
        return tuple(parse_card(v) for v in value)
    except (ValueError, TypeError) as exc:
        raise LessonError(f"{where}: {exc}") from None


def load_lessons() -> list[AnyLesson]:
    text = files("beastybar_access.games.beastybar").joinpath("data", "lessons.json").read_text("utf-8")
    data = json.loads(text)
    lessons: list[AnyLesson] = []
    for i, item in enumerate(data["lessons"]):
        number, ident, messages = i + 1, item["id"], item["messages"]
        where = f"lesson {number} ({ident})"
        cards = _cards(item.get("cards", []), where + " cards")
        if "game" in item:
            g = item["game"]
            lessons.append(GameLesson("beastybar", number, ident, messages, int(g["seat"]), g["opponent"],
                                      int(g.get("players", 2)), cards))
            continue
        if "set_aside" in item:
            s = item["set_aside"]
            aside = _cards(s["cards"], where + " set_aside")
            seat = COLOUR_OF[aside[0]]
            if len(set(aside)) != engine.SET_ASIDE or any(COLOUR_OF[c] != seat for c in aside):
                raise LessonError(f"{where}: four different cards of one colour are set aside")
            lessons.append(SetAsideLesson("beastybar", number, ident, messages, seat, aside, int(s["seed"]),
                                          cards))
            continue
        s = item["scenario"]
        play = parse_card(s["play"])
        hand = _cards(item["hand"], where + " hand")
        if play not in hand:
            raise LessonError(f"{where}: the card to play is not in the hand")
        if any(COLOUR_OF[c] != COLOUR_OF[play] for c in hand):
            raise LessonError(f"{where}: every card in the hand has the player's colour")
        queue = _cards(s["queue"], where + " queue")
        lessons.append(Lesson("beastybar", number, ident, messages, queue, hand, play,
                              tuple(s.get("choices", [])), s["expect"], cards or (play,)))
    return lessons


def lesson_state(lesson: Lesson) -> engine.State:
    """A real four-colour game at the lesson's moment: the queue as the example has it, the player's hand,
    the player on turn; every other card in its owner's draw pile (so the play draws as in a game)."""
    state = engine.new_game(4, seed=lesson.number)
    used = set(lesson.queue) | set(lesson.hand)
    state.queue = list(lesson.queue)
    state.bar, state.thats_it = [], []
    for seat in range(4):
        state.hands[seat] = list(lesson.hand) if seat == lesson.seat else []
        state.piles[seat] = [c for c in range(NUM_CARDS) if COLOUR_OF[c] == seat and c not in used]
    state.current = lesson.seat
    state.check(lesson.expected)
    return state


def outcome(state: engine.State) -> dict[str, list[str]]:
    """The table after the move, as a scenario's ``expect`` says it (bar and THAT'S IT as sorted lists)."""
    return {"queue": [card_id(c) for c in state.queue], "bar": sorted(card_id(c) for c in state.bar),
            "thats_it": sorted(card_id(c) for c in state.thats_it)}


def card_braille(loc: Localizer, card: int) -> str:
    """What is printed in braille on ``card``, said in words (never as cells: those go to a braille display
    only, see the adapter's ``braille_line``): the colour letter, the number sign with the strength, the
    recurring mark where the animal has one, and the animal's name, as the braille edition prints them."""
    from beastybar_access.games.beastybar.narration import BeastyBarNarrator

    words = card_words()
    animal = animal_of(card)
    name = BeastyBarNarrator(loc.lang).card_name(card, "gen").text
    return loc("tut-bb-card-braille", card=name, letter=words.colour_letters[COLOUR_OF[card]],
               strength=STRENGTH[card], recurring="yes" if animal in RECURRING else "no",
               mark=words.recurring_mark, word=words.animal_names[animal])


# --- the hints of the first game ------------------------------------------------------------------------


def hint(view: engine.PlayerView, loc: Callable[..., str], card_name: Callable[[int, str], str]
         ) -> tuple[engine.Action, str]:
    """The normal computer player's choice for the player's turn, and the hint that says it and why:
    ``(action, sentence)``. ``card_name(card, case)`` names a card in the listener's language."""
    from beastybar_access.games.beastybar.bots import LookaheadBot

    legal = list(view.legal)
    values = LookaheadBot.action_values(view)
    action = legal[max(range(len(legal)), key=lambda i: values[i])]
    assert isinstance(action, engine.Play)
    return action, loc("tut-hint", play=_play_words(view, action, loc, card_name),
                       why=_why(view, action, loc))


def _play_words(view: engine.PlayerView, action: engine.Play, loc: Callable[..., str],
                card_name: Callable[[int, str], str]) -> str:
    card = card_name(action.card, "acc")
    strength = STRENGTH[action.card]
    if not action.choices:
        return card
    first = action.choices[0]
    if strength == rules.KANGAROO:
        return loc("tut-hint-jump", card=card, n=first)
    if strength == rules.PARROT:
        return loc("tut-hint-parrot", card=card, target=card_name(view.queue[first], "acc"))
    model = view.queue[first]  # a chameleon: the animal it copies, then that animal's own choice
    target = card_name(model, "acc")
    if len(action.choices) == 1:
        return loc("tut-hint-copy", card=card, target=target)
    second = action.choices[1]
    if STRENGTH[model] == rules.KANGAROO:
        return loc("tut-hint-copy-jump", card=card, target=target, n=second)
    return loc("tut-hint-copy-parrot", card=card, target=target, other=card_name(view.queue[second], "acc"))


def _why(view: engine.PlayerView, action: engine.Play, loc: Callable[..., str]) -> str:
    """One reason, the first that holds: own animals enter the bar; others' animals are thrown out; the card
    stands near the gate; the queue stays short; else the look-ahead's judgement."""
    me = view.player
    queue = list(view.queue)
    entered: list[int] = []
    thrown: list[int] = []
    rules.play_into_queue(queue, action.card, action.choices, entered, thrown, None)
    mine_in = sum(1 for c in entered if COLOUR_OF[c] == me)
    others_out = sum(1 for c in thrown if COLOUR_OF[c] != me)
    if mine_in:
        return loc("tut-why-bar", count=mine_in)
    if others_out:
        return loc("tut-why-out", count=others_out)
    if action.card in queue and queue.index(action.card) < 2:
        return loc("tut-why-front", place=queue.index(action.card) + 1)
    if len(queue) < 4:
        return loc("tut-why-short", count=len(queue))
    return loc("tut-why-best")
