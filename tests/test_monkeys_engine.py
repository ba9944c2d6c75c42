"""The 4 Monkeys game state: dealing, every action and its refusals, the timer and timestamped actions,
rounds, "Stop!", the variants, views, preview, JSON replay and determinism."""

from __future__ import annotations

import doctest
import json
import random
from dataclasses import fields, replace
from typing import Any

import pytest

from beastybar_access.games import get_game
from beastybar_access.games.base import GameState
from beastybar_access.games.monkeys import engine, events
from beastybar_access.games.monkeys.cards import card_of, face_of, parse_face
from beastybar_access.games.monkeys.engine import (
    ANYONE,
    Flip,
    GiveBanana,
    IllegalActionError,
    OwnedTile,
    Phase,
    Reveal,
    StartRound,
    State,
    Stop,
    Take,
    TileStatus,
    UseRefill,
    action_from_json,
    card_census,
    events_for,
    new_game,
    tile_census,
)
from beastybar_access.games.monkeys.events import (
    BananaGiven,
    CardsDealt,
    CardsDrawn,
    ComboChecked,
    DeckEmptied,
    DrawReason,
    DuplicatesSetAside,
    EndReason,
    GameOver,
    PenaltyApplied,
    PlayerEvent,
    RefillMode,
    RefillUsed,
    RoundEnded,
    RoundScored,
    RoundStarted,
    SmartestChosen,
    StopCalled,
    TileFlipped,
    TileRevealed,
    TileTaken,
    TimerTick,
    event_from_json,
    redact,
)
from beastybar_access.games.monkeys.narration import MonkeysNarrator
from beastybar_access.games.monkeys.tiles import COMBO_IDS, NUM_COMBOS, is_correct, parse_combo

MINUTE = 60_000


def f(text: str) -> list[int]:
    return [parse_face(t) for t in text.split()]


def started(players: int = 2, seed: int = 1, **kw: Any) -> State:
    s = new_game(players, seed=seed, **kw)
    s.apply(StartRound(0, 0))
    return s


def give(s: State, p: int, text: str) -> list[int]:
    """Put these faces of ``p``'s own deck into ``p``'s hand; the old hand goes under the deck."""
    new = []
    for face in f(text):
        c = card_of(p, face)
        zone = s.decks[p] if c in s.decks[p] else s.hands[p]
        zone.remove(c)
        new.append(c)
    s.decks[p][:0] = s.hands[p]
    s.hands[p] = new
    return new[:]


def on_top(s: State, stack: int, combo: str) -> None:
    """Swap a tile of ``combo`` onto the top of ``stack``."""
    c = parse_combo(combo)
    target = s.stacks[stack]
    if target and target[-1] == c:
        return
    for pile in s.stacks:  # from below the tops, so as not to change the rest of the offer
        for i, x in enumerate(pile[:-1]):
            if x == c:
                pile[i], target[-1] = target[-1], pile[i]
                return
    raise AssertionError(f"no {combo} left below the tops")


def grant(s: State, p: int, combo: str, text: str = "", brown: bool = False) -> None:
    """Give ``p`` a tile of ``combo`` from the stacks (below the tops if there is one) with these faces of
    ``p``'s own cards under it."""
    c = parse_combo(combo)
    for pile in s.stacks:  # not from the offer (the tops) if it can be helped
        if c in pile[:-1]:
            pile.remove(c)
            break
    else:
        for pile in s.stacks:
            if c in pile:
                pile.remove(c)
                break
        else:
            raise AssertionError(f"no {combo} left in the stacks")
    cards = []
    for face in f(text):
        card = card_of(p, face)
        if card in s.decks[p]:
            s.decks[p].remove(card)
        else:  # in the hand: the deck's top card takes its place
            s.hands[p][s.hands[p].index(card)] = s.decks[p].pop()
        cards.append(card)
    s.tiles[p].append(OwnedTile(c, brown, tuple(cards)))
    s.status[p].append(TileStatus.KEPT)


def census_ok(s: State) -> bool:
    counts = card_census(s)
    return len(counts) == 40 * s.num_players and set(counts.values()) == {1}


NARRATORS = (MonkeysNarrator("cs"), MonkeysNarrator("en"))


