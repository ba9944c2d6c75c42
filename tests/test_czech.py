"""Issue 25: the Czech (and English) slips a listener heard, each held to its fixed text, and checks over the
whole Czech catalogue for the kinds of slip found: "z" where the number needs "ze", "kolik" with a plural
verb, the vy-form where the program says ty, English words left in Czech lines; and the lines that misstated
a rule."""

from __future__ import annotations

import contextlib
import functools
import io
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast

import beastybar_access.games  # noqa: F401  (registers the games' own message folders, whatever runs first)
from beastybar_access.narration import LOCALES_DIR, Localizer

ROOT = Path(__file__).resolve().parent.parent

ZE = frozenset({2, 3, 4, 6, 7, 12, 13, 14, 16, 17, *range(20, 30), 100})
"""The numbers (to 29, and 100) that take "ze" as Czech reads them: ze dvou, tří, čtyř, šesti, sedmi,
dvanácti, třinácti, čtrnácti, šestnácti, sedmnácti, dvaceti…, sta; "z" before the others (z pěti, z deseti);
ordinals alike (ze 2. místa, ze 3., ze 4., ze 7., ze 17.)."""


@functools.cache
def loc(lang: str) -> Localizer:
    return Localizer.load(lang)


def _catalogues(lang: str) -> list[Path]:
    """Every .ftl of ``lang``: the shared folder and any game's own locales folder."""
    package = ROOT / "beastybar_access"
    return sorted({*Path(str(LOCALES_DIR)).glob(f"{lang}/*.ftl"),
                   *package.glob(f"games/*/locales/{lang}/*.ftl")})


def _flat(pattern: ast.Pattern) -> str:
    """A pattern's own text with each placeable as ``{}`` (a string literal as its text)."""
    out = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            out.append(element.value)
        elif isinstance(element.expression, ast.StringLiteral):
            out.append(element.expression.value)
        else:
            out.append("{}")
    return "".join(out)


def _texts(pattern: ast.Pattern) -> Iterator[str]:
    """The pattern's text, then each select variant's text (nested ones too)."""
    yield _flat(pattern)
    for element in pattern.elements:
        if isinstance(element, ast.Placeable) and isinstance(element.expression, ast.SelectExpression):
            for variant in element.expression.variants:
                yield from _texts(variant.value)


def _entries(lang: str) -> Iterator[tuple[str, ast.Message | ast.Term]]:
    parser = FluentParser()
    for path in _catalogues(lang):
        for entry in parser.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, (ast.Message, ast.Term)):
                yield path.name, entry


def _patterns(entry: ast.Message | ast.Term) -> Iterator[ast.Pattern]:
    if entry.value is not None:
        yield entry.value
    for attribute in entry.attributes:
        yield attribute.value


def _selects(pattern: ast.Pattern) -> Iterator[ast.SelectExpression]:
    for element in pattern.elements:
        if isinstance(element, ast.Placeable) and isinstance(element.expression, ast.SelectExpression):
            yield element.expression
            for variant in element.expression.variants:
                yield from _selects(variant.value)


# --- the whole Czech catalogue -----------------------------------------------------------------------------


def test_the_catalogue_has_no_z_where_the_number_needs_ze() -> None:
    """Every "z"/"ze" before a number is chosen by the number: literal numbers are right, a selector of
    numbers gives "ze" exactly for :data:`ZE`, and no bare "z { $n }" is left (a variable number needs a
    selector)."""
    bad = []
    for name, entry in _entries("cs"):
        for pattern in _patterns(entry):
            for text in _texts(pattern):
                for m in re.finditer(r"(?<![\w-])(ze?) (\d+)\b", text):
                    if (m.group(1) == "ze") != (int(m.group(2)) in ZE):
                        bad.append(f"{name} {entry.id.name}: {m.group(0)!r}")
                if entry.id.name != "online-setup-bots":  # its "z { $players }" is for 5 and more
                    bad += [f"{name} {entry.id.name}: 'z {{…}}' in {text!r}"
                            for _ in re.finditer(r"(?<![\w-])z \{\}", text)]
            for select in _selects(pattern):
                for variant in select.variants:
                    words = _flat(variant.value).strip()
                    if not isinstance(variant.key, ast.NumberLiteral) or words not in ("z", "ze"):
                        continue
                    if (words == "ze") != (int(variant.key.value) in ZE):
                        bad.append(f"{name} {entry.id.name}: [{variant.key.value}] {words}")
    assert not bad, "\n".join(bad)


