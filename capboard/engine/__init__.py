"""The game engine: pure Python, no Qt.

The protocol every game implements lives in :mod:`capboard.engine.protocol`; game records and
replay in :mod:`capboard.engine.record`; the registry of games in
:mod:`capboard.engine.registry`; board geometry in :mod:`capboard.engine.geometry`; generic
computer players in :mod:`capboard.engine.bots`.
"""

from capboard.engine.protocol import (
    Action,
    Event,
    Game,
    IllegalAction,
    Outcome,
    State,
    View,
)

__all__ = ["Action", "Event", "Game", "IllegalAction", "Outcome", "State", "View"]
