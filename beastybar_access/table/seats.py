"""Who sits at a table: a person at this terminal, a person at another computer, or a computer player."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

HUMAN = "human"
"""A person at this terminal (the name saves have always used)."""
REMOTE = "remote"
"""A person at another computer (their terminal reaches the table through the network)."""
PEOPLE = frozenset({HUMAN, REMOTE})


@dataclass(frozen=True)
class Seat:
    """One place at the table: its ``kind`` (:data:`HUMAN`, :data:`REMOTE`, or a computer player's level,
    such as ``"normal"``) and the name the others hear."""

    kind: str
    name: str

    @property
    def human(self) -> bool:
        """A person at this terminal."""
        return self.kind == HUMAN

    @property
    def remote(self) -> bool:
        """A person at another computer."""
        return self.kind == REMOTE

    @property
    def person(self) -> bool:
        """A person, here or elsewhere (not a computer player)."""
        return self.kind in PEOPLE

    @property
    def computer(self) -> bool:
        return not self.person


L = TypeVar("L")
"""The listeners a table tells (:class:`~beastybar_access.table.core.Listener`)."""


class Seating(Generic[L]):
    """What any table answers from its seats, and who listens to it: a local
    :class:`~beastybar_access.table.core.Table` and a server's table seen from a terminal
    (:class:`~beastybar_access.net.remote.ServerTable`) alike. The table sets ``seats`` and ``listeners``."""

    seats: list[Seat]
    listeners: list[L]

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        """The seats of people at this terminal (none for a spectator)."""
        return [i for i, s in enumerate(self.seats) if s.human]

    @property
    def people(self) -> list[int]:
        """The seats of people, here or at another computer."""
        return [i for i, s in enumerate(self.seats) if s.person]

    def listen(self, listener: L) -> None:
        if listener not in self.listeners:
            self.listeners.append(listener)

    def leave(self, listener: L) -> None:
        if listener in self.listeners:
            self.listeners.remove(listener)


__all__ = ["HUMAN", "PEOPLE", "REMOTE", "Seat", "Seating"]
