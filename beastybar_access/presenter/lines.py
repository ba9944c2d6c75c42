"""What a Presenter returns: :class:`Line`, one announcement for one listener (words, the same words with
cards as braille cells, its kind, and the sound cues that go with it)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from beastybar_access.narration.lines import Line as Words
from beastybar_access.outputs.base import ALERT, EVENT, NAVIGATION, PROMPT

KINDS = (EVENT, PROMPT, NAVIGATION, ALERT)
"""A line's kind: ``event`` (something happened; queued), ``prompt`` (a question waits), ``navigation``
(the answer to a key or a query: it may cut off what is being said) and ``alert`` (a refusal)."""


@dataclass(frozen=True)
class Line(Words):
    """One announcement: ``text`` (screen and speech), ``braille`` (the same with cards as cells, for a
    braille display; equal to ``text`` where no card is named), ``kind`` (one of :data:`KINDS`) and
    ``cue`` (names of sound cues, ``narration/cues.py``, played with it; a line may carry cues and no
    words). It is a :class:`~beastybar_access.narration.lines.Line` too, so it nests in messages."""

    kind: str = EVENT
    cue: tuple[str, ...] = ()

    @classmethod
    def of(cls, words: Words, kind: str = EVENT, cue: tuple[str, ...] = ()) -> Line:
        """``words`` (a narration line) as an announcement of ``kind``."""
        return cls(words.text, words.braille, kind, cue)


def lines_of(words: Iterable[Words], kind: str = EVENT) -> list[Line]:
    """Each of ``words`` as an announcement of ``kind``."""
    return [Line.of(w, kind) for w in words]


def answer(words: Iterable[Words]) -> list[Line]:
    """The answer to a query: the first line ``navigation`` (it cuts off speech), the others queued
    behind it as ``event``."""
    return [Line.of(w, NAVIGATION if i == 0 else EVENT) for i, w in enumerate(words)]


__all__ = ["KINDS", "Line", "answer", "lines_of"]
