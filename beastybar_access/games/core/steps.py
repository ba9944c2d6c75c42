"""The steps of a choice as a game's adapter builds them: a question (:class:`Step`) with its options
(:class:`Option`: a value, the line that names it, the thing it is about); answering one gives the next
step, the answer (:class:`Done`) or a refusal (:class:`Refuse`).

No keys here: the console walks steps by keys (:class:`~beastybar_access.console.choice.Chooser`), a
Presenter offers them to any terminal as a :class:`~beastybar_access.presenter.question.Question`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from beastybar_access.narration.lines import Line

T = TypeVar("T")
O_co = TypeVar("O_co", covariant=True)
"""The type of a step's option values (a card, a seat, a setting's name ...); covariant: the console walks
a ``Step[int]`` as a ``Step[object]``, it only hands an option back to the step that made it."""


@dataclass
class Option(Generic[O_co]):
    """One possible answer: its ``value``, how it is said when focused, and what it is about.

    ``subject`` is what the rules and braille keys describe while the option has the focus (a card).
    """

    value: O_co
    line: Line
    subject: object = None


@dataclass(frozen=True)
class Done:
    """The choice is complete: ``value`` is the answer."""

    value: object


@dataclass(frozen=True)
class Refuse:
    """The option cannot be chosen; ``line`` says why."""

    line: Line


@dataclass
class Step(Generic[O_co]):
    """A question with options.

    ``choose(option)`` returns the next :class:`Step`, :class:`Done` or :class:`Refuse`; without it the
    option's value is the answer. ``pick > 0`` makes a step where exactly ``pick`` options are marked with
    Space (``marked(option, is_marked, count)`` says each change) and Enter confirms them
    (``confirm(options)``). ``hotkeys`` choose an option by a letter (``{"y": 0, "n": 1}``).
    """

    prompt: Line | None
    options: list[Option[O_co]]
    choose: Callable[[Option[O_co]], Step[object] | Done | Refuse] | None = None
    preview: Callable[[Option[O_co]], list[Line]] | None = None
    auto: Callable[[Option[O_co]], Line] | None = None
    """With a single option: take it by itself and say this line."""
    say_focus: bool = True
    """Say the focused option when the step opens (after the prompt)."""
    focus: int = 0
    pick: int = 0
    marked_line: Callable[[Option[O_co], bool, int], Line] | None = None
    confirm: Callable[[list[Option[O_co]]], Step[object] | Done | Refuse] | None = None
    hotkeys: dict[str, int] = field(default_factory=dict)
    marked: set[int] = field(default_factory=set)
    on_focus: Callable[[Option[O_co]], None] | None = None
    """Called each time an option's line is said as the focus (the list of sounds plays the sound)."""
    fresh: bool = False
    """The focus has not been said yet: the first arrow says the focused option instead of moving."""

    @property
    def focused(self) -> Option[O_co] | None:
        return self.options[self.focus] if self.options else None


def answer_of(kind: type[T], value: object) -> T:
    """A menu's answer as the kind its options carry (the menu offers no other).

    >>> answer_of(int, 2)
    2
    >>> answer_of(str, 2)
    Traceback (most recent call last):
    TypeError: a menu of str answered 2
    """
    if not isinstance(value, kind):
        raise TypeError(f"a menu of {kind.__name__} answered {value!r}")
    return value


__all__ = ["Done", "Option", "Refuse", "Step", "answer_of"]
