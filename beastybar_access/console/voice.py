"""The console's outputs and history buffers (issue 23, the Terminal): every line a console says goes
through its :class:`Voice`, which announces it on every channel (screen, speech, braille), keeps it in the
history buffer it belongs to, shows the prompt after it, and rings the turn's cue or plays the sound cues.

The Voice knows the console through :class:`VoiceHost` (its devices and settings, the words, the buffer
of what is said now); the console composes it (``console.voice``) and keeps ``say`` and its kin as the
surface its parts use.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import Protocol

from prompt_toolkit.input import Input

from beastybar_access.console.history import History
from beastybar_access.console.settings import Settings
from beastybar_access.console.terminal import Terminal
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, PROMPT, Announcement, Cues, Outputs

TABLE = "table"
"""The history buffer of what everyone at the keyboard may hear again."""


class VoiceHost(Protocol):
    """What the Voice uses of its console: the channels and devices, the settings, the words."""

    outputs: Outputs
    settings: Settings
    input: Input | None
    terminal: Terminal | None
    sound: Cues | None
    cue: str

    @property
    def quitting(self) -> bool: ...

    def line(self, msg_id: str, **args: object) -> Line: ...


class Voice:
    """A console's outputs and its history: ``say`` a line on every channel (game events and prompts are
    kept in :attr:`history`, in the buffer ``buffer()`` names now), the prompt shown after it, the turn's
    cue and the sound cues. ``visible`` is which history entries the person at the keyboard may hear
    again (a shared keyboard's)."""

    def __init__(self, host: VoiceHost, buffer: Callable[[], str],
                 visible: Callable[[Announcement], bool] | None = None) -> None:
        self.host = host
        self.buffer = buffer
        self.history = History(visible=visible)
        """What was said, reviewable by keys (the table's buffer, a person's own at a shared keyboard)."""
        self.last_group: list[Announcement] = []
        """The last group said: the lines said together (one move, a question and its first option, an
        answer to a key); the repeat key says them again."""
        self._group_open = False
        self._close_pending = False
        self.loop: asyncio.AbstractEventLoop | None = None
        """The console's running loop (None: not running; the prompt is shown at once)."""
        self._prompt_pending = False
        self._sound_broken_said = False

    @property
    def last(self) -> Announcement | None:
        """The last thing said."""
        return self.last_group[-1] if self.last_group else None

    @last.setter
    def last(self, a: Announcement | None) -> None:
        """Said on its own (outside :meth:`say`): the group is that line."""
        self.last_group = [] if a is None else [a]

    def _remember(self, a: Announcement) -> None:
        """``a`` joins the group being said, or begins one: a group is what is said in one go, without the
        loop turning in between (the lines of one move, a question and its focus)."""
        if self._group_open:
            self.last_group.append(a)
            return
        self.last_group = [a]
        loop = self.loop
        if loop is not None and loop.is_running():
            self._group_open = self._close_pending = True
            loop.call_soon(self._close_group)

    def _close_group(self) -> None:
        self._group_open = self._close_pending = False

    def heard_before(self, said: Sequence[Announcement]) -> None:
        """Announced by the caller before the console was made: into the history."""
        for a in said:
            self.history.add(a)
        if said:
            self.last_group = list(said)

    def announcement(self, line: Line, kind: str, buffer: str = TABLE) -> Announcement:
        braille = line.braille if self.host.settings.braille == "lines" else None
        return Announcement(line.text, braille, kind, buffer)

    def say(self, line: Line, kind: str = EVENT, *, record: bool | None = None) -> None:
        """Announce ``line`` on every channel. Game events and prompts also go to the history
        (``record``); answers to review keys and refusals do not."""
        a = self.announcement(line, kind, self.buffer())
        self.host.outputs.announce(a)
        if record if record is not None else kind in (EVENT, PROMPT):
            self.history.add(a)
        else:
            self.history.behind = True
        self._remember(a)
        self.prompt_soon()

    def say_all(self, lines: Sequence[Line], kind: str = NAVIGATION) -> None:
        """The first line as ``kind`` (navigation cuts off speech), the others queued behind it; one group
        for the repeat key."""
        answer = kind in (NAVIGATION, ALERT)
        held = self._group_open
        for i, line in enumerate(lines):
            if i == 0 or not answer:
                self.say(line, kind)
            else:
                self.say(line, EVENT, record=False)
            self._group_open = True  # the rest join the first line's group
        self._group_open = held or self._close_pending

    def keep(self, line: Line, buffer: str = TABLE) -> None:
        """Put ``line`` into the history buffer ``buffer`` unspoken (heard again by the history keys)."""
        self.history.add(self.announcement(line, EVENT, buffer))

    def prompt_soon(self) -> None:
        host = self.host
        if host.terminal is None or self._prompt_pending or host.input is None or host.quitting:
            return
        self._prompt_pending = True
        if self.loop is not None:
            self.loop.call_soon(self._show_prompt)
        else:
            self._show_prompt()

    def _show_prompt(self) -> None:
        self._prompt_pending = False
        if self.host.terminal is not None and not self.host.quitting:
            self.host.terminal.show_prompt()

    def turn_cue(self) -> None:
        """The person's turn begins: the short sound, else the terminal bell (see ``outputs/cue.py``)."""
        host = self.host
        if host.cue == "off" or host.input is None:
            return
        if host.cue == "sound" and host.sound is not None:
            if host.sound.play():
                return
            self.say_sound_broken()
        if host.terminal is not None:
            host.terminal.bell()

    def play_cues(self, names: Sequence[str]) -> None:
        """Sound cues (an animal enters the bar, a card drawn, ...; see ``narration/cues.py``), with the
        sound setting only: the bell rings for the turn alone."""
        host = self.host
        if host.cue != "sound" or host.sound is None or host.input is None:
            return
        if names and not host.sound.play(*names):
            self.say_sound_broken()

    def say_sound_broken(self) -> None:
        """The sound device stopped working: said once."""
        sound = self.host.sound
        if sound is not None and sound.broken and not self._sound_broken_said:
            self._sound_broken_said = True
            self.say(self.host.line("ui-cue-sound-broken"), EVENT, record=False)


__all__ = ["TABLE", "Voice", "VoiceHost"]
