"""Sticks as the shared layers see it: the one door to the game (see beastybar_access.games.entry)."""

from __future__ import annotations

from importlib.resources import files
from typing import Any

from beastybar_access.games.base import GameSpec
from beastybar_access.games.entry import GameEntry, wire_classes
from beastybar_access.narration import Localizer

from . import engine

NAME = engine.NAME


def spec() -> GameSpec[engine.State]:
    return GameSpec(name=NAME, min_players=engine.MIN_PLAYERS, max_players=engine.MAX_PLAYERS,
                    new_game=engine.new_game, from_json=engine.State.from_json, actions=(engine.Take,))


def adapter(loc: Localizer) -> Any:
    from .console import SticksAdapter

    return SticksAdapter(loc, spec())


def bots(level: str, seed: int | None = None, **options: Any) -> engine.Bot:
    return engine.Bot(level)


def wire() -> dict[str, type]:
    return wire_classes((engine,))


ENTRY: GameEntry[engine.State] = GameEntry(
    name=NAME,
    spec=spec,
    adapter=adapter,
    bots=bots,
    locales=files(__name__.rpartition(".")[0]) / "locales",
    events_for=engine.events_for,
    wire=wire,
)
