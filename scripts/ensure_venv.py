"""Create ``.venv`` beside this project (once) and install the project into it, on any system.

Used by ``scripts/ensure-venv`` (Linux, macOS) and ``scripts\\ensure-venv.cmd`` (Windows), which ``play`` and
``run-tests`` (``play.cmd``, ``run-tests.cmd``) call first. Usage: ``python scripts/ensure_venv.py [extra]``,
for example ``test`` to install the test tools too. Standard library only: it runs before anything is
installed, and on an older Python too, to say what is needed.

It says one line when it starts installing and one when it is done (in Czech when the system's language is
Czech, else in English); when everything is already in place it says nothing. It installs again when
``pyproject.toml`` is newer than the last installation.
"""

from __future__ import annotations

import locale
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV = ROOT / ".venv"

MESSAGES = {
    "en": {
        "start": "Installing beastybar_access and what it needs into the .venv folder (first run or after an "
                 "update; it takes a minute or two)...",
        "done": "Installed; the .venv folder is ready.",
        "old-python": "error: Python 3.11 or newer is needed, this is {version}",
        "no-venv": "error: could not create a virtual environment; on Debian or Ubuntu: "
                   "sudo apt-get install python3-venv",
        "pip-failed": "error: the installation failed (see pip's messages above)",
    },
    "cs": {
        "start": "Instaluji beastybar_access a co potřebuje do složky .venv (při prvním spuštění nebo po "
                 "aktualizaci; trvá to minutu nebo dvě)...",
        "done": "Nainstalováno; složka .venv je připravená.",
        "old-python": "chyba: je potřeba Python 3.11 nebo novější, tento je {version}",
        "no-venv": "chyba: virtuální prostředí se nepodařilo vytvořit; v Debianu nebo Ubuntu: "
                   "sudo apt-get install python3-venv",
        "pip-failed": "chyba: instalace selhala (viz hlášky pipu výše)",
    },
}


def language() -> str:
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        value = os.environ.get(var, "")
        if value:
            return "cs" if value.lower().startswith("cs") else "en"
    if sys.platform == "win32":
        try:
            name = (locale.getlocale()[0] or "").lower()
        except ValueError:
            name = ""
        if name.startswith(("cs", "czech")):
            return "cs"
    return "en"


def say(key: str, **args: str) -> None:
    sys.stderr.write(MESSAGES[language()][key].format(**args) + "\n")
    sys.stderr.flush()


def venv_python(root: Path = VENV) -> Path:
    return root / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def main(argv: list[str]) -> int:
    extra = argv[0] if argv else ""
    if sys.version_info < (3, 11):  # noqa: UP036 (this script runs on whatever python3 the system has)
        say("old-python", version=sys.version.split()[0])
        return 1
    python = venv_python()
    stamp = VENV / f".installed-{extra}"
    pyproject = ROOT / "pyproject.toml"
    if python.exists() and stamp.exists() and stamp.stat().st_mtime >= pyproject.stat().st_mtime:
        return 0
    say("start")
    if not python.exists():
        try:
            venv.create(VENV, with_pip=True)
        except (OSError, subprocess.CalledProcessError):
            python = Path()  # (Debian without python3-venv: the folder is made, pip is missing)
        if not python.is_file():
            shutil.rmtree(VENV, ignore_errors=True)
            say("no-venv")
            return 1
    spec = f"{ROOT}[{extra}]" if extra else str(ROOT)
    done = subprocess.run([str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                           "-e", spec], stdout=sys.stderr)
    if done.returncode != 0:
        say("pip-failed")
        return 1
    stamp.touch()
    say("done")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
