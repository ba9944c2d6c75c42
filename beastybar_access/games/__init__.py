"""The card games, one sub-package each."""
