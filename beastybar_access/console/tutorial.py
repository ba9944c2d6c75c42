"""The lesson runner: a lesson's table, its task, the move with the game's own keys, and what happened.

Each lesson sets up a real game state (:func:`~beastybar_access.tutorial.lessons.lesson_state`), says what
to notice (the lesson's intro), the queue and the hand, and hands the keys to the game's own choice of a
move (the Beasty Bar console adapter's hand step, through the console's :class:`Chooser`: arrows, digits,
Enter, Escape, p to preview, the kangaroo's and chameleon's follow-up questions). The expected move is told
by the game's narration and the lesson's explanation, and the lesson is remembered as done; any other move
is told the same way, then the lesson says it was another move and sets the table up again. A lesson
may name cards whose braille it reads (said in words; the cells themselves only as the console shows them,
on the braille display or screen, never to speech). A game lesson (one with an ``opponent``) is a whole game
against a computer player, with a hint line before each of the player's turns.
A turn of several decisions (Cubirds: lay, refill ends, the two-card draw, the flock) is asked decision by
decision with the game's own questions, and the lesson judges them (:func:`judge`): another answer to a
decision it is about ends the try at once. A lesson may name its seats' players (``names``), its keys'
help (``keys``) and its farewell (``ended``): the members of :class:`~beastybar_access.games.entry.Lesson`,
their defaults in ``LessonDefaults``. The tutorial's texts are ``locales/*/tutorial*.ftl``. A real-time
game's lessons have their own runner (:mod:`.tutorial_realtime`, see :func:`make_tutor`).
Output goes through :class:`~beastybar_access.outputs.Outputs` (screen, speech), one line at a time.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable, Sequence
from typing import Protocol

from prompt_toolkit.input import Input

from beastybar_access.console.adapter import Context, GameAdapter, Seat
from beastybar_access.console.choice import Chooser, Step
from beastybar_access.console.tutor_base import LessonTutor, Progress
from beastybar_access.games.core import Event
from beastybar_access.games.entry import DONE, MORE, WRONG, Lesson, RealtimeLesson, TurnLesson
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, PROMPT, Announcement, Outputs
from beastybar_access.presenter.realtime import Wait


def games_with_lessons() -> list[str]:
    """The games whose entry has tutorial lessons, in the registry's order."""
    from beastybar_access.games import entries

    return [e.name for e in entries() if e.lessons is not None]


def _tutorial_domains() -> tuple[str, ...]:
    from beastybar_access.narration import LANGUAGES, locale_files

    names = [f.name.removesuffix(".ftl") for f in locale_files(LANGUAGES[0])]
    return ("common", "ui", "cli", *sorted(n for n in names if n.startswith("tutorial")))


TUTORIAL_DOMAINS = _tutorial_domains()
"""The message files the tutorial speaks from: the console's and ``tutorial*.ftl`` (``tutorial.ftl`` and
each game's own, ``tutorial-<game>.ftl``)."""
QUIT_KEYS = ("c-q", "c-c")
BRAILLE_KEY = "d"


class LessonState(Protocol):
    """What the tutor uses of a lesson's game (its ``state()``): the seats, whose turn, over, a seat's view,
    the rules' refusal, an action done (its events) and previewed, what a seat may know of events."""

    @property
    def num_players(self) -> int: ...

    @property
    def current(self) -> int: ...

    def is_over(self) -> bool: ...

    def view(self, player: int) -> object: ...

    def check(self, action: object) -> None: ...

    def apply(self, action: object) -> Sequence[Event]: ...

    def preview(self, action: object) -> Sequence[Event]: ...

    def events_for(self, events: Sequence[Event], player: int | None) -> Sequence[Event]: ...


