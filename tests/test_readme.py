"""The README is for players first (issue 22, item 9): one top heading per language with its sections below
it, the set-up command and the first game on the first screen, the player part under 250 lines a language,
developer material in docs/ and linked; the Windows test script does what the POSIX one does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")
LANGUAGES = {"Čeština": "## Pro vývojáře", "English": "## For developers"}


def language_parts() -> dict[str, list[str]]:
    """Each language's lines, from its top heading to the next one (or the end)."""
    parts: dict[str, list[str]] = {}
    current = None
    in_code = False
    for line in README.splitlines():
        in_code = in_code ^ line.startswith("```")
        if line.startswith("# ") and not in_code:
            current = line[2:].strip()
            parts[current] = []
        if current is not None:
            parts[current].append(line)
    return parts


def test_one_top_heading_per_language_with_its_sections_below_it() -> None:
    parts = language_parts()
    assert list(parts) == list(LANGUAGES)
    before = README.split("\n# ", 1)[0]
    assert not re.search(r"^#", before, re.M), "every heading sits under a language's top heading"
    for lines in parts.values():
        sections = [line for line in lines[1:] if line.startswith("#")]
        assert sections and all(line.startswith("## ") or line.startswith("### ") for line in sections)


@pytest.mark.parametrize("language", list(LANGUAGES))
def test_the_player_part_is_short_and_starts_with_the_first_game(language: str) -> None:
    lines = language_parts()[language]
    developers = lines.index(LANGUAGES[language])
    assert developers < 250, f"{language}: the player part has {developers} lines (at most 249)"
    first_screen = lines[:30]
    assert "    ./play" in first_screen, "the set-up command on the first screen"
    assert any("sudo apt-get install python3 python3-venv" in line for line in first_screen)
    screen = " ".join(first_screen)
    assert all(key in screen for key in ("Enter", "F1", "Ctrl+Q")), "the first game's keys"
    developer_part = "\n".join(lines[developers:])
    for doc in ("docs/development.md", "docs/benchmarks.md", "docs/protocol.md"):
        assert f"]({doc})" in developer_part


def test_developer_material_lives_in_docs() -> None:
    parts = language_parts()
    players = "\n".join("\n".join(lines[:lines.index(LANGUAGES[language])])
                        for language, lines in parts.items())
    for word in ("load average", "zátěž", "p99", "commit", "mypy", "ruff", "games/s", "import"):
        assert word not in players, word
    development = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    benchmarks = (ROOT / "docs" / "benchmarks.md").read_text(encoding="utf-8")
    assert "## Layout" in development and "# Vývoj (česky)" in development
    assert "scripts/bench_startup.py" in benchmarks and "load average" in benchmarks


def test_every_relative_link_leads_to_a_file() -> None:
    for path in (ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))):
        text = path.read_text(encoding="utf-8")
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", text):
            assert (path.parent / target).exists(), f"{path.name}: {target}"


def _commands(text: str, prefix: str, continuation: str) -> list[str]:
    joined = re.sub(re.escape(continuation) + r"\n\s*", " ", text)
    return [line.strip()[len(prefix):] for line in joined.splitlines() if line.strip().startswith(prefix)]


def test_run_tests_cmd_does_what_run_tests_does() -> None:
    posix = _commands((ROOT / "run-tests").read_text(encoding="utf-8"), ".venv/bin/", "\\")
    posix += _commands((ROOT / "run-tests").read_text(encoding="utf-8"), "exec .venv/bin/", "\\")
    windows = _commands((ROOT / "run-tests.cmd").read_text(encoding="utf-8"), '".venv\\Scripts\\', "^")
    posix = [re.sub(r"\s+", " ", c.replace('"$@"', "ARGS")) for c in posix]
    windows = [re.sub(r"\s+", " ", c.replace('.exe"', "").replace(" || exit /b 1", "").replace("%*", "ARGS"))
               for c in windows]
    assert len(posix) >= 3 and posix == windows


def test_ci_runs_the_readme_test_command() -> None:
    assert "\n    ./run-tests\n" in README
    assert "./run-tests" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
