"""``beastybar resolve`` and ``beastybar simulate`` as a user runs them (real processes)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from beastybar_access.commands.simulate import simulate

DATA = Path(__file__).parent / "data" / "beastybar_rulebook_scenarios.json"


def run(*args: str, stdin: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "beastybar_access", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_resolve_from_stdin_and_file(tmp_path: Path) -> None:
    scenario = {"queue": ["yellow-hippo", "blue-monkey", "red-giraffe", "green-parrot"],
                "play": "yellow-giraffe", "choices": []}
    out = run("resolve", stdin=json.dumps(scenario))
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    assert result["queue"] == ["blue-monkey", "yellow-giraffe"]
    assert sorted(result["bar"]) == ["red-giraffe", "yellow-hippo"]
    assert result["thats_it"] == ["green-parrot"]
    assert result["events"][0]["type"] == "card_played"
    path = tmp_path / "s.json"
    path.write_text(json.dumps({**scenario, "bar": ["red-lion"], "thats_it": ["blue-skunk"]}))
    result = json.loads(run("resolve", str(path)).stdout)
    assert sorted(result["bar"]) == ["red-giraffe", "red-lion", "yellow-hippo"]
    assert sorted(result["thats_it"]) == ["blue-skunk", "green-parrot"]


BAD = [
    ("{not json", "JSON ("),
    ("[]", "JSON object"),
    ('{"queue": ["green-unicorn"], "play": "red-lion"}', "no card id"),
    ('{"queue": ["green-lion"], "play": "green-lion"}', "twice"),
    ('{"queue": ["red-lion"], "play": "blue-lion", "bar": ["red-lion"]}', "twice"),
    ('{"queue": ["red-lion", "red-hippo", "red-seal", "red-zebra", "red-snake"], "play": "blue-lion"}',
     "at most 4"),
    ('{"queue": ["red-lion"], "play": "blue-parrot", "choices": []}', "which animal the parrot throws out"),
    ('{"queue": ["red-lion"], "play": "blue-parrot", "choices": [0, 1]}', "more choices than it needs"),
    ('{"queue": ["red-lion"], "play": "blue-parrot", "choices": [3]}', "no place 4"),
    ('{"queue": ["red-lion"], "play": "blue-kangaroo", "choices": [2]}', "at most 1 animal, not 2"),
    ('{"queue": ["red-lion"], "play": "blue-zebra", "choices": [0]}', "zebra was given more choices"),
    ('{"queue": [], "play": "blue-parrot", "choices": [0]}', "nothing to choose"),
    ('{"queue": ["red-lion"], "play": "blue-chameleon", "choices": [0, 1]}',
     "chameleon was given more choices"),
    ('{"queue": ["red-parrot"], "play": "blue-chameleon", "choices": [0]}', "choose which animal"),
    ('{"queue": ["red-lion"], "choices": []}', "lacks the key “play”"),
    ('{"play": "red-lion"}', "lacks the key “queue”"),
    ('{"queue": ["red-lion"], "play": "blue-parrot", "choices": ["0"]}', "whole numbers"),
    ('{"queue": "red-lion", "play": "blue-parrot"}', "must be a list"),
    ('{"queue": [], "play": "blue-parrot", "colour": 1}', "unknown key"),
]


@pytest.mark.parametrize(("text", "needle"), BAD, ids=[b[1] for b in BAD])
def test_resolve_bad_input(text: str, needle: str) -> None:
    out = run("resolve", "--lang", "en", stdin=text)
    assert out.returncode == 2
    assert out.stdout == ""
    lines = out.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("error:"), out.stderr
    assert needle in lines[0]
    assert "Traceback" not in out.stderr


def test_resolve_missing_file() -> None:
    out = run("resolve", "/nonexistent/scenario.json", "--lang", "en")
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == "error: the file /nonexistent/scenario.json does not exist\n"


def test_resolve_every_rulebook_scenario_through_the_command() -> None:
    for s in json.loads(DATA.read_text())["scenarios"]:
        data = {k: v for k, v in s.items() if k not in ("expect", "name")}
        out = run("resolve", stdin=json.dumps(data))
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["queue"] == s["expect"]["queue"]


def test_simulate_json_and_text() -> None:
    out = run("simulate", "--players", "3", "--games", "50", "--seed", "4", "--json")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == {"games", "plays", "seconds", "games_per_second", "wins", "avg_bar"}
    assert data["games"] == 50 and data["plays"] == 50 * 36 and len(data["wins"]) == 3
    assert sum(data["wins"]) >= 50
    text = run("simulate", "--players", "2", "--games", "20", "--lang", "en")
    assert text.returncode == 0 and "Games per second" in text.stdout
    cz = run("simulate", "--players", "2", "--games", "20", "--lang", "cs")
    assert "Her za sekundu" in cz.stdout
    bad = run("simulate", "--players", "7", "--games", "5", "--lang", "en")
    assert bad.returncode == 2 and "2 to 4 players" in bad.stderr


def test_simulate_is_reproducible_per_game() -> None:
    a = simulate("beastybar", 4, 30, seed=11)
    b = simulate("beastybar", 4, 30, seed=11)
    c = simulate("beastybar", 4, 30, seed=12)
    assert a.per_game == b.per_game and a.wins == b.wins
    assert a.per_game != c.per_game
    adv = simulate("beastybar", 2, 30, seed=1, variant="advanced")
    assert adv.plays == 30 * 16


def test_cards_braille_lists_all_48_with_czech_names_and_cells() -> None:
    from beastybar_access.games.beastybar.braille_cards import card_cells
    from beastybar_access.games.beastybar.cards import parse_card

    out = run("cards", "--braille", "--lang", "en")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert len(lines) == 48
    rows = [line.split("\t") for line in lines]
    assert all(len(r) == 3 for r in rows)
    assert len({r[0] for r in rows}) == 48 and len({r[2] for r in rows}) == 48
    by_id = {r[0]: r for r in rows}
    assert by_id["green-parrot"][1] == "zelený papoušek"
    assert by_id["red-giraffe"][1] == "červená žirafa"
    for card_id_, _, cells in rows:
        assert cells == card_cells(parse_card(card_id_))
    plain = run("cards", "--lang", "en").stdout.splitlines()
    assert "yellow-hippo\tyellow hippo" in plain


def test_command_line_errors_in_the_chosen_language() -> None:
    cz = run("simulate", "--players", "x", "--lang", "cs")
    assert cz.returncode == 2
    # one line: the fault without argparse's words ("neplatná hodnota typu int"), and where help is
    assert cz.stderr == ("chyba: volba --players: „x“ není celé číslo. "
                         "Volby vypíše beastybar simulate --help.\n")
    en = run("simulate", "--bogus", "--lang", "en")
    assert en.returncode == 2 and "error: unrecognized arguments: --bogus." in en.stderr
    assert "usage:" not in en.stderr and len(en.stderr.splitlines()) == 1
    typed = run("play", "--delay", "20", "--speech", "none", "--lang", "en")
    assert typed.returncode == 2 and typed.stderr.rstrip().endswith("not 20"), "as typed, not 20.0"
    comma = run("serve", "--hold", "0,5x", "--lang", "cs")
    assert comma.returncode == 2 and "„0,5x“ není číslo" in comma.stderr and "float" not in comma.stderr
    help_cs = run("resolve", "--help", "--lang", "cs")
    assert "použití:" in help_cs.stdout and "usage:" not in help_cs.stdout


def test_errors_speak_the_language_the_game_speaks(tmp_path: Path) -> None:
    """resolve (and any tool) without --lang speaks the language set in the game's settings, before the
    system's; --lang still wins."""
    import os

    config = tmp_path / "config" / "beastybar"
    config.mkdir(parents=True)
    (config / "settings.json").write_text('{"lang": "cs"}', encoding="utf-8")
    env = {**os.environ, "XDG_CONFIG_HOME": str(tmp_path / "config"), "LANG": "en_US.UTF-8"}
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    env.pop("LANGUAGE", None)

    def resolve(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "beastybar_access", "resolve", *args],
                              input='{"queue": ["red-lion"], "play": "blue-parrot", "choices": []}',
                              capture_output=True, text=True, timeout=60, env=env)

    czech = resolve()
    assert czech.returncode == 2 and czech.stderr.startswith("chyba: situaci nejde vyhodnotit ("), czech
    missing = resolve("/nonexistent/scenario.json")
    assert missing.stderr == "chyba: soubor /nonexistent/scenario.json neexistuje\n"
    english = resolve("--lang", "en")
    assert english.stderr.startswith("error: the scenario cannot be resolved ("), english.stderr


