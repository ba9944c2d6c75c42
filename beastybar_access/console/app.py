"""The console: a whole game by single keys, on any prompt_toolkit input and any output channels.

Nothing here reads the global standard input or writes the global standard output: the caller passes a
prompt_toolkit ``Input`` (keys are read raw, one at a time, with its own parser: no prompt_toolkit
``Application`` and so no rendering at all), an :class:`~beastybar_access.outputs.Outputs` fan-out and,
for a terminal, a :class:`~beastybar_access.console.terminal.Terminal` that the screen channel writes to.
A later server can run several of these in one process, one per connection.

Everything runs on one asyncio loop: keys are handled the moment they arrive, also while computer
players think (their ``choose`` runs in a worker thread) or wait (the pacing delay), so the table can be
reviewed during everyone's turns. Everything about one game comes from its
:class:`~beastybar_access.console.adapter.GameAdapter`; a console may offer several games (``games``), and
then the set-up asks which one is played (and a saved game of any of them can be resumed).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from prompt_toolkit.input import Input
from prompt_toolkit.keys import Keys

from beastybar_access import diagnostics
from beastybar_access.console import setup
from beastybar_access.console.adapter import (
    HUMAN,
    Context,
    GameAdapter,
    Plan,
    RandomBot,
    Seat,
    make_bot,
)
from beastybar_access.console.choice import ChoiceTexts, Chooser, Done, Option, Refuse, Step
from beastybar_access.console.games import game_title
from beastybar_access.console.history import History
from beastybar_access.console.keys import (
    BACK_KEYS,
    DIGIT_KEYS,
    ENTER_KEYS,
    Command,
    KeyMap,
    help_line,
    key_label,
    key_of,
)
from beastybar_access.console.settings import Settings, SettingsFile, choices_of
from beastybar_access.console.speech_lines import speech_line, speech_row_value
from beastybar_access.console.storage import DamagedSaveError, SaveStore
from beastybar_access.console.terminal import Terminal
from beastybar_access.games.base import GameState
from beastybar_access.narration import CONSOLE_DOMAINS, Localizer, detect_language
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, PROMPT, Announcement, Outputs

NAV_KEYS = frozenset({"left", "right", "up", "down", "home", "end", " ", "p", *ENTER_KEYS, *BACK_KEYS,
                      *DIGIT_KEYS})
_IGNORED = frozenset({Keys.CPRResponse.value, Keys.Ignore.value, Keys.Vt100MouseEvent.value,
                      Keys.WindowsMouseEvent.value, Keys.BracketedPaste.value, Keys.ScrollUp.value,
                      Keys.ScrollDown.value})
ESCAPE_FLUSH = 0.05
"""Seconds after which a lone Escape byte counts as the Escape key (not the start of a sequence)."""
TABLE = "table"
"""The history buffer of what everyone at the keyboard may hear again."""

@dataclass
class Table:
    """The game being played, and who sits at it."""

    state: GameState
    seats: list[Seat]
    seed: int
    turns: int = 0
    """Actions applied so far (the computer players' random numbers are derived from it)."""
    bots: dict[int, Any] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)
    """The game's own set-up choices (:attr:`Plan.options`: 4 Monkeys' computer players' speed)."""

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.seats]

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]


class TextEntry:
    """Typing a short text (a name): printable keys are text, Backspace rubs out, Enter ends."""

    def __init__(self, console: Console, prompt: Line, default: str, on_done: Callable[[str], None]) -> None:
        self.console = console
        self.prompt = prompt
        self.default = default
        self.text = ""
        self.on_done = on_done
        self.finished = False

    def start(self) -> None:
        self.console.say(self.prompt)

    def where(self) -> list[Line]:
        return [self.prompt]

    def key(self, key: str) -> bool:
        term = self.console.terminal
        if len(key) == 1 and key.isprintable():
            if len(self.text) < 30:
                self.text += key
                if term is not None:
                    term.echo(key)
            return True
        if key == "c-h":
            if self.text:
                self.text = self.text[:-1]
                if term is not None:
                    term.rub_out()
            return True
        if key in ENTER_KEYS or key == "escape":
            if term is not None:
                term.end_typing()
            self.finished = True
            value = self.text.strip() if key in ENTER_KEYS else ""
            self.on_done(value or self.default)
            return True
        return False


