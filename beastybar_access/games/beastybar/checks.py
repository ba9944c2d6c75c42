"""Beasty Bar's invariants, checked after every action by ``simulate --check`` (see ``games/checks.py``)."""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import chain
from typing import TYPE_CHECKING, Any

from beastybar_access.games.checks import InvariantError, check_legal, check_told, hide, require

if TYPE_CHECKING:
    from beastybar_access.games.beastybar.engine import State

_BB_HIDDEN = {"CardDrawn": "card", "CardsSetAside": "cards"}
"""Beasty Bar's events whose named field only their player may see."""


class Checker:
    def __init__(self, state: State) -> None:
        from beastybar_access.games.beastybar.cards import colour_cards
        from beastybar_access.games.beastybar.events import CardDrawn, CardsSetAside

        self.expected = sorted(c for p in range(state.num_players) for c in colour_cards(p))
        from beastybar_access.games.base import NOBODY
        from beastybar_access.games.beastybar.engine import Phase

        self.hidden: dict[type, str] = {CardDrawn: "card", CardsSetAside: "cards"}
        self.nobody = NOBODY
        self.set_aside_phase = Phase.SET_ASIDE

    def step(self, state: State, rng: random.Random) -> None:
        from beastybar_access.games.beastybar.engine import Phase, Play, events_for
        from beastybar_access.games.beastybar.events import CardPlayed

        actions = check_legal(state)
        setting_aside = state.phase is Phase.SET_ASIDE
        hand = set(state.order[state.current] if setting_aside else state.hands[state.current])
        for a in actions:
            named = set(getattr(a, "cards", ()))
            if not setting_aside:
                if not isinstance(a, Play):
                    raise InvariantError("a legal action other than a play while cards are played")
                named.add(a.card)
            require(named <= hand, "a legal action names a card not in the player's hand")
        events = state.apply(actions[rng.randrange(len(actions))])
        for e in events:
            if isinstance(e, CardPlayed):
                require(e.pos <= 4, "a card joined a queue of five")
        zones = [state.queue, state.bar, state.thats_it, *state.hands, *state.piles, *state.set_aside]
        if state.phase is Phase.SET_ASIDE:
            zones += [o for p, o in enumerate(state.order) if not state.set_aside[p]]
        require(sorted(chain.from_iterable(zones)) == self.expected,
                 "the card census: a card lost or doubled")
        require(len(state.queue) <= 4, "five cards in the queue after a turn")
        for player in range(state.num_players):
            check_told(events_for(events, player), player, _BB_HIDDEN)

    SHOWN = ("player", "players", "variant", "phase", "current", "first", "queue", "bar", "thats_it", "hand",
             "set_aside", "hand_counts", "pile_counts", "set_aside_done", "plays")
    """A view's fields but its history and legal actions."""

    def shown(self, state: State, player: int | None) -> tuple[object, ...]:
        """The values of :attr:`SHOWN` in ``player``'s view (None: the spectator's), as the state says."""
        if player is None:
            hand: tuple[int, ...] = ()
        elif state.phase is self.set_aside_phase and player == state.current:
            hand = tuple(sorted(state.order[player]))
        else:
            hand = tuple(state.hands[player])
        config = state.config
        return (self.nobody if player is None else player, config.players, config.variant, state.phase,
                state.current, config.first, tuple(state.queue), tuple(state.bar), tuple(state.thats_it),
                hand, () if player is None else tuple(state.set_aside[player]),
                tuple(len(h) for h in state.hands), tuple(len(p) for p in state.piles),
                tuple(bool(a) for a in state.set_aside), state.plays)

    def legal(self, state: State, player: int | None, legal: Iterable[object]) -> None:
        mine = player == state.current and not state.is_over()
        require(tuple(legal) == (tuple(state.legal_actions()) if mine else ()),
                 f"a view lists wrong legal actions (seat {player})")

    def told(self, node: Any, player: int | None) -> object:
        """The log's entry ``node`` as ``player`` must be told it: others' set-aside cards and drawn cards
        hidden."""
        from beastybar_access.games.beastybar.engine import SetAside, Turn, _turn

        turn = _turn(node)
        if turn.player == player:
            return turn
        action = SetAside(()) if isinstance(turn.action, SetAside) else turn.action
        return Turn(turn.player, action, hide(turn.events, player, self.hidden))

    def full(self, state: State) -> None:
        """Nothing more: every view is checked whole after every action."""
