"""The installation succeeds on every supported system (issue 22, item 1): for each platform, the dependencies
that pyproject.toml requires there (their markers evaluated for that platform) resolve from PyPI as wheels
only, with everything they need; a dependency without a wheel somewhere must be optional there (the extras
``speech`` and ``sound``, which ``./play`` installs where a wheel exists and otherwise names what the game
uses instead).

Resolution is ``pip install --dry-run --only-binary=:all: --platform … --python-version 3.11`` against
https://pypi.org (pip reads the packages' metadata only, not whole wheels). The test needs PyPI and skips,
saying so, only when PyPI cannot be reached. pip evaluates the markers of the dependencies' own dependencies
for this machine, not for the target: the project's own markers are evaluated here for each target.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.tags import compatible_tags, cpython_tags, mac_platforms
from packaging.utils import parse_wheel_filename

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
import ensure_venv  # noqa: E402  (scripts/ is no package)

INDEX = "https://pypi.org/simple/"
PYTHON = "3.11"


def manylinux(glibc_minor: int, arch: str) -> list[str]:
    """The platform tags a system with glibc 2.<glibc_minor> accepts (newest first)."""
    tags = [f"manylinux_2_{minor}_{arch}" for minor in range(glibc_minor, 4, -1)]
    legacy = {17: "manylinux2014", 12: "manylinux2010", 5: "manylinux1"}
    for minor, name in legacy.items():
        if minor <= glibc_minor and (arch == "x86_64" or minor == 17):
            tags.append(f"{name}_{arch}")
    return tags


@dataclass(frozen=True)
class Platform:
    name: str
    tags: tuple[str, ...]
    markers: tuple[tuple[str, str], ...]

    def environment(self) -> dict[str, str]:
        env: dict[str, str] = dict(default_environment())
        env.update({"python_version": PYTHON, "python_full_version": f"{PYTHON}.9",
                    "implementation_name": "cpython", "platform_python_implementation": "CPython"})
        env.update(dict(self.markers))
        return env


def _linux(machine: str) -> tuple[tuple[str, str], ...]:
    return (("sys_platform", "linux"), ("platform_system", "Linux"), ("os_name", "posix"),
            ("platform_machine", machine), ("platform_release", "5.10.0-28-amd64"))


def _mac(machine: str, darwin: str) -> tuple[tuple[str, str], ...]:
    return (("sys_platform", "darwin"), ("platform_system", "Darwin"), ("os_name", "posix"),
            ("platform_machine", machine), ("platform_release", darwin))


def _windows(machine: str) -> tuple[tuple[str, str], ...]:
    return (("sys_platform", "win32"), ("platform_system", "Windows"), ("os_name", "nt"),
            ("platform_machine", machine), ("platform_release", "10"))


PLATFORMS = [
    Platform("manylinux 2.28 x86-64", tuple(manylinux(28, "x86_64")), _linux("x86_64")),  # RHEL 8
    Platform("manylinux 2.31 x86-64", tuple(manylinux(31, "x86_64")), _linux("x86_64")),  # Debian 11
    Platform("manylinux 2.34 x86-64", tuple(manylinux(34, "x86_64")), _linux("x86_64")),  # Debian 12
    Platform("manylinux 2.28 aarch64", tuple(manylinux(28, "aarch64")), _linux("aarch64")),
    Platform("musllinux 1.2 x86-64", ("musllinux_1_2_x86_64", "musllinux_1_1_x86_64"), _linux("x86_64")),
    Platform("macOS 10.15 x86-64", tuple(mac_platforms((10, 15), "x86_64")), _mac("x86_64", "19.6.0")),
    Platform("macOS 11 arm64", tuple(mac_platforms((11, 0), "arm64")), _mac("arm64", "20.6.0")),
    Platform("macOS 11 x86-64", tuple(mac_platforms((11, 0), "x86_64")), _mac("x86_64", "20.6.0")),
    Platform("Windows x64", ("win_amd64",), _windows("AMD64")),
    Platform("Windows ARM64", ("win_arm64",), _windows("ARM64")),
    Platform("Windows x86", ("win32",), _windows("AMD64")),  # 32-bit Python (machine: the system's)
]


def project() -> dict[str, object]:
    data: dict[str, object] = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return data


def required_on(platform: Platform) -> list[Requirement]:
    """The dependencies pyproject.toml requires on ``platform`` (their markers evaluated for it)."""
    env = platform.environment()
    found = [Requirement(text) for text in project()["dependencies"]]  # type: ignore[attr-defined]
    return [r for r in found if r.marker is None or r.marker.evaluate(env)]


def unmarked(requirement: Requirement) -> str:
    """The requirement without its marker (pip would evaluate that for this machine, not the target)."""
    extras = f"[{','.join(sorted(requirement.extras))}]" if requirement.extras else ""
    return f"{requirement.name}{extras}{requirement.specifier}"


@cache
def pypi_problem() -> str | None:
    """Why PyPI cannot be reached from here, or None."""
    try:
        with urllib.request.urlopen(INDEX + "prismatoid/", timeout=20) as answer:
            answer.read(1)
    except (urllib.error.URLError, OSError) as exc:
        return f"PyPI ({INDEX}) is unreachable from this machine: {exc}"
    return None


def resolve(platform: Platform, requirements: list[str], where: Path) -> tuple[int, str, set[str]]:
    """pip's dry-run resolution of ``requirements`` for ``platform`` from wheels only: status, pip's
    messages, and the names of the distributions it would install."""
    report = where / "report.json"
    command = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet",
               "--disable-pip-version-check", "--target", str(where / "target"), "--report", str(report),
               "--only-binary=:all:", "--python-version", PYTHON, "--implementation", "cp",
               "--abi", "cp" + PYTHON.replace(".", ""), "--abi", "abi3", "--abi", "none",
               "--index-url", INDEX]
    for tag in platform.tags:
        command += ["--platform", tag]
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIP_") or k == "PIP_CERT"}
    env["PIP_CONFIG_FILE"] = os.devnull  # PyPI itself: no local wheel folders or extra indexes
    done = subprocess.run([*command, *requirements], capture_output=True, text=True, env=env, timeout=300)
    names: set[str] = set()
    if done.returncode == 0 and report.exists():
        names = {item["metadata"]["name"].lower() for item in json.loads(report.read_text())["install"]}
    return done.returncode, done.stderr, names


@pytest.fixture(scope="module")
def resolutions(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, str, set[str]]]:
    problem = pypi_problem()
    if problem:
        pytest.skip(problem)
    base = tmp_path_factory.mktemp("platforms")

    def one(i: int, platform: Platform) -> tuple[str, tuple[int, str, set[str]]]:
        where = base / str(i)
        where.mkdir()
        return platform.name, resolve(platform, [unmarked(r) for r in required_on(platform)], where)

    with ThreadPoolExecutor(max_workers=4) as pool:
        return dict(pool.map(lambda job: one(*job), enumerate(PLATFORMS)))


@pytest.mark.parametrize("platform", PLATFORMS, ids=[p.name for p in PLATFORMS])
def test_the_required_dependencies_resolve_as_wheels(
        platform: Platform, resolutions: dict[str, tuple[int, str, set[str]]]) -> None:
    status, messages, names = resolutions[platform.name]
    assert status == 0, f"{platform.name}: pip could not resolve the required dependencies:\n{messages}"
    wanted = {r.name.lower() for r in required_on(platform)}
    assert wanted <= names, (wanted - names, names)


# Where each optional extra has a wheel (2026-12-03). The required check above is what an installation
# needs; this one keeps the README's statement of what each system gets true.
WHEELS = {
    "speech": {"manylinux 2.34 x86-64", "musllinux 1.2 x86-64", "macOS 11 arm64", "macOS 11 x86-64",
               "Windows x64", "Windows ARM64", "Windows x86"},
    "sound": {p.name for p in PLATFORMS} - {"manylinux 2.28 aarch64", "Windows ARM64"},
}


def wheel_platforms(requirement: Requirement) -> set[str]:
    """The platforms (of :data:`PLATFORMS`) for which PyPI has a wheel of ``requirement`` for Python 3.11."""
    request = urllib.request.Request(INDEX + requirement.name + "/",
                                     headers={"Accept": "application/vnd.pypi.simple.v1+json"})
    with urllib.request.urlopen(request, timeout=60) as answer:
        files = json.load(answer)["files"]
    wheels = []
    for file in files:
        if not file["filename"].endswith(".whl") or file.get("yanked"):
            continue
        _, version, _, tags = parse_wheel_filename(file["filename"])
        if requirement.specifier.contains(version):
            wheels.append(set(tags))
    found = set()
    for platform in PLATFORMS:
        python = (3, int(PYTHON.split(".")[1]))
        accepted = {*cpython_tags(python, abis=[f"cp3{python[1]}", "abi3", "none"], platforms=platform.tags),
                    *compatible_tags(python, f"cp3{python[1]}", platforms=platform.tags)}
        if any(tags & accepted for tags in wheels):
            found.add(platform.name)
    return found


# Where each optional extra has a wheel (2026-12-03; the README's list of what each system gets).
WHEELS = {
    "speech": {"manylinux 2.34 x86-64", "musllinux 1.2 x86-64", "macOS 11 arm64", "macOS 11 x86-64",
               "Windows x64", "Windows ARM64", "Windows x86"},
    "sound": {p.name for p in PLATFORMS} - {"manylinux 2.28 aarch64", "Windows ARM64"},
}


@pytest.mark.parametrize("extra", ensure_venv.OPTIONAL)
def test_an_optional_extra_is_required_only_where_it_has_wheels(extra: str) -> None:
    problem = pypi_problem()
    if problem:
        pytest.skip(problem)
    extras: dict[str, list[str]] = project()["optional-dependencies"]  # type: ignore[assignment]
    for text in extras[extra]:
        requirement = Requirement(text)
        has_wheel = wheel_platforms(requirement)
        # (more wheels later keep the README true; fewer would not)
        assert WHEELS[extra] <= has_wheel, (extra, sorted(WHEELS[extra] - has_wheel))
        for platform in PLATFORMS:
            required = {r.name for r in required_on(platform)}
            if platform.name not in has_wheel:
                assert requirement.name not in required, f"{platform.name}: {requirement.name} has no wheel"
