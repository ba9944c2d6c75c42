"""What the console's parts use of the console: written down, so that no part imports the console itself.

:mod:`.setup` (the set-up dialog) and a game's own set-up questions work with a
:class:`~beastybar_access.console.adapter.SetupHost` (written beside the adapter, which a game implements);
:mod:`.realtime` (a real-time game's session) with a :class:`SessionHost`. The console
(:class:`~beastybar_access.console.app.Console`) is both. So the console's modules import one another in
one direction only: ``app`` → ``setup``, ``realtime`` → ``host`` → ``adapter`` → ``choice``, ``settings``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from beastybar_access.console.adapter import Context, SetupHost
from beastybar_access.console.choice import Chooser, Step


class SessionHost(SetupHost, Protocol):
    """A console as a real-time session sees it: the table's context, the open overlay, the turn cue."""

    overlay: Chooser | None
    overlay_pauses: bool

    @property
    def quitting(self) -> bool:
        """The console is closing (the clock stays where the game was saved)."""
        ...

    def context(self) -> Context | None: ...

    def turn_cue(self) -> None: ...

    def open_overlay(self, step: Step, on_answer: Callable[[Any], None], pauses: bool = True) -> None:
        """A question above everything else (``pauses``: the clock stands while it is open)."""
        ...


__all__ = ["SessionHost", "SetupHost"]
