"""4 Monkeys at the accessible console: everyone plays at once, by single keys.

The real-time loop is the console's (:mod:`beastybar_access.console.realtime`); this module is what is
4 Monkeys about it: the set-up's pacing questions, the three rows the arrows browse, the selection of cards,
the take with its bluff confirmation, the other actions, and which announcement goes with which priority.
The sentences come from :class:`~beastybar_access.games.monkeys.narration.MonkeysNarrator`
(``locales/*/monkeys.ftl``); the console's own phrases (keys' help, pacing, questions, the bluff
confirmation) are the ``ui-mk-*`` and ``ui-help-mk-*`` messages of ``locales/*/ui.ftl``.

**Rows.** Up and Down switch between three rows, Left/Right (Home/End, digits) move within one:

* the *offer*: the top tile of each stack (each tile's name, need and value); Enter takes the focused tile
  with the selected cards: right away when they make the combo correctly, else the check is said and a second
  Enter takes it anyway (a bluff, which the rules allow); ``p`` only says the check; ``a`` sets the focused
  tile aside to add the one below to the offer;
* the *hand*: each card's colour and two buttons, gold marked, and whether it is selected; Space (or Enter)
  selects and deselects; Escape deselects all;
* the player's *tiles*, in the order taken, and the refill-hand tile last: Enter (or ``f``) flips a tile to
  draw three, Enter on the refill tile (or ``u`` anywhere) asks which of its two uses.

Review keys: ``n`` offer, ``h`` hand, ``k`` own tiles (each also moves to that row), ``c`` everyone's tiles,
hands and decks, ``t`` time left, ``s`` scores; ``z`` calls "Stop!" (with fewer than ten different combos it
first says so and waits for a second ``z``), ``b`` passes a banana peel (banana variants). Between rounds,
Enter starts the next one.

**Priorities.** The answer to the player's own key (and the first line of what their own action did) is
navigation; what the others do is said briefly as an event, behind it (with what the stack the player is on
offers now, when it was that one); the timer marks are prompts (a newer one replaces one not yet spoken);
both are background lines, held back while the player is pressing keys (see
:mod:`beastybar_access.console.realtime`); the round's end is said at once, its scoring step by step, paced.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, TypeVar

from beastybar_access.console.adapter import HUMAN, AdapterDefaults, Context, Plan, Zone, cells_line
from beastybar_access.console.choice import Option, Step
from beastybar_access.console.keys import DIGIT_KEYS, ENTER_KEYS
from beastybar_access.games import get_game
from beastybar_access.games.base import IllegalActionError
from beastybar_access.games.core import NOBODY
from beastybar_access.games.core import Event as CoreEvent
from beastybar_access.games.core.adapter import Ask, GameSetupHost, KeySession, Said
from beastybar_access.games.core.steps import answer_of
from beastybar_access.games.monkeys.bots import (
    MONKEY_LEVELS,
    MONKEY_SPEEDS,
)
from beastybar_access.games.monkeys.braille_cards import card_cells, special_cells, tile_cells
from beastybar_access.games.monkeys.cards import face_of
from beastybar_access.games.monkeys.engine import (
    Flip,
    GiveBanana,
    Phase,
    PlayerView,
    Reveal,
    StartRound,
    State,
    Stop,
    Take,
    TileView,
    UseRefill,
    events_for,
    new_game,
)
from beastybar_access.games.monkeys.events import (
    BananaGiven,
    CardsDealt,
    CardsDrawn,
    ComboChecked,
    DeckEmptied,
    DuplicatesSetAside,
    Event,
    GameOver,
    PlayerEvent,
    RefillMode,
    RefillUsed,
    RoundEnded,
    RoundScored,
    RoundStarted,
    SmartestChosen,
    TileFlipped,
    TileRevealed,
    TileTaken,
    TimerTick,
)
from beastybar_access.games.monkeys.rules import STOP_KINDS
from beastybar_access.games.monkeys.tiles import is_correct
from beastybar_access.narration import Localizer, join_list
from beastybar_access.narration.lines import Line, as_lines
from beastybar_access.outputs import EVENT, NAVIGATION, PROMPT
from beastybar_access.presenter.realtime import LINE_BUDGET

if TYPE_CHECKING:
    from beastybar_access.games.monkeys.narration import MonkeysNarrator

ROUND_MINUTES: tuple[int, ...] = (1, 4, 5, 8, 12)
"""The round lengths the set-up offers: practice, standard, family, relaxed, very relaxed."""
DEFAULT_SPEED = "normal"
ROWS: tuple[str, ...] = ("offer", "hand", "tiles")
SCORING_EVENTS = (DuplicatesSetAside, SmartestChosen, ComboChecked, RoundScored, GameOver)
"""Said step by step after a round (paced)."""
MERGED = (TileTaken, TileFlipped, TileRevealed, RefillUsed, CardsDrawn, BananaGiven)
"""Others' moves that, piled up unsaid, are merged into a summary (:meth:`MonkeysAdapter.summary_lines`).
A banana peel passed is one of them: it follows the take that allowed it, never before it nor without it
(as news it was said first, and at the round's end kept while its take was dropped; issue 25)."""
QUIET_FOR_OTHERS = (CardsDealt, CardsDrawn)
"""Others' draws are not said in real time (their counts are under ``c``), except in verbose."""


T = TypeVar("T")


def _remembered(value: object, choices: tuple[T, ...], default: T) -> T:
    """The value a set-up menu focuses: the one remembered from last time (``value``, read from the
    settings file) when the menu offers it, else ``default``."""
    if value is None or isinstance(value, bool):
        return default
    return next((c for c in choices if c == value), default)



def _view(ctx: Context) -> PlayerView:
    """The seat's view (a Context's view is the game's own)."""
    return ctx.view_as(PlayerView)

@dataclass
class Focus:
    """Where the arrows are, what is selected, and what waits for a second key."""

    row: str = "hand"
    index: dict[str, int] = field(default_factory=lambda: dict.fromkeys(ROWS, 0))
    selected: list[int] = field(default_factory=list)
    """Selected cards (card integers), in the order selected."""
    bluff: tuple[int, int, tuple[int, ...]] | None = None
    """A take whose cards make no correct combo, said once: ``(stack, combo, cards)`` waits for Enter."""
    stop: bool = False
    """A "Stop!" without every combo, said once: waits for a second ``z``."""


class MonkeysAdapter(AdapterDefaults):
    """The console adapter of 4 Monkeys (a real-time game: see :mod:`beastybar_access.console.realtime`)."""

    real_time = True

    def realtime(self) -> MonkeysAdapter:
        """This adapter is a real-time game's (a :class:`~beastybar_access.console.realtime.RealtimeAdapter`,
        checked by the type checker here)."""
        return self

    def __init__(self, loc: Localizer, narrator: MonkeysNarrator | None = None) -> None:
        self.loc = loc
        self.spec = get_game("monkeys")
        if narrator is None:
            from beastybar_access.games.monkeys.narration import MonkeysNarrator

            narrator = MonkeysNarrator(loc.lang)
        self.narrator = narrator
        self.focus = Focus()

    def with_language(self, loc: Localizer) -> MonkeysAdapter:
        other = copy.copy(self)  # the focus and selection stay (shared)
        other.loc = loc
        from beastybar_access.games.monkeys.narration import MonkeysNarrator

        other.narrator = MonkeysNarrator(loc.lang)
        return other

    def line(self, msg_id: str, **args: object) -> Line:
        return Line.plain(self.loc(msg_id, **args))

    def narration(self, view: PlayerView) -> MonkeysNarrator:
        """The narrator, for the variant of the game at the table (it tells how the scores are made up),
        read from the seat's view: the same for a table here and a table on a server."""
        if self.narrator.variant != view.variant:
            from beastybar_access.games.monkeys.narration import MonkeysNarrator

            self.narrator = MonkeysNarrator(self.loc.lang, variant=view.variant)
        return self.narrator

    # --- set-up --------------------------------------------------------------------------------------

    def variant_label(self, variant: str) -> str:
        return self.loc(f"ui-mk-variant-{variant}")

    def seat_label(self, seat: int) -> str:
        return ""

    def bot_levels(self) -> tuple[str, ...]:
        return MONKEY_LEVELS

    def duration(self, ms: int) -> str:
        """A round's length as said in the sentences ("4 minuty", "30 sekund"), accusative."""
        if ms % 60_000 == 0:
            return self.loc("ui-mk-minutes", n=ms // 60_000)
        return self.loc("ui-mk-seconds", n=max(1, round(ms / 1000)))

    async def complete_plan(self, console: GameSetupHost, plan: Plan, ask: Ask | None) -> Plan:
        """The pacing questions (round length, the computer players' speed), unless the command line
        answered them (the set-up has already left one person at the keyboard: everyone plays at once).

        Each menu focuses what was chosen in it last time (kept in the settings file), or the default;
        only what the person chose here is remembered, never the command line's values or defaults."""
        options = plan.options
        settings = console.settings
        if "round_ms" not in options:
            family = str(plan.variant or "").startswith("family")
            default = 5 if family else 4
            if ask is not None:
                last = _remembered(settings.game_setting("monkeys_round_minutes"), ROUND_MINUTES, default)
                chosen = await ask(lambda: console.menu(
                    self.line("ui-mk-setup-round"),
                    [(m, self.loc(f"ui-mk-round-{m}")) for m in ROUND_MINUTES],
                    focus=ROUND_MINUTES.index(last)))
                minutes = answer_of(int, chosen)
                console.remember("monkeys_round_minutes", minutes)
            else:
                minutes = default
            options["round_ms"] = minutes * 60_000
        if "bot_speed" not in options:
            choices = MONKEY_SPEEDS
            bots_at_table = any(k != HUMAN for k in (plan.seats or []))
            if ask is not None and bots_at_table:
                last_speed = _remembered(settings.game_setting("monkeys_bot_speed"), choices, DEFAULT_SPEED)
                speed = answer_of(str, await ask(lambda: console.menu(
                    self.line("ui-mk-setup-speed"),
                    [(s, self.loc(f"ui-mk-speed-{s}")) for s in choices],
                    focus=choices.index(last_speed) if last_speed in choices else 0)))
                console.remember("monkeys_bot_speed", speed)
                options["bot_speed"] = speed
            else:
                options["bot_speed"] = DEFAULT_SPEED
        return plan

    def new_state(self, plan: Plan) -> State:
        assert plan.players is not None and plan.variant is not None
        self.focus = Focus()
        round_ms = plan.options.get("round_ms")  # milliseconds (an int), or the variant's own length
        return new_game(plan.players, seed=plan.seed, variant=plan.variant,
                        round_ms=round_ms if isinstance(round_ms, int) else None)

    def spectator_view(self, state: State) -> PlayerView:
        """What someone without a seat sees: the engine's spectator view (no hand, nobody's cards under
        unchecked tiles, nobody's takes in the history)."""
        return state.spectator_view()

    # --- the real-time game ----------------------------------------------------------------------------

    # a seat's view of the clock (the table's rules and computer players are the entry's real-time part)
    def running(self, view: object) -> bool:
        return isinstance(view, PlayerView) and view.phase is Phase.PLAY

    def start_action(self, view: object, seat: int, at: int) -> StartRound:
        return StartRound(seat, at)

    def ready_step(self, ctx: Context, resumed: bool) -> Step[object]:
        view = _view(ctx)
        if resumed:
            prompt = self.line("ui-mk-resume", round=view.round, total=view.rounds,
                               duration=self.duration(view.time_left))
        else:
            prompt = self.line("ui-mk-ready", round=view.round, total=view.rounds,
                               duration=self.duration(view.round_ms))
        return Step(prompt=prompt, options=[Option(True, self.line("ui-mk-ready-go"))], say_focus=False)

    def not_running_line(self, ctx: Context) -> Line:
        return self.line("ui-mk-game-over" if ctx.over else "ui-mk-not-running")

    def pause_line(self, paused: bool) -> Line:
        return self.line("ui-mk-paused" if paused else "ui-mk-resumed")

    def event_lines(self, ctx: Context, events: Sequence[CoreEvent], actor: int | None) -> list[Said]:
        """Own actions: the first line answers the key (navigation), in the player's verbosity; others'
        actions in brief, as events; the timer as prompts; the round's end at once, its scoring paced. At
        verbose too each line of the table is heard within 5 s (issue 25): the round's opening leaves the
        offer to ``n``, another's take is said as at normal, the scoring is said a short line at a time."""
        me = ctx.listener if ctx.listener is not None else NOBODY
        n = self.narration(_view(ctx))
        own = actor is not None and actor == me
        verbose = ctx.verbosity == "verbose"
        out: list[Said] = []
        first = True
        seen = events_for([e for e in events if isinstance(e, Event)], me)
        for i, e in enumerate(seen):
            if isinstance(e, TimerTick):
                out += [Said(line, PROMPT, background=True, key="time")
                        for line in as_lines(n.event(e, me, ctx.names, ctx.verbosity))]
                continue
            if isinstance(e, SCORING_EVENTS) and verbose:  # each line heard within 5 s (issue 25)
                out += [Said(line, EVENT, paced=True)
                        for line in n.scoring_lines(e, me, ctx.names, LINE_BUDGET, before=seen[:i],
                                                    after=seen[i + 1:])]
                continue
            if isinstance(e, RoundScored):  # normal: the round's points and the standings, a line each
                out += [Said(line, EVENT, paced=True)
                        for line in n.scored_lines(e, me, ctx.names, ctx.verbosity)]
                continue
            if isinstance(e, SCORING_EVENTS):  # with the batch around it ("step 2 again", checks in one)
                out += [Said(line, EVENT, paced=True)
                        for line in as_lines(n.event(e, me, ctx.names, ctx.verbosity, before=seen[:i],
                                                     after=seen[i + 1:]))]
                continue
            if isinstance(e, RoundEnded):  # others' moves not yet said are dropped: the scoring follows
                out += [Said(line, EVENT, ends=True)
                        for line in as_lines(n.event(e, me, ctx.names, ctx.verbosity))]
                continue
            if own:
                for line in as_lines(n.event(e, me, ctx.names, ctx.verbosity)):
                    out.append(Said(line, NAVIGATION if first else EVENT, own=True))
                    first = False
                continue
            player = e.player if isinstance(e, PlayerEvent) else None
            if isinstance(e, QUIET_FOR_OTHERS) and player != me and not verbose:
                continue
            if isinstance(e, DeckEmptied) and not verbose and e.deck != me:
                continue
            others = player is not None and player != me  # another seat's action: said briefly
            verbosity = ("normal" if verbose else "brief") if others else ctx.verbosity
            if isinstance(e, TileTaken | TileRevealed) and not (others and verbose):  # the offer changed:
                verbosity = ctx.verbosity  # the column and its new top, at normal with the cards laid under
            if isinstance(e, RoundStarted) and verbose:  # the offer a stack a line: under n and as the
                verbosity = "normal"  # stacks change (issue 25: the whole offer is some 400 characters)
            merge = e if others and isinstance(e, MERGED) else None
            lines = as_lines(n.event(e, me, ctx.names, verbosity))
            if (others and isinstance(e, TileTaken | TileRevealed)
                    and any(len(line.text) > LINE_BUDGET for line in lines)):
                lines = [n.moved_from(e, me, ctx.names)]  # where from and what is on top, heard in time
            out += [Said(line, EVENT, background=others, merge=merge) for line in lines]
        return out

    def summary_lines(self, ctx: Context, moves: list[Said]) -> list[Said]:
        """Others' moves that piled up unsaid, in one line: how many tiles were taken, turned, set aside,
        refills used, and how many stacks changed (brief: counts only; normal: who took, the rest counted;
        verbose: who did each); then each banana peel passed, in its own line as said alone (after the
        takes that allowed it); verbose: then a line for each changed stack with what it shows now, keyed
        ``stack-<n>`` so that a newer one replaces an older unsaid one). The offer is under ``n``, draws
        under ``c``. Each line is heard within :data:`LINE_BUDGET` characters: what does not fit is left
        out, the least needed first (refills, turned tiles, set-asides, changed stacks; never the takes)."""
        events = [m.merge for m in moves]
        others = [p for p in range(len(ctx.names)) if p != ctx.listener]
        parts: dict[str, Line] = {}
        verbose = ctx.verbosity == "verbose"  # brief: counts only; normal: who took, the rest counted
        for kind, msg in ((TileTaken, "ui-mk-sum-took"), (TileFlipped, "ui-mk-sum-flipped"),
                          (TileRevealed, "ui-mk-sum-aside"), (RefillUsed, "ui-mk-sum-refill")):
            mine = [e for e in events if isinstance(e, kind)]
            players = list(dict.fromkeys(e.player for e in mine))
            if players and not verbose and (kind is not TileTaken or ctx.verbosity == "brief"):
                parts[msg] = self.line(f"{msg}-brief", count=len(mine))
            elif players:
                parts[msg] = self.line(msg, players=join_list(self.loc, [ctx.names[p] for p in players]),
                                       people=len(players), count=len(mine),
                                       everyone=("no" if len(players) < 2 or set(players) != set(others) else
                                                 "all" if ctx.listener is None else "others"))
        tops = {e.stack: e.top for e in events if isinstance(e, TileTaken | TileRevealed)}
        if tops and not verbose:  # brief, normal: how many changed
            parts["ui-mk-sum-changed"] = self.line("ui-mk-sum-changed", count=len(tops))
        for least in ("ui-mk-sum-refill", "ui-mk-sum-flipped", "ui-mk-sum-aside", "ui-mk-sum-changed"):
            if len(" ".join(p.text for p in parts.values())) <= LINE_BUDGET:
                break
            parts.pop(least, None)
        out = [Said(Line.concat(list(parts.values())), EVENT, background=True)] if parts else []
        # banana peels passed: after the takes that allowed them, as they were said alone (who gets them)
        out += [Said(m.line, EVENT, background=True) for m in moves if isinstance(m.merge, BananaGiven)]
        # verbose: what each changed stack shows now, a line each (a newer one replaces an older unsaid one)
        return out + [Said(self.narrator.stack_now(stack, top), EVENT, background=True, key=f"stack-{stack}")
                      for stack, top in tops.items() if verbose]

    def _stack_now(self, stack: int, top: int | None) -> Line:
        """What the stack the person is on shows now that someone else took (or set aside) its tile."""
        if top is None:
            return self.line("ui-mk-focus-empty", stack=stack + 1)
        tile = Line.concat(as_lines(self.narrator.tile_name(top, case="acc")))
        return Line(self.loc("ui-mk-focus-now", stack=stack + 1, tile=tile.text),
                    self.loc("ui-mk-focus-now", stack=stack + 1, tile=tile.braille))

    # --- keys ------------------------------------------------------------------------------------------

    COMMANDS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
        ("mk-offer", "ui-help-mk-offer", ("n",)),
        ("mk-hand", "ui-help-mk-hand", ("h",)),
        ("mk-tiles", "ui-help-mk-tiles", ("k",)),
        ("mk-counts", "ui-help-mk-counts", ("c",)),
        ("mk-time", "ui-help-mk-time", ("t",)),
        ("mk-scores", "ui-help-mk-scores", ("s",)),
        ("mk-flip", "ui-help-mk-flip", ("f",)),
        ("mk-refill", "ui-help-mk-refill", ("u",)),
        ("mk-reveal", "ui-help-mk-reveal", ("a",)),
        ("mk-stop", "ui-help-mk-stop", ("z",)),
        ("mk-banana", "ui-help-mk-banana", ("b",)),
    )
    NAV_HELP: tuple[tuple[tuple[str, ...], str], ...] = (
        (("up", "down"), "ui-help-mk-rows"),
        (("left", "right"), "ui-help-mk-move"),
        (("home", "end"), "ui-help-home-end"),
        (("1", "2", "3", "4"), "ui-help-mk-digits"),
        ((" ",), "ui-help-mk-space"),
        (("c-m",), "ui-help-mk-enter"),
        (("escape", "c-h"), "ui-help-mk-escape"),
        (("p",), "ui-help-mk-check"),
    )

    help_ids: dict[str, str] = {  # noqa: RUF012 (read only)
        "where": "ui-help-mk-where", "rules": "ui-help-mk-rules", "braille-card": "ui-help-mk-braille"}
    """The shared keys whose description differs here (no turns; tiles and cards)."""
    setting_ids: dict[str, str] = {"delay": "ui-mk-setting-delay"}  # noqa: RUF012 (read only)
    """The settings whose name differs here: the delay paces the scoring's steps."""

    def commands(self) -> tuple[tuple[str, str, tuple[str, ...]], ...]:
        return self.COMMANDS

    def nav_help(self) -> tuple[tuple[tuple[str, ...], str], ...]:
        return self.NAV_HELP

    def zones(self) -> list[Zone]:
        return []  # every key of the table is a command of the session (they also move the focus)

    def command(self, session: KeySession, name: str) -> None:
        f = self.focus
        stop = f.stop
        f.bluff, f.stop = None, False  # a question waiting for its second key is answered "no" by any other
        ctx = session.context()
        view = _view(ctx)
        n = self.narration(_view(ctx))
        v = ctx.verbosity
        if name == "mk-offer":
            self._set_row("offer")
            session.answer(as_lines(n.offer(view, v)))
        elif name == "mk-hand":
            self._set_row("hand")
            session.answer(as_lines(n.hand(view, v)) or [self.line("ui-mk-empty-hand")])
        elif name == "mk-tiles":
            self._set_row("tiles")
            session.answer(as_lines(n.own_tiles(view, v)))
        elif name == "mk-counts":
            session.answer(as_lines(n.tile_counts(view, ctx.names, v)) + as_lines(n.decks(view, ctx.names))
                           + as_lines(n.specials(view, ctx.names)))
        elif name == "mk-time":
            session.answer(as_lines(n.time_left(view)))
        elif name == "mk-scores":
            session.answer(as_lines(n.scores(view, ctx.names)))
        elif name == "mk-flip":
            self._flip_focused(session)
        elif name == "mk-refill":
            self._refill(session)
        elif name == "mk-reveal":
            if f.row != "offer":  # it sets aside the tile one is on: never one out of earshot
                session.refuse_line(self.line("ui-mk-reveal-where"))
                return
            stack = self._index(view, "offer")
            heard = view.offer[stack] if stack < len(view.offer) else None

            def reveal(at: int) -> Reveal | None:
                return Reveal(view.player, at, stack) if self._unchanged(session, stack, heard) else None

            session.act(reveal)
        elif name == "mk-stop":
            self._stop(session, stop)
        elif name == "mk-banana":
            self._banana(session)

    def nav(self, session: KeySession, key: str) -> None:
        f = self.focus
        bluff = f.bluff
        f.bluff, f.stop = None, False
        ctx = session.context()
        view = _view(ctx)
        if ctx.listener is None:
            session.refuse_line(self.line("ui-nothing-to-choose"))
            return
        if key in ("up", "down"):  # the offer above, the hand, the own tiles below (no wrapping)
            i = ROWS.index(f.row) + (1 if key == "down" else -1)
            if not 0 <= i < len(ROWS):
                session.refuse_line(self.line("ui-mk-row-first" if i < 0 else "ui-mk-row-last"))
                session.console.say(self._item(view, ctx.verbosity), EVENT, record=False)
                return
            self._set_row(ROWS[i])
            session.answer([Line.concat([self.line(f"ui-mk-row-{f.row}"), self._item(view, ctx.verbosity)])])
        elif key in ("left", "right", "home", "end") or key in DIGIT_KEYS:
            total = self._count(view, f.row)
            if total == 0:
                session.answer([self._item(view, ctx.verbosity)])
                return
            i = self._index(view, f.row)
            if key == "left":
                if i == 0:
                    session.refuse_line(self.line("ui-first-item"))
                i = max(0, i - 1)
            elif key == "right":
                if i >= total - 1:
                    session.refuse_line(self.line("ui-last-item"))
                i = min(total - 1, i + 1)
            elif key == "home":
                i = 0
            elif key == "end":
                i = total - 1
            else:
                j = DIGIT_KEYS[key]
                if j >= total:
                    session.refuse_line(self.line("ui-no-such-item", n=j + 1, total=total))
                    return
                i = j
            f.index[f.row] = i
            session.console.say(self._item(view, ctx.verbosity), NAVIGATION, record=False)
        elif f.row == "hand" and (key == " " or key in ENTER_KEYS):
            self._toggle(session, view)
        elif key in ENTER_KEYS or key == " ":
            if f.row == "offer":
                self._take(session, view, bluff)
            else:
                self._tile_enter(session, view)
        elif key in ("escape", "c-h"):
            f.selected.clear()
            session.answer([self.line("ui-mk-selection-cleared")])
        elif key == "p":
            stack = self._index(view, "offer")
            cards = self._selected(view)
            if not cards:
                session.refuse_line(self.line("ui-mk-nothing-selected"))
                return
            session.answer(as_lines(self.narrator.take_check(view, stack, cards)))

    # --- rows -----------------------------------------------------------------------------------------

    def _set_row(self, row: str) -> None:
        self.focus.row = row

    def _count(self, view: PlayerView, row: str) -> int:
        if row == "offer":
            return len(view.offer)
        if row == "hand":
            return len(view.hand)
        return len(self._own(view)) + 1  # and the refill tile

    def _own(self, view: PlayerView) -> tuple[TileView, ...]:
        return view.tiles[view.player] if 0 <= view.player < len(view.tiles) else ()

    def _index(self, view: PlayerView, row: str) -> int:
        total = self._count(view, row)
        i = min(self.focus.index.get(row, 0), max(total - 1, 0))
        self.focus.index[row] = i
        return i

    def _selected(self, view: PlayerView) -> list[int]:
        """The selected cards still in hand, in hand order."""
        sel = set(self.focus.selected)
        self.focus.selected = [c for c in self.focus.selected if c in view.hand]
        return [c for c in view.hand if c in sel]

    def _item(self, view: PlayerView, verbosity: str = "normal") -> Line:
        """The focused item of the focused row."""
        f = self.focus
        n = self.narrator
        total = self._count(view, f.row)
        i = self._index(view, f.row)
        if f.row == "offer":
            return Line.concat(as_lines(n.offer_tile(view, i, verbosity)))
        if f.row == "hand":
            if not total:
                return self.line("ui-mk-empty-hand")
            card = view.hand[i]
            return Line.concat(as_lines(n.hand_card(view, i, card in self._selected(view), verbosity)))
        own = self._own(view)
        if i < len(own):
            return Line.concat(as_lines(n.own_tile(view, i, verbosity, total=total)))
        return Line.concat(as_lines(n.refill_tile(view, verbosity, index=i, total=total)))

    def focused_subject(self, session: KeySession) -> object:
        ctx = session.context()
        view = _view(ctx)
        if ctx.listener is None:
            return None
        f = self.focus
        i = self._index(view, f.row)
        if f.row == "offer":
            combo = view.offer[i] if i < len(view.offer) else None
            return ("tile", combo, False) if combo is not None else None
        if f.row == "hand":
            return ("card", view.hand[i]) if i < len(view.hand) else None
        own = self._own(view)
        if i < len(own):
            return ("tile", own[i].combo, own[i].brown)
        return ("refill",)

    def where_lines(self, ctx: Context) -> list[Line]:
        view = _view(ctx)
        out = [self.line("ui-mk-where-round", round=view.round, total=view.rounds)]
        if view.phase is Phase.PLAY:
            out += as_lines(self.narrator.time_left(view))
            if ctx.listener is not None:
                out.append(self.line("ui-mk-selected", count=len(self._selected(view))))
                out.append(Line.concat([self.line(f"ui-mk-row-{self.focus.row}"),
                                    self._item(view, ctx.verbosity)]))
        elif view.phase is Phase.READY:
            out.append(self.line("ui-mk-where-ready"))
        else:
            out.append(self.line("ui-mk-game-over"))
        return out

    # --- actions --------------------------------------------------------------------------------------

    def _toggle(self, session: KeySession, view: PlayerView) -> None:
        if not view.hand:
            session.refuse_line(self.line("ui-mk-empty-hand"))
            return
        i = self._index(view, "hand")
        card = view.hand[i]
        sel = self.focus.selected
        if card in sel:
            sel.remove(card)
        else:
            sel.append(card)
        count = len(self._selected(view))
        session.console.say(self.narrator.toggled(view, i, card in sel, count), NAVIGATION, record=False)

    def _take(self, session: KeySession, view: PlayerView,
              armed: tuple[int, int, tuple[int, ...]] | None) -> None:
        stack = self._index(view, "offer")
        combo = view.offer[stack] if stack < len(view.offer) else None
        cards = self._selected(view)
        if combo is None:
            session.act(lambda at: Take(view.player, at, stack, tuple(cards) or (-1,)))
            return
        if not cards:
            session.refuse_line(self.line("ui-mk-nothing-selected"))
            return
        key = (stack, combo, tuple(cards))
        correct = is_correct(combo, [face_of(c) for c in cards])
        if correct or armed == key:
            def take(at: int) -> Take | None:
                return Take(view.player, at, stack, tuple(cards)) if self._unchanged(session, stack, combo) \
                    else None

            if session.act(take):
                self.focus.selected.clear()
            return
        self.focus.bluff = key
        session.answer([*as_lines(self.narrator.take_check(view, stack, cards)),
                        self.line("ui-mk-bluff-confirm")])

    def _unchanged(self, session: KeySession, stack: int, heard: int | None) -> bool:
        """The stack still shows the tile the person chose (``heard``), after the computer moves done just
        before the person's action; if someone took or set it aside in that moment, say so and what the
        stack shows now (the action names a stack, so it would land on another tile)."""
        offer = _view(session.context()).offer
        top = offer[stack] if stack < len(offer) else None
        if top == heard:
            return True
        session.refuse_line(self.line("ui-mk-tile-changed", stack=stack + 1))
        session.console.say(self._stack_now(stack, top), EVENT, record=False)
        return False

    def _tile_enter(self, session: KeySession, view: PlayerView) -> None:
        i = self._index(view, "tiles")
        if i >= len(self._own(view)):
            self._refill(session)
        else:
            session.act(lambda at: Flip(view.player, at, i))

    def _flip_focused(self, session: KeySession) -> None:
        view = _view(session.context())
        if self.focus.row != "tiles" or self._index(view, "tiles") >= len(self._own(view)):
            session.refuse_line(self.line("ui-mk-flip-where"))
            return
        self._tile_enter(session, view)

    def _refill(self, session: KeySession) -> None:
        ctx = session.context()
        if not session.running or ctx.listener is None:
            session.refuse_line(self.not_running_line(ctx))
            return
        me = ctx.listener
        step = Step(prompt=self.line("ui-mk-refill-choose"),
                    options=self._numbered([(RefillMode.NEW_HAND, "ui-mk-refill-new"),
                                            (RefillMode.MORE, "ui-mk-refill-more")]))

        def answer(mode: object) -> None:  # a RefillMode, or None: cancelled
            if not isinstance(mode, RefillMode):
                session.answer([self.line("ui-mk-refill-cancelled")])
                return
            chosen = mode
            if session.act(lambda at: UseRefill(me, at, chosen)):
                self.focus.selected.clear()

        session.console.open_overlay(step, answer, pauses=False)

    def _numbered(self, items: list[tuple[object, str]]) -> list[Option[object]]:
        """Options said with their place: "líznout 3 karty navíc, 2 ze 2"."""
        return [Option(value, self.line("ui-option-numbered", option=self.loc(msg_id), index=i + 1,
                                        total=len(items))) for i, (value, msg_id) in enumerate(items)]

    def _stop(self, session: KeySession, armed: bool) -> None:
        view = _view(session.context())
        kinds = view.kinds(view.player) if 0 <= view.player < view.players else 0
        if kinds >= STOP_KINDS or armed or not session.running:
            session.act(lambda at: Stop(view.player, at))
            return
        self.focus.stop = True
        session.answer([*as_lines(self.narrator.stop_check(view)), self.line("ui-mk-stop-again")])

    def _banana(self, session: KeySession) -> None:
        ctx = session.context()
        view = _view(ctx)
        me = view.player
        others = [q for q in range(view.players) if q != me]
        if not view.banana_ready or not session.running:
            session.act(lambda at: GiveBanana(me, at, others[0]))  # the rules say why not
            return
        step = Step(prompt=self.line("ui-mk-banana-choose"),
                    options=[Option(q, self.line("ui-option-numbered", option=ctx.names[q], index=i + 1,
                                                 total=len(others))) for i, q in enumerate(others)])

        def answer(to: object) -> None:  # the seat, or None: cancelled
            if not isinstance(to, int):
                session.answer([self.line("ui-mk-banana-cancelled")])
                return
            seat = to
            session.act(lambda at: GiveBanana(me, at, seat))

        session.console.open_overlay(step, answer, pauses=False)

    # --- what the console asks of every game ---------------------------------------------------------

    def start_lines(self, ctx: Context) -> list[Line]:
        if ctx.listener is None or ctx.verbosity == "brief":
            return []
        return [self.line("ui-mk-start-hint")]

    def rules_line(self, subject: object) -> Line | None:
        if not isinstance(subject, tuple) or not subject:
            return None
        try:
            if subject[0] in ("tile", "card"):
                return Line.concat(as_lines(self.narrator.rules_text((subject[0], subject[1]))))
            if subject[0] == "refill":
                return Line.concat(as_lines(self.narrator.rules_text("refill")))
        except (ValueError, KeyError, TypeError):
            return None
        return None

    def braille_line(self, subject: object) -> Line | None:
        if not isinstance(subject, tuple) or not subject:
            return None
        n = self.narrator
        if subject[0] == "card":
            return cells_line(self.loc, Line.concat(as_lines(n.card_name(subject[1]))).text,
                              card_cells(subject[1]))
        if subject[0] == "tile":
            return cells_line(self.loc, Line.concat(as_lines(n.tile_name(subject[1]))).text,
                              tile_cells(subject[1], subject[2]))
        if subject[0] == "refill":
            return cells_line(self.loc, Line.concat(as_lines(n.refill_name())).text, special_cells("refill"))
        return None

    def refusal(self, error: Exception) -> Line:
        if not isinstance(error, IllegalActionError):  # offline the engine's, online the server's
            return Line.plain(self.loc("ui-refused", reason=str(error)))
        code = error.code
        return Line.concat(as_lines(self.narrator.refusal(code, error.args_)))

    # turn-based parts of the adapter protocol, not used by the real-time session
    def turn_lines(self, ctx: Context, events: Sequence[CoreEvent], actor: int) -> list[Line]:
        return [s.line for s in self.event_lines(ctx, events, actor)]

    def your_turn_lines(self, ctx: Context) -> list[Line]:
        return []

    def whose_turn_lines(self, ctx: Context) -> list[Line]:
        return []

    def mid_turn(self, ctx: Context) -> bool:
        return False

    def action_step(self, ctx: Context) -> Step[object]:
        raise NotImplementedError("4 Monkeys is played in real time (console.realtime)")

    def browse_step(self, ctx: Context, refuse: Line) -> Step[object] | None:
        return None


__all__ = ["MonkeysAdapter"]
