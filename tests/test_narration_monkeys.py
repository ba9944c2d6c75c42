"""4 Monkeys narration: every event, zone, check, rule and refusal in Czech and English, text and braille.

Events are built directly from the dataclasses (every type, reason, mode and flag) and taken from seeded
random games of 2 to 4 players with every variant; each sentence is checked for leftovers of the message
machinery and raw ids, for braille cells in the text and card names in the braille, and for cards a
listener may not see. Czech sentences are checked word for word where case, gender and plural matter.
"""

from __future__ import annotations

import ast
import doctest
import json
import random
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from beastybar_access.games.monkeys import narration, rules
from beastybar_access.games.monkeys.braille_cards import card_cells, tile_cells
from beastybar_access.games.monkeys.cards import NUM_FACES, card_of, parse_card, parse_face
from beastybar_access.games.monkeys.engine import (
    Flip,
    IllegalActionError,
    PlayerView,
    Reveal,
    StartRound,
    State,
    Take,
    UseRefill,
    Variant,
    events_for,
    new_game,
)
from beastybar_access.games.monkeys.events import (
    EVENT_TYPES,
    BananaGiven,
    CardsDealt,
    CardsDrawn,
    ComboChecked,
    DeckEmptied,
    DrawReason,
    DuplicatesSetAside,
    EndReason,
    Event,
    GameOver,
    PenaltyApplied,
    RefillMode,
    RefillUsed,
    RoundEnded,
    RoundScored,
    RoundStarted,
    ScoreLine,
    SmartestChosen,
    StopCalled,
    TileFlipped,
    TileRevealed,
    TileTaken,
    TimerTick,
    redact,
)
from beastybar_access.games.monkeys.narration import MonkeysNarrator, take_verdict
from beastybar_access.games.monkeys.tiles import COMBO_IDS, NUM_COMBOS, VALUE, parse_combo
from beastybar_access.narration import LANGUAGES
from beastybar_access.narration.lines import VERBOSITIES, Line

NAMES = ["Jana", "Petr", "Eva", "Olga"]
LISTENERS = (0, 1, None)
BRAILLE = re.compile("[\u2800-\u28ff]")
LEFTOVER = re.compile(r"[{}]|mk-|\$|None|\bTrue\b|\bFalse\b|\byes\b|_")


@pytest.fixture(scope="module", params=LANGUAGES)
def n(request: pytest.FixtureRequest) -> MonkeysNarrator:
    return MonkeysNarrator(request.param)


@pytest.fixture(scope="module")
def cs() -> MonkeysNarrator:
    return MonkeysNarrator("cs")


@pytest.fixture(scope="module")
def en() -> MonkeysNarrator:
    return MonkeysNarrator("en")


def c(card_id: str) -> int:
    """A physical card from ``face@deck``, or a face id (deck yellow)."""
    return parse_card(card_id) if "@" in card_id else card_of(0, parse_face(card_id))


def k(combo_id: str) -> int:
    return parse_combo(combo_id)


def check_line(line: Line | None, allow_empty: bool = False) -> None:
    assert line is not None
    assert isinstance(line, Line)
    if not allow_empty:
        assert line.text.strip(), "an empty sentence"
    assert not BRAILLE.search(line.text), f"braille cells in the text: {line.text!r}"
    for form in (line.text, line.braille):
        assert not LEFTOVER.search(form), f"message machinery or raw values left: {form!r}"
        assert "  " not in form and not form.startswith(" ") and not form.endswith(" "), repr(form)
        for ident in COMBO_IDS:
            assert ident not in form or ident in ("rainbow",), f"raw id {ident!r} in {form!r}"


def card_texts(n: MonkeysNarrator) -> set[str]:
    return {n.card_name(f).text for f in range(NUM_FACES)}


# -- examples of every event type ----------------------------------------------------------------------------

HAND = (c("red-circle-triangle@yellow"), c("blue-square-square@yellow"), c("green-circle-pentagon@yellow"))
OTHER = (c("yellow-pentagon-pentagon@green"), c("red-circle-square@green"))


def score_line(player: int, score: int, total: int, peels: int = 0, aside: int = 0) -> ScoreLine:
    return ScoreLine(player, score + 2 * aside + 3 * peels, 2, 1, aside, peels, 0, score, total)


def event_examples() -> Iterator[Event]:
    offer = (k("gold-1"), None, k("rainbow"), k("shape-5"))
    yield RoundStarted(1, False, rules.ROUND_MS, offer, (5, 0, 4, 6))
    yield RoundStarted(2, True, 300_000, offer, (5, 0, 4, 6))
    for player, cards in ((0, HAND), (1, OTHER)):
        yield CardsDealt(player, cards, len(cards))
    for ms in (240_000, 180_000, 120_000, 60_000, 30_000, 10_000, 90_000, 1_000):
        yield TimerTick(ms)
    for combo in COMBO_IDS:
        yield TileTaken(0, 2, k(combo), 0, HAND[:2], 2, k("circles-3"))
        yield TileTaken(1, 0, k(combo), 3, OTHER[:1], 1, None)
    for reason in DrawReason:
        yield CardsDrawn(0, HAND, 3, (0, 0, 0), reason)
        yield CardsDrawn(1, OTHER, 2, (1, 2), reason)
    yield CardsDrawn(0, (HAND[0],), 1, (3,), DrawReason.FLIP)
    yield CardsDrawn(0, (), 0, (), DrawReason.MORE)
    yield DeckEmptied(0)
    yield DeckEmptied(1)
    for combo in ("rainbow", "circles-3", "shape-5"):
        yield TileFlipped(0, 1, k(combo))
        yield TileFlipped(1, 0, k(combo))
    for player, cards in ((0, HAND), (1, OTHER)):
        yield RefillUsed(player, RefillMode.NEW_HAND, cards, len(cards))
        yield RefillUsed(player, RefillMode.NEW_HAND, (), 0)
        yield RefillUsed(player, RefillMode.MORE, (), 0)
    yield TileRevealed(0, 1, k("gold-2"), k("rainbow"))
    yield TileRevealed(1, 3, k("rainbow"), None)
    for giver, to in ((0, 1), (1, 0), (1, 2)):
        yield BananaGiven(giver, to)
    for player in (0, 1):
        yield StopCalled(player, True, 10)
        yield StopCalled(player, False, 7)
        yield StopCalled(player, False, 1)
        yield PenaltyApplied(player, 10, -10)
    for end in EndReason:
        yield RoundEnded(2, end, 1 if end is not EndReason.TIME else None)
    yield DuplicatesSetAside(((), (), ()))
    yield DuplicatesSetAside(((k("circles-3"), k("circles-3")), (), (k("rainbow"),) * 3))
    yield SmartestChosen((1,), (7, 13, 2), (2, 4, 1), (0, 1, 0))
    yield SmartestChosen((0,), (13, 13, 2), (2, 4, 1), (1, 0, 0))
    yield SmartestChosen((0, 2), (11, 3, 11), (3, 1, 4), (0, 0, 2))
    yield SmartestChosen((1, 2), (1, 11, 11), (3, 1, 4), (0, 0, 2))
    cards3 = (c("red-circle-circle@blue"), c("blue-circle-square@blue"), c("green-circle-triangle@blue"))
    yield ComboChecked(1, 0, k("circles-3"), 2, cards3[:2], True, True, ())
    yield ComboChecked(0, 2, k("circles-3"), 2, cards3, False, True, cards3[1:])
    yield ComboChecked(0, 2, k("circles-3"), 1, (*cards3[:2], c("red-circle-circle@red")), False, True,
                       (cards3[0],))
    yield ComboChecked(1, 1, k("rainbow"), 4, cards3[:1], False, False, ())
    lines = (score_line(0, 7, 7), score_line(1, -5, -15, peels=1, aside=2), score_line(2, 1, 1))
    yield RoundScored(1, lines)
    yield RoundScored(3, lines[:2])
    yield GameOver((1,), (10, 25, 3))
    yield GameOver((0,), (25, 10, 3))
    yield GameOver((0, 2), (25, 10, 25))
    yield GameOver((1, 2), (5, 25, 25))


