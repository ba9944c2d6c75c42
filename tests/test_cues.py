"""Sound cues: each one short, audible and unlike every other; played through miniaudio (on its null
device, which takes samples in real time without hardware), else a system player, else not at all (the
bell); and each game event that should give a cue gives it, at the console too."""

from __future__ import annotations

import asyncio
import itertools
import os
import random
import time
import wave
from array import array
from pathlib import Path
from typing import Any

import pytest
from console_support import DOWN, ENTER, ESCAPE, Harness, localizer

from beastybar_access.console import Plan, Settings
from beastybar_access.games.beastybar import engine as bb_engine
from beastybar_access.games.beastybar import events as bb
from beastybar_access.games.monkeys import engine as mk_engine
from beastybar_access.games.monkeys import events as mk
from beastybar_access.narration.cues import ONLINE_CUES, cues_for
from beastybar_access.outputs.cue import (
    CUES,
    RATE,
    SHAPES,
    MiniaudioPlayer,
    SoundCues,
    SystemPlayer,
    cue_samples,
    write_wav,
)


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


# --- the sounds ------------------------------------------------------------------------------------------


def segments(samples: array[int]) -> list[tuple[int, int]]:
    """(start, end) of each stretch of sound, split at 15 ms or more of silence."""
    quiet = int(RATE * 0.015)
    out: list[tuple[int, int]] = []
    start = None
    silent = 0
    for i, v in enumerate(samples):
        if v != 0:
            if start is None:
                start = i
            silent = 0
        elif start is not None:
            silent += 1
            if silent >= quiet:
                out.append((start, i - silent + 1))
                start, silent = None, 0
    if start is not None:
        out.append((start, len(samples) - silent))
    return out


def pitch(samples: array[int], start: int, end: int) -> float:
    """Zero crossings per second over ``samples[start:end]`` halved: the frequency of a tone (noise: high)."""
    part = samples[start:end]
    crossings = sum(1 for a, b in itertools.pairwise(part) if (a < 0) != (b < 0))
    return crossings / 2 / ((end - start) / RATE)


def features(name: str) -> tuple[int, float, float, float]:
    """Number of notes, length in seconds, pitch at the start and at the end (first and last 20 ms)."""
    s = cue_samples(name)
    segs = segments(s)
    window = int(RATE * 0.02)
    first, last = segs[0], segs[-1]
    return (len(segs), len(s) / RATE, pitch(s, first[0], first[0] + window),
            pitch(s, last[1] - window, last[1]))


def test_every_cue_is_short_audible_and_named_in_both_languages() -> None:
    assert set(CUES) == set(SHAPES) and len(CUES) == 11
    for name in CUES:
        s = cue_samples(name)
        assert 0.04 <= len(s) / RATE <= 0.35, name
        assert max(abs(v) for v in s) > 5000, f"{name} is too quiet at the default volume"
        assert abs(s[0]) < 200 and abs(s[-1]) < 200, f"{name} starts or ends with a click"
    for lang in ("cs", "en"):
        loc = localizer(lang)
        names = [loc(f"cue-name-{n}") for n in CUES]
        assert len(set(names)) == len(names)


def test_every_two_cues_differ_in_notes_length_or_pitch() -> None:
    f = {name: features(name) for name in CUES}
    for a, b in itertools.combinations(CUES, 2):
        (na, la, sa, ea), (nb, lb, sb, eb) = f[a], f[b]
        differ = (na != nb or abs(la - lb) > 0.03 or abs(sa - sb) > 0.15 * max(sa, sb)
                  or abs(ea - eb) > 0.15 * max(ea, eb))
        assert differ, f"{a} {f[a]} and {b} {f[b]} sound alike"
    assert f["turn"][2] < f["turn"][3], "the turn rises"
    assert f["enter"][2] < f["enter"][3] and f["out"][2] > f["out"][3], "entering rises, thrown out falls"
    assert [f[n][0] for n in ("minute", "half-minute", "ten-seconds")] == [1, 2, 3]
    assert f["join"][2] < f["join"][3] and f["leave"][2] > f["leave"][3]


