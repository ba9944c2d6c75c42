"""Cubirds ("Krabčáci"): cards, rules kernel, game state and the scenario resolver."""
