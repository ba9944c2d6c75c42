"""Shared narration: messages live in ``locales/<lang>/*.ftl`` (Fluent); code only picks ids and arguments.

The shared messages (command line, console, online) are in the package's ``locales/``; each game keeps its
own in its folder (``games/<game>/locales/<lang>/``), which its entry names and the registry hands over with
:func:`set_game_messages`. Loading a language reads the shared files and every registered game's.

A :class:`Localizer` renders one message id with arguments in one language. There is no fallback from one
language to another: a missing message is an error (a test checks that every locale defines every id).
Games register Fluent functions (for example ``CARD($card, case: "acc")``) that render their own objects,
so the grammar (case, gender, plural) stays in the translation files.
"""

from __future__ import annotations

import functools
import locale
import math
import os
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from beastybar_access.paths import LOCALES_DIR

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax.ast import Resource

LANGUAGES: tuple[str, ...] = ("cs", "en")
CONSOLE_DOMAINS: tuple[str, ...] = ("common", "cli", "ui", "arena", "online")
"""The message files of the command line and the console (each game's narrator loads its own)."""
DEFAULT_LANGUAGE = "cs"
ECHO_LIMIT = 60
"""Characters of a user's value that a message repeats (the middle of a longer one is left out)."""
ARG_TEXT_LIMIT = 1000
"""The longest text any message argument may have (Fluent refuses a placeable over 2,500 characters)."""
_NUMBER_LIMIT = 10**15
"""Numbers from here on are put into messages as text (Babel's number formatting overflows near 1e25)."""


