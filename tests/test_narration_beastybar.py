"""Beasty Bar narration: every event, table part and prompt in Czech and English, text and braille.

Events are built directly from the dataclasses (every type, animal, colour, reason and action) and taken
from many seeded random games; each sentence is checked for leftovers of the message machinery, for the
wrong language, for braille in the text and card names in the braille. A handful of Czech sentences are
checked word for word, for gender and case agreement and plural forms.
"""

from __future__ import annotations

import ast
import dataclasses
import random
import re
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from beastybar_access.games.beastybar import engine
from beastybar_access.games.beastybar.braille_cards import card_cells
from beastybar_access.games.beastybar.cards import COLOUR_OF, NUM_CARDS, Animal, animal_of, make_card
from beastybar_access.games.beastybar.engine import Play, SetAside, Variant
from beastybar_access.games.beastybar.events import (
    EVENT_TYPES,
    Bounced,
    CardDrawn,
    CardPlayed,
    CardsSetAside,
    ChameleonCopies,
    EnteredBar,
    Event,
    Expelled,
    GameOver,
    Idle,
    MonkeysRush,
    Moved,
    NoEffect,
    PlayerResult,
    QueueReversed,
    QueueSorted,
    Reason,
    TurnPassed,
)
from beastybar_access.games.beastybar.narration import (
    CASES,
    VERBOSITIES,
    BeastyBarNarrator,
    played_card_place,
)
from beastybar_access.games.beastybar.rules import IllegalActionError
from beastybar_access.narration.lines import DualRenderer, Line

LANGS = ("cs", "en")
NAMES = ("Jana", "Petr", "Eva", "Karel")
GREEN, YELLOW, BLUE, RED = range(4)

ENGLISH_TELLTALES = re.compile(
    r"\b(the|you|your|plays?|queue|place|strength|parrot|hippo|lion|monkey|seal|giraffe|crocodile|snake|"
    r"kangaroo|green|yellow|blue|red|turn|card|cards|bar:|enters|throws?|wins?)\b",
    re.IGNORECASE,
)
CZECH_LETTERS = re.compile(r"[áčďéěíňóřšťúůýž]", re.IGNORECASE)
BRAILLE = re.compile(r"[\u2800-\u28ff]")


def card(colour: int, animal: Animal) -> int:
    return make_card(colour, animal)


@pytest.fixture(scope="module", params=LANGS)
def narrator(request: pytest.FixtureRequest) -> BeastyBarNarrator:
    return BeastyBarNarrator(request.param)


@pytest.fixture(scope="module")
def cs() -> BeastyBarNarrator:
    return BeastyBarNarrator("cs")


@pytest.fixture(scope="module")
def en() -> BeastyBarNarrator:
    return BeastyBarNarrator("en")


_NAME_FORMS: dict[str, list[str]] = {}


def name_forms(n: BeastyBarNarrator) -> list[str]:
    """Every spoken form of every card's name in this language (longest first)."""
    if n.lang not in _NAME_FORMS:
        forms = {n.card_name(c, case).text.lower() for c in range(NUM_CARDS) for case in CASES}
        _NAME_FORMS[n.lang] = sorted(forms, key=len, reverse=True)
    return _NAME_FORMS[n.lang]


def forms_of(n: BeastyBarNarrator, c: int) -> set[str]:
    return {n.card_name(c, case).text.lower() for case in CASES}


def check(n: BeastyBarNarrator, line: Line | None, cards: Sequence[int] = (),
          hidden: Sequence[int] = ()) -> None:
    """The rules every line obeys; ``cards`` must be named in it, ``hidden`` must not be."""
    assert isinstance(line, Line), line
    for form in (line.text, line.braille):
        assert form.strip(), f"empty line {line!r}"
        assert form == form.strip(), f"stray spaces around {form!r}"
        for bad in ("{", "}", "bb-", "\n", "  ", " .", " ,", "()", "None"):
            assert bad not in form, f"{bad!r} in {form!r}"
    assert not BRAILLE.search(line.text), f"braille cells in the text {line.text!r}"
    lower_braille = line.braille.lower()
    for form in name_forms(n):
        assert form not in lower_braille, f"card name {form!r} in the braille form {line.braille!r}"
    if n.lang == "cs":
        found = ENGLISH_TELLTALES.search(line.text)
        assert not found, f"English word {found.group(0)!r} in Czech {line.text!r}"
    else:
        assert not CZECH_LETTERS.search(line.text), f"Czech letters in English {line.text!r}"
    text = line.text.lower()
    for c in cards:
        assert any(f in text for f in forms_of(n, c)), f"{c} not named in {line.text!r}"
        assert card_cells(c) in line.braille, f"cells of {c} missing in {line.braille!r}"
    for c in hidden:
        assert not any(f in text for f in forms_of(n, c)), f"hidden card {c} said in {line.text!r}"
        assert card_cells(c) not in line.braille, f"hidden card {c} shown in {line.braille!r}"


