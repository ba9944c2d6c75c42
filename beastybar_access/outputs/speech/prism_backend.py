"""Screen readers and system voices through prismatoid (the ``prism`` module).

One library reaches what the players use: NVDA, JAWS and the other Windows screen readers, SAPI 5 and
OneCore voices (Windows), VoiceOver and AVSpeech (macOS), Orca 49 or newer and Speech Dispatcher
(Linux). :class:`PrismBackend` takes either the first screen reader that is running
(``kind="screenreader"``) or the first system voice that has a voice for the language
(``kind="system"``), in prismatoid's order of preference.

Every library call runs on the back end's own daemon thread (:class:`~.worker.OwnerThread`): ``speak``,
``silence`` and ``braille`` hand the call over and return; ``is_speaking`` answers from what that thread
last saw; creation and ``close`` wait a bounded time. A call that has not returned after
:data:`STUCK_AFTER` seconds makes ``speak`` raise :class:`BackendStuck`, and the channel abandons the back
end.
"""

from __future__ import annotations

import contextlib
import importlib
import threading
import time
from types import ModuleType
from typing import Any

from beastybar_access.outputs.base import speech_text
from beastybar_access.outputs.speech.base import (
    RATE_MAX,
    SCREENREADER,
    SYSTEM,
    BackendStuck,
    BackendUnavailable,
    Voice,
    clamp_rate,
    voice_score,
)
from beastybar_access.outputs.speech.worker import OwnerThread

SCREEN_READER_IDS: tuple[str, ...] = (
    "NVDA", "JAWS", "VOICE_OVER", "ORCA", "ZDSR", "ZOOM_TEXT", "SYSTEM_ACCESS", "PC_TALKER",
    "SENSE_READER", "BOY_PC_READER", "WINDOW_EYES",
)
"""prismatoid's back ends that are screen readers (UI Automation notifications are not: they are there
whether or not a screen reader runs)."""
SYSTEM_VOICE_IDS: tuple[str, ...] = ("ONE_CORE", "SAPI", "AV_SPEECH", "SPEECH_DISPATCHER")
"""prismatoid's back ends that are voices of the system."""

STUCK_AFTER = 3.0
"""Seconds a library call may run before the back end counts as stuck."""
SPEAKING_GRACE = 0.5
"""Some screen readers report the start of speech a moment after taking the text."""
_ABANDONED: list[object] = []
"""Library objects whose back end hung: kept, so that no other thread ever frees them (freeing one calls
into the library, which may hang again)."""


def load_prism() -> ModuleType:
    """The ``prism`` module of prismatoid; :class:`BackendUnavailable` where it is not installed."""
    try:
        return importlib.import_module("prism")
    except Exception as exc:
        raise BackendUnavailable(f"prismatoid is not installed or cannot load: {type(exc).__name__}: {exc}"
                                 ) from exc


