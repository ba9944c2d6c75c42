"""Online play: a server that hosts tables (one connection = one remote listener and chooser of a seat)
and the client side of the protocol (``docs/protocol.md``).

Nothing here makes text: the server sends each seat only the engine's ``events_for(events, seat)``, its
``view(seat)`` and its legal actions with stable ids; the player's own console narrates them.
"""
