"""The console's commands as data: binding sets of (name, help, keys) and what each does, a function of
a small context (a :class:`CommandContext`: what it says with, reads, asks with, the settings and
leaving; the console gives them), merged into one key map the way prompt_toolkit merges key
bindings: a later set's command of the same name replaces an earlier one's (online play rebinds quit).

The sets: :data:`HELP_SET` (listed first), :func:`game_bindings` (the game's zones and its own keys, from
its adapter), :data:`CONSOLE_SET` (the keys every game has) and, online, the chat keys
(:mod:`beastybar_access.console.online`). :func:`build_keymap` binds a set to one context.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, TypeAlias, TypeVar

from beastybar_access.console.choice import Option, Refuse, Step
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

T = TypeVar("T")

if TYPE_CHECKING:
    from beastybar_access.console.adapter import GameAdapter
    from beastybar_access.console.history import History
    from beastybar_access.console.realtime import SessionBase
    from beastybar_access.console.settings_menu import SettingsMenu
    from beastybar_access.console.storage import SaveStore
    from beastybar_access.console.terminal import Terminal
    from beastybar_access.table import SeatedTable


class Speaker(Protocol):
    """What a command says with: lines in the person's language, the outputs, the last group said and the
    history of what was said."""

    outputs: Outputs
    last: Announcement | None

    @property
    def loc(self) -> Localizer: ...

    @property
    def history(self) -> History: ...

    @property
    def last_group(self) -> list[Announcement]: ...

    def line(self, msg_id: str, **args: object) -> Line: ...

    def say(self, line: Line, kind: str = ..., *, record: bool | None = None) -> None: ...

    def say_all(self, lines: Sequence[Line], kind: str = ...) -> None: ...

    def refuse(self, msg_id: str, **args: object) -> None: ...

    def prompt_soon(self) -> None: ...


class Views(Protocol):
    """What a command reads: the game, the Presenter's queries, the table, its session, the keys and the
    focus."""

    session: SessionBase | None
    keymap: KeyMap

    @property
    def adapter(self) -> GameAdapter: ...

    @property
    def presenter(self) -> Presenter: ...

    @property
    def table(self) -> SeatedTable | None: ...

    def focused_subject(self) -> object: ...

    def where_lines(self, overlay: bool = True) -> list[Line]: ...


class Overlays(Protocol):
    """How a command asks: a menu opened above everything else."""

    def menu(self, prompt: Line | None, items: Sequence[tuple[T, str]], *, focus: int = ...,
             hotkeys: Mapping[str, int] | None = ..., say_focus: bool = ...) -> Step[T]: ...

    def open_overlay(self, step: Step[object], on_answer: Callable[[object], None],
                     pauses: bool = True) -> None: ...


class Preferences(Protocol):
    """The person's settings and the devices they change (speech rate, sounds, braille)."""

    settings: Settings
    settings_menu: SettingsMenu
    sound: Cues | None
    speech: SpeechControl | None
    terminal: Terminal | None
    cue: str

    @property
    def speech_kind(self) -> str: ...

    def renew_modes(self) -> None: ...


class Leaving(Protocol):
    """What quitting uses: the saves and the end of the program."""

    saves: SaveStore | None
    save_error: Exception | None
    saved_turns: int | None

    def autosave(self) -> bool: ...

    def finish(self, code: int = 0) -> None: ...


class CommandHost(Speaker, Views, Overlays, Preferences, Leaving, Protocol):
    """A console that gives all the parts of a :class:`CommandContext` (the console itself)."""

    @property
    def extension(self) -> object:
        """What plugs into the console (online play), or None."""
        ...


@dataclass(frozen=True)
class CommandContext:
    """What a command runs with: a few small parts, not the whole console (issue 23 item 2)."""

    out: Speaker
    view: Views
    ask: Overlays
    prefs: Preferences
    leave: Leaving
    extension: Callable[[], object] = lambda: None
    """What plugs into the console (online play), read when a command runs (it is plugged in after the
    key map is first built)."""

    @classmethod
    def of(cls, host: CommandHost) -> CommandContext:
        """The parts of ``host`` (a console gives them all)."""
        return cls(host, host, host, host, host, lambda: host.extension)


