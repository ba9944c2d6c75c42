"""A fake voice for tests: records what it is told and when (never chosen by the program itself)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from beastybar_access.outputs.speech.base import Voice, clamp_rate


@dataclass(frozen=True)
class BackendCall:
    """One call recorded by :class:`RecordingBackend`; ``at`` is ``time.monotonic()``."""

    op: str  # "speak", "silence", "rate", "voice", "close"
    text: str | None = None
    interrupt: bool = False
    value: object = None
    at: float = 0.0


class RecordingBackend:
    """A fake voice for tests: records what it is told and when.

    ``speak_delay`` makes ``speak`` itself slow (it sleeps before returning: a badly behaved back end);
    ``utterance_seconds`` is how long each text "sounds" (a number, or a function of the text), during
    which ``is_speaking()`` is True; ``report_speaking=False`` makes ``is_speaking()`` return None;
    ``voice_list`` is what ``voices()`` offers.
    """

    name = "recording"
    has_rate = True

    def __init__(
        self,
        *,
        speak_delay: float = 0.0,
        utterance_seconds: float | Callable[[str], float] = 0.0,
        report_speaking: bool = True,
        fail_on: Callable[[str], bool] | None = None,
        voice_list: Sequence[Voice] = (),
    ) -> None:
        self.speak_delay = speak_delay
        self.voice_list = list(voice_list)
        self.utterance_seconds = utterance_seconds
        self.report_speaking = report_speaking
        self.fail_on = fail_on
        self._cond = threading.Condition()
        self._calls: list[BackendCall] = []
        self._busy_until = 0.0
        self.rate: int | None = None
        self.voice: str | None = None
        self.closed = False

    @property
    def calls(self) -> list[BackendCall]:
        with self._cond:
            return list(self._calls)

    @property
    def spoken(self) -> list[str]:
        return [c.text or "" for c in self.calls if c.op == "speak"]

    @property
    def silences(self) -> int:
        return sum(1 for c in self.calls if c.op == "silence")

    def _record(self, call: BackendCall) -> None:
        with self._cond:
            self._calls.append(call)
            self._cond.notify_all()

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.speak_delay:
            time.sleep(self.speak_delay)
        if self.fail_on is not None and self.fail_on(text):
            raise RuntimeError(f"recording backend told to fail on {text!r}")
        seconds = self.utterance_seconds(text) if callable(self.utterance_seconds) else self.utterance_seconds
        now = time.monotonic()
        with self._cond:
            self._busy_until = now + seconds
            self._calls.append(BackendCall("speak", text, interrupt, at=now))
            self._cond.notify_all()

    def silence(self) -> None:
        now = time.monotonic()
        with self._cond:
            self._busy_until = 0.0
            self._calls.append(BackendCall("silence", at=now))
            self._cond.notify_all()

    def finish(self) -> None:
        """End the current utterance now, as if it had been spoken to the end."""
        with self._cond:
            self._busy_until = 0.0
            self._cond.notify_all()

    def set_rate(self, rate: int) -> None:
        self.rate = clamp_rate(rate)
        self._record(BackendCall("rate", value=self.rate, at=time.monotonic()))

    def set_voice(self, voice: str | None) -> None:
        self.voice = voice
        self._record(BackendCall("voice", value=voice, at=time.monotonic()))

    def is_speaking(self) -> bool | None:
        if not self.report_speaking:
            return None
        with self._cond:
            return time.monotonic() < self._busy_until

    def voices(self) -> list[Voice]:
        return list(self.voice_list)

    def close(self) -> None:
        self.closed = True
        self._record(BackendCall("close", at=time.monotonic()))

    def wait_for(self, predicate: Callable[[list[BackendCall]], bool], timeout: float = 2.0) -> bool:
        """Wait until ``predicate(calls)`` is true; False on timeout."""
        deadline = time.monotonic() + timeout
        with self._cond:
            while not predicate(list(self._calls)):
                left = deadline - time.monotonic()
                if left <= 0:
                    return False
                self._cond.wait(min(left, 0.05))
            return True