def test_game_given_before_the_tool_command_is_used() -> None:
    """``beastybar --game cubirds simulate`` means the same as ``beastybar simulate --game cubirds``."""
    five = run("--game", "cubirds", "simulate", "--players", "5", "--games", "3", "--json")
    assert five.returncode == 0, five.stderr  # 5 players: only Cubirds has them
    arena = run("--game", "cubirds", "arena", "--players", "2", "--games", "2", "--seats", "normal,easy",
                "--json")
    assert arena.returncode == 0, arena.stderr
    assert json.loads(arena.stdout)["game"] == "cubirds"
    monkeys = run("--lang", "en", "--game", "monkeys", "arena", "--games", "2")
    assert monkeys.returncode == 2 and 'does not play "monkeys"' in monkeys.stderr
    default = run("arena", "--games", "2", "--seats", "normal,easy", "--json")
    assert json.loads(default.stdout)["game"] == "beastybar"


def test_the_quick_help_messages_are_fluents_own() -> None:
    """--help renders its plain messages without Fluent (issue 28); each is exactly what Fluent renders from
    the same files, in both languages (the .ftl files stay the one source)."""
    import re

    from beastybar_access import games  # noqa: F401  (the games' own message folders)
    from beastybar_access.narration import CONSOLE_DOMAINS, Localizer
    from beastybar_access.narration.quick import QuickMessages, plain_messages

    for lang in ("cs", "en"):
        plain = plain_messages(lang, CONSOLE_DOMAINS)
        assert len(plain) > 300 and "cli-help" in plain and "cli-join-private" in plain
        quick, fluent = QuickMessages(lang, CONSOLE_DOMAINS), Localizer.load(lang, domains=CONSOLE_DOMAINS)
        for msg_id, text in plain.items():
            args = {name: f"<{name} x>" for name in re.findall(r"\$([a-zA-Z][\w-]*)", text)}
            assert quick(msg_id, **args) == fluent(msg_id, **args), msg_id
        assert quick._full is None, "no plain message needed Fluent"
        assert quick("cli-bad-players", low=2, high=4, given="7") == fluent("cli-bad-players", low=2, high=4,
                                                                         given="7")


