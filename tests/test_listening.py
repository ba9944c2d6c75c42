"""Issue 15, "easy on the ear": each thing said once, brief really brief, and the slips a listener hears,
each checked in both languages."""

from __future__ import annotations

import functools
import sys

import pytest

from beastybar_access.games.beastybar.cards import Animal, make_card
from beastybar_access.games.beastybar.events import (
    Bounced,
    CardDrawn,
    CardPlayed,
    EnteredBar,
    Expelled,
    GameOver,
    PlayerResult,
    Reason,
    TurnPassed,
)
from beastybar_access.games.beastybar.narration import BeastyBarNarrator

NAMES = ("Jana", "Petr")
G, Y = 0, 1


@functools.cache
def bb(lang: str) -> BeastyBarNarrator:
    return BeastyBarNarrator(lang)


def texts(lines: list) -> list[str]:
    return [ln.text for ln in lines]


@pytest.mark.parametrize("lang, words", [
    ("cs", "Petr hraje žlutého skunka, odpudí zeleného lva z 1. místa, zelenou hrošici ze 2. místa a "
           "zelenou zebru ze 3. místa."),
    ("en", "Peter plays the yellow skunk in place 4, which drives out the green lion from place 1, the green "
           "hippo from place 2 and the green zebra from place 3."),
])
def test_a_skunk_drives_out_at_once_and_each_place_is_where_the_animal_stood(lang: str, words: str) -> None:
    skunk = make_card(Y, Animal.SKUNK)
    gone = [make_card(G, Animal.LION), make_card(G, Animal.HIPPO), make_card(G, Animal.ZEBRA)]
    events = [CardPlayed(1, skunk, 3, ()), *(Expelled(c, 0, skunk, Reason.STUNK, False) for c in gone)]
    names = ("Jana", "Petr") if lang == "cs" else ("Jana", "Peter")
    line = bb(lang).turn(events, None, names, "verbose")[0].text
    if lang == "cs":
        assert line == words.replace("Petr hraje žlutého skunka,", "Petr hraje žlutého skunka na 4. místo,")
    else:
        assert line == words
    assert len(bb(lang).turn(events, None, names, "brief")) == 1, "one sentence for one play"


@pytest.mark.parametrize("lang, gate, over", [
    ("cs", "Do baru jdou zelený lev a žlutý lev, zelená zebra letí ven.",
     "Konec hry. Ve frontě zůstávají žlutá zebra a zelený papoušek, do baru už nepřijdou."),
    ("en", "Into the bar go the green lion and the yellow lion; the green zebra is thrown out.",
     "Game over. Still in the queue, the yellow zebra and the green parrot do not get into the bar."),
])
def test_the_gate_is_one_sentence_and_the_end_says_what_became_of_the_queue(lang: str, gate: str,
                                                                            over: str) -> None:
    lion, ylion = make_card(G, Animal.LION), make_card(Y, Animal.LION)
    zebra, yzebra = make_card(G, Animal.ZEBRA), make_card(Y, Animal.ZEBRA)
    parrot = make_card(G, Animal.PARROT)
    results = (PlayerResult(0, 1, 12, 0), PlayerResult(1, 1, 12, 0))
    events = [EnteredBar(lion), EnteredBar(ylion), Bounced(zebra), CardDrawn(0, None, 0), TurnPassed(1),
              GameOver(results, (0, 1), False)]
    lines = texts(bb(lang).turn(events, 1, NAMES, "normal", (yzebra, parrot)))
    assert lines[0] == gate
    assert lines[-1].startswith(over)
    assert all(t.count("lev") <= 2 for t in lines)  # nothing said twice


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_level_leaves_out_others_draws_and_turn_changes(lang: str) -> None:
    parrot = make_card(Y, Animal.PARROT)
    events = [CardPlayed(1, parrot, 0, ()), CardDrawn(1, None, 5), TurnPassed(0)]
    for level in ("brief", "normal", "verbose"):  # verbose too (issue 25): a draw follows every play
        lines = texts(bb(lang).turn(events, 0, NAMES, level))
        assert len(lines) == 1 and "5" not in lines[0]
    last = texts(bb(lang).turn([CardPlayed(1, parrot, 0, ()), CardDrawn(1, None, 0)], 0, NAMES, "normal"))
    assert len(last) == 2, "the last card of a pile is worth saying"


