"""4 Monkeys on the clock: what runs a round, what starts the next, and its computer players, once, for
every table that drives it (the console's and the server's, through the entry and the adapter).

Light: the engine and the bots load on first use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from beastybar_access.games.core import own
from beastybar_access.games.entry import Realtime

if TYPE_CHECKING:
    from beastybar_access.games.monkeys.bots import MonkeyBot
    from beastybar_access.games.monkeys.engine import StartRound

DEFAULT_SPEED = "normal"
"""The computer players' speed when the table's options name none."""


def running(state: object) -> bool:
    from beastybar_access.games.monkeys.engine import Phase, State

    return bool(own(State, state).phase is Phase.PLAY)


def start_action(state: object, seat: int, at: int) -> StartRound:
    from beastybar_access.games.monkeys.engine import StartRound

    return StartRound(seat, at)


def realtime_bot(kind: str, seat: int, seed: int, options: Mapping[str, object]) -> MonkeyBot:
    """A computer player of level ``kind`` (a level it does not know: normal) thinking at the table's
    ``bot_speed``."""
    from beastybar_access.games.monkeys.bots import MONKEY_BOT_LEVELS, make_monkey_bot

    level = kind if kind in MONKEY_BOT_LEVELS else "normal"
    return make_monkey_bot(level, str(options.get("bot_speed", DEFAULT_SPEED)), seed)


def follow(state: object, entries: Sequence[object]) -> None:
    """Saved log entries replayed onto ``state`` (a copy of a table's game kept in another process)."""
    from beastybar_access.games.monkeys.engine import State, replay_log

    replay_log(own(State, state), entries)


REALTIME = Realtime(running, start_action, realtime_bot, options=("bot_speed",), follow=follow)
"""The game's real-time part, as its entry gives it."""
