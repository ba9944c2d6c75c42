"""The Presenter: one seat's words and choices at a table (see the package's docstring)."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence

from beastybar_access.games.core import Event
from beastybar_access.games.core.adapter import UiAdapter
from beastybar_access.games.core.context import Context, SeatFacts, Zone
from beastybar_access.games.core.steps import Step
from beastybar_access.narration import Localizer
from beastybar_access.narration.cues import cues_for
from beastybar_access.outputs.base import ALERT, EVENT, NAVIGATION, PROMPT
from beastybar_access.presenter.lines import Line, answer, lines_of
from beastybar_access.presenter.question import Question
from beastybar_access.table import HUMAN, REMOTE, Seat, TableSurface


def _preview(table: TableSurface, seat: int | None, action: object) -> list[Event]:
    return table.preview(action, seat)


KIND_IDS: Mapping[str, str] = {HUMAN: "ui-seat-human", REMOTE: "online-seat-remote"}
"""How a seat's kind is said when the table is introduced (a computer's: ``ui-level-<level>``)."""


class Presenter:
    """One seat's words and choices at one table, in one language, verbosity and braille setting.

    ``seat`` None: a spectator (or, at a keyboard shared by several people, nobody's view while the
    keyboard changes hands); it may be changed between calls. ``braille`` is "off", "cells" or "lines".
    ``kind_ids`` words the kinds of seats when the table is introduced (online: "you", "online")."""

    def __init__(self, adapter: UiAdapter, loc: Localizer, *, seat: int | None = None,
                 verbosity: str = "normal", braille: str = "off",
                 kind_ids: Mapping[str, str] | None = None, history_limit: int = 5000) -> None:
        self.adapter = adapter
        self.loc = loc
        self.seat = seat
        self.verbosity = verbosity
        self.braille = braille
        self.kind_ids = dict(KIND_IDS if kind_ids is None else kind_ids)
        self.table: TableSurface | None = None
        """The table heard last (set by :meth:`started` and the other callbacks, or :meth:`attach`)."""
        self._history: list[Line] = []
        self._history_limit = history_limit

    # --- small things ----------------------------------------------------------------------------------

    def line(self, msg_id: str, kind: str = EVENT, **args: object) -> Line:
        """The interface message ``msg_id`` in this presenter's language."""
        text = self.loc(msg_id, **args)
        return Line(text, text, kind)

    def attach(self, table: TableSurface) -> None:
        """Hear ``table`` from now on (the callbacks do this too)."""
        self.table = table

    def context(self, view: object = None) -> Context | None:
        """What the game's adapter gets: this seat's ``view`` (None: the table's latest for this seat) and
        the table's public facts; None before a table is heard."""
        table = self.table
        if table is None:
            return None
        seat = self.seat
        return Context(table.view(seat) if view is None else view, seat, table.names, table.seats,
                       self.verbosity, current=table.current, over=table.is_over(),
                       preview=functools.partial(_preview, table, seat))

    def spectator_context(self) -> Context | None:
        """As :meth:`context`, from no seat (the table's public version)."""
        table = self.table
        if table is None:
            return None
        return Context(table.view(None), None, table.names, table.seats, self.verbosity,
                       current=table.current, over=table.is_over())

    def _record(self, lines: Sequence[Line]) -> list[Line]:
        for line in lines:
            if line.text and line.kind in (EVENT, PROMPT):
                self._history.append(line)
        if len(self._history) > self._history_limit:
            del self._history[: len(self._history) - self._history_limit]
        return list(lines)

    # --- the table's callbacks: what this seat hears ---------------------------------------------------

    def seat_text(self, msg_id: str, seat: int, **args: object) -> str:
        """``msg_id`` about a place at the table, with the game's label of that place ("zelená") where
        the game has one; games without (Cubirds) get the message ``<msg_id>-plain``."""
        label = self.adapter.seat_label(seat)
        if label:
            return self.loc(msg_id, colour=label, **args)
        return self.loc(f"{msg_id}-plain", **args)

    def seat_kind_label(self, kind: str) -> str:
        """A seat's kind as said: a person, a person online, a computer of some level."""
        msg_id = self.kind_ids.get(kind)
        return self.loc(msg_id) if msg_id is not None else self.loc(f"ui-level-{kind}")

    def started(self, table: TableSurface, resumed: bool = False) -> list[Line]:
        """The table's play begins: who sits at it, then what everyone sees at the start (``resumed``: a
        saved or rejoined game goes on)."""
        self.table = table
        seats = table.seats
        # a real-time game's opening is short at every level: a listener hears it while the round runs
        short = self.verbosity == "brief" or self.adapter.real_time
        names = self._seats_brief(seats) if short else ", ".join(
            self.seat_text("ui-seat-intro", i, name=s.name, who=self.seat_kind_label(s.kind))
            for i, s in enumerate(seats))
        # a real-time game's own round opening follows at once ("Kolo 1 ze 3 začíná"): who sits is enough
        start = "ui-game-start-seats" if short and self.adapter.real_time else "ui-game-start"
        lines = [self.line("ui-game-resumed" if resumed else start, seats=names)]
        ctx = self.context()
        if ctx is not None and not table.is_over():
            lines += lines_of(self.adapter.start_lines(ctx))
        return self._record(lines)

    def _seats_brief(self, seats: Sequence[Seat]) -> str:
        """Brief: the names (with the game's label of each place), then the computers once per level, "3
        počítače, střední úroveň"; named when another person sits at the table or the levels differ."""
        online = any(s.kind == REMOTE for s in seats)  # then the person's own seat is said as theirs
        names = ", ".join(self.seat_text("ui-seat-intro-brief", i, name=s.name,
                                         you="yes" if online and i == self.seat and s.kind == HUMAN else "no")
                          for i, s in enumerate(seats))
        levels: dict[str, list[str]] = {}
        for s in seats:
            if s.kind not in (HUMAN, REMOTE):
                levels.setdefault(s.kind, []).append(s.name)
        named = sum(1 for s in seats if s.kind in (HUMAN, REMOTE)) > 1 or len(levels) > 1
        groups = [self.loc("ui-computers-brief", count=len(who), names=", ".join(who),
                           named="yes" if named else "no", level=self.loc(f"ui-level-brief-{kind}"))
                  for kind, who in levels.items()]
        return self.loc("ui-table-brief", seats=names, groups=len(groups),
                        computers=self.loc("ui-computers-brief-separator").join(groups))

    def mid_turn(self, seat: int) -> bool:
        """``seat`` decides again within the turn it has begun (nothing is announced anew)."""
        table = self.table
        if table is None or table.last_actor != seat:
            return False
        ctx = self.context()
        return ctx is not None and bool(self.adapter.mid_turn(ctx))

    def turn(self, table: TableSurface, seat: int) -> list[Line]:
        """A turn-based game waits for ``seat``: whose turn it is, said for anyone's but this seat's own
        (that is :meth:`your_turn`) and not again within a turn it has begun."""
        self.table = table
        if seat == self.seat or self.mid_turn(seat):
            return []
        return self.whose_turn()

    def whose_turn(self) -> list[Line]:
        """Whose turn it is now (as said when it begins)."""
        ctx = self.context()
        return self._record(lines_of(self.adapter.whose_turn_lines(ctx))) if ctx is not None else []

    def cues(self, events: Sequence[Event]) -> tuple[str, ...]:
        """The sound cues of ``events`` for this seat (an animal enters the bar, a card drawn ...)."""
        table = self.table
        if table is None:
            return ()
        return tuple(cues_for(self.adapter.spec.name, events, self.seat))

    def turn_lines(self, events: Sequence[Event], actor: int | None, view: object = None) -> list[Line]:
        """``events`` (of ``actor``'s action, filtered for this seat) as this seat's lines, no cues."""
        ctx = self.context(view)
        if ctx is None:
            return []
        return self._record(lines_of(self.adapter.turn_lines(ctx, list(events), actor)))  # type: ignore[arg-type]

    def public_lines(self, events: Sequence[Event], actor: int) -> list[Line]:
        """``events`` as the table saw them (filtered for nobody): at a keyboard shared by several people,
        a computer's turn aloud, and the others' version of a person's own move. Not kept in
        :meth:`history`."""
        table, ctx = self.table, self.spectator_context()
        if table is None or ctx is None:
            return []
        return lines_of(self.adapter.turn_lines(ctx, table.events_for(events, None), actor))

    def heard(self, table: TableSurface, events: Sequence[Event], view: object,
              actor: int | None) -> list[Line]:
        """``events`` happened (filtered for this seat, ``view`` its view after them, ``actor`` whose action
        it was): this seat's lines; the first carries the sound cues (a line without words when nothing is
        said)."""
        self.table = table
        cue = self.cues(events)
        lines = self.turn_lines(events, actor, view)
        if cue:
            lines = ([Line(lines[0].text, lines[0].braille, lines[0].kind, cue), *lines[1:]] if lines
                     else [Line("", "", EVENT, cue)])
        return lines

    def ended(self, table: TableSurface) -> list[Line]:
        """The game is over: nothing more (its end was in the last events)."""
        self.table = table
        return []

    # --- this seat's move --------------------------------------------------------------------------------

    def your_turn(self) -> list[Line]:
        """This seat's turn begins: say so, then the hand in brief (the last line a prompt)."""
        ctx = self.context()
        if ctx is None:
            return []
        words = self.adapter.your_turn_lines(ctx)
        return self._record([Line.of(w, PROMPT if i == len(words) - 1 and i else EVENT)
                             for i, w in enumerate(words)])

    def step(self) -> Step[object]:
        """The first step of this seat's move, as the game builds it (a console walks it by keys)."""
        ctx = self.context()
        assert ctx is not None, "no table heard yet"
        return self.adapter.action_step(ctx)

    def question(self) -> Question:
        """This seat's move as a :class:`Question`: choose its options by id until an
        :class:`~beastybar_access.presenter.question.Answer` gives the action."""
        return self.offer(self.step())

    def offer(self, step: Step[object]) -> Question:
        """Every step (a set-up or end-of-game menu too) as a :class:`Question` with rules as help."""
        return Question(step, self.adapter.rules_line)

    def check(self, action: object) -> list[Line]:
        """Why the rules refuse ``action`` now ([]: they take it)."""
        table = self.table
        if table is None:
            return []
        try:
            table.check(action)
        except ValueError as exc:
            return self.refused(exc)
        return []

    def refused(self, error: Exception) -> list[Line]:
        """Why the rules (or the server) refused an action, in this seat's language."""
        return [Line.of(self.adapter.refusal(error), ALERT)]

    def not_your_turn(self) -> Line:
        """What a key that plays says while this seat has no move to make."""
        table = self.table
        if table is None or table.is_over():
            return self.line("ui-game-over-no-move", ALERT)
        return self.line("ui-not-your-turn", ALERT, name=table.seats[table.current].name)

    def browse_step(self) -> Step[object] | None:
        """A read-only step over this seat's hand while it is not its move (choosing says why not)."""
        ctx = self.context()
        if ctx is None or ctx.listener is None:
            return None
        return self.adapter.browse_step(ctx, self.not_your_turn())

    # --- queries: everything a person can ask at any moment ----------------------------------------------

    def zones(self) -> list[Zone]:
        """The parts of the table one can ask about (name, keys, help id): queue, hand, bar, score ..."""
        return list(self.adapter.zones())

    def zone(self, name: str) -> list[Line]:
        """The zone ``name`` read out (the hand, the queue, the scores, cards left ...)."""
        ctx = self.context()
        if ctx is None:
            return [self.line("ui-no-game-yet", ALERT)]
        if name == "hand" and self.seat is None and self._watching(ctx.seats):
            return [self.line("online-spectator-no-hand", NAVIGATION)]
        zone = next((z for z in self.adapter.zones() if z.name == name), None)
        if zone is None:
            return [self.line("ui-zone-empty", NAVIGATION)]
        return answer(zone.render(ctx) or [self.line("ui-zone-empty")])

    @staticmethod
    def _watching(seats: Sequence[SeatFacts]) -> bool:
        """Someone without a seat watches people play (online): no hand of theirs, nobody else's read."""
        return any(s.kind == REMOTE for s in seats) and not any(s.kind == HUMAN for s in seats)

    def where(self, asking: bool = False) -> list[Line]:
        """Whose turn it is and the table's state in a phrase; unless ``asking`` (a terminal adds the
        question it has open), that it is not this seat's move when it is not."""
        ctx = self.context()
        if ctx is None:
            return [self.line("ui-where-setup", NAVIGATION)]
        lines = list(self.adapter.where_lines(ctx))
        if not asking and ctx.listener is not None and not ctx.over and ctx.current != ctx.listener:
            lines.append(self.not_your_turn())
        return answer(lines)

    def rules(self, subject: object) -> list[Line]:
        """What ``subject`` (a card) does, by the rules; a refusal when it has no rules text."""
        words = self.adapter.rules_line(subject) if subject is not None else None
        return [Line.of(words, NAVIGATION)] if words is not None else [self.line("ui-no-focus", ALERT)]

    def braille_of(self, subject: object) -> list[Line]:
        """``subject``'s braille cells on a line (speech gets the card's name)."""
        if self.braille == "off":
            return [self.line("ui-braille-is-off", ALERT)]
        words = self.adapter.braille_line(subject) if subject is not None else None
        return [Line.of(words, NAVIGATION)] if words is not None else [self.line("ui-no-focus", ALERT)]

    def history(self) -> list[Line]:
        """Everything this presenter has told this seat (events and prompts), oldest first."""
        return list(self._history)


__all__ = ["KIND_IDS", "Presenter", "TableSurface", "UiAdapter"]
