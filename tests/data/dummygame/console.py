"""Sticks at the console: the smallest adapter the console's GameAdapter protocol asks for."""

from __future__ import annotations

from typing import Any

from beastybar_access.console.adapter import AdapterDefaults, Context, Plan, Zone
from beastybar_access.games.base import GameSpec
from beastybar_access.games.core.steps import Option, Step
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line

from . import engine


class SticksAdapter(AdapterDefaults):
    def __init__(self, loc: Localizer, spec: GameSpec[Any]) -> None:
        self.loc = loc
        self.spec = spec

    def with_language(self, loc: Localizer) -> SticksAdapter:
        return SticksAdapter(loc, self.spec)

    def _line(self, msg_id: str, **args: Any) -> Line:
        return Line.plain(self.loc(msg_id, **args))

    def variant_label(self, variant: str) -> str:
        return self.loc("dg-variant")

    def seat_label(self, seat: int) -> str:
        return self.loc("dg-seat", seat=seat + 1)

    def new_state(self, plan: Plan) -> engine.State:
        assert plan.players is not None
        first = plan.first if isinstance(plan.first, int) else None
        return engine.new_game(plan.players, seed=plan.seed, first=first)

    def spectator_view(self, state: Any) -> engine.View:
        view: engine.View = state.spectator_view()
        return view

    def turn_lines(self, ctx: Context, events: list[Any], actor: int) -> list[Line]:
        out = []
        for event in events:
            if isinstance(event, engine.Took):
                out.append(self._line("dg-took", name=ctx.names[event.player], count=event.count,
                                      left=event.left))
            elif isinstance(event, engine.Won):
                out.append(self._line("dg-won", name=ctx.names[event.player]))
        return out

    def your_turn_lines(self, ctx: Context) -> list[Line]:
        return [self._line("dg-your-turn", left=ctx.view.sticks)]

    def whose_turn_lines(self, ctx: Context) -> list[Line]:
        return [self._line("dg-whose-turn", name=ctx.names[ctx.current])]

    def where_lines(self, ctx: Context) -> list[Line]:
        return [self._line("dg-pile", left=ctx.view.sticks)]

    def start_lines(self, ctx: Context) -> list[Line]:
        return [self._line("dg-pile", left=ctx.view.sticks)]

    def mid_turn(self, ctx: Context) -> bool:
        return False

    def zones(self) -> list[Zone]:
        return [Zone("pile", ("q",), "dg-help-pile", self.where_lines)]

    def rules_line(self, subject: Any) -> Line | None:
        return None

    def braille_line(self, subject: Any) -> Line | None:
        return None

    def action_step(self, ctx: Context) -> Step:
        options = [Option(a, self._line("dg-take", count=a.count)) for a in ctx.view.legal]
        return Step(self._line("dg-how-many"), options)

    def browse_step(self, ctx: Context, refuse: Line) -> Step | None:
        return None

    def refusal(self, error: Exception) -> Line:
        return self._line("dg-refuse")
