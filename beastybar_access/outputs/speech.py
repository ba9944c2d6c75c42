"""Speech back ends: the player's screen reader, the program's own voice, or none.

Every back end follows :class:`SpeechBackend`. None of them prints anything: library output during
import and creation is captured (:func:`~beastybar_access.outputs.quiet.quiet`), and child processes
get no terminal. :func:`create_backend` picks one and says which, with the technical reasons of the
ones that could not be used, as codes rather than sentences (the sentences live in ``locales/``).

Back-end codes (``BackendChoice.used`` and the names in ``BackendChoice.failures``):

``"screenreader"``
    :class:`ScreenReaderBackend`, through accessible_output2: NVDA, JAWS (and the other Windows screen
    readers it knows), VoiceOver on macOS, speech-dispatcher on Linux (only when it can be reached).
    With ``kind="screenreader"`` also the system voices it wraps (SAPI 5).
``"espeak-ng"``
    :class:`EspeakNgBackend`: the ``espeak-ng`` program, one process per utterance, killed to interrupt.
``"pyttsx3"``
    :class:`TtsBackend`: pyttsx3 (SAPI 5 on Windows, NSSpeechSynthesizer on macOS, libespeak-ng on Linux).
``"none"``
    :class:`NullBackend`: speech off.

Rate scale: every back end takes a rate from 0 to 100 (:data:`RATE_DEFAULT` 50 is the engine's normal
speed; 0 is about 80 words a minute, 100 about 450); :func:`rate_to_wpm` converts. Screen readers keep
the rate their user set: they ignore it.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import importlib.util
import inspect
import itertools
import os
import re
import shutil
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from beastybar_access.outputs.base import speech_text
from beastybar_access.outputs.quiet import quiet

RATE_MIN = 0
RATE_MAX = 100
RATE_DEFAULT = 50

BACKEND_KINDS: tuple[str, ...] = ("auto", "screenreader", "tts", "none")
"""What a player can ask for."""

SCREENREADER = "screenreader"
ESPEAK_NG = "espeak-ng"
PYTTSX3 = "pyttsx3"
NONE = "none"


class BackendUnavailable(Exception):
    """This back end cannot be used here; ``str(exc)`` is the technical reason (not for players)."""


@runtime_checkable
class SpeechBackend(Protocol):
    """What :class:`~beastybar_access.outputs.speech_channel.SpeechChannel` needs from a voice.

    Rules every implementation keeps:

    * ``speak`` returns promptly (it hands the text over; it does not wait for the speech).
      ``interrupt=True`` silences current speech first; ``False`` queues after it.
    * ``silence`` may be called from any thread and returns promptly.
    * ``is_speaking`` is ``True`` from the moment ``speak`` returns until the text is done or silenced;
      it returns ``None`` when the back end cannot tell (then the caller estimates).
    * ``set_rate`` takes 0..100 (see :func:`rate_to_wpm`); ``set_voice`` takes a back-end voice id or
      ``None`` for the default of the language.
    * ``voices`` lists the :class:`Voice` objects the player may choose for the back end's language
      (best first; empty when the back end offers no choice, e.g. a screen reader keeps its own voice).
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
    """The id of the best voice for ``lang`` among pyttsx3-style voices (``.id``, ``.name``,
    ``.languages``), or ``None``. The first of equally good voices wins."""
    best: tuple[int, str] | None = None
    for v in voices:
        vid = str(getattr(v, "id", "") or "")
        score = voice_score(lang, vid, str(getattr(v, "name", "") or ""), getattr(v, "languages", None) or ())
        if score and (best is None or score > best[0]):
            best = (score, vid)
    return best[1] if best else None


# --- speech off and the test fake ---------------------------------------------------------------------


class NullBackend:
    """Speech off: accepts everything, says nothing."""

    name = NONE

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


# --- the screen reader, through accessible_output2 ----------------------------------------------------


def _com_initialize() -> None:
    """Windows: the thread that talks to COM screen readers (JAWS, SAPI) must initialise COM."""
    if sys.platform != "win32":
        return
    with contextlib.suppress(Exception):
        pythoncom = importlib.import_module("pythoncom")
        pythoncom.CoInitialize()


