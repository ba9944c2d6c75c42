"""What every output channel shares: the announcement, the channel protocol and the fan-out.

Game-agnostic: a game (or a network server later) builds :class:`Announcement` objects and hands them
to an :class:`Outputs`, which passes each one to every channel (screen, speech, braille display).
A failing channel never stops the game: its error is caught, reported once, and the other channels go on.
"""

from __future__ import annotations

import logging
import re
import threading
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

log = logging.getLogger(__name__)

EVENT = "event"
"""A game event: queued behind earlier events, never cut off by another event."""
NAVIGATION = "navigation"
"""The answer to a key (browsing a zone, reviewing history): interrupts current speech first."""
PROMPT = "prompt"
"""What the game waits for: queued like an event; a newer prompt replaces one not yet spoken."""
ALERT = "alert"
"""A refused key or action: interrupts current speech, like navigation."""

KINDS: frozenset[str] = frozenset({EVENT, NAVIGATION, PROMPT, ALERT})
INTERRUPTING_KINDS: frozenset[str] = frozenset({NAVIGATION, ALERT})
"""Kinds that silence current speech before they are spoken."""


@dataclass(frozen=True)
class Announcement:
    """One message for the player, in every form the channels need.

    ``text`` is plain words: the screen line and what speech says. ``braille`` is the same line with
    card identities as Unicode braille cells (U+2800–U+28FF); ``None`` means "same as text". ``kind`` is
    one of :data:`KINDS`; ``buffer`` names the history buffer the message belongs to.
    """

    text: str
    braille: str | None = None
    kind: str = EVENT
    buffer: str = "table"

    def __post_init__(self) -> None:
        if not isinstance(self.text, str):
            raise TypeError(f"Announcement.text must be str, not {type(self.text).__name__}")
        if self.braille is not None and not isinstance(self.braille, str):
            raise TypeError(f"Announcement.braille must be str or None, not {type(self.braille).__name__}")
        if self.kind not in KINDS:
            raise ValueError(f"unknown announcement kind {self.kind!r}; expected one of {sorted(KINDS)}")

    @property
    def interrupts(self) -> bool:
        """True for kinds that cut off current speech (navigation, alert)."""
        return self.kind in INTERRUPTING_KINDS


@runtime_checkable
class Channel(Protocol):
    """Something that shows or speaks announcements."""

    def announce(self, a: Announcement) -> None: ...

    def stop(self) -> None:
        """Stop speaking now (the "stop speech" key); a no-op for channels that do not speak."""
        ...

    def close(self) -> None: ...


# --- text helpers shared by the channels -------------------------------------------------------------

BRAILLE_FIRST = "\u2800"
BRAILLE_LAST = "\u28ff"
_BRAILLE_RE = re.compile("[\u2800-\u28ff]")
# CSI (ESC [ ... final), OSC (ESC ] ... BEL or ST), and the two-character escapes (ESC + one byte).
_ANSI_RE = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])")
_SPACES_RE = re.compile(r"\s+")


def has_braille(text: str) -> bool:
    """True if ``text`` contains any Unicode braille cell."""
    return _BRAILLE_RE.search(text) is not None


def strip_braille(text: str) -> str:
    """``text`` without Unicode braille cells (U+2800–U+28FF), whitespace tidied.

    Speech must never get them: speech engines read them as "braille pattern dots ...".
    """
    return _SPACES_RE.sub(" ", _BRAILLE_RE.sub(" ", text)).strip()


def one_line(text: str) -> str:
    """``text`` as one clean line: no escape sequences, no control characters, no line breaks.

    Escape sequences are removed; control characters, tabs and line/paragraph separators become spaces;
    runs of whitespace become one space. Braille cells are kept.
    """
    text = _ANSI_RE.sub("", text)
    cleaned = [
        " " if unicodedata.category(ch) in ("Cc", "Zl", "Zp") else ch
        for ch in text
    ]
    return _SPACES_RE.sub(" ", "".join(cleaned)).strip()


def speech_text(text: str) -> str:
    """What a speech back end may be given for ``text``: one line, braille cells removed."""
    return strip_braille(one_line(text))


