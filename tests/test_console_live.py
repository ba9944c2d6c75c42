"""Settings that take effect at once, the turn cue, speech interruption and queueing, hot seat privacy,
braille in every mode: the console on prompt_toolkit's pipe input with fake speech back ends."""

from __future__ import annotations

import asyncio
import io
import re
import time
from pathlib import Path
from typing import Any

import pytest
from console_support import (
    DOWN,
    ENTER,
    ESCAPE,
    RIGHT,
    FakeBackends,
    FixedAdapter,
    Harness,
    TerminalLog,
    localizer,
    narrator,
    position,
    quick_plan,
)

from beastybar_access.console import Plan, Settings
from beastybar_access.games.beastybar.braille_cards import card_cells
from beastybar_access.games.beastybar.cards import Animal, make_card
from beastybar_access.outputs import EVENT, NAVIGATION, SpeechOutput, Voice, has_braille

G, Y = 0, 1
ROWS = ("verbosity", "braille", "speech", "voice", "rate", "cue", "delay", "lang", "reading", "cue_volume")


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


def row_key(name: str) -> str:
    return str(ROWS.index(name) + 1)


async def choose_setting(h: Harness, name: str, value_index: int, *, close: bool = True,
                         expect: str | None = None) -> None:
    """Open the settings (unless open), pick row ``name`` and its value number ``value_index`` (from 1);
    ``expect`` must be said in answer, before the settings close."""
    if h.console.overlay is None:
        await h.press("o")
    await h.press(row_key(name), ENTER, str(value_index), ENTER)
    if expect is not None:
        await h.said(expect)
    if close:
        await h.press(ESCAPE)
        await h.said(h.console.loc("ui-settings-closed"))


# --- 1. every setting takes effect at once -----------------------------------------------------------


def test_switching_the_speech_back_end_takes_effect_at_once_and_says_so_in_one_line(tmp_path: Path) -> None:
    async def main() -> None:
        backends = FakeBackends(working=("espeak-ng",))
        h = Harness(tmp_path, quick_plan(seed=3), settings=Settings(delay=0.0, speech="none"),
                    backends=backends)
        await h.start()
        await h.until(h.waiting_for_human)
        assert h.speech.channel is None and not backends.made
        await choose_setting(h, "speech", 3, close=False)  # tts
        using = h.line("ui-speech-using", name=h.line("ui-speech-name-espeak-ng"))
        await h.said(using)
        first = backends.last
        assert h.speech.kind == "tts" and first.lang == "cs" and first.rate == 50
        await h.press(ESCAPE, "q")
        queue = h.texts[-1]
        assert first.wait_for(lambda calls: any(c.text == queue for c in calls)), "the new voice speaks"

        await choose_setting(h, "speech", 2, close=False)  # screenreader: none runs, falls back
        line = h.line("ui-speech-fallback", wanted=h.line("ui-speech-screenreader"),
                      why=h.line("ui-speech-why-no-screenreader"), name=h.line("ui-speech-name-espeak-ng"))
        await h.said(line)
        assert first.closed, "the old back end is closed"
        assert backends.last is not first and not backends.last.closed
        assert h.stored()["speech"] == "screenreader"

        none = h.line("ui-speech-using", name=h.line("ui-speech-name-none"))
        await choose_setting(h, "speech", 4, expect=none)
        assert backends.last.closed and h.speech.channel is None
        assert not any(isinstance(ch, type(first)) for ch in h.outputs.channels)
        await h.stop()

    run(main())


