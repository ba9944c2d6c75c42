"""The browser table in a real browser (issue 24, item 7): the system's Chromium driven by Playwright
against a real ``beastybar serve`` on 127.0.0.1. axe-core finds no violation; the accessibility tree holds
the live regions, the log and the headings; the page works at phone and desktop size in both languages."""

from __future__ import annotations

from typing import Any

import pytest
from web_support import DESKTOP, PHONE, Served, axe_violations, chromium, describe, shot, web_server

__all__ = ["chromium", "web_server"]  # the fixtures


def open_page(chromium: Any, url: str, size: dict[str, int], **context: Any) -> Any:
    ctx = chromium.new_context(viewport=size, **context)
    page = ctx.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.errors = errors
    page.goto(url)
    return page


@pytest.mark.parametrize("lang", ["cs", "en"])
@pytest.mark.parametrize("size", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_the_start_page_has_no_axe_violation(chromium: Any, web_server: Served, lang: str,
                                             size: dict[str, int]) -> None:
    page = open_page(chromium, f"{web_server.page}?lang={lang}", size)
    page.wait_for_selector("#lobby:not([hidden])")
    assert page.locator("html").get_attribute("lang") == lang
    violations = axe_violations(page)
    shot(page, f"start-{lang}-{'phone' if size is PHONE else 'desktop'}")
    assert not violations, describe(violations)
    assert page.errors == []
    page.context.close()


def test_the_accessibility_tree_of_the_start_page(chromium: Any, web_server: Served) -> None:
    page = open_page(chromium, f"{web_server.page}?lang=en", DESKTOP)
    page.wait_for_selector("#lobby:not([hidden])")
    tree = page.locator("body").aria_snapshot()
    for needed in ('heading "Beasty Bar and friends: a table in the browser" [level=1]',
                   'heading "Play" [level=2]',
                   'log "History"', 'heading "Keys" [level=2]', 'button "Beasty Bar"',
                   'textbox "Your name"', 'combobox "Game"'):
        assert needed in tree, tree
    assert page.locator("[aria-live=polite]").count() == 1
    assert page.locator("[aria-live=assertive]").count() == 1
    assert page.locator("#status").inner_text() == "Connected."
    page.context.close()


def test_reflow_at_320_pixels_and_dark_mode(chromium: Any, web_server: Served) -> None:
    page = open_page(chromium, f"{web_server.page}?lang=cs", {"width": 320, "height": 640},
                     color_scheme="dark", reduced_motion="reduce")
    page.wait_for_selector("#lobby:not([hidden])")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 320, f"the page scrolls sideways at 320 px: {width}"
    background = page.evaluate("getComputedStyle(document.body).backgroundColor")
    assert background == "rgb(18, 18, 18)"
    small = page.evaluate("""[...document.querySelectorAll('button, a, input, select')]
        .filter(e => e.offsetParent !== null && !e.closest('.skip'))
        .filter(e => { const r = e.getBoundingClientRect(); return r.height < 44 && e.type !== 'checkbox'; })
        .map(e => e.outerHTML.slice(0, 80))""")
    assert small == [], small
    assert not axe_violations(page)
    shot(page, "start-cs-320-dark")
    page.context.close()