# -- events built directly ------------------------------------------------------------------------------


def direct_events() -> Iterator[tuple[Event, tuple[int, ...]]]:
    """(event, cards it must name) for every event type, animal, colour, reason, action and flag."""
    for c in range(NUM_CARDS):
        colour = COLOUR_OF[c]
        other = (colour + 1) % 4
        a = card(other, Animal.ZEBRA)
        b = card((colour + 2) % 4, Animal.LION)
        cham = card(other, Animal.CHAMELEON)
        yield CardPlayed(colour, c, 0, ()), (c,)
        yield CardPlayed(colour, c, 3, (1,)), (c,)
        if animal_of(c) is not Animal.CHAMELEON:
            yield ChameleonCopies(cham, c, 1, animal_of(c)), (cham, c)
        yield ChameleonCopies(c, a, 0, Animal.ZEBRA), (c, a)
        for idle in Idle:
            yield NoEffect(c, idle), (c,)
        for action in (Animal.LION, Animal.HIPPO, Animal.GIRAFFE, Animal.KANGAROO):
            for recurring in (False, True):
                yield Moved(c, 3, 1, action, recurring, (a, b)), (c,)
                yield Moved(c, 1, 0, action, recurring, (a,)), (c,)
                yield Moved(c, 2, 1, action, recurring, ()), (c,)
        for reason in Reason:
            for recurring in (False, True):
                yield Expelled(c, 2, b, reason, recurring), (c, b)
                yield Expelled(a, 0, c, reason, recurring), (a, c)
                yield Expelled(c, 4, cham, reason, recurring), (c, cham)
        for changed in (False, True):
            yield QueueSorted(c, (b, c, a), changed), (c,)
        yield QueueReversed(c, (a, c)), (c,)
        yield QueueReversed(c, (c,)), (c,)
        yield MonkeysRush(c, (c, a, b)), (c,)
        yield EnteredBar(c), (c,)
        yield Bounced(c), (c,)
    for seat in range(4):
        for c in (card(seat, Animal.PARROT), card(seat, Animal.HIPPO)):
            for left in (0, 1, 2, 3, 4, 5, 8):
                yield CardDrawn(seat, c, left), ()
        yield CardDrawn(seat, None, 3), ()
        yield CardsSetAside(seat, tuple(card(seat, x) for x in (Animal.LION, Animal.ZEBRA, Animal.SEAL,
                                                                 Animal.SKUNK))), ()
        yield CardsSetAside(seat, None), ()
        yield TurnPassed(seat), ()
    for players in (2, 3, 4):
        for advanced in (False, True):
            results = tuple(PlayerResult(p, p % 3, 5 * p, 2 * p + 1) for p in range(players))
            yield GameOver(results, (players - 1,), advanced), ()
            yield GameOver(results, (0, players - 1), advanced), ()
            yield GameOver(tuple(PlayerResult(p, 2, 9, 7) for p in range(players)),
                           tuple(range(players)), advanced), ()
            yield GameOver(tuple(PlayerResult(p, 1, 3 + p, 4) for p in range(players)), (0,), advanced), ()


def test_direct_events_cover_every_event_type() -> None:
    kinds = {type(e) for e, _ in direct_events()}
    assert kinds == set(EVENT_TYPES.values())