EXAMPLES = list(event_examples())


def test_examples_cover_every_event_type() -> None:
    assert {type(e) for e in EXAMPLES} == set(EVENT_TYPES.values())


@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_every_example_event_is_narrated(n: MonkeysNarrator, verbosity: str) -> None:
    for event in EXAMPLES:
        for listener in LISTENERS:
            line = n.event(event, listener, NAMES[:3], verbosity)
            if line is None:
                # only others' deals, draws (below verbose), emptied decks (brief) and in brief "nobody
                # owns a combo twice" are left out
                if isinstance(event, DuplicatesSetAside):
                    assert verbosity == "brief" and not any(event.duplicates), event
                    continue
                assert isinstance(event, CardsDealt | CardsDrawn | DeckEmptied), event
                assert getattr(event, "player", getattr(event, "deck", None)) != listener
                continue
            check_line(line)


def test_the_others_deals_and_draws_only_in_verbose_and_emptied_decks_not_in_brief(
        n: MonkeysNarrator) -> None:
    """While everyone plays at once the others' deals and draws are said only in verbose mode, another's
    emptied deck is left out only in brief; one's own are always said."""
    for listener in (0, None):
        for event in (CardsDealt(1, None, 5), CardsDrawn(1, None, 2, (1, 2), DrawReason.TAKE)):
            assert [v for v in VERBOSITIES if n.event(event, listener, NAMES, v) is not None] == ["verbose"]
        said = [v for v in VERBOSITIES if n.event(DeckEmptied(1), listener, NAMES, v) is not None]
        assert said == ["normal", "verbose"]
    for event in (CardsDealt(0, HAND, 3), CardsDrawn(0, HAND, 3, (0, 0, 0), DrawReason.TAKE), DeckEmptied(0)):
        assert all(n.event(event, 0, NAMES, v) is not None for v in VERBOSITIES), event


def test_own_and_others_forms_differ(n: MonkeysNarrator) -> None:
    for event in EXAMPLES:
        if isinstance(event, TimerTick | RoundStarted | RoundEnded | DuplicatesSetAside | RoundScored):
            continue
        seat = getattr(event, "player", getattr(event, "deck", None))
        if not isinstance(seat, int):
            continue
        own = n.event(event, seat, NAMES, "verbose")
        other = n.event(event, (seat + 1) % 3, NAMES, "verbose")
        assert own is not None and other is not None
        assert own.text != other.text, event
        assert NAMES[seat] in other.text, (event, other.text)


def test_hidden_cards_never_reach_another_listener(n: MonkeysNarrator) -> None:
    names = card_texts(n)
    for event in EXAMPLES:
        if isinstance(event, ComboChecked):
            continue  # a checked combo's cards are face up for all
        for verbosity in VERBOSITIES:
            owner = getattr(event, "player", None)
            for listener in (0, 1, 2, None):
                if owner == listener:
                    continue
                # the unredacted event, as a careless caller might pass it
                line = n.event(event, listener, NAMES, verbosity)
                if line is None:
                    continue
                for name in names:
                    assert name not in line.text, (event, listener, line.text)
                assert not any(card_cells(f) in line.braille for f in range(NUM_FACES)), (event, line.braille)


def test_own_cards_are_named_to_their_owner(cs: MonkeysNarrator) -> None:
    dealt = cs.event(CardsDealt(0, HAND, 3), 0, NAMES)
    assert dealt is not None
    assert dealt.text == ("V ruce máš 3 karty: červený kruh a trojúhelník; dva modré čtverce, z toho jeden "
                          "zlatý; zelený kruh a pětiúhelník.")
    assert card_cells(HAND[1]) in dealt.braille and "modré" not in dealt.braille
    taken = cs.event(TileTaken(0, 2, k("rainbow"), 0, HAND[:2], 2, None), 0, NAMES, "verbose")
    assert taken is not None
    assert taken.text == ("Bereš Barevnou řadu ze sloupečku 3, pod kartičku pokládáš 2 karty: červený kruh "
                          "a trojúhelník; dva modré čtverce, z toho jeden zlatý. Karty kombo nesplňují: "
                          "je to blaf. "
                          "Sloupeček 3 je teď prázdný.")
    assert tile_cells(k("rainbow"), False) in taken.braille


def test_own_take_reminds_of_a_bluff(cs: MonkeysNarrator, en: MonkeysNarrator) -> None:
    circles = (c("red-circle-circle"), c("blue-circle-square"))
    exact = cs.event(TileTaken(0, 0, k("circles-3"), 0, circles, 2, None), 0, NAMES)
    assert exact is not None and "blaf" not in exact.text
    spare = cs.event(TileTaken(0, 0, k("circles-3"), 0, (*circles, c("green-circle-triangle")), 3, None), 0,
                     NAMES)
    assert spare is not None
    assert "Pod kartičkou je karta navíc: je to blaf, při kontrole by kombo neprošlo." in spare.text
    one = cs.event(TileTaken(0, 0, k("rainbow"), 0, circles[:1], 1, None), 0, NAMES)
    assert one is not None and "Karta kombo nesplňuje: je to blaf." in one.text
    assert "bluff" in en.event(TileTaken(0, 0, k("rainbow"), 0, circles[:1], 1, None), 0, NAMES).text  # type: ignore[union-attr]
    # never to the others, never in brief
    other = cs.event(TileTaken(0, 0, k("rainbow"), 0, circles[:1], 1, None), 1, NAMES)
    assert other is not None and "blaf" not in other.text
    brief = cs.event(TileTaken(0, 0, k("rainbow"), 0, circles[:1], 1, None), 0, NAMES, "brief")
    assert brief is not None and brief.text == "Bereš Barevnou řadu ze sloupečku 1, sloupeček je prázdný."


