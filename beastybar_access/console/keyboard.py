"""The console's keys and questions: what a key press does, and the questions open for the keys.

:class:`Questions` is the stack of questions (a :class:`~beastybar_access.console.choice.Chooser`, or a
:class:`TextEntry` for a name) that the console's ``ask`` opens and that take the keys first; :class:`KeyPad`
hands one key press to the open question, else to its command in the key map
(:mod:`beastybar_access.console.commands`), else to the arrows' reading of the hand, and answers "where am
I" and "which card is this about". Both belong to one :class:`~beastybar_access.console.app.Console` and
know it through a written protocol (:class:`KeyHost`), not its class.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Protocol

from prompt_toolkit.keys import Keys

from beastybar_access.console.adapter import Context, GameAdapter
from beastybar_access.console.choice import ChoiceTexts, Chooser, Step
from beastybar_access.console.commands import BindingSet
from beastybar_access.console.flow import Program
from beastybar_access.console.keys import BACK_KEYS, DIGIT_KEYS, ENTER_KEYS, KeyMap, key_label
from beastybar_access.console.realtime import SessionBase
from beastybar_access.console.seat import Seating
from beastybar_access.console.terminal import Terminal
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, Outputs
from beastybar_access.presenter import Presenter

NAV_KEYS = frozenset({"left", "right", "up", "down", "home", "end", " ", "p", *ENTER_KEYS, *BACK_KEYS,
                      *DIGIT_KEYS})
_IGNORED = frozenset({Keys.CPRResponse.value, Keys.Ignore.value, Keys.Vt100MouseEvent.value,
                      Keys.WindowsMouseEvent.value, Keys.BracketedPaste.value, Keys.ScrollUp.value,
                      Keys.ScrollDown.value})


class ConsoleExtension(Program, Protocol):
    """What a console plays besides a table of its own (online play:
    :class:`~beastybar_access.console.online.OnlinePlay`), plugged in as its ``extension``: its program,
    its keys, its own "where am I" and what a key that plays says while the move is on its way."""

    def bindings(self) -> BindingSet:
        """More keys, merged over the console's."""
        ...

    def key(self, key: str) -> bool:
        """A key for the extension first (True: taken)."""
        ...

    def lobby_lines(self, overlay: bool = True) -> list[Line] | None:
        """Where the person is when it is not at a game (None: at the game)."""
        ...

    def waiting_line(self) -> Line | None:
        """What a key that plays says while the move is on its way (None: the usual)."""
        ...

    def context(self) -> Context | None:
        """The seat's context, when the extension's table gives it."""
        ...


class TypingHost(Protocol):
    """What typing a text uses of the console: its say and its terminal's echo."""

    terminal: Terminal | None

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...


class TextEntry:
    """Typing a short text (a name): printable keys are text, Backspace rubs out, Enter ends."""

    def __init__(self, console: TypingHost, prompt: Line, default: str, on_done: Callable[[str], None],
                 limit: int = 30) -> None:
        self.console = console
        self.limit = limit
        self.prompt = prompt
        self.default = default
        self.text = ""
        self.on_done = on_done
        self.finished = False

    def start(self) -> None:
        self.console.say(self.prompt)

    def where(self) -> list[Line]:
        return [self.prompt]

    def key(self, key: str) -> bool:
        term = self.console.terminal
        if len(key) == 1 and key.isprintable():
            if len(self.text) < self.limit:
                self.text += key
                if term is not None:
                    term.echo(key)
            return True
        if key == "c-h":
            if self.text:
                self.text = self.text[:-1]
                if term is not None:
                    term.rub_out()
            return True
        if key in ENTER_KEYS or key == "escape":
            if term is not None:
                term.end_typing()
            self.finished = True
            value = self.text.strip() if key in ENTER_KEYS else ""
            self.on_done(value or self.default)
            return True
        return False


class Questions:
    """The questions open for the keys, the newest on top (see the module's docstring)."""

    def __init__(self, say: Callable[[Line, str, bool], None], texts: Callable[[], ChoiceTexts],
                 release_held: Callable[[], None]) -> None:
        self._say = say
        self._texts = texts
        self._release_held = release_held
        self.modes: list[Chooser | TextEntry] = []

    def top(self) -> Chooser | TextEntry | None:
        return self.modes[-1] if self.modes else None

    async def ask(self, step: Step[object], cancellable: bool = False,
                  rebuild: Callable[[], Step[object]] | None = None) -> object:
        """Open ``step`` for the keys; return the answer (None if cancelled).

        ``rebuild`` makes the step again: when the language or the verbosity changes meanwhile, the open
        question is renewed with it (:meth:`Chooser.renew`)."""
        return await self.answer(
            lambda done: Chooser(step, self._say, self._texts(), done, cancellable, rebuild))

    def renew(self) -> None:
        for mode in self.modes:
            if isinstance(mode, Chooser):
                mode.renew()

    async def answer(self, make: Callable[[Callable[[object], None]], Chooser | TextEntry]) -> object:
        """Put the mode ``make(done)`` on top of the keys until it calls ``done(answer)``."""
        future: asyncio.Future[object] = asyncio.get_running_loop().create_future()

        def done(value: object) -> None:
            if mode in self.modes:  # at once: the next key of the same burst goes past it
                self.modes.remove(mode)
            if not future.done():
                future.set_result(value)

        mode = make(done)
        self.modes.append(mode)
        try:
            mode.start()
            self._release_held()  # keys typed before it opened are its keys
            return await future
        finally:
            if mode in self.modes:
                self.modes.remove(mode)