# --- the fan-out --------------------------------------------------------------------------------------

ErrorHandler = Callable[[object, str, BaseException], None]
"""Called as ``handler(channel, operation, error)`` the first time a channel fails."""


class Outputs:
    """Passes each announcement to several channels.

    Each channel's failure is caught; the first failure of a channel is reported once to ``on_error``
    (and logged at debug level, which prints nothing unless logging is configured); later failures of
    the same channel are counted silently. The channel stays in place: it may recover.
    """

    def __init__(self, channels: Iterable[Channel] = (), on_error: ErrorHandler | None = None) -> None:
        self._lock = threading.Lock()
        self._channels: list[Channel] = list(channels)
        self._on_error = on_error
        self._reported: set[int] = set()
        self._failures: list[tuple[object, str, BaseException]] = []
        self._error_counts: dict[int, int] = {}
        self._closed = False

    @property
    def channels(self) -> tuple[Channel, ...]:
        with self._lock:
            return tuple(self._channels)

    @property
    def failures(self) -> tuple[tuple[object, str, BaseException], ...]:
        """The first failure of each channel that failed: ``(channel, operation, error)``."""
        with self._lock:
            return tuple(self._failures)

    def error_count(self, ch: object) -> int:
        """How many times ``ch`` has failed so far."""
        with self._lock:
            return self._error_counts.get(id(ch), 0)

    def add(self, ch: Channel) -> None:
        with self._lock:
            if not any(c is ch for c in self._channels):
                self._channels.append(ch)

    def remove(self, ch: Channel) -> None:
        """Take ``ch`` out of the fan-out (it is not closed: the caller owns it now)."""
        with self._lock:
            self._channels = [c for c in self._channels if c is not ch]

    def announce(self, a: Announcement) -> None:
        if self._closed:
            return
        for ch in self.channels:
            def announce_on(c: Channel = ch) -> None:
                c.announce(a)

            self._call(ch, "announce", announce_on)

    def interrupt(self) -> None:
        """A key was pressed: channels that speak cut current speech (see ``SpeechChannel.interrupt``)."""
        if self._closed:
            return
        for ch in self.channels:
            method = getattr(ch, "interrupt", None)
            if callable(method):
                self._call(ch, "interrupt", method)

    def stop(self) -> None:
        """The "stop speech" key: every channel stops speaking and drops what it had queued."""
        for ch in self.channels:
            self._call(ch, "stop", ch.stop)

    def close(self) -> None:
        """Close every channel (once)."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            channels = list(self._channels)
        for ch in channels:
            self._call(ch, "close", ch.close)

    def _call(self, ch: object, operation: str, fn: Callable[[], object]) -> None:
        try:
            fn()
        except Exception as exc:
            self._failed(ch, operation, exc)

    def _failed(self, ch: object, operation: str, exc: BaseException) -> None:
        with self._lock:
            key = id(ch)
            self._error_counts[key] = self._error_counts.get(key, 0) + 1
            first = key not in self._reported
            if first:
                self._reported.add(key)
                self._failures.append((ch, operation, exc))
        if not first:
            return
        log.debug("output channel %r failed in %s", ch, operation, exc_info=exc)
        if self._on_error is not None:
            try:
                self._on_error(ch, operation, exc)
            except Exception:
                log.debug("the on_error handler failed", exc_info=True)


class RecordingChannel:
    """A channel for tests: keeps every announcement and counts stops, interrupts and closes."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._announcements: list[Announcement] = []
        self.stops = 0
        self.interrupts = 0
        self.closed = False

    @property
    def announcements(self) -> list[Announcement]:
        with self._lock:
            return list(self._announcements)

    @property
    def texts(self) -> list[str]:
        return [a.text for a in self.announcements]

    def announce(self, a: Announcement) -> None:
        with self._lock:
            self._announcements.append(a)

    def interrupt(self) -> None:
        with self._lock:
            self.interrupts += 1

    def stop(self) -> None:
        with self._lock:
            self.stops += 1

    def close(self) -> None:
        with self._lock:
            self.closed = True

    def clear(self) -> None:
        with self._lock:
            self._announcements.clear()