def _ensure_speechd() -> str | None:
    """Make the speech-dispatcher client importable; return why not, or None.

    It is a Debian/Fedora package (python3-speechd) outside a virtual environment's view: when the
    plain import fails, load just that package from the system's Python directories.
    """
    try:
        importlib.import_module("speechd")
        return None
    except Exception as exc:
        first_error = f"{type(exc).__name__}: {exc}"
    roots = ["/usr/lib/python3/dist-packages", "/usr/lib/python3/site-packages"]
    version = f"python{sys.version_info.major}.{sys.version_info.minor}"
    roots += [f"/usr/lib/{version}/site-packages", f"/usr/lib64/{version}/site-packages"]
    for root in roots:
        init = Path(root) / "speechd" / "__init__.py"
        if not init.is_file():
            continue
        try:
            spec = importlib.util.spec_from_file_location(
                "speechd", init, submodule_search_locations=[str(init.parent)]
            )
            if spec is None or spec.loader is None:
                continue
            module = importlib.util.module_from_spec(spec)
            sys.modules["speechd"] = module
            spec.loader.exec_module(module)
            return None
        except Exception as exc:
            sys.modules.pop("speechd", None)
            first_error = f"{init}: {type(exc).__name__}: {exc}"
    return first_error


class ScreenReaderBackend:
    """Speech (and braille, where the screen reader offers it) through the player's screen reader.

    Uses accessible_output2's outputs in their own priority order, the way its ``Auto`` output does,
    but instantiates them one at a time and stops at the first active one (``Auto`` would create them
    all, e.g. start a speech-dispatcher connection just to find NVDA). ``screen_readers_only`` skips
    the system voices it wraps (SAPI 5, the espeak module): ``auto`` prefers the program's own voice
    to those. ``braille_only`` takes only outputs that can show braille (NVDA, JAWS).

    All library calls run on one thread of this object's own (COM needs that on Windows), so ``speak``
    and ``silence`` never wait for the screen reader. Raises :class:`BackendUnavailable` when nothing
    fits. The screen reader's own rate and voice stay as the player set them; ``set_rate`` only reaches
    SAPI 5.
    """

    name = SCREENREADER

    def __init__(
        self,
        lang: str = "cs",
        *,
        screen_readers_only: bool = False,
        braille_only: bool = False,
        timeout: float = 10.0,
    ) -> None:
        self.lang = lang
        self._lock = threading.Lock()
        self._pending = 0
        self._last_speak = 0.0
        self._seen_speaking = False
        self._closed = False
        self.last_error: BaseException | None = None
        self._executor = ThreadPoolExecutor(
            max_workers=1, thread_name_prefix="screenreader", initializer=_com_initialize
        )
        future = self._executor.submit(self._open, screen_readers_only, braille_only)
        try:
            self._output, self.output_name, self.supports_braille = future.result(timeout)
        except FutureTimeout:
            self._executor.shutdown(wait=False, cancel_futures=True)
            raise BackendUnavailable(f"the screen reader did not answer within {timeout:g} s") from None
        except BackendUnavailable:
            self._executor.shutdown(wait=False, cancel_futures=True)
            raise
        except Exception as exc:
            self._executor.shutdown(wait=False, cancel_futures=True)
            raise BackendUnavailable(f"{type(exc).__name__}: {exc}") from exc

    # runs on the executor thread
    def _open(self, screen_readers_only: bool, braille_only: bool) -> tuple[Any, str, bool]:
        notes: list[str] = []
        with quiet() as captured:
            try:
                if sys.platform.startswith("linux") and not braille_only:
                    reason = _ensure_speechd()
                    if reason:
                        notes.append(f"speechd: {reason}")
                ao2 = importlib.import_module("accessible_output2")
                base = importlib.import_module("accessible_output2.outputs.base")
                classes = ao2.get_output_classes()
            except Exception as exc:
                raise BackendUnavailable(f"accessible_output2 unusable: {type(exc).__name__}: {exc}") from exc
            found = None
            for cls in classes:
                label = str(getattr(cls, "name", cls.__name__))
                can_braille = getattr(cls, "braille", None) is not base.Output.braille
                if braille_only and not can_braille:
                    continue
                if screen_readers_only and (
                    getattr(cls, "system_output", False) or int(getattr(cls, "priority", 100)) > 100
                ):
                    continue
                try:
                    out = cls()
                    active = bool(out.is_active())
                except Exception as exc:
                    notes.append(f"{label}: {type(exc).__name__}: {exc}")
                    continue
                if active:
                    found = (out, label, can_braille)
                    break
                notes.append(f"{label}: not active")
                with contextlib.suppress(Exception):
                    if hasattr(out, "close"):
                        out.close()
            if found is not None:
                self._configure(found[0])
        if found is None:
            said = captured.summary()
            reason = "no active screen reader"
            if notes:
                reason += " (" + "; ".join(notes) + ")"
            if said:
                reason += f"; library said: {said}"
            raise BackendUnavailable(reason)
        return found

    def _configure(self, out: Any) -> None:
        client = getattr(out, "_client", None)  # speech-dispatcher: speak the game's language
        if client is not None and hasattr(client, "set_language"):
            with contextlib.suppress(Exception):
                client.set_language(self.lang.split("-")[0])

    def _submit(self, fn: Callable[[], object], *, counts: bool = False) -> None:
        if self._closed:
            return
        if counts:
            with self._lock:
                self._pending += 1

        def run() -> None:
            try:
                fn()
            except Exception as exc:
                self.last_error = exc
            finally:
                if counts:
                    with self._lock:
                        self._pending -= 1

        try:
            self._executor.submit(run)
        except RuntimeError:  # shut down meanwhile
            if counts:
                with self._lock:
                    self._pending -= 1

    def speak(self, text: str, interrupt: bool = False) -> None:
        text = speech_text(text)
        if not text:
            return
        with self._lock:
            self._last_speak = time.monotonic()
            self._seen_speaking = False
        out = self._output
        self._submit(lambda: out.speak(text, interrupt=interrupt), counts=True)

    def silence(self) -> None:
        out = self._output
        with self._lock:
            self._last_speak = 0.0
        if hasattr(out, "silence"):
            self._submit(out.silence)

    def braille(self, text: str) -> None:
        """Show ``text`` on the braille display (where the screen reader supports it)."""
        if not self.supports_braille:
            return
        out = self._output
        self._submit(lambda: out.braille(text))

    def set_rate(self, rate: int) -> None:
        out = self._output
        if getattr(out, "has_rate", False) and hasattr(out, "set_rate"):
            low, high = int(getattr(out, "min_rate", -10)), int(getattr(out, "max_rate", 10))
            value = round(low + (high - low) * clamp_rate(rate) / RATE_MAX)
            self._submit(lambda: out.set_rate(value))

    def set_voice(self, voice: str | None) -> None:
        out = self._output
        if voice is not None and hasattr(out, "set_voice"):
            self._submit(lambda: out.set_voice(voice))

    def voices(self) -> list[Voice]:
        """The system voices the output lists (SAPI 5), those for the language first; a screen reader
        (NVDA, JAWS, Orca) keeps the voice its user chose: empty."""
        out = self._output
        lister = getattr(out, "list_voices", None)
        if self._closed or not callable(lister):
            return []
        try:
            names = [str(n) for n in self._executor.submit(lister).result(5.0) or ()]
        except Exception:
            return []
        ranked = sorted(names, key=lambda n: -voice_score(self.lang, n, n))
        return [Voice(n, n) for n in ranked]

    def is_speaking(self) -> bool | None:
        probe = getattr(self._output, "is_speaking", None)
        with self._lock:
            if self._pending:
                return True
            last, seen = self._last_speak, self._seen_speaking
        if not callable(probe):
            return None
        try:
            speaking = bool(probe())
        except Exception:
            return None
        if speaking:
            with self._lock:
                self._seen_speaking = True
            return True
        # speech-dispatcher reports the start of speech a moment later, through a callback
        return not seen and last > 0 and time.monotonic() - last < 0.5

    def close(self) -> None:
        if self._closed:
            return
        out = self._output
        if hasattr(out, "close"):
            future: Future[Any] = self._executor.submit(out.close)
            with contextlib.suppress(Exception):
                future.result(2.0)
        self._closed = True
        self._executor.shutdown(wait=False, cancel_futures=True)


