"""Speech: the player's screen reader, a voice, or none, fed without ever blocking the game.

One module per part, each with its own dependencies:

* :mod:`~.base`: the back-end protocol, the codes, the rate scale, voices, speech off;
* :mod:`~.worker`: daemon threads with time limits (a hanging library is abandoned, never waited for);
* :mod:`~.prism_backend`: screen readers (NVDA, JAWS, VoiceOver, Orca ...) and system voices (SAPI 5,
  OneCore, AVSpeech, Speech Dispatcher) through prismatoid;
* :mod:`~.espeak`: the espeak-ng program, the last-resort voice;
* :mod:`~.selection`: which back end, in what order, and why the others could not be used;
* :mod:`~.channel`: the queue with its priorities (navigation cuts in, events are not lost);
* :mod:`~.output`: one console's speech and braille display, remade when the player switches;
* :mod:`~.quiet`: capturing what libraries print while the main thread waits for them;
* :mod:`~.recording`: a fake voice for tests.
"""

from beastybar_access.outputs.speech.base import (
    BACKEND_CODES,
    BACKEND_KINDS,
    ESPEAK_NG,
    NONE,
    RATE_DEFAULT,
    RATE_MAX,
    RATE_MIN,
    READING_CHOICES,
    SCREENREADER,
    SYSTEM,
    BackendStuck,
    BackendUnavailable,
    ConsoleReader,
    NullBackend,
    SpeechBackend,
    Voice,
    clamp_rate,
    find_voice,
    rate_to_wpm,
    voice_score,
)
from beastybar_access.outputs.speech.channel import SpeechChannel
from beastybar_access.outputs.speech.espeak import (
    EspeakNgBackend,
    espeak_voices,
    find_espeak_program,
)
from beastybar_access.outputs.speech.output import (
    SpeechControl,
    SpeechOutput,
    default_reading,
    resolve_reading,
)
from beastybar_access.outputs.speech.prism_backend import PrismBackend
from beastybar_access.outputs.speech.quiet import Captured, quiet
from beastybar_access.outputs.speech.recording import BackendCall, RecordingBackend
from beastybar_access.outputs.speech.selection import (
    BackendChoice,
    BackendFactory,
    backend_plan,
    create_backend,
    orca_running,
)

__all__ = [
    "BACKEND_CODES",
    "BACKEND_KINDS",
    "ESPEAK_NG",
    "NONE",
    "RATE_DEFAULT",
    "RATE_MAX",
    "RATE_MIN",
    "READING_CHOICES",
    "SCREENREADER",
    "SYSTEM",
    "BackendCall",
    "BackendChoice",
    "BackendFactory",
    "BackendStuck",
    "BackendUnavailable",
    "Captured",
    "ConsoleReader",
    "EspeakNgBackend",
    "NullBackend",
    "PrismBackend",
    "RecordingBackend",
    "SpeechBackend",
    "SpeechChannel",
    "SpeechControl",
    "SpeechOutput",
    "Voice",
    "backend_plan",
    "clamp_rate",
    "create_backend",
    "default_reading",
    "espeak_voices",
    "find_espeak_program",
    "find_voice",
    "orca_running",
    "quiet",
    "rate_to_wpm",
    "resolve_reading",
    "voice_score",
]
