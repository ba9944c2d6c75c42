"""4 Monkeys' tutorial lessons as data: a table at a known moment of a round, and the one action the lesson
is about.

A lesson names the tiles on top of the four stacks (``offer``, combo ids), the cards in the player's hand
(card faces of their own deck, ``<colour>-<shape>-<shape>``), the tiles the player already owns (each laid
with a correct set of cards) and its ``goal``: what the player's action must do (take a named tile with a
correct combo, or as a bluff; flip a tile; use the refill tile one way; set a top tile aside, any stack's;
call a correct "Stop!"; take a number of tiles in a practice round). The rest of the round is dealt from the
seed as in a game. The lessons are played in real time at the console
(:mod:`beastybar_access.console.tutorial_realtime`) with the clock standing still, so nothing hurries the
player: their action is done and told by the game's narration, then the lesson says why; another action is
told the same way and the table is set up again. The practice round is a real round against a slow computer
player, as long as the game's longest.
Texts: ``tut-mk-<id>-title``, ``-intro`` and ``-done`` in ``locales/<lang>/tutorial-monkeys.ftl``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from beastybar_access.games.core import own
from beastybar_access.games.entry import DONE, MORE, WRONG, LessonDefaults
from beastybar_access.games.monkeys.cards import card_of, deck_cards, face_of, parse_face
from beastybar_access.games.monkeys.engine import OwnedTile, Phase, StartRound, State, TileStatus, new_game
from beastybar_access.games.monkeys.events import (
    PlayerEvent,
    RefillMode,
    RefillUsed,
    RoundEnded,
    StopCalled,
    TileFlipped,
    TileRevealed,
    TileTaken,
)
from beastybar_access.games.monkeys.tiles import NUM_COMBOS, is_correct, one_minimal_set, parse_combo
from beastybar_access.narration import Localizer
from beastybar_access.table.seats import HUMAN, REMOTE

GAME = "monkeys"
PLAYERS = 2
PRACTICE_MS = 12 * 60_000
"""The practice round lasts as long as the game's longest (the set-up's "very relaxed")."""
PRACTICE_SPEED = "slow"
PRACTICE_LEVEL = "easy"
ALL_COMBOS = ["gold-1", "circles-3", "gold-2", "shapes-4", "colour-3", "colours-4", "rainbow", "colour-4",
              "shape-5", "gold-3"]

LESSONS: tuple[dict[str, Any], ...] = (
    {"id": "offer", "offer": ["circles-3", "gold-1", "colours-4", "shapes-4"],
     "hand": ["yellow-triangle-square", "green-circle-circle", "blue-triangle-pentagon",
              "red-square-pentagon", "yellow-circle-pentagon"],
     "goal": {"take": "gold-1", "correct": True}},
    {"id": "combo", "offer": ["circles-3", "shapes-4", "colour-3", "gold-2"],
     "hand": ["red-circle-triangle", "blue-square-pentagon", "green-circle-square",
              "yellow-triangle-triangle", "red-pentagon-pentagon"],
     "goal": {"take": "shapes-4", "correct": True}},
    {"id": "flip", "offer": ["rainbow", "gold-3", "colour-4", "shape-5"], "tiles": ["circles-3"],
     "hand": ["blue-circle-triangle", "yellow-square-square", "green-triangle-pentagon", "red-circle-square",
              "blue-pentagon-pentagon"],
     "goal": {"flip": 0}},
    {"id": "refill", "offer": ["gold-2", "gold-3", "rainbow", "colour-4"],
     "hand": ["yellow-triangle-square", "blue-circle-triangle", "green-square-pentagon",
              "red-triangle-pentagon", "yellow-circle-square"],
     "goal": {"refill": "new_hand"}},
    {"id": "bluff", "offer": ["colours-4", "gold-2", "shape-5", "rainbow"],
     "hand": ["red-circle-triangle", "blue-square-pentagon", "green-circle-square", "red-triangle-pentagon",
              "blue-circle-pentagon"],
     "goal": {"take": "colours-4", "correct": False}},
    {"id": "reveal", "offer": ["circles-3", "gold-1", "shapes-4", "colour-3"],
     "tiles": ["gold-1", "circles-3", "colour-3", "shapes-4"],
     "hand": ["yellow-triangle-square", "blue-circle-triangle", "green-square-pentagon",
              "red-triangle-pentagon", "yellow-circle-square"],
     "goal": {"reveal": True}},
    {"id": "stop", "offer": ["gold-1", "shapes-4", "colour-3", "rainbow"], "tiles": ALL_COMBOS,
     "hand": ["yellow-triangle-square", "blue-circle-triangle", "green-square-pentagon",
              "red-triangle-pentagon", "yellow-circle-square"],
     "goal": {"stop": True}},
    {"id": "practice", "practice": True, "goal": {"tiles": 3}},
)
"""The lessons in order: reading the offer and the hand, a correct combo, flipping a tile, the refill tile,
a bluff and the check, setting a top tile aside (owning every kind on offer), "Stop!", and a practice round
against a slow computer player."""

@dataclass(frozen=True)
class Lesson(LessonDefaults):
    number: int
    """1-based, as ``--lesson N`` and the list say it."""
    id: str
    goal: dict[str, Any]
    offer: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    tiles: tuple[str, ...] = ()
    practice: bool = False
    """A real round against a slow computer player (the clock runs); else the clock stands still."""
    game: str = GAME
    seat: int = 0
    keys: str = "tut-mk-keys"
    ended: str = "tut-mk-ended"
    bot_speed: str = PRACTICE_SPEED

    @property
    def messages(self) -> str:
        """The prefix of the lesson's message ids."""
        return f"tut-mk-{self.id}"

    @property
    def round_ms(self) -> int:
        return PRACTICE_MS

    @property
    def seat_kinds(self) -> tuple[str, ...]:
        """The player here, and a computer player in the practice (elsewhere a person at another computer,
        who does nothing: the clock stands still)."""
        return (HUMAN, PRACTICE_LEVEL if self.practice else REMOTE)

    @property
    def table_commands(self) -> tuple[str, ...]:
        """The game's review keys that read the table with the task: the offer, one's tiles, the hand."""
        return ("mk-offer", *(("mk-tiles",) if self.tiles else ()), "mk-hand")

    def state(self) -> State:
        return lesson_state(self)

    def names(self, loc: Localizer) -> list[str]:
        return [loc("tut-mk-you"), loc("tut-mk-other")]

    def verdict(self, events: Sequence[object], state: object) -> str:
        """What the player's action (its ``events``) did for the lesson's goal: ``done``, ``wrong`` (another
        action; a round that ends before the goal too) or ``more`` (the practice goes on)."""
        state = own(State, state)
        goal = self.goal
        me = self.seat
        if "tiles" in goal:
            if len(state.tiles[me]) >= int(goal["tiles"]):
                return DONE
            return WRONG if any(isinstance(e, RoundEnded) for e in events) else MORE
        for e in events:
            if isinstance(e, PlayerEvent) and e.player != me:
                continue
            if isinstance(e, TileTaken) and "take" in goal:
                combo = parse_combo(goal["take"])
                correct = is_correct(e.combo, [face_of(c) for c in e.cards or ()])
                return DONE if e.combo == combo and correct is bool(goal["correct"]) else WRONG
            if isinstance(e, TileFlipped) and "flip" in goal:
                return DONE if e.tile == int(goal["flip"]) else WRONG
            if isinstance(e, RefillUsed) and "refill" in goal:
                return DONE if e.mode is RefillMode(goal["refill"]) else WRONG
            if isinstance(e, TileRevealed) and "reveal" in goal:
                return DONE  # any stack's: the rule allows each while one owns every kind on offer
            if isinstance(e, StopCalled) and "stop" in goal:
                return DONE if e.correct else WRONG
        return WRONG


