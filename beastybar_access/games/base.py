"""What every game offers the shared layers (console, narration plumbing, bots, saves, simulate).

Each game package provides a :class:`GameSpec` in the registry (:mod:`beastybar_access.games`). Its states
follow :class:`GameState`: the UI and bots never reach past these methods and the game's view object.
"""

from __future__ import annotations

import _random
import operator
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import Field, dataclass, field
from functools import partial
from itertools import repeat
from typing import Any, ClassVar, Generic, Protocol, TypeVar, runtime_checkable

from beastybar_access.games.core import NOBODY as NOBODY  # the one definition is in games.core
from beastybar_access.jsontypes import JSON, JSONObject

A = TypeVar("A")
"""A game's action type."""
E = TypeVar("E")
"""A game's event type."""
V_co = TypeVar("V_co", covariant=True)
"""A game's view type (what one seat, or a spectator, may know)."""
S_co = TypeVar("S_co", bound="GameState[Any, Any, Any]", covariant=True)
"""A game's state type."""


class LogTail:
    """Where an engine's log stood when last looked at, to tell what was logged since.

    An engine's log is a persistent chain of tuples, newest first, each node's first item its predecessor
    (``None`` before the first). A node stands for its whole ancestry, so a remembered node still in the
    chain means every entry up to it is unchanged. The chain may also have dropped its newest node and grown
    from the one before (4 Monkeys replaces a clock move that changed nothing): both are remembered. Any
    other change of the log (a state rebuilt, a log replaced) counts every entry as new.
    """

    __slots__ = ("before", "length", "node")

    def __init__(self) -> None:
        self.node: tuple[Any, ...] | None = None
        self.before: tuple[Any, ...] | None = None
        self.length = 0

    def advance(self, log: tuple[Any, ...] | None) -> tuple[int, list[tuple[Any, ...]]]:
        """Move on to ``log``: how many entries of the last one it keeps, and its nodes after them, oldest
        first."""
        new: list[tuple[Any, ...]] = []
        node = log
        kept = 0
        while True:
            if node is self.node:
                kept = self.length
                break
            if node is self.before and self.length:
                kept = self.length - 1
                break
            if node is None:
                break
            new.append(node)
            node = node[0]
        new.reverse()
        self.node = log
        self.before = log[0] if log is not None else None
        self.length = kept + len(new)
        return kept, new


class RedactedHistory:
    """Each seat's history as its views show it, kept between views: a view redacts only the entries
    logged since the seat's last view (:class:`LogTail`), so a view after every action costs O(new entries)
    in Python, not O(game length)."""

    __slots__ = ("_seats",)

    def __init__(self) -> None:
        self._seats: dict[int | None, tuple[LogTail, tuple[Any, ...]]] = {}
        """seat (None: a spectator) → (its log's tail, its redacted entries)"""

    def get(self, log: tuple[Any, ...] | None, player: int | None,
            redact: Callable[[tuple[Any, ...], int | None], Any], start: int = 0) -> tuple[Any, ...]:
        """The entries of ``log`` from the ``start``-th on (oldest first), each as ``redact(node, player)``
        gives it.

        A whole history (``start`` 0) is kept for the seat's next view. A tail (an online update needs only
        the entries its client lacks) is redacted afresh and not kept: a server with many tables then holds
        no per-seat copies of every history, which would grow its memory and the garbage collector's pauses
        with every action."""
        if start > 0:
            return _tail(log, player, redact, start)
        memo = self._seats.get(player)
        if memo is None:
            memo = (LogTail(), ())
        elif memo[0].node is log:
            return memo[1]
        kept, new = memo[0].advance(log)
        entries = memo[1][:kept] + tuple(redact(n, player) for n in new)
        self._seats[player] = (memo[0], entries)
        return entries


def _tail(log: tuple[Any, ...] | None, player: int | None,
          redact: Callable[[tuple[Any, ...], int | None], Any], start: int) -> tuple[Any, ...]:
    """The entries of ``log`` from the ``start``-th on, redacted for ``player``."""
    length = 0
    node = log
    while node is not None:
        length += 1
        node = node[0]
    nodes: list[tuple[Any, ...]] = []
    node = log
    for _ in range(length - start):
        assert node is not None
        nodes.append(node)
        node = node[0]
    nodes.reverse()
    return tuple(redact(n, player) for n in nodes)


