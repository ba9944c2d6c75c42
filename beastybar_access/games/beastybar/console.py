"""Beasty Bar at the accessible console: its zones, the steps of a move, its narration.

Everything Beasty-Bar-specific the console needs is here; the console itself
(:mod:`beastybar_access.console`) knows no animal. The sentences come from
:class:`~beastybar_access.games.beastybar.narration.BeastyBarNarrator` (``locales/*/beastybar.ftl``) and,
for the few console-only phrases, ``locales/*/ui.ftl``.
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

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
from beastybar_access.games.beastybar.braille_cards import card_cells
from beastybar_access.games.beastybar.cards import CHOOSES, STRENGTH, Animal
from beastybar_access.games.beastybar.engine import (
    SET_ASIDE,
    Phase,
    Play,
    PlayerView,
    SetAside,
    State,
    events_for,
    new_game,
)
from beastybar_access.games.beastybar.events import CardDrawn, Event, GameOver, TurnPassed
from beastybar_access.games.beastybar.narration import BeastyBarNarrator
from beastybar_access.games.core import Event as CoreEvent
from beastybar_access.narration import Localizer
from beastybar_access.narration.lines import Line
from beastybar_access.narration.lines import as_lines as _lines
from beastybar_access.narration.lines import as_text as _text

_CHOOSERS = CHOOSES
_NOT_IN_PREVIEW = (CardDrawn, TurnPassed, GameOver)
"""A preview shows what the play does at the table, never the card one would draw (that is hidden)."""



def _view(ctx: Context) -> PlayerView:
    """The seat's view (a Context's view is the game's own)."""
    return ctx.view_as(PlayerView)

