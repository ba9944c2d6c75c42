"""Invariants of each game's engine, checked after every action (``beastybar simulate --check``).

What the property tests hold over a few hundred random games, written once here so that a long run can
prove it over many more: every card exactly once (card census), the table's bounds (Beasty Bar's queue of
at most four after a turn, Cubirds' rows of two species, 4 Monkeys' clock and tiles), the legal actions
(some while the game runs, none twice, as many as counted), and the players' views (a player's own hand as
it is; nobody's hidden cards in anyone else's view or in the history they are told).

:func:`play_checked` plays one game of uniformly random legal actions and calls the game's checker after
every action; a broken invariant is an :class:`InvariantError` naming it.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from itertools import chain
from typing import Any

MAX_STEPS = 100_000
"""Far beyond any game's length: a game that runs longer does not end."""


class InvariantError(AssertionError):
    """An invariant that does not hold after an action."""


def _require(ok: bool, what: str) -> None:
    if not ok:
        raise InvariantError(what)


def _check_legal(state: Any) -> list[Any]:
    """The legal actions, checked: some while the game runs (none after), none twice, counted right."""
    actions = state.legal_actions()
    if state.is_over():
        _require(not actions, "a legal action after the game's end")
        return actions
    _require(bool(actions), "no legal action while the game runs")
    _require(len(actions) == len(set(actions)), "a legal action listed twice")
    _require(len(actions) == state.num_legal_actions(), "the legal actions counted differently")
    return list(actions)


# --- Beasty Bar ------------------------------------------------------------------------------------------


class _BeastyBar:
    def __init__(self, state: Any) -> None:
        from beastybar_access.games.beastybar.cards import colour_cards

        self.expected = sorted(c for p in range(state.num_players) for c in colour_cards(p))

    def step(self, state: Any, rng: random.Random) -> None:
        from beastybar_access.games.beastybar.engine import Phase, events_for
        from beastybar_access.games.beastybar.events import CardPlayed

        actions = _check_legal(state)
        setting_aside = state.phase is Phase.SET_ASIDE
        hand = set(state.order[state.current] if setting_aside else state.hands[state.current])
        for a in actions:
            named = set(getattr(a, "cards", ()))
            if not setting_aside:
                named.add(a.card)
            _require(named <= hand, "a legal action names a card not in the player's hand")
        events = state.apply(actions[rng.randrange(len(actions))])
        for e in events:
            if isinstance(e, CardPlayed):
                _require(e.pos <= 4, "a card joined a queue of five")
        zones = [state.queue, state.bar, state.thats_it, *state.hands, *state.piles, *state.set_aside]
        if state.phase is Phase.SET_ASIDE:
            zones += [o for p, o in enumerate(state.order) if not state.set_aside[p]]
        _require(sorted(chain.from_iterable(zones)) == self.expected,
                 "the card census: a card lost or doubled")
        _require(len(state.queue) <= 4, "five cards in the queue after a turn")
        for player in range(state.num_players):
            _check_told(events_for(events, player), player, _BB_HIDDEN)

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
            _require(not shown & hidden, "a view shows a hidden card")
            for t in v.history:
                _check_told(t.events or (), player, _BB_HIDDEN)
            for a in v.legal:
                _require(not (set(getattr(a, "cards", ())) | {getattr(a, "card", -1)}) & hidden,
                         "a legal action of a view names a hidden card")


_BB_HIDDEN = {"CardDrawn": "card", "CardsSetAside": "cards"}
"""Beasty Bar's events whose named field only their player may see."""


def _check_told(events: Any, player: int, hidden: dict[str, str]) -> None:
    """``events`` as ``player`` is told them hold nobody else's hidden cards."""
    for e in events:
        field = hidden.get(type(e).__name__)
        if field is not None and e.player != player:
            _require(getattr(e, field) is None, f"another player's {type(e).__name__} told with its cards")


# --- Cubirds ---------------------------------------------------------------------------------------------


