"""The package as a user installs it: built into an sdist and a wheel, installed into a fresh virtual
environment outside the source tree, and run from another directory.

One build serves every check (a module fixture): the sdist is built from this tree, the wheel from the
unpacked sdist (so the sdist is proven complete enough to build from), and the wheel is installed into a new
venv in a temporary directory. Every command then runs with another empty directory as its working
directory, the source tree nowhere on the path, and settings, saves and logs in temporary folders.

The default run stays offline and quick: the new venv gets the package from the wheel (``pip install
--no-deps``) and its dependencies from this test environment's site-packages (a ``.pth`` line; that folder
holds no copy of the package, only the editable install's finder, which a ``.pth`` path does not run). The
slow run (``--run-slow``) installs the wheel with its dependencies resolved by pip, as a user's ``pip
install`` does.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import sysconfig
import tarfile
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from beastybar_access import __version__

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
WINDOWS = sys.platform == "win32"

pytest.importorskip("setuptools", minversion="77", reason="the test extra's setuptools builds the wheel")


@dataclass
class Installed:
    venv: Path
    work: Path
    """An empty directory outside the source tree: every command's working directory."""
    env: dict[str, str]
    wheel: Path
    sdist: Path

    def bin(self, name: str) -> str:
        return str(self.venv / ("Scripts" if WINDOWS else "bin") / (f"{name}.exe" if WINDOWS else name))

    def run(self, *args: str, stdin: str = "", program: str = "beastybar",
            timeout: float = 180) -> subprocess.CompletedProcess[str]:
        return subprocess.run([self.bin(program), *args], input=stdin, capture_output=True, text=True,
                              cwd=self.work, env=self.env, timeout=timeout)


def _build(backend_call: str, source: Path, out: Path) -> Path:
    """Run a setuptools build hook in ``source`` (offline: this environment's setuptools)."""
    code = f"import sys; from setuptools import build_meta as b; print(b.{backend_call}(sys.argv[1]))"
    done = subprocess.run([sys.executable, "-c", code, str(out)], cwd=source, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    warnings = [line for line in (done.stdout + done.stderr).splitlines()
                if re.search(r"warn", line, re.I) and "byte-compiling is disabled" not in line]
    assert not warnings, "\n".join(warnings)  # (byte-compiling: only where PYTHONDONTWRITEBYTECODE is set)
    return out / done.stdout.strip().splitlines()[-1]


def _fresh_env(base: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "XDG_"))}
    env.update(HOME=str(base / "home"), XDG_CONFIG_HOME=str(base / "config"),
               XDG_DATA_HOME=str(base / "data"), XDG_STATE_HOME=str(base / "state"), LANG="C.UTF-8",
               PYTHONIOENCODING="utf-8",
               APPDATA=str(base / "appdata"), LOCALAPPDATA=str(base / "localappdata"))
    env.pop("LC_ALL", None)
    env.pop("BEASTYBAR_TEST_FAIL", None)
    return env


