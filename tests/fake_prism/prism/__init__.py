"""A stand-in for prismatoid's ``prism`` module, for tests only: the same names the program uses
(``Context``, ``BackendId``, a back end's ``speak``/``stop``/``braille``/``speaking``/``rate``/``voice``/
``features``), with screen readers that "run" or not and calls that hang on demand.

In a test process, load a fresh copy with :func:`tests.speech_fakes.fake_prism` and set ``SETTINGS``.
For a real program started by a test, put this folder first on ``PYTHONPATH`` and configure it by
environment variables: ``FAKE_PRISM_RUNNING`` (comma-separated names: ``NVDA``, ``Speech Dispatcher`` ...),
``FAKE_PRISM_HANG`` (comma-separated: ``context``, ``create`` or ``create:NAME``, ``speak``, ``stop``,
``close``) and
``FAKE_PRISM_LOG`` (a file that gets each spoken text on a line).
"""

from __future__ import annotations

import enum
import os
import threading
from dataclasses import dataclass, field


class PrismError(Exception):
    """Base class, as in prismatoid."""


class PrismBackendNotAvailableError(PrismError, RuntimeError):
    """The back end's program or service is not running."""


class BackendId(enum.IntEnum):
    NVDA = 1
    JAWS = 2
    VOICE_OVER = 3
    ORCA = 4
    SAPI = 5
    ONE_CORE = 6
    AV_SPEECH = 7
    SPEECH_DISPATCHER = 8
    UIA = 9


NAMES = {BackendId.NVDA: "NVDA", BackendId.JAWS: "JAWS", BackendId.VOICE_OVER: "VoiceOver",
         BackendId.ORCA: "Orca", BackendId.SAPI: "SAPI", BackendId.ONE_CORE: "OneCore",
         BackendId.AV_SPEECH: "AVSpeech", BackendId.SPEECH_DISPATCHER: "Speech Dispatcher",
         BackendId.UIA: "UIA"}
PRIORITY = {BackendId.NVDA: 100, BackendId.JAWS: 99, BackendId.VOICE_OVER: 98, BackendId.ORCA: 97,
            BackendId.ONE_CORE: 60, BackendId.SAPI: 50, BackendId.AV_SPEECH: 55,
            BackendId.SPEECH_DISPATCHER: 40, BackendId.UIA: 200}
SCREEN_READERS = {BackendId.NVDA, BackendId.JAWS, BackendId.VOICE_OVER, BackendId.ORCA}


def _words(value: str) -> set[str]:
    return {w.strip() for w in value.split(",") if w.strip()}


@dataclass
class Settings:
    running: set[str] = field(default_factory=set)
    hang: set[str] = field(default_factory=set)
    voices: list[tuple[str, str]] = field(default_factory=lambda: [
        ("English (espeak-ng)", "en"), ("Czech (espeak-ng)", "cs"), ("Czech+Adam (espeak-ng)", "cs")])
    log: str | None = None

    @classmethod
    def from_env(cls) -> Settings:
        env = os.environ.get
        return cls(_words(env("FAKE_PRISM_RUNNING", "")), _words(env("FAKE_PRISM_HANG", "")),
                   log=env("FAKE_PRISM_LOG") or None)


SETTINGS = Settings.from_env()
NEVER = threading.Event()
"""Never set: a call that "hangs" waits on it."""
made: list[Backend] = []


def _hang(where: str) -> None:
    if where in SETTINGS.hang:
        NEVER.wait()


@dataclass(frozen=True)
class BackendFeatures:
    supports_speak: bool = True
    supports_braille: bool = False
    supports_is_speaking: bool = False
    supports_stop: bool = True
    supports_set_rate: bool = False
    supports_count_voices: bool = False
    supports_set_voice: bool = False


class Backend:
    def __init__(self, backend_id: BackendId) -> None:
        self.id = backend_id
        self.name = NAMES[backend_id]
        self.rate = 0.5
        self.voice = 0
        self.spoken: list[tuple[str, bool]] = []
        self.brailled: list[str] = []
        self.stops = 0
        self.thread_ids: set[int] = set()
        screen_reader = backend_id in SCREEN_READERS
        self.features = BackendFeatures(
            supports_braille=backend_id in (BackendId.NVDA, BackendId.JAWS),
            supports_is_speaking=backend_id == BackendId.JAWS,
            supports_set_rate=not screen_reader, supports_count_voices=not screen_reader,
            supports_set_voice=not screen_reader)

    def speak(self, text: str, interrupt: bool = False) -> None:
        self.thread_ids.add(threading.get_ident())
        if not text:
            raise ValueError("Text MUST NOT be empty")
        _hang("speak")
        self.spoken.append((text, interrupt))
        if SETTINGS.log:
            with open(SETTINGS.log, "a", encoding="utf-8") as f:
                f.write(text + "\n")

    def stop(self) -> None:
        _hang("stop")
        self.stops += 1

    def braille(self, text: str) -> None:
        self.brailled.append(text)

    @property
    def speaking(self) -> bool:
        return False

    @property
    def voices_count(self) -> int:
        return len(SETTINGS.voices)

    def get_voice_name(self, index: int) -> str:
        return SETTINGS.voices[index][0]

    def get_voice_language(self, index: int) -> str:
        return SETTINGS.voices[index][1]

    def __del__(self) -> None:
        _hang("close")


class Context:
    def __init__(self) -> None:
        _hang("context")

    def exists(self, backend_id: BackendId) -> bool:
        return backend_id in NAMES

    def name_of(self, backend_id: BackendId) -> str:
        return NAMES[backend_id]

    def priority_of(self, backend_id: BackendId) -> int:
        return PRIORITY[backend_id]

    def create(self, backend_id: BackendId) -> Backend:
        _hang("create")
        _hang(f"create:{NAMES[backend_id]}")
        if NAMES[backend_id] not in SETTINGS.running:
            raise PrismBackendNotAvailableError("Backend not available")
        backend = Backend(backend_id)
        made.append(backend)
        return backend
