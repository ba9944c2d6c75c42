"""Computer players at a table: a bot behind the same :class:`~beastybar_access.table.core.Chooser` as a
person, and a random stand-in when a level or a bot module is missing."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

if TYPE_CHECKING:
    from beastybar_access.table.core import Table


class Bot(Protocol):
    """A turn-based computer player (see :mod:`beastybar_access.bots`)."""

    def choose(self, view: object, rng: random.Random) -> object: ...


@runtime_checkable
class LegalView(Protocol):
    """A seat's view that lists its legal actions (every turn-based game's)."""

    @property
    def legal(self) -> Sequence[object]: ...


class RandomBot:
    """A uniformly random legal action, from the generator it is given."""

    def __init__(self, level: str = "random") -> None:
        self.level = level

    def choose(self, view: object, rng: random.Random) -> object:
        if not isinstance(view, LegalView):
            raise TypeError(f"a {type(view).__name__} lists no legal actions")
        legal = view.legal
        return legal[rng.randrange(len(legal))]


def make_bot(game: str, level: str, seed: int) -> Bot:
    """The bots package's computer player of ``level`` for ``game``; a :class:`RandomBot` when the
    package is missing or has no such player."""
    try:
        from beastybar_access.bots import make_bot as make
    except ImportError:
        return RandomBot(level)
    try:
        bot: Bot = make(game, level, seed)
    except Exception:  # a game without computer players of this level yet: random legal moves
        return RandomBot(level)
    return bot


def bot_levels() -> tuple[str, ...]:
    """The computer players' levels offered in a set-up."""
    try:
        from beastybar_access.bots import LEVELS
    except ImportError:
        return ("easy", "normal", "hard")
    return tuple(LEVELS)


class Thinker(Protocol):
    """Somewhere else to decide (the server's process pool, :mod:`beastybar_access.net.pool`)."""

    def handles(self, level: str) -> bool: ...

    async def decide(self, game: str, level: str, bot_seed: int, rng_seed: int,
                     view: object) -> object | None:
        """The action, or None: then a cheaper level (``CHEAPER``) decides here."""


CHEAPER: dict[str, str] = {"hard": "normal", "normal": "easy", "easy": "random"}
"""The level that decides when a :class:`Thinker` gives no answer in time."""


class ComputerChooser:
    """A computer player deciding for ``seat``: it waits ``pace(seat)`` seconds (so that the people at the
    table can follow), then thinks in a worker thread (the table's loop stays free: keys are answered
    meanwhile), or with ``thinker`` (for the levels it handles) elsewhere. A faulty bot never stops the
    game: a random legal action is taken instead."""

    def __init__(self, table: Table, seat: int, *, bot: Bot | None = None,
                 pace: Callable[[int], float] | None = None, thinker: Thinker | None = None) -> None:
        self.table = table
        self.seat = seat
        self._bot = bot
        self.pace = pace
        self.thinker = thinker

    @property
    def bot(self) -> Bot:
        if self._bot is None:
            table = self.table
            kind = table.seats[self.seat].kind
            try:
                self._bot = make_bot(table.game, kind, table.bot_seed(self.seat))
            except Exception:  # no computer player of this level for this game: random legal moves
                self._bot = RandomBot(kind)
        return self._bot

    async def choose(self, view: object) -> object:
        if self.pace is not None:  # (a pause of 0 still lets the loop answer the keys waiting)
            await asyncio.sleep(max(0.0, self.pace(self.seat)))
        table = self.table
        level = table.seats[self.seat].kind
        if self.thinker is not None and self._bot is None and self.thinker.handles(level):
            with contextlib.suppress(Exception):  # nothing usable: the cheaper level below
                action = await self.thinker.decide(table.game, level, table.bot_seed(self.seat),
                                                   table.rng_seed(self.seat), view)
                if action is not None:
                    table.check(action)
                    return action
            return await self._decide(make_bot(table.game, CHEAPER.get(level, "random"),
                                               table.bot_seed(self.seat)), view)
        return await self._decide(self.bot, view)

    async def _decide(self, bot: Bot, view: object) -> object:
        rng = self.table.rng_for(self.seat)
        loop = asyncio.get_running_loop()
        try:
            action = await loop.run_in_executor(None, bot.choose, view, rng)
            self.table.check(action)
        except Exception:  # a faulty bot must not stop the people's game: a random legal move instead
            action = RandomBot().choose(view, rng)
        return action

    def refused(self, error: ValueError) -> None:
        """Nothing to tell: the next :meth:`choose` falls back to a random legal action if need be."""


__all__ = ["CHEAPER", "Bot", "ComputerChooser", "RandomBot", "Thinker", "bot_levels", "make_bot"]
