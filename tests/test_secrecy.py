"""Secrecy lives in the engines: what a seat (or a spectator, seat ``None``) is told depends only on what it
may know.

For each game, at random points of random games, and for every seat and the spectator:

* everything that seat cannot see is dealt anew (:func:`redeal`); its view (the spectator's: the
  spectator view) stays identical;
* then the same action is taken in both worlds; the seat's :meth:`events_for` of what happened and its view
  afterwards are identical.

The new deal keeps in place only what the step itself shows that seat (the card a Beasty Bar player puts in
the queue, the card one draws oneself) and what the actor needs for the action to stay legal, and, where a
public event shows cards from a pile, that pile (Krabčáci's draw pile, 4 Monkeys' decks and the tiles'
cards, which the scoring turns face up). Where the new deal has to keep something, the events' hidden fields
are checked directly: every hidden card of another seat is ``None``.
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from beastybar_access.games.base import NOBODY, GameState
from beastybar_access.games.beastybar import engine as bb
from beastybar_access.games.beastybar.events import CardDrawn, CardsSetAside
from beastybar_access.games.cubirds import engine as cb
from beastybar_access.games.cubirds.cards import counts_of
from beastybar_access.games.cubirds.events import HIDDEN_CARDS as CB_HIDDEN
from beastybar_access.games.cubirds.events import Reshuffled
from beastybar_access.games.monkeys import engine as mk
from beastybar_access.games.monkeys.events import HIDDEN_CARDS as MK_HIDDEN

CHECKS = 4
"""Random points checked per game (each for every seat and the spectator)."""


def _shuffle_slots(slots: list[tuple[list[int], int]], keep: set[int], rng: random.Random) -> None:
    """Deal the cards at ``slots`` (list, index) among themselves, except the cards in ``keep``."""
    free = [(zone, i) for zone, i in slots if zone[i] not in keep]
    cards = [zone[i] for zone, i in free]
    rng.shuffle(cards)
    for (zone, i), card in zip(free, cards, strict=True):
        zone[i] = card


def _view(state: GameState[Any, Any, Any], seat: int | None) -> Any:
    return state.spectator_view() if seat is None else state.view(seat)


def _check_step(state: GameState[Any, Any, Any], other: GameState[Any, Any, Any], seat: int | None,
                do: Any) -> list[Any]:
    """Views equal before, the same step in both worlds, the seat's events and views equal after."""
    assert _view(other, seat) == _view(state, seat)
    events = do(state)
    events_other = do(other)
    seen = state.events_for(events, seat)
    assert other.events_for(events_other, seat) == seen
    assert _view(other, seat) == _view(state, seat)
    if seat is None:
        view = state.spectator_view()
        assert view.player == NOBODY and not any(view.hand) and view.legal == ()
    return seen


def _seats(n: int) -> list[int | None]:
    return [*range(n), None]


# --- Beasty Bar ----------------------------------------------------------------------------------------


def bb_redeal(s: bb.State, seat: int | None, keep: set[int], rng: random.Random) -> bb.State:
    """Every card ``seat`` cannot see dealt anew among the places its owner's cards may be (a pile's order,
    other seats' hands, set-aside cards and, before the set-aside, their twelve cards)."""
    o = s.copy()
    o.hands = [h[:] for h in o.hands]
    o.piles = [p[:] for p in o.piles]
    o.set_aside = [list(a) for a in o.set_aside]
    o.order = [list(x) for x in o.order]
    for owner in range(o.num_players):
        zones = [o.piles[owner]]
        if owner != seat:
            zones += [o.hands[owner], o.set_aside[owner]]
        if o.phase is bb.Phase.SET_ASIDE and o.order and not s.set_aside[owner]:
            zones.append(o.order[owner])  # its order (which cards go to the hand) is nobody's to see
        _shuffle_slots([(z, i) for z in zones for i in range(len(z))], keep, rng)
    return o