def test_version_and_help_load_no_fluent_babel_or_event_loop() -> None:
    code = ("import io, contextlib, sys\n"
            "from beastybar_access import cli\n"
            "for argv in (['--version'], ['--help'], ['serve', '--help', '--lang', 'en']):\n"
            "    with contextlib.redirect_stdout(io.StringIO()):\n"
            "        try:\n"
            "            cli.main(argv)\n"
            "        except SystemExit:\n"
            "            pass\n"
            "    print(argv[0], sorted(m for m in ('fluent.runtime', 'babel', 'asyncio', 'prompt_toolkit',\n"
            "          'sqlite3') if m in sys.modules))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.stdout.splitlines() == ["--version []", "--help []", "serve []"], done.stdout + done.stderr



def test_plays_first_line_parses_no_message_file_and_loads_no_console(tmp_path: Path) -> None:
    """The first line of ``play`` (issue 28, item 4): the options' help texts and the line itself are read
    as plain texts, so no message file is parsed with Fluent before it, and the option checks load neither
    the console's adapter module, the presenter nor the game's rules (they come after it)."""
    import os

    pexpect = pytest.importorskip("pexpect")
    code = ("import os, sys\n"
            "from beastybar_access import cli, narration, outputs\n"
            "def first(self, said, *args, **kwargs):\n"
            "    parsed = narration._parsed_file.cache_info().currsize + len(narration._ARCHIVED)\n"
            "    late = ('beastybar_access.console.adapter', 'beastybar_access.presenter',\n"
            "            'beastybar_access.console.app', 'beastybar_access.games.beastybar.engine')\n"
            "    loaded = sorted(m for m in late if m in sys.modules)\n"
            "    print('FIRST', repr(said.text), parsed, loaded, flush=True)\n"
            "    os._exit(0)\n"
            "outputs.Outputs.announce = first\n"
            "cli.main(['play', '--quick', '--speech', 'none', '--lang', 'en'])\n")
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               TERM="xterm", PROMPT_TOOLKIT_NO_CPR="1")
    child = pexpect.spawn(sys.executable, ["-c", code], env=env, encoding="utf-8", timeout=30)
    try:
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    said = child.before
    assert "FIRST 'Beasty Bar. F1 or question mark lists the keys and what they do.' 0 []" in said, said



def test_each_games_setup_limits_are_its_rules() -> None:
    """The player counts and variants an entry gives without loading its rules are the rules' own."""
    from beastybar_access.games import entries
    from beastybar_access.games.entry import SetupLimits

    for entry in entries():
        spec = entry.spec()
        rules = SetupLimits(spec.min_players, spec.max_players, tuple(spec.variants))
        assert entry.setup_limits() == rules, entry.name
    assert all(e.limits is not None for e in entries() if e.name in ("beastybar", "cubirds", "monkeys"))


