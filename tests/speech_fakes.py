"""Fake speech back ends for tests: prismatoid's stand-in, and voices that hang where they are told."""

from __future__ import annotations

import importlib.util
import itertools
import threading
from pathlib import Path
from types import ModuleType
from typing import Any

from beastybar_access.outputs import RecordingBackend

FAKE_PRISM_DIR = Path(__file__).resolve().parent / "fake_prism"
_count = itertools.count()


def fake_prism(running: tuple[str, ...] = (), hang: tuple[str, ...] = (), **settings: Any) -> ModuleType:
    """A fresh copy of the stand-in ``prism`` module (see tests/fake_prism/prism/__init__.py)."""
    name = f"fake_prism_{next(_count)}"
    spec = importlib.util.spec_from_file_location(name, FAKE_PRISM_DIR / "prism" / "__init__.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    import sys

    sys.modules[name] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    module.SETTINGS = module.Settings(set(running), set(hang), **settings)
    return module


class HangingBackend(RecordingBackend):
    """A recorded voice whose ``speak`` (after ``speak_ok`` good calls) or ``close`` blocks until
    :attr:`release` is set (tests set it at the end, so no thread is left waiting)."""

    def __init__(self, *, hang_speak: bool = False, hang_close: bool = False, speak_ok: int = 0,
                 name: str = "espeak-ng") -> None:
        super().__init__()
        self.name = name
        self.hang_speak = hang_speak
        self.hang_close = hang_close
        self.speak_ok = speak_ok
        self.release = threading.Event()
        self.entered = threading.Event()

    def speak(self, text: str, interrupt: bool = False) -> None:
        if self.hang_speak and self.speak_ok <= 0:
            self.entered.set()
            self.release.wait()
        self.speak_ok -= 1
        super().speak(text, interrupt)

    def close(self) -> None:
        if self.hang_close:
            self.entered.set()
            self.release.wait()
        super().close()