def bb_keep(s: bb.State, action: bb.Action, seat: int | None) -> set[int]:
    """What the step shows ``seat`` or needs: the card played; one's own next card and own deal."""
    actor = s.current
    keep: set[int] = set(getattr(action, "cards", ()))
    if isinstance(action, bb.Play):
        keep.add(action.card)
    if actor == seat:
        keep |= set(s.piles[seat][-1:])
        if s.phase is bb.Phase.SET_ASIDE:
            keep |= set(s.order[seat])
    return keep


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 4), st.sampled_from(list(bb.Variant)), st.integers(0, 2**32), st.integers(0, 2**32))
def test_beastybar_a_seat_is_told_only_what_it_may_know(players: int, variant: bb.Variant, seed: int,
                                                        play_seed: int) -> None:
    s = bb.new_game(players, seed=seed, variant=variant)
    rng = random.Random(play_seed)
    checked = 0
    while not s.is_over():
        actions = s.legal_actions()
        action = actions[rng.randrange(len(actions))]
        if rng.random() < CHECKS / 20 or s.phase is bb.Phase.SET_ASIDE:
            for seat in _seats(players):
                first = s.copy()
                other = bb_redeal(first, seat, bb_keep(first, action, seat), rng)
                seen = _check_step(first, other, seat, lambda st_, a=action: st_.apply(a))
                for e in seen:
                    if isinstance(e, CardDrawn) and e.player != seat:
                        assert e.card is None
                    if isinstance(e, CardsSetAside) and e.player != seat:
                        assert e.cards is None
            checked += 1
        s.apply(action)
    assert checked


# --- Krabčáci ------------------------------------------------------------------------------------------


def cb_redeal(s: cb.State, seat: int | None, keep_seats: set[int | None], rng: random.Random) -> cb.State:
    """The hands of the seats not in ``keep_seats`` (nor ``seat``) and the discard pile dealt anew, keeping
    each hand's size (the draw pile stays: refills show its cards to everyone)."""
    o = s.copy()
    n = o.num_players
    redealt = [q for q in range(n) if q != seat and q not in keep_seats]
    pool = [x for x in range(cb.NUM_SPECIES) for _ in range(o.discard[x])]
    for q in redealt:
        pool += [x for x in range(cb.NUM_SPECIES) for _ in range(o.hands[q][x])]
    rng.shuffle(pool)
    o.hands = [list(h) for h in o.hands]
    for q in redealt:
        size = sum(o.hands[q])
        o.hands[q] = counts_of(pool[:size])
        del pool[:size]
    o.discard = counts_of(pool)
    return o


@settings(max_examples=10, deadline=None)
@given(st.integers(2, 5), st.integers(0, 2**32), st.integers(0, 2**32))
def test_cubirds_a_seat_is_told_only_what_it_may_know(players: int, seed: int, play_seed: int) -> None:
    s = cb.new_game(players, seed=seed)
    rng = random.Random(play_seed)
    checked = 0
    while not s.is_over():
        actions = s.legal_actions()
        action = actions[rng.randrange(len(actions))]
        if rng.random() < CHECKS / 40:
            reshuffles = any(isinstance(e, Reshuffled) for e in s.copy().apply(action))
            for seat in _seats(players):
                first = s.copy()
                # when the discard pile (with the hands discarded at a round's end) becomes the draw pile, its
                # cards are shown: nothing is dealt anew then
                keep: set[int | None] = set(range(players)) if reshuffles else {first.current}
                other = cb_redeal(first, seat, keep, rng)
                if reshuffles:
                    other.discard = list(first.discard)
                seen = _check_step(first, other, seat, lambda st_, a=action: st_.apply(a))
                for e in seen:
                    if isinstance(e, CB_HIDDEN) and e.player != seat:
                        assert e.cards is None  # type: ignore[attr-defined]
            checked += 1
        s.apply(action)
    assert checked