def test_every_event_in_every_verbosity(narrator: BeastyBarNarrator) -> None:
    for event, cards in direct_events():
        seated = hasattr(event, "player")
        for listener in range(4) if seated else (0, 2):
            for verbosity in VERBOSITIES:
                line = narrator.event(event, listener, NAMES, verbosity)
                if line is None:
                    # only the others' draws, set-asides and turn changes in brief mode may be left out
                    assert verbosity == "brief"
                    assert isinstance(event, CardDrawn | CardsSetAside | TurnPassed)
                    assert event.player != listener
                    continue
                expected: tuple[int, ...] = cards
                hidden: tuple[int, ...] = ()
                if isinstance(event, CardDrawn) and event.card is not None:
                    if event.player == listener:
                        expected = (event.card,)
                    else:
                        hidden = (event.card,)
                if isinstance(event, CardsSetAside) and event.cards:
                    if event.player == listener:
                        expected = event.cards
                    else:
                        hidden = event.cards
                check(narrator, line, expected, hidden)


def test_normal_play_information_is_never_left_out(narrator: BeastyBarNarrator) -> None:
    for event, _ in direct_events():
        if isinstance(event, CardDrawn | CardsSetAside | TurnPassed):
            continue
        for verbosity in VERBOSITIES:
            assert narrator.event(event, 0, NAMES, verbosity) is not None


def test_own_events_are_kept_in_brief_mode(narrator: BeastyBarNarrator) -> None:
    for event in (CardDrawn(1, 5, 3), CardsSetAside(1, (1, 2, 3, 4)), TurnPassed(1)):
        assert narrator.event(event, 1, NAMES, "brief") is not None


def test_brief_mode_leaves_out_the_others_draws_set_asides_and_turn_changes(
        narrator: BeastyBarNarrator) -> None:
    """What brief mode is for: another player's (or, for a spectator, anyone's) draw, set-aside and turn
    change are not said at all; normal and verbose say each of them."""
    for event in (CardDrawn(1, 5, 3), CardDrawn(1, None, 0), CardsSetAside(1, (1, 2, 3, 4)),
                  CardsSetAside(1, ()), TurnPassed(1)):
        for listener in (0, 2, None):
            assert narrator.event(event, listener, NAMES, "brief") is None, (event, listener)
            for verbosity in ("normal", "verbose"):
                assert narrator.event(event, listener, NAMES, verbosity) is not None, (event, verbosity)


def test_unknown_verbosity_and_event_are_refused(narrator: BeastyBarNarrator) -> None:
    with pytest.raises(ValueError):
        narrator.event(TurnPassed(0), 0, NAMES, "chatty")
    with pytest.raises(TypeError):
        narrator.event(object(), 0, NAMES)  # type: ignore[arg-type]


def test_missing_names_fall_back_to_seat_numbers(narrator: BeastyBarNarrator) -> None:
    line = narrator.event(TurnPassed(3), 0, ("Jana",))
    check(narrator, line)
    assert line is not None and "4" in line.text


# -- real games --------------------------------------------------------------------------------------------


Turn = tuple[engine.State, engine.Action, list[Event]]


def random_games(count: int) -> Iterator[tuple[engine.State, list[Turn]]]:
    for seed in range(count):
        players = 2 + seed % 3
        variant = Variant.ADVANCED if seed % 2 else Variant.STANDARD
        state = engine.new_game(players, seed=seed, variant=variant)
        rng = random.Random(seed)
        turns: list[Turn] = []
        while not state.is_over():
            before = state.copy()
            action = rng.choice(state.legal_actions())
            turns.append((before, action, state.apply(action)))
        yield state, turns


def test_random_games_narrate_every_event_for_every_listener(narrator: BeastyBarNarrator) -> None:
    seen: set[type[Event]] = set()
    for state, turns in random_games(24):
        players = state.num_players
        names = NAMES[:players]
        for before, action, events in turns:
            for e in events:
                seen.add(type(e))
                for listener in range(players):
                    for verbosity in VERBOSITIES:
                        line = narrator.event(e, listener, names, verbosity)
                        if line is None:
                            assert verbosity == "brief"
                            continue
                        hidden: tuple[int, ...] = ()
                        if isinstance(e, CardDrawn) and e.player != listener and e.card is not None:
                            hidden = (e.card,)
                        if isinstance(e, CardsSetAside) and e.player != listener and e.cards:
                            hidden = e.cards
                        check(narrator, line, hidden=hidden)
            for listener in range(players):
                hidden_cards = [c for e in events for c in (
                    (e.card,) if isinstance(e, CardDrawn) and e.player != listener and e.card is not None
                    else e.cards if isinstance(e, CardsSetAside) and e.player != listener and e.cards
                    else ())]
                seen_events = [dataclasses.replace(e, card=None) if isinstance(e, CardDrawn)
                               and e.player != listener else e for e in events]
                named = [e.card for e in events
                         if isinstance(e, CardPlayed | EnteredBar | Expelled | Bounced)]
                for verbosity in VERBOSITIES:
                    whole = narrator.turn(seen_events, listener, names, verbosity, before.queue)
                    # every card played, entering the bar or thrown out is named, at every level
                    assert whole or not named
                    if whole:
                        check(narrator, Line.concat(whole), cards=named,
                              hidden=[c for c in hidden_cards if c not in named and c not in before.queue])
                    for line in whole:
                        check(narrator, line)
            if isinstance(action, Play):
                preview = narrator.play_preview(before.preview(action), before.current, names)
                check(narrator, preview, cards=(action.card,))
                drawn = [e.card for e in events if isinstance(e, CardDrawn) and e.card is not None]
                for c in drawn:  # the pile's order is secret, also to its owner
                    if c != action.card:
                        assert not any(f in preview.text.lower() for f in forms_of(narrator, c))
    assert seen == set(EVENT_TYPES.values())


