"""Where the package's data lives: the message files (``locales/<lang>/*.ftl``) and the braille tables
(``braille/tables/*.tsv``), both inside the package and read through :mod:`importlib.resources`, so an
installed wheel finds them as well as a source checkout does (and nothing is read from outside the package).

The values are :class:`~importlib.resources.abc.Traversable` objects: a plain :class:`~pathlib.Path` for an
ordinary install or checkout, a zip path when the package is imported from an archive. Code reads them with
``iterdir()``, ``/`` and ``read_text()`` only, which both kinds offer.
"""

from __future__ import annotations

from importlib.resources import files
from importlib.resources.abc import Traversable

APP_NAME = "beastybar"
"""The program's name for its folders (settings, saves, log) and its command."""
PACKAGE_DATA: Traversable = files("beastybar_access")
LOCALES_DIR: Traversable = PACKAGE_DATA / "locales"
BRAILLE_DIR: Traversable = PACKAGE_DATA / "braille" / "tables"
