"""The real-time narrator (issue 25): background lines wait while the listener still hears what was said;
let out, a newer state line replaces an older unsaid one and others' moves that piled up become one
summary (4 Monkeys': who took and turned how many tiles, what each stack shows now, Czech agreement)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from console_support import localizer

from beastybar_access.games.monkeys.console import MonkeysAdapter
from beastybar_access.games.monkeys.events import TileFlipped, TileTaken
from beastybar_access.games.monkeys.narration import MonkeysNarrator
from beastybar_access.narration.lines import Line
from beastybar_access.presenter import Context
from beastybar_access.presenter.realtime import LINE_BUDGET, LISTEN_CPS, LineScheduler, Said


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
    assert said[1:] == ["40 s left"], "the newest time first, alone: one line heard at a time"
    lines.say_lines([Said(Line.plain("Eva takes"), background=True, merge=3)])
    now[0] = 3.6
    lines.release_held()
    assert said[1:] == ["40 s left"], "the moves wait until the time left is heard"
    now[0] = 3.0 + 10 / LISTEN_CPS
    lines.release_held()
    assert said[1:] == ["40 s left", "3 moves"], "then the three moves in one summary"
    now[0] = 10.0
    lines.say_lines([Said(Line.plain("Eva takes"), background=True, merge=3)])
    assert said[-1] == "Eva takes", "a listener who has heard everything hears a move at once"


def test_a_summary_in_several_lines_is_let_out_one_line_at_a_time() -> None:
    """Verbose 4 Monkeys: a summary, then what each changed stack shows now (keyed): the further lines wait
    for the listener as held news, and a newer stack line replaces an older unsaid one."""
    now = [0.0]
    said: list[str] = []

    def summarize(moves: list[Said]) -> list[Said]:
        return [Said(Line.plain(f"{len(moves)} moves"), background=True),
                *[Said(Line.plain(f"stack {m.merge} now"), background=True, key=f"stack-{m.merge}")
                  for m in moves]]

    lines = LineScheduler(lambda s: said.append(s.line.text), lambda: now[0], summarize=summarize)
    lines.say_lines([Said(Line.plain("x" * 14))])  # 1 s of speech
    lines.say_lines([Said(Line.plain(t), background=True, merge=m)
                     for t, m in [("J takes", 1), ("P takes", 2)]])
    now[0] = 1.0
    lines.release_held()
    assert said[1:] == ["2 moves"], "the summary's first line alone"
    lines.say_lines([Said(Line.plain("stack 1 now, newer"), background=True, key="stack-1")])
    now[0] = 2.0
    lines.release_held()
    assert said[1:] == ["2 moves", "stack 2 now"], "one line at a time; stack 1's older line replaced"
    now[0] = 3.0
    lines.release_held()
    assert said[1:] == ["2 moves", "stack 2 now", "stack 1 now, newer"] and not lines.held


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
    lines.say_lines([Said(Line.plain("Round 1 ends."), ends=True),
                     Said(Line.plain("Scores: Jana 21, Petr 25."), paced=True)])
    assert said == [], "the round's end is not said on top of the opening still heard"
    assert not lines.held
    pauses: list[float] = []

    async def pause() -> None:
        pauses.append(lines.heard_in())
        now[0] += lines.heard_in()

    now[0] = lines.heard_in()
    asyncio.run(lines.flush_paced(pause))
    assert said == ["Petr calls Stop!", "Round 1 ends.", "Scores: Jana 21, Petr 25."], \
        "news first; moves and the time left dropped; each line once the one before it is heard"
    assert pauses == [pytest.approx(17 / LISTEN_CPS), pytest.approx(14 / LISTEN_CPS)]


def names_context(verbosity: str = "normal") -> Context:
    return Context(None, None, ["Jana", "Petr", "Eva"], [], verbosity)


@pytest.mark.parametrize("lang, verbosity, expected", [
    # verbose: who did what, then what each changed stack shows now, a line each (issue 25)
    ("cs", "verbose", "Jana a Petr berou 3 kartičky. Eva otáčí 1 kartičku. | Sloupeček 2 je teď prázdný. | "
                      "Ve sloupečku 1 jsou teď Tři kruhy."),
    ("en", "verbose", "Jana and Petr take 3 tiles. Eva turns 1 tile. | Stack 2 is now empty. | "
                      "Stack 1 now shows Three circles."),
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
    said = adapter.summary_lines(names_context(verbosity), [Said(Line.plain("?"), merge=e) for e in moves])
    assert " | ".join(s.line.text for s in said) == expected
    assert [s.key for s in said] == [None, "stack-1", "stack-0"][:len(said)]  # a newer stack line replaces
    assert all(s.background and len(s.line.text) <= LINE_BUDGET for s in said)  # an older unsaid one


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


# --- a listener keeps up (issue 25): every line of the table heard within 5 s -------------------------------


def many_moves() -> list[object]:
    from beastybar_access.games.monkeys.events import RefillMode, RefillUsed, TileRevealed

    return [TileTaken(0, 1, 0, 0, None, 2, None), TileTaken(1, 0, 0, 0, None, 1, 5),
            TileTaken(2, 2, 0, 0, None, 3, 4), TileFlipped(2, 0, 0), TileFlipped(1, 0, 0),
            TileRevealed(0, 3, 2, 7), RefillUsed(1, RefillMode.MORE, None, 3)]


@pytest.mark.parametrize("lang, verbosity, expected", [
    ("cs", "brief", "Vzaty 3 kartičky. Stranou je 1 kartička. Změnily se 4 sloupečky."),
    ("cs", "normal", "Všichni soupeři berou 3 kartičky. Změnily se 4 sloupečky."),
    ("en", "brief", "3 tiles taken. 2 tiles turned. 1 tile set aside. 4 stacks changed."),
    ("en", "normal", "Everyone else takes 3 tiles. 1 tile set aside. 4 stacks changed."),
])
def test_a_summary_fits_five_seconds_of_speech_leaving_out_the_least_needed_first(
        lang: str, verbosity: str, expected: str) -> None:
    adapter = MonkeysAdapter(localizer(lang), MonkeysNarrator(lang))
    ctx = Context(None, 3, ["Jana", "Petr", "Eva", "Karel"], [], verbosity)
    [line] = adapter.summary_lines(ctx, [Said(Line.plain("?"), merge=e) for e in many_moves()])
    assert LINE_BUDGET == 73 and len(line.line.text) <= LINE_BUDGET  # under 5 s at 15 characters a second
    assert line.line.text == expected  # refills and turned tiles left out first, never the takes


@pytest.mark.parametrize("lang, expected", [
    ("cs", "Karel bere ze sloupečku 2, navrchu jsou Čtyři karty jedné barvy."),
    ("en", "Charles takes from stack 2, leaving Three cards of one colour."),
])
def test_anothers_take_too_long_to_hear_in_time_says_where_from_and_what_is_on_top(
        lang: str, expected: str) -> None:
    from beastybar_access.games.monkeys.engine import new_game

    narrator = MonkeysNarrator(lang)
    adapter = MonkeysAdapter(localizer(lang), narrator)
    longest = max(range(10), key=lambda c: len(narrator.tile_name(c, case="acc").text))  # the combos 0..9
    name = "Karel" if lang == "cs" else "Charles"
    view = new_game(4, seed=3).view(0)
    ctx = Context(view, 0, ["Jana", "Petr", "Eva", name], [], "normal")
    [said] = adapter.event_lines(ctx, [TileTaken(3, 1, longest, 0, None, 2, longest)], 3)
    assert said.line.text == expected and len(said.line.text) <= LINE_BUDGET
    assert said.background and said.merge is not None
    shortest = min(range(10), key=lambda c: len(narrator.tile_name(c, case="acc").text))
    fits = adapter.event_lines(ctx, [TileTaken(3, 1, shortest, 0, None, 2, None)], 3)[0].line.text
    assert fits.startswith(f"{name} ") and len(fits) <= LINE_BUDGET  # the tile named when it fits
    assert narrator.tile_name(shortest, case="acc").text in fits


@pytest.mark.parametrize("lang, level, speed", [("cs", "normal", "slow"), ("cs", "brief", "fast"),
                                               ("en", "normal", "fast"), ("cs", "verbose", "fast"),
                                               ("en", "verbose", "slow")])
def test_a_listener_hears_every_line_of_a_round_within_five_seconds(
        lang: str, level: str, speed: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The benchmark's listener (15 characters a second, scripts/bench_realtime_listener.py) over a whole
    all-computer game of half-minute rounds, in the game's own time (counts, not the machine's time); each
    take said alone says what its stack shows now (fast computers' takes are merged into summaries)."""
    import re
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "scripts"))
    import bench_realtime_listener as bench

    for name in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "APPDATA"):
        monkeypatch.setenv(name, str(tmp_path / name))
    late: list[str] = []
    said: list[str] = []
    figure = bench.measure(level, speed, lang, 0.5, 3, 4, late=lambda t, backlog, text: late.append(text),
                           heard=said.append)
    assert figure.lines > 20 and figure.max_backlog_s < bench.LIMIT_S, late
    takes = [t for t in said if re.match(r"^\w+ (bere|takes) (?!\d)", t)]
    assert takes or speed == "fast"
    assert all(("navrchu" in t or "prázdný" in t) if lang == "cs" else "leaving" in t for t in takes), takes