def test_random_games_describe_the_table_for_every_listener(narrator: BeastyBarNarrator) -> None:
    for state, turns in random_games(12):
        players = state.num_players
        names = NAMES[:players]
        replay = engine.new_game(players, seed=state.config.seed, variant=state.variant,
                                 first=state.config.first)
        for step, (_, action, _) in enumerate([*turns, (None, None, None)]):
            if step % 3 == 0 or action is None:
                for listener in range(players):
                    view = replay.view(listener)
                    for verbosity in VERBOSITIES:
                        check(narrator, narrator.queue(view, verbosity), cards=view.queue)
                        check(narrator, narrator.hand(view, verbosity), cards=view.hand)
                        for i, c in enumerate(view.hand):
                            line = narrator.card_in_hand(c, i, len(view.hand), verbosity)
                            check(narrator, line, cards=(c,))
                        for i, c in enumerate(view.queue):
                            check(narrator, narrator.queue_item(view.queue, i, verbosity), cards=(c,))
                    check(narrator, narrator.bar(view, names), cards=view.bar)
                    check(narrator, narrator.thats_it(view), cards=view.thats_it)
                    check(narrator, narrator.scores(view, names))
                    check(narrator, narrator.cards_left(view, names))
                    check(narrator, narrator.whose_turn(view, names))
            if action is not None:
                if isinstance(action, Play):
                    options = [a for a in replay.legal_actions()
                               if isinstance(a, Play) and a.card == action.card]
                    if len(options) == 1:
                        line = narrator.auto_choice(action.card, action.choices, replay.queue)
                        check(narrator, line, cards=(action.card,))
                replay.apply(action)


def test_preview_follows_the_played_card_to_its_place() -> None:
    checked = 0
    for _, turns in random_games(30):
        for before, action, events in turns:
            if not isinstance(action, Play):
                continue
            played, place = played_card_place(events)
            after = before.copy()
            after.apply(action)
            assert played == action.card
            if action.card in after.queue:
                assert place == after.queue.index(action.card), (before, action, events)
                checked += 1
            else:
                assert place is None, (before, action, events)
    assert checked > 100


# -- cards, rules, prompts ---------------------------------------------------------------------------------


def test_card_names_and_rules_for_every_card(narrator: BeastyBarNarrator) -> None:
    for c in range(NUM_CARDS):
        for case in CASES:
            name = narrator.card_name(c, case)
            assert name.braille == card_cells(c)
            assert name.text and not BRAILLE.search(name.text)
        check(narrator, narrator.card_rules(c), cards=(c,))
        check(narrator, narrator.ability(c))
        for verbosity in VERBOSITIES:
            check(narrator, narrator.card_in_hand(c, 1, 4, verbosity), cards=(c,))
            check(narrator, narrator.set_aside_item(c, 3, 12, verbosity == "brief"), cards=(c,))
        for selected in (False, True):
            check(narrator, narrator.set_aside_marked(c, selected, 2), cards=(c,))
    with pytest.raises(ValueError):
        narrator.card_name(3, "vocative")
    with pytest.raises(TypeError):
        narrator.card_name(48)


def test_rules_texts_differ_per_animal(narrator: BeastyBarNarrator) -> None:
    texts = {narrator.card_rules(card(GREEN, a)).text.split(".", 2)[-1] for a in Animal}
    assert len(texts) == len(Animal)


