"""4 Monkeys: a real-time card game of combos (rules, state, events, scoring)."""
