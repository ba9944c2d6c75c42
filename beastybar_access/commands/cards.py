"""``beastybar cards [--braille]``: every card of the game, one per line."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from beastybar_access.narration import Localizer


def register(subparsers: Any, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option

    p = subparsers.add_parser("cards", help=loc("cli-cards"), description=loc("cli-cards"), add_help=False)
    add_help_option(p, loc)
    p.add_argument("--braille", action="store_true", help=loc("cli-cards-braille"))
    p.set_defaults(func=run)


def card_lines(lang: str, braille: bool) -> list[str]:
    """``id<TAB>name`` per card; with ``braille``: ``id<TAB>Czech name<TAB>cells`` (the cells are Czech)."""
    from beastybar_access.games.beastybar.braille_cards import card_cells
    from beastybar_access.games.beastybar.cards import NUM_CARDS, card_id
    from beastybar_access.games.beastybar.narration import BeastyBarNarrator

    narrator = BeastyBarNarrator("cs" if braille else lang)
    lines = []
    for card in range(NUM_CARDS):
        fields = [card_id(card), narrator.card_name(card).text]
        if braille:
            fields.append(card_cells(card))
        lines.append("\t".join(fields))
    return lines


def run(args: argparse.Namespace) -> int:
    sys.stdout.write("\n".join(card_lines(args.lang, args.braille)) + "\n")
    return 0