class Tutor(LessonTutor[TurnLesson]):
    """Runs lessons from number ``start`` on, one after another while the player wants the next.
    ``braille``: the console's braille setting (off, key, lines); ``seed``: the game lesson's deal (None:
    a new one each time)."""

    def __init__(self, lessons: Sequence[TurnLesson], loc: Localizer, adapter: GameAdapter, outputs: Outputs,
                 input: Input | None, progress: Progress, verbosity: str = "normal", braille: str = "off",
                 seed: int | None = None) -> None:
        super().__init__(lessons, loc, adapter, outputs, input, progress, verbosity, braille)
        self.seed = seed
        self.chooser: Chooser | None = None
        self.state: LessonState | None = None
        """The lesson's state: its ``state()`` (a whole game's: ``state(seed)``)."""
        self._answer: asyncio.Future[object] | None = None

    def say(self, line: Line, kind: str = EVENT, follow: bool = False) -> None:
        super().say(line, EVENT if follow else kind)

    # --- the table --------------------------------------------------------------------------------------

    def context(self) -> Context:
        assert self.lesson is not None and self.state is not None
        seat = self.lesson.seat
        players = self.state.num_players
        naming = self.lesson.names(self.loc)  # a game whose seats have no colours names them
        names = list(naming) if naming is not None else [self.adapter.seat_label(s) for s in range(players)]
        return Context.of(self.state, self.state.view(seat), seat, names,
                       [Seat("human" if s == seat else "normal", names[s]) for s in range(players)],
                       self.verbosity)

    def _zone_lines(self, name: str) -> list[Line]:
        zone = next(z for z in self.adapter.zones() if z.name == name)
        return list(zone.render(self.context()))

    def _table_lines(self) -> list[Line]:
        assert self.lesson is not None
        return [line for name in self.lesson.table_zones() for line in self._zone_lines(name)]

    def _braille_lines(self) -> list[Line]:
        """The cells of the lesson's cards, where the player reads braille (the braille setting is on)."""
        if self.braille == "off" or self.lesson is None:
            return []
        lines = (self.adapter.braille_line(card) for card in self.lesson.cards)
        return [line for line in lines if line is not None]

    def _keys_line(self) -> Line:
        assert self.lesson is not None
        return self.line(self.lesson.keys)

    def _task_lines(self) -> list[Line]:
        """``r``: the whole explanation, the lesson's notes, the braille of its cards and the table."""
        assert self.lesson is not None
        notes = [Line.plain(text) for text in self.lesson.notes(self.loc)]
        return [*self.explanation(self.lesson), *notes, *self._braille_lines(), *self._table_lines()]

    # --- keys -------------------------------------------------------------------------------------------

    def input_closed(self) -> None:
        self._resolve(None)

    def handle_key(self, key: str) -> None:
        self.outputs.interrupt()
        if key in QUIT_KEYS:
            self._resolve(None)
            return
        chooser = self.chooser
        if chooser is not None and chooser.key(key):
            return
        zone = next((z for z in self.adapter.zones() if key in z.keys), None)
        subject = chooser.focused_subject() if chooser is not None else None
        if zone is not None and self.lesson is not None:
            self.say_all(zone.render(self.context()), NAVIGATION)
        elif key == "i" and subject is not None and (rules := self.adapter.rules_line(subject)) is not None:
            self.say(rules, NAVIGATION)
        elif (key == BRAILLE_KEY and subject is not None
              and (line := self.adapter.braille_line(subject)) is not None):
            if self.braille == "off":
                self.say(self.line("tut-braille-off"), ALERT)
            else:
                self.outputs.announce(Announcement(line.text, line.braille, NAVIGATION))
        elif key == "r" and self.lesson is not None:
            self.say_all(self._task_lines(), NAVIGATION)
        elif key in ("f1", "?"):
            self.say(self._keys_line() if self.lesson is not None else self.line("tut-keys"), NAVIGATION)
        else:
            self.say(self.line("tut-unknown-key"), ALERT)

    def _resolve(self, value: object) -> None:
        if self._answer is not None and not self._answer.done():
            self._answer.set_result(value)

    async def _ask(self, step: Step[object]) -> object:
        assert self._loop is not None
        self._answer = self._loop.create_future()
        self.chooser = Chooser(step, self.say, self.texts, self._resolve, cancellable=True)
        self.chooser.start()
        self.reader.release_held()
        try:
            return await self._answer
        finally:
            self.chooser = None

    # --- lessons ----------------------------------------------------------------------------------------

    async def _go_on(self, nxt: TurnLesson) -> bool:
        return bool(await self._ask(self._next_step(nxt)))

    async def play(self, lesson: TurnLesson) -> bool:
        """One lesson until its move is made (True) or the player leaves (False)."""
        self.lesson = lesson
        if lesson.opponent is not None:
            return await self.play_game(lesson, lesson.opponent)
        self.state = state = lesson.state()
        self.say_all(self.opening(lesson))
        made: list[object] = []
        while True:
            ctx = self.context()
            action = await self._ask(self.adapter.action_step(ctx))
            if action is None:
                return False
            try:
                state.check(action)
            except ValueError as exc:
                self.say(self.adapter.refusal(exc), ALERT)
                continue
            events = state.apply(action)
            self.say_all(self.adapter.turn_lines(self.context(), events, lesson.seat))
            made.append(action)
            verdict = judge(lesson, made, state)
            if verdict == MORE:
                continue
            if verdict == DONE:
                self.say(self.line(f"{lesson.messages}-done"), EVENT)
                self.progress.mark(lesson.game, lesson.id)
                return True
            self.say(self.wrong(lesson), PROMPT)
            made = []
            self.state = state = lesson.state()


    async def play_game(self, lesson: TurnLesson, opponent: str) -> bool:
        """A whole game against the lesson's computer player; before each of the player's turns a hint
        (the play a stronger computer player would choose, and why). The player may follow it or not."""
        from beastybar_access.table.computer import make_bot

        seed = self.seed if self.seed is not None else random.SystemRandom().randrange(2**31)
        self.state = state = lesson.state(seed)
        bot = make_bot(lesson.game, opponent, seed)
        rng = random.Random(seed)
        self.say_all(self.opening(lesson))
        while not state.is_over():
            actor = state.current
            if actor != lesson.seat:
                action = bot.choose(state.view(actor), rng)
                self.say_all(self.adapter.turn_lines(self.context(), state.apply(action), actor))
                await asyncio.sleep(0)  # keys pressed meanwhile are answered between the turns
                continue
            ctx = self.context()
            self.say_all(self.adapter.your_turn_lines(ctx))
            hint = lesson.hint(ctx.view, self.loc)  # (the stronger player's move, why) or None: no hint
            if hint is not None:
                self.say(Line.plain(hint[1]), PROMPT)
            action = await self._ask(self.adapter.action_step(ctx))
            if action is None:
                return False
            try:
                state.check(action)
            except ValueError as exc:
                self.say(self.adapter.refusal(exc), ALERT)
                continue
            self.say_all(self.adapter.turn_lines(self.context(), state.apply(action), actor))
            if hint is not None and action != hint[0]:
                self.say(self.line("tut-not-hinted"), EVENT)
        self.say(self.line(f"{lesson.messages}-done"), EVENT)
        self.progress.mark(lesson.game, lesson.id)
        return True


