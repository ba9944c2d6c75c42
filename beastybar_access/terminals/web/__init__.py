"""The browser table: ``beastybar serve`` also serves a page (``static/``) on its host and port, and each
browser's WebSocket on :data:`~beastybar_access.terminals.web.http.BROWSER_PATH` speaks the browser protocol
(``docs/browser.md``).

The page makes no sentence: every announcement, question and option is made at the server, in the
browser's language, and sent as text; the page shows and speaks it (live regions), keeps the history and
sends back the person's choices (by option id) and keys.
"""

from beastybar_access.terminals.web.http import BROWSER_PATH, WebSite

__all__ = ["BROWSER_PATH", "WebSite"]