def echo(value: object, limit: int = ECHO_LIMIT) -> str:
    """A value the user gave (a command-line word, a name in a file), as a message repeats it: as text
    (never formatted as a number), unprintable characters written as escapes, and no longer than
    ``limit`` characters (the middle of a longer one becomes "…")."""
    if isinstance(value, str):
        text = value
    elif isinstance(value, int) and not isinstance(value, bool):
        try:
            text = str(value)
        except ValueError:  # more digits than Python converts: its hexadecimal form has no such limit
            text = hex(value)
    else:
        text = repr(value)
    if not text.isprintable():
        text = "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)
    if len(text) > limit:
        head = max(1, (limit * 2) // 3)
        tail = max(0, limit - head - 1)
        text = text[:head] + "…" + (text[-tail:] if tail else "")
    return text


def _safe_arg(value: object) -> object:
    """A message argument that Fluent can always format: over-long text shortened, huge or non-finite
    numbers as text."""
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value if len(value) <= ARG_TEXT_LIMIT else echo(value, ARG_TEXT_LIMIT)
    if isinstance(value, int):
        return value if -_NUMBER_LIMIT < value < _NUMBER_LIMIT else echo(value)
    if isinstance(value, float):
        return value if math.isfinite(value) and -_NUMBER_LIMIT < value < _NUMBER_LIMIT else echo(value)
    return value


class MissingMessageError(KeyError):
    """A message id that the locale does not define."""


class MessageFormatError(ValueError):
    """A message that could not be rendered with the given arguments."""


def detect_language(explicit: str | None = None, environ: dict[str, str] | None = None) -> str:
    """``explicit`` if given, else the locale environment (LC_ALL, LC_MESSAGES, LANG), else Czech."""
    if explicit:
        lang = explicit.lower()
        if lang not in LANGUAGES:
            raise ValueError(f"unsupported language {explicit!r}; choose one of {', '.join(LANGUAGES)}")
        return lang
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        value = env.get(var, "")
        for part in value.split(":"):
            code = part.split(".")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
    if environ is None and sys.platform == "win32":
        # Windows sets no LANG; its locale names read like "Czech_Czechia" or "cs_CZ".
        try:
            name = (locale.getlocale()[0] or "").lower()
        except ValueError:
            name = ""
        for code, word in (("cs", "czech"), ("en", "english")):
            if name.startswith((code, word)):
                return code
    return DEFAULT_LANGUAGE


def _resource(path: Traversable) -> Resource:
    """A parsed message file; bundles only read resources, so one parse serves them all. A file on disk is
    parsed again when it changes (tests write their own); one inside an archive never changes."""
    if isinstance(path, Path):
        return _parsed_file(path, path.stat().st_mtime_ns)
    key = str(path)
    if key not in _ARCHIVED:
        from fluent.runtime import FluentResource

        _ARCHIVED[key] = FluentResource(path.read_text(encoding="utf-8"))
    return _ARCHIVED[key]


@functools.lru_cache(maxsize=256)
def _parsed_file(path: Path, mtime_ns: int) -> Resource:
    from fluent.runtime import FluentResource

    return FluentResource(path.read_text(encoding="utf-8"))


_ARCHIVED: dict[str, Resource] = {}
"""Message files read from an archive (a zipped package), parsed once by their path inside it."""

_DEFINITION = re.compile(r"^(-?[a-zA-Z][a-zA-Z0-9_-]*)[ \t]*=", re.MULTILINE)
"""A message or term defined at the start of a line (a pattern's further lines are always indented)."""


def _defined(path: Traversable) -> frozenset[str]:
    """The message and term ids a file defines, found without parsing it (a quick look at its lines)."""
    if isinstance(path, Path):
        return _defined_in_file(path, path.stat().st_mtime_ns)
    return frozenset(_DEFINITION.findall(path.read_text(encoding="utf-8")))


@functools.lru_cache(maxsize=256)
def _defined_in_file(path: Path, mtime_ns: int) -> frozenset[str]:
    return frozenset(_DEFINITION.findall(path.read_text(encoding="utf-8")))


Folders = Traversable | Sequence[Traversable] | None
"""Where message files are: one folder, several, or None for :func:`message_folders` (each folder holds one
subfolder per language)."""

_game_folders: Callable[[], Iterable[Traversable]] | None = None


def set_game_messages(folders: Callable[[], Iterable[Traversable]]) -> None:
    """Tell where the games' own message folders are: ``folders()`` lists them when a language is loaded
    (the registry, :mod:`beastybar_access.games`, gives each entry's ``locales``)."""
    global _game_folders
    _game_folders = folders


def message_folders() -> tuple[Traversable, ...]:
    """The package's shared ``locales/`` and each registered game's own."""
    games = tuple(_game_folders()) if _game_folders is not None else ()
    return (LOCALES_DIR, *games)


def _folders(locales_dir: Folders) -> tuple[Traversable, ...]:
    if locales_dir is None:
        return message_folders()
    if isinstance(locales_dir, Sequence):
        return tuple(locales_dir)
    return (locales_dir,)


def locale_files(lang: str, locales_dir: Folders = None) -> list[Traversable]:
    """The ``.ftl`` files of ``lang`` in ``locales_dir`` (by default the shared ones and every registered
    game's), by name."""
    found: list[Traversable] = []
    for base in _folders(locales_dir):
        folder = base / lang
        if folder.is_dir():
            found.extend(f for f in folder.iterdir() if f.name.endswith(".ftl") and f.is_file())
    return sorted(found, key=lambda f: f.name)


def _stem(file: Traversable) -> str:
    return file.name.removesuffix(".ftl")


def _command() -> str:
    """The Fluent function ``COMMAND()``: the command that starts this program as the person started it
    (``./play``, ``play.cmd``, ``beastybar``; :mod:`beastybar_access.invocation`)."""
    from beastybar_access import invocation

    return invocation.current()


@dataclass
class Localizer:
    """Renders messages of one language from every ``.ftl`` file in ``locales/<lang>/`` (the shared ones and
    the games').

    Parsing Fluent is most of a start's time, so a file is parsed when a message of it is first asked for
    (which file defines which id is found by a quick look at the files' lines); a message that refers to
    one not yet parsed, or an id found nowhere, parses every file left."""

    lang: str
    functions: dict[str, Callable[..., Any]]
    bundle: FluentBundle
    pending: list[tuple[Traversable, frozenset[str]]] = field(default_factory=list)
    """The files not parsed yet, with the ids each defines."""

    @classmethod
    def load(cls, lang: str, functions: dict[str, Callable[..., Any]] | None = None,
             locales_dir: Folders = None, domains: Iterable[str] | None = None) -> Localizer:
        """The messages of ``lang``: every file, or only the files named in ``domains`` (``"ui"`` for
        ``ui.ftl`` and the games' ``ui-<game>.ftl``)."""
        funcs: dict[str, Callable[..., Any]] = {"COMMAND": _command, **(functions or {})}
        from fluent.runtime import FluentBundle  # here: the command line's --version needs no Fluent

        bundle = FluentBundle([lang], use_isolating=False, functions=funcs)
        files = locale_files(lang, locales_dir)
        if domains is not None:
            wanted = set(domains)
            files = [f for f in files if _stem(f) in wanted or _stem(f).partition("-")[0] in wanted]
        if not files:
            where = ", ".join(str(folder / lang) for folder in _folders(locales_dir))
            raise FileNotFoundError(f"no message files for language {lang!r} in {where}")
        return cls(lang, funcs, bundle, [(path, _defined(path)) for path in files])

    def _parse(self, msg_id: str | None) -> bool:
        """Parse the pending file that defines ``msg_id`` (None, or no such file: every pending file);
        whether any was parsed."""
        if not self.pending:
            return False
        if msg_id is not None:
            for i, (path, ids) in enumerate(self.pending):
                if msg_id in ids:
                    del self.pending[i]
                    self.bundle.add_resource(_resource(path))
                    return True
        for path, _ in self.pending:
            self.bundle.add_resource(_resource(path))
        self.pending.clear()
        return True

    def _has(self, base: str) -> bool:
        while not self.bundle.has_message(base):
            if not self._parse(base):
                return False
        return True

    def has(self, msg_id: str) -> bool:
        return self._has(msg_id)

    def __call__(self, msg_id: str, **args: object) -> str:
        return self.message(msg_id, **args)

    def message(self, msg_id: str, **args: object) -> str:
        """Render ``msg_id`` (``id`` or ``id.attribute``) with ``args``; raise on a missing id or error."""
        base, _, attr = msg_id.partition(".")
        if not self._has(base):
            raise MissingMessageError(f"message {msg_id!r} is not defined for language {self.lang!r}")
        msg = self.bundle.get_message(base)
        pattern = msg.attributes.get(attr) if attr else msg.value
        if pattern is None:
            raise MissingMessageError(f"message {msg_id!r} has no such value in language {self.lang!r}")
        args = {name: _safe_arg(value) for name, value in args.items()}
        text, errors = self.bundle.format_pattern(pattern, args)
        if errors and self._parse(None):  # perhaps a reference to a message or term of a file not parsed yet
            text, errors = self.bundle.format_pattern(pattern, args)
        if errors:
            raise MessageFormatError(f"{self.lang} message {msg_id!r} with {args!r}: {errors}")
        if not isinstance(text, str):  # fluent gives a FluentNone only with an error, but never say it
            raise MessageFormatError(f"{self.lang} message {msg_id!r} with {args!r} gave no text")
        return text


def message_ids(lang: str, locales_dir: Folders = None) -> set[str]:
    """Every message id (and ``id.attribute``) defined in ``locales/<lang>/`` (terms excluded)."""
    from fluent.syntax import FluentParser, ast

    ids: set[str] = set()
    parser = FluentParser()
    for path in locale_files(lang, locales_dir):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Message):
                ids.add(entry.id.name)
                ids.update(f"{entry.id.name}.{a.id.name}" for a in entry.attributes)
    return ids


def syntax_errors(lang: str, locales_dir: Folders = None) -> list[str]:
    """Junk entries (syntax errors) in a locale's files, as readable strings."""
    from fluent.syntax import FluentParser, ast

    out: list[str] = []
    parser = FluentParser()
    for path in locale_files(lang, locales_dir):
        resource = parser.parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, ast.Junk):
                assert entry.content is not None  # the parser gives junk its slice of the source
                out.append(f"{path.name}: {entry.annotations[0].message if entry.annotations else ''}: "
                           f"{entry.content.strip()[:80]}")
    return out


def join_alternatives(loc: Localizer, items: Iterable[str]) -> str:
    """Items as the language offers a choice between them ("a, b nebo c" / "a, b or c")."""
    items = list(items)
    if len(items) < 2:
        return join_list(loc, items)
    return loc("list-join-or", head=loc("list-separator").join(items[:-1]), last=items[-1])


def join_list(loc: Localizer, items: Iterable[str]) -> str:
    """Items joined the way the language lists them ("a, b a c" / "a, b and c"), via messages."""
    items = list(items)
    if not items:
        return loc("list-empty")
    if len(items) == 1:
        return items[0]
    return loc("list-join", head=loc("list-separator").join(items[:-1]), last=items[-1])
