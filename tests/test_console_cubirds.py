"""Cubirds at the console, by keys on prompt_toolkit's pipe input: laying with its preview, the refill ends,
the two-card draw, the flock, review keys, saves and resume, the choice of game, and the command line."""

from __future__ import annotations

import asyncio
import io
import json
import os
from pathlib import Path
from typing import Any

import pytest
from console_support import DOWN, END, ENTER, ESCAPE, HOME, LEFT, RIGHT, Harness, localizer

from beastybar_access.console import Plan, SaveStore, Settings
from beastybar_access.console.games import PLAYABLE_GAMES
from beastybar_access.games.cubirds.cards import NUM_SPECIES, Species
from beastybar_access.games.cubirds.console import CubirdsAdapter
from beastybar_access.games.cubirds.engine import Phase, new_game, table_state
from beastybar_access.games.cubirds.narration import CubirdsNarrator
from beastybar_access.outputs import has_braille

FL, OWL, TOU, DUCK, PAR, MAG, REED, ROB = (int(s) for s in Species)
ROWS = [[OWL, TOU, DUCK], [PAR, MAG, ROB], [REED, ROB, MAG], [FL, DUCK, PAR]]
PILE = [OWL, MAG, ROB, REED, REED, DUCK, TOU, ROB, MAG, PAR, DUCK, REED, ROB, TOU] * 3


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


def counts(**kw: int) -> list[int]:
    out = [0] * NUM_SPECIES
    for name, n in kw.items():
        out[int(Species[name.upper()])] = n
    return out


_NARRATORS: dict[str, CubirdsNarrator] = {}


def cb_adapter(lang: str = "cs") -> CubirdsAdapter:
    if lang not in _NARRATORS:
        _NARRATORS[lang] = CubirdsNarrator(lang)
    return CubirdsAdapter(localizer(lang), _NARRATORS[lang])


class FixedCubirds(CubirdsAdapter):
    """Cubirds with a prepared table instead of a fresh deal."""

    def __init__(self, state: Any, lang: str = "cs") -> None:
        base = cb_adapter(lang)
        super().__init__(base.loc, base.narrator)
        self._state = state

    def new_state(self, plan: Plan) -> Any:
        return self._state


def table(hand: list[int], rows: list[list[int]] | None = None, pile: list[int] | None = None) -> Any:
    """Seat 0 (the person) to lay with ``hand``; seat 1 a random computer player."""
    return table_state(rows or ROWS, [hand, counts(robin=2, magpie=2, duck=1, reed_warbler=1)],
                       [counts(robin=1), counts(flamingo=1)], pile or PILE, [0] * NUM_SPECIES,
                       current=0, seed=5)


def plan(seed: int = 3, **kw: Any) -> Plan:
    values: dict[str, Any] = {"players": 2, "seats": ["human", "random"], "names": ["Ty", "Jana"],
                              "variant": "standard", "first": 0, "seed": seed}
    values.update(kw)
    return Plan(**values)


def harness(tmp_path: Path, state: Any = None, **kw: Any) -> Harness:
    adapter = FixedCubirds(state) if state is not None else cb_adapter()
    return Harness(tmp_path, kw.pop("plan", None) or plan(), adapter=adapter, **kw)


async def press_and_hear(h: Harness, key: str) -> list[str]:
    """Press ``key`` and return what was said for it."""
    before = len(h.texts)
    await h.press(key)
    await h.until(lambda: len(h.texts) > before)
    await asyncio.sleep(0.02)
    return h.texts[before:]


