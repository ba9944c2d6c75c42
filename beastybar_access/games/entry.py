"""One entry per game: everything the shared layers need of a game, in one object.

Each game folder has an ``entry.py`` whose ``ENTRY`` (a :class:`GameEntry`) names the game's rules, its
console adapter, its computer players, its statistics for ``simulate`` and ``arena``, its scenario resolver,
its card list and its own command-line options and settings. The registry
(:mod:`beastybar_access.games`) lists the entries; the command line, the bots registry and the tools iterate
them and never name a game. Adding a game is one folder with an ``entry.py`` plus one registry line.

Entries are light: what they name is imported on first use (the command line lists the games for its
options without loading any game).

>>> from beastybar_access.games import entries
>>> [e.name for e in entries()]
['beastybar', 'cubirds', 'monkeys']
>>> entries()[0].spec().max_players
4
"""

from __future__ import annotations

import argparse
import dataclasses
import enum
import functools
import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar, runtime_checkable

from beastybar_access.games.base import GameSpec, GameState, RealtimeBot, S_co, TimedAction
from beastybar_access.games.core.adapter import GameAdapter
from beastybar_access.jsontypes import JSON, JSONObject

if TYPE_CHECKING:
    from beastybar_access.narration import Localizer



V_contra = TypeVar("V_contra", contravariant=True)
"""The view a bot is given."""
A_co = TypeVar("A_co", covariant=True)
"""The action it returns."""


@runtime_checkable
class Bot(Protocol[V_contra, A_co]):
    """A computer player. ``choose`` gets the view of the seat to move and returns one of ``view.legal``
    (here, beside the entry that makes a game's bots, so that the registry needs nothing from ``bots``;
    ``beastybar_access.bots`` gives it to the rest)."""

    level: str

    def choose(self, view: V_contra, rng: random.Random) -> A_co: ...


AnyBot = Bot[Any, Any]
"""A bot of any game."""


S_contra = TypeVar("S_contra", contravariant=True)
"""The state a checker checks."""


class StateChecker(Protocol[S_contra]):
    """A game's invariant checks (its ``checks.Checker``, made by :attr:`GameEntry.checker` from the state
    it checks), as :func:`play_checked` and :class:`Views` drive them over a state ``S_contra``."""

    @property
    def SHOWN(self) -> tuple[str, ...]:
        """A view's fields but its history and legal actions."""
        ...

    def step(self, state: S_contra, rng: random.Random) -> None:
        """One random legal action applied, and its checks."""
        ...

    def shown(self, state: S_contra, player: int | None) -> tuple[object, ...]:
        """The values of :attr:`SHOWN` in ``player``'s view (None: the spectator's), as the state says."""
        ...

    def legal(self, state: S_contra, player: int | None, legal: Iterable[object]) -> None:
        """Check the legal actions ``player``'s view lists."""
        ...

    def told(self, node: tuple[object, ...], player: int | None) -> object:
        """The log's entry ``node`` (an engine's own log node) as ``player`` must be told it."""
        ...

    def full(self, state: S_contra) -> None:
        """What is too slow to check after every action."""
        ...


class OptionError(ValueError):
    """A command-line option value that cannot be used; ``msg_id`` and ``args_`` say why in the player's
    language (a message of ``locales/*/cli.ftl`` or ``ui.ftl``)."""

    def __init__(self, msg_id: str, **args: object) -> None:
        super().__init__(f"{msg_id}: {args}")
        self.msg_id = msg_id
        self.args_ = args


AddOption = Callable[..., None]
"""``add(*flags, **argparse_keywords)``: adds an option to ``play`` unless it is there already."""


class GameOptions(Protocol):
    """A game's own options of ``play`` and its own settings (4 Monkeys: the round's length, the computer
    players' speed)."""

    def add_arguments(self, add: AddOption, loc: Callable[..., str]) -> None:
        """Add the options (``loc(msg_id)`` gives their help in the player's language)."""
        ...

    def plan_options(self, args: argparse.Namespace, options: dict[str, JSON], variant: str | None,
                     quick: bool) -> None:
        """Put what the options say into the plan's ``options`` (``quick``: the quick start's defaults too);
        raise :class:`OptionError` for a value that cannot be used."""
        ...

    def check_setting(self, name: str, value: JSON) -> JSON:
        """The value of the game's own setting ``name`` (a key of :attr:`settings`), or ValueError."""
        ...

    @property
    def settings(self) -> Mapping[str, JSON]:
        """The game's own settings and their defaults (kept in the settings file under these names)."""
        ...


