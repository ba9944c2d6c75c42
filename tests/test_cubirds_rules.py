"""Cubirds rules, case by case: laying and surrounding, refills, the two-card draw, flocks, winning
collections, rounds, reshuffles and the ends by exhaustion (shared/cubirds/RULES-NOTES.md)."""

from __future__ import annotations

import pytest

from beastybar_access.games.cubirds import rules
from beastybar_access.games.cubirds.cards import (
    BIG_FLOCK,
    COUNT,
    HAND_SIZE,
    NUM_CARDS,
    SMALL_FLOCK,
    Species,
    counts_of,
    flock_keeps,
    parse_species,
    species_id,
)
from beastybar_access.games.cubirds.engine import (
    NO_DRAW,
    NO_FLOCK,
    TAKE_TWO,
    DrawTwo,
    Flock,
    IllegalActionError,
    Lay,
    Phase,
    Refill,
    State,
    card_census,
    new_game,
    table_state,
)
from beastybar_access.games.cubirds.events import (
    Dealt,
    DrewTwo,
    GameOver,
    HandDiscarded,
    PileExhausted,
    RefillDrawn,
    RefillPlaced,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    Taken,
    TurnPassed,
)
from beastybar_access.games.cubirds.rules import LEFT, RIGHT, Side, Win

FLAMINGO, OWL, TOUCAN, DUCK, PARROT, MAGPIE, WARBLER, ROBIN = range(8)


def sp(text: str) -> list[int]:
    """Species from space-separated ids."""
    return [parse_species(t) for t in text.split()]


def names(cards: list[int] | tuple[int, ...]) -> str:
    return " ".join(species_id(c) for c in cards)


FILLER = [sp("flamingo owl"), sp("duck robin"), sp("owl toucan"), sp("robin magpie")]


def table(row0: str, hand: str, *, pile: str = "", discard: str = "", collection: str = "",
          others: tuple[str, ...] = ("robin",), other_collections: tuple[str, ...] = ()) -> State:
    """Seat 0 to lay; row 0 as given, rows 1-3 filler; ``pile`` top card first."""
    hands = [counts_of(sp(hand)), *(counts_of(sp(h)) for h in others)]
    colls = [counts_of(sp(collection))]
    colls += [counts_of(sp(other_collections[i])) if i < len(other_collections) else counts_of([])
              for i in range(len(others))]
    return table_state([sp(row0), *FILLER[1:]], hands, colls, sp(pile), counts_of(sp(discard)))


def hand_of(s: State, seat: int = 0) -> str:
    return names(sorted(c for c, n in enumerate(s.hands[seat]) for _ in range(n)))


# -- the cards ---------------------------------------------------------------------------------------------


def test_the_deck_has_110_cards_of_eight_species_with_their_flock_sizes() -> None:
    assert sum(COUNT) == NUM_CARDS == 110
    table_ = {species_id(s): (COUNT[s], SMALL_FLOCK[s], BIG_FLOCK[s]) for s in Species}
    assert table_ == {
        "flamingo": (7, 2, 3), "owl": (10, 3, 4), "toucan": (10, 3, 4), "duck": (13, 4, 6),
        "parrot": (13, 4, 6), "magpie": (17, 5, 7), "reed-warbler": (20, 6, 9), "robin": (20, 6, 9),
    }


@pytest.mark.parametrize("species", list(Species))
def test_flock_sizes(species: Species) -> None:
    small, big = SMALL_FLOCK[species], BIG_FLOCK[species]
    assert flock_keeps(species, small - 1) == 0
    assert flock_keeps(species, small) == 1
    assert flock_keeps(species, big - 1) == (1 if big - 1 >= small else 0)
    assert flock_keeps(species, big) == 2
    assert flock_keeps(species, big + 3) == 2


