"""The set-up a game starts from (:class:`Plan`): what the command line chose, the rest asked in the
set-up dialog. A module of its own, light to import, so that ``beastybar play`` checks its options before
the console (prompt_toolkit's application, the presenter) is loaded (issue 28, start-up)."""

from __future__ import annotations

from dataclasses import dataclass, field

from beastybar_access.jsontypes import JSON


@dataclass
class Plan:
    """A game to set up; None fields are asked in the set-up dialog."""

    players: int | None = None
    seats: list[str] | None = None
    """Each seat's kind: "human" or a computer level."""
    names: list[str] | None = None
    variant: str | None = None
    first: int | str | None = None
    """A seat index, "random", or None (ask)."""
    seed: int | None = None
    game: str | None = None
    """The game's name (:data:`ADAPTERS`); None: the console's game, or asked in the set-up when the
    console offers a choice of games."""
    options: dict[str, JSON] = field(default_factory=dict)
    """The game's own set-up choices (4 Monkeys: ``round_ms``, ``bot_speed``), asked by the adapter's
    ``complete_plan`` where the command line left them open."""
    quick: bool = False
    """``--quick``: ask nothing that can be left out (no saved game is offered; ``--resume`` takes one)."""

    def complete(self) -> bool:
        return None not in (self.players, self.seats, self.names, self.variant, self.first)


__all__ = ["Plan"]
