"""The console's commands as data: binding sets of (name, help, keys) and what each does, a function of
the console it runs in (a :class:`CommandHost`), merged into one key map the way prompt_toolkit merges key
bindings: a later set's command of the same name replaces an earlier one's (online play rebinds quit).

The sets: :data:`HELP_SET` (listed first), :func:`game_bindings` (the game's zones and its own keys, from
its adapter), :data:`CONSOLE_SET` (the keys every game has) and, online, the chat keys
(:mod:`beastybar_access.console.online`). :func:`build_keymap` binds a set to one console.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias

from beastybar_access.console.choice import Chooser, Option, Refuse, Step
from beastybar_access.console.keys import (
    CONSOLE_BINDINGS,
    HELP_BINDING,
    NAV_HELP,
    Binding,
    Command,
    KeyMap,
    help_line,
)
from beastybar_access.console.settings import RATE_STEP, Settings
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, Announcement, Cues, Outputs, SpeechControl
from beastybar_access.presenter import Presenter, Zone

if TYPE_CHECKING:
    from beastybar_access.console.adapter import GameAdapter
    from beastybar_access.console.history import History
    from beastybar_access.console.realtime import SessionBase
    from beastybar_access.console.settings_menu import SettingsMenu
    from beastybar_access.console.storage import SaveStore
    from beastybar_access.console.terminal import Terminal
    from beastybar_access.table import SeatedTable


class CommandHost(Protocol):
    """What a command uses of the console it runs in."""

    settings: Settings
    outputs: Outputs
    last: Announcement | None
    session: SessionBase | None
    keymap: KeyMap
    saves: SaveStore | None
    save_error: Exception | None
    saved_turns: int | None
    sound: Cues | None
    speech: SpeechControl | None
    terminal: Terminal | None
    cue: str
    settings_menu: SettingsMenu

    @property
    def adapter(self) -> GameAdapter: ...

    @property
    def loc(self) -> Localizer: ...

    @property
    def presenter(self) -> Presenter: ...

    @property
    def table(self) -> SeatedTable | None: ...

    @property
    def speech_kind(self) -> str: ...

    @property
    def history(self) -> History: ...

    @property
    def last_group(self) -> list[Announcement]: ...

    @property
    def overlay(self) -> Chooser | None: ...

    @property
    def extension(self) -> object:
        """What plugs into the console (online play), or None."""
        ...

    def line(self, msg_id: str, **args: object) -> Line: ...

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...

    def say_all(self, lines: Sequence[Line], kind: str = ...) -> None: ...

    def refuse(self, msg_id: str, **args: object) -> None: ...

    def prompt_soon(self) -> None: ...

    def menu(self, prompt: Line | None, items: Sequence[tuple[Any, str]], **step: Any) -> Step: ...

    def open_overlay(self, step: Step, on_answer: Callable[[Any], None], pauses: bool = True) -> None: ...

    def focused_subject(self) -> object: ...

    def where_lines(self, overlay: bool = True) -> list[Line]: ...

    def renew_modes(self) -> None: ...

    def autosave(self) -> bool: ...

    def finish(self, code: int = 0) -> None: ...


Run: TypeAlias = Callable[[CommandHost], object]
"""What a command does: a function of the console it runs in (the online console's own keys reach its
``extension``)."""


@dataclass(frozen=True)
class BindingSet:
    """Commands with their keys and what each does (prompt_toolkit's ``KeyBindings``, as data)."""

    items: tuple[tuple[Binding, Run], ...] = ()

    @classmethod
    def of(cls, bindings: Iterable[Binding], runs: dict[str, Run]) -> BindingSet:
        """Each of ``bindings`` with its function ``runs[name]``."""
        return cls(tuple((b, runs[b.name]) for b in bindings))


def merge_bindings(*sets: BindingSet) -> BindingSet:
    """One set of ``sets`` in order; a later set's command of the same name replaces the earlier one (its
    keys and function; the help lists it where it was first)."""
    merged: dict[str, tuple[Binding, Run]] = {}
    for s in sets:
        for binding, run in s.items:
            merged[binding.name] = (binding, run)
    return BindingSet(tuple(merged.values()))


def build_keymap(host: CommandHost, bindings: BindingSet, help_ids: dict[str, str] | None = None) -> KeyMap:
    """``bindings`` bound to ``host``; ``help_ids`` word a shared command's help a game's own way."""
    km = KeyMap()
    helps = help_ids or {}
    for binding, run in bindings.items:
        km.add(Command(binding.name, helps.get(binding.name, binding.help_id), functools.partial(run, host)),
               binding.keys)
    return km


# --- the game's keys ---------------------------------------------------------------------------------


def zone(c: CommandHost, z: Zone) -> None:
    lines = c.presenter.zone(z.name)
    c.say_all(lines, lines[0].kind)


def game_command(c: CommandHost, name: str) -> None:
    """One of the game's own keys (a real-time game's: it acts on the session)."""
    if c.session is None:
        c.refuse("ui-no-game-yet")
        return
    c.session.command(name)


def game_bindings(adapter: GameAdapter) -> BindingSet:
    """The game's zones (``q`` the queue, ``h`` the hand ...) and its own keys, from its adapter."""
    items: list[tuple[Binding, Run]] = []
    for z in adapter.zones():
        items.append((Binding(z.name, z.help_id, z.keys), functools.partial(_run_zone, z)))
    for name, help_id, keys in adapter.commands():
        items.append((Binding(name, help_id, keys), functools.partial(_run_game, name)))
    return BindingSet(tuple(items))


def _run_zone(z: Zone, c: CommandHost) -> None:
    zone(c, z)


def _run_game(name: str, c: CommandHost) -> None:
    game_command(c, name)


# --- the console's keys ------------------------------------------------------------------------------


def help_lines(c: CommandHost) -> list[Line]:
    """Every key and what it does, in the player's language."""
    lines = [c.line("ui-help-title")]
    for keys, help_id in (c.adapter.nav_help() or NAV_HELP):
        lines.append(Line.plain(help_line(c.loc, keys, help_id)))
    for command in c.keymap.commands():
        lines.append(Line.plain(help_line(c.loc, c.keymap.keys_for(command.name), command.help_id)))
    return lines


def show_help(c: CommandHost) -> None:
    c.say_all(help_lines(c), NAVIGATION)


def where(c: CommandHost) -> None:
    c.say_all(c.where_lines(), NAVIGATION)


def rules(c: CommandHost) -> None:
    line, = c.presenter.rules(c.focused_subject())
    c.say(line, line.kind)


def braille_card(c: CommandHost) -> None:
    if c.settings.braille == "off":
        c.refuse("ui-braille-is-off")
        return
    line, = c.presenter.braille_of(c.focused_subject())
    if line.kind == ALERT:
        c.say(line, ALERT)
        return
    a = Announcement(line.text, line.braille, NAVIGATION)
    c.outputs.announce(a)
    c.last = a
    c.prompt_soon()


def repeat(c: CommandHost) -> None:
    """The last group said again (the whole last move, not only its last line): the first line cuts off
    speech, the others are queued behind it."""
    group = c.last_group
    if not group:
        c.refuse("ui-nothing-said")
        return
    for i, a in enumerate(group):
        c.outputs.announce(Announcement(a.text, a.braille, NAVIGATION if i == 0 else EVENT))
    c.prompt_soon()


def _say_history(c: CommandHost, a: Announcement | None, edge_id: str) -> None:
    if a is None:
        c.refuse(edge_id)
        current = c.history.current()
        if current is not None:
            c.outputs.announce(Announcement(current.text, current.braille, EVENT))
        c.prompt_soon()
        return
    c.outputs.announce(Announcement(a.text, a.braille, NAVIGATION))
    c.prompt_soon()


def older(c: CommandHost) -> None:
    if not len(c.history):
        c.refuse("ui-history-empty")
        return
    _say_history(c, c.history.older(), "ui-history-oldest")


def newer(c: CommandHost) -> None:
    if not len(c.history):
        c.refuse("ui-history-empty")
        return
    _say_history(c, c.history.newer(), "ui-history-newest")


def newest(c: CommandHost) -> None:
    a = c.history.newest()
    if a is None:
        c.refuse("ui-history-empty")
        return
    _say_history(c, a, "ui-history-newest")


def stop(c: CommandHost) -> None:
    c.outputs.stop()


def verbosity(c: CommandHost) -> None:
    value = c.settings.cycle("verbosity")
    c.settings_menu.persist("verbosity", value)
    c.renew_modes()
    c.say(c.line("ui-verbosity-now", value=c.loc(f"ui-verbosity-{value}")), NAVIGATION)


def braille_mode(c: CommandHost) -> None:
    value = c.settings.cycle("braille")
    c.settings_menu.apply_braille_mode()
    c.settings_menu.persist("braille", value)
    c.say(c.line("ui-braille-now", value=c.loc(f"ui-braille-{value}")), NAVIGATION)
    if value == "lines":
        c.say(c.line("ui-braille-lines-warning"), EVENT, record=False)


def rate(c: CommandHost, direction: int) -> None:
    value = c.settings.change_rate(direction * RATE_STEP)
    c.settings_menu.set_speech_rate(value)
    c.settings_menu.persist("rate", value)
    # a screen reader keeps its own rate; a voice (Speech Dispatcher too) takes this one
    settable = c.speech is not None and c.speech.rate_settable
    msg = "ui-rate-screenreader" if c.speech_kind == "screenreader" and not settable else "ui-rate-now"
    c.say(c.line(msg, rate=value), NAVIGATION)


def quit_game(c: CommandHost) -> None:
    table = c.table
    playing = table is not None and not table.is_over() and bool(table.humans)
    if playing and table is not None and c.saved_turns != table.turns:
        c.autosave()  # the question says whether it is saved: known only by saving (issue 27)
    unsaved = playing and c.saves is not None and c.save_error is not None

    def leave() -> None:
        if playing and c.autosave() and c.saves is not None:
            c.say(c.line("ui-saved-resume"))
        c.say(c.line("ui-bye"))
        c.finish(0)

    confirm_quit(c, _unsaved_question(c) if unsaved
                 else c.line("ui-quit-confirm-saved" if playing else "ui-quit-confirm"), leave)


def confirm_quit(c: CommandHost, question: Line, leave: Callable[[], None]) -> None:
    """The quit question above everything else (yes or no; the quit keys answer yes): ``leave`` on yes,
    else "cancelled" is said. Local and online play ask it alike."""
    step = c.menu(question, [(True, c.loc("ui-yes")), (False, c.loc("ui-no"))],
                  hotkeys={"y": 0, "a": 0, "j": 0, "c-c": 0, "c-q": 0, "n": 1}, say_focus=False)

    def answer(value: Any) -> None:
        if value:
            leave()
        else:
            c.say(c.line("ui-quit-cancelled"), NAVIGATION)

    c.open_overlay(step, answer)


def _unsaved_question(c: CommandHost) -> Line:
    """The quit question when the last autosave failed: what ``--resume`` would continue instead."""
    assert c.saves is not None
    if not c.saves.exists():
        return c.line("ui-quit-unsaved-none")
    if c.saved_turns is not None:
        return c.line("ui-quit-unsaved-older", turns=c.saved_turns)
    return c.line("ui-quit-unsaved-other")


def sounds(c: CommandHost) -> None:
    """The list of sounds: each cue's name, and the cue itself as the focus reaches it (so a player can
    learn them); Enter plays the focused one again, Escape closes the list."""
    from beastybar_access.outputs.cue import CUES

    def hear(option: Option) -> None:
        played = c.sound is not None and c.sound.play(option.value)
        if not played and c.terminal is not None:
            c.terminal.bell()

    def replay(option: Option) -> Refuse | Step:
        hear(option)
        return Refuse(option.line)

    options = [Option(name, c.line("ui-sound-row", name=c.loc(f"cue-name-{name}"), index=i + 1,
                                   total=len(CUES)))
               for i, name in enumerate(CUES)]
    step = Step(prompt=c.line("ui-sounds-title"), options=options, choose=replay, on_focus=hear)
    if c.cue != "sound":
        c.say(c.line("ui-sounds-off"), NAVIGATION)
    elif c.sound is None or not c.sound.available:  # on, but nowhere to play: not "turn them on"
        c.say(c.line("ui-sounds-cannot-play"), NAVIGATION)

    def answer(value: Any) -> None:
        c.say(c.line("ui-sounds-closed"), NAVIGATION)

    c.open_overlay(step, answer)


def open_settings(c: CommandHost) -> None:
    c.settings_menu.open()


HELP_SET = BindingSet(((HELP_BINDING, show_help),))
"""The help key, listed first."""

CONSOLE_SET = BindingSet.of(CONSOLE_BINDINGS, {
    "where": where, "rules": rules, "braille-card": braille_card, "repeat": repeat, "older": older,
    "newer": newer, "newest": newest, "stop": stop, "verbosity": verbosity, "braille-mode": braille_mode,
    "slower": functools.partial(rate, direction=-1), "faster": functools.partial(rate, direction=1),
    "settings": open_settings, "quit": quit_game, "sounds": sounds,
})
"""The keys every game has (:data:`~beastybar_access.console.keys.CONSOLE_BINDINGS`), each a function."""


def console_bindings(adapter: GameAdapter, *more: BindingSet) -> BindingSet:
    """The console's key map for ``adapter``'s game: help, the game's keys, the console's, then ``more``
    (online: the chat keys)."""
    return merge_bindings(HELP_SET, game_bindings(adapter), CONSOLE_SET, *more)


__all__ = ["CONSOLE_SET", "HELP_SET", "BindingSet", "CommandHost", "Run", "build_keymap", "console_bindings",
           "game_bindings", "help_lines", "merge_bindings"]