class PrismBackend:
    """A running screen reader or a system voice, through prismatoid (see the module notes).

    ``library`` replaces the ``prism`` module (tests); ``timeout`` bounds the opening. Raises
    :class:`BackendUnavailable` when nothing fits, with the reason of each candidate.
    """

    def __init__(self, lang: str = "cs", *, kind: str = SCREENREADER, timeout: float = 5.0,
                 library: ModuleType | None = None) -> None:
        if kind not in (SCREENREADER, SYSTEM):
            raise ValueError(f"kind must be {SCREENREADER!r} or {SYSTEM!r}, not {kind!r}")
        self.name = kind
        self.lang = lang
        self.output_name = ""
        self.supports_braille = False
        self.has_rate = False
        self._library = library
        self._lock = threading.Lock()
        self._pending = 0
        self._speaking = False
        self._spoke_at = 0.0
        self._can_tell = False
        self._can_stop = False
        self._closed = False
        self._voices: list[tuple[int, Voice]] = []
        self._voice_index: dict[str, int] = {}
        self._backend: Any = None
        self._context: Any = None
        self._owner = OwnerThread(f"prism-{kind}", idle=self._poll)
        try:
            self._owner.call(self._open, timeout)
        except BackendStuck:
            self._owner.close()
            raise BackendUnavailable(f"{self._label()} did not answer within {timeout:g} s") from None
        except BaseException:
            self._owner.close()
            raise

    def _label(self) -> str:
        return "the screen reader" if self.name == SCREENREADER else "the system voice"

    # --- on the owner thread -------------------------------------------------------------------------------

    def _open(self) -> None:
        prism = self._library or load_prism()
        context = prism.Context()
        wanted = SCREEN_READER_IDS if self.name == SCREENREADER else SYSTEM_VOICE_IDS
        ids = [getattr(prism.BackendId, n) for n in wanted if hasattr(prism.BackendId, n)]
        ids = [i for i in ids if context.exists(i)]
        ids.sort(key=lambda i: -int(context.priority_of(i)))
        notes: list[str] = []
        for backend_id in ids:
            label = str(context.name_of(backend_id))
            try:
                backend = context.create(backend_id)
            except Exception as exc:
                not_running = type(exc).__name__ == "PrismBackendNotAvailableError"
                notes.append(f"{label}: not running" if not_running
                             else f"{label}: {type(exc).__name__}: {exc}")
                continue
            try:
                problem = self._take(backend, label)
            except Exception as exc:
                problem = f"{type(exc).__name__}: {exc}"
            if problem is None:
                self._context = context
                return
            notes.append(f"{label}: {problem}")
            del backend
        if not ids:
            notes.append("prismatoid offers none here")
        what = "no active screen reader" if self.name == SCREENREADER else "no system voice"
        raise BackendUnavailable(f"{what} ({'; '.join(notes)})")

    def _take(self, backend: Any, label: str) -> str | None:
        """Check that ``backend`` can be used; keep it and return None, or return why not."""
        features = backend.features
        if not features.supports_speak:
            return "cannot speak"
        if self.name == SYSTEM:
            voices = self._list_voices(backend) if features.supports_count_voices else []
            if features.supports_count_voices and not voices:
                return f"no voice for language {self.lang!r}"
            self._voices = voices
            self._voice_index = {v.id: i for i, v in voices}
            if voices and features.supports_set_voice:
                backend.voice = voices[0][0]
        self._backend = backend
        self.output_name = label
        self.supports_braille = bool(features.supports_braille)
        self.has_rate = bool(features.supports_set_rate)
        self._can_tell = bool(features.supports_is_speaking)
        self._can_stop = bool(features.supports_stop)
        return None

    def _list_voices(self, backend: Any) -> list[tuple[int, Voice]]:
        scored: list[tuple[int, int, Voice]] = []
        for index in range(int(backend.voices_count)):
            name = str(backend.get_voice_name(index))
            try:
                language = str(backend.get_voice_language(index))
            except Exception:
                language = ""
            score = voice_score(self.lang, name, name, [language] if language else [])
            if score and name:
                scored.append((-score, index, Voice(name, name)))
        scored.sort(key=lambda t: (t[0], t[1]))
        return [(index, voice) for _, index, voice in scored]

    def _poll(self) -> float | None:
        """Idle: ask whether speech goes on (where the back end can tell); how soon to ask again."""
        with self._lock:
            speaking, spoke_at = self._speaking, self._spoke_at
        if not speaking or not self._can_tell or self._backend is None:
            return None
        now_speaking = bool(self._backend.speaking)
        if not now_speaking and time.monotonic() - spoke_at < SPEAKING_GRACE:
            now_speaking = True
        with self._lock:
            self._speaking = now_speaking
        return 0.05 if now_speaking else None

    # --- the back-end protocol (any thread) -----------------------------------------------------------

    def _post(self, fn: Any) -> None:
        if self._closed:
            return
        if self._owner.busy_for() > STUCK_AFTER:
            raise BackendStuck(f"{self.output_name or self._label()} has not answered for {STUCK_AFTER:g} s")
        self._owner.post(fn)

    def speak(self, text: str, interrupt: bool = False) -> None:
        text = speech_text(text)
        if not text:
            return
        backend = self._backend

        def run() -> None:
            try:
                backend.speak(text, interrupt)
            finally:
                with self._lock:
                    self._pending -= 1
                    self._speaking = True
                    self._spoke_at = time.monotonic()

        with self._lock:
            self._pending += 1
        try:
            self._post(run)
        except BackendStuck:
            with self._lock:
                self._pending -= 1
            raise

    def silence(self) -> None:
        with self._lock:
            self._speaking = False
        backend = self._backend
        if self._closed or backend is None or not self._can_stop:
            return
        with contextlib.suppress(BackendStuck):
            self._post(backend.stop)

    def braille(self, text: str) -> None:
        """Show ``text`` on the braille display (where the screen reader can)."""
        if self.supports_braille and text:
            backend = self._backend
            self._post(lambda: backend.braille(text))

    def set_rate(self, rate: int) -> None:
        if self.has_rate:
            backend = self._backend
            value = clamp_rate(rate) / RATE_MAX

            def run() -> None:
                backend.rate = value

            self._post(run)

    def set_voice(self, voice: str | None) -> None:
        if not self._voices:
            return
        index = self._voices[0][0] if voice is None else self._voice_index.get(voice)
        if index is None:
            return
        backend = self._backend

        def run() -> None:
            backend.voice = index

        self._post(run)

    def voices(self) -> list[Voice]:
        """A system voice's voices for the language, best first; a screen reader keeps its own: none."""
        return [v for _, v in self._voices]

    def is_speaking(self) -> bool | None:
        with self._lock:
            if self._pending:
                return True
            if not self._can_tell:
                return None
            return self._speaking

    def close(self, timeout: float = 0.5) -> None:
        """Let go of the library object on its own thread (waits at most ``timeout`` seconds for it)."""
        if self._closed:
            return
        self._closed = True

        def release() -> None:
            self._backend = None
            self._context = None

        try:
            self._owner.call(release, timeout)
        except Exception:
            _ABANDONED.append((self._backend, self._context))
        self._owner.close()