def load_lessons() -> list[Lesson]:
    out = []
    for i, item in enumerate(LESSONS):
        out.append(Lesson(i + 1, item["id"], dict(item["goal"]), tuple(item.get("offer", ())),
                          tuple(item.get("hand", ())), tuple(item.get("tiles", ())),
                          bool(item.get("practice", False))))
    return out


def _take_cards(pool: list[int], faces: Sequence[int]) -> list[int]:
    """The cards of ``faces`` out of ``pool`` (each face once)."""
    out = []
    for f in faces:
        card = next(c for c in pool if face_of(c) == f)
        pool.remove(card)
        out.append(card)
    return out


def lesson_state(lesson: Lesson) -> State:
    """A two-player round in play at its start (clock 0): dealt from the seed as in a game, then the
    lesson's hand taken from the player's own deck (the dealt hand goes back under it), its tiles on top
    of the stacks, and the tiles the player owns, each with a correct set of cards from the player's deck."""
    state = new_game(PLAYERS, seed=lesson.number, round_ms=lesson.round_ms)
    state.apply(StartRound(lesson.seat, 0))
    if lesson.practice:
        return state
    me = lesson.seat
    deck = state.decks[me]
    deck[:0] = state.hands[me]  # under the deck
    hand = _take_cards(deck, [parse_face(f) for f in lesson.hand])
    state.hands[me] = hand
    pool = [c for pile in state.stacks for c in pile]  # the tiles dealt again: the lesson's on top
    for name in (*lesson.tiles, *lesson.offer):
        pool.remove(parse_combo(name))
    count = len(state.stacks)
    state.stacks = [[*pool[i::count], parse_combo(top)] for i, top in enumerate(lesson.offer)]
    for name in lesson.tiles:
        combo = parse_combo(name)
        chosen = one_minimal_set(combo, [face_of(c) for c in deck])
        assert chosen is not None, name
        cards = [deck[i] for i in chosen]
        for c in cards:
            deck.remove(c)
        state.tiles[me].append(OwnedTile(combo, False, tuple(cards)))
        state.status[me].append(TileStatus.KEPT)
    assert [s[-1] for s in state.stacks] == [parse_combo(c) for c in lesson.offer]
    assert state.phase is Phase.PLAY and len(deck_cards(me)) == len(deck) + len(hand) + sum(
        len(t.cards) for t in state.tiles[me])
    assert all(card_of(me, face_of(c)) == c for c in hand)
    return state


__all__ = ["LESSONS", "NUM_COMBOS", "Lesson", "lesson_state", "load_lessons"]
