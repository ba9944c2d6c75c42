"""4 Monkeys' invariants, checked after every action by ``simulate --check`` (see ``games/checks.py``)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from beastybar_access.games.checks import check_legal, check_told, hide, require

if TYPE_CHECKING:
    from beastybar_access.games.monkeys.engine import State


class Checker:
    def __init__(self, state: State) -> None:
        from beastybar_access.games.base import NOBODY
        from beastybar_access.games.monkeys.engine import TileStatus
        from beastybar_access.games.monkeys.events import HIDDEN_CARDS

        self.hidden = {t.__name__: f for t, f in HIDDEN_CARDS.items()}
        self.hidden_types: dict[type, str] = dict(HIDDEN_CARDS)
        self.nobody = NOBODY
        self.kept = (TileStatus.KEPT, TileStatus.DUPLICATE)
        self.seen: Any = None
        """The newest history entry already checked (the engine's log is a linked list, newest first)."""

    def step(self, state: State, rng: random.Random) -> None:
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

    SHOWN = ("player", "players", "variant", "phase", "round", "rounds", "clock", "round_ms", "time_left",
             "offer", "stack_sizes", "revealed", "hand", "hand_sizes", "deck_sizes", "tiles", "refill_used",
             "banana_peels", "banana_ready", "discard_size", "round_scores", "penalties", "totals", "scoring",
             "won")
    """A view's fields but its history and legal actions."""

    def shown(self, state: State, player: int | None) -> tuple[object, ...]:
        """The values of :attr:`SHOWN` in ``player``'s view (None: the spectator's), as the state says: the
        own hand and the cards under the own tiles; of others' tiles the cards only once checked."""
        from beastybar_access.games.monkeys.engine import TileView
        from beastybar_access.games.monkeys.rules import ROUNDS

        kept = self.kept
        tiles = tuple(
            tuple(TileView(t.combo, t.brown, None if q != player and st in kept else t.cards, len(t.cards),
                           st)
                  for t, st in zip(state.tiles[q], state.status[q], strict=True))
            for q in range(state.num_players))
        config = state.config
        return (self.nobody if player is None else player, config.players, config.variant, state.phase,
                state.round, ROUNDS, state.clock, config.round_ms, state.time_left(), state.offer(),
                tuple(len(s) for s in state.stacks), tuple(state.revealed),
                () if player is None else tuple(state.hands[player]), tuple(len(h) for h in state.hands),
                tuple(len(d) for d in state.decks), tiles, tuple(state.refill_used), tuple(state.banana),
                False if player is None else state.banana_ready[player], len(state.discard),
                tuple(state.round_scores), tuple(state.penalties), state.totals(), state.scoring, state.won)

    def legal(self, state: State, player: int | None, legal: Any) -> None:
        """Listing every take is slow: after every action only that a view's actions are its seat's, at the
        clock, with cards of its hand (in full in :meth:`full`)."""
        if player is None:
            require(not legal, "the spectator's view lists legal actions")
            return
        hand = set(state.hands[player])
        for a in legal:
            require(a.player == player and a.at == state.clock and set(getattr(a, "cards", ())) <= hand,
                    f"seat {player + 1}'s view lists an action of another seat, time or hand")

    def told(self, node: Any, player: int | None) -> object:
        """The log's entry ``node`` as ``player`` must be told it: others' takes (which cards, so which tile
        is bluffed) and hidden cards hidden."""
        from beastybar_access.games.monkeys.engine import Entry, Take, _entry

        e = _entry(node)
        action = None if isinstance(e.action, Take) and e.action.player != player else e.action
        return Entry(e.player, e.at, action, hide(e.events, player, self.hidden_types))

    def full(self, state: State) -> None:
        """Every seat's view lists exactly the state's legal actions of that seat."""
        check_legal(state)
        for player in range(state.num_players):
            require(state.view(player).legal == tuple(state.legal_actions(player)),
                    f"seat {player + 1}'s view lists other legal actions than the state")
