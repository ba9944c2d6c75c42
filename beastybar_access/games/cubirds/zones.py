"""Cubirds' table drawn in zones of cards (the browser's visual table; :class:`TableZone`): the four rows,
one's own hand by bird, every collection, the piles in numbers. Only what the view holds."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from beastybar_access.games.cubirds.braille_cards import species_cells
from beastybar_access.games.cubirds.engine import Lay, PlayerView
from beastybar_access.games.cubirds.narration import CubirdsNarrator
from beastybar_access.games.cubirds.rules import LEFT
from beastybar_access.games.entry import CardFace, TableZone, zone_words


@functools.lru_cache(maxsize=4)
def _narrator(lang: str) -> CubirdsNarrator:
    return CubirdsNarrator(lang)


@functools.lru_cache(maxsize=4096)
def face(species: int, lang: str, count: int | None = None, last: bool = False) -> CardFace:
    """A bird's card (``count``: how many of it a group holds, its number; ``last``: laid by the last
    move)."""
    name = _narrator(lang).species_name(species).text
    return CardFace(name=name, label=name[:2].upper(), colour="", number=count,
                    braille=species_cells(species), last=last)


def laid_last(view: PlayerView) -> tuple[int, int, int] | None:
    """Where the latest turn's birds were laid: (row, first index, end index) of their run at that end of
    the row as it is now (None: no turn yet, or the birds are no longer there)."""
    for decision in reversed(view.history):
        action = decision.action
        if isinstance(action, Lay):
            row = view.rows[action.row] if 0 <= action.row < len(view.rows) else ()
            if not row:
                return None
            indices = range(len(row)) if action.side == LEFT else range(len(row) - 1, -1, -1)
            run = []
            for i in indices:
                if row[i] != action.species:
                    break
                run.append(i)
            return (action.row, min(run), max(run) + 1) if run else None
    return None


def zones(view: PlayerView, lang: str, names: Sequence[str]) -> list[TableZone]:
    words = zone_words(lang)
    narrator = _narrator(lang)
    laid = laid_last(view)

    def row_faces(r: int, row: Sequence[int]) -> tuple[CardFace, ...]:
        return tuple(face(s, lang, None, laid is not None and laid[0] == r and laid[1] <= i < laid[2])
                     for i, s in enumerate(row))

    out = [TableZone(f"row-{i + 1}", words("web-zone-cb-row", row=i + 1), row_faces(i, row),
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
