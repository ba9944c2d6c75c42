"""The console's game flow: set up or resume a table, play it, offer a new game; "learn to play" and "play
online" from the set-up; the game being played (its adapter, review keys and autosave) and its tables.

A :class:`GameFlow` belongs to one :class:`~beastybar_access.console.app.Console` and works through it (its
questions, sentences, saves); its own state is only what the flow decides: the default game, the maker of
another game's adapter, the table resumed from a save, and the autosave of its tables (:class:`Autosave`,
the table's :class:`~beastybar_access.table.Saver`: the console itself saves no table).
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import signal
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from beastybar_access.console import setup
from beastybar_access.console.adapter import HUMAN, GameAdapter, Plan, Seat
from beastybar_access.console.choice import Step
from beastybar_access.console.games import game_title
from beastybar_access.console.host import SessionHost
from beastybar_access.console.keys import KeyMap, KeyReader
from beastybar_access.console.realtime import RealtimeSession, SessionBase, SessionOptions
from beastybar_access.console.storage import DamagedSaveError, SaveInUseError, SaveStore, problem_reason
from beastybar_access.jsontypes import JSON
from beastybar_access.narration import Localizer, echo
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, Outputs
from beastybar_access.table import SeatedTable, Table, play_turns, table_from_saved

if TYPE_CHECKING:
    from prompt_toolkit.input import Input



class Program(Protocol):
    """What a console may play instead of its own tables (online play)."""

    async def main(self) -> None:
        """The console's program instead of setting up and playing a table here."""
        ...


class FlowHost(SessionHost, Protocol):
    """What the game flow uses of its console (besides a real-time session's and the set-up's)."""

    plan: Plan
    resume: bool
    welcome: list[Line]
    starting: bool
    saves: SaveStore | None
    keymap: KeyMap
    save_error: Exception | None
    saved_turns: int | None
    session: SessionBase | None
    session_options: SessionOptions

    @property
    def extension(self) -> Program | None: ...
    outputs: Outputs
    input: Input | None


    reader: KeyReader

    def bindings_keymap(self) -> KeyMap: ...

    def finish(self, code: int = ...) -> None: ...

    def say_all(self, lines: Sequence[Line], kind: str = ...) -> None: ...

    async def ask(self, step: Step[object], cancellable: bool = ...,
                  rebuild: Callable[[], Step[object]] | None = ...) -> object:
        ...

    def join(self, table: Table) -> Callable[[], None]: ...

    @property
    def table(self) -> SeatedTable | None: ...

    def autosave(self) -> bool: ...


class Autosave:
    """The console's autosave of a table where a person plays (a :class:`~beastybar_access.table.Saver`);
    a failure is said."""

    def __init__(self, console: FlowHost) -> None:
        self.console = console

    def save(self, table: Table) -> None:
        self.store(table)

    def store(self, table: Table) -> bool:
        """Save ``table`` (a finished game's save is deleted); whether its position is saved now (True also
        when there is nothing to save). A failure is said once, until a save succeeds again; the quit
        question then says what ``--resume`` would continue (issue 12)."""
        console = self.console
        saves = console.saves
        if saves is None or not table.humans:
            return True
        if table.state.is_over():
            saves.delete()
            return True
        try:
            saves.save(table.to_saved())
        except (OSError, ValueError) as exc:
            if console.save_error is None:  # said once, not after every move of a full disk
                reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
                if isinstance(exc, SaveInUseError):
                    reason = exc.describe(console.loc)
                console.say(console.line("ui-save-failed", reason=echo(reason, 200)), ALERT)
            console.save_error = exc
            return False
        console.save_error = None
        console.saved_turns = table.turns
        return True

    def finished(self, table: Table) -> None:
        saves = self.console.saves
        if saves is not None and table.humans:
            saves.delete()