def _make_venv(base: Path, wheel: Path, with_deps: bool) -> Path:
    venv = base / "venv"
    subprocess.run([sys.executable, "-m", "venv", *([] if with_deps else ["--without-pip"]), str(venv)],
                   check=True, timeout=300, capture_output=True)
    python = venv / ("Scripts/python.exe" if WINDOWS else "bin/python")
    if with_deps:
        install = [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", str(wheel)]
    else:
        install = [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                   "--no-index", "--disable-pip-version-check", str(wheel)]
    done = subprocess.run(install, capture_output=True, text=True, timeout=900, cwd=base)
    assert done.returncode == 0, done.stdout + done.stderr
    if not with_deps:
        where = "import sysconfig; print(sysconfig.get_paths()['purelib'])"
        purelib = subprocess.run([str(python), "-c", where], capture_output=True, text=True,
                                 check=True).stdout.strip()
        ours = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
        Path(purelib, "test-environment-dependencies.pth").write_text("\n".join(sorted(ours)) + "\n",
                                                                      encoding="utf-8")
    return venv


def _install(base: Path, with_deps: bool) -> Installed:
    dist = base / "dist"
    dist.mkdir()
    sdist = _build("build_sdist", ROOT, dist)
    unpacked = base / "sdist"
    with tarfile.open(sdist) as archive:
        archive.extractall(unpacked, filter="data")
    (source,) = unpacked.iterdir()
    wheel = _build("build_wheel", source, dist)
    venv = _make_venv(base, wheel, with_deps)
    work = base / "elsewhere"
    work.mkdir()
    return Installed(venv, work, _fresh_env(base), wheel, sdist)


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    return _install(tmp_path_factory.mktemp("packaging"), with_deps=False)


def test_the_package_runs_from_the_wheel_not_from_the_source_tree(installed: Installed) -> None:
    done = installed.run("-c", "import beastybar_access; print(beastybar_access.__file__)", program="python")
    assert done.returncode == 0, done.stderr
    where = Path(done.stdout.strip()).resolve()
    assert where.is_relative_to(installed.venv.resolve()), where
    assert not where.is_relative_to(ROOT)


def test_wheel_and_sdist_carry_the_data_and_the_license(installed: Installed) -> None:
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    for lang in ("cs", "en"):
        for domain in ("cli", "ui", "common", "arena", "online", "tutorial", "web"):
            assert f"beastybar_access/locales/{lang}/{domain}.ftl" in names
        for game in ("beastybar", "cubirds", "monkeys"):  # each game's own messages, in its folder
            for name in (game, f"ui-{game}", f"web-{game}"):
                assert f"beastybar_access/games/{game}/locales/{lang}/{name}.ftl" in names
        for game in ("cubirds", "monkeys"):
            assert f"beastybar_access/games/{game}/locales/{lang}/tutorial-{game}.ftl" in names
    assert "beastybar_access/braille/tables/cs-letters.tsv" in names
    for game in ("beastybar", "cubirds", "monkeys"):
        assert f"beastybar_access/games/{game}/data/{game}-cards.tsv" in names
    assert "beastybar_access/games/beastybar/data/lessons.json" in names
    assert {f"beastybar_access/games/monkeys/data/{name}" for name in ("cards.tsv", "tiles.json")} <= names
    assert {f"beastybar_access/terminals/web/static/{name}"
            for name in ("index.html", "app.js", "sound.js", "style.css", "icon.svg")} <= names
    dist_info = f"beastybar_access-{__version__}.dist-info"
    assert f"{dist_info}/licenses/LICENSE" in names
    metadata = zipfile.ZipFile(installed.wheel).read(f"{dist_info}/METADATA").decode("utf-8")
    assert "License-Expression: MIT" in metadata and f"Version: {__version__}" in metadata
    assert "Classifier: Operating System :: Microsoft :: Windows" in metadata
    with tarfile.open(installed.sdist) as archive:
        members = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for needed in ("LICENSE", "README.md", "pyproject.toml", "MANIFEST.in", "play", "run-tests", "play.cmd",
                   "run-tests.cmd", "scripts/ensure-venv", "scripts/ensure-venv.cmd",
                   "scripts/ensure_venv.py", "tests/conftest.py", "tests/test_packaging.py",
                   "tests/data/beastybar_rulebook_scenarios.json", "beastybar_access/locales/cs/ui.ftl",
                   "beastybar_access/braille/tables/cs-letters.tsv", "docs/protocol.md",
                   "docs/development.md", "docs/benchmarks.md", "docs/server.md"):
        assert needed in members, needed
    tracked = subprocess.run(["git", "ls-files", "--", "scripts", "tests", "docs"], cwd=ROOT,
                             capture_output=True, text=True)
    if tracked.returncode == 0:  # (a git checkout: every tracked file of those folders is in the sdist)
        missing = set(tracked.stdout.splitlines()) - members
        assert not missing, f"add their kinds to MANIFEST.in: {sorted(missing)}"
    assert not [name for name in members if "__pycache__" in name or name.endswith((".pyc", ".pyo"))]


def test_version_and_help_from_another_directory(installed: Installed) -> None:
    for args, program in ((["--version"], "beastybar"), (["-m", "beastybar_access", "--version"], "python")):
        done = installed.run(*args, program=program)
        assert (done.returncode, done.stdout, done.stderr) == (0, f"beastybar {__version__}\n", "")
    done = installed.run("--help", "--lang", "en")
    assert done.returncode == 0 and done.stderr == ""
    assert "usage: beastybar" in done.stdout and "--version" in done.stdout


def test_cards_in_braille(installed: Installed) -> None:
    done = installed.run("cards", "--braille")
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 48
    assert all(re.search("[\u2801-\u28ff]", line) for line in lines)


@pytest.mark.parametrize("lang, game, over", [
    ("cs", "beastybar", "Konec hry."),
    ("en", "beastybar", "Game over."),
    ("en", "cubirds", "Game over."),
])
def test_an_all_computer_narrated_game(installed: Installed, lang: str, game: str, over: str) -> None:
    done = installed.run("play", "--game", game, "--seats", "normal,normal", "--seed", "4", "--lang", lang,
                         "--speech", "none")
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    assert over in done.stdout
    assert len(done.stdout.splitlines()) > 20, "the whole game is narrated"


@pytest.mark.skipif(WINDOWS, reason="the client is driven in a pty (pexpect); Windows: test_portability")
def test_online_play_from_the_wheel(installed: Installed, tmp_path: Path) -> None:
    """The installed server and client on 127.0.0.1: ``serve`` on an ephemeral port, ``tables --json``
    lists the table, and one person in a real terminal plays a whole Beasty Bar game against a computer
    through ``join`` (Enter on each move), then leaves with status 0."""
    import time

    import pexpect

    serve = ["--lang", "en", "serve", "--port", "0", "--data", str(tmp_path / "db"), "--bot-pace", "0"]
    server = subprocess.Popen([installed.bin("beastybar"), *serve], cwd=installed.work, env=installed.env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    ana = None
    try:
        assert server.stdout is not None
        started = re.search(r"(ws://127\.0\.0\.1:\d+/)", server.stdout.readline())
        assert started, "the installed server did not say its address"
        url = started.group(1)
        import urllib.request

        page = url.replace("ws://", "http://")  # the browser's page, from the installed package's data
        with urllib.request.urlopen(page + "?lang=cs", timeout=10) as answer:
            assert '<html lang="cs">' in answer.read().decode("utf-8")
        with urllib.request.urlopen(page + "static/app.js", timeout=10) as answer:
            assert answer.headers["Content-Type"] == "text/javascript; charset=utf-8"
        join = ["join", url, "--name", "Ana", "--create", "beastybar", "--players", "2", "--bots", "normal",
                "--speech", "none", "--lang", "en"]
        ana = pexpect.spawn(installed.bin("beastybar"), join,
                            cwd=str(installed.work), env=installed.env, encoding="utf-8", timeout=60,
                            dimensions=(50, 200))
        ana.expect("The game begins.")
        listed = installed.run("tables", url, "--json")
        assert listed.returncode == 0, listed.stderr
        assert [t["game"] for t in json.loads(listed.stdout)] == ["beastybar"]
        deadline = time.monotonic() + 120  # a hang guard only
        while ana.expect(["Game over.", pexpect.TIMEOUT], timeout=0.3) == 1:
            assert time.monotonic() < deadline, ana.before[-500:]
            ana.send("\r")  # plays the focused card on one's turn, else says whose turn it is
        ana.expect(r"work until you leave\.|the chat work meanwhile\.")  # (a rematch is offered second)
        ana.send("\r")
        ana.expect(pexpect.EOF)
        ana.close()
        assert ana.exitstatus == 0
    finally:
        if ana is not None and ana.isalive():
            ana.terminate(force=True)
        server.terminate()
        server.wait(30)
    assert "Traceback" not in (server.stderr.read() if server.stderr else "")


def _scenario(game: str) -> dict[str, object]:
    scenario: dict[str, object] = json.loads(
        (DATA / f"{game}_rulebook_scenarios.json").read_text(encoding="utf-8"))["scenarios"][0]
    return scenario


def test_resolve_one_scenario_per_game(installed: Installed) -> None:
    s = _scenario("beastybar")
    done = installed.run("resolve", stdin=json.dumps({k: v for k, v in s.items()
                                                      if k not in ("expect", "name")}))
    assert done.returncode == 0, done.stderr
    result, expect = json.loads(done.stdout), s["expect"]
    assert isinstance(expect, dict)
    assert result["queue"] == expect["queue"] and sorted(result["bar"]) == sorted(expect["bar"])

    s = _scenario("cubirds")
    done = installed.run("resolve", "--game", "cubirds",
                         stdin=json.dumps({k: v for k, v in s.items() if k not in ("expect", "name")}))
    assert done.returncode == 0, done.stderr
    result, expect = json.loads(done.stdout), s["expect"]
    assert isinstance(expect, dict)
    assert result["rows"] == expect["rows"] and result["deck"] == expect["deck"]

    s = _scenario("monkeys")
    done = installed.run("resolve", "--game", "monkeys", stdin=json.dumps({k: v for k, v in s.items()
                                                                           if k != "expect"}))
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == s["expect"]


@pytest.mark.slow
def test_pip_install_with_its_dependencies(tmp_path: Path) -> None:
    """As a user installs it: pip resolves the dependencies (from the package index or a wheel folder)."""
    installed = _install(tmp_path, with_deps=True)
    assert installed.run("--version").stdout == f"beastybar {__version__}\n"
    done = installed.run("play", "--seats", "normal,normal", "--seed", "4", "--lang", "cs",
                         "--speech", "none")
    assert done.returncode == 0 and "Konec hry." in done.stdout, done.stderr
