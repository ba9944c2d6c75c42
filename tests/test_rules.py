"""Each animal and each rules note of shared/beastybar/RULES-NOTES.md, case by case."""

from __future__ import annotations

import pytest

from beastybar_access.games.beastybar import rules
from beastybar_access.games.beastybar.cards import Animal, card_id, parse_card
from beastybar_access.games.beastybar.events import (
    ChameleonCopies,
    Expelled,
    Idle,
    MonkeysRush,
    Moved,
    NoEffect,
    QueueReversed,
    QueueSorted,
    Reason,
)
from beastybar_access.games.beastybar.scenario import ScenarioError, resolve


def play(queue: str, card: str, *choices: int) -> tuple[list[str], list[str], list[str], list[dict]]:
    """Resolve a play; queue as space-separated ids from the gate."""
    result = resolve({"queue": queue.split(), "play": card, "choices": list(choices)})
    events = result["events"]
    assert events[0]["type"] == "card_played" and events[0]["card"] == card
    return result["queue"], result["bar"], result["thats_it"], events[1:]


def kernel(queue: str, card: str, *choices: int) -> tuple[list[int], list]:
    q = [parse_card(c) for c in queue.split()]
    ev: list = []
    rules.play_into_queue(q, parse_card(card), tuple(choices), [], [], ev)
    return q, ev


# -- lion ------------------------------------------------------------------------------------------------

def test_lion_scares_every_monkey_and_goes_first() -> None:
    q, bar, out, _ = play("green-monkey yellow-zebra blue-monkey", "red-lion")
    assert q == ["red-lion", "yellow-zebra"]
    assert sorted(out) == ["blue-monkey", "green-monkey"]
    assert bar == []


def test_second_lion_goes_straight_to_thats_it() -> None:
    q, _, out, events = play("green-lion yellow-monkey", "red-lion")
    assert q == ["green-lion", "yellow-monkey"]
    assert out == ["red-lion"]
    assert [e["reason"] for e in events if e["type"] == "expelled"] == ["second_lion"]


def test_lion_alone_moves_to_front_past_everything() -> None:
    q, _, _, events = play("green-hippo yellow-crocodile", "red-lion")
    assert q == ["red-lion", "green-hippo", "yellow-crocodile"]
    assert any(e["type"] == "moved" and e["to_pos"] == 0 for e in events)


def test_chameleon_copying_a_lion_leaves() -> None:
    q, _, out, _ = play("green-lion yellow-monkey", "red-chameleon", 0)
    assert q == ["green-lion", "yellow-monkey"]
    assert out == ["red-chameleon"]


# -- hippo -----------------------------------------------------------------------------------------------

def test_hippo_passes_weaker_and_stops_behind_zebra() -> None:
    q, _, _, _ = play("yellow-parrot green-zebra blue-seal", "red-hippo")
    assert q == ["yellow-parrot", "green-zebra", "red-hippo", "blue-seal"]


def test_hippo_stops_behind_lion_and_other_hippo() -> None:
    q, _, _, _ = play("red-lion blue-parrot", "green-hippo")
    assert q == ["red-lion", "green-hippo", "blue-parrot"]
    q, _, _, _ = play("red-hippo blue-crocodile", "green-hippo")
    assert q == ["red-hippo", "green-hippo", "blue-crocodile"]


def test_hippo_recurring_pushes_each_turn() -> None:
    q, _, _, events = play("green-hippo", "red-lion")
    assert q == ["red-lion", "green-hippo"]
    q, _, _, events = play("blue-seal green-hippo", "red-skunk")
    # the skunk drives out the two strongest species (hippo and seal): nothing left to push
    assert q == ["red-skunk"]
    q, _, _, events = play("blue-parrot yellow-hippo", "red-zebra")
    assert q == ["yellow-hippo", "blue-parrot", "red-zebra"]
    moved = [e for e in events if e["type"] == "moved"]
    assert moved and moved[0]["recurring"] is True and moved[0]["action"] == "hippo"


# -- crocodile -------------------------------------------------------------------------------------------

def test_crocodile_eats_weaker_in_front_and_stops_at_stronger() -> None:
    q, _, out, _ = play("red-hippo blue-parrot yellow-kangaroo", "green-crocodile")
    assert q == ["red-hippo", "green-crocodile"]
    assert sorted(out) == ["blue-parrot", "yellow-kangaroo"]


def test_crocodile_stops_at_another_crocodile_and_at_zebra() -> None:
    q, _, out, _ = play("red-crocodile blue-parrot", "green-crocodile")
    assert q == ["red-crocodile", "green-crocodile"]
    assert out == ["blue-parrot"]
    q, _, out, _ = play("red-parrot blue-zebra", "green-crocodile")
    assert q == ["red-parrot", "blue-zebra", "green-crocodile"]
    assert out == []


