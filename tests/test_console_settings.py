"""Settings (file, defaults, flags on top), the play command's options, and append-only terminal output."""

from __future__ import annotations

import functools
import io
import json
import re
from pathlib import Path

import pytest

from beastybar_access.cli import build_parser
from beastybar_access.commands import play
from beastybar_access.console.settings import Settings, SettingsFile
from beastybar_access.console.speech_lines import WHY
from beastybar_access.console.terminal import Terminal
from beastybar_access.narration import Localizer
from beastybar_access.outputs.speech import BACKEND_CODES, READING_CHOICES


def test_settings_round_trip(tmp_path: Path) -> None:
    f = SettingsFile(tmp_path / "cfg" / "settings.json")
    assert f.load() == Settings()
    s = Settings(verbosity="brief", braille="lines", rate=70, cue="off", delay=0.5, voice="cs+f2", lang="en")
    f.save(s)
    assert f.load() == s
    assert list((tmp_path / "cfg").iterdir()) == [f.path], "no temporary file is left behind"


def test_bad_settings_fall_back_to_defaults_and_say_why(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"verbosity": "loud", "rate": 300, "braille": "card", "colour": "red"}),
                    encoding="utf-8")
    s = SettingsFile(path).load()
    assert s.verbosity == "normal" and s.rate == 50 and s.braille == "card"
    assert len(s.problems) == 3
    assert any("loud" in p for p in s.problems) and any("colour" in p for p in s.problems)
    path.write_text("{not json", encoding="utf-8")
    broken = SettingsFile(path).load()
    assert broken == Settings() and broken.damaged is not None and broken.damaged.moved_to is not None
    assert broken.damaged.moved_to.read_text(encoding="utf-8") == "{not json" and not path.exists()


def test_the_remembered_4_monkeys_pacing_round_trips_and_old_files_load_unchanged(tmp_path: Path) -> None:
    f = SettingsFile(tmp_path / "settings.json")
    s = Settings(verbosity="brief", games={"monkeys_round_minutes": 8, "monkeys_bot_speed": "slow"})
    f.save(s)
    assert f.load() == s and not f.load().problems
    written = json.loads(f.path.read_text(encoding="utf-8"))
    assert (written["monkeys_round_minutes"], written["monkeys_bot_speed"]) == (8, "slow")
    old = {"lang": "cs", "speech": "auto", "voice": None, "rate": 60, "verbosity": "verbose",
           "braille": "off", "cue": "bell", "delay": 1.5}  # written before the set-up remembered anything
    f.path.write_text(json.dumps(old), encoding="utf-8")
    loaded = f.load()
    assert loaded == Settings(lang="cs", rate=60, verbosity="verbose", delay=1.5) and not loaded.problems
    assert (loaded.monkeys_round_minutes, loaded.monkeys_bot_speed) == (None, None)
    nulls = {"monkeys_round_minutes": None, "monkeys_bot_speed": None}
    f.path.write_text(json.dumps(nulls), encoding="utf-8")
    assert f.load() == Settings() and not f.load().problems
    effective = play.settings_from_args(s, _args(["--verbosity", "verbose"]))
    assert (effective.monkeys_round_minutes, effective.monkeys_bot_speed) == (8, "slow")
    assert (s.game_setting("monkeys_round_minutes"), loaded.game_setting("monkeys_bot_speed")) == (8, None)
    with pytest.raises(KeyError):  # a name no game's entry declares
        s.game_setting("round_minutes")
    with pytest.raises(AttributeError):
        _ = s.round_minutes


@pytest.mark.parametrize("data", [
    {"monkeys_round_minutes": "8"}, {"monkeys_round_minutes": 8.0}, {"monkeys_round_minutes": True},
    {"monkeys_round_minutes": 0}, {"monkeys_round_minutes": 61}, {"monkeys_round_minutes": [8]},
    {"monkeys_bot_speed": "turbo"}, {"monkeys_bot_speed": 1}, {"monkeys_bot_speed": ""},
])
def test_a_bad_remembered_pacing_value_is_reported_and_forgotten(tmp_path: Path, data: dict) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"rate": 70, **data}), encoding="utf-8")
    s = SettingsFile(path).load()
    assert (s.monkeys_round_minutes, s.monkeys_bot_speed) == (None, None) and s.rate == 70
    (name, value), = data.items()
    assert len(s.problems) == 1 and name in s.problems[0] and repr(value) in s.problems[0]
    assert s.problems[0].endswith(("from 1 to 60", "slow, normal, fast"))