def test_why_a_requested_speech_is_not_available() -> None:
    from beastybar_access.console.speech_lines import speech_line
    from beastybar_access.outputs import BackendChoice, NullBackend

    for lang in ("cs", "en"):
        loc = localizer(lang)
        choice = BackendChoice(NullBackend(), "none", [("espeak-ng", "espeak-ng program not found"),
                                                       ("system", "system did not answer within 15 s")],
                               "tts")
        text = speech_line(loc, choice).text
        assert loc("ui-speech-why-not-installed", program="espeak-ng") in text
        assert text == loc("ui-speech-fallback", wanted=loc("ui-speech-tts"),
                           why=loc("ui-speech-why-not-installed", program="espeak-ng"),
                           name=loc("ui-speech-name-none"))
        failures = [("screenreader", "no active screen reader"),
                    ("espeak-ng", "espeak-ng cannot play sound (exit 1): x")]
        auto = BackendChoice(NullBackend(), "none", failures, "auto")
        assert speech_line(loc, auto).text == loc(
            "ui-speech-none-available", why=loc("ui-speech-why-no-sound", program="espeak-ng"))
        odd = BackendChoice(NullBackend(), "none", [("screenreader", "COM error 42")], "screenreader")
        assert "COM error 42" in speech_line(loc, odd).text
        assert "\n" not in speech_line(loc, odd).text


def test_the_speech_line_says_the_cause_behind_every_voice_and_the_next_step() -> None:
    """No sound device: said as such (not "Speech Dispatcher cannot play sound" where it is not even
    installed); no voice installed: install espeak-ng; in cs and en."""
    from beastybar_access.console.speech_lines import speech_line
    from beastybar_access.outputs import BackendChoice, NullBackend

    for lang in ("cs", "en"):
        loc = localizer(lang)
        nowhere = [("screenreader", "no active screen reader"),
                   ("system", "no sound device: no sound server in /run/user/1 and no playback device"),
                   ("espeak-ng", "espeak-ng program not found")]
        line = speech_line(loc, BackendChoice(NullBackend(), "none", nowhere, "auto")).text
        assert line == loc("ui-speech-none-available", why=loc("ui-speech-why-no-device"))
        assert "Speech Dispatcher" not in line
        missing = [("system", "Speech Dispatcher program not found"),
                   ("espeak-ng", "espeak-ng program not found")]
        line = speech_line(loc, BackendChoice(NullBackend(), "none", missing, "tts")).text
        assert loc("ui-speech-why-no-voice-installed") in line and "espeak-ng" in line
        one = speech_line(loc, BackendChoice(NullBackend(), "none", missing[:1], "tts")).text
        assert loc("ui-speech-why-not-installed", program="Speech Dispatcher") in one


def test_debug_logs_each_speech_back_end_tried_and_why_it_was_refused(caplog: pytest.LogCaptureFixture
                                                                      ) -> None:
    from beastybar_access.outputs import BackendUnavailable, NullBackend
    from beastybar_access.outputs.speech.selection import create_backend

    def refuse(lang: str) -> Any:
        raise BackendUnavailable("no sound device: nowhere to play")

    with caplog.at_level("DEBUG", logger="beastybar_access"):
        choice = create_backend("tts", "cs", factories={"system": refuse, "espeak-ng": refuse,
                                                        "none": lambda lang: NullBackend()}, handover=False)
    assert choice.used == "none"
    logged = [r.getMessage() for r in caplog.records if r.getMessage().startswith("speech:")]
    assert "speech: trying system" in logged and "speech: trying espeak-ng" in logged
    assert "speech: system refused: no sound device: nowhere to play" in logged
    assert "speech: espeak-ng refused: no sound device: nowhere to play" in logged
    assert logged[-1] == "speech: none chosen"