def test_crocodile_never_eats_backwards() -> None:
    q, _, out, _ = play("red-crocodile blue-parrot", "green-zebra")
    assert q == ["red-crocodile", "blue-parrot", "green-zebra"]
    assert out == []


# -- snake -----------------------------------------------------------------------------------------------

def test_snake_sorts_stably_and_chameleon_snake_sorts_as_nine() -> None:
    q, _, _, events = play("blue-snake red-zebra green-hippo", "yellow-chameleon", 0)
    assert q == ["green-hippo", "blue-snake", "yellow-chameleon", "red-zebra"]
    assert any(e["type"] == "queue_sorted" and e["changed"] for e in events)


# -- giraffe ---------------------------------------------------------------------------------------------

def test_giraffe_steps_over_one_weaker_animal_only_once_when_played() -> None:
    q, _, _, events = play("blue-parrot red-kangaroo", "green-giraffe")
    assert q == ["blue-parrot", "green-giraffe", "red-kangaroo"]
    assert len([e for e in events if e["type"] == "moved"]) == 1


def test_giraffe_does_not_pass_another_giraffe() -> None:
    q, _, _, events = play("blue-giraffe", "green-giraffe")
    assert q == ["blue-giraffe", "green-giraffe"]
    # the queue alone cannot tell: a played giraffe stepping past and the waiting one stepping back ends
    # the same; nobody moves at all
    assert [e for e in events if e["type"] == "moved"] == []


def test_waiting_giraffe_does_not_pass_a_waiting_giraffe() -> None:
    # the second giraffe's recurring step would put it in front, and the first has acted already
    q, _, _, events = play("blue-giraffe yellow-giraffe", "red-zebra")
    assert q == ["blue-giraffe", "yellow-giraffe", "red-zebra"]
    assert [e for e in events if e["type"] == "moved"] == []


def test_waiting_giraffe_steps_each_turn() -> None:
    q, _, _, events = play("blue-parrot yellow-giraffe", "red-zebra")
    assert q == ["yellow-giraffe", "blue-parrot", "red-zebra"]
    assert [e["recurring"] for e in events if e["type"] == "moved"] == [True]


# -- zebra, seal -----------------------------------------------------------------------------------------

def test_zebra_does_nothing_itself() -> None:
    q, _, out, events = play("blue-parrot yellow-seal", "red-zebra")
    assert q == ["blue-parrot", "yellow-seal", "red-zebra"]
    assert out == [] and [e["type"] for e in events] == []


def test_seal_reverses_and_chameleon_seal_too() -> None:
    q, _, _, events = play("blue-parrot yellow-kangaroo", "red-seal")
    assert q == ["red-seal", "yellow-kangaroo", "blue-parrot"]
    assert events[0]["type"] == "queue_reversed"
    q, _, _, _ = play("blue-seal yellow-kangaroo", "red-chameleon", 0)
    assert q == ["red-chameleon", "yellow-kangaroo", "blue-seal"]


# -- chameleon -------------------------------------------------------------------------------------------

def test_chameleon_waits_with_nothing_to_copy() -> None:
    _q, ev = kernel("", "red-chameleon")
    assert ev == [NoEffect(parse_card("red-chameleon"), Idle.EMPTY_QUEUE)]
    _q, ev = kernel("green-chameleon", "red-chameleon")
    assert ev == [NoEffect(parse_card("red-chameleon"), Idle.NOTHING_TO_COPY)]
    with pytest.raises(ScenarioError, match=r"nothing to choose"):
        play("green-chameleon", "red-chameleon", 0)


def test_chameleon_cannot_copy_a_chameleon() -> None:
    with pytest.raises(ScenarioError, match="cannot copy another chameleon"):
        play("green-chameleon blue-parrot", "red-chameleon", 0)


def test_chameleon_copying_parrot_makes_the_parrots_choice() -> None:
    q, _, out, events = play("red-zebra blue-parrot", "green-chameleon", 1, 0)
    assert q == ["blue-parrot", "green-chameleon"]
    assert out == ["red-zebra"]
    assert events[0]["type"] == "chameleon_copies" and events[0]["as_animal"] == "parrot"
    # it may send away the very parrot it copies
    q, _, out, _ = play("red-zebra blue-parrot", "green-chameleon", 1, 1)
    assert out == ["blue-parrot"]
    with pytest.raises(ScenarioError, match="missing"):
        play("red-zebra blue-parrot", "green-chameleon", 1)