def test_laying_species_row_end_with_the_preview_then_the_refill_ends(tmp_path: Path) -> None:
    async def main() -> None:
        h = harness(tmp_path, table(counts(owl=2, duck=1)))
        await h.start()
        await h.until(h.waiting_for_human)
        texts = h.texts
        # one's own turn at normal as at brief (issue 25): the hand just heard is the species question
        i = texts.index("Jsi na tahu.")
        assert texts[i + 1] == "V ruce: 2 sovy, kachna."
        assert not any(t.startswith("Které ptáky vyložíš?") for t in texts[i:])
        # p on a species: every row and what each end would take
        heard = await press_and_hear(h, "p")
        assert heard[0] == ("Řada 1 ze 4, 3 karty, 3 druhy, zleva: sova, tukan, kachna. "
                            "Zleva nevezmeš nic, zprava 2 karty.")
        assert len(heard) == 4
        assert await press_and_hear(h, RIGHT) == ["kachna, 2 ze 2"], "after p the arrows move from the focus"
        assert await press_and_hear(h, HOME) == ["2 sovy, 1 ze 2"]
        heard = await press_and_hear(h, ENTER)
        assert heard == ["Kam vyložíš 2 sovy?", "Řada 1 ze 4 zleva: sova, tukan, kachna."]
        heard = await press_and_hear(h, "p")  # both ends of the focused row
        assert heard[0] == "Zleva. Nic neobklopíš, můžeš si pak vzít 2 karty z balíčku."
        assert heard[1] == ("Zprava. Vezmeš 2 karty: tukana a kachnu. "
                            "V řadě 1 pak zůstanou jen 3 sovy, doplní se z balíčku.")
        heard = await press_and_hear(h, ENTER)  # the bird and the row were just heard
        assert heard == ["Zleva, 1 ze 2. Nic neobklopíš."]  # issue 25: the end says itself, no question
        assert await press_and_hear(h, ESCAPE) == [
            "Kam vyložíš 2 sovy?", "Řada 1 ze 4 zleva: sova, tukan, kachna."
        ], "Escape goes back a step"
        await h.press(ENTER)
        heard = await press_and_hear(h, RIGHT)
        assert heard == ["Zprava, 2 ze 2. Vezmeš tukana a kachnu. Řada se pak doplní z balíčku."]
        heard = await press_and_hear(h, "p")  # the engine's preview, in full
        assert heard == ["Náhled: 2 sovy do řady 1 zprava. Vezmeš 2 karty: tukana a kachnu. "
                         "V řadě 1 pak zůstanou jen 3 sovy, doplní se z balíčku."]
        assert not any("straku" in t or "straka" in t for t in heard), "the pile's cards are never previewed"
        start = len(h.texts)
        await h.press(ENTER)
        await h.said("Zprava, 2 ze 2. Řada pak: 4 sovy, straka.")
        said = h.texts[start:]
        # the lay and what it took were heard as the end was chosen: not told again (issue 25)
        # the card drawn for the row, without the row again: it was chosen and its end said it would be
        # refilled (issue 25)
        assert said[:1] == ["Z balíčku: sova."]
        # the first refill card is an owl too: both ends give the same row, so that is taken and said,
        # once (not again as the row's refill, nor the card again); then the next card is drawn
        assert said[1:3] == ["Na konci nezáleží.", "Z balíčku: straka."]
        assert not any("doplňuje z balíčku o sovu" in t for t in said)
        assert not any(t.startswith("Jsi na tahu") for t in said), "the same turn goes on: not said again"
        # the ends in their one order, left then right; the focus on the end just laid at
        assert said[-2:] == ["Ke kterému konci?", "Zprava, 2 ze 2. Řada pak: 4 sovy, straka."]
        await h.press(LEFT)
        await h.said("Zleva, 1 ze 2. Řada pak: straka, 4 sovy.")
        start = len(h.texts)
        table_ = h.console.table

        def bot_decisions() -> int:  # counted, so that a computer's turn done between two looks is not missed
            return sum(1 for d in table_.state.history if d.player == 1)

        before = bot_decisions()
        await h.press(ENTER)
        await h.until(lambda: bot_decisions() > before)
        await h.said("Jana")
        said = h.texts[start:]
        assert not any(t.startswith("Řada 1 se doplnila") for t in said), "the refill was heard as chosen"
        assert "Hejno teď vyložit nemůžeš." not in said, "no flock to lay is no news but when verbose"
        assert h.console.table.state.rows[0] == [MAG, OWL, OWL, OWL, OWL]
        await h.stop()

    run(main())


