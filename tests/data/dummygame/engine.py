"""Sticks' rules and engine: a pile of 9-15 sticks dealt from the seed, take 1-3, the last stick wins."""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from beastybar_access.games.base import IllegalActionError
from beastybar_access.games.core import NOBODY, Event, EventCodec

NAME = "dummygame"
MIN_PLAYERS, MAX_PLAYERS = 2, 3
MOST = 3


@dataclass(frozen=True)
class Take:
    """Take ``count`` sticks from the pile."""

    count: int


Action = Take


class SticksEvent(Event):
    __slots__ = ()


@dataclass(frozen=True)
class Took(SticksEvent):
    type: ClassVar[str] = "took"
    player: int
    count: int
    left: int


@dataclass(frozen=True)
class Won(SticksEvent):
    type: ClassVar[str] = "won"
    player: int


SticksEvent.codec = EventCodec((Took, Won), lambda name, value: value, lambda kind, name, data: data)


@dataclass(frozen=True)
class View:
    """What a seat (``NOBODY``: a spectator) knows: everything, the pile is public."""

    player: int
    num_players: int
    current: int
    sticks: int
    legal: tuple[Take, ...]
    history: tuple[Took, ...]
    winner: int | None


class State:
    def __init__(self, num_players: int, sticks: int, first: int, seed: int) -> None:
        self.num_players = num_players
        self.sticks = sticks
        self.first = first
        self.seed = seed
        self.current = first
        self.winner: int | None = None
        self.history: list[Took] = []

    @property
    def plays(self) -> int:
        return len(self.history)

    def is_over(self) -> bool:
        return self.winner is not None

    def legal_actions(self) -> list[Take]:
        return [] if self.is_over() else [Take(n) for n in range(1, min(MOST, self.sticks) + 1)]

    def num_legal_actions(self) -> int:
        return len(self.legal_actions())

    def check(self, action: Take) -> None:
        if action not in self.legal_actions():
            raise IllegalActionError(f"cannot take {action!r}", "dg-refuse", count=self.sticks)

    def apply(self, action: Take, record: bool = True) -> list[SticksEvent]:
        self.check(action)
        player = self.current
        self.sticks -= action.count
        took = Took(player, action.count, self.sticks)
        self.history.append(took)
        events: list[SticksEvent] = [took]
        if self.sticks == 0:
            self.winner = player
            events.append(Won(player))
        else:
            self.current = (player + 1) % self.num_players
        return events if record else []

    def preview(self, action: Take) -> list[SticksEvent]:
        return self.copy().apply(action)

    def play_random(self, rng: random.Random) -> None:
        while not self.is_over():
            self.apply(rng.choice(self.legal_actions()), record=False)

    def copy(self) -> State:
        other = State(self.num_players, self.sticks, self.first, self.seed)
        other.current, other.winner, other.history = self.current, self.winner, list(self.history)
        return other

    def view(self, player: int, history_from: int = 0) -> View:
        return View(player, self.num_players, self.current, self.sticks, tuple(self.legal_actions()),
                    tuple(self.history[history_from:]), self.winner)

    def spectator_view(self, history_from: int = 0) -> View:
        return self.view(NOBODY, history_from)

    def history_since(self, start: int) -> list[Took]:
        return self.history[start:]

    def log_since(self, start: int) -> list[Any]:
        return [[t.player, t.count] for t in self.history[start:]]

    def events_for(self, events: Iterable[SticksEvent], player: int | None) -> list[SticksEvent]:
        return list(events)

    def winners(self) -> tuple[int, ...]:
        return () if self.winner is None else (self.winner,)

    def to_json(self) -> dict[str, Any]:
        return {"game": NAME, "version": 1, "players": self.num_players, "seed": self.seed,
                "first": self.first, "actions": self.log_since(0)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        if not isinstance(data, dict) or data.get("game") != NAME or data.get("version") != 1:
            raise ValueError("not a saved game of Sticks")
        try:
            state = new_game(int(data["players"]), seed=int(data["seed"]), first=int(data["first"]))
            for player, count in data["actions"]:
                if player != state.current:
                    raise ValueError(f"seat {player} was not to move")
                state.apply(Take(int(count)))
        except (KeyError, TypeError, IndexError, IllegalActionError) as exc:
            raise ValueError(f"damaged game data: {exc!r}") from exc
        return state


def new_game(players: int, seed: int | None = None, variant: str = "standard",
             first: int | None = None, **_: Any) -> State:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS or variant != "standard":
        raise ValueError(f"Sticks is for {MIN_PLAYERS}-{MAX_PLAYERS} players, variant standard")
    seed = random.randrange(2**31) if seed is None else seed
    rng = random.Random(seed)
    sticks = rng.randint(9, 15)
    return State(players, sticks, rng.randrange(players) if first is None else first, seed)


def events_for(events: Iterable[SticksEvent], seat: int) -> list[SticksEvent]:
    """Nothing of Sticks is secret: every seat and a spectator learn every event."""
    return list(events)


class Bot:
    """Takes what leaves the pile a multiple of four when it can, else one stick."""

    def __init__(self, level: str = "normal") -> None:
        self.level = level

    def choose(self, view: View, rng: random.Random) -> Take:
        want = view.sticks % (MOST + 1)
        return Take(want) if want else view.legal[0]
