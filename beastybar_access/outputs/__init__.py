"""The output layer: screen lines, speech and braille from one announcement.

Game-agnostic and shared by every game (and a network server later). A game builds
:class:`Announcement` objects; :class:`Outputs` passes each one to its channels:

* :class:`ScreenChannel`: one plain line per announcement through a writer function;
* :class:`SpeechChannel`: the words to a speech back end (screen reader, a voice, or none; see
  :func:`create_backend` and the :mod:`~beastybar_access.outputs.speech` package) on a worker thread,
  never braille cells;
* :class:`BrailleDisplayChannel`: the braille form to the screen reader's braille display.

:class:`SpeechOutput` makes (and remakes, when the player switches) the speech channel and the braille
display of one console; :class:`SoundCues` plays the short sound cues (a turn, an animal entering the bar).

Nothing here prints: libraries that do are silenced (:func:`quiet`).
"""

from beastybar_access.outputs.base import (
    ALERT,
    EVENT,
    INTERRUPTING_KINDS,
    KINDS,
    NAVIGATION,
    PROMPT,
    Announcement,
    Channel,
    Outputs,
    RecordingChannel,
    has_braille,
    one_line,
    speech_text,
    strip_braille,
)
from beastybar_access.outputs.braille import BrailleDisplayChannel, BrailleSink
from beastybar_access.outputs.cue import Cues, SoundCue, SoundCues
from beastybar_access.outputs.screen import ScreenChannel
from beastybar_access.outputs.speech import (
    BACKEND_KINDS,
    RATE_DEFAULT,
    RATE_MAX,
    RATE_MIN,
    READING_CHOICES,
    BackendCall,
    BackendChoice,
    BackendStuck,
    BackendUnavailable,
    Captured,
    EspeakNgBackend,
    NullBackend,
    PrismBackend,
    RecordingBackend,
    SpeechBackend,
    SpeechChannel,
    SpeechControl,
    SpeechOutput,
    Voice,
    backend_plan,
    create_backend,
    find_voice,
    quiet,
    rate_to_wpm,
    voice_score,
)

__all__ = [
    "ALERT",
    "BACKEND_KINDS",
    "EVENT",
    "INTERRUPTING_KINDS",
    "KINDS",
    "NAVIGATION",
    "PROMPT",
    "RATE_DEFAULT",
    "RATE_MAX",
    "RATE_MIN",
    "READING_CHOICES",
    "Announcement",
    "BackendCall",
    "BackendChoice",
    "BackendStuck",
    "BackendUnavailable",
    "BrailleDisplayChannel",
    "BrailleSink",
    "Captured",
    "Channel",
    "Cues",
    "EspeakNgBackend",
    "NullBackend",
    "Outputs",
    "PrismBackend",
    "RecordingBackend",
    "RecordingChannel",
    "ScreenChannel",
    "SoundCue",
    "SoundCues",
    "SpeechBackend",
    "SpeechChannel",
    "SpeechControl",
    "SpeechOutput",
    "Voice",
    "backend_plan",
    "create_backend",
    "find_voice",
    "has_braille",
    "one_line",
    "quiet",
    "rate_to_wpm",
    "speech_text",
    "strip_braille",
    "voice_score",
]