def test_every_ze_selector_says_ze_for_exactly_the_numbers_that_need_it() -> None:
    """A selector choosing between "z" and "ze" by a number lists every number of :data:`ZE` (a missing
    one would fall to "z"), and there are such selectors in each game's messages and the console's."""
    found = []
    for name, entry in _entries("cs"):
        for pattern in _patterns(entry):
            for select in _selects(pattern):
                words = {_flat(v.value).strip() for v in select.variants}
                if words != {"z", "ze"}:
                    continue
                found.append(name)
                keys = {int(v.key.value) for v in select.variants
                        if isinstance(v.key, ast.NumberLiteral) and _flat(v.value).strip() == "ze"}
                assert keys == ZE, f"{name} {entry.id.name}: ze for {sorted(keys)}"
                [default] = [v for v in select.variants if v.default]
                assert _flat(default.value).strip() == "z"
    files = {"ui.ftl", "beastybar.ftl", "cubirds.ftl", "monkeys.ftl", "tutorial.ftl", "online.ftl"}
    assert files <= set(found)


def test_the_catalogue_has_no_kolik_with_a_plural_verb() -> None:
    """"Kolik hráčů bude…", never "kolik … budou" (kolik takes the singular, neuter)."""
    plural = r"\b(budou|jsou|hrají|mají|budou hrát|zůstanou|dostanou)\b"
    bad = [f"{name} {entry.id.name}: {text!r}" for name, entry in _entries("cs")
           for pattern in _patterns(entry) for text in _texts(pattern)
           if re.search(r"\b[Kk]olik\b[^.?!]*" + plural, text)]
    assert not bad, "\n".join(bad)


PLURAL_YOU = {"bb-winners-shared", "bb-leaders-shared", "cb-draw", "cb-wins-leader", "mk-shared-win",
              "mk-ev-smartest", "ui-hot-seat"}
"""Lines said to several people at once (a shared win; the hot seat's hand-over): the plural is right."""


def test_the_catalogue_says_ty_never_vy() -> None:
    """The program says ty; a second-person plural verb (vyberte, máte, stiskněte) only where several
    people are spoken to at once."""
    verbs = (r"\b(\w+(ejte|ujte|ěte|ete|íte|áte|ějte|ite|ňte|ďte|pište)|vyberte|zvolte|zadejte|stiskněte|"
             r"jste|máte|chcete|můžete|musíte|Vyberte|Zvolte|Zadejte|Stiskněte)\b")
    harmless = {"zvířete", "čte", "přečte", "gate", "animate", "create", "rate", "private", "spectate",
                "note", "minute", "duplicate", "state", "simulate", "remote", "late", "delete", "Delete",
                "certificate", "quite", "write", "site", "white", "byte", "kite"}
    bad = []
    for name, entry in _entries("cs"):
        if entry.id.name in PLURAL_YOU:
            continue
        for pattern in _patterns(entry):
            for text in _texts(pattern):
                bad += [f"{name} {entry.id.name}: {m.group(0)!r}" for m in re.finditer(verbs, text)
                        if m.group(0) not in harmless]
    assert not bad, "\n".join(sorted(set(bad)))


ENGLISH = r"\b(the|and|of|your|you|press|player|players|card|cards|with|from|round|turn|choose|none)\b"


TYPED_VALUES = {"play-opt-braille", "play-opt-speech"}
"""Help lines that list the English words a person types after an option (each explained in Czech)."""


def test_the_catalogue_leaves_no_english_in_czech_lines() -> None:
    """Czech lines carry no English words; argparse's own fields (%(prog)s) and ids in braces aside."""
    bad = []
    for name, entry in _entries("cs"):
        for pattern in _patterns(entry):
            for text in _texts(pattern):
                text = re.sub(r"%\([a-z_]+\)[sdr]|--[a-z-]+", "", text)
                if entry.id.name in TYPED_VALUES:  # the values one types: off, card, lines, none
                    continue
                bad += [f"{name} {entry.id.name}: {m.group(0)!r} in {text!r}"
                        for m in re.finditer(ENGLISH, text, flags=re.IGNORECASE)]
    assert not bad, "\n".join(sorted(set(bad)))