@runtime_checkable
class GameState(Protocol[A, E, V_co]):
    """A game in progress, with actions ``A``, events ``E`` and views ``V_co``: mutated by ``apply``,
    copied cheaply by ``copy``.

    Secrecy lives here, not in the user interfaces: :meth:`view` and :meth:`spectator_view` show only what a
    seat (or someone without a seat) may know, and :meth:`events_for` hides the rest of what happened.

    >>> from beastybar_access.games.beastybar.engine import new_game
    >>> state: GameState[Any, Any, Any] = new_game(2, seed=1, first=0)
    >>> events = state.apply(state.legal_actions()[0])
    >>> [e.card is None for e in state.events_for(events, 1) if type(e).__name__ == "CardDrawn"]
    [True]
    >>> state.spectator_view().player == NOBODY and state.spectator_view().hand == ()
    True
    """

    @property
    def num_players(self) -> int: ...

    @property
    def current(self) -> int:
        """The seat that must act now (a game of simultaneous play: every seat, ``-1``)."""
        ...

    @property
    def plays(self) -> int:
        """The actions taken so far."""
        ...

    def is_over(self) -> bool: ...

    def legal_actions(self) -> list[A]: ...

    def num_legal_actions(self) -> int: ...

    def check(self, action: A) -> None:
        """Raise :class:`IllegalActionError` (a ValueError) saying why ``action`` is refused."""
        ...

    def apply(self, action: A, record: bool = True) -> list[E]:
        """Do ``action`` for ``current``; return the events (empty with ``record=False``)."""
        ...

    def preview(self, action: A) -> list[E]: ...

    def play_random(self, rng: random.Random) -> None: ...

    def copy(self) -> GameState[A, E, V_co]: ...

    def view(self, player: int, history_from: int = 0) -> V_co:
        """All that ``player`` may know; never other players' hidden cards or any pile's order. With
        ``history_from``, the view's history holds only the entries from that one on (the server sends
        only what a client has not had yet)."""
        ...

    def spectator_view(self, history_from: int = 0) -> V_co:
        """All that someone without a seat may know: no hand, and no seat's private history."""
        ...

    def history_since(self, start: int) -> Sequence[object]:
        """The entries of the history from the ``start``-th on."""
        ...

    def log_since(self, start: int) -> list[JSON]:
        """The entries of ``to_json``'s log of actions from the ``start``-th on (one per history entry):
        the server appends only the new ones to its store."""
        ...

    def events_for(self, events: Iterable[E], player: int | None) -> list[E]:
        """``events`` as ``player`` may know them (``None``: a spectator, who sees no seat's hidden cards)."""
        ...

    def winners(self) -> tuple[int, ...]: ...

    def to_json(self) -> JSONObject: ...


class TimedAction(Protocol):
    """An action of a real-time game (4 Monkeys): it names the seat that acts (``player``) and carries the
    round's time it happens at (``at``, in ms); a frozen dataclass, so that the driver can stamp it with
    another time (``dataclasses.replace(action, at=…)``)."""

    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]

    @property
    def player(self) -> int: ...

    @property
    def at(self) -> int: ...


TA = TypeVar("TA", bound=TimedAction)
"""A real-time game's action type."""


class Planned(Protocol):
    """A computer player's plan: ``action`` at the round's time ``at`` (a frozen dataclass, so that a plan
    made for a time already past is moved to the clock with ``dataclasses.replace``)."""

    __dataclass_fields__: ClassVar[dict[str, Field[object]]]

    @property
    def at(self) -> int: ...

    @property
    def action(self) -> TimedAction: ...


class RealtimeBot(Protocol):
    """A real-time game's computer player, as the real-time driver asks it (the seat's ``view`` is the
    game's own: the bot narrows it)."""

    def next_move(self, view: object, rng: random.Random) -> Planned | None:
        """A planned action, or None when there is nothing to do now."""
        ...


class RealtimeState(GameState[TA, E, V_co], Protocol[TA, E, V_co]):
    """A game in which every seat may act at any time, against a round's clock (4 Monkeys): what the
    real-time driver (:class:`~beastybar_access.table.RealtimeDriver`) uses besides :class:`GameState`.

    >>> from beastybar_access.games.monkeys.engine import new_game
    >>> state: RealtimeState[Any, Any, Any] = new_game(2, seed=1)
    >>> state.clock, state.round_ms > 0
    (0, True)
    """

    @property
    def clock(self) -> int:
        """The round's time now, in ms (actions before it are refused)."""
        ...

    @property
    def round_ms(self) -> int:
        """The round's time at which it ends, in ms."""
        ...

    def is_legal(self, action: TA) -> bool:
        """Whether the rules allow ``action`` now (:meth:`GameState.check` without the reason)."""
        ...

    def advance(self, to_ms: int, record: bool = True) -> list[E]:
        """Move the round's clock to ``to_ms``: the timer's marks, the round's end and its scoring."""
        ...


def shuffled(cards: Iterable[int], key: Callable[[], float]) -> list[int]:
    """``cards`` in a uniformly random order: sorted by independent keys ``key()``, one per card in order.

    The very order of ``sorted(cards, key=lambda _: key())``, with the same keys drawn (no more), about a
    fifth fewer instructions: the key function is made of C parts (``next`` over ``key()`` drawn lazily),
    not a Python function called once per card.

    >>> a, b = random.Random(7), random.Random(7)
    >>> shuffled(range(40), a.random) == sorted(range(40), key=lambda _: b.random()), a.random() == b.random()
    (True, True)
    """
    return sorted(cards, key=partial(next, map(operator.call, repeat(key))))


