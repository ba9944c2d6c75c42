"""``beastybar resolve --game cubirds`` and ``beastybar simulate --game cubirds`` as a user runs them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from beastybar_access.commands.simulate import simulate

DATA = Path(__file__).parent / "data" / "cubirds_rulebook_scenarios.json"
SCENARIOS = json.loads(DATA.read_text(encoding="utf-8"))["scenarios"]


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "beastybar_access", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_resolve_every_rulebook_scenario_through_the_command(tmp_path: Path) -> None:
    for i, s in enumerate(SCENARIOS):
        data = {k: v for k, v in s.items() if k not in ("expect", "name")}
        if i % 2:
            out = run("resolve", "--game", "cubirds", stdin=json.dumps(data))
        else:
            path = tmp_path / f"s{i}.json"
            path.write_text(json.dumps(data), encoding="utf-8")
            out = run("resolve", "--game", "cubirds", str(path))
        assert out.returncode == 0, out.stderr
        result = json.loads(out.stdout)
        expect = s["expect"]
        assert result["rows"] == expect["rows"] and result["deck"] == expect["deck"]
        for key in ("hand", "collection", "discard"):
            assert sorted(result[key]) == sorted(expect[key])
        assert (result["round_over"], result["winner"]) == (expect["round_over"], expect["winner"])


BAD = [
    ("{not json", "JSON ("),
    ('{"rows": [], "hand": [], "play": {}}', "4 lists"),
    ('{"rows": [["owl","duck"],["owl","duck"],["owl","duck"],["owl","owl"]], "hand": ["owl"],'
     ' "play": {"species": "owl", "row": 0, "side": "left"}}', "row 3 holds cards of one species (owl, owl)"),
    ('{"rows": [["owl","duck"],["owl","duck"],["owl","duck"],["owl","duck"]], "hand": ["kiwi"],'
     ' "play": {"species": "kiwi", "row": 0, "side": "left"}}', "kiwi, which is no species id"),
    ('{"rows": [["owl","duck"],["owl","duck"],["owl","duck"],["owl","duck"]], "hand": ["owl"],'
     ' "play": {"species": "duck", "row": 0, "side": "left"}}', "no duck in hand"),
    ('{"rows": [["owl","duck"],["owl","duck"],["owl","duck"],["owl","duck"]], "hand": ["owl"],'
     ' "play": {"species": "owl", "row": 5, "side": "left"}}', "0 to 3"),
    ('{"rows": [["owl","duck"],["owl","duck"],["owl","duck"],["owl","duck"]], "hand": ["owl", "robin"],'
     ' "deck": ["robin"], "play": {"species": "owl", "row": 0, "side": "right"}, "flock": "robin"}',
     "a small flock of robins needs at least 6"),
    ('{"rows": [["owl","duck"],["owl","duck"],["owl","duck"],["owl","duck"]], "hand": ["owl"],'
     ' "deck": ["robin"], "play": {"species": "owl", "row": 0, "side": "right"}, "flock": "magpie"}',
     "no magpie in hand"),
    ('{"rows": [["owl","duck"],["owl","duck"],["owl","duck"],["owl","duck"]],'
     ' "hand": ["owl", "owl", "owl", "owl", "owl", "owl", "owl"],'
     ' "play": {"species": "owl", "row": 0, "side": "right"}}', "the game has only 10"),
]


@pytest.mark.parametrize(("text", "needle"), BAD, ids=[b[1] for b in BAD])
def test_resolve_bad_input(text: str, needle: str) -> None:
    out = run("resolve", "--game", "cubirds", "--lang", "en", stdin=text)
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:"), out.stderr
    assert needle in lines[0]


def test_resolve_missing_file() -> None:
    out = run("resolve", "--game", "cubirds", "/nonexistent/scenario.json", "--lang", "en")
    assert out.returncode == 2 and out.stderr.startswith("error:") and out.stdout == ""


def test_simulate_json_and_text() -> None:
    out = run("simulate", "--game", "cubirds", "--players", "5", "--games", "40", "--seed", "4", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == {"games", "plays", "seconds", "games_per_second", "wins", "avg_bar"}
    assert data["games"] == 40 and len(data["wins"]) == 5 and sum(data["wins"]) >= 40
    assert data["plays"] > 40 * 10 and 1 <= data["avg_bar"] < 20
    text = run("simulate", "--game", "cubirds", "--players", "2", "--games", "10", "--lang", "en")
    assert text.returncode == 0 and "Games per second" in text.stdout and "bar" not in text.stdout
    bad = run("simulate", "--game", "cubirds", "--players", "6", "--games", "5", "--lang", "en")
    assert bad.returncode == 2 and "2 to 5 players" in bad.stderr


def test_simulate_is_reproducible_and_averages_the_collections() -> None:
    a = simulate("cubirds", 4, 30, seed=11)
    b = simulate("cubirds", 4, 30, seed=11)
    c = simulate("cubirds", 4, 30, seed=12)
    assert a.per_game == b.per_game and a.wins == b.wins and a.avg_bar == b.avg_bar
    assert a.per_game != c.per_game
    assert a.avg_bar >= 1  # every collection starts with one bird and never shrinks
