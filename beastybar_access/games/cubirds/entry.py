"""Krabčáci (Cubirds) as the shared layers see it (see :mod:`beastybar_access.games.entry`)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from importlib.resources import files
from typing import TYPE_CHECKING, Any, get_args

from beastybar_access.games.base import GameSpec
from beastybar_access.games.core import own
from beastybar_access.games.entry import (
    ArenaFigures,
    Bot,
    GameEntry,
    Resolver,
    SetupLimits,
    Statistic,
    wire_classes,
)

if TYPE_CHECKING:
    from beastybar_access.games.cubirds.checks import Checker
    from beastybar_access.games.cubirds.console import CubirdsAdapter
    from beastybar_access.games.cubirds.engine import Action, PlayerView, State
    from beastybar_access.games.cubirds.events import Event, PlayerResult
    from beastybar_access.games.entry import TableZone, TurnLesson
    from beastybar_access.narration import Localizer

NAME = "cubirds"


def spec() -> GameSpec[State]:
    from beastybar_access.games.cubirds import engine

    return GameSpec(name=NAME, min_players=engine.MIN_PLAYERS, max_players=engine.MAX_PLAYERS,
                    new_game=engine.new_game, from_json=engine.State.from_json,
                    determinize=engine.determinize, variants=tuple(str(v) for v in engine.Variant),
                    actions=get_args(engine.Action))


def adapter(loc: Localizer) -> CubirdsAdapter:
    from beastybar_access.games.cubirds.console import CubirdsAdapter

    return CubirdsAdapter(loc)


def bots(level: str, seed: int | None = None, **options: Any) -> Bot[PlayerView, Action]:
    from beastybar_access.games.cubirds.bots import make_level_bot

    return make_level_bot(level, seed, **options)


def collection_size(state: object) -> float:
    """The birds in a collection, averaged over the seats."""
    from beastybar_access.games.cubirds import engine

    game = own(engine.State, state)
    return float(sum(sum(c) for c in game.collections) / game.num_players)


def results(state: object) -> tuple[PlayerResult, ...]:
    from beastybar_access.games.cubirds import engine

    return own(engine.State, state).results()


def resolver() -> Resolver:
    from beastybar_access.games.cubirds.scenario import ScenarioError, resolve_text

    return Resolver(resolve_text, (ScenarioError,))


def cues(events: Iterable[object], listener: int | None) -> list[str]:
    """One's own draw of cards when nothing was surrounded."""
    from beastybar_access.games.cubirds.events import DrewTwo

    return ["draw" for e in events if isinstance(e, DrewTwo) and e.player == listener and e.count]


def lessons() -> Sequence[TurnLesson]:
    from beastybar_access.games.cubirds.lessons import load_lessons

    return load_lessons()


def zones(view: object, lang: str, names: Sequence[str]) -> list[TableZone]:
    from beastybar_access.games.cubirds import engine
    from beastybar_access.games.cubirds.zones import zones as drawn

    return drawn(own(engine.PlayerView, view), lang, names)


def events_for(events: Iterable[Event], seat: int) -> list[Event]:
    from beastybar_access.games.cubirds.engine import events_for as told

    return told(events, seat)


def wire() -> dict[str, type]:
    from beastybar_access.games.cubirds import actions, cards, engine, events, rules

    return wire_classes((actions, cards, engine, events, rules))


def checker(state: State) -> Checker:
    from beastybar_access.games.cubirds.checks import Checker

    return Checker(state)


def determinize(view: PlayerView, rng: random.Random) -> State:
    from beastybar_access.games.cubirds.bots import determinize as sample

    return sample(view, rng)


ENTRY: GameEntry[State] = GameEntry(
    name=NAME,
    spec=spec,
    limits=SetupLimits(2, 5, ("standard",)),  # the rules' (held so by a test)
    adapter=adapter,
    bots=bots,
    statistic=Statistic(collection_size, "sim-avg-collection"),
    arena=ArenaFigures(results, (("avg_birds", "birds", "arena-col-birds"),
                                 ("avg_species", "species", "arena-col-species")), record=True),
    resolver=resolver,
    cues=cues,
    lessons=lessons,
    zones=zones,
    locales=files(__name__.rpartition(".")[0]) / "locales",
    events_for=events_for,
    wire=wire,
    checker=checker,
    determinize=determinize,
)
