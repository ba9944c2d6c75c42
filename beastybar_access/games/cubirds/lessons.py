"""Cubirds' ("Krabčáci") tutorial lessons as data: each a turn from a known table, in the scenario format of
``shared/cubirds/SCENARIOS.md`` (four are the rulebook's worked examples, copied with their names).

A lesson's table is the scenario's: its rows, the player's hand and collection, the top of the draw pile
(``deck``); the rest of the 110 cards is the pile below it, eight of them in the other player's hand. The
player lays with the game's own keys (species, row, end; the refill ends, the two-card draw and the flock as
the game asks them). The decisions the lesson is about are the scenario's ``play``, its ``flock`` (when it
names one) and, where ``draw_matters``, its ``draw_two``; any other answer to one of those is another move,
told by the game's narration and set up again; the refill ends and the draw elsewhere are the player's
choice. ``expect`` is what the scenario's turn gives (the resolver checks it, a test plays it by keys).
Texts: ``tut-cb-<id>-title``, ``-intro`` and ``-done`` in ``locales/<lang>/tutorial-cubirds.ftl``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from beastybar_access.games.core import own
from beastybar_access.games.cubirds.cards import COUNT, NUM_SPECIES, counts_of, parse_species
from beastybar_access.games.cubirds.engine import Action, DrawTwo, Flock, Lay, Phase, State, table_state
from beastybar_access.games.cubirds.rules import parse_side
from beastybar_access.games.entry import DONE, MORE, WRONG, LessonDefaults
from beastybar_access.narration import Localizer

GAME = "cubirds"
ROWS = [["flamingo", "owl", "parrot"], ["duck", "robin", "magpie"], ["owl", "toucan", "duck"],
        ["robin", "magpie", "reed-warbler"]]
"""The rulebook's table (its worked examples all start from it)."""
OTHER_COLLECTION = ["reed-warbler"]
"""The other player's first bird."""
OTHER_HAND = 8

