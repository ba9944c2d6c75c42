"""``beastybar resolve --game cubirds``: one turn from a known table (``shared/cubirds/SCENARIOS.md``).

The turn runs through the game's own state and actions (:mod:`beastybar_access.games.cubirds.engine`), so
the rules exist once; the scenario only stops where the turn ends, before the game would pass the turn or
deal a new round. A reshuffle, if the deck runs out, is fixed (seed 0), so a scenario always gives the
same answer. ``refill`` ends beyond the cards actually drawn are refused as a mistake in the scenario, and
``collection``, ``deck``, ``discard``, ``refill``, ``draw_two`` and ``flock`` may be left out (empty, false,
null). Output lists ``hand``, ``collection`` and ``discard`` species by species (they compare as
multisets), ``rows`` left to right and ``deck`` top card first.

>>> out = resolve({"rows": [["owl", "duck", "robin"], ["duck", "robin", "magpie"],
...                         ["owl", "toucan", "duck"], ["robin", "magpie", "reed-warbler"]],
...                "hand": ["robin"], "deck": ["owl"],
...                "play": {"species": "robin", "row": 0, "side": "right"}})
>>> out["rows"][0], out["hand"], out["round_over"]
(['owl', 'duck', 'robin', 'robin'], [], True)
"""

from __future__ import annotations

from beastybar_access.games.base import IllegalActionError, scenario_json
from beastybar_access.games.base import ScenarioError as _ScenarioError
from beastybar_access.games.cubirds import rules
from beastybar_access.games.cubirds.cards import (
    COUNT,
    NUM_SPECIES,
    ROWS,
    SPECIES_IDS,
    cards_of,
    counts_of,
    parse_species,
    species_id,
)
from beastybar_access.games.cubirds.engine import (
    FLOCKS,
    LAYS,
    NO_DRAW,
    NO_FLOCK,
    REFILLS,
    TAKE_TWO,
    Phase,
    table_state,
)
from beastybar_access.games.cubirds.events import Event
from beastybar_access.games.cubirds.rules import Side
from beastybar_access.jsontypes import JSONObject

KNOWN_KEYS = frozenset({"rows", "hand", "collection", "deck", "discard", "play", "refill", "draw_two",
                        "flock", "name", "expect"})


class ScenarioError(_ScenarioError):
    """Bad scenario input; ``str()`` says what is wrong in English, :meth:`describe` in a person's language
    (the ``cb-scenario-*`` messages of the game's own message file)."""

    def describe(self, lang: str) -> str:
        from beastybar_access.games.cubirds.narration import CubirdsNarrator

        return CubirdsNarrator(lang).scenario_error(self)


def _species(value: object, where: str) -> int:
    if not isinstance(value, str):
        raise ScenarioError(
            f"{where} holds {value!r}, which is not a species id (one of {', '.join(SPECIES_IDS)})",
            "not-species", where=where, value=value, known=", ".join(SPECIES_IDS))
    try:
        return parse_species(value)
    except ValueError as exc:
        raise ScenarioError(f"in {where}: {exc}", "not-species", where=where, value=value,
                            known=", ".join(SPECIES_IDS)) from None


def _card_list(data: dict[str, object], key: str, required: bool) -> list[int]:
    if key not in data:
        if required:
            raise ScenarioError(f"missing {key!r}: a list of species ids", "missing-list", key=key)
        return []
    value = data[key]
    if not isinstance(value, list):
        raise ScenarioError(f"{key!r} must be a list of species ids, not {type(value).__name__}", "not-list",
                            key=key, value=value)
    return [_species(item, key) for item in value]


def _rows(data: dict[str, object]) -> list[list[int]]:
    if "rows" not in data:
        raise ScenarioError(f"missing 'rows': {ROWS} lists of species ids, each from its left end",
                            "missing-rows",
                            rows=ROWS)
    value = data["rows"]
    if not isinstance(value, list) or len(value) != ROWS or not all(isinstance(r, list) for r in value):
        raise ScenarioError(f"'rows' must be a list of {ROWS} lists of species ids, not {value!r}",
                            "not-rows",
                            rows=ROWS, value=value)
    rows = [[_species(c, f"rows[{i}]") for c in r] for i, r in enumerate(value)]
    for i, row in enumerate(rows):
        kinds = rules.species_count(row)
        if kinds < 2:
            cards = ", ".join(map(species_id, row)) or "no card"
            raise ScenarioError(f"row {i} holds {kinds} species ({cards}); a row always holds at least two",
                                "row-species", row=i, count=kinds, cards=", ".join(map(species_id, row)))
    return rows


