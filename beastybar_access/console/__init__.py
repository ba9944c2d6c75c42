"""The accessible console, shared by every game: single keys, append-only lines, speech and braille.

* :mod:`.app`: :class:`Console`, the loop on any prompt_toolkit input and any output channels;
  :mod:`.realtime`: the loop of a real-time game (a game clock, computer players planned on it);
* :mod:`.adapter`: what a game plugs in (zones, choices, narration, computer players); :mod:`.games`: the
  games that can be played here;
* :mod:`.choice`: steps answered by keys; :mod:`.keys`: commands and the key map;
* :mod:`.history`, :mod:`.settings`, :mod:`.storage` (atomic files, autosave), :mod:`.setup` (set-up
  dialog), :mod:`.terminal` (append-only writing with a prompt).
"""

from __future__ import annotations

import importlib
from typing import Any

_EXPORTS = {
    "HUMAN": "adapter", "Context": "adapter", "GameAdapter": "adapter", "Plan": "adapter", "Seat": "adapter",
    "Zone": "adapter",
    "Console": "app", "Table": "app", "run_console": "app",
    "Done": "choice", "Option": "choice", "Refuse": "choice", "Step": "choice",
    "Settings": "settings", "SettingsFile": "settings",
    "SaveStore": "storage",
    "Terminal": "terminal",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    """Exports load their module on first use, so that importing one light module (settings) for the
    command line's option lists does not pull in prompt_toolkit."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
