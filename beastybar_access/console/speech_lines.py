"""The sentences that say which speech is in use, and why it is not the one asked for.

The start line and the settings menu's speech row are made here from a
:class:`~beastybar_access.outputs.speech.selection.BackendChoice` and the reading in force (who reads
when a screen reader runs; see :mod:`beastybar_access.outputs.speech.output`). The back ends' failure
reasons are technical text; :data:`WHY` turns the known ones into a phrase in the player's language.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs.speech.selection import NO_SOUND_DEVICE

if TYPE_CHECKING:
    from beastybar_access.outputs.speech import BackendChoice

_VOICES = ("system", "espeak-ng")
"""The plan's steps that are voices (not the screen reader): when all of them fail for one cause, that
cause is said (no sound device; none installed: install espeak-ng)."""

WHY: tuple[tuple[str, str], ...] = (
    (NO_SOUND_DEVICE, "ui-speech-why-no-device"),
    ("stuck:", "ui-speech-why-stuck"),
    ("no active screen reader", "ui-speech-why-no-screenreader"),
    ("prismatoid is not installed", "ui-speech-why-no-library"),
    ("program not found", "ui-speech-why-not-installed"),
    ("no voice for language", "ui-speech-why-no-voice"),
    ("no system voice", "ui-speech-why-no-system-voice"),
    ("cannot play sound", "ui-speech-why-no-sound"),
    ("did not answer within", "ui-speech-why-timeout"),
)
"""A back end's technical failure reason (see :mod:`beastybar_access.outputs.speech`) and the phrase
that says it."""

_LABELLED = re.compile(
    r"([A-Z][\w .]*?)(?:: no voice for language|: did not answer| cannot play sound:| program not found)")


def _program(loc: Localizer, code: str, reason: str) -> str:
    """Who failed: the system voice's own name where the reason gives it ("Speech Dispatcher")."""
    found = _LABELLED.search(reason)
    if found:
        return found.group(1)
    msg_id = f"ui-speech-code-{code}"
    return loc(msg_id) if loc.has(msg_id) else code


def speech_why(loc: Localizer, failures: Sequence[tuple[str, str]], requested: str) -> str:
    """Why the requested speech could not be used, as a phrase: from the first relevant failure."""
    tried = [(code, reason) for code, reason in failures if code != "kind"]
    if requested == "auto":  # no screen reader is the usual case: the voices say more
        tried = [f for f in tried if f[0] != "screenreader"] or tried
    stuck = [f for f in tried if f[1].startswith("stuck:")]
    if stuck:
        tried = stuck
    if not tried:
        return ""
    code, reason = tried[0]
    voices = [f for f in tried if f[0] in _VOICES]
    if code in _VOICES:  # the cause behind every voice, with the next step
        if any(r.startswith(NO_SOUND_DEVICE) for _, r in voices):
            return loc("ui-speech-why-no-device")
        if len(voices) > 1 and all("program not found" in r for _, r in voices):
            return loc("ui-speech-why-no-voice-installed")
    program = _program(loc, code, reason)
    for needle, msg_id in WHY:
        if needle in reason:
            return loc(msg_id, program=program)
    return loc("ui-speech-why-other", program=program, detail=reason)


def speech_name(loc: Localizer, choice: BackendChoice) -> str:
    """The speech in use, as a name ("screen reader NVDA", "system voice Speech Dispatcher", "off")."""
    name_id = f"ui-speech-name-{choice.used}"
    return (loc(name_id, detail=choice.detail or "") if loc.has(name_id) else choice.used).strip()


def _console_reading(choice: BackendChoice, reading: str) -> str | None:
    """The message id when the screen reader reads the console itself (None when the program speaks)."""
    if choice.used != "screenreader":
        return None
    if choice.reads_console_only:
        return "ui-speech-console-only"
    return "ui-speech-console" if reading == "console" else None


def speech_line(loc: Localizer, choice: BackendChoice, reading: str = "program") -> Line:
    """One line: which speech is in use, or why the requested one was not and what is used instead."""
    name = speech_name(loc, choice)
    if choice.fell_back:
        wanted = loc(f"ui-speech-{choice.requested}")
        why = speech_why(loc, choice.failures, choice.requested)
        return Line.plain(loc("ui-speech-fallback", wanted=wanted, why=why, name=name))
    if choice.used == "none" and choice.failures and choice.requested != "none":
        return Line.plain(loc("ui-speech-none-available",
                              why=speech_why(loc, choice.failures, choice.requested)))
    console = _console_reading(choice, reading)
    if console is not None:
        return Line.plain(loc(console, name=name))
    if choice.requested == "auto" and choice.used != "screenreader" and any(
            "prismatoid is not installed" in reason for _, reason in choice.failures):
        # an installation without prismatoid (no wheel for this system): the next means speaks, saying why
        return Line.plain(loc("ui-speech-using-no-library", name=name))
    return Line.plain(loc("ui-speech-using", name=name))


def speech_row_value(loc: Localizer, wanted: str, choice: BackendChoice | None,
                     reading: str = "program") -> str:
    """The settings menu's speech row: what was asked for, and what is in use (and why, if it differs)."""
    asked = loc(f"ui-speech-{wanted}")
    if choice is None:
        return asked
    name = speech_name(loc, choice)
    if _console_reading(choice, reading) is not None:
        name = loc("ui-speech-row-console", name=name)
    differs = choice.fell_back or (choice.used == "none" and choice.failures and wanted != "none")
    if differs:
        return loc("ui-speech-row-why", wanted=asked, name=name,
                   why=speech_why(loc, choice.failures, choice.requested))
    if name == asked:  # "off; in use: off" says one thing twice
        return asked
    return loc("ui-speech-row", wanted=asked, name=name)


__all__ = ["WHY", "speech_line", "speech_name", "speech_row_value", "speech_why"]
