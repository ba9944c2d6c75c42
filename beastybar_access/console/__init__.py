"""The accessible console, shared by every game: single keys, append-only lines, speech and braille.

* :mod:`.app`: :class:`Console`, one person's terminal at a :class:`~beastybar_access.table.Table` (its
  listener, and the chooser of its people's seats), on any prompt_toolkit input and any output channels;
  :mod:`.realtime`: a real-time game's session around the table's real-time driver;
* what the person hears and chooses (narration of the table's events for their seat, the questions of
  their move, every "what is ..." key) comes from a :class:`~beastybar_access.presenter.Presenter`; the
  console is its terminal (keys, overlays, history buffers, outputs);
* :mod:`.host`: what :mod:`.setup` and :mod:`.realtime` use of the console (so that they do not import it);
* :mod:`.adapter`: what a game plugs in (zones, choices, narration, computer players); :mod:`.games`: the
  games that can be played here;
* :mod:`.choice`: steps answered by keys; :mod:`.keys`: key names, the key map; :mod:`.commands`: the
  binding sets (help, the game's, the console's; online the chat's) merged into it, each command a function;
* :mod:`.voice`: the console's outputs and history buffers (say a line on every channel, keep it, the
  prompt, the turn's cue and the sound cues), :mod:`.host`'s ``Overlay``: the one question above everything
  else, :mod:`.launch`: what a console is made with (its devices, what it plays); each an object the console
  holds, never a base class of it;
* :mod:`.history`, :mod:`.settings`, :mod:`.settings_menu` (the ``o`` menu), :mod:`.storage` (atomic
  files, autosave), :mod:`.setup` (set-up dialog), :mod:`.terminal` (append-only writing with a prompt).

Nothing outside imports the console but the command line (and each game's console adapter, which plugs
into it); its modules import one another in one direction (``tests/test_import_graph.py``).
"""

from __future__ import annotations

import importlib

_EXPORTS = {
    "HUMAN": "adapter", "Context": "adapter", "GameAdapter": "adapter", "Plan": "adapter", "Seat": "adapter",
    "Zone": "adapter",
    "Console": "app", "Devices": "launch", "Launch": "launch", "run_console": "app",
    "Done": "choice", "Option": "choice", "Refuse": "choice", "Step": "choice",
    "Settings": "settings", "SettingsFile": "settings",
    "SaveStore": "storage",
    "Terminal": "terminal",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> object:
    """Exports load their module on first use, so that importing one light module (settings) for the
    command line's option lists does not pull in prompt_toolkit."""
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{module}"), name)