def test_the_volume_scales_the_cue_and_unknown_cues_are_refused() -> None:
    loud, soft = cue_samples("turn", 100), cue_samples("turn", 20)
    assert 4.5 < max(loud) / max(soft) < 5.5 and max(loud) < 32767
    with pytest.raises(ValueError):
        cue_samples("thunder")
    with pytest.raises(ValueError):
        SoundCues([]).play("thunder")


def test_a_cue_as_a_wav_file(tmp_path: Path) -> None:
    path = write_wav(tmp_path / "cache" / "out.wav", cue_samples("out"))
    with wave.open(str(path), "rb") as w:
        assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, RATE)
        assert w.getnframes() == len(cue_samples("out"))
    assert [p.name for p in path.parent.iterdir()] == ["out.wav"], "no temporary file is left"


# --- playing them ----------------------------------------------------------------------------------------


needs_miniaudio = pytest.mark.skipif(not MiniaudioPlayer.importable(), reason="miniaudio has no wheel here")


@needs_miniaudio
def test_miniaudio_plays_the_cues_on_its_null_device() -> None:
    player = MiniaudioPlayer(backends=["null"])
    cues = SoundCues([player], volume=50)
    try:
        assert cues.available and cues.player_name == "miniaudio"
        assert cues.play("enter", "out") and cues.last == ("enter", "out")
        expected = len(cue_samples("enter")) + int(RATE * 0.05) + len(cue_samples("out"))
        deadline = time.monotonic() + 5  # a hang guard: the null device plays in real time (about 0.4 s)
        while player.pending and time.monotonic() < deadline:
            time.sleep(0.01)
        assert player.pending == 0 and player.played_frames == expected
        assert cues.play("turn")
        while player.pending and time.monotonic() < deadline:
            time.sleep(0.01)
        assert player.played_frames == expected + len(cue_samples("turn"))
        before = player.played_frames
        assert cues.play("enter") and cues.play("turn"), "the turn cue waits behind the one still sounding"
        while player.pending and time.monotonic() < deadline:
            time.sleep(0.01)
        both = len(cue_samples("enter")) + len(cue_samples("turn"))
        assert both <= player.played_frames - before <= both + int(RATE * 0.05)
    finally:
        cues.close()


@pytest.fixture
def fake_program(tmp_path: Path) -> tuple[str, Path]:
    if os.name != "posix":
        pytest.skip("the stand-in player is a POSIX shell script")
    log = tmp_path / "played.txt"
    script = tmp_path / "paplay"
    script.write_text(f'#!/bin/sh\necho "$@" >> {log}\n')
    script.chmod(0o755)
    return str(script), log


def wait_for(path: Path) -> str:
    """The stand-in player's first whole line (the shell makes the file before it writes the line)."""
    deadline = time.monotonic() + 15  # a hang guard only
    while time.monotonic() < deadline:
        text = path.read_text() if path.exists() else ""
        if text.endswith("\n"):
            return text
        time.sleep(0.01)
    return path.read_text() if path.exists() else ""


@needs_miniaudio
def test_without_a_sound_device_miniaudio_gives_way_to_the_system_player(
        tmp_path: Path, fake_program: tuple[str, Path]) -> None:
    program, log = fake_program
    broken = MiniaudioPlayer(backends=["custom"])  # a back end with no device behind it: it cannot open
    system = SystemPlayer(tmp_path / "cache", which={"pw-play": program}.get, use_winsound=False)
    cues = SoundCues([broken, system], volume=40)
    assert cues.play("draw")
    assert broken.broken and cues.player_name == Path(program).name
    assert wait_for(log).split() == [str(tmp_path / "cache" / "draw-40.wav")]
    with wave.open(str(tmp_path / "cache" / "draw-40.wav"), "rb") as w:
        assert w.getnframes() == len(cue_samples("draw"))
    cues.close()