class _Cubirds:
    def __init__(self, state: Any) -> None:
        from beastybar_access.games.cubirds.events import HIDDEN_CARDS

        self.hidden = {t.__name__: "cards" for t in HIDDEN_CARDS}

    def step(self, state: Any, rng: random.Random) -> None:
        from beastybar_access.games.cubirds.cards import COUNT
        from beastybar_access.games.cubirds.engine import Phase, card_census, events_for

        actions = _check_legal(state)
        events = state.apply(actions[rng.randrange(len(actions))])
        _require(card_census(state) == list(COUNT), "the card census: a card lost or doubled")
        if state.phase is Phase.LAY or state.phase is Phase.OVER:
            exhausted = state.exhausted or (not state.pile and not any(state.discard))
            _require(exhausted or all(len(set(r)) >= 2 for r in state.rows),
                     "a row of one species after a turn")
        for player in range(state.num_players):
            _check_told(events_for(events, player), player, self.hidden)

    def views(self, state: Any) -> None:
        for player in range(state.num_players):
            v = state.view(player)
            _require(tuple(v.hand) == tuple(state.hands[player]), "a view's hand is not the player's")
            for d in v.history:
                _check_told(d.events or (), player, self.hidden)


# --- 4 Monkeys -------------------------------------------------------------------------------------------


class _Monkeys:
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
        _require(len(census) == 40 * players and set(census.values()) == {1},
                 "the card census: a card lost or doubled")
        if state.deal:
            tiles = tile_census(state)
            _require(set(tiles) == set(range(NUM_COMBOS)) and set(tiles.values()) == {tile_sets(players)},
                     "the tile census: a tile lost or doubled")
        if state.phase is Phase.PLAY:
            _require(0 <= state.clock < state.round_ms, "the clock outside the round")
            _require(phase is not Phase.PLAY or state.clock >= clock, "the clock went back")
            _require(sum(state.banana) == (players if state.variant.banana else 0),
                     "banana peels lost or doubled")
        node = state._log  # the engine's log, newest entry first: a step adds one entry
        if node is not None and node is not self.seen and node[4] is not None:
            for player in range(players):
                _check_told(events_for(node[4], player), player, self.hidden)
        self.seen = node

    def views(self, state: Any) -> None:
        from beastybar_access.games.monkeys.engine import Take, TileStatus

        _check_legal(state)  # listing every take of tiles is slow: with the views, not after every step
        players = state.num_players
        for player in range(players):
            v = state.view(player)
            _require(tuple(v.hand) == tuple(state.hands[player]), "a view's hand is not the player's")
            for entry in v.history:
                if isinstance(entry.action, Take):
                    _require(entry.action.player == player, "a view's history shows another player's take")
                _check_told(entry.events or (), player, self.hidden)
            for q in range(players):
                for t, status in zip(v.tiles[q], state.status[q], strict=True):
                    hidden = q != player and status in (TileStatus.KEPT, TileStatus.DUPLICATE)
                    _require((t.cards is None) == hidden,
                             "a view shows a kept tile's cards or hides an open one")


_CHECKERS: dict[str, Callable[[Any], Any]] = {
    "beastybar": _BeastyBar, "cubirds": _Cubirds, "monkeys": _Monkeys}
"""Per game: the checker of one game (``step``: one random action and every check; ``views``: every
player's whole view)."""


def play_checked(state: Any, game: str, rng: random.Random) -> int:
    """Play ``state`` (game ``game``) to its end with uniformly random legal actions; the number of actions
    checked. After every action: the card census, the table's bounds, the legal actions and what each
    player is told of it (the engine's own redaction, as the views use it); every player's whole view at
    one random moment of the game and at its end. :class:`InvariantError` on the first broken invariant."""
    checker = _CHECKERS[game](state)
    view_at = rng.randrange(30)
    steps = 0
    while not state.is_over():
        checker.step(state, rng)
        steps += 1
        if steps == view_at:
            checker.views(state)
        _require(steps < MAX_STEPS, f"the game did not end within {MAX_STEPS} actions")
    _check_legal(state)
    checker.views(state)
    return steps


__all__ = ["MAX_STEPS", "InvariantError", "play_checked"]