def test_checked_cards_are_public(cs: MonkeysNarrator) -> None:
    cards = (c("red-circle-circle@blue"), c("blue-circle-square@blue"), c("green-circle-triangle@blue"))
    checked = ComboChecked(1, 0, k("circles-3"), 2, cards, False, True, cards[1:])
    line = cs.event(checked, 0, NAMES, "verbose")
    assert line is not None
    assert line.text == ("Krok 3, kontrola. Kombo Tři kruhy za 2 body, které má Petr, 3 karty: dva červené "
                         "kruhy, z toho jeden zlatý; modrý kruh a čtverec; zelený kruh a trojúhelník. "
                         "Kterákoli "
                         "z těchto karet je navíc: modrý kruh a čtverec; zelený kruh a trojúhelník. "
                         "Kombo jde stranou.")
    # at normal another's wrong combo is short: its name and what was wrong (a listener hears it in time,
    # issue 25); one's own keeps its cards
    normal = cs.event(ComboChecked(1, 0, k("circles-3"), 2, cards, False, True, cards[1:]), 0, NAMES)
    assert normal is not None
    assert normal.text == "Krok 3, kontrola. Petr: Tři kruhy, karta navíc, jde stranou."
    own = cs.event(ComboChecked(1, 0, k("circles-3"), 2, cards, False, True, cards[1:]), 1, NAMES)
    assert own is not None and "modrý kruh a čtverec" in own.text
    ok = cs.event(ComboChecked(0, 0, k("circles-3"), 2, cards[:2], True, True, ()), 0, NAMES, "brief")
    assert ok is not None and ok.text == "Ty: Tři kruhy, v pořádku."
    wrong = cs.event(ComboChecked(0, 0, k("rainbow"), 5, cards[:1], False, False, ()), 0, NAMES)
    assert wrong is not None
    assert wrong.text.startswith("Krok 3, kontrola. Tvoje kombo Barevná řada za 5 bodů, 1 karta:")
    assert wrong.text.endswith("Kombo není splněné, jde stranou.")


# -- events from real games ----------------------------------------------------------------------------------


def played_games() -> Iterator[tuple[State, list[list[Event]]]]:
    """Seeded random games, 2 to 4 players, each variant; the events of every entry (unredacted)."""
    for players, variant, seed in ((2, Variant.STANDARD, 1), (3, Variant.BANANA, 2), (4, Variant.FAMILY, 3),
                                   (3, Variant.FAMILY_BANANA, 4)):
        s = new_game(players, seed=seed, variant=variant, round_ms=90_000)
        rng = random.Random(seed)
        batches: list[list[Event]] = []
        while not s.is_over():
            before = len(s.history)
            s.play_random(rng, record=True)
            batches += [list(e.events or ()) for e in s.history[before:]]
        yield s, batches


GAMES = list(played_games())


def test_games_cover_every_event_type() -> None:
    seen = {type(e) for _, batches in GAMES for b in batches for e in b}
    missing = set(EVENT_TYPES.values()) - seen - {PenaltyApplied, StopCalled}
    assert not missing


@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_every_game_event_is_narrated(n: MonkeysNarrator, verbosity: str) -> None:
    for s, batches in GAMES:
        narrator = MonkeysNarrator(n.lang, variant=s.variant) if s.variant.family else n
        names = NAMES[: s.num_players]
        for batch in batches:
            for listener in range(s.num_players):
                for line in narrator.events(events_for(batch, listener), listener, names, verbosity):
                    check_line(line)


def test_redacted_game_events_leak_nothing(cs: MonkeysNarrator) -> None:
    names = card_texts(cs)
    for s, batches in GAMES[:2]:
        for batch in batches:
            for e in batch:
                if isinstance(e, ComboChecked):
                    continue
                owner = getattr(e, "player", None)
                for listener in range(s.num_players):
                    if owner == listener:
                        continue
                    for form in (e, redact(e, listener)):
                        line = cs.event(form, listener, NAMES, "verbose")
                        if line is not None:
                            assert not any(name in line.text for name in names), line.text


# -- Czech grammar -------------------------------------------------------------------------------------------


def test_timer_in_czech(cs: MonkeysNarrator) -> None:
    said = {ms: cs.event(TimerTick(ms), 0, NAMES) for ms in (240_000, 180_000, 60_000, 300_000, 30_000,
                                                             10_000, 90_000, 2_000, 1_000)}
    assert {ms: line.text for ms, line in said.items() if line is not None} == {
        240_000: "Zbývají 4 minuty.",
        180_000: "Zbývají 3 minuty.",
        60_000: "Zbývá 1 minuta.",
        300_000: "Zbývá 5 minut.",
        30_000: "Zbývá 30 sekund.",
        10_000: "Zbývá 10 sekund.",
        90_000: "Zbývá 1 minuta 30 sekund.",
        2_000: "Zbývají 2 sekundy.",
        1_000: "Zbývá 1 sekunda.",
    }


def test_timer_in_english(en: MonkeysNarrator) -> None:
    assert [en.event(TimerTick(ms), 0, NAMES).text for ms in (180_000, 60_000, 30_000)] == [  # type: ignore[union-attr]
        "3 minutes left.", "1 minute left.", "30 seconds left."]


@pytest.mark.parametrize(("count", "phrase"), [(1, "1 kartu"), (2, "2 karty"), (5, "5 karet")])
def test_card_plurals(cs: MonkeysNarrator, count: int, phrase: str) -> None:
    cards = tuple(card_of(0, f) for f in range(count))
    line = cs.event(CardsDrawn(0, cards, count, (0,) * count, DrawReason.TAKE), 0, NAMES, "brief")
    assert line is not None and line.text == f"Dobíráš {phrase}."
    other = cs.event(TileTaken(1, 0, k("gold-1"), 0, None, count, None), 0, NAMES, "verbose")
    assert other is not None  # the cards laid under another's take: verbose only (issue 25)
    assert other.text.startswith(f"Petr bere Zlatý knoflík ze sloupečku 1, pod kartičku pokládá {phrase}.")


@pytest.mark.parametrize(("points", "word", "ins"), [(1, "1 bod", "1 bodem"), (2, "2 body", "2 body"),
                                                     (5, "5 bodů", "5 body"), (0, "0 bodů", "0 body")])
def test_point_plurals(cs: MonkeysNarrator, points: int, word: str, ins: str) -> None:
    over = cs.event(GameOver((1,), (3, points)), 0, NAMES)
    assert over is not None
    assert over.text.startswith(f"Konec hry. Vyhrává Petr s {ins}. Celkem:")
    assert f"Petr {word}" in over.text
    smart = cs.event(SmartestChosen((0,), (points, 0), (1, 0), (0, 0)), 0, NAMES)
    assert smart is not None and smart.text == f"Krok 2. Nejchytřejší opicí jsi ty s {ins}."


