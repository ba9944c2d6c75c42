"""``beastybar resolve --game monkeys``: the scoring of one round (``shared/monkeys/SCENARIOS.md``).

The input lists the players in seat order, each with the tiles taken this round (combo id, the side
showing, the faces of the cards laid under it) and the banana peels held; the output gives the combos set
aside per player (duplicates first, then the wrong ones in checking order), every check in order, the
smartest monkeys when scoring ended and the round's scores. The scoring is the rules kernel's
(:func:`beastybar_access.games.monkeys.rules.score_round`), the very code the game runs.

Beyond SCENARIOS.md (all optional): ``"variant": "family"`` scores the family way (``"standard"`` is the
default), and a player's ``"points"`` (their points so far in the game, default 0) is the family variant's
last tie-break; ``banana_peels`` and ``tiles`` may be left out (0, none); ``name`` and ``expect`` keys of a
scenario are ignored. Besides the bad input SCENARIOS.md names, more copies of a card face than there are
decks in the game (one per player), or of a combo than there are tile sets, are refused.

>>> out = resolve({"players": [
...     {"name": "Claire", "banana_peels": 1,
...      "tiles": [{"combo": "circles-3", "side": "green", "cards": ["red-circle-triangle"]}]},
...     {"name": "Tom", "tiles": [{"combo": "gold-1", "side": "brown", "cards": ["blue-circle-circle"]}]}]})
>>> out["set_aside"], out["smartest"], out["scores"]
({'Claire': ['circles-3'], 'Tom': []}, ['Tom'], {'Claire': -5, 'Tom': 0})
"""

from __future__ import annotations

from collections import Counter

from beastybar_access.games.base import ScenarioError as _ScenarioError
from beastybar_access.games.base import scenario_json
from beastybar_access.games.monkeys.cards import face_id, parse_face
from beastybar_access.games.monkeys.rules import TileCards, score_round, tile_sets
from beastybar_access.games.monkeys.tiles import combo_id, parse_combo
from beastybar_access.jsontypes import JSONObject

KNOWN_KEYS = frozenset({"players", "variant", "name", "expect"})
PLAYER_KEYS = frozenset({"name", "banana_peels", "tiles", "points"})
TILE_KEYS = frozenset({"combo", "side", "cards"})
SIDES = {"green": False, "brown": True}


class ScenarioError(_ScenarioError):
    """Bad scenario input; ``str()`` says what is wrong in English, :meth:`describe` in a person's language
    (the ``mk-scenario-*`` messages of the game's own message file)."""

    def describe(self, lang: str) -> str:
        from beastybar_access.games.monkeys.narration import MonkeysNarrator

        return MonkeysNarrator(lang).scenario_error(self)


def _unknown(data: dict[str, object], known: frozenset[str], where: str, **place: object) -> None:
    """``place``: ``player`` (a name, or a number from 1 before the name is known) and ``tile`` (from 1)."""
    unknown = sorted(set(data) - known)
    if unknown:
        raise ScenarioError(f"unknown key(s) {', '.join(map(repr, unknown))} in {where}; "
                            f"expected {', '.join(sorted(known))}", "unknown-keys", keys=", ".join(unknown),
                            count=len(unknown), known=", ".join(sorted(known)), **_place(place))


def _place(place: dict[str, object]) -> dict[str, object]:
    """Where in the file, for a message: ``at`` is ``scenario``, ``seat`` (a player by number), ``name`` (a
    player by name) or ``tile`` (a player's tile by number)."""
    player, tile = place.get("player", 0), place.get("tile", 0)
    at = "tile" if tile else "seat" if isinstance(player,
                                                  int) and player else "name" if player else "scenario"
    return {"at": at, "player": player, "tile": tile}


