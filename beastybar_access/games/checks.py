"""Invariants of each game's engine, checked after every action (``beastybar simulate --check``).

What the property tests hold over a few hundred random games, written once here so that a long run can
prove it over many more: every card exactly once (card census), the table's bounds (Beasty Bar's queue of
at most four after a turn, Cubirds' rows of two species, 4 Monkeys' clock and tiles), the legal actions
(some while the game runs, none twice, as many as counted), and the players' views (a player's own hand as
it is; nobody's hidden cards in anyone else's view or in the history they are told).

:func:`play_checked` plays one game of uniformly random legal actions and calls the game's checker after
every action; a broken invariant is an :class:`InvariantError` naming it.
"""

from __future__ import annotations

import importlib
import random
from typing import Any

MAX_STEPS = 100_000
"""Far beyond any game's length: a game that runs longer does not end."""


class InvariantError(AssertionError):
    """An invariant that does not hold after an action."""


def require(ok: bool, what: str) -> None:
    if not ok:
        raise InvariantError(what)


def check_legal(state: Any) -> list[Any]:
    """The legal actions, checked: some while the game runs (none after), none twice, counted right."""
    actions = state.legal_actions()
    if state.is_over():
        require(not actions, "a legal action after the game's end")
        return actions
    require(bool(actions), "no legal action while the game runs")
    require(len(actions) == len(set(actions)), "a legal action listed twice")
    require(len(actions) == state.num_legal_actions(), "the legal actions counted differently")
    return list(actions)


def check_told(events: Any, player: int, hidden: dict[str, str]) -> None:
    """``events`` as ``player`` is told them hold nobody else's hidden cards."""
    for e in events:
        field = hidden.get(type(e).__name__)
        if field is not None and e.player != player:
            require(getattr(e, field) is None, f"another player's {type(e).__name__} told with its cards")




def play_checked(state: Any, game: str, rng: random.Random) -> int:
    """Play ``state`` (game ``game``) to its end with uniformly random legal actions; the number of actions
    checked. After every action: the card census, the table's bounds, the legal actions and what each
    player is told of it (the engine's own redaction, as the views use it); every player's whole view at
    one random moment of the game and at its end. :class:`InvariantError` on the first broken invariant.

    Each game's checks are its folder's ``checks.Checker`` (``step``: one random action and every check;
    ``views``: every player's whole view)."""
    checker = importlib.import_module(f"beastybar_access.games.{game}.checks").Checker(state)
    view_at = rng.randrange(30)
    steps = 0
    while not state.is_over():
        checker.step(state, rng)
        steps += 1
        if steps == view_at:
            checker.views(state)
        require(steps < MAX_STEPS, f"the game did not end within {MAX_STEPS} actions")
    check_legal(state)
    checker.views(state)
    return steps


__all__ = ["MAX_STEPS", "InvariantError", "check_legal", "check_told", "play_checked", "require"]