@pytest.mark.parametrize("lang, expected", [
    ("cs", ["Krok 3, kontrola. Jana: Tři kruhy za 1 bod, karta navíc, jde stranou.",
            "3 karty: červený kruh a trojúhelník.",
            "A poslední: dva zelené kruhy, z toho jeden zlatý; zelený kruh a čtverec.",
            "Kterákoli z těchto karet je navíc: červený kruh a trojúhelník.",
            "Nebo: zelený kruh a čtverec."]),
    ("en", ["Step 3, check. Jana: Three circles, worth 1 point, a card to spare, set aside.",
            "3 cards: red circle and triangle; two green circles, one of them gold.",
            "And last: green circle and square.",
            "Any one of these cards is spare: red circle and triangle.",
            "Or: green circle and square."]),
])
def test_a_combo_checked_at_verbose_is_said_a_short_line_at_a_time(lang: str, expected: list[str]) -> None:
    """Verbose scoring (issue 25): the combo with its points and verdict, its cards, the spare ones, each
    line heard within 5 s ("Krok 3, kontrola." on its own line when both would not fit; the spare cards
    that do not fit the first line: "Nebo: ..."). The cards of one combo are one group: their count first,
    "A poslední:" before the last line (each line said "Karty:", so a listener could not tell where one
    combo's cards end and the next combo's begin)."""
    from beastybar_access.games.monkeys.cards import parse_face
    from beastybar_access.games.monkeys.events import ComboChecked
    from beastybar_access.games.monkeys.tiles import parse_combo

    narrator = MonkeysNarrator(lang)
    faces = ("red-circle-triangle", "green-circle-circle", "green-circle-square")
    cards = tuple(parse_face(f) for f in faces)
    check = ComboChecked(0, 0, parse_combo("circles-3"), 1, cards, False, True, (cards[0], cards[2]))
    lines = [line.text for line in narrator.scoring_lines(check, None, ["Jana", "Petr"], LINE_BUDGET)]
    assert all(len(text) <= LINE_BUDGET for text in lines)
    if len(expected[0]) > LINE_BUDGET:
        expected[:1] = expected[0].split(". ", 1)
        expected[0] += "."
    assert lines == expected