# --- the espeak-ng program ----------------------------------------------------------------------------


def find_espeak_program() -> str | None:
    return shutil.which("espeak-ng") or shutil.which("espeak")


def _run_quietly(args: Sequence[str], *, input_text: str | None = None, timeout: float = 10.0
                 ) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        list(args),
        input=input_text.encode("utf-8") if input_text is not None else None,
        stdin=None if input_text is not None else subprocess.DEVNULL,
        capture_output=True,
        timeout=timeout,
        check=False,
    )


def espeak_voices(program: str, lang: str) -> list[tuple[str, str]]:
    """``(language, file)`` of the espeak-ng voices for ``lang``, best first, without mbrola voices
    (those need the separate mbrola program and voice data)."""
    try:
        result = _run_quietly([program, f"--voices={lang}"], timeout=10.0)
    except (OSError, subprocess.SubprocessError):
        return []
    voices: list[tuple[str, str]] = []
    for line in result.stdout.decode("utf-8", errors="replace").splitlines()[1:]:
        parts = line.split()
        if len(parts) < 5:
            continue
        language, voice_file = parts[1], parts[4]
        if voice_file.startswith(("mb/", "!v/")) or "mbrola" in parts[3].lower():
            continue
        voices.append((language, voice_file))
    return voices


ESPEAK_VARIANTS: tuple[str, ...] = ("m1", "m2", "m3", "m4", "m5", "m6", "m7", "f1", "f2", "f3", "f4", "f5")
"""The classic espeak-ng variants offered with the language's voice ("cs+f2"): a short list, not all
hundred of the variants folder."""


