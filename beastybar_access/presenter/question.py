"""A question as any terminal is offered it: its prompt, its options (each with an id, its line, its place
"N of M", its help text) and how an option is chosen by its id.

A :class:`Question` wraps the game's :class:`~beastybar_access.games.core.steps.Step`; choosing an option
(:meth:`Question.choose`, or :meth:`Question.confirm` for a step where ``pick`` options are marked) gives
the next :class:`Question` of the same move, the :class:`Answer` (the move), or a :class:`Refusal` (why
this option cannot be chosen; the question stays open). A step with one option that answers itself is
taken at once: its line comes in ``said`` of what follows.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from beastybar_access.games.core.steps import Done, Refuse, Step
from beastybar_access.games.core.steps import Option as StepOption
from beastybar_access.narration.lines import Line as Words
from beastybar_access.outputs.base import ALERT, EVENT, NAVIGATION, PROMPT
from beastybar_access.presenter.lines import Line


@dataclass(frozen=True)
class Option:
    """One option of a :class:`Question`: ``id`` (what a terminal sends back to choose it), ``line`` (how
    it is said, with the game's own "N of M" where it says one), ``index`` (0-based) of ``total``,
    ``help`` (the rules of what it is about, a card; None: nothing to explain) and ``marked`` (a pick
    step: marked now)."""

    id: str
    line: Line
    index: int
    total: int
    explain: Callable[[], Line | None] = field(default=lambda: None, repr=False, compare=False)
    """Makes ``help`` when it is asked for (most terminals never read the rules of every option)."""
    marked: bool = False

    @property
    def help(self) -> Line | None:
        return self.explain()


@dataclass(frozen=True)
class Answer:
    """The move is complete: ``value`` is the action to hand to the table; ``said`` first."""

    value: object
    said: tuple[Line, ...] = ()


@dataclass(frozen=True)
class Refusal:
    """The option cannot be chosen (``lines`` say why); the question stays as it was."""

    lines: tuple[Line, ...]


@dataclass
class Question:
    """One step of a choice: ``prompt`` (None: the options speak for themselves), ``options``, ``pick``
    (0: choose one; n: mark exactly n, then :meth:`confirm`), ``focus`` (the id of the option a terminal
    focuses first) and ``said`` (lines to say before the prompt: a step answered by itself)."""

    step: Step[object]
    help_of: Callable[[object], Words | None] = field(default=lambda _subject: None, repr=False)
    said: tuple[Line, ...] = ()

    @property
    def prompt(self) -> Line | None:
        return Line.of(self.step.prompt, PROMPT) if self.step.prompt is not None else None

    @property
    def pick(self) -> int:
        return self.step.pick

    @property
    def focus(self) -> str | None:
        return str(self.step.focus) if self.step.options else None

    @property
    def options(self) -> tuple[Option, ...]:
        step = self.step
        total = len(step.options)
        out = []
        for i, o in enumerate(step.options):
            out.append(Option(str(i), Line.of(o.line, NAVIGATION), i, total,
                              functools.partial(self._help, o.subject), i in step.marked))
        return tuple(out)

    def _help(self, subject: object) -> Line | None:
        rules = self.help_of(subject) if subject is not None else None
        return Line.of(rules, NAVIGATION) if rules is not None else None

    def _option(self, option_id: str) -> StepOption[object] | None:
        try:
            i = int(option_id)
        except (TypeError, ValueError):
            return None
        return self.step.options[i] if 0 <= i < len(self.step.options) and str(i) == option_id else None

    def preview(self, option_id: str) -> list[Line]:
        """What choosing the option would do, as lines (empty: nothing to preview)."""
        option = self._option(option_id)
        if option is None or self.step.preview is None:
            return []
        return [Line.of(w, NAVIGATION) for w in self.step.preview(option)]

    def choose(self, option_id: str) -> Question | Answer | Refusal:
        """Choose the option ``option_id`` (a pick step: mark or unmark it, the answer is the question
        again with its marks)."""
        option = self._option(option_id)
        if option is None:
            return Refusal(())
        step = self.step
        if step.pick:
            i = step.options.index(option)
            if i in step.marked:
                step.marked.discard(i)
            elif len(step.marked) < step.pick:
                step.marked.add(i)
            else:
                return Refusal(())
            if step.marked_line is not None:
                line = step.marked_line(option, i in step.marked, len(step.marked))
                return Question(step, self.help_of, (Line.of(line, NAVIGATION),))
            return Question(step, self.help_of)
        step.focus = step.options.index(option)
        return self._next(step.choose(option) if step.choose is not None else Done(option.value))

    def confirm(self, option_ids: Sequence[str] = ()) -> Question | Answer | Refusal:
        """A pick step: confirm the marked options (``option_ids`` given: exactly those)."""
        step = self.step
        if option_ids:
            chosen = [self._option(i) for i in option_ids]
            if any(o is None for o in chosen):
                return Refusal(())
            step.marked = {int(i) for i in option_ids}
        if not step.pick or len(step.marked) != step.pick:
            return Refusal(())
        options = [step.options[i] for i in sorted(step.marked)]
        return self._next(step.confirm(options) if step.confirm is not None
                          else Done([o.value for o in options]))

    def _next(self, result: Step[object] | Done | Refuse,
              said: tuple[Line, ...] = ()) -> Question | Answer | Refusal:
        if isinstance(result, Done):
            return Answer(result.value, said)
        if isinstance(result, Refuse):
            return Refusal((*said, Line.of(result.line, ALERT)))
        if len(result.options) == 1 and result.auto is not None:
            only = result.options[0]
            line = Line.of(result.auto(only), EVENT)
            return self._next(result.choose(only) if result.choose is not None else Done(only.value),
                              (*said, line))
        return Question(result, self.help_of, said)


__all__ = ["Answer", "Option", "Question", "Refusal"]
