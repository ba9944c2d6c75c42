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
    ("cs", "Petr hraje žlutého skunka, odpudí zeleného lva z 1. místa, zelenou hrošici z 2. místa a "
           "zelenou zebru z 3. místa."),
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
def test_brief_and_normal_leave_out_others_draws_and_turn_changes(lang: str) -> None:
    parrot = make_card(Y, Animal.PARROT)
    events = [CardPlayed(1, parrot, 0, ()), CardDrawn(1, None, 5), TurnPassed(0)]
    for level in ("brief", "normal"):
        lines = texts(bb(lang).turn(events, 0, NAMES, level))
        assert len(lines) == 1 and "5" not in lines[0]
    verbose = texts(bb(lang).turn(events, 0, NAMES, "verbose"))
    assert len(verbose) == 2 and "5" in verbose[1]
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
    assert brief.plays == normal.plays == 48
    assert brief.chars_per_play <= 80
    assert normal.chars_per_play <= 140
    assert brief.characters < normal.characters