@dataclass(frozen=True)
class Statistic:
    """The figure ``simulate`` averages over its games, and the message id of its line."""

    value: Callable[[object], float]
    """``value(state)``: the figure of a game played to its end (the state is the game's own: it narrows
    it, see :func:`~beastybar_access.games.core.own`)."""
    message: str


@dataclass(frozen=True)
class ArenaFigures:
    """What the arena reports of a game beyond wins: per-seat figures averaged over the games."""

    results: Callable[[object], Sequence[object]]
    """``results(state)``: one result per seat, with the attributes named in :attr:`extras`."""
    extras: tuple[tuple[str, str, str | None], ...]
    """(JSON key, attribute of a seat's result, message id of the table's column or None for JSON only)."""
    record: bool = False
    """Play with events recorded: the game's bots read what happened from the history of their view."""


@dataclass(frozen=True)
class Resolver:
    """``resolve(text) -> dict`` of a game's scenarios; ``errors``: the exceptions that mean a bad
    scenario (reported as one ``error:`` line)."""

    resolve: Callable[[str], JSONObject]
    errors: tuple[type[Exception], ...]


DONE, WRONG, MORE = "done", "wrong", "more"
"""A lesson's verdict (:meth:`Lesson.verdict`) on the decisions made so far: its move, another move, or the
turn goes on. The tutorials of both kinds (turn-based and real-time) read these."""


class Lesson(Protocol):
    """A tutorial lesson as the tutors (:mod:`beastybar_access.console.tutorial` and its real-time sibling)
    use it. A game's lesson derives from :class:`LessonDefaults` and overrides what it has of the optional
    members below; what each tutor asks more is its kind's: :class:`TurnLesson` or :class:`RealtimeLesson`
    (their clock, their seats' kinds)."""

    @property
    def game(self) -> str: ...

    @property
    def number(self) -> int:
        """1-based, as ``--lesson N`` and the list say it."""
        ...

    @property
    def id(self) -> str: ...

    @property
    def messages(self) -> str:
        """The prefix of the lesson's message ids (``-title``, ``-intro``, ``-done``)."""
        ...

    @property
    def seat(self) -> int:
        """The player's seat."""
        ...

    # --- optional: :class:`LessonDefaults` gives each of these its default ----------------------------
    @property
    def keys(self) -> str:
        """The message that tells the lesson's keys. Default ``tut-keys``."""
        ...

    @property
    def ended(self) -> str:
        """The message id of the tutorial's farewell (how to go on). Default ``tut-ended``."""
        ...

    @property
    def cards(self) -> Sequence[object]:
        """The cards whose braille the lesson reads out (where the braille setting is on). Default none."""
        ...

    def names(self, loc: Localizer) -> list[str] | None:
        """The seats' players' names, for a game whose seats have no colours; None (default): the
        adapter's seat labels."""
        ...

    def notes(self, loc: Localizer) -> list[str]:
        """What the lesson says after its intro. Default nothing."""
        ...

    def verdict(self, made: Sequence[object], state: object) -> str | None:
        """The lesson's own verdict on the decisions ``made`` so far (``done``, ``wrong`` or ``more``;
        a real-time lesson: on the events of an action); None (default): :meth:`TurnLesson.accepts` judges
        the move. (``state``: the lesson's table's, of the game's own kind: its lesson narrows it.)"""
        ...


@runtime_checkable
class TurnLesson(Lesson, Protocol):
    """A lesson of a game of turns, as :class:`~beastybar_access.console.tutorial.Tutor` plays it."""

    @property
    def opponent(self) -> str | None:
        """A whole game against a computer player of this level, with a :meth:`hint` before each of the
        player's turns; None (default): a lesson of one move or one turn."""
        ...

    def state(self, seed: int | None = None) -> GameState[Any, Any, Any]:
        """The lesson's table; ``seed``: the deal of a whole game (a lesson of one move or one turn has its
        one table and ignores it)."""
        ...

    def table_zones(self) -> Sequence[str]:
        """The console zones read with the task (their names, see the adapter's ``zones``)."""
        ...

    def accepts(self, action: object) -> bool:
        """The move is the lesson's (for a lesson of one move). Default: no move is."""
        ...

    def hint(self, view: object, loc: Localizer) -> tuple[object, str] | None:
        """The move a stronger player would choose and why, before a whole game's turn; None (default):
        no hint. (``view``: the game's own view of the player's seat, which its lesson narrows.)"""
        ...