def test_the_system_player_takes_the_first_program_found(
        tmp_path: Path, fake_program: tuple[str, Path]) -> None:
    program, log = fake_program
    found = {"paplay": None, "pw-play": None, "aplay": program}
    player = SystemPlayer(tmp_path / "cache", which=found.get, use_winsound=False)
    assert not player.broken and player.command == [program, "-q"] and player.name == "paplay"
    cues = SoundCues([player])
    assert cues.play()
    assert wait_for(log).split() == ["-q", str(tmp_path / "cache" / "turn-60.wav")]
    cues.close()


def test_no_player_or_a_failing_one_leaves_it_to_the_bell(tmp_path: Path) -> None:
    none = SoundCues([SystemPlayer(tmp_path, which=lambda name: None, use_winsound=False)])
    assert not none.available and none.broken and not none.play("turn")
    if os.name != "posix":
        return
    failing = tmp_path / "paplay"
    failing.write_text("#!/bin/sh\nexit 1\n")
    failing.chmod(0o755)
    player = SystemPlayer(tmp_path, which=lambda name: str(failing) if name == "paplay" else None,
                          use_winsound=False)
    cues = SoundCues([player])
    assert cues.play(), "started: whether it sounded is known only when it ends"
    assert len(player._procs) == 1
    player._procs[0][0].wait(2)
    assert not cues.play() and cues.broken


# --- which events give which cue -------------------------------------------------------------------------


def test_beasty_bar_cues_from_a_real_game() -> None:
    state = bb_engine.new_game(2, seed=5)
    rng = random.Random(5)
    heard: set[str] = set()
    while not state.is_over():
        events = state.apply(rng.choice(state.legal_actions()))
        cues = cues_for("beastybar", events, 0)
        assert ("enter" in cues) == any(isinstance(e, bb.EnteredBar) for e in events)
        assert ("out" in cues) == any(isinstance(e, bb.Bounced | bb.Expelled) for e in events)
        assert ("draw" in cues) == any(isinstance(e, bb.CardDrawn) and e.player == 0 for e in events)
        assert len(cues) == len(set(cues))
        heard.update(cues)
    assert heard == {"enter", "out", "draw"}
    assert cues_for("beastybar", [bb.CardDrawn(1, None, 3)], 0) == []
    assert cues_for("beastybar", [bb.CardDrawn(0, 5, 3)], None) == []


def test_four_monkeys_time_warnings_and_tiles_taken_by_others() -> None:
    state = mk_engine.new_game(2, seed=1)
    state.apply(mk_engine.StartRound(0, 0))
    end = state.round_ms
    warnings: list[str] = []
    for at in range(0, end, 1000):
        warnings += cues_for("monkeys", state.advance(at), 0)
    assert warnings == ["minute", "half-minute", "ten-seconds"]
    taken = mk.TileTaken(1, 0, 3, 0, None, 2, None)
    drawn = mk.CardsDrawn(0, (1,), 1, (0,), mk.DrawReason.TAKE)
    assert cues_for("monkeys", [taken], 0) == ["tile-taken"] and cues_for("monkeys", [taken], 1) == []
    assert cues_for("monkeys", [drawn], 0) == ["draw"] and cues_for("monkeys", [drawn], 1) == []
    assert cues_for("monkeys", [mk.TimerTick(120_000)], 0) == [], "other minutes are spoken only"
    assert set(ONLINE_CUES) <= set(CUES)


# --- at the console --------------------------------------------------------------------------------------


class NamedSound:
    """Sound cues (:class:`~beastybar_access.outputs.Cues`) that record the names played."""

    def __init__(self) -> None:
        self.played: list[tuple[str, ...]] = []
        self.broken = False
        self.available = True
        self.volume = 60

    def play(self, *names: str) -> bool:
        self.played.append(names or ("turn",))
        return True

    def close(self) -> None:
        pass


