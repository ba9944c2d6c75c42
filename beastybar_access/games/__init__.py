"""The games, by name. Shared layers look a game up here and use only its :class:`GameSpec`."""

from __future__ import annotations

from beastybar_access.games.base import GameSpec, GameState


def _beastybar() -> GameSpec:
    from beastybar_access.games.beastybar import engine

    return GameSpec(
        name="beastybar",
        min_players=2,
        max_players=4,
        new_game=engine.new_game,
        from_json=engine.State.from_json,
        determinize=getattr(engine, "determinize", None),
        variants=tuple(str(v) for v in engine.Variant),
    )


def _cubirds() -> GameSpec:
    from beastybar_access.games.cubirds import engine

    return GameSpec(
        name="cubirds",
        min_players=engine.MIN_PLAYERS,
        max_players=engine.MAX_PLAYERS,
        new_game=engine.new_game,
        from_json=engine.State.from_json,
        determinize=getattr(engine, "determinize", None),
        variants=tuple(str(v) for v in engine.Variant),
    )


def _monkeys() -> GameSpec:
    from beastybar_access.games.monkeys import engine

    return GameSpec(
        name="monkeys",
        min_players=engine.MIN_PLAYERS,
        max_players=engine.MAX_PLAYERS,
        new_game=engine.new_game,
        from_json=engine.State.from_json,
        determinize=getattr(engine, "determinize", None),
        variants=tuple(str(v) for v in engine.Variant),
    )


_FACTORIES = {"beastybar": _beastybar, "cubirds": _cubirds, "monkeys": _monkeys}
GAME_NAMES: tuple[str, ...] = tuple(_FACTORIES)


def get_game(name: str) -> GameSpec:
    try:
        return _FACTORIES[name]()
    except KeyError:
        raise ValueError(f"unknown game {name!r}; known games: {', '.join(GAME_NAMES)}") from None


__all__ = ["GAME_NAMES", "GameSpec", "GameState", "get_game"]