@runtime_checkable
class RealtimeLesson(Lesson, Protocol):
    """A lesson of a real-time game, as :class:`~beastybar_access.console.tutorial_realtime.RealtimeTutor`
    plays it: a round in play at a table, with the clock standing still or running (a practice)."""

    @property
    def practice(self) -> bool:
        """A real round against a computer player (the clock runs); else the clock stands still."""
        ...

    @property
    def bot_speed(self) -> str:
        """The practice's computer player's speed (the table's ``bot_speed`` option)."""
        ...

    @property
    def round_ms(self) -> int:
        """The round's length (the table's ``round_ms`` option)."""
        ...

    @property
    def seat_kinds(self) -> Sequence[str]:
        """The kind of each seat at the lesson's table (the player's, a computer player's, a person's)."""
        ...

    @property
    def table_commands(self) -> Sequence[str]:
        """The game's review commands that read the table with the task."""
        ...

    def state(self) -> GameState[Any, Any, Any]:
        """The lesson's round, in play."""
        ...

    def names(self, loc: Localizer) -> list[str]:
        """The seats' players' names."""
        ...


class LessonDefaults:
    """The defaults of :class:`Lesson`'s optional members: a game's lesson derives from this."""

    keys: str = "tut-keys"
    ended: str = "tut-ended"
    cards: Sequence[object] = ()
    opponent: str | None = None

    def names(self, loc: Localizer) -> list[str] | None:
        return None

    def notes(self, loc: Localizer) -> list[str]:
        return []

    def verdict(self, made: Sequence[object], state: object) -> str | None:
        return None

    def accepts(self, action: object) -> bool:
        return False

    def hint(self, view: object, loc: Localizer) -> tuple[object, str] | None:
        return None


@dataclass(frozen=True)
class CardFace:
    """One card as a drawn table shows it (the browser's): never by colour alone."""

    name: str
    """Its name in the viewer's language ("zelený lev")."""
    label: str
    """A short mark for the card's corner (a colour's letter, a count)."""
    colour: str
    """A colour word for the drawing (``green``, ``red`` ...; empty: none)."""
    number: int | None
    """Its strength, value or count (None: none)."""
    braille: str
    """Its braille cells (shown, never spoken)."""
    last: bool = False
    """Moved by the last move."""
    hidden: bool = False
    """Face down (its name says whose or what it is)."""


@dataclass(frozen=True)
class TableZone:
    """A part of a drawn table: its heading, its cards, and a line of what cards cannot show."""

    id: str
    title: str
    cards: tuple[CardFace, ...] = ()
    text: str = ""


ZONE_WORDS_KEPT = 5000
"""Texts of the zones' words kept per language (past it, they are made again)."""


@functools.lru_cache(maxsize=4)
def zone_words(lang: str) -> Callable[..., str]:
    """The page's own words (the ``web`` messages) in ``lang``, for a game's zones: ``words(msg_id,
    **args)``. A zone's title and most of its rows are the same at every update of every table, so each
    text is kept once made (by id and arguments with their types)."""
    from beastybar_access.narration import Localizer

    loc = Localizer.load(lang, domains=("web",))
    made: dict[tuple[object, ...], str] = {}

    def words(msg_id: str, **args: object) -> str:
        key = (msg_id, *((k, type(v), v) for k, v in sorted(args.items())))
        text = made.get(key)
        if text is None:
            if len(made) >= ZONE_WORDS_KEPT:
                made.clear()
            text = made[key] = loc(msg_id, **args)
        return text

    return words


@dataclass(frozen=True)
class Realtime:
    """What a real-time game (one whose state moves with the clock) tells the tables that drive it, local
    or on a server; a game of turns has none (:attr:`GameEntry.realtime` is None)."""

    running: Callable[[object], bool]
    """``running(state)``: a round is being played (the clock runs)."""
    start_action: Callable[[object, int, int], TimedAction]
    """``start_action(state, seat, at)``: the action that starts the next round for ``seat``."""
    bot: Callable[[str, int, int, Mapping[str, object]], RealtimeBot]
    """``bot(level, seat, seed, options)``: a computer player that acts on the clock (``next_move(view,
    rng)``); ``options`` are the table's, of which it reads its own (:attr:`options`)."""
    options: tuple[str, ...] = ()
    """The names of the table options the game's real-time part reads (4 Monkeys: ``bot_speed``)."""
    follow: Callable[[object, Sequence[object]], None] | None = None
    """``follow(state, entries)``: saved log entries (the state's ``log_since``) replayed onto a state, so
    that a copy of a table's game kept elsewhere (the server's planner process) follows the table."""


