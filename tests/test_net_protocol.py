"""The protocol's message checks, text cleaning and rate limit; the schema file is a valid JSON Schema."""

from __future__ import annotations

import json
import re
import typing

import jsonschema
import pytest

from beastybar_access.narration import Localizer
from beastybar_access.net.protocol import (
    ERROR_CODES,
    JOIN_ERRORS,
    MAX_MESSAGE,
    PLAY_ERRORS,
    SERVER_TYPES,
    ProtocolError,
    RateLimit,
    SeatInfo,
    ServerMessage,
    TableInfo,
    clean_text,
    parse_client,
    schema,
)


def test_the_server_message_types_are_the_schemas() -> None:
    """Each kind of the server's messages has its TypedDict with the schema's fields, required as the
    schema requires them, each ``Literal`` with the schema's values (and the table's and a seat's
    description likewise): a field or a value the schema adds or drops fails."""
    data = schema()

    def text(annotation: object) -> str:  # postponed annotations are strings (ForwardRef) here
        return str(getattr(annotation, "__forward_arg__", annotation))

    def kind_of(typed: type) -> str:  # its ``type: Literal["kind"]``
        found = re.fullmatch(r"Literal\[['\"](\w+)['\"]\]", text(typed.__annotations__["type"]))
        assert found, typed
        return found[1]

    by_kind = {kind_of(m): m for m in typing.get_args(ServerMessage)}
    kinds = {m["properties"]["type"]["const"]: m for m in data["$defs"]["server"]["oneOf"]}
    assert set(by_kind) == set(kinds) == set(SERVER_TYPES)
    described = [*((by_kind[k], node) for k, node in kinds.items()), (TableInfo, data["$defs"]["table"]),
                 (SeatInfo, data["$defs"]["seat"])]
    for typed, node in described:
        fields = typed.__annotations__
        assert set(fields) == set(node["properties"]), typed
        required = {name for name, annotation in fields.items()
                    if not text(annotation).startswith("NotRequired[")}
        assert required == set(node["required"]), typed
        for name, annotation in fields.items():
            if "Literal[" in text(annotation):
                allowed = node["properties"][name].get("enum") or [node["properties"][name]["const"]]
                assert set(re.findall(r"['\"](\w+)['\"]", text(annotation))) == set(allowed), (typed, name)


def test_the_schema_is_valid_and_names_every_error_code() -> None:
    data = schema()
    jsonschema.Draft202012Validator.check_schema(data)
    error = next(m for m in data["$defs"]["server"]["oneOf"] if m["properties"]["type"]["const"] == "error")
    assert error["properties"]["code"]["enum"] == list(ERROR_CODES)


@pytest.mark.parametrize(("raw", "code"), [
    ("not json", "bad_json"),
    ("[1, 2]", "bad_json"),
    ('{"type": "dance", "seq": 1}', "bad_message"),
    ('{"type": "hello", "version": 1, "name": "x"}', "bad_message"),
    ('{"type": "hello", "seq": -1, "version": 1, "name": "x"}', "bad_message"),
    ('{"type": "hello", "seq": true, "version": 1, "name": "x"}', "bad_message"),
    ('{"type": "act", "seq": 1}', "bad_message"),
    ('{"type": "act", "seq": 1, "id": "abc", "action": {}}', "bad_message"),
    ('{"type": "join", "seq": 1, "code": "123456", "as": "king"}', "bad_message"),
    ('{"type": "create", "seq": 1, "game": "beastybar", "players": 2, "bots": [1]}', "bad_message"),
    ("[" * 100_000, "too_big"),
    (b"\xff\xfe", "bad_json"),
])
def test_bad_messages_get_their_code(raw: str | bytes, code: str) -> None:
    with pytest.raises(ProtocolError) as info:
        parse_client(raw)
    assert info.value.code == code
    jsonschema.validate(info.value.message(3), schema())


def test_a_deeply_nested_message_is_refused_not_crashing() -> None:
    raw = '{"type": "chat", "seq": 1, "text": ' + "[" * 5000 + "]" * 5000 + "}"
    assert len(raw) < MAX_MESSAGE
    with pytest.raises(ProtocolError):
        parse_client(raw)


def test_good_messages_pass_and_match_the_schema() -> None:
    for msg in [
        {"type": "hello", "seq": 0, "version": 1, "name": "Jana"},
        {"type": "create", "seq": 1, "game": "beastybar", "players": 3, "bots": ["normal"], "private": True},
        {"type": "join", "seq": 2, "code": "123456", "as": "spectator"},
        {"type": "act", "seq": 3, "id": "0123456789ab", "turn": 4},
        {"type": "chat", "seq": 4, "text": "ahoj"},
        {"type": "leave", "seq": 5},
    ]:
        parsed = parse_client(json.dumps(msg))
        assert parsed.type == msg["type"] and parsed.seq == msg["seq"]
        jsonschema.validate(msg, schema())


@pytest.mark.parametrize(("text", "limit", "clean"), [
    ("Jana", 24, "Jana"),
    ("\x1b[31mred\x1b[0m", 24, "red"),
    ("a\x07b\x00c", 24, "abc"),
    ("title\x1b]0;owned\x07 after", 24, "title after"),
    ("  many   spaces\nand\tlines ", 40, "many spaces and lines"),
    ("x" * 50, 24, "x" * 24),
    ("Žluťoučký kůň", 24, "Žluťoučký kůň"),
    ("\u202egnp.exe", 24, "gnp.exe"),
    ("\x9b2J", 24, ""),
])
def test_clean_text(text: str, limit: int, clean: str) -> None:
    assert clean_text(text, limit) == clean


def test_rate_limit() -> None:
    limit = RateLimit(20, 1.0)
    assert all(limit.allow(0.01 * i) for i in range(20))
    assert not limit.allow(0.5)
    assert limit.allow(1.05)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_each_refusal_a_terminal_words_is_a_server_error_code_with_a_sentence(lang: str) -> None:
    loc = Localizer.load(lang)
    for table in (JOIN_ERRORS, PLAY_ERRORS):
        assert set(table) <= set(ERROR_CODES), set(table) - set(ERROR_CODES)
        assert all(loc.has(msg_id) for msg_id in table.values())
