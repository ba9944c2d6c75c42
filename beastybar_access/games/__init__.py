"""The games, by name. Shared layers look a game up here and use only its :class:`GameSpec`."""

from __future__ import annotations

from typing import Any

from beastybar_access.games.base import NOBODY, GameSpec, GameState

AnySpec = GameSpec[GameState[Any, Any, Any]]


def _beastybar() -> AnySpec:
    from beastybar_access.games.beastybar import engine

    spec: GameSpec[engine.State] = GameSpec(
        name="beastybar",
        min_players=2,
        max_players=4,
        new_game=engine.new_game,
        from_json=engine.State.from_json,
        determinize=getattr(engine, "determinize", None),
        variants=tuple(str(v) for v in engine.Variant),
    )
    return spec  # typed above: mypy checks that the state keeps the game protocol


def _cubirds() -> AnySpec:
    from beastybar_access.games.cubirds import engine

    spec: GameSpec[engine.State] = GameSpec(
        name="cubirds",
        min_players=engine.MIN_PLAYERS,
        max_players=engine.MAX_PLAYERS,
        new_game=engine.new_game,
        from_json=engine.State.from_json,
        determinize=getattr(engine, "determinize", None),
        variants=tuple(str(v) for v in engine.Variant),
    )
    return spec  # typed above: mypy checks that the state keeps the game protocol


def _monkeys() -> AnySpec:
    from beastybar_access.games.monkeys import engine

    spec: GameSpec[engine.State] = GameSpec(
        name="monkeys",
        min_players=engine.MIN_PLAYERS,
        max_players=engine.MAX_PLAYERS,
        new_game=engine.new_game,
        from_json=engine.State.from_json,
        determinize=getattr(engine, "determinize", None),
        variants=tuple(str(v) for v in engine.Variant),
    )
    return spec  # typed above: mypy checks that the state keeps the game protocol


_FACTORIES = {"beastybar": _beastybar, "cubirds": _cubirds, "monkeys": _monkeys}
GAME_NAMES: tuple[str, ...] = tuple(_FACTORIES)


def get_game(name: str) -> AnySpec:
    try:
        return _FACTORIES[name]()
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(GAME_NAMES)}") from None


__all__ = ["GAME_NAMES", "NOBODY", "AnySpec", "GameSpec", "GameState", "get_game"]