def test_switching_the_language_reloads_the_narration_and_says_where_the_game_is(tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.ZEBRA), (G, Animal.LION)], [(Y, Animal.SEAL)])
        backends = FakeBackends(working=("espeak-ng",))
        h = Harness(tmp_path, quick_plan(), adapter=FixedAdapter(state),
                    settings=Settings(delay=0.0, speech="tts", voice="cs"), backends=backends)
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(RIGHT)  # the focus on the first card, said in Czech
        en = h.console.loc.load("en")
        await choose_setting(h, "lang", 3, close=False)  # English
        await h.said(en("ui-setting-set", name=en("ui-setting-lang"), value=en("ui-lang-en")))
        assert h.console.loc.lang == "en" and h.console.adapter.narrator.lang == "en"
        en_n = narrator("en")
        zebra, lion = make_card(G, Animal.ZEBRA), make_card(G, Animal.LION)
        await h.said(en_n.whose_turn(h.console.context().view, ["Ty", "Jana"]).text)
        assert backends.last.lang == "en", "the voice speaks the new language"
        assert h.console.settings.voice is None and h.stored()["voice"] is None, "a Czech voice is forgotten"
        await h.press(ESCAPE)
        assert h.texts[-1] == en("ui-settings-closed")
        await h.press(RIGHT)  # the open choice was renewed in English, the focus kept
        assert h.texts[-1] == en_n.card_in_hand(lion, 1, 2, "normal").text
        await h.press("q")
        assert h.texts[-1] == en_n.queue(h.console.context().view).text
        await h.press("?")
        await h.said(en("ui-help-title"))
        assert h.stored()["lang"] == "en"
        await h.press("h")
        assert "zebra" in h.texts[-1].lower() and zebra in h.console.context().view.hand
        await h.stop()

    run(main())


def test_a_set_up_question_is_asked_again_in_the_new_language(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, None)
        await h.start()
        await h.said(h.line("ui-setup-players", low=2, high=4))
        en = h.console.loc.load("en")
        await choose_setting(h, "lang", 3, expect=en("ui-setup-players", low=2, high=4))
        assert h.console.loc.lang == "en"
        await h.press(DOWN)
        assert h.texts[-1] == en("ui-option-numbered", option=en("ui-setup-players-option", n=3), index=2,
                                 total=3)
        await h.stop()

    run(main())


def test_choosing_a_voice_lists_the_back_ends_voices_and_keeps_the_choice(tmp_path: Path) -> None:
    async def main() -> None:
        voices = (Voice("cs", "Czech"), Voice("cs+f2", "Czech female2"))
        backends = FakeBackends(working=("espeak-ng",), voices=voices)
        h = Harness(tmp_path, quick_plan(seed=3), settings=Settings(delay=0.0, speech="tts"),
                    backends=backends)
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("o", row_key("voice"), ENTER)
        await h.said(h.line("ui-setting-choose", name=h.line("ui-setting-voice")))
        assert h.texts[-1] == h.line("ui-setting-value", value=h.line("ui-voice-default"), index=1, total=3)
        await h.press(DOWN)
        assert h.texts[-1] == h.line("ui-setting-value", value="Czech", index=2, total=3)
        await h.press(DOWN, ENTER)
        assert h.texts[-1] == h.line("ui-setting-set", name=h.line("ui-setting-voice"), value="Czech female2")
        assert backends.last.voice == "cs+f2"
        assert h.stored()["voice"] == "cs+f2"
        await h.press(ESCAPE)
        await h.stop()

    run(main())


@pytest.mark.parametrize("speech, msg_id", [("none", "ui-voice-no-speech"),
                                            ("screenreader", "ui-voice-screenreader")])
def test_no_voice_to_choose_says_why(tmp_path: Path, speech: str, msg_id: str) -> None:
    async def main() -> None:
        backends = FakeBackends(working=("screenreader",))
        h = Harness(tmp_path, quick_plan(seed=3), settings=Settings(delay=0.0, speech=speech),
                    backends=backends)
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("o", row_key("voice"), ENTER)
        await h.said(h.line(msg_id))
        await h.stop()

    run(main())


