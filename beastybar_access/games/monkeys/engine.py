"""The 4 Monkeys game: a real-time state driven by timestamped actions, views and JSON.

**Real time without races.** Everyone plays at once, so there are no turns. Every action names its
``player`` and its time ``at`` (milliseconds since the current round, or deal, began), and the state takes
actions from any seat in any order, as long as their times never go back (equal times are fine: the order
of the calls decides). Before an action is done the clock is moved to its time, which announces the timer
marks passed on the way; an action at or after the round's end is refused (``time_up``), and the round ends
only when the clock reaches it: through :meth:`State.advance` (``advance(to_ms)``, which a UI calls as its
clock runs) or through the next action's time. So the same sequence of calls always gives the same game,
whatever the wall clock did; a recorded game (its configuration, the seed and the log of timestamped actions
and clock moves) replays exactly (:meth:`State.to_json`, :meth:`State.from_json`, with a snapshot check).
:meth:`State.check` never changes the state; a refused action leaves even the clock where it was. A UI with
several seats (a human and computer opponents) stamps each action from one clock when it hands it over, so
the order of arrival is the order of time; an action stamped earlier than one already done is refused
(``time_backwards``) rather than slipped in before it.

**The GameState protocol for simultaneous play.** ``current`` is always :data:`ANYONE` (-1): every seat may
act at any moment. ``legal_actions(player=None, at=None)`` lists one seat's actions at time ``at`` (default:
the clock), or every seat's when ``player`` is None; each action carries its seat and time, and
``dataclasses.replace(action, at=t)`` times it later. ``play_random(rng)`` moves the clock on by a random
0–3 s, then lets a random seat do a random thing (see :meth:`State.play_random`). ``plays`` counts the actions
done; clock moves are not actions.

**Phases.** :attr:`Phase.READY`: before each round (and again after a false "Stop!") the only action is
:class:`StartRound`, from anyone, which deals (every deck shuffled, five cards each, the tiles shuffled into
``players + 2`` stacks) and starts the timer at 0 ms. :attr:`Phase.PLAY`: :class:`Take` a tile on offer with
cards from the hand (correct or bluffed; then draw back up to five), :class:`Flip` an own tile to draw three,
:class:`UseRefill` (new hand of five, or three more; once a round), :class:`Reveal` (set a top tile aside when
owning every kind on offer), :class:`GiveBanana` (banana-peel variants, right after one's own take), and
:class:`Stop`. The round ends when the timer runs out or on a correct "Stop!", and is scored at once
(:func:`~beastybar_access.games.monkeys.rules.score_round`); after the third, :attr:`Phase.OVER`.

Where the rulebook is silent (decisions): a seat whose deck is empty draws from the next seat's deck
clockwise that still has cards (and from none when every deck is empty, so a draw may fall short); stacks
are dealt round-robin, so their heights differ by at most one when the tiles do not divide evenly; a banana
peel may be passed only as the passer's next action after a take (other seats' actions in between do not
matter), one peel per take; hands and cards under tiles are private to their owner until a check turns a
tile's cards face up; the refill-hand tile is not part of scoring (see the rules module).

Chance is in the seed: the k-th deal shuffles with a generator seeded from the game's seed and k. The seed
therefore tells every deck's order: views never show it.

>>> s = new_game(2, seed=7)
>>> s.phase, s.current
(<Phase.READY: 'ready'>, -1)
>>> ev = s.apply(StartRound(0, 0))
>>> s.phase, len(s.hands[0]), len(s.stacks), [e.type for e in ev][:2]
(<Phase.PLAY: 'play'>, 5, 4, ['round_started', 'cards_dealt'])
>>> s.advance(60_000)[0]
TimerTick(remaining_ms=180000)
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import StrEnum
from functools import lru_cache
from itertools import chain
from typing import TYPE_CHECKING, Any, TypeGuard

from beastybar_access.games.base import NOBODY, IllegalActionError, RedactedHistory, check_save_header
from beastybar_access.games.monkeys import rules
from beastybar_access.games.monkeys.cards import (
    MAX_DECKS,
    card_id,
    deck_cards,
    face_of,
    parse_card,
)
from beastybar_access.games.monkeys.events import (
    BananaGiven,
    CardsDealt,
    CardsDrawn,
    ComboChecked,
    DeckEmptied,
    DrawReason,
    DuplicatesSetAside,
    EndReason,
    Event,
    GameOver,
    PenaltyApplied,
    RefillMode,
    RefillUsed,
    RoundEnded,
    RoundScored,
    RoundStarted,
    ScoreLine,
    SmartestChosen,
    StopCalled,
    TileFlipped,
    TileRevealed,
    TileTaken,
    TimerTick,
    event_from_json,
    redact,
)
from beastybar_access.games.monkeys.rules import (
    FALSE_STOP_PENALTY,
    FLIP_DRAW,
    HAND_SIZE,
    REFILL_MORE,
    REFILL_NEW_HAND,
    ROUNDS,
    STOP_KINDS,
    Scoring,
    TileCards,
)
from beastybar_access.games.monkeys.tiles import (
    NUM_COMBOS,
    VALUE,
    combo_id,
    minimal_sets,
    one_minimal_set,
)
from beastybar_access.jsontypes import JSON, JSONObject

GAME_NAME = "monkeys"
SAVE_VERSION = 1
MIN_PLAYERS = 2
MAX_PLAYERS = MAX_DECKS
ANYONE = -1
"""``current`` of a game in which every seat may act."""
RANDOM_GAP_MS = 3000
""":meth:`State.play_random` moves the clock on by up to this much before acting."""
FALSE_STOP_CHANCE = 0.0005
BLUFF_CHANCE = 0.2


class Variant(StrEnum):
    STANDARD = "standard"
    BANANA = "banana"
    """Every seat starts each round with a banana peel (−3), passed on right after a take."""
    FAMILY = "family"
    """Smartest monkey by tiles, simpler scores, 5-minute rounds."""
    FAMILY_BANANA = "family-banana"

    @property
    def banana(self) -> bool:
        return self in (Variant.BANANA, Variant.FAMILY_BANANA)

    @property
    def family(self) -> bool:
        return self in (Variant.FAMILY, Variant.FAMILY_BANANA)


class Phase(StrEnum):
    READY = "ready"
    """Waiting for :class:`StartRound` (before each round, and after a false "Stop!")."""
    PLAY = "play"
    """The timer runs; everyone acts at once."""
    OVER = "over"


class TileStatus(StrEnum):
    """Where an owned tile stands after the scoring (every tile is ``kept`` during play)."""

    KEPT = "kept"
    CHECKED = "checked"
    """Checked and correct: its cards lie face up."""
    DUPLICATE = "duplicate"
    """Set aside in step 1."""
    WRONG = "wrong"
    """Checked and wrong: set aside."""


# -- actions -----------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Take:
    """Take the top tile of ``stack`` by laying ``cards`` (from the hand, in this order) under it."""

    player: int
    at: int
    stack: int
    cards: tuple[int, ...]

    def __repr__(self) -> str:
        cards = [card_id(c) if _is_card(c) else c for c in self.cards] \
            if isinstance(self.cards, (tuple, list)) else self.cards
        return f"Take({self.player!r}, at={self.at!r}, stack={self.stack!r}, {cards!r})"

    def to_json(self) -> JSONObject:
        return {"type": "take", "player": self.player, "at": self.at, "stack": self.stack,
                "cards": [card_id(c) for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Flip:
    """Turn the own tile number ``tile`` (in the order taken) to its brown side and draw three cards."""

    player: int
    at: int
    tile: int

    def to_json(self) -> JSONObject:
        return {"type": "flip", "player": self.player, "at": self.at, "tile": self.tile}


@dataclass(frozen=True, slots=True)
class UseRefill:
    """Use the refill-hand tile (once a round): a new hand of five, or three more cards."""

    player: int
    at: int
    mode: RefillMode

    def to_json(self) -> JSONObject:
        return {"type": "refill", "player": self.player, "at": self.at, "mode": str(self.mode)}


@dataclass(frozen=True, slots=True)
class Reveal:
    """Set the top tile of ``stack`` aside to offer the one below (only when owning every kind on offer)."""

    player: int
    at: int
    stack: int

    def to_json(self) -> JSONObject:
        return {"type": "reveal", "player": self.player, "at": self.at, "stack": self.stack}


@dataclass(frozen=True, slots=True)
class GiveBanana:
    """Banana-peel variants: right after taking a tile, pass one banana peel to seat ``to``."""

    player: int
    at: int
    to: int

    def to_json(self) -> JSONObject:
        return {"type": "banana", "player": self.player, "at": self.at, "to": self.to}


@dataclass(frozen=True, slots=True)
class Stop:
    """Call "Stop!" (correct with all the different combos; else 10 points off and the round again)."""

    player: int
    at: int

    def to_json(self) -> JSONObject:
        return {"type": "stop", "player": self.player, "at": self.at}


@dataclass(frozen=True, slots=True)
class StartRound:
    """Deal and start the next round (or the same one again after a false "Stop!"); the new round's clock
    starts at 0. ``at`` is on the clock of the round before (it may not go back either)."""

    player: int
    at: int

    def to_json(self) -> JSONObject:
        return {"type": "start", "player": self.player, "at": self.at}


Action = Take | Flip | UseRefill | Reveal | GiveBanana | Stop | StartRound
ACTION_TYPES: tuple[type, ...] = (Take, Flip, UseRefill, Reveal, GiveBanana, Stop, StartRound)


def _is_card(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < MAX_DECKS * _DECK


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _int_field(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not _is_int(value):
        raise ValueError(f"an action's {key!r} is a whole number, not {value!r}")
    return value


def action_from_json(data: object) -> Action:
    """The action of a ``to_json`` dictionary; ValueError saying what is wrong."""
    if not isinstance(data, dict) or "type" not in data:
        raise ValueError(f"not an action: {data!r}")
    kind = data["type"]
    player, at = _int_field(data, "player"), _int_field(data, "at")
    if kind == "take":
        cards = data.get("cards")
        if not isinstance(cards, list):
            raise ValueError(f"a take's cards are a list of card ids, not {cards!r}")
        return Take(player, at, _int_field(data, "stack"), tuple(parse_card(c) for c in cards))
    if kind == "flip":
        return Flip(player, at, _int_field(data, "tile"))
    if kind == "refill":
        mode = data.get("mode")
        try:
            if not isinstance(mode, str):  # only a text names a mode (RefillMode refuses others too)
                raise ValueError(mode)
            return UseRefill(player, at, RefillMode(mode))
        except ValueError:
            raise ValueError(f"a refill's mode is new_hand or more, not {mode!r}") from None
    if kind == "reveal":
        return Reveal(player, at, _int_field(data, "stack"))
    if kind == "banana":
        return GiveBanana(player, at, _int_field(data, "to"))
    if kind == "stop":
        return Stop(player, at)
    if kind == "start":
        return StartRound(player, at)
    raise ValueError(f"unknown action type {kind!r}")


# -- the state ---------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class OwnedTile:
    """A tile a seat took: its combo, whether it shows the brown side, the cards under it (as laid)."""

    combo: int
    brown: bool
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Entry:
    """One entry of the game's log: an action by ``player`` at ``at``, or (``action`` None, ``player`` -1)
    the clock moved to ``at``; ``events``: what followed (None if not recorded). In a view, another seat's
    take shows ``action`` None: its events tell what may be known."""

    player: int
    at: int
    action: Action | None
    events: tuple[Event, ...] | None


@dataclass(frozen=True, slots=True)
class Config:
    players: int
    seed: int
    variant: Variant = Variant.STANDARD
    round_ms: int = rules.ROUND_MS

    def to_json(self) -> JSONObject:
        return {"players": self.players, "seed": self.seed, "variant": str(self.variant),
                "round_ms": self.round_ms}


_DECK = len(deck_cards(0))


class State:
    """A 4 Monkeys game in progress. Mutated by :meth:`apply` and :meth:`advance`; :meth:`copy` is cheap and
    independent."""

    __slots__ = (
        "_log",
        "_marks",
        "_views",
        "banana",
        "banana_ready",
        "clock",
        "config",
        "deal",
        "decks",
        "discard",
        "hands",
        "next_mark",
        "penalties",
        "phase",
        "plays",
        "refill_used",
        "restarting",
        "revealed",
        "round",
        "round_scores",
        "scoring",
        "stacks",
        "status",
        "tiles",
        "won",
    )

    config: Config
    phase: Phase
    round: int
    """The round being played (or, in READY, the one to come; after the game, the last one)."""
    deal: int
    """Deals so far (a false "Stop!" deals a round again); the k-th deal's shuffle is fixed by the seed
    and k."""
    clock: int
    """Milliseconds since the current deal started (in READY: on the clock of the deal before)."""
    next_mark: int
    decks: list[list[int]]
    """Each seat's deck; its top card is the last."""
    hands: list[list[int]]
    """Each seat's hand, in the order drawn."""
    stacks: list[list[int]]
    """The tile stacks (combos); the top, on offer, is the last."""
    revealed: list[int]
    """Tiles set aside from the offer this round (combos, in order)."""
    tiles: list[list[OwnedTile]]
    """Each seat's tiles taken this round, in the order taken."""
    status: list[list[TileStatus]]
    refill_used: list[bool]
    banana: list[int]
    """Banana peels per seat."""
    banana_ready: list[bool]
    """Whether the seat may pass a banana peel now (its last action was a take and it holds a peel)."""
    discard: list[int]
    """Cards out of the round: hands discarded by the refill tile and put down at the round's end."""
    round_scores: list[tuple[int, ...]]
    penalties: list[int]
    """Points taken off each seat for false "Stop!" calls."""
    scoring: Scoring | None
    """The scoring of the round just ended (None once the next is dealt)."""
    restarting: bool
    plays: int
    won: tuple[int, ...]
    _marks: tuple[int, ...]
    _views: RedactedHistory | None
    """Each seat's redacted history as its last view showed it (made by the first view; copies start
    without)."""
    _log: tuple[Any, ...] | None
    """A persistent chain ``(previous, player, at, action or None, events or None, changed)``."""

    # -- basics ---------------------------------------------------------------------------------------------

    def copy(self) -> State:
        s = State.__new__(State)
        s.config = self.config
        s.phase = self.phase
        s.round = self.round
        s.deal = self.deal
        s.clock = self.clock
        s.next_mark = self.next_mark
        s.decks = [d[:] for d in self.decks]
        s.hands = [h[:] for h in self.hands]
        s.stacks = [t[:] for t in self.stacks]
        s.revealed = self.revealed[:]
        s.tiles = [t[:] for t in self.tiles]
        s.status = [t[:] for t in self.status]
        s.refill_used = self.refill_used[:]
        s.banana = self.banana[:]
        s.banana_ready = self.banana_ready[:]
        s.discard = self.discard[:]
        s.round_scores = self.round_scores[:]
        s.penalties = self.penalties[:]
        s.scoring = self.scoring
        s.restarting = self.restarting
        s.plays = self.plays
        s.won = self.won
        s._marks = self._marks
        s._log = self._log
        return s

    __copy__ = copy

    @property
    def num_players(self) -> int:
        return self.config.players

    @property
    def variant(self) -> Variant:
        return self.config.variant

    @property
    def current(self) -> int:
        """Always :data:`ANYONE`: there are no turns."""
        return ANYONE

    @property
    def round_ms(self) -> int:
        return self.config.round_ms

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def time_left(self) -> int:
        """Milliseconds left on the timer (0 outside a round)."""
        return max(self.config.round_ms - self.clock, 0) if self.phase is Phase.PLAY else 0

    def totals(self) -> tuple[int, ...]:
        """Each seat's points in the game so far (round scores less false "Stop!" penalties)."""
        return tuple(sum(r[p] for r in self.round_scores) - self.penalties[p]
                     for p in range(self.config.players))

    def kinds(self, player: int) -> int:
        """Different combos ``player`` owns (what a "Stop!" needs :data:`~rules.STOP_KINDS` of)."""
        return len({t.combo for t in self.tiles[player]})

    def offer(self) -> tuple[int | None, ...]:
        """The top tile of each stack (None: an empty stack)."""
        return tuple(s[-1] if s else None for s in self.stacks)

    def owns_offer(self, player: int) -> bool:
        """Whether ``player`` owns every kind of tile on offer (and something is on offer): may reveal."""
        offer = {s[-1] for s in self.stacks if s}
        return bool(offer) and offer <= {t.combo for t in self.tiles[player]}

    @property
    def history(self) -> list[Entry]:
        return self.history_since(0)

    def history_since(self, start: int) -> list[Entry]:
        """The history's entries from the ``start``-th on (only those are built: an online update needs
        the newest)."""
        nodes = []
        node = self._log
        while node is not None:
            nodes.append(node)
            node = node[0]
        return [_entry(n) for n in reversed(nodes[:max(0, len(nodes) - start)])]

    # -- legal actions --------------------------------------------------------------------------------------

    def legal_actions(self, player: int | None = None, at: int | None = None) -> list[Action]:
        """The actions of ``player`` (None: every seat, seat by seat) at time ``at`` (default: the clock).

        Takes are listed with every *correct* choice of cards (a minimal set meeting the tile's need, once per
        distinct faces); a take with any other non-empty set of cards from the hand is a bluff, legal too,
        but too many to list (:meth:`check` accepts it). "Stop!" is always listed, correct or not.
        """
        if player is None:
            return [a for p in range(self.config.players) for a in self.legal_actions(p, at)]
        t = self.clock if at is None else at
        if self.phase is Phase.OVER or t < self.clock:
            return []
        if self.phase is Phase.READY:
            return [StartRound(player, t)]
        if t >= self.config.round_ms:
            return []
        out: list[Action] = []
        hand = self.hands[player]
        faces = tuple(face_of(c) for c in hand)
        for s, stack in enumerate(self.stacks):
            if stack:
                out += [Take(player, t, s, tuple(hand[i] for i in idx))
                        for idx in _minimal_sets(stack[-1], faces)]
        out += [Flip(player, t, i) for i, tile in enumerate(self.tiles[player]) if not tile.brown]
        if not self.refill_used[player]:
            out += [UseRefill(player, t, RefillMode.NEW_HAND), UseRefill(player, t, RefillMode.MORE)]
        if self.owns_offer(player):
            out += [Reveal(player, t, s) for s, stack in enumerate(self.stacks) if stack]
        if self.banana_ready[player]:
            out += [GiveBanana(player, t, q) for q in range(self.config.players) if q != player]
        out.append(Stop(player, t))
        return out

    def num_legal_actions(self, player: int | None = None, at: int | None = None) -> int:
        return len(self.legal_actions(player, at))

    def check(self, action: Action) -> None:
        """Raise :class:`IllegalActionError` (a ValueError) saying why ``action`` is not allowed now."""
        if not isinstance(action, ACTION_TYPES):
            raise IllegalActionError(f"not an action: {action!r}", "not_an_action")
        n = self.config.players
        p = action.player
        if not _is_int(p) or not 0 <= p < n:
            raise IllegalActionError(f"there are seats 0 to {n - 1}, not {p!r}", "bad_seat", seat=p)
        at = action.at
        if not _is_int(at):
            raise IllegalActionError(f"an action's time is whole milliseconds, not {at!r}", "bad_time", at=at)
        if at < self.clock:
            raise IllegalActionError(f"{action!r} is at {at} ms, before the clock's {self.clock} ms",
                                     "time_backwards", at=at, clock=self.clock)
        phase = self.phase
        if phase is Phase.OVER:
            raise IllegalActionError("the game is over", "game_over")
        if phase is Phase.READY:
            if not isinstance(action, StartRound):
                raise IllegalActionError(f"{action!r}: the round has not started", "not_started")
            return
        if isinstance(action, StartRound):
            raise IllegalActionError("the round is already running", "round_running")
        if at >= self.config.round_ms:
            raise IllegalActionError(f"{action!r}: the time ran out at {self.config.round_ms} ms", "time_up",
                                     at=at, end=self.config.round_ms)
        if isinstance(action, Take):
            self._check_stack(action.stack)
            cards = action.cards
            if not isinstance(cards, tuple):
                raise IllegalActionError(f"a take's cards are a tuple of cards, not {cards!r}", "no_cards")
            if not cards:
                raise IllegalActionError("a tile is taken with at least one card from the hand", "no_cards")
            if len(set(cards)) != len(cards):
                raise IllegalActionError(f"{action!r} lays a card twice", "card_twice")
            hand = self.hands[p]
            missing = [c for c in cards if c not in hand]
            if missing:
                shown = [card_id(c) if _is_card(c) else repr(c) for c in missing]
                raise IllegalActionError(f"not in seat {p}'s hand: {', '.join(shown)}", "not_in_hand",
                                         cards=tuple(missing))
        elif isinstance(action, Flip):
            i = action.tile
            owned = self.tiles[p]
            if not _is_int(i) or not 0 <= i < len(owned):
                raise IllegalActionError(f"seat {p} has {len(owned)} tiles, no tile number {i!r}", "bad_tile",
                                         tile=i)
            if owned[i].brown:
                raise IllegalActionError(f"tile {i} ({combo_id(owned[i].combo)}) was already flipped",
                                         "already_flipped", tile=i)
        elif isinstance(action, UseRefill):
            if action.mode not in (RefillMode.NEW_HAND, RefillMode.MORE):
                raise IllegalActionError(f"the refill tile is used for new_hand or more, not {action.mode!r}",
                                         "bad_mode")
            if self.refill_used[p]:
                raise IllegalActionError("the refill-hand tile was already used this round", "refill_used")
        elif isinstance(action, Reveal):
            self._check_stack(action.stack)
            owned_kinds = {t.combo for t in self.tiles[p]}
            missing = sorted({s[-1] for s in self.stacks if s} - owned_kinds)
            if missing:
                raise IllegalActionError(
                    f"seat {p} may add a tile to the offer only when owning every kind on offer; missing "
                    f"{', '.join(map(combo_id, missing))}", "offer_not_owned", missing=tuple(missing))
        elif isinstance(action, GiveBanana):
            if not self.config.variant.banana:
                raise IllegalActionError("banana peels are only in the banana-peel variants", "no_bananas")
            if not self.banana_ready[p]:
                raise IllegalActionError(
                    "a banana peel is passed right after taking a tile, when holding one", "banana_not_now")
            to = action.to
            if not _is_int(to) or not 0 <= to < n or to == p:
                raise IllegalActionError(f"a banana peel goes to another seat from 0 to {n - 1}, not {to!r}",
                                         "bad_seat", seat=to)

    def _check_stack(self, stack: Any) -> None:
        count = len(self.stacks)
        if not _is_int(stack) or not 0 <= stack < count:
            raise IllegalActionError(f"there are stacks 0 to {count - 1}, not {stack!r}", "bad_stack",
                                     stack=stack, stacks=count)
        if not self.stacks[stack]:
            raise IllegalActionError(f"stack {stack} is empty", "stack_empty", stack=stack)

    def is_legal(self, action: Action) -> bool:
        try:
            self.check(action)
        except IllegalActionError:
            return False
        return True

    def preview(self, action: Action) -> list[Event]:
        """What ``action`` would do, as far as its player can know beforehand (the state does not change):
        the events up to the first draw (its cards None) or up to the round's end."""
        player = action.player
        out: list[Event] = []
        for e in self.copy().apply(action):
            if isinstance(e, (CardsDrawn, CardsDealt)):
                out.append(replace(e, cards=None))
                break
            out.append(redact(e, player))
            if isinstance(e, RoundEnded):
                break
        return out

    # -- the clock ------------------------------------------------------------------------------------------

    def advance(self, to_ms: int, record: bool = True) -> list[Event]:
        """Move the clock to ``to_ms`` (never back): the timer marks passed, and the round's end and scoring
        if the time runs out. Moves that change nothing but the clock are logged as one entry until the
        next action or change."""
        if not _is_int(to_ms):
            raise IllegalActionError(f"the clock counts whole milliseconds, not {to_ms!r}", "bad_time",
                                     at=to_ms)
        if to_ms < self.clock:
            raise IllegalActionError(f"the clock is at {self.clock} ms and cannot go back to {to_ms} ms",
                                     "time_backwards", at=to_ms, clock=self.clock)
        if self.phase is Phase.OVER:
            return []
        ev: list[Event] | None = [] if record else None
        changed = self._advance(to_ms, ev)
        node = self._log
        if not changed and node is not None and node[3] is None and not node[5]:
            node = node[0]  # replace the previous clock move that changed nothing
        self._log = (node, -1, to_ms, None, ev, changed)
        return list(ev) if ev is not None else []

    def _advance(self, to: int, ev: list[Event] | None) -> bool:
        changed = False
        if self.phase is Phase.PLAY:
            end = self.config.round_ms
            marks = self._marks
            while self.next_mark < len(marks) and end - marks[self.next_mark] <= to:
                if ev is not None:
                    ev.append(TimerTick(marks[self.next_mark]))
                self.next_mark += 1
                changed = True
            if to >= end:
                self.clock = end
                self._end_round(EndReason.TIME, None, ev)
                changed = True
        self.clock = to
        return changed

    # -- playing --------------------------------------------------------------------------------------------

    def apply(self, action: Action, record: bool = True) -> list[Event]:
        """Check and do ``action`` (moving the clock to its time first); return the events in order.

        With ``record=False`` (simulation) no events are built and ``[]`` is returned.
        """
        self.check(action)
        ev: list[Event] | None = [] if record else None
        self._advance(action.at, ev)
        p = action.player
        self._log = (self._log, p, action.at, action, ev, True)
        self.plays += 1
        if not isinstance(action, GiveBanana):
            self.banana_ready[p] = False
        if isinstance(action, Take):
            self._take(p, action.stack, action.cards, ev)
        elif isinstance(action, Flip):
            self._flip(p, action.tile, ev)
        elif isinstance(action, UseRefill):
            self._refill(p, action.mode, ev)
        elif isinstance(action, Reveal):
            self._reveal(p, action.stack, ev)
        elif isinstance(action, GiveBanana):
            self.banana[p] -= 1
            self.banana[action.to] += 1
            self.banana_ready[p] = False
            if ev is not None:
                ev.append(BananaGiven(p, action.to))
        elif isinstance(action, Stop):
            self._stop(p, ev)
        else:
            self._start_deal(ev)
        return list(ev) if ev is not None else []

    def _take(self, p: int, stack: int, cards: tuple[int, ...], ev: list[Event] | None) -> None:
        hand = self.hands[p]
        for c in cards:
            hand.remove(c)
        pile = self.stacks[stack]
        combo = pile.pop()
        self.tiles[p].append(OwnedTile(combo, False, cards))
        self.status[p].append(TileStatus.KEPT)
        if ev is not None:
            ev.append(TileTaken(p, stack, combo, len(self.tiles[p]) - 1, cards, len(cards),
                                pile[-1] if pile else None))
        self.banana_ready[p] = self.banana[p] > 0
        if len(hand) < HAND_SIZE:
            self._draw(p, HAND_SIZE - len(hand), DrawReason.TAKE, ev)

    def _flip(self, p: int, i: int, ev: list[Event] | None) -> None:
        tile = self.tiles[p][i]
        self.tiles[p][i] = OwnedTile(tile.combo, True, tile.cards)
        if ev is not None:
            ev.append(TileFlipped(p, i, tile.combo))
        self._draw(p, FLIP_DRAW, DrawReason.FLIP, ev)

    def _refill(self, p: int, mode: RefillMode, ev: list[Event] | None) -> None:
        self.refill_used[p] = True
        if mode is RefillMode.NEW_HAND:
            old = tuple(self.hands[p])
            self.discard += old
            self.hands[p] = []
            if ev is not None:
                ev.append(RefillUsed(p, mode, old, len(old)))
            self._draw(p, REFILL_NEW_HAND, DrawReason.NEW_HAND, ev)
        else:
            if ev is not None:
                ev.append(RefillUsed(p, mode, (), 0))
            self._draw(p, REFILL_MORE, DrawReason.MORE, ev)

    def _reveal(self, p: int, stack: int, ev: list[Event] | None) -> None:
        pile = self.stacks[stack]
        combo = pile.pop()
        self.revealed.append(combo)
        if ev is not None:
            ev.append(TileRevealed(p, stack, combo, pile[-1] if pile else None))

    def _stop(self, p: int, ev: list[Event] | None) -> None:
        kinds = self.kinds(p)
        correct = kinds >= STOP_KINDS
        if ev is not None:
            ev.append(StopCalled(p, correct, kinds))
        if correct:
            self._end_round(EndReason.STOP, p, ev)
            return
        self.penalties[p] += FALSE_STOP_PENALTY
        if ev is not None:
            ev.append(PenaltyApplied(p, FALSE_STOP_PENALTY, self.totals()[p]))
        self._end_round(EndReason.FALSE_STOP, p, ev)

    def _draw(self, p: int, k: int, reason: DrawReason, ev: list[Event] | None) -> None:
        """``k`` cards into ``p``'s hand: from the own deck, then from the next seats' decks clockwise."""
        decks = self.decks
        n = self.config.players
        got: list[int] = []
        sources: list[int] = []
        emptied: list[int] = []
        d = p
        while len(got) < k:
            if not decks[d]:
                for step in range(1, n):
                    q = (p + step) % n
                    if decks[q]:
                        d = q
                        break
                else:
                    break
            got.append(decks[d].pop())
            sources.append(d)
            if not decks[d]:
                emptied.append(d)
        self.hands[p] += got
        if ev is not None:
            ev.append(CardsDrawn(p, tuple(got), len(got), tuple(sources), reason))
            ev += [DeckEmptied(d) for d in emptied]

    # -- rounds ---------------------------------------------------------------------------------------------

    def _start_deal(self, ev: list[Event] | None) -> None:
        n = self.config.players
        self.deal += 1
        key = random.Random(_deal_seed(self.config.seed, self.deal)).random
        # sorting by independent uniform keys is a uniform shuffle
        self.decks = [sorted(deck_cards(p), key=lambda _: key()) for p in range(n)]
        pool = sorted([c for _ in range(rules.tile_sets(n)) for c in range(NUM_COMBOS)], key=lambda _: key())
        count = n + rules.EXTRA_STACKS
        self.stacks = [pool[i::count] for i in range(count)]
        self.revealed = []
        self.tiles = [[] for _ in range(n)]
        self.status = [[] for _ in range(n)]
        self.refill_used = [False] * n
        self.banana = [1 if self.config.variant.banana else 0] * n
        self.banana_ready = [False] * n
        self.discard = []
        self.scoring = None
        self.clock = 0
        self.next_mark = 0
        self.phase = Phase.PLAY
        restart = self.restarting
        self.restarting = False
        hands = []
        for p in range(n):
            deck = self.decks[p]
            hands.append(deck[: -HAND_SIZE - 1: -1])
            del deck[-HAND_SIZE:]
        self.hands = hands
        if ev is not None:
            ev.append(RoundStarted(self.round, restart, self.config.round_ms, self.offer(),
                                   tuple(len(s) for s in self.stacks)))
            ev += [CardsDealt(p, tuple(hands[p]), len(hands[p])) for p in range(n)]

    def _end_round(self, reason: EndReason, by: int | None, ev: list[Event] | None) -> None:
        n = self.config.players
        if ev is not None:
            ev.append(RoundEnded(self.round, reason, by))
        for p in range(n):
            self.discard += self.hands[p]
            self.hands[p] = []
        self.banana_ready = [False] * n
        self.phase = Phase.READY
        if reason is EndReason.FALSE_STOP:
            self.restarting = True
            return
        before = self.totals()
        scored = [[TileCards(t.combo, t.brown, tuple(face_of(c) for c in t.cards)) for t in ts]
                  for ts in self.tiles]
        scoring = rules.score_round(scored, self.banana, self.config.variant.family, before)
        self.scoring = scoring
        for p in range(n):
            for i in scoring.duplicates[p]:
                self.status[p][i] = TileStatus.DUPLICATE
        for c in scoring.checks:
            self.status[c.player][c.tile] = TileStatus.CHECKED if c.correct else TileStatus.WRONG
        self.round_scores.append(tuple(s.score for s in scoring.scores))
        totals = self.totals()
        if ev is not None:
            ev.append(DuplicatesSetAside(tuple(tuple(self.tiles[p][i].combo for i in scoring.duplicates[p])
                                               for p in range(n))))
            for step in scoring.steps:
                if isinstance(step, rules.Smartest):
                    ev.append(SmartestChosen(step.players, step.points, step.tiles, step.brown))
                else:
                    cards = self.tiles[step.player][step.tile].cards
                    v = step.verdict
                    ev.append(ComboChecked(step.player, step.tile, step.combo, step.value, cards, v.correct,
                                           v.met, tuple(cards[i] for i in v.spare)))
            ev.append(RoundScored(self.round, tuple(
                ScoreLine(s.player, s.points, s.green, s.brown, s.set_aside, s.banana_peels, s.bonus, s.score,
                          totals[s.player]) for s in scoring.scores)))
        if self.round >= ROUNDS:
            self.phase = Phase.OVER
            self.won = rules.game_winners(totals, self.round_scores[-1])
            if ev is not None:
                ev.append(GameOver(self.won, totals))
        else:
            self.round += 1

    # -- random play ----------------------------------------------------------------------------------------

    def play_random(self, rng: random.Random, record: bool = False) -> None:
        """One random step, without events unless ``record`` (for simulation and tests).

        In READY a random seat starts the round. In play the clock first moves on by a random 0 to
        :data:`RANDOM_GAP_MS` ms (if that reaches the end, the round ends and nothing else happens); then a
        random seat picks one of the kinds of action open to it (a take, weighing three, when a tile is on
        offer and the hand holds a card; a flip; the refill tile, either use; a reveal; passing a banana
        peel to a random seat; a correct "Stop!"), or, with a chance of :data:`FALSE_STOP_CHANCE`, calls
        "Stop!" whatever it owns. A take is of a random tile on offer: with a correct set of cards when one
        exists (a random one: all the hand, cards dropped in random order while the need stays met), except
        with a chance of :data:`BLUFF_CHANCE`, or when none exists, when the cards are a random non-empty part
        of the hand. A seat with nothing open to it does nothing.
        """
        r = rng.random
        n = self.config.players
        if self.phase is Phase.OVER:
            return
        if self.phase is Phase.READY:
            self.apply(StartRound(int(r() * n), self.clock), record=record)
            return
        t = self.clock + int(r() * RANDOM_GAP_MS)
        if t >= self.config.round_ms:
            self.advance(t, record=record)
            return
        action = self._random_action(int(r() * n), t, r)
        if action is None:
            self.advance(t, record=record)
        else:
            self.apply(action, record=record)

    def _random_action(self, p: int, t: int, r: Any) -> Action | None:
        if r() < FALSE_STOP_CHANCE:
            return Stop(p, t)
        hand = self.hands[p]
        offered = [s for s, stack in enumerate(self.stacks) if stack]
        options: list[str] = []
        if offered and hand:
            options += ["take"] * 3
        green = [i for i, tile in enumerate(self.tiles[p]) if not tile.brown]
        if green:
            options.append("flip")
        if not self.refill_used[p]:
            options.append("refill")
        if offered and self.owns_offer(p):
            options.append("reveal")
        if self.banana_ready[p]:
            options.append("banana")
        if self.kinds(p) >= STOP_KINDS:
            options.append("stop")
        if not options:
            return None
        kind = options[int(r() * len(options))]
        if kind == "take":
            s = offered[int(r() * len(offered))]
            order = sorted(range(len(hand)), key=lambda _: r())
            idx = None
            if r() >= BLUFF_CHANCE:
                idx = one_minimal_set(self.stacks[s][-1], [face_of(c) for c in hand], order)
            if idx is None:
                idx = tuple(sorted(order[: 1 + int(r() * len(hand))]))
            return Take(p, t, s, tuple(hand[i] for i in idx))
        if kind == "flip":
            return Flip(p, t, green[int(r() * len(green))])
        if kind == "refill":
            return UseRefill(p, t, RefillMode.NEW_HAND if r() < 0.5 else RefillMode.MORE)
        if kind == "reveal":
            return Reveal(p, t, offered[int(r() * len(offered))])
        if kind == "banana":
            return GiveBanana(p, t, (p + 1 + int(r() * (self.config.players - 1))) % self.config.players)
        return Stop(p, t)

    def playout(self, rng: random.Random) -> None:
        """Random steps (:meth:`play_random`) to the end of the game."""
        while self.phase is not Phase.OVER:
            self.play_random(rng)

    # -- results and views ----------------------------------------------------------------------------------

    def winners(self) -> tuple[int, ...]:
        """The seats that won; before the end, the seats with the most points so far."""
        if self.phase is Phase.OVER:
            return self.won
        totals = self.totals()
        best = max(totals)
        return tuple(p for p, t in enumerate(totals) if t == best)

    def view(self, player: int, history_from: int = 0) -> PlayerView:
        """What ``player`` may know: the offer, the own hand and the cards under the own tiles; of the others
        only how many cards they hold and lay, and which tiles they own; of the decks only their sizes.
        Checked tiles' cards are public. ``history_from``: the view's history holds only the entries from
        that one on."""
        return self._view(player, history_from)

    def spectator_view(self, history_from: int = 0) -> PlayerView:
        """What someone without a seat may know (``player`` is :data:`NOBODY`): no hand, no cards under
        unchecked tiles, nobody's taken tiles' cards or drawn cards in the history, no legal actions."""
        return self._view(None, history_from)

    def events_for(self, events: Iterable[Event], player: int | None) -> list[Event]:
        """``events`` as ``player`` (None: a spectator) may know them (see :func:`events_for`)."""
        return events_for(events, player)

    def _view(self, player: int | None, history_from: int = 0) -> PlayerView:
        n = self.config.players
        views = getattr(self, "_views", None)
        if views is None:
            views = self._views = RedactedHistory()
        tiles = []
        for q in range(n):
            row = []
            for t, st in zip(self.tiles[q], self.status[q], strict=True):
                shown = q == player or st in (TileStatus.CHECKED, TileStatus.WRONG)
                row.append(TileView(t.combo, t.brown, t.cards if shown else None, len(t.cards), st))
            tiles.append(tuple(row))
        return PlayerView(
            player=NOBODY if player is None else player,
            players=n,
            variant=self.config.variant,
            phase=self.phase,
            round=self.round,
            rounds=ROUNDS,
            clock=self.clock,
            round_ms=self.config.round_ms,
            time_left=self.time_left(),
            offer=self.offer(),
            stack_sizes=tuple(len(s) for s in self.stacks),
            revealed=tuple(self.revealed),
            hand=() if player is None else tuple(self.hands[player]),
            hand_sizes=tuple(len(h) for h in self.hands),
            deck_sizes=tuple(len(d) for d in self.decks),
            tiles=tuple(tiles),
            refill_used=tuple(self.refill_used),
            banana_peels=tuple(self.banana),
            banana_ready=False if player is None else self.banana_ready[player],
            discard_size=len(self.discard),
            round_scores=tuple(self.round_scores),
            penalties=tuple(self.penalties),
            totals=self.totals(),
            scoring=self.scoring,
            won=self.won,
            history=views.get(self._log, player, _redacted_entry, history_from),
            legal=() if player is None else tuple(self.legal_actions(player)),
        )

    # -- JSON -----------------------------------------------------------------------------------------------

    def to_json(self) -> JSONObject:
        """The whole game: its configuration and log (which replay it exactly) and a snapshot."""
        return {"game": GAME_NAME, "version": SAVE_VERSION, "config": self.config.to_json(),
                "log": self.log_since(0), "snapshot": self.snapshot()}

    def log_since(self, start: int) -> list[JSON]:
        """The entries of the saved log (``to_json``'s ``log``) from the ``start``-th on."""
        return [e.action.to_json() if e.action is not None else {"type": "advance", "at": e.at}
                for e in self.history_since(start)]

    def snapshot(self) -> JSONObject:
        """Everything in the state but its log, as JSON (decks and stacks top first)."""
        return {
            "phase": str(self.phase),
            "round": self.round,
            "deal": self.deal,
            "clock": self.clock,
            "next_mark": self.next_mark,
            "decks": [_ids(reversed(d)) for d in self.decks],
            "hands": [_ids(h) for h in self.hands],
            "stacks": [[combo_id(c) for c in reversed(s)] for s in self.stacks],
            "revealed": [combo_id(c) for c in self.revealed],
            "tiles": [[{"combo": combo_id(t.combo), "side": "brown" if t.brown else "green",
                        "cards": _ids(t.cards), "status": str(st)}
                       for t, st in zip(ts, sts, strict=True)] for ts, sts in zip(self.tiles, self.status,
                                                                                strict=True)],
            "refill_used": list(self.refill_used),
            "banana_peels": list(self.banana),
            "banana_ready": list(self.banana_ready),
            "discard": _ids(self.discard),
            "round_scores": [list(r) for r in self.round_scores],
            "penalties": list(self.penalties),
            "restarting": self.restarting,
            "plays": self.plays,
            "winners": list(self.won),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> State:
        """Rebuild a game by replaying its log; raise ValueError if the data is damaged."""
        check_save_header(data, game=GAME_NAME, label="4 Monkeys", version=SAVE_VERSION)
        try:
            cfg = data["config"]
            state = new_game(int(cfg["players"]), seed=int(cfg["seed"]), variant=Variant(cfg["variant"]),
                             round_ms=int(cfg["round_ms"]))
            replay_log(state, data["log"])
        except (KeyError, TypeError, IndexError) as exc:
            raise ValueError(f"damaged game data: {exc!r}") from exc
        if "snapshot" in data and data["snapshot"] != state.snapshot():
            raise ValueError("damaged game data: the snapshot does not match the replayed log")
        return state

    def same_game(self, other: State) -> bool:
        return self.config == other.config and self.snapshot() == other.snapshot()

    def __repr__(self) -> str:
        return (f"State(phase={self.phase}, round={self.round}, clock={self.clock}, "
                f"offer={[combo_id(c) if c is not None else None for c in self.offer()]})")


@lru_cache(maxsize=4096)
def _minimal_sets(combo: int, faces: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """:func:`~beastybar_access.games.monkeys.tiles.minimal_sets`, remembered: a hand changes far more
    rarely than its legal actions are listed (every view of every seat lists them)."""
    return tuple(minimal_sets(combo, faces))


def _deal_seed(seed: int, deal: int) -> int:
    """The seed of a game's ``deal``-th shuffle (distinct for every deal of a game)."""
    return (abs(seed) << 16) | (deal & 0xFFFF)


def _ids(cards: Iterable[int]) -> list[str]:
    return [card_id(c) for c in cards]


def events_for(events: Iterable[Event], player: int | None) -> list[Event]:
    """The events as ``player`` may know them: others' hidden cards None (``None``, a spectator:
    everybody's)."""
    return [redact(e, player) for e in events]


def _entry(node: tuple[Any, ...]) -> Entry:
    """The entry of one node of the log."""
    _, player, at, action, ev, _ = node
    return Entry(player, at, action, tuple(ev) if ev is not None else None)


def _redacted_entry(node: tuple[Any, ...], player: int | None) -> Entry:
    return _redact(_entry(node), player)


def _redact(e: Entry, player: int | None) -> Entry:
    action = e.action
    if isinstance(action, Take) and action.player != player:
        action = None
    events = tuple(redact(x, player) for x in e.events) if e.events is not None else None
    return Entry(e.player, e.at, action, events)


@dataclass(frozen=True, slots=True)
class TileView:
    """An owned tile as one player sees it: ``cards`` None when hidden (another's, not checked)."""

    combo: int
    brown: bool
    cards: tuple[int, ...] | None
    count: int
    status: TileStatus

    @property
    def value(self) -> int:
        return VALUE[self.combo][self.brown]


@dataclass(frozen=True, slots=True)
class PlayerView:
    """All that one player may know. UI, narration and bots see only this."""

    player: int
    players: int
    variant: Variant
    phase: Phase
    round: int
    rounds: int
    clock: int
    round_ms: int
    time_left: int
    offer: tuple[int | None, ...]
    """The top tile of each stack (None: empty)."""
    stack_sizes: tuple[int, ...]
    revealed: tuple[int, ...]
    hand: tuple[int, ...]
    """Own hand (card integers)."""
    hand_sizes: tuple[int, ...]
    deck_sizes: tuple[int, ...]
    tiles: tuple[tuple[TileView, ...], ...]
    """Every seat's tiles this round, in the order taken."""
    refill_used: tuple[bool, ...]
    banana_peels: tuple[int, ...]
    banana_ready: bool
    discard_size: int
    round_scores: tuple[tuple[int, ...], ...]
    penalties: tuple[int, ...]
    totals: tuple[int, ...]
    scoring: Scoring | None
    """The scoring of the round just ended (public: faces of checked cards only)."""
    won: tuple[int, ...]
    history: tuple[Entry, ...]
    legal: tuple[Action, ...]
    """This player's actions now (bluffed takes aside, see :meth:`State.legal_actions`)."""

    def kinds(self, player: int) -> int:
        return len({t.combo for t in self.tiles[player]})


# -- a new game --------------------------------------------------------------------------------------------


def new_game(players: int, seed: int | None = None, variant: Variant | str = Variant.STANDARD,
             first: int | None = None, round_ms: int | None = None) -> State:
    """A new game, READY for its first :class:`StartRound`. ``round_ms`` None: 4 minutes, family variants 5;
    longer ("relaxed") or shorter rounds are settings. ``first`` is accepted for the registry's signature
    and means nothing here (there are no turns); it must be None or a seat."""
    if not _is_int(players) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"4 Monkeys is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
    if first is not None and not (_is_int(first) and 0 <= first < players):
        raise ValueError(f"the first player must be a seat from 0 to {players - 1}, not {first}")
    variant = Variant(variant)
    if round_ms is None:
        round_ms = rules.FAMILY_ROUND_MS if variant.family else rules.ROUND_MS
    if not _is_int(round_ms) or not 1 <= round_ms <= rules.MAX_ROUND_MS:
        raise ValueError(f"a round lasts 1 to {rules.MAX_ROUND_MS} milliseconds, not {str(round_ms)[:20]}")
    if seed is None:
        seed = random.SystemRandom().randrange(2**63)
    s = State.__new__(State)
    s.config = Config(players, seed, variant, round_ms)
    s.phase = Phase.READY
    s.round = 1
    s.deal = 0
    s.clock = 0
    s.next_mark = 0
    s.decks = [deck_cards(p) for p in range(players)]
    s.hands = [[] for _ in range(players)]
    s.stacks = [[] for _ in range(players + rules.EXTRA_STACKS)]
    s.revealed = []
    s.tiles = [[] for _ in range(players)]
    s.status = [[] for _ in range(players)]
    s.refill_used = [False] * players
    s.banana = [0] * players
    s.banana_ready = [False] * players
    s.discard = []
    s.round_scores = []
    s.penalties = [0] * players
    s.scoring = None
    s.restarting = False
    s.plays = 0
    s.won = ()
    s._marks = rules.timer_marks(round_ms)
    s._log = None
    return s


def replay_log(state: State, entries: Iterable[object]) -> None:
    """Replay saved log entries (``log_since``'s) onto ``state``, as :meth:`State.from_json` does: also a
    copy of a table's game kept elsewhere (the server's planner process) follows the table this way."""
    for item in entries:
        if isinstance(item, dict) and item.get("type") == "advance":
            state.advance(item["at"])
        else:
            state.apply(action_from_json(item))


def card_census(state: State) -> Counter[int]:
    """How many times each card is somewhere (decks, hands, under tiles, discarded): each of the players'
    decks' cards exactly once in a real game."""
    return Counter(chain(*state.decks, *state.hands, state.discard,
                         *(t.cards for ts in state.tiles for t in ts)))


def tile_census(state: State) -> Counter[int]:
    """How many tiles of each combo are in the stacks, set aside from the offer or owned (after a deal:
    one per tile set)."""
    return Counter(chain(state.revealed, *state.stacks, (t.combo for ts in state.tiles for t in ts)))


__all__ = [
    "ANYONE",
    "Action",
    "Config",
    "Entry",
    "Flip",
    "GiveBanana",
    "IllegalActionError",
    "OwnedTile",
    "Phase",
    "PlayerView",
    "Reveal",
    "StartRound",
    "State",
    "Stop",
    "Take",
    "TileStatus",
    "TileView",
    "UseRefill",
    "Variant",
    "action_from_json",
    "card_census",
    "event_from_json",
    "events_for",
    "new_game",
    "replay_log",
    "tile_census",
]


if TYPE_CHECKING:
    from beastybar_access.games.base import RealtimeState

    def _as_realtime(state: State) -> RealtimeState[Action, Event, PlayerView]:
        """The type checker's proof that :class:`State` is what the real-time driver drives."""
        return state