# --- the slips the issue lists, each against its fixed text -------------------------------------------------


def test_beasty_bar_places_take_ze_where_the_number_needs_it() -> None:
    from beastybar_access.games.beastybar.cards import Animal, make_card
    from beastybar_access.games.beastybar.narration import BeastyBarNarrator

    text = BeastyBarNarrator("cs").renderer.text
    for place, prep in [(1, "z"), (2, "ze"), (3, "ze"), (4, "ze"), (5, "z"), (7, "ze"), (17, "ze")]:
        said = text.message("bb-item-acc-place", card=make_card(0, Animal.LION), place=place)
        assert said.endswith(f" {prep} {place}. místa"), said
        said = text.message("bb-from-to", **{"from": place}, to=1)
        assert said.startswith(f"{prep} {place}. "), said


@pytest.mark.parametrize("lang, left, right", [
    ("cs", "Zleva nevezmeš nic, zprava 2 karty.", "Zleva vezmeš 2 karty, zprava nic."),
    ("en", "From the left you take nothing, from the right 2 cards.",
     "From the left you take 2 cards, from the right nothing."),
])
def test_a_row_end_that_takes_nothing_is_said_with_the_negative(lang: str, left: str, right: str) -> None:
    from beastybar_access.games.cubirds.narration import CubirdsNarrator

    line = CubirdsNarrator(lang)._line

    def takes(a: int, b: int) -> str:
        return line("cb-row-takes", left_count=a, left=line("cb-take-count", count=a),
                    right=line("cb-take-count", count=b)).text

    assert takes(0, 2) == left
    assert takes(2, 0) == right


def test_the_chameleon_lesson_puts_se_second() -> None:
    said = loc("cs")("tut-bb-chameleon-done")
    assert said.startswith("Chameleon se jako hrošice protlačil před krokodýla")


@pytest.mark.parametrize("lang, start", [("cs", "Karta zelené opice v braillu:"),
                                         ("en", "The card green monkey in braille:")])
def test_a_cards_braille_names_the_card_in_the_genitive(lang: str, start: str) -> None:
    from beastybar_access.games.beastybar.cards import Animal, make_card
    from beastybar_access.games.beastybar.lessons import card_braille

    assert card_braille(loc(lang), make_card(0, Animal.MONKEY)).startswith(start)


def test_4_monkeys_lines_read_as_meant() -> None:
    cs = loc("cs")
    assert "ale jedna karta je navíc: zelený knoflík." in cs(
        "mk-take-check", state="spare", count=2, tile="Zlatý knoflík", spare="zelený knoflík", spare_count=1)
    said = cs("mk-stop-check", correct="no", kinds=1, all=10, penalty=10)
    assert said.startswith("Máš jen 1 z 10 různých komb."), said
    assert cs("mk-refusal-bad-time") == "Času akce hra nerozumí."
    said = cs("mk-ev-taken", you="no", player="Petr", tile="Tři kruhy", stack=3, count=3, detail="normal",
              empty="no", agree="pl", top="Dva kruhy", known="no", cards="")
    assert "s 3 kartami" not in said and "3 karty" in said, said
    # the short take (real time, issue 25) does not count the cards
    said = cs("mk-ev-taken-brief", you="no", player="Petr", tile="Tři kruhy", stack=3, count=3, empty="no",
              agree="pl", top="Dva kruhy")
    assert said == "Petr bere Tři kruhy ze sloupečku 3, navrchu jsou Dva kruhy.", said
    assert cs("ui-mk-row-hand") == "Ruka:"


@pytest.mark.parametrize("lang, fact", [("cs", "Kolo 1 ze 3"), ("en", "Round 1 of 3")])
def test_a_round_is_told_in_one_order(lang: str, fact: str) -> None:
    said = loc(lang)
    assert said("ui-mk-where-round", round=1, total=3).startswith(fact)
    assert said("ui-mk-ready", round=1, total=3, duration="4 minuty").startswith(fact)
    assert fact.lower() in said("ui-mk-resume", round=1, total=3, duration="4 minuty").lower()


