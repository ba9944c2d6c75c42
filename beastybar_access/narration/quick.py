"""The command line's help without Fluent: its messages read straight from the same ``.ftl`` files.

``beastybar --help`` (and a subcommand's) says some hundred short sentences, nearly all of them plain
text with at most a ``{ $name }``, ``{ COMMAND() }`` or ``{", "}`` in it. Loading Fluent and Babel for
them costs more than the rest of the help; :class:`QuickMessages` reads such plain one-line messages from
the files a :class:`~.Localizer` would load (the ``.ftl`` files stay the only source of the texts) and
renders them itself. Any other message (a selector, a term, another function, several lines, or an
argument that is not text) is rendered by a real :class:`~.Localizer`, loaded the first time one is
needed, so the result is always Fluent's own (``tests/test_cli_tools.py`` compares the two for every
plain message of both languages).
"""

from __future__ import annotations

import re

from beastybar_access.narration import ARG_TEXT_LIMIT, Localizer, _command, echo, locale_files

_MESSAGE = re.compile(r"([a-zA-Z][a-zA-Z0-9_-]*) = (.*)")
_VARIABLE = re.compile(r"\{ *\$([a-zA-Z][a-zA-Z0-9_-]*) *\}")
_COMMAND = re.compile(r"\{ *COMMAND\(\) *\}")
"""The Fluent function the localizer gives its messages: the command as the person started it."""
_LITERAL = re.compile(r'\{ *"([^"\\{}]*)" *\}')
"""A string literal without escapes (``{", "}``): its text."""
_PLACEABLE = re.compile(rf"{_VARIABLE.pattern}|{_LITERAL.pattern}|{_COMMAND.pattern}")


def plain_messages(lang: str, domains: tuple[str, ...]) -> dict[str, str]:
    """The messages of ``lang`` in the files of ``domains`` (chosen as :meth:`Localizer.load` chooses them)
    whose value is one line of text with at most ``{ $name }``, ``{ COMMAND() }`` and ``{"text"}``
    placeables; the first definition wins."""
    wanted = set(domains)
    found: dict[str, str] = {}
    for file in locale_files(lang):
        stem = file.name.removesuffix(".ftl")
        if stem not in wanted and stem.partition("-")[0] not in wanted:
            continue
        lines = file.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            match = _MESSAGE.fullmatch(line.rstrip())
            if match is None:
                continue
            following = lines[i + 1] if i + 1 < len(lines) else ""
            if following[:1] in (" ", "\t") and following.strip():
                continue  # continued on the next lines (or attributes): Fluent's
            msg_id, value = match.groups()
            rest = _LITERAL.sub("", _COMMAND.sub("", _VARIABLE.sub("", value)))
            if "{" in rest or "}" in rest:
                continue  # another placeable or a brace: Fluent's
            found.setdefault(msg_id, value.strip())
    return found


class QuickMessages:
    """Renders ``lang``'s messages like a :class:`Localizer` (``loc(msg_id, **args)``, ``has``, ``lang``):
    plain ones from :func:`plain_messages`, every other one by a real Localizer loaded when first needed."""

    def __init__(self, lang: str, domains: tuple[str, ...]) -> None:
        self.lang = lang
        self.domains = domains
        self._plain: dict[str, str] | None = None
        self._full: Localizer | None = None

    def full(self) -> Localizer:
        """The real Localizer of the same language and files."""
        if self._full is None:
            self._full = Localizer.load(self.lang, domains=self.domains)
        return self._full

    def _table(self) -> dict[str, str]:
        if self._plain is None:
            self._plain = plain_messages(self.lang, self.domains)
        return self._plain

    def has(self, msg_id: str) -> bool:
        return msg_id in self._table() or self.full().has(msg_id)

    def __call__(self, msg_id: str, **args: object) -> str:
        return self.message(msg_id, **args)

    def message(self, msg_id: str, **args: object) -> str:
        text = self._table().get(msg_id)
        names = set(_VARIABLE.findall(text)) if text is not None else set()
        texts = {name: given for name in names if isinstance(given := args.get(name), str)}
        if text is None or len(texts) != len(names):
            return self.full().message(msg_id, **args)

        def value(match: re.Match[str]) -> str:
            given = texts[match.group(1)]
            return given if len(given) <= ARG_TEXT_LIMIT else echo(given, ARG_TEXT_LIMIT)

        def piece(match: re.Match[str]) -> str:  # one pass: no placeable's text is read again
            if match.group(1) is not None:
                return value(match)
            if match.group(2) is not None:
                return match.group(2)
            return _command()

        return _PLACEABLE.sub(piece, text)


__all__ = ["QuickMessages", "plain_messages"]
