"""What every game offers the shared layers (console, narration plumbing, bots, saves, simulate).

Each game package provides a :class:`GameSpec` in the registry (:mod:`beastybar_access.games`). Its states
follow :class:`GameState`: the UI and bots never reach past these methods and the game's view object.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameState(Protocol):
    """A game in progress: mutated by ``apply``, copied cheaply by ``copy``."""

    @property
    def num_players(self) -> int: ...

    current: int
    """The seat that must act now."""

    def is_over(self) -> bool: ...

    def legal_actions(self) -> list[Any]: ...

    def num_legal_actions(self) -> int: ...

    def check(self, action: Any) -> None:
        """Raise a ValueError subclass with ``code`` and ``args_`` saying why ``action`` is refused."""
        ...

    def apply(self, action: Any, record: bool = True) -> list[Any]:
        """Do ``action`` for ``current``; return the events (empty with ``record=False``)."""
        ...

    def preview(self, action: Any) -> list[Any]: ...

    def play_random(self, rng: random.Random) -> None: ...

    def copy(self) -> GameState: ...

    def view(self, player: int) -> Any:
        """All that ``player`` may know; never other players' hidden cards or any pile's order."""
        ...

    def winners(self) -> tuple[int, ...]: ...

    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True)
class GameSpec:
    """A registered game: its name, player counts, and the functions the shared layers call."""

    name: str
    min_players: int
    max_players: int
    new_game: Any
    """``new_game(players, seed=None, variant=..., first=None) -> GameState``"""
    from_json: Any
    """``from_json(data) -> GameState``; ValueError for damaged data."""
    determinize: Any = None
    """``determinize(view, rng) -> GameState``: a full state consistent with what the view knows."""
    variants: Sequence[str] = field(default=("standard",))


def check_save_header(data: Any, *, game: str, label: str, version: int) -> None:
    """ValueError unless ``data`` is a saved game of ``game`` (``label`` in the message) at ``version``."""
    if not isinstance(data, dict) or data.get("game") != game:
        raise ValueError(f"not a {label} game")
    if data.get("version") != version:
        raise ValueError(f"unsupported save version {data.get('version')!r}")


def replay_saved_game(data: Any, *, game: str, label: str, version: int, new_game: Callable[..., Any],
                      variant: Callable[[str], Any], action_from_json: Callable[[Any], Any]) -> Any:
    """Rebuild a turn-based game saved as ``{"game", "version", "config", "actions", "snapshot"}``.

    The actions are replayed from the configuration's seed; the snapshot, if present, must match the result.
    Raises ValueError for anything damaged (a wrong game or version, a bad or illegal action, a mismatch).
    """
    check_save_header(data, game=game, label=label, version=version)
    try:
        cfg = data["config"]
        state = new_game(int(cfg["players"]), seed=int(cfg["seed"]), variant=variant(cfg["variant"]),
                         first=int(cfg["first"]))
        for player, action in data["actions"]:
            if player != state.current:
                raise ValueError(f"action recorded for seat {player}, but seat {state.current} was to move")
            state.apply(action_from_json(action))
    except (KeyError, TypeError, IndexError) as exc:
        raise ValueError(f"damaged game data: {exc!r}") from exc
    if "snapshot" in data and data["snapshot"] != state.snapshot():
        raise ValueError("damaged game data: the snapshot does not match the replayed actions")
    return state
