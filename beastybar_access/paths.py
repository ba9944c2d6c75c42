"""Where the project's data folders live (locales, braille tables)."""

from __future__ import annotations

from pathlib import Path

PROJECT_ROOT = Path(__file__).resolve().parent.parent
LOCALES_DIR = PROJECT_ROOT / "locales"
BRAILLE_DIR = PROJECT_ROOT / "braille"
