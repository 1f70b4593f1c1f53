"""De Cape et d'Épée's ui: its table, its words and its pictures, for the application shell."""

from __future__ import annotations

from capboard.ui.games.cape_epee.game_ui import CapeEpeeUi

GAME_UI = CapeEpeeUi()

__all__ = ["GAME_UI", "CapeEpeeUi"]