def test_online_lines_agree_and_speak_of_the_program_not_i() -> None:
    cs = loc("cs")
    assert cs("online-setup-bots", players=4).startswith("Kolik ze 4 hráčů bude hrát počítač?")
    assert [cs("online-setup-bots-option", n=n) for n in (0, 1, 2, 5)] == [
        "žádný počítač", "1 počítač", "2 počítače", "5 počítačů"]
    assert cs("tables-line", game="Krabčáci", taken=2, people=2, players=3, code="123456",
              status="open").startswith("Krabčáci, obsazena 2 ze 2 míst pro lidi, 3 hráči")
    assert cs("tables-line", game="Krabčáci", taken=1, people=5, players=5, code="123456",
              status="open").startswith("Krabčáci, obsazeno 1 z 5 míst pro lidi")
    first_person = r"\b(Připojuji|zkouším|zeptám|čekám|pošlu|posílám|vynechávám)\b"
    # an option's help says what it does, as every other one (it said "rozdávej", an order to the server)
    assert cs("cli-serve-seed").startswith("pro testy: u všech stolů rozdává podle tohoto čísla")
    for message in ("online-connecting", "online-lost", "online-not-sent", "online-bad-message"):
        assert not re.search(first_person, cs(message, url="ws://localhost:1")), message
    en = loc("en")
    assert [en("online-setup-bots-option", n=n) for n in (0, 1, 2)] == ["no computer", "1 computer",
                                                                      "2 computers"]


def test_terms_are_the_games_own() -> None:
    """Komba (not kombinace) as in play; Nebeská brána and Vyhazov (not Brána do nebe, východ) as in the
    game; argparse's refusal in the ty-form."""
    every = "\n".join(p.read_text(encoding="utf-8") for p in _catalogues("cs"))  # F1, play, resolve
    assert "kombinac" not in every
    # the variant is "s banánovými slupkami" in the setup and --help; its refusal said "s banánovou slupkou"
    assert loc("cs")("mk-refusal-no-bananas").endswith(f" ve variantě {loc('cs')('ui-mk-variant-banana')}.")
    tutorial = "\n".join(p.read_text(encoding="utf-8") for p in _catalogues("cs") if "tutorial" in p.name)
    assert "Brána do nebe" not in tutorial and "východ" not in tutorial
    assert loc("cs")("tut-bb-gate-title").startswith("Nebeská brána")
    assert "vyberte" not in loc("cs")("cli-ap-invalid-choice")


@pytest.mark.parametrize("lang, heard", [("cs", "Lekce 2 ze 16:"), ("en", "Lesson 2 of 16:")])
def test_a_lesson_number_takes_ze(lang: str, heard: str) -> None:
    assert loc(lang)("tut-lesson", n=2, total=16, title="x").startswith(heard)


def test_the_speech_row_says_a_setting_once_when_it_is_what_is_in_use() -> None:
    from beastybar_access.console.speech_lines import speech_row_value
    from beastybar_access.outputs.speech.selection import BackendChoice

    class Silent:
        pass

    choice = BackendChoice(Silent(), "none", [], "none")  # type: ignore[arg-type]
    assert speech_row_value(loc("cs"), "none", choice) == "vypnutá"
    assert speech_row_value(loc("en"), "none", choice) == loc("en")("ui-speech-none")


@pytest.mark.parametrize("lang, given, heard", [("cs", "20", "ne 20"), ("cs", "10.5", "ne 10,5"),
                                                ("en", "20", "not 20")])
def test_a_number_given_is_echoed_as_a_number_of_the_language(lang: str, given: str, heard: str) -> None:
    from beastybar_access import cli

    err = io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
        code = cli.main(["play", "--delay", given, "--lang", lang, "--speech", "none"])
    assert code != 0
    assert err.getvalue().rstrip().endswith(heard), err.getvalue()


# --- the lines that misstated a rule ------------------------------------------------------------------------


@pytest.mark.parametrize("lang, words", [("cs", "dvou nejsilnějších druhů"), ("en", "two strongest species")])
def test_the_chameleon_as_a_skunk_drives_out_the_two_strongest_species(lang: str, words: str) -> None:
    said = loc(lang)("bb-rules-chameleon")
    assert words in said
    assert "odpudí ostatní" not in said and "drives out the others" not in said


@pytest.mark.parametrize("lang, wins, wrong", [
    ("cs", "Vyhrává, kdo má v baru nejvíc svých zvířat", "Body dávají jen zvířata v baru"),
    ("en", "Whoever has the most of their animals in the bar wins", "Only animals in the bar score"),
])
def test_lesson_2_says_the_most_animals_in_the_bar_win(lang: str, wins: str, wrong: str) -> None:
    said = loc(lang)("tut-bb-gate-done")
    assert wins in said and wrong not in said


