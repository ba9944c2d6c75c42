"""4 Monkeys as the shared layers see it (see :mod:`beastybar_access.games.entry`): a real-time game with
options of its own (the round's length, the computer players' speed), on the command line and in the
settings file."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Iterable, Mapping, Sequence
from importlib.resources import files
from typing import TYPE_CHECKING, get_args

from beastybar_access.games.base import GameSpec
from beastybar_access.games.core import own
from beastybar_access.games.entry import (
    AddOption,
    GameEntry,
    OptionError,
    Resolver,
    SetupLimits,
    Statistic,
    wire_classes,
)
from beastybar_access.games.monkeys.realtime import REALTIME
from beastybar_access.jsontypes import JSON
from beastybar_access.narration import echo

if TYPE_CHECKING:
    from beastybar_access.games.entry import RealtimeLesson, TableZone
    from beastybar_access.games.monkeys.checks import Checker
    from beastybar_access.games.monkeys.console import MonkeysAdapter
    from beastybar_access.games.monkeys.engine import State
    from beastybar_access.games.monkeys.events import Event
    from beastybar_access.narration import Localizer

NAME = "monkeys"
BOT_SPEEDS = ("slow", "normal", "fast")
"""The computer opponents' speeds (``bots.py`` MONKEY_SPEEDS; here without loading the bots)."""
DEFAULT_SPEED = "normal"
ROUND_MINUTES_RANGE = (0.1, 60.0)
"""``--round-minutes``: the shortest and longest round."""
STORED_MINUTES_RANGE = (1, 60)
"""The round length the set-up remembers: whole minutes."""
QUICK_MINUTES = 4
QUICK_FAMILY_MINUTES = 5


def spec() -> GameSpec[State]:
    from beastybar_access.games.monkeys import engine

    return GameSpec(name=NAME, min_players=engine.MIN_PLAYERS, max_players=engine.MAX_PLAYERS,
                    new_game=engine.new_game, from_json=engine.State.from_json,
                    variants=tuple(str(v) for v in engine.Variant), actions=get_args(engine.Action))


def adapter(loc: Localizer) -> MonkeysAdapter:
    from beastybar_access.games.monkeys.console import MonkeysAdapter

    return MonkeysAdapter(loc)


def average_points(state: object) -> float:
    """The points in the game, averaged over the seats."""
    from beastybar_access.games.monkeys import engine

    game = own(engine.State, state)
    return float(sum(game.totals()) / game.num_players)


def resolver() -> Resolver:
    from beastybar_access.games.monkeys.scenario import ScenarioError, resolve_text

    return Resolver(resolve_text, (ScenarioError,))


