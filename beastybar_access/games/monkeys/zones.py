"""4 Monkeys' table drawn in zones of cards (the browser's visual table; :class:`TableZone`): the tiles on
offer, one's own hand, every player's tiles (another's hidden cards stay hidden), the time and scores in
words. Only what the view holds."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from beastybar_access.games.entry import CardFace, TableZone, zone_words
from beastybar_access.games.monkeys.braille_cards import card_cells, tile_cells
from beastybar_access.games.monkeys.cards import COLOUR, face_of
from beastybar_access.games.monkeys.engine import PlayerView
from beastybar_access.games.monkeys.narration import MonkeysNarrator
from beastybar_access.games.monkeys.tiles import VALUE


@functools.lru_cache(maxsize=4)
def _narrator(lang: str) -> MonkeysNarrator:
    return MonkeysNarrator(lang)


@functools.lru_cache(maxsize=4096)
def card_face(card: int, lang: str) -> CardFace:
    face = face_of(card)
    name = _narrator(lang).card_name(face).text
    return CardFace(name=name, label=name[:1].upper(), colour=str(COLOUR[face]), number=None,
                    braille=card_cells(face))


@functools.lru_cache(maxsize=4096)
def tile_face(combo: int, brown: bool | None, lang: str, hidden: bool = False) -> CardFace:
    name = _narrator(lang).tile_name(combo, brown).text
    value = VALUE[combo][brown] if brown is not None else None
    return CardFace(name=name, label="", colour="brown" if brown else ("green" if brown is False else ""),
                    number=value, braille=tile_cells(combo, brown), hidden=hidden)


def zones(view: PlayerView, lang: str, names: Sequence[str]) -> list[TableZone]:
    words = zone_words(lang)
    narrator = _narrator(lang)
    offer = tuple(tile_face(t, None, lang) for t in view.offer if t is not None)
    out = [TableZone("offer", words("web-zone-mk-offer"), offer,
                     narrator.time_left(view).text)]
    if 0 <= view.player < view.players:
        hand = tuple(card_face(c, lang) for c in view.hand)
        out.append(TableZone("hand", words("web-zone-hand"), hand, "" if hand else words("web-zone-empty")))
    for seat in range(view.players):
        tiles = tuple(tile_face(t.combo, t.brown, lang, hidden=t.cards is None) for t in view.tiles[seat])
        out.append(TableZone(f"tiles-{seat + 1}", words("web-zone-tiles",
                                                        name=narrator.player_name(seat, names)), tiles,
                             words("web-zone-mk-seat", hand=view.hand_sizes[seat], deck=view.deck_sizes[seat],
                                   total=view.totals[seat])))
    return out
