"""The protocol's message checks, text cleaning and rate limit; the schema file is a valid JSON Schema."""

from __future__ import annotations

import json
import re
import typing

import jsonschema
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from beastybar_access.narration import Localizer
from beastybar_access.net.protocol import (
    CLIENT_TYPES,
    ERROR_CODES,
    JOIN_ERRORS,
    MAX_MESSAGE,
    PLAY_ERRORS,
    SERVER_TYPES,
    ClientMessage,
    ProtocolError,
    RateLimit,
    SchemaNode,
    SeatInfo,
    ServerMessage,
    TableInfo,
    clean_text,
    parse_client,
    schema,
)


def text(annotation: object) -> str:
    """An annotation as written (postponed annotations are strings, ForwardRef here)."""
    return str(getattr(annotation, "__forward_arg__", annotation))


def kind_of(typed: type) -> str:
    """The kind a message's TypedDict is for: its ``type: Literal["kind"]``."""
    found = re.fullmatch(r"Literal\[['\"](\w+)['\"]\]", text(typed.__annotations__["type"]))
    assert found, typed
    return found[1]


def required_of(typed: type) -> set[str]:
    return {name for name, annotation in typed.__annotations__.items()
            if not text(annotation).startswith("NotRequired[")}


def assert_literals_are_the_schemas(typed: type, node: SchemaNode) -> None:
    for name, annotation in typed.__annotations__.items():
        if "Literal[" in text(annotation):
            allowed = node["properties"][name].get("enum") or [node["properties"][name]["const"]]
            assert set(re.findall(r"['\"](\w+)['\"]", text(annotation))) == set(allowed), (typed, name)


def test_the_server_message_types_are_the_schemas() -> None:
    """Each kind of the server's messages has its TypedDict with the schema's fields, required as the
    schema requires them, each ``Literal`` with the schema's values (and the table's and a seat's
    description likewise): a field or a value the schema adds or drops fails."""
    data = schema()
    by_kind = {kind_of(m): m for m in typing.get_args(ServerMessage)}
    kinds = {m["properties"]["type"]["const"]: m for m in data["$defs"]["server"]["oneOf"]}
    assert set(by_kind) == set(kinds) == set(SERVER_TYPES)
    described = [*((by_kind[k], node) for k, node in kinds.items()), (TableInfo, data["$defs"]["table"]),
                 (SeatInfo, data["$defs"]["seat"])]
    for typed, node in described:
        assert set(typed.__annotations__) == set(node["properties"]), typed
        assert required_of(typed) == set(node["required"]), typed
        assert_literals_are_the_schemas(typed, node)


def test_the_client_message_types_are_the_schemas() -> None:
    """Each kind of a client's messages has its TypedDicts (two for ``act`` and ``remove``: one for each
    of the schema's ``oneOf`` alternatives) with the schema's fields, required as the schema requires."""
    by_kind: dict[str, list[type]] = {}
    for typed in typing.get_args(ClientMessage):
        by_kind.setdefault(kind_of(typed), []).append(typed)
    kinds = {m["properties"]["type"]["const"]: m for m in schema()["$defs"]["client"]["oneOf"]}
    assert list(by_kind) == list(kinds) == list(CLIENT_TYPES)
    for kind, node in kinds.items():
        typeds = by_kind[kind]
        assert set().union(*(t.__annotations__ for t in typeds)) == set(node["properties"]), kind
        alternatives = [set(a["required"]) for a in node.get("oneOf", [{"required": []}])]
        assert sorted(map(sorted, (required_of(t) for t in typeds))) == sorted(
            sorted(set(node["required"]) | alternative) for alternative in alternatives), kind
        for typed in typeds:
            assert not set(typed.__annotations__) & set().union(*alternatives) - required_of(typed), typed
            assert_literals_are_the_schemas(typed, node)


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
    ('{"type": "create", "seq": 1, "game": "beastybar", "players": 2, "bots": "normal"}', "bad_message"),
    ('{"type": "create", "seq": 1, "game": "beastybar", "players": 2, "private": 1}', "bad_message"),
    ('{"type": "create", "seq": 1, "game": "beastybar", "players": 2, "round_seconds": null}', "bad_message"),
    ('{"type": "join", "seq": 1, "code": "123456", "as": null}', "bad_message"),
    ('{"type": "act", "seq": 1, "action": [1]}', "bad_message"),
    ('{"type": "remove", "seq": 1, "seat": 1, "name": "Eva"}', "bad_message"),
    ('{"type": "remove", "seq": 1}', "bad_message"),
    ('{"type": "rematch", "seq": 1, "agree": "yes"}', "bad_message"),
    ('{"type": ["hello"], "seq": 1}', "bad_message"),
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