def _play(data: dict[str, object]) -> tuple[int, int, Side]:
    if "play" not in data:
        raise ScenarioError('missing \'play\': {"species": ..., "row": 0-3, "side": "left" or "right"}',
                            "missing-play", last=ROWS - 1)
    play = data["play"]
    if not isinstance(play, dict):
        raise ScenarioError(f"'play' must be an object with species, row and side, not {play!r}",
                            "play-not-object",
                            value=play)
    unknown = sorted(set(play) - {"species", "row", "side"})
    if unknown:
        raise ScenarioError(
            f"unknown key(s) {', '.join(map(repr, unknown))} in 'play'; expected species, row, side",
            "play-unknown-keys", keys=", ".join(unknown), count=len(unknown))
    if "species" not in play:
        raise ScenarioError("missing 'species' in 'play'", "play-missing-species")
    species = _species(play["species"], "play")
    row = play.get("row")
    if isinstance(row, bool) or not isinstance(row, int) or not 0 <= row < ROWS:
        raise ScenarioError(f"the row in 'play' must be a number from 0 to {ROWS - 1}, not {row!r}",
                            "play-row",
                            last=ROWS - 1, value=row)
    return species, row, _side(play.get("side"), "play")


def _side(value: object, where: str) -> Side:
    try:
        return rules.parse_side(value)
    except ValueError:
        raise ScenarioError(f"the side in {where!r} must be \"left\" or \"right\", not {value!r}", "side",
                            where=where, value=value) from None


def _check_counts(zones: dict[str, list[int]]) -> None:
    total = [0] * NUM_SPECIES
    for cards in zones.values():
        for c in cards:
            total[c] += 1
    for s in range(NUM_SPECIES):
        if total[s] > COUNT[s]:
            where = ", ".join(f"{n} in {k!r}" for k, z in zones.items() if (n := z.count(s)))
            raise ScenarioError(
                f"{total[s]} {species_id(s)} cards in the scenario ({where}), "
                f"but the game has only {COUNT[s]}",
                "too-many", count=total[s], species=species_id(s), most=COUNT[s])


def resolve(data: object) -> JSONObject:
    """Resolve one scenario object; raise :class:`ScenarioError` for bad input."""
    if not isinstance(data, dict):
        raise ScenarioError(f"the scenario must be a JSON object, not {type(data).__name__}", "not-object")
    unknown = sorted(set(data) - KNOWN_KEYS)
    if unknown:
        raise ScenarioError(f"unknown key(s) {', '.join(map(repr, unknown))}; expected {sorted(KNOWN_KEYS)}",
                            "unknown-keys", keys=", ".join(unknown), count=len(unknown),
                            known=", ".join(sorted(KNOWN_KEYS)))
    rows = _rows(data)
    hand = _card_list(data, "hand", required=True)
    collection = _card_list(data, "collection", required=False)
    deck = _card_list(data, "deck", required=False)
    discard = _card_list(data, "discard", required=False)
    _check_counts({"rows": [c for r in rows for c in r], "hand": hand, "collection": collection, "deck": deck,
                   "discard": discard})
    species, row, side = _play(data)
    refill = data.get("refill", [])
    if not isinstance(refill, list):
        raise ScenarioError(f"'refill' must be a list of \"left\" and \"right\", not {refill!r}",
                            "refill-not-list",
                            value=refill)
    ends = [_side(v, f"refill[{i}]") for i, v in enumerate(refill)]
    draw_two = data.get("draw_two", False)
    if not isinstance(draw_two, bool):
        raise ScenarioError(f"'draw_two' must be true or false, not {draw_two!r}", "draw-two", value=draw_two)
    flock = data.get("flock")
    flock_species = None if flock is None else _species(flock, "flock")

    state = table_state(rows, [counts_of(hand)], [counts_of(collection)], deck, counts_of(discard),
                        one_turn=True)
    events: list[Event] = []
    try:
        events += state.apply(LAYS[species][row][side])
    except IllegalActionError as exc:
        raise ScenarioError(f"bad 'play': {exc}", "bad-play", refusal=exc) from None
    used = 0
    while state.phase is Phase.REFILL:
        end = ends[used] if used < len(ends) else side
        used += 1
        events += state.apply(REFILLS[end])
    if used < len(ends):
        raise ScenarioError(f"'refill' gives {len(ends)} ends, but {used} cards were drawn to refill the row",
                            "refill-extra", count=len(ends), drawn=used)
    if state.phase is Phase.DRAW:
        events += state.apply(TAKE_TWO if draw_two else NO_DRAW)
    if flock_species is not None:
        action = FLOCKS[flock_species]
        if state.phase is not Phase.FLOCK:
            state.phase = Phase.FLOCK  # no flock was possible: let the rules say why this one is not
        try:
            events += state.apply(action)
        except IllegalActionError as exc:
            raise ScenarioError(f"bad 'flock': {exc}", "bad-flock", refusal=exc) from None
    elif state.phase is Phase.FLOCK:
        events += state.apply(NO_FLOCK)
    hand_after = state.hands[0]
    collection_after = state.collections[0]
    return {
        "rows": [[species_id(c) for c in r] for r in state.rows],
        "hand": [species_id(c) for c in cards_of(hand_after)],
        "collection": [species_id(c) for c in cards_of(collection_after)],
        "deck": [species_id(c) for c in reversed(state.pile)],
        "discard": [species_id(c) for c in cards_of(state.discard)],
        "round_over": not any(hand_after),
        "winner": rules.winning(collection_after) is not None,
        "events": [e.to_json() for e in events],
    }


def resolve_text(text: str) -> JSONObject:
    return resolve(scenario_json(text, ScenarioError))