def test_prompts_and_small_parts(narrator: BeastyBarNarrator) -> None:
    for line in (narrator.ask_parrot_target(), narrator.ask_kangaroo_jump(), narrator.ask_chameleon_model(),
                 narrator.jump_item(1), narrator.jump_item(2), narrator.variant_name("standard"),
                 narrator.variant_name(Variant.ADVANCED)):
        check(narrator, line)
    for chosen in range(5):
        check(narrator, narrator.ask_set_aside(chosen))
    for seat in range(4):
        check(narrator, narrator.colour_name(seat))
    cards4 = [card(RED, a) for a in (Animal.LION, Animal.ZEBRA, Animal.SEAL, Animal.SKUNK)]
    check(narrator, narrator.set_aside_summary(cards4), cards=cards4)


def test_auto_choices(narrator: BeastyBarNarrator) -> None:
    zebra = card(RED, Animal.ZEBRA)
    parrot, kangaroo = card(GREEN, Animal.PARROT), card(GREEN, Animal.KANGAROO)
    cham = card(GREEN, Animal.CHAMELEON)
    red_parrot, red_kangaroo = card(RED, Animal.PARROT), card(RED, Animal.KANGAROO)
    check(narrator, narrator.auto_choice(parrot, (0,), [zebra]), cards=(parrot, zebra))
    check(narrator, narrator.auto_choice(kangaroo, (1,), [zebra]), cards=(kangaroo,))
    check(narrator, narrator.auto_choice(cham, (0,), [zebra]), cards=(cham, zebra))
    check(narrator, narrator.auto_choice(cham, (0, 0), [red_parrot]), cards=(cham, red_parrot))
    check(narrator, narrator.auto_choice(cham, (0, 1), [red_kangaroo]), cards=(cham, red_kangaroo))
    for c in (parrot, kangaroo, cham, zebra):
        check(narrator, narrator.auto_choice(c, (), []), cards=(c,))


# -- refusals ----------------------------------------------------------------------------------------------