def judge(lesson: TurnLesson, made: Sequence[object], state: LessonState) -> str:
    """The lesson's verdict on the decisions ``made`` so far in its turn. A lesson whose turn is several
    decisions (Cubirds: lay, refill, draw, flock) judges them itself (``verdict``); a lesson of one move
    (Beasty Bar) is done when it ``accepts`` the move (or the move is its ``expected`` one)."""
    verdict = lesson.verdict(made, state)
    if verdict is not None:
        return verdict
    return DONE if lesson.accepts(made[-1]) else WRONG


def make_tutor(game: str, lessons: Sequence[Lesson], loc: Localizer, adapter: GameAdapter, outputs: Outputs,
               input: Input | None, progress: Progress, verbosity: str = "normal", braille: str = "off",
               *, source: Callable[[], float] | None = None, wait: Wait | None = None
               ) -> LessonTutor[TurnLesson] | LessonTutor[RealtimeLesson]:
    """The tutor of ``game``'s lessons, played with its own adapter's keys: a real-time game's by
    :class:`~beastybar_access.console.tutorial_realtime.RealtimeTutor` (``source`` and ``wait``: its
    practice round's clock), a turn-based game's by :class:`Tutor`. A lesson not of the game's kind
    (:class:`~beastybar_access.games.entry.RealtimeLesson` or ``TurnLesson``) is a TypeError."""
    if adapter.real_time:
        from beastybar_access.console.tutorial_realtime import RealtimeTutor

        realtime = [lesson for lesson in lessons if isinstance(lesson, RealtimeLesson)]
        if len(realtime) != len(lessons):
            raise TypeError(f"{game}: a real-time game's lessons must be RealtimeLesson")
        return RealtimeTutor(realtime, loc, adapter, outputs, input, progress, verbosity, braille,
                             source=source, wait=wait)
    turns = [lesson for lesson in lessons if isinstance(lesson, TurnLesson)]
    if len(turns) != len(lessons):
        raise TypeError(f"{game}: a turn-based game's lessons must be TurnLesson")
    return Tutor(turns, loc, adapter, outputs, input, progress, verbosity, braille)


def lesson_lines(lessons: Sequence[Lesson], loc: Localizer, done: Sequence[str],
                 title: Callable[[Lesson], str] | None = None) -> list[str]:
    """``--list``: one lesson a line, its number, title and whether it is done."""
    out = []
    for lesson in lessons:
        name = title(lesson) if title else loc(f"{lesson.messages}-title")
        out.append(loc("tut-list-line", n=lesson.number, title=name,
                       done="yes" if lesson.id in done else "no"))
    return out
