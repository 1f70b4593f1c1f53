"""The game engine: pure Python, no Qt.

The protocol every game implements lives in :mod:`capboard.engine.protocol`; game records and
replay in :mod:`capboard.engine.record`; the registry of games in
:mod:`capboard.engine.registry`; board geometry in :mod:`capboard.engine.geometry`; generic
computer players in :mod:`capboard.engine.bots`.

The protocol's names are importable from here too; they load on first use, so that a light
module of the engine (the registry, the assets) can be imported without the protocol and its
validation library (the app's start page needs only those).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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


def __getattr__(name: str) -> Any:
    if name in __all__:
        from capboard.engine import protocol

        return getattr(protocol, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