LESSONS: tuple[dict[str, Any], ...] = (
    {"id": "take", "zones": ["rows", "hand"], "scenario": {
        "name": "a toucan laid at the right of the third row surrounds the duck: the duck is taken",
        "rows": ROWS, "hand": ["toucan", "magpie", "duck", "duck"], "collection": ["robin"],
        "deck": ["owl", "parrot"], "play": {"species": "toucan", "row": 2, "side": "right"},
        "expect": {"rows": [ROWS[0], ROWS[1], ["owl", "toucan", "toucan"], ROWS[3]],
                   "hand": ["magpie", "duck", "duck", "duck"], "collection": ["robin"],
                   "deck": ["owl", "parrot"], "discard": [], "round_over": False, "winner": False}}},
    {"id": "refill", "zones": ["rows", "hand"], "scenario": {
        "name": "Nikol lays two parrots on the left, takes the flamingo and owl, the row refills with a "
                "parrot and a toucan",
        "rows": ROWS, "hand": ["parrot", "parrot", "magpie", "duck"], "collection": ["robin"],
        "deck": ["parrot", "toucan", "owl"], "discard": [],
        "play": {"species": "parrot", "row": 0, "side": "left"}, "refill": ["right", "right"],
        "draw_two": False, "flock": None,
        "expect": {"rows": [["parrot", "parrot", "parrot", "parrot", "toucan"], ["duck", "robin", "magpie"],
                            ["owl", "toucan", "duck"], ["robin", "magpie", "reed-warbler"]],
                   "hand": ["magpie", "duck", "flamingo", "owl"], "collection": ["robin"], "deck": ["owl"],
                   "discard": [], "round_over": False, "winner": False}}},
    {"id": "draw", "zones": ["rows", "hand"], "draw_matters": True, "scenario": {
        "name": "an owl laid where it surrounds nothing: the player takes the top two cards",
        "rows": ROWS, "hand": ["owl", "parrot"], "collection": ["duck"],
        "deck": ["toucan", "robin", "magpie"], "discard": [],
        "play": {"species": "owl", "row": 1, "side": "left"}, "draw_two": True, "flock": None,
        "expect": {"rows": [["flamingo", "owl", "parrot"], ["owl", "duck", "robin", "magpie"],
                            ["owl", "toucan", "duck"], ["robin", "magpie", "reed-warbler"]],
                   "hand": ["parrot", "toucan", "robin"], "collection": ["duck"], "deck": ["magpie"],
                   "discard": [], "round_over": False, "winner": False}}},
    {"id": "small-flock", "zones": ["rows", "hand", "collections"], "scenario": {
        "name": "Václav flocks six magpies: a small flock, one to the collection, five discarded",
        "rows": ROWS,
        "hand": ["duck", "magpie", "magpie", "magpie", "magpie", "magpie", "magpie", "toucan"],
        "collection": ["owl"], "deck": ["robin", "robin"], "discard": [],
        "play": {"species": "duck", "row": 3, "side": "right"}, "draw_two": False, "flock": "magpie",
        "expect": {"rows": [["flamingo", "owl", "parrot"], ["duck", "robin", "magpie"],
                            ["owl", "toucan", "duck"], ["robin", "magpie", "reed-warbler", "duck"]],
                   "hand": ["toucan"], "collection": ["owl", "magpie"], "deck": ["robin", "robin"],
                   "discard": ["magpie", "magpie", "magpie", "magpie", "magpie"], "round_over": False,
                   "winner": False}}},
    {"id": "big-flock", "zones": ["rows", "hand", "collections"], "scenario": {
        "name": "four owls are a big flock: two to the collection, two discarded",
        "rows": ROWS, "hand": ["robin", "owl", "owl", "owl", "owl", "parrot"], "collection": ["duck"],
        "deck": ["magpie", "toucan"], "play": {"species": "robin", "row": 3, "side": "left"},
        "draw_two": False, "flock": "owl",
        "expect": {"rows": [ROWS[0], ROWS[1], ROWS[2], ["robin", "robin", "magpie", "reed-warbler"]],
                   "hand": ["parrot"], "collection": ["duck", "owl", "owl"], "deck": ["magpie", "toucan"],
                   "discard": ["owl", "owl"], "round_over": False, "winner": False}}},
    {"id": "round-end", "zones": ["rows", "hand"], "goal": "round-end", "scenario": {
        "name": "two magpies laid where they surround nothing empty the hand: the round ends",
        "rows": ROWS, "hand": ["magpie", "magpie"], "collection": ["parrot"], "deck": ["duck", "owl"],
        "play": {"species": "magpie", "row": 1, "side": "right"},
        "expect": {"rows": [ROWS[0], ["duck", "robin", "magpie", "magpie", "magpie"], ROWS[2], ROWS[3]],
                   "hand": [], "collection": ["parrot"], "deck": ["duck", "owl"], "discard": [],
                   "round_over": True, "winner": False}}},
    {"id": "seven", "zones": ["hand", "collections"], "scenario": {
        "name": "a small magpie flock is the seventh species in the collection: the player wins",
        "rows": ROWS, "hand": ["toucan", "magpie", "magpie", "magpie", "magpie", "magpie"],
        "collection": ["flamingo", "owl", "toucan", "duck", "parrot", "robin"], "deck": ["robin", "duck"],
        "play": {"species": "toucan", "row": 0, "side": "right"}, "draw_two": False, "flock": "magpie",
        "expect": {"rows": [["flamingo", "owl", "parrot", "toucan"], ROWS[1], ROWS[2], ROWS[3]],
                   "hand": [],
                   "collection": ["flamingo", "owl", "toucan", "duck", "parrot", "robin", "magpie"],
                   "deck": ["robin", "duck"], "discard": ["magpie", "magpie", "magpie", "magpie"],
                   "round_over": True, "winner": True}}},
    {"id": "threes", "zones": ["hand", "collections"], "scenario": {
        "name": "Nela's small toucan flock makes three toucans and three flamingos: she wins",
        "rows": ROWS, "hand": ["robin", "toucan", "toucan", "toucan", "duck"],
        "collection": ["toucan", "toucan", "flamingo", "flamingo", "flamingo"], "deck": ["owl", "owl"],
        "discard": [], "play": {"species": "duck", "row": 0, "side": "right"}, "draw_two": False,
        "flock": "toucan",
        "expect": {"rows": [["flamingo", "owl", "parrot", "duck"], ["duck", "robin", "magpie"],
                            ["owl", "toucan", "duck"], ["robin", "magpie", "reed-warbler"]],
                   "hand": ["robin"], "collection": ["toucan", "toucan", "toucan", "flamingo", "flamingo",
                                                     "flamingo"],
                   "deck": ["owl", "owl"], "discard": ["toucan", "toucan"], "round_over": False,
                   "winner": True}}},
)
"""The lessons in order: laying and taking, the refill of a row left with one species, the two-card draw,
a small and a big flock, the round's end, and both ways to win."""