def refused(s: State, action: Any, code: str) -> IllegalActionError:
    before = s.snapshot()
    with pytest.raises(IllegalActionError) as exc:
        s.apply(action)
    assert exc.value.code == code, (action, exc.value)
    for narrator in NARRATORS:  # the console can say why in its own words, not the generic refusal
        said = narrator.refusal(code, exc.value.args_).text
        assert said != narrator.refusal("?").text, (code, narrator.lang)
    assert not s.is_legal(action) and s.snapshot() == before
    return exc.value


@pytest.mark.parametrize("module", [engine, events])
def test_doctests(module: object) -> None:
    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


# -- the game and its set-up -------------------------------------------------------------------------------


def test_registered_and_follows_the_protocol() -> None:
    spec = get_game("monkeys")
    assert (spec.min_players, spec.max_players) == (2, 4)
    assert tuple(spec.variants) == ("standard", "banana", "family", "family-banana")
    s = spec.new_game(3, seed=1)
    assert isinstance(s, GameState) and s.current == ANYONE == -1
    assert spec.from_json(s.to_json()).same_game(s)
    for bad in (1, 5, True):
        with pytest.raises(ValueError, match="2 to 4 players"):
            new_game(bad)
    for bad_ms in (0, 60 * MINUTE + 1, 10**29):  # at most the command line's hour (issue 27, N1)
        with pytest.raises(ValueError, match="a round lasts 1 to"):
            new_game(2, round_ms=bad_ms)
    with pytest.raises(ValueError, match="seat"):
        new_game(2, first=2)
    assert new_game(2, first=1).round_ms == 4 * MINUTE
    assert new_game(2, variant="family").round_ms == 5 * MINUTE
    assert new_game(2, variant="family-banana").round_ms == 5 * MINUTE
    assert new_game(2, round_ms=10 * MINUTE).round_ms == 10 * MINUTE  # a relaxed setting


def test_before_the_first_round_only_a_start_from_anyone() -> None:
    s = new_game(3, seed=4)
    assert s.phase is Phase.READY and s.legal_actions(2) == [StartRound(2, 0)]
    assert s.legal_actions() == [StartRound(p, 0) for p in range(3)]
    refused(s, Stop(0, 0), "not_started")
    refused(s, Take(0, 0, 0, (0,)), "not_started")
    assert census_ok(s)


