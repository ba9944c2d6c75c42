"""JSON as the program writes it: the type of every value that goes to ``json.dumps`` (saves, the wire,
protocol messages, the browser's messages, settings, reports).

:data:`JSON` admits only what JSON can hold (None, bool, int, float, str, sequences and str-keyed mappings),
so mypy refuses a dataclass, an enum member or a set put into a message or a save by mistake. Its
containers are the read-only ``Sequence`` and ``Mapping`` (a tuple of ints, a ``list[str]`` or a
``dict[str, int]`` is JSON as it is). :data:`JSONObject` is what a ``to_json`` returns and a message is
built as: a dict, so a caller may still add a field.

JSON *read* from outside is another matter: it is checked where it comes in
(:mod:`beastybar_access.untrusted`, the protocol's schema) and read field by field there.

>>> import json
>>> message: JSONObject = {"type": "seated", "seat": 1, "names": ("Eva", "Jana"), "view": {"queue": [3, 5]}}
>>> json.dumps(message)
'{"type": "seated", "seat": 1, "names": ["Eva", "Jana"], "view": {"queue": [3, 5]}}'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TypeAlias

JSON: TypeAlias = "bool | int | float | str | Sequence[JSON] | Mapping[str, JSON] | None"
"""A value JSON can hold, as the program writes it."""

JSONObject: TypeAlias = "dict[str, JSON]"
"""A JSON object as the program builds it (a ``to_json``, a message to send)."""

__all__ = ["JSON", "JSONObject"]
