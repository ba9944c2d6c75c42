"""The console: a whole game by single keys, on any prompt_toolkit input and any output channels.

Nothing here reads the global standard input or writes the global standard output: the caller passes a
prompt_toolkit ``Input`` (keys are read raw, one at a time, with its own parser: no prompt_toolkit
``Application`` and so no rendering at all), an :class:`~beastybar_access.outputs.Outputs` fan-out and,
for a terminal, a :class:`~beastybar_access.console.terminal.Terminal` that the screen channel writes to.
A later server can run several of these in one process, one per connection.

The console is one person's terminal (or one keyboard shared by several people) at a
:class:`~beastybar_access.table.Table`: it is a listener of the table (it hears the events filtered for the
seat of the person at the keyboard, and narrates them in its own language) and the chooser of each of its
people's seats (:class:`PersonChooser`); the computer players are the table's
(:class:`~beastybar_access.table.ComputerChooser`), paced by the console's delay. The game loop is the
table's (:func:`~beastybar_access.table.play_turns`, or a real-time
:class:`~beastybar_access.console.realtime.RealtimeSession` around the table's driver).

Everything runs on one asyncio loop: keys are handled the moment they arrive, also while computer
players think (their ``choose`` runs in a worker thread) or wait (the pacing delay), so the table can be
reviewed during everyone's turns. Everything about one game comes from its
:class:`~beastybar_access.console.adapter.GameAdapter`; a console may offer several games (``games``), and
then the set-up asks which one is played (and a saved game of any of them can be resumed).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import TypeVar, Unpack

from beastybar_access import diagnostics
from beastybar_access.console.adapter import Context, GameAdapter, Plan, Seat
from beastybar_access.console.choice import ChoiceTexts, Chooser, Option, Refuse, Step
from beastybar_access.console.commands import (
    BindingSet,
    CommandContext,
    CommandHost,
    build_keymap,
    console_bindings,
)
from beastybar_access.console.flow import GameFlow
from beastybar_access.console.history import History
from beastybar_access.console.host import Overlay
from beastybar_access.console.keyboard import ConsoleExtension, KeyPad, Questions, TextEntry
from beastybar_access.console.keys import KeyMap, KeyReader
from beastybar_access.console.launch import Devices, Launch, Loose, grouped
from beastybar_access.console.realtime import SessionBase, SessionOptions
from beastybar_access.console.seat import PersonChooser, Seating
from beastybar_access.console.settings import Settings
from beastybar_access.console.settings_menu import SETTING_ROWS, SettingsMenu
from beastybar_access.console.terminal import keyboard_mode
from beastybar_access.console.voice import TABLE, Voice
from beastybar_access.games.core.steps import answer_of
from beastybar_access.jsontypes import JSON
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, Announcement, Outputs
from beastybar_access.presenter import Presenter, TableSurface
from beastybar_access.table import SeatedTable, Table

T = TypeVar("T")


class Console:
    """One player's (or one keyboard's) console at one game.

    ``adapter`` is the game, ``loc`` the language, ``outputs`` every channel a line goes to, ``settings``
    what the player chose (verbosity, braille, speech, delay …); ``devices`` the person's terminal and
    ``launch`` what is played (:class:`Devices`, :class:`Launch`). Their fields may also be given as
    keywords of their own (``Console(adapter, loc, outputs, settings, plan=…, input=…)``), as callers did
    before they were grouped.
    """

    texts: ChoiceTexts

    def __init__(
        self,
        adapter: GameAdapter,
        loc: Localizer,
        outputs: Outputs,
        settings: Settings,
        devices: Devices | None = None,
        launch: Launch | None = None,
        **loose: Unpack[Loose],
    ) -> None:
        devices, launch = grouped(devices, launch, loose)
        self._adapter = adapter
        self._presenter = Presenter(adapter, loc, verbosity=settings.verbosity, braille=settings.braille)
        """What the person at the keyboard hears and chooses (their seat, language, verbosity, braille)."""
        self.handle_signals = devices.handle_signals
        """End cleanly on SIGTERM and SIGHUP (the program's own console; never in tests or a server)."""
        self.games = tuple(launch.games)
        """The games offered in the set-up (empty: only the adapter's game is played)."""
        self.outputs = outputs
        self.settings = settings
        self.stored = launch.stored
        """The settings as kept in the file: changes by keys go there too, command-line options do not."""
        self.input = devices.input
        self.terminal = devices.terminal
        self.screen = devices.screen
        self.speech = devices.speech
        """The switchable speech (:class:`~beastybar_access.outputs.SpeechControl`), or None."""
        self._speech_kind = devices.speech_kind
        self.sound = devices.sound
        """The sound cues (:class:`~beastybar_access.outputs.Cues`), or None: the bell."""
        saves = launch.saves
        self.saves = saves.for_game(adapter.spec.name) if saves is not None else None
        """The autosave of the game being played (each game has its own file)."""
        self.settings_file = launch.settings_file
        self.plan = launch.plan or Plan()
        self.resume = launch.resume
        self.cue = settings.cue if devices.cue is None else devices.cue
        """"sound", "bell" or "off" (see :meth:`turn_cue`)."""
        self.welcome = list(launch.welcome)
        self._table: SeatedTable | None = None
        self.reader = KeyReader(self)
        """The key loop on :attr:`input`, with the keys typed ahead of a question (:mod:`.keys`)."""
        self.questions = Questions(self._chooser_say, lambda: self.texts, self.reader.release_held)
        """The questions open for the keys (:mod:`.keyboard`)."""
        self.keypad = KeyPad(self)
        self.overlays = Overlay(self._chooser_say, lambda: self.texts)
        """The one question above everything else (quit, settings, a game's quick question)."""
        self.seating = Seating(self)
        """The console's seats at its table and its ears there (:mod:`.seat`)."""
        self.voice = Voice(self, self.seating.buffer, self.seating.visible)
        """The outputs and the history buffers (:mod:`.voice`)."""
        self.voice.heard_before(launch.said)
        self.exit_code = 0
        self.save_error: Exception | None = None
        """Why the last autosave failed (None: it did not, or nothing was saved yet)."""
        self.saved_turns: int | None = None
        """The turns of the table when it was last saved (or resumed) in this run; None: not yet."""
        self.session: SessionBase | None = None
        """The real-time game being played (:class:`~beastybar_access.console.realtime.RealtimeSession`),
        which gets the game's keys, the arrows and "where am I"; None for turn-based games."""
        self.extension: ConsoleExtension | None = None
        """Online play plugged into this console (None: the console plays a table here)."""
        self.session_options: SessionOptions = {}
        """Keyword arguments of the next real-time session (tests: a fake clock's ``source``, ``wait``)."""
        self.online: Callable[[Console], Awaitable[int]] | None = None
        """"Play online" (set by the command line): runs the online console here, returns its status."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._exit: asyncio.Future[int] | None = None
        self.starting = False
        """Setting up or resuming the first table: between its questions, keys wait for the next one."""
        self.flow = GameFlow(self, adapter.spec.name, launch.make_adapter)
        """The set-up, the tables played and the game being played (:mod:`.flow`)."""
        self.keymap = self.bindings_keymap()
        self.settings_menu = SettingsMenu(self)
        self.texts = ChoiceTexts.of(self.line)
        self.settings_menu.apply_braille_mode()

    # --- the presenter: the game's words for the person at the keyboard ---------------------------------

    @property
    def presenter(self) -> Presenter:
        """The Presenter of the person at the keyboard, with the settings in effect."""
        p = self._presenter
        p.verbosity, p.braille = self.settings.verbosity, self.settings.braille
        return p

    @property
    def adapter(self) -> GameAdapter:
        """The game's console adapter (its Presenter reads the same one)."""
        return self._adapter

    @adapter.setter
    def adapter(self, adapter: GameAdapter) -> None:
        self._adapter = self._presenter.adapter = adapter

    @property
    def loc(self) -> Localizer:
        return self._presenter.loc

    @loc.setter
    def loc(self, loc: Localizer) -> None:
        self._presenter.loc = loc

    @property
    def table(self) -> SeatedTable | None:
        """The table the console sits at: a local :class:`~beastybar_access.table.Table` or a server's
        (online)."""
        return self._table

    @table.setter
    def table(self, table: SeatedTable | None) -> None:
        self._table = table
        self._presenter.table = table

    @property
    def perspective(self) -> int | None:
        """The seat whose view the keyboard hears (None: nobody's, while a shared keyboard changes hands)."""
        return self._presenter.seat

    @perspective.setter
    def perspective(self, seat: int | None) -> None:
        self._presenter.seat = seat

    # --- sentences and announcements -----------------------------------------------------------------

    def line(self, msg_id: str, **args: object) -> Line:
        return Line.plain(self.loc(msg_id, **args))

    def say(self, line: Line, kind: str = EVENT, *, record: bool | None = None) -> None:
        """Announce ``line`` on every channel (:meth:`Voice.say <.voice.Voice.say>`)."""
        self.voice.say(line, kind, record=record)

    def say_all(self, lines: Sequence[Line], kind: str = NAVIGATION) -> None:
        self.voice.say_all(lines, kind)

    def announcement(self, line: Line, kind: str, buffer: str = TABLE) -> Announcement:
        return self.voice.announcement(line, kind, buffer)

    @property
    def history(self) -> History:
        return self.voice.history

    @property
    def last(self) -> Announcement | None:
        return self.voice.last

    @last.setter
    def last(self, a: Announcement | None) -> None:
        self.voice.last = a

    @property
    def last_group(self) -> list[Announcement]:
        return self.voice.last_group

    @property
    def overlay(self) -> Chooser | None:
        """The question open above everything else, or None."""
        return self.overlays.chooser

    def open_overlay(self, step: Step[object], on_answer: Callable[[object], None],
                     pauses: bool = True) -> None:
        self.overlays.open(step, on_answer, pauses)

    @property
    def speech_kind(self) -> str:
        return self.speech.kind if self.speech is not None else self._speech_kind

    def menu(self, prompt: Line | None, items: Sequence[tuple[T, str]], *, focus: int = 0,
             hotkeys: Mapping[str, int] | None = None, say_focus: bool = True) -> Step[T]:
        """A step whose options are said with their number: "nová hra, 1 ze 2"."""
        options = [Option(value, self.line("ui-option-numbered", option=text, index=i + 1, total=len(items)))
                   for i, (value, text) in enumerate(items)]
        return Step(prompt=prompt, options=options, focus=focus, hotkeys=dict(hotkeys or {}),
                    say_focus=say_focus)

    def refuse(self, msg_id: str, **args: object) -> None:
        self.say(self.line(msg_id, **args), ALERT)

    def prompt_soon(self) -> None:
        self.voice.prompt_soon()

    # --- running -------------------------------------------------------------------------------------

    async def run(self) -> int:
        """Set up or resume, play, offer a new game; return the exit status."""
        self._loop = asyncio.get_running_loop()
        self._exit = self._loop.create_future()
        self.voice.loop = self.reader.loop = self._loop
        self._loop.set_exception_handler(self._loop_error)
        diagnostics.set_crash_saver(self._save_after_crash)
        raw = keyboard_mode(self.input)  # restored after a suspend too (issue 27)
        attach = self.input.attach(self.reader.read) if self.input is not None else contextlib.nullcontext()
        signals = self.flow.catch_signals(self._loop) if self.handle_signals else []
        try:
            with raw, attach:
                await self._run_main()
        finally:
            for signum in signals:
                self._loop.remove_signal_handler(signum)
            if self.saves is not None:
                self.saves.release()  # another copy of the program may play the saves now
        return self._exit.result() if self._exit.done() else self.exit_code

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, object]) -> None:
        """An exception in a callback (a key's handler) ends the program as any unexpected error does
        (saved, logged, one sentence: :mod:`beastybar_access.diagnostics`), not printed and played on."""
        exc = context.get("exception")
        if isinstance(exc, Exception) and self._exit is not None and not self._exit.done():
            self._exit.set_exception(exc)
        else:
            diagnostics.log.error("asyncio: %s", context.get("message"),
                                  exc_info=exc if isinstance(exc, BaseException) else None)

    def _save_after_crash(self) -> bool:
        """The crash path's save: the game as quitting saves it; whether a save of it now exists."""
        if self.table is None or self.saves is None or not self.table.humans:
            return False
        self.autosave()
        return self.saves.exists()

    @property
    def interactive(self) -> bool:
        """Keys can be read: a person can be asked."""
        return self.input is not None

    @property
    def quitting(self) -> bool:
        return self._exit is not None and self._exit.done()

    async def _run_main(self) -> None:
        assert self._loop is not None and self._exit is not None
        main = asyncio.ensure_future(self.flow.main())
        waiting: set[asyncio.Future[None] | asyncio.Future[int]] = {main, self._exit}
        await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
        if not main.done():
            main.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await main
        error = main.exception() if main.done() and not main.cancelled() else None
        if error is not None:
            raise error
        self.reader.stop_flush()

    def finish(self, code: int = 0) -> None:
        if self._exit is not None and not self._exit.done():
            self._exit.set_result(code)

    # --- the game loop: the table's; the console listens and chooses -----------------------------------

    def context(self) -> Context | None:
        if self.extension is not None:
            return self.extension.context()
        return self.presenter.context()

    def join(self, table: Table) -> Callable[[], None]:
        """Sit at ``table`` (:meth:`Seating.join <beastybar_access.console.seat.Seating.join>`)."""
        return self.seating.join(table)

    def make_table(self, state: object, seats: Sequence[Seat], seed: int, *, turns: int = 0,
                   options: dict[str, JSON] | None = None) -> Table:
        """A table of the console's game, autosaved to the console's save file."""
        return self.flow.make_table(state, seats, seed, turns=turns, options=options)

    def switch_game(self, game: str) -> None:
        self.flow.switch_game(game)

    async def learn(self) -> None:
        await self.flow.learn()

    async def play_online(self) -> None:
        await self.flow.play_online()

    def announce_table_start(self, table: TableSurface) -> None:
        """Who sits at the table, then what everyone sees at the start."""
        first, *rest = self.presenter.started(table, resumed=self.flow.resumed_table is table)
        self.say(first)
        self.say_all(rest, EVENT)
        if self.session is not None:  # said past its scheduler: the listener hears it before the news
            self.session.lines.still_hearing_texts(line.text for line in (first, *rest))

    def seat_text(self, msg_id: str, seat: int, **args: object) -> str:
        """``msg_id`` about a place at the table, with the game's label of that place ("zelená") where
        the game has one; games without (Cubirds) get the message ``<msg_id>-plain``."""
        return self.presenter.seat_text(msg_id, seat, **args)

    def seat_kind_label(self, kind: str) -> str:
        return self.presenter.seat_kind_label(kind)

    def turn_cue(self) -> None:
        self.voice.turn_cue()

    def play_cues(self, names: Sequence[str]) -> None:
        self.voice.play_cues(names)

    def autosave(self) -> bool:
        """Save the game being played now (the quit question does, before it closes the console); whether
        its position is saved now (a table on a server is saved there)."""
        if isinstance(self.table, Table):
            return self.flow.saver.store(self.table)
        return True

    # --- asking and keys (beastybar_access.console.keyboard) -----------------------------------------

    @property
    def modes(self) -> list[Chooser | TextEntry]:
        """The questions open for the keys, the newest last."""
        return self.questions.modes

    async def ask(self, step: Step[object], cancellable: bool = False,
                  rebuild: Callable[[], Step[object]] | None = None) -> object:
        """Open ``step`` for the keys; return the answer (None if cancelled; see :class:`Questions`)."""
        return await self.questions.ask(step, cancellable, rebuild)

    async def ask_menu(self, make: Callable[[], Step[object]]) -> object:
        """``ask(make())``, renewed by ``make`` when the language changes."""
        return await self.ask(make(), rebuild=make)

    def renew_modes(self) -> None:
        self.questions.renew()

    async def ask_text(self, prompt: Line, default: str, limit: int = 30) -> str:
        """Let the player type a short text of at most ``limit`` characters (Enter alone or Escape gives
        ``default``)."""
        return answer_of(str, await self.questions.answer(
            lambda done: TextEntry(self, prompt, default, done, limit)))

    def _chooser_say(self, line: Line, kind: str, follow: bool = False) -> None:
        self.say(line, EVENT if follow else kind, record=False if follow else None)

    def input_closed(self) -> None:
        self.finish(self.exit_code)

    def keys_wait(self) -> bool:
        """A key waits for the question on its way while nothing is asked between the questions of the
        start (until the table is sat at). At the table, keys work at once (a review while a computer
        moves)."""
        return (self.starting and self.input is not None and not self.quitting and not self.modes
                and self.overlay is None)

    def handle_key(self, key: str) -> None:
        self.keypad.handle_key(key)

    def focused_subject(self) -> object:
        return self.keypad.focused_subject()

    def where_lines(self, overlay: bool = True) -> list[Line]:
        return self.keypad.where_lines(overlay)

    # --- keys: the binding sets (beastybar_access.console.commands) -------------------------------------

    def bindings(self) -> BindingSet:
        """The commands and their keys here: help, the game's, the console's (and the extension's)."""
        extension = getattr(self, "extension", None)
        return console_bindings(self.adapter, *([extension.bindings()] if extension is not None else []))

    def bindings_keymap(self) -> KeyMap:
        """The key map of :meth:`bindings`, bound to this console."""
        return build_keymap(CommandContext.of(self), self.bindings(), dict(self.adapter.help_ids))


    SETTING_ROWS = SETTING_ROWS

    def remember(self, name: str, value: object) -> None:
        """Keep a set-up choice (4 Monkeys' pacing) in the settings and their file; nothing is said."""
        self.settings_menu.remember(name, value)

    def set_setting(self, name: str, value: object) -> None:
        """Change one setting now, keep it in the settings file, and say so."""
        self.settings_menu.set(name, value)


def _commands_run_here(console: Console) -> CommandHost:
    """The console is what its commands expect (checked by the type checker)."""
    return console


def run_console(console: Console) -> int:
    """Run ``console`` on a new asyncio loop (the command-line entry point)."""
    return asyncio.run(console.run())


__all__ = ["TABLE", "Console", "Devices", "Launch", "PersonChooser", "Refuse", "TextEntry", "run_console"]
