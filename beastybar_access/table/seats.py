"""Who sits at a table: a person at this terminal, a person at another computer, or a computer player."""

from __future__ import annotations

from dataclasses import dataclass

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


__all__ = ["HUMAN", "PEOPLE", "REMOTE", "Seat"]