class GameFlow:
    """What the console plays, from the set-up to the goodbye (see the module's docstring)."""

    def __init__(self, console: FlowHost, default_game: str,
                 make_adapter: Callable[[str, Localizer], GameAdapter] | None) -> None:
        self.console = console
        self.default_game = default_game
        """The game offered first (the console's adapter's when it was made)."""
        self.make_adapter = make_adapter
        """The adapter of another game chosen in the set-up (None: the games' registry)."""
        self.saver = Autosave(console)
        """The autosave of the tables a person plays here (each table is told it)."""
        self.resumed_table: SeatedTable | None = None
        """The table loaded from a save: its start is said as the game going on, not beginning."""

    async def main(self) -> None:
        c = self.console
        if c.extension is not None:  # online: the extension's program
            await c.extension.main()
            return
        c.say_all(c.welcome, EVENT)
        c.starting = True
        table = await self._start_table()
        while table is not None:
            await self.play(table)
            if not table.humans:
                break
            again = await c.ask_menu(lambda: c.menu(c.line("ui-end-prompt"), [
                ("new", c.loc("ui-end-new")), ("quit", c.loc("ui-end-quit"))]))
            if again != "new":
                break
            plan = Plan(players=len(table.seats), seats=[s.kind for s in table.seats],
                        names=table.names, variant=c.plan.variant, first=c.plan.first,
                        game=c.adapter.spec.name, options=dict(table.options))
            c.plan = plan
            c.say(c.line("ui-new-game"))
            table = self._new_table(await setup.complete_plan(c, plan))
        c.say(c.line("ui-bye"))
        c.finish(0)

    async def play_online(self) -> None:
        """"Play online" in the set-up: the online console (:attr:`online`) on this console's keys and
        outputs; the program ends with it (this does not return: the console's end cancels the caller)."""
        c = self.console
        if c.online is not None:
            c.finish(await c.online(c))
            await asyncio.get_running_loop().create_future()

    async def learn(self) -> None:
        """"Learn to play" in the set-up: which game (when several have lessons), then its lessons at this
        console (its keys and outputs), from the first not yet done; Escape or Ctrl+Q leaves them for the
        set-up again."""
        c = self.console
        from beastybar_access.console.games import game_title, make_adapter
        from beastybar_access.console.tutor_base import Progress
        from beastybar_access.console.tutorial import TUTORIAL_DOMAINS, games_with_lessons, make_tutor
        from beastybar_access.games import get_entry

        games = games_with_lessons()
        game = games[0]
        if len(games) > 1:
            current = c.adapter.spec.name
            def which() -> Step[object]:
                return c.menu(c.line("ui-learn-game"), [(g, game_title(c.loc, g)) for g in games],
                                 focus=games.index(current) if current in games else 0)

            chosen = await c.ask(which(), cancellable=True, rebuild=which)
            if chosen not in games:
                return  # Escape: the set-up's question again
            game = chosen
        loc = Localizer.load(c.loc.lang, domains=TUTORIAL_DOMAINS)
        make_lessons = get_entry(game).lessons
        assert make_lessons is not None
        lessons = list(make_lessons())
        done = set(Progress().done(game))
        start = next((lesson.number for lesson in lessons if lesson.id not in done), 1)
        tutor = make_tutor(game, lessons, loc, make_adapter(game, loc), c.outputs, c.input, Progress(),
                           c.settings.verbosity, c.settings.braille)
        tutor.reader.take_held(c.reader)  # keys typed after the choice are the first lesson's
        c.reader.stop_flush()  # the tutor reads the keys now (an Escape too)
        await tutor.run(start)

    def switch_game(self, game: str) -> None:
        """Play ``game`` from now on (chosen in the set-up, or the game of the save being resumed): its
        adapter, its review keys and its autosave."""
        c = self.console
        if game == c.adapter.spec.name:
            return
        make = self.make_adapter
        if make is None:
            from beastybar_access.console.games import make_adapter

            make = make_adapter
        c.adapter = make(game, c.loc)
        c.keymap = c.bindings_keymap()
        if c.saves is not None:
            c.saves = c.saves.for_game(game)

    async def _start_table(self) -> Table | None:
        c = self.console
        if c.saves is not None and c.games and c.plan.game is None and not c.plan.quick:
            latest = c.saves.latest(c.games)  # --resume continues whichever game was saved last
            if latest is not None:
                self.switch_game(latest.game)
        read_only = False
        if c.saves is not None and c.saves.in_use() and c.saves.exists():
            read_only = await self._ask_save_in_use()  # issue 27, N3: one program per save
            if c.quitting:
                return None
        offer = self._offer_saved()
        if offer and not read_only and not c.resume and not self._saved_agrees():
            # the command line's seats or players win over the save
            c.say(c.line("ui-saved-set-aside", game=game_title(c.loc, c.adapter.spec.name)))
            offer = False
        if c.saves is not None and (read_only or (not c.saves.read_only and (
                c.resume or (offer and await self._choose_resume())))):
            table = await self._load_saved()
            if table is not None:
                c.plan.game = c.adapter.spec.name
                return table
            if c.quitting:
                return None
        if c.plan.game is None:
            self.switch_game(self.default_game)  # a save not resumed: the default game again
        plan = await setup.complete_plan(c, c.plan)
        c.plan = plan
        return self._new_table(plan)

    def _offer_saved(self) -> bool:
        """Without --resume, a saved game is offered when a person will play (never to an all-bot demo)."""
        c = self.console
        if c.saves is None or not c.saves.exists() or c.input is None or c.plan.quick:
            return False  # --quick asks nothing it can leave out (--resume continues the save)
        seats = c.plan.seats
        return seats is None or HUMAN in seats

    def _saved_agrees(self) -> bool:
        """Whether the saved game has the players and seats the command line chose (nothing chosen: it
        agrees). A save that cannot be read agrees here: loading it reports the damage."""
        c = self.console
        plan = c.plan
        if (plan.players is None and plan.seats is None) or c.saves is None:
            return True
        from beastybar_access.untrusted import read_file

        try:  # read only: a damaged save is moved aside by the load that reports it, not here
            data = read_file(c.saves.path, SaveStore.MAX_BYTES)
            saved = table_from_saved(c.adapter.spec.name, data, c.adapter.spec.from_json)
        except (OSError, ValueError, TypeError):  # UntrustedJSONError is a ValueError
            return True
        kinds = [seat.kind for seat in saved.seats]
        return ((plan.seats is None or plan.seats == kinds)
                and (plan.players is None or plan.players == len(kinds)))

    async def _choose_resume(self) -> bool:
        c = self.console
        def prompt() -> Line:
            if c.games:  # several games can be played here: say which one was saved
                game = game_title(c.loc, c.adapter.spec.name)
                return c.line("ui-saved-game-found-named", game=game)
            return c.line("ui-saved-game-found")

        answer = await c.ask_menu(lambda: c.menu(prompt(), [
            (True, c.loc("ui-resume-yes")), (False, c.loc("ui-resume-no"))]))
        return bool(answer)

    async def _ask_save_in_use(self) -> bool:
        """Another copy of the program plays this save: said in one sentence, then whether to open it
        read-only (True) or start another game (False; its moves are not saved over the other copy's)."""
        c = self.console
        assert c.saves is not None
        c.saves.open_read_only()
        c.say(c.line("ui-save-in-use"), ALERT, record=True)
        if c.input is None:
            return False
        answer = await c.ask_menu(lambda: c.menu(c.line("ui-save-in-use-prompt"), [
            (True, c.loc("ui-save-in-use-read-only")), (False, c.loc("ui-resume-no"))]))
        return bool(answer)

    async def _load_saved(self) -> Table | None:
        c = self.console
        assert c.saves is not None
        try:
            data = c.saves.load()
            if data is None:
                c.say(c.line("ui-no-save"))
                return None
            try:
                table = table_from_saved(c.adapter.spec.name, data, c.adapter.spec.from_json,
                                         saver=self.saver)
            except ValueError as exc:
                raise c.saves.put_aside(str(exc)) from exc
        except DamagedSaveError as exc:
            reason = problem_reason(c.loc, exc.cause)
            if exc.in_use:
                line = c.line("ui-save-damaged-in-use", reason=reason, path=str(c.saves.path))
            elif exc.moved_to is not None:
                line = c.line("ui-save-damaged", reason=reason, path=str(exc.moved_to))
            else:
                line = c.line("ui-save-damaged-kept", reason=reason, path=str(c.saves.path))
            c.say(line, ALERT, record=True)
            if c.input is None:
                return None
            answer = await c.ask_menu(lambda: c.menu(c.line("ui-offer-new-game"), [
                (True, c.loc("ui-resume-no")), (False, c.loc("ui-end-quit"))]))
            if not answer:
                c.finish(0)
            return None
        c.saved_turns = table.turns
        self.resumed_table = table
        if c.games:
            c.say(c.line("ui-resumed-named", game=game_title(c.loc, c.adapter.spec.name)))
        else:
            c.say(c.line("ui-resumed"))
        return table

    def _new_table(self, plan: Plan) -> Table:
        c = self.console
        if plan.game is not None:
            self.switch_game(plan.game)
        seed = plan.seed if plan.seed is not None else random.SystemRandom().randrange(2**31)
        plan.seed = seed
        state = c.adapter.new_state(plan)
        assert plan.seats is not None and plan.names is not None
        seats = [Seat(k, n) for k, n in zip(plan.seats, plan.names, strict=True)]
        c.save_error, c.saved_turns = None, None
        return self.make_table(state, seats, seed, options=plan.options)

    def make_table(self, state: object, seats: Sequence[Seat], seed: int, *, turns: int = 0,
                   options: dict[str, JSON] | None = None) -> Table:
        """A table of the console's game, autosaved to the console's save file."""
        c = self.console
        return Table(c.adapter.spec.name, state, seats, seed, turns=turns, options=options,
                     saver=self.saver)

    async def play(self, table: Table) -> None:
        """Sit at ``table`` and let the table's driver play it to the end."""
        c = self.console
        leave = c.join(table)
        c.starting = False  # keys kept from the start wait for the first question (or the next key)
        try:
            adapter = c.adapter.realtime()
            if adapter is not None:
                c.session = RealtimeSession(c, table, adapter, **c.session_options)
                c.reader.release_held()
                await c.session.run()
            else:
                await play_turns(table)
        finally:
            c.session = None
            leave()

    def catch_signals(self, loop: asyncio.AbstractEventLoop) -> list[int]:
        """SIGTERM and SIGHUP (where the system has them) end the game through :meth:`on_signal`."""
        caught: list[int] = []
        for name in ("SIGTERM", "SIGHUP"):
            signum = getattr(signal, name, None)
            if signum is None:
                continue
            try:
                loop.add_signal_handler(signum, self.on_signal, int(signum))
            except (NotImplementedError, RuntimeError, ValueError):  # Windows' loop, or not the main thread
                continue
            caught.append(int(signum))
        return caught

    def on_signal(self, signum: int) -> None:
        """Asked to end (SIGTERM) or the terminal went away (SIGHUP): save the game if a turn was played
        since the last save, say so where it can still be said, and end with 128 + the signal's number."""
        c = self.console
        table = c.table
        playing = (table is not None and bool(table.humans) and not table.is_over()
                   and c.saves is not None)
        saved = False
        if playing and table is not None:
            saved = c.autosave() if (c.saved_turns != table.turns or c.save_error) else True
        with contextlib.suppress(Exception):  # a terminal that hung up takes no more lines
            if saved:
                c.say(c.line("ui-saved-resume"))
            c.say(c.line("ui-bye"))
        c.finish(128 + signum)


__all__ = ["GameFlow"]