@pytest.mark.parametrize("key", ["n", "a"])
def test_the_optional_draw_of_two_then_the_optional_flock(tmp_path: Path, key: str) -> None:
    async def main() -> None:
        h = harness(tmp_path, table(counts(flamingo=3, parrot=1, robin=1), pile=[MAG, REED, *PILE]))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press("2")
        await h.said("papoušek, 2 ze 3", exact=True)
        await h.press(ENTER, ENTER)
        await h.said("Zleva, 1 ze 2. Nic neobklopíš. Na hejno pak budeš mít 3 plameňáky.", exact=True)
        await h.press(ENTER)
        await h.said("Vzít si 2 karty?", exact=True)
        await h.said("ano, 1 ze 2", exact=True)
        await h.press(key)  # a (ano) or n (ne) answers at once
        if key == "a":
            await h.said("Bereš si straku a rákosníka.", exact=True)
        flocks = await h.said("3 plameňáci, 1 ze 2, velké hejno: do sbírky 2, odhodíš 1")
        # no question first (issue 25): the flocks say themselves, as the ends of a lay do
        assert h.texts[h.texts.index(flocks) - 1] == ("Bereš si straku a rákosníka." if key == "a"
                                                      else "ano, 1 ze 2")
        assert "Které hejno vyložíš?" not in h.texts
        if key == "a":
            await h.press(END)
            await h.said("žádné hejno, 2 ze 2")
            start = len(h.texts)
            await h.press(ENTER)
            await h.said("Jana vykládá")
            assert "Hejno nevykládáš." not in h.texts[start:], "no flock was heard as it was chosen"
            assert h.console.table.state.collections[0] == counts(robin=1)
        else:
            await h.press("i")  # the rules of the focused bird
            await h.said("Plameňák: ve hře je 7 karet.")
            await h.press(ENTER)  # the flock was heard as it was chosen: not told again (issue 25)
            await h.said("Jana vykládá")
            assert h.console.table.state.collections[0] == counts(robin=1, flamingo=2)
        await h.said("Jana vykládá")  # no "Na tahu je Jana" first: the lay names her (verbose says it)
        await h.stop()

    run(main())


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_at_brief_ones_turn_begins_with_the_hand(tmp_path: Path, lang: str) -> None:
    """Issue 25 (one's own turn at brief at most half of before): the hand, said unasked only as one's own
    turn begins, tells the turn, as the turn cue does; "Jsi na tahu." is not said before it at brief. Normal
    keeps it; ``w`` says whose turn it is at every level."""
    async def main() -> None:
        for verbosity in ("brief", "normal"):
            state = table(counts(owl=2, parrot=1))
            h = Harness(tmp_path / verbosity, plan(), adapter=FixedCubirds(state, lang), lang=lang,
                        settings=Settings(delay=0.0, verbosity=verbosity))
            await h.start()
            await h.until(h.waiting_for_human)
            n = h.adapter.narrator
            view = h.console.context().view
            hand, turn = n.hand(view, "brief").text, n.whose_turn(view, ["Ty", "Jana"], "brief").text
            assert turn == {"cs": "Jsi na tahu.", "en": "Your turn."}[lang]
            await h.said(hand, exact=True)
            before = h.texts[h.texts.index(hand) - 1]
            assert (before != turn and turn not in h.texts) if verbosity == "brief" else before == turn
            await h.press("w")
            await h.said(n.whose_turn(view, ["Ty", "Jana"], verbosity).text, exact=True)
            await h.stop()

    run(main())


def test_a_single_species_in_hand_is_taken_by_itself_and_said(tmp_path: Path) -> None:
    async def main() -> None:
        h = harness(tmp_path, table(counts(duck=2)))
        await h.start()
        await h.said("Jediný druh v ruce: 2 kachny.")
        await h.said("Kam vyložíš 2 kachny?")
        assert not any(t.startswith("Které ptáky") for t in h.texts)
        await h.press(ESCAPE)
        await h.said(h.line("ui-cant-go-back"))
        await h.stop()

    run(main())


def test_review_keys_read_the_table_at_any_time(tmp_path: Path) -> None:
    async def main() -> None:
        settings = Settings(delay=0.0, braille="card")
        h = harness(tmp_path, table(counts(owl=2, duck=1)), settings=settings)
        await h.start()
        await h.until(h.waiting_for_human)
        rows = await press_and_hear(h, "t")
        assert rows == ["Řada 1 zleva: sova, tukan, kachna.", "Řada 2 zleva: papoušek, straka, červenka.",
                        "Řada 3 zleva: rákosník, červenka, straka.",
                        "Řada 4 zleva: plameňák, kachna, papoušek."]
        assert await press_and_hear(h, "h") == [
            "V ruce máš 3 karty: sova, máš 2, malé hejno od 3; kachna, máš 1, malé hejno od 4."]
        assert await press_and_hear(h, "s") == ["Ty: červenka, celkem 1 pták, 1 druh.",
                                                "Jana: plameňák, celkem 1 pták, 1 druh."]
        cards = await press_and_hear(h, "c")
        assert cards[0].startswith("Dobírací balíček: 42 karet. Odhazovací balíček: prázdný.")
        assert cards[1] == "Karty v ruce: ty 3, Jana 6."
        wins = await press_and_hear(h, "g")
        assert wins[0].startswith("Vyhrává, kdo má ve sbírce jako první 7 různých druhů ptáků")
        where = await press_and_hear(h, "w")
        assert where[0] == "Jsi na tahu, vykládáš ptáky do řady."
        await h.press(RIGHT)  # the focus is on the owls: their rules and braille
        assert (await press_and_hear(h, "i"))[0].startswith("Sova: ve hře je 10 karet.")
        cells = (await press_and_hear(h, "d"))[0]
        assert cells.startswith("sova: ") and has_braille(cells)
        helps = await press_and_hear(h, "?")
        assert any(t.startswith("klávesa T, klávesa Q: čtyři řady ptáků na stole") for t in helps)
        assert any(t.startswith("klávesa G: co vyhrává") for t in helps)
        await h.stop()

    run(main())