def test_rate_verbosity_braille_cue_and_delay_take_effect_at_once_and_are_kept(tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.PARROT), (G, Animal.ZEBRA)], [(Y, Animal.LION)])
        backends = FakeBackends(working=("espeak-ng",))
        h = Harness(tmp_path, quick_plan(), adapter=FixedAdapter(state),
                    settings=Settings(delay=0.0, speech="tts"), backends=backends)
        await h.start()
        await h.until(h.waiting_for_human)
        await choose_setting(h, "rate", 9)  # 0, 10, ... 80
        assert backends.last.rate == 80
        await choose_setting(h, "verbosity", 3)  # verbose
        n = h.adapter.narrator
        parrot = make_card(G, Animal.PARROT)
        await h.press(RIGHT)
        assert h.texts[-1] == n.card_in_hand(parrot, 0, 2, "verbose").text, "the open choice is verbose now"
        await choose_setting(h, "braille", 3)  # lines
        assert h.console.screen.braille_lines
        await h.press("h")
        assert card_cells(parrot) in h.written[-1]
        await choose_setting(h, "cue", 3)  # off
        assert h.console.cue == "off"
        await choose_setting(h, "delay", 2)  # 0.5 s
        assert h.console.settings.delay == 0.5
        stored = h.stored()
        assert (stored["rate"], stored["verbosity"], stored["braille"], stored["cue"], stored["delay"]) == (
            80, "verbose", "lines", "off", 0.5)
        await h.stop()

    run(main())


# --- 2. the turn cue ---------------------------------------------------------------------------------


class FakeSound:
    """Sound cues (:class:`~beastybar_access.outputs.Cues`) that work or break at the first turn cue."""

    def __init__(self, works: bool = True) -> None:
        self.works = works
        self.plays = 0
        self.broken = False
        self.volume = 60

    def close(self) -> None:
        pass

    @property
    def available(self) -> bool:
        return self.works and not self.broken

    def play(self, *names: str) -> bool:
        if names and names != ("turn",):
            return self.works  # the other cues (an animal enters the bar) are counted in test_cues.py
        self.plays += 1
        if not self.works:
            self.broken = True
        return self.works


@pytest.mark.parametrize("cue", ["bell", "sound", "broken-sound", "off"])
def test_the_turn_cue_comes_first_then_your_turn_then_the_hand(tmp_path: Path, cue: str) -> None:
    async def main() -> None:
        log = TerminalLog()
        sound = FakeSound(works=cue != "broken-sound")
        setting = "sound" if cue == "broken-sound" else cue
        h = Harness(tmp_path, quick_plan(seed=3), settings=Settings(delay=0.0, cue=setting), sound=sound,
                    terminal_output=log)
        await h.start()
        await h.until(h.waiting_for_human)
        turn = log.data.index("Jsi na tahu.")
        assert log.data.index("V ruce", turn) > turn
        bell = "\a" in log.data
        if cue == "bell":
            assert bell and log.data.index("\a") < turn and sound.plays == 0
        elif cue == "sound":
            assert not bell and sound.plays == 1
        elif cue == "broken-sound":
            assert bell and log.data.index("\a") < turn, "no sound: the bell instead"
            assert h.texts.count(h.line("ui-cue-sound-broken")) == 1
        else:
            assert not bell and sound.plays == 0
        await h.stop()

    run(main())


def test_choosing_the_sound_cue_without_a_player_says_the_bell_rings_instead(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, quick_plan(seed=3), sound=FakeSound(works=False))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("o", row_key("cue"), ENTER, "1", ENTER)
        cue = h.line("ui-setting-cue")
        await h.said(h.line("ui-cue-no-player"))
        assert h.texts[-2] == h.line("ui-setting-set", name=cue, value=h.line("ui-cue-sound"))
        assert h.console.cue == "sound" and h.stored()["cue"] == "sound"
        await h.stop()

    run(main())


# --- 4. braille: card mode, and the display ------------------------------------------------------------