def refusal_codes() -> dict[str, set[str]]:
    """Every ``IllegalActionError(message, code, **args)`` raised by the engine, found in its source."""
    root = Path(engine.__file__).parent
    codes: dict[str, set[str]] = {}
    for name in ("rules.py", "engine.py"):
        for node in ast.walk(ast.parse((root / name).read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id == "IllegalActionError"):
                code = node.args[1]
                assert isinstance(code, ast.Constant) and isinstance(code.value, str)
                codes.setdefault(code.value, set()).update(k.arg for k in node.keywords if k.arg)
    return codes


SAMPLE_ARGS = {"card": card(BLUE, Animal.GIRAFFE), "animal": "parrot", "index": 3, "size": 2, "jump": 3,
               "most": 2, "count": 3}


def test_every_refusal_code_has_its_own_sentence(narrator: BeastyBarNarrator) -> None:
    codes = refusal_codes()
    assert len(codes) >= 10
    generic = narrator.refusal("no_such_code_at_all", {})
    check(narrator, generic)
    for code, keys in codes.items():
        assert narrator.renderer.has(f"bb-refusal-{code.replace('_', '-')}"), code
        line = narrator.refusal(code, {k: SAMPLE_ARGS[k] for k in keys})
        check(narrator, line)
        assert line.text != generic.text, code
    for animal in ("parrot", "kangaroo", "chameleon"):
        for code in ("choice_missing", "no_choice_possible", "choice_extra"):
            check(narrator, narrator.refusal(code, {"animal": animal}))
    check(narrator, narrator.refusal("not_your_turn", {}))


def test_real_refusals_are_explained(narrator: BeastyBarNarrator) -> None:
    state = engine.new_game(2, seed=3)
    other = card(RED, Animal.LION)
    cases: list[engine.Action] = [Play(other), SetAside((0, 1, 2, 3))]
    state.queue.extend([card(RED, Animal.ZEBRA)])
    hand = state.hands[state.current]
    for c in hand:
        a = animal_of(c)
        cases += [Play(c, (7,)), Play(c, (0, 0, 0))]
        if a in (Animal.PARROT, Animal.KANGAROO, Animal.CHAMELEON):
            cases.append(Play(c, ()))
    seen = set()
    for action in cases:
        with pytest.raises(IllegalActionError) as info:
            state.check(action)
        seen.add(info.value.code)
        line = narrator.refusal(info.value.code, info.value.args_)
        check(narrator, line)
        assert line.text != narrator.refusal("unknown", {}).text
    assert {"not_in_hand", "not_set_aside"} <= seen


# -- exact sentences ----------------------------------------------------------------------------------------


def say(n: BeastyBarNarrator, event: Event, listener: int = 0, verbosity: str = "normal") -> str:
    line = n.event(event, listener, NAMES, verbosity)
    assert line is not None
    return line.text


def test_czech_agreement_in_case_and_gender(cs: BeastyBarNarrator) -> None:
    gparrot, rzebra = card(GREEN, Animal.PARROT), card(RED, Animal.ZEBRA)
    ggiraffe, rparrot = card(GREEN, Animal.GIRAFFE), card(RED, Animal.PARROT)
    gmonkey, rlion = card(GREEN, Animal.MONKEY), card(RED, Animal.LION)
    gcham, ghippo = card(GREEN, Animal.CHAMELEON), card(GREEN, Animal.HIPPO)
    assert say(cs, Expelled(rzebra, 1, gparrot, Reason.KICKED, False)) == (
        "Zelený papoušek vyhodil červenou zebru.")
    assert say(cs, Expelled(card(RED, Animal.HIPPO), 1, gmonkey, Reason.CHASED, False)) == (
        "Zelená opice vyhnala s ostatními opicemi červenou hrošici.")
    assert say(cs, Expelled(card(RED, Animal.HIPPO), 1, gcham, Reason.CHASED, False)) == (
        "Zelený chameleon vyhnal jako opice s ostatními opicemi červenou hrošici.")
    assert say(cs, Expelled(rzebra, 0, gcham, Reason.KICKED, False)) == (
        "Zelený chameleon vyhodil jako papoušek červenou zebru.")
    assert say(cs, Moved(ggiraffe, 2, 1, Animal.GIRAFFE, False, (rparrot,))) == (
        "Zelená žirafa předběhla ze 3. na 2. místo.")
    assert say(cs, Moved(ggiraffe, 2, 1, Animal.GIRAFFE, True, (rparrot,)), verbosity="verbose") == (
        "Opakovaná akce: zelená žirafa předběhla červeného papouška, ze 3. na 2. místo.")
    assert say(cs, Moved(gcham, 2, 0, Animal.HIPPO, False, (rzebra, rparrot))) == (
        "Zelený chameleon se protlačil jako hrošice ze 3. na 1. místo.")
    assert say(cs, Moved(ghippo, 4, 1, Animal.HIPPO, True, (rzebra, rparrot))) == (
        "Opakovaná akce: zelená hrošice se protlačila z 5. na 2. místo.")
    assert say(cs, Expelled(gmonkey, 0, rlion, Reason.SCARED, False)) == (
        "Zelená opice utekla před červeným lvem.")
    assert say(cs, Expelled(card(GREEN, Animal.LION), 3, rlion, Reason.SECOND_LION, False)) == (
        "Ve frontě už čeká červený lev, a tak zelený lev hned odešel na kartu To je konec.")
    assert say(cs, EnteredBar(ggiraffe)) == "Zelená žirafa vešla do baru."
    assert say(cs, EnteredBar(gparrot)) == "Zelený papoušek vešel do baru."
    assert say(cs, Bounced(rzebra)) == "Jako poslední ve frontě byla vyhozena červená zebra."
    assert say(cs, Bounced(card(BLUE, Animal.LION))) == "Jako poslední ve frontě byl vyhozen modrý lev."
    assert say(cs, NoEffect(card(YELLOW, Animal.MONKEY), Idle.MONKEY_ALONE)) == (
        "Žlutá opice je ve frontě jediná opice, nic se neděje.")


def test_czech_players_without_gendered_past_tense(cs: BeastyBarNarrator) -> None:
    gparrot = card(GREEN, Animal.PARROT)
    assert say(cs, CardPlayed(0, gparrot, 2, ()), listener=0) == "Hraješ zeleného papouška."
    assert say(cs, CardPlayed(0, gparrot, 2, ()), listener=1) == "Jana hraje zeleného papouška."
    assert say(cs, CardPlayed(0, gparrot, 0, ()), listener=1, verbosity="verbose") == (
        "Jana hraje zeleného papouška do prázdné fronty.")
    assert say(cs, TurnPassed(1), listener=1) == "Jsi na tahu."
    assert say(cs, TurnPassed(1), listener=0) == "Na tahu je Petr."
    assert say(cs, CardDrawn(1, card(YELLOW, Animal.SEAL), 3), listener=0) == (
        "Petr si dobírá kartu, v balíčku zbývají 3 karty.")
    assert say(cs, CardDrawn(1, card(YELLOW, Animal.SEAL), 3), listener=1, verbosity="brief") == (
        "Dobíráš si žlutého lachtana.")


def test_czech_plural_forms(cs: BeastyBarNarrator) -> None:
    assert cs.jump_item(1).text == "přeskočit 1 zvíře"
    assert cs.jump_item(2).text == "přeskočit 2 zvířata"
    assert cs.jump_item(5).text == "přeskočit 5 zvířat"
    for left, words in ((1, "zbývá 1 karta"), (2, "zbývají 2 karty"), (5, "zbývá 5 karet"),
                        (0, "balíček je teď prázdný")):
        assert words in say(cs, CardDrawn(0, 3, left))
    view = engine.new_game(2, seed=1).view(0)
    for count, words in ((1, "je 1 zvíře:"), (2, "jsou 2 zvířata:"), (5, "je 5 zvířat:")):
        thrown = tuple(card(RED, Animal(s)) for s in range(1, count + 1))
        assert words in cs.thats_it(dataclasses.replace(view, thats_it=thrown)).text
    gate = cs.turn([EnteredBar(1), EnteredBar(13), Bounced(40)], 0, NAMES)
    assert [ln.text for ln in gate] == [
        "Do baru jdou zelený papoušek a žlutý papoušek, červený chameleon letí ven."]
    assert cs.turn([EnteredBar(1)], 0, NAMES)[0].text == "Do baru jde zelený papoušek."
    assert cs.turn([CardPlayed(0, 1, 0, ()), TurnPassed(1)], 0, NAMES)[0].text == "Hraješ zeleného papouška."


def test_czech_table(cs: BeastyBarNarrator) -> None:
    view = engine.new_game(2, seed=1).view(0)
    rzebra, gparrot = card(RED, Animal.ZEBRA), card(GREEN, Animal.PARROT)
    queued = dataclasses.replace(view, queue=(rzebra, gparrot))
    assert cs.queue(queued).text == (
        "Fronta od Nebeské brány k Vyhazovu: 1. červená zebra, síla 7; 2. zelený papoušek, síla 2.")
    assert cs.queue(dataclasses.replace(view, queue=())).text == "Fronta je prázdná."
    assert cs.queue_item(queued.queue, 0).text == "1. místo: červená zebra, síla 7"
    assert cs.card_in_hand(gparrot, 1, 4, "normal").text == (
        "zelený papoušek, 2 ze 4, síla 2, vyhodí jedno zvíře z fronty")
    assert cs.card_in_hand(gparrot, 1, 4, "brief").text == "zelený papoušek, 2 ze 4"
    assert cs.card_in_hand(card(GREEN, Animal.HIPPO), 0, 5, "normal").text.startswith(
        "zelená hrošice, 1 z 5, síla 11, opakovaná akce, ")
    assert cs.whose_turn(dataclasses.replace(view, current=0), NAMES).text == "Jsi na tahu."
    assert cs.whose_turn(dataclasses.replace(view, current=1), NAMES).text == f"Na tahu je {NAMES[1]}."
    assert cs.auto_choice(gparrot, (0,), [rzebra]).text == (
        "Zelený papoušek vyhodí červenou zebru, jediné zvíře ve frontě.")
    assert cs.colour_name(GREEN).text == "zelená"


def test_czech_game_over(cs: BeastyBarNarrator) -> None:
    results = (PlayerResult(0, 3, 15, 9), PlayerResult(1, 3, 20, 10))
    assert say(cs, GameOver(results, (0,), False), listener=0) == (
        "Konec hry. Ty: 3 zvířata v baru, součet síly 15. Petr: 3 zvířata v baru, součet síly 20. "
        "Vyhráváš! Při rovnosti rozhodl nižší součet síly.")
    shared = (PlayerResult(0, 2, 9, 7), PlayerResult(1, 2, 9, 7), PlayerResult(2, 1, 5, 4))
    assert say(cs, GameOver(shared, (0, 1), False), listener=2).endswith("O vítězství se dělí Jana a Petr.")
    assert say(cs, GameOver(shared, (0, 1), False), listener=1).endswith("Vyhráváte společně: ty a Jana.")
    assert "1 bod," in say(cs, GameOver((PlayerResult(0, 1, 1, 1), PlayerResult(1, 0, 0, 0)), (0,), True))


def test_english_sentences(en: BeastyBarNarrator) -> None:
    gparrot, rzebra = card(GREEN, Animal.PARROT), card(RED, Animal.ZEBRA)
    assert say(en, CardPlayed(0, gparrot, 2, ()), listener=0) == "You play the green parrot."
    assert say(en, CardPlayed(0, gparrot, 2, ()), listener=1) == "Jana plays the green parrot."
    assert say(en, Expelled(rzebra, 1, gparrot, Reason.KICKED, False)) == (
        "The green parrot throws out the red zebra.")
    assert say(en, Expelled(rzebra, 1, card(GREEN, Animal.CHAMELEON), Reason.KICKED, False)) == (
        "The green chameleon, as a parrot, throws out the red zebra.")
    assert en.card_name(gparrot).text == "green parrot"
    assert en.jump_item(1).text == "jump over 1 animal"
    assert en.jump_item(2).text == "jump over 2 animals"


# -- braille -----------------------------------------------------------------------------------------------


def test_braille_shows_cells_instead_of_names(narrator: BeastyBarNarrator) -> None:
    gparrot, rzebra = card(GREEN, Animal.PARROT), card(RED, Animal.ZEBRA)
    line = narrator.event(Expelled(rzebra, 1, gparrot, Reason.KICKED, False), 0, NAMES)
    assert line is not None
    assert card_cells(gparrot) in line.braille and card_cells(rzebra) in line.braille
    if narrator.lang == "cs":
        assert line.braille == f"{card_cells(gparrot)} vyhodil {card_cells(rzebra)}."
    else:
        assert line.braille == f"The {card_cells(gparrot)} throws out the {card_cells(rzebra)}."
    plain = narrator.ask_parrot_target()
    assert plain.braille == plain.text


def test_dual_renderer_is_generic() -> None:
    """The renderer knows nothing of Beasty Bar: any game passes its own functions."""

    def factory(mode, text):  # type: ignore[no-untyped-def]
        return {"THING": lambda x: f"<{mode}:{int(x)}>"}

    r = DualRenderer("en", factory)
    line = r.line("list-join", head=Line("a", "A"), last=r.line("list-empty"))
    assert line == Line("a and nothing", "A and nothing")
    assert Line.concat([Line("A.", "a."), Line("", ""), Line("B.", "b.")]) == Line("A. B.", "a. b.")
    assert r.join_list([Line("x", "X"), Line("y", "Y"), Line("z", "Z")]) == Line("x, y and z", "X, Y and Z")


@pytest.mark.parametrize("lang, played, last, own", [
    ("cs", "Petr hraje zeleného papouška do prázdné fronty.", "Petr si bere poslední kartu z balíčku.",
     "Dobíráš si zeleného papouška, v balíčku zbývají 3 karty."),
    ("en", "Peter plays the green parrot into the empty queue.", "Peter draws the last card of the pile.",
     "You draw the green parrot, 3 cards left in the pile."),
])
def test_a_verbose_turn_says_anothers_draw_only_when_it_empties_the_pile(
        lang: str, played: str, last: str, own: str) -> None:
    """Issue 25: a draw follows every play, so another's draw is no news, also at verbose (it was a line
    of its own after each computer's move); the last card of their pile is, and one's own draw names it."""
    n = BeastyBarNarrator(lang)
    names = ("Jana", "Petr" if lang == "cs" else "Peter")
    play = CardPlayed(1, card(GREEN, Animal.PARROT), 0, ())
    assert [ln.text for ln in n.turn([play, CardDrawn(1, None, 3)], 0, names, "verbose")] == [played]
    assert [ln.text for ln in n.turn([play, CardDrawn(1, None, 0)], 0, names, "verbose")] == [played, last]
    mine = n.turn([dataclasses.replace(play, player=0), CardDrawn(0, play.card, 3)], 0, names, "verbose")
    assert [ln.text for ln in mine][1:] == [own]
