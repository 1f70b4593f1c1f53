"""Cappella's ui: its board scene, its words and its pictures, for the application shell."""

from __future__ import annotations

from capboard.ui.games.cappella.game_ui import CappellaUi

GAME_UI = CappellaUi()

__all__ = ["GAME_UI", "CappellaUi"]