def _count(value: object, where: str, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise ScenarioError(f"{where} must be a whole number, 0 or more, not {value!r}", "peels",
                            player=name, value=value)
    return value


def _tile(raw: object, where: str, name: str, number: int) -> TileCards:
    place = {"player": name, "tile": number}
    if not isinstance(raw, dict):
        raise ScenarioError(f"{where} must be an object with combo, side and cards, not {raw!r}",
                            "tile-not-object", value=raw, **place)
    _unknown(raw, TILE_KEYS, where, **place)
    for key in ("combo", "side", "cards"):
        if key not in raw:
            raise ScenarioError(f"missing {key!r} in {where}", "tile-missing", key=key, **place)
    try:
        combo = parse_combo(raw["combo"])
    except ValueError as exc:
        raise ScenarioError(f"in {where}: {exc}", "tile-combo", value=raw["combo"], **place) from None
    side = raw["side"]
    if not isinstance(side, str) or side not in SIDES:
        raise ScenarioError(f"the side of {where} ({combo_id(combo)}) is \"green\" or \"brown\", "
                            f"not {side!r}", "tile-side", value=side, combo=combo_id(combo), **place)
    cards = raw["cards"]
    if not isinstance(cards, list):
        raise ScenarioError(f"the cards of {where} ({combo_id(combo)}) must be a list of card ids, "
                            f"not {cards!r}", "tile-cards-not-list", value=cards, combo=combo_id(combo),
                            **place)
    if not cards:
        raise ScenarioError(f"{where} ({combo_id(combo)}) has no cards: a tile is always taken with some",
                            "tile-no-cards", combo=combo_id(combo), **place)
    faces = []
    for c in cards:
        try:
            faces.append(parse_face(c))
        except ValueError as exc:
            raise ScenarioError(f"in the cards of {where} ({combo_id(combo)}): {exc}", "tile-card",
                                value=c, combo=combo_id(combo), **place) from None
    return TileCards(combo, SIDES[side], tuple(faces))


def resolve(data: object) -> JSONObject:
    """Score one scenario object; raise :class:`ScenarioError` for bad input."""
    if not isinstance(data, dict):
        raise ScenarioError(f"the scenario must be a JSON object, not {type(data).__name__}", "not-object")
    _unknown(data, KNOWN_KEYS, "the scenario")
    variant = data.get("variant", "standard")
    if variant not in ("standard", "family"):
        raise ScenarioError(f"'variant' is \"standard\" or \"family\", not {variant!r}", "variant",
                            value=variant)
    if "players" not in data:
        raise ScenarioError("missing 'players': the players in seat order", "missing-players",
                            key="players")
    players = data["players"]
    if not isinstance(players, list) or not players:
        raise ScenarioError(f"'players' must be a non-empty list of players, not {players!r}", "not-players",
                            key="players", value=players)
    names: list[str] = []
    tiles: list[list[TileCards]] = []
    peels: list[int] = []
    points: list[int] = []
    for i, raw in enumerate(players):
        where = f"player {i + 1}"
        if not isinstance(raw, dict):
            raise ScenarioError(f"{where} must be an object with name, banana_peels and tiles, not {raw!r}",
                                "player-not-object", player=i + 1, value=raw)
        _unknown(raw, PLAYER_KEYS, where, player=i + 1)
        name = raw.get("name")
        if not isinstance(name, str) or not name:
            raise ScenarioError(f"{where} needs a name (a non-empty string), not {name!r}", "player-name",
                                player=i + 1, value=name)
        if name in names:
            raise ScenarioError(f"two players are called {name!r} "
                                f"(players {names.index(name) + 1} and {i + 1})", "same-name", name=name,
                                first=names.index(name) + 1, second=i + 1)
        names.append(name)
        where = f"{name!r}"
        peels.append(_count(raw.get("banana_peels", 0), f"the banana_peels of {where}", name))
        value = raw.get("points", 0)
        if isinstance(value, bool) or not isinstance(value, int):
            raise ScenarioError(f"the points of {where} must be a whole number, not {value!r}", "points",
                                player=name, value=value)
        points.append(value)
        owned = raw.get("tiles", [])
        if not isinstance(owned, list):
            raise ScenarioError(f"the tiles of {where} must be a list, not {owned!r}", "tiles-not-list",
                                player=name, value=owned)
        tiles.append([_tile(t, f"tile {k + 1} of {where}", name, k + 1) for k, t in enumerate(owned)])
    decks = len(names)
    sets = tile_sets(decks)
    combos = Counter(t.combo for ts in tiles for t in ts)
    for c, n in combos.items():
        if n > sets:
            raise ScenarioError(f"{n} tiles {combo_id(c)} are owned, but {decks} player(s) play with {sets} "
                                f"tile sets, each with one", "too-many-tiles", count=n, combo=combo_id(c),
                                players=decks, sets=sets)
    faces = Counter(f for ts in tiles for t in ts for f in t.cards)
    for f, n in faces.items():
        if n > decks:
            raise ScenarioError(f"card {face_id(f)} is laid {n} times, but {decks} player(s) have only "
                                f"{decks} deck(s), each with one", "too-many-cards", count=n, card=face_id(f),
                                players=decks)

    scoring = score_round(tiles, peels, family=variant == "family", points_before=points)
    return {
        "set_aside": {names[p]: [combo_id(tiles[p][i].combo) for i in scoring.set_aside(p)]
                      for p in range(len(names))},
        "checks": [{"player": names[c.player], "combo": combo_id(c.combo), "correct": c.correct}
                   for c in scoring.checks],
        "smartest": [names[p] for p in scoring.smartest],
        "scores": {names[s.player]: s.score for s in scoring.scores},
    }


def resolve_text(text: str) -> JSONObject:
    return resolve(scenario_json(text, ScenarioError))
