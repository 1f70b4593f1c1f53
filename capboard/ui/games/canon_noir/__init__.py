"""Canon Noir's ui: its board scene, its words and its pictures, for the application shell."""

from __future__ import annotations

from capboard.ui.games.canon_noir.game_ui import CanonNoirUi

GAME_UI = CanonNoirUi()

__all__ = ["GAME_UI", "CanonNoirUi"]
