"""Computer opponents for any registered game.

A bot sees exactly what a human in its seat sees: the game's view object for that seat (``state.view(seat)``).
It answers one question, :meth:`Bot.choose`: which of ``view.legal`` to play. Bots never hold a game state;
the search bot builds its own states from the view with the game's ``determinize(view, rng)``, which
samples the hidden cards consistently with the view.

Levels: ``random`` (uniform over legal actions), ``easy``, ``normal`` and ``hard``; :func:`make_bot` builds
one for a game. A game with its own heuristics names them in its entry (``GameEntry.bots``); a game without
them gets the generic search (with a smaller budget for the lower levels).

Every bot is deterministic: given the same view and an ``rng`` in the same state it returns the same action.
The search is budgeted by iterations, never by the clock, so a reported arena figure can be reproduced.

>>> import random
>>> from beastybar_access.games.beastybar.engine import new_game
>>> state = new_game(2, seed=3)
>>> bot = make_bot("beastybar", "normal", seed=1)
>>> bot.choose(state.view(state.current), random.Random(0)) in state.legal_actions()
True
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, Protocol, TypeVar

from beastybar_access.games import get_entry, get_game
from beastybar_access.games.entry import A_co, AnyBot, Bot

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")
"""The levels offered to players, weakest first."""
ALL_LEVELS: tuple[str, ...] = ("random", *LEVELS)
"""Also ``random``: a baseline for the arena."""
LEVEL_KEYS: dict[str, str] = {level: f"bot-level-{level}" for level in ALL_LEVELS}
"""Message id of each level's display name (``locales/*/arena.ftl``)."""

class UnknownLevelError(ValueError):
    """A bot level that does not exist."""





def level_key(level: str) -> str:
    """The message id naming ``level`` (for the console and the arena table)."""
    check_level(level)
    return LEVEL_KEYS[level]


def check_level(level: str) -> str:
    if level not in ALL_LEVELS:
        raise UnknownLevelError(f"unknown bot level {level!r}; choose one of {', '.join(ALL_LEVELS)}")
    return level


class RandomBot:
    """Plays a uniformly random legal action."""

    level = "random"

    def choose(self, view: Any, rng: random.Random) -> Any:
        legal = view.legal
        if not legal:
            raise ValueError("the bot was asked to move, but the view has no legal actions")
        return legal[int(rng.random() * len(legal))]


# -- information-set Monte Carlo tree search ---------------------------------------------------------------


A = TypeVar("A")
"""A game's action (hashable: the search keeps its tree's children by action)."""
V = TypeVar("V", bound="SearchView[Any]")
"""The view the search starts from."""


class SearchView(Protocol[A_co]):
    """What the search reads of a view: the legal actions of the seat to move."""

    @property
    def legal(self) -> Sequence[A_co]: ...


class SearchState(Protocol[A]):
    """What the search and its default rollout and reward use of a full (sampled) game state."""

    @property
    def num_players(self) -> int: ...

    @property
    def current(self) -> int: ...

    def is_over(self) -> bool: ...

    def legal_actions(self) -> Sequence[A]: ...

    def num_legal_actions(self) -> int: ...

    def apply(self, action: A, record: bool = ...) -> object: ...

    def play_random(self, rng: random.Random) -> None: ...

    def winners(self) -> Sequence[int]: ...


def share_of_win(state: SearchState[Any]) -> list[float]:
    """Default reward of a finished game: 1 split among the winners, 0 for the others."""
    winners = state.winners()
    out = [0.0] * state.num_players
    for w in winners:
        out[w] = 1.0 / len(winners)
    return out


def random_rollout(state: SearchState[Any], rng: random.Random) -> None:
    """Default rollout: uniformly random actions to the end of the game."""
    while not state.is_over():
        state.play_random(rng)


class _Node(Generic[A]):
    __slots__ = ("avail", "children", "reward", "visits")

    def __init__(self) -> None:
        self.children: dict[A, _Node[A]] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0


@dataclass
class SearchStats(Generic[A]):
    """What the last search did (for tests and tuning)."""

    iterations: int = 0
    root_visits: dict[A, int] | None = None
    root_values: dict[A, float] | None = None


