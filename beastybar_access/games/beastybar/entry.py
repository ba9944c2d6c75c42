"""Beasty Bar as the shared layers see it (see :mod:`beastybar_access.games.entry`)."""

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
    from beastybar_access.games.beastybar.checks import Checker
    from beastybar_access.games.beastybar.console import BeastyBarAdapter
    from beastybar_access.games.beastybar.engine import Action, PlayerView, State
    from beastybar_access.games.beastybar.events import Event, PlayerResult
    from beastybar_access.games.entry import TableZone, TurnLesson
    from beastybar_access.narration import Localizer

NAME = "beastybar"


def spec() -> GameSpec[State]:
    from beastybar_access.games.beastybar import engine

    # no determinize of its own: its computer players are its own (``bots`` below)
    return GameSpec(name=NAME, min_players=2, max_players=4, new_game=engine.new_game,
                    from_json=engine.State.from_json, variants=tuple(str(v) for v in engine.Variant),
                    actions=get_args(engine.Action))


def adapter(loc: Localizer) -> BeastyBarAdapter:
    from beastybar_access.games.beastybar.console import BeastyBarAdapter

    return BeastyBarAdapter(loc)


def bots(level: str, seed: int | None = None, **options: Any) -> Bot[PlayerView, Action]:
    from beastybar_access.games.beastybar.bots import make_level_bot

    return make_level_bot(level, seed, **options)


def bar_size(state: object) -> float:
    """The animals that got into the bar."""
    from beastybar_access.games.beastybar import engine

    return len(own(engine.State, state).bar)


def results(state: object) -> tuple[PlayerResult, ...]:
    from beastybar_access.games.beastybar import engine

    return own(engine.State, state).results()


def resolver() -> Resolver:
    from beastybar_access.games.beastybar.scenario import ScenarioError, resolve_text

    return Resolver(resolve_text, (ScenarioError,))


def cards(lang: str, braille: bool) -> list[str]:
    """``id<TAB>name`` per card; with ``braille``: ``id<TAB>Czech name<TAB>cells`` (the cells are Czech)."""
    from beastybar_access.games.beastybar.braille_cards import card_cells
    from beastybar_access.games.beastybar.cards import NUM_CARDS, card_id
    from beastybar_access.games.beastybar.narration import BeastyBarNarrator

    narrator = BeastyBarNarrator("cs" if braille else lang)
    lines = []
    for card in range(NUM_CARDS):
        fields = [card_id(card), narrator.card_name(card).text]
        if braille:
            fields.append(card_cells(card))
        lines.append("\t".join(fields))
    return lines


def cues(events: Iterable[object], listener: int | None) -> list[str]:
    """An animal entering the bar, one thrown out (at the gate or by an animal), one's own draw."""
    from beastybar_access.games.beastybar.events import Bounced, CardDrawn, EnteredBar, Expelled

    out = []
    for e in events:
        if isinstance(e, EnteredBar):
            out.append("enter")
        elif isinstance(e, Bounced | Expelled):
            out.append("out")
        elif isinstance(e, CardDrawn) and e.player == listener:
            out.append("draw")
    return out


def lessons() -> Sequence[TurnLesson]:
    from beastybar_access.games.beastybar.lessons import load_lessons

    return load_lessons()


def zones(view: object, lang: str, names: Sequence[str]) -> list[TableZone]:
    from beastybar_access.games.beastybar import engine
    from beastybar_access.games.beastybar.zones import zones as drawn

    return drawn(own(engine.PlayerView, view), lang, names)


def events_for(events: Iterable[Event], seat: int) -> list[Event]:
    from beastybar_access.games.beastybar.engine import events_for as told

    return told(events, seat)


def wire() -> dict[str, type]:
    from beastybar_access.games.beastybar import cards, engine, events, rules

    return wire_classes((cards, engine, events, rules))


def checker(state: State) -> Checker:
    from beastybar_access.games.beastybar.checks import Checker

    return Checker(state)


def determinize(view: PlayerView, rng: random.Random) -> State:
    from beastybar_access.games.beastybar.bots import determinize as sample

    return sample(view, rng)


ENTRY: GameEntry[State] = GameEntry(
    name=NAME,
    spec=spec,
    limits=SetupLimits(2, 4, ("standard", "advanced")),  # the rules' (held so by a test)
    adapter=adapter,
    bots=bots,
    statistic=Statistic(bar_size, "sim-avg-bar"),
    arena=ArenaFigures(results, (("avg_bar_animals", "animals", "arena-col-bar"),
                                 ("avg_bar_points", "points", None))),
    resolver=resolver,
    cards=cards,
    cues=cues,
    lessons=lessons,
    zones=zones,
    locales=files(__name__.rpartition(".")[0]) / "locales",
    events_for=events_for,
    wire=wire,
    checker=checker,
    determinize=determinize,
)
