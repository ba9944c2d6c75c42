"""What the console's parts use of the console: written down, so that no part imports the console itself.

:mod:`.setup` (the set-up dialog) and a game's own set-up questions work with a
:class:`~beastybar_access.console.adapter.SetupHost` (written beside the adapter, which a game implements);
:mod:`.realtime` (a real-time game's session) with a :class:`SessionHost`. The console
(:class:`~beastybar_access.console.app.Console`) is both. The console and the real-time tutorial each
hold their one overlay in an :class:`Overlay`. So the console's modules import one another in one
direction only: ``app`` → ``setup``, ``realtime`` → ``host`` → ``adapter`` → ``choice``, ``settings``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from beastybar_access.console.adapter import Context, SetupHost
from beastybar_access.console.choice import ChoiceTexts, Chooser, Step
from beastybar_access.narration.lines import Line


class SessionHost(SetupHost, Protocol):
    """A console as a real-time session sees it: the table's context, the open overlay, the turn cue."""

    overlays: Overlay

    @property
    def quitting(self) -> bool:
        """The console is closing (the clock stays where the game was saved)."""
        ...

    def context(self) -> Context | None: ...

    def turn_cue(self) -> None: ...

    def open_overlay(self, step: Step[object], on_answer: Callable[[object], None],
                     pauses: bool = True) -> None:
        """A question above everything else (``pauses``: the clock stands while it is open)."""
        ...


class Overlay:
    """The one overlay of a console (the game's :class:`~beastybar_access.console.app.Console` and the
    real-time tutorial's :class:`~beastybar_access.console.tutorial_realtime.RealtimeTutor` each hold one):
    a question above everything else (:attr:`chooser`), opened by :meth:`open`; its lines go through
    ``say``, its words are ``texts()``."""

    def __init__(self, say: Callable[[Line, str, bool], None], texts: Callable[[], ChoiceTexts],
                 pauses: bool = True) -> None:
        self.say = say
        self.texts = texts
        self.chooser: Chooser | None = None
        """The question open above everything else, or None."""
        self.pauses = pauses
        """A real-time game's clock stands while :attr:`chooser` is open."""

    def open(self, step: Step[object], on_answer: Callable[[object], None], pauses: bool = True) -> None:
        """A step above everything else (quit confirmation, settings menu); it replaces an open one.
        ``pauses``: a real-time game's clock stands while it is open (a game's own quick question, such
        as 4 Monkeys' refill-tile choice, does not stop it)."""

        chooser: Chooser
        self.pauses = pauses

        def done(value: object) -> None:
            if self.chooser is chooser:
                self.chooser = None
            on_answer(value)

        chooser = Chooser(step, self.say, self.texts(), done, cancellable=True)
        self.chooser = chooser
        chooser.start()

    @property
    def holds_clock(self) -> bool:
        """A question is open that stops a real-time game's clock."""
        return self.chooser is not None and self.pauses

    def close_quick(self) -> None:
        """The round is over: a quick question of it (one that lets the clock run) goes with it."""
        if self.chooser is not None and not self.pauses:
            self.chooser = None


__all__ = ["Overlay", "SessionHost", "SetupHost"]
