"""Cubirds' invariants, checked after every action by ``simulate --check`` (see ``games/checks.py``)."""

from __future__ import annotations

import random
from typing import Any

from beastybar_access.games.checks import check_legal, check_told, require


class Checker:
    def __init__(self, state: Any) -> None:
        from beastybar_access.games.cubirds.events import HIDDEN_CARDS

        self.hidden = {t.__name__: "cards" for t in HIDDEN_CARDS}

    def step(self, state: Any, rng: random.Random) -> None:
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

    def views(self, state: Any) -> None:
        for player in range(state.num_players):
            v = state.view(player)
            require(tuple(v.hand) == tuple(state.hands[player]), "a view's hand is not the player's")
            for d in v.history:
                check_told(d.events or (), player, self.hidden)