def test_tile_cases_and_agreement(cs: MonkeysNarrator, en: MonkeysNarrator) -> None:
    def taken(combo: str, top: str | None) -> str:
        line = cs.event(TileTaken(1, 1, k(combo), 0, None, 2, k(top) if top else None), 0, NAMES)
        assert line is not None
        return line.text

    # another's take names the stack and what is on top there now, in one sentence
    assert taken("rainbow", "circles-3") == "Petr bere Barevnou řadu ze sloupečku 2, navrchu jsou Tři kruhy."
    assert taken("circles-3", "rainbow").endswith("navrchu je Barevná řada.")
    assert taken("gold-1", "shape-5").endswith("navrchu je Pět stejných tvarů.")
    assert taken("gold-1", "gold-1") == "Petr bere Zlatý knoflík ze sloupečku 2, navrchu je Zlatý knoflík."
    en_top = en.event(TileTaken(1, 1, k("circles-3"), 0, None, 2, k("rainbow")), 0, NAMES)
    assert en_top is not None
    assert en_top.text == "Petr takes Three circles from stack 2, leaving Colour row."
    # brief: another's take by its stack and the new top (the tile taken was on top: issue 25, no change
    # of the offer silent); one's own take with its tile, its stack and the new top
    brief = cs.event(TileTaken(1, 1, k("circles-3"), 0, None, 2, k("rainbow")), 0, NAMES, "brief")
    assert brief is not None and brief.text == "Petr bere ze sloupečku 2, navrchu je Barevná řada."
    en_brief = en.event(TileTaken(1, 1, k("circles-3"), 0, None, 2, None), 0, NAMES, "brief")
    assert en_brief is not None and en_brief.text == "Petr takes from stack 2, leaving it empty."
    own = cs.event(TileTaken(0, 1, k("circles-3"), 0, None, 2, k("rainbow")), 0, NAMES, "brief")
    assert own is not None and own.text == "Bereš Tři kruhy ze sloupečku 2, navrchu je Barevná řada."
    en_own = en.event(TileTaken(0, 1, k("circles-3"), 0, None, 2, None), 0, NAMES, "brief")
    assert en_own is not None
    assert en_own.text == "You take Three circles from stack 2, leaving it empty."
    flip = cs.event(TileFlipped(0, 0, k("rainbow")), 0, NAMES)
    assert flip is not None and flip.text == "Otáčíš Barevnou řadu na hnědou stranu, teď za 4 body."
    assert [cs.tile_name(k("rainbow"), case=case).text for case in ("nom", "acc", "gen")] == [
        "Barevná řada", "Barevnou řadu", "Barevné řady"]
    assert cs.tile_agree(k("rainbow")) == "sg" and cs.tile_agree(k("circles-3")) == "pl"


def test_card_names(cs: MonkeysNarrator, en: MonkeysNarrator) -> None:
    f = parse_face
    assert cs.card_name(f("red-circle-triangle")).text == "červený kruh a trojúhelník"
    assert cs.card_name(f("yellow-pentagon-pentagon")).text == "dva žluté pětiúhelníky, z toho jeden zlatý"
    assert cs.card_name(f("green-square-pentagon")).text == "zelený čtverec a pětiúhelník"
    assert cs.card_name(f("blue-circle-circle"), "gen").text == "dvou modrých kruhů, z toho jednoho zlatého"
    assert en.card_name(f("red-circle-triangle")).text == "red circle and triangle"
    assert en.card_name(f("blue-square-square")).text == "two blue squares, one of them gold"
    assert len(card_texts(cs)) == NUM_FACES and len(card_texts(en)) == NUM_FACES
    for face in range(NUM_FACES):
        line = cs.card_name(face)
        assert line.braille == card_cells(face)
        assert cs.card_name(card_of(3, face)) == line  # a card of another deck: the same face


def test_people_forms(cs: MonkeysNarrator) -> None:
    assert cs.event(BananaGiven(0, 1), 0, NAMES).text == "Posíláš banánovou slupku, dostává ji Petr."  # type: ignore[union-attr]
    assert cs.event(BananaGiven(1, 0), 0, NAMES).text == "Petr ti posílá banánovou slupku."  # type: ignore[union-attr]
    assert cs.event(BananaGiven(1, 2), 0, NAMES).text == "Petr posílá banánovou slupku, dostává ji Eva."  # type: ignore[union-attr]
    stop = cs.event(StopCalled(1, False, 7), 0, NAMES)
    assert stop is not None and stop.text == "Petr volá Stop! Ale má jen 7 z 10 různých komb."
    stop2 = cs.event(StopCalled(0, False, 2), 0, NAMES)
    assert stop2 is not None and stop2.text == "Voláš Stop! Ale máš jen 2 z 10 různých komb."
    several = cs.event(SmartestChosen((0, 2), (11, 3, 11), (3, 1, 4), (0, 0, 2)), 0, NAMES)
    assert several is not None
    assert several.text == "Krok 2. Nejchytřejšími opicemi jste ty a Eva, každý s 11 body."
    for listener, said in ((2, "jste ty a Jana"), (1, "jsou Jana a Eva")):
        line = cs.event(SmartestChosen((0, 2), (11, 3, 11), (3, 1, 4), (0, 0, 2)), listener, NAMES)
        assert line is not None and f"Nejchytřejšími opicemi {said}, každý" in line.text
    assert cs.player_name(5, NAMES[:2]) == "Hráč 6"


def test_scoring_in_czech(cs: MonkeysNarrator) -> None:
    dup = cs.event(DuplicatesSetAside(((), (k("circles-3"), k("circles-3")), (k("rainbow"),) * 3)), 0, NAMES)
    assert dup is not None
    assert dup.text == ("Krok 1, stejná komba. Petr odkládá 2 kartičky Tři kruhy. "
                        "Eva odkládá 3 kartičky Barevná řada.")
    assert cs.event(DuplicatesSetAside(((k("gold-1"),) * 5, ())), 0, NAMES).text.endswith(  # type: ignore[union-attr]
        "Odkládáš 5 kartiček Zlatý knoflík.")
    none = cs.event(DuplicatesSetAside(((), ())), 0, NAMES)
    assert none is not None and none.text == "Krok 1, stejná komba. Nikdo nemá žádné kombo víckrát."
    lines = (score_line(0, 7, 7), score_line(1, -5, -15, peels=1, aside=2))
    scored = cs.event(RoundScored(1, lines), 0, NAMES)
    assert scored is not None and scored.text == "Body za 1. kolo: ty 7, Petr -5. Po 1. kole: ty 7, Petr -15."
    # at normal in two short lines (issue 25): the round's points, then the standings; the same: one line
    assert [x.text for x in cs.scored_lines(RoundScored(1, lines), 0, NAMES)] == [
        "Body za 1. kolo: ty 7, Petr -5.", "Po 1. kole: ty 7, Petr -15."]
    same = (score_line(0, 7, 7), score_line(1, 5, 5))
    assert [x.text for x in cs.scored_lines(RoundScored(1, same), 0, NAMES)] == ["Po 1. kole: ty 7, Petr 5."]
    verbose = cs.event(RoundScored(1, lines), 0, NAMES, "verbose")
    assert verbose is not None
    assert "Petr -5, celkem -15 (komba 2, odloženo 2, minus 4, banánové slupky minus 3)" in verbose.text
    shared = cs.event(GameOver((0, 2), (25, 10, 25)), 1, NAMES)
    assert shared is not None
    assert shared.text == ("Konec hry. Vítězství sdílejí Jana a Eva, každý s 25 body. "
                           "Celkem: Jana 25 bodů, Eva 25 bodů, ty 10 bodů.")