def test_braille_card_mode_d_prints_the_cells_on_their_own_line_and_the_display_gets_them(
        tmp_path: Path) -> None:
    async def main() -> None:
        state = position([(G, Animal.PARROT), (G, Animal.ZEBRA)], [])
        backends = FakeBackends(working=("screenreader",))
        h = Harness(tmp_path, quick_plan(), adapter=FixedAdapter(state),
                    settings=Settings(delay=0.0, braille="card", speech="screenreader"), backends=backends)
        await h.start()
        await h.until(h.waiting_for_human)
        reader = backends.last
        assert h.speech.display is not None, "the screen reader's braille display is used"
        parrot = make_card(G, Animal.PARROT)
        cells = card_cells(parrot)
        await h.press("h")
        assert not has_braille(h.written[-1]), "in card mode the lines name the cards in words"
        await h.press(RIGHT, "d")
        name = h.adapter.narrator.card_name(parrot, "nom").text
        assert h.written[-1] == f"{name}: {cells}\n"
        assert reader.wait_for(lambda calls: any(c.text == f"{name}:" for c in calls)), reader.spoken
        assert not any(has_braille(t) for t in reader.spoken), "speech never gets the cells"
        assert reader.brailled[-1] == cells, "the braille display shows the card's cells"
        await h.stop()

    run(main())


# --- 5. speech: a key cuts it at once; events are queued, never lost ----------------------------------


def test_a_keypress_cuts_off_what_is_being_said(tmp_path: Path) -> None:
    async def main() -> None:
        backends = FakeBackends(working=("espeak-ng",), utterance_seconds=5.0)
        h = Harness(tmp_path, quick_plan(seed=3), settings=Settings(delay=0.0, speech="tts"),
                    backends=backends)
        await h.start()
        await h.until(h.waiting_for_human)
        voice = backends.last
        assert voice.wait_for(lambda calls: any(c.op == "speak" for c in calls))
        assert voice.is_speaking(), "a long utterance is being spoken"
        t0 = time.monotonic()
        h.pipe.send_text("q")
        await h.until(lambda: any(c.op == "silence" and c.at > t0 for c in voice.calls), 2.5)
        cut = next(c.at for c in voice.calls if c.op == "silence" and c.at > t0)
        # a hang guard, not a speed claim: the 5-second utterance did not run out by itself
        assert cut - t0 < 2.5, f"speech was cut only {cut - t0:.1f} s after the key"
        await h.until(lambda: bool(h.texts) and h.recorder.announcements[-1].kind == NAVIGATION)
        queue = h.texts[-1]
        assert voice.wait_for(lambda calls: any(c.text == queue and c.interrupt for c in calls))
        await h.stop()

    run(main())


def test_game_events_are_queued_and_none_is_lost_while_keys_are_pressed(tmp_path: Path) -> None:
    async def main() -> None:
        backends = FakeBackends(working=("espeak-ng",), utterance_seconds=0.01)
        h = Harness(tmp_path, quick_plan(seed=5), settings=Settings(delay=0.0, speech="tts"),
                    backends=backends)
        await h.start()
        for _ in range(4):
            await h.until(h.waiting_for_human)
            done = h.console.table.turns
            await h.press("q", "s", ENTER)
            await h.until(lambda d=done: h.console.table.turns > d)
        await h.until(h.waiting_for_human)
        assert h.speech.wait_idle(5.0)
        events = [a.text for a in h.recorder.announcements if a.kind == EVENT]
        spoken = iter(backends.last.spoken)
        missing = [e for e in events if not any(s == e for s in spoken)]
        assert not missing, f"events not spoken (in order): {missing[:3]}"
        await h.stop()

    run(main())


# --- 5. hot seat: whose turn, Enter, then the hand; nobody hears the other's cards ---------------------


