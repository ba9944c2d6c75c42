"""Cubirds' table drawn in zones of cards (the browser's visual table; :class:`TableZone`): the four rows,
one's own hand by bird, every collection, the piles in numbers. Only what the view holds."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from beastybar_access.games.cubirds.braille_cards import species_cells
from beastybar_access.games.cubirds.engine import PlayerView
from beastybar_access.games.cubirds.narration import CubirdsNarrator
from beastybar_access.games.entry import CardFace, TableZone
from beastybar_access.narration import Localizer


@functools.lru_cache(maxsize=4)
def _narrator(lang: str) -> CubirdsNarrator:
    return CubirdsNarrator(lang)


@functools.lru_cache(maxsize=4)
def _words(lang: str) -> Localizer:
    return Localizer.load(lang, domains=("web",))


@functools.lru_cache(maxsize=4096)
def face(species: int, lang: str, count: int | None = None) -> CardFace:
    """A bird's card (``count``: how many of it a group holds, its number)."""
    name = _narrator(lang).species_name(species).text
    return CardFace(name=name, label=name[:2].upper(), colour="", number=count,
                    braille=species_cells(species))


def zones(view: PlayerView, lang: str, names: Sequence[str]) -> list[TableZone]:
    words = _words(lang)
    narrator = _narrator(lang)
    out = [TableZone(f"row-{i + 1}", words("web-zone-cb-row", row=i + 1), tuple(face(s, lang) for s in row),
                     "" if row else words("web-zone-empty"))
           for i, row in enumerate(view.rows)]
    if 0 <= view.player < view.players:
        hand = tuple(face(s, lang, n) for s, n in enumerate(view.hand) if n)
        out.append(TableZone("hand", words("web-zone-hand"), hand, "" if hand else words("web-zone-empty")))
    for seat in range(view.players):
        birds = tuple(face(s, lang, n) for s, n in enumerate(view.collections[seat]) if n)
        name = narrator.player_name(seat, names)
        out.append(TableZone(f"collection-{seat + 1}", words("web-zone-collection", name=name), birds,
                             words("web-zone-cb-hand", count=view.hand_sizes[seat])))
    out.append(TableZone("piles", words("web-zone-piles"), (),
                         words("web-zone-cb-piles", pile=view.pile_size, discard=view.discard_size)))
    return out