def test_family_variant(cs: MonkeysNarrator) -> None:
    family = MonkeysNarrator("cs", variant="family")
    line = family.event(SmartestChosen((1,), (7, 5), (2, 4), (0, 1)), 0, NAMES)
    assert line is not None and line.text == "Krok 2. Nejchytřejší opicí je Petr, 4 kartičky."
    s = ScoreLine(0, 7, 2, 2, 1, 0, 1, 3, 3)
    scored = family.event(RoundScored(1, (s,)), 0, NAMES, "verbose")
    assert scored is not None
    assert scored.text == ("Body za 1. kolo: ty 3, celkem 3 (zelené 2, hnědé 2, odloženo 1, minus 1, "
                           "nejchytřejší opice plus 1).")


def test_refill_and_draws_in_czech(cs: MonkeysNarrator) -> None:
    own = cs.event(RefillUsed(0, RefillMode.NEW_HAND, HAND[:1], 1), 0, NAMES)
    assert own is not None
    # what is discarded, first; the draw's own sentence names the new cards (issue 25: not said twice)
    assert own.text == "Používáš Doplnění ruky a odhazuješ 1 kartu: červený kruh a trojúhelník."
    other = cs.event(RefillUsed(1, RefillMode.MORE, (), 0), 0, NAMES)
    assert other is not None and other.text == "Petr používá Doplnění ruky: dobírá 3 karty navíc."
    foreign = cs.event(CardsDrawn(0, HAND, 3, (0, 2, 2), DrawReason.FLIP), 0, NAMES, "brief")
    assert foreign is not None and foreign.text == "Dobíráš 3 karty. 2 z červeného balíčku."
    short = cs.event(CardsDrawn(0, HAND[:1], 1, (3,), DrawReason.FLIP), 0, NAMES, "brief")
    assert short is not None
    assert short.text == "Dobíráš 1 kartu. Jedna z modrého balíčku. Víc karet v balíčcích nezbývá."
    assert cs.event(CardsDrawn(1, OTHER, 2, (1, 1), DrawReason.TAKE), 0, NAMES) is None


def test_unknown_event_is_a_type_error(cs: MonkeysNarrator) -> None:
    with pytest.raises(TypeError):
        cs.event("tile_taken", 0, NAMES)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        cs.event(TimerTick(1000), 0, NAMES, "loud")


# -- zones ---------------------------------------------------------------------------------------------------


def views() -> Iterator[PlayerView]:
    """Views during play and after the game, of several seats."""
    for players, variant, seed in ((2, "standard", 5), (4, "banana", 6)):
        s = new_game(players, seed=seed, variant=variant)
        rng = random.Random(seed)
        for _ in range(30):
            s.play_random(rng)
        yield from (s.view(p) for p in range(players))
        s.playout(rng)
        yield s.view(0)
    yield new_game(3, seed=1).view(1)


VIEWS = list(views())


@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_every_zone_is_narrated(n: MonkeysNarrator, verbosity: str) -> None:
    for v in VIEWS:
        names = NAMES[: v.players]
        check_line(n.offer(v, verbosity))
        for stack in range(len(v.offer)):
            check_line(n.offer_tile(v, stack, verbosity))
            check_line(n.take_check(v, stack, v.hand[:2]))
            check_line(n.take_check(v, stack, ()))
        check_line(n.hand(v, verbosity))
        for i in range(len(v.hand)):
            for selected in (True, False):
                check_line(n.hand_card(v, i, selected, verbosity))
                check_line(n.toggled(v, i, selected, 2))
        check_line(n.own_tiles(v, verbosity))
        if 0 <= v.player < v.players:
            for i in range(len(v.tiles[v.player])):
                check_line(n.own_tile(v, i, verbosity))
            check_line(n.refill_tile(v, verbosity, 0, 1))
        check_line(n.tile_counts(v, names, verbosity))
        for line in (n.time_left(v), n.scores(v, names), n.decks(v, names), n.specials(v, names),
                     n.stop_check(v), n.reveal_check(v), n.selection(v.hand[:3])):
            check_line(line)


def a_view() -> PlayerView:
    s = new_game(2, seed=11)
    s.apply(StartRound(0, 0))
    return s.view(0)


def test_offer_and_offer_tile(cs: MonkeysNarrator) -> None:
    v = a_view()
    v = replace(v, offer=(k("circles-3"), None, k("rainbow"), k("gold-1")), stack_sizes=(3, 0, 1, 5))
    assert cs.offer(v, "brief").text == ("Nabídka: 1: Tři kruhy; 2: prázdný; 3: Barevná řada; "
                                        "4: Zlatý knoflík.")
    assert cs.offer(v).text == ("Nabídka: 1: Tři kruhy, 2 body; 2: prázdný; 3: Barevná řada, 5 bodů; "
                                "4: Zlatý knoflík, 1 bod.")
    assert cs.offer_tile(v, 0).text == ("Sloupeček 1 ze 4: Tři kruhy, aspoň 3 knoflíky tvaru kruh, 2 body, "
                                        "ve sloupečku 3 kartičky.")
    assert cs.offer_tile(v, 2, "brief").text == "Barevná řada, 5 bodů."
    aside = replace(v, revealed=(k("gold-2"), k("shape-5")))
    assert cs.offer(aside, "verbose").text.endswith(" Stranou leží: Dva zlaté knoflíky a Pět stejných tvarů.")
    assert "Stranou" not in cs.offer(aside).text
    assert cs.offer_tile(v, 1).text == "Sloupeček 2 ze 4 je prázdný."
    # "N z M" is the place among the stacks; "z" or "ze" as the number is read (the rule in the .ftl)
    five = replace(v, offer=(*v.offer, None), stack_sizes=(*v.stack_sizes, 0))
    assert cs.offer_tile(five, 4).text == "Sloupeček 5 z 5 je prázdný."
    assert cs.offer(v).braille.startswith("Nabídka: 1: " + tile_cells(k("circles-3"), False) + ", 2 body")


def test_offer_tile_says_its_place_in_english(en: MonkeysNarrator) -> None:
    v = replace(a_view(), offer=(k("circles-3"), None, k("rainbow")), stack_sizes=(3, 0, 1))
    assert en.offer_tile(v, 1).text == "Stack 2 of 3 is empty."
    assert en.offer_tile(v, 0).text.startswith("Stack 1 of 3: ")