@pytest.mark.parametrize("lang, words", [("cs", "jiný krokodýl"), ("en", "another crocodile")])
def test_the_crocodile_lesson_says_another_crocodile_stops_it(lang: str, words: str) -> None:
    assert words in loc(lang)("tut-bb-crocodile-intro")


# --- the proof-reader's pass over whole games, tutorials and the web page (issue 25) -----------------------


WORD_LETTERS = "ikosuvz"
"""Letters that are Czech words on their own (i, k, o, s, u, v, z; "a" is tested apart, since the catalogue
says "a" as "and" everywhere): named bare as a key, "s skóre" is heard as "with the score", "z Stop!" as
"from Stop!"."""


def test_a_key_that_is_a_czech_word_is_named_as_a_key() -> None:
    """A bare letter that is a word (s, z, k, …) before what it does or reads is said "klávesa S"."""
    bad = []
    for name, entry in _entries("cs"):
        for pattern in _patterns(entry):
            for text in _texts(pattern):
                bad += [f"{name} {entry.id.name}: {m.group(0)!r}" for m in re.finditer(
                    rf"(?<!klávesa )(?<![\w„“\"'`+-])[{WORD_LETTERS}] (řekne|přečte|zavolá|vypíše|zapne|"
                    r"ukáže|zopakuje|nabídka|ruka|fronta|bar|skóre|zbývající|Stop)\b", text)]
    assert not bad, "\n".join(bad)


def test_the_lines_that_named_keys_bare_name_them_as_keys() -> None:
    cs = loc("cs")
    zones = cs("web-keys-zones")
    assert "klávesa S skóre" in zones and "klávesa Q fronta" in zones, zones
    realtime = cs("web-keys-realtime")
    assert "klávesa Z Stop!" in realtime and "klávesa N nabídka" in realtime, realtime
    assert cs("tut-bb-game-more").endswith("klávesa S skóre, klávesa C zbývající karty.")
    monkeys = Localizer.load("cs", domains=("tutorial-monkeys",))
    assert "; klávesa P řekne, jestli" in monkeys("tut-mk-combo-intro")
    assert "a klávesa T řekne, kolik času zbývá" in monkeys("tut-mk-practice-intro")
    assert "Klávesa P ti kontrolu řekne" in monkeys("tut-mk-bluff-more")
    hints = {game: Localizer.load("cs", domains=(f"tutorial-{game}",))(f"tut-{short}-keys-hint")
             for game, short in (("cubirds", "cb"), ("monkeys", "mk"))}
    hints["beastybar"] = cs("tut-keys-hint")
    for game, hint in hints.items():  # the three tutorials' hints say the same key the same way
        assert "klávesa R celý výklad se stolem, F1 všechny klávesy." in hint, (game, hint)
    assert "v nastavení (klávesa O)," in cs("ui-sounds-off")  # a bare "(o)" is heard as the word o
    assert cs("ui-help-mk-stop").endswith("čeká na druhé stisknutí klávesy Z")  # "na druhé z": on the 2nd of


def test_the_web_page_calls_4_monkeys_tiles_kartičky_as_the_game_does() -> None:
    """The game, its F1 help and its tutorial say kartička; the web page's keys said dlaždice."""
    said = loc("cs")("web-keys-realtime")
    assert "dlaždic" not in said and "kartičkami" in said, said


@pytest.mark.parametrize("lang, title, card", [("cs", "Nebeská brána a To je konec", "To je konec"),
                                               ("en", "Heaven's Gate and That's It", "That's It")])
def test_the_catalogue_names_thats_it_as_the_game_does(lang: str, title: str, card: str) -> None:
    """The game says "To je konec" / "That's It" (bb-thats-it-empty); the tutorial, F1 and the sound's name
    said it in capitals, which a screen reader may spell out letter by letter."""
    said = loc(lang)
    assert card in said("bb-thats-it-empty")
    assert said("tut-bb-gate-title") == title
    every = "\n".join(p.read_text(encoding="utf-8") for p in _catalogues(lang))  # tutorial, F1, sound names
    assert "TO JE KONEC" not in every and "THAT'S IT" not in every
    assert card in said("ui-help-bb-thats-it") and card in said("cue-name-out")
    if lang == "cs":  # the card it goes onto, as the game says "odchází na kartu To je konec"
        assert "vyletí na kartu To je konec" in said("tut-bb-gate-intro")


