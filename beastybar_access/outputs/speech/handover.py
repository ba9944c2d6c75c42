"""A voice now, the better voice as soon as it answers: Linux's Speech Dispatcher behind espeak-ng.

Speech Dispatcher is the voice a Linux player already hears (Orca speaks through it), but a new client
can wait seconds for it (it lists every voice variant to each client: 2.6 to 11 s measured on a loaded
machine) or for ever (a socket nobody answers). So it is asked on a daemon thread of its own
(:class:`Pending`, with a time limit) while the game starts and speaks through the espeak-ng program
(:class:`Handover`); once it answers, the next message goes to it and espeak-ng is closed. When it fails
or misses its time limit, espeak-ng stays: start-up never waits for it and the game is never silent.

Threads: :class:`Pending` runs the factory on its own daemon thread and never redirects the standard
streams there (see :mod:`~beastybar_access.outputs.speech.quiet`); a back end that answers after the
:class:`Handover` was closed, or after the time limit, is closed on that thread. The switch itself happens
in :meth:`Handover.speak` (on the speech channel's thread), only when the voice in use is silent or the
new message interrupts it, so the two voices never talk at once.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Callable

from beastybar_access.outputs.speech.base import SpeechBackend, Voice


def _close_in_background(backend: object) -> None:
    """Close ``backend`` on a daemon thread (a close that hangs holds nobody)."""
    close = getattr(backend, "close", None)
    if callable(close):
        threading.Thread(target=_call, args=(close,), daemon=True, name="speech-close").start()


def _call(fn: Callable[[], object]) -> None:
    with contextlib.suppress(Exception):
        fn()


class Pending:
    """A back end being made on a daemon thread, with a time limit; :attr:`backend` once it answered in
    time, :attr:`failure` (technical text) once it failed or missed the limit."""

    def __init__(self, make: Callable[[], SpeechBackend], limit: float, name: str) -> None:
        self.limit = limit
        self.name = name
        self.deadline = time.monotonic() + limit
        self.backend: SpeechBackend | None = None
        self.failure: str | None = None
        self.done = threading.Event()
        self._lock = threading.Lock()
        self._abandoned = False
        self._make = make
        threading.Thread(target=self._run, name=name, daemon=True).start()

    def _run(self) -> None:
        backend: SpeechBackend | None = None
        failure: str | None = None
        try:
            backend = self._make()
        except Exception as exc:
            failure = str(exc) or type(exc).__name__
        with self._lock:
            late = self._abandoned or time.monotonic() > self.deadline
            if late and backend is not None:
                failure = f"{self.name} answered after {self.limit:g} s"
            elif backend is not None:
                self.backend = backend
            self.failure = failure
            self.done.set()
        if late and backend is not None:
            _call(backend.close)

    def wait(self, timeout: float) -> bool:
        """Wait at most ``timeout`` seconds (never past the time limit); whether it is done."""
        return self.done.wait(max(0.0, min(timeout, self.deadline - time.monotonic())))

    def expired(self) -> bool:
        return not self.done.is_set() and time.monotonic() > self.deadline

    def abandon(self) -> SpeechBackend | None:
        """Nobody will take the back end: one that comes later is closed there; one already made is
        returned (the caller closes it)."""
        with self._lock:
            self._abandoned = True
            backend, self.backend = self.backend, None
        return backend


class Handover:
    """Speaks through ``first`` until ``later`` (a :class:`Pending`) has a back end, then through that one.

    ``on_switch(backend)`` is called once the new back end speaks (on the channel's thread), so the owner
    can say which voice is in use. The rate set and the voice chosen carry over (a voice the new back end
    does not know leaves its default for the language).
    """

    def __init__(self, first: SpeechBackend, later: Pending,
                 on_switch: Callable[[SpeechBackend], None] | None = None) -> None:
        self.current: SpeechBackend = first
        self.name = first.name
        self.later: Pending | None = later
        self.on_switch = on_switch
        self.switched = False
        self._lock = threading.Lock()
        self._closed = False
        self._rate: int | None = None
        self._voice: str | None = None

    # what the channel and the settings read of the voice in use

    @property
    def has_rate(self) -> bool:
        return bool(getattr(self.current, "has_rate", False))

    @property
    def output_name(self) -> str:
        return str(getattr(self.current, "output_name", "") or "")

    @property
    def voice(self) -> str:
        return str(getattr(self.current, "voice", "") or "")

    def _take_later(self, interrupt: bool) -> None:
        """Switch to the later back end if it is ready and the voice in use may stop now."""
        later = self.later
        if later is None or not later.done.is_set():
            if later is not None and later.expired():
                self.later = None
            return
        if later.backend is None:  # it failed: stay
            self.later = None
            return
        if not interrupt and self.current.is_speaking():
            return  # the next message, when this one has been said
        new = later.abandon()
        self.later = None
        if new is None:
            return
        old, self.current = self.current, new
        self.name = new.name
        self.switched = True
        _call(old.silence)
        _close_in_background(old)
        if self._rate is not None:
            with contextlib.suppress(Exception):
                new.set_rate(self._rate)
        if self._voice is not None:  # the player's voice, if the new back end knows it
            with contextlib.suppress(Exception):
                new.set_voice(self._voice)
        if self.on_switch is not None:
            with contextlib.suppress(Exception):
                self.on_switch(new)

    # SpeechBackend

    def speak(self, text: str, interrupt: bool = False) -> None:
        with self._lock:
            if self._closed:
                return
            self._take_later(interrupt)
            backend = self.current
        backend.speak(text, interrupt)

    def silence(self) -> None:
        self.current.silence()

    def is_speaking(self) -> bool | None:
        return self.current.is_speaking()

    def set_rate(self, rate: int) -> None:
        self._rate = rate
        self.current.set_rate(rate)

    def set_voice(self, voice: str | None) -> None:
        self._voice = voice
        self.current.set_voice(voice)

    def voices(self) -> list[Voice]:
        return self.current.voices()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            later, self.later = self.later, None
        if later is not None:
            made = later.abandon()
            if made is not None:
                _close_in_background(made)
        self.current.close()


__all__ = ["Handover", "Pending"]
