"""Every translation file: each language has the same files, with the same message ids and no syntax errors.

Generic: it looks at whatever ``.ftl`` files exist in the package's ``locales/`` and in each registered game's
``locales/`` (its entry names the folder), so files added later (a game's, the console's) are checked without
touching this test.
"""

from __future__ import annotations

from importlib.resources.abc import Traversable
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

from beastybar_access.games import entries
from beastybar_access.narration import (
    LANGUAGES,
    Localizer,
    locale_files,
    message_folders,
    message_ids,
    syntax_errors,
)
from beastybar_access.paths import LOCALES_DIR

FOLDERS = message_folders()
"""The shared messages' folder and each game's."""


def _file_names() -> dict[str, Traversable]:
    """Each file's name and the folder (shared or a game's) that holds it."""
    found: dict[str, Traversable] = {}
    for folder in FOLDERS:
        for lang in LANGUAGES:
            for path in locale_files(lang, folder):
                assert found.setdefault(path.name, folder) == folder, f"{path.name} is in two folders"
    return dict(sorted(found.items()))


FOLDER_OF = _file_names()
FILE_NAMES = list(FOLDER_OF)


def test_every_game_brings_its_own_messages() -> None:
    for entry in entries():
        assert entry.locales is not None and entry.locales in FOLDERS, entry.name
        for lang in LANGUAGES:
            assert locale_files(lang, entry.locales), f"{entry.name} has no messages in {lang}"


def _single_file_dir(tmp_path: Path, name: str) -> Path:
    """A locales folder holding only ``name`` for every language, so the shared helpers check one file."""
    for lang in LANGUAGES:
        (tmp_path / lang).mkdir()
        (tmp_path / lang / name).write_text((FOLDER_OF[name] / lang / name).read_text(encoding="utf-8"),
                                            encoding="utf-8")
    return tmp_path


def test_every_language_has_a_folder_with_files() -> None:
    for lang in LANGUAGES:
        assert (LOCALES_DIR / lang).is_dir(), f"locales/{lang} is missing"
    assert FILE_NAMES, "no .ftl files found in locales/"


def test_no_unknown_language_folders() -> None:
    for base in FOLDERS:
        folders = {p.name for p in base.iterdir() if p.is_dir()}
        unknown = folders - set(LANGUAGES)
        assert not unknown, f"locale folders without a supported language in {base}: {unknown}"


@pytest.mark.parametrize("name", FILE_NAMES)
def test_file_exists_in_every_language(name: str) -> None:
    missing = [lang for lang in LANGUAGES if not (FOLDER_OF[name] / lang / name).is_file()]
    assert not missing, f"{name} exists in some languages but not in {missing}"


@pytest.mark.parametrize("name", FILE_NAMES)
def test_file_has_no_syntax_errors(name: str, tmp_path: Path) -> None:
    folder = _single_file_dir(tmp_path, name)
    for lang in LANGUAGES:
        assert syntax_errors(lang, folder) == [], f"locales/{lang}/{name} has syntax errors"


@pytest.mark.parametrize("name", FILE_NAMES)
def test_file_defines_the_same_ids_in_every_language(name: str, tmp_path: Path) -> None:
    folder = _single_file_dir(tmp_path, name)
    ids = {lang: message_ids(lang, folder) for lang in LANGUAGES}
    first = LANGUAGES[0]
    assert ids[first], f"locales/{first}/{name} defines no messages"
    for lang in LANGUAGES[1:]:
        only_first = sorted(ids[first] - ids[lang])
        only_other = sorted(ids[lang] - ids[first])
        assert not only_first and not only_other, (
            f"{name}: ids only in {first}: {only_first}; ids only in {lang}: {only_other}"
        )


def test_all_files_together_define_the_same_ids() -> None:
    ids = {lang: message_ids(lang) for lang in LANGUAGES}
    for lang in LANGUAGES[1:]:
        assert ids[lang] == ids[LANGUAGES[0]]
    for lang in LANGUAGES:
        assert syntax_errors(lang) == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_or_term_is_defined_twice(lang: str) -> None:
    """One bundle holds every file of a language, so an id used in two files would silently clash."""
    seen: dict[str, str] = {}
    parser = FluentParser()
    for path in locale_files(lang):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message | ast.Term):
                key = ("-" if isinstance(entry, ast.Term) else "") + entry.id.name
                assert key not in seen, f"{lang}: {key} is defined in {seen[key]} and again in {path.name}"
                seen[key] = path.name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_loads(lang: str) -> None:
    loc = Localizer.load(lang)
    assert loc.has("list-join")
