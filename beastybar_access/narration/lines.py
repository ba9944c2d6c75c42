"""Lines: one announcement in two forms, plain words and the same words with cards as braille cells.

Every game narrates through a :class:`DualRenderer`. It loads the language's Fluent messages twice, into a
text bundle and a braille bundle that differ only in the Fluent functions the game registers: in the text
bundle a function such as ``CARD($card, case: "acc")`` renders the card's name with its grammar (the
grammar itself lives in the ``.ftl`` files), in the braille bundle the same call renders the card's
braille cells. Rendering a message id through both gives a :class:`Line`.

>>> r = DualRenderer("en")
>>> r.line("list-join", head="a, b", last="c")
Line(text='a, b and c', braille='a, b and c')

A :class:`Line` passed as an argument is substituted in its own form in each bundle, so lines nest:

>>> r.line("list-join", head=Line("a", "A"), last="c")
Line(text='a and c', braille='A and c')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from beastybar_access.narration import Folders, Localizer, join_list


@dataclass(frozen=True)
class Line:
    """One announcement. ``text`` is plain words (screen and speech); ``braille`` is the same sentence
    with every card shown as its Unicode braille cells instead of its name (equal to ``text`` when no
    card is in it)."""

    text: str
    braille: str

    @classmethod
    def plain(cls, text: str) -> Line:
        """A line without cards: both forms are the same words."""
        return cls(text, text)

    @staticmethod
    def concat(lines: Iterable[Line], separator: str = " ") -> Line:
        """Whole sentences one after another (``separator`` between them, a space by default)."""
        items = [ln for ln in lines if ln.text]
        return Line(separator.join(ln.text for ln in items), separator.join(ln.braille for ln in items))


def as_lines(value: Any) -> list[Line]:
    """A narrator's answer as a list of lines: it may give one line, several (nested), a string, or
    nothing (None); empty lines are dropped."""
    if value is None:
        return []
    if isinstance(value, Line):
        return [value] if value.text else []
    if isinstance(value, str):
        return [Line.plain(value)] if value else []
    return [line for v in value for line in as_lines(v)]


def as_text(value: object) -> str:
    """The words of a line (or of anything else, as a string)."""
    return value.text if isinstance(value, Line) else str(value)


VERBOSITIES: tuple[str, ...] = ("brief", "normal", "verbose")
"""How much a game's narration says, the same three levels for every game."""


def check_verbosity(verbosity: str) -> str:
    """``verbosity`` if it is one of :data:`VERBOSITIES`; ValueError otherwise."""
    if verbosity not in VERBOSITIES:
        raise ValueError(f"unknown verbosity {verbosity!r}; one of {', '.join(VERBOSITIES)}")
    return verbosity


CASES: frozenset[str] = frozenset({"nom", "gen", "dat", "acc", "loc", "ins"})
"""The Czech grammatical cases a message may ask a game's noun functions for (English ignores them)."""


def check_case(case: object, allowed: frozenset[str] = CASES) -> str:
    """``case`` if it is one of ``allowed`` (a game's nouns may know fewer forms); ValueError otherwise."""
    if case not in allowed:
        raise ValueError(f"unknown case {case!r}; one of {', '.join(sorted(allowed))}")
    return str(case)


def capitalise(text: str) -> str:
    """``text`` with its first letter upper-cased, the rest unchanged (a name at a sentence's start)."""
    return text[:1].upper() + text[1:]


class Mode(StrEnum):
    """Which form a bundle renders."""

    TEXT = "text"
    BRAILLE = "braille"


FunctionsFactory = Callable[[Mode, Callable[[], Localizer]], Mapping[str, Callable[..., Any]]]
"""Makes a game's Fluent functions for one mode. The second argument returns the *text* localizer once it
is loaded, so that a function (in either mode) can render grammar messages, e.g. the case forms of an
animal's name, from the ``.ftl`` files."""


def _yes_no(value: object) -> object:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return value


