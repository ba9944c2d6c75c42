"""Subcommands of ``beastybar``; each module has ``register(subparsers, loc)``."""