def test_the_remembered_pacing_is_not_in_the_settings_menu() -> None:
    from beastybar_access.console.app import Console

    assert not {"monkeys_round_minutes", "monkeys_bot_speed"} & set(Console.SETTING_ROWS)


def test_cycle_and_rate_limits() -> None:
    s = Settings()
    assert [s.cycle("verbosity") for _ in range(3)] == ["verbose", "brief", "normal"]
    assert [s.cycle("braille") for _ in range(3)] == ["card", "lines", "off"]
    s.rate = 95
    assert s.change_rate(10) == 100
    s.rate = 5
    assert s.change_rate(-10) == 0


@functools.cache
def _loc(lang: str) -> Localizer:
    return Localizer.load(lang)


def _args(argv: list[str], lang: str = "cs"):
    loc = _loc(lang)
    args = build_parser(loc).parse_args(argv)
    args.loc = loc
    return args


def test_flags_override_the_stored_settings_without_changing_them() -> None:
    stored = Settings(verbosity="brief", braille="off", rate=40)
    args = _args(["--verbosity", "verbose", "--braille", "lines", "--rate", "80", "--no-cue",
                  "--delay", "0.5"])
    effective = play.settings_from_args(stored, args)
    assert (effective.verbosity, effective.braille, effective.rate, effective.cue, effective.delay) == (
        "verbose", "lines", 80, "off", 0.5)
    assert (stored.verbosity, stored.braille, stored.rate) == ("brief", "off", 40)


def test_quick_and_seat_options_make_the_plan() -> None:
    plan = play.plan_from_args(_args(["--quick", "--seed", "3"]), 2, 4, ("standard", "advanced"))
    assert (plan.players, plan.seats, plan.variant, plan.first, plan.seed) == (
        2, ["human", "normal"], "standard", "random", 3)
    plan = play.plan_from_args(_args(["play", "--seats", "bot,hard,human", "--names", "A,B,C", "--first", "2",
                                      "--variant", "advanced"]), 2, 4, ("standard", "advanced"))
    assert (plan.players, plan.seats, plan.names, plan.first, plan.variant) == (
        3, ["normal", "hard", "human"], ["A", "B", "C"], 1, "advanced")
    empty = play.plan_from_args(_args([]), 2, 4, ("standard", "advanced"))
    assert not empty.complete(), "without options the set-up dialog asks"


@pytest.mark.parametrize("argv, msg_id", [
    (["--seats", "human,robot"], "play-bad-seats"),
    (["--players", "5"], "play-bad-players"),
    (["--players", "3", "--seats", "human,easy"], "play-bad-seat-count"),
    (["--quick", "--first", "3"], "play-bad-first"),
    (["--variant", "expert"], "play-bad-variant"),
])
def test_bad_options_are_refused_with_a_reason(argv: list[str], msg_id: str) -> None:
    with pytest.raises(play.PlayOptionError) as info:
        play.plan_from_args(_args(argv), 2, 4, ("standard", "advanced"))
    assert info.value.msg_id == msg_id
    _loc("cs")(msg_id, **info.value.args_)  # renders in both languages
    _loc("en")(msg_id, **info.value.args_)


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_help_lists_every_play_option_in_the_language(lang: str) -> None:
    loc = _loc(lang)
    parser = build_parser(loc)
    for text in (parser.format_help(), parser._subparsers._group_actions[0].choices["play"].format_help()):
        for option in ("--lang", "--speech", "--braille", "--verbosity", "--rate", "--voice", "--players",
                       "--seats", "--names", "--variant", "--first", "--quick", "--seed", "--resume",
                       "--no-cue", "--delay"):
            assert option in text
        assert loc("play-opt-quick")[:25] in " ".join(text.split())


class FakeOutput:
    """Collects what the terminal writes (the raw bytes a pty would get)."""

    def __init__(self) -> None:
        self.data = ""

    def write_raw(self, text: str) -> None:
        self.data += text

    def flush(self) -> None:
        pass

    def bell(self) -> None:
        self.data += "\a"


def test_terminal_output_is_append_only_with_the_prompt_overwritten() -> None:
    out = FakeOutput()
    t = Terminal(out, "> ")  # type: ignore[arg-type]
    t.write("Jsi na tahu.\n")
    t.show_prompt()
    t.show_prompt()  # once only
    t.write("ok\n")  # shorter than nothing: still covers the prompt
    t.show_prompt()
    t.echo("Jana")
    t.rub_out()
    t.end_typing()
    t.bell()
    t.write("Hotovo.\n")
    assert out.data == "Jsi na tahu.\n> \rok\n> Jana\b \b\n\aHotovo.\n"
    assert "\x1b" not in out.data, "no escape sequences at all"


