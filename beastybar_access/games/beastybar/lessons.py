"""Beasty Bar's tutorial lessons as data: ``data/lessons.json`` (read through importlib.resources).

A Beasty Bar lesson names a rulebook example (``scenario``: the queue, the card to play and its choices, the
expected result) and the cards in the player's hand; its texts are the messages ``<messages>-title``,
``-intro`` and ``-done`` in ``locales/<lang>/tutorial.ftl``. :func:`lesson_state` sets the table up as a real
game state, so the move is made with the game's own keys and its result told by the game's own narration.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib.resources import files
from typing import Any

from beastybar_access.games.beastybar import engine
from beastybar_access.games.beastybar.cards import COLOUR_OF, NUM_CARDS, card_id, parse_card


class LessonError(ValueError):
    """The lesson data is wrong (a test reads every lesson)."""


@dataclass(frozen=True)
class Lesson:
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

    @property
    def seat(self) -> int:
        """The player's seat: the colour of the card to play."""
        return COLOUR_OF[self.play]

    @property
    def expected(self) -> engine.Play:
        return engine.Play(self.play, self.choices)

    def state(self) -> engine.State:
        return lesson_state(self)

    def table_zones(self) -> tuple[str, ...]:
        """The console zones read with the task (their names, see the adapter's ``zones``)."""
        return ("queue", "hand")


def _cards(value: Any, where: str) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise LessonError(f"{where}: a list of card ids expected")
    try:
        return tuple(parse_card(v) for v in value)
    except (ValueError, TypeError) as exc:
        raise LessonError(f"{where}: {exc}") from None


def load_lessons() -> list[Lesson]:
    text = files("beastybar_access.games.beastybar").joinpath("data", "lessons.json").read_text("utf-8")
    data = json.loads(text)
    lessons = []
    for i, item in enumerate(data["lessons"]):
        s = item["scenario"]
        where = f"lesson {i + 1} ({item.get('id')})"
        play = parse_card(s["play"])
        hand = _cards(item["hand"], where + " hand")
        if play not in hand:
            raise LessonError(f"{where}: the card to play is not in the hand")
        if any(COLOUR_OF[c] != COLOUR_OF[play] for c in hand):
            raise LessonError(f"{where}: every card in the hand has the player's colour")
        queue = _cards(s["queue"], where + " queue")
        lessons.append(Lesson("beastybar", i + 1, item["id"], item["messages"], queue, hand, play,
                              tuple(s.get("choices", [])), s["expect"]))
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
