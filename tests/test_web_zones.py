"""Each game draws its table for the browser in zones of cards (``GameEntry.zones``) from a view alone: every
card with its name, strength or count and braille cells, in cs and en; a spectator's zones hold no hand; the
last card played is marked."""

from __future__ import annotations

import random

import pytest

from beastybar_access.games import entries, get_entry


def played(game: str, moves: int, seed: int = 3):  # type: ignore[no-untyped-def]
    state = get_entry(game).spec().new_game(2, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        if state.is_over():
            break
        legal = state.legal_actions()
        if not legal:
            if callable(getattr(state, "advance", None)):
                state.advance(state.clock + 500)
                continue
            break
        state.apply(rng.choice(legal))
    return state


def test_every_game_draws_its_table() -> None:
    assert all(e.zones is not None for e in entries())


@pytest.mark.parametrize("game", ["beastybar", "cubirds", "monkeys"])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_zones_from_a_seat_and_a_spectator(game: str, lang: str) -> None:
    entry = get_entry(game)
    assert entry.zones is not None
    state = played(game, 12)
    seat = entry.zones(state.view(0), lang, ["Ana", "Bob"])
    spectator = entry.zones(state.spectator_view(), lang, ["Ana", "Bob"])
    assert "hand" in [z.id for z in seat]
    assert "hand" not in [z.id for z in spectator]
    for zone in seat + spectator:
        assert zone.title and not any("\u2800" <= ch <= "\u28ff" for ch in zone.title + zone.text)
        for card in zone.cards:
            assert card.name and not any("\u2800" <= ch <= "\u28ff" for ch in card.name)
            assert card.braille and all("\u2800" <= ch <= "\u28ff" for ch in card.braille)


def test_beasty_bar_marks_the_card_just_played() -> None:
    state = played("beastybar", 1)
    zones = {z.id: z for z in get_entry("beastybar").zones(state.view(1), "en", ["Ana", "Bob"])}
    last = [c for z in zones.values() for c in z.cards if c.last]
    assert len(last) == 1 and last[0].number is not None


def test_cubirds_marks_the_birds_just_laid() -> None:
    from beastybar_access.games.cubirds.engine import Lay

    state = get_entry("cubirds").spec().new_game(2, seed=3)
    lay = next(a for a in state.legal_actions() if isinstance(a, Lay))
    state.apply(lay)
    view = state.view(1)
    zones = {z.id: z for z in get_entry("cubirds").zones(view, "en", ["Ana", "Bob"])}
    marked = [c for c in zones[f"row-{lay.row + 1}"].cards if c.last]
    others = [c for z in zones.values() if z.id != f"row-{lay.row + 1}" for c in z.cards if c.last]
    assert marked and not others
    from beastybar_access.games.cubirds.braille_cards import species_cells

    assert {c.braille for c in marked} == {species_cells(lay.species)}, "the laid bird's cards only"