def test_hot_seat_hides_the_previous_persons_cards_until_enter(tmp_path: Path) -> None:
    async def main() -> None:
        plan = Plan(players=2, seats=["human", "human"], names=["Ana", "Ben"], variant="standard", first=0,
                    seed=2)
        h = Harness(tmp_path, plan)
        await h.start()
        await h.until(h.waiting_for_human)
        n = h.adapter.narrator
        ana_hand = n.hand(h.console.context().view, "brief").text
        assert ana_hand in h.texts
        await h.press(ENTER)  # Ana plays her first card
        await h.said(h.line("ui-hot-seat", name="Ben"))
        count = len(h.texts)
        await h.press("h")
        assert h.texts[-1] == h.line("ui-hand-hidden", name="Ben")
        heard: list[str] = []
        for _ in range(60):  # Ben walks back through the history before taking over
            await h.press(",")
            heard.append(h.texts[-1])
            if h.line("ui-history-oldest") in h.texts[-2:]:
                break
        assert ana_hand not in heard, "Ana's hand is not in Ben's history"
        assert not any(t.startswith("Hraješ") or t.startswith("Dobíráš") for t in heard)
        assert any(t.startswith("Ana hraje") for t in heard), "the table's version of Ana's move is there"
        await h.press("-", ENTER)
        await h.until(lambda: h.console.perspective == 1 and "Jsi na tahu." in h.texts[count:])
        ben_hand = n.hand(h.console.context().view, "brief").text
        await h.said(ben_hand)
        assert h.texts.index(ben_hand, count) > h.texts.index("Jsi na tahu.", count)
        await h.stop()

    run(main())


def test_speech_output_closes_what_it_made(tmp_path: Path) -> None:
    from beastybar_access.outputs import Outputs

    backends = FakeBackends(working=("screenreader", "espeak-ng"))
    outputs = Outputs([])
    speech = SpeechOutput(outputs, factories=backends.factories())
    speech.start("screenreader", "cs")
    reader = backends.last
    assert len(outputs.channels) == 2, "speech and the braille display"
    speech.start("tts", "en", rate=70, voice="en-us")
    assert reader.closed and len(outputs.channels) == 1
    assert backends.last.lang == "en" and backends.last.rate == 70 and backends.last.voice == "en-us"
    speech.close()
    assert backends.last.closed and outputs.channels == ()


# --- 4. braille lines: every printed line shows the cards as cells, speech gets words ------------------

COLOUR_WORDS = re.compile(r"\b(zelen|žlut|modr|červen)\w*", re.IGNORECASE)


def _demo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, braille: str) -> tuple[list[str], FakeBackends]:
    from beastybar_access.cli import build_parser
    from beastybar_access.commands import play

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / braille / "c"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / braille / "d"))
    loc = localizer("cs")
    args = build_parser(loc).parse_args(["play", "--seats", "bot,bot,bot", "--seed", "7", "--lang", "cs",
                                         "--speech", "screenreader", "--reading", "program",
                                         "--braille", braille])
    args.loc, args.lang_given = loc, True
    backends = FakeBackends(working=("screenreader",))
    out = io.StringIO()
    code = play.run(args, stdin=io.StringIO(), stdout=out, stderr=io.StringIO(),
                    speech_factories=backends.factories())
    assert code == 0
    return out.getvalue().splitlines(), backends


def test_braille_lines_show_every_card_as_cells_while_speech_gets_the_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    words, _ = _demo(tmp_path, monkeypatch, "off")
    cells, backends = _demo(tmp_path, monkeypatch, "lines")
    # lines mode first warns that a screen reader reading the screen aloud would read the cells
    warning = localizer("cs")("ui-braille-lines-warning")
    assert cells.count(warning) == 1 and warning not in words
    cells = [c for c in cells if c != warning]
    assert len(words) == len(cells) > 30
    assert sum(1 for w in words if COLOUR_WORDS.search(w)) > 25, "the plain lines name cards in words"
    assert not any(has_braille(w) for w in words)
    seats = localizer("cs")("ui-game-start", seats="")[:10]
    for plain, braille in zip(words, cells, strict=True):
        if plain.startswith(seats):  # the seats' colours, not cards
            continue
        assert not COLOUR_WORDS.search(braille), f"a card in words in lines mode: {braille!r}"
        if COLOUR_WORDS.search(plain):
            assert has_braille(braille), braille
    reader = backends.last
    assert [w for w in reader.spoken if w != warning] == words, "speech gets the plain words, never cells"
    assert [c for c in reader.brailled if c != warning] == cells, "braille gets the screen's lines"
