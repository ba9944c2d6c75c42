"""The Presenter without any terminal: a whole game heard and played through its callbacks, questions
(options chosen by id) and queries, as the browser's bridge on the server drives it."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from console_support import localizer

from beastybar_access.console.games import make_adapter
from beastybar_access.games.beastybar.engine import new_game as beastybar_game
from beastybar_access.games.cubirds.engine import new_game as cubirds_game
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION, PROMPT
from beastybar_access.presenter import KINDS, Answer, Line, Presenter, Question, Refusal
from beastybar_access.table import ComputerChooser, Seat, Table, play_turns


class Heard:
    """A table listener that hands everything to its Presenter and keeps the lines it returns."""

    def __init__(self, presenter: Presenter) -> None:
        self.p = presenter
        self.lines: list[Line] = []

    @property
    def seat(self) -> int | None:
        return self.p.seat

    def started(self, table: Table) -> None:
        self.lines += self.p.started(table)

    def turn(self, table: Table, seat: int) -> None:
        self.lines += self.p.turn(table, seat)

    def heard(self, table: Table, events: list[Any], view: Any, actor: int | None) -> None:
        self.lines += self.p.heard(table, events, view, actor)

    def ended(self, table: Table) -> None:
        self.lines += self.p.ended(table)


class ById:
    """A person's seat answered through the Presenter's questions: the first option that the rules take
    (a pick step: the first options marked, then confirmed), each chosen by its id."""

    def __init__(self, heard: Heard) -> None:
        self.heard = heard
        self.questions = 0

    async def choose(self, view: Any) -> Any:
        p = self.heard.p
        self.heard.lines += p.your_turn()
        q: Question | Answer | Refusal = p.question()
        while isinstance(q, Question):
            self.questions += 1
            options = q.options
            assert options and [o.index for o in options] == list(range(len(options)))
            assert {o.total for o in options} == {len(options)} and q.focus == options[0].id
            if q.pick:
                for o in options[: q.pick]:
                    marked = q.choose(o.id)
                    assert isinstance(marked, Question)
                q = q.confirm()
                continue
            for o in options:
                r = q.choose(o.id)
                if not isinstance(r, Refusal):
                    self.heard.lines += r.said
                    q = r
                    break
            else:
                pytest.fail("no option of the question could be chosen")
        assert isinstance(q, Answer)
        assert p.check(q.value) == []
        return q.value

    def refused(self, error: ValueError) -> None:
        self.heard.lines += self.heard.p.refused(error)


@pytest.mark.parametrize(("game", "lang", "make"), [
    ("beastybar", "en", lambda: beastybar_game(2, seed=5, first=0)),
    ("cubirds", "cs", lambda: cubirds_game(2, seed=5, first=0)),
])
def test_a_whole_game_through_the_presenter(game: str, lang: str, make: Any) -> None:
    loc = localizer(lang)
    presenter = Presenter(make_adapter(game, loc), loc, seat=0, verbosity="normal", braille="lines")
    heard = Heard(presenter)
    table = Table(game, make(), [Seat("human", "Ana"), Seat("normal", "Bob")], seed=5)
    table.listen(heard)
    person = ById(heard)
    table.sit(0, person)
    table.sit(1, ComputerChooser(table, 1))
    asyncio.run(play_turns(table))

    assert table.state.is_over() and person.questions > 5
    lines = heard.lines
    assert lines[0].text.startswith("The game begins" if lang == "en" else "Hra začíná"), lines[0]
    assert all(line.kind in KINDS for line in lines)
    assert not any("\u2800" <= ch <= "\u28ff" for line in lines for ch in line.text)  # cells: braille only
    assert any(line.kind == PROMPT for line in lines)  # "your turn"
    assert any(line.cue for line in lines)  # the sound cues ride on the lines
    said = [line.text for line in lines if line.text and line.kind in (EVENT, PROMPT)]
    assert [line.text for line in presenter.history()] == said  # heard again without the cues

    where = presenter.where()
    assert where and where[0].kind == NAVIGATION
    for zone in presenter.zones():
        answer = presenter.zone(zone.name)
        assert answer and answer[0].kind == NAVIGATION and all(line.text for line in answer), zone.name
    assert presenter.zone("no such zone")[0].kind == NAVIGATION


def test_a_question_offers_previews_help_and_refuses_an_unknown_id() -> None:
    loc = localizer("en")
    presenter = Presenter(make_adapter("beastybar", loc), loc, seat=0, braille="cells")
    seats = [Seat("human", "Ana"), Seat("normal", "B")]
    table = Table("beastybar", beastybar_game(2, seed=3, first=0), seats, 3)
    presenter.attach(table)
    q = presenter.question()
    first = q.options[0]
    assert first.id == "0" and first.total == len(q.options) == 4
    assert "1 of 4" in first.line.text or "1" in first.line.text
    assert first.help is not None and first.help.text  # the card's rules
    assert q.preview(first.id) or q.choose(first.id)  # a card that needs a choice previews nothing yet
    for bad in ("", "x", "-1", "4", "01"):
        assert q.choose(bad) == Refusal(())
        assert q.preview(bad) == []
    subject = q.step.options[0].subject
    assert presenter.rules(subject)[0].kind == NAVIGATION
    cells = presenter.braille_of(subject)[0]
    assert any("\u2800" <= ch <= "\u28ff" for ch in cells.braille)
    presenter.braille = "off"
    assert presenter.braille_of(subject)[0].kind == ALERT
    assert presenter.rules(None)[0].kind == ALERT


def test_a_spectator_and_a_table_not_yet_heard() -> None:
    loc = localizer("cs")
    presenter = Presenter(make_adapter("beastybar", loc), loc, verbosity="verbose")
    assert presenter.where()[0].text == loc("ui-where-setup")
    assert presenter.zone("queue")[0].kind == ALERT
    seats = [Seat("normal", "A"), Seat("normal", "B")]
    table = Table("beastybar", beastybar_game(2, seed=3, first=0), seats, 3)
    lines = presenter.started(table)
    assert lines[0].text.startswith("Hra začíná")
    assert presenter.turn(table, 0) == []  # no whose-turn line: the play names the player (issue 25)
    assert [line.text for line in presenter.zone("hand")] == [loc("ui-no-hand")]


@pytest.mark.parametrize(("lang", "alone", "mixed", "two"), [
    ("cs", "Hra začíná. U stolu: Ty, Jana, Petr, Eva; 3 počítače, střední úroveň.",
     "Hra začíná. U stolu: Ty, Jana, Petr, Eva; Jana: počítač, těžká úroveň; Petr, Eva: počítače, "
     "snadná úroveň.",
     "Hra začíná. U stolu: Ty, Ana, Petr, Eva; Petr, Eva: počítače, střední úroveň."),
    ("en", "The game begins. At the table: You, Jana, Petr, Eva; 3 computers, normal level.",
     "The game begins. At the table: You, Jana, Petr, Eva; Jana: computer, hard level; Petr, Eva: "
     "computers, easy level.",
     "The game begins. At the table: You, Ana, Petr, Eva; Petr, Eva: computers, normal level."),
])
def test_the_brief_welcome_says_the_computers_level_once(lang: str, alone: str, mixed: str, two: str) -> None:
    """Brief: the names, then each level of computer once, not "(počítač, střední úroveň)" per seat; the
    computers are named when another person sits at the table too or their levels differ (issue 25)."""
    loc = localizer(lang)
    you = "Ty" if lang == "cs" else "You"

    def welcome(kinds: list[str], names: list[str]) -> str:
        presenter = Presenter(make_adapter("cubirds", loc), loc, seat=0, verbosity="brief")
        seats = [Seat(k, n) for k, n in zip(kinds, names, strict=True)]
        return presenter.started(Table("cubirds", cubirds_game(4, seed=3, first=0), seats, 3))[0].text

    assert welcome(["human", "normal", "normal", "normal"], [you, "Jana", "Petr", "Eva"]) == alone
    assert welcome(["human", "hard", "easy", "easy"], [you, "Jana", "Petr", "Eva"]) == mixed
    assert welcome(["human", "human", "normal", "normal"], [you, "Ana", "Petr", "Eva"]) == two
    online = Presenter(make_adapter("cubirds", loc), loc, seat=1, verbosity="brief")
    seats = [Seat("remote", "Ana"), Seat("human", "Bob"), Seat("normal", "Petr")]
    assert online.started(Table("cubirds", cubirds_game(3, seed=3, first=0), seats, 3))[0].text.endswith(
        ": Ana, Bob (ty), Petr; Petr: počítač, střední úroveň." if lang == "cs" else
        ": Ana, Bob (you), Petr; Petr: computer, normal level.")  # online, which seat is one's own
    normal = Presenter(make_adapter("cubirds", loc), loc, seat=0, verbosity="normal")
    seats = [Seat("human", you), Seat("normal", "Jana")]
    assert ("(počítač, střední úroveň)" if lang == "cs" else "(computer, normal level)") in normal.started(
        Table("cubirds", cubirds_game(2, seed=3, first=0), seats, 3))[0].text