def test_a_whole_game_by_keys_reaches_the_winner_and_leaves_no_save(tmp_path: Path) -> None:
    async def main() -> None:
        h = harness(tmp_path, plan=plan(seed=4))
        await h.start()
        for _ in range(600):
            await h.until(lambda: h.waiting_for_human() or h.console.table.state.is_over()
                          if h.console and h.console.table else False)
            if h.console.table.state.is_over():
                break
            await h.press(ENTER)
        end = await h.said("Konec hry.")
        assert end.startswith("Konec hry.") and ("Vyhráváš" in end or "Vyhrává" in end or "Remíza" in end)
        await h.said(h.line("ui-end-prompt"))
        assert not h.console.saves.exists()
        await h.press(DOWN, ENTER)
        assert await h.task == 0
        await h.stop()

    run(main())


async def _to_a_later_decision(h: Harness) -> None:
    """Press Enter until the person faces a decision within a turn (the draw, a refill end, a flock)."""
    for _ in range(300):
        await h.until(h.waiting_for_human)
        if h.console.table.state.phase in (Phase.REFILL, Phase.DRAW, Phase.FLOCK):
            return
        await h.press(ENTER, wait=0.02)
    raise AssertionError("no decision within a turn came")


def test_saved_in_the_middle_of_a_turn_and_resumed_there(tmp_path: Path) -> None:
    async def main() -> None:
        h = harness(tmp_path, plan=plan(seed=6))
        await h.start()
        await _to_a_later_decision(h)
        state = h.console.table.state
        phase, snapshot = state.phase, state.snapshot()
        path = tmp_path / "data" / "autosave-cubirds.json"
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert saved["game"] == "cubirds" and saved["state"]["game"] == "cubirds"
        assert not (tmp_path / "data" / "autosave-beastybar.json").exists()
        await h.stop()

        again = Harness(tmp_path, adapter=cb_adapter(), resume=True)
        await again.start()
        await again.said(again.line("ui-resumed"))
        await again.until(again.waiting_for_human)
        assert again.console.table.state.snapshot() == snapshot
        view = again.console.context().view
        n = again.adapter.narrator
        await again.said(n.whose_turn(view, ["Ty", "Jana"]).text)  # where the turn stands
        await again.said(n.decision_prompt(view, "brief").text)  # one's own turn at normal as at brief
        assert phase is view.phase
        await again.stop()

    run(main())


def test_resume_continues_whichever_game_was_saved_last(tmp_path: Path) -> None:
    async def main() -> None:
        h = harness(tmp_path, plan=plan(seed=6))
        await h.start()
        await _to_a_later_decision(h)
        snapshot = h.console.table.state.snapshot()
        await h.stop()
        # an older Beasty Bar save does not get in the way
        from beastybar_access.games.beastybar.engine import new_game as bb_new_game

        bb = SaveStore("beastybar", tmp_path / "data")
        bb.save({"state": bb_new_game(2, seed=1).to_json(), "seats": ["human", "random"], "names": ["A", "B"],
                 "seed": 1, "turns": 0})
        cb_path = tmp_path / "data" / "autosave-cubirds.json"
        os.utime(bb.path, (cb_path.stat().st_mtime - 60,) * 2)

        again = Harness(tmp_path, resume=True, games=PLAYABLE_GAMES)  # started as Beasty Bar
        await again.start()
        await again.said(again.line("ui-resumed-named", game="Krabčáci"))
        await again.until(again.waiting_for_human)
        assert again.console.adapter.spec.name == "cubirds"
        assert again.console.table.state.snapshot() == snapshot
        await again.press("t")
        await again.said("Řada 1 zleva: 2 sovy, straka, rákosník, papoušek.", exact=True)
        await again.stop()

    run(main())