def test_all_computer_game_is_narrated_to_standard_output_and_exits(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "c"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    args = _args(["play", "--seats", "bot,bot,bot", "--seed", "7", "--speech", "none", "--lang", "cs"])
    out = io.StringIO()
    code = play.run(args, stdin=io.StringIO(), stdout=out, stderr=io.StringIO())
    text = out.getvalue()
    assert code == 0
    assert "Konec hry." in text and ("Vyhrává" in text or "O vítězství se dělí" in text)
    assert "Jsi na tahu" not in text and "Hraješ" not in text, "nobody is 'you' at a table of computers"
    assert not re.search(r"\x1b", text)
    assert not (tmp_path / "d").exists() or not list((tmp_path / "d").rglob("autosave-*.json"))
    lines = text.splitlines()
    assert len(lines) > 30 and all(line.strip() for line in lines)


SOURCES = ["beastybar_access/console", "beastybar_access/commands/play.py",
           "beastybar_access/games/beastybar/console.py"]


def _literal_ids() -> set[str]:
    root = Path(__file__).resolve().parent.parent
    ids: set[str] = set()
    for src in SOURCES:
        path = root / src
        for file in ([path] if path.is_file() else sorted(path.glob("*.py"))):
            ids |= set(re.findall(r"\"((?:ui|play)-[a-z0-9-]+)\"", file.read_text(encoding="utf-8")))
    return ids


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_every_console_message_exists_in_both_languages(lang: str) -> None:
    from beastybar_access.console.adapter import bot_levels
    from beastybar_access.console.app import Console
    from beastybar_access.console.settings import choices_of

    loc = _loc(lang)
    ids = _literal_ids()
    assert len(ids) > 80
    ids |= {f"ui-level-{level}" for level in ("random", *bot_levels())}
    ids |= {f"ui-setting-{name}" for name in Console.SETTING_ROWS}
    ids |= {f"ui-{name}-{value}" for name in Console.SETTING_ROWS
            if name not in ("rate", "delay", "voice", "cue_volume")
            for value in choices_of(name)}
    ids |= {f"ui-key-{k}" for k in ("left", "right", "up", "down", "home", "end", "escape")}
    from beastybar_access.outputs.cue import CUES

    ids |= {f"cue-name-{name}" for name in CUES}
    ids |= {f"ui-speech-name-{b}" for b in BACKEND_CODES}
    ids |= {f"ui-speech-code-{b}" for b in ("screenreader", "system", "espeak-ng")}
    ids |= {msg_id for _, msg_id in WHY}
    ids |= {f"ui-reading-{r}" for r in READING_CHOICES}
    missing = sorted(i for i in ids if not loc.has(i))
    assert not missing, f"locales/{lang}/ui.ftl lacks {missing}"


def test_the_cue_flag_overrides_the_stored_cue() -> None:
    stored = Settings(cue="off")
    assert play.settings_from_args(stored, _args(["--cue", "sound"])).cue == "sound"
    assert play.settings_from_args(Settings(cue="sound"), _args(["play", "--no-cue"])).cue == "off"
    assert play.settings_from_args(stored, _args([])).cue == "off"
    with pytest.raises(SystemExit):
        build_parser(_loc("cs")).parse_args(["--cue", "trumpet"])


def test_the_cue_volume_flag_overrides_the_stored_volume_and_a_bad_one_is_refused() -> None:
    assert play.settings_from_args(Settings(cue_volume=20), _args(["--cue-volume", "80"])).cue_volume == 80
    assert play.settings_from_args(Settings(cue_volume=20), _args([])).cue_volume == 20
    for bad in ("0", "55", "120"):
        with pytest.raises(play.PlayOptionError) as info:
            play.settings_from_args(Settings(), _args(["--cue-volume", bad]))
        assert info.value.msg_id == "play-bad-cue-volume"
        for lang in ("cs", "en"):
            assert bad in _loc(lang)(info.value.msg_id, **info.value.args_)


# --- help in one language, from the real program ---------------------------------------------------------

PLAY_OPTIONS = ("--lang", "--speech", "--braille", "--verbosity", "--rate", "--voice", "--players", "--seats",
                "--names", "--variant", "--first", "--quick", "--seed", "--resume", "--cue", "--no-cue",
                "--cue-volume", "--delay")


HELP_IDS = [f"play-opt-{o[2:]}" for o in PLAY_OPTIONS if o != "--lang"] + ["cli-help", "cli-lang"]


@functools.cache
def _help_text(lang: str, sub: bool) -> str:
    import os
    import subprocess
    import sys

    other = "en_US.UTF-8" if lang == "cs" else "cs_CZ.UTF-8"
    env = dict(os.environ, LANG=other, LC_ALL=other, COLUMNS="100")
    argv = [sys.executable, "-m", "beastybar_access", "--lang", lang, *(["play"] if sub else []), "--help"]
    done = subprocess.run(argv, capture_output=True, text=True, env=env, timeout=60,
                          cwd=Path(__file__).resolve().parent.parent)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    return done.stdout


@pytest.mark.parametrize("sub", [False, True], ids=["beastybar", "beastybar play"])
@pytest.mark.parametrize("lang", ["cs", "en"])
def test_help_is_printed_in_the_chosen_language_only(lang: str, sub: bool) -> None:
    text = _help_text(lang, sub)
    flat = " ".join(text.split())
    loc, other = _loc(lang), _loc("en" if lang == "cs" else "cs")
    for option in PLAY_OPTIONS:
        assert option in text, option
    for msg_id in HELP_IDS:
        assert " ".join(loc(msg_id).split())[:30] in flat, msg_id
        assert " ".join(other(msg_id).split())[:30] not in flat, f"{msg_id} in the other language"
    assert flat.startswith(loc("play-help-usage") + " beastybar")
    assert loc("play-help-options") + ":" in text
    if lang == "cs":
        for english in ("usage:", "options:", "show this help", "COMMAND", "SECONDS", "VOICE"):
            assert english not in text, english
    else:
        assert not re.search("[ěščřžýáíéůúňťď]", text, re.IGNORECASE), "no Czech in the English help"


def test_the_console_takes_its_devices_and_launch_grouped_or_as_the_former_keywords(tmp_path: Path) -> None:
    """What the console is given beyond the game, the language, the outputs and the settings comes in two
    groups (the person's terminal, what is played); the former keywords of each field still work, and
    win over the group's field; an unknown keyword is refused as for any call."""
    from beastybar_access.console import Console, Devices, Launch, Plan, SaveStore
    from beastybar_access.console.games import make_adapter
    from beastybar_access.narration.lines import Line
    from beastybar_access.outputs import Outputs, RecordingChannel

    loc = Localizer.load("en")
    plan = Plan(players=2, seats=["normal", "normal"], seed=3)
    saves = SaveStore("beastybar", tmp_path / "saves")
    adapter = make_adapter("beastybar", loc)
    grouped = Console(adapter, loc, Outputs([RecordingChannel()]), Settings(cue="bell"),
                      Devices(cue="off", speech_kind="tts"),
                      Launch(plan=plan, resume=True, games=("beastybar", "cubirds"), saves=saves,
                             welcome=[Line.plain("hello")]))
    assert grouped.plan is plan and grouped.resume and grouped.games == ("beastybar", "cubirds")
    assert grouped.cue == "off" and grouped.speech_kind == "tts" and grouped.saves is not None
    assert [w.text for w in grouped.welcome] == ["hello"]
    loose = Console(make_adapter("beastybar", loc), loc, Outputs([RecordingChannel()]), Settings(cue="bell"),
                    Devices(cue="sound"), plan=plan, cue="off", resume=True)
    assert loose.plan is plan and loose.resume and loose.cue == "off"
    assert Console(make_adapter("beastybar", loc), loc, Outputs([]), Settings(cue="bell")).cue == "bell"
    with pytest.raises(TypeError, match="'colour'"):
        Console(make_adapter("beastybar", loc), loc, Outputs([]), Settings(), colour="red")


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_f1_names_the_settings_in_the_menus_order(lang: str) -> None:
    """F1's settings line and the settings menu give the settings in one order (issue 25): each name F1
    says is how the menu's row of that place begins."""
    from beastybar_access.console.app import Console

    loc = _loc(lang)
    text = loc("ui-help-settings")
    listed = text.split(": ", 1)[1].split(";", 1)[0].split(", ")
    rows = [loc(f"ui-setting-{name}").lower() for name in Console.SETTING_ROWS]
    assert len(listed) == len(rows), (listed, rows)
    for said, row in zip(listed, rows, strict=True):
        assert row.startswith(said.split()[0].lower()), (said, row)
