"""``beastybar resolve --game monkeys`` and ``beastybar simulate --game monkeys`` as a user runs them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from beastybar_access.commands.simulate import simulate

DATA = Path(__file__).parent / "data" / "monkeys_rulebook_scenarios.json"
SCENARIOS = json.loads(DATA.read_text(encoding="utf-8"))["scenarios"]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "beastybar_access", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_resolve_the_rulebook_scenario_from_a_file_and_from_stdin(tmp_path: Path) -> None:
    (s,) = SCENARIOS
    data = {k: v for k, v in s.items() if k != "expect"}
    path = tmp_path / "round.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for out in (run("resolve", "--game", "monkeys", str(path)),
                run("resolve", "--game", "monkeys", stdin=json.dumps(data)),
                run("resolve", "--game", "monkeys", "-", stdin=json.dumps(s))):
        assert out.returncode == 0 and out.stderr == "", out.stderr
        assert json.loads(out.stdout) == s["expect"]
        assert list(json.loads(out.stdout)) == ["set_aside", "checks", "smartest", "scores"]


TILE = {"combo": "circles-3", "side": "green", "cards": ["red-circle-circle", "blue-circle-square"]}


def scenario(**tile: object) -> str:
    return json.dumps({"players": [{"name": "Claire", "banana_peels": 1, "tiles": [{**TILE, **tile}]},
                                   {"name": "Tom", "banana_peels": 0, "tiles": []}]})


BAD = [
    ("{not json", "JSON ("),
    ("[1]", "JSON object"),
    (scenario(combo="circles-9"), "circles-9, which is no combo id"),
    (scenario(cards=["red-circle-circle", "blue-hexagon-square"]),
     "blue-hexagon-square, which is no card id"),
    (scenario(side="grey"), "“green” or “brown”, not grey"),
    (scenario(cards=[]), "has no cards"),
    (json.dumps({"players": [{"name": "Claire", "banana_peels": -1, "tiles": []}]}),
     "banana peels of Claire"),
    (json.dumps({"players": [{"name": "Tom", "tiles": []}, {"name": "Tom", "tiles": []}]}),
     "two players are called Tom"),
    ('{"players": []}', "at least one player, not []"),
]


@pytest.mark.parametrize(("text", "needle"), BAD, ids=[b[1][:30] for b in BAD])
def test_resolve_bad_input(text: str, needle: str) -> None:
    out = run("resolve", "--game", "monkeys", "--lang", "en", stdin=text)
    assert out.returncode == 2 and out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:") and needle in lines[0], out.stderr


def test_resolve_missing_file() -> None:
    out = run("resolve", "--game", "monkeys", "/nonexistent/round.json", "--lang", "en")
    assert out.returncode == 2 and out.stderr.startswith("error:") and out.stdout == ""


def test_simulate_json_and_text() -> None:
    out = run("simulate", "--game", "monkeys", "--players", "4", "--games", "5", "--seed", "3", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert data["games"] == 5 and len(data["wins"]) == 4 and sum(data["wins"]) >= 5 and data["plays"] > 5 * 50
    text = run("simulate", "--game", "monkeys", "--players", "2", "--games", "3", "--variant", "family",
               "--lang", "en")
    assert text.returncode == 0 and "Average points per player and game" in text.stdout
    cs = run("simulate", "--game", "monkeys", "--players", "2", "--games", "2", "--lang", "cs")
    assert cs.returncode == 0 and "Průměrně bodů na hráče a hru" in cs.stdout
    bad = run("simulate", "--game", "monkeys", "--players", "5", "--games", "2", "--lang", "en")
    assert bad.returncode == 2 and "2 to 4 players" in bad.stderr


def test_simulate_is_reproducible() -> None:
    a = simulate("monkeys", 3, 4, seed=2)
    b = simulate("monkeys", 3, 4, seed=2, variant="standard")
    assert a.per_game == b.per_game and a.avg_bar == b.avg_bar
    assert simulate("monkeys", 3, 4, seed=3).per_game != a.per_game