class Console:
    """One player's (or one keyboard's) console at one game."""

    def __init__(
        self,
        adapter: GameAdapter,
        loc: Localizer,
        outputs: Outputs,
        settings: Settings,
        *,
        stored: Settings | None = None,
        input: Input | None = None,
        terminal: Terminal | None = None,
        screen: Any = None,
        speech: Any = None,
        speech_kind: str = "none",
        sound: Any = None,
        saves: SaveStore | None = None,
        settings_file: SettingsFile | None = None,
        plan: Plan | None = None,
        resume: bool = False,
        cue: str | None = None,
        welcome: Sequence[Line] = (),
        said: Sequence[Announcement] = (),
        games: Sequence[str] = (),
        make_adapter: Callable[[str, Localizer], GameAdapter] | None = None,
    ) -> None:
        self.adapter = adapter
        self.games = tuple(games)
        """The games offered in the set-up (empty: only the adapter's game is played)."""
        self._default_game = adapter.spec.name
        self._make_adapter = make_adapter
        self.loc = loc
        self.outputs = outputs
        self.settings = settings
        self.stored = stored
        """The settings as kept in the file: changes by keys go there too, command-line options do not."""
        self.input = input
        self.terminal = terminal
        self.screen = screen
        self.speech = speech
        """A :class:`~beastybar_access.outputs.SpeechOutput` (switchable), or anything with some of its
        methods (``set_rate``, ``set_voice``, ``voices``, ``start``, ``kind``), or None."""
        self._speech_kind = speech_kind
        self.sound = sound
        """The turn cue's sound (:class:`~beastybar_access.outputs.SoundCue`), or None: the bell."""
        self._sound_broken_said = False
        self.saves = saves.for_game(adapter.spec.name) if saves is not None else None
        """The autosave of the game being played (each game has its own file)."""
        self.settings_file = settings_file
        self.plan = plan or Plan()
        self.resume = resume
        self.cue = settings.cue if cue is None else cue
        """"sound", "bell" or "off" (see :meth:`turn_cue`)."""
        self.welcome = list(welcome)
        self.table: Table | None = None
        self.perspective: int | None = None
        self.modes: list[Chooser | TextEntry] = []
        self.overlay: Chooser | None = None
        self.history = History(visible=self._visible)
        self.last: Announcement | None = None
        self._last_actor: int | None = None
        """The seat whose decision was applied last at this table (None: none yet in this run)."""
        self._private_for: int | None = None
        """At a keyboard shared by several people: the seat whose own move is being made (what is said
        meanwhile is theirs; the others' history shows the table's version, see :meth:`_visible`)."""
        for a in said:  # announced by the caller before the console was made
            self.history.add(a)
            self.last = a
        self.exit_code = 0
        self._browse_focus = 0
        self._browse_fresh = True
        self.session: Any = None
        """The real-time game being played (:class:`~beastybar_access.console.realtime.RealtimeSession`),
        which gets the game's keys, the arrows and "where am I"; None for turn-based games."""
        self.overlay_pauses = True
        """The open overlay (quit question, settings) stops a real-time game's clock."""
        self._loop: asyncio.AbstractEventLoop | None = None
        self._exit: asyncio.Future[int] | None = None
        self._flush_handle: asyncio.TimerHandle | None = None
        self._prompt_pending = False
        self.keymap = self._build_keymap()
        self.texts = ChoiceTexts(
            first=lambda: self.line("ui-first-item"),
            last=lambda: self.line("ui-last-item"),
            no_such=lambda n, total: self.line("ui-no-such-item", n=n, total=total),
            cant_go_back=lambda: self.line("ui-cant-go-back"),
            no_preview=lambda: self.line("ui-no-preview"),
            mark_count=lambda marked, need: self.line("ui-mark-count", marked=marked, need=need),
        )
        self._apply_braille_mode()

    # --- sentences and announcements -----------------------------------------------------------------

    def line(self, msg_id: str, **args: Any) -> Line:
        return Line.plain(self.loc(msg_id, **args))

    def say(self, line: Line, kind: str = EVENT, *, record: bool | None = None) -> None:
        """Announce ``line`` on every channel. Game events and prompts also go to the history
        (``record``); answers to review keys and refusals do not."""
        a = self._announcement(line, kind, self._buffer())
        self.outputs.announce(a)
        if record if record is not None else kind in (EVENT, PROMPT):
            self.history.add(a)
        self.last = a
        self._prompt_soon()

    def _announcement(self, line: Line, kind: str, buffer: str = TABLE) -> Announcement:
        braille = line.braille if self.settings.braille == "lines" else None
        return Announcement(line.text, braille, kind, buffer)

    def _buffer(self) -> str:
        return TABLE if self._private_for is None else f"seat-{self._private_for}"

    def _visible(self, a: Announcement) -> bool:
        """Which history entries the person now at the keyboard may hear again: the table's, their own
        moves, and the table's version of the other people's moves (never their hands or draws)."""
        buffer = a.buffer
        if buffer.startswith("seat-"):
            return self.perspective is not None and buffer == f"seat-{self.perspective}"
        if buffer.startswith("public-"):
            return buffer != f"public-{self.perspective}"
        return True

    @property
    def speech_kind(self) -> str:
        kind = getattr(self.speech, "kind", None)
        return kind if isinstance(kind, str) else self._speech_kind

    def say_all(self, lines: Sequence[Line], kind: str = NAVIGATION) -> None:
        """The first line as ``kind`` (navigation cuts off speech), the others queued behind it."""
        answer = kind in (NAVIGATION, ALERT)
        for i, line in enumerate(lines):
            if i == 0 or not answer:
                self.say(line, kind)
            else:
                self.say(line, EVENT, record=False)

    def menu(self, prompt: Line | None, items: Sequence[tuple[Any, str]], **step: Any) -> Step:
        """A step whose options are said with their number: "nová hra, 1 ze 2"."""
        options = [Option(value, self.line("ui-option-numbered", option=text, index=i + 1, total=len(items)))
                   for i, (value, text) in enumerate(items)]
        return Step(prompt=prompt, options=options, **step)

    def refuse(self, msg_id: str, **args: Any) -> None:
        self.say(self.line(msg_id, **args), ALERT)

    def _prompt_soon(self) -> None:
        if self.terminal is None or self._prompt_pending or self.input is None:
            return
        if self._exit is not None and self._exit.done():
            return
        self._prompt_pending = True
        if self._loop is not None:
            self._loop.call_soon(self._show_prompt)
        else:
            self._show_prompt()

    def _show_prompt(self) -> None:
        self._prompt_pending = False
        if self.terminal is not None and not (self._exit is not None and self._exit.done()):
            self.terminal.show_prompt()

    # --- running -------------------------------------------------------------------------------------

    async def run(self) -> int:
        """Set up or resume, play, offer a new game; return the exit status."""
        self._loop = asyncio.get_running_loop()
        self._exit = self._loop.create_future()
        self._loop.set_exception_handler(self._loop_error)
        diagnostics.set_crash_saver(self._save_after_crash)
        raw = self.input.raw_mode() if self.input is not None else contextlib.nullcontext()
        attach = self.input.attach(self._read) if self.input is not None else contextlib.nullcontext()
        with raw, attach:
            main = asyncio.ensure_future(self._main())
            waiting: set[asyncio.Future[Any]] = {main, self._exit}
            await asyncio.wait(waiting, return_when=asyncio.FIRST_COMPLETED)
            if not main.done():
                main.cancel()
                with contextlib.suppress(asyncio.CancelledError):
                    await main
            if main.done() and not main.cancelled() and main.exception() is not None:
                raise main.exception()  # type: ignore[misc]
            if self._flush_handle is not None:
                self._flush_handle.cancel()
        return self._exit.result() if self._exit.done() else self.exit_code

    def _loop_error(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """An exception in a callback (a key's handler) ends the program as any unexpected error does
        (saved, logged, one sentence: :mod:`beastybar_access.diagnostics`), not printed and played on."""
        exc = context.get("exception")
        if isinstance(exc, Exception) and self._exit is not None and not self._exit.done():
            self._exit.set_exception(exc)
        else:
            diagnostics.log.error("asyncio: %s", context.get("message"), exc_info=exc)

    def _save_after_crash(self) -> bool:
        """The crash path's save: the game as quitting saves it; whether a save of it now exists."""
        if self.table is None or self.saves is None or not self.table.humans:
            return False
        self._autosave()
        return self.saves.exists()

    def _finish(self, code: int = 0) -> None:
        if self._exit is not None and not self._exit.done():
            self._exit.set_result(code)

    async def _main(self) -> None:
        self.say_all(self.welcome, EVENT)
        table = await self._start_table()
        while table is not None:
            await self._play(table)
            if not table.humans:
                break
            again = await self.ask_menu(lambda: self.menu(self.line("ui-end-prompt"), [
                ("new", self.loc("ui-end-new")), ("quit", self.loc("ui-end-quit"))]))
            if again != "new":
                break
            plan = Plan(players=len(table.seats), seats=[s.kind for s in table.seats],
                        names=table.names, variant=self.plan.variant, first=self.plan.first,
                        game=self.adapter.spec.name, options=dict(table.options))
            self.plan = plan
            self.say(self.line("ui-new-game"))
            table = self._new_table(await setup.complete_plan(self, plan))
        self.say(self.line("ui-bye"))
        self._finish(0)

    def switch_game(self, game: str) -> None:
        """Play ``game`` from now on (chosen in the set-up, or the game of the save being resumed): its
        adapter, its review keys and its autosave."""
        if game == self.adapter.spec.name:
            return
        make = self._make_adapter
        if make is None:
            from beastybar_access.console.games import make_adapter

            make = make_adapter
        self.adapter = make(game, self.loc)
        self.keymap = self._build_keymap()
        if self.saves is not None:
            self.saves = self.saves.for_game(game)

    async def _start_table(self) -> Table | None:
        if self.saves is not None and self.games and self.plan.game is None:
            latest = self.saves.latest(self.games)  # --resume continues whichever game was saved last
            if latest is not None:
                self.switch_game(latest.game)
        if self.saves is not None and (self.resume or (self._offer_saved() and await self._choose_resume())):
            table = await self._load_saved()
            if table is not None:
                self.plan.game = self.adapter.spec.name
                return table
            if self._exit is not None and self._exit.done():
                return None
        if self.plan.game is None:
            self.switch_game(self._default_game)  # a save not resumed: the default game again
        plan = await setup.complete_plan(self, self.plan)
        self.plan = plan
        return self._new_table(plan)

    def _offer_saved(self) -> bool:
        """Without --resume, a saved game is offered when a person will play (never to an all-bot demo)."""
        if self.saves is None or not self.saves.exists() or self.input is None:
            return False
        seats = self.plan.seats
        return seats is None or HUMAN in seats

    async def _choose_resume(self) -> bool:
        def prompt() -> Line:
            if self.games:  # several games can be played here: say which one was saved
                game = game_title(self.loc, self.adapter.spec.name)
                return self.line("ui-saved-game-found-named", game=game)
            return self.line("ui-saved-game-found")

        answer = await self.ask_menu(lambda: self.menu(prompt(), [
            (True, self.loc("ui-resume-yes")), (False, self.loc("ui-resume-no"))]))
        return bool(answer)

    async def _load_saved(self) -> Table | None:
        assert self.saves is not None
        try:
            data = self.saves.load()
            if data is None:
                self.say(self.line("ui-no-save"))
                return None
            try:
                state = self.adapter.spec.from_json(data["state"])
                seats = [Seat(str(k), str(n)) for k, n in zip(data["seats"], data["names"], strict=True)]
                seed = int(data["seed"])
                turns = int(data.get("turns", 0))
                options = data.get("options", {})
                if not isinstance(options, dict):
                    raise ValueError("the game's options are not an object")
                if len(seats) != state.num_players:
                    raise ValueError("the seats do not match the game")
            except (KeyError, TypeError, ValueError) as exc:
                raise self.saves.put_aside(str(exc)) from exc
        except DamagedSaveError as exc:
            where = str(exc.moved_to) if exc.moved_to is not None else str(self.saves.path)
            self.say(self.line("ui-save-damaged", path=where), ALERT, record=True)
            if self.input is None:
                return None
            answer = await self.ask_menu(lambda: self.menu(self.line("ui-offer-new-game"), [
                (True, self.loc("ui-resume-no")), (False, self.loc("ui-end-quit"))]))
            if not answer:
                self._finish(0)
            return None
        table = Table(state, seats, seed, turns, options=dict(options))
        if self.games:
            self.say(self.line("ui-resumed-named", game=game_title(self.loc, self.adapter.spec.name)))
        else:
            self.say(self.line("ui-resumed"))
        return table

    def _new_table(self, plan: Plan) -> Table:
        if plan.game is not None:
            self.switch_game(plan.game)
        seed = plan.seed if plan.seed is not None else random.SystemRandom().randrange(2**31)
        plan.seed = seed
        state = self.adapter.new_state(plan)
        assert plan.seats is not None and plan.names is not None
        seats = [Seat(k, n) for k, n in zip(plan.seats, plan.names, strict=True)]
        return Table(state, seats, seed, options=dict(plan.options))

    # --- the game loop -------------------------------------------------------------------------------

    def context(self) -> Context | None:
        table = self.table
        if table is None:
            return None
        listener = self.perspective
        state = table.state
        view = state.view(listener) if listener is not None else self.adapter.spectator_view(state)
        return Context(state, view, listener, table.names, table.seats, self.settings.verbosity)

    async def _play(self, table: Table) -> None:
        self.table = table
        humans = table.humans
        self.perspective = humans[0] if humans else None
        self._browse_focus = 0
        self._last_actor = None
        if getattr(self.adapter, "real_time", False):
            from beastybar_access.console.realtime import play_realtime

            await play_realtime(self, table)
            return
        self._announce_table_start(table)
        state = table.state
        while not state.is_over():
            seat = state.current
            if table.seats[seat].human:
                action = await self._human_move(table, seat)
            else:
                action = await self._bot_move(table, seat)
            try:
                events = state.apply(action)
            except ValueError as exc:
                self.say(self.adapter.refusal(exc), ALERT)
                continue
            table.turns += 1
            self._last_actor = seat
            if seat == self.perspective:
                self._browse_focus, self._browse_fresh = 0, True
            self._autosave()
            ctx = self.context()
            assert ctx is not None
            self.say_all(self.adapter.turn_lines(ctx, events, seat), EVENT)
            if self._private_for is not None:
                # a person's own move at a shared keyboard: the others may review the table's version
                self._private_for = None
                for line in self.adapter.turn_lines(self._spectator_context(table), events, seat):
                    self.history.add(self._announcement(line, EVENT, f"public-{seat}"))
        if self.saves is not None and table.humans:
            self.saves.delete()

    def _spectator_context(self, table: Table) -> Context:
        state = table.state
        return Context(state, self.adapter.spectator_view(state), None, table.names, table.seats,
                       self.settings.verbosity)

    def _announce_table_start(self, table: Table) -> None:
        names = ", ".join(
            self.seat_text("ui-seat-intro", i, name=s.name, who=self.seat_kind_label(s.kind))
            for i, s in enumerate(table.seats)
        )
        self.say(self.line("ui-game-start", seats=names))
        ctx = self.context()
        if ctx is not None and not table.state.is_over():
            self.say_all(self.adapter.start_lines(ctx), EVENT)

    def seat_text(self, msg_id: str, seat: int, **args: Any) -> str:
        """``msg_id`` about a place at the table, with the game's label of that place ("zelená") where
        the game has one; games without (Cubirds) get the message ``<msg_id>-plain``."""
        label = self.adapter.seat_label(seat)
        if label:
            return self.loc(msg_id, colour=label, **args)
        return self.loc(f"{msg_id}-plain", **args)

    def seat_kind_label(self, kind: str) -> str:
        return self.loc("ui-seat-human") if kind == HUMAN else self.loc(f"ui-level-{kind}")

    def _mid_turn(self, seat: int) -> bool:
        """``seat`` decides again within the turn it has begun here (nothing is announced anew)."""
        if self._last_actor != seat:
            return False
        ctx = self.context()
        return ctx is not None and bool(self.adapter.mid_turn(ctx))

    async def _human_move(self, table: Table, seat: int) -> Any:
        if self._mid_turn(seat) and self.perspective == seat:
            self._private_for = seat if len(table.humans) > 1 else None
            return await self._ask_action(table)
        self.turn_cue()
        shared = len(table.humans) > 1
        if shared and self.perspective != seat:
            # the keyboard changes hands: nobody's cards are read until the next person presses Enter
            self.perspective = None
            name = table.seats[seat].name
            await self.ask_menu(lambda: Step(prompt=self.line("ui-hot-seat", name=name),
                                             options=[Option(True, self.line("ui-hot-seat-go"))],
                                             say_focus=False))
        self.perspective = seat
        self._private_for = seat if shared else None
        self._browse_focus = 0
        ctx = self.context()
        assert ctx is not None
        lines = self.adapter.your_turn_lines(ctx)
        for i, line in enumerate(lines):
            self.say(line, PROMPT if i == len(lines) - 1 and i else EVENT)
        return await self._ask_action(table)

    async def _ask_action(self, table: Table) -> Any:
        """Ask the person at the keyboard for the action (each choice in turn) until the rules take it."""
        while True:
            ctx = self.context()
            assert ctx is not None
            action = await self.ask(self.adapter.action_step(ctx), rebuild=self._action_step)
            try:
                table.state.check(action)
            except ValueError as exc:
                self.say(self.adapter.refusal(exc), ALERT)
                continue
            return action

    def _action_step(self) -> Step:
        ctx = self.context()
        assert ctx is not None
        return self.adapter.action_step(ctx)

    def turn_cue(self) -> None:
        """The person's turn begins: the short sound, else the terminal bell (see ``outputs/cue.py``)."""
        if self.cue == "off" or self.input is None:
            return
        if self.cue == "sound" and self.sound is not None:
            if self.sound.play():
                return
            if getattr(self.sound, "broken", False) and not self._sound_broken_said:
                self._sound_broken_said = True
                self.say(self.line("ui-cue-sound-broken"), EVENT, record=False)
        if self.terminal is not None:
            self.terminal.bell()

    async def _bot_move(self, table: Table, seat: int) -> Any:
        if not self._mid_turn(seat):  # a further decision of the same turn follows its events at once
            ctx = self.context()
            assert ctx is not None
            self.say_all(self.adapter.whose_turn_lines(ctx), EVENT)
            await asyncio.sleep(self.settings.delay)
        bot = table.bots.get(seat)
        if bot is None:
            kind = table.seats[seat].kind
            try:
                bot = make_bot(self.adapter.spec.name, kind, table.seed * 31 + seat)
            except Exception:  # a game without computer players of this level yet: random legal moves
                bot = RandomBot(kind)
            table.bots[seat] = bot
        view = table.state.view(seat)
        rng = random.Random(table.seed * 1_000_003 + table.turns * 7919 + seat)
        assert self._loop is not None
        try:
            action = await self._loop.run_in_executor(None, bot.choose, view, rng)
            table.state.check(action)
        except Exception:  # a faulty bot must not stop the person's game: a random legal move instead
            action = RandomBot().choose(view, rng)
        return action

    def _autosave(self) -> None:
        table = self.table
        if self.saves is None or table is None or not table.humans:
            return
        if table.state.is_over():
            self.saves.delete()
            return
        try:
            self.saves.save({
                "state": table.state.to_json(),
                "seats": [s.kind for s in table.seats],
                "names": table.names,
                "seed": table.seed,
                "turns": table.turns,
                "options": table.options,
            })
        except OSError as exc:
            self.say(self.line("ui-save-failed", reason=str(exc)), ALERT)

    # --- asking --------------------------------------------------------------------------------------

    async def ask(self, step: Step, cancellable: bool = False, rebuild: Callable[[], Step] | None = None
                  ) -> Any:
        """Open ``step`` for the keys; return the answer (None if cancelled).

        ``rebuild`` makes the step again: when the language or the verbosity changes meanwhile, the open
        question is renewed with it (:meth:`Chooser.renew`)."""
        return await self._answer(
            lambda done: Chooser(step, self._chooser_say, self.texts, done, cancellable, rebuild))

    async def ask_menu(self, make: Callable[[], Step]) -> Any:
        """``ask(make())``, renewed by ``make`` when the language changes."""
        return await self.ask(make(), rebuild=make)

    def _renew_modes(self) -> None:
        for mode in self.modes:
            if isinstance(mode, Chooser):
                mode.renew()

    async def ask_text(self, prompt: Line, default: str) -> str:
        """Let the player type a short text (Enter alone or Escape gives ``default``)."""
        return await self._answer(lambda done: TextEntry(self, prompt, default, done))

    async def _answer(self, make: Callable[[Callable[[Any], None]], Chooser | TextEntry]) -> Any:
        """Put the mode ``make(done)`` on top of the keys until it calls ``done(answer)``."""
        assert self._loop is not None
        future: asyncio.Future[Any] = self._loop.create_future()

        def done(value: Any) -> None:
            if mode in self.modes:  # at once: the next key of the same burst goes past it
                self.modes.remove(mode)
            if not future.done():
                future.set_result(value)

        mode = make(done)
        self.modes.append(mode)
        try:
            mode.start()
            return await future
        finally:
            if mode in self.modes:
                self.modes.remove(mode)

    def _chooser_say(self, line: Line, kind: str, follow: bool = False) -> None:
        self.say(line, EVENT if follow else kind, record=False if follow else None)

    def _open_overlay(self, step: Step, on_answer: Callable[[Any], None], pauses: bool = True) -> None:
        """A step above everything else (quit confirmation, settings menu); it replaces an open one.
        ``pauses``: a real-time game's clock stands while it is open (a game's own quick question, such
        as 4 Monkeys' refill-tile choice, does not stop it)."""

        chooser: Chooser
        self.overlay_pauses = pauses

        def done(value: Any) -> None:
            if self.overlay is chooser:
                self.overlay = None
            on_answer(value)

        chooser = Chooser(step, self._chooser_say, self.texts, done, cancellable=True)
        self.overlay = chooser
        chooser.start()

    # --- keys ----------------------------------------------------------------------------------------

    def _read(self) -> None:
        assert self.input is not None
        for press in self.input.read_keys():
            diagnostics.fail_point("key")
            self.handle_key(key_of(press))
        if self.input.closed:
            self._finish(self.exit_code)
            return
        if self._loop is not None:
            if self._flush_handle is not None:
                self._flush_handle.cancel()
            self._flush_handle = self._loop.call_later(ESCAPE_FLUSH, self._flush_keys)

    def _flush_keys(self) -> None:
        self._flush_handle = None
        if self.input is None:
            return
        for press in self.input.flush_keys():
            self.handle_key(key_of(press))

    def handle_key(self, key: str) -> None:
        """One key press: the open choice first, then the commands; an unknown key says so."""
        if key in _IGNORED:
            return
        self.outputs.interrupt()
        top: Chooser | TextEntry | None = self.overlay or (self.modes[-1] if self.modes else None)
        if top is not None and top.key(key):
            if self.session is not None:
                self.session.after_key()
            return
        command = self.keymap.command_for(key)
        if command is not None:
            command.run()
        elif key in NAV_KEYS and self.session is not None:
            self.session.nav(key)
        elif key in NAV_KEYS:
            self._browse(key)
        else:
            self.refuse("ui-key-unbound", key=key_label(self.loc, key))
        if self.session is not None:
            self.session.after_key()

    def _browse(self, key: str) -> None:
        """Arrows and the like while nothing is asked: the hand, read only."""
        ctx = self.context()
        if ctx is None or ctx.listener is None:
            self.refuse("ui-nothing-to-choose")
            return
        refusal = self._not_your_turn_line(ctx)
        step = self.adapter.browse_step(ctx, refusal)
        if step is None or not step.options:
            self.say(refusal, ALERT)
            return
        step.focus = min(self._browse_focus, len(step.options) - 1)
        step.fresh = self._browse_fresh
        chooser = Chooser(step, self._chooser_say, self.texts, lambda _value: None)
        chooser.steps.append(step)
        chooser.key(key)
        self._browse_focus = step.focus
        self._browse_fresh = step.fresh

    def _not_your_turn_line(self, ctx: Context) -> Line:
        table = self.table
        if table is None or table.state.is_over():
            return self.line("ui-game-over-no-move")
        return self.line("ui-not-your-turn", name=table.seats[table.state.current].name)

    def focused_subject(self) -> Any:
        top = self.overlay or (self.modes[-1] if self.modes else None)
        if isinstance(top, Chooser):
            subject = top.focused_subject()
            if subject is not None:
                return subject
        if self.session is not None:
            return self.session.focused_subject()
        ctx = self.context()
        if ctx is None or ctx.listener is None:
            return None
        step = self.adapter.browse_step(ctx, self.line("ui-nothing-to-choose"))
        if step is None or not step.options:
            return None
        return step.options[min(self._browse_focus, len(step.options) - 1)].subject

    # --- commands ------------------------------------------------------------------------------------

    def _build_keymap(self) -> KeyMap:
        km = KeyMap()
        add = km.add
        helps: dict[str, str] = getattr(self.adapter, "help_ids", {})  # a game's words for a shared key
        add(Command("help", "ui-help-help", self.cmd_help), ("f1", "?"))
        for zone in self.adapter.zones():
            add(Command(zone.name, zone.help_id, functools.partial(self.cmd_zone, zone)), zone.keys)
        game_commands = getattr(self.adapter, "commands", None)
        for name, help_id, keys in (game_commands() if callable(game_commands) else ()):
            add(Command(name, help_id, functools.partial(self.cmd_game, name)), keys)
        add(Command("where", helps.get("where", "ui-help-where"), self.cmd_where), ("w",))
        add(Command("rules", helps.get("rules", "ui-help-rules"), self.cmd_rules), ("i",))
        add(Command("braille-card", helps.get("braille-card", "ui-help-braille-card"), self.cmd_braille_card),
            ("d",))
        add(Command("repeat", "ui-help-repeat", self.cmd_repeat), ("r", "c-r"))
        add(Command("older", "ui-help-older", self.cmd_older), (",",))
        add(Command("newer", "ui-help-newer", self.cmd_newer), (".",))
        add(Command("newest", "ui-help-newest", self.cmd_newest), ("-", "/"))
        add(Command("stop", "ui-help-stop", self.cmd_stop), ("x",))
        add(Command("verbosity", "ui-help-verbosity", self.cmd_verbosity), ("v",))
        add(Command("braille-mode", "ui-help-braille-mode", self.cmd_braille_mode), ("m",))
        add(Command("slower", "ui-help-slower", lambda: self.cmd_rate(-1)), ("<", "f5"))
        add(Command("faster", "ui-help-faster", lambda: self.cmd_rate(1)), (">", "f6"))
        add(Command("settings", "ui-help-settings", self.cmd_settings), ("o",))
        add(Command("quit", "ui-help-quit", self.cmd_quit), ("c-q", "c-c"))
        return km

    NAV_HELP: tuple[tuple[tuple[str, ...], str], ...] = (
        (("left", "right", "up", "down"), "ui-help-move"),
        (("home", "end"), "ui-help-home-end"),
        (("1", "2", "3", "4"), "ui-help-digits"),
        (("c-m",), "ui-help-choose"),
        ((" ",), "ui-help-space"),
        (("escape", "c-h"), "ui-help-back"),
        (("p",), "ui-help-preview"),
    )

    def help_lines(self) -> list[Line]:
        lines = [self.line("ui-help-title")]
        nav_help = getattr(self.adapter, "nav_help", None)
        for keys, help_id in (nav_help() if callable(nav_help) else self.NAV_HELP):
            lines.append(Line.plain(help_line(self.loc, keys, help_id)))
        for command in self.keymap.commands():
            lines.append(Line.plain(help_line(self.loc, self.keymap.keys_for(command.name), command.help_id)))
        return lines

    def cmd_help(self) -> None:
        self.say_all(self.help_lines(), NAVIGATION)

    def cmd_game(self, name: str) -> None:
        """One of the game's own keys (a real-time game's: it acts on the session)."""
        if self.session is None:
            self.refuse("ui-no-game-yet")
            return
        self.session.command(name)

    def cmd_zone(self, zone: Any) -> None:
        ctx = self.context()
        if ctx is None:
            self.refuse("ui-no-game-yet")
            return
        lines = zone.render(ctx)
        self.say_all(lines or [self.line("ui-zone-empty")], NAVIGATION)

    def where_lines(self, overlay: bool = True) -> list[Line]:
        """Whose turn it is and what the game waits for (the open question and its focused option)."""
        top = (self.overlay if overlay else None) or (self.modes[-1] if self.modes else None)
        ctx = self.context()
        if self.session is not None:
            return self.session.where_lines() + (top.where() if top is not None else [])
        lines = self.adapter.where_lines(ctx) if ctx is not None else [self.line("ui-where-setup")]
        if top is not None:
            lines = lines + top.where()
        elif ctx is not None and ctx.listener is not None and not ctx.state.is_over():
            lines = [*lines, self._not_your_turn_line(ctx)] if ctx.state.current != ctx.listener else lines
        return lines

    def cmd_where(self) -> None:
        self.say_all(self.where_lines(), NAVIGATION)

    def cmd_rules(self) -> None:
        subject = self.focused_subject()
        line = self.adapter.rules_line(subject) if subject is not None else None
        if line is None:
            self.refuse("ui-no-focus")
            return
        self.say(line, NAVIGATION)

    def cmd_braille_card(self) -> None:
        if self.settings.braille == "off":
            self.refuse("ui-braille-is-off")
            return
        subject = self.focused_subject()
        line = self.adapter.braille_line(subject) if subject is not None else None
        if line is None:
            self.refuse("ui-no-focus")
            return
        a = Announcement(line.text, line.braille, NAVIGATION)
        self.outputs.announce(a)
        self.last = a
        self._prompt_soon()

    def cmd_repeat(self) -> None:
        if self.last is None:
            self.refuse("ui-nothing-said")
            return
        a = Announcement(self.last.text, self.last.braille, NAVIGATION)
        self.outputs.announce(a)
        self._prompt_soon()

    def _say_history(self, a: Announcement | None, edge_id: str) -> None:
        if a is None:
            self.refuse(edge_id)
            current = self.history.current()
            if current is not None:
                self.outputs.announce(Announcement(current.text, current.braille, EVENT))
            self._prompt_soon()
            return
        self.outputs.announce(Announcement(a.text, a.braille, NAVIGATION))
        self._prompt_soon()

    def cmd_older(self) -> None:
        if not len(self.history):
            self.refuse("ui-history-empty")
            return
        self._say_history(self.history.older(), "ui-history-oldest")

    def cmd_newer(self) -> None:
        if not len(self.history):
            self.refuse("ui-history-empty")
            return
        self._say_history(self.history.newer(), "ui-history-newest")

    def cmd_newest(self) -> None:
        a = self.history.newest()
        if a is None:
            self.refuse("ui-history-empty")
            return
        self._say_history(a, "ui-history-newest")

    def cmd_stop(self) -> None:
        self.outputs.stop()

    def _persist(self, name: str, value: Any) -> None:
        """Keep a setting changed by keys in the settings file."""
        if self.settings_file is None:
            return
        stored = self.stored if self.stored is not None else self.settings
        setattr(stored, name, value)
        try:
            self.settings_file.save(stored)
        except OSError as exc:
            self.say(self.line("ui-settings-not-saved", reason=str(exc)), ALERT)

    def remember(self, name: str, value: Any) -> None:
        """Keep a choice made in a game's set-up (4 Monkeys' pacing) in the settings in effect and in the
        settings file, so that the next set-up offers it first; nothing is said."""
        setattr(self.settings, name, value)
        self._persist(name, value)

    def cmd_verbosity(self) -> None:
        value = self.settings.cycle("verbosity")
        self._persist("verbosity", value)
        self._renew_modes()
        self.say(self.line("ui-verbosity-now", value=self.loc(f"ui-verbosity-{value}")), NAVIGATION)

    def _apply_braille_mode(self) -> None:
        if self.screen is not None and hasattr(self.screen, "braille_lines"):
            self.screen.braille_lines = self.settings.braille == "lines"

    def cmd_braille_mode(self) -> None:
        value = self.settings.cycle("braille")
        self._apply_braille_mode()
        self._persist("braille", value)
        self.say(self.line("ui-braille-now", value=self.loc(f"ui-braille-{value}")), NAVIGATION)

    def _speech_call(self, method: str, *args: Any) -> None:
        fn = getattr(self.speech, method, None)
        if callable(fn):
            fn(*args)

    def cmd_rate(self, direction: int) -> None:
        from beastybar_access.console.settings import RATE_STEP

        rate = self.settings.change_rate(direction * RATE_STEP)
        self._speech_call("set_rate", rate)
        self._persist("rate", rate)
        # a screen reader keeps its own rate; a voice (Speech Dispatcher too) takes this one
        settable = bool(getattr(self.speech, "rate_settable", False))
        msg = "ui-rate-screenreader" if self.speech_kind == "screenreader" and not settable else "ui-rate-now"
        self.say(self.line(msg, rate=rate), NAVIGATION)

    def cmd_quit(self) -> None:
        playing = self.table is not None and not self.table.state.is_over() and bool(self.table.humans)
        step = self.menu(
            self.line("ui-quit-confirm-saved" if playing else "ui-quit-confirm"),
            [(True, self.loc("ui-yes")), (False, self.loc("ui-no"))],
            hotkeys={"y": 0, "a": 0, "j": 0, "c-c": 0, "c-q": 0, "n": 1},
            say_focus=False,
        )

        def answer(value: Any) -> None:
            if value:
                if playing:
                    self._autosave()
                    self.say(self.line("ui-saved-resume"))
                self.say(self.line("ui-bye"))
                self._finish(0)
            else:
                self.say(self.line("ui-quit-cancelled"), NAVIGATION)

        self._open_overlay(step, answer)

    # --- settings menu -------------------------------------------------------------------------------

    SETTING_ROWS: tuple[str, ...] = (
        "verbosity", "braille", "speech", "voice", "rate", "cue", "delay", "lang", "reading")

    def _voices(self) -> list[Any]:
        lister = getattr(self.speech, "voices", None)
        if not callable(lister):
            return []
        try:
            return list(lister())
        except Exception:
            return []

    def _setting_value_label(self, name: str, value: Any) -> str:
        if name == "rate":
            return str(value)
        if name == "delay":
            return self.loc("ui-seconds", n=value)
        if name == "voice":
            if value is None:
                return self.loc("ui-voice-default")
            return next((v.name for v in self._voices() if v.id == value), str(value))
        if name == "reading" and value == "auto":
            from beastybar_access.outputs.speech.output import default_reading

            return self.loc("ui-reading-auto", default=self.loc(f"ui-reading-{default_reading()}"))
        return self.loc(f"ui-{name}-{value}")

    def _setting_row_label(self, name: str) -> str:
        """A settings row's value; the speech row also says the speech in use (and why it differs)."""
        value = self._setting_value(name)
        if name == "speech":
            return speech_row_value(self.loc, value, getattr(self.speech, "choice", None),
                                    getattr(self.speech, "reading", "program"))
        return self._setting_value_label(name, value)

    def _settings_step(self, focus: int = 0) -> Step:
        rows = self.SETTING_ROWS
        options = [
            Option(name, self.line("ui-setting-row", name=self.setting_name(name),
                                   value=self._setting_row_label(name),
                                   index=i + 1, total=len(rows)))
            for i, name in enumerate(rows)
        ]
        return Step(prompt=self.line("ui-settings-title"), options=options, focus=focus,
                    choose=self._setting_values_step)

    def setting_name(self, name: str) -> str:
        """A setting's name as the menu says it; a game may name one its own way (``setting_ids``: 4 Monkeys'
        delay paces the scoring, there are no computer turns)."""
        ids: dict[str, str] = getattr(self.adapter, "setting_ids", {})
        return self.loc(ids.get(name, f"ui-setting-{name}"))

    def _setting_value(self, name: str) -> Any:
        if name == "cue":
            return self.cue
        return getattr(self.settings, name)

    def _setting_values_step(self, option: Option) -> Step | Refuse:
        name = option.value
        values: tuple[Any, ...]
        if name == "voice":
            voices = self._voices()
            if not voices:
                kind = self.speech_kind
                msg = {"screenreader": "ui-voice-screenreader", "none": "ui-voice-no-speech"}.get(
                    kind, "ui-voice-none-offered")
                return Refuse(self.line(msg))
            values = (None, *(v.id for v in voices))
        elif name == "rate":
            values = tuple(range(0, 101, 10))
        else:
            values = choices_of(name)
        current = self._setting_value(name)
        focus = values.index(current) if current in values else 0
        options = [
            Option((name, v), self.line("ui-setting-value", value=self._setting_value_label(name, v),
                                        index=i + 1, total=len(values)))
            for i, v in enumerate(values)
        ]
        return Step(prompt=self.line("ui-setting-choose", name=self.setting_name(name)),
                    options=options, focus=focus, choose=lambda o: Done(o.value))

    def cmd_settings(self) -> None:
        def answer(value: Any) -> None:
            if value is None:
                self.say(self.line("ui-settings-closed"), NAVIGATION)
                return
            name, new = value
            self.set_setting(name, new)
            step = self._settings_step(self.SETTING_ROWS.index(name))
            step.say_focus = False
            step.prompt = None
            self._open_overlay(step, answer)

        self._open_overlay(self._settings_step(), answer)

    def set_setting(self, name: str, value: Any) -> None:
        """Change one setting now, keep it in the settings file, and say so (in one line where it can)."""
        if name == "lang":
            self._switch_language(value)
            return
        setattr(self.settings, name, value)
        self._persist(name, value)
        label = self.loc("ui-setting-set", name=self.setting_name(name),
                         value=self._setting_value_label(name, value))
        follow: list[Line] = []
        if name in ("speech", "reading"):
            line = self.restart_speech()
            self.say(line or Line.plain(label), NAVIGATION)
            return
        if name == "cue":
            self.cue = value
            if value == "sound" and not (self.sound is not None and self.sound.available):
                follow.append(self.line("ui-cue-no-player"))
        elif name == "rate":
            self._speech_call("set_rate", value)
        elif name == "voice":
            self._speech_call("set_voice", value)
        elif name == "braille":
            self._apply_braille_mode()
        elif name == "verbosity":
            self._renew_modes()
        self.say(Line.plain(label), NAVIGATION)
        for line in follow:
            self.say(line, EVENT, record=False)

    def restart_speech(self) -> Line | None:
        """Make the speech back end again for the current settings and language (see
        :meth:`SpeechOutput.start`); the line that says which is in use, or None without switchable
        speech. A voice the new back end does not offer is forgotten (the language's default is used)."""
        start = getattr(self.speech, "start", None)
        if not callable(start):
            return None
        voice = self.settings.voice
        choice = start(self.settings.speech, self.loc.lang, rate=self.settings.rate, voice=voice,
                       reading=self.settings.reading)
        if voice is not None and voice not in [v.id for v in self._voices()]:
            self.settings.voice = None
            self._speech_call("set_voice", None)
            self._persist("voice", None)
        return speech_line(self.loc, choice, getattr(self.speech, "reading", "program"))

    def _switch_language(self, value: str) -> None:
        """Another language at once: messages, narration, keys' help, speech; then where the game is."""
        self.settings.lang = value
        self._persist("lang", value)
        lang = detect_language(None) if value == "auto" else value
        speech: Line | None = None
        if lang != self.loc.lang:
            self.loc = Localizer.load(lang, domains=CONSOLE_DOMAINS)
            self.adapter = self.adapter.with_language(self.loc)
            self.keymap = self._build_keymap()
            if self.settings.voice is not None:  # a voice speaks one language
                self.settings.voice = None
                self._persist("voice", None)
            speech = self.restart_speech()
            self._renew_modes()
        self.say(self.line("ui-setting-set", name=self.loc("ui-setting-lang"),
                           value=self._setting_value_label("lang", value)), NAVIGATION)
        for line in ([speech] if speech is not None else []) + self.where_lines(overlay=False):
            self.say(line, EVENT, record=False)


def run_console(console: Console) -> int:
    """Run ``console`` on a new asyncio loop (the command-line entry point)."""
    return asyncio.run(console.run())


__all__ = ["Console", "Refuse", "Table", "TextEntry", "run_console"]
