"""Cap Horn's ui: its board scene, its words and its pictures, for the application shell."""

from __future__ import annotations

from capboard.ui.games.cap_horn.game_ui import CapHornUi

GAME_UI = CapHornUi()

__all__ = ["GAME_UI", "CapHornUi"]