Run: TypeAlias = Callable[[CommandContext], object]
"""What a command does: a function of its :class:`CommandContext` (online play's own keys reach its
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


def build_keymap(context: CommandContext, bindings: BindingSet,
                 help_ids: dict[str, str] | None = None) -> KeyMap:
    """``bindings`` bound to ``context``; ``help_ids`` word a shared command's help a game's own way."""
    km = KeyMap()
    helps = help_ids or {}
    for binding, run in bindings.items:
        help_id = helps.get(binding.name, binding.help_id)
        km.add(Command(binding.name, help_id, functools.partial(run, context)), binding.keys)
    return km


# --- the game's keys ---------------------------------------------------------------------------------


def zone(c: CommandContext, z: Zone) -> None:
    lines = c.view.presenter.zone(z.name)
    c.out.say_all(lines, lines[0].kind)


def game_command(c: CommandContext, name: str) -> None:
    """One of the game's own keys (a real-time game's: it acts on the session)."""
    if c.view.session is None:
        c.out.refuse("ui-no-game-yet")
        return
    c.view.session.command(name)


def game_bindings(adapter: GameAdapter) -> BindingSet:
    """The game's zones (``q`` the queue, ``h`` the hand ...) and its own keys, from its adapter."""
    items: list[tuple[Binding, Run]] = []
    for z in adapter.zones():
        items.append((Binding(z.name, z.help_id, z.keys), functools.partial(_run_zone, z)))
    for name, help_id, keys in adapter.commands():
        items.append((Binding(name, help_id, keys), functools.partial(_run_game, name)))
    return BindingSet(tuple(items))


def _run_zone(z: Zone, c: CommandContext) -> None:
    zone(c, z)


def _run_game(name: str, c: CommandContext) -> None:
    game_command(c, name)


# --- the console's keys ------------------------------------------------------------------------------


def help_lines(c: CommandContext) -> list[Line]:
    """Every key and what it does, in the player's language."""
    lines = [c.out.line("ui-help-title")]
    for keys, help_id in (c.view.adapter.nav_help() or NAV_HELP):
        lines.append(Line.plain(help_line(c.out.loc, keys, help_id)))
    for command in c.view.keymap.commands():
        lines.append(Line.plain(help_line(c.out.loc, c.view.keymap.keys_for(command.name), command.help_id)))
    return lines


def show_help(c: CommandContext) -> None:
    c.out.say_all(help_lines(c), NAVIGATION)


def where(c: CommandContext) -> None:
    c.out.say_all(c.view.where_lines(), NAVIGATION)


def rules(c: CommandContext) -> None:
    line, = c.view.presenter.rules(c.view.focused_subject())
    c.out.say(line, line.kind)


def braille_card(c: CommandContext) -> None:
    if c.prefs.settings.braille == "off":
        c.out.refuse("ui-braille-is-off")
        return
    line, = c.view.presenter.braille_of(c.view.focused_subject())
    if line.kind == ALERT:
        c.out.say(line, ALERT)
        return
    a = Announcement(line.text, line.braille, NAVIGATION)
    c.out.outputs.announce(a)
    c.out.last = a
    c.out.prompt_soon()


def repeat(c: CommandContext) -> None:
    """The last group said again (the whole last move, not only its last line): the first line cuts off
    speech, the others are queued behind it."""
    group = c.out.last_group
    if not group:
        c.out.refuse("ui-nothing-said")
        return
    for i, a in enumerate(group):
        c.out.outputs.announce(Announcement(a.text, a.braille, NAVIGATION if i == 0 else EVENT))
    c.out.prompt_soon()


def _say_history(c: CommandContext, a: Announcement | None, edge_id: str) -> None:
    if a is None:
        c.out.refuse(edge_id)
        current = c.out.history.current()
        if current is not None:
            c.out.outputs.announce(Announcement(current.text, current.braille, EVENT))
        c.out.prompt_soon()
        return
    c.out.outputs.announce(Announcement(a.text, a.braille, NAVIGATION))
    c.out.prompt_soon()


def older(c: CommandContext) -> None:
    if not len(c.out.history):
        c.out.refuse("ui-history-empty")
        return
    _say_history(c, c.out.history.older(), "ui-history-oldest")


def newer(c: CommandContext) -> None:
    if not len(c.out.history):
        c.out.refuse("ui-history-empty")
        return
    _say_history(c, c.out.history.newer(), "ui-history-newest")


def newest(c: CommandContext) -> None:
    a = c.out.history.newest()
    if a is None:
        c.out.refuse("ui-history-empty")
        return
    _say_history(c, a, "ui-history-newest")


def stop(c: CommandContext) -> None:
    c.out.outputs.stop()


def verbosity(c: CommandContext) -> None:
    value = c.prefs.settings.cycle("verbosity")
    c.prefs.settings_menu.persist("verbosity", value)
    c.prefs.renew_modes()
    c.out.say(c.out.line("ui-verbosity-now", value=c.out.loc(f"ui-verbosity-{value}")), NAVIGATION)