def espeak_voice_names(program: str, lang: str) -> list[Voice]:
    """The espeak-ng voices for ``lang`` (no mbrola voices), best first, with espeak-ng's names."""
    try:
        result = _run_quietly([program, f"--voices={lang}"], timeout=10.0)
    except (OSError, subprocess.SubprocessError):
        return []
    out: list[Voice] = []
    for line in result.stdout.decode("utf-8", errors="replace").splitlines()[1:]:
        parts = line.split()
        if len(parts) < 5 or parts[4].startswith(("mb/", "!v/")) or "mbrola" in parts[3].lower():
            continue
        if not any(v.id == parts[1] for v in out):
            out.append(Voice(parts[1], parts[3].replace("_", " ")))
    return out


def espeak_variant_names(program: str) -> dict[str, str]:
    """espeak-ng's voice variants: ``{"m1": "male1", "f2": "female2", ...}``."""
    try:
        result = _run_quietly([program, "--voices=variant"], timeout=10.0)
    except (OSError, subprocess.SubprocessError):
        return {}
    found: dict[str, str] = {}
    for line in result.stdout.decode("utf-8", errors="replace").splitlines()[1:]:
        parts = line.split()
        if len(parts) >= 5 and parts[4].startswith("!v/"):
            found[parts[4][3:]] = parts[3].replace("_", " ")
    return found


