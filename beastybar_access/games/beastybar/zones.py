"""Beasty Bar's table drawn in zones of cards (the browser's visual table; :class:`TableZone`): the queue, the
bar, THAT'S IT, one's own hand, and what each player holds in numbers. Only what the view holds."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from beastybar_access.games.beastybar.braille_cards import card_cells
from beastybar_access.games.beastybar.cards import COLOUR_IDS, COLOUR_OF, STRENGTH
from beastybar_access.games.beastybar.engine import Play, PlayerView
from beastybar_access.games.beastybar.narration import BeastyBarNarrator
from beastybar_access.games.entry import CardFace, TableZone, zone_words


@functools.lru_cache(maxsize=4)
def _narrator(lang: str) -> BeastyBarNarrator:
    return BeastyBarNarrator(lang)


@functools.lru_cache(maxsize=4096)
def face(card: int, lang: str, last: bool = False) -> CardFace:
    narrator = _narrator(lang)
    colour = narrator.colour_name(COLOUR_OF[card]).text
    return CardFace(name=narrator.card_name(card).text, label=colour[:1].upper(),
                    colour=COLOUR_IDS[COLOUR_OF[card]], number=STRENGTH[card], braille=card_cells(card),
                    last=last)


def zones(view: PlayerView, lang: str, names: Sequence[str]) -> list[TableZone]:
    words = zone_words(lang)
    narrator = _narrator(lang)
    moved = {view.history[-1].action.card} if view.history and isinstance(view.history[-1].action, Play) \
        else set()

    def cards(ids: Sequence[int]) -> tuple[CardFace, ...]:
        return tuple(face(c, lang, c in moved) for c in ids)

    out = [
        TableZone("queue", words("web-zone-bb-queue"), cards(view.queue),
                  "" if view.queue else words("web-zone-empty")),
        TableZone("bar", words("web-zone-bb-bar"), cards(view.bar),
                  "" if view.bar else words("web-zone-empty")),
        TableZone("thats-it", words("web-zone-bb-thats-it"), cards(view.thats_it),
                  "" if view.thats_it else words("web-zone-empty")),
    ]
    if 0 <= view.player < view.players:
        out.append(TableZone("hand", words("web-zone-hand"), cards(view.hand),
                             "" if view.hand else words("web-zone-empty")))
    rows = []
    for seat in range(view.players):
        name = narrator.player_name(seat, names)
        rows.append(words("web-zone-bb-player", name=name, colour=narrator.colour_name(seat).text,
                          hand=view.hand_counts[seat], pile=view.pile_counts[seat]))
    out.append(TableZone("players", words("web-zone-players"), (), " ".join(rows)))
    return out