def braille_mode(c: CommandContext) -> None:
    value = c.prefs.settings.cycle("braille")
    c.prefs.settings_menu.apply_braille_mode()
    c.prefs.settings_menu.persist("braille", value)
    c.out.say(c.out.line("ui-braille-now", value=c.out.loc(f"ui-braille-{value}")), NAVIGATION)
    if value == "lines":
        c.out.say(c.out.line("ui-braille-lines-warning"), EVENT, record=False)


def rate(c: CommandContext, direction: int) -> None:
    value = c.prefs.settings.change_rate(direction * RATE_STEP)
    c.prefs.settings_menu.set_speech_rate(value)
    c.prefs.settings_menu.persist("rate", value)
    # a screen reader keeps its own rate; a voice (Speech Dispatcher too) takes this one
    settable = c.prefs.speech is not None and c.prefs.speech.rate_settable
    msg = "ui-rate-screenreader" if c.prefs.speech_kind == "screenreader" and not settable else "ui-rate-now"
    c.out.say(c.out.line(msg, rate=value), NAVIGATION)


def quit_game(c: CommandContext) -> None:
    table = c.view.table
    playing = table is not None and not table.is_over() and bool(table.humans)
    if playing and table is not None and c.leave.saved_turns != table.turns:
        c.leave.autosave()  # the question says whether it is saved: known only by saving (issue 27)
    unsaved = playing and c.leave.saves is not None and c.leave.save_error is not None

    def leave() -> None:
        if playing and c.leave.autosave() and c.leave.saves is not None:
            c.out.say(c.out.line("ui-saved-resume"))
        c.out.say(c.out.line("ui-bye"))
        c.leave.finish(0)

    confirm_quit(c, _unsaved_question(c) if unsaved
                 else c.out.line("ui-quit-confirm-saved" if playing else "ui-quit-confirm"), leave)


def confirm_quit(c: CommandContext, question: Line, leave: Callable[[], None]) -> None:
    """The quit question above everything else (yes or no; the quit keys answer yes): ``leave`` on yes,
    else "cancelled" is said. Local and online play ask it alike."""
    step = c.ask.menu(question, [(True, c.out.loc("ui-yes")), (False, c.out.loc("ui-no"))],
                  hotkeys={"y": 0, "a": 0, "j": 0, "c-c": 0, "c-q": 0, "n": 1}, say_focus=False)

    def answer(value: object) -> None:
        if value:
            leave()
        else:
            c.out.say(c.out.line("ui-quit-cancelled"), NAVIGATION)

    c.ask.open_overlay(step, answer)


def _unsaved_question(c: CommandContext) -> Line:
    """The quit question when the last autosave failed: what ``--resume`` would continue instead."""
    assert c.leave.saves is not None
    if not c.leave.saves.exists():
        return c.out.line("ui-quit-unsaved-none")
    if c.leave.saved_turns is not None:
        return c.out.line("ui-quit-unsaved-older", turns=c.leave.saved_turns)
    return c.out.line("ui-quit-unsaved-other")


def sounds(c: CommandContext) -> None:
    """The list of sounds: each cue's name, and the cue itself as the focus reaches it (so a player can
    learn them); Enter plays the focused one again, Escape closes the list."""
    from beastybar_access.outputs.cue import CUES

    def hear(option: Option[str]) -> None:
        played = c.prefs.sound is not None and c.prefs.sound.play(option.value)
        if not played and c.prefs.terminal is not None:
            c.prefs.terminal.bell()

    def replay(option: Option[str]) -> Refuse | Step[object]:
        hear(option)
        return Refuse(option.line)

    options = [Option(name, c.out.line("ui-sound-row", name=c.out.loc(f"cue-name-{name}"), index=i + 1,
                                   total=len(CUES)))
               for i, name in enumerate(CUES)]
    step = Step(prompt=c.out.line("ui-sounds-title"), options=options, choose=replay, on_focus=hear)
    if c.prefs.cue != "sound":
        c.out.say(c.out.line("ui-sounds-off"), NAVIGATION)
    elif c.prefs.sound is None or not c.prefs.sound.available:  # on, but nowhere to play: not "turn them on"
        c.out.say(c.out.line("ui-sounds-cannot-play"), NAVIGATION)

    def answer(value: object) -> None:
        c.out.say(c.out.line("ui-sounds-closed"), NAVIGATION)

    c.ask.open_overlay(step, answer)


def open_settings(c: CommandContext) -> None:
    c.prefs.settings_menu.open()


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


__all__ = ["CONSOLE_SET", "HELP_SET", "BindingSet", "CommandContext", "CommandHost", "Leaving",
           "Overlays", "Preferences", "Run", "Speaker", "Views", "build_keymap", "console_bindings",
           "game_bindings", "help_lines", "merge_bindings"]