_LONG = 1000
MADE_LIMIT = 20_000
"""Lines a renderer keeps (:meth:`DualRenderer.line`); past it, it starts again."""
"""Arguments longer than this are put into a message after Fluent formatted it (see DualRenderer.line)."""


class DualRenderer:
    """Renders message ids of one language as :class:`Line` objects (text and braille form).

    Arguments: a :class:`Line` becomes its ``text`` in the text bundle and its ``braille`` in the braille
    bundle; ``True``/``False`` become the selector keys ``"yes"``/``"no"``; everything else is passed to
    Fluent unchanged (strings, numbers).
    """

    def __init__(self, lang: str, functions_factory: FunctionsFactory | None = None,
                 locales_dir: Folders = None) -> None:
        self.lang = lang

        def text_localizer() -> Localizer:
            return self.text

        def functions(mode: Mode) -> dict[str, Callable[..., Any]]:
            return dict(functions_factory(mode, text_localizer)) if functions_factory else {}

        self.text: Localizer = Localizer.load(lang, functions(Mode.TEXT), locales_dir)
        self.braille: Localizer = Localizer.load(lang, functions(Mode.BRAILLE), locales_dir)
        self._made: dict[tuple[object, ...], Line] = {}
        """Lines already made, by message id and arguments (see :meth:`line`)."""

    def has(self, msg_id: str) -> bool:
        return self.text.has(msg_id.partition(".")[0])

    def line(self, msg_id: str, **args: object) -> Line:
        """Render ``msg_id`` in both forms; raise on a missing id or a formatting error.

        A message is a function of its arguments (the games' Fluent functions too), and most lines of a
        game recur (a card's name and facts, a place in the queue): a line made once is kept, by its id
        and its arguments with their types (``True`` is not ``1``), up to :data:`MADE_LIMIT` of them.

        Fluent refuses a placeable longer than 2,500 characters (a long list of a player's tiles with
        their cards, say): such an argument goes in as a private-use mark and is put in place afterwards
        (it is only ever substituted whole, never selected on)."""
        key = (msg_id, *((k, type(v), v) for k, v in sorted(args.items())))
        try:
            made = self._made.get(key)
        except TypeError:  # an argument that cannot be a key (a list): made each time
            return self._line(msg_id, args)
        if made is None:
            made = self._line(msg_id, args)
            if len(self._made) >= MADE_LIMIT:
                self._made.clear()
            self._made[key] = made
        return made

    def _line(self, msg_id: str, args: dict[str, object]) -> Line:
        long: dict[str, tuple[str, str]] = {}
        text_args: dict[str, object] = {}
        braille_args: dict[str, object] = {}
        for k, v in args.items():
            text, braille = (v.text, v.braille) if isinstance(v, Line) else (v, v)
            if isinstance(text, str) and isinstance(braille, str) and max(len(text), len(braille)) > _LONG:
                mark = f"\ue000{len(long)}\ue001"
                long[mark] = (text, braille)
                text, braille = mark, mark
            text_args[k], braille_args[k] = _yes_no(text), _yes_no(braille)
        text = self.text.message(msg_id, **text_args)
        braille = self.braille.message(msg_id, **braille_args)
        for mark, (t, b) in long.items():
            text, braille = text.replace(mark, t), braille.replace(mark, b)
        return Line(text, braille)

    def join_list(self, items: Iterable[Line]) -> Line:
        """Items joined the way the language lists them ("a, b a c" / "a, b and c"), in both forms."""
        items = list(items)
        return Line(join_list(self.text, [i.text for i in items]),
                    join_list(self.braille, [i.braille for i in items]))

    def join_with(self, items: Iterable[Line], separator_id: str) -> Line:
        """Items joined by the text of message ``separator_id`` (e.g. "; "), in both forms."""
        items = list(items)
        sep_text = self.text.message(separator_id)
        sep_braille = self.braille.message(separator_id)
        return Line(sep_text.join(i.text for i in items), sep_braille.join(i.braille for i in items))


__all__ = ["VERBOSITIES", "DualRenderer", "FunctionsFactory", "Line", "Mode", "as_lines", "as_text",
           "capitalise", "check_verbosity"]