def test_hand_and_cards(cs: MonkeysNarrator, en: MonkeysNarrator) -> None:
    v = replace(a_view(), hand=HAND)
    assert cs.hand(v).text == ("V ruce máš 3 karty: červený kruh a trojúhelník; dva modré čtverce, "
                               "z toho jeden zlatý; zelený kruh a pětiúhelník.")
    assert cs.hand_card(v, 1, True).text == "dva modré čtverce, z toho jeden zlatý, vybráno, 2 ze 3"
    assert cs.hand_card(v, 0, False).text == "červený kruh a trojúhelník, nevybráno, 1 ze 3"
    assert cs.hand_card(v, 0, False, "brief").text == "červený kruh a trojúhelník"
    assert en.hand_card(v, 1, True).text == "two blue squares, one of them gold, selected, 2 of 3"
    assert cs.hand_card(v, 1, True).braille.startswith(card_cells(HAND[1]) + ", vybráno")
    assert cs.hand(replace(v, hand=())).text == "Ruka je prázdná."
    assert cs.toggled(v, 0, True, 1).text == "červený kruh a trojúhelník: vybráno. Vybrána 1 karta."
    assert cs.toggled(v, 0, False, 0).text == "červený kruh a trojúhelník: výběr zrušen. Nic není vybráno."
    assert cs.selection(HAND[:2]).text.startswith("Vybrány 2 karty: ")


def test_take_check(cs: MonkeysNarrator, en: MonkeysNarrator) -> None:
    cards = (c("red-circle-circle"), c("blue-circle-square"), c("green-circle-triangle"),
             c("green-square-pentagon"), c("red-triangle-square"))
    v = replace(a_view(), hand=cards, offer=(k("circles-3"), None, k("rainbow")), stack_sizes=(2, 0, 2))
    assert cs.take_check(v, 0, cards[:2]).text == "2 vybrané karty splňují Tři kruhy."
    assert cs.take_check(v, 0, cards[:3]).text == (
        "3 vybrané karty splňují Tři kruhy, ale kterákoli z těchto karet je navíc: modrý kruh a čtverec; "
        "zelený kruh a trojúhelník. Při kontrole by kombo neprošlo, to by byl blaf. Potvrď ještě jednou.")
    assert cs.take_check(v, 2, cards[:1]).text == ("Vybraná karta nesplňuje Barevnou řadu — to by byl blaf. "
                                                   "Potvrď ještě jednou.")
    assert cs.take_check(v, 2, cards).text.startswith("5 vybraných karet nesplňuje Barevnou řadu")
    assert cs.take_check(v, 1, cards[:1]).text == "Sloupeček 2 je prázdný."
    assert cs.take_check(v, 0, ()).text == "Nemáš vybranou žádnou kartu."
    assert en.take_check(v, 0, cards[:2]).text == "The 2 selected cards meet Three circles."
    verdict = take_verdict(v, 0, cards[:3])
    assert verdict is not None and verdict.met and not verdict.correct
    assert take_verdict(v, 1, cards) is None


def test_own_tiles_counts_scores_decks(cs: MonkeysNarrator) -> None:
    s = new_game(2, seed=3)
    s.apply(StartRound(0, 0))
    v = s.view(0)
    assert cs.own_tiles(v).text == "Zatím nemáš žádnou kartičku s kombem. Doplnění ruky je připravené."
    assert cs.tile_counts(v, NAMES).text == "Kartičky: ty zatím nic; Petr zatím nic."
    assert cs.refill_tile(v, index=0, total=1).text == "Doplnění ruky, připravené, 1 z 1"
    assert cs.time_left(v).text == "Zbývají 4 minuty."
    assert cs.scores(v, NAMES).text == "Zatím se nebodovalo. Celkem: ty 0 bodů, Petr 0 bodů."
    assert cs.decks(v, NAMES).text == "Balíčky: ty 35 karet, Petr 35 karet. V ruce: ty 5 karet, Petr 5 karet."
    assert cs.specials(v, NAMES).text == "Doplnění ruky: ty nepoužité, Petr nepoužité."
    # take one tile with a bluff, then flip it
    stack = next(i for i, t in enumerate(s.offer()) if t is not None)
    combo = s.offer()[stack]
    assert combo is not None
    s.apply(Take(0, 1000, stack, (s.hands[0][0],)))
    s.apply(Flip(0, 2000, 0))
    s.apply(UseRefill(0, 3000, RefillMode.MORE))
    v = s.view(0)
    tile = cs.tile_name(combo).text
    points = VALUE[combo][1]
    own = cs.own_tiles(v).text
    assert own.startswith(f"Tvoje kartičky, 1: {tile}, hnědá strana, ")
    assert "Doplnění ruky už je použité." in own
    item = cs.own_tile(v, 0, total=2)
    assert item.text.startswith(f"{tile}, hnědá strana, ") and item.text.endswith(", 1 ze 2")
    assert item.braille.startswith(tile_cells(combo, True) + ", hnědá strana")
    assert cs.own_tile(v, 0, "brief").text == cs.own_tile(v, 0).text.rsplit(", ", 1)[0]
    assert cs.refill_tile(v, "brief").text == "Doplnění ruky, použité"
    counts = cs.tile_counts(v, NAMES).text
    assert counts.startswith("Kartičky: ty 1 kartička, ") and str(points) in counts
    assert cs.time_left(v).text == "Zbývají 3 minuty 57 sekund."
    s.advance(rules.ROUND_MS)
    assert cs.time_left(s.view(0)).text == "Kolo teď neběží."
    assert cs.scores(s.view(0), NAMES).text.startswith("Kolo 1: ty ")


# -- rules and refusals --------------------------------------------------------------------------------------


def test_rules_text(n: MonkeysNarrator) -> None:
    for combo in range(NUM_COMBOS):
        line = n.rules_text(COMBO_IDS[combo])
        check_line(line)
        assert line == n.rules_text(("tile", combo))
        assert line.braille.startswith(tile_cells(combo))
    for face in range(NUM_FACES):
        line = n.rules_text(("card", face))
        check_line(line)
        assert line.braille.startswith(card_cells(face))
    for subject in ("refill", "banana", "red-circle-circle@blue", "nothing"):
        check_line(n.rules_text(subject))
    with pytest.raises(ValueError):
        n.rules_text(("deck", 1))


def test_rules_text_in_czech(cs: MonkeysNarrator) -> None:
    assert cs.rules_text("circles-3").text == (
        "Tři kruhy: potřebuje aspoň 3 knoflíky tvaru kruh. Zelená strana 2 body, hnědá 1 bod. Pod kartičkou "
        "nesmí být karta navíc: bez kterékoli z nich by kombo už splněné nebylo.")
    assert cs.rules_text("yellow-circle-circle").text == ("Karta: žlutá, knoflíky kruh a kruh, jeden z nich "
                                                          "zlatý.")
    assert cs.rules_text("refill").text.startswith("Doplnění ruky: jednou za kolo buď odhodíš celou ruku a "
                                                  "vezmeš si 5 nových karet, nebo si dobereš 3 karty navíc.")


def engine_refusal_codes() -> set[str]:
    """Every code the engine raises (read from its source, so a new code fails this test)."""
    path = Path(narration.__file__).with_name("engine.py")
    codes: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "IllegalActionError":
            arg = node.args[1]
            assert isinstance(arg, ast.Constant) and isinstance(arg.value, str)
            codes.add(arg.value)
    return codes


CODES = sorted(engine_refusal_codes())


