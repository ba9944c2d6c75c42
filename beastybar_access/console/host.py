"""What the console's parts use of the console: written down, so that no part imports the console itself.

:mod:`.setup` (the set-up dialog) and a game's own set-up questions work with a
:class:`~beastybar_access.console.adapter.SetupHost` (written beside the adapter, which a game implements);
:mod:`.realtime` (a real-time game's session) with a :class:`SessionHost`. The console
(:class:`~beastybar_access.console.app.Console`) is both. The console and the real-time tutorial hold
their one overlay the same way (:class:`OverlayOwner`). So the console's modules import one another in
one direction only: ``app`` → ``setup``, ``realtime`` → ``host`` → ``adapter`` → ``choice``, ``settings``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from beastybar_access.console.adapter import Context, SetupHost
from beastybar_access.console.choice import ChoiceTexts, Chooser, Step
from beastybar_access.narration.lines import Line


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


class OverlayOwner:
    """The one overlay of a console (the game's :class:`~beastybar_access.console.app.Console` and the
    real-time tutorial's :class:`~beastybar_access.console.tutorial_realtime.RealtimeTutor`): a question
    above everything else, opened by :meth:`open_overlay`; its lines go through :meth:`_chooser_say`."""

    overlay: Chooser | None
    overlay_pauses: bool
    texts: ChoiceTexts

    def _chooser_say(self, line: Line, kind: str, follow: bool = False) -> None:
        raise NotImplementedError

    def open_overlay(self, step: Step, on_answer: Callable[[Any], None], pauses: bool = True) -> None:
        """A step above everything else (quit confirmation, settings menu); it replaces an open one.
        ``pauses``: a real-time game's clock stands while it is open (a game's own quick question, such
        as 4 Monkeys' refill-tile choice, does not stop it)."""

        chooser: Chooser
        self.overlay_pauses = pauses

        def done(value: Any) -> None:
            if self.overlay is chooser:
                self.overlay = None
            on_answer(value)

        chooser = Chooser(step, self._chooser_say, self.texts, done, cancellable=True)
        self.overlay = chooser
        chooser.start()


__all__ = ["OverlayOwner", "SessionHost", "SetupHost"]
