"""What every speech back end shares: the protocol, the rate scale, voices, the codes, speech off.

Back-end codes (``BackendChoice.used`` and the names in ``BackendChoice.failures``):

``"screenreader"``
    A screen reader that is running (NVDA, JAWS, VoiceOver, Orca, and the others prismatoid reaches):
    :class:`~beastybar_access.outputs.speech.prism_backend.PrismBackend`, or on Linux an Orca that reads
    the console by itself (:class:`ConsoleReader`).
``"system"``
    A voice of the system, not a screen reader: SAPI 5 or OneCore (Windows), AVSpeech (macOS),
    Speech Dispatcher (Linux); also through prismatoid.
``"espeak-ng"``
    :class:`~beastybar_access.outputs.speech.espeak.EspeakNgBackend`: the program's own last-resort voice.
``"none"``
    :class:`NullBackend`: speech off.

Rate scale: every back end takes a rate from 0 to 100 (:data:`RATE_DEFAULT` 50 is the engine's normal
speed; 0 is about 80 words a minute, 100 about 450); :func:`rate_to_wpm` converts. Screen readers keep
the rate their user set: they ignore it (``has_rate`` is False).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

RATE_MIN = 0
RATE_MAX = 100
RATE_DEFAULT = 50

BACKEND_KINDS: tuple[str, ...] = ("auto", "screenreader", "tts", "none")
"""What a player can ask for ("tts": a voice without a screen reader)."""

SCREENREADER = "screenreader"
SYSTEM = "system"
ESPEAK_NG = "espeak-ng"
NONE = "none"
BACKEND_CODES: tuple[str, ...] = (SCREENREADER, SYSTEM, ESPEAK_NG, NONE)

READING_CHOICES: tuple[str, ...] = ("program", "console")
"""Who speaks the messages when a screen reader runs: ``"program"`` hands each one to the screen reader
(which should then not read new console text itself), ``"console"`` leaves the screen reader to read
the console lines by itself (the program hands it nothing)."""


class BackendUnavailable(Exception):
    """This back end cannot be used here; ``str(exc)`` is the technical reason (not for players)."""


class BackendStuck(Exception):
    """A back end did not return from a call in time; it is abandoned (``str(exc)`` says which call)."""


@runtime_checkable
class SpeechBackend(Protocol):
    """What :class:`~beastybar_access.outputs.speech.channel.SpeechChannel` needs from a voice.

    Rules every implementation keeps:

    * ``speak`` returns promptly (it hands the text over; it does not wait for the speech).
      ``interrupt=True`` silences current speech first; ``False`` queues after it.
    * ``silence`` and ``is_speaking`` may be called from any thread and return at once (they never wait
      for a library or a process: the channel calls them with its lock held).
    * ``is_speaking`` is ``True`` from the moment ``speak`` returns until the text is done or silenced;
      it returns ``None`` when the back end cannot tell (then the caller estimates).
    * ``set_rate`` takes 0..100 (see :func:`rate_to_wpm`); ``set_voice`` takes a back-end voice id or
      ``None`` for the default of the language.
    * ``voices`` lists the :class:`Voice` objects the player may choose for the back end's language
      (best first; empty when the back end offers no choice, e.g. a screen reader keeps its own voice).
    * ``close`` returns within about a second, whatever the library does.
    * nothing is printed, ever.
    """

    name: str

    def voices(self) -> list[Voice]: ...

    def speak(self, text: str, interrupt: bool = False) -> None: ...

    def silence(self) -> None: ...

    def set_rate(self, rate: int) -> None: ...

    def set_voice(self, voice: str | None) -> None: ...

    def is_speaking(self) -> bool | None: ...

    def close(self) -> None: ...


def clamp_rate(rate: int) -> int:
    return max(RATE_MIN, min(RATE_MAX, int(rate)))


def rate_to_wpm(rate: int) -> int:
    """0..100 to words per minute: 0 → 80, 50 → 175 (normal), 100 → 450."""
    r = clamp_rate(rate)
    if r <= 50:
        return round(80 + r * 95 / 50)
    return round(175 + (r - 50) * 275 / 50)


# --- voice choice ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Voice:
    """A voice a back end offers: ``id`` is what ``set_voice`` takes, ``name`` how it is presented."""

    id: str
    name: str


_LANGUAGE_NAMES = {"cs": ("czech", "čeština", "cestina"), "en": ("english",)}
_TOKEN_RE = re.compile(r"[a-z0-9]+")


def _norm_lang(tag: str) -> str:
    return tag.strip().lower().replace("_", "-")


def voice_score(lang: str, voice_id: str, name: str = "", languages: Iterable[object] = ()) -> int:
    """How well a voice fits ``lang`` (0: not at all). Higher is better.

    4: a language tag equals ``lang``; 3: the id's last path part is ``lang`` ("zlw/cs");
    2: a language tag starts with ``lang-`` ("cs-CZ") or ``lang`` is a word of the id or name
    ("TTS_MS_CS-CZ_JAKUB"); 1: the language's name is in the voice name ("Microsoft Jakub - Czech").
    Words are compared whole, so "ccs/ka" (Georgian) does not count as Czech.
    """
    lang = _norm_lang(lang).split("-")[0]
    tags: list[str] = []
    for item in languages:
        if isinstance(item, bytes):
            item = item.decode("utf-8", errors="ignore")
        tags.append(_norm_lang(str(item)))
    if lang in tags:
        return 4
    last = re.split(r"[/\\]", voice_id.lower())[-1]
    if last == lang:
        return 3
    if any(t.startswith(lang + "-") for t in tags):
        return 2
    words = set(_TOKEN_RE.findall(voice_id.lower())) | set(_TOKEN_RE.findall(name.lower()))
    if lang in words:
        return 2
    lowered = name.lower()
    if any(n in lowered for n in _LANGUAGE_NAMES.get(lang, ())):
        return 1
    return 0


def find_voice(voices: Iterable[Any], lang: str) -> str | None:
    """The id of the best voice for ``lang`` among voice objects (``.id``, ``.name``, ``.languages``),
    or ``None``. The first of equally good voices wins."""
    best: tuple[int, str] | None = None
    for v in voices:
        vid = str(getattr(v, "id", "") or "")
        score = voice_score(lang, vid, str(getattr(v, "name", "") or ""), getattr(v, "languages", None) or ())
        if score and (best is None or score > best[0]):
            best = (score, vid)
    return best[1] if best else None


# --- speech off ----------------------------------------------------------------------------------------


class NullBackend:
    """Speech off: accepts everything, says nothing."""

    name = NONE
    has_rate = False

    def speak(self, text: str, interrupt: bool = False) -> None:
        pass

    def silence(self) -> None:
        pass

    def set_rate(self, rate: int) -> None:
        pass

    def set_voice(self, voice: str | None) -> None:
        pass

    def is_speaking(self) -> bool | None:
        return False

    def voices(self) -> list[Voice]:
        return []

    def close(self) -> None:
        pass


class ConsoleReader(NullBackend):
    """A screen reader that runs but takes no text from programs (Orca before version 49 on Linux): it
    reads the console lines by itself, so the program must not speak them too. Says nothing."""

    name = SCREENREADER
    reads_console_only = True

    def __init__(self, output_name: str) -> None:
        self.output_name = output_name