def _bench() -> object:
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "scripts" / "bench_listening.py"
    spec = importlib.util.spec_from_file_location("bench_listening", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_listening"] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def test_beasty_bar_meets_the_listening_targets(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """The benchmark's own measurement of the issue's game (4 computer players, seed 3, Czech)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    bench = _bench()
    brief = bench.measure("beastybar", "brief", "cs")  # type: ignore[attr-defined]
    normal = bench.measure("beastybar", "normal", "cs")  # type: ignore[attr-defined]
    assert brief.turns == normal.turns == 48
    assert brief.chars_per_turn <= 80
    assert normal.chars_per_turn <= 140
    assert brief.characters < normal.characters


def test_cubirds_meets_the_per_turn_targets(tmp_path: object, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 25: 4 computer players, seed 3, Czech: a turn (its lay, refills, draw and flock) in one line,
    <= 80 characters at brief and <= 140 at normal, counted per turn, not per action; every bird that moved
    is still named (the lay, what it took, the refills, the flock)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    bench = _bench()
    brief = bench.measure("cubirds", "brief", "cs")  # type: ignore[attr-defined]
    normal = bench.measure("cubirds", "normal", "cs")  # type: ignore[attr-defined]
    assert brief.turns == normal.turns == 40 and brief.actions > brief.turns
    assert brief.chars_per_turn <= 80
    assert normal.chars_per_turn <= 140
    assert brief.lines_per_turn < 1.2, "a computer's turn is one line (a round's end and the result aside)"


# -- the Czech slips (issue 15, point 4), each also in English ----------------------------------------------

@pytest.mark.parametrize("lang, rule, over", [
    ("cs", "nebo 2 druhy ptáků, od každého aspoň 3", "má ve sbírce 2 druhy ptáků, od každého aspoň 3"),
    ("en", "or at least 3 birds of each of 2 species", "has at least 3 birds of each of 2 species"),
])
def test_cubirds_second_winning_collection_is_three_of_each_of_two_species(lang: str, rule: str,
                                                                          over: str) -> None:
    from beastybar_access.games.cubirds import engine as cb_engine
    from beastybar_access.games.cubirds.cards import WIN_TRIO, WIN_TRIOS
    from beastybar_access.games.cubirds.events import GameOver as CbOver
    from beastybar_access.games.cubirds.events import PlayerResult as CbResult
    from beastybar_access.games.cubirds.narration import CubirdsNarrator
    from beastybar_access.games.cubirds.rules import Win

    n = CubirdsNarrator(lang)
    view = cb_engine.new_game(2, seed=1).view(0)
    assert rule in n.what_wins(view, NAMES).text
    end = CbOver(Win.TWO_TRIOS, (1,), (CbResult(0, 3, 2), CbResult(1, WIN_TRIO * WIN_TRIOS, 2)))
    said = n.event(end, 0, ("Jana", "Petr"))
    assert said is not None and over in said.text


@pytest.mark.parametrize("lang, zero, false_stop, not_said", [
    ("cs", "Zatím nemáš žádné kombo z 10.",
     "Chybné „Stop!“ stojí 10 bodů a kolo se hraje znovu. Potvrď ještě jednou.",
     ("0 různých komb", "Falešné", "potvrď znovu")),
    ("en", "You own no combo of the 10 yet.", "A false Stop costs 10 points", ("only 0",)),
])
def test_monkeys_stop_check_says_no_combo_yet_and_the_false_stop_plainly(
        lang: str, zero: str, false_stop: str, not_said: tuple[str, ...]) -> None:
    from beastybar_access.games.monkeys import engine as mk_engine
    from beastybar_access.games.monkeys.events import StopCalled
    from beastybar_access.games.monkeys.narration import MonkeysNarrator

    n = MonkeysNarrator(lang)
    view = mk_engine.new_game(2, seed=1).view(0)
    text = n.stop_check(view).text
    assert text.startswith(zero) and false_stop in text
    assert not any(bad in text for bad in not_said)
    called = n.event(StopCalled(1, False, 0), 0, NAMES)
    assert called is not None and not any(bad in called.text for bad in not_said)
    assert ("žádné kombo" if lang == "cs" else "no combo") in called.text


@pytest.mark.parametrize("lang, words", [
    ("cs", "Zelený lev by pak stál ve frontě na 1. místě."),
    ("en", "The green lion would then wait in place 1 of the queue."),
])
def test_preview_says_where_a_moving_card_would_stand_and_how(lang: str, words: str) -> None:
    from beastybar_access.games.beastybar.events import Moved

    lion = make_card(G, Animal.LION)
    passed = (make_card(Y, Animal.ZEBRA), make_card(Y, Animal.PARROT))
    events = [CardPlayed(0, lion, 2, ()), Moved(lion, 2, 0, Animal.LION, False, passed)]
    text = bb(lang).play_preview(events, 0, NAMES).text
    assert text.endswith(words)
    assert ("ze 3. místa" if lang == "cs" else "from place 3") in text, "how it gets there"
    assert "zůstal" not in text


@pytest.mark.parametrize("lang, ends", [("cs", "od Nebeské brány k Vyhazovu"),
                                        ("en", "from Heaven's Gate to the exit")])
def test_the_queue_is_read_with_both_ends_named(lang: str, ends: str) -> None:
    from beastybar_access.games.beastybar import engine as bb_engine

    state = bb_engine.new_game(2, seed=1, first=0)
    state.apply(state.legal_actions()[0])
    assert ends in bb(lang).queue(state.view(0)).text
    assert ends in bb(lang).queue(state.view(0), "verbose").text


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_after_the_end_the_scores_say_who_won(lang: str) -> None:
    import random

    from beastybar_access.games.beastybar import engine as bb_engine

    state = bb_engine.new_game(2, seed=4, first=0)
    rng = random.Random(4)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions()))
    text = bb(lang).scores(state.view(0), NAMES).text
    won = ("Vyhráváš", "Vyhrává", "dělí") if lang == "cs" else ("You win", "wins", "share")
    assert any(w in text for w in won), text
    assert not any(w in text for w in (("Vede", "Vedeš") if lang == "cs" else ("leads", "You lead")))


