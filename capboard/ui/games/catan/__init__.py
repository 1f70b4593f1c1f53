"""Catan's ui: its island, its words and its pictures, for the application shell."""

from __future__ import annotations

from capboard.ui.games.catan.game_ui import CatanUi

GAME_UI = CatanUi()

__all__ = ["GAME_UI", "CatanUi"]