# -- laying and surrounding ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("row", "species", "count", "side", "after", "taken"),
    [
        ("flamingo owl parrot", "parrot", 2, LEFT, "parrot parrot parrot", "flamingo owl"),
        ("parrot owl parrot flamingo", "parrot", 1, RIGHT, "parrot owl parrot parrot", "flamingo"),
        ("parrot owl parrot flamingo", "parrot", 1, LEFT, "parrot parrot owl parrot flamingo", ""),
        ("owl duck robin", "magpie", 3, LEFT, "magpie magpie magpie owl duck robin", ""),
        ("owl duck robin", "magpie", 1, RIGHT, "owl duck robin magpie", ""),
        ("owl duck robin owl", "owl", 1, RIGHT, "owl duck robin owl owl", ""),
        ("duck owl toucan owl robin", "owl", 2, LEFT, "owl owl owl toucan owl robin", "duck"),
        ("duck owl toucan owl robin", "owl", 1, RIGHT, "duck owl toucan owl owl", "robin"),
        ("owl flamingo duck", "flamingo", 9, RIGHT, "owl flamingo" + " flamingo" * 9, "duck"),  # more than 7
    ],
)
def test_lay_takes_the_cards_up_to_the_nearest_bird_of_its_kind(
    row: str, species: str, count: int, side: Side, after: str, taken: str
) -> None:
    r = sp(row)
    got = rules.lay(r, parse_species(species), count, side)
    assert names(r) == after
    assert names(got) == taken


def test_lay_lays_every_card_of_the_species_and_takes_the_surrounded_into_the_hand() -> None:
    s = table("flamingo owl parrot", "parrot parrot magpie duck", pile="toucan owl")
    events = s.apply(Lay(PARROT, 0, LEFT))
    assert hand_of(s) == "flamingo owl duck magpie"
    assert Taken(0, 0, (FLAMINGO, OWL)) in events
    assert s.phase is Phase.REFILL and s.current == 0


def test_a_species_not_in_hand_cannot_be_laid() -> None:
    s = table("flamingo owl parrot", "parrot")
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Lay(ROBIN, 0, LEFT))
    assert exc.value.code == "not_in_hand" and exc.value.args_ == {"species": ROBIN}


# -- refilling ---------------------------------------------------------------------------------------------


def test_refill_draws_until_the_row_holds_two_species_with_an_end_chosen_for_each_card() -> None:
    s = table("flamingo owl parrot", "parrot parrot", pile="parrot parrot toucan owl")
    events = s.apply(Lay(PARROT, 0, LEFT))
    assert events[-1] == RefillDrawn(0, 0, PARROT) and s.pending == PARROT
    assert s.legal_actions() == [Refill(LEFT), Refill(RIGHT)]
    s.apply(Refill(LEFT))
    assert s.phase is Phase.REFILL and s.pending == PARROT
    s.apply(Refill(RIGHT))
    assert s.pending == TOUCAN
    events = s.apply(Refill(LEFT))
    assert RefillPlaced(0, 0, TOUCAN, LEFT) in events
    assert names(s.rows[0]) == "toucan parrot parrot parrot parrot parrot"
    assert s.pile == [OWL]
    assert s.pending == -1
    assert s.phase is Phase.LAY and s.current == 1  # no draw after a surround, no flock in hand


def test_a_refill_reshuffles_the_discard_pile_when_the_pile_is_empty() -> None:
    s = table("flamingo owl parrot", "parrot", pile="", discard="robin robin robin")
    events = s.apply(Lay(PARROT, 0, LEFT))
    assert names(s.rows[0]) == "parrot parrot"
    assert Reshuffled(3) in events and s.shuffles == 1
    assert events[-1] == RefillDrawn(0, 0, ROBIN)
    assert s.discard == [0] * 8 and len(s.pile) == 2