class ISMCTSBot(Generic[V, A]):
    """Single-observer information-set MCTS over determinizations (Cowling, Powley, Whitehouse 2012).

    Each iteration samples a full state consistent with the bot's view (``determinize``), walks one shared
    tree of actions with UCB1 counted over the iterations in which an action was available, adds one
    node, finishes the game with ``rollout`` and credits every node with the reward of the seat that chose
    it. The tree's nodes are information sets of the bot: opponents' nodes mix all sampled hands.

    The work per move is a number of iterations, never a time, so a seed gives the same moves on any
    machine: ``iterations`` is a number or a function of the view (for example fewer iterations when
    the rest of the game is long). Hooks:

    - ``root_actions(view, legal) -> list`` narrows the choices at the root (for example the 495 ways to
      set cards aside) to a few candidates;
    - ``rollout(state, rng)`` plays a sampled state to its end; ``reward(state)`` gives each seat's value
      in [0, 1];
    - a state with more than ``max_branching`` legal actions is not branched on inside the tree: ``step``
      plays one action there (like a chance event) and the walk goes on;
    - ``max_depth`` limits the tree to that many actions from the root (1: flat Monte Carlo over the
      root's choices); below it the rollout plays.
    """

    def __init__(self, determinize: Callable[[V, random.Random], SearchState[A]],
                 iterations: int | Callable[[V], int] = 1000, *, exploration: float = 0.7,
                 rollout: Callable[[SearchState[A], random.Random], None] = random_rollout,
                 reward: Callable[[SearchState[A]], Sequence[float]] = share_of_win,
                 root_actions: Callable[[V, Sequence[A]], Sequence[A]] | None = None,
                 max_branching: int = 64, max_depth: int | None = None,
                 step: Callable[[SearchState[A], random.Random], None] | None = None,
                 level: str = "hard") -> None:
        if isinstance(iterations, int) and iterations < 1:
            raise ValueError(f"the search needs at least 1 iteration, not {iterations}")
        self.determinize = determinize
        self.iterations = iterations
        self.exploration = exploration
        self.rollout = rollout
        self.reward = reward
        self.root_actions = root_actions
        self.max_branching = max_branching
        self.max_depth = max_depth
        self.step = step or (lambda state, rng: state.play_random(rng))
        self.level = level
        self.last: SearchStats[A] = SearchStats()

    def budget(self, view: V) -> int:
        n = self.iterations(view) if callable(self.iterations) else self.iterations
        return max(1, int(n))

    def choose(self, view: V, rng: random.Random) -> A:
        legal: list[A] = list(view.legal)
        if not legal:
            raise ValueError("the bot was asked to move, but the view has no legal actions")
        candidates = list(self.root_actions(view, legal)) if self.root_actions else legal
        if len(candidates) == 1:
            self.last = SearchStats(0, {candidates[0]: 0}, {candidates[0]: 0.0})
            return candidates[0]
        iterations = self.budget(view)
        root: _Node[A] = _Node()
        c = self.exploration
        log = math.log
        sqrt = math.sqrt
        wide = self.max_branching
        step = self.step
        depth_limit = self.max_depth or 1 << 30
        for _ in range(iterations):
            state = self.determinize(view, rng)
            node = root
            # The root's actions are the view's: the same in every sample.
            actions: Sequence[A] = candidates
            path: list[tuple[_Node[A], int]] = []
            while True:
                children = node.children
                untried = []
                for a in actions:
                    ch = children.get(a)
                    if ch is None:
                        untried.append(a)
                    else:
                        ch.avail += 1
                mover = state.current
                if untried:
                    action = untried[int(rng.random() * len(untried))]
                    child = children[action] = _Node()
                    child.avail = 1
                    state.apply(action, record=False)
                    path.append((child, mover))
                    break
                best = actions[0]
                best_score = -1.0
                for a in actions:
                    ch = children[a]
                    score = ch.reward / ch.visits + c * sqrt(log(ch.avail) / ch.visits)
                    if score > best_score:
                        best_score = score
                        best = a
                state.apply(best, record=False)
                node = children[best]
                path.append((node, mover))
                while not state.is_over() and state.num_legal_actions() > wide:
                    step(state, rng)
                if state.is_over() or len(path) >= depth_limit:
                    break
                actions = state.legal_actions()
            if not state.is_over():
                self.rollout(state, rng)
            values = self.reward(state)
            for child, mover in path:
                child.visits += 1
                child.reward += values[mover]
        # The most visited choice; ties go to the better mean, then to the first in the view's order.
        def rank(a: A) -> tuple[int, float]:
            n = root.children.get(a)
            return (n.visits, n.reward / n.visits) if n is not None and n.visits else (0, 0.0)

        best_action = max(candidates, key=rank)
        self.last = SearchStats(
            iterations,
            {a: n.visits for a, n in root.children.items()},
            {a: n.reward / n.visits for a, n in root.children.items() if n.visits},
        )
        return best_action


# -- making bots -------------------------------------------------------------------------------------------

GENERIC_ITERATIONS: dict[str, int] = {"easy": 30, "normal": 200, "hard": 1000}
"""Search budgets for games without heuristics of their own."""


def make_bot(game: str, level: str, seed: int | None = None, **options: Any) -> AnyBot:
    """A bot of ``level`` (``random``, ``easy``, ``normal`` or ``hard``) for ``game``.

    ``seed`` is accepted for bots with a character of their own; the moves depend only on the view and the
    ``rng`` passed to :meth:`Bot.choose`, so the same view and ``rng`` state give the same move.
    ``options`` go to the game's bot (for example ``iterations=`` of the search, for quick tests).
    """
    check_level(level)
    if level == "random":
        return RandomBot()
    own = get_entry(game).bots
    if own is not None:
        return own(level, seed, **options)
    spec = get_game(game)
    if spec.determinize is None:
        raise ValueError(f"the game {game!r} offers no determinize function, so it has no search bots")
    iterations = options.pop("iterations", GENERIC_ITERATIONS[level])
    return ISMCTSBot(spec.determinize, iterations, level=level, **options)


__all__ = [
    "ALL_LEVELS",
    "LEVELS",
    "LEVEL_KEYS",
    "AnyBot",
    "Bot",
    "ISMCTSBot",
    "RandomBot",
    "SearchStats",
    "UnknownLevelError",
    "check_level",
    "level_key",
    "make_bot",
    "random_rollout",
    "share_of_win",
]
