"""The Cubirds game: state, the decisions of a turn, legal actions, views and JSON.

A turn is a short sequence of decisions by the same player; ``current`` stays on that player until the turn
is over. Each decision point is a :class:`Phase`, and its legal actions list every choice:

1. :attr:`Phase.LAY` -- :class:`Lay` ``(species, row, side)``: all cards of one species from the hand at the
   left or right end of one of the four rows. The surrounded cards go into the hand at once.
2. :attr:`Phase.REFILL` -- while that row holds a single species, one card is drawn from the pile and shown
   (``pending``, event :class:`~events.RefillDrawn`); the player chooses its end with :class:`Refill`
   ``(side)``. Both ends are offered for every refill card (for a card of the row's own species the
   two give the same row).
3. :attr:`Phase.DRAW` -- only when nothing was surrounded and the hand is not empty: :class:`DrawTwo`
   ``(take)``, take the top two cards of the pile or not.
4. :attr:`Phase.FLOCK` -- only when some species in hand reaches its small flock: :class:`Flock`
   ``(species)`` to lay that flock, or ``Flock(None)`` to lay none.

A decision point with nothing to decide is skipped. Then the turn ends: a winning collection ends the game;
a refill that found no card anywhere ends it by exhaustion; an empty hand ends the round (the other
hands are discarded, 8 new cards are dealt, and the same player starts the next round, or the game ends by
exhaustion if 8 cards cannot be dealt to everyone); otherwise the next seat clockwise lays.

Where the rulebook is silent (decisions, as ``shared/cubirds/RULES-NOTES.md`` reads it, and the program's):
the optional two-card draw takes what is there (two cards, or one if only one is left in the pile and the
discard pile together) and is offered only if at least one card is left; a hand emptied by laying ends the
round at once, before any draw; a refill that finds no card leaves the row as it is and the turn goes on
(a flock may still be laid, and may still win), then the game ends; a game ended by exhaustion is won by the
most birds in the collection, and seats tied for the most share a draw.

Chance is in the seed: the set-up and every later reshuffle are fixed by it (the k-th reshuffle uses a
generator seeded from the game's seed and k), so a seed plus the actions is the whole game, as it is saved.
The seed therefore tells the order of every pile to come: views never show it, and a state sampled for a
search (a determinization) should get a fresh seed of its own. A :class:`State` is cheap to copy and shares
nothing mutable with its copies.

>>> s = new_game(4, seed=7, first=0)
>>> s.phase, s.current, len(s.pile), [len(r) for r in s.rows]
(<Phase.LAY: 'lay'>, 0, 62, [3, 3, 3, 3])
>>> events = s.apply(s.legal_actions()[0])
>>> events[0].type
'laid'
"""

from __future__ import annotations

import math
import operator
import random
from _random import Random as _Random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, NamedTuple

from beastybar_access.games.base import (
    NOBODY,
    IllegalActionError,
    RedactedHistory,
    draw_below,
    replay_saved_game,
    shuffled,
)
from beastybar_access.games.cubirds import rules
from beastybar_access.games.cubirds.actions import FLOCKS as FLOCKS
from beastybar_access.games.cubirds.actions import LAYS as LAYS
from beastybar_access.games.cubirds.actions import NO_DRAW as NO_DRAW
from beastybar_access.games.cubirds.actions import NO_FLOCK as NO_FLOCK
from beastybar_access.games.cubirds.actions import REFILLS as REFILLS
from beastybar_access.games.cubirds.actions import TAKE_TWO as TAKE_TWO
from beastybar_access.games.cubirds.actions import Action as Action
from beastybar_access.games.cubirds.actions import DrawTwo as DrawTwo
from beastybar_access.games.cubirds.actions import Flock as Flock
from beastybar_access.games.cubirds.actions import Lay as Lay
from beastybar_access.games.cubirds.actions import Refill as Refill
from beastybar_access.games.cubirds.actions import action_from_json as action_from_json
from beastybar_access.games.cubirds.cards import (
    COUNT,
    HAND_SIZE,
    NUM_SPECIES,
    ROW_START,
    ROWS,
    SMALL_FLOCK,
    cards_of,
    counts_of,
    flock_keeps,
    full_deck,
    species_id,
)
from beastybar_access.games.cubirds.events import (
    Dealt,
    DrawDeclined,
    DrewTwo,
    Event,
    FlockDeclined,
    Flocked,
    GameOver,
    HandDiscarded,
    Laid,
    PileExhausted,
    PlayerResult,
    RefillDrawn,
    RefillPlaced,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    Taken,
    TurnPassed,
    event_from_json,
    redact,
)
from beastybar_access.games.cubirds.rules import LEFT, RIGHT, Side, Win
from beastybar_access.jsontypes import JSON, JSONObject

GAME_NAME = "cubirds"
SAVE_VERSION = 1
MIN_PLAYERS = 2
MAX_PLAYERS = 5
_SPECIES = range(NUM_SPECIES)
_DECK = tuple(full_deck())
_AT_LEAST = operator.ge
_FIELDS: dict[type, operator.attrgetter[Any]] = {
    Lay: operator.attrgetter("species", "row", "side"), Refill: operator.attrgetter("side"),
    DrawTwo: operator.attrgetter("take"), Flock: operator.attrgetter("species"),
}
"""Each action's fields, read without their types (:meth:`State.check`)."""


