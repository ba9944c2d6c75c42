"""The Presenter: what one seat hears and chooses at a table, for any terminal.

A :class:`Presenter` serves one seat (or a spectator: ``seat=None``) in one language, verbosity and braille
setting. It owns no keyboard, screen, speech or thread: it is called and returns
:class:`~beastybar_access.presenter.lines.Line` objects (``text``, ``braille``, ``kind`` one of "event",
"prompt", "navigation", "alert", and ``cue``: sound-cue names). The console is one terminal on it; a
browser bridge on the server is another.

How a terminal drives it (the browser bridge: one Presenter per browser seat, made on the server)::

    from beastybar_access.console.games import make_adapter
    from beastybar_access.narration import CONSOLE_DOMAINS, Localizer
    from beastybar_access.presenter import Answer, Presenter, Question, Refusal

    loc = Localizer.load("cs", domains=CONSOLE_DOMAINS)
    p = Presenter(make_adapter(table.game, loc), loc, seat=seat, verbosity="normal", braille="off")

    # 1. the table's listener callbacks feed it (a Listener whose ``seat`` is ``p.seat``):
    #    started(table)                     -> p.started(table)        (resumed=True for a rejoin)
    #    turn(table, seat)                  -> p.turn(table, seat)     (whose turn; [] for p.seat's own)
    #    heard(table, events, view, actor)  -> p.heard(table, events, view, actor)
    #    ended(table)                       -> p.ended(table)
    #    each returns list[Line] to send in order (a Line with empty text carries only a cue).
    # 2. the seat's chooser: when the table asks p.seat to choose,
    #    lines = p.your_turn(); q = p.question()   -> send lines, q.prompt and q.options
    #    (Option: id, line with the game's "N of M", index, total, help = the card's rules, marked);
    #    q.preview(option_id) -> lines; then, with the id the person chose:
    #    r = q.choose(option_id)      (a step with q.pick > 0: choose marks/unmarks, then q.confirm())
    #    Question -> the next question of the same move (say r.said, r.prompt, offer r.options)
    #    Answer   -> r.value is the action: say r.said, check it (p.check(action) -> [] or refusal lines),
    #                hand it to the table; a table's refusal: p.refused(error)
    #    Refusal  -> say r.lines; the question stays as it was
    # 3. queries, at any moment, each returning lines:
    #    p.zones() (name, keys, help_id of each), p.zone(name), p.where(), p.whose_turn(),
    #    p.rules(subject), p.braille_of(subject) (subject: an option's card, ``q.step.options[i].subject``),
    #    p.history()
    # settings change by assignment: p.verbosity, p.braille, p.seat; a language: a new Presenter.

Everything a game gives comes through its adapter (``games/<game>/console.py``; the protocol
:class:`~beastybar_access.presenter.core.UiAdapter`), which gets a
:class:`~beastybar_access.games.core.context.Context` (the seat's view and the table's public facts) and
builds :class:`~beastybar_access.games.core.steps.Step` objects. A real-time game's paced lines (4 Monkeys'
scoring) are scheduled by the console's real-time session for now.
"""

from beastybar_access.games.core.context import Context, Zone
from beastybar_access.presenter.core import Presenter, TableSurface, UiAdapter
from beastybar_access.presenter.lines import KINDS, Line
from beastybar_access.presenter.question import Answer, Option, Question, Refusal

__all__ = ["KINDS", "Answer", "Context", "Line", "Option", "Presenter", "Question", "Refusal", "TableSurface",
           "UiAdapter", "Zone"]
