"""The narrator's helpers every game shares: a seat's name, its "you" form, and seats as a list."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any, ClassVar

from beastybar_access.narration.lines import DualRenderer, Line


class SeatNames:
    """Mixed into a game's narrator, which has a :attr:`renderer` and sets :attr:`PREFIX` (its message ids'
    start, ``bb``): ``<prefix>-player-fallback`` names a seat without a name, ``<prefix>-player`` says a
    player (the "you" form for the listener)."""

    PREFIX: ClassVar[str]
    renderer: DualRenderer
    _line: Callable[..., Line]

    def player_name(self, seat: int, names: Sequence[str]) -> str:
        """``names[seat]``, or a numbered fallback when no name is known."""
        if 0 <= seat < len(names) and names[seat]:
            return names[seat]
        return self.renderer.text.message(f"{self.PREFIX}-player-fallback", seat=seat + 1)

    def _person(self, seat: int, listener: int | None, names: Sequence[str]) -> dict[str, Any]:
        return {"you": seat == listener, "player": self.player_name(seat, names)}

    def _who(self, seat: int, listener: int | None, names: Sequence[str]) -> Line:
        return self._line(f"{self.PREFIX}-player", **self._person(seat, listener, names))

    def _people(self, seats: Iterable[int], listener: int | None, names: Sequence[str]) -> Line:
        """Players as a list, the listener ("ty", "you") first."""
        ordered = sorted(seats, key=lambda s: s != listener)
        return self.renderer.join_list(self._who(s, listener, names) for s in ordered)