@pytest.mark.parametrize(("players", "sizes"), [(2, [8, 8, 7, 7]), (3, [6] * 5), (4, [7, 7, 7, 7, 6, 6])])
def test_the_deal(players: int, sizes: list[int]) -> None:
    s = new_game(players, seed=9)
    ev = s.apply(StartRound(players - 1, 1234))
    assert s.phase is Phase.PLAY and s.clock == 0 and s.round == 1 and s.deal == 1
    assert [len(p) for p in s.stacks] == sizes  # two more stacks than players, as even as can be
    counts = tile_census(s)
    assert set(counts) == set(range(NUM_COMBOS)) and set(counts.values()) == {max(players, 3)}
    assert all(len(h) == 5 for h in s.hands) and all(len(d) == 35 for d in s.decks)
    assert all(all(c // 40 == p for c in s.hands[p] + s.decks[p]) for p in range(players))  # own decks
    assert census_ok(s)
    assert ev[0] == RoundStarted(1, False, 4 * MINUTE, s.offer(), tuple(sizes))
    assert ev[1:] == [CardsDealt(p, tuple(s.hands[p]), 5) for p in range(players)]
    assert events_for(ev, 0)[2] == CardsDealt(1, None, 5)
    refused(s, StartRound(0, 10), "round_running")


# -- actions -----------------------------------------------------------------------------------------------


def test_a_correct_take_and_drawing_back_to_five() -> None:
    s = started()
    hand = give(s, 0, "blue-circle-circle red-square-pentagon green-triangle-square yellow-circle-square "
                      "red-triangle-pentagon")
    on_top(s, 1, "gold-1")
    below = s.stacks[1][-2]
    take = Take(0, 500, 1, (hand[0],))
    assert take in s.legal_actions(0, at=500)
    ev = s.apply(take)
    assert ev[0] == TileTaken(0, 1, parse_combo("gold-1"), 0, (hand[0],), 1, below)
    drawn = ev[1]
    assert isinstance(drawn, CardsDrawn) and drawn.count == 1 and drawn.decks == (0,)
    assert drawn.reason is DrawReason.TAKE and len(s.hands[0]) == 5
    assert s.tiles[0] == [OwnedTile(parse_combo("gold-1"), False, (hand[0],))]
    assert s.stacks[1][-1] == below and s.plays == 2 and s.clock == 500
    seen = events_for(ev, 1)
    assert seen[0].cards is None and seen[0].count == 1 and seen[1].cards is None  # type: ignore[attr-defined]
    assert census_ok(s)


def test_a_bluff_is_legal_but_not_listed() -> None:
    s = started()
    hand = give(s, 0, "blue-circle-square red-square-pentagon green-triangle-square yellow-circle-square "
                      "red-triangle-pentagon")
    on_top(s, 0, "gold-3")
    bluff = Take(0, 0, 0, (hand[0], hand[1]))
    assert bluff not in s.legal_actions(0) and s.is_legal(bluff)
    assert not any(isinstance(a, Take) and a.stack == 0 for a in s.legal_actions(0))
    s.apply(bluff)
    assert s.tiles[0][0].combo == parse_combo("gold-3") and len(s.hands[0]) == 5


def test_listed_takes_are_every_correct_choice() -> None:
    s = started(seed=3)
    hand = give(s, 0, "red-circle-circle blue-circle-square green-circle-triangle yellow-square-square "
                      "red-triangle-pentagon")
    for i in range(len(s.stacks)):
        on_top(s, i, "circles-3" if i == 0 else "gold-2")
    takes = [a for a in s.legal_actions(0) if isinstance(a, Take)]
    assert {a.cards for a in takes if a.stack == 0} == {(hand[0], hand[1]), (hand[0], hand[2])}
    assert {a.cards for a in takes if a.stack == 1} == {(hand[0], hand[3])}
    for a in takes:
        assert is_correct(s.stacks[a.stack][-1], [face_of(c) for c in a.cards]) and s.is_legal(a)


def test_refused_takes_say_why_and_change_nothing() -> None:
    s = started()
    hand = s.hands[0]
    other = s.hands[1][0]
    refused(s, Take(0, 0, 0, ()), "no_cards")
    refused(s, Take(0, 0, 0, (hand[0], hand[0])), "card_twice")
    err = refused(s, Take(0, 0, 0, (other,)), "not_in_hand")
    assert err.args_["cards"] == (other,)
    assert refused(s, Take(0, 0, 9, (hand[0],)), "bad_stack").args_ == {"stack": 9, "stacks": len(s.stacks)}
    refused(s, Take(0, 0, "0", (hand[0],)), "bad_stack")  # type: ignore[arg-type]
    refused(s, Take(2, 0, 0, (hand[0],)), "bad_seat")
    refused(s, Take(0, 1.5, 0, (hand[0],)), "bad_time")  # type: ignore[arg-type]
    refused(s, "take", "not_an_action")  # type: ignore[arg-type]
    s.revealed += s.stacks[0]
    s.stacks[0] = []
    refused(s, Take(0, 0, 0, (hand[0],)), "stack_empty")


def test_flip_a_tile_to_draw_three() -> None:
    s = started()
    grant(s, 0, "gold-2", "red-circle-circle blue-square-square")
    refused(s, Flip(0, 0, 1), "bad_tile")
    assert Flip(0, 0, 0) in s.legal_actions(0)
    ev = s.apply(Flip(0, 100, 0))
    assert ev[0] == TileFlipped(0, 0, parse_combo("gold-2"))
    assert isinstance(ev[1], CardsDrawn) and ev[1].count == 3 and ev[1].reason is DrawReason.FLIP
    assert s.tiles[0][0].brown and len(s.hands[0]) == 8
    refused(s, Flip(0, 100, 0), "already_flipped")
    assert Flip(0, 100, 0) not in s.legal_actions(0)


def test_the_refill_tile_two_ways_once_a_round() -> None:
    s = started(seed=5)
    old = tuple(s.hands[0])
    ev = s.apply(UseRefill(0, 0, RefillMode.NEW_HAND))
    assert ev[0] == RefillUsed(0, RefillMode.NEW_HAND, old, 5)
    assert events_for(ev, 1)[0] == RefillUsed(0, RefillMode.NEW_HAND, None, 5)
    assert ev[1].reason is DrawReason.NEW_HAND and ev[1].count == 5  # type: ignore[attr-defined]
    assert s.discard == list(old) and not set(old) & set(s.hands[0]) and len(s.hands[0]) == 5
    refused(s, UseRefill(0, 0, RefillMode.MORE), "refill_used")
    assert not any(isinstance(a, UseRefill) for a in s.legal_actions(0))
    ev = s.apply(UseRefill(1, 0, RefillMode.MORE))
    assert ev[0] == RefillUsed(1, RefillMode.MORE, (), 0) and len(s.hands[1]) == 8
    assert ev[1].reason is DrawReason.MORE  # type: ignore[attr-defined]
    refused(s, UseRefill(0, 0, "all"), "bad_mode")  # type: ignore[arg-type]
    assert census_ok(s)


def test_revealing_needs_every_kind_on_offer() -> None:
    s = started(seed=2)
    for i, combo in enumerate(("gold-1", "gold-1", "gold-2", "rainbow")):
        on_top(s, i, combo)
    grant(s, 0, "gold-1", "blue-circle-circle")
    err = refused(s, Reveal(0, 0, 0), "offer_not_owned")
    assert err.args_["missing"] == (parse_combo("gold-2"), parse_combo("rainbow"))
    grant(s, 0, "gold-2", "red-circle-circle green-square-square")
    grant(s, 0, "rainbow", "red-circle-triangle")
    assert [a for a in s.legal_actions(0) if isinstance(a, Reveal)] == [Reveal(0, 0, i) for i in range(4)]
    below = s.stacks[3][-2]
    ev = s.apply(Reveal(0, 10, 3))
    assert ev == [TileRevealed(0, 3, parse_combo("rainbow"), below)]
    assert s.revealed == [parse_combo("rainbow")] and s.offer()[3] == below
    assert not s.is_legal(Reveal(1, 10, 0))  # the others own nothing
    refused(s, Reveal(0, 10, 7), "bad_stack")
    counts = tile_census(s)
    assert set(counts.values()) == {3}


def test_an_empty_deck_draws_from_the_next_seats() -> None:
    s = started(3, seed=6)
    s.discard += s.decks[0][1:]
    del s.decks[0][1:]  # one card left in seat 0's deck
    s.apply(UseRefill(0, 0, RefillMode.MORE))
    drawn = [e for e in s.history[-1].events or () if isinstance(e, (CardsDrawn, DeckEmptied))]
    assert drawn[0].decks == (0, 1, 1) and drawn[1] == DeckEmptied(0)  # type: ignore[union-attr]
    assert census_ok(s)
    for q in (1, 2):
        s.discard += s.decks[q]
        s.decks[q] = []
    ev = s.apply(UseRefill(1, 0, RefillMode.MORE))
    assert ev[1] == CardsDrawn(1, (), 0, (), DrawReason.MORE)  # every deck is empty


# -- the timer and timestamps ------------------------------------------------------------------------------


def test_the_timer_marks_and_the_end_of_time() -> None:
    s = started()
    assert s.advance(59_999) == [] and s.time_left() == 180_001
    assert s.advance(60_000) == [TimerTick(180_000)]
    ev = s.apply(Stop(1, 3 * MINUTE + 40_000))  # an action late in the round: the marks first
    assert ev[:3] == [TimerTick(120_000), TimerTick(60_000), TimerTick(30_000)]
    assert isinstance(ev[3], StopCalled) and not ev[3].correct  # a false stop, the round again
    s.apply(StartRound(0, 3 * MINUTE + 50_000))
    assert s.clock == 0 and s.next_mark == 0
    refused(s, Stop(0, 4 * MINUTE), "time_up")
    ev = s.advance(4 * MINUTE + 5)
    assert [type(e) for e in ev[:6]] == [TimerTick] * 5 + [RoundEnded]
    assert ev[5] == RoundEnded(1, EndReason.TIME, None)
    assert [type(e) for e in ev[6:8]] == [DuplicatesSetAside, SmartestChosen]
    assert isinstance(ev[-1], RoundScored) and ev[-1].round == 1
    assert s.phase is Phase.READY and s.round == 2 and s.clock == 4 * MINUTE + 5
    assert s.advance(5 * MINUTE) == [] and s.phase is Phase.READY


def test_short_and_relaxed_rounds() -> None:
    s = started(round_ms=20_000)
    assert s.advance(20_000)[0] == TimerTick(10_000)
    s = started(round_ms=10 * MINUTE)
    ticks = [e.remaining_ms for e in s.advance(10 * MINUTE - 1) if isinstance(e, TimerTick)]
    assert ticks == [m * MINUTE for m in range(9, 0, -1)] + [30_000, 10_000]


def test_time_never_goes_back_and_seats_interleave() -> None:
    s = started(3)
    s.apply(UseRefill(2, 1000, RefillMode.MORE))
    s.apply(UseRefill(0, 1000, RefillMode.MORE))  # the same time: fine, in the order given
    refused(s, UseRefill(1, 999, RefillMode.MORE), "time_backwards")
    with pytest.raises(IllegalActionError, match="cannot go back"):
        s.advance(10)
    with pytest.raises(IllegalActionError, match="whole milliseconds"):
        s.advance(2000.5)  # type: ignore[arg-type]
    assert s.legal_actions(1, at=999) == [] and s.legal_actions(1, at=1000)
    s.apply(UseRefill(1, 1500, RefillMode.NEW_HAND))
    assert [e.player for e in s.history if e.action is not None] == [0, 2, 0, 1]


def test_no_op_clock_moves_are_logged_once() -> None:
    s = started()
    for t in range(0, 50_000, 100):
        s.advance(t)
    assert len(s.history) == 2 and s.history[-1].action is None and s.history[-1].at == 49_900
    s.advance(60_000)  # a mark: kept
    s.advance(60_100)
    s.advance(60_200)
    assert [(e.at, e.action) for e in s.history[1:]] == [(49_900, None), (60_000, None), (60_200, None)]
    assert State.from_json(s.to_json()).same_game(s)


# -- Stop! and the rounds ----------------------------------------------------------------------------------


def all_kinds(s: State, p: int) -> None:
    sets = {"gold-1": "blue-circle-circle", "circles-3": "red-circle-square blue-circle-triangle",
            "gold-2": "red-circle-circle green-square-square", "shapes-4": "yellow-circle-triangle",
            "colour-3": "green-circle-triangle", "colours-4": "yellow-circle-square",
            "rainbow": "red-circle-triangle", "colour-4": "red-triangle-square",
            "shape-5": "green-pentagon-pentagon", "gold-3": "yellow-pentagon-pentagon"}
    for combo, text in sets.items():
        grant(s, p, combo, text)


def test_a_correct_stop_ends_and_scores_the_round() -> None:
    s = started()
    all_kinds(s, 1)
    assert s.kinds(1) == 10
    ev = s.apply(Stop(1, 90_000))
    types = [type(e) for e in ev]
    assert ev[1] == StopCalled(1, True, 10) and ev[2] == RoundEnded(1, EndReason.STOP, 1)
    assert types.index(DuplicatesSetAside) == 3 and types[4] is SmartestChosen and types[-1] is RoundScored
    checked = [e for e in ev if isinstance(e, ComboChecked)]
    assert checked and all(e.player == 1 for e in checked[:1])
    assert s.phase is Phase.READY and s.round == 2 and s.scoring is not None
    assert all(not h for h in s.hands) and census_ok(s)


def test_a_false_stop_costs_ten_and_deals_the_round_again() -> None:
    s = started(seed=8)
    grant(s, 0, "gold-1", "blue-circle-circle")
    first_hand = tuple(s.hands[1])
    ev = s.apply(Stop(0, 5000))
    assert ev == [StopCalled(0, False, 1), PenaltyApplied(0, 10, -10), RoundEnded(1, EndReason.FALSE_STOP, 0)]
    assert s.phase is Phase.READY and s.round == 1 and s.round_scores == [] and s.totals() == (-10, 0)
    ev = s.apply(StartRound(1, 6000))
    assert ev[0].restart and s.deal == 2 and s.round == 1 and s.tiles == [[], []]  # type: ignore[attr-defined]
    assert tuple(s.hands[1]) != first_hand and s.clock == 0
    s.advance(4 * MINUTE)
    assert s.round == 2 and s.totals()[0] == -10 + s.round_scores[0][0]


def test_three_rounds_then_the_game_is_over() -> None:
    s = new_game(2, seed=3)
    for r in range(3):
        s.apply(StartRound(r % 2, s.clock))
        grant(s, 0, "gold-3", "red-circle-circle blue-square-square green-triangle-triangle")
        ev = s.advance(4 * MINUTE)
    assert isinstance(ev[-1], GameOver) and ev[-1].winners == (0,) and ev[-1].totals == (21, 0)
    assert s.is_over() and s.winners() == (0,) and s.round_scores == [(7, 0)] * 3
    assert s.legal_actions() == [] and s.advance(10**9) == []
    refused(s, StartRound(0, 10**9), "game_over")


def test_checked_tiles_show_their_status_and_cards() -> None:
    s = started(3)
    grant(s, 0, "gold-3", "red-circle-circle blue-square-square green-triangle-triangle")
    grant(s, 1, "gold-2", "red-circle-circle")  # wrong, but not checked: seat 1 is not the smartest
    grant(s, 2, "gold-1", "blue-circle-circle")
    grant(s, 2, "gold-1", "red-circle-circle")
    s.advance(4 * MINUTE)
    assert s.status == [[TileStatus.CHECKED], [TileStatus.KEPT], [TileStatus.DUPLICATE] * 2]
    assert s.round_scores == [(7, 3, -4)]
    v = s.view(1)
    assert v.tiles[0][0].cards == s.tiles[0][0].cards and v.tiles[2][0].cards is None
    assert v.tiles[1][0].cards == s.tiles[1][0].cards and v.scoring is s.scoring


# -- the variants ------------------------------------------------------------------------------------------


def test_banana_peels_are_passed_right_after_a_take() -> None:
    s = started(3, variant="banana")
    assert s.banana == [1, 1, 1]
    refused(s, GiveBanana(0, 0, 1), "banana_not_now")
    on_top(s, 0, "gold-1")
    card = give(s, 0, "blue-circle-circle")[0]
    s.apply(Take(0, 10, 0, (card,)))
    assert [a for a in s.legal_actions(0) if isinstance(a, GiveBanana)] == [GiveBanana(0, 10, 1),
                                                                          GiveBanana(0, 10, 2)]
    refused(s, GiveBanana(0, 10, 0), "bad_seat")
    s.apply(UseRefill(1, 20, RefillMode.MORE))  # others may act in between
    assert s.apply(GiveBanana(0, 30, 2)) == [BananaGiven(0, 2)]
    assert s.banana == [0, 1, 2]
    refused(s, GiveBanana(0, 40, 1), "banana_not_now")  # one peel per take
    # seat 2 takes, then does something else first: the chance is gone
    on_top(s, 1, "gold-1")
    card = give(s, 2, "red-circle-circle")[0]
    s.apply(Take(2, 50, 1, (card,)))
    s.apply(UseRefill(2, 60, RefillMode.MORE))
    refused(s, GiveBanana(2, 70, 0), "banana_not_now")
    ev = s.advance(4 * MINUTE)
    scored = ev[-1]
    assert isinstance(scored, RoundScored)
    assert [line.banana_peels for line in scored.scores] == [0, 1, 2]
    assert [line.score for line in scored.scores] == [1, -3, 1 - 6]
    s.apply(StartRound(0, s.clock))
    assert s.banana == [1, 1, 1]


def test_no_banana_peels_in_the_standard_game() -> None:
    s = started()
    on_top(s, 0, "gold-1")
    card = give(s, 0, "blue-circle-circle")[0]
    s.apply(Take(0, 10, 0, (card,)))
    assert s.banana == [0, 0] and not any(isinstance(a, GiveBanana) for a in s.legal_actions(0))
    refused(s, GiveBanana(0, 10, 1), "no_bananas")


def test_the_family_variant_scores_by_tiles() -> None:
    s = started(variant="family")
    grant(s, 0, "gold-1", "blue-circle-circle")
    grant(s, 0, "gold-2", "red-circle-circle green-square-square", brown=True)
    grant(s, 0, "circles-3", "red-circle-square blue-circle-triangle green-circle-pentagon", brown=True)
    grant(s, 1, "gold-3", "red-circle-circle blue-square-square green-triangle-triangle")
    ev = s.advance(5 * MINUTE)
    assert [e.players for e in ev if isinstance(e, SmartestChosen)] == [(0,)]
    assert s.round_scores == [(1 + 1 + 1, 1)]  # green, two brown, smartest; one green


# -- views, preview, events --------------------------------------------------------------------------------


def test_views_show_the_own_hand_and_only_sizes_of_the_rest() -> None:
    s = started(3, seed=11)
    grant(s, 1, "gold-1", "blue-circle-circle")
    v = s.view(0)
    assert v.hand == tuple(s.hands[0]) and v.hand_sizes == (5, 5, 5) and v.deck_sizes == (35, 34, 35)
    assert v.tiles[1][0].cards is None and v.tiles[1][0].count == 1 and v.tiles[1][0].value == 1
    assert s.view(1).tiles[1][0].cards == s.tiles[1][0].cards
    assert v.offer == s.offer() and v.time_left == 4 * MINUTE and v.legal == tuple(s.legal_actions(0))
    assert not hasattr(v, "seed") and not hasattr(v, "decks")


def test_view_history_hides_others_takes_and_draws() -> None:
    s = started()
    on_top(s, 0, "gold-1")
    card = give(s, 0, "blue-circle-circle")[0]
    s.apply(Take(0, 10, 0, (card,)))
    mine, theirs = s.view(0).history[-1], s.view(1).history[-1]
    assert mine.action == Take(0, 10, 0, (card,)) and theirs.action is None and theirs.player == 0
    assert theirs.events is not None and theirs.events[0].cards is None  # type: ignore[attr-defined]
    deal = s.view(1).history[0].events
    assert deal is not None and deal[1] == CardsDealt(0, None, 5)
    assert deal[2].cards is not None  # type: ignore[attr-defined]  # one's own deal


def test_preview_changes_nothing_and_hides_what_a_draw_would_give() -> None:
    s = started()
    before = s.snapshot()
    ev = s.preview(Flip(0, 0, 0)) if s.tiles[0] else s.preview(UseRefill(0, 100, RefillMode.MORE))
    assert ev[-1] == CardsDrawn(0, None, 3, ev[-1].decks, DrawReason.MORE)  # type: ignore[attr-defined]
    assert s.snapshot() == before
    all_kinds(s, 0)
    ev = s.preview(Stop(0, 200))
    assert isinstance(ev[-1], RoundEnded)  # the scoring would turn up others' cards: not previewed
    assert s.phase is Phase.PLAY


def test_every_event_and_action_round_trips_through_json() -> None:
    s = new_game(3, seed=21, variant="banana")
    rng = random.Random(2)
    seen: set[str] = set()
    while not s.is_over():
        if s.phase is Phase.READY:
            ev = s.apply(StartRound(0, s.clock))
        else:
            t = s.clock + rng.randrange(3000)
            if t >= s.round_ms:
                ev = s.advance(t)
            else:
                acts = [a for a in s.legal_actions(rng.randrange(3), at=t)
                        if not isinstance(a, Stop) or s.kinds(a.player) == NUM_COMBOS]
                ev = s.apply(acts[rng.randrange(len(acts))]) if acts else s.advance(t)
        for e in ev:
            seen.add(e.type)
            assert event_from_json(json.loads(json.dumps(e.to_json()))) == e
    assert {"round_started", "tile_taken", "cards_drawn", "combo_checked", "round_scored", "game_over",
            "timer_tick", "smartest_chosen"} <= seen
    for entry in s.history:
        if entry.action is not None:
            assert action_from_json(json.loads(json.dumps(entry.action.to_json()))) == entry.action


def test_the_events_of_one_seat_are_player_events_with_the_player_first() -> None:
    for kind in events.EVENT_TYPES.values():
        names = [f.name for f in fields(kind)]  # type: ignore[arg-type]
        assert ("player" in names) is issubclass(kind, PlayerEvent), kind
        if "player" in names:
            assert names[0] == "player", kind  # to_json's and the constructors' order stays as it was
    dealt = CardsDealt(1, (3, 4), 2)
    assert redact(dealt, 0) == CardsDealt(1, None, 2) and redact(dealt, 1) is dealt
    assert list(dealt.to_json()) == ["type", "player", "cards", "count"]


@pytest.mark.parametrize("bad", [None, {}, {"type": "dance", "player": 0, "at": 0},
                                 {"type": "stop", "player": "0", "at": 0}, {"type": "stop", "player": 0},
                                 {"type": "take", "player": 0, "at": 0, "stack": 0, "cards": "x"},
                                 {"type": "take", "player": 0, "at": 0, "stack": 0, "cards": ["red"]},
                                 {"type": "refill", "player": 0, "at": 0, "mode": "all"}])
def test_action_from_json_refuses_bad_actions(bad: object) -> None:
    with pytest.raises(ValueError):
        action_from_json(bad)


# -- JSON replay and determinism ---------------------------------------------------------------------------


def random_game(players: int, seed: int, play_seed: int, steps: int = 10**6, **kw: Any) -> State:
    s = new_game(players, seed=seed, **kw)
    rng = random.Random(play_seed)
    for _ in range(steps):
        if s.is_over():
            break
        s.play_random(rng)
    return s


def test_a_recorded_game_replays_exactly() -> None:
    s = random_game(3, seed=5, play_seed=6)
    data = json.loads(json.dumps(s.to_json()))
    back = State.from_json(data)
    assert back.same_game(s) and back.to_json() == s.to_json()
    data["snapshot"]["plays"] += 1
    with pytest.raises(ValueError, match="snapshot"):
        State.from_json(data)
    data = s.to_json()
    data["log"][3]["at"] = -5
    with pytest.raises(ValueError):
        State.from_json(data)
    for broken in ({"game": "cubirds"}, {**s.to_json(), "version": 9}, {**s.to_json(), "config": {}}):
        with pytest.raises(ValueError):
            State.from_json(broken)


def test_the_same_sequence_gives_the_same_game() -> None:
    a = random_game(4, seed=12, play_seed=1, steps=300)
    b = new_game(4, seed=12)
    events_a: list[dict[str, Any]] = []
    events_b: list[dict[str, Any]] = []
    c = new_game(4, seed=12)
    for entry in a.history:  # replay the log through the public calls, recording events this time
        if entry.action is None:
            events_b += [e.to_json() for e in b.advance(entry.at)]
            events_a += [e.to_json() for e in c.advance(entry.at)]
        else:
            events_b += [e.to_json() for e in b.apply(entry.action)]
            events_a += [e.to_json() for e in c.apply(entry.action)]
    assert b.snapshot() == a.snapshot() == c.snapshot() and events_a == events_b
    assert random_game(4, seed=13, play_seed=1, steps=300).snapshot() != a.snapshot()


def test_play_random_is_reproducible_and_copies_are_independent() -> None:
    a = random_game(2, seed=3, play_seed=4)
    b = random_game(2, seed=3, play_seed=4)
    assert a.to_json() == b.to_json() and a.is_over() and len(a.round_scores) == 3
    s = random_game(2, seed=3, play_seed=4, steps=150)
    c = s.copy()
    snap = c.snapshot()
    s.playout(random.Random(0))
    assert c.snapshot() == snap and s.is_over()


def test_every_listed_action_passes_check() -> None:
    s = random_game(3, seed=9, play_seed=9, steps=120)
    assert s.phase is Phase.PLAY
    acts = s.legal_actions()
    assert acts and acts == [a for p in range(3) for a in s.legal_actions(p)]
    assert s.num_legal_actions() == len(acts)
    for a in acts:
        s.check(a)
        assert a.at == s.clock
    later = s.legal_actions(0, at=s.clock + 10)
    assert all(replace(a, at=s.clock + 10) == a for a in later)


def test_take_repr_names_the_cards() -> None:
    c = card_of(1, parse_face("red-circle-circle"))
    assert repr(Take(0, 5, 2, (c,))) == "Take(0, at=5, stack=2, ['red-circle-circle@green'])"
    assert COMBO_IDS[0] == "gold-1"