def test_the_engine_raises_the_known_codes() -> None:
    assert {"time_up", "stack_empty", "no_cards", "not_in_hand", "already_flipped", "refill_used",
            "offer_not_owned", "banana_not_now"} <= set(CODES)


@pytest.mark.parametrize("code", CODES)
def test_every_refusal_code_has_a_message(n: MonkeysNarrator, code: str) -> None:
    assert n.renderer.has(f"mk-refusal-{code.replace('_', '-')}"), code
    generic = n.refusal("no_such_code")
    line = n.refusal(code)
    check_line(line)
    assert line != generic or code == "generic"


def test_refusals_from_the_engine(cs: MonkeysNarrator) -> None:
    s = new_game(2, seed=4)
    said: dict[str, str] = {}

    def refuse(action: object) -> None:
        with pytest.raises(IllegalActionError) as info:
            s.check(action)  # type: ignore[arg-type]
        said[info.value.code] = cs.refusal(info.value.code, info.value.args_).text

    refuse(Take(0, 0, 0, ()))
    s.apply(StartRound(0, 0))
    refuse(StartRound(0, 10))
    refuse(Take(0, 10, 9, (s.hands[0][0],)))
    refuse(Take(0, 10, 0, ()))
    refuse(Take(0, 10, 0, (s.hands[1][0],)))
    refuse(Flip(0, 10, 3))
    refuse(Reveal(0, 10, 0))
    refuse(Take(0, rules.ROUND_MS, 0, (s.hands[0][0],)))
    assert said["not_started"] == "Kolo ještě nezačalo."
    assert said["round_running"] == "Kolo už běží."
    assert said["bad_stack"] == f"Sloupeček 10 na stole není, sloupečky jsou 1 až {len(s.stacks)}."
    assert said["no_cards"] == "Kartičku bereš aspoň s jednou kartou z ruky. Nejdřív vyber karty."
    assert said["not_in_hand"].startswith("Tyhle karty v ruce nemáš: ")
    assert said["bad_tile"] == "Kartičku číslo 4 nemáš."
    assert said["offer_not_owned"].startswith("Další kartičku smíš odkrýt, až budeš mít všechny druhy z "
                                              "nabídky. Chybí ti: ")
    assert said["time_up"] == "Čas kola vypršel."
    assert cs.refusal("stack_empty", {"stack": 2}).text == "Sloupeček 3 je prázdný."
    assert cs.refusal("already_flipped", {"tile": 0}).text == "Kartička 1 už je otočená na hnědou stranu."
    assert cs.refusal("bad_stack", {"stack": 7, "stacks": 4}).text == ("Sloupeček 8 na stole není, sloupečky "
                                                                       "jsou 1 až 4.")
    assert cs.refusal("offer_not_owned", {"missing": ("oops",)}).text == "Tahle akce teď není dovolená."
    assert cs.refusal("whatever").text == "Tahle akce teď není dovolená."


def test_module_doctest() -> None:
    result = doctest.testmod(narration)
    assert result.attempted and not result.failed


# -- the rulebook's scoring example, step by step --------------------------------------------------------


def rulebook_events() -> tuple[list[str], list[Event]]:
    """The scoring events of the rulebook's example (Claire, Tom, Ian), built from the rules kernel the way
    the engine builds them."""
    data = json.loads((Path(__file__).parent / "data" / "monkeys_rulebook_scenarios.json").read_text("utf-8"))
    scenario = data["scenarios"][0]
    names = [p["name"] for p in scenario["players"]]
    tiles = [[rules.TileCards(parse_combo(t["combo"]), t["side"] == "brown",
                              tuple(parse_face(f) for f in t["cards"])) for t in p.get("tiles", [])]
             for p in scenario["players"]]
    scoring = rules.score_round(tiles, [p.get("banana_peels", 0) for p in scenario["players"]])
    events: list[Event] = [RoundEnded(1, EndReason.TIME, None), DuplicatesSetAside(
        tuple(tuple(tiles[p][i].combo for i in scoring.duplicates[p]) for p in range(len(tiles))))]
    for step in scoring.steps:
        if isinstance(step, rules.Smartest):
            events.append(SmartestChosen(step.players, step.points, step.tiles, step.brown))
        else:
            cards = tiles[step.player][step.tile].cards  # faces are the cards of the first deck
            v = step.verdict
            events.append(ComboChecked(step.player, step.tile, step.combo, step.value, cards, v.correct,
                                       v.met, tuple(cards[i] for i in v.spare)))
    events.append(RoundScored(1, tuple(ScoreLine(s.player, s.points, s.green, s.brown, s.set_aside,
                                                 s.banana_peels, s.bonus, s.score, s.score)
                                       for s in scoring.scores)))
    return names, events


def test_rulebook_scoring_in_czech(cs: MonkeysNarrator) -> None:
    names, events = rulebook_events()
    said = [line.text for line in cs.events(events, None, names, "brief")]
    assert said == [
        "Čas vypršel. Kolo 1 končí.",
        "Ian odkládá 2 kartičky Čtyři barvy.",
        "Nejchytřejší opicí je Ian s 13 body.",
        "Ian: Zlatý knoflík, v pořádku.",
        "Ian: Tři kruhy, nesplněno, jde stranou.",
        "Nejchytřejší opicí zůstává Ian s 12 body.",
        "Ian: Čtyři tvary, karta navíc, jde stranou.",
        "Nejchytřejší opicí je teď Tom s 11 body.",
        "Tom: 2 komba v pořádku.",  # one player's correct checks in a row: said once
        "Po 1. kole: Claire 4, Tom 8, Ian 2.",  # brief: the standings
    ]
    normal = cs.events(events, 2, names)
    assert normal[2].text == "Krok 2. Nejchytřejší opicí jsi ty s 13 body."
    assert normal[5].text == "Krok 2 znovu. Nejchytřejší opicí zůstáváš ty s 12 body."
    assert normal[7].text == "Krok 2 znovu. Nejchytřejší opicí je teď Tom s 11 body."
    assert normal[6].text == ("Krok 3, kontrola. Tvoje kombo Čtyři tvary za 2 body, 3 karty: červený kruh "
                              "a trojúhelník; modrý čtverec a pětiúhelník; dva zelené kruhy, z toho jeden "
                              "zlatý. "
                              "Karta navíc: dva zelené kruhy, z toho jeden zlatý. Kombo jde stranou.")
    verbose = cs.events(events, 1, names, "verbose")
    assert verbose[-1].text == ("Body za 1. kolo: Claire 4, celkem 4 (komba 7, banánové slupky minus 3); "
                                "ty 8, celkem 8 (komba 11, banánové slupky minus 3); "
                                "Ian 2, celkem 2 (komba 10, odloženo 4, minus 8).")
    # one event at a time without the context: the first form every time
    alone = cs.event(events[5], None, names)
    assert alone is not None and alone.text == "Krok 2. Nejchytřejší opicí je Ian s 12 body."