def draw_below(rng: _random.Random, n: int) -> int:
    """``random.Random.randrange(n)`` from ``rng``'s words alone, for a generator without Python's layer
    (``_random.Random``): the same draws, ``getrandbits`` of ``n``'s bit length until one is below ``n``.

    >>> a, b = random.Random(7), _random.Random(7)
    >>> [a.randrange(3) for _ in range(20)] == [draw_below(b, 3) for _ in range(20)], a.random() == b.random()
    (True, True)
    """
    bits = n.bit_length()
    drawn = rng.getrandbits(bits)
    while drawn >= n:
        drawn = rng.getrandbits(bits)
    return drawn


class IllegalActionError(ValueError):
    """An action the rules do not allow now (every game's engine raises this one). ``code`` (a message
    of the game's refusals) and ``args_`` (its arguments) let a UI say why in its language."""

    def __init__(self, message: str, code: str, **args: object) -> None:
        super().__init__(message)
        self.code = code
        self.args_: dict[str, object] = args


class ScenarioError(ValueError):
    """A bad scenario for ``beastybar resolve``. ``str()`` is the English detail (logs, tests); ``code`` (a
    message id of the game's scenario sentences) and ``args_`` (its arguments: values from the file, counts,
    or the rules' :class:`IllegalActionError`) let :meth:`describe` say it in a person's language."""

    def __init__(self, message: str, code: str = "", **args: object) -> None:
        super().__init__(message)
        self.code = code
        self.args_: dict[str, object] = args

    def fluent_args(self) -> dict[str, object]:
        """The arguments as a message takes them: whole numbers as numbers, anything else from the file
        shortened and cleaned (:func:`~beastybar_access.narration.echo`); a refusal of the rules left out."""
        import json

        from beastybar_access.narration import echo

        out: dict[str, object] = {}
        for key, value in self.args_.items():
            if isinstance(value, IllegalActionError):
                continue
            # "known": the program's own list of what a file may say, whole; numbers stay numbers (plurals)
            if key == "known" or (isinstance(value, int) and not isinstance(value, bool)):
                out[key] = value
            elif isinstance(value, str):
                out[key] = echo(value)
            else:  # as the file wrote it (JSON), not as Python prints it
                try:
                    out[key] = echo(json.dumps(value, ensure_ascii=False))
                except (TypeError, ValueError):
                    out[key] = echo(value)
        return out

    def describe(self, lang: str) -> str:
        """The detail in ``lang`` (a game without scenario sentences: the English detail, cleaned)."""
        from beastybar_access.narration import echo

        return echo(str(self), 500)


def scenario_json(text: str, error: type[ScenarioError] = ScenarioError) -> object:
    """A scenario file's JSON for ``beastybar resolve``; ``error`` (the game's :class:`ScenarioError`) when it
    is not JSON."""
    import json

    try:
        data: object = json.loads(text)
    except json.JSONDecodeError as exc:
        raise error(f"malformed JSON: {exc}", "malformed-json", line=exc.lineno, column=exc.colno) from None
    return data


@dataclass(frozen=True)
class GameSpec(Generic[S_co]):
    """A registered game: its name, player counts, and the functions the shared layers call."""

    name: str
    min_players: int
    max_players: int
    new_game: Callable[..., S_co]
    """``new_game(players, seed=None, variant=..., first=None) -> GameState``"""
    from_json: Callable[[dict[str, Any]], S_co]
    """``from_json(data) -> GameState``; ValueError for damaged data."""
    determinize: Callable[[Any, random.Random], S_co] | None = None
    """``determinize(view, rng) -> GameState``: a full state consistent with what the view knows."""
    variants: Sequence[str] = field(default=("standard",))
    actions: tuple[type, ...] = ()
    """The classes of the game's actions (the members of its engine's ``Action``): what the server accepts
    as an action decoded from a client (of a real-time game, which sends the action itself)."""


def check_save_header(data: object, *, game: str, label: str, version: int) -> None:
    """ValueError unless ``data`` is a saved game of ``game`` (``label`` in the message) at ``version``."""
    if not isinstance(data, dict) or data.get("game") != game:
        raise ValueError(f"not a {label} game")
    if data.get("version") != version:
        raise ValueError(f"unsupported save version {data.get('version')!r}")


def replay_saved_game(data: Any, *, game: str, label: str, version: int, new_game: Callable[..., Any],
                      variant: Callable[[str], Any], action_from_json: Callable[[Any], Any]) -> Any:
    """Rebuild a turn-based game saved as ``{"game", "version", "config", "actions", "snapshot"}``.

    The actions are replayed from the configuration's seed; the snapshot, if present, must match the result.
    Raises ValueError for anything damaged (a wrong game or version, a bad or illegal action, a mismatch).
    """
    check_save_header(data, game=game, label=label, version=version)
    try:
        cfg = data["config"]
        state = new_game(int(cfg["players"]), seed=int(cfg["seed"]), variant=variant(cfg["variant"]),
                         first=int(cfg["first"]))
        for player, action in data["actions"]:
            if player != state.current:
                raise ValueError(f"action recorded for seat {player}, but seat {state.current} was to move")
            state.apply(action_from_json(action))
    except (KeyError, TypeError, IndexError) as exc:
        raise ValueError(f"damaged game data: {exc!r}") from exc
    if "snapshot" in data and data["snapshot"] != state.snapshot():
        raise ValueError("damaged game data: the snapshot does not match the replayed actions")
    return state
