"""The Beasty Bar game: state, actions, legal actions, views and JSON.

A :class:`State` is cheap to copy and shares nothing mutable with its copies. It draws no random numbers
after it is made: the deal is fixed by the seed when the game is created, so a seed plus the actions is the
whole game (that is how saves are written and checked).

>>> s = new_game(2, seed=7)
>>> len(s.legal_actions()) >= 4
True
>>> events = s.apply(s.legal_actions()[0])
>>> events[0].type
'card_played'
"""

from __future__ import annotations

import random
from _random import Random as _Random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from itertools import combinations, repeat
from operator import call
from typing import Any, Final, NamedTuple

from beastybar_access.games.base import (
    NOBODY,
    IllegalActionError,
    RedactedHistory,
    draw_below,
    replay_saved_game,
)
from beastybar_access.games.beastybar import rules
from beastybar_access.games.beastybar.cards import (
    CARDS_PER_COLOUR,
    CHOOSES,
    COLOUR_OF,
    POINTS_OF,
    STRENGTH,
    card_id,
    colour_cards,
    parse_card,
)
from beastybar_access.games.beastybar.events import (
    CardDrawn,
    CardPlayed,
    CardsSetAside,
    Event,
    GameOver,
    PlayerResult,
    TurnPassed,
    event_from_json,
)
from beastybar_access.jsontypes import JSONObject

GAME_NAME = "beastybar"
SAVE_VERSION = 1
# Final: a compiled build keeps them in C variables, not in the module's dictionary
HAND_SIZE: Final = 4
SET_ASIDE: Final = 4
_CHOOSERS: Final = frozenset(int(a) for a in CHOOSES)  # plain ints: the hot paths look strengths up
_CHOOSER: Final[tuple[bool, ...]] = tuple(a in _CHOOSERS for a in STRENGTH)
"""Per card: does its animal take choices (parrot, kangaroo, chameleon)?"""
_OPTIONS_BY_QUEUE: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(0 if STRENGTH[c] == rules.CHAMELEON and size else rules.count_options(STRENGTH[c], [0] * size)
          for c in range(len(STRENGTH)))
    for size in range(rules.QUEUE_MAX)
)
"""Per queue length and card: how many ways to play it (:func:`rules.count_options`), but 0 for a chameleon
onto a queue that is not empty (its count depends on the animals there)."""
_AFTER: Final[tuple[tuple[int, ...], ...]] = tuple((*range(1, n), 0) if n else () for n in range(5))
"""Per number of players: the seat after each seat."""
_AS_FLOAT: Final[tuple[float, ...]] = tuple(float(i) for i in range(64))
"""``float(i)`` for the counts of a hand's plays (at most 4 + 2 + 16 + 1): the very number Python multiplies
by when it multiplies a float by an int, and a compiled build multiplies two floats in C."""
_NOT_KEPT: Final[tuple[Any, ...]] = (None, -1, None, (), None)
"""The log of a game played out with ``record=False``: its history was not kept (seat -1 marks it)."""


class Variant(StrEnum):
    STANDARD = "standard"
    ADVANCED = "advanced"