def test_chameleon_copying_kangaroo_jumps() -> None:
    q, _, _, _ = play("blue-kangaroo red-zebra", "green-chameleon", 0, 2)
    assert q == ["green-chameleon", "blue-kangaroo", "red-zebra"]


def test_chameleon_copying_monkey_starts_the_riot() -> None:
    q, _, out, _ = play("red-hippo blue-monkey", "green-chameleon", 1)
    assert q == ["green-chameleon", "blue-monkey"]
    assert out == ["red-hippo"]


def test_chameleon_copying_skunk_is_spared() -> None:
    q, _, out, _ = play("red-zebra blue-skunk yellow-chameleon", "green-chameleon", 1)
    assert q == ["blue-skunk", "green-chameleon"]
    assert sorted(out) == ["red-zebra", "yellow-chameleon"]


def test_chameleon_copying_crocodile_and_giraffe() -> None:
    q, _, out, _ = play("red-crocodile blue-parrot", "green-chameleon", 0)
    assert q == ["red-crocodile", "green-chameleon"] and out == ["blue-parrot"]
    q, _, _, _ = play("red-giraffe blue-kangaroo", "green-chameleon", 0)
    assert q == ["red-giraffe", "green-chameleon", "blue-kangaroo"]


def test_chameleon_is_strength_five_without_recurring_afterwards() -> None:
    # it copied the hippo and passed the crocodile, which then eats it (the rulebook's example)
    q, _, out, _ = play("red-hippo yellow-crocodile", "green-chameleon", 0)
    assert q == ["red-hippo", "yellow-crocodile"] and out == ["green-chameleon"]


# -- monkey ----------------------------------------------------------------------------------------------

def test_lone_monkey_does_nothing() -> None:
    q, ev = kernel("red-hippo", "green-monkey")
    assert [card_id(c) for c in q] == ["red-hippo", "green-monkey"]
    assert ev == [NoEffect(parse_card("green-monkey"), Idle.MONKEY_ALONE)]


def test_monkeys_chase_hippos_and_crocodiles() -> None:
    q, _, out, events = play("blue-monkey red-hippo yellow-crocodile", "green-monkey")
    assert q == ["green-monkey", "blue-monkey"]
    assert sorted(out) == ["red-hippo", "yellow-crocodile"]
    assert {e["reason"] for e in events if e["type"] == "expelled"} == {"chased"}
    assert events[-1]["type"] == "monkeys_rush"


# -- kangaroo, parrot, skunk -----------------------------------------------------------------------------

def test_kangaroo_jumps_one_or_two() -> None:
    assert play("red-lion blue-zebra", "green-kangaroo", 1)[0] == ["red-lion", "green-kangaroo", "blue-zebra"]
    assert play("red-lion blue-zebra", "green-kangaroo", 2)[0] == ["green-kangaroo", "red-lion", "blue-zebra"]
    with pytest.raises(ScenarioError, match="1 to 1"):
        play("red-lion", "green-kangaroo", 2)
    _q, ev = kernel("", "green-kangaroo")
    assert ev == [NoEffect(parse_card("green-kangaroo"), Idle.EMPTY_QUEUE)]


@pytest.mark.parametrize("waiting", [1, 2, 3, 4])
def test_kangaroo_jump_is_checked_against_one_or_two_at_most(waiting: int) -> None:
    """However long the queue, a jump of 1 or 2 (at most as many as wait) is accepted, nothing else;
    for the kangaroo itself and for a chameleon copying it."""
    queue = [parse_card(c) for c in ["red-lion", "blue-zebra", "yellow-seal", "red-hippo"][:waiting]]
    allowed = {1, 2} if waiting >= 2 else {1}
    for jump in range(-1, 6):
        if jump in allowed:
            rules.check_choices(Animal.KANGAROO, queue, (jump,))
        else:
            with pytest.raises(rules.IllegalActionError) as refused:
                rules.check_choices(Animal.KANGAROO, queue, (jump,))
            assert refused.value.code == "jump_out_of_range"
            assert refused.value.args_ == {"jump": jump, "most": max(allowed)}
    with_kangaroo = [parse_card("blue-kangaroo"), *queue]
    rules.check_choices(Animal.CHAMELEON, with_kangaroo, (0, 2))
    with pytest.raises(rules.IllegalActionError, match="1 to 2 animals here, not 3"):
        rules.check_choices(Animal.CHAMELEON, with_kangaroo, (0, 3))
    with pytest.raises(ScenarioError, match=f"1 to {max(allowed)} animals here, not 3"):
        play(" ".join(["red-lion", "blue-zebra", "yellow-seal", "red-hippo"][:waiting]), "green-kangaroo", 3)