def test_the_set_up_offers_the_game_and_then_its_own_questions(tmp_path: Path) -> None:
    async def main() -> None:
        h = Harness(tmp_path, Plan(seed=3), games=PLAYABLE_GAMES)
        await h.start()
        await h.said("Kterou hru chceš hrát?")
        await h.said("Beasty Bar, 1 ze 4")
        await h.press(DOWN)
        await h.said("Krabčáci, 2 ze 4")
        await h.press(ENTER)
        await h.said("Kolik hráčů? 2 až 5.")
        await h.press(ENTER)
        await h.said("Kdo hraje na místě 1?")
        await h.press(ENTER)
        await h.said("Kdo hraje na místě 2?")
        await h.press(ENTER)
        await h.said("Kdo začíná?")
        assert not any("varianta" in t.lower() for t in h.texts), "Cubirds has one variant: not asked"
        await h.press(ENTER)
        await h.said("Hra začíná. U stolu: Hráč 1 (člověk), Jana (počítač, střední úroveň).")
        assert h.console.adapter.spec.name == "cubirds"
        await h.said("Řada 1 zleva: straka, červenka, rákosník.", exact=True)
        await h.stop()

    run(main())


def test_hot_seat_in_cubirds_asks_for_the_keyboard_once_per_turn(tmp_path: Path) -> None:
    async def main() -> None:
        p = plan(seed=2, seats=["human", "human"], names=["Ana", "Ben"])
        h = harness(tmp_path, plan=p)
        await h.start()
        for _ in range(100):
            await h.until(h.waiting_for_human)
            if h.console.table.state.current == 1:
                break
            await h.press(ENTER, wait=0.02)
        hot = [t for t in h.texts if t == h.line("ui-hot-seat", name="Ben")]
        assert len(hot) == 1, "Ana's several decisions are one turn: the keyboard is handed over once"
        assert h.texts.count("Jsi na tahu.") == 1
        await h.stop()

    run(main())


def test_all_computer_cubirds_is_narrated_to_standard_output(tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    from beastybar_access.cli import build_parser
    from beastybar_access.commands import play

    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "c"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "d"))
    def demo(argv: list[str]) -> str:
        loc = localizer("cs")
        args = build_parser(loc).parse_args([*argv, "--speech", "none", "--lang", "cs"])
        args.loc, args.lang_given = loc, True
        out = io.StringIO()
        assert play.run(args, stdin=io.StringIO(), stdout=out, stderr=io.StringIO()) == 0
        return out.getvalue()

    text = demo(["cubirds", "--seats", "easy,easy", "--seed", "9"])
    chosen: list[tuple[str, tuple[str, ...]]] = []
    monkeypatch.setattr(play, "_run_console", lambda game, games, *a, **k: chosen.append((game, games)) or 0)
    demo(["--game", "cubirds", "--seats", "easy,easy"])
    demo(["play", "--game", "cubirds", "--seats", "easy,easy"])
    demo(["play", "--seats", "easy,easy"])
    assert chosen == [("cubirds", ()), ("cubirds", ()), ("beastybar", PLAYABLE_GAMES)], (
        "--game plays that game; without a game the default, with the choice offered")
    lines = text.splitlines()
    assert lines[0] == "Hra začíná. U stolu: Jana (počítač, snadná úroveň), Petr (počítač, snadná úroveň)."
    assert lines[1].startswith("Řada 1 zleva: ")
    assert any(" vykládá " in t for t in lines) and lines[-2].startswith("Konec hry.")
    assert lines[-1] == "Na shledanou."
    assert not any(t.startswith(("Jsi na tahu", "Vykládáš", "V ruce")) for t in lines), (
        "nobody's hand is read")
    assert not list((tmp_path / "d").glob("**/*.json")), "a demonstration leaves no save"


def test_a_game_without_computer_players_of_a_level_plays_random_legal_moves(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from beastybar_access.table import computer

    def no_bots(game: str, level: str, seed: int) -> Any:
        raise ValueError(f"the game {game!r} offers no determinize function, so it has no search bots")

    monkeypatch.setattr(computer, "make_bot", no_bots)

    async def main() -> None:
        h = harness(tmp_path, plan=plan(seed=5, seats=["human", "normal"]))
        await h.start()
        await h.until(h.waiting_for_human)
        await h.press(ENTER, ENTER, ENTER, "n", ENTER, wait=0.02)
        await h.said("Jana vykládá")
        await h.until(lambda: h.console.table.turns >= 3 and h.waiting_for_human())
        await h.stop()

    run(main())


def test_spectator_view_hides_every_hand() -> None:
    state = new_game(3, seed=4)
    while state.phase is Phase.LAY or state.current != 0:
        state.play_random(__import__("random").Random(1))
        if state.is_over():
            break
    view = cb_adapter().spectator_view(state)
    assert view.player == -1 and not any(view.hand) and view.legal == ()
    for d in view.history:
        for e in d.events or ():
            assert getattr(e, "cards", None) is None or type(e).__name__ == "Taken"
