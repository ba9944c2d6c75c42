"""The optional compiled kernel: the same rules modules compiled to C extensions by mypyc.

A plain build (``pip install .``, ``pip wheel .``) makes the pure-Python package, the universal one. With
``BEASTYBAR_MYPYC=1`` and mypy installed (the test extra has it) and a C compiler at hand, the modules in
``KERNEL`` are compiled from the very same source, and the wheel is one for this platform and Python:

    BEASTYBAR_MYPYC=1 .venv/bin/pip wheel --no-build-isolation --no-deps -w dist .

The program runs the same from either, and plays the same games (``tests/test_compiled.py``;
``scripts/test_compiled.sh`` builds a compiled copy of this tree and runs the kernel's tests against it).
"""

from __future__ import annotations

import os
from typing import Any

from setuptools import setup  # type: ignore[import-untyped]

KERNEL = [
    "beastybar_access/games/beastybar/rules.py",
    "beastybar_access/games/beastybar/engine.py",
    "beastybar_access/games/cubirds/rules.py",
    "beastybar_access/games/cubirds/engine.py",
]
"""The compiled modules. (Cubirds' actions are in a module of their own, not compiled: the engine refuses an
ill-typed action in its own words, where a compiled dataclass would raise TypeError.)"""


def ext_modules() -> list[Any]:
    if os.environ.get("BEASTYBAR_MYPYC") != "1":
        return []
    from mypyc.build import mypycify

    return mypycify(KERNEL, opt_level="3")


setup(ext_modules=ext_modules())
