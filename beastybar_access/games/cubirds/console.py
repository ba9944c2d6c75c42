"""Cubirds ("Krabčáci") at the accessible console: its zones, the decisions of a turn, its narration.

Everything Cubirds-specific the console needs is here; the console itself
(:mod:`beastybar_access.console`) knows no bird. The sentences come from
:class:`~beastybar_access.games.cubirds.narration.CubirdsNarrator` (``locales/*/cubirds.ftl``) and, for
the few console-only phrases (the keys' help), ``locales/*/ui.ftl``.

A turn is several decisions of the same player (see :mod:`beastybar_access.games.cubirds.engine`), each
asked as its own question:

1. laying: the species (said with its count), then the row (read left to right), then the end; each end is
   said with what laying there would take, and ``p`` previews it from the engine;
2. a refill card's end, for each card drawn (the end just laid at is offered first; a card of the row's own
   species goes anywhere, so that is taken by itself and said);
3. the optional draw of two cards (``a``/``n`` answer at once);
4. the optional flock, or none (brief, and one's own turn at normal: the flocks say themselves, unasked).

A decision with one possible answer (a single species in hand, a refill card of the row's species) is
taken by itself and said; decisions the rules skip (no flock possible) are not asked.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Sequence
from typing import TypeGuard

from beastybar_access.console.adapter import (
    AdapterDefaults,
    Context,
    Plan,
    Zone,
    cells_line,
    hand_unavailable,
)
from beastybar_access.console.choice import Done, Option, Refuse, Step
from beastybar_access.games import get_game
from beastybar_access.games.base import IllegalActionError
from beastybar_access.games.core import NOBODY
from beastybar_access.games.core import Event as CoreEvent
from beastybar_access.games.cubirds.braille_cards import species_cells
from beastybar_access.games.cubirds.cards import NUM_SPECIES, ROWS
from beastybar_access.games.cubirds.engine import (
    NO_DRAW,
    TAKE_TWO,
    Flock,
    Lay,
    Phase,
    PlayerView,
    Refill,
    State,
    events_for,
    new_game,
)
from beastybar_access.games.cubirds.events import (
    Event,
    FlockDeclined,
    Flocked,
    GameOver,
    RoundEnded,
    TurnPassed,
)
from beastybar_access.games.cubirds.narration import CubirdsNarrator
from beastybar_access.games.cubirds.rules import LEFT, RIGHT, Side
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line, as_lines

SIDES: tuple[Side, Side] = (LEFT, RIGHT)
_MID_TURN = frozenset({Phase.REFILL, Phase.DRAW, Phase.FLOCK})
DRAW_HOTKEYS = {"a": 0, "y": 0, "j": 0, "n": 1}
"""Yes (ano, yes, ja) and no answer the two-card draw at once."""


def _is_species(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < NUM_SPECIES


def laid_side(view: PlayerView) -> Side:
    """The end the player to move laid at in this turn (offered first for the refill cards)."""
    for d in reversed(view.history):
        if isinstance(d.action, Lay):
            return Side(d.action.side)
    return LEFT



def _view(ctx: Context) -> PlayerView:
    """The seat's view (a Context's view is the game's own)."""
    return ctx.view_as(PlayerView)


def own_verbosity(ctx: Context) -> str:
    """How one's own turn is said: at normal as at brief (issue 25: one's own turn at most half of what it
    was; each question names only what was not just heard, a move chosen with its outcome is not told again),
    verbose in full. Every card is still named: the hand, each row offered, what each end takes."""
    return "brief" if ctx.verbosity == "normal" else ctx.verbosity