def test_the_catalogue_writes_czech_decimals_with_a_comma() -> None:
    """0,5 minuty, not 0.5 (the program reads both); addresses such as 127.0.0.1 are not decimals."""
    bad = [f"{name} {entry.id.name}: {m.group(0)}" for name, entry in _entries("cs")
           for pattern in _patterns(entry) for text in _texts(pattern)
           for m in re.finditer(r"(?<![\d.])\d+\.\d+(?![\d.])", text)]
    assert not bad, "\n".join(bad)
    assert "například 0,5)" in loc("cs")("play-opt-round-minutes")


def test_simulate_says_its_refusals_and_decimals_in_czech() -> None:
    from beastybar_access import cli

    err, out = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err), contextlib.redirect_stdout(out):
        assert cli.main(["--lang", "cs", "simulate", "--games", "0"]) == 2
        assert cli.main(["--lang", "cs", "simulate", "--games", "3", "--seed", "1"]) == 0
    assert err.getvalue() == "chyba: počet her musí být aspoň 1, ne 0.\n", err.getvalue()
    lines = dict(line.split(": ", 1) for line in out.getvalue().splitlines())
    for key in ("Sekund", "Průměrně zvířat v baru za hru"):
        assert "." not in lines[key] and re.fullmatch(r"\d+(,\d+)?", lines[key]), lines[key]


def test_a_second_lion_is_told_without_a_and_ale_together() -> None:
    """After a chameleon's copy the effects are joined with "a": "napodobí lva … a ve frontě už ale čeká …"
    put two conjunctions together; the line now reads right alone and joined."""
    from beastybar_access.games.beastybar.cards import Animal, make_card
    from beastybar_access.games.beastybar.narration import BeastyBarNarrator

    text = BeastyBarNarrator("cs").renderer.text
    said = text.message("bb-fx-second-lion", actor=make_card(1, Animal.LION), card=make_card(0, Animal.LION))
    assert said == ("narazí na žlutého lva, který už ve frontě čeká, a tak zelený lev hned odchází na kartu "
                    "To je konec"), said


@pytest.mark.parametrize("message", ["play-bad-players", "cli-bad-players", "arena-bad-players"])
def test_a_player_count_agrees_with_its_highest_number(message: str) -> None:
    """"hrají 2 až 4 hráči", but "hraje 2 až 5 hráčů" (Krabčáci): the verb and noun follow the last number."""
    said = loc("cs")
    assert said(message, low=2, high=4, given=9) == "tuto hru hrají 2 až 4 hráči, ne 9"
    assert said(message, low=2, high=5, given=9) == "tuto hru hraje 2 až 5 hráčů, ne 9"


def test_the_web_page_says_what_the_console_says() -> None:
    """The page said "Připojuji se", "Zkouším to znovu" (the program's "I", gone from the console), "Destičky"
    for 4 Monkeys' kartičky and "lehká" for the level the console and README call "snadná"."""
    cs = loc("cs")
    page = " ".join(cs(m, name="Jana") for m in ("web-connecting", "web-js-connecting", "web-js-lost",
                                                "web-zone-tiles", "web-level-easy", "web-no-seed"))
    assert not re.search(r"\b(Připojuji|Zkouším|Destičky|lehká)\b", page), page
    assert cs("web-zone-tiles", name="Jana") == "Kartičky: Jana"
    assert cs("web-level-easy") == cs("bot-level-easy") == "snadná"


