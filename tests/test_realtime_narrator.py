"""The real-time narrator (issue 25): background lines wait while the listener still hears what was said;
let out, a newer state line replaces an older unsaid one and others' moves that piled up become one
summary (4 Monkeys': who took and turned how many tiles, what each stack shows now, Czech agreement)."""

from __future__ import annotations

import pytest
from console_support import localizer

from beastybar_access.games.monkeys.console import MonkeysAdapter
from beastybar_access.games.monkeys.events import TileFlipped, TileTaken
from beastybar_access.games.monkeys.narration import MonkeysNarrator
from beastybar_access.narration.lines import Line
from beastybar_access.presenter import Context
from beastybar_access.presenter.realtime import LISTEN_CPS, LineScheduler, Said


def test_held_moves_are_merged_and_a_newer_time_line_replaces_the_older() -> None:
    now = [0.0]
    said: list[str] = []
    lines = LineScheduler(lambda s: said.append(s.line.text), lambda: now[0],
                          summarize=lambda moves: [Said(Line.plain(f"{len(moves)} moves"), background=True)])
    lines.say_lines([Said(Line.plain("x" * 44))])  # 3 s of speech at 15 characters a second
    assert LISTEN_CPS == 15.0
    assert lines.heard_in() == pytest.approx(3.0), "the scoring's pause and the next round wait for it"
    lines.say_lines([Said(Line.plain(t), background=True, key=k, merge=m) for t, k, m in
                     [("Jana takes", None, 1), ("50 s left", "time", None), ("Petr takes", None, 2),
                      ("40 s left", "time", None)]])
    assert said == ["x" * 44], "held while the listener hears the first line"
    assert lines.release_in() == pytest.approx(3.0)
    now[0] = 2.9
    lines.release_held()
    assert len(said) == 1
    now[0] = 3.0
    lines.release_held()
    assert said[1:] == ["40 s left", "2 moves"], "the newest time first, the two moves in one summary"
    now[0] = 10.0
    lines.say_lines([Said(Line.plain("Eva takes"), background=True, merge=3)])
    assert said[-1] == "Eva takes", "a listener who has heard everything hears a move at once"


def test_the_tables_opening_is_heard_first_and_the_rounds_end_drops_held_moves() -> None:
    now = [0.0]
    said: list[str] = []
    lines = LineScheduler(lambda s: said.append(s.line.text), lambda: now[0])
    lines.still_hearing(75)  # the table's opening, said before the scheduler began: 5 s of speech
    assert lines.heard_in() == pytest.approx(5.0)
    lines.say_lines([Said(Line.plain("Jana takes"), background=True, merge=1),
                     Said(Line.plain("50 s left"), background=True, key="time"),
                     Said(Line.plain("Petr calls Stop!"), background=True)])
    assert said == [], "held while the opening is heard"
    lines.say_lines([Said(Line.plain("Round 1 ends."), ends=True)])
    assert said == ["Petr calls Stop!", "Round 1 ends."], "news first; moves and the time left dropped"
    assert not lines.held


def names_context(verbosity: str = "normal") -> Context:
    return Context(None, None, ["Jana", "Petr", "Eva"], [], verbosity)


@pytest.mark.parametrize("lang, verbosity, expected", [
    ("cs", "verbose",
     "Jana a Petr berou 3 kartičky. Eva otáčí 1 kartičku. Sloupečky teď: 2: prázdný a 1: Tři kruhy."),
    ("en", "verbose",
     "Jana and Petr take 3 tiles. Eva turns 1 tile. Stacks now: 2: empty and 1: Three circles."),
    # normal: who took, the rest counted; brief: counts only (issue 25: short lines, the offer under n)
    ("cs", "normal", "Jana a Petr berou 3 kartičky. Otočena 1 kartička. Změnily se 2 sloupečky."),
    ("en", "normal", "Jana and Petr take 3 tiles. 1 tile turned. 2 stacks changed."),
    ("cs", "brief", "Vzaty 3 kartičky. Otočena 1 kartička. Změnily se 2 sloupečky."),
    ("en", "brief", "3 tiles taken. 1 tile turned. 2 stacks changed."),
])
def test_the_summary_of_others_moves_says_who_took_how_many_and_what_the_stacks_show_now(
        lang: str, verbosity: str, expected: str) -> None:
    adapter = MonkeysAdapter(localizer(lang), MonkeysNarrator(lang))
    names = ("Tři kruhy", "Three circles")
    circles = next(c for c in range(40) if adapter.narrator.tile_name(c).text in names)
    moves = [TileTaken(0, 1, 0, 0, None, 2, None), TileTaken(1, 0, 0, 0, None, 1, 5),
             TileTaken(0, 0, 0, 0, None, 3, circles), TileFlipped(2, 0, 0)]
    [line] = adapter.summary_lines(names_context(verbosity), [Said(Line.plain("?"), merge=e) for e in moves])
    assert line.line.text == expected


@pytest.mark.parametrize("lang, listener, expected", [
    ("cs", None, "Všichni berou 3 kartičky."), ("cs", 2, "Všichni soupeři berou 3 kartičky."),
    ("en", None, "Everyone takes 3 tiles."), ("en", 2, "Everyone else takes 3 tiles."),
])
def test_a_summary_of_every_others_take_says_everyone(lang: str, listener: int | None, expected: str) -> None:
    adapter = MonkeysAdapter(localizer(lang), MonkeysNarrator(lang))
    moves = [TileTaken(0, 1, 0, 0, None, 2, None), TileTaken(1, 1, 0, 0, None, 1, None),
             TileTaken(0, 1, 0, 0, None, 3, None)]
    ctx = Context(None, listener, ["Jana", "Petr", "Eva"], [], "normal")
    if listener is None:
        moves.append(TileTaken(2, 1, 0, 0, None, 1, None))
        expected = expected.replace("3", "4")
    [line] = adapter.summary_lines(ctx, [Said(Line.plain("?"), merge=e) for e in moves])
    changed = "Změnil se 1 sloupeček." if lang == "cs" else "1 stack changed."
    assert line.line.text == f"{expected} {changed}"