class CubirdsAdapter(AdapterDefaults):
    """The console adapter of Cubirds."""

    def __init__(self, loc: Localizer, narrator: CubirdsNarrator | None = None) -> None:
        self.loc = loc
        self.spec = get_game("cubirds")
        self.narrator = narrator if narrator is not None else CubirdsNarrator(loc.lang)
        self._held: dict[int | None, list[Event]] = {}
        """The events of another player's turn so far (a computer's; online, another person's too), for each
        listener that hears it (hot seat: each person's seat); the turn is told in one line when it ends."""

    def with_language(self, loc: Localizer) -> CubirdsAdapter:
        """The same adapter speaking ``loc``'s language (the settings menu switched it)."""
        other = copy.copy(self)
        other.loc = loc
        other.narrator = CubirdsNarrator(loc.lang)
        other._held = {k: list(v) for k, v in self._held.items()}
        return other

    # --- set-up --------------------------------------------------------------------------------------

    def variant_label(self, variant: str) -> str:
        return self.loc(f"ui-cb-variant-{variant}")

    def seat_label(self, seat: int) -> str:
        return ""  # the places at a Cubirds table have no colours: players are told apart by name

    def new_state(self, plan: Plan) -> State:
        assert plan.players is not None and plan.variant is not None
        first = plan.first if isinstance(plan.first, int) else None
        return new_game(plan.players, seed=plan.seed, variant=plan.variant, first=first)

    def spectator_view(self, state: State) -> PlayerView:
        """What someone who holds no cards sees (only computer players at the table): the engine's
        spectator view (no hand, no "you", nobody's drawn, dealt or discarded cards)."""
        return state.spectator_view()

    # --- narration -----------------------------------------------------------------------------------

    def turn_lines(self, ctx: Context, events: Sequence[CoreEvent], actor: int) -> list[Line]:
        """The events of one decision, each thing said once (see :meth:`CubirdsNarrator.decision`). At
        the end of one's own turn without a flock to lay, that is said (not in brief)."""
        n = self.narrator
        seen = events_for([e for e in events if isinstance(e, Event)],
                          ctx.listener if ctx.listener is not None else NOBODY)
        other = 0 <= actor < len(ctx.seats) and actor != ctx.listener
        if other:  # another's turn (a computer's, or a person's online) is told once it ends, in one line
            # as the console says a computer's (issue 25)
            held = self._held.setdefault(ctx.listener, [])
            held.extend(seen)
            if _view(ctx).phase in _MID_TURN and not any(isinstance(e, RoundEnded | GameOver) for e in seen):
                return []
            seen = self._held.pop(ctx.listener)
            cut = next((i for i, e in enumerate(seen) if isinstance(e, RoundEnded | GameOver)), len(seen))
            turn = n.decision(seen[:cut], ctx.listener, ctx.names, _view(ctx), ctx.verbosity)
            rest = (n.decision(seen[cut:], ctx.listener, ctx.names, _view(ctx), ctx.verbosity)
                    if cut < len(seen) else [])
            return [Line.concat(turn), *rest] if turn else rest
        no_flock: list[Line] = []
        if actor == ctx.listener and ctx.verbosity == "verbose" and self._ended_without_flock(seen):
            no_flock = as_lines(n.auto_choice(_view(ctx), Flock(None)))
        v = own_verbosity(ctx) if actor == ctx.listener else ctx.verbosity
        return n.decision(seen, ctx.listener, ctx.names, _view(ctx), v, no_flock)

    @staticmethod
    def _ended_without_flock(events: list[Event]) -> bool:
        """The turn ended (to the next player) and no flock could be laid in it."""
        ended = any(isinstance(e, TurnPassed) for e in events)
        decided = any(isinstance(e, Flocked | FlockDeclined | RoundEnded | GameOver) for e in events)
        return ended and not decided

    def your_turn_lines(self, ctx: Context) -> list[Line]:
        """One's turn begins: "Jsi na tahu." and the hand. Brief: the hand alone (issue 25: it is said
        unasked only as one's own turn begins, so it tells the turn, as the turn cue does; ``w`` says whose
        turn it is). Not verbose, and one ended the last round oneself (the one who ends a round plays
        first in the next, so the last decision was one's own): the round's start has just said "první
        hraješ ty", the hand alone too. A turn taken up in its middle (a saved game resumed) still says
        which decision waits ("Jsi na tahu, rozhoduješ o hejnu.")."""
        n = self.narrator
        view = _view(ctx)
        hand = n.hand(view, "brief")
        opened = bool(view.history) and view.history[-1].player == view.player
        if view.phase is Phase.LAY and (ctx.verbosity == "brief" or (ctx.verbosity == "normal" and opened)):
            return [hand]
        return [n.whose_turn(view, ctx.names, own_verbosity(ctx)), hand]

    def whose_turn_lines(self, ctx: Context) -> list[Line]:
        """Before another player's move: nothing, at every verbosity (the play names the player; a
        whose-turn line before it said the name twice, issue 25)."""
        return []

    def where_lines(self, ctx: Context) -> list[Line]:
        return as_lines(self.narrator.whose_turn(_view(ctx), ctx.names, ctx.verbosity))

    def start_lines(self, ctx: Context) -> list[Line]:
        """The four rows and everyone's first bird in the collection (not in brief: keys read them)."""
        if ctx.verbosity == "brief":
            return []
        n = self.narrator
        rows = [n.row(_view(ctx), i, ctx.verbosity) for i in range(len(_view(ctx).rows))]
        return rows + as_lines(n.collections(_view(ctx), ctx.names))

    def mid_turn(self, ctx: Context) -> bool:
        return _view(ctx).phase in _MID_TURN

    def zones(self) -> list[Zone]:
        n = self.narrator
        return [
            Zone("rows", ("t", "q"), "ui-help-cb-rows",
                 lambda c: [n.row(_view(c), i, c.verbosity) for i in range(len(_view(c).rows))]),
            Zone("hand", ("h",), "ui-help-cb-hand", self._hand_zone),
            Zone("collections", ("s",), "ui-help-cb-collections",
                 lambda c: [n.collection(_view(c), seat, c.names) for seat in range(_view(c).players)]),
            Zone("cards", ("c",), "ui-help-cb-cards",
                 lambda c: [n.piles(_view(c)), n.hand_sizes(_view(c), c.names)]),
            Zone("wins", ("g",), "ui-help-cb-wins",
                 lambda c: as_lines(n.what_wins(_view(c), c.names, c.verbosity))),
        ]

    def _hand_zone(self, ctx: Context) -> list[Line]:
        hidden = hand_unavailable(ctx, self.loc)
        if hidden is not None:
            return hidden
        return as_lines(self.narrator.hand(_view(ctx), ctx.verbosity))

    def rules_line(self, subject: object) -> Line | None:
        return self.narrator.species_rules(subject) if _is_species(subject) else None

    def braille_line(self, subject: object) -> Line | None:
        if not _is_species(subject):
            return None
        return cells_line(self.loc, self.narrator.species_name(subject).text, species_cells(subject))

    # --- choices -------------------------------------------------------------------------------------

    def action_step(self, ctx: Context) -> Step[object]:
        phase = _view(ctx).phase
        if phase is Phase.REFILL:
            return self._refill_step(ctx)
        if phase is Phase.DRAW:
            return self._draw_step(ctx)
        if phase is Phase.FLOCK:
            return self._flock_step(ctx)
        return self._species_step(ctx, None)

    def browse_step(self, ctx: Context, refuse: Line) -> Step[object] | None:
        if ctx.listener is None or not any(_view(ctx).hand):
            return None
        return self._species_step(ctx, refuse)

    def _species_options(self, ctx: Context) -> list[Option[int]]:
        view = _view(ctx)
        present = [s for s in range(NUM_SPECIES) if view.hand[s]]
        return [Option(s, self.narrator.species_item(view, s, ctx.verbosity, i, len(present)), subject=s)
                for i, s in enumerate(present)]

    def _species_step(self, ctx: Context, refuse: Line | None) -> Step[int]:
        """Laying, 1: which species (every card of it in hand is laid)."""
        n = self.narrator
        view = _view(ctx)
        options = self._species_options(ctx)
        if refuse is not None:
            return Step(prompt=None, options=options, say_focus=False, choose=lambda _o: Refuse(refuse),
                        preview=lambda _o: [refuse])
        if len(options) == 1:
            return Step(prompt=None, options=options, choose=lambda o: self._row_step(ctx, o.value),
                        preview=self._takes_preview(ctx),
                        auto=lambda o: n.auto_choice(view, Lay(o.value, 0, LEFT)))
        prompt = n.ask_species(view) if own_verbosity(ctx) != "brief" else None  # the hand was just heard
        return Step(prompt=prompt, options=options, say_focus=False, preview=self._takes_preview(ctx),
                    choose=lambda o: self._row_step(ctx, o.value))

    def _takes_preview(self, ctx: Context) -> Callable[[Option[int]], list[Line]]:
        """``p`` on a species: every row, and how many cards laying it at each end would take."""
        return lambda o: [self.narrator.row_item(_view(ctx), o.value, r, "verbose") for r in range(ROWS)]

    def _row_step(self, ctx: Context, species: int) -> Step[int]:
        """Laying, 2: which row; each is read left to right, ``p`` says what each end would take."""
        n = self.narrator
        view = _view(ctx)
        options = [Option(r, n.row_item(view, species, r, ctx.verbosity), subject=species)
                   for r in range(ROWS)]

        def preview(o: Option[int]) -> list[Line]:
            return [n.side_option(view, species, o.value, side, ctx.verbosity) for side in SIDES]

        return Step(prompt=n.ask_row(view, species, own_verbosity(ctx)), options=options, preview=preview,
                    choose=lambda o: self._side_step(ctx, species, o.value))

    def _side_step(self, ctx: Context, species: int, row: int) -> Step[Lay]:
        """Laying, 3: which end; each end is said with what laying there would take."""
        n = self.narrator
        view = _view(ctx)
        v = own_verbosity(ctx)
        options = [Option(Lay(species, row, side), subject=species,
                          line=n.side_option(view, species, row, side, v, i, 2))
                   for i, side in enumerate(SIDES)]
        # brief (and one's own turn at normal): no question, the ends say themselves ("Zleva, 1 ze 2. Nic
        # neobklopíš."), as the hand is the species question (issue 25: one's own turn at most half)
        prompt = n.ask_side(view, species, row) if v != "brief" else None
        return Step(prompt=prompt, options=options,
                    choose=lambda o: Done(o.value), preview=lambda o: self._preview(ctx, o.value))

    def _preview(self, ctx: Context, action: Lay) -> list[Line]:
        """What the lay would do, from the engine (never the cards of the pile), in full."""
        if action not in _view(ctx).legal:
            return []
        events = [e for e in ctx.preview(action) if isinstance(e, Event)]
        return as_lines(self.narrator.lay_preview(events, _view(ctx), "verbose"))

    def _refill_step(self, ctx: Context) -> Step[Refill]:
        """The end for the card drawn to refill the row: left, then right (always in that order), the focus
        on the end just laid."""
        n = self.narrator
        view = _view(ctx)
        pending = view.pending
        first = laid_side(view)
        v = own_verbosity(ctx)
        if pending is not None and all(c == pending for c in view.rows[view.lay_row]):
            # a card of the row's own species: both ends make the same row
            only = Option(Refill(first), n.auto_choice(view, Refill(first), v), subject=pending)
            return Step(prompt=None, options=[only], auto=lambda o: n.auto_choice(view, o.value, v))
        options = [Option(Refill(side), n.refill_item(view, side, v, i, 2), subject=pending)
                   for i, side in enumerate(SIDES)]
        return Step(prompt=n.ask_refill(view, v), options=options, focus=SIDES.index(first))

    def _draw_step(self, ctx: Context) -> Step[object]:
        """Nothing was surrounded: take the top two cards of the pile, or not."""
        n = self.narrator
        view = _view(ctx)
        v = own_verbosity(ctx)
        options = [Option(TAKE_TWO, n.draw_two_item(view, True, 0, 2, v)),
                   Option(NO_DRAW, n.draw_two_item(view, False, 1, 2, v))]
        return Step(prompt=n.ask_draw_two(view, v), options=options, hotkeys=dict(DRAW_HOTKEYS))

    def _flock_step(self, ctx: Context) -> Step[Flock]:
        """The optional flock: each species that reaches one (with what it keeps), then none."""
        n = self.narrator
        view = _view(ctx)
        flocks = [a for a in view.legal if isinstance(a, Flock)]
        options = [Option(a, n.flock_item(view, a.species, ctx.verbosity, i, len(flocks)), subject=a.species)
                   for i, a in enumerate(flocks)]
        # brief (and one's own turn at normal): no question, the flocks say themselves ("5 strak, 1 ze 2,
        # malé hejno"), as the ends of a lay do (issue 25)
        v = own_verbosity(ctx)
        return Step(prompt=n.ask_flock(view, v) if v != "brief" else None, options=options)

    def refusal(self, error: Exception) -> Line:
        if not isinstance(error, IllegalActionError):  # offline the engine's, online the server's
            return Line.plain(self.loc("ui-refused", reason=str(error)))
        code = error.code
        return self.narrator.refusal(code, error.args_)


__all__ = ["CubirdsAdapter", "laid_side"]