class Variant(StrEnum):
    STANDARD = "standard"


class Phase(StrEnum):
    """The decision the player to move faces (see the module's documentation)."""

    LAY = "lay"
    REFILL = "refill"
    DRAW = "draw"
    FLOCK = "flock"
    OVER = "over"


# -- the state ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Decision:
    """One entry of the table's history: one decision of a player, and what followed (None if not
    recorded). A turn is one :class:`Lay` and the decisions after it."""

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
    """A Cubirds game in progress. Mutated by :meth:`apply`; :meth:`copy` is cheap and independent."""

    __slots__ = (
        "_log",
        "_views",
        "collections",
        "config",
        "current",
        "discard",
        "end",
        "exhausted",
        "hands",
        "lay_row",
        "lay_side",
        "one_turn",
        "pending",
        "phase",
        "pile",
        "plays",
        "round",
        "rows",
        "shuffles",
        "won",
    )

    config: Config
    rows: list[list[int]]
    """The four rows, each from its left end to its right end."""
    hands: list[list[int]]
    """Each seat's hand as cards per species."""
    collections: list[list[int]]
    """Each seat's collection as cards per species."""
    pile: list[int]
    """The draw pile; its top card is the last."""
    discard: list[int]
    """The discard pile as cards per species (its order never matters: it is shuffled before use)."""
    current: int
    phase: Phase
    plays: int
    """Turns begun (cards laid) so far."""
    round: int
    shuffles: int
    """Reshuffles of the discard pile so far (the next one's shuffle is fixed by the seed and this)."""
    lay_row: int
    """The row laid into in the turn under way (-1 between turns)."""
    lay_side: int
    one_turn: bool
    """A scenario's state (:mod:`beastybar_access.games.cubirds.scenario`): the turn's end stops the game
    (phase OVER, no result) instead of passing the turn or dealing a new round."""
    pending: int
    """The card drawn for a refill, waiting for the player to choose its end (-1: none)."""
    exhausted: bool
    """A refill found no card in the pile or the discard pile: the game ends after this turn."""
    end: Win | None
    won: tuple[int, ...]
    _views: RedactedHistory | None
    """Each seat's redacted history as its last view showed it (made by the first view; copies start
    without)."""
    _log: tuple[Any, ...] | None
    """History as a persistent chain ``(previous, player, action, events or None)``: appending is O(1) and
    copies share it safely (the event lists in it are never changed afterwards)."""

    # -- creation -----------------------------------------------------------------------------------------

    def copy(self) -> State:
        s = self.__class__.__new__(self.__class__)
        s.config = self.config
        s.rows = [r[:] for r in self.rows]
        s.hands = [h[:] for h in self.hands]
        s.collections = [c[:] for c in self.collections]
        s.pile = self.pile[:]
        s.discard = self.discard[:]
        s.current = self.current
        s.phase = self.phase
        s.plays = self.plays
        s.round = self.round
        s.shuffles = self.shuffles
        s.lay_row = self.lay_row
        s.lay_side = self.lay_side
        s.one_turn = self.one_turn
        s.pending = self.pending
        s.exhausted = self.exhausted
        s.end = self.end
        s.won = self.won
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

    @property
    def history(self) -> list[Decision]:
        return self.history_since(0)

    def history_since(self, start: int) -> list[Decision]:
        """The history's entries from the ``start``-th on (only those are built: an online update needs
        the newest)."""
        nodes: list[tuple[Any, ...]] = []
        node = self._log
        while node is not None:
            nodes.append(node)
            node = node[0]
        del nodes[max(0, len(nodes) - start):]
        nodes.reverse()
        return [_decision(n) for n in nodes]

    def hand_size(self, player: int) -> int:
        return sum(self.hands[player])

    # -- legal actions ------------------------------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every distinct action for the player to move: species by species, then row, then left/right."""
        phase = self.phase
        if phase is Phase.LAY:
            hand = self.hands[self.current]
            return [a for s in _SPECIES if hand[s] for pair in LAYS[s] for a in pair]
        if phase is Phase.REFILL:
            return list(REFILLS)
        if phase is Phase.DRAW:
            return [TAKE_TWO, NO_DRAW]
        if phase is Phase.FLOCK:
            hand = self.hands[self.current]
            flocks: list[Action] = [FLOCKS[s] for s in _SPECIES if hand[s] >= SMALL_FLOCK[s]]
            return [*flocks, NO_FLOCK]
        return []

    def num_legal_actions(self) -> int:
        phase = self.phase
        if phase is Phase.LAY:
            hand = self.hands[self.current]
            return 2 * ROWS * sum(1 for n in hand if n)
        if phase is Phase.REFILL or phase is Phase.DRAW:
            return 2
        if phase is Phase.FLOCK:
            hand = self.hands[self.current]
            return 1 + sum(1 for s in _SPECIES if hand[s] >= SMALL_FLOCK[s])
        return 0

    def check(self, action: object) -> None:
        """Raise :class:`IllegalActionError` (a ValueError) saying why ``action`` is not allowed now."""
        phase = self.phase
        if phase is Phase.OVER:
            raise IllegalActionError("the game is over", "game_over")
        kind = _PHASE_OF.get(type(action))
        if kind is None:
            raise IllegalActionError(f"not an action: {action!r}", "not_an_action")
        if kind is not phase:
            raise IllegalActionError(f"{action!r} is not the decision now: {_EXPECTED[phase]}",
                                     "wrong_decision", expected=str(phase), given=str(kind))
        hand = self.hands[self.current]
        # the fields are read untyped (_FIELDS): compiled, a typed read of a malformed action's field would
        # raise TypeError before the refusal
        if isinstance(action, Lay):
            species, row, side = _FIELDS[Lay](action)
            s = _check_species(species)
            if isinstance(row, bool) or not isinstance(row, int) or not 0 <= row < ROWS:
                raise IllegalActionError(f"there are rows 0 to {ROWS - 1}, not {row!r}", "bad_row", row=row)
            _check_side(side)
            if not hand[s]:
                raise IllegalActionError(f"you have no {species_id(s)} in hand", "not_in_hand",
                                         species=s)
        elif isinstance(action, Refill):
            _check_side(_FIELDS[Refill](action))
        elif isinstance(action, DrawTwo):
            take = _FIELDS[DrawTwo](action)
            if not isinstance(take, bool):
                raise IllegalActionError(f"take two cards: true or false, not {take!r}", "bad_take")
        elif isinstance(action, Flock) and (flocked := _FIELDS[Flock](action)) is not None:
            s = _check_species(flocked)
            have = hand[s]
            if not have:
                raise IllegalActionError(f"you have no {species_id(s)} in hand to flock", "not_in_hand",
                                         species=s)
            if have < SMALL_FLOCK[s]:
                raise IllegalActionError(
                    f"{have} {species_id(s)} cards are no flock: a small flock needs {SMALL_FLOCK[s]}",
                    "flock_too_small", species=s, have=have, need=SMALL_FLOCK[s],
                )

    def is_legal(self, action: object) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def preview(self, action: object) -> list[Event]:
        """What ``action`` would do, as far as the player to move can know it beforehand.

        The state does not change. Cards that would come from the pile are None, and the events stop at
        the first such draw: what follows depends on the cards drawn.
        """
        player = self.current
        out: list[Event] = []
        for e in self.copy().apply(action):
            if isinstance(e, RefillDrawn):
                out.append(RefillDrawn(e.player, e.row, None))  # type: ignore[arg-type]
                break
            if isinstance(e, (DrewTwo, Dealt)):
                out.append(type(e)(e.player, None, e.count))
                break
            out.append(redact(e, player))
        return out

    # -- playing ------------------------------------------------------------------------------------------

    def apply(self, action: object, record: bool = True) -> list[Event]:
        """Check and do ``action`` for the player to move; return the events in order.

        With ``record=False`` (fast simulation and search) no events are built and ``[]`` is returned.
        """
        self.check(action)
        ev: list[Event] | None = [] if record else None
        if isinstance(action, Lay):
            self._lay(action.species, action.row, int(action.side), ev)
        elif isinstance(action, Refill):
            self._refill(int(action.side), ev)
        elif isinstance(action, DrawTwo):
            self._draw_two(action.take, ev)
        elif isinstance(action, Flock):  # check() has refused anything else
            self._flock(action.species, ev)
        return list(ev) if ev is not None else []

    def _lay(self, species: int, row_index: int, side: int, ev: list[Event] | None) -> None:
        p = self.current
        self._log = (self._log, p, LAYS[species][row_index][side], ev)
        hand = self.hands[p]
        count = hand[species]
        hand[species] = 0
        row = self.rows[row_index]
        taken = rules.lay(row, species, count, side)
        self.plays += 1
        self.lay_row = row_index
        self.lay_side = side
        if ev is not None:
            ev.append(Laid(p, species, count, row_index, Side(side)))
        if taken:
            for c in taken:
                hand[c] += 1
            if ev is not None:
                ev.append(Taken(p, row_index, tuple(taken)))
            if row.count(species) == len(row):
                self._draw_refill(ev)
            else:
                self._to_flock(ev)
        elif not any(hand):
            self._end_turn(False, ev)
        elif self.pile or any(self.discard):
            self.phase = Phase.DRAW
        else:
            self._to_flock(ev)

    def _draw_refill(self, ev: list[Event] | None) -> None:
        """The laid row holds one species: draw its next card (a decision follows), or find none."""
        pile = self.pile
        if not pile and not self._reshuffle(ev):
            self.exhausted = True
            if ev is not None:
                ev.append(PileExhausted(self.lay_row))
            self._to_flock(ev)
            return
        card = pile.pop()
        self.pending = card
        self.phase = Phase.REFILL
        if ev is not None:
            ev.append(RefillDrawn(self.current, self.lay_row, card))

    def _refill(self, side: int, ev: list[Event] | None) -> None:
        p = self.current
        self._log = (self._log, p, REFILLS[side], ev)
        card = self.pending
        self.pending = -1
        row = self.rows[self.lay_row]
        same = card == row[0]  # the row held one species; it still does if the card is of it
        if side == LEFT:
            row.insert(0, card)
        else:
            row.append(card)
        if ev is not None:
            ev.append(RefillPlaced(p, self.lay_row, card, Side(side)))
        if same:
            self._draw_refill(ev)
        else:
            self._to_flock(ev)

    def _draw_two(self, take: bool, ev: list[Event] | None) -> None:
        p = self.current
        self._log = (self._log, p, TAKE_TWO if take else NO_DRAW, ev)
        if take:
            cards = self._draw(2, ev)
            hand = self.hands[p]
            for c in cards:
                hand[c] += 1
            if ev is not None:
                ev.append(DrewTwo(p, tuple(cards), len(cards)))
        elif ev is not None:
            ev.append(DrawDeclined(p))
        self._to_flock(ev)

    def _to_flock(self, ev: list[Event] | None) -> None:
        """Offer a flock if some species in hand reaches its small flock; else end the turn."""
        if any(map(_AT_LEAST, self.hands[self.current], SMALL_FLOCK)):
            self.phase = Phase.FLOCK
            return
        self._end_turn(False, ev)

    def _flock(self, species: int | None, ev: list[Event] | None) -> None:
        p = self.current
        if species is None:
            self._log = (self._log, p, NO_FLOCK, ev)
            if ev is not None:
                ev.append(FlockDeclined(p))
            self._end_turn(False, ev)
            return
        self._log = (self._log, p, FLOCKS[species], ev)
        hand = self.hands[p]
        count = hand[species]
        hand[species] = 0
        kept = flock_keeps(species, count)
        self.collections[p][species] += kept
        self.discard[species] += count - kept
        if ev is not None:
            ev.append(Flocked(p, species, count, kept))
        self._end_turn(True, ev)

    def _end_turn(self, flocked: bool, ev: list[Event] | None) -> None:
        if self.one_turn:
            self.phase = Phase.OVER
            return
        p = self.current
        self.lay_row = -1
        if flocked:
            win = rules.winning(self.collections[p])
            if win is not None:
                self._game_over(win, (p,), ev)
                return
        if self.exhausted:
            self._game_over(Win.PILE_EMPTY, self._leaders(), ev)
            return
        if not any(self.hands[p]):
            self._end_round(ev)
            return
        n = self.config.players
        nxt = p + 1 if p + 1 < n else 0
        self.current = nxt
        self.phase = Phase.LAY
        if ev is not None:
            ev.append(TurnPassed(nxt))

    def _end_round(self, ev: list[Event] | None) -> None:
        """``current`` has emptied the hand: discard the others' hands and deal anew (or end the game)."""
        p = self.current
        n = self.config.players
        if ev is not None:
            ev.append(RoundEnded(p, self.round))
        discard = self.discard
        for step in range(1, n):
            q = (p + step) % n
            hand = self.hands[q]
            if ev is not None:
                ev.append(HandDiscarded(q, tuple(cards_of(hand)), sum(hand)))
            for s in _SPECIES:
                discard[s] += hand[s]
            self.hands[q] = [0] * NUM_SPECIES
        if len(self.pile) + sum(discard) < HAND_SIZE * n:
            self._game_over(Win.CANNOT_DEAL, self._leaders(), ev)
            return
        for q in range(n):
            cards = self._draw(HAND_SIZE, ev)
            hand = self.hands[q]
            for c in cards:
                hand[c] += 1
            if ev is not None:
                ev.append(Dealt(q, tuple(cards), len(cards)))
        self.round += 1
        self.phase = Phase.LAY
        if ev is not None:
            ev.append(RoundStarted(self.round, p))
            ev.append(TurnPassed(p))

    def _draw(self, k: int, ev: list[Event] | None) -> list[int]:
        """Up to ``k`` cards from the top of the pile (top first), reshuffling the discard pile as needed."""
        pile = self.pile
        if k < len(pile):  # the usual case
            out = pile[: -k - 1 : -1]
            del pile[-k:]
            return out
        out = []
        while k:
            if not pile and not self._reshuffle(ev):
                break
            take = k if k < len(pile) else len(pile)
            out += pile[: -take - 1 : -1]
            del pile[-take:]
            k -= take
        return out

    def _reshuffle(self, ev: list[Event] | None) -> bool:
        """Shuffle the discard pile into the (empty) pile; False if the discard pile is empty too."""
        discard = self.discard
        if not any(discard):
            return False
        self.shuffles += 1
        cards = cards_of(discard)
        # random.Random's own generator without its Python layer: the same numbers for an int seed
        self.pile[:] = shuffled(cards, _Random(_shuffle_seed(self.config.seed, self.shuffles)).random)
        self.discard = [0] * NUM_SPECIES
        if ev is not None:
            ev.append(Reshuffled(len(cards)))
        return True

    def _leaders(self) -> tuple[int, ...]:
        birds = [sum(c) for c in self.collections]
        best = max(birds)
        return tuple(i for i, b in enumerate(birds) if b == best)

    def _game_over(self, reason: Win, winners: tuple[int, ...], ev: list[Event] | None) -> None:
        self.phase = Phase.OVER
        self.end = reason
        self.won = winners
        if ev is not None:
            ev.append(GameOver(reason, winners, self.results()))

    # -- random play --------------------------------------------------------------------------------------

    def play_random(self, rng: random.Random) -> None:
        """Play one uniformly random legal action, without events (for simulation and rollouts).

        It picks ``legal_actions()[int(rng.random() * num_legal_actions())]`` without building the list.
        """
        self._step_random(rng.random)

    def _step_random(self, r: Callable[[], float]) -> None:
        phase = self.phase
        if phase is Phase.LAY:
            hand = self.hands[self.current]
            present = [s for s in _SPECIES if hand[s]]
            k = int(r() * (len(present) << 3))
            self._lay(present[k >> 3], (k >> 1) & 3, k & 1, None)
        elif phase is Phase.REFILL:
            self._refill(0 if r() < 0.5 else 1, None)
        elif phase is Phase.DRAW:
            self._draw_two(r() < 0.5, None)
        elif phase is Phase.FLOCK:
            hand = self.hands[self.current]
            options = [s for s in _SPECIES if hand[s] >= SMALL_FLOCK[s]]
            k = int(r() * (len(options) + 1))
            self._flock(options[k] if k < len(options) else None, None)

    def playout(self, rng: random.Random) -> None:
        """Play uniformly random legal actions to the end of the game (as repeated :meth:`play_random`).

        The same choices as :meth:`_step_random` with the same draws, a whole turn at a time: the lay, its
        refills, the draw and the flock are done inline (the hot loop of simulation), with the rules'
        functions (:mod:`.rules`, :func:`~.cards.flock_keeps`); a round's end, a reshuffle and the game's end
        go through the same methods as every game. A turn under way, or a scenario's one turn, is played
        by :meth:`_step_random`.
        """
        r = rng.random
        over, lay_ = Phase.OVER, Phase.LAY
        if self.one_turn:
            while self.phase is not over:
                self._step_random(r)
            return
        while self.phase is not lay_:
            if self.phase is over:
                return
            self._step_random(r)
        floor = math.floor
        hands, rows, collections = self.hands, self.rows, self.collections
        lay, winning, keeps = rules.lay, rules.winning, flock_keeps
        f0, f1, f2, f3, f4, f5, f6, f7 = SMALL_FLOCK
        species = _SPECIES
        lays, refills, flocks = LAYS, REFILLS, FLOCKS
        take_two, no_draw, no_flock = TAKE_TWO, NO_DRAW, NO_FLOCK
        players = self.config.players
        log = self._log
        plays = self.plays
        side = self.lay_side
        while True:
            # the lay (_step_random's choice: the k-th of the species present, row, side)
            p = self.current
            hand = hands[p]
            present = NUM_SPECIES - hand.count(0)
            k = floor(r() * (present << 3))
            j = k >> 3
            for sp in species:
                if hand[sp]:
                    if not j:
                        break
                    j -= 1
            row_index = (k >> 1) & 3
            side = k & 1
            log = (log, p, lays[sp][row_index][side], None)
            count = hand[sp]
            hand[sp] = 0
            row = rows[row_index]
            taken = lay(row, sp, count, side)
            plays += 1
            exhausted = False
            if taken:
                for c in taken:
                    hand[c] += 1
                if row.count(sp) == len(row):
                    # the row holds one species: refill it, a card at a time, each at a chosen end
                    while True:
                        pile = self.pile
                        if not pile and not self._reshuffle(None):
                            exhausted = self.exhausted = True
                            break
                        card = pile.pop()
                        end = 0 if r() < 0.5 else 1
                        log = (log, p, refills[end], None)
                        if end:
                            row.append(card)
                        else:
                            row.insert(0, card)
                        if card != sp:
                            break
            elif present == 1:  # the hand is empty: the round ends
                self._log = log
                self._end_turn(False, None)
                if self.phase is over:
                    break
                continue
            elif self.pile or any(self.discard):
                # the draw's decision
                if r() < 0.5:
                    log = (log, p, take_two, None)
                    pile = self.pile
                    if len(pile) > 2:  # _draw's usual case
                        hand[pile.pop()] += 1
                        hand[pile.pop()] += 1
                    else:
                        for c in self._draw(2, None):
                            hand[c] += 1
                else:
                    log = (log, p, no_draw, None)
            # the flock's decision, if some species in hand reaches its small flock: those species in order
            # (eight tests of the unpacked hand, not a comprehension: that is a call of its own)
            h0, h1, h2, h3, h4, h5, h6, h7 = hand
            options: list[int] = []
            if h0 >= f0:
                options.append(0)
            if h1 >= f1:
                options.append(1)
            if h2 >= f2:
                options.append(2)
            if h3 >= f3:
                options.append(3)
            if h4 >= f4:
                options.append(4)
            if h5 >= f5:
                options.append(5)
            if h6 >= f6:
                options.append(6)
            if h7 >= f7:
                options.append(7)
            if options:
                k = floor(r() * (len(options) + 1))
                if k < len(options):
                    fs = options[k]
                    log = (log, p, flocks[fs], None)
                    count = hand[fs]
                    hand[fs] = 0
                    kept = keeps(fs, count)
                    collection = collections[p]
                    collection[fs] += kept
                    self.discard[fs] += count - kept
                    if exhausted or winning(collection) is not None or not any(hand):
                        self._log = log
                        self._end_turn(True, None)
                        if self.phase is over:
                            break
                        continue
                else:
                    log = (log, p, no_flock, None)
            if exhausted:
                self._log = log
                self._end_turn(False, None)
                break
            # _end_turn's usual case: the next seat lays
            self.current = p + 1 if p + 1 < players else 0
        self._log = log
        self.plays = plays
        self.lay_side = side

    # -- scoring ------------------------------------------------------------------------------------------

    def results(self) -> tuple[PlayerResult, ...]:
        """Each seat's collection: birds and different species."""
        return _results(self.collections)

    def winners(self) -> tuple[int, ...]:
        """The seats that won; before the end, the seats with the most birds in their collections."""
        if self.phase is Phase.OVER:
            return self.won
        return self._leaders()

    # -- views --------------------------------------------------------------------------------------------

    def view(self, player: int, history_from: int = 0) -> PlayerView:
        """What ``player`` may know: the rows, every collection, the own hand; of the others' hands, the pile
        and the discard pile only their sizes. ``history_from``: the view's history holds only the entries
        from that one on."""
        return self._view(player, history_from)

    def spectator_view(self, history_from: int = 0) -> PlayerView:
        """What someone without a seat may know (``player`` is :data:`NOBODY`, the hand all zeros): the rows
        and collections; nobody's drawn, dealt or discarded cards."""
        return self._view(None, history_from)

    def events_for(self, events: Iterable[Event], player: int | None) -> list[Event]:
        """``events`` as ``player`` (None: a spectator) may know them (see :func:`events_for`)."""
        return events_for(events, player)

    def _view(self, player: int | None, history_from: int = 0) -> PlayerView:
        views = getattr(self, "_views", None)
        if views is None:
            views = self._views = RedactedHistory()
        return PlayerView(
            player=NOBODY if player is None else player,
            players=self.config.players,
            variant=self.config.variant,
            phase=self.phase,
            current=self.current,
            first=self.config.first,
            round=self.round,
            plays=self.plays,
            rows=tuple(tuple(r) for r in self.rows),
            hand=(0,) * NUM_SPECIES if player is None else tuple(self.hands[player]),
            hand_sizes=tuple(sum(h) for h in self.hands),
            collections=tuple(tuple(c) for c in self.collections),
            pile_size=len(self.pile),
            discard_size=sum(self.discard),
            lay_row=self.lay_row,
            pending=self.pending if self.pending >= 0 else None,
            exhausted=self.exhausted,
            end=self.end,
            won=self.won,
            history=views.get(self._log, player, _redacted_decision, history_from),
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

    def log_since(self, start: int) -> list[JSON]:
        """The entries of the saved log (``to_json``'s ``actions``) from the ``start``-th on."""
        return [[d.player, d.action.to_json()] for d in self.history_since(start)]

    def snapshot(self) -> JSONObject:
        """Everything in the state but its history, as JSON (the pile top card first)."""
        return {
            "phase": str(self.phase),
            "current": self.current,
            "plays": self.plays,
            "round": self.round,
            "shuffles": self.shuffles,
            "rows": [_ids(r) for r in self.rows],
            "hands": [_ids(cards_of(h)) for h in self.hands],
            "collections": [_ids(cards_of(c)) for c in self.collections],
            "pile": _ids(reversed(self.pile)),
            "discard": _ids(cards_of(self.discard)),
            "lay_row": self.lay_row,
            "lay_side": self.lay_side,
            "pending": species_id(self.pending) if self.pending >= 0 else None,
            "exhausted": self.exhausted,
            "end": str(self.end) if self.end is not None else None,
            "winners": list(self.won),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        """Rebuild a game by replaying its actions; raise ValueError if the data is damaged."""
        state: State = replay_saved_game(data, game=GAME_NAME, label="Cubirds", version=SAVE_VERSION,
                                         new_game=new_game, variant=Variant,
                                         action_from_json=action_from_json)
        return state

    def same_game(self, other: State) -> bool:
        return self.config == other.config and self.snapshot() == other.snapshot()

    def __repr__(self) -> str:
        return (f"State(phase={self.phase}, current={self.current}, round={self.round}, "
                f"rows={[_ids(r) for r in self.rows]})")


_PHASE_OF: dict[type, Phase] = {Lay: Phase.LAY, Refill: Phase.REFILL, DrawTwo: Phase.DRAW, Flock: Phase.FLOCK}
_EXPECTED: dict[Phase, str] = {
    Phase.LAY: "lay all cards of one species at an end of a row",
    Phase.REFILL: "choose the end of the row for the card drawn to refill it",
    Phase.DRAW: "take the top two cards of the pile or not",
    Phase.FLOCK: "lay a flock or none",
}


def _check_species(species: object) -> int:
    if isinstance(species, bool) or not isinstance(species, int) or not 0 <= species < NUM_SPECIES:
        raise IllegalActionError(f"there is no species {species!r}", "bad_species", species=species)
    return species


def _check_side(side: object) -> None:
    if isinstance(side, bool) or side not in (LEFT, RIGHT):
        raise IllegalActionError(f"a side is left or right, not {side!r}", "bad_side", side=side)


def _shuffle_seed(seed: int, k: int) -> int:
    """The seed of a game's ``k``-th reshuffle (distinct from the set-up's and from every other's)."""
    return (abs(seed) << 24) | (k & 0xFFFFFF)


def _results(collections: Sequence[Sequence[int]]) -> tuple[PlayerResult, ...]:
    return tuple(PlayerResult(i, sum(c), sum(1 for n in c if n)) for i, c in enumerate(collections))


def _ids(cards: Iterable[int]) -> list[str]:
    return [species_id(c) for c in cards]


def events_for(events: Iterable[Event], player: int | None) -> list[Event]:
    """The events as ``player`` may know them: others' drawn, dealt and discarded cards hidden (``None``,
    a spectator: everybody's)."""
    return [redact(e, player) for e in events]


def _decision(node: tuple[Any, ...]) -> Decision:
    """The decision of one node of the log."""
    _, player, action, ev = node
    return Decision(player, action, tuple(ev) if ev is not None else None)


def _redacted_decision(node: tuple[Any, ...], player: int | None) -> Decision:
    return _redact(_decision(node), player)


def _redact(d: Decision, player: int | None) -> Decision:
    """``d`` as ``player`` may see it (even one's own decision may deal or discard others' cards)."""
    if d.events is None:
        return d
    return Decision(d.player, d.action, tuple(redact(e, player) for e in d.events))


@dataclass(frozen=True, slots=True)
class PlayerView:
    """All that one player may know. UI, narration and bots see only this."""

    player: int
    players: int
    variant: Variant
    phase: Phase
    current: int
    first: int
    round: int
    plays: int
    rows: tuple[tuple[int, ...], ...]
    """The four rows, left end first (public)."""
    hand: tuple[int, ...]
    """Own hand: cards per species."""
    hand_sizes: tuple[int, ...]
    collections: tuple[tuple[int, ...], ...]
    """Every seat's collection: cards per species (public)."""
    pile_size: int
    discard_size: int
    lay_row: int
    """The row laid into in the turn under way (-1 between turns)."""
    pending: int | None
    """The card drawn for a refill, face up, waiting for its end."""
    exhausted: bool
    end: Win | None
    won: tuple[int, ...]
    history: tuple[Decision, ...]
    legal: tuple[Action, ...]
    """The legal actions when this player is to move, else empty."""

    @property
    def my_turn(self) -> bool:
        return self.current == self.player and self.phase is not Phase.OVER

    def results(self) -> tuple[PlayerResult, ...]:
        return _results(self.collections)

    def unseen(self) -> list[int]:
        """Cards per species this player cannot see: in the others' hands, the pile and the discard pile."""
        out = list(COUNT)
        for zone in (*self.rows, cards_of(self.hand)):
            for c in zone:
                out[c] -= 1
        for coll in self.collections:
            for s, n in enumerate(coll):
                out[s] -= n
        if self.pending is not None:
            out[self.pending] -= 1
        return out


# -- a new game -----------------------------------------------------------------------------------------


def new_game(players: int, seed: int | None = None, variant: Variant | str = Variant.STANDARD,
             first: int | None = None) -> State:
    """Shuffle and set up a new game. ``first`` None: the seed picks who starts.

    The four rows get three cards each with no species twice in a row (a duplicate goes back into the pile
    and the next card is laid instead); the rest is shuffled again; each seat gets 8 cards in hand and 1 face
    up to start the collection, seat by seat from seat 0.
    """
    if isinstance(players, bool) or not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Cubirds is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    variant = Variant(variant)
    rng = _Random(seed)  # random.Random(seed)'s numbers, without its Python layer
    drawn_first = draw_below(rng, players)  # always drawn, so the deal depends on the seed alone
    if first is None:
        first = drawn_first
    elif not 0 <= first < players:
        raise ValueError(f"the first player must be a seat from 0 to {players - 1}, not {first}")
    # sorting by independent uniform keys is a uniform shuffle (and quicker than rng.shuffle)
    key = rng.random
    deck = shuffled(_DECK, key)
    rows: list[list[int]] = []
    for _ in range(ROWS):
        row: list[int] = []
        while len(row) < ROW_START:
            c = deck.pop()
            if c in row:
                deck.insert(0, c)
            else:
                row.append(c)
        rows.append(row)
    deck = shuffled(deck, key)
    hands = []
    for _ in range(players):
        hands.append(counts_of(deck[-HAND_SIZE:]))
        del deck[-HAND_SIZE:]
    collections = []
    for _ in range(players):
        coll = [0] * NUM_SPECIES
        coll[deck.pop()] += 1
        collections.append(coll)
    s = State.__new__(State)
    s.config = Config(players, seed, variant, first)
    s.rows = rows
    s.hands = hands
    s.collections = collections
    s.pile = deck
    s.discard = [0] * NUM_SPECIES
    s.current = first
    s.phase = Phase.LAY
    s.plays = 0
    s.round = 1
    s.shuffles = 0
    s.lay_row = -1
    s.lay_side = 0
    s.one_turn = False
    s.pending = -1
    s.exhausted = False
    s.end = None
    s.won = ()
    s._log = None
    return s


def table_state(rows: Sequence[Sequence[int]], hands: Sequence[Sequence[int]],
                collections: Sequence[Sequence[int]], pile_top_first: Sequence[int], discard: Sequence[int],
                current: int = 0, seed: int = 0, one_turn: bool = False) -> State:
    """A state at the start of ``current``'s turn from a given table (hands, collections and discard as
    counts per species). For scenarios and tests; nothing is checked. ``one_turn``: the game stops when
    this turn ends (see :attr:`State.one_turn`)."""
    s = State.__new__(State)
    s.config = Config(len(hands), seed, Variant.STANDARD, current)
    s.rows = [list(r) for r in rows]
    s.hands = [list(h) for h in hands]
    s.collections = [list(c) for c in collections]
    s.pile = list(reversed(pile_top_first))
    s.discard = list(discard)
    s.current = current
    s.phase = Phase.LAY
    s.plays = 0
    s.round = 1
    s.shuffles = 0
    s.lay_row = -1
    s.lay_side = 0
    s.one_turn = one_turn
    s.pending = -1
    s.exhausted = False
    s.end = None
    s.won = ()
    s._log = None
    return s


def determinize(view: PlayerView, rng: random.Random) -> State:
    """A full state consistent with what ``view`` knows, its hidden cards sampled (for a search bot).

    The rows, the collections, the viewer's hand and a card waiting for its refill end are the view's. The
    cards the viewer cannot see are dealt at random to the other hands (their sizes are known), the pile
    (its size is known) and the discard pile. What the history tells about the discard pile since its
    last reshuffle is kept: the cards of the flocks laid there (public) and the viewer's own discarded
    hand; the others' discarded hands are sampled. The state gets a seed of its own (the real seed would
    tell the order of every pile to come), so its later reshuffles are sampled too.
    """
    unseen = view.unseen()
    known_discard = [0] * NUM_SPECIES
    hidden_discard = 0
    for d in view.history:
        for e in d.events or ():
            if isinstance(e, Reshuffled):
                known_discard = [0] * NUM_SPECIES
                hidden_discard = 0
            elif isinstance(e, Flocked):
                known_discard[e.species] += e.count - e.kept
            elif isinstance(e, HandDiscarded):
                if e.cards is not None:
                    for c in e.cards:
                        known_discard[c] += 1
                else:
                    hidden_discard += e.count
    pool_counts = [u - k for u, k in zip(unseen, known_discard, strict=True)]
    others = [n for seat, n in enumerate(view.hand_sizes) if seat != view.player]
    needed = sum(others) + view.pile_size + hidden_discard
    if (min(pool_counts) < 0 or sum(pool_counts) != needed
            or sum(known_discard) + hidden_discard != view.discard_size):
        # a history without events (or a hand-made view): sample everything unseen uniformly
        pool_counts, known_discard, hidden_discard = unseen, [0] * NUM_SPECIES, view.discard_size
    key = rng.random
    pool = shuffled(cards_of(pool_counts), key)
    hands: list[list[int]] = []
    for seat, size in enumerate(view.hand_sizes):
        if seat == view.player:
            hands.append(list(view.hand))
        else:
            hands.append(counts_of(pool[-size:]) if size else [0] * NUM_SPECIES)
            del pool[len(pool) - size:]
    discard = known_discard[:]
    for c in pool[:hidden_discard]:
        discard[c] += 1
    pile = pool[hidden_discard:]
    lay_side = 0
    for d in reversed(view.history):
        if isinstance(d.action, Lay):
            lay_side = int(d.action.side)
            break
    return state_from_view(view, hands, pile, discard, lay_side, rng)


def state_from_view(view: PlayerView, hands: list[list[int]], pile: list[int], discard: list[int],
                    lay_side: int, rng: random.Random) -> State:
    """A full state with the table of ``view`` and the hidden parts given (each seat's hand as counts by
    species, the pile in order, the discard as counts): how :func:`determinize` and the bots' own
    samplers turn a sample into a state the search can play on. Its seed (for later reshuffles) comes
    from ``rng``; it records no log."""
    s = State.__new__(State)
    s.config = Config(view.players, rng.randrange(2**62), view.variant, view.first)
    s.rows = [list(r) for r in view.rows]
    s.hands = hands
    s.collections = [list(c) for c in view.collections]
    s.pile = pile
    s.discard = discard
    s.current = view.current
    s.phase = view.phase
    s.plays = view.plays
    s.round = view.round
    s.shuffles = 0
    s.lay_row = view.lay_row
    s.lay_side = lay_side
    s.one_turn = False
    s.pending = view.pending if view.pending is not None else -1
    s.exhausted = view.exhausted
    s.end = view.end
    s.won = view.won
    s._log = None
    return s


def card_census(state: State) -> list[int]:
    """Cards per species over every zone of ``state`` (always :data:`~cards.COUNT` in a real game)."""
    out = [0] * NUM_SPECIES
    for zone in (*state.rows, state.pile):
        for c in zone:
            out[c] += 1
    for counts in (*state.hands, *state.collections, state.discard):
        for s in _SPECIES:
            out[s] += counts[s]
    if state.pending >= 0:
        out[state.pending] += 1
    return out


__all__ = [
    "Action",
    "Config",
    "Decision",
    "DrawTwo",
    "Flock",
    "IllegalActionError",
    "Lay",
    "Phase",
    "PlayerView",
    "Refill",
    "Side",
    "State",
    "Variant",
    "Win",
    "action_from_json",
    "card_census",
    "determinize",
    "event_from_json",
    "events_for",
    "new_game",
    "table_state",
]