def _species(items: Sequence[str]) -> list[int]:
    return [parse_species(s) for s in items]


@dataclass(frozen=True)
class Lesson(LessonDefaults):
    number: int
    """1-based, as ``--lesson N`` and the list say it."""
    id: str
    scenario: dict[str, Any]
    zones: tuple[str, ...]
    """The console zones read with the task (see the adapter's ``zones``)."""
    draw_matters: bool = False
    goal: str | None = None
    """``round-end``: any lay that empties the hand is the lesson's move (the scenario's is one of them)."""
    game: str = GAME
    seat: int = 0
    keys: str = "tut-cb-keys"
    ended: str = "tut-cb-ended"

    @property
    def messages(self) -> str:
        """The prefix of the lesson's message ids."""
        return f"tut-cb-{self.id}"

    @property
    def lay(self) -> Lay:
        play = self.scenario["play"]
        return Lay(parse_species(play["species"]), int(play["row"]), parse_side(play["side"]))

    @property
    def expected(self) -> tuple[Action, ...]:
        """The decisions the lesson is about, in the order of the turn."""
        out: list[Action] = [self.lay]
        if self.draw_matters:
            out.append(DrawTwo(bool(self.scenario.get("draw_two", False))))
        flock = self.scenario.get("flock")
        if flock is not None:
            out.append(Flock(parse_species(flock)))
        return tuple(out)

    def state(self, seed: int | None = None) -> State:
        return lesson_state(self)  # one table: no deal to seed

    def table_zones(self) -> tuple[str, ...]:
        return self.zones

    def names(self, loc: Localizer) -> list[str]:
        return [loc("tut-cb-you"), loc("tut-cb-other")]

    def verdict(self, made: Sequence[object], state: object) -> str:
        """``wrong`` at the first decision of a kind the lesson is about that differs from its own;
        ``done`` when the turn is over with all of them made; else ``more``. (A lesson with a ``goal``
        judges the turn's end by it.)"""
        state = own(State, state)
        mid_turn = state.phase in (Phase.REFILL, Phase.DRAW, Phase.FLOCK) and state.current == self.seat
        if self.goal == "round-end":
            return MORE if mid_turn else DONE if state.round > 1 else WRONG
        expected = self.expected
        matched = 0
        for action in made:
            if matched < len(expected) and type(action) is type(expected[matched]):
                if action != expected[matched]:
                    return WRONG
                matched += 1
        if mid_turn:
            return MORE
        return DONE if matched == len(expected) else WRONG


def load_lessons() -> list[Lesson]:
    return [Lesson(i + 1, item["id"], item["scenario"], tuple(item["zones"]),
                   bool(item.get("draw_matters", False)), item.get("goal"))
            for i, item in enumerate(LESSONS)]


def lesson_state(lesson: Lesson) -> State:
    """A real two-player game at the lesson's moment: the scenario's rows, hand, collection and top of the
    pile; the other cards shuffled (always alike) below it, eight of them in the other player's hand."""
    s = lesson.scenario
    rows = [_species(r) for r in s["rows"]]
    hand, collection = _species(s["hand"]), _species(s["collection"])
    deck, discard = _species(s["deck"]), _species(s.get("discard", []))
    other_collection = _species(OTHER_COLLECTION)
    used = counts_of([c for r in rows for c in r] + hand + collection + deck + discard + other_collection)
    rest = [sp for sp in range(NUM_SPECIES) for _ in range(COUNT[sp] - used[sp])]
    random.Random(lesson.number).shuffle(rest)
    other = rest[:OTHER_HAND]
    pile = deck + rest[OTHER_HAND:]
    state = table_state(rows, [counts_of(hand), counts_of(other)],
                        [counts_of(collection), counts_of(other_collection)], pile, counts_of(discard),
                        current=lesson.seat, seed=lesson.number)
    state.check(lesson.lay)
    return state


__all__ = ["LESSONS", "Lesson", "lesson_state", "load_lessons"]
