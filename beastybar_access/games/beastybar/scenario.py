"""``beastybar resolve``: one play into a known queue, as ``shared/beastybar/SCENARIOS.md`` specifies."""

from __future__ import annotations

import json
from typing import Any

from beastybar_access.games.base import IllegalActionError
from beastybar_access.games.beastybar import rules
from beastybar_access.games.beastybar.cards import COLOUR_OF, STRENGTH, card_id, parse_card
from beastybar_access.games.beastybar.events import CardPlayed, Event


class ScenarioError(ValueError):
    """Bad scenario input; the message says what is wrong."""


def _card_list(data: dict[str, Any], key: str, required: bool) -> list[int]:
    if key not in data:
        if required:
            raise ScenarioError(f"missing {key!r}: a list of card ids")
        return []
    value = data[key]
    if not isinstance(value, list):
        raise ScenarioError(f"{key!r} must be a list of card ids, not {type(value).__name__}")
    out = []
    for item in value:
        if not isinstance(item, str):
            raise ScenarioError(f"{key!r} holds {item!r}, which is not a card id")
        try:
            out.append(parse_card(item))
        except ValueError as exc:
            raise ScenarioError(f"in {key!r}: {exc}") from None
    return out


def resolve(data: Any) -> dict[str, Any]:
    """Resolve one scenario object; raise :class:`ScenarioError` for bad input."""
    if not isinstance(data, dict):
        raise ScenarioError(f"the scenario must be a JSON object, not {type(data).__name__}")
    known = {"queue", "play", "choices", "bar", "thats_it", "name", "expect"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ScenarioError(f"unknown key(s) {', '.join(map(repr, unknown))}; expected {sorted(known)}")
    queue = _card_list(data, "queue", required=True)
    bar = _card_list(data, "bar", required=False)
    thats_it = _card_list(data, "thats_it", required=False)
    if "play" not in data:
        raise ScenarioError("missing 'play': the id of the card played")
    if not isinstance(data["play"], str):
        raise ScenarioError(f"'play' must be a card id, not {data['play']!r}")
    try:
        card = parse_card(data["play"])
    except ValueError as exc:
        raise ScenarioError(f"in 'play': {exc}") from None
    choices = data.get("choices", [])
    if not isinstance(choices, list) or any(isinstance(c, bool) or not isinstance(c, int) for c in choices):
        raise ScenarioError(f"'choices' must be a list of whole numbers, not {choices!r}")
    if len(queue) >= rules.QUEUE_MAX:
        raise ScenarioError(
            f"the queue holds {len(queue)} animals; at most {rules.QUEUE_MAX - 1} can wait before a play"
        )
    seen: dict[int, str] = {}
    for where, cards in (("queue", queue), ("play", [card]), ("bar", bar), ("thats_it", thats_it)):
        for c in cards:
            if c in seen:
                raise ScenarioError(f"card {card_id(c)} appears twice (in {seen[c]!r} and {where!r})")
            seen[c] = where
    try:
        rules.check_choices(STRENGTH[card], queue, tuple(choices))
    except IllegalActionError as exc:
        raise ScenarioError(f"bad choices {choices}: {exc}") from None
    # the card's colour names its player (seat i plays colour i)
    events: list[Event] = [CardPlayed(COLOUR_OF[card], card, len(queue), tuple(choices))]
    rules.play_into_queue(queue, card, tuple(choices), bar, thats_it, events)
    return {
        "queue": [card_id(c) for c in queue],
        "bar": [card_id(c) for c in bar],
        "thats_it": [card_id(c) for c in thats_it],
        "events": [e.to_json() for e in events],
    }


def resolve_text(text: str) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ScenarioError(f"malformed JSON: {exc}") from None
    return resolve(data)