def test_a_refill_that_finds_no_card_ends_the_game_after_the_turn() -> None:
    s = table("flamingo owl parrot", "parrot magpie magpie magpie magpie magpie", pile="", discard="",
              collection="duck", others=("robin",), other_collections=("owl owl",))
    events = s.apply(Lay(PARROT, 0, LEFT))
    assert PileExhausted(0) in events and s.exhausted
    assert s.phase is Phase.FLOCK  # the turn goes on: the flock is still allowed
    events = s.apply(Flock(MAGPIE))
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason is Win.PILE_EMPTY
    assert over.winners == (0, 1)  # 2 birds each: a draw
    assert s.is_over() and s.winners() == (0, 1)


def test_exhaustion_is_won_by_the_most_birds() -> None:
    s = table("flamingo owl parrot", "parrot", pile="", discard="", collection="duck duck duck",
              others=("robin",), other_collections=("owl owl",))
    s.apply(Lay(PARROT, 0, LEFT))
    assert s.is_over() and s.winners() == (0,) and s.end is Win.PILE_EMPTY


# -- the optional draw of two ------------------------------------------------------------------------------


def test_nothing_surrounded_offers_the_top_two_cards() -> None:
    s = table("flamingo owl parrot", "owl duck", pile="toucan robin magpie")
    s.apply(Lay(DUCK, 0, LEFT))
    assert s.phase is Phase.DRAW and s.legal_actions() == [TAKE_TWO, NO_DRAW]
    events = s.apply(TAKE_TWO)
    assert DrewTwo(0, (TOUCAN, ROBIN), 2) in events
    assert hand_of(s) == "owl toucan robin" and s.pile == [MAGPIE]


def test_the_two_cards_may_be_declined() -> None:
    s = table("flamingo owl parrot", "owl duck", pile="toucan robin magpie")
    s.apply(Lay(DUCK, 0, LEFT))
    s.apply(NO_DRAW)
    assert hand_of(s) == "owl" and len(s.pile) == 3 and s.current == 1


def test_laying_next_to_the_same_species_surrounds_nothing() -> None:
    s = table("parrot flamingo owl", "parrot owl", pile="toucan robin")
    s.apply(Lay(PARROT, 0, LEFT))
    assert names(s.rows[0]) == "parrot parrot flamingo owl"
    assert s.phase is Phase.DRAW


def test_the_draw_takes_what_is_left_and_reshuffles() -> None:
    s = table("flamingo owl parrot", "owl duck", pile="toucan", discard="robin robin")
    s.apply(Lay(DUCK, 0, LEFT))
    events = s.apply(TAKE_TWO)
    drew = next(e for e in events if isinstance(e, DrewTwo))
    assert drew.cards == (TOUCAN, ROBIN) and Reshuffled(2) in events
    s = table("flamingo owl parrot", "owl duck", pile="toucan")
    s.apply(Lay(DUCK, 0, LEFT))
    events = s.apply(TAKE_TWO)
    assert DrewTwo(0, (TOUCAN,), 1) in events and not s.exhausted and not s.is_over()


def test_no_draw_is_offered_when_no_card_is_left() -> None:
    s = table("flamingo owl parrot", "owl duck", pile="", discard="")
    s.apply(Lay(DUCK, 0, LEFT))
    assert s.phase is Phase.LAY and s.current == 1


def test_no_draw_after_a_surround() -> None:
    s = table("owl flamingo duck toucan", "owl", pile="robin")
    s.apply(Lay(OWL, 0, RIGHT))
    assert names(s.rows[0]) == "owl owl"
    s.apply(Refill(RIGHT))
    assert s.phase is Phase.LAY and s.current == 1
    with pytest.raises(IllegalActionError) as exc:
        s.apply(DrawTwo(True))
    assert exc.value.code == "wrong_decision"


# -- flocks -------------------------------------------------------------------------------------------------