def test_the_console_cues_the_turn_the_bar_and_draws_and_the_bell_setting_does_not(tmp_path: Path) -> None:
    async def main(cue: str) -> list[tuple[str, ...]]:
        sound = NamedSound()
        plan = Plan(players=2, seats=["human", "normal"], names=["Ty", "Petr"], variant="standard", first=0,
                    seed=4)
        h = Harness(tmp_path / cue, plan, settings=Settings(delay=0.0, cue=cue), sound=sound)
        await h.start()
        for _ in range(8):
            await h.until(h.waiting_for_human)
            await h.press(ENTER, wait=0.05)
        await h.until(h.waiting_for_human)
        await h.stop()
        return sound.played

    played = run(main("sound"))
    flat = [n for names in played for n in names]
    assert flat.count("turn") >= 8 and "draw" in flat and "enter" in flat
    assert run(main("bell")) == [], "the bell setting rings for the turn only"


async def console_with_sound_cues(tmp_path: Path) -> tuple[Harness, NamedSound]:
    """A Beasty Bar game against the computer with the sound cues on (recorded), at the person's first
    move; nothing played yet."""
    sound = NamedSound()
    h = Harness(tmp_path, Plan(players=2, seats=["human", "normal"], names=["Ty", "Petr"], variant="standard",
                               first=0, seed=4),
                settings=Settings(delay=0.0, cue="sound"), sound=sound)
    await h.start()
    await h.until(h.waiting_for_human)
    sound.played.clear()
    return h, sound


def test_the_list_of_sounds_plays_each_with_its_name(tmp_path: Path) -> None:
    async def main() -> None:
        h, sound = await console_with_sound_cues(tmp_path)
        await h.press("l")
        await h.said(h.line("ui-sounds-title"))
        for _ in CUES[1:]:
            await h.press(DOWN)
        await h.press(ENTER)
        assert [p[0] for p in sound.played] == [*CUES, CUES[-1]]
        last = h.line("ui-sound-row", name=h.line("cue-name-leave"), index=len(CUES), total=len(CUES))
        assert h.texts.count(last) == 2
        await h.press(ESCAPE)
        await h.said(h.line("ui-sounds-closed"))
        assert h.console is not None and h.console.overlay is None
        await h.stop()

    run(main())


def test_the_volume_setting_is_kept_and_heard_at_once(tmp_path: Path) -> None:
    async def main() -> None:
        h, sound = await console_with_sound_cues(tmp_path)
        assert h.console is not None
        h.console.set_setting("cue_volume", 30)
        assert sound.volume == 30 and sound.played == [("turn",)] and h.stored()["cue_volume"] == 30
        await h.stop()

    run(main())


def test_bad_volumes_in_the_settings_file_fall_back() -> None:
    for bad in (0, 55, 110, "60", True):
        s = Settings.from_json({"cue_volume": bad})
        assert s.cue_volume == 60 and s.problems
    assert Settings.from_json({"cue_volume": 90}).cue_volume == 90


def test_four_monkeys_at_the_console_cues_the_round_the_others_tiles_and_the_time() -> None:
    from test_console_monkeys import TakeAt, session_at_table

    session, _recorder, _fake = session_at_table({1: TakeAt(1000)}, round_ms=70_000)
    sound = NamedSound()
    console = session.console
    console.sound, console.cue = sound, "sound"
    console.input = object()  # type: ignore[assignment]  # a person at the keyboard (the cues are theirs)
    session.start_round()
    assert sound.played == [("turn",)], "the round starts: the person may act"
    session.step(1000)
    assert ("tile-taken",) in sound.played
    for at in range(1000, 70_001, 500):
        session.step(at)
    flat = [n for names in sound.played for n in names]
    assert [n for n in flat if n in ("minute", "half-minute", "ten-seconds")] == [
        "minute", "half-minute", "ten-seconds"]
