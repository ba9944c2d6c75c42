"""Cubirds' invariants, checked after every action by ``simulate --check`` (see ``games/checks.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from beastybar_access.games.checks import check_legal, check_told, hide, require

if TYPE_CHECKING:
    from beastybar_access.games.cubirds.engine import State


class Checker:
    def __init__(self, state: State) -> None:
        from beastybar_access.games.base import NOBODY
        from beastybar_access.games.cubirds.cards import NUM_SPECIES
        from beastybar_access.games.cubirds.events import HIDDEN_CARDS

        self.hidden = {t.__name__: "cards" for t in HIDDEN_CARDS}
        self.hidden_types: dict[type, str] = {t: "cards" for t in HIDDEN_CARDS}
        self.nobody = NOBODY
        self.no_hand = (0,) * NUM_SPECIES

    def step(self, state: State, rng: random.Random) -> None:
        from beastybar_access.games.cubirds.cards import COUNT
        from beastybar_access.games.cubirds.engine import Phase, card_census, events_for

        actions = check_legal(state)
        events = state.apply(actions[rng.randrange(len(actions))])
        require(card_census(state) == list(COUNT), "the card census: a card lost or doubled")
        if state.phase is Phase.LAY or state.phase is Phase.OVER:
            exhausted = state.exhausted or (not state.pile and not any(state.discard))
            require(exhausted or all(len(set(r)) >= 2 for r in state.rows),
                     "a row of one species after a turn")
        for player in range(state.num_players):
            check_told(events_for(events, player), player, self.hidden)

    SHOWN = ("player", "players", "variant", "phase", "current", "first", "round", "plays", "rows", "hand",
             "hand_sizes", "collections", "pile_size", "discard_size", "lay_row", "pending", "exhausted",
             "end", "won")
    """A view's fields but its history and legal actions."""

    def shown(self, state: State, player: int | None) -> tuple[object, ...]:
        """The values of :attr:`SHOWN` in ``player``'s view (None: the spectator's), as the state says: the
        own hand (a spectator's all zeros), of the others' hands, the pile and the discard only sizes."""
        config = state.config
        return (self.nobody if player is None else player, config.players, config.variant, state.phase,
                state.current, config.first, state.round, state.plays, tuple(tuple(r) for r in state.rows),
                self.no_hand if player is None else tuple(state.hands[player]),
                tuple(sum(h) for h in state.hands), tuple(tuple(c) for c in state.collections),
                len(state.pile), sum(state.discard), state.lay_row,
                state.pending if state.pending >= 0 else None, state.exhausted, state.end, state.won)

    def legal(self, state: State, player: int | None, legal: Iterable[object]) -> None:
        require(tuple(legal) == (tuple(state.legal_actions()) if player == state.current else ()),
                 f"a view lists wrong legal actions (seat {player})")

    def told(self, node: Any, player: int | None) -> object:
        """The log's entry ``node`` as ``player`` must be told it: others' drawn, dealt and discarded cards
        hidden (even in the player's own decisions)."""
        from beastybar_access.games.cubirds.engine import Decision, _decision

        d = _decision(node)
        return Decision(d.player, d.action, hide(d.events, player, self.hidden_types))

    def full(self, state: State) -> None:
        """Nothing more: every view is checked whole after every action."""