class EspeakNgBackend:
    """The program's own voice through the ``espeak-ng`` program (``espeak`` as a second choice).

    One process per utterance, fed on standard input (no shell, no quoting problems); interrupting
    kills it, which is instant. Its output never reaches the terminal. Utterances given with
    ``interrupt=False`` wait their turn on this object's thread.
    Raises :class:`BackendUnavailable` when the program or a voice for ``lang`` is missing.
    """

    name = ESPEAK_NG

    def __init__(self, lang: str = "cs", *, program: str | None = None, rate: int = RATE_DEFAULT,
                 voice: str | None = None) -> None:
        found = program or find_espeak_program()
        if not found:
            raise BackendUnavailable("espeak-ng program not found")
        self.program = found
        self.lang = lang
        self.rate = clamp_rate(rate)
        if voice is None:
            voices = espeak_voices(found, lang.split("-")[0])
            if not voices:
                raise BackendUnavailable(f"espeak-ng has no voice for language {lang!r}")
            voice = voices[0][0]
        self.voice = voice
        self._cond = threading.Condition()
        self._pending: deque[tuple[int, str]] = deque()
        self._proc: subprocess.Popen[bytes] | None = None
        self._generation = 0
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="espeak-ng", daemon=True)
        self._thread.start()

    def command(self, *extra: str) -> list[str]:
        """The command line (text comes on standard input)."""
        wpm = str(rate_to_wpm(self.rate))
        return [self.program, "-v", self.voice, "-s", wpm, "-b", "1", *extra, "--stdin"]

    def probe_audio(self, timeout: float = 5.0) -> str | None:
        """Speak nothing, to see whether sound output works; return espeak-ng's complaint, or None."""
        try:
            result = _run_quietly(self.command(), input_text="", timeout=timeout)
        except (OSError, subprocess.SubprocessError) as exc:
            return f"{type(exc).__name__}: {exc}"
        said = [line.strip() for line in result.stderr.decode("utf-8", errors="replace").splitlines()]
        errors = [line for line in said if line.lower().startswith("error")]
        if result.returncode != 0 or errors:
            detail = (errors or [line for line in said if line] or [""])[-1]
            return f"espeak-ng cannot play sound (exit {result.returncode}): {detail}"
        return None

    def save_to_wav(self, text: str, path: str | os.PathLike[str], timeout: float = 30.0) -> None:
        """Write ``text`` spoken with this voice and rate to a WAV file (braille cells removed)."""
        result = _run_quietly(self.command("-w", os.fspath(path)), input_text=speech_text(text),
                              timeout=timeout)
        if result.returncode != 0:
            raise RuntimeError(result.stderr.decode("utf-8", errors="replace").strip() or "espeak-ng failed")

    def speak(self, text: str, interrupt: bool = False) -> None:
        text = speech_text(text)
        with self._cond:
            if self._closing:
                return
            if interrupt:
                self._silence_locked()
            if text:
                self._pending.append((self._generation, text))
                self._cond.notify_all()

    def silence(self) -> None:
        with self._cond:
            self._silence_locked()

    def _silence_locked(self) -> None:
        self._generation += 1
        self._pending.clear()
        if self._proc is not None:
            with contextlib.suppress(OSError):
                self._proc.kill()

    def set_rate(self, rate: int) -> None:
        self.rate = clamp_rate(rate)

    def set_voice(self, voice: str | None) -> None:
        if voice is None:
            voices = espeak_voices(self.program, self.lang.split("-")[0])
            if voices:
                self.voice = voices[0][0]
        else:
            self.voice = voice

    def is_speaking(self) -> bool | None:
        with self._cond:
            return bool(self._pending) or self._proc is not None

    def voices(self) -> list[Voice]:
        """The language's voices, then the first of them with each of :data:`ESPEAK_VARIANTS`."""
        base = espeak_voice_names(self.program, self.lang.split("-")[0])
        if not base:
            return []
        variants = espeak_variant_names(self.program)
        first = base[0]
        extra = [Voice(f"{first.id}+{v}", f"{first.name} {variants[v]}")
                 for v in ESPEAK_VARIANTS if v in variants]
        return base + extra

    def close(self) -> None:
        with self._cond:
            self._closing = True
            self._silence_locked()
            self._cond.notify_all()
        self._thread.join(2.0)

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._closing:
                    self._cond.wait()
                if self._closing:
                    return
                generation, text = self._pending.popleft()
                if generation != self._generation:
                    continue
                try:
                    proc = subprocess.Popen(
                        self.command(), stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL,
                    )
                except OSError:
                    continue
                self._proc = proc
            try:
                proc.communicate(text.encode("utf-8"))
            except Exception:
                with contextlib.suppress(OSError):
                    proc.kill()
                with contextlib.suppress(Exception):
                    proc.wait(2.0)
            finally:
                with self._cond:
                    if self._proc is proc:
                        self._proc = None
                    self._cond.notify_all()


# --- pyttsx3 -------------------------------------------------------------------------------------------


def _pyttsx3_playback_problem(driver: str) -> str | None:
    """pyttsx3's espeak driver (newer versions) plays its sound through the ``aplay`` program."""
    if driver != "espeak" or not sys.platform.startswith("linux"):
        return None
    try:
        module = importlib.import_module("pyttsx3.drivers.espeak")
        source = inspect.getsource(module)
    except Exception:
        return None
    if "aplay" in source and shutil.which("aplay") is None:
        return "pyttsx3's espeak driver plays sound with aplay, which is not installed (alsa-utils)"
    return None


def _default_pyttsx3_driver() -> str:
    if sys.platform == "win32":
        return "sapi5"
    if sys.platform == "darwin":
        return "nsss"
    return "espeak"