# --- 4 Monkeys -----------------------------------------------------------------------------------------


def mk_redeal(s: mk.State, seat: int | None, keep_seats: set[int], rng: random.Random) -> mk.State:
    """The hands of the seats not in ``keep_seats`` (nor ``seat``) and the discard pile dealt anew (the
    decks and the tiles' cards stay: the offer and the scoring show them)."""
    o = s.copy()
    o.hands = [h[:] for h in o.hands]
    o.discard = o.discard[:]
    zones = [o.discard] + [o.hands[q] for q in range(o.num_players) if q != seat and q not in keep_seats]
    _shuffle_slots([(z, i) for z in zones for i in range(len(z))], set(), rng)
    return o


def _mk_step(state: mk.State, entry: mk.Entry) -> list[Any]:
    if entry.action is None:
        return state.advance(entry.at)
    return state.apply(entry.action)


@settings(max_examples=5, deadline=None)
@given(st.integers(2, 4), st.integers(0, 2**32), st.integers(0, 2**32))
def test_monkeys_a_seat_is_told_only_what_it_may_know(players: int, seed: int, play_seed: int) -> None:
    s = mk.new_game(players, seed=seed)
    rng = random.Random(play_seed)
    checked = steps = 0
    while not s.is_over() and steps < 3000:
        steps += 1
        probe = s.copy()
        before = len(probe.history)
        probe.play_random(rng, record=True)
        if len(probe.history) == before:  # a step that only moved the clock within a logged wait
            s = probe
            continue
        entry = probe.history[-1]
        if rng.random() < CHECKS / 100:
            actor = {entry.player} if entry.player >= 0 else set()
            for seat in _seats(players):
                first = s.copy()
                other = mk_redeal(first, seat, actor, rng)
                seen = _check_step(first, other, seat, lambda st_, e=entry: _mk_step(st_, e))
                for e in seen:
                    if type(e) in MK_HIDDEN and e.player != seat:  # type: ignore[attr-defined]
                        assert getattr(e, MK_HIDDEN[type(e)]) is None
            checked += 1
        s = probe
    assert checked


def test_the_spectator_view_holds_no_seats_private_history() -> None:
    """Issue 12 item 15: a spectator's view is the engine's, not seat 0's with the hand taken away."""
    s = bb.new_game(2, seed=1, variant=bb.Variant.ADVANCED, first=0)
    while s.phase is bb.Phase.SET_ASIDE:
        s.apply(s.legal_actions()[0])
    s.apply(s.legal_actions()[0])
    spectator = s.spectator_view()
    assert spectator.player == NOBODY and spectator.hand == () and spectator.set_aside == ()
    for turn in spectator.history:
        for e in turn.events or ():
            assert not (isinstance(e, CardDrawn) and e.card is not None)
            assert not (isinstance(e, CardsSetAside) and e.cards is not None)
        if isinstance(turn.action, bb.SetAside):
            assert turn.action.cards == ()
    m = mk.new_game(2, seed=2)
    rng = random.Random(3)
    while not any(e.action is not None and isinstance(e.action, mk.Take) for e in m.history):
        m.play_random(rng, record=True)
    view = m.spectator_view()
    assert view.player == NOBODY and view.hand == () and view.legal == () and not view.banana_ready
    assert all(not isinstance(e.action, mk.Take) for e in view.history)
    for row in view.tiles:
        for t in row:
            assert t.cards is None or t.status in (mk.TileStatus.CHECKED, mk.TileStatus.WRONG)
    c = cb.new_game(3, seed=4)
    c.apply(c.legal_actions()[0])
    cv = c.spectator_view()
    assert cv.player == NOBODY and not any(cv.hand) and cv.legal == ()
    for d in cv.history:
        for e in d.events or ():
            assert not (isinstance(e, CB_HIDDEN) and e.cards is not None)  # type: ignore[attr-defined]
