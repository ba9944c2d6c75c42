"""The narrator's helpers every game shares: a seat's name, its "you" form, seats as a list, and a bad
scenario in the game's words."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from beastybar_access.narration.lines import DualRenderer, Line

if TYPE_CHECKING:
    from beastybar_access.games.base import ScenarioError


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

    def _person(self, seat: int, listener: int | None, names: Sequence[str]) -> dict[str, object]:
        return {"you": seat == listener, "player": self.player_name(seat, names)}

    def _who(self, seat: int, listener: int | None, names: Sequence[str]) -> Line:
        return self._line(f"{self.PREFIX}-player", **self._person(seat, listener, names))

    def _people(self, seats: Iterable[int], listener: int | None, names: Sequence[str]) -> Line:
        """Players as a list, the listener ("ty", "you") first."""
        ordered = sorted(seats, key=lambda s: s != listener)
        return self.renderer.join_list(self._who(s, listener, names) for s in ordered)

    def refusal(self, code: str, args: Mapping[str, object] | None = None) -> Line:
        """Why the rules refused an action (``IllegalActionError``'s ``code`` and ``args_``): each game's."""
        raise NotImplementedError

    def scenario_error(self, error: ScenarioError) -> str:
        """A bad scenario for ``beastybar resolve`` (``<prefix>-scenario-<code>``), the rules' refusal in
        it, if any, said in the game's own words as its ``reason``."""
        from beastybar_access.games.base import IllegalActionError

        args = error.fluent_args()
        refusal = error.args_.get("refusal")
        if isinstance(refusal, IllegalActionError):
            reason = self.refusal(refusal.code, refusal.args_).text.removesuffix(".")
            args["reason"] = reason[:1].lower() + reason[1:]
        return self.renderer.line(f"{self.PREFIX}-scenario-{error.code}", **args).text
