"""``./play``'s set-up (scripts/ensure_venv.py): its lines follow the program's ``--lang`` (else the language
the program itself would choose), and an optional package without a wheel for this system is named with what
the game uses instead, never a failed installation (issue 22, items 1 and 7)."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from beastybar_access.narration import detect_language

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import ensure_venv  # noqa: E402  (scripts/ is no package)


@pytest.fixture(autouse=True)
def _no_chosen_language() -> object:
    saved = list(ensure_venv._chosen)
    yield
    ensure_venv._chosen[:] = saved


def fake_python(tmp_path: Path, no_wheel: str = "", broken: str = "") -> Path:
    """A stand-in for the virtual environment's python: ``-m pip install`` succeeds, except for the package
    ``no_wheel`` (pip's words when no wheel fits) and ``broken`` (another failure); it logs its arguments."""
    script = tmp_path / "python"
    script.write_text(f"""#!/bin/sh
echo "$@" >> "{tmp_path}/calls"
for arg in "$@"; do
    case "$arg" in
        {no_wheel or "@never@"}*)
            echo "ERROR: Could not find a version that satisfies $arg (from versions: none)" >&2
            echo "ERROR: No matching distribution found for $arg" >&2; exit 1 ;;
        {broken or "@never@"}*) echo "ERROR: HTTP error 503 while getting $arg" >&2; exit 1 ;;
    esac
done
exit 0
""", encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IEXEC)
    return script


@pytest.mark.parametrize("environ", [
    {}, {"LANG": "C.UTF-8"}, {"LANG": "en_GB.UTF-8"}, {"LANG": "cs_CZ.UTF-8"},
    {"LC_ALL": "C", "LANG": "en_US"}, {"LANGUAGE": "de:en", "LANG": "cs_CZ.UTF-8"},
    {"LC_MESSAGES": "cs_CZ", "LANG": "en_US"}, {"LANG": "de_DE"},
])
def test_the_set_up_speaks_the_language_the_game_will(environ: dict[str, str]) -> None:
    assert ensure_venv.language(environ, platform="linux") == detect_language(None, environ)


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in python is a shell script")
@pytest.mark.parametrize("lang, start, done", [
    ("en", "Installing beastybar_access", "Installed; the .venv folder is ready."),
    ("cs", "Instaluji beastybar_access", "Nainstalováno; složka .venv je připravená."),
])
def test_the_first_run_lines_follow_lang(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                         capfd: pytest.CaptureFixture[str], lang: str, start: str,
                                         done: str) -> None:
    venv = tmp_path / ".venv"
    (venv / "bin").mkdir(parents=True)
    python = fake_python(tmp_path)
    os.symlink(python, venv / "bin" / "python")
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"),
                                             encoding="utf-8")
    monkeypatch.setattr(ensure_venv, "ROOT", tmp_path)
    monkeypatch.setattr(ensure_venv, "VENV", venv)
    other = "cs_CZ.UTF-8" if lang == "en" else "en_US.UTF-8"
    monkeypatch.setenv("LANG", other)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    assert ensure_venv.main(["--", "tutorial", "--lang", lang]) == 0
    lines = capfd.readouterr().err.splitlines()
    assert lines[0].startswith(start) and lines[-1] == done, lines
    calls = (tmp_path / "calls").read_text(encoding="utf-8")
    assert "-e " + str(tmp_path) in calls, "the project itself was installed"
    for package in ("prismatoid", "miniaudio"):
        assert f"--only-binary=:all: {package}>=" in calls, f"{package} tried from wheels only"
    assert ensure_venv.main(["--", "--lang", lang]) == 0
    assert capfd.readouterr().err == "", "nothing to say when everything is in place"


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in python is a shell script")
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_an_optional_package_without_a_wheel_is_named_with_what_is_used_instead(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], lang: str) -> None:
    ensure_venv._chosen[:] = [lang]
    ensure_venv.install_optional(fake_python(tmp_path, no_wheel="prismatoid"), ROOT / "pyproject.toml")
    said = capsys.readouterr().err
    assert said == ensure_venv.MESSAGES[lang]["no-wheel-speech"] + "\n"
    assert "espeak-ng" in said and "prismatoid" in said
    ensure_venv.install_optional(fake_python(tmp_path, no_wheel="miniaudio"), ROOT / "pyproject.toml")
    assert capsys.readouterr().err == ensure_venv.MESSAGES[lang]["no-wheel-sound"] + "\n"


@pytest.mark.skipif(sys.platform == "win32", reason="the stand-in python is a shell script")
def test_another_failure_of_an_optional_package_shows_pips_words(tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    ensure_venv._chosen[:] = ["en"]
    ensure_venv.install_optional(fake_python(tmp_path, broken="miniaudio"), ROOT / "pyproject.toml")
    lines = capsys.readouterr().err.splitlines()
    assert lines == ["ERROR: HTTP error 503 while getting miniaudio>=1.61",
                     "miniaudio could not be installed (pip's messages above); the game runs without it."]


def test_every_line_exists_in_both_languages() -> None:
    assert set(ensure_venv.MESSAGES["cs"]) == set(ensure_venv.MESSAGES["en"])


@pytest.mark.skipif(sys.platform == "win32", reason="the POSIX start script")
@pytest.mark.parametrize("args, lang, expected", [
    (["--", "--lang", "en"], "cs_CZ.UTF-8", "error: python3 (3.11 or newer) is needed"),
    (["--", "tutorial", "--lang=cs"], "en_US.UTF-8", "chyba: je potřeba python3 (3.11 nebo novější)"),
    ([], "C.UTF-8", "chyba: je potřeba python3"),  # as the game: Czech unless the system says English
    ([], "en_GB.UTF-8", "error: python3"),
])
def test_without_python_the_shell_script_says_so_in_the_games_language(args: list[str], lang: str,
                                                                       expected: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG"))}
    env.update(PYTHON="no-such-python3", LANG=lang)
    done = subprocess.run(["sh", str(ROOT / "scripts" / "ensure-venv"), *args], capture_output=True,
                          text=True, env=env, timeout=30)
    assert done.returncode == 1 and done.stderr.startswith(expected), done.stderr


def test_the_windows_script_says_python_is_missing_in_both_languages() -> None:
    """cmd cannot run here; what can be read is checked: both lines, the --lang and locale sources the
    POSIX script reads too, and CRLF line ends (cmd misreads labels and jumps in a file with bare LFs)."""
    raw = (ROOT / "scripts" / "ensure-venv.cmd").read_bytes()
    assert raw.count(b"\n") == raw.count(b"\r\n")
    text = raw.decode("utf-8")
    assert "chyba: je potřeba Python 3.11 nebo novější" in text
    assert "error: Python 3.11 or newer is needed" in text
    for source in ("--lang", "%LC_ALL%", "%LC_MESSAGES%", "%LANGUAGE%", "%LANG%", "LocaleName", "chcp 65001"):
        assert source in text, source