def test_small_flock_keeps_one_and_discards_the_rest() -> None:
    s = table("robin magpie reed-warbler", "duck " + "magpie " * 6 + "toucan",
              pile="robin robin", collection="owl")
    s.apply(Lay(DUCK, 0, RIGHT))
    s.apply(NO_DRAW)
    assert s.legal_actions() == [Flock(MAGPIE), NO_FLOCK]
    s.apply(Flock(MAGPIE))
    assert s.collections[0][MAGPIE] == 1 and s.discard[MAGPIE] == 5
    assert hand_of(s) == "toucan" and s.current == 1


def test_big_flock_keeps_two() -> None:
    s = table("flamingo owl parrot", "duck " + "owl " * 4, pile="robin robin")
    s.apply(Lay(DUCK, 0, RIGHT))
    s.apply(NO_DRAW)
    events = s.apply(Flock(OWL))
    assert s.collections[0][OWL] == 2 and s.discard[OWL] == 2
    assert any(e.type == "flocked" and e.kept == 2 and e.count == 4 for e in events)


def test_too_small_a_flock_is_refused_and_one_flock_a_turn() -> None:
    s = table("flamingo owl parrot", "duck owl owl owl robin robin", pile="robin robin")
    s.apply(Lay(DUCK, 0, RIGHT))
    s.apply(NO_DRAW)
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Flock(ROBIN))
    assert exc.value.code == "flock_too_small" and exc.value.args_["need"] == 6
    with pytest.raises(IllegalActionError) as exc:
        s.apply(Flock(MAGPIE))
    assert exc.value.code == "not_in_hand"
    s.apply(Flock(OWL))
    assert s.current == 1 and s.phase is Phase.LAY  # the turn is over after one flock


def test_a_flock_may_be_declined() -> None:
    s = table("flamingo owl parrot", "duck flamingo flamingo", pile="robin")
    s.apply(Lay(DUCK, 0, RIGHT))
    s.apply(NO_DRAW)
    s.apply(NO_FLOCK)
    assert s.hands[0][FLAMINGO] == 2 and s.current == 1


# -- winning ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("collection", "win"),
    [
        ("flamingo owl toucan duck parrot magpie reed-warbler", Win.SEVEN_SPECIES),
        ("flamingo owl toucan duck parrot magpie", None),
        ("toucan toucan toucan flamingo flamingo flamingo", Win.TWO_TRIOS),
        ("toucan toucan toucan flamingo flamingo", None),
        ("robin robin robin robin robin", None),
        ("robin robin robin robin owl owl owl", Win.TWO_TRIOS),
    ],
)
def test_winning_collections(collection: str, win: Win | None) -> None:
    assert rules.winning(counts_of(sp(collection))) == win


def test_a_flock_that_completes_two_trios_wins_at_once() -> None:
    s = table("flamingo owl parrot", "robin toucan toucan toucan duck", pile="owl owl",
              collection="toucan toucan flamingo flamingo flamingo")
    s.apply(Lay(DUCK, 0, RIGHT))
    s.apply(NO_DRAW)
    events = s.apply(Flock(TOUCAN))
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason is Win.TWO_TRIOS and over.winners == (0,)
    assert s.is_over() and s.legal_actions() == []
    with pytest.raises(IllegalActionError, match="over"):
        s.apply(Lay(ROBIN, 0, LEFT))


def test_seven_species_wins_even_when_the_flock_empties_the_hand() -> None:
    s = table("flamingo owl parrot", "duck flamingo flamingo", pile="owl owl",
              collection="owl toucan duck parrot magpie reed-warbler")
    s.apply(Lay(DUCK, 0, RIGHT))
    s.apply(NO_DRAW)
    events = s.apply(Flock(FLAMINGO))
    assert not any(isinstance(e, RoundEnded) for e in events)
    assert s.end is Win.SEVEN_SPECIES and s.winners() == (0,)


# -- rounds ------------------------------------------------------------------------------------------------