def test_parrot_sends_any_waiting_animal_away() -> None:
    q, _, out, _ = play("red-lion blue-zebra", "green-parrot", 0)
    assert q == ["blue-zebra", "green-parrot"] and out == ["red-lion"]
    with pytest.raises(ScenarioError, match="out of range"):
        play("red-lion blue-zebra", "green-parrot", 2)
    q, ev = kernel("", "green-parrot")
    assert ev == [NoEffect(parse_card("green-parrot"), Idle.EMPTY_QUEUE)]


def test_skunk_two_strongest_species_never_skunks() -> None:
    q, _, out, _ = play("blue-skunk red-zebra", "green-skunk")
    assert q == ["blue-skunk", "green-skunk"] and out == ["red-zebra"]
    q, _, out, _ = play("red-zebra blue-chameleon yellow-parrot", "green-skunk")
    assert q == ["yellow-parrot", "green-skunk"]
    assert sorted(out) == ["blue-chameleon", "red-zebra"]
    q, ev = kernel("blue-skunk", "green-skunk")
    assert ev == [NoEffect(parse_card("green-skunk"), Idle.NOTHING_TO_STINK)]


# -- recurring phase and the gate ------------------------------------------------------------------------

def test_recurring_actions_go_from_the_gate_towards_the_exit() -> None:
    # the crocodile acts before the giraffe steps in front of it, so the giraffe survives this turn
    q, _, out, _ = play("blue-crocodile yellow-parrot red-giraffe", "green-zebra")
    assert q == ["blue-crocodile", "red-giraffe", "yellow-parrot", "green-zebra"]
    assert out == []


def test_played_crocodile_also_takes_its_recurring_step() -> None:
    _q, ev = kernel("red-parrot", "green-crocodile")
    eaten = [e for e in ev if isinstance(e, Expelled)]
    assert len(eaten) == 1 and eaten[0].reason is Reason.EATEN and eaten[0].recurring is False


def test_gate_opens_at_five() -> None:
    q, bar, out, events = play("red-lion blue-zebra yellow-seal green-parrot", "red-skunk")
    # the skunk expels the lion and the zebra first: no gate
    assert len(q) == 3 and bar == []
    q, bar, out, events = play("red-lion blue-zebra yellow-seal green-parrot", "red-zebra")
    assert bar == ["red-lion", "blue-zebra"] and out == ["red-zebra"]
    assert q == ["yellow-seal", "green-parrot"]
    assert [e["type"] for e in events][-3:] == ["entered_bar", "entered_bar", "bounced"]


# -- events carry what a listener needs ------------------------------------------------------------------

def test_event_objects() -> None:
    q, ev = kernel("blue-parrot yellow-kangaroo", "red-seal")
    assert ev == [QueueReversed(parse_card("red-seal"), tuple(q))]
    q, ev = kernel("blue-snake red-hippo", "green-snake")
    assert isinstance(ev[0], QueueSorted) and ev[0].order == tuple(q)
    q, ev = kernel("blue-monkey", "green-monkey")
    assert isinstance(ev[0], MonkeysRush)
    q, ev = kernel("blue-hippo", "green-chameleon", 0)
    assert isinstance(ev[0], ChameleonCopies) and ev[0].as_animal is Animal.HIPPO
    q, ev = kernel("red-lion blue-zebra", "green-kangaroo", 2)
    moved = ev[0]
    assert isinstance(moved, Moved) and moved.passed == (parse_card("blue-zebra"), parse_card("red-lion"))


def test_event_json_round_trip() -> None:
    from beastybar_access.games.beastybar.events import event_from_json

    for queue, card, choices in [("blue-parrot yellow-kangaroo", "red-seal", ()),
                                 ("red-lion blue-zebra", "green-kangaroo", (2,)),
                                 ("blue-monkey red-hippo", "green-monkey", ()),
                                 ("red-zebra blue-parrot", "green-chameleon", (1, 0))]:
        _, ev = kernel(queue, card, *choices)
        for e in ev:
            assert event_from_json(e.to_json()) == e


# -- choice enumeration ----------------------------------------------------------------------------------

@pytest.mark.parametrize("queue", ["", "red-lion", "red-lion blue-parrot", "green-chameleon",
                                   "blue-kangaroo red-parrot green-chameleon yellow-zebra"])
@pytest.mark.parametrize("animal", list(Animal))
def test_choice_options_count_and_nth_agree(queue: str, animal: Animal) -> None:
    q = [parse_card(c) for c in queue.split()]
    options = rules.choice_options(animal, q)
    assert len(options) == rules.count_options(animal, q) == len(set(options))
    assert [rules.nth_option(animal, q, k) for k in range(len(options))] == options
    for ch in options:
        rules.check_choices(animal, q, ch)  # every enumerated choice is valid