def wire_classes(modules: Iterable[ModuleType]) -> dict[str, type]:
    """The data classes and enumerations defined in ``modules``, by ``<module>.<class>`` (the last part of
    the module's name): what of a game may travel over the network."""
    out: dict[str, type] = {}
    for module in modules:
        short = module.__name__.rsplit(".", 1)[-1]
        for value in vars(module).values():
            if not isinstance(value, type) or value.__module__ != module.__name__:
                continue
            if dataclasses.is_dataclass(value) or issubclass(value, enum.Enum):
                out[f"{short}.{value.__name__}"] = value
    return out


@dataclass(frozen=True)
class SetupLimits:
    """What a set-up may choose, known without loading the rules: the command line checks its options with
    it before the program's first line (issue 28). Held to the rules' :class:`GameSpec` by a test."""

    min_players: int
    max_players: int
    variants: tuple[str, ...]


@dataclass(frozen=True)
class GameEntry(Generic[S_co]):
    """One game, as the shared layers see it: the only door to it. Nothing outside the registry imports a
    game by its name; the server, the wire, the online client, the checks and the commands ask here."""

    name: str
    spec: Callable[[], GameSpec[S_co]]
    """The rules: player counts, variants, ``new_game``, ``from_json``, ``determinize``."""
    limits: SetupLimits | None = None
    """The player counts and variants without loading the rules (None: :meth:`setup_limits` asks them)."""
    adapter: Callable[[Localizer], GameAdapter] | None = None
    """``adapter(loc)``: the game's adapter in ``loc``'s language, as the Presenter, the console and the
    browser use it (:mod:`beastybar_access.games.core.adapter`; None: not playable at a terminal)."""
    bots: Callable[..., AnyBot] | None = None
    """``bots(level, seed, **options)``: the game's own computer player of a level (None: the generic
    search of :mod:`beastybar_access.bots`)."""
    statistic: Statistic | None = None
    arena: ArenaFigures | None = None
    resolver: Callable[[], Resolver] | None = None
    cards: Callable[[str, bool], list[str]] | None = None
    """``cards(lang, braille)``: ``beastybar cards`` lines (id, name, cells)."""
    options: GameOptions | None = None
    cues: Callable[[Sequence[object], int | None], list[str]] | None = None
    """``cues(events, listener)``: the sound cues (names of ``outputs/cue.py``) of events for a listener,
    in order (None: the game gives none but the turn's)."""
    lessons: Callable[[], Sequence[Lesson]] | None = None
    """The tutorial's lessons (see :mod:`beastybar_access.console.tutorial`; None: the game has none)."""
    zones: Callable[[object, str, Sequence[str]], list[TableZone]] | None = None
    """``zones(view, lang, names)``: the table as ``view`` (a seat's or a spectator's) shows it, in zones of
    cards for a drawn table (the browser's), in ``lang``; ``names`` by seat. Only what the view holds."""
    locales: Traversable | None = None
    """The game's own message files, ``<lang>/*.ftl`` under this folder (its narration, its tutorial); the
    registry adds them to every language loaded."""
    events_for: Callable[[Iterable[Any], int], list[Any]] | None = None
    """``events_for(events, seat)``: what of ``events`` the seat (``NOBODY``: a spectator) may learn."""
    wire: Callable[[], dict[str, type]] | None = None
    """The game's classes that travel over the network, by name (see :func:`wire_classes`)."""
    realtime: Realtime | None = None
    """The real-time part (None: a game of turns): the one place that says whether a game is real-time."""
    checker: Callable[[S_co], StateChecker[S_co]] | None = None
    """``checker(state)``: the game's invariant checks over a random game (its ``checks.Checker``, which
    :mod:`beastybar_access.games.checks` drives)."""
    determinize: Callable[[Any, random.Random], S_co] | None = None
    """``determinize(view, rng)``: a full state the view cannot tell from the real one, as the game's own
    computer players sample it (None: the rules' :attr:`GameSpec.determinize`)."""

    def setup_limits(self) -> SetupLimits:
        """The player counts and variants: :attr:`limits`, else the rules'."""
        if self.limits is not None:
            return self.limits
        spec = self.spec()
        return SetupLimits(spec.min_players, spec.max_players, tuple(spec.variants))

    def determinizer(self) -> Callable[[Any, random.Random], S_co] | None:
        """The game's best ``determinize(view, rng)``: its computer players' own, else its rules'."""
        return self.determinize if self.determinize is not None else self.spec().determinize


__all__ = ["DONE", "MORE", "WRONG", "AddOption", "ArenaFigures", "CardFace", "GameEntry", "GameOptions",
           "Lesson", "LessonDefaults", "OptionError", "Realtime", "Resolver", "SetupLimits", "Statistic",
           "TableZone", "wire_classes"]