def test_laying_the_last_card_ends_the_round_at_once_and_the_closer_deals_and_starts() -> None:
    pile = " ".join(["robin"] * 10 + ["magpie"] * 10)
    s = table("flamingo owl parrot", "duck", pile=pile, others=("owl owl toucan",))
    events = s.apply(Lay(DUCK, 0, RIGHT))
    kinds = [type(e) for e in events]
    assert RoundEnded in kinds and DrewTwo not in kinds  # no draw: the round is over at once
    assert HandDiscarded(1, (OWL, OWL, TOUCAN), 3) in events
    assert s.discard[OWL] == 2 and s.discard[TOUCAN] == 1
    assert [e.player for e in events if isinstance(e, Dealt)] == [0, 1]
    assert all(sum(h) == HAND_SIZE for h in s.hands)
    assert events[-2:] == [RoundStarted(2, 0), TurnPassed(0)]
    assert s.round == 2 and s.current == 0 and s.phase is Phase.LAY
    assert names(s.rows[0]) == "flamingo owl parrot duck"  # the rows stay


def test_a_flock_that_empties_the_hand_ends_the_round() -> None:
    pile = " ".join(["robin"] * 20)
    s = table("flamingo owl parrot", "duck flamingo flamingo", pile=pile, others=("owl",))
    s.apply(Lay(DUCK, 0, RIGHT))
    s.apply(NO_DRAW)
    events = s.apply(Flock(FLAMINGO))
    assert RoundEnded(0, 1) in events and s.round == 2 and s.current == 0


def test_the_new_deal_reshuffles_the_discard_pile_when_the_pile_runs_out() -> None:
    s = table("flamingo owl parrot", "duck", pile="robin robin robin", discard=" ".join(["magpie"] * 10),
              others=("owl owl owl",))
    events = s.apply(Lay(DUCK, 0, RIGHT))
    assert Reshuffled(13) in events
    first_deal = next(e for e in events if isinstance(e, Dealt))
    assert first_deal.cards is not None and first_deal.cards[:3] == (ROBIN, ROBIN, ROBIN)
    assert sum(s.hands[0]) == sum(s.hands[1]) == 8


def test_a_round_that_cannot_deal_eight_each_ends_the_game() -> None:
    s = table("flamingo owl parrot", "duck", pile="robin robin", discard="magpie",
              others=("owl owl",), collection="toucan", other_collections=("toucan toucan",))
    events = s.apply(Lay(DUCK, 0, RIGHT))
    over = events[-1]
    assert isinstance(over, GameOver) and over.reason is Win.CANNOT_DEAL
    assert over.winners == (1,) and [r.birds for r in over.results] == [1, 2]
    assert not any(isinstance(e, Dealt) for e in events)


# -- set-up ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
@pytest.mark.parametrize("seed", range(12))
def test_set_up(players: int, seed: int) -> None:
    s = new_game(players, seed=seed)
    assert [len(r) for r in s.rows] == [3, 3, 3, 3]
    assert all(len(set(r)) == 3 for r in s.rows)  # no species twice in a row
    assert all(sum(h) == HAND_SIZE for h in s.hands)
    assert all(sum(c) == 1 for c in s.collections)
    assert len(s.pile) == NUM_CARDS - 12 - 9 * players
    assert card_census(s) == list(COUNT)
    assert s.round == 1 and s.phase is Phase.LAY and s.current == s.config.first


def test_set_up_is_fixed_by_the_seed_and_the_first_player_does_not_change_the_deal() -> None:
    a, b = new_game(4, seed=3), new_game(4, seed=3, first=(new_game(4, seed=3).current + 1) % 4)
    assert a.rows == b.rows and a.hands == b.hands and a.pile == b.pile and a.current != b.current
    assert new_game(4, seed=4).pile != a.pile


@pytest.mark.parametrize("players", [1, 6, 0])
def test_two_to_five_players(players: int) -> None:
    with pytest.raises(ValueError, match="2 to 5"):
        new_game(players, seed=1)
