"""Beasty Bar's invariants, checked after every action by ``simulate --check`` (see ``games/checks.py``)."""

from __future__ import annotations

import random
from itertools import chain
from typing import Any

from beastybar_access.games.checks import check_legal, check_told, require

_BB_HIDDEN = {"CardDrawn": "card", "CardsSetAside": "cards"}
"""Beasty Bar's events whose named field only their player may see."""


class Checker:
    def __init__(self, state: Any) -> None:
        from beastybar_access.games.beastybar.cards import colour_cards

        self.expected = sorted(c for p in range(state.num_players) for c in colour_cards(p))

    def step(self, state: Any, rng: random.Random) -> None:
        from beastybar_access.games.beastybar.engine import Phase, events_for
        from beastybar_access.games.beastybar.events import CardPlayed

        actions = check_legal(state)
        setting_aside = state.phase is Phase.SET_ASIDE
        hand = set(state.order[state.current] if setting_aside else state.hands[state.current])
        for a in actions:
            named = set(getattr(a, "cards", ()))
            if not setting_aside:
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

    def views(self, state: Any) -> None:
        from beastybar_access.games.beastybar.engine import Phase

        for player in range(state.num_players):
            hidden: set[int] = set()
            for p in range(state.num_players):
                hidden |= set(state.piles[p])
                if p != player:
                    hidden |= set(state.hands[p]) | set(state.set_aside[p])
                    if state.phase is Phase.SET_ASIDE and not state.set_aside[p]:
                        hidden |= set(state.order[p])
            v = state.view(player)
            shown = set(v.queue) | set(v.bar) | set(v.thats_it) | set(v.hand) | set(v.set_aside)
            require(not shown & hidden, "a view shows a hidden card")
            for t in v.history:
                check_told(t.events or (), player, _BB_HIDDEN)
            for a in v.legal:
                require(not (set(getattr(a, "cards", ())) | {getattr(a, "card", -1)}) & hidden,
                         "a legal action of a view names a hidden card")