class TtsBackend:
    """The program's own voice through pyttsx3, on a thread of its own.

    pyttsx3's ``runAndWait`` blocks, and engines belong to the thread that made them, so one thread
    owns the engine. Where the driver supports an external loop (SAPI 5, NSSpeechSynthesizer) it runs
    ``startLoop(False)`` and ``iterate()``: interrupting (``engine.stop()``) takes effect within about
    20 ms. pyttsx3's espeak driver (Linux) has no working external loop in current versions: then each
    utterance runs ``runAndWait`` and an utterance already started cannot be cut (only the queue is
    dropped); that is why ``create_backend`` prefers :class:`EspeakNgBackend` on Linux.

    A voice for ``lang`` is required (the voice whose languages or id name it; see :func:`find_voice`),
    or :class:`BackendUnavailable` is raised: Czech read by an English voice is not understandable.
    """

    name = PYTTSX3

    def __init__(self, lang: str = "cs", *, driver: str | None = None, rate: int = RATE_DEFAULT,
                 voice: str | None = None, timeout: float = 15.0) -> None:
        self.lang = lang
        self.driver = driver or _default_pyttsx3_driver()
        self.rate = clamp_rate(rate)
        self.voice: str | None = voice
        self.external_loop = False
        self._cond = threading.Condition()
        self._commands: deque[tuple[str, Any]] = deque()
        self._outstanding: dict[str, float] = {}  # utterance name -> deadline
        self._names = itertools.count(1)
        self._closing = False
        self._ready = threading.Event()
        self._init_error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, name="pyttsx3", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            self._closing = True
            raise BackendUnavailable(f"pyttsx3 did not start within {timeout:g} s")
        if self._init_error is not None:
            error = self._init_error
            if isinstance(error, BackendUnavailable):
                raise error
            raise BackendUnavailable(f"pyttsx3 ({self.driver}): {type(error).__name__}: {error}") from error

    def playback_problem(self) -> str | None:
        """Why this engine will not be heard though it started (or None if nothing is known)."""
        return _pyttsx3_playback_problem(self.driver)

    # -- public calls (any thread) --

    def speak(self, text: str, interrupt: bool = False) -> None:
        text = speech_text(text)
        with self._cond:
            if self._closing:
                return
            if interrupt:
                self._silence_locked()
            if not text:
                return
            name = f"u{next(self._names)}"
            # a generous deadline, so that a driver which never reports the end cannot stall the queue
            self._outstanding[name] = time.monotonic() + 5.0 + len(text) / 5.0
            self._commands.append(("say", (name, text)))
            self._cond.notify_all()

    def silence(self) -> None:
        with self._cond:
            self._silence_locked()

    def _silence_locked(self) -> None:
        self._outstanding.clear()
        self._commands = deque(c for c in self._commands if c[0] != "say")
        self._commands.append(("stop", None))
        self._cond.notify_all()

    def set_rate(self, rate: int) -> None:
        self.rate = clamp_rate(rate)
        with self._cond:
            self._commands.append(("rate", rate_to_wpm(self.rate)))
            self._cond.notify_all()

    def set_voice(self, voice: str | None) -> None:
        with self._cond:
            self._commands.append(("voice", voice))
            self._cond.notify_all()

    def voices(self, timeout: float = 5.0) -> list[Voice]:
        """The engine's voices for the language, best first (asked on the engine's thread)."""
        done: Future[list[Voice]] = Future()
        with self._cond:
            if self._closing:
                return []
            self._commands.append(("voices", done))
            self._cond.notify_all()
        try:
            return done.result(timeout)
        except Exception:
            return []

    def _list_voices(self, engine: Any) -> list[Voice]:
        scored: list[tuple[int, int, Voice]] = []
        for v in engine.getProperty("voices") or ():
            vid = str(getattr(v, "id", "") or "")
            name = str(getattr(v, "name", "") or vid)
            score = voice_score(self.lang, vid, name, getattr(v, "languages", None) or ())
            if score and vid:
                scored.append((-score, len(scored), Voice(vid, name)))
        return [v for _, _, v in sorted(scored)]

    def is_speaking(self) -> bool | None:
        now = time.monotonic()
        with self._cond:
            for name, deadline in list(self._outstanding.items()):
                if deadline < now:
                    del self._outstanding[name]
            return bool(self._outstanding)

    def save_to_wav(self, text: str, path: str | os.PathLike[str], timeout: float = 30.0) -> None:
        """Write ``text`` in this voice to a WAV file (for checks; braille cells removed)."""
        done: Future[None] = Future()
        with self._cond:
            if self._closing:
                raise RuntimeError("backend closed")
            self._commands.append(("save", (speech_text(text), os.fspath(path), done)))
            self._cond.notify_all()
        done.result(timeout)

    def close(self) -> None:
        with self._cond:
            if self._closing:
                return
            self._silence_locked()
            self._closing = True
            self._cond.notify_all()
        self._thread.join(3.0)

    # -- the engine thread --

    def _make_engine(self) -> Any:
        pyttsx3 = importlib.import_module("pyttsx3")
        engine = pyttsx3.Engine(self.driver)
        if self.voice is None:
            self.voice = find_voice(engine.getProperty("voices") or (), self.lang)
            if self.voice is None:
                raise BackendUnavailable(f"pyttsx3 ({self.driver}) has no voice for language {self.lang!r}")
        engine.connect("finished-utterance", self._on_finished)
        return engine

    def _configure(self, engine: Any) -> None:
        engine.setProperty("voice", self.voice)
        engine.setProperty("rate", rate_to_wpm(self.rate))

    def _on_finished(self, name: str | None = None, completed: bool = True, **_: Any) -> None:
        with self._cond:
            if name is not None:
                self._outstanding.pop(name, None)

    def _probe_external_loop(self, engine: Any) -> bool:
        try:
            engine.startLoop(False)
        except Exception:
            return False
        try:
            engine.iterate()
            return True
        except Exception:
            with contextlib.suppress(Exception):
                engine.endLoop()
            return False

    def _run(self) -> None:
        _com_initialize()
        try:
            with quiet():
                engine = self._make_engine()
                self.external_loop = self._probe_external_loop(engine)
                self._configure(engine)
        except BaseException as exc:
            self._init_error = exc
            self._ready.set()
            return
        self._ready.set()
        try:
            if self.external_loop:
                self._loop_external(engine)
            else:
                self._loop_blocking(engine)
        finally:
            with contextlib.suppress(Exception), quiet(fd_level=False):
                if self.external_loop:
                    engine.endLoop()
                else:
                    engine.stop()

    def _next_commands(self, wait: float | None) -> tuple[list[tuple[str, Any]], bool]:
        with self._cond:
            if not self._commands and not self._closing:
                self._cond.wait(wait)
            commands = list(self._commands)
            self._commands.clear()
            return commands, self._closing

    def _loop_external(self, engine: Any) -> None:
        while True:
            busy = self.is_speaking()
            commands, closing = self._next_commands(0.02 if busy else 0.25)
            for op, arg in commands:
                if op == "save":
                    with contextlib.suppress(Exception):
                        engine.endLoop()
                    self._save(engine, arg)
                    with contextlib.suppress(Exception):
                        engine.startLoop(False)
                else:
                    self._apply(engine, op, arg)
            if closing:
                return
            with contextlib.suppress(Exception):
                engine.iterate()

    def _loop_blocking(self, engine: Any) -> None:
        while True:
            commands, closing = self._next_commands(None)
            if closing:
                return
            for op, arg in commands:
                if op == "say":
                    name, text = arg
                    with self._cond:
                        wanted = name in self._outstanding
                    if not wanted:
                        continue
                    try:
                        engine.say(text, name)
                        engine.runAndWait()
                    except Exception:
                        pass
                    finally:
                        self._on_finished(name)
                elif op == "save":
                    self._save(engine, arg)
                    # pyttsx3's espeak driver keeps writing every later utterance into that file:
                    # start a fresh engine (the old one must be gone first: it owns a global callback)
                    del engine
                    gc.collect()
                    try:
                        with quiet():
                            engine = self._make_engine()
                            self._configure(engine)
                    except Exception:
                        return
                else:
                    self._apply(engine, op, arg)

    def _apply(self, engine: Any, op: str, arg: Any) -> None:
        try:
            if op == "say":
                name, text = arg
                with self._cond:
                    if name not in self._outstanding:
                        return
                engine.say(text, name)
            elif op == "stop":
                engine.stop()
            elif op == "voices":
                arg.set_result(self._list_voices(engine))
            elif op == "rate":
                engine.setProperty("rate", arg)
            elif op == "voice":
                if arg is None:
                    arg = find_voice(engine.getProperty("voices") or (), self.lang)
                self.voice = arg
                if self.voice is not None:
                    engine.setProperty("voice", self.voice)
        except Exception as exc:
            if op == "say":
                self._on_finished(arg[0])
            elif op == "voices" and not arg.done():
                arg.set_exception(exc)

    def _save(self, engine: Any, arg: tuple[str, str, Future[None]]) -> None:
        text, path, done = arg
        try:
            with quiet():  # pyttsx3 prints "Audio saved to ..."
                engine.save_to_file(text, path)
                engine.runAndWait()
        except BaseException as exc:
            done.set_exception(exc)
        else:
            done.set_result(None)