def test_the_web_zones_and_f1_use_the_games_terms() -> None:
    """The page's zones said "dveře do baru" (the game: Nebeská brána), "dobírací hromádka" (balíček),
    "Nabízené destičky" (nabídka kartiček); F1 said "blízko výhře" (blízko k výhře)."""
    cs = loc("cs")
    assert cs("web-zone-bb-queue") == "Fronta od Nebeské brány"
    assert loc("en")("web-zone-bb-queue") == "The queue from Heaven's Gate"
    assert cs("web-zone-bb-player", name="Jana", colour="zelená", hand=4, pile=7).endswith("v balíčku 7.")
    assert cs("web-zone-mk-offer") == "Nabídka kartiček"
    assert "jak blízko k výhře je každý hráč" in cs("ui-help-cb-wins")
    catalogue = "\n".join(p.read_text(encoding="utf-8") for p in _catalogues("cs"))
    assert not re.search(r"dlaždic|destič|hromádk|dveře do baru", catalogue)
    # the Czech guide to playing in the browser too (it said dlaždice for the page's kartičky)
    assert "dlaždic" not in (ROOT / "docs" / "browser-play.md").read_text(encoding="utf-8")


def test_the_crocodile_stops_at_a_zebra_as_the_lessons_say() -> None:
    """"zastaví se o zebru" (against it, like a wall) where the lessons say "zastavil se u zebry"."""
    said = loc("cs")("bb-rules-crocodile")
    assert "Zastaví se u zebry, u jiného krokodýla nebo u silnějšího zvířete." in said, said


@pytest.mark.parametrize("lang, acc", [("cs", "2 kachny a rákosníka"), ("en", "2 ducks and a reed warbler")])
def test_a_row_refilled_with_one_species_twice_counts_it(lang: str, acc: str) -> None:
    """"Řada 2 se doplnila o kachnu, kachnu a rákosníka" said one species twice; now with its count."""
    from beastybar_access.games.cubirds.cards import Species
    from beastybar_access.games.cubirds.narration import CubirdsNarrator

    cards = [Species.DUCK, Species.DUCK, Species.REED_WARBLER]
    assert CubirdsNarrator(lang)._refill_list(cards, "acc").text == acc


@pytest.mark.parametrize("lang, heard", [("cs", "Doplnění ruky použito třikrát."),
                                         ("en", "Hand refill used 3 times.")])
def test_a_summary_of_refills_has_a_verb(lang: str, heard: str) -> None:
    """"Doplnění ruky třikrát." (Hand refill three times.) said no more than a count without what happened."""
    assert loc(lang)("ui-mk-sum-refill-brief", count=3) == heard


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_a_verbose_play_does_not_say_its_place_twice(lang: str) -> None:
    """Verbose: "Jana hraje zeleného lva na 3. místo, postaví se ze 3. místa do čela fronty" said the place
    the play had just named; the played animal's move now says only where it went (a recurring move keeps
    both)."""
    from beastybar_access import cli

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
        assert cli.main(["play", "--game", "beastybar", "--seats", "bot,bot,bot", "--seed", "11",
                         "--lang", lang, "--speech", "none", "--verbosity", "verbose"]) == 0
    played = {"cs": r"na (\d+)\. místo, [^.]*?\bze? \1\. (místa|na)",
              "en": r"in place (\d+), which [^.]*?\bfrom place \1\b"}[lang]
    twice = [line for line in out.getvalue().splitlines() if re.search(played, line)]
    assert not twice, "\n".join(twice)
    moves = {"cs": "postaví se do čela fronty, před", "en": "goes to the front of the queue, past"}[lang]
    assert moves in out.getvalue()


def test_a_rounds_scores_and_standings_name_the_round_alike() -> None:
    """"Body za kolo 2: …" then "Po 2. kole: …" named one round two ways in two lines; both ordinal now."""
    cs = loc("cs")
    assert cs("mk-ev-scored", detail="normal", round=2, items="Jana 2") == "Body za 2. kolo: Jana 2."
    assert cs("mk-ev-scored", detail="brief", round=2, items="Jana 6") == "Po 2. kole: Jana 6."


def test_muting_names_the_person_without_chat_od_colon() -> None:
    """"Chat od: Jana je ztlumený" (a colon in the middle of a phrase, the name undeclined after "od"); now
    as the menu's own words (ztlumit, zrušit ztlumení), which need no case of the name and no gender."""
    cs = loc("cs")
    assert cs("online-muted", name="Jana").startswith("Ztlumeno: Jana. Co napíše do chatu, už neuslyšíš")
    assert cs("online-unmuted", name="Jana") == "Ztlumení zrušeno: Jana."


