"""``beastybar cards [--braille]``: every card of the game, one per line."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from beastybar_access.games import entries
from beastybar_access.narration import Localizer

if TYPE_CHECKING:
    from beastybar_access.cli import Subparsers


def register(subparsers: Subparsers, loc: Localizer) -> None:
    from beastybar_access.cli import add_help_option

    p = subparsers.add_parser("cards", help=loc("cli-cards"), description=loc("cli-cards"), add_help=False)
    add_help_option(p, loc)
    p.add_argument("--braille", action="store_true", help=loc("cli-cards-braille"))
    p.set_defaults(func=run)


def card_lines(lang: str, braille: bool) -> list[str]:
    """The default game's cards (the first game whose entry lists its cards): ``id<TAB>name`` per card;
    with ``braille``: ``id<TAB>Czech name<TAB>cells`` (the cells are Czech)."""
    lister = next(e.cards for e in entries() if e.cards is not None)
    return lister(lang, braille)


def run(args: argparse.Namespace) -> int:
    sys.stdout.write("\n".join(card_lines(args.lang, args.braille)) + "\n")
    return 0
