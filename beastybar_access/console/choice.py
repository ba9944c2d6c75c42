"""Choices answered by keys: a step is a list of options; answering one may open the next step.

A game builds :class:`Step` objects (the cards of a hand, the animals a parrot may send away, a set-up
question) and the console walks them with the same keys everywhere: arrows, Home/End and digits move the
focus, Enter or Space chooses, Escape or Backspace goes back a step, ``p`` previews. A step with a single
option and an ``auto`` line is answered by itself and that line is said. Nothing here prints or knows
about a particular game; the console passes a ``say(line, kind)`` function.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from beastybar_access.console.keys import BACK_KEYS, DIGIT_KEYS, ENTER_KEYS
from beastybar_access.games.core.steps import Done, Option, Refuse, Step
from beastybar_access.narration.lines import Line
from beastybar_access.outputs import ALERT, EVENT, NAVIGATION

Say = Callable[..., None]
"""``say(line, kind, follow=False)``; ``follow`` marks a line queued behind the answer to a key, or a
question's own words when it opens: neither is news, so neither is kept in the history the player reviews
(a line answered by itself is)."""


@dataclass(frozen=True)
class ChoiceTexts:
    """The console's own sentences a chooser needs (rendered by the console in the player's language)."""

    first: Callable[[], Line]
    last: Callable[[], Line]
    no_such: Callable[[int, int], Line]
    cant_go_back: Callable[[], Line]
    no_preview: Callable[[], Line]
    mark_count: Callable[[int, int], Line]

    @classmethod
    def of(cls, line: Callable[..., Line]) -> ChoiceTexts:
        """The sentences from the ``ui-*`` messages, rendered by ``line(msg_id, **args)`` when needed."""
        return cls(
            first=lambda: line("ui-first-item"),
            last=lambda: line("ui-last-item"),
            no_such=lambda n, total: line("ui-no-such-item", n=n, total=total),
            cant_go_back=lambda: line("ui-cant-go-back"),
            no_preview=lambda: line("ui-no-preview"),
            mark_count=lambda marked, need: line("ui-mark-count", marked=marked, need=need),
        )


class Chooser:
    """Walks a stack of steps by keys; ``on_done(value)`` gets the answer, or None when cancelled."""

    def __init__(self, root: Step[object], say: Say, texts: ChoiceTexts, on_done: Callable[[object], None],
                 cancellable: bool = False, rebuild: Callable[[], Step[object]] | None = None) -> None:
        self.steps: list[Step[object]] = []
        self.say = say
        self.texts = texts
        self.on_done = on_done
        self.cancellable = cancellable
        self.finished = False
        self.rebuild = rebuild
        """Makes the root step again (in another language or verbosity): see :meth:`renew`."""
        self._root = root

    def start(self) -> None:
        self._open(self._root)

    @property
    def step(self) -> Step[object]:
        return self.steps[-1]

    def renew(self) -> bool:
        """Replace the steps by a fresh root from :attr:`rebuild`, silently, keeping the root's focus and
        marks (a step deeper down is left: the player is back at the first question). False if this
        chooser cannot be rebuilt."""
        if self.rebuild is None or self.finished or not self.steps:
            return False
        old = self.steps[0]
        root = self.rebuild()
        if root.options:
            root.focus = min(old.focus, len(root.options) - 1)
        root.fresh = old.fresh if len(self.steps) == 1 else True
        if root.pick and len(root.options) == len(old.options):
            for i in sorted(old.marked):
                root.marked.add(i)
                if root.marked_line is not None:
                    root.marked_line(root.options[i], True, len(root.marked))
        self._root = root
        self.steps = [root]
        return True

    def focused_subject(self) -> object:
        if not self.steps or self.step.focused is None:
            return None
        return self.step.focused.subject

    def where(self) -> list[Line]:
        """What this chooser waits for: the open step's question and the focused option."""
        out = [self.step.prompt] if self.step.prompt is not None else []
        if self.step.focused is not None:
            out.append(self.step.focused.line)
        return out

    # --- keys -------------------------------------------------------------------------------------------

    def key(self, key: str) -> bool:
        """Handle ``key``; False if this chooser has nothing to do with it."""
        if self.finished or not self.steps:
            return False
        step = self.step
        n = len(step.options)
        if key in (" ", "p", "home", "end"):
            step.fresh = False  # the focused option was named: arrows move from it now
        if key in ("left", "up"):
            self._move(step.focus - 1, arrow=True)
        elif key in ("right", "down"):
            self._move(step.focus + 1, arrow=True)
        elif key == "home":
            self._move(0)
        elif key == "end":
            self._move(n - 1)
        elif key in step.hotkeys:
            step.focus = step.hotkeys[key]
            self._choose(step)
        elif key in DIGIT_KEYS:
            index = DIGIT_KEYS[key]
            if index < n:
                step.focus = index
                self._say_focus()
            else:
                self.say(self.texts.no_such(index + 1, n), ALERT)
        elif key in ENTER_KEYS:
            if step.pick:
                self._confirm_marked(step)
            else:
                self._choose(step)
        elif key == " ":
            if step.pick:
                self._toggle(step)
            else:
                self._choose(step)
        elif key in BACK_KEYS:
            self.back()
        elif key == "p":
            self._preview(step)
        else:
            return False
        return True

    def back(self) -> None:
        if len(self.steps) > 1:
            self.steps.pop()
            self._say_all(self.where(), NAVIGATION)
        elif self.cancellable:
            self._finish(None)
        else:
            self.say(self.texts.cant_go_back(), ALERT)

    # --- inside -----------------------------------------------------------------------------------------

    def _open(self, step: Step[object]) -> None:
        if len(step.options) == 1 and step.auto is not None:
            # answered by itself: said, and not kept on the stack (going back skips it)
            only = step.options[0]
            self.say(step.auto(only), EVENT)
            self._result(self._answer(step, only))
            return
        self.steps.append(step)
        if not step.say_focus:
            step.fresh = True
        if step.prompt is not None:
            self.say(step.prompt, EVENT, True)
        if step.say_focus and step.focused is not None:
            self.say(step.focused.line, EVENT, True)
            if step.on_focus is not None:
                step.on_focus(step.focused)

    def _answer(self, step: Step[object], option: Option[object]) -> Step[object] | Done | Refuse:
        return step.choose(option) if step.choose is not None else Done(option.value)

    def _result(self, result: Step[object] | Done | Refuse) -> None:
        if isinstance(result, Done):
            self._finish(result.value)
        elif isinstance(result, Refuse):
            self.say(result.line, ALERT)
        else:
            self._open(result)

    def _finish(self, value: object) -> None:
        self.finished = True
        self.on_done(value)

    def _move(self, index: int, arrow: bool = False) -> None:
        step = self.step
        if not step.options:
            return
        if step.fresh and arrow:
            step.fresh = False
            self._say_focus()
            return
        step.fresh = False
        follow = False
        if index < 0:
            self.say(self.texts.first(), ALERT)
            index, follow = 0, True
        elif index >= len(step.options):
            self.say(self.texts.last(), ALERT)
            index, follow = len(step.options) - 1, True
        step.focus = index
        self._say_focus(follow)

    def _say_focus(self, follow: bool = False) -> None:
        focused = self.step.focused
        if focused is not None:
            self.say(focused.line, NAVIGATION, follow)
            if self.step.on_focus is not None:
                self.step.on_focus(focused)

    def _say_all(self, lines: list[Line], kind: str) -> None:
        """The first line as ``kind`` (which may cut off speech), the rest queued behind it."""
        for i, line in enumerate(lines):
            self.say(line, kind, i > 0)

    def _choose(self, step: Step[object]) -> None:
        focused = step.focused
        if focused is None:
            return
        self._result(self._answer(step, focused))

    def _toggle(self, step: Step[object]) -> None:
        focused = step.focused
        if focused is None:
            return
        if step.focus in step.marked:
            step.marked.discard(step.focus)
            is_marked = False
        elif len(step.marked) >= step.pick:
            self.say(self.texts.mark_count(len(step.marked), step.pick), ALERT)
            return
        else:
            step.marked.add(step.focus)
            is_marked = True
        if step.marked_line is not None:
            self.say(step.marked_line(focused, is_marked, len(step.marked)), NAVIGATION)

    def _confirm_marked(self, step: Step[object]) -> None:
        if len(step.marked) != step.pick:
            self.say(self.texts.mark_count(len(step.marked), step.pick), ALERT)
            return
        chosen = [step.options[i] for i in sorted(step.marked)]
        result = step.confirm(chosen) if step.confirm is not None else Done([o.value for o in chosen])
        self._result(result)

    def _preview(self, step: Step[object]) -> None:
        focused = step.focused
        if step.preview is None or focused is None:
            self.say(self.texts.no_preview(), ALERT)
            return
        lines = step.preview(focused)
        if not lines:
            self.say(self.texts.no_preview(), ALERT)
        self._say_all(lines, NAVIGATION)


__all__ = ["ChoiceTexts", "Chooser", "Done", "Option", "Refuse", "Say", "Step"]
