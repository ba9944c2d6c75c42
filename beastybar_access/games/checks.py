"""Invariants of each game's engine, checked after every action (``beastybar simulate --check``).

What the property tests hold over a few hundred random games, written once here so that a long run can
prove it over many more: every card exactly once (card census), the table's bounds (Beasty Bar's queue of
at most four after a turn, Cubirds' rows of two species, 4 Monkeys' clock and tiles), the legal actions
(some while the game runs, none twice, as many as counted), and the views: after every action every seat's
view and the spectator's (the engine's ``spectator_view``) show exactly what the checker works out from
the state for that seat (an own hand as it is, of the others only sizes and what is public), and their
histories grow by the new entries told as that seat may know them (nobody's hidden cards in anyone
else's).

:func:`play_checked` plays one game of uniformly random legal actions and calls the game's checker after
every action; a broken invariant is an :class:`InvariantError` naming it.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import fields, replace
from operator import attrgetter
from typing import Any, Protocol, TypeVar

from beastybar_access.games.base import LogTail
from beastybar_access.games.entry import StateChecker

A_co = TypeVar("A_co", covariant=True)

MAX_STEPS = 100_000
"""Far beyond any game's length: a game that runs longer does not end."""


class InvariantError(AssertionError):
    """An invariant that does not hold after an action."""


class LegalActions(Protocol[A_co]):
    """What :func:`check_legal` reads of a game in progress (with actions ``A_co``)."""

    def is_over(self) -> bool: ...

    def legal_actions(self) -> Sequence[A_co]: ...

    def num_legal_actions(self) -> int: ...


def require(ok: bool, what: str) -> None:
    if not ok:
        raise InvariantError(what)


def check_legal(state: LegalActions[A_co]) -> list[A_co]:
    """The legal actions, checked: some while the game runs (none after), none twice, counted right."""
    actions = list(state.legal_actions())
    if state.is_over():
        require(not actions, "a legal action after the game's end")
        return actions
    require(bool(actions), "no legal action while the game runs")
    require(len(actions) == len(set(actions)), "a legal action listed twice")
    require(len(actions) == state.num_legal_actions(), "the legal actions counted differently")
    return actions


def check_told(events: Any, player: int, hidden: dict[str, str]) -> None:
    """``events`` as ``player`` is told them hold nobody else's hidden cards."""
    for e in events:
        field = hidden.get(type(e).__name__)
        if field is not None and e.player != player:
            require(getattr(e, field) is None, f"another player's {type(e).__name__} told with its cards")



def hide(events: Any, player: int | None, hidden: dict[type, str]) -> tuple[Any, ...] | None:
    """``events`` as ``player`` (None: a spectator) must be told them: the field ``hidden`` names for an
    event's type None unless the event is the player's own (worked out here, not by the engine)."""
    if events is None:
        return None
    return tuple(replace(e, **{hidden[type(e)]: None}) if type(e) in hidden and e.player != player else e
                 for e in events)


class Views:
    """Every seat's view and the spectator's, checked after each action, incrementally.

    A game's checker names the fields of a view but ``history`` and ``legal`` (``SHOWN``) and gives their
    values for a seat (None: the spectator) as the state says they must be (``shown``), checks the legal
    actions (``legal``), and gives a log node's entry as that seat must be told it (``told``). The history
    is checked by what is new: the entries the log kept must be the very ones already checked, each new
    entry as ``told`` makes it.
    """

    def __init__(self, players: int) -> None:
        self.tail = LogTail()
        self.seen: dict[int | None, tuple[Any, ...]] = {p: () for p in (*range(players), None)}
        self.get_shown: Callable[[object], tuple[object, ...]] | None = None

    def check(self, state: Any, game: StateChecker[Any]) -> None:
        kept, new = self.tail.advance(state._log)
        length = kept + len(new)
        if self.get_shown is None:
            view = state.spectator_view()
            require({f.name for f in fields(view)} == {*game.SHOWN, "history", "legal"},
                    "a view has fields the checker does not know")
            self.get_shown = attrgetter(*game.SHOWN)
        get_shown = self.get_shown
        for player, seen in self.seen.items():
            v = state.spectator_view() if player is None else state.view(player)
            shown = game.shown(state, player)
            if get_shown(v) != shown:
                wrong = [n for n, a, b in zip(game.SHOWN, get_shown(v), shown, strict=True) if a != b]
                raise InvariantError(f"{_who(player)}'s view shows a wrong {', '.join(wrong)}")
            game.legal(state, player, v.legal)
            history = v.history
            if len(history) != length:
                raise InvariantError(f"{_who(player)}'s view has {len(history)} entries, not {length}")
            if history[:kept] != seen[:kept]:
                raise InvariantError(f"{_who(player)}'s view changed an earlier entry of its history")
            for entry, node in zip(history[kept:], new, strict=True):
                if entry != game.told(node, player):
                    raise InvariantError(f"{_who(player)}'s view tells an entry of its history wrong")
            self.seen[player] = history

    def fresh(self, state: Any) -> None:
        """Each view's history as the engine redacts it anew (a copy of the state remembers nothing)."""
        again = state.copy()
        for player, seen in self.seen.items():
            v = again.spectator_view() if player is None else again.view(player)
            require(v.history == seen, f"{_who(player)}'s view: its history built anew differs")


def _who(player: int | None) -> str:
    return "the spectator" if player is None else f"seat {player + 1}"


def play_checked(state: Any, game: str, rng: random.Random) -> int:
    """Play ``state`` (game ``game``) to its end with uniformly random legal actions; the number of actions
    checked. After every action: the card census, the table's bounds, the legal actions, what each player
    is told of it, and every seat's view and the spectator's (:class:`Views`); at one random moment and at
    the end also what is too slow for every action (``checker.full``: 4 Monkeys' legal actions of every
    seat in full) and each view's history built anew. :class:`InvariantError` on the first broken
    invariant.

    Each game's checks are its entry's ``checker`` (``step``: one random action and its checks;
    ``shown``, ``legal``, ``told``: the views, see :class:`Views`)."""
    from beastybar_access.games import get_entry

    make = get_entry(game).checker
    if make is None:
        raise ValueError(f"the game {game!r} has no invariant checks")
    checker = make(state)
    views = Views(state.num_players)
    full_at = rng.randrange(30)
    steps = 0
    views.check(state, checker)
    while not state.is_over():
        checker.step(state, rng)
        steps += 1
        views.check(state, checker)
        if steps == full_at:
            checker.full(state)
            views.fresh(state)
        require(steps < MAX_STEPS, f"the game did not end within {MAX_STEPS} actions")
    check_legal(state)
    checker.full(state)
    views.fresh(state)
    return steps


__all__ = ["MAX_STEPS", "InvariantError", "StateChecker", "Views", "check_legal", "check_told", "hide",
           "play_checked", "require"]