class BeastyBarAdapter(AdapterDefaults):
    """The console adapter of Beasty Bar."""

    def __init__(self, loc: Localizer, narrator: BeastyBarNarrator | None = None) -> None:
        self.loc = loc
        self.spec = get_game("beastybar")
        self.narrator = narrator if narrator is not None else BeastyBarNarrator(loc.lang)

    def with_language(self, loc: Localizer) -> BeastyBarAdapter:
        """The same adapter speaking ``loc``'s language (the settings menu switched it)."""
        other = copy.copy(self)
        other.loc = loc
        other.narrator = BeastyBarNarrator(loc.lang)
        return other

    # --- set-up --------------------------------------------------------------------------------------

    def variant_label(self, variant: str) -> str:
        return _text(self.narrator.variant_name(variant))

    def seat_label(self, seat: int) -> str:
        return _text(self.narrator.colour_name(seat))

    def new_state(self, plan: Plan) -> State:
        assert plan.players is not None and plan.variant is not None
        first = plan.first if isinstance(plan.first, int) else None
        return new_game(plan.players, seed=plan.seed, variant=plan.variant, first=first)

    def spectator_view(self, state: State) -> PlayerView:
        """What someone who holds no cards sees (all computer players at the table): the engine's
        spectator view (no hand, no "you", nobody's drawn or set-aside cards)."""
        return state.spectator_view()

    # --- narration -----------------------------------------------------------------------------------

    def turn_lines(self, ctx: Context, events: Sequence[CoreEvent], actor: int) -> list[Line]:
        """The turn, each thing said once (see :meth:`BeastyBarNarrator.turn`)."""
        seen = events_for([e for e in events if isinstance(e, Event)], ctx.listener)
        return self.narrator.turn(seen, ctx.listener, ctx.names, ctx.verbosity, _view(ctx).queue)

    def your_turn_lines(self, ctx: Context) -> list[Line]:
        n = self.narrator
        lines = _lines(n.whose_turn(_view(ctx), ctx.names))
        if _view(ctx).phase is Phase.SET_ASIDE:
            return lines + _lines(n.ask_set_aside(0))
        return lines + _lines(n.hand(_view(ctx), "brief"))

    def whose_turn_lines(self, ctx: Context) -> list[Line]:
        """Before another player's move: nothing, at every verbosity (the play names the player; a
        whose-turn line before it said the name twice, issue 25)."""
        return []

    def where_lines(self, ctx: Context) -> list[Line]:
        return _lines(self.narrator.whose_turn(_view(ctx), ctx.names))

    def start_lines(self, ctx: Context) -> list[Line]:
        return []  # the queue is empty at the start; every hand is read on its owner's turn

    def mid_turn(self, ctx: Context) -> bool:
        return False  # every action of Beasty Bar is a whole turn (a card played, or cards set aside)

    def zones(self) -> list[Zone]:
        n = self.narrator
        return [
            Zone("queue", ("q",), "ui-help-bb-queue", lambda c: _lines(n.queue(_view(c), c.verbosity))),
            Zone("hand", ("h",), "ui-help-bb-hand", self._hand_zone),
            Zone("bar", ("b",), "ui-help-bb-bar", lambda c: _lines(n.bar(_view(c), c.names))),
            Zone("thats-it", ("t",), "ui-help-bb-thats-it", lambda c: _lines(n.thats_it(_view(c)))),
            Zone("scores", ("s",), "ui-help-bb-scores", lambda c: _lines(n.scores(_view(c), c.names))),
            Zone("cards-left", ("c",), "ui-help-bb-cards-left",
                 lambda c: _lines(n.cards_left(_view(c), c.names))),
        ]

    def _hand_zone(self, ctx: Context) -> list[Line]:
        hidden = hand_unavailable(ctx, self.loc)
        if hidden is not None:
            return hidden
        return _lines(self.narrator.hand(_view(ctx), ctx.verbosity))

    def rules_line(self, subject: object) -> Line | None:
        if not isinstance(subject, int):
            return None
        lines = _lines(self.narrator.card_rules(subject))
        return Line.concat(lines) if lines else None

    def braille_line(self, subject: object) -> Line | None:
        if not isinstance(subject, int):
            return None
        return cells_line(self.loc, _text(self.narrator.card_name(subject, "nom")), card_cells(subject))

    # --- choices -------------------------------------------------------------------------------------

    def action_step(self, ctx: Context) -> Step[object]:
        if _view(ctx).phase is Phase.SET_ASIDE:
            return self._set_aside_step(ctx)
        return self._hand_step(ctx, None)

    def browse_step(self, ctx: Context, refuse: Line) -> Step[object] | None:
        if ctx.listener is None or not _view(ctx).hand:
            return None
        return self._hand_step(ctx, refuse)

    def _hand_step(self, ctx: Context, refuse: Line | None) -> Step[int]:
        options = self._card_options(ctx, list(_view(ctx).hand))
        if refuse is not None:
            return Step(prompt=None, options=options, say_focus=False, choose=lambda _o: Refuse(refuse),
                        preview=lambda _o: [refuse])
        return Step(prompt=None, options=options, say_focus=False,
                    choose=lambda o: self._after_card(ctx, o.value),
                    preview=lambda o: self._preview(ctx, o.value, ()))

    def _card_options(self, ctx: Context, cards: list[int]) -> list[Option[int]]:
        n = self.narrator
        return [
            Option(card, Line.concat(_lines(n.card_in_hand(card, i, len(cards), ctx.verbosity))),
                   subject=card)
            for i, card in enumerate(cards)
        ]

    def _choices_of(self, ctx: Context, card: int) -> list[tuple[int, ...]]:
        return [a.choices for a in _view(ctx).legal if isinstance(a, Play) and a.card == card]

    def _after_card(self, ctx: Context, card: int) -> Step[object] | Done | Refuse:
        choices = self._choices_of(ctx, card)
        if not choices:
            return Refuse(self.refusal_code("not_in_hand", card=card))
        # a parrot, kangaroo or chameleon with nothing to act on, or a choice with one answer, is played
        # without a question; the play's own sentence then says what it did (said once)
        return self._choice_step(ctx, card, (), choices)

    def _choice_step(self, ctx: Context, card: int, prefix: tuple[int, ...],
                     all_choices: list[tuple[int, ...]]) -> Step[int] | Done:
        depth = len(prefix)
        rest = [c for c in all_choices if c[:depth] == prefix]
        if rest == [prefix]:
            return Done(Play(card, prefix))
        values: list[int] = []
        for c in rest:
            if len(c) > depth and c[depth] not in values:
                values.append(c[depth])
        if len(values) == 1:  # one answer only: taken without asking (the play's sentence says it)
            return self._choice_step(ctx, card, (*prefix, values[0]), all_choices)
        queue = _view(ctx).queue
        actor = STRENGTH[card] if depth == 0 else STRENGTH[queue[prefix[0]]]
        n = self.narrator
        if actor == Animal.KANGAROO:
            prompt = n.ask_kangaroo_jump()
            options = [Option(v, Line.concat(_lines(n.jump_item(v, (i, len(values))))))
                       for i, v in enumerate(values)]
        else:
            prompt = n.ask_chameleon_model() if actor == Animal.CHAMELEON else n.ask_parrot_target()
            options = [Option(v, Line.concat(_lines(n.queue_item(queue, v, ctx.verbosity, (i, len(values))))),
                              subject=queue[v])
                       for i, v in enumerate(values)]
        prompt_lines = _lines(prompt)

        def complete(value: int) -> tuple[int, ...] | None:
            chosen = (*prefix, value)
            return chosen if chosen in all_choices else None

        def preview(o: Option[int]) -> list[Line]:
            chosen = complete(o.value)
            if chosen is not None:
                return self._preview(ctx, card, chosen)
            # a chameleon's model with a choice still to make: one answer is taken by itself (preview it),
            # several are said as the question that follows
            further = [c for c in all_choices if c[:depth + 1] == (*prefix, o.value) and len(c) > depth + 1]
            answers = sorted({c[depth + 1] for c in further})
            if len(answers) == 1:
                return self._preview(ctx, card, (*prefix, o.value, answers[0]))
            return _lines(n.preview_more(card, queue[o.value], len(answers)))

        return Step(
            prompt=Line.concat(prompt_lines) if prompt_lines else None,
            options=options,
            choose=lambda o: self._choice_step(ctx, card, (*prefix, o.value), all_choices),
            preview=preview,
        )

    def _preview(self, ctx: Context, card: int, choices: tuple[int, ...]) -> list[Line]:
        action = Play(card, choices)
        if action not in _view(ctx).legal:
            return []  # the card still needs a choice
        events = [e for e in ctx.preview(action)
                  if isinstance(e, Event) and not isinstance(e, _NOT_IN_PREVIEW)]
        return _lines(self.narrator.play_preview(events, ctx.listener, ctx.names))

    def _set_aside_step(self, ctx: Context) -> Step[int]:
        n = self.narrator
        cards = sorted(_view(ctx).hand)
        options = [Option(card, n.set_aside_item(card, i, len(cards), False), subject=card)
                   for i, card in enumerate(cards)]

        def marked(o: Option[int], is_marked: bool, count: int) -> Line:
            o.line = n.set_aside_item(o.value, cards.index(o.value), len(cards), is_marked)
            return n.set_aside_marked(o.value, is_marked, count)

        def confirm(chosen: list[Option[int]]) -> Done:
            return Done(SetAside(tuple(sorted(o.value for o in chosen))))

        return Step(prompt=None, options=options, say_focus=False, pick=SET_ASIDE, marked_line=marked,
                    confirm=confirm)

    def refusal(self, error: Exception) -> Line:
        if not isinstance(error, IllegalActionError):  # offline the engine's, online the server's
            return Line.plain(self.loc("ui-refused", reason=str(error)))
        return Line.concat(_lines(self.narrator.refusal(error.code, error.args_)))  # (args of any names)

    def refusal_code(self, code: str, **args: object) -> Line:
        return Line.concat(_lines(self.narrator.refusal(code, args)))
