"""Beasty Bar: cards, rules engine and its console presentation."""
