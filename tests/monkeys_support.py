"""Test helpers shared by the 4 Monkeys test modules."""

from __future__ import annotations

import random

from beastybar_access.games.monkeys.engine import OwnedTile, State, TileStatus


def hide_and_reshuffle(s: State, player: int, rng: random.Random) -> State:
    """A copy of ``s`` in which everything ``player`` cannot see is dealt differently: the other hands, the
    cards under the others' tiles not turned face up, every deck's content and order, the discard pile."""
    other = s.copy()
    n = other.num_players
    hidden_tiles = [(q, i) for q in range(n) if q != player for i, st_ in enumerate(other.status[q])
                    if st_ in (TileStatus.KEPT, TileStatus.DUPLICATE)]
    pool = [c for d in other.decks for c in d] + list(other.discard)
    pool += [c for q in range(n) if q != player for c in other.hands[q]]
    pool += [c for q, i in hidden_tiles for c in other.tiles[q][i].cards]
    rng.shuffle(pool)

    def deal(k: int) -> list[int]:
        out = pool[:k]
        del pool[:k]
        return out

    other.decks = [deal(len(d)) for d in other.decks]
    other.discard = deal(len(other.discard))
    for q in range(n):
        if q != player:
            other.hands[q] = deal(len(other.hands[q]))
    for q, i in hidden_tiles:
        t = other.tiles[q][i]
        other.tiles[q][i] = OwnedTile(t.combo, t.brown, tuple(deal(len(t.cards))))
    assert not pool
    return other
