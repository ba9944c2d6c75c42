"""``beastybar resolve``: one play into a known queue, as ``shared/beastybar/SCENARIOS.md`` specifies."""

from __future__ import annotations

from beastybar_access.games.base import IllegalActionError, scenario_json
from beastybar_access.games.base import ScenarioError as _ScenarioError
from beastybar_access.games.beastybar import rules
from beastybar_access.games.beastybar.cards import COLOUR_OF, STRENGTH, card_id, parse_card
from beastybar_access.games.beastybar.events import CardPlayed, Event
from beastybar_access.jsontypes import JSONObject


class ScenarioError(_ScenarioError):
    """Bad scenario input; ``str()`` says what is wrong in English, :meth:`describe` in a person's language
    (the ``bb-scenario-*`` messages of the game's own message file)."""

    def describe(self, lang: str) -> str:
        from beastybar_access.games.beastybar.narration import BeastyBarNarrator

        return BeastyBarNarrator(lang).scenario_error(self)


def _card_list(data: dict[str, object], key: str, required: bool) -> list[int]:
    if key not in data:
        if required:
            raise ScenarioError(f"missing {key!r}: a list of card ids", "missing-list", key=key)
        return []
    value = data[key]
    if not isinstance(value, list):
        raise ScenarioError(f"{key!r} must be a list of card ids, not {type(value).__name__}", "not-list",
                            key=key, value=value)
    out = []
    for item in value:
        if not isinstance(item, str):
            raise ScenarioError(f"{key!r} holds {item!r}, which is not a card id", "not-card", key=key,
                                value=item)
        try:
            out.append(parse_card(item))
        except ValueError as exc:
            raise ScenarioError(f"in {key!r}: {exc}", "not-card", key=key, value=item) from None
    return out


def resolve(data: object) -> JSONObject:
    """Resolve one scenario object; raise :class:`ScenarioError` for bad input."""
    if not isinstance(data, dict):
        raise ScenarioError(f"the scenario must be a JSON object, not {type(data).__name__}", "not-object")
    known = {"queue", "play", "choices", "bar", "thats_it", "name", "expect"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ScenarioError(f"unknown key(s) {', '.join(map(repr, unknown))}; expected {sorted(known)}",
                            "unknown-keys", keys=", ".join(unknown), count=len(unknown),
                            known=", ".join(sorted(known)))
    queue = _card_list(data, "queue", required=True)
    bar = _card_list(data, "bar", required=False)
    thats_it = _card_list(data, "thats_it", required=False)
    if "play" not in data:
        raise ScenarioError("missing 'play': the id of the card played", "missing-play")
    if not isinstance(data["play"], str):
        raise ScenarioError(f"'play' must be a card id, not {data['play']!r}", "not-card", key="play",
                            value=data["play"])
    try:
        card = parse_card(data["play"])
    except ValueError as exc:
        raise ScenarioError(f"in 'play': {exc}", "not-card", key="play", value=data["play"]) from None
    choices = data.get("choices", [])
    if not isinstance(choices, list) or any(isinstance(c, bool) or not isinstance(c, int) for c in choices):
        raise ScenarioError(f"'choices' must be a list of whole numbers, not {choices!r}",
                            "choices-not-numbers",
                            value=choices)
    if len(queue) >= rules.QUEUE_MAX:
        raise ScenarioError(
            f"the queue holds {len(queue)} animals; at most {rules.QUEUE_MAX - 1} can wait before a play",
            "queue-too-long", count=len(queue), most=rules.QUEUE_MAX - 1)
    seen: dict[int, str] = {}
    for where, cards in (("queue", queue), ("play", [card]), ("bar", bar), ("thats_it", thats_it)):
        for c in cards:
            if c in seen:
                raise ScenarioError(f"card {card_id(c)} appears twice (in {seen[c]!r} and {where!r})",
                                    "card-twice",
                                    card=card_id(c), first=seen[c], second=where)
            seen[c] = where
    try:
        rules.check_choices(STRENGTH[card], queue, tuple(choices))
    except IllegalActionError as exc:
        raise ScenarioError(f"bad choices {choices}: {exc}", "bad-choices", choices=choices,
                            refusal=exc) from None
    # the card's colour names its player (seat i plays colour i)
    events: list[Event] = [CardPlayed(COLOUR_OF[card], card, len(queue), tuple(choices))]
    rules.play_into_queue(queue, card, tuple(choices), bar, thats_it, events)
    return {
        "queue": [card_id(c) for c in queue],
        "bar": [card_id(c) for c in bar],
        "thats_it": [card_id(c) for c in thats_it],
        "events": [e.to_json() for e in events],
    }


def resolve_text(text: str) -> JSONObject:
    return resolve(scenario_json(text, ScenarioError))
