"""Terminals: where a person meets the program (the browser's page and its server-side bridge in ``web``)."""