class MonkeysOptions:
    """``--round-minutes`` and ``--bot-speed``; the set-up's last choices of both in the settings file."""

    settings: Mapping[str, JSON] = {"monkeys_round_minutes": None, "monkeys_bot_speed": None}

    def add_arguments(self, add: AddOption, loc: Callable[..., str]) -> None:
        add("--round-minutes", dest="round_minutes", type=float, metavar=loc("play-metavar-minutes"),
            help=loc("play-opt-round-minutes"))
        add("--bot-speed", dest="bot_speed", choices=BOT_SPEEDS, help=loc("play-opt-bot-speed"))

    def plan_options(self, args: argparse.Namespace, options: dict[str, JSON], variant: str | None,
                     quick: bool) -> None:
        minutes = getattr(args, "round_minutes", None)
        if minutes is not None:
            low, high = ROUND_MINUTES_RANGE
            if not low <= minutes <= high:
                raise OptionError("play-bad-round-minutes", given=minutes)
            options["round_ms"] = round(minutes * 60_000)
        speed = getattr(args, "bot_speed", None)
        if speed is not None:
            options["bot_speed"] = speed
        if quick:  # the quick start asks nothing more either
            options.setdefault("bot_speed", DEFAULT_SPEED)
            if "round_ms" not in options and variant is not None and variant.startswith("family"):
                options["round_ms"] = QUICK_FAMILY_MINUTES * 60_000
            options.setdefault("round_ms", QUICK_MINUTES * 60_000)

    def check_setting(self, name: str, value: JSON) -> JSON:
        if name == "monkeys_round_minutes":
            low, high = STORED_MINUTES_RANGE
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)
                                      or not low <= value <= high):
                raise ValueError(f"setting monkeys_round_minutes: {echo(value)!r} is not a whole number "
                                 f"of minutes from {low} to {high}")
            return value
        if name == "monkeys_bot_speed":
            if value is not None and value not in BOT_SPEEDS:
                known = ", ".join(BOT_SPEEDS)
                raise ValueError(f"setting monkeys_bot_speed: {echo(value)!r} is not one of {known}")
            return value
        raise ValueError(f"unknown setting {echo(name)!r}")

    def check_options(self, options: Mapping[str, object]) -> None:
        """A saved or stored table's options, checked against the command line's limits (ValueError): the
        computer players' speed one of :data:`BOT_SPEEDS`, the round's length (also the engine's) whole
        milliseconds within ``--round-minutes``'s range."""
        speed = options.get("bot_speed", DEFAULT_SPEED)
        if speed not in BOT_SPEEDS:
            raise ValueError(f"option bot_speed: {echo(speed)!r} is not one of {', '.join(BOT_SPEEDS)}")
        if "round_ms" in options:
            low, high = ROUND_MINUTES_RANGE
            ms = options["round_ms"]
            if isinstance(ms, bool) or not isinstance(ms, int) or not low * 60_000 <= ms <= high * 60_000:
                raise ValueError(f"option round_ms: {echo(ms)!r} is not a round length from {low} to {high} "
                                 "minutes")


TIME_WARNINGS: dict[int, str] = {60_000: "minute", 30_000: "half-minute", 10_000: "ten-seconds"}
"""The timer marks (milliseconds left) that sound, and their cue; the other minutes are only said."""


def cues(events: Iterable[object], listener: int | None) -> list[str]:
    """The time warnings, a tile taken by someone else, one's own draw."""
    from beastybar_access.games.monkeys.events import CardsDrawn, TileTaken, TimerTick

    out = []
    for e in events:
        if isinstance(e, TimerTick) and e.remaining_ms in TIME_WARNINGS:
            out.append(TIME_WARNINGS[e.remaining_ms])
        elif isinstance(e, TileTaken) and e.player != listener:
            out.append("tile-taken")
        elif isinstance(e, CardsDrawn) and e.player == listener and e.count:
            out.append("draw")
    return out


def lessons() -> Sequence[RealtimeLesson]:
    from beastybar_access.games.monkeys.lessons import load_lessons

    return load_lessons()


def zones(view: object, lang: str, names: Sequence[str]) -> list[TableZone]:
    from beastybar_access.games.monkeys import engine
    from beastybar_access.games.monkeys.zones import zones as drawn

    return drawn(own(engine.PlayerView, view), lang, names)


def events_for(events: Iterable[Event], seat: int) -> list[Event]:
    from beastybar_access.games.monkeys.engine import events_for as told

    return told(events, seat)


def wire() -> dict[str, type]:
    from beastybar_access.games.monkeys import cards, engine, events, rules, tiles

    return wire_classes((cards, engine, events, rules, tiles))


def checker(state: State) -> Checker:
    from beastybar_access.games.monkeys.checks import Checker

    return Checker(state)


ENTRY: GameEntry[State] = GameEntry(
    name=NAME,
    spec=spec,
    limits=SetupLimits(2, 4, ("standard", "banana", "family", "family-banana")),  # the rules' (a test)
    adapter=adapter,
    statistic=Statistic(average_points, "sim-avg-points"),
    resolver=resolver,
    options=MonkeysOptions(),
    cues=cues,
    lessons=lessons,
    zones=zones,
    locales=files(__name__.rpartition(".")[0]) / "locales",
    events_for=events_for,
    wire=wire,
    checker=checker,
    realtime=REALTIME,
)