EVERY_FIELD: list[dict[str, object]] = [
    {"type": "hello", "seq": 0, "version": 1, "name": "Jana", "client": "tests"},
    {"type": "list", "seq": 1},
    {"type": "create", "seq": 2, "game": "monkeys", "players": 3, "variant": "family",
     "bots": ["hard", "easy"], "private": True, "spectator_chat": False, "round_seconds": 60,
     "bot_speed": "fast", "turn_seconds": 30},
    {"type": "join", "seq": 3, "code": "123456", "as": "spectator"},
    {"type": "resume", "seq": 4, "token": "abc"},
    {"type": "act", "seq": 5, "id": "0123456789ab", "turn": 4},
    {"type": "act", "seq": 6, "action": {"type": "Play", "card": 2}, "turn": 0},
    {"type": "chat", "seq": 7, "text": "ahoj"},
    {"type": "leave", "seq": 8},
    {"type": "remove", "seq": 9, "seat": 1},
    {"type": "remove", "seq": 10, "name": "Eva"},
    {"type": "rematch", "seq": 11, "agree": False},
]
"""One message of each of a client's message types, with every field it may have."""


def test_a_good_message_is_read_as_sent_and_matches_the_schema() -> None:
    """The check builds the message from the fields it checked: every field a client may send reaches
    the server as sent (one the check forgot would be missing here), nothing is added."""
    typeds = {frozenset(t.__annotations__) for t in typing.get_args(ClientMessage)}
    assert {frozenset(m) for m in EVERY_FIELD} == typeds  # every field of every type is here
    required = [{k: v for k, v in m.items() if k in required_of(t)} for m in EVERY_FIELD
                for t in typing.get_args(ClientMessage) if frozenset(m) == frozenset(t.__annotations__)]
    defaults = [{"type": "join", "seq": 2, "code": "123456", "as": "player"},
                {"type": "create", "seq": 1, "game": "beastybar", "players": 3, "bots": [], "private": False}]
    valid = jsonschema.Draft202012Validator(schema())
    for msg in [*EVERY_FIELD, *required, *defaults]:  # (a default said is kept, as sent)
        assert parse_client(json.dumps(msg)) == msg
        valid.validate(msg)


FIELDS = sorted({name for node in schema()["$defs"]["client"]["oneOf"] for name in node["properties"]})
values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(-3, 12), st.integers(), st.floats(allow_nan=False),
              st.text(max_size=30),
              st.sampled_from(["x" * n for n in (19, 20, 40, 41, 200, 201, 4000, 4001)]),
              st.sampled_from(["player", "spectator", "normal", "beastybar", "0123456789ab", *CLIENT_TYPES])),
    lambda inner: st.one_of(st.lists(inner, max_size=11), st.dictionaries(st.text(max_size=5), inner,
                                                                           max_size=3)), max_leaves=12)


@settings(max_examples=200, deadline=None, derandomize=True, suppress_health_check=list(HealthCheck))
@given(st.sampled_from(CLIENT_TYPES), st.dictionaries(st.sampled_from([*FIELDS, "x"]), values, max_size=6))
def test_any_message_is_refused_in_one_error_or_read_as_sent(kind: str, fields: dict[str, object]) -> None:
    """Whatever a client sends: one ProtocolError (``bad_message``), or its message of that kind with the
    fields its type has, each as sent."""
    raw = {"type": kind, "seq": 1, **{k: v for k, v in fields.items() if k not in ("type", "seq")}}
    try:
        read: dict[str, object] = dict(parse_client(json.dumps(raw)))
    except ProtocolError as exc:
        assert exc.code == "bad_message" and exc.seq == 1
        return
    kinds = [t for t in typing.get_args(ClientMessage) if kind_of(t) == kind]
    assert any(required_of(t) <= set(read) <= set(t.__annotations__) for t in kinds), read
    assert all(raw[k] == v for k, v in read.items()), read


def test_a_field_no_message_has_is_dropped() -> None:
    said = '{"type": "leave", "seq": 3, "why": "bye", "as": "king"}'
    assert parse_client(said) == {"type": "leave", "seq": 3}


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
