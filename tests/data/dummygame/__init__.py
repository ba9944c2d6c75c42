"""Sticks: a tiny fourth game that lives in the tests, added through the registry (issue 23's "done when").

Each player in turn takes one, two or three sticks from one pile (its size comes from the seed); whoever
takes the last stick wins. Rules, engine, entry, messages (cs, en), a computer player and a console adapter:
what a real game brings, and nothing else.
"""
