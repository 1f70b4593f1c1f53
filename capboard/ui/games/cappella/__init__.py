"""Cappella's ui: its board scene, its words and its pictures, for the application shell.

Light to import: ``GAME_UI`` (and the game's ui class) load on first use, so that a list of
games can read the game's :mod:`.box` without loading its table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from capboard.ui.games.cappella.game_ui import GAME_UI, CappellaUi

__all__ = ["GAME_UI", "CappellaUi"]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from capboard.ui.games.cappella import game_ui

        return getattr(game_ui, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