# --- choosing one --------------------------------------------------------------------------------------

BackendFactory = Callable[[str], SpeechBackend]
"""Makes a back end for a language; raises (any exception) when it cannot."""


@dataclass(frozen=True)
class BackendChoice:
    """What :func:`create_backend` settled on.

    ``used`` is a back-end code ("screenreader", "espeak-ng", "pyttsx3", "none"); ``detail`` says more
    (which screen reader, which voice); ``failures`` lists ``(code, technical reason)`` for each back
    end tried before it, in order. ``fell_back`` is True when the player asked for a specific kind and
    got another: the one case worth a message on screen ("speech-fallback" in the locales).
    """

    backend: SpeechBackend
    used: str
    failures: list[tuple[str, str]] = field(default_factory=list)
    requested: str = "auto"
    detail: str = ""

    @property
    def kind(self) -> str:
        """The kind in use: "screenreader", "tts" or "none"."""
        return {ESPEAK_NG: "tts", PYTTSX3: "tts"}.get(self.used, self.used)

    @property
    def fell_back(self) -> bool:
        return self.requested != "auto" and self.kind != self.requested


def _make_screenreader(lang: str, screen_readers_only: bool) -> SpeechBackend:
    return ScreenReaderBackend(lang, screen_readers_only=screen_readers_only)