@pytest.mark.parametrize("lang, first, more, last", [
    ("cs", "5 karet: ", "Další: ", "A poslední: "), ("en", "5 cards: ", "Next: ", "And last: ")])
def test_a_combos_cards_at_verbose_are_one_group_whose_end_is_heard(lang: str, first: str, more: str,
                                                                     last: str) -> None:
    from beastybar_access.games.monkeys.cards import parse_face
    from beastybar_access.games.monkeys.events import ComboChecked
    from beastybar_access.games.monkeys.tiles import parse_combo

    faces = ("red-pentagon-pentagon", "yellow-pentagon-pentagon", "blue-triangle-triangle",
             "green-square-square", "red-circle-circle")
    cards = tuple(parse_face(f) for f in faces)
    check = ComboChecked(0, 1, parse_combo("colours-4"), 4, cards, True, True, ())
    lines = [line.text for line in MonkeysNarrator(lang).scoring_lines(check, None, ["Jana", "Petr"],
                                                                       LINE_BUDGET)][1:]
    assert len(lines) >= 3 and all(len(text) <= LINE_BUDGET for text in lines)
    assert lines[0].startswith(first) and lines[-1].startswith(last)
    assert all(text.startswith(more) for text in lines[1:-1])


@pytest.mark.parametrize("lang, take, peel", [
    ("cs", "Eva bere ze sloupečku 2", "Eva ti posílá banánovou slupku."),
    ("en", "Eva takes", "Eva passes you a banana peel."),
])
def test_a_banana_peel_passed_is_said_after_the_take_that_allowed_it_or_not_at_all(
        lang: str, take: str, peel: str) -> None:
    """Issue 25: a pass was news, said before the held takes (merged into a summary after it) and kept at the
    round's end when they were dropped: the listener heard a pass with no take before it. Now it travels
    with the takes: after them in the summary, and dropped with them at the round's end."""
    from beastybar_access.games.monkeys.engine import new_game
    from beastybar_access.games.monkeys.events import BananaGiven, EndReason, RoundEnded

    adapter = MonkeysAdapter(localizer(lang), MonkeysNarrator(lang))
    view = new_game(3, seed=3, variant="banana").view(0)
    ctx = Context(view, 0, ["Jana", "Petr", "Eva"], [], "normal")
    now = [0.0]
    said: list[str] = []
    lines = LineScheduler(lambda s: said.append(s.line.text), lambda: now[0],
                          summarize=lambda moves: adapter.summary_lines(ctx, moves))

    def happen(events: list[object], actor: int | None) -> None:
        lines.say_lines(adapter.event_lines(ctx, events, actor))  # type: ignore[arg-type]

    lines.say_lines([Said(Line.plain("x" * 75))])  # the listener hears 5 s of what was said before
    happen([TileTaken(2, 1, 0, 0, None, 2, 3)], 2)
    happen([BananaGiven(2, 0)], 2)
    happen([TileTaken(1, 0, 0, 0, None, 1, None)], 1)
    assert said == ["x" * 75], "held while the listener hears the line before"
    now[0] = 6.0
    lines.release_held()
    assert len(said) == 2 and peel not in said[1], "the takes first"
    now[0] = 20.0
    lines.release_held()
    assert said[2] == peel
    said.clear()
    lines.say_lines([Said(Line.plain("x" * 75))])
    happen([TileTaken(2, 1, 0, 0, None, 2, 3)], 2)
    happen([BananaGiven(2, 0)], 2)
    happen([RoundEnded(1, EndReason.TIME, None)], None)
    now[0] = 40.0
    asyncio.run(lines.flush_paced(lambda: asyncio.sleep(0)))
    assert not any(peel in t or t.startswith(take) for t in said), said