class Phase(StrEnum):
    SET_ASIDE = "set_aside"
    """Advanced variant: players choose the 4 cards they will not play."""
    PLAY = "play"
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` from the hand, with the choices its action needs (see :func:`rules.choice_options`)."""

    card: int
    choices: tuple[int, ...] = ()

    def __repr__(self) -> str:
        return f"Play({card_id(self.card)}, {list(self.choices)})"

    def to_json(self) -> JSONObject:
        return {"type": "play", "card": card_id(self.card), "choices": list(self.choices)}


@dataclass(frozen=True, slots=True)
class SetAside:
    """Advanced variant: put these 4 cards (sorted) out of the game."""

    cards: tuple[int, ...]

    def __repr__(self) -> str:
        return f"SetAside({', '.join(card_id(c) for c in self.cards)})"

    def to_json(self) -> JSONObject:
        return {"type": "set_aside", "cards": [card_id(c) for c in self.cards]}


Action = Play | SetAside


def action_from_json(data: dict[str, Any]) -> Action:
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"not an action: {data!r}")
    if data["type"] == "play":
        return Play(parse_card(data["card"]), tuple(int(x) for x in data.get("choices", [])))
    if data["type"] == "set_aside":
        return SetAside(tuple(sorted(parse_card(c) for c in data["cards"])))
    raise ValueError(f"unknown action type {data['type']!r}")


@dataclass(frozen=True, slots=True)
class Turn:
    """One entry of the table's history: who did what, and what happened (None if not recorded)."""

    player: int
    action: Action
    events: tuple[Event, ...] | None


class Config(NamedTuple):
    """A game's fixed settings (a named tuple: made for every new game, it costs a third of a frozen
    dataclass)."""

    players: int
    seed: int
    variant: Variant = Variant.STANDARD
    first: int = 0

    def to_json(self) -> JSONObject:
        return {"players": self.players, "seed": self.seed, "variant": str(self.variant), "first": self.first}


class State:
    """A Beasty Bar game in progress. Mutated by :meth:`apply`; :meth:`copy` is cheap and independent."""

    __slots__ = (
        "_log",
        "_views",
        "bar",
        "config",
        "current",
        "hands",
        "order",
        "phase",
        "piles",
        "plays",
        "queue",
        "set_aside",
        "thats_it",
    )

    config: Config
    queue: list[int]
    bar: list[int]
    thats_it: list[int]
    hands: list[list[int]]
    piles: list[list[int]]
    """Draw piles; the top card is the last."""
    set_aside: list[list[int]]
    order: list[list[int]]
    """Advanced variant, before set-aside: each player's 12 cards in shuffled order (the later deal)."""
    current: int
    phase: Phase
    plays: int
    _views: RedactedHistory | None
    """Each seat's redacted history as its last view showed it (made by the first view; copies start
    without)."""
    _log: tuple[Any, ...] | None
    """History as a persistent chain ``(previous, player, card or SetAside, choices, events or None)``:
    appending is O(1) and copies share it safely (the event lists in it are never changed afterwards)."""

    # -- creation -----------------------------------------------------------------------------------------

    def copy(self) -> State:
        s = State()
        s.config = self.config
        s.queue = self.queue[:]
        s.bar = self.bar[:]
        s.thats_it = self.thats_it[:]
        s.hands = [h[:] for h in self.hands]
        s.piles = [p[:] for p in self.piles]
        s.set_aside = self.set_aside  # replaced, never mutated, after the set-aside phase
        s.order = self.order
        s.current = self.current
        s.phase = self.phase
        s.plays = self.plays
        s._log = self._log
        return s

    def __copy__(self) -> State:
        return self.copy()

    @property
    def num_players(self) -> int:
        return self.config.players

    @property
    def variant(self) -> Variant:
        return self.config.variant

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def owner(self, card: int) -> int:
        """The seat whose colour ``card`` is (seat i plays colour i)."""
        return COLOUR_OF[card]

    @property
    def history(self) -> list[Turn]:
        return self.history_since(0)

    def history_since(self, start: int) -> list[Turn]:
        """The history's entries from the ``start``-th on (only those are built: an online update needs
        the newest)."""
        nodes: list[tuple[Any, ...]] = []
        node = self._kept_log()
        while node is not None:
            nodes.append(node)
            node = node[0]
        del nodes[max(0, len(nodes) - start):]
        nodes.reverse()
        return [_turn(n) for n in nodes]

    def _kept_log(self) -> tuple[Any, ...] | None:
        log = self._log
        if log is not None and log[1] == -1:  # _NOT_KEPT (no play of a seat -1)
            raise ValueError("this game's history was not kept (a playout with record=False)")
        return log

    # -- legal actions ------------------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every distinct action for the player to move, choices included."""
        if self.phase is Phase.PLAY:
            q = self.queue
            return [
                Play(c, ch)
                for c in sorted(self.hands[self.current])
                for ch in rules.choice_options(STRENGTH[c], q)
            ]
        if self.phase is Phase.SET_ASIDE:
            return [SetAside(combo) for combo in combinations(sorted(self.order[self.current]), SET_ASIDE)]
        return []

    def num_legal_actions(self) -> int:
        if self.phase is Phase.PLAY:
            q = self.queue
            return sum(rules.count_options(STRENGTH[c], q) for c in self.hands[self.current])
        if self.phase is Phase.SET_ASIDE:
            return 495  # C(12, 4)
        return 0

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` (a ValueError) saying why ``action`` is not allowed now."""
        if self.phase is Phase.OVER:
            raise IllegalActionError("the game is over", "game_over")
        if isinstance(action, SetAside):
            if self.phase is not Phase.SET_ASIDE:
                raise IllegalActionError("cards are set aside only before the advanced game", "not_set_aside")
            cards = action.cards
            if len(cards) != SET_ASIDE or len(set(cards)) != SET_ASIDE:
                raise IllegalActionError(
                    f"set aside exactly {SET_ASIDE} different cards, not {len(set(cards))}",
                    "set_aside_count", count=len(set(cards)),
                )
            for c in cards:
                if c not in self.order[self.current]:
                    raise IllegalActionError(
                        f"{card_id(c)} is not one of your cards", "not_your_card", card=c
                    )
            return
        if not isinstance(action, Play):
            raise IllegalActionError(f"not an action: {action!r}", "not_an_action")
        if self.phase is not Phase.PLAY:
            raise IllegalActionError("choose the cards to set aside first", "set_aside_first")
        if action.card not in self.hands[self.current]:
            raise IllegalActionError(f"{card_id(action.card)} is not in your hand", "not_in_hand",
                                     card=action.card)
        rules.check_choices(STRENGTH[action.card], self.queue, action.choices)

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def preview(self, action: Action) -> list[Event]:
        """What ``action`` would do, without changing this state.

        The card that would be drawn stays hidden (``CardDrawn.card`` is None): the pile's order is secret
        even from its owner.
        """
        return [
            CardDrawn(e.player, None, e.pile_left) if isinstance(e, CardDrawn) else e
            for e in self.copy().apply(action)
        ]

    # -- playing ------------------------------------------------------------------------------------------

    def apply(self, action: Action, record: bool = True) -> list[Event]:
        """Check and do ``action`` for the player to move; return the events in order.

        With ``record=False`` (fast simulation and search) no events are built and ``[]`` is returned.
        """
        self.check(action)
        ev: list[Event] | None = [] if record else None
        if isinstance(action, SetAside):
            self._set_aside(action.cards, ev)
        else:
            self._play(action.card, action.choices, ev)
        return list(ev) if ev is not None else []

    def _set_aside(self, cards: tuple[int, ...], ev: list[Event] | None) -> None:
        p = self.current
        rest = [c for c in self.order[p] if c not in cards]
        self.set_aside = [*self.set_aside[:p], sorted(cards), *self.set_aside[p + 1 :]]
        self.hands[p] = rest[:HAND_SIZE]
        self.piles[p] = rest[HAND_SIZE:]
        if ev is not None:
            ev.append(CardsSetAside(p, tuple(sorted(cards))))
        self._log = (self._log, p, SetAside(tuple(sorted(cards))), (), ev)
        if p + 1 < self.config.players:
            self.current = p + 1
        else:
            self.phase = Phase.PLAY
            self.current = self.config.first
            self.order = []
            if ev is not None:
                ev.append(TurnPassed(self.current))

    def _play(self, card: int, choices: tuple[int, ...], ev: list[Event] | None) -> None:
        p = self.current
        hand = self.hands[p]
        hand.remove(card)
        q = self.queue
        if ev is None:
            rules.play_into_queue(q, card, choices, self.bar, self.thats_it, None)
            self._log = (self._log, p, card, choices, None)
            pile = self.piles[p]
            if pile:
                hand.append(pile.pop())
            self.plays += 1
            hands = self.hands
            n = len(hands)
            nxt = p + 1 if p + 1 < n else 0
            if hands[nxt]:
                self.current = nxt
                return
            for step in range(2, n + 1):
                nxt = (p + step) % n
                if hands[nxt]:
                    self.current = nxt
                    return
            self.phase = Phase.OVER
            return
        ev.append(CardPlayed(p, card, len(q), choices))
        rules.play_into_queue(q, card, choices, self.bar, self.thats_it, ev)
        self._log = (self._log, p, card, choices, ev)
        pile = self.piles[p]
        if pile:
            drawn = pile.pop()
            hand.append(drawn)
            ev.append(CardDrawn(p, drawn, len(pile)))
        self.plays += 1
        n = len(self.hands)
        hands = self.hands
        nxt = p + 1 if p + 1 < n else 0
        if hands[nxt]:
            self.current = nxt
            ev.append(TurnPassed(nxt))
            return
        for step in range(2, n + 1):
            nxt = (p + step) % n
            if hands[nxt]:
                self.current = nxt
                ev.append(TurnPassed(nxt))
                return
        self.phase = Phase.OVER
        results = self.results()
        ev.append(GameOver(results, self.winners(results), self.config.variant is Variant.ADVANCED))

    def play_random(self, rng: random.Random) -> None:
        """Play one uniformly random legal action, without events (for simulation and rollouts)."""
        if self.phase is Phase.PLAY:
            q = self.queue
            hand = self.hands[self.current]
            counts = [1 if STRENGTH[c] not in _CHOOSERS else rules.count_options(STRENGTH[c], q)
                      for c in hand]
            k = int(rng.random() * sum(counts))
            for i, n in enumerate(counts):
                if k < n:
                    c = hand[i]
                    a = STRENGTH[c]
                    self._play(c, rules.nth_option(a, q, k) if a in _CHOOSERS else (), None)
                    return
                k -= n
        elif self.phase is Phase.SET_ASIDE:
            self._set_aside(tuple(sorted(rng.sample(self.order[self.current], SET_ASIDE))), None)

    def playout(self, rng: random.Random, record: bool = True) -> None:
        """Play uniformly random legal actions to the end of the game (as repeated :meth:`play_random`).

        The same choices and moves as :meth:`play_random` and :meth:`_play`, inlined (the hot loop of
        simulation): a hand without a parrot, kangaroo or chameleon has one action per card. With
        ``record=False`` (a simulation that reads only the end: the winners, the bar, the plays) the plays
        are not logged: the game's history is then not kept, and reading it (:attr:`history`,
        :meth:`to_json`, a view) raises ValueError instead of telling a wrong one.
        """
        while self.phase is Phase.SET_ASIDE:
            self.play_random(rng)
        if self.phase is not Phase.PLAY:
            return
        r = rng.random
        strength = STRENGTH
        chooser = _CHOOSER
        options_by_size = _OPTIONS_BY_QUEUE
        q, bar, thats_it = self.queue, self.bar, self.thats_it
        hands, piles = self.hands, self.piles
        n = len(hands)
        after = _AFTER[n]
        p = self.current
        log = self._log
        # every card left is played before the loop ends (a hand is empty only when its pile is); loops,
        # not sum(map(len, ...)): a compiled build looks builtins up by name
        plays = self.plays
        for cards in hands:
            plays += len(cards)
        for cards in piles:
            plays += len(cards)
        again = rules.ACTS_AGAIN
        # each seat's parrots, kangaroos and chameleons in hand (the cards with more than one way to play)
        choosers: list[int] = []
        for hand in hands:
            m = 0
            for c in hand:
                if chooser[c]:
                    m += 1
            choosers.append(m)
        as_float = _AS_FLOAT
        while True:
            hand = hands[p]
            if not choosers[p]:  # one way to play each card
                c = hand.pop(int(r() * as_float[len(hand)]))
                choices: tuple[int, ...] = ()
            else:
                # rules.count_options of each card (0: the chameleon's, to count; a hand has one at most)
                options = options_by_size[len(q)]
                counts: list[int] = []
                total = 0
                for x in hand:  # (a loop, not a comprehension: that is a function call of its own)
                    m = options[x]
                    if not m:
                        m = rules.count_options(rules.CHAMELEON, q)
                    counts.append(m)
                    total += m
                k = int(r() * as_float[total])
                i = 0
                for m in counts:
                    if k < m:
                        break
                    k -= m
                    i += 1
                c = hand.pop(i)
                if chooser[c]:
                    choosers[p] = choosers[p] - 1  # (not -=: a compiled build adds boxed numbers then)
                    choices = rules.nth_option(strength[c], q, k)
                else:
                    choices = ()
            # rules.play_into_queue, inlined
            q.append(c)
            a = strength[c]
            if a != rules.ZEBRA:  # the zebra does nothing when played
                rules.act(q, len(q) - 1, a, choices, thats_it, None)
            for x in q:
                if again[x]:
                    rules.recurring_phase(q, c, thats_it, None)
                    break
            if len(q) >= rules.QUEUE_MAX:  # never more than 5: the last is q[4]
                thats_it.append(q.pop())
                bar.append(q.pop(0))  # (pops, not slices: a compiled build deletes a slice slowly)
                bar.append(q.pop(0))
            if record:
                log = (log, p, c, choices, None)
            pile = piles[p]
            if pile:
                c = pile.pop()
                hand.append(c)
                if chooser[c]:
                    choosers[p] = choosers[p] + 1
            nxt = after[p]
            if not hands[nxt]:
                for step in range(2, n + 1):
                    nxt = (p + step) % n
                    if hands[nxt]:
                        break
                else:
                    break
            p = nxt
        self.current = p
        self._log = log if record else _NOT_KEPT
        self.plays = plays
        self.phase = Phase.OVER

    # -- scoring ------------------------------------------------------------------------------------------

    def results(self) -> tuple[PlayerResult, ...]:
        """Each seat's animals in the bar so far: count, total strength, advanced points."""
        n = self.config.players
        count = [0] * n
        strength = [0] * n
        points = [0] * n
        for c in self.bar:
            o = COLOUR_OF[c]
            if o < n:
                count[o] += 1
                strength[o] += STRENGTH[c]
                points[o] += POINTS_OF[c]
        return tuple(PlayerResult(i, count[i], strength[i], points[i]) for i in range(n))

    def winners(self, results: Sequence[PlayerResult] | None = None) -> tuple[int, ...]:
        """The seats that win (or would win now): most animals (advanced: points), then lower strength."""
        adv = self.config.variant is _ADVANCED
        if results is None:  # the quick way, without building the results (every simulated game asks)
            # one number a seat: (animals or points) * 128 - strength orders as (animals or points,
            # -strength), since a seat's animals have 78 strength at most
            worth = _WORTH_ADVANCED if adv else _WORTH
            everyone = [0, 0, 0, 0]
            colour = COLOUR_OF
            for c in self.bar:
                o = colour[c]
                everyone[o] = everyone[o] + worth[c]  # (not +=: a compiled build adds boxed numbers then)
            score = everyone[: len(self.hands)]
            top = _max(score)
            if score.count(top) == 1:
                return (score.index(top),)
            return tuple([i for i, k in enumerate(score) if k == top])
        res = results

        def key(r: PlayerResult) -> tuple[int, int]:
            return (r.points if adv else r.animals, -r.strength)

        best = max(key(r) for r in res)
        return tuple(r.player for r in res if key(r) == best)

    # -- views --------------------------------------------------------------------------------------------

    def view(self, player: int, history_from: int = 0) -> PlayerView:
        """What ``player`` may know: never the others' hands, set-aside cards or any pile's order.
        ``history_from``: the view's history holds only the entries from that one on."""
        return self._view(player, history_from)

    def spectator_view(self, history_from: int = 0) -> PlayerView:
        """What someone without a seat may know (``player`` is :data:`NOBODY`): no hand, nobody's set-aside
        cards, nobody's drawn or set-aside cards in the history, no legal actions."""
        return self._view(None, history_from)

    def events_for(self, events: Iterable[Event], player: int | None) -> list[Event]:
        """``events`` as ``player`` (None: a spectator) may know them (see :func:`events_for`)."""
        return events_for(events, player)

    def _view(self, player: int | None, history_from: int = 0) -> PlayerView:
        n = self.config.players
        if player is None:
            own: tuple[int, ...] = ()
        elif self.phase is Phase.SET_ASIDE and player == self.current:
            own = tuple(sorted(self.order[player]))
        else:
            own = tuple(self.hands[player])
        views = getattr(self, "_views", None)
        if views is None:
            views = self._views = RedactedHistory()
        turns = views.get(self._kept_log(), player, _redacted_turn, history_from)
        return PlayerView(
            player=NOBODY if player is None else player,
            players=n,
            variant=self.config.variant,
            phase=self.phase,
            current=self.current,
            first=self.config.first,
            queue=tuple(self.queue),
            bar=tuple(self.bar),
            thats_it=tuple(self.thats_it),
            hand=own,
            set_aside=() if player is None else tuple(self.set_aside[player]),
            hand_counts=tuple(len(h) for h in self.hands),
            pile_counts=tuple(len(p) for p in self.piles),
            set_aside_done=tuple(bool(a) for a in self.set_aside),
            plays=self.plays,
            history=turns,
            legal=tuple(self.legal_actions()) if player == self.current else (),
        )

    # -- JSON ---------------------------------------------------------------------------------------------

    def to_json(self) -> JSONObject:
        """The whole game: its configuration and actions (which replay it exactly) and a snapshot."""
        return {
            "game": GAME_NAME,
            "version": SAVE_VERSION,
            "config": self.config.to_json(),
            "actions": self.log_since(0),
            "snapshot": self.snapshot(),
        }

    def log_since(self, start: int) -> list[Any]:
        """The entries of the saved log (``to_json``'s ``actions``) from the ``start``-th on."""
        return [[t.player, t.action.to_json()] for t in self.history_since(start)]

    def snapshot(self) -> JSONObject:
        ids = _ids
        return {
            "phase": str(self.phase),
            "current": self.current,
            "plays": self.plays,
            "queue": ids(self.queue),
            "bar": ids(self.bar),
            "thats_it": ids(self.thats_it),
            "hands": [ids(h) for h in self.hands],
            "piles": [ids(p) for p in self.piles],
            "set_aside": [ids(a) for a in self.set_aside],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        """Rebuild a game by replaying its actions; raise ValueError if the data is damaged."""
        state: State = replay_saved_game(data, game=GAME_NAME, label="Beasty Bar", version=SAVE_VERSION,
                                         new_game=new_game, variant=Variant,
                                         action_from_json=action_from_json)
        return state

    def same_game(self, other: State) -> bool:
        return self.config == other.config and self.snapshot() == other.snapshot()

    def __repr__(self) -> str:
        return (f"State(phase={self.phase}, current={self.current}, queue={_ids(self.queue)}, "
                f"bar={_ids(self.bar)}, thats_it={_ids(self.thats_it)})")


def _ids(cards: Iterable[int]) -> list[str]:
    return [card_id(c) for c in cards]


def events_for(events: Iterable[Event], player: int | None) -> list[Event]:
    """The events as ``player`` may know them: others' drawn and set-aside cards hidden (``None``, a
    spectator: everybody's).

    >>> from beastybar_access.games.beastybar.events import CardDrawn
    >>> events_for([CardDrawn(0, 5, 7), CardDrawn(1, 9, 6)], 0)
    [CardDrawn(player=0, card=5, pile_left=7), CardDrawn(player=1, card=None, pile_left=6)]
    >>> events_for([CardDrawn(0, 5, 7)], None)
    [CardDrawn(player=0, card=None, pile_left=7)]
    """
    return [
        CardDrawn(e.player, None, e.pile_left) if isinstance(e, CardDrawn) and e.player != player
        else CardsSetAside(e.player, None) if isinstance(e, CardsSetAside) and e.player != player
        else e
        for e in events
    ]


def _turn(node: tuple[Any, ...]) -> Turn:
    """The turn of one node of the log."""
    _, player, card, choices, ev = node
    action = card if isinstance(card, SetAside) else Play(card, choices)
    return Turn(player, action, tuple(ev) if ev is not None else None)


def _redacted_turn(node: tuple[Any, ...], player: int | None) -> Turn:
    return _redact(_turn(node), player)


def _redact(turn: Turn, player: int | None) -> Turn:
    if turn.player == player:
        return turn
    action = SetAside(()) if isinstance(turn.action, SetAside) else turn.action
    events = tuple(events_for(turn.events, player)) if turn.events is not None else None
    return Turn(turn.player, action, events)


@dataclass(frozen=True, slots=True)
class PlayerView:
    """All that one player may know. UI, narration and bots see only this."""

    player: int
    players: int
    variant: Variant
    phase: Phase
    current: int
    first: int
    queue: tuple[int, ...]
    bar: tuple[int, ...]
    thats_it: tuple[int, ...]
    hand: tuple[int, ...]
    """Own hand (during one's own set-aside choice: all 12 own cards)."""
    set_aside: tuple[int, ...]
    """Own set-aside cards (advanced variant)."""
    hand_counts: tuple[int, ...]
    pile_counts: tuple[int, ...]
    set_aside_done: tuple[bool, ...]
    plays: int
    history: tuple[Turn, ...]
    legal: tuple[Action, ...]
    """The legal actions when this player is to move, else empty."""

    @property
    def my_turn(self) -> bool:
        return self.current == self.player and self.phase is not Phase.OVER

    def results(self) -> tuple[PlayerResult, ...]:
        n = self.players
        count, strength, points = [0] * n, [0] * n, [0] * n
        for c in self.bar:
            o = COLOUR_OF[c]
            if o < n:
                count[o] += 1
                strength[o] += STRENGTH[c]
                points[o] += POINTS_OF[c]
        return tuple(PlayerResult(i, count[i], strength[i], points[i]) for i in range(n))

    def unseen_cards(self, seat: int) -> list[int]:
        """Cards of ``seat``'s colour that this player cannot see (in that seat's hand, pile or set aside)."""
        seen = set(self.queue) | set(self.bar) | set(self.thats_it)
        if seat == self.player:
            seen |= set(self.hand) | set(self.set_aside)
        return [c for c in colour_cards(seat) if c not in seen]


_COLOUR_CARDS: Final[tuple[tuple[int, ...], ...]] = tuple(
    tuple(range(p * CARDS_PER_COLOUR, (p + 1) * CARDS_PER_COLOUR)) for p in range(4)
)
_WORTH: Final[tuple[int, ...]] = tuple(128 - s for s in STRENGTH)
_WORTH_ADVANCED: Final[tuple[int, ...]] = tuple(128 * p - s for p, s in zip(POINTS_OF, STRENGTH, strict=True))
_VARIANTS: dict[str, Variant] = {v.value: v for v in Variant}
_DEALERS: Final[list[_Random]] = []
_ADVANCED: Final = Variant.ADVANCED
_new_tuple: Final = tuple.__new__
_sorted: Final = sorted  # (a compiled build looks a builtin up by name at every call, a constant not)
_max: Final = max
# ``_COLOUR_CARDS``: each colour's cards, weakest first; ``_WORTH``: what an animal in the bar adds to its
# seat's score in :meth:`State.winners` (one animal, less its strength; advanced: its points); ``_VARIANTS``:
# the variants by name (quicker than calling the enum); ``_DEALERS``: the deal's generators not in use.


def new_game(players: int, seed: int | None = None, variant: Variant | str = Variant.STANDARD,
             first: int | None = None) -> State:
    """Shuffle and deal a new game. ``first`` None: the seed picks who starts."""
    if not 2 <= players <= 4:
        raise ValueError(f"Beasty Bar is played by 2 to 4 players, not {players}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    variant = _VARIANTS.get(variant) or Variant(variant)
    # random.Random's own generator without its Python layer (the same numbers for an int seed), one of a
    # pool reseeded: making one clears 2.5 kB (list.pop and append are atomic, so threads share the pool)
    try:
        rng = _DEALERS.pop()
    except IndexError:
        rng = _Random()
    rng.seed(seed)
    drawn_first = draw_below(rng, players)  # always drawn, so the deal depends on the seed alone
    if first is None:
        first = drawn_first
    elif not 0 <= first < players:
        raise ValueError(f"the first player must be a seat from 0 to {players - 1}, not {first}")
    s = State()
    s.config = _new_tuple(Config, (players, seed, variant, first))  # Config(...) without its Python __new__
    s.queue, s.bar, s.thats_it = [], [], []
    # sorting by independent uniform keys is a uniform shuffle (and quicker than rng.shuffle): one key a
    # card, drawn colour after colour and card after card, so card c's key is keys[c]
    keys = list(map(call, repeat(rng.random, players * CARDS_PER_COLOUR)))
    _DEALERS.append(rng)
    key = keys.__getitem__
    # (loops, not comprehensions: a comprehension is a function call of its own)
    decks: list[list[int]] = []
    for cards in _COLOUR_CARDS[:players]:
        decks.append(_sorted(cards, key=key))
    if variant is Variant.ADVANCED:
        s.order = decks
        s.hands = [[] for _ in range(players)]
        s.piles = [[] for _ in range(players)]
        s.phase = Phase.SET_ASIDE
        s.current = 0
    else:
        s.order = []
        hands: list[list[int]] = []
        piles: list[list[int]] = []
        for deck in decks:
            hands.append(deck[:HAND_SIZE])
            piles.append(deck[HAND_SIZE:])
        s.hands = hands
        s.piles = piles
        s.phase = Phase.PLAY
        s.current = first
    aside: list[list[int]] = [[], [], [], []]
    s.set_aside = aside[:players]
    s.plays = 0
    s._log = None
    return s


def resolve_events_json(events: Iterable[Event]) -> list[dict[str, Any]]:
    return [e.to_json() for e in events]


__all__ = [
    "Action",
    "Config",
    "IllegalActionError",
    "Phase",
    "Play",
    "PlayerView",
    "SetAside",
    "State",
    "Turn",
    "Variant",
    "action_from_json",
    "event_from_json",
    "events_for",
    "new_game",
]