def _make_espeak(lang: str) -> SpeechBackend:
    backend = EspeakNgBackend(lang)
    problem = backend.probe_audio()
    if problem:
        backend.close()
        raise BackendUnavailable(problem)
    return backend


def _make_pyttsx3(lang: str) -> SpeechBackend:
    backend = TtsBackend(lang)
    problem = backend.playback_problem()
    if problem:
        backend.close()
        raise BackendUnavailable(problem)
    return backend


def default_factories() -> dict[str, BackendFactory]:
    """The real back ends by plan step: "screenreader" (screen readers only, for ``auto``),
    "screenreader+system" (also the system voices accessible_output2 wraps), "espeak-ng", "pyttsx3",
    "none"."""
    return {
        "screenreader": lambda lang: _make_screenreader(lang, True),
        "screenreader+system": lambda lang: _make_screenreader(lang, False),
        ESPEAK_NG: _make_espeak,
        PYTTSX3: _make_pyttsx3,
        NONE: lambda lang: NullBackend(),
    }


def _tts_steps() -> list[str]:
    # pyttsx3's Linux driver cannot cut an utterance short; the espeak-ng program can
    if sys.platform.startswith("linux"):
        return [ESPEAK_NG, PYTTSX3]
    return [PYTTSX3, ESPEAK_NG]


def backend_plan(kind: str) -> list[str]:
    """The factory steps tried, in order, for ``kind``."""
    if kind == "none":
        return [NONE]
    if kind == "tts":
        return [*_tts_steps(), NONE]
    if kind == "screenreader":
        return ["screenreader+system", *_tts_steps(), NONE]
    return ["screenreader", *_tts_steps(), NONE]


def _describe(backend: SpeechBackend) -> str:
    for attr in ("output_name", "voice"):
        value = getattr(backend, attr, None)
        if value:
            return str(value)
    return ""


def create_backend(
    kind: str = "auto",
    lang: str = "cs",
    *,
    rate: int | None = None,
    factories: Mapping[str, BackendFactory] | None = None,
) -> BackendChoice:
    """Make the speech back end for ``kind`` ("auto", "screenreader", "tts", "none") and ``lang``.

    ``auto``: a running screen reader (on Linux, speech-dispatcher when it can be reached), else the
    program's own voice (espeak-ng program, then pyttsx3, on Linux; pyttsx3 first elsewhere), else none.
    An explicit kind that fails falls back along the same line. Never raises, never prints (whatever
    the libraries print is captured and becomes part of the failure reason). An unknown ``kind`` is
    reported as a failure ``("kind", ...)`` and treated as ``auto``. Call it at start-up or from the
    UI thread while nothing else writes: it redirects file descriptors 1 and 2 while it works.
    """
    failures: list[tuple[str, str]] = []
    requested = kind
    if kind not in BACKEND_KINDS:
        failures.append(("kind", f"unknown speech back-end kind {kind!r}"))
        requested = "auto"
    available = dict(default_factories())
    if factories:
        available.update(factories)
    for step in backend_plan(requested):
        factory = available.get(step)
        if factory is None:
            continue
        code = step.split("+")[0]
        try:
            with quiet() as captured:
                backend = factory(lang)
                if rate is not None:
                    backend.set_rate(rate)
        except Exception as exc:
            reason = str(exc) or type(exc).__name__
            said = captured.summary()
            if said and said not in reason:
                reason += f"; printed: {said}"
            failures.append((code, reason))
            continue
        used = str(getattr(backend, "name", code) or code)
        if used not in (SCREENREADER, ESPEAK_NG, PYTTSX3, NONE):
            used = code
        return BackendChoice(backend, used, failures, requested, _describe(backend))
    return BackendChoice(NullBackend(), NONE, failures, requested, "")