# --- issue 22 item 7: a bad scenario is refused in the person's language ------------------------------------

CUBIRDS_ROWS = [["owl", "duck"], ["owl", "duck"], ["owl", "duck"], ["owl", "duck"]]
SAID = [
    ("beastybar", {"queue": ["red-lion", "red-hippo", "red-seal", "red-zebra", "red-snake"],
                   "play": "blue-lion"},
     "ve frontě je 5 zvířat; před zahráním může čekat nejvýše 4",
         "the queue holds 5 animals; at most 4 can wait"),
    ("beastybar", {"queue": ["red-lion"], "play": "blue-parrot", "choices": [3]},
     "volby [3] nesedí: místo 4 ve frontě není",
         "the choices [3] do not fit: there is no place 4 in the queue"),
    ("cubirds", {"rows": CUBIRDS_ROWS, "hand": ["owl"] * 7, "play": {"species": "owl", "row": 0,
                                                                     "side": "left"}},
     "ve scénáři je 11 karet druhu owl, ale hra jich má jen 10",
     "the scenario has 11 owl cards, but the game has only 10"),
    ("cubirds", {"rows": CUBIRDS_ROWS, "hand": ["owl"], "play": {"species": "duck", "row": 0,
                                                                 "side": "left"}},
     "kartu z „play“ nejde vyložit: nemáš v ruce žádnou kachnu", "the card in “play” cannot be laid"),
    ("monkeys", {"players": [{"name": "Tom"}, {"name": "Tom"}]},
     "dva hráči se jmenují Tom (hráči 1 a 2)", "two players are called Tom (players 1 and 2)"),
    ("monkeys", {"players": [{"name": "Eva", "tiles": [{"combo": "circles-3", "side": "grey",
                                                        "cards": []}]}]},
     "strana kartičky 1 hráče Eva (circles-3) je „green“ (zelená), nebo „brown“ (hnědá), ne grey",
     "the side of tile 1 of Eva (circles-3) is “green” or “brown”, not grey"),
]
ENGLISH = re.compile(r"\b(the|and|of|must|not|is|holds|has|which|cannot|player|players|card|cards|tile|"
                     r"scenario|key|only|but|there|list)\b", re.IGNORECASE)


@pytest.mark.parametrize(("game", "data", "cs", "en"), SAID, ids=[f"{s[0]}-{s[3][:20]}" for s in SAID])
def test_a_bad_scenario_is_refused_in_the_persons_language(game: str, data: dict, cs: str, en: str) -> None:
    """One line, exit status 2, in Czech with no English word of the detail left; in English the same."""
    for lang, expected in (("cs", cs), ("en", en)):
        out = run("resolve", "--game", game, "--lang", lang, stdin=json.dumps(data))
        assert out.returncode == 2 and out.stdout == "", out.stderr
        [line] = out.stderr.splitlines()
        assert expected in line, line
        if lang == "cs":
            assert line.startswith("chyba: situaci nejde vyhodnotit (")
            assert not ENGLISH.search(line), line
        else:
            assert line.startswith("error: the scenario cannot be resolved (")


def test_every_scenario_refusal_has_its_sentence_in_both_languages() -> None:
    """Each code a game's scenario checker raises names a message of that game's own file, in cs and en."""
    from beastybar_access.narration import Localizer

    root = Path(__file__).parent.parent / "beastybar_access" / "games"
    for game, prefix in (("beastybar", "bb"), ("cubirds", "cb"), ("monkeys", "mk")):
        source = (root / game / "scenario.py").read_text(encoding="utf-8")
        # a code follows the English detail (on its line or the next) then its arguments
        code = r'(?:", |^\s+)"([a-z]+(?:-[a-z]+)*)"(?:, [a-z_]+=|, \*\*|\)|,?$)'
        codes = set(re.findall(code, source, re.M))
        codes -= {"cards", "family", "standard"}  # words the checks compare with, not codes
        codes.add("malformed-json")  # raised for every game's file by games.base.scenario_json
        assert len(codes) >= 11, (game, codes)
        for lang in ("cs", "en"):
            loc = Localizer.load(lang, domains=(game,))
            missing = [c for c in codes if not loc.has(f"{prefix}-scenario-{c}")]
            assert not missing, (game, lang, missing)