def test_rulebook_scoring_in_english(en: MonkeysNarrator) -> None:
    names, events = rulebook_events()
    said = [line.text for line in en.events(events, 1, names)]
    assert said[5] == "Step 2 again. Ian is still the smartest monkey with 12 points."
    assert said[7] == "Step 2 again. You are now the smartest monkey with 11 points."
    assert said[-1] == "After round 1: Claire 4, you 8, Ian 2."  # round 1: the points are the standings
    # your two correct checks in a row, at normal with their names, once
    assert said[8] == "Step 3, check. You have 2 correct combos."  # normal: counted, not named (issue 25)
    assert said[3] == "Step 3, check. Ian's combo Gold button is correct."
    brief = [line.text for line in en.events(events, None, names, "brief")]
    assert brief[0] == "Time is up. Round 1 ends."
    assert brief[-2:] == ["Tom: 2 combos correct.", "After round 1: Claire 4, Tom 8, Ian 2."]
    assert en.events(events, 1, names, "verbose")[0].text == ("Time is up. Round 1 ends; the hands are put "
                                                              "down.")


def test_correct_checks_in_a_row_are_said_once_and_the_end_names_the_winner_once(
        cs: MonkeysNarrator, en: MonkeysNarrator) -> None:
    names, events = rulebook_events()
    normal = [line.text for line in cs.events(events, None, names)]
    assert normal[8] == "Krok 3, kontrola. Tom má v pořádku 2 komba."  # counted, not named (issue 25)
    # at normal without its cards
    assert normal[3] == "Krok 3, kontrola. Ian má v pořádku kombo Zlatý knoflík."
    assert sum("kontrola" in t for t in normal) == 3  # once after each Krok 2, not before every check
    # verbose keeps every check with its cards
    verbose = [line.text for line in cs.events(events, None, names, "verbose")]
    assert sum(t.startswith("Krok 3, kontrola.") for t in verbose) == 3
    assert verbose[4].startswith("Kombo Tři kruhy za 1 bod"), "the second check of a step goes on without it"
    # one correct check alone keeps its own sentence, also when asked for without the batch around it
    checks = [e for e in events if isinstance(e, ComboChecked) and e.correct]
    alone = cs.event(checks[-1], None, names, "brief")
    assert alone is not None and alone.text == "Tom: Čtyři karty jedné barvy, v pořádku."
    assert cs.event(checks[-2], None, names, "brief", after=checks[-1:]) is None
    # brief: nobody owns a combo twice is not said; the end after the last round's standings only names
    # the winner (the totals were just said), alone it says them
    assert cs.event(DuplicatesSetAside(((), (), ())), None, names, "brief") is None
    assert en.event(DuplicatesSetAside(((), (), ())), None, names, "brief") is None
    scored = next(e for e in events if isinstance(e, RoundScored))
    over = GameOver((1,), (4, 8, 2))
    for n, short, full in ((cs, "Konec hry. Vyhrává Tom s 8 body.", "Celkem: Tom 8 bodů"),
                           (en, "The game is over. Tom wins with 8 points.", "Totals: Tom 8 points")):
        after = n.event(over, None, names, "brief", before=[scored])
        assert after is not None and after.text == short
        said = n.event(over, None, names, "brief")
        assert said is not None and full in said.text
        normal_over = n.event(over, None, names, before=[scored])  # normal said the standings too
        assert normal_over is not None and normal_over.text == short
        verbose_over = n.event(over, None, names, "verbose", before=[scored])
        assert verbose_over is not None and full in verbose_over.text


def test_round_start_and_end_in_czech(cs: MonkeysNarrator) -> None:
    offer = (k("gold-1"), None, k("rainbow"))
    start = cs.event(RoundStarted(1, False, rules.ROUND_MS, offer, (5, 0, 4)), 0, NAMES)
    assert start is not None
    # brief and normal: the round and its length, the offer under a key (issue 25: ~200 characters is
    # more than 13 seconds of speech while the round runs); verbose: the whole offer
    assert start.text == "Kolo 1 ze 3 začíná, čas 4 minuty. Nabídka: klávesa n."
    again = cs.event(RoundStarted(2, True, 300_000, offer, (5, 0, 4)), 0, NAMES, "brief")
    assert again is not None and again.text == "Kolo 2 ze 3 začíná znovu, čas 5 minut. Nabídka: klávesa n."
    full = cs.event(RoundStarted(1, False, rules.ROUND_MS, offer, (5, 0, 4)), 0, NAMES, "verbose")
    assert full is not None
    assert full.text.startswith("Kolo 1 ze 3 začíná, čas 4 minuty. Nabídka: 1: Zlatý knoflík")
    ends = [cs.event(RoundEnded(1, r, 0), 0, NAMES) for r in EndReason]
    assert [e.text for e in ends if e is not None] == [
        "Čas vypršel. Kolo 1 končí.",
        "Stop platí. Kolo 1 končí.",
        "Stop neplatí. Kolo 1 se hraje znovu od začátku.",
    ]
    verbose = cs.event(RoundEnded(1, EndReason.TIME, 0), 0, NAMES, "verbose")
    assert verbose is not None and verbose.text == "Čas vypršel. Kolo 1 končí, karty z ruky se odkládají."
    penalty = cs.event(PenaltyApplied(1, 10, -4), 0, NAMES)
    assert penalty is not None
    assert penalty.text == "Petr ztrácí za chybné „Stop!“ 10 bodů, celkem má -4 body."


def test_everyones_refill_tile_and_banana_peels_can_be_asked_for() -> None:
    """A sighted player sees who has turned the refill tile over and the peels before each player."""
    s = new_game(2, seed=3, variant="banana")
    s.apply(StartRound(0, 0))
    s.apply(UseRefill(1, 1000, RefillMode.MORE))
    v = s.view(0)
    cs, en = MonkeysNarrator("cs", variant="banana"), MonkeysNarrator("en", variant="banana")
    assert cs.specials(v, NAMES).text == ("Doplnění ruky: ty nepoužité, Petr použité. "
                                          "Banánové slupky: ty 1, Petr 1.")
    assert en.specials(v, NAMES).text == "Refill tiles: you not used, Petr used. Banana peels: you 1, Petr 1."


@pytest.mark.parametrize("lang, heard", [
    ("cs", "Nabídka je prázdná, kartičky se rozloží, až kolo začne."),
    ("en", "The offer is empty; the tiles are laid out when the round starts."),
])
def test_an_offer_of_empty_stacks_is_one_phrase(lang: str, heard: str) -> None:
    """Issue 25: n before a round listed six empty stacks one by one."""
    import dataclasses

    from beastybar_access.games.monkeys import engine

    n = MonkeysNarrator(lang)
    state = engine.new_game(3, seed=1)
    before = state.view(0)  # the round not started yet: every stack empty
    assert all(tile is None for tile in before.offer) and n.offer(before).text == heard
    state.apply(before.legal[0])
    dealt = state.view(0)
    assert n.offer(dealt).text != heard and n.offer(dealt).text.startswith(("Nabídka: 1: ", "Offer: 1: "))
    one_left = dataclasses.replace(dealt, offer=(dealt.offer[0],) + (None,) * (len(dealt.offer) - 1))
    assert n.offer(one_left).text != heard