class KeyHost(Protocol):
    """What the key pad uses of its console."""

    outputs: Outputs
    session: SessionBase | None
    keymap: KeyMap
    texts: ChoiceTexts
    questions: Questions
    seating: Seating

    @property
    def overlay(self) -> Chooser | None: ...

    @property
    def extension(self) -> ConsoleExtension | None: ...

    @property
    def adapter(self) -> GameAdapter: ...

    @property
    def loc(self) -> Localizer: ...

    @property
    def presenter(self) -> Presenter: ...

    def context(self) -> Context | None: ...

    def line(self, msg_id: str, **args: object) -> Line: ...

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...

    def refuse(self, msg_id: str, **args: object) -> None: ...

    def _chooser_say(self, line: Line, kind: str, follow: bool = False) -> None: ...


class KeyPad:
    """One key press at a time, and the questions it asks about where the person is."""

    def __init__(self, host: KeyHost) -> None:
        self.host = host

    def handle_key(self, key: str) -> None:
        """One key press: the open choice first, then the commands; an unknown key says so."""
        c = self.host
        if c.extension is not None and c.extension.key(key):
            return
        if key in _IGNORED:
            return
        c.outputs.interrupt()
        top: Chooser | TextEntry | None = c.overlay or c.questions.top()
        if top is not None and top.key(key):
            if c.session is not None:
                c.session.after_key()
            return
        command = c.keymap.command_for(key)
        if command is not None:
            command.run()
        elif key in NAV_KEYS and c.session is not None:
            c.session.nav(key)
        elif key in NAV_KEYS:
            self._browse(key)
        else:
            c.refuse("ui-key-unbound", key=key_label(c.loc, key))
        if c.session is not None:
            c.session.after_key()

    def _browse(self, key: str) -> None:
        """Arrows and the like while nothing is asked: the hand, read only."""
        c = self.host
        ctx = c.context()
        if ctx is None or ctx.listener is None:
            c.refuse("ui-nothing-to-choose")
            return
        refusal = self.not_your_turn_line()
        step = c.adapter.browse_step(ctx, refusal)
        if step is None or not step.options:
            c.say(refusal, ALERT)
            return
        seating = c.seating
        step.focus = min(seating.browse_focus, len(step.options) - 1)
        step.fresh = seating.browse_fresh
        chooser = Chooser(step, c._chooser_say, c.texts, lambda _value: None)
        chooser.steps.append(step)
        chooser.key(key)
        seating.browse_focus, seating.browse_fresh = step.focus, step.fresh

    def not_your_turn_line(self) -> Line:
        extension = self.host.extension
        waiting = extension.waiting_line() if extension is not None else None
        return waiting or self.host.presenter.not_your_turn()

    def focused_subject(self) -> object:
        c = self.host
        top = c.overlay or c.questions.top()
        if isinstance(top, Chooser):
            subject = top.focused_subject()
            if subject is not None:
                return subject
        if c.session is not None:
            return c.session.focused_subject()
        ctx = c.context()
        if ctx is None or ctx.listener is None:
            return None
        step = c.adapter.browse_step(ctx, c.line("ui-nothing-to-choose"))
        if step is None or not step.options:
            return None
        return step.options[min(c.seating.browse_focus, len(step.options) - 1)].subject

    def where_lines(self, overlay: bool = True) -> list[Line]:
        """Whose turn it is and what the game waits for (the open question and its focused option)."""
        c = self.host
        extension = c.extension
        lobby = extension.lobby_lines(overlay) if extension is not None else None
        if lobby is not None:
            return lobby
        top = (c.overlay if overlay else None) or c.questions.top()
        ctx = c.context()
        if c.session is not None:
            return c.session.where_lines() + (top.where() if top is not None else [])
        lines: list[Line] = list(c.presenter.where(asking=True))
        if top is not None:
            lines = lines + top.where()
        elif ctx is not None and ctx.listener is not None and not ctx.over:
            lines = [*lines, self.not_your_turn_line()] if ctx.current != ctx.listener else lines
        waiting = extension.waiting_line() if extension is not None else None
        return [*lines, waiting] if waiting is not None and not c.questions.modes else lines


__all__ = ["NAV_KEYS", "ConsoleExtension", "KeyHost", "KeyPad", "Questions", "TextEntry", "TypingHost"]