@pytest.mark.parametrize("lang", ["cs", "en"])
def test_simulates_variant_help_names_the_variants_each_game_has(lang: str) -> None:
    """simulate --help said "standard nebo advanced" for every game: Krabčáci have only standard, 4 Monkeys
    banana, family and family-banana."""
    from beastybar_access.games import get_game

    said = loc(lang)("cli-variant")
    for game in ("beastybar", "cubirds", "monkeys"):
        for variant in get_game(game).variants:
            assert variant in said, (game, variant)


@pytest.mark.parametrize("lang, shuffled, one, two, tile", [
    ("cs", "Odhazovací balíček se zamíchá jako nový dobírací.", "Jana odhazuje z ruky 8 karet.",
     "Z ruky odhazují: Jana 8 karet a Petr 5 karet.", "navrchu je Zlato ve třech barvách."),
    ("en", "The discard pile is shuffled into a new draw pile.", "Hands discarded: Jana 8 cards.",
     "Hands discarded: Jana 8 cards and Peter 5 cards.", "leaving Gold in three colours."),
])
def test_the_proof_readings_leftovers_read_naturally(lang: str, shuffled: str, one: str, two: str,
                                                     tile: str) -> None:
    """Issue 25, the proof-reading's leftovers: "se zamíchává" (→ "se zamíchá"), "Z ruky odhazuje Jana 8
    karet." (the subject first), "Tři zlaté tří barev" (a 4 Monkeys tile), "aspoň po 3 ptácích ze 2 různých
    druhů" (tested with the win it names, tests/test_listening.py)."""
    from beastybar_access.games.cubirds.events import HandDiscarded, Reshuffled
    from beastybar_access.games.cubirds.narration import CubirdsNarrator
    from beastybar_access.games.monkeys.events import TileTaken
    from beastybar_access.games.monkeys.narration import MonkeysNarrator
    from beastybar_access.games.monkeys.tiles import parse_combo

    cubirds = CubirdsNarrator(lang)
    names = ("Jana", "Petr" if lang == "cs" else "Peter", "Eva")
    said = cubirds.event(Reshuffled(40), 2, names, "brief")
    assert said is not None and said.text == shuffled
    assert [line.text for line in cubirds.decision([HandDiscarded(0, None, 8)], 2, names)] == [one]
    both = [HandDiscarded(0, None, 8), HandDiscarded(1, None, 5)]
    assert [line.text for line in cubirds.decision(both, 2, names)] == [two]
    gold = parse_combo("gold-3")
    take = MonkeysNarrator(lang).event(TileTaken(0, 0, 0, 0, None, 2, gold), 2, names, "brief")
    assert take is not None and take.text.endswith(tile), take


def test_the_catalogue_keeps_none_of_the_proof_readings_doubtful_wordings() -> None:
    texts = [t for _, entry in _entries("cs") for p in _patterns(entry) for t in _texts(p)]
    for doubtful in ("zamíchává", "aspoň po", "zlaté tří", "Z ruky odhazuje "):
        assert not [t for t in texts if doubtful in t], doubtful


@pytest.mark.parametrize("lang, one, also, two", [
    ("cs", "Jana dostává 8 nových karet.", "Jana dostává také 8 nových karet.",
     "Nové karty dostávají: Jana 8 karet a Petr 6 karet."),
    ("en", "Jana gets 8 new cards.", "Jana gets 8 new cards too.",
     "New cards: Jana 8 cards and Peter 6 cards."),
])
def test_the_others_new_cards_read_like_their_discards(lang: str, one: str, also: str, two: str) -> None:
    """Issue 25: "Nové karty dostávají Jana 8 karet a Petr 6 karet." (the subject first, as the discards:
    one player "Jana dostává 8 nových karet.", several after a colon); one other player was "Ostatní
    dostávají také …" / "Každý dostává …" as if there were several."""
    from beastybar_access.games.cubirds.events import Dealt
    from beastybar_access.games.cubirds.narration import CubirdsNarrator

    cubirds = CubirdsNarrator(lang)
    names = ("Jana", "Petr" if lang == "cs" else "Peter", "Eva")
    assert [line.text for line in cubirds.decision([Dealt(0, None, 8)], 2, names)] == [one]
    own = [Dealt(0, None, 8), Dealt(2, (1,) * 8, 8)]
    assert [line.text for line in cubirds.decision(own, 2, names)][1:] == [also]
    both = [Dealt(0, None, 8), Dealt(1, None, 6)]
    assert [line.text for line in cubirds.decision(both, 2, names)] == [two]
