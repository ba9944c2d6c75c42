"""Which sound cues a listener hears for a batch of game events (the sounds themselves: ``outputs/cue.py``).

A cue goes with the sentence, never instead of it: the narration says everything, the cue lets an ear
notice the moment before the words arrive. Each game's entry names its cues (``GameEntry.cues``): one's own
draws are cued, the others' are not (they are many and say nothing to act on); a 4 Monkeys tile is cued
when someone else took it. ``listener`` is the seat the events are told to (None: a spectator).

Online tables cue a chat line, a player joining and one leaving: :data:`ONLINE_CUES` names them for the
client to play (``SoundCues.play("chat")``); they come from the connection, not from game events.
"""

from __future__ import annotations

from collections.abc import Iterable

from beastybar_access.games import get_entry
from beastybar_access.games.core import Event

ONLINE_CUES: tuple[str, ...] = ("chat", "join", "leave")
TURN = "turn"


def cues_for(game: str, events: Iterable[Event], listener: int | None) -> list[str]:
    """The cues of ``events`` for ``listener`` in order, each name once (two animals entering the bar
    together sound once)."""
    entry = get_entry(game)
    if entry.cues is None:
        return []
    out: list[str] = []
    for name in entry.cues(list(events), listener):
        if name not in out:
            out.append(name)
    return out
