"""4 Monkeys' invariants, checked after every action by ``simulate --check`` (see ``games/checks.py``)."""

from __future__ import annotations

import random
from typing import Any

from beastybar_access.games.checks import check_legal, check_told, require


class Checker:
    def __init__(self, state: Any) -> None:
        from beastybar_access.games.monkeys.events import HIDDEN_CARDS

        self.hidden = {t.__name__: f for t, f in HIDDEN_CARDS.items()}
        self.seen: Any = None
        """The newest history entry already checked (the engine's log is a linked list, newest first)."""

    def step(self, state: Any, rng: random.Random) -> None:
        from beastybar_access.games.monkeys.engine import Phase, card_census, events_for, tile_census
        from beastybar_access.games.monkeys.rules import tile_sets
        from beastybar_access.games.monkeys.tiles import NUM_COMBOS

        players = state.num_players
        clock, phase = state.clock, state.phase
        state.play_random(rng, record=True)
        census = card_census(state)
        require(len(census) == 40 * players and set(census.values()) == {1},
                 "the card census: a card lost or doubled")
        if state.deal:
            tiles = tile_census(state)
            require(set(tiles) == set(range(NUM_COMBOS)) and set(tiles.values()) == {tile_sets(players)},
                     "the tile census: a tile lost or doubled")
        if state.phase is Phase.PLAY:
            require(0 <= state.clock < state.round_ms, "the clock outside the round")
            require(phase is not Phase.PLAY or state.clock >= clock, "the clock went back")
            require(sum(state.banana) == (players if state.variant.banana else 0),
                     "banana peels lost or doubled")
        node = state._log  # the engine's log, newest entry first: a step adds one entry
        if node is not None and node is not self.seen and node[4] is not None:
            for player in range(players):
                check_told(events_for(node[4], player), player, self.hidden)
        self.seen = node

    def views(self, state: Any) -> None:
        from beastybar_access.games.monkeys.engine import Take, TileStatus

        check_legal(state)  # listing every take of tiles is slow: with the views, not after every step
        players = state.num_players
        for player in range(players):
            v = state.view(player)
            require(tuple(v.hand) == tuple(state.hands[player]), "a view's hand is not the player's")
            for entry in v.history:
                if isinstance(entry.action, Take):
                    require(entry.action.player == player, "a view's history shows another player's take")
                check_told(entry.events or (), player, self.hidden)
            for q in range(players):
                for t, status in zip(v.tiles[q], state.status[q], strict=True):
                    hidden = q != player and status in (TileStatus.KEPT, TileStatus.DUPLICATE)
                    require((t.cards is None) == hidden,
                             "a view shows a kept tile's cards or hides an open one")
