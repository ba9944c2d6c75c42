"""Create ``.venv`` beside this project (once) and install the project into it, on any system.

Used by ``scripts/ensure-venv`` (Linux, macOS) and ``scripts\\ensure-venv.cmd`` (Windows), which ``play`` and
``run-tests`` (``play.cmd``, ``run-tests.cmd``) call first. Usage:
``python scripts/ensure_venv.py [extra] [-- PROGRAM-ARGUMENTS]``, for example ``test`` to install the test
tools too; ``play`` passes its own arguments after ``--`` so that the lines here follow their ``--lang``.
Standard library only: it runs before anything is installed, and on an older Python too, to say what is
needed.

It says one line when it starts installing and one when it is done (in the language of ``--lang`` among the
program's arguments, else in the one the program would choose); when everything is already in place it says
nothing. It installs again when ``pyproject.toml`` is newer than the last
installation.

The optional extras (``speech``: prismatoid, for screen readers and system voices; ``sound``: miniaudio, for
the sound cues) are installed where their package has a wheel for this system; pyproject.toml requires them
only where a marker can tell that it has one (prismatoid has none below glibc 2.34 or macOS 11, miniaudio
none for Windows on ARM64). Where there is none, one line says so and what the game uses instead.
"""

from __future__ import annotations

import locale
import os
import re
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
        "no-wheel-speech": "prismatoid (screen readers and system voices) has no package for this system: "
                           "the game speaks through the espeak-ng program instead (or not at all with "
                           "--speech none).",
        "no-wheel-sound": "miniaudio (the sound cues) has no package for this system: the cues play through "
                          "the system's sound player instead, or as the terminal bell.",
        "optional-failed": "{package} could not be installed (pip's messages above); the game runs without "
                           "it.",
    },
    "cs": {
        "start": "Instaluji beastybar_access a co potřebuje do složky .venv (při prvním spuštění nebo po "
                 "aktualizaci; trvá to minutu nebo dvě)...",
        "done": "Nainstalováno; složka .venv je připravená.",
        "old-python": "chyba: je potřeba Python 3.11 nebo novější, tento je {version}",
        "no-venv": "chyba: virtuální prostředí se nepodařilo vytvořit; v Debianu nebo Ubuntu: "
                   "sudo apt-get install python3-venv",
        "pip-failed": "chyba: instalace selhala (viz hlášky pipu výše)",
        "no-wheel-speech": "prismatoid (odečítače obrazovky a hlasy systému) pro tento systém nemá balíček: "
                           "hra bude místo toho mluvit programem espeak-ng (nebo vůbec, s volbou "
                           "--speech none).",
        "no-wheel-sound": "miniaudio (zvuky) pro tento systém nemá balíček: zvuky bude místo toho hrát "
                          "přehrávač systému, nebo zazní zvonek terminálu.",
        "optional-failed": "{package} se nepodařilo nainstalovat (hlášky pipu výše); hra poběží bez něj.",
    },
}


OPTIONAL = ("speech", "sound")
"""The extras installed where their packages have a wheel for this system."""

_chosen: list[str] = []
"""The language the program's own ``--lang`` asked for (set by :func:`main`)."""


def language_of(program_args: list[str]) -> str | None:
    """The ``--lang`` among the program's arguments (``--lang cs``, ``--lang=en``), if it names a language.

    >>> language_of(["tutorial", "--lang", "en"]), language_of(["--lang=cs"]), language_of(["--lang", "de"])
    ('en', 'cs', None)
    """
    for i, arg in enumerate(program_args):
        if arg == "--":
            break
        value = program_args[i + 1] if arg == "--lang" and i + 1 < len(program_args) else \
            arg.partition("=")[2] if arg.startswith("--lang=") else None
        if value in ("cs", "en"):
            return value
    return None


def language(environ: dict[str, str] | None = None, platform: str = sys.platform) -> str:
    """The language of the lines here: the program's ``--lang``, else as the program itself finds it
    (``beastybar_access.narration.detect_language``: LC_ALL, LC_MESSAGES, LANGUAGE, LANG, Windows' locale,
    else Czech), so that the set-up and the game that follows speak one language."""
    if _chosen:
        return _chosen[0]
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"):
        for part in env.get(var, "").split(":"):
            code = part.split(".")[0].split("_")[0].lower()
            if code in ("cs", "en"):
                return code
    if environ is None and platform == "win32":
        try:
            name = (locale.getlocale()[0] or "").lower()
        except ValueError:
            name = ""
        for code, word in (("cs", "czech"), ("en", "english")):
            if name.startswith((code, word)):
                return code
    return "cs"


def say(key: str, **args: str) -> None:
    sys.stderr.write(MESSAGES[language()][key].format(**args) + "\n")
    sys.stderr.flush()


def venv_python(root: Path | None = None) -> Path:
    root = VENV if root is None else root
    return root / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")


def optional_requirements(pyproject: Path) -> dict[str, list[str]]:
    """Each optional extra's requirements, as pyproject.toml lists them."""
    import tomllib  # (3.11 and newer: imported here, so that an older Python hears what it lacks)

    extras = tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"].get("optional-dependencies", {})
    return {name: list(extras.get(name, [])) for name in OPTIONAL}


def install_optional(python: Path, pyproject: Path) -> None:
    """Install each optional extra's packages from wheels only; say which have none for this system."""
    for extra, requirements in optional_requirements(pyproject).items():
        for requirement in requirements:
            done = subprocess.run([str(python), "-m", "pip", "install", "--quiet",
                                   "--disable-pip-version-check", "--only-binary=:all:", requirement],
                                  capture_output=True, text=True)
            if done.returncode == 0:
                continue
            if re.search(r"No matching distribution|from versions: none", done.stderr):
                say(f"no-wheel-{extra}")
            else:
                sys.stderr.write(done.stderr)
                say("optional-failed", package=re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0])


def main(argv: list[str]) -> int:
    own, program_args = (argv[:argv.index("--")], argv[argv.index("--") + 1:]) if "--" in argv else (argv, [])
    _chosen[:] = [lang] if (lang := language_of(program_args)) else []
    extra = own[0] if own else ""
    if sys.version_info < (3, 11):  # noqa: UP036 (this script runs on whatever python3 the system has)
        say("old-python", version=sys.version.split()[0])
        return 1
    python = venv_python()
    stamp = VENV / f".installed-{extra}"
    pyproject = ROOT / "pyproject.toml"
    # an installation with an extra holds the plain one too (./play after ./run-tests installs nothing)
    enough = [stamp] if extra else [stamp, *VENV.glob(".installed-*")]
    if python.exists() and any(s.exists() and s.stat().st_mtime >= pyproject.stat().st_mtime for s in enough):
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
    install_optional(python, pyproject)
    stamp.touch()
    say("done")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