def test_the_easy_level_has_one_name() -> None:
    from pathlib import Path

    from beastybar_access.narration import Localizer

    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    cs = Localizer.load("cs", domains=("ui", "arena"))("bot-level-easy")
    en = Localizer.load("en", domains=("ui", "arena"))("bot-level-easy")
    assert f"tři úrovně: {cs} (" in readme and "lehká" not in readme
    assert f"three levels: {en} (" in readme


@pytest.mark.parametrize("lang, first", [("cs", "1. místo: žlutý lev, 1 ze 2"),
                                         ("en", "Place 1: yellow lion, 1 of 2")])
def test_sub_choices_say_their_position(lang: str, first: str) -> None:
    queue = [make_card(Y, Animal.LION), make_card(Y, Animal.SEAL)]
    assert bb(lang).queue_item(queue, 0, "normal", (0, 2)).text.startswith(first)
    jump = bb(lang).jump_item(2, (1, 2)).text
    assert jump.endswith("2 ze 2" if lang == "cs" else "2 of 2")


# -- choices a listener can follow (issue 15, point 5) ------------------------------------------------------

def test_quick_offers_no_saved_game(tmp_path: object) -> None:
    import asyncio
    from pathlib import Path

    from console_support import Harness, quick_plan

    async def main() -> None:
        h = Harness(Path(str(tmp_path)), quick_plan(quick=True))
        h.saves.save({"state": {}, "seats": [], "names": [], "seed": 1, "turns": 1, "options": {}})
        await h.start()
        await h.until(h.waiting_for_human)
        assert not any(h.line("ui-saved-game-found") in t for t in h.texts), "--quick asks nothing"
        assert any(t.startswith("Hra začíná") for t in h.texts)
        await h.stop()

    asyncio.run(main())


@pytest.mark.parametrize("lang, words", [("cs", "jen jako braillské znaky"), ("en", "only as braille cells")])
def test_braille_lines_warn_that_a_speaking_screen_reader_reads_the_cells(
        tmp_path: object, monkeypatch: pytest.MonkeyPatch, lang: str, words: str) -> None:
    import io

    from beastybar_access.cli import build_parser
    from beastybar_access.commands import play
    from beastybar_access.narration import CONSOLE_DOMAINS, Localizer

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    loc = Localizer.load(lang, domains=CONSOLE_DOMAINS)
    args = build_parser(loc).parse_args(["play", "--seats", "bot,bot", "--seed", "2", "--lang", lang,
                                         "--speech", "none", "--braille", "lines"])
    args.loc, args.lang_given = loc, True
    out = io.StringIO()
    assert play.run(args, stdin=io.StringIO(), stdout=out, stderr=io.StringIO()) == 0
    first = out.getvalue().splitlines()[:3]
    assert any(words in line for line in first), first


def test_ones_own_cubirds_turn_is_at_most_half_of_before() -> None:
    """Issue 25: one's own Krabčáci turn at most half of the 544.7 characters it took at normal (the hot-seat
    golden's game, counted as ``scripts/bench_own_turn.py`` counts it: the golden is that game at normal)."""
    import importlib.util
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    spec = importlib.util.spec_from_file_location("bench_own_turn", root / "scripts" / "bench_own_turn.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    golden = (root / "tests" / "golden" / "cubirds-hot-seat-cs.txt").read_text(encoding="utf-8")
    turns = bench.own_turns(golden.splitlines())
    chars = [sum(len(x) for x in t) + len(t) - 1 for t in turns]
    assert len(turns) == 24
    assert sum(chars) / len(chars) <= 544.7 / 2
    # every card in hand is still named: after "Jsi na tahu.", or first (a round one opened oneself)
    assert all(t[0].startswith("V ruce: ") or t[1].startswith("V ruce: ") for t in turns)
